"""Step through a search, forward and backward: the :class:`Stepper` behind
:func:`~searchlib.widgets.step_through`.

The widget indexes the trace the search already recorded: it never runs
the algorithm again.  Moving to a step reads that one step from the trace,
lets the view update the artists already drawn, and renders the figure to
PNG (only the parts that change; see
:class:`~searchlib.draw.render.FrameRenderer`).  Frames are cached, so going
back costs no more than going forward.

Examples
--------
>>> from searchlib import GraphProblem, bfs
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> stepper = Stepper(bfs(demo, goal_test="removed", trace=True))
>>> stepper.count, stepper.index
(6, 0)
>>> stepper.slider.value = 2          # what dragging the slider does
>>> stepper.message
'Expanded B; added C, D.'
>>> stepper.table
(['#', 'state', 'g'], [[1, 'C', 2], [2, 'D', 2]])
>>> stepper.next().index, stepper.previous().previous().index
(3, 1)
"""

import html

from ..draw.moves import Moves
from ..draw.render import FrameRenderer
from ..draw.views import view_for
from .base import DEFAULT_MAX_STEPS, Frame, StepperError, StepWidget, html_table

__all__ = ["Stepper", "play_moves", "as_trace"]

_DPI = 80


def as_trace(obj):
    """The steppable trace of ``obj``: a trace as is, or a search result's trace.

    Raises
    ------
    StepperError
        If ``obj`` is a result run without ``trace=True``, or not steppable.
    """
    if hasattr(obj, "trace") and not hasattr(obj, "__getitem__"):
        if obj.trace is None:
            name = getattr(obj, "algorithm", "the search")
            raise StepperError(f"this {name} result has no trace: run the search with "
                               "trace=True to step through it")
        obj = obj.trace
    if not (hasattr(obj, "__len__") and hasattr(obj, "__getitem__")):
        raise StepperError(f"cannot step through a {type(obj).__name__}: give a search result "
                           "(run with trace=True), a Trace, or an object with len() and [i]")
    return obj


class Stepper(StepWidget):
    """A stepper widget over one trace; see :func:`~searchlib.widgets.step_through`.

    Attributes
    ----------
    trace : object
        The steppable trace.
    view : object
        The view drawing it (:mod:`searchlib.draw.views`).
    figure : matplotlib.figure.Figure
        The one figure, updated in place.
    total : int
        Steps in the trace; ``count`` of them are offered (``max_steps``).
    index : int
        The step shown.
    """

    def __init__(self, trace, *, max_steps=None, start=None, figsize=None, dpi=None,
                 interval=None, max_rows=None, title=None, **view_options):
        from matplotlib.figure import Figure

        self.trace = as_trace(trace)
        self.total = len(self.trace)
        if self.total < 1:
            raise StepperError("the trace has no steps")
        limit = DEFAULT_MAX_STEPS if max_steps is None else max_steps
        if limit < 1:
            raise StepperError(f"max_steps must be 1 or more, not {max_steps!r}")
        count = min(self.total, limit)
        self.max_rows = 12 if max_rows is None else max_rows
        self.figure = Figure(figsize=figsize or (4.8, 4.8), dpi=dpi or _DPI, layout="constrained")
        ax = self.figure.add_subplot()
        self.view = view_for(self.trace, ax, **view_options)
        if figsize is None and getattr(self.view, "figsize", None):
            self.figure.set_size_inches(self.view.figsize)
        self.renderer = FrameRenderer(self.figure, getattr(self.view, "artists", None),
                                      fixed=getattr(self.view, "fixed", None))
        note = ""
        if count < self.total:
            note = (f"This trace has {self.total:,} steps; the slider shows the first "
                    f"{count:,} (max_steps={limit}). Steps are read only when shown.")
        self._build(count, start=start, interval=interval, title=title or "", note=note)

    def _frame(self, index):
        step = self.trace[index]
        view = self.view
        view.update(step)
        png = self.renderer.png()
        headers, rows = view.table(step)
        summary = view.summary(step)
        caption = getattr(view, "table_caption", None)
        side = (f'<div style="font-size:12px;margin-bottom:6px">{html.escape(summary)}</div>'
                + html_table(headers, rows, max_rows=self.max_rows, caption=caption))
        message = view.message(step) if hasattr(view, "message") else getattr(step, "message", "")
        counter = f"step {index} of {self.count - 1}"
        return Frame(png, side, message or "", counter, (step, (headers, rows), summary))

    # -- reading what is shown (for notebook checks and tests) ---------------
    @property
    def step(self):
        """The step shown."""
        return self.frame(self.index).extra[0]

    @property
    def table(self):
        """``(headers, rows)`` of the side table shown (every row, not only those displayed)."""
        return self.frame(self.index).extra[1]

    @property
    def summary(self):
        """The counters shown."""
        return self.frame(self.index).extra[2]

    @property
    def message(self):
        """The step shown, in words."""
        return self.frame(self.index).message

    def _static_text(self):
        last = self.frame(self.count - 1)
        name = getattr(self.trace, "algorithm", "") or "trace"
        shown = f"{self.count} steps" + (f" of {self.total}" if self.count < self.total else "")
        return f"{name}: {shown}; last step: {last.message} ({last.extra[2]})"

    def _static_html(self):
        last = self.frame(self.count - 1)
        return (f"<p><b>{html.escape(getattr(self.trace, 'algorithm', '') or 'trace')}</b>, "
                f"step {self.count - 1}: {html.escape(last.message)}<br/>"
                f"{html.escape(last.extra[2])}</p>")

    def __repr__(self):
        return (f"<Stepper {getattr(self.trace, 'algorithm', '')}: step {self.index} of "
                f"{self.count - 1}>")


def play_moves(puzzle, actions, *, state=None, figsize=None, dpi=None, interval=None):
    """A widget that plays ``actions`` on a sliding puzzle's board, move by move.

    Parameters
    ----------
    puzzle : SlidingPuzzle
        The puzzle.
    actions : sequence of str
        Moves of the blank (``result.actions`` of a search, for instance).
    state : tuple, optional
        The board to start from (default: the puzzle's start).

    Examples
    --------
    >>> from searchlib import SlidingPuzzle
    >>> player = play_moves(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)), ["right", "right"])
    >>> player.go(-1).summary
    'move 2 of 2 · tiles out of place 0 · Manhattan distance 0 · solved'
    """
    return Stepper(Moves(puzzle, actions, state=state), figsize=figsize, dpi=dpi,
                   interval=interval or 700, title="")
