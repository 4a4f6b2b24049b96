"""Exercise implementations of lessons 15-17 for the check tests, written as a learner would.

Each wrong version plants one mistake (marked ``# mistake``) and is otherwise right.  The
``*_CASES`` lists give, for each, the mistake key the check must name, and no other.
"""

import math

# -- IDA* (lesson 15) -------------------------------------------------------------------------

FOUND = "found"


def idastar(problem):
    """Right: the textbook recursion, returning the smallest f over the bound."""
    path = [problem.initial]

    def search(g, bound):
        state = path[-1]
        f = g + problem.h(state)
        if f > bound:
            return f
        if problem.is_goal(state):
            return FOUND
        smallest = math.inf
        for _, child, cost in problem.successors(state):
            if child in path:
                continue
            path.append(child)
            t = search(g + cost, bound)
            if t == FOUND:
                return FOUND
            smallest = min(smallest, t)
            path.pop()
        return smallest

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound = t


def idastar_paths(problem):
    """Right, in another style: each call returns the path found or None, the f values over
    the bound collected in a list."""
    def contour(bound):
        over = []

        def down(path, g):
            state = path[-1]
            f = g + problem.h(state)
            if f > bound:
                over.append(f)
                return None
            if problem.is_goal(state):
                return path
            for _, child, cost in problem.successors(state):
                if child not in path:
                    found = down(path + [child], g + cost)
                    if found:
                        return found
            return None
        return down([problem.initial], 0), over

    bound = problem.h(problem.initial)
    while True:
        found, over = contour(bound)
        if found:
            return found
        if not over:
            return None
        bound = min(over)


def _shaped(*, goal_first=False, grow="min", reached=False, check_path=True, empty="none",
            use_h=True, copy=True, actions=False):
    """One learner's IDA* with a mistake chosen by a keyword (each keyword is one mistake)."""
    def solve(problem):
        h = problem.h if use_h else (lambda state: 0)
        path, moves = [problem.initial], []
        bound = h(problem.initial)
        while True:
            over, seen = [], {problem.initial}

            def down(g):
                state = path[-1]
                if goal_first and problem.is_goal(state):        # mistake (goal_first)
                    return (list(path) if copy else path) if not actions else list(moves)
                f = g + h(state)
                if f > bound:
                    over.append(f)
                    return None
                if problem.is_goal(state):
                    return (list(path) if copy else path) if not actions else list(moves)
                for action, child, cost in problem.successors(state):
                    if check_path and child in path:
                        continue
                    if reached:
                        if child in seen:                         # mistake (reached)
                            continue
                        seen.add(child)
                    path.append(child)
                    moves.append(action)
                    found = down(g + cost)
                    path.pop()
                    moves.pop()
                    if found is not None:
                        return found
                return None

            found = down(0)
            if found is not None:
                return found
            if not over:
                if empty == "min":
                    bound = min(over)                             # mistake (empty="min")
                if empty == "loop":
                    continue                                      # mistake (empty="loop")
                return None
            bound = {"min": min, "max": max}[grow](over) if grow != "plus" else bound + 1
    return solve


IDASTAR_RIGHT = [idastar, idastar_paths, _shaped()]

IDASTAR_CASES = [
    (_shaped(goal_first=True), "goal-before-bound"),
    (_shaped(grow="plus"), "bound-plus-one"),
    (_shaped(grow="max"), "largest-f"),
    (_shaped(reached=True, check_path=False), "global-reached"),
    (_shaped(check_path=False), "no-path-check"),
    (_shaped(empty="min"), "min-of-nothing"),
    (_shaped(empty="loop"), "never-stops"),
    (_shaped(use_h=False), "no-heuristic"),
    (_shaped(copy=False), "popped-path"),
    (_shaped(actions=True), "actions-not-states"),
]


# -- the kind of a stored value, and when an entry answers (lesson 16) --------------------------

def store_kind(value, alpha, beta):
    if value >= beta:
        return "lower"
    if value <= alpha:
        return "upper"
    return "exact"


