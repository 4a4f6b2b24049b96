"""The steps of a bidirectional search: two frontiers, folded from the events.

A :class:`BidirectionalTrace` keeps the events of one
:func:`~searchlib.search.bidirectional.bidirectional_search` and answers
``trace[i]`` with a :class:`TwoSidedStep`.  Like the one-way
:class:`~searchlib.search.trace.Trace`, it is a fold over the events
(:mod:`searchlib.replay`): it adds a side's frontier entry on
``generate``, removes one on ``expand`` or ``discard``, marks an entry
stale when the core says a cheaper path replaced it, and reads every
counter, every reason and every meeting from the events.  It decides
nothing itself.

A step is opened by the start (both roots), each expansion, each dropped
stale entry, and the end.  The words say which side moved, which layer
it was expanding (by layers) or its cheapest entry (by cost), and every
meeting with its cost.

Examples
--------
>>> from searchlib import GraphProblem
>>> from searchlib.search.bidirectional import bidirectional
>>> line = GraphProblem({"S": ["A"], "A": ["B"], "B": ["C"], "C": ["G"]}, "S", "G",
...                     undirected=True)
>>> t = bidirectional(line, trace=True).trace
>>> [s.kind for s in t]
['start', 'expand', 'expand', 'expand', 'expand', 'end']
>>> t[1].message
'Forward, layer 0 (1 state): expanded S; added A.'
>>> t[4].message
'Backward, layer 1 (1 state): expanded C; added B. B is already reached by the forward search: the two searches meet there, a path of cost 4.'
>>> [e.state for e in t[3].frontier["backward"]]
['C']
>>> t[-1].message
'The searches met at B: S, A, B, C, G (cost 4).'
"""

from ..replay import Record, Replay
from .node import node_path
from .trace import REASONS, describe_state

__all__ = ["BidirectionalTrace", "TwoSidedStep", "SideEntry"]

_SIDES = ("forward", "backward")
_OPENS = frozenset(("expand", "discard", "stop"))


class SideEntry:
    """One frontier entry of one side as a step shows it."""

    __slots__ = ("state", "g", "depth", "stale")

    def __init__(self, state, g, depth, stale=False):
        self.state, self.g, self.depth, self.stale = state, g, depth, stale

    def __repr__(self):
        return f"SideEntry({self.state!r}, g={self.g!r}{', stale' if self.stale else ''})"


class TwoSidedStep(Record):
    """What one step of a bidirectional search did and left behind.

    Attributes
    ----------
    index : int
    kind : str
        ``"start"``, ``"expand"``, ``"discard"`` or ``"end"``.
    side : str or None
        ``"forward"`` or ``"backward"`` (None at the start and the end).
    node : Node or None
        The node expanded or dropped; at the end, the goal's node of the
        joined path (if found).
    added : list of Node
        Children added to the side's frontier at this step.
    skipped : list of (Node, str)
        Children refused, with the reason in words.
    frontier : dict
        ``{"forward": [SideEntry, ...], "backward": [...]}``, each next to
        leave first, stale entries included and marked.
    explored : dict
        ``{"forward": [states...], "backward": [...]}`` in the order expanded.
    meet : tuple or None
        ``(forward node, backward node, cost)`` of the best meeting so far.
    meets : list of tuple
        The meetings this step made, each a new best, in order.
    layer : tuple or None
        By layers: ``(depth, size)`` of the layer the side is expanding.
    stop : tuple or None
        At the end of a search by cost: ``(forward g, backward g, best)``,
        the cheapest frontier entries when it stopped.
    expanded, generated, reached : dict / int
        ``expanded`` and ``reached`` per side (dicts), ``generated`` in all.
    outcome : str or None
        At the end: ``"found"``, ``"failure"`` or ``"budget"``.
    message : str
    """

    __slots__ = ("index", "kind", "side", "node", "added", "skipped", "frontier", "explored",
                 "meet", "meets", "layer", "stop", "expanded", "generated", "reached", "outcome",
                 "message")

    @property
    def state(self):
        """The state of the step's node (None if none)."""
        return None if self.node is None else self.node.state

    @property
    def path(self):
        """The states the step shows as a route: the node's own path back to its side's
        root (the start, or the goal for the backward side), or the whole solution at the end."""
        if self.node is None:
            return []
        states = [n.state for n in node_path(self.node)]
        return states if self.side != "backward" else states[::-1]

    def __repr__(self):
        return f"<TwoSidedStep {self.index} {self.kind}: {self.message}>"


