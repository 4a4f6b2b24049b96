"""The game-tree lessons' checks (08-12): right code passes, each planted mistake is named
alone, and the oracles agree with searchlib's game algorithms."""

import math
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mistakes_trees as m
from searchlib import GameTree
from searchlib import alphabeta as library_alphabeta
from searchlib.checks.oracles import trees as T
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import trees as S
from searchlib.lessons import alphabeta, evaluation, expectimax, maxn, minimax


def names_only(report, key):
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func, suite", [
    (m.minimax, S.MINIMAX), (m.decision, S.DECISION), (m.alphabeta, S.ALPHABETA),
    (m.expectimax, S.EXPECTIMAX), (m._RIGHT, S.WEIGHTED), (m._mx(), S.MAXN),
    *[(f, S.DEPTH_LIMITED) for f in m.DEPTH_RIGHT], (m.WEIGHTED_INF, S.WEIGHTED),
    (m.MAXN_INF, S.MAXN), *[(f, S.ALPHABETA) for f in m.ALPHABETA_RIGHT]], ids=_id)
def test_right_code_passes(func, suite):
    report = run_suite(func, suite)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.MINIMAX_CASES, ids=_id)
def test_minimax_mistakes(func, key):
    names_only(minimax.BANK.grade("minimax", func), key)


@pytest.mark.parametrize("func, key", m.DECISION_CASES, ids=_id)
def test_decision_mistakes(func, key):
    names_only(minimax.BANK.grade("decision", func), key)


@pytest.mark.parametrize("func, key", m.ALPHABETA_CASES, ids=_id)
def test_alphabeta_mistakes(func, key):
    names_only(alphabeta.BANK.grade("alphabeta", func), key)


@pytest.mark.parametrize("func, key", m.EXPECTIMAX_CASES, ids=_id)
def test_expectimax_mistakes(func, key):
    names_only(run_suite(func, S.EXPECTIMAX), key)


@pytest.mark.parametrize("func, key", m.DEPTH_CASES, ids=lambda v: v if isinstance(v, str) else "")
def test_depth_limited_mistakes(func, key):
    names_only(evaluation.BANK.grade("depth-limited-minimax", func), key)


@pytest.mark.parametrize("func, key", m.WEIGHTED_CASES, ids=lambda v: v if isinstance(v, str)
                         else "")
def test_weighted_expectimax_mistakes(func, key):
    names_only(expectimax.BANK.grade("expectimax-weighted", func), key)


@pytest.mark.parametrize("func, key", m.MAXN_CASES, ids=lambda v: v if isinstance(v, str)
                         else "")
def test_maxn_mistakes(func, key):
    names_only(maxn.BANK.grade("maxn", func), key)


@pytest.mark.parametrize("func, said", [
    (m.minimax_from_1000, "Your MAX nodes start from -1000 and your MIN nodes from 1000 "),
    (m.minimax_max_from_minus_one, "Your MAX nodes start from -1 instead of -inf"),
    (m.minimax_min_from_million, "Your MIN nodes start from 1000000 instead of +inf")], ids=_id)
def test_a_finite_start_is_told_the_number_it_starts_from(func, said):
    report = minimax.BANK.grade("minimax", func)
    assert report.mistakes == ["finite-start"] and said in report.hints[0][1], report


def test_a_finite_start_the_check_does_not_know_fails_naming_no_number():
    def from_12345(tree, maximizing=True):
        if not isinstance(tree, list):
            return tree
        values = [from_12345(child, not maximizing) for child in tree]
        return max([-12345] + values) if maximizing else min([12345] + values)
    report = minimax.BANK.grade("minimax", from_12345)
    assert report.status == "failed" and report.mistakes == [], report


def test_a_decision_from_a_finite_best_fails_only_where_every_move_loses_by_millions():
    report = minimax.BANK.grade("decision", m.decision_from_minus_100)
    assert [r.label for r in report.rows if not r.passed] == [
        "every move loses by millions, the second loses least",
        "every move loses by more than 10**20, the second loses least"]
    assert report.mistakes == ["finite-start"] and "-inf" in report.hints[0][1]


_FAR = {"a finished game and estimates far above 0 (in the millions)",
        "a finished game and estimates far below 0 (in the millions)",
        "leaves far above 0 (in the millions)", "leaves far below 0 (in the millions)",
        "utilities far below 0 (in the millions)"}
#: beyond 10**20 (past sys.maxsize)
_HUGE = {"a finished game and estimates far above 0 (beyond 10**20)",
         "a finished game and estimates far below 0 (beyond -10**20)",
         "leaves far above 0 (beyond 10**20)", "leaves far below 0 (beyond -10**20)",
         "every move loses by more than 10**20, the second loses least",
         "utilities far below 0 (beyond -10**20)"}


