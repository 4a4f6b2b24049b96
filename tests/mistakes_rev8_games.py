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

_DEPTH_HEAD = """
def depth_limited_value(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
            for a in game.actions(state)]
"""

LESSON_10 = [
    ("depth-limited: the turn from depth % 2", "evaluation", "depth-limited-minimax",
     _DEPTH_HEAD + """
    return max(vals) if depth % 2 == 0 else min(vals)
""", "depth_limited_value", ["by-level"]),
    ("depth-limited: the turn from a flag passed down", "evaluation", "depth-limited-minimax",
     """
def depth_limited_value(game, state, depth, evaluate, maximizing=True):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate, not maximizing)
            for a in game.actions(state)]
    return max(vals) if maximizing else min(vals)
""", "depth_limited_value", ["by-level"]),
    ("depth-limited: right, a memo keyed by (state, depth) made per call", "evaluation",
     "depth-limited-minimax", """
def depth_limited_value(game, state, depth, evaluate):
    memo = {}
    def value(s, d):
        key = (s, d)
        if key in memo:
            return memo[key]
        if game.terminal(s):
            v = game.value(s)
        elif d == 0:
            v = evaluate(s)
        else:
            vals = [value(game.result(s, a), d - 1) for a in game.actions(s)]
            v = max(vals) if game.player(s) == game.players[0] else min(vals)
        memo[key] = v
        return v
    return value(state, depth)
""", "depth_limited_value", "passed"),
]

LESSON_13 = [
    ("shortest path: parents overwritten, the whole search run before the path is built",
     "degrees", "shortest-path", """
def shortest_path(source, target):
    if source == target: return []
    parent = {source: None}; frontier = deque([source]); explored = set()
    while frontier:
        person = frontier.popleft()
        if person in explored: continue
        explored.add(person)
        for movie, other in neighbors_for_person(person):
            if other in explored: continue
            parent[other] = (movie, person)
            frontier.append(other)
    if target not in parent: return None
    path = []; cur = target
    while parent[cur] is not None:
        m, prev = parent[cur]; path.append((m, cur)); cur = prev
    return path[::-1]
""", "shortest_path", ["parents-overwritten"]),
    ("shortest path: right, the whole search run before the path is built", "degrees",
     "shortest-path", """
def shortest_path(source, target):
    if source == target: return []
    parent = {source: None}; frontier = deque([source])
    while frontier:
        person = frontier.popleft()
        for movie, other in neighbors_for_person(person):
            if other not in parent:
                parent[other] = (movie, person)
                frontier.append(other)
    if target not in parent: return None
    path = []; cur = target
    while parent[cur] is not None:
        m, prev = parent[cur]; path.append((m, cur)); cur = prev
    return path[::-1]
""", "shortest_path", "passed"),
]

#: The reviewer's own helpers for lesson 14 (right), written before each attempt.
HELPERS_14 = """
import copy
def player(board):
    xs = sum(row.count(X) for row in board); os_ = sum(row.count(O) for row in board)
    return X if xs == os_ else O
def actions(board):
    return {(r, c) for r, row in enumerate(board) for c, cell in enumerate(row)
            if cell is EMPTY}
def result(board, action):
    free = actions(board)
    if action not in free:
        raise ValueError(f"illegal move {action}")
    new = copy.deepcopy(board)
    new[action[0]][action[1]] = player(board)
    return new
LINES = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)] + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]
def winner(board):
    for line in LINES:
        a, b, c = (board[r][k] for r, k in line)
        if a is not EMPTY and a == b == c:
            return a
    return None
def terminal(board):
    full = all(cell is not EMPTY for row in board for cell in row)
    return full or winner(board) is not None
def utility(board):
    w = winner(board)
    return 1 if w == X else -1 if w == O else 0
"""

_AB_INNER = """
def _maxv(b, a, be):
    if terminal(b): return utility(b)
    v = -math.inf
    for act in sorted(actions(b)):
        v = max(v, _minv(result(b, act), a, be))
        if v >= be: return v
        a = max(a, v)
    return v
def _minv(b, a, be):
    if terminal(b): return utility(b)
    v = math.inf
    for act in sorted(actions(b)):
        v = min(v, _maxv(result(b, act), a, be))
        if v <= a: return v
        be = min(be, v)
    return v
"""

