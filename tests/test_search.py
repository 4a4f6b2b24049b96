"""The search core: exact counts, traces, budgets and failure outcomes."""

import math

import pytest

import searchlib.data

from searchlib import (
    GraphProblem, Maze, Problem, SlidingPuzzle, astar, bfs, dfs, dls, greedy, iddfs,
    random_maze, ucs,
)

DATA = searchlib.data.ROOT  # the course's data, shipped with the package

# The 8-puzzle practical's table: moves, BFS generated, BFS held, IDDFS generated, IDDFS held.
PRACTICAL = [
    ((1, 2, 3, 4, 5, 6, 0, 7, 8), 2, 9, 7, 11, 3),
    ((1, 3, 0, 4, 2, 8, 7, 6, 5), 8, 362, 226, 816, 9),
    ((1, 3, 7, 5, 2, 6, 4, 8, 0), 12, 2009, 1180, 5826, 13),
    ((1, 5, 6, 7, 3, 4, 8, 2, 0), 16, 12882, 7394, 50262, 17),
    ((1, 7, 4, 2, 0, 3, 8, 6, 5), 18, 40254, 22187, 205881, 19),
]
DEMO = {"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}


@pytest.mark.parametrize("start, moves, bgen, bheld, igen, iheld", PRACTICAL)
def test_practical_table(start, moves, bgen, bheld, igen, iheld):
    puzzle = SlidingPuzzle(start)
    b = bfs(puzzle, goal_test="generated")     # the practical tests a child when generated
    i = iddfs(puzzle)
    assert (len(b.actions), b.generated, b.held) == (moves, bgen, bheld)
    assert (len(i.actions), i.generated, i.held, i.limit) == (moves, igen, iheld, moves)
    assert puzzle.play(b.actions)[-1] == puzzle.goal
    assert puzzle.play(i.actions)[-1] == puzzle.goal


def test_practical_18_move_solution_is_the_practicals():
    r = bfs(SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5)), goal_test="generated")
    assert " ".join(r.actions) == ("up left down right up right down down left left up right "
                                   "up left down right right down")
    assert iddfs(SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5))).actions == r.actions


@pytest.mark.parametrize("frame", [(2, 1, 3, 4, 5, 6, 7, 8, 0), (1, 2, 3, 4, 5, 6, 8, 7, 0)])
def test_unsolvable_frames(frame):
    puzzle = SlidingPuzzle(frame)
    assert puzzle.inversions() == 1 and not puzzle.is_solvable()
    r = bfs(puzzle)
    assert (r.found, r.outcome, r.held, r.actions, r.cost) == (False, "failure", 181440, None, math.inf)


def test_start_is_goal():
    r = bfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 8, 0)))
    assert (r.found, r.actions, r.states, r.generated, r.held) == (True, [], [r.states[0]], 1, 1)
    assert iddfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 8, 0))).generated == 1


def test_demo_graph_orders_lecture_variant():
    demo = GraphProblem(DEMO, "A", "E")
    d = dfs(demo, trace=True)
    b = bfs(demo, goal_test="removed", trace=True)
    assert d.trace.explored_order + [d.states[-1]] == ["A", "B", "D", "F", "C", "E"]
    assert b.trace.explored_order + [b.states[-1]] == ["A", "B", "C", "D", "E"]
    assert (d.removed, b.removed) == (6, 5)


def test_demo_graph_frontier_after_each_step():
    demo = GraphProblem(DEMO, "A", "E")
    steps = dfs(demo, trace=True).trace
    assert [[e.state for e in s.frontier] for s in steps] == [
        ["A"], ["B"], ["D", "C"], ["F", "C"], ["C"], ["E"], []]
    steps = bfs(demo, goal_test="removed", trace=True).trace
    assert [[e.state for e in s.frontier] for s in steps] == [
        ["A"], ["B"], ["C", "D"], ["D", "E"], ["E", "F"], ["F"]]
    assert steps[2].message == "Expanded B; added C, D."


def test_goal_f_counts():
    demo = GraphProblem(DEMO, "A", "F")
    assert dfs(demo).removed == 4
    assert bfs(demo, goal_test="removed").removed == 6


