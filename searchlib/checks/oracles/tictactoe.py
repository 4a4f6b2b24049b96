"""Tic-tac-toe rules and exhaustive minimax, written for the checks (the family's oracle).

Boards are the project's: three lists of three cells, each ``"X"``, ``"O"``
or ``None``; X moves first.  Values are from X's point of view (1, 0, -1)
and memoised on the board as a tuple, so solving every reachable board
(5,478 of them) takes a fraction of a second.  The moves a minimax with a
planted mistake can choose are computed here too (:func:`variant_moves`),
independently of :mod:`searchlib.games`.

Examples
--------
>>> empty = [[None] * 3 for _ in range(3)]
>>> value(empty), len(reachable()), sum(1 for b in reachable() if not terminal(b))
(0, 5478, 4520)
>>> board = parse("XO. / .X. / O..")
>>> player(board), sorted(best_moves(board))
('X', [(1, 0), (1, 2), (2, 2)])
"""

import math
from functools import lru_cache

__all__ = ["X", "O", "EMPTY", "LINES", "parse", "show", "key", "player", "actions", "result",
           "winner", "terminal", "utility", "value", "best_moves", "minimax_move", "reachable",
           "variant_moves"]

X, O, EMPTY = "X", "O", None

#: The eight lines, named: (name, cells).
LINES = ([(f"{name} row", [(r, 0), (r, 1), (r, 2)])
          for r, name in enumerate(("top", "middle", "bottom"))]
         + [(f"{name} column", [(0, c), (1, c), (2, c)])
            for c, name in enumerate(("left", "middle", "right"))]
         + [("diagonal from the top left", [(0, 0), (1, 1), (2, 2)]),
            ("diagonal from the top right", [(0, 2), (1, 1), (2, 0)])])


def parse(text):
    """A board from ``"XO. / .X. / O.."`` (rows split by ``/``, ``.`` empty)."""
    rows = [row.strip() for row in text.split("/")]
    return [[None if ch == "." else ch for ch in row] for row in rows]


def show(board):
    """The board as ``"XO. / .X. / O.."``."""
    return " / ".join("".join("." if c is None else c for c in row) for row in board)


def key(board):
    """The board as a hashable tuple of nine cells."""
    return tuple(cell for row in board for cell in row)


def player(board):
    """Whose turn it is: X when the counts are equal."""
    cells = key(board)
    return X if cells.count(X) == cells.count(O) else O


def actions(board):
    """The empty cells, as a set of (row, col) (built in row order)."""
    return {(r, c) for r, row in enumerate(board) for c, cell in enumerate(row)
            if cell is EMPTY}


def result(board, action):
    """A new board with the mover's mark at ``action`` (raises on an illegal one)."""
    if action not in actions(board):
        raise ValueError(f"illegal move {action!r}")
    new = [list(row) for row in board]
    new[action[0]][action[1]] = player(board)
    return new


def winner(board):
    """X or O when they hold a full line, else None."""
    for _, cells in LINES:
        a, b, c = (board[r][col] for r, col in cells)
        if a is not EMPTY and a == b == c:
            return a
    return None


def terminal(board):
    """True when someone has won or the board is full."""
    if winner(board) in (X, O):
        return True
    return EMPTY not in key(board)


#: X's score for each possible winner (None: a draw, or not over yet).
_SCORE = {X: 1, O: -1, None: 0}


def utility(board):
    """1 if X has won, -1 if O has, 0 otherwise."""
    return _SCORE[winner(board)]


@lru_cache(maxsize=None)
def _value(cells, rule):
    over, score = _outcome(cells)
    if over:
        return score
    values = [_value(child, rule) for _, child in _after(cells, _row_major)]
    x_moves = _x_moves(cells)
    if rule == "all-max" or (rule == "minimax" and x_moves) or (rule == "swapped" and not x_moves):
        return max(values)
    return min(values)


def value(board, rule="minimax"):
    """The minimax value of ``board`` (``rule="all-max"``: O maximises too;
    ``"all-min"``: X minimises too; ``"swapped"``: X minimises and O maximises)."""
    return _value(key(board), rule)


