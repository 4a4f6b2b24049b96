"""The stepper in a real browser: JupyterLab and Voilà, headless Chromium, Playwright.

The JupyterLab test starts JupyterLab on 127.0.0.1 (a token, a free port, every
Jupyter/IPython/matplotlib directory in a temporary folder), opens a copy of
:data:`NOTEBOOK`, runs all cells, and checks that the first stepper widget
works: no "Loading widget" or "Error displaying widget", the next and
previous buttons and the slider change the picture (the image's bytes) and
the frontier table, play moves the slider by itself, and no cell, console
or widget errors appear.  The first stepper must not start on its last step.  On failure it saves a
screenshot in ``tests/artifacts/``.  It is skipped only where Chromium (or
Playwright's Python package) is missing.

In the same JupyterLab session it then opens :data:`DIVERGENCE`, a check that
no planted mistake explains, runs it, presses the button under the report and
checks the replay: the learner's run beside BFS's on one slider, pictures
drawn, the next button stepping both.

The Voilà test serves the same notebook as an app, the way the README's
"Presenting" paragraph says (``python3 -m voila NOTEBOOK --no-browser
--port=PORT``, plus a token and ``--show_tracebacks=True`` so that a failing
cell shows why), opens it in headless Chromium and checks that the rendered
page hides every code cell, shows no error in any cell, shows every check's
report, and that the first stepper is live: pressing its next button changes
the picture (the image's bytes), the step counter and the message.  Narrowed
to 1280 px (a projector, the README's "Presenting"), no output reaches past
the right edge or is cut by an ``overflow: hidden`` box: lesson 03's DFS/BFS
comparison is the widest table of the course.  It is skipped only where
Chromium, Playwright or Voilà is missing.

Run by ``python3 -m pytest``.  Also a command that writes the README's
screenshot::

    python3 tests/test_browser.py --screenshot docs/stepper.png
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The notebook driven; any notebook whose first stepper widget is the one to check.
NOTEBOOK = ROOT / "notebooks" / "03-dfs-vs-bfs.ipynb"
#: A check whose report opens the learner's own run beside the reference's.
DIVERGENCE = ROOT / "tests" / "browser" / "divergence_demo.ipynb"
#: Predict mode, a drill and the maze editor, driven in the same servers after NOTEBOOK.
PRACTICE = ROOT / "tests" / "browser" / "practice_demo.ipynb"
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium")
                                        else None)
IDLE = "Python 3 (ipykernel) | Idle"
STEPPER = ".searchlib-stepper"
TIMEOUT = 60_000  # ms, for any single wait
#: Console errors that are not ours: the browser failing to fetch something from outside.
HARMLESS = ("net::ERR_INTERNET_DISCONNECTED", "net::ERR_NAME_NOT_RESOLVED", "favicon")


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _environment(home):
    env = dict(os.environ)
    for name, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                      ("JUPYTER_RUNTIME_DIR", "runtime"), ("MPLCONFIGDIR", "mpl"),
                      ("IPYTHONDIR", "ipython"), ("JUPYTERLAB_SETTINGS_DIR", "lab-settings"),
                      ("JUPYTERLAB_WORKSPACES_DIR", "lab-workspaces")):
        path = home / sub
        path.mkdir(parents=True, exist_ok=True)
        env[name] = str(path)
    # no "get notified about news?" toast over the notebook
    labconfig = home / "config" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text(json.dumps({
        "@jupyterlab/apputils-extension:notification": {
            "fetchNews": "false", "checkForUpdates": False}}))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [
        p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and p != str(ROOT)])
    env["MPLBACKEND"] = "Agg"
    env.pop("JUPYTER_PATH", None)
    return env


def _stage(home, notebook, extra=()):
    """Copy ``notebook`` (and ``extra`` ones) into ``home/work`` at their places in the
    checkout, next to ``data/``.

    Returns ``(work, relative)``: the folder to serve and the notebook's path in it.
    """
    work = home / "work"
    work.mkdir()
    for path in (*extra, notebook):
        path = Path(path).resolve()
        try:
            relative = path.relative_to(ROOT)
        except ValueError:
            relative = Path(path.name)
        (work / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, work / relative)
    if (ROOT / "data").is_dir():
        shutil.copytree(ROOT / "data", work / "data")
    return work, relative


@contextmanager
def _server(notebook, what, command, ready, extra=()):
    """Serve a copy of ``notebook`` (and ``extra``); yield ``(url, token, name)``; stop it.

    ``command(port, token, work, name)`` is the server's command line (run in
    ``work``), ``ready(url, token)`` says whether it answers yet.
    """
    home = Path(tempfile.mkdtemp(prefix="searchlib-browser-"))
    work, relative = _stage(home, notebook, extra)
    port, token = _free_port(), hashlib.sha256(os.urandom(16)).hexdigest()[:32]
    log_path = home / "server.log"
    log = open(log_path, "wb")
    proc = subprocess.Popen(
        command(port, token, work, relative.as_posix()),
        cwd=work, env=_environment(home), stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while not ready(url, token):
            if proc.poll() is not None:
                raise RuntimeError(f"{what} exited early:\n" + _tail(log_path))
            if time.monotonic() > deadline:
                raise RuntimeError(f"{what} did not answer in 60 s:\n" + _tail(log_path))
            time.sleep(0.3)
        yield url, token, relative.as_posix()
    except BaseException:
        log.flush()
        sys.stderr.write(f"--- the end of {what}'s log ---\n{_tail(log_path)}\n")
        raise
    finally:
        proc.terminate()  # the server, by its PID; it shuts its kernels down
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)  # the group this test started (server and kernels)
            proc.wait(timeout=5)
        log.close()
        shutil.rmtree(home, ignore_errors=True)


def _status_ok(url, token):
    try:
        with urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2) as r:
            return r.status == 200
    except OSError:
        return False


def _listening(url, token):
    host, port = url.rsplit("/", 1)[-1].split(":")
    try:
        with socket.create_connection((host, int(port)), timeout=2):
            return True
    except OSError:
        return False


def jupyter_lab(notebook, extra=()):
    """Start JupyterLab on a copy of ``notebook``; yield ``(url, token, name)``; stop it.

    A notebook of this checkout is copied to the same place in a copy of the
    checkout's layout, next to a copy of ``data/``, so that the relative paths
    the lessons use (``../data/...``) work; ``name`` is its path in there.
    """
    def command(port, token, work, name):
        return [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
                "--ip=127.0.0.1", f"--port={port}", f"--IdentityProvider.token={token}",
                f"--ServerApp.root_dir={work}", "--ServerApp.port_retries=0"]
    return _server(notebook, "JupyterLab", command, _status_ok, extra)


def voila(notebook, extra=()):
    """Serve a copy of ``notebook`` (laid out as for :func:`jupyter_lab`) as a Voilà app.

    The README's command with a token, no retry on another port, and
    tracebacks shown (Voilà hides them by default, which would hide the cause
    of a failure).  Voilà runs the notebook when the page is requested.  With
    ``extra`` notebooks, Voilà serves the folder instead (one server for all:
    each page is ``/voila/render/PATH``).
    """
    def command(port, token, work, name):
        target = [] if extra else [name]
        return [sys.executable, "-m", "voila", *target, "--no-browser", f"--port={port}",
                "--Voila.ip=127.0.0.1", f"--token={token}", "--Voila.port_retries=0",
                "--show_tracebacks=True"]
    return _server(notebook, "Voilà", command, _listening, extra)


def _tail(path, lines=40):
    try:
        return "\n".join(Path(path).read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


_IMAGE_DIGEST = """async (img) => {
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    const digest = await crypto.subtle.digest("SHA-256", bytes);
    return Array.from(new Uint8Array(digest)).map(b => b.toString(16).padStart(2, "0")).join("");
}"""


class Lab:
    """The notebook page and the first stepper widget on it."""

    def __init__(self, page):
        self.page = page
        self.stepper = page.locator(STEPPER).first

    def wait_idle(self):
        self.page.wait_for_function(
            """(idle) => {
                const text = document.body.innerText;
                const busy = [...document.querySelectorAll('.jp-InputPrompt')]
                    .some(p => p.textContent.includes('*'));
                return text.includes(idle) && !busy;
            }""", arg=IDLE, timeout=TIMEOUT)

    def run_all(self):
        self.page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        self.page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
        self.page.wait_for_function(
            """() => {
                // cells whose input is folded (reference solutions) show a placeholder
                // without a prompt; textContent also reads cells scrolled out of view
                const prompts = [...document.querySelectorAll('.jp-CodeCell')]
                    .filter(c => !c.querySelector('.jp-Placeholder'))
                    .map(c => c.querySelector('.jp-InputPrompt'));
                return prompts.length > 0
                    && prompts.every(p => p && /\\[\\d+\\]/.test(p.textContent));
            }""", timeout=TIMEOUT)
        self.wait_idle()
        self.stepper.locator(".searchlib-picture").wait_for(timeout=TIMEOUT)
        # run all leaves the notebook scrolled to its end; text out of view reads empty
        self.stepper.scroll_into_view_if_needed(timeout=TIMEOUT)

    def state(self):
        """``(image digest, table, counter, message)`` once the picture stops changing."""
        last = None
        for _ in range(40):
            self.wait_idle()
            img = self.stepper.locator(".searchlib-picture").first
            now = (img.evaluate(_IMAGE_DIGEST),
                   self.stepper.locator(".searchlib-side").first.inner_text(),
                   self.stepper.locator(".searchlib-counter").first.inner_text().strip(),
                   self.stepper.locator(".searchlib-message").first.inner_text().strip())
            if now == last:
                return now
            last = now
            self.page.wait_for_timeout(150)
        return last

    def changed(self, before):
        """Wait until the picture differs from ``before``; return the new state."""
        for _ in range(60):
            now = self.state()
            if now[0] != before[0]:
                return now
            self.page.wait_for_timeout(100)
        return now

    def click(self, label):
        self.stepper.locator("button.jupyter-button", has_text=label).first.click()

    def slider_right(self, times):
        """Press the slider's right arrow ``times`` times (left when negative)."""
        handle = self.stepper.locator(".noUi-handle").first
        handle.focus()
        for _ in range(abs(times)):
            handle.press("ArrowRight" if times > 0 else "ArrowLeft")

    def play_a_little(self):
        """Press play, wait for the slider to move on its own, press pause."""
        first = int(self.readout())
        toggle = self.stepper.locator(".widget-play button").first
        toggle.click()
        self.page.wait_for_function(
            """([root, first]) => {
                const r = document.querySelector(root + ' .widget-readout');
                return r && parseInt(r.innerText) >= first + 2;
            }""", arg=[STEPPER, first], timeout=TIMEOUT)
        toggle.click()
        return first

    def readout(self):
        return self.stepper.locator(".widget-readout").first.inner_text().strip()


