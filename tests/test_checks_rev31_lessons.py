"""A thirty-first reviewer's findings on lessons 07, 05, 15, 16 and 17 (/tmp/rev31): the memory
counts given as a list read each item as the one-string answer reads it (a unit, a label), so
right numbers are never "not the right ones"; a count of boards is read as one of states; a
number with dots between thousands ("22.187") is unreadable where a whole number is asked, not
read as a decimal; a number followed by a word the question does not read is told to stand
alone; UCB1 rounded too far and the bonus alone get true hints; store_kind's None is explained.
"""

import pytest

import attempts

import mistakes_rev31_lessons as m
from searchlib.checks.answers import dot_doubt
from searchlib.checks.readers import held_counts
from searchlib.lessons import (beyond_astar, dfs_bfs, greedy, iterative_deepening, mazes, mcts,
                               search_problems)

pytestmark = pytest.mark.filterwarnings("ignore")

MEMORY = iterative_deepening.BANK.item("memory")
UNREADABLE = "this answer cannot be read."


def _answer(lesson, qid, value):
    return lesson.BANK.item(qid).evaluate(value)


def _said(report):
    return " ".join(text for _, text in report.hints)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- 1. 07 memory: each item of a list read as a single answer would be -------------------------

@pytest.mark.parametrize("answer", [
    ("22,187 states", "19 states"), ("22187 states", "19 states"), ("22187 boards", "19 boards"),
    (22187, "19 nodes"), ("BFS 22187", "IDDFS 19"), ("IDDFS 19", "BFS 22187"),
    ["22187 (BFS)", "19 for IDDFS"], ("BFS: 22,187 states", "IDDFS: 19 states"),
    ("22 187 states", "19"), ("22187 states.", "19"), ("22187 board", "19 board"),
    {"BFS": 22187, "IDDFS": 19}, {"bfs": "22,187 boards", "Iddfs": "19"},
    # as before
    ("22187", "19"), ("22,187", "19"), (22187, 19), (22187.0, 19.0), ("22187", 19.0),
    "BFS 22187, IDDFS 19", "22187 states, 19 states", "22187 boards, 19 boards",
    "BFS: 22,187 boards; IDDFS: 19 boards", "22187.0, 19"])
def test_the_right_counts_pass_however_each_item_is_written(answer):
    assert MEMORY.evaluate(answer).passed, MEMORY.evaluate(answer)


@pytest.mark.parametrize("answer", [
    ("not 22187", "19"), ("22187", "not 19"), ("22187 or 19", "19"), ("about 22187", "19"),
    ("22187", "19 moves"), ("22,187 moves", "19 moves"), ("22187 km", "19 km"),
    ("BFS 22187", "19"), ("BFS 22187", "BFS 19"), ("BFS 22187", "IDDFS 19", "5"),
    ("22,187,19", "5"), ("many", "few"), ("", ""), ("22187 states 19", "19"),
    {"BFS": "IDDFS 19", "IDDFS": 22187}, {"BFS": "not 22187", "IDDFS": 19},
    "22187 moves, 19 moves", "BFS 22187, IDDFS not 19", "22187 or 19"])
def test_an_item_the_reader_cannot_read_makes_the_answer_unreadable(answer):
    report = MEMORY.evaluate(answer)
    assert report.summary == UNREADABLE, report
    assert "items" not in _said(report), report


@pytest.mark.parametrize("answer, hint", [
    (("22188 states", "19 states"), "You have the right number of items (2): the second is "
                                    "right, the first (22188) is not."),
    (("19 boards", "22187 boards"), "You have the right items, but not in the right order."),
    (("BFS 22187", "IDDFS 18"), "IDDFS holds the whole path"),
    (("22187", "19", "5"), "Not the right number of items: you gave 3.")])
def test_wrong_counts_written_with_units_or_labels_get_the_counts_hints(answer, hint):
    report = MEMORY.evaluate(answer)
    assert report.summary == "that is not the answer." and hint in _said(report), report


def test_the_reader_returns_the_counts_of_a_list_as_it_reads_them():
    assert held_counts(("22,187 boards", "19 boards")) == ["22,187", "19"]
    assert held_counts(("IDDFS 19", "BFS 22187")) == [22187, 19]
    assert held_counts([22187, 19]) == [22187, 19]
    assert held_counts({"a": 1}) == {"a": 1}           # not the two names: left as it is


