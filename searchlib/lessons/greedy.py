"""Self-checks for the lesson on greedy best-first search.

In the notebook::

    from searchlib.lessons import greedy as lesson
    lesson.check("manhattan-distance", answer)   # your answer, in any usual form
    lesson.check("manhattan", manhattan)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.heuristics import MANHATTAN

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("greedy", "Greedy best-first search", [
    Question(
        'manhattan-distance', 'int',
        prompt='What is the Manhattan distance from (2, 1) to (6, 4)?',
        answers=['b8dbc5491152a46e8db8'],
        hints={
            '2807daada97121baacaa':
                ('That is the straight-line distance. Manhattan distance adds the row steps '
                 'and the column steps.'),
            'e3ba921f3539f498ecdb':
                'That is only the larger of the two differences; add the other one.',
            '1340ddad1777dc5d92f4':
                'A distance is never negative: add the absolute differences.',
        },
    ),
    Question(
        'walls', 'choice',
        prompt=('With walls in between, is the true number of steps larger or smaller than the '
                'Manhattan distance (never smaller counts as larger)?'),
        answers=['3eedbe72fc89eb4e771d'],
        hints={
            '0c92ae4d58226d43710f':
                ('The Manhattan distance counts the steps with no walls at all. Can a real '
                 'path be shorter than that?'),
            '4c417c86ffa14cd3bed1':
                ('Only when no wall is in the way. What can a wall do to a path: make it '
                 'shorter, or make it longer?'),
        },
        hint=('Think of what the Manhattan distance counts: steps with no walls at all.'),
        options=('larger', 'smaller', 'the same'),
        synonyms={
            'bigger': 'larger',
            'greater': 'larger',
            'longer': 'larger',
            'more': 'larger',
            'larger or equal': 'larger',
            'at least as large': 'larger',
            'less': 'smaller',
            'shorter': 'smaller',
            'fewer': 'smaller',
            'same': 'the same',
            'equal': 'the same',
        },
    ),
    Exercise("manhattan", MANHATTAN,
             prompt="Write manhattan(a, b) for two cells (row, col)."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
