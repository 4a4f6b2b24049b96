"""Function checks by comparison: the learner's function beside every planted mistake.

A :class:`Suite` is data: cases, the right implementation (``reference``)
and a table of planted mistakes (:class:`Variant`), each a wrong
implementation with the learner's signature, usually the suite's oracle
with one switch turned (``lambda problem: frontier_search(problem,
frontier="stack")``).  A check runs the learner's function on every case
and records an *observation*: what it returned (as plain data) and, where
the suite can watch it, what it did on the way (the states it expanded,
the leaves it read, the positions it estimated: the calls it made on the
objects it was given).  The reference and every variant are observed the
same way, on the same cases.

* The verdict comes from the suite's ``judge``, which compares the
  learner's observation with the reference's (leniently where the exercise
  allows several right answers).
* The diagnosis is a comparison: a variant is named when its observations
  equal the learner's on every case it concerns (and it explains a
  failure); two that fit equally are both named.  A :class:`Recogniser`
  (a hand-written test over all the trials) speaks only where a mistake
  cannot be a switch.
* When nothing fits, nothing is guessed: the report shows the first
  divergence on the smallest failing case ("your search expanded D at step
  4, where BFS expands C") and, where the suite can draw it, lets the
  learner step through their own run beside the reference.

Checks run in a child process (:mod:`~searchlib.checks.sandbox`); the
report comes back as plain data.  A stub (``raise NotImplementedError``, a
body of ``...``) is reported as "not attempted yet" and never fails.

Examples
--------
>>> square = Suite("square", "square(x) -> x * x",
...                [Case("three", (3,)), Case("minus two", (-2,))],
...                reference=lambda x: x * x,
...                variants=[Variant("double", "That is 2x, not x squared.", lambda x: 2 * x)])
>>> report = run_suite(lambda x: x + x, square)
>>> report.status, report.mistakes
('failed', ['double'])
>>> print(report)
✘ square: 0 of 2 cases pass.
  ✘ three
      input:    3
      expected: 9
      got:      6
  ✘ minus two
      input:    -2
      expected: 4
      got:      -4
  Hint: That is 2x, not x squared.
>>> run_suite(lambda x: x ** 2, square).status
'passed'
"""

import copy
import inspect
import io
import sys
import time
import types

from .sandbox import MEMORY, available, notify, run_isolated
from .library import LibraryWatch, from_library, mentions
from .attempt import is_stub
from .budget import Budget, Outcome, call_with_budget, short_error
from .compare import UNKNOWN, freeze, native, plain
from .report import Report, Row, a_value, bounded, finish, shorten

__all__ = ["Case", "Variant", "Recogniser", "Observation", "Trial", "Suite", "run_suite",
           "check_function", "divergence", "ending", "type_note", "JUDGE", "AFTER_TIMEOUT"]

#: The budget of every case after one has run out of time (seconds of processor time: the
#: cases' right answers take milliseconds, and a learner with an endless loop waits for the
#: verdict a few seconds, not one budget per case).
AFTER_TIMEOUT = 0.25
#: How long the check may spend on one observation of a value (a learner's
#: ``__eq__``, ``__repr__`` or ``__iter__`` may be slow).
JUDGE = Budget(lines=2_000_000, seconds=3.0)


class Case:
    """One input for the functions compared, and how to show it.

    Parameters
    ----------
    label : str
        The case in words ("the demo graph, A to E").
    args : tuple
        Positional arguments (copied afresh for every call).
    kwargs : dict, optional
        Keyword arguments.
    given : str, optional
        How to show the input (default: the arguments, shortened).
    shown : str, optional
        How to show the expected answer (default: the reference's answer).
    budget : Budget, optional
        Overrides the suite's budget for this case.
    tags : set of str
        Labels for variants (``part``) and recognisers.
    size : int
        How big the case is (the first divergence is shown on the smallest
        failing case).
    data : dict, optional
        Anything the suite's hooks need.
    """

    def __init__(self, label, args=(), kwargs=None, *, given=None, shown=None, budget=None,
                 tags=(), size=0, data=None):
        self.label = label
        self.args = tuple(args)
        self.kwargs = dict(kwargs or {})
        self.given = given
        self.shown = shown
        self.budget = budget
        self.tags = frozenset(tags)
        self.size = size
        self.data = dict(data or {})

    def __repr__(self):
        return f"<Case {self.label!r}>"


class Variant:
    """A planted mistake: a wrong implementation with the learner's signature.

    Parameters
    ----------
    key : str
        The mistake's name (what ``Report.mistakes`` lists).
    hint : str
        What the report says when the learner's function behaves like it.
    func : callable
        The wrong implementation.
    part : str, optional
        Only the cases with this tag concern it (a suite checking several
        parts of one class); default: every case.
    also : sequence of (str, str), optional
        More ``(key, hint)`` named with it: for two planted mistakes made at
        once, each of whose hints is true of the code with both.
    """

    __slots__ = ("key", "hint", "func", "part", "also")

    def __init__(self, key, hint, func, *, part=None, also=()):
        self.key, self.hint, self.func, self.part = key, hint, func, part
        self.also = tuple(also)

    def __repr__(self):
        return f"<Variant {self.key}>"


class Recogniser:
    """A hand-written test over all the trials, for a mistake that cannot be a switch.

    Parameters
    ----------
    key, hint : str
        As for :class:`Variant`.
    test : callable
        ``test(trials) -> bool``; ``trials`` is the list of :class:`Trial`.
    always : bool
        Also consulted when a variant was named (default: only when none was), and when a
        helper the function relies on fails its own check.
    unless : sequence of str
        Helpers (by name) whose failure can explain the fact: when one of them fails its
        own check, the hint (whose advice would be about the function) is not given.
    """

    __slots__ = ("key", "hint", "test", "always", "unless")

    def __init__(self, key, hint, test, *, always=False, unless=()):
        self.key, self.hint, self.test, self.always = key, hint, test, always
        self.unless = frozenset(unless)


