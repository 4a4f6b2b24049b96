"""The Degrees project on the large set: :data:`LARGE` times the learner's ``shortest_path``.

The learner's function reaches the data only through the global
``neighbors_for_person`` of its notebook, as in the project.  For each
question the check puts one reading the large set in that global (in the
check's own process: the learner's own is never touched), runs the
function under a clock budget, and compares the length of the answer with
a plain breadth-first search written here (:func:`distance`).  The
report's ``extra["timings"]`` gives the seconds each question took, next
to the library's BFS.  Once a question runs out of time, the others are
not run.

The small-set check of the same function is
:data:`searchlib.checks.suites.search.SHORTEST_PATH`.

Examples
--------
>>> from collections import deque
>>> def shortest_path(source, target):
...     if source == target:
...         return []
...     came, frontier = {source: None}, deque([source])
...     while frontier:
...         person = frontier.popleft()
...         for movie, other in neighbors_for_person(person):
...             if other not in came:
...                 came[other] = (person, movie)
...                 if other == target:
...                     path = []
...                     while other != source:
...                         person, movie = came[other]
...                         path.append((movie, other))
...                         other = person
...                     return path[::-1]
...                 frontier.append(other)
...     return None
>>> from searchlib.checks.runner import run_suite
>>> from searchlib.degrees import generate
>>> tiny = generate(2000, seed=5)
>>> report = run_suite(shortest_path, LARGE, data=tiny, queries=[("1", "2"), ("3", "3")])
>>> report.status, len(report.extra["timings"])
('passed', 2)
"""

import inspect
import time
from collections import deque

from ..checks.budget import Budget, BudgetExceeded, Outcome, call_with_budget
from ..checks.report import a_value
from ..checks.legacy import Case, Mistake, Suite

__all__ = ["LARGE", "LARGE_QUERIES", "distance", "path_problem", "Pairs", "Neighbours"]

NAME = "neighbors_for_person"

#: Questions on the large set: (source, target), in the order asked.
LARGE_QUERIES = [("61753", "9402"), ("69290", "55894"), ("37655", "32822"),
                 ("9515", "71277")]


class Pairs(set):
    """A set of ``(movie_id, person_id)`` pairs that iterates in a fixed order.

    Examples
    --------
    >>> p = Pairs([("2", "b"), ("1", "a")])
    >>> list(p), ("1", "a") in p, isinstance(p, set)
    ([('2', 'b'), ('1', 'a')], True, True)
    """

    def __init__(self, items=()):
        items = list(dict.fromkeys(items))
        super().__init__(items)
        self._order = items

    def __iter__(self):
        order = getattr(self, "_order", None)
        if order is None or len(order) != len(self):   # changed by the caller
            return super().__iter__()
        return iter(order)


class Neighbours:
    """``neighbors_for_person`` on one data set, counting its calls.

    Parameters
    ----------
    data : Degrees
    deadline : float, optional
        A ``time.perf_counter()`` value past which a call raises
        :class:`~searchlib.checks.budget.BudgetExceeded`.
    """

    def __init__(self, data, *, deadline=None):
        self.data = data
        self.deadline = deadline
        self.calls = 0

    def __call__(self, person_id):
        self.calls += 1
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise BudgetExceeded(f"stopped after {self.calls:,} calls of {NAME}")
        return Pairs(self.data.neighbors_in_order(person_id))


def distance(data, source, target):
    """The fewest films from ``source`` to ``target`` (None when not connected)."""
    if source == target:
        return 0
    seen, frontier = {source}, deque([(source, 0)])
    while frontier:
        person, depth = frontier.popleft()
        for movie in data.movies_of(person):
            for other in data.stars_of(movie):
                if other == target:
                    return depth + 1
                if other not in seen:
                    seen.add(other)
                    frontier.append((other, depth + 1))
    return None


