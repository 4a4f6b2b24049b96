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
