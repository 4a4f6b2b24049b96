"""Review 35's findings on the answer checks (/tmp/rev35/REPORT.md, 2a, 4c, 5b-5e), fixed in
round 36, and lesson 04's write-solve given the path's length as its count.

1. (2a) An answer that names no arc ("none", "no cuts", None, an empty set) is the empty set of
   arcs, told that arcs are cut; a word is never counted letter by letter ("one" is not the
   arcs o, n, e): only a run of the items' names is split into letters.
2. (5c, 4c) An item that cannot be one (an arc, a leaf or a node the lesson's tree or graph does
   not have) is named, never counted.
3. (4c) The leaves read with the two cut tests exchanged, and the BFS order with each node's
   neighbours added in reverse, get a hint saying so (each computed here with the library).
4. (5b) The Degrees question reads "4 steps" and "4 degrees of separation", units its own
   answer uses.
5. (5d) Lesson 12's right entries with two players' exchanged are told whose, not "the wrong
   order" (an answer naming each entry's player has no order).
6. (5e) "4,6" given for a count is not a whole number written in digits (no decimal advice).
7. Lesson 04's write-solve returning the path's length as the count is told so.
8. (round 36, the lead) A list written with dashes ("S-A-B-C-D-E-F-G", "5 \u2013 10 \u2013 2",
   "n\u2014s") is read as its items in every list or set question of the lessons (and the
   drills' lists of numbers); a hyphen that begins a number is its sign ("-1, 3, -2", "5 -10"),
   one between two numbers parts them ("5-10-2"), and "5--10" (a dash and a sign, or one long
   dash?) cannot be read.
9. An item that reads as one item but is not one of the instance's ("S A B C D E F X") is a
   wrong answer ("that is not the answer", mistake 'not-an-item'); what may be several items
   the check cannot tell apart ("one" for arcs, "S/A/B", "S-A, B") cannot be read (mistake
   'form', as every unreadable answer), and is never called "not a node".
"""

import pytest

import attempts
import mistakes_rev36_checks as m
from searchlib import GraphProblem, bfs
from searchlib.checks.answers import Question
from searchlib.checks.author import make_question, source
from searchlib.checks.normalise import NotAnAnswer, dash_parts, items_of, split_items
from searchlib.checks.oracles.trees import Watched
from searchlib.checks.oracles.trees import alphabeta as oracle_alphabeta
from searchlib.checks.progress import forget, latest
from searchlib.checks.report import CheckFailed
from searchlib.checks.secret import digest
from searchlib.drills import drill
from searchlib.drills.kinds import _numbers
from searchlib.lessons import (alphabeta, beyond_astar, degrees, dfs_bfs, expectimax,
                               frontier_loop, greedy, iterative_deepening, maxn, tictactoe)

UNREADABLE = "this answer cannot be read."
WRONG = "that is not the answer."


def _answer(lesson, qid, value):
    return lesson.BANK.item(qid).evaluate(value)


def _said(report):
    return " ".join(text for _, text in report.hints)


def _counted(said):
    """Whether a hint counts the items of the answer."""
    return "number of items" in said or "you gave" in said or "not the right ones" in said


# -- 1. nothing, and words, in cut-arcs (2a) ------------------------------------------------------

@pytest.mark.parametrize("value", ["none", "None", "nothing", None, "no cut", "no cuts",
                                   "nothing is cut", "No arcs are cut.", "cut: none", set(), [],
                                   frozenset(), (), "-", " \u2014 ", "--"])
def test_an_answer_that_names_no_arc_is_told_that_arcs_are_cut(value):
    report = _answer(alphabeta, "cut-arcs", value)
    said = _said(report)
    assert report.summary == WRONG and report.mistakes == ["known"], report
    assert said.startswith("Alpha-beta does cut arcs in this tree."), said
    assert not _counted(said) and 'says "no"' not in said, said


