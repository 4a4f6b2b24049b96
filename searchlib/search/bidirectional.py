"""Bidirectional search: grow one search from the start and one from the goal.

One search grows *forward* from the start over ``problem.successors``,
another *backward* from the goal over ``problem.predecessors`` (the moves
that lead *into* a state).  Where they meet, the path from the start to
the meeting state and the path from it to the goal join into a solution.
Two searches of depth about d/2 reach far fewer states than one of depth d.

Two ways of growing, chosen by the step costs:

* **unit costs** (``weighted=False``; the default for a maze, a sliding
  puzzle, a graph whose edges all weigh 1): breadth-first from both ends.
  Each round expands one *whole layer* of the side whose layer is smaller
  (on a tie, of the side that has grown fewer layers), and tests every new state against the states the other side has
  reached; the first state found there ends the search.  Because whole
  layers are expanded, that first meeting gives a shortest path.
* **costs** (``weighted=True``; the default for a graph with weights):
  uniform-cost search from both ends, each step expanding the side whose
  cheapest frontier entry is cheaper.  Every time a new path reaches a
  state the other side has reached, the two halves make a candidate whose
  cost is the sum; ``best`` keeps the cheapest.  The first meeting is
  *not* necessarily the cheapest, so the search goes on until no cheaper
  one can come: until the two cheapest frontier entries add up to at
  least ``best`` (``stop="proven"``).  ``stop="first"`` stops at the
  first meeting instead: on a weighted graph that can return a dearer
  path (the lesson shows one), which is why the rule needs care.

Like the core (:mod:`searchlib.search.core`), the search is a generator of
labelled events, fine-grained only with ``trace=True``; every event ends
with ``counts``, the running counters ``(forward_expanded,
backward_expanded, generated, forward_reached, backward_reached)``:

=================================================  ========================================
``("start", side, root, key, counts)``             a side starts with ``root`` (two events)
``("layer", side, depth, size, counts)``           unit costs: ``side`` expands its layer at
                                                   ``depth``, of ``size`` states
``("expand", side, node, counts)``                 ``side`` expanded ``node``
``("generate", side, child, key, better, counts)``  ``child`` entered ``side``'s frontier at
                                                   ``key``; ``better``: a cheaper path to a
                                                   state it had reached (the old entry is
                                                   stale)
``("skip", side, child, reason, held_g, counts)``  ``child`` refused: that side has reached it
                                                   (``"explored"`` or ``"frontier"``) at cost
                                                   ``held_g`` or less
``("discard", side, node, counts)``                a stale entry came out and was dropped
``("meet", forward, backward, cost, counts)``      the two sides meet at one state (the two
                                                   nodes for it): a solution of ``cost``,
                                                   the best so far
``("stop", forward_g, backward_g, best, counts)``  with costs: the cheapest entries of the
                                                   two frontiers add up to ``best`` or more,
                                                   so no cheaper meeting can come
``("done", outcome, node, counts)``                the end; ``node`` is the goal's node of the
                                                   joined path when found
=================================================  ========================================

``side`` is ``"forward"`` or ``"backward"``.  Nodes are the core's
:class:`~searchlib.search.node.Node`; on the backward side a node's
``action`` is the move from its state *towards* the goal (into its parent's
state), and ``g`` is the cost from its state to the goal.

A problem may give ``expanders()``, returning a fresh pair of functions
``(forward, backward)`` for one search, each ``state -> [(action, next,
cost), ...]``; they may leave out moves that lead only to states their
side has already reached (the Degrees data scans each film's cast once per
side this way).

Examples
--------
>>> from searchlib import GraphProblem
>>> line = GraphProblem({"S": ["A"], "A": ["B"], "B": ["C"], "C": ["G"]}, "S", "G",
...                     undirected=True)
>>> r = bidirectional(line)
>>> r.states, r.meet, (r.forward_expanded, r.backward_expanded)
(['S', 'A', 'B', 'C', 'G'], 'B', (2, 2))
>>> [e[0] for e in bidirectional_search(line, trace=True)][:4]
['start', 'start', 'layer', 'expand']
"""

import heapq
import itertools
import math
import time

from ..budget import Budget
from ..errors import ProblemError, SearchError
from .core import DEFAULT_MAX_NODES, paused_gc, start_state
from .bidirectional_trace import BidirectionalTrace
from .node import Node, Stats
from .result import SearchResult

__all__ = ["bidirectional", "bidirectional_search", "BidirectionalResult",
           "BidirectionalStats", "SIDES", "STOPS", "goal_states", "expanders_of", "join"]

#: The two sides, in index order.
SIDES = ("forward", "backward")

#: The stopping rules of the search with costs.
STOPS = ("proven", "first")

_new = tuple.__new__


