"""Suite for depth-limited minimax over the game protocol: :data:`DEPTH_LIMITED`.

Contract: ``depth_limited_value(game, state, depth, evaluate)`` returns the
value of ``state`` for MAX, looking at most ``depth`` moves ahead: a
finished position is worth ``game.value(s)``, an unfinished one ``depth``
moves down is worth ``evaluate(s)``, and in between the player to move
(``game.player(s)``, MAX being ``game.players[0]``) takes the largest or
the smallest child value.  Pruning is allowed: evaluating fewer positions
at the limit is fine, as long as the value is right.

The check hands the function its own ``evaluate``, which records every
position it is asked about; so besides the value it can say *where* the
estimate was used.  The games are explicit trees with an estimate on every
inner node, a tic-tac-toe position and a Connect Four position.

Mistakes recognised:

* the depth tested before the end of the game (an estimate asked for a
  finished position: at the limit, its true utility must win);
* no terminal test at all (a finished position has no moves);
* the depth off by one, either way;
* the depth ignored (a search to the end, no estimate used);
* evaluate never called (0, or some other number, returned at the limit);
* the estimate asked for positions above the limit;
* whose turn it is taken from the level (MAX, MIN, MAX ...) rather than
  from ``game.player``: a tree where MAX moves twice in a row tells;
* MIN maximising.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def depth_limited_value(game, state, depth, evaluate):
...     if game.terminal(state):
...         return game.value(state)
...     if depth == 0:
...         return evaluate(state)
...     values = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
...               for a in game.actions(state)]
...     return max(values) if game.player(state) == game.players[0] else min(values)
>>> run_suite(depth_limited_value, DEPTH_LIMITED).status
'passed'
>>> def depth_first(game, state, depth, evaluate):
...     if depth == 0:
...         return evaluate(state)
...     if game.terminal(state):
...         return game.value(state)
...     values = [depth_first(game, game.result(state, a), depth - 1, evaluate)
...               for a in game.actions(state)]
...     return max(values) if game.player(state) == game.players[0] else min(values)
>>> run_suite(depth_first, DEPTH_LIMITED).mistakes
['estimate-at-end']
"""

import random

from ...games.connect4 import ConnectFour
from ...games.notation import Max, Min
from ...games.tictactoe import TicTacToe
from ...games.tree import GameTree
from ..budget import Budget, call_with_budget
from ..legacy import Case, Mistake, Pattern, Suite

__all__ = ["DEPTH_LIMITED", "oracle"]

#: What the check's ``evaluate`` answers for a finished position (a wrong call).
_AT_END = 0


def oracle(game, state, depth, evaluate, *, terminal_first=True, by_level=False,
           all_max=False, calls=None):
    """Depth-limited minimax written out plainly, with switches for the planted mistakes.

    ``depth=None`` searches to the end.  ``calls`` (a list) receives the
    positions handed to ``evaluate``.
    """
    calls = [] if calls is None else calls
    top = game.player(state) == game.players[0]

    def value(s, d, level):
        if terminal_first and game.terminal(s):
            return game.value(s)
        if d == 0:
            calls.append(s)
            return evaluate(s)
        if game.terminal(s):
            return game.value(s)
        values = [value(game.result(s, a), None if d is None else d - 1, level + 1)
                  for a in game.actions(s)]
        if all_max:
            mover_is_max = True
        elif by_level:
            mover_is_max = (level % 2 == 0) == top
        else:
            mover_is_max = game.player(s) == game.players[0]
        return max(values) if mover_is_max else min(values)
    return value(state, depth, 0)


def _close(a, b):
    try:
        return abs(float(a) - float(b)) < 1e-9
    except (TypeError, ValueError):
        return False


def _estimating(game):
    """The game's own estimate, and a safe answer for finished positions."""
    def estimate(s):
        return _AT_END if game.terminal(s) else game.evaluate(s)
    return estimate


def _key(s):
    return repr(s)


def _call(func, args, kwargs, budget):
    game, state, depth = args
    calls = []
    estimate = _estimating(game)

    def evaluate(s):
        calls.append(s)
        return estimate(s)
    outcome = call_with_budget(func, (game, state, depth, evaluate), budget=budget)
    outcome.extra = calls
    return outcome


