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
    # the cell it is checked after is named by its number, its first line and its check
    assert any(note.startswith('the check cell of bfs was deleted: checked after code cell 5 '
                               '("lesson.check("queue-remove", Queue')
               for note in rows["deleted"]["notes"]), rows["deleted"]["notes"]


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
    assert "3 × That is the order a stack gives." in page and "<code>stack</code>" not in page
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


# -- a lesson of answer questions in a row: each graded only on its own answer ----------------

SETUP = ('from searchlib import GraphProblem, bfs as library_bfs, dfs as library_dfs\n'
         'from searchlib.lessons import dfs_bfs as lesson\n\n'
         'demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")')
QUEUE_STUB = ('class QueueFrontier:\n    def __init__(self):\n        self.nodes = []\n\n'
              '    def add(self, node):\n        self.nodes.append(node)\n\n'
              '    def empty(self):\n        return not self.nodes\n\n'
              '    def remove(self):\n        raise NotImplementedError')
QUEUE = QUEUE_STUB.replace("raise NotImplementedError", "return self.nodes.pop(0)")
# the lesson's own cell: it uses the learner's class (and says nothing while it is the stub)
OWN_ASSERT = ('frontier = QueueFrontier()\nfor node in "ABC":\n    frontier.add(node)\ntry:\n'
              '    first = frontier.remove()\nexcept NotImplementedError:  # still the stub\n'
              '    first = "A"\nassert first == "A", "a queue gives back its oldest node first"')
TO_F = 'demo.with_goal("F")'


def _answers_lesson():
    """A teacher's notebook: three count questions on ``answer``, then an exercise."""
    new = nbformat.v4
    cells = [new.new_markdown_cell("# 99 · Counting removals\n\nA fixture for the gradebook."),
             new.new_code_cell(SETUP, id="setup")]

    def ask(qid, cell, solution):
        cells.extend([new.new_code_cell("answer = ...  # a whole number", id=f"ans-{cell}"),
                      new.new_code_cell(f'lesson.check("{qid}", answer)', id=f"chk-{cell}"),
                      new.new_code_cell(f'answer = {solution}\nlesson.check("{qid}", answer)',
                                        id=f"sol-{cell}", metadata={"tags": ["solution"]})])

    ask("goal-f-dfs", "dfs", f"library_dfs({TO_F}).removed")
    ask("goal-f-bfs", "bfs", f'library_bfs({TO_F}, goal_test="removed").removed')
    ask("goal-f-faster", "faster", f'"DFS" if library_dfs({TO_F}).removed < '
                                   f'library_bfs({TO_F}, goal_test="removed").removed else "BFS"')
    cells += [new.new_code_cell(QUEUE_STUB, id="queue"),
              new.new_code_cell('lesson.check("queue-remove", QueueFrontier)', id="chk-queue"),
              new.new_code_cell(QUEUE + '\n\nlesson.check("queue-remove", QueueFrontier)',
                                id="sol-queue", metadata={"tags": ["solution"]}),
              new.new_code_cell(OWN_ASSERT, id="own-assert", metadata={"tags": ["test"]}),
              new.new_code_cell("lesson.progress()", id="progress")]
    return new.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}})


@pytest.fixture(scope="module")
def answers_class(tmp_path_factory):
    """The answers lesson, the learners' notebooks built from its handout, graded once."""
    from searchlib import GraphProblem, bfs, dfs
    demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "F")
    right = {"dfs": dfs(demo).removed, "bfs": bfs(demo, goal_test="removed").removed}
    assert right["dfs"] != right["bfs"]
    base = tmp_path_factory.mktemp("answers")
    official = base / "official"
    official.mkdir()
    teacher = _answers_lesson()
    nbformat.write(teacher, official / "99-counting.ipynb")
    handout, _ = strip_notebook(teacher)
    subs = base / "submitted"
    subs.mkdir()

    def submission(name, answers, queue=QUEUE, drop=()):
        nb = copy.deepcopy(handout)
        for cell in nb.cells:
            if cell.get("id", "").startswith("ans-") and cell.id[4:] in answers:
                cell.source = answers[cell.id[4:]]
            if cell.get("id") == "queue":
                cell.source = queue
        nb.cells = [cell for cell in nb.cells if cell.get("id") not in drop]
        nbformat.write(nb, subs / f"{name}.ipynb")

    faster = '"DFS"' if right["dfs"] < right["bfs"] else '"BFS"'
    good = {"dfs": f"answer = {right['dfs']}", "bfs": f"answer = {right['bfs']}",
            "faster": f"answer = {faster}"}
    # the wrong answer to the first question is the right one to the second: a grade on the
    # value left over would pass the second question
    leftover = dict(good, dfs=f"answer = {right['bfs']}")
    submission("right", good)
    submission("deleted", leftover, drop=["ans-bfs"])
    submission("raised", dict(leftover, bfs="answer = six  # a name, not a number"))
    submission("raised-after-setting",
               dict(good, bfs=f"answer = {right['bfs']}\nassert answer == 5, 'my own test'"))
    submission("stack", good, queue=QUEUE.replace("pop(0)", "pop()"))
    specs = load_official(official)
    rows = grade(collect([subs]), specs, jobs=2, timeout=30)
    return {"official": official, "subs": subs, "specs": specs, "right": right,
            "rows": {Path(row["submission"]).stem: row for row in rows}}