class BidirectionalStats(Stats):
    """Counters of a bidirectional search: each side's as well as the totals.

    Attributes
    ----------
    forward_expanded, backward_expanded : int
        States expanded by each side (``expanded`` is their sum).
    forward_generated, backward_generated : int
        Children generated by each side (``generated`` is their sum plus
        the roots).
    meet : object
        The state where the sides met (on the solution), or None.
    """

    __slots__ = ("forward_expanded", "backward_expanded", "forward_generated",
                 "backward_generated", "meet")

    def __init__(self):
        super().__init__()
        self.forward_expanded = self.backward_expanded = 0
        self.forward_generated = self.backward_generated = 0
        self.meet = None


def goal_states(problem):
    """The goal states a backward search starts from: ``problem.goals`` or ``(problem.goal,)``.

    Raises
    ------
    ProblemError
        If the problem has only a goal test (``is_goal``) and no goal state.
    """
    goals = getattr(problem, "goals", None)
    if goals is None:
        goal = getattr(problem, "goal", None)
        if goal is None:
            raise ProblemError(f"{type(problem).__name__} has no goal state to search back "
                               "from: bidirectional search needs problem.goal (or "
                               "problem.goals), not only is_goal")
        goals = (goal,)
    return tuple(goals)


def expanders_of(problem):
    """``(forward, backward)``: the functions each side expands a state with.

    Raises
    ------
    ProblemError
        If the problem cannot say which moves lead into a state.
    """
    make = getattr(problem, "expanders", None)
    if callable(make):
        return make()
    backward = getattr(problem, "predecessors", None)
    if not callable(backward):
        raise ProblemError(f"{type(problem).__name__} has no predecessors(state): a backward "
                           "search needs the moves that lead into a state "
                           "([(action, previous_state, cost), ...])")
    return problem.successors, backward


def join(forward, backward):
    """The forward chain ``forward`` extended along the backward chain ``backward``.

    Both nodes are for the same state; the result is the goal's node of the
    whole path, its ``g`` the total cost.
    """
    node = forward
    while backward.parent is not None:
        step = backward.g - backward.parent.g
        backward_parent = backward.parent
        node = Node(backward_parent.state, node, backward.action, node.g + step,
                    node.depth + 1)
        backward = backward_parent
    return node


def _weighted(problem, weighted):
    if weighted is not None:
        if not isinstance(weighted, bool):
            raise SearchError(f"weighted must be True, False or None, not {weighted!r}")
        return weighted
    return getattr(problem, "unit_costs", None) is not True


def bidirectional_search(problem, *, weighted=None, stop=None, max_nodes=None,
                         max_seconds=None, trace=False, stats=None):
    """Search from both ends at once; yield events (see the module docstring).

    Parameters
    ----------
    problem : Problem
        With ``successors``, ``predecessors`` (or ``expanders()``) and a goal
        state (``goal`` or ``goals``).
    weighted : bool, optional
        Grow by path cost (True) or by whole breadth-first layers (False).
        Default: by layers when ``problem.unit_costs`` is True, by cost
        otherwise.
    stop : {"proven", "first"}, optional
        With costs: stop once no cheaper meeting can come (default), or at
        the first meeting.  Breadth-first layers always stop at the first
        meeting, which is a shortest path there.
    max_nodes, max_seconds : optional
        The budget (default :data:`~searchlib.search.core.DEFAULT_MAX_NODES`
        nodes), held as in the core: no expansion that would generate more
        than ``max_nodes`` nodes in all.
    trace : bool
        Yield every event, not just ``done``.
    stats : BidirectionalStats, optional
        Receives the counters.
    """
    weighted = _weighted(problem, weighted)
    if stop is None:
        stop = "proven"
    if stop not in STOPS:
        raise SearchError(f"stop must be one of {STOPS}, not {stop!r}")
    budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = BidirectionalStats() if stats is None else stats
    start = start_state(problem)
    goals = goal_states(problem)
    expand = expanders_of(problem)
    walk = _by_cost if weighted else _by_layers
    yield from walk(start, goals, expand, budget, stop, trace, stats)


def _finish(stats, outcome, final, meet, expanded, generated, total, reached):
    """Write the counters: each side's, the totals, and both reached sets as ``held``."""
    stats.forward_expanded, stats.backward_expanded = expanded
    stats.forward_generated, stats.backward_generated = generated
    stats.expanded = stats.removed = expanded[0] + expanded[1]
    stats.generated = total
    stats.held = len(reached[0]) + len(reached[1])
    stats.outcome, stats.node = outcome, final
    stats.meet = meet


