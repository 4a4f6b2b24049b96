"""The search lessons' checks (01-04): right code passes in several styles, each planted mistake
is named alone, "almost right" code fails, and an unexplained failure shows where it parts."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mistakes_degrees as deg
import mistakes_search as m
from searchlib import GraphProblem
from searchlib import bfs as library_bfs
from searchlib.checks.oracles.search import Queue, distance, expander, loop, states
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import search as S
from searchlib.lessons import dfs_bfs, frontier_loop, mazes, search_problems


def names_only(report, key):
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"
    assert report.hints and report.hints[0][0] == key


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func, suite", [
    (m.drive(), S.DRIVE), (m.drive(actions=lambda s: m.ROADS[s]), S.DRIVE),
    (m.path_states, S.PATH_STATES), (m.path_recursive, S.PATH_STATES),
    (m.Queue, S.QUEUE), (m.ListQueue, S.QUEUE),
    (m.bfs, S.BFS), (m.bfs_early, S.BFS), (m.bfs_explored_list, S.BFS),
    (m.neighbours, S.NEIGHBOURS), (m.make_solve(), S.SOLVE),
], ids=_id)
def test_right_code_passes(func, suite):
    report = run_suite(func, suite)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("cls, key", m.DRIVE_CASES, ids=lambda v: v if isinstance(v, str) else "")
def test_drive_mistakes(cls, key):
    names_only(search_problems.BANK.grade("drive", cls), key)


def test_drive_ignoring_distances_also_misleads_the_search():
    report = run_suite(m.drive(step_cost=lambda s, a, n: 1), S.DRIVE)
    row = next(r for r in report.rows if r.label.startswith("a cheapest-first search"))
    assert not row.passed and "Home -> Bakery -> Station" in row.got, row.got


def test_drive_with_pair_actions_says_why_result_and_cost_show_letters():
    pairs = m.drive(actions=lambda s: list(m.ROADS[s].items()), result=lambda s, a: a[0],
                    step_cost=lambda s, a, n: a[1])
    report = search_problems.BANK.grade("drive", pairs)
    names_only(report, "actions-pairs")
    for start in ("the transition model", "the step cost"):
        row = next(r for r in report.rows if r.label == start)
        assert not row.passed and "plain town name" in str(row.notes)
    right = run_suite(m.drive(), S.DRIVE)
    assert right.passed and "plain town name" not in str(right)


def test_a_drive_left_half_done_is_not_attempted_and_says_which_part():
    class Half(m.drive()):
        def is_goal(self, state):
            raise NotImplementedError

        def step_cost(self, state, action, next_state):
            raise NotImplementedError
    report = search_problems.BANK.grade("drive", Half)
    assert report.status == "not attempted" and "is_goal" in report.summary


@pytest.mark.parametrize("func, key", m.PATH_CASES, ids=_id)
def test_path_mistakes(func, key):
    names_only(frontier_loop.BANK.grade("path-states", func), key)


@pytest.mark.parametrize("cls, key", m.FRONTIER_CASES, ids=_id)
def test_frontier_mistakes(cls, key):
    names_only(dfs_bfs.BANK.grade("queue-remove", cls), key)


def test_a_frontier_stub_is_not_attempted():
    assert dfs_bfs.BANK.grade("queue-remove", m.QueueStub).status == "not attempted"


@pytest.mark.parametrize("func, key", m.BFS_CASES, ids=_id)
def test_bfs_mistakes(func, key):
    names_only(dfs_bfs.BANK.grade("bfs", func), key)


@pytest.mark.parametrize("func", m.BFS_ALMOST, ids=_id)
def test_almost_right_bfs_fails(func):
    report = dfs_bfs.BANK.grade("bfs", func)
    assert report.status == "failed"


def test_a_call_to_the_library_never_passes():
    report = dfs_bfs.BANK.grade("bfs", m.bfs_library)
    assert report.status == "failed" and all(row.passed for row in report.rows)
    assert "write the search yourself" in report.hints[0][1]


def test_an_unexplained_bfs_shows_the_first_divergence_and_its_own_run():
    def reversed_order(problem):           # right answers on most graphs, wrong on two routes
        parent, frontier = {problem.initial: None}, [problem.initial]
        while frontier:
            state = frontier.pop(0)
            if problem.is_goal(state):
                path = []
                while state is not None:
                    path.append(state)
                    state = parent[state]
                return path[::-1][:3] if len(path) > 3 else path[::-1]
            for action in reversed(problem.actions(state)):
                child = problem.result(state, action)
                if child not in parent:
                    parent[child] = state
                    frontier.append(child)
    report = dfs_bfs.BANK.grade("bfs", reversed_order)
    assert report.status == "failed" and report.mistakes == []
    note = next(n for n in report.notes if n.startswith("First difference"))
    assert "your function expanded" in note and "where BFS expanded" in note
    assert report.replay and report.replay["kind"] == "graph"
    both = report.step_through()
    assert both.count > 1 and both.names == ["your function", "BFS"]
    both.go(both.count - 1)
    assert both.rows[0][2].startswith("Expanded")


@pytest.mark.parametrize("func, key", m.NEIGHBOURS_CASES, ids=_id)
def test_neighbour_mistakes(func, key):
    names_only(mazes.BANK.grade("write-neighbours", func), key)


@pytest.mark.parametrize("option, key", m.SOLVE_CASES)
def test_solve_mistakes(option, key):
    names_only(mazes.BANK.grade("write-solve", m.make_solve(**{option: True})), key)


def test_bfs_on_a_dict_graph_through_a_wrapper_passes():
    def bfs(graph, start, is_goal):
        class OnDict(GraphProblem):
            def is_goal(self, state):
                return is_goal(state)
        return m.bfs(OnDict(graph, start, start))
    assert run_suite(lambda problem: bfs(problem.adjacency, problem.initial, problem.is_goal),
                     S.BFS).passed


def test_a_wrapper_that_stops_at_problem_goal_fails():
    # the exercise promises is_goal, not a single goal state: one case has two of them
    def bfs(graph, start, goal):
        return m.bfs(GraphProblem(graph, start, goal))
    report = run_suite(lambda problem: bfs(problem.adjacency, problem.initial, problem.goal),
                       S.BFS)
    assert report.status == "failed"
    assert [row.label for row in report.rows if not row.passed] == [
        "two goal states: is_goal is true at G1 and at G2"]


# -- lesson 13: Degrees, on the check's own cast -------------------------------------------------

@pytest.mark.parametrize("func, key", deg.CASES, ids=_id)
def test_degrees_mistakes(func, key):
    names_only(run_suite(func, S.SHORTEST_PATH), key)


def test_degrees_pairs_from_the_wrong_person_are_not_called_the_source_in_the_path():
    report = run_suite(deg.pairs_from_person, S.SHORTEST_PATH)
    notes = [note for row in report.rows for note in row.notes]
    assert notes and not any("starts with the source itself" in note for note in notes)
    assert any("each pair should be (the film, the next person" in note for note in notes)
    report = run_suite(deg.source_in_path, S.SHORTEST_PATH)      # that one still is
    assert any("starts with the source itself" in note for row in report.rows
               for note in row.notes)


def test_degrees_parents_rewritten_is_named_and_no_search_is_called_right():
    report = run_suite(deg.parents_overwritten, S.SHORTEST_PATH)
    assert "Max" in report.hints[0][1] and "search is right" not in str(report)
    row = next(r for r in report.rows if not r.passed)
    assert row.label == "two steps, the first film shared by three"


def test_degrees_right_code_passes_and_the_globals_stay(monkeypatch):
    mine = deg.neighbors_for_person
    assert run_suite(deg.shortest_path, S.SHORTEST_PATH).passed
    assert deg.neighbors_for_person is mine and "people" not in vars(deg)


def test_degrees_on_the_notebooks_own_data(monkeypatch):
    mine = S.CAST.pairs                    # stands for the notebook's own data
    report = run_suite(deg.shortest_path, S.SHORTEST_PATH, neighbors=mine,
                       pairs=[("1", "9"), ("3", "12")])
    assert report.passed and len(report.rows) == 10
    with pytest.raises(TypeError, match="neighbors="):
        S.SHORTEST_PATH.cases(pairs=[("1", "2")])


def test_inside_the_kernel_the_learners_globals_are_put_back(monkeypatch):
    monkeypatch.setenv("SEARCHLIB_CHECKS_ISOLATION", "none")
    mine = deg.neighbors_for_person
    assert run_suite(deg.shortest_path, S.SHORTEST_PATH).passed
    run_suite(deg.no_explored_set, S.SHORTEST_PATH)          # a runaway, stopped
    assert deg.neighbors_for_person is mine
    assert not {"people", "movies", "names"} & set(vars(deg))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=20),
       st.integers(0, 7), st.integers(0, 7))
def test_the_path_oracle_agrees_with_searchlib(edges, start, goal):
    graph = {n: [] for n in range(8)}
    for u, v in edges:
        if v not in graph[u]:
            graph[u].append(v)
    result = library_bfs(GraphProblem(graph, start, goal))
    want = None if not result.found else len(result.states) - 1
    assert distance(lambda s: graph[s], start, lambda s: s == goal) == want
    node = loop(expander(GraphProblem(graph, start, goal)), start, lambda s: s == goal, Queue())
    assert (None if node is None else len(states(node)) - 1) == want
