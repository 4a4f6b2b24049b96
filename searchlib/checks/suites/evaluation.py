"""Lesson 10's "write an evaluation function": the rules an estimate must keep, checked.

=================  ====================================================================
suite              exercise
=================  ====================================================================
``EVALUATION``     ``my_evaluate(state)``: an estimate of a Connect Four position for X
                   (MAX), any idea the learner likes, keeping the lesson's rules (10)
=================  ====================================================================

Many evaluation functions are right, so there is no reference to compare with: each case
is one rule the lesson states, tried on a few unfinished positions, and the judge says
which rule fails on which position (a fact, never a guess).  The rules:

* every estimate is a number strictly between -1 and 1 (a real win is +1, a real loss -1,
  and no estimate may be as good as a win or as bad as a loss), lopsided boards included;
* it is X's (MAX's) estimate whoever is to move: a position better for X is above 0, one
  better for O below 0 (the lesson's positions: whoever holds the middle column);
* a disc in the middle is worth more than a disc at the edge (section 4);
* a position and its mirror image score the same (the game is the same seen from the other
  side of the board);
* on section 4's win-now position, no other move's position scores 1 or more, so a
  one-move search keeps the win.

The planted mistakes are :func:`~searchlib.checks.oracles.evaluation.estimate` with a switch
turned; one is named only when the learner's values equal it on every case.  A call to
``ConnectFour.evaluate`` (the library's own estimate) is seen, and does not pass.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> from searchlib.checks.oracles.evaluation import window_score
>>> run_suite(lambda state: window_score(state) / 10, EVALUATION).mistakes
['tenth']
"""

import sys

from ...games.connect4 import ConnectFour
from ...games.examples import CONNECT_FOUR_TRAP
from ..oracles.evaluation import estimate, is_number, mirror, mover
from ..report import shorten
from ..runner import Case, Recogniser, Suite, Variant

__all__ = ["EVALUATION", "POSITIONS", "BOARDS", "REASONS"]

_GAME = ConnectFour()


def _after(*columns):
    state = _GAME.initial
    for column in columns:
        state = _GAME.result(state, column)
    return state


def _moves(columns):
    return ", ".join(f"{'XO'[k % 2]} {c}" for k, c in enumerate(columns))


#: Rows of text (top row first) of the boards the cases use beyond a few opening moves.
BOARDS = {
    "X's lopsided board": ("O..O..X", "O..O..O", "X.XXX.X", "O.XXX.X", "O.XOXXO", "XOOXOOO"),
    "O's lopsided board": ("X.....O", "X..OO.X", "O.OOO.O", "O.OOO.X", "XXOXXOX", "XXXOXXX"),
    "section 6's trap": tuple(CONNECT_FOUR_TRAP),
    "section 4's win-now position": (".......", ".......", "...O...", "...X...", "..OO...",
                                     "X.XX.O."),
}


def _position(name):
    """``(words, state)`` for a name of :data:`BOARDS` or a tuple of columns played."""
    if isinstance(name, tuple):
        words = f"after {_moves(name)}" if name else "the empty board"
        return words, _after(*name)
    rows = BOARDS[name]
    return f"{name} ({' / '.join(rows)})", _GAME.from_rows(list(rows))


def _described(name):
    words, state = _position(name)
    return f"{words}, {mover(state)} to move", state


#: Why a position of the sign rules is better for one player (a fact about it).
REASONS = {
    (3,): "X holds the middle column and O has no disc",
    (3, 0): "X holds the middle column, O only an edge",
    (3, 0, 3): "X holds the middle column, O only an edge",
    "X's lopsided board": "X wins there within two moves, whatever O does",
    (0, 3): "O holds the middle column, X only an edge",
    (0, 3, 6, 3, 0): "O holds the middle column, X only the edges",
    "O's lopsided board": "O wins there within two moves, whatever X does",
}

#: The positions of each rule: (label, rule, [position names], what is expected).
POSITIONS = [
    ("numbers strictly between -1 and 1: section 4's positions", "bounds",
     [(), (3,), (0,), (3, 0)], "each a number strictly between -1 and 1"),
    ("still strictly between -1 and 1 on lopsided boards", "bounds",
     ["X's lopsided board", "O's lopsided board"], "each strictly between -1 and 1"),
    ("X's point of view, whoever moves: better for X is above 0", "positive",
     [(3,), (3, 0), (3, 0, 3), "X's lopsided board"], "each above 0"),
    ("X's point of view, whoever moves: better for O is below 0", "negative",
     [(0, 3), (0, 3, 6, 3, 0), "O's lopsided board"], "each below 0"),
    ("a disc in the middle is worth more than one at the edge", "order",
     [(3,), (0,), (3, 0), (0, 3)], "the first of each pair higher"),
    ("a position and its mirror image score the same", "mirror",
     ["section 6's trap", "section 4's win-now position", (1, 2, 2, 5, 4),
      "X's lopsided board"], "each the same as its mirror image"),
    ("section 4's win-now position: every other move scores below the win (+1)", "win",
     ["section 4's win-now position"], "each below 1"),
]


