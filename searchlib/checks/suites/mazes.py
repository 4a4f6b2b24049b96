"""Suites for the maze program of lesson 04: :data:`NEIGHBOURS` and :data:`SOLVE`.

``NEIGHBOURS``: ``neighbours(maze, cell)`` returns the moves from a cell as
``(action, (row, col))`` pairs, in the order up, down, left, right, leaving
out moves into a wall or off the grid.  The cases include a maze with no
border wall, where Python's negative indices hide an off-grid move, and a
depth-first run with the learner's function on ``dfs-wanders`` (the order
of the moves decides how many states DFS explores).  Mistakes recognised:
the moves in another order, a move into a wall, a move off the grid (or an
``IndexError`` there), rows and columns mixed up (or up and down), cells
without their actions.

``SOLVE``: ``solve(maze, frontier)`` is the lecture's loop, given an empty
frontier (``add``, ``remove``, ``empty``, ``contains_state``), returning
``(actions, states explored)`` or None.  It is run with a stack, a queue and
a closest-first frontier.  Mistakes recognised: no explored set (it runs
out of budget), a count one off, the path not reversed, the start's
``None`` action kept, the goal tested when a cell is added, a neighbour
added again although it is already in the frontier, the frontier given
ignored, no ``None`` when there is no path, cells returned instead of
actions.

The oracle is :func:`reference_neighbours` and :func:`reference_solve`,
written here from the walls, independently of :mod:`searchlib.search`.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def mixed_up(maze, cell):
...     r, c = cell
...     moves = [("up", (r, c - 1)), ("down", (r, c + 1)), ("left", (r - 1, c)),
...              ("right", (r + 1, c))]
...     return [(a, (i, j)) for a, (i, j) in moves
...             if 0 <= i < maze.height and 0 <= j < maze.width and not maze.walls[i][j]]
>>> run_suite(mixed_up, NEIGHBOURS).mistakes
['axes']
>>> run_suite(reference_neighbours, NEIGHBOURS).status
'passed'
"""

import os
from pathlib import Path

from ...errors import MazeError
from ...problems.maze import Maze
from ..budget import Budget, call_with_budget
from ..legacy import Case, Mistake, Pattern, Suite

__all__ = ["NEIGHBOURS", "SOLVE", "reference_neighbours", "reference_solve", "load_maze",
           "StackFrontier", "QueueFrontier", "ClosestFrontier"]

_STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))

#: A maze with no border wall: moves from its edge cells leave the grid.
NO_BORDER = "\n".join(["A   ##", " ##  #", " #    ", "   B# "])
#: A cross: all four moves open from the start, in the middle.
CROSS = "\n".join(["#####", "##B##", "# A #", "## ##", "#####"])


def load_maze(name):
    """One of the course's mazes, ``data/mazes/<name>.txt``.

    The environment variable ``SEARCHLIB_DATA`` (a folder containing
    ``mazes/``) overrides the checkout's own ``data`` folder.

    Raises
    ------
    MazeError
        If the file is not there (searchlib installed without the course's data).
    """
    root = os.environ.get("SEARCHLIB_DATA")
    base = Path(root) if root else Path(__file__).resolve().parents[3] / "data"
    path = base / "mazes" / f"{name}.txt"
    if not path.exists():
        raise MazeError(f"the check needs the course's maze {path}: run it from a checkout "
                        "of the course, or set SEARCHLIB_DATA to its data folder")
    return Maze.load(path)


def reference_neighbours(maze, cell):
    """The moves from ``cell``: ``(action, cell)`` pairs, up, down, left, right."""
    row, col = cell
    out = []
    for action, dr, dc in _STEPS:
        r, c = row + dr, col + dc
        if 0 <= r < maze.height and 0 <= c < maze.width and not maze.walls[r][c]:
            out.append((action, (r, c)))
    return out


# -- the frontiers the check hands to solve -----------------------------------

class StackFrontier:
    """Nodes in a list; ``remove`` takes the newest (last in, first out)."""

    def __init__(self):
        self.nodes = []

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def contains_state(self, state):
        return state in (node.state for node in self.nodes)

    def _next(self):
        return len(self.nodes) - 1

    def remove(self):
        if not self.nodes:
            raise IndexError("remove() from an empty frontier")
        return self.nodes.pop(self._next())

    def __repr__(self):
        return f"{type(self).__name__}()"


class QueueFrontier(StackFrontier):
    """``remove`` takes the oldest node (first in, first out)."""

    def _next(self):
        return 0


