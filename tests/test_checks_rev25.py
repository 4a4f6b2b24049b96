"""A twenty-fifth reviewer's findings: lesson 14's whole-games check on a minimax that returns
no move at all ([] or 0) is not told it returned a list [i, j], and shows what it returned; a
start of 2**63 (sys.maxsize + 1) is named with the number the learner may have written."""

import sys

import pytest

from searchlib.checks.runner import run_suite
from searchlib.checks.suites import tictactoe as S
from searchlib.checks.suites import trees as T

pytestmark = pytest.mark.filterwarnings("ignore")


def _returns(value):
    def minimax(board):
        return value
    return minimax


@pytest.mark.parametrize("value", [[], 0])
def test_no_move_at_all_is_not_told_about_lists(value):
    report = run_suite(_returns(value), S.GAMES, games=5)
    assert report.status == "failed" and "move-as-list" not in report.mistakes, report
    said = " ".join([hint for _, hint in report.hints]
                    + [note for row in report.rows for note in row.notes])
    assert "a list: return" not in said and "not an empty square" in said, said
    first = next(row for row in report.rows if row.label.startswith("the first move"))
    assert f"move {value!r}" in str(first.got), first.got


def test_a_move_written_as_a_list_is_still_told():
    report = run_suite(_returns([1, 1]), S.GAMES, games=5)
    assert "move-as-list" in report.mistakes, report


def test_a_start_of_2_to_the_63_is_named_with_that_number_too():
    def minimax(tree, maximizing=True):
        if not isinstance(tree, list):
            return tree
        best = -2**63 if maximizing else 2**63
        for child in tree:
            v = minimax(child, not maximizing)
            best = max(best, v) if maximizing else min(best, v)
        return best
    report = run_suite(minimax, T.MINIMAX)
    assert report.mistakes == ["finite-start"], report
    hint = report.hints[0][1]
    assert "-sys.maxsize - 1" in hint and "sys.maxsize + 1" in hint, hint
    assert sys.maxsize + 1 == 2**63


# -- a twenty-sixth reviewer's findings on the same fixes --------------------------------------

def test_a_list_move_on_a_taken_square_is_told_it_is_taken_not_to_make_it_a_tuple():
    from searchlib.checks.oracles import tictactoe as R

    def minimax(board):
        taken = [[i, j] for i in range(3) for j in range(3) if board[i][j] is not R.EMPTY]
        return taken[0] if taken else [0, 0]
    report = run_suite(minimax, S.GAMES, games=5)
    assert report.status == "failed", report
    # its first move, [0, 0] on the empty board, is legal and is played as (0, 0): the hint
    # says only that much; what it returned on a taken square is shown as it returned it
    assert all("where a list was a legal move" in hint for key, hint in report.hints
               if key == "move-as-list"), report.hints
    said = " ".join(note for row in report.rows for note in row.notes)
    assert "returned [0, 0], which is not an empty square" in said, said
    assert "returned (0, 0)" not in said, said
    first = next(row for row in report.rows if row.label.startswith("the first move"))
    assert "move [0, 0]" in str(first.got), first.got


def test_default_bounds_of_2_to_the_63_are_named_with_that_number_too():
    def alphabeta(tree, alpha=-2**63, beta=2**63, maximizing=True):
        if not isinstance(tree, list):
            return tree
        if maximizing:
            v = -2**63
            for child in tree:
                v = max(v, alphabeta(child, alpha, beta, False))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = 2**63
        for child in tree:
            v = min(v, alphabeta(child, alpha, beta, True))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v
    report = run_suite(alphabeta, T.ALPHABETA)
    assert report.status == "failed", report
    for _, hint in report.hints:
        if "sys.maxsize" in hint:
            assert "sys.maxsize + 1" in hint and "-sys.maxsize - 1" in hint, hint


def test_a_drive_class_of_empty_methods_is_not_told_to_compare_with_station():
    from searchlib.checks.suites import search as SS
    from searchlib.problems import Problem

    class Drive(Problem):
        initial = "Home"

        def actions(self, state):
            pass

        def result(self, state, action):
            pass

        def is_goal(self, state):
            pass

        def step_cost(self, state, action, next_state):
            pass
    report = run_suite(Drive, SS.DRIVE)
    assert report.status != "passed" and "goal-never" not in report.mistakes, report
    goal = next(row for row in report.rows if row.label == "the goal test")
    assert "None" in str(goal.got) and "False" not in str(goal.got), goal.got
