"""Widgets to step through searches (standard ipywidgets only).

* :func:`step_through`: one search, forward and backward, with its frontier;
* :func:`compare`: two or more searches of one problem on one slider;
* :func:`play_moves`: a sequence of sliding-puzzle moves on the board;
* :class:`TicTacToeBoard`, :class:`ConnectFourBoard`: play against the AI;
* :func:`edit_maze`: a maze the learner edits, searches rerun at each click;
* ``step_through(result, predict=True)``: predict mode (:mod:`.predict`).

They display as live widgets in JupyterLab and as a picture with a summary
where widgets cannot run (a static notebook viewer, nbconvert).  Setting
``widget.slider.value`` in the kernel moves them too, which is how a
notebook cell checks them without a browser.

Examples
--------
>>> from searchlib import GraphProblem, dfs
>>> demo = GraphProblem({"A": ["B", "C"], "B": [], "C": []}, "A", "C")
>>> step_through(dfs(demo, trace=True)).go(-1).message
'Removed C: it is the goal.'
"""

from .base import StepperError
from .boards import ConnectFourBoard, TicTacToeBoard
from .compare import Comparison, compare
from .editor import MazeEditor, edit_maze
from .predict import PredictStepper
from .stepper import Stepper, play_moves
from .stepping import step_through

__all__ = ["step_through", "compare", "play_moves", "Stepper", "Comparison", "StepperError",
           "TicTacToeBoard", "ConnectFourBoard", "edit_maze", "MazeEditor", "PredictStepper"]
