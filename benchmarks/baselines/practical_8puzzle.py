"""Baseline: a faithful rewrite of the lab practical's 8-puzzle program.

Kept only as the yardstick for ``benchmarks/bench_search.py``.  It behaves
exactly like the practical's code (a deque of ``(state, path-list)`` pairs, a
``reached`` set, the goal tested when a child is generated; recursive
depth-limited search with an on-path set and a one-element counter), so its
node counts equal the practical's table.  It is not part of ``searchlib``.
"""
from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
_STEPS = ((-1, 0, "up"), (1, 0, "down"), (0, -1, "left"), (0, 1, "right"))


def successors(state):
    blank = state.index(0)
    r, c = divmod(blank, 3)
    for dr, dc, name in _STEPS:
        rr, cc = r + dr, c + dc
        if 0 <= rr < 3 and 0 <= cc < 3:
            other = rr * 3 + cc
            tiles = list(state)
            tiles[blank], tiles[other] = tiles[other], tiles[blank]
            yield name, tuple(tiles)


def bfs(start):
    """Return (moves, generated, held) like the practical's BFS."""
    if start == GOAL:
        return [], 1, 1
    queue = deque([(start, [])])
    seen = {start}
    made = 1
    while queue:
        state, moves = queue.popleft()
        for name, nxt in successors(state):
            made += 1
            if nxt in seen:
                continue
            if nxt == GOAL:
                return moves + [name], made, len(seen) + 1
            seen.add(nxt)
            queue.append((nxt, moves + [name]))
    return None, made, len(seen)


def _limited(state, limit, moves, on_path, tally):
    if state == GOAL:
        return list(moves)
    if limit == 0:
        return None
    for name, nxt in successors(state):
        tally[0] += 1
        if nxt in on_path:
            continue
        on_path.add(nxt)
        moves.append(name)
        found = _limited(nxt, limit - 1, moves, on_path, tally)
        moves.pop()
        on_path.discard(nxt)
        if found is not None:
            return found
    return None


def iddfs(start, max_depth=30):
    """Return (moves, generated, held) like the practical's IDDFS."""
    tally = [1]
    for limit in range(max_depth + 1):
        found = _limited(start, limit, [], {start}, tally)
        if found is not None:
            return found, tally[0], limit + 1
    return None, tally[0], None


PUZZLES = [
    (1, 2, 3, 4, 5, 6, 0, 7, 8),
    (1, 3, 0, 4, 2, 8, 7, 6, 5),
    (1, 3, 7, 5, 2, 6, 4, 8, 0),
    (1, 5, 6, 7, 3, 4, 8, 2, 0),
    (1, 7, 4, 2, 0, 3, 8, 6, 5),
]
UNSOLVABLE = [(2, 1, 3, 4, 5, 6, 7, 8, 0), (1, 2, 3, 4, 5, 6, 8, 7, 0)]

if __name__ == "__main__":
    import time
    for p in PUZZLES:
        t = time.perf_counter(); b = bfs(p); t1 = time.perf_counter() - t
        t = time.perf_counter(); i = iddfs(p); t2 = time.perf_counter() - t
        print(len(b[0]), b[1], b[2], i[1], i[2], f"{t1*1000:.1f}ms {t2*1000:.1f}ms")
    t = time.perf_counter(); u = bfs(UNSOLVABLE[0]); print(u[1:], time.perf_counter() - t)
