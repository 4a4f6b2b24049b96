"""Noticing a learner's function that hands the work to searchlib's own searches.

A "write it yourself" exercise does not pass a call to the library.  Every search of
searchlib (the search core, the game core, the Degrees searches) reads its budget through
:class:`searchlib.budget.Budget` once, when it starts; :class:`LibraryWatch` notices such a
start while the learner's function runs (the check's own oracles never use it).  A call that
fails before it starts (the Degrees search refusing an id it does not know) is noticed by
where its exception came from (:func:`from_library`).  :func:`mentions` says whether a
function's code (or the code of the module functions it calls) names a helper, so that a
failing helper is blamed only when the function relies on it.

Examples
--------
>>> from searchlib import GameTree, minimax
>>> with LibraryWatch() as used:
...     value = minimax(GameTree([[3, 12], [8, 6]])).value
>>> value, used.started
(6, True)
>>> with LibraryWatch() as used:
...     value = max(min(3, 12), min(8, 6))
>>> value, used.started
(6, False)
>>> def helper(board):
...     return board
>>> def caller(board):
...     return helper(board)
>>> mentions(caller, "helper"), mentions(caller, "player")
(True, False)
"""

import inspect
import os
import types

# the module itself, not the package above it (whose lazy names reach the drills, which read
# answers with checks' readers)
from ..budget import Budget as _Budget

__all__ = ["LibraryWatch", "from_library", "mentions", "SEARCH_FILES"]

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: The files of searchlib's searches: an exception raised through one of them came from a
#: library search (the games' rules and trees are not here: a learner's function uses those).
SEARCH_FILES = (os.path.join(_PACKAGE, "search") + os.sep,
                os.path.join(_PACKAGE, "games", "core.py"),
                os.path.join(_PACKAGE, "games", "algorithms.py"),
                os.path.join(_PACKAGE, "degrees", "search.py"),
                os.path.join(_PACKAGE, "degrees", "bidirectional.py"))


class LibraryWatch:
    """A context in which every searchlib search that starts is noticed (``started``)."""

    _active = []

    def __init__(self):
        self.started = False

    def __enter__(self):
        if not LibraryWatch._active:
            real = _Budget.__init__

            def noticing(budget, *args, _real=real, **kwargs):
                for watch in LibraryWatch._active:
                    watch.started = True
                return _real(budget, *args, **kwargs)
            noticing.real = real
            _Budget.__init__ = noticing
        LibraryWatch._active.append(self)
        return self

    def __exit__(self, *exc):
        LibraryWatch._active.remove(self)
        if not LibraryWatch._active:
            _Budget.__init__ = _Budget.__init__.real
        return False


def from_library(error):
    """True when ``error`` was raised on its way through one of searchlib's searches."""
    tb = getattr(error, "__traceback__", None)
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.startswith(SEARCH_FILES):
            return True
        tb = tb.tb_next
    return False


def _codes(code):
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def mentions(func, name, _seen=None):
    """Whether ``func``'s code names ``name``, directly or through the module's functions it
    calls (followed in its globals)."""
    func = inspect.unwrap(func)
    code = getattr(func, "__code__", None)
    space = getattr(func, "__globals__", None)
    if code is None or space is None:
        return True                     # cannot tell: assume it does
    seen = _seen if _seen is not None else set()
    if code in seen:
        return False
    seen.add(code)
    names = {n for c in _codes(code) for n in c.co_names}
    if name in names:
        return True
    return any(mentions(space[n], name, seen) for n in names
               if isinstance(space.get(n), types.FunctionType)
               and space[n].__globals__ is space)
