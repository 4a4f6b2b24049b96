"""A thirtieth reviewer's findings on lessons 01, 03, 04, 09 and 12
(tests/mistakes_rev30_teacher.py): each wrong attempt fails naming its own mistake(s) and no
other, right code written the same way passes, and the report text that was not true of the
code that got it now is."""

import functools

import pytest

import attempts

import mistakes_rev30_teacher as m
from mistakes_review_games import define
from searchlib.lessons import dfs_bfs

pytestmark = pytest.mark.filterwarnings("ignore")

grade = functools.partial(attempts.graded, m)


def _report(label):
    check, _, _, code = next(a for a in m.ATTEMPTS if a[1] == label)
    return grade(check, code)


def _row(report, label):
    return next(row for row in report.rows if row.label == label)


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1]}" for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(check, label, key, code):
    attempts.named(grade(check, code), key, label)


# -- 1. lesson 01: is_goal's answers shown as returned, and why they count as true ----------------

@pytest.mark.parametrize("label, shown, why", [
    ("is_goal returns 'yes' or 'no' (the reviewer's)", "'Home': 'no'", "a string as true"),
    ("is_goal returns str() of the comparison (the reviewer's)", "'Home': 'False'",
     "a string as true"),
    ("is_goal returns the comparison in a list (the reviewer's)", "'Home': [False]",
     "a list as true")])
def test_the_goal_row_shows_what_is_goal_returned_and_why_it_counts_as_true(label, shown, why):
    row = _row(_report(label), "the goal test")
    assert shown in row.got and "True" not in row.got.replace("'True'", "").replace(
        "[True]", ""), row.got
    note = " ".join(row.notes)
    assert f"is_goal('Home') returned {shown.split(': ')[1]}" in note, note
    assert why in note and "unless it is empty" in note and "return True or False" in note


def test_an_is_goal_returning_true_everywhere_gets_no_word_about_strings():
    report = _report("is_goal returns True everywhere")
    row = _row(report, "the goal test")
    assert "'Home': True" in row.got and not any("as true unless" in n for n in row.notes)
    assert report.hints[0][1].startswith("is_goal is true everywhere")


def test_an_is_goal_that_returns_nothing_is_still_shown_as_none():
    report = grade("drive", m._drive('state == "Station"'))
    assert report.mistakes == ["goal-returns-nothing"]
    row = _row(report, "the goal test")
    assert "'Home': None" in row.got and "'Station': None" in row.got


# -- 2. the kept-state hint says which answer came first, not which one was the mistake -------------

@pytest.mark.parametrize("label, lesson, qid, code, name", m.KEPT,
                         ids=[a[0] for a in m.KEPT])
def test_the_kept_state_hint_gives_the_answers_in_the_order_they_came(label, lesson, qid,
                                                                     code, name):
    report = attempts.grade(lesson, qid, define(code, name))
    assert report.mistakes == ["keeps-state"], report
    hint = report.hints[0][1]
    assert "instead of" not in hint, hint
    if "id(" in code:
        # a memo keyed by id() answers wrongly only where a freed object's address is reused,
        # which the allocator decides: the answer may come out the same, the work not
        assert ("gave another answer (the first time " in hint
                or "returned the same answer (" in hint and "not by the same work" in hint), hint
    else:
        assert "gave another answer (the first time " in hint, hint
    assert "keeps something from one call to the next" in hint


def test_a_function_wrong_only_the_first_time_has_its_right_answer_said_second():
    label, lesson, qid, code, name = m.KEPT[-1]
    report = attempts.grade(lesson, qid, define(code, name))
    assert "(the first time 0, then 4)" in report.hints[0][1]
    assert _row(report, "the lecture's 9-leaf tree").got == "0"


# -- 3. lesson 04: the new cells written (column, row) -----------------------------------------------

def test_cells_written_column_first_are_told_so_with_the_corridor_s_numbers():
    report = _report("new cells written (x, y) (the reviewer's)")
    hint = report.hints[0][1]
    assert "writes each new cell the other way round, (column, row)" in hint
    assert "right of (7, 8) is (7, 9), and it wrote (9, 7)" in hint
    assert "('right', (9, 7))" in _row(report, "a corridor: walls above and below").got


# -- 4. lesson 03: the BFS path given for the BFS order ------------------------------------------------

@pytest.mark.parametrize("qid, label, answer, words", m.ANSWERS,
                         ids=[f"{a[0]}: {a[1]}" for a in m.ANSWERS])
def test_the_path_given_for_a_bfs_order_is_told_it_is_the_path(qid, label, answer, words):
    report = dfs_bfs.BANK.grade(qid, answer)
    assert report.status == "failed" and report.mistakes == ["known"], report
    text = " ".join(hint for _, hint in report.hints)
    assert words in text and "the order the nodes are taken out" in text, text
    assert "Not the right number" not in text and "Simulate" not in text


def test_the_bfs_orders_themselves_still_pass():
    for qid, answer in [("bfs-order", "A B C D E"), ("practice-bfs-order", "S A B C D E F G")]:
        assert dfs_bfs.BANK.grade(qid, answer).passed


# -- 5. lesson 04: both hints for counting the nodes added and returning (count, actions) ------------

def test_counting_when_added_and_the_answer_swapped_are_both_told():
    report = _report("count when added, and (count, actions) (the reviewer's)")
    hints = dict(report.hints)
    assert hints["count"].startswith("The count is not the number of nodes taken out")
    assert hints["count-first"].startswith("Your function returns (count, actions)")
    report = _report("count when added after the start, and (count, actions)")
    assert "290 on dfs-wanders with a stack, where 287 are taken out" in dict(
        report.hints)["count"]
