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
