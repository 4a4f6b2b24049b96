"""The speed floors, measured before and after a change, in one run.

Run from the repository root (a measurement, not a test)::

    python3 benchmarks/bench_before_after.py                 # main against this checkout
    python3 benchmarks/bench_before_after.py --before HEAD~3 --repeats 5

It exports ``searchlib`` as it was at the ``--before`` revision into a
temporary folder, then times each case with that copy and with this
checkout, alternately, in fresh processes (so both see the same machine
load), keeping the best of ``--repeats`` runs of each.  The baselines
(the practical's 8-puzzle program, simpleai, the Tic-Tac-Toe project's
reference) are timed in the same way.  It prints, per case, the baseline,
before, after, after/before, and the floor the course promises:

* BFS and IDDFS at least 1.3x the practical's program;
* A* faster than simpleai;
* tic-tac-toe at least 5x the project's reference.

Times are CPU seconds of the measuring process (``time.process_time``):
the machine is shared, and the wall clock would count other people's work.
"""

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

#: case -> (what times it, the baseline's name, the floor: baseline / ours at least this)
CASES = {
    "bfs-18": ("BFS, 18-move 8-puzzle (goal tested when generated)", "practical-bfs-18", 1.3),
    "iddfs-18": ("IDDFS, 18-move 8-puzzle", "practical-iddfs-18", 1.3),
    "bfs-unsolvable": ("BFS, unsolvable frame (181,440 boards)", "practical-bfs-unsolvable",
                       1.3),
    "astar-18": ("A*, 18-move 8-puzzle", "simpleai-astar-18", 1.0),
    "ttt-alphabeta": ("tic-tac-toe, first move, alpha-beta", "reference-alphabeta", 5.0),
    "ttt-4520": ("tic-tac-toe, a move on each of 4,520 boards", "reference-4520", 5.0),
    "ttt-minimax": ("tic-tac-toe, first move, no pruning", "reference-minimax", 5.0),
    "trace-bfs-unsolvable": ("BFS trace of 181,440 boards: search and steps", None, None),
    "trace-astar-unsolvable": ("A* trace, unsolvable, 200,000 nodes: search and steps", None,
                               None),
}

# Each worker times one case with whatever searchlib is first on its path.
WORKER = textwrap.dedent('''
    import gc, json, sys, time
    sys.path.insert(0, {baselines!r})
    case, repeats = sys.argv[1], int(sys.argv[2])

    def best(func):
        times = []
        for _ in range(repeats):
            gc.collect()
            start = time.process_time()
            func()
            times.append(time.process_time() - start)
        return min(times)

    PUZZLE, FRAME = (1, 7, 4, 2, 0, 3, 8, 6, 5), (2, 1, 3, 4, 5, 6, 7, 8, 0)
    if case.startswith(("practical", "simpleai", "reference")):
        if case.startswith("practical"):
            import practical_8puzzle as p
            run = {{"practical-bfs-18": lambda: p.bfs(PUZZLE),
                   "practical-iddfs-18": lambda: p.iddfs(PUZZLE),
                   "practical-bfs-unsolvable": lambda: p.bfs(FRAME)}}[case]
        elif case.startswith("simpleai"):
            from simpleai.search import SearchProblem, astar
            from searchlib import SlidingPuzzle
            puzzle = SlidingPuzzle(PUZZLE)

            class Eight(SearchProblem):
                def actions(self, s): return puzzle.actions(s)
                def result(self, s, a): return puzzle.result(s, a)
                def is_goal(self, s): return s == puzzle.goal
                def cost(self, s, a, t): return 1
                def heuristic(self, s): return puzzle.h(s)
            run = lambda: astar(Eight(PUZZLE), graph_search=True)
        else:
            import cs50_tictactoe as ref
            from searchlib import TicTacToe
            from searchlib.games.tictactoe import project_board
            game = TicTacToe()
            boards = [project_board(s) for s in game.reachable() if not game.terminal(s)]
            run = {{"reference-alphabeta": lambda: ref.minimax(ref.initial_state()),
                   "reference-minimax": lambda: ref.minimax_plain(ref.initial_state()),
                   "reference-4520": lambda: [ref.minimax(b) for b in boards]}}[case]
    else:
        from searchlib import SlidingPuzzle, TicTacToe, alphabeta, astar, bfs, iddfs, minimax
        game = TicTacToe()
        boards = [s for s in game.reachable() if not game.terminal(s)]

        def traced(search):
            trace = search().trace
            len(trace), trace[0], trace[-1]

        run = {{
            "bfs-18": lambda: bfs(SlidingPuzzle(PUZZLE), goal_test="generated"),
            "iddfs-18": lambda: iddfs(SlidingPuzzle(PUZZLE)),
            "bfs-unsolvable": lambda: bfs(SlidingPuzzle(FRAME), goal_test="generated"),
            "astar-18": lambda: astar(SlidingPuzzle(PUZZLE)),
            "ttt-alphabeta": lambda: alphabeta(game),
            "ttt-minimax": lambda: minimax(game),
            "ttt-4520": lambda: [alphabeta(game, state=s) for s in boards],
            "trace-bfs-unsolvable": lambda: traced(
                lambda: bfs(SlidingPuzzle(FRAME), goal_test="generated", trace=True)),
            "trace-astar-unsolvable": lambda: traced(
                lambda: astar(SlidingPuzzle(FRAME), max_nodes=200_000, trace=True)),
        }}[case]
    run()                       # warm up (tables, imports)
    print(json.dumps(best(run)))
''')


