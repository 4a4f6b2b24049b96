"""Which checks passed in this kernel session: :func:`progress`.

Every check records its latest verdict here (nothing is written to disk).
``lesson.progress()`` shows the questions of one lesson, including those
not run yet; :func:`progress` with no argument shows every check run in
this session.

Examples
--------
>>> from searchlib.checks.report import Report
>>> forget()
>>> record(Report("demo", "q1", "passed", "ok"))
>>> record(Report("demo", "q2", "failed", "no"))
>>> print(progress("demo", ["q1", "q2", "q3"]))
demo: 1 of 3 checks passed
  ✔ q1
  ✘ q2
  · q3 (not run yet)
"""

import html

__all__ = ["record", "forget", "results", "progress", "Progress"]

_RESULTS = {}
_MARK = {"passed": "✔", "failed": "✘", "not attempted": "…", None: "·"}
_WORDS = {"passed": "", "failed": "", "not attempted": " (not attempted yet)",
          None: " (not run yet)"}


def record(report):
    """Remember ``report``'s verdict (the latest one counts)."""
    _RESULTS.pop((report.bank, report.qid), None)
    _RESULTS[(report.bank, report.qid)] = report.status


def forget(bank=None):
    """Forget the recorded verdicts (of one lesson, or all)."""
    for key in [k for k in _RESULTS if bank is None or k[0] == bank]:
        del _RESULTS[key]


def results(bank=None):
    """``{(bank, qid): verdict}`` for the checks run so far."""
    return {k: v for k, v in _RESULTS.items() if bank is None or k[0] == bank}


class Progress:
    """A summary table of verdicts; shows itself in Jupyter.

    Attributes
    ----------
    title : str
        What is summarised.
    entries : list of (str, str or None)
        ``(check, verdict)``; None for a check not run yet.
    """

    def __init__(self, title, entries):
        self.title = title
        self.entries = list(entries)

    @property
    def passed(self):
        """How many checks passed."""
        return sum(1 for _, status in self.entries if status == "passed")

    def __str__(self):
        lines = [f"{self.title}: {self.passed} of {len(self.entries)} checks passed"]
        for name, status in self.entries:
            lines.append(f"  {_MARK[status]} {name}{_WORDS[status]}")
        return "\n".join(lines)

    def __repr__(self):
        return str(self)

    def _repr_html_(self):
        esc = html.escape
        rows = "".join(f"<tr><td>{_MARK[s]}</td><td style='text-align:left'><code>{esc(n)}"
                       f"</code>{esc(_WORDS[s])}</td></tr>" for n, s in self.entries)
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
        entries = [(f"{b} · {q}" if b else q, s) for (b, q), s in _RESULTS.items()]
        return Progress("Checks run in this session", entries)
    seen = results(bank)
    names = list(qids) if qids is not None else [q for _, q in seen]
    names += [q for _, q in seen if q not in names]
    return Progress(bank, [(q, seen.get((bank, q))) for q in names])
