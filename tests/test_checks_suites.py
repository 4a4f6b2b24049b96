"""Every suite: the right implementation passes, and each planted mistake gets its own hint.

The wrong implementations live in ``tests/mistakes_*.py``, one per mistake.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mistakes_tictactoe as ttt
from searchlib import GraphProblem, bfs as library_bfs
from searchlib.checks.oracles.search import distance as _distance
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import tictactoe, ttt_rules


def distance(graph, start, goal):
    return _distance(lambda s: graph.get(s, []), start, lambda s: s == goal)


def assert_recognised(func, suite, key, **options):
    report = run_suite(func, suite, **options)
    assert report.status == "failed", report
    assert key in report.mistakes, f"expected {key!r}, got {report.mistakes}\n{report}"
    assert any(key == k and text for k, text in report.hints) or any(
        "likely mistake" in note for row in report.rows for note in row.notes), report


def _id(value):
    return getattr(value, "__name__", None) or str(value)


# -- right implementations pass ----------------------------------------------------------------

@pytest.mark.parametrize("game", [ttt.Right(), ttt.NoPruning()], ids=_id)
@pytest.mark.parametrize("name", list(tictactoe.SUITES))
def test_the_right_tictactoe_functions_pass(game, name):
    assert run_suite(getattr(game, name), tictactoe.SUITES[name]).passed


def test_the_check_oracles_pass_their_own_suites():
    assert run_suite(ttt_rules.winner, tictactoe.WINNER).passed
    assert run_suite(ttt_rules.minimax_move, tictactoe.MINIMAX).passed


@pytest.mark.parametrize("label, func, suite, key", ttt.CASES, ids=lambda v: v
                         if isinstance(v, str) else "")
def test_tictactoe_mistakes(label, func, suite, key):
    assert_recognised(func, tictactoe.SUITES[suite], key)


def test_the_missed_line_is_named():
    report = run_suite(ttt.MissedDiagonal().winner, tictactoe.WINNER)
    failed = [row for row in report.rows if not row.passed]
    assert [row.label for row in failed] == ["X wins with the diagonal from the top right"]
    assert "diagonal from the top right is never checked" in " ".join(failed[0].notes)


def test_an_unfinished_helper_makes_minimax_not_attempted():
    report = run_suite(ttt.Stub().minimax, tictactoe.MINIMAX)
    assert report.status == "not attempted" and "player()" in report.summary


def test_the_tictactoe_boards_separate_every_mistake():
    boards = [ttt_rules.parse(text) for _, text in tictactoe.MINIMAX_BOARDS]
    keys = ["o-max-top", "o-max-down", "ab-swapped"]
    sets = [{k: ttt_rules.variant_moves(b, k) for k in keys} for b in boards]
    best = [ttt_rules.best_moves(b) for b in boards]
    for k in keys:
        assert any(s[k] and not s[k] & b for s, b in zip(sets, best)), k
    # a swap on one side only shows on that side's boards
    for side in "XO":
        assert any(s["ab-swapped"] and not s["ab-swapped"] & b
                   for s, b, board in zip(sets, best, boards)
                   if ttt_rules.player(board) == side), side
        for other in keys:
            if other != k:
                assert any(s[k] and not s[k] & s[other] for s in sets), (k, other)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=20),
       st.integers(0, 7), st.integers(0, 7))
def test_the_path_oracle_agrees_with_searchlib(edges, start, goal):
    graph = {n: [] for n in range(8)}
    for u, v in edges:
        if v not in graph[u]:
            graph[u].append(v)
    result = library_bfs(GraphProblem(graph, start, goal))
    want = None if not result.found else len(result.states) - 1
    assert distance(graph, start, goal) == want


def test_whole_games():
    assert run_suite(ttt.Right().minimax, tictactoe.GAMES, games=150).passed
    report = run_suite(ttt.OMaxTop().minimax, tictactoe.GAMES, games=150)
    assert report.mistakes == ["o-max-top"]
    assert "games as O" in " ".join(n for row in report.rows for n in row.notes)
    report = run_suite(ttt.EmptyLineWins().minimax, tictactoe.GAMES, games=200)
    assert report.status == "failed" and set(report.mistakes) <= {"losses", "self-win"}


def test_an_untraced_budget_stops_a_runaway_game():
    def endless(board):
        while True:
            pass
    report = run_suite(endless, tictactoe.GAMES, games=1, seconds=0.3)
    first, *rest = report.rows
    assert "stopped" in " ".join(first.notes) and first.run
    assert rest and all(not row.run and "not run: a case above ran out of time" in row.notes
                        for row in rest)
    assert "(3 not run)" in report.summary


