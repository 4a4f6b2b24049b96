"""A thirty-third reviewer's attempts at lesson 14's minimax check and lesson 04's write-solve,
as they wrote them.

Same form as tests/mistakes_rev31_checks2.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other; an empty list: it fails, and no hint is given).  The lesson 14
cells are run after right helpers (``HELPERS_14``), as in the handout.

Lesson 14: one slip in one value function only (its cut test, or its bound update), and a top
level that replaces its best move on a tie while it hands its best value down.

Lesson 04 (``SOLVE``, the form of tests/mistakes_review_search.py, whose ``PRELUDE``,
``DEFINES`` and ``LESSONS`` it shares: ``(check, label, key, cell)``): the answer returned as
(count, actions) together with another mistake, the goal tested when a cell is added or a
count one off.
"""

from mistakes_rev8_games import HELPERS_14
from mistakes_review_games import define  # noqa: F401  (the tests use it)
from mistakes_review_search import DEFINES, LESSONS, PRELUDE  # noqa: F401  (the tests use them)

#: The reviewer's right alpha-beta ("AB"): moves in sorted order, the top level handing its
#: best value so far down as alpha on X's turn and as beta on O's, ties kept first.  Written
#: here with other names (the window ``lo, hi``, a value ``score``): in the names of the
#: lesson's pseudocode it reads word for word as the source material's code.
AB = """
import math
def max_value(board, lo, hi):
    if terminal(board): return utility(board)
    score = -math.inf
    for move in sorted(actions(board)):
        score = max(score, min_value(result(board, move), lo, hi))
        if score >= hi: return score
        lo = max(lo, score)
    return score
def min_value(board, lo, hi):
    if terminal(board): return utility(board)
    score = math.inf
    for move in sorted(actions(board)):
        score = min(score, max_value(result(board, move), lo, hi))
        if score <= lo: return score
        hi = min(hi, score)
    return score
def minimax(board):
    if terminal(board): return None
    best_move = None
    if player(board) == X:
        best = -math.inf
        for move in sorted(actions(board)):
            score = min_value(result(board, move), best, math.inf)
            if score > best: best, best_move = score, move
        return best_move
    best = math.inf
    for move in sorted(actions(board)):
        score = max_value(result(board, move), -math.inf, best)
        if score < best: best, best_move = score, move
    return best_move
"""

#: One slip each: (what is replaced, by what); each replaced text occurs once in ``AB``.
MAX_TEST = ("        if score >= hi: return score", "        if score <= lo: return score")
MIN_TEST = ("        if score <= lo: return score", "        if score >= hi: return score")
MAX_BOUND = ("        lo = max(lo, score)", "        hi = min(hi, score)")
MIN_BOUND = ("        hi = min(hi, score)", "        lo = max(lo, score)")
X_TIES = ("            if score > best: best", "            if score >= best: best")
O_TIES = ("        if score < best: best", "        if score <= best: best")
#: the top level scoring every move with the full window
X_FULL = ("min_value(result(board, move), best, math.inf)",
          "min_value(result(board, move), -math.inf, math.inf)")
O_FULL = ("max_value(result(board, move), -math.inf, best)",
          "max_value(result(board, move), -math.inf, math.inf)")
#: the top level on O's turn handing its best value down as alpha (an existing mistake)
O_AS_ALPHA = ("max_value(result(board, move), -math.inf, best)",
              "max_value(result(board, move), best, math.inf)")


def ab(*slips):
    """The reviewer's alpha-beta with ``slips`` made, after the right helpers."""
    code = AB
    for old, new in slips:
        assert code.count(old) == 1, old
        code = code.replace(old, new)
    return HELPERS_14 + code


