"""A thirty-seventh reviewer's attempts at the code checks of lessons 09, 10, 11 and 14, as
they wrote them (and a few of the same kind).

Same form as tests/mistakes_rev33_checks2.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other).  The lesson 14 cells are run after right helpers
(``HELPERS_14``), as in the handout, the function they hand in defined last.

* 09 · alphabeta: the children gone through as a copy sorted leaves first;
* 10 · depth-limited-minimax: the depth passed down unchanged (or raised);
* 11 · expectimax-game: MAX found by comparing the player with "you", Pig's name for MAX;
* 14 · minimax: one value function that always takes the largest value (no min_value);
  terminal: the set of actions compared with []; winner: the player to move returned on a
  win.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- 09 · alphabeta ------------------------------------------------------------------------

#: The reviewer's alpha-beta, one loop for both players; ``CHILDREN`` is what it loops over.
_AB = """
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    v = -math.inf if maximizing else math.inf
    for c in CHILDREN:
        x = alphabeta_value(c, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, x)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
"""

LESSON_09 = [
    ("alphabeta: a sorted copy, leaves first (the reviewer's)", "alphabeta", "alphabeta",
     _AB.replace("CHILDREN", "sorted(tree, key=lambda c: isinstance(c, list))"),
     "alphabeta_value", ["leaves-first"]),
    ("alphabeta: the leaves picked out first, then the lists", "alphabeta", "alphabeta",
     _AB.replace("CHILDREN", "[c for c in tree if not isinstance(c, list)] + "
                             "[c for c in tree if isinstance(c, list)]"),
     "alphabeta_value", ["leaves-first"]),
    # the lists first: no planted mistake is that (it fails, and the first difference shows)
    ("alphabeta: a sorted copy, lists first", "alphabeta", "alphabeta",
     _AB.replace("CHILDREN", "sorted(tree, key=lambda c: not isinstance(c, list))"),
     "alphabeta_value", []),
    ("alphabeta: left to right (the reviewer's loop, right)", "alphabeta", "alphabeta",
     _AB.replace("CHILDREN", "tree"), "alphabeta_value", "passed"),
    ("alphabeta: two branches, a while loop by index (the reviewer's)", "alphabeta",
     "alphabeta", """
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    if maximizing:
        v = -math.inf
        i = 0
        while i < len(tree):
            v = max(v, alphabeta_value(tree[i], alpha, beta, False))
            if v >= beta:
                return v
            alpha = max(alpha, v)
            i += 1
        return v
    v = math.inf
    for child in tree:
        v = min(v, alphabeta_value(child, alpha, beta, True))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
""", "alphabeta_value", "passed"),
    ("alphabeta: fail-hard (the reviewer's)", "alphabeta", "alphabeta", """
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list): return tree
    for c in tree:
        x = alphabeta_value(c, alpha, beta, not maximizing)
        if maximizing:
            alpha = max(alpha, x)
            if alpha >= beta: return beta
        else:
            beta = min(beta, x)
            if beta <= alpha: return alpha
    return alpha if maximizing else beta
""", "alphabeta_value", "passed"),
]

# -- 10 · depth-limited-minimax --------------------------------------------------------------

#: The reviewer's depth-limited minimax; ``BELOW`` is the depth it hands each child.
_LIMITED = """
def depth_limited_value(game, state, depth, evaluate):
    if game.terminal(state): return game.value(state)
    if depth == 0: return evaluate(state)
    vals = [depth_limited_value(game, game.result(state, a), BELOW, evaluate)
            for a in game.actions(state)]
    return max(vals) if game.player(state) == game.players[0] else min(vals)
"""

LESSON_10 = [
    ("depth-limited: depth passed down unchanged (the reviewer's)", "evaluation",
     "depth-limited-minimax", _LIMITED.replace("BELOW", "depth"), "depth_limited_value",
     ["depth-not-lowered"]),
    ("depth-limited: depth + 1 passed down", "evaluation", "depth-limited-minimax",
     _LIMITED.replace("BELOW", "depth + 1"), "depth_limited_value", ["depth-not-lowered"]),
    ("depth-limited: depth - 1 passed down (right)", "evaluation", "depth-limited-minimax",
     _LIMITED.replace("BELOW", "depth - 1"), "depth_limited_value", "passed"),
    # the depth never tested at all: at depth 0 it searches on, which the other does not
    ("depth-limited: depth never tested", "evaluation", "depth-limited-minimax",
     _LIMITED.replace("    if depth == 0: return evaluate(state)\n", "")
     .replace("BELOW", "depth - 1"), "depth_limited_value", ["depth-ignored"]),
    ("depth-limited: an inner function, a generator (the reviewer's)", "evaluation",
     "depth-limited-minimax", """
def depth_limited_value(game, state, depth, evaluate):
    MAX = game.players[0]
    def v(s, d):
        if game.terminal(s):
            return game.value(s)
        if d == 0:
            return evaluate(s)
        pick = max if game.player(s) == MAX else min
        return pick(v(game.result(s, a), d - 1) for a in game.actions(s))
    return v(state, depth)