def drive(page, url, token, name, *, screenshot=None):
    """Open, run all, step with next, previous and the slider; check every change."""
    problems = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.goto(f"{url}/lab/tree/{name}?reset&token={token}", timeout=TIMEOUT)
    lab = Lab(page)
    page.locator(".jp-Notebook").first.wait_for(timeout=TIMEOUT)
    lab.wait_idle()
    lab.run_all()

    text = page.locator(".jp-Notebook").first.inner_text()
    assert "Error displaying widget" not in text
    assert "Loading widget" not in text
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'],"
                        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']"
                        ).count() == 0, "a cell wrote an error"

    start = lab.state()
    start_step = int(lab.readout())
    assert start[2].startswith(f"step {start_step} of ")
    lab.click("next")
    after_next = lab.changed(start)
    assert after_next[0] != start[0], "next did not change the picture"
    assert after_next[1] != start[1], "next did not change the frontier table"
    assert int(lab.readout()) == start_step + 1
    lab.click("previous")
    back = lab.changed(after_next)
    assert back == start, "previous did not bring back the same picture and table"
    lab.slider_right(3)
    moved = lab.changed(back)
    assert int(lab.readout()) == start_step + 3
    assert moved[0] not in (start[0], after_next[0]) and moved[1] != start[1]
    assert moved[2].startswith(f"step {start_step + 3} of ")

    first = lab.play_a_little()
    played = lab.changed(moved)
    assert int(lab.readout()) >= first + 2 and played[0] != moved[0], "play did not step"

    text = page.locator(".jp-Notebook").first.inner_text()
    assert "Error at step" not in text and "Error displaying widget" not in text
    ours = [p for p in problems if not any(k in p for k in HARMLESS)]
    assert not ours, "errors in the browser console:\n" + "\n".join(ours)
    if screenshot is not None:
        # a step about three fifths of the way through: the search at work, frontier full
        last = int(played[2].rsplit(" of ", 1)[1])
        target = max(1, last * 3 // 5)
        if target != int(lab.readout()):
            lab.slider_right(target - int(lab.readout()))
            lab.changed(played)
        lab.stepper.screenshot(path=str(screenshot))
    return problems


def drive_replay(page, url, token, name):
    """Open the divergence demo, run it, open the replay and step it once."""
    problems = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.goto(f"{url}/lab/tree/{name}?reset&token={token}", timeout=TIMEOUT)
    lab = Lab(page)
    page.locator(".jp-Notebook").first.wait_for(timeout=TIMEOUT)
    lab.wait_idle()
    lab.page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    lab.page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
    button = page.locator("button.searchlib-replay-button").first
    button.wait_for(timeout=TIMEOUT)
    lab.wait_idle()
    report = page.locator(".searchlib-check").first.inner_text()
    assert "Not yet" in report and "First difference" in report, report
    button.scroll_into_view_if_needed(timeout=TIMEOUT)
    button.click()
    lab.stepper = page.locator(".searchlib-replay " + STEPPER).first
    lab.stepper.locator(".searchlib-picture").wait_for(timeout=TIMEOUT)
    lab.stepper.scroll_into_view_if_needed(timeout=TIMEOUT)
    start = lab.state()
    assert start[2].startswith("step 0 of "), start[2]
    assert "your function" in start[1] and "BFS" in start[1], start[1]
    lab.click("next")
    after = lab.changed(start)
    assert after[0] != start[0], "next did not change the replay's picture"
    assert "Expanded" in after[1] and after[2].startswith("step 1 of ")
    text = page.locator(".jp-Notebook").first.inner_text()
    assert "Error displaying widget" not in text and "Loading widget" not in text
    ours = [p for p in problems if not any(k in p for k in HARMLESS)]
    assert not ours, "errors in the browser console:\n" + "\n".join(ours)


class VoilaApp(Lab):
    """The Voilà page: no kernel status bar; a state is stable when two reads agree."""

    def wait_idle(self):
        pass


#: Voilà's words for a cell that failed, and the widget manager's for a widget that did.
CELL_ERRORS = ("There was an error when executing cell", "Traceback (most recent call last)",
               "Error displaying widget", "Loading widget", "Error at step")


def _code_lines(notebook):
    """Lines that only code cells of ``notebook`` contain (long enough to be telling)."""
    cells = json.loads(Path(notebook).read_text(encoding="utf-8"))["cells"]
    prose = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] != "code")
    lines = {line.strip() for c in cells if c["cell_type"] == "code"
             for line in "".join(c["source"]).splitlines()}
    return sorted(line for line in lines if len(line) >= 20 and line not in prose)


