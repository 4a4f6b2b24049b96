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
#: Where S and G sit; A, B, C, D take the four slots in a seeded order.  The six points
#: are the corners of a convex hexagon, so an arc between any two of them passes well
#: clear of every other node (about 30 pixels in a drill's picture), and the arcs' cost
#: labels (at their midpoints) clear every node, every other arc and each other
#: (tests/test_drills.py measures all fourteen possible arcs in the drawn picture).
_ENDS = {"S": (0.0, 1.0), "G": (3.0, 1.0)}
_SLOTS = [(1.0, 2.35), (2.1, 2.35), (0.4, -0.2), (2.35, -0.2)]


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
    never = frozenset(("S", "G"))           # S and G are never neighbours
    if frozenset(order[:2]) == never:
        order[1], order[2] = order[2], order[1]
    for i in range(1, len(order)):          # a random spanning tree without the S-G arc
        j = rng.randrange(i)
        if frozenset((order[i], order[j])) == never:
            j = (j + 1) % i                 # i >= 2 here: another node is there to join
        edges.add(frozenset((order[i], order[j])))
    extra = rng.randint(2, 3)
    pairs = [frozenset((a, b)) for i, a in enumerate(names) for b in names[i + 1:]]
    rng.shuffle(pairs)
    for pair in pairs:
        if extra == 0:
            break
        if pair not in edges and pair != never:
            edges.add(pair)
            extra -= 1
    cost = {e: (rng.randint(1, 5) if weighted else 1) for e in sorted(edges, key=sorted)}
    adjacency = {n: {} for n in sorted(names)}
    for n in sorted(names):
        for m in sorted(names):
            e = frozenset((n, m))
            if e in cost:
                adjacency[n][m] = cost[e]
    slots = _SLOTS[:]
    rng.shuffle(slots)
    pos = {**_ENDS, **dict(zip(["A", "B", "C", "D"], slots))}
    h = None
    if weighted:
        dist = _distances(adjacency, "G")
        guess = {n: max(0, dist[n] - rng.randint(0, 2)) if n != "G" else 0 for n in adjacency}
        h = _consistent(adjacency, guess)
    return GraphProblem(adjacency, "S", "G", h=h, undirected=True, pos=pos)


def _consistent(adjacency, h):
    """Lower ``h`` until h(n) <= cost(n, m) + h(m) on every arc (a consistent heuristic).

    Lowering keeps an admissible h admissible.  With a consistent h, A* never finds a
    cheaper path to a state it has already expanded, so a drill's order can be worked
    out by hand without re-opening states.
    """
    h = dict(h)
    changed = True
    while changed:
        changed = False
        for n, nbrs in adjacency.items():
            for m, w in nbrs.items():
                if h[n] > w + h[m]:
                    h[n] = w + h[m]
                    changed = True
    return h


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
