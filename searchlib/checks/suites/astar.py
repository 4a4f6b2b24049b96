"""Suite for A* search: :data:`ASTAR`.

Contract: ``astar(problem)`` returns the list of states from
``problem.initial`` to a goal, both included, along a cheapest path, or
``None`` when no goal can be reached.  The problem has ``initial``,
``is_goal(state)``, ``successors(state)`` (a list of ``(action, next_state,
step_cost)``) and ``h(state)``, and also ``actions``, ``result`` and
``step_cost`` for code written that way.  A call of ``successors(state)``
(or of ``actions(state)``) is an *expansion* of ``state``: the check records
them and compares their order with A*'s.

The cases are small weighted graphs with consistent heuristics, built so
that no two frontier entries ever tie on f: the order of expansions of a
correct A* is then the same however it breaks ties, and so is the answer
of each planted mistake below.  The oracle and the planted mistakes are
one small best-first search written here with switches
(:func:`best_first`), not the one in :mod:`searchlib.search`.

Mistakes recognised (a case names a planted mistake when the learner's
answer and expansions are exactly what that mistake produces there, and no
other planted mistake produces the same on that case):

* ``greedy``: the frontier ordered by h alone (greedy best-first search);
* ``ucs``: ordered by g alone (uniform-cost search): the right path, with
  needless expansions;
* ``early-goal``: returning as soon as the goal is *generated*;
* ``no-update``: a frontier entry kept when a cheaper path to its state
  turns up;
* ``stale``: a state expanded twice (an out-of-date frontier entry taken
  out and expanded again);
* ``goal-expanded``: the goal expanded before it is returned;
* ``no-explored``: no explored set, so a graph with a cycle and no path to
  the goal never ends (the budget stops it).

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> run_suite(best_first, ASTAR).status
'passed'
>>> run_suite(lambda p: best_first(p, key="h"), ASTAR).mistakes
['greedy']
>>> run_suite(lambda p: best_first(p, goal_when="generated"), ASTAR).mistakes
['early-goal']
>>> run_suite(lambda p: best_first(p, skip_stale=False), ASTAR).mistakes
['stale']
"""

import heapq
import itertools

from ...problems.base import Problem
from ..budget import Budget
from ..report import shorten
from ..legacy import Case, Mistake, Pattern, Suite

__all__ = ["ASTAR", "CASES", "PLANTED", "WatchedGraph", "best_first"]


class _Log:
    """The states expanded so far, kept where the input-change check does not look.

    The check compares a snapshot of the input before and after the call;
    this object shows it the same thing whatever it holds, so that recording
    expansions is not mistaken for the learner changing the problem.
    """

    __slots__ = ("states",)

    def __init__(self):
        self.states = []

    def __repr__(self):
        return "<expansions>"


class WatchedGraph(Problem):
    """A weighted directed graph problem that records the states it expands.

    Parameters
    ----------
    graph : dict
        ``{node: {neighbour: step cost}}``; neighbours are tried in this order.
    start, goal : str
        The start and the goal.
    h : dict
        ``{node: estimate}``.

    Examples
    --------
    >>> p = WatchedGraph({"S": {"G": 2}}, "S", "G", {"S": 1, "G": 0})
    >>> p.successors("S"), p.h("S"), p.expanded
    ([('G', 'G', 2)], 1, ['S'])
    """

    def __init__(self, graph, start, goal, h):
        super().__init__(start, goal)
        self.graph = {node: dict(nbrs) for node, nbrs in graph.items()}
        self.table = dict(h)
        self._log = _Log()

    @property
    def expanded(self):
        """The states passed to :meth:`successors` (or :meth:`actions`), in order."""
        return list(self._log.states)

    def successors(self, state):
        self._log.states.append(state)
        return [(nxt, nxt, cost) for nxt, cost in self.graph.get(state, {}).items()]

    def actions(self, state):
        self._log.states.append(state)
        return list(self.graph.get(state, {}))

    def result(self, state, action):
        return action

    def step_cost(self, state, action, next_state):
        return self.graph[state][next_state]

    def h(self, state):
        return self.table[state]

    def is_goal(self, state):
        return state == self.goal

    def describe(self):
        """The graph and the heuristic in one line."""
        edges = ", ".join(f"{u}→{v} {c}" for u, nbrs in self.graph.items()
                          for v, c in nbrs.items())
        h = ", ".join(f"{n} {v}" for n, v in self.table.items())
        return f"{edges}; h: {h}; start {self.initial}, goal {self.goal}"

    def __repr__(self):
        return f"WatchedGraph({self.describe()})"


