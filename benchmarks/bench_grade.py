"""Grading a class: 200 submissions of one lesson, time and memory.

Run from the repository root::

    python3 benchmarks/bench_grade.py                       # 200 submissions of 06-astar, 2 jobs
    python3 benchmarks/bench_grade.py --n 20 --jobs 1       # a quick look
    python3 benchmarks/bench_grade.py --lesson 03-dfs-vs-bfs.ipynb

The class is made from the lesson itself: a third complete (the teacher's
notebook, solutions included), a third untouched (the handout), a third half
done (the handout with the first half of the solutions).  It prints, in one run:

1. the baseline: the same notebooks run top to bottom by nbclient alone (what
   an autograder that trusts the notebook's outputs would do), on a sample;
2. ``searchlib.checks.grade`` on the whole class with ``--jobs``: total time,
   time per submission, the ratio to the baseline, and the peak memory of the
   grader and its kernels together (resident memory, sampled every 0.2 s);
3. that every complete submission got full marks and every untouched one none.

Timings are wall-clock on this machine, shared with other work: compare the
ratios.  Nothing here is a test.

Measured (2 cores, busy with other work, 06-astar, --jobs 2): baseline 7.1 s a
notebook; the class of 200 in 770.9 s (12.8 min), 3.85 s a submission, 1.08x
the baseline per worker; peak memory 580 MiB; 200 statuses ok, complete 5 of 5,
untouched 0, half done 2.
"""

import argparse
import copy
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import nbformat  # noqa: E402
import psutil  # noqa: E402

from searchlib.checks.grade import collect, grade, load_official, total  # noqa: E402
from searchlib.checks.handout import strip_notebook  # noqa: E402


class PeakMemory:
    """The largest resident memory of this process and all its children, sampled."""

    def __init__(self, every=0.2):
        self.every, self.peak, self._stop = every, 0, threading.Event()

    def _sample(self):
        me = psutil.Process()
        while not self._stop.is_set():
            total_rss = 0
            for proc in [me] + me.children(recursive=True):
                try:
                    total_rss += proc.memory_info().rss
                except psutil.Error:
                    pass
            self.peak = max(self.peak, total_rss)
            self._stop.wait(self.every)

    def __enter__(self):
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()


def make_class(lesson, n, folder):
    teacher = nbformat.read(lesson, as_version=4)
    handout, _ = strip_notebook(teacher)
    solutions = [c for c in teacher.cells if "solution" in c.metadata.get("tags", [])]
    half = copy.deepcopy(handout)
    for cell in solutions[:len(solutions) // 2]:
        first = cell.source.split("lesson.check(", 1)
        if len(first) == 2:
            qid = first[1].split(",", 1)[0].strip("\"' ")
            at = next((i for i, c in enumerate(half.cells)
                       if f'lesson.check("{qid}"' in c.source), None)
            if at is not None:
                half.cells.insert(at + 1, copy.deepcopy(cell))
    kinds = {"complete": teacher, "untouched": handout, "half": half}
    names = list(kinds)
    for i in range(n):
        kind = names[i % 3]
        nbformat.write(kinds[kind], Path(folder) / f"{i:03d}-{kind}.ipynb")
    return folder


def baseline(paths, timeout):
    from nbclient import NotebookClient
    times = []
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=True,
                       resources={"metadata": {"path": str(Path(path).parent)}}).execute()
        times.append(time.perf_counter() - start)
    return times


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lesson", default="06-astar.ipynb")
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--sample", type=int, default=6, help="baseline runs (default 6)")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args(argv)
    lesson = HERE.parent / "notebooks" / args.lesson
    official = load_official(HERE.parent / "notebooks")
    with tempfile.TemporaryDirectory() as folder:
        make_class(lesson, args.n, folder)
        subs = collect([folder])
        sample = [path for _, path in subs[:args.sample]]
        base = baseline(sample, args.timeout)
        per_base = statistics.mean(base)
        print(f"baseline: nbclient Run All of {len(base)} submissions: "
              f"{per_base:.2f} s each (min {min(base):.2f}, max {max(base):.2f})")
        with PeakMemory() as memory:
            start = time.perf_counter()
            rows = grade(subs, official, jobs=args.jobs, timeout=args.timeout)
            elapsed = time.perf_counter() - start
        per = elapsed / len(rows)
        print(f"searchlib grade, {len(rows)} submissions of {args.lesson}, --jobs {args.jobs}: "
              f"{elapsed:.1f} s ({elapsed / 60:.1f} min), {per:.2f} s a submission "
              f"({per * args.jobs:.2f} s of one worker's time)")
        print(f"  ratio to the baseline (wall time a submission): {per / per_base:.2f}x; "
              f"per worker: {per * args.jobs / per_base:.2f}x")
        print(f"  peak memory, grader and kernels together: {memory.peak / 2**20:,.0f} MiB")
        statuses = {}
        for row in rows:
            statuses[row["status"]] = statuses.get(row["status"], 0) + 1
        print(f"  statuses: {statuses}")
        checks = len(rows[0]["checks"])
        complete = [total(r) for r in rows if "complete" in r["submission"]]
        untouched = [total(r) for r in rows if "untouched" in r["submission"]]
        half = [total(r) for r in rows if "-half" in r["submission"]]
        print(f"  complete: {min(complete)}-{max(complete)} of {checks} passed; untouched: "
              f"{max(untouched)} passed; half done: {min(half)}-{max(half)}")
        assert min(complete) == checks and max(untouched) == 0


if __name__ == "__main__":
    main()