@pytest.mark.parametrize("value", ["one", "eon", "cut", "and", "sn", "none, n"])
def test_a_word_is_never_counted_letter_by_letter(value):
    report = _answer(alphabeta, "cut-arcs", value)
    said = _said(report)
    assert report.summary == UNREADABLE, report
    assert "is not an arc of the arcs tree" in said or "and also says none" in said, said
    assert not _counted(said), said


def test_a_word_of_arc_letters_is_named_as_written():
    report = _answer(alphabeta, "cut-arcs", "one")
    assert _said(report) == ("one is not an arc of the arcs tree: each is named by one letter, "
                             "so write them apart, separated by commas.")
    assert report.mistakes == ["form"]         # unreadable, as every answer that cannot be read


@pytest.mark.parametrize("lesson, qid, value, name", [
    (dfs_bfs, "dfs-order", "none", "none is not a node of the demo graph."),
    (dfs_bfs, "dfs-order", None, "None is not a node of the demo graph."),
    (dfs_bfs, "bfs-order", "nothing", "nothing is not a node of the demo graph."),
    (dfs_bfs, "practice-bfs-order", "none", "none is not a node of the practice graph."),
    (frontier_loop, "expand-b", "one", "one is not a state of the both-ways graph.")])
def test_a_word_given_for_a_list_of_nodes_is_named_not_counted(lesson, qid, value, name):
    report = _answer(lesson, qid, value)
    assert report.summary == WRONG and _said(report) == name, report


@pytest.mark.parametrize("lesson, qid, value", [
    (alphabeta, "cut-arcs", "ns"), (alphabeta, "cut-arcs", "NS"), (alphabeta, "cut-arcs", "ns."),
    (alphabeta, "cut-arcs", "n, s"), (alphabeta, "cut-arcs", "n and s"),
    (alphabeta, "cut-arcs", {"n", "s"}), (alphabeta, "cut-arcs", "cut: n, s"),
    (alphabeta, "cut-arcs", "N S"), (dfs_bfs, "dfs-order", "ABDFCE"),
    (dfs_bfs, "dfs-order", "ABDFCE."), (dfs_bfs, "bfs-order", "abcde"),
    (dfs_bfs, "practice-bfs-order", "SABCDEFG"), (frontier_loop, "expand-b", "CD")])
def test_runs_of_the_items_names_are_still_read(lesson, qid, value):
    assert _answer(lesson, qid, value).passed


def test_nothing_in_a_set_question_that_reads_it_is_counted_as_none_given():
    report = _answer(frontier_loop, "expand-b", "no states are added")
    assert report.summary == WRONG and "you gave 0" in _said(report), report


def test_a_set_question_splits_only_a_run_each_once_in_the_items_order():
    question = Question("arcs", "set", answers=[digest("demo", "arcs", "answer", "{b,d}")],
                        letters=True, among=("abcde", "an arc"), bank="demo")
    assert question.evaluate("bd").passed and question.evaluate("b, d").passed
    assert question.evaluate("db").summary == UNREADABLE       # a word, or the arcs?
    assert question.evaluate("bed").summary == UNREADABLE
    assert _said(question.evaluate("b, z")) == "z is not an arc."


# -- 2. items that cannot be one (5c, 4c) ------------------------------------------------------

@pytest.mark.parametrize("lesson, qid, value, name", [
    (alphabeta, "cut-arcs", {"n", "s", "zz"}, "zz is not an arc of the arcs tree."),
    (alphabeta, "cut-arcs", "n, s, zz", "zz is not an arc of the arcs tree."),
    (alphabeta, "leaves-in-order", "5, 10, 2, 9, 3, 12, 6", "6 is not a leaf of this tree."),
    (alphabeta, "leaves-in-order", [5, 10, 2, 9, 3, 12, 7.5], "7.5 is not a leaf of this tree."),
    (dfs_bfs, "dfs-order", "A, B, D, F, C, X", "X is not a node of the demo graph."),
    (dfs_bfs, "practice-bfs-order", "S, A, B, C, D, E, F, H",
     "H is not a node of the practice graph."),
    (frontier_loop, "expand-b", "C, D, X", "X is not a state of the both-ways graph.")])
