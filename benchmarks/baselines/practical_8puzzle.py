"""Baseline for ``benchmarks/bench_search.py``: the lab practical's 8-puzzle program, redone.

Not part of ``searchlib``; it exists to be measured against.  It is faithful
to the practical's code in everything that costs time or changes a count:

* successors are made by swapping the blank with a neighbour in a fresh
  list, turned back into a tuple, in the order up, down, left, right;
* breadth-first search keeps a ``collections.deque`` of ``(state, moves)``
  pairs, where ``moves`` is a new list for every child (``moves + [name]``),
  and a ``reached`` set; a child is compared with the goal when it is made;
* iterative deepening calls a recursive depth-limited search that keeps the
  states of the current path in a set (added before the call, discarded
  after), builds the move list in place, and counts generated nodes in a
  one-element list shared across the calls.

So its node counts are the practical's table: 9/7, 362/226, 2,009/1,180,
12,882/7,394 and 40,254/22,187 generated/held for BFS on the five puzzles,
205,881 generated for IDDFS on the 18-move one, and 181,440 states held
when BFS proves a frame unsolvable.  Only the names and the layout are ours.
"""
from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
#: (row change, column change, name) of each way the blank can go, in the order tried.
_SHIFTS = ((-1, 0, "up"), (1, 0, "down"), (0, -1, "left"), (0, 1, "right"))


def successors(state):
    """Yield ``(move name, next state)`` for each legal slide of the blank."""
    hole = state.index(0)
    row, col = divmod(hole, 3)
    for d_row, d_col, name in _SHIFTS:
        to_row, to_col = row + d_row, col + d_col
        if 0 <= to_row < 3 and 0 <= to_col < 3:
            swap = to_row * 3 + to_col
            cells = list(state)
            cells[hole], cells[swap] = cells[swap], cells[hole]
            yield name, tuple(cells)


def bfs(start):
    """Breadth-first search: ``(moves or None, nodes generated, states held)``."""
    if start == GOAL:
        return [], 1, 1
    pending = deque([(start, [])])
    reached = {start}
    made = 1
    while pending:
        state, so_far = pending.popleft()
        for name, child in successors(state):
            made += 1
            if child in reached:
                continue
            if child == GOAL:
                return so_far + [name], made, len(reached) + 1
            reached.add(child)
            pending.append((child, so_far + [name]))
    return None, made, len(reached)


def iddfs(start, max_depth=30):
    """Iterative deepening: ``(moves or None, nodes generated, states held)``.

    The states held are the ones on the deepest path, ``limit + 1``.
    """
    tally = [1]                                  # one element, so the recursion can add to it
    for limit in range(max_depth + 1):
        answer = _bounded_dfs(start, limit, [], {start}, tally)
        if answer is not None:
            return answer, tally[0], limit + 1
    return None, tally[0], None


def _bounded_dfs(state, steps_left, trail, on_trail, tally):
    """Depth-first below ``state``, at most ``steps_left`` more moves; a copy of the moves."""
    if state == GOAL:
        return list(trail)
    if steps_left == 0:
        return None
    for name, child in successors(state):
        tally[0] += 1
        if child in on_trail:
            continue
        on_trail.add(child)
        trail.append(name)
        answer = _bounded_dfs(child, steps_left - 1, trail, on_trail, tally)
        trail.pop()
        on_trail.discard(child)
        if answer is not None:
            return answer
    return None


#: The practical's five puzzles, 2, 8, 12, 16 and 18 moves from the goal.
PUZZLES = [
    (1, 2, 3, 4, 5, 6, 0, 7, 8),
    (1, 3, 0, 4, 2, 8, 7, 6, 5),
    (1, 3, 7, 5, 2, 6, 4, 8, 0),
    (1, 5, 6, 7, 3, 4, 8, 2, 0),
    (1, 7, 4, 2, 0, 3, 8, 6, 5),
]
#: Two frames with an odd inversion count: no sequence of slides solves them.
UNSOLVABLE = [(2, 1, 3, 4, 5, 6, 7, 8, 0), (1, 2, 3, 4, 5, 6, 8, 7, 0)]

if __name__ == "__main__":
    import time
    for puzzle in PUZZLES:
        began = time.perf_counter()
        wide = bfs(puzzle)
        t_wide = time.perf_counter() - began
        began = time.perf_counter()
        deep = iddfs(puzzle)
        t_deep = time.perf_counter() - began
        print(len(wide[0]), wide[1], wide[2], deep[1], deep[2],
              f"{t_wide * 1000:.1f}ms {t_deep * 1000:.1f}ms")
    began = time.perf_counter()
    stuck = bfs(UNSOLVABLE[0])
    print(stuck[1:], time.perf_counter() - began)
