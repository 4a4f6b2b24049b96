"""A thirty-seventh reviewer's findings on the code checks of lessons 01-07, 13, 15 and 17
(/tmp/rev37/REPORT.md), with the attempts in tests/mistakes_rev37_lessons.py:

1. 05 maze-h: a goal kept from the first call (a default argument) is told it keeps state,
   not that it reads `trap` (the middle maze is asked about first); greedy-trap's goal on
   every maze is told so with each of its causes.
2. Hints that tell the learner's mistake start from the learner's code ("Your f uses ..."),
   never as a bare sentence that reads as a rule of the algorithm.
3. 15 idastar: the example of the reached-set hint comes from the case it names.
4. 13 shortest-path-both: the text no longer tells a learner that testing against the other
   side's last layer is wrong (it is right when whole layers grow), and such code passes.
5. New planted mistakes: solve raising when there is no path, the goal compared with `is`,
   column 0 (or row 0) refused, step_cost reading another road, ln(parent / N), N / W.
6. 02 path-states: a tuple fails with a hint that a list is asked for, as lessons 13 and 15
   already do.
"""

import functools
import json
import pathlib

import pytest

import attempts
import mistakes_rev37_lessons as m
from searchlib.checks.suites import beyond, informed, search

pytestmark = pytest.mark.filterwarnings("ignore")

ROOT = pathlib.Path(__file__).resolve().parents[1]

graded = functools.partial(attempts.graded, m)


def _said(report):
    return " ".join(text for _, text in report.hints)


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1][:50]}" for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(check, label, key, code):
    attempts.named(graded(check, code), key, label)


# -- 1. maze-h: a goal kept between calls is not blamed on `trap` ------------------------------

def test_a_goal_kept_in_a_default_argument_is_told_it_keeps_state_not_trap():
    report = graded("maze-h", m.CACHED_GOAL)
    assert report.mistakes == ["keeps-state"], report
    said = _said(report)
    assert "`trap`" not in said and "Use maze.goal" not in said, report
    assert said.startswith("Run on its own, your function answers \u201cgreedy-trap: the start"
                           "\u201d with 17"), report


def test_the_middle_maze_is_asked_about_first():
    labels = [case.label for case in informed.MAZE_H.cases()]
    assert labels[0].startswith("middle maze") and labels[4] == "greedy-trap: the start"
    assert labels[-2] == "greedy-trap: the middle maze's cell (2, 9) again"


def test_a_goal_kept_from_a_call_on_trap_before_the_check_is_told_each_cause():
    # the notebook's own cell may have asked my_h about greedy-trap before the check: the
    # kept goal is then greedy-trap's on every maze, as with trap.goal, and the hint names both
    space = {"__name__": "__main__"}
    func = attempts.defined(m, "maze-h", m.CACHED_GOAL, space)
    func(space["trap"], (2, 2))
    report = attempts.grade("greedy", "maze-h", func)
    assert report.mistakes == ["fixed-goal"], report
    said = _said(report)
    assert "`trap`" in said and "keeps a goal from an earlier call" in said, report


# -- 2. a learner's mistake is told as theirs, not as a rule -----------------------------------

def test_the_parent_h_hint_says_it_is_the_learners_f():
    report = graded("astar", m.PARENT_H)
    assert report.mistakes == ["parent-h"], report
    assert report.hints[0][1].startswith("Your f uses the h of the state being expanded"), report


@pytest.mark.parametrize("suite, keys", [
    (informed.ASTAR, ("parent-h", "no-step-cost", "h-negated")),
    (informed.INVERSIONS, ("pair-order",)),
    (search.QUEUE, ("adds-at-front", "not-removed", "extends", "adds-once", "empty-any",
                    "empty-len", "empty-never", "empty-inverted", "empty-nodes")),
    (search.DRIVE, ("actions-distances", "actions-pairs", "actions-every-town",
                    "actions-include-self", "result-stays", "result-distance",
                    "cost-whole-row", "cost-wrong-road")),
    (search.NEIGHBOURS, ("transposed",))])
def test_hints_that_describe_the_learners_code_say_so(suite, keys):
    for variant in suite.variants:
        if variant.key in keys:
            assert variant.hint.startswith("Your "), (variant.key, variant.hint)


# -- 3. idastar: the example comes from the case named -----------------------------------------

def test_the_reached_set_hint_takes_its_example_from_the_first_failing_case():
    report = graded("idastar", m.GLOBAL_SEEN)
    assert report.mistakes == ["global-reached"], report
    first = next(row for row in report.rows if not row.passed)
    said = _said(report)
    assert f"\u201c{first.label}\u201d" in said, report
    assert "X at cost 2" not in said
    # the states the example speaks of are those of that case
    assert "G is reached at cost 11 through A" in said and "cost 4 through B" in said
    assert first.given.startswith("S->A 1, S->B 2, A->G 10, B->G 2")


# -- 4. shortest-path-both: the text says what is true -----------------------------------------

def test_lesson_13_no_longer_calls_a_last_layer_test_wrong():
    cells = json.loads((ROOT / "notebooks" / "13-project-degrees.ipynb").read_text())["cells"]
    text = next("".join(c["source"]) for c in cells if c["cell_type"] == "markdown"
                and "shortest_path_both(source, target)" in "".join(c["source"]))
    assert "not only its end" not in text
    assert "or only its last layer" in text and "starting person" in text


# -- 5 and 6. the rows of the new mistakes say what happened -----------------------------------

def test_a_tuple_path_is_told_a_list_is_asked_for_case_by_case():
    report = graded("path-states", m.ATTEMPTS[4][3])
    assert report.mistakes == ["tuple-path"], report
    assert all(not row.passed for row in report.rows)
    assert any("it returned a tuple: return a list of states" in note
               for row in report.rows for note in row.notes), report


def test_solve_raising_when_there_is_no_path_fails_only_there():
    report = graded("write-solve", m.ATTEMPTS[11][3])
    assert [row.label for row in report.rows if not row.passed] == ["queue, the goal walled off"]
    assert "return None" in report.hints[0][1]
