"""Predict mode: every kind of question, answered right and wrong, through the widget's
``choices``, ``choose`` and ``score``; misconceptions named only when the pick is exactly
what that misconception gives."""

import pytest

from searchlib import (
    GameTree, GraphProblem, Maze, alphabeta, astar, bfs, dfs, expectimax, greedy, iddfs,
    maxn, minimax, step_through, ucs,
)
from searchlib.games import Chance
from searchlib.widgets import PredictStepper, StepperError

DEMO = GraphProblem({"S": ["A", "B"], "A": ["C"], "B": ["D"], "C": ["G"], "D": ["G"]}, "S", "G")
MAZE = Maze.from_text("""
#######
#A    #
# ### #
#    B#
#######""")
LECTURE = GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]])


def until(stepper, kind):
    """Answer right until a question of ``kind`` is asked; return it."""
    for _ in range(200):
        q = stepper.question
        assert q is not None, f"no {kind} question was asked"
        if q.kind == kind:
            return q
        assert stepper.choose(q.answer)
    raise AssertionError("too many questions")


def wrong_pick(q, *avoid):
    return next(c for c in q.choices if c != q.answer and c not in avoid)


def test_predict_true_asks_which_state_leaves_next_and_a_right_pick_advances():
    s = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    assert isinstance(s, PredictStepper) and s.kinds == ("next",)
    assert s.question.kind == "next" and s.choices == [e.state for e in s.step.frontier]
    index = s.index
    right = s.question.answer
    feedback = s.choose(right)
    assert feedback and feedback.text == f"Right: {right} leaves next."
    assert s.index == index + 1 and s.score == (1, 1)


def test_bfs_wrong_pick_that_a_stack_would_take_is_named():
    s = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    s.choose(s.question.answer)                   # S's children A, B are in the queue
    q = s.question
    assert q.choices == ["B", "C"]
    index = s.index
    feedback = s.choose("C")
    assert not feedback and s.index == index      # a wrong pick does not move on
    assert "C is the newest entry" in feedback.text and "stack" in feedback.text
    assert "the oldest, B" in feedback.text
    assert s.choose("B") and s.index == index + 1
    assert s.score == (1, 2)


def test_dfs_wrong_pick_that_a_queue_would_take_is_named():
    s = step_through(dfs(DEMO, trace=True), predict=True)
    q = s.question
    assert q.choices == ["B", "A"]
    feedback = s.choose("A")
    assert "A is the oldest entry, which a queue" in feedback.text
    assert "stack takes the newest, B" in feedback.text


def test_a_pick_no_single_rule_explains_gets_plain_words():
    # greedy on the maze: (2, 1) is both the oldest entry and the lowest g: no name
    s = step_through(greedy(MAZE, trace=True), predict=True)
    for _ in range(3):
        q = s.question
        if set(q.choices) == {(1, 3), (2, 1)} and q.answer == (1, 3):
            break
        s.choose(q.answer)
    q = s.question
    assert set(q.choices) == {(1, 3), (2, 1)} and q.answer == (1, 3)
    text = s.choose((2, 1)).text
    assert text == "No: (1, 3) leaves next ((1, 3) has the lowest h = 4)."


def test_ties_are_explained_by_the_tie_rule():
    s = step_through(astar(MAZE, trace=True), predict=True)
    q = s.question
    other = wrong_pick(q)
    text = s.choose(other).text
    assert "tie at f = g + h = 6" in text and "ties go to the newest entry" in text


def test_ucs_wrong_pick_is_named_only_when_one_rule_gives_it():
    g = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"B": 2}, "B": {}}, "S", "B")
    s = step_through(ucs(g, trace=True), predict=("next",))
    q = s.question
    assert q.choices == ["A", "B"] and q.answer == "A"
    assert "B is the newest entry, which a stack" in s.choose("B").text


def test_goal_question_removed_and_generated():
    s = step_through(dfs(DEMO, trace=True), predict=("goal",))
    q = s.question
    assert q.kind == "goal" and q.choices == ["yes", "no"]
    assert not s.choose("yes") and "is not the goal" in s.choose(False).text
    q = until(s, "goal")
    while q.answer == "no":
        s.choose("no")
        q = s.question
    assert "G leaves the frontier" in q.text
    assert "G is the goal" in s.choose("no").text and s.choose(True)

    t = step_through(bfs(DEMO, goal_test="generated", trace=True), predict=("goal",))
    texts = []
    while t.question is not None:
        q = t.question
        texts.append((q.text, q.answer))
        t.choose(q.answer)
    assert texts[-1] == ("C is expanded. Is the goal among the children it generates?", "yes")
    assert all(a == "no" for _, a in texts[:-1])


def test_f_question_names_h_g_and_the_parents_g():
    s = step_through(astar(MAZE, trace=True), predict=("f",))
    q = s.question
    assert q.kind == "f" and "What is f of" in q.text
    parent_g_plus_h = None
    for c in q.choices:
        if c != q.answer:
            words = s.choose(c).text
            assert words.startswith("No: ") and f"= {q.answer:g}." in words
            if "parent's g" in words:
                parent_g_plus_h = c
    assert parent_g_plus_h is not None
    assert s.choose(q.answer)
    q = s.question
    h_pick = q.answer - (q.answer - min(q.choices))  # the smallest choice here is h or g
    text = s.choose(h_pick).text
    assert "you gave h" in text or "you gave g" in text


