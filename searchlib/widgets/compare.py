"""Two or more searches of one problem, side by side, on one slider: :func:`compare`.

Each trace gets its own axes in one figure and its own row in a table of
counters (under the pictures, so a wide figure never pushes it off the
page); the slider's step ``k`` shows step ``k`` of every trace, and a
trace that has ended stays on its last step (marked "done").  With
``stack=True`` the pictures go one above the other, for drawings that need
the whole width (a big game tree).

Examples
--------
>>> from searchlib import GraphProblem, bfs, dfs
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> both = compare(dfs(demo, trace=True), bfs(demo, goal_test="removed", trace=True))
>>> both.count, [len(t) for t in both.traces]
(7, [7, 6])
>>> both.go(3).rows[0][:3]
['DFS', 3, 'Expanded D; added F.']
"""

from ..draw.render import FrameRenderer
from ..draw.views import view_for
from .base import DEFAULT_MAX_STEPS, Frame, StepperError, StepWidget, html_table
from .stepper import as_trace

__all__ = ["Comparison", "compare"]

_DPI = 80


class Comparison(StepWidget):
    """Several traces side by side on one slider; see :func:`compare`.

    Attributes
    ----------
    traces : list
        The traces, in the order given.
    views : list
        One view per trace.
    rows : list of list
        What the table shows now, one row per trace: name, step shown,
        message, counters.
    """

    def __init__(self, traces, *, max_steps=None, start=None, figsize=None, dpi=None,
                 interval=None, titles=None, stack=None, mixed=False, **view_options):
        from matplotlib.figure import Figure

        self.traces = [as_trace(t) for t in traces]
        if len(self.traces) < 2:
            raise StepperError(f"compare needs two or more traces, not {len(self.traces)}")
        kinds = {type(getattr(t, "problem", None)).__name__ for t in self.traces}
        if len(kinds) > 1:
            raise StepperError(f"compare shows traces of one problem; these are of "
                               f"{', '.join(sorted(kinds))}")
        if not mixed:
            first = getattr(self.traces[0], "problem", None)
            for k, trace in enumerate(self.traces[1:], 2):
                why = _difference(first, getattr(trace, "problem", None))
                if why:
                    raise StepperError(
                        f"compare shows searches of one problem side by side, but trace {k} "
                        f"searched another one ({why}); to put different problems side by "
                        "side on purpose, pass mixed=True")
        self.lengths = [len(t) for t in self.traces]
        if min(self.lengths) < 1:
            raise StepperError("one of the traces has no steps")
        limit = DEFAULT_MAX_STEPS if max_steps is None else max_steps
        count = min(max(self.lengths), limit)
        names = list(titles) if titles is not None else [
            getattr(t, "algorithm", "") or f"trace {k + 1}" for k, t in enumerate(self.traces)]
        if len(names) != len(self.traces):
            raise StepperError(f"{len(names)} titles for {len(self.traces)} traces")
        self.names = names
        n = len(self.traces)
        self.figure = Figure(figsize=figsize or ((8.0, 4.0 * n) if stack else (4.0 * n, 4.4)),
                             dpi=dpi or _DPI, layout="constrained")
        axes = (self.figure.subplots(n, 1, squeeze=False)[:, 0] if stack
                else self.figure.subplots(1, n, squeeze=False)[0])
        self.views = []
        for ax, trace, name in zip(axes, self.traces, names):
            view = view_for(trace, ax, **view_options)
            ax.set_title(name, fontsize=11)
            if self.views and ax.get_legend() is not None:
                ax.get_legend().remove()  # one legend (under the first picture) is enough
            self.views.append(view)
        sizes = [getattr(v, "figsize", None) for v in self.views]
        if figsize is None and all(sizes):
            if stack:
                self.figure.set_size_inches(max(w for w, _ in sizes),
                                            sum(h for _, h in sizes) * 0.9)
            else:
                self.figure.set_size_inches(sum(w for w, _ in sizes) * 0.85,
                                            max(h for _, h in sizes) + 0.3)
        artists = [getattr(v, "artists", None) for v in self.views]
        together = None if any(a is None for a in artists) else [x for a in artists for x in a]
        self.renderer = FrameRenderer(self.figure, together)
        note = ""
        if count < max(self.lengths):
            note = (f"The longest trace has {max(self.lengths):,} steps; the slider shows the "
                    f"first {count:,} (max_steps={limit}).")
        self._build(count, start=start, interval=interval, note=note, side="below")

    def _frame(self, index):
        rows, steps = [], []
        for name, trace, view, length in zip(self.names, self.traces, self.views, self.lengths):
            k = min(index, length - 1)
            step = trace[k]
            view.update(step)
            message = view.message(step) if hasattr(view, "message") else getattr(
                step, "message", "")
            shown = f"{k} (done)" if index >= length - 1 else k
            rows.append([name, shown, message or "", view.summary(step)])
            steps.append(step)
        png = self.renderer.png()
        side = html_table(["search", "step", "what happened", "counters"], rows, wrap=(2, 3),
                          first=False)
        message = " | ".join(f"{r[0]}: {r[2]}" for r in rows)
        return Frame(png, side, message, f"step {index} of {self.count - 1}", (steps, rows))

    @property
    def rows(self):
        """The table shown now: one ``[name, step, message, counters]`` per trace."""
        return self.frame(self.index).extra[1]

    @property
    def steps(self):
        """The step shown of each trace."""
        return self.frame(self.index).extra[0]

    def _static_text(self):
        rows = self.frame(self.count - 1).extra[1]
        return "\n".join(f"{r[0]}: {self.lengths[k]} steps; last: {r[2]} ({r[3]})"
                         for k, r in enumerate(rows))

    def _static_html(self):
        rows = self.frame(self.count - 1).extra[1]
        return html_table(["search", "last step", "what happened", "counters"], rows,
                          wrap=(2, 3), first=False)

    def __repr__(self):
        return f"<Comparison {' vs '.join(self.names)}: step {self.index} of {self.count - 1}>"


