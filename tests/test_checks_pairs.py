"""Two planted mistakes at once are named as those two, one of them, or none (never a third).

The quick suites here, every run; all of them with ``python3 tests/pairs_of_mistakes.py``.
"""

import pytest

from searchlib.checks import sandbox
from searchlib.checks.suites import every_suite

import pairs_of_mistakes as pairs

QUICK = ["search.PATH_STATES", "search.BOTH_ENDS", "informed.MAZE_H", "informed.INVERSIONS",
         "informed.ADMISSIBLE", "trees.ALPHABETA", "trees.WEIGHTED", "trees.MAXN",
         "tictactoe.RESULT", "beyond.UCB_SELECT"]


@pytest.mark.parametrize("name", QUICK)
def test_two_mistakes_at_once_name_no_third(monkeypatch, name):
    monkeypatch.setenv(sandbox.ISOLATION_ENV, "none")       # a child for each pair is slow
    suite = every_suite()[name]
    assert sum(1 for _ in pairs.pairs(suite)) > 0
    assert pairs.wrong_names(name, suite) == []


def test_the_pairs_that_were_named_wrongly_are_told_apart():
    # max^n: the mover's entry always player 1's and the last of equals kept looked like
    # whole tuples compared; UCB1 with (N, W) and no square root looked like the lowest score
    found = {name: {(a.key, b.key) for a, b, _ in pairs.pairs(every_suite()[name])}
             for name in ("trees.MAXN", "beyond.UCB_SELECT")}
    assert ("root-entry", "last-tie") in found["trees.MAXN"]
    assert ("no-sqrt", "unpacked") in found["beyond.UCB_SELECT"]