def _run(game, state, depth, **switches):
    calls = []
    v = oracle(game, state, depth, _estimating(game), calls=calls, **switches)
    return v, {_key(s) for s in calls}


_END = ("The estimate was asked for a finished position. Test for the end of the game "
        "first: a finished position is worth its true utility (game.value), even at the "
        "depth limit; evaluate is only for positions that are not over.")
_NO_END = ("A finished position has no moves, so there is nothing to take the max or min "
           "of. Test game.terminal(state) first and return game.value(state).")
_DEEP = ("The search looked one move deeper than `depth`: stop (and call evaluate) when the "
         "remaining depth reaches 0, counting one for each move.")
_SHALLOW = ("The search stopped one move short of `depth`: with depth 1 it should still try "
            "every move and call evaluate on the positions they lead to.")
_IGNORED = ("The depth limit was never used: the search went to the end of every game and "
            "called evaluate nowhere. Pass depth - 1 down and stop at 0.")
_NEVER = ("Your function never called evaluate. Where the search stops (`depth` moves down, "
          "on a position that is not over) the value is evaluate(state), with the evaluate "
          "the check passes in: not 0, and not a utility.")
_ABOVE = ("evaluate was called on positions above the depth limit. Call it only where the "
          "search stops: `depth` moves down, on a position that is not over.")
_LEVEL = ("Whose turn it is comes from game.player(state) (MAX is game.players[0]), not from "
          "the level in the tree: here MAX moves twice in a row.")
_ALL_MAX = ("MIN is maximising too. The value is always from MAX's point of view, so where "
            "the other player moves, take the smallest child value.")


def _judge(expected, allowed):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        calls = trial.outcome.extra or []
        if not _close(trial.value, expected):
            return False, []
        stray = {_key(s) for s in calls} - allowed
        if stray:
            return False, [f"the value is right, but evaluate was also asked about "
                           f"{len(stray)} position(s) where the search should not estimate"]
        return True, []
    return judge


def _case(label, game, state, depth, *, given, small=True):
    expected, allowed = _run(game, state, depth)
    variants = []
    for key, text, kw in (("too-deep", _DEEP, {"depth": depth + 1}),
                          ("too-shallow", _SHALLOW, {"depth": depth - 1} if depth else None),
                          ("depth-ignored", _IGNORED, {"depth": None} if small else None),
                          ("by-level", _LEVEL, {"by_level": True}),
                          ("min-maximises", _ALL_MAX, {"all_max": True})):
        if kw is None:
            continue
        d = kw.pop("depth", depth)
        v, seen = _run(game, state, d, **kw)
        if not _close(v, expected) or seen != allowed:
            variants.append((key, text, v, seen))

    def estimate_at_end(t):
        return any(game.terminal(s) for s in (t.outcome.extra or []))

    def no_end(t):
        return t.kind == "error" and isinstance(t.error, (ValueError, IndexError, TypeError))

    def above(t):
        calls = {_key(s) for s in (t.outcome.extra or [])}
        return bool(calls - allowed) and not estimate_at_end(t)

    full = _run(game, state, None)[0] if small else None

    def never(t):
        return (t.kind == "value" and bool(allowed) and not t.outcome.extra
                and not (full is not None and _close(t.value, full)))

    mistakes = [Mistake("estimate-at-end", _END, estimate_at_end),
                Mistake("no-terminal-test", _NO_END, no_end),
                Mistake("never-evaluates", _NEVER, never)]
    for key, text, v, seen in variants:
        mistakes.append(Mistake(key, text, lambda t, v=v, seen=seen: t.kind == "value" and
                                _close(t.value, v) and
                                {_key(s) for s in (t.outcome.extra or [])} <= seen))
    mistakes.append(Mistake("estimate-above-limit", _ABOVE, above))
    mistakes.append(Mistake("depth-ignored", _IGNORED, lambda t: t.kind == "budget"))
    return Case(label, (game, state, depth), given=given, shown=repr(expected),
                judge=_judge(expected, allowed), mistakes=mistakes,
                budget=Budget(lines=1_500_000, seconds=8), data={"full": full})