# -- 2. units: the words each question reads beside its number ----------------------------------

@pytest.mark.parametrize("value", ["7 moves", "7 steps", "7 Step", "7 moves."])
def test_a_manhattan_distance_in_moves_or_steps_is_read(value):
    assert _answer(greedy, "manhattan-distance", value).passed


@pytest.mark.parametrize("value, word", [("7 cells", "cells"), ("7 km", "km"),
                                         ("7 nodes", "nodes")])
def test_a_manhattan_distance_in_another_unit_is_told_to_give_the_number_alone(value, word):
    report = _answer(greedy, "manhattan-distance", value)
    assert report.summary == UNREADABLE
    assert _said(report) == f"Give the number alone (7), without {word!r}."


@pytest.mark.parametrize("value", ["not 7 moves", "7 moves or 8", "about 7", "7 moves moves",
                                   "7 or", "7 not"])
def test_a_manhattan_distance_with_other_words_stays_unreadable_without_that_line(value):
    report = _answer(greedy, "manhattan-distance", value)
    assert report.summary == UNREADABLE
    assert "Give the number alone" not in _said(report)


def test_a_wrong_distance_with_its_unit_gets_its_own_hint():
    assert "straight-line" in _said(_answer(greedy, "manhattan-distance", "5 moves"))
    assert "one away" in _said(_answer(greedy, "manhattan-distance", "8 steps"))


@pytest.mark.parametrize("lesson, qid, value, number, word", [
    (beyond_astar, "next-bound", "9 moves", "9", "moves"),
    (beyond_astar, "next-bound", "9 nodes", "9", "nodes"),
    (beyond_astar, "weighted-bound", "30 moves", "30", "moves"),
    (mcts, "ucb-score", "1.812 points", "1.812", "points"),
    (mazes, "path-length", "26 steps", "26", "steps")])
def test_questions_that_ask_no_such_unit_stay_strict_and_say_so(lesson, qid, value, number,
                                                                 word):
    report = _answer(lesson, qid, value)
    assert report.summary == UNREADABLE
    assert _said(report) == f"Give the number alone ({number}), without {word!r}."
    assert _answer(lesson, qid, number).passed


def test_a_number_that_cannot_be_read_is_not_told_to_stand_alone():
    # its own doubt comes first: "1,812" may be a decimal comma
    for value in ("1,812 points", "1,81 points"):
        assert "alone" not in _said(_answer(mcts, "ucb-score", value))


# -- 3. a dot between thousands, where a whole number is asked ---------------------------------

@pytest.mark.parametrize("answer", ["22.187 and 19", "22.187, 19", "22.187;19", "19, 22.187",
                                    ("22.187", "19"), (22.187, 19), ("22.187 states", "19"),
                                    "BFS 22.187, IDDFS 19", {"BFS": 22.187, "IDDFS": 19}])
def test_the_memory_count_with_a_dot_between_thousands_cannot_be_read(answer):
    report = MEMORY.evaluate(answer)
    assert report.summary == UNREADABLE, report
    assert _said(report) == ("22.187 is not a whole number, and both counts are whole numbers: "
                             "if its dot is one between thousands, write 22187.")


@pytest.mark.parametrize("lesson, qid, value, said", [
    (mazes, "path-length", "1.026", "1.026 is not a whole number, and the answer is one: if "
                                    "its dot is one between thousands, write 1026."),
    (mazes, "path-length", 1.026, "1.026 is not a whole number, and the answer is one: if "
                                  "its dot is one between thousands, write 1026."),
    (mazes, "path-length", "26.000", "The dot in 26.000 can be a decimal point (26) or one "
                                     "between thousands (26000): write 26 or 26000."),
    (mazes, "path-length", "26.000 moves", "The dot in 26.000 can be a decimal point (26) or one "
                                           "between thousands (26000): write 26 or 26000."),
    (greedy, "manhattan-distance", "7.000", "The dot in 7.000 can be a decimal point (7) or one "
                                            "between thousands (7000): write 7 or 7000."),
    (search_problems, "fifteen-states", "10.461.394.944.000",
     "10.461.394.944.000 has dots between thousands: write it without them, 10461394944000.")])
