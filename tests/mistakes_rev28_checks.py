"""A twenty-eighth reviewer's attempts (/tmp/rev28, lesson 09) that passed their check or got no
hint, as they wrote them, each with a second learner-style form of the same mistake.

Same form as tests/mistakes_rev22.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 09: alpha-beta ---------------------------------------------------------------------

_AB = '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if {LEAF}:
        return tree
    if maximizing:
        v = -math.inf
        for child in tree:
            v = max(v, alphabeta_value(child, alpha, beta, False))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for child in tree:
        v = min(v, alphabeta_value(child, alpha, beta, True))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
'''


def _ab(leaf="not isinstance(tree, list)", alpha="alpha = max(alpha, v)",
        beta="beta = min(beta, v)"):
    return (_AB.replace("{LEAF}", leaf).replace("alpha = max(alpha, v)", alpha)
            .replace("beta = min(beta, v)", beta))


LESSON_09 = [
    ("alphabeta: right (the reviewer's)", "alphabeta", "alphabeta", _ab(), "alphabeta_value",
     "passed"),
    ("alphabeta: a leaf is an int or a float", "alphabeta", "alphabeta",
     _ab(leaf="isinstance(tree, (int, float))"), "alphabeta_value", "passed"),
    ("alphabeta: alpha = v and beta = v (the reviewer's)", "alphabeta", "alphabeta",
     _ab(alpha="alpha = v", beta="beta = v"), "alphabeta_value", ["bound-replaced"]),
    ("alphabeta: only alpha = v (the reviewer's)", "alphabeta", "alphabeta",
     _ab(alpha="alpha = v"), "alphabeta_value", ["bound-replaced"]),
    ("alphabeta: only beta = v", "alphabeta", "alphabeta", _ab(beta="beta = v"),
     "alphabeta_value", ["bound-replaced"]),
    # the same slip in one loop, the bound set first and tested against the other
    ("alphabeta: the bound set to v first, then alpha >= beta", "alphabeta", "alphabeta", '''
def alphabeta_value(node, alpha=float("-inf"), beta=float("inf"), maximizing=True):
    if not isinstance(node, list):
        return node
    best = float("-inf") if maximizing else float("inf")
    for child in node:
        value = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            best = max(best, value)
            alpha = best
        else:
            best = min(best, value)
            beta = best
        if alpha >= beta:
            break
    return best
''', "alphabeta_value", ["bound-replaced"]),
    # the bound set to the last child's value: the check's cases show it as the slip above
    ("alphabeta: the bound set to the last child's value", "alphabeta", "alphabeta",
     _ab().replace("v = max(v, alphabeta_value(child, alpha, beta, False))",
                   "value = alphabeta_value(child, alpha, beta, False)\n            "
                   "v = max(v, value)")
          .replace("v = min(v, alphabeta_value(child, alpha, beta, True))",
                   "value = alphabeta_value(child, alpha, beta, True)\n        v = min(v, value)")
          .replace("alpha = max(alpha, v)", "alpha = value")
          .replace("beta = min(beta, v)", "beta = value"),
     "alphabeta_value", ["bound-replaced"]),
    ("alphabeta: leaf test isinstance(tree, int) (the reviewer's)", "alphabeta", "alphabeta",
     _ab(leaf="isinstance(tree, int)"), "alphabeta_value", ["int-leaves-only"]),
    ("alphabeta: leaf test for a number, numbers.Integral", "alphabeta", "alphabeta",
     "import numbers\n" + _ab(leaf="isinstance(tree, numbers.Integral)"), "alphabeta_value",
     ["int-leaves-only"]),
]

ATTEMPTS = LESSON_09
