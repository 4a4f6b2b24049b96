"""Suites of the Tic-Tac-Toe project (lesson 14): the seven functions and whole games.

The board is the project's: three lists of three cells holding ``"X"``, ``"O"`` or ``None``;
X moves first.  One suite per function, :data:`PLAYER` ... :data:`MINIMAX` (all in
:data:`SUITES`), and :data:`GAMES`, whole games with the learner's ``minimax``.  Expected
answers and the planted mistakes come from :mod:`searchlib.checks.oracles.tictactoe`.  A
minimax may choose any optimal move, so the reference and each planted minimax answer with
the set of moves they could choose (:class:`~searchlib.checks.compare.AnyOf`).

``minimax`` relies on the other six: the lesson's bank declares them as its prerequisites,
so a failing ``winner`` is named instead of a guess about ``minimax``.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> run_suite(R.winner, WINNER).status, run_suite(R.minimax_move, MINIMAX).status
('passed', 'passed')
>>> def actions(board):              # the free cells, but in a list
...     return [(r, c) for r, row in enumerate(board) for c, cell in enumerate(row)
...             if cell is None]
>>> run_suite(actions, ACTIONS).mistakes
['list-not-set']
"""

import copy
import inspect
import random
from itertools import combinations

from ..bank import Exercise
from ..budget import Budget
from ..compare import AnyOf, plain
from ..oracles import tictactoe as R
from ..runner import Case, Recogniser, Suite, Variant

__all__ = ["PLAYER", "ACTIONS", "RESULT", "WINNER", "TERMINAL", "UTILITY", "MINIMAX", "GAMES",
           "SUITES", "LINE_BOARDS", "MINIMAX_BOARDS", "GAMES_FROM_EMPTY", "BOARDS_FROM_EMPTY",
           "GamesExercise"]


def _boards(*picks, **more):
    return [Case(label, (R.parse(text),), given=text, **more) for label, text in picks]


def _one_board(f, args, kwargs, watch):
    return f(args[0])


def _show(value):
    if isinstance(value, list) and len(value) == 3 and all(isinstance(r, list) and len(r) == 3
                                                          for r in value):
        return R.show(value)
    if isinstance(value, AnyOf):
        return f"one of {sorted(value)}" if value else "None"
    return repr(value)


# -- player --------------------------------------------------------------------------------

PLAYER = Suite(
    "player", "player(board) -> 'X' or 'O', whose turn it is",
    _boards(("the empty board", "... / ... / ..."), ("after X's first move", "... / .X. / ..."),
            ("after X's first move, in a corner", "X.. / ... / ..."),
            ("after two moves", "O.. / .X. / ..."), ("after three moves", "OX. / .X. / ..."),
            ("a board with one cell left", "XOX / XOO / OX.")),
    reference=R.player, call=_one_board, show=_show,
    variants=[Variant("o-first", "X moves first: it is X's turn when the counts of X and O are "
                      "equal, O's when X has one more.",
                      lambda b: R.O if R.player(b) == R.X else R.X),
              Variant("one-row", "Only one row was counted. Count the X's and O's on the whole "
                      "board: all three rows.", lambda b: R.X if b[0].count(R.X) ==
                      b[0].count(R.O) else R.O),
              Variant("always-x", "player answered X on every board. If it counts with "
                      "board.count(X): the board is a list of three rows, and no row equals "
                      "'X', so that count is always 0. Count inside every row: "
                      "sum(row.count(X) for row in board).", lambda b: R.X),
              Variant("always-o", "player answered O on every board, the empty one too, where "
                      "X moves first: it is X's turn when the counts of X and O are equal, O's "
                      "when X has one more.", lambda b: R.O)])


# -- actions -------------------------------------------------------------------------------

def _moves(value):
    """``("set" or "list", the moves)``: the order of a list does not matter here."""
    if isinstance(value, (set, frozenset, list, tuple)):
        kind = "set" if isinstance(value, (set, frozenset)) else "list"
        return (kind, frozenset(plain(x) for x in value))
    return plain(value)


def _free(shift=0, swap=False, kind=set, taken=False):
    def actions(board):
        cells = [(r + shift, c + shift) if not swap else (c, r) for r, row in enumerate(board)
                 for c, cell in enumerate(row) if (cell is None) != taken]
        return kind(cells)
    return actions


def _actions_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if obs.value[0] == "list" and obs.value[1] == ref.value[1]:
        return False, ["actions should return a set (the moves are right)"]
    return obs.value == ref.value, []


ACTIONS = Suite(
    "actions", "actions(board) -> set of (i, j) for the empty cells",
    _boards(("the empty board", "... / ... / ..."), ("a game under way", "XO. / .X. / O.."),
            ("one cell left", "XOX / XOO / OX."), ("a full board", "XOX / XOO / OXX")),
    reference=R.actions, call=_one_board, normalise=_moves, judge=_actions_judge,
    variants=[Variant("list-not-set", "Return a set of (i, j) tuples, as the specification asks "
                      "(a list plays the same, but it is not what was asked for).",
                      _free(kind=list)),
              Variant("row-col", "The positions are (row, column): board[i][j] is row i, "
                      "column j.", _free(swap=True)),
              Variant("one-based", "Rows and columns count from 0: the top-left cell is (0, 0) "
                      "and the bottom-right one (2, 2).", _free(shift=1)),
              Variant("taken-cells", "Those are the taken cells: a move goes in an empty one. "
                      "Collect the (i, j) where board[i][j] is EMPTY.", _free(taken=True))])


# -- result --------------------------------------------------------------------------------

def _result_call(f, args, kwargs, watch):
    """What ``result`` made of the move: ``("raised",)``, or the board and how it was made."""
    board, move = args
    before = copy.deepcopy(board)
    try:
        after = f(board, move)
    except NotImplementedError:
        raise
    except Exception:  # noqa: BLE001 - any exception refuses the move
        return ("raised",)
    if after is board:
        how = "the same board"
    elif isinstance(after, list) and any(a is b for a, b in zip(after, board)):
        how = "rows shared"
    elif not (isinstance(after, list) and all(type(row) is list for row in after)):
        how = "not lists"
    else:
        how = "a new board"
    return ("board", _show(after), how, board != before)


