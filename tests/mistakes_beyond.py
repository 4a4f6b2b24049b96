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
    """Right, answering in words."""
    return "lower bound" if value >= beta else "upper bound" if value <= alpha else "exact"


STORE_KIND_RIGHT = [store_kind, store_kind_words]

STORE_KIND_CASES = [
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
