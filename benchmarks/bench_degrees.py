"""Degrees benchmark on the large synthetic set: the project's code, searchlib, networkx.

Run from the repository root::

    python3 benchmarks/bench_degrees.py               # 20 queries, 20 s timeout each
    python3 benchmarks/bench_degrees.py --timeout 5   # give up on the baseline sooner
    python3 benchmarks/bench_degrees.py --quick       # 8 queries, 2 s timeout

It generates the large set in the cache first if needed (see
``python3 -m searchlib.degrees``), then prints, in one run:

1. loading: ``searchlib.degrees.load`` against the project's ``load_data``;
2. 20 seeded random query pairs (people of the largest connected group), each run by
   * the project's code as distributed (``benchmarks/baselines/degrees_project.py``:
     list frontier, goal tested before adding), with a timeout per query,
   * searchlib's BFS (the core ``bfs`` on a ``DegreesProblem``),
   * searchlib's bidirectional BFS,
   * networkx's ``bidirectional_shortest_path`` on a people graph built
     beforehand (its build time is reported on its own line);
   path lengths are checked to agree; then two pairs that are not connected;
3. for the lesson: the goal tested when generated against when removed
   (people taken out, nodes generated, time), and a list frontier's
   membership test against a set's.

Times are wall-clock on this machine: compare the ratios.  Nothing here is a
test (timings never decide a pass).
"""

import argparse
import gc
import itertools
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE / "baselines"))

import networkx as nx  # noqa: E402

import degrees_project as project  # noqa: E402
from searchlib.degrees import (  # noqa: E402
    bidirectional_bfs, ensure_large, load, path_search,
)


def timed(func, repeats=1):
    """Return (best seconds of ``repeats`` runs, last value)."""
    best, value = float("inf"), None
    for _ in range(repeats):
        start = time.perf_counter()
        value = func()
        best = min(best, time.perf_counter() - start)
    return best, value


def largest_component(data):
    """The people of the largest connected group, in discovery order."""
    seen, best = set(), []
    for pid in data.people:
        if pid in seen or not data.films_by_person.get(pid):
            continue
        group, i = [pid], 0
        seen.add(pid)
        while i < len(group):
            for _, other, _ in data.successors(group[i]):
                if other not in seen:
                    seen.add(other)
                    group.append(other)
            i += 1
        if len(group) > len(best):
            best = group
    return best


def pick_pairs(data, count, seed):
    """``count`` seeded random pairs from the largest connected group, and 2 unconnected pairs."""
    rnd = random.Random(seed)
    group = largest_component(data)
    inside = set(group)
    outside = [pid for pid in data.people if pid not in inside and data.films_by_person.get(pid)]
    print(f"  largest connected group: {len(group):,} people; {len(outside):,} people with "
          "films outside it")
    pairs = [(rnd.choice(group), rnd.choice(group)) for _ in range(count)]
    apart = [(rnd.choice(group), rnd.choice(outside)) for _ in range(2)] if outside else []
    return pairs, apart


def people_graph(data):
    graph = nx.Graph()
    graph.add_nodes_from(data.people)
    for cast in data.cast_by_movie.values():
        graph.add_edges_from(itertools.combinations(cast, 2))
    return graph


def ms(seconds):
    return f"{seconds * 1000:9.2f}"


def bench_loading(where):
    print("\n1. Loading the large set (s)")
    ours, data = timed(lambda: load(where))
    theirs, _ = timed(lambda: project.load_data(where))
    print(f"  searchlib load        {ours:6.2f}   (goal: under 2 s)")
    print(f"  project load_data     {theirs:6.2f}   ratio {theirs / ours:5.1f}x")
    return data


def bench_queries(data, pairs, timeout, repeats):
    print("\n2. Queries (ms; baseline: one run with a timeout; others: best of "
          f"{repeats})")
    build, graph = timed(lambda: people_graph(data))
    print(f"  networkx people graph built in {build:.2f} s "
          f"({graph.number_of_nodes():,} nodes, {graph.number_of_edges():,} edges)")
    print(f"  {'source':>7} {'target':>7} {'len':>4} {'project':>9} {'bfs':>9} "
          f"{'bidir':>9} {'networkx':>9} {'bfs pairs':>9} {'bi pairs':>9}")
    rows = []
    for source, target in pairs:
        gc.collect()
        start = time.perf_counter()
        try:
            base_path = project.shortest_path(source, target,
                                              deadline=start + timeout)
            base = time.perf_counter() - start
        except project.Timeout:
            base_path, base = "timeout", None
        t_bfs, r_bfs = timed(lambda: path_search(data, source, target), repeats)
        t_bi, r_bi = timed(lambda: bidirectional_bfs(data, source, target), repeats)

        def nx_query():
            try:
                return nx.bidirectional_shortest_path(graph, source, target)
            except nx.NetworkXNoPath:
                return None
        t_nx, p_nx = timed(nx_query, repeats)
        length = r_bfs.length
        lengths = {length, r_bi.length, None if p_nx is None else len(p_nx) - 1}
        if base_path != "timeout":
            lengths.add(None if base_path is None else len(base_path))
        if len(lengths) != 1:
            raise SystemExit(f"path lengths disagree for {source} -> {target}: {lengths}")
        rows.append((base, t_bfs, t_bi, t_nx))
        shown = "timeout" if base is None else ms(base).strip()
        print(f"  {source:>7} {target:>7} {str(length):>4} {shown:>9} {ms(t_bfs)} "
              f"{ms(t_bi)} {ms(t_nx)} {r_bfs.pairs:9,} {r_bi.pairs:9,}")
    finished = [r[0] for r in rows if r[0] is not None]
    med = {name: statistics.median(r[i] for r in rows)
           for i, name in enumerate(("project", "bfs", "bidir", "networkx")) if i}
    print(f"\n  project baseline finished {len(finished)} of {len(rows)} queries within "
          f"{timeout:g} s" + (f" (median of those {ms(statistics.median(finished)).strip()} ms)"
                              if finished else ""))
    print(f"  median ms: bfs {med['bfs'] * 1000:.2f} (goal under 150), bidirectional "
          f"{med['bidir'] * 1000:.3f}, networkx {med['networkx'] * 1000:.3f}")
    print(f"  ratios: bidirectional / networkx = {med['bidir'] / med['networkx']:.2f} "
          f"(goal within 3); bfs / bidirectional = {med['bfs'] / med['bidir']:.0f}")
    both = [(r[0], r[1]) for r in rows if r[0] is not None]
    if both:
        speedup = statistics.median(b / o for b, o in both)
        print(f"  project / bfs on the queries the project finished: median {speedup:.0f}x")