def _place(*, check="actions", copy_rows=True, same=False, mark=None, swap=False):
    def result(board, move):
        i, j = move[::-1] if swap else move
        if check in ("actions", "none") and move not in R.actions(board):
            if check == "none":
                return None
            raise ValueError("illegal")
        if check == "occupied" and board[i][j] is not None:
            raise ValueError("occupied")
        new = board if same else [list(row) for row in board] if copy_rows else list(board)
        new[i][j] = mark(board) if mark else R.player(board)
        return new
    return result


_HOW = {"the same board": "it returned the board it was given, not a new one",
        "rows shared": "the board it returned shares its rows with the one it was given "
                       "(board.copy() and list(board) copy only the outer list)",
        "not lists": "a board is a list of three rows, each a list (the project's "
                     "initial_state() is one): return the new board in that shape, not as "
                     "tuples"}


def _result_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if ref.value == ("raised",):
        return obs.value == ("raised",), [] if obs.value == ("raised",) else [
            f"it returned {obs.value[1] if len(obs.value) > 1 else obs.shown} instead of "
            "raising an exception"]
    if obs.value == ("raised",):
        return False, ["it raised an exception for a legal move"]
    notes = [] if obs.value[2] == "a new board" else [_HOW[obs.value[2]]]
    if obs.value[3]:
        notes.append("it changed the board it was given: make a new board (copy.deepcopy, or "
                     "new rows) and change that")
    return obs.value[1] == ref.value[1] and not notes, notes


def _result_cases():
    legal = [("X's first move", "... / ... / ...", (1, 1)), ("O's reply", "... / .X. / ...", (0, 0)),
             ("a move in the last row", "X.O / .X. / O..", (2, 2)),
             ("X's first move, top right", "... / ... / ...", (0, 2)),
             ("a move in the middle row", "X.O / .X. / O..", (1, 2))]
    illegal = [("an occupied cell", (2, 0)), ("a row past the edge", (3, 1)),
               ("a negative row", (-1, 2)), ("a negative column", (0, -1))]
    cases = [Case(label, (R.parse(text), move), given=f"{text}, {move}",
                  shown=R.show(R.result(R.parse(text), move))) for label, text, move in legal]
    cases += [Case(f"{label}: must raise an exception", (R.parse("..X / ..O / X.."), move),
                   given=f"..X / ..O / X.., {move}", shown="an exception")
              for label, move in illegal]
    return cases


_NEGATIVE = ("A negative position was accepted: Python reads board[-1] as the last row, so "
             "(-1, 2) quietly plays in the bottom row. Check that the move is one of "
             "actions(board) (or that 0 <= i, j < 3) and raise an exception otherwise.")

RESULT = Suite(
    "result", "result(board, action) -> a new board; raises on an illegal move", _result_cases,
    reference=_place(), call=_result_call, normalise=lambda v: v, judge=_result_judge,
    mutation=False,
    show=lambda v: v[1] if v[0] == "board" else "an exception" if v == ("raised",) else repr(v),
    variants=[
        Variant("occupied", "An occupied cell must be refused: raise an exception when the move "
                "is not one of actions(board) (that refuses (-1, 2) too).", _place(check=None)),
        Variant("negative-position", _NEGATIVE, _place(check="occupied")),
        Variant("none-for-illegal", "result returned None for an illegal move: it must raise an "
                "exception (for instance raise ValueError(...)), so that a wrong move cannot go "
                "unnoticed.", _place(check="none")),
        Variant("in-place", "result changed the board it was given and returned it: minimax then "
                "sees moves that were only tried. Copy the board (copy.deepcopy) and change the "
                "copy.", _place(same=True)),
        Variant("shallow-copy", "The board was copied shallowly: board.copy() (or list(board)) "
                "makes a new outer list but shares the three rows, so the move lands on the "
                "original too. Use copy.deepcopy(board) or copy every row.",
                _place(copy_rows=False)),
        Variant("column-row", "The mark landed at board[j][i]: the move (i, j) is row i, "
                "column j, so write board[i][j].", _place(swap=True)),
        *[Variant("wrong-mark", "The mark to place is the player whose turn it is on the given "
                  "board: player(board).", _place(mark=mark))
          for mark in (lambda b: R.X, lambda b: R.O if R.player(b) == R.X else R.X)]],
    about="Your result is given a copy of each board; the check looks at the board it returns "
          "and at the one it was given.")


# -- winner, terminal, utility -----------------------------------------------------------------

#: One board per line, X winning with that line only and no line left empty.
LINE_BOARDS = [
    ("top row", "XXX / O.. / O.."), ("middle row", "O.. / XXX / O.."),
    ("bottom row", "O.. / O.. / XXX"), ("left column", "XOO / X.. / X.."),
    ("middle column", "OXO / .X. / .X."), ("right column", "OOX / ..X / ..X"),
    ("diagonal from the top left", "XOO / .X. / ..X"),
    ("diagonal from the top right", "OOX / .X. / X.."),
]


#: Two equal marks on a line whose third cell differs (a line tested with a typo, such as
#: board[0][2] == board[1][1] == board[0][2], sees a win there): nobody has won.
NEAR_LINES = [
    ("two X on the diagonal from the top right, nobody has won", "..X / .X. / O.."),
    ("two X on the diagonal from the top left, nobody has won", "X.. / .X. / ..O"),
    ("two X in the top row, nobody has won", "XXO / ... / ..."),
    ("two X in the left column, nobody has won", "X.O / X.. / O.."),
]


def _lines(lines=R.LINES, *, empty=False, found=lambda mark: mark, marks=(R.X, R.O),
           none=None):
    def winner(board):
        for _, cells in lines:
            a, b, c = (board[r][col] for r, col in cells)
            if (empty or a is not None) and a == b == c and a in marks + (None,):
                return found(a) if a is not None else none
        return none
    return winner


def _named_lines(missed):
    """The lines in ``missed`` in words: "the columns or the diagonals", "the top row or the
    left column"."""
    groups = [("rows", [n for n, _ in R.LINES[:3]]), ("columns", [n for n, _ in R.LINES[3:6]]),
              ("diagonals", [n for n, _ in R.LINES[6:]])]
    words = []
    for group, names in groups:
        if all(n in missed for n in names):
            words.append(f"the {group}")
        else:
            words += [f"the {n}" for n in names if n in missed]
    return " or ".join([", ".join(words[:-1]), words[-1]] if len(words) > 1 else words)


