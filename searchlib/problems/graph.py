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
import math
import numbers

from ..errors import GraphError
from .base import Problem
from .files import read_text

__all__ = ["GraphProblem"]


def _from_networkx(graph):
    """``{node: {neighbour: weight}}`` from a networkx graph (the ``"weight"`` attribute, 1
    without one); between two nodes joined by several edges (a multigraph), the lightest,
    as networkx's own shortest paths do."""
    adjacency = {}
    multi = graph.is_multigraph()
    for node in graph.nodes:
        row = adjacency[node] = {}
        for nbr, attrs in graph.adj[node].items():
            if multi:
                row[nbr] = min((edge.get("weight", 1) for edge in attrs.values()),
                               key=_weight_order)
            else:
                row[nbr] = attrs.get("weight", 1)
    return adjacency, not graph.is_directed()


def _weight_order(weight):
    """Sort key that leaves a bad weight for the check to name (never a comparison error)."""
    return (0, weight) if _is_weight(weight) else (-1, 0)


def _is_weight(weight):
    return isinstance(weight, numbers.Real) and not isinstance(weight, bool) \
        and math.isfinite(weight) and weight >= 0


class GraphProblem(Problem):
    """Find a path from ``start`` to ``goal`` in a graph.

    A state is a node; an action is the neighbour to move to; a step costs
    the edge's weight (1 when none is given).  Neighbours are tried in the
    order the graph lists them.

    Parameters
    ----------
    graph : dict or networkx.Graph
        ``{node: [neighbour, ...]}`` or ``{node: {neighbour: weight}}``, or a
        networkx graph (weights from the ``"weight"`` attribute; between two
        nodes joined by several edges of a multigraph, the lightest).  Nodes
        that appear only as neighbours are added with no neighbours of
        their own.
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
        If ``start`` or ``goal`` is not in the graph, a weight is not a
        finite number of 0 or more, a node is not hashable, a node's
        neighbours are not a list or a dict, or ``h`` is neither a dict
        nor a function.
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
            try:
                known_node = node in self.adjacency
            except TypeError:
                raise GraphError(f"the {role} {node!r} cannot be a node: nodes must be hashable "
                                 "(a string, a number, a tuple)") from None
            if not known_node:
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
        elif isinstance(h, dict):
            table = dict(h)
            missing = [n for n in self.adjacency if n not in table]
            if missing:
                raise GraphError(f"the heuristic table has no value for {missing[0]!r}")
            self._h = table.__getitem__
        else:
            raise GraphError(f"h must be a dict {{node: estimate}} or a function h(node), "
                             f"not {h!r}")
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
            if isinstance(nbrs, dict):
                items = nbrs.items()
            elif isinstance(nbrs, (list, tuple, set, frozenset)):
                items = ((n, 1) for n in nbrs)
            else:
                raise GraphError(f"the neighbours of {node!r} must be a list of nodes or a dict "
                                 f"{{neighbour: weight}}, not {nbrs!r}")
            for nbr, weight in items:
                if not _is_weight(weight):
                    why = ("negative: search needs costs of 0 or more"
                           if isinstance(weight, numbers.Real) and not isinstance(weight, bool)
                           and weight < 0 else
                           "not a finite number" if isinstance(weight, numbers.Real)
                           and not isinstance(weight, bool) else "not a number")
                    raise GraphError(f"the weight of edge {node!r} -> {nbr!r} is {weight!r}, "
                                     f"{why}")
                try:
                    row[nbr] = weight
                    out.setdefault(nbr, {})
                except TypeError:
                    raise GraphError(f"the neighbour {nbr!r} of {node!r} cannot be a node: nodes "
                                     "must be hashable (a string, a number, a tuple)") from None
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
        text = read_text(path, GraphError, "graph")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GraphError(f"{path}, line {exc.lineno}, column {exc.colno}: not valid JSON "
                             f"({exc.msg})") from None
        if not isinstance(data, dict):
            raise GraphError(f"{path}: the file must hold a JSON object with 'graph', 'start' "
                             "and 'goal'")
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

    def predecessors(self, state):
        """``[(state, previous, weight), ...]``: the edges into ``state``, in node order.

        For an undirected graph these are its neighbours, in their order.

        Examples
        --------
        >>> g = GraphProblem({"A": {"C": 2}, "B": {"C": 1}}, "A", "C")
        >>> g.predecessors("C"), g.predecessors("A")
        ([('C', 'A', 2), ('C', 'B', 1)], [])
        """
        into = self.__dict__.get("_into")
        if into is None:
            into = {node: [] for node in self.adjacency}
            for node, nbrs in self.adjacency.items():
                for nbr, weight in nbrs.items():
                    into[nbr].append((nbr, node, weight))
            self._into = into
        return into[state]

    @property
    def unit_costs(self):
        """True when every edge weighs 1 (then BFS finds the cheapest paths)."""
        return all(w == 1 for nbrs in self.adjacency.values() for w in nbrs.values())

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
