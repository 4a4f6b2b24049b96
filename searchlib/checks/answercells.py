"""Which cell answers which check: the gradebook grades a check only on its own answer.

Lesson 03 asks five questions in a row, each answered with ``answer = ...``
above its check.  A learner who deletes one of those cells, or whose cell
raises (``answer = [A, B]``: ``NameError``), still has ``answer`` bound, to
the *previous* question's answer.  Grading that value would give a verdict
on another question.  This module works out, without running anything:

* from the teacher's notebook, for every check, the names its own cells set
  (:func:`answer_names`: the names of the check's argument that a cell
  between the check before it and this check binds; empty when the check
  reuses an earlier definition, like ``games`` after ``minimax``);
* in a submission, for each such check, the check that read those names
  just before it, and the learner's cells in between that may set them
  (:func:`answer_windows`).

The grader then compares, in the kernel, the value the check is about to
read with the value that earlier check read (or the value before the
learner's answer cell raised), by identity (:func:`stash`,
:func:`unchanged`): an answer no cell of its own set is "not attempted", an
answer cell that raised before setting it is "failed", and the note says
which.

Examples
--------
>>> sorted(bound_names("answer = 6\\nfor i in range(3):\\n    total += i"))
['answer', 'i', 'total']
>>> bound_names("def f(x):\\n    y = x\\n    return y")
{'f'}
>>> bound_names("exec(code)") is None     # could set anything
True
>>> sorted(used_names("(minimax, depth + 1)"))
['depth', 'minimax']
"""

import ast

__all__ = ["bound_names", "used_names", "first_line", "at_a_word", "answer_names",
           "answer_windows", "describe_cell", "stale_verdict", "stash", "unchanged"]

#: Calls after which a cell may have set any name.
_OPAQUE_CALLS = {"exec", "eval", "globals", "vars", "locals", "__import__", "setattr",
                 "run_line_magic", "run_cell_magic", "execfile"}


def _python(source):
    """The cell as Python (IPython's magics and shell escapes turned into calls)."""
    try:
        from IPython.core.inputtransformer2 import TransformerManager
    except ImportError:  # pragma: no cover - the grader's machine runs kernels
        return source
    try:
        return TransformerManager().transform_cell(source)
    except Exception:  # noqa: BLE001 - a cell IPython cannot read either
        return source


class _Binder(ast.NodeVisitor):
    """The names a cell binds in the module's namespace (not inside its functions)."""

    def __init__(self):
        self.names = set()
        self.opaque = False

    def visit_Name(self, node):
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self.names.add(node.id)

    def _scope(self, node, visit):
        self.names.add(node.name)
        for part in visit:
            self.visit(part)
        for inner in ast.walk(node):  # ``global x`` inside lets the function set x
            if isinstance(inner, ast.Global):
                self.names.update(inner.names)

    def visit_FunctionDef(self, node):
        self._scope(node, node.decorator_list + node.args.defaults
                    + [d for d in node.args.kw_defaults if d is not None])

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        self._scope(node, node.decorator_list + node.bases + [k.value for k in node.keywords])

    def visit_Lambda(self, node):
        for part in node.args.defaults:
            self.visit(part)

    def visit_comprehension(self, node):  # its loop variable stays inside it
        self.visit(node.iter)
        for part in node.ifs:
            self.visit(part)

    def visit_Import(self, node):
        for alias in node.names:
            if alias.name == "*":
                self.opaque = True
            self.names.add(alias.asname or alias.name.split(".")[0])

    visit_ImportFrom = visit_Import

    def visit_Call(self, node):
        func = node.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else None)
        if name in _OPAQUE_CALLS:
            self.opaque = True
        self.generic_visit(node)


def bound_names(source):
    """The names a cell may set at the top level; None when that cannot be told.

    An over-estimate where in doubt: a loop variable, a ``global`` inside a
    function, an import.  None for a cell that is not Python or that calls
    ``exec``, ``globals()``, a magic and the like.
    """
    try:
        tree = ast.parse(_python(source))
    except SyntaxError:
        return None
    binder = _Binder()
    binder.visit(tree)
    return None if binder.opaque else binder.names


def used_names(expression):
    """The names an expression reads (a check's argument); empty when it is not Python."""
    try:
        tree = ast.parse(expression or "", mode="eval")
    except SyntaxError:
        return set()
    return {node.id for node in ast.walk(tree)
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}


def first_line(source, limit=40, words=False):
    """The cell's first line of code (else its first line), shortened.

    A line of code is cut where the limit falls (a name cut short still
    shows which it is); a message (``words``) at a word's end.

    Examples
    --------
    >>> first_line("# my answer\\nanswer = [A, B, C, D, E]")
    'answer = [A, B, C, D, E]'
    >>> first_line("x = 'a very long line that goes on and on and on and on'", limit=20)
    "x = 'a very long li…"
    >>> first_line("name 'frontier' is not defined at all", limit=20, words=True)
    "name 'frontier' is…"
    """
    lines = [line.strip() for line in source.splitlines() if line.strip()]
    code = [line for line in lines if not line.startswith("#")]
    line = (code or lines or [""])[0]
    if words:
        return at_a_word(line, limit)
    return line if len(line) <= limit else line[:limit - 1].rstrip() + "…"