#: Every set of two or more lines a winner can miss (all eight but one at most), both
#: diagonals alone excepted (they have their own hint): each line has its own winning board,
#: so no two of these behave alike on the cases.
_MISSED = [set(missed) for size in range(2, 8)
           for missed in combinations([n for n, _ in R.LINES], size)
           if set(missed) != {n for n, _ in R.LINES[6:]}]


WINNER = Suite(
    "winner", "winner(board) -> 'X', 'O' or None",
    _boards(*[(f"X wins with the {name}", text) for name, text in LINE_BOARDS],
            ("X wins the middle row, the top row is empty", "... / XXX / OO."),
            ("O wins a column", "XXO / X.O / ..O"), ("nobody has won yet", "XO. / .X. / O.."),
            ("a full board, a draw", "XOX / XOO / OXX"),
            *NEAR_LINES),
    reference=R.winner, call=_one_board,
    variants=[Variant("empty-line", "A line of three EMPTY cells counts as three equal cells: "
                      "check that the cells are equal AND not EMPTY, or the first empty line "
                      "makes winner return None before it reaches the real one.",
                      _lines(empty=True)),
              Variant("returns-true", "winner returns the mark of the player who has won, 'X' or "
                      "'O', not True: utility and the rest of the program need to know who.",
                      _lines(found=lambda mark: True)),
              Variant("loser-mark", "On every won board winner returned the other mark, the "
                      "loser's: that is also the player to move, player(board), since the winner "
                      "has just moved. Return the mark that fills the line.",
                      _lines(found=lambda mark: R.O if mark == R.X else R.X)),
              Variant("returns-bool", "winner returns the mark of the player who has won, 'X' "
                      "or 'O', not True, and None when nobody has, not False: utility and the "
                      "rest of the program need to know who.",
                      _lines(found=lambda mark: True, none=False)),
              *[Variant("missed-line", f"The {name} is never checked: there are eight lines "
                        "(three rows, three columns, two diagonals).",
                        _lines([line for line in R.LINES if line[0] != name]))
                for name, _ in R.LINES],
              Variant("no-diagonals", "Neither diagonal is checked: there are eight lines "
                      "(three rows, three columns, and the two diagonals through the centre).",
                      _lines([line for line in R.LINES if "diagonal" not in line[0]])),
              *[Variant("missed-line", f"A win on {_named_lines(missed)} is never found: "
                        "winner must check all eight lines (three rows, three columns, two "
                        "diagonals).", _lines([line for line in R.LINES if line[0] not in missed]))
                for missed in _MISSED],
              *[Variant("one-mark", f"winner only looks for lines of {mark}: {other} can win "
                        f"too, and then winner must return '{other}'.", _lines(marks=(mark,)))
                for mark, other in ((R.X, R.O), (R.O, R.X))],
              *[Variant("none-value", f"When nobody has won, winner returns None, as the "
                        f"project asks, not {none!r}.", _lines(none=none))
                for none in ("", False)]])

def _terminal_without(names):
    seen = _lines([line for line in R.LINES if line[0] not in names])
    return lambda b: seen(b) is not None or not R.actions(b)


def _mark_returned(trials):
    """A fact: on a board someone has won, the function returned that player's mark."""
    return any(t.obs.kind == "value" and t.obs.value in (R.X, R.O)
               and t.obs.value == R.winner(t.case.args[0]) for t in trials)


TERMINAL = Suite(
    "terminal", "terminal(board) -> True when the game is over",
    _boards(("the empty board", "... / ... / ..."), ("a game under way", "XO. / .X. / O.."),
            ("X has a row, with cells still empty", "XXX / OO. / ..."),
            ("O has a column, with cells still empty", "XXO / X.O / ..O"),
            ("X has the diagonal from the top left, with cells still empty", "XOO / .X. / ..X"),
            ("O has the diagonal from the top right, with cells still empty",
             "XXO / XO. / O.."),
            ("the top row full, nobody has won", "XOX / O.. / ..."),
            ("a full board, a draw", "XOX / XOO / OXX"),
            *NEAR_LINES[:2]),
    reference=R.terminal, call=_one_board,
    variants=[Variant("full-only", "A game is also over when someone has won, not only when the "
                      "board is full: terminal = a winner, or no empty cell.",
                      lambda b: not R.actions(b)),
              Variant("winner-only", "A full board with no winner is over too (a draw). If "
                      "yours tests for it with actions(board) == []: actions returns a set, and "
                      "a set never equals a list, so that test is never true; write not "
                      "actions(board) instead.",
                      lambda b: R.winner(b) is not None),
              *[Variant("missed-line", f"A win on the {name} was not noticed: a game is over as "
                        "soon as any of the eight lines (three rows, three columns, two "
                        "diagonals) holds one mark three times. The simplest test: winner(board) "
                        "is not None, or no empty cell.", _terminal_without(names))
                for name, names in (("diagonal from the top left", {R.LINES[6][0]}),
                                    ("diagonal from the top right", {R.LINES[7][0]}),
                                    ("diagonals", {R.LINES[6][0], R.LINES[7][0]}))]],
    recognisers=[Recogniser("returns-mark", "On a won board terminal returned the winner's "
                            "mark, not True: an expression such as `winner(board) or ...` hands "
                            "the mark itself on. Return True or False, for instance "
                            "winner(board) is not None or ...", _mark_returned)])

def _utility_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if obs.value is None and ref.value == 0:
        return False, ["it returned None where the answer is 0 (a draw)"]
    return obs.value == ref.value, []


UTILITY = Suite(
    "utility", "utility(board) -> 1 if X has won, -1 if O has, 0 otherwise",
    _boards(("X has won", "XXX / OO. / ..."), ("O has won", "XXO / X.O / ..O"),
            ("a draw", "XOX / XOO / OXX")),
    reference=R.utility, call=_one_board, judge=_utility_judge,
    variants=[Variant("signs-swapped", "The signs are swapped: the utility is from X's point of "
                      "view, 1 when X has won.", lambda b: -R.utility(b)),
              Variant("any-win-minus", "utility gave -1 for both wins. It is from X's point of "
                      "view, whoever is to move: 1 when X has won, -1 when O has (a score for "
                      "the player to move gives -1 for every win, since that player has just "
                      "lost).", lambda b: -abs(R.utility(b))),
              Variant("any-win-plus", "utility gave 1 for O's win too. It is from X's point "
                      "of view, whoever is to move: 1 when X has won, -1 when O has (a score for "
                      "the player who has just moved, the winner, gives 1 for every win, as "
                      "does one that looks only at whether someone has won).",
                      lambda b: abs(R.utility(b))),
              Variant("none-for-draw", "utility gave None for a draw: when nobody has won it "
                      "must return 0 (minimax compares the values, and None cannot be "
                      "compared with numbers).",
                      lambda b: None if R.winner(b) is None else R.utility(b))],
    recognisers=[Recogniser("returns-mark", "utility returned the winner's mark; it returns a "
                            "number, from X's point of view: 1 when X has won, -1 when O has, "
                            "0 otherwise.", _mark_returned)])


