"""Draw a graph problem and update it step by step: :func:`draw_graph`.

Nodes are coloured by their role at the step (frontier, explored, current,
on the path), the start and the goal are ringed, edge weights are written
when they are not all 1, arrows show direction in a directed graph, and a
thick line follows the path to the current node, which is also outlined in
black.  Names keep a readable size: one longer than its node spills over
it, on a white halo.  Node positions come from
the problem (``pos``) or from :func:`graph_layout`, computed once with a
fixed seed, so the picture never moves between steps.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import GraphProblem, bfs
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> trace = bfs(demo, goal_test="removed", trace=True).trace
>>> drawing = draw_graph(Figure().add_subplot(), demo)
>>> drawing.update(trace[2])
>>> [drawing.role_of(n) for n in "ABCD"]
['explored', 'current', 'frontier', 'frontier']
>>> drawing.update(trace[-1])
>>> [drawing.role_of(n) for n in "ABCE"]
['path', 'path', 'path', 'path']
"""

import weakref

from ..search.trace import describe_state
from .style import (
    COLOURS, CURRENT_OUTLINE, LABEL_FONT, SMALL_FONT, DrawError, add_legend, clear_axes,
    format_number, known_costs, role_handles,
)

__all__ = ["draw_graph", "graph_layout", "GraphDrawing"]

_NUMBERS = (None, "h", "g", "f", "g+h")
_LAYOUTS = (None, "layers", "spring")
_CACHE = weakref.WeakKeyDictionary()
_MAX_LAYER = 7


def _layers(problem):
    """Nodes by breadth-first depth from the start; unreachable ones last."""
    depth = {problem.initial: 0}
    order = [problem.initial]
    for node in order:
        for nbr in problem.adjacency[node]:
            if nbr not in depth:
                depth[nbr] = depth[node] + 1
                order.append(nbr)
    last = max(depth.values()) + 1
    for node in problem.adjacency:
        depth.setdefault(node, last)
    layers = {}
    for node in list(order) + [n for n in problem.adjacency if n not in order]:
        layers.setdefault(depth[node], []).append(node)
    return [layers[k] for k in sorted(layers)]


def graph_layout(problem, *, layout=None, seed=None):
    """Positions ``{node: (x, y)}`` for drawing ``problem``, the same on every call.

    Parameters
    ----------
    problem : GraphProblem
        The graph.
    layout : {None, "layers", "spring"} or dict, optional
        ``"layers"`` puts the start on top and each breadth-first layer on
        a row below it (clear for small graphs and trees); ``"spring"`` is
        networkx's force-directed layout with a fixed seed.  A dict is used
        as given.  Default: the problem's own ``pos`` if it has one, else
        layers when no layer is wider than 7 nodes, else spring.
    seed : int, optional
        Seed of the spring layout (default 0).

    Examples
    --------
    >>> from searchlib import GraphProblem
    >>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"]}, "A", "D")
    >>> graph_layout(demo)
    {'A': (0.0, 0.0), 'B': (0.0, -1.0), 'C': (-0.5, -2.0), 'D': (0.5, -2.0)}
    """
    if isinstance(layout, dict):
        pos = layout
    elif layout is None and getattr(problem, "pos", None):
        pos = problem.pos
    else:
        if layout not in _LAYOUTS:
            raise DrawError(f"layout must be 'layers', 'spring', a dict or None, not {layout!r}")
        key = (layout, seed)
        cached = _CACHE.get(problem, {})
        if key in cached:
            return dict(cached[key])
        layers = _layers(problem)
        if layout == "layers" or (layout is None and max(map(len, layers)) <= _MAX_LAYER):
            pos = {}
            for row, nodes in enumerate(layers):
                for k, node in enumerate(nodes):
                    pos[node] = (k - (len(nodes) - 1) / 2, float(-row))
        else:
            import networkx as nx
            graph = nx.Graph()
            graph.add_nodes_from(problem.adjacency)
            graph.add_edges_from((u, v) for u, v, _ in problem.edges)
            found = nx.spring_layout(graph, seed=0 if seed is None else seed)
            pos = {n: (round(float(x), 4), round(float(y), 4)) for n, (x, y) in found.items()}
        _CACHE.setdefault(problem, {})[key] = pos
    missing = [n for n in problem.adjacency if n not in pos]
    if missing:
        raise DrawError(f"the layout has no position for node {missing[0]!r}")
    return {n: (float(pos[n][0]), float(pos[n][1])) for n in problem.adjacency}


