"""Move ordering: what ``order=`` means in the game algorithms.

Alpha-beta prunes most when the best move is tried first.  ``order=`` in
the algorithms takes None (the game's own order), a function
``key(state)`` scoring a position from MAX's point of view (MAX tries its
highest-scored child first, MIN its lowest), ``"evaluate"`` (the game's
evaluation function as the key) or, for a :class:`~searchlib.GameTree`,
``"best"``: the exact minimax values, the ordering a perfect oracle would
give.

(Move ordering is not the frontier *discipline* of :mod:`searchlib.search`,
which decides which waiting node a search expands next: here every child
is searched, and the ordering only decides which comes first.)
:func:`~searchlib.games.algorithms.compare_orders` runs alpha-beta both
ways.

Examples
--------
>>> from searchlib import GameTree
>>> tree = GameTree([[3, 12], [8, 6]])
>>> key = order_key(tree, "best")
>>> [key(child) for child in tree.children(tree.initial)]
[3, 6]
"""

from ..errors import GameError
from .core import GameStats, game_search

__all__ = ["order_key", "exact_values"]


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