def store_kind_words(value, alpha, beta):
    """Right kinds, in other words: the table and can_use compare the kinds with ==, so the
    exercise asks for exactly "lower", "upper" and "exact" (rev7)."""
    return "lower bound" if value >= beta else "upper bound" if value <= alpha else "exact"


STORE_KIND_RIGHT = [store_kind]

STORE_KIND_CASES = [
    (store_kind_words, "kind-spelling"),
    (lambda value, alpha, beta: "exact", "always-exact"),
    (lambda value, alpha, beta: "upper" if value >= beta else "lower" if value <= alpha
     else "exact", "swapped"),
    (lambda value, alpha, beta: "lower" if value > beta else "upper" if value < alpha
     else "exact", "strict"),
]


def can_use(entry, depth, alpha, beta):
    searched, value, kind = entry
    if searched < depth:
        return False
    if kind == "exact":
        return True
    if kind == "lower":
        return value >= beta
    return value <= alpha


CAN_USE_RIGHT = [can_use, lambda entry, depth, alpha, beta: entry[0] >= depth and (
    entry[2] == "exact" or (entry[2] == "lower" and entry[1] >= beta)
    or (entry[2] == "upper" and entry[1] <= alpha))]


def _can_use_any_depth(entry, depth, alpha, beta):
    searched, value, kind = entry                        # mistake: the depth never checked
    if kind == "exact":
        return True
    return value >= beta if kind == "lower" else value <= alpha


def _can_use_same_depth(entry, depth, alpha, beta):
    searched, value, kind = entry
    if searched != depth:                                # mistake: == instead of >=
        return False
    if kind == "exact":
        return True
    return value >= beta if kind == "lower" else value <= alpha


def _can_use_bounds_exact(entry, depth, alpha, beta):
    return entry[0] >= depth                             # mistake: any kind answers


def _can_use_swapped(entry, depth, alpha, beta):
    searched, value, kind = entry
    if searched < depth:
        return False
    if kind == "exact":
        return True
    return value <= alpha if kind == "lower" else value >= beta     # mistake


def _can_use_strict(entry, depth, alpha, beta):
    searched, value, kind = entry
    if searched < depth:
        return False
    if kind == "exact":
        return True
    return value > beta if kind == "lower" else value < alpha        # mistake


def _can_use_exact_only(entry, depth, alpha, beta):
    return entry[0] >= depth and entry[2] == "exact"     # mistake: bounds never used


CAN_USE_CASES = [
    (_can_use_any_depth, "any-depth"),
    (_can_use_same_depth, "same-depth"),
    (_can_use_bounds_exact, "bounds-exact"),
    (_can_use_swapped, "swapped"),
    (_can_use_strict, "strict"),
    (_can_use_exact_only, "exact-only"),
]


# -- UCB1 (lesson 17) ----------------------------------------------------------------------------

def ucb_select(children, parent_visits, c):
    for k, (wins, visits) in enumerate(children):
        if visits == 0:
            return k
    scores = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return scores.index(max(scores))


def ucb_select_loop(children, parent_visits, c):
    """Right, with a loop and a running best."""
    best, best_score = None, None
    for k, (w, n) in enumerate(children):
        if n == 0:
            return k
        score = w / n + c * (math.log(parent_visits) / n) ** 0.5
        if best_score is None or score > best_score:
            best, best_score = k, score
    return best


UCB_RIGHT = [ucb_select, ucb_select_loop]


def _ucb(score):
    def select(children, parent_visits, c):
        for k, (_, n) in enumerate(children):
            if n == 0:
                return k
        values = [score(w, n, parent_visits, c) for w, n in children]
        return values.index(max(values))
    return select


def _ucb_last_on_tie(children, parent_visits, c):
    best, best_score = None, -math.inf
    for k, (w, n) in enumerate(children):
        if n == 0:
            return k
        score = w / n + c * math.sqrt(math.log(parent_visits) / n)
        if score >= best_score:                           # mistake: >= keeps the last
            best, best_score = k, score
    return best


def _ucb_unvisited(children, parent_visits, c):
    scores = [w / n + c * math.sqrt(math.log(parent_visits) / n)     # mistake: N = 0 divides
              for w, n in children]
    return scores.index(max(scores))


