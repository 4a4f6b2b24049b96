"""Views: what a stepper shows of one step, for any kind of trace.

The stepper widgets (:mod:`searchlib.widgets`) step through any *steppable*
object with one *view*.  Both are small protocols, so that a new kind of
trace (a game tree, say) plugs in without touching the widgets.

Steppable
---------
Anything with

* ``len(trace)``: the number of steps;
* ``trace[i]``: the i-th step, for ``0 <= i < len(trace)`` (any object;
  the widget reads nothing from it itself, it passes it to the view);
* optionally ``trace.make_view(ax, **options)``: returns the view to use
  (this is how a trace type brings its own picture);
* optionally ``trace.algorithm`` (a name for titles) and ``trace.problem``.

Traces bring no views of their own: :func:`view_for` picks one here, a
game view for a :class:`~searchlib.games.trace.GameTrace` (the whole tree,
or the board at each step) and, for a search
:class:`~searchlib.search.trace.Trace`, a view by the type of
``trace.problem``.  Steps are
read one at a time, only when shown: a widget never walks the whole trace.

View
----
An object built once with an ``ax`` and the trace (``make_view(ax, **options)``
or ``SomeView(ax, trace, **options)``), which draws on ``ax`` once and then
provides

* ``update(step) -> None``: change the artists already on ``ax`` (colours,
  data, text) to show ``step``.  It must not create a figure, and should
  not add artists;
* ``table(step) -> (headers, rows)``: the side table; ``headers`` a list of
  strings, ``rows`` a list of lists of the same length (strings or
  numbers), first row at the top.  For a search, the frontier in removal
  order (or the current path for depth-limited search);
* ``summary(step) -> str``: one line of counters;
* optionally ``message(step) -> str``: the step in words (default:
  ``step.message``, or ``""``);
* optionally ``figsize``: ``(width, height)`` in inches that suits the
  picture (the widget resizes its figure to it unless given a size);
* optionally ``table_caption``: a title for the side table;
* optionally ``artists``: a list of every artist ``update`` may change,
  together with every artist drawn on top of one of those.  When present,
  the widget draws the rest of the figure once and then only these per
  step (:class:`~searchlib.draw.render.FrameRenderer`); when absent, it
  redraws the whole figure per step, which is slower but always right.

:func:`check_view` says what a view lacks.  :class:`~searchlib.draw.moves.Moves`
is a complete small example of a trace that brings its own view.

Examples
--------
A new kind of trace plugs in with ``make_view``; the widget needs nothing else:

>>> class Countdown:
...     def __init__(self, n):
...         self.n = n
...     def __len__(self):
...         return self.n + 1
...     def __getitem__(self, i):
...         return self.n - i
...     def make_view(self, ax, **options):
...         return CountdownView(ax)
>>> class CountdownView:
...     def __init__(self, ax):
...         self.text = ax.text(0.5, 0.5, "", fontsize=40)
...         self.artists = [self.text]
...     def update(self, step):
...         self.text.set_text(str(step))
...     def table(self, step):
...         return ["left"], [[k] for k in range(step, -1, -1)]
...     def summary(self, step):
...         return f"{step} to go"
...     def message(self, step):
...         return "Lift-off!" if step == 0 else f"{step}..."
>>> from searchlib import step_through
>>> step_through(Countdown(3)).go(-1).message
'Lift-off!'

A search trace gets its view from its problem's type:

>>> from matplotlib.figure import Figure
>>> from searchlib import GraphProblem, bfs
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> trace = bfs(demo, goal_test="removed", trace=True).trace
>>> view = view_for(trace, Figure().add_subplot())
>>> type(view).__name__
'GraphView'
>>> view.update(trace[2])
>>> view.table(trace[2])
(['#', 'state', 'g'], [[1, 'C', 2], [2, 'D', 2]])
>>> view.summary(trace[2])
'expanded 2 · frontier 2 · reached 4 · generated 4'
>>> view.message(trace[2])
'Expanded B; added C, D.'
"""

import inspect

from ..games.trace import GameTrace
from ..problems import GraphProblem, Maze, SlidingPuzzle
from ..problems.puzzle import board_text
from ..search.trace import describe_state
from .board import draw_board
from .gameboard import BoardView
from .graph import draw_graph
from .maze import draw_maze
from .style import DrawError, clear_axes
from .tree import TreeView

__all__ = ["view_for", "game_view", "check_view", "SearchView", "MazeView", "GraphView",
           "PuzzleView", "TextView", "board_text"]


