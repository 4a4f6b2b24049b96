"""Bidirectional breadth-first search on the Degrees data: the general one, on people.

This is :func:`searchlib.search.bidirectional.bidirectional` run on a
:class:`~searchlib.degrees.problem.DegreesProblem`: one breadth-first
search grows forward from the source, another backward from the target.
Each round expands *one whole layer* of the side whose layer holds fewer
people, and every co-star it generates is checked against the people the
other side has reached: the first one found there is the meeting point.
Because the layers are whole, the path through it is a shortest one.

Two things keep it quick on a large set: a side scans each movie's cast
once (the problem's ``expanders()``), and the meeting is tested when a
person is generated, never when expanded.

The events are the general search's (see
:mod:`searchlib.search.bidirectional`).  Nodes are the core's
:class:`~searchlib.search.node.Node` with a person as the state.  On the
forward side the action is the ``(movie_id, person_id)`` step that reached
the person; on the backward side it is the step *from* the person towards
the target, ``(movie_id, parent_person_id)``.

Counting is the core's: ``generated`` counts every node made, the two
roots included; ``pairs`` counts the ``(movie, person)`` pairs generated,
which is every node but the two roots (a plain BFS's ``pairs`` leaves out
its one root), so the two searches compare pair for pair.

Examples
--------
>>> from searchlib.degrees import load_small
>>> data = load_small()
>>> r = bidirectional_bfs(data, "158", "1597")
>>> r.actions
[('109830', '705'), ('93779', '1597')]
>>> r.expanded, r.pairs, r.generated, r.meet
(2, 13, 15, '705')
>>> [e[0] for e in bidirectional_search(data, "102", "158", trace=True)]
['start', 'start', 'layer', 'expand', 'generate', 'meet', 'done']
"""

import math

from ..search.bidirectional import (
    SIDES, BidirectionalStats, bidirectional, bidirectional_search as search_both_ways,
)
from ..search.bidirectional import BidirectionalResult as GeneralResult
from .problem import DegreesProblem

__all__ = ["bidirectional_search", "bidirectional_bfs", "BidirectionalStats",
           "BidirectionalResult", "SIDES"]


class BidirectionalResult(GeneralResult):
    """A bidirectional result that also counts ``(movie, person)`` pairs.

    Attributes
    ----------
    pairs : int
        The pairs generated: every node but the two roots (people, not
        pairs); ``forward_generated + backward_generated``.
    events : list or None
        Every event, when the search ran with ``trace=True``.
    """

    __slots__ = ()

    @property
    def pairs(self):
        """The ``(movie_id, person_id)`` pairs generated (every node but the two roots)."""
        return self.forward_generated + self.backward_generated

    @property
    def events(self):
        """The search's events (None without a trace)."""
        return None if self.trace is None else self.trace.events


def _problem(data, source, target):
    return DegreesProblem(data, source, target)


def bidirectional_search(data, source, target, *, max_nodes=None, max_seconds=None,
                         trace=False, stats=None):
    """Search from both ends at once; yield the general search's events.

    Parameters
    ----------
    data : Degrees
        The people and movies.
    source, target : str
        Person ids.
    max_nodes : int, optional
        Stop with outcome ``"budget"`` rather than generate more than this
        many nodes (no limit by default: the data is finite).
    max_seconds : float, optional
        Stop with outcome ``"budget"`` after this long.
    trace : bool
        Yield every event, not just ``done``.
    stats : BidirectionalStats, optional
        Receives the counters when the search ends.
    """
    return search_both_ways(
        _problem(data, source, target), weighted=False,
        max_nodes=math.inf if max_nodes is None else max_nodes, max_seconds=max_seconds,
        trace=trace, stats=stats)


def bidirectional_bfs(data, source, target, *, max_nodes=None, max_seconds=None, trace=False):
    """Run the bidirectional search; return a :class:`BidirectionalResult`.

    ``result.actions`` is the path in the project's format (``[]`` for the
    same person); ``found`` is False with outcome ``"failure"`` when nothing
    connects the two people.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> r = bidirectional_bfs(load_small(), "163", "914612")
    >>> r.found, r.outcome, r.actions
    (False, 'failure', None)
    >>> bidirectional_bfs(load_small(), "705", "705").actions
    []
    """
    return bidirectional(_problem(data, source, target), weighted=False,
                         max_nodes=math.inf if max_nodes is None else max_nodes,
                         max_seconds=max_seconds, trace=trace, result=BidirectionalResult,
                         name="Bidirectional BFS")
