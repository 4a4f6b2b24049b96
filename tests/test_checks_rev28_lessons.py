"""A twenty-eighth reviewer's findings on lessons 05 and 07 (tests/mistakes_rev28_lessons.py):
each wrong attempt now fails naming its own mistake and no other, and the lines that read as
a contradiction or called a path with a cycle in it right now say what happened."""

import pytest

import attempts

import mistakes_rev28_lessons as m

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(label, **options):
    return attempts.by_label(m, label, **options)


def _dls(source):
    return attempts.grade("iterative_deepening", "dls", m.define(source, "my_dls"))


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- 07 dls: a path list never popped ----------------------------------------------------------

def test_a_path_never_popped_is_told_it_acts_as_a_global_set_and_keeps_the_dead_ends():
    report = _grade("dls: a shared path list appended to, never popped (the reviewer's)")
    hint = report.hints[0][1]
    assert hint.startswith("Your path list is appended to but never popped"), hint
    assert "as a global reached set would" in hint and "holds the dead ends" in hint
    assert "pop after" in hint
    # not the global set's own hint: that code returns no list of dead ends
    assert "global-reached" not in report.mistakes


# -- 07 dls: the first difference names a state the reference expands again --------------------

def test_the_first_difference_says_the_reference_comes_back_to_the_state_and_by_which_path():
    report = _dls(m.DLS_FIRST_CHILD)
    assert report.status == "failed" and report.mistakes == []
    said = next(n for n in report.notes if n.startswith("First difference"))
    assert ("your function returned after step 3 (it expanded 'X'), where depth-limited search "
            "went on and expanded 'X' again (reached this time by the path S → X, at depth 1)"
            in said), said


# -- 07 dls: a path through a state twice is not called right -----------------------------------

def test_a_path_that_comes_back_to_a_state_is_not_called_right():
    report = _dls(m.DLS_NO_CHECK)
    assert report.mistakes == ["no-path-check"], report
    row = next(r for r in report.rows if r.label == "a chain of 3 steps, limit 5 (room to spare)")
    assert not row.passed
    notes = " ".join(row.notes)
    assert "the answer is right" not in notes, notes
    assert notes.startswith("the path comes back to 'S', a state it has already passed "
                            "through"), notes
    assert "your search expanded 6 states where depth-limited search expands 3" in notes
    # a right answer with too many expansions still says the answer is right
    other = next(r for r in report.rows if r.label == "a chain of 3 steps, limit 3 (exactly "
                 "enough)")
    assert other.notes == ["the answer is right, but your search expanded 4 states where "
                           "depth-limited search expands 3"]
