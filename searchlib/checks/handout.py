"""Build the class handout: the notebooks without their reference solutions.

::

    python3 -m searchlib.checks.handout notebooks/ handout/
    python3 -m searchlib.checks.handout notebooks/ present/ --presenter

copies every notebook under ``notebooks/`` to ``handout/`` (keeping the
folder layout) with

* every cell tagged ``solution`` removed (the folded reference solutions:
  cell metadata ``{"tags": ["solution"], "jupyter": {"source_hidden": true}}``);
* every output and execution count cleared, and saved widget state dropped;
* the lesson and its check ids written into the metadata (the notebook's
  ``searchlib.lesson`` and ``searchlib.checks``, each check cell's
  ``searchlib.checks``), so the grader can match a returned notebook to its
  lesson and say which check cells were deleted;
* everything else as it was: markdown, exercise stubs, check cells, tags.

Other files next to the notebooks are copied too, unless
``--notebooks-only`` is given.  The notebooks find their data through
:mod:`searchlib.data`, so the handout folder runs wherever it is copied.
In a handout every exercise is still its stub, so each check cell says
"not attempted yet" and "Run All" goes through.

``--presenter`` also drops the check cells and ``lesson.progress()``: the
build to show in Voilà or on a projector, with no answer and no empty
verdict on screen.

Safety
------
The build never writes over a notebook it reads: it refuses (a one-line
error, exit status 2) an output that is the source folder, lies inside it
or contains it (paths resolved, so ``cd notebooks; ... 06-astar.ipynb .``
is caught), an output that is a file, a source that does not exist, is not
a notebook or holds none, and an output folder that is not empty, unless
``--force`` is given; then it replaces only the notebooks (and copied
files) it writes and deletes nothing.  Every folder it writes is marked
(``.searchlib-handout.json``) and never read as a source again.  Every
notebook is read and checked before the first one is written.

Sentences of the lessons that point at a removed solution cell ("a
reference solution follows, folded") are reported as warnings
(:func:`solution_references`); ``--strict`` makes them an error, and the
course's tests require that there are none.

Rehearsal
---------
The course's tests run every teacher's notebook once, and :func:`rehearse`
makes that one run show that its handout runs too: with
``SEARCHLIB_REHEARSE_HANDOUT`` set to the :func:`cell_key` of every solution
cell (``conftest.py`` does it), a notebook's kernel undoes all that a
solution cell defined as soon as the cell has run (the cell's own checks
have then passed), so every cell after it runs with the stubs, as it does
in the handout.

Examples
--------
>>> import nbformat
>>> nb = nbformat.v4.new_notebook(cells=[
...     nbformat.v4.new_code_cell("from searchlib.lessons import astar as lesson"),
...     nbformat.v4.new_code_cell("lesson.check('astar', my_astar)"),
...     nbformat.v4.new_code_cell("def f(): return 1", metadata={"tags": ["solution"]})])
>>> handout, removed = strip_notebook(nb)
>>> len(handout.cells), removed, handout.metadata["searchlib"]["lesson"]
(2, 1, 'astar')
>>> handout.cells[1].metadata["searchlib"]
{'checks': ['astar']}
>>> check_calls("answer = 3\\nlesson.check('q1', answer)\\nlesson.check('q2', f, data=big)")
[('q1', 'answer', {}), ('q2', 'f', {'data': 'big'})]
"""

import argparse
import ast
import copy
import hashlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

from ..errors import SearchlibError

__all__ = ["SOLUTION_TAG", "MARKER", "REHEARSE_ENV", "HandoutError", "strip_notebook",
           "check_calls", "lesson_of", "solution_references", "build", "main", "cell_key",
           "rehearse"]

#: The tag that marks a reference-solution cell.
SOLUTION_TAG = "solution"
#: The file that marks a folder the handout wrote (never read as a source).
MARKER = ".searchlib-handout.json"
#: The environment variable that turns the rehearsal on (see :func:`rehearse`).
REHEARSE_ENV = "SEARCHLIB_REHEARSE_HANDOUT"

_SKIP_DIRS = {".ipynb_checkpoints", "__pycache__", ".git"}
_LESSON = re.compile(r"^\s*from\s+searchlib\.lessons\s+import\s+(\w+)\s+as\s+lesson\b", re.M)
_CHECK = re.compile(r"""\blesson\.check\(\s*(['"])([^'"]+)\1""")
_PROGRESS = re.compile(r"\blesson\.progress\(\s*\)")

