"""Values of numpy's, Fractions and Decimals are read as the built-in numbers they equal
(tests/mistakes_rev8_types.py): right code that returns them passes, wrong code fails with
its plain twin's verdict and hint, texts never show ``np.int64(...)``, and a value of a truly
wrong type (a string where a number is asked) still fails."""

import importlib
import re
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

import mistakes_beyond as beyond
import mistakes_rev8_types as m
from searchlib.checks.compare import as_builtin, native, plain
from searchlib.checks.normalise import canonical
from searchlib.checks.report import a_value, shorten
from searchlib.checks.runner import run_suite
from searchlib.checks.suites.beyond import CAN_USE

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(lesson, qid, source, name):
    bank = importlib.import_module(f"searchlib.lessons.{lesson}").BANK
    return bank.grade(qid, m.define(source, name))


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_right_code_with_numpy_or_fraction_values_passes(label, lesson, qid, source, name,
                                                         expected):
    report = _grade(lesson, qid, source, name)
    assert report.passed and report.mistakes == [], report
    assert "np." not in str(report) and "Fraction(" not in str(report), report


@pytest.mark.parametrize("label, lesson, qid, numpy_source, plain_source, name, expected",
                         m.TWINS, ids=[t[0] for t in m.TWINS])
def test_wrong_code_with_these_values_gets_its_plain_twins_verdict(
        label, lesson, qid, numpy_source, plain_source, name, expected):
    theirs = _grade(lesson, qid, numpy_source, name)
    twin = _grade(lesson, qid, plain_source, name)
    assert theirs.status == twin.status == "failed", (theirs, twin)
    assert theirs.mistakes == twin.mistakes, (theirs, twin)
    if expected is not None:
        assert theirs.mistakes == expected, theirs
    # the very same report, word for word: no np.int64(...) shown, no other note
    assert str(theirs) == str(twin)


def test_the_reviewers_max_n_answer_is_not_said_to_be_no_leaf():
    report = _grade("maxn", "maxn", m.MAXN_NUMPY, "maxn_value")
    assert report.passed and "is not one leaf" not in str(report), report


def test_the_reviewers_decision_is_not_shown_as_np_int64():
    source = m.ATTEMPTS[0][3].replace("np.argmax(", "1 + np.argmax(")
    report = _grade("minimax", "decision", source, "decision")
    assert report.status == "failed" and report.mistakes == ["one-based"], report
    assert "np.int64" not in str(report), report
    assert re.search(r"got: +1\n", str(report)), report


def test_a_fraction_evaluation_is_read_not_called_unreadable():
    report = _grade(*next(a for a in m.ATTEMPTS if "Fraction" in a[0])[1:5])
    assert report.passed, report
    assert "cannot show" not in str(report) and "could not read" not in str(report)


def test_can_use_returning_numpys_bools_reads_as_bools():
    def right(entry, depth, alpha, beta):
        return np.bool_(beyond.can_use(entry, depth, alpha, beta))

    def any_depth(entry, depth, alpha, beta):
        return np.bool_(beyond._can_use_any_depth(entry, depth, alpha, beta))

    assert run_suite(right, CAN_USE).passed
    theirs, twin = run_suite(any_depth, CAN_USE), run_suite(beyond._can_use_any_depth, CAN_USE)
    assert theirs.mistakes == twin.mistakes == ["any-depth"], theirs
    assert str(theirs) == str(twin) and "np.True_" not in str(theirs)


@pytest.mark.parametrize("qid, answer", [("new-tree-move", np.int64(1)),
                                         ("new-tree-move", np.float64(1.0)),
                                         ("new-tree-move", Fraction(2, 2)),
                                         ("new-tree-move", Decimal("1")),
                                         ("new-tree-value", np.int64(9))])
def test_answer_checks_read_these_numbers_too(qid, answer):
    from searchlib.lessons import minimax
    assert minimax.BANK.grade(qid, answer).passed


def test_answer_checks_read_numpys_bools_and_keep_their_hints():
    from searchlib.lessons import expectimax, minimax
    for answer in (np.False_, False):
        assert expectimax.BANK.grade("relabel-affine", answer).passed
    wrong, twin = (minimax.BANK.grade("new-tree-move", v) for v in (np.int64(9), 9))
    assert not wrong.passed and wrong.mistakes == twin.mistakes and str(wrong) == str(twin)


def test_conversion_keeps_wrong_types_wrong_and_touches_nothing_else():
    assert as_builtin("0") == "0" and plain("0") != plain(np.int64(0))
    assert plain(np.True_) == plain(True) != plain(1)
    assert plain(np.int64(0)) == plain(0) and type(as_builtin(np.int64(0))) is int
    assert type(as_builtin(np.float32(0.5))) is float and type(as_builtin(np.str_("X"))) is str
    assert as_builtin(Fraction(1, 4)) == 0.25 and type(as_builtin(Fraction(8, 4))) is int
    assert type(as_builtin(Decimal("2.0"))) is int and as_builtin(Decimal("2.5")) == 2.5
    board = [["X", None, "O"]]
    assert native(board) is board
    moves = {(np.int64(0), np.int64(1))}
    assert native(moves) == {(0, 1)} and all(type(i) is int for m in native(moves) for i in m)
    assert shorten((np.int64(7), np.int64(8))) == "(7, 8)" and a_value(np.int64(3)) == \
        "an int (3)"
    with pytest.raises(Exception):
        canonical(np.True_, "int")                 # a bool is not a number, as before
    assert canonical(np.True_, "yesno") == "yes" and canonical(np.int64(7), "int") == "7"


def test_a_set_holding_the_learners_objects_is_not_rebuilt():
    class Cell:
        hashed = 0

        def __hash__(self):
            Cell.hashed += 1
            return 1

    cells = {Cell(), (np.int64(1), 2)}
    Cell.hashed = 0
    assert native(cells) is cells and Cell.hashed == 0


_FRACTION_ALPHABETA = '''
import math
from fractions import Fraction

def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return Fraction(tree)          # the leaf read as a Fraction, then compared
    best = -math.inf if maximizing else math.inf
    for child in tree:
        v = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            best = max(best, v)
            if best >= beta:
                return best
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            if best <= alpha:
                return best
            beta = min(beta, best)
    return best
'''


def test_a_leaf_read_through_fraction_counts_as_read():
    """The eleventh reviewer: Fraction(leaf) reads numerator and denominator, not a method
    the check watched, so a right alpha-beta was told it "read 0 leaves"."""
    report = _grade("alphabeta", "alphabeta", _FRACTION_ALPHABETA, "alphabeta_value")
    assert report.passed, report


def test_an_answer_that_changes_when_asked_again_may_be_chance_and_is_told_so():
    """An answer that changes when the same case is asked again: kept state or a random
    choice (the eleventh reviewer's random tie-break was told only of kept state); the hint
    names both, since the check cannot tell them apart."""
    source = '''
calls = []

def decision(tree):
    calls.append(tree)
    return len(calls) % 3
'''
    report = _grade("minimax", "decision", source, "decision")
    assert report.mistakes == ["keeps-state"], report
    text = dict(report.hints)["keeps-state"]
    assert "keeps something from one call to the next" in text
    assert "leaves a choice to chance (random)" in text