# -- minimax -------------------------------------------------------------------------------

#: Minimax boards: chosen so that each planted mistake picks a move no optimal player would,
#: and any two mistakes disagree on some board.
MINIMAX_BOARDS = [
    ("X can win at once", "XX. / OO. / ..."), ("X with three winning moves", "XO. / .X. / O.."),
    ("O can win at once, in the first free cell", "O.. / XOX / XOX"),
    ("the lecture's endgame: O must take the bottom middle", ".XO / OXX / X.O"),
    ("O to move, four cells left", "XXO / O.. / X.."),
    ("O to move, four cells left (2)", "XOX / X.. / O.."),
    ("O to move, four cells left (3)", "XXO / X.. / .O."),
    ("O to move, four cells left (4)", "XXO / ... / .OX"),
    ("O to move, four cells left (5)", "X.. / O.X / X.O"),
    ("O to move, four cells left: O must block the top row", "XX. / O.. / XO."),
    ("X to move, five cells left", "... / .O. / OXX"),
    ("X to move, five cells left (2)", "O.. / .X. / X.O"),
    # this board and the two "only a bottom ..." ones below tell the alpha-beta slips made in
    # one function only from the top level's slips, from O's first free cell and from each other
    ("X to move, five cells left: only a bottom corner wins", ".OX / O.. / .X."),
    ("X to move: only the top right corner wins (two threats at once)", "X.. / O.. / X.O"),
    # this board tells both cut tests swapped from both tests and bound updates swapped, and
    # max_value comparing with alpha (ties kept last) from its recursive call's swapped bounds
    ("X to move, five cells left: only the centre wins", "XOX / ... / .O."),
    ("O to move, six cells left: O must block the left column", "X.. / X.O / ..."),
    ("O to move, six cells left: only the bottom left corner holds", "..X / X.. / ..O"),
    ("O to move, six cells left: only a bottom corner holds", ".O. / ..X / .X."),
    ("O to move, six cells left: only the bottom row wins", "X.. / X.. / O.."),
    ("O's reply to a corner: only the centre holds (the loss comes 6 moves later)",
     "X.. / ... / ..."),
    ("X to move, seven cells left (a move off the edge loses 7 moves later)", "... / X.. / O.."),
    ("O to move, and every move loses", "XX. / .O. / X.O"),
    # this board and the next tell the slips of one cut test or one bound update (in max_value
    # or in min_value) from each other and from the other one-sided slips, and a tie replacing
    # the best move at the top from the top level's swapped bound
    ("O to move, and every move loses (two threats)", "X.O / .O. / XX."),
    ("X to move: only the bottom left corner holds (O threatens a diagonal)", "..O / .OX / .X."),
    ("X to move, and every move loses", "OXX / X.. / O.O"),
    ("X to move, three cells left, every move draws", "XOX / .O. / OX."),
    ("X to move, three cells left, every move loses", "XXO / OO. / .X."),
    ("X has already won: no move", "XXX / OO. / ..."), ("a full board: no move", "XOX / XOO / OXX"),
]


class _ListMove(tuple):
    """A move a planted mistake returns as a list [i, j] (a tuple, so that AnyOf holds it)."""


def _chooses(mistake=None, side=None, as_list=False):
    def minimax(board):
        if R.terminal(board):
            return None
        if mistake and side in (None, R.player(board)):
            moves = R.variant_moves(board, mistake)
        else:
            moves = R.best_moves(board)
        return AnyOf(_ListMove(m) for m in moves) if as_list else AnyOf(moves)
    return minimax


def _returns_value(board):
    return None if R.terminal(board) else R.value(board)


def _move(value):
    if isinstance(value, AnyOf):
        return ("any", frozenset(_move(x) for x in value))
    if isinstance(value, (list, _ListMove)) and len(value) == 2:
        return ("list", tuple(value))
    if isinstance(value, tuple) and len(value) == 2:
        return ("move", tuple(value))
    return plain(value)


def _minimax_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    best = ref.value
    if best is None:
        return obs.value is None, [] if obs.value is None else [
            f"the game is over, yet it returned {obs.shown}"]
    if obs.value is None:
        return False, [f"it returned None on {R.player(case.args[0])}'s turn, but the game "
                       "is not over"]
    if obs.value == best or obs.value in best[1]:
        return True, []
    board, notes, found = case.args[0], [], obs.value
    if isinstance(found, tuple) and found[0] == "list":
        notes.append(f"{obs.shown} is a list: return the move as a tuple (i, j), as actions "
                     "gives it")
        found = ("move", found[1])
        if found in best[1]:
            return False, notes
    if not (isinstance(found, tuple) and found[0] == "move" and found[1] in R.actions(board)):
        return False, notes + [f"{obs.shown} is not a legal move (i, j) on this board"]
    worth = {1: "a win for X", 0: "a draw", -1: "a win for O"}
    move = found[1]
    return False, notes + [f"{move} leads to {worth[R.value(R.result(board, move))]}; the best "
                           f"moves {sorted(m for _, m in best[1])} lead to "
                           f"{worth[R.value(board)]}"]


def _unhashable_board(trials):
    return any(t.obs.kind == "error" and t.obs.error == "TypeError"
               and "unhashable type: 'list'" in t.obs.shown for t in trials)


def _moves_on_finished_boards(trials):
    return any(t.ref.value is None and t.obs.kind == "value" and t.obs.value is not None
               for t in trials)


def _none_boards(trials):
    """The boards where the game goes on and minimax returned None."""
    return [t.case.args[0] for t in trials
            if t.ref.value is not None and t.obs.kind == "value" and t.obs.value is None]


