"""Two planted mistakes at once: the report names those two, one of them, or none.

A suite's planted mistakes are mostly switches of one oracle (a closure over
``switches``, and for the search family over the frontier, the goal test and
the rest).  Two of them that change different things compose into a wrong
implementation with both mistakes, as a learner may write it; its report must
not name a third mistake, unless that third one's hint is just as true of the
code with both (``TRUE_OF_BOTH`` says which, and why).

``python3 tests/pairs_of_mistakes.py [SUITE ...]`` tries every pair of every
suite (about three minutes); ``tests/test_checks_pairs.py`` tries the quick
suites each run.
"""

import itertools
import os
import sys
import types

_MISSING = object()

#: (suite, the two keys, the key named instead): the named one's hint is true of the code
#: with both mistakes (a different way of telling the same behaviour)
TRUE_OF_BOTH = {
    # no terminal test asks the estimate of finished positions at the limit too
    ("trees.DEPTH_LIMITED", "no-terminal-test", "*", "estimate-at-end"),
    # MAX and MIN swapped where MAX is found by a name no game uses ('MAX'): every choice
    # takes the largest value, which is what min-maximises says; and swapped where every node
    # maximises: every choice takes the smallest, as literal-player's 'MAX' hint says
    ("trees.DEPTH_LIMITED", "swapped", "literal-player", "min-maximises"),
    ("trees.DEPTH_LIMITED", "swapped", "min-maximises", "literal-player"),
    # the limit tested before the goal, one level deeper: that is what expands-at-limit is
    ("informed.DLS", "depth-short", "depth-deep", "expands-at-limit"),
    # the player never changes and the root's player is ignored: every level is player 1's
    ("trees.MAXN", "same-player", "root-player-ignored", "root-entry"),
    ("trees.MAXN", "player-not-passed", "root-player-ignored", "root-entry"),
    # no cut at all and MIN keeping the largest value: every level maximises
    ("trees.ALPHABETA", "no-pruning", "min-takes-max", "o-maximises"),
    # bounds never updated cut nothing on the full window: every leaf is read, sorted or not
    ("trees.ALPHABETA", "bounds-never-updated", "sorted-by-value", "no-pruning"),
    # MAX testing v >= alpha and MIN v <= beta, each compared the wrong way: MAX tests
    # v <= alpha and MIN v >= beta, which is the tests exchanged
    ("trees.ALPHABETA", "tests-swapped", "wrong-comparison", "tests-exchanged"),
    # neither the parent nor the g of a state reached more cheaply changes, and it is not
    # pushed again: the cheaper route is not taken at all
    ("informed.ASTAR", "parent-kept", "g-kept", "no-update"),
    # the moves along the other axis and the walls read [c][r]: a cell read as (x, y)
    ("search.NEIGHBOURS", "axes", "transposed", "x-y"),
    # ranked by g, the oldest first on a tie: a queue's order, which h-ignored's hint says
    ("informed.GREEDY", "ties-oldest", "g-only", "h-ignored"),
    # h + 1 negated is 1 at the goal: an overestimate there
    ("informed.ADMISSIBLE", "goal-not-zero", "negated", "overestimates"),
    # estimates at or past +1 and -1 are out of bounds whatever else is wrong
    ("evaluation.EVALUATION", "*", "*", "out-of-bounds"),
    # the lowest score (c inside the root changes the scores, not which is picked last)
    ("beyond.UCB_SELECT", "c-inside-root", "lowest", "argmin"),
    # the bonus subtracted and the lowest score picked: that is the lowest W/N minus the bonus
    ("beyond.UCB_SELECT", "bonus-subtracted", "argmin", "lowest"),
}


def _cells(func):
    code = getattr(func, "__code__", None)
    if code is None or not func.__closure__:
        return None
    found = {}
    for name, cell in zip(code.co_freevars, func.__closure__):
        try:
            found[name] = cell.cell_contents
        except ValueError:
            found[name] = _MISSING
    return found


def _changes(base, other):
    """What ``other``'s closure changes from ``base``'s: cells, and switches key by key."""
    changed = {}
    for name, value in other.items():
        if name == "switches" and isinstance(value, dict):
            was = base.get(name, {})
            for key in set(value) | set(was):
                if value.get(key, _MISSING) != was.get(key, _MISSING):
                    changed[("switches", key)] = value.get(key, _MISSING)
        elif value is not base.get(name) and value != base.get(name):
            changed[name] = value
    return changed


