"""Run one call of a learner's function under a budget: :func:`call_with_budget`.

A check runs in a child process (:mod:`~searchlib.checks.sandbox`), and
there a budget is processor time: a timer (``SIGALRM``) looks at the
processor time the child has used and raises :class:`BudgetExceeded` in
the learner's code once the call has used its seconds, and from then on at
every line it runs (and every 50 ms), so that a bare ``except:`` cannot
swallow it.  Counting processor time, not the clock, a run is judged the
same on a busy machine as on a quiet one; a call that waits instead of
working (``time.sleep``) is stopped after
:func:`~searchlib.checks.sandbox.waited` seconds on the clock.  A call
that still does not stop (a loop inside a built-in function such as
``sum(range(10**10))`` never looks at signals) is stopped by force one
second later, with the whole child.  The call runs at full speed.

Where there is no child (Windows, ``SEARCHLIB_CHECKS_ISOLATION=none``), the
call runs inside the kernel under a line tracer (:func:`sys.settrace`) that
counts the lines executed, in the function and everything it calls, and
reads the clock; past either limit it raises :class:`BudgetExceeded` in the
learner's code, and again every 50 ms from a watchdog thread (CPython turns
a tracer off once it raises), so that an ``except:`` in a loop cannot
swallow it for long.  That mode cannot stop everything, and says so:

* a loop that produces no line events (``while True: pass`` on Python
  3.11+), a loop inside C code, ``time.sleep(1000)``, a blocking call or a
  thread the code starts run on until they end by themselves (Jupyter's
  interrupt button still works for the first and the third);
* memory is not limited;
* the learner's arguments are deep copies, but anything else the code
  changes (its own globals) stays changed;
* traced code runs about ten times slower (``lines=None`` turns the line
  count off but keeps the tracer for the clock).

:class:`BudgetExceeded` derives from :class:`BaseException`, so a learner's
``except Exception:`` does not swallow it; it is never raised inside this
module's own code.

Examples
--------
>>> def forever():
...     while True:
...         x = 1
>>> call_with_budget(forever, (), budget=Budget(lines=10_000, seconds=0.5)).kind
'budget'
>>> call_with_budget(sorted, ([3, 1, 2],)).value
[1, 2, 3]
"""

import os
import signal
import sys
import threading
import time

from .sandbox import in_child, notify, waited

__all__ = ["Budget", "BudgetExceeded", "Outcome", "call_with_budget", "short_error"]


class BudgetExceeded(BaseException):
    """The function ran past its budget of lines or seconds."""


class Budget:
    """How much a learner's function may run in one call.

    Parameters
    ----------
    lines : int or None
        Only inside the kernel (no child process): the most Python lines it
        may execute, every function it calls included (about a million take
        a second).  None: the clock only.
    seconds : float
        The most seconds: of processor time in a check's child process, on
        the clock inside the kernel.

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

    def applied(self):
        """The budget as it is applied here: in a child process the clock only."""
        if in_child() or self.lines is None:
            return Budget(None, self.seconds)
        return self

    def describe(self):
        """The budget in words, as it is applied here."""
        budget = self.applied()
        if budget.lines is None:
            return f"{budget.seconds:g} s"
        return f"{budget.lines:,} lines of Python or {budget.seconds:g} s"


class Outcome:
    """What happened when the function was called.

    Attributes
    ----------
    kind : {"value", "error", "budget", "skipped"}
        It returned a value, raised an exception, ran out of budget, or was
        not run at all (``reason`` says why).
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
        Lines executed (0 when they were not counted).
    seconds : float
        Time taken, on the clock.
    counted : float
        The seconds as the budget counts them: processor time in a check's
        child process, the clock inside the kernel.
    budget : Budget or None
        The budget as applied.
    reason : str or None
        For ``"skipped"``: why the call was not made.
    """

    __slots__ = ("kind", "value", "error", "where", "extra", "lines", "seconds", "counted",
                 "budget", "reason")

    def __init__(self, kind, value=None, error=None, where=None, lines=0, seconds=0.0,
                 budget=None, reason=None):
        self.extra = None
        self.kind = kind
        self.value = value
        self.error = error
        self.where = where
        self.lines = lines
        self.seconds = seconds
        self.counted = seconds
        self.budget = budget
        self.reason = reason

    @classmethod
    def skipped(cls, reason):
        """A call that was not made, and why."""
        return cls("skipped", reason=reason)

    def __repr__(self):
        shown = self.value if self.kind == "value" else self.error or self.reason
        return f"<Outcome {self.kind}: {shown!r}>"


def short_error(error, limit=300):
    """``"Type: message"`` of an exception, shortened, whatever its ``__str__`` does.

    Examples
    --------
    >>> short_error(ValueError("x" * 1000), 20)
    'ValueError: xxxxxxx…'
    """
    name = type(error).__name__
    try:
        text = str(error)
    except BaseException:  # noqa: BLE001 - a learner's exception may not print
        text = "(its message could not be shown)"
    text = f"{name}: {text}" if text else name
    return text if len(text) <= limit else text[:limit - 1] + "…"


_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _raiser(exc):
    """The name of the innermost named function of the learner's the error came from.

    searchlib's own frames (the check's drivers) and unnamed code
    (``<listcomp>``, ``<lambda>``, ``<module>``) are passed over: a report
    names only a function the learner wrote.
    """
    tb = exc.__traceback__
    name = None
    while tb is not None:
        code = tb.tb_frame.f_code
        if not code.co_filename.startswith(_PACKAGE) and not code.co_name.startswith("<"):
            name = _named(code)
        tb = tb.tb_next
    return name


def _named(code):
    """A function's name as its author reads it: a method with its class
    (``GreedyFrontier.remove``), a nested function by its own name alone."""
    parts = getattr(code, "co_qualname", code.co_name).split(".")
    if len(parts) > 1 and not parts[-2].startswith("<"):
        return f"{parts[-2]}.{parts[-1]}"
    return code.co_name


def _ours(frame):
    """True when ``frame`` runs this module's code (never interrupted)."""
    return frame is not None and frame.f_code.co_filename == __file__