def _lost(board):
    return R.value(board) == (-1 if R.player(board) == R.X else 1)


def _none_when_lost(trials):
    boards = _none_boards(trials)
    return bool(boards) and all(_lost(b) for b in boards)


def _none_while_playing(trials):
    boards = _none_boards(trials)
    return bool(boards) and not all(_lost(b) for b in boards)


_SWAPPED = ("Alpha and beta look swapped on their way down: where the top level hands its "
            "best value so far to the next level (on X's turn it is alpha, min_value(child, "
            "best, inf); on O's turn it is beta, max_value(child, -inf, best)), or in the calls "
            "max_value and min_value make to each other (each passes alpha and beta on in the "
            "order the other takes them). Check: with and without pruning, the chosen moves "
            "must be worth the same.")


_ROLES_SWAPPED = ("Your moves are those of an alpha-beta that mixes up alpha and beta between "
                  "max_value and min_value: either each uses the other's test and bound "
                  "(max_value stopping when its value falls to alpha and lowering beta, "
                  "min_value stopping when its value reaches beta and raising alpha), or the "
                  "recursive calls hand the two bounds over in the other order than the called "
                  "function takes them (min_value(result(board, action), beta, alpha) where "
                  "min_value is defined with (board, alpha, beta)). max_value stops when value "
                  ">= beta and raises alpha; min_value stops when value <= alpha and lowers beta; "
                  "each passes alpha and beta on in the order the other takes them.")


_MIN_CUTS_SOON = ("Your moves are those of an alpha-beta whose min_value cuts too soon: it "
                  "updates alpha where it should update beta (MIN lowers beta, beta = min(beta, "
                  "v); MAX raises alpha). Two other slips make exactly these moves, so if yours "
                  "updates beta, look for them: a min_value that stops when its value reaches "
                  "beta (v >= beta) where it should stop when it falls to alpha (v <= alpha), "
                  "under a top level that scores each move with the full window; or a cut that "
                  "returns before taking back the move it tried on a board it changes in place.")


def _prepare(**options):
    for _, text in MINIMAX_BOARDS:                 # solve the boards once, in the kernel
        R.best_moves(R.parse(text))