def draw_graph(ax, problem, *, numbers=None, legend=None, layout=None, seed=None,
               node_size=None, show_frontier=None):
    """Draw ``problem``'s graph on ``ax`` once; return a :class:`GraphDrawing`.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    problem : GraphProblem
        The graph, its start and goal.
    numbers : {None, "h", "g", "f", "g+h"}, optional
        A label beside each node: its heuristic, or its path cost g, f, or
        ``g+h=f``, once g is known at the step.
    legend : bool, optional
        Draw a legend under the graph (default True).
    layout, seed : optional
        See :func:`graph_layout`.
    node_size : float, optional
        Marker area in points squared (default: by the number of nodes).
    show_frontier : bool, optional
        Colour frontier nodes (default True).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> from searchlib import GraphProblem
    >>> roads = GraphProblem({"S": {"A": 2, "B": 5}, "A": {"B": 1}}, "S", "B", undirected=True)
    >>> drawing = draw_graph(Figure().add_subplot(), roads, numbers="h")
    >>> sorted(drawing.pos), drawing.scores["B"].get_text()
    (['A', 'B', 'S'], 'h=0')
    """
    return GraphDrawing(ax, problem, numbers=numbers, legend=legend, layout=layout, seed=seed,
                        node_size=node_size, show_frontier=show_frontier)



def _place_once(text):
    """Let a networkx edge label find its place along its arrow once, not at every frame.

    networkx's edge labels work out their position along the arrow's path at
    every draw (a Bezier split per label); a stepper draws the same labels
    again at every step.  The place depends only on the axes' transform and
    the resolution, so it is worked out again only when one of those changes;
    the picture is the same.  A label of another kind is left as it is.
    """
    from matplotlib.text import Text

    place = getattr(text, "_update_text_pos_angle", None)
    arrow = getattr(text, "arrow", None)
    if place is None or arrow is None:
        return
    seen = {}

    def draw(renderer):
        key = (text.axes.transData.get_matrix().tobytes(), text.figure.dpi)
        if seen.get("key") != key:
            seen["place"] = place(arrow)
            seen["key"] = key
        x, y, angle = seen["place"]
        text.x, text.y, text.angle = x, y, angle
        text.set_position((x, y))
        text.set_rotation(angle)
        Text.draw(text, renderer)

    text.draw = draw