UCB_CASES = [
    (_ucb(lambda w, n, p, c: w / n), "win-rate-only"),
    (_ucb(lambda w, n, p, c: w / n + c * math.sqrt(math.log10(p) / n)), "log10"),
    (_ucb(lambda w, n, p, c: w / n + c * math.log(p) / n), "no-sqrt"),
    (_ucb(lambda w, n, p, c: w / n + c * math.sqrt(math.log(n) / p)), "swapped-visits"),
    (_ucb(lambda w, n, p, c: w / n + c * math.sqrt(p / n)), "no-log"),
    (_ucb(lambda w, n, p, c: w + c * math.sqrt(math.log(p) / n)), "wins-not-rate"),
    (_ucb_last_on_tie, "last-on-tie"),
    (_ucb_unvisited, "unvisited"),
]


# -- IDA* once more, each mistake a whole function of its own ---------------------------------
# Written the way the textbook's pseudocode is usually copied: search(g, bound) returns
# FOUND or the smallest f that went over the bound (math.inf when nothing did).  Unlike
# ``_shaped`` above, nothing is shared between them: each is what one learner handed in.

def ida_goal_first(problem):
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        if problem.is_goal(node):                       # mistake: before the bound
            return FOUND
        f = g + problem.h(node)
        if f > bound:
            return f
        minimum = math.inf
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                minimum = min(minimum, t)
                path.pop()
        return minimum

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound = t


def ida_plus_one(problem):
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                minimum = min(minimum, t)
                path.pop()
        return minimum

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound += 1                                      # mistake: like a depth limit


def ida_largest(problem):
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        largest = -math.inf
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                largest = max(largest, t)               # mistake: max, not min
                path.pop()
        return largest

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t in (math.inf, -math.inf):
            return None
        bound = t


def ida_visited(problem):
    path = [problem.initial]

    def search(g, bound, visited):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for _, succ, cost in problem.successors(node):
            if succ in visited:                          # mistake: every state seen this round
                continue
            visited.add(succ)
            path.append(succ)
            t = search(g + cost, bound, visited)
            if t == FOUND:
                return FOUND
            minimum = min(minimum, t)
            path.pop()
        return minimum

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound, {problem.initial})
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound = t


def ida_no_cycle_check(problem):
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for _, succ, cost in problem.successors(node):   # mistake: no test for the path
            path.append(succ)
            t = search(g + cost, bound)
            if t == FOUND:
                return FOUND
            minimum = min(minimum, t)
            path.pop()
        return minimum

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound = t


def ida_min_of_empty(problem):
    """Collects the f values over the bound in a list and takes min() without looking."""
    path = [problem.initial]
    bound = problem.h(problem.initial)

    def dfs(g, over):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            over.append(f)
            return False
        if problem.is_goal(node):
            return True
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                if dfs(g + cost, over):
                    return True
                path.pop()
        return False

    while True:
        over = []
        if dfs(0, over):
            return list(path)
        bound = min(over)                                # mistake: over may be empty


def ida_endless(problem):
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                minimum = min(minimum, t)
                path.pop()
        return minimum

    bound = problem.h(problem.initial)
    while True:                                          # mistake: never gives up
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        bound = t


def ida_forgot_h(problem):
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        f = g                                            # mistake: h left out
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                minimum = min(minimum, t)
                path.pop()
        return minimum

    bound = 0
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound = t


def ida_returns_live_path(problem):
    """Returns the path list it keeps pushing and popping."""
    path = [problem.initial]

    def dfs(g, bound, over):
        node = path[-1]
        f = g + problem.h(node)
        if f > bound:
            over.append(f)
            return None
        if problem.is_goal(node):
            return path                                  # mistake: not a copy
        for _, succ, cost in problem.successors(node):
            if succ in path:
                continue
            path.append(succ)
            found = dfs(g + cost, bound, over)
            path.pop()
            if found is not None:
                return found
        return None

    bound = problem.h(problem.initial)
    while True:
        over = []
        found = dfs(0, bound, over)
        if found is not None:
            return found
        if not over:
            return None
        bound = min(over)


