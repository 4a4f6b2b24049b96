"""Every figure the course quotes about its worked game trees.

Each tree is in ``searchlib.games.examples``; the expected numbers come
from the source material and are checked here against the library and,
where it matters, against an independent brute force (``oracle``).
"""

import pytest

from searchlib import GameTree, alphabeta, expectimax, maxn, minimax
from searchlib.games import Max, compare_orders
from searchlib.games import examples as E


def oracle(node, maximize=True):
    """Plain recursive minimax over nested lists (independent of searchlib)."""
    if not isinstance(node, list):
        return node
    values = [oracle(child, not maximize) for child in node]
    return max(values) if maximize else min(values)


def leaf_values(result):
    """The values of the leaves a traced search evaluated, in order."""
    tree = result.trace.game
    return [tree.value(s) for s in result.trace.leaves_evaluated]


# -- the lecture and the chapter -----------------------------------------------
def test_lecture_tree_value_and_six_of_nine_leaves():
    r = minimax(E.LECTURE)
    assert (r.value, r.action, r.leaves) == (4, 0, 9)
    ab = alphabeta(E.LECTURE, trace=True)
    assert (ab.value, ab.action, ab.leaves, ab.pruned) == (4, 0, 6, 3)
    assert leaf_values(ab) == [4, 8, 5, 9, 3, 2]
    # "stop when you see the 3", then the first leaf of the right branch
    assert [c.inequality for c in ab.cuts] == ["3 <= alpha = 4", "2 <= alpha = 4"]


def test_lecture_question_middle_branch_reordered():
    # the self-check: middle branch ordered 3, 9, 7 prunes one more leaf
    r = alphabeta(GameTree([[4, 8, 5], [3, 9, 7], [2, 4, 6]]))
    assert (r.value, r.leaves) == (4, 5)


def test_chapter_tree():
    r = minimax(E.CHAPTER)
    assert r.value == 4 == oracle(E.CHAPTER_NESTED)
    assert r.action == 2
    assert r.action_values == {0: 3, 1: 2, 2: 4}


def test_nine_leaf_tree_third_group_not_cut():
    r = minimax(E.NOT_CLAIRVOYANT)
    assert (r.value, r.action, r.leaves) == (3, 0, 9)
    ab = alphabeta(E.NOT_CLAIRVOYANT, trace=True)
    assert ab.value == 3
    # the middle group is cut after its 2; in the third the 2 comes last,
    # so 14 and 5 must be looked at and nothing is left to skip
    assert leaf_values(ab) == [3, 12, 8, 2, 14, 5, 2]
    assert len(ab.cuts) == 1 and ab.cuts[0].skipped == (1, 2)
    # had the 2 come first, its siblings would have been cut too
    assert alphabeta(GameTree([[3, 12, 8], [2, 4, 6], [2, 14, 5]])).leaves == 5


def test_two_level_tree_max_then_min_at_root():
    assert minimax(E.TWO_LEVEL).value == 6
    assert minimax(GameTree(E.TWO_LEVEL_NESTED, first="min")).value == 8
    assert oracle(E.TWO_LEVEL_NESTED, maximize=False) == 8


def test_losing_root():
    r = minimax(E.LOSING)
    assert (r.value, r.action) == (-8, 0)
    assert r.action_values == {0: -8, 1: -10}


# -- the worked solutions --------------------------------------------------------------
def test_only_f_is_pruned():
    r = alphabeta(E.ONLY_F, trace=True)
    assert (r.value, r.leaves, r.pruned) == (8, 3, 1)
    (cut,) = r.cuts
    tree = E.ONLY_F
    assert tree.label(tree.result(cut.state, cut.skipped[0])) == "f"
    assert cut.inequality == "4 <= alpha = 8"
    # any value behind f gives the same answer
    for hidden in (-100, 0, 4, 8, 100):
        assert alphabeta(GameTree([[10, 8], [4, hidden]])).value == 8


