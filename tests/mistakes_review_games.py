"""A learner's attempts at the self-checks of lessons 08-14, written as they wrote them.

A fresh reviewer, with only the README and the lessons, wrote these in the handouts' cells.
Each entry is ``(label, lesson, exercise id, cell source, function name, expected)``;
``expected`` is ``"passed"`` for a right (if unusual) function, or the list of mistake keys
the report must name (and no other).  :func:`define` runs a cell's source in a fresh
namespace, as a notebook does, so that the check finds the learner's helpers beside the
function, as it does in a notebook.
"""

PREAMBLE = """
import copy, math
from collections import deque
from searchlib import GameTree, alphabeta, expectimax, maxn, minimax
from searchlib.games.notation import Chance, Max, Min
X, O, EMPTY = "X", "O", None
"""


def define(source, name):
    """Run ``source`` as one notebook cell would and return its function ``name``."""
    space = {"__name__": "__main__"}
    exec(compile(PREAMBLE + source, "<cell>", "exec"), space)
    return space[name]


MINIMAX_VALUE = '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    vals = [minimax_value(c, not maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
'''

LESSON_08 = [
    ("minimax: no alternation, the root respected", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    vals = [minimax_value(c, maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
''', "minimax_value", ["no-alternation"]),
    ("minimax: max of all leaves", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    return max(minimax_value(c) for c in tree) if maximizing else min(minimax_value(c, False) for c in tree)
''', "minimax_value", ["no-alternation"]),
    ("minimax: the move's index passed up", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    vals = [minimax_value(c, not maximizing) for c in tree]
    return vals.index(max(vals)) if maximizing else vals.index(min(vals))
''', "minimax_value", ["returns-move"]),
    ("minimax: searchlib's own minimax", "minimax", "minimax", '''
from searchlib import GameTree, minimax as _lib_mm
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    return _lib_mm(GameTree(tree, first="max" if maximizing else "min")).value
''', "minimax_value", ["uses-library"]),
    ("minimax: negamax", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    def nega(node, sign):
        if not isinstance(node, list):
            return sign * node
        return max(-nega(c, -sign) for c in node)
    return nega(tree, 1 if maximizing else -1) * (1 if maximizing else -1)
''', "minimax_value", "passed"),
    ("minimax: a leaf is an int (type(tree) is int)", "minimax", "minimax", '''
def minimax_value(tree, maximizing=True):
    if type(tree) is int:
        return tree
    vals = [minimax_value(c, not maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
''',
     "minimax_value", ["int-leaves-only"]),
    ("decision: children valued as MAX", "minimax", "decision", MINIMAX_VALUE + '''
def decision(tree):
    vals = [minimax_value(c, True) for c in tree]
    return vals.index(max(vals))
''', "decision", ["children-as-max"]),
    ("decision: on a minimax_value that always maximises", "minimax", "decision", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    return max(minimax_value(c, maximizing) for c in tree)
def decision(tree):
    vals = [minimax_value(c, False) for c in tree]
    return vals.index(max(vals))
''', "decision", ["helper-fails"]),
    ("decision: searchlib's own minimax", "minimax", "decision", '''
def decision(tree):
    return minimax(GameTree(tree)).action
''', "decision", ["uses-library"]),
]

ALPHABETA = '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        if alpha >= beta:
            break
        c = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, c); alpha = max(alpha, v)
        else:
            v = min(v, c); beta = min(beta, v)
    return v