def bench_unconnected(data, pairs, timeout, repeats):
    print("\n2b. Pairs that are not connected (ms)")
    for source, target in pairs:
        start = time.perf_counter()
        try:
            project.shortest_path(source, target, deadline=start + timeout)
            base = f"{(time.perf_counter() - start) * 1000:.0f}"
        except project.Timeout:
            base = "timeout"
        t_bfs, r_bfs = timed(lambda: path_search(data, source, target), repeats)
        t_bi, r_bi = timed(lambda: bidirectional_bfs(data, source, target), repeats)
        assert not r_bfs.found and not r_bi.found
        print(f"  {source:>7} {target:>7}: project {base}, bfs {t_bfs * 1000:.1f} "
              f"({r_bfs.removed:,} people taken out), bidirectional {t_bi * 1000:.3f} "
              f"({r_bi.expanded:,} expanded)")


def bench_goal_test(data, pairs, repeats):
    print("\n3a. Goal test when generated vs when removed (searchlib BFS)")
    print(f"  {'source':>7} {'target':>7} {'len':>4} {'removed':>9} {'removed':>9} "
          f"{'generated':>11} {'generated':>11} {'ms':>8} {'ms':>8}")
    print(f"  {'':>20} {'(gen.)':>9} {'(rem.)':>9} {'(gen.)':>11} {'(rem.)':>11} "
          f"{'(gen.)':>8} {'(rem.)':>8}")
    ratios = []
    for source, target in pairs:
        t_gen, early = timed(lambda: path_search(data, source, target), repeats)
        t_rem, late = timed(lambda: path_search(data, source, target, goal_test="removed"),
                            repeats)
        assert early.length == late.length
        if early.found and early.length:
            ratios.append(late.generated / early.generated)
        print(f"  {source:>7} {target:>7} {str(early.length):>4} {early.removed:9,} "
              f"{late.removed:9,} {early.generated:11,} {late.generated:11,} "
              f"{t_gen * 1000:8.1f} {t_rem * 1000:8.1f}")
    if ratios:
        print(f"  testing on removal generates a median {statistics.median(ratios):.1f}x "
              "as many nodes")


def bench_membership(sizes=(1_000, 10_000, 30_000), probes=200):
    print("\n3b. Is this person in the frontier? (microseconds a test, a missing person)")
    for size in sizes:
        frontier = project.QueueFrontier()
        for i in range(size):
            frontier.add(project.Node(str(i), None, None))
        states = {str(i) for i in range(size)}
        t_list, _ = timed(lambda: [frontier.contains_state("absent") for _ in range(probes)])
        t_set, _ = timed(lambda: ["absent" in states for _ in range(probes)], 5)
        t_rm, _ = timed(lambda: frontier.remove())
        print(f"  frontier of {size:>6,}: list scan {t_list / probes * 1e6:10.1f}, "
              f"set {t_set / probes * 1e6:6.3f}  ({t_list / t_set:,.0f}x); "
              f"one QueueFrontier.remove {t_rm * 1e6:8.1f}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=20)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds before giving up on a baseline query")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="8 queries, 2 s timeout")
    args = parser.parse_args(argv)
    if args.quick:
        args.queries, args.timeout = 8, 2.0
    start = time.perf_counter()
    where = ensure_large()
    print(f"large set: {where} (ready in {time.perf_counter() - start:.1f} s)")
    data = bench_loading(where)
    pairs, apart = pick_pairs(data, args.queries, args.seed)
    bench_queries(data, pairs, args.timeout, args.repeats)
    bench_unconnected(data, apart, args.timeout, args.repeats)
    bench_goal_test(data, pairs, args.repeats)
    bench_membership()
    print(f"\ntotal {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
