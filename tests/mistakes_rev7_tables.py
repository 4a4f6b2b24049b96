"""A seventh reviewer's attempts at lessons 16 and 17's self-checks (the table rules and UCB1),
as they wrote them in the handout's cells.

Each entry is ``(label, lesson, exercise id, cell source, function name, expected)``:
``expected`` is ``"passed"`` for right (if unusual) code, or the list of mistake keys the
report must name, and no other (an empty list: it fails, and no hint is given).
"""

PREAMBLE = """
import math
"""


def define(source, name):
    """Run ``source`` as one notebook cell would and return its function ``name``."""
    space = {"__name__": "__main__"}
    exec(compile(PREAMBLE + source, "<cell>", "exec"), space)
    return space[name]


def _store(label, body, expected):
    return (label, "deepening", "store-kind",
            "def store_kind(value, alpha, beta):\n" + body, "store_kind", expected)


def _use(label, body, expected):
    return (label, "deepening", "can-use",
            "def can_use(entry, depth, alpha, beta):\n" + body, "can_use", expected)


def _ucb(label, body, expected):
    return (label, "mcts", "ucb-select",
            "def ucb_select(children, parent_visits, c):\n" + body, "ucb_select", expected)


STORE_KIND = [
    _store("store-kind: if/elif", """    if value >= beta:
        return 'lower'
    elif value <= alpha:
        return 'upper'
    return 'exact'
""", "passed"),
    _store("store-kind: upper tested first", """    if value <= alpha:
        return 'upper'
    if value >= beta:
        return 'lower'
    return 'exact'
""", "passed"),
    _store("store-kind: a chained comparison", """    return 'exact' if alpha < value < beta else ('lower' if value >= beta else 'upper')
""", "passed"),
    _store("store-kind: a tuple indexed by the tests", """    return ('exact', 'lower', 'upper')[(value >= beta) + 2 * (value <= alpha and value < beta)]
""", "passed"),
    _store("store-kind: a match statement", """    match (value >= beta, value <= alpha):
        case (True, _): return 'lower'
        case (_, True): return 'upper'
        case _: return 'exact'
""", "passed"),
    _store("store-kind: math.isclose at the bounds", """    if value >= beta or math.isclose(value, beta): return 'lower'
    if value <= alpha or math.isclose(value, alpha): return 'upper'
    return 'exact'
""", "passed"),
    _store("store-kind: strict < alpha", """    if value >= beta: return 'lower'
    if value < alpha: return 'upper'
    return 'exact'
""", ["strict-alpha"]),
    _store("store-kind: strict > beta", """    if value > beta: return 'lower'
    if value <= alpha: return 'upper'
    return 'exact'
""", ["strict-beta"]),
    _store("store-kind: capitalised kinds", """    if value >= beta: return 'Lower'
    if value <= alpha: return 'Upper'
    return 'Exact'
""", ["kind-spelling"]),
    _store("store-kind: 'lower bound' wording", """    if value >= beta: return 'lower bound'
    if value <= alpha: return 'upper bound'
    return 'exact'
""", ["kind-spelling"]),
    _store("store-kind: all capitals", """    if value >= beta: return 'LOWER'
    if value <= alpha: return 'UPPER'
    return 'EXACT'
""", ["kind-spelling"]),
    _store("store-kind: padded with spaces", """    if value >= beta: return ' lower '
    if value <= alpha: return ' upper '
    return ' exact '
""", ["kind-spelling"]),
    _store("store-kind: hyphenated, 'exact value'", """    if value >= beta: return 'lower-bound'
    if value <= alpha: return 'upper-bound'
    return 'exact value'
""", ["kind-spelling"]),
    _store("store-kind: 'l', 'u', 'e'", """    if value >= beta: return 'l'
    if value <= alpha: return 'u'
    return 'e'
""", []),
    _store("store-kind: capitalised and strict > beta", """    if value > beta: return 'Lower'
    if value <= alpha: return 'Upper'
    return 'Exact'
""", []),
    _store("store-kind: the window's midpoint decides", """    mid = (alpha + beta) / 2
    if value == mid: return 'exact'
    return 'lower' if value > mid else 'upper'
""", []),
    _store("store-kind: lower above the middle plus 0.31", """    if value <= alpha: return 'upper'
    if value >= beta or value >= (alpha + beta) / 2 + 0.31: return 'lower'
    return 'exact'
""", []),
]

_OK = "    d, v, k = entry\n"

