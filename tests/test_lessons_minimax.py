"""The minimax lesson's bank: right answers pass, planted mistakes get their hints."""

import pytest

from searchlib.lessons import minimax as lesson

OTHER = {"max": "min", "min": "max"}


def evaluate(qid, answer):
    return lesson.BANK.item(qid).evaluate(answer)


# -- learners' functions: one right, the others with one planted mistake each -----------
def value_right(node, player="max"):
    if not isinstance(node, list):
        return node
    values = [value_right(c, OTHER[player]) for c in node]
    return max(values) if player == "max" else min(values)


def value_all_max(node, player="max"):
    if not isinstance(node, list):
        return node
    return max(value_all_max(c, OTHER[player]) for c in node)


def value_same_player(node, player="max"):
    if not isinstance(node, list):
        return node
    values = [value_same_player(c, player) for c in node]
    return max(values) if player == "max" else min(values)


def value_ignores_player(node, player="max"):
    return value_right(node, "max")


def value_returns_move(node, player="max"):
    return move_right(node, player)


def value_sorts(node, player="max"):
    if isinstance(node, list):
        node.sort(key=lambda c: value_right(c, OTHER[player]))
    return value_right(node, player)


def move_right(node, player="max"):
    if not isinstance(node, list):
        return None
    values = [value_right(c, OTHER[player]) for c in node]
    return values.index(max(values) if player == "max" else min(values))


def move_last_of_ties(node, player="max"):
    if not isinstance(node, list):
        return None
    values = [value_right(c, OTHER[player]) for c in node]
    best = max(values) if player == "max" else min(values)
    return len(values) - 1 - values[::-1].index(best)


def move_returns_value(node, player="max"):
    return value_right(node, player) if isinstance(node, list) else None


def move_returns_child(node, player="max"):
    index = move_right(node, player)
    return None if index is None else node[index]


def move_one_based(node, player="max"):
    index = move_right(node, player)
    return None if index is None else index + 1


def move_all_max(node, player="max"):
    if not isinstance(node, list):
        return None
    values = [value_all_max(c) for c in node]
    return values.index(max(values))


def move_at_leaf(node, player="max"):
    return node if not isinstance(node, list) else move_right(node, player)


def move_ignores_player(node, player="max"):
    return move_right(node, "max")


@pytest.mark.parametrize("qid, func", [("minimax-value", value_right),
                                       ("best-move", move_right),
                                       ("best-move", move_last_of_ties)])
def test_right_functions_pass(qid, func):
    assert evaluate(qid, func).status == "passed"


@pytest.mark.parametrize("qid, func, key", [
    ("minimax-value", value_all_max, "min-maximises"),
    ("minimax-value", value_same_player, "no-alternation"),
    ("minimax-value", value_ignores_player, "ignores-player"),
    ("minimax-value", value_returns_move, "returns-move"),
    ("minimax-value", value_sorts, "mutates-input"),
    ("best-move", move_returns_value, "returns-value"),
    ("best-move", move_returns_child, "returns-child"),
    ("best-move", move_one_based, "one-based"),
    ("best-move", move_all_max, "min-maximises"),
    ("best-move", move_at_leaf, "leaf-not-none"),
    ("best-move", move_ignores_player, "ignores-player"),
])
def test_planted_mistakes_are_named(qid, func, key):
    report = evaluate(qid, func)
    assert report.status == "failed"
    assert key in report.mistakes, (key, report.mistakes, str(report))


def test_stubs_are_not_attempted():
    def minimax_value(node, player="max"):
        raise NotImplementedError("write minimax_value")
    assert evaluate("minimax-value", minimax_value).status == "not attempted"


@pytest.mark.parametrize("qid, right, wrong", [
    ("two-level-max", 6, 12), ("two-level-min", 8, 6), ("new-tree-value", 9, 20),
    ("new-tree-move", 1, 9)])
def test_questions(qid, right, wrong):
    assert evaluate(qid, right).status == "passed"
    report = evaluate(qid, wrong)
    assert report.status == "failed" and report.hints


def test_the_answers_agree_with_the_library():
    from searchlib import GameTree, minimax
    from searchlib.games import examples
    assert minimax(examples.TWO_LEVEL).value == 6
    assert minimax(GameTree(examples.TWO_LEVEL_NESTED, first="min")).value == 8
    r = minimax(GameTree([[20, 6], [15, 9, 11], [7, 12]]))
    assert (r.value, r.action) == (9, 1)
