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

#: Every attempt above.
ATTEMPTS = LESSON_09 + LESSON_11