def at_a_word(text, limit):
    """``text`` cut to at most ``limit`` characters, at a word's end, with an ellipsis.

    A single word longer than half the limit is cut inside it.

    Examples
    --------
    >>> at_a_word("call it once for each state it expands", 25)
    'call it once for each…'
    >>> at_a_word("short enough", 12)
    'short enough'
    >>> at_a_word("first, second", 12)
    'first…'
    >>> at_a_word("x" * 30, 10)
    'xxxxxxxxx…'
    """
    text = str(text)
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    if not text[limit - 1].isspace():  # the cut falls inside a word: end at the one before
        space = max(cut.rfind(" "), cut.rfind("\n"))
        if space >= limit // 2:
            cut = cut[:space]
    return cut.rstrip(" \n,;:") + "…"


def answer_names(sources, calls):
    """For each check of a teacher's notebook, the names its own cells set.

    Parameters
    ----------
    sources : list of str
        The notebook's code cells, solutions left out, in order.
    calls : dict
        ``{qid: (index of the cell of the call graded, argument's source)}``.

    Returns
    -------
    dict
        ``{qid: sorted names}``: the names of the argument that a cell after
        the previous cell holding a check, up to the check's own cell, binds.

    Examples
    --------
    >>> cells = ["answer = ...", "lesson.check('a', answer)", "answer = ...",
    ...          "lesson.check('b', answer)", "lesson.check('c', answer)"]
    >>> answer_names(cells, {"a": (1, "answer"), "b": (3, "answer"), "c": (4, "answer")})
    {'a': ['answer'], 'b': ['answer'], 'c': []}
    """
    from .handout import check_calls
    holding = [i for i, source in enumerate(sources) if check_calls(source)]
    found = {}
    for qid, (where, arg) in calls.items():
        start = max([i for i in holding if i < where], default=-1) + 1
        bound = set()
        for source in sources[start:where + 1]:
            bound |= bound_names(source) or set()
        found[qid] = sorted(bound & used_names(arg))
    return found


def answer_windows(sources, order, anchors, names):
    """Where a submission answers each check that reads names its own cells set.

    Parameters
    ----------
    sources : list of str
        The submission's code cells.
    order : list of str
        The check ids in the order the grader runs them.
    anchors : dict
        ``{qid: index}``: the cell after which each check runs.
    names : dict
        ``{qid: (own, used)}``: the names the check's own cells set (from
        :func:`answer_names`) and all the names its argument reads (a check
        that only reads a name still passes it on to the next).

    Returns
    -------
    dict
        ``{qid: {"names", "previous", "cells"}}`` for the checks with names
        of their own: ``previous`` is the check run last before it that read
        one of those names (None: none did), ``cells`` the indices of the
        learner's cells between the two (the check's own cell included) that
        may set them.

    Examples
    --------
    >>> cells = ["answer = 4", "lesson.check('a', answer)", "lesson.check('b', answer)"]
    >>> found = answer_windows(cells, ["a", "b"], {"a": 1, "b": 2},
    ...                        {"a": (["answer"], ["answer"]), "b": (["answer"], ["answer"])})
    >>> found["a"]
    {'names': ['answer'], 'previous': None, 'cells': [0], 'below': None}
    >>> found["b"]       # its answer cell is gone: nothing between the two checks sets answer
    {'names': ['answer'], 'previous': 'a', 'cells': [], 'below': None}
    >>> cells = ["answer = 4", "lesson.check('a', answer)", "lesson.check('b', answer)",
    ...          "answer = 5"]
    >>> answer_windows(cells, ["a", "b"], {"a": 1, "b": 2},   # b's answer cell moved below it
    ...                {"a": (["answer"], ["answer"]), "b": (["answer"], ["answer"])})["b"]
    {'names': ['answer'], 'previous': 'a', 'cells': [], 'below': 3}
    """
    bound = [bound_names(source) for source in sources]
    windows = {}
    for position, qid in enumerate(order):
        own, _ = names[qid]
        if not own:
            continue
        previous = next((other for other in reversed(order[:position])
                         if set(names[other][1]) & set(own)), None)
        end = anchors[qid]
        start = anchors[previous] + 1 if previous is not None else 0
        if previous is not None and start > end:  # both run after the same cell
            start = end
        cells = [i for i in range(start, end + 1)
                 if bound[i] is None or bound[i] & set(own)]
        windows[qid] = {"names": list(own), "previous": previous, "cells": cells,
                        "below": _set_below(bound, order, anchors, names, position)}
    return windows