'''

LESSON_09 = [
    ("alpha-beta: the cut tested at the top of the loop", "alphabeta", "alphabeta", ALPHABETA,
     "alphabeta_value", "passed"),
    ("alpha-beta: alpha < beta in a while condition, by index", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    i = 0
    while i < len(tree) and alpha < beta:
        c = alphabeta_value(tree[i], alpha, beta, not maximizing)
        if maximizing:
            v = max(v, c); alpha = max(alpha, v)
        else:
            v = min(v, c); beta = min(beta, v)
        i += 1
    return v
''', "alphabeta_value", "passed"),
    ("alpha-beta: MIN takes the max", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf
    for child in tree:
        v = max(v, alphabeta_value(child, alpha, beta, not maximizing))
        if maximizing:
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''', "alphabeta_value", ["min-takes-max"]),
    ("alpha-beta: strict cuts at MAX and at MIN", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v > beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v < alpha: return v
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", ["strict"]),
    ("alpha-beta: a strict cut at MIN only", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v < alpha: return v
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", ["strict"]),
    ("alpha-beta: a strict cut at MAX only", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v > beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", ["strict"]),
    ("alpha-beta: a cut returns the other bound", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v >= beta: return alpha
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v <= alpha: return beta
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", ["cut-returns-bound"]),
    ("alpha-beta: a cut returns the bound it cut on", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v >= beta: return beta
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v <= alpha: return alpha
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", "passed"),
    ("alpha-beta: a leaf is what is not a list (type(tree) is not list)", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if type(tree) is not list:
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", ["list-as-leaf"]),
    ("alpha-beta: a leaf is an int (type(tree) is int)", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if type(tree) is int:
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
''',
     "alphabeta_value", ["leaf-as-list"]),
    ("alpha-beta: fail-hard, returning alpha and beta themselves", "alphabeta", "alphabeta", '''
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
''',
     "alphabeta_value", "passed"),
    ("alpha-beta: searchlib's own alphabeta", "alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    return alphabeta(GameTree(tree, first="max" if maximizing else "min")).value
''', "alphabeta_value", ["uses-library"]),
]


def _depth(body):
    return '''
def depth_limited_value(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return %s
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
            for a in game.actions(state)]
    return %s
''' % body


LESSON_10 = [
    ("depth-limited: turns by level from a maximizing flag", "evaluation", "depth-limited-minimax",
     '''
def depth_limited_value(game, state, depth, evaluate, maximizing=True):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate, not maximizing)
            for a in game.actions(state)]
    return max(vals) if maximizing else min(vals)
''', "depth_limited_value", ["by-level"]),
    ("depth-limited: MIN and MAX swapped", "evaluation", "depth-limited-minimax",
     _depth(("evaluate(state)",
             "min(vals) if game.player(state) == game.players[0] else max(vals)")),
     "depth_limited_value", ["swapped"]),
    ("depth-limited: the estimate's sign flipped", "evaluation", "depth-limited-minimax",
     _depth(("-evaluate(state)",
             "max(vals) if game.player(state) == game.players[0] else min(vals)")),
     "depth_limited_value", ["estimate-sign"]),
    ("depth-limited: the estimate negated where MIN moves", "evaluation",
     "depth-limited-minimax",
     _depth(("evaluate(state) if game.player(state) == game.players[0] else -evaluate(state)",
             "max(vals) if game.player(state) == game.players[0] else min(vals)")),
     "depth_limited_value", ["estimate-sign"]),
    ("depth-limited: a global memo keyed by the state", "evaluation", "depth-limited-minimax", '''
_memo = {}
def depth_limited_value(game, state, depth, evaluate):
    key = state
    if key in _memo:
        return _memo[key]
    if game.terminal(state):
        r = game.value(state)
    elif depth == 0:
        r = evaluate(state)
    else:
        vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
                for a in game.actions(state)]
        r = max(vals) if game.player(state) == game.players[0] else min(vals)
    _memo[key] = r
    return r
''', "depth_limited_value", ["keeps-state"]),
    ("depth-limited: a memo in a default argument", "evaluation", "depth-limited-minimax", '''
def depth_limited_value(game, state, depth, evaluate, memo={}):
    key = (state, depth)
    if key in memo:
        return memo[key]
    if game.terminal(state):
        v = game.value(state)
    elif depth == 0:
        v = evaluate(state)
    else:
        vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
                for a in game.actions(state)]
        v = max(vals) if game.player(state) == game.players[0] else min(vals)
    memo[key] = v
    return v
