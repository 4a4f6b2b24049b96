"""Sliding-tile puzzles (the 8-puzzle, the 15-puzzle, any n x n): :class:`SlidingPuzzle`.

A state is a tuple of the n*n tiles read row by row, 0 for the blank.  A
move is named for the direction the *blank* moves ("up" swaps the blank with
the tile above it), and moves are tried up, down, left, right.

Examples
--------
>>> p = SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5))
>>> p.goal
(1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> p.inversions(), p.is_solvable()
(10, True)
>>> p.actions(p.initial)
['up', 'down', 'left', 'right']
>>> p.result(p.initial, "up")
(1, 0, 4, 2, 7, 3, 8, 6, 5)
>>> SlidingPuzzle((1, 2, 3, 4, 5, 6, 8, 7, 0)).is_solvable()
False
"""

import math
import random

from ..errors import PuzzleError
from .base import Problem

__all__ = ["SlidingPuzzle", "count_inversions", "board_text"]

_DIRECTIONS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
_OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


def _compile_moves(n):
    """Return, per blank position, a function ``f(*tiles) -> successors``.

    Each function unpacks the tiles into local names and builds every child
    tuple directly, with the blank and the moved tile swapped.  This is the
    same list that :meth:`Problem.successors` would build from ``actions``
    and ``result``, about twice as fast, which the 8-puzzle lessons (tens
    of thousands of expansions per search) feel.
    """
    names = [f"t{i}" for i in range(n * n)]
    functions = []
    for blank in range(n * n):
        r, c = divmod(blank, n)
        items = []
        for move, dr, dc in _DIRECTIONS:
            if 0 <= r + dr < n and 0 <= c + dc < n:
                other = (r + dr) * n + c + dc
                child = list(names)
                child[blank], child[other] = names[other], "0"
                items.append(f"({move!r}, ({', '.join(child)},), 1)")
        source = f"def successors({', '.join(names)}):\n    return [{', '.join(items)}]\n"
        namespace = {}
        exec(source, namespace)  # noqa: S102 - generated from fixed templates above
        functions.append(namespace["successors"])
    return tuple(functions)


_COMPILED = {}


def board_text(state, n):
    """A sliding-puzzle board on one line, rows split by ``/``, blank as ``_``.

    Examples
    --------
    >>> board_text((1, 2, 3, 4, 0, 5, 6, 7, 8), 3)
    '123/4_5/678'
    >>> board_text(tuple(range(15, -1, -1)), 4)
    '15 14 13 12/11 10 9 8/7 6 5 4/3 2 1 _'
    """
    glue = "" if n <= 3 else " "
    rows = []
    for r in range(n):
        rows.append(glue.join("_" if t == 0 else str(t) for t in state[r * n:(r + 1) * n]))
    return "/".join(rows)


def count_inversions(tiles):
    """Count pairs of tiles in the wrong order, ignoring the blank (0).

    Examples
    --------
    >>> count_inversions((2, 1, 3, 4, 5, 6, 7, 8, 0))
    1
    """
    seq = [t for t in tiles if t != 0]
    return sum(1 for i in range(len(seq)) for j in range(i + 1, len(seq)) if seq[i] > seq[j])


def _side(tiles, what):
    n = math.isqrt(len(tiles))
    if n < 2 or n * n != len(tiles):
        raise PuzzleError(f"{what} has {len(tiles)} tiles; a sliding puzzle needs a square "
                          "number of them, 4 or more (9 for the 8-puzzle)")
    return n


def _check_tiles(tiles, what):
    try:
        tiles = tuple(tiles)
    except TypeError:
        raise PuzzleError(f"{what} must be a sequence of tiles, not {type(tiles).__name__}") from None
    n = _side(tiles, what)
    expected = set(range(n * n))
    if set(tiles) != expected or len(set(tiles)) != len(tiles):
        seen, repeated = set(), []
        for t in tiles:
            if t in seen:
                repeated.append(t)
            seen.add(t)
        missing = sorted(expected - set(tiles))
        extra = sorted((set(tiles) - expected), key=repr)
        detail = []
        if repeated:
            detail.append(f"repeated: {sorted(set(repeated), key=repr)}")
        if missing:
            detail.append(f"missing: {missing}")
        if extra:
            detail.append(f"not allowed: {extra}")
        raise PuzzleError(f"{what} {tiles} is not a permutation of 0..{n * n - 1} "
                          f"({'; '.join(detail)})")
    return tiles, n