def export(revision, folder):
    """Write ``searchlib`` as it was at ``revision`` into ``folder``."""
    archive = os.path.join(folder, "before.tar")
    subprocess.run(["git", "-C", ROOT, "archive", "-o", archive, revision, "searchlib"],
                   check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(os.path.join(folder, "before"))
    return os.path.join(folder, "before")


def measure(case, path, repeats, script):
    env = dict(os.environ, PYTHONPATH=path, MPLBACKEND="Agg")
    out = subprocess.run([sys.executable, script, case, str(repeats)], env=env,
                         capture_output=True, text=True, cwd=path)
    if out.returncode:
        return None, out.stderr.strip().splitlines()[-1] if out.stderr else "failed"
    return json.loads(out.stdout.strip().splitlines()[-1]), None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="main", help="the revision to compare with")
    parser.add_argument("--repeats", type=int, default=3, help="runs per process, best kept")
    parser.add_argument("--rounds", type=int, default=2,
                        help="processes per version, alternating; best kept")
    parser.add_argument("--cases", default=",".join(CASES), help="comma-separated cases")
    args = parser.parse_args(argv)
    cases = [c for c in args.cases.split(",") if c]
    with tempfile.TemporaryDirectory() as folder:
        script = os.path.join(folder, "worker.py")
        with open(script, "w") as f:
            f.write(WORKER.format(baselines=os.path.join(HERE, "baselines")))
        before = export(args.before, folder)
        print(f"before: {args.before}; after: this checkout; best of {args.rounds} x "
              f"{args.repeats} runs, CPU seconds")
        print(f"{'case':<58} {'baseline':>9} {'before':>8} {'after':>8} {'after/before':>12} "
              f"{'floor':>16}")
        for case in cases:
            label, baseline, floor = CASES[case]
            best = {"before": None, "after": None}
            errors = {}
            for _ in range(args.rounds):
                for side, path in (("before", before), ("after", ROOT)):
                    seconds, error = measure(case, path, args.repeats, script)
                    if error:
                        errors[side] = error
                    elif best[side] is None or seconds < best[side]:
                        best[side] = seconds
            base = measure(baseline, ROOT, 1, script)[0] if baseline else None
            cells = [f"{base:9.3f}" if base else f"{'':>9}"]
            cells += [f"{best[s]:8.3f}" if best[s] is not None else f"{'error':>8}"
                      for s in ("before", "after")]
            change = (f"{best['after'] / best['before']:11.2f}x"
                      if best["before"] and best["after"] else f"{'':>12}")
            verdict = ""
            if base and best["after"]:
                ratio = base / best["after"]
                verdict = f"{ratio:5.2f}x ({'ok' if ratio >= floor else 'BELOW'} >= {floor:g}x)"
            print(f"{label:<58} {' '.join(cells)} {change} {verdict:>16}")
            for side, error in errors.items():
                print(f"    {side}: {error}")


if __name__ == "__main__":
    main()
