"""Drills and predict mode, review rounds 34-35 (fixed in rev36, branch practice).

* a first wrong answer names no item of the answer the learner did not write at its place
  (the old text said "you have C, the search has B", and B was the question the stepper
  beside it then asked);
* ucb-choice: every tied move after the first listed gets the tie rule (a three-way tie left
  the middle move with a bare "Not yet");
* a predict question's numeric choices carry no float noise (0.6000000000000001);
* a number refused because it cannot be the answer is not told to "write a whole number, in
  digits" when it was one;
* the drills read a label naming what is asked and a unit naming what is counted, as the
  lessons do, and refuse (naming it) one that names something else;
* predict mode asking cuts and values: the node's v, which a node that cuts backs up, is not
  shown while its cut question waits, nor when its value question comes.
"""

import math
import re

import pytest

from searchlib import GameTree, alphabeta, drill, step_through
from searchlib.drills.drill import _show

SEEDS = range(12)


# -- 1. the first wrong answer gives nothing of the answer away ----------------------------
def _others(d):
    """Items an answer to ``d`` may hold besides the right ones (all of them readable)."""
    inst, truth = d.instance, d._task.answer
    if hasattr(inst, "adjacency"):
        return sorted(inst.adjacency)
    if isinstance(inst, GameTree) and isinstance(truth, (list, set)):
        if isinstance(truth, set):
            return sorted({inst.label(s) for s in inst.subtree(inst.initial) if inst.label(s)})
        return sorted({inst.utility(s, "max") for s in inst.subtree(inst.initial)
                       if inst.terminal(s)})
    return []


def _wrong_answers(d):
    """A few wrong answers of every shape the kind's answer has."""
    truth = d._task.answer
    others = _others(d)
    if isinstance(truth, list):
        found = []
        for i in range(len(truth) - 1):
            if truth[i] != truth[i + 1]:
                found.append(truth[:i] + [truth[i + 1], truth[i]] + truth[i + 2:])
        found += [truth[:j] for j in range(1, len(truth))]
        pool = others or [x + 1 for x in truth]
        for i in range(len(truth)):
            found += [truth[:i] + [o] + truth[i + 1:] for o in pool[:4] if o != truth[i]]
        found += [truth + [o] for o in pool[:2]]
        return found
    if isinstance(truth, set):
        found = [truth - {a} for a in truth]
        found += [truth | {o} for o in others if o not in truth][:4]
        found += [(truth - {a}) | {o} for a in truth for o in others if o not in truth][:6]
        return found
    if isinstance(truth, tuple) and isinstance(d.instance, GameTree):     # max^n
        tree = d.instance
        return [tuple(tree.value(s)) for s in tree.subtree(tree.initial) if tree.terminal(s)]
    if isinstance(truth, tuple):                                         # a UCB1 move
        return [m for m in d.instance.trace.move.values()][:12]
    if isinstance(truth, str):
        return ["exact", "lower", "upper"]
    if isinstance(d.instance, GameTree) and d.kind == "minimax-value":
        return sorted({d.instance.utility(s, "max") for s in d.instance.subtree(d.instance.initial)
                       if d.instance.terminal(s)})
    return [truth + step for step in (-3, -2, -1, 1, 2, 3, 0.5, -0.5)]


def _said(text):
    """The items a report's text names: words and numbers, without the positions and counts
    it gives ("item 3", "after 4 items", "3 arcs")."""
    text = re.sub(r"\bitems? \d+\b|\b\d+ (?:items?|arcs?)\b", " ", text)
    return set(re.findall(r"-?\d+(?:\.\d+)?|[^\W\d_]+\*?", text))


def _hidden(mine, truth):
    """What the answer holds that the learner did not write at its place: the item where the
    lists part (or the next one, for a list that stops short), the arcs left out, or the
    whole answer."""
    if isinstance(truth, list):
        mine = list(mine)
        for i, (a, b) in enumerate(zip(mine, truth)):
            if a != b:
                return [b]
        return truth[len(mine):len(mine) + 1]
    if isinstance(truth, set):
        return sorted(truth - set(mine))
    return [truth]


