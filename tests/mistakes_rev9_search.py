"""A ninth reviewer's attempts at the self-checks of lessons 01-07 that were passed, or named
wrongly, before the checks learned them; each kept as the learner's cell was typed, beside the
right-but-unusual code the same reviewer wrote (which must keep passing).

The test runs each cell in a namespace holding what the notebook had defined by then
(``PRELUDE``) and grades what the cell defines (``DEFINES``) with the lesson's bank.  The key
is the mistake the report must name, and no other (a tuple: exactly those; ``()``: it fails
naming none); ``None``: the check must pass.
"""

import mistakes_review_search


_DLS = '''
def my_dls(problem, limit):
    def rec(state, path, budget):
        if problem.is_goal(state):
            return path
        if budget == 0:
            return None
        for _, c, _ in problem.successors(state):
            if c not in path:
                r = rec(c, path + [c], budget - 1)
                if r is not None:
                    return r
        return None
    return rec(problem.initial, [problem.initial], limit)
'''

#: what the notebook defines before these cells, as in the first reviewer's file
_EARLIER = mistakes_review_search.PRELUDE

PRELUDE = {
    "drive": _EARLIER["drive"],              # as the notebook had it
    "queue-remove": "from collections import deque\n",
    "bfs": "from collections import deque\n",
    "write-neighbours": "",
    "write-solve": _EARLIER["write-solve"],              # as the notebook had it
    "maze-h": '''
def my_manhattan(a, b):
    return sum(abs(x - y) for x, y in zip(a, b))
''',
    "dls": "",
    "iddfs": _DLS,
}

#: What each check hands in: the name the notebook's cell defines.
DEFINES = {"drive": "Drive", "queue-remove": "DequeFrontier", "bfs": "breadth_first",
           "write-neighbours": "my_neighbours", "write-solve": "my_solve", "maze-h": "my_h",
           "dls": "my_dls", "iddfs": "my_iddfs"}

#: The lesson module of each check.
LESSONS = {"drive": "search_problems", "queue-remove": "dfs_bfs", "bfs": "dfs_bfs",
           "write-neighbours": "mazes", "write-solve": "mazes", "maze-h": "greedy",
           "dls": "iterative_deepening", "iddfs": "iterative_deepening"}

#: The set frontier of finding 2 (its verdict must not depend on PYTHONHASHSEED).
SET_FRONTIER = '''
def breadth_first(problem):
    parent = {problem.initial: None}
    f = {problem.initial}
    while f:
        s = f.pop()
        if problem.is_goal(s):
            out = [s]
            while parent[out[-1]] is not None:
                out.append(parent[out[-1]])
            return out[::-1]
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in parent:
                parent[c] = s; f.add(c)
    return None
'''

#: The tenth reviewer's queue frontier kept in a set (its first difference must name a call
#: whose answer differs, not the add() before it).
QUEUE_SET = '''
class DequeFrontier:
    def __init__(self):
        self.nodes = set()
    def add(self, node):
        self.nodes.add(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        return self.nodes.pop()
'''

