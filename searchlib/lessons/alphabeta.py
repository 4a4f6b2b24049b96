"""Self-checks for the lesson on alpha-beta pruning.

In the notebook::

    from searchlib.lessons import alphabeta as lesson
    lesson.check("leaves-evaluated", answer)   # your answer, in any usual form
    lesson.check("alphabeta", alphabeta)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.game_trees import ALPHABETA

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("alphabeta", "Alpha-beta pruning", [
    Question(
        'leaves-evaluated', 'int',
        prompt=('MAX root, three MIN children with leaves (4, 8, 5), (9, 3, 7), (2, 4, 6), '
                'searched left to right with alpha-beta. How many leaves are evaluated?'),
        answers=['0c78709b25c2fcc18e75'],
        hints={
            'f7829dcb60e6159842d2':
                ('That is plain minimax. Once MAX holds 4, a MIN branch can stop as soon as it '
                 'sees a value of 4 or less.'),
            '7e67850ff75177761f8a':
                ('In the middle branch, does the third leaf still matter once the second has '
                 'been seen?'),
        },
    ),
    Question(
        'reordered', 'choice',
        prompt=('If the middle branch were ordered (3, 9, 7), would more or fewer leaves be '
                'pruned?'),
        answers=['4195a2fcde9144034d8f'],
        hints={
            'd953ead921948b6c224c':
                'With 3 first, can the middle MIN node stop sooner?',
            '9fbdb91eeb2c3a0dde5d':
                ('Count again with 3 first: which leaves of the middle branch are still '
                 'needed?'),
        },
        options=('more', 'fewer', 'the same'),
        synonyms={'same': 'the same'},
    ),
    Exercise("alphabeta", ALPHABETA,
             prompt="Write alphabeta(tree, alpha=-inf, beta=inf, maximizing=True), cutting "
                    "on ties."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