def _by_layers(start, goals, expand, budget, stop, trace, stats):
    """Breadth-first from both ends, a whole layer at a time; stop at the first meeting."""
    max_nodes, deadline = budget.nodes, budget.deadline
    clock = time.perf_counter
    roots = (Node(start, None, None, 0, 0), [Node(g, None, None, 0, 0) for g in goals])
    reached = ({start: roots[0]}, {})
    for root in roots[1]:
        reached[1].setdefault(root.state, root)
    layers = [[roots[0]], list(reached[1].values())]
    depths = [0, 0]
    explored = (set(), set())           # states expanded: only a trace reads it (skip reasons)
    expanded, generated = [0, 0], [0, 0]
    total = 1 + len(layers[1])                      # every node made, the roots included
    arrivals = (itertools.count(1), itertools.count(1))
    outcome, final, meet = "failure", None, None

    def counts():
        return (expanded[0], expanded[1], total, len(reached[0]), len(reached[1]))

    if trace:
        yield ("start", "forward", roots[0], next(arrivals[0]), counts())
        for root in layers[1]:
            yield ("start", "backward", root, next(arrivals[1]), counts())
    if start in reached[1]:
        outcome, meet = "found", (roots[0], reached[1][start])
    while meet is None and layers[0] and layers[1]:
        # the smaller layer; on a tie, the side that has grown fewer layers (forward first)
        sizes = (len(layers[0]), depths[0]), (len(layers[1]), depths[1])
        side = 0 if sizes[0] <= sizes[1] else 1
        label = SIDES[side]
        mine, theirs = reached[side], reached[1 - side]
        grow, arrival = expand[side], arrivals[side]
        layer, layers[side] = layers[side], []
        add = layers[side].append
        if trace:
            yield ("layer", label, depths[side], len(layer), counts())
        depths[side] += 1
        for node in layer:
            children = grow(node.state)
            if total + len(children) > max_nodes or deadline is not None and clock() > deadline:
                outcome = "budget"
                break
            expanded[side] += 1
            if trace:
                explored[side].add(node.state)
                yield ("expand", label, node, counts())
            depth = node.depth + 1
            for action, nxt, cost in children:
                total += 1
                generated[side] += 1
                if cost != 1:
                    raise SearchError(f"a step from {node.state!r} costs {cost!r}: breadth-first "
                                      "layers need unit costs (use weighted=True)")
                if nxt in mine:
                    if trace:
                        held = mine[nxt]
                        why = "explored" if nxt in explored[side] else "frontier"
                        yield ("skip", label, _new(Node, (nxt, node, action, depth, depth)), why,
                               held.g, counts())
                    continue
                child = _new(Node, (nxt, node, action, depth, depth))
                mine[nxt] = child
                add(child)
                if trace:
                    yield ("generate", label, child, next(arrival), False, counts())
                if nxt in theirs:
                    meet = (child, theirs[nxt]) if side == 0 else (theirs[nxt], child)
                    outcome = "found"
                    break
            if meet is not None:
                break
        if outcome == "budget":
            break
    if meet is not None:
        final = join(*meet)
        if trace:
            yield ("meet", meet[0], meet[1], final.g, counts())
    _finish(stats, outcome, final, None if meet is None else meet[0].state, expanded, generated,
            total, reached)
    yield ("done", outcome, final, counts())


def _by_cost(start, goals, expand, budget, stop, trace, stats):
    """Uniform-cost search from both ends; stop when no cheaper meeting can come."""
    max_nodes, deadline = budget.nodes, budget.deadline
    clock = time.perf_counter
    push, pop = heapq.heappush, heapq.heappop
    tie = itertools.count(-1, -1)                    # among equal g, the newest first
    heaps = ([], [])
    best = ({}, {})                                  # state -> its cheapest node so far
    closed = (set(), set())
    expanded, generated = [0, 0], [0, 0]
    total = 0
    outcome, final, meet, cheapest = "failure", None, None, math.inf

    def counts():
        return (expanded[0], expanded[1], total, len(best[0]), len(best[1]))

    roots = [Node(start, None, None, 0, 0)] + [Node(g, None, None, 0, 0) for g in goals]
    for side, root in [(0, roots[0])] + [(1, r) for r in roots[1:]]:
        if root.state in best[side]:
            continue
        total += 1
        entry = (0, next(tie), root)
        push(heaps[side], entry)
        best[side][root.state] = root
        if trace:
            yield ("start", SIDES[side], root, entry[:2], counts())
    if start in best[1]:
        meet, cheapest = (best[0][start], best[1][start]), 0
        if trace:
            yield ("meet", meet[0], meet[1], 0, counts())

    def top(side):
        """The cheapest live entry's g (stale entries on top are left for the loop)."""
        heap = heaps[side]
        return heap[0][0] if heap else math.inf

    while heaps[0] and heaps[1]:
        if meet is not None and (stop == "first" or top(0) + top(1) >= cheapest):
            if trace and stop != "first":
                yield ("stop", top(0), top(1), cheapest, counts())
            break
        side = 0 if top(0) <= top(1) else 1
        label = SIDES[side]
        g, _, node = pop(heaps[side])
        mine, theirs = best[side], best[1 - side]
        if mine[node.state] is not node:
            if trace:
                yield ("discard", label, node, counts())
            continue
        children = expand[side](node.state)
        if total + len(children) > max_nodes or deadline is not None and clock() > deadline:
            outcome = "budget"
            break
        closed[side].add(node.state)
        expanded[side] += 1
        if trace:
            yield ("expand", label, node, counts())
        depth = node.depth + 1
        for action, nxt, cost in children:
            total += 1
            generated[side] += 1
            g2 = g + cost
            held = mine.get(nxt)
            if held is not None and held.g <= g2:
                if trace:
                    why = "explored" if nxt in closed[side] else "frontier"
                    yield ("skip", label, _new(Node, (nxt, node, action, g2, depth)), why,
                           held.g, counts())
                continue
            child = _new(Node, (nxt, node, action, g2, depth))
            mine[nxt] = child
            entry = (g2, next(tie), child)
            push(heaps[side], entry)
            if trace:
                yield ("generate", label, child, entry[:2], held is not None, counts())
            other = theirs.get(nxt)
            if other is not None and g2 + other.g < cheapest:
                cheapest = g2 + other.g
                meet = (child, other) if side == 0 else (other, child)
                if trace:
                    yield ("meet", meet[0], meet[1], cheapest, counts())
                if stop == "first":
                    break
    if outcome != "budget" and meet is not None:
        outcome = "found"
    elif outcome != "budget":
        meet = None
    if meet is not None and outcome == "found":
        final = join(*meet)
    _finish(stats, outcome, final, None if final is None else meet[0].state, expanded,
            generated, total, best)
    yield ("done", outcome, final, counts())


