"""A lesson's question bank: :class:`Lesson` and :class:`Exercise`.

Each lesson keeps its questions in one module under
:mod:`searchlib.lessons`, built like this::

    from searchlib.checks import Exercise, Lesson, Question
    from searchlib.checks.suites import search

    BANK = Lesson("dfs_bfs", "DFS vs BFS", [
        Question("bfs-order", "sequence", prompt="...", answers=[...], hints={...}),
        Exercise("bfs", search.BFS, prompt="Write bfs(problem)."),
    ])
    check, progress, questions = BANK.check, BANK.progress, BANK.questions

and a notebook uses it in two lines::

    from searchlib.lessons import dfs_bfs as lesson
    lesson.check("bfs-order", "A, B, C, D, E")     # an answer
    lesson.check("bfs", bfs)                        # a function

Examples
--------
>>> from searchlib.checks.author import make_question
>>> from searchlib.checks.runner import Case, Suite
>>> demo = Lesson("demo", "A demo lesson", [
...     make_question("demo", "two", "int", 2, prompt="1 + 1?"),
...     Exercise("double", Suite("double", "double(x) -> 2x", [Case("3", (3,))],
...                              reference=lambda x: 2 * x), prompt="Write double(x)."),
... ])
>>> demo.check("two", "2", show=False).passed
True
>>> demo.check("double", lambda x: x + x, show=False).passed
True
>>> print(demo.questions())
A demo lesson (searchlib.lessons.demo)
  two      1 + 1?
  double   Write double(x).  [write a function]
"""

from ..errors import SearchlibError
from .progress import progress as _progress
from .report import finish
from .runner import run_suite

__all__ = ["Lesson", "Exercise", "CheckError"]


class CheckError(SearchlibError):
    """A check was called wrongly (an unknown question id, a missing answer)."""


class Exercise:
    """A "write it yourself" question: the learner's function is run against a suite.

    Parameters
    ----------
    qid : str
        The id the learner passes to ``check``.
    suite : searchlib.checks.runner.Suite
        The cases and the mistakes they recognise.
    prompt : str
        The exercise in words.
    options : dict, optional
        Default options for the suite's cases (the learner's keyword
        arguments to ``check`` are added to them).
    requires : sequence of str or (str, str), optional
        Other exercises of the same lesson whose functions this one relies on
        (tic-tac-toe's ``minimax`` on ``player`` ... ``utility``), by id, or
        as ``(id, function name)`` when the learner's function has another
        name (lesson 08's ``("minimax", "minimax_value")``).  The learner's
        functions of those names, found beside theirs (in their module's
        globals, as in a notebook), are checked first: one still the stub makes
        this exercise "not attempted", one that fails is named instead of a
        guess about this function.
    """

    is_exercise = True

    def __init__(self, qid, suite, *, prompt="", options=None, requires=(), bank=None):
        self.qid = qid
        self.suite = suite
        self.prompt = prompt
        self.options = dict(options or {})
        self.requires = tuple(requires)
        self.bank = bank
        self.lesson = None

    def __repr__(self):
        return f"<Exercise {self.bank}/{self.qid}: {self.suite.signature}>"

    def evaluate(self, func, **options):
        """Run the suite on ``func``; return the report (not shown, not recorded)."""
        merged = {**self.options, **options}
        needs = [(name, self.lesson.item(qid).suite, qid) for qid, name in self.helpers()] \
            if self.lesson else []
        report = run_suite(func, self.suite, bank=self.bank, qid=self.qid, requires=needs,
                           **merged)
        if report.attempted:
            self.describe(report)
        return report

    def helpers(self):
        """``(exercise id, function name)`` of each exercise in ``requires``."""
        return [(item, item) if isinstance(item, str) else tuple(item) for item in self.requires]

    def describe(self, report):
        """Add notes to ``report`` from its plain results (``report.extra``); none by default."""

    def check(self, func, *, show=True, **options):
        """Check ``func``: show the report and return it."""
        return finish(self.evaluate(func, **options), show=show)


