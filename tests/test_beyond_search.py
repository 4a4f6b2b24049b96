"""IDA*, bidirectional search and weighted A* against independent code (networkx, a small
BFS and Dijkstra written here), plus their events, traces, views and budgets."""

import heapq
import math
import random
from collections import deque

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from searchlib import (
    GraphProblem, Maze, SlidingPuzzle, astar, bfs, bidirectional, idastar, iddfs, random_maze,
    step_through,
)
from searchlib.errors import ProblemError, SearchlibError
from searchlib.search.bidirectional import bidirectional_search
from searchlib.search.core import contour_search


# -- independent oracles -----------------------------------------------------------------
def shortest(problem):
    """Dijkstra written here: the cheapest cost from the start to the goal (inf if none)."""
    dist = {problem.initial: 0}
    heap = [(0, 0, problem.initial)]
    tie = 0
    while heap:
        d, _, state = heapq.heappop(heap)
        if d > dist[state]:
            continue
        if state == problem.goal:
            return d
        for _, nxt, cost in problem.successors(state):
            if d + cost < dist.get(nxt, math.inf):
                dist[nxt] = d + cost
                tie += 1
                heapq.heappush(heap, (d + cost, tie, nxt))
    return math.inf


def fewest_moves(problem):
    """Breadth-first search written here: the fewest moves to the goal (None if none)."""
    seen = {problem.initial: 0}
    queue = deque([problem.initial])
    while queue:
        state = queue.popleft()
        if state == problem.goal:
            return seen[state]
        for _, nxt, _ in problem.successors(state):
            if nxt not in seen:
                seen[nxt] = seen[state] + 1
                queue.append(nxt)
    return None


def assert_legal(problem, result):
    """The actions replayed from the start give the states, the cost and the goal."""
    state, cost = problem.initial, 0
    assert result.states[0] == state
    for action, expected in zip(result.actions, result.states[1:]):
        nxt = problem.result(state, action)
        cost += problem.step_cost(state, action, nxt)
        assert nxt == expected
        state = nxt
    assert problem.is_goal(state)
    assert cost == result.cost


@st.composite
def graphs(draw, weighted=False, undirected=None):
    n = draw(st.integers(2, 10))
    nodes = list(range(n))
    pairs = draw(st.lists(st.tuples(st.sampled_from(nodes), st.sampled_from(nodes)),
                          max_size=3 * n))
    adjacency = {v: {} for v in nodes}
    for u, v in pairs:
        if u != v:
            adjacency[u][v] = draw(st.integers(1, 9)) if weighted else 1
    both = draw(st.booleans()) if undirected is None else undirected
    start, goal = draw(st.sampled_from(nodes)), draw(st.sampled_from(nodes))
    return GraphProblem(adjacency, start, goal, undirected=both)


def with_admissible_h(problem, seed):
    """The same graph with h = true cost to the goal times a random factor in [0, 1].

    The true costs come from the problem's own edges, each direction with its own weight
    (an undirected graph whose two directions were listed with different weights keeps
    both, which a networkx ``Graph`` cannot hold).
    """
    reverse = nx.DiGraph()
    reverse.add_nodes_from(problem.adjacency)
    for u, nbrs in problem.adjacency.items():
        for v, w in nbrs.items():
            reverse.add_edge(v, u, weight=w)
    true = nx.single_source_dijkstra_path_length(reverse, problem.goal)
    rng = random.Random(seed)
    h = {n: round(true.get(n, 0) * rng.random(), 2) for n in problem.adjacency}
    return GraphProblem(problem.adjacency, problem.initial, problem.goal, h=h,
                        undirected=not problem.directed)


# -- IDA* -----------------------------------------------------------------------------------
@settings(max_examples=150, deadline=None)
@given(graphs(weighted=True), st.integers(0, 10 ** 6))
def test_idastar_cost_equals_dijkstra_with_an_admissible_h(problem, seed):
    problem = with_admissible_h(problem, seed)
    expected = shortest(problem)
    result = idastar(problem, max_nodes=200_000)
    if expected == math.inf:
        assert result.outcome in ("failure", "budget") and not result.found
    else:
        assert result.found and result.cost == pytest.approx(expected)
        assert result.cost == pytest.approx(astar(problem).cost)
        assert_legal(problem, result)
        assert result.bounds[0] == problem.h(problem.initial)
        assert result.bounds == sorted(set(result.bounds))      # strictly rising
        assert result.bounds[-1] <= expected + 1e-9


