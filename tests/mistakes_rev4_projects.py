"""A fresh reviewer's attempts at the projects' self-checks (lessons 13 and 14, round 4).

Same shape as :mod:`mistakes_review_games`: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the mistake keys the report
must name (and no other).
"""

from mistakes_review_games import TTT

#: The reviewer's winner: every line tested by hand, the diagonal from the top right with a
#: typo (its third cell is the first one again).
TYPO_WINNER = '''
def winner(board):
    for r in range(3):
        if board[r][0] is not EMPTY and board[r][0] == board[r][1] == board[r][2]: return board[r][0]
        if board[0][r] is not EMPTY and board[0][r] == board[1][r] == board[2][r]: return board[0][r]
    if board[1][1] is not EMPTY and (board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[0][2]): return board[1][1]
    return None
'''


def _typo(row, col, diag, anti):
    """A winner whose lines test (a, b, a) instead of (a, b, c) where asked."""
    return f'''
def winner(board):
    for r in range(3):
        third = board[r][0] if {row} else board[r][2]
        if board[r][0] is not EMPTY and board[r][0] == board[r][1] == third: return board[r][0]
        third = board[0][r] if {col} else board[2][r]
        if board[0][r] is not EMPTY and board[0][r] == board[1][r] == third: return board[0][r]
    third = board[0][0] if {diag} else board[2][2]
    if board[0][0] is not EMPTY and board[0][0] == board[1][1] == third: return board[0][0]
    third = board[0][2] if {anti} else board[2][0]
    if board[0][2] is not EMPTY and board[0][2] == board[1][1] == third: return board[0][2]
    return None
'''


TYPOS = [("the diagonal from the top right", (False, False, False, True)),
         ("the diagonal from the top left", (False, False, True, False)),
         ("the rows", (True, False, False, False)),
         ("the columns", (False, True, False, False))]

LESSON_14 = [
    *[(f"winner: {name} tested with a typo (third cell = first)", "tictactoe", "winner",
       TTT + _typo(*flags), "winner", []) for name, flags in TYPOS],
    *[(f"terminal: on a winner with a typo on {name}", "tictactoe", "terminal",
       TTT + _typo(*flags), "terminal", ["helper-fails"]) for name, flags in TYPOS[:2]],
    ("winner: the reviewer's anti-diagonal typo", "tictactoe", "winner", TTT + TYPO_WINNER,
     "winner", []),
]

#: The reviewer's right alpha-beta (no state kept between calls).
ALPHABETA = '''
def _maxv(board, a, b):
    if terminal(board): return utility(board)
    v = -math.inf
    for act in sorted(actions(board)):
        v = max(v, _minv(result(board, act), a, b))
        if v >= b: return v
        a = max(a, v)
    return v
def _minv(board, a, b):
    if terminal(board): return utility(board)
    v = math.inf
    for act in sorted(actions(board)):
        v = min(v, _maxv(result(board, act), a, b))
        if v <= a: return v
        b = min(b, v)
    return v
def minimax(board):
    if terminal(board): return None
    best = None
    if player(board) == X:
        a = -math.inf
        for act in sorted(actions(board)):
            v = _minv(result(board, act), a, math.inf)
            if best is None or v > a: a, best = v, act
        return best
    b = math.inf
    for act in sorted(actions(board)):
        v = _maxv(result(board, act), -math.inf, b)
        if best is None or v < b: b, best = v, act
    return best
'''

#: Value functions that never hand over: each calls itself (the top level is right).
NO_ALTERNATION = '''
def _mn(board):
    if terminal(board): return utility(board)
    return min(_mn(result(board, a)) for a in actions(board))
def _mx(board):
    if terminal(board): return utility(board)
    return max(_mx(result(board, a)) for a in actions(board))
'''

LESSON_14 += [
    ("minimax: _mn calls _mn, _mx calls _mx (first best kept)", "tictactoe", "minimax",
     TTT + NO_ALTERNATION + '''
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(sorted(actions(board)), key=lambda a: _mn(result(board, a)))
    return min(sorted(actions(board)), key=lambda a: _mx(result(board, a)))
''', "minimax", ["no-alternation"]),
    ("minimax: _mn calls _mn, _mx calls _mx (over the set, last best kept)", "tictactoe",
     "minimax", TTT + NO_ALTERNATION + '''
def minimax(board):
    if terminal(board): return None
    best, chosen = None, None
    for a in actions(board):
        v = (_mn if player(board) == X else _mx)(result(board, a))
        if best is None or (v >= best if player(board) == X else v <= best):
            best, chosen = v, a
    return chosen
''', "minimax", ["no-alternation"]),
    ("minimax: min_value takes the largest of max_value", "tictactoe", "minimax", TTT + '''
def _mx(board):
    if terminal(board): return utility(board)
    return max(_mn(result(board, a)) for a in actions(board))
def _mn(board):
    if terminal(board): return utility(board)
    return max(_mx(result(board, a)) for a in actions(board))
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(sorted(actions(board)), key=lambda a: _mn(result(board, a)))
    return min(sorted(actions(board)), key=lambda a: _mx(result(board, a)))
''', "minimax", ["o-max-down"]),
]

