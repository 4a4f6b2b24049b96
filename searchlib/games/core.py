"""The adversarial search core: one generator of labelled events.

Minimax, alpha-beta, depth-limited search, expectimax and max^n are all
:func:`game_search` with a few options.  It walks the game tree depth
first with an explicit stack and *narrates* the walk as events; the
functions that return answers (:func:`~searchlib.minimax` and friends) and
the tree stepper consume the same stream, so what a learner steps through
is exactly what computed the answer.

An **event** is a tuple whose first item is its label:

======================================================  ==========================================
``("enter", state, action, depth, alpha, beta, order)``  an inner node is entered (the root with
                                                         action None); ``order`` is the actions in
                                                         the order they will be tried
``("leaf", state, action, depth, value, why)``           a position is scored without looking
                                                         below it: ``why`` is ``"terminal"`` (game
                                                         over), ``"cutoff"`` (the depth limit: the
                                                         evaluation function) or ``"table"`` (a
                                                         value remembered in ``memo``)
``("backup", child, value, parent, parent_value)``       ``child``'s value is folded into
                                                         ``parent``, whose value so far is now
                                                         ``parent_value``
``("update", state, which, new)``                        ``which`` (``"alpha"`` or ``"beta"``) of
                                                         ``state`` changed to ``new``
``("cut", cut)``                                         the rest of a node's children are skipped;
                                                         ``cut`` is a :class:`Cut`
``("done", outcome, value, action)``                     the end: ``outcome`` is ``"complete"``,
                                                         ``"cutoff"`` (a depth limit stopped some
                                                         line) or ``"budget"``
======================================================  ==========================================

Fine-grained events are yielded only when ``trace`` is true; otherwise
only ``done`` (with exactly the same counts).  Counters are written to a
:class:`GameStats`.

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

from ..errors import GameError

__all__ = ["game_search", "GameStats", "Cut", "DEFAULT_MAX_NODES", "RULES"]

#: Generated-position budget used when a search is given none.
DEFAULT_MAX_NODES = 5_000_000

#: The backup rules: max/min; max/min/chance; each player maximises its own utility.
RULES = ("minimax", "expectimax", "maxn")

# frame fields
_S, _R, _A, _I, _V, _AL, _BE, _BEST, _D, _IN = range(10)
_INF = math.inf


class Cut(NamedTuple):
    """One alpha-beta cut: where, why, and what was skipped.

    Attributes
    ----------
    state : object
        The node whose remaining children were skipped.
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
        The actions not tried, in the order they would have been.
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
        return f"{_num(self.value)} {self.op} {self.bound} = {_num(bound)}"


def _num(v):
    if isinstance(v, float):
        if v == _INF:
            return "+inf"
        if v == -_INF:
            return "-inf"
        if v.is_integer():
            return str(int(v))
        return f"{v:g}"
    if isinstance(v, tuple):
        return "(" + ", ".join(_num(x) for x in v) + ")"
    return str(v)


class GameStats:
    """Counters and answers a game search writes as it ends.

    Attributes
    ----------
    leaves : int
        Positions scored without looking below them: terminal positions
        and positions at the depth limit (``cutoffs`` of them).
    generated : int
        Positions generated below the root (calls to ``result``).
    visited : int
        Positions entered, the root included (with a move ordering some
        generated positions are never entered).
    expanded : int
        Inner nodes entered.
    cutoffs, hits : int
        Leaves scored by the evaluation function; values taken from ``memo``.
    cuts : list of Cut
        The alpha-beta cuts, in the order they happened.
    value, action, outcome, action_values
        The root's value, the chosen action, how the search ended, and the
        value each tried root action backed up (after a cut, a bound).
    """

    __slots__ = ("leaves", "generated", "visited", "expanded", "cutoffs", "hits", "cuts",
                 "value", "action", "outcome", "action_values", "max_depth")

    def __init__(self):
        self.leaves = self.generated = self.visited = self.expanded = 0
        self.cutoffs = self.hits = self.max_depth = 0
        self.cuts = []
        self.value = self.action = self.outcome = None
        self.action_values = {}

    def __repr__(self):
        return (f"GameStats(outcome={self.outcome!r}, value={self.value!r}, "
                f"action={self.action!r}, leaves={self.leaves}, generated={self.generated}, "
                f"cuts={len(self.cuts)})")


