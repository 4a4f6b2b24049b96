"""A twenty-first reviewer's attempts (/tmp/rev21) that failed their check with no hint, as
they wrote them, each with a second learner-style form of the same mistake.

Same form as tests/mistakes_rev17.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other).
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 14: winner checking only some lines, actions giving the taken cells ---------------

LESSON_14 = [
    ("winner: rows only (the reviewer's)", "tictactoe", "winner", HELPERS_14 + """
def winner(board):
    for row in board:
        if row[0] is not EMPTY and row[0] == row[1] == row[2]: return row[0]
    return None
""", "winner", ["missed-line"]),
    ("winner: rows and the main diagonal", "tictactoe", "winner", HELPERS_14 + """
def winner(board):
    for i in range(3):
        if board[i][0] and board[i][0] == board[i][1] == board[i][2]:
            return board[i][0]
    if board[0][0] and board[0][0] == board[1][1] == board[2][2]:
        return board[0][0]
    return None
""", "winner", ["missed-line"]),
    ("winner: columns only", "tictactoe", "winner", HELPERS_14 + """
def winner(board):
    for j in range(3):
        col = [board[i][j] for i in range(3)]
        if col[0] is not None and col.count(col[0]) == 3:
            return col[0]
    return None
""", "winner", ["missed-line"]),
    ("actions: the taken cells (the reviewer's)", "tictactoe", "actions", HELPERS_14 + """
def actions(board):
    return {(r, c) for r, row in enumerate(board) for c, mark in enumerate(row)
            if mark is not EMPTY}
""", "actions", ["taken-cells"]),
    ("actions: the taken cells, via enumerate", "tictactoe", "actions", HELPERS_14 + """
def actions(board):
    moves = set()
    for i, row in enumerate(board):
        for j, cell in enumerate(row):
            if cell:
                moves.add((i, j))
    return moves
""", "actions", ["taken-cells"]),
]

# -- lesson 07: inversions written for nine squares --------------------------------------------

LESSON_07 = [
    ("inversions: eight tiles, guarded (the reviewer's)", "iterative_deepening", "inversions", """
def my_inversions(state):
    t = [x for x in state[:9] if x]
    return sum(1 for i in range(8) for j in range(i+1, 8) if i < len(t) and j < len(t) and t[i] > t[j])
""", "my_inversions", ["nine-squares"]),
    ("inversions: the first nine squares, sliced", "iterative_deepening", "inversions", """
def my_inversions(state):
    tiles = [t for t in state[:9] if t != 0]
    count = 0
    for k, first in enumerate(tiles):
        count += sum(first > later for later in tiles[k + 1:])
    return count
""", "my_inversions", ["nine-squares"]),
    ("inversions: range(9) over the squares", "iterative_deepening", "inversions", """
def my_inversions(state):
    count = 0
    for i in range(9):
        for j in range(i + 1, 9):
            if state[i] and state[j] and state[i] > state[j]:
                count += 1
    return count
""", "my_inversions", ["nine-squares"]),
    ("inversions: right, any size", "iterative_deepening", "inversions", """
def my_inversions(state):
    t = [x for x in state if x]
    return sum(1 for i in range(len(t)) for j in range(i + 1, len(t)) if t[i] > t[j])
""", "my_inversions", "passed"),
]

# -- lesson 05: manhattan with the axes mixed ---------------------------------------------------

LESSON_05 = [
    ("manhattan: row minus column (the reviewer's)", "greedy", "manhattan", """
def my_manhattan(a, b):
    return abs(a[0]-b[1]) + abs(a[1]-b[0])
""", "my_manhattan", ["pairing"]),
    ("manhattan: unpacked, the second point read (c, r)", "greedy", "manhattan", """
def my_manhattan(a, b):
    r1, c1 = a
    c2, r2 = b
    return abs(r1 - r2) + abs(c1 - c2)
""", "my_manhattan", ["pairing"]),
]

# -- lesson 02: path_states collecting the actions after the start ------------------------------

LESSON_02 = [
    ("path-states: the start's state, then the actions (the reviewer's)", "frontier_loop",
     "path-states", """
