"""The course's data ships inside the package; generated data goes to the per-user cache."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import searchlib
from searchlib import Maze, data
from searchlib.degrees import SMALL_DIR, large_dir, load

PACKAGE = Path(searchlib.__file__).resolve().parent


def test_every_shipped_file_is_found_from_any_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shipped = data.names()
    assert {"mazes/dfs-wanders.txt", "mazes/two-routes.txt", "mazes/greedy-trap.txt",
            "graphs/campus.json", "degrees/small/people.csv"} <= set(shipped)
    for name in shipped:
        found = data.path(name)
        assert found.is_file() and PACKAGE in found.parents
    assert Maze.load(data.path("mazes/greedy-trap.txt")).initial == (12, 6)
    assert SMALL_DIR == data.path("degrees/small") and len(load(SMALL_DIR).people) == 16


@pytest.mark.parametrize("name, words", [
    ("mazes/greedy-trap", "did you mean 'mazes/greedy-trap.txt'"),
    ("../README.md", "no data file '../README.md'"),
    ("/etc/passwd", "no data file"),
    ("", "no data file"),
])
def test_a_name_the_course_does_not_ship_is_a_clear_error(name, words):
    with pytest.raises(data.DataNotFound, match=words.replace("(", r"\(")) as info:
        data.path(name)
    assert isinstance(info.value, FileNotFoundError) and isinstance(info.value, ValueError)


def test_generated_data_goes_to_the_cache_never_the_package(tmp_path, monkeypatch):
    monkeypatch.delenv(data.CACHE_ENV, raising=False)
    cache = data.cache_dir()
    assert PACKAGE not in cache.parents and cache.name == "searchlib"
    assert large_dir() == cache / "degrees" / "large"
    monkeypatch.setenv(data.CACHE_ENV, str(tmp_path / "mine"))
    assert large_dir() == tmp_path / "mine" / "degrees" / "large"


def test_the_package_data_is_installed_with_the_package(tmp_path):
    """setuptools, configured by pyproject.toml, puts the data files into the built package."""
    root = PACKAGE.parent
    if not (root / "pyproject.toml").exists():
        pytest.skip("not a checkout")
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(root / name, source / name)
    shutil.copytree(PACKAGE, source / "searchlib",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    done = subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "-q",
                           "build_py", "-d", str(tmp_path / "built")], cwd=source,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    built = tmp_path / "built" / "searchlib" / "data"
    for name in data.names():
        assert (built / name).is_file(), name
