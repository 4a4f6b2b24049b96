"""The maze editor: a toggled wall changes the path, an enclosed goal says there is no
path, the start and goal move, the weight slider makes A* weighted, and clicks (on the
pictures through ipyevents, or on the button grid) edit the maze."""

import pytest

from searchlib import Maze, astar, bfs, edit_maze, random_maze
from searchlib.errors import SearchlibError
from searchlib.widgets.editor import _cell_size

MAZE = Maze.from_text("""
#######
#A    #
# ### #
#     #
# ### #
#    B#
#######""")


def shortest(maze):
    return bfs(maze).cost


def test_a_toggled_wall_changes_the_path_and_toggling_back_restores_it():
    editor = edit_maze(MAZE, clicks="none")
    before = {a: r.states for a, r in editor.results.items()}
    cell = before["BFS"][2]                      # a cell on BFS's path
    editor.toggle(cell)
    after = editor.results
    assert after["BFS"].states != before["BFS"]
    for a in ("BFS", "greedy", "A*"):
        assert cell not in after[a].states
    assert after["A*"].cost == after["BFS"].cost == shortest(editor.maze)
    assert editor.maze.walls[cell[0]][cell[1]] and not MAZE.walls[cell[0]][cell[1]]
    editor.toggle(cell)
    assert {a: r.states for a, r in editor.results.items()} == before


def reachable(maze):
    """The open cells reachable from the start (a flood fill written here)."""
    seen, todo = {maze.initial}, [maze.initial]
    while todo:
        r, c = todo.pop()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if not maze.walls[nxt[0]][nxt[1]] and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_an_enclosed_goal_says_no_path_and_how_much_was_searched():
    editor = edit_maze(MAZE, clicks="none")
    editor.toggle((5, 4)).toggle((4, 5))
    cells = len(reachable(editor.maze))
    assert cells == 16
    for a in ("BFS", "greedy", "A*"):
        assert not editor.results[a].found
        assert editor.summary[a] == (f"no path: the goal cannot be reached (expanded {cells} "
                                     "cells, all it could reach)")
    assert "no path" in editor.captions["A*"].value and "expanded 16 cells" in \
        editor.captions["A*"].value


def test_the_title_says_weighted_and_the_count_says_what_it_counts():
    maze = random_maze(21, 21, seed=4, loops=0.2)
    editor = edit_maze(maze, clicks="none")
    # greedy never expands a cell twice: 59 expansions are 59 cells (it used to say 60)
    assert editor.summary["greedy"].startswith("expanded 59 cells ·")
    assert editor.titles["A*"].value == "<b>A*</b>"
    # a weight where weighted A* expands some cell again after a cheaper path turns up:
    # counted here by an independent weighted A* (tests/test_weighted_astar.py's reference)
    from test_weighted_astar import reference
    for w in (1.5, 2, 2.5, 3, 4, 5):
        order, cost = reference(maze, w)
        if len(order) != len(set(order)):
            break
    else:
        raise AssertionError("no weight re-expands a cell in this maze")
    editor.weight.value = w
    assert editor.titles["A*"].value == f"<b>weighted A*, w = {w:g}</b>"
    n, cells = len(order), len(set(order))
    again = n - cells
    assert editor.summary["A*"].startswith(f"expanded {n} times: {cells} cells, {again} of "
                                           "them again after a cheaper path")
    assert editor.summary["A*"].endswith(f"· path cost {cost:g}")
    editor.weight.value = 1
    assert editor.titles["A*"].value == "<b>A*</b>"


def test_start_and_goal_move_and_stay_apart():
    editor = edit_maze(MAZE, clicks="none")
    editor.move_start((3, 1))
    assert editor.maze.initial == (3, 1) and editor.results["BFS"].states[0] == (3, 1)
    editor.move_goal((2, 5))                    # a wall becomes open for the goal
    assert editor.maze.goal == (2, 5) and not editor.maze.walls[2][5]
    assert editor.results["A*"].cost == shortest(editor.maze)
    editor.move_goal((3, 1))
    assert editor.maze.goal == (2, 5) and "different" in editor.status.value
    editor.toggle((3, 1))
    assert not editor.maze.walls[3][1] and "stay open" in editor.status.value


def test_the_weight_slider_makes_astar_weighted():
    maze = random_maze(21, 21, seed=3, loops=0.4)
    editor = edit_maze(maze, algorithms=("A*",), clicks="none")
    assert list(editor.results) == ["A*"]
    plain = editor.results["A*"]
    editor.weight.value = 4
    heavy = editor.results["A*"]
    reference = astar(maze, weight=4)
    assert (heavy.cost, heavy.expanded) == (reference.cost, reference.expanded)
    assert heavy.expanded < plain.expanded
    assert f"path cost {heavy.cost:g}" in editor.captions["A*"].value
    assert "weighted A*, w = 4" in editor.captions["A*"].value


def test_any_subset_side_by_side():
    editor = edit_maze(MAZE, algorithms=("BFS", "greedy"), clicks="none")
    assert [p.children[0].value for p in editor.row.children] == ["<b>BFS</b>", "<b>greedy</b>"]
    editor.checks["A*"].value = True
    editor.checks["BFS"].value = False
    assert list(editor.results) == ["greedy", "A*"] and len(editor.row.children) == 2


def test_a_click_on_the_picture_toggles_that_cell():
    pytest.importorskip("ipyevents")
    editor = edit_maze(MAZE, clicks="image")
    size = _cell_size(editor.maze)
    x, y = 3 * size + size // 2, 1 * size + 1
    before = editor.images["BFS"].value
    editor._on_mouse({"type": "mousedown", "dataX": x, "dataY": y})
    editor._on_mouse({"type": "mouseup", "dataX": x, "dataY": y})
    assert editor.maze.walls[1][3] and editor.images["BFS"].value != before
    # dragging the goal moves it
    gx, gy = 5 * size + 1, 5 * size + 1
    editor._on_mouse({"type": "mousedown", "dataX": gx, "dataY": gy})
    editor._on_mouse({"type": "mouseup", "dataX": 5 * size + 1, "dataY": 3 * size + 1})
    assert editor.maze.goal == (3, 5)


def test_the_button_grid_edits_too():
    editor = edit_maze(MAZE, clicks="buttons")
    editor.grid.buttons[1, 3].click()
    assert editor.maze.walls[1][3]
    assert editor.grid.buttons[1, 3].style.button_color == "#3b3b3b"
    editor.mode.value = "start"
    editor.grid.buttons[3, 3].click()
    assert editor.maze.initial == (3, 3)


def test_bad_input_is_named():
    with pytest.raises(SearchlibError, match="Maze"):
        edit_maze("#A B#")
    with pytest.raises(SearchlibError, match="unknown search"):
        edit_maze(MAZE, algorithms=("DFS",))
    with pytest.raises(SearchlibError, match="outside"):
        edit_maze(MAZE, clicks="none").toggle((9, 9))
