"""Playable boards: tic-tac-toe and Connect Four against the AI (standard ipywidgets).

Each board is a small object holding the game, the position and the
widgets (a GridBox of Buttons plus a few controls).  Display it by making
it the last expression of a cell.  Everything a click does can also be
done from code, which is how notebook cells and tests check a board
without a browser::

    board = TicTacToeBoard(human="O")    # the AI (X) has already moved
    board.click(1, 1)                    # our move; the AI answers at once
    board.state, board.winner, board.over

Errors are never swallowed: a click that fails writes the error in the
board's status line and raises it again.

Examples
--------
>>> b = TicTacToeBoard(human="X")
>>> b.click(1, 1)
>>> b.state.count("X"), b.state.count("O"), b.over
(1, 1, False)
>>> b.show_values = True
>>> sorted(set(b.values().values()))
[0]
>>> c = ConnectFourBoard(human="X", depth=2)
>>> c.click(3)
>>> c.moves[0], len(c.moves)
(3, 2)
"""

import ipywidgets as w

from ..errors import GameError
from ..games.connect4 import ConnectFour
from ..games.play import depth_limited_player, perfect_player
from ..games.tictactoe import TicTacToe
from ..games.algorithms import minimax

__all__ = ["TicTacToeBoard", "ConnectFourBoard"]

_COLORS = {"X": "#e05050", "O": "#f0c419", None: "#f4f4f4"}


class _Board:
    """What both boards share: sides, AI choice, status line, move history."""

    def __init__(self, game, human, ai, extra_controls=()):
        if human not in ("X", "O"):
            raise GameError(f"the learner plays 'X' or 'O', not {human!r}")
        self.game = game
        self.ais = dict(ai) if isinstance(ai, dict) else {"AI": ai}
        self.status = w.HTML()
        self.side = w.ToggleButtons(options=["X", "O"], value=human, description="You play:",
                                    style={"button_width": "50px"})
        self.new_button = w.Button(description="New game", icon="refresh")
        self.ai_button = w.Button(description="AI move", tooltip="Let the AI play the side "
                                  "to move")
        self.opponent = w.Dropdown(options=list(self.ais), description="Opponent:",
                                   layout=w.Layout(width="220px"))
        self.new_button.on_click(lambda _b: self._guard(self.new_game))
        self.ai_button.on_click(lambda _b: self._guard(self.ai_move))
        self.side.observe(lambda ch: self._guard(self.new_game), names="value")
        self.opponent.observe(lambda ch: self._guard(self.new_game), names="value")
        controls = [self.side, self.new_button, self.ai_button]
        if len(self.ais) > 1:
            controls.append(self.opponent)
        self.controls = w.HBox(controls + list(extra_controls))

    # -- state -----------------------------------------------------------------
    @property
    def human(self):
        """The side the learner plays."""
        return self.side.value

    @property
    def ai(self):
        """The AI currently playing against the learner."""
        return self.ais[self.opponent.value]

    @property
    def over(self):
        """True once the game has ended."""
        return self.game.terminal(self.state)

    @property
    def winner(self):
        """``"X"``, ``"O"`` or None."""
        return self.game.winner(self.state)

    @property
    def to_move(self):
        """The side to move."""
        return self.game.player(self.state)

    def new_game(self, human=None):
        """Start again (optionally switching sides); the AI opens if it plays X."""
        if human is not None and human != self.side.value:
            self.side.value = human          # its observer starts the new game
            return
        self.state = self.game.initial
        self.moves = []
        self._message = ""
        if self.to_move != self.human:
            self._ai_plays()
        self.refresh()

    def _play(self, move):
        self.state = self.game.result(self.state, move)
        self.moves.append(move)

    def _ai_plays(self):
        move = self.ai(self.game, self.state)
        self._play(move)
        self._message = f"The AI played {self._name(move)}."

    def play(self, move):
        """The learner plays ``move``; the AI answers unless the game is over."""
        if self.over:
            raise GameError("the game is over: start a new one")
        if self.to_move != self.human:
            raise GameError(f"it is the AI's turn ({self.to_move}): press 'AI move'")
        self._play(move)
        self._message = ""
        if not self.over:
            self._ai_plays()
        self.refresh()

    def ai_move(self):
        """Let the AI play one move for the side to move (either side)."""
        if self.over:
            raise GameError("the game is over: start a new one")
        self._ai_plays()
        self.refresh()

    def _guard(self, action, *args):
        try:
            action(*args)
        except Exception as error:
            self.status.value = f"<b style='color:#b00'>Error:</b> {error}"
            raise

    def _status_text(self):
        if self.over:
            w_ = self.winner
            if w_ is None:
                return "Draw."
            return "You win!" if w_ == self.human else f"{w_} wins."
        turn = "Your move" if self.to_move == self.human else "The AI's move"
        return f"{self._message} {turn} ({self.to_move}).".strip()

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)


