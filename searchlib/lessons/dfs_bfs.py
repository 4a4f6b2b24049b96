"""Self-checks for lesson 03, depth-first and breadth-first search.

In the notebook::

    from searchlib.lessons import dfs_bfs as lesson
    lesson.check("bfs-order", answer)   # your answer, in any usual form
    lesson.check("bfs", bfs)   # your function
    lesson.progress()

The questions, in the notebook's order: the DFS and BFS orders on the
lecture's demo graph (recalled), the nodes each removes with goal F and
which one got faster than with goal E, the BFS order on a graph the learner
has not seen (``practice-bfs-order``); then two exercises, a queue frontier
on ``collections.deque`` (``queue-remove``, the ``QUEUE`` suite: a stack's
order is recognised) and ``bfs(problem)`` (the ``BFS`` suite).

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.answers import COUNT_ENDS
from ..checks.suites.search import BFS, QUEUE

__all__ = ["BANK", "check", "progress", "questions"]

#: The nodes of the graphs the questions ask about, as the notebook draws them, in alphabetical
#: order: all an answer can name (an answer naming another is told so, not counted).
DEMO_NODES = "ABCDEF"
PRACTICE_NODES = "ABCDEFGS"

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
                ('A, B, C, E is the path DFS returns, and also what depth first search would '
                 'take out if its stack gave back the child added first (C before D). The '
                 'question asks for the order the nodes are taken out, and the stack hands '
                 'back the node added LAST: B adds C, then D, so D leaves first.'),
            '8ecb0c1140354340a451':
                'Keep going until the goal itself is removed.',
            # the goal left out, the start left out, both left out
            '4e97e7d1b23e296395dd':
                ('Right so far, but E, the goal, is missing at the end: the search stops '
                 'when the goal itself is taken out of the stack, and that removal is part '
                 'of the order too.'),
            '8de02b7ac146cef4a9ba':
                ('The rest is in the right order, but A, the start, is missing: the loop '
                 'begins by taking the start out of the stack, so the order begins with '
                 'A.'),
            '73c00b4b25cd6ba6401d':
                ('The rest is in the right order, but A and E are missing: the order '
                 'runs from the start, the first node taken out, to the goal, the last (the '
                 'search stops when E itself is taken out).'),
        },
        hint='Simulate the stack by hand: write the frontier after every removal.',
        count='d71d39c7cf7677a2018e',
        items='86578a1bdb9c21d442cb',
        letters=True,
        labels=('DFS', 'DFS order', 'order', 'depth first', 'depth first order'),
        among=(DEMO_NODES, 'a node of the demo graph'),
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
                ('A, B, C, E is the path BFS returns, the start to the goal. The question asks '
                 'for the order the nodes are taken out: D was added to the queue before E, '
                 'so it leaves before E.'),
            '715220a5b732a94f9c3e':
                ('That is where BFS stops when it tests the goal as soon as a node is '
                 'generated (E is generated when C is expanded). Here the goal is tested when a '
                 'node is removed: E waits in the queue behind D, and the search stops only '
                 'when E itself is taken out.'),
            # the goal left out, the start left out, both left out
            '92e987391a0c15654079':
                ('Right so far, but E, the goal, is missing at the end: the search stops '
                 'when the goal itself is taken out of the queue, and that removal is part '
                 'of the order too.'),
            '73b4520f4040ce737a38':
                ('The rest is in the right order, but A, the start, is missing: the loop '
                 'begins by taking the start out of the queue, so the order begins with '
                 'A.'),
            '9d356baccf4c6d5b912f':
                ('The rest is in the right order, but A and E are missing: the order '
                 'runs from the start, the first node taken out, to the goal, the last (the '
                 'search stops when E itself is taken out).'),
        },
        hint='Simulate the queue by hand: oldest node out first.',
        count='f3c6cd6e4129ffbdf72c',
        items='4274c48e4a618ffdf49b',
        letters=True,
        labels=('BFS', 'BFS order', 'order', 'breadth first', 'breadth first order'),
        among=(DEMO_NODES, 'a node of the demo graph'),
    ),
    # -- questions: generated with searchlib.checks.author (begin) --
    Question(
        'goal-f-dfs', 'int', near=COUNT_ENDS,
        prompt=('Demo graph (A->B, B->C, B->D, C->E, D->F) with goal F: how many nodes does '
                'DFS take out of the frontier, F included?'),
        answers=['42dd2b95c30570f37bb1'],
        hints={
            'a025f5d20b56749bd364':
                ("That is DFS's count with goal E. Trace it again with F as the goal: which "
                 'branch does DFS dive into first?'),
            'e5de2db5d46c0cb68127':
                ('Count F too: the search stops when the goal is taken out of the frontier.'),
        },
        hint="Simulate the stack: A out, B out, then the newest of B's children.",
    ),
    Question(
        'goal-f-bfs', 'int', near=COUNT_ENDS,
        prompt='With goal F, how many nodes does BFS take out, F included?',
        answers=['168b7eba210ee3e47dc0'],
        hints={
            '072924336319140f4623':
                ('4 is what DFS takes out, and also what BFS takes out when it tests the goal '
                 'as soon as F is generated. Here BFS tests the goal when a node is taken out: '
                 'which nodes leave before F?'),
            '7fede86dbc141a6f6d21':
                ("That is BFS's count with goal E. F is in the same level as E but entered the "
                 'queue after it, so E leaves first.'),
        },
        hint=('Simulate the queue: oldest out first, and count until F itself is taken out.'),
    ),
    Question(
        'goal-f-faster', 'choice',
        prompt=('Moving the goal from E to F: which search takes out fewer nodes than it did '
                'before?'),
        answers=['add7fa97d778c359705c'],
        hints={
            '9aef189f5b0473a2ea60':
                ("Compare each search with itself, not with the other: count BFS's removals "
                 'with goal E, then with goal F.'),
            'e7565f86e84682036b75':
                ("Count BFS's removals with goal E and with goal F: did it really get faster?"),
            '7bc5cad234448c4ebad8':
                ("Count DFS's removals with goal E and with goal F: F lies on the branch DFS "
                 'happens to try first.'),
        },
        options=('DFS', 'BFS', 'both', 'neither'),
        synonyms={
            'depth first': 'DFS',
            'depth-first': 'DFS',
            'breadth first': 'BFS',
            'breadth-first': 'BFS',
        },
    ),
    Question(
        'practice-bfs-order', 'sequence',
        prompt=('On the practice graph (S->A, S->B, A->C, A->D, B->D, B->E, C->F, D->G, E->G, '
                'F->G; goal G), in which order does BFS take nodes out, the goal included?'),
        answers=['d2a7730d4fcf56d536aa'],
        hints={
            '15172321c7866cd26557':
                ('That is the order a stack gives (depth first): the node added last leaves '
                 'first. BFS uses a queue: the node added first leaves first.'),
            'e9b14755cb2b88483c59':
                ('F entered the queue before G (C was expanded before D), so it leaves before '
                 'G.'),
            'e80f3852f7cf26761e9e':
                ('D is added only once: when B is expanded, D is already in the frontier.'),
            '6e935f4b005c0b62936c':
                ('That is BFS testing the goal as soon as G is generated. Here the goal is '
                 'tested when a node is taken out, so keep going until G leaves the queue.'),
            '1a3f12916edb11c472c6':
                ('S, A, D, G is the path BFS returns, the start to the goal. The question asks '
                 'for the order the nodes are taken out: every node that joined the queue '
                 'before G (B, C, E and F among them) leaves before G.'),
            '9cb3369773e456f110a6':
                ('G is generated while D is expanded, but it joins the back of the queue, '
                 'behind E and F: they are taken out first.'),
            # the goal left out, the start left out, both left out
            '4799e6803eadb0985a92':
                ('Right so far, but G, the goal, is missing at the end: the search stops '
                 'when the goal itself is taken out of the queue, and that removal is part '
                 'of the order too.'),
            '2019bef6975a18805a3f':
                ('The rest is in the right order, but S, the start, is missing: the loop '
                 'begins by taking the start out of the queue, so the order begins with '
                 'S.'),
            '45f77e5122bcdf9b6568':
                ('The rest is in the right order, but S and G are missing: the order '
                 'runs from the start, the first node taken out, to the goal, the last (the '
                 'search stops when G itself is taken out).'),
            # each node's neighbours added in reverse (B before A)
            '7ac8b595bc6aa139035f':
                ('That is the order BFS gives when each node adds its neighbours in reverse '
                 '(S adds B before A). Add them in the order the graph lists them: S -> A, B '
                 'puts A into the queue first, so A leaves first.'),
        },
        hint=('Simulate the queue, oldest out first; a state already in the frontier or '
              'explored is not added again.'),
        count='fa2b8df13243f0123c9a',
        items='caf75c730eda3f772125',
        letters=True,
        labels=('BFS', 'BFS order', 'order', 'breadth first', 'breadth first order'),
        among=(PRACTICE_NODES, 'a node of the practice graph'),
    ),
    # -- questions: generated with searchlib.checks.author (end) --
    Exercise("queue-remove", QUEUE,
             prompt="Write a queue frontier on collections.deque: add, empty, and remove "
                    "taking out the OLDEST node (raising on an empty frontier)."),
    Exercise("bfs", BFS,
             prompt="Write bfs(problem): the list of states of a shortest path, or None."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
