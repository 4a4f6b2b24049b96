"""Review 36 (the checks helper): lesson 04's write-solve with the path's length given as the
count of states explored, as a learner writes it.

Same form as tests/mistakes_review_search.py, whose ``PRELUDE``, ``DEFINES`` and ``LESSONS`` it
shares: ``(check, label, the mistake(s) named or None for a pass, the cell)``.
"""

from mistakes_review_search import DEFINES, LESSONS, PRELUDE  # noqa: F401  (the tests use them)

#: The lecture's loop, counting nothing, answering ``RETURN`` once the goal is taken out.
_LOOP = """
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored = set()
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            actions = []
            while node.parent is not None:
                actions.append(node.action)
                node = node.parent
            actions = actions[::-1]
            RETURN
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
"""

#: The notebook's own solution: counted as each node is taken out, the goal included.
_RIGHT = """
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored = set()
    count = 0
    while not frontier.empty():
        node = frontier.remove()
        count += 1
        if node.state == maze.goal:
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
"""

SOLVE_ATTEMPTS = [
    ("write-solve", "return actions, len(actions) (the lead's)", ["count-moves"],
     _LOOP.replace("RETURN", "return actions, len(actions)")),
    ("write-solve", "return len(actions), actions", ["count-moves", "count-first"],
     _LOOP.replace("RETURN", "return len(actions), actions")),
    ("write-solve", "the moves counted one by one as the count", ["count-moves"],
     _LOOP.replace("RETURN", "return actions, sum(1 for _ in actions)")),
    ("write-solve", "the notebook's solution (right)", None, _RIGHT),
]
