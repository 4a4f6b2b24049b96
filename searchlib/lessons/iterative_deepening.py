"""Self-checks for the lesson on iterative deepening (notebook 07).

In the notebook::

    from searchlib.lessons import iterative_deepening as lesson
    lesson.check("memory", answer)         # your answer, in any usual form
    lesson.check("iddfs", my_iddfs)        # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.readers import held_counts
from ..checks.suites.informed import DLS, IDDFS, INVERSIONS, SOLVABLE

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("iterative_deepening", "Iterative deepening on the 8-puzzle", [
    Question(
        'memory', 'sequence',
        prompt=('On the 18-move puzzle, how many states does BFS hold at most, and IDDFS? (two '
                'numbers, BFS first)'),
        answers=['ad2bc2362df5212fea03'],
        hints={
            'c6ab3200e30919403456':
                ('Those are the nodes generated. The question asks how many states each one '
                 'holds in memory at most: BFS its reached set, IDDFS its path.'),
            'cea403d1abe2fc7c38c7':
                ('IDDFS holds the whole path, the start included: count the states on the '
                 'path, not the moves.'),
        },
        hint=("Both numbers are in the 'held' columns of the table, on the row of the 18-move "
              'puzzle.'),
        count='064550f04e434ccc1fd9',
        items='32ff114d5034955d9833',
        places=('6941b5b86adfe3ea6008', '9e9e51809fbe1f87e2c7'),
        read=held_counts,
    ),
    Question(
        'solvable-frame', 'yesno',
        prompt='Can 3 1 2 / 4 . 5 / 6 8 7 reach the goal 1 2 3 / 4 5 6 / 7 8 . ?',
        answers=['366718255a0134b5bbcc'],
        hints={
            '2a080d795e72e1628674':
                ('Write the tiles without the blank, 3 1 2 4 5 6 8 7, and count the pairs '
                 'where a larger tile comes before a smaller one. For this goal an even count '
                 'can be solved and an odd count cannot.'),
        },
    ),
    Question(
        'no-max-depth', 'choice',
        prompt=('IDDFS with no maximum depth and no budget, on an unsolvable puzzle: what '
                'happens? (a: reports no solution after one round; b: deepens for ever; c: '
                'returns the longest path; d: a recursion error at once)'),
        answers=['8eb9f2d6f6d772413857'],
        hints={
            '90c8ef34b34fc9776542':
                ('That is what BFS does: it runs out of new states and stops. IDDFS keeps no '
                 'reached set, and every round ends with a cutoff (there are always longer '
                 'paths to try), so it has no reason to stop.'),
            '39132f78c551237a613a':
                ('IDDFS returns a path only when it reaches a goal, and an unsolvable puzzle '
                 'has none. Think about what it does after a round finds nothing.'),
            'e916d5702e4c90edbf9d':
                ('Each round goes only as deep as its limit, and the limit grows by one per '
                 'round, so the recursion stays shallow for a long time. What does it do after '
                 'each round that finds nothing?'),
        },
        options=('a', 'b', 'c', 'd'),
        synonyms={
            'reports no solution after one round': 'a',
            'a: reports no solution after one round': 'a',
            'deepens for ever': 'b',
            'deepens forever': 'b',
            'it deepens for ever': 'b',
            'it deepens forever': 'b',
            'b: deepens for ever': 'b',
            'returns the longest path': 'c',
            'c: returns the longest path': 'c',
            'a recursion error at once': 'd',
            'recursion error at once': 'd',
            'd: a recursion error at once': 'd',
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
