"""Matplotlib drawings that return artists and update them in place."""

from .tree import TreeView, draw_tree, tree_layout

__all__ = ["TreeView", "draw_tree", "tree_layout"]
