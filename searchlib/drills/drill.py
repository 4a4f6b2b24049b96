"""Drills: endless small questions, each checked by the library and explained by the stepper.

``drill(kind, seed=None)`` draws a small instance (a graph, a maze, a game
tree) from a seed, asks one question about it with its tie rule stated,
and checks an answer with :meth:`Drill.check`.  A wrong answer gets a
report that says where it parts from the search (naming a known mistake
only when the answer is exactly what that mistake gives) and a stepper on
that very instance, opened where the two part ways.  ``drill.kinds``
lists the kinds.  The same seed always gives the same question.

In a notebook a drill displays as a small widget: the question, the
picture, a box for the answer, "check" and "another question".

Examples
--------
>>> d = drill("bfs-order", seed=1)
>>> d.kind, d.seed
('bfs-order', 1)
>>> report = d.check("S A C G")
>>> bool(report)
False
>>> print(report.text)
Not yet: that is the order of depth-first search (a stack). The answer is S, A, C, B, D, G.
>>> bool(d.check(["S", "A", "C", "B", "D", "G"]))
True
>>> d.next().seed
2
"""

import html
import random

from ..errors import SearchlibError
from .kinds import KINDS, UCBQuestion

__all__ = ["drill", "Drill", "DrillReport", "DrillError"]


class DrillError(SearchlibError):
    """An unknown drill kind or a bad seed."""


def _show(value):
    if isinstance(value, list):
        return ", ".join(_show(v) for v in value)
    if isinstance(value, set):
        return ", ".join(sorted(map(str, value))) or "none"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:g}"
    if isinstance(value, tuple):
        return "(" + ", ".join(_show(v) for v in value) + ")"
    return str(value)


class DrillReport:
    """The verdict on one answer: falsy when wrong.

    Attributes
    ----------
    right : bool
    text : str
        The verdict in words.
    start : int or None
        The step the explaining stepper opens at (wrong answers only).
    """

    def __init__(self, drill, right, text, start=None):
        self.drill, self.right, self.text, self.start = drill, right, text, start
        self._stepper = None

    def __bool__(self):
        return self.right

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<DrillReport {'right' if self.right else 'wrong'}: {self.text}>"

    @property
    def stepper(self):
        """A stepper on the drill's instance, opened where the answer parts ways (or None)."""
        if self.right or self.start is None:
            return None
        if self._stepper is None:
            from ..widgets.stepping import step_through
            result = self.drill._task.run()
            start = min(self.start, len(result.trace) - 1)
            self._stepper = step_through(result, start=start)
        return self._stepper

    def _repr_html_(self):
        colour = "#1a7f37" if self.right else "#cf222e"
        return (f'<div class="searchlib-drill-report" style="color:{colour}">'
                f"{html.escape(self.text)}</div>")

    def _ipython_display_(self):
        from IPython.display import HTML, display
        display(HTML(self._repr_html_()))
        if self.stepper is not None:
            display(self.stepper)


