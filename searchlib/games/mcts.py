"""Monte Carlo tree search (UCT): a tree grown by random games, :func:`mcts`.

Minimax needs an evaluation function once the game is too deep to search
to the end.  Monte Carlo tree search needs none: it estimates a position
by *playing it out* at random, many times, and spends its playouts where
they look most useful.  Each **iteration** has four phases:

1. **select**: from the root, go down the tree built so far, at each node
   taking the child with the highest UCB1 score
   ``W/N + c * sqrt(ln N_parent / N)`` (its win rate, plus a bonus that is
   large for children tried rarely), until a node that still has untried
   moves (or a finished game);
2. **expand**: add one child for the next untried move;
3. **playout** (rollout): from the new child, play uniformly random moves
   to the end of the game;
4. **backup**: every node on the path counts one more visit (N), and wins
   (W) for the player who made the move into it: 1 for a win, 1/2 for a
   draw, 0 for a loss.

After the iterations, it plays the root's most visited move.  The random
moves come from a generator seeded with ``seed``, so a search is
reproducible to the last number.

This is not a depth-first walk, so it is a generator of its own, with the
game core's conventions: labelled events, each ending with ``counts``,
the running counters ``(iterations, nodes, playout_moves)``; the core
decides and counts, a trace (:mod:`searchlib.games.mcts_trace`) only folds:

=========================================================  ===================================
``("start", root, state, counts)``                         the tree is the root alone (node ids
                                                           are 0, 1, 2, ... in order of birth)
``("select", path, scores, counts)``                        the path of node ids chosen from the
                                                           root; ``scores[k]`` lists ``(child,
                                                           W, N, ucb)`` for the children of
                                                           ``path[k]`` that the choice was among
``("expand", parent, move, child, state, counts)``          node ``child`` added for ``move``
``("playout", node, moves, value, counts)``                 random ``moves`` from ``node`` to the
                                                           end; ``value`` from MAX's side
``("backup", updates, value, counts)``                      ``updates``: ``(node, W, N)`` after
                                                           the update, root first
``("done", outcome, action, counts)``                       the end: ``"complete"`` or
                                                           ``"budget"`` (time ran out first)
=========================================================  ===================================

Examples
--------
>>> from searchlib import TicTacToe
>>> game = TicTacToe()
>>> r = mcts(game, state="XX.OO....", iterations=200, seed=1)     # X to move: (0, 2) wins
>>> r.action, r.visits[r.action] > 100
((0, 2), True)
>>> r.iterations, r.nodes      # a finished game in the tree gets no children
(200, 50)
>>> mcts(game, state="XX.OO....", iterations=200, seed=1).visits == r.visits
True
"""

import math
import random
import time

from ..budget import Budget
from ..errors import GameError
from ..results import Result
from ..search.core import paused_gc
from .algorithms import as_game
from .base import format_value
from .mcts_trace import MCTSTrace

__all__ = ["mcts", "mcts_search", "MCTSResult", "MCTSStats", "TreeNode", "ucb1", "reward"]

_CHANCE = -1


def ucb1(wins, visits, parent_visits, c):
    """The UCB1 score ``wins/visits + c * sqrt(ln(parent_visits) / visits)``.

    Examples
    --------
    >>> round(ucb1(3, 4, 10, 1.4), 3)
    1.812
    """
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)


def reward(value, role):
    """What a finished game with ``value`` (MAX's side, -1..1) is worth to the player
    ``role`` (0 MAX, 1 MIN): 1 a win, 1/2 a draw, 0 a loss.

    Examples
    --------
    >>> reward(1, 0), reward(1, 1), reward(0, 1)
    (1.0, 0.0, 0.5)
    """
    return (1 + value) / 2 if role == 0 else (1 - value) / 2


class TreeNode:
    """A node of the search tree: a position and what the playouts through it gave.

    Attributes
    ----------
    id : int
        Its number, in order of birth (the root is 0).
    state, move, parent
        The position, the move into it (None at the root), the parent node.
    mover : int or None
        Who made ``move`` (0 MAX, 1 MIN): the player whose wins ``wins`` counts.
    children : list of TreeNode
        In the order they were added.
    untried : list
        Moves not expanded yet, in the game's order.
    visits, wins : int, float
        N and W.
    """

    __slots__ = ("id", "state", "move", "parent", "mover", "children", "untried", "visits",
                 "wins", "role", "value")

    def __init__(self, id, state, move, parent, mover, role, moves, value):
        self.id, self.state, self.move, self.parent, self.mover = id, state, move, parent, mover
        self.role, self.value = role, value
        self.children, self.untried = [], list(moves)
        self.visits, self.wins = 0, 0.0

    def __repr__(self):
        return f"<TreeNode {self.id} move {self.move!r}: W {format_value(self.wins)} / N " \
               f"{self.visits}>"


