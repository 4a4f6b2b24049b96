"""The search algorithms: thin choices over the one search core.

Each function picks a frontier discipline (and a priority) for
:func:`~searchlib.search.core.frontier_search`, or runs the depth-limited
core, consumes its events with :func:`run`, and returns a
:class:`~searchlib.search.result.SearchResult`.

=========  ==========================  ==================================
function   which node leaves first     goal test (default)
=========  ==========================  ==================================
``bfs``    the oldest (a queue)        when removed
``dfs``    the newest (a stack)        when removed
``ucs``    the lowest g                when removed
``greedy`` the lowest h                when removed
``astar``  the lowest g + h            when removed
``idastar`` depth-first, to an f-bound when entered
``dls``    depth-first, to a limit     when entered
``iddfs``  ``dls`` with limit 0, 1, .. when entered
=========  ==========================  ==================================

**When the goal is tested.**  Every frontier search tests a node when it
is taken out of the frontier, as the lecture's loop does, unless told
``goal_test="generated"``: then each child is tested as soon as it is
generated, as the 8-puzzle practical's BFS and the Degrees project's hint
do (for BFS that stops one layer sooner, with the same path length; for
UCS and A* it would lose optimality, so they do not offer it).
Depth-limited search and iterative deepening enter a child as soon as they
generate it, and test it on entry, as the recursive pseudocode does.

Every function takes the budget keywords ``max_nodes`` and ``max_seconds``
and ``trace=True`` to keep a step-by-step :class:`~searchlib.search.trace.Trace`.

Examples
--------
The lecture's demo graph, searched the way the lecture does (goal tested
when a node leaves the frontier):

>>> from searchlib import GraphProblem
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> dfs(demo, trace=True).trace.explored_order + ["E"]
['A', 'B', 'D', 'F', 'C', 'E']
>>> bfs(demo, trace=True).trace.explored_order + ["E"]
['A', 'B', 'C', 'D', 'E']
>>> bfs(demo).states
['A', 'B', 'C', 'E']
"""

import math

from ..errors import SearchError
from .core import (
    check_limit, contour_search, depth_limited_search, frontier_search,
    iterative_deepening_search, paused_gc,
)
from .node import Stats
from .result import ContourResult, ContourStats, SearchResult
from .trace import Trace

__all__ = ["bfs", "dfs", "ucs", "greedy", "astar", "idastar", "dls", "iddfs", "run"]


def run(events, problem, algorithm, *, discipline, stats, trace=False, priority=None, h=None,
        goal_test=None, limit=None, ties=None, weight=None, contour=False,
        result=SearchResult):
    """Consume a core generator; return its :class:`SearchResult`.

    This is the one place events become answers: the algorithms below and
    anything else that drives the core (a widget, a check) go through it.

    Parameters
    ----------
    events : generator
        A core generator, started with the same ``trace`` flag.
    problem : Problem
        The problem being searched (kept in the trace).
    algorithm : str
        Name for the result.
    discipline : str
        The frontier discipline, for the trace's views (``"depth"`` for
        depth-limited search).
    stats : Stats
        The counters object the generator writes.
    trace : bool
        Whether to keep the events as a :class:`Trace`.
    priority, h : callable, optional
        Shown as f and h in the trace.
    goal_test : {"removed", "generated"}, optional
        When the goal was tested, for the trace's words.
    limit : int, optional
        The depth limit of a depth-limited search, for the trace.
    ties, weight : optional
        The tie rule of a priority search and A*'s weight, for the trace's words.
    contour : bool
        The limits the events announce are f-bounds (IDA*), for the words.
    result : type
        The result class (a :class:`SearchResult` or a subclass of it).
    """
    with paused_gc():
        if trace:
            kept = list(events)
            last = kept[-1]
        else:
            for last in events:
                pass
    outcome, node = last[1], last[2]
    steps = (Trace(problem, kept, discipline, priority=priority, h=h, algorithm=algorithm,
                   goal_test=goal_test, limit=limit, ties=ties, weight=weight,
                   contour=contour)
             if trace else None)
    return result(algorithm, stats, outcome, node, steps)


