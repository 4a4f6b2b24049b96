"""Predict mode: every kind of question, answered right and wrong, through the widget's
``choices``, ``choose`` and ``score``; misconceptions named only when the pick is exactly
what that misconception gives."""

import re

import pytest

import searchlib.data
from searchlib import (
    GameTree, GraphProblem, Maze, alphabeta, astar, bfs, dfs, expectimax, greedy, iddfs,
    maxn, minimax, random_graph, step_through, ucs,
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
    assert s.question.kind == "next" and s.choices == sorted(e.state for e in s.step.frontier)
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
    assert q.choices == ["A", "B"] and q.answer == "B"
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
    assert "tie at the lowest f = g + h = 6" in text and "ties go to the newest entry" in text


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
    assert q.kind == "f" and q.text == "(1, 1) is expanded and adds (2, 1). What is f of (2, 1)?"
    # g = 1, h = 5 (Manhattan distance from (2, 1) to (3, 5)): f = 6; the parent (1, 1)
    # has g = 0, h = 6
    assert q.answer == 6 and set(q.choices) == {1, 5, 6}
    assert s.choose(1).text == ("No: you gave g alone; f = g + h, with g the path cost to the "
                                "child (its parent's g plus the step cost) and h its own "
                                "estimate. Try again, or press “show me”.")
    # 5 is h, and also the parent's g (0) + h: two mistakes give it, so neither is named
    assert s.choose(5).text == "No: f = g + h = 1 + 5 = 6."
    assert s.choose(6)


def test_f_question_for_greedy_asks_h_and_for_ucs_asks_g():
    s = step_through(greedy(MAZE, trace=True), predict=("f",))
    q = s.question
    assert "What is h of (2, 1)" in q.text and q.answer == 5
    assert set(q.choices) == {1, 5, 6}
    # 6 is g + h and also h of the parent (1, 1): not named
    assert "A*'s f" not in s.choose(6).text
    assert s.choose(1).text.startswith("No: that is g, the path cost;")
    g = GraphProblem({"S": {"A": 1, "B": 4}, "A": {"B": 2}, "B": {}}, "S", "B")
    u = step_through(ucs(g, trace=True), predict=("f",))
    assert "What is g of A" in u.question.text
    assert "parent's g" in u.choose(0).text and u.choose(1)


def test_a_number_two_mistakes_give_is_never_named():
    # A* on two-routes, second f question: g = h = 2, so a pick of 2 is not "you gave g"
    two = Maze.load(searchlib.data.path("mazes/two-routes.txt"))
    s = step_through(astar(two, trace=True), predict=("f",))
    s.choose(s.question.answer)
    q = s.question
    assert q.text == "(4, 1) is expanded and adds (3, 1). What is f of (3, 1)?"
    words = s.choose(2).text
    assert "you gave" not in words and words.startswith("No: f = g + h")
    # UCS on greedy-trap, second g question: 1 is the step cost and the parent's g
    trap = Maze.load(searchlib.data.path("mazes/greedy-trap.txt"))
    u = step_through(ucs(trap, trace=True), predict=("f",))
    u.choose(u.question.answer)
    assert u.question.choices == [1, 2]
    assert u.choose(1).text == "No: g = 1 + 1 = 2."


def _check_weighted_words(text, g, w, h):
    """Every 'f = g + w·h = a + w·b = c' in ``text`` is true and about this child."""
    found = re.findall(r"f = g \+ ([\d.]+)·h = ([\d.]+) \+ ([\d.]+)·([\d.]+) = ([\d.]+)",
                       text)
    for w1, a, w2, b, c in found:
        assert float(w1) == float(w2) == w and float(a) == g and float(b) == h
        assert abs(float(a) + w * float(b) - float(c.rstrip("."))) < 0.006
    return bool(found)


def test_weighted_astar_words_state_true_formulas():
    trap = Maze.load(searchlib.data.path("mazes/greedy-trap.txt"))
    s = step_through(astar(trap, weight=2, trace=True), predict=("f",))
    q = s.question
    # (12, 6) -> (11, 6): g = 1, h = |11 - 1| + |6 - 13| - computed here from the cells
    g, h = 1, abs(11 - trap.goal[0]) + abs(6 - trap.goal[1])
    assert q.answer == g + 2 * h == 33
    words = s.choose(h).text            # h alone (the parent's g is 0: 0 + 2h is not h)
    assert "you gave h alone" in words and "you used the parent's g" not in words
    words = s.choose(g).text            # a second wrong pick: the answer is given
    assert "you gave g alone" in words and _check_weighted_words(words, g, 2, h)
    assert "f = g + h" not in words
    # g + h = 17 is also h of the parent (12, 6): two mistakes, so neither is named
    assert s.choose(g + h).text == "No: f = g + 2·h = 1 + 2·16 = 33."
    # every revealed formula on the whole run is true
    s = step_through(astar(trap, weight=2, trace=True), predict=("f",))
    while s.question is not None:
        q = s.question
        child = q.text.split(" adds ")[1].split(". ")[0]
        r, c = map(int, child.strip("()").split(", "))
        hc = abs(r - trap.goal[0]) + abs(c - trap.goal[1])
        gc = (q.answer - 2 * hc)
        for pick in q.choices:
            if pick != q.answer:
                words = q.judge(pick, reveal=True).text
                assert _check_weighted_words(words, gc, 2, hc), words
        s.choose(q.answer)


def test_weighted_astar_next_names_plain_astar_with_its_own_formula():
    g = random_graph(10, seed=0)
    s = step_through(astar(g, weight=2, trace=True), predict=("next",))
    while s.index < 3:
        s.choose(s.question.answer)
    q = s.question
    entries = {e.state: e for e in s.step.frontier if not e.stale}
    # lowest g + h and lowest g + 2h, computed here from the entries' g and the graph's h
    plain = min(entries, key=lambda n: entries[n].g + g.h(n))
    heavy = min(entries, key=lambda n: entries[n].g + 2 * g.h(n))
    assert (plain, heavy, q.answer) == (2, 9, 9)
    words = q.judge(2, reveal=True).text
    assert words.startswith("No: 2 has the lowest g + h, which plain A* takes")
    assert "lowest f = g + 2·h = 12" in words and "f = g + h =" not in words


def test_weighted_astar_f_question_mentions_the_weight():
    s = step_through(astar(MAZE, weight=2, trace=True), predict=("f",))
    until(s, "f")
    while not s.question.text.startswith("(1, 2) is expanded and adds (1, 3)"):
        s.choose(s.question.answer)
    q = s.question
    # (1, 3): g = 2, h = |1 - 3| + |3 - 5| = 4; f = 2 + 2·4 = 10; g + h = 6 (no other
    # mistake gives 6 here: the parent (1, 2) has g = 1, h = 5)
    assert q.answer == 10 and 6 in q.choices
    assert q.judge(6).text == ("No: that is g + h, plain A*'s f: this search weights h "
                               "(f = g + 2·h); f = g + 2·h = 2 + 2·4 = 10.")


def frontier_in_arrival_order(problem, discipline, key=None):
    """Replay a search here and yield, before each removal, the frontier's states in the
    order they came in and the state removed (ties to the newest; no re-adding needed on
    these problems).  Written independently of searchlib's searches."""
    arrivals = [problem.initial]
    reached = {problem.initial: 0}
    while arrivals:
        if discipline == "fifo":
            nxt = arrivals[0]
        elif discipline == "lifo":
            nxt = arrivals[-1]
        else:
            best = min(key(s, reached[s]) for s in arrivals)
            nxt = [s for s in arrivals if key(s, reached[s]) == best][-1]
        yield list(arrivals), nxt
        arrivals.remove(nxt)
        if problem.is_goal(nxt):
            return
        for _a, child, cost in problem.successors(nxt):
            if child not in reached:
                reached[child] = reached[nxt] + cost
                arrivals.append(child)


def test_predict_mode_never_shows_which_state_leaves_next():
    # the reviewer: the table's shaded first row and the first button were the answer in
    # 286 of 286 questions.  Now: the table lists the frontier in the order it came in,
    # unshaded, and the buttons are in name order.
    campus = GraphProblem.load(searchlib.data.path("graphs/campus.json"))
    trap = Maze.load(searchlib.data.path("mazes/greedy-trap.txt"))
    runs = [(bfs(campus, trace=True), "fifo", None), (dfs(campus, trace=True), "lifo", None),
            (dfs(trap, trace=True), "lifo", None),
            (greedy(trap, trace=True), "priority", lambda s, g: trap.h(s))]
    first, asked = 0, 0
    for result, discipline, key in runs:
        problem = result.trace.problem
        s = step_through(result, predict=True)
        mine = frontier_in_arrival_order(problem, discipline, key)
        for arrivals, removed in mine:
            if s.question is None:
                break
            if len(arrivals) < 2:
                continue
            headers, rows = s.table
            assert headers[:2] == ["added", "state"]
            assert [r[1] for r in rows] == [s.view.describe(a) for a in arrivals]
            assert "rgba(230,159,0" not in s.side_html.value     # no row shaded
            assert s.question.answer == removed
            assert s.choices == sorted(arrivals)
            assert [b.description for b in s.choice_box.children] == \
                [s.view.describe(a) for a in sorted(arrivals)]
            assert "not in the frontier" in s.order_html.value
            first += s.choices[0] == removed
            asked += 1
            s.choose(removed)
    assert asked > 30 and first < asked * 0.75


def test_the_answer_is_given_only_when_another_try_would_tell_nothing():
    trap = Maze.load(searchlib.data.path("mazes/greedy-trap.txt"))
    s = step_through(dfs(trap, trace=True), predict=True)
    while len(s.choices) < 3:
        s.choose(s.question.answer)
    q = s.question
    wrong = [c for c in q.choices if c != q.answer]
    said = s.choose(wrong[0])
    assert not said.revealed and str(q.answer) not in said.text.split("No: ", 1)[1]
    assert said.text.endswith("Try again, or press “show me”.")
    right, asked = s.score
    said = s.choose(wrong[1])
    assert said.revealed and f"{q.answer}" in said.text and "Try again" not in said.text
    assert s.score == (right, asked)            # one question, scored once
    # two choices: the one wrong pick gives the answer (a second try would be no try)
    b = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    b.choose("S")
    said = b.choose("B")
    assert said.revealed and "the oldest, A" in said.text


def test_numbers_are_written_rounded():
    tree = GameTree([Chance([2, 9, 7], [1 / 3, 1 / 3, 1 / 3]), 1])
    s = step_through(expectimax(tree, trace=True), predict=True)
    q = s.question
    assert abs(q.answer - 6) < 1e-9
    before = (2 + 9) / 3                        # the average before the last outcome
    assert "3.67" in q.labels and "3.6666666666666665" not in " ".join(q.labels)
    assert s.choose(3.67).text.startswith("No: that is B's value before its last child")
    assert q.judge(before, reveal=True).text.endswith("(2, 9, 7), 6.")


def test_ucs_does_not_name_a_rule_that_greedy_or_astar_share():
    trap = Maze.load(searchlib.data.path("mazes/greedy-trap.txt"))
    s = step_through(ucs(trap, trace=True), predict=True)
    checked = 0
    while s.question is not None:
        q = s.question
        entries = [e for e in s.step.frontier if not e.stale]
        newest = max(entries, key=lambda e: e.arrival).state
        lowest_h = [e.state for e in entries if trap.h(e.state) == min(trap.h(x.state)
                                                                        for x in entries)]
        if newest != q.answer and lowest_h == [newest]:
            words = q.judge(newest).text
            assert "stack" not in words and "greedy" not in words
            checked += 1
        s.choose(q.answer)
    assert checked > 3


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
    assert q.kind == "value" and q.text == "What value will B (MIN) back up when it is done?"
    assert q.choices == [4, 5, 8]
    # three choices: the first wrong pick does not give the answer
    first = s.choose(8).text
    assert "8 is the largest value, which a MAX node backs up" in first
    assert "4" not in first and first.endswith("Try again, or press “show me”.")
    # 5 is the last child's value alone (and B's value before it was 4): named
    second = s.choose(5).text
    assert second == ("No: that is the last child's value alone: B keeps the smallest of all; "
                      "B is a MIN node: it backs up the smallest of the values it saw (4, 8, 5), "
                      "4.")
    assert s.choose(4) and s.score == (0, 1)


def test_game_value_question_comes_before_the_value_is_shown():
    # the reviewer's tree: B's last leaf is 8, and B backs up 3
    tree = GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    for run in (minimax, alphabeta):
        s = step_through(run(tree, trace=True), predict=True)
        q = s.question
        assert q.answer == min(3, 12, 8) == 3
        assert s.message == "Leaf 8 evaluated. (B's value after this step is hidden until you " \
                            "answer.)"
        headers, rows = s.table
        b_row = next(r for r in rows if r[0] == "B")
        assert b_row[headers.index("value so far")] == "?"
        if "beta" in headers:
            assert b_row[headers.index("beta")] == "?"
        assert s.view.value_text(tree.find("B")) == "?"
        assert "3" not in s.message and "keeps" not in s.message
        s.choose(3)
        # on to the root: its question is asked when D's value comes in, A's value hidden
        while s.question is not None and "root" not in s.question.text:
            s.choose(s.question.answer)
        q = s.question
        assert q.text == "What value will the root, A (MAX), end with?" and q.answer == 3
        assert "A (MAX) keeps" not in s.message and s.table[1][0][2] == "?"
        s.choose(3)
        assert s.question is None and "the root's value is 3" in s.message


def test_game_cut_and_window_questions():
    s = step_through(alphabeta(LECTURE, trace=True), predict=("cut", "window"))
    q = s.question
    assert q.kind == "window" and q.answer == (float("-inf"), float("inf"))
    assert "keep their places" in s.choose((float("inf"), float("-inf"))).text
    s.choose(q.answer)
    cuts = []
    while s.question is not None:
        q = s.question
        if q.kind == "cut":
            assert "(none: no cut; alpha: cut by the test v <= alpha, which is MIN nodes'; " \
                   "beta: cut by the test v >= beta, which is MAX nodes')" in q.text
        if q.kind == "cut" and q.answer != "none":
            first = s.choose("beta").text
            assert "the test v >= beta is MAX nodes'" in first and "Try again" in first
            assert "cuts its remaining children" in s.choose("none").text
            cuts.append(q.text)
        if q.kind == "window" and q.answer == (4, float("inf")):
            # A was entered with (-inf, +inf) too: the pick is also that window, not named
            words = s.choose((float("-inf"), float("inf"))).text
            assert "not reset below the root" not in words
        s.choose(q.answer)
    assert len(cuts) == 2 and cuts[0].startswith("C (MIN) now has v = 3, alpha = 4")


def test_window_named_only_when_one_mistake_gives_it():
    # the reviewer's tree: E is entered under B (MIN, entered with (-inf, +inf)), after
    # B's first child D made B's beta 8; (-inf, +inf) is both "reset" and "B's old window"
    s = step_through(alphabeta(GameTree([[[4, 8], [6, 7]], [1, 2]]), trace=True),
                     predict=("window",))
    while not s.question.text.startswith("E "):
        s.choose(s.question.answer)
    q = s.question
    assert q.answer == (float("-inf"), 8)
    words = q.judge((float("-inf"), float("inf")), reveal=True).text
    assert words == "No: E starts with its parent B's alpha = -inf and beta = 8."
    words = q.judge((8, float("-inf")), reveal=True).text
    assert words.startswith("No: alpha and beta keep their places")


def test_strict_ties_do_not_cut():
    s = step_through(alphabeta(GameTree([[10], [10, 0]]), strict=True, trace=True),
                     predict=("cut",))
    q = until(s, "cut")
    while not q.text.startswith("C (MIN) now has v = 10, alpha = 10"):
        s.choose(q.answer)
        q = until(s, "cut")
    assert "v < alpha" in q.text and "v <= alpha" not in q.text
    assert q.labels == ["no cut", "cut by alpha (v < alpha)", "cut by beta (v > beta)"]
    s.choose("beta")
    assert "a tie does not cut" in s.choose("alpha").text


def test_strict_cut_words_use_strict_tests():
    s = step_through(alphabeta(GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]), strict=True,
                               trace=True), predict=("cut",))
    while s.question.answer == "none":
        s.choose("none")
    q = s.question
    assert q.answer == "alpha"
    words = q.judge("beta", reveal=True).text
    assert "v < alpha" in words and "<=" not in words and "2 < alpha = 3" in words


