"""Drills: endless small questions, each checked by the library and explained by the stepper.

``drill(kind, seed=None)`` draws a small instance (a graph, a maze, a game
tree) from a seed, asks one question about it with its tie rule stated,
and checks an answer with :meth:`Drill.check`.  A wrong answer gets a
report that says where it parts from the search (naming a known mistake
only when the answer is exactly what that mistake gives; when several
known mistakes give that answer, all of them are named, never just one),
and a stepper on that very instance.  An answer that cannot be meant (a
decimal or "4,6" where a whole number is asked, "4,6" where a decimal
is, a move or leaf value the question does not have, a value outside the
leaves' range, a list that is no path from S to G, an order that does not
begin at S or goes on after G, a state or leaf listed twice where each comes
once, an empty item between commas, bounds that do not rise or are below 0)
is refused with the reason, and not scored.  As in the lessons, a
label that names what is asked ("leaves: 5 10 ...", "value: 7", and
"value 7" where a number follows) and a unit that names what is counted ("20 states") are
read, and one that names something else is refused, naming it.  The
first wrong answer does not show the right one: its text says where
the answer parts from the search and what the learner has there, never
what the search has, nor how many items (arcs cut) are missing, and its stepper
opens where the answer parts ways and asks, in predict mode, what happens
there.  A known mistake is still named on the first wrong answer, because the
name is true, and it can let the learner work the answer out: "that count
includes the goal" tells them to take one away.  A second wrong answer, or
:meth:`Drill.show_me`, says what the search has, gives the answer, and opens
an ordinary stepper.
``drill.kinds`` lists the kinds.  The same seed always gives the same
question.

In a notebook a drill displays as a small widget: the question, the
picture, a box for the answer, "check", "show me" and "another question".

Examples
--------
>>> d = drill("bfs-order", seed=1)
>>> d.kind, d.seed
('bfs-order', 1)
>>> report = d.check("S D C G")
>>> bool(report)
False
>>> print(report.text)
Not yet: that is the order in which depth-first search (a stack) takes the states out. Try again, or press “show me” for the answer.
>>> print(d.check("S A C B D G").text)
Not yet. Your list parts from the search at item 3: you have C, the search has B. The answer is S, A, B, C, D, G.
>>> print(drill("bfs-order", seed=1).check("S A C B D G").text)   # a first wrong answer
Not yet. Your list parts from the search at item 3 (you have C there). Try again, or press “show me” for the answer.
>>> bool(d.check("S-A-B-C-D-G")), bool(d.check("sabcdg")), bool(d.check("S → A → B → C → D → G."))
(True, True, True)
>>> bool(d.check("BFS order: S, A, B, C, D, G")), bool(drill("expanded-count", 0).check("20 states"))
(True, True)
>>> print(d.check("S A 7").text)
Could not read 'S A 7' as an answer: 7 is not a state of this graph. Write a list of states in order, such as S A B G.
>>> d.next().seed
2
"""

import html
import random

from ..errors import SearchlibError
from .kinds import KINDS, UCBQuestion, Unreadable

__all__ = ["drill", "Drill", "DrillReport", "DrillError"]


class DrillError(SearchlibError):
    """An unknown drill kind or a bad seed."""


def _show(value):
    if isinstance(value, list):
        return ", ".join(_show(v) for v in value)
    if isinstance(value, set):
        return ", ".join(sorted(map(str, value))) or "none"
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        return f"{value:.2f}".rstrip("0").rstrip(".")
    if isinstance(value, tuple):
        return "(" + ", ".join(_show(v) for v in value) + ")"
    return str(value)


def _name_all(named):
    """"Not yet: ..." naming each known mistake in ``named`` (all give the learner's answer)."""
    first, *rest = named
    head = f"Not yet: {first}."
    for words in rest:
        head += (f" It is also {words.removeprefix('that is ')}." if words.startswith("that is ")
                 else f" It also fits another mistake: {words}.")
    return head


