"""The informed-search lessons' checks (05-07): right code passes in several styles, each
planted mistake is named alone, and the cases are sound (consistent heuristics, no ties)."""

import itertools

import pytest

import mistakes_astar as planted
import mistakes_informed as m
from searchlib import GraphProblem, astar
from searchlib.checks.oracles import search as oracle
from searchlib.checks.oracles.search import Recorded, Watch
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import informed as I
from searchlib.lessons import astar as astar_lesson
from searchlib.lessons import greedy, iterative_deepening


def names_only(report, key):
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func, suite", [
    (m.manhattan, I.MANHATTAN), (m.inversions, I.INVERSIONS), (m.solvable, I.SOLVABLE),
    (m.dls, I.DLS), (m.iddfs, I.IDDFS), *[(f, I.ASTAR) for f in planted.RIGHT],
    *[(f, I.ADMISSIBLE) for f in m.ADMISSIBLE_RIGHT],
], ids=_id)
def test_right_code_passes(func, suite):
    report = run_suite(func, suite)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.MANHATTAN_CASES, ids=_id)
def test_manhattan_mistakes(func, key):
    names_only(greedy.BANK.grade("manhattan", func), key)


@pytest.mark.parametrize("func, key", m.ADMISSIBLE_CASES, ids=_id)
def test_admissibility_mistakes(func, key):
    names_only(astar_lesson.BANK.grade("admissible", func), key)


@pytest.mark.parametrize("func, key", m.MAZE_H_CASES, ids=_id)
def test_maze_h_mistakes(func, key):
    names_only(greedy.BANK.grade("maze-h", func), key)


def test_a_negative_h_that_never_overestimates_is_told_why_it_fails():
    report = run_suite(lambda cell, goal: m.manhattan(cell, goal) - 1, I.ADMISSIBLE)
    assert report.status == "failed" and report.mistakes == [], report
    note = report.rows[0].notes[0]
    assert note.startswith("h(3, 5) = -1 is negative: an estimate of the steps left is never "
                           "below 0"), note


def test_an_overestimate_names_the_cell():
    report = run_suite(lambda cell, goal: 3 * m.manhattan(cell, goal), I.ADMISSIBLE)
    names_only(report, "overestimates")
    assert "h(1, 1) = 18, but the goal is only 6 steps away" in report.rows[0].notes[0]


@pytest.mark.parametrize("func, key", planted.ASTAR_CASES, ids=_id)
def test_astar_mistakes(func, key):
    names_only(astar_lesson.BANK.grade("astar", func), key)


@pytest.mark.parametrize("func, said, failing", [
    (planted.g_kept_learner, "its successors were costed from that g", 3),
    (planted.g_kept_not_pushed_learner, "it came out when its old f said", 3),
    (planted.g_kept_carried_learner, "a later route that cost more than the new one", 1)],
    ids=_id)
def test_a_cheaper_route_recorded_without_its_g_is_told_what_that_did(func, said, failing):
    report = astar_lesson.BANK.grade("astar", func)
    names_only(report, "g-kept")
    assert len(report.hints) == 1 and said in report.hints[0][1], report.hints
    rows = [r.label for r in report.rows if not r.passed]
    assert len(rows) == failing and rows[-1].startswith("M is reached three ways"), rows


def test_astar_negating_h_is_named():
    def negated(problem):
        return planted._search(problem, lambda g, s: g - problem.h(s))
    names_only(run_suite(negated, I.ASTAR), "h-negated")


def test_the_report_shows_the_expansions_when_the_path_is_right():
    report = run_suite(planted.ucs_learner, I.ASTAR)
    row = next(r for r in report.rows if r.label.startswith("a trap"))
    assert any("you expanded S, A, B, D, C; A* expands S, A, B, C" in note for note in row.notes)


def test_a_number_instead_of_a_path_is_told_so():
    def path_length(problem):
        path = planted.astar(problem)
        return None if path is None else len(path)
    report = run_suite(path_length, I.ASTAR)
    row = next(r for r in report.rows if r.label.startswith("a trap"))
    assert "it returned an int (4), not a list of states" in row.notes


@pytest.mark.parametrize("case", I._WEIGHTED, ids=[c[0] for c in I._WEIGHTED])
def test_the_heuristics_are_consistent_and_the_oracle_agrees_with_searchlib(case):
    label, graph, start, goal, h = case
    assert all(h[u] <= cost + h[v] for u, nbrs in graph.items() for v, cost in nbrs.items())
    assert h[goal] == 0
    problem = GraphProblem(graph, start, goal, h=h)
    watch = Watch()
    path = I.ASTAR.reference(Recorded(problem, watch))
    result = astar(problem, trace=True)
    assert (result.states or None) == path
    if path is not None:
        assert tuple(result.trace.explored_order) == watch.expanded()


