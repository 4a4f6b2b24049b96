"""The class handout of the whole course, built with the README's command and run.

``python3 -m searchlib.checks.handout notebooks/ OUT/ --strict`` is run once
on every notebook of the course, into an empty temporary folder with nothing
beside it (no repository, no ``data/``: the notebooks find their data
through :mod:`searchlib.data`), and ``--strict`` fails the build if a kept
sentence points at a removed solution.  Then, for each notebook:

* **the handout is the lesson without its solutions**: no cell tagged
  ``solution`` is left, every other cell is there unchanged and in the same
  order (source, type, id, metadata, attachments), every code cell is
  cleared (no outputs, no execution count), and the notebook's metadata is
  kept (bar saved widget state);
* **it runs top to bottom with nothing attempted** (four of them, below; the
  others are rehearsed): executed by nbclient in a
  fresh kernel, in the handout's ``notebooks/`` folder, with
  ``SEARCHLIB_STRICT_CHECKS=1`` (a failing check raises), no cell raises;
  every ``lesson.check(...)`` call of the handout shows exactly one report,
  and each says "Not attempted yet" (plain text starting with ``…``); the
  checks the kernel recorded are exactly the questions the cells ask, all
  "not attempted"; ``lesson.progress()`` counts nothing passed (and the
  notebook's own ``lesson.progress()`` cell, where it has one, says
  ``0 of N checks passed``).

Four handouts of different kinds (answers and classes, maze files, the
Degrees data, the tic-tac-toe project) are executed here, in full.  Every
other lesson's handout is shown to run by its teacher's notebook's own run
(nbval), which rehearses the handout: each solution cell's definitions are
undone once it has run, so the cells after it run with the stubs
(:func:`searchlib.checks.handout.rehearse`, switched on by ``conftest.py``;
the last tests here show it at work).  Running every handout a second time,
in full, cost a third of the test command's time.
"""

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
#: The lessons (the contents page, 00, has no exercises; it is handed out too).
NAMES = sorted(path.name for path in NOTEBOOKS.glob("[0-9][0-9]-*.ipynb")
               if not path.name.startswith("00-"))
SOLUTION = "solution"
CHECK = re.compile(r"\blesson\.check\(")
QUESTION = re.compile(r"""\blesson\.check\(\s*(['"])([^'"]+)\1""")

#: Run last in each handout's kernel: what the checks recorded, as one line of JSON.
PROBE = """\
import json as _json
from searchlib.checks.progress import results as _results
_summary = lesson.progress()
print("PROBE" + _json.dumps({"bank": lesson.BANK.name, "ids": list(lesson.BANK.ids),
                             "passed": _summary.passed,
                             "results": [[b, q, s] for (b, q), s in _results().items()]}))
"""


def _tags(cell):
    return cell.get("metadata", {}).get("tags", []) or []


def _intact(cell):
    """A cell as the handout must keep it: everything but what running it produces."""
    cell = copy.deepcopy(dict(cell))
    cell.pop("outputs", None)
    cell.pop("execution_count", None)
    cell["metadata"] = {k: v for k, v in cell.get("metadata", {}).items()
                        if k not in ("execution", "searchlib")}
    return cell


def _plain(output):
    return output.get("data", {}).get("text/plain", output.get("text", ""))


def _reports(cell):
    """The check reports a cell shows (display outputs carrying a report's HTML)."""
    return [out for out in cell.get("outputs", [])
            if "searchlib-check" in out.get("data", {}).get("text/html", "")]


