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

#: Node fills.  Chosen, like the search drawings' colours, to stay apart under
#: simulated colour blindness; a pruned node also has a dashed grey edge and grey text; an
#: estimate (a position scored by the evaluation function at the depth limit) a purple edge.
_FACE = {"unseen": "#ffffff", "active": "#F9C74F", "done": "#B9C9EF", "leaf": "#8CD3B4",
         "estimate": "#B880E8", "pruned": "#e0e0e0"}
_EDGE = {"unseen": "#9a9a9a", "active": "#333333", "done": "#333333", "leaf": "#333333",
         "estimate": "#7a3e9d", "pruned": "#c4c4c4"}
_MARKERS = {0: "^", 1: "v", -1: "o"}
#: The ring round the node a step is about.
_RING = "#CC3311"
#: Node names in a font whose l, I and 1 cannot be taken for one another.
_LABEL_FAMILY = "DejaVu Sans Mono"
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
        self.show_bounds = (self.trace is not None and self.trace.prune) \
            if show_bounds is None else show_bounds
        n = len(tree.leaves)
        if ax is None:
            import matplotlib.pyplot as plt
            # leaves one unit apart: wide enough for the longest leaf text (tuples), and,
            # when alpha and beta are written beside the nodes, for two of them facing
            # each other between neighbours (a right child's and a left child's)
            chars = max((len(_fmt(tree.value(leaf))) for leaf in tree.leaves), default=1)
            per_leaf = max(0.7 if self.show_bounds else 0.45, 0.085 * chars)
            fig, ax = plt.subplots(figsize=(min(16, max(4.5, per_leaf * n + 1.5)),
                                            1.2 + 1.1 * (tree.height + 1)))
            fig.subplots_adjust(left=0.01, right=0.99, bottom=0.01,
                                top=0.86 if caption else 0.97)
        self.ax = ax
        self.caption = caption
        self.pos = tree_layout(tree)
        self._draw(show_labels)
        self.update(None)

    # -- drawing once ----------------------------------------------------------------
    def _draw(self, show_labels):
        ax, tree, pos = self.ax, self.tree, self.pos
        n = max(1, len(tree.leaves))
        ax.set_xlim(-0.8, n - 0.2)
        multi = getattr(tree, "multi", False)
        bottom = 0.75 if multi or self._labelled_leaves() else 0.45
        ax.set_ylim(-tree.height - bottom, 0.55)
        ax.set_axis_off()
        box = ax.get_position()
        width_pts = ax.get_figure().get_figwidth() * 72 * box.width
        height_pts = ax.get_figure().get_figheight() * 72 * box.height
        size = max(10.0, min(24.0, 0.68 * width_pts / (n + 0.6)))
        font = max(9.0, min(12.0, size * 0.6))
        # a level must hold a node (with the ring round it), its value and a stem
        level = height_pts / (tree.height + bottom + 0.55)
        size = max(8.0, min(size, 0.62 * level - font * 1.25 - 3))
        # data units per point, across and down: texts are placed by their size in points
        px = (n + 0.6) / max(width_pts, 1.0)
        py = (tree.height + bottom + 0.55) / max(height_pts, 1.0)
        self._size = size
        self.edges, self.marks, self.nodes, self.values, self.bounds = {}, {}, {}, {}, {}
        self.stems = {}
        # An inner node's value is written just under it, and the edges to its children
        # start under the value (a short stem), so no edge ever runs through a number.
        value_y = {}
        stem = {}
        for s in pos:
            x, y = pos[s]
            if tree.terminal(s):
                continue
            top = y - (size / 2 + 1.5) * py
            value_y[s] = top
            stem[s] = top - (font * 1.25 + 1.5) * py
            # the stem itself, behind the value's white backing: seen only while no value shows
            (self.stems[s],) = ax.plot([x, x], [y, stem[s]], color=_EDGE["unseen"], lw=1.2,
                                       zorder=1)
        named = self._name_sides(show_labels, font, size, px)
        for s in sorted(pos):
            x, y = pos[s]
            parent = tree.parent(s)
            # the side away from the edge coming in from above: names and bounds go there
            side = -1 if parent is not None and pos[parent][0] > x + 1e-9 else 1
            if parent is not None:
                px0, py0 = pos[parent][0], stem[parent]
                (line,) = ax.plot([px0, x], [py0, y], color=_EDGE["unseen"], lw=1.2, zorder=1)
                self.edges[s] = line
                mx, my = (px0 + x) / 2, (py0 + y) / 2
                (mark,) = ax.plot([mx], [my], marker="x", color="#d62728", ms=size * 0.45,
                                  mew=2, visible=False, zorder=4)
                self.marks[s] = mark
                if tree.role(parent) == -1:
                    # on its edge, nearer the child, on a white backing that breaks the line
                    p = tree.probability(parent, tree.children(parent).index(s))
                    qx, qy = px0 + 0.6 * (x - px0), py0 + 0.6 * (y - py0)
                    ax.text(qx, qy, f"{p:g}", fontsize=font * 0.85, color="#444444",
                            ha="center", va="center", zorder=5, bbox=_BACKING)
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
                        zorder=5, color="#444444")
            if leaf and not multi:
                vy, va = y, "center"                       # a number inside its square
            elif leaf:
                vy, va = y - (size / 2 + 2) * py, "top"    # a tuple under its square
            else:
                vy, va = value_y[s], "top"
            self.values[s] = ax.text(x, vy, "", fontsize=font, ha="center", va=va, zorder=6,
                                     bbox=_BACKING if va == "top" else None)
            reach = (size / 2 + 3) * px
            if show_labels and tree.label(s) is not None and not (leaf and str(tree.label(s))
                                                                  == _fmt(tree.value(s))):
                if leaf:        # under the square (and under a tuple written there)
                    ly = y - (size / 2 + 2 + (font * 1.3 if multi else 0)) * py
                    lx, ha, va = x, "center", "top"
                else:           # above, on the side :meth:`_name_sides` picked
                    lx, ly = x + named[s] * reach, y + 0.4 * size * py
                    ha, va = "left" if named[s] > 0 else "right", "bottom"
                ax.text(lx, ly, str(tree.label(s)), fontsize=font * 0.9, family=_LABEL_FAMILY,
                        ha=ha, va=va, color="#333333", zorder=5.9, bbox=_BACKING)
            self.bounds[s] = ax.text(x + side * reach, y + 0.3 * size * py, "",
                                     fontsize=font * 0.85, ha="left" if side > 0 else "right",
                                     va="top", color="#6A2C91", zorder=6, linespacing=1.0,
                                     bbox=_BACKING_LIGHT)
        self.current = ax.plot([], [], marker="o", ms=size * 1.3, mfc="none", mec=_RING,
                               mew=2.4, ls="none", zorder=2)[0]
        # what a step changes, and what lies on it (the names beside the nodes, the
        # probabilities on the edges): the stepper draws these over a cached background
        self.artists = list(ax.lines) + list(ax.texts)
        # of those, the ones a step never changes (names, probabilities, players):
        # drawn once and pasted (they sit under the values, at one height, so one layer)
        changing = {id(t) for t in [*self.values.values(), *self.bounds.values()]}
        self.fixed = [t for t in ax.texts if id(t) not in changing]
        self.title = ax.set_title("", fontsize=font * 1.05, loc="left") if self.caption else None
        if self.title is not None:
            self.artists.append(self.title)
        self.leaf_font = font

    def _name_sides(self, show_labels, font, size, px):
        """``{inner node: -1 or 1}``: the side of the node its name is written on.

        The side no edge comes in from (over the bounds), unless the next node along that
        level writes its name towards this one with too little room between them for both:
        then on the left, on a backing where the edge comes in.
        """
        tree, pos = self.tree, self.pos
        inner = [s for s in pos if not tree.terminal(s) and tree.label(s) is not None]
        if not show_labels:
            return {}
        sides = {}
        for s in inner:
            parent = tree.parent(s)
            sides[s] = 1 if parent is None or pos[parent][0] <= pos[s][0] + 1e-9 else -1
        reach = size / 2 + 3                                    # points
        width = {s: len(str(tree.label(s))) * font * 0.9 * 0.62 for s in inner}
        levels = {}
        for s in inner:
            levels.setdefault(round(pos[s][1], 6), []).append(s)
        for row in levels.values():
            row.sort(key=lambda s: pos[s][0])
            moved = True
            while moved:            # a name moved left may now face the one before it
                moved = False
                for s, t in zip(row, row[1:]):
                    room = (pos[t][0] - pos[s][0]) / px         # points between the centres
                    if (sides[s] > 0 and sides[t] < 0
                            and room < 2 * reach + width[s] + width[t] + 6):
                        sides[s], moved = -1, True
        return sides

    def _labelled_leaves(self):
        tree = self.tree
        return any(tree.label(s) is not None and str(tree.label(s)) != _fmt(tree.value(s))
                   for s in tree.leaves)

    # -- stepping ------------------------------------------------------------------
    def _snapshot(self, step):
        if self.trace is None or step is None:
            return None
        index = step if isinstance(step, int) else step.index
        return self.trace.snapshot(index)

    def update(self, step, *, hold=None):
        """Show the search as it stands after ``step`` (a GameStep, an index, or None
        for the tree before the search).

        ``hold`` is an optional ``{state: NodeInfo}`` drawn in place of what the step
        shows for those nodes (predict mode keeps a node's value as it was before the
        step while it asks what the node will back up).
        """
        tree = self.tree
        snap = self._snapshot(step)
        nodes = snap.nodes if snap else {}
        if hold:
            nodes = {**nodes, **hold}
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
        for s, stem in self.stems.items():
            info = nodes.get(s)
            status = info.status if info else "unseen"
            stem.set_color(_EDGE[status])
            stem.set_linestyle("--" if status == "pruned" else "-")
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
        if isinstance(v, str):          # a value held back ("?")
            return v
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
