"""Self-checks for the lesson on expectimax.

In the notebook::

    from searchlib.lessons import expectimax as lesson
    lesson.check("chance-or-sure", answer)   # your answer, in any usual form
    lesson.check("expectimax-weighted", expectimax_value)   # your function
    lesson.check("expectimax-game", expectimax_game)        # the same on any Game
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.games import EXPECTIMAX_GAME
from ..checks.suites.trees import WEIGHTED

__all__ = ["BANK", "check", "progress", "questions"]

_EXPECTIMAX_VALUE_1 = ('Did a chance node average its children without their '
                       'probabilities (or did D average its leaves)? Weight each '
                       'outcome by its probability, and let the MIN node D take the '
                       'smaller leaf.')
_EXPECTIMAX_VALUE_2 = ('That treats the chance nodes like MIN nodes, taking the worst '
                       'outcome. A chance node is worth sum(p * value).')
_EXPECTIMAX_VALUE_3 = 'D is a MIN node: it takes the smaller of 4 and 8.'
_EXPECTIMAX_VALUE_4 = "5.5 is B's value. MAX takes the larger of B and C."
_EXPECTIMAX_VALUE_5 = ("The chance nodes added up their children's values without "
                       'weighting them by their probabilities.')

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("expectimax", "Expectimax", [
    Question(
        'chance-or-sure', 'choice',
        prompt=('MAX chooses between a chance node (0 or 10, equally likely) and a sure 4. '
                'Which does expectimax pick?'),
        answers=['9d7f931e26bbba64a8c3'],
        hints={
            '04163c45d807c7cfa827':
                "Work out the chance node's value: the average of its outcomes.",
        },
        options=('chance', 'sure'),
    ),
    Question(
        'relabelled', 'choice',
        prompt=('Relabel the utilities 0 -> 0, 4 -> 100, 10 -> 101 (same order). Which does it '
                'pick now?'),
        answers=['d6d4c55493da9e9bbf09'],
        hints={
            '8b3e5b4c026c7e65cc61':
                ("Work out the chance node's value with the new numbers: an average cares "
                 'about the numbers themselves, not only about their order.'),
        },
        options=('chance', 'sure'),
    ),
    Question(
        'expectimax-value', 'number',
        prompt=('The expectimax value of the quiz tree (MAX over two chance nodes, a '
                'MIN node below the first)?'),
        answers=['574009132d17a8c94611', '7f44ae7cfdd9d21459c5', '8ea339e729bec4c2418a',
                 '8f436e01478cf9e11ca8', '947becf48e7993803971', '98ca0d1d20307ab71678',
                 '9afaa2a4f48758df5c6b', 'bc8c62e5e96cf263b062', 'e63b6a8c5c7d0dc444c2'],
        hints={
            **dict.fromkeys([
                '85221ed8c56940782608', 'b6e9fc016af221fab967', '1b29ceae516218440dac',
                '7e9db109883f4ec3dde7', '3d738c477e463e02b25c', '89ac138669ce302e8320',
                '3d03f1cd44f2e5725414', 'f96c99bad7e966efacd8', '302ef093a9e21af46889'],
                _EXPECTIMAX_VALUE_1),
            **dict.fromkeys([
                '9b22e08c7f9793f63900', '2beafee9daee3f1d8ea8', '7ae1979ced966c17103d',
                '16e8a1b3a802a980612e', 'd435a3835dd00dff69ed', '4bb9386fb5c8a1f94317',
                '90de6fba0e3727155e78', '2f8ab571d81d0d7af4c0', '69765890bd532f9c9ee8'],
                _EXPECTIMAX_VALUE_2),
            **dict.fromkeys([
                '35895b7780184dfacac3', 'c88e2bc4237ec03242d9', '6f9755040204f243f973',
                '39620e375fa11a01988d', 'efc2b1ebef8529715241', '024858a1acabb97545b2',
                '8406aaa77fd510ed4012', 'ddd0eee35a3958ee2a37', '7792dda75ec0e8521195'],
                _EXPECTIMAX_VALUE_3),
            **dict.fromkeys([
                '00288c1269cd862b8504', '26575d0aae82e1c66acd', '90ff12dfc993104395f5',
                '6bdce15b8c08ed854871', '43a721fb737d0c900d64', '56b74777c33a7b12c085',
                'cce8e5d48dde8c771776', 'a3fa867b7b2fafe04610', '3cea943ec6d70a42a47c'],
                _EXPECTIMAX_VALUE_4),
            **dict.fromkeys([
                'b5a41fda897e2b7dab30', 'c8945130eccfdc4878fa', '5d033888d95173c71c20',
                'f6e200511db137207c44', 'be7f897793f135908ecf', '23cad49644c658aa6de0',
                '4263d2c10b983012acd0', '57fef2b19f5865f2150d', '858322e63882f4dec758'],
                _EXPECTIMAX_VALUE_5),
        },
        hint=('Bottom up: D first (MIN), then each chance node (probability times '
              'value, added up), then MAX.'),
        explain=('Right: D = 4, B = 0.75 * 4 + 0.25 * 10 = 5.5, C = 0.5 + 1.5 + 4.5 = '
                 '6.5, and MAX takes 6.5.'),
        tol=0.01,
    ),
    Question(
        'relabel-affine', 'yesno',
        prompt="Max([Chance([1, 9]), 6]) relabelled with x -> 2x + 3: does MAX's choice change?",
        answers=['4c1239868ec4f20f0132'],
        hints={
            'cd870d518b580d951e33':
                ('2x + 3 is a * x + b with a > 0: every average moves the same way '
                 '(the coin is worth 13, the sure thing 15), so no comparison changes.'),
        },
        explain='Right: an affine change with a > 0 keeps every expectimax choice.',
    ),
    Question(
        'relabel-square', 'yesno',
        prompt="The same tree relabelled with x -> x squared: does MAX's choice change?",
        answers=['b3074a1b215f3d5c8549'],
        hints={
            '90bc513284b05241820f':
                ('Work it out: after squaring, the coin is worth (1 + 81) / 2 = 41 and '
                 'the sure thing 36.'),
        },
        explain=('Right: squaring keeps the order of 1, 6 and 9 but stretches the '
                 'gaps, and the coin (41) now beats the sure thing (36).'),
    ),
    Exercise("expectimax-weighted", WEIGHTED,
             prompt=("Write expectimax_value(node) for leaves, Max, Min and Chance "
                     "nodes with probabilities.")),
    Exercise("expectimax-game", EXPECTIMAX_GAME,
             prompt=("Write expectimax_game(game, state): MAX's expected value of a state of "
                     "any game that follows the protocol, chance states included.")),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
