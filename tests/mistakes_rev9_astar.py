"""Lesson 06's A*, as the ninth reviewer wrote it (/tmp/rev9/attempts/t06b-d.py), one
function per attempt, the code as the learner's cell had it (renamed from my_astar).

``RIGHT`` must pass; ``WRONG`` pairs each wrong attempt with the mistake its report must
name alone ("" when no hint fits and the first difference speaks).  Four of them passed
every case of the check the reviewer ran: the improved entry pushed with the old g, a heap
entry lowered in place, a walk back that tests the truth of a state, and a goal test against
problem.goal.  The code is kept as typed (one-line ifs and semicolons included).  Left out:
the attempt that skips an entry only when its f exceeds g + h + 1 (not among the findings
fixed here).
"""

import heapq
import itertools
from collections import namedtuple

from searchlib import astar

# t06b.py: astar correct: textbook hint (f, count increasing, state), best_g, closed set
def textbook(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06b.py: astar correct: newest on tie (decreasing count), stale test by g comparison
def newest_on_tie_stale_by_g(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), 0, 0, start)]
    g = {start: 0}; parent = {start: None}
    while frontier:
        f, _, gs, s = heapq.heappop(frontier)
        if gs > g[s]: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        for _, c, cost in problem.successors(s):
            ng = gs + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), -next(count), ng, c))
    return None


# t06b.py: astar correct: tie broken by lower h (valid tie rule)
def ties_by_lower_h(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, hh, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                hc = problem.h(c)
                heapq.heappush(frontier, (ng + hc, hc, next(count), c))
    return None


# t06b.py: astar correct: sorted list frontier, decrease-key in place (no stale entries)
def sorted_list_decrease_key(problem):
    start = problem.initial
    frontier = [start]
    g = {start: 0}; parent = {start: None}; closed = set()
    f = lambda s: g[s] + problem.h(s)
    while frontier:
        frontier.sort(key=f)
        s = frontier.pop(0)
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c in closed and ng >= g[c]: continue
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                if c not in frontier: frontier.append(c)
    return None


# t06b.py: astar correct: dict frontier {state: f}, min() picks
def dict_frontier_min(problem):
    start = problem.initial
    frontier = {start: problem.h(start)}
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        s = min(frontier, key=frontier.get)
        del frontier[s]
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c in closed: continue
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                frontier[c] = ng + problem.h(c)
    return None


# t06b.py: astar correct: node objects with parent pointers + helper path function + heap of (f,count,node)
ANode = namedtuple("ANode", "state parent g")
def _nodes_path(n):
    out = []
    while n: out.append(n.state); n = n.parent
    return out[::-1]
def node_objects(problem):
    cnt = itertools.count()
    root = ANode(problem.initial, None, 0)
    fr = [(problem.h(root.state), next(cnt), root)]
    best = {root.state: 0}
    while fr:
        _, _, n = heapq.heappop(fr)
        if n.g > best[n.state]: continue
        if problem.is_goal(n.state): return _nodes_path(n)
        for _, c, cost in problem.successors(n.state):
            ng = n.g + cost
            if ng < best.get(c, float("inf")):
                best[c] = ng
                heapq.heappush(fr, (ng + problem.h(c), next(cnt), ANode(c, n, ng)))
    return None


# t06c.py: astar correct?: (f, state) tuples, no counter (ties broken by state order)
def f_state_no_counter(problem):
    start = problem.initial
    frontier = [(problem.h(start), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), c))
    return None


# t06c.py: astar correct: ties by larger g first
def ties_by_larger_g(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), 0, next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, ng_neg, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), -ng, next(count), c))
    return None


