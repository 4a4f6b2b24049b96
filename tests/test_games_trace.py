"""Game traces: the sequence of steps, leaves and cuts, and what the stepper reads."""

import pytest

from searchlib import TicTacToe, alphabeta, expectimax, maxn, minimax
from searchlib.games import examples as E
from searchlib.games import game_search, GameStats


def kinds(trace):
    return [s.kind for s in trace]


def test_event_labels_of_the_core():
    events = list(game_search(E.LECTURE, prune=True, trace=True, stats=GameStats()))
    labels = [e[0] for e in events]
    assert set(labels) == {"enter", "leaf", "backup", "update", "cut", "done"}
    assert labels[-1] == "done" and labels.count("leaf") == 6 and labels.count("cut") == 2
    # without trace only "done" is yielded, with the same counts
    stats = GameStats()
    quiet = list(game_search(E.LECTURE, prune=True, stats=stats))
    assert quiet == [events[-1]] and stats.leaves == 6


def test_lecture_steps_and_messages():
    t = alphabeta(E.LECTURE, trace=True).trace
    assert kinds(t) == ["enter", "enter", "leaf", "leaf", "leaf", "backup", "enter", "leaf",
                        "leaf", "cut", "backup", "enter", "leaf", "cut", "backup", "done"]
    assert t[0].message == "Start at the root, A (MAX), with alpha = -inf, beta = +inf."
    assert t[2].message == "Leaf 4 evaluated; B (MIN) now has value 4; beta = 4."
    assert t[3].message == "Leaf 8 evaluated; B (MIN) keeps 4."
    assert t[5].message == "B is done with value 4; A (MAX) now has value 4; alpha = 4."
    assert t[6].message == ("Go down to C (MIN), child 1 of A, with alpha = 4, "
                            "beta = +inf.")
    assert t[9].message == "Cut: 3 <= alpha = 4, so C skips its remaining children (7)."
    assert t[10].message == ("C is done with value 3 (a bound: some children were skipped); "
                             "A (MAX) keeps 4.")
    assert t[-1].message == "Done: the root's value is 4; MAX plays B."
    assert t[9].cut.skipped == (2,) and t[9].cut.bound == "alpha" and t[9].cut.op == "<="


def test_step_paths_tables_and_counters():
    t = alphabeta(E.LECTURE, trace=True).trace
    step = t[8]        # leaf 3 under C
    assert [p.label for p in step.path] == ["A", "C", "3"]
    assert [(p.value, p.alpha, p.beta) for p in step.path[:2]] == [
        (4, 4, float("inf")), (3, 4, 9)]
    headers, rows = t.table(step)
    assert headers == ["node", "role", "value so far", "alpha", "beta"]
    assert rows == [["A", "MAX", "4", "4", "+inf"], ["C", "MIN", "3", "4", "9"],
                    ["3", "leaf", "3", "", ""]]
    assert (step.leaves, step.cuts, step.generated, step.visited) == (5, 0, 7, 8)
    assert t.summary(t[13]) == "leaves evaluated: 6 of 9; cuts: 2"
    # any step can be read in any order and gives the same answer
    forward = [t[i].message for i in range(len(t))]
    backward = [t[i].message for i in reversed(range(len(t)))][::-1]
    assert forward == backward
    assert t[-1].index == len(t) - 1 and len(t[2:5]) == 3
    with pytest.raises(IndexError):
        t[len(t)]


def test_minimax_trace_has_no_bounds():
    t = minimax(E.CHAPTER, trace=True).trace
    headers, rows = t.table(t[3])
    assert headers == ["node", "role", "value so far"]
    assert "alpha" not in t[1].message
    assert t.summary() == "leaves evaluated: 9 of 9; generated: 12"
    assert [E.CHAPTER.value(s) for s in t.leaves_evaluated] == [3, 5, 6, 12, 8, 2, 8, 4, 6]


