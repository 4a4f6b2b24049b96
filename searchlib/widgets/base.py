"""What every stepping widget shares: controls, frame cache, errors, static output.

A stepping widget shows frame ``k`` of something for ``k`` chosen with a
slider, a play button (linked to the slider in the browser) and
previous/next buttons.  Frames are computed on demand by the subclass
(:meth:`StepWidget._frame`), kept in a small cache, and never computed for
steps nobody looks at, so a long trace costs nothing until it is shown.

Errors raised while showing a frame are written into the widget, in red,
and raised again: nothing fails silently.
"""

import base64
import html
from collections import OrderedDict

from ..errors import SearchlibError

__all__ = ["StepWidget", "StepperError", "Frame", "html_table", "DEFAULT_MAX_STEPS"]

#: The most steps a slider offers unless told otherwise.
DEFAULT_MAX_STEPS = 5000

_CACHE = 96


class StepperError(SearchlibError):
    """A stepper that cannot be built (no trace, an empty trace, a bad option)."""


class Frame:
    """One rendered frame: the picture and the texts beside it."""

    __slots__ = ("png", "side", "message", "counter", "extra")

    def __init__(self, png, side, message, counter, extra=None):
        self.png, self.side, self.message, self.counter, self.extra = (
            png, side, message, counter, extra)


def _cell(value):
    if isinstance(value, float):
        value = int(value) if value.is_integer() else f"{value:.3g}"
    return html.escape("" if value is None else str(value))


def html_table(headers, rows, *, max_rows=None, caption=None, empty="(empty)", wrap=(),
               first=True):
    """An HTML table of ``rows`` (at most ``max_rows``, then a "more" line).

    Texts take the notebook theme's colours (they read on a dark theme too);
    the columns numbered in ``wrap`` may wrap, the others stay on one line.
    The first row (the next out of a frontier) is shaded unless ``first`` is false.

    Examples
    --------
    >>> table = html_table(["#", "state"], [[1, "A"], [2, "B"]], max_rows=1)
    >>> table.count("<tr"), ">A</td>" in table, ">B</td>" in table, "and 1 more" in table
    (3, True, False, True)
    """
    cell = "padding:1px 7px;text-align:left;white-space:nowrap"
    loose = "padding:1px 7px;text-align:left;white-space:normal;min-width:12em"
    quiet = "opacity:0.7"
    out = ['<table style="border-collapse:collapse;font-size:12px;font-family:monospace">']
    if caption:
        out.append(f'<caption style="caption-side:top;text-align:left;font-family:sans-serif;'
                   f'font-size:12px;{quiet};white-space:nowrap">{html.escape(caption)}'
                   '</caption>')
    out.append("<tr>" + "".join(f'<th style="{cell};border-bottom:1px solid #999">'
                                f"{html.escape(str(h))}</th>" for h in headers) + "</tr>")
    shown = rows if max_rows is None else rows[:max_rows]
    for k, row in enumerate(shown):
        # the next row out: a see-through amber that keeps the theme's text readable
        shade = "background:rgba(230,159,0,0.22)" if k == 0 and first else ""
        out.append(f'<tr style="{shade}">' + "".join(
            f'<td style="{loose if j in wrap else cell}">{_cell(v)}</td>'
            for j, v in enumerate(row)) + "</tr>")
    if not rows:
        out.append(f'<tr><td colspan="{len(headers)}" style="{cell};{quiet}">{empty}</td></tr>')
    elif len(shown) < len(rows):
        out.append(f'<tr><td colspan="{len(headers)}" style="{cell};{quiet}">... and '
                   f"{len(rows) - len(shown)} more</td></tr>")
    out.append("</table>")
    return "".join(out)


