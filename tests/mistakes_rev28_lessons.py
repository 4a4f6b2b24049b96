"""A twenty-eighth reviewer's attempts (/tmp/rev28, lessons 05 and 07) that failed with no hint
or with a line that was not clear or not true, as they wrote them, each with a second
learner-style form of the same mistake.

Same form as tests/mistakes_rev22.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 07: depth-limited search ------------------------------------------------------------

#: The reviewer's right answer, which the attempts below change.
DLS_RIGHT = '''
def my_dls(problem, limit):
    def rec(state, path, depth):
        if problem.is_goal(state):
            return path
        if depth == limit:
            return None
        for _, child, _ in problem.successors(state):
            if child not in path:
                found = rec(child, path + [child], depth + 1)
                if found is not None:
                    return found
        return None
    return rec(problem.initial, [problem.initial], 0)
'''

_NEVER_POPPED = '''
def my_dls(problem, limit):
    path = [problem.initial]
    def rec(state, depth):
        if problem.is_goal(state):
            return list(path)
        if depth == limit:
            return None
        for _, child, _ in problem.successors(state):
            if child not in path:
                path.append(child)
                r = rec(child, depth + 1)
                if r is not None:
                    return r
        return None
    return rec(problem.initial, 0)
'''

_NEVER_POPPED_BUDGET = '''
def my_dls(problem, limit):
    path = [problem.initial]
    def down(left):
        state = path[-1]
        if problem.is_goal(state):
            return path[:]
        if left == 0:
            return None
        for _, child, _ in problem.successors(state):
            if child in path:
                continue
            path.append(child)          # never taken off again
            found = down(left - 1)
            if found:
                return found
        return None
    return down(limit)
'''

#: Only the first child that is not on the path is ever tried.
DLS_FIRST_CHILD = DLS_RIGHT.replace('''                found = rec(child, path + [child], depth + 1)
                if found is not None:
                    return found''', '''                return rec(child, path + [child], depth + 1)''')

#: No on-path test at all: a path that goes round a cycle comes back.
DLS_NO_CHECK = DLS_RIGHT.replace("if child not in path:", "if True:")

_IDDFS = '''
def my_iddfs(problem, max_depth):
    for limit in range(max_depth + 1):
        found = my_dls(problem, limit)
        if found is not None:
            return found
    return None
'''

LESSON_07 = [
    ("dls: right (the reviewer's)", "iterative_deepening", "dls", DLS_RIGHT, "my_dls", "passed"),
    ("dls: a shared path list appended to, never popped (the reviewer's)",
     "iterative_deepening", "dls", _NEVER_POPPED, "my_dls", ["path-never-popped"]),
    ("dls: a path list never popped, the steps left counted down", "iterative_deepening", "dls",
     _NEVER_POPPED_BUDGET, "my_dls", ["path-never-popped"]),
    ("iddfs: rounds of a dls whose path list is never popped", "iterative_deepening", "iddfs",
     _NEVER_POPPED + _IDDFS, "my_iddfs", ["path-never-popped"]),
    ("iddfs: right, over the reviewer's dls", "iterative_deepening", "iddfs",
     DLS_RIGHT + _IDDFS, "my_iddfs", "passed"),
]

# -- lesson 05: greedy best-first search --------------------------------------------------------

_GREEDY = '''
from mistakes_greedy import StackFrontier, solve

class GreedyFrontier(StackFrontier):
    def __init__(self, maze):
        super().__init__()
        self.maze = maze
{REMOVE}

def my_greedy(maze):
    return solve(maze, GreedyFrontier(maze))
'''

_G_NEWEST = '''
    def remove(self):
        def g(n):
            k = 0
            while n.parent is not None:
                k += 1; n = n.parent
            return k
        best = min(range(len(self.nodes)), key=lambda i: (g(self.nodes[i]), -i))
        return self.nodes.pop(best)'''

_G_LOOP = '''
    def remove(self):
        def moves(node):
            count = 0
            while node.parent:
                count, node = count + 1, node.parent
            return count
        best = len(self.nodes) - 1
        for k in range(len(self.nodes) - 1, -1, -1):
            if moves(self.nodes[k]) < moves(self.nodes[best]):
                best = k
        return self.nodes.pop(best)'''

_G_OLDEST = _G_NEWEST.replace("-i))", "i))")

_H_RIGHT = '''
    def remove(self):
        best = min(range(len(self.nodes)), key=lambda i: (self.maze.h(self.nodes[i].state), -i))
        return self.nodes.pop(best)'''

LESSON_05 = [
    ("write-greedy: right, min over (h, -index) (the reviewer's)", "greedy", "write-greedy",
     _GREEDY.replace("{REMOVE}", _H_RIGHT), "my_greedy", "passed"),
    ("write-greedy: ranked by the path length g (the reviewer's)", "greedy", "write-greedy",
     _GREEDY.replace("{REMOVE}", _G_NEWEST), "my_greedy", ["g-only"]),
    ("write-greedy: ranked by the moves so far, a loop from the end", "greedy", "write-greedy",
     _GREEDY.replace("{REMOVE}", _G_LOOP), "my_greedy", ["g-only"]),
    # the oldest first on a tie of g is a queue's order: the queue's hint, which says so
    ("write-greedy: ranked by g, the oldest first on a tie", "greedy", "write-greedy",
     _GREEDY.replace("{REMOVE}", _G_OLDEST), "my_greedy", ["h-ignored"]),
]

ATTEMPTS = LESSON_07 + LESSON_05
