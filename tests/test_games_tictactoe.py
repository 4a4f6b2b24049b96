"""Tic-tac-toe: the counts the lessons quote, legal moves, and an AI that never loses.

The counts are checked against an independent enumeration written here on
the project's own representation (three lists of "X", "O", None), which
shares no code with searchlib.
"""

import functools

import pytest

from searchlib import GameError, TicTacToe, alphabeta, minimax
from searchlib.games import perfect_player, play, project_player, random_player
from searchlib.games.tictactoe import from_project_board, project_board

LINES = [[(i, 0), (i, 1), (i, 2)] for i in range(3)] + \
        [[(0, j), (1, j), (2, j)] for j in range(3)] + \
        [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def won(board):
    for line in LINES:
        a, b, c = (board[i][j] for i, j in line)
        if a is not None and a == b == c:
            return a
    return None


def key(board):
    return tuple(tuple(row) for row in board)


def children(board):
    xs = sum(row.count("X") for row in board)
    os_ = sum(row.count("O") for row in board)
    mark = "X" if xs == os_ else "O"
    for i in range(3):
        for j in range(3):
            if board[i][j] is None:
                child = [list(row) for row in board]
                child[i][j] = mark
                yield child


def over(board):
    return won(board) is not None or all(c is not None for row in board for c in row)


@functools.lru_cache(maxsize=None)
def counts(k):
    """(tree nodes, games, minimax value) below the board ``k``: the oracle."""
    board = [list(row) for row in k]
    if over(board):
        w = won(board)
        return 1, 1, 0 if w is None else (1 if w == "X" else -1)
    nodes, games, values = 1, 0, []
    for child in children(board):
        n, g, v = counts(key(child))
        nodes, games = nodes + n, games + g
        values.append(v)
    xs = sum(row.count("X") for row in board)
    os_ = sum(row.count("O") for row in board)
    return nodes, games, max(values) if xs == os_ else min(values)


EMPTY = ((None,) * 3,) * 3


def all_boards():
    seen, todo = {EMPTY}, [EMPTY]
    while todo:
        board = [list(row) for row in todo.pop()]
        if over(board):
            continue
        for child in children(board):
            if key(child) not in seen:
                seen.add(key(child))
                todo.append(key(child))
    return seen


def test_reachable_boards():
    boards = all_boards()
    terminal = [b for b in boards if over([list(r) for r in b])]
    assert (len(boards), len(terminal), len(boards) - len(terminal)) == (5478, 958, 4520)
    ours = TicTacToe.reachable()
    assert sorted(ours) == sorted(from_project_board(b) for b in boards)
    g = TicTacToe()
    assert sum(g.terminal(s) for s in ours) == 958


def test_plain_minimax_from_the_empty_board():
    r = minimax(TicTacToe())
    nodes, games, value = counts(EMPTY)
    assert (nodes - 1, games, value) == (549945, 255168, 0)
    assert (r.value, r.leaves, r.generated) == (0, 255168, 549945)
    assert r.visited == 549946 and r.cuts == []
    assert set(r.action_values.values()) == {0}


def test_alphabeta_from_the_empty_board_prunes_and_agrees():
    r = alphabeta(TicTacToe())
    assert r.value == 0 and r.action == (0, 0)
    assert r.generated < 549945 / 10 and r.leaves < 255168 / 10


def test_every_non_terminal_board_alphabeta_move_is_optimal():
    g = TicTacToe()
    checked = 0
    for b in all_boards():
        board = [list(r) for r in b]
        if over(board):
            continue
        s = from_project_board(board)
        r = alphabeta(g, state=s)
        best = counts(b)[2]
        assert r.value == best, s
        child = g.result(s, r.action)
        assert counts(key(project_board(child)))[2] == best, s
        checked += 1
    assert checked == 4520


def test_lecture_endgame():
    # O to move, top left and bottom middle open: O must take the bottom middle
    r = minimax(TicTacToe(".XOOXXX.O"))
    assert (r.value, r.action) == (0, (2, 1))
    assert r.action_values == {(0, 0): 1, (2, 1): 0}


def test_players_actions_and_results():
    g = TicTacToe()
    s = g.initial
    assert g.player(s) == "X" and len(g.actions(s)) == 9
    s = g.result(s, (0, 2))
    assert s == "..X......" and g.player(s) == "O"
    assert g.board(s) == [[None, None, "X"], [None, None, None], [None, None, None]]
    assert g.evaluate(s) > 0 and g.evaluate("....X....") > g.evaluate("X........")


@pytest.mark.parametrize("action, message", [
    ((2, 0), r"already taken by X"),
    ((3, 1), r"off the board"),
    ((-1, 2), r"off the board"),
    ((1,), r"a \(row, column\) pair"),
    ("a1", r"a \(row, column\) pair"),
])
def test_illegal_moves(action, message):
    # the project's board [[EMPTY, EMPTY, X], [EMPTY, EMPTY, O], [X, EMPTY, EMPTY]]
    g = TicTacToe()
    s = from_project_board([[None, None, "X"], [None, None, "O"], ["X", None, None]])
    with pytest.raises(GameError, match=message):
        g.result(s, action)


def test_moves_after_the_end_and_bad_boards():
    g = TicTacToe()
    with pytest.raises(GameError, match="game is over"):
        g.result("XXXOO....", (2, 2))
    with pytest.raises(GameError, match="cannot arise"):
        TicTacToe("XXXX.....")
    with pytest.raises(GameError, match="cannot arise"):
        TicTacToe("XXXOOO...")
    with pytest.raises(GameError, match="9 characters"):
        TicTacToe("XO")
    with pytest.raises(GameError, match="cannot arise"):
        g.actions("XXXXXXXXX")
    with pytest.raises(GameError, match="not over"):
        g.utility("X........", "X")
    with pytest.raises(GameError, match="cannot arise"):
        minimax(g, state="OO.......")
    assert TicTacToe([["X", None, None], [None, "O", None], [None] * 3]).initial == "X...O...."


def test_the_ai_never_loses_against_random_play():
    g = TicTacToe()
    ai = perfect_player()
    results = {"X": {}, "O": {}}
    for seed in range(1000):
        as_x = play(g, ai, random_player(seed))
        as_o = play(g, random_player(seed), ai)
        results["X"][as_x.winner] = results["X"].get(as_x.winner, 0) + 1
        results["O"][as_o.winner] = results["O"].get(as_o.winner, 0) + 1
    assert "O" not in results["X"] and "X" not in results["O"]
    assert sum(results["X"].values()) == sum(results["O"].values()) == 1000
    assert results["X"]["X"] > 900 and results["O"]["O"] > 700


def test_the_ai_draws_against_itself():
    g = TicTacToe()
    ai = perfect_player()
    game = play(g, ai, ai)
    assert game.winner is None and len(game.moves) == 9 and game.value == 0
    # alpha-beta's moves too
    game = play(g, *(lambda gm, s: alphabeta(gm, state=s).action,) * 2)
    assert game.winner is None and len(game.moves) == 9


def test_project_player_adapter():
    calls = []

    def learner_minimax(board):
        calls.append([list(r) for r in board])
        return minimax(TicTacToe(board)).action

    ai = project_player(learner_minimax)
    game = play(TicTacToe(), ai, perfect_player())
    assert game.winner is None and calls[0] == [[None] * 3] * 3

    def mutating(board):
        board[0][0] = "X"
        return (1, 1)
    with pytest.raises(GameError, match="changed the board"):
        project_player(mutating)(TicTacToe(), TicTacToe().initial)

    def occupied(board):
        return (0, 0)
    with pytest.raises(GameError, match=r"returned \(0, 0\), which is not an empty square"):
        project_player(occupied)(TicTacToe(), "X........")
