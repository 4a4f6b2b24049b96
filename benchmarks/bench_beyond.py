"""Lessons 15-17 measured side by side: IDA* against A* and IDDFS, heuristics by depth,
bidirectional against one-way search, alpha-beta's improvements on Connect Four, MCTS's
win rates.

Run from the repository root (a measurement, not a test)::

    python3 benchmarks/bench_beyond.py                 # everything (a few minutes)
    python3 benchmarks/bench_beyond.py --part puzzle   # one part: puzzle, depths, both,
                                                       # connect4, mcts, fifteen

Times are CPU seconds of this process (``time.process_time``, best of
``--repeats``): the machine is shared, and the wall clock would count other
people's work.  Counts are exact and the same on every machine.
"""

import argparse
import gc
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from searchlib import (  # noqa: E402
    ConnectFour, SlidingPuzzle, TicTacToe, alphabeta, astar, bfs, bidirectional, idastar,
    iddfs, random_maze,
)
from searchlib.games import id_alphabeta, mcts_player, play, random_player  # noqa: E402
from searchlib.games.play import depth_limited_player  # noqa: E402
from searchlib.search import effective_branching_factor  # noqa: E402

#: The 8-puzzle practical's five puzzles (2, 8, 12, 16 and 18 moves).
PRACTICAL = [(1, 2, 3, 4, 5, 6, 0, 7, 8), (1, 3, 0, 4, 2, 8, 7, 6, 5),
             (1, 3, 7, 5, 2, 6, 4, 8, 0), (1, 5, 6, 7, 3, 4, 8, 2, 0),
             (1, 7, 4, 2, 0, 3, 8, 6, 5)]


def best_time(run, repeats):
    """(best CPU seconds, the last value) of ``repeats`` runs."""
    times, value = [], None
    for _ in range(repeats):
        gc.collect()
        t0 = time.process_time()
        value = run()
        times.append(time.process_time() - t0)
    return min(times), value


def puzzle_part(repeats):
    print("1. IDA* against A* and IDDFS on the practical's five puzzles "
          "(generated, held, CPU ms; ratio = A* time / IDA* time)")
    print(f"{'moves':>5} | {'IDDFS gen':>10} {'held':>5} {'ms':>7} | {'A* gen':>7} "
          f"{'held':>6} {'ms':>6} | {'IDA* gen':>8} {'held':>5} {'ms':>6} | {'A*/IDA*':>7}")
    for tiles in PRACTICAL:
        p = SlidingPuzzle(tiles)
        t_i, r_i = best_time(lambda: iddfs(p), repeats)
        t_a, r_a = best_time(lambda: astar(p), repeats)
        t_d, r_d = best_time(lambda: idastar(p), repeats)
        assert r_i.cost == r_a.cost == r_d.cost
        print(f"{r_a.cost:>5} | {r_i.generated:>10,} {r_i.held:>5} {t_i * 1e3:>7.1f} | "
              f"{r_a.generated:>7,} {r_a.held:>6,} {t_a * 1e3:>6.1f} | {r_d.generated:>8,} "
              f"{r_d.held:>5} {t_d * 1e3:>6.1f} | {t_a / t_d if t_d else float('inf'):>7.2f}")
    print()
    count = 20
    print(f"   and on {count} random puzzles at each solution depth (means per puzzle; "
          "IDDFS to 16 moves)")
    print(f"{'d':>5} | {'IDDFS gen':>10} {'held':>5} {'ms':>7} | {'A* gen':>7} "
          f"{'held':>6} {'ms':>6} | {'IDA* gen':>8} {'held':>5} {'ms':>6} | {'A*/IDA*':>7}")
    for depth in (8, 12, 16, 20, 24):
        puzzles = puzzles_at(depth, count, seed=depth)
        cells, seconds = [], {}
        for name, search in (("IDDFS", iddfs), ("A*", astar), ("IDA*", idastar)):
            if name == "IDDFS" and depth > 16:
                cells.append(f"{'-':>10} {'-':>5} {'-':>7}")
                continue
            t, results = best_time(lambda: [search(p) for p in puzzles], repeats)
            assert all(r.cost == depth for r in results)
            seconds[name] = t
            gen = statistics.mean(r.generated for r in results)
            held = statistics.mean(r.held for r in results)
            width = {"IDDFS": (10, 5, 7), "A*": (7, 6, 6), "IDA*": (8, 5, 6)}[name]
            cells.append(f"{gen:>{width[0]},.0f} {held:>{width[1]},.0f} "
                         f"{t * 1e3 / count:>{width[2]}.1f}")
        print(f"{depth:>5} | " + " | ".join(cells) +
              f" | {seconds['A*'] / seconds['IDA*']:>7.2f}")
    print()


