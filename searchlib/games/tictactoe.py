"""Tic-tac-toe as a game: :class:`TicTacToe`.

A state is a string of 9 characters read row by row, ``"X"``, ``"O"`` or
``"."`` for an empty square, e.g. ``"XO..X...."``.  An action is a
``(row, column)`` pair, both 0..2, as in the project.  X moves first and is
MAX: values are +1 when X wins, -1 when O wins, 0 for a draw.

All 5,478 boards that can arise in play are tabulated once (whose turn,
the moves, the board each move leads to, the result if the game is over),
so the search algorithms pay one dictionary look-up per question.

Examples
--------
>>> g = TicTacToe()
>>> s = g.result(g.initial, (1, 1))
>>> s, g.player(s), len(g.actions(s))
('....X....', 'O', 8)
>>> print(g.show("XO.OX...X"))
X O .
O X .
. . X
>>> g.terminal("XO.OX...X"), g.winner("XO.OX...X"), g.utility("XO.OX...X", "O")
(True, 'X', -1)
>>> g.result("XO.OX...X", (2, 1))
Traceback (most recent call last):
...
searchlib.errors.GameError: the game is over on XO.OX...X (X has won): no more moves
>>> g.result("....X....", (1, 1))
Traceback (most recent call last):
...
searchlib.errors.GameError: the square (1, 1) is already taken by X
"""

from ..errors import GameError
from .base import Game

__all__ = ["TicTacToe", "LINES", "project_board", "from_project_board"]

#: The eight lines: three rows, three columns, two diagonals (square numbers).
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8),
         (2, 4, 6))
_SQUARES = tuple((r, c) for r in range(3) for c in range(3))
_SQUARE = {square: square for square in _SQUARES}     # each move's own tuple
_EMPTY = "." * 9

# state -> role (0 X, 1 O); -> actions; -> {action: state}; -> value or None
_ROLE, _ACTIONS, _NEXT, _VALUE = {}, {}, {}, {}


def _is_move(action):
    return (isinstance(action, tuple) and len(action) == 2 and
            all(isinstance(x, int) and not isinstance(x, bool) for x in action))


def _winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def _tabulate():
    """Every board reachable from the empty one, by a walk over the moves."""
    todo = [_EMPTY]
    _ROLE[_EMPTY] = 0
    while todo:
        s = todo.pop()
        w = _winner(s)
        xs, os_ = s.count("X"), s.count("O")
        role = 0 if xs == os_ else 1
        _ROLE[s] = role
        if w is not None or "." not in s:
            _VALUE[s] = 0 if w is None else (1 if w == "X" else -1)
            _ACTIONS[s] = ()
            _NEXT[s] = {}
            continue
        _VALUE[s] = None
        mark = "XO"[role]
        acts, nxt = [], {}
        for i, sq in enumerate(_SQUARES):
            if s[i] == ".":
                child = s[:i] + mark + s[i + 1:]
                acts.append(sq)
                nxt[sq] = child
                if child not in _ROLE:
                    _ROLE[child] = None
                    todo.append(child)
        _ACTIONS[s] = tuple(acts)
        _NEXT[s] = nxt


def _check_board(state):
    """Return ``state`` as a board string if it can arise in play, else raise."""
    if isinstance(state, (list, tuple)):
        state = from_project_board(state)
    if not isinstance(state, str):
        raise GameError(f"a tic-tac-toe board is a string of 9 characters or three lists, "
                        f"not {type(state).__name__}")
    board = state.upper().replace(" ", ".").replace("_", ".")
    if len(board) != 9 or set(board) - set("XO."):
        raise GameError(f"{state!r} is not a tic-tac-toe board: it needs 9 characters, "
                        "each X, O or . (empty)")
    if board in _ROLE:
        return board
    xs, os_ = board.count("X"), board.count("O")
    if not 0 <= xs - os_ <= 1:
        why = f"it has {xs} X and {os_} O (X moves first, so X has as many O or one more)"
    else:
        why = "play would have stopped at an earlier win"
    raise GameError(f"the board {board!r} cannot arise in a game: {why}")


def _not_a_board(state):
    try:
        _check_board(state)
    except GameError as e:
        return e
    return GameError(f"{state!r} is not a board this game knows")


def _value(state):
    try:
        return _VALUE[state]
    except (KeyError, TypeError):
        raise _not_a_board(state) from None


def project_board(state):
    """The project's representation: three lists of ``"X"``, ``"O"`` or None.

    Examples
    --------
    >>> project_board("XO..X....")
    [['X', 'O', None], [None, 'X', None], [None, None, None]]
    """
    return [[None if ch == "." else ch for ch in state[r * 3:r * 3 + 3]] for r in range(3)]


