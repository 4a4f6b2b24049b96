"""The checks of lessons 15-17: right code passes in several styles, each planted mistake is
named alone, and the oracles agree with searchlib's own algorithms on the cases."""

import re

import pytest

import mistakes_beyond as m
from searchlib import idastar as library_idastar
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import beyond as B
from searchlib.games.mcts import ucb1
from searchlib.games.table import TableEntry, TranspositionTable, usable
from searchlib.lessons import beyond_astar, deepening, mcts


def names_only(report, key):
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func, suite", [
    *[(f, B.IDASTAR) for f in m.IDASTAR_RIGHT], *[(f, B.STORE_KIND) for f in m.STORE_KIND_RIGHT],
    *[(f, B.CAN_USE) for f in m.CAN_USE_RIGHT], *[(f, B.UCB_SELECT) for f in m.UCB_RIGHT],
], ids=_id)
def test_right_code_passes(func, suite):
    report = run_suite(func, suite)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.IDASTAR_CASES, ids=lambda v: v if isinstance(v, str)
                         else "")
def test_idastar_mistakes(func, key):
    names_only(beyond_astar.BANK.grade("idastar", func), key)


@pytest.mark.parametrize("func, key", m.STORE_KIND_CASES, ids=lambda v: v if isinstance(v, str)
                         else "")
def test_store_kind_mistakes(func, key):
    names_only(deepening.BANK.grade("store-kind", func), key)


@pytest.mark.parametrize("func, key", m.CAN_USE_CASES, ids=_id)
def test_can_use_mistakes(func, key):
    names_only(deepening.BANK.grade("can-use", func), key)


@pytest.mark.parametrize("func, key", m.UCB_CASES, ids=_id)
def test_ucb_mistakes(func, key):
    names_only(mcts.BANK.grade("ucb-select", func), key)


def test_the_library_is_not_an_answer_the_check_cannot_see():
    # searchlib's own IDA* returns a result object, not the list of states asked for
    report = run_suite(lambda problem: library_idastar(problem), B.IDASTAR)
    assert report.status == "failed"


def test_a_search_that_expands_too_much_is_told_by_how_much():
    report = run_suite(m._shaped(use_h=False), B.IDASTAR)
    assert "called problem.successors 9 times, where IDA* calls it 6 times" in str(report)


@pytest.mark.parametrize("case", B._idastar_cases(), ids=lambda c: c.label)
def test_the_idastar_oracle_agrees_with_the_library(case):
    problem = case.args[0]
    mine = B.contours(problem)
    theirs = library_idastar(problem)
    assert (mine is None) == (not theirs.found)
    if mine is not None:
        assert mine == theirs.states and B._cost_of(problem, mine) == theirs.cost == \
            case.data["cost"]


@pytest.mark.parametrize("label, args", B._KIND_CASES)
def test_store_kind_agrees_with_the_library_table(label, args):
    value, alpha, beta = args
    assert B.store_kind(value, alpha, beta) == TranspositionTable().kind_for(
        value, alpha=alpha, beta=beta)


@pytest.mark.parametrize("label, args", B._USE_CASES)
def test_can_use_agrees_with_the_library(label, args):
    (searched, value, kind), depth, alpha, beta = args
    assert B.can_use((searched, value, kind), depth, alpha, beta) == usable(
        TableEntry(searched, value, kind, None), depth, alpha=alpha, beta=beta)


@pytest.mark.parametrize("label, args", B._UCB_CASES)
def test_ucb_select_agrees_with_the_library_score(label, args):
    children, parent, c = args
    if any(n == 0 for _, n in children):
        return
    scores = [ucb1(w, n, parent, c) for w, n in children]
    assert B.ucb_select(children, parent, c) == scores.index(max(scores))


# -- the same mistakes written once more, each a whole function of its own --------------------
@pytest.mark.parametrize("func, key", m.IDASTAR_LEARNERS, ids=_id)
def test_idastar_mistakes_written_alone(func, key):
    names_only(beyond_astar.BANK.grade("idastar", func), key)