''', "depth_limited_value", ["keeps-state"]),
    ("depth-limited: a memo in a default argument, keyed by the state only", "evaluation", "depth-limited-minimax", '''
def depth_limited_value(game, state, depth, evaluate, memo={}):
    if state in memo: return memo[state]
    if game.terminal(state):
        v = game.value(state)
    elif depth == 0:
        v = evaluate(state)
    else:
        vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate, memo)
                for a in game.actions(state)]
        v = max(vals) if game.player(state) == game.players[0] else min(vals)
    memo[state] = v
    return v
''',
     "depth_limited_value", ["keeps-state"]),
    ("depth-limited: searchlib's own minimax", "evaluation", "depth-limited-minimax", '''
def depth_limited_value(game, state, depth, evaluate):
    return minimax(game, state=state, depth=depth, evaluate=evaluate).value
''', "depth_limited_value", ["uses-library"]),
]

_EXPECTIMAX = '''
def expectimax_value(node):
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        probs = node.probs or [1 / len(node.children)] * len(node.children)
        return sum(p * expectimax_value(c) for p, c in zip(probs, node.children))
    return node
'''

LESSON_11 = [
    ("expectimax: collapses the tree in place", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if not isinstance(node, (Max, Min, Chance)):
        return node
    node.children = [expectimax_value(c) for c in node.children]
    if isinstance(node, Max):
        return max(node.children)
    if isinstance(node, Min):
        return min(node.children)
    probs = node.probs or [1 / len(node.children)] * len(node.children)
    return sum(p * v for p, v in zip(probs, node.children))
''', "expectimax_value", ["mutates-input"]),
    ("expectimax: fills in node.probs", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Chance) and node.probs is None:
        node.probs = [1 / len(node.children)] * len(node.children)
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        return sum(p * expectimax_value(c) for p, c in zip(node.probs, node.children))
    return node
