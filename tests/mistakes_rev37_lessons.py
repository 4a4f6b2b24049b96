"""A thirty-seventh reviewer's attempts at the code checks of lessons 01-06, 13, 15 and 17
(/tmp/rev37), as the reviewer typed them, beside a second learner-style form of some of the
same slips and the reviewer's right-but-unusual code, which must keep passing.

The test runs each cell in a namespace holding what the notebook had defined by then
(``PRELUDE``) and grades what the cell defines (``DEFINES``) with the lesson's bank
(``LESSONS``).  The key is the mistake the report must name, and no other (a tuple: exactly
those); ``None``: the check must pass.
"""

import mistakes_review_search

_EARLIER = mistakes_review_search.PRELUDE

PRELUDE = {
    "drive": _EARLIER["drive"],
    "path-states": "",
    "write-neighbours": "",
    "write-solve": _EARLIER["write-solve"],
    "maze-h": '''
from searchlib import Maze
from searchlib.data import path as data_path
trap = Maze.load(data_path("mazes/greedy-trap.txt"))

def my_manhattan(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])
''',
    "astar": "import heapq, itertools, math\n",
    "idastar": "import math\n",
    "shortest-path-both": '''
def neighbors_for_person(person_id):
    raise RuntimeError("the check provides its own neighbors_for_person")
''',
    "ucb-select": "import math\n",
}

DEFINES = {"drive": "Drive", "path-states": "path_states", "write-neighbours": "my_neighbours",
           "write-solve": "my_solve", "maze-h": "my_h", "astar": "my_astar",
           "idastar": "my_idastar", "shortest-path-both": "shortest_path_both",
           "ucb-select": "ucb_select"}

LESSONS = {"drive": "search_problems", "path-states": "frontier_loop",
           "write-neighbours": "mazes", "write-solve": "mazes", "maze-h": "greedy",
           "astar": "astar", "idastar": "beyond_astar", "shortest-path-both": "degrees",
           "ucb-select": "mcts"}

#: 05h-b3: the goal kept in a default argument, filled by the first call.
CACHED_GOAL = '''
def my_h(maze, cell, _goal=[]):
    if not _goal: _goal.append(maze.goal)
    return my_manhattan(cell, _goal[0])
'''

#: 06a-b6: each child pushed with the parent's h.
PARENT_H = '''
def my_astar(problem):
    tick = itertools.count(); start = problem.initial
    best_g = {start: 0}; parent = {start: None}; closed = set()
    heap = [(problem.h(start), -next(tick), 0, start)]
    while heap:
        f, _, g, s = heapq.heappop(heap)
        if s in closed or g > best_g[s]: continue
        if problem.is_goal(s):
            out = []
            while s is not None: out.append(s); s = parent[s]
            return out[::-1]
        closed.add(s)
        for _, t, c in problem.successors(s):
            if t not in closed and g + c < best_g.get(t, math.inf):
                best_g[t] = g + c; parent[t] = s
                heapq.heappush(heap, (g + c + problem.h(s), -next(tick), g + c, t))
    return None
'''

#: 15-b4: a set of every state reached in the contour.
GLOBAL_SEEN = '''
def my_idastar(problem):
    bound = problem.h(problem.initial)

    while True:
        nxt = [math.inf]
        seen = {problem.initial}
        def go(path, g):
            s = path[-1]
            f = g + problem.h(s)
            if f > bound:
                nxt[0] = min(nxt[0], f); return None
            if problem.is_goal(s): return list(path)
            for _, t, c in problem.successors(s):
                if t in path or t in seen: continue
                seen.add(t)
                r = go(path + [t], g + c)
                if r: return r
            return None
        r = go([problem.initial], 0)
        if r: return r
        if nxt[0] == math.inf: return None
        bound = nxt[0]
'''

#: 13B-b3: each person tested against the other side's last layer only (right).
LAST_LAYER_ONLY = '''
class _Side:
    def __init__(self, root):
        self.came = {root: None}; self.layer = [root]
def shortest_path_both(source, target):
    if source == target: return []
    S, T = _Side(source), _Side(target)
    while S.layer and T.layer:
        grow, other = (S, T) if len(S.layer) <= len(T.layer) else (T, S)
        nxt = []
        last = set(other.layer)
        for person in grow.layer:
            for movie, co in neighbors_for_person(person):
                if co in grow.came: continue
                grow.came[co] = (movie, person)
                if co in last:
                    left = []; p = co
                    while S.came[p] is not None:
                        m, prev = S.came[p]; left.append((m, p)); p = prev
                    left.reverse()
                    right = []; p = co
                    while T.came[p] is not None:
                        m, q = T.came[p]; right.append((m, q)); p = q
                    return left + right
                nxt.append(co)
        grow.layer = nxt
    return None
'''