#: Phrases that point at a cell the handout removes.  A sentence in a cell the
#: handout keeps must not use them (the solution is not there to follow).
SOLUTION_PHRASES = (
    r"reference solutions?\b",
    r"\bsolution (?:cell|follows|below|above|underneath)",
    r"\bfolded\b",
    r"\bopen it after\b",
    r"\b(?:the|a) worked answer\b",
)
_PHRASE = re.compile("|".join(f"(?:{p})" for p in SOLUTION_PHRASES), re.I)


class HandoutError(SearchlibError):
    """A handout cannot be built as asked (a bad path, a notebook that is not one)."""


def _tags(cell):
    return cell.get("metadata", {}).get("tags", []) or []


def is_solution(cell, tag=SOLUTION_TAG):
    """True when ``cell`` is a reference solution (tagged ``tag``)."""
    return tag in _tags(cell)


def lesson_of(nb):
    """The lesson module a notebook imports as ``lesson`` (``"astar"``), or None.

    Examples
    --------
    >>> import nbformat
    >>> lesson_of(nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_code_cell("from searchlib.lessons import dfs_bfs as lesson")]))
    'dfs_bfs'
    """
    for cell in nb.cells:
        if cell.get("cell_type") == "code":
            found = _LESSON.search(cell.source)
            if found:
                return found.group(1)
    return None


