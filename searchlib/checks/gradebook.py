"""What the class gradebook writes: the grades CSV, the feedback CSV and the class report.

The rows come from :func:`searchlib.checks.grade.grade`; ``official`` is
``{lesson: spec}`` from :func:`searchlib.checks.grade.load_official`.

* :func:`write_csv`: one row per submission, for a spreadsheet or a learning
  platform (``submission``, ``lesson``, ``status``, ``passed``, ``total``, a
  column per check, ``notes``, ``lesson title``).
* :func:`write_details`: one row per submission and check the lesson asks:
  the verdict and, in words, why (its one-line summary, the hints the check
  showed, its notes):
  feedback for each learner without running their notebook again.
* :func:`write_report`: the class page (HTML, charts embedded): per check
  how many passed, the mistakes named most often (counted by the hint each
  learner was shown), and the feedback per submission.

Examples
--------
>>> row = {"mistakes": {"bfs": [["known", "That is DFS's order."]]}}
>>> mistake_texts(row, "bfs")
["That is DFS's order."]
"""

import csv
import html
import io
from collections import Counter
from pathlib import Path

__all__ = ["STATUSES", "total", "mistake_texts", "write_csv", "write_details", "write_report"]

#: What a check's column can say.
STATUSES = ("passed", "failed", "not attempted", "not run")

_COLOURS = {"passed": "#1a7f37", "failed": "#cf222e", "not attempted": "#8c959f",
            "not run": "#d4a72c"}


def total(row):
    """How many checks of the row passed.

    Examples
    --------
    >>> total({"checks": {"a": "passed", "b": "failed", "c": "passed"}})
    2
    """
    return sum(1 for status in row["checks"].values() if status == "passed")


def mistake_texts(row, qid):
    """The hints check ``qid`` showed this submission (its mistake's key when it had no text)."""
    return [text or key for key, text in row.get("mistakes", {}).get(qid, [])]


def _title(official, lesson):
    spec = official.get(lesson, {})
    return spec.get("title") or lesson


def _asked(official, lesson):
    """The check ids the lesson's notebook asks, in the order it asks them."""
    spec = official[lesson]
    return [qid for qid in spec["ids"] if qid in spec["checks"]]


def _columns(rows, official):
    lessons = list(dict.fromkeys(row["lesson"] for row in rows if row["lesson"]))
    if len(lessons) <= 1:
        ids = official[lessons[0]]["ids"] if lessons else []
        return [(lessons[0] if lessons else "", qid, qid) for qid in ids]
    return [(lesson, qid, f"{lesson}:{qid}") for lesson in lessons
            for qid in official[lesson]["ids"]]


def write_csv(rows, path, official):
    """Write ``grades.csv``: one row per submission, a column per check, a total.

    The columns after ``notes`` (``lesson title``) are for people; a
    platform's import maps ``submission`` and ``passed`` (or the check
    columns) and ignores the rest.
    """
    columns = _columns(rows, official)
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["submission", "lesson", "status", "passed", "total"]
                        + [title for _, _, title in columns] + ["notes", "lesson title"])
        for row in rows:
            ids = official[row["lesson"]]["ids"] if row["lesson"] else []
            cells = [row["checks"].get(qid, "") if row["lesson"] == lesson else ""
                     for lesson, qid, _ in columns]
            if not row["lesson"]:
                cells = ["not run"] * len(columns)
            writer.writerow([row["submission"], row["lesson"], row["status"], total(row),
                             len(ids)] + cells + [" | ".join(row["notes"]),
                                                  _title(official, row["lesson"])
                                                  if row["lesson"] else ""])


def _feedback(row, official):
    """``[(qid, verdict, summary, hints, notes)]`` for every check the row's lesson asks."""
    if not row["lesson"]:
        return []
    notes, summaries = row.get("check_notes", {}), row.get("summaries", {})
    return [(qid, row["checks"].get(qid, "not run"), summaries.get(qid, ""),
             mistake_texts(row, qid), notes.get(qid, []))
            for qid in _asked(official, row["lesson"])]