def test_an_item_that_is_not_one_is_named_not_counted(lesson, qid, value, name):
    report = _answer(lesson, qid, value)
    assert report.summary == WRONG and report.mistakes == ["not-an-item"], report
    assert _said(report) == name and not _counted(_said(report))


def test_a_hinted_wrong_answer_keeps_its_own_hint():
    report = _answer(alphabeta, "cut-arcs", "n, s, t, u")
    assert report.mistakes == ["known"] and "t and u are below s" in _said(report)


# -- 3. two common wrong lists (4c) ---------------------------------------------------------------

_LEAVES_TREE = [[5, 10, 2], [[9, 3], [12, 1]], [7, [4, 11], 8]]
_PRACTICE = {"S": ["A", "B"], "A": ["C", "D"], "B": ["D", "E"], "C": ["F"], "D": ["G"],
             "E": ["G"], "F": ["G"]}


def _read(**switches):
    watched = Watched.wrap(_LEAVES_TREE)
    oracle_alphabeta(watched, **switches)
    return [leaf for _, leaf in watched.read()]


def test_the_leaves_read_with_the_cut_tests_exchanged_are_told_so():
    exchanged = _read(cut_as={"max": "min", "min": "max"})
    assert exchanged == [5, 10, 9, 3, 12, 1, 7, 4, 8]        # the reviewer's list
    assert exchanged != _read()
    report = _answer(alphabeta, "leaves-in-order", exchanged)
    assert report.mistakes == ["known"], report
    said = _said(report)
    assert said.startswith("That is what alpha-beta reads with the two cut tests exchanged: a "
                           "MAX node stopping when v <= alpha and a MIN node when v >= beta.")
    assert "you gave 9" not in said


def test_the_bfs_order_with_the_neighbours_reversed_is_told_so():
    reversed_graph = GraphProblem({node: list(reversed(next_ones))
                                   for node, next_ones in _PRACTICE.items()}, "S", "G")
    run = bfs(reversed_graph, goal_test="removed", trace=True)
    order = run.trace.explored_order + [run.states[-1]]
    assert ", ".join(order) == "S, B, A, E, D, C, G"             # the reviewer's list
    report = _answer(dfs_bfs, "practice-bfs-order", ", ".join(order))
    assert report.mistakes == ["known"], report
    assert _said(report).startswith("That is the order BFS gives when each node adds its "
                                    "neighbours in reverse (S adds B before A).")
    right = bfs(GraphProblem(_PRACTICE, "S", "G"), goal_test="removed", trace=True)
    assert _answer(dfs_bfs, "practice-bfs-order",
                   right.trace.explored_order + [right.states[-1]]).passed


# -- 4. the units of a degree of separation (5b) ------------------------------------------------

@pytest.mark.parametrize("value", ["4 steps", "4 step", "4 degrees of separation", "4 films",
                                   "4 degrees", "4", 4])
def test_the_units_the_lesson_uses_are_read(value):
    assert _answer(degrees, "cruise-patinkin", value).passed


def test_a_wrong_count_in_steps_is_wrong_not_unreadable():
    report = _answer(degrees, "cruise-patinkin", "5 steps")
    assert report.summary == WRONG and "without 'steps'" not in _said(report), report


# -- 5. entries given to the wrong players (5d) -------------------------------------------------

@pytest.mark.parametrize("value", ["player 2: 3, player 1: 5, player 3: 4", {2: 3, 1: 5, 3: 4},
                                   "P1 = 5, P2 = 3, P3 = 4", (5, 3, 4)])
def test_two_players_entries_exchanged_are_told_whose(value):
    report = _answer(maxn, "root-value", value)
    said = _said(report)
    assert report.summary == WRONG and report.mistakes[0] == "order", report
    assert said.startswith("You have the right entries, but player 1's and player 2's are "
                           "swapped: your answer gives 5 to player 1 and 3 to player 2."), said
    assert "not in the right order" not in said