class Observation:
    """What one function did on one case, as plain data.

    Attributes
    ----------
    kind : {"value", "error", "budget", "skipped"}
    value : object
        The returned value made plain (:func:`~searchlib.checks.compare.plain`,
        or the suite's ``normalise``); None unless ``kind == "value"``.
    shown : str
        The returned value (or the error) as the report shows it.
    what : str
        The returned value's type with its article, for a sentence ("an int (4)").
    error : str or None
        The exception's type name.
    trace : tuple or None
        What the function did on the way (the suite's ``trace``), if watched.
    why : str or None
        Why a call was stopped, or why a case was not run.
    mutated, library : bool
        It changed its arguments; it handed the work to searchlib's own search.
    seconds : float
        How long the call took, on the clock.
    counted : float
        The seconds as its budget counts them (processor time in a check's child process).
    extra : object
        Plain data a suite keeps for its replay or its report.
    """

    __slots__ = ("kind", "value", "shown", "error", "where", "trace", "why", "mutated",
                 "library", "seconds", "counted", "extra", "budget", "what")

    def __init__(self, kind, value=None, shown="", error=None, where=None, trace=None, why=None,
                 mutated=False, library=False, seconds=0.0, extra=None, budget=None):
        self.kind, self.value, self.shown, self.error, self.where = kind, value, shown, error, where
        self.trace, self.why, self.mutated, self.library = trace, why, mutated, library
        self.seconds, self.extra, self.budget = seconds, extra, budget
        self.counted = seconds
        self.what = ""

    def key(self):
        """What two observations must share to count as the same behaviour.

        Running out of memory counts as running out of time: neither finished, and
        which limit a runaway loop meets first depends on the machine.
        """
        if self.kind == "budget" or (self.kind == "error" and self.error == "MemoryError"):
            return ("budget",)
        if self.kind == "error":
            return ("error", self.error)
        return (self.kind, self.value, self.trace)

    def __repr__(self):
        return f"<Observation {self.kind}: {self.shown or self.error or self.why}>"


class Trial:
    """One case run: the case, the learner's observation, and the reference's.

    Attributes
    ----------
    case : Case
    obs, ref : Observation
    ok : bool
    notes : list of str
    """

    __slots__ = ("case", "obs", "ref", "ok", "notes", "variants")

    def __init__(self, case, obs, ref, variants):
        self.case, self.obs, self.ref, self.variants = case, obs, ref, variants
        self.ok = False
        self.notes = []

    @property
    def kind(self):
        return self.obs.kind

    @property
    def value(self):
        return self.obs.value

    def __repr__(self):
        return f"<Trial {self.case.label!r}: {'ok' if self.ok else 'fail'} {self.obs!r}>"


def _default_judge(case, obs, ref):
    return obs.kind == "value" and obs.value == ref.value, []


def _arguments(case):
    return copy.deepcopy(case.args), copy.deepcopy(case.kwargs), None


def _call(func, args, kwargs, watch):
    return func(*args, **kwargs)


