"""What the Degrees searches return: results that count ``(movie, person)`` pairs.

Both searches return the core's :class:`~searchlib.search.result.SearchResult`
with one more counter, ``pairs``: the ``(movie_id, person_id)`` pairs
generated.  ``generated`` counts nodes as every search does, the roots
included; a root is a person, not a pair, so ``pairs`` is ``generated``
less one root for a one-way search and less two for a bidirectional one.

Examples
--------
>>> from searchlib.degrees import load_small, path_search, bidirectional_bfs
>>> data = load_small()
>>> one, two = path_search(data, "158", "1597"), bidirectional_bfs(data, "158", "1597")
>>> (one.generated, one.pairs), (two.generated, two.pairs)
((12, 11), (15, 13))
"""

from ..search.result import SearchResult

__all__ = ["DegreesResult", "BidirectionalResult"]


class DegreesResult(SearchResult):
    """A search result that also counts ``(movie, person)`` pairs.

    ``generated`` counts nodes the way every search does, the root
    included; ``pairs`` counts the pairs generated, which leaves the root
    out: the source is a person, not a pair.  (A bidirectional search has
    two roots: :class:`BidirectionalResult`.)
    """

    #: How many roots ``generated`` counts that are not pairs.
    ROOTS = 1

    __slots__ = ()

    @property
    def pairs(self):
        """The ``(movie_id, person_id)`` pairs generated (every node but the roots)."""
        return self.generated - self.ROOTS


class BidirectionalResult(DegreesResult):
    """A :class:`DegreesResult` with each side's counts.

    Attributes
    ----------
    meet : str or None
        The person where the two sides met.
    forward_expanded, backward_expanded, forward_generated, backward_generated : int
        The counts of each side (``forward_generated + backward_generated``
        is ``pairs``).
    events : list or None
        Every event, when the search ran with ``trace=True``.
    """

    ROOTS = 2

    __slots__ = ("meet", "forward_expanded", "backward_expanded", "forward_generated",
                 "backward_generated", "events")

    def __init__(self, stats, outcome, node, events=None):
        super().__init__("Bidirectional BFS", stats, outcome, node, None)
        self.meet = stats.meet
        self.forward_expanded = stats.forward_expanded
        self.backward_expanded = stats.backward_expanded
        self.forward_generated = stats.forward_generated
        self.backward_generated = stats.backward_generated
        self.events = events


