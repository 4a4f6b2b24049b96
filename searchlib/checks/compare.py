"""Comparing what a learner's function returned, and noticing changed inputs.

:func:`freeze` takes a snapshot of an object's contents (to notice a
function that changes its input); :func:`same` compares answers treating
lists and tuples alike.  Both are bounded: they follow at most
:data:`LIMIT` objects and never consume an iterator, so a returned value of
ten million items, a list nested 100,000 deep or an endless iterator
attached to an input cannot make them hang or exhaust memory.
"""

import inspect
import itertools
from collections import deque

__all__ = ["freeze", "same", "UNKNOWN", "LIMIT"]

#: The most objects :func:`freeze` and :func:`same` look at.
LIMIT = 100_000
#: The deepest nesting they follow.
DEPTH = 500


class _Unknown:
    """A snapshot too big to take: equal to nothing, not even itself."""

    def __eq__(self, other):
        return False

    def __ne__(self, other):
        return True

    __hash__ = None

    def __repr__(self):
        return "UNKNOWN"


#: What :func:`freeze` returns for an object too big or too deep to follow.
UNKNOWN = _Unknown()


class _TooBig(Exception):
    pass


def freeze(obj, _memo=None):
    """A comparable snapshot of ``obj``'s contents, to notice changes (or :data:`UNKNOWN`).

    Lists, tuples, dicts, sets, deques and plain objects (through their
    attributes) are followed, at most :data:`LIMIT` objects and :data:`DEPTH`
    levels deep; functions, classes, modules, iterators and other objects
    are compared by identity (an iterator is never consumed).

    Examples
    --------
    >>> board = [[None, "X"], ["O", None]]
    >>> before = freeze(board)
    >>> board[0][0] = "X"
    >>> before == freeze(board)
    False
    >>> nested = []
    >>> for _ in range(10_000):
    ...     nested = [nested]
    >>> freeze(nested) is UNKNOWN
    True
    """
    memo = _memo if _memo is not None else {}
    try:
        return _freeze(obj, memo, 0, [0])
    except (_TooBig, RecursionError):
        return UNKNOWN


def _freeze(obj, memo, depth, count):
    count[0] += 1
    if count[0] > LIMIT or depth > DEPTH:
        raise _TooBig
    if obj is None or type(obj) in (bool, int, float, complex, str, bytes):
        return obj
    key = id(obj)
    if key in memo:
        return ("cycle", memo[key])
    memo[key] = len(memo)
    name = type(obj).__name__
    if isinstance(obj, list):
        return (name, tuple(_freeze(x, memo, depth + 1, count) for x in list.__iter__(obj)))
    if isinstance(obj, tuple):
        return (name, tuple(_freeze(x, memo, depth + 1, count) for x in tuple.__iter__(obj)))
    if isinstance(obj, dict):
        return ("dict", tuple((_freeze(k, memo, depth + 1, count),
                               _freeze(v, memo, depth + 1, count)) for k, v in dict.items(obj)))
    if isinstance(obj, (set, frozenset)):
        items = [_freeze(x, memo, depth + 1, count) for x in set.__iter__(set(obj))]
        return ("set", frozenset(items)) if all(_hashable(i) for i in items) else (
            "set", tuple(sorted(map(repr, items))))
    if isinstance(obj, deque):
        return ("deque", tuple(_freeze(x, memo, depth + 1, count) for x in deque.__iter__(obj)))
    if isinstance(obj, (int, float, str, bytes)):
        return (name, obj)
    if inspect.isroutine(obj) or inspect.isclass(obj) or inspect.ismodule(obj):
        return ("object", key)
    attributes = getattr(obj, "__dict__", None)
    if isinstance(attributes, dict):
        return (name, _freeze(dict(attributes), memo, depth + 1, count))
    return ("object", name, key)


def _hashable(value):
    try:
        hash(value)
    except TypeError:
        return False
    return True


def same(a, b):
    """Equal, treating lists, tuples and other sequences of equal items alike.

    Never raises: a learner's ``__eq__`` that fails counts as "not equal",
    and so does anything nested deeper than :data:`DEPTH` or bigger than
    :data:`LIMIT`.

    Examples
    --------
    >>> same(("A", "B"), ["A", "B"]), same([1, 2], [2, 1])
    (True, False)
    >>> same(iter(range(10**12)), [0, 1])
    False
    """
    try:
        return _same(a, b, 0, [0])
    except (_TooBig, RecursionError):
        return False


_SEQUENCES = (list, tuple, deque)


def _items(value, most):
    """Up to ``most + 1`` items of a sequence or iterable (never more), or None."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        return None
    try:
        return list(itertools.islice(iter(value), most + 1))
    except Exception:  # noqa: BLE001 - a learner's iterator may fail
        return None


def _same(a, b, depth, count):
    count[0] += 1
    if count[0] > LIMIT or depth > DEPTH:
        raise _TooBig
    if isinstance(a, _SEQUENCES) or isinstance(b, _SEQUENCES):
        if isinstance(a, _SEQUENCES) and isinstance(b, _SEQUENCES) and len(a) != len(b):
            return False
        most = len(a) if isinstance(a, _SEQUENCES) else len(b)
        left, right = _items(a, most), _items(b, most)
        if left is None or right is None or len(left) != len(right):
            return False
        return all(_same(x, y, depth + 1, count) for x, y in zip(left, right))
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - a learner's object may compare badly
        return False
