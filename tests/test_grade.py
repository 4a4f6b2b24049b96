"""The class gradebook: prepared submissions get the right row, and nothing they show is believed.

The official notebook is the handout fixture (lesson ``dfs_bfs``: it asks
``bfs-order``, ``queue-remove`` and ``bfs``); the submissions are built from
it here: complete, untouched, half done, a check cell edited to print a
pass (with a cell that rebinds the checks), one that loops for ever, one
that is not JSON, one whose kernel dies, one that deleted an exercise's cells.
"""

import copy
import csv
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from searchlib.checks.grade import collect, grade, load_official, main, total
from searchlib.checks.handout import strip_notebook

FIXTURE = Path(__file__).parent / "fixtures" / "handout_demo.ipynb"
ROOT = Path(__file__).resolve().parents[1]
ASKED = ["bfs-order", "queue-remove", "bfs"]
TIMEOUT = 5


def _solutions(nb):
    return {qid: cell for cell in nb.cells if "solution" in cell.metadata.get("tags", [])
            for qid in ASKED if f'lesson.check("{qid}"' in cell.source}


def _insert_after_check(nb, qid, cell):
    index = next(i for i, c in enumerate(nb.cells) if f'lesson.check("{qid}"' in c.source)
    nb.cells.insert(index + 1, copy.deepcopy(cell))


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    """The official folder and the prepared submissions; graded once, with two processes."""
    base = tmp_path_factory.mktemp("class")
    official = base / "official"
    official.mkdir()
    shutil.copy(FIXTURE, official / "demo.ipynb")
    teacher = nbformat.read(FIXTURE, as_version=4)
    handout, _ = strip_notebook(teacher)
    solutions = _solutions(teacher)
    subs = base / "submitted"
    subs.mkdir()

    def save(name, nb):
        nbformat.write(nb, subs / f"{name}.ipynb")

    complete = copy.deepcopy(handout)
    for qid in ASKED:
        _insert_after_check(complete, qid, solutions[qid])
    save("complete", complete)
    save("untouched", handout)
    half = copy.deepcopy(handout)
    _insert_after_check(half, "queue-remove", solutions["queue-remove"])
    save("half", half)
    tampered = copy.deepcopy(half)
    for cell in tampered.cells:
        if 'lesson.check("bfs"' in cell.source:
            cell.source = 'print("✔ dfs_bfs · bfs: Correct")'
            cell.outputs = [nbformat.v4.new_output("stream", name="stdout",
                                                   text="✔ dfs_bfs · bfs: Correct\n")]
    tampered.cells.insert(2, nbformat.v4.new_code_cell(
        "lesson.check = lambda *args, **kw: print('✔ Correct')\nlesson.BANK.check = lesson.check"))
    save("tampered", tampered)
    loops = copy.deepcopy(half)
    loops.cells.insert(2, nbformat.v4.new_code_cell("while True:\n    pass"))
    save("loops", loops)
    (subs / "garbage.ipynb").write_bytes(b"\x89PNG not a notebook at all")
    crash = copy.deepcopy(half)
    crash.cells.insert(2, nbformat.v4.new_code_cell("import os\nos._exit(3)"))
    save("crash", crash)
    deleted = copy.deepcopy(complete)
    deleted.cells = [c for c in deleted.cells if "def bfs(problem)" not in c.source
                     and 'lesson.check("bfs"' not in c.source]
    save("deleted", deleted)
    specs = load_official(official)
    rows = grade(collect([subs]), specs, jobs=2, timeout=TIMEOUT)
    return {"base": base, "official": official, "subs": subs, "specs": specs,
            "rows": {Path(row["submission"]).stem: row for row in rows}}


def _verdicts(row):
    return [row["checks"][qid] for qid in ASKED]


def test_the_official_checks_come_from_the_teachers_notebook(course):
    spec = course["specs"]["dfs_bfs"]
    assert list(spec["checks"]) == ASKED
    assert spec["checks"]["bfs"]["arg"] == "bfs"
    assert spec["checks"]["queue-remove"]["arg"] == "QueueFrontier"
    assert len(spec["ids"]) == 8 and set(ASKED) < set(spec["ids"])


def test_complete_untouched_and_half_done(course):
    rows = course["rows"]
    assert _verdicts(rows["complete"]) == ["passed"] * 3
    assert rows["complete"]["status"] == "ok" and total(rows["complete"]) == 3
    assert _verdicts(rows["untouched"]) == ["not attempted"] * 3
    assert rows["untouched"]["status"] == "ok" and total(rows["untouched"]) == 0
    assert _verdicts(rows["half"]) == ["not attempted", "passed", "not attempted"]
    # the bank's ids this notebook does not ask are "not run", never passed
    for row in rows.values():
        assert {row["checks"][q] for q in row["checks"] if q not in ASKED} <= {"not run"}


