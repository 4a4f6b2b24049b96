"""The Degrees data in memory: people, movies and who starred in what.

Ids are kept as strings, as the project does.  Neighbours are listed in a
fixed order (a person's movies in ``stars.csv`` order, each movie's stars in
the same order), so every search over the data is deterministic.  Read the
files with :func:`searchlib.degrees.load`, or build from Python values with
:meth:`Degrees.from_records`.

Examples
--------
>>> from searchlib.degrees import load_small
>>> data = load_small()
>>> data.person_id_for_name("tom hanks")
'158'
>>> sorted(data.neighbors_for_person("705"))[:3]
[('109830', '158'), ('109830', '398'), ('109830', '641')]
"""

import difflib
from types import MappingProxyType
from typing import NamedTuple

from .errors import AmbiguousNameError, DegreesError, UnknownNameError, UnknownPersonError

__all__ = ["Person", "Movie", "Degrees"]


class Person(NamedTuple):
    """One row of ``people.csv`` (``birth`` is None when unknown)."""

    id: str
    name: str
    birth: object


class Movie(NamedTuple):
    """One row of ``movies.csv`` (``year`` is None when unknown)."""

    id: str
    title: str
    year: object


class Degrees:
    """People, movies and credits, with the project's lookups.

    Build one with :func:`load` (from CSV files) or
    :meth:`Degrees.from_records` (from Python values).

    Attributes
    ----------
    people : dict
        ``{person_id: Person}`` in file order.
    movies : dict
        ``{movie_id: Movie}`` in file order.
    source : Path or None
        The folder it was loaded from.
    films_by_person : Mapping
        ``{person_id: [movie_id, ...]}``, read-only, for searches that walk
        the data in bulk (people without a film are absent).  Do not change
        the lists.
    cast_by_movie : Mapping
        ``{movie_id: [person_id, ...]}``, read-only, the same way.
    """

    def __init__(self, people, movies, movies_of, stars_of, *, credits=None, source=None):
        self.people = people
        self.movies = movies
        self._movies_of = movies_of
        self._stars_of = stars_of
        self.films_by_person = MappingProxyType(movies_of)
        self.cast_by_movie = MappingProxyType(stars_of)
        self.credits = (sum(len(s) for s in stars_of.values()) if credits is None
                        else credits)
        self.source = source
        self._moves = {}
        names = {}
        for pid, p in people.items():
            key = p.name.lower()
            ids = names.get(key)
            if ids is None:
                names[key] = [pid]
            else:
                ids.append(pid)
        self._names = names

    @classmethod
    def from_records(cls, people, movies, stars):
        """Build from ``(id, name, birth)``, ``(id, title, year)`` and ``(person_id, movie_id)``.

        Ids are turned into strings.  Raises :class:`DegreesError` for a
        duplicate id or a credit naming an unknown person or movie.

        Examples
        --------
        >>> d = Degrees.from_records([(1, "Ann", 1950), (2, "Bo", None)],
        ...                          [(10, "Film", 2000)], [(1, 10), (2, 10)])
        >>> sorted(d.neighbors_for_person("1"))
        [('10', '1'), ('10', '2')]
        """
        people_table, movies_table, movies_of, stars_of = {}, {}, {}, {}
        for pid, name, birth in people:
            pid = str(pid)
            if pid in people_table:
                raise DegreesError(f"duplicate person id {pid!r}")
            people_table[pid] = Person(pid, name, birth)
        for mid, title, year in movies:
            mid = str(mid)
            if mid in movies_table:
                raise DegreesError(f"duplicate movie id {mid!r}")
            movies_table[mid] = Movie(mid, title, year)
        for pid, mid in stars:
            pid, mid = str(pid), str(mid)
            if pid not in people_table:
                raise DegreesError(f"credit ({pid!r}, {mid!r}): unknown person id {pid!r}")
            if mid not in movies_table:
                raise DegreesError(f"credit ({pid!r}, {mid!r}): unknown movie id {mid!r}")
            cast = stars_of.setdefault(mid, [])
            if pid not in cast:
                cast.append(pid)
                movies_of.setdefault(pid, []).append(mid)
        return cls(people_table, movies_table, movies_of, stars_of)

    # -- lookups -----------------------------------------------------------

    def check_person(self, person_id):
        """Return ``person_id`` if it is a known person; raise UnknownPersonError if not."""
        if person_id not in self.people:
            hint = " (ids are strings)" if str(person_id) in self.people else ""
            raise UnknownPersonError(f"no person has id {person_id!r}{hint}")
        return person_id

    def movies_of(self, person_id):
        """Return the ids of the movies ``person_id`` starred in, in file order.

        Examples
        --------
        >>> _demo().movies_of("2")
        ('10', '11')
        """
        self.check_person(person_id)
        return tuple(self._movies_of.get(person_id, ()))

    def stars_of(self, movie_id):
        """Return the ids of the people who starred in ``movie_id``, in file order.

        Examples
        --------
        >>> _demo().stars_of("10")
        ('1', '2')
        """
        if movie_id not in self.movies:
            raise UnknownPersonError(f"no movie has id {movie_id!r}")
        return tuple(self._stars_of.get(movie_id, ()))

    def neighbors_for_person(self, person_id):
        """Return the set of ``(movie_id, person_id)`` pairs of everyone who starred with them.

        As in the project, the person is among their own neighbours (once
        per movie they starred in).

        Examples
        --------
        >>> sorted(_demo().neighbors_for_person("1"))
        [('10', '1'), ('10', '2')]
        """
        self.check_person(person_id)
        stars_of = self._stars_of
        return {(mid, pid) for mid in self._movies_of.get(person_id, ()) for pid in stars_of[mid]}

    def neighbors_in_order(self, person_id):
        """Return the neighbour pairs as a list in the data's fixed order.

        Examples
        --------
        >>> _demo().neighbors_in_order("2")
        [('10', '1'), ('10', '2'), ('11', '2')]
        """
        self.check_person(person_id)
        return [move for move, _, _ in self.successors(person_id)]

    def successors(self, person_id):
        """Return ``[((movie_id, person_id), person_id, 1), ...]`` for the search core.

        Each movie's list is built once and kept, so a search pays for a
        movie's cast only the first time it meets it.
        """
        films = self._movies_of.get(person_id)
        if not films:
            return ()
        if len(films) == 1:
            moves = self._moves.get(films[0])
            return moves if moves is not None else self._movie_moves(films[0])
        out = []
        cache = self._moves
        for mid in films:
            moves = cache.get(mid)
            out.extend(moves if moves is not None else self._movie_moves(mid))
        return out

    def movie_moves(self, movie_id):
        """``((movie_id, person_id), person_id, 1)`` for each star of ``movie_id``, in order.

        Built once per movie and kept (the moves :meth:`successors` joins).

        Examples
        --------
        >>> _demo().movie_moves("10")
        ((('10', '1'), '1', 1), (('10', '2'), '2', 1))
        """
        moves = self._moves.get(movie_id)
        return moves if moves is not None else self._movie_moves(movie_id)

    def _movie_moves(self, movie_id):
        moves = tuple([((movie_id, pid), pid, 1) for pid in self._stars_of[movie_id]])
        self._moves[movie_id] = moves
        return moves

    def person_ids_for_name(self, name):
        """Return the ids of everyone called ``name`` (case ignored), in file order.

        Examples
        --------
        >>> _demo().person_ids_for_name("ANN LEE")
        ['1']
        >>> _demo().person_ids_for_name("Nobody")
        []
        """
        return list(self._names.get(name.strip().lower(), ()))

    def person_id_for_name(self, name, *, choose=None):
        """Return the id of the one person called ``name``.

        Parameters
        ----------
        name : str
            The name, case ignored.
        choose : str, optional
            When several people share the name, the id of the one meant.

        Raises
        ------
        UnknownNameError
            Nobody has that name (the message suggests close names).
        AmbiguousNameError
            Several people have it and ``choose`` does not pick one of them;
            its ``candidates`` lists ``(id, name, birth)`` for each.

        Examples
        --------
        >>> d = Degrees.from_records([(1, "Ann Lee", 1950), (2, "Ann Lee", 1971)], [], [])
        >>> d.person_id_for_name("Ann Lee", choose="2")
        '2'
        >>> d.person_id_for_name("Ann Lee")
        Traceback (most recent call last):
        ...
        searchlib.degrees.errors.AmbiguousNameError: 2 people are called 'Ann Lee': id 1 (born 1950), id 2 (born 1971); choose one by id
        """
        ids = self.person_ids_for_name(name)
        if not ids:
            close = []
            if len(self._names) <= 20_000:
                close = difflib.get_close_matches(name.strip().lower(), self._names, n=3)
            hint = ("; did you mean " + " or ".join(
                repr(self.people[self._names[c][0]].name) for c in close) + "?") if close else ""
            raise UnknownNameError(f"nobody is called {name!r}{hint}")
        if len(ids) == 1 and choose is None:
            return ids[0]
        if choose is not None and choose in ids:
            return choose
        raise AmbiguousNameError(name, [(pid, self.people[pid].name, self.people[pid].birth)
                                        for pid in ids])

    def shared_names(self):
        """Return ``{name: [id, ...]}`` for every name that several people share.

        Examples
        --------
        >>> _demo().shared_names()
        {}
        """
        return {self.people[ids[0]].name: list(ids) for ids in self._names.values()
                if len(ids) > 1}

    def name(self, person_id):
        """Return the person's name."""
        return self.people[self.check_person(person_id)].name

    def title(self, movie_id):
        """Return the movie's title."""
        if movie_id not in self.movies:
            raise UnknownPersonError(f"no movie has id {movie_id!r}")
        return self.movies[movie_id].title

    def counts(self):
        """Return the size of the data as a dict.

        Examples
        --------
        >>> _demo().counts()
        {'people': 3, 'movies': 2, 'credits': 3, 'without_movies': 1, 'shared_names': 0}
        """
        return {"people": len(self.people), "movies": len(self.movies),
                "credits": self.credits,
                "without_movies": sum(1 for p in self.people if not self._movies_of.get(p)),
                "shared_names": sum(1 for ids in self._names.values() if len(ids) > 1)}

    # -- the project's contract, as methods ---------------------------------

    def shortest_path(self, source, target, **options):
        """The shortest path as ``[(movie_id, person_id), ...]``: :func:`.search.shortest_path`."""
        from .search import shortest_path
        return shortest_path(self, source, target, **options)

    def credits_in_order(self):
        """Yield every credit as ``(person_id, movie_id)``, movie by movie in cast order.

        Examples
        --------
        >>> list(_demo().credits_in_order())
        [('1', '10'), ('2', '10'), ('2', '11')]
        """
        for mid, cast in self._stars_of.items():
            for pid in cast:
                yield pid, mid

    def credit_set(self):
        """Return every credit as a set of ``(person_id, movie_id)`` pairs."""
        return {(pid, mid) for mid, cast in self._stars_of.items() for pid in cast}

    def __eq__(self, other):
        if not isinstance(other, Degrees):
            return NotImplemented
        return (self.people == other.people and self.movies == other.movies
                and self.credit_set() == other.credit_set())

    __hash__ = None

    def __repr__(self):
        return (f"<Degrees: {len(self.people):,} people, {len(self.movies):,} movies, "
                f"{self.credits:,} credits>")


def _demo():
    """Three people and two films, for the examples."""
    return Degrees.from_records([(1, "Ann Lee", 1950), (2, "Bo Ek", None), (3, "Cy Hu", 1980)],
                                [(10, "First", 2000), (11, "Second", 2001)],
                                [(1, 10), (2, 10), (2, 11)])
