"""Suites of the informed-search lessons (05-07).

================  ===================================================================
suite             exercise
================  ===================================================================
``MANHATTAN``     ``manhattan(a, b)`` on cells (lesson 05)
``MAZE_H``        ``h(maze, cell)``: the Manhattan distance to the maze's goal, then a
                  greedy search with it (lesson 05)
``GREEDY``        ``my_greedy(maze)``: lesson 04's loop with a frontier that hands back
                  the lowest h (lesson 05)
``ADMISSIBLE``    ``h(cell, goal)``: any estimate that never overestimates (lesson 06)
``ASTAR``         ``astar(problem)``: the path and the order of expansions (lesson 06)
``INVERSIONS``    ``inversions(state)``: any size of sliding puzzle (lesson 07)
``SOLVABLE``      ``solvable(state)`` for the 8-puzzle (lesson 07)
``DLS``           ``dls(problem, limit)``, recursive, refusing the states on its path
``IDDFS``         ``iddfs(problem, max_depth)``: a shortest path (lesson 07)
================  ===================================================================

Planted mistakes are the family's oracle with a switch turned
(:mod:`searchlib.checks.oracles.search`), or small wrong formulas; the searches are
watched through the problem they are given, so the order of expansions (and how many
there are: a depth-limited search with no on-path test is seen by counting them) is
compared as well as the answer.

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

import copy
import math
from itertools import combinations

from ...problems.graph import GraphProblem
from ...problems.maze import Maze, manhattan
from ...problems.puzzle import SlidingPuzzle
from ..compare import plain
from ..oracles.search import (Priority, Queue, Recorded, Stack, Watch, actions, deepening,
                              depth_limited, distance, expander, loop, spying, states)
from ..runner import Case, Recogniser, Suite, Variant, type_note
from .search import _Goals as _TwoGoals
from .search import (_expansions, _graph_replay, _is_path, _path, _said, _solve_normalise,
                     _solve_show, _truthy_walk, _watched, load_maze, n_steps, undirected)

__all__ = ["MANHATTAN", "MAZE_H", "GREEDY", "ADMISSIBLE", "ASTAR", "INVERSIONS", "SOLVABLE",
           "DLS", "IDDFS", "count_inversions"]


def _number(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return plain(value)
    return ("number", round(float(value), 9))


def _close_judge(case, obs, ref):
    ok = obs.kind == "value" and obs.value == ref.value
    if obs.kind != "value" or ok or (isinstance(obs.value, tuple)
                                     and obs.value[:1] == ("number",)) or type_note(obs, ref):
        return ok, []                   # the runner's own note says what kind it is
    return False, [f"it returned {obs.what}, not a number"
                   + (": a generator gives its items only when asked; add them up with sum()"
                      if obs.what == "a generator" else "")]


# -- lesson 05: the Manhattan distance, and a maze's heuristic ---------------------------------

def _distance(rule):
    return lambda a, b: rule(a[0] - b[0], a[1] - b[1])


def _manhattan(dr, dc):
    return abs(dr) + abs(dc)


_FORMULAS = [
    ("no-abs", "Take the absolute value of each difference: |r1 - r2| + |c1 - c2|. Without "
     "it, a goal above or to the left gives a negative or too small distance.",
     [lambda dr, dc: dr + dc, lambda dr, dc: -dr - dc]),
    ("half-abs", "Only one of the two differences is inside abs(): the other one can be "
     "negative and take steps off the distance. Take the absolute value of both: "
     "abs(r1 - r2) + abs(c1 - c2).",
     [lambda dr, dc: abs(dr) + dc, lambda dr, dc: abs(dr) - dc, lambda dr, dc: dr + abs(dc),
      lambda dr, dc: -dr + abs(dc)]),
    ("abs-of-sum", "Take the absolute value of each difference separately, then add: "
     "abs(r1 - r2) + abs(c1 - c2), not abs((r1 - r2) + (c1 - c2)): the two can cancel.",
     [lambda dr, dc: abs(dr + dc)]),
    ("euclidean", "That is the straight-line (Euclidean) distance. In a grid you move up, "
     "down, left and right only: add the row difference and the column difference.",
     [lambda dr, dc: math.hypot(dr, dc)]),
    ("squared", "That is the squared straight-line distance. Add the two differences (their "
     "absolute values); do not square them.", [lambda dr, dc: dr * dr + dc * dc]),
    ("max", "That is the larger of the two differences (the distance when diagonal moves "
     "are allowed). A move changes only one of row and column: add them.",
     [lambda dr, dc: max(abs(dr), abs(dc))]),
    ("one-axis", "Only one of the two differences was counted: add the row difference and "
     "the column difference.", [lambda dr, dc: abs(dr), lambda dr, dc: abs(dc)]),
    ("difference", "One difference was subtracted from the other: add them, |r1 - r2| + "
     "|c1 - c2|. A move changes the row or the column, and each costs one step.",
     [lambda dr, dc: abs(dr) - abs(dc), lambda dr, dc: abs(dc) - abs(dr)]),
    ("negated", "The distance came out negative: subtract the other way round inside abs(), "
     "or drop the minus sign. A distance is never below 0.",
     [lambda dr, dc: -(abs(dr) + abs(dc))]),
]

_PAIRS = [((2, 1), (6, 4)), ((6, 4), (2, 1)), ((0, 0), (0, 0)), ((1, 6), (4, 2)),
          ((5, 0), (0, 3)), ((3, 3), (3, 8)), ((7, 2), (1, 2))]

_PAIRING = ("The coordinates are paired up wrongly: subtract the second point's row from the "
            "first point's row, and the columns likewise: abs(a[0] - b[0]) + abs(a[1] - b[1]).")

MANHATTAN = Suite(
    "manhattan", "manhattan(a, b) -> |r1 - r2| + |c1 - c2|",
    [Case(f"from {a} to {b}", (a, b)) for a, b in _PAIRS],
    reference=_distance(_manhattan), normalise=_number, judge=_close_judge,
    arguments=lambda case: (case.args, {}, Watch()),
    call=lambda func, args, kwargs, watch: spying(func, args, watch),
    library="it calls searchlib's own manhattan instead of computing the distance",
    library_hint="Your function calls searchlib's own manhattan. The exercise is to compute "
                 "the distance yourself: abs(r1 - r2) + abs(c1 - c2).",
    variants=[*[Variant(key, hint, _distance(rule)) for key, hint, rules in _FORMULAS
                for rule in rules],
              Variant("pairing", _PAIRING,
                      lambda a, b: abs(a[0] - a[1]) + abs(b[0] - b[1])),
              Variant("pairing", _PAIRING,
                      lambda a, b: abs(a[0] - b[1]) + abs(a[1] - b[0]))])

_MIDDLE = "\n".join(["###########", "#A        #", "#   ###   #", "#    B    #", "#   ###   #",
                     "#         #", "###########"])


def _to_goal(rule, *, goal=None, towards="goal"):
    def h(maze, cell):
        target = goal or (maze.goal if towards == "goal" else maze.initial)
        return rule(cell[0] - target[0], cell[1] - target[1])
    return h


class _LowestH:
    """A frontier handing back the node with the lowest h(maze, state) (the newest on ties)."""

    def __init__(self, maze, h):
        self.nodes, self.maze, self.h = [], maze, h

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
        values = [self.h(self.maze, node.state) for node in self.nodes]
        best = min(values)
        return self.nodes.pop(max(k for k, v in enumerate(values) if v == best))


def _greedy(h, maze):
    """Greedy best-first search on ``maze`` with ``h``: ``(path length, states explored)``."""
    counter = []
    found = loop(lambda s: [(a, c, 1) for a, c, _ in maze.successors(s)], maze.initial,
                 lambda s: s == maze.goal, _LowestH(maze, h), counter=counter)
    return None if found is None else (len(states(found)) - 1, len(counter))


def _maze_h_cases():
    trap, middle = load_maze("greedy-trap"), Maze.from_text(_MIDDLE, name="middle")
    where = {trap.name: f"greedy-trap.txt (goal {trap.goal}, start {trap.initial})",
             "middle": f"a maze with the goal at {middle.goal} and the start at {middle.initial}"}
    # the middle maze first: a goal kept from the first call (a default argument, a global)
    # is then the middle maze's, and greedy-trap's cases show it; with greedy-trap first it
    # would look like a function that measures to greedy-trap's goal on every maze
    picks = [("middle maze: above and left of the goal", middle, (1, 2)),
             ("middle maze: below and right of the goal", middle, (5, 8)),
             ("middle maze: above and right of the goal", middle, (2, 9)),
             ("middle maze: below and left of the goal", middle, (4, 2)),
             ("greedy-trap: the start", trap, trap.initial),
             ("greedy-trap: below and left of the goal", trap, (7, 5)),
             ("greedy-trap: right of the goal", trap, (2, 13)),
             ("greedy-trap: the goal itself", trap, trap.goal),
             # a cell asked about above, in the other maze: an answer kept from one call to
             # the next (a cache keyed by the cell alone) is wrong here
             ("greedy-trap: the middle maze's cell (2, 9) again", trap, (2, 9))]
    cases = [Case(label, ("cell", maze, cell), given=f"cell {cell} in {where[maze.name]}")
             for label, maze, cell in picks]
    cases.append(Case("greedy search on greedy-trap with your h", ("greedy", trap),
                      given="greedy best-first search, your h (lowest h first, the newest on "
                            "ties)"))
    return cases


def _maze_h_call(func, args, kwargs, watch):
    if args[0] == "cell":                   # a call of maze.h or manhattan is noticed
        return spying(func, args[1:], watch, only=(Maze.h, manhattan))
    return _greedy(func, args[1])


def _walled(maze, cell):
    """The length of the shortest way from ``cell`` to the goal round the walls."""
    return distance(lambda s: [c for _, c, _ in maze.successors(s)], cell,
                    lambda s: s == maze.goal)


def _greedy_show(value):
    if isinstance(value, tuple) and len(value) == 2:
        return f"a path of {value[0]} moves, {value[1]} states explored"
    return repr(value)


def _argument_order(trials):
    failed = [t for t in trials if not t.ok]
    return bool(failed) and all(t.obs.kind == "error" and any(
        word in t.obs.shown for word in ("Maze", "goal", "initial", "subscriptable"))
        for t in failed)


MAZE_H = Suite(
    "maze heuristic", "h(maze, cell) -> |row - goal row| + |col - goal col|", _maze_h_cases,
    reference=_to_goal(_manhattan), call=_maze_h_call, normalise=lambda v: (
        plain(v) if isinstance(v, tuple) else _number(v)), show=_greedy_show,
    arguments=lambda case: (copy.deepcopy(case.args), {}, Watch()),
    library="it asks searchlib for the distance (maze.h, manhattan or a search) instead of "
            "computing it",
    library_hint="Your function asks searchlib for the distance: maze.h(cell), searchlib's "
                 "manhattan, or one of its searches. The exercise is to compute it yourself: "
                 "abs(row - goal row) + "
                 "abs(col - goal col), with the goal of the maze given (maze.goal); your own "
                 "my_manhattan(cell, maze.goal) is fine.",
    variants=[*[Variant(key, hint, _to_goal(rule)) for key, hint, rules in _FORMULAS
                if key not in ("one-axis",) for rule in rules],
              Variant("swapped", "Rows and columns are mixed up: compare the cell's row with "
                      "the goal's row and the cell's column with the goal's column. A cell is "
                      "(row, column).", lambda maze, cell: abs(cell[0] - maze.goal[1])
                      + abs(cell[1] - maze.goal[0])),
              Variant("start", "That is the distance to the start. h estimates what is left to "
                      "walk: measure to maze.goal.", _to_goal(_manhattan, towards="start")),
              Variant("fixed-goal", "Right on greedy-trap, wrong on the other maze: your h "
                      "measures to greedy-trap's goal, (1, 12), whatever maze it is given. It "
                      "reads the notebook's `trap` (or a goal written out), or keeps a goal "
                      "from an earlier call (a default argument or a global). Measure to the "
                      "goal of the maze given, maze.goal, at every call.",
                      _to_goal(_manhattan, goal=(1, 12))),
              Variant("walled-distance", "Your h gives the length of the shortest way to the "
                      "goal round the walls (a search of the maze), not the Manhattan "
                      "distance. That is the perfect heuristic, but working it out is a whole "
                      "search for every cell; the exercise asks for the Manhattan distance, "
                      "abs(row - goal row) + abs(col - goal col), which ignores the walls.",
                      _walled)],
    recognisers=[Recogniser("argument-order", "The check calls your function as h(maze, cell): "
                            "the maze comes first, then the cell. Swap your parameters (or the "
                            "way you use them).", _argument_order)],
    about="The check calls your function on cells on every side of the goal, then runs a "
          "greedy search with it.")


# -- lesson 05: greedy best-first search, a priority frontier in lesson 04's loop --------------

class _Peek(Priority):
    """A priority frontier whose remove() hands back the lowest node but keeps it."""

    def remove(self):
        return self.heap[0][2]


def _greedy_search(rank="h", *, newest=True, frontier=None, count=0, present=actions, none=None,
                   **switches):
    """Lesson 04's loop on a maze with a frontier ordered by ``rank``; switches plant mistakes.

    ``rank``: ``"h"`` (right), ``"-h"`` (the largest h first), ``"g+h"`` (A*), ``"g"`` (the
    moves so far), ``"start"`` (the distance to the start); ``newest``: the newest node first on a tie (right);
    ``frontier``: a :class:`Queue` or :class:`Stack` instead (h ignored), or ``_Peek`` (the
    lowest h, never taken out).
    """
    def my_greedy(maze):
        def key(node):
            h = (abs(node.state[0] - maze.initial[0]) + abs(node.state[1] - maze.initial[1])
                 if rank == "start" else maze.h(node.state))
            return {"h": h, "start": h, "-h": -h, "g+h": node.g + h, "g": node.g}[rank]
        counter = []
        node = loop(expander(maze), maze.initial, lambda s: s == maze.goal,
                    (frontier(key, newest=newest) if frontier is _Peek else frontier())
                    if frontier else Priority(key, newest=newest), counter=counter,
                    update=False, **switches)     # a state reached is never added again
        if node is None:
            return none(len(counter) + count) if callable(none) else none
        return present(node), len(counter) + count
    return my_greedy


def _greedy_cases():
    rooms = {
        "an open room": "#######\n#A    #\n#     #\n#     #\n#    B#\n#######",
        "a wall across, a gap at each end": "#########\n#   A   #\n# ##### #\n#   B   #\n#########",
        "a dead end towards the goal": "#########\n#A      #\n###### ##\n#B   #  #\n# ## ## #\n#       #\n#########",
        "a room with the goal behind its wall": "#########\n#       #\n#  A    #\n#       #\n####### #\n#B      #\n#########",
        "the goal walled off": "#######\n#A # B#\n#######",
        "a dead-end pocket as near the goal as the way on":
            "#####\n#A ##\n# ###\n#  B#\n#####",
    }
    corridor = Maze.from_text("#A  B#")
    mazes = [("greedy-trap (lesson 05's maze)", load_maze("greedy-trap"), ""),
             ("dfs-wanders", load_maze("dfs-wanders"), ""),
             ("two-routes", load_maze("two-routes"), ""),
             *[(label, Maze.from_text(text, name=label), "\n" + text) for label, text in
               rooms.items()],
             ("the start is the goal", Maze(corridor.walls, (0, 1), (0, 1)),
              ": the corridor #A  B# with the goal moved onto A")]
    cases = []
    for label, maze, drawn in mazes:
        found = _greedy_search()(maze)
        cases.append(Case(label, (maze,), given=f"my_greedy(maze), maze: {label}{drawn}",
                          size=len(maze.open_cells) if found else 10**6))
    return cases


def _runs(moves):
    """``['up', 'up', 'left']`` as ``"2 up, 1 left"``."""
    out = []
    for move in moves:
        if out and out[-1][1] == move:
            out[-1][0] += 1
        else:
            out.append([1, move])
    return ", ".join(f"{n} {move}" for n, move in out)


def _greedy_run_show(value):
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], list):
        moves = _runs(value[0]) if all(isinstance(m, str) for m in value[0]) else repr(
            value[0])
        count = (f"{value[1]!r} state{'' if value[1] == 1 else 's'} explored"
                 if isinstance(value[1], int) and not isinstance(value[1], bool)
                 else f"{value[1]!r} as the count of states explored")
        if not value[0]:
            return f"{count}; no actions"
        what = "action" if all(isinstance(m, str) for m in value[0]) else "item"
        return (f"{count}; {len(value[0])} {what}{'' if len(value[0]) == 1 else 's'}: "
                f"{moves if len(moves) < 160 else moves[:159] + '…'}")
    return _solve_show(value)


def _greedy_replay(case, obs, ref):
    return {"kind": "maze", "text": case.args[0].to_text(), "names": ["your function", "greedy"],
            "mine": obs.extra, "theirs": ref.extra}


def _asked_again(name, calls):
    """The first divergence in words, saying so when the learner asked for the moves of the
    state it had just expanded a second time (a search asking twice per expansion)."""
    said = _said(name, "expanded")

    def diverge(case, obs, ref):
        mine, theirs = tuple(obs.trace or ()), tuple(ref.trace or ())
        step = next((k for k, (a, b) in enumerate(zip(mine, theirs)) if a != b),
                    min(len(mine), len(theirs)))
        if 0 < step < len(mine) and mine[step] == mine[step - 1]:
            then = (f"where {name} expanded {theirs[step]!r}" if step < len(theirs)
                    else f"where {name} stops")
            return (f"your function asked for the moves of {mine[step]!r} again at step "
                    f"{step + 1}, right after step {step} asked for them, {then}. The check "
                    f"counts every call of {calls} as an expansion: call it once for each "
                    "state you expand, and keep the list it gives")
        return said(case, obs, ref)
    return diverge


def _greedy_diverge(case, obs, ref):
    maze = case.args[0]
    if not ref.trace and obs.trace and maze.initial == maze.goal:
        return (f"greedy takes out the start {maze.initial!r}, finds that it is the goal and "
                f"returns without expanding it, but your function expanded {obs.trace[0]!r}")
    return _asked_again("greedy", "maze.actions (or maze.successors)")(case, obs, ref)


def _greedy_variants(key, hint, *variants):
    return [Variant(key, hint, _greedy_search(**switches)) for switches in variants]


_TIES = ("On a tie (two nodes with the same h) your frontier hands back the oldest of them; "
         "this lesson's greedy takes the newest (the one added last), as searchlib does. "
         "min() returns the first of equal values: look from the end of the list, or keep a "
         "counter that decreases.")

GREEDY = Suite(
    "greedy", "my_greedy(maze) -> (actions, states explored), or None: lesson 04's loop with "
    "a frontier that hands back the lowest h", _greedy_cases, reference=_greedy_search(),
    arguments=_watched, trace=_expansions, normalise=_solve_normalise, show=_greedy_run_show,
    diverge=_greedy_diverge, replay=_greedy_replay, reference_name="greedy",
    variants=[
        *_greedy_variants("h-ignored", "Your frontier hands back the oldest node, as a queue does "
                 "(ranking by the moves made so far, the oldest first on a tie, gives the same "
                 "order): that is breadth-first search, and h plays no part. Greedy's remove() takes the "
                 "node with the smallest h.", {"frontier": Queue}),
        *_greedy_variants("stack", "Your frontier hands back the newest node, as a stack does: that is "
                 "depth-first search, and h plays no part. Greedy's remove() takes the node "
                 "with the smallest h.", {"frontier": Stack}),
        *_greedy_variants("largest-h", "Your frontier hands back the node with the LARGEST h, the one "
                 "that looks farthest from the goal. Take the smallest (min, not max; or sort "
                 "the other way).", {"rank": "-h"}, {"rank": "-h", "newest": False}),
        *_greedy_variants("ties-oldest", _TIES, {"newest": False}),
        *_greedy_variants("not-removed", "Your frontier's remove() hands back the node with "
                 "the lowest h but leaves it in the frontier, so the same node comes out again "
                 "and again: take it out as well (pop it from the list).",
                 {"frontier": _Peek, "skip_stale": False}),
        *_greedy_variants("g-plus-h", "Your frontier orders the nodes by g + h, the moves made so far "
                 "plus the estimate: that is A*, the next lesson. Greedy looks at h alone.",
                 {"rank": "g+h"}, {"rank": "g+h", "newest": False}),
        # by g with the oldest first on a tie is a queue's order: "h-ignored" names it
        *_greedy_variants("g-only", "Your frontier hands back the node with the fewest moves "
                 "so far (g, the length of its path), not the lowest h: the cost already paid "
                 "decides, as in uniform-cost search, and h plays no part. Greedy's remove() "
                 "takes the node with the smallest h, the estimate of what is left.",
                 {"rank": "g"}),
        *_greedy_variants("h-to-start", "Your h measures the distance to the start, maze.initial. h "
                 "estimates what is left to walk: measure to maze.goal (maze.h(cell) does).",
                 {"rank": "start"}, {"rank": "start", "newest": False}),
        *_greedy_variants("no-explored-set", "It never finished: without an explored set greedy steps "
                 "back into a cell it has left whenever that cell has the lowest h. Keep the "
                 "cells taken out in a set, and skip neighbours that are in it.",
                 {"reached": "none"}, {"reached": "waiting"}),
        *_greedy_variants("twice-in-frontier", "A cell can be in your frontier twice: you skip "
                 "neighbours that are explored, but not those already waiting. Add a neighbour "
                 "only if it is not explored and not frontier.contains_state(cell).",
                 {"reached": "explored", "skip_stale": False}),
        *_greedy_variants("early-goal-test", "You test the goal when a cell is added to the "
                 "frontier and return then, so the goal is never taken out of the frontier and "
                 "counted. Lesson 04's loop, and this exercise, test the goal when a node is "
                 "taken out of the frontier, and count it then.",
                 {"goal_test": "both", "test_start": False}),
        *_greedy_variants("early-goal-test", "You test the goal when a cell is added to the "
                 "frontier, so the start is never tested: when the start is the goal your "
                 "function walks on. Lesson 04's loop, and this exercise, test the goal when a "
                 "node is taken out of the frontier (the start included), and count it then.",
                 {"goal_test": "generated", "test_start": False, "count": 1},
                 {"goal_test": "generated", "test_start": False}),
        *_greedy_variants("count", "The path is right but the count is one off. Count every node taken "
                 "out of the frontier, the goal included, and nothing else.", {"count": -1},
                 {"count": 1}),
        *_greedy_variants("not-reversed", "The actions are in reverse order: following the parents "
                 "collects them from the goal back to the start. Reverse the list before "
                 "returning it.", {"present": lambda node: actions(node)[::-1]}),
        *_greedy_variants("states-not-actions", "Your function returns the cells of the path; "
                 "the answer is the actions (the moves 'up', 'down', 'left', 'right'), as lesson "
                 "04's solve returns them: collect node.action while following the parents.",
                 {"present": states}, {"present": lambda node: states(node)[1:]}),
        *_greedy_variants("empty-not-none", "When the frontier runs empty there is no path: return "
                 "None, not an empty list.", {"none": []},
                 {"none": lambda explored: ([], explored)}, {"none": ([], 0)})],
    about="The check gives your function each maze (it watches the cells you expand: your "
          "calls of maze.actions or maze.successors) and compares the actions, the count and "
          "the order of expansion with greedy's: lowest h first, the newest node on a tie.")


# -- lesson 06: an admissible heuristic -------------------------------------------------------

_ROOMS = [("an open room", "#######\n#A    #\n#     #\n#    B#\n#######"),
          ("a wall to walk round", "#########\n#A  #   #\n# # # # #\n# #   #B#\n#########"),
          ("a long way round", "#########\n#B      #\n####### #\n#A      #\n#########")]


def _admissible_cases():
    out = []
    for label, text in _ROOMS:
        maze = Maze.from_text(text)
        true = distance
        steps = {}
        for cell in maze.open_cells:
            steps[cell] = true(lambda s: [c for _, c, _ in maze.successors(s)], cell,
                               lambda s: s == maze.goal)
        out.append(Case(label, (sorted(maze.open_cells), maze.goal), given=text + f"\n(goal "
                        f"{maze.goal})", shown="h(cell) <= the true number of steps, for every "
                        "open cell", data={"steps": steps}, size=len(steps)))
    return out


def _every_cell(func, args, kwargs, watch):
    cells, goal = args
    return {cell: func(cell, goal) for cell in cells}


def _estimates(value):
    """``("h", ((cell, estimate), ...))``, an estimate a float or ``("not a number", type)``."""
    def one(x):
        ok = isinstance(x, (int, float)) and not isinstance(x, bool)
        return round(float(x), 9) if ok else ("not a number", type(x).__name__)
    return ("h", tuple(sorted((cell, one(x)) for cell, x in value.items())))


def _admissible_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    found = dict(obs.value[1])
    for cell, steps in sorted(case.data["steps"].items()):
        value = found.get(cell)
        if not isinstance(value, float):
            return False, [f"h{cell} is not a number"]
        if value < 0:
            return False, [f"h{cell} = {value:g} is negative: an estimate of the steps left "
                           "is never below 0 (at the goal itself it is 0), so too low is fine "
                           "only down to 0"]
        if value > steps + 1e-9:
            return False, [f"h{cell} = {value:g}, but the goal is only {steps} step"
                           f"{'' if steps == 1 else 's'} away: h overestimates"]
    return True, []


def _overestimates(trials):
    return any(note.endswith("h overestimates") for t in trials for note in t.notes)


def _distance_to(fixed):
    return lambda cell, goal: abs(cell[0] - fixed[0]) + abs(cell[1] - fixed[1])


def _scaled(factor, plus=0):
    return lambda cell, goal: factor * (abs(cell[0] - goal[0]) + abs(cell[1] - goal[1])) + plus


ADMISSIBLE = Suite(
    "admissible heuristic", "h(cell, goal) -> an estimate of the steps left that never "
    "overestimates and is never below 0", _admissible_cases, reference=_scaled(1), call=_every_cell,
    normalise=_estimates, judge=_admissible_judge,
    show=lambda v: ", ".join(f"h{cell} = {x!r}" for cell, x in list(v.items())[:6]) + ", ...",
    variants=[Variant("goal-not-zero", "At the goal itself h must be 0: no steps are left (and "
                      "a cell next to the goal is only one step away).", _scaled(1, 1)),
              Variant("negated", "h came out negative: an estimate of the steps left is never "
                      "below 0 (subtract inside abs()).", _scaled(-1)),
              *[Variant(key, hint, _distance(rule)) for key, hint, rules in _FORMULAS
                if key in ("no-abs", "half-abs") for rule in rules],
              Variant("fixed-goal", "Your h measures to the same cell, (1, 12), on every maze: "
                      "the goal of the notebook's `maze`, not the `goal` it is given. Measure "
                      "to goal.", _distance_to((1, 12)))],
    recognisers=[Recogniser("overestimates", "An admissible heuristic never says more than "
                            "the true cost; an overestimate (such as twice the Manhattan "
                            "distance) can make A* return a longer path.", _overestimates)],
    about="Each maze's true distances come from a breadth-first search backwards from the "
          "goal; h is called once for every open cell.")


# -- lesson 06: A* ------------------------------------------------------------------------------

def _best_first(key="f", *, unit=False, present=states, none=None, goal="is_goal", **switches):
    """Best-first search ranked by ``key``: ``"f"`` (A*), ``"g"``, ``"h"``, ``"g-h"``,
    ``"parent"`` (g + the h of the node's parent), or ``"no-step"`` (the parent's g + the
    node's h: the step cost left out); ``unit=True`` counts every step as 1;
    ``goal="attribute"`` tests ``state == problem.goal`` instead of ``problem.is_goal``."""
    def search(problem):
        is_goal = problem.is_goal if goal == "is_goal" else (lambda s: s == problem.goal)
        def rank(node):
            if key == "parent":
                return node.g + problem.h((node.parent or node).state)
            if key == "no-step":
                return (node.parent.g if node.parent else 0) + problem.h(node.state)
            return {"f": node.g + problem.h(node.state), "g": node.g, "h": problem.h(node.state),
                    "g-h": node.g - problem.h(node.state)}[key]
        node = loop(lambda s: [(a, c, 1 if unit else cost)
                               for a, c, cost in problem.successors(s)],
                    problem.initial, is_goal, Priority(rank), **switches)
        return none if node is None else present(node)
    return search


#: The cases: label, graph, start, goal, heuristic (consistent, no ties on f).
_WEIGHTED = [
    ("a trap: the branch that looks nearer costs more",
     {"S": {"A": 1, "B": 2, "D": 3}, "A": {"G": 6}, "B": {"C": 2}, "C": {"G": 1}},
     "S", "G", {"S": 3, "A": 2, "B": 3, "C": 1, "D": 9, "G": 0}),
    ("a cheaper way round to M turns up while M waits in the frontier",
     {"S": {"M": 6, "A": 1}, "A": {"B": 1}, "B": {"M": 1}, "M": {"N": 1}, "N": {"G": 8}},
     "S", "G", {"S": 8, "A": 7, "B": 6, "M": 5, "N": 4, "G": 0}),
    ("the goal is generated early, by an expensive road",
     {"S": {"A": 1, "B": 4}, "A": {"G": 10}, "B": {"C": 1}, "C": {"G": 1}},
     "S", "G", {"S": 5, "A": 4, "B": 2, "C": 1, "G": 0}),
    ("the goal in sight at the start, a cheaper way round",
     {"S": {"G": 9, "A": 2}, "A": {"B": 2}, "B": {"G": 2}},
     "S", "G", {"S": 5, "A": 4, "B": 2, "G": 0}),
    ("no path to the goal (A and B lead to each other)",
     {"S": {"A": 1, "B": 2}, "A": {"B": 1}, "B": {"A": 1}, "G": {"S": 1}},
     "S", "G", {"S": 2, "A": 1, "B": 1.5, "G": 0}),
    ("the start is the goal", {"S": {"A": 1}, "A": {"S": 1}}, "S", "S", {"S": 0, "A": 1}),
    ("a long road of cheap steps, and a short dear one",
     {"S": {"P": 3, "Z": 1}, "P": {"Q": 3}, "Q": {"R": 3}, "R": {"T": 3}, "T": {"G": 3},
      "Z": {"G": 20}, "G": {}},
     "S", "G", {"S": 5, "P": 4, "Q": 3.5, "R": 3, "T": 2.5, "Z": 4.2, "G": 0}),
    ("a dead end that costs little, beside the goal",
     {"S": {"A": 4, "G": 5}, "A": {"B": 2}, "B": {}, "G": {}},
     "S", "G", {"S": 2, "A": 0.5, "B": 3, "G": 0}),
    ("a dearer way to M turns up while M waits in the frontier",
     {"S": {"A": 1, "B": 1.5}, "A": {"M": 1}, "B": {"M": 3}, "M": {"G": 5}},
     "S", "G", {"S": 5, "A": 4.4, "B": 4.2, "M": 4, "G": 0}),
    # M's f falls from 6 to 3 while the direct road's G waits at 4: the goal must not come out
    # before M (it does when M's entry keeps the f of its old g)
    ("M gets cheaper while it waits, and the goal waits at an f between M's old and new f",
     {"S": {"A": 1, "M": 5, "G": 4}, "A": {"M": 1}, "M": {"G": 1}},
     "S", "G", {"S": 2, "A": 1.5, "M": 1, "G": 0}),
    # M's f falls from 14 to 6, below R's 10.5, while M sits below R in a heap: lowering the
    # number inside M's heap entry without restoring the heap lets R come out first
    ("M, the dearest state in the frontier, becomes the cheapest",
     {"S": {"A": 2, "M": 12, "R": 9}, "A": {"M": 2}, "M": {"G": 4}, "R": {"G": 2}},
     "S", "G", {"S": 4, "A": 3, "M": 2, "R": 1.5, "G": 0}),
    ("the start state is 0", {0: {1: 2, 2: 1}, 1: {3: 2}, 2: {3: 4}}, 0, 3,
     {0: 3, 1: 2, 2: 2.5, 3: 0}),
    # M waits with g 10, then 5 (through A), then 7 (through B) before it comes out: the road
    # through B beats M's first g but not its best, and must not take M's parent over
    ("M is reached three ways while it waits: dear, cheapest, then in between",
     {"S": {"M": 10, "A": 1, "B": 2}, "A": {"M": 4}, "B": {"M": 5}, "M": {"G": 1.5}},
     "S", "G", {"S": 3, "A": 2.5, "B": 3, "M": 1, "G": 0}),
]


class _Goals(GraphProblem):
    """A weighted graph with several goal states: ``is_goal`` accepts each; ``goal`` names
    one."""

    def __init__(self, graph, start, goal, goals, h):
        super().__init__(graph, start, goal, h=h)
        self.goals = tuple(goals)

    def is_goal(self, state):
        return state in self.goals


#: Cases with two goal states: label, graph, start, the goal ``problem.goal`` names, the
#: heuristic (0 at each goal, consistent, no ties on f), the goals.
_SEVERAL_GOALS = [
    ("two goal states: is_goal is true at G1 and at G2, and G1 is cheaper to reach",
     {"S": {"B": 1, "A": 2}, "A": {"G1": 1.5}, "B": {"C": 2}, "C": {"G2": 1}},
     "S", "G2", {"S": 2.5, "A": 0.5, "B": 2.7, "C": 0.8, "G1": 0, "G2": 0}, ("G1", "G2")),
]


def _arrows(states):
    return " → ".join(str(s) for s in states)


def _weighted_case(label, graph, start, goal, h, goals=None):
    problem = GraphProblem(graph, start, goal, h=h) if goals is None else _Goals(
        graph, start, goal, goals, h)
    reference = Watch()
    path = _best_first()(Recorded(problem, reference))
    cost = None if path is None else sum(graph[a][b] for a, b in zip(path, path[1:]))
    edges = ", ".join(f"{u}→{v} {c}" for u, nbrs in graph.items() for v, c in nbrs.items())
    table = ", ".join(f"{n} {v}" for n, v in h.items())
    shown = "None" if path is None else (
        f"{_arrows(path)} (cost {cost}), expanding "
        f"{', '.join(str(s) for s in reference.expanded()) or 'nothing'}")
    ends = f"goal {goal}" if goals is None else (
        f"goals {' and '.join(goals)}: is_goal(s) is true at each, problem.goal names only "
        f"{goal}")
    return Case(label, (problem,), given=f"{edges}; h: {table}; start {start}, {ends}",
                shown=shown, size=len(problem.adjacency), data={"path": path, "cost": cost})


def _astar_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    right, value = case.data["path"], obs.value
    if right is None:
        return value is None, [] if value is None else ["no path leads to the goal, so the "
                                                         "answer is None"]
    if value is None:
        return False, [f"it returned None, but {_arrows(right)} reaches the goal for "
                       f"{case.data['cost']}"]
    if not _is_path(value):
        return False, [f"it returned {obs.what}, not a list of states"]
    if list(value[1]) != right:
        graph = case.args[0].adjacency
        path = list(value[1])
        valid = path and path[0] == right[0] and case.args[0].is_goal(path[-1]) and all(
            b in graph.get(a, {}) for a, b in zip(path, path[1:]))
        if not valid:
            return False, [f"the path starts at {path[0]!r}, not at the start {right[0]!r}"
                           if path and path[0] != right[0] else
                           "that is not a path of the graph from the start to the goal"]
        cost = sum(graph[a][b] for a, b in zip(path, path[1:]))
        return False, [f"that path costs {cost}; the cheapest costs {case.data['cost']}"
                       if cost > case.data["cost"] else
                       f"that path also costs {cost}, but A* finds {_arrows(right)} first"]
    if obs.trace != ref.trace:
        mine, theirs = (", ".join(str(s) for s in t) or "nothing" for t in (obs.trace, ref.trace))
        return False, [f"the path is right, but you expanded {mine}; A* expands {theirs}"]
    return True, []


ASTAR = Suite(
    "astar", "astar(problem) -> the states of a cheapest path, start to goal, or None",
    [_weighted_case(*case) for case in _WEIGHTED + _SEVERAL_GOALS], reference=_best_first(),
    arguments=_watched, trace=_expansions, normalise=_path, judge=_astar_judge, diverge=_asked_again("A*", "problem.successors (or problem.actions)"),
    replay=_graph_replay("A*"), reference_name="A*",
    variants=[
        Variant("greedy", "This is what ordering the frontier by h alone gives: greedy "
                "best-first search. A* orders it by f = g + h, the cost already paid plus the "
                "estimate.", _best_first("h")),
        Variant("unit-costs", "Every step counted as 1: g grows by one per move, whatever "
                "the road costs, so A* looks for the fewest moves. Add the step cost that "
                "problem.successors gives (the third item): g + cost.", _best_first(unit=True)),
        Variant("parent-h", "Your f uses the h of the state being expanded (the parent's) "
                "instead of the child's: rank each child by its own g + h(child).",
                _best_first("parent")),
        *[Variant("no-step-cost", "Your frontier is ordered by the parent's g + h(child): the "
                  "step to the child is left out of its f. Push each child with g + cost + "
                  "h(child), the g it gets by this step.", _best_first("no-step", **how))
          for how in ({}, {"reached": "cheaper"})],
        Variant("reversed", "The path is backwards: following the parents from the goal gives "
                "the states from the goal to the start. Reverse it before returning.",
                _best_first(present=lambda node: states(node)[::-1])),
        Variant("ucs", "This is what ordering the frontier by g alone gives: uniform-cost "
                "search. The path is right, but it expands states that A* skips. Add h: "
                "f = g + h.", _best_first("g")),
        Variant("h-negated", "Your frontier is ordered by g - h: the estimate is subtracted. "
                "A* adds it: f = g + h.", _best_first("g-h")),
        Variant("early-goal", "You return as soon as the goal is generated. A cheaper path to "
                "it may still be in the frontier: test for the goal when a node is taken out "
                "of the frontier.", _best_first(goal_test="generated")),
        Variant("parent-overwritten", "A dearer way to a state waiting in the frontier "
                "replaced its parent, so the path runs through it although its g was not "
                "lowered. Change the parent only when the new g is lower (together with g and "
                "the push).", _best_first(parents="overwrite")),
        Variant("old-f", "A state reached more cheaply while it waited in the frontier still "
                "came out only when its old, dearer f said: its entry kept the f of the old g "
                "(pushed again with f worked out before g was updated, or not pushed again at "
                "all). Update g first, then push the state again with f = the new g + "
                "h(state).", _best_first(update="old-f")),
        Variant("falsy-start", "The start state is 0 here, and 0 counts as false in Python: the "
                "walk back through the parents stopped before it. Test `is not None` (`while "
                "parent[state] is not None:`), not the truth of a state.",
                _best_first(present=_truthy_walk)),
        Variant("goal-attribute", "Your search stops only at problem.goal: here is_goal is "
                "true at two states, and the cheaper one, G1, was passed by. Test a state with "
                "problem.is_goal(state), which knows every goal (a problem need not have a "
                "single goal state).", _best_first(goal="attribute")),
        Variant("no-update", "The answer follows the first, costlier path to a state that was "
                "waiting in the frontier when a cheaper one turned up. When g + step cost beats "
                "the g recorded for a state, record the new g AND the new parent, and push the "
                "state again.",
                _best_first(update=False)),
        Variant("parent-kept", "The answer follows the first, costlier path to a state that "
                "a cheaper route reached later: the state's g was lowered and it was pushed "
                "again, but its parent stayed the first one. When g + step cost beats the g "
                "recorded for a state, record the new parent together with the new g.",
                _best_first(reached="cheaper", parents="kept")),
        Variant("g-kept", "A state reached more cheaply took the new parent and was pushed "
                "again with the new f, but the g you record for it stayed the old, dearer one, "
                "so its successors were costed from that g. When g + step cost beats the g "
                "recorded for a state, record the new g as well as the new parent, then push "
                "the state again.", _best_first(reached="cheaper", g_kept="pushed")),
        Variant("g-kept", "A state reached more cheaply took the new parent, but the g you "
                "record for it stayed the old, dearer one: a later route that cost more than "
                "the new one, but less than the old, took the parent over, and the path runs "
                "through it. When g + step cost beats the g recorded for a state, record the "
                "new g as well as the new parent.",
                _best_first(reached="cheaper", g_kept="compared")),
        Variant("g-kept", "A state reached more cheaply while it waited in the frontier took "
                "the new parent, but kept its old, dearer g and its old entry: it came out "
                "when its old f said, and its successors were costed from the old g. When g + "
                "step cost beats the g recorded for a state, record the new g as well as the "
                "new parent, and push the state again with f = the new g + h(state).",
                _best_first(reached="cheaper", g_kept="waiting")),
        Variant("stale", "A state was expanded a second time, when an out-of-date frontier "
                "entry for it came out (one pushed before a cheaper path to it was found). "
                "When you take a state out of the frontier, skip it if it is already "
                "explored.", _best_first(skip_stale=False)),
        Variant("goal-expanded", "You expanded the goal before returning it. Test a state for "
                "the goal as soon as it comes out of the frontier, before expanding it.",
                _best_first(goal_test="expanded")),
        Variant("empty-not-none", "When no path reaches the goal, return None, not an empty "
                "list.", _best_first(none=[])),
        Variant("no-explored", "Your search never ended on a graph with a cycle (A → B → A) and "
                "no path to the goal: keep a set of explored states and never expand one "
                "twice.", _best_first(reached="none"))],
    about="The check compares your path and the order in which you expand states (your calls "
          "of problem.successors) with A*'s. No two frontier entries ever tie on f, so that "
          "order is the same however you break ties.")


# -- lesson 07: inversions and solvability ------------------------------------------------------

def count_inversions(state, *, blank=False, order="wrong", pairs="all", self_too=False,
                     most=None, squares=None, last=True, sliced=False):
    """Pairs of tiles ``i < j`` with ``state[i] > state[j]``, the blank (0) left out.

    The switches plant mistakes: ``blank=True`` counts the blank as a tile;
    ``order="right"`` counts the pairs in the right order, ``"both"`` each
    pair twice; ``pairs="adjacent"`` compares neighbours only; ``self_too``
    compares each tile with itself (``>=``); ``most=8`` reads only the first
    eight tiles and ``squares=9`` the first nine squares (code written for the
    8-puzzle alone), by index (a smaller puzzle raises IndexError) or, with
    ``sliced=True``, as a slice (a smaller puzzle is counted whole); ``last=False``
    never pairs the last tile (a loop for the second tile of a pair that stops one
    short).

    Examples
    --------
    >>> count_inversions((1, 7, 4, 2, 0, 3, 8, 6, 5))
    10
    """
    if squares is not None:
        state = state[:squares] if sliced else [state[k] for k in range(squares)]
    tiles = [t for t in state if blank or t != 0]
    if most is not None:
        tiles = tiles[:most] if sliced else [tiles[k] for k in range(most)]
    if not last:
        tiles = tiles[:-1]
    if pairs == "adjacent":
        found = list(zip(tiles, tiles[1:]))
    else:
        found = list(combinations(tiles, 2)) + ([(t, t) for t in tiles] if self_too else [])
    wrong = sum(a > b or (self_too and a is b) for a, b in found)
    right = sum(a < b for a, b in found)
    return {"wrong": wrong, "right": right, "both": 2 * wrong}[order]


_STATES = [("the goal itself", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
           ("the practical's start", (1, 7, 4, 2, 0, 3, 8, 6, 5)),
           ("1 and 2 swapped", (2, 1, 3, 4, 5, 6, 7, 8, 0)),
           ("7 and 8 swapped", (1, 2, 3, 4, 5, 6, 8, 7, 0)),
           ("blank in the top left corner", (0, 1, 3, 4, 2, 5, 7, 8, 6)),
           ("a scramble with the blank in the middle", (8, 6, 7, 2, 0, 4, 3, 5, 1)),
           ("everything reversed", (8, 7, 6, 5, 4, 3, 2, 1, 0)),
           ("one move from the goal", (1, 2, 3, 4, 5, 6, 7, 0, 8)),
           ("blank on the left edge", (1, 2, 3, 0, 4, 5, 7, 8, 6))]
_LARGER = [("a 15-puzzle: 14 and 15 swapped", (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0)),
           ("a 15-puzzle, scrambled", (12, 1, 10, 2, 7, 11, 4, 14, 5, 0, 9, 15, 8, 13, 6, 3)),
           ("a 3-puzzle (2 by 2)", (3, 1, 2, 0))]


def _counted(**switches):
    return lambda state: count_inversions(state, **switches)


def _whole(value):
    return plain(value) if isinstance(value, bool) or not isinstance(value, (int, float)) else (
        ("number", float(value)))


INVERSIONS = Suite(
    "inversions", "inversions(state) -> the number of pairs of tiles in the wrong order, "
    "blank ignored", [Case(label, (state,)) for label, state in _STATES + _LARGER],
    reference=_counted(), normalise=_whole, judge=_close_judge,
    arguments=lambda case: (case.args, {}, Watch()),
    call=lambda func, args, kwargs, watch: spying(func, args, watch),
    library="it calls searchlib's own code instead of counting the inversions",
    library_hint="Your function asks searchlib to count (SlidingPuzzle.inversions or the "
                 "checks' own counter). The exercise is to count the pairs yourself.",
    variants=[
        Variant("blank-counted", "The blank (0) was counted as a tile. Leave it out: only the "
                "numbered tiles make inversions.", _counted(blank=True)),
        Variant("pair-order", "Your count is of the pairs already in order (the smaller "
                "tile first). An inversion is a pair where the larger tile comes first (i < j "
                "and tile[i] > tile[j]).",
                _counted(order="right")),
        Variant("adjacent-only", "Only neighbouring tiles were compared. Compare every pair "
                "(i, j) with i < j, not just i and i + 1.", _counted(pairs="adjacent")),
        Variant("both-orders", "Each pair was counted twice: let j start after i "
                "(range(i + 1, n)).", _counted(order="both")),
        Variant("last-tile", "The last tile is never compared: the loop over the second "
                "tile of a pair stops one short. Let j run to the end of the tiles: "
                "range(i + 1, len(tiles)), not len(tiles) - 1.", _counted(last=False)),
        Variant("parity", "That is the parity of the count (0 for even, 1 for odd), not the "
                "count: return the number of inversions itself; solvable() looks at its "
                "parity.", lambda state: count_inversions(state) % 2),
        Variant("self-pairs", "Every tile was also compared with itself (j starting at i, with "
                ">=): that adds one per tile. Let j start after i and count only a larger tile "
                "before a smaller one (>, not >=).", _counted(self_too=True)),
        *[Variant("nine-squares", "Right on the 8-puzzle, wrong on the 15-puzzle: the code "
                  "looks at nine squares (eight tiles) only, as range(9) or range(8) does. Use "
                  "the length of the state, so that the same function counts any puzzle's "
                  "inversions.", _counted(**size, sliced=sliced))
          for size in ({"most": 8}, {"squares": 9}) for sliced in (False, True)]])


def _parity(**switches):
    return lambda state: count_inversions(state, **switches) % 2 == 0


SOLVABLE = Suite(
    "solvable", "solvable(state) -> True when the 8-puzzle can reach 1 2 3 / 4 5 6 / 7 8 _",
    [Case(label, (state,)) for label, state in _STATES], reference=_parity(),
    variants=[
        Variant("parity-reversed", "The parity is the wrong way round: for this goal an EVEN "
                "number of inversions is solvable, an odd one is not.",
                lambda state: count_inversions(state) % 2 == 1),
        Variant("blank-counted", "Every answer matches a count that includes the blank (0) as "
                "a tile: leave the blank out of the inversion count.", _parity(blank=True)),
        Variant("count-not-bool", "Return True or False (is the count even?), not the count "
                "itself.", _counted()),
        *[Variant("blank-row", "That adds the blank's row to the inversions: the rule for "
                  "puzzles of even width, such as the 15-puzzle. The 8-puzzle is 3 wide (odd): "
                  "moving the blank up or down jumps it over two tiles, which never changes the "
                  "parity, so the inversions alone decide (even: solvable).",
                  lambda state, top=top: (count_inversions(state) + (
                      state.index(0) // 3 if top else 2 - state.index(0) // 3)) % 2 == 0)
          for top in (True, False)]],
    library="it calls searchlib's own code to decide instead of counting the inversions",
    library_hint="Your function asks searchlib (is_solvable, inversions or a search) for the "
                 "answer. The exercise is to decide it yourself, from your own inversion "
                 "count.", arguments=lambda case: (case.args, {}, Watch()),
    call=lambda func, args, kwargs, watch: spying(func, args, watch))


# -- lesson 07: depth-limited search and iterative deepening -------------------------------------

_TRAP = {"S": ["A", "X"], "A": ["X"], "X": ["Y"], "Y": ["G"], "G": []}
#: The same trap with S's neighbours the other way round: a search that takes the last
#: neighbour first (a stack) meets X by the long way here.
_MIRROR = {"S": ["X", "A"], "A": ["X"], "X": ["Y"], "Y": ["G"], "G": []}
_CHAIN = undirected([("S", "A"), ("A", "B"), ("B", "G")])
_SHALLOW = {"S": ["A", "G"], "A": ["B"], "B": ["G"], "G": []}
_NO_PATH = {**undirected([("A", "B"), ("B", "C"), ("C", "A")]), "D": ["E"], "E": ["D"]}
_PUZZLE = (1, 2, 3, 4, 5, 6, 0, 7, 8)
#: Two goal states: is_goal is true at G1 (2 steps, through B) and at G2 (3 steps, through A
#: and C), and problem.goal names only G2; depth-first order meets G2's branch first.
_TWO_GOALS = {"S": ["A", "B"], "A": ["C"], "B": ["G1"], "C": ["G2"], "G1": [], "G2": []}


def _limited_normalise(value):
    return _path(value)


def _limited_cases(kind):
    word = "limit" if kind == "dls" else "max_depth"
    picks = {"dls": [("a chain of 3 steps, limit 3 (exactly enough)", _CHAIN, "S", "G", 3),
                     ("a chain of 3 steps, limit 2 (one short)", _CHAIN, "S", "G", 2),
                     ("the trap: X is met first at depth 2, by the long way, limit 3", _TRAP,
                      "S", "G", 3),
                     ("the trap with S's neighbours the other way round, limit 3", _MIRROR,
                      "S", "G", 3),
                     ("the start is the goal, limit 0", _CHAIN, "A", "A", 0),
                     ("the chain the other way round, G to S, limit 3", _CHAIN, "G", "S", 3),
                     ("no path at all (a triangle, arrows both ways), limit 6", _NO_PATH,
                      "A", "E", 6),
                     ("the 8-puzzle two moves from the goal, limit 2", None, None, None, 2),
                     ("a chain of 3 steps, limit 5 (room to spare)", _CHAIN, "S", "G", 5),
                     ("the start is the goal, limit 2", _CHAIN, "A", "A", 2),
                     ("the 8-puzzle two moves from the goal, limit 3 (no path of exactly 3)",
                      None, None, None, 3),
                     ("two goal states: is_goal is true at G1 (2 steps away) and at G2 (3), "
                      "limit 2", _TWO_GOALS, "S", "G2", 2, ("G1", "G2"))],
             "iddfs": [("a chain of 3 steps, max_depth 3", _CHAIN, "S", "G", 3),
                       ("a chain of 3 steps, max_depth 2", _CHAIN, "S", "G", 2),
                       ("the trap, max_depth 3", _TRAP, "S", "G", 3),
                       ("the trap with S's neighbours the other way round, max_depth 3", _MIRROR,
                        "S", "G", 3),
                       ("the trap, max_depth 8", _TRAP, "S", "G", 8),
                       ("a 1-step path and a 3-step one, max_depth 5", _SHALLOW, "S", "G", 5),
                       ("the start is the goal", _CHAIN, "A", "A", 3),
                       ("the chain the other way round, G to S, max_depth 3", _CHAIN, "G", "S",
                        3),
                       ("no path at all (a triangle, arrows both ways), max_depth 4", _NO_PATH,
                        "A", "E", 4),
                       ("the 8-puzzle two moves from the goal, max_depth 5", None, None, None,
                        5),
                       ("the start is the goal, max_depth 0", _CHAIN, "A", "A", 0),
                       ("two goal states: is_goal is true at G1 (2 steps away) and at G2 (3), "
                        "max_depth 3", _TWO_GOALS, "S", "G2", 3, ("G1", "G2"))]}[kind]
    cases = []
    for label, graph, start, goal, bound, *goals in picks:
        problem = SlidingPuzzle(_PUZZLE) if graph is None else GraphProblem(
            graph, start, goal) if not goals else _TwoGoals(graph, start, goal, goals[0])
        steps = distance(lambda s: [c for _, c, _ in problem.successors(s)], problem.initial,
                         problem.is_goal)
        steps = steps if steps is not None and steps <= bound else None
        what = repr(problem) if graph is None else (
            f"GraphProblem({graph!r}, start={start!r}, goal={goal!r})" + (
                f" whose is_goal(s) is true for {' and for '.join(map(repr, goals[0]))} "
                f"(problem.goal names only {goal!r})" if goals else ""))
        shown = (f"None (no path within {'the limit' if kind == 'dls' else word})"
                 if steps is None else
                 f"a path of {n_steps(steps)}" if kind == "iddfs" else
                 f"a path of at most {n_steps(bound)}")
        # a right search may try the successors in either order: the most it may expand is
        # the larger of the two orders' counts
        search = _dls() if kind == "dls" else _iddfs()
        most = max(_expanded(search, problem, bound), _expanded(search, _Reversed(problem), bound))
        cases.append(Case(label, (problem, bound), given=f"{what}, {word}={bound}", shown=shown,
                          data={"steps": steps, "bound": bound, "exact": kind == "iddfs",
                                "most": most},
                          size=len(getattr(problem, "adjacency", ())) or 100))
    return cases


class _Reversed:
    """A problem whose successors come in the other order (a right search may try them so)."""

    def __init__(self, problem):
        self._problem = problem

    def successors(self, state):
        return list(self._problem.successors(state))[::-1]

    def actions(self, state):
        return list(self._problem.actions(state))[::-1]

    def __getattr__(self, name):
        return getattr(self._problem, name)


def _expanded(search, problem, bound):
    watch = Watch()
    search(Recorded(problem, watch), bound)
    return len(watch.expanded())


def _limited_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    steps, bound, value = case.data["steps"], case.data["bound"], obs.value
    problem = case.args[0]
    if steps is None:
        if value is not None:
            return False, [f"no path has at most {n_steps(bound)}, so the answer is None"]
    elif value is None:
        return False, [f"it returned {obs.shown}, but a path of {n_steps(steps)} exists (within "
                       f"{bound})"]
    elif not _is_path(value) or not value[1] or value[1][0] != problem.initial or \
            not problem.is_goal(value[1][-1]) or any(
                b not in [c for _, c, _ in problem.successors(a)]
                for a, b in zip(value[1], value[1][1:])):
        return False, ["that is not a path of states from the start to a goal (the start first, "
                       "the goal last, each step a legal move)"]
    elif len(value[1]) - 1 > bound:
        return False, [f"the path has {n_steps(len(value[1]) - 1)}, more than {bound}"]
    elif case.data["exact"] and len(value[1]) - 1 != steps:
        return False, [f"the path has {n_steps(len(value[1]) - 1)}; the shortest has "
                       f"{n_steps(steps)}"]
    notes = []
    again = _revisit(value[1]) if _is_path(value) else None
    if again is not None:
        # a search that refuses the states on its path never returns such a path
        notes.append(f"the path comes back to {again!r}, a state it has already passed "
                     "through: refusing the states on the current path, as the exercise asks, "
                     "never gives such a path")
    most = max(case.data.get("most", 0), len(ref.trace or ()))
    if ref.trace is not None and len(obs.trace) > most:
        name = "iterative deepening" if case.data["exact"] else "depth-limited search"
        bound_said = (str(most) if most == len(ref.trace) else
                      f"at most {most}, whichever order it tries the successors in")
        notes.append(f"{'your' if notes else 'the answer is right, but your'} search expanded "
                     f"{len(obs.trace)} states where {name} expands {bound_said}")
    return not notes, notes


def _revisit(states):
    """The first state a path comes back to, or None when it passes each state once."""
    seen = []
    for state in states:
        if state in seen:
            return state
        seen.append(state)
    return None


def _dls(**switches):
    return lambda problem, limit: depth_limited(problem, limit, **switches)


def _state_path(states):
    """``S → A → X`` for states that are names; None for others (puzzle boards)."""
    if not all(isinstance(s, str) for s in states):
        return None
    return " → ".join(states)


def _limited_said(kind):
    """The first difference in words; where the reference goes on to a state it has already
    expanded, it says by which path (and, for iterative deepening, in which round) it comes
    back to it, so that the line does not seem to name the same step twice."""
    name = "depth-limited search" if kind == "dls" else "iterative deepening"
    said = _said(name)

    def diverge(case, obs, ref):
        text = said(case, obs, ref)
        mine, theirs = tuple(obs.trace or ()), tuple(ref.trace or ())
        if not text or not mine or len(mine) >= len(theirs) or mine != theirs[:len(mine)] \
                or theirs[len(mine)] not in mine:
            return text
        log = []
        problem, bound = copy.deepcopy(case.args[0]), case.args[1]
        if kind == "dls":
            depth_limited(problem, bound, log=log)
        else:
            deepening(problem, bound, log=log)
        if len(log) != len(theirs) or log[len(mine)][-1] != theirs[len(mine)]:
            return text
        path = log[len(mine)]
        # each round of iterative deepening (limit 1 and up) begins by expanding the start
        round_ = sum(len(p) == 1 for p in log[:len(mine) + 1])
        where = f" in the round with limit {round_}" if kind == "iddfs" else ""
        if len(path) == 1:
            return text + (f" (starting over from the start{where})" if where else "")
        walk = _state_path(path)
        by = f"by the path {walk}, " if walk else ""
        return text + f" (reached this time {by}at depth {len(path) - 1}{where})"
    return diverge


def _iddfs(**switches):
    return lambda problem, max_depth: deepening(problem, max_depth, **switches)


_GLOBAL = ("A global reached set makes depth-limited search incomplete: a state first met deep "
           "down one branch (X at depth 2 via A) is then refused on another branch where it is "
           "shallower (X at depth 1), and the path through it is lost. Refuse only the states "
           "on the current path (add before the recursive call, remove after).")


def _global_reached(trials):
    """A trap failed with None while every case without a trap passed."""
    traps = [t for t in trials if "trap" in t.case.label]
    return any(not t.ok and t.obs.kind == "value" and t.obs.value is None for t in traps) and \
        all(t.ok for t in trials if t not in traps)
_NEVER_POPPED = ("Your path list is appended to but never popped: a state stays in it after its "
                 "branch has failed, so every later branch refuses it, as a global reached set "
                 "would (X, met first at depth 2 through A, is refused at depth 1 straight from "
                 "S, and the path through it is lost), and the list returned holds the dead "
                 "ends as well as the path. Take the child off the path when its recursive call "
                 "comes back (append before the call, pop after).")
_NO_CHECK = ("Nothing is refused: without a test for the states on the current path the search "
             "walks round every cycle (A → B → A ...) until the limit stops it, and expands far "
             "more states than it needs. Skip a child that is already on the path.")
_POPPED = ("Only the start (or nothing) came back: the list returned is the path the search "
           "keeps appending to and popping, so the moves were popped off again on the way back "
           "up. Return a copy when you find the goal: list(path).")
_ACTIONS = ("That is the list of actions (moves); the answer is the list of states they pass "
            "through, from the start state to the goal, both included.")

_REVERSED = ("The path is backwards, from the goal to the start: build it start first (put "
             "each state in front of the path found below it), or reverse it before returning.")
_CUTOFF = ("When no path is within the limit the answer is None, not the string 'cutoff' (or "
           "'failure'): the exercise asks for None, and a caller such as iterative deepening "
           "tests `if path is not None` (a string is not None, so it would stop at once).")

_GOAL_ATTRIBUTE = ("Your search stops only at problem.goal: here is_goal is true at two states, "
                   "and the nearer one, G1, was passed by{}. Test a state with "
                   "problem.is_goal(state), which knows every goal (a problem need not have a "
                   "single goal state).")

DLS = Suite(
    "dls", "dls(problem, limit) -> a path of at most limit steps, or None",
    lambda: _limited_cases("dls"), reference=_dls(), arguments=_watched, trace=_expansions,
    normalise=_limited_normalise, judge=_limited_judge, diverge=_limited_said("dls"),
    reference_name="depth-limited search",
    variants=[
        Variant("global-reached", _GLOBAL, _dls(refuse="reached")),
        Variant("path-never-popped", _NEVER_POPPED, _dls(pop=False)),
        Variant("no-path-check", _NO_CHECK, _dls(refuse="none")),
        *[Variant("depth-short", "Depth off by one: a path of exactly `limit` steps must be "
                  "found, and your search stops one step short: for example, the limit is "
                  "tested (limit == 0) before the goal is, or it is counted in states rather "
                  "than moves (a path of k steps holds k + 1 states).", _dls(**how))
          for how in ({"slack": -1}, {"limit_first": True})],
        *[Variant("depth-deep", "Depth off by one: a path longer than the limit was "
                  "returned; the search went one level too deep.", _dls(**how))
          for how in ({"slack": 1}, {"slack": 2, "limit_first": True})],
        Variant("expands-at-limit", "The paths are within the limit, but your search also asks "
                "for the successors of the states at the limit (no steps left), only to refuse "
                "every child one level down: a whole level of extra work. After the goal test, "
                "return None when no steps are left, before asking for successors.",
                _dls(slack=1, limit_first=True)),
        Variant("goal-at-limit-only", "Your search takes a goal only at the limit, where no "
                "steps are left: a goal nearer than the limit is passed by (here a path of 3 "
                "steps with limit 5, or a start that is the goal with limit 2). Test every state "
                "for the goal as you enter it, whatever the steps left; then stop when none are "
                "left.", _dls(at_limit=True)),
        Variant("start-is-goal", "The start is never tested for the goal: when it is the goal, "
                "the answer is [start], a path of 0 steps. Test the state you are in at the top "
                "of the recursion, not only the children you generate.",
                _dls(test_start=False)),
        Variant("parent-only", "Only the state you came from is refused, so a longer cycle (A → "
                "B → C → A) is walked round until the limit stops it, and the search expands "
                "far more states than it needs. Skip every child that is already on the "
                "current path.", _dls(refuse="parent")),
        Variant("popped-path", _POPPED, _dls(copy=False)),
        Variant("actions-not-states", _ACTIONS, _dls(answer="actions")),
        Variant("reversed", _REVERSED, _dls(answer="reversed")),
        Variant("cutoff-string", _CUTOFF, _dls(none="cutoff")),
        Variant("goal-attribute", _GOAL_ATTRIBUTE.format(" (G2 lies beyond the limit)"),
                _dls(goal="attribute"))],
    recognisers=[Recogniser("global-reached", _GLOBAL, _global_reached)],
    none="no path within the limit",
    about="Any path within the limit is accepted, and the check counts the states your search "
          "expands (its calls of problem.successors or problem.actions).")

IDDFS = Suite(
    "iddfs", "iddfs(problem, max_depth) -> a shortest path of at most max_depth steps, or None",
    lambda: _limited_cases("iddfs"), reference=_iddfs(), arguments=_watched, trace=_expansions,
    normalise=_limited_normalise, judge=_limited_judge, diverge=_limited_said("iddfs"),
    reference_name="iterative deepening",
    variants=[
        Variant("global-reached", _GLOBAL, _iddfs(refuse="reached")),
        Variant("path-never-popped", _NEVER_POPPED, _iddfs(pop=False)),
        Variant("no-path-check", _NO_CHECK, _iddfs(refuse="none")),
        Variant("depth-short", "Off by one: a path of exactly max_depth steps must be found, so "
                "the last limit to try is max_depth itself: range(max_depth + 1), not "
                "range(max_depth).", _iddfs(last=-1)),
        Variant("no-max-depth", "Iterative deepening never stopped on a problem with no path: "
                "it kept raising the limit. Stop after max_depth and return None.",
                _iddfs(endless=True)),
        Variant("one-round", "Your function returns after the first round (limit 0) even when "
                "it found nothing. Return only when a round finds a path; when it returns None, "
                "go on to the next limit.", _iddfs(rounds=1)),
        *[Variant("kept-across-rounds", "A set of states is kept from one round to the next, so "
                  "a later round refuses states an earlier one already met and can never go "
                  "deeper than they let it. Each round is a fresh depth-limited search: make any "
                  "set afresh inside the round, and refuse only the states on the current path.",
                  _iddfs(keep=True, refuse=how)) for how in ("expanded", "reached")],
        Variant("not-shortest", "Iterative deepening must return a shortest path: try the limits "
                "0, 1, 2, ... in that order and stop at the first limit that finds the goal.",
                lambda problem, max_depth: depth_limited(problem, max_depth)),
        Variant("last-round", "Your function went on to deeper limits after a round had "
                "found a path, and returned a later, longer one. Iterative deepening returns "
                "the first round's path: stop at the first limit that finds one (that path is "
                "a shortest one).", _iddfs(keep_going=True)),
        Variant("start-is-goal", "The start can be the goal: a path of 0 steps, [start], is an "
                "answer (the one depth-limited search gives at limit 0).", _iddfs(moves=1)),
        Variant("no-limit-zero", "With max_depth 0 your function returned None, though the "
                "start is the goal: the round with limit 0, which finds [start], seems never to "
                "run. The limits start at 0: range(max_depth + 1), not range(1, max_depth + 1).",
                _iddfs(first=1)),
        Variant("popped-path", _POPPED, _iddfs(copy=False)),
        Variant("actions-not-states", _ACTIONS, _iddfs(answer="actions")),
        Variant("reversed", _REVERSED, _iddfs(answer="reversed")),
        Variant("goal-attribute", _GOAL_ATTRIBUTE.format(" (the longer path to G2 came back)"),
                _iddfs(goal="attribute"))],
    none="no path within max_depth",
    about="The path must be a shortest one, and the check counts the states your search "
          "expands (its calls of problem.successors or problem.actions).")
