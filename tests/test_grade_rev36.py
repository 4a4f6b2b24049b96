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
    (["--out", "{subs}/alice.ipynb", "{subs}/bob.ipynb"],
     "--out {subs}/alice.ipynb is a notebook"),
    (["{subs}", "--out", "{subs}/alice.ipynb"],
     "--out {subs}/alice.ipynb is one of the submissions"),
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
STACK = QUEUE.replace("pop(0)", "pop()")
# fails on the number 0 only, with a KeyError: no planted mistake names it
RAISES_ON_ZERO = QUEUE.replace("return self.nodes.pop(0)", 'node = self.nodes.pop(0)\n'
                               '        return {"Ann": 1}[node] if node == 0 else node')
DEMO = 'demo = {"A": ["B"], "B": ["C", "D"]}'
# the lesson's own cells: one reads a shared object, one the learner's class
OWN_DEMO = 'assert demo["B"] == ["C", "D"], "the lecture draws C before D"'
OWN_QUEUE = ('frontier = QueueFrontier()\nfor node in "ABC":\n    frontier.add(node)\ntry:\n'
             '    first = frontier.remove()\nexcept NotImplementedError:  # still the stub\n'
             '    first = "A"\nassert first == "A", "a queue gives back its oldest node first"')


def _orders_lesson():
    """A teacher's notebook: the DFS and the BFS order of lesson 03, then its queue."""
    new = nbformat.v4
    cells = [new.new_markdown_cell("# 98 · Two orders\n\nA fixture for the gradebook."),
             new.new_code_cell("from searchlib.lessons import dfs_bfs as lesson\n" + DEMO,
                               id="setup")]
    for qid, cell, solution in (("dfs-order", "dfs", DFS_ORDER),
                                ("bfs-order", "bfs", BFS_ORDER)):
        cells += [new.new_code_cell("answer = ...  # the nodes in the order removed",
                                    id=f"ans-{cell}"),
                  new.new_code_cell(f'lesson.check("{qid}", answer)', id=f"chk-{cell}"),
                  new.new_code_cell(f'answer = {solution}\nlesson.check("{qid}", answer)',
                                    id=f"sol-{cell}", metadata={"tags": ["solution"]})]
    cells += [new.new_code_cell(OWN_DEMO, id="own-demo"),
              new.new_code_cell(QUEUE_STUB, id="queue"),
              new.new_code_cell('lesson.check("queue-remove", QueueFrontier)', id="chk-queue"),
              new.new_code_cell(QUEUE + '\n\nlesson.check("queue-remove", QueueFrontier)',
                                id="sol-queue", metadata={"tags": ["solution"]}),
              new.new_code_cell(OWN_QUEUE, id="own-queue", metadata={"tags": ["test"]})]
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
    right = {"ans-dfs": f"answer = {DFS_ORDER}", "ans-bfs": f"answer = {BFS_ORDER}"}
    learners.update({
        # a scratch cell rebinds the lesson's shared demo: the lesson's own assert on it
        # stops, and no function of the learner's is involved (its queue is wrong, elsewhere)
        "rebinds-demo": dict(right, queue=STACK),
        "raises-on-zero": dict(right, queue=RAISES_ON_ZERO),
        # a syntax error in the queue's cell: the class is never defined
        "syntax-error": dict(right, queue=QUEUE.replace("def empty(self):", "def empty(self)")),
        # the queue's cell moved below its check
        "moved-below": dict(right, queue="# my queue is further down"),
    })
    below["rebinds-demo"] = (learners.pop("rebinds-demo"),
                             {"ans-bfs": 'demo = {"A": ["B"], "B": ["D", "C"]}  # mine'})
    below["moved-below"] = (learners.pop("moved-below"), {"chk-queue": QUEUE})
    # review 39: a remove that raises with a long message (the note cuts it)
    learners["long-error"] = dict(right, queue=QUEUE.replace(
        "return self.nodes.pop(0)", 'raise ValueError("nothing is ever removed here " * 12)'))
    for name, sources in learners.items():
        nbformat.write(_edited(handout, sources), subs / f"{name}.ipynb")
    # review 39 (s08): the BFS answer cell moved just below its check cell
    moved = _edited(handout, right)
    at = next(i for i, cell in enumerate(moved.cells) if cell.get("id") == "ans-bfs")
    moved.cells.insert(at + 1, moved.cells.pop(at))
    nbformat.write(moved, subs / "answer-moved.ipynb")
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