def test_first_wrong_text_names_nothing_of_the_answer_not_written():
    checked = {kind: 0 for kind in drill.kinds}
    parted = 0
    for kind in drill.kinds:
        for seed in SEEDS:
            d = drill(kind, seed)
            truth = d._task.answer
            for wrong in _wrong_answers(d):
                mine_d = drill(kind, seed)
                report = mine_d.check(wrong)
                if report or report.text.startswith("Could not read"):
                    continue
                assert not report.revealed, (kind, seed, wrong, report.text)
                if isinstance(truth, list) and len(truth) > 1:
                    assert _show(truth) not in report.text, (kind, seed, wrong, report.text)
                checked[kind] += 1
                if report.text.startswith("Not yet: "):
                    continue            # a named mistake: its words stay as they are
                said = _said(report.text)
                for item in _hidden(wrong, truth):
                    if isinstance(item, tuple):     # a move or a tuple of utilities
                        assert _show(item) not in report.text, (kind, seed, wrong, report.text)
                    else:
                        assert _show(item) not in said, (kind, seed, wrong, item, report.text)
                if "parts from the search" in report.text or "stops after" in report.text:
                    parted += 1
                # the second wrong answer says it all
                again = mine_d.check(wrong)
                assert again.revealed and f"The answer is {_show(truth)}." in again.text
    assert all(checked.values()), checked
    assert parted > 300, parted


def test_first_wrong_list_says_where_and_what_the_learner_has():
    d = drill("bfs-order", seed=1)
    first = d.check("S A C B D G")
    assert first.text == ("Not yet. Your list parts from the search at item 3 (you have C "
                          "there). Try again, or press “show me” for the answer.")
    second = d.check("S A C B D G")
    assert "you have C, the search has B" in second.text and second.revealed
    short = drill("bfs-order", seed=1).check("S A B")
    assert "Your list stops after 3 items; the search goes on." in short.text
    assert "goes on with" not in short.text and " C" not in short.text
    one = drill("bfs-order", seed=1).check("S")
    assert "stops after 1 item;" in one.text
    # the reviewers' examples (rev34 3.1): no longer told what the search has
    text = drill("alphabeta-leaves", 1).check("5 12 19 15 18 11 1").text
    assert "(you have 15 there)" in text and "18" not in text, text
    text = drill("astar-order", 5).check("S B D").text
    assert "the search goes on." in text and "with A" not in text, text
    # a set: the arcs left out are never named, and (rev39) counted only on the second try
    d = drill("cut-arcs", 2)
    text = d.check("g n").text
    assert text.startswith("Not yet. Arc n is not cut, and your list leaves out one or more "
                           "arcs that are cut."), text
    text = d.check("g n").text
    assert text.startswith("Not yet. Arc n is not cut, and your list leaves out an arc that is "
                           "cut."), text


# -- 2. ucb-choice: every tied move after the first listed gets the tie rule ---------------
def test_ucb_every_tied_move_after_the_first_gets_the_tie_rule():
    d = drill("ucb-choice", seed=2)
    assert d._task.answer == (1, 1)
    for move in ("(1, 2)", "(2, 0)"):
        text = drill("ucb-choice", seed=2).check(move).text
        assert text.startswith(f"Not yet: {move} ties for the highest UCB1 score with a move "
                               "listed before it, and on a tie the first listed is selected"), \
            text
    seen = 0
    for seed in range(60):
        d = drill("ucb-choice", seed)
        trace = d.instance.trace
        row = trace[d.instance.index].scores[0]
        top = max(r[3] for r in row)
        tied = [trace.move[r[0]] for r in row if r[3] == top]
        assert tied[0] == d._task.answer, seed
        for move in tied[1:]:
            text = drill("ucb-choice", seed).check(str(move)).text
            assert f"{move} ties for the highest UCB1 score" in text, (seed, move, text)
            seen += 1
        for r in row:                       # a move that does not tie is never told it does
            move = trace.move[r[0]]
            if move not in tied:
                assert "ties for" not in drill("ucb-choice", seed).check(str(move)).text
    assert seen >= 10


# -- 3. choices without float noise ----------------------------------------------------------
def _noisy(c):
    if isinstance(c, tuple):
        return any(_noisy(x) for x in c)
    if isinstance(c, float) and math.isfinite(c):
        return c.is_integer() or 0 < abs(c - round(c, 9)) <= 1e-12
    return False


def _scored_wrong(seed):
    """A wrong value a leaf has (a value outside the leaves' range is refused, not scored)."""
    d = drill("expectimax-value", seed)
    tree = d.instance
    return next(_show(tree.utility(s, "max")) for s in tree.subtree(tree.initial)
                if tree.terminal(s) and abs(tree.utility(s, "max") - d._task.answer) > 1e-6)


