"""A twenty-ninth reviewer's lesson-11 and -12 attempts that passed or got no hint
(tests/mistakes_rev29_checks.py): a MIN node that does not value its children (min over the
nodes themselves, or skipping a kind of child) now fails, equal odds of 1 // n and max^n's turns
taken backwards each get their own hint, and right code still passes."""

import pytest

import attempts

import mistakes_rev29_checks as m
from searchlib.checks.suites import games as G
from searchlib.checks.suites import trees as S
from searchlib import expectimax as library_expectimax
from searchlib.games.tree import GameTree

pytestmark = pytest.mark.filterwarnings("ignore")

_LABEL = S._MIN_ABOVE_NODES[0]


def _grade(label):
    return attempts.by_label(m, label)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


def test_the_new_tree_is_worth_4_to_the_library_and_the_oracle():
    tree = S._MIN_ABOVE_NODES[1]
    assert S.WEIGHTED.reference(tree) == 4
    assert library_expectimax(GameTree(tree)).value == 4


@pytest.mark.parametrize("label", [
    "expectimax-weighted: MIN forgets to recurse, min(node.children) (the reviewer's)",
    "expectimax-weighted: MIN values only its first inner child (the reviewer's)",
    "expectimax-weighted: MIN takes a chance child's first outcome (the reviewer's)",
    "expectimax-weighted: MIN skips its MAX children (the reviewer's)",
    "expectimax-weighted: MIN skips its chance children",
    "expectimax-weighted: MAX skips its MIN children"])
def test_a_min_node_that_does_not_value_its_children_fails_on_the_new_tree_alone(label):
    report = _grade(label)
    assert [row.label for row in report.rows if not row.passed] == [_LABEL], report


def test_min_over_the_nodes_themselves_is_told_to_value_each_child():
    hint = _grade("expectimax-weighted: MIN forgets to recurse, min(node.children) "
                  "(the reviewer's)").hints[0][1]
    assert "use expectimax_value(child), not the child itself" in hint, hint


def test_the_game_form_has_the_new_tree_too():
    labels = [case.label for case in G.EXPECTIMAX_GAME.cases()]
    assert _LABEL in labels
    report = _grade("expectimax-game: MIN skips the moves to MAX's states")
    assert [row.label for row in report.rows if not row.passed] == [_LABEL], report


def test_equal_odds_floored_to_0_are_told_so():
    for label in ("expectimax-weighted: equal odds 1 // n (the reviewer's)",
                  "expectimax-weighted: equal odds 1 // len(node.children) in the loop"):
        report = _grade(label)
        assert [row.label for row in report.rows if not row.passed] == [
            "probabilities left out: equally likely"], report
        hint = report.hints[0][1]
        assert "1 // len(node.children), which is 0" in hint, hint
        assert hint.endswith("Divide with /: 1 / len(node.children).")


def test_maxn_turns_taken_backwards_are_told_the_order():
    for label in ("maxn: turn order reversed, player - 1 (the reviewer's)",
                  "maxn: turn order reversed, (player - 2) % n + 1"):
        hint = _grade(label).hints[0][1]
        assert hint.startswith("The turns went the wrong way round: your values are what "
                               "passing player - 1 down gives"), hint
        assert "player % n + 1" in hint
