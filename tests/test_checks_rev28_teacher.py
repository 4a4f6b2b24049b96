"""A twenty-eighth reviewer's findings on lessons 01-04 (tests/mistakes_rev28_teacher.py): each
wrong attempt fails naming its own mistake and no other, right code written the same way
passes, and the hints that were not true of the code that got them now are."""

import functools

import pytest

import attempts

import mistakes_rev28_teacher as m
from searchlib.lessons import dfs_bfs

pytestmark = pytest.mark.filterwarnings("ignore")

grade = functools.partial(attempts.graded, m)


def _report(label):
    check, _, _, code = next(a for a in m.ATTEMPTS if a[1] == label)
    return grade(check, code)


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1]}" for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(check, label, key, code):
    attempts.named(grade(check, code), key, label)


# -- 1. lesson 02: a list built with insert(0, ...) and reversed as well ------------------------

def test_a_list_built_start_first_and_reversed_is_not_told_only_to_reverse_it():
    hint = _report("insert(0) and reverse too (the reviewer's)").hints[0][1]
    assert "Reverse the list before returning it" not in hint
    assert hint.startswith("The states come out goal first")
    assert "insert(0, ...) is start first already" in hint and "append()" in hint


@pytest.mark.parametrize("label", ["the path built with insert(0) and reversed too",
                                   "actions built with insert(0) and reversed too"])
def test_the_same_hint_in_bfs_and_solve_is_true_of_a_list_reversed_twice(label):
    hint = _report(label).hints[0][1]
    assert "Reverse it before returning" not in hint and "Reverse the list" not in hint
    assert "reversed once too often, or not at all" in hint and "insert(0, ...)" in hint


# -- 2. lesson 03: A, B, C, E for the DFS order ---------------------------------------------------

def test_the_path_given_for_the_dfs_order_is_told_both_readings():
    report = dfs_bfs.BANK.grade("dfs-order", ["A", "B", "C", "E"])
    assert report.status == "failed" and report.mistakes == ["known"]
    text = report.hints[0][1]
    assert "the path DFS returns" in text and "C before D" in text
    assert "the order the nodes are taken out" in text and "LAST" in text
    assert not text.startswith("That is depth first, but")


# -- 3. lesson 03: an order with its start or its goal left out ------------------------------------

@pytest.mark.parametrize("qid, label, answer, words", m.ANSWERS,
                         ids=[f"{a[0]}: {a[1]}" for a in m.ANSWERS])
def test_an_order_without_its_start_or_goal_is_told_which_end_is_missing(qid, label, answer,
                                                                         words):
    report = dfs_bfs.BANK.grade(qid, answer)
    assert report.status == "failed" and report.mistakes == ["known"], report
    text = " ".join(hint for _, hint in report.hints)
    assert words in text, text
    assert "Simulate" not in text and "Not the right number" not in text
    assert "right order" in text or "Right so far" in text


def test_the_orders_themselves_still_pass():
    for qid, answer in [("dfs-order", "A B D F C E"), ("bfs-order", "ABCDE"),
                        ("practice-bfs-order", "S, A, B, C, D, E, F, G")]:
        assert dfs_bfs.BANK.grade(qid, answer).passed


# -- 4. lesson 03: bfs without any reached set ------------------------------------------------------

def test_bfs_without_a_reached_set_is_told_so_and_about_its_parents():
    report = _report("no reached set at all (the reviewer's)")
    hint = report.hints[0][1]
    assert "even a state reached before" in hint and "never ends when there is no path" in hint
    assert "writes that state's parent again" in hint
    assert [row.label for row in report.rows if not row.passed] == [
        "a campus with two shortest routes, arrows both ways",
        "a shortcut: G is met again from X while it waits",
        "no path: A and B lead to each other, E is elsewhere",
        "two routes of the same length meet at C, and D leads back to B",
        "B is met again from A while it waits, before it is expanded"]


# -- 5. lesson 04: (x, y), the count, the answer's order, no path ----------------------------------

def test_a_cell_read_column_first_is_told_so():
    hint = _report("cell read as (x, y) (the reviewer's)").hints[0][1]
    assert "`c, r = cell`" in hint and "(7, 8) is read as row 8, column 7" in hint


def test_a_count_of_the_nodes_added_is_told_so_with_the_numbers():
    report = _report("count when added (the reviewer's)")
    hint = report.hints[0][1]
    assert "added to it after the start" in hint and "290" in hint and "287" in hint
    row = next(r for r in report.rows if r.label == "stack on dfs-wanders")
    assert "290 states explored" in row.got


def test_count_and_actions_swapped_and_an_empty_path_for_no_path_are_named():
    assert _report("returns (count, actions) (the reviewer's)").hints[0][1].startswith(
        "Your function returns (count, actions)")
    report = _report("no path returns ([], count) (the reviewer's)")
    assert "return None, not an empty list of actions with the count" in report.hints[0][1]
    assert [row.label for row in report.rows if not row.passed] == [
        "queue, the goal walled off"]


# -- 6. lesson 01's is_goal with no return; lesson 02's return inside the loop -----------------------

def test_an_is_goal_with_no_return_is_told_it_returns_none_not_to_compare_with_station():
    report = _report("is_goal without return (the reviewer's)")
    row = next(r for r in report.rows if r.label == "the goal test")
    assert "None" in row.got and "False" not in row.got
    hint = report.hints[0][1]
    assert "returned None for every town" in hint and "`return state == 'Station'`" in hint


def test_a_return_inside_the_walk_back_is_told_only_the_goal_came_back():
    report = _report("early return inside the loop (the reviewer's)")
    assert report.hints[0][1].startswith("Only the goal's own state came back")
    assert [row.label for row in report.rows if row.passed] == ["the start is already the goal"]