def test_three_entries_moved_round_are_not_called_two_swapped():
    said = _said(_answer(maxn, "root-value", "player 1: 5, player 2: 4, player 3: 3"))
    assert said.startswith("You have the right entries, but not each one given to the right one "
                           "of player 1, player 2 and player 3."), said
    assert "swapped" not in said and "order" not in said


# -- 6. a decimal comma in a count (5e) -----------------------------------------------------------

@pytest.mark.parametrize("lesson, qid, value", [
    (dfs_bfs, "goal-f-dfs", "4,6"), (dfs_bfs, "goal-f-dfs", "4,0"),
    (degrees, "cruise-patinkin", "4,0"), (alphabeta, "leaves-evaluated", "6,0")])
def test_a_comma_in_a_count_is_not_a_whole_number_in_digits(lesson, qid, value):
    report = _answer(lesson, qid, value)
    said = _said(report)
    assert report.summary == UNREADABLE, report
    assert said == f"{value} is not a whole number written in digits, and the answer is one."
    assert "for a decimal" not in said


def test_a_decimal_comma_in_a_decimal_answer_keeps_its_advice():
    said = _said(_answer(expectimax, "expectimax-value", "6,5"))
    assert "for a decimal, write a point: 6.5" in said


# -- 7. lesson 04: the path's length as the count ------------------------------------------------

@pytest.mark.parametrize("check, label, key, code", m.SOLVE_ATTEMPTS,
                         ids=[a[1] for a in m.SOLVE_ATTEMPTS])
def test_each_solve_attempt_gets_a_true_verdict_and_only_its_hints(check, label, key, code):
    attempts.named(attempts.graded(m, check, code), key, label)


def test_the_path_length_as_the_count_is_told():
    _, label, _, code = m.SOLVE_ATTEMPTS[0]
    report = attempts.graded(m, "write-solve", code)
    hint = dict(report.hints)["count-moves"]
    assert hint.startswith("The count your function returns is the number of moves on the path "
                           "(the length of the actions list), not the number of states explored")
    assert "tuple" not in hint


# -- the right answers of review 35 (section 1) still pass -----------------------------------------

@pytest.mark.parametrize("lesson, qid, value", [
    (dfs_bfs, "dfs-order", "DFS: A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", "dfs order: A B D F C E"),
    (dfs_bfs, "dfs-order", "ABDFCE"),
    (dfs_bfs, "dfs-order", "A -> B -> D -> F -> C -> E"),
    (dfs_bfs, "practice-bfs-order", "BFS: S, A, B, C, D, E, F, G"),
    (alphabeta, "leaves-in-order", "leaves: 5, 10, 2, 9, 3, 12, 7"),
    (alphabeta, "leaves-in-order", "evaluated: 5 10 2 9 3 12 7"),
    (maxn, "root-value", "player 1: 3, player 2: 5, player 3: 4"),
    (maxn, "root-value", "P1=3, P2=5, P3=4"), (maxn, "root-value", "P3=4, P2=5, P1=3"),
    (maxn, "root-value", "p1=3,p2=5,p3=4"), (maxn, "root-value", "P1: 3; P2: 5; P3: 4"),
    (maxn, "root-value", {1: 3, 2: 5, 3: 4}), (maxn, "root-value", {"1": 3, "2": 5, "3": 4}),
    (maxn, "root-value", {"P1": 3, "P2": 5, "P3": 4}),
    (maxn, "root-value", {"player 1": 3, "player 2": 5, "player 3": 4}),
    (expectimax, "expectimax-value", "6 1/2"), (expectimax, "expectimax-value", "6  1/2"),
    (expectimax, "expectimax-value", "6 2/4"), (expectimax, "expectimax-value", "13 / 2"),
    (expectimax, "expectimax-value", "65/10"),
    (beyond_astar, "weighted-bound", "45 / 1.5"), (beyond_astar, "weighted-bound", "90/3"),
    (iterative_deepening, "memory", "22 187, 19"),
    (iterative_deepening, "memory", "(22,187, 19)"),
    (iterative_deepening, "memory", "22,187 and 19"),
    (iterative_deepening, "memory", "BFS: 22187, IDDFS: 19"),
    (iterative_deepening, "memory", "IDDFS: 19, BFS: 22187"),
    (degrees, "cruise-patinkin", "4 films"), (degrees, "cruise-patinkin", "4 degrees"),
    (dfs_bfs, "goal-f-dfs", "4 nodes"), (dfs_bfs, "goal-f-dfs", "+4"),
    (dfs_bfs, "goal-f-dfs", "8/2")])
