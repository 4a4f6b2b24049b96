"""The thirty-fifth reviewer's attempts at lesson 14's minimax check (/tmp/rev35, section 4a),
as they wrote them, fixed in round rev36.

Same form as tests/mistakes_rev33_checks2.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other).  The cells run after right helpers (``HELPERS_14``, whose
``actions`` builds its set in row order, as the reviewer's did).

What the reviewer's alpha-beta does that the earlier ones did not: its top level sorts the
moves (``sorted(actions(board))``), while ``max_value`` and ``min_value`` take them as the set
gives them.  With one slip in ``max_value`` (its cut test swapped, or lowering beta), both
cut tests swapped, or ``max_value`` comparing with alpha, the check gave no hint.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

#: The reviewer's alpha-beta: fail-soft, the top level handing its best value so far down
#: (as alpha on X's turn, beta on O's), ties kept first; sorted at the top only.
AB = """
def max_value(b, alpha, beta):
    if terminal(b): return utility(b)
    v = -math.inf
    for a in actions(b):
        v = max(v, min_value(result(b, a), alpha, beta))
        if v >= beta: return v
        alpha = max(alpha, v)
    return v
# O's turns
def min_value(b, alpha, beta):
    if terminal(b): return utility(b)
    v = math.inf
    for a in actions(b):
        v = min(v, max_value(result(b, a), alpha, beta))
        if v <= alpha: return v
        beta = min(beta, v)
    return v
def minimax(board):
    if terminal(board): return None
    best_move = None
    if player(board) == X:
        best = -math.inf
        for a in sorted(actions(board)):
            v = min_value(result(board, a), best, math.inf)
            if v > best: best, best_move = v, a
    else:
        best = math.inf
        for a in sorted(actions(board)):
            v = max_value(result(board, a), -math.inf, best)
            if v < best: best, best_move = v, a
    return best_move
"""

#: One change each: (what is replaced, by what); each replaced text occurs once in ``AB``.
MAX_TEST = ("        if v >= beta: return v", "        if v <= alpha: return v")
MIN_TEST = ("        if v <= alpha: return v", "        if v >= beta: return v")
MAX_BOUND = ("        alpha = max(alpha, v)", "        beta = min(beta, v)")
MIN_BOUND = ("        beta = min(beta, v)", "        alpha = max(alpha, v)")
MAX_ALPHA = ("        if v >= beta: return v", "        if v >= alpha: return v")
MIN_BETA = ("        if v <= alpha: return v", "        if v <= beta: return v")
#: a return inside the loop: the value after the first move
MAX_FIRST = ("        if v >= beta: return v", "        return v")
MIN_FIRST = ("        if v <= alpha: return v", "        return v")
X_TIES = ("            if v > best: best", "            if v >= best: best")
O_TIES = ("            if v < best: best", "            if v <= best: best")
#: max_value and min_value sorting their moves too
SORTED = ("    for a in actions(b):", "    for a in sorted(actions(b)):")
X_FULL = ("min_value(result(board, a), best, math.inf)",
          "min_value(result(board, a), -math.inf, math.inf)")
O_FULL = ("max_value(result(board, a), -math.inf, best)",
          "max_value(result(board, a), -math.inf, math.inf)")


def ab(*changes):
    """The reviewer's alpha-beta with ``changes`` made (each on the text as the reviewer wrote
    it, all at once), after the right helpers."""
    code = AB
    for n, (old, _) in enumerate(changes):
        assert code.count(old) == (2 if old == SORTED[0] else 1), old
        code = code.replace(old, f"<{n}>")
    for n, (_, new) in enumerate(changes):
        code = code.replace(f"<{n}>", new)
    return HELPERS_14 + code


#: The reviewer's right forms (section 1), each 29/29.
PLAIN = HELPERS_14 + """
def max_value(b):
    if terminal(b): return utility(b)
    return max(min_value(result(b, a)) for a in actions(b))
def min_value(b):
    if terminal(b): return utility(b)
    return min(max_value(result(b, a)) for a in actions(b))
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(actions(board), key=lambda a: min_value(result(board, a)))
    return min(actions(board), key=lambda a: max_value(result(board, a)))
