"""Where a drill's explaining stepper opens (rev32): at the decision the wrong answer got
wrong, without giving the answer away on the first try; and a drill picture that shows no
path that looks like a hint."""

import pytest

from searchlib import drill
from searchlib.drills.drill import _figure


def opened(kind, seed, answer):
    report = drill(kind, seed=seed).check(answer)
    assert not report and not report.revealed
    return report, report.stepper


@pytest.mark.parametrize("answer, index, asked", [
    # evaluated g = 15: missed e's cut (step 7), not i's question after it (13)
    ("5 12 19 15 18 11 1 6 10 27 28", 7, "e (MAX) now has v = 19, alpha = -inf, beta = 12."),
    # evaluated u = 21, the last cut's leaf: s's cut, not "Done"
    ("5 12 19 18 11 1 6 10 27 28 21", 27, "s (MAX) now has v = 28, alpha = 12, beta = 27."),
    # skipped k = 11: i does not cut (this one was right already)
    ("5 12 19 18 1 6 10 27 28", 13, "i (MAX) now has v = 18, alpha = 18, beta = +inf."),
    # skipped l's leaves: h (MIN) does not cut after i comes back (not l's leaf question)
    ("5 12 19 18 11 10 27 28", 15, "h (MIN) now has v = 18, alpha = 12, beta = 18."),
])
def test_a_missed_or_false_cut_opens_the_stepper_at_that_cut(answer, index, asked):
    _report, stepper = opened("alphabeta-leaves", 1, answer)
    assert stepper.index == index and stepper.question.text.startswith(asked)


def test_ordered_leaves_open_at_the_cut_missed():
    report, stepper = opened("ordered-leaves", 1, "27 10 28 21 12 5 6 1")
    assert stepper.index == 7
    assert stepper.question.text.startswith("s (MAX) now has v = 28, alpha = -inf, beta = 27.")
    assert stepper.question.answer == "beta"


def test_every_missed_cut_opens_at_its_own_cut_question():
    """Over several seeds: evaluating one leaf a cut skips opens the stepper at that cut."""
    for kind in ("alphabeta-leaves", "ordered-leaves"):
        for seed in range(1, 6):
            d = drill(kind, seed=seed)
            result = d._task.run()
            truth = d._task.answer
            game = result.trace.game
            for step in result.trace:
                if step.kind != "cut":
                    continue
                first = game.result(step.cut.state, step.cut.skipped[0])
                leaf = next(s for s in game.subtree(first) if game.terminal(s))
                # the answer up to the cut's leaf, then the skipped leaf
                before = sum(1 for s in result.trace.leaf_order if s.index < step.index)
                wrong = truth[:before] + [game.value(leaf)] + truth[before:]
                stepper = drill(kind, seed=seed).check(wrong).stepper
                assert stepper.index == step.index - 1, (kind, seed, step.message)
                assert stepper.question.kind == "cut" and stepper.question.answer != "none"


def test_idastar_bounds_first_wrong_answer_does_not_show_the_bound():
    report, stepper = opened("idastar-bounds", 1, "2 5 9")
    assert stepper.index == 8 and "bound 6" not in stepper.message
    assert stepper.question.text == ("The contour with bound 5 is over. What bound does the "
                                     "next contour get?")
    assert "6" not in stepper.choose(9).text
    # several seeds, a wrong bound at every place: nothing on screen names the right one
    for seed in range(1, 7):
        truth = drill("idastar-bounds", seed=seed)._task.answer
        for p in range(1, len(truth)):
            wrong = truth[:p] + [truth[p] + 100]
            _report, stepper = opened("idastar-bounds", seed, " ".join(f"{b:g}" for b in wrong))
            shown = stepper.message + " " + stepper.question.text
            assert f"bound {truth[p]:g}" not in shown, (seed, p, shown)
            assert stepper.question.answer == truth[p]


def test_maxn_tie_broken_to_the_right_is_said_and_opens_at_the_tie():
    report, stepper = opened("maxn-root", 6, (8, 1, 5))
    assert report.text.startswith("Not yet: that is the tuple when ties go to the rightmost "
                                  "child; on a tie each player keeps the leftmost.")
    assert stepper.question.text == "What value will B (player 2) back up when it is done?"
    assert "ties with" in stepper.choose((8, 1, 5)).text


def test_maxn_every_tie_named_opens_at_a_node_whose_tie_decides():
    named = 0
    for seed in range(1, 40):
        d = drill("maxn-root", seed=seed)
        tree = d.instance

        def rightmost(state):            # ties to the last child, computed here
            if tree.terminal(state):
                return tree.value(state)
            me = tree.player(state) - 1
            kids = [rightmost(k) for k in tree.children(state)]
            return [v for v in kids if v[me] == max(w[me] for w in kids)][-1]
        wrong = rightmost(tree.initial)
        if wrong == d._task.answer:
            continue
        report = d.check(wrong)
        if "rightmost" not in report.text:
            continue
        named += 1
        q = report.stepper.question
        me = int(q.text.split("(player ")[1][0]) - 1
        ties = [c for c in q.choices if c != q.answer and c[me] == q.answer[me]]
        assert ties, (seed, q.text, q.choices)
    assert named > 5


@pytest.mark.parametrize("seed", [1, 2, 38])
def test_the_ucb_picture_draws_no_path_in_colour(seed):
    # seed 38: the last backup went through the move UCB1 selects next, (2, 1)
    d = drill("ucb-choice", seed=seed)
    _fig, drawing = _figure(d.instance)
    assert max(drawing.edges.get_linewidths()) < 2
