"""Connect Four: a game too deep to search to the end, :class:`ConnectFour`.

Players drop discs into columns; the first to line up four (across, down
or diagonally) wins.  On the standard 6 x 7 board there are about 4.5
trillion positions, so a program searches a few moves ahead and scores the
positions where it stops with an evaluation function: here
:meth:`ConnectFour.evaluate` counts the windows of four cells still open
to each player, weighted by how many discs they already hold.

A state is a pair of bitboards ``(x, o)`` (each column uses rows + 1 bits,
bottom first), which keeps moves and win tests to a few integer
operations; :meth:`ConnectFour.show` draws it and
:meth:`ConnectFour.from_rows` builds one from text.  Actions are column
numbers 0..cols-1, listed centre first (the better moves first, which
helps alpha-beta).  X moves first and is MAX.

Examples
--------
>>> g = ConnectFour()
>>> g.actions(g.initial)
(3, 2, 4, 1, 5, 0, 6)
>>> s = g.initial
>>> for col in (3, 3, 2, 2, 4, 4):
...     s = g.result(s, col)
>>> print(g.show(s))
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . O O O . .
. . X X X . .
>>> g.player(s), g.terminal(g.result(s, 1)), g.utility(g.result(s, 1), "X")
('X', True, 1)
>>> from searchlib import alphabeta
>>> alphabeta(g, state=s, depth=2).action in (1, 5)
True
"""

from ..errors import GameError
from .base import Game

__all__ = ["ConnectFour"]

_WEIGHTS = (0, 1, 5, 25)


class _Last:
    """The last position whose outcome was worked out, and that outcome (a cache, not part
    of the game: a check comparing the game before and after a call looks past it)."""

    __slots__ = ("state", "value")
    not_input = True

    def __init__(self):
        self.state = self.value = None