class Suite:
    """An exercise's cases, its reference, its planted mistakes and how to watch a call.

    Parameters
    ----------
    name, signature : str
        The exercise and its contract in one line.
    cases : list of Case, or callable
        The cases, or ``cases(**options)`` returning them.
    reference : callable or None
        The right implementation (the learner's signature); None when the
        judge needs none (a suite of properties, such as whole games).
    variants : sequence of Variant
        The planted mistakes.
    recognisers : sequence of Recogniser
        Hand-written tests, for what no switch can plant.
    arguments : callable, optional
        ``arguments(case) -> (args, kwargs, watch)``: fresh arguments for one
        call and an object that watches it (a recording problem), or None.
    call : callable, optional
        ``call(func, args, kwargs, watch) -> value``: how to call a function
        (default ``func(*args, **kwargs)``); drive a class here.
    trace : callable, optional
        ``trace(watch) -> tuple``: what the call did, as plain data.
    normalise : callable, optional
        ``normalise(value) -> plain data`` (default
        :func:`~searchlib.checks.compare.plain`).
    judge : callable, optional
        ``judge(case, obs, ref) -> (ok, notes)`` (default: the same value as
        the reference).
    show : callable, optional
        ``show(value) -> str`` for the report's "got" and "expected".
    diverge : callable, optional
        ``diverge(case, obs, ref) -> str or None``: the first divergence in
        words (default: :func:`divergence` of the traces).
    replay : callable, optional
        ``replay(case, obs, ref) -> dict``: plain data for a stepper of both
        runs (:mod:`~searchlib.checks.replay`).
    reference_name : str
        How the report names the reference ("BFS").
    budget : Budget, optional
        For every case (default ``Budget(seconds=1)``: a second of processor time, a
        thousand times what the cases' right answers take).
    total : float or callable
        The most seconds all the cases may take together (or
        ``total(**options)``); later cases are not run, and say so.
    stub_methods : tuple of str
        For a class: the methods whose stubs mean "not attempted".
    about : str, optional
        A sentence shown with a failing report (how the check works).
    about_if : callable, optional
        ``about_if(trials, report) -> bool``, asked once the report's rows, hints and
        first difference are known: show ``about`` only when it says so (where the sentence
        helps to read the report), not with every failing report.
    extra : callable, optional
        ``extra(trials) -> dict`` of plain data for :attr:`Report.extra`.
    prepare : callable, optional
        ``prepare(**options)``, called in the kernel before the child starts
        (load data once; never the learner's code).
    mutation : bool
        Notice (and fail) a function that changes its arguments (default);
        False when the suite watches that itself (a ``result`` that must not
        change its board has planted mistakes for it).
    wants : {"function", "class"}
        What the learner hands in (said when something else is given).
    none : str, optional
        What a returned None means in this exercise ("no path"), shown
        beside it.
    library : str, optional
        What a call of searchlib's own code (or a forbidden helper) does
        instead of the exercise, for the summary ("calls searchlib's own
        search instead of searching"); ``library_hint`` is its hint.
    """

    def __init__(self, name, signature, cases, *, reference, variants=(), recognisers=(),
                 arguments=None, call=None, trace=None, normalise=None, judge=None, show=None,
                 diverge=None, replay=None, reference_name="the reference", budget=None,
                 total=30.0, stub_methods=("remove",), about=None, about_if=None, extra=None,
                 prepare=None, mutation=True, wants="function", none=None, library=None,
                 library_hint=None):
        self.name, self.signature = name, signature
        self._cases = cases
        self.reference = reference
        self.variants = list(variants)
        self.recognisers = list(recognisers)
        self.arguments = arguments or _arguments
        self.call = call or _call
        self.trace = trace
        self.normalise = normalise or plain
        self.judge = judge or _default_judge
        self.show = show or shorten
        self.diverge = diverge
        self.replay = replay
        self.reference_name = reference_name
        self.budget = budget or Budget(seconds=1.0)
        self._total = total
        self.stub_methods = stub_methods
        self.about, self.about_if = about, about_if
        self.extra = extra
        self.prepare = prepare
        self.mutation = mutation
        self.wants, self.none = wants, none
        self.library = library or ("it calls searchlib's own search instead of doing the "
                                   "search itself")
        self.library_hint = library_hint or (
            "Your function hands the work to searchlib's own search. That is a fine tool, but "
            "this exercise asks you to write the search yourself: the check does not pass a "
            "call to the library.")
        keys = [key for v in self.variants for key in (v.key, *(k for k, _ in v.also))] + [
            r.key for r in self.recognisers]
        self.keys = list(dict.fromkeys(keys))

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

    def hint(self, key):
        """The hint of the mistake ``key``."""
        for item in (*self.variants, *self.recognisers):
            if item.key == key:
                return item.hint
        raise KeyError(key)

    def __repr__(self):
        return f"<Suite {self.name}: {self.signature}>"


# -- observing one call -------------------------------------------------------------------

def _guarded(func, *args):
    return call_with_budget(func, args, budget=JUDGE)


def _direct(func, *args):
    """``func(*args)`` as an Outcome, for the check's own values (no budget needed)."""
    try:
        return Outcome("value", value=func(*args))
    except Exception as exc:  # noqa: BLE001 - reported like a learner's error
        return Outcome("error", error=exc)


def observe(suite, func, case, seconds=None, *, learner=False):
    """Run ``func`` on ``case`` as ``suite`` says, under the case's budget: an Observation.

    For the ``learner``'s function it also notices a changed input.
    """
    budget = case.budget or suite.budget
    if seconds is not None and seconds < budget.seconds:
        budget = Budget(budget.lines, seconds)
    args, kwargs, watch = suite.arguments(case)
    before = freeze((args, kwargs)) if learner else UNKNOWN
    if learner:
        with LibraryWatch() as used:
            outcome = call_with_budget(suite.call, (func, args, kwargs, watch), budget=budget)
    else:
        outcome = call_with_budget(suite.call, (func, args, kwargs, watch), budget=budget)
    obs = Observation(outcome.kind, seconds=outcome.seconds, budget=outcome.budget)
    obs.counted = outcome.counted
    if learner:
        obs.library = used.started or (outcome.kind == "error" and from_library(outcome.error))
    if outcome.kind == "value":
        # the learner's value may run their code when read: each reading under a budget
        read = _guarded if learner else _direct
        # numbers of numpy's, Fractions and Decimals are read as the built-in numbers they
        # equal (np.argmax's int64 is a right index), here, once, for every suite
        built = read(native, outcome.value)
        returned = built.value if built.kind == "value" else outcome.value
        value = read(suite.normalise, returned)
        obs.value = value.value if value.kind == "value" else ("unreadable",)
        shown = read(suite.show, returned)
        obs.shown = shown.value if shown.kind == "value" and isinstance(shown.value, str) else (
            "(a value the check cannot show)")
        what = read(a_value, returned)
        obs.what = what.value if what.kind == "value" else "a value"
    elif outcome.kind == "error":
        obs.error, obs.where = type(outcome.error).__name__, outcome.where
        obs.shown = short_error(outcome.error)
    if watch is not None:
        if suite.trace is not None:
            obs.trace = suite.trace(watch)
        obs.why = getattr(watch, "stopped", None)
        obs.library = obs.library or bool(getattr(watch, "library", False))
        events = getattr(watch, "events", None)
        obs.extra = list(events[:3000]) if isinstance(events, list) else None
    if learner:
        after = _guarded(freeze, (args, kwargs))
        obs.mutated = (before is not UNKNOWN and after.kind == "value"
                       and after.value is not UNKNOWN and after.value != before)
    return obs


def ending(obs):
    """How the learner's call ended, as a verb phrase ("returned", "ran past its budget")."""
    if obs.kind == "budget" or (obs.kind == "error" and obs.error == "MemoryError"):
        return "ran past its budget"
    if obs.kind == "error":
        return f"raised {obs.error}"
    return "returned"


