"""Mazes in the lecture's text format: :class:`Maze`.

``#`` is a wall, ``A`` the start, ``B`` the goal, a space an open cell.
Rows may have different lengths: short rows are padded with walls.  A state
is a cell ``(row, col)``; the actions are ``"up"``, ``"down"``, ``"left"``
and ``"right"``, tried in that order; the heuristic is the Manhattan
distance to the goal.

Examples
--------
>>> maze = Maze.from_text('''
... ##########
... #A   #   #
... # ## # # #
... #    #  B#
... ##########''')
>>> maze.initial, maze.goal, maze.height, maze.width
((1, 1), (3, 8), 5, 10)
>>> maze.actions((1, 1))
['down', 'right']
>>> maze.h((1, 1))
9
"""

import random
from pathlib import Path

from ..errors import MazeError
from .base import Problem
from .files import read_text

__all__ = ["Maze", "manhattan"]

_MOVES = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
_KNOWN = set("#AB ")


class _Moves(dict):
    """Each open cell's moves, worked out on first use and then remembered.

    A maze reaches it only through a bound method (``maze._moves``), so
    the maze's own attributes never change as it is searched (a check that
    a learner's function left its input alone compares them).
    """

    __slots__ = ("walls", "height", "width")

    def __init__(self, walls):
        super().__init__()
        self.walls, self.height, self.width = walls, len(walls), len(walls[0]) if walls else 0

    def __missing__(self, cell):
        walls, height, width = self.walls, self.height, self.width
        try:
            r, c = cell
            if not (0 <= r < height and 0 <= c < width) or walls[r][c]:
                raise ValueError
        except (TypeError, ValueError):
            raise MazeError(f"{cell!r} is not an open cell of this maze (cells are (row, column) "
                            f"pairs inside its {height} x {width} grid)") from None
        moves = self[cell] = [(name, (r + dr, c + dc), 1) for name, dr, dc in _MOVES
                              if 0 <= r + dr < height and 0 <= c + dc < width
                              and not walls[r + dr][c + dc]]
        return moves


_OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


def _find(lines, mark):
    """The cells holding ``mark``, row by row."""
    return [(r, c) for r, line in enumerate(lines) if mark in line
            for c, ch in enumerate(line) if ch == mark]


def manhattan(a, b):
    """Manhattan distance between two cells: |r1 - r2| + |c1 - c2|.

    Examples
    --------
    >>> manhattan((2, 1), (6, 4))
    7
    """
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