@pytest.fixture(scope="module")
def handout(tmp_path_factory):
    """The handout of every notebook, built by the command line into an empty folder, alone."""
    out = tmp_path_factory.mktemp("course") / "handout"
    done = subprocess.run([sys.executable, "-m", "searchlib.checks.handout", str(NOTEBOOKS),
                           str(out), "--strict"], cwd=out.parent, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr, done.stderr
    assert f"{len(NAMES) + 1} notebooks written" in done.stdout, done.stdout
    assert sorted(p.name for p in out.parent.iterdir()) == ["handout"]
    return out


def test_the_handout_has_every_notebook(handout):
    assert len(NAMES) == 17
    assert sorted(p.name for p in handout.glob("*.ipynb")) == ["00-contents.ipynb"] + NAMES


@pytest.mark.parametrize("name", NAMES)
def test_the_handout_drops_the_solutions_and_keeps_the_rest(handout, name):
    teacher = nbformat.read(NOTEBOOKS / name, as_version=4)
    learner = nbformat.read(handout / name, as_version=4)
    solutions = [cell for cell in teacher.cells if SOLUTION in _tags(cell)]
    assert solutions, f"{name} has no reference solution (a cell tagged {SOLUTION!r})"
    left = [i for i, cell in enumerate(learner.cells) if SOLUTION in _tags(cell)]
    assert not left, f"cells {left} of the handout are still tagged {SOLUTION!r}"
    kept = [cell for cell in teacher.cells if SOLUTION not in _tags(cell)]
    assert len(learner.cells) == len(kept) == len(teacher.cells) - len(solutions)
    for index, (mine, theirs) in enumerate(zip(learner.cells, kept)):
        assert _intact(mine) == _intact(theirs), f"cell {index} of the handout was changed"
    for index, cell in enumerate(learner.cells):
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, \
                f"cell {index} of the handout is not cleared"
    mark = learner.metadata.pop("searchlib")
    assert learner.metadata == {k: v for k, v in teacher.metadata.items() if k != "widgets"}
    # the lesson and the check ids, written for the grader
    asked = [m.group(2) for cell in kept if cell.cell_type == "code"
             for m in QUESTION.finditer(cell.source)]
    assert mark == {"lesson": mark["lesson"], "checks": list(dict.fromkeys(asked)),
                    "build": "handout"}
    assert f"from searchlib.lessons import {mark['lesson']} as lesson" in teacher.cells[1].source \
        or any(f"import {mark['lesson']} as lesson" in c.source for c in teacher.cells)
    for mine in learner.cells:
        ids = [m.group(2) for m in QUESTION.finditer(mine.source)] if mine.cell_type == "code" else []
        assert mine.metadata.get("searchlib", {}).get("checks", []) == ids
    sources = {cell.source for cell in learner.cells}
    assert not [c.source for c in solutions if c.source in sources]


#: The handouts executed in full (see the module's notes).
RUN = ["03-dfs-vs-bfs.ipynb", "04-mazes.ipynb", "13-project-degrees.ipynb",
       "14-project-tictactoe.ipynb"]


@pytest.mark.parametrize("name", RUN)
def test_the_handout_runs_with_every_exercise_not_attempted(handout, name, monkeypatch):
    monkeypatch.setenv("SEARCHLIB_STRICT_CHECKS", "1")
    nb = nbformat.read(handout / name, as_version=4)
    cells = len(nb.cells)
    nb.cells.append(nbformat.v4.new_code_cell(PROBE))
    # a fresh kernel, in the handout's folder (no data beside it: it comes from the package);
    # a cell that raises (a failed check, in strict mode) stops here with its traceback
    NotebookClient(nb, timeout=120, startup_timeout=180, kernel_name="python3",
                   resources={"metadata": {"path": str(handout)}}).execute()

    asked, shown = 0, 0
    for index, cell in enumerate(nb.cells[:cells]):
        if cell.cell_type != "code":
            continue
        for out in cell.outputs:
            assert out.output_type != "error", f"cell {index} raised"
            if out.output_type == "stream" and out.name == "stderr":
                assert "Traceback" not in out.text and "Error" not in out.text, \
                    f"cell {index} wrote an error: {out.text}"
        reports = _reports(cell)
        calls = len(CHECK.findall(cell.source))
        assert len(reports) == calls, (f"cell {index} makes {calls} checks and shows "
                                       f"{len(reports)} reports")
        for report in reports:
            assert _plain(report).startswith("…"), f"cell {index}: {_plain(report)}"
            assert "Not attempted yet" in report["data"]["text/html"], f"cell {index}"
        asked += calls
        shown += len(reports)
    assert asked > 0 and shown == asked

    lines = [line for out in nb.cells[-1].outputs for line in _plain(out).splitlines()
             if line.startswith("PROBE")]
    assert len(lines) == 1, nb.cells[-1].outputs
    probe = json.loads(lines[0][len("PROBE"):])
    questions = {m.group(2) for cell in nb.cells[:cells] if cell.cell_type == "code"
                 for m in QUESTION.finditer(cell.source)}
    assert {q for _, q, _ in probe["results"]} == questions
    assert {b for b, _, _ in probe["results"]} == {probe["bank"]}
    assert questions <= set(probe["ids"])
    assert all(status == "not attempted" for _, _, status in probe["results"]), probe["results"]
    assert probe["passed"] == 0

    for index, cell in enumerate(nb.cells[:cells]):
        if cell.cell_type == "code" and "lesson.progress()" in cell.source:
            text = "".join(_plain(out) for out in cell.outputs)
            assert text.startswith(f"{probe['bank']}: 0 of {len(probe['ids'])} checks passed"), \
                f"cell {index}: {text}"
            assert "✔" not in text, f"cell {index}: {text}"


def test_the_presenter_build_of_the_course_shows_no_answer(tmp_path):
    done = subprocess.run([sys.executable, "-m", "searchlib.checks.handout", str(NOTEBOOKS),
                           str(tmp_path / "present"), "--presenter", "--strict"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    for name in NAMES:
        teacher = nbformat.read(NOTEBOOKS / name, as_version=4)
        shown = nbformat.read(tmp_path / "present" / name, as_version=4)
        code = [cell.source for cell in shown.cells if cell.cell_type == "code"]
        assert not [s for s in code if CHECK.search(s) or "lesson.progress()" in s], name
        assert not [cell for cell in shown.cells if SOLUTION in _tags(cell)], name
        solutions = {cell.source for cell in teacher.cells if SOLUTION in _tags(cell)}
        assert not solutions & {cell.source for cell in shown.cells}, name
        assert [c.source for c in shown.cells if c.cell_type == "markdown"] == \
            [c.source for c in teacher.cells if c.cell_type == "markdown"
             and SOLUTION not in _tags(c)], f"{name}: the prose is all there"


def test_the_notebooks_read_files_only_through_the_package():
    """A handout runs wherever it is copied: no notebook opens a path of its own."""
    path = re.compile(r"""(?<![\w.])open\((?!data_path\()|["'](?:\.\./|\./|data/)""")
    for name in NAMES:
        nb = nbformat.read(NOTEBOOKS / name, as_version=4)
        found = [line for cell in nb.cells if cell.cell_type == "code"
                 for line in cell.source.splitlines() if path.search(line)]
        assert not found, f"{name}: {found}"


def test_every_solution_cell_is_rehearsed():
    import conftest
    from searchlib.checks.handout import cell_key
    keys = set(conftest._solution_keys().split(","))
    for name in NAMES:
        nb = nbformat.read(NOTEBOOKS / name, as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "code":
                assert (cell_key(cell.source) in keys) == (SOLUTION in _tags(cell)), \
                    f"{name}: {cell.source[:60]!r}"


def test_a_rehearsal_gives_the_cells_after_a_solution_the_stubs(monkeypatch, tmp_path):
    from searchlib.checks.handout import REHEARSE_ENV, cell_key
    solution = "def double(x):\n    return 2 * x\nhelper = 7"
    later = "# uses the solution above\nhelper + double(1)"
    monkeypatch.setenv(REHEARSE_ENV, ",".join([cell_key(solution), cell_key(later)]))
    cells = ["from searchlib.lessons import dfs_bfs as lesson",
             "def double(x):\n    raise NotImplementedError",
             solution,
             later,                     # another solution: it sees the one above
             "try:\n    double(1)\nexcept NotImplementedError:\n    print('stub')",
             "print('helper' in globals())"]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    NotebookClient(nb, timeout=60, startup_timeout=180, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    shown = ["".join(_plain(out) for out in cell.outputs).strip() for cell in nb.cells]
    assert shown[3:] == ["9", "stub", "False"], shown
