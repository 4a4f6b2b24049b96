"""Question bank of lesson 14, the Tic-Tac-Toe project (``notebooks/14-project-tictactoe.ipynb``).

The seven functions, each checked against the mistakes it is known for
with the suites of :mod:`searchlib.checks.suites.tictactoe` (``minimax``
and ``games`` declare the six helpers as their prerequisites: a failing
``winner`` is named rather than guessed at), whole games (``games``:
random play on both sides, a draw against itself, the games the first move
looks at; its report lists the counts), and two questions.

Examples
--------
>>> from searchlib.lessons import tictactoe as lesson
>>> lesson.check("endgame-move", "2, 1", show=False).passed
True
>>> lesson.BANK.item("endgame-move").evaluate((0, 0)).mistakes
['known']
"""

from ..checks import Exercise, Lesson, Question
from ..checks.answers import CELL
from ..checks.readers import board_move
from ..checks.suites.tictactoe import GAMES, SUITES, GamesExercise

__all__ = ["BANK", "check", "progress", "questions"]


HELPERS = ("player", "actions", "result", "winner", "terminal", "utility")


def _write(name, what, requires=()):
    return Exercise(name, SUITES[name], prompt=f"Write {what}.", requires=requires)


#: The hint for a square of the endgame board that is already taken.
_TAKEN = "That square is taken: the open ones are the top left (0, 0) and the bottom middle."

BANK = Lesson("tictactoe", "Project: Tic-Tac-Toe", [
    _write("player", "player(board): X or O, whose turn it is"),
    _write("actions", "actions(board): the set of empty squares (i, j)"),
    _write("result", "result(board, action): a new board; raise for an illegal move",
           requires=("player", "actions")),
    _write("winner", "winner(board): X, O or None"),
    _write("terminal", "terminal(board): True when the game is over",
           requires=("winner", "actions")),
    _write("utility", "utility(board): 1, -1 or 0", requires=("winner",)),
    Question(
        'endgame-move', 'sequence',
        prompt='O to move, the top left and the bottom middle open: which move does O choose?',
        answers=['bf045e5a7b2d438ade12'],
        hints={
            '41ed720c5f103cf60534': ('That is the top left: X then takes the bottom middle and '
                                     'completes the middle column, a board worth 1, the worst '
                                     'result for O.'),
            '9993ad0b272caf79117d': ('Rows first, then columns: the bottom middle is row 2, '
                                     'column 1.'),
            'd1659aca6bb871057455': ('Rows and columns count from 0: the top-left square is '
                                     '(0, 0), so the bottom row is row 2.'),
            'bcba04e69cc9e145bc04': _TAKEN,
            'ec6897f3809c0c0cf2cf': _TAKEN,
            '6750633f77d682696331': _TAKEN,
            'adecdec14de518a36117': _TAKEN,
            '9341544dfb79f590f980': _TAKEN,
            '48a77f8d42fea2e86777': _TAKEN,
        },
        hint=('Work out both: which one leaves X a line? O, the minimiser, takes the smaller '
              'value.'),
        explain=('The bottom middle, (2, 1), leads to a draw (0); the top left lets X win (1). O '
                 'takes the smaller.'),
        count='e07b6affb7571498c836',
        items='b84f45a6dff99aacf7ae',
        form=CELL,
        read=board_move,
    ),
    _write("minimax", "minimax(board): the best move for the player to move, or None",
           requires=HELPERS),
    GamesExercise("games", GAMES, requires=HELPERS,
                  prompt="Play whole games with your minimax (options games=, "
                  "seed=, seconds=)."),
    Question(
        'pruning-changes-value', 'yesno',
        prompt=('Can the move alpha-beta chooses be worth less than the move plain minimax '
                'chooses?'),
        answers=['076b978f07d47e05ecaa'],
        hints={
            'e0e87e2fb2d88ea4507f': ('Pruning skips only moves that cannot change the value at '
                                     'the root: a branch is cut once it is clear the player above'
                                     ' will not choose it. The chosen move is worth exactly what '
                                     "plain minimax's is."),
        },
        explain=('Alpha-beta returns the same value as minimax; it may pick a different move '
                 'among equally good ones, never a worse one.'),
    ),
])

check, progress, questions = BANK.check, BANK.progress, BANK.questions
