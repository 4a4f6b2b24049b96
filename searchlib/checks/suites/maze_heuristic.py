"""Suite for a maze's heuristic ``h(maze, cell)``: :data:`MAZE_H`.

``h(maze, cell)`` is the Manhattan distance from ``cell`` to ``maze.goal``.
The check calls it on cells above, below, left and right of the goal (so
that every sign of the two differences turns up), at the goal itself, and
then lets a greedy best-first search pick its way through ``greedy-trap``
with it (the lecture's loop with a frontier that hands back the lowest h;
see :func:`~searchlib.checks.suites.mazes.reference_solve`).

Mistakes recognised (each only when it explains every wrong answer): the
straight-line (Euclidean) distance, its square, the larger of the two
differences, a missing ``abs`` (or one ``abs`` around the sum), rows and
columns swapped, the distance to the start instead of the goal, the
arguments taken the other way round (``h(cell, maze)``), and the goal of
``greedy-trap`` written into the function instead of ``maze.goal`` (right on
that maze only).

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def to_start(maze, cell):
...     return abs(cell[0] - maze.initial[0]) + abs(cell[1] - maze.initial[1])
>>> run_suite(to_start, MAZE_H).mistakes
['start']
>>> run_suite(lambda maze, cell: maze.h(cell), MAZE_H).status
'passed'
"""

import math

from ...problems.maze import Maze
from ..legacy import Case, Pattern, Suite
from .mazes import StackFrontier, _call, load_maze, reference_solve

__all__ = ["MAZE_H"]

# B in the middle, A in a corner: cells on every side of the goal.
_MIDDLE = "\n".join([
    "###########",
    "#A        #",
    "#   ###   #",
    "#    B    #",
    "#   ###   #",
    "#         #",
    "###########",
])


def _wrong_answers(maze, cell):
    """``{mistake: the value (or values) that mistake gives}`` for ``cell``."""
    (r, c), (gr, gc), (sr, sc) = cell, maze.goal, maze.initial
    dr, dc = r - gr, c - gc
    return {
        "euclidean": [math.hypot(dr, dc)],
        "squared": [dr * dr + dc * dc],
        "max": [max(abs(dr), abs(dc))],
        "no-abs": [dr + dc, -dr - dc, abs(dr + dc)],
        "swapped": [abs(r - gc) + abs(c - gr)],
        "start": [abs(r - sr) + abs(c - sc)],
    }


_HINTS = {
    "euclidean": "That is the straight-line distance, sqrt(dr² + dc²). In a maze you cannot "
                 "move diagonally: add the row difference and the column difference.",
    "squared": "That is the squared straight-line distance. Add the two differences (their "
               "absolute values); do not square them.",
    "max": "That is the larger of the two differences. A move changes only one of row and "
           "column, so you need both: add them.",
    "no-abs": "A difference can be negative (the goal is above or to the left). Take abs() "
              "of each difference before adding; abs() of the sum lets them cancel.",
    "swapped": "Rows and columns are mixed up: compare the cell's row with the goal's row "
               "and the cell's column with the goal's column. A cell is (row, column).",
    "start": "That is the distance to the start. h estimates what is left to walk: measure "
             "to maze.goal.",
}

_ORDER = ("The check calls your function as h(maze, cell): the maze comes first, then the "
          "cell. Swap your parameters (or the way you use them).")
_FIXED_GOAL = ("Right on greedy-trap, wrong on the other maze: your h measures to greedy-trap's "
               "goal (or uses the `trap` from the notebook) instead of the goal of the maze it "
               "is given. Use maze.goal.")


def _close(value, targets):
    try:
        return any(math.isclose(float(value), float(t), abs_tol=1e-9) for t in targets)
    except (TypeError, ValueError):
        return False


# what each mistake would answer, per single-cell case label
_WRONG = {}


def _explains(key):
    """A pattern: every failing single-cell case gives what mistake ``key`` gives."""
    def test(trials):
        failing = [t for label, t in trials.items() if label in _WRONG and not t.ok]
        return bool(failing) and all(
            t.kind == "value" and _close(t.value, _WRONG[t.case.label][key]) for t in failing)
    return Pattern(key, _HINTS[key], test)


