"""Self-checks for the lesson on expectimax.

In the notebook::

    from searchlib.lessons import expectimax as lesson
    lesson.check("chance-or-sure", answer)   # your answer, in any usual form
    lesson.check("expectimax", expectimax)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.game_trees import EXPECTIMAX

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("expectimax", "Expectimax", [
    Question(
        'chance-or-sure', 'choice',
        prompt=('MAX chooses between a chance node (0 or 10, equally likely) and a sure 4. '
                'Which does expectimax pick?'),
        answers=['9d7f931e26bbba64a8c3'],
        hints={
            '04163c45d807c7cfa827':
                "Work out the chance node's value: the average of its outcomes.",
        },
        options=('chance', 'sure'),
    ),
    Question(
        'relabelled', 'choice',
        prompt=('Relabel the utilities 0 -> 0, 4 -> 100, 10 -> 101 (same order). Which does it '
                'pick now?'),
        answers=['d6d4c55493da9e9bbf09'],
        hints={
            '8b3e5b4c026c7e65cc61':
                ("Work out the chance node's value with the new numbers: an average cares "
                 'about the numbers themselves, not only about their order.'),
        },
        options=('chance', 'sure'),
    ),
    Exercise("expectimax", EXPECTIMAX,
             prompt="Write expectimax(tree): MAX at the root, chance nodes below it."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
