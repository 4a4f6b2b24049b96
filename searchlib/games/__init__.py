"""Games: the game protocol, explicit game trees, tic-tac-toe, Connect Four,
and the adversarial algorithms over one event core (minimax ... max^n,
iterative-deepening alpha-beta with a transposition table), and Monte Carlo
tree search beside it.

>>> from searchlib import GameTree, minimax, alphabeta
>>> t = GameTree([[4, 8, 5], [9, 3, 7], [2, 4, 6]])
>>> minimax(t).value, alphabeta(t).leaves
(4, 6)
"""

from .algorithms import (
    OrderComparison, alphabeta, compare_orders, expectimax, maxn, minimax, run_game,
)
from .base import CHANCE, Game
from .connect4 import ConnectFour
from .core import Cut, GameStats, game_search
from .deepening import DeepeningResult, id_alphabeta
from .mcts import MCTSResult, mcts
from .ordering import exact_values
from .play import (
    PlayedGame, depth_limited_player, mcts_player, perfect_player, play, project_player,
    random_player,
)
from .result import GameResult
from .table import MoveOrder, TableEntry, TranspositionTable
from .trace import GameStep, GameTrace
from .tictactoe import TicTacToe
from .notation import Chance, Leaf, Max, Min, Node, Player
from .tree import GameTree

__all__ = [
    "Game", "CHANCE", "TicTacToe", "ConnectFour", "GameTree", "Node", "Max", "Min", "Chance",
    "Player", "Leaf",
    "minimax", "alphabeta", "expectimax", "maxn", "run_game", "game_search", "GameStats",
    "Cut", "GameResult", "GameTrace", "GameStep", "compare_orders", "OrderComparison",
    "exact_values", "play", "PlayedGame", "perfect_player", "depth_limited_player",
    "random_player", "project_player", "mcts_player",
    "id_alphabeta", "DeepeningResult", "TranspositionTable", "TableEntry", "MoveOrder",
    "mcts", "MCTSResult",
]
