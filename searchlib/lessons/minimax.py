"""Self-checks for the lesson on minimax.

In the notebook::

    from searchlib.lessons import minimax as lesson
    lesson.check("two-level-max", answer)   # your answer, in any usual form
    lesson.check("new-tree-move", 1)       # a move (a child's position), not a value
    lesson.check("minimax", minimax_value)   # your function
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.trees import DECISION, MINIMAX

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("minimax", "Game trees and minimax", [
    Question(
        'two-level-max', 'int',
        prompt=('A MAX root has two MIN children with leaves (3, 12) and (8, 6). What is the '
                "root's value?"),
        answers=['05b9141c1b36bfc29744'],
        hints={
            '2efb5337eaf756e91da7':
                ('12 is the best leaf, but MIN moves below the root: what does each MIN node '
                 'choose?'),
            '56e895392cd3edbc9387':
                'That is the value with MIN at the root.',
            'ae3fa216eb172fb1c8db':
                'MAX takes the larger of the two MIN values.',
            'caeca78d7a26eb67d11d':
                ('A minimax value is always one of the leaves, and 5 is not a leaf here. Each '
                 'MIN node takes the smaller of its two leaves; MAX the larger of those.'),
            '72f78955dcf751072ad5':
                ('A minimax value is always one of the leaves, and 7 is not a leaf here. Each '
                 'MIN node takes the smaller of its two leaves; MAX the larger of those.'),
        },
        hint=('Each MIN node takes the smaller of its two leaves; MAX then takes the larger of '
              'those two numbers.'),
    ),
    Question(
        'two-level-min', 'int',
        prompt=("Now the root is MIN and its two children are MAX, same leaves. The root's "
                'value?'),
        answers=['950f9975d92f279dfdbb'],
        hints={
            '07bcf51a8c938967d5c8':
                'That is the value with MAX at the root.',
            '6aa7c579246cac7ccd6a':
                'The MAX nodes choose first: what does each of them take?',
            '18d8f5adbe7175aded64':
                ('12 is what the left MAX node takes. MIN at the root compares it with the '
                 'right MAX node and keeps the smaller.'),
            '39167759992f2b63b51b':
                ('A minimax value is always one of the leaves, and 7 is not a leaf here. Each '
                 'MAX node takes the larger of its two leaves; MIN the smaller of those.'),
            'cf7e47276caff5d759e6':
                ('A minimax value is always one of the leaves, and 9 is not a leaf here. Each '
                 'MAX node takes the larger of its two leaves; MIN the smaller of those.'),
        },
        hint=('Each MAX node takes the larger of its two leaves; MIN at the root then takes the '
              'smaller of those two numbers.'),
    ),
    Question(
        'new-tree-value', 'int',
        prompt="MAX to move in [[20, 6], [15, 9, 11], [7, 12]] (MIN below): the root's value?",
        answers=['cb8d1b1050f3092facf0'],
        hints={
            'f56b086898086cd75c7a':
                ('20 is the largest leaf, but MIN answers that move with 6: MAX never gets the '
                 '20.'),
            '4a7ff490e55ae18875dd':
                '12 is the value with MIN at the root and MAX below. Here MAX moves first.',
            '510f6b3afc8c4bb21976':
                ('6 is what the left move is worth. MAX has two other moves: what does MIN leave'
                 ' after each of them?'),
            'a0be65d4ff8dcea0d2bc':
                '7 is what the right move is worth. Check the middle move too.',
            'b0ecddc88a1f0c4f3b52':
                ('1 is the move (the middle child), not the value. The value is a number from '
                 'the leaves.'),
            'eceb99968cb34ea86ca4':
                ('A minimax value is always one of the leaves, and 8 is not a leaf here. Find '
                 "each MIN node's value (the smallest of its leaves), then take the largest."),
            '4f3f838aab067fb1f2a9':
                ('A minimax value is always one of the leaves, and 10 is not a leaf here. Find '
                 "each MIN node's value (the smallest of its leaves), then take the largest."),
        },
        hint=('Find the value of each MIN node first (the smallest of its leaves), then take the'
              ' largest of those.'),
        explain='The MIN nodes are worth 6, 9 and 7; MAX takes 9.',
    ),
    Question(
        'new-tree-move', 'int',
        prompt="In the same tree, which move should MAX play (the child's position, from 0)?",
        answers=['4a2036321a4fc6ab50b2'],
        hints={
            '60f054e3689a9d88d814':
                ('9 is the value of the position, not the move. Give the position of the child '
                 'MAX should choose: 0, 1 or 2.'),
            'e9ecb33ecffc1a158029':
                ('The left move holds the 20, but MIN answers it with 6. Which move has the best'
                 ' worst case for MAX?'),
            'a39e07f2352b071a2d5a':
                ('Positions count from 0: the left child is 0. Which child has the largest MIN '
                 'value?'),
        },
        hint='Give the position (0, 1 or 2) of the child whose MIN value is largest.',
        explain='The middle child (position 1) is worth 9, more than 6 or 7: the 20 is a trap.',
    ),
    Exercise("minimax", MINIMAX,
             prompt=("Write minimax_value(tree, maximizing=True): the value of a nested-list "
                     "tree.")),
    Exercise("decision", DECISION,
             prompt="Write decision(tree): the index of MAX's best move at the root.",
             requires=(("minimax", "minimax_value"),)),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
