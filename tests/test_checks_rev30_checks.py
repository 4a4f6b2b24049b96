"""A thirtieth reviewer's lesson-11 and -13 attempts that failed with no hint
(tests/mistakes_rev30_checks.py): a player's state that takes game.value of its next states
without searching them, equal odds of 1 // n in the game form, a node or state that looks at its
first child only (at chance, MAX or MIN, in both expectimax checks), and the target's half of a
search from both ends with the right steps in reverse order each get a true hint of their own;
right code, the reviewer's unusual forms included, still passes."""

import pytest

import attempts

import mistakes_rev30_checks as m
from searchlib.checks import runner
from searchlib.checks.oracles.search import both_ends
from searchlib.checks.suites import games as G
from searchlib.checks.suites import search as S
from searchlib.checks.suites import trees as T

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(label):
    return attempts.by_label(m, label)


def _hint(label):
    report = _grade(label)
    assert len(report.hints) == 1, report
    return report.hints[0][1]


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- lesson 11 ----------------------------------------------------------------------------------

@pytest.mark.parametrize("label, start", [
    ("expectimax-game: MIN takes game.value of its next states (the reviewer's)",
     "The other player's states took the smallest game.value(...)"),
    ("expectimax-game: MIN loops over game.value of its next states",
     "The other player's states took the smallest game.value(...)"),
    ("expectimax-game: MAX takes game.value of its next states (the reviewer's)",
     "MAX's states took the largest game.value(...)"),
    ("expectimax-game: MAX and MIN take game.value of their next states",
     "MAX's states and the other player's took the largest (MAX) or the smallest")])
def test_a_state_that_does_not_search_its_moves_is_told_why_none_came_back(label, start):
    hint = _hint(label)
    assert hint.startswith(start), hint
    assert "it is None in the trees" in hint
    assert "Call expectimax_game(game, game.result(state, a)) for each action a" in hint


def test_what_game_value_gives_for_an_unfinished_state_is_as_the_hint_says():
    # None in the check's trees; a number in Pig and in the race (not the state's worth)
    tree = G._game_cases()[0].args[0]
    pig, race = G.LoadedPig(), G.Race()
    assert not tree.terminal(0) and tree.value(0) is None
    assert not pig.terminal(pig.initial) and isinstance(pig.value(pig.initial), int)
    assert not race.terminal(race.initial) and race.value(race.initial) == 0
    assert G.EXPECTIMAX_GAME.reference(race, race.initial) != 0


def test_the_reviewers_min_form_raised_what_the_reviewer_saw_and_now_has_a_hint():
    report = _grade("expectimax-game: MIN takes game.value of its next states (the reviewer's)")
    failing = [row for row in report.rows if not row.passed]
    assert [row.label for row in failing] == [
        "MIN nodes above chance and MAX nodes",
        "Ann and Bob race to 3; a lucky gamble moves again",
        "the race from the middle: Bob to move at 2-1"], report
    assert failing[0].got.startswith("TypeError: '<' not supported between instances of "
                                     "'NoneType' and 'NoneType'")


@pytest.mark.parametrize("label", [
    "expectimax-game: chance weighs each outcome 1 // n (the reviewer's)",
    "expectimax-game: chance weighs each outcome 1 // n in a loop"])
def test_game_odds_floored_to_0_are_told_so(label):
    report = _grade(label)
    assert report.mistakes == ["floor-odds"], report
    hint = report.hints[0][1]
    assert hint.startswith("Every chance state came out as 0")
    assert "1 // len(game.actions(state)), which is 0" in hint
    assert "game.probability(state, a)" in hint


