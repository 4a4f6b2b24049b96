"""Suites for the Tic-Tac-Toe project's seven functions.

The board is the project's: three lists of three cells holding ``"X"``,
``"O"`` or ``None`` (EMPTY); X moves first.  One suite per function:
:data:`PLAYER`, :data:`ACTIONS`, :data:`RESULT`, :data:`WINNER`,
:data:`TERMINAL`, :data:`UTILITY`, :data:`MINIMAX` (all in
:data:`SUITES`).  Expected answers come from :mod:`.ttt_rules`, the
check's own rules and exhaustive minimax.  Every board is passed as a
fresh deep copy, and the check notices a function that changes it.

Mistakes recognised:

* ``result``: a negative position accepted (``(-1, 2)`` is the last row in
  Python); the board changed in place; the board copied shallowly
  (``board.copy()`` shares the rows); the wrong mark; an occupied cell
  overwritten;
* ``winner``: a line of three empty cells counted as a win (it returns
  None before reaching the real line); a missed line (each of the eight is
  tested on its own board, and the hint names it);
* ``terminal``: only a full board counted as over; a full board without a
  winner not counted;
* ``actions``: a list instead of a set; ``player``: O first;
  ``utility``: signs swapped;
* ``minimax``: O choosing the largest value where the move is chosen (at
  the top); O's scores computed as maxima further down; alpha and beta
  swapped where the top level hands on its best value, on both sides or on
  one only (X's or O's); a move returned on a finished board (terminal not
  tested first); the value returned instead of the move; the board passed
  in changed.  (On the small boards a suite can afford, O maximising at the
  top *and* further down plays exactly like the top alone, so it gets that
  hint.)

``minimax`` calls the learner's other functions.  When it finds them among
its own module's globals (as in a notebook), the check runs each against its
suite first; if one fails, the report says so ("minimax relies on winner,
which fails its own check") instead of guessing at minimax
(:mod:`.ttt_helpers`).  A minimax written as a method, or one that does
not use those names, is checked on its own.

:data:`GAMES` (from :mod:`.ttt_games`) plays whole games with the
learner's ``minimax``.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> from searchlib.checks.suites import ttt_rules as R
>>> run_suite(R.winner, WINNER).status, run_suite(R.minimax_move, MINIMAX).status
('passed', 'passed')
>>> def actions(board):              # the free cells, but in a list
...     return [(r, c) for r, row in enumerate(board) for c, cell in enumerate(row)
...             if cell is None]
>>> run_suite(actions, ACTIONS).mistakes
['list-not-set']
"""

from ..budget import Budget
from ..report import shorten
from ..legacy import Case, Mistake, Pattern, Suite, explains
from . import ttt_rules as R
from .ttt_games import GAMES
from .ttt_helpers import HelpersPattern, forget_helpers, helpers_ok, probing

__all__ = ["PLAYER", "ACTIONS", "RESULT", "WINNER", "TERMINAL", "UTILITY", "MINIMAX", "GAMES",
           "SUITES", "LINE_BOARDS", "MINIMAX_BOARDS"]

_MUTATED = ("it changed the board it was given: make a new board (copy.deepcopy, or new "
            "rows) and change that")


def _show(value):
    return R.show(value) if _is_board(value) else shorten(value)


def _case(label, text, expected, **more):
    board = R.parse(text)
    return Case(label, (board,), expected=expected, given=R.show(board),
                mutation=_MUTATED, **more)


# -- player ----------------------------------------------------------------------------------

def _player_cases():
    boards = [("the empty board", "... / ... / ..."), ("after X's first move", "... / .X. / ..."),
              ("after two moves", "O.. / .X. / ..."), ("after three moves", "OX. / .X. / ..."),
              ("a board with one cell left", "XOX / XOO / OX.")]
    return [_case(label, text, R.player(R.parse(text))) for label, text in boards]


