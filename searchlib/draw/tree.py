"""Game-tree drawings that step in place: :class:`TreeView` and :func:`draw_tree`.

The layout is computed here (no graphviz): leaves sit one unit apart left
to right, each inner node is centred over its children, and depth goes
down.  MAX nodes are triangles pointing up, MIN nodes triangles pointing
down, chance nodes circles, the nodes of a many-player tree pentagons with
the player's number, and leaves squares with their value.

A :class:`TreeView` draws every artist once; ``update(step)`` only
changes colours, texts and visibility, so stepping costs no new figure.
It follows the stepper's view protocol: ``update(step)``,
``table(step) -> (headers, rows)`` and ``summary(step) -> str``.

What a step shows: nodes not reached yet are pale; the path being
searched is yellow; finished nodes are blue with their backed-up value
(written ``≤ 3`` or ``≥ 4`` when it is only a bound because a cut skipped
children, or while a node is still open); evaluated leaves are green; a
cut branch is dashed grey with a red cross on the arc; alpha and beta
are written beside the nodes of an alpha-beta trace; at the end the
chosen move is drawn thick.

Examples
--------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from searchlib import alphabeta
>>> from searchlib.games.examples import LECTURE
>>> trace = alphabeta(LECTURE, trace=True).trace
>>> view = TreeView(None, trace)
>>> n = len(view.ax.get_children())
>>> view.update(trace[9])
>>> view.value_text(trace.game.find("C"))
'≤ 3'
>>> view.update(trace[-1])
>>> len(view.ax.get_children()) == n
True
"""

import math

from ..errors import GameError
from ..games.trace import GameTrace

__all__ = ["TreeView", "draw_tree", "tree_layout"]

_FACE = {"unseen": "#ffffff", "active": "#fff3b0", "done": "#cfe3ff", "leaf": "#c9f0c9",
         "estimate": "#efe3f7", "pruned": "#eeeeee"}
_EDGE = {"unseen": "#9a9a9a", "active": "#333333", "done": "#333333", "leaf": "#333333",
         "estimate": "#7a3e9d", "pruned": "#c4c4c4"}
_MARKERS = {0: "^", 1: "v", -1: "o"}
#: Behind texts that may cross an edge (values under nodes, alpha and beta).
_BACKING = dict(boxstyle="round,pad=0.12", facecolor="white", edgecolor="none", alpha=0.85)
_BACKING_LIGHT = dict(_BACKING, alpha=0.6)      # alpha and beta: let the ring show through


def tree_layout(tree):
    """``{node: (x, y)}``: leaves 0, 1, 2, ... left to right, parents centred, y = -depth.

    Examples
    --------
    >>> from searchlib import GameTree
    >>> tree_layout(GameTree([[1, 2], 3]))
    {0: (1.25, 0), 1: (0.5, -1), 2: (0.0, -2), 3: (1.0, -2), 4: (2.0, -1)}
    """
    pos = {}
    x = [0.0]

    def place(s):
        kids = tree.children(s)
        if not kids:
            pos[s] = (x[0], -tree.depth_of(s))
            x[0] += 1
            return
        for k in kids:
            place(k)
        pos[s] = ((pos[kids[0]][0] + pos[kids[-1]][0]) / 2, -tree.depth_of(s))
    place(tree.initial)
    return dict(sorted(pos.items()))


def _fmt(v):
    if v is None:
        return ""
    if isinstance(v, tuple):
        return "(" + ",".join(_fmt(x) for x in v) + ")"
    if isinstance(v, float):
        if math.isinf(v):
            return "+∞" if v > 0 else "−∞"
        if v.is_integer():
            return str(int(v))
        return f"{v:.3g}"
    return str(v)