class _Listing:
    def __init__(self, title, entries):
        self.title = title
        self.entries = entries

    def __str__(self):
        width = max((len(q) for q, _ in self.entries), default=0)
        return "\n".join([self.title] + [f"  {q:<{width}}   {p}" for q, p in self.entries])

    def __repr__(self):
        return str(self)


class Lesson:
    """The questions and exercises of one lesson, checked by id.

    Parameters
    ----------
    name : str
        The module name under :mod:`searchlib.lessons` (the hashes' salt).
    title : str
        The lesson's title.
    items : sequence of Question and Exercise
        In the order the notebook asks them.

    Raises
    ------
    CheckError
        When two items share an id, or a question was hashed for another
        lesson.
    """

    def __init__(self, name, title, items):
        self.name = name
        self.title = title
        self._items = {}
        for item in items:
            if item.qid in self._items:
                raise CheckError(f"lesson {name!r} has two questions with the id {item.qid!r}")
            if item.bank not in (None, name):
                raise CheckError(f"question {item.qid!r} was made for lesson {item.bank!r}, "
                                 f"not {name!r}: its hashes will not match; make it again "
                                 "with the authoring tool")
            item.bank = name
            if item.is_exercise:
                item.lesson = self
            self._items[item.qid] = item
        for item in self._items.values():
            for qid, _ in (item.helpers() if item.is_exercise else ()):
                if qid not in self._items or not self._items[qid].is_exercise:
                    raise CheckError(f"exercise {item.qid!r} requires {qid!r}, which is not an "
                                     f"exercise of lesson {name!r}")

    def __repr__(self):
        return f"<Lesson {self.name}: {len(self._items)} questions>"

    @property
    def ids(self):
        """The question and exercise ids, in order."""
        return list(self._items)

    def item(self, qid):
        """The question or exercise ``qid``.

        Raises
        ------
        CheckError
            When there is no such id (the message lists the known ones).
        """
        try:
            return self._items[qid]
        except KeyError:
            raise CheckError(f"lesson {self.name!r} has no question {qid!r}; its questions are: "
                             f"{', '.join(self._items)}") from None

    def check(self, qid, answer=..., *, show=True, **options):
        """Check an answer (or a function) for question ``qid``; show and return the report.

        Parameters
        ----------
        qid : str
            The question's id.
        answer : object or callable
            The learner's answer, or their function for an exercise.
        show : bool
            Show the report (HTML in Jupyter, text elsewhere).
        **options
            For exercises: options of the suite (see the exercise's help).
        """
        item = self.item(qid)
        if item.is_exercise:
            return item.check(answer, show=show, **options)
        if options:
            raise CheckError(f"question {qid!r} takes only an answer, not "
                             f"{', '.join(sorted(options))}")
        return item.check(answer, show=show)

    def grade(self, qid, answer=..., **options):
        """Judge an answer (or a function) for ``qid`` and return the :class:`Report` quietly.

        For programs that grade many answers (a class gradebook): the report
        is not shown, not recorded in :meth:`progress`, and never raises in
        strict mode.  Its ``status`` is ``"passed"``, ``"failed"`` or
        ``"not attempted"``, its ``mistakes`` the keys of the mistakes it
        names.  Like :meth:`check`, it runs the learner's code in a child
        process where the system allows it.

        Raises
        ------
        CheckError
            For an unknown id, or options given to a question.
        """
        item = self.item(qid)
        if item.is_exercise:
            return item.evaluate(answer, **options)
        if options:
            raise CheckError(f"question {qid!r} takes only an answer, not "
                             f"{', '.join(sorted(options))}")
        return item.evaluate(answer)

    def progress(self):
        """Which of this lesson's checks passed in this kernel session."""
        return _progress(self.name, self.ids)

    def questions(self):
        """The lesson's questions: ids and prompts."""
        entries = []
        for qid, item in self._items.items():
            tail = "  [write a function]" if item.is_exercise else ""
            entries.append((qid, (item.prompt or "") + tail))
        return _Listing(f"{self.title} (searchlib.lessons.{self.name})", entries)
