"""The thirty-fifth reviewer's finding 4a (tests/mistakes_rev36_own.py): lesson 14's minimax
gave no hint for slips on MAX's side (max_value's cut test swapped, max_value lowering beta),
for both cut tests swapped, or for max_value comparing with alpha, while their MIN twins got
one.

The slips on MAX's side had their variants already; the reviewer's top level sorts its moves
while max_value and min_value take them in the set's order, an order the planted searches
did not try.  Both cut tests swapped and a cut test comparing with the other bound are new
planted mistakes, with one board that tells them from the others."""

import itertools

import pytest

import attempts
import mistakes_rev36_own as m
from searchlib.checks.oracles import tictactoe as R
from searchlib.checks.runner import run_suite
from searchlib.checks.suites.tictactoe import MINIMAX, MINIMAX_BOARDS

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = attempts.grade(lesson, qid, m.define(source, name))
    attempts.judged(report, expected)
    if expected == "passed":
        assert "all 29 cases pass" in str(report), report


def _mixed(board):
    """The moves in row order at the top, in a set's order below (as the reviewer's code)."""
    return R._top(board, R._row_major, False, True, "test-max", R._set_order)


def test_the_reviewers_max_slip_is_the_planted_one_sorted_at_the_top_only():
    """On every reachable board, not only the check's."""
    source = next(a[3] for a in m.ATTEMPTS if a[0].startswith("max_value stops when v <= alpha "
                                                              "(the"))
    minimax = m.define(source, "minimax")
    boards = [b for b in R.reachable() if not R.terminal(b)][::7]
    assert all(minimax([list(row) for row in b]) == _mixed(b) for b in boards)
    # tried in one order everywhere, it plays otherwise: why the check missed it
    assert any(minimax([list(row) for row in b]) != R._top(b, R._row_major, False, True,
                                                           "test-max") for b in boards)


#: a slip of the one search: the keys its report may name (at most one of them)
_KEYS = {"test": {"test-swapped"}, "bound-max": {"max-tests-alpha"},
         "bound-min": {"min-tests-beta"}, "test-max": {"test-swapped-max"},
         "test-min": {"test-swapped-min", "min-alpha"}, "max-beta": {"max-beta"},
         "min-alpha": {"min-alpha"}, "roles": {"roles-swapped"},
         "args-max": {"args-swapped-max"}, "args-min": {"args-swapped-min"}}


@pytest.mark.parametrize("slip", list(_KEYS))
def test_each_slip_in_each_order_names_its_own_mistake_or_none(slip):
    """Every order the planted searches try, either top level, ties kept first or last: a
    slip is named by its own hint (ties kept first: always), never by another's."""
    for (top, inner), keep_last, down in itertools.product(R._ORDERS, (False, True),
                                                           (False, True)):
        def minimax(board):
            return None if R.terminal(board) else R._top(board, top, keep_last, down, slip,
                                                         inner)
        report = run_suite(minimax, MINIMAX)
        where = (top.__name__, inner.__name__, keep_last, down)
        assert report.status == "failed", (where, report)
        assert set(report.mistakes) <= _KEYS[slip] and len(report.mistakes) <= 1, (where,
                                                                                    report)
        if not keep_last:
            assert report.mistakes, (where, report)


def test_the_board_added_to_tell_them_apart():
    added = {text: label for label, text in MINIMAX_BOARDS}
    assert added["XOX / ... / .O."] == "X to move, five cells left: only the centre wins"
    assert R.best_moves(R.parse("XOX / ... / .O.")) == {(1, 1)}
    assert len(MINIMAX_BOARDS) == 29


def test_the_hints_say_what_the_code_does():
    both = MINIMAX.hint("test-swapped")
    assert "max_value stops when its value falls to alpha (value <= alpha)" in both
    assert "min_value when its value reaches beta (value >= beta)" in both
    assert "value >= alpha" in MINIMAX.hint("max-tests-alpha")
    assert "value <= beta" in MINIMAX.hint("min-tests-beta")
    for key in ("max-tests-alpha", "min-tests-beta"):      # true of a return inside the loop
        assert "stops after its first move" in MINIMAX.hint(key)
