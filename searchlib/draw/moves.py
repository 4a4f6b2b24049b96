"""A sequence of sliding-puzzle moves as a steppable trace: :class:`Moves`.

:class:`Moves` plays a list of actions on a puzzle and offers the boards one
step at a time, with its own view (:class:`MovesView`), so the stepper
widget that steps through searches also plays solutions
(:func:`searchlib.widgets.play_moves`).  It is also the smallest example of
a trace that brings its own view through ``make_view``.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from searchlib import SlidingPuzzle
>>> puzzle = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
>>> moves = Moves(puzzle, ["right", "right"])
>>> len(moves), moves[1].message
(3, 'Move 1 of 2: the blank moves right, so tile 7 slides left.')
>>> view = moves.make_view(Figure().add_subplot())
>>> view.update(moves[2])
>>> view.summary(moves[2])
'move 2 of 2 · tiles out of place 0 · Manhattan distance 0 · solved'
>>> view.table(moves[1])
(['#', 'move', 'tile'], [[2, 'right', 8]])
"""

from .board import draw_board
from .style import DrawError

__all__ = ["Moves", "MoveStep", "MovesView"]

_OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


class MoveStep:
    """One board of a :class:`Moves` sequence.

    Attributes
    ----------
    index : int
        0 for the start, k after the k-th move.
    state, previous : tuple
        The board, and the board before the move (None at the start).
    action : str or None
        The move that led here (the direction the blank moved).
    moved : int or None
        The tile that slid.
    message : str
        The move in words.
    """

    __slots__ = ("index", "state", "previous", "action", "moved", "message")

    def __init__(self, index, state, previous, action, total):
        self.index, self.state, self.previous, self.action = index, state, previous, action
        self.moved = None if previous is None else state[previous.index(0)]
        if previous is None:
            self.message = f"The start: {total} move{'s' * (total != 1)} to play."
        else:
            self.message = (f"Move {index} of {total}: the blank moves {action}, so tile "
                            f"{self.moved} slides {_OPPOSITE.get(action, 'over')}.")

    def __repr__(self):
        return f"<MoveStep {self.index}: {self.message}>"


class Moves:
    """The boards visited by playing ``actions`` on ``puzzle``.

    Parameters
    ----------
    puzzle : SlidingPuzzle
        The puzzle (its goal tints the tiles in place).
    actions : sequence of str
        Moves of the blank: ``"up"``, ``"down"``, ``"left"``, ``"right"``.
    state : tuple, optional
        Where to start (default: the puzzle's start).

    Raises
    ------
    PuzzleError
        If a move is impossible (the message names it).
    """

    def __init__(self, puzzle, actions, *, state=None):
        self.problem = puzzle
        self.actions = list(actions)
        self.states = puzzle.play(self.actions, state)
        self.algorithm = "moves"

    def __len__(self):
        return len(self.states)

    def __getitem__(self, index):
        if index < 0:
            index += len(self.states)
        if not 0 <= index < len(self.states):
            raise IndexError(f"board {index} is outside 0..{len(self.states) - 1}")
        previous = self.states[index - 1] if index else None
        action = self.actions[index - 1] if index else None
        return MoveStep(index, self.states[index], previous, action, len(self.actions))

    def make_view(self, ax, **options):
        """The board view (the protocol of :mod:`searchlib.draw.views`)."""
        return MovesView(ax, self, **options)


class MovesView:
    """Shows a :class:`Moves` sequence: the board, the moves still to play, counters."""

    def __init__(self, ax, moves, *, title=None):
        if not isinstance(moves, Moves):
            raise DrawError(f"MovesView shows Moves, not {type(moves).__name__}")
        self.moves = moves
        self.drawing = draw_board(ax, moves.problem, title=title)
        self.drawing.update(moves.states[0], previous=moves.states[0])
        self.artists = self.drawing.artists
        self.figsize = self.drawing.figsize
        self.table_caption = "moves still to play"

    def update(self, step):
        self.drawing.update(step.state, previous=step.previous or step.state)

    def message(self, step):
        return step.message

    def table(self, step):
        headers = ["#", "move", "tile"]
        rows = []
        states = self.moves.states
        for k in range(step.index, len(self.moves.actions)):
            rows.append([k + 1, self.moves.actions[k], states[k + 1][states[k].index(0)]])
        return headers, rows

    def summary(self, step):
        puzzle = self.moves.problem
        parts = [f"move {step.index} of {len(self.moves.actions)}",
                 f"tiles out of place {puzzle.misplaced(step.state)}",
                 f"Manhattan distance {puzzle.h(step.state)}"]
        if step.state == puzzle.goal:
            parts.append("solved")
        return " · ".join(parts)
