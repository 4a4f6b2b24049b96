"""Turn a figure into PNG bytes quickly, frame after frame.

A stepper shows one figure whose artists change at every step.  Rendering
it from scratch each time (every edge, every label, every wall) is what
makes naive step animations slow.  :class:`FrameRenderer` draws the figure
once with the changing artists left out, keeps that picture as a
background, and for every later frame pastes the background back and draws
only the changing artists on top (the technique matplotlib calls blitting).
The result is then encoded as PNG, the format an ``ipywidgets.Image``
sends to the browser.

Examples
--------
>>> from matplotlib.figure import Figure
>>> fig = Figure(figsize=(2, 2), dpi=50)
>>> ax = fig.add_subplot()
>>> line, = ax.plot([0, 1], [0, 1])
>>> renderer = FrameRenderer(fig, [line])
>>> first = renderer.png()
>>> first[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
>>> line.set_ydata([1, 0])
>>> renderer.png() != first
True
>>> renderer.size
(100, 100)
"""

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.lines import Line2D
from matplotlib.text import Text

__all__ = ["FrameRenderer", "figure_png"]

#: zlib level for PNG frames: fast to write, a little larger than the default.
PNG_LEVEL = 1

#: Lines of at most this many points (an arc, a node's marker, a cross) are pasted like texts
#: once seen twice with the same look; a longer one (a path) is drawn at every frame.
_SHORT_LINE = 4

#: At most this many bytes of pasted pixels are kept per renderer.
_SPRITE_BYTES = 64 * 2 ** 20


