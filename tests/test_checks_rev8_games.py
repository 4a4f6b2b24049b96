"""An eighth reviewer's attempts at lessons 08-14's self-checks (tests/mistakes_rev8_games.py):
each right one passes, each wrong one fails and its report names that mistake and no other
(an empty list: it fails, and no hint is given)."""


import pytest

import attempts

import mistakes_rev8_games as m

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


def test_min_lowering_alpha_is_not_told_its_max_nodes_lack_the_beta_test():
    text = str(_grade(*_attempt("alpha-beta: MIN lowers alpha instead of beta")[1:5]))
    assert "MAX nodes never cut" not in text and "Beta never comes down" in text


def test_a_consumed_tree_is_said_to_be_changed():
    report = _grade(*_attempt("alpha-beta: pops the children out of the tree")[1:5])
    assert "changed the input it was given" in str(report)


def test_the_new_alphabeta_cases_are_right_for_the_reference():
    from searchlib.checks.suites.trees import ALPHABETA
    labels = {c.label: c for c in ALPHABETA.cases()}
    assert labels["MIN at the root"].args[1] is False
    assert labels["alpha=4 and beta=8 given"].args[2:] == (4, 8)
    # and the two whose leaves are in the millions (a v or a default bound such as -1000)
    assert labels["leaves far above 0 (in the millions)"].args[1] is True
    # and beyond 10**20 (a v or a bound such as -sys.maxsize)
    assert labels["leaves far below 0 (beyond -10**20)"].args[1] is True
    # and (rev28) a MAX and a MIN node two levels down that must keep the bound from above,
    # and leaves that are not whole numbers
    assert labels["leaves that are not whole numbers"].args[0] == [[2.5, 7.5], [-1.5, 4.5]]
    assert len(labels) == 19


def test_the_turn_from_depth_parity_is_told_so():
    text = dict(_grade(*_attempt("depth-limited: the turn from depth % 2")[1:5]).hints)
    assert "depth left" in text["by-level"]


def test_parents_overwritten_in_a_search_run_to_the_end_is_told_so():
    label = "shortest path: parents overwritten, the whole search run before the path is built"
    text = dict(_grade(*_attempt(label)[1:5]).hints)
    assert "goes on after meeting the target" in text["parents-overwritten"]
    assert "in the right order" not in text["parents-overwritten"]
