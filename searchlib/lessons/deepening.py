"""Self-checks for the lesson on iterative-deepening alpha-beta and transposition tables
(notebook 16).

In the notebook::

    from searchlib.lessons import deepening as lesson
    lesson.check("which-kind", answer)     # your answer, in any usual form
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.beyond import CAN_USE, STORE_KIND

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("deepening", "Iterative deepening alpha-beta and transposition tables", [
    Question(
        'which-kind', 'choice',
        prompt=('A MAX node searched with alpha = 0.2, beta = 0.5 cuts after a move worth 0.7. '
                'The kind of the stored 0.7?'),
        answers=['e6d4fe1574783598e6f0'],
        hints={
            'b5dcc21615feff7f8597':
                ('The search stopped after the move worth 0.7 (a cut): the moves it skipped '
                 'could only have raised the value. A value cut short is never exact.'),
            'd5cf369d332339fe0316':
                ('The other way round: an upper bound comes from a node whose value stayed at '
                 'or below alpha. This one reached beta, and the moves skipped could only '
                 'raise it.'),
        },
        options=('exact', 'lower', 'upper'),
        # the lesson's own words for the three kinds (section 3 and the summary); a denial
        # or two kinds at once ("not a lower bound", "lower or upper") matches none: unreadable
        synonyms={
            'lower bound': 'lower',
            'lower-bound': 'lower',
            'lowerbound': 'lower',
            'at least': 'lower',
            'at least 0.7': 'lower',
            'upper bound': 'upper',
            'upper-bound': 'upper',
            'upperbound': 'upper',
            'at most': 'upper',
            'at most 0.7': 'upper',
            'exact value': 'exact',
            'exactly': 'exact',
            'exactly 0.7': 'exact',
        },
    ),
    Question(
        'entry-usable', 'yesno',
        prompt=('Entry for P: depth 3, value 0.4, lower bound. Needed: P 2 moves deep, alpha = '
                '0.1, beta = 0.3. Can the entry answer?'),
        answers=['7aad177d6451bc869b48'],
        hints={
            'b00458cae186cf948297':
                ('Check both conditions: the entry was searched 3 moves deep (at least the 2 '
                 'needed), and its true value is at least 0.4, at or above beta = 0.3. '
                 'Searching P would end in the same cut.'),
        },
    ),
    Question(
        'exact-bug', 'choice',
        prompt=('A program stores every value as exact. What happens? (a: crash; b: more '
                'positions, right values; c: wrong values on some positions, no error; d: '
                'nothing)'),
        answers=['afab8b9344314334fdc1'],
        hints={
            '03eda868c595863787bf':
                ('Nothing raises: a bound looks just like a value. That is what makes the bug '
                 'so hard to see.'),
            '682486f3300e5603e067':
                ('It searches fewer positions, not more, and that is the trouble: it takes '
                 "bounds for values. Look at section 4's root value."),
            '1969c7890e28207324bf':
                ("Alpha-beta's values are exact only when they fall strictly inside the "
                 'window; after a cut, or at or below alpha, they are bounds.'),
        },
        options=('a', 'b', 'c', 'd'),
    ),
    Exercise("store-kind", STORE_KIND,
             prompt='Write store_kind(value, alpha, beta): "exact", "lower" or "upper".'),
    Exercise("can-use", CAN_USE,
             prompt="Write can_use(entry, depth, alpha, beta): True when the entry (depth, "
                    "value, kind) answers a search depth moves deep in the window."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
