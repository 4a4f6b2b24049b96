"""A fresh reviewer's wrong attempts (tests/mistakes_reviewed.py) fail, each naming its own
mistake and no other; and the texts that misled them say what happened."""

import pytest

import mistakes_reviewed as m
from searchlib.lessons import astar, dfs_bfs, greedy, iterative_deepening, mazes

BANKS = {"queue-remove": dfs_bfs, "bfs": dfs_bfs, "write-neighbours": mazes,
         "write-solve": mazes, "manhattan": greedy, "astar": astar,
         "solvable": iterative_deepening, "dls": iterative_deepening}


def attempt(check, code):
    """The object the learner's cell defines, as the notebook would hold it."""
    space = {"__name__": "__main__"}
    exec(m.PRELUDE[check] + code, space)        # noqa: S102 - the learner's cell, as written
    return space[m.DEFINES[check]]


def grade(check, code):
    return BANKS[check].BANK.grade(check, attempt(check, code))


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1][:50]}" for a in m.ATTEMPTS])
def test_a_reviewed_attempt_fails_and_names_its_mistake(check, label, key, code):
    report = grade(check, code)
    assert report.status == "failed", report
    assert report.mistakes == ([key] if key else []), f"{label}\n{report}"
    if key is None:
        assert any(note.startswith("First difference") for note in report.notes) or all(
            row.notes for row in report.rows if not row.passed), report


def _one(check, words):
    return next(a for a in m.ATTEMPTS if a[0] == check and words in a[1])


def test_a_summary_never_says_every_case_passes_beside_a_cross():
    report = grade(*[_one("manhattan", "calls the library")[i] for i in (0, 3)])
    assert "cases pass" not in report.summary
    assert "searchlib's own manhattan" in report.summary


def test_none_from_a_function_without_return_is_explained_and_printing_is_not_doubled():
    report = grade(*[_one("manhattan", "prints the value")[i] for i in (0, 3)])
    assert all("without `return`" in note for row in report.rows for note in row.notes)
    assert report.output.count("\n") == len(report.rows)      # one line per case, no rerun


def test_no_route_is_said_beside_none():
    report = grade(*[_one("bfs", "global visited")[i] for i in (0, 3)])
    assert any(row.got == "None (no path)" for row in report.rows)
    assert "Called again on" in report.hints[0][1]


def test_the_first_difference_is_on_the_first_failing_case():
    report = grade(*[_one("write-solve", "goal tested when generated")[i] for i in (0, 3)])
    first = next(row for row in report.rows if not row.passed)
    assert report.mistakes == ["early-goal-test"] and first.label


def test_a_run_stopped_by_its_budget_is_said_so():
    def peeks(problem):                        # spins on the front of the queue for ever
        from collections import deque
        queue, explored = deque([problem.initial]), set()
        while queue:
            state = queue[0]
            if state in explored:
                continue
            explored.add(state)
            for action in problem.actions(state):
                queue.append(problem.result(state, action))
    report = dfs_bfs.BANK.grade("bfs", peeks)
    note = next(n for n in report.notes if n.startswith("First difference"))
    assert "ran past its budget after step 1" in note and "stopped after" not in note


def test_an_instance_where_a_class_is_asked_is_named():
    cls = attempt(*[_one("queue-remove", "add extends")[i] for i in (0, 3)])
    report = dfs_bfs.BANK.grade("queue-remove", cls())
    assert "expected a class" in report.summary and "an instance of DequeFrontier" in \
        report.summary
    assert "DequeFrontier()" in report.hints[0][1]


def test_dls_counts_say_no_more_than_the_comparison():
    report = grade(*[_one("dls", "expands nodes at the depth limit")[i] for i in (0, 3)])
    notes = [n for row in report.rows for n in row.notes]
    assert notes and not any("refuses only" in n for n in notes)
    assert any("where depth-limited search expands" in n for n in notes)


def test_no_internal_names_in_an_error():
    report = grade(*[_one("write-neighbours", "cells as lists")[i] for i in (0, 3)])
    text = str(report)
    assert "<listcomp>" not in text and "Recorded" not in text
