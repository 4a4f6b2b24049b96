"""The twenty-ninth review's findings on lesson 13 (tests/mistakes_rev29_exercises.py): the search
from both ends that grows the larger side is told it never grew the other side (not that it has
no second frontier), a target's half built the wrong way round is named, and the large-set
check's time table says a function raised, not that it was stopped."""

import pytest

import attempts

import mistakes_rev29_exercises as m
from searchlib.checks.oracles.search import both_ends
from searchlib.checks.suites import search as S

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


def _hint(label):
    report = attempts.by_label(m, label)
    return " ".join(hint for _, hint in report.hints)


def test_growing_the_larger_side_is_not_told_to_keep_a_second_frontier():
    said = _hint("both: larger layer grown first, source on tie")
    assert "searches from the source only" not in said and "Keep a second" not in said, said
    assert "only ever grew the source's side" in said and "growing the larger side" in said
    said = _hint("both: larger layer grown first, target on tie")
    assert "only ever grew the target's side" in said and "the target's on a tie" in said


def test_growing_the_larger_side_first_is_the_one_ended_search_on_every_case():
    # what lets one hint speak of both: the source's layer is never the smaller one
    def run(find, source, target, **switches):
        asked = []
        answer = both_ends(lambda p: asked.append(p) or find(p), source, target, **switches)
        return answer, asked
    cases = S.BOTH_ENDS.cases()
    assert len(cases) == 12
    for case in cases:
        source, target, find = case.args
        assert run(find, source, target, grow="larger") == \
            run(find, source, target, ends="source"), case.label


def test_the_target_half_from_the_target_is_the_right_half_read_backwards():
    find = S.LONG.pairs
    right = both_ends(find, "31", "39")
    wrong = both_ends(find, "31", "39", join="backwards")
    k = next(i for i, (a, b) in enumerate(zip(right, wrong)) if a != b)   # the target's half
    meet = right[k - 1][1]
    assert len(wrong) == len(right) == 8 and 1 < k < 7
    # along a chain the way from the target to the meeting person is the only one
    assert wrong[k:] == both_ends(find, "39", meet)


def test_the_large_check_says_a_function_that_raised_raised():
    from searchlib.degrees import generate, load_small
    tiny = generate(2000, seed=5)
    func = m.define(m.OTHER_DATA, "shortest_path", data=load_small())
    report = attempts.grade("degrees", "shortest-path-large", func, data=tiny,
                            queries=[("1", "2"), ("3", "3")])
    assert report.status == "failed", report
    table = [note for note in report.notes if note.startswith("  1 to 2")]
    assert len(table) == 1, report.notes
    assert table[0].startswith("  1 to 2 (5 steps): raised UnknownPersonError / "), table
    assert "stopped" not in table[0]
