"""Time per step of the stepper widget, kernel side, against the naive way.

Run it from the repository root (it is a measurement, not a test)::

    python3 benchmarks/bench_stepper.py            # every case, about 20 s
    python3 benchmarks/bench_stepper.py --steps 10 # fewer steps per case, quicker

For each case it times, per step, what the kernel does before the browser
can show that step:

* **ours**: read the step from the trace, update the artists of the one
  figure the stepper keeps, render only the changing artists over the
  cached background, encode the PNG (``Stepper._frame``, with the frame
  cache bypassed so every step is really rendered);
* **naive**: read the step, build a new figure, draw everything, update it
  to the step and save a PNG, as step animations commonly do.

Both use the same figure size and resolution.  Times are medians over the
steps (the first, full draw of "ours" is reported apart), in CPU
milliseconds of this process (``time.process_time``: the machine is
shared, and the wall clock would count other people's work).  Going back
to a step already seen costs a cache lookup; that time is printed too.
The goal is every step under 15 ms.

Cases, one per view: a 40 x 40 maze (BFS), a 30-node graph (BFS; A* with f
numbers), an 8-puzzle board (A*; IDDFS, whose table is the path), any
other problem written out (the text view), a 40-node game tree (alpha-beta)
and a tic-tac-toe board (alpha-beta, the board view).
"""

import argparse
import io
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))

from matplotlib.figure import Figure  # noqa: E402

from searchlib import (  # noqa: E402
    Problem, SlidingPuzzle, astar, bfs, iddfs, random_graph, random_maze,
)
from searchlib.draw import view_for  # noqa: E402
from searchlib.widgets import Stepper  # noqa: E402


def naive_frame(trace, index, figsize, dpi, options):
    """One step the naive way: new figure, full drawing, PNG."""
    step = trace[index]
    fig = Figure(figsize=figsize, dpi=dpi, layout="constrained")
    view = view_for(trace, fig.add_subplot(), **options)
    view.update(step)
    view.table(step)
    out = io.BytesIO()
    fig.savefig(out, format="png")
    return out.getvalue()


def game_tree_case():
    """The 40-node game tree case (3 moves per node, 3 plies: 1 + 3 + 9 + 27 nodes).

    Needs ``searchlib.games`` (a ``GameTree`` built from nested lists and a
    traced ``alphabeta``, drawn by ``view_for``); returns None
    where it is missing.
    """
    try:
        from searchlib.games import GameTree, alphabeta
    except ImportError:
        return None
    import random
    rng = random.Random(40)
    leaves = iter([rng.randint(-9, 9) for _ in range(27)])
    nested = [[[next(leaves) for _ in range(3)] for _ in range(3)] for _ in range(3)]
    return "game tree 40 nodes, alpha-beta", alphabeta(GameTree(nested), trace=True).trace, {}


class _Counting(Problem):
    """A problem with no picture of its own: the text view."""

    initial, goal = 0, 40

    def actions(self, state):
        return [1, 2, 3]

    def result(self, state, action):
        return state + action


def cases():
    maze = random_maze(40, 40, seed=1, loops=0.1)
    yield "maze 40x40, BFS", bfs(maze, trace=True).trace, {}
    graph = random_graph(30, seed=2)
    yield "graph 30 nodes, BFS", bfs(graph, trace=True).trace, {}
    yield "graph 30 nodes, A* (f numbers)", astar(graph, trace=True).trace, {"numbers": "f"}
    puzzle = SlidingPuzzle.scrambled(20, seed=4)
    yield "8-puzzle board, A*", astar(puzzle, trace=True).trace, {}
    yield ("8-puzzle board, IDDFS (path table)",
           iddfs(SlidingPuzzle.scrambled(8, seed=4), trace=True).trace, {})
    yield "any problem (text view), BFS", bfs(_Counting(), trace=True).trace, {}
    tree = game_tree_case()
    if tree is not None:
        yield tree
    from searchlib import TicTacToe, alphabeta
    yield ("tic-tac-toe board, alpha-beta",
           alphabeta(TicTacToe("XO.X.O..."), trace=True).trace, {})


def spread(count, steps):
    """``steps`` indices spread over ``0 .. count-1`` (skipping step 0)."""
    steps = min(steps, count - 1)
    return [1 + (count - 2) * k // max(1, steps - 1) for k in range(steps)] if steps > 0 else [0]


def measure(name, trace, options, steps):
    stepper = Stepper(trace, **options)
    figsize = tuple(stepper.figure.get_size_inches())
    dpi = stepper.figure.dpi
    indices = spread(stepper.count, steps)
    ours = []
    clock = time.process_time
    for index in indices:
        began = clock()
        stepper._frame(index)
        ours.append(clock() - began)
    stepper.frame(indices[-1])
    began = time.perf_counter()
    stepper.frame(indices[-1])
    cached = time.perf_counter() - began
    naive = []
    for index in indices:
        began = clock()
        naive_frame(trace, index, figsize, dpi, options)
        naive.append(clock() - began)
    return {"case": name, "steps": len(indices), "ours": statistics.median(ours),
            "naive": statistics.median(naive), "cached": cached,
            "png": len(stepper.png), "size": stepper.renderer.size}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=25, help="steps timed per case")
    args = parser.parse_args(argv)
    print(f"{'case':36} {'ours ms':>8} {'naive ms':>9} {'speed-up':>9} {'cached ms':>10}  frame")
    rows = []
    for name, trace, options in cases():
        row = measure(name, trace, options, args.steps)
        rows.append(row)
        print(f"{row['case']:36} {1000 * row['ours']:8.1f} {1000 * row['naive']:9.1f} "
              f"{row['naive'] / row['ours']:8.1f}x {1000 * row['cached']:10.3f}  "
              f"{row['size'][0]}x{row['size'][1]} px, {row['png'] // 1024} KB")
    slow = [r["case"] for r in rows if r["ours"] > 0.015]
    print("every step under 15 ms" if not slow else f"over 15 ms: {', '.join(slow)}")
    return rows


if __name__ == "__main__":
    main()
