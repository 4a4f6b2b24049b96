"""Transposition tables and move orderings for alpha-beta: what ``table=`` and ``moves=`` mean.

A **transposition table** remembers, for positions searched before, what
the search learnt: how deep below the position it looked (``depth``), the
value it backed up, what *kind* of value that is, and the best move.  The
kind matters because alpha-beta stops early:

* ``"exact"``: every move was searched inside the window; the value is the
  position's value (to that depth);
* ``"lower"``: a cut stopped the search after a move reached beta; the true
  value is *at least* this (a lower bound);
* ``"upper"``: no move reached alpha; the true value is *at most* this (an
  upper bound).

The game core (:func:`~searchlib.games.core.game_search`) stores an entry
whenever it finishes a node, and before searching a child looks it up: an
exact value searched at least as deep is used as is, a lower bound only if
it already reaches the child's beta, an upper bound only if it is already
at or below alpha (each would cause the same cut as searching).  The
classic bug is to store a cut value as exact: a later visit, with another
window, then believes a bound.  ``TranspositionTable(bounds=False)`` makes
that bug on purpose (every value is stored as exact), so a lesson can show
what it breaks.

A **move ordering** (``moves=`` in the core) is an object whose
``order(state, ply, moves)`` returns the moves to try, best first; if it
has ``cut(state, ply, move)`` the core tells it each move that caused a
cut.  :class:`MoveOrder` is one: the table's best move first, then the
moves that recently cut at the same ply (*killer moves*), then the rest by
how many cuts each move has caused (the *history heuristic*).

Examples
--------
>>> table = TranspositionTable()
>>> table.store("p", 3, 0.5, "lower", 2)
>>> table["p"]
TableEntry(depth=3, value=0.5, kind='lower', move=2)
>>> usable(table["p"], 3, alpha=0.0, beta=0.4), usable(table["p"], 3, alpha=0.0, beta=0.9)
(True, False)
>>> TranspositionTable(bounds=False).kind_for(0.5, alpha=0.0, beta=0.4)
'exact'
"""

from typing import NamedTuple

__all__ = ["TableEntry", "TranspositionTable", "usable", "KINDS", "MoveOrder"]

#: The kinds of stored values.
KINDS = ("exact", "lower", "upper")


class TableEntry(NamedTuple):
    """What the table remembers of one position."""

    depth: float        # how many moves below the position were searched (inf: to the end)
    value: object       # the value backed up
    kind: str           # "exact", "lower" (true >= value) or "upper" (true <= value)
    move: object        # the best move found (None if none)


def usable(entry, depth, *, alpha, beta):
    """Whether ``entry`` answers a search ``depth`` moves deep in the window (alpha, beta).

    Deep enough, and exact, or a bound that already decides: a lower bound
    at or above beta, an upper bound at or below alpha.
    """
    if entry is None or entry.depth < depth:
        return False
    if entry.kind == "exact":
        return True
    if entry.kind == "lower":
        return entry.value >= beta
    return entry.value <= alpha


class TranspositionTable(dict):
    """A dict ``state -> TableEntry`` that the game core reads and fills.

    Parameters
    ----------
    bounds : bool
        Store each value with its kind (default).  False stores every
        value as exact, even one a cut left as a bound: the classic bug.

    Attributes
    ----------
    stores : int
        How many entries were written (a position written twice counts twice).
    """

    def __init__(self, *, bounds=True):
        super().__init__()
        self.bounds = bounds
        self.stores = 0

    def kind_for(self, value, *, alpha, beta):
        """The kind of ``value`` backed up by a node searched in the window (alpha, beta)."""
        if not self.bounds:
            return "exact"
        if value >= beta:
            return "lower"
        if value <= alpha:
            return "upper"
        return "exact"

    def store(self, state, depth, value, kind, move):
        """Remember ``state``'s value unless a deeper search of it is already stored."""
        old = self.get(state)
        if old is None or old.depth <= depth:
            self[state] = TableEntry(depth, value, kind, move)
            self.stores += 1

    def move(self, state):
        """The best move stored for ``state`` (None if none)."""
        entry = self.get(state)
        return None if entry is None else entry.move

    def __repr__(self):
        return f"<TranspositionTable of {len(self)} positions{'' if self.bounds else ', no bounds'}>"


class MoveOrder:
    """Move ordering from what the search has learnt: the table's move, killers, history.

    ``order(state, ply, moves)`` puts first the best move the table stored
    for ``state``; then, with ``killers``, the moves that recently caused a
    cut at the same ply (two kept per ply, the newest first: a move good
    enough to refute one line is often good against its sibling); then the
    rest, with ``history``, by how many cuts each move has caused anywhere
    so far (the *history heuristic*), else in the game's order.  The core
    calls ``cut(state, ply, move)`` for every move that caused a cut.

    Parameters
    ----------
    table : TranspositionTable, optional
        Where the best moves come from.
    killers, history : bool
        Which of the two cut-based orderings to use.

    Examples
    --------
    >>> order = MoveOrder(killers=True, history=True)
    >>> order.cut("s", 2, 5); order.cut("t", 2, 1); order.cut("u", 4, 2)
    >>> order.order("v", 2, [0, 1, 2, 5]), order.order("v", 3, [0, 1, 2, 5])
    ([1, 5, 2, 0], [1, 2, 5, 0])
    """

    def __init__(self, table=None, *, killers=False, history=False):
        self.table = table
        self.killers = {} if killers else None
        self.history = {} if history else None

    def order(self, state, ply, moves):
        first = []
        best = None if self.table is None else self.table.move(state)
        if best is not None and best in moves:
            first.append(best)
        if self.killers is not None:
            for move in self.killers.get(ply, ()):
                if move in moves and move not in first:
                    first.append(move)
        rest = [m for m in moves if m not in first] if first else list(moves)
        if self.history is not None:
            score = self.history
            rest.sort(key=lambda m: -score.get(m, 0))
        return first + rest if first or self.history is not None else moves

    def cut(self, state, ply, move):
        """Remember that ``move`` caused a cut at ``ply``."""
        if self.killers is not None:
            row = self.killers.setdefault(ply, [])
            if move in row:
                row.remove(move)
            row.insert(0, move)
            del row[2:]
        if self.history is not None:
            self.history[move] = self.history.get(move, 0) + 1