def _checks_in(notebook):
    """How many ``lesson.check(`` calls the notebook's code cells make (solutions included)."""
    cells = json.loads(Path(notebook).read_text(encoding="utf-8"))["cells"]
    return sum("".join(c["source"]).count("lesson.check(") for c in cells
               if c["cell_type"] == "code")


def _foreign(message):
    """True for a console message from a JupyterLab extension that is not the widgets'.

    Voilà loads every lab extension installed beside it; one that needs
    JupyterLab's own shell (jupytext's, for instance) fails to load there.
    """
    names = re.findall(r"/voila/labextensions/((?:@[^/]+/)?[^/]+)/", message)
    return bool(names) and not any(n.startswith(("@jupyter-widgets/", "@voila-dashboards/"))
                                   for n in names)


#: The width a projector shows (the README's "Presenting"): a lesson served by Voila must
#: fit it, nothing reaching past the right edge or hidden by an ``overflow: hidden`` box.
PRESENTING_WIDTH = 1280
_OVERFLOW = """(width) => {
  const found = [];
  for (const el of document.querySelectorAll('.jp-OutputArea-output, .jp-OutputArea-output *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0) continue;
    const style = getComputedStyle(el);
    const cut = el.scrollWidth > el.clientWidth + 1 && ['hidden', 'clip'].includes(style.overflowX);
    if (box.right > width + 1 || cut) {
      found.push(`${el.tagName}.${String(el.className).slice(0, 60)} reaches ${Math.round(box.right)} px`
                 + (cut ? ' (cut by overflow hidden)' : ''));
    }
  }
  return {page: document.documentElement.scrollWidth, found: found.slice(0, 10)};
}"""


