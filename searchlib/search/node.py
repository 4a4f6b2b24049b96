"""Search nodes and the counters a search keeps.

A :class:`Node` is what a search puts in its frontier: a state and how the
search got there (the parent node, the action, the path cost ``g`` and the
depth).  Following ``parent`` back to the root gives the path
(:func:`node_path`).  Nodes are named tuples, so ``node.state`` and
``node[0]`` are the same thing.

Examples
--------
>>> root = Node("A", None, None, 0, 0)
>>> child = Node("B", root, "go to B", 2, 1)
>>> child.state, child.g, [n.state for n in node_path(child)]
('B', 2, ['A', 'B'])
"""

from typing import NamedTuple

__all__ = ["Node", "node_path", "Stats"]


class Node(NamedTuple):
    """One node of a search: a state and the way the search reached it."""

    state: object
    parent: object      # the Node this one was generated from (None for the root)
    action: object      # the action that led from the parent's state to this one
    g: float            # the path cost from the root
    depth: int          # the number of actions from the root


def node_path(node):
    """Return the nodes from the root to ``node``, root first.

    Examples
    --------
    >>> root = Node("A", None, None, 0, 0)
    >>> [n.state for n in node_path(Node("B", root, "B", 1, 1))]
    ['A', 'B']
    """
    path = []
    while node is not None:
        path.append(node)
        node = node.parent
    path.reverse()
    return path


class Stats:
    """The counters of one search, written by the core as it ends.

    Attributes
    ----------
    expanded : int
        Nodes whose children were generated.
    generated : int
        Nodes made, the root included, whether or not they were kept
        (a child refused as already reached was still generated).
    held : int
        The most states held at once: the reached set for graph search,
        the frontier at its largest for tree search, the longest path for
        depth-limited search.
    removed : int
        Nodes taken out of the frontier (the lecture's "states explored");
        stale entries that are dropped are not counted.
    limit : int or None
        For depth-limited search, the depth limit of the last round (for
        IDA*, the f-bound of the last contour).
    next_bound : float or None
        For one contour of IDA*: the smallest f it cut off.
    outcome : str or None
        How the search ended (see :data:`searchlib.search.core.OUTCOMES`).
    node : Node or None
        The goal node when one was found.
    """

    __slots__ = ("expanded", "generated", "held", "removed", "limit", "outcome", "node",
                 "next_bound")

    def __init__(self):
        self.expanded = self.generated = self.held = self.removed = 0
        self.limit = self.next_bound = None
        self.outcome = None
        self.node = None

    def __repr__(self):
        return (f"Stats(outcome={self.outcome!r}, expanded={self.expanded}, "
                f"generated={self.generated}, held={self.held}, removed={self.removed})")