class Drill:
    """One drill question; see :mod:`searchlib.drills.drill`.

    Attributes
    ----------
    kind : str
    seed : int or str
    question : str
        The question, tie rule included.
    instance : object
        The graph, maze or game tree asked about.
    """

    def __init__(self, kind, seed=None):
        if kind not in KINDS:
            raise DrillError(f"no drill kind {kind!r}; the kinds are: {', '.join(KINDS)}")
        if seed is None:
            seed = random.randrange(1, 100_000)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise DrillError(f"a drill's seed is a whole number 0 or more, not {seed!r}")
        self._widget = None
        self._load(kind, seed)

    def _load(self, kind, seed):
        self.kind, self.seed = kind, seed
        self._task = KINDS[kind](seed)
        self.question = self._task.question
        self.instance = self._task.instance
        self._png = None

    # -- answering -------------------------------------------------------------------
    def check(self, answer):
        """Check ``answer`` (a list, a number, a tuple, or the same written as text).

        Returns a :class:`DrillReport`, falsy when the answer is wrong.
        """
        task = self._task
        try:
            mine = task.parse(answer)
        except (TypeError, ValueError):
            return DrillReport(self, False, f"Could not read {answer!r} as an answer to this "
                                            "question: see the example in the question.")
        if task.compare(mine, task.answer):
            return DrillReport(self, True, f"Right: {_show(task.answer)}.")
        named = [words for value, words in task.mistakes
                 if value is not None and task.compare(mine, value)
                 and not task.compare(value, task.answer)]
        named = list(dict.fromkeys(named))
        if len(named) == 1:
            head = f"Not yet: {named[0]}."
        else:
            head = "Not yet." + self._parting(mine)
        start = task.diverge(mine) if task.diverge else 0
        return DrillReport(self, False, f"{head} The answer is {_show(task.answer)}.", start)

    def _parting(self, mine):
        truth = self._task.answer
        if not isinstance(truth, list) or not isinstance(mine, list):
            return ""
        for i, (a, b) in enumerate(zip(mine, truth)):
            if a != b:
                return (f" Your list parts from the search at item {i + 1}: you have "
                        f"{_show(a)}, the search has {_show(b)}.")
        if len(mine) < len(truth):
            return f" Your list stops after {len(mine)} items; the search goes on with " \
                   f"{_show(truth[len(mine)])}."
        return f" Your list goes on after the search ends ({_show(mine[len(truth)])})."

    def next(self):
        """A new drill of the same kind (the next seed)."""
        return Drill(self.kind, self.seed + 1)

    # -- showing ----------------------------------------------------------------------
    @property
    def png(self):
        """A picture of the instance (PNG bytes)."""
        if self._png is None:
            self._png = _picture(self.instance, self._task.numbers)
        return self._png

    def __repr__(self):
        return f"<Drill {self.kind} seed {self.seed}: {self.question}>"

    @property
    def widget(self):
        """The drill as a widget (built once; "another question" loads the next seed)."""
        if self._widget is None:
            from .widget import DrillWidget
            self._widget = DrillWidget(self)
        return self._widget

    def _repr_mimebundle_(self, include=None, exclude=None):
        data = dict(self.widget.box._repr_mimebundle_(include=include, exclude=exclude) or {})
        data["text/plain"] = f"Drill {self.kind} (seed {self.seed}): {self.question}"
        return data


def _picture(instance, numbers=None):
    from matplotlib.figure import Figure

    from ..draw import draw_graph, draw_maze, draw_tree, figure_png
    from ..games.tree import GameTree
    from ..problems.maze import Maze

    figure = Figure(figsize=(4.6, 3.4), dpi=80, layout="constrained")
    ax = figure.add_subplot()
    if isinstance(instance, UCBQuestion):
        from ..draw.mcts import MCTSView
        view = MCTSView(ax, instance.trace)
        view.update(instance.trace[instance.index - 1])
        figure.set_size_inches(*view.figsize)
    elif isinstance(instance, Maze):
        figure.set_size_inches(3.6, 3.0)
        draw_maze(ax, instance, numbers=numbers, legend=False)
    elif isinstance(instance, GameTree):
        draw_tree(instance, ax)
    else:
        draw_graph(ax, instance, numbers=numbers, legend=False)
    return figure_png(figure)


def drill(kind, seed=None):
    """A drill question of ``kind``; see :mod:`searchlib.drills.drill` and ``drill.kinds``.

    Parameters
    ----------
    kind : str
        One of ``drill.kinds``.
    seed : int, optional
        Which instance (default: a random one; the drill shows its seed).

    Examples
    --------
    >>> "astar-order" in drill.kinds and "maxn-root" in drill.kinds
    True
    >>> drill("minimax-value", seed=5).question == drill("minimax-value", seed=5).question
    True
    """
    return Drill(kind, seed)


drill.kinds = tuple(KINDS)