""", "depth_limited_value", "passed"),
]

# -- 11 · expectimax-game ----------------------------------------------------------------------

#: The reviewer's expectimax on a Game; ``IS_MAX`` is its test for MAX.
_EXPECTIMAX = """
from searchlib.games import CHANCE
def expectimax_game(game, state):
    if game.terminal(state): return game.value(state)
    acts = game.actions(state)
    vals = [expectimax_game(game, game.result(state, a)) for a in acts]
    if game.player(state) == CHANCE:
        return sum(game.probability(state, a) * v for a, v in zip(acts, vals))
    return max(vals) if IS_MAX else min(vals)
"""

LESSON_11 = [
    ("expectimax-game: MAX is 'you' (the reviewer's)", "expectimax", "expectimax-game",
     _EXPECTIMAX.replace("IS_MAX", 'game.player(state) == "you"'), "expectimax_game",
     ["literal-player"]),
    ("expectimax-game: MAX is 'max'", "expectimax", "expectimax-game",
     _EXPECTIMAX.replace("IS_MAX", 'game.player(state) == "max"'), "expectimax_game",
     ["literal-player"]),
    ("expectimax-game: MAX is game.players[0] (right)", "expectimax", "expectimax-game",
     _EXPECTIMAX.replace("IS_MAX", "game.player(state) == game.players[0]"),
     "expectimax_game", "passed"),
    ("expectimax-game: a generator of pairs (the reviewer's)", "expectimax", "expectimax-game",
     """
from searchlib.games import CHANCE
def expectimax_game(game, state):
    if game.terminal(state):
        return game.value(state)
    who = game.player(state)
    kids = ((a, expectimax_game(game, game.result(state, a))) for a in game.actions(state))
    if who == CHANCE:
        return sum(game.probability(state, a) * v for a, v in kids)
    vals = [v for _, v in kids]
    return max(vals) if who == game.players[0] else min(vals)
""", "expectimax_game", "passed"),
]

# -- 14 · tic-tac-toe ----------------------------------------------------------------------------

LESSON_14 = [
    ("minimax: one value function that always takes the max (the reviewer's)", "tictactoe",
     "minimax", HELPERS_14 + """
def _value(board):
    if terminal(board): return utility(board)
    return max(_value(result(board, a)) for a in actions(board))
def minimax(board):
    if terminal(board): return None
    pick = max if player(board) == X else min
    return pick(sorted(actions(board)), key=lambda a: _value(result(board, a)))
""", "minimax", ["o-max-down"]),
    ("minimax: one value function keyed on the player (right)", "tictactoe", "minimax",
     HELPERS_14 + """
def _value(board):
    if terminal(board): return utility(board)
    pick = max if player(board) == X else min
    return pick(_value(result(board, a)) for a in actions(board))
def minimax(board):
    if terminal(board): return None
    pick = max if player(board) == X else min
    return pick(sorted(actions(board)), key=lambda a: _value(result(board, a)))
""", "minimax", "passed"),
    ("terminal: the actions compared with [] (the reviewer's)", "tictactoe", "terminal",
     HELPERS_14 + """
def terminal(board):
    return winner(board) is not None or actions(board) == []
""", "terminal", ["winner-only"]),
    ("terminal: not actions(board) (right)", "tictactoe", "terminal", HELPERS_14 + """
def terminal(board):
    return not actions(board) or winner(board) is not None
""", "terminal", "passed"),
    ("terminal: bool(winner), no row with an empty cell (the reviewer's)", "tictactoe",
     "terminal", HELPERS_14 + """
def terminal(board):
    return bool(winner(board)) or not any(EMPTY in row for row in board)
""", "terminal", "passed"),
    ("winner: the player to move returned on a win (the reviewer's)", "tictactoe", "winner",
     HELPERS_14 + """
def winner(board):
    for line in LINES:
        a, b, c = (board[r][cc] for r, cc in line)
        if a is not EMPTY and a == b == c: return player(board)
    return None
""", "winner", ["loser-mark"]),
    ("winner: the other mark returned on a win", "tictactoe", "winner", HELPERS_14 + """
def winner(board):
    for line in LINES:
        a, b, c = (board[r][cc] for r, cc in line)
        if a is not EMPTY and a == b == c: return O if a == X else X
    return None
""", "winner", ["loser-mark"]),
    ("winner: lines as sets (the reviewer's, right)", "tictactoe", "winner", HELPERS_14 + """
def winner(board):
    lines = [row for row in board] + [list(col) for col in zip(*board)] + [[board[k][k] for k in range(3)], [board[k][2-k] for k in range(3)]]
    for line in lines:
        if len(set(line)) == 1 and line[0] is not EMPTY:
            return line[0]
    return None
""", "winner", "passed"),
]

ATTEMPTS = LESSON_09 + LESSON_10 + LESSON_11 + LESSON_14