def test_two_cuts_tree():
    r = alphabeta(E.TWO_CUTS, trace=True)
    assert (r.value, r.leaves) == (10, 5)
    assert r.pruned == 3
    tree = E.TWO_CUTS
    g, l_ = r.cuts
    assert (tree.label(g.state), g.role, g.inequality) == ("e", "MAX", "100 >= beta = 10")
    assert [tree.label(tree.result(g.state, a)) for a in g.skipped] == ["g"]
    assert (tree.label(l_.state), l_.role, l_.inequality) == ("h", "MIN", "2 <= alpha = 10")
    assert [tree.label(tree.result(l_.state, a)) for a in l_.skipped] == ["l"]
    assert minimax(tree).value == 10 == oracle(E.TWO_CUTS_NESTED)


def test_tie_cuts_only_when_not_strict():
    loose = alphabeta(E.TIE)
    strict = alphabeta(E.TIE, strict=True)
    assert (loose.value, loose.leaves) == (10, 2)
    assert (strict.value, strict.leaves) == (10, 3)
    assert loose.cuts[0].inequality == "10 <= alpha = 10"
    assert strict.cuts == []
    assert strict.cuts == [] and strict.leaves == loose.leaves + 1
    # the mirror image: MIN at the root, a tie at a MAX node (v >= beta)
    mirror = GameTree([[-10], [-10, 0]], first="min")
    loose, strict = alphabeta(mirror), alphabeta(mirror, strict=True)
    assert (loose.value, loose.leaves, strict.value, strict.leaves) == (-10, 2, -10, 3)
    assert loose.cuts[0].inequality == "-10 >= beta = -10"
    assert alphabeta(mirror, strict=True, trace=True).trace.cuts == []


def test_constructed_max_min_max_tree():
    r = minimax(E.MAX_MIN_MAX)
    ab = alphabeta(E.MAX_MIN_MAX, trace=True)
    assert r.value == ab.value == 8 == oracle(E.MAX_MIN_MAX_NESTED)
    assert (r.leaves, ab.leaves) == (8, 5)
    assert leaf_values(ab) == [3, 8, 9, 2, 6]
    tree = E.MAX_MIN_MAX
    assert [(tree.label(c.state), c.inequality) for c in ab.cuts] == [
        ("X2", "9 >= beta = 8"), ("M2", "6 <= alpha = 8")]


# -- the 27-leaf exercise ----------------------------------------------------------------
def test_exercise_27_minimax():
    tree = E.EXERCISE_27
    assert len(tree.leaves) == 27
    r = minimax(tree)
    assert (r.value, r.action) == (2, 0)
    low_min = [minimax(GameTree(m, first="min")).value
               for group in E.EXERCISE_27_NESTED for node in group for m in node]
    assert low_min == [3, 1, 2, 4, 7, 2, 0, 3, 0, 2, 3, 1]
    max_nodes = [minimax(GameTree(node)).value for group in E.EXERCISE_27_NESTED
                 for node in group]
    assert max_nodes == [3, 2, 7, 0, 3, 3]
    assert r.action_values == {0: 2, 1: 0}


def test_exercise_27_given_order():
    r = alphabeta(E.EXERCISE_27, trace=True)
    assert (r.value, r.leaves, r.pruned) == (2, 10, 17)
    assert leaf_values(r) == [4, 3, 5, 2, 4, 2, 3, 5, 4, 1]
    tree = E.EXERCISE_27
    cuts = [(tree.label(c.state), c.inequality,
             sum(tree.leaf_count(tree.result(c.state, a)) for a in c.skipped)) for c in r.cuts]
    assert cuts == [("m2", "2 <= alpha = 3", 1), ("MAX3", "4 >= beta = 2", 3),
                    ("m7", "1 <= alpha = 2", 2), ("MIN-R", "1 <= alpha = 2", 11)]


def test_exercise_27_best_first():
    tree = E.EXERCISE_27
    r = alphabeta(tree, order="best", trace=True)
    assert (r.value, r.leaves, r.pruned) == (2, 8, 19)
    assert leaf_values(r) == [2, 3, 4, 3, 4, 5, 7, 0]
    assert [sum(tree.leaf_count(tree.result(c.state, a)) for a in c.skipped)
            for c in r.cuts] == [2, 4, 2, 11]
    assert [c.inequality for c in r.cuts] == ["3 >= beta = 2", "7 >= beta = 2",
                                              "0 <= alpha = 2", "0 <= alpha = 2"]
    # the solution's reordered listing is the same tree sorted best-first
    reordered = tree.reordered("best")
    assert reordered.nested() == E.EXERCISE_27_BEST_FIRST_NESTED
    again = alphabeta(reordered)
    assert (again.leaves, again.pruned) == (8, 19)