def _pick(board, rule, top_o_max=False):
    moves = {a: value(result(board, a), rule) for a in actions(board)}
    if player(board) == X or top_o_max:
        best = max(moves.values())
    else:
        best = min(moves.values())
    return {a for a, v in moves.items() if v == best}


def best_moves(board):
    """The optimal moves (a set); empty on a terminal board."""
    if terminal(board):
        return set()
    return _pick(board, "minimax")


def minimax_move(board):
    """One optimal move (the first in row order), or None on a finished board.

    Examples
    --------
    >>> minimax_move(parse(".XO / OXX / X.O"))
    (2, 1)
    """
    moves = best_moves(board)
    return min(moves) if moves else None


def reachable():
    """Every board reachable from the empty one (terminal ones included)."""
    seen = {}
    stack = [[[EMPTY] * 3 for _ in range(3)]]
    while stack:
        board = stack.pop()
        k = key(board)
        if k in seen:
            continue
        seen[k] = board
        if not terminal(board):
            stack.extend(result(board, a) for a in actions(board))
    return list(seen.values())


def _sign(board):
    """+1 when X is to move, -1 when O is: turns X's scores into the mover's."""
    return 1 if player(board) == X else -1


# The searches with a planted mistake below walk the same boards many times over (each
# tried in two move orders, ties kept first or last, a window handed down or not): they
# work on the nine cells as a tuple and are memoised on it, with the window they were
# given (each is a pure function of the board, the window and the move order).

#: The eight lines as indexes into the nine cells.
_LINE_CELLS = tuple(tuple(3 * r + c for r, c in cells) for _, cells in LINES)


@lru_cache(maxsize=None)
def _outcome(cells):
    """``(over, X's score)`` of the board whose cells are ``cells``."""
    for a, b, c in _LINE_CELLS:
        mark = cells[a]
        if mark is not EMPTY and mark == cells[b] == cells[c]:
            return True, _SCORE[mark]
    return EMPTY not in cells, 0


def _x_moves(cells):
    return cells.count(X) == cells.count(O)


@lru_cache(maxsize=None)
def _after(cells, order):
    """``((move, cells after it), ...)`` in ``order``'s order."""
    mark = X if _x_moves(cells) else O
    return tuple((move, cells[:3 * move[0] + move[1]] + (mark,) + cells[3 * move[0] + move[1] + 1:])
                 for move in order(cells))


@lru_cache(maxsize=None)
def _negamax(cells, lo, hi, order):
    """Fail-soft alpha-beta in negamax form: the score for the side to move.

    ``(lo, hi)`` is the window in that side's terms; the first move whose
    score reaches ``hi`` stops the loop, and the score found so far is
    returned (it may lie outside the window).
    """
    over, score = _outcome(cells)
    if over:
        return score if _x_moves(cells) else -score
    top = -math.inf
    for _, child in _after(cells, order):
        top = max(top, -_negamax(child, -hi, -lo, order))
        if top >= hi:
            break
        lo = max(lo, top)
    return top


def _alphabeta_swapped(board, order, keep_last, guarded=False):
    """Alpha-beta whose top level hands its best value to the wrong bound.

    Right: below a top-level move the opponent's window is ``(-inf, -best)``
    (it cannot do better than refute ``best``).  Swapped: ``(-best, inf)``,
    which is what passing X's best as beta (or O's as alpha) comes to.
    ``guarded``: the first move is searched with the full window (the best
    value handed down only once there is one).
    """
    best, chosen = -math.inf, None              # in the mover's terms
    for move, child in _after(key(board), order):
        lo = -math.inf if guarded and chosen is None else -best
        score = -_negamax(child, lo, math.inf, order)
        if score > best or (keep_last and score == best):
            best, chosen = score, move
    return chosen