def cut_off(page, width=None):
    """Narrow the rendered page to ``width`` px (:data:`PRESENTING_WIDTH`); return what
    reaches past its right edge.

    ``{"page": the page's scroll width, "found": up to ten elements, each in words}``.
    """
    width = width or PRESENTING_WIDTH
    page.set_viewport_size({"width": width, "height": 900})
    page.wait_for_timeout(500)                  # the outputs lay themselves out again
    return page.evaluate(_OVERFLOW, width)


def _voila_page(url, token, name=None):
    return f"{url}/voila/render/{name}?token={token}" if name else f"{url}/?token={token}"


def _wait_rendered(page):
    """Wait until every picture is drawn and no widget is loading (or an error shows)."""
    page.wait_for_function(
        """(errors) => {
            const text = document.body.innerText;
            if (errors.some(words => text.includes(words))) return true;
            const pictures = [...document.querySelectorAll('.searchlib-picture')];
            return pictures.length > 0 && !text.includes('Loading widget')
                && pictures.every(img => img.src && img.naturalWidth > 0);
        }""", arg=[w for w in CELL_ERRORS if w != "Loading widget"], timeout=TIMEOUT)


def drive_voila(page, url, token, notebook, name=None):
    """Open the Voilà app; check the page, then press the first stepper's next button."""
    problems = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    # Voilà runs the notebook while it sends the page; the widgets render after it loads
    page.goto(_voila_page(url, token, name), timeout=TIMEOUT, wait_until="load")
    app = VoilaApp(page)
    # rendered: every picture drawn and no widget still loading, or an error on show
    _wait_rendered(page)

    text = page.locator("body").inner_text()
    shown = [words for words in CELL_ERRORS if words in text]
    assert not shown, f"the page shows {shown}"
    assert page.locator("[data-mime-type='application/vnd.jupyter.stderr'],"
                        "[data-mime-type='application/vnd.jupyter.error']").count() == 0, \
        "a cell wrote an error"
    # code hidden: no input area in any code cell, no line of code in the page's text
    assert page.locator(".jp-CodeCell").count() > 0, "no cell rendered"
    assert page.locator(".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .cm-editor").count() == 0, \
        "code cells show their input"
    leaked = [line for line in _code_lines(notebook) if line in text]
    assert not leaked, f"code shown on the page: {leaked[:5]}"
    # every check shows its report, and none of them failed
    reports = page.locator(".searchlib-check")
    assert reports.count() == _checks_in(notebook), "not every check shows its report"
    assert not any("Not yet" in t for t in reports.all_inner_texts()), "a check failed"

    app.stepper.scroll_into_view_if_needed(timeout=TIMEOUT)
    start = app.state()
    step, count = (int(n) for n in start[2].removeprefix("step ").split(" of "))
    assert 0 <= step < count - 1, f"the stepper cannot step on from {start[2]!r}"
    assert int(app.readout()) == step
    app.click("next")
    after = app.changed(start)
    assert after[0] != start[0], "next did not change the picture"
    assert after[2] == f"step {step + 1} of {count}", "next did not change the step counter"
    assert after[3] != start[3], "next did not change the message"
    assert int(app.readout()) == step + 1

    text = page.locator("body").inner_text()
    assert not [words for words in CELL_ERRORS if words in text]
    ours = [p for p in problems if not any(k in p for k in HARMLESS) and not _foreign(p)]
    assert not ours, "errors in the browser console:\n" + "\n".join(ours)
    return problems