_AB_INNER_SWAPPED = """
def _maxv2(b, a, be):
    if terminal(b): return utility(b)
    v = -math.inf
    for act in sorted(actions(b)):
        v = max(v, _minv2(result(b, act), a, be))
        if v <= a: return v
        be = min(be, v)
    return v
def _minv2(b, a, be):
    if terminal(b): return utility(b)
    v = math.inf
    for act in sorted(actions(b)):
        v = min(v, _maxv2(result(b, act), a, be))
        if v >= be: return v
        a = max(a, v)
    return v
"""

LESSON_14 = [
    ("minimax: right, alpha-beta handing the best value down", "tictactoe", "minimax",
     HELPERS_14 + _AB_INNER + """
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        best, bv, a = None, -math.inf, -math.inf
        for act in sorted(actions(board)):
            v = _minv(result(board, act), a, math.inf)
            if v > bv: best, bv = act, v
            a = max(a, v)
        return best
    best, bv, be = None, math.inf, math.inf
    for act in sorted(actions(board)):
        v = _maxv(result(board, act), -math.inf, be)
        if v < bv: best, bv = act, v
        be = min(be, v)
    return best
""", "minimax", "passed"),
    ("minimax: right, plain minimax keeping the last best move", "tictactoe", "minimax",
     HELPERS_14 + """
def minimax(board):
    if terminal(board): return None
    def value(b):
        if terminal(b): return utility(b)
        vals = [value(result(b, a)) for a in actions(b)]
        return max(vals) if player(b) == X else min(vals)
    sign = 1 if player(board) == X else -1
    best, bv = None, -math.inf
    for a in actions(board):
        v = sign * value(result(board, a))
        if v >= bv: best, bv = a, v
    return best
""", "minimax", "passed"),
    ("minimax: the best value handed down as the other bound, on both sides", "tictactoe",
     "minimax", HELPERS_14 + _AB_INNER + """
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        best, bv, be = None, -math.inf, math.inf
        for act in sorted(actions(board)):
            v = _minv(result(board, act), -math.inf, bv if best is not None else math.inf)
            if v > bv: best, bv = act, v
        return best
    best, bv = None, math.inf
    for act in sorted(actions(board)):
        v = _maxv(result(board, act), bv if best is not None else -math.inf, math.inf)
        if v < bv: best, bv = act, v
    return best
""", "minimax", ["ab-swapped"]),
    ("minimax: max_value and min_value with each other's test and bound", "tictactoe",
     "minimax", HELPERS_14 + _AB_INNER_SWAPPED + """
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(sorted(actions(board)), key=lambda a: _minv2(result(board, a), -math.inf, math.inf))
    return min(sorted(actions(board)), key=lambda a: _maxv2(result(board, a), -math.inf, math.inf))
""", "minimax", ["roles-swapped"]),
    ("minimax: each other's test and bound, under a right top level", "tictactoe", "minimax",
     HELPERS_14 + _AB_INNER_SWAPPED + """
def minimax(board):
    if terminal(board): return None
    best_move = None
    if player(board) == X:
        best = -math.inf
        for move in sorted(actions(board)):
            value = _minv2(result(board, move), best, math.inf)
            if value > best:
                best, best_move = value, move
    else:
        best = math.inf
        for move in sorted(actions(board)):
            value = _maxv2(result(board, move), -math.inf, best)
            if value < best:
                best, best_move = value, move
    return best_move
""", "minimax", ["roles-swapped"]),
    ("terminal: winner(board) or a full board (the mark passed on)", "tictactoe", "terminal",
     HELPERS_14.replace("def terminal(", "def _unused_terminal(") + """
def terminal(board):
    return winner(board) or all(cell is not EMPTY for row in board for cell in row)
""", "terminal", ["returns-mark"]),
    ("utility: the winner's mark", "tictactoe", "utility",
     HELPERS_14.replace("def utility(", "def _unused_utility(") + """
def utility(board):
    return winner(board) or 0
""", "utility", ["returns-mark"]),
]

ATTEMPTS = LESSON_08 + LESSON_09 + LESSON_10 + LESSON_13 + LESSON_14
