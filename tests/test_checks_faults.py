"""The fault suite of the self-checks: nothing a learner's code does hurts the kernel.

Each fault runs in a REAL Jupyter kernel (jupyter_client), through the
public ``lesson.check``: the cell must finish within the case's budget plus
the one second of grace (and a little for starting the child), show a
report, and leave the kernel alive with the learner's data as it was.  The
same faults, where the in-kernel mode can handle them, are tried without a
child process too (``SEARCHLIB_CHECKS_ISOLATION=none``).
"""

import os
import time

import pytest

from searchlib.checks import sandbox

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="checks run in a child "
                                "process only where os.fork exists")

SETUP = '''
import itertools, os, sys, threading, time
from searchlib.checks import Budget, Case, Exercise, Lesson, Suite
from searchlib.lessons import dfs_bfs
def one_case(name, seconds):
    suite = Suite("f", "f(x)", [Case("one", ([1, 2],), budget=Budget(seconds=seconds))],
                  reference=sum)
    return Lesson(name, name.title(), [Exercise("f", suite)])
tiny, roomy, slow = one_case("tiny", 1), one_case("roomy", 10), one_case("slow", 30)
DATA = [1, 2, 3]
MINE = {"seen": set()}
def spin():
    while True:
        pass
def children():
    me = str(os.getpid())
    found = []
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[1] == me:
                    found.append(pid)
        except (OSError, IndexError):
            pass
    return found
'''

#: name -> (the learner's code, what the report must say, the lesson whose one case has a
#: budget of 1 s ("tiny") or 10 s ("roomy"))
FAULTS = {
    "recursion with the limit raised": (
        "sys.setrecursionlimit(10**6)\ndef f(x):\n    return f(x)", "RecursionError", "tiny"),
    "while True: pass": (
        "def f(x):\n    DATA.append(4)\n    MINE['seen'].add(1)\n    while True: pass",
        "ran past its budget of 1 s", "tiny"),
    "while 1: pass": ("def f(x):\n    while 1: pass", "ran past its budget", "tiny"),
    "while True: continue": ("def f(x):\n    while True:\n        continue",
                             "ran past its budget", "tiny"),
    "time.sleep(1000)": ("def f(x):\n    time.sleep(1000)", "ran past its budget", "tiny"),
    "a loop in C": ("def f(x):\n    return sum(range(10**10))", "stopped by force", "tiny"),
    "a thread that never ends, joined": (
        "def f(x):\n    t = threading.Thread(target=spin)\n    t.start()\n    t.join()",
        # the join is interrupted, or, on a busy machine, the child stopped by force first
        ("ran past its budget", "stopped by force"), "tiny"),
    "a thread left running": (
        "def f(x):\n    threading.Thread(target=spin).start()\n    return 3", "all 1 cases pass",
        "tiny"),
    "4 GB at once": ("def f(x):\n    block = bytearray(4 * 10**9)\n    return 3",
                     "MemoryError", "roomy"),
    "memory growing inside the budget": (
        "def f(x):\n    keep = []\n    while True:\n        keep.append(bytearray(10**9))",
        "MemoryError", "roomy"),
    "an endless iterator attached to the input": (
        "def f(x):\n    x.append(itertools.count())\n    return 3", "changed the input", "roomy"),
    "__repr__ and __eq__ that raise": (
        "class Bad:\n    def __repr__(self):\n        raise ValueError('no')\n"
        "    def __eq__(self, other):\n        raise ValueError('no')\n    __hash__ = None\n"
        "def f(x):\n    return Bad()", "its repr failed", "roomy"),
    "a list nested 100,000 deep": (
        "def f(x):\n    n = []\n    for _ in range(100_000):\n        n = [n]\n    return n",
        "[[[[", "roomy"),
    "ten million items": ("def f(x):\n    return list(range(10**7))", "[0, 1, 2, 3", "roomy"),
    "a ten-megabyte error message": ("def f(x):\n    raise ValueError('x' * 10**7)",
                                     "ValueError: xxx", "roomy"),
    "ten megabytes printed": ("def f(x):\n    print('y' * 10**7)\n    return 3",
                              "Your code printed", "roomy"),
    "os._exit": ("def f(x):\n    os._exit(0)", "os._exit()", "tiny"),
    "input()": ("def f(x):\n    return int(input('n? '))", "cannot ask for input()", "tiny"),
    "display() inside the function": (
        "from IPython.display import display\ndef f(x):\n    display('hello')\n    return 3",
        "all 1 cases pass", "roomy"),
}


@pytest.fixture(scope="module")
def kernel():
    from jupyter_client.manager import start_new_kernel
    env = {k: v for k, v in os.environ.items() if k != "SEARCHLIB_STRICT_CHECKS"}
    km, kc = start_new_kernel(kernel_name="python3", env=env)   # PYTHONPATH: conftest.py
    run = _runner(kc)
    assert run(SETUP)["error"] is None
    yield km, run
    kc.stop_channels()
    km.shutdown_kernel(now=True)


