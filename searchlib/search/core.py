"""The search core: two generators of labelled events.

Every search algorithm in searchlib is one of the two generators below,
given a frontier discipline and a few options.  They *narrate* the search
as events; the functions that return answers (:func:`~searchlib.bfs` and
friends) and the stepper widget consume the same stream, so what a learner
steps through is exactly what computed the answer.

A node is a :class:`~searchlib.search.node.Node` ``(state, parent, action,
g, depth)``.  An event is a tuple whose first item is its label and whose
last item is ``counts``, the running counters ``(expanded, generated,
reached)`` just after the event (``reached``, the number of distinct states
in the reached set, is None for a search that keeps no reached set):

===========================================  ===================================================
``("start", root, key, counts)``             the search begins with ``root`` in the frontier
``("expand", node, counts)``                 ``node`` was taken out and its children generated
``("generate", child, key, better, counts)``  ``child`` was added to the frontier; ``key`` orders
                                              the frontier (smaller leaves sooner); ``better`` is
                                              True when it is a cheaper path to a state that
                                              already has an entry, which is left in the
                                              frontier, *stale*, until it comes out
``("skip", child, reason, held_g, counts)``  ``child`` was generated but not added: ``reason``
                                              is ``"explored"`` or ``"frontier"`` (already
                                              reached: expanded, or waiting), ``"path"``
                                              (on its own path) or ``"round"`` (reached earlier
                                              in this depth-limited round); ``held_g`` is the
                                              cost of what refused it, for a search by cost
``("discard", node, counts)``                a stale entry came out and was dropped
``("goal", node, counts)``                   ``node`` passed the goal test: the search ends
``("cutoff", node, counts)``                 depth-limited search reached its limit at ``node``
                                              (IDA*: ``node``'s f = g + h passed the bound)
``("limit", n, counts)``                     iterative deepening starts a round with limit ``n``
                                              (IDA*: a contour with f-bound ``n``)
``("done", outcome, node, counts)``          the end: ``outcome`` is one of :data:`OUTCOMES`
===========================================  ===================================================

The counts are the one place a search counts: a trace reads them, it never
counts again.  Fine-grained events are yielded only when ``trace`` is
true; without it the generators yield just ``done`` (with exactly the same
counts), which is what makes counting fast.  Counters are also written to
a :class:`~searchlib.search.node.Stats`.

Examples
--------
>>> from searchlib import GraphProblem
>>> p = GraphProblem({"A": ["B"], "B": []}, "A", "B")
>>> stats = Stats()
>>> [e[0] for e in frontier_search(p, "fifo", trace=True, stats=stats)]
['start', 'expand', 'generate', 'goal', 'done']
>>> stats.generated, stats.held
(2, 2)
"""

import gc
import itertools
import math
import time
from contextlib import contextmanager

from ..budget import Budget
from ..errors import ProblemError, SearchError
from ..problems.base import goal_set
from .frontier import make_frontier
from .node import Node, Stats

__all__ = [
    "DEFAULT_MAX_NODES", "OUTCOMES", "GOAL_TESTS", "frontier_search", "depth_limited_search",
    "iterative_deepening_search", "contour_search", "paused_gc", "start_state", "check_limit",
]

#: Generated-node budget used when a search is given none.
DEFAULT_MAX_NODES = 2_000_000

#: How a search can end.
OUTCOMES = ("found", "failure", "cutoff", "budget")

#: When a frontier search tests for the goal: as a node leaves the frontier
#: (the lecture's loop), or as soon as a child is generated (the practical's BFS).
GOAL_TESTS = ("removed", "generated")

# a Node from a tuple of its fields without the Python-level __new__ of a
# named tuple: the inner loops make hundreds of thousands of nodes
_new = tuple.__new__


@contextmanager
def paused_gc():
    """Pause the cyclic garbage collector while a search runs.

    A search allocates many small tuples that all live until it ends; the
    collector would walk them again and again for nothing.  Nodes hold no
    reference cycles, so nothing is lost by pausing it.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _choose(name, value, allowed):
    if value not in allowed:
        options = ", ".join(repr(a) for a in allowed)
        raise SearchError(f"{name} must be one of {options}, not {value!r}")
    return value


def start_state(problem):
    """The problem's initial state, or a ProblemError saying it has none."""
    state = getattr(problem, "initial", None)
    if state is None:
        raise ProblemError(f"{type(problem).__name__} has no initial state: give one "
                           "(Problem(initial=...) or a class attribute initial = ...)")
    try:
        hash(state)
    except TypeError:
        raise ProblemError(f"the initial state {state!r} cannot be hashed: use a tuple, "
                           "not a list (searches keep states in sets)") from None
    return state