@pytest.mark.parametrize("func, key, said, suite", [
    *[(*case, S.DEPTH_LIMITED) for case in m.DEPTH_STARTS],
    *[(*case, S.EXPECTIMAX) for case in m.EXPECTIMAX_STARTS],
    *[(*case, S.WEIGHTED) for case in m.WEIGHTED_STARTS],
    *[(*case, S.MAXN) for case in m.MAXN_STARTS],
    *[(*case, S.ALPHABETA) for case in m.ALPHABETA_STARTS]],
    ids=lambda v: v if isinstance(v, str) else "")
def test_a_node_that_starts_from_a_number_is_told_so(func, key, said, suite):
    # all but the 0 starts passed before the cases whose values lie beyond every common start
    report = run_suite(func, suite)
    names_only(report, key)
    assert said in report.hints[0][1], report.hints
    failing = {r.label for r in report.rows if not r.passed}
    assert failing & _FAR, failing
    # a finite start or bound fails only where the values lie beyond it (-1 and 0 fail
    # elsewhere too)
    if key in ("finite-start", "finite-bounds") and "of -1" not in said:
        assert failing <= _FAR | _HUGE, failing


@pytest.mark.parametrize("func, suite, key, said", m.HUGE_STARTS,
                         ids=lambda v: v if isinstance(v, str) else "")
def test_a_start_from_sys_maxsize_or_1e18_fails_and_is_told_its_number(func, suite, key, said):
    # these passed while the far cases lay in the millions: only values beyond them show it
    report = run_suite(func, getattr(S, suite))
    names_only(report, key)
    assert said in report.hints[0][1], report.hints
    failing = {r.label for r in report.rows if not r.passed}
    # a max^n best from a tuple of three has no entry for player 4 either (its hint says so)
    elsewhere = {"four players"} if "A tuple of three" in report.hints[0][1] else set()
    assert failing & _HUGE and failing <= _HUGE | elsewhere, report


@pytest.mark.parametrize("func, suite", m.HUGE_RIGHT, ids=lambda v: v if isinstance(v, str)
                         else "")
def test_right_code_from_the_infinities_passes_the_cases_beyond_sys_maxsize(func, suite):
    report = run_suite(func, getattr(S, suite))
    assert report.passed and report.mistakes == [], report


def test_the_reviewers_tree_with_an_infinite_leaf_tells_sys_maxsize_from_minimax():
    tree = [[-math.inf, 1], [-10**20, 2]]
    assert m.minimax(tree) == -10**20 != m.minimax_from_maxsize(tree)


def test_depth_limited_hints_speak_of_values_not_leaves():
    hints = [v.hint for v in S.DEPTH_LIMITED.variants if v.key in ("zero-start", "finite-start")]
    assert len(hints) == 69 and not any("leaf" in h or "leaves" in h for h in hints)
    assert all("child values" in h for h in hints[3:])


def test_a_depth_limited_start_the_check_does_not_know_fails_naming_no_number():
    def from_12345(game, state, depth, evaluate):
        if game.terminal(state):
            return game.value(state)
        if depth == 0:
            return evaluate(state)
        values = [from_12345(game, game.result(state, a), depth - 1, evaluate)
                  for a in game.actions(state)]
        if game.player(state) == game.players[0]:
            return max([-12345] + values)
        return min([12345] + values)
    report = evaluation.BANK.grade("depth-limited-minimax", from_12345)
    assert report.status == "failed" and report.mistakes == [], report
    assert {r.label for r in report.rows if not r.passed} == {
        "a finished game and estimates far above 0 (in the millions)",
        "a finished game and estimates far below 0 (in the millions)",
        "a finished game and estimates far above 0 (beyond 10**20)",
        "a finished game and estimates far below 0 (beyond -10**20)"}


def test_a_maxn_best_tuple_made_of_a_number_fails_naming_the_tuple_start():
    # best = (-1000, -1000, -1000): nothing beats it where every entry is below -1000, and the
    # made-up tuple comes back; the rows show it, and (since rev22) a planted variant that
    # passes up the same tuple names it (not the scalar start, which passes up None)
    report = maxn.BANK.grade("maxn", m._maxn_scored(-1000, as_tuple=True))
    assert report.status == "failed" and report.mistakes == ["tuple-start"], report
    row = next(r for r in report.rows if not r.passed)
    assert row.label == "utilities far below 0 (in the millions)"
    assert row.got == "(-1000, -1000, -1000)"


def test_a_maxn_best_from_a_tuple_of_sys_maxsize_fails_in_lesson_12_showing_that_tuple():
    # passed while the far utilities lay in the millions; the case beyond -10**20 shows it
    report = maxn.BANK.grade("maxn", m._maxn_from_tuple(-sys.maxsize))
    assert report.status == "failed" and report.mistakes == ["tuple-start"], report
    row, = [r for r in report.rows if not r.passed]
    assert row.label == "utilities far below 0 (beyond -10**20)"
    assert row.got == f"({-sys.maxsize}, {-sys.maxsize}, {-sys.maxsize})"
    assert "(-sys.maxsize,) * n" in report.hints[0][1]


