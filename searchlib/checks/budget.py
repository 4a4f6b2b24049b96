"""Run a learner's function under a budget, so that a runaway search cannot hang the kernel.

:func:`call_with_budget` runs a function with a line tracer
(:func:`sys.settrace`) installed for the duration of the call.  The tracer
counts the lines the function executes, in the function and everything it
calls, and checks the clock; when either limit is passed it raises
:class:`BudgetExceeded` *inside* the learner's code, which unwinds it.

* ``BudgetExceeded`` derives from :class:`BaseException`, so a learner's
  ``except Exception:`` does not swallow it.
* A bare ``except:`` inside a loop could swallow it; then a watchdog thread
  keeps raising it in the checked thread (CPython's asynchronous
  exception) for up to ten seconds, and the check reports the budget even
  if the function eventually returns.  (Code that wraps the *whole* body of
  an endless loop in ``except BaseException`` cannot be stopped by any
  exception, Jupyter's interrupt button included.)
* It works in a Jupyter kernel (the tracer lives only in the thread that
  runs the cell) and in any Python that has :func:`sys.settrace`.  A
  function that blocks inside C code (``time.sleep(60)``) is not
  interrupted until it returns to Python.
* Any tracer that was installed before (a debugger, coverage) is put back
  afterwards.
* The cost: traced code runs about ten times slower (some 0.25 µs a
  line here), which the small cases of a suite do not feel; time a
  learner's function on big inputs outside the check.

Examples
--------
>>> def forever():
...     while True:
...         pass
>>> outcome = call_with_budget(forever, (), budget=Budget(lines=10_000))
>>> outcome.kind, outcome.lines > 10_000
('budget', True)
>>> call_with_budget(sorted, ([3, 1, 2],)).value
[1, 2, 3]
"""

import ctypes
import sys
import threading
import time

__all__ = ["Budget", "BudgetExceeded", "Outcome", "call_with_budget"]


class BudgetExceeded(BaseException):
    """The function ran past its budget of lines or seconds."""


class Budget:
    """How much a learner's function may run in one call.

    Parameters
    ----------
    lines : int or None
        The most Python lines it may execute (every function it calls
        included).  About a million lines take a second or so.  None runs
        the function untraced, at full speed, with only the clock as a
        limit: a watchdog thread stops it (CPython only), which suits long
        runs such as whole games.
    seconds : float
        The most wall-clock seconds.

    Examples
    --------
    >>> Budget()
    Budget(lines=2000000, seconds=5.0)
    >>> Budget(lines=None, seconds=30).describe()
    '30 s'
    """

    __slots__ = ("lines", "seconds")

    def __init__(self, lines=2_000_000, seconds=5.0):
        self.lines = None if lines is None else int(lines)
        self.seconds = float(seconds)

    def __repr__(self):
        return f"Budget(lines={self.lines}, seconds={self.seconds})"

    def describe(self):
        """The budget in words."""
        if self.lines is None:
            return f"{self.seconds:g} s"
        return f"{self.lines:,} lines of Python or {self.seconds:g} s"


class Outcome:
    """What happened when the function was called.

    Attributes
    ----------
    kind : {"value", "error", "budget"}
        It returned a value, raised an exception, or ran out of budget.
    value : object
        The returned value (for ``"value"``).
    error : BaseException or None
        The exception (for ``"error"``).
    where : str or None
        For an error, the name of the function that raised it.
    extra : object
        Anything else a suite's call hook recorded (the leaves a game-tree
        search evaluated, say).
    lines : int
        Lines executed.
    seconds : float
        Time taken.
    """

    __slots__ = ("kind", "value", "error", "where", "extra", "lines", "seconds")

    def __init__(self, kind, value=None, error=None, where=None, lines=0, seconds=0.0):
        self.extra = None
        self.kind = kind
        self.value = value
        self.error = error
        self.where = where
        self.lines = lines
        self.seconds = seconds

    def __repr__(self):
        return f"<Outcome {self.kind}: {self.value if self.kind == 'value' else self.error!r}>"


