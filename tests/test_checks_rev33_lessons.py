"""Review 33 (/tmp/rev33/REPORT.md, sections 1, 2 and 4): how answers are read.

1. A whole number, a space and a fraction is a mixed number only when the fraction is between 0
   and 1 ("6 1/2" is 6.5); digits are never joined across a space ("1 3/2" was read as 13/2 and
   passed a question whose answer is 6.5).
2. A label before a list ("DFS: A, B, ...") is read when it names what the question asks, and
   lesson 12's utility may name each entry's player ("P1 = 3, ..."); any other label or note
   beside the items leaves the answer unreadable, never "not the right ones" for right items.
3. A list that says "not", "about", "~" or "or" cannot be read (never "not the right values").
4. Smaller texts: the memory counts say which number is wrong, a fraction given where a whole
   number is asked is named as written, a move inside a set is told it is one pair, and a
   degree of separation may be counted in films.
"""

import pytest

from searchlib.checks.author import make_question, source
from searchlib.checks.normalise import NotAnAnswer, to_number
from searchlib.checks.readers import board_move, player_entries
from searchlib.lessons import (alphabeta, beyond_astar, degrees, dfs_bfs, expectimax,
                               frontier_loop, greedy, iterative_deepening, mazes, maxn, tictactoe)

UNREADABLE = "this answer cannot be read."
WRONG = "that is not the answer."


def _answer(lesson, qid, value):
    return lesson.BANK.item(qid).evaluate(value)


def _said(report):
    return " ".join(text for _, text in report.hints)


# -- 1. mixed numbers ---------------------------------------------------------------------------

@pytest.mark.parametrize("lesson, qid, value", [
    (expectimax, "expectimax-value", "1 3/2"),            # was 13/2 = 6.5
    (beyond_astar, "weighted-bound", "9 0/3"),            # was 90/3 = 30
    (beyond_astar, "next-bound", "1 8/2"),                # was 18/2 = 9
    (degrees, "bidirectional-saving", "8 10000/1800"),    # was 810000/1800 = 450
    (expectimax, "expectimax-value", "6 13/2"),
    (beyond_astar, "next-bound", "8 2/2")])
def test_digits_are_never_joined_across_a_space_into_a_right_answer(lesson, qid, value):
    report = _answer(lesson, qid, value)
    assert not report.passed
    assert report.summary == UNREADABLE
    assert "mixed number" in _said(report) and "between 0 and 1" in _said(report)


@pytest.mark.parametrize("value", ["6 1/2", " 6 1/2 ", "6  1/2", "13/2", "6.5", "6 2/4"])
def test_a_mixed_number_with_a_proper_fraction_is_read(value):
    assert _answer(expectimax, "expectimax-value", value).passed


def test_a_wrong_mixed_number_is_wrong_not_unreadable():
    report = _answer(expectimax, "expectimax-value", "6 1/4")
    assert report.summary == WRONG


@pytest.mark.parametrize("text, number", [("6 1/2", 6.5), ("-6 1/2", -6.5), ("7/2", 3.5),
                                          ("7 / 2", 3.5), ("45/1.5", 30.0), ("45 / 1.5", 30.0),
                                          ("18/2", 9.0)])
def test_to_number_reads_fractions_and_mixed_numbers(text, number):
    assert to_number(text) == number


@pytest.mark.parametrize("text", ["1 3/2", "9 0/3", "1 8/2", "6 1/0", "4 50", "1/2/3", "7/0",
                                  "6 -1/2", "1 2 3/4"])
def test_to_number_refuses_what_is_no_single_number(text):
    with pytest.raises(NotAnAnswer):
        to_number(text)


def test_the_weighted_bound_written_as_its_computation_is_read():
    for value in ("45/1.5", "45 / 1.5"):
        assert _answer(beyond_astar, "weighted-bound", value).passed


# -- 2. labels before a list, and each entry after its player ----------------------------------

