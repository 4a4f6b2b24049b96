"""Make (or reuse) the large synthetic Degrees set and report the time.

Usage::

    python3 -m searchlib.degrees            # generate once, then reuse
    python3 -m searchlib.degrees --force    # generate anew
"""

import argparse
import sys
import time

from .errors import DegreesError
from .files import load
from .synthetic import LARGE_PEOPLE, LARGE_SEED, ensure_large


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m searchlib.degrees",
                                     description="make the large synthetic Degrees set")
    parser.add_argument("--force", action="store_true", help="generate even if cached")
    parser.add_argument("--people", type=int, default=LARGE_PEOPLE)
    parser.add_argument("--seed", type=int, default=LARGE_SEED)
    parser.add_argument("--dir", default=None,
                        help="a new or empty folder, or one made here before (default: the "
                             "per-user cache, or $SEARCHLIB_DATA/degrees/large)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        where = ensure_large(args.dir, people=args.people, seed=args.seed, force=args.force)
        made = time.perf_counter()
        data = load(where)
    except DegreesError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    loaded = time.perf_counter()
    print(f"{where}: ready in {made - start:.1f} s; loaded {data!r} in {loaded - made:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