class SearchView:
    """Table, counters and words for a search :class:`~searchlib.search.trace.Trace`.

    Subclasses draw the picture (:meth:`draw`); this class gives them the
    side table and the counters, and passes each step to the drawing with
    the path costs of the states explored so far.
    """

    def __init__(self, ax, trace, **options):
        self.ax, self.trace = ax, trace
        self.problem = trace.problem
        self.depth_first = trace.discipline == "depth"
        self.drawing = self.draw(ax, **options)
        self.artists = list(getattr(self.drawing, "artists", []))
        self.fixed = list(getattr(self.drawing, "fixed", []))
        title = getattr(trace, "algorithm", "")
        if title:
            ax.set_title(title, fontsize=10)

    @property
    def figsize(self):
        """The size that suits the drawing (None: no preference)."""
        return getattr(self.drawing, "figsize", None)

    @property
    def table_caption(self):
        """A title for the side table."""
        if self.depth_first:
            return "current path, root first"
        return "frontier, next out first"

    def draw(self, ax, **options):
        """Draw the problem on ``ax``; return an object with ``update(step, g=...)``."""
        raise NotImplementedError(f"{type(self).__name__} must define draw(ax, **options)")

    # -- what the widget calls --------------------------------------------
    def update(self, step):
        """Show ``step`` on the axes."""
        self.drawing.update(step, g=self._explored_costs(step))

    def message(self, step):
        """The step in words."""
        return getattr(step, "message", "") or ""

    def describe(self, state):
        """Text for a state in the table (as the problem writes it)."""
        describe = getattr(self.trace, "describe", None)
        return describe(state) if describe is not None else describe_state(state)

    def table(self, step):
        """The frontier in removal order (the current path for depth-limited search)."""
        entries = step.frontier or []
        if self.depth_first:
            headers = ["depth", "state", "action", "g"]
            rows = [[e.depth, self.describe(e.state), "" if e.action is None else str(e.action),
                     e.g] for e in entries]
            return headers, rows
        headers = ["#", "state", "g"]
        with_h = self.trace.h is not None
        with_f = with_h and self.trace.priority is not None
        headers += ["h"] * with_h + ["f"] * with_f
        stale = any(getattr(e, "stale", False) for e in entries)
        headers += ["note"] * stale
        rows = []
        for k, e in enumerate(entries, 1):
            row = [k, self.describe(e.state), e.g]
            if with_h:
                row.append(e.h)
            if with_f:
                row.append(e.f)
            if stale:
                row.append("stale: dropped when it comes out" if e.stale else "")
            rows.append(row)
        return headers, rows

    def summary(self, step):
        """The counters after ``step``."""
        if self.depth_first:
            parts = [f"limit {step.limit}", f"path length {len(step.frontier or [])}",
                     f"expanded {step.expanded}", f"generated {step.generated}"]
            if len(step.explored or []) != step.expanded:
                parts.insert(3, f"expanded this round {len(step.explored)}")
            return " · ".join(parts)
        waiting = [e for e in step.frontier or () if not getattr(e, "stale", False)]
        parts = [f"expanded {step.expanded}", f"frontier {len(waiting)}"]
        stale = len(step.frontier or ()) - len(waiting)
        if stale:
            parts.append(f"stale {stale}")
        if step.reached is not None:
            parts.append(f"reached {step.reached}")
        parts.append(f"generated {step.generated}")
        return " · ".join(parts)

    # -- helpers ------------------------------------------------------------
    def _explored_costs(self, step):
        """``{state: g}`` for the states explored by ``step`` (when numbers need it)."""
        if getattr(self.drawing, "numbers", None) not in ("g", "f", "g+h"):
            return None
        return self.trace.explored_costs(step)


class MazeView(SearchView):
    """A :class:`~searchlib.Maze` search: the grid (see :func:`~searchlib.draw.draw_maze`).

    Options: ``numbers``, ``legend``, ``grid``.
    """

    def draw(self, ax, *, numbers=None, legend=None, grid=None):
        ramp = None if self.depth_first else max(1, len(self.trace.explored_order))
        return draw_maze(ax, self.problem, numbers=numbers, legend=legend, grid=grid,
                         show_frontier=not self.depth_first, ramp=ramp)