@pytest.mark.parametrize("func, key", m.STORE_KIND_LEARNERS, ids=_id)
def test_store_kind_mistakes_written_alone(func, key):
    names_only(deepening.BANK.grade("store-kind", func), key)


@pytest.mark.parametrize("func, key", m.UCB_LEARNERS, ids=_id)
def test_ucb_mistakes_written_alone(func, key):
    names_only(mcts.BANK.grade("ucb-select", func), key)


@pytest.mark.parametrize("func, suite", [(m.ida_with_a_set_beside_the_path, B.IDASTAR),
                                         (m.ucb_sorted, B.UCB_SELECT)], ids=_id)
def test_right_but_unusual_code_passes(func, suite):
    report = run_suite(func, suite)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, suite", [*[(f, B.IDASTAR) for f in m.IDASTAR_UNKNOWN],
                                         *[(f, B.IDASTAR) for f in m.IDASTAR_NOT_IDA],
                                         (m.kind_inside_only, B.STORE_KIND),
                                         (m.can_use_falls_off_the_end, B.CAN_USE)], ids=_id)
def test_a_mistake_not_in_the_catalogue_fails_and_names_none(func, suite):
    report = run_suite(func, suite)
    assert report.status == "failed", report
    assert report.mistakes == [], f"named {report.mistakes} for a mistake not planted\n{report}"
    assert "Hint" not in str(report), str(report)


# -- the fresh reviewer's attempts: each names its mistake alone ------------------------------
@pytest.mark.parametrize("func, key", m.IDASTAR_REVIEWED, ids=_id)
def test_reviewed_idastar_mistakes(func, key):
    names_only(beyond_astar.BANK.grade("idastar", func), key)


@pytest.mark.parametrize("func, key", m.STORE_KIND_REVIEWED, ids=_id)
def test_reviewed_store_kind_mistakes(func, key):
    names_only(deepening.BANK.grade("store-kind", func), key)


@pytest.mark.parametrize("func, key", m.CAN_USE_REVIEWED, ids=_id)
def test_reviewed_can_use_mistakes(func, key):
    names_only(deepening.BANK.grade("can-use", func), key)


@pytest.mark.parametrize("func, key", m.UCB_REVIEWED, ids=_id)
def test_reviewed_ucb_mistakes(func, key):
    names_only(mcts.BANK.grade("ucb-select", func), key)


def test_a_right_answer_from_another_search_says_what_differs():
    report = str(run_suite(m.astar_by_hand, B.IDASTAR))
    assert "done after expanding each state once" in report and "2 contours (bounds 3, 4)" \
        in report
    twice = str(run_suite(m._template(twice=True), B.IDASTAR))
    assert "called problem.successors twice on each state" in twice
    assert not re.search(r"where IDA\* calls it [\d,]+ times", twice)
    assert "expanded 'S' at step 2" not in twice


def test_counts_in_the_notes_read_as_english():
    report = str(run_suite(m.ida_successors_first, B.IDASTAR))
    assert "called problem.successors once, where IDA* never calls it" in report
    assert not re.search(r"\b1 states|\b1 times|\b0 times", report)
    assert "1,179 states" in str(run_suite(m.ucs_by_hand, B.IDASTAR))


def test_an_endless_run_that_never_expands_the_start_says_so():
    report = run_suite(m._template(cut=lambda f, b: f >= b), B.IDASTAR, qid="x")
    assert report.mistakes == ["cut-at-bound"]


def test_none_for_false_is_told_plainly():
    report = str(run_suite(m.can_use_falls_off_the_end, B.CAN_USE))
    assert "it returned None, where the answer is True or False" in report


@pytest.mark.parametrize("func", [m.ida_last_cut, m.ida_textbook_mn_equals_t], ids=_id)
def test_the_last_cut_counterexample_is_a_case(func):
    problem = next(c for c in B._idastar_cases() if c.label.startswith("the last state")).args[0]
    assert B._cost_of(problem, func(problem)) == 6 and B.cheapest(problem) == 3