MINIMAX = Suite(
    "minimax", "minimax(board) -> the best move (i, j) for the player to move, or None when the "
    "game is over", _boards(*MINIMAX_BOARDS, budget=Budget(seconds=5)), reference=_chooses(),
    call=_one_board, normalise=_move, judge=_minimax_judge, show=_show, prepare=_prepare,
    variants=[
        Variant("o-max-top", "O picked the largest value where minimax chooses the move. "
                "Utilities are from X's point of view, so O (the MIN player) wants the SMALLEST: "
                "on O's turn choose the move whose max_value is lowest. Playing only as X hides "
                "this mistake.", _chooses("o-max-top")),
        Variant("o-max-down", "The scores below the top are computed with O maximising: "
                "on O's turns below the top, the value must be the smallest over the moves, "
                "not the largest (O is MIN).",
                _chooses("o-max-down")),
        Variant("x-min-down", "The scores below the top are computed with X minimising: "
                "on X's turns below the top, the value must be the largest over the moves, "
                "not the smallest (X is MAX).",
                _chooses("x-min-down")),
        Variant("no-alternation", "The value functions never hand over to the other player: "
                "max_value must take the largest of min_value over the moves, and min_value the "
                "smallest of max_value, so that X and O take turns.", _chooses("no-alternation")),
        Variant("min-no-alternation", "min_value never hands over to the other player: it "
                "must take the smallest of max_value over the moves (not of min_value), so that "
                "X and O take turns.", _chooses("min-stuck")),
        Variant("max-no-alternation", "max_value never hands over to the other player: it "
                "must take the largest of min_value over the moves (not of max_value), so that "
                "X and O take turns.", _chooses("max-stuck")),
        Variant("ab-swapped", _SWAPPED, _chooses("ab-swapped")),
        Variant("ab-swapped-x", "Only X's moves are wrong, and they are the moves of an "
                "alpha-beta whose top level hands X's best value so far down as beta: on X's "
                "turn it must be alpha, min_value(child, best, inf).",
                _chooses("ab-swapped", side=R.X)),
        Variant("ab-swapped-o", "Only O's moves are wrong, and they are the moves of an "
                "alpha-beta whose top level hands O's best value so far down as alpha: on O's "
                "turn it must be beta, max_value(child, -inf, best).",
                _chooses("ab-swapped", side=R.O)),
        Variant("roles-swapped", _ROLES_SWAPPED, _chooses("roles-swapped")),
        Variant("roles-swapped", _ROLES_SWAPPED, _chooses("roles-swapped-down")),
        # the recursive calls passing (beta, alpha): under a full window at the top this plays
        # as the tests and bounds exchanged, under the best value handed down as the top level
        # handing it to the wrong bound; each shares that one's hint, true of both
        Variant("roles-swapped", _ROLES_SWAPPED, _chooses("args-swapped")),
        Variant("ab-swapped", _SWAPPED, _chooses("args-swapped-down")),
        # one function's slip only (with the full window at the top, the tests and bounds of
        # one function exchanged cut nothing: the moves are right)
        Variant("roles-swapped-max", "Only X's moves are wrong, and they are those of an "
                "alpha-beta whose max_value uses min_value's cut test and bound: it stops when "
                "its value falls to alpha (value <= alpha) and lowers beta. max_value stops when "
                "value >= beta and raises alpha, alpha = max(alpha, value).",
                _chooses("roles-swapped-max")),
        Variant("roles-swapped-min", "Only O's moves are wrong, and they are those of an "
                "alpha-beta whose min_value uses max_value's cut test and bound: it stops when "
                "its value reaches beta (value >= beta) and raises alpha. min_value stops when "
                "value <= alpha and lowers beta, beta = min(beta, value).",
                _chooses("roles-swapped-min")),
        Variant("args-swapped-max", "Your moves are those of an alpha-beta whose max_value "
                "hands alpha and beta to min_value in the other order than min_value takes "
                "them: min_value(result(board, action), beta, alpha) where min_value is defined "
                "with (board, alpha, beta). Pass them on in the order min_value takes them.",
                _chooses("args-swapped-max")),
        Variant("args-swapped-min", "Your moves are those of an alpha-beta whose min_value "
                "hands alpha and beta to max_value in the other order than max_value takes "
                "them: max_value(result(board, action), beta, alpha) where max_value is defined "
                "with (board, alpha, beta). Pass them on in the order max_value takes them.",
                _chooses("args-swapped-min")),
        Variant("max-min-swapped", "MAX and MIN are swapped: X plays as if it wanted the "
                "smallest value and O the largest. Utilities are from X's point of view: X (MAX) "
                "takes the move whose min_value is largest, O (MIN) the move whose max_value is "
                "smallest, and below them the same.", _chooses("swapped")),
        Variant("returns-value", "minimax returns the move to play, an (i, j) tuple, not its "
                "value: keep the move that gave the best value.", _returns_value),
        Variant("child-own-side", "X's moves were scored with max_value, X's own function. "
                "After X's move it is O's turn, so score X's moves with min_value(result(board, "
                "action)) (and O's, the other way round, with max_value).",
                _chooses("child-own-side", side=R.X)),
        Variant("child-own-side", "O's moves were scored with min_value, O's own function. "
                "After O's move it is X's turn, so score O's moves with max_value(result(board, "
                "action)) (and X's, the other way round, with min_value).",
                _chooses("child-own-side", side=R.O)),
        Variant("child-own-side", "Each move was scored with the mover's own value function: "
                "after X's move it is O's turn, so X scores a move with "
                "min_value(result(board, action)), and O with max_value(result(board, "
                "action)).", _chooses("child-own-side")),
        Variant("o-first-move", "On O's turn your minimax plays the first free cell it tries, "
                "whatever the values: it never replaces that move. O wants the SMALLEST value: "
                "compare each move's max_value with the best so far, starting from +inf (no value "
                "is smaller than a start of -inf), and keep the move whenever it is smaller.",
                _chooses("first-move", side=R.O)),
        Variant("x-first-move", "On X's turn your minimax plays the first free cell it tries, "
                "whatever the values: it never replaces that move. X wants the LARGEST value: "
                "compare each move's min_value with the best so far, starting from -inf (no value "
                "is larger than a start of +inf), and keep the move whenever it is larger.",
                _chooses("first-move", side=R.X)),
        Variant("x-first-draw", "X took the first move that does not lose, where a better one "
                "wins: look at every move and keep the one with the largest value.",
                _chooses("x-first-draw")),
        Variant("min-alpha", _MIN_CUTS_SOON, _chooses("min-alpha")),
        # min_value testing value >= beta under the full window at the top plays MIN raising
        # alpha's moves (on every reachable board, moves tried in row order): one hint for both
        Variant("min-alpha", _MIN_CUTS_SOON, _chooses("test-swapped-min-full")),
        Variant("max-beta", "Your moves are those of an alpha-beta whose max_value updates beta "
                "where it should update alpha (MAX raises alpha, alpha = max(alpha, v); MIN "
                "lowers beta), so MAX cuts too soon.", _chooses("max-beta")),
        Variant("test-swapped-max", "Your moves are those of an alpha-beta whose max_value uses "
                "min_value's cut test: it stops when its value falls to alpha (value <= alpha). "
                "max_value stops when its value reaches beta, value >= beta (its update, alpha = "
                "max(alpha, value), is right).", _chooses("test-swapped-max")),
        Variant("test-swapped-min", "Your moves are those of an alpha-beta whose min_value uses "
                "max_value's cut test: it stops when its value reaches beta (value >= beta). "
                "min_value stops when its value falls to alpha, value <= alpha (its update, beta "
                "= min(beta, value), is right).", _chooses("test-swapped-min-down")),
        Variant("test-swapped", "Your moves are those of an alpha-beta whose max_value and "
                "min_value each use the other's cut test: max_value stops when its value falls "
                "to alpha (value <= alpha), min_value when its value reaches beta (value >= "
                "beta). max_value stops when value >= beta, min_value when value <= alpha (their "
                "updates, alpha = max(alpha, value) and beta = min(beta, value), are right).",
                _chooses("test-swapped")),
        # comparing with the other bound plays, on these boards, as stopping after the first
        # move (a return inside the loop): one hint says both
        Variant("max-tests-alpha", "Your moves are those of an alpha-beta whose max_value "
                "stops too soon: either its cut test compares its value with alpha (value >= "
                "alpha), or it stops after its first move whatever the value (a return or break "
                "inside the loop, or a test that always holds there, such as value <= alpha "
                "just after alpha = max(alpha, value)). max_value stops only when its value "
                "reaches beta, value >= beta.", _chooses("max-tests-alpha")),
        Variant("min-tests-beta", "Your moves are those of an alpha-beta whose min_value "
                "stops too soon: either its cut test compares its value with beta (value <= "
                "beta), or it stops after its first move whatever the value (a return or break "
                "inside the loop, or a test that always holds there, such as value >= beta "
                "just after beta = min(beta, value)). min_value stops only when its value falls "
                "to alpha, value <= alpha.", _chooses("min-tests-beta")),
        Variant("ties-replace", "Your top level replaces its best move on a tie (v >= best "
                "on X's turn, v <= best on O's) while it hands its best value down as a bound "
                "(alpha on X's turn, beta on O's). A value equal to that bound may be only a "
                "bound: the search below stopped as soon as it knew the move was no better than "
                "the best so far, and the move may be worse. Keep the first move with the best "
                "value (v > best on X's turn, v < best on O's), or hand down the full window.",
                _chooses("ties-last")),
        Variant("ties-replace-x", "On X's turn your top level replaces its best move on a tie "
                "(v >= best) while it hands its best value down as alpha, min_value(child, "
                "best, inf). A value equal to alpha may be only a bound: min_value stopped as "
                "soon as it found a reply worth no more than alpha, and the move may be worse. "
                "Keep the first move with the best value (v > best), or hand down the full "
                "window.", _chooses("ties-last", side=R.X)),
        Variant("ties-replace-o", "On O's turn your top level replaces its best move on a tie "
                "(v <= best) while it hands its best value down as beta, max_value(child, -inf, "
                "best). A value equal to beta may be only a bound: max_value stopped as soon as "
                "it found a reply worth at least beta, and the move may be worse. Keep the first "
                "move with the best value (v < best), or hand down the full window.",
                _chooses("ties-last", side=R.O)),
        Variant("move-as-list", "Return the move as a tuple (i, j), as actions gives it, not "
                "as a list [i, j].", _chooses(as_list=True))],
    recognisers=[
        Recogniser("terminal-move", "The game is already over here, so minimax must return "
                   "None: test terminal(board) first (and make sure terminal also notices a "
                   "win, not only a full board).", _moves_on_finished_boards, always=True,
                   unless=("terminal", "winner")),
        Recogniser("none-when-lost", "minimax returned None on boards where the game goes on "
                   "but every move loses for the player to move. When every move loses, still "
                   "return one of them: start the best value below the worst one (-inf for X, "
                   "inf for O), so that the first move tried is kept.", _none_when_lost),
        Recogniser("unhashable-board", "unhashable type: 'list': a board is a list of lists, "
                   "and a list cannot be a dict key or a functools.lru_cache argument. Key the "
                   "memo on a tuple instead, such as tuple(map(tuple, board)) (and make a list "
                   "board again from it where result needs one).", _unhashable_board),
        Recogniser("none-while-playing", "minimax returned None on a board where the game goes "
                   "on: no move ever beat the best value it started from. Look for a best-so-far "
                   "that starts at the wrong infinity, in max_value and min_value (-inf for max, "
                   "+inf for min) or in minimax's own loop over the moves (-inf on X's turn, "
                   "+inf on O's turn; the failing boards above say whose turn it was). Also keep "
                   "the first move, so that there is always one to return.",
                   _none_while_playing)],
    about="Any optimal move is accepted.")

