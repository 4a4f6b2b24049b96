"""An eighth reviewer's attempts at the self-checks of lessons 08-14, as they wrote them.

Same form as tests/mistakes_review_games.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other; an empty list: it fails, and no hint is given).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

LESSON_08 = [
    ("minimax: no leaf test at the root", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    vals = [c if not isinstance(c, list) else minimax_value(c, not maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
''', "minimax_value", ["leaf-as-list"]),
    ("minimax: the move's index at the root, no leaf test", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    def value(node, mx):
        if not isinstance(node, list):
            return node
        vals = [value(c, not mx) for c in node]
        return max(vals) if mx else min(vals)
    if not isinstance(tree, list):
        return tree
    vals = [value(c, not maximizing) for c in tree]
    return vals.index(max(vals) if maximizing else min(vals))
''', "minimax_value", ["returns-move"]),
    ("minimax: explicit stack, post-order", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    done = {}
    stack = [(tree, maximizing, False)]
    while stack:
        node, mx, expanded = stack.pop()
        if not isinstance(node, list):
            done[id(node), mx] = node
            continue
        if expanded:
            vals = [c if not isinstance(c, list) else done[id(c), not mx] for c in node]
            done[id(node), mx] = max(vals) if mx else min(vals)
        else:
            stack.append((node, mx, True))
            stack.extend((c, not mx, False) for c in node if isinstance(c, list))
    return done[id(tree), maximizing]
''', "minimax_value", "passed"),
]

_AB_HEAD = '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        x = alphabeta_value(child, alpha, beta, not maximizing)
'''

LESSON_09 = [
    ("alpha-beta: maximizing ignored, MAX always at the root", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    def mx(n, a, b):
        if not isinstance(n, list): return n
        v = -math.inf
        for c in n:
            v = max(v, mn(c, a, b))
            if v >= b: return v
            a = max(a, v)
        return v
    def mn(n, a, b):
        if not isinstance(n, list): return n
        v = math.inf
        for c in n:
            v = min(v, mx(c, a, b))
            if v <= a: return v
            b = min(b, v)
        return v
    return mx(tree, alpha, beta)
''', "alphabeta_value", ["root-flag-ignored"]),
    ("alpha-beta: pops the children out of the tree", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    v = -math.inf if maximizing else math.inf
    while tree:
        child = tree.pop(0)
        x = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''', "alphabeta_value", ["mutates-input"]),
    ("alpha-beta: no leaf test at the root", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    v = -math.inf if maximizing else math.inf
    for child in tree:
        x = child if not isinstance(child, list) else alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''', "alphabeta_value", ["leaf-as-list"]),
    ("alpha-beta: the alpha and beta given are ignored at the top", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True, _top=True):
    if _top:
        alpha, beta = -math.inf, math.inf
    if not isinstance(tree, list): return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        x = alphabeta_value(child, alpha, beta, not maximizing, False)
        if maximizing:
            v = max(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''', "alphabeta_value", ["window-ignored"]),
    ("alpha-beta: MIN lowers alpha instead of beta", "alphabeta", "alphabeta", _AB_HEAD + '''
        if maximizing:
            v = max(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha: return v
            alpha = min(alpha, v)
    return v
''', "alphabeta_value", ["beta-stays"]),
    ("alpha-beta: MAX tests alpha and lowers beta, MIN the other way", "alphabeta",
     "alphabeta", _AB_HEAD + '''
        if maximizing:
            v = max(v, x)
            if v <= alpha: return v
            beta = min(beta, v)
        else:
            v = min(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
    return v
''', "alphabeta_value", ["roles-swapped"]),
    ("alpha-beta: (beta, alpha) handed to the children", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        x = alphabeta_value(child, beta, alpha, not maximizing)
        if maximizing:
            v = max(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''', "alphabeta_value", ["swapped"]),
    ("alpha-beta: right, negamax", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    def nega(node, a, b, sign):
        if not isinstance(node, list):
            return sign * node
        v = -math.inf
        for child in node:
            v = max(v, -nega(child, -b, -a, -sign))
            if v >= b:
                break
            a = max(a, v)
        return v
    if maximizing:
        return nega(tree, alpha, beta, 1)
    return -nega(tree, -beta, -alpha, -1)
''', "alphabeta_value", "passed"),
    ("alpha-beta: right, fail-hard (returns the bound)", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    if maximizing:
        for child in tree:
            alpha = max(alpha, alphabeta_value(child, alpha, beta, False))
            if alpha >= beta:
                return beta
        return alpha
    for child in tree:
        beta = min(beta, alphabeta_value(child, alpha, beta, True))
        if beta <= alpha:
            return alpha
    return beta
''', "alphabeta_value", "passed"),
    ("alpha-beta: right, two helpers with index loops", "alphabeta", "alphabeta", '''
def _ab_max(node, a, b):
    if not isinstance(node, list):
        return node
    v = -math.inf
    i = 0
    while i < len(node):
        v = max(v, _ab_min(node[i], a, b))
        if v >= b:
            break
        a = max(a, v)
        i += 1
    return v
def _ab_min(node, a, b):
    if not isinstance(node, list):
        return node
    v = math.inf
    for i in range(len(node)):
        v = min(v, _ab_max(node[i], a, b))
        if v <= a:
            break
        b = min(b, v)
    return v
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    return _ab_max(tree, alpha, beta) if maximizing else _ab_min(tree, alpha, beta)
''', "alphabeta_value", "passed"),
    ("alpha-beta: right, the bound updated before the test alpha >= beta", "alphabeta",
     "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    best = -math.inf if maximizing else math.inf
    for child in tree:
        val = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            best = max(best, val); alpha = max(alpha, best)
        else:
            best = min(best, val); beta = min(beta, best)
        if alpha >= beta:
            break
    return best
''', "alphabeta_value", "passed"),
    ("alpha-beta: right, leaves tested with numbers.Number", "alphabeta", "alphabeta", '''
import numbers
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if isinstance(tree, numbers.Number):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        cv = child if isinstance(child, numbers.Number) else alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            if cv > v: v = cv
            if v >= beta: break
            if v > alpha: alpha = v
        else:
            if cv < v: v = cv
            if v <= alpha: break
            if v < beta: beta = v
    return v
''', "alphabeta_value", "passed"),
]

ATTEMPTS = LESSON_08 + LESSON_09
