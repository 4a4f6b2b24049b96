"""Traces: a search's events, turned into steps a learner can page through.

A :class:`Trace` keeps the raw events of one search (see
:mod:`searchlib.search.core`) and answers ``trace[i]`` with a :class:`Step`:
the node handled at that step, what was added and skipped, the frontier in
the order its nodes will leave it (with g, h and f), the explored set, and a
sentence saying what happened.  Steps are rebuilt from the events on demand
(from a checkpoint every few dozen steps), so any step, forwards or
backwards, costs about the same and a long search does not store a copy of
its frontier per step.

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

import bisect
from typing import NamedTuple

from .core import ACTION, DEPTH, G, PARENT, STATE, node_path

__all__ = ["Trace", "Step", "Entry", "describe_state", "event_node"]

_CHECKPOINT = 48


def event_node(event):
    """The node an event is about (``skip`` and ``cutoff`` carry its fields inline).

    Examples
    --------
    >>> root = ("A", None, None, 0, 0)
    >>> event_node(("expand", root)) is root, event_node(("skip", "A", root, "A", 1, 1))
    (True, ('A', ('A', None, None, 0, 0), 'A', 1, 1))
    """
    return event[1:] if event[0] in ("skip", "cutoff") else event[1]


class Entry(NamedTuple):
    """One frontier entry as a step shows it (``h``/``f`` None where unused)."""

    state: object
    g: float
    h: object
    f: object
    depth: int
    action: object


def describe_state(state):
    """Return a short text for a state (a string as is, anything else by repr).

    Examples
    --------
    >>> describe_state("A"), describe_state((2, 3))
    ('A', '(2, 3)')
    """
    return state if isinstance(state, str) else repr(state)


def _names(nodes):
    return ", ".join(describe_state(n[STATE]) for n in nodes)


class Step:
    """What one step of a search did and left behind.

    Attributes
    ----------
    index : int
        Position in the trace (0 is the start).
    kind : str
        ``"start"``, ``"expand"``, ``"goal"``, ``"cutoff"``, ``"discard"``
        or ``"end"`` (no goal: failure, cutoff or budget).
    node : tuple or None
        The node handled (``node[0]`` is its state).
    added : list
        Children added to the frontier at this step.
    better : list
        Those of ``added`` that replaced a costlier entry for the same state
        (a cheaper path to it was found).
    skipped : list of (node, reason)
        Children generated but not added, with the reason in words.
    frontier : list of Entry
        The frontier after the step, first to leave first.  For
        depth-limited search, the current path from the root.
    explored : list
        States expanded so far, in order (this round, for iterative
        deepening).
    reached : int
        How many distinct states the search has reached.
    expanded, generated : int
        Counters so far.
    limit : int or None
        Depth limit of the current round (depth-limited search).
    message : str
        The step in words.
    """

    __slots__ = ("index", "kind", "node", "added", "better", "skipped", "frontier", "explored",
                 "reached", "expanded", "generated", "limit", "message", "outcome", "early")

    def __init__(self, **fields):
        for name in self.__slots__:
            setattr(self, name, fields.get(name))

    @property
    def state(self):
        """The state of the node handled at this step (None if none)."""
        return None if self.node is None else self.node[STATE]

    @property
    def path(self):
        """States from the root to this step's node."""
        return [] if self.node is None else [n[STATE] for n in node_path(self.node)]

    def __repr__(self):
        return f"<Step {self.index} {self.kind}: {self.message}>"


class _Live:
    """The frontier as the events leave it: replayed to rebuild a step."""

    __slots__ = ("live", "by_state", "count")

    def __init__(self):
        self.live = {}        # insertion count -> (node, f)
        self.by_state = {}    # state -> insertion count of its live entry
        self.count = 0

    def copy(self):
        other = _Live()
        other.live, other.by_state, other.count = dict(self.live), dict(self.by_state), self.count
        return other


class _Bound:
    """Where a step's events lie and the counters at its end."""

    __slots__ = ("kind", "node", "first", "end", "outcome", "explored", "round_start",
                 "reached", "expanded", "generated", "limit", "early")


