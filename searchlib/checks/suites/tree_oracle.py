"""Explicit game trees as nested lists, and the oracles the tree suites judge with.

A tree is a number (a leaf's utility) or a list of subtrees.  Node kinds
go by depth: :func:`value` takes a function ``kind(depth)`` returning
``"max"``, ``"min"``, ``"mean"`` (a chance node with equally likely
children), ``"floor"`` (a mean with ``//``) or ``"sum"``.  The right rules
and the planted mistakes are all such functions, so one evaluator computes
both.  :func:`alphabeta` is a separate, exhaustive-free evaluator that
records the leaves it looks at, with switches for the mistakes.
:class:`Watched` wraps a tree so that the leaves a learner's function takes
out of their lists are recorded.

Examples
--------
>>> lecture = [[4, 8, 5], [9, 3, 7], [2, 4, 6]]
>>> value(lecture, MINIMAX), value(lecture, ALL_MAX)
(4, 9)
>>> v, leaves = alphabeta(lecture)
>>> v, [leaf_value(lecture, p) for p in leaves]
(4, [4, 8, 5, 9, 3, 2])
>>> tree = Watched.wrap(lecture)
>>> [min(child) for child in tree][:1], Watched.seen(tree)
([4], [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)])
"""

import math

__all__ = ["MINIMAX", "ALL_MAX", "ROOT_MIN", "EXPECTIMAX", "value", "alphabeta", "leaves",
           "leaf_value", "Watched", "plain", "is_leaf"]


def is_leaf(tree):
    """True for a leaf (anything that is not a list or a tuple)."""
    return not isinstance(tree, (list, tuple))


def MINIMAX(depth):
    """MAX at the root, then MIN, MAX, ... (the right rule)."""
    return "max" if depth % 2 == 0 else "min"


def ALL_MAX(depth):
    """The mistake: MIN (O) maximises too."""
    return "max"


def ROOT_MIN(depth):
    """The mistake: the wrong player at the root."""
    return "min" if depth % 2 == 0 else "max"


def EXPECTIMAX(depth):
    """MAX at the root, then a chance node, MAX, chance, ..."""
    return "max" if depth % 2 == 0 else "mean"


def value(tree, kind, depth=0):
    """The value of ``tree`` when a node at ``depth`` is of kind ``kind(depth)``."""
    if is_leaf(tree):
        return tree
    values = [value(child, kind, depth + 1) for child in tree]
    rule = kind(depth)
    if rule == "max":
        return max(values)
    if rule == "min":
        return min(values)
    if rule == "mean":
        return sum(values) / len(values)
    if rule == "floor":
        return sum(values) // len(values)
    if rule == "sum":
        return sum(values)
    raise ValueError(f"unknown node kind {rule!r}")


def leaves(tree, path=()):
    """The paths (tuples of child indices) of every leaf, left to right."""
    if is_leaf(tree):
        return [path]
    return [p for i, child in enumerate(tree) for p in leaves(child, path + (i,))]


def leaf_value(tree, path):
    """The leaf at ``path``."""
    for index in path:
        tree = tree[index]
    return tree


def alphabeta(tree, maximizing=True, *, strict=False, swap=None, prune=True, plant=None):
    """Alpha-beta with children left to right; return ``(value, leaves evaluated)``.

    Parameters
    ----------
    strict : bool
        Cut only on ``v > beta`` / ``v < alpha`` (the right rule cuts on ties).
    swap : {None, "args", "tests", "updates"}
        Plant "alpha and beta swapped": in the recursive call's arguments,
        in the cut tests, or in the bound updates.
    prune : bool
        False evaluates every leaf (plain minimax).
    plant : {None, "min-updates-alpha", "flipped-tests"}
        Plant another mistake: a MIN node raising alpha (the MAX node's
        update copied) instead of lowering beta, or cut tests that compare
        the wrong way (``v <= beta`` at MAX, ``v >= alpha`` at MIN).
    """
    seen = []

    def cut(v, alpha, beta, is_max):
        if not prune:
            return False
        bound = beta if is_max else alpha
        if swap == "tests":
            bound = alpha if is_max else beta
        if strict:
            return v > bound if is_max else v < bound
        if plant == "flipped-tests":
            return v <= bound if is_max else v >= bound
        return v >= bound if is_max else v <= bound

    def visit(node, alpha, beta, is_max, path):
        if is_leaf(node):
            seen.append(path)
            return node
        v = -math.inf if is_max else math.inf
        for i, child in enumerate(node):
            args = (beta, alpha) if swap == "args" else (alpha, beta)
            child_value = visit(child, *args, not is_max, path + (i,))
            v = max(v, child_value) if is_max else min(v, child_value)
            if cut(v, alpha, beta, is_max):
                return v
            if is_max:
                if swap == "updates":
                    beta = min(beta, v)
                else:
                    alpha = max(alpha, v)
            elif swap == "updates" or plant == "min-updates-alpha":
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
        return v

    result = visit(tree, -math.inf, math.inf, maximizing, ())
    return result, seen


def plain(tree):
    """A copy of ``tree`` made of plain lists (no recording)."""
    if isinstance(tree, Watched):
        return [plain(list.__getitem__(tree, i)) for i in range(len(tree))]
    if isinstance(tree, (list, tuple)):
        return [plain(child) for child in tree]
    return tree


class Watched(list):
    """A tree node (a list) that records which leaves are taken out of it.

    A leaf counts as *evaluated* when the learner's function takes it out of
    its parent list (by iterating, indexing or slicing-then-iterating).
    Sub-lists are themselves :class:`Watched`.
    """

    def __init__(self, items=(), paths=None, log=None):
        super().__init__(items)
        self._paths = paths if paths is not None else [(i,) for i in range(len(items))]
        self._log = log if log is not None else []

    @classmethod
    def wrap(cls, tree, path=(), log=None):
        """A watched copy of the plain ``tree``."""
        log = [] if log is None else log
        if is_leaf(tree):
            return tree
        children = [cls.wrap(child, path + (i,), log) for i, child in enumerate(tree)]
        return cls(children, [path + (i,) for i in range(len(children))], log)

    @staticmethod
    def seen(tree):
        """The leaves taken so far, in order, each once."""
        out = []
        for path in tree._log:
            if path not in out:
                out.append(path)
        return out

    def _take(self, index):
        item = list.__getitem__(self, index)
        if is_leaf(item):
            self._log.append(self._paths[index])
        return item

    def __getitem__(self, index):
        if isinstance(index, slice):
            picked = range(len(self))[index]
            return Watched([list.__getitem__(self, i) for i in picked],
                           [self._paths[i] for i in picked], self._log)
        if index < 0:
            index += len(self)
        return self._take(index)

    def __iter__(self):
        for index in range(len(self)):
            yield self._take(index)

    def __reversed__(self):
        for index in range(len(self) - 1, -1, -1):
            yield self._take(index)

    def copy(self):
        return self[:]

    def __deepcopy__(self, memo):
        return plain(self)

    def __reduce_ex__(self, protocol):
        return (list, (plain(self),))