def _text_of(page, selector):
    return page.locator(selector).first.inner_text().strip()


def _wait_text(page, selector, words):
    """Wait until the first ``selector`` shows ``words``; return its text."""
    page.wait_for_function(
        """([sel, words]) => {
            const el = document.querySelector(sel);
            return el && el.innerText.includes(words);
        }""", arg=[selector, words], timeout=TIMEOUT)
    return _text_of(page, selector)


def _wait_changed(page, selector, before):
    page.wait_for_function(
        """([sel, before]) => {
            const el = document.querySelector(sel);
            return el && el.innerText.trim() !== before;
        }""", arg=[selector, before], timeout=TIMEOUT)
    return _text_of(page, selector)


def _editor_cell():
    """A cell on BFS's path in PRACTICE's editor maze (computed here, as the notebook does)."""
    sys.path.insert(0, str(ROOT))
    from searchlib import bfs, random_maze
    path = bfs(random_maze(11, 11, seed=2, loops=0.3), goal_test="removed").states
    return path[len(path) // 2]


def drive_practice(page):
    """Predict mode, a drill and the maze editor on PRACTICE's page, already rendered.

    Predict: a wrong pick (the newest entry) says so and stays; the right one draws the next
    step.  Drill: a wrong answer gets "Not yet" and a stepper; the right one "Right".
    Editor: a click on a cell of BFS's path makes it a wall: the picture and counts change.
    """
    predict = page.locator(".searchlib-predict").first
    predict.scroll_into_view_if_needed(timeout=TIMEOUT)
    assert "Which state leaves the frontier next?" in _text_of(page, ".searchlib-question")
    counter = _text_of(page, ".searchlib-stepper .searchlib-counter")
    predict.locator("button.searchlib-choice", has_text="B").click()
    said = _wait_text(page, ".searchlib-feedback", "No:")
    assert "B is the newest entry" in said and "stack" in said
    assert _text_of(page, ".searchlib-stepper .searchlib-counter") == counter
    predict.locator("button.searchlib-choice", has_text="A").click()
    assert _wait_text(page, ".searchlib-feedback", "Right") == "Right: A leaves next."
    assert _wait_changed(page, ".searchlib-stepper .searchlib-counter", counter) != counter
    assert "score: 0 of 1" in _text_of(page, ".searchlib-score")   # wrong at the first try

    drill = page.locator(".searchlib-drill").first
    drill.scroll_into_view_if_needed(timeout=TIMEOUT)
    box = drill.locator(".searchlib-drill-answer input").first
    box.fill("S D C G")
    drill.locator("button", has_text="check").first.click()
    verdict = _wait_text(page, ".searchlib-drill-verdict", "Not yet")
    assert "depth-first search" in verdict
    drill.locator(".searchlib-stepper .searchlib-picture").first.wait_for(timeout=TIMEOUT)
    box.fill("S, A, B, C, D, G")
    drill.locator("button", has_text="check").first.click()
    assert _wait_text(page, ".searchlib-drill-verdict", "Right").startswith("Right")

    editor = page.locator(".searchlib-editor").first
    editor.scroll_into_view_if_needed(timeout=TIMEOUT)
    picture = editor.locator(".searchlib-editor-picture").first
    before = (picture.evaluate(_IMAGE_DIGEST), _text_of(page, ".searchlib-editor-counts"))
    r, c = _editor_cell()
    natural = picture.evaluate("img => img.naturalWidth")
    box = picture.bounding_box()
    scale = box["width"] / natural
    size = natural // 11
    picture.click(position={"x": (c + 0.5) * size * scale, "y": (r + 0.5) * size * scale})
    counts = _wait_changed(page, ".searchlib-editor-counts", before[1])
    assert counts != before[1] and picture.evaluate(_IMAGE_DIGEST) != before[0]
    text = page.locator("body").inner_text()
    assert not [words for words in CELL_ERRORS if words in text]


def _launch(p):
    return p.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"])


def run(notebook=NOTEBOOK, *, screenshot=None, failure_shot=None, practice=None):
    """The whole round trip; returns the console errors deemed harmless (for information).

    With ``practice`` (a notebook like :data:`PRACTICE`), that notebook is opened in the
    same JupyterLab afterwards and driven by :func:`drive_practice`.
    """
    from playwright.sync_api import sync_playwright

    extra = (DIVERGENCE,) + ((practice,) if practice else ())
    with jupyter_lab(notebook, extra) as (url, token, name), sync_playwright() as p:
        browser = _launch(p)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            try:
                found = drive(page, url, token, name, screenshot=screenshot)
                if practice:
                    where = Path(practice).resolve().relative_to(ROOT).as_posix()
                    page.goto(f"{url}/lab/tree/{where}?reset&token={token}", timeout=TIMEOUT)
                    lab = Lab(page)
                    page.locator(".jp-Notebook").first.wait_for(timeout=TIMEOUT)
                    lab.wait_idle()
                    lab.run_all()
                    drive_practice(page)
                    lab.wait_idle()
                    ours = [p for p in found if not any(k in p for k in HARMLESS)]
                    assert not ours, "errors in the browser console:\n" + "\n".join(ours)
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                drive_replay(page, url, token, DIVERGENCE.relative_to(ROOT).as_posix())
                return found
            except BaseException:
                if failure_shot is not None:
                    failure_shot.parent.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(failure_shot), full_page=True)
                raise
        finally:
            browser.close()


