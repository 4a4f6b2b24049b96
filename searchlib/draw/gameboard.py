"""A stepping view for traces of board games (too big to draw as trees).

:class:`BoardView` shows the position a step is about (the game's
``show(state)`` text in a fixed-width font), the line of play that led
there from the searched position, and the step's value; like
:class:`~searchlib.draw.tree.TreeView` it draws once and ``update(step)``
only changes texts.

Examples
--------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from searchlib import TicTacToe, alphabeta
>>> trace = alphabeta(TicTacToe("XO.X.O..."), trace=True).trace
>>> view = trace.make_view(None)
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


class BoardView:
    """The position at each step of a game trace, as text on matplotlib axes.

    Parameters
    ----------
    ax : matplotlib Axes or None
        Where to draw (None: a new small figure).
    trace : GameTrace
        A trace whose game has ``show(state)``.
    """

    def __init__(self, ax, trace, *, caption=False):
        if not hasattr(trace.game, "show"):
            raise GameError(f"{type(trace.game).__name__} has no show(state) to draw a "
                            "position with")
        self.trace = trace
        if ax is None:
            import matplotlib.pyplot as plt
            _, ax = plt.subplots(figsize=(4, 3.2))
        self.ax = ax
        ax.set_axis_off()
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        self.board = ax.text(0.5, 0.6, "", family="monospace", fontsize=16, ha="center",
                             va="center")
        self.line = ax.text(0.5, 0.12, "", fontsize=9, ha="center", va="center",
                            color="#444444", wrap=True)
        self.value = ax.text(0.5, 0.02, "", fontsize=9, ha="center", va="bottom",
                             color="#1f3d7a")
        self.title = ax.set_title("", fontsize=9, loc="left") if caption else None
        self.update(None)

    def update(self, step):
        """Show the position of ``step`` (a GameStep, an index, or None for the start)."""
        if isinstance(step, int):
            step = self.trace[step]
        game = self.trace.game
        if step is None:
            state, moves, value = self.trace.state, [], None
        else:
            state = step.state
            moves = [p.action for p in step.path[1:]]
            value = step.value
            if step.kind == "backup":     # the path ends at the parent: add the child
                moves.append(step.action)
        self.board.set_text(game.show(state))
        self.line.set_text("moves: " + (", ".join(repr(m) for m in moves) or "none yet"))
        self.value.set_text("" if value is None else f"value {value:g}"
                            if isinstance(value, (int, float)) else f"value {value}")
        if self.title is not None:
            self.title.set_text("" if step is None else step.message)

    def table(self, step):
        """``(headers, rows)``: the path from the root with values (and alpha, beta)."""
        return self.trace.table(step)

    def summary(self, step):
        """Counters so far."""
        return self.trace.summary(step)
