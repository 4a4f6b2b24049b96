"""The question banks of lessons 01-03: answers computed with searchlib, mistakes recognised.

Every answer below is computed here (never read from a bank), the reference
solutions of the notebooks pass their exercises, and each planted mistake
gets the hint meant for it.
"""

import importlib
import math
import re

import pytest

from searchlib import GraphProblem, bfs, dfs, ucs
from searchlib.lessons import dfs_bfs, frontier_loop, search_problems

MODULES = (search_problems, frontier_loop, dfs_bfs)
DEMO = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
BOTH_WAYS = GraphProblem({"A": ["B"], "B": ["C", "D", "A"], "C": ["E"], "D": ["F"]}, "A", "E")
PRACTICE = GraphProblem({"S": ["A", "B"], "A": ["C", "D"], "B": ["D", "E"], "C": ["F"],
                         "D": ["G"], "E": ["G"], "F": ["G"]}, "S", "G")
ROADS = GraphProblem({"Ashby": {"Brook": 4, "Crane": 3}, "Brook": {"Delph": 9, "Elm": 3},
                      "Crane": {"Elm": 2, "Fenn": 4}, "Elm": {"Delph": 5},
                      "Fenn": {"Delph": 3}}, "Ashby", "Delph", undirected=True)


def removal_order(result):
    return result.trace.explored_order + [result.states[-1]]


def worked_examples():
    """(module, question, answer): every answer computed, none typed in from a bank."""
    fixed = dfs(BOTH_WAYS, trace=True)
    oldest = bfs(BOTH_WAYS, goal_test="removed", avoid=None, max_nodes=1000)
    friend = ["Ashby", "Brook", "Delph"]
    friend_km = sum(ROADS.step_cost(a, b, b) for a, b in zip(friend, friend[1:]))
    goal_f = DEMO.with_goal("F")
    counts = {g: (dfs(DEMO.with_goal(g)).removed,
                  bfs(DEMO.with_goal(g), goal_test="removed").removed) for g in "EF"}
    faster = [name for k, name in enumerate(("DFS", "BFS")) if counts["F"][k] < counts["E"][k]]
    return [
        (search_problems, "which-part", "actions"),
        (search_problems, "fifteen-states", math.factorial(16) // 2),
        (search_problems, "friend-route", "solution" if friend_km > ucs(ROADS).cost
         else "optimal"),
        (frontier_loop, "expand-b", {node[0] for node in fixed.trace[2].added}),
        (frontier_loop, "oldest-first", "reaches E" if oldest.found else "cycles"),
        (dfs_bfs, "dfs-order", removal_order(dfs(DEMO, trace=True))),
        (dfs_bfs, "bfs-order", removal_order(bfs(DEMO, goal_test="removed", trace=True))),
        (dfs_bfs, "goal-f-dfs", dfs(goal_f).removed),
        (dfs_bfs, "goal-f-bfs", bfs(goal_f, goal_test="removed").removed),
        (dfs_bfs, "goal-f-faster", faster[0] if len(faster) == 1 else "both"),
        (dfs_bfs, "practice-bfs-order",
         removal_order(bfs(PRACTICE, goal_test="removed", trace=True))),
    ]


@pytest.mark.parametrize("module, qid, answer", worked_examples(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_the_computed_answer_passes(module, qid, answer):
    report = module.BANK.item(qid).evaluate(answer)
    assert report.passed, report


@pytest.mark.parametrize("module, qid, answer, hint", [
    (search_problems, "which-part", "transition model", "decided before that"),
    (search_problems, "fifteen-states", math.factorial(16), "only half"),
    (search_problems, "friend-route", "optimal", "kilometres"),
    (frontier_loop, "expand-b", "A, C, D", "explored set"),
    (frontier_loop, "oldest-first", "cycles", "oldest first"),
    (dfs_bfs, "practice-bfs-order", "S, B, E, G", "order a stack gives"),
    (dfs_bfs, "goal-f-faster", "BFS", "with itself"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_a_known_wrong_answer_gets_its_hint(module, qid, answer, hint):
    report = module.BANK.item(qid).evaluate(answer)
    assert report.status == "failed" and report.mistakes == ["known"]
    assert hint in report.hints[0][1]


def test_the_numbers_the_notebooks_quote():
    assert removal_order(dfs(DEMO, trace=True)) == list("ABDFCE")
    assert removal_order(bfs(DEMO, goal_test="removed", trace=True)) == list("ABCDE")
    assert (dfs(DEMO.with_goal("F")).removed,
            bfs(DEMO.with_goal("F"), goal_test="removed").removed) == (4, 6)
    cycling = dfs(BOTH_WAYS, avoid=None, max_nodes=20)
    # the budget holds: it stops before the expansion that would make 21 nodes
    assert (cycling.outcome, cycling.generated, cycling.expanded) == ("budget", 18, 9)
    assert ucs(ROADS).cost == 10


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_every_bank_lists_its_questions_and_hides_its_answers(module):
    assert set(module.__all__) == {"BANK", "check", "progress", "questions"}
    listing = str(module.questions())
    assert all(qid in listing for qid in module.BANK.ids)
    assert module.progress().entries[0][0] == module.BANK.ids[0]
    for qid in module.BANK.ids:
        item = module.BANK.item(qid)
        if item.is_exercise:
            continue
        stored = list(item.answers) + list(item.hints) + [item.count, item.items]
        assert all(v is None or re.fullmatch(r"[0-9a-f]{20}", v) for v in stored), qid


def test_the_plain_answers_appear_nowhere_in_the_banks():
    plain = {search_problems: ["10461394944000", "10,461,394,944,000", "10_461_394_944_000"],
             frontier_loop: ["{'C', 'D'}", '{"C", "D"}', "'C, D'"],
             dfs_bfs: ["S, A, B, C, D, E, F, G", "SABCDEFG", "s,a,b,c,d,e,f,g"]}
    for module, answers in plain.items():
        text = open(module.__file__, encoding="utf-8").read()
        for answer in answers:
            assert answer not in text, (module.__name__, answer)


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_every_check_is_not_attempted_before_the_learner_starts(module):
    def stub(*args):
        raise NotImplementedError

    for qid in module.BANK.ids:
        item = module.BANK.item(qid)
        what = stub if item.is_exercise else ...
        assert item.evaluate(what).status == "not attempted", qid


# The exercises' planted mistakes (drive, path_states, the queue, BFS) are tested in
# test_checks_search.py.


def test_the_banks_are_importable_by_name():
    for name in ("search_problems", "frontier_loop", "dfs_bfs"):
        assert importlib.import_module(f"searchlib.lessons.{name}").BANK.name == name
