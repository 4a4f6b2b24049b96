"""ipywidgets steppers and boards (standard widgets only)."""

from .boards import ConnectFourBoard, TicTacToeBoard

__all__ = ["TicTacToeBoard", "ConnectFourBoard"]
