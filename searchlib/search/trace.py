"""Traces: a search's events, read as steps a learner can page through.

A :class:`Trace` keeps the events of one search (see
:mod:`searchlib.search.core`) and answers ``trace[i]`` with a :class:`Step`.
It is a *fold* over the events: it adds a frontier entry on ``generate``
(at the key the core gave it), removes one on ``expand``, ``goal`` or
``discard``, marks an entry stale when the core says a cheaper path
replaced it, and reads every counter and every reason from the events.  It
has no rule of its own about which node leaves first or why a child was
refused: change the core, and the trace shows the change.  Steps are
rebuilt on demand from a checkpoint (:mod:`searchlib.replay`), so reading
any step, forwards or backwards, costs about the same, and building the
steps is linear in the number of events.

The public API, for views, widgets and checks:

``Trace``
    ``len(trace)``, ``trace[i]`` (a :class:`Step`; negative indices and
    slices work), iteration, ``trace.events`` (the raw events),
    ``trace.problem``, ``trace.algorithm``, ``trace.discipline``
    (``"fifo"``, ``"lifo"``, ``"priority"``, or ``"depth"`` for
    depth-limited search, whose memory is its path), ``trace.h`` and
    ``trace.priority`` (the h and f columns, or None), ``trace.goal_test``,
    ``trace.ties`` and ``trace.weight`` (for words only),
    ``trace.explored_order``, ``trace.table()``, ``trace.summary()``,
    ``trace.explored_costs(step)``.

``Step``
    ``index``, ``kind`` (``"start"``, ``"expand"``, ``"goal"``,
    ``"cutoff"``, ``"discard"``, ``"end"``), ``node``, ``state``, ``path``
    (the states of the route the step shows), ``added``, ``better``,
    ``skipped`` (``(node, reason in words)`` pairs), ``frontier`` (a list
    of :class:`Entry`, next to leave first, stale entries included and
    marked), ``explored``, ``expanded``, ``generated``, ``reached``,
    ``limit``, ``outcome``, ``early``, ``message``.

Examples
--------
>>> from searchlib import GraphProblem, bfs
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> t = bfs(demo, goal_test="removed", trace=True).trace
>>> len(t)
6
>>> t[2].message
'Expanded B; added C, D.'
>>> [e.state for e in t[2].frontier]
['C', 'D']
>>> t[-1].message
'Removed E: it is the goal.'
"""

from typing import NamedTuple

from ..replay import Record, Replay
from .node import node_path

__all__ = ["Trace", "Step", "Entry", "describe_state", "REASONS"]

#: Why the core refused a child, in words (keys are the core's ``skip`` reasons).
REASONS = {
    "explored": "already explored",
    "frontier": "already in the frontier",
    "path": "already on the path",
    "round": "already reached earlier in this round",
}

_OPENS = frozenset(("start", "expand", "goal", "cutoff", "discard"))


def describe_state(state):
    """Return a short text for a state (a string as is, anything else by repr).

    Examples
    --------
    >>> describe_state("A"), describe_state((2, 3))
    ('A', '(2, 3)')
    """
    return state if isinstance(state, str) else repr(state)


class Entry(NamedTuple):
    """One frontier entry as a step shows it (``h``/``f`` None where unused).

    ``stale`` is True for an entry a cheaper path to the same state has
    replaced: it waits in the frontier until it comes out and is dropped.
    ``arrival`` numbers the entries in the order they entered the
    frontier (the root is 1), whatever order they leave it in.
    """

    state: object
    g: float
    h: object
    f: object
    depth: int
    action: object
    stale: bool = False
    arrival: int = 0


class Step(Record):
    """What one step of a search did and left behind (see the module docstring).

    Attributes
    ----------
    index : int
        Position in the trace (0 is the start).
    kind : str
        ``"start"``, ``"expand"``, ``"goal"``, ``"cutoff"``, ``"discard"``
        or ``"end"`` (no goal: failure, cutoff or budget).
    node : Node or None
        The node handled (``node.state`` is its state).
    added : list of Node
        Children added to the frontier at this step.
    better : list of Node
        Those of ``added`` that are a cheaper path to a state already in
        the frontier (whose old entry is now stale).
    skipped : list of (Node, str)
        Children generated but not added, with the reason in words.
    frontier : list of Entry
        The frontier after the step, next to leave first.  For
        depth-limited search, the current path from the root.
    explored : list
        States expanded so far, in order (this round, for iterative
        deepening).
    reached : int or None
        How many distinct states the search has reached (None for a
        search without a reached set).
    expanded, generated : int
        The core's counters after the step.
    limit : int or None
        Depth limit of the current round (depth-limited search).
    outcome : str or None
        For the last step of a search without a goal: why it ended.
    early : bool
        For a goal step: the goal was tested when the node was generated.
    message : str
        The step in words.
    """

    __slots__ = ("index", "kind", "node", "added", "better", "skipped", "frontier", "explored",
                 "reached", "expanded", "generated", "limit", "message", "outcome", "early",
                 "route")

    @property
    def state(self):
        """The state of the node handled at this step (None if none)."""
        return None if self.node is None else self.node.state

    @property
    def path(self):
        """States of the route the step shows: from the root to the step's node, or, when a
        stale entry is dropped, to the cheaper entry for the same state."""
        node = self.route if self.route is not None else self.node
        return [] if node is None else [n.state for n in node_path(node)]

    def __repr__(self):
        return f"<Step {self.index} {self.kind}: {self.message}>"