# -- the class page and the feedback: nothing left out without saying so -----------------------

def _row(name, checks, mistakes=(), status="ok", notes=()):
    return {"submission": name, "lesson": "dfs_bfs", "status": status, "checks": dict(checks),
            "mistakes": dict(mistakes), "summaries": {}, "check_notes": {}, "case_notes": {},
            "notes": list(notes)}


def test_the_mistakes_chart_puts_the_mistakes_before_the_knock_ons_and_says_what_it_leaves(
        orders_class, tmp_path, monkeypatch):
    """Lesson 14's chart showed four "games relies on ..." bars and left the real mistakes out."""
    from searchlib.checks import gradebook
    figures = []
    real_png = gradebook._png
    monkeypatch.setattr(gradebook, "_png", lambda fig: figures.append(fig) or real_png(fig))
    rows = []
    # 14 different mistakes, each shown once, and a knock-on shown to three submissions
    for i in range(14):
        rows.append(_row(f"m{i}.ipynb", {"bfs": "failed"},
                         {"bfs": [["known", f"Mistake number {i}."]]}))
    for i in range(3):
        rows.append(_row(f"k{i}.ipynb", {"bfs": "failed"},
                         {"bfs": [["helper-fails", "bfs relies on queue(), which fails."]]}))
    rows += [_row("quiet.ipynb", {"bfs": "failed"}), _row("right.ipynb", {"bfs": "passed"})]
    gradebook.write_report(rows, tmp_path / "r.html", orders_class["specs"])
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    chart = figures[-1].axes[0]
    drawn = [label.get_text() for label in chart.get_yticklabels()]
    assert len(drawn) == gradebook.CHART_BARS
    assert not any("relies on" in label for label in drawn), "the mistakes come first"
    assert "And 3 more hints not drawn (2 mistakes, 1 knock-on)" in page
    # the table: five hints for the check, then how many more, and the failures named nothing
    assert "<i>and 10 more hints, shown to 12 submissions in all" in page
    assert "1 × <i>failed with no named mistake" in page
    # the counts are whole submissions, and the pictures fit the page
    for figure in figures:
        ticks = figure.axes[0].get_xticks()
        assert all(float(t).is_integer() for t in ticks), ticks
    assert "img{max-width:100%" in page


def test_the_feedback_keeps_what_the_check_said_about_its_failing_cases(orders_class, tmp_path):
    """A failure with no hint still says why: the first difference and the case's error."""
    details = tmp_path / "d.csv"
    row = orders_class["rows"]["raises-on-zero"]
    assert row["checks"]["queue-remove"] == "failed" and "queue-remove" not in row["mistakes"]
    grader.write_details([row], details, orders_class["specs"])
    import csv
    with open(details, newline="", encoding="utf-8") as handle:
        found = {r["check"]: r for r in csv.DictReader(handle)}
    notes = found["queue-remove"]["notes"]
    assert notes.startswith("First difference, on “a node that counts as false"), notes
    assert "raised KeyError in QueueFrontier.remove() (KeyError: 0)" in notes, notes
    assert len(notes) <= 4 * 310


def test_a_lessons_own_cell_broken_by_a_scratch_cell_blames_no_function(orders_class):
    row = orders_class["rows"]["rebinds-demo"]
    assert row["checks"]["queue-remove"] == "failed", "a check of the row failed elsewhere"
    assert row["status"] == "errors", row["notes"]
    note, = [n for n in row["notes"] if "own cells, as the lesson wrote them" in n]
    assert "this submission's" not in note and "whose checks" not in note, note
    assert note.startswith("the lesson's own cells, as the lesson wrote them, raised (not on a "
                           "function whose check failed): "), note
    assert '("assert demo["B"] == ["C", "D"]' in note and "raised AssertionError" in note
    # the lesson's assert message supposes a cause the checks did not find: not quoted
    assert "the lecture draws C before D" not in note
    # its own wrong queue stops the other own cell: that one is the function's, and says so
    stack = [n for n in row["notes"] if "this submission's QueueFrontier, whose checks" in n]
    assert len(stack) == 1 and "a queue gives back its oldest node first" in stack[0], row["notes"]


