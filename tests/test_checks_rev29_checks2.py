"""A twenty-ninth reviewer's findings on lesson 14's checks (tests/mistakes_rev29_checks2.py):
each right attempt passes, each wrong one fails and its report names that mistake and no
other, and the texts the reviewer found false are gone."""

import pytest

import attempts
import mistakes_rev29_checks2 as m
from searchlib.checks.oracles import tictactoe as R
from searchlib.checks.runner import run_suite
from searchlib.checks.suites.tictactoe import MINIMAX, MINIMAX_BOARDS

pytestmark = pytest.mark.filterwarnings("ignore")


def _report(label):
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
    assert "(row, column) pair" in report.hints[0][1]


# -- F2: O scoring its moves with min_value -------------------------------------------------

def test_an_o_that_scores_its_moves_with_min_value_is_told_so():
    report = _report("minimax: O's top level scores its moves with min_value")
    hint = dict(report.hints)["child-own-side"]
    assert hint.startswith("O's moves were scored with min_value"), report


def test_a_board_where_every_o_move_scored_by_min_value_is_worse():
    """On the board added for it, every move such an O can choose loses, whatever the order."""
    board = R.parse("..X / X.. / ..O")
    assert ("O to move, six cells left: only the bottom left corner holds",
            "..X / X.. / ..O") in MINIMAX_BOARDS
    assert not R.variant_moves(board, "child-own-side") & R.best_moves(board)


def test_each_side_scored_by_its_own_function_gets_the_hint_for_the_side_it_got_wrong():
    x_side = dict(_report("minimax: X's top level scores its moves with max_value").hints)
    both = dict(_report("minimax: both top levels score with the mover's own function").hints)
    assert x_side["child-own-side"].startswith("X's moves were scored with max_value")
    assert both["child-own-side"].startswith("Each move was scored with the mover's own")


# -- F4: the bounds passed in swapped order ------------------------------------------------

def test_swapped_arguments_are_not_told_the_tests_are_exchanged_only():
    report = _report("alpha-beta: recursive calls pass (beta, alpha), full window at the top")
    hint = dict(report.hints)["roles-swapped"]
    assert "min_value(result(board, action), beta, alpha)" in hint
    assert not hint.startswith("Your moves are those of an alpha-beta whose max_value and "
                               "min_value use each other's test and bound:")


def test_swapped_arguments_under_a_best_value_handed_down_are_not_blamed_on_the_top_only():
    report = _report("alpha-beta: recursive calls pass (beta, alpha), best handed down")
    hint = dict(report.hints)["ab-swapped"]
    assert "or in the calls max_value and min_value make to each other" in hint


_ORDERS = {"rows": R._row_major, "set": R._set_order}


@pytest.mark.parametrize("order", list(_ORDERS))
@pytest.mark.parametrize("keep_last, down, key", [
    (False, False, "roles-swapped"), (True, False, "roles-swapped"),
    (False, True, "ab-swapped"), (True, True, None)])
def test_swapped_arguments_in_every_move_order_get_one_true_hint(order, keep_last, down, key):
    """The recursive calls passing (beta, alpha), moves tried in row order or in a set's, ties
    kept first or last: one mistake named, whose hint speaks of the order of the bounds (or,
    ties kept last under the best value handed down, none)."""
    def minimax(board):
        if R.terminal(board):
            return None
        return R._top(board, _ORDERS[order], keep_last, down, "args")
    report = run_suite(minimax, MINIMAX)
    assert report.status == "failed" and report.mistakes == ([key] if key else []), report
    if key:
        assert "in the order the other takes them" in report.hints[0][1]


# -- F6: MAX taking the smallest --------------------------------------------------------------

def test_max_taking_the_smallest_is_told_so():
    report = _report("minimax: max_value takes the min of min_value")
    assert "computed with X minimising" in report.hints[0][1]


# -- F10: result mutates, minimax is not blamed ---------------------------------------------

def test_a_shallow_result_is_blamed_not_minimax():
    report = _report("minimax: right, over a result that copies shallowly")
    text = str(report)
    assert "Your function changes its input" not in text
    assert "your function changed the input it was given" not in text
    hints = dict(report.hints)
    assert "by minimax itself or by a helper it calls" in hints["mutates-input"]
    assert "minimax relies on result(), which fails its own check" in hints["helper-fails"]
    assert "result() fails its own check" in " ".join(n for row in report.rows
                                                       for n in row.notes)