def _runner(kc):
    def run(code, timeout=60):
        start = time.monotonic()
        msg_id = kc.execute(code)
        found = {"text": "", "html": "", "bytes": 0, "error": None}
        while True:
            msg = kc.get_iopub_msg(timeout=timeout)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            kind, content = msg["msg_type"], msg["content"]
            if kind == "stream":
                found["text"] += content["text"]
            elif kind in ("display_data", "execute_result"):
                data = content["data"]
                found["bytes"] += sum(len(v) for v in data.values() if isinstance(v, str))
                found["text"] += data.get("text/plain", "")
                found["html"] += data.get("text/html", "")
            elif kind == "error":
                found["error"] = content["ename"]
            elif kind == "status" and content["execution_state"] == "idle":
                break
        found["seconds"] = time.monotonic() - start
        return found
    return run


@pytest.mark.parametrize("name", list(FAULTS))
def test_a_fault_in_the_learners_code_leaves_the_kernel_alive(kernel, name):
    _, run = kernel
    code, says, lesson = FAULTS[name]
    found = run(code + f"\n{lesson}.check('f', f)")
    assert found["error"] is None, found
    assert "searchlib-check" in found["html"], found          # a report was shown
    assert any(words in found["text"] for words in
               ((says,) if isinstance(says, str) else says)), found["text"]
    # the case's budget of processor time and the grace (about 2 s here when the machine is
    # quiet); on a busy one, the clock's backstop, sandbox.waited(budget), and time to start
    # the child (seconds on a machine loaded with other tests: the bound is "stopped", not a
    # timing)
    budget = 1 if lesson == "tiny" else 10
    assert found["seconds"] < sandbox.waited(budget) + sandbox.GRACE + 6, found["seconds"]
    assert found["bytes"] < 6_000, found["bytes"]              # a few kilobytes
    after = run("print(DATA, MINE, threading.active_count() < 20, children())")
    assert after["text"].strip() == "[1, 2, 3] {'seen': set()} True []", after


def test_a_real_lessons_check_with_an_endless_loop_stops_soon(kernel):
    _, run = kernel
    found = run("def bfs(problem):\n    while True: pass\ndfs_bfs.check('bfs', bfs)")
    assert found["error"] is None and "0 of 12 cases pass" in found["text"]
    assert "shortened because a case above ran out of time" in found["text"]
    assert found["seconds"] < 2 + 11 * 1 + 3        # the first case's budget, then 11 short ones
    assert found["bytes"] < 12 * 3_000


def test_an_answer_that_never_ends_is_refused(kernel):
    _, run = kernel
    found = run("dfs_bfs.check('bfs-order', itertools.count())")
    assert found["error"] is None and "more than 10,000 items" in found["text"]


def test_the_interrupt_button_stops_a_check_and_its_child(kernel):
    km, run = kernel
    from threading import Timer
    Timer(1.0, km.interrupt_kernel).start()
    found = run("def f(x):\n    time.sleep(1000)\nslow.check('f', f)")
    assert found["error"] == "KeyboardInterrupt" and found["seconds"] < 5
    after = run("print(1 + 1, children())")
    assert after["text"].strip() == "2 []"


# -- the same faults inside the kernel (no child process) --------------------------------------

IN_KERNEL = ["__repr__ and __eq__ that raise", "a list nested 100,000 deep",
             "ten million items", "a ten-megabyte error message",
             "an endless iterator attached to the input", "recursion with the limit raised"]


@pytest.mark.parametrize("name", IN_KERNEL)
def test_inside_the_kernel_the_same_faults_give_a_short_report(monkeypatch, name):
    from searchlib.checks import Budget, Case, Exercise, Lesson, Suite
    monkeypatch.setenv(sandbox.ISOLATION_ENV, "none")
    monkeypatch.delenv("SEARCHLIB_STRICT_CHECKS", raising=False)
    assert not sandbox.available()
    code, says, _ = FAULTS[name]
    space = {"itertools": itertools_module(), "sys": __import__("sys")}
    limit = space["sys"].getrecursionlimit()
    try:
        exec(code, space)
    finally:
        space["sys"].setrecursionlimit(limit)
    lesson = Lesson("tiny", "Tiny", [Exercise("f", Suite("f", "f(x)", [
        Case("one", ([1, 2],), budget=Budget(seconds=10))], reference=sum))])
    report = lesson.grade("f", space["f"])
    assert report.status == "failed" and says in str(report)
    assert len(str(report)) + len(report._repr_html_()) < 6_000


def itertools_module():
    import itertools
    return itertools


def test_in_a_child_the_report_comes_back_as_plain_data():
    from searchlib.lessons import dfs_bfs
    report = dfs_bfs.BANK.grade("bfs", lambda problem: [problem.initial])
    assert report.status == "failed" and report.rows
    assert all(isinstance(row.got, str) for row in report.rows)
