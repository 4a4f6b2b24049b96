"""A small Degrees set as a people graph: a fixed layout, a drawing, a GraphProblem.

For sets of a few dozen people (the small set), where the whole graph fits
on one picture:

* :func:`people_layout`: positions with the films left to right in the
  order they link up (The Princess Bride ... Rain Man on the small set);
  people in two films sit between them, people in one film around it,
  people with no film at the far right;
* :func:`draw_people_graph`: people as nodes, one colour of edge per film,
  a legend of the films;
* :func:`people_problem`: the same graph as a
  :class:`~searchlib.GraphProblem` whose states are short names, so that a
  stepper (:func:`searchlib.step_through`) can show a search on it.

Examples
--------
>>> from searchlib.degrees import load_small
>>> data = load_small()
>>> pos = people_layout(data)
>>> pos["705"][0] < pos["158"][0] < pos["102"][0] < pos["129"][0]
True
>>> p = people_problem(data, "163", "1597")
>>> p.initial, p.goal, p.actions("Wright")[:3]
('Hoffman', 'Patinkin', ['Elwes', 'Patinkin', 'Shawn'])
"""

from ..problems.graph import GraphProblem
from .errors import DegreesError

__all__ = ["people_layout", "short_names", "draw_people_graph", "people_problem",
           "MAX_PEOPLE"]

#: The largest set these pictures are meant for.
MAX_PEOPLE = 60

_FILM_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9",
                 "#000000")
_PATH_COLOUR = "#F0E442"


def _check_size(data):
    if len(data.people) > MAX_PEOPLE:
        raise DegreesError(f"a people graph is drawn for at most {MAX_PEOPLE} people; this "
                           f"set has {len(data.people):,} (draw a path with draw_path)")


def _film_order(data):
    """Films in the order they link up: breadth-first from a film with the fewest links."""
    links = {mid: [] for mid in data.movies}
    for pid in data.people:
        films = data.movies_of(pid)
        for a in films:
            for b in films:
                if a != b and b not in links[a]:
                    links[a].append(b)
    order, seen = [], set()
    for first in sorted(links, key=lambda m: (len(links[m]), list(links).index(m))):
        if first in seen:
            continue
        seen.add(first)
        queue = [first]
        for film in queue:
            order.append(film)
            for other in links[film]:
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
    return order


def people_layout(data):
    """Return ``{person_id: (x, y)}``: films left to right, their people around them.

    Raises
    ------
    DegreesError
        For a set of more than :data:`MAX_PEOPLE` people.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> pos = people_layout(load_small())
    >>> pos["914612"]          # Emma Watson, in no film: alone at the right
    (10.0, 0.0)
    """
    _check_size(data)
    x_of = {mid: 2.0 * i for i, mid in enumerate(_film_order(data))}
    groups = {}
    for pid in data.people:
        films = tuple(sorted(data.movies_of(pid), key=x_of.get))
        groups.setdefault(films, []).append(pid)
    pos = {}
    right = max(x_of.values(), default=0.0) + 2.0
    for films, members in groups.items():
        if not films:
            for k, pid in enumerate(members):
                pos[pid] = (right, -0.8 * k + 0.0)
            continue
        x = sum(x_of[f] for f in films) / len(films)
        n = len(members)
        if len(films) > 1:      # links between films: on the middle line
            for k, pid in enumerate(members):
                pos[pid] = (x, 0.7 * (k - (n - 1) / 2))
        else:                   # one film: fanned above and below it
            for k, pid in enumerate(members):
                dx = 0.6 * (k - (n - 1) / 2)
                pos[pid] = (x + dx, 1.1 if k % 2 == 0 else -1.1)
    return pos


def short_names(data):
    """Return ``{person_id: short name}``: last names, full names where those clash.

    Examples
    --------
    >>> from searchlib.degrees import load_small
    >>> short_names(load_small())["1597"]
    'Patinkin'
    """
    last = {pid: p.name.split()[-1] for pid, p in data.people.items()}
    count = {}
    for name in last.values():
        count[name] = count.get(name, 0) + 1
    out = {}
    for pid, name in last.items():
        out[pid] = name if count[name] == 1 else data.people[pid].name
    if len(set(out.values())) != len(out):
        out = {pid: f"{data.people[pid].name} ({pid})" for pid in data.people}
    return out


