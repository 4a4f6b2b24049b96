"""A twenty-ninth reviewer's attempts at lesson 14's checks (Tic-Tac-Toe), as they wrote them.

Same form as tests/mistakes_rev8_games.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other; an empty list: it fails, and no hint is given).  The cells
are run after right helpers (``HELPERS_14``), as in the handout.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

#: Plain max_value and min_value, right, and a top level that scores each side's moves with
#: ``X_SCORE`` and ``O_SCORE`` (right: min_value for X, max_value for O).
PLAIN = """
def max_value(board):
    if terminal(board):
        return utility(board)
    return max(min_value(result(board, a)) for a in actions(board))
def min_value(board):
    if terminal(board):
        return utility(board)
    return min(max_value(result(board, a)) for a in actions(board))
def minimax(board):
    if terminal(board):
        return None
    if player(board) == X:
        return max(actions(board), key=lambda a: X_SCORE(result(board, a)))
    return min(actions(board), key=lambda a: O_SCORE(result(board, a)))
"""


def _plain(x_score="min_value", o_score="max_value"):
    return HELPERS_14 + PLAIN.replace("X_SCORE", x_score).replace("O_SCORE", o_score)


#: Alpha-beta whose recursive calls pass the bounds as ``INNER`` (right: alpha, beta), the
#: top level handing down the full window (the reviewer's) or its best value so far.
AB_FULL = """
import math
def _max(board, alpha, beta):
    if terminal(board):
        return utility(board)
    v = -math.inf
    for a in ORDER(actions(board)):
        v = max(v, _min(result(board, a), INNER))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v
def _min(board, alpha, beta):
    if terminal(board):
        return utility(board)
    v = math.inf
    for a in ORDER(actions(board)):
        v = min(v, _max(result(board, a), INNER))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
def minimax(board):
    if terminal(board):
        return None
    if player(board) == X:
        return max(ORDER(actions(board)), key=lambda a: _min(result(board, a), -math.inf, math.inf))
    return min(ORDER(actions(board)), key=lambda a: _max(result(board, a), -math.inf, math.inf))
"""

AB_DOWN = AB_FULL[:AB_FULL.index("def minimax")] + """def minimax(board):
    if terminal(board):
        return None
    best = None
    if player(board) == X:
        alpha = -math.inf
        for a in ORDER(actions(board)):
            v = _min(result(board, a), alpha, math.inf)
            if best is None or v > alpha:
                best, alpha = a, v
    else:
        beta = math.inf
        for a in ORDER(actions(board)):
            v = _max(result(board, a), -math.inf, beta)
            if best is None or v < beta:
                best, beta = a, v
    return best
"""


def _ab(top, inner="alpha, beta", order="list"):
    return HELPERS_14 + top.replace("INNER", inner).replace("ORDER", order)


#: result copying only the outer list (board.copy()): it writes on the rows it was given.
SHALLOW_RESULT = """
def result(board, action):
    if action not in actions(board):
        raise ValueError
    new = board.copy()
    new[action[0]][action[1]] = player(board)
    return new
"""

LESSON_14 = [
    # F2: O's moves scored with O's own function, min_value (the X-side twin has its hint)
    ("minimax: O's top level scores its moves with min_value", "tictactoe", "minimax",
     _plain(o_score="min_value"), "minimax", ["child-own-side"]),
    ("minimax: O's top level scores its moves with min_value, moves sorted", "tictactoe",
     "minimax", _plain(o_score="min_value").replace("(actions(board), key",
                                                    "(sorted(actions(board)), key"),
     "minimax", ["child-own-side"]),
    ("minimax: X's top level scores its moves with max_value", "tictactoe", "minimax",
     _plain(x_score="max_value"), "minimax", ["child-own-side"]),
    ("minimax: both top levels score with the mover's own function", "tictactoe", "minimax",
     _plain(x_score="max_value", o_score="min_value"), "minimax", ["child-own-side"]),
    ("minimax: plain, right", "tictactoe", "minimax", _plain(), "minimax", "passed"),
    # F4: the bounds passed as (beta, alpha) in the recursive calls
    ("alpha-beta: recursive calls pass (beta, alpha), full window at the top", "tictactoe",
     "minimax", _ab(AB_FULL, "beta, alpha"), "minimax", ["roles-swapped"]),
    ("alpha-beta: recursive calls pass (beta, alpha), best handed down", "tictactoe",
     "minimax", _ab(AB_DOWN, "beta, alpha"), "minimax", ["ab-swapped"]),
    ("alpha-beta: recursive calls pass (beta, alpha), moves sorted", "tictactoe", "minimax",
     _ab(AB_FULL, "beta, alpha", "sorted"), "minimax", ["roles-swapped"]),
    ("alpha-beta: recursive calls pass (beta, alpha), sorted, best handed down", "tictactoe",
     "minimax", _ab(AB_DOWN, "beta, alpha", "sorted"), "minimax", ["ab-swapped"]),
    ("alpha-beta: right, full window at the top", "tictactoe", "minimax", _ab(AB_FULL),
     "minimax", "passed"),
    ("alpha-beta: right, best handed down, sorted", "tictactoe", "minimax",
     _ab(AB_DOWN, order="sorted"), "minimax", "passed"),
    # F6: MAX below the top takes the smallest (the MIN-side twin has its hint)
    ("minimax: max_value takes the min of min_value", "tictactoe", "minimax",
     _plain().replace("return max(min_value(", "return min(min_value("), "minimax",
     ["x-min-down"]),
    ("minimax: min_value takes the max of max_value", "tictactoe", "minimax",
     _plain().replace("return min(max_value(", "return max(max_value("), "minimax",
     ["o-max-down"]),
    # F10: a right minimax over a result that copies shallowly: result is blamed, with the
    # change of the board said to happen during the call, not to be minimax's own
    ("minimax: right, over a result that copies shallowly", "tictactoe", "minimax",
     _plain() + SHALLOW_RESULT, "minimax", ["mutates-input", "helper-fails"]),
]

ATTEMPTS = LESSON_14

#: Answers to questions: (label, lesson, question id, answer, summary, mistakes).
ANSWERS = [
    # F12: one number is a move in the wrong form, and the verdict says so as the hint does
    ("endgame move as a cell number", "tictactoe", "endgame-move", 7,
     "that is one number, not a move.", ["form"]),
    ("endgame move as a cell number, in a string", "tictactoe", "endgame-move", "8",
     "that is one number, not a move.", ["form"]),
]
