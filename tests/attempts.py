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


def judged(report, expected):
    """Assert ``report`` is what the attempt deserves: ``expected`` is ``"passed"`` or the
    list of the mistakes it must name, and no other."""
    if expected == "passed":
        assert report.passed and report.mistakes == [], report
    else:
        assert report.status == "failed", report
        assert report.mistakes == expected, f"expected {expected}, got {report.mistakes}\n{report}"
