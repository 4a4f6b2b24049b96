"""The steps of a Monte Carlo tree search: the tree folded from the events.

An :class:`MCTSTrace` keeps the events of one
:func:`~searchlib.games.mcts.mcts_search` and answers ``trace[i]`` with an
:class:`MCTSStep`.  Every event is a step: the start, then four per
iteration (select, expand, playout, backup), then the end.  The fold is the
tree's statistics: each node's W and N, as the ``backup`` events set them
(the search counts; the trace only reads), and how many nodes exist (node
ids are given in order of birth, so node ``k`` exists once ``k`` nodes
were born before it).

Examples
--------
>>> from searchlib import TicTacToe
>>> from searchlib.games.mcts import mcts
>>> t = mcts(TicTacToe(), state="XX.OO....", iterations=3, seed=1, trace=True).trace
>>> [s.kind for s in t][:6]
['start', 'select', 'expand', 'playout', 'backup', 'select']
>>> t[2].message
'Expand: add node 1 below the root, for the move (0, 2).'
>>> t[3].message
'Playout from node 1: no move to play, the game is over: X wins.'
>>> t[4].stats[1], t[4].stats[0]
((1.0, 1), (0.0, 1))
"""

from ..replay import Record, Replay
from .base import format_value, role_name

__all__ = ["MCTSTrace", "MCTSStep"]


class MCTSStep(Record):
    """What one step of a Monte Carlo tree search did and left behind.

    Attributes
    ----------
    index : int
    kind : str
        ``"start"``, ``"select"``, ``"expand"``, ``"playout"``, ``"backup"`` or ``"done"``.
    iteration : int
        Iterations finished (after the step).
    path : tuple of int
        The node ids of the selected path (select and backup steps; the
        backup path ends with the new node).
    scores : list
        At a select step, per level: ``(child, W, N, ucb)`` of the children compared.
    node : int or None
        The node the step is about: the new one (expand), the playout's
        start (playout), the last of the path (select, backup).
    moves : list
        The playout's random moves.
    value : number or None
        The playout's result, from MAX's side.
    stats : dict
        ``{node id: (W, N)}`` for every node born so far, after the step.
    nodes : int
        Nodes in the tree after the step.
    playout_moves : int
        Random moves played so far.
    action : object
        At the end: the move chosen.
    message : str
    """

    __slots__ = ("index", "kind", "iteration", "path", "scores", "node", "moves", "value",
                 "stats", "nodes", "playout_moves", "action", "outcome", "message")

    def __repr__(self):
        return f"<MCTSStep {self.index} {self.kind}: {self.message}>"


