"""Question bank of lesson 13, the Degrees project (``notebooks/13-project-degrees.ipynb``).

Three questions, two checks of the learner's ``shortest_path`` and an optional one of
``shortest_path_both`` (:data:`searchlib.checks.suites.search.BOTH_ENDS`, the same contract
searched from both ends, on the check's own casts):
``shortest-path`` runs :data:`searchlib.checks.suites.search.SHORTEST_PATH`
(the check's own small cast, with a short route beside a long detour, pairs
that are not connected and a person with no films) and adds the lesson's
facts on the small set (Tom Hanks to Mandy Patinkin, Robin Wright to Dustin
Hoffman and to herself, Dustin Hoffman to Emma Watson, whom nobody
reaches); ``shortest-path-large`` times it on the large synthetic set
(:data:`searchlib.checks.suites.degrees.LARGE`; its report says how long
each question took, next to the library's BFS).

Examples
--------
>>> from searchlib.lessons import degrees as lesson
>>> lesson.check("cruise-patinkin", 4, show=False).passed
True
>>> lesson.BANK.item("cruise-patinkin").evaluate(5).mistakes
['known']
>>> print(lesson.questions())  # doctest: +ELLIPSIS
Project: Degrees of separation (searchlib.lessons.degrees)
  cruise-patinkin ...
"""

from ..checks import Exercise, Lesson, Question
from ..checks.answers import COUNT_ENDS
from ..checks.suites.search import BOTH_ENDS, SHORTEST_PATH
from ..degrees.files import load_small
from ..checks.suites.degrees import LARGE, TimedExercise

__all__ = ["BANK", "check", "progress", "questions"]


#: The lesson's pairs on the small set: Tom Hanks to Mandy Patinkin, Robin Wright to
#: Dustin Hoffman, Robin Wright to herself, Dustin Hoffman to Emma Watson (not connected).
SMALL_PAIRS = [("158", "1597"), ("705", "163"), ("705", "705"), ("163", "914612")]

BANK = Lesson("degrees", "Project: Degrees of separation", [
    Question(
        'cruise-patinkin', 'int', near=COUNT_ENDS,
        prompt='How many degrees of separation between Tom Cruise and Mandy Patinkin?',
        answers=['ba58ccc991f7c5896746'],
        hints={
            'aac147326a0822f4bd4a': ('That counts the people on the path (five, Tom Cruise and '
                                     'Mandy Patinkin included). Degrees count the films, one per '
                                     'step.'),
            'f3c51daaf313b63ec974': ('Too few: follow the chain film by film, from A Few Good Men'
                                     ' back to The Princess Bride.'),
        },
        hint=("Find each person's film in the chain and count the films from one to the other, "
              'both included.'),
        explain=('A Few Good Men, Apollo 13, Forrest Gump, The Princess Bride: four films, four '
                 'steps.'),
        # one degree is one film on the path, one step (the lesson counts degrees in films and
        # in steps, as its answer says: "four films, four steps")
        unit=('degrees', 'degrees of separation', 'films', 'steps'),
    ),
    Exercise("shortest-path", SHORTEST_PATH,
             prompt="Write shortest_path(source, target) with the project's contract.",
             options={"neighbors": load_small().neighbors_for_person, "pairs": SMALL_PAIRS}),
    Question(
        'hoffman-watson-removed', 'int', near=COUNT_ENDS,
        prompt=('How many people does BFS take out of the frontier from Dustin Hoffman before '
                'answering that Emma Watson is not connected?'),
        answers=['295653bf838c2db050af'],
        hints={
            '00fb49dc5e7aaf35081a': ("Emma Watson is in no film, so nobody's neighbours include "
                                     'her: she is never reached.'),
            '57b4d06678a54febfc88': ('The search cannot know there is no path without looking: it'
                                     ' takes out everyone it can reach.'),
            '1a594b4d997e22a5769d': ('The search cannot know there is no path without looking: it'
                                     ' takes out everyone it can reach.'),
        },
        hint=('Which people can be reached from Dustin Hoffman at all? Every one of them comes '
              'out of the frontier once.'),
        explain=('Everyone with a film is linked to Dustin Hoffman through the chain: 15 people, '
                 'each taken out once.'),
    ),
    TimedExercise("shortest-path-large", LARGE,
                  prompt="Run your shortest_path on the large set (options data=, seconds=)."),
    Question(
        'bidirectional-saving', 'int',
        prompt=('With b = 30 co-stars each and d = 4 steps, how many times fewer people do two '
                'searches meeting in the middle reach than one?'),
        answers=['ef2a0732edfc5589d8b1'],
        hints={
            'dcc3c7b4ce83ec3bae88': ('There are two searches meeting in the middle: count both, 2'
                                     ' * 30**2 = 1,800 people.'),
            'a2471c08de51b43e999f': ("Divide by the two searches' total, 2 * 30**2: the factor 2 "
                                     'makes the saving smaller, not larger.'),
            'eed0f09043e77391007a': ("That is the ratio the other way up, the two searches' people"
                                     " over one search's: how many times fewer is one search's "
                                     "count divided by the two searches'."),
        },
        hint=('One search: 30**4 people. Two searches, each 2 layers deep: 2 * 30**2. Divide the '
              'first by the second.'),
        explain='810,000 / 1,800 = 450.',
    ),
    Exercise("shortest-path-both", BOTH_ENDS,
             prompt=("Optional: write shortest_path_both(source, target), the same contract, "
                     "searching from both ends.")),
])

check, progress, questions = BANK.check, BANK.progress, BANK.questions
