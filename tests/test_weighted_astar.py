"""Weighted A* (``astar(problem, weight=w)``): f = g + w * h, checked against a small
independent best-first search written here (a heap, ties to the newest entry)."""

import heapq
import itertools
import math

import pytest

from searchlib import GraphProblem, Maze, astar, random_maze
from searchlib.errors import SearchlibError


def reference(maze, w):
    """Expansion order and path cost of weighted A* with a reached table (re-opening)."""
    tie = itertools.count(0, -1)
    h = maze.h
    start = maze.initial
    frontier = [(w * h(start), next(tie), 0, start)]
    best = {start: 0}
    order = []
    while frontier:
        _f, _t, g, state = heapq.heappop(frontier)
        if best[state] < g:
            continue
        if maze.is_goal(state):
            return order, g
        order.append(state)
        for _action, nxt, cost in maze.successors(state):
            g2 = g + cost
            if nxt not in best or g2 < best[nxt]:
                best[nxt] = g2
                heapq.heappush(frontier, (g2 + w * h(nxt), next(tie), g2, nxt))
    return order, math.inf


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("weight", [1, 1.5, 2, 5])
def test_weighted_astar_matches_an_independent_search(seed, weight):
    maze = random_maze(9, 11, seed=seed, loops=0.3)
    result = astar(maze, weight=weight, trace=True)
    order, cost = reference(maze, weight)
    assert result.trace.explored_order == order
    assert result.cost == cost


def test_weight_one_is_plain_astar_and_a_large_weight_is_greedier():
    maze = random_maze(21, 21, seed=3, loops=0.4)
    plain, same = astar(maze), astar(maze, weight=1)
    assert (plain.cost, plain.expanded, plain.algorithm) == (same.cost, same.expanded, "A*")
    heavy = astar(maze, weight=5)
    assert heavy.expanded < plain.expanded
    assert plain.cost <= heavy.cost <= 5 * plain.cost
    assert heavy.algorithm == "weighted A* (w = 5)"


def test_weighted_astar_f_column_is_g_plus_w_h():
    maze = Maze.from_text("#####\n#A  #\n# # #\n#  B#\n#####")
    step = astar(maze, weight=3, trace=True).trace[1]
    assert all(e.f == e.g + 3 * e.h for e in step.frontier)


def test_a_bad_weight_is_named():
    g = GraphProblem({"A": ["B"]}, "A", "B")
    with pytest.raises(SearchlibError, match="weight"):
        astar(g, weight=-1)
    with pytest.raises(SearchlibError, match="weight"):
        astar(g, weight="2")
