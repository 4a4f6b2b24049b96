"""Suite for the Degrees project's ``shortest_path(source, target)``: :data:`SHORTEST_PATH`.

Contract (the project's): ``shortest_path(source, target)`` takes two
person ids (strings) and returns a list of ``(movie_id, person_id)``
tuples of strings, one per step, the source left out and the target last;
``[]`` when ``source == target``; ``None`` when they are not connected.
The function reads the data through ``neighbors_for_person(person_id)``
(or the ``people``, ``movies`` and ``names`` dicts).

The check runs two kinds of case:

* on a small made-up cast of its own (:func:`cast`), for which it puts its
  own ``neighbors_for_person``, ``people``, ``movies`` and ``names`` into
  the learner's function's globals for the length of the call (and puts
  the notebook's own back afterwards).  The cast has a short route next to
  a long detour, a pair with no connection, and a person with no films,
  so every catalogued mistake shows;
* optionally on the notebook's own data: pass ``neighbors=`` (the
  notebook's ``neighbors_for_person``) and ``pairs=[(source, target), ...]``;
  the expected number of steps then comes from the check's own
  breadth-first search over that function.

Mistakes recognised: a stack frontier (a valid but longer path); no
explored set (a pair that is not connected never ends: the budget stops
it); source equal to target not handled (one step found, or None
because the source counts as reached already); the path not reversed;
the source put in the path, ``[]`` for "not connected", integer ids,
pairs in the wrong order or as lists, bare person ids instead of pairs.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def shortest_path(source, target):
...     from collections import deque
...     if source == target:
...         return []
...     parent, frontier = {source: None}, deque([source])
...     while frontier:
...         person = frontier.popleft()
...         for movie_id, other in neighbors_for_person(person):
...             if other not in parent:
...                 parent[other] = (person, (movie_id, other))
...                 if other == target:
...                     path = []
...                     while parent[other] is not None:
...                         other, step = parent[other]
...                         path.append(step)
...                     return path[::-1]
...                 frontier.append(other)
...     return None
>>> run_suite(shortest_path, SHORTEST_PATH).status
'passed'
"""

import inspect
from collections import deque

from ..budget import Budget, call_with_budget
from ..runner import Case, Mistake, Suite

__all__ = ["SHORTEST_PATH", "Cast", "cast", "degrees_distance", "PROVIDED"]

#: The names the check provides to the learner's function for its own cast.
PROVIDED = ("neighbors_for_person", "people", "movies", "names")


class OrderedSet(set):
    """A set that iterates in insertion order (so the check is deterministic)."""

    def __init__(self, items=()):
        items = list(dict.fromkeys(items))
        super().__init__(items)
        self._order = items

    def __iter__(self):
        return iter([x for x in self._order if x in self])

    def add(self, item):
        if item not in self:
            self._order.append(item)
        super().add(item)

    def __deepcopy__(self, memo):
        return OrderedSet(self)

    def __reduce__(self):
        return (OrderedSet, (list(self),))


class Cast:
    """People and films in the Degrees project's layout.

    Attributes
    ----------
    people : dict
        ``{person_id: {"name", "birth", "movies": set of movie ids}}``.
    movies : dict
        ``{movie_id: {"title", "year", "stars": set of person ids}}``.
    names : dict
        ``{lower-case name: set of person ids}``.
    """

    def __init__(self, people, films):
        self.people = {pid: {"name": name, "birth": birth, "movies": OrderedSet()}
                       for pid, name, birth in people}
        self.movies = {}
        self.names = {}
        for pid, name, _ in people:
            self.names.setdefault(name.lower(), OrderedSet()).add(pid)
        for mid, title, year, stars in films:
            self.movies[mid] = {"title": title, "year": year, "stars": OrderedSet(stars)}
            for pid in stars:
                self.people[pid]["movies"].add(mid)

    def neighbors_for_person(self, person_id):
        """``(movie_id, person_id)`` for everyone in a film with ``person_id``, them included."""
        return OrderedSet((mid, other) for mid in self.people[person_id]["movies"]
                          for other in self.movies[mid]["stars"])

    def name(self, person_id):
        return self.people[person_id]["name"]


