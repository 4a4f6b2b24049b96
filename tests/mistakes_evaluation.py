"""Lesson 10's ``my_evaluate(state)`` written as learners write it, on the notebook's ``c4``
and ``windows()``: right ones in several styles, one per planted mistake (marked
``# mistake``), and wrong ones no planted mistake explains (each fails on a stated rule)."""

import math

from searchlib import ConnectFour

c4 = ConnectFour()


def windows(rows=6, cols=7, directions=((0, 1), (1, 0), (1, 1), (-1, 1))):
    """Every line of four cells on the board, as lists of (row, col) (the lesson's)."""
    out = []
    for r in range(rows):
        for c in range(cols):
            for dr, dc in directions:
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < rows and 0 <= cc < cols for rr, cc in cells):
                    out.append(cells)
    return out


WINDOWS = windows()
WEIGHT = {0: 0, 1: 1, 2: 5, 3: 25}


def window_score(state, lines=WINDOWS):
    """X's open windows minus O's, weighted by how full they are (the lesson's)."""
    score = 0
    for cells in lines:
        discs = [c4.cell(state, r, c) for r, c in cells]
        if "O" not in discs:
            score += WEIGHT[discs.count("X")]
        if "X" not in discs:
            score -= WEIGHT[discs.count("O")]
    return score


def squash(score):
    return score / (abs(score) + 100)


# -- right ------------------------------------------------------------------------------

COLUMN_WORTH = (1, 2, 3, 4, 3, 2, 1)


def centre_and_threes(state):
    """Right: the notebook's solution (discs by column, open threes), its own squash."""
    score = 0
    for r in range(6):
        for c in range(7):
            disc = c4.cell(state, r, c)
            if disc == "X":
                score += COLUMN_WORTH[c]
            elif disc == "O":
                score -= COLUMN_WORTH[c]
    for cells in WINDOWS:
        discs = [c4.cell(state, r, c) for r, c in cells]
        if discs.count("X") == 3 and "O" not in discs:
            score += 10
        if discs.count("O") == 3 and "X" not in discs:
            score -= 10
    return score / (abs(score) + 50)


def tanh_windows(state):
    """Right: question 3's choice, tanh of the window score over 2000."""
    return math.tanh(window_score(state) / 2000)


def lessons_own(state):
    """Right: section 4's window score and squash, written out (not the library's call)."""
    return squash(window_score(state))


def threats_first(state):
    """Right, and unusual: open threes count a hundred times a disc, numpy-free arithmetic
    in integers, squashed with atan (strictly inside (-1, 1))."""
    grid = [[c4.cell(state, r, c) for c in range(7)] for r in range(6)]
    total = 0
    for cells in WINDOWS:
        line = [grid[r][c] for r, c in cells]
        for me, sign in (("X", 1), ("O", -1)):
            if line.count(me) and all(d in (me, None) for d in line):
                total += sign * (100 if line.count(me) == 3 else line.count(me))
    return 2 / math.pi * math.atan(total / 300)


def centre_only(state):
    """Right, if simple: discs by column only, squashed."""
    score = sum(COLUMN_WORTH[c] * (1 if c4.cell(state, r, c) == "X" else -1)
                for r in range(6) for c in range(7) if c4.cell(state, r, c))
    return score / (abs(score) + 10)


RIGHT = [centre_and_threes, tanh_windows, lessons_own, threats_first, centre_only]


# -- one per planted mistake -------------------------------------------------------------

def raw_score(state):
    return window_score(state)                                     # mistake: not squashed


def a_tenth(state):
    return window_score(state) / 10                                # mistake: / 10


def just_the_sign(state):
    score = window_score(state)
    if score > 0:
        return 1                                                   # mistake: exactly +1
    if score < 0:
        return -1
    return 0


def clipped(state):
    return max(-1, min(1, window_score(state) / 100))              # mistake: reaches 1


def for_the_mover(state):
    value = squash(window_score(state))
    return value if c4.player(state) == "X" else -value            # mistake: mover's view


def for_o(state):
    score = 0
    for cells in WINDOWS:
        discs = [c4.cell(state, r, c) for r, c in cells]
        if "X" not in discs:
            score += WEIGHT[discs.count("O")]                      # mistake: O counts plus
        if "O" not in discs:
            score -= WEIGHT[discs.count("X")]
    return squash(score)


def only_x(state):
    score = 0
    for cells in WINDOWS:
        discs = [c4.cell(state, r, c) for r, c in cells]
        if "O" not in discs:
            score += WEIGHT[discs.count("X")]                      # mistake: O forgotten
    return squash(score)


DOWN_RIGHT_ONLY = windows(directions=((0, 1), (1, 0), (1, 1)))


def one_diagonal(state):
    return squash(window_score(state, DOWN_RIGHT_ONLY))            # mistake: one diagonal


def by_loops(state):
    """Windows written as four loops, the up-right diagonal forgotten."""
    lines = []
    for r in range(6):
        for c in range(4):
            lines.append([(r, c + k) for k in range(4)])
    for r in range(3):
        for c in range(7):
            lines.append([(r + k, c) for k in range(4)])
    for r in range(3):
        for c in range(4):
            lines.append([(r + k, c + k) for k in range(4)])
    return squash(window_score(state, lines))                      # mistake: one diagonal


CASES = [(raw_score, "unsquashed"), (a_tenth, "tenth"), (just_the_sign, "sign-only"),
         (clipped, "clipped"), (for_the_mover, "mover-view"), (for_o, "o-view"),
         (only_x, "x-only"), (one_diagonal, "one-diagonal"), (by_loops, "one-diagonal")]


# -- wrong, and no planted mistake: each fails on a rule, with no hint --------------------

def true_or_false(state):
    return window_score(state) > 0                                 # a bool, not a number


def short_windows(state):
    """Across windows that start at columns 0 to 2 only (range(cols - 4)): lopsided."""
    lines = [cells for cells in WINDOWS
             if not (cells[0][0] == cells[3][0] and cells[0][1] == 3)]
    return squash(window_score(state, lines))


def zero_forgotten(state):
    score = window_score(state)
    if score:
        return squash(score)                                       # None when the score is 0


def edges_first(state):
    """Discs by column, the edges worth the most."""
    score = 0
    for r in range(6):
        for c in range(7):
            disc = c4.cell(state, r, c)
            if disc:
                score += (5 - COLUMN_WORTH[c]) * (1 if disc == "X" else -1)
    return score / (abs(score) + 10)


def own_idea_for_the_mover(state):
    """The right centre_and_threes, turned round when O is to move (no planted mistake)."""
    value = centre_and_threes(state)
    return value if c4.player(state) == "X" else -value


#: (function, words the report must say about the rule it breaks).
ALMOST = [(true_or_false, "which is not a number"), (short_windows, "and its mirror image"),
          (zero_forgotten, "returned None, which is not a number"),
          (edges_first, "must be worth more to X than a disc at the edge"),
          (own_idea_for_the_mover, "whoever is to move, so it must be above 0")]


def clamped_fiftieth(state):
    return max(-1.0, min(1.0, window_score(state) / 50))      # mistake: reaches +-1 exactly


def steep_tanh(state):
    return math.tanh(window_score(state) / 10)                # mistake: rounds to 1.0


#: Estimates that reach +-1 on lopsided boards and keep every other rule: only the bounds fail.
SATURATING = [clamped_fiftieth, steep_tanh]


def library(state):
    return c4.evaluate(state)
