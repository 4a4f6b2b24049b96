"""A fourth reviewer's attempts at the self-checks of lessons 08-12, as they wrote them.

Same form as tests/mistakes_review_games.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

LESSON_11 = [
    ("expectimax: a child's probability found by children.index(child)", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min): return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        n = len(node.children)
        total = 0
        for c in node.children:
            p = node.probs[node.children.index(c)] if node.probs is not None else 1 / n
            total += p * expectimax_value(c)
        return total
    return node
''', "expectimax_value", ["probs-by-search"]),
    ("expectimax: the probabilities in a dict keyed by repr(child)", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min): return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        ps = node.probs or [1 / len(node.children)] * len(node.children)
        odds = {repr(c): p for c, p in zip(node.children, ps)}
        return sum(odds[repr(c)] * expectimax_value(c) for c in node.children)
    return node
''', "expectimax_value", []),
    ("expectimax: the probabilities in dict(zip(children, probs))", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min): return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        ps = node.probs or [1 / len(node.children)] * len(node.children)
        odds = dict(zip(node.children, ps))
        return sum(p * expectimax_value(c) for c, p in odds.items())
    return node
''', "expectimax_value", ["unhashable-node"]),
    ("expectimax: a leaf is an int (isinstance(node, int))", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, int): return node
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min): return min(expectimax_value(c) for c in node.children)
    ps = node.probs if node.probs is not None else [1 / len(node.children)] * len(node.children)
    return sum(p * expectimax_value(c) for p, c in zip(ps, node.children))
''', "expectimax_value", ["int-leaves-only"]),
    ("expectimax: right, probabilities by enumerate", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min): return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        k = len(node.children)
        return sum((node.probs[i] if node.probs else 1 / k) * expectimax_value(c)
                   for i, c in enumerate(node.children))
    return node
''', "expectimax_value", "passed"),
]

LESSON_09 = [
    ("alpha-beta: negamax passing (-alpha, -beta) down", "alphabeta", "alphabeta", '''
def _nab2(t, a, b, color):
    if not isinstance(t, list): return color * t
    v = -math.inf
    for c in t:
        v = max(v, -_nab2(c, -a, -b, -color))
        a = max(a, v)
        if a >= b: break
    return v
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if maximizing: return _nab2(tree, alpha, beta, 1)
    return -_nab2(tree, -beta, -alpha, -1)
''', "alphabeta_value", ["swapped"]),
    ("alpha-beta: right, negamax passing (-beta, -alpha) down", "alphabeta", "alphabeta", '''
def _nab(t, a, b, color):
    if not isinstance(t, list): return color * t
    v = -math.inf
    for c in t:
        v = max(v, -_nab(c, -b, -a, -color))
        a = max(a, v)
        if a >= b: break
    return v
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if maximizing: return _nab(tree, alpha, beta, 1)
    return -_nab(tree, -beta, -alpha, -1)
''', "alphabeta_value", "passed"),
    ("alpha-beta: MAX updates beta and MIN alpha", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    if maximizing:
        v = -math.inf
        for c in tree:
            v = max(v, alphabeta_value(c, alpha, beta, False))
            if v >= beta: break
            beta = min(beta, v)
        return v
    v = math.inf
    for c in tree:
        v = min(v, alphabeta_value(c, alpha, beta, True))
        if v <= alpha: break
        alpha = max(alpha, v)
    return v
''', "alphabeta_value", ["swapped"]),
]
LESSON_08 = [
    ("minimax: MAX at the root whatever maximizing says", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    def mx(t):
        if not isinstance(t, list): return t
        return max(mn(c) for c in t)
    def mn(t):
        if not isinstance(t, list): return t
        return min(mx(c) for c in t)
    return mx(tree)
''', "minimax_value", ["root-flag-ignored"]),
    ("minimax: negamax, not negated back for MIN at the root", "minimax", "minimax", '''
def _nm(t, color):
    if not isinstance(t, list): return color * t
    return max(-_nm(c, -color) for c in t)
def minimax_value(tree, maximizing=True):
    return _nm(tree, 1 if maximizing else -1)
''', "minimax_value", ["negated"]),
    ("minimax: right, negamax negated back", "minimax", "minimax", '''
def _nm(t, color):
    if not isinstance(t, list): return color * t
    return max(-_nm(c, -color) for c in t)
def minimax_value(tree, maximizing=True):
    color = 1 if maximizing else -1
    return color * _nm(tree, color)
''', "minimax_value", "passed"),
]

LESSON_09_CUTS = [
    ("alpha-beta: MIN nodes never cut", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    if maximizing:
        v = -math.inf
        for c in tree:
            v = max(v, alphabeta_value(c, alpha, beta, False))
            if v >= beta: break
            alpha = max(alpha, v)
        return v
    v = math.inf
    for c in tree:
        v = min(v, alphabeta_value(c, alpha, beta, True))
        beta = min(beta, v)
    return v
''', "alphabeta_value", ["min-never-cuts"]),
    ("alpha-beta: MAX nodes never cut", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    if maximizing:
        v = -math.inf
        for c in tree:
            v = max(v, alphabeta_value(c, alpha, beta, False))
            alpha = max(alpha, v)
        return v
    v = math.inf
    for c in tree:
        v = min(v, alphabeta_value(c, alpha, beta, True))
        if v <= alpha: break
        beta = min(beta, v)
    return v
''', "alphabeta_value", ["max-never-cuts"]),
]

LESSON_10 = [
    ("depth-limited: depth counted in rounds (only MIN's moves count)", "evaluation",
     "depth-limited-minimax", '''
def depth_limited_value(game, state, depth, evaluate):
    if game.terminal(state): return game.value(state)
    if depth == 0: return evaluate(state)
    is_max = game.player(state) == game.players[0]
    nd = depth if is_max else depth - 1
    vals = [depth_limited_value(game, game.result(state, a), nd, evaluate)
            for a in game.actions(state)]
    return max(vals) if is_max else min(vals)
''', "depth_limited_value", ["rounds"]),
    ("depth-limited: 2 * depth plies", "evaluation", "depth-limited-minimax", '''
def depth_limited_value(game, state, depth, evaluate):
    def go(s, plies):
        if game.terminal(s): return game.value(s)
        if plies == 0: return evaluate(s)
        vals = [go(game.result(s, a), plies - 1) for a in game.actions(s)]
        return max(vals) if game.player(s) == game.players[0] else min(vals)
    return go(state, 2 * depth)
''', "depth_limited_value", ["rounds"]),
]

LESSON_12 = [
    ("max^n: the next player is 3 - player", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return node
    return max((maxn_value(c, 3 - player, n) for c in node), key=lambda u: u[player - 1])
''', "maxn_value", ["two-players"]),
    ("max^n: each player maximises its own entry minus the others'", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return node
    return max((maxn_value(c, player % n + 1, n) for c in node),
               key=lambda u: 2 * u[player - 1] - sum(u))
''', "maxn_value", []),
]

#: Every attempt above.
ATTEMPTS = LESSON_08 + LESSON_09 + LESSON_09_CUTS + LESSON_10 + LESSON_11 + LESSON_12