def test_campus_table_matches_practical():
    campus = GraphProblem.load(DATA / "graphs" / "campus.json")
    r = bfs(campus, goal_test="removed", trace=True)
    rows = [(n, state, frontier) for n, _, state, frontier in r.trace.table()]
    assert rows == [
        (1, "Gate", ["Reception", "Canteen"]),
        (2, "Reception", ["Canteen", "Office", "Library"]),
        (3, "Canteen", ["Office", "Library", "Ground"]),
        (4, "Office", ["Library", "Ground", "Hall"]),
        (5, "Library", ["Ground", "Hall", "Lab1"]),
        (6, "Ground", ["Hall", "Lab1"]),
        (7, "Hall", ["Lab1", "Lab2"]),
        (8, "Lab1", ["Lab2"]),
        (9, "Lab2", []),
    ]
    assert r.states == ["Gate", "Reception", "Office", "Hall", "Lab2"]


def test_bfs_returns_a_shortest_path_not_the_only_one():
    campus = GraphProblem.load(DATA / "graphs" / "campus.json")
    other = ["Gate", "Reception", "Library", "Lab1", "Lab2"]
    assert all(campus.step_cost(a, b, b) == 1 for a, b in zip(other, other[1:]))
    assert len(bfs(campus).states) == len(other)


def test_trace_counts_agree_with_result():
    maze = Maze.load(DATA / "mazes" / "greedy-trap.txt")
    for search in (bfs, dfs, greedy, astar, ucs, iddfs):
        r = search(maze, trace=True)
        last = r.trace[-1]
        assert (last.expanded, last.generated) == (r.expanded, r.generated), search.__name__
        assert r.trace[len(r.trace) // 2].index == len(r.trace) // 2


def test_random_access_equals_sequential():
    r = bfs(SlidingPuzzle((1, 3, 7, 5, 2, 6, 4, 8, 0)), trace=True)
    steps = list(r.trace)
    for i in (0, 1, 47, 48, 49, 500, len(steps) - 1):
        again = r.trace[i]
        assert [e.state for e in again.frontier] == [e.state for e in steps[i].frontier]
        assert again.message == steps[i].message


def test_ucs_prefers_cheaper_path_and_reopens():
    g = GraphProblem({"S": {"A": 1, "B": 5}, "A": {"B": 1}, "B": {"G": 1}}, "S", "G")
    r = ucs(g, trace=True)
    assert (r.states, r.cost) == (["S", "A", "B", "G"], 3)
    assert any(e[0] == "generate" and e[3] for e in r.trace.events)
    # lazy deletion: the costlier entry for B stays in the frontier, stale, until dropped
    steps = r.trace
    assert [(e.state, e.g, e.stale) for e in steps[2].frontier] == [("B", 2, False),
                                                                    ("B", 5, True)]
    # G (g = 3) leaves before the stale entry (g = 5) would: it is never dropped
    assert [(e.state, e.stale) for e in steps[-1].frontier] == [("B", True)]
    assert not any(s.kind == "discard" for s in steps)


def lowest_h_first(maze):
    """Greedy best-first search written out (the lecture's maze program with a priority
    queue): a cell already reached is never added again; ties to the newest entry."""
    import heapq
    import itertools
    newest = itertools.count(0, -1)
    start, goal = maze.initial, maze.goal
    frontier = [(maze.h(start), next(newest), start)]
    parent, order = {start: None}, []
    while frontier:
        _, _, cell = heapq.heappop(frontier)
        if cell == goal:
            path = [cell]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return order, path[::-1]
        order.append(cell)
        r, c = cell
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if not maze.walls[nxt[0]][nxt[1]] and nxt not in parent:
                parent[nxt] = cell
                heapq.heappush(frontier, (maze.h(nxt), next(newest), nxt))
    return order, None


def test_greedy_never_adds_a_reached_state_again():
    # In this maze a shorter way to an expanded cell turns up; greedy (ordered by h
    # alone) used to expand it again (60 expansions of 59 cells); it no longer does.
    maze = random_maze(21, 21, seed=4, loops=0.2)
    r = greedy(maze, trace=True)
    order, path = lowest_h_first(maze)
    assert r.trace.explored_order == order and r.states == path
    assert r.expanded == len(set(order)) == 59
    assert not any(e[0] == "generate" and e[3] for e in r.trace.events)
    for seed in range(30):
        maze = random_maze(15, 15, seed=seed, loops=0.3)
        r = greedy(maze, trace=True)
        assert (r.trace.explored_order, r.states) == lowest_h_first(maze)
    # uniform-cost search and A* still add a state again for a cheaper path
    g = GraphProblem({"S": {"A": 1, "B": 1}, "A": {"C": 1}, "B": {"C": 3}, "C": {"G": 3}},
                     "S", "G", h={"S": 0, "A": 4, "B": 0, "C": 0, "G": 0})
    assert astar(g, trace=True).trace.explored_order == ["S", "B", "C", "A", "C"]


def test_astar_inconsistent_but_admissible_heuristic_is_optimal():
    g = GraphProblem({"S": {"A": 1, "B": 1}, "A": {"C": 1}, "B": {"C": 3}, "C": {"G": 3}},
                     "S", "G", h={"S": 0, "A": 4, "B": 0, "C": 0, "G": 0})
    assert astar(g).cost == 5


def test_tree_search_on_two_way_graph_is_stopped_by_budget():
    g = GraphProblem({"A": ["B"], "B": ["A"], "C": []}, "A", "C")
    r = bfs(g, avoid=None, max_nodes=1000)
    assert (r.found, r.outcome) == (False, "budget")
    assert r.generated == 1000          # the budget holds exactly
    r = dfs(g, avoid=None, max_seconds=0.05, max_nodes=10**9)
    assert r.outcome == "budget"


def test_iddfs_stops_at_max_depth_and_says_so():
    r = iddfs(SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0)), max_depth=8)
    assert (r.found, r.outcome, r.limit) == (False, "cutoff", 8)
    r = iddfs(SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0)), max_nodes=20000)
    assert r.outcome == "budget" and r.generated <= 20001


