"""Tic-Tac-Toe implementations for the check tests: one right, and one per catalogued mistake.

Each wrong class overrides exactly one method of :class:`Right`, the way a
learner's version differs from a correct one.  ``CASES`` lists, for each,
the function to check, the suite, and the mistake key the check must name.
"""

import copy
import math

X, O, EMPTY = "X", "O", None


class Right:
    """A correct project: the seven functions, minimax with alpha-beta."""

    def player(self, board):
        marks = [cell for row in board for cell in row]
        return X if marks.count(X) == marks.count(O) else O

    def actions(self, board):
        return {(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY}

    def result(self, board, action):
        if action not in self.actions(board):
            raise ValueError(f"not a legal move: {action}")
        new = copy.deepcopy(board)
        new[action[0]][action[1]] = self.player(board)
        return new

    LINES = ([[(i, 0), (i, 1), (i, 2)] for i in range(3)]
             + [[(0, j), (1, j), (2, j)] for j in range(3)]
             + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]])

    def winner(self, board):
        for line in self.LINES:
            a, b, c = (board[i][j] for i, j in line)
            if a is not EMPTY and a == b == c:
                return a
        return None

    def terminal(self, board):
        return self.winner(board) is not None or not self.actions(board)

    def utility(self, board):
        return {X: 1, O: -1}.get(self.winner(board), 0)

    def sign(self, board):
        """+1 when X is to move, -1 when O is: it turns X's scores into the mover's."""
        return 1 if self.player(board) == X else -1

    def side_value(self, board, lo, hi):
        """The score of ``board`` for the side to move: negamax with fail-soft pruning.

        ``(lo, hi)`` is the window in the mover's terms: once a move scores
        ``hi`` or more, the rest are skipped.
        """
        if self.terminal(board):
            return self.sign(board) * self.utility(board)
        top = -math.inf
        for move in self.actions(board):
            top = max(top, -self.side_value(self.result(board, move), -hi, -lo))
            if top >= hi:
                break
            lo = max(lo, top)
        return top

    def child_window(self, board, bar):
        """The opponent's window under a top-level move, ``bar`` the mover's best so far:
        the opponent need only show it can hold the mover to ``bar`` or less."""
        return -math.inf, -bar

    def minimax(self, board):
        if self.terminal(board):
            return None
        choice, bar = None, -math.inf                # bar: the mover's best score so far
        for move in self.actions(board):
            score = -self.side_value(self.result(board, move), *self.child_window(board, bar))
            if score > bar:
                choice, bar = move, score
        return choice


class NoPruning(Right):
    """Also right: plain negamax (slower, same moves)."""

    def side_value(self, board, lo=None, hi=None):
        if self.terminal(board):
            return self.sign(board) * self.utility(board)
        return max(-self.side_value(self.result(board, move)) for move in self.actions(board))


class OFirst(Right):
    def player(self, board):
        marks = [cell for row in board for cell in row]
        return O if marks.count(X) == marks.count(O) else X


class OneRowPlayer(Right):
    def player(self, board):
        return X if board[0].count(X) == board[0].count(O) else O   # mistake: one row


class OneBasedActions(Right):
    def actions(self, board):
        return {(i + 1, j + 1) for i in range(3) for j in range(3)
                if board[i][j] is EMPTY}            # mistake: counted from 1


class ColumnRowActions(Right):
    def actions(self, board):
        return {(j, i) for i in range(3) for j in range(3) if board[i][j] is EMPTY}   # mistake