CAN_USE = [
    _use("can-use: straightforward", _OK + """    if d < depth: return False
    if k == 'exact': return True
    if k == 'lower': return v >= beta
    if k == 'upper': return v <= alpha
    return False
""", "passed"),
    _use("can-use: one boolean expression", _OK + """    return d >= depth and (k == 'exact' or (k == 'lower' and v >= beta) or (k == 'upper' and v <= alpha))
""", "passed"),
    _use("can-use: a dict of lambdas", _OK + """    rule = {'exact': lambda: True, 'lower': lambda: v >= beta, 'upper': lambda: v <= alpha}
    return bool(d >= depth and rule[k]())
""", "passed"),
    _use("can-use: a match statement", _OK + """    if d < depth: return False
    match k:
        case 'exact': return True
        case 'lower': return v >= beta
        case 'upper': return v <= alpha
    return False
""", "passed"),
    _use("can-use: lower() and startswith", _OK + """    k = k.lower()
    if d < depth: return False
    return k.startswith('e') or (k.startswith('l') and v >= beta) or (k.startswith('u') and v <= alpha)
""", "passed"),
    _use("can-use: a numpy bool", """    import numpy as np
""" + _OK + """    return np.bool_(d >= depth and (k == 'exact' or (k == 'lower' and v >= beta) or (k == 'upper' and v <= alpha)))
""", "passed"),
    _use("can-use: the upper bound branch has no depth test", _OK + """    if k == 'upper': return v <= alpha
    return d >= depth and (k == 'exact' or (k == 'lower' and v >= beta))
""", []),
    _use("can-use: the upper bound needs d > depth", _OK + """    return d >= depth and (k == 'exact' or (k == 'lower' and v >= beta)) or (d > depth and k == 'upper' and v <= alpha)
""", []),
    _use("can-use: the lower bound needs d > depth", _OK + """    if k == 'exact': return d >= depth
    if k == 'lower': return d > depth and v >= beta
    return d >= depth and v <= alpha
""", []),
    _use("can-use: the bounds ignore the depth", _OK + """    if k == 'exact': return d >= depth
    return (k == 'lower' and v >= beta) or (k == 'upper' and v <= alpha)
""", ["bounds-any-depth"]),
    _use("can-use: 'and' before 'or' (the depth binds to exact only)", _OK + """    return d >= depth and k == 'exact' or k == 'lower' and v >= beta or k == 'upper' and v <= alpha
""", ["bounds-any-depth"]),
    _use("can-use: depth strict >", _OK + """    return d > depth and (k == 'exact' or (k == 'lower' and v >= beta) or (k == 'upper' and v <= alpha))
""", ["deeper"]),
    _use("can-use: strict > beta", _OK + """    return d >= depth and (k == 'exact' or (k == 'lower' and v > beta) or (k == 'upper' and v <= alpha))
""", ["strict-beta"]),
    _use("can-use: strict < alpha", _OK + """    return d >= depth and (k == 'exact' or (k == 'lower' and v >= beta) or (k == 'upper' and v < alpha))
""", ["strict-alpha"]),
    _use("can-use: kinds compared with capitals", _OK + """    return d >= depth and (k == 'Exact' or (k == 'Lower' and v >= beta) or (k == 'Upper' and v <= alpha))
""", ["never"]),
    _use("can-use: always False", """    return False
""", ["never"]),
    _use("can-use: the entry unpacked (value, depth, kind)", """    v, d, k = entry
    return d >= depth and (k == 'exact' or (k == 'lower' and v >= beta) or (k == 'upper' and v <= alpha))
""", ["unpacked"]),
    _use("can-use: the upper bound compared with beta", _OK + """    return d >= depth and (k == 'exact' or (k == 'lower' and v >= beta) or (k == 'upper' and v <= beta))
""", []),
]

_LOOP = """    for i, (w, n) in enumerate(children):
        if n == 0: return i
"""
_SCORE = "w / n + c * math.sqrt(math.log(parent_visits) / n)"


def _scored(label, score, pick, expected):
    return _ucb(label, _LOOP + f"    s = [{score} for w, n in children]\n    return {pick}\n",
                expected)


