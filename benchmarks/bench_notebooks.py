"""How long each lesson takes to Run All, and which cells take the time.

Run from the repository root (a measurement, not a test)::

    python3 benchmarks/bench_notebooks.py                  # every notebook, a few minutes
    python3 benchmarks/bench_notebooks.py --handout        # the class handout of each
    python3 benchmarks/bench_notebooks.py notebooks/10-*.ipynb --top 5

Each notebook runs top to bottom in a fresh kernel (as "Run All" does,
kernel start-up excluded), with this checkout first on the path.  It
prints the wall time of the run, the CPU time the kernel used (the machine
is shared: wall time counts other people's work too, CPU time does not),
and the slowest cells.  The goal is every notebook under 10 s.
"""

import argparse
import glob
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GOAL = 10.0

# asked of the kernel after the run: its own CPU seconds since it started
_CPU = "import resource as _r; print(sum(_r.getrusage(_r.RUSAGE_SELF)[:2]))"


def run(path, top):
    import logging

    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(_CPU))
    client = NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": os.path.dirname(path)}})
    logging.getLogger("traitlets").setLevel(logging.ERROR)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.environ.get("PYTHONPATH", "")]),
               MPLBACKEND="module://matplotlib_inline.backend_inline")
    with client.setup_kernel(env=env):
        began = time.perf_counter()
        timings = []
        for index, cell in enumerate(nb.cells):
            start = time.perf_counter()
            client.execute_cell(cell, index)
            timings.append((time.perf_counter() - start, index, cell))
        wall = time.perf_counter() - began
    cpu = float(nb.cells[-1].outputs[0]["text"].strip())
    timings = timings[:-1]
    slow = sorted(timings, key=lambda t: t[0], reverse=True)[:top]
    return wall, cpu, slow


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="notebooks (default: all lessons)")
    parser.add_argument("--top", type=int, default=3, help="slowest cells shown per notebook")
    parser.add_argument("--handout", action="store_true",
                        help="run the handout of each notebook (solutions removed)")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(glob.glob(os.path.join(ROOT, "notebooks", "[0-9]*.ipynb")))
    if args.handout:
        import subprocess
        import tempfile
        # beside notebooks/, so that the lessons' ../data paths work (a dot: pytest skips it)
        folder = tempfile.mkdtemp(prefix=".handout-bench-", dir=ROOT)
        subprocess.run([sys.executable, "-m", "searchlib.checks.handout",
                        os.path.join(ROOT, "notebooks"), folder], check=True, cwd=ROOT,
                       env=dict(os.environ, PYTHONPATH=ROOT), capture_output=True)
        paths = [os.path.join(folder, os.path.basename(p)) for p in paths]
    print(f"{'notebook':<40} {'wall s':>7} {'kernel CPU s':>12}  slowest cells (wall s)")
    over = []
    for path in paths:
        wall, cpu, slow = run(path, args.top)
        cells = "; ".join(f"[{i}] {t:.1f} {_first_line(c)}" for t, i, c in slow)
        print(f"{os.path.basename(path):<40} {wall:7.1f} {cpu:12.1f}  {cells}")
        if cpu > GOAL:
            over.append(os.path.basename(path))
        sys.stdout.flush()
    print(f"over {GOAL:g} s of kernel CPU: {', '.join(over) if over else 'none'}")
    if args.handout:
        import shutil
        shutil.rmtree(folder, ignore_errors=True)


def _first_line(cell):
    line = next((ln for ln in cell.source.splitlines() if ln.strip()), "")
    return line[:48]


if __name__ == "__main__":
    main()
