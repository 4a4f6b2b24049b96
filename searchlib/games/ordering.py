"""Move ordering: what ``order=`` means, and the given-vs-best-first comparison.

Alpha-beta prunes most when the best move is tried first.  ``order=`` in
the algorithms takes None (the game's own order), a function
``key(state)`` scoring a position from MAX's point of view (MAX tries its
highest-scored child first, MIN its lowest), ``"evaluate"`` (the game's
evaluation function as the key) or, for a :class:`~searchlib.GameTree`,
``"best"``: the exact minimax values, the ordering a perfect oracle would
give.

Examples
--------
>>> from searchlib.games import examples
>>> c = compare_orders(examples.EXERCISE_27)
>>> c.given.leaves, c.reordered.leaves
(10, 8)
>>> c.given.pruned, c.reordered.pruned
(17, 19)
"""

from typing import NamedTuple

from ..errors import GameError

__all__ = ["order_key", "exact_values", "compare_orders", "OrderComparison"]


def exact_values(tree, rule="minimax"):
    """Every node's exact backed-up value, as a list indexed by node.

    Read off the events of one full search of ``tree`` (the one search
    core: no second copy of minimax).

    Examples
    --------
    >>> from searchlib import GameTree
    >>> exact_values(GameTree([[3, 12], [8, 6]]))
    [6, 3, 3, 12, 6, 8, 6]
    """
    from .core import GameStats, game_search
    values = [None] * tree.size
    for event in game_search(tree, rule=rule, trace=True, stats=GameStats()):
        if event[0] == "leaf":
            values[event[1]] = event[4]
        elif event[0] == "backup":
            values[event[1]] = event[2]
        elif event[0] == "done":
            values[tree.initial] = event[2]
    return values


def order_key(game, order):
    """Turn an ``order=`` argument into a key function (or None)."""
    if order is None:
        return None
    if callable(order):
        return order
    if order == "evaluate":
        return game.evaluate
    if order == "best":
        if not hasattr(game, "leaf_count"):
            raise GameError('order="best" needs a GameTree (it uses exact values); for a '
                            'game, pass a function order=key(state)')
        values = exact_values(game, "maxn" if getattr(game, "multi", False) else
                              "expectimax")
        return values.__getitem__
    raise GameError(f'order must be None, a function key(state), "evaluate" or "best", '
                    f"not {order!r}")


class OrderComparison(NamedTuple):
    """Two alpha-beta runs of the same game: given order and best-first."""

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
    """Run alpha-beta in the given order and best-first; return both results (traced)."""
    from .algorithms import alphabeta
    kw = dict(strict=strict, state=state, depth=depth, evaluate=evaluate, trace=True)
    return OrderComparison(alphabeta(game, **kw), alphabeta(game, order=order, **kw))
