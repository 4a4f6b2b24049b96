"""A thirty-eighth reviewer's attempts at the code checks of lessons 01, 09, 10, 14 and 17,
as they wrote them (and a few of the same kind).

Same form as tests/mistakes_rev37_checks2.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other).

* 01 · drive: step_cost the shortest road from state;
* 09 · alphabeta: the children gone through as a copy sorted by value (four orders);
* 10 · depth-limited-minimax: MAX found by comparing the player with "max" (the trees' name
  for MAX, not tic-tac-toe's or Connect Four's), or with "MAX" (no game's name);
* 17 · ucb-select: the win rate upside down with a guard giving infinity, or the wins over
  the parent's visits.
"""

import mistakes_review_games
import mistakes_review_search
from mistakes_rev8_games import HELPERS_14  # noqa: F401  (lesson 14's attempts use it)


def define(source, name):
    """Run ``source`` as a notebook cell would, after the drive map (lesson 01's) was defined,
    and return what it defines called ``name``."""
    return mistakes_review_games.define(mistakes_review_search.PRELUDE["drive"] + source, name)


# -- 01 · drive ------------------------------------------------------------------------------

#: The reviewer's problem (/tmp/rev38/misc/run_misc.py); ``COST`` is step_cost's body.
_DRIVE = """
class Drive(Problem):
    initial = "Home"
    def actions(self, state): return list(DRIVE_MAP[state])
    def result(self, state, action): return action
    def is_goal(self, state): return state == "Station"
    def step_cost(self, state, action, next_state): return COST
"""

LESSON_01 = [
    ("drive: the shortest road from state (the reviewer's)", "search_problems", "drive",
     _DRIVE.replace("COST", "min(DRIVE_MAP[state].values())"), "Drive", ["cost-wrong-road"]),
    ("drive: the road back, next_state to state (the reviewer's, right)", "search_problems",
     "drive", _DRIVE.replace("COST", "DRIVE_MAP[next_state][state]"), "Drive", "passed"),
]

# -- 09 · alphabeta ------------------------------------------------------------------------

#: The reviewer's alpha-beta (/tmp/rev38/l09/run09.py, run09b.py); ``ORDER`` is what it loops
#: over.
_AB = """
def first_leaf(c):
    while isinstance(c, list): c = c[0]
    return c
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    children = ORDER
    v = -math.inf if maximizing else math.inf
    for child in children:
        c = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, c)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, c)
            if v <= alpha: return v
            beta = min(beta, v)
    return v
"""

_ONLY_LEAVES = "not any(isinstance(c, list) for c in tree)"

LESSON_09 = [
    ("alphabeta: a node of leaves sorted best first (the reviewer's)", "alphabeta", "alphabeta",
     _AB.replace("ORDER", f"sorted(tree, reverse=maximizing) if {_ONLY_LEAVES} else tree"),
     "alphabeta_value", ["sorted-by-value"]),
    ("alphabeta: a node of leaves sorted smallest first (the reviewer's)", "alphabeta",
     "alphabeta", _AB.replace("ORDER", f"sorted(tree) if {_ONLY_LEAVES} else tree"),
     "alphabeta_value", ["sorted-by-value"]),
    ("alphabeta: sorted by the first leaf (the reviewer's)", "alphabeta", "alphabeta",
     _AB.replace("ORDER", "sorted(tree, key=first_leaf, reverse=maximizing)"),
     "alphabeta_value", ["sorted-by-value"]),
    ("alphabeta: sorted, a list counted as 0 (the reviewer's)", "alphabeta", "alphabeta",
     _AB.replace("ORDER", "sorted(tree, key=lambda c: c if not isinstance(c, list) else 0, "
                          "reverse=maximizing)"), "alphabeta_value", ["sorted-by-value"]),
    ("alphabeta: a sorted copy in the same order (the reviewer's, right)", "alphabeta",
     "alphabeta", _AB.replace("ORDER", "sorted(tree, key=lambda c: 0)"), "alphabeta_value",
     "passed"),
]

# -- 10 · depth-limited-minimax --------------------------------------------------------------

