"""Draw a maze and update it step by step: :func:`draw_maze`.

The whole grid is one image (``imshow``): a step rewrites the image's
pixels, so a 40 x 40 maze costs the same to update as a 5 x 5 one.  Start
and goal are outlined, explored cells are shaded from light (explored
early) to dark (late), frontier cells and the current cell have their own
colours (the current cell is outlined too), a line follows the path to the
current cell, and once the goal is found its path is filled in.  Numbers
and letters in the cells are dark or white, whichever reads better on the
cell's colour.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import Maze, bfs
>>> maze = Maze.from_text('''
... #######
... #A    #
... # ### #
... #    B#
... #######''')
>>> trace = bfs(maze, trace=True).trace
>>> ax = Figure().add_subplot()
>>> drawing = draw_maze(ax, maze)
>>> drawing.update(trace[2])
>>> [drawing.role_at(cell) for cell in [(1, 1), (2, 1), (1, 2), (0, 0)]]
['explored', 'current', 'frontier', 'wall']
>>> drawing.update(trace[-1])
>>> drawing.role_at((3, 3))
'path'
"""

import numpy as np

from .style import (
    COLOURS, CURRENT_OUTLINE, DrawError, add_legend, clear_axes, explored_ramp, format_number,
    known_costs, rgb, role_handles, text_colour,
)

__all__ = ["draw_maze", "MazeDrawing", "MAX_NUMBERED_CELLS"]

#: The most open cells a maze may have for numbers to be written in its cells.
MAX_NUMBERED_CELLS = 400

_NUMBERS = (None, "h", "g", "f", "g+h")


def draw_maze(ax, maze, *, numbers=None, legend=None, grid=None, show_frontier=None,
              ramp=None):
    """Draw ``maze`` on ``ax`` once; return a :class:`MazeDrawing` to update.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    maze : Maze
        The maze.
    numbers : {None, "h", "g", "f", "g+h"}, optional
        Write a number in each cell: the heuristic (fixed), or the path cost
        g, f = g + h, or the sum spelled out, for cells whose g is known at
        the step.  Only for mazes of at most :data:`MAX_NUMBERED_CELLS` open
        cells.
    legend : bool, optional
        Draw a legend of the colours under the maze (default True).
    grid : bool, optional
        Thin lines between cells (default: for mazes up to 30 x 30).
    show_frontier : bool, optional
        Colour the frontier's cells (default True; depth-limited search,
        whose "frontier" is the current path, turns it off).
    ramp : int, optional
        How many explored cells the light-to-dark shading spans (default:
        the number of open cells; a view passes the trace's total).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> from searchlib import Maze
    >>> maze = Maze.from_text('''
    ... #####
    ... #A B#
    ... #####''')
    >>> drawing = draw_maze(Figure().add_subplot(), maze, numbers="h")
    >>> drawing.texts[(1, 1)].get_text(), drawing.image.get_array().shape
    ('2', (3, 5, 3))
    """
    return MazeDrawing(ax, maze, numbers=numbers, legend=legend, grid=grid,
                       show_frontier=show_frontier, ramp=ramp)


def _cell_points(ax, height, width):
    """The side of one cell in points, for the axes' current size."""
    box = ax.get_position()
    fig_w, fig_h = ax.figure.get_size_inches()
    return 72 * min(box.width * fig_w / width, box.height * fig_h / height)


