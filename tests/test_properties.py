"""Properties against independent oracles (networkx), on random problems."""

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from searchlib import (
    GraphProblem, Maze, SlidingPuzzle, astar, bfs, dfs, dls, greedy, iddfs, ucs,
)


@st.composite
def graphs(draw, weighted=False):
    n = draw(st.integers(2, 10))
    nodes = list(range(n))
    pairs = draw(st.lists(st.tuples(st.sampled_from(nodes), st.sampled_from(nodes)),
                          max_size=3 * n))
    adjacency = {v: {} for v in nodes}
    for u, v in pairs:
        if u != v:
            adjacency[u][v] = draw(st.integers(1, 9)) if weighted else 1
    start, goal = draw(st.sampled_from(nodes)), draw(st.sampled_from(nodes))
    return GraphProblem(adjacency, start, goal)


def assert_legal(problem, result):
    """The actions, replayed from the start, give the states, the cost and a goal."""
    state, cost = problem.initial, 0
    assert result.states[0] == state
    for action, expected in zip(result.actions, result.states[1:]):
        assert action in problem.actions(state)
        nxt = problem.result(state, action)
        cost += problem.step_cost(state, action, nxt)
        assert nxt == expected
        state = nxt
    assert problem.is_goal(state)
    assert cost == result.cost


def oracle_length(problem):
    g = problem.to_networkx()
    try:
        return nx.shortest_path_length(g, problem.initial, problem.goal)
    except nx.NetworkXNoPath:
        return None


@settings(max_examples=150, deadline=None)
@given(graphs())
def test_bfs_length_equals_networkx(problem):
    expected = oracle_length(problem)
    for result in (bfs(problem), bfs(problem, goal_test="removed"), iddfs(problem)):
        if expected is None:
            assert not result.found and result.outcome == "failure"
        else:
            assert result.found and len(result.actions) == expected
            assert_legal(problem, result)
    for result in (dfs(problem), greedy(problem)):
        assert result.found == (expected is not None)
        if result.found:
            assert_legal(problem, result)


@settings(max_examples=150, deadline=None)
@given(graphs(weighted=True), st.floats(0, 1))
def test_ucs_and_astar_costs_equal_dijkstra(problem, shrink):
    g = problem.to_networkx()
    try:
        expected = nx.dijkstra_path_length(g, problem.initial, problem.goal)
    except nx.NetworkXNoPath:
        expected = None
    to_goal = nx.single_source_dijkstra_path_length(g.reverse(), problem.goal)
    admissible = GraphProblem(problem.adjacency, problem.initial, problem.goal,
                              h=lambda v: shrink * to_goal.get(v, 0))
    for result in (ucs(problem), astar(admissible), astar(admissible, ties="oldest")):
        if expected is None:
            assert not result.found
        else:
            assert result.cost == expected
            assert_legal(problem, result)


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 12), st.integers(3, 14), st.integers(0, 10**6), st.floats(0, 0.3))
def test_maze_searches_against_networkx(h, w, seed, loops):
    maze = Maze.generate(2 * h + 1, 2 * w + 1, seed=seed, loops=loops)
    expected = nx.shortest_path_length(maze.to_networkx(), maze.initial, maze.goal)
    for result in (bfs(maze), astar(maze), ucs(maze)):
        assert len(result.actions) == expected
        assert_legal(maze, result)
    for result in (greedy(maze), dfs(maze)):
        assert len(result.actions) >= expected
        assert_legal(maze, result)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 14), st.integers(0, 10**6))
def test_iddfs_length_equals_bfs_on_random_8_puzzles(moves, seed):
    puzzle = SlidingPuzzle.scrambled(moves, seed=seed)
    b, i, a = bfs(puzzle), iddfs(puzzle), astar(puzzle)
    assert len(i.actions) == len(b.actions) == len(a.actions) <= moves
    assert i.held == len(i.actions) + 1
    for result in (b, i, a):
        assert_legal(puzzle, result)
    assert dls(puzzle, len(b.actions)).found


@settings(max_examples=60, deadline=None)
@given(graphs())
def test_trace_replays_the_search(problem):
    for search in (bfs, dfs, ucs, iddfs):
        r = search(problem, trace=True)
        last = r.trace[len(r.trace) - 1]
        assert (last.generated, last.expanded) == (r.generated, r.expanded)
        assert len(r.trace.explored_order) == r.expanded