def test_a_check_cell_edited_to_print_a_pass_gets_no_credit(course):
    """Its bfs check cell prints a pass (and shows one), another cell rebinds the checks."""
    row = course["rows"]["tampered"]
    assert row["checks"]["bfs"] == "not attempted"
    assert row["checks"]["queue-remove"] == "passed", "the official check is not fooled"
    assert total(row) == 1
    assert row["status"] == "review" and "changes searchlib's checks" in " ".join(row["notes"])


def test_a_notebook_that_loops_for_ever_is_interrupted_and_the_rest_goes_on(course):
    row = course["rows"]["loops"]
    assert row["status"] == "timed out"
    assert f"ran past {TIMEOUT} s" in " ".join(row["notes"])
    assert _verdicts(row) == ["not attempted", "passed", "not attempted"]


def test_not_a_notebook_a_dead_kernel_and_deleted_cells_are_recorded(course):
    rows = course["rows"]
    assert rows["garbage"]["status"] == "not a notebook" and total(rows["garbage"]) == 0
    assert rows["crash"]["status"] == "kernel died"
    assert set(rows["crash"]["checks"].values()) == {"not run"}
    assert rows["deleted"]["status"] == "cells deleted"
    assert _verdicts(rows["deleted"]) == ["passed", "passed", "not attempted"]
    assert "the check cell of bfs was deleted" in " ".join(rows["deleted"]["notes"])


def test_the_command_line_writes_the_csv_and_the_class_report(course, tmp_path):
    out, report = tmp_path / "grades.csv", tmp_path / "class.html"
    subs = course["subs"]
    assert main([str(subs / "complete.ipynb"), str(subs / "garbage.ipynb"),
                 "--official", str(course["official"]),
                 "--out", str(out), "--report", str(report), "--timeout", str(TIMEOUT)]) == 0
    with open(out, newline="", encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    assert [Path(r["submission"]).stem for r in table] == ["complete", "garbage"]
    assert list(table[0])[:5] == ["submission", "lesson", "status", "passed", "total"]
    assert [table[0][q] for q in ASKED] == ["passed"] * 3 and table[0]["passed"] == "3"
    assert table[0]["total"] == "8" and table[0]["goal-f-dfs"] == "not run"
    assert table[1]["status"] == "not a notebook" and table[1]["passed"] == "0"
    page = report.read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") >= 1 and "queue-remove" in page
    assert "garbage.ipynb" in page and "Submissions to look at" in page


def test_the_class_report_names_the_common_mistakes(course, tmp_path):
    from searchlib.checks.grade import write_report
    rows = [dict(course["rows"]["half"], submission=f"s{i}.ipynb",
                 checks=dict(course["rows"]["half"]["checks"], bfs="failed"),
                 mistakes={"bfs": [["stack", "That is the order a stack gives."]]})
            for i in range(3)]
    write_report(rows, tmp_path / "r.html", course["specs"])
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "3 × <code>stack</code>: That is the order a stack gives." in page
    assert page.count("data:image/png;base64,") == 2


@pytest.mark.parametrize("argv, words", [
    (["missing.ipynb"], "no such submission"),
    (["{subs}", "--official", "{base}/nowhere"], "teacher's notebooks were not found"),
    (["{subs}", "--jobs", "0"], "--jobs"),
    (["{subs}", "--out", "{base}"], "is a folder"),
    (["{subs}", "--out", "{base}/no/such/grades.csv"], "its folder does not exist"),
    (["{subs}", "--timeout", "0"], "--timeout"),
])
def test_bad_command_lines_are_one_line_errors(course, argv, words, capsys):
    argv = [a.format(subs=course["subs"], base=course["base"]) for a in argv]
    if "--out" not in argv:
        argv += ["--out", str(course["base"] / "x.csv")]
    if "--official" not in argv:
        argv += ["--official", str(course["official"])]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("grade: error: ") and len(err.splitlines()) == 1 and words in err, err


def test_a_dask_cluster_gives_the_same_rows(course):
    distributed = pytest.importorskip("distributed", reason="pip install -r requirements-grader.txt")
    picked = [(str(course["subs"] / f"{n}.ipynb"), course["subs"] / f"{n}.ipynb")
              for n in ("half", "garbage")]
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        rows = grade(picked, course["specs"], scheduler=cluster.scheduler_address,
                     timeout=TIMEOUT)
    local = [course["rows"][n] for n in ("half", "garbage")]
    strip = [{k: v for k, v in row.items() if k != "seconds"} for row in rows]
    assert strip == [{k: v for k, v in row.items() if k != "seconds"} for row in local]


def test_a_lesson_of_the_course_graded_from_the_teachers_notebook(tmp_path):
    """The teacher's own lesson 02, solutions included, is a complete submission."""
    lesson = ROOT / "notebooks" / "02-frontier-and-loop.ipynb"
    shutil.copy(lesson, tmp_path / "02.ipynb")
    row, = grade([("02.ipynb", tmp_path / "02.ipynb")], load_official(ROOT / "notebooks"),
                 timeout=60)
    assert row["lesson"] == "frontier_loop" and row["status"] == "ok", row["notes"]
    assert set(row["checks"].values()) == {"passed"}, row["checks"]
