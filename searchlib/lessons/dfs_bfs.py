"""Self-checks for the lesson on depth-first and breadth-first search.

In the notebook::

    from searchlib.lessons import dfs_bfs as lesson
    lesson.check("bfs-order", answer)   # your answer, in any usual form
    lesson.check("bfs", bfs)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.frontier import QUEUE
from ..checks.suites.graph_search import BFS

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("dfs_bfs", "DFS vs BFS", [
    Question(
        'dfs-order', 'sequence',
        prompt=('On the demo graph (A->B, B->C, B->D, C->E, D->F; neighbours added in that '
                'order), in which order does DFS remove the nodes, searching for E?'),
        answers=['f690740bf8a6bb7c3072'],
        hints={
            'f87e37451fda510d08db':
                ('That is the order a queue gives (breadth first). DFS uses a stack: the node '
                 'added last leaves first, and DFS follows it all the way down before coming '
                 'back.'),
            '046c98e0ea209231fa4e':
                ('DFS does not go level by level: after B, which of C and D was added last?'),
            '8ecb0c1140354340a451':
                'Keep going until the goal itself is removed.',
        },
        hint='Simulate the stack by hand: write the frontier after every removal.',
        count='d71d39c7cf7677a2018e',
        items='86578a1bdb9c21d442cb',
        letters=True,
    ),
    Question(
        'bfs-order', 'sequence',
        prompt=('On the same graph, in which order does BFS remove the nodes, searching for E '
                '(the goal tested when a node is removed)?'),
        answers=['2589ac748dad44a0d675'],
        hints={
            '3c1c3e7c5ac767ddd70f':
                ('That is the order a stack gives (depth first): the node added last leaves '
                 'first. BFS uses a queue: the node added first leaves first.'),
            '188dd1f0bd1f857b7136':
                ('BFS stops as soon as E is removed: F is still waiting in the queue.'),
            'baee991590d652039694':
                'D was added to the queue before E, so it leaves before E.',
        },
        hint='Simulate the queue by hand: oldest node out first.',
        count='f3c6cd6e4129ffbdf72c',
        items='4274c48e4a618ffdf49b',
        letters=True,
    ),
    Question(
        'goal-f-dfs', 'int',
        prompt=('Now the goal is F. How many nodes does DFS remove from the frontier, F '
                'included?'),
        answers=['42dd2b95c30570f37bb1'],
        hints={
            'a025f5d20b56749bd364':
                ("That is DFS's count with goal E. Trace it again with F as the goal: which "
                 'branch does DFS dive into first?'),
        },
    ),
    Question(
        'goal-f-bfs', 'int',
        prompt='With goal F, how many nodes does BFS remove, F included?',
        answers=['168b7eba210ee3e47dc0'],
        hints={
            '072924336319140f4623':
                ('That is the DFS count. BFS empties each level before the next: which nodes '
                 'leave before F?'),
            '7fede86dbc141a6f6d21':
                "That is BFS's count with goal E; F is one level deeper.",
        },
    ),
    Question(
        'goal-f-faster', 'choice',
        prompt='With goal F instead of E, which of the two removes fewer nodes?',
        answers=['add7fa97d778c359705c'],
        hints={
            '9aef189f5b0473a2ea60':
                ('Compare your two counts: with F, the branch DFS dives into first happens to '
                 'hold the goal.'),
        },
        options=('DFS', 'BFS'),
    ),
    Exercise("queue-remove", QUEUE,
             prompt="Write QueueFrontier.remove: take out the OLDEST node (and raise on an "
                    "empty frontier)."),
    Exercise("bfs", BFS,
             prompt="Write bfs(problem): the list of states of a shortest path, or None."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