def test_expectimax_drill_stepper_choices_are_written_cleanly():
    stepper = drill("expectimax-value", 2).check(_scored_wrong(2)).stepper
    assert 0.6 in stepper.choices and 0.6000000000000001 not in stepper.choices
    asked = 0
    for seed in range(8):
        stepper = drill("expectimax-value", seed).check(_scored_wrong(seed)).stepper
        while stepper.question is not None:
            q = stepper.question
            assert not any(_noisy(c) for c in q.choices), (seed, q.choices)
            assert q.answer in q.choices
            label = q.labels[q.choices.index(q.answer)]
            assert stepper.choose(label), (seed, label)    # the button's words check right
            asked += 1
    assert asked > 8


# -- 4. a refused number is told what can be the answer ------------------------------------
@pytest.mark.parametrize("kind, seed, answer, why, advice", [
    ("expanded-count", 0, "99", "open cells at most once", "Give the number of states it "
                                                           "expands, 25 at most."),
    ("expanded-count", 0, -3, "open cells at most once", "25 at most."),
    ("minimax-value", 0, 12345, "no leaf's value", "Give the value of one of the leaves."),
    ("alphabeta-leaves", 0, "999", "not a leaf value", "List only values the tree's leaves "
                                                       "have"),
    ("ucb-choice", 2, "(3, 3)", "not one of the moves listed", "Pick one of the moves listed."),
])
def test_refusal_of_an_impossible_value_ends_with_what_can_be(kind, seed, answer, why, advice):
    d = drill(kind, seed)
    report = d.check(answer)
    assert not report and not report.revealed and why in report.text, report.text
    assert advice in report.text and "in digits" not in report.text, report.text
    assert "Write " not in report.text.split(why, 1)[1], report.text
    # not scored: the next wrong answer does not give the answer away
    assert not d.check(_show(d._task.answer) + "x").revealed


def test_refusal_of_a_form_still_says_how_to_write_it():
    text = drill("minimax-value", 0).check("4.5").text
    assert text.endswith("Write a whole number, in digits."), text
    text = drill("expanded-count", 0).check("4,6").text
    assert text.endswith("Write a whole number, in digits."), text


# -- 5. labels and units, as the lessons read them ------------------------------------------
def _right(kind, seed, text):
    return bool(drill(kind, seed).check(text))


def test_labels_and_units_that_name_what_is_asked_are_read():
    leaves = " ".join(_show(v) for v in drill("alphabeta-leaves", 0)._task.answer)
    value = drill("minimax-value", 0)._task.answer
    count = drill("expanded-count", 0)._task.answer
    # the reviewers' forms (rev35 5a)
    assert _right("alphabeta-leaves", 0, f"leaves: {leaves}")
    assert _right("minimax-value", 0, f"value: {value}")
    assert _right("expanded-count", 0, f"{count} states")
    # and their kin
    for text in (f"Leaves evaluated = {leaves}", f"evaluated: {leaves}"):
        assert _right("alphabeta-leaves", 0, text), text
    for text in (f"v = {value}", f"Root value: {value}.", f"root: {value}"):
        assert _right("minimax-value", 0, text), text
    for text in (f"{count} nodes", f"expanded: {count}", f"Count = {count} states."):
        assert _right("expanded-count", 0, text), text
    order = " ".join(drill("bfs-order", 1)._task.answer)
    for text in (f"BFS: {order}", f"bfs order: {order}", f"order = {order}"):
        assert _right("bfs-order", 1, text), text
    order = " ".join(drill("astar-order", 5)._task.answer)
    assert _right("astar-order", 5, f"A*: {order}") and _right("astar-order", 5,
                                                              f"A* order: {order}")
    arcs = " ".join(sorted(drill("cut-arcs", 0)._task.answer))
    assert _right("cut-arcs", 0, f"pruned: {arcs}") and _right("cut-arcs", 0, f"arcs: {arcs}")
    # every cut-arcs drill has a cut: "no arcs" after a label is read as nothing, as alone
    said = drill("cut-arcs", 0).check("none").text
    assert said.startswith("Not yet.") and "arcs are cut" in said, said
    for text in ("pruned: no arcs", "arcs: none"):
        assert drill("cut-arcs", 0).check(text).text == said, text
    maxn = drill("maxn-root", 0)._task.answer
    for text in ("value: {} {} {}", "root: ({}, {}, {})", "P1 = {}, P2 = {}, P3 = {}"):
        assert _right("maxn-root", 0, text.format(*maxn)), text
    bounds = " ".join(_show(b) for b in drill("idastar-bounds", 1)._task.answer)
    assert _right("idastar-bounds", 1, f"f-bounds: {bounds}")
    move = drill("ucb-choice", 2)._task.answer
    assert _right("ucb-choice", 2, f"move: {move}")


