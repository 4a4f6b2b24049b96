"""Reading a long list of events at any step: a fold with checkpoints.

Search traces and game traces are both a list of events, cut into steps,
where a step shows what a *fold* over the events has built so far (the
frontier, the path with its values).  :class:`Replay` is that machinery,
written once:

* one pass over the events, on first reading, finds where each step
  starts and ends and keeps a copy of the fold every so often (a
  *checkpoint*);
* ``state_after(i)`` copies the checkpoint at or before step ``i`` and
  folds the events from there to the end of step ``i``.

Checkpoints are spaced by the size of what they copy (at least
:data:`SPACING` events apart, and at least as many events as the fold
holds items), so taking them costs a constant per event, and reading any
step, forwards or backwards, replays about one checkpoint's worth of
events: the whole thing is linear in the number of events.

A subclass defines

* ``opens_step(event) -> bool``: whether ``event`` starts a new step;
* ``new_fold()``, ``copy_fold(fold)``, ``fold_size(fold)``;
* ``apply(fold, event)``: advance the fold over one event (no other
  side effect: it runs again on every replay);
* optionally ``record(event)``: called once per event, in order, during
  the first pass only (for logs that only grow, such as the order in
  which states were expanded), and ``close_step(index)`` when a step's
  last event has been recorded.

Examples
--------
>>> class Sums(Replay):
...     def opens_step(self, event):
...         return event == "|"
...     def new_fold(self):
...         return [0]
...     def copy_fold(self, fold):
...         return list(fold)
...     def apply(self, fold, event):
...         if event != "|":
...             fold[0] += event
>>> sums = Sums(["|", 1, 2, "|", 3, "|", 4])
>>> len(sums), [sums.state_after(i)[0] for i in range(3)]
(3, [3, 6, 10])
>>> sums.bounds(1)
(3, 5)
"""

import bisect

__all__ = ["Replay", "Record", "SPACING"]

#: The fewest events between two checkpoints.
SPACING = 48


class Record:
    """A step's fields in slots; any not given is None (the steps of every trace).

    >>> class Point(Record):
    ...     __slots__ = ("x", "y")
    >>> p = Point(x=1)
    >>> p.x, p.y
    (1, None)
    """

    __slots__ = ()

    def __init__(self, **fields):
        for name in self.__slots__:
            setattr(self, name, fields.get(name))


class Replay:
    """Steps over a list of events (see the module docstring).

    Parameters
    ----------
    events : list
        The events, in order.
    """

    def __init__(self, events):
        self.events = events
        self._starts = None          # first event of each step
        self._checkpoints = {}       # step index -> a copy of the fold before that step
        self._marks = []             # sorted checkpoint step indices

    # -- what a subclass says -------------------------------------------------------
    def opens_step(self, event):
        """Whether ``event`` starts a new step."""
        raise NotImplementedError

    def new_fold(self):
        """The fold before any event."""
        raise NotImplementedError

    def copy_fold(self, fold):
        """An independent copy of ``fold``."""
        raise NotImplementedError

    def fold_size(self, fold):
        """About how many items a copy of ``fold`` copies."""
        return 0

    def apply(self, fold, event):
        """Advance ``fold`` over ``event``."""
        raise NotImplementedError

    def record(self, event):
        """Called once per event during the first pass (for logs that only grow)."""

    def close_step(self, index):
        """Called once when step ``index`` has seen its last event, during the first pass."""

    # -- the first pass ---------------------------------------------------------------
    def _index(self):
        starts = self._starts = []
        fold = self.new_fold()
        since = 0
        apply, record, opens = self.apply, self.record, self.opens_step
        for i, event in enumerate(self.events):
            if opens(event):
                if starts:
                    self.close_step(len(starts) - 1)
                if not starts or since >= max(SPACING, self.fold_size(fold)):
                    self._checkpoints[len(starts)] = self.copy_fold(fold)
                    since = 0
                starts.append(i)
            record(event)
            apply(fold, event)
            since += 1
        if starts:
            self.close_step(len(starts) - 1)
        self._marks = sorted(self._checkpoints)

    def _steps(self):
        if self._starts is None:
            self._index()
        return self._starts

    # -- reading ----------------------------------------------------------------------
    def __len__(self):
        return len(self._steps())

    def _position(self, index):
        n = len(self._steps())
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a step index is a whole number, not {index!r}")
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(f"step {index} is outside 0..{n - 1}")
        return index

    def bounds(self, index):
        """``(first, end)``: the events of step ``index`` are ``events[first:end]``."""
        starts = self._steps()
        index = self._position(index)
        end = starts[index + 1] if index + 1 < len(starts) else len(self.events)
        return starts[index], end

    def state_before(self, index):
        """A fresh fold as it stands just before step ``index``."""
        index = self._position(index)
        base = self._marks[bisect.bisect_right(self._marks, index) - 1]
        fold = self.copy_fold(self._checkpoints[base])
        first = self._starts[base]
        last = self._starts[index]
        for event in self.events[first:last]:
            self.apply(fold, event)
        return fold

    def __getitem__(self, index):
        """Step ``index`` (a slice gives a list): ``self._step(index, fold before it)``."""
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = self._position(index)
        return self._step(index, self.state_before(index))

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def _step(self, index, fold):
        """The step ``index`` made from the fold as it stands before it."""
        raise NotImplementedError

    def state_after(self, index):
        """A fresh fold as it stands at the end of step ``index``."""
        index = self._position(index)
        fold = self.state_before(index)
        first, end = self.bounds(index)
        for event in self.events[first:end]:
            self.apply(fold, event)
        return fold