class ClosestFrontier(StackFrontier):
    """``remove`` takes the node nearest ``goal`` by Manhattan distance (the newest on ties)."""

    def __init__(self, goal):
        super().__init__()
        self.goal = goal

    def _distance(self, node):
        return abs(node.state[0] - self.goal[0]) + abs(node.state[1] - self.goal[1])

    def _next(self):
        best = 0
        for k, node in enumerate(self.nodes):
            if self._distance(node) <= self._distance(self.nodes[best]):
                best = k
        return best

    def __repr__(self):
        return f"ClosestFrontier(goal={self.goal})"


_FRONTIERS = {"stack": StackFrontier, "queue": QueueFrontier, "closest": ClosestFrontier}


def _frontier(kind, maze):
    cls = _FRONTIERS[kind]
    return cls(maze.goal) if kind == "closest" else cls()


class _Node:
    __slots__ = ("state", "parent", "action")

    def __init__(self, state, parent, action):
        self.state, self.parent, self.action = state, parent, action


def reference_solve(maze, frontier, *, neighbours=reference_neighbours, early=False,
                    check_frontier=True):
    """The lecture's loop: ``(actions, states explored)``, or None when there is no path.

    Parameters
    ----------
    maze : Maze
    frontier : object
        Empty, with ``add``, ``remove``, ``empty`` and ``contains_state``.
    neighbours : callable
        ``neighbours(maze, cell)`` (the learner's, to count their DFS).
    early : bool
        Test the goal when a cell is added instead of when it is removed (to
        recognise that mistake).
    check_frontier : bool
        Skip a neighbour already waiting in the frontier (the lecture's loop);
        False adds it again (to recognise that mistake).

    Examples
    --------
    >>> maze = Maze.from_text("#####\\n#A B#\\n#####")
    >>> reference_solve(maze, QueueFrontier())
    (['right', 'right'], 3)
    """
    frontier.add(_Node(maze.initial, None, None))
    explored, count, found = set(), 0, None
    while found is None and not frontier.empty():
        node = frontier.remove()
        count += 1
        if node.state == maze.goal:
            found = node
            break
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            cell = tuple(cell)
            if cell not in explored and not (check_frontier and frontier.contains_state(cell)):
                child = _Node(cell, node, action)
                if early and cell == maze.goal:
                    found = child
                    break
                frontier.add(child)
    if found is None:
        return None
    actions = []
    while found.parent is not None:
        actions.append(found.action)
        found = found.parent
    return actions[::-1], count


def _call(func, args, kwargs, budget):
    """Cases are ``(runner, *rest)``: ``"direct"`` calls the learner's function on rest."""
    runner, *rest = args
    if runner == "direct":
        return call_with_budget(func, tuple(rest), kwargs, budget=budget)
    return call_with_budget(runner, (func, *rest), kwargs, budget=budget)


# -- neighbours -----------------------------------------------------------------

def _pairs(value):
    """The answer as a list of ``(action, (r, c))``, or None if it is not one."""
    try:
        out = []
        for item in value:
            action, cell = item
            if not isinstance(action, str):
                return None
            r, c = cell
            out.append((action, (r, c)))
        return out
    except (TypeError, ValueError):
        return None


def _inside(maze, cell):
    return 0 <= cell[0] < maze.height and 0 <= cell[1] < maze.width


_HINT_ORDER = ("The right moves, in the wrong order: list them up, down, left, right. The "
               "order is not cosmetic: it decides which way DFS goes first.")
_HINT_WALL = ("A move runs into a wall: test maze.walls[r][c] (True for a wall) before "
              "adding a move.")
_HINT_GRID = ("A move leaves the grid. Test 0 <= r < maze.height and 0 <= c < maze.width "
              "before you look at maze.walls[r][c]. Beware: maze.walls[-1] raises no "
              "error, Python quietly reads the last row.")
_HINT_AXES = ("A move goes the wrong way: up and down change the row, left and right the "
              "column, and row 0 is the top row, so up is (row - 1, col).")
_HINT_CELLS = ("Return (action, cell) pairs such as ('up', (3, 4)), not just the cells: the "
               "search needs the action to write down the path.")


