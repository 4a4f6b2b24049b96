"""Code checks: run a learner's function against a :class:`Suite` of cases.

A suite is a list of :class:`Case` objects and the mistakes it can
recognise.  :func:`check_function` runs each case:

1. the inputs are deep-copied, so the learner's own objects are never
   changed by a check, and the copies are compared before and after the
   call, so a function that changes its input is told so;
2. the function runs under a :class:`~searchlib.checks.budget.Budget`, so an
   endless loop is stopped and reported as such;
3. the case's judge decides whether the answer is right and says why not;
4. when something failed, the suite's :class:`Pattern` recognisers look at
   all the cases together ("every answer is what a version with MIN
   maximising would give"; "only the trap graph fails: a global reached
   set"); if none explains the failures, each failed case's
   :class:`Mistake` recognisers are tried in order and the first that
   matches names the likely mistake.

A stub (``raise NotImplementedError``, a body of ``...``) is reported as
"not attempted yet" and never fails.

Examples
--------
>>> square = Suite("square", "square(x) -> x * x", [
...     Case("three", (3,), expected=9,
...          mistakes=[Mistake("double", "That is 2x, not x squared.",
...                            lambda t: t.value == 6)]),
...     Case("minus two", (-2,), expected=4)])
>>> print(run_suite(lambda x: 2 * x, square))
✘ square: 0 of 2 cases pass.
  ✘ three
      input:    3
      expected: 9
      got:      6
      → likely mistake: That is 2x, not x squared.
  ✘ minus two
      input:    -2
      expected: 4
      got:      -4
>>> check_function(lambda x: x * x, square, show=False).status
'passed'
"""

import copy

from .attempt import is_stub, not_attempted_reason
from .budget import Budget, call_with_budget
from .compare import freeze, same
from .report import Report, Row, finish, shorten

__all__ = ["Case", "Mistake", "Pattern", "Suite", "Trial", "check_function", "run_suite",
           "explains", "freeze", "same", "NOTHING"]


class _Nothing:
    def __repr__(self):
        return "NOTHING"


#: Marks a case with no single expected value (its judge decides).
NOTHING = _Nothing()


class Mistake:
    """A planted-mistake recogniser for one case.

    Parameters
    ----------
    key : str
        Short name of the mistake (what tests look for).
    text : str
        The hint shown to the learner.
    test : callable
        ``test(trial) -> bool``: True when the failure looks like this
        mistake.  Called only when the case failed.
    """

    __slots__ = ("key", "text", "test")

    def __init__(self, key, text, test):
        self.key = key
        self.text = text
        self.test = test


class Pattern:
    """A recogniser that looks at all the trials of a suite together.

    Parameters
    ----------
    key, text : str
        As for :class:`Mistake`.
    test : callable
        ``test(trials) -> bool`` where ``trials`` maps each case's label to
        its :class:`Trial`.
    replaces : bool
        When it matches, the per-case recognisers are not consulted (the
        pattern explains the failures as a whole).  Default True.

    Notes
    -----
    Patterns are tried only when some case failed.  A good pattern is a
    planted mistake that *explains every answer*: see :func:`explains`.
    """

    __slots__ = ("key", "text", "test", "replaces")

    def __init__(self, key, text, test, *, replaces=True):
        self.key = key
        self.text = text
        self.test = test
        self.replaces = replaces


def explains(predicate):
    """A :class:`Pattern` test: ``predicate(trial)`` holds for every trial.

    Use it with a planted-mistake oracle: "each answer is what the mistaken
    version would have answered" recognises that mistake for certain,
    where a single case can be ambiguous.
    """
    def test(trials):
        return bool(trials) and all(predicate(t) for t in trials.values())
    return test


class Case:
    """One input for the learner's function, and how to judge the answer.

    Parameters
    ----------
    label : str
        The case in words ("demo graph, A to E").
    args : tuple
        Positional arguments (deep-copied for each call).
    kwargs : dict, optional
        Keyword arguments (deep-copied too).
    expected : object, optional
        The right answer, compared with :func:`same` unless ``judge`` is
        given.
    judge : callable, optional
        ``judge(trial) -> (ok, notes)``; notes say what is wrong.
    given : str, optional
        How to show the input (default: the arguments' repr).
    shown : str, optional
        How to show the expected answer (default: its repr).
    mistakes : sequence of Mistake
        Recognisers tried when this case fails.
    tags : set of str
        Labels the suite's patterns use ("unconnected", "line:diag").
    budget : Budget, optional
        Overrides the suite's budget for this case.
    mutation : str, optional
        What to say when the function changes this case's input.
    data : dict, optional
        Anything the suite's patterns need (the answers of planted-mistake
        oracles for this case, say).
    """

    def __init__(self, label, args=(), kwargs=None, *, expected=NOTHING, judge=None, given=None,
                 shown=None, mistakes=(), tags=(), budget=None, mutation=None, data=None):
        self.label = label
        self.args = tuple(args)
        self.kwargs = dict(kwargs or {})
        self.expected = expected
        self.judge = judge
        self.given = given
        self.shown = shown
        self.mistakes = list(mistakes)
        self.tags = frozenset(tags)
        self.budget = budget
        self.mutation = mutation
        self.data = dict(data or {})

    def __repr__(self):
        return f"<Case {self.label!r}>"