def compare(*traces, max_steps=None, start=None, figsize=None, dpi=None, interval=None,
            titles=None, stack=None, mixed=False, **view_options):
    """Show two or more searches of the same problem side by side, on one slider.

    Parameters
    ----------
    *traces : SearchResult or Trace
        Results of searches run with ``trace=True`` (or their traces); a
        single list of them works too.
    titles : list of str, optional
        A name per trace (default: the algorithms' names).
    stack : bool, optional
        Put the pictures one above the other instead of side by side.
    mixed : bool
        Allow traces of different problems (by default two mazes, graphs
        or puzzles that differ are refused, with what differs: side by
        side, they would read as one problem).
    max_steps, start, figsize, dpi, interval, **view_options
        As for :func:`~searchlib.widgets.step_through`.

    Returns
    -------
    Comparison

    Examples
    --------
    >>> from searchlib import Maze, astar, greedy
    >>> maze = Maze.from_text('''
    ... #######
    ... #A  # #
    ... # #   #
    ... #   #B#
    ... #######''')
    >>> pair = compare([greedy(maze, trace=True), astar(maze, trace=True)])
    >>> pair.names
    ['Greedy', 'A*']
    """
    if len(traces) == 1 and isinstance(traces[0], (list, tuple)):
        traces = traces[0]
    return Comparison(traces, max_steps=max_steps, start=start, figsize=figsize, dpi=dpi,
                      interval=interval, titles=titles, stack=stack, mixed=mixed, **view_options)


#: What a picture shows of a problem: two problems that agree on these look the same.
_SHOWN = (("walls", "the walls"), ("adjacency", "the edges"), ("initial", "the start"),
          ("goal", "the goal"))


def _difference(a, b):
    """What differs between two problems a picture would show alike ("" if nothing)."""
    if a is b or a is None or b is None:
        return ""
    for name, words in _SHOWN:
        if getattr(a, name, None) != getattr(b, name, None):
            return f"{words} differ"
    return ""
