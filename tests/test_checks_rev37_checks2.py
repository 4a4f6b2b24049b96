"""A thirty-seventh reviewer's findings on the code checks of lessons 09-14
(tests/mistakes_rev37_checks2.py): each attempt fails naming only its own mistake, or passes;
lesson 14's minimax hint names no function the code may not have; lesson 09's note on the
leaves read is plain and shown only with a report that says which leaves were read."""

import pytest

import attempts
import mistakes_rev37_checks2 as m
from searchlib.checks.runner import Case, Suite, run_suite
from searchlib.checks.suites import games as G
from searchlib.checks.suites import tictactoe as TT
from searchlib.checks.suites import trees as S
from searchlib.lessons import alphabeta

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


def _hint(label):
    return attempts.only_hint(m, label)


# -- 14 · minimax: the hint is true of code with one value function ---------------------------

def test_o_maximising_below_the_top_names_no_value_function():
    hint = _hint("minimax: one value function that always takes the max (the reviewer's)")
    assert "min_value" not in hint and "max_value" not in hint, hint
    assert "O maximising" in hint and "O's turns" in hint and "smallest" in hint


def test_x_minimising_below_the_top_names_no_value_function_either():
    hint, = [v.hint for v in TT.MINIMAX.variants if v.key == "x-min-down"]
    assert "min_value" not in hint and "max_value" not in hint, hint
    assert "X's turns" in hint and "largest" in hint


# -- 14 · terminal and winner ----------------------------------------------------------------

def test_a_set_compared_with_an_empty_list_is_told_why_it_is_never_true():
    hint = _hint("terminal: the actions compared with [] (the reviewer's)")
    assert hint.startswith("A full board with no winner is over too (a draw).")
    assert "actions(board) == []" in hint and "a set never equals a list" in hint
    assert [] != set()              # the fact the hint states


def test_the_player_to_move_on_a_won_board_is_the_loser():
    hint = _hint("winner: the player to move returned on a win (the reviewer's)")
    assert "the loser's" in hint and "player(board)" in hint
    # true of every won board the check shows: the winner has just moved
    from searchlib.checks.oracles import tictactoe as R
    won = [case.args[0] for case in TT.WINNER.cases() if R.winner(case.args[0])]
    assert won and all(R.player(b) != R.winner(b) for b in won)


# -- 11 · expectimax-game: MAX found by a name ---------------------------------------------------

def test_max_compared_with_you_is_told_pig_is_the_only_game_that_calls_max_so():
    hint = _hint("expectimax-game: MAX is 'you' (the reviewer's)")
    assert hint.startswith("Whose turn it is was decided by comparing the player with 'you': "
                           "right for Pig"), hint
    assert "'max'" in hint and "'Ann'" in hint and "game.players[0]" in hint


def test_max_compared_with_max_is_told_the_same_way():
    hint = _hint("expectimax-game: MAX is 'max'")
    assert hint.startswith("Whose turn it is was decided by comparing the player with 'max': "
                           "right for the trees"), hint
    assert "'you'" in hint and "'Ann'" in hint


def test_the_names_the_hints_give_are_the_games_own():
    games = {case.label: case.args[0] for case in G.EXPECTIMAX_GAME.cases()}
    named = {called for _, called in G._MAX_CALLED}
    firsts = {game.players[0] for game in games.values()}
    assert firsts == named, firsts


# -- 10 · depth-limited-minimax: the depth never goes down ------------------------------------

def test_the_depth_not_lowered_gets_its_hint_and_no_first_difference():
    report = attempts.by_label(m, "depth-limited: depth passed down unchanged (the reviewer's)")
    assert report.mistakes == ["depth-not-lowered"]
    assert not any(note.startswith("First difference") for note in report.notes), report
    assert "pass depth - 1 to every child" in report.hints[0][1]


def test_the_depth_passed_down_unchanged_never_calls_evaluate_from_depth_2():
    """What the first difference said, and the hint says: true."""
    learner = m.define(m._LIMITED.replace("BELOW", "depth"), "depth_limited_value")
    case = next(c for c in S.DEPTH_LIMITED.cases()
                if c.label == "the horizon tree of section 3, depth 2")
    game, state, depth = case.args
    asked = []
    learner(game, state, depth, lambda s: asked.append(s) or 0)
    assert asked == []
    learner(game, state, 0, lambda s: asked.append(s) or 0)
    assert asked == [state]           # it stops where it starts at 0


# -- 09 · alphabeta: leaves first; the note on the leaves read --------------------------------

def test_leaves_first_is_told_to_loop_over_the_list_itself():
    hint = _hint("alphabeta: a sorted copy, leaves first (the reviewer's)")
    assert "leaves first" in hint and "not a sorted copy" in hint


def test_the_note_is_plain():
    about = S.ALPHABETA.about
    assert about.startswith("What counts as reading a leaf: using its value")
    for jargon in ("isinstance", "note this", "holds for them"):
        assert jargon not in about, jargon


def test_the_note_comes_with_a_report_that_says_which_leaves_were_read():
    report = attempts.by_label(m, "alphabeta: a sorted copy, leaves first (the reviewer's)")
    assert any("the value is right, but" in note for row in report.rows for note in row.notes)
    assert S.ALPHABETA.about in report.notes


def test_the_note_does_not_come_with_a_pass_or_a_report_about_values_only():
    assert attempts.by_label(m, "alphabeta: fail-hard (the reviewer's)").notes == []
    # a leaf test for an int: only the case with 2.5 fails, and its hint says why
    report = alphabeta.BANK.grade("alphabeta", m.define(m._AB.replace(
        "if not isinstance(tree, list)", "if isinstance(tree, int)").replace(
        "CHILDREN", "tree"), "alphabeta_value"))
    assert report.status == "failed" and report.mistakes == ["int-leaves-only"], report
    assert S.ALPHABETA.about not in report.notes


def test_the_note_comes_with_a_first_difference_in_the_leaves_read():
    report = attempts.by_label(m, "alphabeta: a sorted copy, lists first")
    first = [note for note in report.notes if note.startswith("First difference")]
    assert first and "read the leaf" in first[0], report
    assert S.ALPHABETA.about in report.notes


def test_a_suite_shows_its_note_only_when_about_if_says_so():
    def suite(about_if):
        return Suite("double", "double(x)", [Case("one", (1,)), Case("two", (2,))],
                     reference=lambda x: 2 * x, about="How it works.", about_if=about_if)
    wrong = lambda x: 3 * x                                       # noqa: E731
    assert run_suite(wrong, suite(None)).notes[-1] == "How it works."
    assert "How it works." not in run_suite(wrong, suite(lambda trials, report: False)).notes
    # it is asked with the trials and the report as they stand
    shown = run_suite(wrong, suite(lambda trials, report: len(trials) == 2
                                   and report.status == "failed"))
    assert shown.notes[-1] == "How it works."
    assert "How it works." not in run_suite(lambda x: 2 * x, suite(None)).notes