def _heuristic(problem, h):
    h = problem.h if h is None else h
    if not callable(h):
        raise SearchError(f"h must be a function h(state) -> number, not {h!r}")
    return h


def bfs(problem, *, goal_test="removed", avoid="reached", max_nodes=None,
        max_seconds=None, trace=False):
    """Breadth-first search: expand the oldest node in the frontier.

    Parameters
    ----------
    problem : Problem
        The problem to solve.
    goal_test : {"removed", "generated"}
        ``"removed"`` (default) tests a node when it leaves the frontier, as
        the lecture's loop does (then ``removed`` counts the lecture's
        "states explored"); ``"generated"`` tests each child as soon as it
        is generated, as the 8-puzzle practical does (one layer sooner).
    avoid : {"reached", "path", None}
        Refuse states already reached (default), only those on the node's
        own path, or nothing (tree search, which can loop for ever on a
        graph with arrows both ways: the budget stops it).
    max_nodes, max_seconds : optional
        The budget.
    trace : bool
        Keep a step-by-step trace in ``result.trace``.

    Returns
    -------
    SearchResult

    Examples
    --------
    >>> from searchlib import SlidingPuzzle
    >>> r = bfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)), goal_test="generated")
    >>> r.actions, r.generated, r.held
    (['right', 'right'], 9, 7)
    >>> bfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))).generated     # tested when removed
    19
    """
    stats = Stats()
    events = frontier_search(problem, "fifo", goal_test=goal_test, avoid=avoid,
                             max_nodes=max_nodes, max_seconds=max_seconds,
                             trace=trace, stats=stats)
    return run(events, problem, "BFS", discipline="fifo", stats=stats, trace=trace,
               goal_test=goal_test)


def dfs(problem, *, goal_test="removed", avoid="reached", max_nodes=None,
        max_seconds=None, trace=False):
    """Depth-first search: expand the newest node in the frontier (a stack).

    Same parameters as :func:`bfs`.

    Examples
    --------
    >>> from searchlib import GraphProblem
    >>> g = GraphProblem({"S": ["A", "B"], "A": ["G"], "B": ["C"], "C": ["G"]}, "S", "G")
    >>> dfs(g).states
    ['S', 'B', 'C', 'G']
    """
    stats = Stats()
    events = frontier_search(problem, "lifo", goal_test=goal_test, avoid=avoid,
                             max_nodes=max_nodes, max_seconds=max_seconds,
                             trace=trace, stats=stats)
    return run(events, problem, "DFS", discipline="lifo", stats=stats, trace=trace,
               goal_test=goal_test)


def _best_first(problem, name, priority, h, *, ties="newest", goal_test="removed",
                avoid="reached", reopen=True, weight=None, max_nodes=None, max_seconds=None,
                trace=False):
    stats = Stats()
    events = frontier_search(problem, "priority", priority=priority, ties=ties,
                             goal_test=goal_test, avoid=avoid, reopen=reopen,
                             max_nodes=max_nodes, max_seconds=max_seconds, trace=trace,
                             stats=stats)
    return run(events, problem, name, discipline="priority", stats=stats, trace=trace,
               priority=priority, h=h, goal_test=goal_test, ties=ties, weight=weight)


def ucs(problem, *, ties="newest", avoid="reached", max_nodes=None, max_seconds=None,
        trace=False):
    """Uniform-cost search: expand the node with the lowest path cost g.

    The same as :func:`astar` with h = 0.  Returns an optimal path when
    step costs are positive.  A cheaper path to a state already in the
    frontier adds a new entry; the old one stays, stale, and is dropped
    when it comes out (the trace shows both).

    Examples
    --------
    >>> from searchlib import GraphProblem
    >>> g = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"B": 2}, "B": {}}, "S", "B")
    >>> r = ucs(g)
    >>> r.states, r.cost
    (['S', 'A', 'B'], 3)
    """
    def priority(node):
        return node.g
    return _best_first(problem, "UCS", priority, None, ties=ties, avoid=avoid,
                       max_nodes=max_nodes, max_seconds=max_seconds, trace=trace)


