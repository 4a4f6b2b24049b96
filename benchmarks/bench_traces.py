"""What a trace costs a learner: building its steps, the first picture, the memory.

Run from the repository root (a measurement, not a test)::

    python3 benchmarks/bench_traces.py           # about a minute
    python3 benchmarks/bench_traces.py --quick   # the smaller cases only

1. **Building the steps, as a ratio to the search.**  A trace is a fold over
   the search's events, so building its steps (``len(trace)``, and reading
   its first and last steps) must cost at most a small constant times the
   search itself, however the search went: an A* on an unsolvable 8-puzzle
   (every stale entry discarded), a BFS that never finds its goal in an
   80,000-node graph, a BFS that exhausts 181,440 boards.  (Before the fold,
   the first two took 49 s and 95 s after searches of about 2 s.)
2. **Time to the first picture** of a stepper on the 181,440-board trace:
   the traced search, the stepper built, its first frame, and the static
   picture of its last step (what a saved notebook shows), with the memory
   the trace holds (``tracemalloc``, and the process's peak).

Times are CPU seconds of this process (``time.process_time``): the
machine is shared, and the wall clock would count other people's work.
"""

import argparse
import gc
import os
import resource
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))

from searchlib import GraphProblem, SlidingPuzzle, astar, bfs  # noqa: E402

UNSOLVABLE = (2, 1, 3, 4, 5, 6, 7, 8, 0)


def cpu(func):
    gc.collect()
    start = time.process_time()
    value = func()
    return time.process_time() - start, value


def trace_cases(quick):
    yield ("A*, unsolvable 8-puzzle, 200,000-node budget",
           lambda **kw: astar(SlidingPuzzle(UNSOLVABLE), max_nodes=200_000, **kw))
    graph = {k: [k + 1, k + 2] for k in range(80_000)}
    graph["island"] = []
    unreachable = GraphProblem(graph, 0, "island")
    yield "BFS, 80,000-node graph, goal unreachable", lambda **kw: bfs(unreachable, **kw)
    if not quick:
        yield ("BFS, unsolvable 8-puzzle (181,440 boards)",
               lambda **kw: bfs(SlidingPuzzle(UNSOLVABLE), **kw))


def bench_building(quick):
    print("1. Building a trace's steps, as a ratio to the search (CPU s)")
    print(f"  {'case':<46} {'search':>7} {'traced':>7} {'steps':>7} {'read':>6} "
          f"{'steps/search':>12}")
    worst = 0
    for name, run in trace_cases(quick):
        plain, _ = cpu(run)
        traced, result = cpu(lambda: run(trace=True))
        trace = result.trace
        build, count = cpu(lambda: len(trace))
        read, _ = cpu(lambda: (trace[0], trace[count // 2], trace[-1]))
        ratio = (build + read) / plain
        worst = max(worst, ratio)
        print(f"  {name:<46} {plain:7.2f} {traced:7.2f} {build:7.2f} {read:6.2f} "
              f"{ratio:11.2f}x   ({count:,} steps, {len(trace.events):,} events)")
    print(f"  -> building and reading the steps costs at most {worst:.1f}x the search "
          "(goal: a small constant, linear in the events)")


def bench_first_picture():
    from searchlib import step_through
    print("\n2. A stepper on the 181,440-board BFS trace (CPU s, memory MB)")
    search, result = cpu(lambda: bfs(SlidingPuzzle(UNSOLVABLE), trace=True))
    widget, stepper = cpu(lambda: step_through(result))     # indexes the steps, draws step 0
    static, _ = cpu(lambda: stepper._repr_mimebundle_())
    later, _ = cpu(lambda: stepper.go(stepper.count // 2))
    print(f"  traced search {search:.2f} s; stepper built and step 0 shown {widget:.2f} s "
          f"({len(result.trace):,} steps)")
    print(f"  -> first picture {search + widget:.2f} s after the search starts "
          f"({widget:.2f} s after it ends)")
    print(f"  step {stepper.count // 2} of the slider {later * 1000:.0f} ms; the static "
          f"picture of the last step shown (a saved notebook) {static:.2f} s")
    stepper = result = None
    gc.collect()
    tracemalloc.start()
    result = bfs(SlidingPuzzle(UNSOLVABLE), trace=True)
    held = tracemalloc.get_traced_memory()[0] / 1e6
    len(result.trace)
    indexed = tracemalloc.get_traced_memory()[0] / 1e6
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    print(f"  memory: the events {held:.0f} MB; with the steps indexed {indexed:.0f} MB "
          f"(peak {peak:.0f} MB); process peak "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3:.0f} MB")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller cases only")
    args = parser.parse_args(argv)
    bench_building(args.quick)
    if not args.quick:
        bench_first_picture()


if __name__ == "__main__":
    main()