def write_details(rows, path, official):
    """Write the feedback CSV: a row per submission and asked check, with the reasons.

    Columns: ``submission``, ``lesson``, ``check``, ``verdict``, ``summary``
    (a failed check's one line: "3 of 11 cases pass."), ``mistakes`` (the
    hints the check showed, `` | ``-separated) and ``notes`` (what the
    grader saw: the answer cell was deleted or raised, the check ran too
    long...).  A submission that could not be graded gets one row with its
    status and notes.
    """
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["submission", "lesson", "check", "verdict", "summary", "mistakes",
                         "notes"])
        for row in rows:
            found = _feedback(row, official)
            if not found:
                writer.writerow([row["submission"], row["lesson"], "", row["status"], "", "",
                                 " | ".join(row["notes"])])
            for qid, verdict, summary, hints, notes in found:
                writer.writerow([row["submission"], row["lesson"], qid, verdict, summary,
                                 " | ".join(hints), " | ".join(notes)])


# -- the class report ---------------------------------------------------------------

def _png(fig):
    import base64
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def _short(text, limit=60):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


def named_mistakes(rows):
    """``Counter({(qid, hint): submissions})``: each hint counted once per submission shown it.

    Mistakes are told apart by the text the learner was shown, not by the
    check's key: one key (a question's ``known`` wrong answers, ``helper-fails``
    naming different helpers) covers hints that say different things.

    Examples
    --------
    >>> rows = [{"mistakes": {"q": [["known", "That is DFS's count."]]}},
    ...         {"mistakes": {"q": [["known", "You forgot the goal."]]}},
    ...         {"mistakes": {"q": [["known", "That is DFS's count."]]}}]
    >>> sorted(named_mistakes(rows).items())
    [(('q', "That is DFS's count."), 2), (('q', 'You forgot the goal.'), 1)]
    """
    counts = Counter()
    for row in rows:
        for qid in row.get("mistakes", {}):
            for text in dict.fromkeys(mistake_texts(row, qid)):
                counts[(qid, text)] += 1
    return counts


def _charts(title, ids, rows):
    import matplotlib
    matplotlib.use("Agg", force=False)
    from matplotlib.figure import Figure
    counts = {qid: Counter(row["checks"].get(qid, "not run") for row in rows) for qid in ids}
    fig = Figure(figsize=(8, 0.45 * len(ids) + 1.2))
    ax = fig.subplots()
    left = [0] * len(ids)
    labels = list(reversed(ids))
    for status in STATUSES:
        widths = [counts[qid][status] for qid in labels]
        ax.barh(labels, widths, left=left, color=_COLOURS[status], label=status)
        left = [a + b for a, b in zip(left, widths)]
    ax.set_xlabel("submissions")
    ax.set_title(f"{title}: verdicts per check")
    ax.legend(loc="lower right", fontsize=8, ncols=4, bbox_to_anchor=(1, 1.06))
    ax.set_xlim(0, max(len(rows), 1))
    verdicts = _png(fig)
    mistakes = named_mistakes(rows)
    common = sorted(mistakes.items(), key=lambda item: (-item[1], item[0]))[:12]
    chart = None
    if common:
        fig = Figure(figsize=(9, 0.45 * len(common) + 1.2))
        ax = fig.subplots()
        names = [f"{qid}: {_short(text, 55)}" for (qid, text), _ in reversed(common)]
        ax.barh(names, [n for _, n in reversed(common)], color="#cf222e")
        ax.set_xlabel("submissions")
        ax.set_title("the mistakes the checks named most often")
        chart = _png(fig)
    return counts, verdicts, chart, mistakes


