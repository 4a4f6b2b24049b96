"""Lesson 05's ``my_greedy(maze)`` written as learners write it: right, and one per mistake.

Each is lesson 04's loop (``solve``) with a frontier whose ``remove`` hands back the node
with the lowest h, as the exercise suggests, or a loop written out in one piece.  A wrong
version differs from the right one where the mistake lives (marked ``# mistake``).
"""

import heapq
import itertools
from typing import NamedTuple


class Node(NamedTuple):
    state: tuple
    parent: "Node | None"
    action: "str | None"


class StackFrontier:
    def __init__(self):
        self.nodes = []

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def contains_state(self, state):
        return state in (node.state for node in self.nodes)

    def remove(self):
        return self.nodes.pop()


class QueueFrontier(StackFrontier):
    def remove(self):
        return self.nodes.pop(0)


def neighbours(maze, cell):
    return [(action, maze.result(cell, action)) for action in maze.actions(cell)]


def make_solve(*, no_explored=False, twice=False, early=False, count_goal=True,
               not_reversed=False, empty=False, cells=False):
    """Lesson 04's loop, with one mistake switched on."""
    def solve(maze, frontier):
        frontier.add(Node(maze.initial, None, None))
        explored, count = set(), 0
        while not frontier.empty():
            node = frontier.remove()
            count += 1
            if node.state == maze.goal:
                if not count_goal:
                    count -= 1                                  # mistake: the goal not counted
                moves = []
                while node.parent is not None:
                    moves.append(node.state if cells else node.action)   # mistake (cells)
                    node = node.parent
                return (moves if not_reversed else moves[::-1]), count   # mistake: not reversed
            if not no_explored:                                 # mistake: no explored set
                explored.add(node.state)
            for action, cell in neighbours(maze, node.state):
                if cell in explored or (not twice and frontier.contains_state(cell)):
                    continue                                    # mistake (twice): waiting ones
                child = Node(cell, node, action)
                if early and cell == maze.goal:                 # mistake: tested when added
                    moves = []
                    while child.parent is not None:
                        moves.append(child.action)
                        child = child.parent
                    return moves[::-1], count
                frontier.add(child)
        if empty == "pair":
            return [], count                                    # mistake: ([], count)
        return [] if empty else None                            # mistake (empty): not None
    return solve


solve = make_solve()


