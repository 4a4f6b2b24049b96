"""Faults in the search and game cores, the problems and the traces (issue 17, items 6-10).

Each case is an input that once gave a wrong answer, a raw error, a budget not kept, a
trace quadratic in its events, or a hang; here each gets a clear SearchlibError naming
the thing, or a correct answer.  Nothing here reads a real clock: budgets are tested on
a clock the test moves itself.
"""

import math
import time

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from searchlib import (
    ConnectFour, GameTree, GraphProblem, Maze, Problem, SlidingPuzzle, TicTacToe, alphabeta,
    astar, bfs, compare, dfs, dls, greedy, iddfs, minimax, ucs,
)
from searchlib.errors import (
    BudgetError, GameError, GraphError, MazeError, ProblemError, SearchError, SearchlibError,
)
from searchlib.search.trace import Trace
from searchlib.widgets import StepperError

SEARCHES = {"bfs": bfs, "bfs-generated": lambda p, **kw: bfs(p, goal_test="generated", **kw),
            "dfs": dfs, "ucs": ucs, "greedy": greedy, "astar": astar, "iddfs": iddfs,
            "dls": lambda p, **kw: dls(p, 3, **kw)}
SEARCHES = [pytest.param(f, id=name) for name, f in SEARCHES.items()]
DEMO = {"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}


# -- 6. wrong answers ------------------------------------------------------------------------

@st.composite
def multigraphs(draw):
    n = draw(st.integers(2, 7))
    directed = draw(st.booleans())
    g = nx.MultiDiGraph() if directed else nx.MultiGraph()
    g.add_nodes_from(range(n))
    for _ in range(draw(st.integers(0, 3 * n))):
        u, v = draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))
        if u != v:
            g.add_edge(u, v, weight=draw(st.integers(1, 30)))
    return g, draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))


@settings(max_examples=150, deadline=None)
@given(multigraphs())
def test_multigraph_costs_equal_networkx(case):
    graph, start, goal = case
    problem = GraphProblem(graph, start, goal)
    try:
        expected = nx.shortest_path_length(graph, start, goal, weight="weight")
    except nx.NetworkXNoPath:
        expected = math.inf
    for search in (ucs, astar):
        assert search(problem).cost == expected


def test_a_multigraph_takes_its_lightest_edge():
    g = nx.MultiDiGraph()
    g.add_edge("A", "B", weight=20)
    g.add_edge("A", "B", weight=2)
    assert ucs(GraphProblem(g, "A", "B")).cost == 2


@pytest.mark.parametrize("weight, words", [(math.nan, "not a finite number"),
                                           (math.inf, "not a finite number"),
                                           (-1, "negative"), ("2", "not a number"),
                                           (None, "not a number"), (True, "not a number")])
def test_bad_edge_weights_are_refused_by_name(weight, words):
    with pytest.raises(GraphError, match=f"edge 'A' -> 'B' is .*{words}"):
        GraphProblem({"A": {"B": weight}}, "A", "B")
    g = nx.DiGraph()
    g.add_edge("A", "B", weight=weight)
    with pytest.raises(GraphError, match="edge 'A' -> 'B'"):
        GraphProblem(g, "A", "B")


@pytest.mark.parametrize("limit", [2.5, -1, "3", True, None])
def test_a_depth_limit_must_be_a_whole_number(limit):
    p = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
    with pytest.raises(SearchError, match="depth limit must be a whole number"):
        dls(p, limit)
    if limit is not None:
        with pytest.raises(SearchError, match="max_depth must be a whole number"):
            iddfs(p, max_depth=limit)


@pytest.mark.parametrize("search", SEARCHES)
def test_a_problem_with_neither_initial_state_nor_goal_is_refused(search):
    class Empty(Problem):
        def actions(self, state):
            return []

    with pytest.raises(ProblemError, match="no initial state"):
        search(Empty())
    with pytest.raises(ProblemError, match="has no goal"):
        search(Empty(initial="S"))


@pytest.mark.parametrize("search", SEARCHES)
def test_no_budget_and_the_start_is_the_goal_is_found_by_every_search(search):
    p = GraphProblem(DEMO, "A", "A")
    r = search(p, max_nodes=0)
    assert (r.outcome, r.actions, r.generated) == ("found", [], 1)
    # and with the start not the goal, nothing can be expanded
    assert search(GraphProblem(DEMO, "A", "E"), max_nodes=0).outcome == "budget"


