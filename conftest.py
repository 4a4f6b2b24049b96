"""Test-wide setup: test this checkout's searchlib, with quiet, deterministic plotting.

The notebook kernels that nbval starts inherit this process's environment, so
putting the checkout first on PYTHONPATH makes every notebook import the code
under test, whatever copy of searchlib is installed.
"""
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ["PYTHONPATH"] = os.pathsep.join(
    [ROOT] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != ROOT])
os.environ.setdefault("MPLBACKEND", "Agg")
# a check that fails raises in the test run (and only there); see searchlib.checks
os.environ["SEARCHLIB_STRICT_CHECKS"] = "1"


# The test command runs on every core (pytest-xdist, ``-n auto --dist loadgroup`` in
# pyproject.toml).  Tests are shared out one by one, except those that must stay
# together: a notebook's cells run in order in one kernel, and a few test files
# start something costly once for the whole file (a JupyterLab server, a graded
# class, a kernel, the large Degrees set).
import pytest  # noqa: E402

def pytest_xdist_auto_num_workers(config):
    # one worker more than there are cores: a worker spends much of its time waiting on
    # what it started (a kernel, a browser, a check's child process), and the spare one
    # keeps the cores busy meanwhile
    return (os.cpu_count() or 1) + 1


_TOGETHER = {"tests/test_browser.py", "tests/test_grade.py",
             "tests/test_checks_faults.py", "tests/test_lessons_projects.py"}


def pytest_itemcollected(item):
    # as each test is collected, so before any pytest_collection_modifyitems (where xdist
    # reads the groups, whatever order the hooks run in)
    path = item.nodeid.split("::")[0]
    if path.endswith(".ipynb") or path in _TOGETHER:
        item.add_marker(pytest.mark.xdist_group(path))


def pytest_configure(config):
    # pytest-xdist's loadgroup marks a group by renaming its tests ("...@group"); pytest 9.2
    # stopped reading that name, and a notebook's cells would then be shared out between
    # workers (each failing with NameErrors in a kernel that never ran the cells above)
    if hasattr(config, "workerinput") or config.getvalue("dist") != "loadgroup":
        return
    version = tuple(int(p) for p in pytest.__version__.split(".")[:2] if p.isdigit())
    if version >= (9, 2):
        raise pytest.UsageError(
            f"pytest {pytest.__version__} ignores pytest-xdist's test groups, so a notebook's "
            "cells would be run by different workers: install the versions in "
            "requirements-test.txt (pytest<9.2), or run with -n 0")


# Each teacher's notebook runs once (nbval), and that run also shows that its handout runs:
# in a lesson notebook's kernel whatever a solution cell defines is undone once the cell has
# run, so the cells after it see the stubs, as the handout does (searchlib.checks.handout,
# "Rehearsal").  Only nbval's kernels for notebooks/ rehearse: the grader's and the handout
# tests' kernels start without it.
def _solution_keys():
    import nbformat
    from searchlib.checks.handout import SOLUTION_TAG, cell_key
    keys = []
    for name in sorted(os.listdir(os.path.join(ROOT, "notebooks"))):
        if name.endswith(".ipynb"):
            nb = nbformat.read(os.path.join(ROOT, "notebooks", name), as_version=4)
            keys += [cell_key(c.source) for c in nb.cells if c.cell_type == "code"
                     and SOLUTION_TAG in c.get("metadata", {}).get("tags", [])]
    return ",".join(keys)


_KEYS = []


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    from searchlib.checks.handout import REHEARSE_ENV
    if item.nodeid.startswith("notebooks/") and item.nodeid.split("::")[0].endswith(".ipynb"):
        if not _KEYS:
            _KEYS.append(_solution_keys())
        os.environ[REHEARSE_ENV] = _KEYS[0]
    else:
        os.environ.pop(REHEARSE_ENV, None)
