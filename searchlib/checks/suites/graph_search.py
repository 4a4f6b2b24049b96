"""Suite for breadth-first search on a graph problem: :data:`BFS`.

Contract (``form="problem"``, the default): ``bfs(problem)`` returns the
list of states from ``problem.initial`` to a goal, both included, along a
path with the fewest steps, or ``None`` when there is none.  The problem is
a :class:`searchlib.GraphProblem`: ``problem.initial``,
``problem.actions(state)``, ``problem.result(state, action)``,
``problem.is_goal(state)``.  With ``form="graph"`` the contract is
``bfs(graph, start, goal)`` with ``graph`` a dict of neighbour lists.

Any shortest path is accepted (BFS finds *a* shortest path, not *the*
one).  Mistakes recognised:

* a stack where a queue belongs (a valid path that is longer than the
  shortest: the path a depth-first search finds);
* no explored set: the search never ends on a pair with no path, which the
  suite includes (the budget stops it);
* the path not reversed (it runs from the goal to the start);
* off by one: the path is missing its start or its goal;
* the start already the goal; ``[]`` instead of ``None``.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def bfs(problem):
...     from collections import deque
...     frontier, parent = deque([problem.initial]), {problem.initial: None}
...     while frontier:
...         state = frontier.popleft()
...         if problem.is_goal(state):
...             path = []
...             while state is not None:
...                 path.append(state)
...                 state = parent[state]
...             return path[::-1]
...         for action in problem.actions(state):
...             child = problem.result(state, action)
...             if child not in parent:
...                 parent[child] = state
...                 frontier.append(child)
...     return None
>>> run_suite(bfs, BFS).status
'passed'
"""

from ...problems.graph import GraphProblem
from ..budget import Budget
from ..runner import Case, Mistake, Suite
from .paths import as_list, distance, is_path, path_problem, undirected

__all__ = ["BFS", "GRAPHS", "bfs_cases"]

#: The graphs of the suite: (label, neighbour dict, start, goal).
GRAPHS = [
    ("the lecture's demo graph, A to E",
     {"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"], "E": [], "F": []}, "A", "E"),
    ("two routes, S to G (one is shorter)",
     {"S": ["A", "B"], "A": ["G"], "B": ["C"], "C": ["G"], "G": []}, "S", "G"),
    ("a campus with two shortest routes, arrows both ways",
     undirected([("Gate", "Reception"), ("Gate", "Canteen"), ("Reception", "Office"),
                 ("Reception", "Library"), ("Canteen", "Ground"), ("Office", "Hall"),
                 ("Library", "Lab1"), ("Hall", "Lab2"), ("Lab1", "Lab2")]), "Gate", "Lab2"),
    ("a chain, arrows both ways, P to T",
     undirected([("P", "Q"), ("Q", "R"), ("R", "S"), ("S", "T")]), "P", "T"),
    ("the start is already the goal",
     undirected([("A", "B"), ("B", "C")]), "B", "B"),
    ("no path: A and B are joined both ways, E is elsewhere",
     {"A": ["B"], "B": ["A", "C"], "C": ["B"], "D": ["E"], "E": ["D"]}, "A", "E"),
]

_STACK = ("That is the path a stack finds: your frontier gives back the newest node "
          "(depth first). BFS takes the oldest node first (a queue: popleft() or pop(0)), "
          "which is what makes its first path a shortest one.")
_NO_EXPLORED = ("The search never ends when there is no path: without an explored (reached) "
                "set it goes round A -> B -> A for ever. Remember the states already reached "
                "and never add them again. With a path, this mistake often goes unnoticed.")
_REVERSED = ("The path is backwards: following the parents from the goal gives the states "
             "from the goal to the start. Reverse it before returning.")
_NO_START = ("Off by one: the path should begin with the start state itself (the path of a "
             "search is the states from the start to the goal, both included).")
_NO_GOAL = "Off by one: the path should end with the goal state itself."
_EMPTY = "Return None when there is no path; an empty list looks like a path of length 0."
_SAME = ("When the start is the goal, the answer is the path [start] with no steps: test "
         "the start before the loop (or when it leaves the frontier).")


def _judge(graph, start, goal, shortest):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        got = trial.value
        if shortest is None:
            if got is None:
                return True, []
            return False, [f"there is no path, so the answer is None, not {got!r}"]
        problem = path_problem(graph, got, start, goal)
        if problem:
            return False, [problem]
        steps = len(as_list(got)) - 1
        if steps != shortest:
            return False, [f"the path has {steps} steps; the shortest has {shortest}"]
        return True, []
    return judge


def _mistakes(graph, start, goal, shortest):
    def states(t):
        return as_list(t.value) if t.kind == "value" else None
    return [
        Mistake("stack", _STACK,
                lambda t: shortest and is_path(graph, t.value, start, goal)
                and len(states(t)) - 1 > shortest),
        Mistake("no-explored", _NO_EXPLORED, lambda t: shortest is None and t.kind == "budget"),
        Mistake("reversed", _REVERSED,
                lambda t: bool(states(t)) and is_path(graph, states(t)[::-1], start, goal)),
        Mistake("missing-start", _NO_START,
                lambda t: bool(states(t)) and start != goal
                and is_path(graph, [start] + states(t), start, goal)),
        Mistake("missing-goal", _NO_GOAL,
                lambda t: bool(states(t)) and start != goal
                and is_path(graph, states(t) + [goal], start, goal)),
        Mistake("empty-not-none", _EMPTY, lambda t: shortest is None and t.value == []),
        Mistake("start-is-goal", _SAME, lambda t: start == goal),
    ]


def bfs_cases(form="problem", graphs=None):
    """The cases of :data:`BFS` (``form`` is ``"problem"`` or ``"graph"``)."""
    if form not in ("problem", "graph"):
        raise ValueError(f"form must be 'problem' or 'graph', not {form!r}")
    out = []
    for label, graph, start, goal in graphs or GRAPHS:
        shortest = distance(graph, start, goal)
        if form == "problem":
            args = (GraphProblem(graph, start, goal),)
            given = f"GraphProblem({graph!r}, start={start!r}, goal={goal!r})"
        else:
            args = (graph, start, goal)
            given = f"{graph!r}, {start!r}, {goal!r}"
        shown = ("None (there is no path)" if shortest is None
                 else f"a path of {shortest} steps from {start!r} to {goal!r}")
        out.append(Case(label, args, given=given, shown=shown,
                        judge=_judge(graph, start, goal, shortest),
                        mistakes=_mistakes(graph, start, goal, shortest),
                        tags={"unconnected"} if shortest is None else (),
                        budget=Budget(lines=300_000, seconds=2)))
    return out


#: Suite for ``bfs(problem)`` (or ``bfs(graph, start, goal)`` with ``form="graph"``).
BFS = Suite("bfs", "bfs(problem) -> list of states from the start to a goal, or None",
            bfs_cases,
            about="Any shortest path is accepted. A case that runs past its budget is "
                  "stopped as an endless loop.")