def _never_evaluates(trials):
    """No case called evaluate, and the values are not those of a search to the end."""
    ts = list(trials.values())
    return (bool(ts) and all(t.kind == "value" and not t.outcome.extra for t in ts)
            and any(t.case.data.get("full") is not None
                    and not _close(t.value, t.case.data["full"]) for t in ts))


def _random_tree(seed, levels=3):
    """A tree with an estimate on every inner node; some leaves come early."""
    rng = random.Random(seed)

    def grow(level, kind):
        if level == levels or (level > 1 and rng.random() < 0.2):
            return rng.randint(-9, 9)
        kids = [grow(level + 1, "min" if kind == "max" else "max")
                for _ in range(rng.randint(2, 3))]
        node = Max if kind == "max" else Min
        return node(kids, estimate=rng.randint(-20, 20) / 4)
    return GameTree(grow(0, "max"))


def _cases():
    horizon = GameTree(Max([
        Min([Max([0, 1], estimate=-1), Max([2, 0], estimate=-2)], estimate=0),
        Min([Max([-6, -3], estimate=4), Max([8, 5], estimate=9)], estimate=3),
    ], estimate=2))
    early = GameTree(Max([Min([5, Max([1, 2], estimate=9)], estimate=0), 4], estimate=0))
    twice = GameTree(Max([Max([3, Min([8, 1], estimate=7)], estimate=2),
                          Min([6, 9], estimate=5)], estimate=0))
    min_root = GameTree(Min([Max([4, Min([7, 2], estimate=6)], estimate=3),
                             Max([Min([1, 8], estimate=0), 5], estimate=2)], estimate=1))
    hidden = _random_tree(7)
    hidden2 = _random_tree(31, levels=4)
    ttt = TicTacToe()
    board = "X.O.X...."                  # O to move
    c4 = ConnectFour()
    disc = c4.from_rows([". . X . . . .", ". O X O . . ."])
    out = [
        _case("the horizon tree of section 3, depth 2", horizon, 0, 2,
              given="the horizon tree (estimates -1, -2, 4, 9 two moves down), depth=2"),
        _case("the horizon tree, depth 1", horizon, 0, 1,
              given="the horizon tree, depth=1"),
        _case("a finished game before the limit, and one exactly at it", early, 0, 2,
              given=repr(early.nested()) + ", depth=2"),
        _case("the search starts at the limit (depth 0)", horizon, 0, 0,
              given="the horizon tree, depth=0"),
        _case("the game is already over", GameTree(7), 0, 3, given="a single leaf 7, depth=3"),
        _case("MAX moves twice in a row", twice, 0, 2,
              given=repr(twice.nested()) + ", depth=2"),
        _case("MIN at the root", min_root, 0, 2, given=repr(min_root.nested()) + ", depth=2"),
        _case("a hidden tree, depth 2", hidden, 0, 2, given="a hidden tree, depth=2"),
        _case("another hidden tree, depth 3", hidden2, 0, 3,
              given="another hidden tree, depth=3"),
        _case("tic-tac-toe, O to move, depth 2", ttt, board, 2,
              given=f"TicTacToe(), {board!r}, depth=2, evaluate=TicTacToe().evaluate"),
        _case("Connect Four, X to move, depth 2", c4, disc, 2,
              given="ConnectFour(), a position after 4 moves, depth=2, "
                    "evaluate=ConnectFour().evaluate", small=False),
    ]
    return out


#: Suite for ``depth_limited_value(game, state, depth, evaluate)`` -> MAX's value.
DEPTH_LIMITED = Suite(
    "depth_limited_value",
    "depth_limited_value(game, state, depth, evaluate) -> the value for MAX",
    _cases, call=_call, stub_methods=(),
    patterns=[Pattern("never-evaluates", _NEVER, _never_evaluates)],
    about="The check passes its own evaluate, which records the positions it is asked about: "
          "the value must be right and evaluate may only be asked about unfinished positions "
          "exactly `depth` moves down.")