class MCTSStats:
    """Counters and answers an MCTS run writes as it ends."""

    __slots__ = ("iterations", "nodes", "playout_moves", "outcome", "action", "root")

    def __init__(self):
        self.iterations = self.nodes = self.playout_moves = 0
        self.outcome = self.action = self.root = None


def _check_game(game):
    if len(game.players) != 2 or getattr(game, "multi", False):
        raise GameError("MCTS here is for two-player games with one value per position "
                        f"({len(game.players)} players given)")


def mcts_search(game, state=None, *, iterations=None, c=None, seed=None, max_seconds=None,
                trace=False, stats=None):
    """Grow a UCT search tree from ``state``; yield events (see the module docstring).

    Parameters
    ----------
    game : Game
        A two-player game (values from MAX's side; no chance nodes).
    state : optional
        The position to search from (default: the game's initial one).
    iterations : int
        How many select-expand-playout-backup iterations (default 1000).
    c : float
        The exploration constant of UCB1 (default sqrt(2)).
    seed : int, optional
        Seed of the playouts' random generator (default 0).
    max_seconds : float, optional
        Stop earlier when the time is up (outcome ``"budget"``).
    trace : bool
        Yield every event, not just ``done``.
    stats : MCTSStats, optional
        Receives the counters, the chosen move and the tree's root.
    """
    _check_game(game)
    iterations = 1000 if iterations is None else iterations
    if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
        raise GameError(f"iterations must be a whole number 1 or more, not {iterations!r}")
    c = math.sqrt(2) if c is None else c
    if isinstance(c, bool) or not isinstance(c, (int, float)) or not c >= 0 or c == math.inf:
        raise GameError(f"the exploration constant c must be a number 0 or more, not {c!r}")
    budget = Budget(None, max_seconds)
    deadline = budget.deadline
    stats = MCTSStats() if stats is None else stats
    state = game.initial if state is None else state
    rng = random.Random(0 if seed is None else seed)
    choice = rng.choice
    outcome_of, role_of, actions_of, result = game.outcome, game.role, game.actions, game.result
    clock = time.perf_counter

    def node(id, s, move, parent):
        value = outcome_of(s)
        role = role_of(s)
        if role == _CHANCE:
            raise GameError(f"{game.describe(s)} is a chance node: this MCTS has no rule for "
                            "chance")
        moves = () if value is not None else actions_of(s)
        return TreeNode(id, s, move, parent, None if parent is None else parent.role, role,
                        moves, value)

    root = node(0, state, None, None)
    count, done, playout_moves = 1, 0, 0
    outcome = "complete"
    if trace:
        yield ("start", 0, state, (0, 1, 0))
    if root.value is not None:
        raise GameError(f"{game.describe(state)} is over: there is no move to choose")
    while done < iterations:
        if deadline is not None and clock() > deadline:
            outcome = "budget"
            break
        # 1. select: down the tree by UCB1 while every move of the node has a child
        current, path = root, [root]
        scores = [] if trace else None
        while not current.untried and current.children:
            parent_visits = current.visits
            best, best_score = None, -math.inf
            row = [] if trace else None
            for child in current.children:
                score = ucb1(child.wins, child.visits, parent_visits, c)
                if trace:
                    row.append((child.id, child.wins, child.visits, score))
                if score > best_score:
                    best, best_score = child, score
            if trace:
                scores.append(row)
            current = best
            path.append(current)
        if trace:
            yield ("select", tuple(n.id for n in path), scores, (done, count, playout_moves))
        # 2. expand: one child for the next untried move
        if current.untried:
            move = current.untried.pop(0)
            child = node(count, result(current.state, move), move, current)
            count += 1
            current.children.append(child)
            path.append(child)
            current = child
            if trace:
                yield ("expand", current.parent.id, move, child.id, child.state,
                       (done, count, playout_moves))
        # 3. playout: random moves to the end
        s, value, moves = current.state, current.value, []
        while value is None:
            move = choice(actions_of(s))
            s = result(s, move)
            moves.append(move)
            value = outcome_of(s)
        if not -1 <= value <= 1:
            raise GameError(f"MCTS counts wins, draws and losses: a finished game's value must "
                            f"be between -1 and 1 (from MAX's side), not {value!r}")
        playout_moves += len(moves)
        if trace:
            yield ("playout", current.id, moves, value, (done, count, playout_moves))
        # 4. backup: one more visit for each node on the path, and the mover's reward
        win_for_max = (1 + value) / 2
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.wins += win_for_max if n.mover == 0 else 1 - win_for_max
        done += 1
        if trace:
            yield ("backup", tuple((n.id, n.wins, n.visits) for n in path), value,
                   (done, count, playout_moves))
    action = best_move(root)
    stats.iterations, stats.nodes, stats.playout_moves = done, count, playout_moves
    stats.outcome, stats.action, stats.root = outcome, action, root
    yield ("done", outcome, action, (done, count, playout_moves))