# -- in a child process: a timer ---------------------------------------------------------

class _Alarm:
    __slots__ = ("cpu", "wall", "tripped", "closed")

    def __init__(self, cpu, wall):
        self.cpu = cpu                  # a deadline in processor time (time.process_time)
        self.wall = wall                # and one on the clock (time.monotonic)
        self.tripped = False
        self.closed = False


_ALARMS = []
_REPEAT = 0.05


def _arm():
    """Wake up when the call may be due: its processor time cannot run out sooner (one
    thread), and with more threads a quarter of a second late at most."""
    if not _ALARMS:
        signal.setitimer(signal.ITIMER_REAL, 0)
        return
    alarm = _ALARMS[-1]
    left = min(alarm.cpu - time.process_time(), alarm.wall - time.monotonic(), 0.25)
    signal.setitimer(signal.ITIMER_REAL, max(left, 0.001))


def _due(alarm):
    return (time.process_time() >= alarm.cpu - 0.001
            or time.monotonic() >= alarm.wall - 0.001)


def _stop_at_every_line(frame, event, arg):
    """Once a call is past its budget: raise at every line, so no ``except:`` swallows it."""
    if event == "line" and _ALARMS and _ALARMS[-1].tripped and not _ALARMS[-1].closed \
            and not _ours(frame):
        raise BudgetExceeded("the call ran past its budget")
    return _stop_at_every_line


def _on_alarm(signum, frame):
    if not _ALARMS:
        return
    alarm = _ALARMS[-1]
    if alarm.closed or not (alarm.tripped or _due(alarm)):
        _arm()
        return
    if _ours(frame):                    # never inside this module: try again soon
        signal.setitimer(signal.ITIMER_REAL, 0.005)
        return
    if not alarm.tripped:
        alarm.tripped = True
        sys.settrace(_stop_at_every_line)
        while frame is not None:
            if not _ours(frame):
                frame.f_trace = _stop_at_every_line
            frame = frame.f_back
    signal.setitimer(signal.ITIMER_REAL, _REPEAT)       # and again, for loops with no lines
    raise BudgetExceeded("the call ran past its budget")


def _open(seconds):
    if signal.getsignal(signal.SIGALRM) is not _on_alarm:
        signal.signal(signal.SIGALRM, _on_alarm)
    cpu, wall = time.process_time() + seconds, time.monotonic() + waited(seconds)
    if _ALARMS:
        cpu, wall = min(cpu, _ALARMS[-1].cpu), min(wall, _ALARMS[-1].wall)
    alarm = _Alarm(cpu, wall)
    _ALARMS.append(alarm)
    _arm()
    return alarm


def _close(alarm):
    alarm.closed = True
    if alarm in _ALARMS:
        del _ALARMS[_ALARMS.index(alarm):]
    if alarm.tripped and not any(a.tripped for a in _ALARMS):
        sys.settrace(None)
    _arm()


