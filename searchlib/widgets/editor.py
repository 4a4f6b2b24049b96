"""A maze the learner edits: :func:`edit_maze`.

Click a cell of any picture to toggle a wall; choose "start" or "goal" to
move them with the next click (or drag the start or the goal to a new
cell).  BFS, greedy best-first search and A* (any subset, side by side)
run again at once on the edited maze and redraw with their counts; a
weight slider turns A* into weighted A* (f = g + w·h), with the path cost
and the states expanded printed as it moves.

The pictures are plain RGB images drawn with numpy (no matplotlib per
click), one ``ipywidgets.Image`` per search.  Clicks on them come through
`ipyevents <https://github.com/mwcraig/ipyevents>`_, a maintained widget
package for mouse events on standard widgets; ``clicks="buttons"`` uses a
grid of standard buttons instead (no extra package, slow on big mazes:
see ``benchmarks/bench_editor.py``, which measured both in the browser).

Examples
--------
>>> from searchlib import Maze
>>> maze = Maze.from_text('''
... #######
... #A    #
... # ### #
... #    B#
... #######''')
>>> editor = edit_maze(maze, clicks="none")
>>> editor.results["BFS"].cost, editor.results["A*"].expanded
(6, 6)
>>> editor.toggle((1, 3)).summary["BFS"]
'expanded 7 cells · path cost 6'
>>> editor.toggle((3, 3)).summary["A*"]
'no path: the goal cannot be reached (expanded 5 cells, all it could reach)'

"Expanded" counts expansions; when a search expands a cell again (weighted A*
can, after a cheaper path to it turns up) the caption says how many
different cells that was.
"""

import html
import io
import time

import numpy as np

from ..errors import SearchlibError
from ..problems.maze import Maze
from ..search.algorithms import astar, bfs, greedy

__all__ = ["MazeEditor", "edit_maze", "ALGORITHMS", "maze_picture"]

#: The searches the editor can run, by name.
ALGORITHMS = ("BFS", "greedy", "A*")

_RGB = {
    "open": (255, 255, 255), "wall": (59, 59, 59), "explored": (176, 218, 242),
    "path": (0, 158, 115), "start": (204, 121, 167), "goal": (0, 114, 178),
    "grid": (225, 225, 225),
}


def _run(name, maze, weight, budget):
    if name == "BFS":
        return bfs(maze, goal_test="removed", trace=True, max_nodes=budget)
    if name == "greedy":
        return greedy(maze, trace=True, max_nodes=budget)
    return astar(maze, weight=weight, trace=True, max_nodes=budget)


