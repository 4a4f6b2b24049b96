"""Baseline: a faithful rewrite of the Tic-Tac-Toe project's reference solution.

Kept only as the yardstick for ``benchmarks/bench_games.py``; it is not part
of ``searchlib``.  It behaves like the reference printed in the source
material, which is what makes its timings and counts comparable:

* the board is a list of three lists holding ``"X"``, ``"O"`` or None;
* ``actions`` returns a *set* of ``(i, j)`` pairs (so moves are tried in
  the set's iteration order);
* ``result`` checks the move against ``actions`` and returns a deep copy
  (``copy.deepcopy``) with the mark placed;
* ``winner`` scans the eight lines; ``terminal`` is "a winner, or no
  moves left"; ``utility`` is +1 / -1 / 0;
* ``minimax`` (with pruning) tries every move at the top and hands the
  best value so far down as alpha (for X) or beta (for O); the two value
  functions return as soon as v >= beta (MAX) or v <= alpha (MIN);
* ``minimax_plain`` is the lecture's Max-Value / Min-Value pair without
  pruning, under the same top level.

``RESULT_CALLS`` and ``UTILITY_CALLS`` count the boards generated and the
games reached (the lesson's 549,945 and 255,168 for the unpruned search
from the empty board).
"""
import copy
import math

X, O, EMPTY = "X", "O", None
RESULT_CALLS = 0
UTILITY_CALLS = 0


def reset_counts():
    global RESULT_CALLS, UTILITY_CALLS
    RESULT_CALLS = UTILITY_CALLS = 0


def initial_state():
    return [[EMPTY] * 3 for _ in range(3)]


def player(board):
    xs = sum(row.count(X) for row in board)
    os_ = sum(row.count(O) for row in board)
    return X if xs == os_ else O


def actions(board):
    return {(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY}


def result(board, action):
    global RESULT_CALLS
    if action not in actions(board):
        raise ValueError(f"illegal move {action!r}")
    RESULT_CALLS += 1
    after = copy.deepcopy(board)
    after[action[0]][action[1]] = player(board)
    return after


_LINES = ([[(i, 0), (i, 1), (i, 2)] for i in range(3)]
          + [[(0, j), (1, j), (2, j)] for j in range(3)]
          + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]])


def winner(board):
    for line in _LINES:
        a, b, c = (board[i][j] for i, j in line)
        if a is not EMPTY and a == b == c:
            return a
    return None


def terminal(board):
    return winner(board) is not None or len(actions(board)) == 0


def utility(board):
    global UTILITY_CALLS
    UTILITY_CALLS += 1
    w = winner(board)
    return 1 if w == X else -1 if w == O else 0


# -- with pruning (the reference's minimax) -------------------------------------
def _max_value(board, alpha, beta):
    if terminal(board):
        return utility(board)
    v = -math.inf
    for a in actions(board):
        v = max(v, _min_value(result(board, a), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def _min_value(board, alpha, beta):
    if terminal(board):
        return utility(board)
    v = math.inf
    for a in actions(board):
        v = min(v, _max_value(result(board, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def minimax(board):
    """The move the reference picks, with alpha-beta pruning."""
    if terminal(board):
        return None
    best_move = None
    if player(board) == X:
        best = -math.inf
        for a in actions(board):
            v = _min_value(result(board, a), best, math.inf)
            if v > best:
                best, best_move = v, a
    else:
        best = math.inf
        for a in actions(board):
            v = _max_value(result(board, a), -math.inf, best)
            if v < best:
                best, best_move = v, a
    return best_move


# -- without pruning (the lecture's pseudocode) ------------------------------------
def _max_plain(board):
    if terminal(board):
        return utility(board)
    v = -math.inf
    for a in actions(board):
        v = max(v, _min_plain(result(board, a)))
    return v


def _min_plain(board):
    if terminal(board):
        return utility(board)
    v = math.inf
    for a in actions(board):
        v = min(v, _max_plain(result(board, a)))
    return v


def minimax_plain(board):
    """The move picked by plain minimax (no pruning)."""
    if terminal(board):
        return None
    best_move = None
    if player(board) == X:
        best = -math.inf
        for a in actions(board):
            v = _min_plain(result(board, a))
            if v > best:
                best, best_move = v, a
    else:
        best = math.inf
        for a in actions(board):
            v = _max_plain(result(board, a))
            if v < best:
                best, best_move = v, a
    return best_move
