"""A twenty-second reviewer's attempts that failed with no hint, or with a hint or note that
was not exactly true (tests/mistakes_rev22.py): each wrong attempt now fails naming its own
mistake and no other (or, where no hint can be exact, with a true first difference), and right
code still passes."""

import pytest

import attempts

import mistakes_rev22 as m

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(label, **options):
    return attempts.by_label(m, label, **options)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- 1. IDA*: a cut at f >= bound that spares the start ------------------------------------------

def test_a_cut_at_the_bound_sparing_the_start_is_not_told_the_start_is_cut():
    report = _grade("idastar: cut at f >= bound, sparing the start (the reviewer's)")
    hint = report.hints[0][1]
    assert hint.startswith("A state was cut off when its f equals the bound (>=), the start "
                           "excepted."), hint
    assert "the bound stops growing" in hint and "the start itself" not in hint
    assert [row.label for row in report.rows if row.passed] == ["the start is the goal"]


# -- 2. IDA*: a seen set made once and never emptied -----------------------------------------------

def test_a_seen_set_never_emptied_is_told_the_second_contour_finds_nothing():
    hint = _grade("idastar: a seen set made once, never emptied (the reviewer's)").hints[0][1]
    assert hint.startswith("A set of every state reached (each child tried, cut off or not) "
                           "was made once and kept from one contour to the next"), hint
    assert "returns None where a path exists" in hint


# -- 3. max^n: the best started from a tuple of low scores -----------------------------------------

def test_a_best_started_from_a_tuple_is_told_it_passes_that_tuple_up():
    report = _grade("maxn: best from (-1000,) * n (the reviewer's)")
    assert [row.label for row in report.rows if not row.passed] == [
        "utilities far below 0 (in the millions)", "utilities far below 0 (beyond -10**20)"]
    hint = report.hints[0][1]
    assert hint.startswith("Your nodes start the best from the tuple (-1000,) * n"), hint
    assert "IndexError" not in hint
    fixed = _grade("maxn: best from (-1000, -1000, -1000) (the reviewer's)")
    assert [row.label for row in fixed.rows if not row.passed] == [
        "four players", "utilities far below 0 (in the millions)",
        "utilities far below 0 (beyond -10**20)"]
    hint = fixed.hints[0][1]
    assert hint.startswith("Your nodes start the best from the tuple (-1000, -1000, -1000)")
    assert "IndexError" in hint


# -- 4. degrees: None for the same person, where no one's co-stars are asked for ---------------

@pytest.mark.parametrize("label", ["shortest-path: None for the same person (the reviewer's)",
                                   "shortest-path: an empty path taken for no path, tested at "
                                   "the pop"])
def test_none_for_the_same_person_is_told_plainly_that_no_one_was_asked_about(label):
    said = " ".join(_grade(label).notes)
    assert ("First difference, on \u201cthe same person\u201d: neither your function nor BFS "
            "asked for anyone's co-stars here; the difference is in the answer: it returned "
            "None where BFS returns [].") in said, said
    assert "the same people as" not in said


# -- 5. max^n root value: a leaf that shares the best value with another is not "the best" -------

@pytest.mark.parametrize("answer, player, value, other", [
    ([5, 3, 7], 3, 7, "(9, 0, 7)"), ((9, 6, 0), 1, 9, "(9, 0, 7)"), ((1, 9, 1), 2, 9, "(0, 9, 3)")])
def test_a_leaf_with_some_players_best_value_is_not_called_their_best_leaf(answer, player, value,
                                                                           other):
    report = attempts.bank("maxn").grade("root-value", answer)
    hint = report.hints[0][1]
    assert hint.startswith(f"That leaf is worth {value} to player {player}, as much as any leaf "
                           f"(so is {other})"), hint
    assert "best leaf" not in hint


# -- 6. expectimax: MIN averaged like chance -------------------------------------------------------

def test_min_averaged_like_chance_is_told_so_in_both_checks():
    hint = _grade("expectimax-weighted: Min averaged with Chance (the reviewer's)").hints[0][1]
    assert hint.startswith("The MIN nodes averaged their children, as chance nodes do."), hint
    hint = _grade("expectimax-game: the other player averaged (the reviewer's)").hints[0][1]
    assert hint.startswith("The other player's states averaged their outcomes"), hint