"""

NEGAMAX_REVERSED = HELPERS_14 + """
def _nega(b, alpha, beta):
    if terminal(b):
        return utility(b) * (1 if player(b) == X else -1)
    best = -math.inf
    for a in actions(b):
        best = max(best, -_nega(result(b, a), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= beta: break
    return best
def minimax(board):
    if terminal(board): return None
    alpha, move = -math.inf, None
    for a in sorted(actions(board), key=lambda a: (a[1], a[0]), reverse=True):
        v = -_nega(result(board, a), -math.inf, -alpha)
        if move is None or v > alpha:
            alpha, move = v, a
    return move
"""

ONE_FUNCTION_STOPS_AT_A_WIN = HELPERS_14 + """
def ab_value(b, alpha=-2, beta=2):
    if terminal(b): return utility(b)
    if player(b) == X:
        v = -2
        for a in actions(b):
            v = max(v, ab_value(result(b, a), alpha, beta)); alpha = max(alpha, v)
            if alpha >= beta: break
        return v
    v = 2
    for a in actions(b):
        v = min(v, ab_value(result(b, a), alpha, beta)); beta = min(beta, v)
        if alpha >= beta: break
    return v
def minimax(board):
    if terminal(board): return None
    moves = list(actions(board))
    if player(board) == X:
        best = -2; move = None
        for a in moves:
            v = ab_value(result(board, a), best, 2)
            if v > best: best, move = v, a
            if best == 1: break
        return move
    best = 2; move = None
    for a in moves:
        v = ab_value(result(board, a), -2, best)
        if v < best: best, move = v, a
        if best == -1: break
    return move
"""

PLAIN_TIES_REPLACE = HELPERS_14 + """
def value(b):
    if terminal(b): return utility(b)
    vals = [value(result(b, a)) for a in actions(b)]
    return max(vals) if player(b) == X else min(vals)
def minimax(board):
    if terminal(board): return None
    best, move = None, None
    sign = 1 if player(board) == X else -1
    for a in actions(board):
        v = sign * value(result(board, a))
        if best is None or v >= best: best, move = v, a
    return move
"""

_STRICT = (("        if v >= beta: return v", "        if v > beta: return v"),
           ("        if v <= alpha: return v", "        if v < alpha: return v"))
_FAIL_HARD = (("        if v >= beta: return v", "        if v >= beta: return beta"),
              ("        if v <= alpha: return v", "        if v <= alpha: return alpha"))
_UPDATE_THEN_TEST = (
    ("        if v >= beta: return v\n        alpha = max(alpha, v)",
     "        alpha = max(alpha, v)\n        if alpha >= beta: break"),
    ("        if v <= alpha: return v\n        beta = min(beta, v)",
     "        beta = min(beta, v)\n        if alpha >= beta: break"))

RIGHT = [
    ("right: plain minimax", PLAIN),
    ("right: the reviewer's alpha-beta", ab()),
    ("right: strict cut tests", ab(*_STRICT)),
    ("right: a strict cut test in max_value only", ab(_STRICT[0])),
    ("right: fail-hard (a cut returns the bound)", ab(*_FAIL_HARD)),
    ("right: the bound updated, then if alpha >= beta: break", ab(*_UPDATE_THEN_TEST)),
    ("right: negamax alpha-beta, columns tried in reverse", NEGAMAX_REVERSED),
    ("right: one value function, the top level stopping at a win", ONE_FUNCTION_STOPS_AT_A_WIN),
    ("right: O's side hands down the full window", ab(O_FULL)),
    ("right: ties replace the best move, no bound handed down", PLAIN_TIES_REPLACE),
]

LESSON_14 = [
    *[(label, "tictactoe", "minimax", code, "minimax", "passed") for label, code in RIGHT],
    # 4a: each got no hint (the top level sorted, the value functions not)
    ("max_value stops when v <= alpha (the reviewer's)", "tictactoe", "minimax", ab(MAX_TEST),
     "minimax", ["test-swapped-max"]),
    ("max_value lowers beta (the reviewer's)", "tictactoe", "minimax", ab(MAX_BOUND),
     "minimax", ["max-beta"]),
    ("both cut tests swapped (the reviewer's)", "tictactoe", "minimax", ab(MAX_TEST, MIN_TEST),
     "minimax", ["test-swapped"]),
    ("max_value stops when v >= alpha (the reviewer's)", "tictactoe", "minimax", ab(MAX_ALPHA),
     "minimax", ["max-tests-alpha"]),
    # two at once: the tie's hint is not given with it, the cut test's is (and it is true)
    ("max_value stops when v <= alpha, ties replace the best move (the reviewer's)",
     "tictactoe", "minimax", ab(MAX_TEST, X_TIES, O_TIES), "minimax", ["test-swapped-max"]),
    # their MIN twins, which had their hints by chance, keep them
    ("min_value stops when v >= beta (the reviewer's)", "tictactoe", "minimax", ab(MIN_TEST),
     "minimax", ["test-swapped-min"]),
    ("min_value raises alpha (the reviewer's)", "tictactoe", "minimax", ab(MIN_BOUND),
     "minimax", ["min-alpha"]),
    # the same slips with max_value and min_value sorting too, or under the full window
    ("both cut tests swapped, sorted everywhere", "tictactoe", "minimax",
     ab(MAX_TEST, MIN_TEST, SORTED), "minimax", ["test-swapped"]),
    ("both cut tests swapped, full window at the top", "tictactoe", "minimax",
     ab(MAX_TEST, MIN_TEST, X_FULL, O_FULL), "minimax", ["test-swapped"]),
    ("max_value stops when v >= alpha, sorted everywhere", "tictactoe", "minimax",
     ab(MAX_ALPHA, SORTED), "minimax", ["max-tests-alpha"]),
    ("max_value stops when v >= alpha, full window at the top", "tictactoe", "minimax",
     ab(MAX_ALPHA, X_FULL, O_FULL), "minimax", ["max-tests-alpha"]),
    # its MIN twin
    ("min_value stops when v <= beta", "tictactoe", "minimax", ab(MIN_BETA), "minimax",
     ["min-tests-beta"]),
    ("min_value stops when v <= beta, sorted everywhere", "tictactoe", "minimax",
     ab(MIN_BETA, SORTED), "minimax", ["min-tests-beta"]),
    # a return inside the loop plays as comparing with the other bound: the hint says both
    ("max_value returns after its first move", "tictactoe", "minimax", ab(MAX_FIRST),
     "minimax", ["max-tests-alpha"]),
    ("min_value returns after its first move", "tictactoe", "minimax", ab(MIN_FIRST),
     "minimax", ["min-tests-beta"]),
]
ATTEMPTS = LESSON_14
