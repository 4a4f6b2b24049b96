"""The fortieth reviewer's finding on lesson 14: a minimax whose ``terminal`` calls a ``winner``
that misses the diagonals (``utility`` written apart, over all eight lines) plays the right
move on every board of its check, so it passes; the report said nothing of the helpers that
fail, although the lesson says the check tells you if one of them does.  A passing report now
says so in a note (not a hint: the minimax itself is not wrong)."""

import pytest

import attempts
from mistakes_rev8_games import HELPERS_14
from mistakes_rev36_own import PLAIN, define

pytestmark = pytest.mark.filterwarnings("ignore")

_LINES = HELPERS_14[HELPERS_14.index("LINES = "):]
_LINES = _LINES[:_LINES.index("\n") + 1]
_NO_DIAGONALS = ("LINES = [[(r, c) for c in range(3)] for r in range(3)] + "
                 "[[(r, c) for r in range(3)] for c in range(3)]\n")
_UTILITY = """
def utility(board):
    for line in ALL_LINES:
        marks = {board[r][c] for r, c in line}
        if len(marks) == 1 and EMPTY not in marks:
            return 1 if X in marks else -1
    return 0
"""


def _without_diagonals(source):
    assert source.count(_LINES) == 1
    return source.replace(_LINES, "ALL_" + _LINES + _NO_DIAGONALS).replace(
        "\ndef minimax(", _UTILITY + "\ndef minimax(", 1)


def test_a_passing_minimax_over_a_failing_winner_is_told_about_the_helper():
    source = _without_diagonals(PLAIN)
    assert not attempts.grade("tictactoe", "winner", define(source, "winner")).passed
    report = attempts.grade("tictactoe", "minimax", define(source, "minimax"))
    assert report.passed and report.mistakes == [], report
    text = str(report)
    assert "Its own cases pass, but minimax relies on winner()" in text, text
    assert 'lesson.check("winner", winner)' in text


def test_a_passing_minimax_over_right_helpers_has_no_such_note():
    report = attempts.grade("tictactoe", "minimax", define(PLAIN, "minimax"))
    assert report.passed and "relies on" not in str(report), report