def test_the_right_answers_review_35_gave_still_pass(lesson, qid, value):
    assert _answer(lesson, qid, value).passed


# -- 8. lists written with dashes (round 36) ------------------------------------------------------

def test_the_practice_order_written_with_dashes_is_right():
    """The lead's attempt: the right order with dashes was 'not a node' (before that, 'you gave
    15')."""
    report = dfs_bfs.check("practice-bfs-order", "S-A-B-C-D-E-F-G", show=False)
    assert report.passed, report
    assert not _counted(_said(report)) and "not a node" not in _said(report)


#: every list or set question of the lessons, with its right items as the lesson asks them
_LISTS = [(dfs_bfs, "dfs-order", "A B D F C E"), (dfs_bfs, "bfs-order", "A B C D E"),
          (dfs_bfs, "practice-bfs-order", "S A B C D E F G"),
          (alphabeta, "leaves-in-order", "5 10 2 9 3 12 7"), (alphabeta, "cut-arcs", "n s"),
          (frontier_loop, "expand-b", "C D"), (greedy, "greedy-next", "5 8"),
          (iterative_deepening, "memory", "22187 19"), (maxn, "root-value", "3 5 4"),
          (tictactoe, "endgame-move", "2 1")]
_DASHES = ["-", " - ", "\u2013", " \u2013 ", "\u2014", " \u2014 ", "\u2010", " -- "]


def test_every_list_question_of_the_lessons_is_in_the_table():
    from searchlib import lessons
    import importlib
    import pkgutil
    found = set()
    for module in pkgutil.iter_modules(lessons.__path__):
        bank = getattr(importlib.import_module(f"searchlib.lessons.{module.name}"), "BANK", None)
        for qid in bank.ids if bank is not None else ():
            if getattr(bank.item(qid), "kind", None) in ("sequence", "set"):
                found.add((bank.name, qid))
    assert found == {(lesson.BANK.name, qid) for lesson, qid, _ in _LISTS}


@pytest.mark.parametrize("lesson, qid, items", _LISTS, ids=[q for _, q, _ in _LISTS])
@pytest.mark.parametrize("dash", _DASHES, ids=repr)
def test_each_list_question_reads_its_right_answer_written_with_dashes(lesson, qid, items, dash):
    assert _answer(lesson, qid, ", ".join(items.split())).passed      # the usual form
    written = dash.join(items.split())
    assert _answer(lesson, qid, written).passed, (written, _answer(lesson, qid, written))
    assert _answer(lesson, qid, f"({written})").passed