#: ``(check, the reviewer's label, the mistake(s) named or None for a pass, the cell)``.
ATTEMPTS = [
    # -- lesson 01 ---------------------------------------------------------------------------
    ("drive", "step_cost returns str(cost): '2', '5', '9'", (), '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state):
        return list(DRIVE_MAP[state])
    def result(self, state, action):
        return action
    def is_goal(self, state):
        return state == "Station"
    def step_cost(self, state, action, next_state):
        return str(DRIVE_MAP[state][action])
'''),
    ("drive", 'step_cost returns a float string "2.0"', (), '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state): return list(DRIVE_MAP[state])
    def result(self, state, action): return action
    def is_goal(self, state): return state == "Station"
    def step_cost(self, state, action, next_state): return f"{DRIVE_MAP[state][action]}.0"
'''),
    ("drive", "takes the action apart: result is action[0], step_cost action[1]",
     "actions-pairs", '''
class Drive(Problem):
    initial = "Home"
    def actions(self, state): return [(n, c) for n, c in DRIVE_MAP[state].items()]
    def result(self, state, action): return action[0]
    def is_goal(self, state): return state == "Station"
    def step_cost(self, state, action, next_state): return action[1]
'''),
    # -- lesson 03: the queue ------------------------------------------------------------------
    ("queue-remove", 'heapq "priority queue" as the queue', "smallest-first", '''
import heapq
class DequeFrontier:
    def __init__(self):
        self.nodes = []
    def add(self, node):
        heapq.heappush(self.nodes, node)
    def empty(self):
        return not self.nodes
    def remove(self):
        return heapq.heappop(self.nodes)
'''),
    ("queue-remove", "remove takes min (smallest node)", "smallest-first", '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        m = min(self.nodes)
        self.nodes.remove(m)
        return m
'''),
    ("queue-remove", "sorts nodes after every add (priority by value)", "smallest-first", '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.append(node)
        self.nodes = deque(sorted(self.nodes, key=repr))
    def empty(self):
        return not self.nodes
    def remove(self):
        return self.nodes.popleft()
'''),
    ("queue-remove", "correct unusual: appendleft + pop, explicit raise", None, '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.appendleft(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        if not self.nodes:
            raise IndexError("empty frontier")
        return self.nodes.pop()
'''),
    ("queue-remove", "correct unusual: a subclass of deque", None, '''
class DequeFrontier(deque):
    def add(self, node):
        self.append(node)
    def empty(self):
        return len(self) == 0
    def remove(self):
        return self.popleft()
'''),
    # the tenth reviewer (/tmp/rev10/a03.py, block qr-set): fails, but its first difference
    # blamed add() for keeping the nodes in a set
    ("queue-remove", "a set as the frontier: set.add, set.pop", (), QUEUE_SET),
    # -- lesson 03: bfs ------------------------------------------------------------------------
    ("bfs", "a set as the frontier (arbitrary order)", (), SET_FRONTIER),
    ("bfs", "correct: level by level (a list of layers), no deque", None, '''
def breadth_first(problem):
    parent = {problem.initial: None}
    layer = [problem.initial]
    while layer:
        nxt = []
        for s in layer:
            if problem.is_goal(s):
                p = [s]
                while parent[p[-1]] is not None or False:
                    p.append(parent[p[-1]])
                return p[::-1]
            for a in problem.actions(s):
                c = problem.result(s, a)
                if c not in parent:
                    parent[c] = s
                    nxt.append(c)
        layer = nxt
    return None
'''),
    ("bfs", "correct: recursive over layers, a generator for the successors", None, '''
def breadth_first(problem):
    def succ(s):
        for a in problem.actions(s):
            yield problem.result(s, a)
    def go(layer, parent):
        if not layer:
            return None
        for s in layer:
            if problem.is_goal(s):
                p = [s]
                while p[-1] != problem.initial:
                    p.append(parent[p[-1]])
                return p[::-1]
        nxt = []
        for s in layer:
            for c in succ(s):
                if c not in parent:
                    parent[c] = s; nxt.append(c)
        return go(nxt, parent)
    return go([problem.initial], {problem.initial: None})
'''),
    ("bfs", "correct: a queue of whole paths, a reached set", None, '''
def breadth_first(problem):
    q = deque([[problem.initial]])
    reached = {problem.initial}
    while q:
        path = q.popleft()
        s = path[-1]
        if problem.is_goal(s):
            return path
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in reached:
                reached.add(c)
                q.append(path + [c])
    return None
'''),
    ("bfs", "correct unusual: a heap of (depth, counter, state)", None, '''
import heapq, itertools
def breadth_first(problem):
    cnt = itertools.count()
    h = [(0, next(cnt), problem.initial)]
    parent = {problem.initial: None}
    while h:
        d, _, s = heapq.heappop(h)
        if problem.is_goal(s):
            out = [s]
            while parent[out[-1]] is not None:
                out.append(parent[out[-1]])
            return out[::-1]
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in parent:
                parent[c] = s
                heapq.heappush(h, (d + 1, next(cnt), c))
    return None
'''),
    ("bfs", "correct unusual: neighbours tried in reverse order", None, '''
def breadth_first(problem):
    parent = {problem.initial: None}
    q = deque([problem.initial])
    while q:
        s = q.popleft()
        if problem.is_goal(s):
            out = [s]
            while parent[out[-1]] is not None:
                out.append(parent[out[-1]])
            return out[::-1]
        for a in reversed(list(problem.actions(s))):
            c = problem.result(s, a)
            if c not in parent:
                parent[c] = s; q.append(c)
    return None
'''),
    ("bfs", "mutates the problem (sets problem.initial while walking)", "mutates-input", '''
def breadth_first(problem):
    parent = {problem.initial: None}
    q = deque([problem.initial])
    while q:
        s = q.popleft()
        problem.initial = s
        if problem.is_goal(s):
            out = [s]
            while parent[out[-1]] is not None:
                out.append(parent[out[-1]])
            return out[::-1]
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in parent:
                parent[c] = s; q.append(c)
    return None
'''),
    # -- lesson 04 -----------------------------------------------------------------------------
    ("write-neighbours", "caches results in a global dict keyed by cell", "keeps-state", '''
_cache = {}
def my_neighbours(maze, cell):
    if cell in _cache:
        return _cache[cell]
    r, c = cell
    out = []
    for action, (nr, nc) in [("up", (r-1, c)), ("down", (r+1, c)), ("left", (r, c-1)), ("right", (r, c+1))]:
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((action, (nr, nc)))
    _cache[cell] = out
    return out
'''),
    ("write-neighbours", "off-by-one bound (<= height)", "past-the-edge", '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (nr, nc) in [("up", (r-1, c)), ("down", (r+1, c)), ("left", (r, c-1)), ("right", (r, c+1))]:
        if 0 <= nr <= maze.height and 0 <= nc <= maze.width:
            if nr < maze.height and nc < maze.width and maze.walls[nr][nc]:
                continue
            out.append((action, (nr, nc)))
    return out
'''),
    ("write-neighbours", "wall test inverted", "walls-kept", '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (nr, nc) in [("up", (r-1, c)), ("down", (r+1, c)), ("left", (r, c-1)), ("right", (r, c+1))]:
        if 0 <= nr < maze.height and 0 <= nc < maze.width and maze.walls[nr][nc]:
            out.append((action, (nr, nc)))
    return out
'''),
    ("write-neighbours", "correct: a dict of deltas", None, '''
MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
def my_neighbours(maze, cell):
    out = []
    for action, (dr, dc) in MOVES.items():
        r, c = cell[0] + dr, cell[1] + dc
        if 0 <= r < maze.height and 0 <= c < maze.width and not maze.walls[r][c]:
            out.append((action, (r, c)))
    return out
'''),
    ("write-solve", "goal tested when generated (the start tested first, counted as 1)",
     "early-goal-test", '''
def my_solve(maze, frontier):
    start = Node(maze.initial, None, None)
    if maze.initial == maze.goal: return [], 1
    n, explored = 0, set()
    frontier.add(start)
    while True:
        if frontier.empty():
            return None
        node = frontier.remove(); n += 1
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                child = Node(cell, node, action)
                if cell == maze.goal:
                    acts = []
                    while child.parent is not None:
                        acts.append(child.action); child = child.parent
                    return acts[::-1], n
                frontier.add(child)
    return None
'''),
    # -- lesson 05 -----------------------------------------------------------------------------
    ("maze-h", "caches h by cell across mazes (a global dict)", "keeps-state", '''
_hc = {}
def my_h(maze, cell):
    if cell not in _hc:
        _hc[cell] = my_manhattan(cell, maze.goal)
    return _hc[cell]
'''),
    ("maze-h", "uses maze.h", "uses-library", '''
def my_h(maze, cell):
    return maze.h(cell)
'''),
    ("maze-h", "uses searchlib's manhattan", "uses-library", '''
from searchlib import manhattan
def my_h(maze, cell):
    return manhattan(cell, maze.goal)
'''),
    ("maze-h", "correct", None, '''
def my_h(maze, cell):
    return my_manhattan(cell, maze.goal)
'''),
    # -- lesson 07 -----------------------------------------------------------------------------
    ("dls", "takes the goal only at the depth limit", "goal-at-limit-only", '''
def my_dls(problem, limit):
    def rec(state, path, budget):
        if budget == 0:
            return path if problem.is_goal(state) else None
        for _, c, _ in problem.successors(state):
            if c not in path:
                r = rec(c, path + [c], budget - 1)
                if r is not None: return r
        return None
    return rec(problem.initial, [problem.initial], limit)
'''),
    ("dls", "correct: on-path set, add/discard in try/finally, depth counting up", None, '''
def my_dls(problem, limit):
    on_path = set(); path = []
    def rec(state, depth):
        path.append(state); on_path.add(state)
        try:
            if problem.is_goal(state):
                return list(path)
            if depth < limit:
                for _, child, _ in problem.successors(state):
                    if child in on_path: continue
                    r = rec(child, depth + 1)
                    if r is not None: return r
            return None
        finally:
            path.pop(); on_path.discard(state)
    return rec(problem.initial, 0)
'''),
    ("dls", "correct: generator recursion (yield from), the first result taken", None, '''
def my_dls(problem, limit):
    def paths(path):
        s = path[-1]
        if problem.is_goal(s):
            yield path
            return
        if len(path) - 1 >= limit:
            return
        for _, c, _ in problem.successors(s):
            if c not in path:
                yield from paths(path + [c])
    return next(paths([problem.initial]), None)
'''),
    ("dls", "correct: an explicit stack of paths", None, '''
def my_dls(problem, limit):
    stack = [[problem.initial]]
    while stack:
        path = stack.pop()
        s = path[-1]
        if problem.is_goal(s):
            return path
        if len(path) - 1 < limit:
            kids = [c for _, c, _ in problem.successors(s) if c not in path]
            for c in reversed(kids):
                stack.append(path + [c])
    return None
'''),
    # the tenth reviewer (/tmp/rev10/a07.py, block dls-problem.goal): the goal compared with
    # problem.goal passed every case while each had one goal; and its right-but-unusual DLS
    ("dls", "goal tested as s == problem.goal, not problem.is_goal(s)", "goal-attribute", '''
def my_dls(problem, limit):
    def go(path, left):
        s = path[-1]
        if s == problem.goal: return list(path)
        if left == 0: return None
        for _, t, _c in problem.successors(s):
            if t in path: continue
            r = go(path + [t], left - 1)
            if r is not None: return r
        return None
    return go([problem.initial], limit)
'''),
    ("dls", "correct unusual: the path as a tuple, `t in path`", None, '''
def my_dls(problem, limit):
    def go(path, left):
        s = path[-1]
        if problem.is_goal(s):
            return list(path)
        if left == 0:
            return None
        for _, t, _c in problem.successors(s):
            if t in path: continue
            r = go(path + (t,), left - 1)
            if r is not None:
                return r
        return None
    return go((problem.initial,), limit)
'''),
    # the same my_dls, run again before a right iterative deepening (so iddfs inherits it)
    ("iddfs", "a right loop over my_dls, which tests s == problem.goal", "goal-attribute", '''
def my_dls(problem, limit):
    def go(path, left):
        s = path[-1]
        if s == problem.goal: return list(path)
        if left == 0: return None
        for _, t, _c in problem.successors(s):
            if t in path: continue
            r = go(path + [t], left - 1)
            if r is not None: return r
        return None
    return go([problem.initial], limit)
def my_iddfs(problem, max_depth):
    for limit in range(max_depth + 1):
        r = my_dls(problem, limit)
        if r is not None:
            return r
    return None
'''),
    ("iddfs", "correct unusual: next() over map of my_dls over the limits", None, '''
def my_iddfs(problem, max_depth):
    return next((p for p in map(lambda d: my_dls(problem, d), range(max_depth + 1)) if p is not None), None)
'''),
    ("iddfs", "starts at limit 1: range(1, max_depth + 1)", "no-limit-zero", '''
def my_iddfs(problem, max_depth):
    for limit in range(1, max_depth + 1):
        r = my_dls(problem, limit)
        if r is not None: return r
    return None
'''),
    ("iddfs", "correct", None, '''
def my_iddfs(problem, max_depth):
    for limit in range(max_depth + 1):
        r = my_dls(problem, limit)
        if r is not None:
            return r
    return None
'''),
    ("iddfs", "correct: a while loop and next() over a generator of rounds", None, '''
import itertools
def my_iddfs(problem, max_depth):
    rounds = (my_dls(problem, k) for k in itertools.count())
    limit = 0
    while limit <= max_depth:
        r = next(rounds)
        if r is not None: return r
        limit += 1
    return None
'''),
    ("iddfs", "correct: recursion over the limit", None, '''
def my_iddfs(problem, max_depth, limit=0):
    if limit > max_depth: return None
    r = my_dls(problem, limit)
    return r if r is not None else my_iddfs(problem, max_depth, limit + 1)
'''),
]
