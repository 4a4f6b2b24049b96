"""A README-only reviewer's attempts at the self-checks of lessons 03-07, kept as they were
written (without reading the suites), each with the one mistake its report must name.

Every attempt is the learner's cell as they typed it: the test runs it in a namespace that
holds what the notebook had defined by then (``PRELUDE``), then grades the function the cell
defines with the lesson's bank.  ``None`` for the key: the check must fail and name no
mistake (it shows the first divergence instead).
"""

PRELUDE = {
    "queue-remove": "from collections import deque\n",
    "bfs": "from collections import deque\n",
    "write-neighbours": "",
    "write-solve": """
from typing import NamedTuple


class Node(NamedTuple):
    state: tuple
    parent: object
    action: object


def neighbours(maze, cell):
    return [(action, maze.result(cell, action)) for action in maze.actions(cell)]
""",
    "manhattan": "",
    "astar": "import heapq\nimport itertools\n",
    "solvable": """
def my_inversions(state):
    tiles = [t for t in state if t != 0]
    return sum(tiles[i] > tiles[j] for i in range(len(tiles)) for j in range(i + 1, len(tiles)))
""",
    "dls": "",
}

#: What each check hands in: the name the notebook's cell defines.
DEFINES = {"queue-remove": "DequeFrontier", "bfs": "breadth_first",
           "write-neighbours": "my_neighbours", "write-solve": "my_solve",
           "manhattan": "my_manhattan", "astar": "my_astar", "solvable": "my_solvable",
           "dls": "my_dls"}

