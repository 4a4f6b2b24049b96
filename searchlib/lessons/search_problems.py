"""Self-checks for lesson 01, search problems.

In the notebook::

    from searchlib.lessons import search_problems as lesson
    lesson.check("which-part", answer)   # your answer
    lesson.check("drive", Drive)         # your Problem subclass
    lesson.progress()

The exercise ``drive`` checks a learner's :class:`~searchlib.Problem`
subclass for a drive on :data:`DRIVE_MAP` by behaviour
(:data:`searchlib.checks.suites.search.DRIVE`): each of the five parts on
every town, then a cheapest-first search on the class, which must find the
9 km drive.  Each planted mistake is a wrong class; the report names the
one that behaves like the learner's.

Examples
--------
>>> from searchlib import Problem
>>> class Drive(Problem):
...     initial = "Home"
...     def actions(self, state):
...         return list(DRIVE_MAP[state])
...     def result(self, state, action):
...         return action
...     def is_goal(self, state):
...         return state == "Station"
...     def step_cost(self, state, action, next_state):
...         return 1                          # the mistake: every road costs 1
>>> report = BANK.item("drive").evaluate(Drive)
>>> report.status, report.mistakes
('failed', ['cost-ignores-distance'])
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.search import DRIVE, DRIVE_MAP

__all__ = ["BANK", "check", "progress", "questions"]


#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("search_problems", "Search problems", [
    # -- questions: generated with searchlib.checks.author (begin) --
    Question(
        'which-part', 'choice',
        prompt=('In the 8-puzzle the blank cannot move up from the top row. Which of the five '
                'parts says so?'),
        answers=['e0876b773c477227fcf1'],
        hints={
            '05513d1466f5f3164c57':
                ('The transition model says where an action leads once it is taken. Whether '
                 "'up' may be taken at all in a state is decided before that: by the list "
                 'actions(s) returns.'),
            '2547d2cd3fd99d0122e9':
                ('The goal test only says whether a state is finished; it says nothing about '
                 'which moves are allowed.'),
            'adc61cc4929255b45986':
                ('The path cost prices moves that are allowed; it does not forbid any.'),
            '90e1dd874932c64945e1':
                ('The initial state is one particular board; the rule holds in every state '
                 'whose blank is in the top row.'),
        },
        options=('initial state', 'actions', 'transition model', 'goal test', 'path cost'),
        synonyms={
            'action': 'actions',
            'actions(s)': 'actions',
            'actions(state)': 'actions',
            'transition': 'transition model',
            'result': 'transition model',
            'result(s, a)': 'transition model',
            'goal': 'goal test',
            'is_goal': 'goal test',
            'cost': 'path cost',
            'step cost': 'path cost',
            'step_cost': 'path cost',
            'initial': 'initial state',
            'start': 'initial state',
        },
    ),
    Question(
        'fifteen-states', 'int',
        prompt='How many states can be reached from a 15-puzzle position?',
        answers=['a30a82aad1cb3c9391a6'],
        hints={
            '686d71889066de7e5aa6':
                ('That is 16!, every arrangement of the sixteen squares. As on the 8-puzzle, '
                 'only half of them can be reached from a given start.'),
            '0ca431bb875664397861':
                ('That is 15!. The blank is a symbol too: sixteen squares hold fifteen tiles '
                 'and the blank, 16! ways. Then halve it.'),
            '63b36d777d1106f09407':
                'That is 15!/2. The blank counts as a symbol: start from 16!.',
            '82f385acb132c450731e':
                ("That is the 8-puzzle's count, 9!/2. The 15-puzzle has sixteen squares."),
        },
        hint=('Count the ways to place sixteen symbols (fifteen tiles and the blank) in '
              'sixteen squares, then take the half that can be reached.'),
    ),
    Question(
        'friend-route', 'choice',
        prompt=('Ashby, Brook, Delph uses the fewest roads. Optimal solution, solution, or not '
                'a solution?'),
        answers=['781e52a4349679debe09'],
        hints={
            'e81317f6a5e16fb3de89':
                ('Fewest roads is not the measure here: the path cost is kilometres. Add up '
                 'Ashby-Brook and Brook-Delph and compare with the table of routes.'),
            '7af8a4007010a10c4d81':
                ('It starts at Ashby, ends at Delph and uses only roads on the map: that is '
                 'exactly what a solution is.'),
        },
        explain=('It is a solution (it runs from Ashby to Delph on roads of the map), but not '
                 'an optimal one: it costs 13 km, and the cheapest routes cost 10 km.'),
        options=('optimal', 'solution', 'not a solution'),
        synonyms={
            'optimal solution': 'optimal',
            'an optimal solution': 'optimal',
            'a solution': 'solution',
            'solution but not optimal': 'solution',
            'a solution but not optimal': 'solution',
            'not optimal': 'solution',
            'not optimal solution': 'solution',
            'not an optimal solution': 'solution',
            'not the optimal solution': 'solution',
            'a non-optimal solution': 'solution',
            'a suboptimal solution': 'solution',
            'suboptimal': 'solution',
            'solution that is not optimal': 'solution',
            'solution, but not optimal': 'solution',
            'solution, not optimal': 'solution',
            'solution but not an optimal one': 'solution',
            'solution, but not an optimal one': 'solution',
            'solution, not an optimal one': 'solution',
            'non-optimal solution': 'solution',
            'suboptimal solution': 'solution',
            'none': 'not a solution',
        },
    ),
    # -- questions: generated with searchlib.checks.author (end) --
    Exercise("drive", DRIVE,
             prompt="Write the drive from Home to the Station on DRIVE_MAP as a Problem "
                    "subclass: initial, actions, result, is_goal, step_cost."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