@pytest.mark.parametrize("lesson, qid, value", [
    (maxn, "root-value", "P1-3, P2-5, P3-4"), (maxn, "root-value", "P1 - 3, P2 - 5, P3 - 4"),
    (maxn, "root-value", "P1=3 - P2=5 - P3=4"), (maxn, "root-value", "player 1 \u2013 3, "
                                                 "player 2 \u2013 5, player 3 \u2013 4"),
    (iterative_deepening, "memory", "22,187 \u2013 19"),
    (iterative_deepening, "memory", "22 187 - 19"),
    (iterative_deepening, "memory", "BFS 22187 - IDDFS 19"),
    (iterative_deepening, "memory", "22187 - 19 states"),
    (greedy, "greedy-next", "cell (5-8)"), (greedy, "greedy-next", "(5 \u2013 8) with h = 4"),
    (dfs_bfs, "dfs-order", "DFS: A-B-D-F-C-E."), (dfs_bfs, "dfs-order", "A -B -D -F -C -E"),
    (dfs_bfs, "bfs-order", "a-b-c-d-e"), (alphabeta, "cut-arcs", "N-S"),
    (alphabeta, "leaves-in-order", "leaves: 5-10-2-9-3-12-7"),
    (dfs_bfs, "practice-bfs-order", "S\u2013>A\u2013>B\u2013>C\u2013>D\u2013>E\u2013>F\u2013>G")])
def test_labelled_and_other_dashed_forms_of_right_answers_pass(lesson, qid, value):
    assert _answer(lesson, qid, value).passed, _answer(lesson, qid, value)


def test_the_entries_with_dashes_were_counted_wrongly_and_are_now_right():
    assert _answer(maxn, "root-value", "3-5-4").passed                # was "you gave 1"
    assert _answer(maxn, "root-value", "P1-3, P2-5, P3-4").passed     # was "not the right values"


def test_a_wrong_order_written_with_dashes_gets_its_own_hint():
    report = _answer(dfs_bfs, "practice-bfs-order", "S-B-A-E-D-C-G")
    assert report.mistakes == ["known"] and _said(report).startswith(
        "That is the order BFS gives when each node adds its neighbours in reverse")
    report = _answer(dfs_bfs, "dfs-order", "A \u2013 B \u2013 D \u2013 C \u2013 F \u2013 E")
    assert report.mistakes[0] == "order", report


# -- negative numbers and dashes ---------------------------------------------------------------

@pytest.mark.parametrize("text, items", [
    ("-1, 3, -2", ["-1", "3", "-2"]), ("-1; 3; -2", ["-1", "3", "-2"]),
    ("5, -10, -2", ["5", "-10", "-2"]), ("-1-3 - -2", ["-1", "3", "-2"]),
    ("-1 3 2", ["-1", "3", "2"]), ("5 \u2013-10", ["5", "-10"]),
    ("-1 \u2013 3 \u2013 -2", ["-1", "3", "-2"]), ("3,-2", ["3", "-2"]),
    ("5-10-2", ["5", "10", "2"]), ("5 - 10 - 2", ["5", "10", "2"]),
    ("5\u201310\u20132", ["5", "10", "2"]), ("-7", ["-7"]), ("S--A", ["s", "a"]),
    ("S -A", ["s", "a"])])
def test_a_hyphen_that_begins_a_number_is_its_sign(text, items):
    assert items_of(text, "sequence", dashes=True) == items


def test_without_dashes_asked_for_a_list_is_read_as_before():
    assert split_items("S-A-B") == ["S-A-B"] and dash_parts("A, B") is None


@pytest.mark.parametrize("text", ["5--10", "5--10--2", "5 --10"])
def test_two_hyphens_before_a_number_cannot_be_read(text):
    with pytest.raises(NotAnAnswer, match="the hyphens can be a dash and a minus sign, or one "
                                          "long dash"):
        dash_parts(text)


@pytest.mark.parametrize("text", ["5 -10", "5 -10 -2", "-1 3 -2", "-1 -2 -3"])
def test_a_hyphen_after_a_space_and_before_a_number_cannot_be_read(text):
    """"5 -10": 5 and -10, or 5 and 10 written with dashes?  Unreadable, not a guess."""
    with pytest.raises(NotAnAnswer, match="the hyphen can be a minus sign or a dash"):
        dash_parts(text)


