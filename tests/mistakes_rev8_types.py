"""An eighth reviewer's attempts whose values come back as numpy's numbers or Fractions.

numpy's ``argmax`` gives an ``np.int64``, a tuple taken out of an array holds ``np.int64``\\ s,
``np.nonzero`` gives ``np.int64`` indices and ``Fraction(s, abs(s) + 100)`` is a number: each
equals the plain number the checks expect, so a right function written this way must pass,
and a wrong one must fail with the same hint as its twin written with plain ints.

``ATTEMPTS`` has the shape of :mod:`mistakes_review_games`: ``(label, lesson, exercise id,
cell source, function name, expected)``; ``TWINS`` pairs each wrong attempt with the same
mistake written with built-in numbers: ``(label, lesson, exercise id, numpy source, plain
source, function name, expected)``.
"""

from mistakes_review_games import MINIMAX_VALUE, TTT, define  # noqa: F401  (tests use define)

NUMPY = "import numpy as np\nfrom fractions import Fraction\n"

#: The lesson's maxn_value with the child's tuple picked by numpy (first of equals).
MAXN_NUMPY = NUMPY + '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return node
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    arr = np.array(vals)
    return tuple(arr[np.argmax(arr[:, player - 1])])
'''

#: tic-tac-toe's helpers, with actions found by np.nonzero (a set of (np.int64, np.int64)).
ACTIONS_NUMPY = NUMPY + TTT + '''
def actions(board):
    arr = np.array([[c is EMPTY for c in row] for row in board])
    return {(i, j) for i, j in zip(*np.nonzero(arr))}
'''

ATTEMPTS = [
    ("decision: np.argmax of the children's values (an np.int64)", "minimax", "decision",
     NUMPY + MINIMAX_VALUE + '''
def decision(tree):
    return np.argmax([minimax_value(c, False) for c in tree])
''', "decision", "passed"),
    ("minimax: leaves read through numpy (np.float64 values)", "minimax", "minimax", NUMPY + '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return np.float64(tree)
    vals = np.array([minimax_value(c, not maximizing) for c in tree])
    return vals.max() if maximizing else vals.min()
''', "minimax_value", "passed"),
    ("max^n: the child's tuple taken out of a numpy array (np.int64 entries)", "maxn", "maxn",
     MAXN_NUMPY, "maxn_value", "passed"),
    ("actions: np.nonzero of the empty cells (np.int64 pairs)", "tictactoe", "actions",
     ACTIONS_NUMPY, "actions", "passed"),
    ("my_evaluate: Fraction(s, abs(s) + 100)", "evaluation", "my-evaluation",
     NUMPY + "from mistakes_evaluation import window_score\n" + '''
def my_evaluate(state):
    s = window_score(state)
    return Fraction(s, abs(s) + 100)
''', "my_evaluate", "passed"),
    ("my_evaluate: a Decimal, squashed", "evaluation", "my-evaluation",
     "from decimal import Decimal\nfrom mistakes_evaluation import window_score\n" + '''
def my_evaluate(state):
    s = Decimal(window_score(state))
    return s / (abs(s) + 100)
''', "my_evaluate", "passed"),
    ("expectimax: the average taken with np.dot (np.float64)", "expectimax",
     "expectimax-weighted", NUMPY + '''
def expectimax_value(node):
    if isinstance(node, Max): return max(expectimax_value(c) for c in node.children)
    if isinstance(node, Min): return min(expectimax_value(c) for c in node.children)
    if isinstance(node, Chance):
        n = len(node.children)
        probs = node.probs if node.probs is not None else [1 / n] * n
        return np.dot(probs, [expectimax_value(c) for c in node.children])
    return np.float64(node)
''', "expectimax_value", "passed"),
]

