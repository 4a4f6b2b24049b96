"""The nested notation for game trees: explicit nodes, labelled leaves, checks.

Plain lists and numbers say most of a tree; these classes say the rest
(whose turn it is, chance and its odds, labels, estimates).  See
:mod:`searchlib.games.tree` for the whole notation.

Examples
--------
>>> Chance([0, 10], [0.5, 0.5])
Chance([0, 10], probs=[0.5, 0.5])
>>> Max([3, Leaf(8, "f")], label="X1")
Max([3, Leaf(8, 'f')], label='X1')
"""

import math
import numbers

from ..errors import GameError

__all__ = ["Node", "Max", "Min", "Chance", "Player", "Leaf", "letters"]

_CH = -1  # role number of a chance node


class Node:
    """An inner node written explicitly: children plus what the list cannot say.

    Parameters
    ----------
    children : list
        The children, left to right (leaves, lists or nodes).
    role : {"max", "min", "chance"} or int, optional
        Whose turn it is; an int is a player number (1, 2, 3, ...) in a
        game of more than two players.  None: the turn after the parent's.
    probs : list of float, optional
        For a chance node, the probability of each child.
    label : str, optional
        The node's name in drawings and messages.
    estimate : number or tuple, optional
        What an evaluation function says about this node, used when a
        depth-limited search stops here.
    """

    __slots__ = ("children", "role", "probs", "label", "estimate")

    def __init__(self, children, *, role=None, probs=None, label=None, estimate=None):
        self.children = children
        self.role = role
        self.probs = probs
        self.label = label
        self.estimate = estimate

    def __eq__(self, other):
        return type(self) is type(other) and all(
            getattr(self, k) == getattr(other, k) for k in self.__slots__)

    __hash__ = None

    def __repr__(self):
        extra = "".join(f", {k}={getattr(self, k)!r}" for k in ("probs", "label", "estimate")
                        if getattr(self, k) is not None)
        role = "" if self.role is None else f", role={self.role!r}"
        return f"{type(self).__name__}({self.children!r}{role}{extra})"


class Max(Node):
    """An inner node where MAX moves: ``Max([3, 12, 8])``."""

    def __init__(self, children, *, label=None, estimate=None):
        super().__init__(children, role="max", label=label, estimate=estimate)

    def __repr__(self):
        return super().__repr__().replace(", role='max'", "")


class Min(Node):
    """An inner node where MIN moves: ``Min([3, 12, 8])``."""

    def __init__(self, children, *, label=None, estimate=None):
        super().__init__(children, role="min", label=label, estimate=estimate)

    def __repr__(self):
        return super().__repr__().replace(", role='min'", "")


class Chance(Node):
    """A chance node: ``Chance([0, 10], [0.5, 0.5])`` (equal odds when omitted)."""

    def __init__(self, children, probs=None, *, label=None, estimate=None):
        super().__init__(children, role="chance", probs=probs, label=label, estimate=estimate)

    def __repr__(self):
        return super().__repr__().replace(", role='chance'", "")


class Player(Node):
    """An inner node where player ``number`` (1, 2, 3, ...) moves, for max^n trees."""

    def __init__(self, number, children, *, label=None, estimate=None):
        super().__init__(children, role=number, label=label, estimate=estimate)


class Leaf:
    """A leaf with a label: ``Leaf(8, "f")``."""

    __slots__ = ("value", "label")

    def __init__(self, value, label=None):
        self.value = value
        self.label = label

    def __eq__(self, other):
        return isinstance(other, Leaf) and (self.value, self.label) == (other.value, other.label)

    __hash__ = None

    def __repr__(self):
        return f"Leaf({self.value!r}, {self.label!r})"


def letters(i, upper=True):
    """The i-th name in the sequence A, B, ..., Z, AA, AB, ...

    Examples
    --------
    >>> letters(0), letters(25), letters(26), letters(1, upper=False)
    ('A', 'Z', 'AA', 'b')
    """
    name = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        name = chr(65 + r) + name
    return name if upper else name.lower()


def _is_number(x):
    return isinstance(x, numbers.Real) and not isinstance(x, bool)


def _where(path):
    return "the root" if not path else f"the node at path {path}"


def _fmt(v):
    if isinstance(v, tuple):
        return "(" + ", ".join(_fmt(x) for x in v) + ")"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return f"{v:g}" if isinstance(v, float) else str(v)


