"""Game traces: the events of one adversarial search, as steps to page through.

A :class:`GameTrace` keeps the raw events (see :mod:`searchlib.games.core`)
and answers ``trace[i]`` with a :class:`GameStep`: what happened (a node
entered, a leaf evaluated and its value backed up, a node finished, a
cut), the path from the root with each node's value so far, alpha and
beta, the counters so far, and a sentence.

Steps are cut from the events like this: ``enter``, ``leaf``, ``cut`` and
``done`` each start a step; a ``backup`` starts one when an inner node
finishes (a leaf's backup belongs to the leaf's step); ``update`` and
``store`` events belong to the step before them.  Iterative deepening
(:mod:`searchlib.games.deepening`) adds a step where each round starts
(``deepen``) and one where it ends (``deepened``).  The trace is a fold over the events (the
path with each node's value, alpha and beta); its counters are the ones
the core puts on every event.  Steps are rebuilt on demand from a
checkpoint (:mod:`searchlib.replay`), so a long trace (a whole tic-tac-toe
search) stays cheap.  Traces bring no drawing: :func:`searchlib.draw.view_for`
chooses one.

Examples
--------
>>> from searchlib import GameTree, alphabeta
>>> t = alphabeta(GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]]), trace=True).trace
>>> t[2].message
'Leaf 4 evaluated; B (MIN) now has value 4; beta = 4.'
>>> t[9].message
'Cut: 3 <= alpha = 4, so C skips its remaining children (7).'
>>> [s.label for s in t.leaf_order]
['4', '8', '5', '9', '3', '2']
>>> t.summary(t[-1])
'leaves evaluated: 6 of 9; cuts: 2'
"""

from typing import NamedTuple

from ..replay import Record, Replay
from .base import format_value as _num
from .base import role_name

__all__ = ["GameTrace", "GameStep", "PathEntry", "NodeInfo", "Snapshot"]

_STARTS = frozenset(("enter", "leaf", "cut", "done", "deepen", "deepened"))


class PathEntry(NamedTuple):
    """One node on the path from the root at some step."""

    state: object
    label: str
    role: str
    action: object
    value: object
    alpha: object
    beta: object


class NodeInfo(NamedTuple):
    """What a drawing needs to know about one node at some step.

    ``status`` is ``"active"`` (on the current path), ``"done"`` (its
    value is backed up), ``"leaf"`` (a finished game, evaluated),
    ``"estimate"`` (scored by the evaluation function at the depth limit)
    or ``"pruned"`` (skipped).
    """

    status: str
    value: object
    alpha: object
    beta: object


class Snapshot(NamedTuple):
    """Every node touched up to a step, for tree drawings."""

    nodes: dict          # state -> NodeInfo
    cut_edges: set       # (parent, child) pairs skipped by a cut
    current: object      # the step's node
    chosen: object       # the root's chosen child, on the last step


class GameStep(Record):
    """What one step of a game search did and left behind.

    Attributes
    ----------
    index : int
        Position in the trace.
    kind : str
        ``"enter"``, ``"leaf"``, ``"backup"`` (an inner node finished),
        ``"cut"`` or ``"done"``; with iterative deepening also ``"deepen"``
        (a round starts, ``depth`` its limit) and ``"deepened"`` (it ended).
    state, label, role, action, depth
        The node the step is about, its name, ``"MAX"``/``"MIN"``/...,
        the move into it, and its depth.
    value : object
        The leaf's value, the finished node's value, the cutting node's
        value, or the root's value at the end.
    parent_value : object
        For leaf and backup steps: the parent's value after folding in.
    path : list of PathEntry
        The nodes from the root to this step's node with their values so
        far, alpha and beta (for a leaf, the leaf last).
    cut : Cut or None
        For a cut step.
    leaves, estimates, generated, visited, cuts : int
        The core's counters so far: positions scored without search
        below (``leaves``), of which ``estimates`` by the evaluation
        function at the depth limit (the rest are real leaves, finished
        games), positions generated and visited, cuts.
    message : str
        The step in words.
    head : str
        The first part of the message: for a leaf or backup step, what was
        evaluated or finished, without what its parent made of it.
    """

    __slots__ = ("index", "kind", "state", "label", "role", "action", "depth", "value",
                 "parent_value", "path", "cut", "leaves", "estimates", "generated", "visited",
                 "cuts", "outcome", "message", "first", "end", "head")

    @property
    def terminal(self):
        """Real leaves scored so far (finished games), not counting estimates."""
        return self.leaves - self.estimates

    def __repr__(self):
        return f"<GameStep {self.index} {self.kind}: {self.message}>"