class MazeDrawing:
    """A maze drawn on an axes, with the artists that change per step.

    Attributes
    ----------
    image : matplotlib.image.AxesImage
        The grid; its pixels change at each step.
    line : matplotlib.lines.Line2D
        The path from the start to the current cell.
    texts : dict
        ``{cell: Text}`` when numbers are shown, else empty.
    artists : list
        Everything a step may change (for :class:`~searchlib.draw.render.FrameRenderer`).
    """

    def __init__(self, ax, maze, *, numbers=None, legend=None, grid=None, show_frontier=None,
                 ramp=None):
        from matplotlib.collections import LineCollection
        from matplotlib.patches import Rectangle

        if numbers not in _NUMBERS:
            raise DrawError(f"numbers must be one of {_NUMBERS}, not {numbers!r}")
        cells = maze.open_cells
        if numbers is not None and len(cells) > MAX_NUMBERED_CELLS:
            raise DrawError(f"this maze has {len(cells)} open cells: numbers are written only in "
                            f"mazes of at most {MAX_NUMBERED_CELLS} (pass numbers=None)")
        self.ax, self.maze, self.numbers = ax, maze, numbers
        self.show_frontier = True if show_frontier is None else show_frontier
        h, w = maze.height, maze.width
        self._index = {cell: cell[0] * w + cell[1] for cell in cells}
        base = np.empty((h * w, 3), dtype=np.uint8)
        base[:] = rgb(COLOURS["wall"])
        base[list(self._index.values())] = rgb(COLOURS["open"])
        self._base = base
        self._colour = {role: np.array(rgb(COLOURS[role]), dtype=np.uint8)
                        for role in ("frontier", "current", "path")}
        self.set_ramp(len(cells) if ramp is None else ramp)
        self._pixels = base.copy()

        clear_axes(ax)
        ax.set_aspect("equal")
        self.image = ax.imshow(self._pixels.reshape(h, w, 3), interpolation="nearest",
                               zorder=1)
        ax.set_xlim(-0.5, w - 0.5)
        ax.set_ylim(h - 0.5, -0.5)
        self.artists = [self.image]
        if grid if grid is not None else max(h, w) <= 30:
            segments = [[(x - 0.5, -0.5), (x - 0.5, h - 0.5)] for x in range(1, w)]
            segments += [[(-0.5, y - 0.5), (w - 0.5, y - 0.5)] for y in range(1, h)]
            lines = LineCollection(segments, colors="#C8C8C8", linewidths=0.4, zorder=2)
            ax.add_collection(lines)
            self.artists.append(lines)
        width = 2.0 if max(h, w) > 20 else 3.0
        for role, cell in (("start", maze.initial), ("goal", maze.goal)):
            mark = Rectangle((cell[1] - 0.5, cell[0] - 0.5), 1, 1, fill=False,
                             edgecolor=COLOURS[role], linewidth=width, zorder=4)
            ax.add_patch(mark)
            self.artists.append(mark)
        self.line, = ax.plot([], [], color=COLOURS["path"], linewidth=2.0, alpha=0.85,
                             solid_capstyle="round", solid_joinstyle="round", zorder=3)
        self.artists.append(self.line)
        # the current cell: its colour, and an outline for readers who cannot tell colours apart
        self.current_box = Rectangle((-0.5, -0.5), 1, 1, fill=False, edgecolor=CURRENT_OUTLINE,
                                     linewidth=width * 0.8, visible=False, zorder=4.5)
        ax.add_patch(self.current_box)
        self.artists.append(self.current_box)
        self.texts = {}
        self._letters = {}
        if numbers is not None:
            widest = {"h": 2, "g": 2, "f": 2, "g+h": 5}[numbers]
            size = max(4.0, min(11.0, _cell_points(ax, h, w) / (0.6 * widest),
                                _cell_points(ax, h, w) * 0.42))
            for cell in cells:
                # in the upper half of the cell: the path line runs through the middle
                text = ax.text(cell[1], cell[0] - 0.04, "", ha="center", va="bottom",
                               fontsize=size, color=COLOURS["text"], zorder=5)
                self.texts[cell] = text
                self.artists.append(text)
            if numbers == "h":
                for cell, text in self.texts.items():
                    text.set_text(format_number(maze.h(cell)))
        elif len(cells) <= 900:
            size = max(6.0, min(14.0, 0.62 * _cell_points(ax, h, w)))
            for letter, cell in (("A", maze.initial), ("B", maze.goal)):
                text = ax.text(cell[1], cell[0], letter, ha="center", va="center",
                               fontsize=size, fontweight="bold", color=COLOURS["text"], zorder=5)
                self._letters[cell] = text
                self.artists.append(text)
        #: a good figure size in inches for this maze (width, height)
        room = 0.7 if legend is not False else 0.3
        self.figsize = (4.8, min(7.0, max(2.4, 4.8 * h / w + room)))
        self.legend = None
        if legend is None or legend:
            self.legend = add_legend(ax, role_handles(explored_label="explored (light: early)"),
                                     ncol=3)

    def set_ramp(self, count):
        """Spread the light-to-dark shading of explored cells over ``count`` cells."""
        self._ramp = np.array(explored_ramp(max(1, count)), dtype=np.uint8)

    def update(self, step, *, g=None):
        """Show ``step``: recolour the grid, move the path line, rewrite numbers.

        ``g`` is an optional ``{cell: path cost}`` for cells whose cost is
        known (a view passes the explored cells'); frontier entries and the
        current path supply the rest.
        """
        pixels = self._base.copy()
        index = self._index
        explored = step.explored or ()
        if explored:
            where = np.fromiter((index[s] for s in explored), dtype=np.intp, count=len(explored))
            shade = np.minimum(np.arange(len(explored)), len(self._ramp) - 1)
            pixels[where] = self._ramp[shade]
        waiting = [e.state for e in step.frontier or () if not getattr(e, "stale", False)]
        if self.show_frontier and waiting:
            pixels[[index[state] for state in waiting]] = self._colour["frontier"]
        path = step.path
        if step.kind == "goal" and path:
            pixels[[index[s] for s in path]] = self._colour["path"]
        current = step.node is not None and step.kind != "goal" and not (
            step.kind == "start" and self.show_frontier)   # at the start it only waits
        if current:
            pixels[index[step.state]] = self._colour["current"]
            self.current_box.set_xy((step.state[1] - 0.5, step.state[0] - 0.5))
        self.current_box.set_visible(current)
        self._pixels = pixels
        self.image.set_data(pixels.reshape(self.maze.height, self.maze.width, 3))
        self.line.set_data([s[1] for s in path], [s[0] for s in path])
        if self.numbers in ("g", "f", "g+h"):
            self._write_numbers(step, g)
        self._recolour_texts()

    def _recolour_texts(self):
        # dark text on light cells, white on dark ones (the late explored shades, current)
        for texts in (self.texts, self._letters):
            for cell, text in texts.items():
                text.set_color(text_colour(tuple(int(c) for c in self._pixels[self._index[cell]])))

    def _write_numbers(self, step, g):
        known = known_costs(step, g)
        h = self.maze.h
        for cell, text in self.texts.items():
            cost = known.get(cell)
            if cost is None:
                text.set_text("")
            elif self.numbers == "g":
                text.set_text(format_number(cost))
            elif self.numbers == "f":
                text.set_text(format_number(cost + h(cell)))
            else:
                text.set_text(f"{format_number(cost)}+{format_number(h(cell))}")

    def role_at(self, cell):
        """The role whose colour ``cell`` has now (``"explored"`` for any shade)."""
        colour = self._pixels[self._index[cell]] if cell in self._index else None
        if colour is None:
            return "wall"
        for role, value in self._colour.items():
            if (colour == value).all():
                return role
        if (colour == self._base[self._index[cell]]).all():
            return "open"
        return "explored"
