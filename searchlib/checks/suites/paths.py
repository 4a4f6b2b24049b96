"""Paths in small graphs: the independent oracle the search suites judge with.

A graph is a dict ``{node: [neighbour, ...]}``.  :func:`distance` is a
plain breadth-first search written for the checks (it does not use
:mod:`searchlib.search`), and :func:`path_problem` explains what is wrong
with a returned path in words.

Examples
--------
>>> g = {"S": ["A", "B"], "A": ["G"], "B": ["C"], "C": ["G"]}
>>> distance(g, "S", "G"), distance(g, "G", "S")
(2, None)
>>> is_path(g, ["S", "B", "C", "G"], "S", "G"), is_path(g, ["S", "G"], "S", "G")
(True, False)
"""

from collections import deque

from ..report import a_value

__all__ = ["distance", "is_path", "path_problem", "as_list", "undirected"]


def undirected(edges):
    """A neighbour dict with every edge both ways, in the order given.

    Examples
    --------
    >>> undirected([("A", "B"), ("B", "C")])
    {'A': ['B'], 'B': ['A', 'C'], 'C': ['B']}
    """
    graph = {}
    for u, v in edges:
        graph.setdefault(u, []).append(v)
        graph.setdefault(v, []).append(u)
    return graph


def distance(graph, start, goal):
    """The fewest edges from ``start`` to ``goal`` (None when unreachable)."""
    if start == goal:
        return 0
    seen = {start}
    frontier = deque([(start, 0)])
    while frontier:
        node, depth = frontier.popleft()
        for nxt in graph.get(node, ()):
            if nxt == goal:
                return depth + 1
            if nxt not in seen:
                seen.add(nxt)
                frontier.append((nxt, depth + 1))
    return None


def as_list(value):
    """``value`` as a list of states, or None when it is not a sequence."""
    if isinstance(value, (list, tuple)):
        return list(value)
    if isinstance(value, deque):
        return list(value)
    return None


def is_path(graph, path, start, goal):
    """True when ``path`` runs from ``start`` to ``goal`` along edges of ``graph``."""
    path = as_list(path)
    if not path or path[0] != start or path[-1] != goal:
        return False
    return all(b in graph.get(a, ()) for a, b in zip(path, path[1:]))


def path_problem(graph, path, start, goal):
    """What is wrong with ``path`` (a sentence), or None when it is a path."""
    if path is None:
        return "it returned None"
    states = as_list(path)
    if states is None:
        return (f"it returned {a_value(path)}, not a list of states "
                "(the start first, the goal last)")
    if not states:
        return "it returned an empty list"
    if states[0] != start:
        return f"the path starts at {states[0]!r}, not at the start {start!r}"
    if states[-1] != goal:
        return f"the path ends at {states[-1]!r}, not at the goal {goal!r}"
    for a, b in zip(states, states[1:]):
        if b not in graph.get(a, ()):
            return f"there is no edge {a!r} -> {b!r} in the graph"
    return None
