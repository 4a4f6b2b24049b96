"""The adversarial search core: one generator of labelled events.

Minimax, alpha-beta, depth-limited search, expectimax and max^n are all
:func:`game_search` with a few options.  It walks the game tree depth
first, holding the path from the root to where it stands as a list of
:class:`Frame` objects, and *narrates* the walk as events; the functions
that return answers (:func:`~searchlib.minimax` and friends) and the tree
stepper consume the same stream, so what a learner steps through is
exactly what computed the answer.

The walk, as in the textbook's recursion: **enter** a node (its moves
listed, its alpha and beta inherited), try its moves one by one, and for
each child either score it at once (a finished game, the depth limit, a
value remembered) or enter it in turn; when a child has a value, **fold**
it into its parent (MAX keeps the largest, MIN the smallest, chance the
probability-weighted sum, a max^n player the tuple best for itself); with
alpha-beta, then test for a **cut** (the rest of the parent's moves
cannot matter) or tighten the parent's window.  When a node has tried all
its moves, its value is final and goes up to its own parent.

An **event** is a tuple whose first item is its label and whose last item
is ``counts``, the running counters ``(generated, visited, leaves,
estimates, cuts)`` just after it (see :class:`GameStats` for what each
counts):

======================================================  ==========================================
``("enter", state, action, depth, alpha, beta, order)``  an inner node is entered (the root with
                                                         action None); ``order`` is its moves in
                                                         the order they will be tried
``("leaf", state, action, depth, value, why)``           a position is scored without looking
                                                         below it: ``why`` is ``"terminal"`` (game
                                                         over: a real leaf), ``"cutoff"`` (the
                                                         depth limit: an *estimate* by the
                                                         evaluation function) or ``"table"`` (a
                                                         value remembered in ``memo`` or in the
                                                         transposition ``table``)
``("backup", child, value, parent, parent_value,        ``child``'s value is folded into
finished)``                                              ``parent``, whose value so far is now
                                                         ``parent_value``; ``finished`` is True
                                                         when ``child`` is an inner node whose
                                                         search just ended, False when it was
                                                         scored at once (a ``leaf`` event)
``("update", state, which, new)``                        ``which`` (``"alpha"`` or ``"beta"``) of
                                                         ``state`` changed to ``new``
``("cut", cut)``                                         the rest of a node's moves are skipped;
                                                         ``cut`` is a :class:`Cut`
``("store", state, depth, value, kind, move)``           a finished node was written to the
                                                         transposition table: searched ``depth``
                                                         moves deep, its ``value`` of ``kind``
                                                         (``"exact"``, ``"lower"``, ``"upper"``)
``("done", outcome, value, action)``                     the end: ``outcome`` is ``"complete"``,
                                                         ``"cutoff"`` (a depth limit stopped some
                                                         line) or ``"budget"``
======================================================  ==========================================

(each with ``counts`` after the fields shown).  Fine-grained events are
yielded only when ``trace`` is true; otherwise only ``done`` (with exactly
the same counts).  Counters are also written to a :class:`GameStats`.

Examples
--------
>>> from searchlib.games.tree import GameTree
>>> t = GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]])
>>> stats = GameStats()
>>> events = list(game_search(t, prune=True, trace=True, stats=stats))
>>> [e[0] for e in events[:6]]
['enter', 'enter', 'leaf', 'backup', 'update', 'leaf']
>>> stats.leaves, stats.value, [c.inequality for c in stats.cuts]
(6, 4, ['3 <= alpha = 4', '2 <= alpha = 4'])
"""

import math
import time
from typing import NamedTuple

from ..budget import Budget
from ..errors import GameError
from .base import format_value
from .table import usable

__all__ = ["game_search", "GameStats", "Cut", "Frame", "DEFAULT_MAX_NODES", "RULES"]

#: Generated-position budget used when a search is given none.
DEFAULT_MAX_NODES = 5_000_000

#: The backup rules: max/min; max/min/chance; each player maximises its own utility.
RULES = ("minimax", "expectimax", "maxn")

_INF = math.inf
_CHANCE = -1        # the role number of a chance node