# t06c.py: astar wrong: greedy (h only)
def greedy_h_only(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: UCS (g only)
def ucs_g_only(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(0, next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng, next(count), c))
    return None


# t06c.py: astar wrong: stale entry expanded again (no skip)
def stale_expanded_again(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: never replaces a frontier entry (first g kept)
def first_g_kept(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: goal test when generated
def goal_when_generated(problem):
    count = itertools.count()
    start = problem.initial
    if problem.is_goal(start): return [start]
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                if problem.is_goal(c):
                    path = [c]
                    while parent[path[-1]] is not None: path.append(parent[path[-1]])
                    return path[::-1]
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: g counts steps (ignores costs)
def g_counts_steps(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + 1
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: f uses h of the parent
def h_of_the_parent(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(s), next(count), c))
    return None


# t06c.py: astar wrong: successors called twice per expansion
def successors_twice(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        if not problem.successors(s): continue
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: path not reversed
def path_not_reversed(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: closed set on push (never improves, like BFS reached) + parent overwritten
def closed_on_push(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; reached = {start}
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in reached:
                reached.add(c)
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: global g/parent dicts (state kept between calls)
G_ = {}; P_ = {}
def global_dicts(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    G_[start] = 0; P_[start] = None; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while P_[path[-1]] is not None: path.append(P_[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = G_[s] + cost
            if c not in G_ or ng < G_[c]:
                G_[c] = ng; P_[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: returns [] when no path
def empty_list(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return []


# t06c.py: astar wrong two: goal-when-generated AND stale expanded again
def early_goal_and_stale(problem):
    count = itertools.count()
    start = problem.initial
    if problem.is_goal(start): return [start]
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}
    while frontier:
        f, _, s = heapq.heappop(frontier)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                if problem.is_goal(c):
                    path = [c]
                    while parent[path[-1]] is not None: path.append(parent[path[-1]])
                    return path[::-1]
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06c.py: astar wrong: calls searchlib astar
def calls_the_library(problem):
    r = astar(problem)
    return r.states if r.found else None


# t06d.py: astar wrong: g updated on cheaper path but parent NOT updated
def parent_not_updated(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                if c not in parent: parent[c] = s
                g[c] = ng
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06d.py: astar wrong: in-place decrease-key on heap entry without heapify (heap invariant broken)
def heap_entry_lowered_in_place(problem):
    count = itertools.count()
    start = problem.initial
    entry = {start: [problem.h(start), next(count), start]}
    frontier = [entry[start]]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c in closed: continue
            if c not in g:
                g[c] = ng; parent[c] = s
                entry[c] = [ng + problem.h(c), next(count), c]
                heapq.heappush(frontier, entry[c])
            elif ng < g[c]:
                g[c] = ng; parent[c] = s
                entry[c][0] = ng + problem.h(c)     # decrease in place, forgot heapify
    return None


# t06d.py: astar wrong: f computed with old g (pushes before updating g)
def pushed_with_the_old_g(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                heapq.heappush(frontier, (g.get(c, ng) + problem.h(c), next(count), c))
                g[c] = ng; parent[c] = s
    return None


# t06d.py: astar wrong: stores g on the problem object (mutates input)
def g_on_the_problem(problem):
    count = itertools.count()
    start = problem.initial
    problem.g = {start: 0}
    frontier = [(problem.h(start), next(count), start)]
    parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = problem.g[s] + cost
            if c not in problem.g or ng < problem.g[c]:
                problem.g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06d.py: astar wrong: closed state reopened... skip closed at push time only, no pop skip
def skip_closed_at_push_only(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            if c in closed: continue
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06d.py: astar wrong: goal test uses problem.goal attribute
def goal_attribute(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if s == problem.goal:
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None


# t06d.py: astar wrong: uses the exercise-1 h(cell, goal) instead of problem.h
def h_always_zero(problem):
    count = itertools.count()
    start = problem.initial
    hh = lambda s: 0
    frontier = [(hh(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + hh(c), next(count), c))
    return None


# t06d.py: astar wrong: start state 0 / falsy parent walk (while parent[...])
def truthy_walk_back(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]]: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g or ng < g[c]:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
    return None

# Not the reviewer's: the same slip as pushed_with_the_old_g, written the other way a
# learner might (g and the parent updated, the entry left where it was, with its old f).
def updated_but_not_pushed(problem):
    count = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(count), start)]
    g = {start: 0}; parent = {start: None}; closed = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in closed: continue
        if problem.is_goal(s):
            path = [s]
            while parent[path[-1]] is not None: path.append(parent[path[-1]])
            return path[::-1]
        closed.add(s)
        for _, c, cost in problem.successors(s):
            ng = g[s] + cost
            if c not in g:
                g[c] = ng; parent[c] = s
                heapq.heappush(frontier, (ng + problem.h(c), next(count), c))
            elif ng < g[c]:
                g[c] = ng; parent[c] = s
    return None


RIGHT = [textbook, newest_on_tie_stale_by_g, ties_by_lower_h, sorted_list_decrease_key,
         dict_frontier_min, node_objects, f_state_no_counter, ties_by_larger_g]

WRONG = [
    (greedy_h_only, 'greedy'),
    (ucs_g_only, 'ucs'),
    (stale_expanded_again, 'stale'),
    (first_g_kept, 'no-update'),
    (goal_when_generated, 'early-goal'),
    (g_counts_steps, 'unit-costs'),
    (h_of_the_parent, 'parent-h'),
    (successors_twice, ''),
    (path_not_reversed, 'reversed'),
    (closed_on_push, 'no-update'),
    (global_dicts, 'keeps-state'),
    (empty_list, 'empty-not-none'),
    (early_goal_and_stale, 'early-goal'),
    (calls_the_library, 'uses-library'),
    (parent_not_updated, 'parent-kept'),
    (heap_entry_lowered_in_place, ''),
    (pushed_with_the_old_g, 'old-f'),
    (g_on_the_problem, 'mutates-input'),
    (skip_closed_at_push_only, 'stale'),
    (goal_attribute, 'goal-attribute'),
    (h_always_zero, 'ucs'),
    (truthy_walk_back, 'falsy-start'),
    (updated_but_not_pushed, 'old-f'),
]
