"""Search: the event core, the algorithms over it, results and traces."""

from .algorithms import astar, bfs, dfs, dls, greedy, idastar, iddfs, run, ucs
from .bidirectional import BidirectionalResult, bidirectional
from .bidirectional_trace import BidirectionalTrace
from .core import DEFAULT_MAX_NODES
from .measures import effective_branching_factor
from .node import Node, Stats, node_path
from .result import ContourResult, SearchResult
from .trace import Entry, Step, Trace

__all__ = ["bfs", "dfs", "ucs", "greedy", "astar", "idastar", "bidirectional", "dls", "iddfs",
           "run", "SearchResult", "ContourResult", "BidirectionalResult", "BidirectionalTrace",
           "effective_branching_factor", "Trace", "Step", "Entry", "Stats", "Node", "node_path", "DEFAULT_MAX_NODES"]