def check_calls(source):
    """The ``lesson.check(...)`` calls of a cell: ``[(qid, argument, {keyword: source})]``.

    ``argument`` is the source of the value checked (``"my_astar"``), or
    None when the call has none.  A cell that is not valid Python is read
    with a regular expression (ids only, arguments None).
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return [(m.group(2), None, {}) for m in _CHECK.finditer(source)]
    calls = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "check" and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "lesson" and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            arg = ast.get_source_segment(source, node.args[1]) if len(node.args) > 1 else None
            options = {kw.arg: ast.get_source_segment(source, kw.value)
                       for kw in node.keywords if kw.arg is not None}
            calls.append(((node.lineno, node.col_offset), node.args[0].value, arg, options))
    return [call[1:] for call in sorted(calls)]


def solution_references(nb, *, tag=SOLUTION_TAG):
    """Sentences in the cells a handout keeps that point at a removed solution.

    Returns
    -------
    list of (int, str)
        The cell's index in ``nb`` and the line holding the phrase.

    Examples
    --------
    >>> import nbformat
    >>> solution_references(nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_markdown_cell("Try it. A reference solution follows, folded.")]))
    [(0, 'Try it. A reference solution follows, folded.')]
    """
    found = []
    for index, cell in enumerate(nb.cells):
        if is_solution(cell, tag):
            continue
        for line in cell.source.splitlines():
            if _PHRASE.search(line):
                found.append((index, line.strip()))
    return found


def cell_key(source):
    """A short fingerprint of a cell's source (its surrounding blank space ignored).

    >>> cell_key("  x = 1  ") == cell_key("x = 1")
    True
    """
    return hashlib.sha1(source.strip().encode("utf-8")).hexdigest()[:16]


def rehearse(shell=None, keys=None):
    """Inside a kernel: undo what each solution cell defines once it has run.

    ``keys`` are the :func:`cell_key` of the solution cells (by default read
    from :data:`REHEARSE_ENV`, comma-separated).  Before such a cell runs,
    the shell's namespace is copied; after it, the copy is put back, so for
    the cells that follow, the names the solution bound (the learner's
    function, an import, a class) are what the stubs made them, exactly as
    in the handout, which has no such cell.  A solution cell itself still
    sees what the solution cells above it defined (unless a cell bound the
    name again since), as it does in the teacher's notebook.  True when the
    rehearsal was set up now.
    """
    if keys is None:
        keys = [k for k in os.environ.get(REHEARSE_ENV, "").split(",") if k]
    keys = frozenset(keys)
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:                       # pragma: no cover - no IPython
            return False
        shell = get_ipython()
    if not keys or shell is None or getattr(shell, "_searchlib_rehearsal", None):
        return False
    solved = {}         # names as the solution cells left them (the teacher's notebook)
    state = {}

    def before(info):
        state["ours"] = cell_key(info.raw_cell or "") in keys
        state["before"] = dict(shell.user_ns)
        if state["ours"]:               # a solution sees what the solutions above defined
            shell.user_ns.update(solved)
            state["teacher"] = dict(shell.user_ns)

    def after(result):
        now, missing = shell.user_ns, object()
        if state.pop("ours", False):
            seen = state.pop("teacher")
            solved.update((k, v) for k, v in now.items() if seen.get(k, missing) is not v)
            now.clear()
            now.update(state.pop("before"))
        else:                           # a name a cell binds again is no longer a solution's
            seen = state.pop("before", {})
            for name in set(seen) | set(now):
                if seen.get(name, missing) is not now.get(name, missing):
                    solved.pop(name, None)

    shell.events.register("pre_run_cell", before)
    shell.events.register("post_run_cell", after)
    shell._searchlib_rehearsal = keys
    return True


def strip_notebook(nb, *, tag=SOLUTION_TAG, presenter=False):
    """Return ``(handout, removed)``: a copy of ``nb`` without the ``tag`` cells or outputs.

    Parameters
    ----------
    nb : nbformat.NotebookNode
        The teacher's notebook (not changed).
    tag : str
        The tag of the cells to remove.
    presenter : bool
        Also drop the check cells and ``lesson.progress()`` cells (the
        build to present).
    """
    handout = copy.deepcopy(nb)
    kept = [cell for cell in handout.cells if not is_solution(cell, tag)]
    removed = len(handout.cells) - len(kept)
    lesson = lesson_of(handout)
    asked = []
    shown = []
    for cell in kept:
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
            cell.get("metadata", {}).pop("execution", None)
            ids = [qid for qid, _, _ in check_calls(cell.source)]
            if ids:
                cell.setdefault("metadata", {})["searchlib"] = {"checks": ids}
                asked += [qid for qid in ids if qid not in asked]
            if presenter and (ids or _PROGRESS.search(cell.source)):
                continue
        shown.append(cell)
    handout.cells = shown
    handout.metadata.pop("widgets", None)
    if lesson is not None:
        handout.metadata["searchlib"] = {"lesson": lesson, "checks": asked,
                                         "build": "presenter" if presenter else "handout"}
    return handout, removed


# -- paths ---------------------------------------------------------------------

def _is_marked(folder):
    return (folder / MARKER).is_file()


def _sources(src, root):
    """The notebooks and other files to copy, skipping hidden, cache and handout folders."""
    if src.is_file():
        return [src]
    found = []
    for dirpath, dirnames, filenames in os.walk(src):
        here = Path(dirpath)
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS
                             and not d.startswith(".") and not _is_marked(here / d))
        found += [here / f for f in sorted(filenames) if f != MARKER]
    return found


def _describe(folder):
    entries = sorted(p.name for p in folder.iterdir())
    shown = ", ".join(entries[:3]) + (", ..." if len(entries) > 3 else "")
    return f"{len(entries)} entr{'y' if len(entries) == 1 else 'ies'}: {shown}"


def _check_paths(src, out, force):
    if not src.exists():
        raise HandoutError(f"no such notebook or folder: {src}")
    if src.is_file() and src.suffix != ".ipynb":
        raise HandoutError(f"{src} is not a notebook (.ipynb) or a folder of notebooks")
    if out.exists() and not out.is_dir():
        raise HandoutError(f"the output {out} is a file, not a folder")
    root = (src if src.is_dir() else src.parent).resolve()
    target = out.resolve()
    if target == root:
        raise HandoutError(f"the output {out} is the folder of the notebooks ({root}): the "
                           "handout would overwrite them; choose another folder")
    if root in target.parents:
        raise HandoutError(f"the output {out} is inside the notebooks' folder ({root}); "
                           "choose a folder outside it")
    if target in root.parents:
        raise HandoutError(f"the output {out} contains the notebooks' folder ({root}); "
                           "choose a folder outside it")
    for parent in [target, *target.parents]:
        if parent.exists():
            if not parent.is_dir():
                raise HandoutError(f"cannot make the folder {out}: {parent} is a file")
            break
    if out.is_dir() and any(out.iterdir()) and not force:
        raise HandoutError(f"the output {out} is not empty ({_describe(out)}); use --force "
                           "to replace the notebooks in it")
    return root


def _read(path):
    import nbformat
    try:
        nb = nbformat.read(path, as_version=4)
        nbformat.validate(nb)
    except Exception as exc:  # nbformat raises JSON, validation and OS errors
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise HandoutError(f"{path} is not a notebook ({reason[:200]})") from None
    return nb


def _write_bytes(target, data, root):
    """Write ``data`` to ``target`` through a temporary file: a symlink is replaced, not followed."""
    target.parent.mkdir(parents=True, exist_ok=True)
    where = target.parent.resolve()
    if where == root or root in where.parents:
        raise HandoutError(f"{target.parent} leads into the notebooks' folder ({root}); "
                           "nothing was written there")
    handle, tmp = tempfile.mkstemp(dir=target.parent, prefix=".handout-", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def build(src, out, *, tag=SOLUTION_TAG, notebooks_only=False, force=False, presenter=False,
          log=None, warn=None):
    """Write the handout of ``src`` (a folder or one notebook) into the folder ``out``.

    Parameters
    ----------
    src : str or Path
        The teacher's notebooks: a folder (searched recursively) or one notebook.
    out : str or Path
        The folder to write to: new or empty, unless ``force``.
    force : bool
        Write into a non-empty folder, replacing the files written (nothing
        else is touched).
    presenter : bool
        Also drop check and progress cells (see :func:`strip_notebook`).
    log, warn : callable, optional
        Called with a line for each notebook written and each sentence that
        points at a removed solution.

    Returns
    -------
    list of (Path, int)
        Each notebook written and how many solution cells it lost.

    Raises
    ------
    HandoutError
        For every bad path (see the module's "Safety"), before anything is
        written.
    """
    import nbformat
    src, out = Path(src), Path(out)
    if out.suffix == ".ipynb" and not out.is_dir():
        raise HandoutError(f"{out} looks like a notebook, but the handout is written into a "
                           "folder (a notebook keeps its name there): give a folder")
    root = _check_paths(src, out, force)
    paths = _sources(src.resolve(), root)
    notebooks = [p for p in paths if p.suffix == ".ipynb"]
    if not notebooks:
        raise HandoutError(f"no notebooks (.ipynb) in {src}")
    plan = []
    for path in paths:
        relative = path.relative_to(root)
        if path.suffix == ".ipynb":
            nb = _read(path)
            handout, removed = strip_notebook(nb, tag=tag, presenter=presenter)
            nbformat.validate(handout)
            for index, line in solution_references(nb, tag=tag):
                if warn:
                    warn(f"{path}, cell {index}: points at a solution the handout removes: "
                         f"{line[:120]!r}")
            plan.append((relative, nbformat.writes(handout).encode("utf-8") + b"\n", removed))
        elif not notebooks_only:
            plan.append((relative, None, None))
    written = []
    try:
        out.mkdir(parents=True, exist_ok=True)
        for relative, data, removed in plan:
            target = out / relative
            if data is None:
                _write_bytes(target, (root / relative).read_bytes(), root)
                continue
            _write_bytes(target, data, root)
            written.append((target, removed))
            if log:
                log(f"{target}: {removed} solution cell{'s' if removed != 1 else ''} removed")
        # the source folder's name only: the marker goes out to learners with the handout
        marker = {"source": root.name, "build": "presenter" if presenter else "handout",
                  "notebooks": sorted(str(r) for r, d, _ in plan if d is not None)}
        _write_bytes(out / MARKER, (json.dumps(marker, indent=1) + "\n").encode(), root)
    except OSError as exc:
        raise HandoutError(f"cannot write the handout to {out}: "
                           f"{exc.strerror or exc} ({exc.filename or out})") from None
    return written


def main(argv=None):
    """Command-line entry point; returns the exit status (0 done, 1 flagged, 2 refused)."""
    parser = argparse.ArgumentParser(
        prog="python3 -m searchlib.checks.handout",
        description="Copy the notebooks without the cells tagged as solutions, outputs cleared.")
    parser.add_argument("src", help="the notebooks folder (or one notebook)")
    parser.add_argument("out", help="the folder to write the handout to (new or empty)")
    parser.add_argument("--tag", default=SOLUTION_TAG, help="the tag of the cells to remove "
                        f"(default {SOLUTION_TAG!r})")
    parser.add_argument("--notebooks-only", action="store_true",
                        help="copy only the notebooks, not the other files")
    parser.add_argument("--force", action="store_true",
                        help="write into a non-empty folder, replacing the notebooks written")
    parser.add_argument("--presenter", action="store_true",
                        help="also drop the check cells: a build to present, with no answers")
    parser.add_argument("--strict", action="store_true",
                        help="fail (exit 1) when a kept sentence points at a removed solution")
    args = parser.parse_args(argv)
    warnings = []

    def warn(line):
        warnings.append(line)
        print(f"warning: {line}", file=sys.stderr)

    try:
        written = build(args.src, args.out, tag=args.tag, notebooks_only=args.notebooks_only,
                        force=args.force, presenter=args.presenter, log=print, warn=warn)
    except HandoutError as exc:
        print(f"handout: error: {exc}", file=sys.stderr)
        return 2
    print(f"{len(written)} notebook{'s' if len(written) != 1 else ''} written to {args.out}")
    return 1 if warnings and args.strict else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
