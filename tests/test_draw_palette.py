"""The drawings' colours stay apart for colour-blind readers, and text stays readable.

Colour blindness is simulated with the matrices of Machado, Oliveira and
Fernandes (2009, severity 1: complete protanopia, deuteranopia and
tritanopia), applied in linear RGB; colours are compared by their CIE76
difference in CIELAB (about 2.3 is just noticeable; above 20 two fills are
told apart at a glance).  The pairs compared are the ones a learner must
tell apart in one picture: frontier, explored (the light and the dark end
of its shading), current and path, against each other and against the
walls, the open cells and the unseen nodes around them.
"""

import itertools

import pytest

from searchlib.draw import style
from searchlib.draw import tree

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c):
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(colour, kind):
    """``colour`` (``#RRGGBB``) as a reader with ``kind`` sees it, as sRGB 0..1."""
    lin = [_linear(v) for v in style.rgb(colour)]
    if kind != "normal":
        lin = [sum(m * v for m, v in zip(row, lin)) for row in MACHADO[kind]]
    return [_gamma(v) for v in lin]


def lab(srgb):
    lin = [_linear(v * 255) for v in srgb]
    x = 0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    z = 0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def difference(a, b, kind):
    la, lb = lab(simulate(a, kind)), lab(simulate(b, kind))
    return sum((p - q) ** 2 for p, q in zip(la, lb)) ** 0.5


def _hex(rgb):
    return "#%02X%02X%02X" % tuple(rgb)


RAMP = style.explored_ramp(2)
SEARCH = {
    "frontier": style.COLOURS["frontier"], "current": style.COLOURS["current"],
    "path": style.COLOURS["path"], "explored": style.COLOURS["explored"],
    "explored early": _hex(RAMP[0]), "explored late": _hex(RAMP[-1]),
}
AROUND = {"open": style.COLOURS["open"], "unseen": style.COLOURS["unseen"],
          "wall": style.COLOURS["wall"]}
#: the smallest CIE76 difference allowed: tritanopia is far rarer, and the path is also a line
FLOOR = {"normal": 25, "deuteranopia": 20, "protanopia": 20, "tritanopia": 12}


def _pairs():
    for a, b in itertools.combinations(SEARCH, 2):
        if not (a.startswith("explored") and b.startswith("explored")):
            yield a, SEARCH[a], b, SEARCH[b]
    for a, b in itertools.product(SEARCH, AROUND):
        if b == "wall" and a in ("frontier", "explored", "explored early"):
            continue    # a dark wall and a light fill: never confused
        yield a, SEARCH[a], b, AROUND[b]


@pytest.mark.parametrize("kind", list(FLOOR))
def test_search_roles_stay_apart(kind):
    close = [(a, b, round(difference(x, y, kind), 1)) for a, x, b, y in _pairs()
             if difference(x, y, kind) < FLOOR[kind]]
    assert not close, f"{kind}: too alike: {close}"


@pytest.mark.parametrize("kind", list(FLOOR))
def test_tree_fills_stay_apart(kind):
    fills = {k: v for k, v in tree._FACE.items() if k != "unseen"}
    close = [(a, b, round(difference(fills[a], fills[b], kind), 1))
             for a, b in itertools.combinations(fills, 2)
             if difference(fills[a], fills[b], kind) < 12]
    assert not close, f"{kind}: tree fills too alike: {close}"


def test_the_old_palette_would_have_failed():
    # the check can fail: the previous current (#D55E00) was too close to the frontier
    assert difference("#D55E00", style.COLOURS["frontier"], "deuteranopia") < FLOOR["deuteranopia"]


def contrast(a, b):
    def lum(colour):
        r, g, b = (_linear(v) for v in style.rgb(colour))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("role", ["frontier", "current", "path", "explored"])
def test_text_on_every_fill_is_readable(role):
    fill = style.COLOURS[role]
    assert contrast(fill, style.text_colour(fill)) >= 4.5


def test_text_on_the_explored_shades_is_readable():
    for shade in style.explored_ramp(9):
        fill = _hex(shade)
        assert contrast(fill, style.text_colour(fill)) >= 4.5, fill
