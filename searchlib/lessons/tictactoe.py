"""Self-checks for the Tic-Tac-Toe project (minimax on the real game).

In the notebook, one check per function, in the order they are written::

    from searchlib.lessons import tictactoe as lesson
    lesson.check("player", player)
    lesson.check("result", result)
    ...
    lesson.check("minimax", minimax)
    lesson.check("games", minimax)           # 1,000 games a side against random play
    lesson.check("games", minimax, games=200, seed=1)
    lesson.progress()

Boards are the project's (three lists of X, O or None); each check gives
the function fresh copies and says so if it changes one.  See
:mod:`searchlib.checks.suites.tictactoe` for the mistakes recognised.
"""

from ..checks import Exercise, Lesson
from ..checks.suites.tictactoe import GAMES, SUITES

__all__ = ["BANK", "check", "progress", "questions"]

_PROMPTS = {
    "player": "Write player(board): whose turn it is.",
    "actions": "Write actions(board): the set of empty cells (i, j).",
    "result": "Write result(board, action): a new board; raise on an illegal move.",
    "winner": "Write winner(board): X, O or None.",
    "terminal": "Write terminal(board): is the game over?",
    "utility": "Write utility(board): 1, -1 or 0 from X's point of view.",
    "minimax": "Write minimax(board): the best move for the player to move, or None.",
    "games": "Let your minimax play whole games: it must never lose (options: games=, seed=, "
             "seconds=).",
}

#: The seven functions of the project, in the order they are written.
BANK = Lesson("tictactoe", "Tic-Tac-Toe", [
    Exercise(name, suite, prompt=_PROMPTS[name]) for name, suite in SUITES.items()
] + [Exercise("games", GAMES, prompt=_PROMPTS["games"])])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
