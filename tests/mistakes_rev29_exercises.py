"""A twenty-ninth reviewer's attempts (/tmp/rev29/l13b.py) at lesson 13's search from both ends
and its large-set check, as they wrote them.

``ATTEMPTS`` holds ``(label, lesson, exercise id, cell source, function name, expected)``,
``expected`` being ``"passed"`` or the list of mistake keys the report must name (and no other).
Each cell runs with ``deque`` imported, as the handout's cells do; the checks give it their own
``neighbors_for_person``.
"""

from collections import deque

#: The reviewer's path builder: the source's half walked back and reversed, then the target's.
TRACE = '''
from collections import deque

def _trace(parents_f, parents_b, meet):
    left, cur = [], meet
    while parents_f[cur] is not None:
        m, p = parents_f[cur]; left.append((m, cur)); cur = p
    left.reverse()
    right, cur = [], meet
    while parents_b[cur] is not None:
        m, nxt = parents_b[cur]; right.append((m, nxt)); cur = nxt
    return left + right
'''


def _layers(pick, join="return _trace(pf, pb, co)"):
    """A whole-layer search from both ends whose side is ``forward = <pick>``."""
    return TRACE + f'''
def shortest_path_both(source, target):
    if source == target:
        return []
    pf, pb = {{source: None}}, {{target: None}}
    lf, lb = [source], [target]
    while lf and lb:
        forward = {pick}
        mine, other = (pf, pb) if forward else (pb, pf)
        layer = lf if forward else lb
        nxt = []
        for person in layer:
            for movie, co in neighbors_for_person(person):
                if co in mine:
                    continue
                mine[co] = (movie, person)
                if co in other:
                    {join}
                nxt.append(co)
        if forward: lf = nxt
        else: lb = nxt
    return None
'''


#: The target's half walked as (film, the person you are at), then reversed: the path from
#: the target back to the meeting person.
_BACKWARDS = '''left, cur = [], co
                    while pf[cur] is not None:
                        m, p = pf[cur]; left.append((m, cur)); cur = p
                    left.reverse()
                    right, cur = [], co
                    while pb[cur] is not None:
                        m, p = pb[cur]; right.append((m, cur)); cur = p
                    return left + right[::-1]'''

TURNS = TRACE + '''
def shortest_path_both(source, target):
    if source == target:
        return []
    pf, pb = {source: None}, {target: None}
    lf, lb = [source], [target]
    turn = 0
    while lf and lb:
        forward = turn % 2 == 0
        turn += 1
        mine, other = (pf, pb) if forward else (pb, pf)
        layer = lf if forward else lb
        nxt, meets = [], []
        for person in layer:
            for movie, co in neighbors_for_person(person):
                if co in mine:
                    continue
                mine[co] = (movie, person)
                if co in other:
                    meets.append(co)
                nxt.append(co)
        if meets:
            paths = [_trace(pf, pb, m) for m in meets]
            return min(paths, key=len)
        if forward: lf = nxt
        else: lb = nxt
    return None
'''

BOTH = "degrees", "shortest-path-both"

ATTEMPTS = [
    ("both: right, smaller layer first, source on tie", *BOTH,
     _layers("len(lf) <= len(lb)"), "shortest_path_both", "passed"),
    ("both: right, taking turns, best meeting in the layer", *BOTH, TURNS,
     "shortest_path_both", "passed"),
    # F3: told it had no second frontier; it has one, and never grows it
    ("both: larger layer grown first, source on tie", *BOTH,
     _layers("len(lf) >= len(lb)"), "shortest_path_both", ["one-end"]),
    ("both: larger layer grown first, target on tie", *BOTH,
     _layers("len(lf) > len(lb)"), "shortest_path_both", ["target-only"]),
    # no hint before
    ("both: target's half joined as the path from the target to the meeting", *BOTH,
     _layers("len(lf) <= len(lb)", _BACKWARDS), "shortest_path_both",
     ["target-half-backwards"]),
]

#: F9: the large-set check, on a function reading another data set (the project's small one,
#: as ``data.neighbors_for_person``): it raises at once on every question.
OTHER_DATA = '''
def shortest_path(source, target):
    if source == target:
        return []
    parent = {source: None}
    frontier = deque([source])
    while frontier:
        person = frontier.popleft()
        for movie, other in data.neighbors_for_person(person):
            if other in parent:
                continue
            parent[other] = (movie, person)
            if other == target:
                path = []
                while parent[other] is not None:
                    m, p = parent[other]; path.append((m, other)); other = p
                return path[::-1]
            frontier.append(other)
    return None
'''


def define(source, name, **names):
    """Run ``source`` as one notebook cell would (``names`` already defined) and return its
    function ``name``."""
    space = {"__name__": "__main__", "deque": deque, **names}
    exec(compile(source, "<cell>", "exec"), space)     # noqa: S102 - the learner's cell
    return space[name]
