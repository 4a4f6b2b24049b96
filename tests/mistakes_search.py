"""Search-lesson exercise implementations for the check tests (lessons 01-04): right ones, one
per planted mistake, and "almost right" ones the checks must fail.

Each wrong version is written as a learner would write it (not with the check's oracle),
plants one mistake (marked ``# mistake``) and is otherwise right.  The ``*_CASES`` lists give,
for each, the one mistake key the report must name (and no other); ``*_ALMOST`` lists code that
must fail without a named mistake being required.
"""

from collections import deque
from typing import NamedTuple

import searchlib

# -- lesson 01: the drive ---------------------------------------------------------------------

ROADS = {
    "Home": {"Bakery": 2, "School": 5},
    "Bakery": {"Home": 2, "Park": 5, "Station": 9},
    "School": {"Home": 5, "Park": 1},
    "Park": {"Bakery": 5, "School": 1, "Station": 3},
    "Station": {"Bakery": 9, "Park": 3},
}


def drive(**wrong):
    """The right Drive class, with parts replaced by ``wrong``'s functions."""
    class Drive(searchlib.Problem):
        initial = wrong.get("initial", "Home")

        def actions(self, state):
            return wrong["actions"](state) if "actions" in wrong else list(ROADS[state])

        def result(self, state, action):
            return wrong["result"](state, action) if "result" in wrong else action

        def is_goal(self, state):
            return wrong["is_goal"](state) if "is_goal" in wrong else state == "Station"

        def step_cost(self, state, action, next_state):
            if "step_cost" in wrong:
                return wrong["step_cost"](state, action, next_state)
            return ROADS[state][next_state]
    return Drive


def endless(*args):
    while True:
        pass


DRIVE_CASES = [
    (drive(initial=...), "initial-unset"),
    (drive(initial="Station"), "initial-is-goal"),
    (drive(actions=lambda s: list(ROADS[s].values())), "actions-distances"),
    (drive(actions=lambda s: list(ROADS[s].items())), "actions-pairs"),
    (drive(actions=lambda s: list(ROADS)), "actions-every-town"),
    (drive(actions=lambda s: "".join(ROADS[s])), "actions-letters"),
    (drive(actions=lambda s: [s, *ROADS[s]]), "actions-include-self"),
    (drive(actions=endless), "actions-endless"),
    (drive(result=lambda s, a: s), "result-stays"),
    (drive(result=lambda s, a: ROADS[s][a]), "result-distance"),
    (drive(is_goal=lambda s: s == "Home"), "goal-is-start"),
    (drive(is_goal=lambda s: s == "station"), "goal-never"),
    (drive(is_goal=lambda s: True), "goal-always"),
    (drive(step_cost=lambda s, a, n: 1), "cost-ignores-distance"),
    (drive(step_cost=lambda s, a, n: ROADS[s]), "cost-whole-row"),
]

# -- lesson 02: the path back -------------------------------------------------------------------


def path_states(node):
    states = []
    while node is not None:
        states.append(node.state)
        node = node.parent
    return states[::-1]


def path_recursive(node):
    return [] if node is None else path_recursive(node.parent) + [node.state]


def path_not_reversed(node):
    states = []
    while node is not None:
        states.append(node.state)
        node = node.parent
    return states                                      # mistake: goal first


def path_without_start(node):
    states = []
    while node.parent is not None:                     # mistake: stops before the start
        states.append(node.state)
        node = node.parent
    return states[::-1]


def path_without_goal(node):
    states = []
    node = node.parent                                 # mistake: starts above the goal
    while node is not None:
        states.append(node.state)
        node = node.parent
    return states[::-1]


def path_of_nodes(node):
    nodes = []
    while node is not None:
        nodes.append(node)                             # mistake: the nodes themselves
        node = node.parent
    return nodes[::-1]


def path_of_actions(node):
    actions = []
    while node is not None:
        actions.append(node.action)                    # mistake: the actions
        node = node.parent
    return actions[::-1]


