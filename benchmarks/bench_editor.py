"""The maze editor in a real browser: from a click to the new picture, on a 40 x 40 maze.

Run it from the repository root (a measurement, not a test; needs Debian's
chromium and playwright, as the browser test does)::

    python3 benchmarks/bench_editor.py             # about a minute
    python3 benchmarks/bench_editor.py --clicks 6  # fewer clicks, quicker

It starts JupyterLab (the browser test's helpers), runs a notebook with two
editors of the same 40 x 40 maze, side by side in one run, and measures in
the page:

* **image**: the editor's pictures take the clicks (ipyevents); BFS, greedy
  and A* are rerun and all three pictures redrawn per click;
* **buttons**: a grid of 1,600 standard ``ipywidgets.Button`` s takes the
  clicks (no extra package); only A* is shown, so the work per click is a
  third of the other's.

For each, the time from the mouse press (a capturing ``mousedown``
listener's ``performance.now()``) to the moment every picture shown has
loaded its new PNG and the next frame is painted; and the time from
running the cell to the editor being on screen.  Medians and worst cases
over the clicks; the ratio is buttons / image (above 1: the image is
faster).  The target is a click to new picture under 150 ms.
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import test_browser as tb  # noqa: E402

from searchlib import random_maze  # noqa: E402

SIZE, SEED, LOOPS = 40, 1, 0.2

_NOTEBOOK_CELLS = {
    "image": [
        "from searchlib import edit_maze, random_maze\n"
        f"maze = random_maze({SIZE}, {SIZE}, seed={SEED}, loops={LOOPS})",
        'editor = edit_maze(maze, clicks="image")\neditor',
    ],
    "buttons": [
        "from searchlib import edit_maze, random_maze\n"
        f"maze = random_maze({SIZE}, {SIZE}, seed={SEED}, loops={LOOPS})",
        'editor = edit_maze(maze, clicks="buttons", algorithms=("A*",))\neditor',
    ],
}

_ARM = """(count) => {
    // resolve when ``count`` editor pictures have loaded a new PNG after the next mousedown
    window.__bench = new Promise((resolve) => {
        let start = null, loaded = 0;
        const pictures = [...document.querySelectorAll('.searchlib-editor-picture')];
        const done = () => requestAnimationFrame(() => resolve(performance.now() - start));
        pictures.forEach((img) => img.addEventListener('load', () => {
            if (start !== null && ++loaded === count) done();
        }));
        document.addEventListener('mousedown', () => { start = performance.now(); },
                                  {capture: true, once: true});
    });
}"""


def _notebook(folder, name, cells):
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}",
                     "metadata": {}, "outputs": [], "source": src}
                    for i, src in enumerate(cells)],
          "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)",
                                      "language": "python", "name": "python3"}},
          "nbformat": 4, "nbformat_minor": 5}
    path = Path(folder) / f"{name}.ipynb"
    path.write_text(json.dumps(nb))
    return path


def _cells_to_click(count):
    """Open cells on the way from start to goal, spread along it (never the start or goal)."""
    from searchlib import bfs
    maze = random_maze(SIZE, SIZE, seed=SEED, loops=LOOPS)
    path = bfs(maze).states[2:-2]
    step = max(1, len(path) // count)
    return [path[i] for i in range(0, len(path), step)][:count]


def _open(page, url, token, name):
    lab = tb.Lab(page)
    page.goto(f"{url}/lab/tree/{name}?reset&token={token}", timeout=tb.TIMEOUT)
    page.locator(".jp-Notebook").first.wait_for(timeout=tb.TIMEOUT)
    lab.wait_idle()
    began = time.perf_counter()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
    page.wait_for_function(
        """() => {
            const pics = [...document.querySelectorAll('.searchlib-editor-picture')];
            return pics.length > 0 && pics.every(img => img.naturalWidth > 0);
        }""", timeout=tb.TIMEOUT * 3)
    lab.wait_idle()
    shown = time.perf_counter() - began
    page.locator(".searchlib-editor").first.scroll_into_view_if_needed(timeout=tb.TIMEOUT)
    return shown


def _click_image(page, cell):
    picture = page.locator(".searchlib-editor-picture").first
    box = picture.bounding_box()
    natural = picture.evaluate("img => img.naturalWidth")
    size = natural // SIZE
    scale = box["width"] / natural
    r, c = cell
    page.mouse.click(box["x"] + (c + 0.5) * size * scale, box["y"] + (r + 0.5) * size * scale)


def _click_button(page, cell):
    r, c = cell
    page.locator(".searchlib-editor-grid button").nth(r * SIZE + c).click()


def measure(kind, page, url, token, name, cells):
    shown = _open(page, url, token, name)
    pictures = page.locator(".searchlib-editor-picture").count()
    click = _click_image if kind == "image" else _click_button
    times = []
    for cell in cells:
        page.evaluate(_ARM, pictures)
        click(page, cell)
        times.append(page.evaluate("() => window.__bench"))
        tb.Lab(page).wait_idle()
    return shown, pictures, times


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clicks", type=int, default=12)
    args = parser.parse_args(argv)
    if tb.CHROMIUM is None:
        sys.exit("Chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="bench-editor-"))
    paths = {k: _notebook(folder, f"editor_{k}", cells) for k, cells in _NOTEBOOK_CELLS.items()}
    cells = _cells_to_click(args.clicks)
    rows = {}
    with tb.jupyter_lab(paths["image"], (paths["buttons"],)) as (url, token, name), \
            sync_playwright() as p:
        browser = tb._launch(p)
        try:
            for kind in ("image", "buttons"):
                page = browser.new_page(viewport={"width": 1500, "height": 1100})
                rows[kind] = measure(kind, page, url, token, f"editor_{kind}.ipynb", cells)
                page.close()
        finally:
            browser.close()
    print(f"40 x 40 maze ({SIZE} x {SIZE}, seed {SEED}), {len(cells)} clicks each; "
          f"{os.cpu_count()} cores")
    print(f"{'click surface':16} {'pictures':>8} {'on screen s':>12} {'click→picture ms':>17} "
          f"{'worst ms':>9}")
    for kind, (shown, pictures, times) in rows.items():
        print(f"{kind:16} {pictures:8d} {shown:12.2f} {statistics.median(times):17.1f} "
              f"{max(times):9.1f}")
    image, buttons = rows["image"], rows["buttons"]
    print(f"ratio buttons / image: on screen {buttons[0] / image[0]:.1f}x, click to picture "
          f"{statistics.median(buttons[2]) / statistics.median(image[2]):.2f}x "
          f"(the buttons' editor redraws one picture, the image's three)")
    verdict = "under" if statistics.median(image[2]) < 150 else "OVER"
    print(f"image editor: median click to new picture {statistics.median(image[2]):.0f} ms, "
          f"{verdict} the 150 ms target")


if __name__ == "__main__":
    main()
