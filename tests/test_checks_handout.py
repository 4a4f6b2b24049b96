"""The class handout: solutions removed, everything else intact, and it runs top to bottom."""

import os
import shutil
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from searchlib.checks.handout import MARKER, build, main
from searchlib.lessons import dfs_bfs

FIXTURE = Path(__file__).parent / "fixtures" / "handout_demo.ipynb"


def _is_solution(cell):
    return "solution" in cell.get("metadata", {}).get("tags", [])


def _run(path):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=60, startup_timeout=180, kernel_name="python3",
                   resources={"metadata": {"path": str(Path(path).parent)}}).execute()
    return nb


def _text(cell):
    return "".join(out.get("data", {}).get("text/plain", out.get("text", ""))
                   for out in cell.get("outputs", []))


@pytest.fixture(scope="module")
def handout(tmp_path_factory):
    out = tmp_path_factory.mktemp("handout")
    written = build(FIXTURE.parent, out)
    return out / FIXTURE.name, written


def test_the_handout_drops_the_solutions_and_keeps_the_rest(handout):
    path, written = handout
    teacher = nbformat.read(FIXTURE, as_version=4)
    learner = nbformat.read(path, as_version=4)
    assert (path, 3) in written and sum(map(_is_solution, teacher.cells)) == 3
    kept = [cell for cell in teacher.cells if not _is_solution(cell)]
    assert [c.source for c in learner.cells] == [c.source for c in kept]
    assert [c.cell_type for c in learner.cells] == [c.cell_type for c in kept]
    assert not any(_is_solution(cell) for cell in learner.cells)
    assert all(cell.get("outputs", []) == [] and cell.get("execution_count") is None
               for cell in learner.cells if cell.cell_type == "code")
    assert learner.metadata["kernelspec"] == teacher.metadata["kernelspec"]


def test_the_handout_runs_top_to_bottom_with_nothing_attempted(handout, monkeypatch):
    monkeypatch.setenv("SEARCHLIB_STRICT_CHECKS", "1")
    nb = _run(handout[0])
    checks = [cell for cell in nb.cells if "lesson.check(" in cell.source]
    assert len(checks) == 3
    for cell in checks:
        assert len(cell.outputs) == 1, "a check shows its report once"
        assert _text(cell).startswith("…"), _text(cell)
        assert "Not attempted yet" in cell.outputs[0]["data"]["text/html"]
    progress = _text(nb.cells[-1])
    assert f"0 of {len(dfs_bfs.BANK.ids)} checks passed" in progress


def test_the_teachers_notebook_passes_its_checks_in_strict_mode(monkeypatch):
    monkeypatch.setenv("SEARCHLIB_STRICT_CHECKS", "1")
    nb = _run(FIXTURE)
    solutions = [cell for cell in nb.cells if _is_solution(cell)]
    assert all(_text(cell).startswith("✔") for cell in solutions)
    assert f"3 of {len(dfs_bfs.BANK.ids)} checks passed" in _text(nb.cells[-1])


