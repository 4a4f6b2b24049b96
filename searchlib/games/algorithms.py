"""The adversarial search algorithms: thin choices over the one game core.

=================  ===============================================================
function           what it backs up
=================  ===============================================================
``minimax``        MAX takes the largest child value, MIN the smallest
``alphabeta``      the same value, skipping children that cannot change it
``expectimax``     as minimax, and chance nodes take the probability-weighted mean
``maxn``           each player takes the child whose tuple is best for itself
=================  ===============================================================

Every function takes a :class:`~searchlib.GameTree` (or nested lists,
made into one with MAX at the root) or any game object,
``state=`` to search from another position, ``depth=`` and ``evaluate=``
for a depth-limited search, the budget keywords ``max_nodes`` and
``max_seconds``, and ``trace=True`` to keep a step-by-step
:class:`~searchlib.games.trace.GameTrace`.

Examples
--------
The lecture's tree: MAX over three MIN nodes.

>>> from searchlib import GameTree
>>> lecture = GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]])
>>> r = minimax(lecture)
>>> r.value, r.action, r.leaves, r.generated
(4, 0, 9, 12)
>>> alphabeta(lecture).leaves
6
"""

from typing import NamedTuple

from ..search.core import paused_gc
from .core import GameStats, game_search
from .notation import Node
from .ordering import order_key
from .result import GameResult
from .table import TranspositionTable
from .trace import GameTrace
from .tree import GameTree

__all__ = ["minimax", "alphabeta", "expectimax", "maxn", "run_game", "as_game",
           "compare_orders", "OrderComparison"]


def run_game(events, game, state, algorithm, stats, *, trace=False, strict=False,
             ordered=False, prune=False):
    """Consume a core generator; return its :class:`GameResult`.

    The one place game events become answers: the algorithms below and
    anything else that drives the core go through it.
    """
    with paused_gc():
        kept = list(events) if trace else None
        if not trace:
            for _ in events:
                pass
    steps = GameTrace(game, kept, algorithm=algorithm, strict=strict, ordered=ordered,
                      prune=prune, state=state) if trace else None
    result = GameResult(algorithm, game, state, stats, steps)
    if steps is not None:
        steps.result = result
    return result


def as_game(game):
    """``game`` itself, or a :class:`~searchlib.GameTree` built from nested lists.

    Examples
    --------
    >>> as_game([[3, 12], [8, 6]])
    GameTree([[3, 12], [8, 6]])
    """
    if isinstance(game, (list, Node)):
        return GameTree(game)
    return game


def _search(game, name, *, state, rule, prune=False, strict=False, depth=None, evaluate=None,
            order=None, memo=None, table=None, max_nodes=None, max_seconds=None, trace=False):
    game = as_game(game)
    stats = GameStats()
    key = order_key(game, order)
    check = getattr(game, "check_state", None)
    start = game.initial if state is None else (state if check is None else check(state))
    if table is True:
        table = TranspositionTable()
    elif table is False:
        table = None
    events = game_search(game, start, rule=rule, prune=prune, strict=strict, depth=depth,
                         evaluate=evaluate, order=key, memo=memo, table=table,
                         max_nodes=max_nodes, max_seconds=max_seconds, trace=trace, stats=stats)
    if depth is not None:
        name += f" (depth {depth})"
    return run_game(events, game, start, name, stats, trace=trace, strict=strict,
                    ordered=key is not None, prune=prune)


def minimax(game, *, state=None, depth=None, evaluate=None, order=None, memo=None,
            max_nodes=None, max_seconds=None, trace=False):
    """Minimax: the value of a position when both sides play their best, and MAX's move.

    Parameters
    ----------
    game : Game or GameTree
        What to search.
    state : optional
        The position to search from (default: the game's initial one).
    depth : int, optional
        Stop this many moves down and score positions that are not over
        with ``evaluate`` (depth-limited minimax).
    evaluate : callable, optional
        ``evaluate(state)`` from MAX's point of view; the game's own
        ``evaluate`` by default.
    order : None, callable or "best"
        The order children are tried in: the game's (default),
        best-first by ``order(state)``, or for a tree ``"best"``: by exact
        minimax value (perfect ordering).  Minimax looks at every child
        anyway, so only the trace changes.
    memo : dict, optional
        A transposition table shared between calls (exact values only).
    max_nodes, max_seconds : optional
        The budget.
    trace : bool
        Keep the step-by-step trace in ``result.trace``.

    Returns
    -------
    GameResult

    Examples
    --------
    >>> from searchlib import GameTree, TicTacToe
    >>> minimax(GameTree([[3, 5, 6], [12, 8, 2], [8, 4, 6]])).value
    4
    >>> r = minimax(GameTree([[-8, -5], [-10, 8]]))
    >>> r.value, r.action
    (-8, 0)
    >>> r = minimax(TicTacToe(), state=".XOOXXX.O")   # O to move
    >>> r.value, r.action
    (0, (2, 1))
    """
    return _search(game, "minimax", state=state, rule="minimax", depth=depth, evaluate=evaluate,
                   order=order, memo=memo, max_nodes=max_nodes, max_seconds=max_seconds,
                   trace=trace)


