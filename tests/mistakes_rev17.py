"""A seventeenth reviewer's attempts (/tmp/rev17) at the self-checks of lessons 12, 13, 14 and
17 that were given a hint naming a mistake not made, as they wrote them.

Same form as tests/mistakes_rev15_late.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id,
cell source, function name, expected)``, ``expected`` being ``"passed"`` or the list of
mistake keys the report must name (and no other); ``ANSWERS`` holds ``(label, lesson,
question id, answer, summary, mistakes)``.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_rev15_late import BFS_13  # noqa: F401  (the tests use it)
from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 17: UCB1 --------------------------------------------------------------------------


def _ucb(score):
    return f"""
def ucb_select(children, parent_visits, c):
    best, best_i = -math.inf, None
    for i, (W, N) in enumerate(children):
        if N == 0: return i
        s = {score}
        if s > best: best, best_i = s, i
    return best_i
"""


LESSON_17 = [
    ("ucb-select: c left out of the bonus", "mcts", "ucb-select",
     _ucb("W / N + math.sqrt(math.log(parent_visits) / N)"), "ucb_select", ["c-on-rate"]),
    ("ucb-select: c multiplies the win rate", "mcts", "ucb-select",
     _ucb("c * W / N + math.sqrt(math.log(parent_visits) / N)"), "ucb_select", ["c-on-rate"]),
    ("ucb-select: right", "mcts", "ucb-select",
     _ucb("W / N + c * math.sqrt(math.log(parent_visits) / N)"), "ucb_select", "passed"),
]

# -- lesson 14: minimax's own best-so-far at the wrong infinity -------------------------------

#: The reviewer's value functions (right), each from its own infinity.
VALUES_14 = """
def max_value(b):
    if terminal(b): return utility(b)
    v = -math.inf
    for a in actions(b): v = max(v, min_value(result(b, a)))
    return v
def min_value(b):
    if terminal(b): return utility(b)
    v = math.inf
    for a in actions(b): v = min(v, max_value(result(b, a)))
    return v
"""

#: A top level that starts with no move and the best values ``START_X`` and ``START_O``.
_NO_MOVE = """
def minimax(board):
    if terminal(board): return None
    best_move = None
    if player(board) == X:
        best = START_X
        for a in actions(board):
            v = min_value(result(board, a))
            if v > best: best, best_move = v, a
    else:
        best = START_O
        for a in actions(board):
            v = max_value(result(board, a))
            if v < best: best, best_move = v, a
    return best_move
"""

LESSON_14 = [
    ("minimax: O's best starts at -inf, no move kept", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + _NO_MOVE.replace("START_X", "-math.inf")
     .replace("START_O", "-math.inf"), "minimax", ["none-while-playing"]),
    ("minimax: X's best starts at +inf, no move kept", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + _NO_MOVE.replace("START_X", "math.inf")
     .replace("START_O", "math.inf"), "minimax", ["none-while-playing"]),
    ("minimax: the same top level, right", "tictactoe", "minimax",
     HELPERS_14 + VALUES_14 + _NO_MOVE.replace("START_X", "-math.inf")
     .replace("START_O", "math.inf"), "minimax", "passed"),
]

LESSON_14 += [
    ("winner: True when someone has won, False when nobody has", "tictactoe", "winner",
     HELPERS_14.replace("def winner(", "def _unused_winner(") + """
def winner(board):
    for line in LINES:
        a, b, c = (board[i][j] for i, j in line)
        if a is not EMPTY and a == b == c:
            return True
    return False
""", "winner", ["returns-bool"]),
    ("winner: True when someone has won, None when nobody has", "tictactoe", "winner",
     HELPERS_14.replace("def winner(", "def _unused_winner(") + """
def winner(board):
    for line in LINES:
        a, b, c = (board[i][j] for i, j in line)
        if a is not EMPTY and a == b == c:
            return True
    return None
""", "winner", ["returns-true"]),
]

ATTEMPTS = LESSON_17 + LESSON_14

#: The right search of lesson 13 that waits 3 s before it answers.
SLEEPING_13 = BFS_13 + """
import time
def shortest_path(source, target):
    time.sleep(3)
    return _sp(source, target)
"""

ANSWERS = [
    ("root-value: player 3's best leaf (or the tie kept last)", "maxn", "root-value", (5, 3, 7),
     "that is not the answer.", ["known"]),
    ("root-value: player 2's best leaf (or 2 and 3 minimising)", "maxn", "root-value", (1, 9, 1),
     "that is not the answer.", ["known"]),
    ("root-value: player 1's best leaf", "maxn", "root-value", (9, 6, 0),
     "that is not the answer.", ["known"]),
    ("endgame move: the centre, taken", "tictactoe", "endgame-move", (1, 1),
     "that is not the answer.", ["known"]),
    ("endgame move: a corner, taken", "tictactoe", "endgame-move", (2, 2),
     "that is not the answer.", ["known"]),
    ("endgame move: three numbers", "tictactoe", "endgame-move", (1, 1, 1),
     "that is not the answer.", ["count", "general"]),
    ("which leaf: leaf g's tuple", "maxn", "which-leaf", (3, 6, 1),
     "this answer cannot be read.", ["form"]),
    ("which leaf: g", "maxn", "which-leaf", "g", "that is right.", []),
]

#: Lesson 13's search from both ends, the parents written at every meeting (reviewer's a13f).
BOTH_OVERWRITTEN_13 = """
def shortest_path_both(source, target):
    if source == target: return []
    par_s, par_t = {source: None}, {target: None}
    seen_s, seen_t = {source}, {target}
    lay_s, lay_t = [source], [target]
    while lay_s and lay_t:
        fwd = len(lay_s) <= len(lay_t)
        mine, seen, other, layer = (par_s, seen_s, par_t, lay_s) if fwd else (par_t, seen_t, par_s, lay_t)
        nxt, meet = [], None
        for person in layer:
            for movie, co in neighbors_for_person(person):
                if co not in (source if fwd else target,):
                    mine[co] = (person, movie)          # overwritten each meeting
                if co not in seen:
                    seen.add(co); nxt.append(co)
                    if co in other and meet is None: meet = co
        if fwd: lay_s = nxt
        else: lay_t = nxt
        if meet is not None:
            left, node = [], meet
            while par_s[node] is not None:
                prev, m = par_s[node]; left.append((m, node)); node = prev
            left.reverse()
            right, node = [], meet
            while par_t[node] is not None:
                nxt_p, m = par_t[node]; right.append((m, nxt_p)); node = nxt_p
            return left + right
    return None
"""