@pytest.mark.parametrize("moves, seed", [(m, s) for m in (6, 12, 20) for s in range(3)])
def test_idastar_on_scrambled_puzzles_is_optimal_and_holds_one_path(moves, seed):
    puzzle = SlidingPuzzle.scrambled(moves, seed=seed)
    result = idastar(puzzle)
    assert result.cost == fewest_moves(puzzle) == astar(puzzle).cost
    assert result.held == result.cost + 1
    assert_legal(puzzle, result)


def test_idastar_the_practicals_puzzles():
    for tiles, moves in [((1, 2, 3, 4, 5, 6, 0, 7, 8), 2), ((1, 3, 0, 4, 2, 8, 7, 6, 5), 8),
                         ((1, 7, 4, 2, 0, 3, 8, 6, 5), 18)]:
        result = idastar(SlidingPuzzle(tiles))
        assert (result.cost, result.held) == (moves, moves + 1)
        assert result.generated < iddfs(SlidingPuzzle(tiles)).generated


def test_idastar_cuts_before_the_goal_test():
    # G is reached first by a dear edge from A (f of A within the first bound), but the
    # cheaper route through B only comes in the next contour: testing the goal before the
    # bound would return the dear path
    g = GraphProblem({"S": {"A": 1, "B": 2}, "A": {"G": 10}, "B": {"G": 2}}, "S", "G",
                     h={"S": 3, "A": 0, "B": 1, "G": 0})
    result = idastar(g)
    assert result.states == ["S", "B", "G"] and result.cost == 4
    assert result.bounds == [3, 4]


def test_idastar_events_and_trace():
    puzzle = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
    events = list(contour_search(puzzle, puzzle.h, trace=True))
    labels = [e[0] for e in events]
    assert labels[0] == "limit" and labels[-2:] == ["goal", "done"]
    cut = [e for e in events if e[0] == "cutoff"]
    assert all(e[1].g + puzzle.h(e[1].state) > 2 for e in cut)
    result = idastar(puzzle, trace=True)
    messages = [s.message for s in result.trace]
    assert messages[0].startswith("Contour with f-bound 2: start from")
    assert any("> bound 2): cut off" in m for m in messages)
    stepper = step_through(result)
    stepper.go(2)
    assert stepper.table[0] == ["depth", "state", "action", "g", "h", "f"]
    assert stepper.summary.startswith("f-bound 2")


def test_idastar_budget_and_failure():
    hopeless = SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0))
    stopped = idastar(hopeless, max_nodes=20_000)
    assert stopped.outcome == "budget" and stopped.generated <= 20_000
    # a finite graph with no route: a contour that cuts nothing off has searched everything
    no_route = GraphProblem({"S": ["A"], "A": [], "G": []}, "S", "G")
    assert idastar(no_route).outcome == "failure"


def test_weighted_idastar_stays_within_w_times_optimal():
    for seed in range(4):
        puzzle = SlidingPuzzle.scrambled(24, seed=seed)
        best = astar(puzzle).cost
        heavy = idastar(puzzle, weight=2)
        assert best <= heavy.cost <= 2 * best
        assert heavy.algorithm == "weighted IDA* (w = 2)"


# -- weighted A* ------------------------------------------------------------------------------
@settings(max_examples=100, deadline=None)
@given(graphs(weighted=True), st.integers(0, 10 ** 6), st.sampled_from([1.5, 2, 3, 5]))
def test_weighted_astar_cost_within_w_times_optimal(problem, seed, weight):
    problem = with_admissible_h(problem, seed)
    best = shortest(problem)
    result = astar(problem, weight=weight)
    if best == math.inf:
        assert not result.found
    else:
        assert best - 1e-9 <= result.cost <= weight * best + 1e-9


# -- bidirectional search ---------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(graphs())
def test_bidirectional_length_equals_bfs(problem):
    expected = fewest_moves(problem)
    result = bidirectional(problem)
    assert result.algorithm == "bidirectional BFS"
    if expected is None:
        assert not result.found and result.outcome == "failure"
    else:
        assert result.found and result.length == expected
        assert_legal(problem, result)
        assert result.meet in result.states
        assert result.expanded == result.forward_expanded + result.backward_expanded


