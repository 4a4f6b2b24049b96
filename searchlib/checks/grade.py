"""Grade a class: run every returned notebook and re-run the official checks on it.

::

    python3 -m searchlib.checks.grade SUBMISSION... --out grades.csv \\
        [--jobs N] [--report class.html] [--details feedback.csv] \\
        [--scheduler ADDRESS] [--timeout SECONDS]

``SUBMISSION`` is a returned notebook or a folder of them (searched
recursively).  Each submission runs in a fresh kernel, top to bottom, with a
limit per cell in processor time (``--timeout``: what the kernel and the
processes it starts use, so that a grade does not depend on how busy the
machine is), and :data:`WALL_FACTOR` times that on the clock.  Nothing the
notebook shows is believed: its stored outputs, what its cells print, how
its check cells were edited and its metadata play no part in the grade.
Instead, at the place of each check cell of the lesson (found by the
cell's id or the handout's metadata, or else by the learner's
``lesson.check("id"`` call, or else right after the cell that comes before
it in the lesson; a check cell grades the question of its place, whatever
it calls; a learner's later call in the question's own part of the
notebook moves the check there), the grader runs the **official** check,
the call written in the teacher's notebook (its last call, for a check the
lesson calls twice), against the learner's definitions at that point,
through the lesson's bank (``BANK.check(id, value, show=False)``), and
reads its verdict on a channel the notebook cannot write to (a line marked
with a secret made for this run).  Every check id of the lesson's bank gets a
column: ``passed``, ``failed``, ``not attempted`` (still the stub or
``...``, or the name it checks is gone), or ``not run`` (the kernel died or
hung first, the check ran past the time limit, or the lesson's notebook
does not ask it).

A check is graded only on an answer its own cells set
(:mod:`~searchlib.checks.answercells`): when no learner's cell between the
previous check of the same name (``answer``) and this one sets it, the
verdict is ``not attempted``; when the cell that sets it raised first, it
is ``failed``; the notes say which cell and which error, never a verdict
on another question's answer.

A submission that is not a notebook, whose kernel dies, that hangs, raises
in the learner's own cells, deleted cells of the lesson, or changes
searchlib's checks or the output streams in its code is recorded as such in
``status`` and ``notes``, and the others go on.  A lesson's own cell that
stops on the learner's wrong function (its ``assert`` on what ``minimax``
returns: the cell uses the function or comes right after its check) is
named in the notes, not counted as an error, when that function's check
failed: that mistake is graded already.  Any other of the lesson's own
cells that raised is an error.  Notes name a cell by its
number among the code cells, its first line and the check it comes before.

``grades.csv`` has one row per submission: ``submission``, ``lesson``,
``status``, ``passed``, ``total``, a column per check, ``notes``,
``lesson title``.  ``--details feedback.csv`` writes a row per submission
and check asked: the verdict, the hints the check showed and its notes.
``--report class.html`` writes a page for the teacher: per check how many
passed, as a bar chart, the mistakes the checks named most often (counted
by the hint each learner was shown, the mistakes before the knock-ons,
saying what is left out) and every submission's feedback.

Where the official notebooks are: ``--official FOLDER`` (the teacher's
notebooks, with their solutions); by default the ``notebooks/`` folder of
the checkout searchlib runs from.

With ``--scheduler ADDRESS`` the submissions go to a Dask distributed
scheduler, one task each (``pip install -r requirements-grader.txt`` on
the machine that grades and on every worker); the rows are the same as a
local run's.

The grader is not a sandbox: a learner's code runs with the grader's
rights.  Grade in the same isolation you run learners' code in (a
container, a JupyterHub user), and read the notebooks whose status is
``review``.

Examples
--------
>>> row = {"submission": "ann.ipynb", "lesson": "astar", "status": "ok",
...        "checks": {"pq-astar": "passed", "astar": "failed"}, "notes": []}
>>> total(row)
1
"""

import argparse
import ast
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .answercells import (answer_names, answer_windows, bound_names, describe_cell,
                          at_a_word, first_line, stale_verdict, used_names)
from .gradebook import STATUSES, case_notes, total, write_csv, write_details, write_report
from .handout import SOLUTION_TAG, check_calls, lesson_of

__all__ = ["STATUSES", "load_official", "default_official", "collect", "grade_submission",
           "grade", "total", "write_csv", "write_details", "write_report", "main"]

#: Submission statuses, most severe first (the row says the first that applies).
PROBLEMS = ("not a notebook", "unknown lesson", "kernel died", "hung", "timed out", "review",
            "cells deleted", "errors")
DEFAULT_TIMEOUT = 60
#: A cell's limit is processor time (its kernel's and the processes the kernel starts, such
#: as a check's child); on the clock it may take this many times as long (a machine busy
#: with other work), and no longer (a cell that waits, ``time.sleep``, uses no processor).
WALL_FACTOR = 5
_STRICT_ENV = "SEARCHLIB_STRICT_CHECKS"


# -- the official checks -----------------------------------------------------

def _code_cells(nb):
    return [cell for cell in nb.cells if cell.get("cell_type") == "code"]


def _title(nb, fallback):
    """The notebook's first heading ("03 · DFS and BFS"), else ``fallback``."""
    for cell in nb.cells:
        if cell.get("cell_type") == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip() or fallback
    return fallback


def _call_source(qid, arg, options):
    parts = [json.dumps(qid)] + ([arg] if arg else []) + [f"{k}={v}" for k, v in options.items()]
    return f"lesson.check({', '.join(parts)})"


