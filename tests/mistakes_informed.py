"""Informed-search exercise implementations for the check tests (lessons 05-07).

Each wrong version plants one mistake (marked ``# mistake``) and is otherwise
right.  The ``*_CASES`` lists give, for each, the mistake key the check must name.
"""

import math

# -- heuristics -----------------------------------------------------------------------------


def manhattan(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


MANHATTAN_CASES = [
    (lambda a, b: (a[0] - b[0]) + (a[1] - b[1]), "no-abs"),
    (lambda a, b: abs((a[0] - b[0]) + (a[1] - b[1])), "abs-of-sum"),
    (lambda a, b: math.dist(a, b), "euclidean"),
    (lambda a, b: max(abs(a[0] - b[0]), abs(a[1] - b[1])), "max"),
    (lambda a, b: abs(a[0] - b[0]), "one-axis"),
    (lambda a, b: abs(a[1] - b[1]), "one-axis"),
    (lambda a, b: (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2, "squared"),
    (lambda a, b: -(abs(a[0] - b[0]) + abs(a[1] - b[1])), "negated"),
    (lambda a, b: abs(a[0] - b[0]) - abs(a[1] - b[1]), "difference"),
    (lambda a, b: abs(a[0] - a[1]) + abs(b[0] - b[1]), "pairing"),
    (lambda a, b: abs(a[0] - b[0]) + (a[1] - b[1]), "half-abs"),
    (lambda a, b: (b[0] - a[0]) + abs(b[1] - a[1]), "half-abs"),
]

MAZE_H_CASES = [
    (lambda maze, cell: abs(maze.goal[0] - cell[0]) + (maze.goal[1] - cell[1]), "half-abs"),
    (lambda maze, cell: (cell[0] - maze.goal[0]) + abs(cell[1] - maze.goal[1]), "half-abs"),
]


class _NotebookMaze:
    goal = (1, 12)                      # lesson 06's `maze` (greedy-trap)


maze = _NotebookMaze()


def h_notebook_goal(cell, goal):
    return abs(cell[0] - maze.goal[0]) + abs(cell[1] - maze.goal[1])   # mistake: maze.goal

ADMISSIBLE_CASES = [
    (lambda cell, goal: 2 * manhattan(cell, goal), "overestimates"),
    (lambda cell, goal: manhattan(cell, goal) + 1, "goal-not-zero"),
    (lambda cell, goal: -manhattan(cell, goal), "negated"),
    (lambda cell, goal: (goal[0] - cell[0]) + (goal[1] - cell[1]), "no-abs"),
    (lambda cell, goal: abs(cell[0] - goal[0]) + (cell[1] - goal[1]), "half-abs"),
    (h_notebook_goal, "fixed-goal"),
]
ADMISSIBLE_RIGHT = [manhattan, lambda cell, goal: 0, math.dist,
                    lambda cell, goal: max(abs(cell[0] - goal[0]), abs(cell[1] - goal[1]))]

# -- the 8-puzzle ---------------------------------------------------------------------------


def _numbered(state):
    """The eight numbered tiles in board order (the blank, 0, dropped)."""
    return [tile for tile in state if tile]


def inversions(state):
    """Right: for each tile, how many tiles before it are larger."""
    before, count = [], 0
    for tile in _numbered(state):
        count += sum(1 for earlier in before if earlier > tile)
        before.append(tile)
    return count


def inversions_with_blank(state):
    before, count = [], 0
    for tile in state:                                 # mistake: the blank stays in
        count += sum(1 for earlier in before if earlier > tile)
        before.append(tile)
    return count


def inversions_right_order(state):
    before, count = [], 0
    for tile in _numbered(state):
        count += sum(1 for earlier in before if earlier < tile)   # mistake: pairs in order
        before.append(tile)
    return count


def inversions_neighbours(state):
    row = _numbered(state)
    return sum(left > right for left, right in zip(row, row[1:]))     # mistake


def inversions_twice(state):
    row = _numbered(state)
    count = 0
    for at, tile in enumerate(row):
        count += sum(1 for earlier in row[:at] if earlier > tile)
        count += sum(1 for later in row[at + 1:] if later < tile)     # mistake: again
    return count


def inversions_with_itself(state):
    row = _numbered(state)
    count = 0
    for at, tile in enumerate(row):
        count += sum(1 for later in row[at:] if tile >= later)   # mistake: tile vs itself
    return count


def inversions_eight_tiles(state):
    row = _numbered(state)
    count = 0
    for i in range(8):                                 # mistake: eight tiles, always
        for j in range(i + 1, 8):
            count += row[i] > row[j]
    return count


def inversions_nine_squares(state):
    count = 0
    for i in range(9):                                 # mistake: nine squares, always
        for j in range(i + 1, 9):
            if state[i] and state[j] and state[i] > state[j]:
                count += 1
    return count


def inversions_last_short(state):
    tiles, count = _numbered(state), 0
    for i in range(len(tiles) - 1):
        for j in range(i + 1, len(tiles) - 1):        # mistake: the last tile never paired
            if tiles[i] > tiles[j]:
                count += 1
    return count


def inversions_parity(state):
    return inversions(state) % 2                       # mistake: the parity, not the count


INVERSION_CASES = [(inversions_parity, "parity"), (inversions_eight_tiles, "nine-squares"),
                   (inversions_nine_squares, "nine-squares"),
                   (inversions_with_blank, "blank-counted"),
                   (inversions_right_order, "pair-order"),
                   (inversions_neighbours, "adjacent-only"), (inversions_twice, "both-orders"),
                   (inversions_with_itself, "self-pairs"),
                   (inversions_last_short, "last-tile")]


def solvable(state):
    return inversions(state) % 2 == 0


SOLVABLE_CASES = [(lambda s: inversions(s) % 2 == 1, "parity-reversed"),
                  (lambda s: inversions_with_blank(s) % 2 == 0, "blank-counted"),
                  (lambda s: inversions(s), "count-not-bool")]

# -- depth-limited search and iterative deepening ----------------------------------------------


def dls(problem, limit):
    """Right: recursive, an on-path set, the goal tested before the limit."""
    trail = [problem.initial]                  # the states from the start to here
    on_trail = set(trail)

    def go_deeper(budget):
        here = trail[-1]
        if problem.is_goal(here):
            return trail[:]                    # a copy: the trail keeps changing
        if budget == 0:
            return None
        for action in problem.actions(here):
            nxt = problem.result(here, action)
            if nxt in on_trail:
                continue
            trail.append(nxt)
            on_trail.add(nxt)
            answer = go_deeper(budget - 1)
            trail.pop()
            on_trail.remove(nxt)
            if answer:
                return answer
        return None
    return go_deeper(limit)


def dls_global(problem, limit):
    reached = {problem.initial}                        # mistake: one set for the whole search

    def recurse(path, limit):
        state = path[-1]
        if problem.is_goal(state):
            return list(path)
        if limit == 0:
            return None
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child in reached:
                continue
            reached.add(child)
            found = recurse(path + [child], limit - 1)
            if found is not None:
                return found
        return None
    return recurse([problem.initial], limit)


def dls_too_shallow(problem, limit):
    def recurse(path, limit):
        state = path[-1]
        if limit == 0:                                 # mistake: the limit tested first
            return None
        if problem.is_goal(state):
            return list(path)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in path:
                found = recurse(path + [child], limit - 1)
                if found is not None:
                    return found
        return None
    return recurse([problem.initial], limit)


def dls_too_deep(problem, limit):
    def recurse(path, limit):
        state = path[-1]
        if problem.is_goal(state):
            return list(path)
        if limit < 0:                                  # mistake: one level too many
            return None
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in path:
                found = recurse(path + [child], limit - 1)
                if found is not None:
                    return found
        return None
    return recurse([problem.initial], limit)


def dls_live_path(problem, limit):
    trail = [problem.initial]
    on_trail = set(trail)

    def go_deeper(budget):
        here = trail[-1]
        if problem.is_goal(here):
            return trail                       # mistake: the list that is popped later
        if budget == 0:
            return None
        for action in problem.actions(here):
            nxt = problem.result(here, action)
            if nxt in on_trail:
                continue
            trail.append(nxt)
            on_trail.add(nxt)
            answer = go_deeper(budget - 1)
            trail.pop()
            on_trail.remove(nxt)
            if answer:
                return answer
        return None
    return go_deeper(limit)


def dls_no_path_check(problem, limit):
    def recurse(path, limit):
        state = path[-1]
        if problem.is_goal(state):
            return list(path)
        if limit == 0:
            return None
        for action in problem.actions(state):
            child = problem.result(state, action)      # mistake: no test of the path
            found = recurse(path + [child], limit - 1)
            if found is not None:
                return found
        return None
    return recurse([problem.initial], limit)


def dls_actions(problem, limit):
    def recurse(path, moves, limit):
        state = path[-1]
        if problem.is_goal(state):
            return list(moves)                         # mistake: the moves, not the states
        if limit == 0:
            return None
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in path:
                found = recurse(path + [child], moves + [action], limit - 1)
                if found is not None:
                    return found
        return None
    return recurse([problem.initial], [], limit)


def _recursive(problem, limit, *, cut=lambda left: left == 0, cut_first=False, start=None,
               refused=lambda child, path: child in path, children_only=False):
    """The usual recursion, one thing changed at a time (see the functions below)."""
    def rec(state, path, left):
        if cut_first and cut(left):
            return None
        if not children_only and problem.is_goal(state):
            return path
        if cut(left):
            return None
        for _, child, _ in problem.successors(state):
            if refused(child, path):
                continue
            if children_only and problem.is_goal(child):
                return path + [child]
            found = rec(child, path + [child], left - 1)
            if found is not None:
                return found
        return None
    return rec(problem.initial, [problem.initial], limit if start is None else start)


def dls_cut_below_zero_plus_one(problem, limit):
    # mistake: cut at left < 0 on entry, starting from limit + 1
    return _recursive(problem, limit, cut=lambda left: left < 0, cut_first=True, start=limit + 1)


def dls_cut_below_zero(problem, limit):
    # mistake: cut at left < 0 on entry: the states at the limit are expanded too
    return _recursive(problem, limit, cut=lambda left: left < 0, cut_first=True)


def dls_children_only(problem, limit):
    # mistake: only the children are tested for the goal, never the start
    return _recursive(problem, limit, cut_first=True, children_only=True)


def dls_parent_only(problem, limit):
    # mistake: only the parent is refused, not the whole path
    return _recursive(problem, limit,
                      refused=lambda child, path: len(path) > 1 and child == path[-2])


DLS_CASES = [(dls_cut_below_zero_plus_one, "depth-deep"),
             (dls_cut_below_zero, "expands-at-limit"), (dls_children_only, "start-is-goal"),
             (dls_parent_only, "parent-only"),
             (dls_no_path_check, "no-path-check"), (dls_actions, "actions-not-states"),
             (dls_global, "global-reached"), (dls_too_shallow, "depth-short"),
             (dls_too_deep, "depth-deep"), (dls_live_path, "popped-path")]


def iddfs(problem, max_depth):
    for limit in range(max_depth + 1):
        found = dls(problem, limit)
        if found is not None:
            return found
    return None


def iddfs_global(problem, max_depth):
    for limit in range(max_depth + 1):
        found = dls_global(problem, limit)             # mistake: a global reached set
        if found is not None:
            return found
    return None


def iddfs_one_short(problem, max_depth):
    for limit in range(max_depth):                     # mistake: max_depth itself never tried
        found = dls(problem, limit)
        if found is not None:
            return found
    return None


def iddfs_no_max(problem, max_depth):
    limit = 0
    while True:                                        # mistake: no maximum depth
        found = dls(problem, limit)
        if found is not None:
            return found
        limit += 1


def iddfs_deepest_only(problem, max_depth):
    return dls(problem, max_depth)                     # mistake: no deepening


def iddfs_from_one(problem, max_depth):
    for limit in range(1, max_depth + 1):              # mistake: limit 0 skipped
        found = dls(problem, limit)
        if found is not None and len(found) > 1:
            return found
    return None


def iddfs_actions(problem, max_depth):
    for limit in range(max_depth + 1):
        found = dls_actions(problem, limit)            # mistake: the moves, not the states
        if found is not None:
            return found
    return None


def iddfs_live_path(problem, max_depth):
    for limit in range(max_depth + 1):
        found = dls_live_path(problem, limit)          # mistake: returns the popped list
        if found is not None:
            return found
    return None


def iddfs_no_path_check(problem, max_depth):
    for limit in range(max_depth + 1):
        found = dls_no_path_check(problem, limit)     # mistake: no test of the path
        if found is not None:
            return found
    return None


def iddfs_one_round(problem, max_depth):
    for limit in range(max_depth + 1):
        return dls(problem, limit)                     # mistake: even when it found nothing
    return None


def iddfs_kept_set(problem, max_depth):
    seen = set()                                       # mistake: kept across the rounds

    def rec(state, path, left):
        if problem.is_goal(state):
            return path
        if left == 0:
            return None
        seen.add(state)
        for _, child, _ in problem.successors(state):
            if child not in path and child not in seen:
                found = rec(child, path + [child], left - 1)
                if found is not None:
                    return found
        return None
    for limit in range(max_depth + 1):
        found = rec(problem.initial, [problem.initial], limit)
        if found is not None:
            return found
    return None


def iddfs_last_round(problem, max_depth):
    kept = None
    for limit in range(max_depth + 1):
        found = dls(problem, limit)
        if found is not None:
            kept = found                               # mistake: goes on to deeper rounds
    return kept


def iddfs_kept_reached(problem, max_depth):
    reached = {problem.initial}                        # mistake: kept across the rounds

    def rec(path, left):
        if problem.is_goal(path[-1]):
            return path
        if left == 0:
            return None
        for action in problem.actions(path[-1]):
            child = problem.result(path[-1], action)
            if child not in reached:
                reached.add(child)
                found = rec(path + [child], left - 1)
                if found is not None:
                    return found
        return None
    for limit in range(max_depth + 1):
        found = rec([problem.initial], limit)
        if found is not None:
            return found
    return None


IDDFS_CASES = [(iddfs_one_round, "one-round"), (iddfs_kept_set, "kept-across-rounds"),
               (iddfs_kept_reached, "kept-across-rounds"),
               (iddfs_no_path_check, "no-path-check"),
               (iddfs_live_path, "popped-path"), (iddfs_actions, "actions-not-states"),
               (iddfs_global, "global-reached"), (iddfs_one_short, "depth-short"),
               (iddfs_no_max, "no-max-depth"), (iddfs_deepest_only, "not-shortest"),
               (iddfs_from_one, "start-is-goal"), (iddfs_last_round, "last-round")]
