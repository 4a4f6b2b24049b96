"""Suites for depth-limited search and iterative deepening: :data:`DLS` and :data:`IDDFS`.

Contracts: ``dls(problem, limit)`` returns a list of states from
``problem.initial`` to a goal with at most ``limit`` steps, or ``None``
when there is none within the limit (the strings ``"cutoff"`` and
``"failure"`` are accepted as "none" too); ``iddfs(problem, max_depth)``
returns a *shortest* such path with at most ``max_depth`` steps, or
``None``.  The problem has ``initial``, ``actions``, ``result`` and
``is_goal`` (a :class:`searchlib.GraphProblem` or a
:class:`searchlib.SlidingPuzzle`).

Mistakes recognised:

* a global reached set instead of an on-path set.  The suite's trap graph
  (S -> A -> X -> Y -> G and S -> X) makes depth-first search meet X first
  at depth 2, by the long way; a global set then refuses X at depth 1,
  where it lies on the only path of 3 steps, so ``dls(limit=3)`` finds
  nothing and IDDFS returns a longer path or none at all;
* depth off by one, either way (a path of exactly ``limit`` steps must be
  found, one of ``limit + 1`` steps must not);
* no maximum depth: on a pair with no path, iterative deepening never stops
  (the budget stops it);
* limits that do not start at 0 and grow by one (a longer path);
* the path list returned while the search goes on changing it (it comes
  back as ``[start]`` or ``[]``: the moves were popped off on the way up).

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def dls(problem, limit, path=None):
...     path = path or [problem.initial]
...     state = path[-1]
...     if problem.is_goal(state):
...         return path
...     if limit == 0:
...         return None
...     for action in problem.actions(state):
...         child = problem.result(state, action)
...         if child not in path:
...             found = dls(problem, limit - 1, path + [child])
...             if found:
...                 return found
...     return None
>>> run_suite(dls, DLS).status
'passed'
>>> def iddfs(problem, max_depth):
...     for limit in range(max_depth + 1):
...         found = dls(problem, limit)
...         if found:
...             return found
...     return None
>>> run_suite(iddfs, IDDFS).status
'passed'
"""

from collections import deque

from ...problems.graph import GraphProblem
from ...problems.puzzle import SlidingPuzzle
from ..budget import Budget
from ..legacy import Case, Mistake, Pattern, Suite
from .search import undirected

__all__ = ["DLS", "IDDFS", "TRAP"]

#: The counterexample for a global reached set (neighbours in this order).
TRAP = {"S": ["A", "X"], "A": ["X"], "X": ["Y"], "Y": ["G"], "G": []}
_CHAIN = undirected([("S", "A"), ("A", "B"), ("B", "G")])
_SHALLOW = {"S": ["A", "G"], "A": ["B"], "B": ["G"], "G": []}
_NO_PATH = {**undirected([("A", "B"), ("B", "C"), ("C", "A")]), "D": ["E"], "E": ["D"]}
_PUZZLE = (1, 2, 3, 4, 5, 6, 0, 7, 8)

_GLOBAL = ("A global reached set makes depth-limited search incomplete: a state first met "
           "deep down one branch (X at depth 2 via A) is then refused on another branch where "
           "it is shallower (X at depth 1), and the path through it is lost. Refuse only the "
           "states on the current path (add before the recursive call, remove after).")
_SHORT = ("Depth off by one: a path of exactly `limit` steps must be found. Check whether the "
          "limit is used up (limit == 0) only after testing the goal.")
_IDDFS_SHORT = ("Off by one: a path of exactly max_depth steps must be found, so the last "
                "limit to try is max_depth itself: range(max_depth + 1), not range(max_depth). "
                "(If your dls also misses a path of exactly `limit` steps, fix that first.)")
_DEEP = ("Depth off by one: a path longer than the limit was returned; the search went one "
         "level too deep.")
_NO_MAX = ("Iterative deepening never stopped on a problem with no path: it kept raising the "
           "limit. Stop after max_depth and return None.")
_NOT_SHORTEST = ("Iterative deepening must return a shortest path: try the limits 0, 1, 2, ... "
                 "in that order and stop at the first limit that finds the goal.")