def _async_raise(thread_id, exc_type):
    """Ask CPython to raise ``exc_type`` in the thread ``thread_id``; False if impossible.

    (Never used to cancel one: on CPython 3.11 clearing a pending
    asynchronous exception with NULL leaves the interpreter spinning.)
    """
    try:
        setter = ctypes.pythonapi.PyThreadState_SetAsyncExc
    except AttributeError:  # pragma: no cover - not CPython
        return False
    return setter(ctypes.c_ulong(thread_id), ctypes.py_object(exc_type)) == 1


def _absorb():
    """A Python-level call: a pending asynchronous exception fires here."""
    return None


def _foreign(frame):
    """True inside installed libraries' code (a GC callback, say): stop the call later.

    An exception raised there is reported as "unraisable" and lost, so the
    budget waits for the next line of the learner's own (or searchlib's) code.
    """
    name = frame.f_code.co_filename
    return "site-packages" in name or "dist-packages" in name


class _Watch:
    """The tracer and the watchdog of one call."""

    def __init__(self, budget):
        self.budget = budget
        self.lines = 0
        self.start = time.perf_counter()
        self.deadline = self.start + budget.seconds
        self.tripped = False
        self.done = False
        self.sent = 0
        self.lock = threading.Lock()
        self.thread_id = threading.get_ident()

    def tracer(self, frame, event, arg):
        if event == "line":
            self.lines += 1
            if self.lines > self.budget.lines or (not self.lines & 15
                                                  and time.perf_counter() > self.deadline):
                # inside a library (a GC callback, say) wait for the learner's own
                # code, but not for ever
                if not _foreign(frame) or self.lines > 2 * self.budget.lines \
                        or time.perf_counter() > self.deadline + 1:
                    self.trip()
        return self.tracer

    def trip(self):
        if not self.tripped:
            self.tripped = True
            threading.Thread(target=self._watchdog, daemon=True).start()
        raise BudgetExceeded(f"stopped after {self.lines:,} lines "
                             f"({time.perf_counter() - self.start:.2f} s)")

    def _watchdog(self):
        # Only needed if the learner's code swallowed the exception raised by
        # the tracer (a bare ``except:``): keep raising it until the call ends.
        for _ in range(500):
            time.sleep(0.02)
            with self.lock:
                if self.done or not _async_raise(self.thread_id, BudgetExceeded):
                    return
                self.sent += 1

    def start_timer(self):
        """For an untraced call: stop it from another thread when time is up."""
        def wait_then_stop():
            while time.perf_counter() < self.deadline:
                time.sleep(min(0.05, max(0.0, self.deadline - time.perf_counter())))
                if self.done:
                    return
            self.tripped = True
            self._watchdog()
        threading.Thread(target=wait_then_stop, daemon=True).start()

    def finish(self, old_tracer):
        # Once ``done`` is set (under the lock) the watchdog sends nothing
        # more; a stop it sent earlier may still be pending, and fires at the
        # next Python call: let it fire here, where it is harmless.
        for _ in range(20):
            try:
                with self.lock:
                    self.done = True
                sys.settrace(old_tracer)
                if self.sent:
                    _absorb()
                    _absorb()
                return
            except BudgetExceeded:
                continue


def _raiser(exc):
    """The name of the innermost function (not this module's tracer) the error came from."""
    tb = exc.__traceback__
    name = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename != __file__:
            name = tb.tb_frame.f_code.co_name
        tb = tb.tb_next
    return name


def call_with_budget(func, args=(), kwargs=None, *, budget=None):
    """Call ``func(*args, **kwargs)`` under ``budget``; return an :class:`Outcome`.

    Never raises because of the function (a ``KeyboardInterrupt`` is
    passed on, so the learner can still stop a check by hand).
    """
    budget = budget or Budget()
    watch = _Watch(budget)
    old = sys.gettrace()
    try:
        try:
            if budget.lines is None:
                watch.start_timer()
            else:
                sys.settrace(watch.tracer)
            value = func(*args, **(kwargs or {}))
        finally:
            watch.finish(old)
    except BudgetExceeded:
        outcome = Outcome("budget")
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - the learner's code may raise anything
        outcome = Outcome("budget" if watch.tripped else "error", error=exc,
                          where=_raiser(exc))
    else:
        outcome = Outcome("budget" if watch.tripped else "value", value=value)
    outcome.lines = watch.lines
    outcome.seconds = time.perf_counter() - watch.start
    return outcome