def ida_moves(problem):
    """Returns the moves that reach the goal."""
    states, moves = [problem.initial], []

    def search(g, bound):
        node = states[-1]
        f = g + problem.h(node)
        if f > bound:
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for action, succ, cost in problem.successors(node):
            if succ not in states:
                states.append(succ)
                moves.append(action)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                minimum = min(minimum, t)
                states.pop()
                moves.pop()
        return minimum

    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t == FOUND:
            return list(moves)                           # mistake: moves, not states
        if t == math.inf:
            return None
        bound = t


IDASTAR_LEARNERS = [
    (ida_goal_first, "goal-before-bound"),
    (ida_plus_one, "bound-plus-one"),
    (ida_largest, "largest-f"),
    (ida_visited, "global-reached"),
    (ida_no_cycle_check, "no-path-check"),
    (ida_min_of_empty, "min-of-nothing"),
    (ida_endless, "never-stops"),
    (ida_forgot_h, "no-heuristic"),
    (ida_returns_live_path, "popped-path"),
    (ida_moves, "actions-not-states"),
]


def ida_with_a_set_beside_the_path(problem):
    """Right, unusual: an explicit stack of iterators, a set beside the path for the test.
    (It returned a tuple once; the exercise asks for a list, and a tuple now fails:
    tests/test_checks_rev15_late.py.)"""
    bound = problem.h(problem.initial)
    while True:
        path, on_path, over = [problem.initial], {problem.initial}, []
        costs = [0]
        stack = []
        f = problem.h(problem.initial)
        if f <= bound and problem.is_goal(problem.initial):
            return [problem.initial]
        stack.append(iter(problem.successors(problem.initial)))
        while stack:
            step = next(stack[-1], None)
            if step is None:
                stack.pop()
                on_path.discard(path.pop())
                costs.pop()
                continue
            _, child, cost = step
            if child in on_path:
                continue
            g = costs[-1] + cost
            f = g + problem.h(child)
            if f > bound:
                over.append(f)
                continue
            path.append(child)
            on_path.add(child)
            costs.append(g)
            if problem.is_goal(child):
                return list(path)
            stack.append(iter(problem.successors(child)))
        if not over:
            return None
        bound = min(over)


# -- not in the catalogue: each must fail, and no planted mistake may be named -----------------

def ida_cut_at_equal(problem):
    """Cuts at f >= bound: the first contour cuts the start itself, and the bound never
    grows (a mistake the suite has no switch for)."""
    path = [problem.initial]

    def search(g, bound):
        node = path[-1]
        f = g + problem.h(node)
        if f >= bound:                                    # mistake: >= cuts a node on the bound
            return f
        if problem.is_goal(node):
            return FOUND
        minimum = math.inf
        for _, succ, cost in problem.successors(node):
            if succ not in path:
                path.append(succ)
                t = search(g + cost, bound)
                if t == FOUND:
                    return FOUND
                minimum = min(minimum, t)
                path.pop()
        return minimum

    bound = problem.h(problem.initial)
    for _ in range(50):                                   # gives up after 50 contours
        t = search(0, bound)
        if t == FOUND:
            return list(path)
        if t == math.inf:
            return None
        bound = t
    return None


def ida_goal_last_first(problem):
    """Right search, but the path comes back goal first."""
    found = idastar(problem)
    return None if found is None else found[::-1]


def ida_depth_bound(problem):
    """Bounds the number of moves by h(start), then +1: iterative deepening in disguise."""
    path = [problem.initial]

    def down(limit):
        node = path[-1]
        if problem.is_goal(node):
            return list(path)
        if limit == 0:
            return None
        for _, succ, _ in problem.successors(node):
            if succ not in path:
                path.append(succ)
                found = down(limit - 1)
                path.pop()
                if found:
                    return found
        return None

    limit = int(problem.h(problem.initial))
    while limit < 40:
        found = down(limit)
        if found:
            return found
        limit += 1
    return None


IDASTAR_UNKNOWN = [ida_cut_at_equal, ida_depth_bound]


# -- the table rules and UCB1, each mistake a plain function -----------------------------------

def kind_always_exact(value, alpha, beta):
    return "exact"                                         # mistake: the classic bug


