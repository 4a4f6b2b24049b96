"""The class handout: solutions removed, everything else intact, and it runs top to bottom."""

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from searchlib.checks.handout import build, main

FIXTURE = Path(__file__).parent / "fixtures" / "handout_demo.ipynb"


def _is_solution(cell):
    return "solution" in cell.get("metadata", {}).get("tags", [])


def _run(path):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=60, kernel_name="python3",
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
    assert "0 of 7 checks passed" in progress


def test_the_teachers_notebook_passes_its_checks_in_strict_mode(monkeypatch):
    monkeypatch.setenv("SEARCHLIB_STRICT_CHECKS", "1")
    nb = _run(FIXTURE)
    solutions = [cell for cell in nb.cells if _is_solution(cell)]
    assert all(_text(cell).startswith("✔") for cell in solutions)
    assert "3 of 7 checks passed" in _text(nb.cells[-1])


def test_the_handout_refuses_to_overwrite_the_notebooks(tmp_path, capsys):
    assert main([str(FIXTURE.parent), str(FIXTURE.parent)]) == 2
    assert "another folder" in capsys.readouterr().err
    assert main([str(tmp_path / "missing"), str(tmp_path / "out")]) == 2


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
    assert sorted(os.listdir(tmp_path / "one")) == ["lesson.ipynb"]