@settings(max_examples=200, deadline=None)
@given(graphs(weighted=True))
def test_bidirectional_cost_equals_dijkstra(problem):
    expected = shortest(problem)
    result = bidirectional(problem, weighted=True)
    first = bidirectional(problem, weighted=True, stop="first")
    if expected == math.inf:
        assert not result.found and not first.found
    else:
        assert result.found and result.cost == expected
        assert_legal(problem, result)
        assert first.found and first.cost >= expected       # the first meeting: maybe dearer
        assert_legal(problem, first)


def test_the_first_meeting_can_be_dearer():
    roads = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"G": 5}, "B": {"G": 1}}, "S", "G",
                         undirected=True)
    assert bidirectional(roads).cost == 5 and bidirectional(roads, stop="first").cost == 6


@pytest.mark.parametrize("seed", range(4))
def test_bidirectional_on_mazes_and_puzzles(seed):
    maze = random_maze(15, 21, seed=seed, loops=0.3)
    one, two = bfs(maze), bidirectional(maze)
    assert two.length == one.length
    assert_legal(maze, two)
    assert two.expanded < one.expanded
    puzzle = SlidingPuzzle.scrambled(14, seed=seed)
    assert bidirectional(puzzle).length == fewest_moves(puzzle)


def test_bidirectional_trace_folds_the_events():
    maze = random_maze(9, 11, seed=2, loops=0.3)
    result = bidirectional(maze, trace=True)
    trace = result.trace
    assert trace[0].kind == "start" and trace[-1].kind == "end"
    for step in trace:
        for side in ("forward", "backward"):
            waiting = [e.state for e in step.frontier[side] if not e.stale]
            # every state is reached by the side once: the frontier and the explored
            # states together are the side's reached set, as the core counts it
            assert len(set(waiting) | set(step.explored[side])) == step.reached[side]
            assert len(step.explored[side]) == step.expanded[side]
    assert trace[-1].path == result.states
    assert trace.explored_order["forward"][0] == maze.initial
    stepper = step_through(result)
    stepper.go(-1)
    assert stepper.message.startswith("The searches met at")
    assert stepper.table[0] == ["#", "forward", "g", "backward", "g"]


def test_bidirectional_weighted_trace_says_why_it_stops():
    roads = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"G": 5}, "B": {"G": 1}}, "S", "G",
                         undirected=True)
    trace = bidirectional(roads, trace=True).trace
    assert "4 + 1 = 5 is not below 5" in trace[-1].message
    assert [len(s.meets) for s in trace] == [0, 0, 2, 0, 0]


def test_bidirectional_budget_and_errors():
    maze = random_maze(15, 15, seed=1)
    assert bidirectional(maze, max_nodes=20).outcome == "budget"
    assert bidirectional(maze, max_nodes=20).generated <= 20
    with pytest.raises(SearchlibError, match="stop"):
        bidirectional(maze, stop="never")

    class NoBackward(GraphProblem):
        predecessors = None
    with pytest.raises(ProblemError, match="predecessors"):
        bidirectional(NoBackward({"A": ["B"]}, "A", "B"))
    with pytest.raises(SearchlibError, match="unit costs"):
        bidirectional(GraphProblem({"A": {"B": 2}}, "A", "B"), weighted=False)
    assert [e[0] for e in bidirectional_search(maze)] == ["done"]


def test_directed_graphs_search_backward_along_reversed_edges():
    one_way = GraphProblem({"S": ["A"], "A": ["G"], "G": ["S"]}, "S", "G")
    result = bidirectional(one_way)
    assert result.states == ["S", "A", "G"]
    assert one_way.predecessors("G") == [("G", "A", 1)]


def test_predict_mode_says_it_has_no_questions_for_two_frontiers():
    from searchlib.widgets.base import StepperError
    with pytest.raises(StepperError, match="no questions"):
        step_through(bidirectional(random_maze(7, 9, seed=1), trace=True), predict=True)


def test_a_maze_view_of_both_searches():
    maze = Maze.from_text("#######\n#A    #\n# ### #\n#    B#\n#######")
    stepper = step_through(bidirectional(maze, trace=True))
    stepper.go(1)
    assert "Forward" in stepper.message
    assert stepper.png[:4] == b"\x89PNG"
