"""The Degrees project on the large set (lesson 13): :data:`LARGE` times ``shortest_path``.

The learner's function reaches the data only through the global ``neighbors_for_person`` of
its notebook, as in the project.  For each question the check puts one reading the large set
in that global (in the check's own process: the learner's own is never touched), runs the
function under a clock budget, and compares the length of the answer with a plain
breadth-first search written here (:func:`distance`).  The report's ``extra["timings"]``
gives the seconds each question took as its limit counts them (processor time in a check's
child process), next to the library's own BFS timed the same way.  The mistakes are named
by the small-cast check (:data:`~searchlib.checks.suites.search.SHORTEST_PATH`); this one is
about speed, and says what was too slow.

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

import time
from collections import deque

from ..bank import Exercise
from ..budget import Budget
from ..compare import plain
from ..report import a_value
from ..runner import Case, Recogniser, Suite, stopped_waiting
from ..sandbox import in_child, waited

__all__ = ["LARGE", "LARGE_QUERIES", "distance", "path_problem", "Pairs", "timings_text",
           "TimedExercise"]

#: Questions on the large set: (source, target), in the order asked.
LARGE_QUERIES = [("61753", "9402"), ("69290", "55894"), ("37655", "32822"), ("9515", "71277")]


class Pairs(set):
    """A set of ``(movie_id, person_id)`` pairs that iterates in a fixed order.

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


_DATA = {}


def _large_data():
    """The large set, loaded once per kernel (before a check starts its child process)."""
    if "large" not in _DATA:
        from ...degrees.synthetic import load_large
        _DATA["large"] = load_large(progress=False)
    return _DATA["large"]


def _prepare(data=None, **options):
    if data is None:
        _large_data()


def _cases(data=None, seconds=10.0, queries=None):
    data = _large_data() if data is None else data
    out = []
    for source, target in LARGE_QUERIES if queries is None else queries:
        shortest = distance(data, source, target)
        what = "not connected" if shortest is None else f"{shortest} steps"
        out.append(Case(f"{data.name(source)} ({source}) to {data.name(target)} ({target}): {what}",
                        (source, target), given=f"{source!r}, {target!r} (large set)",
                        shown="None" if shortest is None else f"a path of {shortest} steps",
                        budget=Budget(None, seconds),
                        data={"data": data, "steps": shortest,
                              "short": f"{source} to {target} ({what})"}))
    return out


def _call(func, args, kwargs, watch):
    """Give ``func`` a ``neighbors_for_person`` reading the case's data, then call it."""
    data = watch.data
    space = getattr(getattr(func, "__func__", func), "__globals__", {})
    saved = space.get("neighbors_for_person", _call)
    space["neighbors_for_person"] = lambda person: Pairs(data.neighbors_in_order(person))
    try:
        return func(*args)
    finally:                                  # inside the kernel (no child): put theirs back
        if saved is _call:
            space.pop("neighbors_for_person", None)
        else:
            space["neighbors_for_person"] = saved


class _Data:
    __slots__ = ("data",)

    def __init__(self, data):
        self.data = data

    def __repr__(self):
        return "<data>"


def _as_path(value):
    """The learner's answer (as the check keeps it) as a list of pairs, or as it is."""
    return [tuple(step[1]) if isinstance(step, tuple) and step[:1] == ("seq",) else step
            for step in value[1]] if isinstance(value, tuple) and value[:1] == ("seq",) else value


def _normalise(value):
    """As the check keeps an answer (:func:`~searchlib.checks.compare.plain`), a tuple kept
    apart: the contract asks for a list."""
    return ("tuple", plain(value)) if isinstance(value, tuple) else plain(value)


def _judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    steps, value = case.data["steps"], obs.value
    if steps is None:
        return value is None, [] if value is None else [
            f"nobody links them, so the answer is None, not {obs.shown}"]
    if value is None:
        return False, [f"they are connected ({steps} steps), but it returned None"]
    if isinstance(value, tuple) and value[:1] == ("tuple",):
        return False, ["it returned a tuple: return a list of (movie_id, person_id) pairs"]
    path = _as_path(value)
    trouble = path_problem(case.data["data"], *case.args, path)
    if trouble:
        return False, [trouble]
    if len(path) != steps:
        return False, [f"the path has {len(path)} steps; the shortest has {steps}"]
    return True, []


def _timings(trials):
    """``{"timings": [(question, learner's seconds or None, library's seconds), ...],
    "waiting": [the questions stopped on the clock while they waited],
    "raised": {question: the error's type name, for the calls that raised},
    "limit": (seconds, clock)}``: the seconds as the budget counts them (processor time in a
    check's child process, where ``clock`` is ``"processor"``; the clock inside the kernel),
    the library's BFS timed the same way."""
    from ...degrees.search import path_search
    processor = in_child()
    now = time.process_time if processor else time.perf_counter
    rows, limit, waiting, raised = [], None, [], {}
    for trial in trials:
        start = now()
        path_search(trial.case.data["data"], *trial.case.args)
        library = now() - start
        mine = trial.obs.counted if trial.obs.kind == "value" else None
        rows.append((trial.case.data["short"], mine, library))
        if stopped_waiting(trial.obs):
            waiting.append(trial.case.data["short"])
        if trial.obs.kind == "error" and trial.obs.error != "MemoryError":  # memory: stopped
            raised[trial.case.data["short"]] = trial.obs.error
        budget = trial.case.budget
        limit = limit if budget is None else budget.seconds
    return {"timings": rows, "waiting": waiting, "raised": raised,
            "limit": (limit, "processor" if processor else "clock", waited(limit or 0))}