''', "expectimax_value", ["mutates-input"]),
    ("expectimax: children reversed in place after reading them", "expectimax",
     "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, (Max, Min, Chance)):
        vals = [expectimax_value(c) for c in node.children]
        if isinstance(node, Chance):
            probs = node.probs if node.probs is not None else [1 / len(vals)] * len(vals)
            r = sum(p * v for p, v in zip(probs, vals))
        else:
            r = max(vals) if isinstance(node, Max) else min(vals)
        node.children.reverse()
        return r
    return node
''', "expectimax_value", ["mutates-input"]),
    ("expectimax: a global memo keyed by id(node)", "expectimax", "expectimax-weighted", '''
_memo = {}
def expectimax_value(node):
    if id(node) in _memo:
        return _memo[id(node)]
    if isinstance(node, Max):
        v = max(expectimax_value(c) for c in node.children)
    elif isinstance(node, Min):
        v = min(expectimax_value(c) for c in node.children)
    elif isinstance(node, Chance):
        probs = node.probs or [1 / len(node.children)] * len(node.children)
        v = sum(p * expectimax_value(c) for p, c in zip(probs, node.children))
    else:
        v = node
    _memo[id(node)] = v
    return v
''', "expectimax_value", ["keeps-state"]),
    ("expectimax: sum(p * v) divided by the number of children, no probs as 1s", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Chance):
        ps = node.probs if node.probs is not None else [1] * len(node.children)
        return sum(p * expectimax_value(c) for c, p in zip(node.children, ps)) / len(node.children)
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    return node
''',
     "expectimax_value", ["per-child"]),
    ("expectimax: sum(p * v) divided by the number of children", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Chance):
        ps = node.probs if node.probs is not None else [1 / len(node.children)] * len(node.children)
        return sum(p * expectimax_value(c) for c, p in zip(node.children, ps)) / len(node.children)
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    return node
''',
     "expectimax_value", ["per-child"]),
    ("expectimax: no probs read as weights of 1", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Chance):
        ps = node.probs if node.probs is not None else [1] * len(node.children)
        return sum(p * expectimax_value(c) for c, p in zip(node.children, ps))
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    return node
''',
     "expectimax_value", ["probs-none"]),
    ("expectimax: probabilities paired last to first", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Chance):
        ps = node.probs if node.probs is not None else [1 / len(node.children)] * len(node.children)
        return sum(p * expectimax_value(c) for c, p in zip(node.children, list(ps)[::-1]))
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    return node
''',
     "expectimax_value", ["probs-reversed"]),
    ("expectimax: divided by the sum of the weights", "expectimax", "expectimax-weighted", '''
def expectimax_value(node):
    if isinstance(node, Chance):
        ps = node.probs if node.probs is not None else [1] * len(node.children)
        return sum(p * expectimax_value(c) for c, p in zip(node.children, ps)) / sum(ps)
    if isinstance(node, Max):
        return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min):
        return min(expectimax_value(c) for c in node.children)
    return node
''',
     "expectimax_value", "passed"),
    ("expectimax on a game: MAX found by the name 'max'", "expectimax", "expectimax-game", '''
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    p = game.player(state)
    acts = game.actions(state)
    if p == "chance":
        return sum(game.probability(state, a) * expectimax_game(game, game.result(state, a)) for a in acts)
    vals = [expectimax_game(game, game.result(state, a)) for a in acts]
    return max(vals) if p == "max" else min(vals)
''',
     "expectimax_game", ["literal-player"]),
    ("expectimax on a game: the weighted sum divided by the number of outcomes", "expectimax", "expectimax-game", '''
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    p = game.player(state)
    acts = game.actions(state)
    if p == "chance":
        return sum(game.probability(state, a) * expectimax_game(game, game.result(state, a)) for a in acts) / len(acts)
    vals = [expectimax_game(game, game.result(state, a)) for a in acts]
    return max(vals) if p == game.players[0] else min(vals)
''',
     "expectimax_game", ["per-action"]),
    ("expectimax: searchlib's own expectimax", "expectimax", "expectimax-weighted", '''
from searchlib import GameTree as _GT, expectimax as _lib_ex
def expectimax_value(node):
    if not hasattr(node, "children"):
        return node
    return _lib_ex(_GT(node)).value
''', "expectimax_value", ["uses-library"]),
]

LESSON_12 = [
    ("max^n: the player argument ignored at the root", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    def go(nd, p):
        if isinstance(nd, tuple):
            return nd
        return max((go(c, p % n + 1) for c in nd), key=lambda u: u[p - 1])
    return go(node, 1)
''', "maxn_value", ["root-player-ignored"]),
    ("max^n: the mover's number passed up", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if isinstance(node, tuple):
        return node
    best = None
    for child in node:
        v = maxn_value(child, player % n + 1, n)
        if best is None or v[player - 1] > best[player - 1]:
            best = v
    return best[player - 1]
''', "maxn_value", ["number-not-tuple"]),
    ("max^n: max() of whole tuples", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if isinstance(node, tuple):
        return node
    return max(maxn_value(c, player % n + 1, n) for c in node)
''', "maxn_value", ["whole-tuple"]),
    ("max^n: a list of the utilities", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if isinstance(node, tuple):
        return list(node)
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    return max(vals, key=lambda u: u[player - 1])
''', "maxn_value", ["returns-list"]),
    ("max^n: the position of the best child passed up", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list):
        return node
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    return vals.index(max(vals, key=lambda t: t[player - 1]))
''',
     "maxn_value", ["number-not-tuple"]),
    ("max^n: player 2 passed to every child", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list):
        return node
    vals = [maxn_value(c, 2, n) for c in node]
    return max(vals, key=lambda t: t[player - 1])
''',
     "maxn_value", ["player-not-passed"]),
    ("max^n: the player left out of the recursive call", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list):
        return node
    vals = [maxn_value(c, n=n) for c in node]
    return max(vals, key=lambda t: t[player - 1])