_SOLVE_TOP = '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None)); explored = set(); count = 0
'''

#: ``(check, the reviewer's label, the mistake(s) named or None for a pass, the cell)``.
ATTEMPTS = [
    # -- lesson 01: step_cost reading another road ----------------------------------------
    ("drive", "01-b7: the cost of next_state's first road", "cost-wrong-road", '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state): return list(DRIVE_MAP[state])
    def result(self, state, action): return action
    def is_goal(self, state): return state == "Station"
    def step_cost(self, state, action, next_state): return list(DRIVE_MAP[next_state].values())[0]
'''),
    ("drive", "the cost of state's first road", "cost-wrong-road", '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state): return list(DRIVE_MAP[state])
    def result(self, state, action): return action
    def is_goal(self, state): return state == "Station"
    def step_cost(self, state, action, next_state):
        for town, km in DRIVE_MAP[state].items():
            return km
'''),
    ("drive", "01-a: right, a helper and a set of goals", None, '''
class Drive(Problem):
    initial = "Home"
    GOALS = frozenset({"Station"})
    def _roads(self, s):
        return DRIVE_MAP.get(s, {})
    def actions(self, state):
        return [town for town in self._roads(state)]
    def result(self, state, action):
        return action
    def is_goal(self, state):
        return state in self.GOALS
    def step_cost(self, state, action, next_state):
        return self._roads(state)[next_state]
'''),
    ("drive", "right: the road read from next_state's end (the map lists both ends)", None, '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state): return list(DRIVE_MAP[state])
    def result(self, state, action): return action
    def is_goal(self, state): return state == "Station"
    def step_cost(self, state, action, next_state): return DRIVE_MAP[next_state][state]
'''),
    # -- lesson 02: a tuple where the exercise asks for the list of states ----------------
    ("path-states", "02-b9: a tuple, in the right order", "tuple-path", '''
def path_states(node):
    out = []
    while node is not None:
        out.append(node.state); node = node.parent
    return tuple(reversed(out))
'''),
    ("path-states", "a tuple built by recursion", "tuple-path", '''
def path_states(node):
    if node is None:
        return ()
    return path_states(node.parent) + (node.state,)
'''),
    ("path-states", "02-a: right, recursion", None, '''
def path_states(node):
    if node is None:
        return []
    return path_states(node.parent) + [node.state]
'''),
    ("path-states", "02-a2: right, a generator reversed", None, '''
def path_states(node):
    def walk(n):
        while n:
            yield n.state
            n = n.parent
    return list(reversed(list(walk(node))))
'''),
    # -- lesson 04: column 0 (or row 0) never allowed ---------------------------------------
    ("write-neighbours", "04n-b3: 0 < nc, column 0 refused", "strict-bounds", '''
def my_neighbours(maze, cell):
    r, c = cell; out = []
    for a, dr, dc in (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr <= maze.height - 1 and 0 < nc < maze.width and not maze.walls[nr][nc]:
            out.append((a, (nr, nc)))
    return out
'''),
    ("write-neighbours", "nr > 0, row 0 refused", "strict-bounds", '''
def my_neighbours(maze, cell):
    r, c = cell; out = []
    for a, dr, dc in (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1)):
        nr, nc = r + dr, c + dc
        if nr > 0 and nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((a, (nr, nc)))
    return out
'''),
    ("write-neighbours", "04n-a: right, a table and a bounds helper", None, '''
def my_neighbours(maze, cell):
    r, c = cell
    steps = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
    inside = lambda rr, cc: 0 <= rr < maze.height and 0 <= cc < maze.width
    return [(a, (r + dr, c + dc)) for a, dr, dc in steps
            if inside(r + dr, c + dc) and not maze.walls[r + dr][c + dc]]
'''),
    # -- lesson 04: no path raises; the goal compared with `is` -----------------------------
    ("write-solve", "04s-b8: raises Exception when there is no path (as CS50)",
     "raises-no-path", '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None)); explored = set(); count = 0
    while True:
        if frontier.empty(): raise Exception("no solution")
        node = frontier.remove(); count += 1
        if node.state == maze.goal:
            acts = []
            while node.parent is not None: acts.append(node.action); node = node.parent
            return acts[::-1], count
        explored.add(node.state)
        for a, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, a))
