"""The A* suite: right code passes, each planted mistake is named, and the cases are sound."""

import pytest

import mistakes_astar as planted
from searchlib import GraphProblem, astar
from searchlib.checks.runner import run_suite
from searchlib.checks.suites.astar import ASTAR, CASES, PLANTED, run_planted


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func", planted.RIGHT, ids=_id)
def test_right_implementations_pass(func):
    report = run_suite(func, ASTAR)
    assert report.passed, report
    assert report.mistakes == []


@pytest.mark.parametrize("func, key", planted.ASTAR_CASES, ids=_id)
def test_each_mistake_is_named_and_only_it(func, key):
    report = run_suite(func, ASTAR)
    assert report.status == "failed", report
    extra = {"no-explored": {"stale"}}.get(key, set())   # no explored set also re-expands
    assert set(report.mistakes) - extra == {key}, report


@pytest.mark.parametrize("label, graph, start, goal, h", CASES, ids=[c[0] for c in CASES])
def test_no_case_depends_on_how_ties_are_broken(label, graph, start, goal, h):
    for _, switches, _ in [("right", {}, "")] + PLANTED:
        answers = {run_planted(graph, start, goal, h, ties=ties, **switches)
                   for ties in ("fifo", "lifo", "name")}
        if answers and next(iter(answers))[0] is None:
            # with no path, only the answer (None) is judged, not the order of expansions
            assert {path for path, _ in answers} == {None}
        else:
            assert len(answers) == 1, (label, switches, answers)


@pytest.mark.parametrize("label, graph, start, goal, h", CASES, ids=[c[0] for c in CASES])
def test_the_heuristics_are_consistent_and_the_oracle_agrees_with_searchlib(
        label, graph, start, goal, h):
    assert all(h[u] <= cost + h[v] for u, nbrs in graph.items() for v, cost in nbrs.items())
    assert h[goal] == 0
    path, order = run_planted(graph, start, goal, h)
    result = astar(GraphProblem(graph, start, goal, h=h), trace=True)
    assert (result.states and tuple(result.states)) == (path or None)
    if path is not None:
        assert tuple(result.trace.explored_order) == order


def test_the_report_shows_the_expansions_when_the_path_is_right():
    report = run_suite(planted.ucs_learner, ASTAR)
    row = next(r for r in report.rows if r.label.startswith("a trap"))
    assert any("you expanded S, A, B, D, C; A* expands S, A, B, C" in note for note in row.notes)


def test_recording_expansions_is_not_taken_for_a_change_of_the_input():
    report = run_suite(planted.astar, ASTAR)
    assert "mutates-input" not in report.mistakes


def test_a_number_instead_of_a_path_is_named_with_its_article():
    def path_length(problem):
        path = planted.astar(problem)
        return None if path is None else len(path)
    report = run_suite(path_length, ASTAR)
    row = next(r for r in report.rows if r.label.startswith("a trap"))
    assert "it returned an int (4), not a list of states" in row.notes