def best_first(problem, *, key="f", skip_stale=True, goal_when="removed", update=True,
               ties="fifo"):
    """A small best-first search with switches: A* by default, or a planted mistake.

    Parameters
    ----------
    key : {"f", "g", "h"}
        What orders the frontier (A*, uniform-cost, greedy).
    skip_stale : bool
        Skip a state already expanded when it comes out of the frontier again.
    goal_when : {"removed", "generated"}
        When the goal test is made.
    update : bool
        Add a new entry when a cheaper path to a state in the frontier turns up.
    ties : {"fifo", "lifo", "name"}
        How equal keys are broken (the suite's cases never need it).

    Examples
    --------
    >>> p = WatchedGraph({"S": {"A": 1, "G": 5}, "A": {"G": 1}}, "S", "G",
    ...                  {"S": 2, "A": 1, "G": 0})
    >>> best_first(p), p.expanded
    (['S', 'A', 'G'], ['S', 'A'])
    """
    def rank(g, state):
        return {"f": g + problem.h(state), "g": g, "h": problem.h(state)}[key]

    counter = itertools.count()

    def tie(state):
        if ties == "name":
            return state
        return next(counter) if ties == "fifo" else -next(counter)

    start = problem.initial
    if problem.is_goal(start):
        return [start]
    frontier = [(rank(0, start), tie(start), start, 0, (start,))]
    best = {start: 0}
    explored = set()
    while frontier:
        _, _, state, g, path = heapq.heappop(frontier)
        if skip_stale and state in explored:
            continue
        if goal_when == "removed" and problem.is_goal(state):
            return list(path)
        explored.add(state)
        for _, nxt, cost in problem.successors(state):
            g2 = g + cost
            if goal_when == "generated" and problem.is_goal(nxt):
                return list(path) + [nxt]
            if nxt in explored:
                continue
            if nxt in best and (not update or best[nxt] <= g2):
                continue
            best[nxt] = g2
            heapq.heappush(frontier, (rank(g2, nxt), tie(nxt), nxt, g2, path + (nxt,)))
    return None


#: The planted mistakes: key, switches of :func:`best_first`, hint.
PLANTED = [
    ("greedy", {"key": "h"},
     "This is what ordering the frontier by h alone gives: greedy best-first search. A* "
     "orders it by f = g + h, the cost already paid plus the estimate."),
    ("ucs", {"key": "g"},
     "This is what ordering the frontier by g alone gives: uniform-cost search. The path is "
     "right, but it expands states that A* skips. Add h: f = g + h."),
    ("early-goal", {"goal_when": "generated"},
     "You return as soon as the goal is generated. A cheaper path to it may still be in "
     "the frontier: test for the goal when a node is taken out of the frontier."),
    ("no-update", {"update": False},
     "A cheaper path to a state already in the frontier was ignored, so the state kept its "
     "first, costlier path. When g + step cost beats the g recorded for a state, record "
     "the new g and parent and push the state again."),
]

_STALE = ("A state was expanded a second time, when an out-of-date frontier entry for it came "
          "out (one pushed before a cheaper path to it was found). When you take a state out "
          "of the frontier, skip it if it is already explored.")
_GOAL_EXPANDED = ("You expanded the goal before returning it. Test a state for the goal as soon "
                  "as it comes out of the frontier, before expanding it.")
_NO_EXPLORED = ("Your search never ended on a graph with a cycle (A → B → A) and no path to "
                "the goal: keep a set of explored states and never expand one twice.")

#: The cases: label, graph, start, goal, heuristic (consistent, no ties on f).
CASES = [
    ("a trap: the branch that looks nearer costs more",
     {"S": {"A": 1, "B": 2, "D": 3}, "A": {"G": 6}, "B": {"C": 2}, "C": {"G": 1}},
     "S", "G", {"S": 3, "A": 2, "B": 3, "C": 1, "D": 9, "G": 0}),
    ("a cheaper way round to M turns up while M waits in the frontier",
     {"S": {"M": 6, "A": 1}, "A": {"B": 1}, "B": {"M": 1}, "M": {"N": 1}, "N": {"G": 8}},
     "S", "G", {"S": 8, "A": 7, "B": 6, "M": 5, "N": 4, "G": 0}),
    ("the goal is generated early, by an expensive road",
     {"S": {"A": 1, "B": 4}, "A": {"G": 10}, "B": {"C": 1}, "C": {"G": 1}},
     "S", "G", {"S": 5, "A": 4, "B": 2, "C": 1, "G": 0}),
    ("the goal in sight at the start, a cheaper way round",
     {"S": {"G": 9, "A": 2}, "A": {"B": 2}, "B": {"G": 2}},
     "S", "G", {"S": 5, "A": 4, "B": 2, "G": 0}),
    ("no path to the goal (A and B lead to each other)",
     {"S": {"A": 1, "B": 2}, "A": {"B": 1}, "B": {"A": 1}, "G": {"S": 1}},
     "S", "G", {"S": 2, "A": 1, "B": 1, "G": 0}),
    ("the start is the goal",
     {"S": {"A": 1}, "A": {"S": 1}}, "S", "S", {"S": 0, "A": 1}),
]


