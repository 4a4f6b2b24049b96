"""Degrees ``shortest_path`` implementations for the check tests: right, and one per mistake.

Like a learner's, they read the data through the global
``neighbors_for_person``, which the check provides while it runs them.
Each wrong version differs from the right one where the mistake lives
(marked ``# mistake``).
"""


def neighbors_for_person(person_id):
    raise RuntimeError("the check should have provided its own neighbors_for_person")


class Node:
    def __init__(self, state, parent, action):
        self.state = state
        self.parent = parent
        self.action = action


def _trace(node, last):
    path = [last]
    while node.parent is not None:
        path.append(node.action)
        node = node.parent
    path.reverse()
    return path


def shortest_path(source, target):
    """Right: a queue, an explored set, the goal tested when a neighbour is generated."""
    if source == target:
        return []
    frontier = [Node(source, None, None)]
    explored = set()
    while frontier:
        node = frontier.pop(0)
        explored.add(node.state)
        for movie_id, person_id in neighbors_for_person(node.state):
            if person_id == target:
                return _trace(node, (movie_id, person_id))
            if person_id not in explored and all(n.state != person_id for n in frontier):
                frontier.append(Node(person_id, node, (movie_id, person_id)))
    return None


def stack_frontier(source, target):
    if source == target:
        return []
    frontier = [Node(source, None, None)]
    explored = set()
    while frontier:
        node = frontier.pop()                                    # mistake: a stack
        explored.add(node.state)
        for movie_id, person_id in neighbors_for_person(node.state):
            if person_id == target:
                return _trace(node, (movie_id, person_id))
            if person_id not in explored and all(n.state != person_id for n in frontier):
                frontier.append(Node(person_id, node, (movie_id, person_id)))
    return None


def no_explored_set(source, target):
    if source == target:
        return []
    frontier = [Node(source, None, None)]
    while frontier:
        node = frontier.pop(0)                                   # mistake: nothing explored
        for movie_id, person_id in neighbors_for_person(node.state):
            if person_id == target:
                return _trace(node, (movie_id, person_id))
            if all(n.state != person_id for n in frontier):
                frontier.append(Node(person_id, node, (movie_id, person_id)))
    return None


def same_person_not_handled(source, target):
    frontier = [Node(source, None, None)]                        # mistake: no early []
    explored = set()
    while frontier:
        node = frontier.pop(0)
        explored.add(node.state)
        for movie_id, person_id in neighbors_for_person(node.state):
            if person_id == target:
                return _trace(node, (movie_id, person_id))
            if person_id not in explored and all(n.state != person_id for n in frontier):
                frontier.append(Node(person_id, node, (movie_id, person_id)))
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


def stub(source, target):
    """Returns the shortest list of (movie_id, person_id) pairs."""
    raise NotImplementedError


CASES = [(stack_frontier, "stack"), (no_explored_set, "no-explored"),
         (same_person_not_handled, "same-person"), (not_reversed, "reversed"),
         (source_in_path, "source-in-path"), (integer_ids, "int-ids"),
         (empty_when_not_connected, "empty-not-none"), (pairs_swapped, "pair-order"),
         (reads_a_module_attribute, "data-not-provided")]
