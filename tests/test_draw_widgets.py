"""Drawings update in place; views agree with traces; the widgets step both ways."""

import base64
import io

import numpy as np
import pytest
from matplotlib.figure import Figure
from PIL import Image

from searchlib import (
    GraphProblem, Maze, SlidingPuzzle, astar, bfs, dfs, dls, greedy, iddfs, random_graph,
    random_maze, ucs,
)
from searchlib.draw import (
    DrawError, FrameRenderer, GraphView, MazeView, Moves, PuzzleView, TextView, board_text,
    check_view, draw_board, draw_graph, draw_maze, graph_layout, view_for,
)
from searchlib.errors import SearchlibError
from searchlib.games import GameTree, alphabeta
from searchlib.problems import Problem
from searchlib.search.trace import describe_state
from searchlib.widgets import Comparison, Stepper, StepperError, compare, play_moves, step_through

SMALL = """
##########
#A   #   #
# ## # # #
#      #B#
##########
"""
DEMO = {"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}


def pixels(png):
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


@pytest.fixture(scope="module")
def maze():
    return Maze.from_text(SMALL)


@pytest.fixture(scope="module")
def demo():
    return GraphProblem(DEMO, "A", "E")


# -- drawings ------------------------------------------------------------------

def test_maze_drawing_updates_the_same_artists(maze):
    fig = Figure()
    ax = fig.add_subplot()
    trace = astar(maze, trace=True).trace
    drawing = draw_maze(ax, maze, numbers="g+h")
    children = list(ax.get_children())
    image, before = drawing.image, drawing.image.get_array().copy()
    drawing.update(trace[5])
    assert drawing.image is image and ax.figure is fig
    assert list(ax.get_children()) == children  # nothing added, nothing replaced
    assert not np.array_equal(before, drawing.image.get_array())
    assert drawing.texts[maze.initial].get_text() == f"0+{maze.h(maze.initial)}"
    # the path line follows the current node
    xs, ys = drawing.line.get_data()
    assert list(zip(ys, xs)) == trace[5].path


def test_maze_roles_follow_the_step(maze):
    trace = bfs(maze, trace=True).trace
    drawing = draw_maze(Figure().add_subplot(), maze)
    for step in trace:
        drawing.update(step)
        frontier = {e.state for e in step.frontier}
        for cell in maze.open_cells:
            role = drawing.role_at(cell)
            if step.kind == "goal" and cell in step.path:
                assert role == "path"
            elif cell == step.state and step.kind not in ("goal", "start"):
                assert role == "current"      # at the start, the start only waits
            elif cell in frontier:
                assert role == "frontier"
            elif cell in step.explored:
                assert role == "explored"
            else:
                assert role == "open"


def test_maze_numbers_refused_on_a_big_maze():
    with pytest.raises(DrawError, match="numbers are written only"):
        draw_maze(Figure().add_subplot(), random_maze(41, 41, seed=0), numbers="h")
    with pytest.raises(DrawError, match="numbers must be one of"):
        draw_maze(Figure().add_subplot(), Maze.from_text(SMALL), numbers="cost")


def test_graph_drawing_updates_in_place(demo):
    ax = Figure().add_subplot()
    trace = bfs(demo, goal_test="removed", trace=True).trace
    drawing = draw_graph(ax, demo, numbers="g")
    children = list(ax.get_children())
    drawing.update(trace[0])
    first = drawing.nodes.get_facecolor().copy()
    drawing.update(trace[3])
    assert list(ax.get_children()) == children
    assert not np.array_equal(first, drawing.nodes.get_facecolor())
    assert [drawing.role_of(n) for n in "ABCDEF"] == [
        "explored", "explored", "current", "frontier", "frontier", "unseen"]
    assert drawing.scores["C"].get_text() == "g=2"
    assert drawing.scores["F"].get_text() == ""
    assert len(drawing.path.get_segments()) == 2  # A-B, B-C


def test_graph_weights_and_arrows_are_drawn():
    weighted = GraphProblem({"S": {"A": 2, "B": 5}, "A": {"B": 1}}, "S", "B", undirected=True)
    ax = Figure().add_subplot()
    draw_graph(ax, weighted)
    texts = {t.get_text() for t in ax.texts}
    assert {"2", "5", "1"} <= texts
    plain = GraphProblem({"S": ["A"], "A": ["S"]}, "S", "A")
    ax = Figure().add_subplot()
    draw_graph(ax, plain)
    assert not {"1"} & {t.get_text() for t in ax.texts}  # all weights 1: not written
    assert len(ax.patches) == 2  # two arrows (curved, both ways)


def test_graph_layout_is_fixed_and_seeded(demo):
    assert graph_layout(demo) == graph_layout(demo)
    wide = GraphProblem({0: list(range(1, 12))}, 0, 11)
    spring = graph_layout(wide)
    assert spring == graph_layout(wide) == graph_layout(wide, layout="spring", seed=0)
    assert spring != graph_layout(wide, layout="spring", seed=1)
    given = GraphProblem(DEMO, "A", "E", pos={n: (i, 0) for i, n in enumerate("ABCDEF")})
    assert graph_layout(given)["F"] == (5.0, 0.0)
    with pytest.raises(DrawError, match="no position for node"):
        graph_layout(demo, layout={"A": (0, 0)})


def test_board_drawing_and_moves():
    puzzle = SlidingPuzzle((1, 2, 3, 4, 0, 5, 7, 8, 6))
    ax = Figure().add_subplot()
    board = draw_board(ax, puzzle)
    children = list(ax.get_children())
    assert board.numbers() == ["1", "2", "3", "4", "", "5", "7", "8", "6"]
    board.update(puzzle.result(puzzle.initial, "right"))
    assert board.numbers()[3:6] == ["4", "5", ""] and board.moved == 5
    assert list(ax.get_children()) == children
    with pytest.raises(DrawError, match="not square"):
        draw_board(Figure().add_subplot(), (1, 2, 0))
    moves = Moves(puzzle, ["right", "down"])
    assert [m.state for m in (moves[0], moves[-1])] == [puzzle.initial, puzzle.goal]
    with pytest.raises(SearchlibError):
        Moves(puzzle, ["up", "up", "up"])


def test_blitting_gives_the_same_picture_as_a_full_drawing(maze):
    for trace, options in ((astar(maze, trace=True).trace, {"numbers": "g+h"}),
                           (astar(random_graph(12, seed=3), trace=True).trace, {"numbers": "f"}),
                           (iddfs(maze, trace=True).trace, {}),
                           (alphabeta(GameTree([[[3, 5], [6, 9]], [[1, 2], [0, -1]]]),
                                      trace=True).trace, {})):
        stepper = Stepper(trace, **options)
        # twice round: the second time, texts seen before are pasted, not drawn
        for k in (stepper.count // 2, 1, stepper.count - 1) * 2:
            stepper._cache.clear()
            stepper.go(k)
            # the same picture; pasting what was drawn once (the fixed labels, a text seen
            # before) may round a channel by one or two where its edges are blended
            fast, full = pixels(stepper.png).astype(int), pixels(stepper.renderer.full_png())
            assert np.abs(fast - full).max() <= 2


def test_pasted_pixels_are_bounded_and_lines_are_pasted_too(monkeypatch):
    from searchlib.draw import render
    trace = alphabeta(GameTree([[[3, 5], [6, 9]], [[1, 2], [0, -1]]]), trace=True).trace
    stepper = Stepper(trace)
    for k in list(range(stepper.count)) * 2:
        stepper._cache.clear()
        stepper.go(k)
    kept = stepper.renderer._sprites
    assert any(key[1:2] and isinstance(key[1], bytes) for key in kept), "no arc was pasted"
    # with room for a few sprites only, the oldest are forgotten and the pictures stay right
    monkeypatch.setattr(render, "_SPRITE_BYTES", 20_000)
    stepper = Stepper(trace)
    for k in list(range(stepper.count)) * 2:
        stepper._cache.clear()
        stepper.go(k)
        fast, full = pixels(stepper.png).astype(int), pixels(stepper.renderer.full_png())
        assert np.abs(fast - full).max() <= 2
        renderer = stepper.renderer
        assert renderer._sprite_bytes == sum(v[2].nbytes for v in renderer._sprites.values()
                                             if v is not False) <= 20_000
    assert any(v is not False for v in stepper.renderer._sprites.values())


def test_renderer_without_artists_draws_everything():
    fig = Figure(figsize=(2, 2), dpi=40)
    ax = fig.add_subplot()
    line, = ax.plot([0, 1], [0, 1])
    renderer = FrameRenderer(fig)
    first = renderer.png()
    line.set_color("red")
    assert renderer.png() != first


# -- views -----------------------------------------------------------------------

@pytest.mark.parametrize("search", [bfs, dfs, ucs, greedy, astar])
def test_frontier_table_matches_the_trace(maze, search):
    trace = search(maze, trace=True).trace
    view = view_for(trace, Figure().add_subplot())
    assert isinstance(view, MazeView)
    headers, _ = view.table(trace[0])
    for step in trace:
        headers, rows = view.table(step)
        assert [r[1] for r in rows] == [describe_state(e.state) for e in step.frontier]
        assert [r[2] for r in rows] == [e.g for e in step.frontier]
        if "f" in headers:
            assert [r[4] for r in rows] == [e.f for e in step.frontier]
        waiting = [e for e in step.frontier if not e.stale]
        assert f"frontier {len(waiting)}" in view.summary(step)
        stale = len(step.frontier) - len(waiting)
        assert (f"stale {stale}" in view.summary(step)) == bool(stale)
        assert f"expanded {step.expanded}" in view.summary(step)
    assert ("h" in headers) == (search in (greedy, astar))


def test_depth_limited_table_is_the_current_path(maze):
    trace = dls(maze, 6, trace=True).trace
    view = view_for(trace, Figure().add_subplot())
    for step in trace[:20]:
        headers, rows = view.table(step)
        assert headers == ["depth", "state", "action", "g"]
        assert [r[1] for r in rows] == [describe_state(s) for s in step.path]
        assert view.summary(step).startswith("limit 6 · path length")


def test_view_dispatch(maze, demo):
    ax = Figure().add_subplot
    assert isinstance(view_for(bfs(demo, trace=True).trace, ax()), GraphView)
    assert isinstance(view_for(bfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 0, 8)),
                                   trace=True).trace, ax()), PuzzleView)

    class Counting(Problem):
        initial, goal = 0, 3

        def actions(self, state):
            return [1]

        def result(self, state, action):
            return state + action

    trace = bfs(Counting(), trace=True).trace
    view = view_for(trace, ax())
    assert isinstance(view, TextView)
    view.update(trace[2])
    assert view.drawing.text.get_text() == "1"
    with pytest.raises(DrawError, match="does not take these options"):
        view_for(bfs(maze, trace=True).trace, ax(), colour="red")
    with pytest.raises(DrawError, match="cannot show a list"):
        view_for([1, 2], ax())


