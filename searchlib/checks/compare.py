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
from decimal import Decimal
from fractions import Fraction

__all__ = ["freeze", "same", "plain", "native", "as_builtin", "AnyOf", "UNKNOWN", "LIMIT"]

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


_NUMPY_KINDS = (("bool", bool), ("bool_", bool), ("integer", int), ("floating", float),
                ("str_", str))


def as_builtin(value):
    """The built-in value a number of another library's type stands for, or ``value`` itself.

    numpy's integer, floating and bool scalars (and its strings) become the ``int``,
    ``float``, ``bool`` (and ``str``) they equal; a :class:`~fractions.Fraction` or a
    :class:`~decimal.Decimal` becomes an ``int`` when it is a whole number, else a ``float``.
    numpy is never imported: its values are known by their type's module.  Anything else,
    a string of digits included, is returned as it is.

    Examples
    --------
    >>> as_builtin(Fraction(6, 3)), as_builtin(Fraction(1, 4)), as_builtin(Decimal("2.50"))
    (2, 0.25, 2.5)
    >>> as_builtin("0"), as_builtin(True)
    ('0', True)
    """
    kind = type(value)
    if kind is Fraction:
        return int(value) if value.denominator == 1 else float(value)
    if kind is Decimal:
        if not value.is_finite():
            return float("nan") if value.is_nan() else float(value)
        return int(value) if value == value.to_integral_value() else float(value)
    if getattr(kind, "__module__", None) == "numpy":
        names = {klass.__name__ for klass in kind.__mro__}
        for name, builtin in _NUMPY_KINDS:
            if name in names:
                return builtin(value)
    return value


def native(value):
    """``value`` with every number of another library's type made built-in (:func:`as_builtin`).

    Lists, tuples, sets, frozensets, dicts and deques (of exactly those types) are followed,
    at most :data:`LIMIT` values and :data:`DEPTH` levels deep; one that holds no such number
    is returned as it is (the same object), one that does is copied with the numbers changed.
    A value too big or too deep to follow is returned unchanged.

    Examples
    --------
    >>> native([(Fraction(1, 2), "X"), {Fraction(4, 2)}])
    [(0.5, 'X'), {2}]
    >>> board = [["X", None]]
    >>> native(board) is board
    True
    """
    try:
        return _native(value, [0], 0)
    except (_TooBig, RecursionError):
        return value


def _native(value, count, depth):
    count[0] += 1
    if count[0] > LIMIT or depth > DEPTH:
        raise _TooBig
    kind = type(value)
    if value is None or kind in (bool, int, float, str):
        return value
    if kind in (list, tuple, deque, set, frozenset, dict) and len(value) > LIMIT - count[0]:
        raise _TooBig                   # too many to follow: not copied first
    if kind in (list, tuple, deque, set, frozenset):
        items = list(kind.__iter__(value))
        new = [_native(x, count, depth + 1) for x in items]
        if all(a is b for a, b in zip(items, new)) or (
                kind in (set, frozenset) and not all(map(_built_in_key, new))):
            return value
        return deque(new, value.maxlen) if kind is deque else kind(new)
    if kind is dict:
        items = list(dict.items(value))
        new = [(_native(k, count, depth + 1), _native(v, count, depth + 1)) for k, v in items]
        if all(a is c and b is d for (a, b), (c, d) in zip(items, new)) or not all(
                _built_in_key(k) for k, _ in new):
            return value
        return dict(new)
    return as_builtin(value)


def _built_in_key(value, depth=0):
    """True for a key made of built-in values only (hashing it runs no code of the learner's)."""
    kind = type(value)
    if value is None or kind in (bool, int, float, str, bytes):
        return True
    return kind in (tuple, frozenset) and depth < DEPTH and all(
        _built_in_key(x, depth + 1) for x in kind.__iter__(value))


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
    obj = as_builtin(obj)
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
    in another order still compare equal); a number of numpy's, a Fraction or a
    Decimal is the built-in number it equals (:func:`as_builtin`); anything else
    is its type's name.
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
    value = as_builtin(value)
    kind = type(value)
    if value is None or kind in (int, str):
        return value
    if kind is bool:
        return ("bool", value)
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