def kind_swapped(value, alpha, beta):
    if value >= beta:
        return "upper"                                     # mistake: lower and upper swapped
    elif value <= alpha:
        return "lower"
    else:
        return "exact"


def kind_strict(value, alpha, beta):
    if value > beta:                                       # mistake: > and < miss the ties
        return "lower"
    if value < alpha:
        return "upper"
    return "exact"


STORE_KIND_LEARNERS = [(kind_always_exact, "always-exact"), (kind_swapped, "swapped"),
                       (kind_strict, "strict")]


def kind_inside_only(value, alpha, beta):
    """Not in the catalogue: "exact" only strictly inside, everything else "lower"."""
    return "exact" if alpha < value < beta else "lower"


def ucb_rate_only(children, parent_visits, c):
    best = 0
    for i in range(len(children)):
        w, n = children[i]
        if n == 0:
            return i
        if w / n > children[best][0] / children[best][1]:  # mistake: no exploration term
            best = i
    return best


def ucb_log10(children, parent_visits, c):
    import numpy as np
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    scores = [w / n + c * np.sqrt(np.log10(parent_visits) / n)    # mistake: log10
              for w, n in children]
    return int(np.argmax(scores))


def ucb_no_sqrt(children, parent_visits, c):
    unvisited = [i for i, (_, n) in enumerate(children) if n == 0]
    if unvisited:
        return unvisited[0]
    return max(range(len(children)), key=lambda i: children[i][0] / children[i][1]
               + c * math.log(parent_visits) / children[i][1])     # mistake: no square root


def ucb_child_inside_log(children, parent_visits, c):
    best, best_value = None, None
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
        value = w / n + c * math.sqrt(math.log(n) / parent_visits)  # mistake: N's swapped
        if best_value is None or value > best_value:
            best, best_value = i, value
    return best


def ucb_no_log(children, parent_visits, c):
    best, best_value = None, -1
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
        value = w / n + c * math.sqrt(parent_visits / n)           # mistake: no logarithm
        if value > best_value:
            best, best_value = i, value
    return best


def ucb_wins(children, parent_visits, c):
    best, best_value = None, -math.inf
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
        value = w + c * math.sqrt(math.log(parent_visits) / n)     # mistake: W, not W/N
        if value > best_value:
            best, best_value = i, value
    return best


