"""The alpha-beta lesson's bank: right answers pass, planted mistakes get their hints."""

import math

import pytest

from searchlib import GameTree, alphabeta
from searchlib.lessons import alpha_beta as lesson

INF = math.inf
OTHER = {"max": "min", "min": "max"}


def evaluate(qid, answer):
    return lesson.BANK.item(qid).evaluate(answer)


def learner(*mistakes):
    """An alpha-beta a learner might write, with the given mistakes planted."""
    def ab(node, player="max", alpha=-INF, beta=INF, root=True):
        if not isinstance(node, list):
            return node
        if root and "ignores-player" in mistakes:
            player = "max"
        v = -INF if player == "max" else INF
        for child in node:
            a, b = (beta, alpha) if "swapped" in mistakes else (alpha, beta)
            if "no-bounds" in mistakes:
                a, b = -INF, INF
            value = ab(child, OTHER[player], a, b, False)
            if player == "max":
                v = max(v, value)
                if "no-pruning" not in mistakes and "no-beta-test" not in mistakes and (
                        v > beta if "strict" in mistakes else v >= beta):
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, value)
                if "no-pruning" not in mistakes and "no-alpha-test" not in mistakes and (
                        v < alpha if "strict" in mistakes else v <= alpha):
                    return v
                if "min-updates-alpha" in mistakes:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
        return v

    def alphabeta_value(node, player="max", alpha=-INF, beta=INF):
        return ab(node, player, alpha, beta)
    return alphabeta_value


def two_functions(node, player="max", alpha=-INF, beta=INF):
    """The lecture's shape: max-value and min-value, updating alpha before testing."""
    def max_value(node, alpha, beta):
        if not isinstance(node, list):
            return node
        v = -INF
        for i in range(len(node)):
            v = max(v, min_value(node[i], alpha, beta))
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return v

    def min_value(node, alpha, beta):
        if not isinstance(node, list):
            return node
        v = INF
        for child in node:
            v = min(v, max_value(child, alpha, beta))
            if v <= alpha:
                return alpha           # fail-hard: returns the bound, same root value
            beta = min(beta, v)
        return v
    return (max_value if player == "max" else min_value)(node, alpha, beta)


def copies_children(node, player="max", alpha=-INF, beta=INF):
    if not isinstance(node, list):
        return node
    children = list(node)                              # a copy: reads every child
    v = -INF if player == "max" else INF
    for child in children:
        value = copies_children(child, OTHER[player], alpha, beta)
        if player == "max":
            v = max(v, value)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def exact_type_test(node, player="max", alpha=-INF, beta=INF):
    if type(node) is not list:                         # misses the watched lists
        return node
    return learner()(node, player, alpha, beta)


def pops(node, player="max", alpha=-INF, beta=INF):
    if isinstance(node, list) and len(node) > 1:
        node.pop()
    return learner()(node, player, alpha, beta)


@pytest.mark.parametrize("func", [learner(), two_functions])
def test_right_functions_pass(func):
    report = evaluate("alphabeta", func)
    assert report.status == "passed", str(report)


@pytest.mark.parametrize("mistakes, key", [
    (("no-pruning",), "no-pruning"),
    (("no-bounds",), "no-pruning"),
    (("strict",), "strict"),
    (("swapped",), "swapped-bounds"),
    (("min-updates-alpha",), "min-updates-alpha"),
    (("no-beta-test",), "no-beta-test"),
    (("no-alpha-test",), "no-alpha-test"),
    (("ignores-player",), "ignores-player"),
])
def test_planted_mistakes_are_named(mistakes, key):
    report = evaluate("alphabeta", learner(*mistakes))
    assert report.status == "failed"
    assert key in report.mistakes, (key, report.mistakes, str(report))
    hinted = [k for k, _ in report.hints]
    assert hinted == [key], (hinted, str(report))


def test_copying_the_children_reads_them_all():
    report = evaluate("alphabeta", copies_children)
    assert report.status == "failed" and "which alpha-beta skips" in str(report)


def test_exact_type_test_is_explained():
    report = evaluate("alphabeta", exact_type_test)
    assert report.status == "failed" and "isinstance(node, list)" in str(report)


def test_changing_the_tree_is_reported():
    report = evaluate("alphabeta", pops)
    assert "mutates-input" in report.mistakes


def test_stub_is_not_attempted():
    def alphabeta_value(node, player="max", alpha=-INF, beta=INF):
        raise NotImplementedError("write alphabeta_value")
    assert evaluate("alphabeta", alphabeta_value).status == "not attempted"


def test_leaves_read_on_the_lecture_tree():
    assert lesson.leaves_read(learner(), [[4, 8, 5], [9, 3, 7], [2, 4, 6]]) == \
        (4, [4, 8, 5, 9, 3, 2])


def test_the_mistake_machine_without_mistakes_is_alphabeta():
    import random
    rng = random.Random(5)

    def tree(depth):
        if depth == 0 or rng.random() < 0.15:
            return rng.randint(-5, 12)
        return [tree(depth - 1) for _ in range(rng.randint(1, 3))]
    for _ in range(400):
        t, player = tree(rng.randint(1, 4)), rng.choice(["max", "min"])
        game = GameTree(t, first=player)
        r = alphabeta(game, trace=True)
        value, log = lesson._mistaken(t, player, frozenset())
        assert (value, log) == (r.value, [game.path(s) for s in r.trace.leaves_evaluated])


def test_watched_lists_note_leaves_by_position():
    log = []
    node = lesson.watch([[4, 8], [9, 3], 7], log)
    assert node[-1] == 7 and log == [(2,)]
    assert [x for x in reversed(node[0])] == [8, 4] and log[1:] == [(0, 1), (0, 0)]
    assert node[1][:1] == [9] and log[-1] == (1, 0)
    with pytest.raises(IndexError):
        node[5]


@pytest.mark.parametrize("qid, right, wrong", [
    ("leaves-evaluated", [5, 10, 2, 9, 3, 12, 7], [5, 10, 2, 9, 3, 12, 1, 7, 4, 11, 8]),
    ("cut-arcs", {"n", "s"}, "l, o"),
    ("cut-tests", {"n": "beta", "s": "alpha"}, {"n": "alpha", "s": "beta"})])
def test_questions(qid, right, wrong):
    assert evaluate(qid, right).status == "passed"
    report = evaluate(qid, wrong)
    assert report.status == "failed" and report.hints


def test_the_answers_agree_with_the_library():
    quiz = GameTree([[5, 10, 2], [[9, 3], [12, 1]], [7, [4, 11], 8]])
    r = alphabeta(quiz, trace=True)
    assert [quiz.value(s) for s in r.trace.leaves_evaluated] == [5, 10, 2, 9, 3, 12, 7]
    arcs = GameTree([[[10, 13], [8, 2]], [[12, 5], [14, 11]], [[1, 6], [3, 4]]], labels="arcs")
    r = alphabeta(arcs)
    assert {arcs.describe(arcs.result(c.state, a)): c.bound
            for c in r.cuts for a in c.skipped} == {"n": "beta", "s": "alpha"}
