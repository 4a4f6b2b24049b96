"""Comparing what a learner's function returned, and noticing changed inputs.

:func:`freeze` takes a snapshot of an object's contents (to notice a
function that changes its input); :func:`same` compares answers treating
lists and tuples alike.
"""

import inspect

__all__ = ["freeze", "same"]


def freeze(obj, _memo=None):
    """A comparable snapshot of ``obj``'s contents, to notice changes.

    Lists, tuples, dicts, sets and plain objects (through their attributes)
    are followed; functions are compared by identity.

    Examples
    --------
    >>> board = [[None, "X"], ["O", None]]
    >>> before = freeze(board)
    >>> board[0][0] = "X"
    >>> before == freeze(board)
    False
    """
    memo = _memo if _memo is not None else {}
    key = id(obj)
    if key in memo:
        return ("cycle", memo[key])
    if obj is None or isinstance(obj, (bool, int, float, complex, str, bytes)):
        return obj
    memo[key] = len(memo)
    if isinstance(obj, (list, tuple)):
        return (type(obj).__name__, tuple(freeze(x, memo) for x in obj))
    if isinstance(obj, dict):
        return ("dict", tuple((freeze(k, memo), freeze(v, memo)) for k, v in obj.items()))
    if isinstance(obj, (set, frozenset)):
        return ("set", frozenset(freeze(x, memo) for x in obj))
    if callable(obj) and not hasattr(obj, "__dict__"):
        return ("callable", key)
    if inspect.isroutine(obj) or inspect.isclass(obj) or inspect.ismodule(obj):
        return ("object", key)
    if hasattr(obj, "__dict__"):
        return (type(obj).__name__, freeze(vars(obj), memo))
    if hasattr(obj, "__iter__"):
        try:
            return (type(obj).__name__, tuple(freeze(x, memo) for x in list(obj)))
        except TypeError:
            pass
    return ("repr", repr(obj))


def same(a, b):
    """Equal, treating lists, tuples and other sequences of equal items alike.

    Examples
    --------
    >>> same(("A", "B"), ["A", "B"]), same([1, 2], [2, 1])
    (True, False)
    """
    seq = (list, tuple)
    if isinstance(a, seq) or isinstance(b, seq):
        if not (isinstance(a, seq) or hasattr(a, "__iter__")) or isinstance(a, (str, dict)):
            return False
        if not (isinstance(b, seq) or hasattr(b, "__iter__")) or isinstance(b, (str, dict)):
            return False
        a, b = list(a), list(b)
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - a learner's object may compare badly
        return False
