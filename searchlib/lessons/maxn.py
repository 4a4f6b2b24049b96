"""Self-checks for lesson 12, more than two players (max^n).

In the notebook::

    from searchlib.lessons import maxn as lesson
    lesson.check("root-value", answer)   # your answer, in any usual form
    lesson.check("maxn", maxn_value)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
the entries were made with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.readers import player_entries
from ..checks.suites.trees import MAXN

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("maxn", "More than two players (max^n)", [
    Question(
        'root-value', 'sequence',
        prompt='The root value of the quiz tree (players 1, 2, 3 from the root down)?',
        answers=['6066ec75c2bef73cdee3'],
        hints={
            '82c08f95787faba098f1':
                ("That leaf is worth 9 to player 1, as much as any leaf (so is (9, 0, 7)), "
                 'but players 2 and 3 choose below him. Work bottom up: player 3 first, '
                 'looking only at entry 3.'),
            'b452b9c982bc321291e6':
                ("That leaf is worth 7 to player 3, as much as any leaf (so is (9, 0, 7)), "
                 'but player 3 chooses only at the bottom: players 2 and 1 choose above, each '
                 'by its own entry. It is '
                 'also what comes up when the tie at the first player-3 node keeps the second '
                 'child ((3, 5, 4) and (2, 0, 4) are both worth 4 to player 3, and a tie keeps '
                 "the first), or when a player looks at the next player's entry."),
            '044b1772fd36d7250b68':
                ("That leaf is worth 9 to player 1, as much as any leaf, and it has the "
                 'largest total: but players 2 and 3 choose below him, and each player looks '
                 'only at its own entry (not at the total). Work bottom up: player 3 first, '
                 'by entry 3.'),
            '96017922753717b8bc89':
                ("That leaf is worth 9 to player 2, as much as any leaf (so is (0, 9, 3)), "
                 'but player 3 chooses below player 2 and player 1 above, each by its own '
                 'entry. It is also what comes up '
                 "when players 2 and 3 minimise player 1's entry: each maximises its own."),
        },
        hint=('Work bottom up: player 3 picks by entry 3, player 2 by entry 2, player '
              '1 by entry 1; a tie keeps the first child.'),
        explain='Right: player 1 gets 3, although two leaves are worth 9 to him.',
        count='00b4bddd7517e3e87cdc',
        items='9cae47c84267b18200e1',
        entries=True,
        owners=('player 1', 'player 2', 'player 3'),
        read=player_entries,
        labels=('root', 'root value', 'value', 'utility'),
    ),
    Question(
        'which-leaf', 'choice',
        prompt='In which leaf (a to h) does the game end?',
        answers=['3c50abc430621eaad485'],
        hints={
            '6e45dcc7617e4839efb7':
                ('a is worth 8 to player 1, but player 3 chooses between a and b '
                 'first, and takes b (6 > 1).'),
            '031a55e26b40aaa27ea9':
                ('Each player looks only at its own entry: at F, player 3 compares 2 '
                 '(e) with 4 (f).'),
            '1300be10fc234c188c3e':
                ('d is the leaf player 2 chooses on the left, and sends up; player 1 still '
                 'compares it with what comes up on the right.'),
        },
        hint="Work bottom up, then follow each player's choice from the root down to a leaf.",
        explain=('Right: g, worth 3 to player 1, although a is worth 8 to him: player '
                 '3 never lets a through.'),
        options=('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
    ),
    Exercise("maxn", MAXN,
             prompt='Write maxn_value(node, player=1, n=3): the tuple a node is worth.'),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
