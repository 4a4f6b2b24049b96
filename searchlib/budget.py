"""Budgets: how many nodes a search may generate and how long it may run.

Every search in searchlib (the search core, the game core, the Degrees
searches) takes ``max_nodes`` and ``max_seconds`` and reads them through
:class:`Budget`, so that a budget means the same everywhere and bad values
are refused the same way:

* ``max_nodes``: the most nodes (positions) the search may generate.  A
  whole number 0 or more, or ``math.inf`` for no limit; ``None`` means the
  search's default.  The start is always generated, so a search generates
  at most ``max(max_nodes, 1)`` nodes, and it stops *before* an expansion
  that would go over the budget rather than after it.
* ``max_seconds``: the most seconds it may run, 0 or more (``math.inf`` for
  no limit); ``None`` means no time limit.  A search with a time limit
  reads the clock before every expansion, so it stops within one expansion
  of its deadline.  Without one it never reads the clock.

Examples
--------
>>> Budget(None, None, default_nodes=100).nodes, Budget(5, None).deadline is None
(100, True)
>>> Budget(float("nan"), None)
Traceback (most recent call last):
...
searchlib.errors.BudgetError: max_nodes must be a whole number 0 or more (or math.inf), not nan
>>> Budget(10, "1 s")
Traceback (most recent call last):
...
searchlib.errors.BudgetError: max_seconds must be a number of seconds 0 or more, not '1 s'
"""

import math
import numbers
import time

from .errors import BudgetError

__all__ = ["Budget"]


def _count(value, name):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise BudgetError(f"{name} must be a whole number 0 or more (or math.inf), not {value!r}")
    if value == math.inf:
        return value
    if isinstance(value, numbers.Integral) and value >= 0:
        return int(value)
    if isinstance(value, float) and value.is_integer() and value >= 0:
        return int(value)
    raise BudgetError(f"{name} must be a whole number 0 or more (or math.inf), not {value!r}")


def _seconds(value, name):
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or math.isnan(value) \
            or value < 0:
        raise BudgetError(f"{name} must be a number of seconds 0 or more, not {value!r}")
    return float(value)


class Budget:
    """A search's budget, checked once at the start.

    Parameters
    ----------
    max_nodes : int, math.inf or None
        The most nodes the search may generate (None: ``default_nodes``).
    max_seconds : float or None
        The most seconds it may run (None: no time limit).
    default_nodes : int or math.inf
        The node budget used when ``max_nodes`` is None.

    Attributes
    ----------
    nodes : int or math.inf
        The node budget.
    deadline : float or None
        The ``time.perf_counter()`` reading after which the search must
        stop, or None when it has no time limit.

    Raises
    ------
    BudgetError
        If a budget is negative, NaN, not a number, or (for ``max_nodes``)
        not a whole number.
    """

    __slots__ = ("nodes", "deadline", "seconds")

    def __init__(self, max_nodes, max_seconds, *, default_nodes=math.inf):
        self.nodes = default_nodes if max_nodes is None else _count(max_nodes, "max_nodes")
        self.seconds = None if max_seconds is None else _seconds(max_seconds, "max_seconds")
        if self.seconds is None or self.seconds == math.inf:
            self.deadline = None
        else:
            self.deadline = time.perf_counter() + self.seconds

    def out_of_time(self):
        """True once the deadline has passed (never without one)."""
        return self.deadline is not None and time.perf_counter() > self.deadline

    def __repr__(self):
        return f"Budget(nodes={self.nodes}, seconds={self.seconds})"