_STARTS_AT_GOAL = ("The start can be the goal: a path of 0 steps, [start]. Test the goal "
                   "before testing the limit, and let the limits start at 0.")


def _neighbours(problem, state):
    return [nxt for _, nxt, _ in problem.successors(state)]


def _shortest(problem, cap):
    """Fewest steps to a goal if at most ``cap``, else None (a bounded BFS)."""
    start = problem.initial
    if problem.is_goal(start):
        return 0
    seen, frontier = {start}, deque([(start, 0)])
    while frontier:
        state, depth = frontier.popleft()
        if depth == cap:
            continue
        for nxt in _neighbours(problem, state):
            if problem.is_goal(nxt):
                return depth + 1
            if nxt not in seen:
                seen.add(nxt)
                frontier.append((nxt, depth + 1))
    return None


def _states(value):
    if isinstance(value, (list, tuple)):
        return list(value)
    return None


def _valid(problem, value):
    path = _states(value)
    if not path or path[0] != problem.initial or not problem.is_goal(path[-1]):
        return False
    return all(b in _neighbours(problem, a) for a, b in zip(path, path[1:]))


def _follows_actions(problem, value):
    """True when ``value`` is a list of actions leading from the start to a goal."""
    if not isinstance(value, (list, tuple)) or not value:
        return False
    state = problem.initial
    try:
        for action in value:
            if action not in problem.actions(state):
                return False
            state = problem.result(state, action)
    except Exception:  # noqa: BLE001 - not actions at all
        return False
    return problem.is_goal(state)


_ACTIONS = ("That is the list of actions (moves); the answer is the list of states they "
            "pass through, from the start state to the goal, both included.")
_POPPED = ("Only the start (or nothing) came back: the list returned is the path the search "
           "keeps appending to and popping, so the moves were popped off again on the way "
           "back up. Return a copy when you find the goal: list(path).")


def _popped(trial, shortest):
    """The live path list came back emptied: ``[start]`` or ``[]`` where a longer path exists."""
    value = trial.value
    if trial.kind != "value" or not isinstance(value, list) or not shortest:
        return False
    return value == [] or value == [trial.args[0].initial]


def _no_path(value):
    return value is None or value in ("cutoff", "failure")


def _judge(problem, bound, shortest, exact):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        got = trial.value
        if shortest is None:
            if _no_path(got):
                return True, []
            return False, [f"no path has at most {bound} steps, so the answer is None"]
        if _no_path(got):
            return False, [f"it returned {got!r}, but a path of {shortest} steps exists "
                           f"(within {bound})"]
        if not _valid(problem, got):
            return False, ["that is not a path of states from the start to a goal "
                           "(the start first, the goal last, each step a legal move)"]
        steps = len(_states(got)) - 1
        if steps > bound:
            return False, [f"the path has {steps} steps, more than {bound}"]
        if exact and steps != shortest:
            return False, [f"the path has {steps} steps; the shortest has {shortest}"]
        return True, []
    return judge


def _case(label, problem, bound, *, exact, tags=(), mistakes=()):
    shortest = _shortest(problem, bound)
    shown = ("None" if shortest is None
             else f"a path of {shortest} steps" if exact
             else f"a path of at most {bound} steps")
    kwarg = "max_depth" if exact else "limit"
    graph = getattr(problem, "adjacency", None)
    what = (f"GraphProblem({ {k: list(v) for k, v in graph.items()} }, start={problem.initial!r}, "
            f"goal={problem.goal!r})" if graph is not None else repr(problem))
    mistakes = list(mistakes) + [Mistake("actions-not-states", _ACTIONS,
                                         lambda t: _follows_actions(t.args[0], t.value)),
                                 Mistake("popped-path", _POPPED,
                                         lambda t, s=shortest: _popped(t, s))]
    return Case(label, (problem, bound), given=f"{what}, {kwarg}={bound}", shown=shown,
                judge=_judge(problem, bound, shortest, exact), tags=tags,
                mistakes=mistakes, budget=Budget(lines=300_000, seconds=3))