def test_exercise_27_trace_cut_sequence():
    r = alphabeta(E.EXERCISE_27, trace=True)
    t = r.trace
    cut_steps = [s for s in t if s.kind == "cut"]
    assert [s.label for s in cut_steps] == ["m2", "MAX3", "m7", "MIN-R"]
    assert cut_steps[-1].message == ("Cut: 1 <= alpha = 2, so MIN-R skips its remaining "
                                     "children (MAX5, MAX6).")
    assert t.cuts == r.cuts


def test_ordered_trace_says_the_order():
    t = alphabeta(E.EXERCISE_27, order="best", trace=True).trace
    assert t[1].message.endswith("children tried best-first: MAX2, MAX1, MAX3.")
    assert t[-1].generated == alphabeta(E.EXERCISE_27, order="best").generated


def test_snapshot_statuses():
    t = alphabeta(E.LECTURE, trace=True).trace
    tree = E.LECTURE
    snap = t.snapshot(9)          # the first cut
    c = tree.find("C")
    assert snap.current == c and snap.nodes[c].status == "active"
    assert snap.nodes[tree.find("B")].status == "done" and snap.nodes[tree.find("B")].value == 4
    seven = tree.node((1, 2))
    assert snap.nodes[seven].status == "pruned" and (c, seven) in snap.cut_edges
    assert tree.node((2, 0)) not in snap.nodes
    end = t.snapshot(-1)
    assert end.chosen == tree.find("B") and end.nodes[0].value == 4


def test_chance_and_maxn_messages():
    t = expectimax(E.EXPECTIMAX, trace=True).trace
    assert "B (CHANCE) has expected value 0 so far" in t[2].message
    assert "has expected value 5 so far" in t[3].message
    t = maxn(E.GHOSTS, trace=True).trace
    assert t[3].message == "Leaf (1, 1, 6) evaluated; D (player 3) now has value (1, 1, 6)."
    assert t[-1].message == "Done: the root's value is (8, 8, 1); player 1 plays B."


def test_depth_limited_and_game_traces():
    g = TicTacToe("XO.......")
    t = alphabeta(g, depth=2, trace=True).trace
    leaf = next(s for s in t if s.kind == "leaf")
    assert leaf.message.startswith("Depth limit at ")
    assert "the evaluation function says" in leaf.message
    assert t[-1].message.startswith("Done: the root's value is")
    assert "plays (" in t[-1].message
    # a long trace (every game after X takes a corner) stays readable step by step
    r = minimax(TicTacToe("X........"), trace=True)
    big = r.trace
    assert len(big.leaves_evaluated) == r.leaves == 27732
    middle = big[len(big) // 2]
    assert middle.path[0].state == "X........" and len(middle.path) <= 9
    assert big[-1].leaves == r.leaves and big[-1].generated == r.generated


def test_terminal_root_and_budget():
    r = minimax(TicTacToe("XXXOO...."), trace=True)
    assert (r.value, r.action, r.leaves) == (1, None, 1)
    assert r.trace[0].message == ("Leaf XXXOO.... = 1 evaluated: the root is already over, "
                                  "its value is 1.")
    b = minimax(TicTacToe(), max_nodes=1000, trace=True)
    assert b.outcome == "budget" and b.value is None and not b.complete
    assert b.trace[-1].message == "Stopped: the search ran out of its budget."
    assert minimax(TicTacToe(), max_seconds=0.0).outcome == "budget"


def test_cut_table_and_nested_lists_as_games():
    r = alphabeta([[4, 8, 5], [9, 3, 7], [2, 4, 6]])
    assert (r.value, r.leaves) == (4, 6)
    headers, rows = alphabeta(E.EXERCISE_27).cut_table()
    assert headers == ["node", "role", "test", "alpha", "beta", "skipped"]
    assert rows[1] == ["MAX3", "MAX", "4 >= beta = 2", "-inf", "2", "m5, m6"]
    assert [row[0] for row in rows] == ["m2", "MAX3", "m7", "MIN-R"]
    _, rows = alphabeta(TicTacToe("XO.X.O...")).cut_table()
    assert rows and rows[0][-1].startswith("(")
