"""A thirtieth reviewer's attempts (/tmp/rev30, lessons 11 and 13) that failed their check with
no hint, as they wrote them, each with a second learner-style form of the same mistake.

Same form as tests/mistakes_rev22.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other; ``[]``: it fails, with the first difference only).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 11: expectimax on Max, Min and Chance nodes -----------------------------------------

_EV = '''
def expectimax_value(node):
    if isinstance(node, Max):
        return {MAX}
    if isinstance(node, Min):
        return {MIN}
    if isinstance(node, Chance):
        probs = node.probs if node.probs is not None else [1 / len(node.children)] * len(node.children)
        return {CHANCE}
    return node
'''


def _ev(maximum="max(expectimax_value(c) for c in node.children)",
        minimum="min(expectimax_value(c) for c in node.children)",
        chance="sum(p * expectimax_value(c) for p, c in zip(probs, node.children))"):
    return _EV.replace("{MAX}", maximum).replace("{MIN}", minimum).replace("{CHANCE}", chance)


_FIRST = "expectimax_value(node.children[0])"

#: The same mistakes with a loop whose ``return`` is indented inside it (it leaves after the
#: first child).
_LOOPED = '''
def expectimax_value(node):
    if not isinstance(node, (Max, Min, Chance)):
        return node
    if isinstance(node, Chance):
        probs = node.probs if node.probs is not None else [1 / len(node.children)] * len(node.children)
        return sum(p * expectimax_value(c) for p, c in zip(probs, node.children))
    best = -math.inf if isinstance(node, Max) else math.inf
    for child in node.children:
        value = expectimax_value(child)
        if isinstance(node, Max):
            best = max(best, value)
        else:
            best = min(best, value)
        {RETURN}
    return best
'''

LESSON_11_TREES = [
    ("expectimax-weighted: right, a dispatch table and Fraction odds (the reviewer's)",
     "expectimax", "expectimax-weighted", '''
from fractions import Fraction
def _chance(node):
    n = len(node.children)
    probs = node.probs or [Fraction(1, n)] * n
    total = 0
    for i, child in enumerate(node.children):
        total += probs[i] * expectimax_value(child)
    return float(total)
_KIND = {Max: lambda n: max(map(expectimax_value, n.children)),
         Min: lambda n: min(map(expectimax_value, n.children)),
         Chance: _chance}
def expectimax_value(node):
    for kind, f in _KIND.items():
        if isinstance(node, kind):
            return f(node)
    return node
''', "expectimax_value", "passed"),
    ("expectimax-weighted: chance takes its first child only (the reviewer's)", "expectimax",
     "expectimax-weighted", _ev(chance=_FIRST), "expectimax_value", ["first-child-only"]),
    ("expectimax-weighted: chance takes node.children[0] without its probability", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, (int, float)):
        return node
    if isinstance(node, Chance):
        first = node.children[0]
        return expectimax_value(first)
    values = [expectimax_value(c) for c in node.children]
    return max(values) if isinstance(node, Max) else min(values)
''', "expectimax_value", ["first-child-only"]),
    ("expectimax-weighted: MAX takes its first child only (the reviewer's)", "expectimax",
     "expectimax-weighted", _ev(maximum=_FIRST), "expectimax_value", ["first-child-only"]),
    ("expectimax-weighted: MAX returns inside its loop", "expectimax", "expectimax-weighted",
     _LOOPED.replace("{RETURN}", "if isinstance(node, Max):\n            return best"),
     "expectimax_value", ["first-child-only"]),
    ("expectimax-weighted: MIN takes its first child only (the reviewer's)", "expectimax",
     "expectimax-weighted", _ev(minimum=_FIRST), "expectimax_value", ["first-child-only"]),
    ("expectimax-weighted: MIN returns inside its loop", "expectimax", "expectimax-weighted",
     _LOOPED.replace("{RETURN}", "if isinstance(node, Min):\n            return best"),
     "expectimax_value", ["first-child-only"]),
    ("expectimax-weighted: MAX and MIN return inside their loop", "expectimax",
     "expectimax-weighted", _LOOPED.replace("{RETURN}", "return best"), "expectimax_value",
     ["first-child-only"]),
    ("expectimax-weighted: chance returns inside its loop, p * value of the first child",
     "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        n = len(node.children)
        probs = node.probs if node.probs is not None else [1 / n] * n
        total = 0
        for p, c in zip(probs, node.children):
            total += p * expectimax_value(c)
            return total
    return node
''', "expectimax_value", ["first-child-only"]),
]

_EG = '''
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    if game.player(state) == CHANCE:
        return {CHANCE}
    vals = [expectimax_game(game, game.result(state, a)) for a in game.actions(state)]
    if game.player(state) == game.players[0]:
        return {MAX}
    return {MIN}
'''
_WEIGHTED = ("sum(game.probability(state, a) * expectimax_game(game, game.result(state, a)) "
             "for a in game.actions(state))")
_SHALLOW = "{}(game.value(game.result(state, a)) for a in game.actions(state))"


def _eg(maximum="max(vals)", minimum="min(vals)", chance=_WEIGHTED):
    return ("from searchlib.games.base import CHANCE\n" + _EG.replace("{CHANCE}", chance)
            .replace("{MAX}", maximum).replace("{MIN}", minimum))


#: A learner's second form: the children's states first, then one branch per kind of state.
_GAME_LOOP = '''
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    who = game.player(state)
    children = [game.result(state, a) for a in game.actions(state)]
    if who == "chance":
        {CHANCE}
    if who == game.players[0]:
        {MAX}
    {MIN}
'''


def _game_loop(maximum="return max(expectimax_game(game, s) for s in children)",
               minimum="return min(expectimax_game(game, s) for s in children)",
               chance=("return sum(game.probability(state, a) * expectimax_game(game, s)\n"
                       "                   for a, s in zip(game.actions(state), children))")):
    return (_GAME_LOOP.replace("{CHANCE}", chance).replace("{MAX}", maximum)
            .replace("{MIN}", minimum))


LESSON_11_GAMES = [
    ("expectimax-game: right, a helper per outcome and math.fsum (the reviewer's)", "expectimax",
     "expectimax-game", '''
import math as _m
def _outcome(game, state, a):
    return expectimax_game(game, game.result(state, a))
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    who = game.player(state)
    acts = list(game.actions(state))
    if who == "chance":
        return _m.fsum(game.probability(state, a) * _outcome(game, state, a) for a in acts)
    best = None
    for a in acts:
        v = _outcome(game, state, a)
        if best is None or (v > best if who == game.players[0] else v < best):
            best = v
    return best
''', "expectimax_game", "passed"),
    # the players' states that do not search below their moves
    ("expectimax-game: MIN takes game.value of its next states (the reviewer's)", "expectimax",
     "expectimax-game", _eg(minimum=_SHALLOW.format("min")), "expectimax_game",
     ["next-state-values"]),
    ("expectimax-game: MIN loops over game.value of its next states", "expectimax",
     "expectimax-game", _game_loop(minimum=(
         "best = None\n"
         "    for s in children:\n"
         "        v = game.value(s)\n"
         "        if best is None or v < best:\n"
         "            best = v\n"
         "    return best")), "expectimax_game", ["next-state-values"]),
    ("expectimax-game: MAX takes game.value of its next states (the reviewer's)", "expectimax",
     "expectimax-game", _eg(maximum=_SHALLOW.format("max")), "expectimax_game",
     ["next-state-values"]),
    ("expectimax-game: MAX and MIN take game.value of their next states", "expectimax",
     "expectimax-game", _game_loop(maximum="return max(game.value(s) for s in children)",
                                   minimum="return min(game.value(s) for s in children)"),
     "expectimax_game", ["next-state-values"]),
    # equal odds of 1 // n
    ("expectimax-game: chance weighs each outcome 1 // n (the reviewer's)", "expectimax",
     "expectimax-game", _eg(chance=(
         "sum((1 // len(game.actions(state))) * expectimax_game(game, game.result(state, a)) "
         "for a in game.actions(state))")), "expectimax_game", ["floor-odds"]),
    ("expectimax-game: chance weighs each outcome 1 // n in a loop", "expectimax",
     "expectimax-game", _game_loop(chance=(
         "total = 0\n"
         "        for s in children:\n"
         "            total += expectimax_game(game, s) * (1 // len(children))\n"
         "        return total")), "expectimax_game", ["floor-odds"]),
    # the first move only
    ("expectimax-game: chance takes its first outcome only (the reviewer's)", "expectimax",
     "expectimax-game", _eg(chance=(
         "expectimax_game(game, game.result(state, game.actions(state)[0]))")),
     "expectimax_game", ["first-child-only"]),
    ("expectimax-game: chance returns inside its loop, unweighted", "expectimax",
     "expectimax-game", _game_loop(chance=(
         "for s in children:\n"
         "            return expectimax_game(game, s)")), "expectimax_game",
     ["first-child-only"]),
    ("expectimax-game: chance returns inside its loop, weighted", "expectimax",
     "expectimax-game", _game_loop(chance=(
         "total = 0\n"
         "        for a in game.actions(state):\n"
         "            total += game.probability(state, a) * expectimax_game(game, "
         "game.result(state, a))\n"
         "            return total")), "expectimax_game", ["first-child-only"]),
    ("expectimax-game: MAX and MIN take their first move only (the reviewer's)", "expectimax",
     "expectimax-game", '''
from searchlib.games.base import CHANCE
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    if game.player(state) == CHANCE:
        return sum(game.probability(state, a) * expectimax_game(game, game.result(state, a)) for a in game.actions(state))
    return expectimax_game(game, game.result(state, game.actions(state)[0]))
''', "expectimax_game", ["first-child-only"]),
    ("expectimax-game: MAX and MIN return inside their loop", "expectimax", "expectimax-game",
     _game_loop(maximum=(
         "best = -math.inf\n"
         "        for s in children:\n"
         "            best = max(best, expectimax_game(game, s))\n"
         "            return best"), minimum=(
         "best = math.inf\n"
         "    for s in children:\n"
         "        best = min(best, expectimax_game(game, s))\n"
         "        return best")), "expectimax_game", ["first-child-only"]),
    ("expectimax-game: MIN takes its first move only (the reviewer's)", "expectimax",
     "expectimax-game", _eg(minimum=(
         "expectimax_game(game, game.result(state, list(game.actions(state))[0]))")),
     "expectimax_game", ["first-child-only"]),
    ("expectimax-game: MIN returns inside its loop", "expectimax", "expectimax-game",
     _game_loop(minimum=(
         "best = math.inf\n"
         "    for s in children:\n"
         "        best = min(best, expectimax_game(game, s))\n"
         "        return best")), "expectimax_game", ["first-child-only"]),
    ("expectimax-game: MAX takes its first move only", "expectimax", "expectimax-game",
     _eg(maximum="expectimax_game(game, game.result(state, game.actions(state)[0]))"),
     "expectimax_game", ["first-child-only"]),
]

# -- lesson 13: the search from both ends, the target's half in reverse order --------------------

_BOTH = '''
def _build(fwd, bwd, meet):
    left, x = [], meet
    while fwd[x] is not None:
        m, p = fwd[x]
        left.append((m, x))
        x = p
    left.reverse()
    right, x = [], meet
    while bwd[x] is not None:
        m, q = bwd[x]
        {RIGHT}
        x = q
    {AFTER}
    return left + right

def shortest_path_both(source, target):
    if source == target:
        return []
    fwd, bwd = {source: None}, {target: None}
    f_layer, b_layer = [source], [target]
    turn = 0
    while f_layer and b_layer:
        grow_f = {CHOOSE}
        turn += 1
        grow, other, layer = (fwd, bwd, f_layer) if grow_f else (bwd, fwd, b_layer)
        other_layer = set(b_layer if grow_f else f_layer)
        nxt, meet = [], None
        for p in layer:
            for m, q in sorted(neighbors_for_person(p)):
                if q not in grow:
                    grow[q] = (m, p)
                    nxt.append(q)
                    if meet is None and {MEETS}:
                        meet = q
            if meet is not None and {STOP}:
                break
        if meet is not None:
            return _build(fwd, bwd, meet)
        if grow_f:
            f_layer = nxt
        else:
            b_layer = nxt
    return None
'''


def _both(right="right.append((m, q))", after="pass", choose="len(f_layer) <= len(b_layer)",
          meets="q in other", stop="True"):
    return (_BOTH.replace("{RIGHT}", right).replace("{AFTER}", after)
            .replace("{CHOOSE}", choose).replace("{MEETS}", meets).replace("{STOP}", stop))


LESSON_13 = [
    ("shortest-path-both: right, the reviewer's layers", "degrees", "shortest-path-both",
     _both(), "shortest_path_both", "passed"),
    # the reviewer's right but unusual ones: still passed
    ("shortest-path-both: right, taking turns (the reviewer's)", "degrees",
     "shortest-path-both", _both(choose="turn % 2 == 0"), "shortest_path_both", "passed"),
    ("shortest-path-both: right, the target's side on a tie (the reviewer's)", "degrees",
     "shortest-path-both", _both(choose="len(f_layer) < len(b_layer)"), "shortest_path_both",
     "passed"),
    ("shortest-path-both: right, finishing the layer (the reviewer's)", "degrees",
     "shortest-path-both", _both(stop="False"), "shortest_path_both", "passed"),
    ("shortest-path-both: right, meeting tested against the other side's last layer (the "
     "reviewer's)", "degrees", "shortest-path-both", _both(meets="q in other_layer"),
     "shortest_path_both", "passed"),
    # the mistake, after each of those right searches too
    *[(f"shortest-path-both: the target's half, right pairs, reversed, {how}", "degrees",
       "shortest-path-both", _both(after="right.reverse()", **switches), "shortest_path_both",
       ["target-half-reversed"])
      for how, switches in (("taking turns", {"choose": "turn % 2 == 0"}),
                            ("the target's side on a tie",
                             {"choose": "len(f_layer) < len(b_layer)"}),
                            ("finishing the layer", {"stop": "False"}))],
    ("shortest-path-both: the target's half, right pairs, reversed (the reviewer's)", "degrees",
     "shortest-path-both", _both(after="right.reverse()"), "shortest_path_both",
     ["target-half-reversed"]),
    ("shortest-path-both: the target's half, right pairs, each put in front", "degrees",
     "shortest-path-both", _both(right="right.insert(0, (m, q))"), "shortest_path_both",
     ["target-half-reversed"]),
    # the existing hint for the pairs also built wrong still holds
    ("shortest-path-both: the target's half built like the source's (the reviewer's)",
     "degrees", "shortest-path-both", _both(right="right.append((m, x))",
                                            after="right.reverse()"),
     "shortest_path_both", ["target-half-backwards"]),
]

ATTEMPTS = LESSON_11_TREES + LESSON_11_GAMES + LESSON_13
