"""The question banks of lessons 10-12 (depth limits, expectimax, max^n): the worked answers,
computed with searchlib, pass.  (Their exercises are tested in test_checks_trees.py.)"""


import pytest

from searchlib.games.notation import Chance, Max, Min


# -- the worked answers of the banks, computed with searchlib -----------------------------

def _worked():
    from searchlib import ConnectFour, GameTree, alphabeta, expectimax, maxn
    from searchlib.games.notation import Leaf

    c4 = ConnectFour()
    quiz = c4.from_rows([". X . X . . .", ". X O O O . ."])
    tree = GameTree(Max([Chance([Min([4, 8]), 10], [0.75, 0.25]),
                         Chance([2, 6, 9], [0.25, 0.25, 0.5])]))
    coin = GameTree(Max([Chance([1, 9]), 6]))

    def changes(f):
        return "yes" if expectimax(coin.map_leaves(f)).action != expectimax(coin).action \
            else "no"
    nested = [[[(3, 5, 4), (2, 0, 4)], [(1, 9, 1), (5, 3, 7)]],
              [[(9, 6, 0), (0, 3, 6)], [(9, 0, 7), (0, 9, 3)]]]
    labelled = GameTree([
        [[Leaf((8, 1, 1), "a"), Leaf((2, 2, 6), "b")], [Leaf((4, 3, 3), "c"),
                                                        Leaf((1, 4, 5), "d")]],
        [[Leaf((6, 5, 2), "e"), Leaf((5, 0, 4), "f")], [Leaf((3, 6, 1), "g"),
                                                        Leaf((7, 1, 0), "h")]],
    ])
    node = labelled.initial
    while not labelled.terminal(node):
        node = labelled.result(node, maxn(labelled, state=node).action)
    return [
        ("evaluation", "depth2-move", alphabeta(c4, state=quiz, depth=2).action),
        ("evaluation", "why-evaluation", "b"),
        ("evaluation", "safe-evaluation", "c"),
        ("expectimax", "expectimax-value", expectimax(tree).value),
        ("expectimax", "relabel-affine", changes(lambda x: 2 * x + 3)),
        ("expectimax", "relabel-square", changes(lambda x: x * x)),
        ("maxn", "root-value", maxn(GameTree(nested)).value),
        ("maxn", "which-leaf", labelled.label(node)),
    ]


@pytest.mark.parametrize("lesson, qid, answer", _worked(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_the_computed_answer_passes(lesson, qid, answer):
    import importlib
    module = importlib.import_module(f"searchlib.lessons.{lesson}")
    assert module.BANK.item(qid).evaluate(answer).passed


@pytest.mark.parametrize("lesson", ["evaluation", "maxn"])
def test_the_new_banks_follow_the_lesson_layout(lesson):
    import importlib
    module = importlib.import_module(f"searchlib.lessons.{lesson}")
    assert set(module.__all__) == {"BANK", "check", "progress", "questions"}
    assert all(qid in str(module.questions()) for qid in module.BANK.ids)


def test_max_n_s_root_value_as_a_list_is_as_right_as_the_tuple():
    # the twenty-first reviewer: [3, 5, 4] was refused for its brackets while the strings
    # "[3, 5, 4]" and "3, 5, 4" passed; other lessons take a list where they show a tuple
    from searchlib.lessons import maxn as lesson
    right = dict((qid, answer) for _, qid, answer in _worked())["root-value"]
    question = lesson.BANK.item("root-value")
    for form in (tuple(right), list(right), str(list(right)), ", ".join(map(str, right))):
        assert question.evaluate(form).passed, (form, question.evaluate(form))
    wrong = question.evaluate([1, 1, 1])
    assert wrong.status == "failed" and wrong.keys == ["count", "general"], wrong
    assert "entries" in wrong.hints[0][1]
    assert not any("bracket" in text or "a list" in text for _, text in wrong.hints), wrong
    known = question.evaluate([9, 6, 0])       # a leaf worth 9 to player 1, as a list: its hint
    assert known.status == "failed" and known.keys == ["known"], known
    assert "worth 9 to player 1, as much as any leaf" in known.hints[0][1]