class Trace:
    """The events of one search, readable step by step.

    Parameters
    ----------
    problem : Problem
        The problem searched.
    events : list
        The events the search yielded, ``done`` last.
    order : {"fifo", "lifo", "priority", "depth"}
        The frontier discipline (``"depth"`` for depth-limited search).
    priority : callable, optional
        The priority function of a priority search (for the f column).
    ties : {"newest", "oldest"}
        How the priority search broke ties (for the frontier's order).
    h : callable, optional
        The heuristic shown in the h column.
    algorithm : str
        Name shown in summaries.
    goal_test : {"removed", "generated"}, optional
        When the search tested for the goal (for the words of the goal
        step); depth-limited search always tests a child as it generates it.
    limit : int, optional
        The depth limit of a single depth-limited search (iterative
        deepening announces each round's limit in its events).

    Notes
    -----
    ``len(trace)`` is the number of steps; ``trace[i]`` a :class:`Step`;
    ``trace.events`` the raw events.
    """

    def __init__(self, problem, events, order, *, priority=None, h=None, algorithm="",
                 ties="newest", goal_test=None, limit=None):
        self.problem = problem
        self.events = events
        self.order = order
        self.priority = priority
        self.ties = ties
        self.h = h
        self.algorithm = algorithm
        self.goal_test = "generated" if order == "depth" else goal_test
        self.limit = limit
        self._explored = []     # states in the order expanded (all rounds)
        self._bounds = None
        self._checkpoints = {}

    def _index(self):
        """One pass: step boundaries, counters at each step's end, checkpoints.

        Done once, on first reading, so that recording a trace stays cheap.
        A checkpoint (a copy of the frontier) is taken when at least as many
        events have passed since the last one as the frontier is long, so
        copies cost O(1) per event and rebuilding any step replays about
        one frontier's worth of events.
        """
        live = _Live()
        self._bounds = bounds = []
        since = 0
        depth_first = self.order == "depth"
        reached = set()
        expanded = generated = round_start = 0
        limit = self.limit
        starts = ("start", "expand", "goal", "cutoff", "discard")
        for i, event in enumerate(self.events):
            kind = event[0]
            if kind == "limit":
                limit = event[1]
                continue
            if kind in starts or (kind == "done" and event[1] != "found"):
                if not bounds or since >= max(_CHECKPOINT, len(live.live)):
                    self._checkpoints[len(bounds)] = live.copy()
                    since = 0
                b = _Bound()
                b.kind = "end" if kind == "done" else kind
                b.node = event[2] if kind == "done" else event_node(event)
                b.outcome = event[1] if kind == "done" else None
                b.first, b.end, b.limit = i, i + 1, limit
                b.early = kind == "goal" and (depth_first or self.goal_test == "generated")
                bounds.append(b)
            if kind == "start":
                round_start = len(self._explored)
                reached.add(event[1][STATE])
                generated = generated or 1
            elif depth_first and kind in ("expand", "cutoff", "goal") \
                    and event_node(event)[PARENT] is not None:
                generated += 1  # entering a child is generating it
                reached.add(event[1] if kind == "cutoff" else event[1][STATE])
            if kind == "expand":
                expanded += 1
                self._explored.append(event[1][STATE])
            elif kind == "generate":
                generated += 1
                reached.add(event[1][STATE])
            elif kind == "skip":
                generated += 1
            self._apply(live, event)
            since += 1
            if bounds:
                b = bounds[-1]
                b.end = i + 1
                b.explored, b.round_start = len(self._explored), round_start
                b.reached, b.expanded, b.generated = len(reached), expanded, generated

    def _f(self, node):
        return None if self.priority is None else self.priority(node)

    def _apply(self, live, event):
        """Advance the replayed frontier over one event."""
        kind = event[0]
        if self.order == "depth":
            return
        if kind == "start":
            root = event[1]
            live.count += 1
            live.live[live.count] = (root, self._f(root))
            live.by_state[root[STATE]] = live.count
        elif kind in ("expand", "goal", "discard"):
            node = event[1]
            count = live.by_state.get(node[STATE])
            if count is not None and live.live[count][0] is node:
                del live.live[count]
                del live.by_state[node[STATE]]
            else:  # a duplicate entry (tree search): find it by identity
                for c, (n, _) in list(live.live.items()):
                    if n is node:
                        del live.live[c]
                        break
        elif kind == "generate":
            child = event[1]
            live.count += 1
            old = live.by_state.get(child[STATE])
            if event[2] == "better" and old is not None:
                del live.live[old]
            live.live[live.count] = (child, self._f(child))
            live.by_state[child[STATE]] = live.count

    # -- reading ------------------------------------------------------------
    def _steps(self):
        if self._bounds is None:
            self._index()
            self._marks = sorted(self._checkpoints)
        return self._bounds

    def __len__(self):
        return len(self._steps())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self._steps())
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(f"step {index} is outside 0..{n - 1}")
        base = self._marks[bisect.bisect_right(self._marks, index) - 1]
        live = self._checkpoints[base].copy()
        if self.order != "depth":
            for b in self._bounds[base:index + 1]:
                for event in self.events[b.first:b.end]:
                    self._apply(live, event)
        return self._step(index, live)

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    @property
    def explored_order(self):
        """All states in the order they were expanded (every round)."""
        self._steps()
        return list(self._explored)

    def _entry(self, node, f):
        h = self.h(node[STATE]) if self.h is not None else None
        return Entry(node[STATE], node[G], h, f, node[DEPTH], node[ACTION])

    def _frontier(self, live, node):
        if self.order == "depth":
            return [self._entry(n, None) for n in node_path(node)] if node is not None else []
        items = list(live.live.items())
        if self.order == "fifo":
            items.sort()
        elif self.order == "lifo":
            items.sort(reverse=True)
        elif self.ties == "newest":
            items.sort(key=lambda item: (item[1][1], -item[0]))
        else:
            items.sort(key=lambda item: (item[1][1], item[0]))
        return [self._entry(n, f) for _, (n, f) in items]

    def _step(self, index, live):
        b = self._bounds[index]
        before = b.explored - (1 if b.kind == "expand" else 0)
        explored_before = set(self._explored[b.round_start:before])
        live_states = {n[STATE]: n[G] for n, _ in live.live.values()}
        added, better, skipped = [], [], []
        for event in self.events[b.first:b.end]:
            if event[0] == "generate":
                added.append(event[1])
                if event[2] == "better":
                    better.append(event[1])
            elif event[0] == "skip":
                child = event[1:]
                skipped.append((child, self._reason(child, explored_before, live_states)))
        first = b.round_start if self.order == "depth" else 0
        step = Step(index=index, kind=b.kind, node=b.node, added=added, better=better,
                    skipped=skipped,
                    frontier=self._frontier(live, b.node),
                    explored=self._explored[first:b.explored], reached=b.reached,
                    expanded=b.expanded, generated=b.generated, limit=b.limit,
                    outcome=b.outcome, early=b.early)
        step.message = self._message(step)
        return step

    def _reason(self, child, explored, live_states):
        state = child[STATE]
        if self.order == "depth":
            # refused either as a cycle (on the path) or, with a global
            # reached set, because an earlier branch of this round met it
            if child[PARENT] is not None and any(
                    n[STATE] == state for n in node_path(child[PARENT])):
                return "already on the path"
            return "already reached earlier in this round"
        if child[PARENT] is not None and any(n[STATE] == state for n in node_path(child[PARENT])) \
                and state not in explored and state not in live_states:
            return "already on the path"
        if state in explored:
            return "already explored"
        if state in live_states:
            if self.order == "priority":
                return f"already in the frontier with g = {live_states[state]:g}"
            return "already in the frontier"
        return "already reached"

    def _message(self, step):
        name = describe_state(step.state) if step.node is not None else ""
        kind = step.kind
        if kind == "start":
            if step.limit is None:
                return f"The frontier starts with the initial state {name}."
            if step.limit == 0:
                return f"Depth limit 0: only {name} itself can be tested."
            again = " again" if step.index else ""
            return f"Depth limit {step.limit}: start{again} from {name}."
        if kind == "goal":
            if step.node[PARENT] is None:
                return f"The initial state {name} is the goal."
            if step.early:
                return f"Generated {name}: it is the goal (tested as soon as it was generated)."
            return f"Removed {name}: it is the goal."
        if kind == "cutoff":
            text = f"{name} is at the depth limit {step.limit}: cut off, not expanded"
            return "; ".join([text] + self._skipped_words(step)) + "."
        if kind == "discard":
            return f"Dropped a stale entry for {name} (a cheaper path was found)."
        if kind == "end":
            return {"failure": "The frontier is empty: there is no solution.",
                    "cutoff": "No solution within the depth limit.",
                    "budget": "Stopped: the search ran out of its budget."}.get(
                        step.outcome, f"Search ended ({step.outcome}).")
        parts = []
        if self.order == "depth":
            parts.append(f"Went down to {name} (depth {step.node[DEPTH]} of limit {step.limit}) and expanded it")
        else:
            parts.append(f"Expanded {name}")
        better = step.better or []
        fresh = [n for n in step.added if not any(n is b for b in better)]
        if fresh and self.order != "depth":
            parts.append(f"added {_names(fresh)}")
        for node in better:
            parts.append(f"found a cheaper path to {describe_state(node[STATE])} "
                         f"(g = {node[G]:g}), which replaces its costlier entry")
        parts += self._skipped_words(step)
        if len(parts) == 1 and self.order != "depth" and not step.added:
            parts.append("nothing new to add")
        return "; ".join(parts) + "."

    def _skipped_words(self, step):
        """Phrases for the children skipped at ``step``, grouped by reason.

        Depth-first search may back up before skipping a child: the phrase
        then says at which node ("back at S, skipped X (...)").
        """
        by_reason = {}
        for node, reason in step.skipped:
            parent = node[PARENT]
            back = None
            if parent is not None and step.node is not None and parent[STATE] != step.state:
                back = describe_state(parent[STATE])
            by_reason.setdefault((back, reason), []).append(node)
        words = []
        for (back, reason), nodes in by_reason.items():
            where = f"back at {back}, " if back is not None else ""
            words.append(f"{where}skipped {_names(nodes)} ({reason})")
        return words

    def table(self):
        """Rows ``(n, kind, state, frontier states)`` for each node taken out.

        One row per expansion (and for the goal when it is taken out), with
        the frontier as it stands afterwards, first to leave first: the
        step table a learner writes by hand.

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
        last = self[len(self) - 1] if len(self) else None
        if last is None:
            return f"{self.algorithm}: no steps"
        return (f"{self.algorithm}: {len(self)} steps, expanded {last.expanded}, "
                f"generated {last.generated}, reached {last.reached}")

    def __repr__(self):
        return f"<Trace {self.algorithm} of {len(self)} steps>"