class GameTrace(Replay):
    """The events of one game search, readable step by step.

    Parameters
    ----------
    game : Game
        The game searched.
    events : list
        The events, ``done`` last.
    algorithm : str
        Name for summaries.
    strict, ordered, prune : bool
        How the search ran (for messages).
    state : object
        The position searched from.

    Notes
    -----
    ``len(trace)`` steps, ``trace[i]`` a :class:`GameStep`, ``trace.events``
    the raw events, ``trace.result`` the :class:`GameResult`.  To draw it,
    :func:`searchlib.draw.view_for` (a tree for a
    :class:`~searchlib.GameTree`, the board for a board game).
    """

    def __init__(self, game, events, *, algorithm="", strict=False, ordered=False,
                 prune=None, state=None):
        super().__init__(events)
        self.game = game
        self.algorithm = algorithm
        self.strict = strict
        self.ordered = ordered
        self.prune = ("alpha" in algorithm) if prune is None else prune
        self.state = game.initial if state is None else state
        self.result = None
        self._players = len(game.players)

    # -- the fold: the path from the root, one [state, action, role, value, alpha, beta,
    #    depth, was_cut] per node ---------------------------------------------------------
    def opens_step(self, event):
        kind = event[0]
        return kind in _STARTS or (kind == "backup" and event[5])

    def new_fold(self):
        return []

    def copy_fold(self, fold):
        return [list(f) for f in fold]

    def fold_size(self, fold):
        return len(fold)

    def apply(self, stack, e):
        kind = e[0]
        if kind == "enter":
            role = self.game.role(e[1])
            start = None if role >= 0 and self._players > 2 else \
                0 if role == -1 else (float("-inf") if role == 0 else float("inf"))
            stack.append([e[1], e[2], role, start, e[4], e[5], e[3], False])
        elif kind == "backup":
            if e[5] and len(stack) > 1:     # an inner node finished: leave it
                stack.pop()
            if stack:
                stack[-1][3] = e[4]
        elif kind == "update":
            stack[-1][4 if e[2] == "alpha" else 5] = e[3]
        elif kind == "cut":
            stack[-1][7] = True
        elif kind == "done" and stack and e[1] != "budget":
            stack[0][3] = e[2]
            del stack[1:]
        elif kind == "deepened" and stack:
            stack[0][3] = e[2]
            del stack[1:]
        elif kind == "deepen":
            stack.clear()

    # -- reading ----------------------------------------------------------------------
    def _name(self, state):
        return self.game.describe(state)

    def _role(self, role):
        return None if role is None else role_name(role, self._players)

    def _entry(self, f):
        return PathEntry(f[0], self._name(f[0]), self._role(f[2]), f[1], f[3], f[4], f[5])

    def _step(self, index, stack):
        first_i, end = self.bounds(index)
        events = self.events[first_i:end]
        first = events[0]
        kind = first[0]
        generated, visited, leaves, estimates, cuts = events[-1][-1]
        fields = dict(index=index, kind=kind, leaves=leaves, estimates=estimates,
                      generated=generated, visited=visited, cuts=cuts, first=first_i, end=end)
        bound = False
        if kind == "backup":
            top = stack[-1] if stack else None
            fields.update(state=first[1], value=first[2], depth=len(stack) - 1,
                          action=top[1] if top else None)
            bound = bool(top and top[7])
        for e in events:
            self.apply(stack, e)
        path = [self._entry(f) for f in stack]
        if kind == "enter":
            fields.update(state=first[1], action=first[2], depth=first[3])
        elif kind == "leaf":
            fields.update(state=first[1], action=first[2], depth=first[3], value=first[4])
            path.append(PathEntry(first[1], self._name(first[1]), None, first[2], first[4],
                                  None, None))
        elif kind == "cut":
            cut = first[1]
            fields.update(state=cut.state, depth=cut.depth, value=cut.value, cut=cut,
                          action=stack[-1][1] if stack else None)
        elif kind == "done":
            fields.update(state=self.state, depth=0, value=first[2], action=first[3],
                          outcome=first[1])
        elif kind == "deepen":
            fields.update(state=self.state, depth=first[1])
        elif kind == "deepened":
            fields.update(state=self.state, depth=first[1], value=first[2], action=first[3])
        for e in events:
            if e[0] == "backup":
                fields["parent_value"] = e[4]
        step = GameStep(path=path, **fields)
        step.label = self._name(step.state)
        role = self.game.role(step.state) if step.state is not None else None
        step.role = self._role(role)
        step.message = self._message(step, events, stack, bound)
        if step.head is None:
            step.head = step.message.rstrip(".")
        return step

    # -- words --------------------------------------------------------------------
    def _who(self, state):
        role = self.game.role(state)
        return f"{self._name(state)} ({self._role(role)})"

    def _window(self, alpha, beta):
        return f"alpha = {_num(alpha)}, beta = {_num(beta)}"

    def _folded(self, events):
        """The 'parent now has ...' part of a leaf or backup step."""
        parts = []
        for e in events:
            if e[0] == "backup":
                parent, pv = e[3], e[4]
                role = self.game.role(parent)
                if role == -1:
                    parts.append(f"{self._who(parent)} has expected value {_num(pv)} so far")
                elif pv == e[2] or (isinstance(pv, tuple) and pv is e[2]):
                    parts.append(f"{self._who(parent)} now has value {_num(pv)}")
                else:
                    parts.append(f"{self._who(parent)} keeps {_num(pv)}")
            elif e[0] == "update":
                parts.append(f"{e[2]} = {_num(e[3])}")
        return parts

    def _stored(self, events):
        """The 'stored in the table' part of a step (transposition tables)."""
        words = {"exact": "an exact value", "lower": "a lower bound", "upper": "an upper bound"}
        return [f"{self._name(e[1])} stored in the table as {words[e[4]]}, {_num(e[3])}"
                for e in events if e[0] == "store"]

    def _message(self, step, events, stack, bound=False):
        kind = step.kind
        name = step.label
        if kind == "enter":
            if step.action is None:
                text = f"Start at the root, {self._who(step.state)}"
            else:
                parent = stack[-2][0] if len(stack) > 1 else None
                text = f"Go down to {self._who(step.state)}"
                if parent is not None and hasattr(self.game, "leaf_count"):
                    text += f", child {step.action} of {self._name(parent)}"
                elif parent is not None:
                    text += f", move {step.action!r} from {self._name(parent)}"
            if self.prune:
                text += f", with {self._window(events[0][4], events[0][5])}"
            if self.ordered:
                text += "; children tried best-first: " + ", ".join(
                    self._child(step.state, a) for a in events[0][6])
            return text + "."
        if kind == "leaf":
            why = events[0][5]
            value = _num(step.value)
            if why == "cutoff":
                head = f"Depth limit at {name}: the evaluation function says {value}"
            elif why == "table":
                head = f"{name} is in the table with value {value}"
            elif name == value:
                head = f"Leaf {value} evaluated"
            else:
                head = f"Leaf {name} = {value} evaluated"
            step.head = head
            if step.action is None:
                return head + f": the root is already over, its value is {value}."
            return "; ".join([head] + self._folded(events)) + "."
        if kind == "backup":
            head = f"{name} is done with value {_num(step.value)}"
            if bound:
                head += " (a bound: some children were skipped)"
            step.head = head
            return "; ".join([head] + self._folded(events) + self._stored(events)) + "."
        if kind == "deepen":
            if step.index == 0:
                return (f"Round {step.depth}: alpha-beta from the root, {step.depth} "
                        f"move{'s' if step.depth != 1 else ''} deep.")
            return (f"Round {step.depth}: alpha-beta again from the root, now {step.depth} "
                    f"move{'s' if step.depth != 1 else ''} deep.")
        if kind == "deepened":
            mover = self._role(self.game.role(self.state))
            return (f"Round {step.depth} done: the root's value is {_num(step.value)}; {mover} "
                    f"would play {self._child(self.state, step.action)}.")
        if kind == "cut":
            cut = step.cut
            skipped = ", ".join(self._child(cut.state, a) for a in cut.skipped)
            return (f"Cut: {cut.inequality}, so {name} skips its remaining children "
                    f"({skipped}).")
        if step.outcome == "budget":
            return "Stopped: the search ran out of its budget."
        if step.action is None:
            return f"Done: the root's value is {_num(step.value)}."
        mover = self._role(self.game.role(self.state))
        return (f"Done: the root's value is {_num(step.value)}; {mover} plays "
                f"{self._child(self.state, step.action)}.")

    def _child(self, state, action):
        if hasattr(self.game, "leaf_count"):
            return self._name(self.game.result(state, action))
        return repr(action)

    # -- what views need ---------------------------------------------------------------
    @property
    def leaf_order(self):
        """The positions scored, in order (a list of :class:`GameStep` for leaf steps)."""
        return [self[i] for i, first in enumerate(self._steps())
                if self.events[first][0] == "leaf"]

    @property
    def leaves_evaluated(self):
        """The states scored (terminal or at the depth limit), in order."""
        return [e[1] for e in self.events if e[0] == "leaf" and e[5] != "table"]

    @property
    def estimated(self):
        """The states the evaluation function scored at the depth limit, in order."""
        return [e[1] for e in self.events if e[0] == "leaf" and e[5] == "cutoff"]

    @property
    def cuts(self):
        """The cuts, in order."""
        return [e[1] for e in self.events if e[0] == "cut"]

    def snapshot(self, index):
        """Every node touched up to step ``index``: statuses, values, alpha, beta.

        Replays the events from the start; meant for drawings of small trees.
        """
        index = self._position(index)
        end = self.bounds(index)[1]
        nodes, cut_edges = {}, set()
        stack = []
        chosen = None
        subtree = getattr(self.game, "subtree", None)
        for e in self.events[:end]:
            kind = e[0]
            if kind == "deepen":            # a new round: the tree is searched afresh
                nodes, cut_edges, stack, chosen = {}, set(), [], None
            elif kind == "deepened" and self.state in nodes:
                nodes[self.state] = nodes[self.state]._replace(value=e[2])
                chosen = None if e[3] is None else self.game.result(self.state, e[3])
            elif kind == "enter":
                nodes[e[1]] = NodeInfo("active", None, e[4], e[5])
                stack.append(e[1])
            elif kind == "leaf":
                nodes[e[1]] = NodeInfo("estimate" if e[5] == "cutoff" else "leaf", e[4],
                                       None, None)
            elif kind == "backup":
                child, parent = e[1], e[3]
                info = nodes.get(child)
                if info is not None and info.status == "active":
                    nodes[child] = info._replace(status="done", value=e[2])
                    stack.pop()
                p = nodes[parent]
                nodes[parent] = p._replace(value=e[4])
            elif kind == "update":
                p = nodes[e[1]]
                nodes[e[1]] = p._replace(**{e[2]: e[3]})
            elif kind == "cut":
                cut = e[1]
                for a in cut.skipped:
                    child = self.game.result(cut.state, a)
                    cut_edges.add((cut.state, child))
                    for s in (subtree(child) if subtree else (child,)):
                        nodes[s] = NodeInfo("pruned", None, None, None)
            elif kind == "done":
                if e[1] != "budget" and self.state in nodes:
                    r = nodes[self.state]
                    nodes[self.state] = r._replace(status="done" if r.status == "active"
                                                   else r.status, value=e[2])
                    chosen = None if e[3] is None else self.game.result(self.state, e[3])
        step_state = self[index].state
        return Snapshot(nodes, cut_edges, step_state, chosen)

    def table(self, step):
        """``(headers, rows)``: the path from the root with values (and alpha, beta)."""
        headers = ["node", "role", "value so far"] + (["alpha", "beta"] if self.prune else [])
        rows = []
        for p in step.path:
            row = [p.label, p.role or "leaf", _num(p.value) if p.value is not None else ""]
            if self.prune:
                row += ["" if p.alpha is None else _num(p.alpha),
                        "" if p.beta is None else _num(p.beta)]
            rows.append(row)
        return headers, rows

    def summary(self, step=None):
        """Counters at ``step`` (default: the end) in one line.

        Real leaves (finished games) and estimates (positions the
        evaluation function scored at the depth limit) are counted apart:
        ``"leaves evaluated: 6 of 9; cuts: 2"``, or for a depth-limited
        search ``"leaves evaluated: 0 of 8; estimates at the depth limit:
        4; cuts: 1"``.
        """
        if step is None:
            step = self[len(self) - 1]
        total = self.game.leaf_count(self.state) if hasattr(self.game, "leaf_count") else None
        leaves = step.leaves - step.estimates
        text = f"leaves evaluated: {leaves}" + (f" of {total}" if total is not None else "")
        if step.estimates or self._limited():
            text += f"; estimates at the depth limit: {step.estimates}"
        if self.prune:
            text += f"; cuts: {step.cuts}"
        else:
            text += f"; generated: {step.generated}"
        return text

    def _limited(self):
        """Whether the search had a depth limit (some position was estimated)."""
        return self.events[-1][-1][3] > 0

    def __repr__(self):
        if self._starts is None:
            return f"<GameTrace {self.algorithm} of {len(self.events)} events>"
        return f"<GameTrace {self.algorithm} of {len(self)} steps>"
