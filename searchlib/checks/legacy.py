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
import time

from . import sandbox
from .attempt import is_stub, not_attempted_reason
from .budget import Budget, Outcome, call_with_budget, short_error
from .compare import UNKNOWN, freeze, same
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
        self.shortened = False

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
    total : float or callable
        The most seconds all the cases together may take (or
        ``total(**options)`` giving it); a case that would start later is not
        run, and the report says so.
    stub_methods : tuple of str
        For a class: the methods whose stubs mean "not attempted".
    about : str, optional
        A sentence shown with the report (how the check works).
    show : callable, optional
        ``show(value) -> str`` to display what the function returned (a
        board as ``"XO. / .X. / ..."``, say).
    extra : callable, optional
        ``extra(trials) -> dict`` of plain data for :attr:`Report.extra`
        (results besides the verdict).
    prepare : callable, optional
        ``prepare(**options)``, called in the kernel before the check starts
        its child process: load data every check needs once (never the
        learner's code).
    """

    def __init__(self, name, signature, cases, *, patterns=(), call=None, budget=None,
                 total=30.0, stub_methods=("remove",), about=None, show=None, extra=None,
                 prepare=None):
        self.name = name
        self.signature = signature
        self._cases = cases
        self.patterns = list(patterns)
        self.call = call
        self.budget = budget or Budget()
        self._total = total
        self.stub_methods = stub_methods
        self.about = about
        self.show = show or shorten
        self.extra = extra
        self.prepare = prepare

    def cases(self, **options):
        """The cases for these options."""
        if callable(self._cases):
            return list(self._cases(**options))
        if options:
            raise TypeError(f"the {self.name} check takes no options, got "
                            f"{', '.join(sorted(options))}")
        return list(self._cases)

    def total(self, **options):
        """The most seconds all the cases together may take, for these options."""
        return float(self._total(**options) if callable(self._total) else self._total)

    def __repr__(self):
        return f"<Suite {self.name}: {self.signature}>"


#: The budget of every case after one has run out of time (seconds): a function that
#: loops for ever would otherwise keep the learner waiting for every case's budget.
AFTER_TIMEOUT = 0.5

#: How long the check may spend judging one answer (it may call the learner's
#: ``__eq__`` or ``__repr__``).
JUDGE = Budget(lines=2_000_000, seconds=3.0)


def _guarded(func, *args):
    """``func(*args)`` under :data:`JUDGE`: an Outcome, never an exception."""
    return call_with_budget(func, args, budget=JUDGE)


def _run_case(func, case, suite, seconds):
    args = copy.deepcopy(case.args)
    kwargs = copy.deepcopy(case.kwargs)
    before = freeze((args, kwargs))
    budget = case.budget or suite.budget
    if seconds < budget.seconds:
        budget = Budget(budget.lines, seconds)
    if suite.call is not None:
        outcome = suite.call(func, args, kwargs, budget)
    else:
        outcome = call_with_budget(func, args, kwargs, budget=budget)
    if outcome.budget is None:
        outcome.budget = budget.applied()
    after = _guarded(freeze, (args, kwargs))
    mutated = (before is not UNKNOWN and after.kind == "value"
               and after.value is not UNKNOWN and after.value != before)
    return Trial(case, outcome, args, kwargs, mutated)


def _describe_error(trial):
    error = trial.error
    where = f" in {trial.outcome.where}()" if trial.outcome.where else ""
    text = f"raised {short_error(error)}{where}"
    if isinstance(error, RecursionError):
        text += " (the recursion never stopped: a missing base case, or no depth limit?)"
    if isinstance(error, MemoryError):
        text += (" (it asked for more memory than a check allows: "
                 f"{sandbox.MEMORY >> 20:,} MB more than the kernel holds)")
    return text


def _budget_note(trial):
    outcome = trial.outcome
    budget = outcome.budget or trial.case.budget
    used = f" ({outcome.lines:,} lines, {outcome.seconds:.1f} s)" if outcome.lines else ""
    if trial.shortened:
        used += ", shortened because a case above ran out of time"
    return (f"stopped: it ran past its budget of {budget.describe()}{used}, so it looks "
            "like an endless loop (or it is far too slow)")


def _judge(trial, suite):
    case = trial.case
    if trial.kind == "skipped":
        trial.ok = False
        trial.notes = [f"not run: {trial.outcome.reason}"]
        return
    judge = case.judge or _default_judge
    verdict = _guarded(judge, trial)
    if verdict.kind == "value":
        ok, notes = verdict.value
    else:
        ok, notes = False, ["the check could not judge what your function returned ("
                            + (short_error(verdict.error) if verdict.kind == "error"
                               else "judging it ran past its time") + ")"]
    trial.ok = bool(ok) and not trial.mutated
    trial.notes = list(notes)
    if trial.kind == "error" and not notes:
        trial.notes.append(_describe_error(trial))
    if trial.kind == "budget":
        trial.notes.append(_budget_note(trial))
    if trial.mutated:
        trial.keys.append("mutates-input")
        trial.notes.append(case.mutation or "your function changed the input it was given; "
                           "work on a copy (the check gave it a copy, so nothing of yours "
                           "was changed)")


def _hit(test, argument):
    """A recogniser's verdict, guarded: a recogniser must never break a check."""
    outcome = _guarded(test, argument)
    return outcome.kind == "value" and bool(outcome.value)


def _diagnose(trial):
    """The first of the case's recognisers that matches a failed trial."""
    if trial.kind == "skipped":
        return
    for mistake in trial.case.mistakes:
        if _hit(mistake.test, trial):
            trial.keys.append(mistake.key)
            trial.notes.append(f"likely mistake: {mistake.text}")
            return


def _given(case):
    if case.given is not None:
        return case.given
    return ", ".join([shorten(a) for a in case.args]
                     + [f"{k}={shorten(v)}" for k, v in case.kwargs.items()])


def _expected(case):
    if case.shown is not None:
        return case.shown
    return "" if case.expected is NOTHING else shorten(case.expected)


def _row(trial, show):
    case = trial.case
    if trial.kind == "skipped":
        return Row(case.label, False, _given(case), _expected(case), "", trial.notes, run=False)
    if trial.kind == "value":
        shown = _guarded(show, trial.value)
        got = shown.value if shown.kind == "value" and isinstance(shown.value, str) else (
            _guarded(shorten, trial.value).value or "(a value the check cannot show)")
    elif trial.kind == "error":
        got = short_error(trial.error)
    else:
        got = "no answer (stopped by the budget)"
    return Row(case.label, trial.ok, _given(case), _expected(case), got, trial.notes)


def _run_here(func, suite, bank, qid, options):
    """The check itself (in the child process when there is one)."""
    if is_stub(func, suite.stub_methods):
        return Report(bank, qid, "not attempted",
                      "the exercise is still the stub: write the function, then run this "
                      "cell again.")
    cases = suite.cases(**options)
    total = suite.total(**options)
    sandbox.notify("cases", [case.label for case in cases])
    trials = []
    start = time.monotonic()
    timed_out = False
    for index, case in enumerate(cases):
        left = total - (time.monotonic() - start)
        sandbox.notify("case", index)
        if left <= 0.05:
            trial = Trial(case, Outcome.skipped(
                f"the check's time limit ({total:g} s for all the cases) was used up "
                "by the cases above"), case.args, case.kwargs, False)
        else:
            short = timed_out and (case.budget or suite.budget).seconds > AFTER_TIMEOUT
            trial = _run_case(func, case, suite, min(left, AFTER_TIMEOUT) if short else left)
            trial.shortened = short
            timed_out = timed_out or trial.kind == "budget"
        if trial.kind == "error":
            reason = not_attempted_reason(trial.error, trial.outcome.where)
            if reason:
                return Report(bank, qid, "not attempted", f"{reason}: finish it, then run "
                                                          "this cell again.")
        _judge(trial, suite)
        trials.append(trial)
        sandbox.notify("row", index, _row(trial, suite.show))
    passed = sum(t.ok for t in trials)
    skipped = sum(t.kind == "skipped" for t in trials)
    if passed == len(trials):
        summary = f"all {len(trials)} cases pass."
        status = "passed"
    else:
        summary = f"{passed} of {len(trials)} cases pass."
        if skipped:
            summary = summary[:-1] + f" ({skipped} not run)."
        status = "failed"
    report = Report(bank, qid, status, summary)
    replaced = False
    if status == "failed":
        by_label = {t.case.label: t for t in trials}
        for pattern in suite.patterns:
            if _hit(pattern.test, by_label):
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
    if suite.extra is not None:
        extra = _guarded(suite.extra, {t.case.label: t for t in trials})
        if extra.kind == "value" and isinstance(extra.value, dict):
            report.extra = extra.value
    return report


def _stopped_report(done, bank, qid):
    """The report of a check whose child process was stopped (or died) half way."""
    labels, rows, current = [], {}, None
    for message in done.messages:
        if message[0] == "cases":
            labels = list(message[1])
        elif message[0] == "case":
            current = message[1]
        elif message[0] == "row":
            rows[message[1]] = message[2]
    report = Report(bank, qid, "failed", "the check was stopped before it could finish.")
    if current is None or not labels:
        report.summary = f"the check could not run: {done.why}."
        return report
    for index, label in enumerate(labels):
        if index in rows:
            report.rows.append(rows[index])
        elif index == current:
            report.rows.append(Row(label, False, got="no answer", notes=[done.why]))
        elif index > current:
            report.rows.append(Row(label, False, notes=[
                "not run: the check stopped at the case above"], run=False))
    passed = sum(row.passed for row in report.rows)
    report.summary = (f"{passed} of {len(labels)} cases pass; the check stopped at "
                      f"\u201c{labels[current]}\u201d.")
    report.add_hint("stopped", f"Your function was {done.why}." if done.why.startswith(
        "stopped") else f"While your function ran, {done.why}.")
    return report


def run_suite(func, suite, *, bank="", qid=None, **options):
    """Run ``suite`` on ``func`` and return the :class:`Report` (not shown).

    The check runs in a child process where the system allows it (see
    :mod:`~searchlib.checks.sandbox`): nothing ``func`` does there reaches
    the kernel, and the report comes back as plain data.

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
    if not sandbox.available():
        return _run_here(func, suite, bank, qid, options)
    if suite.prepare is not None:
        suite.prepare(**options)
    done = sandbox.run_isolated(_run_here, (func, suite, bank, qid, options),
                                total=suite.total(**options) + 60, idle=60)
    report = done.value if done.finished else _stopped_report(done, bank, qid)
    report.output = done.output
    return report


def check_function(func, suite, *, bank="", qid=None, show=True, **options):
    """Check ``func`` against ``suite``: show the report and return it.

    In strict mode (``SEARCHLIB_STRICT_CHECKS=1``) a failing check raises
    :class:`~searchlib.checks.report.CheckFailed`; "not attempted" never does.
    """
    return finish(run_suite(func, suite, bank=bank, qid=qid, **options), show=show)