def from_project_board(board):
    """A board string from three lists of ``"X"``, ``"O"`` or None (EMPTY).

    Examples
    --------
    >>> from_project_board([["X", None, None], [None, "O", None], [None, None, None]])
    'X...O....'
    """
    try:
        rows = [list(row) for row in board]
    except TypeError:
        raise GameError("a project board is three lists of three cells") from None
    if len(rows) != 3 or any(len(row) != 3 for row in rows):
        raise GameError(f"a project board is three lists of three cells, not {board!r}")
    out = []
    for row in rows:
        for cell in row:
            if cell is None:
                out.append(".")
            elif cell in ("X", "O"):
                out.append(cell)
            else:
                raise GameError(f"a cell holds 'X', 'O' or None (EMPTY), not {cell!r}")
    return "".join(out)


class TicTacToe(Game):
    """Tic-tac-toe: X (MAX) against O (MIN) on a 3 x 3 board.

    Parameters
    ----------
    board : str or list of lists, optional
        The position play starts from: a 9-character string (``X``, ``O``,
        ``.``) or the project's three lists.  It must be able to arise in a
        game.  Default: the empty board.

    Raises
    ------
    GameError
        For a board that is malformed or cannot arise in play, and from
        :meth:`result` for an illegal move.
    """

    players = ("X", "O")

    def __init__(self, board=None):
        if not _ROLE:
            _tabulate()
        self.initial = _EMPTY if board is None else _check_board(board)

    # -- the protocol -----------------------------------------------------------
    def player(self, state):
        """``"X"`` or ``"O"``: X when both have played as often."""
        try:
            return "XO"[_ROLE[state]]
        except (KeyError, TypeError):
            raise _not_a_board(state) from None

    def actions(self, state):
        """The empty squares as ``(row, column)``, row by row; none once the game is over."""
        try:
            return _ACTIONS[state]
        except (KeyError, TypeError):
            raise _not_a_board(state) from None

    def result(self, state, action):
        """The board after the player to move marks ``action`` (a ``(row, column)`` pair of ints)."""
        try:
            child = _NEXT[state][action]
        except (KeyError, TypeError):
            raise self._illegal(state, action) from None
        # (True, False) and (0.0, 1.0) are equal to (1, 0) and (0, 1) as dict keys: only
        # the game's own move tuples, or pairs of real ints, are moves
        if _SQUARE.get(action) is not action and not _is_move(action):
            raise self._illegal(state, action)
        return child

    def _illegal(self, state, action):
        if not isinstance(state, str) or state not in _ROLE:
            return _not_a_board(state)
        if not _is_move(action):
            return GameError(f"a move is a (row, column) pair, not {action!r}")
        r, c = action
        if not (0 <= r < 3 and 0 <= c < 3):
            return GameError(f"the square {action} is off the board: rows and columns "
                             "are 0, 1 or 2")
        if _VALUE[state] is not None:
            w = _winner(state)
            how = f"{w} has won" if w else "the board is full"
            return GameError(f"the game is over on {state} ({how}): no more moves")
        return GameError(f"the square {action} is already taken by {state[r * 3 + c]}")

    def terminal(self, state):
        """True when someone has three in a row or the board is full."""
        return _value(state) is not None

    def utility(self, state, player):
        """+1 if ``player`` has won, -1 if it has lost, 0 otherwise."""
        if player not in self.players:
            raise GameError(f"the players are 'X' and 'O', not {player!r}")
        v = _value(state)
        if v is None:
            raise GameError(f"the game is not over on {state}: it has no utility yet")
        return v if player == "X" else -v

    def evaluate(self, state):
        """An estimate for X, strictly between -1 and 1: lines still open to X,
        weighted by how full they are, minus the same for O."""
        v = _value(state)
        if v is not None:
            return v
        score = 0
        for line in LINES:
            cells = [state[i] for i in line]
            if "O" not in cells:
                score += cells.count("X") ** 2
            if "X" not in cells:
                score -= cells.count("O") ** 2
        return score / 33

    def check_state(self, state):
        """``state`` as a board string (the project's lists are converted), or GameError."""
        return _check_board(state)

    # -- fast paths for the algorithms -------------------------------------------------
    def value(self, state):
        return _VALUE[state]

    def outcome(self, state):
        return _VALUE[state]

    def role(self, state):
        return _ROLE[state]

    def describe(self, state):
        return state

    # -- helpers -------------------------------------------------------------------------
    def winner(self, state):
        """``"X"``, ``"O"`` or None."""
        _value(state)
        return _winner(state)

    def show(self, state=None):
        """The board as three lines of text."""
        state = self.initial if state is None else state
        return "\n".join(" ".join(state[r * 3:r * 3 + 3]) for r in range(3))

    def board(self, state=None):
        """The project's three lists (see :func:`project_board`)."""
        return project_board(self.initial if state is None else state)

    @staticmethod
    def reachable():
        """Every board that can arise in play (5,478), in a fixed order."""
        if not _ROLE:
            _tabulate()
        return sorted(_ROLE)

    def __repr__(self):
        return "TicTacToe()" if self.initial == _EMPTY else f"TicTacToe({self.initial!r})"