def _encode(canvas, level):
    from PIL import Image

    width, height = canvas.get_width_height(physical=True)
    image = Image.frombuffer("RGBA", (width, height), canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
    out = io.BytesIO()
    image.convert("RGB").save(out, format="PNG", compress_level=level)
    return out.getvalue()


def figure_png(figure, *, level=None):
    """Draw ``figure`` in full and return it as PNG bytes (no caching)."""
    canvas = figure.canvas
    if not isinstance(canvas, FigureCanvasAgg):
        canvas = FigureCanvasAgg(figure)
    canvas.draw()
    return _encode(canvas, PNG_LEVEL if level is None else level)


class FrameRenderer:
    """Render a figure whose changing artists are known, redrawing only those.

    Parameters
    ----------
    figure : matplotlib.figure.Figure
        The figure (attached to an Agg canvas here if it has none).
    artists : list of Artist, optional
        Every artist that may change between frames, and every artist
        drawn on top of one of them.  Without it every frame is drawn in
        full, which is always correct but slower.
    fixed : list of Artist, optional
        Those of ``artists`` that never change (only lie over one that
        does): each run of them, in drawing order, is drawn once into a
        layer of pixels that later frames paste instead of drawing again.

    Notes
    -----
    While it renders, ``artists`` are marked animated, so a plain
    ``figure.savefig`` leaves them out: save :meth:`png` or :meth:`full_png`
    instead.  If something outside ``artists`` changes (a title, the axes limits),
    call :meth:`invalidate` so that the next frame redraws the background.
    """

    def __init__(self, figure, artists=None, *, fixed=None, level=None):
        self.figure = figure
        if not isinstance(figure.canvas, FigureCanvasAgg):
            FigureCanvasAgg(figure)
        self.canvas = figure.canvas
        self.level = PNG_LEVEL if level is None else level
        self.artists = None
        if artists is not None:
            self.artists = sorted(artists, key=lambda a: a.get_zorder())
        fixed = {id(a) for a in fixed or ()}
        # runs of neighbouring (in drawing order) artists: ("live", [...]) or ("fixed", [...])
        self._runs = []
        for artist in self.artists or ():
            kind = "fixed" if id(artist) in fixed else "live"
            if self._runs and self._runs[-1][0] == kind:
                self._runs[-1][1].append(artist)
            else:
                self._runs.append((kind, [artist]))
        self._layers = {}
        self._sprites, self._seen, self._scratch = {}, set(), None
        self._sprite_bytes = 0
        self._background = None

    def invalidate(self):
        """Forget the background: the next frame is drawn in full."""
        self._background = None
        self._layers = {}
        self._sprites, self._seen = {}, set()
        self._sprite_bytes = 0

    def _freeze_layout(self):
        """Lay the figure out once, everything included, then keep that layout.

        A layout engine (``layout="constrained"``) would otherwise place
        the axes differently when the changing artists are left out of a
        draw, and the frames would not match a full drawing.
        """
        engine = self.figure.get_layout_engine()
        if engine is not None:
            self.canvas.draw()
            self.figure.set_layout_engine("none")

    def draw(self):
        """Bring the canvas up to date with the artists."""
        if self.artists is None:
            self.canvas.draw()
            return
        if self._background is None:
            self._freeze_layout()
            for artist in self.artists:
                artist.set_animated(True)
            self._layers = self._render_layers()
            self.canvas.draw()
            self._background = self.canvas.copy_from_bbox(self.figure.bbox)
        else:
            self.canvas.restore_region(self._background)
        renderer = self.canvas.get_renderer()
        gc = renderer.new_gc()          # one plain graphics context for every paste
        for index, (kind, artists) in enumerate(self._runs):
            if kind == "fixed":
                layer = self._layers.get(index)
                if layer is not None:
                    x, y, pixels = layer
                    renderer.draw_image(gc, x, y, pixels)
                continue
            for artist in artists:
                if artist.get_visible():
                    self._draw_live(artist, renderer, gc)
        gc.restore()

    # -- text drawn once per look ------------------------------------------------
    def _draw_live(self, artist, renderer, gc):
        """Draw one changing artist; a text or a short line seen before with the same look
        is pasted.

        Laying out and rasterising text is most of a frame's cost, and a
        stepper shows the same few strings (a node's value, a bound) at the
        same places again and again; the arcs and the nodes' markers of a
        tree take only a few looks each, but there are many of them.  A text
        is drawn once on a clear canvas of its own and its pixels kept; a
        line's are kept the second time it is drawn with exactly the same
        look (a line is cheap to draw, and many are seen once).  Later
        frames paste the pixels kept for a look (string or points, place,
        colours, font, box, line style).  What is kept is bounded
        (:data:`_SPRITE_BYTES`), the oldest forgotten first.
        """
        key = self._look_key(artist)
        if key is None:
            artist.draw(renderer)
            return
        sprite = self._sprites.get(key)
        if sprite is None:
            # a line is drawn the first time (cheaper than making its sprite, and many are
            # seen once); a text is laid out anyway, so its sprite is made at once
            if key not in self._seen and type(artist) is Line2D:
                if len(self._seen) > 20000:
                    self._seen.clear()
                self._seen.add(key)
                artist.draw(renderer)
                return
            sprite = self._sprites[key] = self._render_sprite(artist)
            self._sprite_bytes += 0 if sprite is False else sprite[2].nbytes
            # a long trace of ever new looks: forget the oldest
            while self._sprite_bytes > _SPRITE_BYTES or len(self._sprites) > 4000:
                old = self._sprites.pop(next(iter(self._sprites)))
                self._sprite_bytes -= 0 if old is False else old[2].nbytes
        if sprite is not False:
            x, y, pixels = sprite
            renderer.draw_image(gc, x, y, pixels)

    @staticmethod
    def _look_key(artist):
        """The look of a text or a short line (what its pixels depend on), or None: drawn
        each time."""
        kind = type(artist)
        if kind is Line2D:
            key = FrameRenderer._line_key(artist)
        elif kind is Text:
            key = FrameRenderer._text_key(artist)
        else:
            return None
        try:
            hash(key)
        except TypeError:        # a colour given as an array: drawn each time
            return None
        return key

    @staticmethod
    def _text_key(artist):
        patch = artist.get_bbox_patch()
        box = None if patch is None else (
            patch.get_facecolor(), patch.get_edgecolor(), patch.get_linewidth(),
            patch.get_boxstyle().__class__.__name__, repr(vars(patch.get_boxstyle())),
            patch.get_alpha(), patch.get_visible())
        point = artist.get_transform().transform(artist.get_unitless_position())
        return (id(artist), artist.get_text(), round(float(point[0]), 3),
                round(float(point[1]), 3), artist.get_color(), artist.get_alpha(),
                hash(artist.get_fontproperties()), artist.get_ha(), artist.get_va(),
                artist.get_linespacing(), getattr(artist, "_multialignment", None), box,
                artist.get_clip_on(), artist.get_rotation(),
                tuple(id(e) for e in artist.get_path_effects() or ()))

    @staticmethod
    def _line_key(artist):
        """An arc, a node's marker, a cross: at most :data:`_SHORT_LINE` points (None: a
        longer line, a path, that changes at every step)."""
        xy = artist.get_xydata()
        if len(xy) > _SHORT_LINE:
            return None
        return (id(artist), xy.tobytes(), id(artist.get_transform()), artist.get_color(),
                artist.get_linewidth(), artist.get_linestyle(),
                repr(getattr(artist, "_unscaled_dash_pattern", None)), artist.get_marker(),
                artist.get_markersize(), artist.get_markerfacecolor(),
                artist.get_markeredgecolor(), artist.get_markeredgewidth(),
                artist.get_fillstyle(), artist.get_alpha(), artist.get_drawstyle(),
                artist.get_solid_capstyle(), artist.get_dash_capstyle(),
                artist.get_antialiased(), artist.get_clip_on(),
                tuple(id(e) for e in artist.get_path_effects() or ()))

    def _render_sprite(self, artist):
        """``(x, y, pixels)`` of ``artist`` drawn alone (False: nothing to see)."""
        import numpy as np
        from matplotlib.backends.backend_agg import RendererAgg

        width, height = self.canvas.get_width_height(physical=True)
        if self._scratch is None or (self._scratch.width, self._scratch.height) != (width, height):
            self._scratch = RendererAgg(width, height, self.figure.dpi)
        scratch = self._scratch
        scratch.clear()
        artist.draw(scratch)
        pixels = np.asarray(scratch.buffer_rgba())
        # alpha > 0, read as the top byte of each pixel's four (quicker than a strided view)
        drawn = (pixels.view("<u4")[..., 0] & 0xFF000000) != 0
        rows = np.flatnonzero(drawn.any(axis=1))
        if rows.size == 0:
            return False
        columns = np.flatnonzero(drawn.any(axis=0))
        top, bottom, left, right = rows[0], rows[-1] + 1, columns[0], columns[-1] + 1
        return (int(left), int(height - bottom), pixels[top:bottom, left:right][::-1].copy())

    def _render_layers(self):
        """Draw each run of fixed artists alone, on a clear canvas, and keep its pixels.

        A fixed artist never changes but lies over one that does (a label
        over a node that changes colour), so it is drawn at every frame; as
        a layer it costs one paste instead of laying out its text again.
        Only the part of the layer that holds something is kept.
        """
        import numpy as np

        layers = {}
        if not any(kind == "fixed" for kind, _ in self._runs):
            return layers
        renderer = self.canvas.get_renderer()
        height = int(renderer.height)
        for index, (kind, artists) in enumerate(self._runs):
            if kind != "fixed":
                continue
            renderer.clear()
            for artist in artists:
                if artist.get_visible():
                    artist.draw(renderer)
            pixels = np.asarray(self.canvas.buffer_rgba())
            rows = np.flatnonzero(pixels[..., 3].any(axis=1))
            columns = np.flatnonzero(pixels[..., 3].any(axis=0))
            if rows.size == 0:
                continue
            top, bottom = rows[0], rows[-1] + 1
            left, right = columns[0], columns[-1] + 1
            # draw_image places the lower-left corner, in pixels from the bottom
            # (its rows run bottom to top: the buffer's run top to bottom)
            layers[index] = (int(left), int(height - bottom),
                             pixels[top:bottom, left:right][::-1].copy())
        return layers

    def png(self):
        """Draw and return the frame as PNG bytes."""
        self.draw()
        return _encode(self.canvas, self.level)

    def full_png(self):
        """Draw the whole figure from scratch (nothing cached) and return the PNG.

        Slower than :meth:`png`; the two pictures are the same, which is
        what makes :meth:`png` safe.
        """
        animated = [a for a in self.artists or () if a.get_animated()]
        for artist in animated:
            artist.set_animated(False)
        try:
            self.canvas.draw()
            return _encode(self.canvas, self.level)
        finally:
            for artist in animated:
                artist.set_animated(True)

    @property
    def size(self):
        """``(width, height)`` of a frame in pixels."""
        return tuple(int(v) for v in self.canvas.get_width_height(physical=True))