def _neighbour_mistakes(maze, cell, expected):
    def parsed(trial):
        return _pairs(trial.value) if trial.kind == "value" else None

    def order(trial):
        got = parsed(trial)
        return got is not None and got != expected and sorted(got) == sorted(expected)

    def wall(trial):
        got = parsed(trial)
        return got is not None and any(_inside(maze, c) and maze.walls[c[0]][c[1]]
                                       for _, c in got)

    def grid(trial):
        if trial.kind == "error":
            return isinstance(trial.error, IndexError)
        got = parsed(trial)
        return got is not None and any(not _inside(maze, c) for _, c in got)

    def axes(trial):
        got = parsed(trial)
        steps = {action: (dr, dc) for action, dr, dc in _STEPS}
        return got is not None and any(
            abs(c[0] - cell[0]) + abs(c[1] - cell[1]) == 1
            and steps.get(action) != (c[0] - cell[0], c[1] - cell[1]) for action, c in got)

    def cells_only(trial):
        if trial.kind != "value" or parsed(trial) is not None:
            return False
        try:
            return bool(trial.value) and all(
                len(item) == 2 and all(isinstance(x, int) for x in item) for item in trial.value)
        except TypeError:
            return False

    return [Mistake("cells-only", _HINT_CELLS, cells_only),
            Mistake("order", _HINT_ORDER, order),
            Mistake("axes", _HINT_AXES, axes),
            Mistake("wall", _HINT_WALL, wall),
            Mistake("off-grid", _HINT_GRID, grid)]


def _pairs_judge(expected):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        return _pairs(trial.value) == expected, []
    return judge


def _dfs_count(func, maze):
    """States a depth-first search explores with ``func`` for the moves."""
    result = reference_solve(maze, StackFrontier(), neighbours=func)
    return None if result is None else result[1]


def _neighbour_cases():
    wanders = load_maze("dfs-wanders")
    cross = Maze.from_text(CROSS, name="cross")
    open_edge = Maze.from_text(NO_BORDER, name="no border")
    rows = " / ".join(repr(row) for row in NO_BORDER.split("\n"))
    names = {"dfs-wanders": "dfs-wanders.txt", "cross": "a cross-shaped maze, walls all round",
             "no border": f"the maze with no border {rows}"}
    picks = [
        ("a corridor: walls above and below", wanders, wanders.initial),
        ("a crossing: all four moves open", cross, cross.initial),
        ("a dead end: one way out", wanders, (1, 1)),
        ("top-left corner of a maze with no border", open_edge, (0, 0)),
        ("bottom-right corner of a maze with no border", open_edge, (3, 5)),
        ("left edge of a maze with no border", open_edge, (2, 0)),
    ]
    cases = []
    for label, maze, cell in picks:
        expected = reference_neighbours(maze, cell)
        cases.append(Case(label, ("direct", maze, cell), expected=expected,
                          judge=_pairs_judge(expected), given=f"cell {cell} of {names[maze.name]}",
                          shown=repr(expected), mistakes=_neighbour_mistakes(maze, cell, expected)))
    count = _dfs_count(reference_neighbours, wanders)
    cases.append(Case("DFS on dfs-wanders with your neighbours", (_dfs_count, wanders),
                      expected=count, given="a depth-first search using your function for "
                      "the moves", shown=f"{count} states explored"))
    return cases


def _edges_only(trials):
    edge = [t for label, t in trials.items() if "no border" in label]
    inner = [t for label, t in trials.items() if "no border" not in label and "DFS" not in label]
    return bool(edge) and all(t.ok for t in inner) and not all(t.ok for t in edge)


#: Suite for ``neighbours(maze, cell)``.
NEIGHBOURS = Suite(
    "neighbours", "neighbours(maze, cell) -> [(action, (row, col)), ...], up, down, left, right",
    _neighbour_cases,
    patterns=[Pattern("off-grid", "Every cell inside a border is right, but the maze without "
                      "a border goes wrong: test the grid's edges before the walls.",
                      _edges_only)],
    call=_call,
    about="The check calls your function on single cells, then runs a depth-first search "
          "with it.")


# -- solve ----------------------------------------------------------------------

def _run_solve(func, kind, maze):
    return func(maze, _frontier(kind, maze))


def _as_result(value):
    """``(list of actions, count)`` from the learner's answer, or None."""
    try:
        actions, count = value
        return list(actions), count
    except (TypeError, ValueError):
        return None


_HINT_EXPLORED = ("It never finished: without an explored set DFS steps back into the cell "
                  "it just left, again and again. Add each removed cell to a set, and skip "
                  "neighbours that are in it.")
_HINT_COUNT = ("The path is right but the count is one off. Count every node taken out of "
               "the frontier, the goal included, and nothing else.")
_HINT_REVERSED = ("The actions are in reverse order: following the parents collects them "
                  "from the goal back to the start. Reverse the list before returning it.")
_HINT_START = ("The path starts with None: that is the start node's action. Stop walking "
               "back when the node has no parent.")
_HINT_EARLY = ("You test the goal when a cell is added to the frontier. The lecture's loop, "
               "and this exercise, test it when the node is taken out, and count it then.")
_HINT_IN_FRONTIER = ("A cell can be in your frontier twice: you skip neighbours that are "
                     "explored, but not those already waiting in the frontier. Add a neighbour "
                     "only if it is not explored and not frontier.contains_state(cell).")
