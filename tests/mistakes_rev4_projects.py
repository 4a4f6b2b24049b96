"""A fresh reviewer's attempts at the projects' self-checks (lessons 13 and 14, round 4).

Same shape as :mod:`mistakes_review_games`: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the mistake keys the report
must name (and no other).
"""

from mistakes_review_games import TTT

#: The reviewer's winner: every line tested by hand, the diagonal from the top right with a
#: typo (its third cell is the first one again).
TYPO_WINNER = '''
def winner(board):
    for r in range(3):
        if board[r][0] is not EMPTY and board[r][0] == board[r][1] == board[r][2]: return board[r][0]
        if board[0][r] is not EMPTY and board[0][r] == board[1][r] == board[2][r]: return board[0][r]
    if board[1][1] is not EMPTY and (board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[0][2]): return board[1][1]
    return None
'''


def _typo(row, col, diag, anti):
    """A winner whose lines test (a, b, a) instead of (a, b, c) where asked."""
    return f'''
def winner(board):
    for r in range(3):
        third = board[r][0] if {row} else board[r][2]
        if board[r][0] is not EMPTY and board[r][0] == board[r][1] == third: return board[r][0]
        third = board[0][r] if {col} else board[2][r]
        if board[0][r] is not EMPTY and board[0][r] == board[1][r] == third: return board[0][r]
    third = board[0][0] if {diag} else board[2][2]
    if board[0][0] is not EMPTY and board[0][0] == board[1][1] == third: return board[0][0]
    third = board[0][2] if {anti} else board[2][0]
    if board[0][2] is not EMPTY and board[0][2] == board[1][1] == third: return board[0][2]
    return None
'''


TYPOS = [("the diagonal from the top right", (False, False, False, True)),
         ("the diagonal from the top left", (False, False, True, False)),
         ("the rows", (True, False, False, False)),
         ("the columns", (False, True, False, False))]

LESSON_14 = [
    *[(f"winner: {name} tested with a typo (third cell = first)", "tictactoe", "winner",
       TTT + _typo(*flags), "winner", []) for name, flags in TYPOS],
    *[(f"terminal: on a winner with a typo on {name}", "tictactoe", "terminal",
       TTT + _typo(*flags), "terminal", ["helper-fails"]) for name, flags in TYPOS[:2]],
    ("winner: the reviewer's anti-diagonal typo", "tictactoe", "winner", TTT + TYPO_WINNER,
     "winner", []),
]

#: The reviewer's right alpha-beta (no state kept between calls).
ALPHABETA = '''
def _maxv(board, a, b):
    if terminal(board): return utility(board)
    v = -math.inf
    for act in sorted(actions(board)):
        v = max(v, _minv(result(board, act), a, b))
        if v >= b: return v
        a = max(a, v)
    return v
def _minv(board, a, b):
    if terminal(board): return utility(board)
    v = math.inf
    for act in sorted(actions(board)):
        v = min(v, _maxv(result(board, act), a, b))
        if v <= a: return v
        b = min(b, v)
    return v
def minimax(board):
    if terminal(board): return None
    best = None
    if player(board) == X:
        a = -math.inf
        for act in sorted(actions(board)):
            v = _minv(result(board, act), a, math.inf)
            if best is None or v > a: a, best = v, act
        return best
    b = math.inf
    for act in sorted(actions(board)):
        v = _maxv(result(board, act), -math.inf, b)
        if best is None or v < b: b, best = v, act
    return best
'''