def test_a_trace_can_bring_its_own_view():
    calls = []

    class Tree:
        algorithm = "toy"

        def __len__(self):
            return 3

        def __getitem__(self, i):
            return f"step {i}"

        def make_view(self, ax, **options):
            calls.append(options)
            return View(ax)

    class View:  # the protocol, without ``artists``: the figure is redrawn in full
        def __init__(self, ax):
            self.text = ax.text(0.5, 0.5, "")

        def update(self, step):
            self.text.set_text(step)

        def table(self, step):
            return ["what"], [[step]]

        def summary(self, step):
            return f"summary of {step}"

    stepper = step_through(Tree(), size="big")
    assert calls == [{"size": "big"}]
    first = stepper.png
    stepper.slider.value = 2
    assert stepper.table == (["what"], [["step 2"]]) and stepper.summary == "summary of step 2"
    assert stepper.message == "" and stepper.png != first
    with pytest.raises(DrawError, match="lacks table, summary"):
        check_view(type("Half", (), {"update": lambda self, step: None})())


def test_board_text():
    assert board_text((1, 2, 3, 4, 5, 6, 7, 8, 0), 3) == "123/456/78_"


# -- the stepper -----------------------------------------------------------------

def test_stepper_moves_both_ways(maze):
    trace = bfs(maze, trace=True).trace
    stepper = step_through(trace)
    assert (stepper.count, stepper.index) == (len(trace), 0)
    pictures = {}
    for k in [3, 4, 5, 4, 3, 0, len(trace) - 1]:
        stepper.slider.value = k
        assert stepper.index == k and stepper.step.index == k
        assert stepper.message == trace[k].message
        assert stepper.message in stepper.message_html.value
        assert stepper.table == stepper.view.table(trace[k])
        assert f"step {k} of {len(trace) - 1}" in stepper.counter.value
        pictures.setdefault(k, stepper.png)
        assert stepper.png == pictures[k]  # back to a step: the same picture
    assert len(set(pictures.values())) == len(pictures)  # every step its own picture
    stepper.go(3)
    stepper.next_button.click()
    assert stepper.index == 4
    stepper.previous_button.click()
    stepper.previous_button.click()
    assert stepper.index == 2
    stepper.go(0).previous()
    assert stepper.index == 0
    stepper.go(-1).next()
    assert stepper.index == len(trace) - 1
    stepper.close()
    assert stepper.slider.comm is None and stepper.widget.comm is None