def path_never_moving(node):
    states = []
    while node is not None:
        states.append(node.state)                      # mistake: never moves to the parent
    return states


def path_without_repeats(node):
    states = []
    for state in path_states(node):
        if state not in states:                        # mistake: repeats dropped
            states.append(state)
    return states


def path_by_truth(node):
    states = []
    while node is not None and node.state:             # mistake: the state's truth tested
        states.append(node.state)
        node = node.parent
    return states[::-1]


PATH_CASES = [(path_not_reversed, "reversed"), (path_without_start, "missing-start"),
              (path_without_goal, "missing-goal"), (path_of_nodes, "nodes-not-states"),
              (path_of_actions, "actions-not-states"), (path_never_moving, "endless"),
              (path_without_repeats, "dropped-repeats"), (path_by_truth, "falsy-start")]

# -- lesson 03: a queue frontier ------------------------------------------------------------------


class Queue:
    def __init__(self):
        self.nodes = deque()

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def remove(self):
        return self.nodes.popleft()


class ListQueue:
    """A right queue kept in a plain list, the first entry sliced off."""

    def __init__(self):
        self.items = []

    def add(self, node):
        self.items += [node]

    def empty(self):
        return not self.items

    def remove(self):
        if not self.items:
            raise IndexError("nothing is waiting")
        first, self.items = self.items[0], self.items[1:]
        return first


class QueueTakesNewest(Queue):
    def remove(self):
        return self.nodes.pop()                        # mistake: the newest node


class QueueAddsAtFront(Queue):
    def add(self, node):
        self.nodes.appendleft(node)                    # mistake: in at the front...

    def remove(self):
        return self.nodes.popleft()                    # ... and out at the front


class QueueKeepsNode(Queue):
    def remove(self):
        return self.nodes[0]                           # mistake: not taken out


class QueueSilentWhenEmpty(Queue):
    def remove(self):
        if not self.nodes:
            return None                                # mistake: no exception
        return self.nodes.popleft()


class QueueShared:
    nodes = deque()                                    # mistake: one deque for the class

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def remove(self):
        return self.nodes.popleft()


class QueueStub(Queue):
    def remove(self):
        raise NotImplementedError


FRONTIER_CASES = [(QueueTakesNewest, "stack-order"), (QueueAddsAtFront, "adds-at-front"),
                  (QueueKeepsNode, "not-removed"), (QueueSilentWhenEmpty, "empty-returns"),
                  (QueueShared, "shared-storage")]

# -- lesson 03: breadth-first search ------------------------------------------------------------


def _path(parent, state):
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    return path[::-1]


