"""The one way in to stepping through a search: :func:`step_through`.

It builds a :class:`~searchlib.widgets.stepper.Stepper`, or in predict mode a
:class:`~searchlib.widgets.predict.PredictStepper` (a Stepper that asks
before it shows).  It lives apart from both so that neither imports the
other's module back.
"""

from .predict import PredictStepper
from .stepper import Stepper

__all__ = ["step_through"]


def step_through(trace, *, max_steps=None, start=None, figsize=None, dpi=None, interval=None,
                 max_rows=None, title=None, predict=None, **view_options):
    """A widget to step through a search (or any steppable trace) forward and backward.

    Parameters
    ----------
    trace : SearchResult or Trace or steppable
        A result of a search run with ``trace=True``, its ``trace``, or
        anything with ``len()``, ``[i]`` and optionally ``make_view``
        (see :mod:`searchlib.draw.views`).
    max_steps : int, optional
        Offer at most this many steps (default 5000): a huge trace stays
        responsive, and the widget says when it is cut.
    start : int or "end", optional
        The step shown first (default 0); in predict mode, the first step at
        or after it that asks something.
    figsize, dpi : optional
        Size of the picture (default 4.8 x 4.8 inches at 80 dpi).
    interval : int, optional
        Milliseconds between steps when playing (default 400).
    max_rows : int, optional
        Rows of the side table shown (default 12).
    title : str, optional
        A title above the widget (the picture already names the algorithm).
    predict : True or tuple of str, optional
        Predict mode: ask what the next step does before showing it
        (see :mod:`searchlib.widgets.predict`).  True asks the first kind
        (a search: which state leaves next; a game tree: the value a node
        backs up); name kinds to ask more, e.g. ``("next", "goal", "f")``.
    **view_options
        Passed to the view: ``numbers="f"`` (numbers in maze cells or by
        graph nodes), ``legend=False``, ``layout="spring"``...

    Returns
    -------
    Stepper
        Displays as the widget; ``stepper.slider.value = k`` moves it.
        With ``predict``, a :class:`~searchlib.widgets.predict.PredictStepper`
        (``.choices``, ``.choose(x)``, ``.score``).

    Examples
    --------
    >>> from searchlib import SlidingPuzzle, astar
    >>> stepper = step_through(astar(SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8)), trace=True))
    >>> stepper.go(-1).message
    'Removed 123/456/78_: it is the goal.'
    """
    if predict:
        return PredictStepper(trace, predict=predict, max_steps=max_steps, start=start,
                              figsize=figsize, dpi=dpi, interval=interval, max_rows=max_rows,
                              title=title, **view_options)
    return Stepper(trace, max_steps=max_steps, start=start, figsize=figsize, dpi=dpi,
                   interval=interval, max_rows=max_rows, title=title, **view_options)