@pytest.mark.parametrize("kind, seed, text, named", [
    ("expanded-count", 0, "20 moves", "'moves'"),   # rev39: "20 cells" is read (a cell is a state)
    ("expanded-count", 0, "value: 20", "'value'"),
    ("minimax-value", 0, "7 points", "'points'"),
    ("minimax-value", 0, "leaves: 7", "'leaves'"),
    ("alphabeta-leaves", 0, "cut: 1 23 28", "'cut'"),
    ("bfs-order", 1, "DFS: S A B C D G", "'DFS'"),
    ("cut-arcs", 0, "leaves: g", "'leaves'"),
])
def test_a_label_or_unit_naming_something_else_is_refused_by_name(kind, seed, text, named):
    d = drill(kind, seed)
    report = d.check(text)
    assert not report and report.text.startswith("Could not read") and named in report.text, \
        report.text
    assert not d.check(text).revealed               # refused, not scored


@pytest.mark.parametrize("kind, seed, text", [
    ("minimax-value", 0, "not 7"), ("minimax-value", 0, "7?"), ("minimax-value", 0, "maybe 7"),
    ("minimax-value", 0, "value: not 7"), ("minimax-value", 0, "value: 7?"),
    ("expanded-count", 0, "maybe 20 states"), ("expanded-count", 0, "20 states?"),
    ("alphabeta-leaves", 0, "leaves: not 1 23 28"), ("minimax-value", 0, "not value: 7"),
    ("expanded-count", 0, "20 perhaps"),
])
def test_negations_and_hedges_stay_unreadable(kind, seed, text):
    report = drill(kind, seed).check(text)
    assert not report and report.text.startswith("Could not read"), report.text


# -- 6. predict mode asking cuts and values ----------------------------------------------------
REV34 = [[[3, 17], [2, 12]], [[15, 25], [0, 2]], [[2, 5], [3, 7]]]


def _row(stepper, label):
    headers, rows = stepper.table
    return next(row for row in rows if row[0] == label)


@pytest.mark.parametrize("kinds", [("cut", "value"), ("value", "cut", "window")])
def test_a_value_is_not_shown_before_its_question(kinds):
    st = step_through(alphabeta(GameTree(REV34), trace=True), predict=kinds)
    while not (st.question.kind == "cut" and st.question.text.startswith("D (MIN)")):
        st.choose(st.question.answer)
    q = st.question
    assert "v = ?" in q.text and "v = 5" not in q.text, q.text
    assert "now has value 5" not in st.message and _row(st, "D")[2] == "?", st.message
    right = st.choose("alpha")
    assert right and "5" not in right.text.replace("alpha = 12", ""), right.text
    q = st.question
    assert q.kind == "value" and q.text.startswith("What value will D (MIN)"), q.text
    assert q.mask is not None and "now has value 5" not in st.message, st.message
    assert _row(st, "D")[2] == "?"
    assert st.choose(5)
    assert "D is done with value 5" in st.message or _row(st, "D")[2] != "?"


def test_with_cuts_and_values_no_question_waits_with_its_answer_on_screen():
    import random
    rng = random.Random(36)
    value_questions = 0
    for _ in range(5):
        tree = [[[rng.randrange(30) for _ in range(rng.choice((2, 3)))]
                 for _ in range(rng.choice((2, 3)))] for _ in range(3)]
        st = step_through(alphabeta(GameTree(tree), trace=True), predict=("cut", "value"))
        while st.question is not None:
            q = st.question
            if q.kind in ("cut", "value") and q.mask is not None:
                label = q.mask["label"]
                assert _row(st, label)[2] == "?", (tree, q.text, st.table)
                assert f"{label} ({q.mask['role']}) now has value" not in st.message
            if q.kind == "cut":
                assert "v = ?" in q.text, q.text            # v is never shown by a cut question
            if q.kind == "value":
                value_questions += 1
                assert q.mask is not None, q.text
            st.choose(q.answer)
    assert value_questions > 12


