"""A stepping view for traces of board games (too big to draw as trees).

:class:`BoardView` shows the position a step is about (the game's
``show(state)`` drawn as a grid of pieces, the cells played since the
searched position shaded), the line of play that led there, and the step's
value; like :class:`~searchlib.draw.tree.TreeView` it draws once and
``update(step)`` only changes texts and colours.

Examples
--------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from searchlib import TicTacToe, alphabeta
>>> trace = alphabeta(TicTacToe("XO.X.O..."), trace=True).trace
>>> view = BoardView(None, trace)
>>> view.update(trace[3])
>>> print(view.board.get_text())
X O X
X O O
X . .
>>> view.line.get_text(), view.value.get_text()
('moves: (0, 2), (1, 1), (2, 0)', 'value 1')
"""

from ..errors import GameError

__all__ = ["BoardView"]


class _BoardText:
    """The position as text (what ``game.show`` prints), read by tests and doctests."""

    def __init__(self):
        self.text = ""

    def get_text(self):
        return self.text


#: Colours of the pieces (the first player's, the second's) and of cells played in the line.
_PIECES = ("#0072B2", "#D55E00")
_PLAYED = "#FFF3C4"


class BoardView:
    """The position at each step of a game trace, drawn as a grid of pieces.

    Reads the position from the game's ``show(state)`` (rows of cells
    separated by spaces, ``.`` for empty) and draws it once as a grid; each
    ``update(step)`` only changes the pieces' texts and colours, shades the
    cell of the move that led to the position, and writes the line of play
    and the value below.

    Parameters
    ----------
    ax : matplotlib Axes or None
        Where to draw (None: a new small figure).
    trace : GameTrace
        A trace whose game has ``show(state)``.
    caption : bool
        Write the step's message above the board.
    """

    def __init__(self, ax, trace, *, caption=False):
        if not hasattr(trace.game, "show"):
            raise GameError(f"{type(trace.game).__name__} has no show(state) to draw a "
                            "position with")
        from matplotlib.patches import Rectangle
        self.trace = trace
        grid = self._grid(trace.state)
        self.rows, self.cols = len(grid), len(grid[0])
        if ax is None:
            import matplotlib.pyplot as plt
            _, ax = plt.subplots(figsize=(max(3.2, 0.55 * self.cols + 1.2),
                                          0.55 * self.rows + 1.6))
        self.ax = ax
        ax.set_axis_off()
        ax.set_aspect("equal")
        ax.set_xlim(-0.1, self.cols + 0.1)
        ax.set_ylim(-1.05, self.rows + 0.1)
        self.squares, self.cells = {}, {}
        size = max(9.0, min(26.0, 150.0 / max(self.rows, self.cols)))
        for r in range(self.rows):
            for c in range(self.cols):
                y = self.rows - 1 - r
                self.squares[r, c] = ax.add_patch(Rectangle(
                    (c, y), 1, 1, facecolor="white", edgecolor="#888888", linewidth=1.2))
                self.cells[r, c] = ax.text(c + 0.5, y + 0.5, "", ha="center", va="center",
                                           fontsize=size, fontweight="bold")
        self.board = _BoardText()
        self.line = ax.text(self.cols / 2, -0.3, "", fontsize=9, ha="center", va="center",
                            color="#444444", wrap=True)
        self.value = ax.text(self.cols / 2, -0.8, "", fontsize=9, ha="center", va="center",
                             color="#1f3d7a")
        self.title = ax.set_title("", fontsize=9, loc="left") if caption else None
        players = getattr(trace.game, "players", ())
        self._marks = [str(p) for p in players] if all(len(str(p)) == 1 for p in players) else []
        self._start = self._grid(trace.state)
        self.update(None)

    def _grid(self, state):
        rows = [line.split() for line in self.trace.game.show(state).splitlines() if line.strip()]
        if not rows or any(len(row) != len(rows[0]) for row in rows):
            raise GameError(f"{type(self.trace.game).__name__}.show(state) does not print a "
                            "rectangular board of space-separated cells")
        return rows

    def update(self, step):
        """Show the position of ``step`` (a GameStep, an index, or None for the start)."""
        if isinstance(step, int):
            step = self.trace[step]
        if step is None:
            state, moves, value = self.trace.state, [], None
        else:
            state = step.state
            moves = [p.action for p in step.path[1:]]
            value = step.value
            if step.kind == "backup":     # the path ends at the parent: add the child
                moves.append(step.action)
        grid = self._grid(state)
        self.board.text = "\n".join(" ".join(row) for row in grid)
        for (r, c), text in self.cells.items():
            mark = grid[r][c]
            empty = mark in (".", "_")
            if not empty and mark not in self._marks:
                self._marks.append(mark)
            text.set_text("" if empty else mark)
            if not empty:
                text.set_color(_PIECES[self._marks.index(mark) % len(_PIECES)])
            played = mark != self._start[r][c]
            self.squares[r, c].set_facecolor(_PLAYED if played else "white")
        self.line.set_text("moves: " + (", ".join(repr(m) for m in moves) or "none yet"))
        self.value.set_text("" if value is None else f"value {value:g}"
                            if isinstance(value, (int, float)) else f"value {value}")
        if self.title is not None:
            self.title.set_text("" if step is None else step.message)

    @property
    def artists(self):
        """Every artist an update may change (for partial redraws)."""
        return [*self.squares.values(), *self.cells.values(), self.line, self.value] + (
            [self.title] if self.title is not None else [])

    def table(self, step):
        """``(headers, rows)``: the path from the root with values (and alpha, beta)."""
        return self.trace.table(step)

    def summary(self, step):
        """Counters so far."""
        return self.trace.summary(step)