class _Waiting:
    """The fold: the frontier's entries as the events leave them."""

    __slots__ = ("entries", "stale", "arrivals")

    def __init__(self, entries=None, stale=None, arrivals=0):
        self.entries = {} if entries is None else entries   # id(node) -> (key, node, arrival)
        self.stale = set() if stale is None else stale       # ids of stale entries
        self.arrivals = arrivals                             # entries added so far


class Trace(Replay):
    """The events of one search, readable step by step.

    Parameters
    ----------
    problem : Problem
        The problem searched.
    events : list
        The events the search yielded, ``done`` last.
    discipline : {"fifo", "lifo", "priority", "depth"}
        The frontier discipline (``"depth"`` for depth-limited search,
        whose frontier is the current path).  Views read it; the trace
        itself orders the frontier by the keys on the events.
    priority : callable, optional
        The priority function of a priority search (for the f column).
    h : callable, optional
        The heuristic shown in the h column.
    algorithm : str
        Name shown in summaries.
    goal_test : {"removed", "generated"}, optional
        When the search tested for the goal (for the words of the goal
        step); depth-limited search tests a node when it enters it.
    limit : int, optional
        The depth limit of a single depth-limited search (iterative
        deepening announces each round's limit in its events).
    ties : {"newest", "oldest"}, optional
        How a priority search broke ties, for words that explain an order
        (the order itself comes from the keys on the events).
    weight : float, optional
        For A* (and IDA*), the weight w of f = g + w·h (1 for plain A*); None
        for any other search.  For words only.
    contour : bool
        The limits are f-bounds (IDA*), not depth limits: the words say
        f = g + h and "bound".
    """

    def __init__(self, problem, events, discipline, *, priority=None, h=None, algorithm="",
                 goal_test=None, limit=None, ties=None, weight=None, contour=False):
        super().__init__(events)
        self.problem = problem
        self.contour = contour
        self.discipline = discipline
        self.ties = ties
        self.weight = weight
        self.priority = priority
        self.h = h
        self.algorithm = algorithm
        self.goal_test = "entered" if discipline == "depth" else goal_test
        self.limit = limit
        self._describe = getattr(problem, "describe", None) or describe_state
        self._expanded = []          # nodes in the order expanded (every round)
        self._ends = []              # per step: (explored, round start, limit) at its end
        self._latest = {}            # first pass only: state -> its latest node
        self._replaced = {}          # id(cheaper child) -> the node it made stale
        self._route = {}             # id(dropped stale node) -> the cheaper node for its state
        self._round, self._limit, self._next_limit = 0, limit, limit

    # -- the fold ---------------------------------------------------------------------
    def opens_step(self, event):
        kind = event[0]
        return kind in _OPENS or (kind == "done" and event[1] != "found")

    def new_fold(self):
        return _Waiting()

    def copy_fold(self, fold):
        return _Waiting(dict(fold.entries), set(fold.stale), fold.arrivals)

    def fold_size(self, fold):
        return len(fold.entries)

    def apply(self, fold, event):
        kind = event[0]
        if kind == "generate" or kind == "start" and event[2] is not None:
            node = event[1]
            fold.arrivals += 1
            fold.entries[id(node)] = (event[2], node, fold.arrivals)
            if kind == "generate" and event[3]:
                old = self._replaced.get(id(node))
                if old is not None and id(old) in fold.entries:
                    fold.stale.add(id(old))
        elif kind in ("expand", "goal", "discard"):
            key = id(event[1])
            if fold.entries.pop(key, None) is not None:
                fold.stale.discard(key)

    def record(self, event):
        kind = event[0]
        if kind == "expand":
            self._expanded.append(event[1])
        elif kind == "generate":
            node = event[1]
            if event[3]:
                self._replaced[id(node)] = self._latest.get(node.state)
            self._latest[node.state] = node
        elif kind == "start":
            self._latest[event[1].state] = event[1]
            self._round = len(self._expanded)
            self._limit = self._next_limit
        elif kind == "discard":
            self._route[id(event[1])] = self._latest.get(event[1].state)
        elif kind == "limit":
            self._next_limit = event[1]     # the round it announces starts with the next step

    def close_step(self, index):
        self._ends.append((len(self._expanded), self._round, self._limit))

    def _index(self):
        super()._index()
        self._latest = {}            # only the first pass needs it

    # -- reading ------------------------------------------------------------------------
    @property
    def explored_order(self):
        """All states in the order they were expanded (every round)."""
        self._steps()
        return [node.state for node in self._expanded]

    def explored_costs(self, step):
        """``{state: g}`` for the states ``step`` shows as explored."""
        self._steps()
        first = step.expanded - len(step.explored)
        return {n.state: n.g for n in self._expanded[first:step.expanded]}

    def _entry(self, node, stale=False, arrival=0):
        state = node.state
        h = self.h(state) if self.h is not None else None
        f = self.priority(node) if self.priority is not None else None
        return Entry(state, node.g, h, f, node.depth, node.action, stale, arrival)

    def _step(self, index, fold):
        first, end = self.bounds(index)
        opening = self.events[first]
        kind = opening[0]
        node = opening[2] if kind == "done" else opening[1]
        added, better, skipped, replaced = [], [], [], []
        for event in self.events[first:end]:
            label = event[0]
            if label == "generate":
                if event[3]:
                    better.append(event[1])
                    old = self._replaced.get(id(event[1]))
                    replaced.append((old, old is not None and id(old) in fold.entries))
                else:
                    added.append(event[1])
            elif label == "skip":
                reason = REASONS.get(event[2], event[2])
                if event[2] == "frontier" and event[3] is not None:
                    reason += f" with g = {event[3]:g}"
                skipped.append((event[1], reason))
            self.apply(fold, event)
        counts = self.events[end - 1][-1]
        explored, round_start, limit = self._ends[index]
        if self.discipline == "depth":
            frontier = [] if node is None else [self._entry(n) for n in node_path(node)]
        else:
            frontier = [self._entry(n, id(n) in fold.stale, arrival)
                        for _, n, arrival in sorted(fold.entries.values(), key=_first)]
        first_explored = round_start if self.discipline == "depth" else 0
        step = Step(index=index, kind="end" if kind == "done" else kind, node=node,
                    added=added + better, better=better, skipped=skipped, frontier=frontier,
                    explored=[n.state for n in self._expanded[first_explored:explored]],
                    expanded=counts[0], generated=counts[1], reached=counts[2], limit=limit,
                    outcome=opening[1] if kind == "done" else None,
                    early=kind == "goal" and self.goal_test == "generated"
                    and node.parent is not None,
                    route=self._route.get(id(node)) if kind == "discard" else None)
        step.message = self._message(step, replaced)
        return step

    # -- words ----------------------------------------------------------------------------
    def describe(self, state):
        """A state in words, as the problem writes it (a board on one line, a cell...)."""
        return self._describe(state)

    def _names(self, nodes):
        return ", ".join(self.describe(n.state) for n in nodes)

    def _message(self, step, replaced=()):
        name = self.describe(step.state) if step.node is not None else ""
        kind = step.kind
        if self.contour and kind in ("start", "goal", "cutoff", "expand") and \
                step.node is not None:
            return self._contour_message(step, name)
        if kind == "start":
            if step.limit is None:
                return f"The frontier starts with the initial state {name}."
            if step.limit == 0:
                return f"Depth limit 0: only {name} itself can be tested."
            again = " again" if step.index else ""
            return f"Depth limit {step.limit}: start{again} from {name}."
        if kind == "goal":
            if step.node.parent is None:
                return f"The initial state {name} is the goal."
            if self.goal_test == "entered":
                return (f"Went down to {name} (depth {step.node.depth} of limit {step.limit}): "
                        "it is the goal.")
            if step.early:
                parent = self.describe(step.node.parent.state)
                return (f"Generated {name} from {parent}: it is the goal (tested as soon as it "
                        "was generated, so it never entered the frontier).")
            return f"Removed {name}: it is the goal."
        if kind == "cutoff":
            text = f"{name} is at the depth limit {step.limit}: cut off, not expanded"
            return "; ".join([text] + self._skipped_words(step)) + "."
        if kind == "discard":
            cheaper = step.route
            if cheaper is None:
                return f"Dropped a stale entry for {name} (g = {step.node.g:g})."
            return (f"Dropped a stale entry for {name} (g = {step.node.g:g}): a cheaper path to "
                    f"it (g = {cheaper.g:g}) was found after this entry was added.")
        if kind == "end":
            return {"failure": "The frontier is empty: there is no solution.",
                    "cutoff": "No solution within the depth limit.",
                    "budget": "Stopped: the search ran out of its budget."}.get(
                        step.outcome, f"Search ended ({step.outcome}).")
        parts = []
        if self.discipline == "depth":
            parts.append(f"Went down to {name} (depth {step.node.depth} of limit {step.limit}) "
                         "and expanded it")
        else:
            parts.append(f"Expanded {name}")
        fresh = [n for n in step.added if not any(n is b for b in step.better)]
        if fresh:
            parts.append(f"added {self._names(fresh)}")
        for node, (old, waiting) in zip(step.better, replaced):
            text = f"found a cheaper path to {self.describe(node.state)} (g = {node.g:g})"
            if old is not None and waiting:
                text += (f"; its entry with g = {old.g:g} stays in the frontier, stale, until "
                         "it comes out and is dropped")
            elif old is not None:
                text += f", cheaper than the g = {old.g:g} it was expanded with: it goes back " \
                        "into the frontier"
            parts.append(text)
        parts += self._skipped_words(step)
        if len(parts) == 1 and self.discipline != "depth" and not step.added:
            parts.append("nothing new to add")
        return "; ".join(parts) + "."

    def _f_words(self, node):
        """``f = g + h = ...`` for ``node`` (as the priority function computes f)."""
        g, f = node.g, self.priority(node)
        h = self.h(node.state)
        if f == g + h:
            return f"f = {g:g} + {h:g} = {f:g}"
        return f"f = {g:g} + {(f - g) / h if h else 0:g} × {h:g} = {f:g}"

    def _contour_message(self, step, name):
        """The words of an IDA* step: the bound is on f = g + h, not on depth."""
        kind, node, bound = step.kind, step.node, step.limit
        if kind == "start":
            again = " again" if step.index else ""
            return (f"Contour with f-bound {bound:g}: start{again} from {name} "
                    f"({self._f_words(node)}).")
        if kind == "goal" and node.parent is None:
            return f"The initial state {name} is the goal."
        where = f"{name} ({self._f_words(node)}"
        if kind == "goal":
            return f"Went down to {where}, within the bound {bound:g}): it is the goal."
        if kind == "cutoff":
            text = f"{where} > bound {bound:g}): cut off, not expanded"
            return "; ".join([text] + self._skipped_words(step)) + "."
        if node.parent is None:
            parts = [f"Expanded the start {where}, within the bound {bound:g})"]
        else:
            parts = [f"Went down to {where}, within the bound {bound:g}) and expanded it"]
        return "; ".join(parts + self._skipped_words(step)) + "."

    def _skipped_words(self, step):
        """Phrases for the children skipped at ``step``, grouped by reason.

        Depth-first search may back up before skipping a child: the phrase
        then says at which node ("back at S, skipped X (...)").
        """
        by_reason = {}
        for node, reason in step.skipped:
            parent = node.parent
            back = None
            if parent is not None and step.node is not None and parent.state != step.state:
                back = self.describe(parent.state)
            by_reason.setdefault((back, reason), []).append(node)
        words = []
        for (back, reason), nodes in by_reason.items():
            where = f"back at {back}, " if back is not None else ""
            words.append(f"{where}skipped {self._names(nodes)} ({reason})")
        return words

    def table(self):
        """Rows ``(n, kind, state, frontier states)`` for each node taken out.

        One row per expansion (and for the goal when it is taken out), with
        the frontier as it stands afterwards, next to leave first, stale
        entries included: the step table a learner writes by hand.

        Examples
        --------
        >>> from searchlib import GraphProblem, bfs
        >>> g = GraphProblem({"A": ["B", "C"], "B": ["D"]}, "A", "D")
        >>> for row in bfs(g, goal_test="removed", trace=True).trace.table():
        ...     print(row)
        (1, 'expand', 'A', ['B', 'C'])
        (2, 'expand', 'B', ['C', 'D'])
        (3, 'expand', 'C', ['D'])
        (4, 'goal', 'D', [])
        """
        rows = []
        for step in self:
            if step.kind in ("expand", "goal"):
                rows.append((len(rows) + 1, step.kind, step.state,
                             [e.state for e in step.frontier]))
        return rows

    def summary(self):
        """One line: algorithm, steps and the final counters."""
        if not len(self):
            return f"{self.algorithm}: no steps"
        last = self[-1]
        reached = "" if last.reached is None else f", reached {last.reached}"
        return (f"{self.algorithm}: {len(self)} steps, expanded {last.expanded}, "
                f"generated {last.generated}{reached}")

    def __repr__(self):
        if self._starts is None:
            return f"<Trace {self.algorithm} of {len(self.events)} events>"
        return f"<Trace {self.algorithm} of {len(self)} steps>"


def _first(pair):
    return pair[0]
