"""The game trees of the course's worked examples, ready to search and draw.

Each ``*_NESTED`` constant is the tree in nested notation (reuse it in a
lesson or a self-check); the constant without the suffix is the
:class:`~searchlib.GameTree` built from it.  Every figure quoted below is
asserted in ``tests/test_games_examples.py``.

==================  ====================================================================
name                what it shows
==================  ====================================================================
``LECTURE``         MAX over three MIN nodes (4 8 5 / 9 3 7 / 2 4 6): value 4; alpha-beta
                    left to right evaluates 6 of the 9 leaves
``CHAPTER``         the chapter's tree (3 5 6 / 12 8 2 / 8 4 6): value 4
``NOT_CLAIRVOYANT`` (3 12 8 / 2 4 6 / 14 5 2): value 3; the middle group is cut after
                    the 2, the third is not (its 2 comes last)
``TWO_LEVEL``       (3, 12) / (8, 6): 6 with MAX at the root, 8 with MIN
``LOSING``          (-8, -5) / (-10, 8): value -8, MAX still moves left
``ONLY_F``          (10, 8) / (4, f): only the arc f is pruned, 3 of 4 leaves evaluated
``TWO_CUTS``        8 leaves, a cut at a MAX node (arc g, 100 >= beta = 10) and one at a
                    MIN node (arc l, 2 <= alpha = 10): value 10, 5 of 8 leaves
``TIE``             (10) / (10, 0): a non-strict test cuts on the tie 10 <= 10, a
                    strict one does not (2 or 3 leaves, value 10 either way)
``MAX_MIN_MAX``     the constructed 8-leaf MAX-MIN-MAX tree: value 8, 5 leaves (three
                    fewer than minimax)
``EXERCISE_27``     the worked 27-leaf exercise: value 2; 10 leaves evaluated and 17
                    pruned in the given order, 8 and 19 best-first
``GHOSTS``          three players (red ghost, blue ghost, Pacman): root (8, 8, 1)
``THREE_PLAYERS``   three players: root (1, 2, 3)
``EXPECTIMAX``      MAX between a fair chance of 0 or 10 and a sure 4: expectimax
                    takes the gamble (5 > 4)
``EXPECTIMAX_RELABELLED``  the same with 0 -> 0, 4 -> 100, 10 -> 101: MAX switches
==================  ====================================================================

``CONNECT_FOUR_TRAP`` is a Connect Four position (rows of text, top first)
for the horizon effect: O to move; alpha-beta to depth 2 plays column 3,
after which X forces a win (a depth-5 search from there sees it), while
depth 6 plays column 0 and stays out of it.

The 27-leaf exercise
--------------------
Rebuilt from the worked solution's text: two MIN nodes under the root,
three MAX nodes under each (the second and fourth MAX nodes have a single
MIN child), twelve MIN nodes above the leaves worth 3, 1, 2, 4, 7, 2, 0, 3,
0, 2, 3, 1, and the leaves evaluated in the order 4, 3, 5, 2, 4, 2, 3, 5,
4, 1.  The solution's best-first listing fixes which leaves sit under
which MIN node; the order of leaves inside the MIN nodes that are never
reached (under MAX5 and MAX6) is not given there and is our choice (it
changes no figure).

Examples
--------
>>> from searchlib import alphabeta, minimax
>>> minimax(EXERCISE_27).value, alphabeta(EXERCISE_27).leaves
(2, 10)
"""

from .notation import Chance, Max
from .tree import GameTree

__all__ = [
    "LECTURE_NESTED", "LECTURE", "CHAPTER_NESTED", "CHAPTER", "NOT_CLAIRVOYANT_NESTED",
    "NOT_CLAIRVOYANT", "TWO_LEVEL_NESTED", "TWO_LEVEL", "LOSING_NESTED", "LOSING",
    "ONLY_F_NESTED", "ONLY_F", "TWO_CUTS_NESTED", "TWO_CUTS", "TIE_NESTED", "TIE",
    "MAX_MIN_MAX_NESTED", "MAX_MIN_MAX", "EXERCISE_27_NESTED", "EXERCISE_27",
    "EXERCISE_27_LABELS", "EXERCISE_27_BEST_FIRST_NESTED", "GHOSTS_NESTED", "GHOSTS",
    "THREE_PLAYERS_NESTED", "THREE_PLAYERS", "EXPECTIMAX_NESTED", "EXPECTIMAX",
    "EXPECTIMAX_RELABELLING", "EXPECTIMAX_RELABELLED", "ALL", "CONNECT_FOUR_TRAP",
]

LECTURE_NESTED = [[4, 8, 5], [9, 3, 7], [2, 4, 6]]
LECTURE = GameTree(LECTURE_NESTED)

CHAPTER_NESTED = [[3, 5, 6], [12, 8, 2], [8, 4, 6]]
CHAPTER = GameTree(CHAPTER_NESTED)

NOT_CLAIRVOYANT_NESTED = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]
NOT_CLAIRVOYANT = GameTree(NOT_CLAIRVOYANT_NESTED)

#: MAX at the root: 6; ``GameTree(TWO_LEVEL_NESTED, first="min")``: 8.
TWO_LEVEL_NESTED = [[3, 12], [8, 6]]
TWO_LEVEL = GameTree(TWO_LEVEL_NESTED)

LOSING_NESTED = [[-8, -5], [-10, 8]]
LOSING = GameTree(LOSING_NESTED)

