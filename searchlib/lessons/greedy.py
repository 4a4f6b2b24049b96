"""Self-checks for the lesson on greedy best-first search.

In the notebook::

    from searchlib.lessons import greedy as lesson
    lesson.check("manhattan-distance", answer)   # your answer, in any usual form
    lesson.check("manhattan", manhattan)   # your function
    lesson.check("maze-h", my_h)           # your heuristic for a maze
    lesson.check("write-greedy", my_greedy)   # lesson 04's loop with a lowest-h frontier
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.readers import cell_named
from ..checks.suites.informed import GREEDY, MANHATTAN, MAZE_H

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
            'fed6aafa0ae3a04fc083':
                ('That is 4 - 3, or (6 - 2) + (1 - 4): one difference taken from the other, or '
                 'the two added without abs, so that they cancel. Add their absolute values: '
                 '|2 - 6| + |1 - 4|.'),
            '3eb408b7e9a32eb26d5b':
                ('That is 3 - 4, or (2 - 6) + (4 - 1): one difference taken from the other, or '
                 'the two added without abs, so that they cancel. Add their absolute values: '
                 '|2 - 6| + |1 - 4|.'),
            'bc88fc9381a67bd78036':
                'That is only the column difference. Add the row difference too.',
            '0a4e6ae9e7ce008aecf7':
                ('That is the squared straight-line distance. Add the two differences without '
                 'squaring.'),
        },
        explain='|2 - 6| + |1 - 4| = 4 + 3 = 7.',
        # the lesson counts the distance in moves (row steps and column steps)
        unit=('moves', 'steps'),
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
            'larger or the same': 'larger',
            'equal or larger': 'larger',
            'greater or equal': 'larger',
            'at least as large': 'larger',
            'never smaller': 'larger',
            'less': 'smaller',
            'shorter': 'smaller',
            'fewer': 'smaller',
            'same': 'the same',
            'equal': 'the same',
        },
    ),
    Question(
        'greedy-next', 'sequence',
        prompt=('Goal (2, 9); frontier (1, 4) g=9, (6, 2) g=3, (5, 8) g=12, (3, 5) g=6, (7, 7) '
                'g=10: which cell does greedy expand next?'),
        answers=['056c8e1b01851e7c9738'],
        hints={
            'aa4892c0620b3b469963':
                ("That cell has the smallest g + h: A*'s choice, the next lesson. Greedy looks "
                 'at h alone, the estimate of what is left.'),
            '710c1da43672692eab52':
                ('That cell was reached in the fewest moves (the smallest g). Greedy ignores '
                 'the moves already made; it looks only at h. (It is also the cell whose h is '
                 'smallest when rows and columns are swapped, |row - 9| + |col - 2|: the goal '
                 'is row 2, column 9.)'),
            '296ae88a5dd9b985587c':
                ('That is the oldest entry: the cell BFS would take. Greedy takes the cell '
                 'with the smallest h.'),
            '6b9843ff8b2b526b5614':
                ('That is the newest entry: the cell DFS would take. Greedy takes the cell '
                 'with the smallest h.'),
            'e8e58764e9556b85b385':
                ('(8, 5) is not in the frontier: write the cell as (row, column), the way the '
                 'list shows it.'),
            '01882cb9780d7b71a23c':
                ('That is an h value. The question asks for the cell: answer with its '
                 '(row, column), like (0, 0).'),
            'c8664556bd357e4849ce':
                'That is the goal itself. Which cell of the frontier comes out next?',
        },
        hint=('Work out h = |row - 2| + |col - 9| for each cell and take the smallest.'),
        read=cell_named,
        explain=('h is 6, 11, 4, 5 and 7: (5, 8) has the smallest h, 4, even though it took '
                 'the most moves to reach.'),
    ),
    Exercise("manhattan", MANHATTAN,
             prompt="Write manhattan(a, b) for two cells (row, col)."),
    Exercise("maze-h", MAZE_H,
             prompt=("Write h(maze, cell): the Manhattan distance from cell to the maze's "
                     "goal, the heuristic greedy search uses.")),
    Exercise("write-greedy", GREEDY,
             prompt=("Write my_greedy(maze): lesson 04's solve with a frontier whose remove() "
                     "hands back the node with the lowest h (the newest on a tie); return "
                     "(actions, states explored), or None.")),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