def path_problem(data, source, target, path):
    """What is wrong with ``path`` as a path from source to target (a sentence), or None."""
    if not isinstance(path, (list, tuple)):
        return f"it returned {a_value(path)}, not a list of (movie_id, person_id) pairs"
    person = source
    for k, step in enumerate(path, 1):
        if not (isinstance(step, (list, tuple)) and len(step) == 2):
            return f"step {k} is {step!r}, not a (movie_id, person_id) pair"
        movie, other = step
        if not (isinstance(movie, str) and isinstance(other, str)):
            return f"step {k} is {step!r}: both ids must be strings"
        if movie not in data.movies:
            return f"step {k}: there is no movie {movie!r}"
        cast = data.stars_of(movie)
        if person not in cast:
            return f"step {k}: {data.name(person)} did not star in movie {movie!r}"
        if other not in cast:
            return f"step {k}: person {other!r} did not star in movie {movie!r}"
        person = other
    if person != target:
        return f"the path ends at person {person!r}, not at the target {target!r}"
    return None


# -- recognisers ------------------------------------------------------------------

_STACK = ("That is the path a stack finds: your frontier hands back the person added last "
          "(depth first), which follows the long route to its end. Take the person added "
          "first (a queue: deque.popleft()), so that people come out one layer of distance "
          "at a time.")
_NO_EXPLORED = ("The search never ends when there is no path. Co-starring goes both ways, so "
                "without a record of the people already reached it hands the same people "
                "back and forth for ever. Keep a set (or dict) of everyone reached and never "
                "add them again.")
_SAME = ("When the source is the target the answer is [] (0 steps). Test it before the loop: "
         "a person is among their own neighbours, so the loop finds them one step away (or, "
         "if the source counts as reached already, never finds them).")
_REVERSED = ("The path is backwards: walking back through the parents gives the steps from "
             "the target to the source. Reverse the list before returning it.")
_SOURCE_IN = ("The source is not part of the path: the list holds only the steps, each "
              "(movie_id, person_id) for the person reached. The program adds the source "
              "itself.")
_EMPTY = ("Return None when nobody links the two people: [] means 'the same person, 0 "
          "steps'.")
_PEOPLE = ("Each step is a (movie_id, person_id) pair (the film and the person it reaches), "
           "not a person id alone.")
_NUMBERS = "Ids are strings ('705'), as neighbors_for_person gives them: keep them as they are."
_SWAPPED = "Each pair is (movie_id, person_id): the film first, then the person."
def _steps(trial):
    value = trial.value if trial.kind == "value" else None
    return value if isinstance(value, (list, tuple)) else None


def _mistakes(data, source, target, shortest):
    def valid(path):
        return path is not None and path_problem(data, source, target, path) is None

    def reversed_ok(t):
        s = _steps(t)
        return bool(s) and valid(list(s)[::-1]) and not valid(s)

    def source_in(t):
        s = _steps(t)
        if not s or not isinstance(s[0], (list, tuple)) or len(s[0]) != 2:
            return False
        return s[0][1] == source or s[0][0] is None

    def people(t):
        s = _steps(t)
        return bool(s) and all(isinstance(x, str) for x in s)

    def numbers(t):
        s = _steps(t)
        return bool(s) and all(isinstance(x, (list, tuple)) and len(x) == 2 for x in s) and \
            not all(isinstance(v, str) for x in s for v in x) and \
            valid([(str(m), str(p)) for m, p in s])

    def swapped(t):
        s = _steps(t)
        return bool(s) and all(isinstance(x, (list, tuple)) and len(x) == 2 for x in s) and \
            valid([(p, m) for m, p in s])

    return [
        Mistake("stack", _STACK, lambda t: bool(shortest) and valid(_steps(t))
                and len(_steps(t)) > shortest),
        Mistake("no-explored", _NO_EXPLORED, lambda t: shortest is None and t.kind == "budget"),
        Mistake("same-person", _SAME, lambda t: source == target and t.kind == "value"
                and t.value != []),
        Mistake("reversed", _REVERSED, reversed_ok),
        Mistake("source-in-path", _SOURCE_IN, source_in),
        Mistake("empty-not-none", _EMPTY, lambda t: shortest is None and t.kind == "value"
                and t.value == []),
        Mistake("people-only", _PEOPLE, people),
        Mistake("ids-as-numbers", _NUMBERS, numbers),
        Mistake("pair-order", _SWAPPED, swapped),
    ]