class Trial:
    """One case run: the case, the outcome and what was passed.

    Attributes
    ----------
    case : Case
    outcome : searchlib.checks.budget.Outcome
    args, kwargs : tuple, dict
        The copies actually passed to the function (after the call).
    mutated : bool
        Whether the call changed its input.
    ok : bool
        The judge's verdict.
    notes : list of str
        What the judge and the recognisers said.
    keys : list of str
        The keys of the mistakes recognised for this case.
    """

    def __init__(self, case, outcome, args, kwargs, mutated):
        self.case = case
        self.outcome = outcome
        self.args = args
        self.kwargs = kwargs
        self.mutated = mutated
        self.ok = False
        self.notes = []
        self.keys = []

    @property
    def kind(self):
        """``"value"``, ``"error"`` or ``"budget"``."""
        return self.outcome.kind

    @property
    def value(self):
        """The returned value (None unless it returned)."""
        return self.outcome.value if self.outcome.kind == "value" else None

    @property
    def error(self):
        return self.outcome.error

    def __repr__(self):
        return f"<Trial {self.case.label!r}: {'ok' if self.ok else 'fail'} {self.outcome!r}>"


def _default_judge(trial):
    if trial.kind != "value":
        return False, []
    return same(trial.value, trial.case.expected), []


class Suite:
    """A named list of cases for one function, with its recognisers.

    Parameters
    ----------
    name : str
        The exercise ("bfs").
    signature : str
        The contract in one line ("bfs(problem) -> list of states or None").
    cases : list of Case, or callable
        The cases, or ``cases(**options)`` returning them (options are the
        keyword arguments given to :func:`check_function`).
    patterns : sequence of Pattern
        Recognisers over all the trials.
    call : callable, optional
        ``call(func, args, kwargs, budget) -> Outcome`` to run one case
        differently (a class to drive, globals to provide).
    budget : Budget, optional
        For every case (default :class:`Budget()`).
    stub_methods : tuple of str
        For a class: the methods whose stubs mean "not attempted".
    about : str, optional
        A sentence shown with the report (how the check works).
    show : callable, optional
        ``show(value) -> str`` to display what the function returned (a
        board as ``"XO. / .X. / ..."``, say).
    """

    def __init__(self, name, signature, cases, *, patterns=(), call=None, budget=None,
                 stub_methods=("remove",), about=None, show=None):
        self.name = name
        self.signature = signature
        self._cases = cases
        self.patterns = list(patterns)
        self.call = call
        self.budget = budget or Budget()
        self.stub_methods = stub_methods
        self.about = about
        self.show = show or shorten

    def cases(self, **options):
        """The cases for these options."""
        if callable(self._cases):
            return list(self._cases(**options))
        if options:
            raise TypeError(f"the {self.name} check takes no options, got "
                            f"{', '.join(sorted(options))}")
        return list(self._cases)

    def __repr__(self):
        return f"<Suite {self.name}: {self.signature}>"


def _run_case(func, case, suite):
    args = copy.deepcopy(case.args)
    kwargs = copy.deepcopy(case.kwargs)
    before = freeze((args, kwargs))
    budget = case.budget or suite.budget
    if suite.call is not None:
        outcome = suite.call(func, args, kwargs, budget)
    else:
        outcome = call_with_budget(func, args, kwargs, budget=budget)
    mutated = freeze((args, kwargs)) != before
    return Trial(case, outcome, args, kwargs, mutated)


def _describe_error(trial):
    error = trial.error
    where = f" in {trial.outcome.where}()" if trial.outcome.where else ""
    text = f"raised {type(error).__name__}: {error}{where}"
    if isinstance(error, RecursionError):
        text += " (the recursion never stopped: a missing base case, or no depth limit?)"
    return text


def _judge(trial, suite):
    case = trial.case
    judge = case.judge or _default_judge
    ok, notes = judge(trial)
    trial.ok = bool(ok) and not trial.mutated
    trial.notes = list(notes)
    if trial.kind == "error" and not notes:
        trial.notes.append(_describe_error(trial))
    if trial.kind == "budget":
        budget = case.budget or suite.budget
        used = (f"{trial.outcome.seconds:.1f} s" if budget.lines is None
                else f"{trial.outcome.lines:,} lines, {trial.outcome.seconds:.1f} s")
        trial.notes.append(f"stopped: it ran past the budget of {budget.describe()} ({used}), "
                           "so it looks like an endless loop (or it is far too slow)")
    if trial.mutated:
        trial.keys.append("mutates-input")
        trial.notes.append(case.mutation or "your function changed the input it was given; "
                           "work on a copy (the check gave it a copy, so nothing of yours "
                           "was changed)")


