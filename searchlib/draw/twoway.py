"""A view for bidirectional search: both frontiers on one maze or graph.

:class:`BidirectionalView` shows a
:class:`~searchlib.search.bidirectional_trace.BidirectionalTrace` step by
step.  Each side has its own hue, the forward search blue and the backward
search orange, its frontier lighter than what it has expanded; the state
being expanded is red, the meeting state and, once found, the whole
solution are green.  The maze or graph is drawn once by
:func:`~searchlib.draw.draw_maze` or :func:`~searchlib.draw.draw_graph`;
a step only recolours it.  The side table lists both frontiers next to
leave first, side by side.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import Maze
>>> from searchlib.search.bidirectional import bidirectional
>>> maze = Maze.from_text('''
... #######
... #A    #
... # ### #
... #    B#
... #######''')
>>> trace = bidirectional(maze, trace=True).trace
>>> view = BidirectionalView(Figure().add_subplot(), trace)
>>> view.update(trace[2])
>>> [view.role_at(c) for c in [(1, 1), (3, 5), (2, 5), (1, 2)]]
['forward explored', 'current', 'backward frontier', 'forward frontier']
>>> view.update(trace[-1])
>>> view.role_at((1, 5)) in ("path", "meet")
True
>>> view.table(trace[2])[0]
['#', 'forward', 'g', 'backward', 'g']
"""

import numpy as np

from ..problems import GraphProblem, Maze
from .graph import draw_graph
from .maze import draw_maze
from .style import COLOURS, add_legend, clear_axes, format_number, rgb

__all__ = ["BidirectionalView", "SIDE_COLOURS"]

#: The colours of the roles a state can have in a bidirectional search.
SIDE_COLOURS = {
    "forward explored": "#5B84D6",
    "forward frontier": "#B3D1F5",
    "backward explored": "#E08A00",
    "backward frontier": "#F7D79A",
    "current": "#CC3311",
    "meet": "#009E73",
    "path": "#7FD3B5",
}


def roles(step):
    """``{state: role}`` for every state the step colours (see :data:`SIDE_COLOURS`)."""
    out = {}
    for side in ("forward", "backward"):
        for state in step.explored[side]:
            out[state] = f"{side} explored"
        for entry in step.frontier[side]:
            if not entry.stale:
                out.setdefault(entry.state, f"{side} frontier")
    if step.kind == "end" and step.node is not None:
        out.update(dict.fromkeys(step.path, "path"))
    elif step.kind == "expand":
        out[step.state] = "current"
    if step.meet is not None:
        out[step.meet[0].state] = "meet"
    return out


def _handles():
    from matplotlib.patches import Patch

    return [Patch(facecolor=colour, edgecolor="#555555", linewidth=0.5, label=role)
            for role, colour in SIDE_COLOURS.items()]


class _Grid:
    """A maze recoloured by role (the grid, walls and marks drawn by draw_maze)."""

    def __init__(self, ax, maze):
        self.maze = maze
        self.drawing = draw_maze(ax, maze, legend=False)
        h, w = maze.height, maze.width
        self._index = {cell: cell[0] * w + cell[1] for cell in maze.open_cells}
        base = np.empty((h * w, 3), dtype=np.uint8)
        base[:] = rgb(COLOURS["wall"])
        base[list(self._index.values())] = rgb(COLOURS["open"])
        self._base = base
        self._pixels = base.copy()
        self._colour = {role: np.array(rgb(c), dtype=np.uint8) for role, c in SIDE_COLOURS.items()}
        self.artists = list(self.drawing.artists)
        self.figsize = self.drawing.figsize

    def update(self, step):
        pixels = self._base.copy()
        for state, role in roles(step).items():
            pixels[self._index[state]] = self._colour[role]
        self._pixels = pixels
        self.drawing.image.set_data(pixels.reshape(self.maze.height, self.maze.width, 3))
        path = step.path
        self.drawing.line.set_data([s[1] for s in path], [s[0] for s in path])
        self._roles = roles(step)

    def role_at(self, cell):
        return self._roles.get(cell, "open")