class SlidingPuzzle(Problem):
    """An n x n sliding-tile puzzle.

    Parameters
    ----------
    start : sequence of int
        The tiles row by row, 0 for the blank (a permutation of 0..n*n-1).
    goal : sequence of int, optional
        The goal arrangement; by default the tiles in order, blank last.

    Raises
    ------
    PuzzleError
        If a start or goal is not a permutation of 0..n*n-1, or the two
        differ in size.
    """

    def __init__(self, start, goal=None):
        start, n = _check_tiles(start, "the start")
        if goal is None:
            goal = tuple(range(1, n * n)) + (0,)
        else:
            goal, m = _check_tiles(goal, "the goal")
            if m != n:
                raise PuzzleError(f"the start is {n}x{n} but the goal is {m}x{m}")
        super().__init__(start, goal)
        self.n = n
        self._moves = []
        for i in range(n * n):
            r, c = divmod(i, n)
            self._moves.append(tuple((name, (r + dr) * n + c + dc) for name, dr, dc in _DIRECTIONS
                                     if 0 <= r + dr < n and 0 <= c + dc < n))
        self._goal_pos = {t: divmod(i, n) for i, t in enumerate(goal)}
        if n not in _COMPILED:
            _COMPILED[n] = _compile_moves(n)
        self._compiled = _COMPILED[n]

    @classmethod
    def scrambled(cls, moves, *, n=3, seed=0, goal=None):
        """A solvable puzzle made by ``moves`` random blank moves from the goal.

        Moves never undo the previous one.  The same seed gives the same puzzle.

        Examples
        --------
        >>> SlidingPuzzle.scrambled(10, seed=1).is_solvable()
        True
        """
        rng = random.Random(seed)
        goal_puzzle = cls(goal if goal is not None else tuple(range(1, n * n)) + (0,))
        state, previous = goal_puzzle.goal, None
        for _ in range(moves):
            options = [(a, s) for a, s, _ in goal_puzzle.successors(state) if s != previous]
            previous = state
            state = rng.choice(options)[1]
        return cls(state, goal_puzzle.goal)

    def inversions(self, state=None):
        """Inversions of ``state`` (default: the start), ignoring the blank."""
        return count_inversions(self.initial if state is None else state)

    def _parity(self, state):
        inv = count_inversions(state)
        if self.n % 2 == 1:
            return inv % 2
        blank_row = state.index(0) // self.n
        return (inv + blank_row) % 2

    def is_solvable(self, state=None):
        """True when the goal can be reached from ``state`` (default: the start).

        On an odd-sized board a slide keeps the parity of the inversion
        count, so start and goal must have the same parity; on an even-sized
        board the parity of inversions plus the blank's row is what is kept.
        """
        state = self.initial if state is None else state
        return self._parity(state) == self._parity(self.goal)

    def actions(self, state):
        return [name for name, _ in self._moves[state.index(0)]]

    def result(self, state, action):
        blank = state.index(0)
        for name, other in self._moves[blank]:
            if name == action:
                tiles = list(state)
                tiles[blank], tiles[other] = tiles[other], 0
                return tuple(tiles)
        raise PuzzleError(f"the blank cannot move {action!r} from position {blank}")

    def successors(self, state):
        return self._compiled[state.index(0)](*state)

    #: Every move costs 1.
    unit_costs = True

    def predecessors(self, state):
        """The moves into ``state``: a board one move away, and the blank's move from it.

        Examples
        --------
        >>> p = SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 0, 8))
        >>> [(a, p.result(b, a) == p.initial) for a, b, _ in p.predecessors(p.initial)]
        [('down', True), ('right', True), ('left', True)]
        """
        return [(_OPPOSITE[name], board, cost) for name, board, cost in self.successors(state)]

    def h(self, state):
        """Manhattan distance: how far each tile is from its goal square."""
        n, pos = self.n, self._goal_pos
        total = 0
        for i, t in enumerate(state):
            if t:
                r, c = pos[t]
                total += abs(i // n - r) + abs(i % n - c)
        return total

    def misplaced(self, state):
        """How many tiles (not the blank) are out of place."""
        return sum(1 for a, b in zip(state, self.goal) if a and a != b)

    def play(self, actions, state=None):
        """The states visited by doing ``actions`` from ``state`` (default start)."""
        state = self.initial if state is None else state
        states = [state]
        for action in actions:
            state = self.result(state, action)
            states.append(state)
        return states

    def describe(self, state):
        """The board on one line, as tables and messages write it (``123/_56/478``)."""
        return board_text(state, self.n)

    def show(self, state=None):
        """The board as text, ``.`` for the blank.

        Examples
        --------
        >>> print(SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5)).show())
        1 7 4
        2 . 3
        8 6 5
        """
        state = self.initial if state is None else state
        width = len(str(self.n * self.n - 1))
        rows = []
        for r in range(self.n):
            row = state[r * self.n:(r + 1) * self.n]
            rows.append(" ".join("." .rjust(width) if t == 0 else str(t).rjust(width) for t in row))
        return "\n".join(rows)

    def __repr__(self):
        return f"SlidingPuzzle({self.initial})"