@pytest.mark.parametrize("value", [
    "player 1: 3, player 2: 5, player 3: 4", "P1=3, P2=5, P3=4", "P1 3, P2 5, P3 4",
    "u1 = 3, u2 = 5, u3 = 4", "P2 = 5, P1 = 3, P3 = 4", "Player 1: 3; player 2: 5; player 3: 4",
    ("P1 3", "P2 5", "P3 4"), {1: 3, 2: 5, 3: 4}, {3: 4, 1: 3, 2: 5}, {"P1": 3, "P2": 5, "P3": 4},
    {"player 1": "3", "player 2": "5", "player 3": "4"}, "1: 3, 2: 5, 3: 4",
    "root value: (3, 5, 4)", "value = 3, 5, 4",
    # the plain forms still pass
    (3, 5, 4), "(3, 5, 4)", "3 5 4", [3, 5, 4]])
def test_the_root_value_with_its_players_named_is_read(value):
    assert _answer(maxn, "root-value", value).passed


@pytest.mark.parametrize("value", [
    ("3 points", 5, 4), "(3, 5, 4) for players 1, 2, 3", "P1 = 3, 5, 4",
    "P1 = 3, P1 = 5, P3 = 4", "P1 = 3, P2 = 5, P4 = 4", {"a": 3, "b": 5, "c": 4},
    ("P1 3", 5, 4), "player 1: 3, player 2: 5, player 3: 4 points"])
def test_a_root_value_with_other_words_is_unreadable_never_not_the_right_values(value):
    report = _answer(maxn, "root-value", value)
    assert report.summary == UNREADABLE, report
    assert "not the right" not in _said(report) and "number of entries" not in _said(report)


def test_labelled_wrong_root_values_keep_their_own_hints():
    labelled = _answer(maxn, "root-value", "player 1: 9, player 2: 0, player 3: 7")
    plain = _answer(maxn, "root-value", (9, 0, 7))
    assert labelled.summary == WRONG and labelled.hints == plain.hints
    report = _answer(maxn, "root-value", {1: 3, 2: 5, 3: 7})
    assert report.summary == WRONG


def test_the_player_reader_returns_the_entries_in_the_players_order():
    assert player_entries("P3 = 4, P1 = 3, P2 = 5") == ["3", "5", "4"]
    assert player_entries({2: 5, 1: 3}) == [3, 5]
    assert player_entries((3, 5, 4)) == (3, 5, 4)
    assert player_entries("not P1 = 3, P2 = 5") == "not P1 = 3, P2 = 5"     # left to the check


@pytest.mark.parametrize("lesson, qid, value", [
    (dfs_bfs, "dfs-order", "DFS: A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", "order: A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", "DFS order = A -> B -> D -> F -> C -> E"),
    (dfs_bfs, "dfs-order", "Depth-first order: A B D F C E"),
    (dfs_bfs, "bfs-order", "BFS: A, B, C, D, E"),
    (dfs_bfs, "practice-bfs-order", "BFS: S, A, B, C, D, E, F, G"),
    (alphabeta, "leaves-in-order", "leaves: 5, 10, 2, 9, 3, 12, 7"),
    (alphabeta, "leaves-in-order", "Leaves evaluated: 5, 10, 2, 9, 3, 12, 7"),
    (alphabeta, "cut-arcs", "cut arcs: n and s"),
    (frontier_loop, "expand-b", "frontier: C, D")])
def test_a_label_naming_what_is_asked_is_read(lesson, qid, value):
    assert _answer(lesson, qid, value).passed


@pytest.mark.parametrize("lesson, qid, value", [
    (dfs_bfs, "dfs-order", "BFS: A, B, D, F, C, E"),          # another search's label
    (dfs_bfs, "bfs-order", "DFS: A, B, C, D, E"),
    (dfs_bfs, "dfs-order", "path: A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", "A B D F C E (6 nodes)"),
    (dfs_bfs, "dfs-order", "A, B, D, F, C, E (DFS)"),
    (dfs_bfs, "dfs-order", "DFS A, B, D, F, C, E"),
    (dfs_bfs, "practice-bfs-order", "S, A, B, C, D, E, F, G (BFS, 8 nodes)"),
    (alphabeta, "leaves-in-order", "5, 10, 2, 9, 3, 12, 7 (7 leaves)"),
    (alphabeta, "leaves-in-order", "leaf 5, leaf 10, leaf 2, leaf 9, leaf 3, leaf 12, leaf 7"),
    (alphabeta, "leaves-in-order", ["5", "10", "2", "9", "3", "12", "7 (the last)"])])