def test_iddfs_exhausts_a_finite_graph():
    r = iddfs(GraphProblem({"A": ["B"], "B": ["A"], "C": []}, "A", "C"))
    assert (r.found, r.outcome) == (False, "failure")


def test_dls_outcomes():
    p = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
    assert dls(p, 1).outcome == "cutoff"
    assert dls(p, 2).actions == ["right", "right"]
    assert dls(GraphProblem({"A": ["B"], "C": []}, "A", "C"), 5).outcome == "failure"


def test_global_reached_set_makes_depth_limited_search_incomplete():
    # the long way S-A-B-X meets X at depth 3 first; a global set then refuses
    # X at depth 1, where it lies on the 3-step solution S-X-Y-G
    graph = {"S": ["A", "X"], "A": ["B"], "B": ["X"], "X": ["Y"], "Y": ["G"]}
    problem = GraphProblem(graph, "S", "G")
    assert dls(problem, 3).states == ["S", "X", "Y", "G"]
    assert dls(problem, 3, avoid="reached").outcome == "cutoff"
    wrong = iddfs(problem, avoid="reached")
    assert wrong.states == ["S", "A", "B", "X", "Y", "G"]
    assert iddfs(problem).states == ["S", "X", "Y", "G"]


def test_every_search_counts_removed_like_the_lecture():
    maze = Maze.load(DATA / "mazes" / "dfs-wanders.txt")
    assert dfs(maze).removed == 287
    assert bfs(maze, goal_test="removed").removed == 31


def test_custom_problem_with_is_goal_override():
    class Count(Problem):
        initial = 0

        def actions(self, state):
            return [1, 2]

        def result(self, state, action):
            return state + action

        def is_goal(self, state):
            return state >= 5 and state % 2 == 1

    r = bfs(Count())
    assert r.states[-1] == 5 and len(r.actions) == 3
    assert iddfs(Count()).states[-1] == 5


def test_bad_options_are_named():
    p = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
    with pytest.raises(ValueError, match="goal_test"):
        bfs(p, goal_test="soon")
    with pytest.raises(ValueError, match="avoid"):
        dfs(p, avoid="everything")
    with pytest.raises(ValueError, match="depth limit"):
        dls(p, -1)