class _Fold:
    """Both frontiers and the best meeting so far."""

    __slots__ = ("entries", "stale", "meet", "layer")

    def __init__(self, entries=None, stale=None, meet=None, layer=None):
        self.entries = entries if entries is not None else ({}, {})  # id(node) -> (key, node)
        self.stale = stale if stale is not None else (set(), set())
        self.meet = meet
        self.layer = layer if layer is not None else [None, None]


class BidirectionalTrace(Replay):
    """The events of one bidirectional search, readable step by step.

    Parameters
    ----------
    problem : Problem
        The problem searched.
    events : list
        The events, ``done`` last.
    algorithm : str
        Name shown in summaries.
    weighted : bool
        Whether the search grew by cost (for the words).

    Notes
    -----
    ``len(trace)``, ``trace[i]`` (a :class:`TwoSidedStep`), ``trace.events``,
    ``trace.problem``, ``trace.explored_order`` (``{side: [states]}``),
    ``trace.summary()``.  :func:`searchlib.draw.view_for` picks its view.
    """

    discipline = "bidirectional"

    def __init__(self, problem, events, *, algorithm="", weighted=False):
        super().__init__(events)
        self.problem = problem
        self.algorithm = algorithm
        self.weighted = weighted
        self._describe = getattr(problem, "describe", None) or describe_state
        self._expanded = ([], [])          # nodes in the order each side expanded them
        self._ends = []                    # per step: (forward explored, backward explored)
        self._latest = ({}, {})            # first pass only: state -> latest node, per side
        self._replaced = {}                # id(cheaper child) -> the node it made stale

    # -- the fold ---------------------------------------------------------------------
    def opens_step(self, event):
        kind = event[0]
        if kind == "done":                 # the end step opens at "stop" when there is one
            return self._previous != "stop"
        return kind in _OPENS or (kind == "start" and self._previous is None)

    def _index(self):
        self._previous = None
        super()._index()
        self._latest = ({}, {})

    def new_fold(self):
        return _Fold()

    def copy_fold(self, fold):
        return _Fold((dict(fold.entries[0]), dict(fold.entries[1])),
                     (set(fold.stale[0]), set(fold.stale[1])), fold.meet, list(fold.layer))

    def fold_size(self, fold):
        return len(fold.entries[0]) + len(fold.entries[1])

    def apply(self, fold, event):
        kind = event[0]
        if kind in ("start", "generate"):
            side = _SIDES.index(event[1])
            node = event[2]
            fold.entries[side][id(node)] = (event[3], node)
            if kind == "generate" and event[4]:
                old = self._replaced.get(id(node))
                if old is not None and id(old) in fold.entries[side]:
                    fold.stale[side].add(id(old))
        elif kind in ("expand", "discard"):
            side = _SIDES.index(event[1])
            key = id(event[2])
            if fold.entries[side].pop(key, None) is not None:
                fold.stale[side].discard(key)
        elif kind == "meet":
            fold.meet = (event[1], event[2], event[3])
        elif kind == "layer":
            fold.layer[_SIDES.index(event[1])] = (event[2], event[3])

    def record(self, event):
        kind = event[0]
        self._previous = kind
        if kind == "start":
            self._latest[_SIDES.index(event[1])][event[2].state] = event[2]
        elif kind == "expand":
            self._expanded[_SIDES.index(event[1])].append(event[2])
        elif kind == "generate":
            side = _SIDES.index(event[1])
            node = event[2]
            if event[4]:
                self._replaced[id(node)] = self._latest[side].get(node.state)
            self._latest[side][node.state] = node

    def close_step(self, index):
        self._ends.append((len(self._expanded[0]), len(self._expanded[1])))

    # -- reading ------------------------------------------------------------------------
    @property
    def explored_order(self):
        """``{"forward": [...], "backward": [...]}``: the states each side expanded, in order."""
        self._steps()
        return {side: [n.state for n in nodes] for side, nodes in zip(_SIDES, self._expanded)}

    def describe(self, state):
        """A state in words, as the problem writes it."""
        return self._describe(state)

    def _step(self, index, fold):
        first, end = self.bounds(index)
        opening = self.events[first]
        kind = opening[0]
        if kind in ("stop", "done"):
            opening = self.events[end - 1]          # the "done" event closes the end step
            kind = "done"
        side = None if kind in ("start", "done") else opening[1]
        node = opening[2] if kind in ("expand", "discard", "done") else None
        layer = fold.layer[_SIDES.index(side)] if side is not None else None
        added, skipped, meets, stop = [], [], [], None
        for event in self.events[first:end]:
            label = event[0]
            if label == "generate":
                added.append(event[2])
            elif label == "skip":
                reason = REASONS.get(event[3], event[3])
                if self.weighted and event[4] is not None:
                    reason += f" with g = {event[4]:g}"
                skipped.append((event[2], reason))
            elif label == "meet":
                meets.append(event[1:4])
            elif label == "stop":
                stop = event[1:4]
            self.apply(fold, event)
        counts = self.events[end - 1][-1]
        ends = self._ends[index]
        frontier = {}
        for s, name in enumerate(_SIDES):
            live = sorted(fold.entries[s].values(), key=_first)
            frontier[name] = [SideEntry(n.state, n.g, n.depth, id(n) in fold.stale[s])
                              for _, n in live]
        explored = {name: [n.state for n in self._expanded[s][:ends[s]]]
                    for s, name in enumerate(_SIDES)}
        step = TwoSidedStep(
            index=index, kind="end" if kind == "done" else kind, side=side, node=node,
            added=added, skipped=skipped, frontier=frontier, explored=explored, meet=fold.meet,
            meets=meets, layer=None if self.weighted else layer, stop=stop,
            expanded={"forward": counts[0], "backward": counts[1]}, generated=counts[2],
            reached={"forward": counts[3], "backward": counts[4]},
            outcome=opening[1] if kind == "done" else None)
        step.message = self._message(step)
        return step

    # -- words ----------------------------------------------------------------------------
    def _names(self, nodes):
        return ", ".join(self.describe(n.state) for n in nodes)

    def _message(self, step):
        kind = step.kind
        if kind == "start":
            goals = [e.state for e in step.frontier["backward"]]
            return (f"The forward search starts at {self.describe(self.problem.initial)}, the "
                    f"backward search at {', '.join(self.describe(g) for g in goals)}.")
        if kind == "end":
            return self._end_words(step)
        who = step.side.capitalize()
        name = self.describe(step.state)
        if kind == "discard":
            return (f"{who}: dropped a stale entry for {name} (g = {step.node.g:g}); a cheaper "
                    "path to it was found after it was added.")
        if step.layer is not None:
            depth, size = step.layer
            head = f"{who}, layer {depth} ({size} state{'s' if size != 1 else ''}): expanded {name}"
        else:
            head = f"{who}: expanded {name} (g = {step.node.g:g}, its cheapest entry)"
        parts = [head]
        if step.added:
            parts.append(f"added {self._names(step.added)}")
        by_reason = {}
        for child, reason in step.skipped:
            by_reason.setdefault(reason, []).append(child)
        for reason, nodes in by_reason.items():
            parts.append(f"skipped {self._names(nodes)} ({reason})")
        if len(parts) == 1:
            parts.append("nothing new to add")
        text = "; ".join(parts) + "."
        other = "backward" if step.side == "forward" else "forward"
        for forward, backward, cost in step.meets:
            best = ", the best so far" if self.weighted else ""
            text += (f" {self.describe(forward.state)} is already reached by the {other} "
                     f"search: the two searches meet there, a path of cost {cost:g}{best}.")
        return text

    def _end_words(self, step):
        if step.outcome == "budget":
            return "Stopped: the search ran out of its budget."
        if step.outcome != "found":
            return "A side ran out of states without meeting the other: there is no solution."
        forward, backward, cost = step.meet
        route = ", ".join(self.describe(s) for s in step.path)
        text = f"The searches met at {self.describe(forward.state)}: {route} (cost {cost:g})."
        if step.stop is not None:
            top_f, top_b, best = step.stop
            text += (f" The cheapest entries left cost {top_f:g} forward and {top_b:g} backward;"
                     f" {top_f:g} + {top_b:g} = {top_f + top_b:g} is not below {best:g}, so no "
                     "cheaper meeting can come.")
        elif self.weighted:
            text += " The search stopped at its first meeting (a cheaper one might remain)."
        return text

    def summary(self):
        """One line: algorithm, steps and the final counters."""
        last = self[-1]
        return (f"{self.algorithm}: {len(self)} steps, expanded {last.expanded['forward']} "
                f"forward + {last.expanded['backward']} backward, generated {last.generated}")

    def __repr__(self):
        if self._starts is None:
            return f"<BidirectionalTrace {self.algorithm} of {len(self.events)} events>"
        return f"<BidirectionalTrace {self.algorithm} of {len(self)} steps>"


def _first(pair):
    return pair[0]