def manhattan(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


class GreedyFrontier(StackFrontier):
    """Right: the lowest h, the newest on a tie (scanning from the end of the list)."""

    def __init__(self, maze):
        super().__init__()
        self.maze = maze

    def remove(self):
        best = len(self.nodes) - 1
        for k in range(len(self.nodes) - 1, -1, -1):
            if self.maze.h(self.nodes[k].state) < self.maze.h(self.nodes[best].state):
                best = k
        return self.nodes.pop(best)


class HeapFrontier:
    """Right too: a heap with a decreasing counter, so the newest wins a tie."""

    def __init__(self, maze):
        self.maze, self.heap, self.waiting = maze, [], set()
        self.count = itertools.count()

    def add(self, node):
        key = manhattan(node.state, self.maze.goal)
        heapq.heappush(self.heap, (key, -next(self.count), node))
        self.waiting.add(node.state)

    def empty(self):
        return not self.heap

    def contains_state(self, state):
        return state in self.waiting

    def remove(self):
        node = heapq.heappop(self.heap)[2]
        self.waiting.discard(node.state)
        return node


def greedy(maze):
    return solve(maze, GreedyFrontier(maze))


def greedy_heap(maze):
    return solve(maze, HeapFrontier(maze))


def greedy_one_piece(maze):
    """Right: the loop written out with a sorted list as the frontier."""
    frontier = [(maze.h(maze.initial), 0, maze.initial)]
    parent = {maze.initial: None}
    order, count = itertools.count(1), 0
    while frontier:
        frontier.sort()
        _, _, cell = frontier.pop(0)
        count += 1
        if cell == maze.goal:
            moves = []
            while parent[cell] is not None:
                cell, action = parent[cell]
                moves.append(action)
            return moves[::-1], count
        for action in maze.actions(cell):
            nxt = maze.result(cell, action)
            if nxt not in parent:
                parent[nxt] = (cell, action)
                frontier.append((maze.h(nxt), -next(order), nxt))
    return None


RIGHT = [greedy, greedy_heap, greedy_one_piece]


# -- one mistake each ----------------------------------------------------------------------

class OldestFrontier(GreedyFrontier):
    def remove(self):
        return self.nodes.pop(0)                                # mistake: h ignored (a queue)


class NewestFrontier(GreedyFrontier):
    def remove(self):
        return self.nodes.pop()                                 # mistake: h ignored (a stack)


class LargestFrontier(GreedyFrontier):
    def remove(self):
        best = max(self.nodes, key=lambda n: self.maze.h(n.state))   # mistake: max
        self.nodes.remove(best)
        return best


class MinFrontier(GreedyFrontier):
    def remove(self):
        best = min(self.nodes, key=lambda n: self.maze.h(n.state))   # mistake: the oldest on ties
        self.nodes.remove(best)
        return best


class AStarFrontier(GreedyFrontier):
    def remove(self):
        def f(node):
            g, walk = 0, node
            while walk.parent is not None:
                g, walk = g + 1, walk.parent
            return g + self.maze.h(node.state)                  # mistake: g + h
        best = len(self.nodes) - 1
        for k in range(len(self.nodes) - 1, -1, -1):
            if f(self.nodes[k]) < f(self.nodes[best]):
                best = k
        return self.nodes.pop(best)


class StartFrontier(GreedyFrontier):
    def remove(self):
        def h(node):
            return manhattan(node.state, self.maze.initial)     # mistake: to the start
        best = len(self.nodes) - 1
        for k in range(len(self.nodes) - 1, -1, -1):
            if h(self.nodes[k]) < h(self.nodes[best]):
                best = k
        return self.nodes.pop(best)


def _with(frontier, **mistake):
    run = make_solve(**mistake)

    def my_greedy(maze):
        return run(maze, frontier(maze))
    my_greedy.__name__ = "greedy_" + (next(iter(mistake), None) or frontier.__name__)
    return my_greedy


CASES = [(_with(OldestFrontier), "h-ignored"), (_with(NewestFrontier), "stack"),
         (_with(LargestFrontier), "largest-h"), (_with(MinFrontier), "ties-oldest"),
         (_with(AStarFrontier), "g-plus-h"), (_with(StartFrontier), "h-to-start"),
         (_with(GreedyFrontier, no_explored=True), "no-explored-set"),
         (_with(GreedyFrontier, twice=True), "twice-in-frontier"),
         (_with(GreedyFrontier, early=True), "early-goal-test"),
         (_with(GreedyFrontier, count_goal=False), "count"),
         (_with(GreedyFrontier, not_reversed=True), "not-reversed"),
         (_with(GreedyFrontier, empty=True), "empty-not-none"),
         (_with(GreedyFrontier, empty="pair"), "empty-not-none"),
         (_with(GreedyFrontier, cells=True), "states-not-actions")]


# -- almost right: each must fail ----------------------------------------------------------

class SharedFrontier(GreedyFrontier):
    nodes = []                                                  # mistake: one list for all

    def __init__(self, maze):
        self.maze = maze


class KeepsFrontier(GreedyFrontier):
    def remove(self):
        return min(reversed(self.nodes), key=lambda n: self.maze.h(n.state))  # never taken out


class TrapGoalFrontier(GreedyFrontier):
    def remove(self):
        best = len(self.nodes) - 1
        for k in range(len(self.nodes) - 1, -1, -1):
            if manhattan(self.nodes[k].state, (1, 12)) < manhattan(self.nodes[best].state,
                                                                   (1, 12)):
                best = k                                        # greedy-trap's goal, always
        return self.nodes.pop(best)


def greedy_library(maze):
    from searchlib import greedy as library
    found = library(maze)
    return (found.actions, found.removed) if found.found else None


ALMOST = [_with(SharedFrontier), _with(TrapGoalFrontier), greedy_library]
CASES += [(_with(KeepsFrontier), "not-removed")]


# -- a fresh learner's own loop, the goal tested when a cell is generated ---------------------

def _path_of(node):
    acts = []
    while node.parent is not None:
        acts.append(node.action)
        node = node.parent
    return acts[::-1]


def own_loop(plus_one=True):
    def my_greedy(maze):
        nodes = [Node(maze.initial, None, None)]
        explored = set()
        count = 0
        while nodes:
            i = max(range(len(nodes)), key=lambda i: (-maze.h(nodes[i].state), i))
            node = nodes.pop(i)
            count += 1
            explored.add(node.state)
            for action, cell in neighbours(maze, node.state):
                if cell not in explored and all(n.state != cell for n in nodes):
                    child = Node(cell, node, action)
                    if cell == maze.goal:                       # mistake: tested when generated
                        return _path_of(child), count + 1 if plus_one else count
                    nodes.append(child)
        return None
    my_greedy.__name__ = "greedy_own_loop_generated" + ("_plus_one" if plus_one else "")
    return my_greedy


CASES += [(own_loop(), "early-goal-test"), (own_loop(plus_one=False), "early-goal-test")]


def start_then_generated(maze):
    """The goal tested when a cell is generated, a start that is the goal handled first."""
    frontier = GreedyFrontier(maze)
    frontier.add(Node(maze.initial, None, None))
    if maze.initial == maze.goal:
        return [], 1
    explored, count = set(), 0
    while not frontier.empty():
        node = frontier.remove()
        count += 1
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                child = Node(cell, node, action)
                if cell == maze.goal:                           # mistake: tested when added
                    return _path_of(child), count
                frontier.add(child)
    return None


CASES += [(start_then_generated, "early-goal-test")]
