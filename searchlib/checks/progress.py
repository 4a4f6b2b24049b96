"""Which checks passed in this kernel session: :func:`progress`.

Every check records its verdict here (nothing is written to disk).  A check
that passed once stays passed for the session, whatever happens to later
attempts: ``lesson.progress()`` shows it as passed, and says when the latest
attempt differs (a learner who breaks a working function while trying
something sees both).  :func:`progress` with no argument shows every check run
in this session.

Examples
--------
>>> from searchlib.checks.report import Report
>>> forget()
>>> record(Report("demo", "q1", "passed", "ok"))
>>> record(Report("demo", "q1", "failed", "broken since"))
>>> record(Report("demo", "q2", "failed", "no"))
>>> print(progress("demo", ["q1", "q2", "q3"]))
demo: 1 of 3 checks passed
  ✔ q1 (passed earlier; the latest attempt failed)
  ✘ q2
  · q3 (not run yet)
"""

import html

__all__ = ["record", "forget", "results", "latest", "progress", "Progress"]

_BEST = {}                       # (bank, qid) -> "passed" once passed, else the latest verdict
_LATEST = {}                     # (bank, qid) -> the latest verdict
_MARK = {"passed": "✔", "failed": "✘", "not attempted": "…", None: "·"}
_WORDS = {"passed": "", "failed": "", "not attempted": " (not attempted yet)",
          None: " (not run yet)"}
_LATER = {"failed": "the latest attempt failed",
          "not attempted": "the latest attempt is still the stub"}


def record(report):
    """Remember ``report``'s verdict: passed once stays passed; the latest is kept too."""
    key = (report.bank, report.qid)
    _LATEST.pop(key, None)
    _LATEST[key] = report.status
    if _BEST.get(key) != "passed":
        _BEST.pop(key, None)
        _BEST[key] = report.status


def forget(bank=None):
    """Forget the recorded verdicts (of one lesson, or all)."""
    for table in (_BEST, _LATEST):
        for key in [k for k in table if bank is None or k[0] == bank]:
            del table[key]


def results(bank=None):
    """``{(bank, qid): verdict}`` for the checks run so far ("passed" if it ever passed)."""
    return {k: v for k, v in _BEST.items() if bank is None or k[0] == bank}


def latest(bank=None):
    """``{(bank, qid): verdict}`` of the latest attempt at each check."""
    return {k: v for k, v in _LATEST.items() if bank is None or k[0] == bank}


class Progress:
    """A summary table of verdicts; shows itself in Jupyter.

    Attributes
    ----------
    title : str
        What is summarised.
    entries : list of (str, str or None)
        ``(check, verdict)``: "passed" when it passed at least once this
        session, else the latest verdict; None for a check not run yet.
    latest : dict
        ``{check: verdict}`` of the latest attempts that differ from the entry.
    """

    def __init__(self, title, entries, latest=None):
        self.title = title
        self.entries = list(entries)
        self.latest = dict(latest or {})

    @property
    def passed(self):
        """How many checks passed (at least once)."""
        return sum(1 for _, status in self.entries if status == "passed")

    def _words(self, name, status):
        later = self.latest.get(name)
        if status == "passed" and later in _LATER:
            return f" (passed earlier; {_LATER[later]})"
        return _WORDS[status]

    def __str__(self):
        lines = [f"{self.title}: {self.passed} of {len(self.entries)} checks passed"]
        for name, status in self.entries:
            lines.append(f"  {_MARK[status]} {name}{self._words(name, status)}")
        return "\n".join(lines)

    def __repr__(self):
        return str(self)

    def _repr_html_(self):
        esc = html.escape
        rows = "".join(f"<tr><td>{_MARK[s]}</td><td style='text-align:left'><code>{esc(n)}"
                       f"</code>{esc(self._words(n, s))}</td></tr>" for n, s in self.entries)
        return (f"<div class='searchlib-progress'><b>{esc(self.title)}</b>: {self.passed} of "
                f"{len(self.entries)} checks passed<table>{rows}</table></div>")


def progress(bank=None, qids=None):
    """The verdicts so far, as a :class:`Progress` table.

    Parameters
    ----------
    bank : str, optional
        One lesson only; all checks run in this session when omitted.
    qids : sequence of str, optional
        The lesson's questions in order, so that those not run yet appear.
    """
    if bank is None:
        names = {(b, q): (f"{b} · {q}" if b else q) for (b, q) in _BEST}
        entries = [(names[k], s) for k, s in _BEST.items()]
        later = {names[k]: _LATEST.get(k) for k in _BEST if _LATEST.get(k) != _BEST[k]}
        return Progress("Checks run in this session", entries, later)
    seen = results(bank)
    names = list(qids) if qids is not None else [q for _, q in seen]
    names += [q for _, q in seen if q not in names]
    later = {q: _LATEST.get((bank, q)) for q in names
             if _LATEST.get((bank, q)) != seen.get((bank, q))}
    return Progress(bank, [(q, seen.get((bank, q))) for q in names], later)