def test_a_list_of_numbers_with_negatives_reads_them_with_or_without_dashes():
    question = make_question("demo", "signs", "sequence", "-1, 3, -2")
    assert question.dashes
    for value in ("-1, 3, -2", "-1 - 3 - -2", "-1 \u2013 3 \u2013 -2", "-1-3 - -2", [-1, 3, -2]):
        assert question.evaluate(value).passed, value
    for value in ("-1 3 -2", "-1 -3 -2"):             # a sign, or a dash?
        report = question.evaluate(value)
        assert report.summary == UNREADABLE and "minus sign or a dash" in _said(report), value
    report = question.evaluate("-1-3-2")            # -1, 3 and 2: a hyphen between numbers parts
    assert report.summary == WRONG and "all but the third (2) are right" in _said(report), \
        report
    report = question.evaluate("-1-3--2")
    assert report.summary == UNREADABLE and report.mistakes == ["form"], report


@pytest.mark.parametrize("value, said", [
    ("5, -10, 2, 9, 3, 12, 7", "-10 is not a leaf of this tree."),
    ("-5 10 2 9 3 12 7", "-5 is not a leaf of this tree."),
    ("5 - -10 - 2 - 9 - 3 - 12 - 7", "-10 is not a leaf of this tree.")])
def test_a_negative_leaf_is_a_leaf_value_the_tree_lacks(value, said):
    report = _answer(alphabeta, "leaves-in-order", value)
    assert report.summary == WRONG and _said(report) == said, report


@pytest.mark.parametrize("lesson, qid, value", [
    (alphabeta, "leaves-in-order", "5 -10 -2 -9 -3 -12 -7"), (maxn, "root-value", "3 -5 -4"),
    (maxn, "root-value", "P1 -3, P2 -5, P3 -4"), (tictactoe, "endgame-move", "2 -1"),
    (greedy, "greedy-next", "(5 -8)"), (iterative_deepening, "memory", "22187 -19")])
def test_a_hyphen_that_may_be_a_sign_or_a_dash_is_not_guessed(lesson, qid, value):
    report = _answer(lesson, qid, value)
    said = _said(report)
    assert report.summary == UNREADABLE and report.mistakes == ["form"], report
    assert "minus sign or a dash" in said, said
    assert "not a leaf" not in said and not _counted(said) and "right values" not in said


def test_leaves_with_double_hyphens_cannot_be_read_not_a_leaf():
    report = _answer(alphabeta, "leaves-in-order", "5--10--2--9--3--12--7")
    assert report.summary == UNREADABLE and report.mistakes == ["form"], report
    assert "not a leaf" not in _said(report) and not _counted(_said(report))


def test_names_with_dashes_keep_them():
    question = make_question("demo", "cities", "sequence", "Los-Angeles, New-York",
                             wrong={"New-York, Los-Angeles": "The other way round."})
    assert not question.dashes and "dashes=False," in source(question)
    assert question.evaluate("Los-Angeles, New-York").passed
    assert question.evaluate("los-angeles; new-york").passed
    assert question.evaluate("New-York, Los-Angeles").mistakes == ["known"]
    assert make_question("demo", "nodes", "sequence", "A, B").dashes
    assert "dashes" not in source(make_question("demo", "nodes", "sequence", "A, B"))


# -- the drills' lists of numbers -----------------------------------------------------------------

@pytest.mark.parametrize("kind", ["idastar-bounds", "alphabeta-leaves", "ordered-leaves",
                                  "maxn-root"])
def test_the_drills_lists_of_numbers_read_dashes(kind):
    task = drill(kind, seed=1)
    items = [str(v) for v in task._task.answer]
    for dash in ("-", " - ", "\u2013", " \u2014 "):
        assert task.check(dash.join(items)), dash.join(items)
    report = task.check("--".join(items))          # a dash and a sign, or one long dash?
    assert not report and str(report).startswith("Could not read"), str(report)
    assert "the hyphens can be a dash and a minus sign, or one long dash" in str(report)
    numbers = [int(item) for item in items]
    signed = [numbers[0]] + [-number for number in numbers[1:]]
    for text in (" - -".join(items), ", -".join(items), " \u2013 -".join(items)):
        assert list(_numbers(text)) == signed, text     # a hyphen before a number: its sign
    report = task.check(" -".join(items))             # a sign, or a dash?
    assert not report and str(report).startswith("Could not read"), str(report)
    assert "can be a minus sign or a dash" in str(report)