# -- 7. budgets ------------------------------------------------------------------------------

class _Wide(Problem):
    """Every state has four children, and no goal is ever reached."""

    initial = 0

    def actions(self, state):
        return [1, 2, 3, 4]

    def result(self, state, action):
        return 10 * state + action

    def is_goal(self, state):
        return False


@pytest.mark.parametrize("search", SEARCHES)
@pytest.mark.parametrize("budget", [1, 2, 5, 7, 100])
def test_the_node_budget_holds_exactly(search, budget):
    if search is SEARCHES[-1].values[0]:
        search = _deep_dls
    r = search(_Wide(), max_nodes=budget)
    assert r.outcome == "budget" and r.generated <= budget
    # ... and it used its budget, to within one expansion or 10 %
    assert r.generated >= min(budget - 4, 0.9 * budget)


def _deep_dls(problem, **options):
    return dls(problem, 30, **options)


def test_max_nodes_1_generates_only_the_start():
    assert bfs(_Wide(), max_nodes=1).generated == 1


@pytest.mark.parametrize("bad", [math.nan, "100", -5, 2.5, [10]])
@pytest.mark.parametrize("search", [bfs, iddfs, astar])
def test_a_node_budget_that_is_not_a_count_is_refused(search, bad):
    with pytest.raises(BudgetError, match="max_nodes"):
        search(_Wide(), max_nodes=bad)


@pytest.mark.parametrize("bad", [math.nan, "1", -0.5, None])
def test_a_time_budget_that_is_not_seconds_is_refused(bad):
    if bad is None:
        assert bfs(_Wide(), max_seconds=None, max_nodes=50).outcome == "budget"
        return
    for search in (bfs, iddfs):
        with pytest.raises(BudgetError, match="max_seconds"):
            search(_Wide(), max_seconds=bad)
    with pytest.raises(BudgetError, match="max_seconds"):
        minimax(TicTacToe(), max_seconds=bad)


def test_game_budgets_are_checked_and_hold():
    with pytest.raises(BudgetError, match="max_nodes"):
        minimax(TicTacToe(), max_nodes=math.nan)
    r = minimax(TicTacToe(), max_nodes=1000)
    assert r.outcome == "budget" and r.generated <= 1000
    r = alphabeta(TicTacToe(), order=lambda s: 0, max_nodes=50)
    assert r.outcome == "budget" and r.generated <= 50


