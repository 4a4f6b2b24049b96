"""IDA* as the seventh reviewer wrote it for lesson 15's check: right code in unusual shapes,
and each mistake written the way a learner would write it (one function each).

The wrong ones with a key in ``IDASTAR_NAMED`` must be named alone; those in
``IDASTAR_UNNAMED`` must fail without a hint.
"""

import math

INF = math.inf


# -- right, in several shapes --------------------------------------------------------------
def ida_recursive(problem):
    """The reviewer's template: the recursion answers (path found, smallest f over)."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            least = min(least, over)
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


def ida_iterator_stack(problem):
    """No recursion: a stack of iterators over the successors."""
    bound = problem.h(problem.initial)
    while True:
        least = INF
        path = [problem.initial]
        gs = [0]
        if problem.is_goal(problem.initial):
            return list(path)
        stack = [iter(problem.successors(problem.initial))]
        while stack:
            try:
                _, child, cost = next(stack[-1])
            except StopIteration:
                stack.pop()
                path.pop()
                gs.pop()
                continue
            if child in path:
                continue
            g = gs[-1] + cost
            f = g + problem.h(child)
            if f > bound:
                least = min(least, f)
                continue
            path.append(child)
            gs.append(g)
            if problem.is_goal(child):
                return list(path)
            stack.append(iter(problem.successors(child)))
        if least == INF:
            return None
        bound = least


def ida_child_f_in_parent(problem):
    """The child's f tested in the parent's loop, the path a tuple, the next bound nonlocal."""
    def contour(path, g, bound):
        nonlocal nxt
        state = path[-1]
        if problem.is_goal(state):
            return path
        for _a, child, c in problem.successors(state):
            if child in path:
                continue
            f = g + c + problem.h(child)
            if f > bound:
                nxt = f if nxt is None else min(nxt, f)
                continue
            hit = contour(path + (child,), g + c, bound)
            if hit:
                return hit
        return None

    bound = problem.h(problem.initial)
    while True:
        nxt = None
        hit = contour((problem.initial,), 0, bound)
        if hit:
            return list(hit)
        if nxt is None:
            return None
        bound = nxt


def ida_bound_from_zero(problem):
    """The first bound 0: an extra contour that cuts the start and asks for nothing."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            least = min(least, over)
        return None, least

    bound = 0
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


def ida_generator(problem):
    """Each contour a generator that yields the path found."""
    def contour(path, g, bound, over):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            over.append(f)
            return
        if problem.is_goal(s):
            yield list(path)
            return
        for _, child, cost in problem.successors(s):
            if child not in path:
                path.append(child)
                yield from contour(path, g + cost, bound, over)
                path.pop()

    bound = problem.h(problem.initial)
    while True:
        over = []
        for found in contour([problem.initial], 0, bound, over):
            return found
        if not over:
            return None
        bound = min(over)


def ida_dict_path(problem):
    """The path kept as a dict (insertion-ordered), for quick membership tests."""
    on = {problem.initial: 0}

    def go(state, g, bound):
        f = g + problem.h(state)
        if f > bound:
            return f
        if problem.is_goal(state):
            return True
        m = INF
        for _a, nxt, c in problem.successors(state):
            if nxt in on:
                continue
            on[nxt] = g + c
            t = go(nxt, g + c, bound)
            if t is True:
                return True
            del on[nxt]
            if t < m:
                m = t
        return m

    bound = problem.h(problem.initial)
    while True:
        t = go(problem.initial, 0, bound)
        if t is True:
            return list(on)
        if t == INF:
            return None
        bound = t


IDASTAR_RIGHT = [ida_recursive, ida_iterator_stack, ida_child_f_in_parent, ida_bound_from_zero,
                 ida_generator, ida_dict_path]


# -- wrong: refusing only the last states of the path (finding 1) --------------------------
def _refusing(refused):
    """The template, with the path test replaced by ``refused(child, path)``."""
    def my_idastar(problem):
        path = [problem.initial]

        def go(g, bound):
            s = path[-1]
            f = g + problem.h(s)
            if f > bound:
                return None, f
            if problem.is_goal(s):
                return list(path), None
            least = INF
            for _, child, cost in problem.successors(s):
                if refused(child, path):
                    continue
                path.append(child)
                found, over = go(g + cost, bound)
                path.pop()
                if found is not None:
                    return found, None
                least = min(least, over)
            return None, least

        bound = problem.h(problem.initial)
        while True:
            found, over = go(0, bound)
            if found is not None:
                return found
            if over == INF:
                return None
            bound = over
    return my_idastar


ida_refuse_last_three = _refusing(lambda child, path: child in path[-3:])
ida_refuse_last_three.__name__ = "ida_refuse_last_three"
ida_refuse_parent_and_grandparent = _refusing(lambda child, path: child in path[-3:-1])
ida_refuse_parent_and_grandparent.__name__ = "ida_refuse_parent_and_grandparent"


# -- wrong: the next bound -------------------------------------------------------------------
def ida_largest_over(problem):
    """W4: the children's answers taken with max (the first as it is)."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            least = over if least == INF else max(least, over)
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


def ida_largest_from_minus_infinity(problem):
    """The same slip written with a maximum that starts at -inf (a dead end answers inf)."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        most, tried = -INF, False
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            tried = True
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            most = max(most, over)
        return None, most if tried else INF

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