UCB_SELECT = [
    _ucb("ucb-select: a loop with strict >", _LOOP + """    best, best_score = None, -math.inf
    for i, (w, n) in enumerate(children):
        s = w / n + c * math.sqrt(math.log(parent_visits) / n)
        if s > best_score:
            best, best_score = i, s
    return best
""", "passed"),
    _ucb("ucb-select: max over the indices with a key", """    unseen = [i for i, (_, n) in enumerate(children) if n == 0]
    if unseen:
        return unseen[0]
    return max(range(len(children)), key=lambda i: children[i][0] / children[i][1] + c * math.sqrt(math.log(parent_visits) / children[i][1]))
""", "passed"),
    _ucb("ucb-select: infinite score for the unvisited", """    def score(wn):
        w, n = wn
        return math.inf if n == 0 else w / n + c * math.sqrt(math.log(parent_visits) / n)
    scores = [score(ch) for ch in children]
    return scores.index(max(scores))
""", "passed"),
    _ucb("ucb-select: numpy argmax", """    import numpy as np
    ws = np.array([w for w, _ in children], dtype=float); ns = np.array([n for _, n in children], dtype=float)
    if (ns == 0).any():
        return int(np.argmax(ns == 0))
    return int(np.argmax(ws / ns + c * np.sqrt(np.log(parent_visits) / ns)))
""", "passed"),
    _ucb("ucb-select: numpy argmax, its index not made an int", """    import numpy as np
    ws = np.array([w for w, _ in children], dtype=float); ns = np.array([n for _, n in children], dtype=float)
    if (ns == 0).any():
        return np.argmax(ns == 0)
    return np.argmax(ws / ns + c * np.sqrt(np.log(parent_visits) / ns))
""", "passed"),
    _scored("ucb-select: sqrt(ln P) / sqrt(N)",
            "w / n + c * math.sqrt(math.log(parent_visits)) / math.sqrt(n)", "s.index(max(s))",
            "passed"),
    _scored("ucb-select: (W + c sqrt(N ln P)) / N",
            "(w + c * math.sqrt(n * math.log(parent_visits))) / n", "s.index(max(s))", "passed"),
    _scored("ucb-select: sqrt(c^2 ln P / N)", "w / n + math.sqrt(c * c * math.log(parent_visits) / n)",
            "s.index(max(s))", "passed"),
    _ucb("ucb-select: a stable reverse sort", _LOOP + """    order = sorted(range(len(children)), key=lambda i: children[i][0]/children[i][1] + c*math.sqrt(math.log(parent_visits)/children[i][1]), reverse=True)
    return order[0]
""", "passed"),
    _scored("ucb-select: c inside the root", "w / n + math.sqrt(c * math.log(parent_visits) / n)",
            "s.index(max(s))", ["c-inside-root"]),
    _scored("ucb-select: log2", "w / n + c * math.sqrt(math.log2(parent_visits) / n)",
            "s.index(max(s))", ["log2"]),
    _scored("ucb-select: log10", "w / n + c * math.sqrt(math.log10(parent_visits) / n)",
            "s.index(max(s))", ["log10"]),
    _scored("ucb-select: ln(P + 1)", "w / n + c * math.sqrt(math.log(parent_visits + 1) / n)",
            "s.index(max(s))", ["log-p-plus-one"]),
    _scored("ucb-select: argmin", _SCORE, "s.index(min(s))", ["argmin"]),
    _scored("ucb-select: the best score's index plus one", _SCORE, "s.index(max(s)) + 1",
            ["one-based-scored"]),
    _ucb("ucb-select: enumerate from 1", """    for i, (w, n) in enumerate(children, 1):
        if n == 0: return i
    s = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return s.index(max(s)) + 1
""", ["one-based"]),
    _ucb("ucb-select: (N, W) unpacked the wrong way", """    for i, (n, w) in enumerate(children):
        if n == 0: return i
    s = [w / n + c * math.sqrt(math.log(parent_visits) / n) for n, w in children]
    return s.index(max(s))
""", ["unpacked"]),
    # named since rev38 (a planted N / W with infinity where W = 0, the same on every case)
    _scored("ucb-select: the rate written N / W",
            "(n / w if w else math.inf) + c * math.sqrt(math.log(parent_visits) / n)",
            "s.index(max(s))", ["rate-upside-down"]),
    _ucb("ucb-select: unvisited detected by W == 0", """    for i, (w, n) in enumerate(children):
        if w == 0: return i
    s = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return s.index(max(s))
""", ["unvisited-by-wins"]),
    _ucb("ucb-select: the sum of the children's N for parent_visits", _LOOP + """    P = sum(n for _, n in children)
    s = [w / n + c * math.sqrt(math.log(P) / n) for w, n in children]
    return s.index(max(s))
""", []),
    _scored("ucb-select: scores rounded to 2 decimals",
            "round(w / n + c * math.sqrt(math.log(parent_visits) / n), 2)", "s.index(max(s))",
            []),
    _scored("ucb-select: last on a tie", _SCORE,
            "max(i for i in range(len(s)) if s[i] == max(s))", ["last-on-tie"]),
]

#: Broken ties at random: checked over several seeds (tests/test_checks_rev7_tables.py).
RANDOM_TIE = """
import random
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return i
    s = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    m = max(s)
    return random.choice([i for i, v in enumerate(s) if v == m])
"""

ATTEMPTS = STORE_KIND + CAN_USE + UCB_SELECT
