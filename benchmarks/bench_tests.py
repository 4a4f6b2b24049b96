"""The README's test command, timed: the whole line on a clean clone, and pytest's share.

::

    python3 benchmarks/bench_tests.py               # python3 -m pytest here: wall, CPU
    python3 benchmarks/bench_tests.py --clean-clone # the README's whole line in a fresh clone

Prints the wall-clock time, the processor time of everything the run started
(workers, kernels, browsers, servers) and the slowest tests.  With
``--clean-clone`` the line is the README's (a new virtual environment, the
install with uv, then pytest), run in a ``git clone`` of this checkout in a temporary
folder, and pytest's own time is read from its summary line.  The goal (issue
16): the test run under 3 minutes on 2 cores.  Timings never go into tests.
"""

import argparse
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_line():
    """The README's test command (tests/test_readme.py keeps it equal to .ci/run's)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return next(line for line in text.splitlines()
                if line.startswith("python3 -m venv") and "pytest" in line)


def timed(command, cwd, shell=False):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(command, cwd=cwd, shell=shell, capture_output=True, text=True,
                          executable="/bin/bash" if shell else None)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done, wall, cpu


def report(done, wall, cpu, what):
    summary = [line for line in done.stdout.splitlines() if re.search(r"\d+ (passed|failed)",
                                                                      line)]
    slowest = [line for line in done.stdout.splitlines() if re.match(r"\d+\.\d+s (call|setup)",
                                                                     line)]
    print(f"{what}: {wall:.0f} s wall ({wall / 60:.1f} min), {cpu:.0f} s of processor time; "
          f"exit status {done.returncode}")
    if summary:
        print("pytest:", summary[-1].strip("= "))
    for line in slowest[:15]:
        print("  ", line)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean-clone", action="store_true",
                        help="run the README's whole line in a fresh clone of this checkout")
    args = parser.parse_args(argv)
    if args.clean_clone:
        with tempfile.TemporaryDirectory() as tmp:
            clone = Path(tmp) / "course"
            subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
            line = readme_line() + " -q --durations=15"
            report(*timed(line, clone, shell=True), "the README's line, clean clone")
    else:
        report(*timed([sys.executable, "-m", "pytest", "-q", "--durations=15"], ROOT),
               "python3 -m pytest")


if __name__ == "__main__":
    main()
