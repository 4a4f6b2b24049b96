"""Degrees ``shortest_path`` implementations for the check tests: right, and one per mistake.

Like a learner's, they read the data through the global
``neighbors_for_person``, which the check provides while it runs them.
Each wrong version differs from the right one where the mistake lives
(marked ``# mistake``).
"""


def neighbors_for_person(person_id):
    raise RuntimeError("the check should have provided its own neighbors_for_person")


# A search record is a tuple (person_id, step, previous record): ``step`` is the
# (movie_id, person_id) pair that reached the person, and the source's record is
# (source, None, None).


def _steps_to(record, last):
    """The (movie_id, person_id) steps from the source to ``last``, oldest first."""
    steps = []
    while record[2] is not None:
        steps.append(record[1])
        record = record[2]
    return steps[::-1] + [last]


def _waiting(frontier, person_id):
    return any(rec[0] == person_id for rec in frontier)


def shortest_path(source, target):
    """Right: a queue, an explored set, the goal tested when a neighbour is generated."""
    if source == target:
        return []
    frontier = [(source, None, None)]
    done = set()
    while frontier:
        record = frontier.pop(0)
        person = record[0]
        done.add(person)
        for movie_id, costar in neighbors_for_person(person):
            step = (movie_id, costar)
            if costar == target:
                return _steps_to(record, step)
            if costar in done or _waiting(frontier, costar):
                continue
            frontier.append((costar, step, record))
    return None


def stack_frontier(source, target):
    if source == target:
        return []
    frontier = [(source, None, None)]
    done = set()
    while frontier:
        record = frontier.pop()                                  # mistake: a stack
        person = record[0]
        done.add(person)
        for movie_id, costar in neighbors_for_person(person):
            step = (movie_id, costar)
            if costar == target:
                return _steps_to(record, step)
            if costar in done or _waiting(frontier, costar):
                continue
            frontier.append((costar, step, record))
    return None


def no_explored_set(source, target):
    if source == target:
        return []
    frontier = [(source, None, None)]
    while frontier:
        record = frontier.pop(0)                                 # mistake: nothing explored
        person = record[0]
        for movie_id, costar in neighbors_for_person(person):
            step = (movie_id, costar)
            if costar == target:
                return _steps_to(record, step)
            if _waiting(frontier, costar):
                continue
            frontier.append((costar, step, record))
    return None


def same_person_not_handled(source, target):
    frontier = [(source, None, None)]                            # mistake: no early []
    done = set()
    while frontier:
        record = frontier.pop(0)
        person = record[0]
        done.add(person)
        for movie_id, costar in neighbors_for_person(person):
            step = (movie_id, costar)
            if costar == target:
                return _steps_to(record, step)
            if costar in done or _waiting(frontier, costar):
                continue
            frontier.append((costar, step, record))
    return None


def not_reversed(source, target):
    path = shortest_path(source, target)
    return path[::-1] if path else path                          # mistake: target first


def source_in_path(source, target):
    path = shortest_path(source, target)
    return [(None, source)] + path if path else path             # mistake: the source too


def integer_ids(source, target):
    path = shortest_path(source, target)
    return [(int(m), int(p)) for m, p in path] if path else path   # mistake: numbers


def empty_when_not_connected(source, target):
    path = shortest_path(source, target)
    return [] if path is None else path                          # mistake: [] for None


def pairs_swapped(source, target):
    path = shortest_path(source, target)
    return [(p, m) for m, p in path] if path else path           # mistake: (person, movie)


DATA = {"people": {}}


def reads_a_module_attribute(source, target):
    if source == target:
        return []
    return [("0", DATA["people"][target])]                 # mistake: data read elsewhere


def pairs_from_person(source, target):
    """The films paired with the person each step leaves from (a reviewer's attempt)."""
    if source == target:
        return []
    parent = {source: None}
    frontier = [source]
    while frontier:
        person = frontier.pop(0)
        for movie_id, other in neighbors_for_person(person):
            if other in parent:
                continue
            parent[other] = (movie_id, person)
            if other == target:
                out, node = [], other
                while parent[node] is not None:
                    movie, previous = parent[node]
                    out.append((movie, previous))                # mistake: not (movie, node)
                    node = previous
                return out[::-1]
            frontier.append(other)
    return None


def parents_overwritten(source, target):
    """An explored set, but a parent written at every meeting (a reviewer's attempt)."""
    if source == target:
        return []
    parent = {source: None}
    frontier, explored = [source], set()
    while frontier:
        person = frontier.pop(0)
        if person in explored:
            continue
        explored.add(person)
        for movie_id, other in neighbors_for_person(person):
            if other in explored:
                continue
            parent[other] = (movie_id, person)                   # mistake: rewritten
            frontier.append(other)
        if target in parent:
            out, node = [], target
            while parent[node] is not None:
                movie, previous = parent[node]
                out.append((movie, node))
                node = previous
            return out[::-1]
    return None


class _Loaded:
    """Stands for the notebook's ``data`` object: it knows only its own people."""

    def neighbors_for_person(self, person_id):
        from searchlib.degrees.errors import UnknownPersonError
        raise UnknownPersonError(f"no person has id {person_id!r}")


data = _Loaded()


def calls_the_data_object(source, target):
    if source == target:
        return []
    parent, frontier = {source: None}, [source]
    while frontier:
        person = frontier.pop(0)
        for movie_id, other in data.neighbors_for_person(person):   # mistake: not the global
            if other not in parent:
                parent[other] = (movie_id, person)
                frontier.append(other)
    return None


def stub(source, target):
    """Not written yet: a learner's untouched function (it should give the path's pairs)."""
    raise NotImplementedError


CASES = [(stack_frontier, "stack"), (no_explored_set, "no-explored"),
         (same_person_not_handled, "same-person"), (not_reversed, "reversed"),
         (source_in_path, "source-in-path"), (integer_ids, "int-ids"),
         (empty_when_not_connected, "empty-not-none"), (pairs_swapped, "pair-order"),
         (reads_a_module_attribute, "data-not-provided"),
         (pairs_from_person, "from-person"), (parents_overwritten, "parents-overwritten"),
         (calls_the_data_object, "data-not-provided")]