def _start_value(role, maxn):
    if role == -1:
        return 0
    if maxn:
        return None
    return -_INF if role == 0 else _INF


def game_search(game, state=None, *, rule="minimax", prune=False, strict=False, depth=None,
                evaluate=None, order=None, memo=None, max_nodes=None, max_seconds=None,
                trace=False, stats=None):
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
        ``order(state) -> score`` of a position from MAX's point of view
        (a tuple for max^n): all children of a node are generated, then
        tried best-first for the mover (MAX highest first, MIN lowest
        first, ties in the game's order).  None: the game's order.
    memo : dict, optional
        A transposition table ``state -> value`` read and filled as the
        search goes (only without pruning and without a depth limit,
        where every value is exact).  Remembered positions are ``hits``.
    max_nodes, max_seconds : optional
        The budget: the search stops with outcome ``"budget"`` after
        generating more than ``max_nodes`` positions (default
        :data:`DEFAULT_MAX_NODES`) or running ``max_seconds``.
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
                        "depth limit")
    if depth is not None and (not isinstance(depth, int) or depth < 0):
        raise GameError(f"the depth limit must be a whole number 0 or more, not {depth!r}")
    multi = len(game.players) > 2 or getattr(game, "multi", False)
    if rule == "maxn" and not multi:
        raise GameError("max^n backs up one utility per player (tuples): this game has a "
                        "single number per position, use minimax or alphabeta")
    if rule != "maxn" and multi:
        raise GameError(f"this game has {len(game.players)} players with a utility each "
                        "(tuples): use maxn")
    stats = GameStats() if stats is None else stats
    max_nodes = DEFAULT_MAX_NODES if max_nodes is None else max_nodes
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    if state is None:
        state = game.initial
    limit = -1 if depth is None else depth
    if depth is not None and evaluate is None:
        evaluate = game.evaluate
    maxn = rule == "maxn"
    chance_ok = rule != "minimax"
    outcome_of, role_of, actions_of, result = game.outcome, game.role, game.actions, game.result
    probability = game.probability
    ordered = order is not None
    op_hi, op_lo = (">", "<") if strict else (">=", "<=")

    generated = leaves = cutoffs = hits = expanded = visited = deepest = 0
    cuts = stats.cuts
    root_values = stats.action_values
    outcome = "complete"
    final_value = final_action = None

    # -- the root --------------------------------------------------------------
    v = outcome_of(state)
    why = "terminal"
    if v is None and limit == 0:
        v, why = evaluate(state), "cutoff"
    if v is not None:
        leaves, visited = 1, 1
        cutoffs = 1 if why == "cutoff" else 0
        if trace:
            yield ("leaf", state, None, 0, v, why)
        final_value = v
        stack = None
    else:
        stack = []
    root = None

    def frame(s, role, a, d, alpha, beta):
        if role == -1 and not chance_ok:
            raise GameError(f"{game.describe(s)} is a chance node: minimax and alpha-beta "
                            "have no rule for chance, use expectimax")
        acts = actions_of(s)
        if not acts:
            raise GameError(f"{game.describe(s)} is not over but has no actions")
        if ordered:
            kids = [(x, result(s, x)) for x in acts]
            if role >= 0 and maxn:
                kids.sort(key=lambda p: -order(p[1])[role])
            elif role == 0:
                kids.sort(key=lambda p: -order(p[1]))
            elif role == 1:
                kids.sort(key=lambda p: order(p[1]))
            acts = kids
        return [s, role, acts, 0, _start_value(role, maxn), alpha, beta, None, d, a]

    if stack is not None:
        root = frame(state, role_of(state), None, 0, -_INF, _INF)
        if ordered:
            generated += len(root[_A])
        stack.append(root)
        visited = expanded = 1
        if trace:
            yield ("enter", state, None, 0, -_INF, _INF,
                   tuple(p[0] for p in root[_A]) if ordered else tuple(root[_A]))

    while stack:
        f = stack[-1]
        i = f[_I]
        acts = f[_A]
        if i < len(acts):
            f[_I] = i + 1
            if ordered:
                a, child = acts[i]
            else:
                a = acts[i]
                child = result(f[_S], a)
                generated += 1
                if generated > max_nodes or (deadline is not None and not generated & 1023
                                             and time.perf_counter() > deadline):
                    outcome = "budget"
                    break
            d = f[_D] + 1
            visited += 1
            v = outcome_of(child)
            if v is not None:
                leaves += 1
                if trace:
                    yield ("leaf", child, a, d, v, "terminal")
            elif d == limit:
                v = evaluate(child)
                leaves += 1
                cutoffs += 1
                if trace:
                    yield ("leaf", child, a, d, v, "cutoff")
            elif memo is not None and child in memo:
                v = memo[child]
                hits += 1
                if trace:
                    yield ("leaf", child, a, d, v, "table")
            else:
                g = frame(child, role_of(child), a, d, f[_AL], f[_BE])
                if ordered:
                    generated += len(g[_A])
                    if generated > max_nodes or (deadline is not None
                                                 and time.perf_counter() > deadline):
                        outcome = "budget"
                        break
                stack.append(g)
                expanded += 1
                if d > deepest:
                    deepest = d
                if trace:
                    yield ("enter", child, a, d, f[_AL], f[_BE],
                           tuple(p[0] for p in g[_A]) if ordered else tuple(g[_A]))
                continue
            parent = f
        else:
            stack.pop()
            v = f[_V]
            if memo is not None:
                memo[f[_S]] = v
            if not stack:
                final_value, final_action = v, f[_BEST]
                break
            parent = stack[-1]
            a = f[_IN]
            child = f[_S]
        # -- fold the child's value v into parent ---------------------------------
        r = parent[_R]
        pv = parent[_V]
        if r == -1:
            pv = pv + probability(parent[_S], a) * v
            parent[_V] = pv
        elif maxn:
            if pv is None or v[r] > pv[r]:
                parent[_V] = pv = v
                parent[_BEST] = a
        elif r == 0:
            if v > pv:
                parent[_V] = pv = v
                parent[_BEST] = a
        elif v < pv:
            parent[_V] = pv = v
            parent[_BEST] = a
        if parent is root:
            root_values[a] = v
        if trace:
            yield ("backup", child, v, parent[_S], pv)
        if prune:
            if r == 0:
                beta = parent[_BE]
                if (pv > beta) if strict else (pv >= beta):
                    j = parent[_I]
                    if j < len(parent[_A]):
                        rest = parent[_A][j:]
                        cut = Cut(parent[_S], parent[_D], "MAX", pv, "beta", op_hi,
                                  parent[_AL], beta,
                                  tuple(p[0] for p in rest) if ordered else tuple(rest))
                        cuts.append(cut)
                        parent[_I] = len(parent[_A])
                        if trace:
                            yield ("cut", cut)
                elif pv > parent[_AL]:
                    parent[_AL] = pv
                    if trace:
                        yield ("update", parent[_S], "alpha", pv)
            else:
                alpha = parent[_AL]
                if (pv < alpha) if strict else (pv <= alpha):
                    j = parent[_I]
                    if j < len(parent[_A]):
                        rest = parent[_A][j:]
                        cut = Cut(parent[_S], parent[_D], "MIN", pv, "alpha", op_lo,
                                  alpha, parent[_BE],
                                  tuple(p[0] for p in rest) if ordered else tuple(rest))
                        cuts.append(cut)
                        parent[_I] = len(parent[_A])
                        if trace:
                            yield ("cut", cut)
                elif pv < parent[_BE]:
                    parent[_BE] = pv
                    if trace:
                        yield ("update", parent[_S], "beta", pv)

    if outcome == "budget":
        root = stack[0]
        final_action = root[_BEST] if root[_BEST] is not None else None
        final_value = None
    elif cutoffs:
        outcome = "cutoff"
    stats.leaves, stats.generated, stats.visited = leaves, generated, visited
    stats.expanded, stats.cutoffs, stats.hits = expanded, cutoffs, hits
    stats.value, stats.action, stats.outcome = final_value, final_action, outcome
    stats.max_depth = deepest
    yield ("done", outcome, final_value, final_action)

