"""Whole games of Tic-Tac-Toe with the learner's ``minimax``: :data:`GAMES`.

Four cases, in order:

* the first move from the empty board, counting the calls of ``result``
  (boards generated) and ``utility`` (games played out) when ``minimax``
  finds them among its module's globals, as in a notebook.  Without
  pruning that is 549,945 and 255,168; more games than that means
  ``utility`` is called on unfinished boards;
* ``games`` games as X against seeded random moves, then as many as O: no
  game may be lost;
* minimax against itself: a draw.

The rules and the random player are the check's own (:mod:`.ttt_rules`).
``minimax`` is asked once per board it meets, with a fresh copy each time;
its answers are remembered for the whole run, so 1,000 games a side cost
little more than the first moves.  The check notices a changed board and an
illegal move.  Each case runs at full speed under a clock budget
(``seconds=``); once one runs out of time the rest are not run.  The
report's ``extra`` gives each case's outcome and time.  As in
:data:`~.tictactoe.MINIMAX`, helpers that fail their own checks are named
first.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> report = run_suite(R.minimax_move, GAMES, games=20)
>>> report.status, report.extra["X"][0]
('passed', {'won': 20, 'drawn': 0, 'lost': 0, 'problems': {}})
"""

import inspect
import random

from ..budget import Budget, Outcome, call_with_budget
from ..legacy import Case, Mistake, Pattern, Suite
from . import ttt_rules as R
from .ttt_helpers import HelpersPattern, forget_helpers, helpers_ok, probing

__all__ = ["GAMES", "GAMES_FROM_EMPTY", "BOARDS_FROM_EMPTY"]

#: Complete games from the empty board, and the boards generated on the way
#: (what a minimax without pruning looks at for the first move).
GAMES_FROM_EMPTY, BOARDS_FROM_EMPTY = 255_168, 549_945

_RUN = {"memo": {}, "stopped": False}


def _extra(trials):
    """``{case: (value or None, seconds)}``: ``"first"``, ``"X"``, ``"O"``, ``"self"``.

    The first move's value has ``move``, ``boards``, ``games`` and ``counted``;
    a side's has ``won``, ``drawn``, ``lost``; ``"self"`` has ``winner`` and ``moves``.
    """
    found = {}
    for trial in trials.values():
        task = trial.case.args[0]
        if trial.kind != "skipped":
            found[task] = (trial.value if trial.kind == "value" else None,
                           trial.outcome.seconds)
    return found


def _move(value):
    if isinstance(value, list) and len(value) == 2:
        return tuple(value)
    return value


def _ask(minimax, board, problems):
    """The learner's move on ``board`` (asked once per board, on a fresh copy), or None."""
    key = R.key(board)
    memo = _RUN["memo"]
    if key not in memo:
        given = [list(row) for row in board]
        chosen = minimax(given)
        if given != board:
            problems.setdefault("changed", R.show(board))
        memo[key] = _move(chosen)
    chosen = memo[key]
    try:
        legal = chosen in R.actions(board)
    except TypeError:           # an unhashable answer
        legal = False
    if not legal:
        problems.setdefault("illegal", (R.show(board), chosen))
        return None
    return chosen


class _Counting:
    """Count the calls of some global functions of ``func``'s module while it runs."""

    def __init__(self, func, names):
        self.space = getattr(inspect.unwrap(func), "__globals__", None) or {}
        self.names = [n for n in names if callable(self.space.get(n))]
        self.counts = dict.fromkeys(names, 0)
        self.saved = {}

    def __enter__(self):
        for name in self.names:
            real = self.saved[name] = self.space[name]

            def counting(*args, _real=real, _name=name, **kwargs):
                self.counts[_name] += 1
                return _real(*args, **kwargs)
            self.space[name] = counting
        return self

    def __exit__(self, *exc):
        for name, real in self.saved.items():
            self.space[name] = real
        return False


def _first(minimax, games, seed):
    problems = {}
    board = R.parse("... / ... / ...")
    with _Counting(minimax, ["result", "utility"]) as counting:
        move = _ask(minimax, board, problems)
    return {"move": move, "boards": counting.counts["result"],
            "games": counting.counts["utility"], "counted": len(counting.names) == 2,
            "problems": problems}


def _side(side):
    def play(minimax, games, seed):
        rng = random.Random(seed)
        problems = {}
        tally = {"won": 0, "drawn": 0, "lost": 0}
        for _ in range(games):
            board, moves = R.parse("... / ... / ..."), []
            while not R.terminal(board):
                if R.player(board) == side:
                    move = _ask(minimax, board, problems)
                    if move is None:
                        return dict(tally, problems=problems)
                else:
                    move = rng.choice(sorted(R.actions(board)))
                moves.append(move)
                board = R.result(board, move)
            won = R.winner(board)
            outcome = "won" if won == side else "drawn" if won is None else "lost"
            tally[outcome] += 1
            if outcome == "lost":
                problems.setdefault("lost", moves)
        return dict(tally, problems=problems)
    return play


def _self(minimax, games, seed):
    problems = {}
    board, moves = R.parse("... / ... / ..."), 0
    while not R.terminal(board):
        move = _ask(minimax, board, problems)
        if move is None:
            break
        board, moves = R.result(board, move), moves + 1
    return {"winner": R.winner(board), "moves": moves, "problems": problems}


