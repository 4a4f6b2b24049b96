"""The gradebook, as a teacher grading a class found it (review 36).

Each test is a slip or a submission the reviewer met: an output path that
is a learner's notebook, a check cell copied from the question above, a
slow but allowed minimax, the class page's lists that left things out
without saying so, notes that blamed the wrong thing.
"""

import copy
import shutil
from pathlib import Path

import nbformat
import pytest

from searchlib.checks import grade as grader
from searchlib.checks.grade import main
from searchlib.checks.gradebook import mistake_texts
from searchlib.checks.handout import strip_notebook

FIXTURE = Path(__file__).parent / "fixtures" / "handout_demo.ipynb"


@pytest.fixture
def small_class(tmp_path, monkeypatch):
    """An official folder and two learners' notebooks; grading itself must never start."""
    official = tmp_path / "official"
    official.mkdir()
    shutil.copy(FIXTURE, official / "demo.ipynb")
    handout, _ = strip_notebook(nbformat.read(FIXTURE, as_version=4))
    subs = tmp_path / "returned"
    subs.mkdir()
    for name in ("alice", "bob"):
        nbformat.write(handout, subs / f"{name}.ipynb")

    def no_grading(*args, **kwargs):
        raise AssertionError("graded although an output would replace a notebook")

    monkeypatch.setattr(grader, "grade", no_grading)
    return {"official": official, "subs": subs, "tmp": tmp_path}


@pytest.mark.parametrize("argv, named", [
    # the shell expands ``--out returned/*.ipynb``: alice's notebook becomes the CSV's name
    (["--out", "{subs}/alice.ipynb", "{subs}/bob.ipynb"], "--out {subs}/alice.ipynb is a notebook"),
    (["{subs}", "--out", "{subs}/alice.ipynb"], "--out {subs}/alice.ipynb is one of the submissions"),
    (["{subs}/bob.ipynb", "--out", "{tmp}/g.csv", "--report", "{subs}/alice.ipynb"],
     "--report {subs}/alice.ipynb is a notebook"),
    (["{subs}/bob.ipynb", "--out", "{tmp}/g.csv", "--details", "{tmp}/saved.csv"],
     "--details {tmp}/saved.csv is a notebook"),
    (["{subs}/bob.ipynb", "--out", "{tmp}/g.csv", "--details", "{tmp}/g.csv"],
     "--details {tmp}/g.csv is also --out"),
])
def test_an_output_over_a_notebook_is_refused_before_grading(small_class, argv, named, capsys):
    where = {key: small_class[key] for key in ("subs", "tmp")}
    # a notebook saved under another name is a notebook all the same
    shutil.copy(small_class["subs"] / "alice.ipynb", small_class["tmp"] / "saved.csv")
    before = {path: path.read_bytes() for path in small_class["tmp"].rglob("*") if path.is_file()}
    argv = [a.format(**where) for a in argv] + ["--official", str(small_class["official"])]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("grade: error: ") and len(err.splitlines()) == 1, err
    assert named.format(**where) in err, err
    after = {path: path.read_bytes() for path in small_class["tmp"].rglob("*") if path.is_file()}
    assert after == before, "a file was written or changed"


# -- a lesson of two order questions, graded as a class ----------------------------------------

DFS_ORDER, BFS_ORDER = '["A", "B", "D", "F", "C", "E"]', '["A", "B", "C", "D", "E"]'
QUEUE_STUB = ('class QueueFrontier:\n    def __init__(self):\n        self.nodes = []\n\n'
              '    def add(self, node):\n        self.nodes.append(node)\n\n'
              '    def empty(self):\n        return not self.nodes\n\n'
              '    def remove(self):\n        raise NotImplementedError')
QUEUE = QUEUE_STUB.replace("raise NotImplementedError", "return self.nodes.pop(0)")


def _orders_lesson():
    """A teacher's notebook: the DFS and the BFS order of lesson 03, then its queue."""
    new = nbformat.v4
    cells = [new.new_markdown_cell("# 98 · Two orders\n\nA fixture for the gradebook."),
             new.new_code_cell("from searchlib.lessons import dfs_bfs as lesson", id="setup")]
    for qid, cell, solution in (("dfs-order", "dfs", DFS_ORDER),
                                ("bfs-order", "bfs", BFS_ORDER)):
        cells += [new.new_code_cell("answer = ...  # the nodes in the order removed",
                                    id=f"ans-{cell}"),
                  new.new_code_cell(f'lesson.check("{qid}", answer)', id=f"chk-{cell}"),
                  new.new_code_cell(f'answer = {solution}\nlesson.check("{qid}", answer)',
                                    id=f"sol-{cell}", metadata={"tags": ["solution"]})]
    cells += [new.new_code_cell(QUEUE_STUB, id="queue"),
              new.new_code_cell('lesson.check("queue-remove", QueueFrontier)', id="chk-queue"),
              new.new_code_cell(QUEUE + '\n\nlesson.check("queue-remove", QueueFrontier)',
                                id="sol-queue", metadata={"tags": ["solution"]})]
    return new.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}})