LESSON_14 = [
    ("alpha-beta: right", "tictactoe", "minimax", ab(), "minimax", "passed"),
    # 3.1: one cut test swapped, the bound updates right
    ("alpha-beta: max_value stops when v <= alpha", "tictactoe", "minimax", ab(MAX_TEST),
     "minimax", ["test-swapped-max"]),
    ("alpha-beta: max_value stops when v <= alpha, full window at the top", "tictactoe",
     "minimax", ab(MAX_TEST, X_FULL, O_FULL), "minimax", ["test-swapped-max"]),
    ("alpha-beta: min_value stops when v >= beta", "tictactoe", "minimax", ab(MIN_TEST),
     "minimax", ["test-swapped-min"]),
    ("alpha-beta: min_value stops when v >= beta, ties kept last", "tictactoe", "minimax",
     ab(MIN_TEST, X_TIES, O_TIES), "minimax", ["test-swapped-min"]),
    # under the full window at the top it plays MIN raising alpha's moves (the same on every
    # reachable board): the hint says both
    ("alpha-beta: min_value stops when v >= beta, full window at the top", "tictactoe",
     "minimax", ab(MIN_TEST, X_FULL, O_FULL), "minimax", ["min-alpha"]),
    # 3.1: one bound update swapped, the tests right
    ("alpha-beta: max_value lowers beta", "tictactoe", "minimax", ab(MAX_BOUND), "minimax",
     ["max-beta"]),
    ("alpha-beta: max_value lowers beta, full window at the top", "tictactoe", "minimax",
     ab(MAX_BOUND, X_FULL, O_FULL), "minimax", ["max-beta"]),
    ("alpha-beta: min_value raises alpha", "tictactoe", "minimax", ab(MIN_BOUND), "minimax",
     ["min-alpha"]),
    # 3.1: the top level replaces its best move on a tie while handing its best value down
    ("alpha-beta: X's ties replace the best move", "tictactoe", "minimax", ab(X_TIES),
     "minimax", ["ties-replace-x"]),
    ("alpha-beta: O's ties replace the best move", "tictactoe", "minimax", ab(O_TIES),
     "minimax", ["ties-replace-o"]),
    ("alpha-beta: both sides' ties replace the best move", "tictactoe", "minimax",
     ab(X_TIES, O_TIES), "minimax", ["ties-replace"]),
    # under the full window a tie is a true tie: right
    ("alpha-beta: ties replace, full window at the top", "tictactoe", "minimax",
     ab(X_TIES, O_TIES, X_FULL, O_FULL), "minimax", "passed"),
    # two slips at once: it fails, and no third mistake is named (one of the two may be)
    ("alpha-beta: max_value stops when v <= alpha, O hands its best down as alpha",
     "tictactoe", "minimax", ab(MAX_TEST, O_AS_ALPHA), "minimax", []),
    ("alpha-beta: max_value lowers beta, O's ties replace the best move", "tictactoe",
     "minimax", ab(MAX_BOUND, O_TIES), "minimax", ["max-beta"]),
    ("alpha-beta: min_value stops when v >= beta, X's ties replace the best move", "tictactoe",
     "minimax", ab(MIN_TEST, X_TIES), "minimax", ["test-swapped-min"]),
]
ATTEMPTS = LESSON_14


#: The goal tested when a cell is added, the answer ``RETURN`` (the reviewer's, with
#: ``count, acts[::-1]`` and a start that is the goal answered ``1, []``).
_GOAL_WHEN_ADDED = """
def my_solve(maze, frontier):
    start = Node(maze.initial, None, None)
    if maze.initial == maze.goal:
        return START
    frontier.add(start)
    explored = set()
    count = 0
    while not frontier.empty():
        node = frontier.remove()
        count += 1
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                child = Node(cell, node, action)
                if cell == maze.goal:
                    acts = []
                    while child.parent is not None:
                        acts.append(child.action); child = child.parent
                    return RETURN
                frontier.add(child)
    return None
"""

#: The lecture's loop counting nothing, answering ``RETURN`` from the explored set's size.
_EXPLORED = """
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    explored = set()
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            actions = []
            while node.parent is not None:
                actions.append(node.action); node = node.parent
            return RETURN
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
    return None
"""


def _cell(template, **parts):
    for name, text in parts.items():
        template = template.replace(name, text)
    return template


SOLVE_ATTEMPTS = [
    ("write-solve", "goal tested when added, and (count, actions) (the reviewer's)",
     ["early-goal-test", "count-first"],
     _cell(_GOAL_WHEN_ADDED, START="1, []", RETURN="count, acts[::-1]")),
    ("write-solve", "goal tested when added, the goal counted, and (count, actions)",
     ["early-goal-test", "count-first"],
     _cell(_GOAL_WHEN_ADDED, START="1, []", RETURN="count + 1, acts[::-1]")),
    ("write-solve", "goal tested when added, (actions, count)", ["early-goal-test"],
     _cell(_GOAL_WHEN_ADDED, START="[], 1", RETURN="acts[::-1], count")),
    ("write-solve", "len(explored), and (count, actions) (the reviewer's)",
     ["count", "count-first"], _cell(_EXPLORED, RETURN="len(explored), actions[::-1]")),
    ("write-solve", "len(explored) + 2, and (count, actions)", ["count", "count-first"],
     _cell(_EXPLORED, RETURN="len(explored) + 2, actions[::-1]")),
    ("write-solve", "len(explored), (actions, count)", ["count"],
     _cell(_EXPLORED, RETURN="actions[::-1], len(explored)")),
    ("write-solve", "len(explored) + 1, (actions, count) (right)", None,
     _cell(_EXPLORED, RETURN="actions[::-1], len(explored) + 1")),
    # the path's length given as the count, with the nodes added counted (and never used): the
    # count returned is the number of moves, which the count-moves switch names (rev36)
    ("write-solve", "len(actions) as the count, nodes added counted (the reviewer's)",
     ["count-moves"], """
def my_solve(maze, frontier):
    frontier.add(Node(maze.initial, None, None))
    count = 1
    explored = set()
    while not frontier.empty():
        node = frontier.remove()
        if node.state == maze.goal:
            actions = []
            while node.parent is not None:
                actions.append(node.action)
                node = node.parent
            actions.reverse()
            return actions, len(actions)
        explored.add(node.state)
        for action, cell in neighbours(maze, node.state):
            if cell not in explored and not frontier.contains_state(cell):
                frontier.add(Node(cell, node, action))
                count += 1
    return None
"""),
]
