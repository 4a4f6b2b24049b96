"""Baseline: the Degrees project as distributed, rewritten faithfully.

Kept only as the yardstick for ``benchmarks/bench_degrees.py``; not part of
``searchlib``.  It behaves like the project's files:

* ``util.py``: ``Node(state, parent, action)``; ``StackFrontier`` keeps a
  Python list, ``contains_state`` scans the whole list, ``remove`` rebuilds
  the list without its last node; ``QueueFrontier`` rebuilds it without its
  first node.  Both get slower as the frontier grows.
* ``degrees.py``: ``load_data`` reads the CSVs with ``csv.DictReader`` into
  the three module-level dictionaries (``names``, ``people``, ``movies``,
  with sets of ids), skipping credits whose ids are unknown;
  ``neighbors_for_person`` returns a set of ``(movie_id, person_id)`` pairs.
* ``shortest_path``: the lecture-style loop over a ``QueueFrontier`` (or a
  ``StackFrontier``, the classic mistake) with an
  explored set; ``goal_test="generated"`` tests a co-star before adding it
  (the spec's hint), ``"removed"`` tests a person when taken out (the
  lecture's loop).

The one addition: a ``deadline`` checked once per removal, raising
:class:`Timeout`, so that a benchmark can give up on a query.
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
    def __init__(self, state, parent, action):
        self.state = state
        self.parent = parent
        self.action = action


class StackFrontier:
    def __init__(self):
        self.frontier = []

    def add(self, node):
        self.frontier.append(node)

    def contains_state(self, state):
        return any(node.state == state for node in self.frontier)

    def empty(self):
        return len(self.frontier) == 0

    def remove(self):
        if self.empty():
            raise Exception("empty frontier")
        node = self.frontier[-1]
        self.frontier = self.frontier[:-1]
        return node


class QueueFrontier(StackFrontier):
    def remove(self):
        if self.empty():
            raise Exception("empty frontier")
        node = self.frontier[0]
        self.frontier = self.frontier[1:]
        return node


def load_data(directory):
    """Fill ``names``, ``people`` and ``movies`` from the three CSV files."""
    names.clear()
    people.clear()
    movies.clear()
    with open(os.path.join(directory, "people.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            people[row["id"]] = {"name": row["name"], "birth": row["birth"], "movies": set()}
            key = row["name"].lower()
            if key not in names:
                names[key] = {row["id"]}
            else:
                names[key].add(row["id"])
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
    movie_ids = people[person_id]["movies"]
    neighbors = set()
    for movie_id in movie_ids:
        for other in movies[movie_id]["stars"]:
            neighbors.add((movie_id, other))
    return neighbors


def _trace_back(node, last):
    path = [last] if last is not None else []
    while node.parent is not None:
        path.append(node.action)
        node = node.parent
    path.reverse()
    return path


def shortest_path(source, target, goal_test="generated", deadline=None, counts=None,
                  frontier_class=None):
    """The lecture-style BFS over the list frontier.

    ``frontier_class=StackFrontier`` gives the classic mistake (depth-first).

    ``counts``, when a dict, receives ``removed`` (people taken out of the
    frontier) and ``frontier`` (its largest size).
    """
    if source == target:
        return []
    frontier = (QueueFrontier if frontier_class is None else frontier_class)()
    frontier.add(Node(state=source, parent=None, action=None))
    explored = set()
    removed = largest = 0
    try:
        while not frontier.empty():
            if deadline is not None and time.perf_counter() > deadline:
                raise Timeout(f"{source} -> {target}: still running")
            node = frontier.remove()
            removed += 1
            if goal_test == "removed" and node.state == target:
                return _trace_back(node, None)
            explored.add(node.state)
            for movie_id, person_id in neighbors_for_person(node.state):
                if goal_test == "generated" and person_id == target:
                    return _trace_back(node, (movie_id, person_id))
                if not frontier.contains_state(person_id) and person_id not in explored:
                    frontier.add(Node(state=person_id, parent=node, action=(movie_id, person_id)))
            largest = max(largest, len(frontier.frontier))
        return None
    finally:
        if counts is not None:
            counts["removed"], counts["frontier"] = removed, largest
