"""Search: the event core, the algorithms over it, results and traces."""

from .algorithms import astar, bfs, dfs, dls, greedy, idastar, iddfs, run, ucs
from .core import DEFAULT_MAX_NODES
from .node import Node, Stats, node_path
from .result import ContourResult, SearchResult
from .trace import Entry, Step, Trace

__all__ = ["bfs", "dfs", "ucs", "greedy", "astar", "idastar", "dls", "iddfs", "run",
           "SearchResult", "ContourResult", "Trace", "Step", "Entry", "Stats", "Node", "node_path", "DEFAULT_MAX_NODES"]