def test_stepper_draws_on_one_figure_and_rerenders_the_same(maze):
    stepper = step_through(astar(maze, trace=True), numbers="f")
    figure, children = stepper.figure, list(stepper.view.ax.get_children())
    seen = {k: stepper.go(k).png for k in range(stepper.count)}
    stepper._cache.clear()  # render again from scratch, in another order
    for k in reversed(range(stepper.count)):
        assert stepper.go(k).png == seen[k]
    assert stepper.figure is figure and list(stepper.view.ax.get_children()) == children


def test_stepper_reads_a_step_only_when_shown(maze):
    trace = bfs(maze, trace=True).trace
    read = []

    class Spy:
        problem, discipline, h, priority, algorithm, events = (
            trace.problem, trace.discipline, trace.h, trace.priority, "spy", trace.events)
        explored_order = trace.explored_order

        def __len__(self):
            return len(trace)

        def __getitem__(self, i):
            read.append(i)
            return trace[i]

    stepper = step_through(Spy())
    stepper.go(5)
    stepper.go(0)
    stepper.go(5)
    assert read[:2] == [0, 5] and set(read) == {0, 5}  # no walk over the trace, cached


def test_huge_trace_is_capped_and_lazy(maze):
    base = bfs(maze, trace=True).trace
    read = []

    class Huge:
        problem, discipline, h, priority, algorithm, events = (
            base.problem, base.discipline, base.h, base.priority, "huge", base.events)
        explored_order = base.explored_order

        def __len__(self):
            return 10 ** 9

        def __getitem__(self, i):
            read.append(i)
            return base[i % len(base)]

    stepper = step_through(Huge(), max_steps=50)
    assert stepper.count == 50 and stepper.slider.max == 49
    assert "1,000,000,000 steps" in stepper.note_html.value
    stepper.go(7)
    assert sorted(set(read)) == [0, 7]
    default = step_through(Huge())
    assert default.count == 5000 and "max_steps=5000" in default.note_html.value
    # a real search cut by its budget, with a long trace, opens at once
    real = step_through(bfs(SlidingPuzzle.scrambled(40, n=4, seed=2), max_nodes=20000,
                            trace=True))
    assert real.count == 5000 < real.total


