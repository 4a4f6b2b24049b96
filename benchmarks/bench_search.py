"""Search benchmarks: searchlib side by side with the practical's program, simpleai and networkx.

Run from the repository root::

    python3 -m pip install -r benchmarks/requirements.txt   # the peers
    python3 benchmarks/bench_search.py                       # about a minute
    python3 benchmarks/bench_search.py --quick               # fewer repeats

It prints, for each case, the best of several runs (CPU milliseconds of this
process: the machine is shared, and the wall clock would count other people's
work) and the ratio to the baseline (> 1 means searchlib is faster).  Node counts are
checked to be equal where the counts are the lesson.  Timings depend on the
machine; the ratios are what to compare.  Nothing here is a test.
"""

import argparse
import gc
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE / "baselines"))

import practical_8puzzle as practical  # noqa: E402

from searchlib import Maze, SlidingPuzzle, astar, bfs, iddfs  # noqa: E402


def best_ms(func, repeats):
    """Best CPU time of ``repeats`` runs, in ms (GC collected between runs)."""
    times = []
    for _ in range(repeats):
        gc.collect()
        start = time.process_time()
        func()
        times.append(time.process_time() - start)
    return min(times) * 1000


def row(label, ours, theirs, note=""):
    ratio = theirs / ours if ours else float("inf")
    print(f"  {label:<34} {theirs:10.1f} {ours:10.1f} {ratio:8.2f}x  {note}")


def trace_row(label, traced, plain):
    print(f"  {label:<34} {'':>10} {traced:10.1f} {traced / plain:7.2f}x slower with trace=True")


def header(title, theirs, ours="searchlib"):
    print(f"\n{title}")
    print(f"  {'case':<34} {theirs:>10} {ours:>10} {'ratio':>9}")


