"""What a check shows: :class:`Report`, in HTML in Jupyter and as plain text elsewhere.

Every check, of an answer or of a function, ends in a report with one of
three verdicts:

* ``"passed"``: the answer or every case is right;
* ``"failed"``: something is wrong; the report says what, and its hints
  name the likely mistake;
* ``"not attempted"``: the answer is still a placeholder (``...``) or the
  function is still the stub (``NotImplementedError``, a body of ``pass``).

:func:`finish` is the one exit of every check: it records the verdict for
:func:`~searchlib.checks.progress`, shows the report, and in *strict mode*
(the environment variable ``SEARCHLIB_STRICT_CHECKS=1``, which the test run
sets) raises :class:`CheckFailed` on a ``"failed"`` verdict, and only then.

Examples
--------
>>> r = Report("demo", "q1", "failed", "not yet")
>>> r.add_hint("stack", "That is the order a stack gives.")
>>> print(r)
✘ demo · q1: not yet
  Hint: That is the order a stack gives.
>>> bool(r), r.mistakes
(False, ['stack'])
"""

import html
import os
import reprlib

from .compare import as_builtin

__all__ = ["Report", "Row", "CheckFailed", "STRICT_ENV", "strict_mode", "finish", "shorten",
           "bounded", "a_value"]

#: The environment variable that turns on strict mode.
STRICT_ENV = "SEARCHLIB_STRICT_CHECKS"

_MARK = {"passed": "✔", "failed": "✘", "not attempted": "…"}
_COLOUR = {"passed": "#1a7f37", "failed": "#cf222e", "not attempted": "#6e7781"}
_WORD = {"passed": "Correct", "failed": "Not yet", "not attempted": "Not attempted yet"}


class CheckFailed(AssertionError):
    """Raised by a failing check in strict mode; the message is the report."""


