"""Self-checks for the lesson beyond A* (notebook 15): IDA*, bidirectional search,
weighted A*, designing heuristics.

In the notebook::

    from searchlib.lessons import beyond_astar as lesson
    lesson.check("next-bound", answer)     # your answer, in any usual form
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.beyond import IDASTAR

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("beyond_astar", "Beyond A*: IDA*, bidirectional search, weighted A*, heuristics", [
    Question(
        'next-bound', 'int',
        prompt=('IDA* with h(start) = 7: the first contour cuts off f = 11, 9, 14 and 9. The '
                'bound of the second contour?'),
        answers=['f348c23222103836aa60'],
        hints={
            '6900c49e750af5f262d0':
                ('7 is h(start): the bound of the first contour. The second bound is the '
                 'smallest f that the first contour cut off.'),
            'f4381e03844ba23d2a5f':
                ('11 is the first f that went over, not the smallest: IDA* takes the smallest, '
                 'so that no contour skips a cheaper path.'),
            '0660e1ebba5b8ebc0179':
                ('14 is the largest f that went over: a bound that high could skip a cheaper '
                 'goal. IDA* takes the smallest.'),
            '881ab46fe609096afa0e':
                ('8 is the bound plus one, the way iterative deepening grows its depth limit. '
                 "IDA*'s next bound is an f that actually went over: the smallest of them."),
            'd7a5224db41c5b388ced':
                ('10.75 is the mean of the f values that went over. The next bound is one of '
                 'them, the smallest, so that no contour skips a cheaper path.'),
        },
        hint=('Each next bound is one f value that went over the bound before: which one keeps '
              'IDA* from skipping a cheaper goal?'),
    ),
    Question(
        'both-ways-saving', 'choice',
        prompt=('Why does bidirectional search expand 46 times fewer boards than BFS on the '
                '8-puzzle, and save almost nothing in a maze? (a: mazes too small; b: '
                'branching about 1 in corridors; c: backward goes the wrong way; d: wrong '
                'stopping rule)'),
        answers=['6dd1b7eb72239ac26d24'],
        hints={
            '8d837c6e6ea435a36736':
                ('Size is not it: the mazes have hundreds of cells. Think of how many new '
                 'states one more step reaches in a corridor.'),
            'ffdefd5b654e1a27dc19':
                ('The backward search in a maze follows the corridors back from the goal, and '
                 "the two do meet on a shortest path (the lengths equal BFS's). The question "
                 'is how much it saves.'),
            'ab20d64d9f308bf10552':
                ("The stopping rule is right here: the lengths equal BFS's on every maze. The "
                 'question is how much two half-depth searches save when a state has one way '
                 'on.'),
        },
        options=('a', 'b', 'c', 'd'),
    ),
    Question(
        'weighted-bound', 'number',
        prompt=('Weighted A* with w = 1.5 and an admissible h returns cost 45. The smallest '
                'possible cheapest cost?'),
        answers=['8e24b6c68faaea69dc5b', '9199f7874c85730cad32', '948ab28564c0bb5535a5', 'a77458c5f0d082ef1cb1', 'aca585f920f45032606e', 'bb58cf5cfcb900fca042', 'c7bb56bd2e78ff1d1709', 'cdecd88678819563264d', 'd64c1b09bbfa13912295'],
        hints={
            '0ae36cab1fa2c56b4ad9':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '41670dc445bc038968c4':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '0cafbbfcc7d0b6f5cecc':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '7669522e5d36e3f07060':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            'e5c4f27baa395ac2e4fa':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '56f3f1d2162c1a5c73d4':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '618b058be8d5ef40546a':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '14a8e33313f452423b44':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            '3c9a6f4ca2f0eeeeca72':
                ("That multiplies by w. Weighted A*'s cost is at most w times the cheapest, so "
                 'the cheapest is at least the cost divided by w.'),
            'bc7acece88bf8d65a529':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            'c571aeb675da980fa236':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            '5739a7804a4be9e27806':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            '33eeb0cc6ac3493bff70':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            '1488cafff1e9ca768132':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            'dc46e7af8af97e0df8cc':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            '734bd84f2293ea79512d':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            '6b3dddbcfe0abc1403cc':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
            '25d028662da7645ebff9':
                ('With w = 1.5 the path may be up to 1.5 times too dear: the cheapest path can '
                 'be shorter than 45.'),
        },
        hint='cost <= w * cheapest: solve for the cheapest.',
        tol=0.01,
    ),
    Exercise("idastar", IDASTAR,
             prompt="Write idastar(problem): contours of f = g + h, each next bound the "
                    "smallest f that went over; the states of a cheapest path, or None."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
