"""Self-checks for the lesson on Monte Carlo tree search (notebook 17).

In the notebook::

    from searchlib.lessons import mcts as lesson
    lesson.check("ucb-score", answer)      # your answer, in any usual form
    lesson.progress()

The answers are stored as salted hashes (see :mod:`searchlib.checks.secret`);
add a question with the authoring tool, :mod:`searchlib.checks.author`.
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.beyond import UCB_SELECT

__all__ = ["BANK", "check", "progress", "questions"]

#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("mcts", "Monte Carlo tree search", [
    Question(
        'ucb-score', 'number',
        prompt=('UCB1 of a child with W = 3, N = 4, a parent visited 10 times, c = 1.4?'),
        answers=['01d3ca5cc47496aed9ed', '388084aff8d0f6f8c215', '473deb7f4c6fce3ab3ad', '77674439543b8812c834', '7eccd00fad8974302bba', 'a760389b72f72fe61260', 'b7956314a6652e58472d', 'd31e41df879f3925373c', 'e071bcadc5fcd78df50a'],
        hints={
            '562b41f7fedee9447552':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '0f289b2ab97012f461c4':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '551e3ecae5e2f73dd76a':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '7b0850019dbdb969c8e8':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            'be2330132b808f0a64eb':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '550a8777b70403a525f2':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            'c5c8b286ba05ef87d026':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '9bb98d370b8114b88cbf':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '0f712ceb08820737eea8':
                ('That uses the logarithm in base 10: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '22c23e638d30962f1166':
                'The bonus takes the square root of ln(N_parent) / N.',
            '1d3d8d82c0ed1f0ab57f':
                'The bonus takes the square root of ln(N_parent) / N.',
            '2a416e49c023f285494b':
                'The bonus takes the square root of ln(N_parent) / N.',
            '656fd4c51ebe3ba07a04':
                'The bonus takes the square root of ln(N_parent) / N.',
            'e84e3cc62954d2a7be5a':
                'The bonus takes the square root of ln(N_parent) / N.',
            '5d0218ba1d5f9f2b1c19':
                'The bonus takes the square root of ln(N_parent) / N.',
            '3d28e92a2df16561ae09':
                'The bonus takes the square root of ln(N_parent) / N.',
            '70ae873d0bfd83232008':
                'The bonus takes the square root of ln(N_parent) / N.',
            '3c69feb699c396166ad6':
                'The bonus takes the square root of ln(N_parent) / N.',
            '53fd4573f36e68a201c0':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            '6cc918934d49ad66dd2a':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            'baa78b2cba5955351413':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            '63e43707ba12f34e71c6':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            '6c4466919f3e95d35157':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            'd608b834a52a4243266a':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            '09b32ee60f1e96323cb4':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            '6cd2dbcf43e2776e4643':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            '96585ac840bf8b55e6a0':
                ("The parent's visits go inside the logarithm and the child's below it: "
                 'sqrt(ln 10 / 4).'),
            'cd3587830a1c03be848d':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            '59c8793bf6d346dbce1d':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            '3e1bd8690490dfcc58d9':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            '113ae0883e258220dede':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            '42160f5d7016b24137ae':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            'b3cab6df32925578705f':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            'da5ac627c9807c73901b':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            'be973dbdd8e3b7347864':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            '3db084f8895a615278fa':
                ('That is the win rate alone; UCB1 adds the exploration bonus c * sqrt(ln '
                 'N_parent / N).'),
            '9a67c8e86b161c76f10b':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            'a5c103b42521771a483a':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            'a9177778d7f12e48c7d0':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            '79935dc68863e63cbd92':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            '211fc177628d1414e37f':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            'da0f2ece447baa541dc5':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            '0664fe3186e4b9cc12fd':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            'caee3be56c3815dc18a0':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            '0a6c155edbc62d085391':
                ('That is the exploration bonus alone, c * sqrt(ln N_parent / N): UCB1 adds '
                 'the win rate W/N to it.'),
            # the answer rounded to fewer decimals than the question asks for, or to two
            # decimals the wrong way: one cell each (only that number as written)
            'd483ba8b2a531a31f228':
                ('That agrees with the answer to one decimal, not to three: give three '
                 'decimals, rounding only at the end.'),
            '2d0f14f31033f00d3b84':
                ('That agrees with the answer only when both are rounded to a whole number: '
                 'give three decimals, rounding only at the end.'),
            'a3857376a687c54ec8cc':
                ('Close, but rounded to two decimals the answer is not 1.82: give three '
                 'decimals, rounding only at the end.'),
            '8d0d5042a4365aae7323':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '4cd981916f1b7d00fee7':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '5d4f8ff5577a0c1432a9':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '1763a401a5334af400b2':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            'bde5d1d4292728c1e73f':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '461f6e431dc2f45aa50b':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '0bb758ffd7f9fce2f488':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '980809871467365eabfa':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '0936a5cec0addb416130':
                ("That takes the logarithm of the child's N (ln 4): the logarithm is of the "
                 "parent's visits, sqrt(ln 10 / 4)."),
            '97661267f0a1ac562425':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            '2c3233dba8fd7d4812e2':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            '84989b429b3f04a17b06':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            'ecac3045e9b27138cd0d':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            'fef2d4a3421108dbc5a8':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            '69f5677970a58db36c99':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            'badbf6e36b1072d147d6':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            'ac323f0337a96e6192ff':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            '465d50e0741af1ef1d21':
                ("That uses N + 1 = 5 for the child's visits: N is 4, so W/N = 3/4 and the "
                 'bonus is 1.4 * sqrt(ln 10 / 4).'),
            'a0f80598fdcd6a48bed8':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            'dacf50e5a5ff6c9b3cbe':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '9c881b495d1df4bd4775':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '22df17e25cf9ef04b545':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            'b1313760343073f2e3a7':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            'a0f7fe17799f621d45c0':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '2135c7f6549d7ff0ad3f':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '37cf03d7b077c54d2bb0':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            '88adfe9713323f87292f':
                ('That uses the logarithm in base 2: UCB1 takes the natural logarithm, ln '
                 '(math.log in Python).'),
            'c87047cf94045af2dd7b':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            '24637fff9692114fdd0d':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            '6c8380ba28ac36503ca8':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            '770f075ac0c9935434a0':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            'bbc1c91939c4a428ef42':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            '43d4845dd6e7a0e2aa34':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            'c3a6ab08a0343db72e09':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            'a26e1b33d5049b953fb5':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
            'ef745e05436d2cfaf4f6':
                ("That takes c = sqrt(2) (about 1.414), the textbook's usual value: here c is "
                 'given, 1.4, so the bonus is 1.4 * sqrt(ln 10 / 4).'),
        },
        hint='W/N + c * sqrt(ln(N_parent) / N), with the natural logarithm.',
        tol=0.002,
    ),
    Question(
        'final-move', 'choice',
        prompt=('After its iterations, which root move does MCTS play? (a: highest UCB1; b: '
                'highest W/N; c: most visited; d: expanded first)'),
        answers=['e18758af4d47d1dddc9a'],
        hints={
            '536fc64398ab30d290df':
                ('UCB1 decides where the search looks next, bonus for exploring included; the '
                 'move played is chosen without that bonus.'),
            '4ce8dccc27bd8b1fe1e8':
                ('A move visited twice may have a lucky win rate of 1. MCTS plays the move it '
                 "has the most evidence for: look at section 1's last step."),
            '852ff14bb449d13c9ecb':
                ('The order of expansion is just the order of the moves; it says nothing about '
                 'how good they are.'),
        },
        options=('a', 'b', 'c', 'd'),
    ),
    Question(
        'why-trap', 'choice',
        prompt=('Why did MCTS with 50 iterations miss the block that depth-2 alpha-beta found? '
                '(a: bad seed; b: random playouts on both sides; c: c too large; d: the game '
                'is too big)'),
        answers=['6d76c477708233eaf1ad'],
        hints={
            '2a1afeb37479addee25f':
                ('Twenty seeds were tried, and most of them (12 of 20) missed the block at 50 '
                 'iterations: the cause is in how playouts judge moves, not in one seed.'),
            'ad57798d91623711bcaa':
                ('Section 4 used the default c = sqrt(2), about 1.41, at every budget, and '
                 'with 800 iterations it always blocked. What changes with more iterations?'),
            '43a17cfbb7f2121e2678':
                ('With 800 iterations it blocked every time, in the same game. The question is '
                 'what it lacks with 50.'),
        },
        options=('a', 'b', 'c', 'd'),
    ),
    Exercise("ucb-select", UCB_SELECT,
             prompt="Write ucb_select(children, parent_visits, c): the index of the child "
                    "UCB1 selects (an unvisited child first, the first on a tie)."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