def best_move(root):
    """The root's most visited move (on a tie, the better win rate, then the first)."""
    if not root.children:
        return root.untried[0] if root.untried else None
    best = max(root.children, key=lambda n: (n.visits, n.wins / n.visits if n.visits else 0,
                                            -n.id))
    return best.move


class MCTSResult(Result):
    """What :func:`mcts` returns: the move, the root's statistics, the counters.

    Attributes
    ----------
    action : object
        The move chosen: the root's most visited child.
    value : float
        The chosen move's win rate for the player to move, turned into
        MAX's side on the -1..1 scale of the other searches (2 W/N - 1 for
        MAX, 1 - 2 W/N for MIN): an estimate, not a proof.
    visits, wins, win_rates : dict
        Per root move: N, W (for the player to move) and W/N.
    iterations, nodes, playout_moves : int
        Iterations run, nodes in the tree (the root included), random
        moves played in all the playouts.
    c, seed : float, int
        The exploration constant and the seed.
    root : TreeNode
        The whole tree, to explore.
    outcome : str
        ``"complete"``, or ``"budget"`` when ``max_seconds`` stopped it.
    trace : MCTSTrace or None
    """

    COUNTERS = ("iterations", "nodes", "playout_moves")

    __slots__ = COUNTERS + ("action", "value", "visits", "wins", "win_rates", "c", "seed",
                            "root", "game", "state")

    def __init__(self, game, state, stats, c, seed, trace=None):
        super().__init__("MCTS", stats.outcome, stats, trace)
        self.game, self.state, self.c, self.seed = game, state, c, seed
        self.root = stats.root
        self.action = stats.action
        kids = self.root.children
        self.visits = {n.move: n.visits for n in kids}
        self.wins = {n.move: n.wins for n in kids}
        self.win_rates = {n.move: n.wins / n.visits for n in kids if n.visits}
        rate = self.win_rates.get(self.action)
        if rate is None:
            self.value = None
        else:
            self.value = 2 * rate - 1 if self.root.role == 0 else 1 - 2 * rate

    def table(self):
        """``(headers, rows)``: each root move with N, W and W/N, most visited first."""
        rows = sorted(([m, self.visits[m], format_value(self.wins[m]),
                        f"{self.win_rates.get(m, 0):.3f}"] for m in self.visits),
                      key=lambda row: -row[1])
        return ["move", "N", "W", "W/N"], rows

    def _answer(self):
        return f"action {self.action!r}, value {self.value:.3f}" if self.value is not None \
            else f"action {self.action!r}"


def mcts(game, *, state=None, iterations=None, c=None, seed=None, max_seconds=None,
         trace=False):
    """Monte Carlo tree search (UCT); return an :class:`MCTSResult`.

    Parameters
    ----------
    game : Game
        A two-player game (tic-tac-toe, Connect Four, a game tree).
    state : optional
        The position to choose a move in (default: the game's initial one).
    iterations : int, optional
        Playouts to run (default 1000).
    c : float, optional
        Exploration constant (default sqrt(2)); 0 never explores a move
        again once it looks worse.
    seed : int, optional
        Seed of the random playouts (default 0): the same seed, the same
        search.
    max_seconds : float, optional
        Stop earlier when the time is up.
    trace : bool
        Keep every event, for :func:`~searchlib.widgets.step_through` (the
        tree drawn growing).

    Examples
    --------
    >>> from searchlib import GameTree
    >>> r = mcts(GameTree([[3, 1], [0, -2]]).map_leaves(lambda v: max(-1, min(1, v))),
    ...          iterations=50, seed=0)
    >>> r.action
    0
    """
    game = as_game(game)
    check = getattr(game, "check_state", None)
    start = game.initial if state is None else (state if check is None else check(state))
    stats = MCTSStats()
    events = mcts_search(game, start, iterations=iterations, c=c, seed=seed,
                         max_seconds=max_seconds, trace=trace, stats=stats)
    with paused_gc():
        kept = list(events) if trace else None
        if not trace:
            for _ in events:
                pass
    c = math.sqrt(2) if c is None else c
    steps = MCTSTrace(game, kept, state=start, c=c) if trace else None
    return MCTSResult(game, start, stats, c, 0 if seed is None else seed, steps)