class StepWidget:
    """Base of :class:`~searchlib.widgets.Stepper` and :class:`~searchlib.widgets.Comparison`.

    Subclasses call :meth:`_build` once their frames can be made, and
    define :meth:`_frame` (index -> :class:`Frame`), :meth:`_static_text`
    and :meth:`_static_html`.

    Attributes
    ----------
    widget : ipywidgets.VBox
        The whole widget (put it in your own layout if you like).
    slider : ipywidgets.IntSlider
        Setting ``slider.value`` shows that step, in the browser or not.
    play : ipywidgets.Play
        Plays the steps; linked to the slider in the browser.
    image : ipywidgets.Image
        The picture (PNG).
    """

    def _build(self, count, *, start=None, interval=None, title="", note="", side="right"):
        import ipywidgets as w

        if count < 1:
            raise StepperError("there are no steps to show")
        self.count = count
        self._cache = OrderedDict()
        self._frames_made = 0
        start = 0 if start is None else start
        if start == "end":
            start = count - 1
        if not isinstance(start, int) or not -count <= start < count:
            raise StepperError(f"start must be a step 0..{count - 1} or 'end', not {start!r}")
        start %= count
        self.title_html = w.HTML(f"<b>{html.escape(title)}</b>" if title else "")
        self.image = w.Image(format="png")
        # on a narrow page (a projector, Voilà at 1280 px) the table wraps under the picture
        # and scrolls in its own box, never off the page
        self.side_html = w.HTML(layout=w.Layout(margin="0 0 0 12px" if side == "right"
                                                else "4px 0 0 0", max_width="100%",
                                                overflow="auto"))
        self.message_html = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.counter = w.HTML()
        self.note_html = w.HTML(f'<span style="opacity:0.75"><i>{html.escape(note)}</i></span>'
                                if note else "")
        self.slider = w.IntSlider(value=start, min=0, max=count - 1, description="step",
                                  continuous_update=True, readout=True,
                                  layout=w.Layout(width="340px"))
        self.play = w.Play(value=start, min=0, max=count - 1, step=1,
                           interval=400 if interval is None else interval, show_repeat=False,
                           description="play")
        self._link = w.jslink((self.play, "value"), (self.slider, "value"))
        self.previous_button = w.Button(description="previous", icon="step-backward",
                                        tooltip="previous step", layout=w.Layout(width="auto"))
        self.next_button = w.Button(description="next", icon="step-forward",
                                    tooltip="next step", layout=w.Layout(width="auto"))
        self.previous_button.on_click(self._on_previous)
        self.next_button.on_click(self._on_next)
        controls = w.HBox([self.play, self.previous_button, self.slider, self.next_button,
                           self.counter], layout=w.Layout(align_items="center"))
        if side == "right":
            body = w.HBox([self.image, self.side_html],
                          layout=w.Layout(flex_flow="row wrap", max_width="100%"))
            self.widget = w.VBox([self.title_html, body, self.message_html, controls,
                                  self.note_html])
        else:   # a wide picture: the table under it, after the controls
            self.widget = w.VBox([self.title_html, self.image, self.message_html, controls,
                                  self.side_html, self.note_html])
        self.widget.add_class("searchlib-stepper")  # hooks for the browser test
        self.image.add_class("searchlib-picture")
        self.side_html.add_class("searchlib-side")
        self.message_html.add_class("searchlib-message")
        self.counter.add_class("searchlib-counter")
        self.slider.observe(self._on_slider, names="value")
        self._show(start)

    # -- callbacks ----------------------------------------------------------
    def _on_slider(self, change):
        self._show(change["new"])

    def _on_previous(self, _button):
        self.slider.value = max(self.slider.min, self.slider.value - 1)

    def _on_next(self, _button):
        self.slider.value = min(self.slider.max, self.slider.value + 1)

    def _show(self, index):
        try:
            frame = self.frame(index)
        except Exception as error:
            self.message_html.value = (f'<span style="color:#B00020"><b>Error at step {index}: '
                                       f"{html.escape(type(error).__name__)}</b>: "
                                       f"{html.escape(str(error))}</span>")
            raise
        self.index = index
        self.image.value = frame.png
        self.side_html.value = frame.side
        self.message_html.value = f"<span>{html.escape(frame.message)}</span>"
        self.counter.value = f"<span style='font-family:monospace'>{frame.counter}</span>"

    def frame(self, index):
        """The :class:`Frame` of step ``index`` (rendered once, then cached)."""
        cached = self._cache.get(index)
        if cached is not None:
            self._cache.move_to_end(index)
            return cached
        frame = self._frame(index)
        self._frames_made += 1
        self._cache[index] = frame
        if len(self._cache) > _CACHE:
            self._cache.popitem(last=False)
        return frame

    # -- moving -------------------------------------------------------------
    def go(self, index):
        """Show step ``index`` (negative counts from the end); return self."""
        if not -self.count <= index < self.count:
            raise StepperError(f"step {index} is outside 0..{self.count - 1}")
        self.slider.value = index % self.count
        return self

    def next(self):
        """Show the next step (stays on the last); return self."""
        self._on_next(None)
        return self

    def previous(self):
        """Show the previous step (stays on the first); return self."""
        self._on_previous(None)
        return self

    def close(self):
        """Close the widgets (they disappear from the page) and forget cached frames."""
        for widget in (self._link, self.play, self.slider, self.previous_button,
                       self.next_button, self.counter, self.image, self.side_html,
                       self.message_html, self.note_html, self.title_html, *self.widget.children,
                       self.widget):
            widget.close()
        self._cache.clear()

    @property
    def png(self):
        """The PNG bytes shown now."""
        return self.image.value

    def save(self, path):
        """Write the picture shown now to ``path`` (a PNG file)."""
        with open(path, "wb") as out:
            out.write(self.png)

    # -- static output ------------------------------------------------------
    def _static_text(self):
        raise NotImplementedError

    def _static_html(self):
        raise NotImplementedError

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The live widget, plus a picture and a summary for static viewers.

        A static viewer (nbconvert, a notebook viewer without a kernel)
        cannot draw the widget and falls back to ``text/html`` (the final
        picture and the summary), ``image/png`` or ``text/plain``.
        """
        data = dict(self.widget._repr_mimebundle_(include=include, exclude=exclude) or {})
        last = self.frame(self.count - 1)
        encoded = base64.b64encode(last.png).decode("ascii")
        data["image/png"] = encoded
        data["text/plain"] = self._static_text()
        data["text/html"] = (f'<div><img src="data:image/png;base64,{encoded}" '
                             f'alt="the last step"/>{self._static_html()}</div>')
        return data
