"""Suites for a frontier class: :data:`QUEUE` (first in, first out) and :data:`STACK`.

The learner writes a frontier class with ``add(node)``, ``remove()`` and
``empty()`` (usually ``QueueFrontier.remove``, the one-line difference
between DFS and BFS).  The check makes fresh frontiers, plays scripts of
adds and removes on them, and compares what comes out with a queue's (or a
stack's) order.

Mistakes recognised: the other discipline's order ("that is the order a
stack gives"); ``remove`` that returns a node without taking it out;
``remove`` on an empty frontier that returns instead of raising.

Examples
--------
>>> class Queue:
...     def __init__(self):
...         self.items = []
...     def add(self, node):
...         self.items.append(node)
...     def empty(self):
...         return not self.items
...     def remove(self):
...         if not self.items:
...             raise IndexError("empty frontier")
...         return self.items.pop()          # the mistake: the newest node
>>> from searchlib.checks.runner import run_suite
>>> run_suite(Queue, QUEUE).mistakes[:1]
['stack-order']
"""

from collections import deque

from ..budget import call_with_budget
from ..runner import Case, Mistake, Suite

__all__ = ["QUEUE", "STACK", "frontier_suite"]

_SCRIPTS = [
    ("three in, three out", "ABC", "rrr"),
    ("adds and removes in turn", "AB", "r", "C", "rr"),
    ("one at a time", "A", "r", "B", "r", "CD", "rr"),
]


def _ops(script):
    ops = []
    for index, part in enumerate(script):
        if index % 2 == 0:
            ops.extend(("add", item) for item in part)
        else:
            ops.extend(("remove",) for _ in part)
    ops.append(("empty",))
    return ops


def _reference(ops, discipline):
    items, out = deque(), []
    for op in ops:
        if op[0] == "add":
            items.append(op[1])
        elif op[0] == "remove":
            out.append(items.popleft() if discipline == "queue" else items.pop())
        else:
            out.append(not items)
    return out


def _play(cls, ops):
    frontier = cls()
    out = []
    for op in ops:
        if op[0] == "add":
            frontier.add(op[1])
        elif op[0] == "remove":
            out.append(frontier.remove())
        else:
            out.append(bool(frontier.empty()))
    return out


def _empty_remove(cls):
    frontier = cls()
    frontier.add("A")
    frontier.remove()
    return frontier.remove()


def _show(ops):
    words = []
    for op in ops:
        words.append(f"add {op[1]}" if op[0] == "add" else f"{op[0]}()")
    return ", ".join(words)


def frontier_suite(discipline):
    """The suite for a frontier that is a ``"queue"`` or a ``"stack"``."""
    other = "stack" if discipline == "queue" else "queue"
    how = "items[0] or popleft()" if discipline == "queue" else "items[-1] or pop()"
    order_hint = (f"That is the order a {other} gives: remove() takes the "
                  f"{'newest' if other == 'stack' else 'oldest'} node. A {discipline} takes "
                  f"the {'oldest' if discipline == 'queue' else 'newest'} one ({how}).")

    def cases(frontier=None):
        out = []
        for label, *script in _SCRIPTS:
            ops = _ops(script)
            expected = _reference(ops, discipline)
            wrong = _reference(ops, other)
            out.append(Case(label, (_play, ops), given=_show(ops), expected=expected,
                            shown=f"removed in turn, then empty(): {expected}",
                            mistakes=[
                                Mistake(f"{other}-order", order_hint,
                                        lambda t, w=wrong: t.value == w),
                                Mistake("not-removed", "remove() returns a node but leaves it "
                                        "in the frontier: take it out as well (pop it, or "
                                        "slice the list).",
                                        lambda t: t.kind == "value" and len(t.value) > 2
                                        and t.value[0] == t.value[1]),
                            ]))
        out.append(Case("remove() from an empty frontier", (_empty_remove,),
                        given="add A, remove(), remove()", shown="an exception",
                        judge=lambda t: (t.kind == "error", [] if t.kind == "error" else
                                         [f"it returned {t.value!r} instead of raising"]),
                        mistakes=[Mistake("empty-returns", "Removing from an empty frontier "
                                          "should raise an exception (the search tests "
                                          "empty() first, so this means a bug).",
                                          lambda t: t.kind == "value")]))
        return out

    def wrapped(cls, args, kwargs, budget):
        runner, *rest = args
        return call_with_budget(runner, (cls, *rest), budget=budget)

    return Suite(f"{discipline} frontier", f"class with add(node), remove(), empty(): a "
                 f"{discipline}", cases, call=wrapped,
                 about="The check makes a new frontier for each script with "
                       "YourClass() and calls only add, remove and empty.")


#: Suite for a first-in, first-out frontier (BFS).
QUEUE = frontier_suite("queue")
#: Suite for a last-in, first-out frontier (DFS).
STACK = frontier_suite("stack")
