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
import numbers
from collections import deque

__all__ = ["freeze", "same", "plain", "AnyOf", "UNKNOWN", "LIMIT"]

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
    attributes, and the slots of objects compared by value; not a check's own
    recorders, marked ``not_input``) are followed, at most :data:`LIMIT` objects and :data:`DEPTH`
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
    if getattr(type(obj), "not_input", False):       # a check's own recorder
        return ("object", name, key)
    attributes = getattr(obj, "__dict__", None)
    # slots are followed for value-like objects (a class with its own __eq__, such as a game
    # tree's nodes); a check's watching objects keep theirs
    slots = _slot_values(obj) if type(obj).__eq__ is not object.__eq__ else {}
    if isinstance(attributes, dict) or slots:
        found = dict(attributes) if isinstance(attributes, dict) else {}
        found.update(slots)
        # the dict is made here, so it is not memoised (its id may be reused once it goes)
        return (name, ("dict", tuple((_freeze(k, memo, depth + 1, count),
                                      _freeze(v, memo, depth + 1, count))
                                     for k, v in found.items())))
    return ("object", name, key)


def _slot_values(obj):
    """The values held in ``obj``'s ``__slots__`` (read directly, no learner's code run)."""
    found = {}
    for klass in type(obj).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for slot in (slots,) if isinstance(slots, str) else slots:
            if slot in ("__dict__", "__weakref__") or slot in found:
                continue
            descriptor = klass.__dict__.get(slot)
            if descriptor is not None and hasattr(descriptor, "__get__"):
                try:
                    found[slot] = descriptor.__get__(obj, klass)
                except AttributeError:          # an empty slot
                    continue
    return found


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


class AnyOf(frozenset):
    """Several answers equally right: what a reference or a planted mistake returns on a tie.

    :func:`plain` makes it ``("any", answers)``; an observation holding it
    matches any of the answers.
    """


def _each(items, depth, count, pairs=False):
    """The plain copies of ``items``, or None once more than LIMIT values were read."""
    out = []
    for item in items:
        if count[0] > LIMIT:
            return None
        out.append((plain(item[0], depth + 1, count), plain(item[1], depth + 1, count))
                   if pairs else plain(item, depth + 1, count))
    return out


def plain(value, _depth=0, _count=None):
    """A hashable, comparable copy of ``value`` made of plain data (bounded).

    Lists, tuples and deques become tuples tagged ``"seq"`` (so a path may be
    a list or a tuple), sets ``"set"``, dicts ``"dict"``; a bool is tagged so
    that ``True`` never equals ``1``; a float is rounded to 9 decimals (so sums
    in another order still compare equal); a numpy scalar counts as the bool,
    int or float it holds; anything else is its type's name.
    Never calls the learner's ``__eq__``, ``__hash__`` or ``__repr__``.

    Examples
    --------
    >>> plain(["A", ("B", 2)]) == plain(("A", ["B", 2]))
    True
    >>> plain(True) == plain(1), plain(0.1 + 0.2) == plain(0.3)
    (False, True)
    >>> plain({2, 1}), plain(object())
    (('set', frozenset({1, 2})), ('object', 'object'))
    """
    count = [0] if _count is None else _count
    count[0] += 1
    if count[0] > LIMIT or _depth > 60:
        return ("too big", type(value).__name__)
    kind = type(value)
    if value is None or kind in (int, str):
        return value
    if kind is bool:
        return ("bool", value)
    if kind.__module__ == "numpy":           # a numpy scalar behaves as its Python value
        if kind.__name__ in ("bool_", "bool"):
            return ("bool", bool(value))
        if isinstance(value, numbers.Integral):
            return int(value)
        if isinstance(value, numbers.Real):
            return plain(float(value), _depth, count)
    if kind is float:
        return "nan" if value != value else round(value, 9)
    if isinstance(value, (list, tuple, deque)):
        items = (list.__iter__(value) if isinstance(value, list) else tuple.__iter__(value)
                 if isinstance(value, tuple) else deque.__iter__(value))
        found = _each(items, _depth, count)
        return ("too big", kind.__name__) if found is None else ("seq", tuple(found))
    if kind is AnyOf:
        return ("any", frozenset(plain(x, _depth + 1, count) for x in value))
    if isinstance(value, (set, frozenset)):
        base = set if isinstance(value, set) else frozenset
        found = _each(base.__iter__(value), _depth, count)
        return ("too big", kind.__name__) if found is None else ("set", frozenset(found))
    if isinstance(value, dict):
        found = _each(dict.items(value), _depth, count, pairs=True)
        return ("too big", kind.__name__) if found is None else ("dict", frozenset(found))
    if isinstance(value, (int, float, str)):          # subclasses: their base value
        return plain((int if isinstance(value, int) else float if isinstance(value, float)
                      else str)(value), _depth, count)
    return ("object", kind.__name__)