def test_notes_on_rows_graded_ok_reach_the_class_page(orders_class, tmp_path):
    rows = [_row("noted.ipynb", {"bfs": "failed"}, notes=["the lesson's own cells stopped on X"])]
    grader.write_report(rows, tmp_path / "r.html", orders_class["specs"])
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "Notes on submissions graded ok" in page
    assert "the lesson&#x27;s own cells stopped on X" in page


def test_a_cell_moved_below_its_check_is_named_not_called_deleted(orders_class):
    row = orders_class["rows"]["moved-below"]
    assert row["checks"]["queue-remove"] == "not attempted"
    note, = row["check_notes"]["queue-remove"]
    assert note.startswith("QueueFrontier is not defined when it is checked: it is defined only "
                           "below its check, in code cell "), note
    assert '("class QueueFrontier:"' in note and "deleted" not in note


def test_a_syntax_error_is_said_once(orders_class, tmp_path):
    row = orders_class["rows"]["syntax-error"]
    assert row["checks"]["queue-remove"] == "failed" and row["status"] == "errors"
    assert sum("SyntaxError" in note for note in row["notes"]) == 1, row["notes"]
    details = tmp_path / "d.csv"
    grader.write_details([row], details, orders_class["specs"])
    text = details.read_text(encoding="utf-8")
    assert text.count("SyntaxError") == 1, text


