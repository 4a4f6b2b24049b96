"""Measures of a search: the effective branching factor.

A search that generated N nodes to find a solution at depth d behaves as
if every node had b* children, where a uniform tree of depth d with b*
children per node holds N + 1 nodes:

    N + 1 = 1 + b* + b*^2 + ... + b*^d

b* near 1 means the search went almost straight to the goal; a good
heuristic keeps b* low as d grows (AIMA, section 3.6).

Examples
--------
>>> round(effective_branching_factor(52, 5), 2)
1.92
>>> effective_branching_factor(5, 5)
1.0
"""

from ..errors import SearchError

__all__ = ["effective_branching_factor", "uniform_tree_size"]


def uniform_tree_size(b, d):
    """``1 + b + b**2 + ... + b**d``: the nodes of a uniform tree of depth ``d``."""
    return sum(b ** i for i in range(d + 1))


def effective_branching_factor(generated, depth, *, tolerance=1e-9):
    """The b* with ``generated + 1 = 1 + b* + ... + b*^depth`` (found by bisection).

    Parameters
    ----------
    generated : int
        Nodes generated (N), the root excluded as AIMA counts.
    depth : int
        The solution's depth (1 or more).
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
        raise SearchError(f"the depth must be a whole number 1 or more, not {depth!r}")
    if generated < depth:
        raise SearchError(f"a solution at depth {depth} needs at least {depth} nodes, "
                          f"not {generated!r}")
    target = generated + 1
    low, high = 1.0, max(2.0, float(generated))
    while high - low > tolerance:
        middle = (low + high) / 2
        if uniform_tree_size(middle, depth) < target:
            low = middle
        else:
            high = middle
    return round((low + high) / 2, 9)
