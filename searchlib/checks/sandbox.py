"""Run a check in a child process, so that nothing the learner's code does can hurt the kernel.

:func:`run_isolated` forks the process (POSIX :func:`os.fork`: copy-on-write,
so the learner's functions, classes and globals are all there, as they are),
runs the check in the child and sends the result back through a pipe as
plain data.  The kernel waits, and stops the child by force (``SIGKILL``)
once a call has used its budget of processor time plus a second of grace
(or, for a call that waits instead of working, :func:`waited` seconds on
the clock).  That gives guarantees a check inside the kernel cannot:

* no loop keeps the kernel busy: ``while True: pass``, ``time.sleep(1000)``,
  ``sum(range(10**10))`` (a loop in C that ignores every signal), threads the
  learner's code starts; the child is stopped after its budget plus one
  second at most (a call that sleeps, after :func:`waited` seconds);
* no crash reaches the kernel: a recursion that never ends stops at
  :data:`RECURSION` calls deep even after ``sys.setrecursionlimit(10**6)``,
  and anything that still crashes Python (a C stack overflow) kills only the
  child, and the check says so;
* no memory blow-up: the child's address space is limited
  (:data:`MEMORY` above what the kernel already uses), so allocating 4 GB
  raises :class:`MemoryError` in the learner's code;
* nothing the learner's code changes (its arguments, its globals, the
  check's own data) is changed in the kernel: the child works on its own
  copy of the memory and exits with :func:`os._exit`.

The child never touches the kernel's plumbing: its standard streams go to
a buffer (what the learner's code prints comes back with the report), file
descriptors 0, 1 and 2 go to ``/dev/null``, the Jupyter session's ``send``
and IPython's display publisher are replaced by harmless ones, ``input()``
raises, and the child dies with its parent (Linux).

Where :func:`os.fork` does not exist (Windows, a browser-based Python) or
when ``SEARCHLIB_CHECKS_ISOLATION=none`` is set, checks run inside the
kernel instead (see :mod:`~searchlib.checks.budget` for what that mode
cannot guarantee).

Inside the child, :func:`in_child` is true and :func:`notify` sends a
message to the kernel at once (the check's progress: which case runs, with
what budget), so that a child stopped by force still leaves a truthful
partial report.

Examples
--------
>>> run_isolated(sorted, ([3, 1, 2],)).value
[1, 2, 3]
>>> def forever():
...     while True:
...         pass
>>> if available():
...     done = run_isolated(forever, total=0.3)
...     print(done.finished, done.why[:16])
... else:
...     print(False, "stopped by force")
False stopped by force
"""

import builtins
import faulthandler
import io
import os
import pickle
import select
import signal
import struct
import sys
import time
import traceback
import warnings

__all__ = ["ISOLATION_ENV", "MEMORY", "GRACE", "available", "in_child", "notify",
           "run_isolated", "Isolated", "waited"]

#: The environment variable that chooses where checks run: ``fork`` (the default where
#: :func:`os.fork` exists) or ``none`` (inside the kernel).
ISOLATION_ENV = "SEARCHLIB_CHECKS_ISOLATION"
#: How much memory a check's child may allocate beyond what the kernel holds (bytes).
MEMORY = 1 << 30
#: How long past its time limit a child may run before it is stopped by force (seconds).
GRACE = 1.0
#: A budget counts the processor time the learner's code uses, so a busy machine does not
#: stop a run early; a call that waits instead (``time.sleep``, a join) is stopped on the
#: clock after this many times its budget (see :func:`waited`).
WAIT = 4.0


def waited(seconds):
    """The wall-clock seconds after which a call with a budget of ``seconds`` that waits
    (uses no processor time) is stopped.

    >>> waited(2.0)
    8.5
    """
    return WAIT * seconds + 0.5