class Maze(Problem):
    """A grid maze with one start ``A`` and one goal ``B``.

    Build one with :meth:`from_text` or :meth:`load`.

    Attributes
    ----------
    walls : list of list of bool
        ``walls[r][c]`` is True for a wall.
    height, width : int
        Size of the grid.
    name : str
        Where it came from (a file name), for titles.
    """

    def __init__(self, walls, start, goal, name=""):
        self.walls = walls
        self.height = len(walls)
        self.width = len(walls[0]) if walls else 0
        super().__init__(start, goal)
        self.name = name
        # each open cell's moves, worked out the first time a search asks (a
        # 2000 x 2000 maze would need gigabytes to list them all up front)
        self._moves = _Moves(walls).__getitem__
        if type(self).successors is Maze.successors:
            # the same lookup as the method, without a Python call per expansion
            self.successors = self._moves

    @classmethod
    def from_text(cls, text, name=""):
        """Parse a maze from text (see the module docstring for the format).

        Leading and trailing blank lines are ignored; so is a common
        indentation.  Rows shorter than the longest are padded with walls.

        Raises
        ------
        MazeError
            If the text is not a string, or there is no start, more than
            one start, no goal, more than one goal, a character other than
            ``# A B`` and space, or no cells.
        """
        where = f"{name}: " if name else ""
        if not isinstance(text, str):
            raise MazeError(f"{where}a maze is text (a string), not {type(text).__name__}; "
                            "to read a file use Maze.load(path)")
        lines = text.replace("\t", "    ").split("\n")
        while lines and not lines[0].strip():
            lines.pop(0)
        while lines and not lines[-1].strip():
            lines.pop()
        if not lines:
            raise MazeError(f"{where}the maze is empty: it has no rows")
        indent = min(len(line) - len(line.lstrip(" ")) for line in lines if line.strip())
        lines = [line[indent:].rstrip("\r") for line in lines]
        width = max(len(line) for line in lines)
        unknown = set().union(*map(set, lines)) - _KNOWN
        if unknown:
            r, line = next((r, line) for r, line in enumerate(lines) if set(line) & unknown)
            c, ch = next((c, ch) for c, ch in enumerate(line) if ch in unknown)
            raise MazeError(f"{where}unknown character {ch!r} at row {r}, column {c}: "
                            "use '#' for walls, 'A' for the start, 'B' for the goal "
                            "and spaces for open cells")
        starts, goals = _find(lines, "A"), _find(lines, "B")
        for label, cells, role in (("A", starts, "start"), ("B", goals, "goal")):
            if not cells:
                raise MazeError(f"{where}the maze has no {role}: mark one cell with {label!r}")
            if len(cells) > 1:
                listed = ", ".join(map(str, cells[:5])) + (", ..." if len(cells) > 5 else "")
                raise MazeError(f"{where}the maze has {len(cells)} {role}s ({label!r} at {listed}); "
                                "it must have exactly one")
        wall = "#".__eq__
        walls = [list(map(wall, line.ljust(width, "#"))) for line in lines]
        return cls(walls, starts[0], goals[0], name)

    @classmethod
    def generate(cls, height, width, *, seed=0, loops=0.0, name=""):
        """A random maze of ``height`` x ``width`` cells (walls included).

        Carved as a perfect maze (exactly one route between any two cells) by
        a seeded depth-first walk; then a share ``loops`` of the remaining
        inner walls is knocked down, which adds alternative routes.  ``A`` is
        the top-left cell, ``B`` the bottom-right one.  The same arguments
        always give the same maze.

        Examples
        --------
        >>> m = Maze.generate(7, 9, seed=1)
        >>> m.initial, m.goal
        ((1, 1), (5, 7))
        >>> Maze.generate(7, 9, seed=1).to_text() == m.to_text()
        True
        """
        if height < 3 or width < 3:
            raise MazeError(f"a generated maze needs at least 3 x 3 cells, not {height} x {width}")
        rng = random.Random(seed)
        walls = [[True] * width for _ in range(height)]
        rows, cols = (height - 1) // 2, (width - 1) // 2
        walls[1][1] = False
        stack, seen = [(0, 0)], {(0, 0)}
        while stack:
            r, c = stack[-1]
            options = [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                       if 0 <= r + dr < rows and 0 <= c + dc < cols and (r + dr, c + dc) not in seen]
            if not options:
                stack.pop()
                continue
            nr, nc = rng.choice(options)
            walls[2 * nr + 1][2 * nc + 1] = False
            walls[r + nr + 1][c + nc + 1] = False
            seen.add((nr, nc))
            stack.append((nr, nc))
        if loops:
            inner = [(r, c) for r in range(1, height - 1) for c in range(1, width - 1)
                     if walls[r][c] and (r % 2) != (c % 2)]
            for r, c in rng.sample(inner, int(len(inner) * loops)):
                walls[r][c] = False
        goal = (2 * rows - 1, 2 * cols - 1)
        return cls(walls, (1, 1), goal, name)

    @classmethod
    def load(cls, path):
        """Read a maze from a text file (UTF-8).

        Raises
        ------
        MazeError
            Naming the file: if it is missing, is a folder, cannot be read
            as text, or does not hold a maze.
        """
        text = read_text(path, MazeError, "maze")
        return cls.from_text(text, name=Path(path).stem)

    def is_open(self, cell):
        """True when ``cell`` is inside the grid and not a wall."""
        r, c = cell
        return 0 <= r < self.height and 0 <= c < self.width and not self.walls[r][c]

    @property
    def open_cells(self):
        """All open cells, row by row."""
        return [(r, c) for r, row in enumerate(self.walls) for c, wall in enumerate(row)
                if not wall]

    def actions(self, state):
        return [name for name, _, _ in self._moves(state)]

    def result(self, state, action):
        for name, cell, _ in self._moves(state):
            if name == action:
                return cell
        raise MazeError(f"cannot move {action!r} from {state}: a wall or the edge is in the way")

    def h(self, state):
        """Manhattan distance from ``state`` to the goal."""
        return abs(state[0] - self.goal[0]) + abs(state[1] - self.goal[1])

    def successors(self, state):
        return self._moves(state)

    #: Every step costs 1.
    unit_costs = True

    def predecessors(self, state):
        """The moves into ``state``: from each open neighbour, the move towards ``state``.

        Examples
        --------
        >>> m = Maze.from_text("#####" "\\n" "#A B#" "\\n" "#####")
        >>> m.predecessors((1, 2))
        [('right', (1, 1), 1), ('left', (1, 3), 1)]
        """
        return [(_OPPOSITE[name], cell, cost) for name, cell, cost in self._moves(state)]

    def to_text(self, path=()):
        """The maze as text; cells of ``path`` (except A and B) drawn as ``*``."""
        on_path = set(path)
        rows = []
        for r in range(self.height):
            row = []
            for c in range(self.width):
                cell = (r, c)
                if cell == self.initial:
                    row.append("A")
                elif cell == self.goal:
                    row.append("B")
                elif self.walls[r][c]:
                    row.append("#")
                else:
                    row.append("*" if cell in on_path else " ")
            rows.append("".join(row))
        return "\n".join(rows)

    def to_networkx(self):
        """The open cells as a networkx grid graph (edges between neighbours)."""
        import networkx as nx
        g = nx.Graph()
        cells = self.open_cells
        g.add_nodes_from(cells)
        for cell in cells:
            for _, nxt, _ in self._moves(cell):
                g.add_edge(cell, nxt)
        return g

    def __repr__(self):
        label = f"{self.name!r}, " if self.name else ""
        return (f"Maze({label}{self.height}x{self.width}, start={self.initial}, "
                f"goal={self.goal})")
