"""A twenty-first reviewer's attempts (/tmp/rev21) that were refused although right, or given
a hint naming a mistake not made, as they wrote them.

Same form as tests/mistakes_rev17.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake
keys the report must name (and no other); ``ANSWERS`` holds ``(label, lesson, question id,
answer, summary, mistakes)``.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 14: minimax over a terminal that only tests a full board --------------------------

#: The reviewer's terminal: a full board ends the game, a win does not.
FULL_ONLY = """
def terminal(board):
    return all(c is not EMPTY for r in board for c in r)
"""

#: The reviewer's minimax: right, terminal tested first.
MINIMAX_14 = """
def _maxv(b):
    if terminal(b): return utility(b)
    return max(_minv(result(b, a)) for a in actions(b))
def _minv(b):
    if terminal(b): return utility(b)
    return min(_maxv(result(b, a)) for a in actions(b))
def minimax(board):
    if terminal(board): return None
    if player(board) == X:
        return max(actions(board), key=lambda a: _minv(result(board, a)))
    return min(actions(board), key=lambda a: _maxv(result(board, a)))
"""

#: The same minimax that never tests terminal at the top (plays on a finished board).
NO_TOP_TEST = MINIMAX_14.replace("    if terminal(board): return None\n", "")

LESSON_14 = [
    ("minimax: right, over a terminal that misses wins", "tictactoe", "minimax",
     HELPERS_14 + FULL_ONLY + MINIMAX_14, "minimax", ["helper-fails"]),
    ("minimax: no test at the top, over a terminal that misses wins", "tictactoe", "minimax",
     HELPERS_14 + FULL_ONLY + NO_TOP_TEST, "minimax", ["helper-fails"]),
    ("minimax: right, over a right terminal", "tictactoe", "minimax",
     HELPERS_14 + MINIMAX_14, "minimax", "passed"),
    ("minimax: no test at the top, over a right terminal", "tictactoe", "minimax",
     HELPERS_14 + NO_TOP_TEST, "minimax", ["terminal-move"]),
]

ATTEMPTS = LESSON_14

ANSWERS = [
    # lesson 12: the root value in any usual form
    ("root-value: a tuple", "maxn", "root-value", (3, 5, 4), "that is right.", []),
    ("root-value: a list", "maxn", "root-value", [3, 5, 4], "that is right.", []),
    ("root-value: a list in a string", "maxn", "root-value", "[3, 5, 4]", "that is right.", []),
    ("root-value: numbers in a string", "maxn", "root-value", "3, 5, 4", "that is right.", []),
    ("root-value: player 3's best leaf, as a list", "maxn", "root-value", [5, 3, 7],
     "that is not the answer.", ["known"]),
    ("root-value: three wrong numbers, as a list", "maxn", "root-value", [1, 1, 1],
     "that is not the answer.", ["count", "general"]),
    # lesson 16: the kind of a stored value, in the lesson's own words
    ("which-kind: lower", "deepening", "which-kind", "lower", "that is right.", []),
    ("which-kind: lower bound", "deepening", "which-kind", "lower bound", "that is right.", []),
    ("which-kind: a lower bound", "deepening", "which-kind", "a lower bound", "that is right.",
     []),
    ("which-kind: Lower Bound.", "deepening", "which-kind", "Lower Bound.", "that is right.",
     []),
    ("which-kind: at least 0.7", "deepening", "which-kind", "at least 0.7", "that is right.",
     []),
    ("which-kind: upper bound", "deepening", "which-kind", "upper bound",
     "that is not the answer.", ["known"]),
    ("which-kind: an upper bound", "deepening", "which-kind", "an upper bound",
     "that is not the answer.", ["known"]),
    ("which-kind: at most 0.7", "deepening", "which-kind", "at most 0.7",
     "that is not the answer.", ["known"]),
    ("which-kind: an exact value", "deepening", "which-kind", "an exact value",
     "that is not the answer.", ["known"]),
    ("which-kind: exactly 0.7", "deepening", "which-kind", "exactly 0.7",
     "that is not the answer.", ["known"]),
    # a denial, or two kinds at once, is never read as the right kind
    ("which-kind: not a lower bound", "deepening", "which-kind", "not a lower bound",
     "this answer cannot be read.", ["form"]),
    ("which-kind: not lower", "deepening", "which-kind", "not lower",
     "this answer cannot be read.", ["form"]),
    ("which-kind: lower or upper", "deepening", "which-kind", "lower or upper",
     "this answer cannot be read.", ["form"]),
    ("which-kind: lower bound or upper bound", "deepening", "which-kind",
     "lower bound or upper bound", "this answer cannot be read.", ["form"]),
    ("which-kind: lower, not upper", "deepening", "which-kind", "lower, not upper",
     "this answer cannot be read.", ["form"]),
    ("which-kind: not exact", "deepening", "which-kind", "not exact",
     "this answer cannot be read.", ["form"]),
    ("which-kind: at least 0.5", "deepening", "which-kind", "at least 0.5",
     "this answer cannot be read.", ["form"]),
]