class _Clock:
    """A clock the test moves: each call of the problem's actions costs ``step`` seconds."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        return self.now


class _Slow(_Wide):
    def __init__(self, clock):
        self.clock = clock

    def actions(self, state):
        self.clock.now += self.clock.step       # 5 ms of "work" per expansion
        return [1, 2, 3, 4]


@pytest.mark.parametrize("search", [bfs, dfs, astar, iddfs,
                                    lambda p, **kw: dls(p, 30, **kw)])
def test_a_time_budget_holds_to_one_expansion(monkeypatch, search):
    clock = _Clock(0.005)
    monkeypatch.setattr(time, "perf_counter", clock)
    r = search(_Slow(clock), max_seconds=1.0, max_nodes=10 ** 9)
    assert r.outcome == "budget"
    # it expands while the clock reads 1 s or less, then stops: one expansion late at most
    assert 1.0 <= clock.now <= 1.0 + 2 * clock.step


def test_a_game_time_budget_holds_to_one_expansion(monkeypatch):
    clock = _Clock(0.0)
    monkeypatch.setattr(time, "perf_counter", clock)

    class SlowTicTacToe(TicTacToe):
        def actions(self, state):
            clock.now += 0.005
            return super().actions(state)

    r = minimax(SlowTicTacToe(), max_seconds=1.0)
    assert r.outcome == "budget" and 1.0 <= clock.now <= 1.0 + 2 * 0.005


# -- 8. traces linear in their events ---------------------------------------------------------

def _count_folds(monkeypatch):
    calls = [0]
    original = Trace.apply

    def counting(self, fold, event):
        calls[0] += 1
        return original(self, fold, event)
    monkeypatch.setattr(Trace, "apply", counting)
    return calls


@pytest.mark.parametrize("search", [astar, ucs, bfs])
def test_building_a_trace_folds_each_event_once(monkeypatch, search):
    calls = _count_folds(monkeypatch)
    maze = Maze.generate(41, 41, seed=3, loops=0.2)
    trace = search(maze, trace=True).trace
    assert "events" in repr(trace) and calls[0] == 0       # repr does not build the steps
    len(trace)
    assert calls[0] == len(trace.events)
    # reading a step replays at most one checkpoint's worth of events
    for index in (0, len(trace) // 2, len(trace) - 1):
        calls[0] = 0
        trace[index]
        assert calls[0] <= max(96, 3 * max(len(s.frontier) for s in (trace[index],)) + 96)


def test_an_unsolvable_puzzle_traces_in_linear_work(monkeypatch):
    calls = _count_folds(monkeypatch)
    r = astar(SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0)), trace=True, max_nodes=20_000)
    assert r.outcome == "budget"
    n = len(r.trace)
    assert calls[0] == len(r.trace.events) and n > 5_000
    assert r.trace[-1].kind == "end"
    stale = [s for s in (r.trace[k] for k in range(0, n, n // 50)) if s.kind == "discard"]
    assert all("stale" in s.message for s in stale)


def test_a_bfs_with_an_unreachable_goal_traces_in_linear_work(monkeypatch):
    calls = _count_folds(monkeypatch)
    graph = {k: [k + 1, k + 2] for k in range(80_000)}
    r = bfs(GraphProblem({**graph, "island": []}, 0, "island"), trace=True)
    assert r.outcome == "failure"
    assert len(r.trace) > 80_000 and calls[0] == len(r.trace.events)
    assert r.trace[-1].message == "The frontier is empty: there is no solution."


# -- 9. input that hangs or eats memory -------------------------------------------------------

def test_a_game_tree_that_contains_itself_is_refused():
    loop = [1, 2]
    loop.append(loop)
    with pytest.raises(GameError, match=r"path \(2,\) contains itself"):
        GameTree(loop)
    inner = [3]
    outer = [inner, [4, inner]]
    inner.append(outer)
    with pytest.raises(GameError, match="contains itself"):
        GameTree(outer)
    shared = [1, 2]
    assert GameTree([shared, shared]).size == 7          # shared, not circular: fine


def test_a_very_deep_chain_builds_and_searches():
    chain = 5
    for _ in range(30_000):
        chain = [chain]
    tree = GameTree(chain)
    assert (tree.size, tree.height) == (30_001, 30_000)
    assert tree.path(tree.leaves[0]) == (0,) * 30_000
    assert minimax(tree).value == 5 and "30,000 moves deep" in repr(tree)


def test_a_large_open_maze_parses_without_listing_every_move():
    n = 2000
    rows = ["#" * n] + ["#" + " " * (n - 2) + "#" for _ in range(n - 2)] + ["#" * n]
    rows[1] = "#A" + " " * (n - 3) + "#"
    rows[-2] = "#" + " " * (n - 3) + "B#"
    maze = Maze.from_text("\n".join(rows))
    moves = maze._moves.__self__
    assert len(moves) == 0                      # moves are worked out when a search asks
    r = bfs(maze, max_nodes=5000)
    assert r.outcome == "budget" and len(moves) < 5000


# -- 10. raw errors where a clear one is due ---------------------------------------------------

@pytest.mark.parametrize("text", [None, 42, b"#A B#"])
def test_a_maze_from_something_that_is_not_text(text):
    with pytest.raises(MazeError, match="a maze is text"):
        Maze.from_text(text)


def test_maze_files_that_cannot_be_read_are_named(tmp_path):
    with pytest.raises(MazeError, match="missing.txt: there is no such file"):
        Maze.load(tmp_path / "missing.txt")
    with pytest.raises(MazeError, match="is a folder"):
        Maze.load(tmp_path)
    latin = tmp_path / "latin.txt"
    latin.write_bytes("#A é B#".encode("latin-1"))
    with pytest.raises(MazeError, match=r"latin.txt, line 1: byte 0xe9 is not UTF-8"):
        Maze.load(latin)
    binary = tmp_path / "maze.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0")
    with pytest.raises(MazeError, match="maze.png is not a text file"):
        Maze.load(binary)
    with pytest.raises(MazeError, match="named by a path"):
        Maze.load(None)


def test_graph_files_that_cannot_be_read_are_named(tmp_path):
    with pytest.raises(GraphError, match="no such file"):
        GraphProblem.load(tmp_path / "nothing.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"graph": {"A": ["B"]},\n "start": "A" "goal": "B"}')
    with pytest.raises(GraphError, match=r"broken.json, line 2, column \d+: not valid JSON"):
        GraphProblem.load(broken)


@pytest.mark.parametrize("graph, start, words", [
    ({"A": [["B"]]}, "A", r"neighbour \['B'\] of 'A' cannot be a node"),
    ({"A": ["B"]}, ["A"], r"start \['A'\] cannot be a node"),
    ({"A": None}, "A", "neighbours of 'A' must be a list"),
    ({"A": 5}, "A", "neighbours of 'A' must be a list"),
])
def test_graphs_that_are_not_graphs(graph, start, words):
    with pytest.raises(GraphError, match=words):
        GraphProblem(graph, start, "A")


def test_a_heuristic_that_is_not_a_table_or_a_function():
    with pytest.raises(GraphError, match="h must be a dict"):
        GraphProblem(DEMO, "A", "E", h=5)
    with pytest.raises(SearchError, match="h must be a function"):
        astar(GraphProblem(DEMO, "A", "E"), h=5)
    with pytest.raises(SearchError, match="h must be a function"):
        greedy(GraphProblem(DEMO, "A", "E"), h="manhattan")


@pytest.mark.parametrize("move", [(True, False), (0.0, 1.0), (1, True), [1, 1], "11", (1,)])
def test_tic_tac_toe_moves_are_pairs_of_ints(move):
    with pytest.raises(GameError, match="a move is a"):
        TicTacToe().result("." * 9, move)
    assert TicTacToe().result("." * 9, (1, 1)) == "....X...."


@pytest.mark.parametrize("state", [(1, 1), (1 | 8, 0), (0, 1), (2, 0), ("x", 0), (1.0, 0),
                                   (-1, 0), "xo"])
def test_connect_four_refuses_in_result_what_check_state_refuses(state):
    game = ConnectFour()
    with pytest.raises(GameError) as refused:
        game.check_state(state)
    with pytest.raises(GameError) as also:
        game.result(state, 0)
    assert str(also.value) == str(refused.value)


def test_compare_says_when_the_problems_differ():
    a, b = Maze.generate(7, 9, seed=1), Maze.generate(7, 9, seed=2)
    with pytest.raises(StepperError, match="trace 2 searched another one .the walls differ."):
        compare(bfs(a, trace=True), bfs(b, trace=True))
    assert compare(bfs(a, trace=True), bfs(Maze.generate(7, 9, seed=1), trace=True)).count
    assert compare(bfs(a, trace=True), bfs(b, trace=True), mixed=True).count


def test_every_error_here_is_a_searchlib_error():
    for kind in (BudgetError, GameError, GraphError, MazeError, ProblemError, SearchError,
                 StepperError):
        assert issubclass(kind, SearchlibError) and issubclass(kind, ValueError)


def test_an_unsolvable_puzzle_is_a_problem_not_an_error():
    # the lessons need unsolvable frames: building one is fine, and every search says so
    frame = SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0))
    assert not frame.is_solvable()
    r = bfs(frame)
    assert (r.outcome, r.held) == ("failure", 181_440)
    assert iddfs(frame, max_depth=5).outcome == "cutoff"


def test_searching_a_maze_leaves_its_attributes_as_they_were():
    # (a check compares a learner's input before and after: reading must not change it)
    maze = Maze.generate(21, 31, seed=7, loops=0.2)
    before = {name: (value if callable(value) else repr(value))
              for name, value in vars(maze).items()}
    bfs(maze), astar(maze), maze.actions(maze.initial)
    after = {name: (value if callable(value) else repr(value))
             for name, value in vars(maze).items()}
    assert after == before


def test_best_first_tree_search_refuses_by_the_path_not_by_cost():
    maze = Maze.generate(9, 11, seed=2)
    for search in (astar, ucs):
        r = search(maze, avoid="path", max_nodes=20_000)
        assert r.found and r.cost == bfs(maze).cost
    assert astar(maze, avoid=None, max_nodes=2_000).outcome in ("found", "budget")