PLAYER = Suite("player", "player(board) -> 'X' or 'O', whose turn it is", _player_cases,
               patterns=[Pattern("o-first", "X moves first: it is X's turn when the counts of "
                                 "X and O are equal, O's when X has one more.",
                                 explains(lambda t: t.kind == "value"
                                          and t.value == ("O" if t.case.expected == "X"
                                                          else "X")))])


# -- actions ---------------------------------------------------------------------------------

def _actions_judge(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    if not isinstance(got, (set, frozenset)):
        try:
            same = set(got) == trial.case.expected
        except TypeError:
            same = False
        return False, ["actions should return a set" + (" (the moves are right)"
                                                         if same else "")]
    return got == trial.case.expected, []


def _actions_cases():
    boards = [("the empty board", "... / ... / ..."), ("a game under way", "XO. / .X. / O.."),
              ("one cell left", "XOX / XOO / OX."), ("a full board", "XOX / XOO / OXX")]
    out = []
    for label, text in boards:
        expected = R.actions(R.parse(text))
        out.append(_case(label, text, expected, judge=_actions_judge,
                         mistakes=[Mistake("list-not-set", "Return a set of (i, j) tuples, as "
                                           "the specification asks (a list plays the same, but "
                                           "it is not what was asked for).",
                                           lambda t, e=expected: not isinstance(t.value, set)
                                           and _as_set(t.value) == e),
                                   Mistake("row-col", "The positions are (row, column): "
                                           "board[i][j] is row i, column j.",
                                           lambda t, e=expected: _as_set(t.value)
                                           == {(j, i) for i, j in e})]))
    return out


def _as_set(value):
    try:
        return {tuple(x) for x in value}
    except TypeError:
        return None


ACTIONS = Suite("actions", "actions(board) -> set of (i, j) for the empty cells",
                _actions_cases)


# -- result ----------------------------------------------------------------------------------

_NEGATIVE = ("A negative position was accepted: Python reads board[-1] as the last row, so "
             "(-1, 2) quietly plays in the bottom row. Check that the move is one of "
             "actions(board) (or that 0 <= i, j < 3) and raise an exception otherwise.")


def _raises(trial):
    if trial.kind == "error":
        return True, []
    got = R.show(trial.value) if _is_board(trial.value) else repr(trial.value)
    return False, [f"it returned {got} instead of raising an exception"]


def _is_board(value):
    return (isinstance(value, list) and len(value) == 3
            and all(isinstance(r, list) and len(r) == 3 for r in value))


def _result_judge(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    if not _is_board(got):
        return False, ["result should return a new board (three lists of three cells)"]
    return got == trial.case.expected, []


def _in_place(t):
    return t.value is t.args[0]


def _shallow(t):
    return (t.mutated and _is_board(t.value) and t.value is not t.args[0]
            and any(row is old for row, old in zip(t.value, t.args[0])))


def _result_cases():
    out = []
    for label, text, move in [("X's first move", "... / ... / ...", (1, 1)),
                              ("O's reply", "... / .X. / ...", (0, 0)),
                              ("a move in the last row", "X.O / .X. / O..", (2, 2))]:
        board = R.parse(text)
        out.append(Case(label, (board, move), expected=R.result(board, move),
                        given=f"{R.show(board)}, {move}", shown=R.show(R.result(board, move)),
                        judge=_result_judge, mutation=_MUTATED, mistakes=[
                            Mistake("in-place", "result changed the board it was given and "
                                    "returned it: minimax then sees moves that were only "
                                    "tried. Copy the board (copy.deepcopy) and change the copy.",
                                    _in_place),
                            Mistake("shallow-copy", "The board was copied shallowly: "
                                    "board.copy() (or list(board)) makes a new outer list but "
                                    "shares the three rows, so the move lands on the original "
                                    "too. Use copy.deepcopy(board) or copy every row.",
                                    _shallow),
                            Mistake("wrong-mark", "The mark to place is the player whose turn "
                                    "it is on the given board: player(board).",
                                    lambda t, b=board, m=move: _is_board(t.value)
                                    and t.value[m[0]][m[1]] not in (None, R.player(b)))]))
    board = R.parse("..X / ..O / X..")
    for label, move, key, text in [
            ("an occupied cell", (2, 0), "occupied", "An occupied cell must be refused: raise "
             "an exception when the move is not one of actions(board)."),
            ("a row past the edge", (3, 1), "off-board", "A position off the board must be "
             "refused with an exception."),
            ("a negative row", (-1, 2), "negative-position", _NEGATIVE),
            ("a negative column", (0, -1), "negative-position", _NEGATIVE)]:
        out.append(Case(f"{label}: must raise an exception", (board, move), judge=_raises,
                        given=f"{R.show(board)}, {move}", shown="an exception",
                        mutation=_MUTATED,
                        mistakes=[Mistake(key, text, lambda t: t.kind == "value")]))
    return out


RESULT = Suite("result", "result(board, action) -> a new board; raises on an illegal move",
               _result_cases, show=_show)


# -- winner ----------------------------------------------------------------------------------

#: One board per line, X winning with that line only and no line left empty.
LINE_BOARDS = [
    ("top row", "XXX / O.. / O.."), ("middle row", "O.. / XXX / O.."),
    ("bottom row", "O.. / O.. / XXX"), ("left column", "XOO / X.. / X.."),
    ("middle column", "OXO / .X. / .X."), ("right column", "OOX / ..X / ..X"),
    ("diagonal from the top left", "XOO / .X. / ..X"),
    ("diagonal from the top right", "OOX / .X. / X.."),
]
_EMPTY_LINE = ("A line of three EMPTY cells counts as three equal cells: check that the cells "
               "are equal AND not EMPTY, or the first empty line makes winner return None "
               "before it reaches the real one.")


def _winner_cases():
    out = []
    for name, text in LINE_BOARDS:
        out.append(_case(f"X wins with the {name}", text, "X", tags={"line"},
                         mistakes=[Mistake("missed-line", f"The {name} is never checked: "
                                           "there are eight lines (three rows, three columns, "
                                           "two diagonals).", lambda t: t.value is None)]))
    out.append(_case("X wins the middle row, the top row is empty", "... / XXX / OO.", "X",
                     tags={"empty-first"}))
    out.append(_case("O wins a column", "XXO / X.O / ..O", "O"))
    out.append(_case("nobody has won yet", "XO. / .X. / O..", None))
    out.append(_case("a full board, a draw", "XOX / XOO / OXX", None))
    return out


def _empty_line_pattern(trials):
    return (any("empty-first" in t.case.tags and not t.ok for t in trials.values())
            and all(t.ok for t in trials.values() if "line" in t.case.tags))


WINNER = Suite("winner", "winner(board) -> 'X', 'O' or None", _winner_cases,
               patterns=[Pattern("empty-line", _EMPTY_LINE, _empty_line_pattern)])


# -- terminal and utility --------------------------------------------------------------------

def _terminal_cases():
    return [
        _case("the empty board", "... / ... / ...", False),
        _case("a game under way", "XO. / .X. / O..", False),
        _case("X has a row, with cells still empty", "XXX / OO. / ...", True,
              mistakes=[Mistake("full-only", "A game is also over when someone has won, "
                                "not only when the board is full: terminal = a winner, or "
                                "no empty cell.", lambda t: t.value is False)]),
        _case("O has a column, with cells still empty", "XXO / X.O / ..O", True,
              mistakes=[Mistake("full-only", "A game is also over when someone has won, "
                                "not only when the board is full.",
                                lambda t: t.value is False)]),
        _case("a full board, a draw", "XOX / XOO / OXX", True,
              mistakes=[Mistake("winner-only", "A full board with no winner is over too "
                                "(a draw).", lambda t: t.value is False)]),
    ]


TERMINAL = Suite("terminal", "terminal(board) -> True when the game is over", _terminal_cases)


def _utility_cases():
    return [_case("X has won", "XXX / OO. / ...", 1), _case("O has won", "XXO / X.O / ..O", -1),
            _case("a draw", "XOX / XOO / OXX", 0)]


UTILITY = Suite("utility", "utility(board) -> 1 if X has won, -1 if O has, 0 otherwise",
                _utility_cases,
                patterns=[Pattern("signs-swapped", "The signs are swapped: the utility is "
                                  "from X's point of view, 1 when X has won.",
                                  explains(lambda t: t.kind == "value"
                                           and t.value == -t.case.expected))])


# -- minimax ---------------------------------------------------------------------------------

#: Minimax boards: (label, board); chosen so that each planted mistake picks a move no
#: optimal player would, and any two mistakes disagree on some board.
MINIMAX_BOARDS = [
    ("X can win at once", "XX. / OO. / ..."),
    ("X with three winning moves", "XO. / .X. / O.."),
    ("the lecture's endgame: O must take the bottom middle", ".XO / OXX / X.O"),
    ("O to move, four cells left", "XXO / O.. / X.."),
    ("O to move, four cells left (2)", "XOX / X.. / O.."),
    ("O to move, four cells left (3)", "XXO / X.. / .O."),
    ("O to move, four cells left (4)", "XXO / ... / .OX"),
    ("O to move, four cells left (5)", "X.. / O.X / X.O"),
    ("X to move, five cells left", "... / .O. / OXX"),
    ("X has already won: no move", "XXX / OO. / ..."),
    ("a full board: no move", "XOX / XOO / OXX"),
]
_MINIMAX_WRONG = [
    ("o-max-top", "o-max-top", "O picked the largest value where minimax chooses the move. "
     "Utilities are from X's point of view, so O (the MIN player) wants the SMALLEST: on O's "
     "turn choose the move whose max_value is lowest. (If min_value also takes a maximum, "
     "fix it there too.) Playing only as X hides this mistake."),
    ("o-max-down", "o-max-down", "The scores below the top are computed with O maximising: "
     "min_value must take the minimum of max_value over the moves."),
    ("ab-swapped", "ab-swapped", "Alpha and beta look swapped where the top level hands its "
     "best value so far to the next level: on X's turn it is alpha (min_value(child, best, "
     "inf)), on O's turn it is beta (max_value(child, -inf, best)). Check: with and without "
     "pruning, the chosen moves must be worth the same."),
]
_SWAPPED_ONE_SIDE = {
    "X": ("ab-swapped-x", "Only X's moves are wrong, and they are the moves of an alpha-beta "
          "whose top level hands X's best value so far down as beta: on X's turn it must be "
          "alpha, min_value(child, best, inf). Check: with and without pruning, the chosen "
          "moves must be worth the same."),
    "O": ("ab-swapped-o", "Only O's moves are wrong, and they are the moves of an alpha-beta "
          "whose top level hands O's best value so far down as alpha: on O's turn it must be "
          "beta, max_value(child, -inf, best). Check: with and without pruning, the chosen "
          "moves must be worth the same."),
}
_TERMINAL_MOVE = ("The game is already over here, so minimax must return None: test "
                  "terminal(board) first (and make sure terminal also notices a win, not only "
                  "a full board).")
_NONE_WHILE_PLAYING = ("minimax returned None on a board where the game goes on: no move "
                       "ever beat the best value it started from. Do max_value and min_value "
                       "return plus or minus infinity here (a maximum started at +inf, or a "
                       "minimum at -inf)? Also keep the first move, so that there is always "
                       "one to return.")
_VALUE = ("minimax returns the move to play, an (i, j) tuple, not its value: keep the move "
          "that gave the best value.")


def _minimax_judge(trial):
    if trial.kind != "value":
        return False, []
    best = trial.case.data["best"]
    got = trial.value
    if not best:
        return got is None, [] if got is None else [f"the game is over, yet it returned {got!r}"]
    if got is None:
        return False, ["it returned None, but the game is not over"]
    try:
        move = tuple(got)
    except TypeError:
        return False, [f"{got!r} is not a move (i, j)"]
    if move in best:
        return True, []
    board = trial.case.args[0]
    if move not in R.actions(board):
        return False, [f"{got!r} is not a legal move on this board"]
    worth = {1: "a win for X", 0: "a draw", -1: "a win for O"}
    return False, [f"{move} leads to {worth[R.value(R.result(board, move))]}; the best moves "
                   f"{sorted(best)} lead to {worth[R.value(board)]}"]


def _minimax_cases():
    out = []
    for label, text in MINIMAX_BOARDS:
        board = R.parse(text)
        best = R.best_moves(board)
        data = {"best": best}
        data.update({key: R.variant_moves(board, how) or {None} for key, how, _ in
                     _MINIMAX_WRONG})
        mistakes = [Mistake("terminal-move", _TERMINAL_MOVE, lambda t: t.value is not None
                            and not t.case.data["best"]),
                    Mistake("none-while-playing", _NONE_WHILE_PLAYING,
                            lambda t: t.kind == "value" and t.value is None
                            and t.case.data["best"]),
                    Mistake("returns-value", _VALUE, lambda t: t.value in (-1, 0, 1))]
        mistakes += [Mistake(key, text, lambda t, k=key: _move(t.value) in t.case.data[k]
                             and _move(t.value) not in t.case.data["best"])
                     for key, _, text in _MINIMAX_WRONG]
        out.append(Case(label, (board,), given=R.show(board), data=data,
                        shown=(f"one of {sorted(best)}" if best else "None"),
                        judge=_minimax_judge, mistakes=mistakes,
                        mutation="the board passed to minimax was changed: does result() "
                                 "change the board it is given?",
                        budget=Budget(lines=3_000_000, seconds=10)))
    return out


def _move(value):
    try:
        return tuple(value)
    except TypeError:
        return value


def _explained_by(key):
    def ok(t):
        if t.kind != "value":
            return False
        moves = t.case.data[key] if t.case.data["best"] else {None}
        return _move(t.value) in moves
    return explains(ok)


def _swapped_on_one_side(side):
    """Every answer right, except on ``side``'s boards, where the swapped bounds explain it."""
    def ok(t):
        if t.kind != "value":
            return False
        data = t.case.data
        board = t.case.args[0]
        if not data["best"]:
            return t.value is None
        moves = data["ab-swapped"] if R.player(board) == side else data["best"]
        return _move(t.value) in moves
    return explains(ok)


_MINIMAX_HELPERS = HelpersPattern("minimax")


def _minimax_cases_fresh():
    forget_helpers(_MINIMAX_HELPERS)
    return _minimax_cases()


def _not_explained_by(key, test):
    explained = _explained_by(key)
    return lambda trials: test(trials) and not explained(trials)


MINIMAX = Suite("minimax", "minimax(board) -> the best move (i, j) for the player to move, "
                "or None when the game is over", _minimax_cases_fresh,
                call=probing(_MINIMAX_HELPERS),
                patterns=[_MINIMAX_HELPERS]
                + [Pattern(p.key, p.text, helpers_ok(_MINIMAX_HELPERS, p.test)) for p in [
                    Pattern("terminal-move", _TERMINAL_MOVE, lambda trials: any(
                        t.kind == "value" and t.value is not None and not t.case.data["best"]
                        for t in trials.values())),
                    Pattern("o-max-top", _MINIMAX_WRONG[0][2], _explained_by("o-max-top")),
                    Pattern("o-max-down", _MINIMAX_WRONG[1][2], _explained_by("o-max-down")),
                    # O maximising below can look like swapped bounds: that hint wins
                    Pattern("ab-swapped", _MINIMAX_WRONG[2][2],
                            _not_explained_by("o-max-down", _explained_by("ab-swapped")))]
                   + [Pattern(key, text, _swapped_on_one_side(side))
                      for side, (key, text) in _SWAPPED_ONE_SIDE.items()]],
                about="Any optimal move is accepted.")

#: Every suite of the project, by function name.
SUITES = {"player": PLAYER, "actions": ACTIONS, "result": RESULT, "winner": WINNER,
          "terminal": TERMINAL, "utility": UTILITY, "minimax": MINIMAX}

