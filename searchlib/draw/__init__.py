"""Matplotlib drawings that return artists and update them in place."""

from .board import BoardView
from .tree import TreeView, draw_tree, tree_layout

__all__ = ["TreeView", "BoardView", "draw_tree", "tree_layout"]
