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
"""

import pytest

import attempts
import mistakes_rev36_checks as m
from searchlib import GraphProblem, bfs
from searchlib.checks.answers import Question
from searchlib.checks.oracles.trees import Watched
from searchlib.checks.oracles.trees import alphabeta as oracle_alphabeta
from searchlib.checks.secret import digest
from searchlib.lessons import (alphabeta, beyond_astar, degrees, dfs_bfs, expectimax,
                               frontier_loop, iterative_deepening, maxn)

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
                                   frozenset(), ()])
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
    said = _said(_answer(alphabeta, "cut-arcs", "one"))
    assert said == ("one is not an arc of the arcs tree: each is named by one letter, so write "
                    "them apart, separated by commas.")


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
