"""Drills without end: ``drill(kind, seed=None)``; the kinds are ``drill.kinds``.

See :mod:`searchlib.drills.drill`.

Examples
--------
>>> from searchlib import drill
>>> d = drill("dfs-order", seed=4)
>>> bool(d.check(d.next().question))
False
"""

from .drill import Drill, DrillError, DrillReport, drill

__all__ = ["drill", "Drill", "DrillReport", "DrillError"]
