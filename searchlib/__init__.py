"""searchlib: classical AI search, one step at a time.

The package behind the searchlib course notebooks.  Everything a lesson
needs is importable from here:

>>> from searchlib import Maze, SlidingPuzzle, GraphProblem, bfs, astar, iddfs
>>> from searchlib import GameTree, TicTacToe, minimax, alphabeta, expectimax
"""

from .errors import GameError, GraphError, MazeError, PuzzleError, SearchlibError
from .problems import GraphProblem, Maze, Problem, SlidingPuzzle, count_inversions, manhattan
from .games import (
    Chance, ConnectFour, Game, GameResult, GameTrace, GameTree, Max, Min, TicTacToe, alphabeta,
    compare_orders, expectimax, maxn, minimax,
)
from .search import (
    SearchResult, Step, Trace, astar, bfs, dfs, dls, greedy, iddfs, node_path, ucs,
)

__version__ = "0.1.0"

__all__ = [
    "Problem", "GraphProblem", "Maze", "SlidingPuzzle", "count_inversions", "manhattan",
    "bfs", "dfs", "ucs", "greedy", "astar", "dls", "iddfs", "SearchResult", "Trace", "Step",
    "node_path", "SearchlibError", "GraphError", "MazeError", "PuzzleError", "GameError",
    "Game", "GameTree", "Max", "Min", "Chance", "TicTacToe", "ConnectFour", "minimax",
    "alphabeta", "expectimax", "maxn", "compare_orders", "GameResult", "GameTrace",
]
