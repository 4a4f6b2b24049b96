"""Self-checks for the lesson on alpha-beta pruning.

In the notebook::

    from searchlib.lessons import alphabeta as lesson
    lesson.check("leaves-evaluated", answer)   # your answer, in any usual form
    lesson.check("alphabeta", alphabeta)   # your function
    lesson.leaves_read(alphabeta, tree)     # (value, the leaves it read), to try it out
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.oracles.trees import Watched, is_leaf
from ..checks.readers import cut_tests
from ..checks.suites.trees import ALPHABETA
from ..games import GameTree

__all__ = ["BANK", "check", "progress", "questions"]

#: The trees the questions ask about, as the notebook draws them: their leaves and arcs are
#: all an answer can name (an answer naming another is told so, not counted).
LEAVES_TREE = [[5, 10, 2], [[9, 3], [12, 1]], [7, [4, 11], 8]]
ARCS_TREE = GameTree([[[10, 13], [8, 2]], [[12, 5], [14, 11]], [[1, 6], [3, 4]]], labels="arcs")


_LEAVES = GameTree(LEAVES_TREE)
_ARCS = [ARCS_TREE.label(s) for s in ARCS_TREE.subtree(ARCS_TREE.initial) if ARCS_TREE.label(s)]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("alphabeta", "Alpha-beta pruning", [
    Question(
        'leaves-evaluated', 'int',
        prompt=('MAX root, three MIN children with leaves (4, 8, 5), (9, 3, 7), (2, 4, 6), '
                'searched left to right with alpha-beta. How many leaves are evaluated?'),
        answers=['0c78709b25c2fcc18e75'],
        hints={
            'f7829dcb60e6159842d2':
                ('That is plain minimax. Once MAX holds 4, a MIN branch can stop as soon as it '
                 'sees a value of 4 or less.'),
            '7e67850ff75177761f8a':
                ('In the middle branch, does the third leaf still matter once the second has '
                 'been seen?'),
            'c54f01211e7ca940e9a8':
                ('5 is the count with the middle branch ordered 3, 9, 7 (part b). In the given '
                 'order the 9 comes first: it is not 4 or less, so the search has to read on.'),
            '7e89e713574199c0c9f6':
                ('3 is how many leaves alpha-beta prunes here (never reads). The question asks '
                 'how many it evaluates: the leaves it does read.'),
        },
    ),
    Question(
        'reordered', 'choice',
        prompt=('If the middle branch were ordered (3, 9, 7), would more or fewer leaves be '
                'pruned?'),
        answers=['4195a2fcde9144034d8f'],
        hints={
            'd953ead921948b6c224c':
                'With 3 first, can the middle MIN node stop sooner?',
            '9fbdb91eeb2c3a0dde5d':
                ('Count again with 3 first: which leaves of the middle branch are still '
                 'needed?'),
        },
        options=('more', 'fewer', 'the same'),
        synonyms={'same': 'the same'},
    ),
    Question(
        'leaves-in-order', 'sequence',
        prompt=('Alpha-beta on [[5, 10, 2], [[9, 3], [12, 1]], [7, [4, 11], 8]], MAX at the '
                'root: the leaves evaluated, in order?'),
        answers=['34dad49c74f47af23767'],
        hints={
            '5f69ebbcc9033bb32b7b':
                ('That is every leaf: plain minimax. Carry alpha and beta down and look for '
                 'nodes whose value passes a bound.'),
            'c5afb9f7e8c1f23bfbc6':
                ('You missed a cut at a MAX node. When the MAX node with 12 and 1 is searched, '
                 'its MIN parent already has 9 from its first child: compare 12 with beta.'),
            '024691043714888ac215':
                ('You missed a cut at a MIN node. When the last MIN node reads its 7, what is '
                 'alpha (the best MAX already has at the root)?'),
            'cf4e9d6946232639ed2e':
                ("The MAX node with 12 and 1 has to be opened: its MIN parent only knows 'at "
                 "most 9' until that node shows a value of 9 or more."),
            # the two cut tests exchanged (MAX stopping at v <= alpha, MIN at v >= beta)
            '99b6785f655fb0799608':
                ('That is what alpha-beta reads with the two cut tests exchanged: a MAX node '
                 'stopping when v <= alpha and a MIN node when v >= beta. It is the other way '
                 'round: a MAX node stops when v >= beta, a MIN node when v <= alpha.'),
        },
        hint=('Write alpha and beta beside each node as you go down, and after every leaf ask: '
              "does the node's value pass its bound (v >= beta at MAX, v <= alpha at MIN)?"),
        explain=('B reads 5, 10, 2; E reads 9, 3; F reads 12 and stops (12 >= beta = 9); D reads'
                 ' 7 and stops (7 <= alpha = 9).'),
        count='2c45be3c1c93a8cf7f12',
        items='b6680aeccd60607c5402',
        labels=('leaves', 'leaves evaluated', 'evaluated', 'order', 'leaves in order'),
        among=([_LEAVES.value(s) for s in _LEAVES.leaves], 'a leaf of this tree'),
    ),
    Question(
        'cut-arcs', 'set',
        prompt='Which arcs does alpha-beta cut in the arcs tree (MAX, MIN, MAX, leaves)?',
        answers=['8e9d2920cc2b74f8a79a'],
        hints={
            '79795b0055e7bd56c18d':
                'One more: look at the last MIN node, o, once its first child is known.',
            'a6d0c33ebad954065b0e':
                ('One more, at a MAX node: when l reads 14, what is beta (the best its MIN '
                 'parent h already has)?'),
            '5e58999c0fd82fade5a1':
                'Those are the nodes that do the cutting; name the arcs that are skipped.',
            '32bdaa75b888aba54bf5':
                ('t and u are below s: when s is cut, everything under it goes. Name the arc '
                 'where the search stops, s.'),
            'a05b2ffaac9205e6ca08':
                ('t and u are below s, so cutting s already skips them: list only the arcs where'
                 ' the search stops.'),
            # nothing ("none", "no cuts", None, an empty set)
            'bc4dbd768956d0a458f0':
                ('Alpha-beta does cut arcs in this tree. Go left to right with alpha and beta: '
                 "after each child, ask whether the node's value passes its bound (v >= beta at "
                 'MAX, v <= alpha at MIN); the arcs it has not searched yet are then cut.'),
        },
        hint=('Go left to right with alpha and beta. A cut skips the remaining arcs of the node '
              'whose value passed its bound; give the names of those arcs.'),
        explain='l cuts n (14 >= beta = 12) and o cuts s (6 <= alpha = 12).',
        count='ba9bc58a124165839a9b',
        letters=True,
        labels=('arcs', 'cut', 'cut arcs', 'arcs cut'),
        among=(_ARCS, 'an arc of the arcs tree'),
        empty=('arc', 'arcs', 'cut', 'cuts', 'pruned', 'pruning', 'get', 'gets'),
    ),
    Question(
        'cut-tests', 'value',
        prompt='For each cut arc, which test cut it: alpha or beta? (a dict {arc: test})',
        answers=['28fb9ffdc119a0a56a88', '7821100e4a2465b67e53', 'ed8361a8c0de58a592a6'],
        hints={
            'de7ffde0d24756588e23':
                ('Those are the nodes that do the cutting. The keys are the arcs that are cut '
                 '(your answer to the question before), the values "alpha" or "beta".'),
            '9a32bd03802541faf980':
                ('Swapped: a MAX node cuts with the beta test (v >= beta), a MIN node with the '
                 'alpha test (v <= alpha). Which kind of node is l, and which is o?'),
            '3f19e921d1010976077e':
                's is skipped by o, a MIN node: MIN nodes cut with the alpha test (v <= alpha).',
            '72b1a7d64b26b03fa8a5':
                'n is skipped by l, a MAX node: MAX nodes cut with the beta test (v >= beta).',
            '05754e12e66f5f57b3e5':
                ('l is not cut: the search goes down l, and it is l that cuts, after its first '
                 'child. The keys are the arcs that are skipped (your answer to the question '
                 'before).'),
            '4728445b560f3669f0bb':
                ('l is not cut: the search goes down l, and it is l that cuts, after its first '
                 'child. The keys are the arcs that are skipped (your answer to the question '
                 'before).'),
            '32004408e961d658185a':
                ('l is not cut: the search goes down l, and it is l that cuts, after its first '
                 'child. The keys are the arcs that are skipped (your answer to the question '
                 'before).'),
            'b9aaf487852b22ab4fcc':
                ('l is not cut: the search goes down l, and it is l that cuts, after its first '
                 'child. The keys are the arcs that are skipped (your answer to the question '
                 'before).'),
        },
        hint=('Not yet. The answer is a dict with one entry per cut arc (the arcs of your '
              'answer to the question before), each the test that cut it, "alpha" or "beta": '
              'e.g. {"x": "alpha"}. The test depends on the kind of node that does the '
              'cutting.'),
        read=cut_tests,
        explain=('l is a MAX node: 14 >= beta = 12 cuts n. o is a MIN node: 6 <= alpha = 12 cuts'
                 ' s.'),
    ),
    Exercise("alphabeta", ALPHABETA,
             prompt="Write alphabeta(tree, alpha=-inf, beta=inf, maximizing=True), cutting "
                    "on ties."),
])



def leaves_read(function, tree, maximizing=True):
    """Run ``function`` on ``tree`` as the ``alphabeta`` check does; see what it read.

    The function gets a watched copy of the tree (lists that note each leaf
    taken out of them) and ``maximizing`` if it asks for it.  Returns
    ``(value, leaves)``: what it returned and the values of the leaves it
    read, in the order it first read them.

    Examples
    --------
    >>> def plain_minimax(tree, maximizing=True):
    ...     if not isinstance(tree, list):
    ...         return tree
    ...     values = [plain_minimax(child, not maximizing) for child in tree]
    ...     return max(values) if maximizing else min(values)
    >>> leaves_read(plain_minimax, [[4, 8], [2, 6]])
    (4, [4, 8, 2, 6])
    """
    watched = Watched.wrap(tree)
    value = function(watched) if maximizing else function(watched, maximizing=False)
    if is_leaf(watched):
        return value, [tree]
    return value, [leaf for _, leaf in watched.read()]


check = BANK.check
progress = BANK.progress
questions = BANK.questions