# == review round 38 (section 4a-4e): fixed on branch practice ================================
KIND_WORDS = ("exact", "lower", "upper")


# -- 4a. table-kind: the first wrong answer does not name the kind -------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 5, 6])
def test_table_kind_first_wrong_answer_names_no_kind(seed):
    truth = drill("table-kind", seed)._task.answer
    for wrong in KIND_WORDS:
        if wrong == truth:
            continue
        d = drill("table-kind", seed)
        first = d.check(wrong)
        assert not first and not first.revealed, first.text
        said = first.text.casefold()
        assert truth not in said and "other way round" not in said, first.text
        # it says what is wrong with the learner's own choice
        if wrong == "exact":
            assert "is not exact" in said or "not stored as exact" in said, first.text
        else:
            assert f"{'a lower' if wrong == 'lower' else 'an upper'} bound is stored for" in \
                said and "is not." in said, first.text
        second = d.check(wrong)
        assert second.revealed and f"The answer is {truth}." in second.text, second.text


def test_table_kind_reviewers_seed_1():
    d = drill("table-kind", seed=1)
    text = d.check("exact").text
    assert "lower" not in text and "28" in text and "not exact" in text, text
    text = drill("table-kind", seed=1).check("upper").text
    assert "lower" not in text and "other way round" not in text, text
    assert d.check("exact").text.count("lower bound") == 1      # the second try tells


# -- 4b. cut-arcs answered "none" is not told how many arcs are cut ------------------------
def test_cut_arcs_none_does_not_count_the_arcs_on_the_first_try():
    d = drill("cut-arcs", 3)
    assert len(d._task.answer) == 2
    first = d.check("none")
    assert first.text == ("Not yet. One or more arcs are cut here. Try again, or press “show "
                          "me” for the answer."), first.text
    assert "2" not in first.text
    second = d.check("no cuts")
    assert second.revealed and "2 arcs are cut" in second.text, second.text


# -- 4c. answers that cannot be meant are refused, not scored -------------------------------
@pytest.mark.parametrize("kind, seed, answer, why, advice", [
    ("expectimax-value", 3, "1000", "between the smallest leaf", "Give a number from"),
    ("expectimax-value", 3, "-5", "between the smallest leaf", "Give a number from"),
    ("maxn-root", 3, "(99, 99, 99)", "no leaf's tuple", "Give the tuple of one of the leaves."),
    ("path", 3, "G S", "begins at S", "Write a path from S to G"),
    ("path", 3, "S S G", "S twice", "Write a path from S to G"),
    ("idastar-bounds", 3, "100 1", "each bound is above the one before",
     "Write numbers, the first bound first"),
])
def test_impossible_answers_are_refused_unscored(kind, seed, answer, why, advice):
    d = drill(kind, seed)
    report = d.check(answer)
    assert not report and not report.revealed, report.text
    assert report.text.startswith(f"Could not read {answer!r} as an answer: "), report.text
    assert why in report.text and advice in report.text, report.text
    assert "Write " not in report.text.split(why, 1)[1].replace(advice, ""), report.text
    again = d.check(answer)
    assert not again.revealed                        # still unscored
    assert not d.check(_wrong_but_possible(d)).revealed


def _wrong_but_possible(d):
    truth = d._task.answer
    if d.kind == "expectimax-value":
        return _show(truth + 0.5)
    if d.kind == "maxn-root":
        tree = d.instance
        return _show(next(tuple(tree.value(s)) for s in tree.subtree(tree.initial)
                          if tree.terminal(s) and tuple(tree.value(s)) != tuple(truth)))
    if d.kind == "idastar-bounds":
        return " ".join(_show(b) for b in truth[:-1] + [truth[-1] + 1])
    return "S G"


def test_possible_answers_are_still_scored():
    # a path of the graph that is not the search's, bounds that rise, a leaf's tuple
    d = drill("path", 3)
    other = [s for s in d.instance.adjacency["S"] if s != d._task.answer[1]]
    report = d.check(["S", other[0]])                    # stops short of G
    assert report.text.startswith("Could not read"), report.text
    report = drill("idastar-bounds", 3).check("2 4 5")
    assert report.text.startswith("Not yet."), report.text
    for seed in range(6):                                 # every leaf's tuple is scored
        d = drill("maxn-root", seed)
        tree = d.instance
        for s in tree.subtree(tree.initial):
            if tree.terminal(s):
                text = drill("maxn-root", seed).check(_show(tuple(tree.value(s)))).text
                assert not text.startswith("Could not read"), text
        lo, hi = _leaf_range(drill("expectimax-value", seed).instance)
        for value in (lo, hi, (lo + hi) / 2):
            text = drill("expectimax-value", seed).check(_show(value)).text
            assert not text.startswith("Could not read"), text