def check_limit(limit, name="the depth limit"):
    """``limit`` if it is a whole number 0 or more, else a SearchError."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise SearchError(f"{name} must be a whole number 0 or more, not {limit!r}")
    return limit


class _Nothing:
    """Tree search's stand-in for a reached set: it refuses nothing."""

    __slots__ = ("node",)

    def __contains__(self, state):
        return False

    def __setitem__(self, state, g):
        pass


class _OnPath(_Nothing):
    """Refuses a state on the path to ``self.node`` (the node being expanded)."""

    __slots__ = ()

    def __contains__(self, state):
        return _on_path(self.node, state)



def _ignore(_state):
    pass


def _goal_node(frames, current, state, action, g, traced):
    """The goal's Node, with its parents: those of the trace, or made from the frames."""
    if traced:
        return Node(state, current[4], action, g, len(frames) + 1)
    node = None
    for depth, (s, a, cost, _, _) in enumerate(frames + [current]):
        node = Node(s, node, a, cost, depth)
    return Node(state, node, action, g, len(frames) + 1)


def _on_path(node, state):
    """True when ``state`` is on the path from the root to ``node``."""
    while node is not None:
        if node.state == state:
            return True
        node = node.parent
    return False


def frontier_search(problem, discipline, *, priority=None, ties="newest", goal_test="removed",
                    avoid="reached", reopen=True, max_nodes=None, max_seconds=None,
                    trace=False, stats=None):
    """Search with a frontier; yield events (see the module docstring).

    The loop is the lecture's: take a node out of the frontier, test it,
    expand it, add the children not refused, until the goal or an empty
    frontier.

    Parameters
    ----------
    problem : Problem
        The problem to solve.
    discipline : {"fifo", "lifo", "priority"}
        Which node leaves the frontier first: the oldest (a queue,
        breadth-first), the newest (a stack, depth-first) or the lowest
        ``priority(node)`` (see :mod:`searchlib.search.frontier`).
    priority : callable, optional
        ``priority(node) -> number``; required with ``"priority"``.
    ties : {"newest", "oldest"}
        Among nodes of equal priority, which leaves first.
    goal_test : {"removed", "generated"}
        Test a node when it is taken out of the frontier (the lecture's
        loop), or test a child as soon as it is generated (the
        practical's BFS: the goal child is then never added).
    avoid : {"reached", "path", None}
        Which repeated states to refuse: any state already reached (graph
        search), only states on the node's own path, or none (tree
        search).  With a priority discipline (and ``reopen``) a reached
        state is added again when a cheaper path to it turns up; its old
        entry stays in the frontier, stale, and is dropped when it comes
        out (lazy deletion).
    reopen : bool
        With ``"priority"`` and ``avoid="reached"``: add a reached state
        again when a cheaper path (a lower g) to it turns up, even one
        already expanded (uniform-cost search and A*, default).  False
        refuses every reached state, as greedy best-first search does: its
        order ignores g, so a cheaper path would change nothing but the
        route, at the price of expanding states again.
    max_nodes, max_seconds : optional
        The budget (see :mod:`searchlib.budget`; default
        :data:`DEFAULT_MAX_NODES` nodes, no time limit).  The search stops
        with outcome ``"budget"`` before an expansion that would generate
        more than ``max_nodes`` nodes or that starts after the deadline.
    trace : bool
        Yield every event, not just ``done``.
    stats : Stats, optional
        Receives the counters when the search ends.
    """
    _choose("goal_test", goal_test, GOAL_TESTS)
    _choose("avoid", avoid, ("reached", "path", None))
    frontier = make_frontier(discipline, priority=priority, ties=ties)
    budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = Stats() if stats is None else stats
    start = start_state(problem)
    goals = goal_set(problem)
    successors = problem.successors
    early = goal_test == "generated"
    graph = avoid == "reached"          # keep a reached set: state -> cheapest g so far
    on_path = avoid == "path"
    # a cheaper path re-adds a reached state (uniform-cost search, A*; not greedy)
    reopen = graph and discipline == "priority" and bool(reopen)
    max_nodes, deadline = budget.nodes, budget.deadline
    push, pop, key = frontier.push, frontier.pop, frontier.key
    clock, new, node_type = time.perf_counter, _new, Node     # (locals are quicker to read)

    root = Node(start, None, None, 0, 0)
    # "refuse this child?" is ``child in reached`` for every kind of search: a
    # dict of the cheapest g per state (graph search), or a stand-in that
    # refuses states on the path, or nothing (tree search)
    reached = {start: 0} if graph else _OnPath() if on_path else _Nothing()
    explored = set()    # states expanded: only a trace reads it (why a child was skipped)
    push(root)
    waiting = frontier.nodes
    expanded, generated, removed, peak = 0, 1, 0, 1
    outcome, final = "failure", None
    if trace:
        yield ("start", root, key(), (0, 1, 1 if graph else None))
    if early and start in goals:
        outcome, final = "found", root

    while final is None and waiting:
        node = pop()
        state, _, _, g, depth = node
        if reopen and reached[state] < g:
            # a stale entry: a cheaper path to this state was added after it
            if trace:
                yield ("discard", node, (expanded, generated, len(reached)))
            continue
        removed += 1
        if not early and state in goals:
            outcome, final = "found", node
            break
        children = successors(state)
        if generated + len(children) > max_nodes or deadline is not None and clock() > deadline:
            outcome = "budget"
            break
        expanded += 1
        if trace:
            explored.add(state)
            yield ("expand", node, (expanded, generated, len(reached) if graph else None))
        if on_path:
            reached.node = node
        depth += 1
        for action, nxt, cost in children:
            generated += 1
            g2 = g + cost
            if nxt in reached and (not reopen or reached[nxt] <= g2):
                if trace:
                    why = "path" if on_path else "explored" if nxt in explored else "frontier"
                    yield ("skip", new(node_type, (nxt, node, action, g2, depth)), why,
                           reached[nxt] if reopen else None,
                           (expanded, generated, len(reached) if graph else None))
                continue
            if trace:
                better = graph and nxt in reached
            reached[nxt] = g2
            child = new(node_type, (nxt, node, action, g2, depth))
            if early and nxt in goals:
                outcome, final = "found", child
                break
            push(child)
            if trace:
                yield ("generate", child, key(), better,
                       (expanded, generated, len(reached) if graph else None))
        if not graph:
            # tree search holds its frontier (and a goal found on generation)
            peak = max(peak, len(waiting) + (final is not None))

    stats.expanded, stats.generated, stats.removed = expanded, generated, removed
    stats.held = len(reached) if graph else peak
    stats.outcome, stats.node = outcome, final
    counts = (expanded, generated, len(reached) if graph else None)
    if trace and final is not None:
        yield ("goal", final, counts)
    yield ("done", outcome, final, counts)