def test_static_output_has_the_final_picture(demo):
    stepper = step_through(bfs(demo, goal_test="removed", trace=True))
    bundle = stepper._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    png = base64.b64decode(bundle["image/png"])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert png == stepper.frame(stepper.count - 1).png
    assert png != stepper.png  # the widget still shows step 0; the static picture is the last
    assert "Removed E: it is the goal." in bundle["text/plain"]
    assert bundle["text/plain"].startswith("BFS: 6 steps")
    assert 'src="data:image/png;base64,' in bundle["text/html"]
    assert "expanded 4" in bundle["text/html"]
    both = compare(dfs(demo, trace=True), bfs(demo, trace=True))
    bundle = both._repr_mimebundle_()
    assert base64.b64decode(bundle["image/png"])[:4] == b"\x89PNG"
    assert "DFS:" in bundle["text/plain"] and "BFS:" in bundle["text/plain"]


def test_errors_show_in_the_widget_and_are_raised(maze):
    trace = bfs(maze, trace=True).trace

    class Broken:
        problem, discipline, h, priority, algorithm = (
            trace.problem, trace.discipline, trace.h, trace.priority, "broken")
        explored_order, events = trace.explored_order, trace.events

        def __len__(self):
            return len(trace)

        def __getitem__(self, i):
            if i == 3:
                raise RuntimeError("step 3 is broken")
            return trace[i]

    stepper = step_through(Broken())
    with pytest.raises(RuntimeError, match="step 3 is broken"):
        stepper.slider.value = 3
    assert "step 3 is broken" in stepper.message_html.value
    assert "Error at step 3" in stepper.message_html.value