class ListActions(Right):
    def actions(self, board):
        return [(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY]


class NegativeAccepted(Right):
    def result(self, board, action):
        i, j = action
        if board[i][j] is not EMPTY:          # (-1, 2) is board[2][2]: no error
            raise ValueError("occupied")
        new = copy.deepcopy(board)
        new[i][j] = self.player(board)
        return new


class NoCheck(Right):
    def result(self, board, action):
        new = copy.deepcopy(board)                 # mistake: any move is played
        new[action[0]][action[1]] = self.player(board)
        return new


class AlwaysX(Right):
    def result(self, board, action):
        if action not in self.actions(board):
            raise ValueError("illegal")
        new = copy.deepcopy(board)
        new[action[0]][action[1]] = X              # mistake: always X
        return new


class InPlace(Right):
    def result(self, board, action):
        if action not in self.actions(board):
            raise ValueError("illegal")
        board[action[0]][action[1]] = self.player(board)
        return board


class ShallowCopy(Right):
    def result(self, board, action):
        if action not in self.actions(board):
            raise ValueError("illegal")
        new = board.copy()
        new[action[0]][action[1]] = self.player(board)
        return new


class EmptyLineWins(Right):
    def winner(self, board):
        for line in self.LINES:
            a, b, c = (board[i][j] for i, j in line)
            if a == b == c:                    # three EMPTY cells are equal too
                return a
        return None


class WinnerTrue(Right):
    def winner(self, board):
        return True if super().winner(board) else None    # mistake: True, not the mark


class MissedDiagonal(Right):
    LINES = Right.LINES[:-1]                   # the diagonal from the top right is missing


class FullOnlyTerminal(Right):
    def terminal(self, board):
        return not self.actions(board)


class WinnerOnlyTerminal(Right):
    def terminal(self, board):
        return self.winner(board) is not None


class SwappedUtility(Right):
    def utility(self, board):
        return {X: -1, O: 1}.get(self.winner(board), 0)


class OMaxTop(Right):
    def minimax(self, board):
        if self.terminal(board) or self.player(board) == X:
            return super().minimax(board)
        # O to move: X's score of each move, searched in full ...
        scores = {move: self.side_value(self.result(board, move), -math.inf, math.inf)
                  for move in self.actions(board)}
        return max(scores, key=scores.get)         # mistake: ... and O takes the LARGEST


class OMaxDown(Right):
    def side_value(self, board, lo, hi):
        if self.terminal(board) or self.player(board) == X:
            return super().side_value(board, lo, hi)
        # O to move, scored in its own terms as minus X's score
        return -max(self.side_value(self.result(board, move), -math.inf, math.inf)
                    for move in self.actions(board))    # mistake: the MIN player maximises


class NoAlternation(Right):
    """max_value calls max_value and min_value calls min_value."""

    def minimax(self, board):
        if self.terminal(board):
            return None
        mover = self.player(board)
        scores = {move: self.same_side(self.result(board, move), mover == O)
                  for move in self.actions(board)}
        pick = max if mover == X else min
        return pick(scores, key=scores.get)

    def same_side(self, board, maximise):
        if self.terminal(board):
            return self.utility(board)
        values = [self.same_side(self.result(board, m), maximise) for m in self.actions(board)]
        return max(values) if maximise else min(values)     # mistake: never alternates


class SwappedBounds(Right):
    def child_window(self, board, bar):
        return -bar, math.inf                       # mistake: swapped (on both sides)


class SwappedBoundsX(Right):
    """Only X's side hands its best value down as the wrong bound."""

    def child_window(self, board, bar):
        if self.player(board) == X:
            return -bar, math.inf                   # mistake: swapped
        return super().child_window(board, bar)


class SwappedBoundsO(Right):
    """Only O's side hands its best value down as the wrong bound."""

    def child_window(self, board, bar):
        if self.player(board) == O:
            return -bar, math.inf                   # mistake: swapped
        return super().child_window(board, bar)


class ReturnsValue(Right):
    def minimax(self, board):
        move = super().minimax(board)
        if move is None:
            return None
        after = self.result(board, move)
        return -self.sign(board) * self.side_value(after, -math.inf, math.inf)   # mistake


class Stub(Right):
    def player(self, board):
        raise NotImplementedError


class CountsRows(Right):
    def player(self, board):
        return X if board.count(X) == board.count(O) else O     # counts rows equal to X: 0


class StrictCounts(Right):
    def player(self, board):
        xs = sum(row.count(X) for row in board)
        os_ = sum(row.count(O) for row in board)
        return X if xs < os_ else O                  # mistake: X moves when the counts are equal


class ColumnRowResult(Right):
    def result(self, board, action):
        if action not in self.actions(board):
            raise ValueError("illegal")
        new = copy.deepcopy(board)
        new[action[1]][action[0]] = self.player(board)    # mistake: board[j][i]
        return new


class TerminalOwnLines(Right):
    """terminal with its own line test, missing some lines."""

    def __init__(self, lines=7):
        self.count = lines

    def terminal(self, board):
        for line in self.LINES[:self.count]:
            a, b, c = (board[i][j] for i, j in line)
            if a is not EMPTY and a == b == c:
                return True
        return all(cell is not EMPTY for row in board for cell in row)


class UtilityIsWinner(Right):
    def utility(self, board):
        return self.winner(board)                    # mistake: 'X', 'O' or None


class UtilityNoneForDraw(Right):
    def utility(self, board):
        w = self.winner(board)
        return 1 if w == X else -1 if w == O else None


class UtilityMoverView(Right):
    def utility(self, board):
        w = self.winner(board)
        if w is None:
            return 0
        return 1 if w == self.player(board) else -1     # mistake: the mover's point of view


class UtilityAnyWin(Right):
    def utility(self, board):
        return 1 if self.winner(board) is not None else 0


class MaxMin(Right):
    """A plain max_value / min_value minimax, the way the lecture writes it."""

    def max_value(self, board):
        if self.terminal(board):
            return self.utility(board)
        return max(self.min_value(self.result(board, a)) for a in self.actions(board))

    def min_value(self, board):
        if self.terminal(board):
            return self.utility(board)
        return min(self.max_value(self.result(board, a)) for a in self.actions(board))

    def minimax(self, board):
        if self.terminal(board):
            return None
        if self.player(board) == X:
            return max(sorted(self.actions(board)),
                       key=lambda a: self.min_value(self.result(board, a)))
        return min(sorted(self.actions(board)), key=lambda a: self.max_value(self.result(board, a)))


class NoneWhenLost(MaxMin):
    def minimax(self, board):
        if self.terminal(board):
            return None
        if self.player(board) == X:
            best, move = -1, None                    # mistake: -1, and a strict >
            for a in sorted(self.actions(board)):
                v = self.min_value(self.result(board, a))
                if v > best:
                    best, move = v, a
            return move
        best, move = 1, None
        for a in sorted(self.actions(board)):
            v = self.max_value(self.result(board, a))
            if v < best:
                best, move = v, a
        return move


class MoveAsList(Right):
    def minimax(self, board):
        move = super().minimax(board)
        return None if move is None else list(move)


class DepthLimited(MaxMin):
    """Looks ``depth`` moves past each move and calls the rest a draw."""

    def __init__(self, depth=4):
        self.depth = depth

    def limited(self, board, depth):
        if self.terminal(board):
            return self.utility(board)
        if depth == 0:
            return 0
        values = [self.limited(self.result(board, a), depth - 1) for a in self.actions(board)]
        return max(values) if self.player(board) == X else min(values)

    def minimax(self, board):
        if self.terminal(board):
            return None
        pick = max if self.player(board) == X else min
        return pick(sorted(self.actions(board)),
                    key=lambda a: self.limited(self.result(board, a), self.depth))


class ChildOwnSide(MaxMin):
    def minimax(self, board):
        if self.terminal(board):
            return None
        if self.player(board) == X:                  # mistake: max_value after X's move
            return max(sorted(self.actions(board)),
                       key=lambda a: self.max_value(self.result(board, a)))
        return min(sorted(self.actions(board)), key=lambda a: self.min_value(self.result(board, a)))


class XFirstDraw(MaxMin):
    def minimax(self, board):
        if self.terminal(board):
            return None
        if self.player(board) == X:
            for a in sorted(self.actions(board)):
                if self.min_value(self.result(board, a)) >= 0:
                    return a                          # mistake: a draw is not the best
            return sorted(self.actions(board))[0]
        return super().minimax(board)


class MinRaisesAlpha(MaxMin):
    def alpha_beta(self, board, alpha, beta):
        if self.terminal(board):
            return self.utility(board)
        if self.player(board) == X:
            v = -math.inf
            for a in sorted(self.actions(board)):
                v = max(v, self.alpha_beta(self.result(board, a), alpha, beta))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = math.inf
        for a in sorted(self.actions(board)):
            v = min(v, self.alpha_beta(self.result(board, a), alpha, beta))
            if v <= alpha:
                return v
            alpha = max(alpha, v)                     # mistake: beta = min(beta, v)
        return v

    def minimax(self, board):
        if self.terminal(board):
            return None
        x = self.player(board) == X
        best, move = (-math.inf if x else math.inf), None
        for a in sorted(self.actions(board)):
            window = (best, math.inf) if x else (-math.inf, best)
            v = self.alpha_beta(self.result(board, a), *window)
            if (v > best) if x else (v < best):
                best, move = v, a
        return move


#: (name, function, suite name, expected mistake key)
CASES = [
    ("O first", OFirst().player, "player", "o-first"),
    ("player counts one row", OneRowPlayer().player, "player", "one-row"),
    ("actions as a list", ListActions().actions, "actions", "list-not-set"),
    ("actions counted from 1", OneBasedActions().actions, "actions", "one-based"),
    ("actions as (column, row)", ColumnRowActions().actions, "actions", "row-col"),
    ("result plays any move", NoCheck().result, "result", "occupied"),
    ("result always places X", AlwaysX().result, "result", "wrong-mark"),
    ("winner returns True", WinnerTrue().winner, "winner", "returns-true"),
    ("value functions never alternate", NoAlternation().minimax, "minimax", "no-alternation"),
    ("negative position accepted", NegativeAccepted().result, "result", "negative-position"),
    ("result in place", InPlace().result, "result", "in-place"),
    ("result copies shallowly", ShallowCopy().result, "result", "shallow-copy"),
    ("a line of empties wins", EmptyLineWins().winner, "winner", "empty-line"),
    ("a missed line", MissedDiagonal().winner, "winner", "missed-line"),
    ("terminal: full board only", FullOnlyTerminal().terminal, "terminal", "full-only"),
    ("terminal: winner only", WinnerOnlyTerminal().terminal, "terminal", "winner-only"),
    ("utility signs swapped", SwappedUtility().utility, "utility", "signs-swapped"),
    ("O maximises at the top", OMaxTop().minimax, "minimax", "o-max-top"),
    ("O maximises further down", OMaxDown().minimax, "minimax", "o-max-down"),
    ("alpha and beta swapped", SwappedBounds().minimax, "minimax", "ab-swapped"),
    ("alpha and beta swapped on X's side only", SwappedBoundsX().minimax, "minimax",
     "ab-swapped-x"),
    ("alpha and beta swapped on O's side only", SwappedBoundsO().minimax, "minimax",
     "ab-swapped-o"),
    ("terminal only full: minimax moves on", FullOnlyTerminal().minimax, "minimax",
     "terminal-move"),
    ("result in place: minimax changes the board", InPlace().minimax, "minimax",
     "mutates-input"),
    ("the value instead of the move", ReturnsValue().minimax, "minimax", "returns-value"),
    ("player counts rows with board.count", CountsRows().player, "player", "always-x"),
    ("player: X when it has fewer", StrictCounts().player, "player", "always-o"),
    ("result writes board[j][i]", ColumnRowResult().result, "result", "column-row"),
    ("terminal misses a diagonal", TerminalOwnLines(7).terminal, "terminal", "missed-line"),
    ("terminal misses both diagonals", TerminalOwnLines(6).terminal, "terminal",
     "missed-line"),
    ("utility from the mover's side", UtilityMoverView().utility, "utility", "any-win-minus"),
    ("utility 1 for any win", UtilityAnyWin().utility, "utility", "any-win-plus"),
    ("minimax gives up on a lost board", NoneWhenLost().minimax, "minimax", "none-when-lost"),
    ("minimax returns a list", MoveAsList().minimax, "minimax", "move-as-list"),
    ("moves scored by the mover's own function", ChildOwnSide().minimax, "minimax",
     "child-own-side"),
    ("X settles for a draw", XFirstDraw().minimax, "minimax", "x-first-draw"),
    ("min_value raises alpha", MinRaisesAlpha().minimax, "minimax", "min-alpha"),
]
