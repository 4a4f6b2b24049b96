"""Self-checks for the lesson on A* (notebook 06).

In the notebook::

    from searchlib.lessons import astar as lesson
    lesson.check("pq-astar", answer)   # your answer, in any usual form
    lesson.check("admissible", h)      # your heuristic
    lesson.check("astar", my_astar)    # your A*
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.informed import ADMISSIBLE, ASTAR

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("astar", "A* search", [
    Question(
        'pq-greedy', 'choice',
        prompt=('The frontier holds P (g = 15, h = 6) and Q (g = 6, h = 13). Which does greedy '
                'best-first search expand first?'),
        answers=['2443fd2abdc6ca600e93'],
        hints={
            'd0d24cd9cfedb55f128e':
                'Greedy best-first looks at h only, not at the steps already paid.',
        },
        options=('P', 'Q'),
    ),
    Question(
        'pq-astar', 'choice',
        prompt='Which does A* expand first?',
        answers=['4ebf8ee655b81fa32511'],
        hints={
            '2cd9dfdcc5de1930c79b':
                'A* compares f = g + h, not h alone: work out f for both.',
        },
        options=('P', 'Q'),
    ),
    Question(
        'twice-manhattan', 'yesno',
        prompt=('With h = twice the Manhattan distance, does A* still guarantee an optimal '
                'path in a maze?'),
        answers=['a529b62da9a0dd0dbeb0'],
        hints={
            '036955db161055911ccd':
                ('Take a cell one step from the goal: what does twice the Manhattan distance '
                 'say there, and what is the true cost? Is that heuristic admissible?'),
        },
    ),
    Exercise("admissible", ADMISSIBLE,
             prompt="Write a maze heuristic h(cell, goal) that never overestimates."),
    Exercise("astar", ASTAR,
             prompt="Write my_astar(problem): the states of a cheapest path from the start to a "
                    "goal, or None; call problem.successors(state) once per state you expand."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