#: Arcs a..f depth-first; the value behind the pruned arc f is not given in
#: the exercise (any value gives the same answer): 6 here.
ONLY_F_NESTED = [[10, 8], [4, 6]]
ONLY_F = GameTree(ONLY_F_NESTED, labels="arcs")

#: Arcs a..n depth-first.  The two leaves under arc b are not given in the
#: exercise beyond their maximum, 10: (5, 10) here.
TWO_CUTS_NESTED = [[[5, 10], [100, 8]], [[1, 2], [20, 4]]]
TWO_CUTS = GameTree(TWO_CUTS_NESTED, labels="arcs")

TIE_NESTED = [[10], [10, 0]]
TIE = GameTree(TIE_NESTED)

MAX_MIN_MAX_NESTED = [[[3, 8], [9, 1]], [[2, 6], [7, 0]]]
MAX_MIN_MAX = GameTree(MAX_MIN_MAX_NESTED,
                       labels=["R", "M1", "X1", None, None, "X2", None, None,
                               "M2", "Y1", None, None, "Y2", None, None])

EXERCISE_27_NESTED = [
    [                                    # MIN-L
        [[4, 3, 5], [2, 1]],             # MAX1
        [[4, 2, 3]],                     # MAX2 (one MIN child)
        [[5, 4], [7], [3, 2]],           # MAX3
    ],
    [                                    # MIN-R
        [[1, 4, 0]],                     # MAX4 (one MIN child)
        [[3, 5], [0]],                   # MAX5
        [[2, 4, 7], [3, 6], [1, 3, 5]],  # MAX6
    ],
]

#: Names by path: the root, MIN-L and MIN-R, MAX1..MAX6, and the twelve
#: MIN nodes above the leaves m1..m12 (left to right).
EXERCISE_27_LABELS = {(): "root", (0,): "MIN-L", (1,): "MIN-R",
                      (0, 0): "MAX1", (0, 1): "MAX2", (0, 2): "MAX3",
                      (1, 0): "MAX4", (1, 1): "MAX5", (1, 2): "MAX6"}
EXERCISE_27_LABELS.update(
    {(i, j, k): f"m{n + 1}" for n, (i, j, k) in enumerate(
        (i, j, k) for i, group in enumerate(EXERCISE_27_NESTED)
        for j, node in enumerate(group) for k in range(len(node)))})
EXERCISE_27 = GameTree(EXERCISE_27_NESTED, labels=EXERCISE_27_LABELS)

#: The worked solution's best-first listing (MIN's smallest child first,
#: MAX's largest): ``EXERCISE_27.reordered("best")`` gives this tree.
EXERCISE_27_BEST_FIRST_NESTED = [
    [[[2, 3, 4]], [[3, 4, 5], [1, 2]], [[7], [4, 5], [2, 3]]],
    [[[0, 1, 4]], [[3, 5], [0]], [[3, 6], [2, 4, 7], [1, 3, 5]]],
]

#: Red ghost (player 1) at the root, blue ghost (2), then Pacman (3).
GHOSTS_NESTED = [
    [[(1, 1, 6), (0, 0, 7)], [(9, 9, 0), (8, 8, 1)]],
    [[(9, 9, 0), (7, 7, 2)], [(0, 0, 8), (0, 0, 7)]],
]
GHOSTS = GameTree(GHOSTS_NESTED)

THREE_PLAYERS_NESTED = [
    [[(1, 2, 3), (4, 2, 1)], [(6, 1, 2), (7, 4, -1)]],
    [[(5, -1, -1), (-1, 5, 2)], [(7, 7, -1), (5, 4, 5)]],
]
THREE_PLAYERS = GameTree(THREE_PLAYERS_NESTED)

EXPECTIMAX_NESTED = Max([Chance([0, 10], [0.5, 0.5]), 4])
EXPECTIMAX = GameTree(EXPECTIMAX_NESTED)

#: A strictly increasing relabelling of the utilities 0, 4, 10.
EXPECTIMAX_RELABELLING = {0: 0, 4: 100, 10: 101}
EXPECTIMAX_RELABELLED = EXPECTIMAX.map_leaves(EXPECTIMAX_RELABELLING.__getitem__)

#: O to move: depth 2 plays column 3 and loses; depth 6 plays column 0.
#: ``ConnectFour(start=CONNECT_FOUR_TRAP)``.
CONNECT_FOUR_TRAP = (".......", ".......", ".......",
                     ".O.....",
                     ".X.X...",
                     ".X.XO.O")

#: Every example tree by name.
ALL = {name: tree for name, tree in [
    ("LECTURE", LECTURE), ("CHAPTER", CHAPTER), ("NOT_CLAIRVOYANT", NOT_CLAIRVOYANT),
    ("TWO_LEVEL", TWO_LEVEL), ("LOSING", LOSING), ("ONLY_F", ONLY_F),
    ("TWO_CUTS", TWO_CUTS), ("TIE", TIE), ("MAX_MIN_MAX", MAX_MIN_MAX),
    ("EXERCISE_27", EXERCISE_27), ("GHOSTS", GHOSTS), ("THREE_PLAYERS", THREE_PLAYERS),
    ("EXPECTIMAX", EXPECTIMAX), ("EXPECTIMAX_RELABELLED", EXPECTIMAX_RELABELLED)]}