def _official_spec(nb, name):
    """What grading needs from a teacher's notebook, as plain data (it travels to workers).

    A check called more than once (lesson 14 plays ``games`` with 100, then
    with 1,000 games) is graded as its last call asks, at the place of the
    learner's last call.
    """
    import importlib
    lesson = lesson_of(nb)
    if lesson is None:
        return None
    bank = importlib.import_module(f"searchlib.lessons.{lesson}").BANK
    cells = [cell for cell in _code_cells(nb)
             if SOLUTION_TAG not in (cell.get("metadata", {}).get("tags") or [])]
    checks, where, previous = {}, {}, None
    for index, cell in enumerate(cells):
        for qid, arg, options in check_calls(cell.source):
            calls = checks[qid]["calls"] + 1 if qid in checks else 1
            checks[qid] = {"arg": arg, "options": options, "cell": cell.get("id"),
                           "before": previous, "calls": calls,
                           "call": _call_source(qid, arg, options),
                           "used": sorted(used_names(arg))}
            where[qid] = (index, arg)
        previous = cell.get("id")
    for qid, names in answer_names([cell.source for cell in cells], where).items():
        checks[qid]["names"] = names
    return {"lesson": lesson, "notebook": name, "title": _title(nb, lesson),
            "ids": list(bank.ids), "checks": checks,
            "cells": [c.get("id") for c in cells if c.get("id")],
            "sources": {c.get("id"): c.source for c in cells if c.get("id")}}


def default_official():
    """The checkout's ``notebooks/`` folder (None when searchlib runs from elsewhere)."""
    folder = Path(__file__).resolve().parents[2] / "notebooks"
    return folder if folder.is_dir() else None


def load_official(where=None):
    """``{lesson: spec}`` from the teacher's notebooks (a folder or one notebook).

    Raises
    ------
    GradeError
        When there are no official notebooks to read.
    """
    import nbformat
    where = default_official() if where is None else Path(where)
    if where is None or not where.exists():
        raise GradeError("the teacher's notebooks were not found: give --official FOLDER "
                         "(the notebooks with their solutions)")
    paths = [where] if where.is_file() else sorted(where.glob("*.ipynb"))
    specs = {}
    for path in paths:
        spec = _official_spec(nbformat.read(path, as_version=4), path.name)
        if spec is not None and spec["lesson"] not in specs:
            specs[spec["lesson"]] = spec
    if not specs:
        raise GradeError(f"no lesson notebook (one importing searchlib.lessons) in {where}")
    return specs


class GradeError(ValueError):
    """The grader cannot start (no official notebooks, no submissions)."""


# -- submissions ------------------------------------------------------------------

def collect(paths):
    """The submissions named by ``paths``: ``[(name, Path)]``, folders searched for notebooks.

    Raises
    ------
    GradeError
        For a path that does not exist, or when nothing is found.
    """
    found = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found += [(str(p), p) for p in sorted(path.rglob("*.ipynb"))
                      if ".ipynb_checkpoints" not in p.parts]
        elif path.exists():
            found.append((str(path), path))
        else:
            raise GradeError(f"no such submission: {path}")
    if not found:
        raise GradeError("no submissions (.ipynb) found in " + ", ".join(map(str, paths)))
    return found


_SUSPECT_NAMES = {"lesson", "searchlib", "sys", "builtins"}


def _suspicious(source):
    """Lines of a learner's cell that change the checks or the output streams.

    An assignment to an attribute of ``lesson``, ``searchlib``, ``sys`` or
    ``builtins`` (``lesson.check = ...``, ``sys.stdout = ...``), or a
    ``setattr`` on one of them.

    Examples
    --------
    >>> _suspicious("import sys\\nsys.stdout = open('x', 'w')\\nlesson.BANK.check = print")
    [2, 3]
    >>> _suspicious("answer = 3\\nsys.setrecursionlimit(10_000)")
    []
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            base = target
            while isinstance(base, (ast.Attribute, ast.Subscript)):
                base = base.value
            if isinstance(target, ast.Attribute) and isinstance(base, ast.Name) \
                    and base.id in _SUSPECT_NAMES:
                found.append(node.lineno)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "setattr" and node.args
                and isinstance(node.args[0], ast.Name) and node.args[0].id in _SUSPECT_NAMES):
            found.append(node.lineno)
    return sorted(set(found))


def _only_checks(source):
    """True when a cell does nothing but call ``lesson.check`` (the grader runs its own)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    return bool(tree.body) and all(
        isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Attribute) and node.value.func.attr == "check"
        and isinstance(node.value.func.value, ast.Name) and node.value.func.value.id == "lesson"
        for node in tree.body)


def _is_notebook(path):
    """True for a file named ``*.ipynb`` or holding a notebook's JSON (whatever its name)."""
    if path.suffix.lower() == ".ipynb":
        return True
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except OSError:
        return False
    return head.lstrip().startswith(b"{") and b'"cells"' in head


