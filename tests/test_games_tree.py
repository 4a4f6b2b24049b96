"""GameTree: the nested notation, roles from the node, labels, and clear errors."""

import pytest

from searchlib import GameError, GameTree, alphabeta, expectimax, maxn, minimax
from searchlib.games import Chance, Game, Leaf, Max, Min, Player


def test_states_actions_and_roles_alternate_from_first():
    t = GameTree([[1, 2], [3, [4, 5]]])
    assert t.initial == 0 and t.actions(0) == (0, 1)
    b, c = t.children(0)
    assert [t.player(s) for s in (0, b, c)] == ["max", "min", "min"]
    deep = t.node((1, 1))
    assert t.player(deep) == "max" and t.path(deep) == (1, 1)
    assert t.player(t.node((1, 1, 0))) is None and t.terminal(t.node((1, 1, 0)))
    assert t.utility(t.node((0, 1)), "max") == 2 and t.utility(t.node((0, 1)), "min") == -2
    assert GameTree([[1, 2]], first="min").player(0) == "min"


def test_role_comes_from_the_node_not_the_depth():
    # MAX at the root, then MAX again: a plain-depth rule would make the second MIN
    t = GameTree([Max([3, 9]), Max([1, 2])])
    assert [t.player(s) for s in t.children(0)] == ["max", "max"]
    assert minimax(t).value == 9
    # a list below an explicit node continues from that node's turn
    t2 = GameTree([Max([[1, 7], [2, 3]])])
    inner = t2.node((0, 0))
    assert t2.player(inner) == "min"
    assert minimax(t2).value == 2


def test_chance_nodes_stand_in_for_a_turn():
    t = GameTree([Chance([[1, 2], [3, 4]]), 0])
    chance = t.node((0,))
    assert t.player(chance) == "chance"
    assert t.probability(chance, 1) == 0.5
    # the chance node takes MIN's turn, so its children are MAX nodes
    assert t.player(t.node((0, 0))) == "max"
    assert expectimax(t).value == 0.5 * 2 + 0.5 * 4
    # backgammon-style: write the MIN node under the chance node explicitly
    t2 = GameTree([Chance([Min([1, 2]), Min([3, 4])], [0.25, 0.75])])
    assert t2.player(t2.node((0, 0))) == "min"
    assert expectimax(t2).value == 0.25 * 1 + 0.75 * 3


def test_chance_root():
    # a chance node at the root stands in for the first player (MAX): MIN follows
    t = GameTree(Chance([[1, 2], [3, 4]], [0.5, 0.5]))
    assert t.player(0) == "chance" and t.player(t.node((0,))) == "min"
    assert expectimax(t).value == 2
    # first="chance": chance moves first, then MAX
    t2 = GameTree([[1, 2], [3, 4]], first="chance")
    assert t2.player(0) == "chance" and t2.player(1) == "max"
    assert expectimax(t2).value == 3
    assert expectimax(GameTree(t2.nested())).value == 3


def test_multi_player_roles_cycle():
    t = GameTree([[(1, 2, 3), (3, 2, 1)], [(0, 0, 0), (1, 1, 1)]])
    assert t.players == (1, 2, 3)
    assert [t.player(0), t.player(1)] == [1, 2]
    leaf = t.node((0, 0))
    assert [t.utility(leaf, p) for p in (1, 2, 3)] == [1, 2, 3]
    t2 = GameTree([Player(3, [(1, 2, 3), (3, 2, 9)])])
    assert t2.player(1) == 3 and maxn(t2).value == (3, 2, 9)


@pytest.mark.parametrize("nested, message", [
    ([], "has no children"),
    ([[1, 2], []], r"path \(1,\) has no children"),
    ([[1, "x"]], r"path \(0, 1\) is 'x'"),
    ([[1, None]], "must be a number"),
    ([[1, True]], "must be a number"),
    ([[1, float("nan")]], "must be a number"),
    ([[1, (2, 3)]], "all be numbers or all be tuples"),
    ([[(1, 2), (1, 2, 3)]], "tuples of the same size"),
    ([(1,), (2,)], "2 or more"),
    ([Chance([1, 2], [0.5, 0.6])], "sum to 1.1, not 1"),
    ([Chance([1, 2], [0.5])], "2 children but 1 probabilities"),
    ([Chance([1, 2], [1.5, -0.5])], "numbers of 0 or more"),
    ([Max([1, 2]), Min([3])], None),
])
def test_malformed_trees_raise_game_error(nested, message):
    if message is None:
        GameTree(nested)
        return
    with pytest.raises(GameError, match=message):
        GameTree(nested)