def _cpu(pid):
    """The processor seconds process ``pid`` has used, or None where that cannot be read."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICKS
    except (OSError, ValueError, IndexError):
        return None


try:
    _TICKS = os.sysconf("SC_CLK_TCK")
except (AttributeError, ValueError, OSError):  # pragma: no cover - not POSIX
    _TICKS = 100
#: A child whose processor time has not grown for this many seconds is taken to be blocked
#: (a sleep, a read): past the clock's limit it is stopped.  The readings grow in ticks (10 ms),
#: and on a busy machine a working child can go a tenth of a second without one.
STILL = 1.0
#: How much of what the learner's code prints comes back (characters).
OUTPUT_LIMIT = 8_000
#: The deepest recursion in a check's child, whatever the kernel's limit (a recursion
#: that never ends then stops in a fraction of a second, with a RecursionError).
RECURSION = 50_000

_HEADER = struct.Struct("!Q")
_CHILD = None                  # the channel to the parent, in a child
_LIBC = []                     # the C library, loaded in the kernel once (for prctl)


def available():
    """True when checks run in a child process (``os.fork`` exists and is not turned off)."""
    if not hasattr(os, "fork") or _CHILD is not None:
        return False
    return os.environ.get(ISOLATION_ENV, "fork").strip().lower() not in (
        "none", "off", "0", "no", "inprocess", "in-process")


def in_child():
    """True inside the child process of :func:`run_isolated`."""
    return _CHILD is not None


def notify(*message):
    """Send ``message`` (a tuple of plain data) to the kernel now; nothing outside a child."""
    if _CHILD is not None:
        _CHILD.send(message)


class _Capture(io.TextIOBase):
    """A text stream that keeps the first :data:`OUTPUT_LIMIT` characters written to it."""

    def __init__(self):
        super().__init__()
        self.parts = []
        self.size = 0
        self.sent = 0
        self.lost = 0

    def writable(self):
        return True

    def write(self, text):
        text = str(text)
        room = OUTPUT_LIMIT - self.size
        if room > 0:
            self.parts.append(text[:room])
            self.size += min(room, len(text))
        self.lost += max(0, len(text) - max(room, 0))
        return len(text)

    def unsent(self):
        text = "".join(self.parts)
        new, self.sent = text[self.sent:], len(text)
        return new


class _Channel:
    """The child's end of the pipe: length-prefixed pickles."""

    def __init__(self, fd, capture):
        self.fd = fd
        self.capture = capture

    def send(self, message):
        printed = self.capture.unsent()
        try:
            data = pickle.dumps((message, printed), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # noqa: BLE001 - say what could not be sent, not crash
            data = pickle.dumps((("unsendable", f"{type(exc).__name__}: {exc}"[:300]),
                                 printed))
        view = memoryview(_HEADER.pack(len(data)) + data)
        while view:
            try:
                view = view[os.write(self.fd, view):]
            except InterruptedError:
                continue
            except OSError:                     # the kernel is gone
                os._exit(3)


def _no_input(*args, **kwargs):
    raise RuntimeError("a check cannot ask for input(): remove the input() call from the "
                       "function you check")


def _silence_kernel():
    """Make sure nothing in the child talks to Jupyter (its sockets belong to the kernel)."""
    builtins.input = _no_input
    ipython = sys.modules.get("IPython")
    shell = None
    if ipython is not None:
        try:
            shell = ipython.get_ipython()
        except Exception:  # noqa: BLE001
            shell = None
    if shell is None:
        return
    kernel = getattr(shell, "kernel", None)
    sessions = {id(s): s for s in (getattr(kernel, "session", None),
                                   getattr(getattr(shell, "display_pub", None), "session", None))
                if s is not None}
    for session in sessions.values():
        try:
            session.send = lambda *args, **kwargs: None
        except Exception:  # noqa: BLE001
            pass
    try:
        from IPython.core.displaypub import DisplayPublisher
        shell.display_pub = DisplayPublisher(shell=shell)   # prints text/plain to stdout
    except Exception:  # noqa: BLE001
        pass
    if kernel is not None:
        for name in ("raw_input", "getpass"):
            try:
                setattr(kernel, name, _no_input)
            except Exception:  # noqa: BLE001
                pass


def _limit_resources(total):
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return
    try:
        with open("/proc/self/status") as status:
            size = next(int(line.split()[1]) * 1024 for line in status
                        if line.startswith("VmSize:"))
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        want = size + MEMORY
        if hard == resource.RLIM_INFINITY or want < hard:
            resource.setrlimit(resource.RLIMIT_AS, (want, hard))
    except (OSError, ValueError, StopIteration, AttributeError):
        pass
    try:                          # a backstop for a child whose parent is gone
        used = resource.getrusage(resource.RUSAGE_SELF)
        cpu = int(used.ru_utime + used.ru_stime + total) + 30
        soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
        if hard == resource.RLIM_INFINITY or cpu < hard:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, hard))
    except (OSError, ValueError, AttributeError):
        pass
    if _LIBC and sys.platform.startswith("linux"):     # die with the kernel
        try:
            _LIBC[0].prctl(1, signal.SIGKILL)           # PR_SET_PDEATHSIG
        except Exception:  # noqa: BLE001
            pass


