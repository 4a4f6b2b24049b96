"""A twenty-second reviewer's attempts (/tmp/rev22, lessons 10-17) that failed their check with
no hint, as they wrote them, each with a second learner-style form of the same mistake.

Same form as tests/mistakes_rev21_hints.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id,
cell source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake
keys the report must name (and no other).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 15: IDA* ---------------------------------------------------------------------------

_IDA = '''
import math
def my_idastar(problem):
    bound = problem.h(problem.initial)
    path = [problem.initial]
    def search(g):
        state = path[-1]
        f = g + problem.h(state)
        {CUT}
        if problem.is_goal(state):
            return list(path)
        smallest = math.inf
        for _, child, cost in problem.successors(state):
            if {SEEN}:
                continue
            path.append(child){MARK}
            t = search(g + cost)
            if isinstance(t, list):
                return t
            path.pop()
            smallest = min(smallest, t)
        return smallest
    while True:
        {RESET}t = search(0)
        if isinstance(t, list):
            return t
        if t == math.inf:
            return None
        bound = t
'''


def _ida(cut="if f > bound: return f", seen="child in path", mark="", reset=""):
    return (_IDA.replace("{CUT}", cut).replace("{SEEN}", seen).replace("{MARK}", mark)
            .replace("{RESET}", reset))


_WITH_SEEN = "def my_idastar(problem):\n"

LESSON_15 = [
    ("idastar: right (the reviewer's)", "beyond_astar", "idastar", _ida(), "my_idastar",
     "passed"),
    ("idastar: cut at f >= bound, sparing the start (the reviewer's)", "beyond_astar", "idastar",
     _ida(cut="if f >= bound and len(path) > 1: return f"), "my_idastar",
     ["cut-at-bound-not-start"]),
    ("idastar: cut at f >= bound unless g is 0, pairs on the frontier", "beyond_astar",
     "idastar", '''
import math
def my_idastar(problem):
    start = problem.initial
    bound = problem.h(start)
    while True:
        nxt = math.inf
        stack = [(start, 0, [start])]
        while stack:
            state, g, path = stack.pop()
            f = g + problem.h(state)
            if g > 0 and f >= bound:
                nxt = min(nxt, f)
                continue
            if problem.is_goal(state):
                return path
            kids = [(c, cost) for _, c, cost in problem.successors(state) if c not in path]
            for child, cost in reversed(kids):
                stack.append((child, g + cost, path + [child]))
        if nxt == math.inf:
            return None
        bound = nxt
''', "my_idastar", ["cut-at-bound-not-start"]),
    ("idastar: a seen set made once, never emptied (the reviewer's)", "beyond_astar", "idastar",
     _ida(seen="child in seen", mark="; seen.add(child)").replace(
         _WITH_SEEN, _WITH_SEEN + "    seen = {problem.initial}\n"), "my_idastar",
     ["reached-never-emptied"]),
    ("idastar: a module-level seen set, emptied only at each call", "beyond_astar", "idastar",
     "seen = set()\n" + _ida(seen="child in seen", mark="\n            seen.add(child)").replace(
         _WITH_SEEN, _WITH_SEEN + "    seen.clear()\n    seen.add(problem.initial)\n"),
     "my_idastar", ["reached-never-emptied"]),
    # made once for good (a module-level set never emptied, or a default argument): the
    # second call differs from the first, and that is what the report says
    ("idastar: a module-level seen set, never emptied", "beyond_astar", "idastar",
     "seen = set()\n" + _ida(seen="child in seen", mark="; seen.add(child)").replace(
         _WITH_SEEN, _WITH_SEEN + "    seen.add(problem.initial)\n"), "my_idastar",
     ["keeps-state"]),
    ("idastar: a seen set as a default argument", "beyond_astar", "idastar",
     _ida(seen="child in seen", mark="; seen.add(child)").replace(
         _WITH_SEEN, "def my_idastar(problem, seen=set()):\n    seen.add(problem.initial)\n"),
     "my_idastar", ["keeps-state"]),
    ("idastar: a seen set emptied at each contour (hinted before)", "beyond_astar", "idastar",
     _ida(seen="child in seen", mark="; seen.add(child)",
          reset="seen.clear(); seen.add(problem.initial)\n        ").replace(
         _WITH_SEEN, _WITH_SEEN + "    seen = set()\n"), "my_idastar", ["global-reached"]),
]


# -- lesson 12: max^n, the best started from a tuple of low scores ----------------------------

_MAXN = '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list):
        return node
    {INIT}
    for child in node:
        v = maxn_value(child, player % n + 1, n)
        if {CMP}:
            best = v
    return best
'''


def _maxn(init, cmp="v[player - 1] > best[player - 1]"):
    return _MAXN.replace("{INIT}", init).replace("{CMP}", cmp)


LESSON_12 = [
    ("maxn: best from (-1000,) * n (the reviewer's)", "maxn", "maxn",
     _maxn("best = (-1000,) * n"), "maxn_value", ["tuple-start"]),
    ("maxn: best from (-1000, -1000, -1000) (the reviewer's)", "maxn", "maxn",
     _maxn("best = (-1000, -1000, -1000)"), "maxn_value", ["tuple-start"]),
    ("maxn: best from a tuple of -1s, by index", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if isinstance(node, tuple):
        return node
    best = tuple(-1 for _ in range(n))
    i = player - 1
    for child in node:
        value = maxn_value(child, player % n + 1, n)
        if value[i] > best[i]:
            best = value
    return best
''', "maxn_value", ["tuple-start"]),
    ("maxn: best from (-100, -100, -100)", "maxn", "maxn", _maxn("best = (-100, -100, -100)"),
     "maxn_value", ["tuple-start"]),
    ("maxn: right, best = None (the reviewer's)", "maxn", "maxn",
     _maxn("best = None", "best is None or v[player - 1] > best[player - 1]"), "maxn_value",
     "passed"),
    ("maxn: right, best from a tuple of -inf", "maxn", "maxn",
     _maxn("best = (float('-inf'),) * n"), "maxn_value", "passed"),
]

ATTEMPTS = LESSON_15 + LESSON_12

# -- lesson 13: None for the same person (no hint: the first difference says it plainly) --------

_DEGREES = '''
from collections import deque
def shortest_path(source, target):
    if source == target:
        return []
    parent = {source: None}
    frontier = deque([source])
    while frontier:
        person = frontier.popleft()
        for movie, star in neighbors_for_person(person):
            if star in parent:
                continue
            parent[star] = (movie, person)
            if star == target:
                path = []
                while parent[star] is not None:
                    movie, prev = parent[star]
                    path.append((movie, star))
                    star = prev
                return path[::-1]
            frontier.append(star)
    return None
'''

LESSON_13 = [
    ("shortest-path: right (the reviewer's)", "degrees", "shortest-path", _DEGREES,
     "shortest_path", "passed"),
    ("shortest-path: None for the same person (the reviewer's)", "degrees", "shortest-path",
     _DEGREES.replace("        return []\n", "        return None\n", 1), "shortest_path", []),
    ("shortest-path: an empty path taken for no path, tested at the pop", "degrees",
     "shortest-path", '''
from collections import deque
def shortest_path(source, target):
    frontier = deque([(source, [])])
    seen = {source}
    while frontier:
        person, path = frontier.popleft()
        if person == target:
            return path if path else None
        for movie, star in neighbors_for_person(person):
            if star not in seen:
                seen.add(star)
                frontier.append((star, path + [(movie, star)]))
    return None
''', "shortest_path", []),
]

ATTEMPTS = LESSON_15 + LESSON_12 + LESSON_13

# -- lesson 11: MIN averaged like chance ----------------------------------------------------------

LESSON_11 = [
    ("expectimax-weighted: Min averaged with Chance (the reviewer's)", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, (Min, Chance)):
        n = len(node.children); ps = getattr(node, "probs", None) or [1/n]*n
        return sum(p*expectimax_value(c) for p, c in zip(ps, node.children))
    return node
''', "expectimax_value", ["min-averaged"]),
    ("expectimax-weighted: Min's own branch takes the mean", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        values = [expectimax_value(c) for c in node.children]
        return sum(values) / len(values)
    if isinstance(node, Chance):
        probs = node.probs or [1 / len(node.children)] * len(node.children)
        return sum(p * expectimax_value(c) for p, c in zip(probs, node.children))
    return node
''', "expectimax_value", ["min-averaged"]),
    ("expectimax-game: the other player averaged (the reviewer's)", "expectimax",
     "expectimax-game", '''
def expectimax_game(game, state):
    if game.terminal(state): return game.value(state)
    acts = game.actions(state); who = game.player(state)
    if who == "chance":
        return sum(game.probability(state, a) * expectimax_game(game, game.result(state, a)) for a in acts)
    vals = [expectimax_game(game, game.result(state, a)) for a in acts]
    return max(vals) if who == game.players[0] else sum(vals)/len(vals)
''', "expectimax_game", ["min-averaged"]),
    ("expectimax-game: the other player as an unloaded die", "expectimax", "expectimax-game", '''
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    player = game.player(state)
    total = 0
    moves = game.actions(state)
    if player == game.players[0]:
        return max(expectimax_game(game, game.result(state, m)) for m in moves)
    for m in moves:
        p = game.probability(state, m) if player == "chance" else 1 / len(moves)
        total += p * expectimax_game(game, game.result(state, m))
    return total
''', "expectimax_game", ["min-averaged"]),
]

ATTEMPTS += LESSON_11