def divergence(mine, theirs, name, describe, end="returned"):
    """Where two traces first part, in words (None when they are the same).

    ``describe(event)`` says one event as a verb phrase ("expanded D");
    ``end`` says how the learner's call ended (:func:`ending`), for a trace
    that stops early.

    Examples
    --------
    >>> say = lambda state: f"expanded {state}"
    >>> divergence(("A", "B", "D"), ("A", "B", "C"), "BFS", say)
    'your function expanded D at step 3, where BFS expanded C'
    >>> divergence(("A",), ("A", "B"), "BFS", say)
    'your function returned after step 1 (it expanded A), where BFS went on and expanded B'
    >>> divergence(("A",), ("A", "B"), "BFS", say, "ran past its budget")
    'your function ran past its budget after step 1 (it expanded A), where BFS went on and expanded B'
    >>> divergence((), ("A",), "BFS", say)
    'your function returned without a single step, where BFS first expanded A'

    A reference that goes on to a state it has already been through says so:

    >>> divergence(("S", "A", "X"), ("S", "A", "X", "X"), "DLS", say)
    'your function returned after step 3 (it expanded X), where DLS went on and expanded X again'
    """
    mine, theirs = tuple(mine or ()), tuple(theirs or ())
    for step, (a, b) in enumerate(zip(mine, theirs), 1):
        if a != b:
            return f"your function {describe(a)} at step {step}, where {name} {describe(b)}"
    if not mine and theirs:
        return (f"your function {end} without a single step, where {name} first "
                f"{describe(theirs[0])}")
    if len(mine) < len(theirs):
        again = " again" if theirs[len(mine)] in theirs[:len(mine)] else ""
        return (f"your function {end} after step {len(mine)} (it {describe(mine[-1])}), where "
                f"{name} went on and {describe(theirs[len(mine)])}{again}")
    if len(mine) > len(theirs):
        done = (f"{name} stops after step {len(theirs)}" if theirs else
                f"{name} stops without a single step")
        return f"{done}, but your function went on and {describe(mine[len(theirs)])}"
    return None


# -- running a check --------------------------------------------------------------------

def stopped_waiting(obs):
    """Whether a call that ran out of budget was stopped on the clock, having used well
    under its processor time (in a check's child process, where the budget counts processor
    time: a call that waits, or a machine far too busy)."""
    budget = obs.budget
    return (obs.kind == "budget" and not obs.why and budget is not None
            and budget.lines is None and obs.counted is not None and obs.seconds is not None
            and obs.counted < obs.seconds and obs.counted < 0.9 * budget.seconds)


def _budget_note(obs, shortened):
    if obs.why:
        return obs.why if obs.why.startswith("stopped") else f"stopped: {obs.why}"
    used = ", shortened because a case above ran out of time" if shortened else ""
    if stopped_waiting(obs):
        return (f"stopped: it ran past its budget on the clock, after {obs.seconds:.1f} s, "
                f"having used only {obs.counted:.2f} s of the {obs.budget.seconds:g} s of "
                f"processor time it may use{used}: it was waiting (time.sleep, input(), ...) "
                "rather than working, or the machine was very busy")
    budget = obs.budget.describe() if obs.budget is not None else "its budget"
    return (f"stopped: it ran past its budget of {budget}{used}, so it looks like an endless "
            "loop (or it is far too slow)")


def _error_note(obs):
    where = f" in {obs.where}()" if obs.where else ""
    text = f"raised {obs.error}{where}"
    if obs.error == "RecursionError":
        text += " (the recursion never stopped: a missing base case, or no depth limit?)"
    if obs.error == "MemoryError":
        text += (" (it asked for more memory than a check allows: "
                 f"{MEMORY >> 20:,} MB more than the kernel holds)")
    return text


def _expected(suite, case, ref):
    if case.shown is not None:
        return case.shown
    if ref.kind == "value":
        return ref.shown
    return ""


def _row(suite, trial):
    case, obs = trial.case, trial.obs
    given = case.given if case.given is not None else ", ".join(
        [shorten(a) for a in case.args] + [f"{k}={shorten(v)}" for k, v in case.kwargs.items()])
    if obs.kind == "skipped":
        return Row(case.label, False, given, "", "", trial.notes, run=False)
    got = obs.shown if obs.kind in ("value", "error") else "no answer (stopped)"
    if obs.kind == "value" and obs.value is None and suite.none:
        got = f"None ({suite.none})"
    return Row(case.label, trial.ok, given, _expected(suite, case, trial.ref), got, trial.notes)


def _same(obs, other):
    """The same behaviour (an ``AnyOf`` answer matches any of its answers)."""
    for a, b in ((obs, other), (other, obs)):
        if a.kind == b.kind == "value" and isinstance(b.value, tuple) and b.value[:1] == ("any",):
            return a.trace == b.trace and (a.value == b.value or a.value in b.value[1])
    if obs.key() == other.key() == ("budget",) and obs.trace is not None \
            and other.trace is not None:
        # both were stopped part way: the same run as far as both were seen (one trace a
        # beginning of the other), not merely two runs that never ended; a run that did
        # nothing at all is not the beginning of one that did something
        shorter, longer = sorted((tuple(obs.trace), tuple(other.trace)), key=len)
        return longer[:len(shorter)] == shorter and (bool(shorter) or not longer)
    return obs.key() == other.key()