def test_f_question_for_greedy_asks_h_and_for_ucs_asks_g():
    s = step_through(greedy(MAZE, trace=True), predict=("f",))
    q = s.question
    assert "What is h of" in q.text
    g_plus_h = max(q.choices)
    assert "A*'s f" in s.choose(g_plus_h).text
    g = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"B": 2}, "B": {}}, "S", "B")
    u = step_through(ucs(g, trace=True), predict=("f",))
    assert "What is g of A" in u.question.text
    assert "parent's g" in u.choose(0).text and u.choose(1)


def test_weighted_astar_f_question_mentions_the_weight():
    s = step_through(astar(MAZE, weight=2, trace=True), predict=("f",))
    q = s.question
    entry_h = q.answer - 1  # the first child has g = 1 and f = 1 + 2h
    plain = 1 + entry_h / 2
    assert plain in q.choices
    assert "this search weights h (f = g + 2·h)" in s.choose(plain).text


def test_depth_limited_next_and_goal():
    s = step_through(iddfs(DEMO, trace=True), predict=("next", "goal"))
    q = until(s, "next")
    assert q.text == "Which state does the search go down to next?"
    wrong = wrong_pick(q)
    assert "the first child of" in s.choose(wrong).text
    assert s.choose(q.answer)
    assert s.question.kind == "goal"


def test_game_value_question_right_and_wrong():
    s = step_through(minimax(LECTURE, trace=True), predict=True)
    assert s.kinds == ("value",)
    q = s.question
    assert q.kind == "value" and q.text == "B (MIN) is done. What value does it back up?"
    assert q.choices == [4, 5, 8]
    assert "8 is the largest value, which a MAX node backs up" in s.choose(8).text
    assert s.choose(5).text == ("No: B is a MIN node: it backs up the smallest of the values "
                                "it saw (4, 8, 5), 4.")
    assert s.choose(4) and s.score == (0, 1)


def test_game_cut_and_window_questions():
    s = step_through(alphabeta(LECTURE, trace=True), predict=("cut", "window"))
    q = s.question
    assert q.kind == "window" and q.answer == (float("-inf"), float("inf"))
    assert "keep their places" in s.choose((float("inf"), float("-inf"))).text
    s.choose(q.answer)
    cuts = []
    while s.question is not None:
        q = s.question
        if q.kind == "cut" and q.answer != "none":
            assert "the other test belongs to MAX nodes" in s.choose("beta").text
            assert "cuts its remaining children" in s.choose("none").text
            cuts.append(q.text)
        if q.kind == "window" and q.answer == (4, float("inf")):
            assert "not reset below the root" in s.choose((float("-inf"), float("inf"))).text
        s.choose(q.answer)
    assert len(cuts) == 2 and cuts[0].startswith("C (MIN) now has v = 3, alpha = 4")


def test_strict_ties_do_not_cut():
    s = step_through(alphabeta(GameTree([[10], [10, 0]]), strict=True, trace=True),
                     predict=("cut",))
    q = until(s, "cut")
    while not q.text.startswith("C (MIN) now has v = 10, alpha = 10"):
        s.choose(q.answer)
        q = until(s, "cut")
    assert "a tie does not cut" in s.choose("alpha").text


def test_expectimax_plain_average_is_named():
    tree = GameTree([Chance([0, 10], [0.3, 0.7]), 4])
    s = step_through(expectimax(tree, trace=True), predict=True)
    q = s.question
    assert q.answer == 7 and 5 in q.choices
    assert "plain average" in s.choose(5).text
    assert "largest child" in s.choose(10).text
    assert s.choose(7)


def test_maxn_ties_go_to_the_first_child():
    tree = GameTree([[(1, 2, 3), (4, 2, 1)], [(6, 1, 2), (7, 4, -1)]])
    s = step_through(maxn(tree, trace=True), predict=True)
    q = s.question
    assert q.answer == (1, 2, 3)
    assert "ties with (1, 2, 3) on player 2's entry" in s.choose((4, 2, 1)).text
    assert s.choose([1, 2, 3])


def test_show_me_skips_without_scoring_and_the_slider_still_reviews():
    s = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    first = s.index
    s.show_me()
    assert s.index == first + 1 and s.score == (0, 0)
    s.slider.value = 0                     # review: back to the start
    assert s.index == 0
    s.slider.value = 3                     # carry on from any step
    q = s.question
    assert q is not None and q.choices == [e.state for e in s.step.frontier]
    assert s.choose(q.answer) and s.index == 4


def test_the_end_asks_nothing():
    s = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    s.go(-1)
    assert s.question is None and s.choices == []
    assert not s.choose("S") and "last step" in s.choose("S").text


def test_unknown_kinds_are_refused():
    with pytest.raises(StepperError, match="value"):
        step_through(bfs(DEMO, trace=True), predict=("value",))
    with pytest.raises(StepperError):
        step_through(minimax(LECTURE, trace=True), predict=("next",))


def test_buttons_answer_like_choose():
    s = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    labels = [b.description for b in s.choice_box.children]
    assert labels == [str(c) for c in s.choices]
    answer = s.question.answer
    s.choice_box.children[labels.index(answer)].click()
    assert "Right" in s.feedback_html.value and "score: 1 of 1" in s.score_html.value
