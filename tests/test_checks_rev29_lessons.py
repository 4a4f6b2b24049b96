"""A twenty-ninth reviewer's findings on lessons 15-17 (tests/mistakes_rev29_lessons.py): IDA*
without the step cost is named, a case line no longer blames the order of the children where
the code keeps it, None is explained truly however it was returned, and a number whose comma
can be read two ways (1,812) is never silently read as the one the learner did not mean; and
a number followed by the unit a question counts ("26 moves") is read, its negation not."""

import pytest

import attempts

import mistakes_rev29_lessons as m
from searchlib.lessons import (alphabeta, beyond_astar, degrees, dfs_bfs, mazes, mcts,
                               search_problems)

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(label, **options):
    return attempts.by_label(m, label, **options)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- F7: IDA* without the step cost -------------------------------------------------------------

@pytest.mark.parametrize("label", ["idastar: the step cost never added, down(g, ...) (the "
                                   "reviewer's)", "idastar: f is h(state) alone"])
def test_no_step_cost_is_named_in_words_true_of_both_forms(label):
    hint = _grade(label).hints[0][1]
    assert hint.startswith("f counted nothing of the cost paid so far"), hint
    assert "down(g, ...)" in hint and "h(state) alone" in hint


# -- F5: the case line on the order of the children --------------------------------------------

_ORDER = "IDA* tries"


def _lines(report):
    return [note for row in report.rows for note in row.notes]


@pytest.mark.parametrize("label", ["idastar: f with the parent's h (the reviewer's)",
                                   "idastar: children tried cheapest f first (the reviewer's)"])
def test_code_that_keeps_the_order_of_the_children_is_not_told_it_does_not(label):
    lines = _lines(_grade(label))
    assert not any(_ORDER in line for line in lines), lines


def test_the_parent_h_case_says_only_that_the_expansions_differ():
    report = _grade("idastar: f with the parent's h (the reviewer's)")
    row = next(r for r in report.rows
               if r.label == "a dear goal reached early, a cheap one in the next contour")
    assert row.notes == ["the answer is right, but the states your search expanded, in order, "
                         "are not IDA*'s"]


def test_children_tried_last_first_are_told_so():
    lines = _lines(_grade("idastar: children tried last first"))
    said = [line for line in lines if _ORDER in line]
    assert said and all("the other way round, the last first" in line for line in said), lines


# -- F11: None, however it came back -------------------------------------------------------------

@pytest.mark.parametrize("label", ["can-use: the value when usable, else return None (the "
                                   "reviewer's)",
                                   "can-use: True when usable, else the end of the function"])
def test_none_is_explained_in_words_true_of_an_explicit_return_none_and_of_none(label):
    lines = _lines(_grade(label))
    said = [line for line in lines if line.startswith("it returned None")]
    assert said, lines
    assert all("a `return None`" in line and "without a return" in line for line in said)
    assert not any("(a function that reaches its end without a return gives None)" in line
                   for line in lines)


# -- F8: a comma that can be a decimal comma ------------------------------------------------------

def _answer(lesson, qid, value):
    return lesson.BANK.item(qid).evaluate(value)


@pytest.mark.parametrize("value, decimal, whole", [("1,812", "1.812", "1812"),
                                                   (" 1,812 ", "1.812", "1812"),
                                                   ("-1,812", "-1.812", "-1812"),
                                                   ("+1,812", "+1.812", "+1812")])
def test_a_decimal_comma_in_three_decimals_is_not_read_as_thousands(value, decimal, whole):
    report = _answer(mcts, "ucb-score", value)
    assert report.summary == "this answer cannot be read.", report
    hint = report.hints[0][1]
    assert f"a decimal comma ({decimal})" in hint and f"between thousands ({whole})" in hint
    assert "ln" not in hint and "logarithm" not in hint        # not the formula's hint


