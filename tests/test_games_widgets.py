"""Playable boards, driven from code as a notebook cell would."""

import pytest

from searchlib import GameError, TicTacToe
from searchlib.games import project_player, random_player
from searchlib.widgets import ConnectFourBoard, TicTacToeBoard


def test_tictactoe_board_click_and_ai_reply():
    b = TicTacToeBoard(human="X")
    assert b.state == "........." and b.status.value == "Your move (X)."
    b.click(0, 0)
    assert b.state.count("X") == 1 and b.state.count("O") == 1 and b.moves[0] == (0, 0)
    assert b.buttons[0].description == "X" and b.buttons[0].disabled
    assert b.status.value.startswith("The AI played")
    with pytest.raises(GameError, match="already taken"):
        b.click(0, 0)


def test_the_board_ai_never_loses_to_random_clicks():
    for human in ("X", "O"):
        for seed in range(12):
            b = TicTacToeBoard(human=human)
            rnd = random_player(seed)
            while not b.over:
                b.click(*rnd(b.game, b.state))
            assert b.winner != human
            assert b.status.value in ("Draw.", f"{'XO'[human == 'X']} wins.")


def test_learner_plays_o_and_switching_sides():
    b = TicTacToeBoard(human="O")
    assert b.state.count("X") == 1 and b.to_move == "O"
    b.new_game(human="X")
    assert b.state == "........." and b.human == "X"
    b.side.value = "O"                              # as the toggle in the browser does
    assert b.state.count("X") == 1


def test_value_toggle_shows_minimax_values():
    b = TicTacToeBoard(human="O")                   # X (the AI) took (0, 0)
    assert all(btn.description in ("", "X") for btn in b.buttons)
    b.values_toggle.value = True
    labels = {i: btn.description for i, btn in enumerate(b.buttons) if btn.description != "X"}
    assert labels[4] == "0"                          # the centre holds the draw
    assert labels[1] == "+1"                         # an edge loses for O
    assert b.values()[(1, 1)] == 0 and b.values()[(0, 1)] == 1


def test_buttons_click_through_the_widget_callbacks():
    b = TicTacToeBoard(human="X")
    b.buttons[4].click()                            # ipywidgets' own click
    assert b.state[4] == "X"
    b.buttons[4].disabled = False                   # force a bad click: the error is shown
    b.buttons[4].click()                            # (and re-raised: ipywidgets logs it)
    assert "Error" in b.status.value and "already taken" in b.status.value
    assert b.state.count("X") == 1


def test_a_learner_ai_from_the_project():
    def learner_minimax(board):
        # the first empty square: a weak "AI" written on the project's board
        return next((i, j) for i in range(3) for j in range(3) if board[i][j] is None)
    b = TicTacToeBoard(human="X", ai={"reference": None, "mine": project_player(learner_minimax)})
    assert b.opponent.options == ("reference", "mine")
    b.opponent.value = "mine"
    b.click(1, 1)
    assert b.state == "O...X...."
    b.ai_button.click()                             # the learner's AI plays X's move too
    assert b.state == "OX..X...."


def test_connect_four_board():
    c = ConnectFourBoard(human="X", depth=2)
    c.click(3)
    assert c.moves[0] == 3 and len(c.moves) == 2
    assert c.cells[5 * 7 + 3].style.button_color == "#e05050"
    c.depth.value = 1
    c.drop(3)
    assert len(c.moves) == 4
    o = ConnectFourBoard(human="O", depth=1)
    assert len(o.moves) == 1 and o.to_move == "O"
    with pytest.raises(GameError, match="columns are numbered"):
        o.click(9)


def test_widget_is_displayable():
    b = TicTacToeBoard()
    assert b.widget.children[1] is b.grid and len(b.grid.children) == 9
    assert hasattr(b, "_ipython_display_") and isinstance(b.game, TicTacToe)