def test_no_case_depends_on_how_ties_are_broken(monkeypatch):
    """For A* and its classic slips (not for g - h, whose frontier does tie)."""
    def observe_all():
        out = []
        for case in I.ASTAR.cases():
            for func in [I.ASTAR.reference] + [v.func for v in I.ASTAR.variants
                                               if v.key != "h-negated"]:
                watch = Watch(most=200)
                try:
                    answer = func(Recorded(case.args[0], watch))
                except BaseException:       # noqa: BLE001 - the planted endless search
                    answer = "stopped"
                # with no path only the answer is judged, not the order of expansions
                shown = answer not in ("stopped", None)
                out.append((answer, watch.expanded() if shown else ()))
        return out
    first = observe_all()
    monkeypatch.setattr(oracle.Priority, "__init__", lambda self, key, newest=False: (
        oracle.Queue.__init__(self), setattr(self, "key", key), setattr(self, "heap", []),
        setattr(self, "count", itertools.count(0, -1)), setattr(self, "sign", -1 if newest
                                                                else 1))[0])
    assert observe_all() == first


def test_maze_h_names_the_new_mistakes():
    names_only(run_suite(lambda maze, cell: -m.manhattan(cell, maze.goal), I.MAZE_H), "negated")
    names_only(run_suite(lambda maze, cell: abs(cell[0] - maze.goal[0])
                         - abs(cell[1] - maze.goal[1]), I.MAZE_H), "difference")


@pytest.mark.parametrize("func, key", m.INVERSION_CASES, ids=_id)
def test_inversion_mistakes(func, key):
    names_only(iterative_deepening.BANK.grade("inversions", func), key)


def test_a_generator_of_inversions_is_told_so():
    def pairs(state):
        tiles = [t for t in state if t]
        return (1 for k, big in enumerate(tiles) for small in tiles[k + 1:] if big > small)
    report = run_suite(pairs, I.INVERSIONS)
    assert report.status == "failed" and report.mistakes == [], report
    assert report.rows[0].notes[0].startswith("it returned a generator, not a number: a "
                                              "generator gives its items only when asked")


@pytest.mark.parametrize("func, key", m.SOLVABLE_CASES, ids=_id)
def test_solvable_mistakes(func, key):
    names_only(iterative_deepening.BANK.grade("solvable", func), key)


@pytest.mark.parametrize("func, key", m.DLS_CASES, ids=_id)
def test_depth_limited_mistakes(func, key):
    names_only(iterative_deepening.BANK.grade("dls", func), key)


@pytest.mark.parametrize("func, key", m.IDDFS_CASES, ids=_id)
def test_iterative_deepening_mistakes(func, key):
    names_only(iterative_deepening.BANK.grade("iddfs", func), key)


def test_a_dls_with_no_path_test_is_seen_by_counting_its_expansions():
    report = run_suite(m.dls_no_path_check, I.DLS)
    row = next(r for r in report.rows if r.label.startswith("no path at all"))
    assert not row.passed and "expanded 63 states where depth-limited search expands 5" in \
        row.notes[0]


def test_an_iddfs_one_limit_short_is_told_about_its_loop():
    report = run_suite(m.iddfs_one_short, I.IDDFS)
    assert "range(max_depth + 1)" in dict(report.hints)["depth-short"]
    assert "range(max_depth + 1)" not in dict(
        run_suite(m.dls_too_shallow, I.DLS).hints)["depth-short"]


def test_the_library_is_not_an_answer():
    from searchlib import iddfs
    report = run_suite(lambda problem, depth: iddfs(problem, max_depth=depth).states, I.IDDFS)
    assert report.status == "failed" and report.mistakes == ["uses-library"]


def test_asking_twice_for_the_successors_is_said_as_such():
    report = astar_lesson.BANK.grade("astar", planted.asks_twice_learner)
    assert report.status == "failed" and report.mistakes == [], report
    note = next(n for n in report.notes if n.startswith("First difference"))
    assert "asked for the moves of 'S' again at step 2, right after step 1 asked for them, " \
        "where A* expanded 'A'" in note, note
    assert "your function expanded 'S' at step 2" not in note


def test_a_dls_that_takes_the_goal_only_at_exactly_the_limit_fails():
    """A second reviewer's attempt: the goal is tested only when no moves are left."""
    def my_dls(problem, limit):
        def down(path, left):
            here = path[-1]
            if left == 0:
                return path if problem.is_goal(here) else None
            for _, child, _ in problem.successors(here):
                if child not in path:
                    found = down(path + [child], left - 1)
                    if found is not None:
                        return found
            return None
        return down([problem.initial], limit)
    report = run_suite(my_dls, I.DLS)
    assert report.status == "failed", report
    failed = {row.label for row in report.rows if not row.passed}
    assert {"a chain of 3 steps, limit 5 (room to spare)", "the start is the goal, limit 2",
            "the 8-puzzle two moves from the goal, limit 3 (no path of exactly 3)"} <= failed


def test_a_right_dls_that_tries_the_successors_last_first_passes():
    """A third reviewer: the exercise does not fix the order the successors are tried in."""
    def my_dls(problem, limit):
        def visit(state, left, on_path):
            if problem.is_goal(state):
                return [state]
            if left == 0:
                return None
            for _, child, _ in reversed(problem.successors(state)):
                if child not in on_path:
                    found = visit(child, left - 1, on_path | {child})
                    if found is not None:
                        return [state] + found
            return None
        return visit(problem.initial, limit, frozenset([problem.initial]))

    def my_iddfs(problem, max_depth):
        for limit in range(max_depth + 1):
            found = my_dls(problem, limit)
            if found is not None:
                return found
        return None
    assert run_suite(my_dls, I.DLS).passed
    assert run_suite(my_iddfs, I.IDDFS).passed
