"""Draw a Degrees path as a people graph: people as nodes, films on the edges.

The layout is fixed (people left to right in path order, co-stars fanned
above their film), so the same path always gives the same picture.

Examples
--------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> import matplotlib.pyplot as plt
>>> from searchlib.degrees import load_small, shortest_path
>>> data = load_small()
>>> fig, ax = plt.subplots()
>>> art = draw_path(data, "158", shortest_path(data, "158", "1597"), ax=ax)
>>> sorted(art["edge_labels"].values(), key=lambda t: t.get_position()[0])[0].get_text()
'Forrest Gump (1994)'
>>> art["graph"].number_of_nodes(), art["graph"].number_of_edges()
(3, 2)
>>> plt.close(fig)
"""

import networkx as nx

from .search import path_people

__all__ = ["draw_path", "path_graph"]

_PATH_COLOR = "#1f77b4"
_END_COLOR = "#d62728"
_COSTAR_COLOR = "#bbbbbb"


def path_graph(data, source, path, *, costars=0):
    """Return the people graph of ``path`` as a networkx Graph with positions.

    Nodes are person ids with ``name``, ``pos`` and ``role`` ("end", "path"
    or "costar"); edges carry ``movie`` (id) and ``label`` (title and year).

    Parameters
    ----------
    costars : int
        Also show up to this many other stars of each film on the path.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> g = path_graph(load_small(), "102", [("112384", "158")], costars=2)
    >>> [g.nodes[n]["role"] for n in g]
    ['end', 'end', 'costar', 'costar']
    """
    people = path_people(source, path or [])
    graph = nx.Graph()
    last = len(people) - 1
    for i, pid in enumerate(people):
        graph.add_node(pid, name=data.name(pid), pos=(float(i), 0.0),
                       role="end" if i in (0, last) else "path")
    for i, (movie_id, pid) in enumerate(path or []):
        movie = data.movies[movie_id]
        label = movie.title if movie.year is None else f"{movie.title} ({movie.year})"
        graph.add_edge(people[i], pid, movie=movie_id, label=label, role="path")
    for i, (movie_id, pid) in enumerate(path or []):
        extra = [s for s in data.stars_of(movie_id) if s not in graph][:costars]
        for k, star in enumerate(extra):
            x = i + (k + 1) / (len(extra) + 1)
            graph.add_node(star, name=data.name(star), pos=(x, 0.55 + 0.25 * (k % 2)),
                           role="costar")
            graph.add_edge(people[i], star, movie=movie_id, label="", role="costar")
            graph.add_edge(pid, star, movie=movie_id, label="", role="costar")
    return graph


def draw_path(data, source, path, *, ax=None, target=None, costars=0, title=None):
    """Draw ``path`` from ``source`` on ``ax``; return the artists.

    Parameters
    ----------
    data : Degrees
    source : str
        The first person (the path does not hold it).
    path : list of (movie_id, person_id) or None
        As :func:`~searchlib.degrees.shortest_path` returns it.
    ax : matplotlib Axes, optional
        Default: the current axes.
    target : str, optional
        When ``path`` is None, also draw the target, unconnected.
    costars : int
        Also show up to this many other stars of each film (grey).
    title : str, optional
        Default: "N degrees of separation" or "Not connected".

    Returns
    -------
    dict
        ``graph``, ``nodes``, ``edges``, ``labels`` (person id -> Text) and
        ``edge_labels`` ((u, v) -> Text).
    """
    import matplotlib.pyplot as plt
    ax = plt.gca() if ax is None else ax
    graph = path_graph(data, source, path, costars=costars)
    if path is None and target is not None and target not in graph:
        graph.add_node(target, name=data.name(target), pos=(2.0, 0.0), role="end")
    pos = {n: d["pos"] for n, d in graph.nodes(data=True)}
    color = {"end": _END_COLOR, "path": _PATH_COLOR, "costar": _COSTAR_COLOR}
    order = list(graph.nodes)
    nodes = nx.draw_networkx_nodes(
        graph, pos, nodelist=order, ax=ax,
        node_color=[color[graph.nodes[n]["role"]] for n in order],
        node_size=[500 if graph.nodes[n]["role"] != "costar" else 160 for n in order])
    main = [(u, v) for u, v, d in graph.edges(data=True) if d["role"] == "path"]
    side = [(u, v) for u, v, d in graph.edges(data=True) if d["role"] == "costar"]
    edges = nx.draw_networkx_edges(graph, pos, edgelist=main, ax=ax, width=2.5,
                                   edge_color=_PATH_COLOR)
    if side:
        nx.draw_networkx_edges(graph, pos, edgelist=side, ax=ax, width=0.8,
                               edge_color=_COSTAR_COLOR, style="dotted")
    label_pos = {n: (x, y - 0.22 if graph.nodes[n]["role"] != "costar" else y + 0.13)
                 for n, (x, y) in pos.items()}
    labels = nx.draw_networkx_labels(graph, label_pos, ax=ax, font_size=9,
                                     labels={n: graph.nodes[n]["name"] for n in order})
    edge_labels = nx.draw_networkx_edge_labels(
        graph, pos, ax=ax, font_size=8, rotate=False,
        edge_labels={(u, v): graph.edges[u, v]["label"] for u, v in main})
    if title is None:
        title = "Not connected" if path is None else (
            f"{len(path)} degree{'s' if len(path) != 1 else ''} of separation")
    ax.set_title(title)
    width = max(len(pos) and max(x for x, _ in pos.values()), 1.0)
    ax.set_xlim(-0.5, width + 0.5)
    ax.set_ylim(-0.6, 1.1)
    ax.set_axis_off()
    return {"graph": graph, "nodes": nodes, "edges": edges, "labels": labels,
            "edge_labels": edge_labels}