def _cases():
    cases = []
    for size, (label, rule, names, shown) in enumerate(POSITIONS):
        described = [_described(name) for name in names]
        if rule == "mirror":
            given = "; ".join(f"{words} and its mirror image" for words, _ in described)
            described = [pair for words, state in described
                         for pair in ((words, state), (f"the mirror image of {words}",
                                                       mirror(state)))]
        elif rule == "win":
            (words, start), = described
            kept = [c for c in _GAME.actions(start) if not _GAME.terminal(_GAME.result(start, c))]
            given = (f"{words}: X wins at once in column 1; the positions after X's other "
                     f"moves ({', '.join(map(str, kept))})")
            described = [(f"the win-now position after X plays {c}", _GAME.result(start, c))
                         for c in kept]
        elif rule == "order":
            given = "; ".join(f"{described[k][0]} vs {described[k + 1][0]}"
                              for k in range(0, len(described), 2))
        else:
            given = "; ".join(words for words, _ in described)
        cases.append(Case(label, tuple(state for _, state in described), given=given,
                          shown=shown, size=size,
                          data={"rule": rule, "words": [w for w, _ in described],
                                "reasons": [REASONS.get(name) for name in names]}))
    # the other rules judge their own rule only: the bounds are judged here, on their positions
    seen = {state for case in cases if case.data["rule"] == "bounds" for state in case.args}
    rest = []
    for case in cases:
        for words, state in zip(case.data["words"], case.args):
            if state not in seen:
                seen.add(state)
                rest.append((words, state))
    cases.insert(2, Case(_REST, tuple(state for _, state in rest),
                         given=f"the {len(rest)} other positions of the rules below",
                         shown="each strictly between -1 and 1", size=len(POSITIONS),
                         data={"rule": "bounds", "words": [w for w, _ in rest],
                               "reasons": [None] * len(rest)}))
    return cases


_REST = "still strictly between -1 and 1 on the positions of the rules below"


def _call(func, args, kwargs, watch):
    """The function's value on each position of the case, watching for the library's."""
    library = ConnectFour.evaluate.__code__
    old = sys.getprofile()

    def profile(frame, event, arg):
        if event == "call" and frame.f_code is library and watch is not None:
            watch.library = True
    sys.setprofile(profile)
    try:
        return tuple(func(state) for state in args)
    finally:
        sys.setprofile(old)


class _Seen:
    """Whether the library's estimate was called (read by the runner as ``library``)."""

    __slots__ = ("library",)

    def __init__(self):
        self.library = False

    def __repr__(self):
        return "<watch>"


def _arguments(case):
    return case.args, {}, _Seen()


class _Values(tuple):
    """The values as floats (compared and judged), with ``texts``: each as it was returned."""

    texts = ()

    def __reduce__(self):
        return _values, (tuple(self), self.texts)


def _values(numbers, texts):
    out = _Values(numbers)
    out.texts = tuple(texts)
    return out


def _plain(values):
    """Numbers as floats (unrounded: the bounds are judged on them), anything else named;
    ``texts`` keeps each number as the function returned it (an int stays ``7``)."""
    values = list(values)
    return _values([float(v) if is_number(v) else ("not a number", shorten(v, 40))
                    for v in values], [_number(v) if is_number(v) else "" for v in values])


def _number(value):
    if abs(value) >= 0.99995:
        return repr(value)
    return f"{value:.4g}" if value else "0"


def _show(values):
    return ", ".join(_number(v) if is_number(v) else shorten(v, 40) for v in values)


def _judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    values, words = obs.value, case.data["words"]
    if not isinstance(values, tuple) or len(values) != len(words):
        return False, ["the check could not read your function's values"]
    for value, position in zip(values, words):
        if not isinstance(value, float):
            return False, [f"on {position}: your function returned {value[1]}, which is not a "
                           "number (an int or a float, not True or False)"]
    texts = getattr(values, "texts", ()) or tuple(_number(v) for v in values)
    said = dict(zip(range(len(values)), texts))
    rule = case.data["rule"]
    for k, (value, position) in enumerate(zip(values, words)):
        if rule == "bounds" and not -1 < value < 1:
            return False, [f"on {position}: your function gave {said[k]}; an estimate "
                           "must stay strictly between -1 and 1, or the search cannot tell it "
                           "from a finished game (a real win is +1, a real loss -1)"]
    if rule in ("positive", "negative"):
        side = "above" if rule == "positive" else "below"
        for k, (value, position, reason) in enumerate(zip(values, words, case.data["reasons"])):
            if not (value > 0 if rule == "positive" else value < 0):
                return False, [f"on {position}: your function gave {said[k]}, but "
                               f"{reason}: the estimate is X's, whoever is to move, so it "
                               f"must be {side} 0"]
    if rule == "order":
        for k in range(0, len(values), 2):
            if not values[k] > values[k + 1]:
                return False, [f"{words[k]} scored {said[k]} and {words[k + 1]} "
                               f"{said[k + 1]}: X's disc in the middle must be "
                               "worth more to X than a disc at the edge"]
    if rule == "mirror":
        for k in range(0, len(values), 2):
            if abs(values[k] - values[k + 1]) > 1e-9:
                return False, [f"{words[k]} scored {said[k]} and its mirror image "
                               f"{said[k + 1]}: seen from the other side of the "
                               "board it is the same game, so it must score the same"]
    if rule == "win":
        for k, (value, position) in enumerate(zip(values, words)):
            if not value < 1:
                return False, [f"on {position}: your function gave {said[k]}; a move that does "
                               "not win must score below 1, or a one-move search may take it "
                               "instead of the win (a real win is +1)"]
    return True, []