def cast():
    """The check's own small cast (made-up people and films).

    Sam (1) and Tia (9) are two steps apart through Ann (2), and also
    joined by a five-step detour through Ben, Cal, Dee and Eve; Ivo and
    Jo (10, 11) have a film of their own; Kit (12) has none.
    """
    people = [("1", "Sam Sable", "1970"), ("2", "Ann Alder", "1971"), ("3", "Ben Birch", "1972"),
              ("4", "Cal Cedar", "1973"), ("5", "Dee Dogwood", "1974"),
              ("6", "Eve Elm", "1975"), ("9", "Tia Teak", "1979"), ("10", "Ivo Ivy", "1980"),
              ("11", "Jo Juniper", "1981"), ("12", "Kit Kauri", "1982")]
    films = [("101", "First Light", "2001", ["1", "2"]),
             ("102", "Second Wind", "2002", ["1", "3"]),
             ("103", "Third Act", "2003", ["2", "9"]),
             ("104", "Long Road", "2004", ["3", "4"]),
             ("105", "Longer Road", "2005", ["4", "5"]),
             ("106", "Longest Road", "2006", ["5", "6"]),
             ("107", "The End", "2007", ["6", "9"]),
             ("108", "Island", "2008", ["10", "11"])]
    return Cast(people, films)


def degrees_distance(neighbors, source, target):
    """The oracle: fewest steps from ``source`` to ``target`` (None if not connected)."""
    if source == target:
        return 0
    seen, frontier = {source}, deque([(source, 0)])
    while frontier:
        person, depth = frontier.popleft()
        for _, other in neighbors(person):
            if other == target:
                return depth + 1
            if other not in seen:
                seen.add(other)
                frontier.append((other, depth + 1))
    return None


def _valid(neighbors, source, target, path):
    if not isinstance(path, list) or not path:
        return False
    person = source
    for step in path:
        if not (isinstance(step, tuple) and len(step) == 2):
            return False
        if step not in set(neighbors(person)) or step[1] == person:
            return False
        person = step[1]
    return person == target


def _format_problem(value):
    if not isinstance(value, list):
        return f"return a list of (movie_id, person_id) pairs, not a {type(value).__name__}"
    for step in value:
        if not isinstance(step, tuple) or len(step) != 2:
            return f"each step should be a tuple (movie_id, person_id), not {step!r}"
        if not all(isinstance(x, str) for x in step):
            return f"ids are strings: {step!r} should hold two strings"
    return None


def _judge(neighbors, source, target, steps):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        got = trial.value
        if steps is None:
            if got is None:
                return True, []
            return False, [f"they are not connected, so the answer is None, not {got!r}"]
        if got is None:
            return False, [f"it returned None, but they are {steps} steps apart"]
        problem = _format_problem(got)
        if problem:
            return False, [problem]
        if steps == 0:
            return (got == [], [] if got == [] else ["the same person: the answer is []"])
        if not _valid(neighbors, source, target, got):
            return False, ["that is not a chain of films from the source to the target "
                           "(each pair: a film the previous person is in, and a co-star)"]
        if len(got) != steps:
            return False, [f"the path has {len(got)} steps; the shortest has {steps}"]
        return True, []
    return judge