#: ``(check, the reviewer's label, the mistake named, the cell)``.
ATTEMPTS = [
    ('queue-remove', 'wrong: add extends (node is iterable string/tuple)', 'extends', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.extend(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        return self.nodes.popleft()
'''),
    ('queue-remove', 'wrong: add ignores duplicates (set-like: refuses a node already present)', 'adds-once', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        if node not in self.nodes:
            self.nodes.append(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        return self.nodes.popleft()
'''),
    ('queue-remove', 'wrong: remove empty raises but empty() wrong when items are falsy (0)', 'empty-any', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return not any(self.nodes)
    def remove(self):
        return self.nodes.popleft()
'''),
    ('queue-remove', 'wrong: empty() inverted (returns len)', 'empty-len', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return len(self.nodes)
    def remove(self):
        return self.nodes.popleft()
'''),
    ('queue-remove', 'wrong: empty() returns the deque (truthy when non-empty)', 'empty-nodes', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return self.nodes
    def remove(self):
        return self.nodes.popleft()
'''),
    ('bfs', 'wrong: global visited set (module level)', 'keeps-state', '''
visited = set()
def breadth_first(problem):
    parent = {problem.initial: None}
    q = deque([problem.initial])
    visited.add(problem.initial)
    while q:
        state = q.popleft()
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        for a in problem.actions(state):
            child = problem.result(state, a)
            if child not in visited:
                visited.add(child)
                parent[child] = state
                q.append(child)
    return None
'''),
    ('bfs', 'wrong: visited state in class-attribute/default-arg parent dict', 'keeps-state', '''
def breadth_first(problem, parent={}):
    parent[problem.initial] = None
    q = deque([problem.initial])
    while q:
        state = q.popleft()
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        for a in problem.actions(state):
            child = problem.result(state, a)
            if child not in parent:
                parent[child] = state
                q.append(child)
    return None
'''),
    ('write-neighbours', 'wrong: uses maze.actions (forbidden)', 'uses-library', '''
def my_neighbours(maze, cell):
    return [(a, maze.result(cell, a)) for a in maze.actions(cell)]
'''),
    ('write-neighbours', 'wrong: cells as lists [r, c]', 'list-cells', '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (dr, dc) in [("up", (-1, 0)), ("down", (1, 0)), ("left", (0, -1)), ("right", (0, 1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((action, [nr, nc]))
    return out
'''),
    ('write-neighbours', 'wrong: up and down swapped (up = row+1)', 'up-down', '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (dr, dc) in [("up", (1, 0)), ("down", (-1, 0)), ("left", (0, -1)), ("right", (0, 1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((action, (nr, nc)))
    return out
'''),
    ('write-neighbours', 'wrong: left/right swapped', 'left-right', '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (dr, dc) in [("up", (-1, 0)), ("down", (1, 0)), ("left", (0, 1)), ("right", (0, -1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((action, (nr, nc)))
    return out
'''),
    ('write-neighbours', 'wrong: (x, y) convention: cell read as (col, row)', 'x-y', '''
def my_neighbours(maze, cell):
    x, y = cell
    out = []
    for action, (dx, dy) in [("up", (0, -1)), ("down", (0, 1)), ("left", (-1, 0)), ("right", (1, 0))]:
        nx_, ny = x + dx, y + dy
        if 0 <= ny < maze.height and 0 <= nx_ < maze.width and not maze.walls[ny][nx_]:
            out.append((action, (nx_, ny)))
    return out
'''),
    ('write-neighbours', 'wrong: height and width swapped in bounds', 'sizes-swapped', '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (dr, dc) in [("up", (-1, 0)), ("down", (1, 0)), ("left", (0, -1)), ("right", (0, 1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.width and 0 <= nc < maze.height and not maze.walls[nr][nc]:
            out.append((action, (nr, nc)))
    return out
'''),
    ('write-solve', "wrong: explored.add AFTER expansion loop — same; plus a 'visited' check on removal skip (count skips duplicates)", 'twice-in-frontier', '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    done = set()
    n = 0
    while not frontier.empty():
        node = frontier.remove()
        if node.state in done:
            continue
        n += 1
        if node.state == maze.goal:
            acts = []
            while node.parent is not None:
                acts.append(node.action)
                node = node.parent
            return acts[::-1], n
        done.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in done:
                frontier.add(Node(cell, node, action))
    return None
'''),
    ('write-solve', 'wrong: counts nodes when added (generated)', 'count', '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    done = set()
    n = 1
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            acts = []
            while node.parent is not None:
                acts.append(node.action)
                node = node.parent
            return acts[::-1], n
        done.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in done and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
                n += 1
    return None
'''),
    ('write-solve', 'wrong: goal tested when generated', 'early-goal-test', '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    done = set()
    n = 0
    while not frontier.empty():
        node = frontier.remove()
        n += 1
        done.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in done and not frontier.contains_state(cell):
                child = Node(cell, node, action)
                if cell == maze.goal:
                    acts = []
                    while child.parent is not None:
                        acts.append(child.action)
                        child = child.parent
                    return acts[::-1], n
                frontier.add(child)
    return None
'''),
    ('write-solve', 'wrong: returns states instead of actions', 'cells', '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    done = set()
    n = 0
    while not frontier.empty():
        node = frontier.remove()
        n += 1
        if node.state == maze.goal:
            cells = []
            while node is not None:
                cells.append(node.state)
                node = node.parent
            return cells[::-1], n
        done.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in done and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
'''),
    ('write-solve', 'wrong: explored set as a global', 'keeps-state', '''
done = set()
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    n = 0
    while not frontier.empty():
        node = frontier.remove()
        n += 1
        if node.state == maze.goal:
            acts = []
            while node.parent is not None:
                acts.append(node.action)
                node = node.parent
            return acts[::-1], n
        done.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in done and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
'''),
    ('manhattan', 'wrong: calls the library', 'uses-library', '''
from searchlib import manhattan as _m
def my_manhattan(a, b):
    return _m(a, b)
'''),
    ('manhattan', 'wrong: prints the value', None, '''
def my_manhattan(a, b):
    print(abs(a[0] - b[0]) + abs(a[1] - b[1]))
'''),
    ('astar', 'wrong: unit step costs (ignores step_cost)', 'unit-costs', '''
def my_astar(problem):
    start = problem.initial
    count = itertools.count()
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}
    parent = {start: None}
    done = set()
    while frontier:
        f, _, state = heapq.heappop(frontier)
        if state in done:
            continue
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        done.add(state)
        for action, nxt, cost in problem.successors(state):
            new_g = g[state] + 1
            if nxt not in g or g[state] + 1 < g[nxt]:
                g[nxt] = new_g
                parent[nxt] = state
                heapq.heappush(frontier, (new_g + problem.h(nxt), next(count), nxt))
    return None
'''),
    ('astar', 'wrong: f uses h of the parent', 'parent-h', '''
def my_astar(problem):
    start = problem.initial
    count = itertools.count()
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}
    parent = {start: None}
    done = set()
    while frontier:
        f, _, state = heapq.heappop(frontier)
        if state in done:
            continue
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        done.add(state)
        for action, nxt, cost in problem.successors(state):
            new_g = g[state] + cost
            if nxt not in g or new_g < g[nxt]:
                g[nxt] = new_g
                parent[nxt] = state
                heapq.heappush(frontier, (new_g + problem.h(state), next(count), nxt))
    return None
'''),
    ('astar', 'wrong: path reversed', 'reversed', '''
def my_astar(problem):
    start = problem.initial
    count = itertools.count()
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}
    parent = {start: None}
    done = set()
    while frontier:
        f, _, state = heapq.heappop(frontier)
        if state in done:
            continue
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path
        done.add(state)
        for action, nxt, cost in problem.successors(state):
            new_g = g[state] + cost
            if nxt not in g or new_g < g[nxt]:
                g[nxt] = new_g
                parent[nxt] = state
                heapq.heappush(frontier, (new_g + problem.h(nxt), next(count), nxt))
    return None
