"""Search: the event core, the algorithms over it, results and traces."""

from .algorithms import astar, bfs, dfs, dls, greedy, iddfs, run, ucs
from .core import DEFAULT_MAX_NODES
from .node import Node, Stats, node_path
from .result import SearchResult
from .trace import Entry, Step, Trace

__all__ = ["bfs", "dfs", "ucs", "greedy", "astar", "dls", "iddfs", "run", "SearchResult",
           "Trace", "Step", "Entry", "Stats", "Node", "node_path", "DEFAULT_MAX_NODES"]