class TreeView:
    """A game tree on matplotlib axes, redrawn in place for each step of a trace.

    Parameters
    ----------
    ax : matplotlib Axes or None
        Where to draw (None: a new figure sized for the tree).
    trace : GameTrace or GameTree
        The trace to step through (its game must be a
        :class:`~searchlib.GameTree`), or just a tree to draw.
    show_labels : bool
        Write node labels beside inner nodes (and labelled leaves).
    show_bounds : bool or None
        Write alpha and beta beside nodes (default: for alpha-beta traces).
    caption : bool
        Write the step's message above the tree.
    """

    def __init__(self, ax, trace, *, show_labels=True, show_bounds=None, caption=False):
        if isinstance(trace, GameTrace):
            self.trace, tree = trace, trace.game
        else:
            self.trace, tree = None, trace
        if not hasattr(tree, "leaf_count"):
            raise GameError("a tree drawing needs a GameTree (this game has too many "
                            "positions to draw)")
        self.tree = tree
        n = len(tree.leaves)
        if ax is None:
            import matplotlib.pyplot as plt
            # leaves one unit apart: wide enough for the longest leaf text (tuples)
            chars = max((len(_fmt(tree.value(leaf))) for leaf in tree.leaves), default=1)
            per_leaf = max(0.45, 0.085 * chars)
            fig, ax = plt.subplots(figsize=(min(16, max(4.5, per_leaf * n + 1.5)),
                                            1.2 + 1.1 * (tree.height + 1)))
            fig.subplots_adjust(left=0.01, right=0.99, bottom=0.01,
                                top=0.86 if caption else 0.97)
        self.ax = ax
        self.show_bounds = (self.trace is not None and self.trace.prune) \
            if show_bounds is None else show_bounds
        self.caption = caption
        self.pos = tree_layout(tree)
        self._draw(show_labels)
        self.update(None)

    # -- drawing once ----------------------------------------------------------------
    def _draw(self, show_labels):
        ax, tree, pos = self.ax, self.tree, self.pos
        n = max(1, len(tree.leaves))
        ax.set_xlim(-0.8, n - 0.2)
        ax.set_ylim(-tree.height - 0.75, 0.85)
        ax.set_axis_off()
        width_pts = ax.get_figure().get_figwidth() * 72 * ax.get_position().width
        size = max(10.0, min(24.0, 0.55 * width_pts / (n + 0.6)))
        font = max(7.5, min(11.0, size * 0.5))
        self._size = size
        self.edges, self.marks, self.nodes, self.values, self.bounds = {}, {}, {}, {}, {}
        multi = getattr(tree, "multi", False)
        for s in sorted(pos):
            x, y = pos[s]
            parent = tree.parent(s)
            if parent is not None:
                px, py = pos[parent]
                (line,) = ax.plot([px, x], [py, y], color=_EDGE["unseen"], lw=1.2, zorder=1)
                self.edges[s] = line
                mx, my = (px + x) / 2, (py + y) / 2
                (mark,) = ax.plot([mx], [my], marker="x", color="#d62728", ms=size * 0.45,
                                  mew=2, visible=False, zorder=4)
                self.marks[s] = mark
                if tree.role(parent) == -1:
                    # nearer the child than the parent, clear of the parent's value
                    p = tree.probability(parent, tree.children(parent).index(s))
                    qx, qy = px + 0.62 * (x - px), py + 0.62 * (y - py)
                    ax.text(qx + 0.08, qy, f"{p:g}", fontsize=font * 0.85, color="#555555",
                            ha="left", va="center", zorder=5)
            role = tree.role(s)
            if role is None:
                marker = "s"
            elif multi and role >= 0:
                marker = "p"
            else:
                marker = _MARKERS[role]
            (dot,) = ax.plot([x], [y], marker=marker, ms=size, mfc=_FACE["unseen"],
                             mec=_EDGE["unseen"], mew=1.3, ls="none", zorder=3)
            self.nodes[s] = dot
            leaf = role is None
            if multi and not leaf and role >= 0:
                ax.text(x, y, str(role + 1), fontsize=font * 0.8, ha="center", va="center",
                        zorder=5, color="#555555")
            below = leaf and multi
            vy = y - 0.32 if below or not leaf and multi else y
            if not leaf and not multi:
                vy = y + (0.05 if role == 1 else -0.05 if role == 0 else 0)
                vy = y - 0.3
            # a value written under its node sits on the edge to a middle child: a
            # white backing keeps the edge from striking through the number
            self.values[s] = ax.text(x, vy, "", fontsize=font, ha="center",
                                     va="top" if vy < y else "center", zorder=6,
                                     bbox=_BACKING if vy < y else None)
            if show_labels and tree.label(s) is not None and not (leaf and str(tree.label(s))
                                                                  == _fmt(tree.value(s))):
                ax.text(x - 0.22, y + 0.12, str(tree.label(s)), fontsize=font * 0.9,
                        ha="right", va="bottom", color="#444444", zorder=6)
            self.bounds[s] = ax.text(x + 0.24, y + 0.02, "", fontsize=font * 0.8,
                                     ha="left", va="center", color="#7a3e9d", zorder=6,
                                     linespacing=1.0, bbox=_BACKING_LIGHT)
        self.current = ax.plot([], [], marker="o", ms=size * 1.45, mfc="none", mec="#ff7f0e",
                               mew=2.2, ls="none", zorder=2)[0]
        # what a step changes, and what lies on it (the names beside the nodes, the
        # probabilities on the edges): the stepper draws these over a cached background
        self.artists = list(ax.lines) + list(ax.texts)
        self.title = ax.set_title("", fontsize=font * 1.05, loc="left") if self.caption else None
        if self.title is not None:
            self.artists.append(self.title)
        self.leaf_font = font

    # -- stepping ------------------------------------------------------------------
    def _snapshot(self, step):
        if self.trace is None or step is None:
            return None
        index = step if isinstance(step, int) else step.index
        return self.trace.snapshot(index)

    def update(self, step):
        """Show the search as it stands after ``step`` (a GameStep, an index, or None
        for the tree before the search)."""
        tree = self.tree
        snap = self._snapshot(step)
        nodes = snap.nodes if snap else {}
        cut_parents = {p for p, _ in snap.cut_edges} if snap else set()
        cut_children = {c for _, c in snap.cut_edges} if snap else set()
        self._texts = {}
        for s, dot in self.nodes.items():
            info = nodes.get(s)
            status = info.status if info else "unseen"
            dot.set_markerfacecolor(_FACE[status])
            dot.set_markeredgecolor(_EDGE[status])
            leaf = tree.terminal(s)
            if leaf:
                text = _fmt(tree.value(s)) if status != "leaf" and not (info and info.value
                                                                       is not None) else \
                    _fmt(info.value if info else tree.value(s))
                color = "#999999" if status in ("pruned", "unseen") else "#000000"
            else:
                text, color = self._inner_text(s, info, s in cut_parents), "#1f3d7a"
            self.values[s].set_text(text)
            self.values[s].set_color(color)
            self.values[s].set_visible(bool(text))      # an empty box would still be drawn
            self._texts[s] = text
            bound = ""
            if self.show_bounds and info is not None and info.alpha is not None and \
                    status in ("active", "done"):
                bound = f"α={_fmt(info.alpha)}\nβ={_fmt(info.beta)}"
            self.bounds[s].set_text(bound)
            self.bounds[s].set_visible(bool(bound))
        for s, line in self.edges.items():
            info = nodes.get(s)
            status = info.status if info else "unseen"
            line.set_color(_EDGE[status])
            line.set_linestyle("--" if status == "pruned" else "-")
            line.set_linewidth(1.2)
            self.marks[s].set_visible(s in cut_children)
        if snap and snap.chosen is not None:
            self.edges[snap.chosen].set_color("#2ca02c")
            self.edges[snap.chosen].set_linewidth(3.5)
        if snap and snap.current in self.pos:
            x, y = self.pos[snap.current]
            self.current.set_data([x], [y])
        else:
            self.current.set_data([], [])
        if self.title is not None:
            self.title.set_text("" if step is None or isinstance(step, int)
                                else _wrap(step.message))

    def _inner_text(self, s, info, was_cut):
        if info is None or info.value is None or info.status == "pruned":
            return ""
        v = info.value
        role = self.tree.role(s)
        if isinstance(v, float) and math.isinf(v):
            return ""
        if role in (0, 1) and not getattr(self.tree, "multi", False) and \
                (info.status == "active" or was_cut):
            return ("≥ " if role == 0 else "≤ ") + _fmt(v)
        return _fmt(v)

    def value_text(self, state):
        """The value text shown at ``state`` after the last update."""
        return self._texts.get(state, "")

    # -- the stepper's protocol --------------------------------------------------------
    def table(self, step):
        """``(headers, rows)``: the path from the root with values (and alpha, beta)."""
        return self.trace.table(step)

    def summary(self, step):
        """Leaves evaluated so far (and cuts)."""
        return self.trace.summary(step)


def _wrap(text, width=90):
    words, lines, line = text.split(), [], ""
    for w in words:
        if len(line) + len(w) + 1 > width:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}".strip()
    lines.append(line)
    return "\n".join(lines)


def draw_tree(what, ax=None, **options):
    """Draw a tree, or the end of a search on one; return the :class:`TreeView`.

    ``what`` is a :class:`~searchlib.GameTree` (leaves only), a traced
    :class:`~searchlib.games.result.GameResult` or a
    :class:`~searchlib.games.trace.GameTrace` (the final step: values, cuts,
    the chosen move).
    """
    trace = getattr(what, "trace", None) if hasattr(what, "algorithm") and \
        hasattr(what, "value") else what
    if trace is None:
        raise GameError("draw_tree needs a result computed with trace=True")
    options.setdefault("caption", False)
    view = TreeView(ax, trace, **options)
    if view.trace is not None:
        view.update(view.trace[len(view.trace) - 1])
    return view
