"""searchlib: classical AI search, one step at a time.

The package behind the searchlib course notebooks.  Everything a lesson
needs is importable from here:

>>> from searchlib import Maze, SlidingPuzzle, GraphProblem, bfs, astar, iddfs, idastar
>>> from searchlib import bidirectional
>>> from searchlib import GameTree, TicTacToe, minimax, alphabeta, expectimax

The widgets (``step_through``, ``compare``, ``play_moves`` and the game
boards) are imported on first use, so that ``import searchlib`` stays quick
where no picture is needed.
"""

from .errors import GameError, GraphError, MazeError, PuzzleError, SearchlibError
from .games import (
    Chance, ConnectFour, Game, GameResult, GameTrace, GameTree, Max, Min, TicTacToe, alphabeta,
    compare_orders, expectimax, maxn, minimax,
)
from .problems import (
    GraphProblem, Maze, Problem, SlidingPuzzle, count_inversions, manhattan, random_graph,
    random_maze,
)
from .search import (
    SearchResult, Step, Trace, astar, bfs, bidirectional, dfs, dls, greedy, idastar, iddfs,
    node_path, ucs,
)

__version__ = "0.1.0"

__all__ = [
    "Problem", "GraphProblem", "Maze", "SlidingPuzzle", "count_inversions", "manhattan",
    "bfs", "dfs", "ucs", "greedy", "astar", "idastar", "bidirectional", "dls", "iddfs",
    "SearchResult", "Trace", "Step",
    "node_path", "SearchlibError", "GraphError", "MazeError", "PuzzleError", "GameError",
    "random_maze", "random_graph", "step_through", "compare", "play_moves",
    "Game", "GameTree", "Max", "Min", "Chance", "TicTacToe", "ConnectFour", "minimax",
    "alphabeta", "expectimax", "maxn", "compare_orders", "GameResult", "GameTrace",
    "TicTacToeBoard", "ConnectFourBoard", "drill", "edit_maze",
]

_WIDGETS = ("step_through", "compare", "play_moves", "TicTacToeBoard", "ConnectFourBoard",
            "edit_maze")


def __getattr__(name):
    """Import the widgets (and with them matplotlib and ipywidgets) on first use."""
    if name in _WIDGETS:
        from . import widgets
        return getattr(widgets, name)
    if name == "drill":
        from .drills import drill
        return drill
    raise AttributeError(f"module 'searchlib' has no attribute {name!r}")
