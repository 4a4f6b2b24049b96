"""A thirty-first reviewer's findings on lesson 14's minimax check
(tests/mistakes_rev31_checks2.py): an alpha-beta slip made in one value function only gets
its own hint (the hints of the top level's slips and of O's first free cell, which it used to
get, are gone), every such slip fails whatever the move order, the ties and the top level, and
a value given as the endgame move is not told it numbered the squares."""

import itertools

import pytest

import attempts
import mistakes_rev31_checks2 as m
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


# -- 2.1 and 2.2: one function using the other's test and bound ----------------------------

def test_max_value_with_min_values_test_is_not_blamed_on_the_top_level():
    report = _report("alpha-beta: max_value uses min_value's test and bound, best handed down")
    text = str(report)
    assert "top level hands X's best value so far down as beta" not in text
    hint = dict(report.hints)["roles-swapped-max"]
    assert hint.startswith("Only X's moves are wrong") and "max_value uses min_value's" in hint
    # the top level that really hands X's best value down as beta keeps its own hint
    other = dict(_report("alpha-beta: top level hands X's best value down as beta").hints)
    assert "on X's turn it must be alpha" in other["ab-swapped-x"]


def test_min_value_with_max_values_test_is_not_told_it_starts_from_minus_inf():
    report = _report("alpha-beta: min_value uses max_value's test and bound, best handed down")
    text = str(report)
    assert "plays the first free cell" not in text and "starting from +inf" not in text
    hint = dict(report.hints)["roles-swapped-min"]
    assert hint.startswith("Only O's moves are wrong") and "min_value uses max_value's" in hint
    other = dict(_report("alpha-beta: O's top level starts from -inf and keeps the first cell")
                 .hints)
    assert "starting from +inf" in other["o-first-move"]


def test_the_one_sided_slips_only_change_the_side_their_hint_names():
    """Over every reachable board, in both move orders, ties kept first or last: max_value
    with min_value's test and bound plays a wrong move only on X's turn, min_value with
    max_value's only on O's turn (as their hints say); under the full window, never."""
    boards = [b for b in R.reachable() if not R.terminal(b)]
    for slip, side in (("roles-max", R.X), ("roles-min", R.O)):
        for order, last in itertools.product((R._row_major, R._set_order), (False, True)):
            wrong = [b for b in boards if R._top(b, order, last, True, slip)
                     not in R.best_moves(b)]
            assert wrong and {R.player(b) for b in wrong} == {side}
            assert all(R._top(b, order, last, False, slip) in R.best_moves(b) for b in boards)


# -- 3.1: the bounds swapped in one function's call only -----------------------------------

def test_a_swap_on_one_side_names_that_side():
    for label, function, other in (
            ("alpha-beta: max_value's call passes (beta, alpha), best handed down", "max_value",
             "min_value"),
            ("alpha-beta: min_value's call passes (beta, alpha), full window at the top",
             "min_value", "max_value")):
        report = _report(label)
        hint = report.hints[0][1]
        assert f"whose {function} hands alpha and beta to {other}" in hint, report
        assert f"{other}(result(board, action), beta, alpha)" in hint


_ORDERS = {"rows": R._row_major, "set": R._set_order}

#: Every alpha-beta with one slip, as the oracle plays it: (slip, top level hands its best value
#: down, the key the report names; None: the moves are right).
_SLIPS = [("roles-max", True, "roles-swapped-max"), ("roles-max", False, None),
          ("roles-min", True, "roles-swapped-min"), ("roles-min", False, None),
          ("args-max", True, "args-swapped-max"), ("args-max", False, "args-swapped-max"),
          ("args-min", True, "args-swapped-min"), ("args-min", False, "args-swapped-min"),
          # those slips made in both functions, and MIN raising alpha, keep their hints
          ("roles", True, "roles-swapped"), ("roles", False, "roles-swapped"),
          ("args", False, "roles-swapped"), ("min-alpha", True, "min-alpha"),
          ("min-alpha", False, "min-alpha")]


@pytest.mark.parametrize("order", list(_ORDERS))
@pytest.mark.parametrize("keep_last", [False, True])
@pytest.mark.parametrize("slip, down, key", _SLIPS, ids=[f"{s}-{d}" for s, d, _ in _SLIPS])
def test_every_one_sided_slip_fails_with_its_own_hint_alone(slip, down, key, order, keep_last):
    """Moves tried in row order or in a set's, ties kept first or last, the best value handed
    down or the full window: each fails and is named alone (the lesson promises the swap is
    caught on X's side, on O's or on both); a slip that cuts nothing passes."""
    def minimax(board):
        return None if R.terminal(board) else R._top(board, _ORDERS[order], keep_last, down,
                                                     slip)
    report = run_suite(minimax, MINIMAX)
    if key is None:
        assert report.passed and report.mistakes == [], report
    else:
        assert report.status == "failed" and report.mistakes == [key], report


@pytest.mark.parametrize("order", list(_ORDERS))
@pytest.mark.parametrize("keep_last, guarded", list(itertools.product([False, True], repeat=2)))
@pytest.mark.parametrize("side, key", [(R.X, "ab-swapped-x"), (R.O, "ab-swapped-o"),
                                       (None, "ab-swapped")])
def test_the_top_levels_swap_is_still_told_apart_from_the_one_sided_slips(order, keep_last,
                                                                          guarded, side, key):
    def minimax(board):
        if R.terminal(board):
            return None
        if side in (None, R.player(board)):
            return R._alphabeta_swapped(board, _ORDERS[order], keep_last, guarded)
        return R.minimax_move(board)
    report = run_suite(minimax, MINIMAX)
    assert report.status == "failed" and report.mistakes == [key], report


@pytest.mark.parametrize("order", list(_ORDERS))
def test_os_first_free_cell_is_still_told_apart_from_min_values_slip(order):
    def minimax(board):
        if R.terminal(board):
            return None
        if R.player(board) == R.O:
            return _ORDERS[order](R.key(board))[0]
        return R.minimax_move(board)
    report = run_suite(minimax, MINIMAX)
    assert report.status == "failed" and report.mistakes == ["o-first-move"], report


def test_the_boards_added_to_tell_them_apart():
    added = {text: label for label, text in MINIMAX_BOARDS}
    for text, moves in ((".OX / O.. / .X.", {(2, 0), (2, 2)}),
                        (".O. / ..X / .X.", {(2, 0), (2, 2)}),
                        ("X.. / X.. / O..", {(2, 1), (2, 2)})):
        assert text in added and R.best_moves(R.parse(text)) == moves, added.get(text)
    assert len(MINIMAX_BOARDS) == 29                # two more in rev33, one in rev36


# -- 2.3: a value given as the endgame move ------------------------------------------------

@pytest.mark.parametrize("label, lesson, qid, answer, summary, mistakes", m.ANSWERS,
                         ids=[a[0] for a in m.ANSWERS])
def test_a_value_given_as_the_move_is_not_told_it_numbered_the_squares(label, lesson, qid,
                                                                      answer, summary,
                                                                      mistakes):
    report = attempts.bank(lesson).grade(qid, answer)
    assert (report.summary, report.mistakes) == (summary, mistakes), report
    hint = report.hints[0][1]
    assert "not one number for the square" not in hint
    assert "(row, column) pair" in hint and "1, 0 and -1 are the values a board can have" in hint
    assert f"If {int(answer)} is the value you worked out" in hint


def test_a_square_number_keeps_its_hint():
    report = attempts.bank("tictactoe").grade("endgame-move", 7)
    assert "not one number for the square" in report.hints[0][1]
