"""Baseline for ``benchmarks/bench_degrees.py``: the Degrees project as distributed, redone.

Not part of ``searchlib``; it exists to be measured against.  It is faithful
to the project's ``util.py`` and ``degrees.py`` and to the reference
``shortest_path`` in the source material, in every data structure and in
what each step costs:

* ``Node(state, parent, action)`` is a plain object with those three
  attributes;
* ``StackFrontier`` holds its nodes in a Python list; ``contains_state``
  looks through the whole list, ``remove`` takes the last node and then
  rebuilds the list without it (a slice copy), and ``QueueFrontier``
  overrides only ``remove``, taking the first node and copying the rest.
  Both get slower as the frontier grows, which is what the benchmark shows;
* ``load_data`` reads the three CSV files with ``csv.DictReader`` into the
  module's ``names``, ``people`` and ``movies`` dictionaries (ids kept in
  sets) and skips a credit whose person or film is unknown;
  ``neighbors_for_person`` builds a fresh set of ``(movie_id, person_id)``
  pairs on every call, the person included;
* ``shortest_path`` is the reference's loop: a ``QueueFrontier`` (or, with
  ``frontier_class=StackFrontier``, the classic depth-first mistake), an
  explored set, the frontier scanned before the explored set is asked.
  ``goal_test="generated"`` compares each co-star with the target before it
  is added (the project's advice); ``"removed"`` tests a person when taken
  out of the frontier (the lecture's loop).

Ours are only the names, the layout and one addition: a ``deadline``
looked at once per removal, raising :class:`Timeout`, so that a benchmark
can give up on a query.
"""

import csv
import os
import time

names = {}
people = {}
movies = {}


class Timeout(Exception):
    """The query ran past its deadline."""


class Node:
    """A person reached by the search, with where the search came from."""

    def __init__(self, state, parent, action):
        self.state = state
        self.action = action
        self.parent = parent


class StackFrontier:
    """Last in, first out, over a plain list."""

    def __init__(self):
        self.nodes = []

    def empty(self):
        """True when no node is waiting."""
        return len(self.nodes) == 0

    def add(self, node):
        """Put ``node`` at the end of the list."""
        self.nodes.append(node)

    def contains_state(self, state):
        """Whether a waiting node holds ``state`` (a scan of the whole list)."""
        return any(waiting.state == state for waiting in self.nodes)

    def remove(self):
        """The newest node; the list is rebuilt without it."""
        if self.empty():
            raise Exception("empty frontier")
        newest = self.nodes[-1]
        self.nodes = self.nodes[:-1]
        return newest


class QueueFrontier(StackFrontier):
    """First in, first out: only ``remove`` differs."""

    def remove(self):
        """The oldest node; the list is rebuilt without it."""
        if self.empty():
            raise Exception("empty frontier")
        oldest = self.nodes[0]
        self.nodes = self.nodes[1:]
        return oldest


def load_data(directory):
    """Fill ``names``, ``people`` and ``movies`` from the three CSV files."""
    names.clear()
    people.clear()
    movies.clear()
    with open(os.path.join(directory, "people.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            people[row["id"]] = {"name": row["name"], "birth": row["birth"], "movies": set()}
            lowered = row["name"].lower()
            if lowered not in names:
                names[lowered] = {row["id"]}
            else:
                names[lowered].add(row["id"])
    with open(os.path.join(directory, "movies.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            movies[row["id"]] = {"title": row["title"], "year": row["year"], "stars": set()}
    with open(os.path.join(directory, "stars.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            try:
                people[row["person_id"]]["movies"].add(row["movie_id"])
                movies[row["movie_id"]]["stars"].add(row["person_id"])
            except KeyError:
                pass


def neighbors_for_person(person_id):
    """A new set of (film id, co-star id) for every star of every film the person is in."""
    films = people[person_id]["movies"]
    pairs = set()
    for film in films:
        for costar in movies[film]["stars"]:
            pairs.add((film, costar))
    return pairs


def _steps_back(at, last):
    """The actions from the source down to ``at``, then ``last`` if given."""
    steps = [last] if last is not None else []
    while at.parent is not None:
        steps.append(at.action)
        at = at.parent
    steps.reverse()
    return steps


def shortest_path(source, target, goal_test="generated", deadline=None, counts=None,
                  frontier_class=None):
    """The reference's breadth-first loop over the list frontier.

    ``frontier_class=StackFrontier`` turns it into the classic mistake
    (depth-first).  ``counts``, when a dict, receives ``removed`` (people
    taken out of the frontier) and ``frontier`` (its largest size).
    """
    if source == target:
        return []
    waiting = (QueueFrontier if frontier_class is None else frontier_class)()
    waiting.add(Node(state=source, parent=None, action=None))
    done = set()
    taken = biggest = 0
    try:
        while not waiting.empty():
            if deadline is not None and time.perf_counter() > deadline:
                raise Timeout(f"{source} -> {target}: still running")
            current = waiting.remove()
            taken += 1
            if goal_test == "removed" and current.state == target:
                return _steps_back(current, None)
            done.add(current.state)
            for film, costar in neighbors_for_person(current.state):
                if goal_test == "generated" and costar == target:
                    return _steps_back(current, (film, costar))
                if not waiting.contains_state(costar) and costar not in done:
                    waiting.add(Node(state=costar, parent=current, action=(film, costar)))
            biggest = max(biggest, len(waiting.nodes))
        return None
    finally:
        if counts is not None:
            counts["removed"], counts["frontier"] = taken, biggest
