"""Small seeded instances for drills: graphs, mazes and game trees one can do by hand.

The same seed gives the same instance on every machine (``random.Random``
and integer arithmetic only).

Examples
--------
>>> g = small_graph(3)
>>> g.initial, g.goal, sorted(g.adjacency) == sorted("ABCDGS")
('S', 'G', True)
>>> minimax_tree(3)
GameTree([[0, 4], [6, 8], [0, 7]])
"""

import heapq
import random

from ..games.notation import Chance
from ..games.tree import GameTree
from ..problems.graph import GraphProblem
from ..problems.generate import random_maze

__all__ = ["small_graph", "small_maze", "minimax_tree", "pruning_tree", "chance_tree",
           "maxn_tree"]

_NAMES = ("S", "A", "B", "C", "D", "G")
#: Where A, B, C, D may sit (S at the left, G at the right): no three points in a line,
#: and no two crossing arcs share a midpoint, so every cost label stays readable.
_SLOTS = [(0.9, 2.1), (2.2, 1.9), (1.2, -0.1), (2.0, 0.3)]


def _distances(adjacency, goal):
    """Cheapest cost from every node to ``goal`` (the graph is undirected)."""
    dist = {goal: 0}
    heap = [(0, goal)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist[node]:
            continue
        for nbr, w in adjacency[node].items():
            if d + w < dist.get(nbr, float("inf")):
                dist[nbr] = d + w
                heapq.heappush(heap, (d + w, nbr))
    return dist


def small_graph(seed, *, weighted=False):
    """A connected undirected graph on S, A, B, C, D, G (start S, goal G).

    Neighbours are listed in alphabetical order.  With ``weighted``, edges
    cost 1 to 5 and the graph carries an admissible heuristic ``h`` (a whole
    number, at most the true cost to G).  Positions place S on the left
    and G on the right for drawing.
    """
    rng = random.Random(f"graph-{seed}-{weighted}")
    names = list(_NAMES)
    edges = set()
    order = names[:]
    rng.shuffle(order)
    for i in range(1, len(order)):          # a random spanning tree
        edges.add(frozenset((order[i], order[rng.randrange(i)])))
    extra = rng.randint(2, 3)
    pairs = [frozenset((a, b)) for i, a in enumerate(names) for b in names[i + 1:]]
    rng.shuffle(pairs)
    for pair in pairs:
        if extra == 0:
            break
        if pair not in edges and pair != frozenset(("S", "G")):
            edges.add(pair)
            extra -= 1
    edges.discard(frozenset(("S", "G")))
    if not _connected(names, edges):
        edges.add(frozenset(("S", order[0] if order[0] not in ("S", "G") else "A")))
        edges.add(frozenset(("G", "D")))
    cost = {e: (rng.randint(1, 5) if weighted else 1) for e in sorted(edges, key=sorted)}
    adjacency = {n: {} for n in sorted(names)}
    for n in sorted(names):
        for m in sorted(names):
            e = frozenset((n, m))
            if e in cost:
                adjacency[n][m] = cost[e]
    slots = _SLOTS[:]
    rng.shuffle(slots)
    pos = {"S": (0, 1), "G": (3, 1), **dict(zip(["A", "B", "C", "D"], slots))}
    h = None
    if weighted:
        dist = _distances(adjacency, "G")
        h = {n: max(0, dist[n] - rng.randint(0, 2)) if n != "G" else 0 for n in adjacency}
    return GraphProblem(adjacency, "S", "G", h=h, undirected=True, pos=pos)


def _connected(names, edges):
    seen, todo = {names[0]}, [names[0]]
    while todo:
        n = todo.pop()
        for e in edges:
            if n in e:
                (m,) = e - {n} or {n}
                if m not in seen:
                    seen.add(m)
                    todo.append(m)
    return len(seen) == len(names)


def small_maze(seed):
    """A 7 x 9 maze (about 20 open cells) with a few loops."""
    return random_maze(7, 9, seed=seed, loops=0.3)


def minimax_tree(seed):
    """MAX over 2-3 MIN nodes of 2-3 leaves each (values 0-9)."""
    rng = random.Random(f"minimax-{seed}")
    return GameTree([[rng.randint(0, 9) for _ in range(rng.randint(2, 3))]
                     for _ in range(rng.randint(2, 3))])


def pruning_tree(seed):
    """MAX, MIN, MAX, leaves: 2-3 children at the root, 2 below; distinct leaf values.

    Distinct values mean a leaf is named by its value, and no value ever
    ties with alpha or beta.  Arcs are named a, b, c, ... depth first.
    """
    rng = random.Random(f"pruning-{seed}")
    width = rng.randint(2, 3)
    values = rng.sample(range(1, 30), width * 4)
    it = iter(values)
    nested = [[[next(it), next(it)] for _ in range(2)] for _ in range(width)]
    return GameTree(nested, labels="arcs")


_PAIRS = ((0.5, 0.5), (0.25, 0.75), (0.75, 0.25), (0.2, 0.8), (0.4, 0.6), (0.9, 0.1))


def chance_tree(seed):
    """MAX over 2-3 chance nodes of 2 outcomes each (probabilities from a short list)."""
    rng = random.Random(f"chance-{seed}")
    kids = []
    for _ in range(rng.randint(2, 3)):
        probs = rng.choice(_PAIRS)
        kids.append(Chance([rng.randint(0, 10) for _ in probs], list(probs)))
    return GameTree(kids)


def maxn_tree(seed):
    """Three players: player 1 at the root over 2 player-2 nodes over 2 player-3 nodes
    over 2 leaves, each leaf a tuple of three utilities 0-9."""
    rng = random.Random(f"maxn-{seed}")

    def leaf():
        return tuple(rng.randint(0, 9) for _ in range(3))
    return GameTree([[[leaf(), leaf()] for _ in range(2)] for _ in range(2)])