def ucb_last_tie(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    scores = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    top = max(scores)
    return len(scores) - 1 - scores[::-1].index(top)               # mistake: the last best


def ucb_divides_first(children, parent_visits, c):
    best, best_value = 0, -math.inf
    for i, (w, n) in enumerate(children):
        value = w / n + c * math.sqrt(math.log(parent_visits) / n)  # mistake: N = 0 divides
        if value > best_value:
            best, best_value = i, value
    return best


UCB_LEARNERS = [(ucb_rate_only, "win-rate-only"), (ucb_log10, "log10"),
                (ucb_no_sqrt, "no-sqrt"), (ucb_child_inside_log, "swapped-visits"),
                (ucb_no_log, "no-log"), (ucb_wins, "wins-not-rate"),
                (ucb_last_tie, "last-on-tie"), (ucb_divides_first, "unvisited")]


def ucb_with_plus_one(children, parent_visits, c):
    """Not in the catalogue: N + 1 below the line, so no child is ever 'unvisited'."""
    scores = [w / (n + 1) + c * math.sqrt(math.log(parent_visits + 1) / (n + 1))
              for w, n in children]
    return scores.index(max(scores))


def ucb_sorted(children, parent_visits, c):
    """Right, unusual: sorts (score, -index) pairs, unvisited children scored infinite."""
    def score(pair):
        w, n = pair[1]
        if n == 0:
            return (math.inf, -pair[0])
        return (w / n + c * (2 * math.log(parent_visits) / (2 * n)) ** 0.5, -pair[0])
    return sorted(enumerate(children), key=score)[-1][0]


# -- the fresh reviewer's attempts (lessons 15-17), as they were written ------------------------

def ida_last_cut(problem):
    """Next bound = the f of the LAST state cut off (attempt Z)."""
    bound = problem.h(problem.initial)
    path = [problem.initial]
    while True:
        over = None

        def go(g):
            nonlocal over
            s = path[-1]
            f = g + problem.h(s)
            if f > bound:
                over = f                                  # mistake: the last, not the least
                return None
            if problem.is_goal(s):
                return list(path)
            for _, nxt, cost in problem.successors(s):
                if nxt in path:
                    continue
                path.append(nxt)
                r = go(g + cost)
                path.pop()
                if r is not None:
                    return r
            return None
        r = go(0)
        if r is not None:
            return r
        if over is None:
            return None
        bound = over


def ida_textbook_mn_equals_t(problem):
    """The textbook search() with ``mn = t`` for ``mn = min(mn, t)`` (attempt U)."""
    found = object()
    path = [problem.initial]

    def search(g, bound):
        s = path[-1]
        f = g + problem.h(s)
        if f > bound:
            return f
        if problem.is_goal(s):
            return found
        mn = math.inf
        for _, nxt, c in problem.successors(s):
            if nxt in path:
                continue
            path.append(nxt)
            t = search(g + c, bound)
            if t is found:
                return found
            mn = t                                        # mistake: min(mn, t)
            path.pop()
        return mn
    bound = problem.h(problem.initial)
    while True:
        t = search(0, bound)
        if t is found:
            return list(path)
        if t == math.inf:
            return None
        bound = t


def _template(cut=lambda f, b: f > b, step=lambda g, c: g + c, cycle="path", twice=False,
              order=lambda xs: xs):
    """The reviewer's one IDA* with a mistake chosen by a keyword (attempts L, M, O, P, Q)."""
    def my_idastar(problem):
        bound = problem.h(problem.initial)
        path = [problem.initial]
        while True:
            over = math.inf

            def go(g):
                nonlocal over
                s = path[-1]
                f = g + problem.h(s)
                if cut(f, bound):
                    over = min(over, f)
                    return None
                if problem.is_goal(s):
                    return list(path)
                if twice:
                    len(problem.successors(s))
                for _, nxt, cost in order(list(problem.successors(s))):
                    if cycle == "path" and nxt in path:
                        continue
                    if cycle == "parent" and len(path) > 1 and nxt == path[-2]:
                        continue
                    path.append(nxt)
                    r = go(step(g, cost))
                    path.pop()
                    if r is not None:
                        return r
                return None
            r = go(0)
            if r is not None:
                return r
            if over == math.inf:
                return None
            bound = over
    return my_idastar


def ida_seen_forever(problem):
    """A visited set made once and never emptied between contours (attempt S)."""
    bound = problem.h(problem.initial)
    seen = set()
    while True:
        over = math.inf

        def go(path, g):
            nonlocal over
            s = path[-1]
            f = g + problem.h(s)
            if f > bound:
                over = min(over, f)
                return None
            if problem.is_goal(s):
                return path
            seen.add(s)                                    # mistake: kept across contours
            for _, nxt, cost in problem.successors(s):
                if nxt in seen:
                    continue
                r = go(path + [nxt], g + cost)
                if r is not None:
                    return r
            return None
        r = go([problem.initial], 0)
        if r is not None:
            return r
        if over == math.inf:
            return None
        bound = over


def ida_successors_first(problem):
    """Asks for the successors before the bound test (attempt AD)."""
    bound = problem.h(problem.initial)
    path = [problem.initial]
    while True:
        over = math.inf

        def go(g):
            nonlocal over
            s = path[-1]
            kids = problem.successors(s)                   # mistake: before the bound test
            f = g + problem.h(s)
            if f > bound:
                over = min(over, f)
                return None
            if problem.is_goal(s):
                return list(path)
            for _, nxt, cost in kids:
                if nxt in path:
                    continue
                path.append(nxt)
                r = go(g + cost)
                path.pop()
                if r is not None:
                    return r
            return None
        r = go(0)
        if r is not None:
            return r
        if over == math.inf:
            return None
        bound = over


def ida_reversed_path(problem):
    """Returns the path goal first (attempt H)."""
    bound = problem.h(problem.initial)
    path = [problem.initial]
    while True:
        over = math.inf

        def go(g):
            nonlocal over
            s = path[-1]
            f = g + problem.h(s)
            if f > bound:
                over = min(over, f)
                return None
            if problem.is_goal(s):
                return list(reversed(path))                # mistake: goal first
            for _, nxt, cost in problem.successors(s):
                if nxt in path:
                    continue
                path.append(nxt)
                r = go(g + cost)
                path.pop()
                if r is not None:
                    return r
            return None
        r = go(0)
        if r is not None:
            return r
        if over == math.inf:
            return None
        bound = over


IDASTAR_REVIEWED = [
    (ida_last_cut, "last-cut"),
    (ida_textbook_mn_equals_t, "last-child"),
    (_template(cut=lambda f, b: f >= b), "cut-at-bound"),
    (_template(step=lambda g, c: g + 1), "step-one"),
    (_template(cycle="parent"), "parent-only"),
    (ida_seen_forever, "reached-across-contours"),
    (ida_successors_first, "successors-first"),
    (ida_reversed_path, "reversed-path"),
    (ida_goal_last_first, "reversed-path"),
]


def astar_by_hand(problem):
    """A* written out (a priority queue, a best-g map): no contours (attempt T)."""
    import heapq
    import itertools
    cnt = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), next(cnt), 0, start, [start])]
    best = {start: 0}
    while frontier:
        f, _, g, s, p = heapq.heappop(frontier)
        if g > best.get(s, math.inf):
            continue
        if problem.is_goal(s):
            return p
        for _, nxt, c in problem.successors(s):
            ng = g + c
            if ng < best.get(nxt, math.inf):
                best[nxt] = ng
                heapq.heappush(frontier, (ng + problem.h(nxt), next(cnt), ng, nxt, p + [nxt]))
    return None