class Cut(NamedTuple):
    """One alpha-beta cut: where, why, and what was skipped.

    Attributes
    ----------
    state : object
        The node whose remaining moves were skipped.
    depth : int
        Its depth (the root is 0).
    role : str
        ``"MAX"`` or ``"MIN"``.
    value : number
        The node's value so far when the test passed.
    bound : str
        ``"beta"`` at a MAX node (v >= beta), ``"alpha"`` at a MIN node (v <= alpha).
    op : str
        The comparison that passed: ``">="``, ``">"``, ``"<="`` or ``"<"``.
    alpha, beta : number
        The node's alpha and beta at that moment.
    skipped : tuple
        The moves not tried, in the order they would have been.
    """

    state: object
    depth: int
    role: str
    value: object
    bound: str
    op: str
    alpha: object
    beta: object
    skipped: tuple

    @property
    def inequality(self):
        """The test in words, e.g. ``'2 <= alpha = 3'``."""
        bound = self.alpha if self.bound == "alpha" else self.beta
        return f"{format_value(self.value)} {self.op} {self.bound} = {format_value(bound)}"


class GameStats:
    """Counters and answers a game search writes as it ends.

    Attributes
    ----------
    generated : int
        Positions generated below the root (calls to ``result``): the root
        itself is not counted, so a search from a finished position
        generates nothing.
    visited : int
        Positions looked at, the root included: ``generated + 1``, less
        the positions a move ordering generated but a cut skipped.
    leaves : int
        Positions scored without searching below them: real leaves
        (finished games) plus ``estimates``.
    estimates : int
        Positions at the depth limit scored by the evaluation function.
    hits : int
        Values taken from ``memo`` instead of searched.
    expanded : int
        Inner nodes entered (the root included).
    cuts : list of Cut
        The alpha-beta cuts, in the order they happened.
    value, action, outcome, action_values
        The root's value, the chosen action, how the search ended, and the
        value each tried root action backed up (after a cut, a bound).
    max_depth : int
        The deepest inner node entered.
    """

    __slots__ = ("leaves", "estimates", "generated", "visited", "expanded", "hits", "cuts",
                 "value", "action", "outcome", "action_values", "max_depth")

    def __init__(self):
        self.leaves = self.estimates = self.generated = self.visited = self.expanded = 0
        self.hits = self.max_depth = 0
        self.cuts = []
        self.value = self.action = self.outcome = None
        self.action_values = {}

    @property
    def terminal(self):
        """Real leaves scored: finished games (``leaves - estimates``)."""
        return self.leaves - self.estimates

    @property
    def cutoffs(self):
        """The old name of :attr:`estimates`."""
        return self.estimates

    def __repr__(self):
        return (f"GameStats(outcome={self.outcome!r}, value={self.value!r}, "
                f"action={self.action!r}, leaves={self.leaves}, generated={self.generated}, "
                f"cuts={len(self.cuts)})")


# -- the path: one Frame per node from the root to where the search stands -------------

class Frame:
    """A node on the path of the search, with what the search knows of it so far.

    Attributes
    ----------
    state, action, depth
        The position, the move that led to it (None at the root) and its depth.
    role : int
        Whose turn: 0 MAX (the first player), 1 MIN (the second), k - 1
        the k-th player of max^n, -1 chance.
    moves : list
        The moves to try, in order; ``tried`` of them have been.
    children : list or None
        With a move ordering, the child of each move (generated on entry).
    value, best
        The value so far and the move that gave it.
    alpha, beta
        The window inherited from the path (alpha-beta), tightened as
        children come back; ``window`` is the ``(alpha, beta)`` it was
        entered with (what decides the kind of a value stored in a
        transposition table).
    """

    __slots__ = ("state", "action", "depth", "role", "moves", "children", "tried", "value",
                 "best", "alpha", "beta", "window")

    def fold(self, action, value):
        """Take a child's value into this node's value (see the subclasses)."""
        raise NotImplementedError

    def bound(self, value, strict):
        """Alpha-beta after a fold: ``"cut"``, ``"alpha"``/``"beta"`` (tightened) or None."""
        return None


class MaxFrame(Frame):
    """MAX keeps the largest value; a value reaching beta cuts."""

    __slots__ = ()
    start = -_INF           # the value before any child is folded in

    def fold(self, action, value):
        if value > self.value:
            self.value, self.best = value, action

    def bound(self, value, strict):
        if (value > self.beta) if strict else (value >= self.beta):
            return "cut"
        if value > self.alpha:
            self.alpha = value
            return "alpha"
        return None


