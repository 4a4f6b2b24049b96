"""Build the class handout: the notebooks without their reference solutions.

::

    python3 -m searchlib.checks.handout notebooks/ handout/

copies every notebook under ``notebooks/`` to ``handout/`` (keeping the
folder layout) with

* every cell tagged ``solution`` removed (the folded reference solutions:
  cell metadata ``{"tags": ["solution"], "jupyter": {"source_hidden": true}}``);
* every output and execution count cleared, and saved widget state dropped;
* everything else as it was: markdown, exercise stubs, check cells, tags,
  the notebook's metadata.

Other files next to the notebooks (pictures, data) are copied too, unless
``--notebooks-only`` is given.  In a handout every exercise is still its
stub, so each check cell says "not attempted yet" and "Run All" goes
through.

Examples
--------
>>> import nbformat
>>> nb = nbformat.v4.new_notebook(cells=[
...     nbformat.v4.new_code_cell("def f(): ..."),
...     nbformat.v4.new_code_cell("def f(): return 1", metadata={"tags": ["solution"]})])
>>> handout, removed = strip_notebook(nb)
>>> len(handout.cells), removed
(1, 1)
"""

import argparse
import shutil
import sys
from pathlib import Path

__all__ = ["SOLUTION_TAG", "strip_notebook", "build", "main"]

#: The tag that marks a reference-solution cell.
SOLUTION_TAG = "solution"

_SKIP_DIRS = {".ipynb_checkpoints", "__pycache__", ".git"}


def _tags(cell):
    return cell.get("metadata", {}).get("tags", []) or []


def strip_notebook(nb, *, tag=SOLUTION_TAG):
    """Return ``(handout, removed)``: a copy of ``nb`` without the ``tag`` cells or outputs.

    Parameters
    ----------
    nb : nbformat.NotebookNode
        The teacher's notebook (not changed).
    tag : str
        The tag of the cells to remove.
    """
    import copy
    handout = copy.deepcopy(nb)
    kept = [cell for cell in handout.cells if tag not in _tags(cell)]
    removed = len(handout.cells) - len(kept)
    for cell in kept:
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
            cell.get("metadata", {}).pop("execution", None)
    handout.cells = kept
    handout.metadata.pop("widgets", None)
    return handout, removed


def _notebooks_and_files(src, out):
    out = out.resolve()
    for path in sorted(src.rglob("*")):
        if any(part in _SKIP_DIRS for part in path.relative_to(src).parts):
            continue
        if path.resolve() == out or out in path.resolve().parents:
            continue
        if path.is_file():
            yield path


def build(src, out, *, tag=SOLUTION_TAG, notebooks_only=False, log=None):
    """Write the handout of ``src`` (a folder or one notebook) into the folder ``out``.

    Returns
    -------
    list of (Path, int)
        Each notebook written and how many solution cells it lost.

    Raises
    ------
    ValueError
        When ``out`` is ``src`` itself or ``src`` does not exist.
    """
    import nbformat
    src, out = Path(src), Path(out)
    if not src.exists():
        raise ValueError(f"{src} does not exist")
    if src.resolve() == out.resolve():
        raise ValueError("the handout must go to another folder than the notebooks")
    root = src if src.is_dir() else src.parent
    paths = _notebooks_and_files(src, out) if src.is_dir() else [src]
    written = []
    for path in paths:
        target = out / path.relative_to(root)
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".ipynb":
            nb = nbformat.read(path, as_version=4)
            handout, removed = strip_notebook(nb, tag=tag)
            nbformat.validate(handout)
            nbformat.write(handout, target)
            written.append((target, removed))
            if log:
                log(f"{target}: {removed} solution cell{'s' if removed != 1 else ''} removed")
        elif not notebooks_only:
            shutil.copy2(path, target)
    return written


def main(argv=None):
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python3 -m searchlib.checks.handout",
        description="Copy the notebooks without the cells tagged as solutions, outputs cleared.")
    parser.add_argument("src", help="the notebooks folder (or one notebook)")
    parser.add_argument("out", help="the folder to write the handout to")
    parser.add_argument("--tag", default=SOLUTION_TAG, help="the tag of the cells to remove "
                        f"(default {SOLUTION_TAG!r})")
    parser.add_argument("--notebooks-only", action="store_true",
                        help="copy only the notebooks, not the other files")
    args = parser.parse_args(argv)
    try:
        written = build(args.src, args.out, tag=args.tag, notebooks_only=args.notebooks_only,
                        log=print)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{len(written)} notebook{'s' if len(written) != 1 else ''} written to {args.out}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