def ucs_by_hand(problem):
    """Uniform-cost search, h ignored (attempt AG)."""
    import heapq
    import itertools
    cnt = itertools.count()
    start = problem.initial
    frontier = [(0, next(cnt), start, [start])]
    best = {start: 0}
    while frontier:
        g, _, s, p = heapq.heappop(frontier)
        if g > best.get(s, math.inf):
            continue
        if problem.is_goal(s):
            return p
        for _, nxt, c in problem.successors(s):
            if g + c < best.get(nxt, math.inf):
                best[nxt] = g + c
                heapq.heappush(frontier, (g + c, next(cnt), nxt, p + [nxt]))
    return None


#: Right answers, wrong searches: they fail, and no planted mistake is named.
IDASTAR_NOT_IDA = [astar_by_hand, ucs_by_hand, _template(twice=True),
                   _template(order=lambda xs: xs[::-1])]


def store_kind_window_swapped(value, alpha, beta):
    if value >= alpha:                                     # mistake: alpha for beta
        return "lower"
    if value <= beta:
        return "upper"
    return "exact"


def store_kind_beta_only(value, alpha, beta):
    return "lower" if value >= beta else "exact"           # mistake: no upper bounds


def store_kind_alpha_only(value, alpha, beta):
    return "upper" if value <= alpha else "exact"          # mistake: no lower bounds


def store_kind_strict_beta(value, alpha, beta):
    if value > beta:                                       # mistake: > on the beta side only
        return "lower"
    if value <= alpha:
        return "upper"
    return "exact"


STORE_KIND_REVIEWED = [(store_kind_window_swapped, "window-swapped"),
                       (store_kind_beta_only, "no-upper"), (store_kind_alpha_only, "no-lower"),
                       (store_kind_strict_beta, "strict-beta")]


def can_use_depth_reversed(entry, depth, alpha, beta):
    d, v, k = entry
    if d > depth:                                          # mistake: the test turned round
        return False
    return k == "exact" or (k == "lower" and v >= beta) or (k == "upper" and v <= alpha)


def can_use_value_first(entry, depth, alpha, beta):
    v, d, k = entry                                        # mistake: (depth, value, kind)
    if d < depth:
        return False
    return k == "exact" or (k == "lower" and v >= beta) or (k == "upper" and v <= alpha)


