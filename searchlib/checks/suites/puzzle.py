"""Suites for the 8-puzzle's solvability test: :data:`INVERSIONS` and :data:`SOLVABLE`.

``INVERSIONS``: ``inversions(state)`` counts the pairs of tiles in the
wrong order, ignoring the blank (0), for a state given as a tuple of nine
numbers read row by row.  Mistakes recognised: counting the blank as a
tile; counting the pairs in the right order instead of the wrong one;
comparing only neighbours; counting each pair twice; comparing each tile
with itself too (``>=`` with ``j`` starting at ``i``).  On a board where
two of these mistakes give the same count, neither is named there; the
other boards tell them apart.

``SOLVABLE``: ``solvable(state)`` is True when the puzzle can reach the
goal ``(1, 2, 3, 4, 5, 6, 7, 8, 0)``, that is when the inversion count is
even.  Mistakes recognised: the parity the wrong way round; the blank
counted; returning the count instead of True or False.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def with_blank(state):          # the blank, 0, kept among the tiles
...     return sum(state[a] > state[b] for a in range(9) for b in range(a + 1, 9))
>>> run_suite(with_blank, INVERSIONS).mistakes
['blank-counted']
"""

from itertools import combinations

from ..legacy import Case, Mistake, Pattern, Suite

__all__ = ["INVERSIONS", "SOLVABLE", "STATES", "count_inversions"]

#: The states of the suites (the practical's and a few more).
STATES = [
    ("the goal itself", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
    ("the practical's start", (1, 7, 4, 2, 0, 3, 8, 6, 5)),
    ("1 and 2 swapped", (2, 1, 3, 4, 5, 6, 7, 8, 0)),
    ("7 and 8 swapped", (1, 2, 3, 4, 5, 6, 8, 7, 0)),
    ("blank in the top left corner", (0, 1, 3, 4, 2, 5, 7, 8, 6)),
    ("a scramble with the blank in the middle", (8, 6, 7, 2, 0, 4, 3, 5, 1)),
    ("everything reversed", (8, 7, 6, 5, 4, 3, 2, 1, 0)),
    ("one move from the goal", (1, 2, 3, 4, 5, 6, 7, 0, 8)),
    ("blank on the left edge", (1, 2, 3, 0, 4, 5, 7, 8, 6)),
]


def count_inversions(state, *, blank=True):
    """The oracle: pairs ``i < j`` with ``state[i] > state[j]``, the blank left out.

    Examples
    --------
    >>> count_inversions((1, 7, 4, 2, 0, 3, 8, 6, 5))
    10
    """
    order = [t for t in state if t != 0] if blank else tuple(state)
    # combinations keeps each pair in board order: (earlier, later)
    return sum(earlier > later for earlier, later in combinations(order, 2))


def _variants(state):
    tiles = [t for t in state if t != 0]
    pairs = len(tiles) * (len(tiles) - 1) // 2
    right = count_inversions(state)
    return [
        ("blank-counted", count_inversions(state, blank=False),
         "The blank (0) was counted as a tile. Leave it out: only the eight numbered "
         "tiles make inversions."),
        ("pair-order", pairs - right,
         "That counts the pairs in the right order. An inversion is a pair where the "
         "larger tile comes first (i < j and tile[i] > tile[j])."),
        ("adjacent-only", sum(1 for a, b in zip(tiles, tiles[1:]) if a > b),
         "Only neighbouring tiles were compared. Compare every pair (i, j) with i < j, "
         "not just i and i + 1."),
        ("both-orders", 2 * right,
         "Each pair was counted twice: let j start after i (range(i + 1, n))."),
        ("self-pairs", right + len(tiles),
         "Every tile was also compared with itself (j starting at i, with >=): that adds one "
         "per tile. Let j start after i and count only a larger tile before a smaller one "
         "(>, not >=)."),
    ]


def _inversion_cases():
    out = []
    for label, state in STATES:
        expected = count_inversions(state)
        variants = _variants(state)
        values = [value for _, value, _ in variants]
        # a variant is named only where no other variant gives the same count
        mistakes = [Mistake(key, text, lambda t, v=value: t.value == v)
                    for key, value, text in variants
                    if value != expected and values.count(value) == 1]
        out.append(Case(label, (state,), expected=expected, mistakes=mistakes,
                        judge=lambda t, e=expected: (t.kind == "value"
                                                     and not isinstance(t.value, bool)
                                                     and t.value == e, [])))
    return out


#: Suite for ``inversions(state)``.
INVERSIONS = Suite("inversions", "inversions(state) -> the number of pairs of tiles in the "
                   "wrong order, blank ignored", _inversion_cases)


def _parities():
    return {label: (count_inversions(state) % 2 == 0,
                    count_inversions(state, blank=False) % 2 == 0) for label, state in STATES}


def _solvable_cases():
    out = []
    for label, state in STATES:
        expected = count_inversions(state) % 2 == 0
        out.append(Case(label, (state,), expected=expected,
                        mistakes=[Mistake("count-not-bool", "Return True or False (is the "
                                          "count even?), not the count itself.",
                                          lambda t: t.kind == "value"
                                          and not isinstance(t.value, bool)
                                          and isinstance(t.value, int))],
                        judge=lambda t, e=expected: (t.kind == "value" and t.value is e,
                                                     [])))
    return out


def _every(trials, index):
    table = _parities()
    return all(t.kind == "value" and t.value is (not table[label][0] if index is None
                                                 else table[label][index])
               for label, t in trials.items())


#: Suite for ``solvable(state)`` on the 8-puzzle with the blank last in the goal.
SOLVABLE = Suite("solvable", "solvable(state) -> True when the inversion count is even",
                 _solvable_cases, patterns=[
                     Pattern("parity-reversed", "The parity is the wrong way round: for this "
                             "goal an EVEN number of inversions is solvable, an odd one is not.",
                             lambda trials: _every(trials, None)),
                     Pattern("blank-counted", "Every answer matches a count that includes the "
                             "blank (0) as a tile: leave the blank out of the inversion count.",
                             lambda trials: _every(trials, 1)),
                 ])
