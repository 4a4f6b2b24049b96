"""The search problem: the five parts every search algorithm needs.

A problem is a plain object with

* ``initial``: the initial state (hashable: a tuple, a string, a number);
* ``actions(state)``: the actions available in ``state``, in a fixed order;
* ``result(state, action)``: the transition model;
* ``is_goal(state)``: the goal test;
* ``step_cost(state, action, next_state)``: the cost of one step (default 1);
* optionally ``h(state)``: a heuristic estimate of the cost still to pay;
* optionally ``describe(state)``: the state in a few characters, for messages;
* optionally ``predecessors(state)``: ``[(action, previous_state, cost), ...]``,
  the moves that lead *into* ``state`` (``result(previous_state, action) ==
  state``), for a search that grows backward from the goal
  (:func:`~searchlib.search.bidirectional.bidirectional`), and
  ``unit_costs``: True when every step costs 1.

Subclass :class:`Problem` and fill these in, or use one of the ready-made
problems (:class:`~searchlib.GraphProblem`, :class:`~searchlib.Maze`,
:class:`~searchlib.SlidingPuzzle`).  The search algorithms call
:meth:`Problem.successors`, which is built from the three functions above; a
problem may override it with a faster equivalent.

Examples
--------
A counting problem: start at 0, add 1 or 2, reach 5.

>>> class Count(Problem):
...     initial = 0
...     def actions(self, state):
...         return [1, 2] if state < 5 else []
...     def result(self, state, action):
...         return state + action
...     def is_goal(self, state):
...         return state == 5
>>> Count().successors(0)
[(1, 1, 1), (2, 2, 1)]
"""

from ..errors import ProblemError

__all__ = ["Problem", "goal_set"]


class Problem:
    """Base class for search problems; override what your problem needs.

    Parameters
    ----------
    initial : hashable, optional
        The initial state.
    goal : hashable, optional
        A single goal state.  When given (and :meth:`is_goal` is not
        overridden), the goal test is ``state == goal``.

    Notes
    -----
    States must be hashable, because the algorithms keep them in sets.
    """

    initial = None
    goal = None
    #: True when every step costs 1 (None: not known).
    unit_costs = None

    def __init__(self, initial=None, goal=None):
        if initial is not None:
            self.initial = initial
        if goal is not None:
            self.goal = goal

    def actions(self, state):
        """Return the actions available in ``state``, in the order to try them."""
        raise NotImplementedError(f"{type(self).__name__} must define actions(state)")

    def result(self, state, action):
        """Return the state reached by doing ``action`` in ``state``."""
        raise NotImplementedError(f"{type(self).__name__} must define result(state, action)")

    def is_goal(self, state):
        """Return True when ``state`` is a goal (default: equals ``self.goal``)."""
        return state == self.goal

    def step_cost(self, state, action, next_state):
        """Return the cost of one step; every step costs 1 unless overridden."""
        return 1

    def h(self, state):
        """Heuristic estimate of the cost from ``state`` to a goal (default 0)."""
        return 0

    def describe(self, state):
        """A short text for ``state`` in a trace's messages and tables.

        A string as it is, anything else by ``repr``; a problem may say
        better (a sliding puzzle writes its board on one line).
        """
        return state if isinstance(state, str) else repr(state)

    def successors(self, state):
        """Return ``[(action, next_state, step_cost), ...]`` in action order.

        Built from :meth:`actions`, :meth:`result` and :meth:`step_cost`;
        the algorithms call only this, so a subclass may override it with a
        faster function that returns the same list.
        """
        out = []
        for action in self.actions(state):
            nxt = self.result(state, action)
            out.append((action, nxt, self.step_cost(state, action, nxt)))
        return out

    def __repr__(self):
        return f"{type(self).__name__}(initial={self.initial!r})"


class _GoalTest:
    """Adapter giving any ``is_goal`` function the ``in`` operator."""

    __slots__ = ("is_goal",)

    def __init__(self, is_goal):
        self.is_goal = is_goal

    def __contains__(self, state):
        return self.is_goal(state)


def goal_set(problem):
    """Return an object whose ``in`` operator is the problem's goal test.

    For a problem that keeps the default goal test this is the 1-tuple
    ``(goal,)``: ``state in (goal,)`` compares with ``==`` in C, with no
    call and no hashing, which matters in a search's innermost loop.
    Otherwise it is an adapter whose ``in`` calls ``problem.is_goal``.

    Raises
    ------
    ProblemError
        If the problem keeps the default goal test but has no goal.

    Examples
    --------
    >>> goal_set(Problem(initial=1, goal=3))
    (3,)
    >>> 3 in goal_set(Problem(initial=1, goal=3))
    True
    """
    if getattr(type(problem), "is_goal", None) is not Problem.is_goal and \
            callable(getattr(problem, "is_goal", None)):
        return _GoalTest(problem.is_goal)
    if getattr(problem, "goal", None) is None:
        raise ProblemError(f"{type(problem).__name__} has no goal: give one "
                           "(Problem(goal=...)) or define is_goal(state)")
    return (problem.goal,)
