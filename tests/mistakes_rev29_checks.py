"""A twenty-ninth reviewer's attempts (/tmp/rev29, lessons 11 and 12) that passed their check
or got no hint, as they wrote them, each with a second learner-style form of the same mistake.

Same form as tests/mistakes_rev22.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other; ``[]``: it fails, with the first difference only).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 11: expectimax on Max, Min and Chance nodes -----------------------------------------

_EX = '''
def expectimax_value(node):
    if isinstance(node, Chance):
        n = len(node.children)
        probs = node.probs or [1 / n] * n
        return sum(p * expectimax_value(c) for p, c in zip(probs, node.children))
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    return node
'''
_MIN = "        return min(expectimax_value(c) for c in node.children)"
_MAX = "        return max(expectimax_value(c) for c in node.children)"
_INNER = "isinstance(c, (Max, Min, Chance))"


def _ex(minimum=_MIN, maximum=_MAX, odds="node.probs or [1 / n] * n"):
    return (_EX.replace(_MIN, minimum).replace(_MAX, maximum)
            .replace("node.probs or [1 / n] * n", odds))


LESSON_11 = [
    ("expectimax-weighted: right (the reviewer's)", "expectimax", "expectimax-weighted", _ex(),
     "expectimax_value", "passed"),
    ("expectimax-weighted: MIN forgets to recurse, min(node.children) (the reviewer's)",
     "expectimax", "expectimax-weighted", _ex(minimum="        return min(node.children)"),
     "expectimax_value", ["returns-node"]),
    ("expectimax-weighted: MIN reads its children as they are, sorted", "expectimax",
     "expectimax-weighted", _ex(minimum="        return sorted(node.children)[0]"),
     "expectimax_value", ["returns-node"]),
    # no hint can name these (each is its own odd rule); the case shows the first difference
    ("expectimax-weighted: MIN values only its first inner child (the reviewer's)", "expectimax",
     "expectimax-weighted", _ex(minimum=(
         f"        vals = [c if not {_INNER} else expectimax_value(c) for c in "
         f"node.children[:1]] + [c for c in node.children[1:] if not {_INNER}]\n"
         "        return min(vals)")), "expectimax_value", []),
    ("expectimax-weighted: MIN takes a chance child's first outcome (the reviewer's)",
     "expectimax", "expectimax-weighted", _ex(minimum=(
         "        return min(expectimax_value(c.children[0]) if isinstance(c, Chance) else "
         "expectimax_value(c) for c in node.children)")), "expectimax_value", []),
    ("expectimax-weighted: MIN skips its MAX children (the reviewer's)", "expectimax",
     "expectimax-weighted", _ex(minimum=(
         "        return min(expectimax_value(c) for c in node.children if not isinstance(c, "
         "Max)) if any(not isinstance(c, Max) for c in node.children) else 0")),
     "expectimax_value", []),
    ("expectimax-weighted: MIN skips its chance children", "expectimax", "expectimax-weighted",
     _ex(minimum=("        return min(expectimax_value(c) for c in node.children "
                  "if not isinstance(c, Chance))")), "expectimax_value", []),
    ("expectimax-weighted: MAX skips its MIN children", "expectimax", "expectimax-weighted",
     _ex(maximum=("        return max(expectimax_value(c) for c in node.children "
                  "if not isinstance(c, Min))")), "expectimax_value", []),
    ("expectimax-weighted: equal odds 1 // n (the reviewer's)", "expectimax",
     "expectimax-weighted", _ex(odds="node.probs if node.probs is not None else [1 // n] * n"),
     "expectimax_value", ["probs-none"]),
    ("expectimax-weighted: equal odds 1 // len(node.children) in the loop", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, (int, float)):
        return node
    values = [expectimax_value(child) for child in node.children]
    if isinstance(node, Max):
        return max(values)
    if isinstance(node, Min):
        return min(values)
    total = 0
    for i, value in enumerate(values):
        p = node.probs[i] if node.probs is not None else 1 // len(node.children)
        total += p * value
    return total
''', "expectimax_value", ["probs-none"]),
    # the game form: MIN's moves to MAX's states skipped
    ("expectimax-game: MIN skips the moves to MAX's states", "expectimax", "expectimax-game", '''
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    who = game.player(state)
    moves = game.actions(state)
    if who == "chance":
        return sum(game.probability(state, a) * expectimax_game(game, game.result(state, a))
                   for a in moves)
    kids = [game.result(state, a) for a in moves]
    if who == game.players[0]:
        return max(expectimax_game(game, s) for s in kids)
    kept = [s for s in kids if game.terminal(s) or game.player(s) != game.players[0]]
    return min(expectimax_game(game, s) for s in (kept or kids))
''', "expectimax_game", []),
]

# -- lesson 12: max^n, the turns the wrong way round --------------------------------------------

LESSON_12 = [
    ("maxn: turn order reversed, player - 1 (the reviewer's)", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list):
        return node
    nxt = player - 1 if player > 1 else n
    return max((maxn_value(c, nxt, n) for c in node), key=lambda u: u[player - 1])
''', "maxn_value", ["turns-reversed"]),
    ("maxn: turn order reversed, (player - 2) % n + 1", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if isinstance(node, tuple):
        return node
    best = None
    for child in node:
        v = maxn_value(child, (player - 2) % n + 1, n)
        if best is None or v[player - 1] > best[player - 1]:
            best = v
    return best
''', "maxn_value", ["turns-reversed"]),
]

ATTEMPTS = LESSON_11 + LESSON_12