class MCTSTrace(Replay):
    """The events of one MCTS run, readable step by step.

    Parameters
    ----------
    game : Game
        The game searched.
    events : list
        The events, ``done`` last.
    state : object
        The position searched from.
    c : float
        The exploration constant (for the words).

    Notes
    -----
    ``len(trace)``, ``trace[i]``, ``trace.events``, ``trace.parent`` and
    ``trace.move`` (``{node id: ...}`` for every node ever born),
    ``trace.mover`` (who made the move into each node).  Its view:
    :class:`~searchlib.draw.mcts.MCTSView`, chosen by
    :func:`searchlib.draw.view_for`.
    """

    algorithm = "MCTS"

    def __init__(self, game, events, *, state=None, c=None):
        super().__init__(events)
        self.game = game
        self.state = game.initial if state is None else state
        self.c = c
        self.parent, self.move, self.positions = {0: None}, {0: None}, {0: self.state}
        for event in events:             # the tree's shape (the fold keeps only W and N)
            if event[0] == "expand":
                _, parent, move, child, position, _ = event
                self.parent[child], self.move[child], self.positions[child] = (
                    parent, move, position)
        self.mover = {k: None if p is None else game.role(self.positions[p])
                      for k, p in self.parent.items()}

    # -- the fold: {node: (W, N)} and the number of nodes born ---------------------
    def opens_step(self, event):
        return True

    def new_fold(self):
        return [{0: (0.0, 0)}, 1]

    def copy_fold(self, fold):
        return [dict(fold[0]), fold[1]]

    def fold_size(self, fold):
        return len(fold[0])

    def apply(self, fold, event):
        kind = event[0]
        if kind == "expand":
            fold[0][event[3]] = (0.0, 0)
            fold[1] = event[3] + 1
        elif kind == "backup":
            for node, wins, visits in event[1]:
                fold[0][node] = (wins, visits)

    # -- reading -----------------------------------------------------------------------
    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = self._position(index)
        fold = self.state_before(index)
        event = self.events[index]
        self.apply(fold, event)
        kind = event[0]
        counts = event[-1]
        step = MCTSStep(index=index, kind=kind, iteration=counts[0], stats=fold[0],
                        nodes=counts[1], playout_moves=counts[2], path=(), scores=[], moves=[])
        if kind == "select":
            step.path, step.scores, step.node = event[1], event[2], event[1][-1]
        elif kind == "expand":
            step.node = event[3]
        elif kind == "playout":
            step.node, step.moves, step.value = event[1], event[2], event[3]
        elif kind == "backup":
            step.path = tuple(node for node, _, _ in event[1])
            step.node, step.value = step.path[-1], event[2]
        elif kind == "done":
            step.action, step.outcome = event[2], event[1]
        elif kind == "start":
            step.node = 0
        step.message = self._message(step)
        return step

    def depth(self, node):
        """How many moves below the root ``node`` is."""
        d = 0
        while self.parent[node] is not None:
            node, d = self.parent[node], d + 1
        return d

    def name(self, node):
        """A node in words: "the root", or "node 4"."""
        return "the root" if node == 0 else f"node {node}"

    def _who(self, value):
        if value == 0:
            return "a draw"
        players = self.game.players
        return f"{players[0] if value > 0 else players[1]} wins"

    def _message(self, step):
        kind = step.kind
        if kind == "start":
            mover = role_name(self.game.role(self.state))
            return f"The tree is the root alone ({mover} to move); c = {self.c:.3g}."
        if kind == "select":
            if len(step.path) == 1:
                return "Select: the root still has untried moves, so the search stays there."
            parts = []
            for k, row in enumerate(step.scores):
                chosen = step.path[k + 1]
                w, n, score = next((w, n, u) for child, w, n, u in row if child == chosen)
                parts.append(f"{self.move[chosen]!r} (W/N = {format_value(w)}/{n}, "
                             f"UCB1 = {score:.3f}, the highest of {len(row)})")
            end = step.path[-1]
            why = "has untried moves" if self._untried(step) else "is a finished game"
            return f"Select: from the root take {', then '.join(parts)}; {self.name(end)} {why}."
        if kind == "expand":
            parent = self.parent[step.node]
            below = "the root" if parent == 0 else f"node {parent}"
            return (f"Expand: add node {step.node} below {below}, for the move "
                    f"{self.move[step.node]!r}.")
        if kind == "playout":
            if not step.moves:
                return (f"Playout from {self.name(step.node)}: no move to play, the game is "
                        f"over: {self._who(step.value)}.")
            shown = ", ".join(repr(m) for m in step.moves[:8])
            more = ", ..." if len(step.moves) > 8 else ""
            return (f"Playout from {self.name(step.node)}: {len(step.moves)} random move"
                    f"{'s' if len(step.moves) != 1 else ''} ({shown}{more}): "
                    f"{self._who(step.value)}.")
        if kind == "backup":
            players = self.game.players
            if step.value == 0:
                gain = "every node on it gains 1/2 (a draw)"
            else:
                winner = players[0] if step.value > 0 else players[1]
                gain = f"the nodes entered by a move of {winner} gain a win"
            return (f"Backup: the {len(step.path)} nodes on the path get one more visit; "
                    f"{gain}.")
        if step.outcome == "budget":
            head = f"Time is up after {step.iteration} iterations"
        else:
            head = f"Done after {step.iteration} iterations"
        visits = step.stats
        kids = [k for k, p in self.parent.items() if p == 0 and k in visits]
        best = next((k for k in kids if self.move[k] == step.action), None)
        count = "" if best is None else f" ({visits[best][1]} of {step.iteration} visits)"
        return f"{head}: play {step.action!r}, the root's most visited move{count}."

    def _untried(self, step):
        """Whether the selected node had untried moves (an expand step follows)."""
        following = self.events[step.index + 1] if step.index + 1 < len(self.events) else None
        return following is not None and following[0] == "expand"

    def children(self, node):
        """The ids of ``node``'s children, in order of birth (every node ever born)."""
        return [k for k, p in self.parent.items() if p == node]

    def table(self, step):
        """``(headers, rows)``: the root's children with W, N, W/N (and UCB1 at a select step)."""
        scores = {}
        if step.kind == "select" and step.scores:
            scores = {child: u for child, _, _, u in step.scores[0]}
        rows = []
        for k in self.children(0):
            if k not in step.stats:
                continue
            w, n = step.stats[k]
            row = [repr(self.move[k]), n, format_value(w), f"{w / n:.3f}" if n else ""]
            if scores:
                row.append(f"{scores[k]:.3f}" if k in scores else "")
            rows.append(row)
        return ["move", "N", "W", "W/N"] + (["UCB1"] if scores else []), rows

    def summary(self, step):
        """Counters in one line."""
        return (f"iterations {step.iteration} · nodes {step.nodes} · playout moves "
                f"{step.playout_moves}")

    def __repr__(self):
        return f"<MCTSTrace of {len(self.events)} events>"