class TicTacToeBoard(_Board):
    """Tic-tac-toe against an AI that never loses.

    Parameters
    ----------
    human : {"X", "O"}
        The learner's side (X moves first).
    ai : callable or dict, optional
        ``ai(game, state) -> (row, col)``; default a perfect minimax player.
        A dict of named AIs adds a dropdown to choose the opponent (e.g.
        ``{"reference": None, "mine": project_player(my_minimax)}``; None
        stands for the default).
    show_values : bool
        Write on each empty square the minimax value of playing there
        (+1 X wins, 0 draw, -1 O wins, with best play afterwards).
    """

    def __init__(self, *, human="X", ai=None, show_values=False):
        self._memo = {}
        default = perfect_player(self._memo)
        if isinstance(ai, dict):
            ai = {k: default if v is None else v for k, v in ai.items()}
        super().__init__(TicTacToe(), human, default if ai is None else ai)
        self.buttons = []
        for i in range(9):
            b = w.Button(layout=w.Layout(width="64px", height="64px"),
                         style={"font_weight": "bold"})
            b.on_click(lambda _b, r=i // 3, c=i % 3: self._guard(self.click, r, c))
            self.buttons.append(b)
        self.grid = w.GridBox(self.buttons, layout=w.Layout(
            grid_template_columns="repeat(3, 66px)", grid_gap="2px"))
        self.values_toggle = w.ToggleButton(value=show_values, description="Show AI values",
                                            tooltip="minimax value of each empty square")
        self.values_toggle.observe(lambda ch: self._guard(self.refresh), names="value")
        self.controls.children += (self.values_toggle,)
        self.widget = w.VBox([self.controls, self.grid, self.status])
        self.new_game()

    @property
    def show_values(self):
        """Whether the squares show their minimax values."""
        return self.values_toggle.value

    @show_values.setter
    def show_values(self, on):
        self.values_toggle.value = bool(on)

    def click(self, row, col):
        """The learner marks ``(row, col)``; the AI answers."""
        self.play((row, col))

    def values(self):
        """``{(row, col): value}`` for every empty square (X's point of view)."""
        if self.over:
            return {}
        return minimax(self.game, state=self.state, memo=self._memo).action_values

    def _name(self, move):
        return f"({move[0]}, {move[1]})"

    def refresh(self):
        """Redraw the squares and the status line from the position."""
        values = self.values() if self.show_values else {}
        for i, b in enumerate(self.buttons):
            mark = self.state[i]
            move = (i // 3, i % 3)
            if mark != ".":
                b.description, b.disabled = mark, True
                b.style.button_color = _COLORS[mark]
                b.tooltip = ""
            else:
                v = values.get(move)
                b.description = "" if v is None else f"{v:+d}" if v else "0"
                b.tooltip = "" if v is None else f"minimax value {v} for X"
                b.disabled = self.over or self.to_move != self.human
                b.style.button_color = _COLORS[None]
        self.status.value = self._status_text()


class ConnectFourBoard(_Board):
    """Connect Four against a depth-limited alpha-beta AI.

    Parameters
    ----------
    human : {"X", "O"}
        The learner's side (X, red, moves first).
    depth : int
        How many moves ahead the AI looks (a slider sets it later).
    ai : callable or dict, optional
        Replaces the depth-limited AI (the slider then does nothing).
    rows, cols : int
        Board size.
    """

    def __init__(self, *, human="X", depth=4, ai=None, rows=6, cols=7):
        self.depth = w.IntSlider(value=depth, min=1, max=8, description="AI depth:",
                                 continuous_update=False)
        super().__init__(ConnectFour(rows, cols), human,
                         self._depth_ai if ai is None else ai, extra_controls=(self.depth,))
        self.cells = []
        for r in range(rows):
            for c in range(cols):
                b = w.Button(layout=w.Layout(width="42px", height="42px"))
                b.on_click(lambda _b, c=c: self._guard(self.click, c))
                self.cells.append(b)
        self.grid = w.GridBox(self.cells, layout=w.Layout(
            grid_template_columns=f"repeat({cols}, 44px)", grid_gap="2px"))
        self.widget = w.VBox([self.controls, self.grid, self.status])
        self.new_game()

    def _depth_ai(self, game, state):
        return depth_limited_player(self.depth.value)(game, state)

    def click(self, col):
        """The learner drops a disc in column ``col``; the AI answers."""
        self.play(col)

    drop = click

    def _name(self, move):
        return f"column {move}"

    def refresh(self):
        """Redraw the discs and the status line from the position."""
        g = self.game
        for i, b in enumerate(self.cells):
            r, c = divmod(i, g.cols)
            mark = g.cell(self.state, r, c)
            b.style.button_color = _COLORS[mark]
            b.description = ""
            b.disabled = self.over or self.to_move != self.human
        self.status.value = self._status_text()
