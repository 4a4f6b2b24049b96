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
  learner was shown; the mistakes before the knock-ons, :func:`ranked_mistakes`;
  what is left out counted), the failures that named no mistake, the notes
  on submissions graded ``ok``, and the feedback per submission.

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

from .answercells import at_a_word

__all__ = ["STATUSES", "KNOCK_ON", "total", "mistake_texts", "named_mistakes", "knock_ons",
           "ranked_mistakes", "unnamed_failures", "write_csv", "write_details", "write_report"]

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


#: At most this many lines of a check's notes on its failing cases go to the feedback, each at
#: most :data:`CASE_NOTE_LENGTH` characters.
CASE_NOTES = 3
CASE_NOTE_LENGTH = 300


def case_notes(cases, first=()):
    """What a failed check said about its failing cases, as a few short lines.

    ``cases`` is ``[[label, [note, ...], got], ...]`` (the check's failing
    cases with their notes: "raised KeyError in breadth_first()", "it ran
    past its budget of 1 s, so it looks like an endless loop"; ``got``,
    optional, what came back, added to a note that says what was raised),
    ``first`` the check's "First difference" note, if any.  Cases that say
    the same are said once; at most :data:`CASE_NOTES` lines, then how many
    more.

    Examples
    --------
    >>> cases = [["a campus", ["raised KeyError in breadth_first()"]],
    ...          ["the start state is 0", ["raised TypeError in breadth_first()"]],
    ...          ["numbered states", ["raised TypeError in breadth_first()"]]]
    >>> for line in case_notes(cases):
    ...     print(line)
    case “a campus”: raised KeyError in breadth_first()
    case “the start state is 0” (and 1 more alike): raised TypeError in breadth_first()
    >>> case_notes([["the demo", ["raised NameError in bfs()"],
    ...              "NameError: name 'deque' is not defined"]])
    ["case “the demo”: raised NameError in bfs() (NameError: name 'deque' is not defined)"]
    >>> len(case_notes([[str(i), [f"note {i}"]] for i in range(9)]))
    4
    >>> case_notes([[str(i), [f"note {i}"]] for i in range(9)])[-1]
    'and 6 more failing cases'
    """
    said = {}
    for label, notes, *got in cases:
        notes = [" ".join(str(n).split()) for n in notes if str(n).strip()]
        got = " ".join(str(got[0]).split()) if got else ""
        error = got.split(":", 1)[0]
        notes = [f"{n} ({_short(got, 120)})" if error and n.startswith(f"raised {error}")
                 and got != error else n for n in notes]
        text = "; ".join(dict.fromkeys(notes))
        if text:
            said.setdefault(text, []).append(str(label))
    lines = [_short(line, CASE_NOTE_LENGTH) for line in first][:1]
    for text, labels in said.items():
        if len(lines) >= CASE_NOTES:
            break
        alike = f" (and {len(labels) - 1} more alike)" if len(labels) > 1 else ""
        lines.append(_short(f"case “{_short(labels[0], 80)}”{alike}: {text}", CASE_NOTE_LENGTH))
    told = sum(len(labels) for labels in list(said.values())[:len(lines) - len(first[:1])])
    rest = sum(len(labels) for labels in said.values()) - told
    if rest > 0:
        lines.append(f"and {rest} more failing case{'s' if rest != 1 else ''}")
    return lines


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
            # a row of another lesson, or of none (not a notebook, unknown lesson), leaves the
            # columns blank: those checks were never its to run
            cells = [row["checks"].get(qid, "") if row["lesson"] == lesson else ""
                     for lesson, qid, _ in columns]
            writer.writerow([row["submission"], row["lesson"], row["status"], total(row),
                             len(ids)] + cells + [" | ".join(row["notes"]),
                                                  _title(official, row["lesson"])
                                                  if row["lesson"] else ""])


