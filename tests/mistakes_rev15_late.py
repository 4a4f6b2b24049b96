"""A fifteenth reviewer's attempts at the self-checks of lessons 10-17, as they wrote them.

Same form as tests/mistakes_rev8_games.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other; an empty list: it fails, and no hint is given).
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

#: The reviewer's value functions for lesson 14 (right), and the top level that uses them.
VALUES_14 = """
def max_value(b):
    if terminal(b): return utility(b)
    return max(min_value(result(b, a)) for a in actions(b))
def min_value(b):
    if terminal(b): return utility(b)
    return min(max_value(result(b, a)) for a in actions(b))
"""
TOP_14 = """
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(sorted(actions(board)), key=lambda a: min_value(result(board, a)))
    return min(sorted(actions(board)), key=lambda a: max_value(result(board, a)))
"""
#: A top level that keeps the best value by hand, starting from ``START_X`` and ``START_O``.
_KEPT = """
def minimax(board):
    if terminal(board): return None
    acts = sorted(actions(board))
    if player(board) == X:
        best_move, best = acts[0], START_X
        for a in acts:
            v = min_value(result(board, a))
            if v > best: best, best_move = v, a
    else:
        best_move, best = acts[0], START_O
        for a in acts:
            v = max_value(result(board, a))
            if v < best: best, best_move = v, a
    return best_move
"""

LESSON_14 = [
    ("minimax: O's best starts at -inf (O plays its first legal move)", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + _KEPT.replace("START_X", "-math.inf")
     .replace("START_O", "-math.inf"), "minimax", ["o-first-move"]),
    ("minimax: O's branch forgotten, acts[0]", "tictactoe", "minimax", HELPERS_14 + VALUES_14 + """
def minimax(board):
    if terminal(board): return None
    acts = sorted(actions(board))
    if player(board) == X:
        return max(acts, key=lambda a: min_value(result(board, a)))
    return acts[0]
""", "minimax", ["o-first-move"]),
    ("minimax: X's best starts at +inf (X plays its first legal move)", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + _KEPT.replace("START_X", "math.inf")
     .replace("START_O", "math.inf"), "minimax", ["x-first-move"]),
    ("minimax: the same top level, right", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + _KEPT.replace("START_X", "-math.inf")
     .replace("START_O", "math.inf"), "minimax", "passed"),
    ("minimax: O takes the largest at the top", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + TOP_14.replace("return min(sorted", "return max(sorted"),
     "minimax", ["o-max-top"]),
    ("minimax: min_value calls min_value", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14.replace("return min(max_value(", "return min(min_value(") + TOP_14,
     "minimax", ["min-no-alternation"]),
    ("minimax: max_value calls max_value", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14.replace("return max(min_value(", "return max(max_value(") + TOP_14,
     "minimax", ["max-no-alternation"]),
    ("minimax: neither value function hands over", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14.replace("return min(max_value(", "return min(min_value(")
     .replace("return max(min_value(", "return max(max_value(") + TOP_14,
     "minimax", ["no-alternation"]),
    ("winner: only X checked", "tictactoe", "winner",
     HELPERS_14.replace("def winner(", "def _unused_winner(") + """
def winner(board):
    for line in LINES:
        if all(board[r][c] == X for r, c in line): return X
    return None
""", "winner", ["one-mark"]),
    ("winner: '' when nobody has won", "tictactoe", "winner",
     HELPERS_14.replace("def winner(", "def c_winner(") + """
def winner(board):
    w = c_winner(board)
    return w if w else ""
""", "winner", ["none-value"]),
    ("winner: False when nobody has won", "tictactoe", "winner",
     HELPERS_14.replace("def winner(", "def c_winner(") + """
def winner(board):
    return c_winner(board) or False
""", "winner", ["none-value"]),
]

#: The reviewer's right search for lesson 13, as a helper the attempts wrap.
BFS_13 = """
def _sp(source, target):
    if source == target:
        return []
    parent = {source: None}
    q = deque([source])
    while q:
        p = q.popleft()
        for m, o in neighbors_for_person(p):
            if o in parent: continue
            parent[o] = (m, p)
            if o == target:
                path, cur = [], o
                while parent[cur] is not None:
                    mm, prev = parent[cur]; path.append((mm, cur)); cur = prev
                return path[::-1]
            q.append(o)
    return None