def test_a_drills_order_of_states_with_dashes_still_passes():
    task = drill("bfs-order", seed=1)
    assert task.check("-".join(task._task.answer))


# -- 9. not an item (wrong) versus not a list (unreadable) ------------------------------------

@pytest.mark.parametrize("lesson, qid, value, said", [
    (dfs_bfs, "practice-bfs-order", "S A B C D E F X", "X is not a node of the practice graph."),
    (dfs_bfs, "practice-bfs-order", "S-A-B-C-D-E-F-X", "X is not a node of the practice graph."),
    (dfs_bfs, "practice-bfs-order", "SABCDEFGX",
     "Neither SABCDEFGX nor X is a node of the practice graph."),
    (dfs_bfs, "dfs-order", "ABDFCXY", "None of ABDFCXY, X and Y is a node of the demo graph."),
    (alphabeta, "cut-arcs", "n, s, zz", "zz is not an arc of the arcs tree."),
    (alphabeta, "cut-arcs", "n \u2013 s \u2013 zz", "zz is not an arc of the arcs tree."),
    (alphabeta, "leaves-in-order", "5-10-2-9-3-12-6", "6 is not a leaf of this tree.")])
def test_an_item_the_instance_lacks_is_a_wrong_answer(lesson, qid, value, said):
    report = _answer(lesson, qid, value)
    assert report.status == "failed" and report.summary == WRONG, report
    assert report.mistakes == ["not-an-item"] and _said(report) == said


@pytest.mark.parametrize("lesson, qid, value, shown", [
    (dfs_bfs, "practice-bfs-order", "S/A/B/C/D/E/F/G", "S/A/B/C/D/E/F/G"),
    (dfs_bfs, "practice-bfs-order", "S-A, B, C, D, E, F, G", "S-A"),
    (dfs_bfs, "dfs-order", "A.B.D.F.C.E", "A.B.D.F.C.E"),
    (dfs_bfs, "bfs-order", "A_B_C_D_E", "A_B_C_D_E"),
    (alphabeta, "leaves-in-order", "5/10/2/9/3/12/7", "5/10/2/9/3/12/7"),
    (alphabeta, "cut-arcs", "n+s", "n+s"), (frontier_loop, "expand-b", "C/D", "C/D")])
def test_what_is_not_a_list_at_all_cannot_be_read_and_is_not_called_an_item(lesson, qid, value,
                                                                             shown):
    report = _answer(lesson, qid, value)
    said = _said(report)
    assert report.status == "failed" and report.summary == UNREADABLE, report
    assert report.mistakes == ["form"], report
    assert said == (f"The check cannot tell the items apart in {shown}: write them separated "
                    "by commas.")
    assert "is not a" not in said and not _counted(said)


def test_progress_counts_a_wrong_item_and_an_unreadable_answer_alike():
    """Both verdicts are 'failed' (the gradebook's and progress's only failing status): what
    differs is the summary and the mistake's key, and each is true of its case."""
    forget("dfs_bfs")
    forget("alphabeta")
    for lesson, qid, value in ((dfs_bfs, "practice-bfs-order", "S A B C D E F X"),
                               (alphabeta, "cut-arcs", "one")):
        with pytest.raises(CheckFailed):          # strict mode (the tests'): both fail
            lesson.check(qid, value, show=False)
    assert latest("dfs_bfs")[("dfs_bfs", "practice-bfs-order")] == "failed"
    assert latest("alphabeta")[("alphabeta", "cut-arcs")] == "failed"
    forget("dfs_bfs")
    forget("alphabeta")
