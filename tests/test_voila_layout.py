"""Presenting: Voilà at 1280 px wide cuts nothing off at the side.

Lesson 03 (the DFS/BFS comparison, the widest table of the course) is checked
in a real browser by ``test_browser.py::test_stepper_in_voila``, on the page it
already serves (:func:`test_browser.cut_off`).  Here, without a browser: the
widgets are laid out to wrap rather than widen the page.  Every lesson, in the
browser, with ``python3 tests/test_voila_layout.py`` (about 20 s a lesson),
which also saves whole-page screenshots.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import test_browser as browser  # noqa: E402

WIDTH = browser.PRESENTING_WIDTH
READY = """() => !document.body.innerText.includes('Loading widget')
    && document.querySelectorAll('.jp-Cell').length > 0
    && [...document.querySelectorAll('.searchlib-picture')].every(i => i.naturalWidth > 0)"""


def measure(notebook, screenshot=None):
    """Serve ``notebook`` with Voilà, 1280 px wide; return what reaches past the right edge."""
    from playwright.sync_api import sync_playwright
    with browser.voila(notebook) as (url, token, _), sync_playwright() as p:
        chromium = browser._launch(p)
        try:
            page = chromium.new_page(viewport={"width": WIDTH, "height": 900})
            page.goto(f"{url}/?token={token}", timeout=browser.TIMEOUT, wait_until="load")
            page.wait_for_function(READY, timeout=browser.TIMEOUT)
            result = browser.cut_off(page, WIDTH)
            if screenshot is not None:
                height = page.evaluate("() => (document.querySelector('#rendered_cells')"
                                       " || document.body).scrollHeight")
                page.set_viewport_size({"width": WIDTH, "height": min(height + 40, 30000)})
                page.screenshot(path=str(screenshot), full_page=True)
            return result
        finally:
            chromium.close()


def test_the_stepper_wraps_its_table_rather_than_widening_the_page():
    """Without a browser: a stepper's picture and table share a wrapping row; a comparison's
    table (four columns of words) sits under its pictures. Either way it scrolls in its box."""
    from searchlib import GraphProblem, bfs, dfs
    from searchlib.widgets import compare, step_through
    problem = GraphProblem({"A": ["B"], "B": ["C"]}, "A", "C")
    stepper = step_through(dfs(problem, trace=True))
    body = next(child for child in stepper.widget.children
                if len(getattr(child, "children", ())) == 2 and stepper.side_html in child.children)
    assert body.layout.flex_flow == "row wrap"
    view = compare(dfs(problem, trace=True), bfs(problem, trace=True))
    assert view.image in view.widget.children and view.side_html in view.widget.children
    assert list(view.widget.children).index(view.side_html) > \
        list(view.widget.children).index(view.image)           # under the pictures
    for widget in (stepper, view):
        assert widget.side_html.layout.overflow == "auto"
        assert widget.side_html.layout.max_width == "100%"


if __name__ == "__main__":
    shots = HERE / "artifacts"
    shots.mkdir(exist_ok=True)
    failed = 0
    for path in sorted((browser.ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")):
        result = measure(path, screenshot=shots / f"voila-{path.stem}.png")
        ok = result["page"] <= WIDTH and not result["found"]
        failed += not ok
        print(f"{path.name}: {'ok' if ok else 'CUT OFF'} (page {result['page']} px)"
              + "".join(f"\n    {line}" for line in result["found"]))
    sys.exit(1 if failed else 0)
