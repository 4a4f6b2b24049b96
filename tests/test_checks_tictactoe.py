"""The Tic-Tac-Toe project's checks (lesson 14): right code passes, each planted mistake is
named alone, helpers are checked before minimax, and whole games are judged by their facts."""

import pytest

import mistakes_tictactoe as ttt
from searchlib.checks.oracles import tictactoe as R
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import tictactoe as S


def names_only(report, key):
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


def _id(value):
    return getattr(value, "__name__", None) or (value if isinstance(value, str)
                                                 else type(value).__name__)


@pytest.mark.parametrize("game", [ttt.Right(), ttt.NoPruning()],
                         ids=lambda g: type(g).__name__)
@pytest.mark.parametrize("name", list(S.SUITES))
def test_the_right_functions_pass(game, name):
    report = run_suite(getattr(game, name), S.SUITES[name])
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("label, func, suite, key", ttt.CASES, ids=lambda v: v
                         if isinstance(v, str) else "")
def test_each_mistake_is_named_alone(label, func, suite, key):
    names_only(run_suite(func, S.SUITES[suite]), key)


def test_the_missed_line_is_named():
    report = run_suite(ttt.MissedDiagonal().winner, S.WINNER)
    failed = [row for row in report.rows if not row.passed]
    assert [row.label for row in failed] == ["X wins with the diagonal from the top right"]
    assert "diagonal from the top right is never checked" in report.hints[0][1]


def test_an_unfinished_helper_makes_minimax_not_attempted():
    report = run_suite(ttt.Stub().minimax, S.MINIMAX)
    assert report.status == "not attempted" and "player()" in report.summary


def test_the_counts_quoted_for_the_first_move():
    from searchlib import TicTacToe, minimax
    plain = minimax(TicTacToe())
    assert (plain.generated, plain.leaves) == (S.BOARDS_FROM_EMPTY, S.GAMES_FROM_EMPTY)
    assert R.best_moves(R.parse(".XO / OXX / X.O")) == {(2, 1)}


def test_whole_games_are_judged_by_what_happened():
    assert run_suite(ttt.Right().minimax, S.GAMES, games=150).passed
    report = run_suite(ttt.OMaxTop().minimax, S.GAMES, games=150)
    assert report.status == "failed" and "losses" in report.mistakes
    assert "games as O" in " ".join(n for row in report.rows for n in row.notes)
    report = run_suite(ttt.EmptyLineWins().minimax, S.GAMES, games=200)
    assert report.status == "failed" and set(report.mistakes) <= {"losses", "self-win"}


def test_a_runaway_game_is_stopped_and_the_rest_get_a_short_budget():
    def endless(board):
        while True:
            pass
    report = run_suite(endless, S.GAMES, games=1, seconds=0.3)
    first, *rest = report.rows
    assert "stopped" in " ".join(first.notes) and first.run
    assert rest and all("stopped" in " ".join(row.notes) for row in rest)