def greedy(problem, *, h=None, ties="newest", goal_test="removed", avoid="reached",
           max_nodes=None, max_seconds=None, trace=False):
    """Greedy best-first search: expand the node with the lowest h.

    A state already reached (waiting in the frontier or expanded) is never
    added again, even by a cheaper path, as in the lecture's maze program:
    greedy orders by h alone, so a lower g would only change the route it
    reports, at the price of expanding states a second time.  (AIMA's
    4th-edition best-first search re-adds a state for a cheaper path
    whatever f is; here only :func:`ucs` and :func:`astar` do.)

    Parameters
    ----------
    h : callable, optional
        ``h(state)``; the problem's own ``h`` by default.
    ties : {"newest", "oldest"}
        Among equal h, expand the node added last (default) or first.

    Examples
    --------
    >>> from searchlib import Maze
    >>> maze = Maze.from_text('''
    ... #####
    ... #A  #
    ... # # #
    ... #  B#
    ... #####''')
    >>> greedy(maze).cost
    4
    """
    heur = _heuristic(problem, h)

    def priority(node):
        return heur(node.state)
    return _best_first(problem, "Greedy", priority, heur, ties=ties, goal_test=goal_test,
                       avoid=avoid, reopen=False, max_nodes=max_nodes,
                       max_seconds=max_seconds, trace=trace)


def astar(problem, *, h=None, weight=None, ties="newest", avoid="reached", max_nodes=None,
          max_seconds=None, trace=False):
    """A* search: expand the node with the lowest f = g + h.

    With an admissible h (never more than the true cost) the path it returns
    is optimal; a reached state is re-opened when a cheaper path to it turns
    up, so an admissible but inconsistent h is handled too.

    Parameters
    ----------
    h : callable, optional
        ``h(state)``; the problem's own ``h`` by default.
    weight : float, optional
        Weighted A*: f = g + weight * h (default 1, plain A*).  A weight
        above 1 trusts h more: usually fewer states expanded, and a path
        at most ``weight`` times the optimal cost when h is admissible.
    ties : {"newest", "oldest"}
        Among equal f, expand the node added last (default: A* keeps to its
        current line while it stays as good) or the one added first.

    Examples
    --------
    >>> from searchlib import SlidingPuzzle
    >>> r = astar(SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5)))
    >>> len(r.actions)
    18
    >>> astar(SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5)), weight=2).algorithm
    'weighted A* (w = 2)'
    """
    heur = _heuristic(problem, h)
    priority, name = _f(heur, weight, "A*")
    return _best_first(problem, name, priority, heur, ties=ties, avoid=avoid,
                       weight=1 if weight is None else weight, max_nodes=max_nodes,
                       max_seconds=max_seconds, trace=trace)


def _f(heur, weight, name):
    """``(f(node), algorithm name)`` for f = g + weight * h."""
    if weight is None or weight == 1:
        def priority(node):
            return node.g + heur(node.state)
        return priority, name
    if not isinstance(weight, (int, float)) or isinstance(weight, bool) or \
            not math.isfinite(weight) or weight < 0:
        raise SearchError(f"weight must be a finite number 0 or more, not {weight!r}")

    def priority(node):
        return node.g + weight * heur(node.state)
    return priority, f"weighted {name} (w = {weight:g})"


