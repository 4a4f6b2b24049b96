"""Benchmark: searchlib's tic-tac-toe search against the project's reference.

Run from the repository root (it takes about a minute, most of it the
reference without pruning)::

    python3 benchmarks/bench_games.py            # everything
    python3 benchmarks/bench_games.py --quick    # skip the reference without pruning

Three tasks, each run by the reference (``benchmarks/baselines/
cs50_tictactoe.py``, a faithful rewrite of the project's seven functions on
lists of lists) and by searchlib side by side, printing both times and the
ratio:

1. the first move from the empty board with alpha-beta pruning;
2. the same without pruning (plain minimax: both must generate 549,945
   boards and reach 255,168 games, the lesson's counts);
3. a move on each of the 4,520 non-terminal boards, with pruning (every
   move both pick is checked to be optimal).

The goal is at least 5x faster on each.  Times are the best of a few runs
(one run for the slow reference); the machine is shared, so expect some
noise.  This is not a test: nothing here passes or fails.
"""
import argparse
import gc
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, os.path.join(HERE, "baselines"))

import cs50_tictactoe as ref  # noqa: E402

from searchlib import TicTacToe, alphabeta, minimax  # noqa: E402
from searchlib.games.tictactoe import from_project_board, project_board  # noqa: E402


def best_time(fn, repeat):
    times, out = [], None
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return min(times), out


def row(task, ref_s, ours_s, ref_count, ours_count):
    ratio = ref_s / ours_s if ours_s else float("inf")
    print(f"{task:<38} {ref_s:9.3f} s {ours_s:9.4f} s {ratio:8.1f}x   "
          f"{ref_count:>9}  {ours_count:>9}")
    return ratio


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="skip the reference's search without pruning (the slow one)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of searchlib per task")
    args = parser.parse_args(argv)
    game = TicTacToe()
    solved = {}
    minimax(game, memo=solved)                       # exact values, to check moves
    solved.update({s: game.value(s) for s in game.reachable() if game.terminal(s)})
    boards = [s for s in game.reachable() if not game.terminal(s)]
    assert len(boards) == 4520

    print(f"{'task':<38} {'reference':>11} {'searchlib':>11} {'ratio':>9}   "
          f"{'ref count':>9}  {'our count':>9}")
    ratios = []

    # 1. first move, alpha-beta
    ref.reset_counts()
    ref_s, ref_move = best_time(lambda: ref.minimax(ref.initial_state()), 1)
    ref_count = ref.RESULT_CALLS
    ours_s, r = best_time(lambda: alphabeta(game), args.repeat)
    ratios.append(row("first move, alpha-beta (generated)", ref_s, ours_s, ref_count,
                      r.generated))
    assert solved[game.result(game.initial, ref_move)] == 0 == r.value

    # 2. first move, no pruning
    if not args.quick:
        ref.reset_counts()
        ref_s, ref_move = best_time(lambda: ref.minimax_plain(ref.initial_state()), 1)
        ref_counts = (ref.RESULT_CALLS, ref.UTILITY_CALLS)
        ours_s, r = best_time(lambda: minimax(game), args.repeat)
        ratios.append(row("first move, no pruning (generated)", ref_s, ours_s, ref_counts[0],
                          r.generated))
        print(f"{'  ... games reached (leaves)':<38} {'':>11} {'':>11} {'':>9}   "
              f"{ref_counts[1]:>9}  {r.leaves:>9}")
        assert ref_counts == (549945, 255168) and (r.generated, r.leaves) == (549945, 255168)
    else:
        print("first move, no pruning: skipped (--quick)")

    # 3. a move on every non-terminal board, alpha-beta
    lists = [project_board(s) for s in boards]
    ref.reset_counts()
    ref_s, ref_moves = best_time(lambda: [ref.minimax(b) for b in lists], 1)
    ref_count = ref.RESULT_CALLS

    def ours_all():
        return [alphabeta(game, state=s) for s in boards]
    ours_s, results = best_time(ours_all, args.repeat)
    ratios.append(row("a move on each of 4,520 boards", ref_s, ours_s, ref_count,
                      sum(r.generated for r in results)))
    for s, b, m, r in zip(boards, lists, ref_moves, results):
        assert from_project_board(b) == s
        assert solved[game.result(s, m)] == solved[s] == r.value
        assert solved[game.result(s, r.action)] == solved[s]
    print("every move checked optimal; smallest ratio "
          f"{min(ratios):.1f}x (goal: 5x)")


if __name__ == "__main__":
    main()