_TASKS = {"first": _first, "X": _side("X"), "O": _side("O"), "self": _self}


def _problems(value):
    notes, problems = [], value["problems"]
    if "changed" in problems:
        notes.append(f"minimax changed the board it was given ({problems['changed']})")
    if "illegal" in problems:
        board, move = problems["illegal"]
        notes.append(f"on {board} minimax returned {move!r}, which is not an empty square")
    return notes


def _judge(task):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        value = trial.value
        notes = _problems(value)
        if task == "first" and value["counted"] and value["games"] > GAMES_FROM_EMPTY:
            notes.append(f"utility was called {value['games']:,} times, more than the "
                         f"{GAMES_FROM_EMPTY:,} games there are")
        elif task in ("X", "O") and value["lost"]:
            played = value["won"] + value["drawn"] + value["lost"]
            notes.append(f"lost {value['lost']} of {played} games as {task}; the first lost "
                         f"game went {value['problems']['lost']}")
        elif task == "self" and value["winner"] is not None:
            notes.append(f"playing itself, {value['winner']} won after {value['moves']} moves: "
                         "perfect play on both sides is a draw")
        return not notes, notes
    return judge


_CHANGED = ("minimax changed the board it was given. It must leave it as it was: result has "
            "to return a new board (every row copied) instead of writing on the old one.")
_TOO_MANY = ("utility was called more often than there are games (255,168 from the empty "
             "board): is it called on boards that are not finished, or does terminal miss a "
             "win so that games go on past their end?")
_LOSSES = ("Your AI lost games: some of its moves are not optimal. The minimax check shows "
           "on which boards.")
_SELF = ("Against itself it did not draw: with best play on both sides tic-tac-toe is a draw. "
         "X winning quickly usually means O takes the largest value where minimax chooses "
         "the move, or further down.")
_O_MAX_TOP = ("It plays perfectly as X, but loses as O, and X wins when it plays itself: the "
              "classic sign of O taking the largest value where minimax chooses the move. "
              "Utilities are from X's point of view, so O must pick the move with the "
              "SMALLEST value.")


def _changed(trial):
    return trial.kind == "value" and "changed" in trial.value["problems"]


def _games_cases(games=1000, seed=0, seconds=120):
    _RUN.update(memo={}, stopped=False)
    forget_helpers(_HELPERS)
    budget = Budget(lines=None, seconds=seconds)
    changed = Mistake("board-changed", _CHANGED, _changed)

    def case(task, label, given, shown, mistake, tags=()):
        return Case(label, (task, games, seed), judge=_judge(task), given=given, shown=shown,
                    budget=budget, tags={task, *tags},
                    mistakes=[changed, Mistake(mistake[0], mistake[1],
                                               lambda t: t.kind == "value")])
    return [
        case("first", "the first move from the empty board",
             "minimax(initial_state()), counting the calls of result and utility",
             f"a move; utility called at most {GAMES_FROM_EMPTY:,} times (exactly that "
             "without pruning)", ("too-many-games", _TOO_MANY)),
        case("X", f"{games:,} games as X against random moves",
             f"random.Random({seed}) plays O", "no game lost", ("losses", _LOSSES)),
        case("O", f"{games:,} games as O against random moves",
             f"random.Random({seed}) plays X", "no game lost", ("losses", _LOSSES)),
        case("self", "against itself", "minimax plays both sides", "a draw",
             ("self-win", _SELF)),
    ]


def _call(func, args, kwargs, budget):
    task = args[0]
    if _RUN["stopped"]:
        return Outcome.skipped("a case above ran out of time")
    outcome = call_with_budget(_TASKS[task], (func, *args[1:]), budget=budget)
    _RUN["stopped"] = outcome.kind == "budget"
    return outcome


def _show(value):
    """A case's outcome in words (the report's "got")."""
    if not isinstance(value, dict):
        return repr(value)
    if "won" in value:
        return f"{value['won']:,} won, {value['drawn']:,} drawn, {value['lost']:,} lost"
    if "winner" in value:
        who = "a draw" if value["winner"] is None else f"{value['winner']} won"
        return f"{who} after {value['moves']} moves"
    counted = (f"; result called {value['boards']:,} times, utility {value['games']:,} times"
               if value["counted"] else "")
    return f"move {value['move']!r}{counted}"


def _lost_only_as_o(trials):
    """Perfect as X, losses as O, and X wins when it plays itself."""
    by = {task: t for t in trials.values() for task in t.case.tags}
    x, o, itself = by.get("X"), by.get("O"), by.get("self")
    return (x is not None and o is not None and itself is not None and x.ok
            and o.kind == itself.kind == "value" and o.value["lost"] > 0
            and itself.value["winner"] == "X")


_HELPERS = HelpersPattern("minimax")

#: Whole games with the learner's ``minimax`` (options ``games``, ``seed``, ``seconds``).
GAMES = Suite(
    "games", "minimax(board) plays whole games: never loses, draws against itself",
    _games_cases, call=probing(_HELPERS, _call), show=_show, extra=_extra,
    total=lambda seconds=120, **_: 4 * seconds + 5,
    patterns=[_HELPERS, Pattern("o-max-top", _O_MAX_TOP, helpers_ok(_HELPERS, _lost_only_as_o))],
    about="Each board is asked once and its move remembered, so the many games cost little "
          "more than the first moves. The games run at full speed; a case stops only at its "
          "time limit (seconds=).")