def run_planted(graph, start, goal, h, **switches):
    """``(path, expansions)`` of :func:`best_first` with ``switches`` on a fresh problem."""
    problem = WatchedGraph(graph, start, goal, h)
    path = best_first(problem, **switches)
    return (None if path is None else tuple(path)), tuple(problem.expanded)


def _cost(graph, path):
    return sum(graph[a][b] for a, b in zip(path, path[1:]))


def _as_path(value):
    return tuple(value) if isinstance(value, (list, tuple)) else None


def _path_problem(graph, start, goal, path):
    """What is wrong with ``path`` as a path of the graph (None when nothing)."""
    if not path:
        return "it returned an empty list"
    if path[0] != start:
        return f"the path starts at {path[0]!r}, not at the start {start!r}"
    if path[-1] != goal:
        return f"the path ends at {path[-1]!r}, not at the goal {goal!r}"
    for a, b in zip(path, path[1:]):
        if b not in graph.get(a, {}):
            return f"there is no edge {a!r} → {b!r}"
    return None


def _names(states):
    return ", ".join(states) if states else "nothing"


def _judge(graph, start, goal, right_path, right_order):
    best = None if right_path is None else _cost(graph, right_path)

    def judge(trial):
        if trial.kind != "value":
            return False, []
        got = trial.value
        order = tuple(trial.args[0].expanded)
        if right_path is None:
            if got is None:
                return True, []
            return False, ["no path leads to the goal, so the answer is None"]
        if got is None:
            return False, [f"it returned None, but {' → '.join(right_path)} reaches the goal "
                           f"for {best}"]
        path = _as_path(got)
        if path is None:
            kind = type(got).__name__
            article = "an" if kind[:1].lower() in "aeiou" else "a"
            return False, [f"it returned {article} {kind} ({shorten(got, 40)}), not a list of "
                           "states"]
        wrong = _path_problem(graph, start, goal, path)
        if wrong:
            return False, [wrong]
        if path != right_path:
            cost = _cost(graph, path)
            if cost > best:
                return False, [f"that path costs {cost}; the cheapest costs {best}"]
            return False, [f"that path also costs {cost}, but A* finds "
                           f"{' → '.join(right_path)} first"]
        if order != right_order:
            return False, [f"the path is right, but you expanded {_names(order)}; A* expands "
                           f"{_names(right_order)}"]
        return True, []
    return judge


def _matches(answer):
    return lambda t: (t.kind == "value" and _as_path(t.value) == answer[0]
                      and tuple(t.args[0].expanded) == answer[1])


def _case(label, graph, start, goal, h):
    right = run_planted(graph, start, goal, h)
    answers = {key: run_planted(graph, start, goal, h, **switches)
               for key, switches, _ in PLANTED}
    mistakes = []
    for key, _, text in PLANTED:
        others = [answers[k] for k, _, _ in PLANTED if k != key]
        if answers[key] != right and answers[key] not in others:
            mistakes.append(Mistake(key, text, _matches(answers[key])))
    mistakes.append(Mistake("stale", _STALE, lambda t: t.kind == "value" and len(
        set(t.args[0].expanded)) < len(t.args[0].expanded)))
    if right[0] is not None:
        mistakes.append(Mistake("goal-expanded", _GOAL_EXPANDED,
                                lambda t: tuple(t.args[0].expanded) == right[1] + (goal,)))
    else:
        mistakes.append(Mistake("no-explored", _NO_EXPLORED, lambda t: t.kind == "budget"))
    shown = ("None" if right[0] is None else
             f"{' → '.join(right[0])} (cost {_cost(graph, right[0])}), expanding "
             f"{_names(right[1])}")
    problem = WatchedGraph(graph, start, goal, h)
    return Case(label, (problem,), given=problem.describe(), shown=shown,
                judge=_judge(graph, start, goal, *right), mistakes=mistakes,
                budget=Budget(lines=200_000, seconds=3))


def _cases():
    return [_case(*case) for case in CASES]


#: Suite for ``astar(problem)``.
ASTAR = Suite(
    "astar", "astar(problem) -> the states of a cheapest path, start to goal, or None", _cases,
    patterns=[Pattern("never-ends",
                      "Every case ran out of budget: does your loop take a node out of the "
                      "frontier each time round (heapq.heappop)?",
                      lambda trials: all(t.kind == "budget" for t in trials.values()))],
    about="The check compares your path and the order in which you expand states (your calls "
          "of problem.successors) with A*'s. No two frontier entries ever tie on f, so that "
          "order is the same however you break ties.")
