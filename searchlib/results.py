"""What every search returns: the base of the result classes.

A search result says which algorithm ran, how it ended (``outcome``),
its counters, and, when the search ran with ``trace=True``, the trace to
step through.  :class:`~searchlib.search.result.SearchResult` (the search
core), :class:`~searchlib.games.result.GameResult` (the game core) and
:class:`~searchlib.search.bidirectional.BidirectionalResult` share this
base: the counters a result copies from its search's stats are listed
once, in ``COUNTERS``, and ``counts()`` returns them.

Examples
--------
>>> class Stats:
...     nodes, seconds = 7, 0.5
>>> class Timed(Result):
...     COUNTERS = ("nodes",)
...     __slots__ = COUNTERS
>>> r = Timed("demo", "found", Stats())
>>> r.nodes, r.counts(), r
(7, {'nodes': 7}, <Timed demo: found; nodes 7>)
"""

__all__ = ["Result"]


class Result:
    """Algorithm, outcome, counters and trace of one search.

    Parameters
    ----------
    algorithm : str
        Which search produced it.
    outcome : str
        How the search ended.
    stats : object
        The counters the search wrote; every name in ``COUNTERS`` is copied
        from it.
    trace : object, optional
        The step-by-step trace, when the search ran with ``trace=True``.
    """

    #: The counters copied from the search's stats, in the order ``counts()`` lists them.
    COUNTERS = ()

    __slots__ = ("algorithm", "outcome", "trace")

    def __init__(self, algorithm, outcome, stats, trace=None):
        self.algorithm = algorithm
        self.outcome = outcome
        self.trace = trace
        for name in self.COUNTERS:
            setattr(self, name, getattr(stats, name))

    def counts(self):
        """The counters as a dict (handy for tables)."""
        return {name: getattr(self, name) for name in self.COUNTERS}

    def _answer(self):
        """The answer in a few words, for ``repr`` (subclasses say more)."""
        return self.outcome

    def _counters_text(self):
        return ", ".join(f"{name} {value}" for name, value in self.counts().items())

    def __repr__(self):
        return f"<{type(self).__name__} {self.algorithm}: {self._answer()}; {self._counters_text()}>"
