"""The seventh reviewer's findings on lesson 15's checks (IDA*, weighted A*), and the number
checks of the whole course: each attempt as the learner wrote it."""

import importlib
import math
import re

import numpy as np
import pytest

import mistakes_rev7_ida as m

from searchlib.checks.suites import beyond as B
from searchlib.lessons import LESSONS, beyond_astar


def _id(value):
    return getattr(value, "__name__", None) or str(value)


def grade(func):
    return beyond_astar.BANK.grade("idastar", func)


@pytest.mark.parametrize("func", m.IDASTAR_RIGHT, ids=_id)
def test_right_code_in_unusual_shapes_passes(func):
    report = grade(func)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.IDASTAR_NAMED, ids=_id)
def test_each_mistake_is_named_alone(func, key):
    report = grade(func)
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


@pytest.mark.parametrize("func", m.IDASTAR_UNNAMED, ids=_id)
def test_a_mistake_without_a_hint_fails_and_names_none(func):
    report = grade(func)
    assert report.status == "failed", report
    assert report.mistakes == [] and "Hint" not in str(report), str(report)


# -- finding 1: refusing only the last states of the path ------------------------------------
@pytest.mark.parametrize("func", [m.ida_refuse_last_three, m.ida_refuse_parent_and_grandparent],
                         ids=_id)
def test_refusing_only_the_last_states_fails_on_the_cycle_of_five(func):
    text = str(grade(func))
    assert "10 of 11 cases pass" in text and "\u2718 a cycle of five before the goal" in text
    assert "went on and expanded 'S'" in text          # back at the start, round the cycle


def test_the_cycle_of_five_is_a_case_whose_cheapest_path_goes_by_the_whole_ring():
    case = next(c for c in B._idastar_cases() if c.label == "a cycle of five before the goal")
    assert case.data["cost"] == 6 and case.data["bounds"] == [0, 1, 2, 3, 4, 6]
    assert m.ida_refuse_last_three(case.args[0]) == ["S", "A", "B", "C", "D", "G"]


# -- finding 3: a ValueError of one's own ----------------------------------------------------
def test_a_value_error_raised_by_hand_is_not_said_to_come_from_min():
    text = str(grade(m.ida_raises_value_error))
    assert "Taking min() of an empty list raises ValueError" not in text
    assert "your function raised ValueError" in text and "raise ValueError(...)" in text


# -- finding 4: h of the start, and no h at all -----------------------------------------------
@pytest.mark.parametrize("func", [m.ida_f_is_g, m.ida_h_of_the_start], ids=_id)
def test_f_without_h_of_the_state_gets_one_true_hint(func):
    text = str(grade(func))
    assert "h was never used" not in text
    assert "tested on g alone (or on g plus the same number every time, such as h(start))" \
        in text


# -- finding 5: a search done within its first contour ---------------------------------------
@pytest.mark.parametrize("func", [m.ida_step_one, m.ida_twice_h, m.ida_cut_on_h], ids=_id)
def test_a_search_that_finished_in_one_pass_is_not_said_to_skip_the_restart(func):
    text = str(grade(func))
    assert "only once" not in text and "starts again from the start at each new bound" \
        not in text
    assert ("done after expanding each state once (3 states), where IDA* needs 3 contours "
            "(bounds 5, 6, 7), each starting again from the start") in text


# -- finding 6: calls are counted as calls ---------------------------------------------------
def test_successors_asked_for_each_child_is_told_in_calls():
    text = str(grade(m.ida_successors_for_each_child))
    assert "called problem.successors 14 times, where IDA* calls it 6 times" in text
    assert not re.search(r"expanded [\d,]+ states", text)


# -- finding 7: the wrong next bound ---------------------------------------------------------
def test_the_next_bound_hints_say_which_f_was_taken():
    assert "first state cut off" in str(grade(m.ida_first_over))
    assert "largest of its children's answers" in str(grade(m.ida_largest_over))
    assert "emptied at each new bound" in str(grade(m.ida_seen_each_contour))


def test_the_oracle_switches_behave_as_the_learners_do():
    for case in B._idastar_cases():
        problem = case.args[0]
        assert B.contours(problem, grow="first") == m.ida_first_in_the_list(problem)
        assert B.contours(problem, grow="most-child") == m.ida_largest_over(problem)
        assert B.contours(problem, refuse="contour") == m.ida_seen_each_contour(problem)
        assert B.contours(problem, f="g-from-h") == m.ida_f_is_g(problem)


# -- findings 2 and 8: number answers ----------------------------------------------------------
def _questions(kinds):
    for name in LESSONS:
        bank = importlib.import_module(f"searchlib.lessons.{name}").BANK
        for qid in bank.ids:
            item = bank.item(qid)
            if not item.is_exercise and item.kind in kinds:
                yield pytest.param(bank, qid, id=f"{name}:{qid}")


NUMBER_QUESTIONS = list(_questions(("number",)))
ALL_NUMBER_QUESTIONS = list(_questions(("number", "int")))


def test_the_course_has_number_questions():
    assert len(NUMBER_QUESTIONS) >= 3      # weighted-bound, expectimax-value, ucb-score


NOT_FINITE = [float("nan"), math.inf, -math.inf, "nan", "inf", "-inf", "1e999", np.nan,
              np.float64("inf")]


@pytest.mark.parametrize("bank, qid", ALL_NUMBER_QUESTIONS)
@pytest.mark.parametrize("value", NOT_FINITE, ids=repr)
def test_nan_and_infinities_are_refused_with_a_true_message(bank, qid, value):
    report = bank.grade(qid, value)
    assert report.status == "failed", report
    text = str(report)
    assert "Traceback" not in text
    said = "finite number" if bank.item(qid).kind == "number" else "whole number"
    assert said in text, text
    if bank.item(qid).kind == "number":
        assert ("(not a number)" if "nan" in repr(value).lower() else "(an infinity)") in text


@pytest.mark.parametrize("bank, qid", ALL_NUMBER_QUESTIONS)
@pytest.mark.parametrize("value", [1e308, -1.7e308, 10 ** 400, 5e-324], ids=repr)
def test_huge_and_tiny_numbers_get_a_verdict(bank, qid, value):
    report = bank.grade(qid, value)
    assert report.status == "failed", report
    if value == 10 ** 400 and bank.item(qid).kind == "number":
        assert "too large for a float (401 digits)" in str(report)


@pytest.mark.parametrize("value, near", [(29, True), (31, True), (28, False), (29.5, False),
                                         (30.5, False)])
def test_weighted_bound_says_one_away_as_next_bound_does(value, near):
    report = beyond_astar.BANK.grade("weighted-bound", value)
    assert report.status == "failed"
    assert ("off-by-one" in report.mistakes) is near, report
    assert "off-by-one" in beyond_astar.BANK.grade("next-bound", 10).mistakes