def ida_first_over(problem):
    """W5: each state keeps the first answer of its children that is not infinite."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            least = over if least == INF else least
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


def ida_first_in_the_list(problem):
    """The f values cut off kept in a list; the next bound its first item."""
    path = [problem.initial]

    def go(g, bound, over):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            over.append(f)
            return None
        if problem.is_goal(s):
            return list(path)
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found = go(g + cost, bound, over)
            path.pop()
            if found is not None:
                return found
        return None

    bound = problem.h(problem.initial)
    while True:
        over = []
        found = go(0, bound, over)
        if found is not None:
            return found
        if not over:
            return None
        bound = over[0]


# -- wrong: a seen set emptied at each contour ----------------------------------------------
def ida_seen_each_contour(problem):
    """W21: a set of the states expanded, made afresh for each contour."""
    path = [problem.initial]

    def go(g, bound, seen):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        seen.add(s)
        least = INF
        for _, child, cost in problem.successors(s):
            if child in seen:
                continue
            path.append(child)
            found, over = go(g + cost, bound, seen)
            path.pop()
            if found is not None:
                return found, None
            least = min(least, over)
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound, set())
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


# -- wrong: h not followed from state to state ----------------------------------------------
def _f_of(f_of):
    """The template, with f computed as ``f_of(problem, g, state)``."""
    def my_idastar(problem):
        path = [problem.initial]

        def go(g, bound):
            s = path[-1]
            f = f_of(problem, g, s)
            if f > bound:
                return None, f
            if problem.is_goal(s):
                return list(path), None
            least = INF
            for _, child, cost in problem.successors(s):
                if child in path:
                    continue
                path.append(child)
                found, over = go(g + cost, bound)
                path.pop()
                if found is not None:
                    return found, None
                least = min(least, over)
            return None, least

        bound = problem.h(problem.initial)
        while True:
            found, over = go(0, bound)
            if found is not None:
                return found
            if over == INF:
                return None
            bound = over
    return my_idastar


ida_f_is_g = _f_of(lambda problem, g, s: g + 0)                       # W45
ida_f_is_g.__name__ = "ida_f_is_g"
ida_h_of_the_start = _f_of(lambda problem, g, s: g + problem.h(problem.initial))   # W49
ida_h_of_the_start.__name__ = "ida_h_of_the_start"
ida_twice_h = _f_of(lambda problem, g, s: g + 2 * problem.h(s))       # W47
ida_twice_h.__name__ = "ida_twice_h"
ida_cut_on_h = _f_of(lambda problem, g, s: problem.h(s))              # W16
ida_cut_on_h.__name__ = "ida_cut_on_h"


# -- wrong: nothing cut off ----------------------------------------------------------------
def ida_raises_value_error(problem):
    """W54: raises ValueError of its own when no goal can be reached (no min() anywhere)."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            least = min(least, over)
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            raise ValueError("no solution")
        bound = over


def ida_min_of_an_empty_list(problem):
    """W55: min() of the f values cut off, even when there are none."""
    path = [problem.initial]

    def go(g, bound, over):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            over.append(f)
            return None
        if problem.is_goal(s):
            return list(path)
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found = go(g + cost, bound, over)
            path.pop()
            if found is not None:
                return found
        return None

    bound = problem.h(problem.initial)
    while True:
        over = []
        found = go(0, bound, over)
        if found is not None:
            return found
        bound = min(over)


# -- wrong: the work on the way ------------------------------------------------------------
def ida_step_one(problem):
    """W8: g grows by one a move."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in problem.successors(s):
            if child in path:
                continue
            path.append(child)
            found, over = go(g + 1, bound)
            path.pop()
            if found is not None:
                return found, None
            least = min(least, over)
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


def ida_successors_for_each_child(problem):
    """W19: problem.successors asked again inside the loop, once for each child."""
    path = [problem.initial]

    def go(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return None, f
        if problem.is_goal(s):
            return list(path), None
        least = INF
        for _, child, cost in [t for t in problem.successors(s)
                               if len(problem.successors(s)) >= 0]:
            if child in path:
                continue
            path.append(child)
            found, over = go(g + cost, bound)
            path.pop()
            if found is not None:
                return found, None
            least = min(least, over)
        return None, least

    bound = problem.h(problem.initial)
    while True:
        found, over = go(0, bound)
        if found is not None:
            return found
        if over == INF:
            return None
        bound = over


IDASTAR_NAMED = [
    (ida_largest_over, "largest-child"),
    (ida_largest_from_minus_infinity, "largest-child"),
    (ida_first_over, "first-cut"),
    (ida_first_in_the_list, "first-cut"),
    (ida_seen_each_contour, "reached-in-contour"),
    (ida_f_is_g, "no-heuristic-from-h"),
    (ida_h_of_the_start, "no-heuristic"),
    (ida_raises_value_error, "min-of-nothing"),
    (ida_min_of_an_empty_list, "min-of-nothing"),
    (ida_step_one, "step-one"),
    # f = h(state) alone: the bound limits only the estimate (named since rev29)
    (ida_cut_on_h, "no-step-cost"),
]

IDASTAR_UNNAMED = [ida_refuse_last_three, ida_refuse_parent_and_grandparent, ida_twice_h,
                   ida_successors_for_each_child]
