"""The question banks of lessons 01-03: answers computed with searchlib, mistakes recognised.

Every answer below is computed here (never read from a bank), the reference
solutions of the notebooks pass their exercises, and each planted mistake
gets the hint meant for it.
"""

import importlib
import math
import re
from collections import deque

import pytest

from searchlib import GraphProblem, Problem, bfs, dfs, ucs
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


# -- lesson 01: the drive as five parts --------------------------------------------------------

def drive_class(**wrong):
    """The reference Drive, with parts replaced by ``wrong``'s functions."""
    roads = search_problems.DRIVE_MAP

    class Drive(Problem):
        initial = wrong.get("initial", "Home")

        def actions(self, state):
            return wrong["actions"](state) if "actions" in wrong else list(roads[state])

        def result(self, state, action):
            return wrong["result"](state, action) if "result" in wrong else action

        def is_goal(self, state):
            return wrong["is_goal"](state) if "is_goal" in wrong else state == "Station"

        def step_cost(self, state, action, next_state):
            if "step_cost" in wrong:
                return wrong["step_cost"](state, action, next_state)
            return roads[state][next_state]
    return Drive


def endless(state):
    while True:
        pass


ROADS_OF = search_problems.DRIVE_MAP


@pytest.mark.parametrize("wrong, key", [
    ({"actions": lambda s: list(ROADS_OF[s].values())}, "actions-distances"),
    ({"actions": lambda s: list(ROADS_OF[s].items())}, "actions-pairs"),
    ({"actions": lambda s: list(ROADS_OF)}, "actions-every-town"),
    ({"actions": endless}, "actions-endless"),
    ({"result": lambda s, a: s}, "result-stays"),
    ({"result": lambda s, a: ROADS_OF[s][a]}, "result-distance"),
    ({"is_goal": lambda s: s == "Home"}, "goal-is-start"),
    ({"is_goal": lambda s: s == "station"}, "goal-never"),
    ({"is_goal": lambda s: True}, "goal-always"),
    ({"step_cost": lambda s, a, n: 1}, "cost-ignores-distance"),
    ({"step_cost": lambda s, a, n: ROADS_OF[s]}, "cost-whole-row"),
    ({"initial": ...}, "initial-unset"),
    ({"initial": "Station"}, "initial-is-goal"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_drive_mistakes_are_recognised(wrong, key):
    report = search_problems.BANK.item("drive").evaluate(drive_class(**wrong))
    assert report.status == "failed" and key in report.mistakes, report


def test_drive_reference_and_a_dict_of_neighbours_pass():
    assert search_problems.BANK.item("drive").evaluate(drive_class()).passed
    dict_actions = drive_class(actions=lambda s: ROADS_OF[s])
    assert search_problems.BANK.item("drive").evaluate(dict_actions).passed


def test_drive_ignoring_distances_is_seen_by_the_search_too():
    report = search_problems.BANK.item("drive").evaluate(drive_class(step_cost=lambda *a: 1))
    assert "search-fewest-roads" in report.mistakes


def test_a_drive_left_half_done_is_not_attempted_and_says_which_part():
    class Half(Problem):
        initial = "Home"

        def actions(self, state):
            return list(ROADS_OF[state])

        def result(self, state, action):
            return action

        def is_goal(self, state):
            raise NotImplementedError

        def step_cost(self, state, action, next_state):
            raise NotImplementedError
    report = search_problems.BANK.item("drive").evaluate(Half)
    assert report.status == "not attempted" and "is_goal" in report.summary


# -- lesson 02: following parents ---------------------------------------------------------------

def path_reference(node):
    states = []
    while node is not None:
        states.append(node.state)
        node = node.parent
    return states[::-1]


def path_not_reversed(node):
    return path_reference(node)[::-1]


def path_without_start(node):
    states = []
    while node.parent is not None:
        states.append(node.state)
        node = node.parent
    return states[::-1]


def path_without_goal(node):
    return path_reference(node.parent) if node.parent is not None else []


def path_of_nodes(node):
    nodes = []
    while node is not None:
        nodes.append(node)
        node = node.parent
    return nodes[::-1]


def path_of_actions(node):
    actions = []
    while node is not None:
        actions.append(node.action)
        node = node.parent
    return actions[::-1]


def path_never_moving(node):
    states = []
    while node is not None:
        states.append(node.state)
    return states


def path_without_repeats(node):
    states = []
    for state in path_reference(node):
        if state not in states:
            states.append(state)
    return states


def path_by_truth(node):
    states = []
    while node is not None and node.state:
        states.append(node.state)
        node = node.parent
    return states[::-1]


@pytest.mark.parametrize("func, key", [
    (path_not_reversed, "reversed"),
    (path_without_start, "missing-start"),
    (path_without_goal, "missing-goal"),
    (path_of_nodes, "nodes-not-states"),
    (path_of_actions, "actions-not-states"),
    (path_never_moving, "endless"),
    (path_without_repeats, "dropped-repeats"),
    (path_by_truth, "falsy-start"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_path_mistakes_are_recognised(func, key):
    report = frontier_loop.BANK.item("path-states").evaluate(func)
    assert report.status == "failed" and key in report.mistakes, report


def test_the_reference_path_passes_recursively_too():
    def recursive(node):
        return [] if node is None else recursive(node.parent) + [node.state]
    assert frontier_loop.BANK.item("path-states").evaluate(path_reference).passed
    assert frontier_loop.BANK.item("path-states").evaluate(recursive).passed


# -- lesson 03: the deque frontier and BFS, as the notebook writes them -------------------------

class DequeFrontier:
    def __init__(self):
        self.nodes = deque()

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def remove(self):
        return self.nodes.popleft()


class DequeStack(DequeFrontier):
    def remove(self):
        return self.nodes.pop()


def breadth_first(problem):
    parent = {problem.initial: None}
    frontier = deque([problem.initial])
    while frontier:
        state = frontier.popleft()
        if problem.is_goal(state):
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = state
                frontier.append(child)
    return None


def test_the_notebook_solutions_of_lesson_03_pass_and_a_stack_is_caught():
    assert dfs_bfs.BANK.item("queue-remove").evaluate(DequeFrontier).passed
    report = dfs_bfs.BANK.item("queue-remove").evaluate(DequeStack)
    assert report.status == "failed" and "stack-order" in report.mistakes
    assert dfs_bfs.BANK.item("bfs").evaluate(breadth_first).passed


def test_the_banks_are_importable_by_name():
    for name in ("search_problems", "frontier_loop", "dfs_bfs"):
        assert importlib.import_module(f"searchlib.lessons.{name}").BANK.name == name