def puzzles_at(depth, count, seed):
    """``count`` random solvable puzzles whose shortest solution is ``depth`` moves."""
    rng = random.Random(seed)
    found, tries = [], 0
    while len(found) < count:
        tries += 1
        p = SlidingPuzzle.scrambled(depth + 2 * rng.randrange(0, 4), seed=rng.randrange(10 ** 9))
        if astar(p).cost == depth:
            found.append(p)
    return found


def depths_part(count):
    print(f"2. Search cost and effective branching factor by solution depth ({count} random "
          "puzzles per depth; nodes generated, mean; AIMA's table, measured here)")
    print(f"{'d':>3} | {'IDDFS':>9} {'A*(h1)':>8} {'A*(h2)':>7} {'IDA*(h2)':>8} | "
          f"{'b* IDDFS':>8} {'A*(h1)':>7} {'A*(h2)':>7} {'IDA*(h2)':>8}")
    for depth in range(2, 25, 2):
        puzzles = puzzles_at(depth, count, seed=depth)
        cols = {}
        for name, run in [("IDDFS", lambda p: iddfs(p) if depth <= 14 else None),
                          ("A*(h1)", lambda p: astar(p, h=p.misplaced)),
                          ("A*(h2)", lambda p: astar(p)),
                          ("IDA*(h2)", lambda p: idastar(p))]:
            results = [run(p) for p in puzzles]
            if results[0] is None:
                cols[name] = (None, None)
                continue
            assert all(r.cost == depth for r in results)
            mean = statistics.mean(r.generated - 1 for r in results)
            cols[name] = (mean, statistics.mean(effective_branching_factor(r.generated - 1, depth)
                                                for r in results))

        def cell(v, width, fmt):
            return f"{'-':>{width}}" if v is None else f"{v:>{width}{fmt}}"
        print(f"{depth:>3} | " + " ".join(cell(cols[n][0], w, ",.0f") for n, w in (
            ("IDDFS", 9), ("A*(h1)", 8), ("A*(h2)", 7), ("IDA*(h2)", 8))) + " | " +
            " ".join(cell(cols[n][1], w, ".2f") for n, w in (
                ("IDDFS", 8), ("A*(h1)", 7), ("A*(h2)", 7), ("IDA*(h2)", 8))))
    print()


def both_part(repeats):
    print("3. Bidirectional BFS against BFS (states expanded, CPU ms; ratio = BFS / both)")
    for label, problem in [("open maze 41x61, seed 1", random_maze(41, 61, seed=1, loops=0.6)),
                           ("perfect maze 41x61, seed 2", random_maze(41, 61, seed=2)),
                           ("8-puzzle, 18 moves", SlidingPuzzle(PRACTICAL[-1])),
                           ("8-puzzle, 24 moves", puzzles_at(24, 1, seed=5)[0])]:
        t_one, one = best_time(lambda: bfs(problem), repeats)
        t_two, two = best_time(lambda: bidirectional(problem), repeats)
        assert one.length == two.length
        print(f"  {label:<28} BFS {one.expanded:>7,} expanded {t_one * 1e3:>7.1f} ms | both "
              f"{two.expanded:>6,} expanded {t_two * 1e3:>6.1f} ms | "
              f"{one.expanded / two.expanded:5.1f}x fewer, {t_one / t_two:5.1f}x faster")
    print()


class LeftToRight(ConnectFour):
    """Connect Four trying its columns left to right (no move ordering at all)."""

    def actions(self, state):
        return tuple(sorted(super().actions(state)))


