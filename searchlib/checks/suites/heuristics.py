"""Suites for heuristics: :data:`MANHATTAN` and :data:`ADMISSIBLE`.

``MANHATTAN``: ``manhattan(a, b)`` returns ``|r1 - r2| + |c1 - c2|`` for
two cells ``(row, col)``.  Mistakes recognised: a missing ``abs`` (on each
difference, or around the sum), the straight-line (Euclidean) distance,
the largest difference instead of the sum (diagonal moves), one coordinate
only.

``ADMISSIBLE``: a heuristic ``h(cell, goal)`` for grid
mazes must never overestimate the true number of steps to the goal, and
must be 0 at the goal.  The check computes the true distance of every open
cell of three small mazes (a breadth-first search backwards from the goal)
and reports the first cell where ``h`` says more.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> run_suite(lambda a, b: abs(a[0] - b[0]) + abs(a[1] - b[1]), MANHATTAN).status
'passed'
>>> run_suite(lambda a, b: (b[0] - a[0]) + (b[1] - a[1]), MANHATTAN).mistakes
['no-abs']
>>> run_suite(lambda a, b: 2 * (abs(a[0] - b[0]) + abs(a[1] - b[1])), ADMISSIBLE).mistakes
['overestimates']
"""

import math
from collections import deque

from ..budget import call_with_budget
from ..legacy import Case, Mistake, Pattern, Suite

__all__ = ["MANHATTAN", "ADMISSIBLE", "MAZES", "true_distances"]

_PAIRS = [((2, 1), (6, 4)), ((6, 4), (2, 1)), ((0, 0), (0, 0)), ((1, 6), (4, 2)),
          ((5, 0), (0, 3)), ((3, 3), (3, 8)), ((7, 2), (1, 2))]


#: Wrong distances, each a learner's likely mistake: (key, function, hint).
_WRONG = [
    ("no-abs", lambda dr, dc: -(dr + dc),
     "Take the absolute value of each difference: |r1 - r2| + |c1 - c2|. Without it, "
     "a goal above or to the left gives a negative or too small distance."),
    ("no-abs", lambda dr, dc: dr + dc, None),
    ("abs-of-sum", lambda dr, dc: abs(dr + dc),
     "Take the absolute value of each difference separately, then add: "
     "abs(r1 - r2) + abs(c1 - c2), not abs((r1 - r2) + (c1 - c2))."),
    ("euclidean", lambda dr, dc: math.hypot(dr, dc),
     "That is the straight-line (Euclidean) distance. Manhattan distance counts "
     "steps up, down, left and right only: add the two differences."),
    ("max", lambda dr, dc: max(abs(dr), abs(dc)),
     "That is the largest of the two differences (the distance when diagonal moves are "
     "allowed). Manhattan distance adds them."),
    ("one-axis", lambda dr, dc: abs(dr),
     "Only the rows were counted: add the column difference too."),
    ("one-axis", lambda dr, dc: abs(dc),
     "Only the columns were counted: add the row difference too."),
]


def _explains(func):
    """A pattern test: ``func`` reproduces every answer the learner gave."""
    def test(trials):
        for trial in trials.values():
            a, b = trial.case.args
            if trial.kind != "value" or not _close(trial.value, func(a[0] - b[0], a[1] - b[1])):
                return False
        return True
    return test


def _patterns():
    out, texts = [], {}
    for key, func, text in _WRONG:
        texts.setdefault(key, text)
        out.append(Pattern(key, text or texts[key], _explains(func)))
    return out


def _manhattan_cases():
    out = []
    for a, b in _PAIRS:
        expected = abs(a[0] - b[0]) + abs(a[1] - b[1])
        out.append(Case(f"from {a} to {b}", (a, b), expected=expected,
                        judge=lambda t, e=expected: (t.kind == "value" and _close(t.value, e),
                                                     [])))
    return out


def _close(got, want):
    try:
        return abs(float(got) - float(want)) < 1e-9
    except (TypeError, ValueError):
        return False


#: Suite for ``manhattan(a, b)`` on cells ``(row, col)``.
MANHATTAN = Suite("manhattan", "manhattan(a, b) -> |r1 - r2| + |c1 - c2|", _manhattan_cases,
                  patterns=_patterns())

#: The mazes of :data:`ADMISSIBLE` (text, with A the start and B the goal).
MAZES = [
    ("an open room", """
#######
#A    #
#     #
#    B#
#######"""),
    ("a wall to walk round", """
#########
#A  #   #
# # # # #
# #   #B#
#########"""),
    ("a long way round", """
#########
#B      #
####### #
#A      #
#########"""),
]


def _parse(text):
    rows = [line for line in text.strip("\n").splitlines()]
    cells, goal = set(), None
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch != "#":
                cells.add((r, c))
            if ch == "B":
                goal = (r, c)
    return cells, goal


def true_distances(cells, goal):
    """Steps from every open cell to ``goal`` (a breadth-first search from the goal).

    Examples
    --------
    >>> true_distances({(0, 0), (0, 1), (1, 1)}, (1, 1))[(0, 0)]
    2
    """
    dist = {goal: 0}
    frontier = deque([goal])
    while frontier:
        r, c = frontier.popleft()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt in cells and nxt not in dist:
                dist[nxt] = dist[(r, c)] + 1
                frontier.append(nxt)
    return dist


def _all_cells(h, cells, goal):
    return {cell: h(cell, goal) for cell in sorted(cells)}


def _call(func, args, kwargs, budget):
    return call_with_budget(_all_cells, (func, *args), budget=budget)


def _admissible_judge(dist):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        values = trial.value
        for cell in sorted(dist):
            try:
                value = float(values[cell])
            except (TypeError, ValueError):
                return False, [f"h{cell} returned {values[cell]!r}, not a number"]
            if value < 0:
                return False, [f"h{cell} = {values[cell]!r} is negative"]
            if value > dist[cell] + 1e-9:
                steps = "1 step" if dist[cell] == 1 else f"{dist[cell]} steps"
                return False, [f"h{cell} = {values[cell]!r}, but the goal is only "
                               f"{steps} away: h overestimates"]
        return True, []
    return judge


def _admissible_cases():
    out = []
    for label, text in MAZES:
        cells, goal = _parse(text)
        dist = true_distances(cells, goal)
        out.append(Case(label, (cells, goal), given=text.strip("\n") + f"\n(goal {goal})",
                        shown="h(cell) <= the true number of steps, for every open cell",
                        judge=_admissible_judge(dist),
                        mistakes=[
                            Mistake("goal-not-zero", "At the goal itself h must be 0: no "
                                    "steps are left.",
                                    lambda t, g=goal: t.kind == "value" and t.value[g] != 0),
                            Mistake("overestimates", "An admissible heuristic never says more "
                                    "than the true cost; an overestimate (such as twice the "
                                    "Manhattan distance) can make A* return a longer path.",
                                    lambda t, d=dist: t.kind == "value" and any(
                                        _number(t.value[c]) > d[c] for c in d)),
                        ]))
    return out


def _number(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return -1.0


#: Suite for an admissible maze heuristic ``h(cell, goal)``.
ADMISSIBLE = Suite("admissible heuristic", "h(cell, goal) -> an estimate that never "
                   "overestimates the steps left", _admissible_cases, call=_call,
                   about="Each maze's true distances come from a breadth-first search "
                         "backwards from the goal; h is called once for every open cell.")
