"""A seventh reviewer's attempts at lessons 16 and 17's checks (tests/mistakes_rev7_tables.py):
each right one passes, each wrong one fails and its report names that mistake and no other (an
empty list: it fails, and no hint is given); no two planted mistakes behave alike."""

import itertools
import math
import random

import pytest

import attempts

import mistakes_rev7_tables as m
from searchlib.checks.compare import plain
from searchlib.checks.runner import observe
from searchlib.checks.suites import beyond as B
from searchlib.lessons import mcts

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(lesson, qid, source, name):
    return attempts.grade(lesson, qid, m.define(source, name))


def _attempt(label):
    return _grade(*next(a for a in m.ATTEMPTS if a[0] == label)[1:5])


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = _grade(lesson, qid, source, name)
    attempts.judged(report, expected)
    if expected == []:                  # no mistake named: no hint either
        assert "Hint" not in str(report), report


@pytest.mark.parametrize("suite", [B.STORE_KIND, B.CAN_USE, B.UCB_SELECT], ids=str)
def test_no_two_planted_mistakes_behave_alike_on_every_case(suite):
    # two variants alike on every case would both be named for one code, one hint then false
    def behaviour(func):
        return tuple(observe(suite, func, case).key() for case in suite.cases())
    reference = behaviour(suite.reference)
    seen = {v.key: behaviour(v.func) for v in suite.variants}
    assert all(b != reference for b in seen.values())
    alike = [(a, b) for (a, x), (b, y) in itertools.combinations(seen.items(), 2) if x == y]
    assert alike == []


def test_random_tie_breaking_fails_whatever_the_seed_and_is_told_so(monkeypatch):
    # in the kernel, not in a child: a forked child seeds random afresh (os.register_at_fork),
    # which would make each seed's run a new draw and this test fail now and then
    monkeypatch.setenv("SEARCHLIB_CHECKS_ISOLATION", "none")
    ucb_select = m.define(m.RANDOM_TIE, "ucb_select")
    state = random.getstate()
    try:
        for seed in range(20):
            random.seed(seed)
            report = mcts.BANK.grade("ucb-select", ucb_select)
            assert report.status == "failed", report
            # once in a while chance picks the last on every tie: that hint is true of it too
            assert report.mistakes in (["other-of-tied"], ["last-on-tie"]), report
            assert "keeps something from one call" not in str(report)
    finally:
        random.setstate(state)


def test_ties_have_their_first_best_after_index_0_and_chance_cannot_pass():
    ties = [args for _, args in B._UCB_CASES if len(B._tied_best(*args)) > 1]
    assert {len(B._tied_best(*args)) for args in ties} >= {2, 3, 4, 6}
    assert sum(B._tied_best(*args)[0] > 0 for args in ties) >= 3
    assert math.prod(1 / len(B._tied_best(*args)) for args in ties) < 0.01


@pytest.mark.parametrize("args, right", [(([(1, 3), (4.5, 7)], 11, 1.0), 1),
                                         (([(9, 10), (1, 3)], 1000, 1.0), 1)])
def test_the_counterexamples_to_rounding_and_to_summing_n_are_cases(args, right):
    assert args in [a for _, a in B._UCB_CASES] and B.ucb_select(*args) == right


def test_the_hints_that_named_another_mistake_are_gone():
    inside = str(_attempt("ucb-select: c inside the root"))
    assert "log10" not in inside and "c multiplies the square root" in inside
    base2 = str(_attempt("ucb-select: log2"))
    assert "parent_visits + 1" not in base2 and "not log2" in base2
    for label in ("can-use: kinds compared with capitals", "can-use: always False"):
        report = str(_attempt(label))
        assert "unpacked" not in report and "never returned True" in report


def test_a_kind_spelt_otherwise_is_told_on_its_line_and_in_the_hint():
    report = str(_attempt("store-kind: capitalised kinds"))
    assert "'Lower' is not the string 'lower'" in report
    assert "spelt otherwise" in report


def test_a_numpy_value_counts_as_the_python_value_it_holds():
    np = pytest.importorskip("numpy")
    assert plain(np.True_) == plain(True) and plain(np.False_) == plain(False)
    assert plain(np.int64(2)) == plain(2) and plain(np.float32(0.5)) == plain(0.5)
    assert plain(np.True_) != plain(1)


def test_c_sqrt_two_in_the_ucb_score_question_is_named():
    wrong = mcts.BANK.grade("ucb-score", 0.75 + math.sqrt(2) * math.sqrt(math.log(10) / 4))
    assert wrong.status == "failed" and "c = sqrt(2)" in str(wrong), wrong
    assert mcts.BANK.grade("ucb-score", 1.812).passed
