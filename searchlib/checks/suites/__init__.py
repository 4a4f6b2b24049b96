"""The suites: each "write it yourself" exercise as data over its family's oracle.

=====================  ======================================================================
module                 suites (lessons)
=====================  ======================================================================
:mod:`~.search`        ``DRIVE`` (01), ``PATH_STATES`` (02), ``QUEUE``, ``BFS`` (03),
                       ``NEIGHBOURS``, ``SOLVE`` (04), ``SHORTEST_PATH`` (13, small cast)
:mod:`~.informed`      ``MANHATTAN``, ``MAZE_H`` (05), ``ADMISSIBLE``, ``ASTAR`` (06),
                       ``INVERSIONS``, ``SOLVABLE``, ``DLS``, ``IDDFS`` (07)
:mod:`~.trees`         ``MINIMAX``, ``DECISION`` (08), ``ALPHABETA`` (09), ``DEPTH_LIMITED``
                       (10), ``EXPECTIMAX``, ``WEIGHTED`` (11), ``MAXN`` (12)
:mod:`~.games`         ``EXPECTIMAX_GAME`` (11: expectimax on any ``Game``)
:mod:`~.evaluation`    ``EVALUATION`` (10: an evaluation function, judged by rules)
:mod:`~.tictactoe`     ``PLAYER`` ... ``MINIMAX``, ``GAMES`` (14)
:mod:`~.degrees`       ``LARGE`` (13: the large set, timed)
:mod:`~.beyond`        ``IDASTAR`` (15), ``STORE_KIND``, ``CAN_USE`` (16), ``UCB_SELECT`` (17)
=====================  ======================================================================

A suite (:class:`~searchlib.checks.runner.Suite`) is cases, the reference, and a table of
planted mistakes (:class:`~searchlib.checks.runner.Variant`), each a wrong implementation
made from the family's oracle (:mod:`searchlib.checks.oracles`) with one switch turned; a
:class:`~searchlib.checks.runner.Recogniser` only where a mistake cannot be a switch.  The
oracles do not use :mod:`searchlib.search` or :mod:`searchlib.games`'s algorithms, so a bug
there cannot hide the same bug in a learner's code.  How to add a suite: CONTRIBUTING.md.
"""

import importlib

__all__ = ["MODULES", "every_suite"]

#: The modules of suites written as data over an oracle (the comparison engine).
MODULES = ("search", "informed", "trees", "games", "evaluation", "tictactoe", "degrees",
           "beyond")


def every_suite():
    """``{"module.NAME": suite}`` for every suite of :data:`MODULES`."""
    from ..runner import Suite
    found = {}
    for name in MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        for attr in module.__all__:
            value = getattr(module, attr)
            if isinstance(value, Suite):
                found[f"{name}.{attr}"] = value
    return found
