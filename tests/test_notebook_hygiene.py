"""The course's notebooks are committed clean and follow the lesson layout."""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
PATHS = sorted(p for p in NOTEBOOKS.glob("*.ipynb"))
#: The contents page (linked from every lesson) is not a lesson.
CONTENTS = NOTEBOOKS / "00-contents.ipynb"
LESSONS = [p for p in PATHS if p != CONTENTS]


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_there_are_notebooks():
    assert PATHS, "no notebooks in notebooks/"


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_outputs_are_stripped(path):
    nb = load(path)
    dirty = [i for i, cell in enumerate(nb["cells"]) if cell["cell_type"] == "code"
             and (cell.get("outputs") or cell.get("execution_count") is not None)]
    assert not dirty, f"{path.name}: cells {dirty} have stored outputs; run nbstripout"


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_layout(path):
    assert re.match(r"^\d\d-[a-z0-9-]+\.ipynb$", path.name), "name must be NN-topic.ipynb"
    cells = load(path)["cells"]
    first = "".join(cells[0]["source"])
    assert cells[0]["cell_type"] == "markdown" and first.lstrip().startswith("# "), \
        "the first cell must be a markdown title"
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    index = LESSONS.index(path)
    if index > 0:
        assert LESSONS[index - 1].name in text, \
            f"no link to the previous lesson {LESSONS[index - 1].name}"
    if index < len(LESSONS) - 1:
        assert LESSONS[index + 1].name in text, f"no link to the next lesson {LESSONS[index + 1].name}"
    assert "../README.md" not in text, "link to the contents page, 00-contents.ipynb (JupyterLab " \
        "opened on notebooks/ cannot reach the README)"
    assert first.count(f"]({CONTENTS.name})") == 1, "the navigation line links the contents page"
    assert re.search(r"(?i)you will be able to|learning goals|by the end", first), \
        "the title cell must say what the learner will be able to do"
    assert re.search(r"(?im)^#+ .*summary", text), "the lesson must end with a summary section"


def test_the_contents_page_lists_every_lesson_by_its_title():
    cells = load(CONTENTS)["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    links = re.findall(r"\[([^\]]+)\]\(([^)]+\.ipynb)\)", text)
    assert LESSONS and all((NOTEBOOKS / target).exists() for _, target in links)
    for lesson in LESSONS:
        title = "".join(load(lesson)["cells"][0]["source"]).splitlines()[0]
        number, name = re.match(r"# (\d\d) · (.+)", title).groups()
        assert (name, lesson.name) in links, f"the contents page lacks [{name}]({lesson.name})"
        assert number == lesson.name[:2]


def _asserts(source):
    import ast
    lines = ["" if line.lstrip().startswith(("%", "!")) else line
             for line in source.splitlines()]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return 0
    return sum(isinstance(node, ast.Assert) for node in ast.walk(tree))


def _ends_with_a_value(source):
    import ast
    if source.rstrip().endswith(";"):
        return False
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    return bool(body) and isinstance(body[-1], ast.Expr)


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_asserts_are_out_of_the_learners_way(path):
    """A cell a learner reads teaches: the notebook's own checks sit in folded test cells.

    Every ``assert`` is in a code cell tagged ``test`` (or in a folded reference solution,
    which the handout removes), and every test cell is folded (source hidden) and quiet
    (it does not end with an expression, whose value would be shown).
    """
    cells = load(path)["cells"]
    visible = []
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        meta = cell.get("metadata", {})
        tags = meta.get("tags", []) or []
        if "test" in tags:
            assert meta.get("jupyter", {}).get("source_hidden"), \
                f"{path.name}: test cell {index} is not folded"
            assert not _ends_with_a_value("".join(cell["source"])), \
                f"{path.name}: test cell {index} ends with an expression, which would show"
        elif "solution" not in tags and _asserts("".join(cell["source"])):
            visible.append(index)
    assert not visible, f"{path.name}: cells {visible} show asserts to the learner; " \
        "move them into a folded cell tagged test"


#: The lessons with exercises: each ends (before its summary) with the progress cell.
EXERCISED = [p for p in LESSONS if "02" <= p.name[:2] <= "12"]


@pytest.mark.parametrize("path", EXERCISED, ids=[p.name for p in EXERCISED])
def test_the_progress_cell_is_the_last_code_cell(path):
    """Practice, editors and drills come before ``lesson.progress()``, which closes the lesson."""
    code = [c for c in load(path)["cells"] if c["cell_type"] == "code"]
    assert code and "".join(code[-1]["source"]).strip() == "lesson.progress()", \
        f"{path.name}: the last code cell is not lesson.progress()"
