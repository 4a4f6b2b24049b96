"""Colours, roles and legends shared by every drawing.

The colours come from the Okabe-Ito palette, chosen so that the roles stay
apart for readers with the common forms of colour blindness.  A cell or a
node has one *role* at a step; the drawings colour it by :data:`COLOURS`.

=============  ===========================================================
role           meaning
=============  ===========================================================
``unseen``     not reached yet
``frontier``   waiting in the frontier
``explored``   expanded already (mazes shade these by the order explored)
``current``    the node handled at this step
``path``       on the solution path (shown once the goal is found)
``start``      the initial state (drawn as an outline or a ring)
``goal``       the goal (drawn as an outline or a ring)
=============  ===========================================================

Examples
--------
>>> COLOURS["frontier"]
'#E69F00'
>>> rgb("#E69F00")
(230, 159, 0)
>>> explored_ramp(3)[0], explored_ramp(3)[-1]
((176, 218, 242), (43, 140, 204))
"""

from ..errors import SearchlibError

__all__ = ["COLOURS", "ROLES", "DrawError", "rgb", "explored_ramp", "role_handles", "known_costs",
           "add_legend", "format_number", "clear_axes"]

#: Colour of each role (Okabe-Ito palette, plus greys).
COLOURS = {
    "unseen": "#EEEEEE",
    "open": "#FFFFFF",
    "wall": "#3B3B3B",
    "frontier": "#E69F00",
    "explored": "#56B4E9",
    "current": "#D55E00",
    "path": "#009E73",
    "start": "#CC79A7",
    "goal": "#0072B2",
    "edge": "#9A9A9A",
    "text": "#1A1A1A",
}

#: Roles in the order a legend lists them.
ROLES = ("start", "goal", "frontier", "explored", "current", "path")

_RAMP_LIGHT = (176, 218, 242)  # light enough to read the order, dark enough to see on white
_RAMP_DARK = (43, 140, 204)


class DrawError(SearchlibError):
    """A drawing that cannot be made (too large for numbers, unknown option)."""


def known_costs(step, g=None):
    """``{state: g}`` for every state whose path cost a step shows.

    The costs given in ``g`` first, then the frontier's entries, then the
    states on the path to the step's node: what a drawing can write as g,
    f or g+h in its cells or nodes.
    """
    from ..search.node import node_path
    known = dict(g or {})
    for entry in step.frontier or ():
        if not getattr(entry, "stale", False):
            known.setdefault(entry.state, entry.g)
    if step.node is not None:
        for node in node_path(step.node):
            known.setdefault(node[0], node[3])
    return known


def rgb(colour):
    """Return ``(r, g, b)`` integers 0..255 for a ``#RRGGBB`` colour."""
    colour = colour.lstrip("#")
    return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))


def explored_ramp(count):
    """Return ``count`` colours from light (explored first) to dark (last)."""
    if count <= 1:
        return [_RAMP_LIGHT] * max(count, 0)
    out = []
    for k in range(count):
        t = k / (count - 1)
        out.append(tuple(round(a + (b - a) * t) for a, b in zip(_RAMP_LIGHT, _RAMP_DARK)))
    return out


def role_handles(roles=ROLES, *, ring=True, explored_label="explored"):
    """Legend handles (patches) for ``roles``; start and goal as outlines when ``ring``."""
    from matplotlib.patches import Patch

    labels = {"explored": explored_label, "current": "current", "path": "path",
              "frontier": "frontier", "start": "start", "goal": "goal"}
    handles = []
    for role in roles:
        colour = COLOURS[role]
        if ring and role in ("start", "goal"):
            handles.append(Patch(facecolor="white", edgecolor=colour, linewidth=2.5,
                                 label=labels[role]))
        else:
            handles.append(Patch(facecolor=colour, edgecolor="#555555", linewidth=0.5,
                                 label=labels[role]))
    return handles


def add_legend(ax, handles, *, where="below", ncol=None):
    """Put a legend under (or beside) ``ax``; return it."""
    if where == "below":
        return ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0),
                         ncol=ncol or min(len(handles), 6), frameon=False, fontsize=8,
                         handlelength=1.2, columnspacing=0.9, borderaxespad=0.2)
    if where == "right":
        return ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0),
                         frameon=False, fontsize=8)
    raise DrawError(f"legend must be 'below', 'right', True or None, not {where!r}")


def format_number(value):
    """Short text for a g, h or f value (integers without a decimal point).

    Examples
    --------
    >>> format_number(3.0), format_number(2.5), format_number(None)
    ('3', '2.5', '')
    """
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float):
        return f"{value:.3g}"
    return str(value)


def clear_axes(ax):
    """Hide ticks and spines: pictures, not plots."""
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