def _bounds_values(trials):
    """The numbers of the failed bounds cases at or past -1 or 1."""
    return [v for t in trials if t.case.data.get("rule") == "bounds" and not t.ok
            and t.obs.kind == "value" for v in t.obs.value
            if isinstance(v, float) and not -1 < v < 1]


def _past_bounds(trials):
    """A fact: a bounds case failed on a number past -1 or 1."""
    return any(abs(v) > 1 for v in _bounds_values(trials))


def _at_bounds(trials):
    """A fact: bounds cases failed on numbers of exactly -1 or 1, and on none past them."""
    found = _bounds_values(trials)
    return bool(found) and all(abs(v) == 1 for v in found)


def _estimate(**switches):
    return lambda state: estimate(state, **switches)


EVALUATION = Suite(
    "my_evaluate", "my_evaluate(state) -> an estimate of a Connect Four position for X, "
    "strictly between -1 and 1", _cases, reference=None, arguments=_arguments, call=_call,
    normalise=_plain, judge=_judge, show=_show, stub_methods=(),
    reference_name="the rules", mutation=False,
    library="it calls ConnectFour.evaluate instead of estimating the position itself",
    library_hint="Your function calls ConnectFour.evaluate, the library's own estimate. This "
                 "exercise asks for an evaluation function of your own: the check does not pass "
                 "a call to it (section 4's window_score and squash, which you can read, are "
                 "yours to use or change).",
    recognisers=[Recogniser("out-of-bounds", "Some of your estimates go past +1 or -1: "
                            "better than a real win, or worse than a real loss, so a search "
                            "would prefer them to a real result. Squash the score so that it "
                            "stays strictly between them, such as score / (abs(score) + 100).",
                            _past_bounds),
                 Recogniser("out-of-bounds", "Some of your estimates are exactly +1 or -1: "
                            "as good as a real win, or as bad as a real loss, so a search cannot "
                            "tell them apart. Squash the score so that it never gets there, such "
                            "as score / (abs(score) + 100). If you clip the score to [-1, 1] or "
                            "take tanh of it: clipping gives 1 exactly, and tanh of a large "
                            "score rounds to 1.0 in floating point.", _at_bounds)],
    variants=[
        Variant("unsquashed", "Your values are section 4's raw window score (X's open windows "
                "minus O's, 1, 5 or 25 each), not squashed: they go past 1, so a search would "
                "prefer an estimate to a real win. Squash it as ConnectFour.evaluate does: "
                "score / (abs(score) + 100) stays strictly between -1 and 1.",
                _estimate(squash="none")),
        Variant("tenth", "Your values are section 4's raw window score divided by 10: on a "
                "busy board that still goes past 1 (question 3). Divide by something that "
                "grows with the score, such as abs(score) + 100.", _estimate(squash="tenth")),
        Variant("sign-only", "Your values are the sign of section 4's window score: +1, 0 or "
                "-1. An estimate of exactly +1 is as good as a real win, so the search cannot "
                "tell them apart (question 3). Keep the size of the score, squashed strictly "
                "inside (-1, 1).", _estimate(squash="sign")),
        Variant("clipped", "Your values are section 4's window score divided by 100 and "
                "clipped to [-1, 1]: on a lopsided board they reach exactly 1, as good as a "
                "real win. Use a squash that never gets there, such as score / (abs(score) + "
                "100).", _estimate(squash="clip")),
        Variant("mover-view", "Your values are section 4's estimate from the point of view of "
                "the player to move: the sign turns round whenever O is to move. Depth-limited "
                "minimax wants every estimate for X (MAX), whoever moves: do not flip it.",
                _estimate(view="mover")),
        Variant("o-view", "Your values are section 4's estimate with the sign turned round: O's "
                "windows count plus and X's minus. The estimate is for X (MAX): X's windows "
                "plus, O's minus.", _estimate(view="min")),
        Variant("x-only", "Your values are section 4's estimate with X's open windows only. O's "
                "open windows must count against X (minus), or a board where O is doing well "
                "still looks good for X.", _estimate(sides="x")),
        *[Variant("one-diagonal", "Your values are section 4's estimate with the windows of one "
                  "diagonal direction left out, so a position and its mirror image score "
                  "differently. Count both diagonals: down-right (row + k, column + k) and "
                  "up-right (row - k, column + k).",
                  _estimate(directions=((0, 1), (1, 0), diagonal)))
          for diagonal in ((1, 1), (-1, 1))]],
    about="Any evaluation function that keeps the rules passes: the check tries each rule on a "
          "few unfinished positions (states of ConnectFour(), as section 4's c4 makes them) and "
          "says which rule fails on which position.")