class _LowestH(StackFrontier):
    """Hands back the node with the lowest ``h(maze, state)`` (the newest on ties)."""

    def __init__(self, maze, h):
        super().__init__()
        self.maze, self.h = maze, h

    def _next(self):
        values = [self.h(self.maze, node.state) for node in self.nodes]
        best = 0
        for k, value in enumerate(values):
            if value <= values[best]:
                best = k
        return best


class _Outcome(tuple):
    """``(path length, states explored)``, shown in words in the report."""

    def __repr__(self):
        return f"a path of {self[0]} moves, {self[1]} states explored"


def _greedy(func, maze):
    """Greedy best-first search with ``func`` as h: ``(path length, states explored)``."""
    result = reference_solve(maze, _LowestH(maze, func))
    return None if result is None else _Outcome((len(result[0]), result[1]))


def _is_maze_error(trial):
    """The call failed because the function used the maze as a cell (or a cell as a maze)."""
    text = f"{type(trial.error).__name__}: {trial.error}"
    return trial.kind == "error" and ("Maze" in text or "has no attribute 'goal'" in text
                                      or "has no attribute 'initial'" in text)


def _argument_order(trials):
    return all(_is_maze_error(t) for t in trials.values() if not t.ok) and any(
        not t.ok for t in trials.values())


def _fixed_goal(trials):
    """Every greedy-trap case passes and every case on the other maze fails."""
    on_trap = [t for t in trials.values() if t.case.label.startswith("greedy")]
    other = [t for t in trials.values() if t.case.label.startswith("middle")]
    return all(t.ok for t in on_trap) and other and not any(t.ok for t in other)


def _manhattan(maze, cell):
    return abs(cell[0] - maze.goal[0]) + abs(cell[1] - maze.goal[1])


def _cases():
    trap = load_maze("greedy-trap")
    middle = Maze.from_text(_MIDDLE, name="middle")
    where = {trap.name: f"greedy-trap.txt (goal {trap.goal}, start {trap.initial})",
             "middle": f"a maze with the goal at {middle.goal} and the start at {middle.initial}"}
    picks = [
        ("greedy-trap: the start", trap, trap.initial),
        ("greedy-trap: below and left of the goal", trap, (7, 5)),
        ("greedy-trap: right of the goal", trap, (2, 13)),
        ("greedy-trap: the goal itself", trap, trap.goal),
        ("middle maze: above and left of the goal", middle, (1, 2)),
        ("middle maze: below and right of the goal", middle, (5, 8)),
        ("middle maze: above and right of the goal", middle, (2, 9)),
        ("middle maze: below and left of the goal", middle, (4, 2)),
    ]
    cases = []
    for label, maze, cell in picks:
        right = _manhattan(maze, cell)
        _WRONG[label] = _wrong_answers(maze, cell)
        cases.append(Case(label, ("direct", maze, cell), expected=right,
                          judge=lambda t, e=right: (t.kind == "value" and _close(t.value, [e]),
                                                    []),
                          given=f"cell {cell} in {where[maze.name]}"))
    length, explored = _greedy(_manhattan, trap)
    cases.append(Case("greedy search on greedy-trap with your h", (_greedy, trap),
                      expected=(length, explored), given="greedy best-first search, your h",
                      shown=f"a path of {length} moves, {explored} states explored"))
    return cases


#: Suite for ``h(maze, cell)``, the Manhattan distance to the maze's goal.
MAZE_H = Suite(
    "maze heuristic", "h(maze, cell) -> |row - goal row| + |col - goal col|", _cases,
    patterns=[Pattern("argument-order", _ORDER, _argument_order),
              Pattern("fixed-goal", _FIXED_GOAL, _fixed_goal),
              *[_explains(key) for key in _HINTS]], call=_call,
    about="The check calls your function on cells on every side of the goal, then runs a "
          "greedy search with it.")
