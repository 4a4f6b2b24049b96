"""A thirty-eighth reviewer's findings on the code checks (tests/mistakes_rev38_lessons.py):
each attempt fails naming only its own mistake, or passes, and the texts they pointed at say
what was observed."""

import pytest

import attempts
import mistakes_rev38_lessons as m
from searchlib.checks.suites import trees as S

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


def _hint(label):
    return attempts.only_hint(m, label)


# -- 10 · depth-limited-minimax: MAX found by a name -----------------------------------------

def test_max_compared_with_max_is_told_the_trees_are_the_only_games_that_call_max_so():
    hint = _hint("depth-limited: MAX is 'max' (the reviewer's)")
    assert hint.startswith("Whose turn it is was decided by comparing the player with 'max': "
                           "right for the trees"), hint
    assert "tic-tac-toe and Connect Four it is 'X'" in hint and "game.players[0]" in hint


def test_max_compared_with_x_is_told_the_same_way():
    hint = _hint("depth-limited: MAX is 'X' (the reviewer's)")
    assert hint.startswith("Whose turn it is was decided by comparing the player with 'X': "
                           "right for tic-tac-toe and Connect Four"), hint
    assert "the trees it is 'max'" in hint


def test_max_compared_with_a_name_no_game_uses_is_told_maX_never_maximised():
    hint = _hint("depth-limited: MAX is 'MAX'")
    assert hint.startswith("Every choice took the smallest value"), hint
    assert "'max'" in hint and "'X'" in hint


def test_the_names_the_hints_give_are_the_games_own():
    named = {called for _, called in S._DEPTH_MAX_CALLED}
    firsts = {case.args[0].players[0] for case in S.DEPTH_LIMITED.cases()}
    assert firsts == named, firsts


# -- 09 · alphabeta: a sorted copy ------------------------------------------------------------

def test_a_copy_sorted_by_value_is_told_so_and_to_loop_over_the_list():
    hint = _hint("alphabeta: sorted by the first leaf (the reviewer's)")
    assert "sorts a copy of the children by value" in hint and "not a sorted copy" in hint


# -- 17 · ucb-select: the lowest score with the visits swapped is not an upside-down rate ----

def test_the_lowest_score_with_the_visits_swapped_is_not_told_its_rate_is_upside_down():
    source = m._UCB.replace("RATE + c * math.sqrt(math.log(parent_visits) / n)",
                            "-(w / n + c * math.sqrt(math.log(n) / parent_visits))")
    report = attempts.grade("mcts", "ucb-select", m.define(source, "ucb_select"))
    assert report.status == "failed" and "rate-upside-down" not in report.mistakes, report


# -- 01 · drive: the shortest road -------------------------------------------------------------

def test_the_shortest_road_is_named_with_what_the_method_gave():
    hint = _hint("drive: the shortest road from state (the reviewer's)")
    assert "the shortest road from state" in hint and "gave 1" in hint


# -- 09 · alphabeta: the note on the leaves read names the case it leaves out ---------------------

def test_the_note_names_the_case_where_only_the_value_is_compared():
    about = S.ALPHABETA.about
    assert "are counted" not in about and "such as 2.5" not in about, about
    assert "on the case “leaves that are not whole numbers” only the value is compared" in about
    assert "leaves that are not whole numbers" in [case.label for case in S.ALPHABETA.cases()]


# -- 14 · minimax: the helper to fix first is the one the others fail through ----------------------

def test_a_right_utility_over_a_wrong_winner_is_not_blamed_as_failing_on_its_own():
    hint = _hint("minimax: right, over a winner that returns the player to move (the reviewer's)")
    assert hint == ("minimax relies on winner(), which fails its own check (utility(), which "
                    "also fails, relies on winner()): fix it first (lesson.check(\"winner\", "
                    "winner))."), hint
    assert "winner(), utility(), which fail their own checks" not in hint


# -- 14 · minimax: min_value raising alpha is told that first -------------------------------------

def test_min_value_raising_alpha_is_told_so_first_and_the_others_as_giving_the_same_moves():
    from searchlib.checks.suites.tictactoe import MINIMAX
    hint = MINIMAX.hint("min-alpha")
    first = hint.split(". ")[0]
    assert "updates alpha where it should update beta" in first, hint
    assert "If yours does neither" not in hint and ", or, where" not in hint
    assert "exactly these moves" in hint
    assert MINIMAX.hint("max-beta").startswith("Your moves are those of an alpha-beta whose")
