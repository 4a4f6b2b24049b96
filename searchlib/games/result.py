"""What a game search returns: :class:`GameResult`.

Examples
--------
>>> from searchlib import GameTree, alphabeta
>>> r = alphabeta(GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]]))
>>> r.value, r.action, r.leaves, r.pruned
(4, 0, 6, 3)
>>> r
<GameResult alpha-beta: value 4, action 0; 6 leaves, 9 generated, 2 cuts>
"""

from ..results import Result
from .base import format_value as _num

__all__ = ["GameResult"]


class GameResult(Result):
    """The answer and the counters of one game search.

    Attributes
    ----------
    algorithm : str
        Which search produced it.
    value : number or tuple or None
        The root's backed-up value (MAX's point of view in a two-player
        game; one utility per player for max^n).  None if the budget ran
        out.
    action : object
        The move chosen at the root (for a :class:`~searchlib.GameTree`, the
        position of the chosen child); None at a finished position.
    leaves : int
        Positions scored without searching below them: real leaves
        (finished games, ``terminal``) plus ``estimates``.
    estimates : int
        Positions at the depth limit scored by the evaluation function
        (``cutoffs`` is the same number, by its old name).
    generated : int
        Positions generated below the root (the root is not counted: a
        search of tic-tac-toe from the empty board generates 549,945
        boards).
    visited : int
        Positions looked at, the root included (``generated + 1`` without
        a move ordering: 549,946 for that search).
    expanded : int
        Inner nodes entered.
    hits : int
        Positions whose value came from the ``memo`` table.
    cuts : list of Cut
        Alpha-beta cuts in order: where, which inequality, alpha and beta.
    outcome : str
        ``"complete"``, ``"cutoff"`` (the depth limit stopped some line:
        the value is an estimate) or ``"budget"``.
    action_values : dict
        The value each tried root action backed up.  Exact for minimax,
        expectimax and max^n; after alpha-beta, only the chosen action's
        is sure to be exact, the others may be bounds.
    trace : GameTrace or None
        The step-by-step trace, with ``trace=True``.
    state : object
        The position searched from.
    """

    COUNTERS = ("leaves", "generated", "visited", "expanded", "estimates", "hits", "max_depth")

    __slots__ = COUNTERS + ("value", "action", "cuts", "action_values", "state", "game")

    def __init__(self, algorithm, game, state, stats, trace=None):
        super().__init__(algorithm, stats.outcome, stats, trace)
        self.game = game
        self.state = state
        self.value = stats.value
        self.action = stats.action
        self.cuts = list(stats.cuts)
        self.action_values = dict(stats.action_values)

    @property
    def cutoffs(self):
        """The old name of :attr:`estimates`: positions scored at the depth limit."""
        return self.estimates

    @property
    def terminal(self):
        """Real leaves scored: finished games (``leaves - estimates``)."""
        return self.leaves - self.estimates

    @property
    def complete(self):
        """True unless the budget stopped the search."""
        return self.outcome != "budget"

    @property
    def pruned(self):
        """For a game tree: how many of its leaves the cuts kept from being evaluated."""
        count = getattr(self.game, "leaf_count", None)
        if count is None:
            return None
        return sum(count(self.game.result(c.state, a)) for c in self.cuts for a in c.skipped)

    def cut_table(self):
        """``(headers, rows)``: one row per cut, in order (for a notebook table).

        Examples
        --------
        >>> from searchlib import GameTree, alphabeta
        >>> alphabeta(GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]])).cut_table()[1]
        [['C', 'MIN', '3 <= alpha = 4', '4', '9', '7'],
         ['D', 'MIN', '2 <= alpha = 4', '4', '+inf', '4, 6']]
        """
        game = self.game
        tree = hasattr(game, "leaf_count")
        headers = ["node", "role", "test", "alpha", "beta", "skipped"]
        rows = []
        for c in self.cuts:
            skipped = [game.describe(game.result(c.state, a)) if tree else repr(a)
                       for a in c.skipped]
            rows.append([game.describe(c.state), c.role, c.inequality, _num(c.alpha),
                         _num(c.beta), ", ".join(skipped)])
        return headers, rows

    def counts(self):
        """The counters as a dict (handy for tables)."""
        return {"leaves": self.leaves, "generated": self.generated, "visited": self.visited,
                "cuts": len(self.cuts)}

    def _answer(self):
        if self.outcome == "budget":
            return "stopped by the budget"
        what = f"value {_num(self.value)}, action {self.action!r}"
        if self.outcome == "cutoff":
            what += " (depth-limited)"
        return what

    def _counters_text(self):
        return f"{self.leaves} leaves, {self.generated} generated, {len(self.cuts)} cuts"