class BidirectionalResult(SearchResult):
    """A :class:`SearchResult` with each side's counters and the meeting state.

    Attributes
    ----------
    meet : object
        The state where the two sides met on the solution (None if none).
    forward_expanded, backward_expanded, forward_generated, backward_generated : int
        Each side's counters (``expanded`` and ``generated`` are the totals,
        ``generated`` counting the roots too; ``held`` is both reached sets).
    """

    COUNTERS = SearchResult.COUNTERS + ("forward_expanded", "backward_expanded",
                                        "forward_generated", "backward_generated")

    __slots__ = ("forward_expanded", "backward_expanded", "forward_generated",
                 "backward_generated", "meet")

    def __init__(self, algorithm, stats, outcome, node, trace=None):
        super().__init__(algorithm, stats, outcome, node, trace)
        self.meet = stats.meet if self.found else None


def bidirectional(problem, *, weighted=None, stop=None, max_nodes=None, max_seconds=None,
                  trace=False, result=BidirectionalResult, name=None):
    """Bidirectional search: a search from each end, stopped where they meet.

    Parameters
    ----------
    problem : Problem
        A problem with a goal state and ``predecessors(state)`` (mazes,
        sliding puzzles and graphs have it).
    weighted : bool, optional
        Grow by path cost (bidirectional uniform-cost search) or by whole
        breadth-first layers; default by layers exactly when the problem
        says every step costs 1 (``problem.unit_costs``).
    stop : {"proven", "first"}, optional
        With costs: stop when no cheaper meeting can come (default,
        optimal), or at the first meeting (not always optimal: see the
        module docstring).
    max_nodes, max_seconds : optional
        The budget.
    trace : bool
        Keep a step-by-step :class:`~searchlib.search.bidirectional_trace.BidirectionalTrace`.
    result : type
        The result class (a subclass of :class:`BidirectionalResult`).
    name : str, optional
        The algorithm's name in the result.

    Returns
    -------
    BidirectionalResult

    Examples
    --------
    >>> from searchlib import GraphProblem, ucs
    >>> roads = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"G": 5}, "B": {"G": 1}}, "S", "G",
    ...                      undirected=True)
    >>> r = bidirectional(roads)
    >>> r.algorithm, r.states, r.cost, ucs(roads).cost
    ('bidirectional UCS', ['S', 'B', 'G'], 5, 5)
    >>> bidirectional(roads, stop="first").cost        # the first meeting is not the best
    6
    """
    weighted = _weighted(problem, weighted)
    stats = BidirectionalStats()
    events = bidirectional_search(problem, weighted=weighted, stop=stop, max_nodes=max_nodes,
                                  max_seconds=max_seconds, trace=trace, stats=stats)
    with paused_gc():
        if trace:
            kept = list(events)
        else:
            kept = None
            for _ in events:
                pass
    if name is None:
        name = "bidirectional UCS" if weighted else "bidirectional BFS"
        if weighted and stop == "first":
            name += " (first meeting)"
    steps = None
    if trace:
        steps = BidirectionalTrace(problem, kept, algorithm=name, weighted=weighted)
    return result(name, stats, stats.outcome, stats.node, steps)