def _named(suite, trials):
    """The variants whose observations equal the learner's on every case they concern."""
    named = []
    for index, variant in enumerate(suite.variants):
        concerned = [t for t in trials if (variant.part is None or variant.part in t.case.tags)
                     and t.obs.kind != "skipped"]
        if not concerned or any(t.variants[index] is None for t in concerned):
            continue
        if all(_same(t.obs, t.variants[index]) for t in concerned) and any(
                not t.ok and not _same(t.variants[index], t.ref) for t in concerned):
            named.append(variant)
    return named


def _diagnose(suite, trials, report, func=None):
    named = _named(suite, trials)
    for variant in named:
        for key, hint in ((variant.key, variant.hint), *variant.also):
            report.add_hint(key, hint)
    for recogniser in suite.recognisers:
        if named and not recogniser.always:
            continue
        found = _guarded(recogniser.test, trials)
        if found.kind == "value" and found.value:
            report.add_hint(recogniser.key, recogniser.hint)
    if report.hints:
        return
    failing = [t for t in trials if not t.ok and t.obs.kind != "skipped"]
    if not failing:
        return
    kept = _keeps_state(suite, func, trials) if func is not None else None
    if kept is not None:
        trial, again = kept
        if again.kind == trial.obs.kind and again.shown == trial.obs.shown:
            # the same answer both times: what differed is the work done on the way
            said = (f"returned the same answer ({bounded(again.shown, 80)}), but not by the "
                    "same work (the second time it made other calls on what the check gave it)")
        else:
            # which of the two is right the check does not say: the first may be the wrong one
            said = (f"gave another answer (the first time {bounded(trial.obs.shown, 80)}, "
                    f"then {bounded(again.shown, 80)})")
        report.add_hint("keeps-state", f"Called again on \u201c{trial.case.label}\u201d, your "
                        f"function {said}: it keeps something from one call to the next (a "
                        "default argument such as acc=[] or seen=set(), a global, or a class "
                        "attribute), or leaves a choice to chance (random). Make everything it "
                        "builds fresh inside the call, and its choices fixed.")
        return
    trial = failing[0]                     # the first failing case, as the rows show it
    first = trials.index(trial)
    if first > 0 and (trial.obs.seconds or 0) <= 2.0:
        # asked again in a fresh process (run_suite): does it answer differently on its own?
        report.alone = (first, trial.obs.key(), trial.obs.shown)
    said = None
    if suite.diverge is not None:
        said = _guarded(suite.diverge, trial.case, trial.obs, trial.ref)
        said = said.value if said.kind == "value" else None
    elif trial.obs.trace is not None and trial.ref.trace is not None:
        said = divergence(trial.obs.trace, trial.ref.trace, suite.reference_name,
                          lambda event: f"did {event!r}", ending(trial.obs))
    if said:
        report.notes.append(f"First difference, on \u201c{trial.case.label}\u201d: {said}.")
    if suite.replay is not None and trial.obs.kind in ("value", "budget"):
        replay = _guarded(suite.replay, trial.case, trial.obs, trial.ref)
        if replay.kind == "value" and replay.value:
            report.replay = dict(replay.value, case=trial.case.label)


def _prerequisites(func, requires, bank):
    """``(stubs, failing)``: the names of the helpers in ``requires`` that are not ready."""
    space = getattr(inspect.unwrap(func), "__globals__", None) or {}
    stubs, failing = [], []
    for name, suite, qid in _needs(requires):
        helper = space.get(name)
        if not callable(helper) or helper is func or not mentions(func, name):
            continue
        report = _run_here(helper, suite, bank, qid, {}, (), _cached(suite, {}))
        if report.status == "not attempted":
            stubs.append(name)
        elif report.status == "failed":
            failing.append((name, qid))
    failing = _Failing(failing)
    for name, _ in failing:          # which of them rely on another that fails
        helper = space[name]
        failing.through[name] = [other for other, _ in failing
                                 if other != name and mentions(helper, other)]
    return stubs, failing


class _Failing(list):
    """``[(name, exercise id)]`` of the failing helpers; ``through[name]`` lists the other
    failing helpers that one calls (it may fail only through them)."""

    def __init__(self, items=()):
        super().__init__(items)
        self.through = {}


def _helper_fails_hint(suite, failing):
    """The hint for a function whose helpers fail their own checks: it names first the ones
    that call no other failing helper (a helper that does may fail only through them)."""
    through = getattr(failing, "through", {})
    roots = [(name, qid) for name, qid in failing if not through.get(name)]
    later = [name for name, _ in failing if through.get(name)]
    if not roots or not later:
        roots, later = list(failing), []
    one = len(roots) == 1
    name, qid_first = roots[0]
    also = ""
    if later:
        also = " (" + "; ".join(
            f"{other}(), which also fails, relies on {_helpers_named([(r, None) for r in through[other]])}"
            for other in later) + ")"
    return (f"{suite.name} relies on {_helpers_named(roots)}, which "
            f"{'fails its own check' if one else 'fail their own checks'}{also}: fix "
            f"{'it' if one else 'them'} first (lesson.check(\"{qid_first}\", {name})).")


def _needs(requires):
    """``(function name, suite, exercise id)`` for each entry of ``requires``."""
    return [(item[0], item[1], item[2] if len(item) > 2 else item[0]) for item in requires]


def _expect_one(suite, case):
    ref = (observe(suite, suite.reference, case) if suite.reference is not None
           else Observation("skipped", why="no reference"))
    return ref, [observe(suite, v.func, case) if v.part is None or v.part in case.tags
                 else None for v in suite.variants]


def _expect(suite, options):
    """The reference's and every variant's observation on every case, in order."""
    return [_expect_one(suite, case) for case in suite.cases(**options)]