'''),
    ("write-solve", "04s-c2: a reached set filled when adding (right), the goal tested with "
     "`is`", "goal-is", '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None)); explored = {maze.initial}; count = 0
    while not frontier.empty():
        node = frontier.remove(); count += 1
        if node.state is maze.goal:
            acts = []
            while node.parent is not None: acts.append(node.action); node = node.parent
            return acts[::-1], count
        for a, cell in neighbours(maze, node.state):
            if cell not in explored:
                explored.add(cell); frontier.add(Node(cell, node, a))
    return None
'''),
    ("write-solve", "the lecture's loop with `is` for the goal", "goal-is", _SOLVE_TOP + '''
    while not frontier.empty():
        node = frontier.remove()
        count += 1
        if node.state is maze.goal:
            actions = []
            while node.parent is not None:
                actions.append(node.action)
                node = node.parent
            return actions[::-1], count
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
'''),
    ("write-solve", "right: a reached set filled when adding", None, '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None)); reached = {maze.initial}; count = 0
    while not frontier.empty():
        node = frontier.remove(); count += 1
        if node.state == maze.goal:
            acts = []
            while node.parent is not None: acts.append(node.action); node = node.parent
            return acts[::-1], count
        for a, cell in neighbours(maze, node.state):
            if cell not in reached:
                reached.add(cell); frontier.add(Node(cell, node, a))
    return None
'''),
    # -- lesson 05: a goal kept between calls, and greedy-trap's goal ------------------------
    ("maze-h", "05h-b3: the goal kept in a default argument", "keeps-state", CACHED_GOAL),
    ("maze-h", "the goal kept in a global", "keeps-state", '''
GOAL = None
def my_h(maze, cell):
    global GOAL
    if GOAL is None:
        GOAL = maze.goal
    return my_manhattan(cell, GOAL)
'''),
    ("maze-h", "05h-b2: trap.goal instead of maze.goal", "fixed-goal", '''
def my_h(maze, cell):
    return my_manhattan(cell, trap.goal)
'''),
    ("maze-h", "05h-a: right, unpacking", None, '''
def my_h(maze, cell):
    (r, c), (gr, gc) = cell, maze.goal
    return abs(gr - r) + abs(gc - c)
'''),
    # -- lesson 06: the parent's h ------------------------------------------------------------
    ("astar", "06a-b6: each child ranked with the parent's h", "parent-h", PARENT_H),
    # -- lesson 13: the other side's last layer only (right) --------------------------------
    ("shortest-path-both", "13B-b3: tested against the other side's last layer only", None,
     LAST_LAYER_ONLY),
    # -- lesson 15: a set of every state reached in the contour -----------------------------
    ("idastar", "15-b4: a set of every state reached in the contour", "global-reached",
     GLOBAL_SEEN),
    # -- lesson 17: ln(parent / N), and the win rate upside down -----------------------------
    ("ucb-select", "17-b8: ln(parent_visits / N)", "log-of-ratio", '''
def ucb_select(children, parent_visits, c):
    sc = [math.inf if n == 0 else w / n + c * math.sqrt(math.log(parent_visits / n)) for w, n in children]
    return sc.index(max(sc))
'''),
    ("ucb-select", "17-b9: N / W, 0 where W is 0", "rate-upside-down", '''
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return i
    sc = [(n / w if w else 0) + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return sc.index(max(sc))
'''),
    ("ucb-select", "N / W in a loop (a child without a win divides by 0)", "rate-upside-down",
     '''
def ucb_select(children, parent_visits, c):
    best, best_score = None, None
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
        score = n / w + c * math.sqrt(math.log(parent_visits) / n)
        if best_score is None or score > best_score:
            best, best_score = i, score
    return best
'''),
    ("ucb-select", "17-a: right, max over the indices with a key", None, '''
def ucb_select(children, parent_visits, c):
    def score(i):
        w, n = children[i]
        if n == 0: return math.inf
        return w / n + c * math.sqrt(math.log(parent_visits) / n)
    return max(range(len(children)), key=score)
'''),
]
