"""Colours, roles and legends shared by every drawing.

A cell or a node has one *role* at a step; the drawings colour it by
:data:`COLOURS`.  The colours were chosen so that the roles a learner must
tell apart (frontier, explored, current, path, and the walls and unseen
cells around them) stay apart for readers with the common forms of colour
blindness: ``tests/test_draw_palette.py`` simulates deuteranopia,
protanopia and tritanopia and requires every such pair to differ by at
least 20 CIELAB units for the first two (12 for the rare tritanopia).  Colour is never the
only cue for the current node: it also gets a thick dark outline.  The
pictures are drawn on white, so they read the same on a dark notebook
theme.

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
((180, 198, 238), (74, 111, 204))
>>> text_colour(COLOURS["current"]), text_colour(COLOURS["frontier"])
('#FFFFFF', '#000000')
"""

from functools import lru_cache

from ..errors import SearchlibError

__all__ = ["COLOURS", "ROLES", "DrawError", "rgb", "explored_ramp", "role_handles", "known_costs",
           "add_legend", "format_number", "clear_axes", "text_colour", "LABEL_FONT",
           "SMALL_FONT", "CURRENT_OUTLINE"]

#: Colour of each role.  Frontier, path, start and goal are Okabe-Ito colours;
#: current is a red and explored a cornflower blue that stay apart from them
#: (and from each other) under simulated colour blindness.
COLOURS = {
    "unseen": "#EEEEEE",
    "open": "#FFFFFF",
    "wall": "#3B3B3B",
    "frontier": "#E69F00",
    "explored": "#7F9BDD",
    "current": "#CC3311",
    "path": "#009E73",
    "start": "#CC79A7",
    "goal": "#0072B2",
    "edge": "#9A9A9A",
    "text": "#1A1A1A",
}

#: Font sizes (points) of names and numbers in the drawings: at the widgets'
#: 80 dpi they are about 12 and 10 pixels high.
LABEL_FONT = 11
SMALL_FONT = 9.5

#: The outline that marks the current node or cell (a cue besides its colour).
CURRENT_OUTLINE = "#1A1A1A"

#: Roles in the order a legend lists them.
ROLES = ("start", "goal", "frontier", "explored", "current", "path")

_RAMP_LIGHT = (180, 198, 238)  # light enough to read the order, dark enough to see on white
_RAMP_DARK = (74, 111, 204)


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


@lru_cache(maxsize=1024)
def text_colour(fill):
    """Black or white: the text colour that reads best on ``fill`` (``#RRGGBB`` or ``(r, g, b)``).

    Whichever it is, the contrast is at least 4.5 to 1 (pure black is needed
    for that on mid-dark fills).
    """
    r, g, b = rgb(fill) if isinstance(fill, str) else fill

    def linear(c):
        c = c / 255.0
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    lum = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    dark = (lum + 0.05) / 0.05               # contrast with black
    light = 1.05 / (lum + 0.05)              # contrast with white
    return "#000000" if dark >= light else "#FFFFFF"


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
        elif role == "current":
            handles.append(Patch(facecolor=colour, edgecolor=CURRENT_OUTLINE, linewidth=2,
                                 label=labels[role]))
        else:
            handles.append(Patch(facecolor=colour, edgecolor="#555555", linewidth=0.5,
                                 label=labels[role]))
    return handles


def add_legend(ax, handles, *, where="below", ncol=None):
    """Put a legend under (or beside) ``ax``; return it."""
    if where == "below":
        return ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0),
                         ncol=ncol or min(len(handles), 6), frameon=False, fontsize=SMALL_FONT,
                         handlelength=1.2, columnspacing=0.9, borderaxespad=0.2)
    if where == "right":
        return ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0),
                         frameon=False, fontsize=SMALL_FONT)
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
