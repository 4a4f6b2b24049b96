"""Whole games of Tic-Tac-Toe with the learner's ``minimax``: :data:`GAMES`.

The learner's ``minimax(board)`` plays against itself from the empty board
(perfect play is a draw) and 1,000 games a side against seeded random moves
(it must lose none).  The rules and the random player are the check's own
(:mod:`.ttt_rules`); ``minimax`` is asked once per board it meets, with a
fresh copy each time, and the check notices a changed board or an illegal
move.  It runs untraced, at full speed, under a clock budget: about 1 s with
alpha-beta, 15 s without; ``games=`` makes it shorter.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> run_suite(R.minimax_move, GAMES, games=20).status
'passed'
"""

import random

from ..budget import Budget, call_with_budget
from ..runner import Case, Pattern, Suite
from . import ttt_rules as R

__all__ = ["GAMES"]


def _move(value):
    try:
        return tuple(value)
    except TypeError:
        return value


def _ai(minimax, cache, problems):
    """The learner's move on a board, asked once per board (a fresh copy each time)."""
    def move(board):
        key = R.key(board)
        if key not in cache:
            given = [list(row) for row in board]
            chosen = minimax(given)
            if given != board:
                problems.setdefault("changed", R.show(board))
            cache[key] = _move(chosen)
        chosen = cache[key]
        if chosen not in R.actions(board):
            problems.setdefault("illegal", (R.show(board), chosen))
            return None
        return chosen
    return move


def _play(minimax, games, seed, side):
    """Play ``games`` games, the learner's AI as ``side`` ("X", "O" or "both")."""
    rng = random.Random(seed)
    cache, problems = {}, {}
    ai = _ai(minimax, cache, problems)
    tally = {"X": 0, "O": 0, None: 0}
    for _ in range(games):
        board, moves = R.parse("... / ... / ..."), []
        while not R.terminal(board):
            if side in ("both", R.player(board)):
                move = ai(board)
                if move is None:
                    return {"problems": problems, "tally": tally, "lost": None}
            else:
                move = rng.choice(sorted(R.actions(board)))
            moves.append(move)
            board = R.result(board, move)
        won = R.winner(board)
        tally[won] += 1
        if side != "both" and won not in (None, side) and "lost" not in problems:
            problems["lost"] = moves
    return {"problems": problems, "tally": tally}


def _games_judge(side):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        problems, tally = trial.value["problems"], trial.value["tally"]
        notes = []
        if "changed" in problems:
            notes.append(f"minimax changed the board it was given ({problems['changed']}): "
                         "does result() change the board in place?")
        if "illegal" in problems:
            board, move = problems["illegal"]
            notes.append(f"on {board} minimax returned {move!r}, not a legal move")
        if side == "both":
            if tally["X"] or tally["O"]:
                notes.append(f"playing itself, {'X' if tally['X'] else 'O'} won: perfect "
                             "play on both sides is a draw")
        else:
            other = "O" if side == "X" else "X"
            if tally[other]:
                notes.append(f"lost {tally[other]} of {sum(tally.values())} games as {side}; "
                             f"the first lost game went {problems['lost']}")
        return not notes, notes
    return judge


def _games_cases(games=1000, seed=0, seconds=60):
    budget = Budget(lines=None, seconds=seconds)
    return [Case("playing itself from the empty board: a draw", (1, seed, "both"),
                 judge=_games_judge("both"), given="minimax against minimax",
                 shown="a draw", budget=budget, tags={"self"}),
            Case(f"{games} games as X against random moves", (games, seed, "X"),
                 judge=_games_judge("X"), given=f"random.Random({seed}) plays O",
                 shown="no game lost", budget=budget, tags={"X"}),
            Case(f"{games} games as O against random moves", (games, seed, "O"),
                 judge=_games_judge("O"), given=f"random.Random({seed}) plays X",
                 shown="no game lost", budget=budget, tags={"O"})]


def _games_call(func, args, kwargs, budget):
    return call_with_budget(_play, (func, *args), budget=budget)


def _loses_only_as_o(trials):
    by_side = {next(iter(t.case.tags)): t for t in trials.values()}
    return (by_side["X"].ok and by_side["O"].kind == "value" and not by_side["O"].ok
            and by_side["self"].kind == "value" and by_side["self"].value["tally"]["X"] > 0)


#: Whole games with the learner's ``minimax`` (optional options: games, seed, seconds).
GAMES = Suite("minimax games", "minimax(board) plays whole games: never loses, draws itself",
              _games_cases, call=_games_call, patterns=[
                  Pattern("o-max-top", "It plays perfectly as X, but loses as O and loses to "
                          "itself as O: O must choose the move with the SMALLEST value "
                          "(utilities are from X's point of view). Check the place where "
                          "minimax picks O's move.", _loses_only_as_o)],
              about="The check asks your minimax once per board it meets (a fresh copy each "
                    "time), runs at full speed and stops only at the time limit.")