def _diagnose(trial):
    """The first of the case's recognisers that matches a failed trial."""
    for mistake in trial.case.mistakes:
        try:
            hit = mistake.test(trial)
        except Exception:  # noqa: BLE001 - a recogniser must never break a check
            hit = False
        if hit:
            trial.keys.append(mistake.key)
            trial.notes.append(f"likely mistake: {mistake.text}")
            return


def _row(trial, show):
    case = trial.case
    given = case.given if case.given is not None else ", ".join(
        [shorten(a) for a in case.args] + [f"{k}={shorten(v)}" for k, v in case.kwargs.items()])
    if case.shown is not None:
        expected = case.shown
    elif case.expected is NOTHING:
        expected = ""
    else:
        expected = shorten(case.expected)
    if trial.kind == "value":
        try:
            got = show(trial.value)
        except Exception:  # noqa: BLE001 - whatever came back, show something
            got = shorten(trial.value)
    elif trial.kind == "error":
        got = f"{type(trial.error).__name__}: {trial.error}"
    else:
        got = "no answer (stopped by the budget)"
    return Row(case.label, trial.ok, given, expected, got, trial.notes)


def run_suite(func, suite, *, bank="", qid=None, **options):
    """Run ``suite`` on ``func`` and return the :class:`Report` (not shown).

    Parameters
    ----------
    func : callable or class
        The learner's function (or frontier class).
    suite : Suite
    bank, qid : str
        Where the exercise lives (for the report's title and progress).
    **options
        Passed to the suite's case builder.
    """
    qid = qid or suite.name
    if not callable(func):
        report = Report(bank, qid, "failed", f"expected a function for {suite.signature}, "
                                             f"got {shorten(func, 60)}.")
        report.add_hint("not-callable", "Pass the function itself, without calling it: "
                                        "check(..., my_function), not my_function().")
        return report
    if is_stub(func, suite.stub_methods):
        return Report(bank, qid, "not attempted",
                      "the exercise is still the stub: write the function, then run this "
                      "cell again.")
    trials = []
    for case in suite.cases(**options):
        trial = _run_case(func, case, suite)
        if trial.kind == "error":
            reason = not_attempted_reason(trial.error, trial.outcome.where)
            if reason:
                return Report(bank, qid, "not attempted", f"{reason}: finish it, then run "
                                                          "this cell again.")
        _judge(trial, suite)
        trials.append(trial)
    passed = sum(t.ok for t in trials)
    if passed == len(trials):
        summary = f"all {len(trials)} cases pass."
        status = "passed"
    else:
        summary = f"{passed} of {len(trials)} cases pass."
        status = "failed"
    report = Report(bank, qid, status, summary)
    replaced = False
    if status == "failed":
        by_label = {t.case.label: t for t in trials}
        for pattern in suite.patterns:
            try:
                hit = pattern.test(by_label)
            except Exception:  # noqa: BLE001 - a recogniser must never break a check
                hit = False
            if hit:
                report.add_hint(pattern.key, pattern.text)
                replaced = replaced or pattern.replaces
    if not replaced:
        for trial in trials:
            if not trial.ok:
                _diagnose(trial)
    first, last = {}, None        # a likely mistake shown once is referred to after that
    for trial in trials:
        notes = []
        for note in trial.notes:
            if note.startswith("likely mistake:"):
                if note == last:
                    note, shown = "likely mistake: the same as above", note
                elif note in first:
                    note, shown = (f"likely mistake: the same as for \u201c{first[note]}\u201d "
                                   "above"), note
                else:
                    first[note], shown = trial.case.label, note
                last = shown
            notes.append(note)
        trial.notes = notes
        for key in trial.keys:
            report.note_mistake(key)
    report.rows = [_row(t, suite.show) for t in trials]
    if any(t.mutated for t in trials):
        report.add_hint("mutates-input", "Your function changes its input. Callers (and a "
                                         "search) rely on their objects staying as they were.")
    if suite.about and status != "passed":
        report.notes.append(suite.about)
    return report


def check_function(func, suite, *, bank="", qid=None, show=True, **options):
    """Check ``func`` against ``suite``: show the report and return it.

    In strict mode (``SEARCHLIB_STRICT_CHECKS=1``) a failing check raises
    :class:`~searchlib.checks.report.CheckFailed`; "not attempted" never does.
    """
    return finish(run_suite(func, suite, bank=bank, qid=qid, **options), show=show)