def _call_timed(func, args, kwargs, budget):
    notify("start", budget.seconds)
    start, cpu = time.perf_counter(), time.process_time()
    alarm = _open(budget.seconds)
    try:
        try:
            value = func(*args, **kwargs)
        finally:
            _close(alarm)
    except BudgetExceeded:
        outcome = Outcome("budget")
    except KeyboardInterrupt:
        _close(alarm)
        raise
    except BaseException as exc:  # noqa: BLE001 - the learner's code may raise anything
        outcome = Outcome("budget" if alarm.tripped else "error", error=exc, where=_raiser(exc))
    else:
        outcome = Outcome("budget" if alarm.tripped else "value", value=value)
    _close(alarm)
    outcome.seconds = time.perf_counter() - start
    outcome.counted = time.process_time() - cpu
    notify("end")
    return outcome


# -- inside the kernel: a line tracer ----------------------------------------------------

def _async_raise(thread_id, exc):
    """Ask CPython to raise ``exc`` in the thread ``thread_id`` when it next looks at its
    pending work (a call, a loop's jump back); False where that cannot be done."""
    try:
        import ctypes
        set_async = ctypes.pythonapi.PyThreadState_SetAsyncExc
    except (ImportError, AttributeError):                   # not CPython
        return False
    set_async.argtypes = (ctypes.c_ulong, ctypes.py_object)
    return set_async(thread_id, exc) == 1


def _settle():
    """Nothing: calling it is where a stop the watchdog already sent is raised."""


class _Tracer:
    """Counts lines and reads the clock; once tripped, raises again and again.

    CPython turns a tracer off once it raises, so after the first raise a
    ``try: ... except: pass`` in a loop would run on untraced; from then on a
    watchdog thread raises :class:`BudgetExceeded` in the traced thread every
    :data:`_REPEAT` seconds (where the interpreter allows it) until the call ends.
    """

    def __init__(self, budget):
        self.limit = budget.lines
        self.lines = 0
        self.deadline = time.perf_counter() + budget.seconds
        self.tripped = False
        self.thread = threading.get_ident()
        self.lock = threading.Lock()
        self.done = False
        self.watchdog = None

    def __call__(self, frame, event, arg):
        if event == "line":
            self.lines += 1
            if self.tripped or (self.limit is not None and self.lines > self.limit) or (
                    not self.lines & 15 and time.perf_counter() > self.deadline):
                if not _ours(frame):
                    self.trip()
                    raise BudgetExceeded(f"stopped after {self.lines:,} lines")
        return self

    def trip(self):
        self.tripped = True
        if self.watchdog is None:
            self.watchdog = threading.Thread(target=self._keep_raising, daemon=True,
                                             name="searchlib-budget")
            self.watchdog.start()

    def _keep_raising(self):
        while True:
            time.sleep(_REPEAT)
            with self.lock:
                if self.done or not _async_raise(self.thread, BudgetExceeded):
                    return

    def stop(self):
        """No more raising (one already sent is raised at the next call: see
        :func:`_call_traced`).  Taking it back instead (``PyThreadState_SetAsyncExc`` with
        NULL) can leave CPython 3.11 checking for it for ever."""
        with self.lock:
            self.done = True


#: The deepest recursion a traced call may reach inside the kernel: far below what
#: overflows the C stack with a tracer installed.
TRACED_RECURSION = 100_000


def _call_traced(func, args, kwargs, budget):
    tracer = _Tracer(budget)
    old = sys.gettrace()
    limit = sys.getrecursionlimit()
    start = time.perf_counter()
    try:
        try:
            if limit > TRACED_RECURSION:
                sys.setrecursionlimit(TRACED_RECURSION)
            sys.settrace(tracer)
            value = func(*args, **kwargs)
        finally:
            while True:             # the watchdog may have sent one more stop: raised here
                try:
                    tracer.stop()
                    _settle()
                    _settle()
                    break
                except BudgetExceeded:
                    continue
            sys.settrace(old)
            sys.setrecursionlimit(limit)
    except BudgetExceeded:
        outcome = Outcome("budget")
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - the learner's code may raise anything
        outcome = Outcome("budget" if tracer.tripped else "error", error=exc,
                          where=_raiser(exc))
    else:
        outcome = Outcome("budget" if tracer.tripped else "value", value=value)
    outcome.lines = tracer.lines
    outcome.seconds = outcome.counted = time.perf_counter() - start
    return outcome


def call_with_budget(func, args=(), kwargs=None, *, budget=None):
    """Call ``func(*args, **kwargs)`` under ``budget``; return an :class:`Outcome`.

    In a check's child process the budget is a timer; inside the kernel, a
    line tracer (see the module's notes).  Never raises because of the
    function (a ``KeyboardInterrupt`` is passed on, so the learner can still
    stop a check by hand).
    """
    budget = budget or Budget()
    kwargs = kwargs or {}
    if in_child() and hasattr(signal, "setitimer"):
        outcome = _call_timed(func, args, kwargs, budget)
    else:
        outcome = _call_traced(func, args, kwargs, budget)
    outcome.budget = budget.applied()
    return outcome