def _sets_apart(mine, truth, reveal=False):
    """How a set of arcs differs from the right one, in facts that do not give the answer:
    the arcs listed that are not cut are named; that cut arcs are left out is said, and how
    many only once the answer is given (before that the count is part of the answer)."""
    extra, missing = sorted(mine - truth), len(truth - mine)
    if not mine and missing:
        if not reveal:
            return " One or more arcs are cut here."
        return f" {missing} arcs are cut." if missing > 1 else " An arc is cut."
    parts = []
    if extra:
        names = " and ".join([", ".join(extra[:-1]), extra[-1]] if len(extra) > 1 else extra)
        parts.append(f"arc {names} is not cut" if len(extra) == 1
                     else f"arcs {names} are not cut")
    if missing and not reveal:          # how many are missing is part of the answer
        parts.append("your list leaves out one or more arcs that are cut")
    elif missing:
        parts.append("your list leaves out " + ("an arc that is cut" if missing == 1
                                                else f"{missing} arcs that are cut"))
    if not parts:
        return ""
    text = ", and ".join(parts) if len(parts) == 2 else parts[0]
    return " " + text[0].upper() + text[1:] + "."


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

    def __init__(self, drill, right, text, start=None, revealed=True):
        self.drill, self.right, self.text, self.start = drill, right, text, start
        self.revealed = revealed
        self._stepper = None

    def __bool__(self):
        return self.right

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<DrillReport {'right' if self.right else 'wrong'}: {self.text}>"

    @property
    def stepper(self):
        """A stepper on the drill's instance (None for a right answer or one not read).

        Before the answer is given it is in predict mode, opened where the answer parts
        ways (it asks what happens there); once the answer is given, an ordinary stepper.
        """
        if self.right or self.start is None:
            return None
        if self._stepper is None:
            from ..widgets.stepping import step_through
            result = self.drill._task.run()
            start = min(self.start, len(result.trace) - 1)
            if self.revealed:
                self._stepper = step_through(result, start=start)
            else:
                self._stepper = step_through(result, start=start,
                                             predict=self.drill._task.practice)
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
    seed : int
        A whole number, 0 or more (the same seed always gives the same question).
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
        task = KINDS[kind](seed)          # first: a failure leaves the drill as it was
        self.kind, self.seed, self._task = kind, seed, task
        self.question = task.question
        self.instance = task.instance
        self._png = None
        self._wrong = 0

    # -- answering -------------------------------------------------------------------
    def check(self, answer):
        """Check ``answer`` (a list, a number, a tuple, or the same written as text, perhaps
        after a label naming what is asked, or with a unit naming what is counted).

        Returns a :class:`DrillReport`, falsy when the answer is wrong.  The first
        wrong answer to a question is not shown the right one (though a known mistake
        named, such as a count one too high, may let the learner work it out); the second
        is.
        """
        task = self._task
        try:
            mine = task.read(answer)
        except Unreadable as error:
            return DrillReport(self, False, self._unreadable(answer, str(error), error.advice),
                               revealed=False)
        except (TypeError, ValueError, ArithmeticError):
            return DrillReport(self, False, self._unreadable(answer, ""), revealed=False)
        unknown = self._unknown(mine)
        if unknown is not None:
            return DrillReport(self, False, self._unreadable(answer, unknown), revealed=False)
        if task.compare(mine, task.answer):
            return DrillReport(self, True, f"Right: {_show(task.answer)}.")
        self._wrong += 1
        reveal = self._wrong >= 2
        named = [words for value, words in task.mistakes
                 if value is not None and task.compare(mine, value)
                 and not task.compare(value, task.answer)]
        named = list(dict.fromkeys(named))
        if not reveal:      # before the answer is given: words that do not name it
            named = list(dict.fromkeys(task.first.get(words, words) for words in named))
        if named:
            # every known mistake that gives this answer is named, never one of several
            head = _name_all(sorted(named, key=lambda words: words not in task.also))
        else:
            head = "Not yet." + self._parting(mine, reveal)
        tail = (f" The answer is {_show(task.answer)}." if reveal
                else " Try again, or press “show me” for the answer.")
        start = task.diverge(mine) if task.diverge else 0
        return DrillReport(self, False, head + tail, start, revealed=reveal)

    def show_me(self):
        """The answer, in a report with a stepper on the instance (from the start)."""
        task = self._task
        return DrillReport(self, False, f"The answer is {_show(task.answer)}.", 0)

    def _unknown(self, mine):
        """Words for a state in ``mine`` that the instance does not have (or None)."""
        names = getattr(self.instance, "adjacency", None)
        truth = self._task.answer
        if names is None or not isinstance(mine, list) or not isinstance(truth, list) or \
                not all(item in names for item in truth):
            return None                 # the answer is not a list of states (IDA*'s bounds)
        strange = [m for m in mine if m not in names]
        if strange:
            return f"{_show(strange[0])} is not a state of this graph"
        return None

    def _unreadable(self, answer, reason, advice=None):
        """Why ``answer`` is refused, and what to write instead: ``advice`` where the reason
        has its own (99 where no count can be 99), else how the question's answers look."""
        task = self._task
        shown = "nothing" if answer is None or answer == "" else repr(answer)
        how = advice or (f"Write {task.form}, as in the example in the question."
                         if task.example else f"Write {task.form}.")
        return (f"Could not read {shown} as an answer" + (f": {reason}" if reason else "")
                + f". {how}")

    def _parting(self, mine, reveal=False):
        """Where a list answer parts from the search's.  Before the answer is given it names
        only what the learner wrote (and the items it got right by their place), never an
        item of the answer the learner did not write there."""
        truth = self._task.answer
        if isinstance(truth, set) and isinstance(mine, set):
            return _sets_apart(mine, truth, reveal)
        if not isinstance(truth, list) or not isinstance(mine, list):
            return ""
        for i, (a, b) in enumerate(zip(mine, truth)):
            if a != b:
                if reveal:
                    return (f" Your list parts from the search at item {i + 1}: you have "
                            f"{_show(a)}, the search has {_show(b)}.")
                return (f" Your list parts from the search at item {i + 1} (you have "
                        f"{_show(a)} there).")
        if len(mine) < len(truth):
            items = "item" if len(mine) == 1 else "items"
            return (f" Your list stops after {len(mine)} {items}; the search goes on"
                    + (f" with {_show(truth[len(mine)])}." if reveal else "."))
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


def _figure(instance, numbers=None):
    """The drill's picture as a matplotlib figure, and the drawing on it."""
    from matplotlib.figure import Figure

    from ..draw import draw_graph, draw_maze, draw_tree
    from ..games.tree import GameTree
    from ..problems.maze import Maze

    figure = Figure(figsize=(4.6, 3.4), dpi=80, layout="constrained")
    ax = figure.add_subplot()
    if isinstance(instance, UCBQuestion):
        from ..draw.mcts import MCTSView
        drawing = MCTSView(ax, instance.trace)
        # no path in colour: the last backup's path would look like a hint
        drawing.update(instance.trace[instance.index - 1], path=False)
        figure.set_size_inches(*drawing.figsize)
    elif isinstance(instance, Maze):
        figure.set_size_inches(3.6, 3.0)
        drawing = draw_maze(ax, instance, numbers=numbers, legend=False)
    elif isinstance(instance, GameTree):
        drawing = draw_tree(instance, ax)
    else:
        drawing = draw_graph(ax, instance, numbers=numbers, legend=False)
    return figure, drawing


def _picture(instance, numbers=None):
    from ..draw import figure_png

    return figure_png(_figure(instance, numbers)[0])


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
