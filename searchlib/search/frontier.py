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
is traced it also asks ``key()`` after each push: the leaving-order key of
the node just pushed, a number or tuple, smaller for a node that leaves
sooner.  The core puts
that key on its ``generate`` event, so a trace can list the frontier in
leaving order by sorting keys, knowing nothing of queues and stacks.

A new discipline (a random frontier, a beam) is a new class with these
and a name in :data:`DISCIPLINES`.

Examples
--------
>>> q = make_frontier("lifo")
>>> keys = []
>>> for name in "ABC":
...     q.push(name)
...     keys.append(q.key())
>>> q.pop(), len(q), keys
('C', 2, [-1, -2, -3])
>>> p = make_frontier("priority", priority=len)
>>> for word in ("ccc", "a", "bb"):
...     p.push(word)
>>> p.pop(), p.pop()
('a', 'bb')
"""

import heapq
import itertools
from collections import deque

from ..errors import SearchError

__all__ = ["Queue", "Stack", "PriorityQueue", "make_frontier", "DISCIPLINES"]

#: The frontier disciplines, by name.
DISCIPLINES = ("fifo", "lifo", "priority")


class Queue:
    """First in, first out: breadth-first search's frontier."""

    __slots__ = ("nodes", "push", "pop", "key")

    def __init__(self):
        self.nodes = deque()
        # the deque's own methods: no Python call per node in the search loop
        self.push, self.pop = self.nodes.append, self.nodes.popleft
        #: key(): the leaving-order key of the node just pushed, its arrival number
        self.key = itertools.count(1).__next__

    def __len__(self):
        return len(self.nodes)


class Stack(Queue):
    """Last in, first out: depth-first search's frontier."""

    __slots__ = ()

    def __init__(self):
        self.nodes = []
        self.push, self.pop = self.nodes.append, self.nodes.pop
        #: key(): minus the arrival number (the newest leaves first)
        self.key = itertools.count(-1, -1).__next__


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

    Entries are ``(priority, tie, node)`` with ``tie`` from a counter, so two
    nodes are never compared.
    """

    __slots__ = ("nodes", "push", "pop", "last")

    def key(self):
        """The leaving-order key of the node just pushed: ``(priority, tie)``."""
        return self.last[:2]

    def __init__(self, priority, ties="newest"):
        heap = self.nodes = []
        tie = itertools.count(-1, -1) if ties == "newest" else itertools.count(1)
        push_entry, pop_entry = heapq.heappush, heapq.heappop

        def push(node):
            entry = self.last = (priority(node), next(tie), node)
            push_entry(heap, entry)

        def pop():
            return pop_entry(heap)[2]

        self.push, self.pop, self.last = push, pop, None

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