def idastar(problem, *, h=None, weight=None, max_nodes=None, max_seconds=None, trace=False):
    """IDA*: iterative deepening on f = g + h instead of on depth.

    Each *contour* is a depth-first search that goes down to every node
    whose f is within the contour's bound and cuts off the rest; the first
    bound is h(start), and each next bound is the smallest f the contour
    before cut off.  With an admissible h it returns an optimal path, like
    A*, while holding only the path it stands on, like iterative
    deepening (``held`` is the longest path plus one).  States are refused
    only when already on the current path.  A node is tested for the goal
    when the search goes down to it, and only if its f is within the bound.

    Parameters
    ----------
    h : callable, optional
        ``h(state)``; the problem's own ``h`` by default.
    weight : float, optional
        f = g + weight * h (default 1).
    max_nodes, max_seconds : optional
        The budget: on a problem with no solution and infinitely many
        paths, only the budget stops IDA*.
    trace : bool
        Keep a step-by-step trace; each contour starts with its bound.

    Returns
    -------
    ContourResult
        A :class:`SearchResult` with ``bounds``, the f-bound of each contour.

    Examples
    --------
    >>> from searchlib import SlidingPuzzle
    >>> r = idastar(SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5)))
    >>> r.cost, r.held, r.bounds
    (18, 19, [14, 16, 18])
    >>> r = idastar(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)), trace=True)
    >>> r.trace[5].message
    'Went down to 123/456/78_ (f = 2 + 0 = 2, within the bound 2): it is the goal.'
    """
    heur = _heuristic(problem, h)
    priority, name = _f(heur, weight, "IDA*")
    stats = ContourStats()
    events = contour_search(problem, heur, weight=weight, max_nodes=max_nodes,
                            max_seconds=max_seconds, trace=trace, stats=stats)
    return run(events, problem, name, discipline="depth", stats=stats, trace=trace,
               priority=priority, h=heur, weight=1 if weight is None else weight,
               contour=True, result=ContourResult)


def dls(problem, limit, *, avoid="path", max_nodes=None, max_seconds=None, trace=False):
    """Depth-limited search: depth-first, never deeper than ``limit``.

    Returns outcome ``"cutoff"`` when the limit stopped some branch and
    ``"failure"`` when everything within the limit was searched.  A node
    is tested for the goal when the search enters it.

    Parameters
    ----------
    limit : int
        The largest depth a node may have (a whole number, 0 or more).
    avoid : {"path", "reached", None}
        ``"path"`` (default) refuses only states on the current path;
        ``"reached"`` keeps one global set, which makes the search
        incomplete (a state first met deep is refused later at a shallower
        depth); None refuses nothing.

    Examples
    --------
    >>> from searchlib import SlidingPuzzle
    >>> p = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
    >>> dls(p, 1).outcome, dls(p, 2).actions
    ('cutoff', ['right', 'right'])
    """
    check_limit(limit)
    stats = Stats()
    events = depth_limited_search(problem, limit, avoid=avoid, max_nodes=max_nodes,
                                  max_seconds=max_seconds, trace=trace, stats=stats)
    return run(events, problem, f"DLS({limit})", discipline="depth", stats=stats, trace=trace,
               limit=limit)


def iddfs(problem, *, max_depth=None, avoid="path", max_nodes=None, max_seconds=None,
          trace=False):
    """Iterative deepening: depth-limited search with limits 0, 1, 2, ...

    Finds a shallowest goal while holding only one path (``held`` is the
    depth plus one).  Counts add up over all rounds.

    Parameters
    ----------
    max_depth : int, optional
        The deepest limit to try; the result then has outcome ``"cutoff"``
        if nothing was found.  With None (default) only the budget stops a
        search that has no solution, unless a round finds nothing left to
        cut off (a finite space searched to the end: ``"failure"``).

    Examples
    --------
    >>> from searchlib import SlidingPuzzle
    >>> r = iddfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)))
    >>> r.actions, r.generated, r.held, r.limit
    (['right', 'right'], 11, 3, 2)
    """
    stats = Stats()
    events = iterative_deepening_search(problem, max_depth=max_depth, avoid=avoid,
                                        max_nodes=max_nodes, max_seconds=max_seconds,
                                        trace=trace, stats=stats)
    return run(events, problem, "IDDFS", discipline="depth", stats=stats, trace=trace)