def _top(board, order, keep_last, hand_down, slip, inner=None):
    """The top level over :func:`_slipped` with ``slip``: the mover keeps its best move,
    handing its best value so far down as the right bound (or always the full window).
    ``inner``: the order of the moves below the top, when it is not ``order`` (a top level
    that sorts its moves over value functions that take them as the set gives them)."""
    mover_x = player(board) == X
    best, chosen = (-math.inf if mover_x else math.inf), None
    for move, child in _after(key(board), order):
        window = ((best if mover_x else -math.inf, math.inf if mover_x else best) if hand_down
                  else (-math.inf, math.inf))
        v = _slipped(child, *window, inner or order, slip)
        better = v > best if mover_x else v < best
        if better or (keep_last and v == best):
            best, chosen = v, move
    return chosen


def _o_max_top_pruned(board, order, keep_last):
    """O keeping the LARGEST value at the top, over alpha-beta that hands its best value on.

    The top level starts from +inf and keeps the first move, then any larger
    value; each move is scored by X's side with the window ``(-inf, best)``.
    """
    best, chosen = math.inf, None
    for move, child in _after(key(board), order):
        score = _negamax(child, -math.inf, best, order)    # X's terms
        if best == math.inf or score > best or (keep_last and score == best):
            best, chosen = score, move
    return chosen


@lru_cache(maxsize=None)
def _slipped(cells, alpha, beta, order, slip):
    """Alpha-beta in X's values with one ``slip``.

    ``"roles"``: max_value and min_value use each other's test and update (MAX tests
    alpha and lowers beta, MIN tests beta and raises alpha); ``"args"``: the recursive
    calls pass the bounds in swapped order, ``(child, beta, alpha)``, each function's own
    test and update being right; ``"roles-max"``, ``"roles-min"``, ``"args-max"``,
    ``"args-min"``: that slip in max_value only, or in min_value only (the other function
    right); ``"test-max"``, ``"test-min"``: max_value only (or min_value only) using the
    other's cut test, its own bound update right (MAX stopping when ``v <= alpha``, MIN
    when ``v >= beta``); ``"test"``: both of these at once; ``"bound-max"``, ``"bound-min"``:
    max_value's cut test (or min_value's) comparing its value with the other bound, in the
    right direction (MAX stopping when ``v >= alpha``, MIN when ``v <= beta``);
    ``"min-alpha"``: MIN raises alpha instead of lowering beta (after its first move its
    value is at most alpha, so it stops after its second: a MIN node is worth the smaller of
    its first two moves); ``"max-beta"``: MAX lowers beta instead of
    raising alpha (its mirror: a MAX node is worth the larger of its first two moves).
    ``None``: no slip.
    """
    over, score = _outcome(cells)
    if over:
        return score
    is_max = _x_moves(cells)
    side = "-max" if is_max else "-min"             # a slip made in this function only
    roles = slip in ("roles", "roles" + side)
    max_test = is_max != (roles or slip in ("test", "test" + side))    # the cut test MAX has
    other_bound = slip == "bound" + side            # the cut test compares with the other bound
    raises_alpha = is_max != roles                  # the bound update MAX has
    if slip == ("max-beta" if is_max else "min-alpha"):
        raises_alpha = not raises_alpha             # the mistake: the other's bound
    v = -math.inf if is_max else math.inf
    for _, child in _after(cells, order):
        window = (beta, alpha) if slip in ("args", "args" + side) else (alpha, beta)
        found = _slipped(child, *window, order, slip)
        v = max(v, found) if is_max else min(v, found)
        low, high = (beta, alpha) if other_bound else (alpha, beta)
        if v >= high if max_test else v <= low:
            return v
        if raises_alpha:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
    return v


def _row_major(cells):
    return [(r, c) for r in range(3) for c in range(3) if cells[3 * r + c] is EMPTY]


def _set_order(cells):
    return list({(r, c) for r in range(3) for c in range(3) if cells[3 * r + c] is EMPTY})


#: (the order of the moves at the top, the order below it) that the alpha-beta searches with a
#: slip are tried in: the same everywhere, or a top level that sorts its moves (for a fixed
#: choice among ties) over max_value and min_value that take them as the set gives them.
_ORDERS = ((_row_major, _row_major), (_set_order, _set_order), (_row_major, _set_order))


