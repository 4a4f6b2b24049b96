"""The tree of a Monte Carlo tree search, drawn growing: :class:`MCTSView`.

The view lays out the *final* tree once (every node the search ever made,
children in order of birth, leaves one unit apart, parents centred over
their children) and draws every node and edge at once; a step only shows
the nodes born so far, writes W/N on the edges into them, and marks what
the step did: the selected path red, the new node ringed, the playout's
start ringed, the backed-up path green.  Nodes are triangles pointing up
where MAX is to move and down where MIN is, as in the game-tree drawings.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import TicTacToe
>>> from searchlib.games.mcts import mcts
>>> trace = mcts(TicTacToe(), state="XX.OO....", iterations=6, seed=1, trace=True).trace
>>> view = MCTSView(Figure().add_subplot(), trace)
>>> view.update(trace[4])
>>> view.shown(), view.edge_text(1)
(2, '1/1')
>>> view.update(trace[-1])
>>> view.shown() == trace[-1].nodes
True
"""

import numpy as np

from .style import clear_axes

__all__ = ["MCTSView", "mcts_layout"]

_NODE = {0: "#9CC3E6", 1: "#F4B183", None: "#DDDDDD"}
_MARK = {0: "^", 1: "v"}
_EDGE = "#9A9A9A"
_SELECT = "#CC3311"
_BACKUP = "#009E73"


def mcts_layout(trace):
    """``{node: (x, y)}`` for every node of the trace's final tree; y = -depth."""
    kids = {}
    for node, parent in trace.parent.items():
        if parent is not None:
            kids.setdefault(parent, []).append(node)
    pos, x = {}, [0.0]

    def place(node, depth):
        below = sorted(kids.get(node, ()))
        if not below:
            pos[node] = (x[0], -depth)
            x[0] += 1
            return
        for k in below:
            place(k, depth + 1)
        pos[node] = ((pos[below[0]][0] + pos[below[-1]][0]) / 2, -depth)

    place(0, 0)
    return pos


