"""The worked examples in the lesson banks: answers computed with searchlib, then checked."""

import importlib

import pytest

from searchlib import GameTree, GraphProblem, SlidingPuzzle, alphabeta, astar, bfs, dfs, greedy
from searchlib import iddfs, manhattan
from searchlib.checks.oracles import trees as T
from searchlib.lessons import LESSONS

DEMO = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
HARDEST = SlidingPuzzle((1, 7, 4, 2, 0, 3, 8, 6, 5))        # the practical's 18-move start
UNSOLVABLE = SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0))
P_AND_Q = GraphProblem({"S": {"P": 15, "Q": 6}, "P": {"G": 6}, "Q": {"G": 13}}, "S", "G",
                       h={"S": 0, "P": 6, "Q": 13, "G": 0})


def leaves_read(tree):
    """The leaves alpha-beta reads on ``tree``, in order (the check's own oracle)."""
    watched = T.Watched.wrap(tree)
    T.alphabeta(watched)
    return [leaf for _, leaf in watched.read()]


def root_min(depth):
    return "min" if depth % 2 == 0 else "max"


def first_expanded_after_start(result):
    return result.trace.explored_order[1]


def worked_examples():
    """(lesson, question, answer): every answer computed here, none typed in."""
    goal_f = DEMO.with_goal("F")
    dfs_f, bfs_f = dfs(goal_f).removed, bfs(goal_f, goal_test="removed").removed
    two_level = [[3, 12], [8, 6]]
    lecture_tree = [[4, 8, 5], [9, 3, 7], [2, 4, 6]]
    reordered = [[4, 8, 5], [3, 9, 7], [2, 4, 6]]
    fewer = len(leaves_read(reordered)) < len(leaves_read(lecture_tree))
    chance = [[0, 10], [4]]
    relabel = {0: 0, 4: 100, 10: 101}
    relabelled = [[relabel[x] for x in child] for child in chance]

    new_tree = [[20, 6], [15, 9, 11], [7, 12]]
    new_values = [T.backup(child, rule=root_min) for child in new_tree]
    quiz = [[5, 10, 2], [[9, 3], [12, 1]], [7, [4, 11], 8]]
    arcs = GameTree([[[10, 13], [8, 2]], [[12, 5], [14, 11]], [[1, 6], [3, 4]]], labels="arcs")
    cut_tests = {arcs.describe(arcs.result(c.state, a)): c.bound
                 for c in alphabeta(arcs).cuts for a in c.skipped}

    def expectimax_choice(tree):
        values = [sum(c) / len(c) for c in tree]
        return "chance" if values[0] > values[1] else "sure"
    return [
        ("dfs_bfs", "dfs-order", dfs(DEMO, trace=True).trace.explored_order + ["E"]),
        ("dfs_bfs", "bfs-order", bfs(DEMO, goal_test="removed", trace=True).trace
         .explored_order + ["E"]),
        ("dfs_bfs", "goal-f-dfs", dfs_f),
        ("dfs_bfs", "goal-f-bfs", bfs_f),
        ("dfs_bfs", "goal-f-faster", "DFS" if dfs_f < bfs_f else "BFS"),
        ("greedy", "manhattan-distance", manhattan((2, 1), (6, 4))),
        ("greedy", "walls", "larger"),
        ("astar", "pq-greedy", first_expanded_after_start(greedy(P_AND_Q, trace=True))),
        ("astar", "pq-astar", first_expanded_after_start(astar(P_AND_Q, trace=True))),
        ("astar", "twice-manhattan", 2 * manhattan((0, 0), (0, 1)) <= 1),
        ("iterative_deepening", "memory", (bfs(HARDEST, goal_test="generated").held,
                                           iddfs(HARDEST).held)),
        ("iterative_deepening", "solvable-frame",
         SlidingPuzzle((3, 1, 2, 4, 0, 5, 6, 8, 7)).is_solvable()),
        ("iterative_deepening", "no-max-depth",
         "b" if iddfs(UNSOLVABLE, max_nodes=20_000).outcome == "budget" else "a"),
        ("minimax", "two-level-max", T.backup(two_level)),
        ("minimax", "two-level-min", T.backup(two_level, rule=root_min)),
        ("minimax", "new-tree-value", T.backup(new_tree)),
        ("minimax", "new-tree-move", new_values.index(max(new_values))),
        ("alphabeta", "leaves-evaluated", len(leaves_read(lecture_tree))),
        ("alphabeta", "reordered", "more" if fewer else "fewer"),
        ("alphabeta", "leaves-in-order", leaves_read(quiz)),
        ("alphabeta", "cut-arcs", set(cut_tests)),
        ("alphabeta", "cut-tests", cut_tests),
        ("expectimax", "chance-or-sure", expectimax_choice(chance)),
        ("expectimax", "relabelled", expectimax_choice(relabelled)),
    ]


@pytest.mark.parametrize("lesson, qid, answer", worked_examples(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_the_computed_answer_passes(lesson, qid, answer):
    module = importlib.import_module(f"searchlib.lessons.{lesson}")
    report = module.BANK.item(qid).evaluate(answer)
    assert report.passed, report


def test_the_numbers_quoted_in_the_issue():
    # the lecture's demo graph, as the lesson quotes it
    assert dfs(DEMO, trace=True).trace.explored_order + ["E"] == list("ABDFCE")
    assert bfs(DEMO, goal_test="removed", trace=True).trace.explored_order + ["E"] == \
        list("ABCDE")
    # greedy expands P (h = 6 < 13); A* expands Q (f = 19 < 21)
    assert first_expanded_after_start(greedy(P_AND_Q, trace=True)) == "P"
    assert first_expanded_after_start(astar(P_AND_Q, trace=True)) == "Q"


@pytest.mark.parametrize("name", LESSONS)
def test_every_lesson_lists_its_questions_and_progress(name):
    module = importlib.import_module(f"searchlib.lessons.{name}")
    listing = str(module.questions())
    assert all(qid in listing for qid in module.BANK.ids)
    assert module.progress().entries[0][0] == module.BANK.ids[0]
    assert set(module.__all__) == {"BANK", "check", "progress", "questions"}


def test_every_exercise_is_not_attempted_for_a_stub():
    def stub(*args):
        raise NotImplementedError
    for name in LESSONS:
        module = importlib.import_module(f"searchlib.lessons.{name}")
        for qid in module.BANK.ids:
            item = module.BANK.item(qid)
            if item.is_exercise:
                assert item.evaluate(stub).status == "not attempted", (name, qid)
            else:
                assert item.evaluate(...).status == "not attempted", (name, qid)