def test_bad_roles_and_labels():
    with pytest.raises(GameError, match="role 'middle'"):
        GameTree([[1, 2]], first="middle")
    with pytest.raises(GameError, match="player number 1..3"):
        GameTree([Player(4, [(1, 2, 3)])])
    with pytest.raises(GameError, match="'max', 'min' or 'chance'"):
        GameTree([Player(1, [1, 2])])
    with pytest.raises(GameError, match="3 names given for a tree of 4 nodes"):
        GameTree([[1, 2]], labels=["a", "b", "c"])
    with pytest.raises(GameError, match=r"no node at path \(5,\)"):
        GameTree([[1, 2]], labels={(5,): "x"})
    with pytest.raises(GameError, match="probabilities but is not a chance node"):
        GameTree([_probs_on_max()])


def _probs_on_max():
    from searchlib.games import Node
    return Node([1, 2], role="max", probs=[0.5, 0.5])


def test_labels():
    t = GameTree([[1, 2], [3, 4]])
    assert [t.label(s) for s in range(t.size)] == ["A", "B", None, None, "C", None, None]
    arcs = GameTree([[10, 8], [4, 6]], labels="arcs")
    assert [arcs.label(s) for s in range(arcs.size)] == [None, "a", "b", "c", "d", "e", "f"]
    assert arcs.find("f") == arcs.node((1, 1))
    own = GameTree([Max([Leaf(3, "x"), 4], label="M")], labels=False)
    assert own.label(1) == "M" and own.label(2) == "x" and own.label(0) is None
    assert own.describe(3) == "4" and own.describe(0) == "root"
    many = GameTree([[i, i] for i in range(30)])  # root A, then B... for the 30 MIN nodes
    assert [many.label(many.node((k,))) for k in (0, 24, 25, 29)] == ["B", "Z", "AA", "AE"]


def test_nested_round_trip_and_copies():
    nested = [[3, Chance([1, 2], [0.25, 0.75])], Max([5, 6])]
    t = GameTree(nested)
    again = GameTree(t.nested())
    assert again.nested() == t.nested()
    assert expectimax(again).value == expectimax(t).value
    assert GameTree(GameTree([[1, 2]], first="min").nested()).player(0) == "min"
    doubled = t.map_leaves(lambda v: 2 * v)
    assert [doubled.value(s) for s in doubled.leaves] == [6, 2, 4, 10, 12]
    assert doubled.label(doubled.node((0, 1))) == t.label(t.node((0, 1)))


def test_reordered_sorts_best_first_for_the_mover():
    t = GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]])
    r = t.reordered("best")
    assert r.nested() == [[4, 5, 8], [3, 7, 9], [2, 4, 6]]
    assert minimax(r).value == 4 and alphabeta(r).leaves == 5
    by_key = t.reordered(lambda s: -t.leaf_count(s))
    assert by_key.nested() == t.nested()


def test_results_and_errors_of_the_protocol():
    t = GameTree([[1, 2], 3])
    with pytest.raises(GameError, match="has no child 5"):
        t.result(0, 5)
    with pytest.raises(GameError, match="not a leaf"):
        t.utility(0, "max")
    with pytest.raises(GameError, match="not a chance node"):
        t.probability(0, 0)
    with pytest.raises(GameError, match="no estimate"):
        minimax(t, depth=1)
    # asked by a search of the learner's: a leaf is a finished game, to be tested first;
    # an inner node is estimated only where a depth-limited search stops
    with pytest.raises(GameError, match=r"the leaf 3 is a finished game .* test "
                                        r"game\.terminal\(state\) before"):
        t.evaluate(4)
    with pytest.raises(GameError, match="exactly `depth` moves down"):
        t.evaluate(1)
    with pytest.raises(GameError, match="no node is labelled"):
        t.find("Z")
    assert t.height == 2 and t.size == 5 and t.leaf_count() == 3 and t.leaf_count(1) == 2
    assert t.parent(0) is None and t.parent(1) == 0
    assert t.subtree(1) == [1, 2, 3]


def test_a_leaf_as_the_whole_tree():
    t = GameTree(7)
    r = minimax(t)
    assert (r.value, r.action, r.leaves, r.generated) == (7, None, 1, 0)


def test_estimates_drive_depth_limited_search():
    t = GameTree([Min([Max([-1, 50]), Max([-2, 50])], estimate=-2),
                  Min([Max([4, -50]), Max([9, -50])], estimate=4)])
    r = minimax(t, depth=1)
    assert (r.value, r.action, r.outcome, r.cutoffs) == (4, 1, "cutoff", 2)
    full = minimax(t)
    assert (full.value, full.action, full.outcome) == (50, 0, "complete")
    r2 = minimax(t, depth=1, evaluate=lambda s: -t.leaf_count(s))
    assert r2.value == -4


def test_str_outline():
    text = str(GameTree([[1, Chance([2, 3])]]))
    assert text.splitlines() == ["MAX A", "  MIN B", "    1", "    CHANCE C",
                                 "      p=0.5: 2", "      p=0.5: 3"]


def test_game_base_class_errors():
    class Half(Game):
        initial = 0
    with pytest.raises(NotImplementedError, match="must define"):
        minimax(Half())