class MCTSView:
    """A stepping view of an :class:`~searchlib.games.mcts_trace.MCTSTrace`.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    trace : MCTSTrace
        The trace.
    labels : {"all", "top", None}, optional
        W/N on every edge, only on the edges of the first two levels, or
        none; default: every edge up to 40 nodes, else the top two levels.
    """

    table_caption = "the root's moves"

    def __init__(self, ax, trace, *, labels=None):
        from matplotlib.collections import LineCollection

        self.ax, self.trace = ax, trace
        self.pos = pos = mcts_layout(trace)
        self.ids = sorted(pos)
        total = len(self.ids)
        if labels is None:
            labels = "all" if total <= 40 else "top"
        clear_axes(ax)
        xs = np.array([pos[k][0] for k in self.ids])
        ys = np.array([pos[k][1] for k in self.ids])
        width = max(1.0, xs.max() - xs.min())
        height = max(1.0, ys.max() - ys.min())
        ax.set_xlim(xs.min() - 0.8, xs.max() + 0.8)
        ax.set_ylim(ys.min() - 0.8, 0.8)
        self._edge_ids = [k for k in self.ids if trace.parent[k] is not None]
        segments = [[pos[trace.parent[k]], pos[k]] for k in self._edge_ids]
        self.edges = LineCollection(segments, colors=[(0, 0, 0, 0)] * len(segments),
                                    linewidths=1.2, zorder=1)
        ax.add_collection(self.edges)
        size = 160 if total <= 40 else 90 if total <= 120 else 40
        self.markers = {}
        for role, marker in _MARK.items():
            mine = [k for k in self.ids if trace.game.role(trace.positions[k]) == role]
            if mine:
                self.markers[role] = (mine, ax.scatter([pos[k][0] for k in mine],
                                                        [pos[k][1] for k in mine], s=size,
                                                        marker=marker, zorder=2))
        self.ring = ax.scatter([0], [0], s=size * 3.2, facecolors="none", edgecolors=_SELECT,
                               linewidths=2.0, zorder=3)
        font = 7 if total <= 40 else 6
        self.texts = {}
        rank = {}
        for k in self._edge_ids:          # each child's place among its siblings
            rank[k] = sum(1 for j in self._edge_ids if trace.parent[j] == trace.parent[k]
                          and j < k)
        for k in self._edge_ids:
            depth = -pos[k][1]
            if labels == "all" or (labels == "top" and depth <= 2):
                # on the edge, just above the child; neighbours at two heights, so that
                # labels of siblings one unit apart do not run into each other
                up = 0.24 + 0.2 * (rank[k] % 2)          # of the one unit between levels
                mx = pos[k][0] + up * (pos[trace.parent[k]][0] - pos[k][0])
                my = pos[k][1] + up
                self.texts[k] = ax.text(mx, my, "", fontsize=font, ha="center", va="center",
                                        color="#222222", zorder=4,
                                        bbox=dict(boxstyle="round,pad=0.1", fc="white",
                                                  ec="none", alpha=0.8))
        self.root_text = ax.text(pos[0][0], 0.45, "root", ha="center", va="bottom", fontsize=8)
        self.caption = ax.text(xs.min() - 0.7, ys.min() - 0.7, "", fontsize=8, ha="left",
                               va="bottom", color="#333333")
        self.artists = [self.edges, *[m for _, m in self.markers.values()], self.ring,
                        *self.texts.values(), self.root_text, self.caption]
        self.figsize = (min(10.0, max(4.8, 0.36 * width + 1.5)), min(6.0, max(2.8,
                                                                            1.0 * height + 1.2)))
        self._shown = 0

    def update(self, step, *, path=True):
        """Show the tree as it stands after ``step``; with ``path`` false, without the
        selected or backed-up path drawn in colour (a question's picture)."""
        stats = step.stats
        born = step.nodes
        on_path = set()
        colour = _EDGE
        if path and step.kind in ("select", "backup"):
            on_path = set(step.path[1:])
            colour = _SELECT if step.kind == "select" else _BACKUP
        edge_colours, widths = [], []
        for k in self._edge_ids:
            if k >= born:
                edge_colours.append((0, 0, 0, 0))
                widths.append(1.0)
            elif k in on_path:
                edge_colours.append(colour)
                widths.append(3.0)
            else:
                edge_colours.append(_EDGE)
                widths.append(1.2)
        self.edges.set_color(edge_colours)
        self.edges.set_linewidths(widths)
        for role, (mine, artist) in self.markers.items():
            faces = [_NODE[role] if k < born else (1, 1, 1, 0) for k in mine]
            edges = ["#333333" if k < born else (1, 1, 1, 0) for k in mine]
            artist.set_facecolors(faces)
            artist.set_edgecolors(edges)
        for k, text in self.texts.items():
            if k < born and k in stats:
                w, n = stats[k]
                text.set_text(f"{w:g}/{n}")
                text.set_visible(True)
            else:
                text.set_visible(False)
        ringed = step.node if step.kind in ("expand", "playout") else None
        if ringed is not None:
            self.ring.set_offsets([self.pos[ringed]])
            self.ring.set_visible(True)
        else:
            self.ring.set_visible(False)
        self.caption.set_text(step.message if step.kind == "playout" else "")
        self._shown = born

    def shown(self):
        """How many nodes the picture shows."""
        return self._shown

    def edge_text(self, node):
        """The W/N written on the edge into ``node`` ("" when none)."""
        text = self.texts.get(node)
        return "" if text is None or not text.get_visible() else text.get_text()

    def message(self, step):
        """The step in words."""
        return step.message

    def table(self, step):
        """The root's moves with N, W, W/N (and UCB1 at a select step)."""
        return self.trace.table(step)

    def summary(self, step):
        """The counters."""
        return self.trace.summary(step)
