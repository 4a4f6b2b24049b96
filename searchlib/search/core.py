"""The search core: two generators of labelled events.

Every search algorithm in searchlib is one of two generators below, given a
frontier discipline and a few options.  They *narrate* the search as events;
the functions that return answers (:func:`~searchlib.bfs` and friends) and the
stepper widget consume the same stream, so what a learner steps through is
exactly what computed the answer.

A **node** is a plain tuple ``(state, parent, action, g, depth)`` (plain tuples
keep the core fast; :func:`node_path` walks the parents).  An **event** is a
tuple whose first item is its label:

========================  ====================================================
``("start", root)``       the search begins with the root in the frontier
``("expand", node)``      ``node`` was taken from the frontier and expanded
``("generate", child, why)``  ``child`` was added to the frontier (``why`` is
                          ``"better"`` when it replaces a costlier entry)
``("skip", *child)``      ``child`` was generated but not added (already
                          reached, or on the current path); its five fields
                          follow the label, so ``event[1:]`` is the node
``("goal", node)``        ``node`` passed the goal test: the search ends
``("cutoff", *node)``     depth-limited search reached its limit at ``node``
                          (fields inline, as for ``skip``: the two most
                          frequent events of a long trace stay small)
                          (depth-limited search enters a child as soon as it
                          generates it, so it yields no ``generate`` events)
``("discard", node)``     a stale priority-queue entry was dropped
``("limit", n)``          iterative deepening starts the search with limit n
``("done", outcome, node)``  the end: ``outcome`` is one of :data:`OUTCOMES`
========================  ====================================================

Fine-grained events are produced only when ``trace`` is true; without it
the generators yield just ``done`` (and keep exactly the same counts), which
is what makes counting fast.  Counters are written to a :class:`Stats`.

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
import heapq
import itertools
import time
from collections import deque
from contextlib import contextmanager

from ..problems.base import goal_set

__all__ = [
    "DEFAULT_MAX_NODES", "OUTCOMES", "Stats", "node_path", "frontier_search",
    "depth_limited_search", "iterative_deepening_search", "paused_gc",
]

#: Generated-node budget used when a search is given none.
DEFAULT_MAX_NODES = 2_000_000

#: How a search can end.
OUTCOMES = ("found", "failure", "cutoff", "budget")

STATE, PARENT, ACTION, G, DEPTH = range(5)


class Stats:
    """Counters a search writes as it ends.

    Attributes
    ----------
    expanded : int
        Nodes whose successors were generated.
    generated : int
        Nodes created, the root included, whether or not they were kept.
    held : int
        The most states held at once: the reached set for graph search,
        the frontier at its largest for tree search, the current path for
        depth-limited search.
    removed : int
        Nodes taken out of the frontier (the lecture's "states explored").
    limit : int or None
        For iterative deepening, the depth limit of the last search run.
    """

    __slots__ = ("expanded", "generated", "held", "removed", "limit", "outcome", "node")

    def __init__(self):
        self.expanded = self.generated = self.held = self.removed = 0
        self.limit = None
        self.outcome = None
        self.node = None

    def __repr__(self):
        return (f"Stats(outcome={self.outcome!r}, expanded={self.expanded}, "
                f"generated={self.generated}, held={self.held}, removed={self.removed})")


def node_path(node):
    """Return the nodes from the root to ``node``.

    Examples
    --------
    >>> root = ("A", None, None, 0, 0)
    >>> [n[0] for n in node_path(("B", root, "B", 1, 1))]
    ['A', 'B']
    """
    path = []
    while node is not None:
        path.append(node)
        node = node[PARENT]
    path.reverse()
    return path


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


def _deadline(max_seconds):
    return None if max_seconds is None else time.perf_counter() + max_seconds


def _ignore(_state):
    pass


class _Nothing:
    """Tree search's stand-in for a reached set: it refuses nothing."""

    __slots__ = ()

    def __contains__(self, state):
        return False

    def __setitem__(self, state, g):
        pass


class _OnPath(_Nothing):
    """Refuses a state already on the path to ``node`` (set before each expansion)."""

    __slots__ = ("node",)

    def __contains__(self, state):
        return _on_path(self.node, state)


def _on_path(node, state):
    while node is not None:
        if node[STATE] == state:
            return True
        node = node[PARENT]
    return False


def frontier_search(problem, order, *, priority=None, ties="newest", goal_test="removed",
                    avoid="reached", max_nodes=None, max_seconds=None,
                    trace=False, stats=None):
    """Search with a frontier; yield events (see the module docstring).

    Parameters
    ----------
    problem : Problem
        The problem to solve.
    order : {"fifo", "lifo", "priority"}
        Which node leaves the frontier: the oldest (a queue, breadth-first),
        the newest (a stack, depth-first) or the lowest ``priority(node)``
        (ties broken by insertion order).
    priority : callable, optional
        ``priority(node) -> number``; required when ``order="priority"``.
    ties : {"newest", "oldest"}
        Among nodes of equal priority, which leaves first: the one added
        last (default: the search keeps following its current line while it
        stays as good, as in hand-worked A*) or the one added first.
    goal_test : {"removed", "generated"}
        Test a node when it is taken from the frontier (the lecture's loop),
        or test a child as soon as it is generated (the practical's BFS).
    avoid : {"reached", "path", None}
        Which repeated states to refuse: any state already reached (graph
        search), only states on the node's own path, or none (tree search).
        With a priority order, a reached state is re-added when a cheaper
        path to it turns up.
    max_nodes, max_seconds : int or float, optional
        The budget: the search ends with outcome ``"budget"`` once it has
        generated more than ``max_nodes`` nodes (default
        :data:`DEFAULT_MAX_NODES`) or run for ``max_seconds``.
    trace : bool
        Yield every event, not just ``done``.
    stats : Stats, optional
        Receives the counters when the search ends.
    """
    if order not in ("fifo", "lifo", "priority"):
        raise ValueError(f"order must be 'fifo', 'lifo' or 'priority', not {order!r}")
    if goal_test not in ("removed", "generated"):
        raise ValueError(f"goal_test must be 'removed' or 'generated', not {goal_test!r}")
    if avoid not in ("reached", "path", None):
        raise ValueError(f"avoid must be 'reached', 'path' or None, not {avoid!r}")
    if order == "priority" and priority is None:
        raise ValueError("a priority order needs a priority(node) function")
    if ties not in ("newest", "oldest"):
        raise ValueError(f"ties must be 'newest' or 'oldest', not {ties!r}")
    stats = Stats() if stats is None else stats
    max_nodes = DEFAULT_MAX_NODES if max_nodes is None else max_nodes
    deadline = _deadline(max_seconds)
    successors = problem.successors
    goals = goal_set(problem)
    early = goal_test == "generated"
    by_cost = order == "priority"
    use_reached = avoid == "reached"
    on_path = avoid == "path"

    root = (problem.initial, None, None, 0, 0)
    if order == "fifo":
        frontier = deque([root])
        push, pop = frontier.append, frontier.popleft
    elif order == "lifo":
        frontier = [root]
        push, pop = frontier.append, frontier.pop
    else:
        tie = itertools.count(-1, -1) if ties == "newest" else itertools.count(1)
        frontier = [(priority(root), 0, root)]

        def push(node):
            heapq.heappush(frontier, (priority(node), next(tie), node))

        def pop():
            return heapq.heappop(frontier)[2]

    # ``reached`` answers "refuse this child?" with ``in`` for every setting:
    # a dict of best g (graph search), or a stand-in for tree search and for
    # the on-path test, so the loop below has one shape for all of them
    if use_reached:
        reached = {root[STATE]: 0}
    elif on_path:
        reached = _OnPath()
    else:
        reached = _Nothing()
    generated, removed, peak = 1, 0, 1
    # the budget is looked at when ``generated`` passes ``check_at``: at most
    # every 4096 nodes for the clock, exactly at ``max_nodes`` for the count
    check_at = min(max_nodes, 4096) if deadline is not None else max_nodes
    outcome, final = "failure", None
    if trace:
        yield ("start", root)
    if early and root[STATE] in goals:
        outcome, final = "found", root
    while final is None and frontier:
        if generated > check_at:
            if generated > max_nodes or (deadline is not None and time.perf_counter() > deadline):
                outcome = "budget"
                break
            check_at = min(max_nodes, generated + 4096) if deadline is not None else max_nodes
        node = pop()
        state, g, depth = node[STATE], node[G], node[DEPTH] + 1
        if by_cost and use_reached and reached[state] < g:
            if trace:
                yield ("discard", node)
            continue
        removed += 1
        if not early and state in goals:
            outcome, final = "found", node
            break
        if trace:
            yield ("expand", node)
        if on_path:
            reached.node = node
        kids = successors(state)
        generated += len(kids)
        for action, nxt, cost in kids:
            g2 = g + cost
            if nxt in reached:
                if not by_cost or reached[nxt] <= g2:
                    if trace:
                        yield ("skip", nxt, node, action, g2, depth)
                    continue
            if trace:
                why = "better" if use_reached and nxt in reached else None
            reached[nxt] = g2
            child = (nxt, node, action, g2, depth)
            push(child)
            if trace:
                yield ("generate", child, why)
            if early and nxt in goals:
                outcome, final = "found", child
                # the children after this one were never generated
                generated -= len(kids) - 1 - next(
                    i for i, kid in enumerate(kids) if kid[1] is nxt and kid[0] is action)
                break
        if not use_reached and len(frontier) > peak:
            peak = len(frontier)
    expanded = removed - (1 if final is not None and not early else 0)
    stats.expanded, stats.generated, stats.removed = expanded, generated, removed
    stats.held = len(reached) if use_reached else peak
    stats.outcome, stats.node = outcome, final
    if trace and final is not None:
        yield ("goal", final)
    yield ("done", outcome, final)


def depth_limited_search(problem, limit, *, avoid="path", max_nodes=None,
                         deadline=None, trace=False, stats=None, _goals=None, _done=True):
    """Depth-first search that goes no deeper than ``limit``; yield events.

    The children of a node are generated one at a time, as the recursive
    formulation does: each child is entered (goal-tested, then expanded or
    cut off at the limit) before its next sibling is generated.  Because a
    child is entered the moment it is generated, its ``expand``, ``cutoff``
    or ``goal`` event also marks its generation: this search yields no
    separate ``generate`` events.

    Parameters
    ----------
    problem : Problem
        The problem to solve.
    limit : int
        The deepest depth a node may have; nodes at it are goal-tested but
        not expanded (a *cutoff*).
    avoid : {"path", "reached", None}
        Refuse a child already on the current path (the right choice), any
        state reached before in this search (a global set: this makes the
        search incomplete), or nothing.
    max_nodes : int, optional
        Budget of generated nodes (default :data:`DEFAULT_MAX_NODES`).
    deadline : float, optional
        A ``time.perf_counter()`` value after which the search stops.
    trace : bool
        Yield every event, not just ``done``.
    stats : Stats, optional
        Receives the counters; they are *added* to what it holds, so
        iterative deepening can sum its rounds.

    Notes
    -----
    Outcomes: ``"found"``; ``"cutoff"`` when the limit stopped some branch
    (a deeper search might succeed); ``"failure"`` when the whole space was
    searched within the limit; ``"budget"``.
    """
    if avoid not in ("path", "reached", None):
        raise ValueError(f"avoid must be 'path', 'reached' or None, not {avoid!r}")
    if limit < 0:
        raise ValueError(f"the depth limit must be 0 or more, not {limit}")
    stats = Stats() if stats is None else stats
    max_nodes = DEFAULT_MAX_NODES if max_nodes is None else max_nodes
    goals = goal_set(problem) if _goals is None else _goals
    successors = problem.successors

    root = (problem.initial, None, None, 0, 0)
    start_generated = stats.generated
    generated, expanded, deepest = 0, 0, 0
    outcome, final = "failure", None
    if trace:
        yield ("start", root)
    if root[STATE] in goals:
        outcome, final = "found", root
    elif limit == 0:
        outcome = "cutoff"
        if trace:
            yield ("cutoff",) + root
    else:
        # avoid="path": states on the current path; "reached": every state
        # entered this round; None: nothing (seen stays empty)
        seen = {root[STATE]} if avoid is not None else set()
        add = seen.add if avoid is not None else _ignore
        discard = seen.discard if avoid == "path" else _ignore
        keep_leaves = avoid == "reached"
        budget = max_nodes - stats.generated
        kids = successors(root[STATE])
        generated = len(kids)
        expanded = 1
        if trace:
            yield ("expand", root)
        stack = []
        push, pop = stack.append, stack.pop
        node, todo, depth, stop, cut = root, iter(kids), 1, False, False
        while True:
            for action, nxt, cost in todo:
                if nxt in seen:
                    if trace:
                        yield ("skip", nxt, node, action, node[G] + cost, depth)
                    continue
                if nxt in goals:
                    outcome, final = "found", (nxt, node, action, node[G] + cost, depth)
                    deepest, stop = max(deepest, depth), True
                    break
                if depth == limit:
                    cut = True
                    if keep_leaves:
                        add(nxt)
                    if trace:
                        yield ("cutoff", nxt, node, action, node[G] + cost, depth)
                    continue
                if generated > budget or (deadline is not None and not expanded & 255
                                          and time.perf_counter() > deadline):
                    outcome, stop = "budget", True
                    break
                child = (nxt, node, action, node[G] + cost, depth)
                add(nxt)
                kids = successors(nxt)
                generated += len(kids)
                expanded += 1
                if trace:
                    yield ("expand", child)
                push((node, todo))
                node, todo = child, iter(kids)
                if depth > deepest:
                    deepest = depth
                depth += 1
                break
            else:
                if not stack:
                    break
                discard(node[STATE])
                node, todo = pop()
                depth -= 1
                continue
            if not stop:
                continue  # went one level down
            # goal or budget: children counted in advance but never looked
            # at were not generated
            generated -= todo.__length_hint__() + sum(t.__length_hint__() for _, t in stack)
            break
        if cut:
            deepest = limit
            if outcome == "failure":
                outcome = "cutoff"
    stats.generated = start_generated + generated + (1 if start_generated == 0 else 0)
    stats.expanded += expanded
    stats.held = max(stats.held, deepest + 1)
    stats.outcome, stats.node, stats.limit = outcome, final, limit
    if trace and final is not None:
        yield ("goal", final)
    if _done:
        yield ("done", outcome, final)


def iterative_deepening_search(problem, *, max_depth=None, avoid="path",
                               max_nodes=None, max_seconds=None, trace=False,
                               stats=None):
    """Run depth-limited search with limits 0, 1, 2, ...; yield events.

    Stops at the first limit that finds a goal, when a round ends without
    any cutoff (the space is exhausted: no solution), after ``max_depth``
    (outcome ``"cutoff"``: no solution within that depth), or when the
    budget runs out.  Counters accumulate over the rounds: the root counts
    once in ``generated``.
    """
    stats = Stats() if stats is None else stats
    deadline = _deadline(max_seconds)
    goals = goal_set(problem)
    limits = itertools.count() if max_depth is None else range(max_depth + 1)
    outcome, final = "failure", None
    for limit in limits:
        if trace:
            yield ("limit", limit)
        yield from depth_limited_search(problem, limit, avoid=avoid, max_nodes=max_nodes,
                                        deadline=deadline, trace=trace, stats=stats,
                                        _goals=goals, _done=False)
        outcome, final = stats.outcome, stats.node
        if outcome != "cutoff":
            break
        if deadline is not None and time.perf_counter() > deadline:
            outcome = stats.outcome = "budget"
            break
    yield ("done", outcome, final)
