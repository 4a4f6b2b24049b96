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

from .core import ACTION, G, STATE, node_path

__all__ = ["SearchResult"]

_WHY = {
    "failure": "no solution: every reachable state was searched",
    "cutoff": "no solution within the depth limit",
    "budget": "stopped by the budget before finding a solution",
}


class SearchResult:
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
        Counters; see :class:`searchlib.search.core.Stats`.
    limit : int or None
        For depth-limited searches, the limit of the last round.
    trace : Trace or None
        The step-by-step trace, when the search ran with ``trace=True``.
    """

    __slots__ = ("algorithm", "found", "outcome", "actions", "states", "cost", "expanded",
                 "generated", "held", "removed", "limit", "trace", "node")

    def __init__(self, algorithm, stats, outcome, node, trace=None):
        self.algorithm = algorithm
        self.outcome = outcome
        self.found = outcome == "found"
        self.node = node if self.found else None
        if self.found:
            path = node_path(node)
            self.states = [n[STATE] for n in path]
            self.actions = [n[ACTION] for n in path[1:]]
            self.cost = node[G]
        else:
            self.states = self.actions = None
            self.cost = math.inf
        self.expanded = stats.expanded
        self.generated = stats.generated
        self.held = stats.held
        self.removed = stats.removed
        self.limit = stats.limit
        self.trace = trace

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

    def counts(self):
        """The counters as a dict (handy for tables)."""
        return {"expanded": self.expanded, "generated": self.generated,
                "held": self.held, "removed": self.removed}

    def __repr__(self):
        if self.found:
            what = f"found, {len(self.actions)} actions, cost {self.cost:g}"
        else:
            what = f"not found ({self.outcome})"
        return (f"<SearchResult {self.algorithm}: {what}; expanded {self.expanded}, "
                f"generated {self.generated}, held {self.held}>")