def _mistakes(neighbors, source, target, steps):
    def valid(path):
        return _valid(neighbors, source, target, path)

    def as_pairs(value):
        return [tuple(step) for step in value] if isinstance(value, (list, tuple)) else None
    return [
        Mistake("same-person", "When source and target are the same person the answer is [] "
                "(0 steps). Handle it before the loop: a person is among their own "
                "neighbours, so the loop finds them one step away (or, when the source "
                "counts as reached from the start, never finds them and returns None).",
                lambda t: steps == 0 and t.kind == "value" and t.value != []),
        Mistake("no-explored", "A pair that is not connected never finished: without an "
                "explored set, co-stars keep adding each other back to the frontier (A is "
                "B's neighbour and B is A's). Keep the people already explored and skip them.",
                lambda t: steps is None and t.kind == "budget"),
        Mistake("empty-not-none", "Return None when the two are not connected; [] means the "
                "same person (0 degrees).", lambda t: steps is None and t.value == []),
        Mistake("stack", "A longer path than needed: that is what a stack frontier finds "
                "(deque.pop() or the project's StackFrontier: depth first). Use a queue "
                "(deque.popleft() or QueueFrontier) so that the first path found is a "
                "shortest one.",
                lambda t: steps and valid(t.value) and len(t.value) > steps),
        Mistake("reversed", "The path runs from the target back to the source: reverse it "
                "after following the parents.",
                lambda t: steps and isinstance(t.value, list) and valid(t.value[::-1])),
        Mistake("source-in-path", "Leave the source out of the path: it starts with the first "
                "(movie_id, person_id) step; the program adds the source itself.",
                lambda t: steps and isinstance(t.value, list) and len(t.value) > 1
                and t.value[0] in ((None, source), ("", source)) and valid(t.value[1:])),
        Mistake("int-ids", "Ids are strings ('102'), as read from the CSV files: do not turn "
                "them into numbers.",
                lambda t: steps and isinstance(t.value, list)
                and valid([(str(m), str(p)) for m, p in t.value])
                and not valid(t.value)),
        Mistake("pair-order", "Each step is (movie_id, person_id), in that order.",
                lambda t: steps and valid([(p, m) for m, p in t.value])),
        Mistake("data-not-provided", "Your function looked up an id the check's cast has but "
                "your data does not: it seems to read the data some other way than through "
                "the names neighbors_for_person, people, movies or names (a module "
                "attribute such as degrees.people?). Use those names directly.",
                lambda t: t.kind == "error" and isinstance(t.error, KeyError)),
        Mistake("list-pairs", "Each step should be a tuple (movie_id, person_id), not a list.",
                lambda t: steps and isinstance(t.value, list) and valid(as_pairs(t.value))),
        Mistake("people-only", "Each step is a pair (movie_id, person_id): the film that "
                "links the previous person to this one, then this person. A list of person "
                "ids leaves out the films; keep the film when you record how you reached "
                "someone.",
                lambda t: steps and isinstance(t.value, list) and t.value
                and all(isinstance(x, str) for x in t.value)),
    ]


def _call(func, args, kwargs, budget):
    data, source, target = args
    if data is None:
        return call_with_budget(func, (source, target), budget=budget)
    target_func = inspect.unwrap(getattr(func, "__func__", func))
    namespace = getattr(target_func, "__globals__", None)
    if namespace is None:
        raise TypeError("the check needs a plain function (def shortest_path...) so that it "
                        "can give it the check's own data")
    saved = {name: namespace[name] for name in PROVIDED if name in namespace}
    namespace.update(neighbors_for_person=data.neighbors_for_person, people=data.people,
                     movies=data.movies, names=data.names)
    try:
        return call_with_budget(func, (source, target), budget=budget)
    finally:
        for name in PROVIDED:
            namespace.pop(name, None)
        namespace.update(saved)


def _case(label, data, neighbors, source, target, given):
    steps = degrees_distance(neighbors, source, target)
    shown = ("None (not connected)" if steps is None else "[] (the same person)" if steps == 0
             else f"a list of {steps} (movie_id, person_id) pairs")
    return Case(label, (data, source, target), given=given, shown=shown,
                judge=_judge(neighbors, source, target, steps),
                mistakes=_mistakes(neighbors, source, target, steps),
                budget=Budget(lines=400_000, seconds=2))


def _cases(neighbors=None, pairs=()):
    data = cast()
    own = data.neighbors_for_person
    out = []
    for label, source, target in [
            ("two steps, with a five-step detour on offer", "1", "9"),
            ("one step", "1", "2"),
            ("three steps", "2", "4"),
            ("the other way round", "9", "1"),
            ("the same person", "2", "2"),
            ("not connected (no film in common, anywhere)", "1", "10"),
            ("not connected (a person with no films)", "3", "12")]:
        given = (f"shortest_path({source!r}, {target!r}): {data.name(source)} to "
                 f"{data.name(target)}, in the check's own small cast")
        out.append(_case(label, data, own, source, target, given))
    if pairs and neighbors is None:
        raise TypeError("pairs= needs neighbors= (your neighbors_for_person) to check them")
    for source, target in pairs:
        out.append(_case(f"{source} to {target}, in your data", None, neighbors, source,
                         target, f"shortest_path({source!r}, {target!r}) on your own data"))
    return out


#: Suite for the Degrees project's ``shortest_path(source, target)``.
SHORTEST_PATH = Suite(
    "shortest_path", "shortest_path(source, target) -> [(movie_id, person_id), ...], [] or None",
    _cases, call=_call,
    about="The check's own cast: ten made-up people in eight films. While a case runs, your "
          "function sees the check's neighbors_for_person, people, movies and names in place "
          "of yours; they are put back afterwards.")