def connect4_part(depth, repeats):
    print(f"4. Alpha-beta on Connect Four to depth {depth}: positions visited and CPU s, each "
          "improvement switched on in turn (after the first row, the game's own order, centre "
          "first; ratios against the first row)")
    rng = random.Random(4)
    game = ConnectFour()
    positions = [game.initial]
    while len(positions) < 4:
        s = game.initial
        for _ in range(rng.randrange(4, 10)):
            s2 = game.result(s, rng.choice(game.actions(s)))
            if game.terminal(s2):
                break
            s = s2
        positions.append(s)
    variants = [("alpha-beta, columns 0 to 6", "plain"), ("alpha-beta", None), ("ID", {}),
                ("ID + previous best", dict(order="previous")),
                ("ID + table", dict(table=True)),
                ("ID + table + previous", dict(table=True, order="previous")),
                ("ID + table + killers", dict(table=True, killers=True)),
                ("ID + table + history", dict(table=True, history=True)),
                ("ID + table + prev + killers", dict(table=True, order="previous",
                                                     killers=True)),
                ("ID + all + history", dict(table=True, order="previous", killers=True,
                                            history=True))]
    plain = LeftToRight()
    totals = {name: [0, 0.0] for name, _ in variants}
    for k, state in enumerate(positions):
        values = set()
        for name, options in variants:
            if options == "plain":
                t, r = best_time(lambda: alphabeta(plain, state=state, depth=depth), repeats)
            elif options is None:
                t, r = best_time(lambda: alphabeta(game, state=state, depth=depth), repeats)
            else:
                t, r = best_time(lambda: id_alphabeta(game, state=state, max_depth=depth,
                                                      **options), repeats)
            values.add(r.value)
            totals[name][0] += r.visited
            totals[name][1] += t
        assert len(values) == 1, values
    base = totals["alpha-beta, columns 0 to 6"]
    for name, (visited, seconds) in totals.items():
        print(f"  {name:<30} {visited:>9,} positions {seconds:>7.2f} s   "
              f"{base[0] / visited:5.2f}x fewer, {base[1] / seconds:5.2f}x faster")
    print("  (values identical in every row, on every position)")
    print()


def mcts_part(games):
    print(f"5. MCTS win rates ({games} games per cell, MCTS moving first and second in turn)")
    ttt, c4 = TicTacToe(), ConnectFour()
    for label, game, budgets, opponents in [
            ("tic-tac-toe", ttt, (10, 30, 100, 300, 1000), [
                ("random", lambda k: random_player(seed=k)),
                ("alpha-beta depth 2", lambda k: depth_limited_player(2))]),
            ("Connect Four", c4, (30, 100, 300, 1000), [
                ("random", lambda k: random_player(seed=k)),
                ("alpha-beta depth 2", lambda k: depth_limited_player(2))])]:
        for name, opponent in opponents:
            row = []
            for budget in budgets:
                score = 0.0
                for k in range(games):
                    ai = mcts_player(budget, seed=k)
                    other = opponent(k)
                    first = k % 2 == 0
                    played = play(game, ai, other) if first else play(game, other, ai)
                    mine = game.players[0] if first else game.players[1]
                    score += 1 if played.winner == mine else 0.5 if played.winner is None else 0
                row.append(f"{budget}: {score / games:.2f}")
            print(f"  {label:<13} vs {name:<19} " + "  ".join(row))
    print()


def fifteen_part():
    print("6. The 15-puzzle of lesson 15 (80 random moves, seed 3): weighted A* against "
          "plain A* under growing node budgets (generated, CPU s)")
    board = SlidingPuzzle.scrambled(80, n=4, seed=3)
    for w in (2, 3, 5):
        t, r = best_time(lambda: astar(board, weight=w), 1)
        print(f"  weighted A*, w = {w}: cost {r.cost}, generated {r.generated:>9,}, {t:6.2f} s")
    for budget in (30_000, 300_000, 1_000_000):
        t, r = best_time(lambda: astar(board, max_nodes=budget), 1)
        print(f"  A*, budget {budget:>9,}: {r.outcome:<7} generated {r.generated:>9,}, "
              f"{t:6.2f} s")
        if r.found:
            break
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", default="all",
                        choices=["all", "puzzle", "depths", "both", "connect4", "mcts",
                                 "fifteen"])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--count", type=int, default=20, help="puzzles per depth")
    parser.add_argument("--games", type=int, default=40, help="games per MCTS cell")
    parser.add_argument("--depth", type=int, default=8, help="Connect Four depth")
    args = parser.parse_args()
    start = time.time()
    if args.part in ("all", "puzzle"):
        puzzle_part(args.repeats)
    if args.part in ("all", "depths"):
        depths_part(args.count)
    if args.part in ("all", "both"):
        both_part(args.repeats)
    if args.part in ("all", "connect4"):
        connect4_part(args.depth, args.repeats)
    if args.part in ("all", "mcts"):
        mcts_part(args.games)
    if args.part in ("all", "fifteen"):
        fifteen_part()
    print(f"total {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