def _set_below(bound, order, anchors, names, position):
    """The first cell below check ``order[position]`` that sets its names, when it is surely its.

    None when no cell after the check sets them before the next check that
    reads them, or when the one cell that does may as well be that next
    check's answer (this check's answer cell deleted, not moved).
    """
    qid = order[position]
    own = set(names[qid][0])
    later = next((other for other in order[position + 1:] if set(names[other][1]) & own), None)
    end = anchors[qid]
    stop = anchors[later] if later is not None else len(bound) - 1
    setting = [i for i in range(end + 1, stop + 1) if bound[i] and bound[i] & own]
    if not setting or (later is not None and len(setting) < 2):
        return None
    return setting[0]


def describe_cell(cells, index, order, resolved):
    """A cell as the gradebook's notes name it: its number, its first line, where it is.

    Parameters
    ----------
    cells : list
        The submission's code cells (``.source``).
    index : int
        The cell's index among them.
    order : list of str
        The check ids in the order they run.
    resolved : dict
        ``{qid: index}``: the cell after which each check runs.

    Examples
    --------
    >>> from types import SimpleNamespace as Cell
    >>> cells = [Cell(source="answer = [A, B]"), Cell(source="lesson.check('bfs-order', answer)")]
    >>> describe_cell(cells, 0, ["bfs-order"], {"bfs-order": 1})
    'code cell 1 ("answer = [A, B]", above the check of bfs-order)'
    """
    from .handout import check_calls
    line = first_line(cells[index].source)
    upcoming = next((qid for qid in order if resolved[qid] >= index), None)
    if upcoming is None:
        place = "after the last check"
    elif resolved[upcoming] == index:
        called = {qid for qid, _, _ in check_calls(cells[index].source)}
        place = (f"the check cell of {upcoming}" if upcoming in called
                 else f"just before the check of {upcoming}")
    else:
        place = f"above the check of {upcoming}"
    return f"code cell {index + 1} (" + (f'"{line}", ' if line else "") + f"{place})"


def stale_verdict(window, raised, where):
    """The verdict of a check whose answer turns out not to be its own, or None.

    Parameters
    ----------
    window : dict
        The check's entry in :func:`answer_windows`.
    raised : dict
        ``{index: (error name, message)}``: the learner's cells that raised
        (``("timeout", ...)`` for one interrupted).
    where : callable
        ``where(index)``: the cell as a note names it.

    Returns
    -------
    dict or None
        ``{"key", "names", "status", "note", "otherwise"}``: when, in the
        kernel, ``names`` are still bound to the objects stashed under
        ``key``, the verdict is ``status`` with ``note``; else the check runs
        and ``otherwise`` (if any) is its note.  None when every answer cell
        ran: the check runs as usual.

    Examples
    --------
    >>> window = {"names": ["answer"], "previous": "goal-f-dfs", "cells": []}
    >>> stale_verdict(window, {}, str)["status"]
    'not attempted'
    >>> window = {"names": ["answer"], "previous": "dfs-order", "cells": [7]}
    >>> stale_verdict(window, {7: ("NameError", "name 'A' is not defined")}, str)["note"]
    "its answer cell, 7, raised NameError: name 'A' is not defined before it set answer"
    """
    names = window["names"]
    shown = ", ".join(names)
    if not window["cells"]:
        previous = window["previous"]
        if previous is None:
            return None
        if window.get("below") is not None:
            note = (f"{shown} is set only below its check, in {where(window['below'])}; at "
                    f"the check, {shown} still held the answer to {previous}: not graded on it")
        else:
            note = (f"no cell between the check of {previous} and this check sets {shown}, "
                    f"which still held the answer to {previous}: not graded on it (was its "
                    "answer cell deleted?)")
        return {"key": f"after:{previous}", "names": names, "status": "not attempted",
                "note": note}
    last = window["cells"][-1]
    if last not in raised:
        return None
    ename, evalue = raised[last]
    if ename == "timeout":
        stopped, short = f"was interrupted ({evalue})", "was interrupted"
    else:
        message = f": {first_line(evalue, 120, words=True)}" if evalue else ""
        stopped = f"raised {ename}{message}"
        short = f"raised {ename}"
    return {"key": f"before:{last}", "names": names, "status": "failed",
            "note": f"its answer cell, {where(last)}, {stopped} before it set {shown}",
            "otherwise": f"its answer cell, {where(last)}, {short} after it set {shown}: "
                         "graded on what it set"}


# -- in the kernel ---------------------------------------------------------------------

_MISSING = object()
_SEEN = {}


def stash(namespace, key, names):
    """Remember (by reference) what ``names`` are bound to now, under ``key``."""
    _SEEN[key] = {name: namespace.get(name, _MISSING) for name in names}


def unchanged(namespace, key, names):
    """True when every name is bound to the very object it was at ``stash(key)``."""
    seen = _SEEN.get(key, {})
    return all(namespace.get(name, _MISSING) is seen.get(name, _MISSING) for name in names)
