"""A twenty-first reviewer's findings on lessons 05, 10, 12, 14 and 16 (tests/mistakes_rev21.py):
right answers in the forms the questions invite pass, wrong ones fail with true hints, and the
hints the reviewer found naming a mistake not made are gone."""

import json
import pathlib

import pytest

import attempts

import mistakes_rev21 as m

pytestmark = pytest.mark.filterwarnings("ignore")

NOTEBOOKS = pathlib.Path(__file__).resolve().parent.parent / "notebooks"


def _grade(label):
    return attempts.by_label(m, label)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


@pytest.mark.parametrize("label, lesson, qid, answer, summary, mistakes", m.ANSWERS,
                         ids=[a[0] for a in m.ANSWERS])
def test_each_answer_gets_a_true_verdict(label, lesson, qid, answer, summary, mistakes):
    report = attempts.bank(lesson).grade(qid, answer)
    assert (report.summary, report.mistakes) == (summary, mistakes), report


# -- 12: a list is as right as the tuple; a wrong list is not told about brackets ------------

@pytest.mark.parametrize("answer", [[5, 3, 7], [1, 1, 1], [3, 5]])
def test_a_wrong_root_value_as_a_list_is_not_told_about_its_brackets(answer):
    report = attempts.bank("maxn").grade("root-value", answer)
    assert report.status == "failed"
    assert not any("bracket" in hint or "a list" in hint for _, hint in report.hints), report


# -- 16: the lesson's own words for the kinds ------------------------------------------------

def test_the_kinds_words_are_the_lessons_own():
    # every synonym's phrase for a bound is in the lesson's text (or is the bare word joined)
    text = " ".join("".join(cell["source"]) for cell in json.loads(
        (NOTEBOOKS / "16-deepening-alpha-beta.ipynb").read_text())["cells"]).lower()
    for phrase in ("lower bound", "upper bound", "exact value", "at least", "at most"):
        assert phrase in text, phrase


# -- 14: a failing terminal explains a move on a finished board ------------------------------

def test_a_right_minimax_over_a_full_board_terminal_is_told_only_to_fix_terminal():
    report = _grade("minimax: right, over a terminal that misses wins")
    said = " ".join(hint for _, hint in report.hints)
    assert 'lesson.check("terminal", terminal)' in said
    assert "test terminal(board) first" not in said, report      # it does test it first
    # the rows still show the fact: a move where the game is over
    assert any("the game is over" in note for row in report.rows for note in row.notes), report


def test_with_terminal_fixed_a_missing_top_test_is_still_named():
    report = _grade("minimax: no test at the top, over a right terminal")
    assert report.mistakes == ["terminal-move"]
    assert "test terminal(board) first" in report.hints[0][1]


# -- 05: the swapped-rows aside is a fact about this frontier --------------------------------

def test_the_smallest_g_hint_says_what_swapping_gives_and_it_is_true():
    from searchlib.lessons import greedy
    frontier = {(1, 4): 9, (6, 2): 3, (5, 8): 12, (3, 5): 6, (7, 7): 10}
    goal = (2, 9)
    assert min(frontier, key=frontier.get) == (6, 2)                 # the smallest g
    swapped = min(frontier, key=lambda c: abs(c[0] - goal[1]) + abs(c[1] - goal[0]))
    assert swapped == (6, 2)                                         # h, rows and columns swapped
    question = greedy.BANK.item("greedy-next")
    assert "(2, 9)" in question.prompt and "(6, 2) g=3" in question.prompt
    report = question.evaluate((6, 2))
    assert report.mistakes == ["known"]
    hint = report.hints[0][1]
    assert "smallest g" in hint and "|row - 9| + |col - 2|" in hint
    assert "did you swap" not in hint                                # no bare guess


# -- 10: the demonstration cell before the depth-limited check -------------------------------

_DEMO = next(cell for cell in json.loads(
    (NOTEBOOKS / "10-depth-limits-evaluation.ipynb").read_text())["cells"]
    if cell["id"] == "73")

_DEPTH_LIMITED = {
    "evaluate before the terminal test": """
def depth_limited_value(game, state, depth, evaluate):
    if depth == 0:
        return evaluate(state)
    if game.terminal(state):
        return game.value(state)
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
            for a in game.actions(state)]
    return max(vals) if game.player(state) == game.players[0] else min(vals)
""",
    "stops at depth 1": """
def depth_limited_value(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth <= 1:
        return evaluate(state)
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
            for a in game.actions(state)]
    return max(vals) if game.player(state) == game.players[0] else min(vals)
""",
}


@pytest.mark.parametrize("mistake, says, hint", [
    ("evaluate before the terminal test", "test game.terminal(state) before",
     "Test for the end of the game first"),
    ("stops at depth 1", "exactly `depth` moves down", "one move short of `depth`")])
def test_the_demonstration_does_not_crash_and_the_check_explains(mistake, says, hint, capsys):
    from searchlib import GameTree
    from searchlib.games.notation import Max
    # section 3's horizon tree, as the notebook builds it
    space = {"horizon": GameTree([
        [Max([0, 1], estimate=-1), Max([2, 0], estimate=-2)],
        [Max([-6, -3], estimate=4), Max([8, 5], estimate=9)]])}
    exec(_DEPTH_LIMITED[mistake], space)                  # noqa: S102 - the learner's cell
    exec("".join(_DEMO["source"]), space)                 # noqa: S102 - the lesson's cell
    out = capsys.readouterr().out
    assert "your function stopped with an error" in out and says in out
    assert "Run the check below" in out
    report = attempts.grade("evaluation", "depth-limited-minimax", space["depth_limited_value"])
    assert report.status == "failed" and hint in report.hints[0][1], report
