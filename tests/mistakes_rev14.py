"""A fourteenth reviewer's attempts at the self-checks of lessons 02-09 that were passed, or
named wrongly, before the checks learned them; each kept as the learner's cell was typed,
beside right-but-unusual code the same reviewer wrote (which must keep passing).  The BFS that
tests the goal when a child is generated and writes a parent at every meeting is a teacher's
class (/tmp/rev13, s11).

The test runs each cell in a namespace holding what the notebook had defined by then
(``PRELUDE``) and grades what the cell defines (``DEFINES``) with the lesson's bank.  The key
is the mistake the report must name, and no other (a tuple: exactly those; ``()``: it fails
naming none); ``None``: the check must pass.
"""

import mistakes_review_search

PRELUDE = {
    "path-states": "",
    "queue-remove": "from collections import deque\n",
    "bfs": "from collections import deque\n",
    "write-solve": mistakes_review_search.PRELUDE["write-solve"],
    "maze-h": "",
    "astar": "import heapq\nimport itertools\n",
    "minimax": "",
    "alphabeta": "import math\n",
}

#: What each check hands in: the name the notebook's cell defines.
DEFINES = {"path-states": "path_states", "queue-remove": "DequeFrontier",
           "bfs": "breadth_first", "write-solve": "my_solve", "maze-h": "my_h",
           "astar": "my_astar", "minimax": "minimax_value", "alphabeta": "alphabeta"}

#: The lesson module of each check.
LESSONS = {"path-states": "frontier_loop", "queue-remove": "dfs_bfs", "bfs": "dfs_bfs",
           "write-solve": "mazes", "maze-h": "greedy", "astar": "astar",
           "minimax": "minimax", "alphabeta": "alphabeta"}