def _leaf_range(tree):
    leaves = [tree.utility(s, "max") for s in tree.subtree(tree.initial) if tree.terminal(s)]
    return min(leaves), max(leaves)


def test_the_right_path_and_bounds_are_never_refused():
    for seed in range(20):
        for kind in ("path", "idastar-bounds", "maxn-root", "expectimax-value"):
            d = drill(kind, seed)
            assert d.check(_show(d._task.answer)), (kind, seed)
            for value, words in d._task.mistakes:      # a known mistake is scored and named
                if value is None or d._task.compare(value, d._task.answer):
                    continue
                text = drill(kind, seed).check(_show(value)).text
                assert text.startswith("Not yet: "), (kind, seed, value, text)


# -- 4d. labels: without a colon as with one; one naming something else refused ------------
@pytest.mark.parametrize("kind, seed, text", [
    ("expanded-count", 3, "12 expanded"),
    ("expanded-count", 3, "expanded: 12"),
    ("expanded-count", 3, "12 nodes"),
    ("minimax-value", 3, "value 6"),
    ("minimax-value", 3, "value: 6"),
    ("minimax-value", 3, "root value 6"),
    ("table-kind", 3, "value: upper"),
    ("table-kind", 3, "kind: upper"),
    ("table-kind", 3, "upper: the value fell to alpha"),
])
def test_labels_with_or_without_a_colon_are_read(kind, seed, text):
    assert drill(kind, seed).check(text), (kind, text)


def test_ucb_move_label_without_a_colon():
    d = drill("ucb-choice", 3)
    answer = d._task.answer
    assert drill("ucb-choice", 3).check(f"move {answer}")
    assert drill("ucb-choice", 3).check(f"move: {answer}")
    listed = [(int(a), int(b)) for a, b in re.findall(r"\((\d), (\d)\): W", d.question)]
    wrong = next(m for m in listed if m != answer)
    for text in (f"move {wrong}", f"move: {wrong}"):
        report = drill("ucb-choice", 3).check(text)
        assert not report and not report.text.startswith("Could not read"), report.text


@pytest.mark.parametrize("kind, seed, text, named", [
    ("table-kind", 3, "leaves: upper", "'leaves'"),
    ("table-kind", 3, "states: lower", "'states'"),
])
def test_table_kind_refuses_a_label_naming_something_else(kind, seed, text, named):
    d = drill(kind, seed)
    report = d.check(text)
    assert not report and report.text.startswith("Could not read") and named in report.text, \
        report.text
    assert not d.check("exact" if d._task.answer != "exact" else "lower").revealed


# -- 4e. expectimax-value: "4,6" is asked about, not scored ---------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_expectimax_decimal_comma_is_refused_with_the_question(seed):
    d = drill("expectimax-value", seed)
    report = d.check("4,6")
    assert not report and not report.revealed, report.text
    assert report.text.startswith("Could not read '4,6' as an answer"), report.text
    assert "4.6" in report.text and "4 and 6" in report.text, report.text
    assert not d.check("4.6").revealed              # 4.6 is the first scored answer
    text = drill("expectimax-value", seed).check("1,500").text
    assert "1.500 or 1500" in text, text           # the lessons' question (comma_doubt)
    text = drill("expectimax-value", seed).check("1,000,000").text
    assert "1000000 cannot be the value" in text, text   # read as the lessons read it


# == rev39 (Part B): refusals, the cut-arc count, labels and units ==========================
def _refused(kind, seed, answer, *words):
    """``answer`` is refused unscored with a reason holding ``words``, and the free try is
    still there: a wrong answer after it gets the first-try text, not the answer."""
    d = drill(kind, seed)
    report = d.check(answer)
    assert not report and report.text.startswith(f"Could not read {answer!r}"), report.text
    for word in words:
        assert word in report.text, (answer, report.text)
    assert d._wrong == 0
    return report.text