#: variant_moves's mistakes that are one slip of :func:`_slipped` under either top level (or
#: one only): (the slip, whether the top level hands its best value down[, whether its ties
#: replace the best move: both when not given]).
_ONE_SLIP = {"min-alpha": ("min-alpha", (False, True)), "max-beta": ("max-beta", (False, True)),
             "test-swapped-max": ("test-max", (False, True)),
             "test-swapped-min": ("test-min", (False, True)),
             "test-swapped-min-full": ("test-min", (False,)),
             "test-swapped-min-down": ("test-min", (True,)),
             # ties kept first only: kept last, their moves cover those of other slips
             "test-swapped": ("test", (False, True), (False,)),
             "max-tests-alpha": ("bound-max", (False, True), (False,)),
             "min-tests-beta": ("bound-min", (False, True))}


def variant_moves(board, mistake):
    """The moves a minimax with ``mistake`` could choose on ``board``.

    ``"o-max-top"``: O picks the largest value at the top only (over plain
    minimax, or over alpha-beta handing its best value on);
    ``"o-max-down"``: the scores below the top are computed with O
    maximising; ``"x-min-down"``: with X minimising; ``"o-max-both"``: O maximising at the
    top and below; ``"no-alternation"``: the value functions never hand over
    to the other player (X's moves are scored by a MIN that always minimises, O's by a MAX
    that always maximises);
    ``"swapped"``: MAX and MIN swapped everywhere (X minimises, O maximises);
    ``"ab-swapped"``: alpha-beta whose top level passes its best value as
    the other bound (with the moves tried in row order or in a set's order,
    ties kept first or last); ``"child-own-side"``: each move scored with the
    mover's own value function (X's moves by max_value, O's by min_value);
    ``"x-first-draw"``: X takes the first move that does not lose (the first
    move when all lose; O plays right); ``"min-alpha"``: alpha-beta whose MIN
    node raises alpha instead of lowering beta (``"max-beta"``: whose MAX node lowers beta
    instead of raising alpha); ``"test-swapped-max"``, ``"test-swapped-min"``: alpha-beta whose
    max_value only (or min_value only) uses the other's cut test, its bound update right
    (``"test-swapped-min-full"``, ``"-down"``: under the full window at the top only, or
    under the best value handed down only); each of these under either top level, ties kept
    first or last; ``"ties-last"``: right alpha-beta under a top level that hands its best
    value down and replaces its best move on a tie; ``"test-swapped"``: alpha-beta whose
    max_value and min_value each use the other's cut test (their updates right), under either
    top level, ties kept first; ``"max-tests-alpha"``, ``"min-tests-beta"``: alpha-beta whose
    max_value's cut test compares with alpha (``v >= alpha``), or min_value's with beta
    (``v <= beta``), under either top level (ties kept first for ``"max-tests-alpha"``: kept
    last, its moves cover those of max_value's swapped test or bound update on the check's
    boards); ``"roles-swapped"``: alpha-beta whose
    max_value tests alpha and lowers beta, and min_value tests beta and raises alpha, under
    a top level that hands down the full window (``"roles-swapped-down"``: its best value so
    far, as the right bound); ``"args-swapped"``: alpha-beta whose recursive calls pass
    (beta, alpha) to a function that takes (alpha, beta), under a top level that hands down
    the full window (``"args-swapped-down"``: its best value so far, as the right bound,
    ties kept first); ``"roles-swapped-max"``, ``"roles-swapped-min"``: max_value only (or
    min_value only) using the other's test and update, under a top level that hands its best
    value so far down as the right bound (under the full window nothing is cut, and the moves
    are right); ``"args-swapped-max"``, ``"args-swapped-min"``: max_value's recursive call only
    (or min_value's) passing (beta, alpha), under either top level;
    ``"min-stuck"``: min_value takes the smallest of min_value
    (it never hands over to max_value; max_value does), ``"max-stuck"`` the other way round;
    ``"first-move"``: the first free cell in row order or in a
    set's order, whatever the values.

    The alpha-beta searches with a slip try their moves in row order or in a set's order
    everywhere, or in row order at the top only (a top level that sorts its moves over value
    functions that do not): ``_ORDERS``.
    """
    if terminal(board):
        return set()
    if mistake == "no-alternation":
        mover = player(board)
        moves = {a: value(result(board, a), "all-min" if mover == X else "all-max")
                 for a in actions(board)}
        best = (max if mover == X else min)(moves.values())
        return {a for a, v in moves.items() if v == best}
    if mistake == "o-max-top":
        pruned = set()
        if player(board) == O:
            pruned = {_o_max_top_pruned(board, order, last) for order in (_row_major, _set_order)
                      for last in (False, True)}
        return _pick(board, "minimax", top_o_max=True) | pruned
    if mistake == "swapped":
        moves = {a: value(result(board, a), "swapped") for a in actions(board)}
        best = (min if player(board) == X else max)(moves.values())
        return {a for a, v in moves.items() if v == best}
    if mistake == "child-own-side":
        moves = {a: value(result(board, a), "swapped") for a in actions(board)}
        best = (max if player(board) == X else min)(moves.values())
        return {a for a, v in moves.items() if v == best}
    if mistake == "x-first-draw":
        if player(board) == O:
            return best_moves(board)
        cells = key(board)
        return {next((a for a in order(cells) if value(result(board, a)) >= 0), order(cells)[0])
                for order in (_row_major, _set_order)}
    if mistake in ("min-stuck", "max-stuck"):
        stuck = "all-min" if mistake == "min-stuck" else "all-max"
        turn = max if player(board) == X else min

        def other(child):                    # the value function that still hands over
            if terminal(child):
                return utility(child)
            return (min if turn is max else max)(value(result(child, a), stuck)
                                                 for a in actions(child))
        if (mistake == "min-stuck") == (turn is max):   # the mover scores with the stuck one
            moves = {a: value(result(board, a), stuck) for a in actions(board)}
        else:
            moves = {a: other(result(board, a)) for a in actions(board)}
        best = turn(moves.values())
        return {a for a, v in moves.items() if v == best}
    if mistake == "first-move":
        return {_row_major(key(board))[0], _set_order(key(board))[0]}
    if mistake in _ONE_SLIP:
        slip, tops, *lasts = _ONE_SLIP[mistake]
        return {_top(board, top, last, down, slip, inner)
                for top, inner in _ORDERS for last in (lasts[0] if lasts else (False, True))
                for down in tops} - {None}
    if mistake == "ties-last":
        return {_top(board, top, True, True, None, inner) for top, inner in _ORDERS}
    if mistake == "o-max-down":
        return _pick(board, "all-max")
    if mistake == "x-min-down":
        return _pick(board, "all-min")
    if mistake == "o-max-both":
        return _pick(board, "all-max", top_o_max=True)
    if mistake == "ab-swapped":
        return {_alphabeta_swapped(board, order, last, guarded)
                for order in (_row_major, _set_order) for last in (False, True)
                for guarded in (False, True)} - {None}
    if mistake == "args-swapped":
        return {_top(board, top, last, False, "args", inner)
                for top, inner in _ORDERS for last in (False, True)} - {None}
    if mistake == "args-swapped-down":
        # ties kept first only: kept last, its moves cover those of the full window's on the
        # check's boards, and the two have different hints
        return {_top(board, top, False, True, "args", inner)
                for top, inner in _ORDERS} - {None}
    if mistake in ("roles-swapped-max", "roles-swapped-min"):
        # under the full window at the top these are plain minimax: nobody moves the bound
        # the wrong function tests, so nothing is cut
        return {_top(board, top, last, True, "roles" + mistake[-4:], inner)
                for top, inner in _ORDERS for last in (False, True)} - {None}
    if mistake in ("args-swapped-max", "args-swapped-min"):
        return {_top(board, top, last, down, "args" + mistake[-4:], inner)
                for top, inner in _ORDERS for last in (False, True)
                for down in (False, True)} - {None}
    if mistake in ("roles-swapped", "roles-swapped-down"):
        down = mistake == "roles-swapped-down"
        return {_top(board, top, last, down, "roles", inner)
                for top, inner in _ORDERS for last in (False, True)} - {None}
    raise ValueError(f"unknown mistake {mistake!r}")
