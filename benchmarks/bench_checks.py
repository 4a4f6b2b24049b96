"""Self-check benchmarks: what running a check in a child process costs.

Run from the repository root::

    python3 benchmarks/bench_checks.py            # about half a minute
    python3 benchmarks/bench_checks.py --quick

For a few exercises it times the whole check (the reference solution,
which passes) in a child process (the default) and inside this process
(``SEARCHLIB_CHECKS_ISOLATION=none``: traced), best of several runs, and
prints the ratio (> 1 means the child process is faster: the learner's code
runs untraced there).  It also times a bare fork and return, the fixed cost
of every check.  Nothing here is a test.
"""

import argparse
import gc
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))

import mistakes_informed as informed_planted  # noqa: E402
import mistakes_search as srch  # noqa: E402
import mistakes_trees as trees  # noqa: E402

from searchlib.checks import sandbox  # noqa: E402
from searchlib.checks.runner import run_suite  # noqa: E402
from searchlib.checks.suites import game_trees, informed, search  # noqa: E402
from searchlib.lessons import dfs_bfs  # noqa: E402


def best_ms(func, repeats):
    times = []
    for _ in range(repeats):
        gc.collect()
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def in_process(func):
    os.environ[sandbox.ISOLATION_ENV] = "none"
    try:
        return func()
    finally:
        del os.environ[sandbox.ISOLATION_ENV]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    repeats = 3 if parser.parse_args(argv).quick else 10
    print(f"fork and return, nothing run: {best_ms(lambda: sandbox.run_isolated(int), repeats):.1f}"
          " ms")
    print(f"an answer check: {best_ms(lambda: dfs_bfs.BANK.grade('goal-f-bfs', 5), repeats):.1f}"
          " ms\n")
    print(f"  {'check (reference solution)':<34} {'in kernel':>10} {'child':>10} {'ratio':>9}")
    for label, func, suite in [("queue frontier", srch.Queue, search.QUEUE),
                               ("bfs", srch.bfs, search.BFS),
                               ("maze loop", srch.make_solve(), search.SOLVE),
                               ("iddfs", informed_planted.iddfs, informed.IDDFS),
                               ("alpha-beta on trees", trees.alphabeta, game_trees.ALPHABETA)]:
        assert run_suite(func, suite).passed
        child = best_ms(lambda: run_suite(func, suite), repeats)
        here = best_ms(lambda: in_process(lambda: run_suite(func, suite)), repeats)
        print(f"  {label:<34} {here:10.1f} {child:10.1f} {here / child:8.2f}x")


if __name__ == "__main__":
    main()