def strict_mode():
    """True when failing checks must raise (``SEARCHLIB_STRICT_CHECKS=1``).

    Read at every check, so a test can switch it with ``monkeypatch.setenv``.
    """
    return os.environ.get(STRICT_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def a_value(value):
    """Name a returned value's type with its article, for a verdict.

    Examples
    --------
    >>> a_value(4), a_value("x"), a_value(None)
    ('an int (4)', "a str ('x')", 'None')
    """
    value = as_builtin(value)           # numpy's int64 is an int, a Fraction a number
    if value is None:
        return "None"
    name = type(value).__name__
    name = {"ndarray": "numpy array"}.get(name, name)   # not "a ndarray"
    article = "an" if name[:1].lower() in "aeiou" else "a"
    detail = f" ({shorten(value, 40)})" if isinstance(value, (int, float, str)) else ""
    return f"{article} {name}{detail}"


class _Bounded(reprlib.Repr):
    """``repr`` with every container and string cut short, and failures caught."""

    def __init__(self, limit):
        super().__init__()
        self.maxlevel, self.maxlist, self.maxtuple, self.maxset = 6, 12, 12, 12
        self.maxfrozenset, self.maxdeque, self.maxdict = 12, 12, 8
        self.maxstring, self.maxlong, self.maxother = limit, 60, limit

    def repr1(self, x, level):
        # a number of numpy's (or a Fraction, a Decimal) is shown as the number it is
        plain = as_builtin(x)
        return super().repr1(x if plain is x else plain, level)

    def repr_instance(self, obj, level):
        try:
            text = repr(obj)
        except Exception:  # noqa: BLE001 - a learner's __repr__ may fail
            return f"<{type(obj).__name__} object (its repr failed)>"
        if not isinstance(text, str):
            return f"<{type(obj).__name__} object>"
        return cut(text, self.maxother)


def cut(text, limit):
    """``text``, or its first ``limit - 1`` characters and an ellipsis; an ellipsis the text
    already has where it is cut ("..." of a shortened container, or "…") is not doubled.

    >>> cut("{'a': 1, 'b': 2, ...}", 20)
    "{'a': 1, 'b': 2, …"
    >>> cut("[1, 2, 3]", 20)
    '[1, 2, 3]'
    """
    if len(text) <= limit:
        return text
    kept = text[:limit - 1]
    bare = kept.rstrip(".…")
    if kept.endswith("…") or len(kept) - len(bare) >= 2:
        kept = bare
    return kept + "…"


def shorten(value, limit=160):
    """``repr(value)``, cut to ``limit`` characters with an ellipsis.

    Containers are cut short as they are shown (the first dozen items), so
    a list of ten million numbers costs no more than a short one, and a
    ``__repr__`` that raises shows as ``<... object (its repr failed)>``.

    Examples
    --------
    >>> shorten(list(range(100)), 20)
    '[0, 1, 2, 3, 4, 5, …'
    >>> len(shorten(list(range(10**6))))
    43
    """
    if isinstance(value, str) and value.startswith("<"):
        text = value
    else:
        try:
            text = _Bounded(limit).repr(value)
        except Exception:  # noqa: BLE001 - whatever came back, show something
            text = f"<{type(value).__name__} object>"
    return cut(text, limit)


def bounded(text, limit=600):
    """``text`` cut to ``limit`` characters (what a report keeps of any one line)."""
    return cut(str(text), limit)


class Row:
    """One case of a function check: what was tried and what came back.

    Attributes
    ----------
    label : str
        The case in words.
    passed : bool
        Whether the function's answer was right.
    given, expected, got : str
        The input, the expected result and what came back, already shown
        as text (empty when there is nothing to show).
    notes : list of str
        Why it failed and the likely mistake, one sentence each.
    run : bool
        False for a case that was not run (its ``notes`` say why).
    """

    __slots__ = ("label", "passed", "given", "expected", "got", "notes", "run")

    def __init__(self, label, passed, given="", expected="", got="", notes=(), run=True):
        self.label = bounded(label, 200)
        self.passed = passed
        self.given = bounded(given)
        self.expected = bounded(expected)
        self.got = bounded(got)
        self.notes = [bounded(note) for note in list(notes)[:12]]
        self.run = run

    @property
    def mark(self):
        """✔, ✘, or · for a case not run."""
        return "·" if not self.run else "✔" if self.passed else "✘"

    def __repr__(self):
        state = "not run" if not self.run else "pass" if self.passed else "fail"
        return f"<Row {self.label!r}: {state}>"


class Report:
    """The verdict of one check, with its hints and (for code) its cases.

    Parameters
    ----------
    bank : str
        The lesson the question belongs to ("" for a free-standing check).
    qid : str
        The question or exercise id.
    status : {"passed", "failed", "not attempted"}
        The verdict.
    summary : str
        One line saying what happened.

    Attributes
    ----------
    hints : list of (str, str)
        ``(key, text)``: the key names the recognised mistake.
    rows : list of Row
        The cases of a function check.
    notes : list of str
        Extra lines (what a correct answer means, how a budget works...).
    output : str
        What the learner's code printed while it was checked (the first
        few thousand characters).
    extra : dict
        Results a suite reports besides the verdict, as plain data (the
        games a Tic-Tac-Toe AI won, the time each Degrees question took).
    replay : dict or None
        When no planted mistake explains a failure: the learner's run and the
        reference's on the smallest failing case, as plain data, for
        :meth:`step_through`.
    """

    def __init__(self, bank, qid, status, summary):
        if status not in _MARK:
            raise ValueError(f"unknown verdict {status!r}")
        self.bank = bank
        self.qid = qid
        self.status = status
        self.summary = bounded(summary)
        self.hints = []
        self.keys = []
        self.rows = []
        self.notes = []
        self.output = ""
        self.extra = {}
        self.replay = None
        self._shown_in = None

    # -- building ------------------------------------------------------
    def add_hint(self, key, text):
        """Add the hint ``text`` for the mistake ``key`` (once)."""
        self.note_mistake(key)
        if all(k != key for k, _ in self.hints):
            self.hints.append((key, bounded(text, 1500)))

    def note_mistake(self, key):
        """Record that the mistake ``key`` was recognised (shown elsewhere, e.g. in a row)."""
        if key not in self.keys:
            self.keys.append(key)

    # -- reading -------------------------------------------------------
    @property
    def passed(self):
        """True when the verdict is ``"passed"``."""
        return self.status == "passed"

    @property
    def attempted(self):
        """False while the answer or the function is still the placeholder."""
        return self.status != "not attempted"

    @property
    def mistakes(self):
        """The keys of the mistakes recognised, in the order found."""
        return list(self.keys)

    @property
    def title(self):
        return f"{self.bank} · {self.qid}" if self.bank else self.qid

    def _printed(self, lines=12):
        text = self.output.rstrip("\n")
        if not text:
            return []
        shown = [bounded(line, 160) for line in text.split("\n")]
        more = len(shown) - lines
        return shown[:lines] + ([f"… ({more} more lines)"] if more > 0 else [])

    def __bool__(self):
        return self.passed

    def __str__(self):
        lines = [f"{_MARK[self.status]} {self.title}: {self.summary}"]
        for row in self.rows:
            lines.append(f"  {row.mark} {row.label}")
            if not row.passed:
                for name, text in (("input", row.given), ("expected", row.expected),
                                   ("got", row.got)):
                    if text and row.run:
                        text = text.replace("\n", "\n" + " " * 16)
                        lines.append(f"      {name + ':':<9} {text}")
                for note in row.notes:
                    lines.append(f"      → {note}")
        for _, text in self.hints:
            lines.append(f"  Hint: {text}")
        for note in self.notes:
            lines.append(f"  {note}")
        printed = self._printed()
        if printed:
            lines.append("  Your code printed:")
            lines.extend(f"    | {line}" for line in printed)
        return "\n".join(lines)

    def __repr__(self):
        return f"<Report {self.title}: {self.status}>"

    def _repr_html_(self):
        esc = html.escape
        colour = _COLOUR[self.status]
        out = [f'<div class="searchlib-check" style="border-left:5px solid {colour};'
               'padding:6px 10px;margin:4px 0;font-family:var(--jp-ui-font-family,sans-serif)">',
               f'<div><b style="color:{colour}">{_MARK[self.status]} {_WORD[self.status]}</b>'
               f' &nbsp;<code>{esc(self.title)}</code>: {esc(self.summary)}</div>']
        if self.rows:
            out.append('<table style="border-collapse:collapse;margin-top:4px;font-size:90%">')
            for row in self.rows:
                tint = "#6e7781" if not row.run else _COLOUR["passed" if row.passed
                                                              else "failed"]
                out.append(f'<tr><td style="color:{tint};padding:2px 6px;vertical-align:top">'
                           f'{row.mark}</td><td style="text-align:left;padding:2px 6px">'
                           f'{esc(row.label)}')
                if not row.passed:
                    details = [(n, t) for n, t in (("input", row.given),
                                                   ("expected", row.expected),
                                                   ("got", row.got)) if t and row.run]
                    for name, text in details:
                        out.append(f'<br><span style="color:#6e7781">{name}:</span> '
                                   f'<code style="white-space:pre-wrap">{esc(text)}</code>')
                    for note in row.notes:
                        out.append(f"<br>→ {esc(note)}")
                out.append("</td></tr>")
            out.append("</table>")
        for _, text in self.hints:
            out.append(f'<div style="margin-top:4px"><b>Hint:</b> {esc(text)}</div>')
        for note in self.notes:
            out.append(f'<div style="margin-top:2px;color:#57606a">{esc(note)}</div>')
        printed = self._printed()
        if printed:
            out.append('<details style="margin-top:4px"><summary>Your code printed</summary>'
                       f'<pre style="margin:2px 0">{esc(chr(10).join(printed))}</pre></details>')
        out.append("</div>")
        return "".join(out)

    def _ipython_display_(self):
        # A check shows its report as it runs; when the same call is also the
        # cell's last expression, IPython would show it a second time.
        shell = _shell()
        count = getattr(shell, "execution_count", None)
        if self._shown_in is not None and self._shown_in == count:
            return
        _display(self)

    def show(self):
        """Show the report now (HTML in Jupyter, text elsewhere)."""
        shell = _shell()
        if shell is not None:
            self._shown_in = getattr(shell, "execution_count", None)
            _display(self)
        else:
            print(self)

    def step_through(self):
        """The learner's run beside the reference's, on one slider (needs a :attr:`replay`).

        Raises
        ------
        ValueError
            When the report has no replay (only failing searches that no
            planted mistake explains have one).
        """
        if not self.replay:
            raise ValueError("this report has no run to step through: only a failing search "
                             "that no planted mistake explains has one")
        from .replay import step_through
        return step_through(self.replay)


def _shell():
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with Jupyter
        return None
    return get_ipython()


def _display(report):
    from IPython.display import display
    display({"text/plain": str(report), "text/html": report._repr_html_()}, raw=True)
    if report.replay:
        from .replay import button
        display(button(report.replay))


def finish(report, *, show=True):
    """Record, show and (in strict mode) enforce a report; return it.

    Raises
    ------
    CheckFailed
        In strict mode, when the verdict is ``"failed"``.
    """
    from .progress import record
    record(report)
    if show:
        report.show()
    if report.status == "failed" and strict_mode():
        raise CheckFailed(f"{STRICT_ENV} is set and this check failed:\n{report}")
    return report