#: ``{(id(suite), options): (suite, _expect(...))}``: computed once per kernel, in a child
#: process (the planted mistakes are deterministic, and a check then runs only the learner's
#: code).  The suite itself is kept with its entry, so that its id cannot be reused.
_EXPECTED = {}


def _cached(suite, options):
    entry = _EXPECTED.get(_key(suite, options))
    return entry[1] if entry is not None and entry[0] is suite else None


def _key(suite, options):
    def frozen(value):
        return tuple(map(frozen, value)) if isinstance(value, (list, tuple)) else value
    try:
        key = (id(suite), tuple(sorted((k, frozen(v)) for k, v in options.items())))
        hash(key)
    except TypeError:
        return None
    return key


def _warm(suite, options):
    """Compute the suite's expectations once for these options (and keep them)."""
    key = _key(suite, options)
    if key is None or key in _EXPECTED or (suite.reference is None and not suite.variants):
        return
    if not available():
        _EXPECTED[key] = (suite, _expect(suite, options))
        return
    done = run_isolated(_expect, (suite, options), total=suite.total(**options) + 60,
                                idle=60)
    if done.finished:
        _EXPECTED[key] = (suite, done.value)


def _stub_report(bank, qid, func=None):
    # a body of pass, ... or return None is taken for the stub too: say what was seen
    if isinstance(func, type):
        what = ("a class whose methods do nothing yet (each only raises NotImplementedError, "
                "passes or returns None): fill them in")
    else:
        what = ("a function that does nothing yet (its body only raises NotImplementedError, "
                "passes or returns None): write it")
    return Report(bank, qid, "not attempted", f"the exercise is still the stub, or {what}, "
                                              "then run this cell again.")


def _run_here(func, suite, bank, qid, options, requires, expected=None):
    """The check itself (in the child process when there is one)."""
    if is_stub(func, suite.stub_methods):
        return _stub_report(bank, qid, func)
    stubs, failing = _prerequisites(func, requires, bank) if requires else ((), ())
    if stubs:
        return Report(bank, qid, "not attempted", f"{suite.name} relies on {stubs[0]}(), which "
                                                  "is still the stub: finish it, then run this "
                                                  "cell again.")
    cases = suite.cases(**options)
    total = suite.total(**options)
    notify("cases", [case.label for case in cases])
    # the check's total counts processor time, as each call's budget does (the same on a busy
    # machine); a call that waits instead of working is stopped by its budget's clock
    clock = time.process_time
    trials, start, timed_out = [], clock(), False
    if expected is not None and len(expected) != len(cases):
        expected = None
    for index, case in enumerate(cases):
        notify("case", index)
        if expected is not None:
            ref, variants = expected[index]
        else:
            ref, variants = _expect_one(suite, case)
        left = total - (clock() - start)
        shortened = timed_out and (case.budget or suite.budget).seconds > AFTER_TIMEOUT
        if left <= 0.05:
            obs = Observation("skipped", why=f"the check's time limit ({total:g} s for all the "
                                             "cases) was used up by the cases above")
        else:
            obs = observe(suite, func, case, min(left, AFTER_TIMEOUT) if shortened else left,
                          learner=suite.mutation)
        if obs.kind == "error" and obs.error == "NotImplementedError":
            where = f"{obs.where}() still raises" if obs.where else "the function still raises"
            return Report(bank, qid, "not attempted", f"{where} NotImplementedError: finish "
                                                      "it, then run this cell again.")
        timed_out = timed_out or obs.kind == "budget"
        trial = Trial(case, obs, ref, variants)
        _judge(suite, trial, shortened, failing)
        trials.append(trial)
        notify("row", index, _row(suite, trial))
    return _report(suite, trials, bank, qid, failing, func)


def _helpers_named(failing):
    """"result()" or "result(), winner()": the failing helpers, by name."""
    return ", ".join(f"{name}()" for name, _ in failing)


def _judge(suite, trial, shortened, failing=()):
    obs, ref = trial.obs, trial.ref
    if obs.kind == "skipped":
        trial.notes = [f"not run: {obs.why}"]
        return
    verdict = _guarded(suite.judge, trial.case, obs, ref)
    if verdict.kind == "value":
        ok, notes = verdict.value
    else:
        ok, notes = False, ["the check could not judge this answer ("
                            + (verdict.error and short_error(verdict.error) or "it took too long")
                            + ")"]
    trial.ok = bool(ok) and not obs.mutated
    trial.notes = [bounded(n) for n in notes]
    if not trial.ok and not notes and obs.kind == ref.kind == "value":
        note = type_note(obs, ref)
        if note:
            trial.notes.append(note)
    if obs.kind == "error" and not notes:
        trial.notes.append(_error_note(obs))
    if obs.kind == "budget":
        trial.notes.append(_budget_note(obs, shortened))
    if obs.mutated:
        # a right answer fails here only for the change: the row says so
        right = "the answer is right, but " if ok and not notes else ""
        if failing:
            # a helper that fails its own check may be the one that changed it: blame neither
            trial.notes.append(f"{right}the input was changed during the call, by your function "
                               f"or by a helper it calls ({_helpers_named(failing)} "
                               + ("fails its own check" if len(failing) == 1 else
                                  "fail their own checks")
                               + "; the check gave it a copy, so nothing of yours was changed)")
        else:
            trial.notes.append(f"{right}your function changed the input it was given; work on a "
                               "copy (the check gave it a copy, so nothing of yours was "
                               "changed)")


_SHAPES = {"bool": "True or False", "seq": "a list or a tuple", "set": "a set", "dict": "a dict"}