def bench_practical(repeats):
    header("8-puzzle, BFS and IDDFS, counting (ms)", "practical")
    speedups, slowdowns = [], []
    for start in practical.PUZZLES:
        puzzle = SlidingPuzzle(start)
        moves, gen, held = practical.bfs(start)
        r = bfs(puzzle, goal_test="generated")       # the practical tests children as made
        assert (len(r.actions), r.generated, r.held) == (len(moves), gen, held)
        ours = best_ms(lambda: bfs(puzzle, goal_test="generated"), repeats)
        theirs = best_ms(lambda: practical.bfs(start), repeats)
        row(f"BFS {len(moves)} moves", ours, theirs, f"generated {gen}, held {held}")
        traced = best_ms(lambda: bfs(puzzle, goal_test="generated", trace=True),
                         max(1, repeats // 2))
        trace_row("  the same, trace=True", traced, ours)
        if theirs >= 1:
            speedups.append(("BFS", len(moves), theirs / ours))
            slowdowns.append(traced / ours)

        imoves, igen, iheld = practical.iddfs(start)
        r = iddfs(puzzle)
        assert (len(r.actions), r.generated, r.held) == (len(imoves), igen, iheld)
        reps = max(1, repeats // (3 if len(moves) >= 16 else 1))
        ours, theirs = best_ms(lambda: iddfs(puzzle), reps), best_ms(lambda: practical.iddfs(start), reps)
        row(f"IDDFS {len(moves)} moves", ours, theirs, f"generated {igen}, held {iheld}")
        traced = best_ms(lambda: iddfs(puzzle, trace=True), max(1, reps // 2))
        trace_row("  the same, trace=True", traced, ours)
        if theirs >= 1:
            speedups.append(("IDDFS", len(moves), theirs / ours))
            slowdowns.append(traced / ours)

    frame = practical.UNSOLVABLE[0]
    puzzle = SlidingPuzzle(frame)
    assert bfs(puzzle).held == practical.bfs(frame)[2] == 181440
    reps = max(1, repeats // 3)
    ours = best_ms(lambda: bfs(puzzle, goal_test="generated"), reps)
    theirs = best_ms(lambda: practical.bfs(frame), reps)
    row("BFS unsolvable frame", ours, theirs, "held 181440, no solution")
    traced = best_ms(lambda: bfs(puzzle, goal_test="generated", trace=True), 1)
    trace_row("  the same, trace=True", traced, ours)
    speedups.append(("BFS", "unsolvable", theirs / ours))
    slowdowns.append(traced / ours)
    worst = min(speedups, key=lambda item: item[2])
    print(f"  -> on every case the baseline needs 1 ms or more for, searchlib is at least "
          f"{worst[2]:.2f}x faster (slowest: {worst[0]} {worst[1]}; floor 1.3x); "
          f"trace=True costs at most {max(slowdowns):.2f}x (goal <= 3x)")


def bench_simpleai(repeats):
    try:
        from simpleai.search import SearchProblem
        from simpleai.search import astar as sa_astar
        from simpleai.search import breadth_first as sa_bfs
    except ImportError:
        print("\nsimpleai is not installed: pip install -r benchmarks/requirements.txt")
        return

    class EightPuzzle(SearchProblem):
        def __init__(self, puzzle):
            super().__init__(puzzle.initial)
            self.puzzle = puzzle

        def actions(self, state):
            return self.puzzle.actions(state)

        def result(self, state, action):
            return self.puzzle.result(state, action)

        def is_goal(self, state):
            return state == self.puzzle.goal

        def cost(self, state, action, state2):
            return 1

        def heuristic(self, state):
            return self.puzzle.h(state)

    header("8-puzzle, A* with Manhattan distance (ms)", "simpleai")
    worst = []
    for start in practical.PUZZLES:
        puzzle = SlidingPuzzle(start)
        problem = EightPuzzle(puzzle)
        ours_len = len(astar(puzzle).actions)
        theirs_len = len(sa_astar(problem, graph_search=True).path()) - 1
        assert ours_len == theirs_len
        ours = best_ms(lambda: astar(puzzle), repeats)
        theirs = best_ms(lambda: sa_astar(EightPuzzle(puzzle), graph_search=True), repeats)
        row(f"A* {ours_len} moves", ours, theirs)
        worst.append(theirs / ours)
    start = practical.PUZZLES[-1]
    puzzle = SlidingPuzzle(start)
    ours = best_ms(lambda: bfs(puzzle, goal_test="generated"), 1)
    theirs = best_ms(lambda: sa_bfs(EightPuzzle(puzzle), graph_search=True), 1)
    row("graph BFS, 18 moves", ours, theirs)
    worst.append(theirs / ours)
    print(f"  -> slowest ratio {min(worst):.2f}x (goal: faster than simpleai, > 1x)")


def bench_networkx(repeats):
    import networkx as nx

    def manhattan(a, b):
        return abs(a[0] - b[0]) + abs(a[1] - b[1])

    ratios = []
    for loops, what in ((0.0, "a perfect maze: one route between any two cells"),
                        (0.1, "10% of inner walls knocked down: many routes")):
        header(f"300x300 maze (seed 1, {what}), search only (ms)", "networkx")
        maze = Maze.generate(301, 301, seed=1, loops=loops)
        start, goal = maze.initial, maze.goal
        t0 = time.perf_counter()
        g = maze.to_networkx()
        build = (time.perf_counter() - t0) * 1000
        expected = nx.shortest_path_length(g, start, goal)
        # networkx stops when it first sees the goal: so does this BFS
        assert len(bfs(maze).actions) == expected == len(astar(maze).actions)
        first = best_ms(lambda: bfs(Maze.generate(301, 301, seed=1, loops=loops),
                                    goal_test="generated"), 1) - best_ms(
            lambda: Maze.generate(301, 301, seed=1, loops=loops), 1)
        ours = best_ms(lambda: bfs(maze, goal_test="generated"), repeats)
        theirs = best_ms(lambda: nx.shortest_path(g, start, goal), repeats)
        row("BFS vs nx.shortest_path", ours, theirs, f"path {expected} steps")
        ratios.append(("BFS", loops, theirs / ours))
        ours = best_ms(lambda: astar(maze), repeats)
        theirs = best_ms(lambda: nx.astar_path(g, start, goal, heuristic=manhattan), repeats)
        row("A* vs nx.astar_path", ours, theirs)
        ratios.append(("A*", loops, theirs / ours))
        print(f"  networkx also needs {build:.0f} ms to build its graph (not counted above); "
              f"searchlib's first BFS on a new maze, which works out each cell's moves as it "
              f"goes, {first:.0f} ms")
    print("  note: nx.shortest_path on an unweighted graph is a *bidirectional* BFS; where a maze "
          "has many routes it\n  explores about a quarter fewer cells than a one-way BFS, which "
          "decides the second maze's BFS row")
    print("  -> " + ", ".join(f"{a} {'perfect' if l == 0 else 'loops'} {r:.2f}x" for a, l, r in ratios)
          + " (goal: no slower than networkx's search alone, >= 1x)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    args = parser.parse_args(argv)
    repeats = 3 if args.quick else 7
    print(f"Python {sys.version.split()[0]}; best of {repeats} runs "
          f"(median machine noise is a few percent; rerun before trusting a small ratio)")
    bench_practical(repeats)
    bench_simpleai(max(1, repeats // 2))
    bench_networkx(max(1, repeats // 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
