"""Baseline for ``benchmarks/bench_games.py``: the Tic-Tac-Toe project's reference, redone.

Not part of ``searchlib``; it exists to be measured against.  It is faithful
to the reference solution printed in the source material (the project's
seven functions, with alpha-beta in ``minimax``) in every operation a node
costs, so its timings and its counts can be set beside ours:

* a board is a list of three row lists holding ``"X"``, ``"O"`` or None;
  ``player`` counts the marks row by row;
* ``actions`` builds a *set* of ``(row, col)`` pairs, so moves are tried in
  the set's iteration order (the same order as the reference's);
* ``result`` looks the move up in ``actions``, then copies the whole board
  with ``copy.deepcopy`` and places the mark on the copy;
* ``winner`` walks the eight lines, ``terminal`` is "someone has won, or
  no move is left", ``utility`` is +1 / -1 / 0;
* ``minimax`` tries every move at the top, handing the best score so far
  down as the lower bound when X moves and as the upper bound when O does;
  below that, the X level stops at a score >= its upper bound and the O
  level at a score <= its lower bound.  Same move order, same cuts: 22,846
  boards generated for the first move;
* ``minimax_plain`` keeps that top level over the lecture's two value
  functions without any cut (549,945 boards generated and 255,168 finished
  games scored from the empty board).

``RESULT_CALLS`` counts the boards ``result`` makes and ``UTILITY_CALLS``
the finished games scored.  Only the names and the layout are ours.
"""
import copy
import math

X, O, EMPTY = "X", "O", None
RESULT_CALLS = 0
UTILITY_CALLS = 0


def reset_counts():
    """Set both counters back to zero."""
    global RESULT_CALLS, UTILITY_CALLS
    RESULT_CALLS = UTILITY_CALLS = 0


def initial_state():
    """Three rows of three empty cells."""
    return [[EMPTY] * 3 for _ in range(3)]


def player(board):
    """X when both have played as often (X opens), otherwise O."""
    crosses = sum(row.count(X) for row in board)
    noughts = sum(row.count(O) for row in board)
    return X if crosses == noughts else O


def actions(board):
    """The free cells as a set of (row, col)."""
    return {(row, col) for row in range(3) for col in range(3) if board[row][col] is EMPTY}


def result(board, action):
    """A deep copy of ``board`` with the mover's mark at ``action``; illegal moves raise."""
    global RESULT_CALLS
    if action not in actions(board):
        raise ValueError(f"illegal move {action!r}")
    RESULT_CALLS += 1
    played = copy.deepcopy(board)
    played[action[0]][action[1]] = player(board)
    return played


#: Rows, then columns, then the two diagonals, each as three (row, col) cells.
_LINES = ([[(row, 0), (row, 1), (row, 2)] for row in range(3)]
          + [[(0, col), (1, col), (2, col)] for col in range(3)]
          + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]])


def winner(board):
    """The mark that fills a whole line, or None."""
    for line in _LINES:
        first, second, third = (board[row][col] for row, col in line)
        if first is not EMPTY and first == second == third:
            return first
    return None


def terminal(board):
    """True once a line is filled or the board has no free cell."""
    return winner(board) is not None or len(actions(board)) == 0


def utility(board):
    """X's score of a finished game: 1 if X won, -1 if O did, 0 for a draw."""
    global UTILITY_CALLS
    UTILITY_CALLS += 1
    mark = winner(board)
    return 1 if mark == X else -1 if mark == O else 0


# -- the reference's search: alpha-beta below a plain top level -------------------
def _x_level(board, low, high):
    """X to move: the largest score, cut once it reaches ``high``."""
    if terminal(board):
        return utility(board)
    score = -math.inf
    for move in actions(board):
        score = max(score, _o_level(result(board, move), low, high))
        if score >= high:
            return score
        low = max(low, score)
    return score


def _o_level(board, low, high):
    """O to move: the smallest score, cut once it falls to ``low``."""
    if terminal(board):
        return utility(board)
    score = math.inf
    for move in actions(board):
        score = min(score, _x_level(result(board, move), low, high))
        if score <= low:
            return score
        high = min(high, score)
    return score


def minimax(board):
    """The move the reference plays (alpha-beta), or None once the game is over."""
    if terminal(board):
        return None
    chosen = None
    if player(board) == X:
        top = -math.inf
        for move in actions(board):
            score = _o_level(result(board, move), top, math.inf)
            if score > top:
                top, chosen = score, move
    else:
        top = math.inf
        for move in actions(board):
            score = _x_level(result(board, move), -math.inf, top)
            if score < top:
                top, chosen = score, move
    return chosen


# -- the lecture's pseudocode: no cuts at all ------------------------------------------
def _x_plain(board):
    """X to move: the largest score over every move."""
    if terminal(board):
        return utility(board)
    score = -math.inf
    for move in actions(board):
        score = max(score, _o_plain(result(board, move)))
    return score


def _o_plain(board):
    """O to move: the smallest score over every move."""
    if terminal(board):
        return utility(board)
    score = math.inf
    for move in actions(board):
        score = min(score, _x_plain(result(board, move)))
    return score


def minimax_plain(board):
    """The move plain minimax plays (no pruning), or None once the game is over."""
    if terminal(board):
        return None
    chosen = None
    if player(board) == X:
        top = -math.inf
        for move in actions(board):
            score = _o_plain(result(board, move))
            if score > top:
                top, chosen = score, move
    else:
        top = math.inf
        for move in actions(board):
            score = _x_plain(result(board, move))
            if score < top:
                top, chosen = score, move
    return chosen