def depth_limited_search(problem, limit, *, avoid="path", bound=None, h=None, max_nodes=None,
                         max_seconds=None, budget=None, trace=False, stats=None, _goals=None,
                         _done=True):
    """Depth-first search that goes no deeper than ``limit``; yield events.

    The search holds one path, from the root to the node it stands on,
    with each node's children not tried yet.  It enters a child as soon as
    it generates it: the child is tested for the goal (goal test on
    *entry*, as the recursive formulation does), then cut off if it is at
    the limit, else expanded, and its own children are tried before its
    next sibling.  So an ``expand``, ``cutoff`` or ``goal`` event also
    marks the child's generation, and this search yields no ``generate``
    events.

    Parameters
    ----------
    problem : Problem
        The problem to solve.
    limit : int or None
        The deepest depth a node may have; nodes at it are goal-tested but
        not expanded (a *cutoff*).  None: no depth limit (with ``bound``).
    avoid : {"path", "reached", None}
        Refuse a child already on the current path (the right choice), any
        state entered before in this search (a global set: this makes the
        search incomplete), or nothing.
    bound, h : number and callable, optional
        An f-bound (one contour of IDA*): a child whose f = g + h(state)
        is above ``bound`` is cut off *before* its goal test (a goal beyond
        the bound may not be the cheapest), and the smallest such f is
        left in ``stats.next_bound``, the next contour's bound.
    max_nodes, max_seconds : optional
        The budget; or ``budget``, a :class:`~searchlib.budget.Budget`
        shared by the rounds of iterative deepening.
    trace : bool
        Yield every event, not just ``done``.
    stats : Stats, optional
        Receives the counters; they are *added* to what it holds, so
        iterative deepening can sum its rounds (the root counts once).

    Notes
    -----
    Outcomes: ``"found"``; ``"cutoff"`` when the limit (or the bound)
    stopped some branch (a deeper search might succeed); ``"failure"`` when
    the whole space was searched within the limit; ``"budget"``.
    """
    _choose("avoid", avoid, ("path", "reached", None))
    if limit is None:
        if bound is None:
            raise SearchError("depth-limited search needs a depth limit or an f-bound")
        limit = -1                          # depths start at 1: never reached
    else:
        check_limit(limit)
    contour = bound is not None
    if contour and not callable(h):
        raise SearchError(f"an f-bound needs h(state), not {h!r}")
    next_bound = math.inf
    if budget is None:
        budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = Stats() if stats is None else stats
    start = start_state(problem)
    goals = goal_set(problem) if _goals is None else _goals
    successors = problem.successors
    max_nodes, deadline = budget.nodes, budget.deadline
    clock = time.perf_counter

    root = Node(start, None, None, 0, 0)
    expanded = stats.expanded
    generated = stats.generated or 1      # the root, counted once however many rounds
    deepest, cut = 0, False
    outcome, final = "failure", None
    if trace:
        yield ("start", root, None, (expanded, generated, None))
    # the states refused: those on the current path (avoid="path"), or every
    # state entered or cut off this round ("reached"), or none (the set stays empty)
    seen = set()
    remember = seen.add if avoid is not None else _ignore
    forget = seen.discard if avoid == "path" else _ignore
    remember_cutoffs = avoid == "reached"
    refused = "path" if avoid == "path" else "round"
    remember(start)
    children, stop = None, False
    if start in goals:
        outcome, final = "found", root
    elif limit == 0:
        cut = True
        if trace:
            yield ("cutoff", root, (expanded, generated, None))
    else:
        children = successors(start)
    if children is not None:
        expanded += 1
        if trace:
            yield ("expand", root, (expanded, generated, None))
        # The path held in memory is a stack of frames, one per node above the
        # current one: (state, action into it, g, its children not tried yet,
        # its Node).  Nodes are made only for what leaves the search (events,
        # the answer): an untraced search keeps plain frames, which is what
        # makes it as quick as a hand-written recursion.
        frames = []
        state, action, g, node = start, None, 0, root
        untried, depth = iter(children), 1          # depth: of the current node's children
        while True:
            for act, kid, cost in untried:
                if generated >= max_nodes:          # one more child would go over the budget
                    outcome, stop = "budget", True
                    break
                generated += 1
                if kid in seen:
                    if trace:
                        yield ("skip", _new(Node, (kid, node, act, g + cost, depth)), refused, None,
                               (expanded, generated, None))
                    continue
                if contour:
                    f = g + cost + h(kid)
                    if f > bound:               # beyond this contour: cut off, goal or not
                        cut = True
                        if f < next_bound:
                            next_bound = f
                        if trace:
                            yield ("cutoff", _new(Node, (kid, node, act, g + cost, depth)),
                                   (expanded, generated, None))
                        continue
                if kid in goals:
                    outcome, stop = "found", True
                    final = _goal_node(frames, (state, action, g, None, node), kid, act,
                                       g + cost, trace)
                    break
                if depth == limit:
                    cut = True
                    if remember_cutoffs:
                        seen.add(kid)
                    if trace:
                        yield ("cutoff", _new(Node, (kid, node, act, g + cost, depth)),
                               (expanded, generated, None))
                    continue
                if deadline is not None and clock() > deadline:
                    outcome, stop = "budget", True
                    break
                children = successors(kid)
                expanded += 1
                frames.append((state, action, g, untried, node))
                if trace:
                    node = _new(Node, (kid, node, act, g + cost, depth))
                    yield ("expand", node, (expanded, generated, None))
                remember(kid)
                state, action, g, untried = kid, act, g + cost, iter(children)
                if depth > deepest:
                    deepest = depth
                depth += 1
                break                           # go down: the child's children come next
            else:
                if not frames:                  # every child of the root tried
                    break
                forget(state)                   # back up one level
                state, action, g, untried, node = frames.pop()
                depth -= 1
                continue
            if stop:
                break
    if final is not None:
        deepest = max(deepest, final.depth)
    elif cut:
        if not contour:
            deepest = limit
        if outcome == "failure":
            outcome = "cutoff"
    stats.generated, stats.expanded = generated, expanded
    stats.held = max(stats.held, deepest + 1)
    stats.outcome, stats.node = outcome, final
    stats.limit = bound if contour else limit
    stats.next_bound = next_bound if contour else None
    if trace and final is not None:
        yield ("goal", final, (expanded, generated, None))
    if _done:
        yield ("done", outcome, final, (expanded, generated, None))


