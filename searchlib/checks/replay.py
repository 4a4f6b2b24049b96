"""Step through the learner's own recorded run beside the reference's: :func:`step_through`.

When no planted mistake explains a failing search, its report carries a
*replay* (:attr:`~searchlib.checks.report.Report.replay`): the smallest
failing case as plain data, and the calls the learner's function and the
reference made on the problem (the states they expanded, the children they
generated).  :func:`step_through` turns it into the course's comparison
stepper (:func:`searchlib.widgets.compare`): two drawings of the same graph
or maze on one slider, step ``k`` showing each run after its ``k``-th
expansion.  In Jupyter a report with a replay shows a button that opens it.

A replay is a dict::

    {"kind": "graph", "graph": {node: [neighbour, ...]}, "start": ..., "goal": ...,
     "mine": [event, ...], "theirs": [event, ...], "names": ["your function", "BFS"]}

(``"kind": "maze"`` has ``"text"``, the maze drawn as text, instead of the
graph), where an event is ``("expand", state)`` or ``("generate", parent,
child)``.

Examples
--------
>>> replay = {"kind": "graph", "graph": {"A": ["B", "C"], "B": ["D"], "C": ["D"]},
...           "start": "A", "goal": "D", "names": ["yours", "BFS"],
...           "mine": [("expand", "A"), ("generate", "A", "C"), ("expand", "C")],
...           "theirs": [("expand", "A"), ("generate", "A", "B"), ("generate", "A", "C"),
...                      ("expand", "B")]}
>>> both = step_through(replay)
>>> both.go(2).rows[0][2], both.rows[1][2]
('Expanded C.', 'Expanded B.')
"""

import html

__all__ = ["Run", "step_through", "button"]

#: The most expansions a replay shows.
MOST = 400


class _Step:
    __slots__ = ("index", "current", "explored", "frontier", "message")

    def __init__(self, index, current, explored, frontier, message):
        self.index, self.current, self.explored = index, current, explored
        self.frontier, self.message = frontier, message


class Run:
    """One recorded run as a steppable (see :mod:`searchlib.draw.views`).

    Step 0 is before the first expansion; step ``k`` is just after the
    ``k``-th: the state expanded then, those expanded before it, and the
    states generated so far and not yet expanded (the frontier, as far as
    the calls show it).
    """

    def __init__(self, name, problem, events):
        self.algorithm = name
        self.problem = problem
        self.steps = [_Step(0, None, [], [problem.initial], "Before the first expansion.")]
        explored, waiting = [], [problem.initial]
        for event in list(events):
            if event[0] == "expand":
                if len(self.steps) > MOST:
                    break
                state = event[1]
                explored.append(state)
                waiting = [s for s in waiting if s != state]
                self.steps.append(_Step(len(self.steps), state, list(explored), list(waiting),
                                        f"Expanded {state}."))
            elif event[0] == "generate" and self.steps:
                child = event[2]
                if child not in waiting and child not in explored:
                    waiting.append(child)
                last = self.steps[-1]
                last.frontier = list(waiting)
                last.message = (last.message[:-1] + "; " if "generated" not in last.message
                                else last.message[:-1] + ", ") + (
                    f"generated {child}." if "generated" not in last.message else f"{child}.")

    def __len__(self):
        return len(self.steps)

    def __getitem__(self, index):
        return self.steps[index]

    def make_view(self, ax, **options):
        from ..problems import Maze
        return (_MazeView if isinstance(self.problem, Maze) else _GraphView)(ax, self)


class _View:
    table_caption = "expanded so far"

    def table(self, step):
        return ["#", "expanded"], [[k + 1, s] for k, s in enumerate(step.explored)][::-1][:12]

    def summary(self, step):
        return f"expanded {len(step.explored)} · waiting {len(step.frontier)}"

    def message(self, step):
        return step.message


class _GraphView(_View):
    def __init__(self, ax, run):
        from ..draw.graph import draw_graph
        from ..draw.style import COLOURS
        self.colours = COLOURS
        self.drawing = draw_graph(ax, run.problem, legend=False)
        self.figsize = self.drawing.figsize
        self.artists = self.drawing.artists

    def update(self, step):
        roles = dict.fromkeys(step.explored, "explored")
        roles.update(dict.fromkeys(step.frontier, "frontier"))
        if step.current is not None:
            roles[step.current] = "current"
        self.drawing.nodes.set_facecolor([self.colours[roles.get(n, "unseen")]
                                          for n in self.drawing.order])


class _MazeView(_View):
    def __init__(self, ax, run):
        import numpy as np
        from ..draw.maze import draw_maze
        from ..draw.style import COLOURS, rgb
        self.np, self.maze = np, run.problem
        self.drawing = draw_maze(ax, run.problem, legend=False)
        self.base = self.drawing.image.get_array().copy()
        self.rgb = {role: rgb(COLOURS[role]) for role in ("explored", "frontier", "current")}
        self.artists = self.drawing.artists

    def update(self, step):
        pixels = self.np.array(self.base, copy=True)
        for role, cells in (("explored", step.explored), ("frontier", step.frontier),
                            ("current", [step.current] if step.current else [])):
            for cell in cells:
                if isinstance(cell, tuple) and len(cell) == 2:
                    pixels[cell[0], cell[1]] = self.rgb[role]
        self.drawing.image.set_data(pixels)


def _problem(replay):
    if replay["kind"] == "maze":
        from ..problems import Maze
        return Maze.from_text(replay["text"])
    from ..problems import GraphProblem
    return GraphProblem({k: list(v) for k, v in replay["graph"].items()}, replay["start"],
                        replay["goal"])


def step_through(replay):
    """The comparison stepper of a replay: the learner's run beside the reference's."""
    from ..widgets import compare
    problem = _problem(replay)
    mine, theirs = replay["names"]
    return compare(Run(mine, problem, replay["mine"]), Run(theirs, problem, replay["theirs"]),
                   titles=[mine, theirs])


def button(replay):
    """A button that opens the replay's stepper below it (an ipywidgets VBox)."""
    import ipywidgets as w
    mine, theirs = replay["names"]
    label = f"Step through {mine} beside {theirs}"
    open_button = w.Button(description=label, icon="play", layout=w.Layout(width="auto"),
                           tooltip=f"on \u201c{replay.get('case', '')}\u201d")
    open_button.add_class("searchlib-replay-button")
    out = w.Output()
    box = w.VBox([open_button, out])
    box.add_class("searchlib-replay")

    def opened(_):
        open_button.disabled = True
        with out:
            from IPython.display import display
            display(step_through(replay).widget)
    open_button.on_click(opened)
    box.open = lambda: opened(None)
    return box


def describe(replay):
    """A one-line HTML note for static viewers."""
    return html.escape(f"(replay of \u201c{replay.get('case', '')}\u201d: "
                       "report.step_through() shows it)")
