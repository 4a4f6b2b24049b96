"""Self-checks for the lesson on iterative deepening and the 8-puzzle.

In the notebook::

    from searchlib.lessons import iterative_deepening as lesson
    lesson.check("inversions-start", answer)   # your answer, in any usual form
    lesson.check("iddfs", iddfs)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.depth_limited import DLS, IDDFS
from ..checks.suites.puzzle import INVERSIONS, SOLVABLE

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("iterative_deepening", "Iterative deepening on the 8-puzzle", [
    Question(
        'inversions-start', 'int',
        prompt=("How many inversions has the practical's start (1, 7, 4, 2, 0, 3, 8, 6, 5)?"),
        answers=['b808eb2e2aec6251926e'],
        hints={
            '0e9937e303716d6ded0e':
                'That counts the blank as a tile: leave the 0 out.',
            '3c6ead76d393000aaf58':
                ('That counts the pairs in the right order; an inversion is a pair in the '
                 'wrong order.'),
        },
    ),
    Question(
        'solvable-start', 'yesno',
        prompt='Can that start reach the goal (1, 2, 3, 4, 5, 6, 7, 8, 0)?',
        answers=['b57536da270625c9bac0'],
        hints={
            '4189b0eb684191601476':
                'Which parity of the inversion count is solvable for this goal?',
        },
    ),
    Question(
        'unsolvable-states', 'int',
        prompt=('How many states does BFS visit before it reports that (1, 2, 3, 4, 5, 6, 8, '
                '7, 0) has no solution?'),
        answers=['a9260f0eb176946cbd2b'],
        hints={
            '29cc4b2640d9dc2d1d69':
                ('That is every arrangement of the nine symbols (9!). Can every one of them be '
                 'reached from any state?'),
        },
    ),
    Question(
        'iddfs-memory', 'int',
        prompt=('IDDFS solves (1, 3, 0, 4, 2, 8, 7, 6, 5) in 8 moves. How many states does it '
                'hold at most?'),
        answers=['1e09d9a1b14e7a152ce1'],
        hints={
            'eedc10eb118d2ee058bd':
                'Count the states on the path, not the moves.',
        },
    ),
    Exercise("inversions", INVERSIONS,
             prompt="Write inversions(state): pairs of tiles in the wrong order, blank left out."),
    Exercise("solvable", SOLVABLE,
             prompt="Write solvable(state): True when the inversion count is even."),
    Exercise("dls", DLS,
             prompt="Write dls(problem, limit) with an on-path set: a path of at most limit "
                    "steps, or None."),
    Exercise("iddfs", IDDFS,
             prompt="Write iddfs(problem, max_depth): dls with limits 0, 1, 2, ... up to "
                    "max_depth."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
