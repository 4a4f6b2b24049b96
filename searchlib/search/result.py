"""What a search returns: :class:`SearchResult`.

One failure convention for every algorithm: a search never returns ``None``
and never raises because it found nothing.  It returns a result whose
``found`` is False, whose ``actions`` and ``states`` are ``None``, whose
``cost`` is infinite, and whose ``outcome`` says why:

* ``"failure"``: the search space was exhausted, there is no solution;
* ``"cutoff"``: a depth limit stopped it (a deeper search might succeed);
* ``"budget"``: it ran out of its node or time budget.

A result is truthy exactly when a solution was found.

Examples
--------
>>> from searchlib import GraphProblem, bfs
>>> r = bfs(GraphProblem({"A": ["B"], "C": []}, "A", "C"))
>>> r.found, r.outcome, r.actions, r.cost
(False, 'failure', None, inf)
>>> bool(r)
False
"""

import math

from ..results import Result
from .node import Stats, node_path

__all__ = ["SearchResult", "ContourResult", "ContourStats"]

_WHY = {
    "failure": "no solution: every reachable state was searched",
    "cutoff": "no solution within the depth limit",
    "budget": "stopped by the budget before finding a solution",
}


class SearchResult(Result):
    """The answer and the counters of one search.

    Attributes
    ----------
    algorithm : str
        Which search produced it.
    found : bool
        Whether a goal was reached.
    outcome : str
        ``"found"``, ``"failure"``, ``"cutoff"`` or ``"budget"``.
    actions : list or None
        The actions from the initial state to the goal.
    states : list or None
        The states from the initial state to the goal, both included.
    cost : float
        The path cost (``math.inf`` when nothing was found).
    expanded, generated, held, removed : int
        Counters; see :class:`searchlib.search.node.Stats`.
    limit : int or None
        For depth-limited searches, the limit of the last round.
    node : Node or None
        The goal node, when one was found.
    trace : Trace or None
        The step-by-step trace, when the search ran with ``trace=True``.
    """

    COUNTERS = ("expanded", "generated", "held", "removed")

    __slots__ = COUNTERS + ("found", "actions", "states", "cost", "limit", "node")

    def __init__(self, algorithm, stats, outcome, node, trace=None):
        super().__init__(algorithm, outcome, stats, trace)
        self.found = outcome == "found"
        self.node = node if self.found else None
        self.limit = stats.limit
        if self.found:
            path = node_path(node)
            self.states = [n.state for n in path]
            self.actions = [n.action for n in path[1:]]
            self.cost = node.g
        else:
            self.states = self.actions = None
            self.cost = math.inf

    def __bool__(self):
        return self.found

    @property
    def length(self):
        """Number of actions in the solution (None when nothing was found)."""
        return None if self.actions is None else len(self.actions)

    @property
    def message(self):
        """The outcome in words."""
        if self.found:
            return f"found a path of {len(self.actions)} steps, cost {self.cost:g}"
        return _WHY[self.outcome]

    def _answer(self):
        if self.found:
            return f"found, {len(self.actions)} actions, cost {self.cost:g}"
        return f"not found ({self.outcome})"

    def _counters_text(self):
        return f"expanded {self.expanded}, generated {self.generated}, held {self.held}"


class ContourStats(Stats):
    """:class:`Stats` that also list the f-bound of every contour of IDA*."""

    __slots__ = ("bounds",)

    def __init__(self):
        super().__init__()
        self.bounds = []


class ContourResult(SearchResult):
    """The result of IDA*: a :class:`SearchResult` with the bound of each contour.

    Attributes
    ----------
    bounds : list
        The f-bound of each contour, in order (``limit`` is the last).
    """

    __slots__ = ("bounds",)

    def __init__(self, algorithm, stats, outcome, node, trace=None):
        super().__init__(algorithm, stats, outcome, node, trace)
        self.bounds = list(stats.bounds)
