"""Tree drawings: layout, what a step shows, and updates in place."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from searchlib import (  # noqa: E402
    GameError, GameTree, TicTacToe, alphabeta, expectimax, maxn, minimax,
)
from searchlib.draw import BoardView, TreeView, draw_tree, tree_layout, view_for  # noqa: E402
from searchlib.draw.tree import _FACE  # noqa: E402
from searchlib.games import examples as E  # noqa: E402


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def test_layout_is_tidy():
    tree = E.EXERCISE_27
    pos = tree_layout(tree)
    xs = [pos[s][0] for s in tree.leaves]
    assert xs == list(range(27))
    for s in range(tree.size):
        kids = tree.children(s)
        if kids:
            assert pos[s][0] == (pos[kids[0]][0] + pos[kids[-1]][0]) / 2
            assert all(pos[k][1] == pos[s][1] - 1 for k in kids)
    # no two nodes at the same place
    assert len(set(pos.values())) == tree.size


def test_view_updates_in_place_and_shows_the_step():
    trace = alphabeta(E.LECTURE, trace=True).trace
    fig, ax = plt.subplots()
    view = view_for(trace, ax, caption=True)
    assert isinstance(view, TreeView)
    artists = len(ax.get_children())
    figures = plt.get_fignums()
    tree = E.LECTURE
    c, seven = tree.find("C"), tree.node((1, 2))
    view.update(trace[9])                       # the first cut
    assert view.value_text(c) == "≤ 3"
    assert view.marks[seven].get_visible()
    assert view.edges[seven].get_linestyle() == "--"
    assert view.nodes[c].get_markerfacecolor() == _FACE["active"]     # on the path
    assert view.bounds[c].get_text() == "α=4\nβ=9"
    assert view.title.get_text().startswith("Cut: 3 <= alpha = 4")
    view.update(trace[-1])
    assert view.value_text(0) == "4" and view.value_text(tree.find("B")) == "4"
    assert view.edges[tree.find("B")].get_linewidth() == 3.5          # the chosen move
    view.update(trace[0])                       # and back again
    assert not view.marks[seven].get_visible() and view.value_text(c) == ""
    assert view.edges[tree.find("B")].get_linewidth() == 1.2
    assert len(ax.get_children()) == artists and plt.get_fignums() == figures
    fig.canvas.draw()


def test_view_protocol_table_and_summary():
    trace = alphabeta(E.EXERCISE_27, trace=True).trace
    view = view_for(trace, None)
    step = trace[25]
    view.update(step)
    headers, rows = view.table(step)
    assert headers[-2:] == ["alpha", "beta"] and rows[0][0] == "root"
    assert view.summary(step) == "leaves evaluated: 9 of 27; cuts: 2"
    assert view.value_text(E.EXERCISE_27.find("MAX3")) == "≥ 4"
    view.update(len(trace) - 1)                  # an index works too
    assert view.value_text(0) == "2"


def test_draw_tree_variants():
    v = draw_tree(maxn(E.GHOSTS, trace=True))
    assert v.value_text(0) == "(8,8,1)"
    v = draw_tree(expectimax(E.EXPECTIMAX, trace=True))
    assert v.value_text(0) == "5" and v.value_text(1) == "5"
    v = TreeView(None, E.CHAPTER)                # just the tree
    assert v.value_text(E.CHAPTER.leaves[0]) == "3" and v.value_text(0) == ""
    with pytest.raises(GameError, match="trace=True"):
        draw_tree(minimax(E.CHAPTER))


def test_forty_leaves_fit():
    tree = GameTree([[[i, i + 1] for i in range(4)] for _ in range(5)])
    assert len(tree.leaves) == 40
    view = draw_tree(alphabeta(tree, trace=True))
    fig = view.ax.figure
    assert fig.get_figwidth() <= 16
    fig.canvas.draw()
    # leaf value texts do not overlap
    boxes = [view.values[s].get_window_extent() for s in tree.leaves]
    assert all(a.x1 <= b.x0 for a, b in zip(boxes, boxes[1:]))



def test_tuple_leaves_get_room():
    view = draw_tree(maxn(E.THREE_PLAYERS, trace=True))
    view.ax.figure.canvas.draw()
    boxes = [view.values[s].get_window_extent() for s in E.THREE_PLAYERS.leaves]
    assert all(a.x1 < b.x0 for a, b in zip(boxes, boxes[1:]))      # "(7,4,-1)(5,-1,-1)"


def test_probabilities_clear_of_the_chance_nodes_value():
    fig, ax = plt.subplots(figsize=(4, 3.5))        # half of a side-by-side figure
    view = draw_tree(expectimax(E.EXPECTIMAX_RELABELLED, trace=True), ax=ax)
    fig.canvas.draw()
    chance = E.EXPECTIMAX_RELABELLED.find("B")
    value = view.values[chance].get_window_extent()
    assert view.value_text(chance) == "50.5"
    probs = [t for t in ax.texts if t.get_text() == "0.5"]
    assert len(probs) == 2
    assert not any(value.overlaps(t.get_window_extent()) for t in probs)

def test_board_games_step_as_boards():
    trace = alphabeta(TicTacToe("XO.X.O..."), trace=True).trace
    with pytest.raises(GameError, match="needs a GameTree"):
        TreeView(None, trace)
    view = view_for(trace, None, caption=True)
    assert isinstance(view, BoardView)
    artists = len(view.ax.get_children())
    view.update(trace[3])                   # X wins down the first column
    assert view.board.get_text() == "X O X\nX O O\nX . ."
    assert view.line.get_text() == "moves: (0, 2), (1, 1), (2, 0)"
    assert view.value.get_text() == "value 1"
    view.update(trace[-1])
    assert view.board.get_text() == "X O .\nX . O\n. . ."
    assert view.line.get_text() == "moves: none yet"
    assert view.title.get_text().startswith("Done: the root's value is 1")
    assert len(view.ax.get_children()) == artists
    assert view.summary(trace[-1]).startswith("leaves evaluated: ")


def _crosses(segment, box):
    """Does the segment ((x0, y0), (x1, y1)) pass through the box (display coordinates)?"""
    (x0, y0), (x1, y1) = segment
    for k in range(101):
        t = k / 100
        x, y = x0 + t * (x1 - x0), y0 + t * (y1 - y0)
        if box.x0 < x < box.x1 and box.y0 < y < box.y1:
            return True
    return False


@pytest.mark.parametrize("result", [
    lambda: maxn(E.GHOSTS, trace=True), lambda: alphabeta(E.LECTURE, trace=True),
    lambda: alphabeta(E.EXERCISE_27, trace=True), lambda: expectimax(E.EXPECTIMAX, trace=True),
    lambda: maxn(E.THREE_PLAYERS, trace=True)], ids=["ghosts", "lecture", "27", "chance", "three"])
def test_no_edge_runs_through_a_value(result):
    view = draw_tree(result())
    fig = view.ax.figure
    fig.canvas.draw()
    to_display = view.ax.transData.transform
    segments = [to_display(line.get_xydata()) for line in view.edges.values()]
    tree = view.tree
    for s, text in view.values.items():
        if not text.get_text():
            continue
        if tree.terminal(s) and not getattr(tree, "multi", False):
            continue        # written inside its square, which hides the end of its edge
        box = text.get_window_extent()
        hits = [k for k, seg in enumerate(segments) if _crosses(seg, box)]
        assert not hits, f"an edge runs through the value {text.get_text()!r} of node {s}"


def test_arc_labels_are_written_in_a_font_that_tells_l_from_bar():
    view = draw_tree(E.TWO_CUTS)
    labels = [t for t in view.ax.texts if t.get_text() == "l"]
    assert labels and all("Mono" in t.get_fontfamily()[0] for t in labels)


@pytest.mark.parametrize("example", ["TWO_CUTS", "LECTURE"])
def test_alpha_beta_bounds_of_neighbours_do_not_overlap(example):
    # a right child's bounds and its right neighbour's (a left child's) face each other
    view = draw_tree(alphabeta(getattr(E, example), trace=True))
    fig = view.ax.figure
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    boxes = [(s, t.get_window_extent(renderer)) for s, t in view.bounds.items() if t.get_text()]
    assert len(boxes) >= 4
    clashes = [(a, b) for i, (a, box) in enumerate(boxes) for b, other in boxes[i + 1:]
               if box.overlaps(other)]
    plt.close(fig)
    assert not clashes, f"alpha/beta texts overlap at {clashes}"
