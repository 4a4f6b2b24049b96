"""Lesson 06's A* check against the ninth reviewer's attempts (tests/mistakes_rev9_astar.py).

Four wrong attempts passed all nine cases the reviewer saw: the improved entry pushed with
the OLD g, a heap entry whose f is lowered in place (no heapify), a walk back written
``while parent[path[-1]]:`` and a goal test ``s == problem.goal``.  The check now has a case
that each of them fails; three are named by a planted variant, the broken heap is left to the
first difference.  Every right style the reviewer tried still passes.
"""

import itertools

import pytest

import mistakes_rev9_astar as m
from searchlib import GraphProblem, astar
from searchlib.checks.oracles import search as oracle
from searchlib.checks.oracles.search import Recorded, Watch
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import informed as I
from searchlib.lessons import astar as lesson

TOTAL = len(I._WEIGHTED) + len(I._SEVERAL_GOALS)


def _id(value):
    return getattr(value, "__name__", None) or str(value)


def grade(func):
    m.G_.clear()                    # the global-dicts attempt, as if in a fresh kernel
    m.P_.clear()
    return lesson.BANK.grade("astar", func)


def row(report, start):
    return next(r for r in report.rows if r.label.startswith(start))


def observe(func, problem):
    watch = Watch(most=200)
    return func(Recorded(problem, watch)), watch.expanded()


def test_the_check_has_fourteen_cases():
    assert TOTAL == 14 == len(I.ASTAR.cases())


@pytest.mark.parametrize("func", m.RIGHT, ids=_id)
def test_every_right_style_the_reviewer_tried_passes(func):
    report = grade(func)
    assert report.passed and report.mistakes == [], report
    assert f"all {TOTAL} cases pass" in str(report)


@pytest.mark.parametrize("func, key", m.WRONG, ids=_id)
def test_every_wrong_attempt_fails_naming_its_own_mistake_or_none(func, key):
    report = grade(func)
    assert report.status == "failed", report
    assert report.mistakes == ([key] if key else []), f"{func.__name__}\n{report}"


# -- finding 1: the cheaper entry pushed with the old g -----------------------------------

@pytest.mark.parametrize("func", [m.pushed_with_the_old_g, m.updated_but_not_pushed], ids=_id)
def test_an_entry_that_keeps_its_old_f_returns_the_dear_road_and_is_told_why(func):
    report = grade(func)
    notes = row(report, "M gets cheaper while it waits").notes
    assert "that path costs 4; the cheapest costs 3" in notes, report
    hint = dict(report.hints)["old-f"]
    assert "came out only when its old, dearer f said" in hint
    assert "f = the new g + h(state)" in hint


def test_the_planted_old_f_does_what_the_learner_does_on_the_reviewers_random_graph():
    """The reviewer's example: h = 0, A to H; the attempt returns A, G, H (8), not A, G, D, H
    (7); the planted variant gives the same path and expansions."""
    graph = {"A": {"C": 3, "G": 2, "B": 1}, "B": {"D": 8}, "C": {"A": 7, "G": 5}, "D": {"H": 2},
             "E": {"D": 4}, "F": {"A": 3}, "G": {"H": 6, "D": 3}, "H": {"D": 7, "A": 6}}
    problem = GraphProblem(graph, "A", "H", h={s: 0 for s in "ABCDEFGH"})
    planted = next(v.func for v in I.ASTAR.variants if v.key == "old-f")
    assert observe(m.pushed_with_the_old_g, problem)[0] == ["A", "G", "H"]
    assert observe(planted, problem) == observe(m.pushed_with_the_old_g, problem) \
        == observe(m.updated_but_not_pushed, problem)
    assert observe(I.ASTAR.reference, problem)[0] == ["A", "G", "D", "H"]


# -- finding 2: a heap entry lowered in place ---------------------------------------------

