"""A twenty-first reviewer's attempts that failed with no hint (tests/mistakes_rev21_hints.py): each
wrong attempt now fails naming its own mistake and no other, and right code still passes."""

import pytest

import attempts

import mistakes_rev21_hints as m

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(label, **options):
    return attempts.by_label(m, label, **options)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


# -- 1. winner: the lines never checked are named ---------------------------------------------

def test_a_winner_of_rows_only_is_told_the_columns_and_diagonals_are_missed():
    hint = _grade("winner: rows only (the reviewer's)").hints[0][1]
    assert hint.startswith("A win on the columns or the diagonals is never found"), hint
    hint = _grade("winner: rows and the main diagonal").hints[0][1]
    assert "the columns or the diagonal from the top right" in hint, hint


# -- 2. actions: the taken cells ----------------------------------------------------------------

def test_actions_giving_the_taken_cells_is_told_so():
    hint = _grade("actions: the taken cells (the reviewer's)").hints[0][1]
    assert "taken cells" in hint and "EMPTY" in hint


# -- 3. inversions for nine squares only ---------------------------------------------------------

def test_inversions_for_nine_squares_is_told_it_is_wrong_on_the_15_puzzle():
    report = _grade("inversions: eight tiles, guarded (the reviewer's)")
    assert [row.label for row in report.rows if not row.passed] == [
        "a 15-puzzle: 14 and 15 swapped", "a 15-puzzle, scrambled"]
    assert report.hints[0][1].startswith("Right on the 8-puzzle, wrong on the 15-puzzle")


# -- 9. minimax: X's moves scored by X's own function ---------------------------------------------

@pytest.mark.parametrize("label, start", [
    ("minimax: X's moves scored by max_value (the reviewer's)",
     "X's moves were scored with max_value, X's own function."),
    # a board where O's own-function moves all lose tells this from X's side alone (rev29)
    ("minimax: both scored by the mover's own function",
     "Each move was scored with the mover's own value function")])
def test_moves_scored_by_the_movers_own_function_are_told_so_truly(label, start):
    hint = _grade(label).hints[0][1]
    assert hint.startswith(start), hint


# -- 5, 6, 7: the hints say what was returned ------------------------------------------------------

def test_path_states_of_actions_after_the_start_is_told_so():
    hint = _grade("path-states: the start's state, then the actions (the reviewer's)").hints[0][1]
    assert hint.startswith("After the start, those are the actions (node.action)")


def test_shortest_path_without_the_same_person_test_is_told_to_handle_it():
    report = _grade("shortest-path: no same-person case, source left out of the parents "
                    "(the reviewer's)")
    assert [row.label for row in report.rows if not row.passed] == [
        "the same person", "705 to 705, in your data"]
    assert report.hints[0][1].startswith("When source and target are the same person")


def test_ucb_select_returning_the_pair_is_told_to_return_the_index():
    assert "return its index in children" in _grade(
        "ucb-select: the pair, not its index (the reviewer's)").hints[0][1]