def _build(template, base, changes):
    cells = dict(base)
    switches = dict(base.get("switches", {}))
    for key, value in changes.items():
        if isinstance(key, tuple):
            if value is _MISSING:
                switches.pop(key[1], None)
            else:
                switches[key[1]] = value
        else:
            cells[key] = value
    if "switches" in cells:
        cells["switches"] = switches
    closure = tuple(types.CellType(cells[n]) for n in template.__code__.co_freevars)
    return types.FunctionType(template.__code__, template.__globals__, template.__name__,
                              template.__defaults__, closure)


def _base(suite, variant):
    """The closure a variant's mistakes are changes of: the reference's, when the reference is
    the same factory; else (a wrapper such as ``_ab(**switches)``) the variant's, switched off."""
    mine = _cells(variant.func)
    if mine is None:
        return None
    reference = suite.reference
    if getattr(reference, "__code__", None) is variant.func.__code__:
        return _cells(reference)
    if set(mine) == {"switches"}:
        return {"switches": {}}
    return None


def pairs(suite):
    """Yield ``(a, b, func)``: two variants of ``suite`` and a function with both mistakes."""
    for a, b in itertools.combinations(suite.variants, 2):
        if a.key == b.key or a.part != b.part:
            continue
        if getattr(a.func, "__code__", None) is None or a.func.__code__ is not getattr(
                b.func, "__code__", None):
            continue
        base = _base(suite, a)
        if base is None:
            continue
        first, second = _changes(base, _cells(a.func)), _changes(base, _cells(b.func))
        shared = set(first) & set(second)
        if any(first[k] != second[k] for k in shared) or not (set(first) - shared
                                                              and set(second) - shared):
            continue            # the two change one thing two ways, or one holds the other
        yield a, b, _build(a.func, base, {**first, **second})


def _allowed(name, a, b, named):
    for suite, one, two, instead in TRUE_OF_BOTH:
        if suite == name and instead == named and (
                {one, two} == {a, b} or (two == "*" and one in (a, b)) or one == two == "*"):
            return True
    return False


def wrong_names(name, suite, tally=None):
    """``[(a, b, names)]``: pairs whose report names a mistake that is neither of them.

    ``tally``, a Counter, counts what the other reports said: ``"named"`` (one or both of
    the two), ``"first difference"`` (none named, the first divergence shown), ``"rows"``
    (only the failing cases), ``"passed"`` (the two mistakes undo each other here)."""
    from searchlib.checks.runner import run_suite
    found = []
    for a, b, func in pairs(suite):
        report = run_suite(func, suite)
        # a variant that is two mistakes at once names the second too (its ``also``)
        theirs = {v.key for v in (a, b)} | {k for v in (a, b) for k, _ in v.also}
        extra = [k for k in report.mistakes if k not in theirs
                 and not _allowed(name, a.key, b.key, k)]
        if extra:
            found.append((a.key, b.key, extra))
        elif tally is not None:
            tally["passed" if report.passed else "named" if report.mistakes else
                  "first difference" if any(n.startswith("First difference")
                                            for n in report.notes) else "rows"] += 1
    return found


def main(argv=None):
    os.environ.setdefault("SEARCHLIB_CHECKS_ISOLATION", "none")   # no child per pair
    from searchlib.checks.suites import every_suite
    wanted = (argv if argv is not None else sys.argv[1:])
    from collections import Counter
    bad, tally = 0, Counter()
    for name, suite in every_suite().items():
        if wanted and name not in wanted:
            continue
        count = sum(1 for _ in pairs(suite))
        if not count:
            continue
        mine = Counter()
        found = wrong_names(name, suite, mine)
        tally += mine
        bad += len(found)
        print(f"{name}: {count} pairs ({', '.join(f'{v} {k}' for k, v in mine.items())})"
              + "".join(f"\n  {a} + {b} named {', '.join(x)}" for a, b, x in found),
              flush=True)
    print(f"in all: {bad} named a third mistake; of the rest "
          + ", ".join(f"{v} {k}" for k, v in tally.most_common()))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
