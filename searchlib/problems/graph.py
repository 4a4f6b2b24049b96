"""Route finding on an explicit graph: :class:`GraphProblem`.

Examples
--------
The lecture's demo graph (arrows one way):

>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> demo.actions("B")
['C', 'D']
>>> demo.nodes
['A', 'B', 'C', 'D', 'E', 'F']

Weighted, with arrows both ways:

>>> roads = GraphProblem({"S": {"A": 2, "B": 5}, "A": {"B": 1}}, "S", "B", undirected=True)
>>> roads.actions("B"), roads.step_cost("A", "B", "B")
(['S', 'A'], 1)
"""

import json
from pathlib import Path

from ..errors import GraphError
from .base import Problem

__all__ = ["GraphProblem"]


def _from_networkx(graph):
    adjacency = {}
    for node in graph.nodes:
        adjacency[node] = {nbr: attrs.get("weight", 1) for nbr, attrs in graph.adj[node].items()}
    return adjacency, not graph.is_directed()


class GraphProblem(Problem):
    """Find a path from ``start`` to ``goal`` in a graph.

    A state is a node; an action is the neighbour to move to; a step costs
    the edge's weight (1 when none is given).  Neighbours are tried in the
    order the graph lists them.

    Parameters
    ----------
    graph : dict or networkx.Graph
        ``{node: [neighbour, ...]}`` or ``{node: {neighbour: weight}}``, or a
        networkx graph (weights from the ``"weight"`` attribute).  Nodes that
        appear only as neighbours are added with no neighbours of their own.
    start, goal : hashable
        The initial state and the goal; both must be nodes of the graph.
    h : dict or callable, optional
        A heuristic: ``{node: estimate}`` or ``h(node)``.  Default 0.
    undirected : bool
        Add the reverse of every edge (after the listed neighbours, in the
        order the edges appear).  A networkx graph keeps its own kind.
    pos : dict, optional
        ``{node: (x, y)}`` positions for drawing.

    Raises
    ------
    GraphError
        If ``start`` or ``goal`` is not in the graph, or a weight is not a
        number, or is negative.
    """

    def __init__(self, graph, start, goal, *, h=None, undirected=False, pos=None):
        if hasattr(graph, "adj") and hasattr(graph, "is_directed"):
            adjacency, undirected = _from_networkx(graph)
            if pos is None:
                found = {n: d["pos"] for n, d in graph.nodes(data=True) if "pos" in d}
                pos = found or None
        else:
            adjacency = graph
        self.adjacency = self._normalise(adjacency, undirected)
        for role, node in (("start", start), ("goal", goal)):
            if node not in self.adjacency:
                known = ", ".join(map(str, list(self.adjacency)[:12]))
                raise GraphError(f"the {role} {node!r} is not a node of the graph (nodes: {known}"
                                 f"{', ...' if len(self.adjacency) > 12 else ''})")
        super().__init__(start, goal)
        self.directed = not undirected
        self.pos = pos
        if h is None:
            self._h = None
        elif callable(h):
            self._h = h
        else:
            table = dict(h)
            missing = [n for n in self.adjacency if n not in table]
            if missing:
                raise GraphError(f"the heuristic table has no value for {missing[0]!r}")
            self._h = table.__getitem__
        self._succ = {node: [(nbr, nbr, w) for nbr, w in nbrs.items()]
                      for node, nbrs in self.adjacency.items()}
        if type(self).successors is GraphProblem.successors:
            # the same lookup as the method, without a Python call per expansion
            self.successors = self._succ.__getitem__

    @staticmethod
    def _normalise(graph, undirected):
        if not isinstance(graph, dict):
            raise GraphError(f"a graph must be a dict of neighbour lists or a networkx graph, "
                             f"not {type(graph).__name__}")
        out = {}
        for node, nbrs in graph.items():
            row = out.setdefault(node, {})
            items = nbrs.items() if isinstance(nbrs, dict) else ((n, 1) for n in nbrs)
            for nbr, weight in items:
                if isinstance(weight, bool) or not isinstance(weight, (int, float)):
                    raise GraphError(f"the weight of edge {node!r} -> {nbr!r} is {weight!r}, "
                                     "not a number")
                if weight < 0:
                    raise GraphError(f"the weight of edge {node!r} -> {nbr!r} is negative "
                                     f"({weight}); search needs costs of 0 or more")
                row[nbr] = weight
                out.setdefault(nbr, {})
        if undirected:
            for node, nbrs in list(out.items()):
                for nbr, weight in list(nbrs.items()):
                    out[nbr].setdefault(node, weight)
        return out

    @classmethod
    def load(cls, path, **options):
        """Load a graph problem from a JSON file.

        The file holds ``{"graph": {...}, "start": ..., "goal": ...}`` and
        optionally ``"undirected"``, ``"pos"`` and ``"h"``.
        """
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        for key in ("graph", "start", "goal"):
            if key not in data:
                raise GraphError(f"{path}: the file has no {key!r} entry")
        kwargs = {"undirected": data.get("undirected", False), "h": data.get("h"),
                  "pos": {k: tuple(v) for k, v in data["pos"].items()} if "pos" in data else None}
        kwargs.update(options)
        return cls(data["graph"], data["start"], data["goal"], **kwargs)

    @property
    def nodes(self):
        """The graph's nodes in the order first seen."""
        return list(self.adjacency)

    @property
    def edges(self):
        """``[(u, v, weight), ...]`` in neighbour order (each undirected edge once)."""
        out, seen = [], set()
        for u, nbrs in self.adjacency.items():
            for v, w in nbrs.items():
                if not self.directed and (v, u) in seen:
                    continue
                seen.add((u, v))
                out.append((u, v, w))
        return out

    def actions(self, state):
        return list(self.adjacency[state])

    def result(self, state, action):
        if action not in self.adjacency[state]:
            raise GraphError(f"there is no edge {state!r} -> {action!r}")
        return action

    def step_cost(self, state, action, next_state):
        return self.adjacency[state][action]

    def h(self, state):
        return 0 if self._h is None else self._h(state)

    def successors(self, state):
        return self._succ[state]

    def with_goal(self, goal, start=None):
        """The same graph with another goal (and optionally start)."""
        other = GraphProblem(self.adjacency, self.initial if start is None else start, goal,
                             pos=self.pos)
        other.directed = self.directed
        other._h = self._h
        return other

    def to_networkx(self):
        """The graph as a networkx ``DiGraph`` or ``Graph`` with weights."""
        import networkx as nx
        g = nx.DiGraph() if self.directed else nx.Graph()
        g.add_nodes_from(self.adjacency)
        g.add_weighted_edges_from(self.edges)
        return g

    def __repr__(self):
        return (f"GraphProblem({len(self.adjacency)} nodes, start={self.initial!r}, "
                f"goal={self.goal!r})")
