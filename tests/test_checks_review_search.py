"""A fresh reviewer's attempts at lessons 01-04 (tests/mistakes_review_search.py): wrong code
fails naming its own mistake and no other, right-but-unusual code passes, and the texts that
misled the reviewer now say only what is true."""

import functools
import math

import pytest

import attempts

import mistakes_review_search as m
from searchlib.lessons import dfs_bfs, frontier_loop, search_problems


attempt = functools.partial(attempts.defined, m)
grade = functools.partial(attempts.graded, m)


def _one(check, words):
    return next(a for a in m.ATTEMPTS if a[0] == check and words in a[1])


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1][:50]}" for a in m.ATTEMPTS])
def test_a_reviewed_attempt_is_judged_and_named(check, label, key, code):
    report = grade(check, code)
    attempts.named(report, key, label)


# -- lesson 01 ----------------------------------------------------------------------------------

def test_a_drive_that_changes_the_map_is_told_so_and_the_map_is_put_back(monkeypatch):
    monkeypatch.setenv("SEARCHLIB_CHECKS_ISOLATION", "none")      # in the kernel itself
    space = {"__name__": "__main__"}
    check, _, _, code = _one("drive", "mutate DRIVE_MAP")
    report = grade(check, code, space)
    assert space["DRIVE_MAP"] == space["_saved"]                   # nothing of theirs changed
    row = next(r for r in report.rows if r.label == "actions in every town")
    assert not row.passed and any("changed DRIVE_MAP" in note for note in row.notes)
    assert "put the map back" in report.hints[0][1]


def test_tuple_states_are_not_told_to_check_the_spelling():
    report = grade(*[_one("drive", "one-element tuple")[i] for i in (0, 3)])
    hints = " ".join(text for _, text in report.hints)
    assert "capital" not in hints and "spelling" not in hints
    assert "is_goal('Station') is False" in hints and "a tuple" in hints


# -- lesson 03: the answers ----------------------------------------------------------------------

def test_depth_first_with_the_first_child_first_is_not_called_level_by_level():
    report = dfs_bfs.BANK.grade("dfs-order", "A, B, C, E")
    assert report.status == "failed"
    text = report.hints[0][1]
    assert "level by level" not in text and "depth first" in text and "LAST" in text


def test_four_removals_for_goal_f_names_both_searches_that_give_it():
    report = dfs_bfs.BANK.grade("goal-f-bfs", 4)
    text = report.hints[0][1]
    assert "DFS" in text and "as soon as F is generated" in text


def test_one_away_from_a_count_says_no_more_than_that():
    report = search_problems.BANK.grade("fifteen-states", math.factorial(16) // 2 - 1)
    assert report.status == "failed"
    hints = " ".join(text for _, text in report.hints)
    assert "one away" in hints and "both ends" not in hints


# -- lesson 03: the exercises --------------------------------------------------------------------

def test_an_emptiness_test_is_said_in_words():
    class DequeFrontier:                    # empty() is true only with one node waiting
        def __init__(self):
            from collections import deque
            self.nodes = deque()

        def add(self, node):
            self.nodes.append(node)

        def empty(self):
            return len(self.nodes) == 1

        def remove(self):
            return self.nodes.popleft()
    report = dfs_bfs.BANK.grade("queue-remove", DequeFrontier)
    assert report.status == "failed" and report.mistakes == []
    note = next(n for n in report.notes if n.startswith("First difference"))
    assert "empty() returned False" in note and "empty() returned True" in note
    assert "('bool'" not in str(report)
    named = grade(*[_one("queue-remove", "compares the deque to []")[i] for i in (0, 3)])
    assert "('bool'" not in str(named) and "deque() == [] is False" in named.hints[0][1]


def test_a_class_still_the_stub_asks_for_the_class():
    report = dfs_bfs.BANK.grade("queue-remove", attempt("queue-remove", '''
class DequeFrontier:
    def __init__(self):
        self.nodes = deque()
    def add(self, node):
        raise NotImplementedError
    def empty(self):
        raise NotImplementedError
    def remove(self):
        raise NotImplementedError
'''))
    assert report.status == "not attempted" and "a class whose methods do nothing yet" in report.summary


def test_a_generator_is_said_to_be_one():
    report = grade("bfs", '''
def breadth_first(problem):
    q = deque([[problem.initial]])
    seen = {problem.initial}
    while q:
        path = q.popleft()
        if problem.is_goal(path[-1]):
            yield from path
            return
        for a in problem.actions(path[-1]):
            c = problem.result(path[-1], a)
            if c not in seen:
                seen.add(c); q.append(path + [c])
''')
    assert report.status == "failed" and not any(row.passed for row in report.rows)
    notes = [n for row in report.rows for n in row.notes]
    assert all("it returned a generator" in n for n in notes), notes
    assert not any("not <generator" in n for n in notes)
    text = " ".join(report.notes)
    assert "returned a generator" in text and "without a single step" not in text


def test_a_name_in_quotes_is_said_to_be_a_string():
    report = dfs_bfs.BANK.grade("bfs", "breadth_first")
    assert "That is a string, not a function" in report.hints[0][1]
    assert "lesson.check(\"bfs\", breadth_first)" in report.hints[0][1]
    assert "without calling it" not in report.hints[0][1]


def test_a_search_that_expands_a_state_twice_fails_even_with_a_shortest_path():
    report = grade(*[_one("bfs", "tree search")[i] for i in (0, 3)])
    row = next(r for r in report.rows if not r.passed)
    assert row.label.startswith("two routes of the same length meet at C")
    assert any("expanded 'C' twice" in note for note in row.notes)


def test_path_states_with_a_free_first_step():
    report = frontier_loop.BANK.grade("path-states", attempt("path-states", '''
def path_states(node):
    path = [node.state]
    while node.path_cost != 0:
        node = node.parent
        path.append(node.state)
    return path[::-1]
'''))
    failing = [row for row in report.rows if not row.passed]
    assert [row.label for row in failing] == [
        "a route whose first step costs nothing (path_cost 0 twice)",
        "a route of 3 steps that cost 0, 0 and 1"]
    assert "path costs 0, 0, 2, 3" in failing[0].given
    assert report.mistakes == ["stops-at-free-step"]