def test_other_labels_and_notes_beside_the_items_leave_the_list_unreadable(lesson, qid, value):
    report = _answer(lesson, qid, value)
    assert report.summary == UNREADABLE, report
    assert "not the right ones" not in _said(report)
    assert "number of items" not in _said(report)


def test_a_wrong_order_under_its_label_keeps_its_hint():
    labelled = _answer(dfs_bfs, "dfs-order", "DFS: A, B, C, E")
    assert labelled.summary == WRONG
    assert labelled.hints == _answer(dfs_bfs, "dfs-order", "A, B, C, E").hints
    leaves = _answer(alphabeta, "leaves-in-order", "leaves: 5, 10, 2, 9, 3, 12, 1")
    assert leaves.summary == WRONG and "right number of items (7)" in _said(leaves)


# -- 3. negated, hedged and contradictory lists ------------------------------------------------

@pytest.mark.parametrize("lesson, qid, value", [
    (maxn, "root-value", "not (3, 5, 4)"), (maxn, "root-value", "about (3, 5, 4)"),
    (maxn, "root-value", ("not 3", 5, 4)), (maxn, "root-value", "~(3, 5, 4)"),
    (maxn, "root-value", "(3, 5, 4) or (2, 0, 4)"),
    (maxn, "root-value", "(3, 5, 4), not (9, 0, 7)"),
    (maxn, "root-value", "not P1 = 3, P2 = 5, P3 = 4"),
    (maxn, "root-value", "maybe 3, 5, 4"), (maxn, "root-value", "3, 5, 4 probably"),
    (dfs_bfs, "dfs-order", "not A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", "about A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", "A, B, D, F, C, E, not C"),
    (dfs_bfs, "dfs-order", "DFS: not A, B, D, F, C, E"),
    (dfs_bfs, "dfs-order", ["not A", "B", "D", "F", "C", "E"]),
    (dfs_bfs, "dfs-order", "A B D F C E or A B C E"),
    (dfs_bfs, "bfs-order", "not A B C D E"),
    (dfs_bfs, "practice-bfs-order", "S, A, B, C, D, E, F, G? not sure"),
    (alphabeta, "leaves-in-order", "not 5, 10, 2, 9, 3, 12, 7"),
    (alphabeta, "leaves-in-order", "about 5, 10, 2, 9, 3, 12, 7"),
    (alphabeta, "leaves-in-order", "5, 10, 2, 9, 3, 12 or 7"),
    (alphabeta, "leaves-in-order", "\u2248 5, 10, 2, 9, 3, 12, 7"),
    (alphabeta, "cut-arcs", "not n, s"), (alphabeta, "cut-arcs", "n, s or t"),
    (frontier_loop, "expand-b", "C, D, not A"),
    (tictactoe, "endgame-move", "not (2, 1)")])
def test_a_negated_or_hedged_list_cannot_be_read(lesson, qid, value):
    report = _answer(lesson, qid, value)
    assert report.summary == UNREADABLE, report
    said = _said(report)
    assert "not the right" not in said and "number of" not in said, said
    assert "The answer says" in said


@pytest.mark.parametrize("lesson, qid, value", [
    (dfs_bfs, "dfs-order", "ABDFCE"), (alphabeta, "cut-arcs", "ns"),
    (frontier_loop, "expand-b", "CD"), (dfs_bfs, "dfs-order", "a b d f c e")])
def test_lists_of_letters_are_still_read(lesson, qid, value):
    assert _answer(lesson, qid, value).passed


# -- 4. smaller texts --------------------------------------------------------------------------

@pytest.mark.parametrize("value, said", [
    ((22186, 19), "the second is right, the first (22186) is not."),
    ("22188 and 19", "the second is right, the first (22188) is not."),
    ({"IDDFS": 19, "BFS": 22186}, "the second is right, the first (22186) is not."),
    ((22187, 20), "the first is right, the second (20) is not.")])
