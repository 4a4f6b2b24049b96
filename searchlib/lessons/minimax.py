"""Self-checks for the lesson on minimax.

In the notebook::

    from searchlib.lessons import minimax as lesson
    lesson.check("two-level-max", answer)   # your answer, in any usual form
    lesson.check("minimax", minimax)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.game_trees import DECISION, MINIMAX

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("minimax", "Game trees and minimax", [
    Question(
        'two-level-max', 'int',
        prompt=('A MAX root has two MIN children with leaves (3, 12) and (8, 6). What is the '
                "root's value?"),
        answers=['05b9141c1b36bfc29744'],
        hints={
            '2efb5337eaf756e91da7':
                ('12 is the best leaf, but MIN moves below the root: what does each MIN node '
                 'choose?'),
            '56e895392cd3edbc9387':
                'That is the value with MIN at the root.',
            'ae3fa216eb172fb1c8db':
                'MAX takes the larger of the two MIN values.',
        },
    ),
    Question(
        'two-level-min', 'int',
        prompt=("Now the root is MIN and its two children are MAX, same leaves. The root's "
                'value?'),
        answers=['950f9975d92f279dfdbb'],
        hints={
            '07bcf51a8c938967d5c8':
                'That is the value with MAX at the root.',
            '6aa7c579246cac7ccd6a':
                'The MAX nodes choose first: what does each of them take?',
        },
    ),
    Exercise("minimax", MINIMAX,
             prompt="Write minimax(tree, maximizing=True): the value of a nested-list tree."),
    Exercise("decision", DECISION,
             prompt="Write decision(tree): the index of MAX's best move at the root."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
