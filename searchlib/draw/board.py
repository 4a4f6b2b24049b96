"""Draw a sliding-puzzle board and update it in place: :func:`draw_board`.

The board is n x n square tiles with their numbers; the blank is a grey
square.  Tiles already on their goal square are tinted, and the tile that
just slid is outlined, so a sequence of boards reads as moves.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import SlidingPuzzle
>>> puzzle = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
>>> board = draw_board(Figure().add_subplot(), puzzle)
>>> board.numbers()
['1', '2', '3', '4', '5', '6', '', '7', '8']
>>> board.update(puzzle.result(puzzle.initial, "right"))
>>> board.numbers()[6:], board.moved
(['7', '', '8'], 7)
"""

from .style import COLOURS, DrawError, clear_axes

__all__ = ["draw_board", "BoardDrawing"]

_TILE = "#F3E3C3"
_IN_PLACE = "#BDE5D6"
_BLANK = "#D0D0D0"


def draw_board(ax, board, *, goal=None, title=None, legend=None):
    """Draw a sliding-puzzle board on ``ax``; return a :class:`BoardDrawing`.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    board : SlidingPuzzle or sequence of int
        A puzzle (its start is drawn and its goal used) or the tiles row by
        row, 0 for the blank.
    goal : sequence of int, optional
        The goal arrangement, to tint tiles in place (default: the puzzle's
        goal, or the tiles in order with the blank last).
    title : str, optional
        A title above the board.
    legend : bool, optional
        A line under the board saying what the tint and the outline mean
        (default True).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> board = draw_board(Figure().add_subplot(), (1, 2, 3, 0), legend=False)
    >>> board.n, board.numbers()
    (2, ['1', '2', '3', ''])
    """
    return BoardDrawing(ax, board, goal=goal, title=title, legend=legend)


class BoardDrawing:
    """A board drawn as tiles; :meth:`update` shows another arrangement.

    Attributes
    ----------
    n : int
        The side of the board.
    state : tuple
        The arrangement shown.
    moved : int or None
        The tile that slid to reach the arrangement shown (None at first).
    tiles, texts : list
        One square and one number per position, row by row.
    artists : list
        Everything :meth:`update` changes.
    """

    def __init__(self, ax, board, *, goal=None, title=None, legend=None):
        from matplotlib.patches import Rectangle

        state = getattr(board, "initial", board)
        try:
            state = tuple(state)
        except TypeError:
            raise DrawError(f"a board is a puzzle or a sequence of tiles, not "
                            f"{type(board).__name__}") from None
        n = round(len(state) ** 0.5)
        if n < 2 or n * n != len(state):
            raise DrawError(f"a board of {len(state)} tiles is not square")
        if goal is None:
            goal = getattr(board, "goal", None) or tuple(range(1, n * n)) + (0,)
        self.ax, self.n, self.goal = ax, n, tuple(goal)
        clear_axes(ax)
        ax.set_aspect("equal")
        below = 0.05 if legend is False else 0.45
        ax.set_xlim(-0.05, n + 0.05)
        ax.set_ylim(n + below, -0.05)
        size = 64 / n
        self.tiles, self.texts = [], []
        for i in range(n * n):
            r, c = divmod(i, n)
            tile = Rectangle((c + 0.04, r + 0.04), 0.92, 0.92, facecolor=_TILE,
                             edgecolor="#7A6A4F", linewidth=1.0, zorder=1)
            ax.add_patch(tile)
            self.tiles.append(tile)
            self.texts.append(ax.text(c + 0.5, r + 0.52, "", ha="center", va="center",
                                      fontsize=size, fontweight="bold",
                                      color=COLOURS["text"], zorder=2))
        if title:
            ax.set_title(title, fontsize=10)
        if legend is not False:
            ax.text(n / 2, n + 0.25, "green: in place    outlined: just moved", ha="center",
                    va="center", fontsize=8, color="#444444")
        self.artists = [*self.tiles, *self.texts]
        #: a good figure size in inches (width, height)
        self.figsize = (3.2, (3.2 + 0.3 * bool(title)) * (n + below + 0.05) / (n + 0.1))
        self.state, self.moved = None, None
        self._show(state, None)

    def _show(self, state, moved):
        for i, tile in enumerate(state):
            square, text = self.tiles[i], self.texts[i]
            if tile == 0:
                square.set_facecolor(_BLANK)
                square.set_edgecolor(_BLANK)
                square.set_linewidth(1.0)
                text.set_text("")
                continue
            square.set_facecolor(_IN_PLACE if self.goal[i] == tile else _TILE)
            if tile == moved:
                square.set_edgecolor(COLOURS["current"])
                square.set_linewidth(3.0)
            else:
                square.set_edgecolor("#7A6A4F")
                square.set_linewidth(1.0)
            text.set_text(str(tile))
        self.state, self.moved = state, moved

    def update(self, board, *, previous=None):
        """Show ``board`` (a tuple of tiles, or a step whose ``state`` is one).

        The tile that slid is found by comparing with ``previous`` (default:
        the arrangement shown before, or the step's parent node).
        """
        state = getattr(board, "state", board)
        if state is None:
            return
        state = tuple(state)
        if len(state) != self.n * self.n:
            raise DrawError(f"this board has {self.n * self.n} squares, not {len(state)}")
        node = getattr(board, "node", None)
        if previous is None and node is not None and node[1] is not None:
            previous = node[1][0]
        elif previous is None and not hasattr(board, "state"):
            previous = self.state
        moved = state[previous.index(0)] if previous is not None and previous != state else None
        self._show(state, moved)

    def numbers(self):
        """The numbers written on the squares, row by row ('' for the blank)."""
        return [text.get_text() for text in self.texts]
