"""Players and whole games: AIs as functions ``ai(game, state) -> action``.

* :func:`perfect_player`: minimax with a shared transposition table (the
  first call solves the game from that position, later calls look up);
  for tic-tac-toe this is an AI that never loses.
* :func:`depth_limited_player`: alpha-beta to a depth, then the
  evaluation function (for Connect Four).
* :func:`random_player`: uniformly random legal moves, seeded.
* :func:`mcts_player`: Monte Carlo tree search with a budget of playouts,
  seeded.
* :func:`project_player`: wraps a function written for the project's
  board (three lists of ``"X"``, ``"O"``, None) returning ``(row, col)``.
* :func:`play`: one game between two players.

Examples
--------
>>> from searchlib import TicTacToe
>>> g = TicTacToe()
>>> ai = perfect_player()
>>> game = play(g, ai, ai)
>>> game.winner, len(game.moves)
(None, 9)
>>> play(g, ai, random_player(seed=1)).winner
'X'
"""

import random
from typing import NamedTuple

from ..errors import GameError
from .algorithms import alphabeta, minimax
from .mcts import mcts

__all__ = ["perfect_player", "depth_limited_player", "random_player", "project_player",
           "mcts_player", "play", "PlayedGame"]


def perfect_player(memo=None):
    """An AI that plays a minimax move, remembering every value it computes.

    Ties between equally good moves go to the first in the game's order.
    Only for games small enough to solve (tic-tac-toe).
    """
    memo = {} if memo is None else memo

    def ai(game, state):
        return minimax(game, state=state, memo=memo).action
    ai.memo = memo
    return ai


def depth_limited_player(depth, *, evaluate=None):
    """An AI that plays alpha-beta's move looking ``depth`` moves ahead."""
    def ai(game, state):
        return alphabeta(game, state=state, depth=depth, evaluate=evaluate).action
    ai.depth = depth
    return ai


def random_player(seed=None):
    """An AI that plays a random legal move (its own seeded generator)."""
    rng = random.Random(seed)

    def ai(game, state):
        return rng.choice(list(game.actions(state)))
    return ai


def mcts_player(iterations, *, c=None, seed=None):
    """An AI that plays MCTS's move after ``iterations`` playouts.

    Each move's search gets its own seed, drawn from a generator seeded with
    ``seed``: a game against it is reproducible.

    Examples
    --------
    >>> from searchlib import TicTacToe
    >>> ai = mcts_player(300, seed=1)
    >>> ai(TicTacToe(), "XX.OO....")
    (0, 2)
    """
    rng = random.Random(seed)

    def ai(game, state):
        return mcts(game, state=state, iterations=iterations, c=c,
                    seed=rng.randrange(2 ** 32)).action
    ai.iterations = iterations
    return ai


def project_player(fn):
    """Adapt ``fn(board) -> (i, j)`` written for the project's board to ``ai(game, state)``.

    ``fn`` gets a fresh copy of the board as three lists of ``"X"``,
    ``"O"`` or None.  A GameError names the problem if it changes that
    board, or returns something that is not a legal move.

    Examples
    --------
    >>> from searchlib import TicTacToe
    >>> def first_empty(board):
    ...     return next((i, j) for i in range(3) for j in range(3) if board[i][j] is None)
    >>> project_player(first_empty)(TicTacToe(), "X........")
    (0, 1)
    """
    def ai(game, state):
        board = game.board(state)
        before = [list(row) for row in board]
        move = fn(board)
        if board != before:
            raise GameError(f"{getattr(fn, '__name__', 'the AI')} changed the board it was "
                            f"given (before {before}, after {board}): work on a copy")
        if isinstance(move, list):
            move = tuple(move)
        if move not in game.actions(state):
            raise GameError(f"{getattr(fn, '__name__', 'the AI')} returned {move!r}, which is "
                            f"not an empty square on {state} (the moves are "
                            f"{list(game.actions(state))})")
        return move
    ai.function = fn
    return ai


class PlayedGame(NamedTuple):
    """One game: the moves, the positions (the first is the start), and who won."""

    moves: list
    states: list
    winner: object
    value: object


def play(game, first, second, *, state=None, max_moves=1000):
    """Play ``first`` (the player to move at the start) against ``second`` to the end."""
    state = game.initial if state is None else state
    players = {game.player(state): first}
    moves, states = [], [state]
    while not game.terminal(state):
        if len(moves) >= max_moves:
            raise GameError(f"no result after {max_moves} moves")
        who = game.player(state)
        ai = players.setdefault(who, second)
        move = ai(game, state)
        state = game.result(state, move)
        moves.append(move)
        states.append(state)
    value = game.value(state)
    winner = None
    if len(game.players) == 2 and value != 0:
        winner = game.players[0] if value > 0 else game.players[1]
    return PlayedGame(moves, states, winner, value)