def test_expectimax_plain_average_is_named():
    tree = GameTree([Chance([0, 10], [0.3, 0.7]), 4])
    s = step_through(expectimax(tree, trace=True), predict=True)
    q = s.question
    assert q.answer == 7 and 5 in q.choices
    assert "plain average" in s.choose(5).text
    assert "largest child" in s.choose(10).text
    assert s.choose(7)


def test_maxn_ties_go_to_the_first_child():
    tree = GameTree([[(5, 2, 3), (4, 2, 1)], [(6, 1, 2), (7, 4, -1)]])
    s = step_through(maxn(tree, trace=True), predict=True)
    q = s.question
    assert q.answer == (5, 2, 3)
    assert "ties with (5, 2, 3) on player 2's entry" in s.choose((4, 2, 1)).text
    assert s.choose([5, 2, 3])
    # (4, 2, 1) ties on player 2's entry and is also player 1's best: not named
    tree = GameTree([[(1, 2, 3), (4, 2, 1)], [(6, 1, 2), (7, 4, -1)]])
    q = step_through(maxn(tree, trace=True), predict=True).question
    assert "ties with" not in q.judge((4, 2, 1)).text


def test_show_me_skips_without_scoring_and_the_slider_still_reviews():
    s = step_through(bfs(DEMO, goal_test="removed", trace=True), predict=True)
    first = s.index
    s.show_me()
    assert s.index == first + 1 and s.score == (0, 0)
    s.slider.value = 0                     # review: back to the start
    assert s.index == 0
    s.slider.value = 3                     # carry on from any step
    q = s.question
    assert q is not None and q.choices == sorted(e.state for e in s.step.frontier)
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