def _feedback(row, official):
    """``[(qid, verdict, summary, hints, notes)]`` for every check the row's lesson asks."""
    if not row["lesson"]:
        return []
    notes, summaries = row.get("check_notes", {}), row.get("summaries", {})
    cases = row.get("case_notes", {})
    # a check that failed without running (its answer cell raised) has its note as summary
    return [(qid, row["checks"].get(qid, "not run"), summaries.get(qid, ""),
             mistake_texts(row, qid),
             [note for note in notes.get(qid, []) if note != summaries.get(qid)]
             + cases.get(qid, []))
            for qid in _asked(official, row["lesson"])]


def write_details(rows, path, official):
    """Write the feedback CSV: a row per submission and asked check, with the reasons.

    Columns: ``submission``, ``lesson``, ``check``, ``verdict``, ``summary``
    (a failed check's one line: "3 of 11 cases pass."), ``mistakes`` (the
    hints the check showed, `` | ``-separated) and ``notes`` (what the
    grader saw: the answer cell was deleted or raised, the check ran too
    long...; then what a failed check said about its failing cases, a few
    short lines, :func:`case_notes`).  A submission that could not be
    graded gets one row with its status and notes.
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
    return at_a_word(" ".join(str(text).split()), limit)


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


#: Mistake keys that name a knock-on, not a mistake of the function itself: it fails because
#: a helper it relies on fails its own check (that helper's own mistake is named there).
KNOCK_ON = frozenset({"helper-fails"})
#: At most this many bars in the chart of the mistakes named most often.
CHART_BARS = 12
#: At most this many hints listed per check in the class report's table.
TABLE_HINTS = 5


def knock_ons(rows):
    """The ``(qid, hint)`` pairs that name a knock-on (a helper failing), not a mistake."""
    return {(qid, text) for row in rows for qid, found in row.get("mistakes", {}).items()
            for key, text in found if key in KNOCK_ON and text}


def unnamed_failures(rows, qid):
    """How many rows failed check ``qid`` with no hint at all.

    Examples
    --------
    >>> rows = [{"checks": {"q": "failed"}, "mistakes": {}},
    ...         {"checks": {"q": "failed"}, "mistakes": {"q": [["stack", "A stack."]]}},
    ...         {"checks": {"q": "passed"}, "mistakes": {}}]
    >>> unnamed_failures(rows, "q")
    1
    """
    return sum(1 for row in rows if row["checks"].get(qid) == "failed"
               and not mistake_texts(row, qid))


def ranked_mistakes(rows):
    """``[((qid, hint), submissions, knock_on)]``: the mistakes first, then the knock-ons.

    Each part by how many submissions were shown the hint (most first), then
    by check and text.  A knock-on ("games relies on winner(), which fails
    its own check") repeats a mistake named at the helper's own check: it
    comes after every mistake, however often it was shown.

    Examples
    --------
    >>> rows = [{"mistakes": {"games": [["helper-fails", "games relies on winner()."]]}},
    ...         {"mistakes": {"games": [["helper-fails", "games relies on winner()."]],
    ...                       "winner": [["empty-line", "An empty line is no win."]]}}]
    >>> [(qid, n, knock) for (qid, _), n, knock in ranked_mistakes(rows)]
    [('winner', 1, False), ('games', 2, True)]
    """
    counts, knock = named_mistakes(rows), knock_ons(rows)
    return [(item, n, item in knock) for item, n in
            sorted(counts.items(), key=lambda pair: (pair[0] in knock, -pair[1], pair[0]))]


def _wrapped(text, width=48, lines=2):
    import textwrap
    return "\n".join(textwrap.wrap(_short(text, width * lines - 2), width)[:lines])


def _charts(title, ids, rows):
    import matplotlib
    matplotlib.use("Agg", force=False)
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator
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
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # submissions are counted whole
    verdicts = _png(fig)
    ranked = ranked_mistakes(rows)
    shown = ranked[:CHART_BARS]
    chart = None
    if shown:
        fig = Figure(figsize=(8, 0.55 * len(shown) + 1.2))
        ax = fig.subplots()
        shown = list(reversed(shown))
        names = [_wrapped(f"{qid}: {text}") for (qid, text), _, _ in shown]
        ax.barh(range(len(shown)), [n for _, n, _ in shown],
                color=["#8c959f" if knock else "#cf222e" for _, _, knock in shown])
        ax.set_yticks(range(len(shown)), names, fontsize=8)
        ax.set_xlabel("submissions shown the hint")
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_title("the mistakes the checks named most often")
        chart = _png(fig)
    return counts, verdicts, chart, ranked


def write_report(rows, path, official):
    """Write the class summary (HTML, charts embedded): what to teach again, and to whom."""
    esc = html.escape
    parts = ["<!doctype html><html><head><meta charset='utf-8'><title>Class report</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
             "img{max-width:100%;height:auto}"
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
        counts, verdicts, chart, ranked = _charts(title, ids, mine)
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
            own = [(n, text, knock) for (q, text), n, knock in ranked if q == qid]
            lines = [f"{n} × {esc(text)}" + (" <i>(knock-on)</i>" if knock else "")
                     for n, text, knock in own[:TABLE_HINTS]]
            if len(own) > TABLE_HINTS:
                rest = own[TABLE_HINTS:]
                lines.append(f"<i>and {len(rest)} more hint{'s' if len(rest) != 1 else ''}, "
                             f"shown to {sum(n for n, _, _ in rest)} submission"
                             f"{'s' if sum(n for n, _, _ in rest) != 1 else ''} in all (see "
                             "the feedback per submission)</i>")
            unnamed = unnamed_failures(mine, qid)
            if unnamed:
                lines.append(f"{unnamed} × <i>failed with no named mistake (see the feedback "
                             "per submission)</i>")
            parts.append(f"<tr><td><code>{esc(qid)}</code></td>"
                         + "".join(f"<td>{counts[qid][s]}</td>" for s in STATUSES)
                         + f"<td>{'<br>'.join(lines)}</td></tr>")
        parts.append("</table>")
        for qid, check in spec["checks"].items():
            if check.get("calls", 1) > 1:
                parts.append(f"<p><code>{esc(qid)}</code> is checked {check['calls']} times in "
                             "the lesson; its column is the last of them, "
                             f"<code>{esc(check.get('call', ''))}</code>.</p>")
        if chart:
            parts.append(f"<img alt='the mistakes named most often' src='{chart}'>")
            said = []
            if any(knock for _, _, knock in ranked[:CHART_BARS]):
                said.append("Grey bars are knock-ons: a function failing because a helper it "
                            "relies on fails its own check; they come after every mistake "
                            "named, however often they were shown.")
            if len(ranked) > CHART_BARS:
                rest = ranked[CHART_BARS:]
                knocks = sum(1 for _, _, knock in rest if knock)
                said.append(f"And {len(rest)} more hint{'s' if len(rest) != 1 else ''} not "
                            f"drawn ({len(rest) - knocks} mistake"
                            f"{'s' if len(rest) - knocks != 1 else ''}, {knocks} knock-on"
                            f"{'s' if knocks != 1 else ''}), each shown to at most "
                            f"{max(n for _, n, _ in rest)} submission"
                            f"{'s' if max(n for _, n, _ in rest) != 1 else ''}: see the table "
                            "above.")
            if said:
                parts.append(f"<p>{' '.join(said)}</p>")
    troubled = [row for row in rows if row["status"] != "ok"]
    if troubled:
        parts.append("<h2>Submissions to look at</h2><table><tr><th>submission</th>"
                     "<th>status</th><th>notes</th></tr>")
        for row in troubled:
            parts.append(f"<tr><td>{esc(row['submission'])}</td><td>{esc(row['status'])}</td>"
                         f"<td>{esc(' | '.join(row['notes']))}</td></tr>")
        parts.append("</table>")
    noted = [row for row in rows if row["status"] == "ok" and row["notes"]]
    if noted:
        parts.append("<h2>Notes on submissions graded ok</h2><p>What the grader noticed that "
                     "changed no status: a lesson's own cell that stopped on a function whose "
                     "check failed, an answer cell that raised after it set the answer...</p>"
                     "<table><tr><th>submission</th><th>notes</th></tr>")
        for row in noted:
            parts.append(f"<tr><td>{esc(row['submission'])}</td>"
                         f"<td>{'<br>'.join(esc(note) for note in row['notes'])}</td></tr>")
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