class GraphView(SearchView):
    """A :class:`~searchlib.GraphProblem` search (see :func:`~searchlib.draw.draw_graph`).

    Options: ``numbers``, ``legend``, ``layout``, ``seed``, ``node_size``.
    """

    def draw(self, ax, *, numbers=None, legend=None, layout=None, seed=None, node_size=None):
        return draw_graph(ax, self.problem, numbers=numbers, legend=legend, layout=layout,
                          seed=seed, node_size=node_size, show_frontier=not self.depth_first)


class PuzzleView(SearchView):
    """A :class:`~searchlib.SlidingPuzzle` search: the board of the current node.

    The table writes boards on one line (:func:`board_text`).
    """

    def draw(self, ax):
        return draw_board(ax, self.problem)

    def update(self, step):
        self.drawing.update(step)


class _StateText:
    """The current state written in the middle of the axes."""

    def __init__(self, ax):
        clear_axes(ax)
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        self.text = ax.text(0.5, 0.5, "", ha="center", va="center", fontsize=11,
                            wrap=True, family="monospace")
        self.artists = [self.text]

    def update(self, step, *, g=None):
        state = getattr(step, "state", None)
        self.text.set_text("" if state is None else describe_state(state)[:400])


class TextView(SearchView):
    """Any other problem: the current state written out, no picture of it."""

    def draw(self, ax):
        return _StateText(ax)


_BY_PROBLEM = ((Maze, MazeView), (GraphProblem, GraphView), (SlidingPuzzle, PuzzleView))


def game_view(trace, ax, **options):
    """The view of a :class:`~searchlib.games.trace.GameTrace`.

    A :class:`~searchlib.draw.tree.TreeView` for a trace over a
    :class:`~searchlib.GameTree` (the whole tree, redrawn in place), a
    :class:`~searchlib.draw.gameboard.BoardView` for a board game (the
    position at each step).  ``ax`` may be None (a new figure).
    """
    if hasattr(trace.game, "leaf_count"):
        return TreeView(ax, trace, **options)
    return BoardView(ax, trace, **options)


def view_for(trace, ax, **options):
    """Return the view that shows ``trace`` on ``ax``.

    Uses ``trace.make_view(ax, **options)`` when the trace has it; a game
    view for a game trace (:func:`game_view`); else a view by the type of
    ``trace.problem``: :class:`MazeView`, :class:`GraphView`,
    :class:`PuzzleView`, or :class:`TextView` for any other problem.
    ``options`` go to the view (``numbers="f"``, ``legend=False``...).
    The models (traces) know nothing of their views: the choice is made
    here, where the views live.

    Raises
    ------
    DrawError
        If the view lacks a method of the protocol, or an option is unknown.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> from searchlib import SlidingPuzzle, iddfs
    >>> trace = iddfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)), trace=True).trace
    >>> view = view_for(trace, Figure().add_subplot())
    >>> type(view).__name__, view.table(trace[-1])[0]
    ('PuzzleView', ['depth', 'state', 'action', 'g'])
    """
    make = getattr(trace, "make_view", None)
    if make is not None:
        view = make(ax, **options)
    elif isinstance(trace, GameTrace):
        kind = TreeView if hasattr(trace.game, "leaf_count") else BoardView
        _check_options(kind.__init__, kind, (None, None, trace), options)
        view = game_view(trace, ax, **options)
    else:
        if not hasattr(trace, "discipline") or not hasattr(trace, "problem"):
            raise DrawError(f"cannot show a {type(trace).__name__}: give a search or game trace, "
                            "or an object with a make_view(ax, **options) method")
        kind = next((view for cls, view in _BY_PROBLEM if isinstance(trace.problem, cls)),
                    TextView)
        _check_options(kind.draw, kind, (None, ax), options)
        view = kind(ax, trace, **options)
    check_view(view)
    return view


def _check_options(function, kind, args, options):
    try:
        inspect.signature(function).bind(*args, **options)
    except TypeError as error:
        raise DrawError(f"{kind.__name__} does not take these options "
                        f"({', '.join(sorted(options))}): {error}") from None


def check_view(view):
    """Raise :class:`DrawError` naming what ``view`` lacks of the view protocol.

    Examples
    --------
    >>> check_view(object())  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    searchlib.draw.style.DrawError: a view needs ...; object lacks update, table, summary
    """
    missing = [name for name in ("update", "table", "summary")
               if not callable(getattr(view, name, None))]
    if missing:
        raise DrawError("a view needs update(step), table(step), summary(step); "
                        f"{type(view).__name__} lacks {', '.join(missing)}")
    return view