#: Every suite of the project's functions, by name.
SUITES = {"player": PLAYER, "actions": ACTIONS, "result": RESULT, "winner": WINNER,
          "terminal": TERMINAL, "utility": UTILITY, "minimax": MINIMAX}


# -- whole games ---------------------------------------------------------------------------

#: Complete games from the empty board, and the boards generated on the way (what a minimax
#: without pruning looks at for the first move).
GAMES_FROM_EMPTY, BOARDS_FROM_EMPTY = 255_168, 549_945


class _Asker:
    """Asks the learner's minimax once per board (on a fresh copy) and notes any trouble."""

    def __init__(self, minimax):
        self.minimax, self.memo, self.problems, self.seen = minimax, {}, {}, {}
        self.raw = {}                   # what it returned, as it returned it

    def __call__(self, board, fresh=False):
        """The move on ``board``; ``fresh``: ask even if it was asked before (the first move,
        whose calls are counted each time the case runs).  :attr:`problems` holds what went
        wrong since it was last emptied, remembered answers included."""
        key = R.key(board)
        if fresh or key not in self.memo:
            given, seen = [list(row) for row in board], {}
            chosen = self.minimax(given)
            if given != board:
                seen["changed"] = (R.show(board), _shown_board(given))
            as_move = tuple(chosen) if isinstance(chosen, list) and len(chosen) == 2 else chosen
            try:
                legal = as_move in R.actions(board)
            except TypeError:
                legal = False
            if legal and as_move is not chosen:       # a legal move written [i, j]: the games
                seen["list"] = (R.show(board), repr(chosen))    # go on with it made a tuple
            self.memo[key], self.seen[key], self.raw[key] = (as_move if legal else None), seen, \
                chosen
        for kind, found in self.seen[key].items():
            self.problems.setdefault(kind, found)
        if self.memo[key] is None:
            self.problems.setdefault("illegal", (R.show(board), repr(self.raw[key])))
        return self.memo[key]


class _Counting:
    """Count the calls of some global functions of ``func``'s module while it runs."""

    def __init__(self, func, names):
        self.space = getattr(inspect.unwrap(func), "__globals__", None) or {}
        self.names = [n for n in names if callable(self.space.get(n))]
        self.counts = dict.fromkeys(names, 0)

    def __enter__(self):
        self.saved = {}
        for name in self.names:
            real = self.saved[name] = self.space[name]

            def counting(*args, _real=real, _name=name, **kwargs):
                self.counts[_name] += 1
                return _real(*args, **kwargs)
            self.space[name] = counting
        return self

    def __exit__(self, *exc):
        self.space.update(self.saved)
        return False


def _play(minimax, task, games, seed, asker):
    board = R.parse("... / ... / ...")
    if task == "first":
        with _Counting(minimax, ["result", "utility"]) as counting:
            asker(board, fresh=True)
        # what it returned, legal or not (an illegal one is noted by the asker)
        return {"move": asker.raw[R.key(board)], "boards": counting.counts["result"],
                "games": counting.counts["utility"], "counted": len(counting.names) == 2}
    if task == "self":
        moves = 0
        while not R.terminal(board):
            move = asker(board)
            if move is None:
                return {"winner": None, "moves": moves, "stopped": R.show(board)}
            board, moves = R.result(board, move), moves + 1
        return {"winner": R.winner(board), "moves": moves}
    rng, tally, lost = random.Random(seed), {"won": 0, "drawn": 0, "lost": 0}, None
    for _ in range(games):
        board, moves = R.parse("... / ... / ..."), []
        while not R.terminal(board):
            move = asker(board) if R.player(board) == task else rng.choice(sorted(R.actions(board)))
            if move is None:
                return dict(tally, first_lost=lost, stopped=(sum(tally.values()) + 1, games))
            moves.append(move)
            board = R.result(board, move)
        won = R.winner(board)
        outcome = "won" if won == task else "drawn" if won is None else "lost"
        tally[outcome] += 1
        lost = lost or (moves if outcome == "lost" else None)
    return dict(tally, first_lost=lost)


class _GameWatch:
    """One asker per function, shared by the four cases of one check."""

    __slots__ = ("askers",)

    def __init__(self):
        self.askers = {}

    def __repr__(self):
        return "<watch>"


def _games_call(func, args, kwargs, watch):
    task, games, seed = args
    asker = watch.askers.setdefault(id(func), _Asker(func))
    asker.problems = {}                   # this case's own troubles only
    return dict(_play(func, task, games, seed, asker), problems=dict(asker.problems))