def _check_outputs(targets, submissions):
    """Refuse, before grading, an output the grader must not write (it would replace it).

    ``targets`` is ``{option: path or None}``.  An output may not be a
    folder, be in a folder that does not exist, be a notebook (named
    ``.ipynb`` or holding one: ``--out returned/*.ipynb`` makes the first
    notebook the CSV), be one of the submissions, or be another output.

    Raises
    ------
    GradeError
        Naming the option and the file.
    """
    graded = {Path(path).resolve(): name for name, path in submissions}
    seen = {}
    for option, target in targets.items():
        if not target:
            continue
        path = Path(target)
        if path.is_dir():
            raise GradeError(f"{option} {target} is a folder; give a file name")
        if not path.resolve().parent.is_dir():
            raise GradeError(f"cannot write {option} {target}: its folder does not exist")
        if path.resolve() in graded:
            raise GradeError(f"{option} {target} is one of the submissions being graded: "
                             "refusing to write over it (was the file name forgotten?)")
        if _is_notebook(path):
            raise GradeError(f"{option} {target} is a notebook: refusing to write over it "
                             "(give a .csv or .html file name)")
        if path.resolve() in seen:
            raise GradeError(f"{option} {target} is also {seen[path.resolve()]}: give each "
                             "output its own file")
        seen[path.resolve()] = option


def _which_lesson(nb, name, official):
    mark = nb.metadata.get("searchlib", {}) if isinstance(nb.metadata, dict) else {}
    for lesson in (mark.get("lesson") if isinstance(mark, dict) else None, lesson_of(nb)):
        if lesson in official:
            return lesson
    stem = Path(name).name
    for lesson, spec in official.items():
        if Path(spec["notebook"]).stem in stem:
            return lesson
    return None


def _anchors(cells, spec):
    """For each check id, the index of the learner's cell after which it runs (None: the end).

    Returns ``(anchors, deleted)``: ``deleted`` lists the checks whose check
    cell is gone.

    The lesson decides which question a place asks, not what the learner's
    check cell calls: the lesson's check cell of a question (found by its
    id, or the handout's mark) grades that question only, whatever it
    calls, so a check cell copied from the question above
    (``lesson.check("dfs-order", answer)`` left under the BFS question)
    still grades the BFS question.  A question is checked after the last
    cell of the learner's that calls its check in its own part of the
    notebook (from its check cell to the next question's, check cells in a
    row sharing the cells below them: an answer written below the check
    cell, as the teacher's solutions are), else after its check cell.  When
    its check cell is gone: after the learner's last call of it (not in
    another question's check cell), else after the nearest cell before where
    the check cell was, else at the end.

    Examples
    --------
    >>> from nbformat.v4 import new_code_cell as cell
    >>> spec = {"cells": ["a1", "c1", "a2", "c2"],
    ...         "checks": {"dfs-order": {"cell": "c1"}, "bfs-order": {"cell": "c2"}}}
    >>> copied = [cell("answer = 1", id="a1"), cell('lesson.check("dfs-order", answer)', id="c1"),
    ...           cell("answer = 2", id="a2"), cell('lesson.check("dfs-order", answer)', id="c2")]
    >>> _anchors(copied, spec)      # the second check cell grades bfs-order, its own question
    ({'dfs-order': 1, 'bfs-order': 3}, [])
    >>> below = copied[:2] + [cell('answer = 1\\nlesson.check("dfs-order", answer)')] + copied[2:]
    >>> _anchors(below, spec)       # an answer below the check cell, checked there
    ({'dfs-order': 2, 'bfs-order': 4}, [])
    >>> both = [cell("def f(): ...", id="a1"), cell('lesson.check("dfs-order", f)', id="c1"),
    ...         cell('lesson.check("bfs-order", f)', id="c2"),
    ...         cell('def f(): return 1\\nlesson.check("dfs-order", f)\\n'
    ...              'lesson.check("bfs-order", f)')]
    >>> _anchors(both, spec)        # two check cells in a row, one answer below them both
    ({'dfs-order': 3, 'bfs-order': 3}, [])
    """
    by_id = {cell.get("id"): i for i, cell in enumerate(cells) if cell.get("id")}
    owners = {check["cell"]: qid for qid, check in spec["checks"].items()}
    calls, marked = {}, {}
    for i, cell in enumerate(cells):
        mark = cell.get("metadata", {}).get("searchlib", {})
        mark = mark.get("checks", []) if isinstance(mark, dict) else []
        for qid in mark:
            marked.setdefault(qid, i)
        own = {owners[cell.get("id")]} if cell.get("id") in owners else set(mark)
        for qid, _, _ in check_calls(cell.source):
            if not own or qid in own:  # not another question's check cell
                calls.setdefault(qid, []).append(i)
    placed = {}  # the lesson's own check cell of each question
    for qid, check in spec["checks"].items():
        if check["cell"] in by_id:
            placed[qid] = by_id[check["cell"]]
        elif qid in marked:
            placed[qid] = marked[qid]
    order = spec["cells"]
    anchors, deleted = {}, []
    checking = set(placed.values())
    for qid, check in spec["checks"].items():
        if qid in placed:
            start = last = placed[qid]
            while last + 1 in checking:  # check cells in a row share the cells below them
                last += 1
            end = min([at for at in checking if at > last], default=len(cells))
            anchors[qid] = max([i for i in calls.get(qid, []) if start <= i < end],
                               default=start)
        elif qid in calls:
            anchors[qid] = calls[qid][-1]
        else:
            where = None
            if check["cell"] in order:
                for cid in reversed(order[:order.index(check["cell"])]):
                    if cid in by_id:
                        where = by_id[cid]
                        break
            anchors[qid] = where
            deleted.append(qid)
    return anchors, deleted