'''),
    ('solvable', 'wrong: blank-row rule of the 15-puzzle', 'blank-row', '''
def my_solvable(state):
    row = state.index(0) // 3
    return (my_inversions(state) + row) % 2 == 0
'''),
    ('dls', "wrong: returns 'cutoff' string instead of None", 'cutoff-string', '''
def my_dls(problem, limit):
    def go(state, budget, on_path):
        if problem.is_goal(state):
            return [state]
        if budget == 0:
            return "cutoff"
        for _, child, _ in problem.successors(state):
            if child not in on_path:
                rest = go(child, budget - 1, on_path | {child})
                if isinstance(rest, list):
                    return [state] + rest
        return "cutoff"
    return go(problem.initial, limit, {problem.initial})
'''),
    ('dls', 'wrong: mutable default on_path', 'keeps-state', '''
def my_dls(problem, limit, on_path=set()):
    on_path.add(problem.initial)
    def go(state, budget):
        if problem.is_goal(state):
            return [state]
        if budget == 0:
            return None
        for _, child, _ in problem.successors(state):
            if child not in on_path:
                on_path.add(child)
                rest = go(child, budget - 1)
                on_path.discard(child)
                if rest is not None:
                    return [state] + rest
        return None
    return go(problem.initial, limit)
'''),
    ('dls', 'wrong: returns the path reversed', 'reversed', '''
def my_dls(problem, limit):
    def go(state, budget, on_path):
        if problem.is_goal(state):
            return [state]
        if budget == 0:
            return None
        for _, child, _ in problem.successors(state):
            if child not in on_path:
                rest = go(child, budget - 1, on_path | {child})
                if rest is not None:
                    return rest + [state]
        return None
    return go(problem.initial, limit, {problem.initial})
'''),
    ('dls', 'wrong: returns actions', 'actions-not-states', '''
def my_dls(problem, limit):
    def go(state, budget, on_path):
        if problem.is_goal(state):
            return []
        if budget == 0:
            return None
        for action, child, _ in problem.successors(state):
            if child not in on_path:
                rest = go(child, budget - 1, on_path | {child})
                if rest is not None:
                    return [action] + rest
        return None
    return go(problem.initial, limit, {problem.initial})
'''),
    ('dls', 'correct answers, but expands nodes at the depth limit (budget checked inside the loop)', 'expands-at-limit', '''
def my_dls(problem, limit):
    def go(state, budget, path):
        if problem.is_goal(state):
            return path
        for _, child, _ in problem.successors(state):
            if budget > 0 and child not in path:
                r = go(child, budget - 1, path + [child])
                if r is not None:
                    return r
        return None
    return go(problem.initial, limit, [problem.initial])
'''),
]