def _failed(trials, tag):
    return any(tag in t.case.tags and not t.ok for t in trials.values())


def _dls_cases():
    return [
        _case("a chain of 3 steps, limit 3 (exactly enough)",
              GraphProblem(_CHAIN, "S", "G"), 3, exact=False, tags={"exact-limit"}),
        _case("a chain of 3 steps, limit 2 (one short)",
              GraphProblem(_CHAIN, "S", "G"), 2, exact=False, tags={"one-short"}),
        _case("the trap: X is met first at depth 2, by the long way, limit 3",
              GraphProblem(TRAP, "S", "G"), 3, exact=False, tags={"trap"}),
        _case("the start is the goal, limit 0", GraphProblem(_CHAIN, "A", "A"), 0,
              exact=False, mistakes=[Mistake("start-is-goal", _STARTS_AT_GOAL,
                                             lambda t: True)]),
        _case("no path at all (a triangle, arrows both ways), limit 6",
              GraphProblem(_NO_PATH, "A", "E"), 6, exact=False),
        _case("the 8-puzzle two moves from the goal, limit 2", SlidingPuzzle(_PUZZLE), 2,
              exact=False, tags={"exact-limit"}),
    ]


def _iddfs_cases():
    return [
        _case("a chain of 3 steps, max_depth 3", GraphProblem(_CHAIN, "S", "G"), 3,
              exact=True, tags={"exact-limit"}),
        _case("a chain of 3 steps, max_depth 2", GraphProblem(_CHAIN, "S", "G"), 2,
              exact=True, tags={"one-short"}),
        _case("the trap, max_depth 3", GraphProblem(TRAP, "S", "G"), 3, exact=True,
              tags={"trap"}),
        _case("the trap, max_depth 8", GraphProblem(TRAP, "S", "G"), 8, exact=True,
              tags={"trap"}),
        _case("a 1-step path and a 3-step one, max_depth 5",
              GraphProblem(_SHALLOW, "S", "G"), 5, exact=True,
              mistakes=[Mistake("not-shortest", _NOT_SHORTEST,
                                lambda t: _valid(t.args[0], t.value))]),
        _case("the start is the goal", GraphProblem(_CHAIN, "A", "A"), 3, exact=True,
              mistakes=[Mistake("start-is-goal", _STARTS_AT_GOAL, lambda t: True)]),
        _case("no path at all (a triangle, arrows both ways), max_depth 4",
              GraphProblem(_NO_PATH, "A", "E"), 4, exact=True,
              mistakes=[Mistake("no-max-depth", _NO_MAX, lambda t: t.kind == "budget")]),
        _case("the 8-puzzle two moves from the goal, max_depth 5", SlidingPuzzle(_PUZZLE), 5,
              exact=True),
    ]


def _only_trap_fails(trials):
    return _failed(trials, "trap") and all(t.ok for t in trials.values()
                                           if "trap" not in t.case.tags)


def _too_short(trials):
    return any("exact-limit" in t.case.tags and t.kind == "value" and _no_path(t.value)
               for t in trials.values())


def _patterns(short):
    return [
        Pattern("global-reached", _GLOBAL, _only_trap_fails),
        Pattern("depth-short", short, _too_short),
        Pattern("depth-deep", _DEEP,
                lambda trials: any("one-short" in t.case.tags and t.kind == "value"
                                   and not _no_path(t.value) for t in trials.values())
                and not any(t.kind == "budget" for t in trials.values())),
    ]

#: Suite for ``dls(problem, limit)``.
DLS = Suite("dls", "dls(problem, limit) -> a path of at most limit steps, or None",
            _dls_cases, patterns=_patterns(_SHORT),
            about="Any path within the limit is accepted. A case that runs past its budget is "
                  "stopped as an endless loop.")

#: Suite for ``iddfs(problem, max_depth)``.
IDDFS = Suite("iddfs", "iddfs(problem, max_depth) -> a shortest path of at most max_depth "
              "steps, or None", _iddfs_cases, patterns=_patterns(_IDDFS_SHORT),
              about="The path must be a shortest one. A case that runs past its budget is "
                    "stopped as an endless loop.")
