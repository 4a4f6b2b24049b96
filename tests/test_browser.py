"""The stepper in a real browser: JupyterLab, headless Chromium, Playwright.

The test starts JupyterLab on 127.0.0.1 (a token, a free port, every
Jupyter/IPython/matplotlib directory in a temporary folder), opens a copy of
:data:`NOTEBOOK`, runs all cells, and checks that the first stepper widget
works: no "Loading widget" or "Error displaying widget", the next and
previous buttons and the slider change the picture (the image's bytes) and
the frontier table, play moves the slider by itself, and no cell, console
or widget errors appear.  The first stepper must not start on its last step.  On failure it saves a
screenshot in ``tests/artifacts/``.  It is skipped only where Chromium (or
Playwright's Python package) is missing.

Run by ``python3 -m pytest``.  Also a command that writes the README's
screenshot::

    python3 tests/test_browser.py --screenshot docs/stepper.png
"""

import argparse
import hashlib
import json
import os
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


@contextmanager
def jupyter_lab(notebook):
    """Start JupyterLab on a copy of ``notebook``; yield ``(url, token, name)``; stop it.

    A notebook of this checkout is copied to the same place in a copy of the
    checkout's layout, next to a copy of ``data/``, so that the relative paths
    the lessons use (``../data/...``) work; ``name`` is its path in there.
    """
    home = Path(tempfile.mkdtemp(prefix="searchlib-browser-"))
    work = home / "work"
    work.mkdir()
    notebook = Path(notebook).resolve()
    try:
        relative = notebook.relative_to(ROOT)
    except ValueError:
        relative = Path(notebook.name)
    (work / relative).parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(notebook, work / relative)
    if (ROOT / "data").is_dir():
        shutil.copytree(ROOT / "data", work / "data")
    port, token = _free_port(), hashlib.sha256(os.urandom(16)).hexdigest()[:32]
    log = open(home / "jupyter.log", "wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
         f"--port={port}", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={work}",
         "--ServerApp.port_retries=0"],
        cwd=work, env=_environment(home), stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise RuntimeError("JupyterLab exited early:\n" + _tail(home / "jupyter.log"))
            try:
                with urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("JupyterLab did not answer in 60 s:\n"
                                   + _tail(home / "jupyter.log"))
            time.sleep(0.3)
        yield url, token, relative.as_posix()
    finally:
        proc.terminate()  # the server, by its PID; it shuts its kernels down
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)  # the group this test started (server and kernels)
            proc.wait(timeout=5)
        log.close()
        shutil.rmtree(home, ignore_errors=True)


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
        """``(image digest, table text, counter text)`` once the picture stops changing."""
        last = None
        for _ in range(40):
            self.wait_idle()
            img = self.stepper.locator(".searchlib-picture").first
            now = (img.evaluate(_IMAGE_DIGEST),
                   self.stepper.locator(".searchlib-side").first.inner_text(),
                   self.stepper.locator(".searchlib-counter").first.inner_text().strip())
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


def _launch(p):
    return p.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"])


def run(notebook=NOTEBOOK, *, screenshot=None, failure_shot=None):
    """The whole round trip; returns the console errors deemed harmless (for information)."""
    from playwright.sync_api import sync_playwright

    with jupyter_lab(notebook) as (url, token, name), sync_playwright() as p:
        browser = _launch(p)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            try:
                return drive(page, url, token, name, screenshot=screenshot)
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
    run(failure_shot=ARTIFACTS / "test_stepper_in_jupyterlab.png")


def test_demo_notebook_is_committed_without_outputs():
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
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