def test_stepper_in_jupyterlab():
    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (apt-get install chromium); the browser test "
                    "needs it")
    pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright's "
                        "Python package (pip install playwright; never `playwright install`)")
    run(failure_shot=ARTIFACTS / "test_stepper_in_jupyterlab.png", practice=PRACTICE)


def run_voila(notebook=NOTEBOOK, *, failure_shot=None, practice=None):
    """Serve ``notebook`` with Voilà and drive it; returns the console errors not ours.

    With ``practice``, the same Voilà server also renders that notebook, driven by
    :func:`drive_practice`.
    """
    from playwright.sync_api import sync_playwright

    extra = (practice,) if practice else ()
    with voila(notebook, extra) as (url, token, name), sync_playwright() as p:
        browser = _launch(p)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            try:
                found = drive_voila(page, url, token, notebook, name if practice else None)
                layout = cut_off(page)
                assert layout["page"] <= PRESENTING_WIDTH and not layout["found"], layout
                if practice:
                    # a page of its own: leaving a Voila page asks the server to shut its
                    # kernel down, a request the token does not cover (403 in the console)
                    page = browser.new_page(viewport={"width": 1400, "height": 1000})
                    more = []
                    page.on("console", lambda m: more.append(f"console {m.type}: {m.text}")
                            if m.type == "error" else None)
                    page.on("pageerror", lambda e: more.append(f"page error: {e}"))
                    where = Path(practice).resolve().relative_to(ROOT).as_posix()
                    page.goto(_voila_page(url, token, where), timeout=TIMEOUT, wait_until="load")
                    _wait_rendered(page)
                    drive_practice(page)
                    ours = [p for p in more if not any(k in p for k in HARMLESS)
                            and not _foreign(p)]
                    assert not ours, "errors in the browser console:\n" + "\n".join(ours)
                    found += more
                return found
            except BaseException:
                if failure_shot is not None:
                    failure_shot.parent.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(failure_shot), full_page=True)
                raise
        finally:
            browser.close()


