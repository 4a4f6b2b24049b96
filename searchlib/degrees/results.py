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

__all__ = ["DegreesResult"]


class DegreesResult(SearchResult):
    """A search result that also counts ``(movie, person)`` pairs.

    ``generated`` counts nodes the way every search does, the root
    included; ``pairs`` counts the pairs generated, which leaves the root
    out: the source is a person, not a pair.  (A bidirectional search has
    two roots: :class:`~searchlib.degrees.bidirectional.BidirectionalResult`.)
    """

    #: How many roots ``generated`` counts that are not pairs.
    ROOTS = 1

    __slots__ = ()

    @property
    def pairs(self):
        """The ``(movie_id, person_id)`` pairs generated (every node but the roots)."""
        return self.generated - self.ROOTS