def timings_text(extra):
    """The lines a report shows for ``extra`` (what :func:`_timings` gives): the limit, as it
    is counted, then each question's time, the learner's and the library's.

    >>> lines = timings_text({"timings": [("1 to 2 (3 steps)", 0.5, 0.01),
    ...                                   ("3 to 4 (not connected)", None, 0.0),
    ...                                   ("5 to 6 (2 steps)", None, 0.0)],
    ...                       "raised": {"5 to 6 (2 steps)": "KeyError"},
    ...                       "limit": (10.0, "processor", 40.5)})
    >>> lines[0][:44], lines[0][-37:]
    ('Each question may use 10 s of processor time', 'is stopped after 40.5 s on the clock.')
    >>> print("\\n".join(lines[1:]))
    Processor time per question (yours, then the library's BFS):
      1 to 2 (3 steps): 0.50 s / 0.01 s
      3 to 4 (not connected): stopped / 0.00 s
      5 to 6 (2 steps): raised KeyError / 0.00 s
    """
    rows = extra.get("timings", [])
    if not rows:
        return []
    seconds, clock, wait = extra.get("limit", (None, "clock", None))
    out = []
    if clock == "processor":
        if seconds is not None:
            out.append(f"Each question may use {seconds:g} s of processor time (seconds=... sets "
                       "another limit); a function that waits instead of working (time.sleep) "
                       f"uses none, and is stopped after {wait:g} s on the clock.")
        out.append("Processor time per question (yours, then the library's BFS):")
    else:
        if seconds is not None:
            out.append(f"Each question may take {seconds:g} s (seconds=... sets another limit).")
        out.append("Time per question (yours, then the library's BFS):")
    raised = extra.get("raised") or {}
    for label, yours, library in rows:
        if yours is not None:
            mine = f"{yours:.2f} s"
        elif label in raised:                   # an error, not the limit: say which
            mine = f"raised {raised[label]}"
        else:
            mine = "stopped (clock)" if label in extra.get("waiting", ()) else "stopped"
        ref = "" if library is None else f" / {library:.2f} s"
        out.append(f"  {label}: {mine}{ref}")
    return out


def _tuples(trials):
    return any(t.obs.kind == "value" and isinstance(t.obs.value, tuple)
               and t.obs.value[:1] == ("tuple",) for t in trials)


def _too_slow(trials):
    """Stopped for the processor time it used (a call stopped on the clock while it waited
    is not slow code: its row says so)."""
    return any(t.obs.kind == "budget" and not stopped_waiting(t.obs) for t in trials)


def _far_too_long(trials):
    """Valid paths, at least one of them more than twice as long as the shortest (and 5 steps
    more): what a depth-first search finds on a large set."""
    for t in trials:
        steps = t.case.data["steps"]
        if t.ok or t.obs.kind != "value" or not steps:
            continue
        path = _as_path(t.obs.value)
        if path_problem(t.case.data["data"], *t.case.args, path) is None \
                and len(path) > 2 * steps + 5:
            return True
    return False


#: Suite for ``shortest_path`` on the large set (options ``data``, ``seconds`` per question,
#: ``queries`` to ask other pairs).
LARGE = Suite(
    "shortest-path-large", "shortest_path(source, target) on the large synthetic set", _cases,
    reference=None, arguments=lambda case: (case.args, {}, _Data(case.data["data"])),
    call=_call, normalise=_normalise, judge=_judge, extra=_timings, prepare=_prepare,
    total=lambda seconds=10.0, queries=None, **_: (seconds + 5) * len(queries or LARGE_QUERIES),
    recognisers=[Recogniser("slow", "Too slow on the large set. The usual culprits: asking 'is "
                            "this person in the frontier?' of a list or deque (it walks the "
                            "whole frontier every time: keep the people reached in a set or "
                            "dict), removing from the front of a list (use deque.popleft()), or "
                            "testing the target only when a person comes out of the frontier "
                            "instead of when you first meet them.", _too_slow, always=True),
                 Recogniser("far-too-long", "Valid paths, but far longer than the shortest "
                            "ones: that is what a depth-first search finds (a stack frontier: "
                            "deque.pop() or the project's StackFrontier). Use a queue "
                            "(deque.popleft() or QueueFrontier) so that the first path found is "
                            "a shortest one. The small-cast check (lesson.check(\"shortest-path\", "
                            "shortest_path)) names the mistakes it knows.", _far_too_long),
                 Recogniser("tuple-path", "Return the path as a list, as the project asks: "
                            "[(movie_id, person_id), ...], not a tuple.", _tuples)])


class TimedExercise(Exercise):
    """An exercise whose report also lists how long each case took (the large set), as its
    limit counts it (:func:`timings_text`)."""

    def describe(self, report):
        report.notes.extend(timings_text(report.extra))