def test_the_lesson_knows_which_names_each_answer_cell_sets(answers_class):
    checks = answers_class["specs"]["dfs_bfs"]["checks"]
    assert [checks[q]["names"] for q in ("goal-f-dfs", "goal-f-bfs", "goal-f-faster")] \
        == [["answer"]] * 3
    assert checks["queue-remove"]["names"] == ["QueueFrontier"]
    assert answers_class["specs"]["dfs_bfs"]["title"] == "99 · Counting removals"


def test_a_deleted_answer_cell_is_not_graded_on_the_previous_answer(answers_class):
    rows = answers_class["rows"]
    assert rows["right"]["status"] == "ok", rows["right"]["notes"]
    assert [rows["right"]["checks"][q] for q in ("goal-f-dfs", "goal-f-bfs", "goal-f-faster",
                                                 "queue-remove")] == ["passed"] * 4
    row = rows["deleted"]
    # the value left in answer is right for goal-f-bfs: graded on it, it would pass
    assert row["checks"]["goal-f-dfs"] == "failed"
    assert row["checks"]["goal-f-bfs"] == "not attempted"
    assert row["checks"]["goal-f-faster"] == "passed"
    note, = row["check_notes"]["goal-f-bfs"]
    assert "no cell between the check of goal-f-dfs and this check sets answer" in note
    assert f"goal-f-bfs: {note}" in row["notes"]


def test_an_answer_cell_that_raised_fails_with_its_error_named(answers_class):
    row = answers_class["rows"]["raised"]
    assert row["checks"]["goal-f-bfs"] == "failed", "graded on goal-f-dfs's answer, it passes"
    assert row["checks"]["goal-f-faster"] == "passed"
    note, = row["check_notes"]["goal-f-bfs"]
    assert "its answer cell, code cell" in note and '"answer = six' in note
    assert "raised NameError: name 'six' is not defined before it set answer" in note
    assert "goal-f-bfs" not in row["mistakes"], "no hint meant for another answer"
    assert row["summaries"]["goal-f-bfs"] == note, "the feedback says why, not nothing"
    assert row["status"] == "errors", "the learner's own cell raised"
    # a cell that sets the answer and then raises is graded on what it set
    row = answers_class["rows"]["raised-after-setting"]
    assert row["checks"]["goal-f-bfs"] == "passed", row["notes"]
    assert "raised AssertionError after it set answer" in row["check_notes"]["goal-f-bfs"][0]


def test_the_lessons_own_assert_failing_on_a_wrong_function_is_not_a_crash(answers_class):
    row = answers_class["rows"]["stack"]
    assert row["checks"]["queue-remove"] == "failed"
    assert row["status"] == "ok", row["notes"]
    note, = [n for n in row["notes"] if "the lesson's own cells" in n]
    assert "whose checks did not all pass (not a crash)" in note
    # the cell is named by its number, its first line and the check it comes before
    assert '("frontier = QueueFrontier()", after the last check) raised AssertionError: ' \
           "a queue gives back its oldest node first" in note