@pytest.mark.parametrize("kind, seed, answer, words", [
    ("bfs-order", 1, "A B G", ("begins at S", "your list begins at A")),
    ("dfs-order", 1, "G S", ("begins at S", "your list begins at G")),
    ("iddfs-order", 1, "A S", ("begins at S", "your list begins at A")),
    ("astar-order", 1, "S C B D G G", ("goes on after G", "stops at G")),
    ("bfs-order", 1, "S A G B", ("goes on after G",)),
    ("bfs-order", 1, "S A A G", ("holds A twice", "leaves it once")),
    ("dfs-order", 1, "S A A G", ("holds A twice",)),
    ("greedy-order", 1, "S A A G", ("holds A twice",)),
    ("bfs-order", 1, "S, , G", ("empty",)),
    ("alphabeta-leaves", 1, "5, , 12", ("empty",)),
    ("alphabeta-leaves", 1, "5, 5, 12", ("lists 5 twice", "all different")),
    ("idastar-bounds", 1, "-1 2", ("-1 cannot be a bound",)),
])
def test_rev39_answers_that_cannot_be_meant_are_refused_unscored(kind, seed, answer, words):
    _refused(kind, seed, answer, *words)
    d = drill(kind, seed)
    d.check(answer)
    assert "The answer is" not in d.check("S" if "order" in kind else "1 2").text


def test_rev39_refusals_leave_what_the_questions_allow():
    # an order may hold a state twice where the question allows it: depth-limited search
    # skips only states on the current path.  (UCS and A* re-add a state by a cheaper path,
    # but since rev40 their questions say the old entry, dropped when it comes out, is not
    # listed, and each state is expanded once at most: a state twice is refused, unscored.)
    assert "Could not read" not in drill("iddfs-order", 1).check("S A S").text
    said = drill("astar-order", 1).check("S A A G").text
    assert said.startswith("Could not read") and "expanded once at most" in said, said
    # an order may stop before G (the named mistake: right up to the goal)
    d = drill("bfs-order", 1)
    assert d.check("S A B C D").text.startswith("Not yet: the order is right up to the goal")
    # since rev40 ordered-leaves says the values differ (its trees' leaves always do), and
    # refuses a repeated value unscored, as alphabeta-leaves does
    said = drill("ordered-leaves", 1).check("5, 5").text
    assert said.startswith("Could not read") and "5 twice" in said, said
    # every answer and every named mistake is still read, on every seed
    for kind in drill.kinds:
        for seed in range(1, 9):
            d = drill(kind, seed)
            task = d._task
            assert d.check(task.answer), (kind, seed)
            assert d.check(_show(task.answer)), (kind, seed)
            for value, words in task.mistakes:
                if value is None or task.compare(value, task.answer):
                    continue
                report = drill(kind, seed).check(value)
                assert report.text.startswith("Not yet"), (kind, seed, value, report.text)


def test_rev39_cut_arcs_first_wrong_answer_does_not_count_the_missing():
    d = drill("cut-arcs", seed=1)
    first = d.check("a").text
    assert first == ("Not yet. Arc a is not cut, and your list leaves out one or more arcs "
                     "that are cut. Try again, or press “show me” for the answer."), first
    assert "2" not in first
    second = d.check("a").text
    assert "leaves out 2 arcs that are cut" in second and "The answer is g, u." in second
    assert "an arc that is cut" not in drill("cut-arcs", seed=1).check("g").text
    assert "one or more" in drill("cut-arcs", seed=1).check("n").text


def test_rev39_named_count_mistake_kept_and_the_docs_say_it_may_tell():
    import importlib
    import pathlib
    module = importlib.import_module("searchlib.drills.drill")
    text = drill("expanded-count", seed=1).check("13").text
    assert "that count includes the goal" in text
    assert "work the answer out" in " ".join(module.__doc__.split())
    readme = pathlib.Path(__file__).resolve().parents[1] / "README.md"
    assert "may let you work it out" in " ".join(readme.read_text().split())
    assert "does not give the right one away" not in module.__doc__


