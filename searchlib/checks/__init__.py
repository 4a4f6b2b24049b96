"""Self-checks: answers and functions checked inside the notebook, with hints.

Learners meet this package through a lesson's bank::

    from searchlib.lessons import dfs_bfs as lesson
    lesson.check("bfs-order", "A, B, C, D, E")   # an answer
    lesson.check("bfs", bfs)                      # a function, run against a suite
    lesson.progress()                             # what passed so far

Lesson writers use :class:`Lesson`, :class:`Question` (made with the
authoring tool, :mod:`searchlib.checks.author`) and :class:`Exercise` with a
suite from :mod:`searchlib.checks.suites`.  Teachers build handouts with
``python3 -m searchlib.checks.handout SRC OUT``.

Laying out a notebook
---------------------
Each exercise is three cells:

1. the exercise: a stub the learner fills in (``raise NotImplementedError``
   or ``...`` in a function body; ``answer = ...`` for a question);
2. the check: ``lesson.check("id", my_function)`` (or ``answer``), which
   says "not attempted yet" until the stub is replaced;
3. the reference solution, folded and tagged: cell metadata
   ``{"tags": ["solution"], "jupyter": {"source_hidden": true}}``.  It
   defines the function again and calls the same check, which must pass.
   For a question, let the solution *compute* the answer with searchlib
   (a trace, a count) rather than type it, so the answer never appears in
   plain text and cannot drift from the code.

Where checks run
----------------
Every check runs in a child process of the kernel (:mod:`~.sandbox`: a
fork, so the learner's functions and globals are there as they are), under
a time and memory budget; the report comes back as plain data.  Nothing the
learner's code does (an endless loop, a loop in C, a crash, 4 GB of memory,
changing its arguments or its globals) can hang the kernel for longer than
the case's budget plus one second, or change the learner's data.  Where
:func:`os.fork` is missing (Windows), checks run in the kernel under a line
tracer, with weaker guarantees (see :mod:`~.budget`).

How a function is judged
------------------------
A suite runs the learner's function, the reference and every planted mistake
(each a wrong implementation) on the same cases, and records what each did as
plain data: its answer and, where the suite watches it, the calls it made on
what it was given (the states it expanded, the leaves it read).  The verdict
compares the learner's answers with the reference's; a planted mistake is
named only when it behaves exactly like the learner's function on every case
(two that fit are both named).  When none fits, the report names nothing and
shows where the learner's run first parts from the reference's, on the
smallest failing case; a search's report also opens both runs side by side
on one slider (:meth:`Report.step_through`, or the button under the report).

Grading programmatically
------------------------
``lesson.BANK.grade(qid, answer)`` returns the :class:`Report` without
showing or recording it and without raising in strict mode: read its
``status`` (``"passed"``, ``"failed"``, ``"not attempted"``) and its
``mistakes`` (the keys of the planted mistakes it names, plus
``"mutates-input"``, ``"uses-library"``, ``"helper-fails"``, ``"keeps-state"``
(another answer when called again on the same input) or ``"stopped"`` where
those apply; a question's hinted wrong answer is ``"known"``).  Each
suite lists its keys in ``suite.keys``.  ``lesson.progress()`` shows what
passed at least once in the session (``grade`` does not count there).

The test run sets ``SEARCHLIB_STRICT_CHECKS=1`` (see ``conftest.py``): a
check that fails raises :class:`CheckFailed` there, and only there, so a
solution cell that no longer passes breaks the build, while stubs (not
attempted) never do.  The handout command removes the cells tagged
``solution``.  End the notebook with ``lesson.progress()``.

Adding a question
-----------------
Hash the answer with the authoring tool and paste the printed entry into the
lesson's ``BANK`` in ``searchlib/lessons/<lesson>.py``::

    python3 -m searchlib.checks.author LESSON QID --kind int --answer 42 \\
        --wrong 41 "A hint for that wrong answer." --prompt "How many ...?"
    python3 -m searchlib.checks.author --try LESSON QID 42     # check it

Keep the plain answers out of the repository: compute them in the
notebook's solution cell and in a test (``tests/test_checks_lessons.py``).

================================  ===========================================
module                            what
================================  ===========================================
:mod:`~.normalise`                equivalent answers, one canonical form
:mod:`~.secret`                   salted hashes of canonical answers
:mod:`~.answers`                  :class:`Question`: answer checks and hints
:mod:`~.readers`                  answers written in words, read for a question
:mod:`~.sandbox`                  running a check in a child process
:mod:`~.budget`                   running learner code under a budget
:mod:`~.attempt`                  "not attempted yet" (stubs)
:mod:`~.compare`                  snapshots, plain data, ``AnyOf`` (bounded)
:mod:`~.runner`                   :class:`Suite`, :class:`Case`, :class:`Variant`:
                                  function checks by comparison
:mod:`~.replay`                   the learner's run beside the reference's
:mod:`~.report`                   the verdict shown, strict mode
:mod:`~.progress`                 which checks passed in this session
:mod:`~.bank`                     :class:`Lesson`, :class:`Exercise`
:mod:`~.author`                   hashing answers for a bank
:mod:`~.handout`                  the class handout without solutions
:mod:`~.grade`                    the class gradebook (every submission re-checked)
:mod:`~.answercells`              which cell answers which check (grading)
:mod:`~.gradebook`                grades CSV, feedback CSV, class report
:mod:`~.oracles`                  one oracle per family, with its switches
:mod:`~.suites`                   each exercise's cases and planted mistakes
================================  ===========================================
"""

from .answers import Question
from .bank import CheckError, Exercise, Lesson
from .budget import Budget, BudgetExceeded, call_with_budget
from .progress import progress
from .report import STRICT_ENV, CheckFailed, Report, strict_mode
from .runner import Case, Recogniser, Suite, Variant, check_function

__all__ = [
    "Lesson", "Question", "Exercise", "Suite", "Case", "Variant", "Recogniser", "check_function",
    "Report", "CheckFailed", "CheckError", "Budget", "BudgetExceeded", "call_with_budget",
    "progress", "strict_mode", "STRICT_ENV",
]