class _Nodes:
    """A graph recoloured by role (edges, names and rings drawn by draw_graph)."""

    def __init__(self, ax, problem, **options):
        self.drawing = draw_graph(ax, problem, legend=False, **options)
        self.artists = list(self.drawing.artists)
        self.figsize = self.drawing.figsize

    def update(self, step):
        self._roles = roles(step)
        drawing = self.drawing
        drawing.nodes.set_facecolor([SIDE_COLOURS.get(self._roles.get(n), COLOURS["unseen"])
                                     for n in drawing.order])
        pos, path = drawing.pos, step.path
        drawing.path.set_segments([[pos[a], pos[b]] for a, b in zip(path, path[1:])])

    def role_at(self, node):
        return self._roles.get(node, "unseen")


class _Words:
    """Any other problem: the step's state written out."""

    def __init__(self, ax, describe):
        clear_axes(ax)
        self.describe = describe
        self.text = ax.text(0.5, 0.5, "", ha="center", va="center", fontsize=11,
                            family="monospace", wrap=True)
        self.artists = [self.text]
        self.figsize = None
        self._roles = {}

    def update(self, step):
        self._roles = roles(step)
        self.text.set_text("" if step.node is None else self.describe(step.state)[:400])

    def role_at(self, state):
        return self._roles.get(state, "unseen")


class BidirectionalView:
    """Both searches of a bidirectional trace on the problem's picture.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    trace : BidirectionalTrace
        The trace.
    legend : bool, optional
        A legend of the roles under the picture (default True).
    **options
        For a graph: ``layout``, ``seed``, ``node_size`` (see
        :func:`~searchlib.draw.draw_graph`).
    """

    table_caption = "both frontiers, next out first"

    def __init__(self, ax, trace, *, legend=None, **options):
        self.ax, self.trace = ax, trace
        problem = trace.problem
        if isinstance(problem, Maze):
            self.drawing = _Grid(ax, problem)
        elif isinstance(problem, GraphProblem):
            self.drawing = _Nodes(ax, problem, **options)
        else:
            self.drawing = _Words(ax, trace.describe)
        self.artists = list(self.drawing.artists)
        self._room = 0.0
        if legend is None or legend:
            add_legend(ax, _handles(), ncol=4)
            self._room = 0.6                    # two rows of legend under the picture
        if getattr(trace, "algorithm", ""):
            ax.set_title(trace.algorithm, fontsize=10)

    @property
    def figsize(self):
        """The size that suits the drawing and the legend (None: no preference)."""
        size = self.drawing.figsize
        return None if size is None else (max(size[0], 5.2), size[1] + self._room)

    def update(self, step):
        """Recolour the picture for ``step``."""
        self.drawing.update(step)

    def role_at(self, state):
        """The role ``state`` is coloured with at the step shown last."""
        return self.drawing.role_at(state)

    def message(self, step):
        """The step in words."""
        return step.message

    def table(self, step):
        """Both frontiers side by side, next to leave first (stale entries left out)."""
        columns = [[e for e in step.frontier[side] if not e.stale]
                   for side in ("forward", "backward")]
        rows = []
        for k in range(max(len(columns[0]), len(columns[1]))):
            row = [k + 1]
            for entries in columns:
                if k < len(entries):
                    row += [self.trace.describe(entries[k].state), format_number(entries[k].g)]
                else:
                    row += ["", ""]
            rows.append(row)
        return ["#", "forward", "g", "backward", "g"], rows

    def summary(self, step):
        """Each side's counters, and the best meeting so far."""
        parts = []
        for side in ("forward", "backward"):
            waiting = sum(1 for e in step.frontier[side] if not e.stale)
            parts.append(f"{side}: expanded {step.expanded[side]}, frontier {waiting}")
        text = " · ".join(parts) + f" · generated {step.generated}"
        if step.meet is not None:
            text += f" · met at {self.trace.describe(step.meet[0].state)} " \
                    f"(cost {format_number(step.meet[2])})"
        return text