def test_exercise_27_order_comparison():
    c = compare_orders(E.EXERCISE_27)
    headers, rows = c.rows()
    assert headers[:4] == ["order", "value", "leaves evaluated", "leaves pruned"]
    assert [row[:4] for row in rows] == [["given", 2, 10, 17], ["best-first", 2, 8, 19]]
    given, best = c.traces
    assert given.result is c.given and best.result is c.reordered


def test_contracting_single_child_max_nodes_changes_nothing():
    # MAX2 and MAX4 have one child each: contract them (their MIN child moves up a level
    # and keeps its role, so it must be written explicitly)
    from searchlib.games import Min
    left, right = E.EXERCISE_27_NESTED
    contracted = GameTree([[left[0], Min(left[1][0]), left[2]],
                           [Min(right[0][0]), right[1], right[2]]])
    full, short = alphabeta(E.EXERCISE_27, trace=True), alphabeta(contracted, trace=True)
    assert (short.value, short.leaves, len(short.cuts)) == (2, 10, 4)
    assert leaf_values(short) == leaf_values(full)
    assert [c.inequality for c in short.cuts] == [c.inequality for c in full.cuts]


# -- more than two players, and chance --------------------------------------------------------
def test_ghosts_tree():
    r = maxn(E.GHOSTS, trace=True)
    assert r.value == (8, 8, 1)
    tree = E.GHOSTS
    # Pacman's layer and the blue ghost's layer, as worked in the solution
    pacman = [tree.result(tree.result(0, i), j) for i in range(2) for j in range(2)]
    values = {e[1]: e[2] for e in r.trace.events if e[0] == "backup"}
    assert [values[s] for s in pacman] == [(0, 0, 7), (8, 8, 1), (7, 7, 2), (0, 0, 8)]
    assert [values[tree.result(0, i)] for i in range(2)] == [(8, 8, 1), (7, 7, 2)]
    # nobody gets (9, 9, 0): no inner node ever holds it
    assert all(v != (9, 9, 0) for s, v in values.items() if not tree.terminal(s))


def test_three_player_tree():
    r = maxn(E.THREE_PLAYERS, trace=True)
    assert (r.value, r.action) == ((1, 2, 3), 0)
    tree = E.THREE_PLAYERS
    values = {e[1]: e[2] for e in r.trace.events if e[0] == "backup"}
    third = [tree.result(tree.result(0, i), j) for i in range(2) for j in range(2)]
    assert [values[s] for s in third] == [(1, 2, 3), (6, 1, 2), (-1, 5, 2), (5, 4, 5)]
    assert [values[tree.result(0, i)] for i in range(2)] == [(1, 2, 3), (-1, 5, 2)]


def test_expectimax_counterexample():
    r = expectimax(E.EXPECTIMAX)
    assert (r.value, r.action) == (5, 0)
    relabelled = expectimax(E.EXPECTIMAX_RELABELLED)
    assert (relabelled.value, relabelled.action) == (100, 1)
    assert relabelled.action_values == {0: 50.5, 1: 100}
    # an affine change (x 10 + 7) keeps the choice
    assert expectimax(E.EXPECTIMAX.map_leaves(lambda v: 10 * v + 7)).action == 0
    # minimax has no rule for chance
    from searchlib import GameError
    with pytest.raises(GameError, match="chance"):
        minimax(E.EXPECTIMAX)


def test_monotone_relabelling_keeps_minimax_moves():
    f = {v: v ** 3 + 5 for v in range(-20, 200)}.__getitem__
    for name in ("LECTURE", "CHAPTER", "EXERCISE_27", "TWO_CUTS", "LOSING"):
        tree = E.ALL[name]
        assert minimax(tree.map_leaves(f)).action == minimax(tree).action


def test_all_examples_are_consistent():
    assert set(E.ALL) >= {"LECTURE", "EXERCISE_27", "GHOSTS", "EXPECTIMAX"}
    assert isinstance(E.EXPECTIMAX_NESTED, Max)
    for name, tree in E.ALL.items():
        if not tree.multi and name not in ("EXPECTIMAX", "EXPECTIMAX_RELABELLED"):
            assert alphabeta(tree).value == minimax(tree).value, name
