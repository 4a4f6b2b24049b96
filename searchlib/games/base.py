"""The game protocol: the six parts every adversarial search needs.

A game is a plain object with

* ``initial``: the state play starts from (hashable);
* ``player(state)``: whose turn it is in ``state``;
* ``actions(state)``: the moves available in ``state``, in a fixed order;
* ``result(state, action)``: the state a move leads to;
* ``terminal(state)``: whether the game is over (this replaces the goal
  test of a search problem: a game can end in a loss as well as a win);
* ``utility(state, player)``: what a finished game is worth to ``player``
  (a number: positions are ranked, not just accepted).

``players`` lists the players in turn order.  In a two-player game the
first one is **MAX**, and every value the algorithms report is from MAX's
point of view (as in the lecture, where X is MAX and O wins at -1).  With
more players the algorithms back up one utility per player (a tuple).

Optional parts: ``evaluate(state)`` estimates a position that is not over
(needed when a search stops at a depth limit), and a game with chance
moves returns :data:`CHANCE` from ``player`` and gives the odds of each
outcome with ``probability(state, action)``.

Examples
--------
A tiny game: a pile of 3 counters, take 1 or 2, whoever takes the last
counter wins.

>>> class Take(Game):
...     initial = (3, "A")            # counters left, player to move
...     players = ("A", "B")
...     def player(self, state):
...         return state[1]
...     def actions(self, state):
...         return [n for n in (1, 2) if n <= state[0]]
...     def result(self, state, action):
...         return (state[0] - action, "B" if state[1] == "A" else "A")
...     def terminal(self, state):
...         return state[0] == 0
...     def utility(self, state, player):
...         return -1 if state[1] == player else 1   # the mover has lost
>>> from searchlib import minimax
>>> r = minimax(Take())
>>> r.value, r.action                 # A loses whatever it does
(-1, 1)
"""

import math

from ..errors import GameError

__all__ = ["Game", "CHANCE", "MAX", "MIN", "role_name", "format_value"]

#: What :meth:`Game.player` returns where chance, not a player, moves.
CHANCE = "chance"

#: Role numbers used by the algorithms: the first player (MAX) is 0, the
#: second (MIN) is 1, the k-th player is k - 1, and a chance node is -1.
MAX, MIN = 0, 1
_CHANCE_ROLE = -1


def format_value(v):
    """A value as messages write it: whole floats without ``.0``, infinities as ``+inf``.

    Examples
    --------
    >>> format_value(4.0), format_value(-math.inf), format_value((1, 2.5)), format_value(0.125)
    ('4', '-inf', '(1, 2.5)', '0.125')
    """
    if isinstance(v, float):
        if v == math.inf:
            return "+inf"
        if v == -math.inf:
            return "-inf"
        if v.is_integer():
            return str(int(v))
        return f"{v:g}"
    if isinstance(v, tuple):
        return "(" + ", ".join(format_value(x) for x in v) + ")"
    return str(v)


def role_name(role, players=2):
    """Return a role number in words.

    Examples
    --------
    >>> role_name(0), role_name(1), role_name(-1), role_name(2, players=3)
    ('MAX', 'MIN', 'CHANCE', 'player 3')
    """
    if role == _CHANCE_ROLE:
        return "CHANCE"
    if players == 2:
        return "MAX" if role == MAX else "MIN"
    return f"player {role + 1}"


class Game:
    """Base class for games; override the six parts (and the optional ones).

    Subclasses set ``initial`` and ``players`` and define :meth:`player`,
    :meth:`actions`, :meth:`result`, :meth:`terminal` and :meth:`utility`.
    The algorithms call the fast paths :meth:`outcome` and :meth:`role`,
    which are built from those and may be overridden with equivalent,
    faster code.
    """

    initial = None
    players = ("MAX", "MIN")

    def player(self, state):
        """Return the player whose turn it is (or :data:`CHANCE`)."""
        raise NotImplementedError(f"{type(self).__name__} must define player(state)")

    def actions(self, state):
        """Return the moves available in ``state``, in the order to try them."""
        raise NotImplementedError(f"{type(self).__name__} must define actions(state)")

    def result(self, state, action):
        """Return the state that ``action`` leads to."""
        raise NotImplementedError(f"{type(self).__name__} must define result(state, action)")

    def terminal(self, state):
        """Return True when the game is over in ``state``."""
        raise NotImplementedError(f"{type(self).__name__} must define terminal(state)")

    def utility(self, state, player):
        """Return what the finished game ``state`` is worth to ``player``."""
        raise NotImplementedError(f"{type(self).__name__} must define utility(state, player)")

    def evaluate(self, state):
        """Estimate a position that is not over, like :meth:`value` would score it.

        Needed only by a search with a depth limit; none by default.
        """
        raise GameError(
            f"{type(self).__name__} has no evaluate(state): a depth-limited search needs "
            "an evaluation function (pass evaluate=...)")

    def probability(self, state, action):
        """Return the probability of ``action`` at a chance node."""
        raise NotImplementedError(
            f"{type(self).__name__} must define probability(state, action) for chance moves")

    # -- what the algorithms call ------------------------------------------
    def value(self, state):
        """The utility the algorithms back up for the finished game ``state``.

        A number from the first player's (MAX's) point of view in a
        two-player game; a tuple with one utility per player otherwise.
        """
        if len(self.players) == 2:
            return self.utility(state, self.players[0])
        return tuple(self.utility(state, p) for p in self.players)

    def outcome(self, state):
        """Return :meth:`value` if the game is over in ``state``, else None."""
        return self.value(state) if self.terminal(state) else None

    def role(self, state):
        """Return whose turn it is as a number: 0 for MAX (the first player),
        1 for MIN, k - 1 for the k-th player, -1 for chance."""
        who = self.player(state)
        if who == CHANCE:
            return _CHANCE_ROLE
        try:
            return self.players.index(who)
        except ValueError:
            raise GameError(f"player({state!r}) returned {who!r}, which is not one of "
                             f"the players {self.players!r}") from None

    def describe(self, state):
        """A short text for ``state`` (used in trace messages)."""
        return repr(state)

    def __repr__(self):
        return f"{type(self).__name__}()"