def _edited(handout, sources, after=None):
    """A learner's copy of ``handout``: ``sources`` maps a cell id to its new source.

    ``after`` maps a cell id to the source of a new cell of the learner's just below it.
    """
    nb = copy.deepcopy(handout)
    cells = []
    for cell in nb.cells:
        if cell.get("id") in sources:
            cell.source = sources[cell.id]
        cells.append(cell)
        if cell.get("id") in (after or {}):
            cells.append(nbformat.v4.new_code_cell(after[cell.id]))
    nb.cells = cells
    return nb


@pytest.fixture(scope="module")
def orders_class(tmp_path_factory):
    base = tmp_path_factory.mktemp("orders")
    official = base / "official"
    official.mkdir()
    nbformat.write(_orders_lesson(), official / "98-orders.ipynb")
    handout, _ = strip_notebook(_orders_lesson())
    subs = base / "returned"
    subs.mkdir()
    copied = 'lesson.check("dfs-order", answer)'  # the check cell above, pasted under BFS
    learners = {
        # both answers right; only the BFS question's check cell names dfs-order
        "copied-right": {"ans-dfs": f"answer = {DFS_ORDER}", "ans-bfs": f"answer = {BFS_ORDER}",
                         "chk-bfs": copied},
        # the same, the BFS answer wrong (it is the DFS order)
        "copied-wrong": {"ans-dfs": f"answer = {DFS_ORDER}", "ans-bfs": f"answer = {DFS_ORDER}",
                         "chk-bfs": copied},
    }
    below = {
        # the DFS answer written in a new cell under its check cell, checked there
        "answer-below": ({"ans-bfs": f"answer = {BFS_ORDER}"},
                         {"chk-dfs": f'answer = {DFS_ORDER}\nlesson.check("dfs-order", answer)'}),
        # both right; a cell of the learner's under the BFS question checks dfs-order again
        "checked-again-below": ({"ans-dfs": f"answer = {DFS_ORDER}",
                                 "ans-bfs": f"answer = {BFS_ORDER}"}, {"chk-bfs": copied}),
    }
    for name, sources in learners.items():
        nbformat.write(_edited(handout, sources), subs / f"{name}.ipynb")
    for name, (sources, after) in below.items():
        nbformat.write(_edited(handout, sources, after), subs / f"{name}.ipynb")
    specs = grader.load_official(official)
    rows = grader.grade(grader.collect([subs]), specs, jobs=2, timeout=30)
    return {"official": official, "subs": subs, "specs": specs,
            "rows": {Path(row["submission"]).stem: row for row in rows}}


def test_a_check_cell_copied_from_the_question_above_grades_its_own_question(orders_class):
    """The README: edits to its check cells count for nothing; the cell's place decides."""
    row = orders_class["rows"]["copied-right"]
    assert row["checks"]["dfs-order"] == "passed", row
    assert row["checks"]["bfs-order"] == "passed", row
    assert row["mistakes"] == {} and row["notes"] == [] and row["status"] == "ok"
    row = orders_class["rows"]["copied-wrong"]
    assert row["checks"]["dfs-order"] == "passed", "graded on its own, right, answer"
    assert row["checks"]["bfs-order"] == "failed", row
    hint, = mistake_texts(row, "bfs-order")
    assert hint.startswith("That is the order a stack gives"), hint
    assert "dfs-order" not in row["mistakes"] and row["notes"] == []


def test_a_question_is_checked_after_the_last_call_in_its_own_part_of_the_notebook(orders_class):
    rows = orders_class["rows"]
    assert [rows["answer-below"]["checks"][q] for q in ("dfs-order", "bfs-order")] \
        == ["passed", "passed"], rows["answer-below"]
    # the learner's own call of dfs-order under the BFS question does not grade dfs-order
    row = rows["checked-again-below"]
    assert [row["checks"][q] for q in ("dfs-order", "bfs-order")] == ["passed", "passed"], row
    assert row["mistakes"] == {}


def test_the_cell_limit_is_processor_time_not_the_clock(orders_class, tmp_path):
    """A cell waiting on a busy machine uses no processor: its grade must not change.

    ``time.sleep`` stands for the wait (the reviewer's correct, unpruned minimax timed out
    under load with ``--jobs 2`` and passed alone); a loop that works is still stopped.
    """
    handout, _ = strip_notebook(_orders_lesson())
    waits = _edited(handout, {"ans-dfs": f"import time\ntime.sleep(12)\nanswer = {DFS_ORDER}"})
    works = _edited(handout, {"ans-dfs": f"while True:\n    pass\nanswer = {DFS_ORDER}"})
    for name, nb in (("waits", waits), ("works", works)):
        nbformat.write(nb, tmp_path / f"{name}.ipynb")
    rows = grader.grade(grader.collect([tmp_path]), orders_class["specs"], jobs=1, timeout=5)
    rows = {Path(row["submission"]).stem: row for row in rows}
    assert rows["waits"]["status"] == "ok", rows["waits"]["notes"]
    assert rows["waits"]["checks"]["dfs-order"] == "passed"
    assert rows["works"]["status"] == "timed out"
    assert any("ran past 5 s of processor time and was interrupted" in note
               for note in rows["works"]["notes"]), rows["works"]["notes"]
    assert rows["works"]["checks"]["dfs-order"] == "failed", "its answer cell never set it"
