"""Seeded random problems: mazes and road-like graphs of any size.

The same seed gives the same problem on every machine (Python's own
``random.Random``, integer arithmetic, rounded positions).

Examples
--------
>>> maze = random_maze(9, 11, seed=3)
>>> maze.height, maze.width, maze.initial, maze.goal
(9, 11, (1, 1), (7, 9))
>>> print(maze.to_text())
###########
#A#       #
# # #######
# #       #
# ##### # #
#     # # #
##### ### #
#        B#
###########
>>> graph = random_graph(8, seed=1)
>>> len(graph.nodes), graph.initial, graph.goal
(8, 0, 7)
"""

import math
import random

from ..errors import SearchlibError
from .graph import GraphProblem
from .maze import Maze

__all__ = ["random_maze", "random_graph"]


def random_maze(height, width, *, seed=0, loops=0.0):
    """A maze of ``height`` x ``width`` cells carved by a seeded depth-first walk.

    Rooms sit at odd rows and columns; the walk knocks down the wall
    between a room and an unvisited neighbour, so every room is reachable
    and, with ``loops=0``, by exactly one path.  The start is the top-left
    room, the goal the bottom-right one.

    Parameters
    ----------
    height, width : int
        Size of the grid, walls included (5 or more each).
    seed : int
        The random seed.
    loops : float
        Fraction (0 to 1) of the remaining inner walls between rooms to
        knock down as well, which makes several paths (and makes breadth-
        and depth-first search differ more).

    Raises
    ------
    SearchlibError
        If the maze is smaller than 5 x 5 or ``loops`` is outside 0..1.

    Examples
    --------
    >>> maze = random_maze(40, 40, seed=1, loops=0.1)
    >>> len(maze.open_cells), maze.goal
    (753, (37, 37))
    """
    if height < 5 or width < 5:
        raise SearchlibError(f"a random maze needs at least 5 x 5 cells, not {height} x {width}")
    if not 0 <= loops <= 1:
        raise SearchlibError(f"loops is a fraction from 0 to 1, not {loops!r}")
    rng = random.Random(seed)
    rows, cols = (height - 1) // 2, (width - 1) // 2
    walls = [[True] * width for _ in range(height)]
    seen = [[False] * cols for _ in range(rows)]
    seen[0][0] = True
    walls[1][1] = False
    stack = [(0, 0)]
    while stack:
        r, c = stack[-1]
        options = [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                   if 0 <= r + dr < rows and 0 <= c + dc < cols and not seen[r + dr][c + dc]]
        if not options:
            stack.pop()
            continue
        nr, nc = rng.choice(options)
        seen[nr][nc] = True
        walls[2 * nr + 1][2 * nc + 1] = False
        walls[r + nr + 1][c + nc + 1] = False
        stack.append((nr, nc))
    if loops:
        inner = [(r, c) for r in range(1, 2 * rows) for c in range(1, 2 * cols)
                 if walls[r][c] and (r % 2) != (c % 2)]
        for r, c in rng.sample(inner, round(loops * len(inner))):
            walls[r][c] = False
    return Maze(walls, (1, 1), (2 * rows - 1, 2 * cols - 1), f"random {height}x{width} seed {seed}")


def random_graph(n, *, seed=0, neighbours=3):
    """A connected, undirected, weighted graph of ``n`` nodes placed in a square.

    Nodes are the integers ``0 .. n-1`` at random positions kept apart
    from each other (positions in ``pos``); each is joined to its ``neighbours`` nearest nodes, then
    components are joined by their closest pair.  An edge weighs its
    length times 10, rounded up; ``h`` is the straight-line distance to the
    goal times 10, rounded down, so it never overestimates.  The start is
    the node nearest the bottom-left corner (renumbered 0), the goal the
    one nearest the top-right (renumbered ``n - 1``).

    Raises
    ------
    SearchlibError
        If ``n`` is less than 2.

    Examples
    --------
    >>> graph = random_graph(30, seed=2)
    >>> len(graph.nodes), len(graph.edges), graph.h(graph.goal)
    (30, 52, 0)
    """
    if n < 2:
        raise SearchlibError(f"a random graph needs 2 or more nodes, not {n}")
    rng = random.Random(seed)
    spacing = 0.75 / math.sqrt(n)
    points = []
    while len(points) < n:
        for _ in range(200):
            point = (round(rng.random(), 3), round(rng.random(), 3))
            if all(math.dist(point, other) >= spacing for other in points):
                break
        points.append(point)
    start = min(range(n), key=lambda i: points[i][0] + points[i][1])
    goal = max((i for i in range(n) if i != start), key=lambda i: points[i][0] + points[i][1])
    order = [start] + [i for i in range(n) if i not in (start, goal)] + [goal]
    pos = {k: points[i] for k, i in enumerate(order)}

    def dist(a, b):
        return math.dist(pos[a], pos[b])

    edges = set()
    for a in range(n):
        near = sorted((b for b in range(n) if b != a), key=lambda b: (dist(a, b), b))
        for b in near[:neighbours]:
            edges.add((min(a, b), max(a, b)))
    group = list(range(n))

    def find(a):
        while group[a] != a:
            group[a] = group[group[a]]
            a = group[a]
        return a

    for a, b in edges:
        group[find(a)] = find(b)
    while len({find(a) for a in range(n)}) > 1:
        home = find(0)
        a, b = min(((a, b) for a in range(n) for b in range(n)
                    if find(a) == home and find(b) != home), key=lambda e: (dist(*e), e))
        edges.add((min(a, b), max(a, b)))
        group[find(b)] = home
    adjacency = {k: {} for k in range(n)}
    for a, b in sorted(edges):
        adjacency[a][b] = math.ceil(10 * dist(a, b))
    h = {k: math.floor(10 * dist(k, n - 1)) for k in range(n)}
    return GraphProblem(adjacency, 0, n - 1, h=h, undirected=True, pos=pos)