def test_stepper_in_voila():
    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (apt-get install chromium); the browser test "
                    "needs it")
    pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright's "
                        "Python package (pip install playwright; never `playwright install`)")
    pytest.importorskip("voila", reason="Voilà is not installed (pip install -r "
                        "requirements.txt)")
    run_voila(failure_shot=ARTIFACTS / "test_stepper_in_voila.png", practice=PRACTICE)


@pytest.mark.parametrize("notebook", [NOTEBOOK, DIVERGENCE], ids=lambda p: p.name)
def test_demo_notebook_is_committed_without_outputs(notebook):
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    code = [c for c in cells if c["cell_type"] == "code"]
    assert code and all(not c["outputs"] and c["execution_count"] is None for c in code)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Drive the stepper in JupyterLab.")
    parser.add_argument("--screenshot", type=Path, help="write a picture of the stepper here")
    parser.add_argument("--notebook", type=Path, default=NOTEBOOK)
    args = parser.parse_args(argv)
    if CHROMIUM is None:
        sys.exit("Chromium is not installed")
    began = time.monotonic()
    others = run(args.notebook, screenshot=args.screenshot,
                 failure_shot=ARTIFACTS / "browser-failure.png")
    print(f"ok in {time.monotonic() - began:.1f} s" + (f"; wrote {args.screenshot}"
                                                         if args.screenshot else ""))
    for line in others:
        print("  (not ours)", line)


if __name__ == "__main__":
    main()