def test_a_whole_number_question_cannot_read_a_dot_between_thousands(lesson, qid, value, said):
    report = _answer(lesson, qid, value)
    assert report.summary == UNREADABLE, report
    assert _said(report) == said


@pytest.mark.parametrize("lesson, qid, value, status", [
    (mazes, "path-length", 26.0, "passed"), (mazes, "path-length", "26.0", "passed"),
    (dfs_bfs, "goal-f-dfs", "4.00", "passed"), (mazes, "path-length", 26.5, "failed"),
    # a number question reads the dot as a decimal point, as before
    (beyond_astar, "weighted-bound", "30.000", "passed"),
    (mcts, "ucb-score", "1.812", "passed")])
def test_other_dots_are_read_as_before(lesson, qid, value, status):
    assert _answer(lesson, qid, value).status == status


def test_a_hinted_decimal_keeps_its_own_hint_when_written_with_three_places():
    report = _answer(beyond_astar, "next-bound", "10.750")
    assert report.summary == "that is not the answer."
    assert "10.75 is the mean" in _said(report)


def test_dot_doubt_leaves_other_numbers_alone():
    assert dot_doubt("22187.0") is None and dot_doubt(0.125) is None and dot_doubt(30.0) is None
    assert dot_doubt("0.125") is None and dot_doubt(22187) is None and dot_doubt(True) is None


# -- 4. 17 ucb-score: rounded too far, and the bonus alone ---------------------------------------

_FORMULA = "W/N + c * sqrt(ln(N_parent) / N)"


@pytest.mark.parametrize("value, hint", [
    (1.8, "agrees with the answer to one decimal, not to three"),
    ("1.8", "agrees with the answer to one decimal, not to three"),
    ("1.80", "agrees with the answer to one decimal, not to three"),
    (2, "only when both are rounded to a whole number"),
    ("2.0", "only when both are rounded to a whole number"),
    (1.82, "rounded to two decimals the answer is not 1.82")])
def test_ucb1_rounded_too_far_is_told_to_give_three_decimals_not_the_formula(value, hint):
    report = _answer(mcts, "ucb-score", value)
    assert report.summary == "that is not the answer."
    said = _said(report)
    assert hint in said and "give three decimals" in said, said
    assert _FORMULA not in said


@pytest.mark.parametrize("value", [1.79, 1.801, 1.81 + 0.0, 1.85, 1.9, 1.7, 1.83, 1.819, 2.01,
                                   1.99, 1.823])
def test_a_different_value_never_gets_the_rounding_hint(value):
    report = _answer(mcts, "ucb-score", value)
    said = _said(report)
    assert "agrees with the answer" not in said and "not 1.82" not in said, (value, said)


@pytest.mark.parametrize("value", [1.062, 1.0622, "1.062", 1.06])
def test_the_bonus_alone_is_named(value):
    report = _answer(mcts, "ucb-score", value)
    assert report.summary == "that is not the answer."
    assert _said(report).startswith("That is the exploration bonus alone"), report


@pytest.mark.parametrize("value", [1.05, 1.07, 0.75])
def test_values_away_from_the_bonus_are_not_called_the_bonus(value):
    assert "exploration bonus alone" not in _said(_answer(mcts, "ucb-score", value))


def test_the_answer_still_passes():
    for value in (1.812, 1.81, 1.8122, "1.812"):
        assert _answer(mcts, "ucb-score", value).passed


# -- 5. 16 store-kind: None explained -------------------------------------------------------------

@pytest.mark.parametrize("label", ["store-kind: falls off the end for an exact value (the "
                                   "reviewer's)", "store-kind: return None for an exact value"])
def test_none_from_store_kind_is_explained_on_each_case(label):
    report = attempts.by_label(m, label)
    failed = [row for row in report.rows if not row.passed]
    assert failed
    for row in failed:
        assert row.notes == ["it returned None, where the answer is 'exact': a `return None`, "
                             "a bare `return`, or the end of the function reached without a "
                             "return gives None"], row.notes