@pytest.mark.parametrize("kind, answer", [
    ("bfs-order", "answer: S, A, B, C, D, G"), ("bfs-order", "The answer is S, A, B, C, D, G"),
    ("expanded-count", "answer: 12"), ("expanded-count", "the answer is 12"),
    ("bfs-order", "S=>A=>B=>C=>D=>G"), ("bfs-order", "S => A => B => C => D => G"),
    ("expanded-count", "12 cells"), ("expanded-count", "12 states expanded"),
    ("cut-arcs", "Answer: g u"), ("minimax-value", "answer = 6"),
])
def test_rev39_labels_arrows_and_units_are_read(kind, answer):
    d = drill(kind, 1)
    assert d.check(answer), (answer, d.check(answer).text)


def test_rev39_a_word_beside_the_number_gets_a_true_reason():
    text = _refused("expanded-count", 1, "12 states visited", "words stand beside the number")
    assert "in digits" not in text
    text = _refused("expanded-count", 1, "12 moves", "counts states, not 'moves'")


# -- rev40 (section 3 and 5.2): a repeated leaf in ordered-leaves, a state listed twice in
# ucs-order and astar-order, a label written without a colon before a list of states ------
from searchlib.drills.kinds import KINDS  # noqa: E402


def _refused_unscored(d, answer, *words):
    report = d.check(answer)
    said = str(report)
    assert not report and said.startswith("Could not read"), said
    for word in words:
        assert word in said, said
    # the free try is kept: the next wrong answer is not shown the answer
    right = list(d._task.answer)
    wrong = ", ".join(str(v) for v in right[:1] + right[2:])       # the second item left out
    after = str(d.check(wrong))
    assert "Try again" in after and "The answer is" not in after, after


@pytest.mark.parametrize("seed, answer", [(1, "27, 10, 10, 28, 12, 5, 6, 1"),
                                          (2, "22, 6, 6, 29")])
def test_ordered_leaves_refuses_a_leaf_listed_twice_unscored(seed, answer):
    d = drill("ordered-leaves", seed=seed)
    _refused_unscored(d, answer, "twice", "all different")


@pytest.mark.parametrize("seed", range(1, 9))
def test_ordered_leaves_says_its_leaf_values_are_all_different_and_they_are(seed):
    task = KINDS["ordered-leaves"](seed)
    values = [task.instance.utility(s, "max") for s in task.instance.subtree(
        task.instance.initial) if task.instance.terminal(s)]
    assert len(set(values)) == len(values)
    assert "the leaf values are all different" in task.question
    assert task.read(", ".join(map(str, task.answer))) == task.answer


@pytest.mark.parametrize("kind, seed, answer", [
    ("ucs-order", 1, "S, C, C, D, G"), ("astar-order", 1, "S, C, C, B, D, G"),
    ("astar-order", 2, "S, C, C, B, D, G")])
def test_ucs_and_astar_refuse_a_state_listed_twice_unscored(kind, seed, answer):
    d = drill(kind, seed=seed)
    assert "dropped when it comes out, and not listed" in d._task.question
    _refused_unscored(d, answer, "C twice", "expanded once at most")


@pytest.mark.parametrize("kind", ["ucs-order", "astar-order"])
@pytest.mark.parametrize("seed", range(1, 13))
def test_no_order_a_ucs_or_astar_drill_knows_lists_a_state_twice(kind, seed):
    """Refusing a repeat hides no answer the drill scores or names as a mistake."""
    task = KINDS[kind](seed)
    for value in [task.answer] + [value for value, _words in task.mistakes]:
        assert len(set(value)) == len(value), (value, _words)
        task.read(" ".join(value))


@pytest.mark.parametrize("kind, answer", [
    ("bfs-order", "answer S A B C D G"), ("bfs-order", "order S A B C D G"),
    ("bfs-order", "BFS order S, A, B, C, D, G"), ("path", "path S D G"),
    ("path", "Path S-D-G")])
def test_a_label_without_a_colon_before_a_list_of_states_is_read(kind, answer):
    d = drill(kind, seed=1)
    report = d.check(answer)
    assert report and str(report).startswith("Right"), str(report)


def test_a_word_that_is_no_label_before_a_list_is_still_refused():
    report = drill("bfs-order", seed=1).check("queue S A B C D G")
    assert not report and "QUEUE is not a state" in str(report), str(report)


def test_cut_arcs_reads_a_repeated_arc_once_as_the_lesson_does():
    """Left as it is: lesson 09's cut-arcs question reads "n, s, n" as right too."""
    from searchlib.lessons import alphabeta
    assert drill("cut-arcs", seed=1).check("g, u, g")
    assert "that is right" in str(alphabeta.check("cut-arcs", "n, s, n"))
