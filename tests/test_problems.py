"""Problems: parsing, the three maze situations, and clear errors for bad input."""


import networkx as nx
import pytest

import searchlib.data

from searchlib import (
    GraphError, GraphProblem, Maze, MazeError, PuzzleError, SearchlibError, SlidingPuzzle,
    astar, bfs, dfs, greedy,
)

MAZES = searchlib.data.ROOT / "mazes"  # shipped with the package


def test_maze_situation_dfs_explores_far_more():
    maze = Maze.load(MAZES / "dfs-wanders.txt")
    d, b = dfs(maze), bfs(maze, goal_test="removed")
    assert (d.removed, b.removed) == (287, 31)
    assert d.cost == b.cost == 7


def test_maze_situation_dfs_returns_long_route():
    maze = Maze.load(MAZES / "two-routes.txt")
    assert dfs(maze).cost == 80
    assert bfs(maze).cost == 4


def test_maze_situation_greedy_longer_than_astar():
    maze = Maze.load(MAZES / "greedy-trap.txt")
    g, a = greedy(maze), astar(maze)
    assert (g.cost, a.cost) == (27, 21)
    assert g.expanded < a.expanded


def test_greedy_trap_reproduces_the_lectures_numbers():
    maze = Maze.load(MAZES / "greedy-trap.txt")
    steps = astar(maze, trace=True).trace
    fork = next(s for s in steps if s.kind == "expand" and s.state == (7, 6))
    assert sorted((e.g, e.h, e.f) for e in fork.frontier) == [(6, 11, 17), (6, 13, 19)]
    before_turn = next(s for s in steps if s.kind == "expand" and s.state == (5, 11))
    assert [(e.g, e.h, e.f) for e in before_turn.frontier] == [(6, 13, 19), (15, 6, 21)]
    assert steps[before_turn.index + 1].state == (7, 5)


def test_maze_parsing_pads_ragged_rows_and_indentation():
    maze = Maze.from_text("""
        #####
        #A B
        ###
    """)
    assert (maze.height, maze.width) == (3, 5)
    assert maze.walls[2] == [True] * 5
    assert bfs(maze).actions == ["right", "right"]


@pytest.mark.parametrize("text, words", [
    ("####\n#  #\n####", "no start"),
    ("####\n#AB#\n#A #\n####", "2 starts"),
    ("####\n#A #\n####", "no goal"),
    ("#####\n#ABB#\n#####", "2 goals"),
    ("####\n#AxB\n####", "unknown character 'x' at row 1, column 2"),
    ("\n   \n\n", "empty"),
])
def test_bad_mazes_are_named(text, words):
    with pytest.raises(MazeError, match=words):
        Maze.from_text(text)


def test_maze_errors_are_value_errors():
    assert issubclass(MazeError, ValueError) and issubclass(MazeError, SearchlibError)
    maze = Maze.from_text("#####\n#A B#\n#####")
    with pytest.raises(MazeError, match="cannot move 'up'"):
        maze.result((1, 1), "up")


def test_generated_mazes_are_deterministic_and_solvable():
    a, b = Maze.generate(21, 31, seed=5), Maze.generate(21, 31, seed=5)
    assert a.to_text() == b.to_text() != Maze.generate(21, 31, seed=6).to_text()
    assert bfs(a).found


@pytest.mark.parametrize("tiles, words", [
    ((1, 2, 3, 4, 5, 6, 7, 8), "square number"),
    ((1, 2, 3, 4, 5, 6, 7, 7, 0), r"repeated: \[7\]; missing: \[8\]"),
    ((1, 2, 3, 4, 5, 6, 7, 8, 9), r"missing: \[0\]; not allowed: \[9\]"),
    ("abc", "square number|permutation"),
])
def test_bad_puzzles_are_named(tiles, words):
    with pytest.raises(PuzzleError, match=words):
        SlidingPuzzle(tiles)


def test_puzzle_moves_and_solvability():
    p = SlidingPuzzle((1, 2, 3, 4, 0, 5, 6, 7, 8))
    assert p.actions(p.initial) == ["up", "down", "left", "right"]
    assert p.result(p.initial, "left") == (1, 2, 3, 0, 4, 5, 6, 7, 8)
    with pytest.raises(PuzzleError, match="cannot move"):
        SlidingPuzzle((0, 1, 2, 3, 4, 5, 6, 7, 8)).result((0, 1, 2, 3, 4, 5, 6, 7, 8), "up")
    assert SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 8, 0)).inversions() == 0
    assert SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5)).inversions() == 10
    fifteen = SlidingPuzzle(tuple(range(1, 16)) + (0,))
    assert fifteen.is_solvable()
    swapped = SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0))
    assert not swapped.is_solvable()
    blank_up = SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12))
    assert blank_up.is_solvable() and len(bfs(blank_up).actions) == 1


def test_successors_fast_path_agrees_with_actions_and_result():
    for n in (2, 3, 4):
        p = SlidingPuzzle.scrambled(20, n=n, seed=n)
        state = p.initial
        expected = [(a, p.result(state, a), 1) for a in p.actions(state)]
        assert p.successors(state) == expected


def test_graph_problem_from_dicts_and_networkx():
    g = GraphProblem({"A": {"B": 2}, "B": {"C": 1}}, "A", "C")
    assert g.nodes == ["A", "B", "C"] and g.actions("C") == []
    nxg = nx.Graph()
    nxg.add_edge("A", "B", weight=2)
    nxg.add_edge("B", "C")
    u = GraphProblem(nxg, "C", "A")
    assert u.actions("B") == ["A", "C"] and u.step_cost("B", "A", "A") == 2
    assert bfs(u).states == ["C", "B", "A"]


@pytest.mark.parametrize("make, words", [
    (lambda: GraphProblem({"A": ["B"]}, "Z", "B"), "start 'Z' is not a node"),
    (lambda: GraphProblem({"A": ["B"]}, "A", "Q"), "goal 'Q' is not a node"),
    (lambda: GraphProblem({"A": {"B": -1}}, "A", "B"), "negative"),
    (lambda: GraphProblem({"A": {"B": "far"}}, "A", "B"), "not a number"),
    (lambda: GraphProblem(["A", "B"], "A", "B"), "dict of neighbour lists"),
    (lambda: GraphProblem({"A": ["B"]}, "A", "B", h={"A": 1}), "no value for 'B'"),
])
def test_bad_graphs_are_named(make, words):
    with pytest.raises(GraphError, match=words):
        make()