_GRADER_CELL = '''\
def _searchlib_grade_():
    import importlib, json, os
    os.environ.pop({strict!r}, None)
    cells = importlib.import_module("searchlib.checks.answercells")
    out = {{"qid": {qid!r}}}
    stale = {stale!r}
    same = stale is not None and cells.unchanged(globals(), stale["key"], stale["names"])
    cells.stash(globals(), {key!r}, {used!r})
    if same:
        out.update(status=stale["status"], note=stale["note"])
        print({nonce!r} + json.dumps(out))
        return
    if stale is not None and stale.get("otherwise"):
        out["note"] = stale["otherwise"]
    try:
        bank = importlib.import_module("searchlib.lessons." + {lesson!r}).BANK
        value = ({arg})
        options = {{{options}}}
    except NameError as exc:
        out.update(status="not attempted", note=f"{{exc}} (its cell was deleted or not run?)",
                   missing=str(getattr(exc, "name", "") or ""))
    except Exception as exc:
        out.update(status="failed", note=cells.at_a_word(f"{{type(exc).__name__}}: {{exc}}", 300))
    else:
        try:
            report = type(bank).check(bank, {qid!r}, value, show=False, **options)
            hints = dict(getattr(report, "hints", None) or [])
            out.update(status=str(report.status), summary=cells.at_a_word(str(report.summary), 200),
                       mistakes=[[str(k), str(hints.get(k, ""))] for k in report.mistakes])
            if out["status"] == "failed":
                out["cases"] = [[str(row.label)[:200], [str(n)[:400] for n in row.notes[:4]],
                                 str(row.got)[:200]]
                                for row in (getattr(report, "rows", None) or [])
                                if not (row.passed and row.run) and row.notes][:40]
                out["first"] = [str(n)[:600] for n in (getattr(report, "notes", None) or [])
                                if str(n).startswith("First difference")][:1]
        except Exception as exc:
            out.update(status="failed", note=cells.at_a_word(
                f"the check raised {{type(exc).__name__}}: {{exc}}", 300))
    print({nonce!r} + json.dumps(out))
_searchlib_grade_()
del _searchlib_grade_
'''

_STASH_CELL = ('__import__("searchlib.checks.answercells", fromlist=["stash"])'
               '.stash(globals(), {key!r}, {names!r})')


def _grader_cell(lesson, qid, check, nonce, stale=None):
    """The official check ``qid`` as a cell; ``stale``: the verdict when its answer is not its own.

    ``stale`` is ``{"key", "names", "status", "note", "otherwise"}``: when
    ``names`` are bound to the objects stashed under ``key``, the verdict is
    ``status`` with ``note`` (the value was left by another check or by the
    cell before a raising answer cell); else the check runs (``otherwise``
    is then its note).
    """
    import nbformat
    options = ", ".join(f"{k!r}: ({v})" for k, v in check["options"].items())
    source = _GRADER_CELL.format(strict=_STRICT_ENV, qid=qid, lesson=lesson,
                                 arg=check["arg"] or "...", options=options, nonce=nonce,
                                 stale=stale, key=f"after:{qid}", used=check.get("used", []))
    return nbformat.v4.new_code_cell(source)


def _processor_clock(pid):
    """A function giving the processor seconds process ``pid`` and its children have used.

    Its children: those running (a check's child process, forked by the
    kernel) and those it has waited for.  None where that cannot be read
    (no :mod:`psutil`, no such process): the limit is then the clock's.
    """
    try:
        import psutil
        kernel = psutil.Process(pid)
        kernel.cpu_times()
    except Exception:  # noqa: BLE001 - no psutil, or the kernel is not a local process
        return None

    def used():
        try:
            times = kernel.cpu_times()
            total = times.user + times.system + times.children_user + times.children_system
            children = kernel.children(recursive=True)
        except psutil.Error:
            return None
        for child in children:
            try:
                times = child.cpu_times()
            except psutil.Error:  # it ended meanwhile (its time moves to children_*)
                continue
            total += times.user + times.system
        return total
    return used


class _ProcessorLimit:
    """Interrupts the kernel once the cell running has used ``seconds`` of processor time.

    Used as ``with _ProcessorLimit(pid, seconds) as limit: ...``; afterwards
    ``limit.hit`` says whether it interrupted the cell.  It sends the
    kernel's process group ``SIGINT``, as Jupyter's interrupt button does,
    and again every two seconds while the cell goes on (a bare ``except:``
    in the learner's loop); the client's clock limit is the last resort.
    """

    def __init__(self, pid, seconds, every=0.25):
        import threading
        self.pid, self.seconds, self.every, self.hit = pid, seconds, every, False
        self.clock = _processor_clock(pid) if pid else None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self):
        if self.clock is not None:
            self.start = self.clock()
            if self.start is not None:
                self.thread.start()
        return self

    def __exit__(self, *exc):
        self.done.set()
        if self.thread.is_alive():
            self.thread.join()
        return False

    def _interrupt(self):
        import signal
        try:
            os.killpg(os.getpgid(self.pid), signal.SIGINT)
        except (OSError, AttributeError):  # no process groups (Windows), or it has ended
            try:
                os.kill(self.pid, signal.SIGINT)
            except (OSError, ValueError):  # the clock's limit is the last resort
                pass

    def _watch(self):
        last = None
        while not self.done.wait(self.every):
            used = self.clock()
            if used is None:
                return
            if used - self.start >= self.seconds:
                self.hit = True
                if last is None or time.monotonic() - last >= 2:
                    self._interrupt()
                    last = time.monotonic()


