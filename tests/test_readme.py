"""The README's two commands: the quick start installs the course only, CI runs the test command."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
TOOLS = {"pytest", "nbval", "hypothesis", "playwright", "dask", "distributed"}


def _commands():
    start = README.index("## Quick start")
    section = README[start:README.index("\n## ", start + 1)]
    return re.findall(r"```bash\n(.+?)\n```", section, re.S)


def _requirements(name):
    names = set()
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            names.add(re.split(r"[<>=!\[ ;]", line, maxsplit=1)[0].lower())
    return names


def test_the_quick_start_makes_a_venv_installs_the_course_only_and_starts_jupyterlab():
    first, test = _commands()
    assert "\n" not in first and "\n" not in test, "each command is one line"
    assert first.startswith("python3 -m venv .venv && . .venv/bin/activate && ")
    assert "pip install -r requirements.txt" in first and first.endswith("jupyter lab notebooks/")
    assert "--allow-root" in README, "the README says what to add when running as root"
    assert not _requirements("requirements.txt") & TOOLS, "the course installs no test tools"
    assert {"jupyterlab", "ipywidgets", "matplotlib", "networkx", "platformdirs"} \
        <= _requirements("requirements.txt")


def test_the_test_command_installs_the_test_tools_and_ci_runs_exactly_it():
    _, test = _commands()
    assert test.startswith("python3 -m venv .venv && . .venv/bin/activate && ")
    # uv installs what pip would, in seconds (pip's resolving and unpacking took most of a
    # minute), compiled to byte code as pip does (where Python may not write byte code, as here,
    # every kernel and worker would otherwise compile every module it imports)
    assert "&& pip install uv && uv pip install --compile-bytecode -r requirements-test.txt &&" \
        in test
    assert test.endswith("python3 -m pytest")
    lines = (ROOT / "requirements-test.txt").read_text(encoding="utf-8").splitlines()
    assert "-r requirements.txt" in lines and "-r requirements-grader.txt" in lines
    assert {"pytest", "nbval", "hypothesis", "playwright"} <= _requirements("requirements-test.txt")
    assert {"dask", "distributed"} <= _requirements("requirements-grader.txt")
    ci = [line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
          if line.strip() and not line.lstrip().startswith("#")]
    assert ci[-1] == test, "the last line of .ci/run is the README's test command"
    assert "playwright install" not in "\n".join(ci)
