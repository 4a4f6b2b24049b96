"""A twenty-eighth reviewer's attempts at lessons 01-04 (/tmp/rev28) that got no hint, or a hint
not true of their code, as they wrote them, each with a second learner-style form of the same
mistake, and right code written the same way that must keep passing.

Same form as tests/mistakes_review_search.py, whose ``PRELUDE``, ``DEFINES`` and ``LESSONS``
this file shares: ``ATTEMPTS`` holds ``(check, label, key, cell)``, the key being the mistake
the report must name and no other (None: the check must pass).  ``ANSWERS`` holds the answers
to lesson 03's order questions: ``(question, label, answer, words the hint must hold)``.
"""

from mistakes_review_search import DEFINES, LESSONS, PRELUDE  # noqa: F401  (the tests use them)

_SOLVE = '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored = set()
    count = 0
    while not frontier.empty():
        node = frontier.remove()
        {COUNT_OUT}
        if node.state == maze.goal:
            actions = []
            while node.parent is not None:
                actions.append(node.action)
                node = node.parent
            actions.reverse()
            return {FOUND}
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action)){COUNT_IN}
    return {NONE}
'''


def _solve(count_out="count += 1", count_in="", found="actions, count", none="None"):
    return (_SOLVE.replace("{COUNT_OUT}", count_out).replace("{COUNT_IN}", count_in)
            .replace("{FOUND}", found).replace("{NONE}", none))


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

ATTEMPTS = [
    # -- lesson 01: an is_goal that returns nothing --------------------------------------------
    ("drive", "is_goal without return (the reviewer's)", "goal-returns-nothing",
     _DRIVE.replace("{GOAL}", 'state == "Station"')),
    ("drive", "is_goal keeps the answer in a name and returns nothing", "goal-returns-nothing",
     _DRIVE.replace("{GOAL}", 'at_goal = state == "Station"')),
    ("drive", "is_goal right, with the comparison returned", None,
     _DRIVE.replace("{GOAL}", 'return state == "Station"')),

    # -- lesson 02: path_states built with insert(0) and reversed too; a return in the loop ------
    ("path-states", "insert(0) and reverse too (the reviewer's)", "reversed", '''
def path_states(node):
    states = []
    while node:
        states.insert(0, node.state)
        node = node.parent
    states.reverse()
    return states
'''),
    ("path-states", "append and no reverse", "reversed", '''
def path_states(node):
    out = []
    while node is not None:
        out.append(node.state)
        node = node.parent
    return out
'''),
    ("path-states", "right: insert(0) alone", None, '''
def path_states(node):
    states = []
    while node:
        states.insert(0, node.state)
        node = node.parent
    return states
'''),
    ("path-states", "early return inside the loop (the reviewer's)", "goal-only", '''
def path_states(node):
    states = []
    while node is not None:
        states.append(node.state)
        node = node.parent
        return states[::-1]
'''),
    ("path-states", "early return inside the loop, insert(0)", "goal-only", '''
def path_states(node):
    path = []
    while node is not None:
        path.insert(0, node.state)
        node = node.parent
        return path
'''),

    # -- lesson 03: bfs with no reached set at all, a parent written at every meeting ----------
    ("bfs", "no reached set at all (the reviewer's)", "no-explored", '''
def breadth_first(problem):
    start = problem.initial
    frontier = deque([start])
    parent = {start: None}
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        for action in problem.actions(state):
            child = problem.result(state, action)
            parent[child] = state
            frontier.append(child)
    return None
'''),
    ("bfs", "no reached set, came_from written at every child", "no-explored", '''
def breadth_first(problem):
    came_from = {problem.initial: None}
    queue = deque([problem.initial])
    while queue:
        s = queue.popleft()
        if problem.is_goal(s):
            path = []
            while s is not None:
                path.insert(0, s)
                s = came_from[s]
            return path
        for a in problem.actions(s):
            nxt = problem.result(s, a)
            came_from[nxt] = s
            queue.append(nxt)
    return None
'''),
    ("bfs", "right: the parent dict as the reached set", None, '''
def breadth_first(problem):
    came_from = {problem.initial: None}
    queue = deque([problem.initial])
    while queue:
        s = queue.popleft()
        if problem.is_goal(s):
            path = []
            while s is not None:
                path.insert(0, s)
                s = came_from[s]
            return path
        for a in problem.actions(s):
            nxt = problem.result(s, a)
            if nxt not in came_from:
                came_from[nxt] = s
                queue.append(nxt)
    return None
'''),
    ("bfs", "the path built with insert(0) and reversed too", "reversed", '''
def breadth_first(problem):
    came_from = {problem.initial: None}
    queue = deque([problem.initial])
    while queue:
        s = queue.popleft()
        if problem.is_goal(s):
            path = []
            while s is not None:
                path.insert(0, s)
                s = came_from[s]
            return path[::-1]
        for a in problem.actions(s):
            nxt = problem.result(s, a)
            if nxt not in came_from:
                came_from[nxt] = s
                queue.append(nxt)
    return None
'''),

    # -- lesson 04: a cell read as (column, row) ----------------------------------------------
    ("write-neighbours", "cell read as (x, y) (the reviewer's)", "x-y", '''
