"""Connect Four's window evaluation, written for the checks (the family's oracle).

A position is the library's Connect Four state on the standard 6 x 7 board, a pair of
bitboards ``(x, o)`` (column ``c``, row ``r`` from the bottom is bit ``7 * c + r``), read
here without :mod:`searchlib.games`.  :func:`estimate` is lesson 10's evaluation (each
window of four cells that holds discs of one player only scores 1, 5 or 25 for that player;
X's count plus, O's minus; the total squashed by ``s / (|s| + 100)``), with a switch per
planted mistake.

Examples
--------
>>> centre = (1 << 21, 0)                    # X's disc at the bottom of column 3
>>> window_score(centre), round(estimate(centre), 4), estimate(centre, squash="none")
(7, 0.0654, 7)
>>> estimate(centre, view="mover") < 0 < estimate(centre)      # O is to move
True
>>> mirror(centre) == centre, mirror((1, 0)) == (1 << 42, 0)
(True, True)
"""

import math
import numbers

__all__ = ["ROWS", "COLS", "DIRECTIONS", "grid", "mover", "mirror", "windows",
           "window_score", "estimate", "is_number"]

ROWS, COLS = 6, 7
_HEIGHT = ROWS + 1
#: Across, down, and the two diagonals (down-right, up-right), as (row step, column step).
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (-1, 1))
_WEIGHTS = (0, 1, 5, 25)


def _bit(row, col):
    """The bit of ``(row, col)``, row 0 at the top."""
    return 1 << (col * _HEIGHT + ROWS - 1 - row)


def grid(state):
    """The board as rows of ``"X"``, ``"O"`` and ``None``, the top row first."""
    x, o = state
    return [["X" if x & _bit(r, c) else "O" if o & _bit(r, c) else None for c in range(COLS)]
            for r in range(ROWS)]


def mover(state):
    """``"X"`` when both players have as many discs, else ``"O"``."""
    x, o = state
    return "X" if x.bit_count() == o.bit_count() else "O"


def mirror(state):
    """The position seen in a mirror: column ``c`` becomes column ``6 - c``."""
    column = (1 << _HEIGHT) - 1
    flipped = []
    for board in state:
        out = 0
        for c in range(COLS):
            out |= ((board >> (c * _HEIGHT)) & column) << ((COLS - 1 - c) * _HEIGHT)
        flipped.append(out)
    return tuple(flipped)


def windows(directions=DIRECTIONS):
    """Every line of four cells in ``directions``, as lists of ``(row, col)``."""
    out = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in directions:
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < ROWS and 0 <= cc < COLS for rr, cc in cells):
                    out.append(cells)
    return out


def window_score(state, *, directions=DIRECTIONS, sides="both"):
    """X's open windows minus O's, weighted 1, 5, 25 by the discs in them.

    ``sides="x"`` counts X's windows only (O's are forgotten).
    """
    board = grid(state)
    score = 0
    for cells in windows(directions):
        discs = [board[r][c] for r, c in cells]
        if "O" not in discs:
            score += _WEIGHTS[discs.count("X")]
        if "X" not in discs and sides == "both":
            score -= _WEIGHTS[discs.count("O")]
    return score


def estimate(state, *, squash="ratio", view="max", directions=DIRECTIONS, sides="both"):
    """Lesson 10's estimate of an unfinished position, for X (MAX).

    Parameters
    ----------
    squash : {"ratio", "none", "tenth", "sign", "clip"}
        ``s / (|s| + 100)`` (right), the raw score, ``s / 10``, the sign of ``s``, or
        ``s / 100`` clipped to [-1, 1].
    view : {"max", "min", "mover"}
        From X's point of view (right), from O's, or from the player to move's.
    directions : tuple
        The directions of the windows counted (right: all four).
    sides : {"both", "x"}
        Count O's windows against X (right), or X's only.
    """
    score = window_score(state, directions=directions, sides=sides)
    value = {"ratio": lambda s: s / (abs(s) + 100), "none": lambda s: s,
             "tenth": lambda s: s / 10, "sign": lambda s: (s > 0) - (s < 0),
             "clip": lambda s: max(-1.0, min(1.0, s / 100))}[squash](score)
    if view == "min" or (view == "mover" and mover(state) == "O"):
        value = -value
    return value


def is_number(value):
    """A real, finite number (an int or a float, not True or False).

    >>> is_number(0.5), is_number(3), is_number(True), is_number(float("nan"))
    (True, True, False, False)
    """
    return (isinstance(value, numbers.Real) and not isinstance(value, bool)
            and math.isfinite(value))
