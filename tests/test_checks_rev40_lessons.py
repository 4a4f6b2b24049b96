"""A fortieth reviewer's findings on the code checks (tests/mistakes_rev40_lessons.py): each
attempt fails naming only its own mistake, or passes, and the texts they pointed at say what
was observed."""

import pytest

import attempts
import mistakes_rev40_lessons as m
from searchlib.checks.suites import trees as S

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    attempts.judged(attempts.grade(lesson, qid, m.define(source, name)), expected)


def _hint(label):
    return attempts.only_hint(m, label)


# -- 10 · depth-limited-minimax: MIN found by a name -----------------------------------------

def test_min_compared_with_o_is_told_the_trees_call_min_otherwise():
    hint = _hint("depth-limited: MIN is 'O' (the reviewer's)")
    assert hint.startswith("Whose turn it is was decided by comparing the player with 'O': "
                           "right for tic-tac-toe and Connect Four, whose MIN is called 'O'"), hint
    assert "the trees it is 'min', so there every choice took the largest value" in hint


def test_min_compared_with_min_is_told_the_same_way():
    hint = _hint("depth-limited: MIN is 'min'")
    assert hint.startswith("Whose turn it is was decided by comparing the player with 'min': "
                           "right for the trees"), hint
    assert "tic-tac-toe and Connect Four it is 'O'" in hint and "largest" in hint


def test_min_compared_with_a_name_no_game_uses_is_told_min_maximises_and_why():
    hint = _hint("depth-limited: MIN is 'MIN'")
    assert hint.startswith("MIN is maximising too: every choice took the largest value"), hint
    assert "'MIN'" in hint and "'min'" in hint and "'O'" in hint


def test_the_min_names_the_hints_give_are_the_games_own():
    named = {called for _, called in S._DEPTH_MIN_CALLED}
    seconds = {case.args[0].players[1] for case in S.DEPTH_LIMITED.cases()}
    assert seconds == named, seconds


# -- 09 · alphabeta: right to left ------------------------------------------------------------

def test_children_reversed_are_told_they_were_read_right_to_left():
    hint = _hint("alphabeta: the children reversed (the reviewer's)")
    assert "right to left" in hint and "left to right" in hint


# -- 17 · ucb-select: >= ----------------------------------------------------------------------

def test_ties_and_unvisited_going_to_the_last_are_told_the_first_wins():
    report = attempts.by_label(m, "ucb-select: >=, unvisited infinite (the reviewer's)")
    hint = report.hints[0][1]
    assert "first of the tied children" in hint and "never visited" in hint and ">=" in hint
    assert report.status == "failed"


# -- 09 · alphabeta: the note on the leaves read -------------------------------------------------

def test_the_note_has_no_aside_that_reads_as_a_contradiction():
    about = S.ALPHABETA.about
    assert "(a leaf can be any number)" not in about, about


def test_the_note_says_a_sort_by_something_else_reads_nothing_yet_changes_the_order():
    about = S.ALPHABETA.about
    assert "reads no leaf, but it still changes the order" in about, about
    assert "str(" in about and "size of a subtree" in about


def test_a_sort_by_str_or_by_size_reads_no_leaf_as_the_note_says():
    from searchlib.checks.oracles.trees import Watched
    tree = Watched.wrap([[4, 8, 5], 9, [3, 7]])
    sorted(tree, key=str)
    sorted(tree, key=lambda c: len(c) if isinstance(c, list) else 0)
    assert tree._log.read() == []
    sorted(tree[0])
    assert len(tree._log.read()) == 3


# (a report about the value only gets no note: tests/test_checks_rev37_checks2.py)

def test_the_note_does_not_come_with_an_error_raised_before_any_leaf_is_read():
    source = m._AB.replace("ORDER", "tree").replace("v = -math.inf if", "v = -infinity if")
    report = attempts.grade("alphabeta", "alphabeta", m.define(source, "alphabeta_value"))
    assert report.status == "failed" and "NameError" in report.notes[0], report
    assert S.ALPHABETA.about not in report.notes, report


# -- 01 · drive: the report's "got" lines ---------------------------------------------------------

def test_a_cut_short_dict_ends_in_one_ellipsis_and_the_route_is_labelled():
    import mistakes_rev38_lessons as m38
    report = attempts.grade("search_problems", "drive",
                            m38.define(m38._DRIVE.replace("COST", "2"), "Drive"))
    got = {row.label: row.got for row in report.rows}
    assert got["the step cost"].endswith(", …"), got["the step cost"]
    assert "..…" not in got["the step cost"] and "...…" not in got["the step cost"]
    assert got["a cheapest-first search on your problem"] == "Home -> Bakery -> Station, 4 km"


def test_cut_does_not_double_an_ellipsis():
    from searchlib.checks.report import cut, shorten
    assert cut("{'a': 1, 'b': 2, ...}", 20) == "{'a': 1, 'b': 2, …"
    assert cut("abcdef", 4) == "abc…"
    many = {f"road {i}": 2 for i in range(40)}
    for limit in range(20, 200):
        assert "..…" not in shorten(many, limit), limit
