"""Lesson 05's greedy exercise: right code passes in several styles, each planted mistake is
named alone, "almost right" code fails, and an unexplained run shows where it parts."""

import pytest

import mistakes_greedy as m
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import informed as I
from searchlib.lessons import greedy as lesson


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func", m.RIGHT, ids=_id)
def test_right_code_passes(func):
    report = run_suite(func, I.GREEDY)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.CASES, ids=_id)
def test_each_planted_mistake_is_named_alone(func, key):
    report = lesson.BANK.grade("write-greedy", func)
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


@pytest.mark.parametrize("func", m.ALMOST, ids=_id)
def test_almost_right_fails(func):
    assert lesson.BANK.grade("write-greedy", func).status == "failed"


def test_a_call_to_the_library_says_so():
    report = lesson.BANK.grade("write-greedy", m.greedy_library)
    assert report.mistakes == ["uses-library"] and all(row.passed for row in report.rows)


def test_the_frontier_stub_is_not_attempted():
    class Stub(m.GreedyFrontier):
        def remove(self):
            raise NotImplementedError("write remove")

    def my_greedy(maze):
        return m.solve(maze, Stub(maze))
    report = lesson.BANK.grade("write-greedy", my_greedy)
    assert report.status == "not attempted"
    # the learner sees a class stub: the method is named with its class
    assert "Stub.remove() still raises NotImplementedError" in str(report), str(report)


def test_an_unexplained_run_shows_the_first_divergence_and_a_maze_replay():
    class SecondBest(m.GreedyFrontier):          # the second lowest h: no planted mistake
        def remove(self):
            order = sorted(range(len(self.nodes)), key=lambda k: (self.maze.h(
                self.nodes[k].state), -k))
            return self.nodes.pop(order[1] if len(order) > 1 else order[0])

    def my_greedy(maze):
        return m.solve(maze, SecondBest(maze))
    report = lesson.BANK.grade("write-greedy", my_greedy)
    assert report.status == "failed" and report.mistakes == []
    note = next(n for n in report.notes if n.startswith("First difference"))
    assert "your function expanded" in note and "where greedy expanded" in note
    assert report.replay and report.replay["kind"] == "maze"
    both = report.step_through()
    assert both.names == ["your function", "greedy"] and both.count > 1


def test_the_start_is_the_goal_says_what_greedy_did_and_counts_read_well():
    report = lesson.BANK.grade("write-greedy", m.own_loop())
    assert report.mistakes == ["early-goal-test"], report
    row = next(r for r in report.rows if r.label == "the start is the goal")
    assert row.expected == "1 state explored; no actions", row.expected
    text = str(report)
    assert "went on and took out" not in text and "the start is never tested" in text, text
    assert I._greedy_run_show(([], 0)) == "0 states explored; no actions"
    assert I._greedy_run_show((["up"], 2)) == "2 states explored; 1 action: 1 up"


def test_a_start_handled_first_is_not_told_the_start_is_never_tested():
    report = lesson.BANK.grade("write-greedy", m.start_then_generated)
    assert report.mistakes == ["early-goal-test"], report
    assert next(r for r in report.rows if r.label == "the start is the goal").passed
    text = str(report)
    assert "the start is never tested" not in text and "never taken out" in text, text