def _judge(data, source, target, shortest):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        got = trial.value
        if shortest is None:
            if got is None:
                return True, []
            return False, [f"nobody links them, so the answer is None, not {got!r}"]
        if got is None:
            return False, [f"they are connected ({shortest} steps), but it returned None"]
        problem = path_problem(data, source, target, got)
        if problem:
            return False, [problem]
        if len(got) != shortest:
            return False, [f"the path has {len(got)} steps; the shortest has {shortest}"]
        return True, []
    return judge


# -- running a case on its own data ----------------------------------------------------

def _globals_of(func):
    target = inspect.unwrap(func)
    return getattr(target, "__globals__", None)


class _Swap:
    """Put ``neighbours`` in ``func``'s globals as neighbors_for_person, then restore."""

    _MISSING = object()

    def __init__(self, func, neighbours):
        self.space = _globals_of(func)
        self.neighbours = neighbours

    def __enter__(self):
        if self.space is not None:
            self.old = self.space.get(NAME, self._MISSING)
            self.space[NAME] = self.neighbours
        return self

    def __exit__(self, *exc):
        if self.space is not None:
            if self.old is self._MISSING:
                self.space.pop(NAME, None)
            else:
                self.space[NAME] = self.old
        return False


# -- the large set ---------------------------------------------------------------------

def _call_large(data, seconds):
    state = {"stopped": False}

    def call(func, args, kwargs, budget):
        if state["stopped"]:
            return Outcome.skipped("a question above ran out of time")
        from ..degrees.search import path_search
        start = time.perf_counter()
        path_search(data, *args)
        library = time.perf_counter() - start
        neighbours = Neighbours(data, deadline=time.perf_counter() + seconds)
        with _Swap(func, neighbours):
            outcome = call_with_budget(func, args, budget=Budget(lines=None, seconds=seconds))
        if outcome.kind == "budget":
            state["stopped"] = True
        outcome.extra = library
        return outcome
    return call


def _timings(trials):
    """``{"timings": [(label, learner's seconds or None, library's seconds), ...]}``."""
    rows = []
    for trial in trials.values():
        mine = trial.outcome.seconds if trial.kind == "value" else None
        rows.append((trial.case.data["short"], mine, trial.outcome.extra))
    return {"timings": rows}


_DATA = {}


def _large_data():
    """The large set, loaded once per kernel (before a check starts its child process)."""
    if "large" not in _DATA:
        from ..degrees.synthetic import load_large
        _DATA["large"] = load_large(progress=False)
    return _DATA["large"]


def _prepare(data=None, **options):
    if data is None:
        _large_data()


_SLOW = ("Too slow on the large set. The usual culprits: asking 'is this person in the "
         "frontier?' of a list or deque (it walks the whole frontier every time: keep the "
         "people reached in a set or dict), removing from the front of a list (use "
         "deque.popleft()), or testing the target only when a person comes out of the "
         "frontier instead of when you first meet them.")


def _large_cases(data=None, seconds=10.0, queries=None):
    data = _large_data() if data is None else data
    out = []
    for source, target in LARGE_QUERIES if queries is None else queries:
        shortest = distance(data, source, target)
        what = "not connected" if shortest is None else f"{shortest} steps"
        label = f"{data.name(source)} ({source}) to {data.name(target)} ({target}): {what}"
        short = f"{source} to {target} ({what})"
        mistakes = _mistakes(data, source, target, shortest)
        mistakes.append(Mistake("slow", _SLOW, lambda t: t.kind == "budget"))
        out.append(Case(label, (source, target), given=f"{source!r}, "
                        f"{target!r} (large set)", data={"short": short},
                        shown="None" if shortest is None else f"a path of {shortest} steps",
                        judge=_judge(data, source, target, shortest), mistakes=mistakes))
    # the call hook needs the data: rebuilt for every run
    LARGE.call = _call_large(data, seconds)
    return out


#: Suite for ``shortest_path`` on the large set (options ``data``, ``seconds`` per
#: question, ``queries`` to ask other pairs).
LARGE = Suite(
    "shortest-path-large",
    "shortest_path(source, target) on the large synthetic set",
    _large_cases, extra=_timings, prepare=_prepare,
    total=lambda seconds=10.0, queries=None, **_: (seconds + 5) * len(queries or LARGE_QUERIES),
    about="Each question may take up to 10 s (seconds=...); after one runs out of time the "
          "others are not run.")
