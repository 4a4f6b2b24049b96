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
