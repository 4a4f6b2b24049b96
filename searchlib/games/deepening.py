"""Iterative-deepening alpha-beta: depth 1, 2, 3, ... until the depth or the time runs out.

A program that plays under a clock cannot know in advance how deep it can
afford to search.  Iterative deepening searches to depth 1, then 2, then
3, ..., each round a complete depth-limited alpha-beta search
(:func:`~searchlib.games.core.game_search`), and when time is up plays the
move of the deepest round that finished.  The rounds are cheap compared
with the last one (the tree grows by the branching factor per ply), and
they pay for themselves by *ordering* the next round's moves:

* ``order="previous"``: at the root, the moves in the order of the
  previous round's values, best first;
* ``table=True``: a transposition table (:mod:`searchlib.games.table`)
  shared by all rounds: positions reached by several move orders are
  searched once per round, and every node tries first the best move the
  table stored for it (from this round or the one before);
* ``killers=True``: after the table's move, the moves that recently
  caused a cut at the same ply;
* ``history=True``: the other moves by how many cuts each has caused so
  far in the search (the history heuristic).

None of these changes the value of a round: each round returns the value
plain alpha-beta returns at that depth (the tests check it); they change
how many positions it searches.

:func:`deepening_search` is a generator of the core's events, each round
announced by ``("deepen", depth, counts)`` and closed by ``("deepened",
depth, value, action, counts)``, the whole search by ``("done", outcome,
value, action, counts)``; the counters run on over the rounds.  The trace
(:class:`~searchlib.games.trace.GameTrace`) steps through every round.

Examples
--------
>>> from searchlib import ConnectFour
>>> r = id_alphabeta(ConnectFour(), max_depth=4, table=True, order="previous")
>>> r.depth, r.action, [row.depth for row in r.rounds]
(4, 3, [1, 2, 3, 4])
>>> r.value == alphabeta_value(ConnectFour(), 4)
True
"""

import math
import time
from typing import NamedTuple

from ..budget import Budget
from ..errors import GameError
from ..search.core import paused_gc
from .algorithms import as_game
from .core import DEFAULT_MAX_NODES, GameStats, game_search
from .result import GameResult
from .table import MoveOrder, TranspositionTable
from .trace import GameTrace

__all__ = ["id_alphabeta", "deepening_search", "DeepeningResult", "Round", "RootOrder",
           "alphabeta_value"]


class Round(NamedTuple):
    """One round of iterative deepening."""

    depth: int
    value: object           # None if the round did not finish
    action: object
    visited: int            # positions looked at in this round
    generated: int
    complete: bool
    estimates: int          # positions the evaluation function scored in this round


class RootOrder:
    """Move ordering: at the root, the previous round's values (best first for the mover);
    below, ``then`` (another ordering) or the game's order."""

    def __init__(self, then=None):
        self.values = {}
        self.maximise = True
        self.then = then
        self.cut = getattr(then, "cut", None)

    def order(self, state, ply, moves):
        if ply == 0 and self.values:
            sign = -1 if self.maximise else 1
            seen = self.values
            ranked = sorted(range(len(moves)), key=lambda i: (
                0 if moves[i] in seen else 1, sign * seen.get(moves[i], 0), i))
            return [moves[i] for i in ranked]
        return self.then.order(state, ply, moves) if self.then is not None else moves


def _orderer(table, order, killers, history):
    if order not in (None, "previous"):
        raise GameError(f'order must be None or "previous", not {order!r}')
    inner = None
    if table is not None or killers or history:
        inner = MoveOrder(table, killers=killers, history=history)
    if order == "previous":
        return RootOrder(inner)
    return inner


def deepening_search(game, state=None, *, max_depth=None, evaluate=None, table=None,
                     order=None, killers=False, history=False, strict=False, max_nodes=None,
                     max_seconds=None, trace=False, stats=None, rounds=None):
    """Alpha-beta to depth 1, 2, ...; yield the core's events (see the module docstring).

    Parameters
    ----------
    max_depth : int, optional
        The deepest round (None: until the budget runs out, or until a
        round is not cut off anywhere: the game was searched to its end).
    table : TranspositionTable, optional
        Shared by the rounds.
    order : {None, "previous"}
        Order the root's moves by the previous round's values.
    killers, history : bool
        Killer moves after the table's move; the rest by the history heuristic.
    max_nodes, max_seconds : optional
        A budget for the whole search; a round it stops is not used.
    rounds : list, optional
        Receives a :class:`Round` per round.
    """
    if max_depth is not None and (isinstance(max_depth, bool) or not isinstance(max_depth, int)
                                  or max_depth < 1):
        raise GameError(f"max_depth must be a whole number 1 or more, not {max_depth!r}")
    if max_depth is None and max_nodes is None and max_seconds is None:
        raise GameError("iterative deepening needs a max_depth, max_nodes or max_seconds to "
                        "stop")
    budget = Budget(max_nodes, max_seconds, default_nodes=DEFAULT_MAX_NODES)
    stats = GameStats() if stats is None else stats
    rounds = [] if rounds is None else rounds
    state = game.initial if state is None else state
    moves = _orderer(table, order, killers, history)
    value = action = None
    outcome = "complete"
    depth = 0
    while max_depth is None or depth < max_depth:
        depth += 1
        if isinstance(moves, RootOrder):
            moves.maximise = game.role(state) == 0
        left = budget.nodes - stats.generated
        seconds = None
        if budget.deadline is not None:
            seconds = max(0.0, budget.deadline - time.perf_counter())
        before = (stats.visited, stats.generated, stats.estimates, stats.hits)
        if trace:
            yield ("deepen", depth, _counts(stats))
        last = None
        for event in game_search(game, state, prune=True, strict=strict, depth=depth,
                                 evaluate=evaluate, moves=moves, table=table, max_nodes=left,
                                 max_seconds=seconds, trace=trace, stats=stats):
            if event[0] == "done":
                last = event
            elif trace:
                yield event
        complete = last[1] != "budget"
        rounds.append(Round(depth, last[2] if complete else None, last[3],
                            stats.visited - before[0], stats.generated - before[1], complete,
                            stats.estimates - before[2]))
        if not complete:
            if action is None:
                action = last[3]        # the unfinished first round's best so far
            outcome = "budget"
            break
        value, action = last[2], last[3]
        if isinstance(moves, RootOrder):
            moves.values = dict(stats.action_values)
        if trace:
            yield ("deepened", depth, value, action, _counts(stats))
        if stats.estimates == before[2] and (table is None or stats.hits == before[3]):
            # no line reached the depth limit: the game is searched to its end (with a
            # table, a value it gave might come from an older round's estimates: go on)
            break
        if budget.out_of_time() or stats.generated >= budget.nodes:
            outcome = "budget"
            break
    stats.value, stats.action = value, action
    if outcome != "budget":
        outcome = "cutoff" if rounds[-1].estimates else "complete"
    stats.outcome = outcome
    yield ("done", stats.outcome, value, action, _counts(stats))