def test_bad_inputs_raise_searchlib_errors(maze):
    with pytest.raises(StepperError, match="trace=True"):
        step_through(bfs(maze))
    with pytest.raises(StepperError, match="cannot step through"):
        step_through(42)
    with pytest.raises(StepperError, match="start must be"):
        step_through(bfs(maze, trace=True), start=999)
    with pytest.raises(StepperError, match="outside"):
        step_through(bfs(maze, trace=True)).go(999)
    with pytest.raises(StepperError, match="two or more"):
        compare(bfs(maze, trace=True))
    with pytest.raises(StepperError, match="one problem"):
        compare(bfs(maze, trace=True), bfs(GraphProblem(DEMO, "A", "E"), trace=True))
    assert issubclass(StepperError, SearchlibError) and issubclass(DrawError, SearchlibError)


def test_compare_runs_one_slider_and_stops_short_traces(maze):
    short, long = bfs(maze, trace=True), dfs(maze, trace=True)
    both = compare(short, long, titles=["breadth", "depth"])
    assert isinstance(both, Comparison) and len(both.views) == 2
    lengths = [len(short.trace), len(long.trace)]
    assert both.count == max(lengths) and lengths[0] != lengths[1]
    end = max(lengths) - 1
    both.slider.value = end
    for name, length, row, step in zip(["breadth", "depth"], lengths, both.rows, both.steps):
        assert row[0] == name
        assert step.index == min(end, length - 1)
        assert row[1] == f"{length - 1} (done)"
    both.go(2)
    assert [r[1] for r in both.rows] == [2, 2]
    assert both.rows[0][2] == short.trace[2].message and both.rows[1][2] == long.trace[2].message
    picture = both.png
    both.next_button.click()
    assert both.index == 3 and both.png != picture


def test_play_moves_widget():
    puzzle = SlidingPuzzle.scrambled(8, seed=5)
    actions = astar(puzzle).actions
    player = play_moves(puzzle, actions)
    assert player.count == len(actions) + 1
    player.slider.value = 1
    assert player.message.startswith(f"Move 1 of {len(actions)}: the blank moves {actions[0]}")
    assert player.table[1][0] == [2, actions[1], player.table[1][0][2]]
    player.go(-1)
    assert player.summary.endswith("solved") and player.table[1] == []