def test_a_notebook_of_no_lesson_or_of_a_lesson_not_given_says_so(orders_class, tmp_path):
    root = Path(__file__).resolve().parents[1]
    contents = (root / "notebooks" / "00-contents.ipynb").read_bytes()
    row = grader.grade_submission("00-contents.ipynb", contents, orders_class["specs"])
    assert row["status"] == "unknown lesson"
    assert row["notes"] == ["not a lesson with checks: no 'from searchlib.lessons import ... "
                            "as lesson', no lesson.check call, and its name matches no "
                            "lesson's notebook"]
    # the lesson's own notebook is not among the official ones given
    astar = (root / "notebooks" / "06-astar.ipynb").read_bytes()
    row = grader.grade_submission("06-astar.ipynb", astar, orders_class["specs"])
    assert row["status"] == "unknown lesson"
    assert row["notes"] == ["its lesson, astar, has no official notebook among the teacher's "
                            "notebooks given (--official): give the folder that holds it"]
    # in the CSV, its check columns are blank, not "not run"
    out = tmp_path / "g.csv"
    grader.write_csv([orders_class["rows"]["copied-right"], row], out, orders_class["specs"])
    import csv
    with open(out, newline="", encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    asked = orders_class["specs"]["dfs_bfs"]["ids"]
    assert {table[1][qid] for qid in asked} == {""}
    assert table[0]["dfs-order"] == "passed"


OWN_AFTER_GAMES = 'if not is_stub(minimax):\n    assert yours <= 9, "utility called too often"'


def test_an_own_cell_on_a_function_two_checks_read_is_blamed_when_one_of_them_failed():
    """s14_hal: minimax failed and games was not run (timed out); the lesson's cell after
    the games stopped on minimax."""
    from searchlib.checks.grade import _error_notes
    cells = [nbformat.v4.new_code_cell("def minimax(board):\n    while True:\n        pass",
                                       id="stub"),
             nbformat.v4.new_code_cell(OWN_AFTER_GAMES, id="own")]
    spec = {"sources": {"stub": "def minimax(board):\n    raise NotImplementedError",
                        "own": OWN_AFTER_GAMES},
            "checks": {"minimax": {"used": ["minimax"]}, "games": {"used": ["minimax"]}}}
    row = {"checks": {"minimax": "failed", "games": "not run"}, "notes": []}
    raised = {1: ("NameError", "name 'yours' is not defined")}
    # the games check, which reads minimax too, was not run: minimax's own check failed
    assert not _error_notes(cells, spec, raised, row, lambda i: f"cell {i + 1}",
                            lambda i: "games")
    assert row["notes"] == ["the lesson's own cells stopped on this submission's minimax, whose "
                            "checks did not all pass (not a crash): cell 2 raised NameError: "
                            "name 'yours' is not defined"]


def test_check_cells_in_a_row_share_the_solution_below_them(tmp_path):
    """Lesson 16 checks store_kind and can_use in two cells in a row; its solution cell below
    defines and checks both: the teacher's notebook, graded, passes everything."""
    root = Path(__file__).resolve().parents[1]
    lesson = root / "notebooks" / "16-deepening-alpha-beta.ipynb"
    shutil.copy(lesson, tmp_path / "16.ipynb")
    row, = grader.grade([("16.ipynb", tmp_path / "16.ipynb")],
                        grader.load_official(lesson), timeout=60)
    assert row["status"] == "ok", row["notes"]
    assert set(row["checks"].values()) == {"passed"}, row["checks"]


# -- review 39: notes that guessed, left the cause out, or showed noise ------------------------

def test_an_answer_cell_moved_below_its_check_is_named_not_called_deleted(orders_class):
    """s08: the answer cell is the very next cell after its check, which still reads the
    previous question's answer: not attempted, and the note names the cell below."""
    row = orders_class["rows"]["answer-moved"]
    assert row["checks"]["dfs-order"] == "passed"
    assert row["checks"]["bfs-order"] == "not attempted", row
    note, = row["check_notes"]["bfs-order"]
    assert note.startswith("answer is set only below its check, in code cell 5 "
                           f'("answer = {BFS_ORDER[:20]}'), note
    assert "still held the answer to dfs-order: not graded on it" in note, note
    assert "deleted" not in note, note


def test_a_scratch_cell_that_rebinds_a_lessons_name_is_named(orders_class):
    """s09: the lesson's own cell stopped on ``demo``, which a cell of the learner's assigned."""
    row = orders_class["rows"]["rebinds-demo"]
    note, = [n for n in row["notes"] if "own cells, as the lesson wrote them" in n]
    assert '; code cell 5 ("demo = {"A": ["B"], "B": ["D", "C"]}' in note, note
    assert note.endswith('", above the check of bfs-order), not one of the lesson\'s cells, '
                         "assigns demo, which those cells read"), note
    # the learner's own queue cell assigns QueueFrontier as the lesson asks: not named
    assert "assigns QueueFrontier" not in " ".join(row["notes"])


def test_a_syntax_error_note_names_no_temporary_file(orders_class):
    """s11: "(1742051031.py, line 1)" is ipykernel's name for the cell; the note has the cell."""
    row = orders_class["rows"]["syntax-error"]
    note, = [n for n in row["notes"] if "SyntaxError" in n]
    assert ".py, line" not in note and "ipython-input" not in note, note
    assert "expected ':' (line 8) before it set" in note and "code cell 7" in note, note


def test_a_cut_note_ends_at_a_whole_word(orders_class, tmp_path):
    """s10: "call it once for each s…": a bounded note is cut between words."""
    import csv
    import re
    row = orders_class["rows"]["long-error"]
    assert row["checks"]["queue-remove"] == "failed"
    said = row["case_notes"]["queue-remove"]
    cut = [line for line in said if "…" in line]
    assert cut, said
    for line in cut:
        for piece in re.findall(r"(\w+)…", line):
            assert piece in "nothing is ever removed here".split(), line
    details = tmp_path / "d.csv"
    grader.write_details([row], details, orders_class["specs"])
    with open(details, newline="", encoding="utf-8") as handle:
        notes = {r["check"]: r["notes"] for r in csv.DictReader(handle)}["queue-remove"]
    assert "ValueError: nothing is ever removed here" in notes, notes
    assert not re.search(r"\b(?!nothing|is|ever|removed|here)\w+…", notes), notes
