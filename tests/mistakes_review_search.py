"""A fresh reviewer's attempts at the self-checks of lessons 01-04 that were passed, or named
wrongly, before the checks learned them; each kept as the learner's cell was typed.

The test runs each cell in a namespace holding what the notebook had defined by then
(``PRELUDE``) and grades what the cell defines (``DEFINES``) with the lesson's bank.  The key
is the mistake the report must name, and no other (a tuple: exactly those); ``None``: the
check must pass.
"""

PRELUDE = {
    "drive": '''
from searchlib import Problem

DRIVE_MAP = {
    "Home":    {"Bakery": 2, "School": 5},
    "Bakery":  {"Home": 2, "Park": 5, "Station": 9},
    "School":  {"Home": 5, "Park": 1},
    "Park":    {"Bakery": 5, "School": 1, "Station": 3},
    "Station": {"Bakery": 9, "Park": 3},
}
''',
    "path-states": "",
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
}

#: What each check hands in: the name the notebook's cell defines.
DEFINES = {"drive": "Drive", "path-states": "path_states", "queue-remove": "DequeFrontier",
           "bfs": "breadth_first", "write-neighbours": "my_neighbours",
           "write-solve": "my_solve"}

#: The lesson module of each check.
LESSONS = {"drive": "search_problems", "path-states": "frontier_loop",
           "queue-remove": "dfs_bfs", "bfs": "dfs_bfs", "write-neighbours": "mazes",
           "write-solve": "mazes"}

#: ``(check, the reviewer's label, the mistake(s) named or None for a pass, the cell)``.
ATTEMPTS = [
    ('drive', 'actions mutate DRIVE_MAP (pop the way back, to "avoid going back")',
     'changes-map', '''
import copy
_saved = copy.deepcopy(DRIVE_MAP)
class Drive(Problem):
    initial = "Home"
    def actions(self, state):
        towns = list(DRIVE_MAP[state])
        for t in towns:
            DRIVE_MAP[t].pop(state, None)
        return towns
    def result(self, state, action):
        return action
    def is_goal(self, state):
        return state == "Station"
    def step_cost(self, state, action, next_state):
        return _saved[state][action]
'''),
    ('drive', 'initial as a one-element tuple ("Home",): tuples habit from the puzzle',
     ('goal-never', 'tuple-states'), '''
class Drive(Problem):
    initial = ("Home",)
    def actions(self, state):
        return [(t,) for t in DRIVE_MAP[state[0]]]
    def result(self, state, action):
        return action
    def is_goal(self, state):
        return state[0] == "Station"
    def step_cost(self, state, action, next_state):
        return DRIVE_MAP[state[0]][action[0]]
'''),
    ('path-states', 'stops at path_cost == 0', 'stops-at-free-step', '''
def path_states(node):
    path = [node.state]
    while node.path_cost != 0:
        node = node.parent
        path.append(node.state)
    return path[::-1]
'''),
    ('path-states', 'stops one too early (node.parent.parent)', 'missing-start', '''
def path_states(node):
    if node.parent is None:
        return [node.state]
    path = [node.state]
    while node.parent.parent is not None:
        node = node.parent
        path.append(node.state)
    return path[::-1]
'''),
    ('path-states', 'actions instead of states', 'actions-not-states', '''
def path_states(node):
    moves = []
    walk = node
    while walk.parent:                  # collects the moves, not the places
        moves.insert(0, walk.action)
        walk = walk.parent
    return moves
'''),
    ('path-states', 'right, unusual: stops on action None, insert(0)', None, '''
def path_states(node):
    out = [node.state]
    while node.action is not None:
        node = node.parent
        out.insert(0, node.state)
    return out
'''),
    ('queue-remove', 'deque(maxlen=...) bounded: drops old nodes', 'bounded', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque(maxlen=3)
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        return self.nodes.popleft()
'''),
    ('queue-remove', 'empty() compares the deque to [] (always False)', 'empty-never', '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return self.nodes == []
    def remove(self):
        return self.nodes.popleft()
'''),
    ('queue-remove', 'right, unusual: appendleft + pop, own exception', None, '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        self.nodes.appendleft(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        if not self.nodes:
            raise Exception("empty frontier")
        return self.nodes.pop()
'''),
    ('queue-remove', 'right, unusual: a list with pop(0)', None, '''
class DequeFrontier:
    def __init__(self):
        self.nodes = []
    def add(self, node):
        self.nodes.append(node)
    def empty(self):
        return not self.nodes
    def remove(self):
        return self.nodes.pop(0)
'''),
    ('bfs', 'treats actions as states (never calls result)', 'actions-as-states', '''
def breadth_first(problem):
    parent = {problem.initial: None}
    q = deque([problem.initial])
    while q:
        s = q.popleft()
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        for c in problem.actions(s):
            if c not in parent:
                parent[c] = s
                q.append(c)
    return None
'''),
    ('bfs', 'state == problem.goal instead of is_goal', 'goal-attribute', '''
def breadth_first(problem):
    parent = {problem.initial: None}
    q = deque([problem.initial])
    while q:
        s = q.popleft()
        if s == problem.goal:
            path = [s]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in parent:
                parent[c] = s
                q.append(c)
    return None
'''),
    ('bfs', 'no visited at all, paths in frontier, refuse only on-path (tree search)',
     'tree-search', '''
def breadth_first(problem):
    q = deque([[problem.initial]])
    while q:
        path = q.popleft()
        if problem.is_goal(path[-1]):
            return path
        for a in problem.actions(path[-1]):
            c = problem.result(path[-1], a)
            if c not in path:
                q.append(path + [c])
    return None
'''),
    ('bfs', 'parent dict walked back with `while parent[s]:` (a falsy state)', 'falsy-start', '''
def breadth_first(problem):
    parent = {problem.initial: None}
    q = deque([problem.initial])
    while q:
        s = q.popleft()
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]]:
                path.append(parent[path[-1]])
            return path[::-1]
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in parent:
                parent[c] = s; q.append(c)
    return None