def write_report(rows, path, official):
    """Write the class summary (HTML, charts embedded): what to teach again, and to whom."""
    esc = html.escape
    parts = ["<!doctype html><html><head><meta charset='utf-8'><title>Class report</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
             "td,th{padding:.2em .6em;text-align:left;vertical-align:top}"
             "table{border-collapse:collapse}tr:nth-child(even){background:#f6f8fa}"
             ".verdict-failed{color:#cf222e}.verdict-passed{color:#1a7f37}</style>",
             "</head><body>", f"<h1>Class report: {len(rows)} submission"
             f"{'s' if len(rows) != 1 else ''}</h1>"]
    lessons = list(dict.fromkeys(row["lesson"] for row in rows if row["lesson"]))
    for lesson in lessons:
        mine = [row for row in rows if row["lesson"] == lesson]
        spec = official[lesson]
        ids = spec["ids"]
        title = _title(official, lesson)
        counts, verdicts, chart, mistakes = _charts(title, ids, mine)
        parts.append(f"<h2>{esc(title)} ({len(mine)} submission{'s' if len(mine) != 1 else ''})"
                     "</h2>")
        parts.append(f"<p>Notebook <code>{esc(spec.get('notebook', ''))}</code>, lesson "
                     f"<code>{esc(lesson)}</code> (the <code>lesson</code> column of the "
                     "CSV).</p>")
        parts.append(f"<img alt='verdicts per check' src='{verdicts}'>")
        parts.append("<table><tr><th>check</th><th>passed</th><th>failed</th>"
                     "<th>not attempted</th><th>not run</th><th>mistakes named most often "
                     "(submissions shown that hint)</th></tr>")
        for qid in ids:
            top = sorted(((n, text) for (q, text), n in mistakes.items() if q == qid),
                         key=lambda item: (-item[0], item[1]))[:3]
            named = "<br>".join(f"{n} × {esc(text)}" for n, text in top)
            parts.append(f"<tr><td><code>{esc(qid)}</code></td>"
                         + "".join(f"<td>{counts[qid][s]}</td>" for s in STATUSES)
                         + f"<td>{named}</td></tr>")
        parts.append("</table>")
        for qid, check in spec["checks"].items():
            if check.get("calls", 1) > 1:
                parts.append(f"<p><code>{esc(qid)}</code> is checked {check['calls']} times in "
                             "the lesson; its column is the last of them, "
                             f"<code>{esc(check.get('call', ''))}</code>.</p>")
        if chart:
            parts.append(f"<img alt='the mistakes named most often' src='{chart}'>")
    troubled = [row for row in rows if row["status"] != "ok"]
    if troubled:
        parts.append("<h2>Submissions to look at</h2><table><tr><th>submission</th>"
                     "<th>status</th><th>notes</th></tr>")
        for row in troubled:
            parts.append(f"<tr><td>{esc(row['submission'])}</td><td>{esc(row['status'])}</td>"
                         f"<td>{esc(' | '.join(row['notes']))}</td></tr>")
        parts.append("</table>")
    feedback = [(row, [item for item in _feedback(row, official) if item[1] != "passed"])
                for row in rows if row["lesson"]]
    feedback = [(row, items) for row, items in feedback if items]
    if feedback:
        parts.append("<h2>Feedback per submission</h2><p>Every check a submission did not pass, "
                     "with the hints the check showed and what the grader noticed (checks "
                     "not attempted with nothing to say are listed together).</p>"
                     "<table><tr><th>submission</th><th>check</th><th>verdict</th>"
                     "<th>why</th></tr>")
        for row, items in feedback:
            said = [item for item in items
                    if item[1] != "not attempted" or item[2] or item[3] or item[4]]
            quiet = [item[0] for item in items if item not in said]
            lines = [(f"<code>{esc(qid)}</code>", verdict,
                      "<br>".join(([esc(summary)] if summary else [])
                                  + [esc(text) for text in hints]
                                  + [f"<i>{esc(note)}</i>" for note in notes]))
                     for qid, verdict, summary, hints, notes in said]
            if quiet:
                lines.append((", ".join(f"<code>{esc(qid)}</code>" for qid in quiet),
                              "not attempted", ""))
            for k, (what, verdict, why) in enumerate(lines):
                who = esc(row["submission"]) if k == 0 else ""
                parts.append(f"<tr><td>{who}</td><td>{what}</td>"
                             f"<td class='verdict-{verdict.replace(' ', '-')}'>{esc(verdict)}"
                             f"</td><td>{why}</td></tr>")
        parts.append("</table>")
    parts.append("</body></html>")
    Path(path).write_text("\n".join(parts), encoding="utf-8")
