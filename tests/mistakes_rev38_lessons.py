"""A thirty-eighth reviewer's attempts at the code checks of lessons 01, 09, 10, 14 and 17,
as they wrote them (and a few of the same kind).

Same form as tests/mistakes_rev37_checks2.py: ``(label, lesson, exercise id, cell source,
function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys the
report must name (and no other).

* 10 · depth-limited-minimax: MAX found by comparing the player with "max" (the trees' name
  for MAX, not tic-tac-toe's or Connect Four's), or with "MAX" (no game's name).
"""

from mistakes_rev8_games import HELPERS_14  # noqa: F401  (lesson 14's attempts use it)
from mistakes_review_games import define  # noqa: F401  (the tests use it)

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

ATTEMPTS = LESSON_10