#: The reviewer's depth-limited minimax (/tmp/rev38/l10/run1011.py); ``IS_MAX`` is its test.
_LIMITED = """
def depth_limited_value(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    vals = [depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
            for a in game.actions(state)]
    return max(vals) if IS_MAX else min(vals)
"""

LESSON_10 = [
    ("depth-limited: MAX is 'max' (the reviewer's)", "evaluation", "depth-limited-minimax",
     _LIMITED.replace("IS_MAX", 'game.player(state) == "max"'), "depth_limited_value",
     ["literal-player"]),
    ("depth-limited: MAX is 'X' (the reviewer's)", "evaluation", "depth-limited-minimax",
     _LIMITED.replace("IS_MAX", 'game.player(state) == "X"'), "depth_limited_value",
     ["literal-player"]),
    ("depth-limited: MAX is 'MAX'", "evaluation", "depth-limited-minimax",
     _LIMITED.replace("IS_MAX", 'game.player(state) == "MAX"'), "depth_limited_value",
     ["literal-player"]),
    ("depth-limited: MAX is game.players[0] (the reviewer's, right)", "evaluation",
     "depth-limited-minimax", _LIMITED.replace("IS_MAX", "game.player(state) == game.players[0]"),
     "depth_limited_value", "passed"),
]

# -- 17 · ucb-select ----------------------------------------------------------------------

#: The reviewer's UCB1 (/tmp/rev38/misc/run_misc.py, run17b.py); ``RATE`` is its win rate.
_UCB = """
def ucb_select(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0: return i
    best, bi = -math.inf, None
    for i, (w, n) in enumerate(children):
        s = RATE + c * math.sqrt(math.log(parent_visits) / n)
        if s > best: best, bi = s, i
    return bi
"""

LESSON_17 = [
    ("ucb-select: N / W, infinity where W = 0 (the reviewer's)", "mcts", "ucb-select",
     _UCB.replace("RATE", "(n / w if w else math.inf)"), "ucb_select", ["rate-upside-down"]),
    ("ucb-select: N / W, 0 where W = 0 (the reviewer's)", "mcts", "ucb-select",
     _UCB.replace("RATE", "(n / w if w else 0)"), "ucb_select", ["rate-upside-down"]),
    ("ucb-select: W over the parent's visits (the reviewer's)", "mcts", "ucb-select",
     _UCB.replace("RATE", "w / parent_visits"), "ucb_select", ["rate-over-parent"]),
    ("ucb-select: W / N (right)", "mcts", "ucb-select", _UCB.replace("RATE", "w / n"),
     "ucb_select", "passed"),
]

# -- 14 · tic-tac-toe ----------------------------------------------------------------------

#: The reviewer's winner (/tmp/rev38/l14/helpers.py): the player to move returned on a win;
#: utility is right and fails only through it.
WINNER_TO_MOVE = """
def winner(board):
    for line in LINES:
        a, b, c = (board[i][j] for i, j in line)
        if a is not EMPTY and a == b == c:
            return player(board)
    return None
"""

#: A right minimax over a value function that scores finished games with utility().
MINIMAX_BY_UTILITY = """
def value(board):
    if terminal(board): return utility(board)
    vals = [value(result(board, a)) for a in actions(board)]
    return max(vals) if player(board) == X else min(vals)
def minimax(board):
    if terminal(board): return None
    pick = max if player(board) == X else min
    return pick(sorted(actions(board)), key=lambda a: value(result(board, a)))
"""

LESSON_14 = [
    ("minimax: right, over a winner that returns the player to move (the reviewer's)",
     "tictactoe", "minimax", HELPERS_14 + WINNER_TO_MOVE + MINIMAX_BY_UTILITY, "minimax",
     ["helper-fails"]),
    ("minimax: right, over right helpers", "tictactoe", "minimax",
     HELPERS_14 + MINIMAX_BY_UTILITY, "minimax", "passed"),
]

ATTEMPTS = LESSON_01 + LESSON_09 + LESSON_10 + LESSON_14 + LESSON_17
