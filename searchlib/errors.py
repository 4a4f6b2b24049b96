"""Errors raised for bad input.

Every error a learner can trigger with bad input is a subclass of
:class:`SearchlibError`, itself a :class:`ValueError`, and its message names
the problem (which character, which row, which state).

Examples
--------
>>> from searchlib.errors import MazeError, SearchlibError
>>> issubclass(MazeError, ValueError) and issubclass(MazeError, SearchlibError)
True
"""

__all__ = ["SearchlibError", "ProblemError", "GraphError", "MazeError", "PuzzleError",
           "SearchError", "BudgetError", "GameError"]


class SearchlibError(ValueError):
    """Bad input given to searchlib; the message says what is wrong."""


class ProblemError(SearchlibError):
    """A search problem that cannot be searched (no initial state, no goal test, a bad file)."""


class GraphError(ProblemError):
    """A graph problem that cannot be built (unknown start or goal, bad weight)."""


class MazeError(ProblemError):
    """A maze that cannot be parsed (no start, two goals, unknown character...)."""


class PuzzleError(ProblemError):
    """A sliding puzzle that is not a permutation of 0..n*n-1, or a bad move."""


class SearchError(SearchlibError):
    """A search asked for something it cannot do (an unknown option, a bad depth limit)."""


class BudgetError(SearchError):
    """A budget that is not a budget: ``max_nodes`` or ``max_seconds`` negative, NaN or text."""


class GameError(SearchlibError):
    """A game or game tree that cannot be built, or an illegal move."""