class ConnectFour(Game):
    """Connect Four on a ``rows`` x ``cols`` board (default 6 x 7).

    Parameters
    ----------
    rows, cols : int
        Board size, 4 or more each.
    start : state or list of str, optional
        Where play starts: a state or rows of text (see :meth:`from_rows`).
    """

    players = ("X", "O")

    def __init__(self, rows=6, cols=7, start=None):
        if not (isinstance(rows, int) and isinstance(cols, int) and rows >= 4 and cols >= 4):
            raise GameError(f"a Connect Four board needs at least 4 rows and 4 columns, "
                            f"not {rows} x {cols}")
        self.rows, self.cols = rows, cols
        h = self._h = rows + 1
        self._bottom = [1 << (c * h) for c in range(cols)]
        self._column = [((1 << rows) - 1) << (c * h) for c in range(cols)]
        self._top = [1 << (c * h + rows - 1) for c in range(cols)]
        self._full = sum(self._column)
        self._bottoms = sum(self._bottom)
        centre = (cols - 1) / 2
        self._order = tuple(sorted(range(cols), key=lambda c: (abs(c - centre), c)))
        self._windows = self._make_windows()
        self._last = _Last()
        self.initial = (0, 0)
        if start is not None:
            self.initial = self.from_rows(start) if isinstance(start, (list, tuple)) and \
                start and isinstance(start[0], str) else self._check(start)

    def _bit(self, r, c):
        return 1 << (c * self._h + r)

    def _make_windows(self):
        out = []
        for r in range(self.rows):
            for c in range(self.cols):
                for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
                    cells = [(r + k * dr, c + k * dc) for k in range(4)]
                    if all(0 <= rr < self.rows and 0 <= cc < self.cols for rr, cc in cells):
                        out.append(sum(self._bit(rr, cc) for rr, cc in cells))
        return tuple(out)

    def _won(self, b):
        h = self._h
        for shift in (1, h, h - 1, h + 1):
            m = b & (b >> shift)
            if m & (m >> (2 * shift)):
                return True
        return False

    def _check(self, state):
        try:
            x, o = state
        except (TypeError, ValueError):
            raise GameError(f"a Connect Four state is a pair of bitboards (x, o), not "
                            f"{state!r}") from None
        if type(x) is not int or type(o) is not int or x < 0 or o < 0 or x & o or \
                (x | o) & ~self._full:
            raise GameError(f"{state!r} is not a position on a {self.rows} x {self.cols} board")
        if not 0 <= x.bit_count() - o.bit_count() <= 1:
            raise GameError("X moves first, so X has as many discs as O or one more")
        both = x | o
        for c in range(self.cols):
            col = (both & self._column[c]) >> (c * self._h)
            if col & (col + 1):
                raise GameError(f"column {c} has a gap: discs fall to the bottom")
        return (x, o)

    def check_state(self, state):
        """``state`` as a valid position (rows of text are converted), or GameError."""
        if isinstance(state, (list, tuple)) and state and isinstance(state[0], str):
            return self.from_rows(state)
        return self._check(state)

    # -- the protocol -------------------------------------------------------------
    def player(self, state):
        """``"X"`` or ``"O"``: X when both have as many discs."""
        x, o = state
        return "X" if x.bit_count() == o.bit_count() else "O"

    def role(self, state):
        x, o = state
        return 0 if x.bit_count() == o.bit_count() else 1

    def actions(self, state):
        """The columns with room, centre first; none once the game is over."""
        if self.outcome(state) is not None:
            return ()
        both = state[0] | state[1]
        return tuple(c for c in self._order if not both & self._top[c])

    def _is_position(self, state):
        """Whether ``state`` is a position of this board, in a few integer operations.

        No disc on both sides or off the board, X as many discs as O or
        one more, and every column filled from the bottom with no gap
        (adding each column's bottom bit then carries through the discs
        into the empty cell above them, touching none of them).
        """
        if type(state) is not tuple or len(state) != 2:
            return False
        x, o = state
        if type(x) is not int or type(o) is not int or x < 0 or o < 0:
            return False
        both = x | o
        return (not x & o and not both & ~self._full and not (both + self._bottoms) & both
                and 0 <= x.bit_count() - o.bit_count() <= 1)

    def result(self, state, action):
        """The position after the player to move drops a disc in column ``action``."""
        if not self._is_position(state):
            state = self.check_state(state)     # says what is wrong (or converts rows)
        x, o = state
        both = x | o
        if not isinstance(action, int) or isinstance(action, bool) or \
                not 0 <= action < self.cols:
            raise GameError(f"columns are numbered 0..{self.cols - 1}, not {action!r}")
        if self.outcome(state) is not None:
            raise GameError("the game is over: no more moves")
        if both & self._top[action]:
            raise GameError(f"column {action} is full")
        bit = (both + self._bottom[action]) & self._column[action]
        if x.bit_count() == o.bit_count():
            return (x | bit, o)
        return (x, o | bit)

    def terminal(self, state):
        """True when a player has four in a line or the board is full."""
        return self.outcome(state) is not None

    def utility(self, state, player):
        """+1 if ``player`` has won, -1 if it has lost, 0 for a draw."""
        v = self.outcome(state)
        if v is None:
            raise GameError("the game is not over: it has no utility yet")
        return v if player == "X" else -v

    def outcome(self, state):
        # a search asks about one position many times in a row (is it over? its moves? the
        # result of each move), always the same tuple: its outcome is kept for the next ask
        last = self._last
        if state is last.state:
            return last.value
        x, o = state
        value = 1 if self._won(x) else -1 if self._won(o) else 0 if (x | o) == self._full \
            else None
        if type(state) is tuple:
            last.state, last.value = state, value
        return value

    def value(self, state):
        return self.outcome(state)

    def evaluate(self, state):
        """An estimate for X strictly between -1 and 1.

        Each window of four cells that holds discs of one player only
        scores 1, 5 or 25 for that player (1, 2 or 3 discs); the total for X
        minus the total for O is squashed into (-1, 1) so that a real win
        (+1) or loss (-1) always counts for more.
        """
        v = self.outcome(state)
        if v is not None:
            return v
        x, o = state
        score = 0
        w = _WEIGHTS
        for win in self._windows:
            mine, theirs = win & x, win & o
            if not theirs:
                score += w[mine.bit_count()]
            elif not mine:
                score -= w[theirs.bit_count()]
        return score / (abs(score) + 100)

    # -- helpers -------------------------------------------------------------------------
    def show(self, state=None):
        """The board as text, top row first (``X``, ``O``, ``.``)."""
        x, o = self.initial if state is None else state
        lines = []
        for r in reversed(range(self.rows)):
            cells = []
            for c in range(self.cols):
                b = self._bit(r, c)
                cells.append("X" if x & b else "O" if o & b else ".")
            lines.append(" ".join(cells))
        return "\n".join(lines)

    def from_rows(self, rows):
        """A state from text rows, top row first, e.g. ``["...", "XO."]``.

        Spaces are ignored; ``X``, ``O`` and ``.`` are the cells.  Missing
        top rows count as empty.
        """
        if not all(isinstance(r, str) for r in rows):
            raise GameError(f"rows of a Connect Four board are strings such as 'X.O....', "
                            f"not {rows!r}")
        rows = [r.replace(" ", "") for r in rows]
        if len(rows) > self.rows or any(len(r) != self.cols for r in rows):
            raise GameError(f"give at most {self.rows} rows of {self.cols} cells each")
        x = o = 0
        for i, row in enumerate(reversed(rows)):
            for c, ch in enumerate(row):
                if ch == "X":
                    x |= self._bit(i, c)
                elif ch == "O":
                    o |= self._bit(i, c)
                elif ch != ".":
                    raise GameError(f"a cell is X, O or ., not {ch!r}")
        return self._check((x, o))

    def cell(self, state, row, col):
        """``"X"``, ``"O"`` or None at ``(row, col)``, row 0 at the top."""
        b = self._bit(self.rows - 1 - row, col)
        return "X" if state[0] & b else "O" if state[1] & b else None

    def winner(self, state):
        """``"X"``, ``"O"`` or None."""
        return {1: "X", -1: "O"}.get(self.outcome(state))

    def describe(self, state):
        return self.show(state).replace("\n", " / ")

    def __repr__(self):
        return f"ConnectFour(rows={self.rows}, cols={self.cols})"
