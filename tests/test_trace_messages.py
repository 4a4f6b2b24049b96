"""Trace messages: why a child was skipped, where the search was, cheaper paths."""

from searchlib import GraphProblem, dls, ucs

COUNTER = GraphProblem({"S": ["A", "X"], "A": ["B"], "B": ["X"], "X": ["Y"], "Y": ["G"]},
                       "S", "G")


def test_a_global_reached_set_skip_is_named_as_such_after_backing_up():
    steps = dls(COUNTER, 3, avoid="reached", trace=True).trace
    cut = steps[4]
    assert cut.kind == "cutoff" and cut.state == "X"
    assert [(n[0], reason) for n, reason in cut.skipped] == [
        ("X", "already reached earlier in this round")]
    assert cut.message == ("X is at the depth limit 3: cut off, not expanded; back at S, "
                           "skipped X (already reached earlier in this round).")


def test_a_cycle_skip_is_on_the_path():
    loop = GraphProblem({"S": ["A"], "A": ["S", "G"]}, "S", "G")
    steps = dls(loop, 2, trace=True).trace
    assert steps[2].message == ("Went down to A (depth 1 of limit 2) and expanded it; "
                                "skipped S (already on the path).")


def test_a_cheaper_path_and_a_costlier_duplicate_are_said_with_their_costs():
    roads = GraphProblem({"H": {"B": 10, "F": 6, "L": 2}, "L": {"F": 3}, "F": {"M": 4},
                          "M": {"T": 5}, "B": {"T": 8}}, "H", "T", undirected=True)
    steps = ucs(roads, trace=True).trace
    assert [n[0] for n in steps[2].better] == ["F"]
    assert steps[2].message == ("Expanded L; found a cheaper path to F (g = 5); its entry with "
                                "g = 6 stays in the frontier, stale, until it comes out and is "
                                "dropped; skipped H (already explored).")
    # the table shows the stale entry, and dropping it draws the route that is current
    assert [(e.state, e.g, e.stale) for e in steps[2].frontier] == [
        ("F", 5, False), ("F", 6, True), ("B", 10, False)]
    assert steps[4].kind == "discard" and steps[4].path == ["H", "L", "F"]
    assert steps[4].message == ("Dropped a stale entry for F (g = 6): a cheaper path to it "
                                "(g = 5) was found after this entry was added.")
    assert "skipped T (already in the frontier with g = 14)" in steps[6].message


def test_depth_limited_search_tests_the_goal_on_entry_and_says_so():
    from searchlib import SlidingPuzzle, iddfs
    steps = iddfs(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)), trace=True).trace
    assert steps[-1].kind == "goal" and not steps[-1].early
    assert steps[-1].message == "Went down to 123/456/78_ (depth 2 of limit 2): it is the goal."
    # boards are written as the table writes them, not as tuples
    assert steps[0].message == "Depth limit 0: only 123/456/_78 itself can be tested."


def test_a_goal_found_on_generation_was_never_added():
    from searchlib import bfs
    demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
    steps = bfs(demo, goal_test="generated", trace=True).trace
    expand, goal = steps[-2], steps[-1]
    assert expand.state == "C" and [n.state for n in expand.added] == []
    assert goal.message == ("Generated E from C: it is the goal (tested as soon as it was "
                            "generated, so it never entered the frontier).")
    assert (expand.generated, goal.generated) == (4, 5)      # E is counted where it is made


def test_a_depth_limited_game_counts_estimates_apart_from_leaves():
    from searchlib import GameTree, alphabeta, minimax
    from searchlib.games import Max, Min
    tree = GameTree(Max([Min([3, 5], estimate=2), Min([1, 8], estimate=6)]))
    t = minimax(tree, depth=1, trace=True).trace
    assert t.summary() == ("leaves evaluated: 0 of 4; estimates at the depth limit: 2; "
                           "generated: 2")
    assert t[-1].terminal == 0 and t[-1].estimates == 2
    assert alphabeta(tree, trace=True).trace.summary() == "leaves evaluated: 3 of 4; cuts: 1"