''',
     "maxn_value", ["player-not-passed"]),
    ("max^n: searchlib's own maxn", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    if isinstance(node, tuple):
        return node
    return maxn(GameTree(node, first=player)).value
''', "maxn_value", ["uses-library"]),
]

TTT = '''
def player(board):
    xs = sum(row.count(X) for row in board)
    os_ = sum(row.count(O) for row in board)
    return X if xs == os_ else O

def actions(board):
    free = set()
    for r, row in enumerate(board):
        free.update((r, c) for c, mark in enumerate(row) if mark is EMPTY)
    return free

def result(board, action):
    r, c = action
    if not (0 <= r < 3 and 0 <= c < 3) or board[r][c] is not EMPTY:
        raise ValueError(f"illegal move {action!r}")
    after = [list(row) for row in board]
    after[r][c] = player(board)
    return after

LINES = ([[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
         + [[(k, k) for k in range(3)], [(k, 2 - k) for k in range(3)]])
def winner(board):
    for line in LINES:
        a, b, c = (board[r][col] for r, col in line)
        if a is not EMPTY and a == b == c:
            return a
    return None

def terminal(board):
    full = not any(EMPTY in row for row in board)
    return full or winner(board) is not None

def utility(board):
    w = winner(board)
    return 1 if w == X else -1 if w == O else 0

def max_value(board):
    if terminal(board):
        return utility(board)
    return max(min_value(result(board, a)) for a in actions(board))

def min_value(board):
    if terminal(board):
        return utility(board)
    return min(max_value(result(board, a)) for a in actions(board))
'''

LESSON_14 = [
    ("player: a global turn toggled", "tictactoe", "player", TTT + '''
_turn = [O]
def player(board):
    _turn[0] = X if _turn[0] == O else O
    return _turn[0]
''', "player", ["keeps-state"]),
    ("terminal: the first row's empties only", "tictactoe", "terminal", TTT + '''
def terminal(board):
    top_full = EMPTY not in board[0]
    return top_full or winner(board) is not None
''', "terminal", []),
    ("result: (i, j) swapped when writing", "tictactoe", "result", TTT + '''
def result(board, action):
    r, c = action
    if not (0 <= r < 3 and 0 <= c < 3) or board[r][c] is not EMPTY:
        raise ValueError(action)
    after = [list(row) for row in board]
    after[c][r] = player(board)
    return after
''', "result", ["column-row"]),
    ("result: right, on a player() that counts one row", "tictactoe", "result", TTT + '''
def player(board):
    return X if board[0].count(X) == board[0].count(O) else O
''', "result", ["helper-fails"]),
    ("utility: right, on a winner() that returns True", "tictactoe", "utility", TTT + '''
def winner(board):
    for line in LINES:
        a, b, c = (board[r][col] for r, col in line)
        if a is not EMPTY and a == b == c:
            return True
    return None
''', "utility", ["helper-fails"]),
    ("minimax: MAX and MIN swapped", "tictactoe", "minimax", TTT + '''
def minimax(board):
    if terminal(board):
        return None
    if player(board) == X:
        return min(actions(board), key=lambda a: max_value(result(board, a)))
    return max(actions(board), key=lambda a: min_value(result(board, a)))
''', "minimax", ["max-min-swapped"]),
    ("minimax: searchlib's own minimax", "tictactoe", "minimax", TTT + '''
import searchlib as _sl
def minimax(board):
    g = _sl.TicTacToe(board)
    if g.terminal(g.initial):
        return None
    return _sl.minimax(g).action
''', "minimax", ["uses-library"]),
]

#: Every attempt above.
ATTEMPTS = LESSON_08 + LESSON_09 + LESSON_10 + LESSON_11 + LESSON_12 + LESSON_14