# -- rev32: IDA*'s goal question, picks written as text, the next contour's bound ----------
def _ida_f(problem, step):
    """g (summed here from the graph's costs along the step's path), h and the bound."""
    states = list(step.path)
    g = sum(problem.adjacency[a][b] for a, b in zip(states, states[1:]))
    return g, problem.h(step.state), step.limit


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_idastar_asks_what_happens_to_a_state_and_cuts_a_goal_over_the_bound(seed):
    from searchlib import drill, idastar
    problem = drill("idastar-bounds", seed=seed).instance
    s = step_through(idastar(problem, trace=True), predict=("goal",))
    goal_over_bound = 0
    while s.question is not None:
        q = s.question
        after = s.trace[s.index + 1]
        g, h, bound = _ida_f(problem, after)
        is_goal = after.state == problem.goal
        expected = "cut" if g + h > bound else "goal" if is_goal else "expand"
        assert q.answer == expected and q.choices == ["cut", "goal", "expand"]
        assert f"({problem.goal} is the goal" not in q.text
        for pick in q.choices:
            for reveal in (False, True):
                words = q.judge(pick, reveal=reveal).text
                if is_goal:     # never "G is not the goal" about the goal
                    assert f"{problem.goal} is not the goal" not in words, words
                if not reveal and pick != q.answer:
                    assert "cut off before" not in words and "it is expanded" not in words
        if is_goal and expected == "cut":
            goal_over_bound += 1
            # the reviewer's pick: "is it the goal? yes" is now "the goal, the search stops"
            first = s.choose("goal")
            assert not first and "goal or not" in first.text
            second = s.choose("expand")
            assert "> bound" not in second.text and "over the bound" in second.text
            assert "cut off before its goal test although it is the goal" in second.text
        s.choose(q.answer)
    assert goal_over_bound >= 1