'''),
    ('bfs', 'returns actions (not states)', 'actions-not-states', '''
def breadth_first(problem):
    q = deque([(problem.initial, [])])
    seen = {problem.initial}
    while q:
        s, acts = q.popleft()
        if problem.is_goal(s):
            return acts
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in seen:
                seen.add(c); q.append((c, acts + [a]))
    return None
'''),
    ('bfs', 'explored set only (no frontier test), parent overwritten on re-add',
     'parent-overwritten', '''
def breadth_first(problem):
    parent = {problem.initial: None}
    explored = set()
    q = deque([problem.initial])
    while q:
        s = q.popleft()
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        explored.add(s)
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in explored:
                parent[c] = s; q.append(c)
    return None
'''),
    ('bfs', 'right, unusual: frontier holds paths, visited on adding, neighbours reversed', None,
     '''
def breadth_first(problem):
    q = deque([[problem.initial]])
    seen = {problem.initial}
    while q:
        path = q.popleft()
        if problem.is_goal(path[-1]):
            return path
        for a in reversed(list(problem.actions(path[-1]))):
            c = problem.result(path[-1], a)
            if c not in seen:
                seen.add(c)
                q.append(path + [c])
    return None
'''),
    ('bfs', 'right, unusual: visited marked on removal (copies wait in the queue)', None, '''
def breadth_first(problem):
    q = deque([(problem.initial, None)])
    parent = {}
    while q:
        s, p = q.popleft()
        if s in parent:
            continue
        parent[s] = p
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        for a in problem.actions(s):
            c = problem.result(s, a)
            if c not in parent:
                q.append((c, s))
    return None
'''),
    ('write-neighbours', '(action, cell) swapped in the pair', 'pair-order', '''
def my_neighbours(maze, cell):
    r, c = cell
    out = []
    for action, (r2, c2) in (("up", (r - 1, c)), ("down", (r + 1, c)), ("left", (r, c - 1)), ("right", (r, c + 1))):
        if 0 <= r2 < maze.height and 0 <= c2 < maze.width and not maze.walls[r2][c2]:
            out.append(((r2, c2), action))
    return out
'''),
    ('write-solve', 'goal tested when generated, counted as taken out, start-is-goal handled',
     'early-goal-test', '''
def my_solve(maze, frontier):
    if maze.initial == maze.goal:
        return [], 1
    frontier.add(Node(maze.initial, None, None))
    seen, n = set(), 0
    while not frontier.empty():
        node = frontier.remove()
        n += 1
        seen.add(node.state)
        for a, c in neighbours(maze, node.state):
            if c not in seen and not frontier.contains_state(c):
                child = Node(c, node, a)
                if c == maze.goal:
                    acts = []
                    while child.parent is not None:
                        acts.append(child.action); child = child.parent
                    return acts[::-1], n + 1
                frontier.add(child)
    return None
'''),
]
