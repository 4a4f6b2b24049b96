"""Lesson 13's optional search from both ends: right code passes (whole layers by the smaller
side, or strict turns), each planted mistake is named alone, other wrong code fails, and the
oracle's answers are the library's bidirectional BFS's lengths on the check's casts."""

import pytest

import mistakes_both_ends as m
from searchlib.checks.oracles.search import both_ends, distance
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import search as S
from searchlib.lessons import degrees as lesson


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func", m.RIGHT, ids=_id)
def test_right_code_passes(func):
    report = run_suite(func, S.BOTH_ENDS)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.CASES, ids=_id)
def test_each_planted_mistake_is_named_alone(func, key):
    report = lesson.BANK.grade("shortest-path-both", func)
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


@pytest.mark.parametrize("func", m.ALMOST, ids=_id)
def test_other_wrong_code_fails_with_no_hint(func):
    report = lesson.BANK.grade("shortest-path-both", func)
    assert report.status == "failed" and report.mistakes == [], report


def test_the_race_is_met_on_the_long_route_one_person_at_a_time():
    find = S.RACE.pairs
    assert distance(lambda p: [q for _, q in find(p)], "21", lambda p: p == "25") == 3
    assert len(both_ends(find, "21", "25")) == 3
    assert len(both_ends(find, "21", "25", grow="person")) == 4


def test_a_one_ended_bfs_is_told_it_never_grew_from_the_target():
    report = run_suite(m.make(one_end=True), S.BOTH_ENDS)
    notes = [note for row in report.rows for note in row.notes]
    assert any("never asked for the co-stars of the target" in note for note in notes)


def test_one_end_on_pairs_that_are_not_connected_is_not_told_the_sides_meet():
    report = run_suite(m.make(one_end=True), S.BOTH_ENDS)
    rows = [r for r in report.rows if r.label.startswith("not connected") and not r.passed]
    assert rows
    for row in rows:
        said = " ".join(row.notes)
        assert "the answer (None) is right" in said and "meet in the middle" not in said
        assert "path is right" not in said


def test_two_searches_that_only_stop_at_the_far_end_are_counted_out():
    report = lesson.BANK.grade("shortest-path-both", m.layered(far_end_only=True))
    row = next(r for r in report.rows if r.label.startswith("a long chain"))
    case = next(c for c in S.BOTH_ENDS.cases() if c.label == row.label)
    assert not row.passed and case.data["most"] == 14, (case.data, row.notes)
    assert any("at most 14 times" in note for note in row.notes), row.notes
    assert report.mistakes == ["ends-only"]
    assert len(both_ends(S.LONG.pairs, "31", "39")) == 8


def test_a_search_that_asks_like_a_right_one_is_told_the_difference_is_in_the_answer():
    report = lesson.BANK.grade("shortest-path-both", m.make(twice=True))
    text = str(report)
    assert "in the same order; the difference is in the answer it built" in text, text
    assert "stops after step" not in text, text