def can_use_wrong_side(entry, depth, alpha, beta):
    d, v, k = entry
    if d < depth:
        return False
    return k == "exact" or (k == "lower" and v >= alpha) or (k == "upper" and v <= beta)


def can_use_exact_shallow(entry, depth, alpha, beta):
    d, v, k = entry
    if k == "exact":                                       # mistake: before the depth test
        return True
    if d < depth:
        return False
    return (k == "lower" and v >= beta) or (k == "upper" and v <= alpha)


CAN_USE_REVIEWED = [(can_use_depth_reversed, "depth-reversed"),
                    (can_use_value_first, "unpacked"), (can_use_wrong_side, "wrong-side"),
                    (can_use_exact_shallow, "exact-any-depth")]


def can_use_falls_off_the_end(entry, depth, alpha, beta):
    """Right when True, None otherwise (no return at the end)."""
    d, v, k = entry
    if d >= depth and (k == "exact" or (k == "lower" and v >= beta)
                       or (k == "upper" and v <= alpha)):
        return True


def _ucb_score(w, n, p, c):
    return w / n + c * math.sqrt(math.log(p) / n)


def ucb_last_unvisited(children, parent_visits, c):
    unvisited = [i for i, (w, n) in enumerate(children) if n == 0]
    if unvisited:
        return unvisited[-1]                               # mistake: the last of them
    return max(range(len(children)), key=lambda i: (_ucb_score(*children[i], parent_visits, c),
                                                    -i))


def ucb_sqrt_two(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    return max(range(len(children)), key=lambda i: (
        children[i][0] / children[i][1]
        + c * math.sqrt(2 * math.log(parent_visits) / children[i][1]), -i))   # mistake


def ucb_log_p_plus_one(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    return max(range(len(children)), key=lambda i: (
        children[i][0] / children[i][1]
        + c * math.sqrt(math.log(parent_visits + 1) / children[i][1]), -i))   # mistake


def ucb_skips_unvisited(children, parent_visits, c):
    best, best_i = -math.inf, 0
    for i, (w, n) in enumerate(children):
        if n == 0:
            continue                                       # mistake: never selected
        u = _ucb_score(w, n, parent_visits, c)
        if u > best:
            best, best_i = u, i
    return best_i


def ucb_unvisited_scores_zero(children, parent_visits, c):
    return max(range(len(children)), key=lambda i: (
        0 if children[i][1] == 0 else _ucb_score(*children[i], parent_visits, c), -i))


def ucb_c_on_mean(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    return max(range(len(children)), key=lambda i: (
        c * children[i][0] / children[i][1]
        + math.sqrt(math.log(parent_visits) / children[i][1]), -i))          # mistake


def ucb_child_log(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    return max(range(len(children)), key=lambda i: (
        children[i][0] / children[i][1]
        + c * math.sqrt(math.log(children[i][1]) / children[i][1]), -i))     # mistake


def ucb_most_visited(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    return max(range(len(children)), key=lambda i: (children[i][1], -i))   # mistake


def ucb_lowest(children, parent_visits, c):
    for i, (w, n) in enumerate(children):
        if n == 0:
            return i
    return min(range(len(children)), key=lambda i: (
        children[i][0] / children[i][1]
        - c * math.sqrt(math.log(parent_visits) / children[i][1]), i))       # mistake


def ucb_one_based(children, parent_visits, c):
    for i, (w, n) in enumerate(children, 1):               # mistake: counted from 1
        if n == 0:
            return i
    return 1 + max(range(len(children)), key=lambda i: (
        _ucb_score(*children[i], parent_visits, c), -i))


UCB_REVIEWED = [(ucb_last_unvisited, "last-unvisited"), (ucb_sqrt_two, "sqrt-two"),
                (ucb_log_p_plus_one, "log-p-plus-one"), (ucb_skips_unvisited, "unvisited-skipped"),
                (ucb_unvisited_scores_zero, "unvisited-zero"), (ucb_c_on_mean, "c-on-rate"),
                (ucb_child_log, "child-log"), (ucb_most_visited, "most-visited"),
                (ucb_lowest, "lowest"), (ucb_one_based, "one-based"),
                (ucb_with_plus_one, "plus-one")]