@pytest.mark.parametrize("label, start", [
    ("expectimax-weighted: chance takes its first child only (the reviewer's)",
     "The chance nodes took the value of their first child alone"),
    ("expectimax-weighted: chance takes node.children[0] without its probability",
     "The chance nodes took the value of their first child alone"),
    ("expectimax-weighted: MAX takes its first child only (the reviewer's)",
     "The MAX nodes took the value of their first child alone"),
    ("expectimax-weighted: MAX returns inside its loop",
     "The MAX nodes took the value of their first child alone"),
    ("expectimax-weighted: MIN takes its first child only (the reviewer's)",
     "The MIN nodes took the value of their first child alone"),
    ("expectimax-weighted: MIN returns inside its loop",
     "The MIN nodes took the value of their first child alone"),
    ("expectimax-weighted: MAX and MIN return inside their loop",
     "The MAX and MIN nodes took the value of their first child alone"),
    ("expectimax-weighted: chance returns inside its loop, p * value of the first child",
     "The chance nodes counted their first child alone, times its probability"),
    ("expectimax-game: chance takes its first outcome only (the reviewer's)",
     "The chance states took the value of their first outcome alone"),
    ("expectimax-game: chance returns inside its loop, unweighted",
     "The chance states took the value of their first outcome alone"),
    ("expectimax-game: chance returns inside its loop, weighted",
     "The chance states counted their first outcome alone, times its probability"),
    ("expectimax-game: MAX and MIN take their first move only (the reviewer's)",
     "MAX's states and the other player's took the value of their first move alone"),
    ("expectimax-game: MAX and MIN return inside their loop",
     "MAX's states and the other player's took the value of their first move alone"),
    ("expectimax-game: MIN takes its first move only (the reviewer's)",
     "The other player's states took the value of their first move alone"),
    ("expectimax-game: MIN returns inside its loop",
     "The other player's states took the value of their first move alone"),
    ("expectimax-game: MAX takes its first move only",
     "MAX's states took the value of their first move alone")])
def test_each_first_child_form_is_named_for_the_nodes_it_concerns(label, start):
    hint = _hint(label)
    assert hint.startswith(start), hint


@pytest.mark.parametrize("suite", [T.WEIGHTED, G.EXPECTIMAX_GAME], ids=lambda s: s.name)
def test_the_new_mistakes_are_told_apart_on_the_cases(suite):
    # no two of them (nor any of them and another planted mistake) behave alike on every
    # case, so each hint speaks of one form only
    new = ("first-child-only", "next-state-values", "floor-odds")
    cases = suite.cases()
    seen = {}
    for variant in suite.variants:
        seen.setdefault(tuple(runner.observe(suite, variant.func, case).key()
                              for case in cases), []).append(variant)
    reference = tuple(runner.observe(suite, suite.reference, case).key() for case in cases)
    for behaviour, variants in seen.items():
        if any(v.key in new for v in variants):
            assert len(variants) == 1 and behaviour != reference, variants


# -- lesson 13 ----------------------------------------------------------------------------------

_LONG = ("a long chain with a bush in the middle", "the long chain the other way round")


@pytest.mark.parametrize("label", [
    "shortest-path-both: the target's half, right pairs, reversed (the reviewer's)",
    "shortest-path-both: the target's half, right pairs, each put in front"])
def test_the_target_half_in_reverse_order_fails_on_both_long_cases_with_its_hint(label):
    report = _grade(label)
    assert [row.label for row in report.rows if not row.passed] == list(_LONG), report
    hint = report.hints[0][1]
    assert hint.startswith("The target's half of your path has the right steps, but in "
                           "reverse order"), hint
    assert "only the source's half needs reversing" in hint


def test_the_new_case_has_a_long_target_half_for_every_right_search():
    find = S.LONG.pairs
    for switches, name in S._BOTH_RIGHT:
        right = both_ends(find, "39", "31", **switches)
        wrong = both_ends(find, "39", "31", join="reversed", **switches)
        k = next(i for i, (a, b) in enumerate(zip(right, wrong)) if a != b)
        assert len(right) == len(wrong) == 8 and len(right) - k >= 2, name
        assert wrong[k:] == right[k:][::-1], name


def test_the_check_has_twelve_cases_the_last_the_chain_the_other_way_round():
    cases = S.BOTH_ENDS.cases()
    assert len(cases) == 12
    assert cases[-1].label == _LONG[1] and cases[-1].args[:2] == ("39", "31")
    assert cases[-1].data["steps"] == 8