def _leaf_kind(item):
    if isinstance(item, Leaf):
        item = item.value
    if isinstance(item, tuple):
        return len(item)
    return 0


#: A marker on a walk's stack: the list whose id follows has been left.
_LEAVE = object()


class _PathOf:
    """The path (child positions) of node ``i`` of a walk, worked out only when printed.

    Messages name a node by its path; storing a path per node would cost
    memory in proportion to the depth squared on a long chain, so the path
    is read back through the parents when a message needs it.
    """

    __slots__ = ("owner", "i")

    def __init__(self, owner, i):
        self.owner, self.i = owner, i

    def __bool__(self):                 # the root's path is empty
        return self.owner._parent[self.i] >= 0

    def __str__(self):
        out, i = [], self.i
        while self.owner._parent[i] >= 0:
            out.append(self.owner._pos[i])
            i = self.owner._parent[i]
        return str(tuple(reversed(out)))

    __repr__ = __str__

    def __format__(self, spec):
        return format(str(self), spec)


class _Walk:
    """The parents and positions a walk has met (what :class:`_PathOf` reads)."""

    __slots__ = ("_parent", "_pos")

    def __init__(self):
        self._parent, self._pos = [], []


def _count_players(nested):
    """Scan the leaves: (number of players, whether leaves are tuples)."""
    sizes = {}
    walk = _Walk()
    todo = [(nested, -1, 0)]
    inside = set()
    while todo:
        item, parent, k = todo.pop()
        if item is _LEAVE:
            inside.discard(parent)
            continue
        i = len(walk._parent)
        walk._parent.append(parent)
        walk._pos.append(k)
        if isinstance(item, Leaf):
            item = item.value
        node = item
        if isinstance(item, Node):
            item = item.children
        if isinstance(item, list) or (isinstance(item, tuple) and item and
                                      not all(_is_number(x) for x in item) and
                                      any(isinstance(x, (list, tuple, Node, Leaf)) for x in item)):
            if id(node) in inside:
                raise GameError(f"{_where(_PathOf(walk, i))} contains itself: a list inside its "
                                "own children makes an endless tree, not a game tree")
            inside.add(id(node))
            todo.append((_LEAVE, id(node), None))
            for k, child in enumerate(item):
                todo.append((child, i, k))
        else:
            sizes.setdefault(_leaf_kind(item), _PathOf(walk, i))
    if not sizes:
        return 2, False   # no leaf at all: the walk in _build names the empty node
    if len(sizes) > 1:
        (a, pa), (b, pb) = sorted(sizes.items(), key=lambda kv: kv[0])[:2]
        what = {0: "a number"}
        raise GameError(f"leaves must all be numbers or all be tuples of the same size: the leaf "
                        f"at path {pa} is {what.get(a, f'a tuple of {a}')} but the leaf at path "
                        f"{pb} is {what.get(b, f'a tuple of {b}')}")
    size = next(iter(sizes))
    if size == 1:
        raise GameError("a tuple leaf needs one utility per player, 2 or more")
    return (size, True) if size else (2, False)


def _check_leaf(item, path, multi, n, what):
    where = f"the {what} at path {path}" if path else f"the {what} at the root"
    if multi:
        ok = isinstance(item, tuple) and len(item) == n and all(_is_number(x) for x in item)
        if ok and not any(isinstance(x, float) and math.isnan(x) for x in item):
            return
        raise GameError(f"{where} is {item!r}: it must be a tuple of {n} numbers")
    if _is_number(item) and not (isinstance(item, float) and math.isnan(item)):
        return
    raise GameError(f"{where} is {item!r}: a leaf must be a number (or a tuple of numbers "
                    "for more than two players)")


def _check_probs(probs, k, path):
    if probs is None:
        return tuple([1 / k] * k)
    try:
        probs = tuple(probs)
    except TypeError:
        raise GameError(f"the probabilities at {_where(path)[4:]} must be a list") from None
    if len(probs) != k:
        raise GameError(f"the chance node at {_where(path)[4:]} has {k} children but "
                        f"{len(probs)} probabilities")
    if not all(_is_number(p) and p >= 0 for p in probs):
        raise GameError(f"the probabilities at the chance node at {_where(path)[4:]} must be "
                        f"numbers of 0 or more, not {list(probs)}")
    total = sum(probs)
    if abs(total - 1) > 1e-9:
        raise GameError(f"the probabilities at the chance node at {_where(path)[4:]} sum to "
                        f"{total:g}, not 1")
    return probs
