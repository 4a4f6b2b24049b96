"""Frontiers: which waiting node a search expands next.

The one thing that separates breadth-first, depth-first and best-first
search is the frontier's *discipline*:

==============  =======================================================
``"fifo"``      :class:`Queue`: the oldest node leaves first
``"lifo"``      :class:`Stack`: the newest node leaves first
``"priority"``  :class:`PriorityQueue`: the lowest ``priority(node)``
                leaves first; among equals the newest (or the oldest)
==============  =======================================================

Each frontier has ``push(node)``, ``pop()``, ``len()`` and ``nodes``, the
container itself (truthy while a node waits).  When a search
is traced it also asks ``key(node)`` for the node it has just pushed: a
number or tuple, smaller for a node that leaves sooner.  The core puts
that key on its ``generate`` event, so a trace can list the frontier in
leaving order by sorting keys, knowing nothing of queues and stacks.

A new discipline (a random frontier, a beam) is a new class with these
four methods and a name in :data:`DISCIPLINES`.

Examples
--------
>>> q = make_frontier("lifo")
>>> for name in "ABC":
...     q.push(name)
...     _ = q.key(name)
>>> q.pop(), len(q)
('C', 2)
>>> p = make_frontier("priority", priority=len)
>>> for word in ("ccc", "a", "bb"):
...     p.push(word)
>>> p.pop(), p.pop()
('a', 'bb')
"""

import heapq
from collections import deque

from ..errors import SearchError

__all__ = ["Queue", "Stack", "PriorityQueue", "make_frontier", "DISCIPLINES"]

#: The frontier disciplines, by name.
DISCIPLINES = ("fifo", "lifo", "priority")


class Queue:
    """First in, first out: breadth-first search's frontier."""

    __slots__ = ("nodes", "push", "pop", "added")

    def __init__(self):
        self.nodes = deque()
        # the deque's own methods: no Python call per node in the search loop
        self.push, self.pop = self.nodes.append, self.nodes.popleft
        self.added = 0

    def key(self, node):
        """The leaving-order key of the node just pushed: its arrival number."""
        self.added += 1
        return self.added

    def __len__(self):
        return len(self.nodes)


class Stack(Queue):
    """Last in, first out: depth-first search's frontier."""

    __slots__ = ()

    def __init__(self):
        self.nodes = []
        self.push, self.pop = self.nodes.append, self.nodes.pop
        self.added = 0

    def key(self, node):
        """The leaving-order key of the node just pushed: minus its arrival number."""
        self.added += 1
        return -self.added


class PriorityQueue:
    """Lowest ``priority(node)`` first: uniform-cost, greedy and A* search's frontier.

    Parameters
    ----------
    priority : callable
        ``priority(node) -> number``.
    ties : {"newest", "oldest"}
        Among nodes of equal priority, which leaves first: the one added
        last (a search then keeps to its current line while it stays as
        good, as hand-worked A* does) or the one added first.
    """

    __slots__ = ("nodes", "priority", "sign", "added", "last")

    def __init__(self, priority, ties="newest"):
        self.nodes = []
        self.priority = priority
        self.sign = -1 if ties == "newest" else 1
        self.added = 0
        self.last = None

    def push(self, node):
        """Add ``node``; ties are broken by its arrival number, never by comparing nodes."""
        self.added += 1
        key = self.last = (self.priority(node), self.sign * self.added)
        heapq.heappush(self.nodes, (key, node))

    def pop(self):
        """Take out the node with the smallest key."""
        return heapq.heappop(self.nodes)[1]

    def key(self, node):
        """The leaving-order key of the node just pushed: ``(priority, tie)``."""
        return self.last

    def __len__(self):
        return len(self.nodes)


def make_frontier(discipline, *, priority=None, ties="newest"):
    """Return an empty frontier for ``discipline`` (one of :data:`DISCIPLINES`).

    Raises
    ------
    SearchError
        For an unknown discipline or tie rule, or a priority frontier
        without a priority function.
    """
    if discipline not in DISCIPLINES:
        raise SearchError(f"the frontier discipline must be one of {DISCIPLINES}, "
                          f"not {discipline!r}")
    if ties not in ("newest", "oldest"):
        raise SearchError(f"ties must be 'newest' or 'oldest', not {ties!r}")
    if discipline == "fifo":
        return Queue()
    if discipline == "lifo":
        return Stack()
    if not callable(priority):
        raise SearchError(f"a priority frontier needs a priority(node) function, not "
                          f"{priority!r}")
    return PriorityQueue(priority, ties)
