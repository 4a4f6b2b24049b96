"""A thirty-first reviewer's attempts at lesson 14's minimax check, as they wrote them.

Same form as tests/mistakes_rev29_checks2.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other; an empty list: it fails, and no hint is given).  The cells
are run after right helpers (``HELPERS_14``), as in the handout.

The alpha-beta slips here are made in ONE value function only: max_value (or min_value)
using the other's cut test and bound, or passing the bounds to the other in swapped order.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

#: The reviewer's right alpha-beta (14-AB-C1), moves tried in ``ORDER`` (``list``: the set's
#: own order, or ``sorted``); its window written ``lo, hi`` here (in the names alpha, beta
#: it reads word for word as the source material's code).
AB_OK = """
import math
def max_value(b, lo, hi):
    if terminal(b):
        return utility(b)
    v = -math.inf
    for a in ORDER(actions(b)):
        v = max(v, min_value(result(b, a), lo, hi))
        if v >= hi:
            return v
        lo = max(lo, v)
    return v

def min_value(b, lo, hi):
    if terminal(b):
        return utility(b)
    v = math.inf
    for a in ORDER(actions(b)):
        v = min(v, max_value(result(b, a), lo, hi))
        if v <= lo:
            return v
        hi = min(hi, v)
    return v
"""

#: The top level handing its best value so far down as the right bound (alpha on X's turn,
#: beta on O's), ties kept first (``>``, ``<``) or, with ``KEEP`` ``=``, last.
TOP_PASS = """
def minimax(board):
    if terminal(board):
        return None
    best, alpha, beta = None, -math.inf, math.inf
    if player(board) == X:
        for a in ORDER(actions(board)):
            v = min_value(result(board, a), alpha, beta)
            if best is None or v >KEEP alpha:
                best, alpha = a, v
    else:
        for a in ORDER(actions(board)):
            v = max_value(result(board, a), alpha, beta)
            if best is None or v <KEEP beta:
                best, beta = a, v
    return best
"""

#: The top level scoring each move with the full window.
TOP_FULL = """
def minimax(board):
    if terminal(board):
        return None
    if player(board) == X:
        return max(ORDER(actions(board)), key=lambda a: min_value(result(board, a), -math.inf, math.inf))
    return min(ORDER(actions(board)), key=lambda a: max_value(result(board, a), -math.inf, math.inf))
"""

#: max_value with min_value's cut test and bound (14-AB-W9).
MAX_ROLES = ("""        if v >= hi:
            return v
        lo = max(lo, v)""", """        if v <= lo:
            return v
        hi = min(hi, v)""")
#: min_value with max_value's cut test and bound (14-AB-W10).
MIN_ROLES = (MAX_ROLES[1], MAX_ROLES[0])
#: max_value's recursive call passing (hi, lo) (14-AB-W1, W4).
MAX_ARGS = ("min_value(result(b, a), lo, hi)", "min_value(result(b, a), hi, lo)")
#: min_value's recursive call passing (hi, lo) (14-AB-W2, W5).
MIN_ARGS = ("max_value(result(b, a), lo, hi)", "max_value(result(b, a), hi, lo)")


def _ab(top, slip=None, order="list", keep=""):
    """The reviewer's alpha-beta with ``slip`` (``(old, new)``: one replacement in the value
    functions), under the top level ``top``."""
    values = AB_OK
    if slip is not None:
        assert values.count(slip[0]) == 1
        values = values.replace(*slip)
    return (HELPERS_14 + values + top.replace("KEEP", keep)).replace("ORDER", order)


#: The reviewer's top level that hands X's best value down as beta (14-AB-W11).
TOP_X_AS_BETA = """
def minimax(board):
    if terminal(board):
        return None
    best, val = None, None
    if player(board) == X:
        for a in actions(board):
            v = min_value(result(board, a), -math.inf, val if val is not None else math.inf)
            if best is None or v > val:
                best, val = a, v
    else:
        for a in actions(board):
            v = max_value(result(board, a), -math.inf, val if val is not None else math.inf)
            if best is None or v < val:
                best, val = a, v
    return best
"""

#: The reviewer's top level whose O starts from -inf and keeps the first sorted cell
#: (14-AB-W14).
TOP_O_FROM_MINUS_INF = """
def minimax(board):
    if terminal(board):
        return None
    moves = sorted(actions(board))
    if player(board) == X:
        best, val = None, -math.inf
        for a in moves:
            v = min_value(result(board, a), val, math.inf)
            if v > val or best is None:
                best, val = a, v
        return best
    best, val = moves[0], -math.inf
    for a in moves:
        v = max_value(result(board, a), -math.inf, math.inf)
        if v < val:
            best, val = a, v
    return best