class MinFrame(Frame):
    """MIN keeps the smallest value; a value reaching alpha cuts."""

    __slots__ = ()
    start = _INF

    def fold(self, action, value):
        if value < self.value:
            self.value, self.best = value, action

    def bound(self, value, strict):
        if (value < self.alpha) if strict else (value <= self.alpha):
            return "cut"
        if value < self.beta:
            self.beta = value
            return "beta"
        return None


class ChanceFrame(Frame):
    """Chance adds up each child's value times its probability."""

    __slots__ = ("probability",)
    start = 0

    def fold(self, action, value):
        p = self.probability(self.state, action)
        if isinstance(value, tuple):        # max^n: the expected utility of each player
            so_far = self.value if self.value else (0,) * len(value)
            self.value = tuple(a + p * b for a, b in zip(so_far, value))
        else:
            self.value = self.value + p * value


class PlayerFrame(Frame):
    """A max^n player keeps the utility tuple best for itself (the first on a tie)."""

    __slots__ = ()
    start = None

    def fold(self, action, value):
        if self.value is None or value[self.role] > self.value[self.role]:
            self.value, self.best = value, action


def game_search(game, state=None, *, rule="minimax", prune=False, strict=False, depth=None,
                evaluate=None, order=None, moves=None, memo=None, table=None, max_nodes=None,
                max_seconds=None, trace=False, stats=None):
    """Search a game tree depth first; yield events (see the module docstring).

    Parameters
    ----------
    game : Game
        The game (a :class:`~searchlib.GameTree` or any game object).
    state : optional
        The position to search from (default: ``game.initial``).
    rule : {"minimax", "expectimax", "maxn"}
        How values are backed up: MAX takes the largest, MIN the smallest;
        the same plus chance nodes taking the expectation; or each player
        taking the child best for its own component of a utility tuple.
    prune : bool
        Alpha-beta pruning (``rule="minimax"`` only).
    strict : bool
        Cut only when the value passes the bound strictly (v > beta,
        v < alpha); by default ties cut too (v >= beta, v <= alpha).
    depth : int, optional
        Depth limit: positions this many moves below ``state`` that are not
        over are scored with ``evaluate`` instead of searched.
    evaluate : callable, optional
        ``evaluate(state)``; the game's own ``evaluate`` by default.
    order : callable, optional
        Move ordering: ``order(state) -> score`` of a position from MAX's
        point of view (a tuple for max^n).  All children of a node are
        generated on entry, then tried best-first for the mover (MAX
        highest first, MIN lowest first, ties in the game's order).  None:
        the game's order, children generated one at a time.
    moves : object, optional
        A move ordering that needs no children generated: ``moves.order(state,
        ply, moves) -> moves`` on entering a node, and, if it has one,
        ``moves.cut(state, ply, move)`` told each move that caused a cut
        (see :mod:`searchlib.games.table`; not with ``order``).
    memo : dict, optional
        A transposition table ``state -> value`` read and filled as the
        search goes (only without pruning and without a depth limit,
        where every value is exact).  Remembered positions are ``hits``.
    table : TranspositionTable, optional
        A transposition table of values *with their kind* and depth
        (:mod:`searchlib.games.table`), for alpha-beta and depth limits:
        every finished node is stored (a ``store`` event); a child whose
        entry decides in the current window is scored from it
        (``leaf ... "table"``, counted in ``hits``).
    max_nodes, max_seconds : optional
        The budget (:mod:`searchlib.budget`; default
        :data:`DEFAULT_MAX_NODES` positions): the search stops with
        outcome ``"budget"`` rather than generate more than ``max_nodes``
        positions, or when it enters a node after ``max_seconds``.
    trace : bool
        Yield every event, not just ``done``.
    stats : GameStats, optional
        Receives the counters and the answer.
    """
    if rule not in RULES:
        raise GameError(f"rule must be one of {RULES}, not {rule!r}")
    if prune and rule != "minimax":
        raise GameError("alpha-beta pruning is defined here for max/min trees only")
    if memo is not None and (prune or depth is not None):
        raise GameError("a memo holds exact values: use it without pruning and without a "
                        "depth limit (a transposition table, table=, holds bounds)")
    if memo is not None and table is not None:
        raise GameError("give a memo or a transposition table, not both")
    if order is not None and moves is not None:
        raise GameError("give order= (children scored) or moves= (moves reordered), not both")
    if table is not None and rule != "minimax":
        raise GameError("a transposition table of bounds is for minimax and alpha-beta")
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int)
                              or depth < 0):
        raise GameError(f"the depth limit must be a whole number 0 or more, not {depth!r}")
    multi = len(game.players) > 2 or getattr(game, "multi", False)
    if rule == "maxn" and not multi:
        raise GameError("max^n backs up one utility per player (tuples): this game has a "
                        "single number per position, use minimax or alphabeta")
    if rule != "maxn" and multi:
        raise GameError(f"this game has {len(game.players)} players with a utility each "
                        "(tuples): use maxn")
    budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = GameStats() if stats is None else stats
    if state is None:
        state = game.initial
    if depth is not None and evaluate is None:
        evaluate = game.evaluate
    limit = -1 if depth is None else depth
    max_nodes, deadline = budget.nodes, budget.deadline
    outcome_of, role_of, actions_of, result = game.outcome, game.role, game.actions, game.result
    clock = time.perf_counter

    # counters start from what ``stats`` holds (zero for a fresh one), so rounds of
    # iterative deepening can share one GameStats
    generated, visited, leaves = stats.generated, stats.visited, stats.leaves
    estimates, hits, expanded, deepest = stats.estimates, stats.hits, stats.expanded, 0
    estimated_before = estimates
    cuts, root_values = stats.cuts, stats.action_values
    root_values.clear()
    reorder = None if moves is None else moves.order
    told = getattr(moves, "cut", None)
    outcome, final_value, final_action = "complete", None, None

    def counts():
        return (generated, visited, leaves, estimates, len(cuts))

    # which frame a role gets: max^n players all maximise their own component
    frame_of = ({0: PlayerFrame, 1: PlayerFrame, _CHANCE: ChanceFrame} if rule == "maxn" else
                {0: MaxFrame, 1: MinFrame, _CHANCE: ChanceFrame})

    def enter(s, action, d, parent):
        """A frame for the inner node ``s``: its moves (ordered), value and window."""
        role = role_of(s)
        kind = frame_of.get(role, PlayerFrame if multi else None)
        if kind is None or kind is ChanceFrame and rule == "minimax":
            if role == _CHANCE:
                raise GameError(f"{game.describe(s)} is a chance node: minimax and alpha-beta "
                                "have no rule for chance, use expectimax")
            raise GameError(f"role({game.describe(s)}) is {role!r}: expected 0 (MAX), 1 (MIN) "
                            "or -1 (chance)")
        frame = kind()
        moves = actions_of(s)
        if not isinstance(moves, (tuple, list)):
            moves = list(moves)             # a game may give any iterable of moves
        if not moves:
            raise GameError(f"{game.describe(s)} is not over but has no moves")
        if order is not None:
            moves, frame.children = _ordered(s, moves, role, multi, result, order)
        else:
            frame.children = None
            if reorder is not None:
                moves = reorder(s, d, moves)
        frame.state, frame.action, frame.depth, frame.role, frame.moves = s, action, d, role, moves
        frame.tried, frame.best, frame.value = 0, None, kind.start
        frame.alpha, frame.beta = (-_INF, _INF) if parent is None else (parent.alpha, parent.beta)
        frame.window = (frame.alpha, frame.beta)
        if kind is ChanceFrame:
            frame.probability = game.probability
        return frame

    # -- the root: scored at once, or the first frame of the path ---------------------------
    visited += 1
    value, why = outcome_of(state), "terminal"
    if value is None and limit == 0:
        value, why = evaluate(state), "cutoff"
    path, root = [], None
    if value is not None:
        leaves += 1
        estimates += int(why == "cutoff")
        final_value = value
        if trace:
            yield ("leaf", state, None, 0, value, why, counts())
    else:
        if order is not None and len(actions_of(state)) > max_nodes:
            outcome = "budget"
        else:
            root = enter(state, None, 0, None)
            path.append(root)
            expanded += 1
            if order is not None:
                generated += len(root.moves)
            if trace:
                yield ("enter", state, None, 0, -_INF, _INF, tuple(root.moves), counts())

    while path:
        frame = path[-1]
        if frame.tried < len(frame.moves):
            # -- the next move: generate the child, then score it or enter it -------------
            i = frame.tried
            frame.tried = i + 1
            action = frame.moves[i]
            if frame.children is not None:
                child = frame.children[i]
            else:
                if generated >= max_nodes:
                    outcome = "budget"
                    break
                child = result(frame.state, action)
                generated += 1
            d = frame.depth + 1
            visited += 1
            value = outcome_of(child)
            if value is not None:
                leaves += 1
                if trace:
                    yield ("leaf", child, action, d, value, "terminal", counts())
            elif d == limit:
                value = evaluate(child)
                leaves += 1
                estimates += 1
                if trace:
                    yield ("leaf", child, action, d, value, "cutoff", counts())
            elif memo is not None and child in memo:
                value = memo[child]
                hits += 1
                if trace:
                    yield ("leaf", child, action, d, value, "table", counts())
            elif table is not None and usable(table.get(child), _INF if limit < 0 else limit - d,
                                              alpha=frame.alpha, beta=frame.beta):
                value = table[child].value
                hits += 1
                if trace:
                    yield ("leaf", child, action, d, value, "table", counts())
            else:
                if deadline is not None and clock() > deadline:
                    outcome = "budget"
                    break
                if order is not None and generated + len(actions_of(child)) > max_nodes:
                    outcome = "budget"
                    break
                inner = enter(child, action, d, frame)
                if order is not None:
                    generated += len(inner.moves)
                path.append(inner)
                expanded += 1
                if d > deepest:
                    deepest = d
                if trace:
                    yield ("enter", child, action, d, frame.alpha, frame.beta,
                           tuple(inner.moves), counts())
                continue
            parent = frame
        else:
            # -- every move tried: the node's value is final and goes up ------------------
            path.pop()
            value, child, action = frame.value, frame.state, frame.action
            if memo is not None:
                memo[child] = value
            if table is not None:
                searched = _INF if limit < 0 else limit - frame.depth
                kind = table.kind_for(value, alpha=frame.window[0], beta=frame.window[1])
                table.store(child, searched, value, kind, frame.best)
                stored = ("store", child, searched, value, kind, frame.best)
            if not path:
                final_value, final_action = value, frame.best
                if trace and table is not None:
                    yield stored + (counts(),)
                break
            parent = path[-1]

        # -- fold the child's value into its parent -----------------------------------------
        parent.fold(action, value)
        if parent is root:
            root_values[action] = value
        if trace:
            yield ("backup", child, value, parent.state, parent.value, parent is not frame,
                   counts())
            if table is not None and parent is not frame:      # (told in the node's step)
                yield stored + (counts(),)
        if prune:
            change = parent.bound(parent.value, strict)
            if change == "cut":
                if parent.tried < len(parent.moves):
                    cuts.append(_cut(parent, strict))
                    if told is not None:
                        told(parent.state, parent.depth, action)
                    parent.tried = len(parent.moves)
                    if trace:
                        yield ("cut", cuts[-1], counts())
            elif change is not None and trace:
                yield ("update", parent.state, change, parent.value, counts())

    if outcome == "budget":
        final_action = path[0].best if path else None
        final_value = None
    elif estimates > estimated_before:
        outcome = "cutoff"
    stats.leaves, stats.estimates, stats.generated = leaves, estimates, generated
    stats.visited, stats.expanded, stats.hits = visited, expanded, hits
    stats.value, stats.action, stats.outcome = final_value, final_action, outcome
    stats.max_depth = deepest
    yield ("done", outcome, final_value, final_action, counts())


def _ordered(state, moves, role, multi, result, key):
    """The moves of ``state`` best-first for the mover, and the child of each.

    MAX tries the highest-scored child first, MIN the lowest, a max^n
    player the highest in its own component; ties keep the game's order;
    chance keeps the game's order.
    """
    children = [result(state, a) for a in moves]
    pairs = list(zip(moves, children))
    if role >= 0 and multi:
        pairs.sort(key=lambda p: -key(p[1])[role])
    elif role == 0:
        pairs.sort(key=lambda p: -key(p[1]))
    elif role == 1:
        pairs.sort(key=lambda p: key(p[1]))
    return [a for a, _ in pairs], [c for _, c in pairs]


def _cut(frame, strict):
    """The :class:`Cut` at ``frame``: its test and the moves it skips."""
    skipped = tuple(frame.moves[frame.tried:])
    if frame.role == 0:
        return Cut(frame.state, frame.depth, "MAX", frame.value, "beta", ">" if strict else ">=",
                   frame.alpha, frame.beta, skipped)
    return Cut(frame.state, frame.depth, "MIN", frame.value, "alpha", "<" if strict else "<=",
               frame.alpha, frame.beta, skipped)