TWINS = [
    ("decision: MIN's choice, by np.argmin", "minimax", "decision",
     NUMPY + MINIMAX_VALUE + '''
def decision(tree):
    return np.argmin([minimax_value(c, False) for c in tree])
''', MINIMAX_VALUE + '''
def decision(tree):
    values = [minimax_value(c, False) for c in tree]
    return values.index(min(values))
''', "decision", ["wrong-player"]),
    ("decision: counted from 1, np.argmax + 1", "minimax", "decision",
     NUMPY + MINIMAX_VALUE + '''
def decision(tree):
    return np.argmax([minimax_value(c, False) for c in tree]) + 1
''', MINIMAX_VALUE + '''
def decision(tree):
    values = [minimax_value(c, False) for c in tree]
    return values.index(max(values)) + 1
''', "decision", ["one-based"]),
    ("decision: the index as a numpy float (1.0 is no index)", "minimax", "decision",
     NUMPY + MINIMAX_VALUE + '''
def decision(tree):
    return np.float64(np.argmax([minimax_value(c, False) for c in tree]))
''', MINIMAX_VALUE + '''
def decision(tree):
    values = [minimax_value(c, False) for c in tree]
    return float(values.index(max(values)))
''', "decision", None),
    ("decision: the index as a string", "minimax", "decision",
     NUMPY + MINIMAX_VALUE + '''
def decision(tree):
    return str(np.argmax([minimax_value(c, False) for c in tree]))
''', MINIMAX_VALUE + '''
def decision(tree):
    values = [minimax_value(c, False) for c in tree]
    return str(values.index(max(values)))
''', "decision", []),
    ("minimax: True/False instead of the value (numpy's bool)", "minimax", "minimax",
     NUMPY + '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return np.bool_(tree > 5)
    vals = [minimax_value(c, not maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
''', '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree > 5
    vals = [minimax_value(c, not maximizing) for c in tree]
    return max(vals) if maximizing else min(vals)
''', "minimax_value", None),
    ("max^n: the next player's entry maximised, through numpy", "maxn", "maxn",
     NUMPY + '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return node
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    arr = np.array(vals)
    return tuple(arr[np.argmax(arr[:, player % n])])
''', '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return node
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    return max(vals, key=lambda u: u[player % n])
''', "maxn_value", ["wrong-entry"]),
    ("max^n: a list of the np.int64 entries, not a tuple", "maxn", "maxn",
     NUMPY + '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return list(node)
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    arr = np.array(vals)
    return list(arr[np.argmax(arr[:, player - 1])])
''', '''
def maxn_value(node, player=1, n=3):
    if not isinstance(node, list): return list(node)
    vals = [maxn_value(c, player % n + 1, n) for c in node]
    return max(vals, key=lambda u: u[player - 1])
''', "maxn_value", None),
    ("actions: (column, row) from np.nonzero", "tictactoe", "actions", NUMPY + TTT + '''
def actions(board):
    arr = np.array([[c is EMPTY for c in row] for row in board])
    return {(j, i) for i, j in zip(*np.nonzero(arr))}
''', TTT + '''
def actions(board):
    return {(c, r) for r, row in enumerate(board) for c, cell in enumerate(row)
            if cell is EMPTY}
''', "actions", ["row-col"]),
    ("actions: a list of np.int64 pairs", "tictactoe", "actions", NUMPY + TTT + '''
def actions(board):
    arr = np.array([[c is EMPTY for c in row] for row in board])
    return [(i, j) for i, j in zip(*np.nonzero(arr))]
''', TTT + '''
def actions(board):
    return [(r, c) for r, row in enumerate(board) for c, cell in enumerate(row)
            if cell is EMPTY]
''', "actions", ["list-not-set"]),
    ("my_evaluate: the raw score as a Fraction (not squashed)", "evaluation", "my-evaluation",
     NUMPY + "from mistakes_evaluation import window_score\n" + '''
def my_evaluate(state):
    return Fraction(window_score(state))
''', "from mistakes_evaluation import window_score\n" + '''
def my_evaluate(state):
    return window_score(state)
''', "my_evaluate", ["unsquashed"]),
    ("my_evaluate: numpy's bool for a winning side", "evaluation", "my-evaluation",
     NUMPY + "from mistakes_evaluation import window_score\n" + '''
def my_evaluate(state):
    return np.bool_(window_score(state) > 0)
''', "from mistakes_evaluation import window_score\n" + '''
def my_evaluate(state):
    return window_score(state) > 0
''', "my_evaluate", None),
]