def bfs(problem):
    """Right, as the notebook writes it: the goal tested when a state is taken out."""
    parent = {problem.initial: None}
    frontier = deque([problem.initial])
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            return _path(parent, state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                frontier.append(child)
    return None


def bfs_early(problem):
    """Right too: the goal tested as soon as a state is generated."""
    if problem.is_goal(problem.initial):
        return [problem.initial]
    parent = {problem.initial: None}
    frontier = deque([problem.initial])
    while frontier:
        state = frontier.popleft()
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                if problem.is_goal(child):
                    return _path(parent, child)
                frontier.append(child)
    return None


def bfs_explored_list(problem):
    """Right too: lists for the explored set and the frontier, a tuple back."""
    frontier, explored, parent = [problem.initial], [], {problem.initial: None}
    while frontier:
        state = frontier.pop(0)
        if problem.is_goal(state):
            return tuple(_path(parent, state))
        explored.append(state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in explored and child not in frontier:
                parent[child] = state
                frontier.append(child)
    return None


def bfs_stack(problem):
    parent = {problem.initial: None}
    frontier = [problem.initial]
    while frontier:
        state = frontier.pop()                         # mistake: a stack
        if problem.is_goal(state):
            return _path(parent, state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                frontier.append(child)
    return None


def bfs_no_explored(problem):
    frontier = deque([[problem.initial]])
    while frontier:
        path = frontier.popleft()
        if problem.is_goal(path[-1]):
            return path
        for action in problem.actions(path[-1]):      # mistake: nothing remembered
            frontier.append(path + [problem.result(path[-1], action)])
    return None


def bfs_overwrites_parent(problem):
    parent = {problem.initial: None}
    frontier = deque([problem.initial])
    explored = set()
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            return _path(parent, state)
        explored.add(state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in explored:
                parent[child] = state                  # mistake: even if already waiting
                if child not in frontier:
                    frontier.append(child)
    return None


def bfs_parent_every_route(problem):
    start = problem.initial
    parent, seen, frontier = {start: None}, {start}, deque([start])
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            return _path(parent, state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child != start:
                parent[child] = state                  # mistake: at every route, explored or not
            if child not in seen:
                seen.add(child)
                frontier.append(child)
    return None


def bfs_not_reversed(problem):
    path = bfs(problem)
    return None if path is None else path[::-1]        # mistake: goal first


def bfs_without_start(problem):
    parent = {problem.initial: None}
    frontier = deque([problem.initial])
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            path = []
            while parent[state] is not None:           # mistake: stops before the start
                path.append(state)
                state = parent[state]
            return path[::-1]
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                frontier.append(child)
    return None


def bfs_without_goal(problem):
    parent = {problem.initial: None}
    frontier = deque([problem.initial])
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            return _path(parent, parent[state]) if parent[state] is not None else []  # mistake
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                frontier.append(child)
    return None


def bfs_empty_when_none(problem):
    found = bfs(problem)
    return [] if found is None else found              # mistake: [] for "no path"


def bfs_start_not_tested(problem):
    parent = {problem.initial: None}                   # mistake: the start is never tested
    frontier = deque([problem.initial])
    while frontier:
        state = frontier.popleft()
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                if problem.is_goal(child):
                    return _path(parent, child)
                frontier.append(child)
    return None


def bfs_library(problem):
    return searchlib.bfs(problem).states               # mistake: the library does the work


def bfs_goal_node(problem):
    """Almost right: returns the goal state, not the path."""
    path = bfs(problem)
    return None if path is None else path[-1]


def bfs_as_string(problem):
    """Almost right: the path joined into a string."""
    path = bfs(problem)
    return None if path is None else " -> ".join(map(str, path))


BFS_CASES = [(bfs_stack, "stack"), (bfs_no_explored, "no-explored"),
             (bfs_overwrites_parent, "parent-overwritten"),
             (bfs_parent_every_route, "parent-every-route"), (bfs_not_reversed, "reversed"),
             (bfs_without_start, "missing-start"), (bfs_without_goal, "missing-goal"),
             (bfs_empty_when_none, "empty-not-none"), (bfs_start_not_tested, "start-not-tested"),
             (bfs_library, "uses-library")]
BFS_ALMOST = [bfs_goal_node, bfs_as_string]

# -- lesson 04: the maze's moves --------------------------------------------------------------

_STEP = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def _candidates(cell, order=("up", "down", "left", "right"), step=_STEP):
    return [(a, (cell[0] + step[a][0], cell[1] + step[a][1])) for a in order]


def _inside(maze, r, c):
    return 0 <= r < maze.height and 0 <= c < maze.width


def neighbours(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell)
            if _inside(maze, r, c) and not maze.walls[r][c]]


def neighbours_order(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell, ("left", "right", "up", "down"))
            if _inside(maze, r, c) and not maze.walls[r][c]]         # mistake: the order


def neighbours_walls(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell) if _inside(maze, r, c)]   # mistake


def neighbours_no_edge(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell) if not maze.walls[r][c]]  # mistake


def neighbours_swallowed(maze, cell):
    out = []
    for a, (r, c) in _candidates(cell):
        try:
            if not maze.walls[r][c]:                   # mistake: negative rows wrap round
                out.append((a, (r, c)))
        except IndexError:
            pass
    return out


def neighbours_axes(maze, cell):
    step = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}   # mistake
    return [(a, (r, c)) for a, (r, c) in _candidates(cell, step=step)
            if _inside(maze, r, c) and not maze.walls[r][c]]