def _shapes(value):
    """What kind of answer a plain value is ("a number", "True or False", ...)."""
    if isinstance(value, tuple) and value[:1] == ("any",):
        return {shape for option in value[1] for shape in _shapes(option)}
    if value is None:
        return {"None"}
    if isinstance(value, (int, float)) or value == "nan" or (
            isinstance(value, tuple) and len(value) == 2 and value[0] == "number"):
        return {"a number"}
    if isinstance(value, str):
        return {"a string"}
    if isinstance(value, tuple) and len(value) == 2 and value[0] in _SHAPES:
        return {_SHAPES[value[0]]}
    return {"something else"}


def type_note(obs, ref):
    """"it returned (4, 0), where the answer is a number": when the kinds differ."""
    mine, theirs = _shapes(obs.value), _shapes(ref.value)
    if mine == {"None"} and theirs == {"a number"}:     # a number is never "nothing found"
        return ("it returned None, where the answer is a number: None comes from a "
                "function that reaches its end without `return` (print shows a value, it does "
                "not return it), or from returning a name that still holds None (one set only "
                "under an `if` that was never true)")
    # None is often a right answer elsewhere ("no winner"): not a kind mistake by itself
    if len(theirs) != 1 or mine & theirs or (mine | theirs) & {"None", "something else"}:
        return None
    return f"it returned {obs.what}, where the answer is {theirs.pop()}"


def _keeps_state(suite, func, trials):
    """``(trial, again)``: a case on which ``func`` answers differently when called again.

    The first case (which a function that keeps a global set of visited
    states passes, and fails once called again) and the first failing one
    are run again, twice each (a state that flips back and forth shows
    too), their printing swallowed; None when every answer agrees.  A run
    whose answer differs is preferred to one that only did other work.
    """
    failing = [t for t in trials if not t.ok and t.obs.kind != "skipped"]
    picks = [trials[0]] + [t for t in failing[:1] if t is not trials[0]]
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = io.StringIO()
    found = None
    try:
        for trial in picks:
            if trial.obs.kind not in ("value", "error") or (trial.obs.seconds or 0) > 1.0:
                continue
            for _ in range(2):
                again = observe(suite, func, trial.case, learner=suite.mutation)
                if again.kind not in ("value", "error"):
                    break
                if not _same(again, trial.obs):
                    if again.kind != trial.obs.kind or again.shown != trial.obs.shown:
                        return trial, again
                    found = found or (trial, again)
    finally:
        sys.stdout, sys.stderr = saved
    return found


def _report(suite, trials, bank, qid, failing, func=None):
    passed = sum(t.ok for t in trials)
    skipped = sum(t.obs.kind == "skipped" for t in trials)
    library = any(t.obs.library for t in trials)
    if passed == len(trials) and not library:
        report = Report(bank, qid, "passed", f"all {len(trials)} cases pass.")
    elif passed == len(trials):
        report = Report(bank, qid, "failed", f"the answers are right on all {len(trials)} "
                        f"cases, but {suite.library}.")
    elif library:
        report = Report(bank, qid, "failed", f"{suite.library[:1].upper()}{suite.library[1:]} "
                                             f"(the answers are right on {passed} of "
                                             f"{len(trials)} cases).")
    else:
        summary = f"{passed} of {len(trials)} cases pass."
        if skipped:
            summary = summary[:-1] + f" ({skipped} not run)."
        report = Report(bank, qid, "failed", summary)
    if library:
        errors = any(t.obs.library and t.obs.kind == "error" for t in trials)
        report.add_hint("uses-library", suite.library_hint
                        + (" (The errors above come from the library, which reads its own "
                           "data, not what the check gives your function.)" if errors else ""))
    if any(t.obs.mutated for t in trials) and failing:
        report.add_hint("mutates-input", f"The input given to {suite.name} was changed during "
                        f"the call: by {suite.name} itself or by a helper it calls (a helper "
                        "that fails its own check, below, may be the one). Callers (and a "
                        "search) rely on their objects staying as they were.")
    elif any(t.obs.mutated for t in trials):
        report.add_hint("mutates-input", "Your function changes its input. Callers (and a "
                                         "search) rely on their objects staying as they were.")
    if report.status == "failed":
        if failing:
            report.add_hint("helper-fails", _helper_fails_hint(suite, failing))
            failed = {name for name, _ in failing}
            for recogniser in suite.recognisers:        # facts, still worth saying
                if not recogniser.always or recogniser.unless & failed:
                    continue                # (unless a failing helper may explain them)
                found = _guarded(recogniser.test, trials)
                if found.kind == "value" and found.value:
                    report.add_hint(recogniser.key, recogniser.hint)
        elif not library:
            _diagnose(suite, trials, report, func)
        helps = suite.about_if is None or _direct(suite.about_if, trials, report)
        if suite.about and (helps is True or helps.kind == "value" and helps.value):
            report.notes.append(suite.about)
    elif failing:
        # its own cases pass, but a helper it relies on is wrong: say so (another board may show it)
        one = len(failing) == 1
        name, qid_first = failing[0]
        report.notes.append(f"Its own cases pass, but {suite.name} relies on "
                            f"{_helpers_named(failing)}, which "
                            f"{'fails its own check' if one else 'fail their own checks'}: "
                            f"fix {'it' if one else 'them'} too ({'' if one else 'start with '}lesson.check(\"{qid_first}\", "
                            f"{name})); on other inputs the mistake may change what "
                            f"{suite.name} does.")
    report.rows = [_row(suite, t) for t in trials]
    if suite.extra is not None:
        extra = _guarded(suite.extra, trials)
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


