"""Self-checks for lesson 04, mazes.

In the notebook::

    from searchlib.lessons import mazes as lesson
    lesson.check("dfs-first-move", answer)          # your answer, in any usual form
    lesson.check("write-neighbours", my_neighbours)   # your function
    lesson.check("write-solve", my_solve)
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
the entries were made with the authoring tool, :mod:`searchlib.checks.author`.
The function checks are :mod:`searchlib.checks.suites.search`.

Examples
--------
>>> BANK.item("dfs-first-move").evaluate("Right").passed
True
>>> BANK.item("dfs-first-move").evaluate("up").mistakes
['known']
"""

from ..checks import Exercise, Lesson, Question
from ..checks.answers import COUNT_ENDS
from ..checks.suites.search import NEIGHBOURS, SOLVE

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("mazes", "Mazes", [
    Question(
        'dfs-first-move', 'choice',
        prompt=('Neighbours enter the frontier up, down, left, right: which move does DFS try '
                'first?'),
        answers=['dff42965d124b53fa05d'],
        hints={
            'f6b899ccb017d471120c':
                ("'up' goes into the stack first, so it comes out last. A stack hands back the "
                 'node added most recently.'),
            '27c670506f2f2f175b78':
                ('A stack hands back the node added most recently. Which of the four is added '
                 'last?'),
            'e2f34ff6a112bc9f6587':
                ("Close, but 'left' is added third. A stack hands back the node added last."),
        },
        explain=("The stack gives back the last node added, and 'right' is added last. That is "
                 'why DFS went right at the start of dfs-wanders.'),
        options=('up', 'down', 'left', 'right'),
    ),
    Question(
        'bfs-always-fewer', 'yesno',
        prompt=('DFS explored 287 states on dfs-wanders and BFS 31: does BFS always explore '
                'fewer?'),
        answers=['6208c080fb0fde283668'],
        hints={
            '24776b7df21bc3f3dee2':
                ("Not always. Try the one-row maze Maze.from_text('#   A  B#'): run dfs and "
                 "bfs(..., goal_test='removed') on it and compare .removed. Or count what DFS "
                 'explores on Maze.generate(21, 41, seed=4), where BFS explored all 399 cells.'),
        },
        explain=('BFS explores every cell closer than the goal; DFS can be lucky (or unlucky) '
                 'depending on the order it tries the moves.'),
    ),
    Question(
        'path-length', 'int', near=COUNT_ENDS,
        prompt='How many moves does the path drawn with * take from A to B?',
        answers=['68b96617251da90fbdbe'],
        hints={
            '1e89f8090ea5dcfd9d65':
                ("18 is the shortest path (what BFS finds), but the drawing shows DFS's path. "
                 'Count the stars on the drawing.'),
        },
        hint=('Count the stars: each * is a cell between A and B, and one move leads into each '
              'star, plus one more move into B.'),
        explain='25 cells between A and B, so 25 + 1 moves.',
    ),
    Exercise("write-neighbours", NEIGHBOURS,
             prompt=("Write neighbours(maze, cell): the moves from a cell as (action, cell) "
                     "pairs, up, down, left, right, leaving out walls and the grid's edge.")),
    Exercise("write-solve", SOLVE,
             prompt=("Write solve(maze, frontier): the search loop, returning (actions, "
                     "states explored), or None when there is no path.")),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
