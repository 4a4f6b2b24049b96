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

================================  ===========================================
module                            what
================================  ===========================================
:mod:`~.normalise`                equivalent answers, one canonical form
:mod:`~.secret`                   salted hashes of canonical answers
:mod:`~.answers`                  :class:`Question`: answer checks and hints
:mod:`~.budget`                   running learner code under a budget
:mod:`~.attempt`                  "not attempted yet" (stubs)
:mod:`~.runner`                   :class:`Suite`, :class:`Case`, function checks
:mod:`~.report`                   the verdict shown, strict mode
:mod:`~.progress`                 which checks passed in this session
:mod:`~.bank`                     :class:`Lesson`, :class:`Exercise`
:mod:`~.author`                   hashing answers for a bank
:mod:`~.handout`                  the class handout without solutions
:mod:`~.suites`                   the suites and their mistake recognisers
================================  ===========================================
"""

from .answers import Question
from .bank import CheckError, Exercise, Lesson
from .budget import Budget, BudgetExceeded, call_with_budget
from .progress import progress
from .report import STRICT_ENV, CheckFailed, Report, strict_mode
from .runner import Case, Mistake, Pattern, Suite, check_function

__all__ = [
    "Lesson", "Question", "Exercise", "Suite", "Case", "Mistake", "Pattern", "check_function",
    "Report", "CheckFailed", "CheckError", "Budget", "BudgetExceeded", "call_with_budget",
    "progress", "strict_mode", "STRICT_ENV",
]
