"""A small progress indicator: a text bar, or an ipywidgets bar in a notebook.

Examples
--------
>>> import io
>>> out = io.StringIO()
>>> with Progress(4, "Counting", kind="text", stream=out, every=0) as bar:
...     for _ in range(4):
...         bar.update()
>>> out.getvalue().splitlines()[-1].strip()
'Counting 100% [########################] 4/4'
"""

import sys
import time

__all__ = ["Progress", "in_notebook"]


def in_notebook():
    """Return True when running inside a Jupyter kernel.

    Examples
    --------
    >>> in_notebook()
    False
    """
    shell = sys.modules.get("IPython")
    if shell is None:
        return False
    try:
        ip = shell.get_ipython()
    except AttributeError:
        return False
    return ip is not None and type(ip).__name__ == "ZMQInteractiveShell"


class Progress:
    """Show how far a long job has got.

    Parameters
    ----------
    total : int
        The number of units of work.
    label : str
        Said before the bar.
    kind : {"widget", "text", "none"}, optional
        An ipywidgets bar (the default inside a notebook), a text bar on
        ``stream`` (the default elsewhere), or nothing.
    stream : file, optional
        Where the text bar goes (default ``sys.stderr``).
    every : float
        The text bar is redrawn at most this often, in seconds.
    show_count : bool
        Also show "done/total" (default); False shows the percentage only.
    """

    def __init__(self, total, label="", *, kind=None, stream=None, every=0.2,
                 show_count=True):
        self.total = max(int(total), 1)
        self.label = label
        self.value = 0
        self.kind = kind or ("widget" if in_notebook() else "text")
        if self.kind not in ("widget", "text", "none"):
            raise ValueError(f"kind must be 'widget', 'text' or 'none', not {kind!r}")
        self.stream = sys.stderr if stream is None else stream
        self.every = every
        self._shown = -1.0
        self.show_count = show_count
        self._widget = None
        if self.kind == "widget":
            try:
                import ipywidgets
                from IPython.display import display
            except ImportError:
                self.kind = "text"
            else:
                self._widget = ipywidgets.IntProgress(value=0, min=0, max=self.total,
                                                      description=label)
                self._note = ipywidgets.Label(self._count())
                display(ipywidgets.HBox([self._widget, self._note]))

    def update(self, n=1):
        """Add ``n`` units done."""
        self.set(self.value + n)

    def set(self, value):
        """Say that ``value`` units are done."""
        self.value = min(value, self.total)
        if self.kind == "none":
            return
        if self._widget is not None:
            self._widget.value = self.value
            self._note.value = self._count()
            return
        now = time.perf_counter()
        if self.value < self.total and now - self._shown < self.every:
            return
        self._shown = now
        width = 24
        filled = width * self.value // self.total
        self.stream.write(f"\r{self.label} {100 * self.value // self.total:3d}% "
                          f"[{'#' * filled}{' ' * (width - filled)}] {self._count()}")
        self.stream.flush()

    def _count(self):
        if self.show_count:
            return f"{self.value:,}/{self.total:,}"
        return f"{100 * self.value // self.total}%" if self._widget is not None else ""

    def close(self):
        """Finish the bar (fill it and end the line)."""
        if self.value < self.total:
            self.set(self.total)
        if self.kind == "text":
            self.stream.write("\n")
            self.stream.flush()
        elif self._widget is not None:
            self._widget.bar_style = "success"

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