def test_the_feedback_csv_and_the_report_say_why_each_check_failed(answers_class, tmp_path):
    out, details, report = tmp_path / "g.csv", tmp_path / "d.csv", tmp_path / "r.html"
    subs = answers_class["subs"]
    assert main([str(subs / "stack.ipynb"), str(subs / "deleted.ipynb"),
                 "--official", str(answers_class["official"]), "--out", str(out),
                 "--details", str(details), "--report", str(report), "--timeout", "30"]) == 0
    with open(out, newline="", encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    assert list(table[0])[-2:] == ["notes", "lesson title"]
    assert {r["lesson title"] for r in table} == {"99 · Counting removals"}
    with open(details, newline="", encoding="utf-8") as handle:
        feedback = {(Path(r["submission"]).stem, r["check"]): r for r in csv.DictReader(handle)}
    asked = ["goal-f-dfs", "goal-f-bfs", "goal-f-faster", "queue-remove"]
    assert sorted(feedback) == sorted((s, q) for s in ("stack", "deleted") for q in asked)
    stack = feedback[("stack", "queue-remove")]
    assert stack["verdict"] == "failed" and "stack" in stack["mistakes"].lower()
    # whole hints, not cut mid-sentence
    assert all(hint.rstrip().endswith((".", ")", "?")) for hint in stack["mistakes"].split(" | "))
    assert stack["summary"].endswith("cases pass."), stack["summary"]
    deleted = feedback[("deleted", "goal-f-bfs")]
    assert deleted["verdict"] == "not attempted" and "goal-f-dfs" in deleted["notes"]
    assert feedback[("deleted", "goal-f-dfs")]["mistakes"], "the hint for the wrong answer"
    page = report.read_text(encoding="utf-8")
    assert "<h2>99 · Counting removals (2 submissions)</h2>" in page
    assert "Feedback per submission" in page and stack["mistakes"].split(" | ")[0][:40] in page


def test_the_mistakes_named_most_often_are_counted_by_the_hint_shown(course, tmp_path):
    """One key (``known``, ``helper-fails``) can carry different hints: each is counted alone."""
    from searchlib.checks.grade import write_report
    base = course["rows"]["half"]
    texts = ["That is BFS's count with goal E.", "Count F too.", "That is BFS's count with goal E."]
    rows = [dict(base, submission=f"s{i}.ipynb", checks=dict(base["checks"], bfs="failed"),
                 mistakes={"bfs": [["known", text]]}) for i, text in enumerate(texts)]
    rows.append(dict(base, submission="s9.ipynb", checks=dict(base["checks"], bfs="failed"),
                     mistakes={"bfs": [["helper-fails", "bfs relies on player()."]]}))
    write_report(rows, tmp_path / "r.html", course["specs"])
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "2 × That is BFS&#x27;s count with goal E." in page
    assert "1 × Count F too." in page and "1 × bfs relies on player()." in page
    assert "known" not in page and "helper-fails" not in page


def test_a_check_called_twice_is_graded_as_its_last_call_asks():
    """Lesson 14 plays games with 100, then with the project's 1,000: the column is the 1,000."""
    spec = load_official(ROOT / "notebooks" / "14-project-tictactoe.ipynb")["tictactoe"]
    games = spec["checks"]["games"]
    assert games["calls"] == 2 and games["options"] == {}
    assert games["call"] == 'lesson.check("games", minimax)'
    assert spec["title"] == "14 · Project: Tic-Tac-Toe"
    assert spec["checks"]["minimax"]["names"] == ["minimax"] and games["names"] == []
    assert spec["checks"]["endgame-move"]["names"] == ["answer"]


@pytest.mark.parametrize("source, names", [
    ("answer = 6", {"answer"}),
    ("answer, other = 1, 2\nx += 1", {"answer", "other", "x"}),
    ("def f():\n    global answer\n    answer = 3", {"f", "answer"}),
    ("def f():\n    answer = 3\n    return answer", {"f"}),
    ("[answer for answer in range(3)]", set()),
    ("print(answer)", set()),
    ("%time answer = 6", None),
    ("answer = [A, B", None),
    ("globals()['answer'] = 6", None),
])
def test_which_names_a_cell_may_set(source, names):
    from searchlib.checks.answercells import bound_names
    assert bound_names(source) == names


@pytest.mark.parametrize("verdict, status_errors, words", [
    ("failed", False, "whose checks did not all pass (not a crash)"),
    ("passed", True, "although every check passed"),
])
def test_the_lessons_own_cell_raising_is_an_error_only_when_no_check_explains_it(
        verdict, status_errors, words):
    from searchlib.checks.grade import _error_notes
    cells = [nbformat.v4.new_code_cell("def f():\n    return 2", id="stub"),
             nbformat.v4.new_code_cell("assert f() == 1", id="own")]
    spec = {"sources": {"stub": "def f():\n    raise NotImplementedError", "own": "assert f() == 1"},
            "checks": {"f": {"used": ["f"]}}}
    row = {"checks": {"f": verdict}, "notes": []}
    raised = {1: ("AssertionError", "")}
    assert _error_notes(cells, spec, raised, row, lambda i: f"cell {i + 1}") is status_errors
    assert row["notes"] == [row["notes"][0]] and words in row["notes"][0]
    assert row["notes"][0].endswith("cell 2 raised AssertionError")
    # the learner's own cell (its source is not the lesson's) raising is always an error
    row = {"checks": {"f": "failed"}, "notes": []}
    assert _error_notes(cells, spec, {0: ("NameError", "x")}, row, lambda i: f"cell {i + 1}")
    assert row["notes"] == ["cell 1 raised NameError: x"]