def _client_class():
    from nbclient import NotebookClient

    class _Client(NotebookClient):
        """Keeps the outputs of the grader's cells only (a learner's cell may print gigabytes)."""

        keep = False

        def output(self, outs, msg, display_id, cell_index):
            if not self.keep:
                return None
            return super().output(outs, msg, display_id, cell_index)

    return _Client


def _own_cell(cell, spec):
    """True for one of the lesson's own cells, as the lesson wrote it."""
    official = spec.get("sources", {}).get(cell.get("id"))
    return official is not None and official.strip() == cell.source.strip()


def _functions(spec):
    """``{name: [qid, ...]}``: the checks whose argument reads a function or class the lesson
    defines (lesson 14's ``minimax`` is read by the ``minimax`` and the ``games`` checks).

    Examples
    --------
    >>> _functions({"sources": {"a": "def minimax(board):\\n    pass"},
    ...             "checks": {"minimax": {"used": ["minimax"]}, "games": {"used": ["minimax"]},
    ...                        "endgame-move": {"used": ["answer"]}}})
    {'minimax': ['minimax', 'games']}
    """
    defined = set()
    for source in spec.get("sources", {}).values():
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        defined |= {node.name for node in tree.body
                    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    found = {}
    for qid, check in spec.get("checks", {}).items():
        for name in check.get("used", []):
            if name in defined:
                found.setdefault(name, []).append(qid)
    return found


def _error_notes(cells, spec, raised, row, where, before=lambda index: None):
    """Notes on the cells that raised; True when one of them needs the teacher (status errors).

    A cell of the lesson's own, unchanged, that raised on the learner's
    function (an ``assert`` on what ``minimax`` returns) is the same mistake
    seen again, not a crash, when that function's check did not pass: the
    cell reads the function, or comes right after its check (``before(i)``:
    the check run last before cell ``i``).  Any other of the lesson's own
    cells that raised is an error: its lesson's message (an assert's text
    says what the lesson supposes went wrong) is left out, since the checks
    do not say that (an assert on the lecture's move fails just as well when
    a cell of the learner's changed the board it is played on).
    """
    def said(index, message=True):
        ename, evalue = raised[index]
        quoted = evalue and (message or ename != "AssertionError")
        shown = f": {first_line(evalue, 100, words=True)}" if quoted else ""
        return f"{where(index)} raised {ename}{shown}"

    def listed(indices, message=True):
        return "; ".join(said(i, message) for i in indices[:3]) + (
            f"; and {len(indices) - 3} more" if len(indices) > 3 else "")

    failing = [i for i in sorted(raised) if raised[i][0] != "timeout"]
    own = [i for i in failing if _own_cell(cells[i], spec)]
    learner = [i for i in failing if i not in own]
    wrong = {qid for qid, status in row["checks"].items() if status in ("failed", "not attempted")}
    functions = {name: [qid for qid in qids if qid in wrong]
                 for name, qids in _functions(spec).items()}
    functions = {name: qids for name, qids in functions.items() if qids}
    blamed = {}  # own cell: the names of the failing functions it stops on
    for i in own:
        names = sorted(_reads(cells[i].source) & set(functions))
        if not names:
            names = sorted(name for name, qids in functions.items() if before(i) in qids)
        if names:
            blamed[i] = names
    # a learner's cell whose error a check's note names already is not said again
    told = [i for i in learner if not any(where(i) in note and f"raised {raised[i][0]}" in note
                                          for note in row["notes"])]
    if told:
        row["notes"].append(listed(told))
    if blamed:
        names = sorted({name for i in blamed for name in blamed[i]})
        row["notes"].append(f"the lesson's own cells stopped on this submission's "
                            f"{', '.join(names)}, whose checks did not all pass (not a crash): "
                            + listed(sorted(blamed)))
    other = [i for i in own if i not in blamed]
    if other and not wrong:
        row["notes"].append("the lesson's own cells raised although every check passed: "
                            + listed(other, message=False) + _rebinding(cells, spec, other, where))
    elif other:
        row["notes"].append("the lesson's own cells, as the lesson wrote them, raised (not on a "
                            "function whose check failed): " + listed(other, message=False)
                            + _rebinding(cells, spec, other, where))
    return bool(learner) or bool(other)


def _rebinding(cells, spec, failing, where):
    """``"; code cell 16 (...), not one of the lesson's cells, assigns maze, ..."`` or "".

    Names the cells added to the lesson (their ids are none of the
    official notebook's) that last assigned, above one of the ``failing``
    own cells, a name that cell reads and the lesson's own cells assign
    (a scratch cell trying another ``maze``).  Empty when the submission
    shares no cell ids with the lesson: added cells cannot be told.
    """
    sources = spec.get("sources", {})
    if not any(cell.get("id") in sources for cell in cells):
        return ""
    lessons = set()
    for source in sources.values():
        lessons |= bound_names(source) or set()
    found = {}  # index of an added cell: the names it assigned that a failing cell read
    for i in failing:
        for name in sorted(_reads(cells[i].source) & lessons):
            last = next((j for j in range(i - 1, -1, -1)
                         if name in (bound_names(cells[j].source) or ())), None)
            if last is not None and cells[last].get("id") not in sources:
                found.setdefault(last, set()).add(name)
    said = [f"{where(j)}, not one of the lesson's cells, assigns {', '.join(sorted(found[j]))}"
            for j in sorted(found)[:2]]
    if not said:
        return ""
    return ("; " + "; ".join(said) + (", which those cells read" if len(said) == 1
                                      else ", names those cells read")
            + (f"; and {len(found) - 2} more such cells" if len(found) > 2 else ""))


def _without_kernel_file(message):
    """An error message on one line, without the kernel's file name for the cell.

    ipykernel compiles each cell as a temporary file: a ``SyntaxError`` names
    it, which says nothing to a teacher (the note names the cell already).

    Examples
    --------
    >>> _without_kernel_file("expected ':' (1742051031.py, line 1)")
    "expected ':' (line 1)"
    >>> _without_kernel_file("invalid syntax (/tmp/ipykernel_77/3456.py, line 2)")
    'invalid syntax (line 2)'
    >>> _without_kernel_file("invalid syntax (<ipython-input-3-0a1b2c>, line 4)")
    'invalid syntax (line 4)'
    >>> _without_kernel_file("bad value (mine.py, line 1)")
    'bad value (mine.py, line 1)'
    """
    import re
    text = " ".join(str(message).split())
    return re.sub(r"\((?:[^()]*[/\\])?(?:\d+\.py|<ipython-input-[^>]*>), line (\d+)\)",
                  r"(line \1)", text)


def _defined_below(cells, index, name):
    """The first of the learner's cells after ``index`` that binds ``name`` (None: none)."""
    return next((i for i in range(index + 1, len(cells))
                 if name in (bound_names(cells[i].source) or ())), None)


def _reads(source):
    """The names a cell reads (empty when it is not Python)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    return {node.id for node in ast.walk(tree)
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}


def grade_submission(name, raw, official, *, timeout=DEFAULT_TIMEOUT):
    """Grade one submission (its bytes); return its row as a dict.

    Parameters
    ----------
    name : str
        What the row calls it (its path).
    raw : bytes
        The file's content.
    official : dict
        ``{lesson: spec}`` from :func:`load_official`.
    timeout : float
        Seconds of processor time each cell may use (the learner's and each
        official check), :data:`WALL_FACTOR` times that on the clock.

    Returns
    -------
    dict
        ``submission``, ``lesson``, ``status``, ``checks`` (``{id: verdict}``),
        ``mistakes`` (``{id: [[key, hint], ...]}``), ``summaries`` (``{id: the
        failed check's one line}``), ``check_notes`` (``{id: [note, ...]}``:
        the grader's), ``case_notes`` (``{id: [line, ...]}``: what a failed
        check said about its failing cases, :func:`case_notes`), ``notes``,
        ``seconds``.
    """
    import nbformat
    started = time.perf_counter()
    row = {"submission": name, "lesson": "", "status": "ok", "checks": {}, "mistakes": {},
           "summaries": {}, "check_notes": {}, "case_notes": {}, "notes": [], "seconds": 0.0}
    problems = set()

    def done():
        for problem in PROBLEMS:
            if problem in problems:
                row["status"] = problem
                break
        row["seconds"] = round(time.perf_counter() - started, 2)
        return row

    try:
        nb = nbformat.reads(raw.decode("utf-8"), as_version=4)
        nbformat.validate(nb)
    except Exception as exc:  # not UTF-8, not JSON, not a valid notebook
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        row["notes"].append(f"not a notebook: {at_a_word(text, 200)}")
        problems.add("not a notebook")
        return done()
    lesson = _which_lesson(nb, name, official)
    if lesson is None:
        imported = lesson_of(nb)
        if imported:
            row["notes"].append(f"its lesson, {imported}, has no official notebook among the "
                                "teacher's notebooks given (--official): give the folder that "
                                "holds it")
        elif any(check_calls(cell.source) for cell in _code_cells(nb)):
            row["notes"].append("its lesson cannot be told: it checks answers, but it does not "
                                "import a lesson ('from searchlib.lessons import ... as "
                                "lesson') and its name matches no lesson's notebook")
        else:
            row["notes"].append("not a lesson with checks: no 'from searchlib.lessons import "
                                "... as lesson', no lesson.check call, and its name matches no "
                                "lesson's notebook")
        problems.add("unknown lesson")
        return done()
    spec = official[lesson]
    row["lesson"] = lesson
    row["checks"] = {qid: "not run" for qid in spec["ids"]}
    cells = _code_cells(nb) or [nbformat.v4.new_code_cell("")]
    for cell in cells:
        cell.outputs = []
    anchors, deleted = _anchors(cells, spec)
    resolved = {qid: len(cells) - 1 if at is None else at for qid, at in anchors.items()}
    order = sorted(anchors, key=lambda qid: resolved[qid])  # stable: the lesson's order on ties

    def where(index):
        return describe_cell(cells, index, order, resolved)

    present = {cell.get("id") for cell in cells}
    missing = [cid for cid in spec["cells"] if cid not in present]
    if missing and len(missing) < len(spec["cells"]):
        problems.add("cells deleted")
        row["notes"].append(f"{len(missing)} of the lesson's {len(spec['cells'])} code cells "
                            "deleted")
    elif missing:
        row["notes"].append("no cell ids in common with the lesson (a copy?): deleted cells "
                            "cannot be told")
    for index, cell in enumerate(cells):
        lines = _suspicious(cell.source)
        if lines:
            problems.add("review")
            row["notes"].append(f"{where(index)} changes searchlib's checks or the output "
                                f"streams (line {', '.join(map(str, lines))}): read it")
    for qid in deleted:
        row["notes"].append(f"the check cell of {qid} was deleted: checked "
                            + (f"after {where(anchors[qid])}" if anchors[qid] is not None
                               else "at the end"))
    after = {}
    for qid in order:
        after.setdefault(resolved[qid], []).append(qid)
    checks = spec["checks"]
    windows = answer_windows([cell.source for cell in cells], order, resolved,
                             {qid: (checks[qid].get("names", []), checks[qid].get("used", []))
                              for qid in order})
    watched = {}  # the last cell that may set a check's answer: what the names held before it
    for qid, window in windows.items():
        if window["cells"]:
            watched.setdefault(window["cells"][-1], set()).update(window["names"])

    nonce = "SEARCHLIB-GRADE-" + secrets.token_hex(16) + ":"
    env = {k: v for k, v in os.environ.items() if k != _STRICT_ENV}
    env.setdefault("MPLBACKEND", "Agg")
    raised = {}  # index of a learner's cell: (error name, message)
    last_error = ["", ""]  # the error of the last cell of the grader's own that raised
    client_class = _client_class()
    run = nbformat.v4.new_notebook(cells=[], metadata=nb.metadata)
    with tempfile.TemporaryDirectory(prefix="searchlib-grade-") as folder:
        wall = WALL_FACTOR * timeout
        client = client_class(run, timeout=wall, startup_timeout=max(120, timeout),
                              kernel_name="python3", allow_errors=False,
                              interrupt_on_timeout=True, record_timing=False,
                              error_on_timeout={"ename": "GraderTimeout",
                                                "evalue": f"ran past {wall:g} s",
                                                "traceback": []},
                              resources={"metadata": {"path": folder}})
        from nbclient.exceptions import CellExecutionError, DeadKernelError
        limit_said = [""]  # which limit stopped the last cell that timed out

        def execute(cell, index=None):
            """Run a cell; return None, or what stopped it ("error", "timeout", "dead")."""
            run.cells.append(cell)
            provisioner = getattr(getattr(client, "km", None), "provisioner", None)
            limit = _ProcessorLimit(getattr(provisioner, "pid", None), timeout)
            try:
                with limit:
                    client.execute_cell(cell, len(run.cells) - 1)
            except DeadKernelError:
                return "dead"
            except CellExecutionError as exc:
                if getattr(exc, "ename", "") == "GraderTimeout" or limit.hit:
                    stopped = "timeout"
                else:
                    error = (getattr(exc, "ename", "") or "an error",
                             _without_kernel_file(getattr(exc, "evalue", "")))
                    if index is not None:
                        raised[index] = error
                    else:
                        last_error[:] = error
                    return "error"
            except (TimeoutError, RuntimeError) as exc:
                stopped = "dead" if "died" in str(exc).lower() else "timeout"
            else:
                if not limit.hit:
                    return None
                stopped = "timeout"  # interrupted, and the cell swallowed the interrupt
            limit_said[0] = (f"ran past {timeout:g} s of processor time" if limit.hit
                             else f"ran past {wall:g} s on the clock")
            if stopped == "timeout" and index is not None:
                raised[index] = ("timeout", f"it {limit_said[0]}")
            return stopped

        def alive_after_timeout(label):
            row["notes"].append(f"{label} {limit_said[0]} and was interrupted")
            problems.add("timed out")
            probe = nbformat.v4.new_code_cell("pass")
            saved = client.timeout
            client.timeout = min(10, timeout)
            stopped = execute(probe)
            client.timeout = saved
            if stopped is not None:
                problems.add("hung" if stopped == "timeout" else "kernel died")
                row["notes"].append("the kernel did not answer after the interrupt: the "
                                    "checks after that are not run")
                return False
            return True

        def official_check(qid):
            """Run the official check ``qid``; return what stopped it (as ``execute``)."""
            client.keep = True
            stale = (stale_verdict(windows[qid], raised, where)
                     if qid in windows else None)
            check = _grader_cell(lesson, qid, checks[qid], nonce, stale)
            stopped = execute(check)
            if stopped == "error":  # only a BaseException gets out of the grader's cell
                problems.add("errors")
                row["notes"].append(f"the official check {qid} was stopped by "
                                    f"{last_error[0]}: {at_a_word(last_error[1], 100)}")
            verdict = None
            for out in check.outputs:
                if out.get("output_type") == "stream" and out.get("name") == "stdout":
                    for line in out.get("text", "").splitlines():
                        if line.startswith(nonce):
                            verdict = json.loads(line[len(nonce):])
            if verdict is not None and verdict.get("missing"):
                below = _defined_below(cells, resolved[qid], verdict["missing"])
                if below is not None:
                    verdict["note"] = (f"{verdict['missing']} is not defined when it is "
                                       f"checked: it is defined only below its check, in "
                                       f"{where(below)}")
            if verdict is not None and verdict.get("status") in STATUSES:
                row["checks"][qid] = verdict["status"]
                if verdict.get("mistakes"):
                    row["mistakes"][qid] = verdict["mistakes"]
                if verdict["status"] == "failed" and (verdict.get("summary") or
                                                      verdict.get("note")):
                    # a check failed without running (its answer cell raised): the note says why
                    row["summaries"][qid] = verdict.get("summary") or verdict["note"]
                if verdict.get("note"):
                    row["check_notes"].setdefault(qid, []).append(verdict["note"])
                    row["notes"].append(f"{qid}: {verdict['note']}")
                said = case_notes(verdict.get("cases", []), verdict.get("first", []))
                if said:
                    row["case_notes"][qid] = said
            return stopped

        try:
            with client.setup_kernel(env=env, cwd=folder, stderr=subprocess.DEVNULL):
                for index, cell in enumerate(cells):
                    client.keep = False
                    if index in watched:
                        execute(nbformat.v4.new_code_cell(_STASH_CELL.format(
                            key=f"before:{index}", names=sorted(watched[index]))))
                    # a cell of nothing but lesson.check calls is replaced by the official checks
                    source = "" if _only_checks(cell.source) else cell.source
                    stopped = execute(nbformat.v4.new_code_cell(source), index)
                    if stopped == "dead":
                        problems.add("kernel died")
                        row["notes"].append(f"the kernel died in {where(index)}")
                        break
                    if stopped == "timeout" and not alive_after_timeout(where(index)):
                        break
                    for qid in after.get(index, []):
                        stopped = official_check(qid)
                        if stopped == "dead":
                            problems.add("kernel died")
                            row["notes"].append(f"the kernel died in the official check {qid}")
                            break
                        if stopped == "timeout" and not alive_after_timeout(
                                f"the official check {qid}"):
                            break
                    else:
                        continue
                    break
        except DeadKernelError:
            problems.add("kernel died")
            row["notes"].append("the kernel died")
        except RuntimeError as exc:  # the kernel did not start
            problems.add("kernel died")
            row["notes"].append(f"the kernel failed: {exc}")
    def before(index):
        return next((qid for qid in reversed(order) if resolved[qid] < index), None)

    if _error_notes(cells, spec, raised, row, where, before):
        problems.add("errors")
    return done()


def _grade_payload(payload):
    name, raw, official, timeout = payload
    return grade_submission(name, raw, official, timeout=timeout)


def grade(submissions, official, *, jobs=1, scheduler=None, timeout=DEFAULT_TIMEOUT,
          progress=None):
    """Grade ``[(name, path)]``; return the rows in the same order.

    ``jobs`` processes on this machine, or one task per submission on the
    Dask scheduler at ``scheduler`` (an address such as
    ``tcp://10.0.0.5:8786``).
    """
    payloads = [(name, Path(path).read_bytes(), official, timeout) for name, path in submissions]
    if scheduler is not None:
        try:
            from distributed import Client
        except ImportError:
            raise GradeError("--scheduler needs Dask: pip install -r requirements-grader.txt") \
                from None
        with Client(scheduler) as client:
            futures = client.map(_grade_payload, payloads, pure=False)
            rows = client.gather(futures)
        return list(rows)
    if jobs <= 1 or len(payloads) <= 1:
        rows = []
        for payload in payloads:
            rows.append(_grade_payload(payload))
            if progress:
                progress(rows[-1])
        return rows
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=jobs,
                             mp_context=multiprocessing.get_context("spawn")) as pool:
        rows = []
        for row in pool.map(_grade_payload, payloads):
            rows.append(row)
            if progress:
                progress(row)
    return rows


def main(argv=None):
    """Command-line entry point; returns the exit status (0 graded, 2 could not start)."""
    parser = argparse.ArgumentParser(
        prog="python3 -m searchlib.checks.grade",
        description="Run returned notebooks and re-run the lesson's official checks on each.")
    parser.add_argument("submissions", nargs="+", help="notebooks, or folders of notebooks")
    parser.add_argument("--out", required=True, help="the CSV to write (one row a submission)")
    parser.add_argument("--report", help="also write a class summary (HTML) here")
    parser.add_argument("--details", help="also write the feedback CSV here: a row per "
                        "submission and check, with the mistakes the check named")
    parser.add_argument("--jobs", type=int, default=1, help="submissions graded at once")
    parser.add_argument("--scheduler", help="a Dask scheduler's address: grade there")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help=f"seconds of processor time a cell may use (default "
                        f"{DEFAULT_TIMEOUT}; {WALL_FACTOR} times that on the clock)")
    parser.add_argument("--official", help="the teacher's notebooks (default: the checkout's "
                        "notebooks/ folder)")
    args = parser.parse_args(argv)
    try:
        if args.jobs < 1:
            raise GradeError("--jobs must be at least 1")
        if args.timeout <= 0:
            raise GradeError("--timeout must be a positive number of seconds")
        official = load_official(args.official)
        submissions = collect(args.submissions)
        _check_outputs({"--out": args.out, "--report": args.report,
                        "--details": args.details}, submissions)
    except GradeError as exc:
        print(f"grade: error: {exc}", file=sys.stderr)
        return 2
    for lesson, spec in official.items():
        unasked = [qid for qid in spec["ids"] if qid not in spec["checks"]]
        if unasked:
            print(f"grade: note: {spec['notebook']} does not ask {', '.join(unasked)} of "
                  f"lesson {lesson}: those columns say 'not run'", file=sys.stderr)
    started = time.perf_counter()

    def say(row):
        print(f"{row['submission']}: {row['status']}, {total(row)} of {len(row['checks'])} "
              "passed", file=sys.stderr)

    rows = grade(submissions, official, jobs=args.jobs, scheduler=args.scheduler,
                 timeout=args.timeout, progress=say)
    write_csv(rows, args.out, official)
    if args.report:
        write_report(rows, args.report, official)
    if args.details:
        write_details(rows, args.details, official)
    print(f"{len(rows)} submission{'s' if len(rows) != 1 else ''} graded in "
          f"{time.perf_counter() - started:.1f} s: {args.out}"
          + "".join(f", {target}" for target in (args.report, args.details) if target))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
