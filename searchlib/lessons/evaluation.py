"""Self-checks for lesson 10, depth limits and evaluation functions.

In the notebook::

    from searchlib.lessons import evaluation as lesson
    lesson.check("why-evaluation", answer)   # your answer, in any usual form
    lesson.check("depth-limited-minimax", depth_limited_value)   # your function
    lesson.check("my-evaluation", my_evaluate)                   # your estimate
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
the entries were made with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.evaluation import EVALUATION
from ..checks.suites.trees import DEPTH_LIMITED

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("evaluation", "Depth limits and evaluation functions", [
    Question(
        'why-evaluation', 'choice',
        prompt='Why does depth-limited minimax need an evaluation function?',
        answers=['b5058c27450c1483dc1a'],
        hints={
            '96d95de07cf8aa513dd5':
                ('Speed is the reason for the depth limit, not for the evaluation '
                 'function. Once the search stops early, what number can it give the '
                 'positions where it stopped?'),
            '183efdded52f4a6debfa':
                ('The utility of a finished game can be read for either player. The '
                 'trouble is the positions where the search stops: are they finished?'),
            '755d6b16dfff6612ab5f':
                ('Scores can also order the moves (that helps alpha-beta), but that is '
                 'an extra. What must the search return for a position at the limit '
                 'that is not over?'),
        },
        explain=('Right: where the search stops, games are usually not over, and only '
                 'finished games have a utility. The evaluation function estimates the '
                 'rest.'),
        options=('a', 'b', 'c', 'd'),
    ),
    Question(
        'depth2-move', 'int',
        prompt=('X to move; a one-move search plays column 2. Which column does a '
                'two-move search play?'),
        answers=['d030a9fdb91ecdb17040'],
        hints={
            '8c474dc11a30449735bf':
                ("That is the one-move search's choice. Look one move further: what "
                 "does O play after X's column 2?"),
            '2e94e32b0f5964ffd4be':
                ("After X's disc in column 4, can O still make four on the bottom row? "
                 'Look for the empty bottom cell next to its three discs.'),
            '635bb16c9f54d4aac301':
                ("After X's disc in column 6, can O still make four on the bottom row? "
                 'Look for the empty bottom cell next to its three discs.'),
        },
        hint="Look at O's discs on the bottom row: where would O's next disc make four?",
        explain=('Right: every other column lets O complete the bottom row in column '
                 '5, which is worth -1 to X. Two moves deep, the search sees it and '
                 'blocks.'),
    ),
    Question(
        'safe-evaluation', 'choice',
        prompt='Which evaluation can be used with utilities -1, 0 and +1 safely?',
        answers=['f5b0cc7931647eec2f76'],
        hints={
            'b4e9f5cb00cf2771a0d7':
                ('The raw score reached 31 in section 4 and beat a real win worth 1. '
                 'An estimate has to stay strictly between -1 and 1.'),
            '02846558f7def7762ff5':
                ('Dividing by 10 shrinks the scores but does not bound them: any raw '
                 'score above 10 still beats a real win.'),
            'baa07010a553d202da0a':
                ('The sign reaches +1 and -1 exactly, so a promising position ties '
                 'with a won game and the search cannot tell them apart.'),
        },
        explain='Right: tanh stays strictly between -1 and 1 and keeps the order of the scores.',
        options=('a', 'b', 'c', 'd'),
    ),
    Exercise("depth-limited-minimax", DEPTH_LIMITED,
             prompt=("Write depth_limited_value(game, state, depth, evaluate): MAX's "
                     'value, looking at most depth moves ahead.')),
    Exercise("my-evaluation", EVALUATION,
             prompt=("Write my_evaluate(state): your own estimate of a Connect Four position "
                     "for X, keeping the rules an evaluation function must keep.")),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