def test_the_handout_of_one_notebook_and_other_files(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    (src / "picture.png").write_bytes(b"png")
    (src / ".ipynb_checkpoints").mkdir()
    (src / ".ipynb_checkpoints" / "old.ipynb").write_text("{}")
    nbformat.write(nbformat.read(FIXTURE, as_version=4), src / "lesson.ipynb")
    assert main([str(src), str(tmp_path / "out")]) == 0
    assert (tmp_path / "out" / "picture.png").read_bytes() == b"png"
    assert not (tmp_path / "out" / ".ipynb_checkpoints").exists()
    assert main([str(src / "lesson.ipynb"), str(tmp_path / "one"), "--notebooks-only"]) == 0
    assert sorted(os.listdir(tmp_path / "one")) == [MARKER, "lesson.ipynb"]


# -- safety: every bad path is refused, with one line naming the problem, and nothing is lost ---

@pytest.fixture
def course(tmp_path):
    """A teacher's folder: ``notebooks/`` with two lessons and a picture, and its bytes."""
    folder = tmp_path / "course" / "notebooks"
    folder.mkdir(parents=True)
    nbformat.write(nbformat.read(FIXTURE, as_version=4), folder / "06-astar.ipynb")
    nbformat.write(nbformat.read(FIXTURE, as_version=4), folder / "07-other.ipynb")
    (folder / "picture.png").write_bytes(b"png")
    return folder


def _snapshot(folder):
    return {p: p.read_bytes() for p in sorted(Path(folder).rglob("*")) if p.is_file()}


def _refused(argv, capsys, *words, cwd=None, monkeypatch=None):
    if cwd is not None:
        monkeypatch.chdir(cwd)
    assert main([str(a) for a in argv]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("handout: error: "), err
    assert "Traceback" not in err
    for word in words:
        assert word in err, err
    return err


def test_one_notebook_into_its_own_folder_is_refused(course, capsys, monkeypatch):
    before = _snapshot(course)
    _refused([course / "06-astar.ipynb", course], capsys, "folder of the notebooks")
    _refused(["06-astar.ipynb", "."], capsys, "folder of the notebooks",
             cwd=course, monkeypatch=monkeypatch)
    _refused([course / "06-astar.ipynb", str(course) + "/"], capsys, "overwrite")
    _refused([course, course / ".." / "notebooks"], capsys, "folder of the notebooks")
    assert _snapshot(course) == before


def test_an_output_inside_or_around_the_notebooks_is_refused(course, capsys, monkeypatch):
    before = _snapshot(course)
    _refused([course, course / "handout"], capsys, "inside the notebooks' folder")
    _refused(["notebooks/", "."], capsys, "contains the notebooks' folder",
             cwd=course.parent, monkeypatch=monkeypatch)
    _refused(["06-astar.ipynb", "sub/dir"], capsys, "inside", cwd=course, monkeypatch=monkeypatch)
    assert _snapshot(course) == before
    assert not (course / "handout").exists() and not (course / "sub").exists()


def test_a_symlink_to_the_notebooks_is_seen_through(course, tmp_path, capsys):
    before = _snapshot(course)
    link = tmp_path / "link"
    link.symlink_to(course, target_is_directory=True)
    _refused([course, link], capsys, "folder of the notebooks")
    # an output holding a link to a source notebook: the link is replaced, the notebook kept
    out = tmp_path / "out"
    out.mkdir()
    (out / "06-astar.ipynb").symlink_to(course / "06-astar.ipynb")
    _refused([course, out], capsys, "not empty", "--force")
    assert main([str(course), str(out), "--force"]) == 0
    assert not (out / "06-astar.ipynb").is_symlink()
    assert _snapshot(course) == before


def test_bad_sources_and_outputs_are_refused(course, tmp_path, capsys):
    _refused([tmp_path / "missing", tmp_path / "out"], capsys, "no such notebook or folder",
             "missing")
    (tmp_path / "notes.txt").write_text("hello")
    _refused([tmp_path / "notes.txt", tmp_path / "out"], capsys, "is not a notebook")
    _refused([course, tmp_path / "notes.txt"], capsys, "is a file, not a folder")
    _refused([course, tmp_path / "notes.txt" / "inner"], capsys, "is a file")
    (tmp_path / "empty").mkdir()
    _refused([tmp_path / "empty", tmp_path / "out"], capsys, "no notebooks")
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "good.ipynb").write_bytes((course / "06-astar.ipynb").read_bytes())
    (broken / "bad.ipynb").write_text("{not json")
    _refused([broken, tmp_path / "out"], capsys, "bad.ipynb", "is not a notebook")
    _refused([broken / "bad.ipynb", tmp_path / "out"], capsys, "is not a notebook")
    assert not (tmp_path / "out").exists(), "nothing is written when a notebook is bad"
    # an output named like a notebook: a teacher expects a file; the handout is a folder
    _refused([course / "06-astar.ipynb", tmp_path / "handout.ipynb"], capsys,
             "looks like a notebook", "give a folder")
    assert not (tmp_path / "handout.ipynb").exists()


def test_the_handout_marker_names_no_path_of_the_teachers(course, tmp_path):
    import json
    build(course, tmp_path / "out")
    marker = json.loads((tmp_path / "out" / MARKER).read_text())
    assert marker["source"] == course.name and str(course.parent) not in json.dumps(marker)


def test_an_existing_handout_is_replaced_only_with_force(course, tmp_path, capsys):
    out = tmp_path / "handout"
    assert main([str(course), str(out)]) == 0
    capsys.readouterr()
    learner = out / "mine.ipynb"
    learner.write_text("a learner's own file")
    (out / "06-astar.ipynb").write_text("edited")
    _refused([course, out], capsys, "not empty", "--force")
    assert (out / "06-astar.ipynb").read_text() == "edited"
    assert main([str(course), str(out), "--force"]) == 0
    assert learner.read_text() == "a learner's own file", "--force deletes nothing"
    assert nbformat.read(out / "06-astar.ipynb", as_version=4).cells
    # an empty folder is fine without --force
    (tmp_path / "fresh").mkdir()
    assert main([str(course), str(tmp_path / "fresh")]) == 0


def test_a_handout_folder_is_never_read_as_a_source(course, tmp_path, capsys):
    out = tmp_path / "handout"
    assert main([str(course), str(out)]) == 0
    # a handout copied into the notebooks' folder is skipped by the next build
    shutil.copytree(out, course / "old-handout")
    again = tmp_path / "again"
    assert main([str(course), str(again)]) == 0
    assert "2 notebooks written" in capsys.readouterr().out
    assert not (again / "old-handout").exists()
    assert sorted(p.name for p in again.rglob("*.ipynb")) == ["06-astar.ipynb", "07-other.ipynb"]


def test_sentences_that_point_at_a_removed_solution_are_flagged(course, tmp_path, capsys):
    assert main([str(course), str(tmp_path / "quiet")]) == 0
    assert "warning" not in capsys.readouterr().err
    nb = nbformat.read(course / "07-other.ipynb", as_version=4)
    nb.cells[2].source += "\n\nA reference solution follows, folded: open it after you have tried."
    nbformat.write(nb, course / "07-other.ipynb")
    assert main([str(course), str(tmp_path / "a")]) == 0
    err = capsys.readouterr().err
    assert "points at a solution the handout removes" in err and "07-other.ipynb, cell 2" in err
    assert main([str(course), str(tmp_path / "b"), "--strict"]) == 1


def test_the_presenter_build_shows_no_check(course, tmp_path):
    assert main([str(course / "06-astar.ipynb"), str(tmp_path / "show"), "--presenter"]) == 0
    nb = nbformat.read(tmp_path / "show" / "06-astar.ipynb", as_version=4)
    sources = [cell.source for cell in nb.cells]
    assert not [s for s in sources if "lesson.check(" in s or "lesson.progress(" in s]
    assert not any(_is_solution(cell) for cell in nb.cells)
    assert any("def bfs(problem)" in s for s in sources), "the exercise itself stays"
    assert nb.metadata["searchlib"]["build"] == "presenter"


def test_a_linked_subfolder_in_the_output_is_not_followed(tmp_path, capsys):
    src = tmp_path / "src"
    (src / "sub").mkdir(parents=True)
    nbformat.write(nbformat.read(FIXTURE, as_version=4), src / "sub" / "lesson.ipynb")
    out = tmp_path / "out"
    out.mkdir()
    (out / "sub").symlink_to(src / "sub", target_is_directory=True)   # out/sub is src/sub
    before = _snapshot(src)
    _refused([src, out, "--force"], capsys, "leads into the notebooks' folder")
    assert _snapshot(src) == before
