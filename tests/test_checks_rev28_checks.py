"""A twenty-eighth reviewer's lesson-09 attempts that passed or got no hint
(tests/mistakes_rev28_checks.py): a bound set to the node's value (alpha = v, beta = v) and a
leaf test for an int now fail naming their own mistake and no other, right code still passes,
and the number of leaves pruned given as the number evaluated gets a true hint."""

import pytest

import attempts

import mistakes_rev28_checks as m
from searchlib.checks.oracles import trees as T
from searchlib.checks.suites import trees as S
from searchlib.lessons import alphabeta

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(label):
    return attempts.by_label(m, label)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- 1. alpha = v, beta = v: a bound from above forgotten -----------------------------------------

def test_the_reviewers_tree_reads_one_leaf_more_with_alpha_set_to_v():
    right = m.define(m._ab(), "alphabeta_value")
    slip = m.define(m._ab(alpha="alpha = v", beta="beta = v"), "alphabeta_value")
    tree = [[10], [[3, [5, 7]]]]
    assert alphabeta.leaves_read(right, tree) == (10, [10, 3, 5])
    assert alphabeta.leaves_read(slip, tree) == (10, [10, 3, 5, 7])
    watched = T.Watched.wrap(tree)
    assert T.alphabeta(watched, replace=("max",)) == 10
    assert [leaf for _, leaf in watched.read()] == [10, 3, 5, 7]


def test_each_side_of_the_slip_fails_on_its_own_case_only():
    labels = [label for label, _ in S._DEEP_BOUNDS]
    both = _grade("alphabeta: alpha = v and beta = v (the reviewer's)")
    assert [row.label for row in both.rows if not row.passed] == labels
    only_alpha = _grade("alphabeta: only alpha = v (the reviewer's)")
    assert [row.label for row in only_alpha.rows if not row.passed] == labels[:1]
    only_beta = _grade("alphabeta: only beta = v")
    assert [row.label for row in only_beta.rows if not row.passed] == labels[1:]


def test_the_bound_replaced_hints_name_the_side_and_both_forms():
    hint = _grade("alphabeta: alpha = v and beta = v (the reviewer's)").hints[0][1]
    assert "alpha = v at MAX and beta = v at MIN, or the last child's value" in hint, hint
    assert "alpha = max(alpha, v); at MIN: beta = min(beta, v)" in hint
    hint = _grade("alphabeta: only alpha = v (the reviewer's)").hints[0][1]
    assert hint.startswith("The values and the leaves read are those of a search whose MAX "
                           "nodes set alpha to what they have found"), hint
    assert "your MIN nodes' update is right" in hint
    hint = _grade("alphabeta: only beta = v").hints[0][1]
    assert "whose MIN nodes set beta" in hint and "your MAX nodes' update is right" in hint


# -- 2. a leaf test for an int --------------------------------------------------------------------

def test_an_int_leaf_test_is_told_as_lesson_08_tells_it():
    report = _grade("alphabeta: leaf test isinstance(tree, int) (the reviewer's)")
    assert [row.label for row in report.rows if not row.passed] == [
        "leaves that are not whole numbers"]
    assert report.hints[0][1] == S._INT_LEAVES_ONLY
    assert S.MINIMAX.recognisers[0].hint == S._INT_LEAVES_ONLY


def test_the_note_no_longer_invites_an_int_leaf_test():
    about = S.ALPHABETA.about
    assert "(isinstance(leaf, int) holds)" not in about
    assert "a leaf can be any number" in about and "only the value is compared" in about


# -- 3. the leaves pruned given as the leaves evaluated -------------------------------------------

def test_the_number_pruned_is_told_it_is_the_number_pruned():
    report = alphabeta.BANK.grade("leaves-evaluated", 3)
    assert report.status == "failed"
    hint = report.hints[0][1]
    assert hint.startswith("3 is how many leaves alpha-beta prunes here"), hint
    # true: the lecture tree has 9 leaves, alpha-beta reads 6 of them
    tree = [[4, 8, 5], [9, 3, 7], [2, 4, 6]]
    watched = T.Watched.wrap(tree)
    T.alphabeta(watched)
    assert 9 - len(watched.read()) == 3
    assert alphabeta.BANK.grade("leaves-evaluated", 6).passed
