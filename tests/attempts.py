"""What every reviewer's file checks: an attempt, as the learner wrote it, gets a true verdict
and names only its own mistake (or none).

The reviewers' files (``tests/mistakes_*.py``) hold the attempts as source text with the name
the cell defines; ``test_checks_*.py`` grade them with :func:`grade` and judge the report with
:func:`judged`.
"""

import importlib


def bank(lesson):
    """The question bank of ``searchlib.lessons.<lesson>``."""
    return importlib.import_module(f"searchlib.lessons.{lesson}").BANK


def grade(lesson, qid, func, **options):
    """The report of ``lesson``'s check ``qid`` on ``func`` (not shown)."""
    return bank(lesson).grade(qid, func, **options)


def by_label(module, label, **options):
    """The report on the attempt called ``label`` in a reviewer's file whose ``ATTEMPTS`` hold
    ``(label, lesson, exercise id, cell source, function name, expected)``."""
    _, lesson, qid, source, name, _ = next(a for a in module.ATTEMPTS if a[0] == label)
    return grade(lesson, qid, module.define(source, name), **options)


def only_hint(module, label, **options):
    """The one hint the report on ``module``'s attempt ``label`` gives (asserted to be one)."""
    report = by_label(module, label, **options)
    assert len(report.hints) == 1, report
    return report.hints[0][1]


def judged(report, expected):
    """Assert ``report`` is what the attempt deserves: ``expected`` is ``"passed"`` or the
    list of the mistakes it must name, and no other."""
    if expected == "passed":
        assert report.passed and report.mistakes == [], report
    else:
        assert report.status == "failed", report
        assert report.mistakes == expected, f"expected {expected}, got {report.mistakes}\n{report}"


def defined(module, check, code, space=None):
    """What a learner's cell ``code`` for ``check`` defines, as the notebook would hold it;
    ``module`` (a reviewer's file) gives the cell's ``PRELUDE`` and the name it ``DEFINES``."""
    space = {"__name__": "__main__"} if space is None else space
    exec(module.PRELUDE[check] + code, space)     # noqa: S102 - the learner's cell, as written
    return space[module.DEFINES[check]]


def graded(module, check, code, space=None):
    """The report of ``check`` (of the lesson ``module.LESSONS`` names) on that cell's code."""
    return grade(module.LESSONS[check], check, defined(module, check, code, space))


def named(report, key, label=""):
    """Assert ``report`` passed (``key`` None) or failed naming ``key`` (a key or a list of
    them) and no other."""
    if key is None:
        assert report.passed and report.mistakes == [], f"{label}\n{report}"
        return
    assert report.status == "failed", f"{label}\n{report}"
    assert report.mistakes == ([key] if isinstance(key, str) else list(key)), f"{label}\n{report}"