LESSON_14 += [
    ("utility: from the mover's point of view (the winner has just moved)", "tictactoe",
     "utility", TTT + '''
def utility(board):
    w = winner(board)
    if w is None: return 0
    return 1 if w != player(board) else -1
''', "utility", ["any-win-plus"]),
    ("utility: None on a draw (no return at the end)", "tictactoe", "utility", TTT + '''
def utility(board):
    w = winner(board)
    if w == X: return 1
    if w == O: return -1
''', "utility", ["none-for-draw"]),
]

LESSON_14 += [
    ("result: None for an illegal move", "tictactoe", "result", TTT + '''
def result(board, action):
    if action not in actions(board):
        return None
    new = copy.deepcopy(board)
    new[action[0]][action[1]] = player(board)
    return new
''', "result", ["none-for-illegal"]),
    ("minimax: lru_cache on the list board", "tictactoe", "minimax", TTT + '''
from functools import lru_cache
@lru_cache(None)
def _v2(board):
    if terminal(board): return utility(board)
    vals = [_v2(result(board, a)) for a in actions(board)]
    return max(vals) if player(board) == X else min(vals)
def minimax(board):
    if terminal(board): return None
    f = max if player(board) == X else min
    return f(actions(board), key=lambda a: _v2(result(board, a)))
''', "minimax", ["unhashable-board"]),
    ("minimax: lru_cache on a tuple key (right)", "tictactoe", "minimax", TTT + '''
from functools import lru_cache
@lru_cache(None)
def _v3(cells):
    board = [list(cells[0:3]), list(cells[3:6]), list(cells[6:9])]
    if terminal(board): return utility(board)
    vals = [_v3(tuple(c for r in result(board, a) for c in r)) for a in actions(board)]
    return max(vals) if player(board) == X else min(vals)
def minimax(board):
    if terminal(board): return None
    f = max if player(board) == X else min
    return f(sorted(actions(board)), key=lambda a: _v3(tuple(c for r in result(board, a) for c in r)))
''', "minimax", "passed"),
]


def _bfs(goal_on_removal, keep_first, own_lookup=False):
    """A learner's BFS over people with a parents dict (the reviewer's variants)."""
    skip = "p in parent" if keep_first else "p in explored"
    pair = "(data.title(m2), data.name(p))" if own_lookup else "(m2, p)"
    if goal_on_removal:
        return f'''
def shortest_path(source, target):
    parent = {{source: None}}
    q = deque([source]); explored = set()
    while q:
        person = q.popleft()
        if person == target:
            path, p = [], person
            while parent[p] is not None:
                m2, prev = parent[p]; path.append({pair}); p = prev
            return path[::-1]
        explored.add(person)
        for m, p in neighbors_for_person(person):
            if {skip}: continue
            parent[p] = (m, person)
            q.append(p)
    return None
'''
    return f'''
def shortest_path(source, target):
    if source == target: return []
    parent = {{source: None}}
    q = deque([source]); explored = set()
    while q:
        person = q.popleft()
        explored.add(person)
        for m, p in neighbors_for_person(person):
            if {skip}: continue
            parent[p] = (m, person)
            if p == target:
                path = []
                while parent[p] is not None:
                    m2, prev = parent[p]; path.append({pair}); p = prev
                return path[::-1]
            q.append(p)
    return None
'''


OWN_DATA = "from searchlib.degrees import load_small\ndata = load_small()\n"

LESSON_13 = [
    ("shortest_path: parents overwritten, goal on removal", "degrees", "shortest-path",
     _bfs(True, False), "shortest_path", ["parents-overwritten"]),
    ("shortest_path: parents overwritten, goal on generation", "degrees", "shortest-path",
     _bfs(False, False), "shortest_path", ["parents-overwritten"]),
    ("shortest_path: right, goal on removal", "degrees", "shortest-path", _bfs(True, True),
     "shortest_path", "passed"),
    ("shortest_path: right, goal on generation", "degrees", "shortest-path", _bfs(False, True),
     "shortest_path", "passed"),
    ("shortest_path: titles and names from the notebook's data", "degrees", "shortest-path",
     OWN_DATA + _bfs(False, True, own_lookup=True), "shortest_path", ["own-data-lookup"]),
]