@pytest.mark.parametrize("func, key", m.ALPHABETA_COPIED, ids=lambda v: v if isinstance(v, str)
                         else "")
def test_alpha_beta_with_one_branch_copied_into_the_other_is_told_so(func, key):
    # a cut test or the children's `maximizing` copied from the other branch
    names_only(alphabeta.BANK.grade("alphabeta", func), key)


@pytest.mark.parametrize("func", m.ALPHABETA_COPIED_STRICT)
def test_alpha_beta_with_a_copied_strict_test_fails_naming_no_copied_test(func):
    report = run_suite(func, S.ALPHABETA)
    assert report.status == "failed" and not {"max-uses-min-test", "min-uses-max-test",
                                              "tests-exchanged"} & set(report.mistakes), report


def test_alpha_beta_reading_as_many_leaves_but_others_is_told_so_plainly():
    # both branches call their children with maximizing=False: on "another hidden tree" it
    # reads 9 leaves, as alpha-beta does, but not the same ones
    report = run_suite(m.alphabeta_same_child_flag, S.ALPHABETA)
    row = next(r for r in report.rows if r.label == "another hidden tree")
    assert row.notes == [
        "the value is right, and it read as many leaves as alpha-beta (9), but not the same "
        "ones: the first that differs is leaf 4 in reading order, yours at (0, 0, 1, 1), "
        "alpha-beta's at (0, 1, 0, 0) (alpha-beta reads the leaves at (0, 0, 0, 0), "
        "(0, 0, 0, 1), (0, 0, 1, 0), (0, 1, 0, 0), (0, 1, 0, 1), (0, 1, 1, 0), (1, 0, 0, 0), "
        "(1, 0, 1, 0), (1, 0, 1, 1))"], row.notes
    assert not any("reads 9 leaves" in n for r in report.rows for n in r.notes)


def test_alpha_beta_reading_every_leaf_with_the_right_value_is_told_which_leaves():
    report = run_suite(m.alphabeta_no_pruning, S.ALPHABETA)
    row = next(r for r in report.rows if r.label.startswith("the lecture's"))
    assert "the value is right, but it read 9 leaves; alpha-beta reads 6" in row.notes[0]


def test_a_right_minimax_value_is_never_called_a_move():
    def sorts_input(tree, maximizing=True):     # changes its input, but its values are right
        if not isinstance(tree, list):
            return tree
        values = [sorts_input(child, not maximizing) for child in tree]
        tree.sort(key=str)
        return max(values) if maximizing else min(values)
    report = run_suite(sorts_input, S.MINIMAX)
    assert report.status == "failed" and report.mistakes == ["mutates-input"]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000))
def test_the_tree_oracles_agree_with_each_other_and_with_searchlib(seed):
    tree = S.random_tree(seed, depth=3, branching=(1, 3))
    if T.is_leaf(tree):
        return
    watched = T.Watched.wrap(tree)
    value = T.alphabeta(watched)
    assert value == T.backup(tree) == library_alphabeta(GameTree(tree)).value
    read = [path for path, _ in watched.read()]
    every = T.Watched.wrap(tree)
    T.alphabeta(every, prune=False)
    assert set(read) <= {path for path, _ in every.read()}
    hard = T.Watched.wrap(tree)            # fail-hard: a cut returns the bound it cut on
    assert T.alphabeta(hard, at_cut="bound") == value and hard.read() == watched.read()
    hard = T.Watched.wrap(tree)            # and v from the bound too (alpha = max(alpha, value))
    assert T.alphabeta(hard, at_cut="bound", from_bounds=True) == value
    assert hard.read() == watched.read()
    assert T.backup(tree, levels=9) == value       # more levels than the tree has: minimax
    for maximizing in (True, False):               # two levels only: what max(min(c) ...) does
        assert _outcome(T.backup, tree, maximizing, levels=2) == _outcome(
            m.minimax_two_levels, tree, maximizing)


def _outcome(func, *args, **kwargs):
    try:
        return func(*args, **kwargs)
    except TypeError as error:
        return str(error)


def test_a_watched_tree_records_leaves_taken_out_only():
    tree = T.Watched.wrap([[1, 2], [3, [4, 5]]])
    first = tree[0]
    assert tree.read() == []
    assert first[1] == 2 and list(reversed(tree[1]))[1] == 3
    assert tree.read() == [((0, 1), 2), ((1, 0), 3)]
    assert T.plain_tree(tree) == [[1, 2], [3, [4, 5]]]
