"""A thirtieth reviewer's attempts (/tmp/rev30) at lessons 01, 03, 04, 09 and 12 whose report
was missing a hint, or showed text that was not true of them, as they wrote them, each with a
second learner-style form, and right code written the same way that must keep passing.

``ATTEMPTS`` (lessons 01-04) has the form of tests/mistakes_review_search.py, whose
``PRELUDE``, ``DEFINES`` and ``LESSONS`` it shares: ``(check, label, key, cell)``, the key
being the mistake (or the list of mistakes) the report must name and no other (None: the
check must pass).  ``KEPT`` holds game functions that keep something from one call to the
next: ``(label, lesson, exercise id, cell, function name)`` (cells as in
tests/mistakes_review_games.py).  ``ANSWERS``: lesson 03's order questions answered with the
path BFS returns, ``(question, label, answer, words the hint must hold)``.
"""

from mistakes_review_search import DEFINES, LESSONS, PRELUDE  # noqa: F401  (the tests use them)

_DRIVE = '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state):
        return list(DRIVE_MAP[state])
    def result(self, state, action):
        return action
    def is_goal(self, state):
        {GOAL}
    def step_cost(self, state, action, next_state):
        return DRIVE_MAP[state][next_state]
'''


def _drive(goal):
    return _DRIVE.replace("{GOAL}", goal)


ATTEMPTS = [
    # -- 1. lesson 01: is_goal answering with something other than True or False ---------------
    ("drive", "is_goal returns 'yes' or 'no' (the reviewer's)", "goal-always",
     _drive('return "yes" if state == "Station" else "no"')),
    ("drive", "is_goal returns str() of the comparison (the reviewer's)", "goal-always",
     _drive('return str(state == "Station")')),
    ("drive", "is_goal returns the comparison in a list (the reviewer's)", "goal-always",
     _drive('return [state == "Station"]')),
    ("drive", "is_goal returns True everywhere", "goal-always", _drive("return True")),
    ("drive", "is_goal returns 1 or 0 (right)", None,
     _drive('return 1 if state == "Station" else 0')),
    ("drive", "is_goal returns True at the Station, and None elsewhere (right)", None,
     _drive('if state == "Station":\n            return True')),

    # -- 3. lesson 04: the new cell written (column, row), the cell read right -----------------
    ("write-neighbours", "new cells written (x, y) (the reviewer's)", "x-y-written", '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for name, (dr, dc) in [("up", (-1, 0)), ("down", (1, 0)), ("left", (0, -1)), ("right", (0, 1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((name, (nc, nr)))      # (x, y): column first
    return out
'''),
    ("write-neighbours", "new cells named x and y, and written (x, y)", "x-y-written", '''
def my_neighbours(maze, cell):
    row, col = cell
    moves = []
    for action, (dr, dc) in {"up": (-1, 0), "down": (1, 0), "left": (0, -1),
                             "right": (0, 1)}.items():
        r, c = row + dr, col + dc
        if r < 0 or c < 0 or r >= maze.height or c >= maze.width:
            continue
        if maze.walls[r][c]:
            continue
        x, y = c, r
        moves.append((action, (x, y)))
    return moves
'''),
    ("write-neighbours", "the same loop, the cell written (row, column) (right)", None, '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for name, (dr, dc) in [("up", (-1, 0)), ("down", (1, 0)), ("left", (0, -1)), ("right", (0, 1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((name, (nr, nc)))
    return out
'''),

    # -- 5. lesson 04: counting the nodes added AND returning (count, actions) ------------------
    ("write-solve", "count when added, and (count, actions) (the reviewer's)",
     ["count", "count-first"], '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored, count = set(), 1
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            acts = []
            while node.parent is not None:
                acts.append(node.action); node = node.parent
            return count, acts[::-1]
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action)); count += 1
    return None
'''),
    ("write-solve", "count when added after the start, and (count, actions)",
     ["count", "count-first"], '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored = set()
    added = 0
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            actions = []
            while node.parent is not None:
                actions.insert(0, node.action)
                node = node.parent
            return (added, actions)
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
                added += 1
    return None
'''),
    ("write-solve", "count when removed, and (actions, count) (right)", None, '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored, count = set(), 0
    while not frontier.empty():
        node = frontier.remove()
        count += 1
        if node.state == maze.goal:
            acts = []
            while node.parent is not None:
                acts.append(node.action); node = node.parent
            return acts[::-1], count
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
'''),
]

#: ``(label, lesson, exercise id, cell, function name)``: a memo kept from one call to the next.
KEPT = [
    ("alphabeta: a memo keyed by id(tree) in a module dict (the reviewer's)", "alphabeta",
     "alphabeta", '''
_memo = {}
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    key = (id(tree), alpha, beta, maximizing)
    if key in _memo: return _memo[key]
    if not isinstance(tree, list): return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        r = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, r)
            if v >= beta: break
            alpha = max(alpha, v)
        else:
            v = min(v, r)
            if v <= alpha: break
            beta = min(beta, v)
    _memo[key] = v
    return v
''', "alphabeta_value"),
    ("maxn: a memo keyed by id(node) in a default argument (the reviewer's)", "maxn", "maxn", '''
def maxn_value(node, player=1, n=3, memo={}):
    k = (id(node), player, n)
    if k in memo:
        return memo[k]
    if not isinstance(node, list):
        return node
    best = None
    for c in node:
        v = maxn_value(c, player % n + 1, n)
        if best is None or v[player - 1] > best[player - 1]:
            best = v
    memo[k] = best
    return best
''', "maxn_value"),
    ("minimax: wrong on its very first call only, right ever after", "minimax", "minimax", '''
_calls = []
def minimax_value(tree, maximizing=True):
    _calls.append(tree)
    if len(_calls) == 1:
        return 0
    if not isinstance(tree, list):
        return tree
    vals = [minimax_value(c, not maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
''', "minimax_value"),
]

#: Lesson 03's BFS orders answered with the path BFS returns.
ANSWERS = [
    ("bfs-order", "the BFS path A, B, C, E (the reviewer's)", ["A", "B", "C", "E"],
     "A, B, C, E is the path BFS returns"),
    ("practice-bfs-order", "the BFS path S, A, D, G (the reviewer's)", ["S", "A", "D", "G"],
     "S, A, D, G is the path BFS returns"),
]