def _counts(stats):
    return (stats.generated, stats.visited, stats.leaves, stats.estimates, len(stats.cuts))


class DeepeningResult(GameResult):
    """A :class:`GameResult` of iterative deepening, with its rounds.

    Attributes
    ----------
    rounds : list of Round
        Each round: depth, value, action, positions visited and generated
        in it, and whether it finished.
    depth : int
        The deepest round that finished (0 if none).
    table : TranspositionTable or None
        The table the rounds shared.
    """

    __slots__ = ("rounds", "depth", "table")

    def __init__(self, algorithm, game, state, stats, rounds, table, trace=None):
        super().__init__(algorithm, game, state, stats, trace)
        self.rounds = list(rounds)
        done = [r.depth for r in rounds if r.complete]
        self.depth = done[-1] if done else 0
        self.table = table


def id_alphabeta(game, *, state=None, max_depth=None, max_seconds=None, max_nodes=None,
                 evaluate=None, table=None, order=None, killers=False, history=False,
                 strict=False, trace=False):
    """Iterative-deepening alpha-beta; return a :class:`DeepeningResult`.

    Parameters
    ----------
    game : Game
        The game (Connect Four, tic-tac-toe, a game tree with ``evaluate``).
    state : optional
        The position to search from.
    max_depth : int, optional
        Stop after this depth.
    max_seconds, max_nodes : optional
        Stop when the time or the positions run out; the deepest finished
        round gives the move (``outcome`` is then ``"budget"``).
    evaluate : callable, optional
        The evaluation function (the game's by default).
    table : bool or TranspositionTable, optional
        True: a fresh transposition table shared by the rounds; or a table
        to use (and keep).
    order : {None, "previous"}
        Try the root's moves in the order of the previous round's values.
    killers, history : bool
        Move ordering below the root: killer moves, the history heuristic.
    trace : bool
        Keep the step-by-step trace of every round.

    Examples
    --------
    >>> from searchlib import ConnectFour
    >>> plain = id_alphabeta(ConnectFour(), max_depth=5)
    >>> tuned = id_alphabeta(ConnectFour(), max_depth=5, table=True, order="previous")
    >>> plain.value == tuned.value, tuned.visited < plain.visited
    (True, True)
    """
    game = as_game(game)
    check = getattr(game, "check_state", None)
    start = game.initial if state is None else (state if check is None else check(state))
    if table is True:
        table = TranspositionTable()
    elif table is False:
        table = None
    stats = GameStats()
    rounds = []
    events = deepening_search(game, start, max_depth=max_depth, evaluate=evaluate, table=table,
                              order=order, killers=killers, history=history, strict=strict,
                              max_nodes=max_nodes,
                              max_seconds=max_seconds, trace=trace, stats=stats, rounds=rounds)
    with paused_gc():
        kept = list(events) if trace else None
        if not trace:
            for _ in events:
                pass
    parts = ["ID alpha-beta"] + [name for name, on in (
        ("table", table is not None), ("previous best first", order == "previous"),
        ("killers", killers), ("history", history)) if on]
    name = parts[0] + (" + " + " + ".join(parts[1:]) if len(parts) > 1 else "")
    steps = GameTrace(game, kept, algorithm=name, strict=strict, prune=True, ordered=False,
                      state=start) if trace else None
    result = DeepeningResult(name, game, start, stats, rounds, table, steps)
    if steps is not None:
        steps.result = result
    return result


def alphabeta_value(game, depth, state=None):
    """The value plain depth-limited alpha-beta gives (for comparisons).

    Examples
    --------
    >>> from searchlib import GameTree
    >>> alphabeta_value(GameTree([[3, 12], [8, 6]]), 2)
    6
    """
    stats = GameStats()
    for _ in game_search(game, state, prune=True, depth=depth, stats=stats):
        pass
    return stats.value if stats.value is not None else math.nan