class GraphDrawing:
    """A graph drawn on an axes, with the artists that change per step.

    Attributes
    ----------
    pos : dict
        ``{node: (x, y)}``.
    nodes : matplotlib.collections.PathCollection
        The node markers; their colours change.
    path : matplotlib.collections.LineCollection
        The path to the current node.
    labels, scores : dict
        ``{node: Text}``: node names; numbers (empty without ``numbers``).
    artists : list
        Everything a step may change, and what lies on top of it.
    """

    def __init__(self, ax, problem, *, numbers=None, legend=None, layout=None, seed=None,
                 node_size=None, show_frontier=None):
        import networkx as nx
        from matplotlib import patheffects
        from matplotlib.collections import LineCollection
        from matplotlib.transforms import offset_copy

        if numbers not in _NUMBERS:
            raise DrawError(f"numbers must be one of {_NUMBERS}, not {numbers!r}")
        self.ax, self.problem, self.numbers = ax, problem, numbers
        self.show_frontier = True if show_frontier is None else show_frontier
        self.pos = pos = graph_layout(problem, layout=layout, seed=seed)
        self.order = list(problem.adjacency)
        count = len(self.order)
        size = node_size or (900 if count <= 12 else 480 if count <= 30 else 240)
        clear_axes(ax)
        ax.set_aspect("equal")
        xs = [p[0] for p in pos.values()]
        ys = [p[1] for p in pos.values()]
        span = max(max(xs) - min(xs), max(ys) - min(ys), 1.0)
        pad = 0.12 * span
        ax.set_xlim(min(xs) - pad, max(xs) + pad)
        ax.set_ylim(min(ys) - pad, max(ys) + pad)

        graph = problem.to_networkx()
        edges = list(graph.edges())
        directed = problem.directed
        straight = [e for e in edges if not (directed and graph.has_edge(e[1], e[0]))]
        curved = [e for e in edges if e not in straight]
        for group, style in ((straight, "arc3"), (curved, "arc3,rad=0.15")):
            if group:
                arrows = {"arrowsize": 12, "connectionstyle": style} if directed else {}
                drawn = nx.draw_networkx_edges(graph, pos, edgelist=group, ax=ax, arrows=directed,
                                               edge_color=COLOURS["edge"], width=1.2,
                                               node_size=size, **arrows)
                for artist in drawn if isinstance(drawn, list) else [drawn]:
                    artist.set_zorder(1)
        weights = {(u, v): w for u, v, w in problem.edges}
        self._weights = []
        if any(w != 1 for w in weights.values()):
            texts = nx.draw_networkx_edge_labels(
                graph, pos, edge_labels={e: format_number(w) for e, w in weights.items()},
                ax=ax, font_size=SMALL_FONT, font_color="#444444", rotate=False,
                bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.9})
            for text in texts.values():
                text.set_zorder(1.6)   # over the path line: the weight stays readable
                _place_once(text)
            self._weights = list(texts.values())

        self.path = LineCollection([], colors=COLOURS["path"], linewidths=4, alpha=0.75,
                                   capstyle="round", zorder=1.5)
        ax.add_collection(self.path)
        ring_nodes = [problem.initial, problem.goal]
        self.rings = ax.scatter([pos[n][0] for n in ring_nodes], [pos[n][1] for n in ring_nodes],
                                s=size * 1.9, c=[COLOURS["start"], COLOURS["goal"]],
                                linewidths=0, zorder=1.8)
        self.nodes = ax.scatter(xs, ys, s=size, c=[COLOURS["unseen"]] * count,
                                edgecolors="#4A4A4A", linewidths=0.8, zorder=2)
        self._colours = [COLOURS["unseen"]] * count
        font = LABEL_FONT if count <= 30 else SMALL_FONT
        diameter = size ** 0.5  # points
        halo = [patheffects.withStroke(linewidth=2.6, foreground="white")]
        self.labels = {}
        for node in self.order:
            name = describe_state(node)
            # a name a little too long shrinks a step; a longer one spills over the node
            # on a white halo, at a size that can still be read
            fits = 1.75 * diameter / max(3, len(name))
            self.labels[node] = ax.text(*pos[node], name, ha="center", va="center",
                                        fontsize=max(font - 1.5, min(font, fits)),
                                        color=COLOURS["text"], zorder=3,
                                        path_effects=halo if fits < font else None)
        self.scores = {}
        if numbers is not None:
            below = offset_copy(ax.transData, fig=ax.figure, y=-(size ** 0.5) / 2 - 8,
                                units="points")
            for node in self.order:
                self.scores[node] = ax.text(*pos[node], "", transform=below, ha="center",
                                            va="center", fontsize=SMALL_FONT, color="#333333",
                                            zorder=3, path_effects=halo)
            if numbers == "h":
                for node, text in self.scores.items():
                    text.set_text(f"h={format_number(problem.h(node))}")
        self.artists = [self.path, *self._weights, self.rings, self.nodes, *self.labels.values(),
                        *self.scores.values()]
        #: the artists above that never change (drawn once, then pasted)
        self.fixed = [*self._weights, self.rings, *self.labels.values()]
        if numbers == "h":
            self.fixed += self.scores.values()
        ratio = (max(ys) - min(ys) + 2 * pad) / (max(xs) - min(xs) + 2 * pad)
        #: a good figure size in inches for this graph (width, height)
        room = 0.7 if legend is not False else 0.3
        self.figsize = (5.6, min(7.5, max(2.8, 5.6 * ratio + room)))
        self.legend = None
        if legend is None or legend:
            self.legend = add_legend(ax, role_handles(), ncol=3)

    def update(self, step, *, g=None):
        """Show ``step``: recolour nodes, redraw the path line, rewrite numbers.

        ``g`` is an optional ``{node: path cost}`` for nodes whose cost is
        known (a view passes the explored nodes'); the frontier and the
        current path supply the rest.
        """
        roles = dict.fromkeys(step.explored or (), "explored")
        if self.show_frontier:
            for entry in step.frontier or ():
                if not getattr(entry, "stale", False):      # a stale entry's state is elsewhere
                    roles[entry.state] = "frontier"
        path = step.path
        if step.kind == "goal":
            roles.update(dict.fromkeys(path, "path"))
        elif step.node is not None and not (step.kind == "start" and self.show_frontier):
            roles[step.state] = "current"     # (at the start, the start is only waiting)
        self._roles = roles
        self._colours = [COLOURS[roles.get(n, "unseen")] for n in self.order]
        self.nodes.set_facecolor(self._colours)
        # the current node is outlined thick as well as coloured
        current = [roles.get(n) == "current" for n in self.order]
        self.nodes.set_edgecolors([CURRENT_OUTLINE if c else "#4A4A4A" for c in current])
        self.nodes.set_linewidths([2.6 if c else 0.8 for c in current])
        pos = self.pos
        self.path.set_segments([[pos[a], pos[b]] for a, b in zip(path, path[1:])])
        if self.numbers in ("g", "f", "g+h"):
            self._write_numbers(step, g)

    def _write_numbers(self, step, g):
        known = known_costs(step, g)
        h = self.problem.h
        for node, text in self.scores.items():
            cost = known.get(node)
            if cost is None:
                text.set_text("")
            elif self.numbers == "g":
                text.set_text(f"g={format_number(cost)}")
            elif self.numbers == "f":
                text.set_text(f"f={format_number(cost + h(node))}")
            else:
                text.set_text(f"{format_number(cost)}+{format_number(h(node))}"
                              f"={format_number(cost + h(node))}")

    def role_of(self, node):
        """The role ``node`` is coloured with now (``"unseen"`` if none)."""
        return getattr(self, "_roles", {}).get(node, "unseen")