def test_idastar_asks_the_next_contours_bound_at_the_end_of_a_contour():
    from searchlib import drill, idastar
    problem = drill("idastar-bounds", seed=1).instance
    result = idastar(problem, trace=True)
    s = step_through(result, predict=True)
    asked = []
    while s.question is not None:
        q = s.question
        if "bound" in q.text:
            # the f values cut off in this contour, computed here from the path costs
            over, j = [], s.index
            while s.trace[j].kind != "start":
                if s.trace[j].kind == "cutoff":
                    g, h, _ = _ida_f(problem, s.trace[j])
                    over.append(g + h)
                j -= 1
            assert q.answer == min(over) == s.trace[s.index + 1].limit
            asked.append(q.answer)
        s.choose(q.answer)
    assert asked == list(result.bounds[1:]) == [5, 6]
    s = step_through(result, predict=True)
    while not s.question.text.startswith("The contour with bound 5"):
        s.choose(s.question.answer)
    assert s.choices == [5, 6, 8, 9]
    words = s.choose(9).text         # the largest f over the bound, as in "2 5 9"
    assert "largest f" in words and "6" not in words
    assert s.choose(8).text.endswith("the next bound is the smallest, 6.")
    assert "this contour's bound again" in s.question.judge(5).text


def test_picks_in_any_case_name_their_choice_and_other_picks_are_refused_unscored():
    # the reviewer's picks: "Beta" for beta, "a" for A
    from searchlib import drill
    t = GameTree(drill("alphabeta-leaves", seed=1).instance.nested(), labels="arcs")
    s = step_through(alphabeta(t, trace=True), predict=("cut",))
    while not s.question.text.startswith("e (MAX)"):
        s.choose(s.question.answer)
    assert s.score == (2, 2)
    assert s.choose("Beta") and s.score == (3, 3)
    s2 = step_through(bfs(drill("bfs-order", seed=1).instance, trace=True), predict=True)
    assert s2.choose("a").text == "Right: A leaves next." and s2.score == (1, 1)
    # not a choice: refused, not scored, and no wrong first try is spent
    s3 = step_through(bfs(drill("bfs-order", seed=1).instance, trace=True), predict=True)
    for pick in ("Z", "S", "A B", None, "", ["A"], 42):
        feedback = s3.choose(pick)
        assert not feedback and "is not one of the choices" in feedback.text
        assert "Pick one of: A | B | C | D." in feedback.text
        assert s3.score == (0, 0) and s3.index == 1
    assert s3.choose(" A ") and s3.score == (1, 1)
    # a window written as text is not read: refused rather than judged
    s4 = step_through(alphabeta(t, trace=True), predict=("window",))
    assert "not one of the choices" in s4.choose("(-inf, inf)").text and s4.score == (0, 0)
    # a number is a choice only when it is one (as written on its button)
    s5 = step_through(expectimax(GameTree([Chance([2, 7], [0.3, 0.7]), 5]), trace=True),
                      predict=True)
    q = s5.question
    assert "not one of the choices" in s5.choose(6.9).text and s5.score == (0, 0)
    assert s5.choose(str(q.labels[q.choices.index(q.answer)])) and s5.score == (1, 1)