def my_neighbours(maze, cell):
    c, r = cell
    out = []
    for action, (dr, dc) in [("up", (-1, 0)), ("down", (1, 0)), ("left", (0, -1)), ("right", (0, 1))]:
        nr, nc = r + dr, c + dc
        if 0 <= nr < maze.height and 0 <= nc < maze.width and not maze.walls[nr][nc]:
            out.append((action, (nr, nc)))
    return out
'''),
    ("write-neighbours", "cell unpacked from the back", "x-y", '''
def my_neighbours(maze, cell):
    row, col = cell[1], cell[0]
    moves = []
    for name, r, c in (("up", row - 1, col), ("down", row + 1, col),
                       ("left", row, col - 1), ("right", row, col + 1)):
        if r < 0 or c < 0 or r >= maze.height or c >= maze.width:
            continue
        if maze.walls[r][c]:
            continue
        moves.append((name, (r, c)))
    return moves
'''),
    ("write-neighbours", "right: row, col = cell, the same loop", None, '''
def my_neighbours(maze, cell):
    row, col = cell
    moves = []
    for name, r, c in (("up", row - 1, col), ("down", row + 1, col),
                       ("left", row, col - 1), ("right", row, col + 1)):
        if r < 0 or c < 0 or r >= maze.height or c >= maze.width:
            continue
        if maze.walls[r][c]:
            continue
        moves.append((name, (r, c)))
    return moves
'''),

    # -- lesson 04: solve's count, its answer's order, no path --------------------------------
    ("write-solve", "count when added (the reviewer's)", "count",
     _solve(count_out="pass", count_in="; count += 1")),
    ("write-solve", "count the children as they are added, in a list", "count", '''
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored, added = set(), []
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            moves = []
            while node.parent is not None:
                moves.insert(0, node.action)
                node = node.parent
            return moves, len(added)
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                child = Node(cell, node, action)
                frontier.add(child)
                added.append(child)
    return None
'''),
    ("write-solve", "returns (count, actions) (the reviewer's)", "count-first",
     _solve(found="count, actions")),
    ("write-solve", "returns (count, actions), a list reversed by slicing", "count-first", '''
def my_solve(maze, frontier):
    explored = set()
    frontier.add(Node(maze.initial, None, None))
    while True:
        if frontier.empty():
            return None
        node = frontier.remove()
        explored.add(node.state)
        if node.state == maze.goal:
            path = []
            while node.parent:
                path.append(node.action)
                node = node.parent
            return len(explored), path[::-1]
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
'''),
    ("write-solve", "no path returns ([], count) (the reviewer's)", "empty-not-none",
     _solve(none="[], count")),
    ("write-solve", "no path returns the empty list of moves it began with", "empty-not-none", '''
def my_solve(maze, frontier):
    moves, explored = [], set()
    frontier.add(Node(maze.initial, None, None))
    while not frontier.empty():
        node = frontier.remove()
        explored.add(node.state)
        if node.state == maze.goal:
            while node.parent is not None:
                moves.insert(0, node.action)
                node = node.parent
            return moves, len(explored)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return moves, len(explored)
'''),
    ("write-solve", "actions built with insert(0) and reversed too", "not-reversed", '''
def my_solve(maze, frontier):
    explored = set()
    frontier.add(Node(maze.initial, None, None))
    while not frontier.empty():
        node = frontier.remove()
        explored.add(node.state)
        if node.state == maze.goal:
            moves = []
            while node.parent is not None:
                moves.insert(0, node.action)
                node = node.parent
            moves.reverse()
            return moves, len(explored)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
'''),
    ("write-solve", "right: the count as the size of the explored set", None, '''
def my_solve(maze, frontier):
    explored = set()
    frontier.add(Node(maze.initial, None, None))
    while True:
        if frontier.empty():
            return None
        node = frontier.remove()
        explored.add(node.state)
        if node.state == maze.goal:
            path = []
            while node.parent:
                path.append(node.action)
                node = node.parent
            return path[::-1], len(explored)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
'''),
]

#: Lesson 03's order questions answered with the start or the goal left out: ``(question,
#: label, answer, words the hint holds)``.
ANSWERS = [
    ("dfs-order", "the goal left out (the reviewer's)", "A, B, D, F, C", "E, the goal, is missing"),
    ("dfs-order", "the start left out (the reviewer's)", "B, D, F, C, E", "A, the start, is missing"),
    ("dfs-order", "both ends left out", ["B", "D", "F", "C"], "A and E are missing"),
    ("bfs-order", "the goal left out (the reviewer's)", "A, B, C, D", "E, the goal, is missing"),
    ("bfs-order", "the start left out", "BCDE", "A, the start, is missing"),
    ("bfs-order", "both ends left out", "B C D", "A and E are missing"),
    ("practice-bfs-order", "the goal left out (the reviewer's)", "S A B C D E F",
     "G, the goal, is missing"),
    ("practice-bfs-order", "the start left out", ["A", "B", "C", "D", "E", "F", "G"],
     "S, the start, is missing"),
    ("practice-bfs-order", "both ends left out", "a, b, c, d, e, f", "S and G are missing"),
]
