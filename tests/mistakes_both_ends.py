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


def layered(pick_source_on_tie=True, finish_layer=True, alternate=False, far_end_only=False,
            reverse=True):
    """A fresh learner's version: whole layers, and the meeting kept until the layer ends."""
    def shortest_path_both(source, target):
        if source == target:
            return []
        par = [{source: None}, {target: None}]      # person -> (movie, neighbour nearer that end)
        layer = [[source], [target]]
        rounds = []
        while layer[0] and layer[1]:
            if alternate:
                rounds.append(1)
                side = (len(rounds) - 1) % 2
            elif pick_source_on_tie:
                side = 0 if len(layer[0]) <= len(layer[1]) else 1
            else:
                side = 0 if len(layer[0]) < len(layer[1]) else 1
            other = 1 - side
            nxt = []
            meet = None
            for person in layer[side]:
                for movie, co in neighbors_for_person(person):
                    if co not in par[side]:
                        par[side][co] = (movie, person)
                        nxt.append(co)
                        if far_end_only:
                            met = co == (target if side == 0 else source)   # mistake
                        else:
                            met = co in par[other]
                        if met and meet is None:
                            meet = co
                            if not finish_layer:
                                return build(par, meet, source, target, reverse)
            layer[side] = nxt
            if meet is not None:
                return build(par, meet, source, target, reverse)
        return None
    return shortest_path_both


def build(par, meet, source, target, reverse=True):
    front = []
    p = meet
    while par[0][p] is not None:
        m, q = par[0][p]
        front.append((m, p))
        p = q
    if reverse:
        front.reverse()                                   # mistake when left out
    back = []
    p = meet
    while par[1][p] is not None:
        m, q = par[1][p]
        back.append((m, q))
        p = q
    return front + back


RIGHT = [shortest_path_both, make(), make(strict_turns=True),     # turns of whole layers too
         layered(), layered(finish_layer=False), layered(pick_source_on_tie=False),
         layered(alternate=True)]

CASES = [(make(one_end=True), "one-end"), (make(one_person=True), "person-at-a-time"),
         (make(flip=False), "target-half"), (make(same=False), "same-person"),
         (make(none=[]), "empty-not-none"), (make(reached=False), "no-explored"),
         (make(reverse=False), "no-reverse"), (layered(reverse=False), "no-reverse"),
         (layered(far_end_only=True), "ends-only"),
         (layered(far_end_only=True, finish_layer=False), "ends-only")]

ALMOST = [make(twice=True)]