def alphabeta(game, *, state=None, strict=False, order=None, depth=None, evaluate=None,
              table=None, max_nodes=None, max_seconds=None, trace=False):
    """Alpha-beta search: the minimax value and move, skipping what cannot matter.

    Alpha is the best value MAX can already secure on the path from the
    root, beta the best MIN can.  A MAX node stops trying children once its
    value reaches beta (MIN above will never let play get here); a MIN node
    once its value falls to alpha.  The root's value and move are those of
    minimax; a skipped branch's value is only a bound.

    Parameters
    ----------
    strict : bool
        Cut only when the value passes the bound (v > beta, v < alpha).
        By default a tie cuts too (v >= beta, v <= alpha), as in the
        lecture's pseudocode.
    order : None, callable or "best"
        Try children in the game's order (default), best-first by
        ``order(state)`` (MAX highest first, MIN lowest first), or for a
        tree ``"best"``, by exact minimax value.  Ordering changes what is
        pruned, never the value.
    table : True or TranspositionTable, optional
        A transposition table of values with their depth and kind (exact,
        lower or upper bound; :mod:`searchlib.games.table`): positions met
        again by another move order are answered from it when the entry
        decides in the current window.  True: a fresh table.

    Other parameters are those of :func:`minimax`.

    Examples
    --------
    >>> from searchlib import GameTree
    >>> t = GameTree([[10], [10, 0]])
    >>> alphabeta(t).leaves, alphabeta(t, strict=True).leaves
    (2, 3)
    >>> r = alphabeta(GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]]))
    >>> [(c.state, c.inequality, c.skipped) for c in r.cuts]
    [(5, '3 <= alpha = 4', (2,)), (9, '2 <= alpha = 4', (1, 2))]
    >>> from searchlib import TicTacToe
    >>> alphabeta(TicTacToe()).visited, alphabeta(TicTacToe(), table=True).visited
    (18297, 4866)
    """
    name = "alpha-beta" + (" (strict)" if strict else "") + (
        "" if table is None or table is False else " + table")
    return _search(game, name, state=state, rule="minimax", prune=True, strict=strict,
                   depth=depth, evaluate=evaluate, order=order, table=table,
                   max_nodes=max_nodes, max_seconds=max_seconds, trace=trace)


def expectimax(game, *, state=None, depth=None, evaluate=None, order=None, memo=None,
               max_nodes=None, max_seconds=None, trace=False):
    """Expectimax: minimax where chance nodes take the expected value of their children.

    MAX and MIN nodes back up as in :func:`minimax`; a chance node backs up
    the sum of probability times value.  Unlike minimax, the answer depends
    on the size of the utilities and not only on their order.

    Examples
    --------
    >>> from searchlib import GameTree
    >>> from searchlib.games import Chance
    >>> t = GameTree([Chance([0, 10], [0.5, 0.5]), 4])
    >>> r = expectimax(t)
    >>> r.value, r.action
    (5.0, 0)
    >>> expectimax(t.map_leaves({0: 0, 4: 100, 10: 101}.get)).action
    1
    """
    return _search(game, "expectimax", state=state, rule="expectimax", depth=depth,
                   evaluate=evaluate, order=order, memo=memo, max_nodes=max_nodes,
                   max_seconds=max_seconds, trace=trace)


def maxn(game, *, state=None, depth=None, evaluate=None, memo=None, max_nodes=None,
         max_seconds=None, trace=False):
    """Max^n: each player picks the child whose utility tuple is best for itself.

    Utilities are tuples with one entry per player; the player to move at a
    node takes the child with the largest entry of its own (the first such
    child on a tie).  Chance nodes take the expected tuple.

    Examples
    --------
    >>> from searchlib import GameTree
    >>> t = GameTree([[(1, 2, 3), (4, 2, 1)], [(6, 1, 2), (7, 4, -1)]])
    >>> r = maxn(t)
    >>> r.value, r.action
    ((7, 4, -1), 1)
    """
    return _search(game, "max^n", state=state, rule="maxn", depth=depth, evaluate=evaluate,
                   memo=memo, max_nodes=max_nodes, max_seconds=max_seconds, trace=trace)


class OrderComparison(NamedTuple):
    """Two alpha-beta runs of the same game: the given move order and best-first."""

    given: object
    reordered: object

    def rows(self):
        """``(headers, rows)``: leaves evaluated, pruned, generated, cuts for each run."""
        headers = ["order", "value", "leaves evaluated", "leaves pruned", "generated", "cuts"]
        out = []
        for name, r in (("given", self.given), ("best-first", self.reordered)):
            out.append([name, r.value, r.leaves, r.pruned, r.generated, len(r.cuts)])
        return headers, out

    @property
    def traces(self):
        """The two traces, for a side-by-side stepper."""
        return self.given.trace, self.reordered.trace


def compare_orders(game, order="best", *, strict=False, state=None, depth=None,
                   evaluate=None):
    """Run alpha-beta in the given move order and best-first; return both results (traced).

    Examples
    --------
    >>> from searchlib.games import examples
    >>> c = compare_orders(examples.EXERCISE_27)
    >>> c.given.leaves, c.reordered.leaves
    (10, 8)
    >>> c.given.pruned, c.reordered.pruned
    (17, 19)
    """
    kw = dict(strict=strict, state=state, depth=depth, evaluate=evaluate, trace=True)
    return OrderComparison(alphabeta(game, **kw), alphabeta(game, order=order, **kw))
