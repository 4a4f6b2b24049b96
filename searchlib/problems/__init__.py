"""Search problems: the base class and the ready-made problems."""

from .base import Problem, goal_set
from .graph import GraphProblem
from .maze import Maze, manhattan
from .generate import random_graph, random_maze
from .puzzle import SlidingPuzzle, count_inversions

__all__ = ["Problem", "goal_set", "GraphProblem", "Maze", "manhattan", "SlidingPuzzle",
           "count_inversions", "random_maze", "random_graph"]