def _cell_size(maze):
    return max(4, min(18, 440 // max(maze.height, maze.width)))


_ROLES = ("open", "wall", "explored", "path", "start", "goal", "grid")
_PALETTE = [v for role in _ROLES for v in _RGB[role]]


def maze_picture(maze, result=None, *, cell=None):
    """The maze as PNG bytes: walls, explored cells and the path of ``result``.

    One palette index per cell, scaled up without smoothing: a 40 x 40 maze
    costs about a millisecond.

    Examples
    --------
    >>> png = maze_picture(Maze.from_text("#####\\n#A B#\\n#####"))
    >>> png[:4] == b"\\x89PNG"
    True
    """
    from PIL import Image

    size = cell or _cell_size(maze)
    index = {role: i for i, role in enumerate(_ROLES)}
    walls = np.array(maze.walls, dtype=bool)
    grid = np.where(walls, index["wall"], index["open"]).astype(np.uint8)
    if result is not None and result.trace is not None:
        explored = result.trace.explored_order
        if explored:
            rows, cols = zip(*explored)
            grid[list(rows), list(cols)] = index["explored"]
        if result.found:
            rows, cols = zip(*result.states)
            grid[list(rows), list(cols)] = index["path"]
    grid[maze.initial] = index["start"]
    grid[maze.goal] = index["goal"]
    big = np.repeat(np.repeat(grid, size, axis=0), size, axis=1)
    if size >= 12:   # thin lines between open cells
        lines = big[::size], big[:, ::size]
        for line in lines:
            line[line == index["open"]] = index["grid"]
    image = Image.fromarray(big, mode="P")
    image.putpalette(_PALETTE)
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=1)
    return out.getvalue()


class MazeEditor:
    """The editor widget; see :func:`edit_maze`.

    Attributes
    ----------
    maze : Maze
        The maze as edited now.
    results : dict
        ``{name: SearchResult}`` of the searches shown, run on :attr:`maze`.
    summary : dict
        ``{name: str}``: the counts written under each picture.
    widget : ipywidgets.VBox
        The whole widget.
    last_update_ms : float
        Kernel time of the last rerun and redraw, in milliseconds.
    """

    def __init__(self, maze, *, algorithms=None, weight=None, clicks=None, max_nodes=None):
        import ipywidgets as w

        if not isinstance(maze, Maze):
            raise SearchlibError(f"edit_maze needs a Maze, not a {type(maze).__name__}")
        chosen = ALGORITHMS if algorithms is None else tuple(algorithms)
        unknown = [a for a in chosen if a not in ALGORITHMS]
        if unknown:
            raise SearchlibError(f"unknown search {unknown[0]!r}; the editor runs "
                                 f"{', '.join(ALGORITHMS)}")
        self._walls = [list(row) for row in maze.walls]
        self._start, self._goal = maze.initial, maze.goal
        self.name = maze.name
        self.budget = max_nodes or 200_000
        self.maze = maze
        self.results, self.summary = {}, {}
        self.last_update_ms = 0.0
        self._pressed = None
        if clicks is None:
            clicks = "image" if _have_ipyevents() else "buttons"
        if clicks not in ("image", "buttons", "none"):
            raise SearchlibError(f"clicks must be 'image', 'buttons' or 'none', not {clicks!r}")
        self.clicks = clicks

        self.checks = {a: w.Checkbox(value=a in chosen, description=a, indent=False,
                                     layout=w.Layout(width="auto")) for a in ALGORITHMS}
        self.weight = w.FloatSlider(value=1.0 if weight is None else weight, min=1.0, max=5.0,
                                    step=0.25, description="weight w of A*", readout_format=".2f",
                                    continuous_update=True, style={"description_width": "auto"})
        self.mode = w.ToggleButtons(options=[("wall", "wall"), ("start", "start"),
                                             ("goal", "goal")], value="wall",
                                    description="a click sets", style={"button_width": "60px",
                                                                       "description_width":
                                                                       "auto"})
        self.images, self.captions, self.panels, self.titles = {}, {}, {}, {}
        for a in ALGORITHMS:
            image = w.Image(format="png")
            image.add_class("searchlib-editor-picture")
            caption = w.HTML()
            caption.add_class("searchlib-editor-counts")
            self.images[a], self.captions[a] = image, caption
            title = w.HTML(f"<b>{html.escape(a)}</b>")
            title.add_class("searchlib-editor-title")
            self.titles[a] = title
            self.panels[a] = w.VBox([title, w.HBox([image]), caption],
                                    layout=w.Layout(margin="0 12px 0 0"))
        self.row = w.HBox()
        self.status = w.HTML()
        self.status.add_class("searchlib-editor-status")
        controls = w.HBox([*self.checks.values(), self.weight], layout=w.Layout(
            align_items="center", flex_flow="row wrap"))
        parts = [controls, self.mode, self.row, self.status]
        self._events = []
        self.grid = None
        if clicks == "image":
            from ipyevents import Event
            for a, image in self.images.items():
                event = Event(source=image, watched_events=["mousedown", "mouseup"],
                              prevent_default_action=True)
                event.on_dom_event(self._on_mouse)
                self._events.append(event)
        elif clicks == "buttons":
            self.grid = _ButtonGrid(self)
            parts.insert(2, self.grid.box)
        self.widget = w.VBox(parts)
        self.widget.add_class("searchlib-editor")
        for box in self.checks.values():
            box.observe(lambda _c: self.update(), names="value")
        self.weight.observe(lambda _c: self.update(only=("A*",)), names="value")
        self.update()

    # -- editing -------------------------------------------------------------------
    def _cell_ok(self, cell):
        r, c = cell
        if not (0 <= r < len(self._walls) and 0 <= c < len(self._walls[0])):
            raise SearchlibError(f"cell {cell} is outside the maze "
                                 f"({len(self._walls)} x {len(self._walls[0])})")
        return r, c

    def toggle(self, cell):
        """Make ``cell`` a wall if open, open if a wall (not the start or goal); rerun."""
        r, c = self._cell_ok(cell)
        if (r, c) in (self._start, self._goal):
            self.status.value = "<span>The start and the goal stay open: move them first.</span>"
            return self
        self._walls[r][c] = not self._walls[r][c]
        if self.grid is not None:
            self.grid.paint((r, c))
        return self.update()

    def move_start(self, cell):
        """Put the start on ``cell`` (opening it if it was a wall); rerun."""
        return self._move("start", cell)

    def move_goal(self, cell):
        """Put the goal on ``cell`` (opening it if it was a wall); rerun."""
        return self._move("goal", cell)

    def _move(self, which, cell):
        r, c = self._cell_ok(cell)
        other = self._goal if which == "start" else self._start
        if (r, c) == other:
            self.status.value = "<span>The start and the goal must be different cells.</span>"
            return self
        old = self._start if which == "start" else self._goal
        self._walls[r][c] = False
        if which == "start":
            self._start = (r, c)
        else:
            self._goal = (r, c)
        if self.grid is not None:
            self.grid.paint(old)
            self.grid.paint((r, c))
        return self.update()

    # -- clicks -----------------------------------------------------------------------
    def _cell_at(self, event):
        size = _cell_size(self.maze)
        x, y = event.get("dataX"), event.get("dataY")
        if x is None or y is None:
            x, y = event.get("relativeX", -1), event.get("relativeY", -1)
        r, c = int(y // size), int(x // size)
        if 0 <= r < self.maze.height and 0 <= c < self.maze.width:
            return r, c
        return None

    def _on_mouse(self, event):
        cell = self._cell_at(event)
        if event.get("type") == "mousedown":
            self._pressed = cell
            return
        pressed, self._pressed = self._pressed, None
        if cell is None:
            return
        if pressed is not None and pressed != cell and pressed in (self._start, self._goal):
            self._move("start" if pressed == self._start else "goal", cell)   # a drag
        else:
            self.click(cell)

    def click(self, cell):
        """What a click on ``cell`` does, by the mode chosen (wall, start or goal)."""
        if self.mode.value == "start":
            self.move_start(cell)
        elif self.mode.value == "goal":
            self.move_goal(cell)
        else:
            self.toggle(cell)
        return self

    # -- running -------------------------------------------------------------------------
    def update(self, only=None):
        """Rerun the chosen searches on the maze as it is and redraw; return self."""
        began = time.perf_counter()
        self.maze = Maze([row[:] for row in self._walls], self._start, self._goal,
                         name=self.name)
        chosen = [a for a in ALGORITHMS if self.checks[a].value]
        for a in chosen:
            if only is not None and a not in only and a in self.results:
                continue
            result = _run(a, self.maze, self.weight.value, self.budget)
            self.results[a] = result
            self.summary[a] = _counts(result)
            self.images[a].value = maze_picture(self.maze, result)
            label = a if a != "A*" or self.weight.value == 1 else \
                f"weighted A*, w = {self.weight.value:g}"
            self.titles[a].value = f"<b>{html.escape(label)}</b>"
            self.captions[a].value = (f"<span style='font-family:monospace'>"
                                      f"{html.escape(label)}: {html.escape(self.summary[a])}"
                                      "</span>")
        for a in ALGORITHMS:
            if a not in chosen:
                self.results.pop(a, None)
                self.summary.pop(a, None)
        self.row.children = tuple(self.panels[a] for a in chosen)
        self.last_update_ms = (time.perf_counter() - began) * 1000
        self.status.value = ""
        return self

    def _repr_mimebundle_(self, include=None, exclude=None):
        data = dict(self.widget._repr_mimebundle_(include=include, exclude=exclude) or {})
        data["text/plain"] = "maze editor: " + "; ".join(
            f"{a}: {s}" for a, s in self.summary.items())
        return data

    def close(self):
        for event in self._events:
            event.close()
        if self.grid is not None:
            self.grid.close()
        self.widget.close()


def _cells(n):
    return f"{n} cell" if n == 1 else f"{n} cells"


def _counts(result):
    """The counts under a picture: the cells expanded (saying how many different cells, when
    a cell was expanded again) and the path cost, or why there is no path."""
    n = result.expanded
    order = result.trace.explored_order if result.trace is not None else None
    different = n if order is None else len(set(order))
    if different == n:
        work = f"expanded {_cells(n)}"
    else:
        again = n - different
        work = (f"expanded {n} times: {_cells(different)}, {again} of them again after a "
                "cheaper path to "
                + ("it" if again == 1 else "them") + " turned up")
    if result.found:
        return f"{work} · path cost {result.cost:g}"
    if result.outcome == "budget":
        return f"stopped: the search ran out of its budget ({work})"
    return f"no path: the goal cannot be reached ({work}, all it could reach)"


def _have_ipyevents():
    try:
        import ipyevents  # noqa: F401
    except ImportError:
        return False
    return True


class _ButtonGrid:
    """A grid of standard buttons, one per cell: the editor's click surface without ipyevents."""

    def __init__(self, editor):
        import ipywidgets as w

        self.editor = editor
        h, wd = len(editor._walls), len(editor._walls[0])
        px = max(8, min(22, 440 // max(h, wd)))
        self.buttons = {}
        for r in range(h):
            for c in range(wd):
                b = w.Button(layout=w.Layout(width=f"{px}px", height=f"{px}px", padding="0",
                                             margin="0"))
                b.on_click(lambda _b, cell=(r, c): editor.click(cell))
                self.buttons[r, c] = b
                self.paint((r, c))
        self.box = w.GridBox(list(self.buttons.values()), layout=w.Layout(
            grid_template_columns=f"repeat({wd}, {px}px)", grid_gap="0"))
        self.box.add_class("searchlib-editor-grid")

    def paint(self, cell):
        e = self.editor
        role = ("start" if cell == e._start else "goal" if cell == e._goal else
                "wall" if e._walls[cell[0]][cell[1]] else "open")
        self.buttons[cell].style.button_color = "#%02x%02x%02x" % _RGB[role]

    def close(self):
        for b in self.buttons.values():
            b.close()
        self.box.close()


def edit_maze(maze, *, algorithms=None, weight=None, clicks=None, max_nodes=None):
    """A maze the learner edits, with searches rerun at each click.

    Parameters
    ----------
    maze : Maze
        The maze to start from (it is copied: the editor never changes it).
    algorithms : tuple of str, optional
        Which of ``"BFS"``, ``"greedy"``, ``"A*"`` are ticked at first (default all).
    weight : float, optional
        The A* weight w at first (default 1: plain A*; larger is greedier).
    clicks : {"image", "buttons", "none"}, optional
        How clicks arrive: on the pictures through ipyevents (the default when
        it is installed), a grid of standard buttons, or none (code only).
    max_nodes : int, optional
        Budget of each search (default 200,000).

    Returns
    -------
    MazeEditor
        Displays as the widget; ``toggle(cell)``, ``move_start(cell)``,
        ``move_goal(cell)`` edit it from code; ``results`` and ``summary``
        say what the searches found.
    """
    return MazeEditor(maze, algorithms=algorithms, weight=weight, clicks=clicks,
                      max_nodes=max_nodes)