_HINT_IGNORED = ("That is the answer a different frontier gives: use the frontier you are "
                 "given (frontier.add, frontier.remove), not one you make yourself.")
_HINT_NONE = ("When the frontier runs empty there is no path: return None instead of "
              "removing from an empty frontier.")
_HINT_STATES = ("Return the actions ('up', 'left', ...) of the path, not the cells it "
                "visits.")


def _solve_case(label, kind, maze):
    expected = reference_solve(maze, _frontier(kind, maze))
    others = [reference_solve(maze, _frontier(k, maze)) for k in _FRONTIERS if k != kind]
    early = reference_solve(maze, _frontier(kind, maze), early=True)
    loose = reference_solve(maze, _frontier(kind, maze), check_frontier=False)

    def got(trial):
        return _as_result(trial.value) if trial.kind == "value" else None

    def judge(trial):
        if trial.kind != "value":
            return False, []
        if expected is None:
            ok = trial.value is None
            return ok, [] if ok else ["there is no path here: expected None"]
        result = got(trial)
        if result is None:
            return False, ["expected a pair (actions, states explored)"]
        return result == expected, []

    mistakes = [Mistake("no-explored-set", _HINT_EXPLORED, lambda t: t.kind == "budget")]
    if expected is None:
        mistakes.append(Mistake("no-none", _HINT_NONE, lambda t: t.kind == "error"))
    else:
        actions, count = expected
        # testing the goal early can make the count one off too: say nothing then
        early_counts = () if early is None else (early[1], early[1] + 1)

        def twice_in_frontier(t):
            r = got(t)
            return r is not None and loose is not None and loose != expected and r == loose

        def count_off(t):
            r = got(t)
            return (r is not None and r[0] == actions and abs(r[1] - count) == 1
                    and r[1] not in early_counts and not twice_in_frontier(t))

        def not_reversed(t):
            r = got(t)
            return r is not None and r[0] == actions[::-1] and actions != actions[::-1]

        def start_action(t):
            r = got(t)
            return r is not None and r[0] in ([None] + actions, actions[::-1] + [None])

        def early_test(t):
            r = got(t)
            return r is not None and r[1] in early_counts and abs(r[1] - count) > 1

        def ignored(t):
            r = got(t)
            return r is not None and any(o is not None and o != expected and r == o
                                         for o in others)

        def states(t):
            r = got(t)
            return r is not None and bool(r[0]) and all(isinstance(a, tuple) for a in r[0])

        mistakes += [Mistake("count", _HINT_COUNT, count_off),
                     Mistake("not-reversed", _HINT_REVERSED, not_reversed),
                     Mistake("start-action", _HINT_START, start_action),
                     Mistake("early-goal-test", _HINT_EARLY, early_test),
                     Mistake("twice-in-frontier", _HINT_IN_FRONTIER, twice_in_frontier),
                     Mistake("ignores-frontier", _HINT_IGNORED, ignored),
                     Mistake("cells", _HINT_STATES, states)]
    shown = ("None" if expected is None else
             f"a path of {len(expected[0])} actions, {expected[1]} states explored")
    return Case(label, (_run_solve, kind, maze), judge=judge, expected=expected,
                given=f"solve({maze.name}, {_frontier(kind, maze)!r})", shown=shown,
                mistakes=mistakes, budget=Budget(lines=400_000, seconds=5.0))


def _solve_cases():
    wanders, two, trap = (load_maze(name) for name in ("dfs-wanders", "two-routes",
                                                        "greedy-trap"))
    walled = Maze.from_text("#######\n#A # B#\n#######", name="a maze with the goal walled off")
    solved = Maze(wanders.walls, wanders.initial, wanders.initial,
                  name="dfs-wanders with the goal at the start")
    return [
        _solve_case("stack on dfs-wanders", "stack", wanders),
        _solve_case("queue on dfs-wanders", "queue", wanders),
        _solve_case("stack on two-routes", "stack", two),
        _solve_case("queue on two-routes", "queue", two),
        _solve_case("closest-first on greedy-trap", "closest", trap),
        _solve_case("queue, the goal walled off", "queue", walled),
        _solve_case("stack, the start is the goal", "stack", solved),
    ]


#: Suite for ``solve(maze, frontier)``.
SOLVE = Suite(
    "solve", "solve(maze, frontier) -> (actions, states explored), or None",
    _solve_cases,
    patterns=[Pattern("no-explored-set", _HINT_EXPLORED,
                      lambda trials: any(t.kind == "budget" for t in trials.values()))],
    call=_call,
    about="The check gives your function a maze and an empty frontier with add, remove, "
          "empty and contains_state, and compares it with the lecture's loop.")