def _become_child(fd, total):
    global _CHILD
    capture = _Capture()
    sys.stdout = sys.stderr = capture
    sys.stdin = io.StringIO("")
    try:
        null = os.open(os.devnull, os.O_RDWR)
        for target in (0, 1, 2):
            os.dup2(null, target)
    except OSError:
        pass
    _CHILD = _Channel(fd, capture)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for name in ("SIGTERM", "SIGHUP", "SIGPIPE"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    faulthandler.disable()
    _silence_kernel()
    _limit_resources(total)
    if sys.getrecursionlimit() > RECURSION:
        sys.setrecursionlimit(RECURSION)


class Isolated:
    """What came back from a child.

    Attributes
    ----------
    finished : bool
        The function returned (``value`` holds its result).
    value : object
        The function's result (None unless finished).
    why : str or None
        When not finished: why, in words ("stopped by force after ...").
    messages : list of tuple
        Everything the child sent with :func:`notify`, in order.
    open : list of tuple
        The ``("start", seconds, ...)`` messages not closed by an ``("end",)``
        when the child stopped (the call it was in).
    output : str
        What the code in the child printed (the first few thousand characters).
    seconds : float
        How long the child ran.
    """

    def __init__(self):
        self.finished = False
        self.value = None
        self.why = None
        self.messages = []
        self.open = []
        self.output = ""
        self.seconds = 0.0

    def __repr__(self):
        return f"<Isolated {'finished' if self.finished else self.why}>"


def _describe_death(status, killed_by_us):
    if killed_by_us:
        return None
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        if number == signal.SIGSEGV:
            return ("Python crashed (a segmentation fault) while running the code: most "
                    "often a recursion far deeper than Python's default limit, after "
                    "sys.setrecursionlimit() was raised, overflows the C stack")
        if hasattr(signal, "SIGXCPU") and number == signal.SIGXCPU:
            return "it used up the processor time a check may take"
        if number == signal.SIGKILL:
            return ("the process running the code was killed from outside, most likely "
                    "because the machine ran out of memory")
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = f"signal {number}"
        return f"the process running the code died ({name})"
    if os.WIFEXITED(status):
        return (f"the process running the code ended before the check finished (exit "
                f"status {os.WEXITSTATUS(status)}): does the code call os._exit()?")
    return "the process running the code stopped unexpectedly"


def _reap(pid, kill):
    if kill:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    for _ in range(4000):                       # 2 s at most, then block
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return 0
        if done:
            return status
        time.sleep(0.0005)
        if _ == 2000 and not kill:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    return os.waitpid(pid, 0)[1]


def run_isolated(target, args=(), kwargs=None, *, total=60.0, idle=60.0, grace=GRACE):
    """Run ``target(*args, **kwargs)`` in a forked child; return an :class:`Isolated`.

    Where isolation is not :func:`available`, the target runs here, directly.

    Parameters
    ----------
    target : callable
        Run in the child; its result must pickle (plain data).
    total : float
        The child is stopped by force after ``total + grace`` seconds.
    idle : float
        ... or after ``idle`` seconds without a message outside a budgeted call.
    grace : float
        How long past a budget (a ``("start", seconds)`` message from
        :func:`~searchlib.checks.budget.call_with_budget`) the child may run:
        ``seconds + grace`` of processor time, or :func:`waited` ``(seconds) +
        grace`` on the clock while it uses no processor time (a child still
        working when the clock's limit passes, on a busy machine, stops itself).

    Raises
    ------
    KeyboardInterrupt
        When the learner interrupts the kernel (the child is stopped first).
    RuntimeError
        When the check itself failed in the child (a bug in the check: the
        message holds the child's traceback).
    """
    kwargs = kwargs or {}
    outcome = Isolated()
    if not available():
        start = time.perf_counter()
        outcome.value = target(*args, **kwargs)
        outcome.finished = True
        outcome.seconds = time.perf_counter() - start
        return outcome
    if not _LIBC and sys.platform.startswith("linux"):
        try:
            import ctypes
            _LIBC.append(ctypes.CDLL(None))
        except Exception:  # noqa: BLE001
            _LIBC.append(None)
    read_fd, write_fd = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)    # fork with threads (3.12+)
        pid = os.fork()
    if pid == 0:                                                # the child
        code = 0
        try:
            os.close(read_fd)
            _become_child(write_fd, total)
            value = target(*args, **kwargs)
            _CHILD.send(("done", value))
        except BaseException as exc:  # noqa: BLE001 - whatever happens, leave by os._exit
            code = 1
            try:
                text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
                _CHILD.send(("failed", type(exc).__name__, text[-4000:]))
            except BaseException:  # noqa: BLE001
                pass
        finally:
            os._exit(code)
    os.close(write_fd)
    started = time.monotonic()
    hard_end = started + total + grace
    frames = []                     # open ("start", seconds): (wall limit, cpu limit, message)
    last = started
    buffer = bytearray()
    failed = None
    killed = False
    working = None                  # (when, processor seconds): its last reading that grew
    try:
        while True:
            now = time.monotonic()
            deadline = min(hard_end, frames[-1][0] if frames else last + idle)
            if frames and frames[-1][1] is not None:        # look at the child's time often
                used = _cpu(pid)
                if used is not None and used >= frames[-1][1]:
                    deadline = now
                elif used is not None and now >= frames[-1][0] and working is not None and (
                        now - working[0] < STILL):
                    # past the clock's limit but still working, below its processor budget: a
                    # busy machine slowed it, and its own timers stop it; only a child that has
                    # stopped using the processor (a blocking call) is stopped here by the clock
                    frames[-1] = (now + 0.2,) + frames[-1][1:]
                    deadline = min(hard_end, now + 0.2)
                if used is not None and (working is None or used > working[1]):
                    working = (now, used)       # when it was last seen using the processor
                deadline = min(deadline, now + 0.1)
            if now >= deadline:
                killed = True
                break
            ready, _, _ = select.select([read_fd], [], [], deadline - now)
            if not ready:
                continue
            chunk = os.read(read_fd, 1 << 16)
            if not chunk:
                break
            buffer += chunk
            while len(buffer) >= _HEADER.size:
                size = _HEADER.unpack_from(buffer)[0]
                if len(buffer) < _HEADER.size + size:
                    break
                message, printed = pickle.loads(bytes(buffer[_HEADER.size:_HEADER.size + size]))
                del buffer[:_HEADER.size + size]
                outcome.output += printed
                last = time.monotonic()
                kind = message[0]
                if kind == "done":
                    outcome.finished, outcome.value = True, message[1]
                elif kind == "failed":
                    failed = message
                elif kind == "start":
                    seconds, used = float(message[1]), _cpu(pid)
                    frames.append((last + waited(seconds) + grace,
                                   None if used is None else used + seconds + grace, message))
                elif kind == "end":
                    if frames:
                        frames.pop()
                else:
                    outcome.messages.append(message)
            if outcome.finished or failed:
                break
    except BaseException:
        _reap(pid, kill=True)
        os.close(read_fd)
        raise
    os.close(read_fd)
    status = _reap(pid, kill=killed or not (outcome.finished or failed))
    outcome.seconds = time.monotonic() - started
    outcome.open = [message for _, _, message in frames]
    if failed is not None and not outcome.finished:
        if failed[1] == "KeyboardInterrupt":
            raise KeyboardInterrupt
        raise RuntimeError(f"the check itself failed in its child process:\n{failed[2]}")
    if not outcome.finished:
        if killed:
            if frames:
                seconds = float(frames[-1][2][1])
                outcome.why = (f"stopped by force {grace:g} s after its budget of {seconds:g} s "
                               "ran out: it did not stop when the budget ran out, as a loop "
                               "inside a built-in function (sum(range(10**10))) or a blocking "
                               "call does not")
            else:
                outcome.why = (f"stopped by force: the check ran past its time limit "
                               f"({total:g} s)")
        else:
            outcome.why = _describe_death(status, killed) or "the check stopped early"
    return outcome