def test_a_heap_entry_lowered_in_place_fails_and_no_hint_is_given():
    report = grade(m.heap_entry_lowered_in_place)
    assert report.mistakes == [] and not report.hints, report
    assert "that path costs 4; the cheapest costs 3" in row(
        report, "M gets cheaper while it waits").notes
    # the case that tells it from an entry that keeps its old f: R comes out before M
    assert row(report, "M, the dearest state").notes == [
        "the path is right, but you expanded S, A, R, M; A* expands S, A, M"]
    said = next(n for n in report.notes if n.startswith("First difference"))
    assert "where A* went on and expanded 'M'" in said


def test_the_broken_heap_and_the_old_f_part_ways_on_one_case():
    case = next(c for c in I.ASTAR.cases() if c.label.startswith("M, the dearest state"))
    planted = next(v.func for v in I.ASTAR.variants if v.key == "old-f")
    assert observe(m.heap_entry_lowered_in_place, case.args[0]) == (
        ["S", "A", "M", "G"], ("S", "A", "R", "M"))
    assert observe(planted, case.args[0]) == (["S", "R", "G"], ("S", "A", "R"))
    assert observe(I.ASTAR.reference, case.args[0]) == (["S", "A", "M", "G"], ("S", "A", "M"))


# -- finding 3: the walk back tests the truth of a state ----------------------------------

def test_a_walk_back_that_stops_at_a_false_state_is_named():
    report = grade(m.truthy_walk_back)
    assert report.mistakes == ["falsy-start"]
    failed = [r.label for r in report.rows if not r.passed]
    assert failed == ["the start state is 0"], report
    assert row(report, "the start state is 0").notes == [
        "the path starts at 1, not at the start 0"]
    assert "`while parent[state] is not None:`" in dict(report.hints)["falsy-start"]


# -- finding 4: the goal test compares with problem.goal ----------------------------------

def test_a_goal_test_against_problem_goal_is_named():
    report = grade(m.goal_attribute)
    assert report.mistakes == ["goal-attribute"]
    failed = [r.label for r in report.rows if not r.passed]
    assert failed == [I._SEVERAL_GOALS[0][0]], report
    assert row(report, "two goal states").notes == ["that path costs 4; the cheapest costs 3.5"]
    assert "problem.is_goal(state)" in dict(report.hints)["goal-attribute"]


@pytest.mark.parametrize("case", I._SEVERAL_GOALS, ids=[c[0] for c in I._SEVERAL_GOALS])
def test_the_two_goal_case_is_sound(case):
    label, graph, start, goal, h, goals = case
    assert all(h[u] <= cost + h[v] for u, nbrs in graph.items() for v, cost in nbrs.items())
    assert all(h[g] == 0 for g in goals) and goal in goals
    problem = I._Goals(graph, start, goal, goals, h)
    path, expanded = observe(I.ASTAR.reference, problem)
    result = astar(problem, trace=True)
    assert result.states == path and path[-1] != goal       # the goal attribute is passed by
    assert tuple(result.trace.explored_order) == expanded


def test_the_new_cases_do_not_depend_on_how_ties_are_broken(monkeypatch):
    """As tests/test_checks_informed.py checks for every case, here for the new variants on
    every case (the old-f variant pushes a state again with the f it had: an equal f, but
    the same node, so either copy coming out first gives the same search)."""
    keys = ("old-f", "falsy-start", "goal-attribute")
    funcs = [v.func for v in I.ASTAR.variants if v.key in keys]
    assert len(funcs) == 3

    def observe_all():
        return [observe(f, case.args[0]) for case in I.ASTAR.cases() for f in funcs]
    first = observe_all()
    init = oracle.Priority.__init__

    def newest_first(self, key, newest=False):
        init(self, key, newest=newest)
        self.count = itertools.count(0, -1)
    monkeypatch.setattr(oracle.Priority, "__init__", newest_first)
    assert observe_all() == first


def test_a_report_on_integer_states_prints_them():
    report = run_suite(lambda problem: [0, 2, 3] if problem.initial == 0 else None, I.ASTAR)
    case = row(report, "the start state is 0")
    assert case.notes == ["that path costs 5; the cheapest costs 4"]
    assert "expected: 0 → 1 → 3 (cost 4), expanding 0, 2, 1" in str(report)