def _given(func):
    """What was handed in, in words ("an instance of DequeFrontier", "an int (4)")."""
    kind = type(func)
    if kind.__module__ == "builtins" or func is None:
        return a_value(func)
    return f"an instance of {kind.__name__} (an object made by calling the class)"


def _unquoted(text, otherwise):
    """``text`` as a name to write without quotes, if it is one (else ``otherwise``)."""
    return text.strip() if text.strip().isidentifier() else otherwise


def _not_what_is_asked(func, suite, qid):
    """``(summary, hint)`` when ``func`` is not the kind of thing the exercise asks for."""
    if suite.wants == "class":
        if isinstance(func, type):
            return None
        name = type(func).__name__
        if not callable(func) and type(func).__module__ != "builtins":
            return (f"expected a class ({suite.signature}), got {_given(func)}.",
                    f"Pass the class itself, without brackets: lesson.check(\"{qid}\", {name}), "
                    f"not {name}(). The check makes its own instances.")
        if isinstance(func, str):
            return (f"expected a class ({suite.signature}), got {_given(func)}.",
                    "That is a string, not a class: pass the class itself, its name without "
                    f"quotes: lesson.check(\"{qid}\", {_unquoted(func, 'MyClass')}).")
        if not callable(func):
            return (f"expected a class ({suite.signature}), got {_given(func)}.",
                    "Pass the class you wrote (its name, without brackets).")
        return None                          # a factory: it makes instances when called
    if callable(func):
        return None
    if isinstance(func, str):
        return (f"expected a function ({suite.signature}), got {_given(func)}.",
                "That is a string, not a function: pass the function itself, its name without "
                f"quotes: lesson.check(\"{qid}\", {_unquoted(func, 'my_function')}).")
    return (f"expected a function ({suite.signature}), got {_given(func)}.",
            "Pass the function itself, without calling it: lesson.check(\"" + qid + "\", "
            "my_function), not my_function(...).")


def run_suite(func, suite, *, bank="", qid=None, requires=(), **options):
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
    requires : sequence of (str, Suite) or (str, Suite, str)
        Helpers ``func`` relies on, by name in its module's globals, each with
        its own suite (and its exercise id, when it differs from the name):
        checked first, when ``func``'s code calls them (a failing helper is
        named instead of a guess about ``func``; one still the stub makes
        ``func`` not attempted).
    **options
        Passed to the suite's case builder.
    """
    qid = qid or suite.name
    wrong = _not_what_is_asked(func, suite, qid)
    if wrong is not None:
        summary, hint = wrong
        report = Report(bank, qid, "failed", summary)
        report.add_hint("not-callable", hint)
        return report
    if isinstance(func, (types.FunctionType, type)) and is_stub(func, suite.stub_methods):
        return _stub_report(bank, qid, func)         # its code read, never run: no child needed
    if suite.prepare is not None:
        suite.prepare(**options)
    _warm(suite, options)
    space = getattr(inspect.unwrap(func), "__globals__", None) or {}
    for name, other, _ in _needs(requires):    # the helpers that will be checked
        helper = space.get(name)
        if (isinstance(helper, (types.FunctionType, type)) and helper is not func
                and not is_stub(helper, other.stub_methods)):
            _warm(other, {})
    expected = _cached(suite, options)
    if not available():
        return _run_here(func, suite, bank, qid, options, requires, expected)
    done = run_isolated(_run_here, (func, suite, bank, qid, options, requires, expected),
                                total=suite.total(**options) + 60, idle=60)
    report = done.value if done.finished else _stopped_report(done, bank, qid)
    report.output = done.output
    if getattr(report, "alone", None) is not None:
        _alone_again(func, suite, options, report)
    return report


def _observe_alone(func, suite, options, index):
    return observe(suite, func, suite.cases(**options)[index], learner=suite.mutation)


def _alone_again(func, suite, options, report):
    """Run the first failing case alone, in a fresh process: a different answer there is a
    fact, the function keeps something from one call to the next."""
    index, key, shown = report.alone
    report.alone = None
    case = suite.cases(**options)[index]
    done = run_isolated(_observe_alone, (func, suite, options, index),
                        total=(case.budget or suite.budget).seconds + 30, idle=30)
    if not done.finished or done.value.kind not in ("value", "error", "budget") \
            or done.value.key() == key:
        return
    alone = done.value.shown if done.value.kind != "budget" else "no answer (it ran out of time)"
    report.notes = [n for n in report.notes if not n.startswith("First difference")]
    report.replay = None
    if alone == shown:          # the same answer, reached by other calls on the problem
        said = (f"Run on its own, your function answers \u201c{case.label}\u201d with {alone}, "
                "as it did after the cases above it, but it does other work on the way (other "
                "calls on what it is given). ")
    else:
        said = (f"Run on its own, your function answers \u201c{case.label}\u201d with {alone}; "
                f"run after the cases above it, it answered {shown or 'otherwise'}. ")
    report.add_hint("keeps-state", said + "It keeps something from one call to the next (a "
                    "default argument such as memo={} or explored=set(), a global, or a class "
                    "attribute), or leaves a choice to chance (random): make everything it "
                    "builds fresh inside the call, and its choices fixed.")


def check_function(func, suite, *, bank="", qid=None, show=True, **options):
    """Check ``func`` against ``suite``: show the report and return it.

    In strict mode (``SEARCHLIB_STRICT_CHECKS=1``) a failing check raises
    :class:`~searchlib.checks.report.CheckFailed`; "not attempted" never does.
    """
    return finish(run_suite(func, suite, bank=bank, qid=qid, **options), show=show)
