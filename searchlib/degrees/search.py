"""Degrees of separation as a search problem, solved by the core BFS.

* A **state** is a person id.
* An **action** is a ``(movie_id, person_id)`` pair: go through that movie to
  that co-star.  The result of the action is its person.
* The **goal** is the target person; every step costs 1.

:class:`DegreesProblem` is an ordinary :class:`~searchlib.Problem`, so every
algorithm of :mod:`searchlib.search` runs on it, traces included.
:func:`shortest_path` keeps the project's contract: a list of
``(movie_id, person_id)`` string pairs, ``[]`` when source and target are the
same person, ``None`` when nothing connects them.

Examples
--------
>>> from searchlib.degrees import load_small
>>> data = load_small()
>>> shortest_path(data, "158", "1597")
[('109830', '705'), ('93779', '1597')]
>>> print(path_text(data, "158", shortest_path(data, "158", "1597")))
2 degrees of separation.
1: Tom Hanks and Robin Wright starred in Forrest Gump
2: Robin Wright and Mandy Patinkin starred in The Princess Bride
"""

import math

from ..search.algorithms import run
from ..search.core import frontier_search
from ..search.node import Stats
from .bidirectional import bidirectional_bfs
from .errors import DegreesError
from .problem import DegreesProblem
from .results import DegreesResult

__all__ = ["DegreesProblem", "DegreesResult", "shortest_path", "path_search", "path_text",
           "path_people"]


def path_search(data, source, target, *, goal_test="generated", max_nodes=None,
                max_seconds=None, trace=False):
    """Breadth-first search from ``source`` to ``target``; return the SearchResult.

    The core :func:`~searchlib.bfs` on a :class:`DegreesProblem`, with no
    node budget unless one is given (the data is finite and the reached set
    stops every search).

    Parameters
    ----------
    goal_test : {"generated", "removed"}
        Test each co-star as it is generated (default, as the project's
        hint says), or a person when taken out of the frontier (the
        lecture's loop; many more people are taken out on a large set).
    max_nodes, max_seconds, trace
        As for :func:`~searchlib.bfs`.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> r = path_search(load_small(), "163", "914612")
    >>> r.found, r.outcome, r.removed, r.generated, r.pairs
    (False, 'failure', 15, 83, 82)
    """
    problem = DegreesProblem(data, source, target)
    stats = Stats()
    events = frontier_search(problem, "fifo", goal_test=goal_test,
                             max_nodes=math.inf if max_nodes is None else max_nodes,
                             max_seconds=max_seconds, trace=trace, stats=stats)
    return run(events, problem, "BFS", discipline="fifo", stats=stats, trace=trace,
               goal_test=goal_test, result=DegreesResult)


def shortest_path(data, source, target, *, method="bfs", max_nodes=None, max_seconds=None):
    """Return the shortest list of ``(movie_id, person_id)`` pairs from source to target.

    Parameters
    ----------
    data : Degrees
        The people and movies.
    source, target : str
        Person ids.
    method : {"bfs", "bidirectional"}
        The core breadth-first search (goal tested when generated), or the
        bidirectional search of :mod:`searchlib.degrees.bidirectional`.
        Both return a shortest path; they may pick different ones.
    max_nodes, max_seconds : optional
        A budget; none by default.

    Returns
    -------
    list of (str, str) or None
        ``[]`` when ``source == target``; None when no path connects them.

    Raises
    ------
    UnknownPersonError
        If an id is not a person of the data.
    DegreesError
        If a budget given here stopped the search before it could decide.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> data = load_small()
    >>> shortest_path(data, "705", "705")
    []
    >>> shortest_path(data, "163", "914612") is None
    True
    >>> len(shortest_path(data, "705", "163", method="bidirectional"))
    4
    """
    if method == "bfs":
        result = path_search(data, source, target, max_nodes=max_nodes, max_seconds=max_seconds)
    elif method == "bidirectional":
        result = bidirectional_bfs(data, source, target, max_nodes=max_nodes,
                                   max_seconds=max_seconds)
    else:
        raise DegreesError(f"method must be 'bfs' or 'bidirectional', not {method!r}")
    if result.outcome == "budget":
        raise DegreesError(f"the budget stopped the search from {source!r} to {target!r} "
                           f"after {result.generated:,} nodes; it did not decide")
    return result.actions if result.found else None


def path_people(source, path):
    """Return the person ids along ``path``, source first.

    Examples
    --------
    >>> path_people("158", [('109830', '705'), ('93779', '1597')])
    ['158', '705', '1597']
    """
    return [source] + [person for _, person in path]


def path_text(data, source, path, *, header=True):
    """Say a path in words, one numbered line a step, as the project's program does.

    Parameters
    ----------
    data : Degrees
    source : str
        The person the path starts from (the path itself does not hold it).
    path : list of (movie_id, person_id) or None
    header : bool
        Start with the "N degrees of separation." line.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> data = load_small()
    >>> print(path_text(data, "163", None))
    Not connected.
    >>> print(path_text(data, "102", [('112384', '158')], header=False))
    1: Kevin Bacon and Tom Hanks starred in Apollo 13
    """
    if path is None:
        return "Not connected."
    people = path_people(source, path)
    lines = [f"{len(path)} degrees of separation."] if header else []
    for i, (movie_id, _) in enumerate(path):
        lines.append(f"{i + 1}: {data.name(people[i])} and {data.name(people[i + 1])} "
                     f"starred in {data.title(movie_id)}")
    return "\n".join(lines)
