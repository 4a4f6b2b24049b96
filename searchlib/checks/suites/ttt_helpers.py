"""The functions a Tic-Tac-Toe ``minimax`` relies on, checked before ``minimax`` itself.

A learner's ``minimax`` calls ``player``, ``actions``, ``result``,
``winner``, ``terminal`` and ``utility``.  When one of them is wrong, the
moves ``minimax`` plays are wrong too, and guessing at ``minimax``'s own
mistake would mislead.  So a suite on ``minimax`` (:data:`.tictactoe.MINIMAX`,
:data:`.ttt_games.GAMES`) first looks for those functions among the globals
of ``minimax``'s module (where a notebook defines them), runs each against
its own suite, and, if any fails, says so before anything else
(:class:`HelpersPattern`).  Functions it does not find (a method, other
names) are not judged.

Examples
--------
>>> from searchlib.checks.suites import ttt_rules as R
>>> broken_helpers(R.minimax_move, fresh=True)      # the check's own rules pass
[]
"""

import inspect

from ..budget import call_with_budget
from ..legacy import Pattern

__all__ = ["HELPERS", "broken_helpers", "HelpersPattern", "probing", "helpers_ok",
           "forget_helpers"]

#: The learner's functions that ``minimax`` calls, in the order they are written.
HELPERS = ("player", "actions", "result", "winner", "terminal", "utility")
_BROKEN = {}


def broken_helpers(func, *, fresh=False):
    """The helpers in ``func``'s module globals that fail their own suites (a list).

    The answer is kept for ``func`` until ``fresh=True`` (each check run
    starts afresh, so a helper fixed in the meantime is seen).
    """
    if fresh:
        _BROKEN.clear()
    if func is None:
        return []
    key = id(func)
    if key not in _BROKEN:
        from ..legacy import run_suite
        from .tictactoe import SUITES
        space = getattr(inspect.unwrap(func), "__globals__", None) or {}
        _BROKEN[key] = [name for name in HELPERS if callable(space.get(name))
                        and run_suite(space[name], SUITES[name]).status != "passed"]
    return _BROKEN[key]


class HelpersPattern(Pattern):
    """A suite's first pattern: it names the helpers that fail their own checks."""

    def __init__(self, what="minimax"):
        super().__init__("underneath", "", self._test)
        self.what = what
        self.found = []

    def _test(self, trials):
        return bool(self.found)

    @property
    def text(self):
        names = ", ".join(self.found)
        first = self.found[0] if self.found else ""
        one = len(self.found) == 1
        return (f"{self.what} relies on {names}, which "
                f"{'fails its own check' if one else 'fail their own checks'} "
                f"(lesson.check(\"{first}\", {first})): fix {'it' if one else 'them'} first.")

    @text.setter
    def text(self, value):      # the text is always worked out from what was found
        pass


def forget_helpers(pattern):
    """Start a check run afresh: nothing found yet, every helper to be judged again."""
    pattern.found = []
    _BROKEN.clear()


def probing(pattern, inner=None):
    """A suite's call hook: find the failing helpers (once a run), then call."""
    def call(func, args, kwargs, budget):
        pattern.found = broken_helpers(func)
        if inner is not None:
            return inner(func, args, kwargs, budget)
        return call_with_budget(func, args, kwargs, budget=budget)
    return call


def helpers_ok(pattern, test):
    """``test``, asked only when no helper fails (otherwise ``pattern`` speaks)."""
    return lambda trials: not pattern.found and test(trials)
