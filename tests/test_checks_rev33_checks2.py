"""A thirty-third reviewer's findings (tests/mistakes_rev33_checks2.py): lesson 14's minimax
names a slip in one value function's cut test or bound update, and a top level whose ties
replace the best move while it hands its best value down; lesson 04's write-solve names the
(count, actions) swap alongside the other mistake the code makes."""

import itertools

import pytest

import attempts
import mistakes_rev33_checks2 as m
from searchlib.checks.oracles import tictactoe as R
from searchlib.checks.runner import run_suite
from searchlib.checks.suites.tictactoe import MINIMAX, MINIMAX_BOARDS

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- lesson 14 -----------------------------------------------------------------------------

_ORDERS = {"rows": R._row_major, "set": R._set_order}

#: (slip, the top level hands its best value down, the key named)
_SLIPS = [("test-max", False, "test-swapped-max"), ("test-max", True, "test-swapped-max"),
          ("test-min", True, "test-swapped-min"),
          # under the full window at the top, min_value's test swapped plays MIN raising
          # alpha's moves: that hint, which says both
          ("test-min", False, "min-alpha"),
          ("max-beta", False, "max-beta"), ("max-beta", True, "max-beta"),
          ("min-alpha", False, "min-alpha"), ("min-alpha", True, "min-alpha")]


@pytest.mark.parametrize("order", list(_ORDERS))
@pytest.mark.parametrize("keep_last", [False, True])
@pytest.mark.parametrize("slip, down, key", _SLIPS, ids=[f"{s}-{d}" for s, d, _ in _SLIPS])
def test_one_test_or_one_bound_slipped_fails_with_its_own_hint_alone(slip, down, key, order,
                                                                    keep_last):
    def minimax(board):
        return None if R.terminal(board) else R._top(board, _ORDERS[order], keep_last, down,
                                                     slip)
    report = run_suite(minimax, MINIMAX)
    assert report.status == "failed" and report.mistakes == [key], report


@pytest.mark.parametrize("order", list(_ORDERS))
@pytest.mark.parametrize("side, key", [(None, "ties-replace"), (R.X, "ties-replace-x"),
                                       (R.O, "ties-replace-o")])
def test_ties_replacing_the_best_move_under_pruning_are_named(order, side, key):
    def minimax(board):
        if R.terminal(board):
            return None
        if side in (None, R.player(board)):
            return R._top(board, _ORDERS[order], True, True, None)
        return R.minimax_move(board)
    report = run_suite(minimax, MINIMAX)
    assert report.status == "failed" and report.mistakes == [key], report


@pytest.mark.parametrize("order", list(_ORDERS))
def test_ties_replacing_under_the_full_window_pass(order):
    def minimax(board):
        return None if R.terminal(board) else R._top(board, _ORDERS[order], True, False, None)
    assert run_suite(minimax, MINIMAX).passed


def test_min_values_test_under_the_full_window_plays_min_raising_alpha():
    """Why the two share a hint: in row order, ties kept first, the moves are the same on every
    reachable board; under the best value handed down they are not."""
    boards = [b for b in R.reachable() if not R.terminal(b)]
    assert all(R._top(b, R._row_major, False, False, "test-min")
               == R._top(b, R._row_major, False, False, "min-alpha") for b in boards)
    assert any(R._top(b, R._row_major, False, True, "test-min")
               != R._top(b, R._row_major, False, True, "min-alpha") for b in boards)
    hint = MINIMAX.hint("min-alpha")
    assert "updates alpha where it should update beta" in hint
    assert "stops when its value reaches beta (v >= beta)" in hint


def test_the_hints_say_what_the_code_does():
    assert "value <= alpha" in MINIMAX.hint("test-swapped-max")
    assert "value >= beta" in MINIMAX.hint("test-swapped-min")
    assert "max_value updates beta where it should update alpha" in MINIMAX.hint("max-beta")
    assert "v >= best) while it hands its best value down as alpha" in MINIMAX.hint(
        "ties-replace-x")
    assert "v <= best) while it hands its best value down as beta" in MINIMAX.hint(
        "ties-replace-o")


def test_the_boards_added_to_tell_them_apart():
    added = {text: label for label, text in MINIMAX_BOARDS}
    for text, moves in (("X.O / .O. / XX.", {(0, 1), (1, 0), (1, 2), (2, 2)}),
                        ("..O / .OX / .X.", {(2, 0)})):
        assert text in added and R.best_moves(R.parse(text)) == moves, added.get(text)


@pytest.mark.parametrize("slip", ["roles-max", "roles-min", "args-max", "args-min"])
@pytest.mark.parametrize("order, keep_last", list(itertools.product(_ORDERS, [False, True])))
def test_the_other_one_sided_slips_keep_their_own_hint(slip, order, keep_last):
    def minimax(board):
        return None if R.terminal(board) else R._top(board, _ORDERS[order], keep_last, True,
                                                     slip)
    report = run_suite(minimax, MINIMAX)
    key = {"roles-max": "roles-swapped-max", "roles-min": "roles-swapped-min",
           "args-max": "args-swapped-max", "args-min": "args-swapped-min"}[slip]
    assert report.status == "failed" and report.mistakes == [key], report


# -- lesson 04 -----------------------------------------------------------------------------

def _solve_report(label):
    check, _, _, code = next(a for a in m.SOLVE_ATTEMPTS if a[1] == label)
    return attempts.graded(m, check, code)


@pytest.mark.parametrize("check, label, key, code", m.SOLVE_ATTEMPTS,
                         ids=[a[1] for a in m.SOLVE_ATTEMPTS])
def test_each_solve_attempt_gets_a_true_verdict_and_only_its_hints(check, label, key, code):
    attempts.named(attempts.graded(m, check, code), key, label)


@pytest.mark.parametrize("label, first", [
    ("goal tested when added, and (count, actions) (the reviewer's)",
     "You test the goal when a cell is added to the frontier"),
    ("len(explored), and (count, actions) (the reviewer's)",
     "The path is right but the count is one off")])
def test_the_swapped_answer_is_told_with_the_other_mistake(label, first):
    hints = dict(_solve_report(label).hints)
    assert hints["count-first"].startswith("Your function returns (count, actions)")
    assert hints[[k for k in hints if k != "count-first"][0]].startswith(first)


def test_the_path_length_as_the_count_is_told():
    # it showed only the first difference until rev36, whose count-moves switch (the count
    # taken from the path, len(actions)) behaves as it does on every case
    report = _solve_report("len(actions) as the count, nodes added counted (the reviewer's)")
    assert report.status == "failed" and report.mistakes == ["count-moves"], report
    assert dict(report.hints)["count-moves"].startswith(
        "The count your function returns is the number of moves on the path"), report