def iterative_deepening_search(problem, *, max_depth=None, avoid="path", max_nodes=None,
                               max_seconds=None, trace=False, stats=None):
    """Run depth-limited search with limits 0, 1, 2, ...; yield events.

    Stops at the first limit that finds a goal, when a round ends without
    any cutoff (the space is exhausted: no solution), after ``max_depth``
    (outcome ``"cutoff"``: no solution within that depth), or when the
    budget runs out.  Counters accumulate over the rounds: the root counts
    once in ``generated``.
    """
    if max_depth is not None:
        check_limit(max_depth, "max_depth")
    budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = Stats() if stats is None else stats
    start_state(problem)
    goals = goal_set(problem)
    limits = itertools.count() if max_depth is None else range(max_depth + 1)
    for limit in limits:
        if trace:
            yield ("limit", limit, (stats.expanded, stats.generated, None))
        yield from depth_limited_search(problem, limit, avoid=avoid, budget=budget,
                                        trace=trace, stats=stats, _goals=goals, _done=False)
        if stats.outcome != "cutoff":
            break
        if budget.out_of_time():
            stats.outcome = "budget"
            break
    yield ("done", stats.outcome, stats.node, (stats.expanded, stats.generated, None))


def contour_search(problem, h, *, weight=None, max_nodes=None, max_seconds=None, trace=False,
                   stats=None):
    """IDA*: depth-first contours of growing f-bound; yield events.

    The first contour's bound is f of the start, h(start).  Each contour
    is a depth-first walk (:func:`depth_limited_search` with ``bound``)
    that goes down to every node whose f = g + h is within the bound,
    refusing states already on its path, and cuts off the others; the next
    bound is the smallest f that was cut off.  With an admissible h the
    first goal found is a cheapest one, and memory is one path.  A
    ``("limit", bound, counts)`` event starts each contour.

    Stops at the first contour that finds a goal, when a contour cuts
    nothing off (every reachable state was searched: ``"failure"``), or on
    the budget.  Counters accumulate over the contours, the root counted
    once; ``stats.limit`` is the last bound and ``stats.bounds`` (when
    ``stats`` has that slot) lists every bound tried.

    Parameters
    ----------
    problem : Problem
        The problem to solve.
    h : callable
        ``h(state)``, the heuristic.
    weight : float, optional
        Weighted IDA*: f = g + weight * h.
    """
    budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = Stats() if stats is None else stats
    start = start_state(problem)
    goals = goal_set(problem)
    if weight is not None and weight != 1:
        heuristic = h

        def h(state):
            return weight * heuristic(state)
    bound = h(start)
    bounds = getattr(stats, "bounds", None)
    while True:
        if bounds is not None:
            bounds.append(bound)
        if trace:
            yield ("limit", bound, (stats.expanded, stats.generated, None))
        yield from depth_limited_search(problem, None, bound=bound, h=h, budget=budget,
                                        trace=trace, stats=stats, _goals=goals, _done=False)
        if stats.outcome != "cutoff":
            break
        if budget.out_of_time():
            stats.outcome = "budget"
            break
        bound = stats.next_bound
    yield ("done", stats.outcome, stats.node, (stats.expanded, stats.generated, None))