def neighbours_strict(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell)
            if 0 < r < maze.height and 0 < c < maze.width             # mistake: 0 < r
            and not maze.walls[r][c]]


def neighbours_transposed(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell)
            if _inside(maze, r, c) and not maze.walls[c][r]]         # mistake: [c][r]


def neighbours_transposed_guarded(maze, cell):
    out = []
    for a, (r, c) in _candidates(cell):
        if _inside(maze, r, c):
            try:
                if not maze.walls[c][r]:               # mistake: [c][r], off the grid dropped
                    out.append((a, (r, c)))
            except IndexError:
                pass
    return out


def neighbours_last_column(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell)
            if 0 <= r <= maze.height - 1 and 0 <= c < maze.width - 1    # mistake: width - 1
            and not maze.walls[r][c]]


def neighbours_last_row(maze, cell):
    return [(a, (r, c)) for a, (r, c) in _candidates(cell)
            if 0 <= r < maze.height - 1 and 0 <= c < maze.width         # mistake: height - 1
            and not maze.walls[r][c]]


def neighbours_cells(maze, cell):
    return [c for _, c in neighbours(maze, cell)]     # mistake: no actions


NEIGHBOURS_CASES = [(neighbours_order, "order"), (neighbours_walls, "wall"),
                    (neighbours_no_edge, "off-grid"), (neighbours_swallowed, "off-grid"),
                    (neighbours_axes, "axes"), (neighbours_strict, "strict-bounds"),
                    (neighbours_cells, "cells-only"), (neighbours_transposed, "transposed"),
                    (neighbours_transposed_guarded, "transposed"),
                    (neighbours_last_column, "last-refused"),
                    (neighbours_last_row, "last-refused")]

# -- lesson 04: the loop -------------------------------------------------------------------------


class Node(NamedTuple):
    state: tuple
    parent: object
    action: object


class OwnStack:
    def __init__(self):
        self.nodes = []

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def contains_state(self, state):
        for waiting in self.nodes:
            if waiting.state == state:
                return True
        return False

    def remove(self):
        return self.nodes.pop()


def make_solve(*, no_explored=False, count_expanded=False, not_reversed=False,
               start_action=False, early=False, own_frontier=False, no_none=False,
               cells=False, twice=False, empty=False):
    """The lecture's loop, as the notebook writes it, with one mistake switched on."""
    def solve(maze, frontier):
        if own_frontier:
            frontier = OwnStack()                      # mistake: not the frontier given
        frontier.add(Node(maze.initial, None, None))
        explored, count = set(), 0
        while no_none or not frontier.empty():         # mistake (no_none): never stops
            node = frontier.remove()
            if not count_expanded:
                count += 1
            if node.state == maze.goal:
                path = []
                while node is not None if start_action else node.parent is not None:
                    path.append(node.state if cells else node.action)
                    node = node.parent
                return (path if not_reversed else path[::-1]), count
            if count_expanded:
                count += 1                             # mistake: the goal not counted
            if not no_explored:
                explored.add(node.state)
            for action, cell, _ in maze.successors(node.state):
                if cell not in explored and (twice or not frontier.contains_state(cell)):
                    child = Node(cell, node, action)
                    if early and cell == maze.goal:    # mistake: tested when added
                        path = []
                        while child.parent is not None:
                            path.append(child.action)
                            child = child.parent
                        return path[::-1], count
                    frontier.add(child)
        return [] if empty else None
    return solve


SOLVE_CASES = [("no_explored", "no-explored-set"), ("count_expanded", "count"),
               ("not_reversed", "not-reversed"), ("start_action", "start-action"),
               ("early", "early-goal-test"),
               ("own_frontier", "ignores-frontier"), ("no_none", "no-none"),
               ("cells", "cells"), ("twice", "twice-in-frontier"), ("empty", "empty-not-none")]
