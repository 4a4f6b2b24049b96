"""A fourth reviewer's attempts at lessons 08-12's self-checks (tests/mistakes_rev4_games.py):
each right one passes, each wrong one fails and its report names that mistake and no other
(an empty list: it fails, and no hint is given)."""


import pytest

import attempts

import mistakes_rev4_games as m

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(lesson, qid, source, name, **options):
    return attempts.grade(lesson, qid, m.define(source, name), **options)


def _attempt(label):
    return next(a for a in m.ATTEMPTS if a[0] == label)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = _grade(lesson, qid, source, name)
    attempts.judged(report, expected)


def test_an_unhashable_node_is_not_said_to_be_returned():
    report = _grade(*_attempt("expectimax: the probabilities in dict(zip(children, probs))")[1:5])
    assert "returned a node" not in str(report) and "not hashable" in str(report)


def test_swapped_bounds_are_told_what_the_behaviour_shows():
    negamax = str(_grade(*_attempt("alpha-beta: negamax passing (-alpha, -beta) down")[1:5]))
    updates = str(_grade(*_attempt("alpha-beta: MAX updates beta and MIN alpha")[1:5]))
    assert "(-beta, -alpha)" in negamax and "same order as the parameters" not in negamax
    assert "your nodes update the other bound" in updates
    assert "same order as the parameters" not in updates and "passing (beta, alpha)" not in updates


def test_a_wrong_max_n_answer_gets_a_first_difference_line():
    report = _grade(*_attempt("max^n: each player maximises its own entry minus the "
                              "others'")[1:5])
    first = [n for n in report.notes if n.startswith("First difference")]
    assert len(first) == 1 and "paths part at the root, where player 1" in first[0], report


def test_answer_hints_say_what_is_wrong():
    from searchlib.lessons import alphabeta, maxn
    cut = str(alphabeta.BANK.grade("cut-tests", {"l": "alpha", "s": "alpha"}))
    assert "l is not cut" in cut and "one entry per cut arc" not in cut
    for tests in ({"l": "beta", "s": "alpha"}, {"l": "beta", "s": "beta"}):
        assert "l is not cut" in str(alphabeta.BANK.grade("cut-tests", tests))
    root = str(maxn.BANK.grade("root-value", (0, 3, 6)))
    assert "The right number of entries (3), but not the right values" in root
    assert "items" not in root


def test_the_minimax_case_labels_say_what_the_tree_is():
    from searchlib.checks.suites.trees import DECISION, MINIMAX
    for suite in (MINIMAX, DECISION):
        labels = {c.label: c.args[0] for c in suite.cases()}
        assert "two children of the same value" not in labels
        assert labels["the same first leaf (10) under both children"] == [[10, 12], [10, 0]]
