"""A* written the way learners write it: right twice, then one planted mistake each.

For the ``ASTAR`` suite (``searchlib/checks/suites/astar.py``).  These use a
heap of tuples with the path in each entry, not the suite's own switches, so
the suite is tested against code it has not seen.
"""

import heapq
import itertools


def astar(problem):
    """Right: f = g + h, stale entries skipped, the goal tested when removed."""
    start = problem.initial
    ties = itertools.count()
    frontier = [(problem.h(start), next(ties), start)]
    best_g = {start: 0}
    parent = {start: None}
    explored = set()
    while frontier:
        _, _, state = heapq.heappop(frontier)
        if state in explored:
            continue
        if problem.is_goal(state):
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        explored.add(state)
        for _, child, cost in problem.successors(state):
            g = best_g[state] + cost
            if child not in best_g or g < best_g[child]:
                best_g[child] = g
                parent[child] = state
                heapq.heappush(frontier, (g + problem.h(child), next(ties), child))
    return None


def astar_actions(problem):
    """Right too: actions, result and step_cost, ties broken by the states' names."""
    start = problem.initial
    frontier = [(problem.h(start), 0, start, [start])]
    explored = set()
    while frontier:
        _, g, state, path = heapq.heappop(frontier)
        if state in explored:
            continue
        if problem.is_goal(state):
            return path
        explored.add(state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in explored:
                g2 = g + problem.step_cost(state, action, child)
                heapq.heappush(frontier, (g2 + problem.h(child), g2, child, path + [child]))
    return None


def _search(problem, rank, *, skip_explored=True, early=False, update=True, explored_set=True):
    """The learners' loop with one thing changed at a time (see the functions below)."""
    start = problem.initial
    if early and problem.is_goal(start):
        return [start]
    frontier = [(rank(0, start), 0, start, [start])]
    best = {start: 0}
    in_frontier = {start}
    explored = set()
    while frontier:
        _, g, state, path = heapq.heappop(frontier)
        in_frontier.discard(state)
        if skip_explored and state in explored:
            continue
        if not early and problem.is_goal(state):
            return path
        explored.add(state)
        for _, child, cost in problem.successors(state):
            g2 = g + cost
            if early and problem.is_goal(child):
                return path + [child]
            if explored_set and child in explored:
                continue
            if not update and child in in_frontier:
                continue
            if explored_set and update and child in best and best[child] <= g2:
                continue
            best[child] = g2
            in_frontier.add(child)
            heapq.heappush(frontier, (rank(g2, child), g2, child, path + [child]))
    return None


def greedy_learner(problem):
    return _search(problem, lambda g, s: problem.h(s))        # mistake: h alone


def ucs_learner(problem):
    return _search(problem, lambda g, s: g)                   # mistake: g alone


def early_learner(problem):
    return _search(problem, lambda g, s: g + problem.h(s), early=True)   # mistake


def stale_learner(problem):
    # mistake: an entry taken out is expanded even if its state was expanded already
    return _search(problem, lambda g, s: g + problem.h(s), skip_explored=False)


def no_update_learner(problem):
    # mistake: a state in the frontier keeps its first path, even when a cheaper one turns up
    return _search(problem, lambda g, s: g + problem.h(s), update=False)


def tree_learner(problem):
    # mistake: no explored set at all
    return _search(problem, lambda g, s: g + problem.h(s), skip_explored=False,
                   explored_set=False)


def expand_goal_learner(problem):
    """Mistake: the successors are asked for before the goal test."""
    start = problem.initial
    frontier = [(problem.h(start), 0, start, [start])]
    explored = set()
    while frontier:
        _, g, state, path = heapq.heappop(frontier)
        if state in explored:
            continue
        explored.add(state)
        children = problem.successors(state)
        if problem.is_goal(state):
            return path
        for _, child, cost in children:
            if child not in explored:
                heapq.heappush(frontier, (g + cost + problem.h(child), g + cost, child,
                                          path + [child]))
    return None


RIGHT = [astar, astar_actions]

ASTAR_CASES = [(greedy_learner, "greedy"), (ucs_learner, "ucs"), (early_learner, "early-goal"),
               (stale_learner, "stale"), (no_update_learner, "no-update"),
               (tree_learner, "no-explored"), (expand_goal_learner, "goal-expanded")]


def parent_first_learner(problem):
    """Mistake: the parent is written before the costs are compared (a dearer way wins)."""
    start = problem.initial
    ties = itertools.count()
    frontier = [(problem.h(start), next(ties), start)]
    g, parent, closed = {start: 0}, {start: None}, set()
    while frontier:
        _, _, state = heapq.heappop(frontier)
        if state in closed:
            continue
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        closed.add(state)
        for _, child, cost in problem.successors(state):
            if child in closed:
                continue
            new_g = g[state] + cost
            parent[child] = state                       # mistake: before the comparison
            if child not in g or new_g < g[child]:
                g[child] = new_g
                heapq.heappush(frontier, (new_g + problem.h(child), next(ties), child))
    return None


ASTAR_CASES += [(parent_first_learner, "parent-overwritten")]


def asks_twice_learner(problem):
    """Right but for the count: the successors are asked for twice per expansion."""
    start = problem.initial
    ties = itertools.count()
    frontier = [(problem.h(start), next(ties), start)]
    g, parent, closed = {start: 0}, {start: None}, set()
    while frontier:
        _, _, state = heapq.heappop(frontier)
        if state in closed:
            continue
        if problem.is_goal(state):
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        closed.add(state)
        if not problem.successors(state):               # mistake: a second call below
            continue
        for _, child, cost in problem.successors(state):
            new_g = g[state] + cost
            if child not in g or new_g < g[child]:
                g[child], parent[child] = new_g, state
                heapq.heappush(frontier, (new_g + problem.h(child), next(ties), child))
    return None


def _lesson_style(problem, *, step=lambda g, cost: g + cost, rank=None, none=None):
    """The lesson's solution (a best-g dict, no explored test on a push), one thing changed."""
    rank = rank or (lambda g_parent, g_child, child: g_child + problem.h(child))
    start = problem.initial
    ties = itertools.count()
    frontier = [(problem.h(start), next(ties), start)]
    best_g, parent, explored = {start: 0}, {start: None}, set()
    while frontier:
        _, _, state = heapq.heappop(frontier)
        if state in explored:
            continue
        if problem.is_goal(state):
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        explored.add(state)
        for _, child, cost in problem.successors(state):
            g = step(best_g[state], cost)
            if child not in best_g or g < best_g[child]:
                best_g[child], parent[child] = g, state
                heapq.heappush(frontier, (rank(best_g[state], g, child), next(ties), child))
    return none


def plus_one_learner(problem):
    return _lesson_style(problem, step=lambda g, cost: g + 1)       # mistake: 1, not the cost


def no_step_learner(problem):
    # mistake: the child pushed with the parent's g + h(child)
    return _lesson_style(problem, rank=lambda g_parent, g_child, child: g_parent + problem.h(child))


def no_step_closed_learner(problem):
    """The parent's g + h(child), with whole paths in the frontier and explored states refused."""
    start = problem.initial
    ties = itertools.count()
    frontier = [(problem.h(start), next(ties), 0, [start])]
    explored, best = set(), {start: 0}
    while frontier:
        _, _, g, path = heapq.heappop(frontier)
        state = path[-1]
        if state in explored:
            continue
        if problem.is_goal(state):
            return path
        explored.add(state)
        for _, child, cost in problem.successors(state):
            if child in explored or best.get(child, float("inf")) <= g + cost:
                continue
            best[child] = g + cost
            heapq.heappush(frontier, (g + problem.h(child), next(ties), g + cost,  # mistake
                                      path + [child]))
    return None


def empty_list_learner(problem):
    return _lesson_style(problem, none=[])                          # mistake: [] for no path


ASTAR_CASES += [(plus_one_learner, "unit-costs"), (no_step_learner, "no-step-cost"),
                (no_step_closed_learner, "no-step-cost"), (empty_list_learner, "empty-not-none")]


def _g_kept(problem, *, push=True, carry=False):
    """A cheaper route to a state takes its parent, but its recorded g stays the first one."""
    start = problem.initial
    ties = itertools.count()
    frontier = [(problem.h(start), next(ties), 0, start)]
    best_g, parent, explored = {start: 0}, {start: None}, set()
    while frontier:
        _, _, g_here, state = heapq.heappop(frontier)
        if state in explored:
            continue
        if problem.is_goal(state):
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        explored.add(state)
        for _, child, cost in problem.successors(state):
            g = (g_here if carry else best_g[state]) + cost
            if child not in best_g:
                best_g[child], parent[child] = g, state
                heapq.heappush(frontier, (g + problem.h(child), next(ties), g, child))
            elif g < best_g[child]:
                parent[child] = state                   # mistake: best_g[child] = g left out
                if push:
                    heapq.heappush(frontier, (g + problem.h(child), next(ties), g, child))
    return None


def g_kept_learner(problem):
    return _g_kept(problem)


def g_kept_not_pushed_learner(problem):
    return _g_kept(problem, push=False)


def g_kept_carried_learner(problem):
    """The g of each entry carried in the heap and expanded from; the dict's g never lowered."""
    return _g_kept(problem, carry=True)


ASTAR_CASES += [(g_kept_learner, "g-kept"), (g_kept_not_pushed_learner, "g-kept"),
                (g_kept_carried_learner, "g-kept")]
