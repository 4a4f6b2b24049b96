"""Lesson 13's optional ``shortest_path_both(source, target)``, written as learners write it:
right ones, one per planted mistake (marked ``# mistake``), and wrong ones no planted mistake
explains.  Like a learner's, they read the data through the global ``neighbors_for_person``,
which the check provides while it runs them."""

from collections import deque


def neighbors_for_person(person_id):
    raise RuntimeError("the check should have provided its own neighbors_for_person")


def _path(forward, backward, meet, source, target, flip=True, reverse=True, twice=False):
    """Source to meet through ``forward``, then meet to target through ``backward``."""
    steps, person = [], meet
    while person != source:
        before, movie = forward[person]
        steps.append((movie, person))
        person = before
    if reverse:
        steps.reverse()
    person = meet
    if twice:
        steps.append(steps[-1])                                   # mistake: meet twice
    while person != target:
        after, movie = backward[person]
        steps.append((movie, after) if flip else (movie, person))
        person = after
    return steps


def make(one_end=False, one_person=False, flip=True, same=True, none=None, reached=True,
         reverse=True, twice=False, strict_turns=False):
    def shortest_path_both(source, target):
        if same and source == target:
            return []
        forward, backward = {source: None}, {target: None}
        sides = [(deque([source]), forward, backward), (deque([target]), backward, forward)]
        turn = 0
        while sides[0][0] and (one_end or sides[1][0]):
            if one_end:
                k = 0                                              # mistake: one end only
            elif one_person or strict_turns:
                k, turn = turn, 1 - turn
            else:
                k = 0 if len(sides[0][0]) <= len(sides[1][0]) else 1
            queue, mine, theirs = sides[k]
            for _ in range(1 if one_person else len(queue)):      # mistake when one_person
                person = queue.popleft()
                for movie, other in neighbors_for_person(person):
                    if reached and other in mine:
                        continue
                    mine[other] = (person, movie)
                    if (other == target) if one_end else (other in theirs):
                        return _path(forward, backward, other, source, target, flip, reverse,
                                     twice)
                    queue.append(other)
        return none
    return shortest_path_both


def shortest_path_both(source, target):
    """Right, written out: two dicts of parents, the smaller layer grown whole."""
    if source == target:
        return []
    parents = [{source: None}, {target: None}]
    layers = [[source], [target]]
    while layers[0] and layers[1]:
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        mine, theirs = parents[side], parents[1 - side]
        new = []
        for person in layers[side]:
            for movie, other in neighbors_for_person(person):
                if other in mine:
                    continue
                mine[other] = (person, movie)
                if other in theirs:
                    return _path(parents[0], parents[1], other, source, target)
                new.append(other)
        layers[side] = new
    return None


RIGHT = [shortest_path_both, make(), make(strict_turns=True)]      # turns of whole layers too

CASES = [(make(one_end=True), "one-end"), (make(one_person=True), "person-at-a-time"),
         (make(flip=False), "target-half"), (make(same=False), "same-person"),
         (make(none=[]), "empty-not-none"), (make(reached=False), "no-explored")]

ALMOST = [make(reverse=False), make(twice=True)]