def path_states(node):
    out = []
    while node.parent is not None:
        out.append(node.action); node = node.parent
    return [node.state] + out[::-1]
""", "path_states", ["actions-not-states"]),
    ("path-states: actions inserted at the front, the start's state last", "frontier_loop",
     "path-states", """
def path_states(node):
    path = []
    while node.parent:
        path.insert(0, node.action)
        node = node.parent
    path.insert(0, node.state)
    return path
""", "path_states", ["actions-not-states"]),
]

# -- lesson 13: shortest_path with no test for the same person ----------------------------------

LESSON_13 = [
    ("shortest-path: no same-person case, source left out of the parents (the reviewer's)",
     "degrees", "shortest-path", """
from collections import deque
def shortest_path(source, target):
    parent = {}
    q = deque([source])
    while q:
        p = q.popleft()
        for movie, other in neighbors_for_person(p):
            if other in parent: continue
            parent[other] = (movie, p)
            if other == target:
                path = []; cur = other
                while True:
                    m, prev = parent[cur]; path.append((m, cur)); cur = prev
                    if cur == source: break
                return path[::-1]
            q.append(other)
    return None
""", "shortest_path", ["same-person"]),
    ("shortest-path: no same-person case, a seen set without the source", "degrees",
     "shortest-path", """
from collections import deque
def shortest_path(source, target):
    seen = set()
    frontier = deque([(source, [])])
    while frontier:
        person, path = frontier.popleft()
        for movie_id, person_id in neighbors_for_person(person):
            if person_id not in seen:
                seen.add(person_id)
                step = path + [(movie_id, person_id)]
                if person_id == target:
                    return step
                frontier.append((person_id, step))
    return None
""", "shortest_path", ["same-person"]),
]

# -- lesson 17: ucb_select returning the child's (W, N) pair -------------------------------------

LESSON_17 = [
    ("ucb-select: the pair, not its index (the reviewer's)", "mcts", "ucb-select", """
import math
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return children[i]
    return max(children, key=lambda ch: ch[0]/ch[1] + c*math.sqrt(math.log(parent_visits)/ch[1]))
""", "ucb_select", ["pair-not-index"]),
    ("ucb-select: the best pair kept in a loop", "mcts", "ucb-select", """
import math
def ucb_select(children, parent_visits, c):
    best, best_score = None, -math.inf
    for w, n in children:
        score = math.inf if n == 0 else w / n + c * math.sqrt(math.log(parent_visits) / n)
        if score > best_score:
            best, best_score = (w, n), score
    return best
""", "ucb_select", ["pair-not-index"]),
]

_MM_14 = """
def _maxv(b):
    if terminal(b): return utility(b)
    return max(_minv(result(b, a)) for a in actions(b))
def _minv(b):
    if terminal(b): return utility(b)
    return min(_maxv(result(b, a)) for a in actions(b))
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(actions(board), key=lambda a: _minv(result(board, a)))
    return min(actions(board), key=lambda a: _maxv(result(board, a)))
"""

LESSON_14 += [
    ("minimax: X's moves scored by max_value (the reviewer's)", "tictactoe", "minimax",
     HELPERS_14 + _MM_14.replace("key=lambda a: _minv(result(board, a)))",
                                 "key=lambda a: _maxv(result(board, a)))"),
     "minimax", ["child-own-side"]),
    ("minimax: both scored by the mover's own function", "tictactoe", "minimax",
     HELPERS_14 + _MM_14.replace("_minv(result(board", "_TMP(result(board").replace(
         "_maxv(result(board", "_minv(result(board").replace("_TMP(", "_maxv("),
     "minimax", ["child-own-side"]),
    ("minimax: right (plain)", "tictactoe", "minimax", HELPERS_14 + _MM_14, "minimax", "passed"),
]

ATTEMPTS = LESSON_14 + LESSON_07 + LESSON_05 + LESSON_02 + LESSON_13 + LESSON_17
