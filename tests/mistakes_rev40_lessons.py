"""A fortieth reviewer's attempts at the code checks of lessons 09, 10 and 17, as they wrote
them (/tmp/rev40/a09.py, a10.py, a17.py).

Same form as tests/mistakes_rev38_lessons.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other).

* 09 · alphabeta: the children read right to left (``reversed(tree)``);
* 10 · depth-limited-minimax: MIN found by comparing the player with "O" (tic-tac-toe's and
  Connect Four's name for MIN, not the trees'), "min" (the trees') or "MIN" (no game's);
* 17 · ucb-select: ``>=`` in the loop, an unvisited child scored infinite, so ties and
  unvisited children both go to the last.
"""

from mistakes_rev38_lessons import _AB, _LIMITED, define  # noqa: F401  (define is used)

# -- 09 · alphabeta ------------------------------------------------------------------------

LESSON_09 = [
    ("alphabeta: the children reversed (the reviewer's)", "alphabeta", "alphabeta",
     _AB.replace("ORDER", "reversed(tree)"), "alphabeta_value", ["reversed-children"]),
    ("alphabeta: the children by index from the end", "alphabeta", "alphabeta",
     _AB.replace("ORDER", "tree[::-1]"), "alphabeta_value", ["reversed-children"]),
    ("alphabeta: the children in the list's order (right)", "alphabeta", "alphabeta",
     _AB.replace("ORDER", "list(tree)"), "alphabeta_value", "passed"),
]

# -- 10 · depth-limited-minimax --------------------------------------------------------------

_MIN_FIRST = _LIMITED.replace("return max(vals) if IS_MAX else min(vals)",
                              "return min(vals) if IS_MIN else max(vals)")

LESSON_10 = [
    ("depth-limited: MIN is 'O' (the reviewer's)", "evaluation", "depth-limited-minimax",
     _MIN_FIRST.replace("IS_MIN", 'game.player(state) == "O"'), "depth_limited_value",
     ["literal-player"]),
    ("depth-limited: MIN is 'min'", "evaluation", "depth-limited-minimax",
     _MIN_FIRST.replace("IS_MIN", 'game.player(state) == "min"'), "depth_limited_value",
     ["literal-player"]),
    ("depth-limited: MIN is 'MIN'", "evaluation", "depth-limited-minimax",
     _MIN_FIRST.replace("IS_MIN", 'game.player(state) == "MIN"'), "depth_limited_value",
     ["min-maximises"]),
    ("depth-limited: MIN is game.players[1] (right)", "evaluation", "depth-limited-minimax",
     _MIN_FIRST.replace("IS_MIN", "game.player(state) == game.players[1]"),
     "depth_limited_value", "passed"),
]

# -- 17 · ucb-select ----------------------------------------------------------------------

#: The reviewer's UCB1 ("last unvisited / last on tie"); ``BETTER`` is its comparison.
_UCB_ONE_LOOP = """
def ucb_select(children, parent_visits, c):
    best, best_i = -math.inf, None
    for i, (W, N) in enumerate(children):
        s = math.inf if N == 0 else W / N + c * math.sqrt(math.log(parent_visits) / N)
        if BETTER: best, best_i = s, i
    return best_i
"""

LESSON_17 = [
    ("ucb-select: >=, unvisited infinite (the reviewer's)", "mcts", "ucb-select",
     _UCB_ONE_LOOP.replace("BETTER", "s >= best"), "ucb_select", ["last-on-tie"]),
    ("ucb-select: >, unvisited infinite (right)", "mcts", "ucb-select",
     _UCB_ONE_LOOP.replace("BETTER", "s > best"), "ucb_select", "passed"),
]

ATTEMPTS = LESSON_09 + LESSON_10 + LESSON_17