@pytest.mark.parametrize("value", ["30,000", "45,000"])
def test_a_bound_with_a_comma_is_in_doubt_too(value):
    report = _answer(beyond_astar, "weighted-bound", value)
    assert report.summary == "this answer cannot be read.", report
    assert "solve for the cheapest" not in str(report)


@pytest.mark.parametrize("lesson, qid, value", [(mcts, "ucb-score", "1,81"),
                                                (mcts, "ucb-score", "6,5"),
                                                (beyond_astar, "weighted-bound", "30,0")])
def test_other_decimal_commas_are_unreadable_and_told_to_write_a_point(lesson, qid, value):
    report = _answer(lesson, qid, value)
    assert report.summary == "this answer cannot be read.", report
    assert f"write a point: {value.replace(',', '.')}" in report.hints[0][1]


@pytest.mark.parametrize("lesson, qid, value", [
    (mcts, "ucb-score", "not 1,812"), (mcts, "ucb-score", "1,812 or 1812"),
    (mcts, "ucb-score", "1,812.0"), (beyond_astar, "weighted-bound", "not 30"),
    (beyond_astar, "weighted-bound", "30,000 moves")])
def test_negated_or_doubled_forms_stay_unreadable(lesson, qid, value):
    assert _answer(lesson, qid, value).summary == "this answer cannot be read."


def test_the_answers_written_plainly_are_still_read():
    assert _answer(mcts, "ucb-score", "1.812").passed
    assert _answer(beyond_astar, "weighted-bound", "30").passed
    assert _answer(beyond_astar, "weighted-bound", "30.000").passed
    assert _answer(beyond_astar, "weighted-bound", "30000").summary == "that is not the answer."
    # several groups cannot be a decimal comma: thousands, as before
    assert _answer(search_problems, "fifteen-states", "10,461,394,944,000").passed


def test_a_whole_number_question_reads_one_comma_group_as_thousands_unless_in_doubt():
    # 1.812 cannot answer a question whose answer is a whole number: 1812 is read
    assert _answer(mazes, "path-length", "1,026").summary == "that is not the answer."
    # 26.000 is 26, and 26000 another number: in doubt
    assert _answer(mazes, "path-length", "26,000").summary == "this answer cannot be read."


# -- the unit a question counts -------------------------------------------------------------------

@pytest.mark.parametrize("lesson, qid, value", [
    (mazes, "path-length", "26 moves"), (mazes, "path-length", "26 Moves."),
    (dfs_bfs, "goal-f-dfs", "4 nodes"), (search_problems, "fifteen-states",
                                         "10461394944000 states"),
    (search_problems, "fifteen-states", "10,461,394,944,000 states"),
    (degrees, "bidirectional-saving", "450 times"), (alphabeta, "leaves-evaluated",
                                                     "6 leaves")])
def test_a_number_with_the_unit_the_question_counts_is_read(lesson, qid, value):
    assert _answer(lesson, qid, value).passed


@pytest.mark.parametrize("lesson, qid, value", [
    (mazes, "path-length", "not 26 moves"), (mazes, "path-length", "26 moves not 25"),
    (mazes, "path-length", "about 26 moves"), (mazes, "path-length", "26 steps"),
    (mazes, "path-length", "26 moves moves"), (dfs_bfs, "goal-f-dfs", "not 4 nodes"),
    (search_problems, "fifteen-states", "no 10461394944000 states"),
    (degrees, "bidirectional-saving", "not 450 times"),
    (alphabeta, "leaves-evaluated", "6 of 9"),
    # a question that asks for no count reads no unit
    (beyond_astar, "weighted-bound", "30 moves")])
def test_other_words_beside_the_number_stay_unreadable(lesson, qid, value):
    assert _answer(lesson, qid, value).summary == "this answer cannot be read."


def test_a_wrong_count_with_its_unit_is_wrong_with_the_count_s_hints():
    report = _answer(mazes, "path-length", "25 moves")
    assert report.summary == "that is not the answer." and "off-by-one" in report.mistakes