"""

#: 14-AB-W8: min_value's call and O's top-level call both pass (beta, alpha).
TOP_PASS_O_SWAPPED = TOP_PASS.replace("v = max_value(result(board, a), alpha, beta)",
                                      "v = max_value(result(board, a), beta, alpha)")

LESSON_14 = [
    # 2.1: max_value with min_value's test and bound, under a right top level
    ("alpha-beta: max_value uses min_value's test and bound, best handed down", "tictactoe",
     "minimax", _ab(TOP_PASS, MAX_ROLES), "minimax", ["roles-swapped-max"]),
    ("alpha-beta: max_value uses min_value's test and bound, sorted, ties kept last",
     "tictactoe", "minimax", _ab(TOP_PASS, MAX_ROLES, "sorted", "="), "minimax",
     ["roles-swapped-max"]),
    # under the full window nothing is cut: right moves
    ("alpha-beta: max_value uses min_value's test and bound, full window at the top",
     "tictactoe", "minimax", _ab(TOP_FULL, MAX_ROLES), "minimax", "passed"),
    ("alpha-beta: top level hands X's best value down as beta", "tictactoe", "minimax",
     _ab(TOP_X_AS_BETA), "minimax", ["ab-swapped-x"]),
    # 2.2: min_value with max_value's test and bound, under a right top level
    ("alpha-beta: min_value uses max_value's test and bound, best handed down", "tictactoe",
     "minimax", _ab(TOP_PASS, MIN_ROLES), "minimax", ["roles-swapped-min"]),
    ("alpha-beta: min_value uses max_value's test and bound, sorted, ties kept last",
     "tictactoe", "minimax", _ab(TOP_PASS, MIN_ROLES, "sorted", "="), "minimax",
     ["roles-swapped-min"]),
    ("alpha-beta: min_value uses max_value's test and bound, full window at the top",
     "tictactoe", "minimax", _ab(TOP_FULL, MIN_ROLES), "minimax", "passed"),
    ("alpha-beta: O's top level starts from -inf and keeps the first cell", "tictactoe",
     "minimax", _ab(TOP_O_FROM_MINUS_INF), "minimax", ["o-first-move"]),
    # 3.1: the bounds swapped in one function's recursive call only
    ("alpha-beta: max_value's call passes (beta, alpha), best handed down", "tictactoe",
     "minimax", _ab(TOP_PASS, MAX_ARGS), "minimax", ["args-swapped-max"]),
    ("alpha-beta: max_value's call passes (beta, alpha), full window at the top", "tictactoe",
     "minimax", _ab(TOP_FULL, MAX_ARGS), "minimax", ["args-swapped-max"]),
    ("alpha-beta: max_value's call passes (beta, alpha), sorted, ties kept last", "tictactoe",
     "minimax", _ab(TOP_PASS, MAX_ARGS, "sorted", "="), "minimax", ["args-swapped-max"]),
    ("alpha-beta: min_value's call passes (beta, alpha), best handed down", "tictactoe",
     "minimax", _ab(TOP_PASS, MIN_ARGS), "minimax", ["args-swapped-min"]),
    ("alpha-beta: min_value's call passes (beta, alpha), full window at the top", "tictactoe",
     "minimax", _ab(TOP_FULL, MIN_ARGS), "minimax", ["args-swapped-min"]),
    ("alpha-beta: min_value's call passes (beta, alpha), sorted, ties kept last", "tictactoe",
     "minimax", _ab(TOP_PASS, MIN_ARGS, "sorted", "="), "minimax", ["args-swapped-min"]),
    # two slips at once (O's top-level call swapped too): it fails, no hint
    ("alpha-beta: min_value's call and O's top-level call pass (beta, alpha)", "tictactoe",
     "minimax", _ab(TOP_PASS_O_SWAPPED, MIN_ARGS), "minimax", []),
    # right ones
    ("alpha-beta: right, best handed down", "tictactoe", "minimax", _ab(TOP_PASS), "minimax",
     "passed"),
    ("alpha-beta: right, full window at the top, sorted", "tictactoe", "minimax",
     _ab(TOP_FULL, order="sorted"), "minimax", "passed"),
    # ties kept last while the best value is handed down: a move whose value is only a bound
    # (cut off at alpha) can replace the best one; it fails, and since rev33 it is named
    ("alpha-beta: right value functions, best handed down, ties kept last", "tictactoe",
     "minimax", _ab(TOP_PASS, order="sorted", keep="="), "minimax", ["ties-replace"]),
]

ATTEMPTS = LESSON_14

#: Answers to questions: (label, lesson, question id, answer, summary, mistakes).
ANSWERS = [
    # 2.3: the value of the position given as the answer
    ("endgame move: the value 0", "tictactoe", "endgame-move", 0,
     "that is one number, not a move.", ["form"]),
    ("endgame move: the value -1", "tictactoe", "endgame-move", -1,
     "that is one number, not a move.", ["form"]),
    ("endgame move: the value 1", "tictactoe", "endgame-move", 1,
     "that is one number, not a move.", ["form"]),
    ("endgame move: the value 0, in a string", "tictactoe", "endgame-move", "0",
     "that is one number, not a move.", ["form"]),
]