"""

#: The same search from both ends (the smaller layer grows), right.
BOTH_13 = """
def _both(source, target):
    if source == target:
        return []
    came = [{source: None}, {target: None}]
    layers = [[source], [target]]
    while layers[0] and layers[1]:
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        mine, other = came[side], came[1 - side]
        grown, meet = [], None
        for person in layers[side]:
            for movie, co in neighbors_for_person(person):
                if co in mine:
                    continue
                mine[co] = (movie, person)
                grown.append(co)
                if co in other and meet is None:
                    meet = co
        if meet is not None:
            front, cur = [], meet
            while came[0][cur] is not None:
                movie, prev = came[0][cur]; front.append((movie, cur)); cur = prev
            path, cur = front[::-1], meet
            while came[1][cur] is not None:
                movie, nxt = came[1][cur]; path.append((movie, nxt)); cur = nxt
            return path
        layers[side] = grown
    return None
"""

LESSON_13 = [
    ("shortest path: a tuple of pairs, () for the same person", "degrees", "shortest-path",
     BFS_13 + """
def shortest_path(source, target):
    r = _sp(source, target)
    return tuple(r) if r is not None else None
""", "shortest_path", ["tuple-path"]),
    ("shortest path: a tuple of pairs, [] for the same person", "degrees", "shortest-path",
     BFS_13 + """
def shortest_path(source, target):
    r = _sp(source, target)
    return tuple(r) if r else r
""", "shortest_path", ["tuple-path"]),
    ("shortest path: right (the helper returned as it is)", "degrees", "shortest-path",
     BFS_13 + """
def shortest_path(source, target):
    return _sp(source, target)
""", "shortest_path", "passed"),
    ("shortest path: parents written every time a person is met", "degrees", "shortest-path",
     """
def shortest_path(source, target):
    if source == target:
        return []
    parent = {source: None}
    seen = {source}
    q = deque([source])
    while q:
        p = q.popleft()
        for m, o in neighbors_for_person(p):
            if o != source:
                parent[o] = (m, p)
            if o == target:
                path, cur = [], o
                while parent[cur] is not None:
                    mm, prev = parent[cur]; path.append((mm, cur)); cur = prev
                return path[::-1]
            if o not in seen:
                seen.add(o); q.append(o)
    return None
""", "shortest_path", []),
    ("both ends: right", "degrees", "shortest-path-both", BOTH_13 + """
def shortest_path_both(source, target):
    return _both(source, target)
""", "shortest_path_both", "passed"),
    ("both ends: right, but a tuple", "degrees", "shortest-path-both", BOTH_13 + """
def shortest_path_both(source, target):
    r = _both(source, target)
    return None if r is None else tuple(r)
""", "shortest_path_both", ["tuple-path"]),
]

LESSON_17 = [
    ("ucb_select: c * sqrt(ln P) / N", "mcts", "ucb-select", """
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return i
    s = [w / n + c * math.sqrt(math.log(parent_visits)) / n for w, n in children]
    return s.index(max(s))
""", "ucb_select", ["n-outside-root"]),
    ("ucb_select: the bonus subtracted", "mcts", "ucb-select", """
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return i
    s = [w / n - c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return s.index(max(s))
""", "ucb_select", ["bonus-subtracted"]),
    ("ucb_select: right", "mcts", "ucb-select", """
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return i
    s = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return s.index(max(s))
""", "ucb_select", "passed"),
]

ATTEMPTS = LESSON_13 + LESSON_14 + LESSON_17

#: Answers to questions: (label, lesson, question id, answer, summary, mistakes).
ANSWERS = [
    ("endgame move in words", "tictactoe", "endgame-move", "bottom middle",
     "this answer cannot be read.", ["form"]),
    ("endgame move as a cell number", "tictactoe", "endgame-move", 7,
     "that is one number, not a move.", ["form"]),
    ("endgame move, rows and columns from 1", "tictactoe", "endgame-move", (3, 2),
     "that is not the answer.", ["known"]),
    ("endgame move, right", "tictactoe", "endgame-move", "2, 1", "that is right.", []),
    ("saving upside down", "degrees", "bidirectional-saving", 1 / 450,
     "that is not the answer.", ["known"]),
    ("saving almost", "degrees", "bidirectional-saving", 449.99,
     "that is not the answer.", ["form", "general"]),
    ("saving as a float", "degrees", "bidirectional-saving", 450.0, "that is right.", []),
    ("saving, not a number", "degrees", "bidirectional-saving", "450x",
     "this answer cannot be read.", ["form"]),
    ("next bound: the mean", "beyond_astar", "next-bound", 10.75,
     "that is not the answer.", ["known"]),
    ("max^n: the largest total, player 1's other 9", "maxn", "root-value", (9, 0, 7),
     "that is not the answer.", ["known"]),
]