def _games_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    task, found, notes = case.args[0], obs.value[1], []
    problems = found.get("problems", {})
    if "changed" in problems:
        before, after = problems["changed"]
        notes.append(f"minimax changed the board it was given: {before} before the call, "
                     f"{after} after it")
    if "list" in problems:
        board, move = problems["list"]
        notes.append(f"on {board} minimax returned {move}, a list: return the move as a tuple "
                     "(i, j), as actions gives it")
    if "illegal" in problems:
        board, move = problems["illegal"]
        notes.append(f"on {board} minimax returned {move}, which is not an empty square")
    if task == "first" and found["counted"] and found["games"] > GAMES_FROM_EMPTY:
        notes.append(f"utility was called {found['games']:,} times, more than the "
                     f"{GAMES_FROM_EMPTY:,} games there are")
    elif task in ("X", "O") and found["lost"]:
        played = found["won"] + found["drawn"] + found["lost"]
        notes.append(f"lost {found['lost']} of {played} games as {task}; the first lost game "
                     f"went {list(found['first_lost'])}")
    elif task == "self" and found["winner"] is not None:
        notes.append(f"playing itself, {found['winner']} won after {found['moves']} moves: "
                     "perfect play on both sides is a draw")
    return not notes, notes


def _games_cases(games=1000, seed=0, seconds=120):
    budget, watch = Budget(None, seconds), _GameWatch()
    picks = [("first", "the first move from the empty board",
              "minimax(initial_state()), counting the calls of result and utility",
              f"a move; utility called at most {GAMES_FROM_EMPTY:,} times (exactly that without "
              "pruning)"),
             ("X", f"{games:,} games as X against random moves", f"random.Random({seed}) plays O",
              "no game lost"),
             ("O", f"{games:,} games as O against random moves", f"random.Random({seed}) plays X",
              "no game lost"),
             ("self", "against itself", "minimax plays both sides", "a draw")]
    return [Case(label, (task, games, seed), given=given, shown=shown, budget=budget, tags={task},
                 data={"watch": watch}) for task, label, given, shown in picks]


def _games_show(value):
    if not isinstance(value, dict):
        return repr(value)
    if "won" in value:
        tally = f"{value['won']:,} won, {value['drawn']:,} drawn, {value['lost']:,} lost"
        if value.get("stopped"):
            tally += " (game {:,} of {:,} stopped: no legal move from minimax)".format(
                *value["stopped"])
        return tally
    if value.get("stopped"):
        moves = value["moves"]
        return (f"no legal move from minimax after {moves} move{'' if moves == 1 else 's'}, on "
                f"{value['stopped']}")
    if "winner" in value:
        who = "a draw" if value["winner"] is None else f"{value['winner']} won"
        return f"{who} after {value['moves']} moves"
    counted = (f"; result called {value['boards']:,} times, utility {value['games']:,} times"
               if value["counted"] else "")
    return f"move {value['move']!r}{counted}"


def _shown_board(board):
    try:
        return R.show(board)
    except Exception:  # noqa: BLE001 - whatever the function left there
        return repr(board)


def _noted(word):
    return lambda trials: any(word in note for t in trials for note in t.notes)


def _games_extra(trials):
    found = {}
    for t in trials:
        if t.obs.kind == "value":
            found[t.case.args[0]] = (t.obs.value[1], t.obs.seconds)
        elif t.obs.kind != "skipped":
            found[t.case.args[0]] = (None, t.obs.seconds)
    return found


GAMES = Suite(
    "games", "minimax(board) plays whole games: never loses, draws against itself", _games_cases,
    reference=None, arguments=lambda case: (case.args, {}, case.data["watch"]),
    call=_games_call, normalise=lambda v: ("games", v) if isinstance(v, dict) else plain(v),
    judge=_games_judge, show=_games_show, extra=_games_extra,
    total=lambda seconds=120, **_: 4 * seconds + 10,
    recognisers=[
        Recogniser("board-changed", "minimax changed the board it was given (see the board "
                   "before and after the call above). It must leave it as it was: try each move "
                   "on a new board, result(board, action), or, if minimax writes a move on the "
                   "board itself to try it, undo every write before it returns.",
                   _noted("changed the board"), always=True),
        Recogniser("too-many-games", "utility was called more often than there are games "
                   "(255,168 from the empty board): is it called on boards that are not "
                   "finished, or does terminal miss a win so that games go on past their end?",
                   _noted("more than the"), always=True),
        Recogniser("move-as-list", "Return the move as a tuple (i, j), as actions gives it, not "
                   "as a list [i, j] (where a list was a legal move, the games went on with it "
                   "made a tuple).",
                   _noted("a list: return"), always=True),
        Recogniser("losses", "Your AI lost games: some of its moves are not optimal. Run the "
                   "minimax check (lesson.check(\"minimax\", minimax)): if it fails, it shows "
                   "on which boards; if it passes, replay the first lost game above move by "
                   "move and compare each of your AI's moves with the best ones.",
                   _noted("games as"), always=True),
        Recogniser("self-win", "Against itself it did not draw: with best play on both sides "
                   "tic-tac-toe is a draw. Run the minimax check: if it fails, it shows which "
                   "moves are not optimal.", _noted("playing itself"), always=True)],
    about="Each board is asked once and its move remembered, so the many games cost little more "
          "than the first moves. The games run at full speed; a case stops only at its time "
          "limit (seconds=).")


class GamesExercise(Exercise):
    """Whole games: the report also gives the counts of the first move and the games' results."""

    def describe(self, report):
        found = report.extra
        first = found.get("first", (None, 0))[0]
        if first is not None and first["counted"]:
            if first["boards"] or first["games"]:
                report.notes.append(
                    f"First move {first['move']}: your result was called {first['boards']:,} "
                    f"times (boards generated), your utility {first['games']:,} times (games "
                    f"played out); without pruning: {BOARDS_FROM_EMPTY:,} and "
                    f"{GAMES_FROM_EMPTY:,}.")
            else:
                report.notes.append(
                    f"First move {first['move']}: your minimax did not call your result or "
                    "utility (it plays its moves its own way), so its work is not counted.")
        for side in ("X", "O"):
            tally = found.get(side, (None, 0))[0]
            if tally is not None:
                stopped = tally.get("stopped")
                report.notes.append(
                    f"As {side}: {tally['won']:,} won, {tally['drawn']:,} drawn, "
                    f"{tally['lost']:,} lost" + (f" (then game {stopped[0]:,} of {stopped[1]:,} "
                                                  "stopped: no legal move)." if stopped else "."))
        if found:
            seconds = sum(s for _, s in found.values())
            report.notes.append(f"The games took {seconds:.1f} s.")
