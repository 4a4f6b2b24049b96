"""Degrees of separation as a search problem: :class:`DegreesProblem`.

* A **state** is a person id.
* An **action** is a ``(movie_id, person_id)`` pair: go through that movie to
  that co-star.  The result of the action is its person.
* The **goal** is the target person; every step costs 1.

It is an ordinary :class:`~searchlib.Problem`, so every algorithm of
:mod:`searchlib.search` runs on it, traces included; co-starring goes both
ways, so it also gives the moves *into* a person (``predecessors``) and,
for bidirectional search, ``expanders()`` that scan each film's cast once
per side.

Examples
--------
>>> from searchlib.degrees import load_small
>>> p = DegreesProblem(load_small(), "158", "1597")
>>> p.predecessors("705")[:2]
[(('93779', '705'), '144', 1), (('93779', '705'), '1597', 1)]
>>> forward, backward = p.expanders()
>>> len(forward("158")), len(forward("158"))      # the second time, every film is scanned
(9, 0)
"""

from ..problems.base import Problem
from .errors import DegreesError

__all__ = ["DegreesProblem"]


class DegreesProblem(Problem):
    """Connect ``source`` to ``target`` through movies they starred in.

    Parameters
    ----------
    data : Degrees
        The people and movies.
    source, target : str
        Person ids.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> p = DegreesProblem(load_small(), "163", "129")
    >>> p.actions("163")
    [('95953', '129'), ('95953', '163'), ('95953', '420')]
    >>> p.result("163", ('95953', '129'))
    '129'
    """

    def __init__(self, data, source, target):
        data.check_person(source)
        data.check_person(target)
        super().__init__(source, target)
        self.data = data
        self.successors = data.successors

    def actions(self, state):
        return self.data.neighbors_in_order(state)

    def describe(self, state):
        """A person by name, for a trace's messages."""
        return self.data.name(state)

    def result(self, state, action):
        movie_id, person_id = action
        cast = self.data.stars_of(movie_id)
        if state not in cast:
            raise DegreesError(f"{state!r} did not star in movie {movie_id!r}")
        if person_id not in cast:
            raise DegreesError(f"{person_id!r} did not star in movie {movie_id!r}")
        return person_id

    def __repr__(self):
        return (f"DegreesProblem({self.data.people[self.initial].name!r} -> "
                f"{self.data.people[self.goal].name!r})")

    #: Every step costs 1.
    unit_costs = True

    def predecessors(self, person_id):
        """The moves into ``person_id``: from each co-star, through the film they share.

        ``[((movie_id, person_id), co_star, 1), ...]`` in the data's order: the
        action is the step *from* the co-star to this person.
        """
        return [((mid, person_id), other, 1) for (mid, other), _, _ in
                self.data.successors(person_id)]

    def expanders(self):
        """A fresh ``(forward, backward)`` pair of expanding functions for one search.

        Each side scans a film's cast once: once a film has been scanned,
        every one of its stars is already reached by that side, so its
        moves are left out afterwards (the pairs a search counts are the
        ones it generates).
        """
        data = self.data
        movies_of, stars_of, movie_moves = data.movies_of, data.stars_of, data.movie_moves

        def forward_side():
            scanned = set()

            def expand(person):
                out = []
                for mid in movies_of(person):
                    if mid not in scanned:
                        scanned.add(mid)
                        out.extend(movie_moves(mid))       # ((mid, co-star), co-star, 1)
                return out
            return expand

        def backward_side():
            scanned = set()

            def expand(person):
                out = []
                for mid in movies_of(person):
                    if mid not in scanned:
                        scanned.add(mid)
                        step = (mid, person)                # from each co-star to this person
                        out.extend([(step, other, 1) for other in stars_of(mid)])
                return out
            return expand
        return forward_side(), backward_side()
