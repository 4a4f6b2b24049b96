"""Tree drawings: layout, what a step shows, and updates in place."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from searchlib import (  # noqa: E402
    GameError, GameTree, TicTacToe, alphabeta, expectimax, maxn, minimax,
)
from searchlib.draw import BoardView, TreeView, draw_tree, tree_layout, view_for  # noqa: E402
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
    assert view.nodes[c].get_markerfacecolor() == "#fff3b0"          # on the path
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
