"""Drawings that are made once and then updated in place, step by step.

Every ``draw_*`` function takes a matplotlib ``ax``, draws on it once and
returns an object holding its artists, whose ``update(step)`` changes
colours, data and text without building anything new.  Views
(:mod:`searchlib.draw.views`) wrap a drawing with a side table and
counters; the stepper widgets show views.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import SlidingPuzzle
>>> board = draw_board(Figure().add_subplot(), SlidingPuzzle((1, 2, 3, 4, 5, 6, 7, 0, 8)))
>>> board.numbers()[-3:]
['7', '', '8']
"""

from .board import BoardDrawing, draw_board
from .gameboard import BoardView
from .graph import GraphDrawing, draw_graph, graph_layout
from .maze import MazeDrawing, draw_maze
from .moves import Moves, MoveStep, MovesView
from .render import FrameRenderer, figure_png
from .style import COLOURS, DrawError
from .tree import TreeView, draw_tree, tree_layout
from .views import (
    GraphView, MazeView, PuzzleView, SearchView, TextView, board_text, check_view, game_view,
    view_for,
)

__all__ = [
    "draw_graph", "draw_maze", "draw_board", "graph_layout", "GraphDrawing", "MazeDrawing",
    "BoardDrawing", "view_for", "check_view", "SearchView", "MazeView", "GraphView",
    "PuzzleView", "TextView", "Moves", "MoveStep", "MovesView", "FrameRenderer",
    "figure_png", "board_text", "COLOURS", "DrawError", "TreeView", "BoardView", "draw_tree",
    "tree_layout", "game_view",
]