#: ``(check, the reviewer's label, the mistake(s) named or None for a pass, the cell)``.
ATTEMPTS = [
    # -- lesson 02 -----------------------------------------------------------------------------
    ("path-states", "while node.action: (stops at a falsy action)", "stops-at-falsy-action", '''
def path_states(node):
    out = [node.state]
    while node.action:
        node = node.parent
        out.append(node.state)
    return out[::-1]
'''),
    ("path-states", "path_cost taken for the number of steps", "cost-as-steps", '''
def path_states(node):
    out = [node.state]
    for _ in range(int(node.path_cost)):
        node = node.parent
        out.append(node.state)
    return out[::-1]
'''),
    ("path-states", "correct: while node.parent", None, '''
def path_states(node):
    out = [node.state]
    while node.parent:
        node = node.parent
        out.append(node.state)
    return out[::-1]
'''),
    ("path-states", "correct: recursion on node[1]", None, '''
def path_states(node):
    if node[1] is None:
        return [node[0]]
    return path_states(node[1]) + [node[0]]
'''),
    # -- lesson 03 -----------------------------------------------------------------------------
    ("queue-remove", "empty() inverted", "empty-inverted", '''
class DequeFrontier:
    def __init__(self): self.nodes = deque()
    def add(self, node): self.nodes.append(node)
    def empty(self): return bool(self.nodes)
    def remove(self): return self.nodes.popleft()
'''),
    ("queue-remove", "empty() inverted with len", "empty-inverted", '''
class DequeFrontier:
    def __init__(self): self.nodes = deque()
    def add(self, node): self.nodes.append(node)
    def empty(self): return len(self.nodes) > 0
    def remove(self): return self.nodes.popleft()
'''),
    ("bfs", "the goal tested when generated, a parent written at every meeting (s11)",
     "parent-overwritten", '''
def breadth_first(problem):
    start = problem.initial
    if problem.is_goal(start):
        return [start]
    parent = {start: None}
    explored = set()
    queue = deque([start])
    while queue:
        state = queue.popleft()
        explored.add(state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child in explored:
                continue
            parent[child] = state          # remember where we came from (every time)
            if problem.is_goal(child):
                path = [child]
                while parent[path[-1]] is not None:
                    path.append(parent[path[-1]])
                return path[::-1]
            if child not in queue:
                queue.append(child)
    return None
'''),
    ("bfs", "the goal tested when taken out, a parent written at every meeting",
     "parent-overwritten", '''
def breadth_first(problem):
    start = problem.initial
    parent = {start: None}
    explored = set()
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        explored.add(state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child in explored:
                continue
            parent[child] = state          # overwritten by later routes
            if child not in queue:
                queue.append(child)
    return None
'''),
    ("bfs", "correct: the goal tested when generated, a parent written once", None, '''
def breadth_first(problem):
    start = problem.initial
    if problem.is_goal(start):
        return [start]
    parent = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child in parent:
                continue
            parent[child] = state
            if problem.is_goal(child):
                path = [child]
                while parent[path[-1]] is not None:
                    path.append(parent[path[-1]])
                return path[::-1]
            queue.append(child)
    return None
'''),
    # -- lesson 04 -----------------------------------------------------------------------------
    ("write-solve", "plain-tuple nodes (cell, parent, action)", "stateless-nodes", '''
def my_solve(maze, frontier):
    frontier.add((maze.initial, None, None)); explored = set(); n = 0
    while not frontier.empty():
        node = frontier.remove(); n += 1
        if node[0] == maze.goal:
            acts = []
            while node[1] is not None: acts.append(node[2]); node = node[1]
            return acts[::-1], n
        explored.add(node[0])
        for a, c in neighbours(maze, node[0]):
            if c not in explored and not frontier.contains_state(c):
                frontier.add((c, node, a))
    return None
'''),
    ("write-solve", "correct: the notebook's Node", None, '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None)); explored = set(); n = 0
    while not frontier.empty():
        node = frontier.remove(); n += 1
        if node.state == maze.goal:
            acts = []
            while node.parent is not None: acts.append(node.action); node = node.parent
            return acts[::-1], n
        explored.add(node.state)
        for a, c in neighbours(maze, node.state):
            if c not in explored and not frontier.contains_state(c):
                frontier.add(Node(c, node, a))
    return None
'''),
    # -- lesson 05 -----------------------------------------------------------------------------
    ("maze-h", "the exact distance through networkx", "walled-distance", '''
import networkx as nx
def my_h(maze, cell):
    return nx.shortest_path_length(maze.to_networkx(), cell, maze.goal)
'''),
    ("maze-h", "the exact distance through networkx, a fallback on failure", "walled-distance",
     '''
import networkx as nx
def my_h(maze, cell):
    try: return nx.shortest_path_length(maze.to_networkx(), cell, maze.goal)
    except Exception: return 10**6
'''),
    ("maze-h", "the exact distance by its own BFS on the walls", "walled-distance", '''
from collections import deque as _dq
def my_h(maze, cell):
    q = _dq([(cell, 0)]); seen = {cell}
    while q:
        (r, c), d = q.popleft()
        if (r, c) == maze.goal: return d
        for nr, nc in ((r-1, c), (r+1, c), (r, c-1), (r, c+1)):
            if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc] and (nr, nc) not in seen:
                seen.add((nr, nc)); q.append(((nr, nc), d+1))
    return abs(cell[0]-maze.goal[0]) + abs(cell[1]-maze.goal[1])
'''),
    ("maze-h", "correct: the Manhattan distance, beside a call of maze.to_networkx()", None, '''
def my_h(maze, cell):
    maze.to_networkx()
    return abs(cell[0] - maze.goal[0]) + abs(cell[1] - maze.goal[1])
'''),
    # -- lesson 06 -----------------------------------------------------------------------------
    ("astar", "g lowered and pushed again, the parent kept", "parent-kept", '''
def my_astar(problem):
    cnt = itertools.count(); s0 = problem.initial
    frontier = [(problem.h(s0), next(cnt), 0, s0)]
    best_g = {s0: 0}; parent = {s0: None}; closed=set()
    while frontier:
        _, _, g, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            p = [s]
            while parent[p[-1]] is not None: p.append(parent[p[-1]])
            return p[::-1]
        closed.add(s)
        for a, c, cost in problem.successors(s):
            ng = g + cost
            if c not in best_g or ng < best_g[c]:
                if c not in parent: parent[c] = s
                best_g[c] = ng
                heapq.heappush(frontier, (ng + problem.h(c), next(cnt), ng, c))
    return None
'''),
    ("astar", "correct: lazy deletion, the parent written with g", None, '''
def my_astar(problem):
    cnt = itertools.count(); s0 = problem.initial
    frontier = [(problem.h(s0), next(cnt), 0, s0)]
    best_g = {s0: 0}; parent = {s0: None}; closed=set()
    while frontier:
        _, _, g, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            p = [s]
            while parent[p[-1]] is not None: p.append(parent[p[-1]])
            return p[::-1]
        closed.add(s)
        for a, c, cost in problem.successors(s):
            ng = g + cost
            if c not in best_g or ng < best_g[c]:
                parent[c] = s
                best_g[c] = ng
                heapq.heappush(frontier, (ng + problem.h(c), next(cnt), ng, c))
    return None
'''),
    # -- lesson 08 -----------------------------------------------------------------------------
    ("minimax", "best = 0 instead of -inf and +inf", "zero-start", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list): return tree
    best = 0
    for c in tree:
        v = minimax_value(c, not maximizing)
        best = max(best, v) if maximizing else min(best, v)
    return best
'''),
    ("minimax", "best = 0 at MAX only", "zero-start", '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list): return tree
    best = 0 if maximizing else float("inf")
    for c in tree:
        v = minimax_value(c, not maximizing)
        best = max(best, v) if maximizing else min(best, v)
    return best
'''),
    ("minimax", "correct: best from the infinities", None, '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list): return tree
    best = float("-inf") if maximizing else float("inf")
    for c in tree:
        v = minimax_value(c, not maximizing)
        best = max(best, v) if maximizing else min(best, v)
    return best
'''),
    # -- lesson 09 -----------------------------------------------------------------------------
    ("alphabeta", "the cut tests use the wrong bound (MAX v >= alpha, MIN v <= beta)",
     "tests-swapped", '''
def alphabeta(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    if maximizing:
        v = -math.inf
        for c in tree:
            v = max(v, alphabeta(c, alpha, beta, False))
            if v >= alpha: return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for c in tree:
        v = min(v, alphabeta(c, alpha, beta, True))
        if v <= beta: return v
        beta = min(beta, v)
    return v
'''),
    ("alphabeta", "correct: fail-soft", None, '''
def alphabeta(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    if maximizing:
        v = -math.inf
        for c in tree:
            v = max(v, alphabeta(c, alpha, beta, False))
            if v >= beta: return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for c in tree:
        v = min(v, alphabeta(c, alpha, beta, True))
        if v <= alpha: return v
        beta = min(beta, v)
    return v
'''),
]