def people_problem(data, source, target):
    """The people graph as a :class:`~searchlib.GraphProblem` from ``source`` to ``target``.

    States are short names (:func:`short_names`); each person's neighbours
    are their co-stars in the data's order, film by film; positions come
    from :func:`people_layout`.  A breadth-first search on it takes the
    same number of steps as on the data.

    Examples
    --------
    >>> from searchlib import bfs
    >>> from searchlib.degrees import load_small
    >>> bfs(people_problem(load_small(), "158", "1597")).states
    ['Hanks', 'Wright', 'Patinkin']
    """
    data.check_person(source)
    data.check_person(target)
    names = short_names(data)
    pos = people_layout(data)
    graph = {}
    for pid in data.people:
        seen = []
        for _, other in data.neighbors_in_order(pid):
            if other != pid and names[other] not in seen:
                seen.append(names[other])
        graph[names[pid]] = seen
    return GraphProblem(graph, names[source], names[target], undirected=True,
                        pos={names[pid]: xy for pid, xy in pos.items()})


def draw_people_graph(data, *, ax=None, path=None, source=None, legend=True):
    """Draw everyone and who starred with whom; return the artists.

    Parameters
    ----------
    data : Degrees
        A small set (at most :data:`MAX_PEOPLE` people).
    ax : matplotlib Axes, optional
        Default: the current axes.
    path, source : optional
        A path as :func:`~searchlib.degrees.shortest_path` returns it, and
        its first person: drawn thick over the graph.
    legend : bool
        A legend of the films and their colours.

    Returns
    -------
    dict
        ``edges`` ({movie_id: LineCollection}), ``nodes``, ``labels``
        ({person_id: Text}), ``path`` (LineCollection or None).

    Examples
    --------
    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> import matplotlib.pyplot as plt
    >>> from searchlib.degrees import load_small
    >>> fig, ax = plt.subplots()
    >>> art = draw_people_graph(load_small(), ax=ax)
    >>> len(art["edges"]), art["labels"]["705"].get_text()
    (5, 'Robin Wright')
    >>> plt.close(fig)
    """
    import matplotlib.pyplot as plt
    from matplotlib.collections import LineCollection
    from matplotlib.lines import Line2D

    ax = plt.gca() if ax is None else ax
    pos = people_layout(data)
    edges, handles = {}, []
    drawn = set()
    for k, mid in enumerate(_film_order(data)):
        cast = data.stars_of(mid)
        segments = []
        for i, a in enumerate(cast):
            for b in cast[i + 1:]:
                pair = frozenset((a, b))
                if pair in drawn:
                    continue
                drawn.add(pair)
                segments.append([pos[a], pos[b]])
        colour = _FILM_COLOURS[k % len(_FILM_COLOURS)]
        edges[mid] = LineCollection(segments, colors=colour, linewidths=1.6, alpha=0.8,
                                    zorder=1)
        ax.add_collection(edges[mid])
        movie = data.movies[mid]
        title = movie.title if movie.year is None else f"{movie.title} ({movie.year})"
        handles.append(Line2D([], [], color=colour, lw=2.5, label=title))
    line = None
    if path:
        if source is None:
            raise DegreesError("give the source of the path (its first person)")
        people = [source] + [pid for _, pid in path]
        line = LineCollection([[pos[a], pos[b]] for a, b in zip(people, people[1:])],
                              colors=_PATH_COLOUR, linewidths=9, alpha=0.9, zorder=0.5,
                              capstyle="round")
        ax.add_collection(line)
    order = list(data.people)
    on_path = set([source] + [pid for _, pid in path or []]) if path else set()
    nodes = ax.scatter([pos[p][0] for p in order], [pos[p][1] for p in order], s=140,
                       c=[_PATH_COLOUR if p in on_path else "#FFFFFF" for p in order],
                       edgecolors="#333333", linewidths=1.0, zorder=2)
    labels = {}
    for pid in order:
        x, y = pos[pid]
        above = y > 0.01
        name = data.people[pid].name
        if not data.movies_of(pid):
            name += "\n(no films)"
        labels[pid] = ax.text(x, y + (0.22 if above else -0.22), name, fontsize=8,
                              ha="center", va="bottom" if above else "top", zorder=3,
                              bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none",
                                    "alpha": 0.85})
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    ax.set_xlim(min(xs) - 0.8, max(xs) + 0.8)
    ax.set_ylim(min(ys) - 0.7, max(ys) + 0.6)
    ax.set_axis_off()
    if legend:
        ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0),
                  ncol=min(len(handles), 5), fontsize=8, frameon=False)
    return {"edges": edges, "nodes": nodes, "labels": labels, "path": line}