def test_a_text_pick_that_names_two_choices_is_refused():
    g = GraphProblem({"S": ["a", "A"], "a": [], "A": ["G"]}, "S", "G")
    s = step_through(bfs(g, goal_test="removed", trace=True), predict=True)
    assert s.choices == ["A", "a"]
    assert s.question.is_choice("a") and s.question.is_choice("A")
    feedback = s.choose(" a ")          # "a" or "A": two choices, so neither
    assert "not one of the choices" in feedback.text and s.score == (0, 0)
    assert s.choose("a") and s.score == (1, 1)


def test_a_maxn_tie_does_not_name_the_answer_while_a_try_is_left():
    tree = GameTree([[(5, 2, 3), (4, 2, 1), (3, 2, 0)], [(6, 1, 2), (7, 4, -1)]])
    s = step_through(maxn(tree, trace=True), predict=True)
    assert s.question.answer == (5, 2, 3) and len(s.choices) == 3
    first = s.choose((4, 2, 1)).text
    assert "ties with a child before it on player 2's entry" in first
    assert "(5, 2, 3)" not in first
    assert "ties with (5, 2, 3) on player 2's entry" in s.choose((3, 2, 0)).text



def test_a_root_named_root_is_not_named_twice():
    # a tree may call its root "root" (lesson 09's exercise tree does): the last question
    # says "the root (MAX)", not "the root, root (MAX)" (rev34)
    from searchlib.games.examples import EXERCISE_27_LABELS
    assert EXERCISE_27_LABELS[()] == "root"
    tree = GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]], labels={(): "root"})
    s = step_through(minimax(tree, trace=True), predict=True)
    while s.question is not None and "end with" not in s.question.text:
        s.choose(s.question.answer)
    assert s.question.text == "What value will the root (MAX) end with?"