def test_the_memory_counts_say_which_number_is_wrong(value, said):
    report = _answer(iterative_deepening, "memory", value)
    assert report.summary == WRONG and said in _said(report)


def test_the_memory_counts_both_wrong_are_not_told_one_is_right():
    said = _said(_answer(iterative_deepening, "memory", (1, 2)))
    assert "but not the right ones" in said and "is right" not in said


def test_the_authoring_tool_stores_each_item_at_its_place():
    question = make_question("demo", "order", "sequence", "A, B, C", letters=True)
    assert "places=" in source(question)
    assert "all but the second (X) are right" in _said(question.evaluate("A, X, C"))
    assert "but not the right ones" in _said(question.evaluate("X, Y, C"))


def test_a_fraction_given_for_a_whole_number_is_named_as_written():
    report = _answer(alphabeta, "leaves-evaluated", "6/9")
    assert report.summary == WRONG
    assert "and 6/9 is not one" in _said(report) and "0.666" not in _said(report)


@pytest.mark.parametrize("value, said", [
    ({(2, 1)}, "A move is one (row, column) pair, such as (0, 2): give the pair itself, not a set "
               "holding it."),
    ({2, 1}, "a set has no order, so give a tuple")])
def test_a_move_in_a_set_is_told_a_move_is_one_pair(value, said):
    report = _answer(tictactoe, "endgame-move", value)
    assert report.summary == UNREADABLE and said in _said(report)
    assert "order matters" not in _said(report)
    assert board_move((2, 1)) == (2, 1)


def test_a_degree_of_separation_may_be_counted_in_films():
    assert _answer(degrees, "cruise-patinkin", "4 films").passed
    assert _answer(degrees, "cruise-patinkin", "4 degrees").passed
    assert _answer(degrees, "cruise-patinkin", "not 4 films").summary == UNREADABLE
    assert _answer(degrees, "cruise-patinkin", "3 films").summary == WRONG


def test_a_path_length_in_steps_stays_unreadable_in_lesson_04():
    # lesson 04 calls a step of the search a "step" (the stepper's "step k"); its DFS here
    # takes B out at step 27, beside the 26 moves asked: the question reads moves only
    report = _answer(mazes, "path-length", "26 steps")
    assert report.summary == UNREADABLE
    assert _said(report) == "Give the number alone (26), without 'steps'."


def test_two_cells_for_greedy_s_next_cell_cannot_be_read():
    report = _answer(greedy, "greedy-next", "(5, 8) and (3, 5)")
    assert report.summary == UNREADABLE and "one cell only" in _said(report)
    assert _answer(greedy, "greedy-next", "cell (5, 8)").passed


def test_spaces_between_digits_are_said_to_be_the_trouble():
    for lesson, qid, value in ((degrees, "bidirectional-saving", "810 000 / 1 800"),
                               (degrees, "bidirectional-saving", "4 50")):
        report = _answer(lesson, qid, value)
        assert report.summary == UNREADABLE and "a space between digits" in _said(report)


def test_a_space_inside_an_item_of_a_list_leaves_it_unreadable():
    report = _answer(alphabeta, "leaves-in-order", "5, 10, 2, 9, 3, 1 2, 7")
    assert report.summary == UNREADABLE and "a space inside an item" in _said(report)


# rev35: a list with an item listed twice is not told its order is wrong, and a trailing "?"
# leaves a list unreadable as a hedging word does
@pytest.mark.parametrize("lesson, qid, value", [
    (dfs_bfs, "practice-bfs-order", "S, A, B, C, D, E, F, G, G"),
    (alphabeta, "leaves-in-order", "5, 10, 2, 9, 3, 12, 7, 7"),
    (dfs_bfs, "dfs-order", "A, B, B, D, F, C, E")])
def test_an_item_listed_twice_is_not_called_a_wrong_order(lesson, qid, value):
    report = _answer(lesson, qid, value)
    assert report.status == "failed"
    assert "not in the right order" not in _said(report)


def test_a_question_mark_leaves_a_list_unreadable():
    report = _answer(dfs_bfs, "dfs-order", "A B D F C E?")
    assert report.status == "failed" and "not the right ones" not in _said(report)
    assert '"?"' in _said(report)
