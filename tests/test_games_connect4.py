"""Connect Four: rules, errors, the evaluation function and depth-limited play."""

import pytest

from searchlib import ConnectFour, GameError, alphabeta, minimax
from searchlib.games import depth_limited_player, play, random_player


def drop(g, cols, state=None):
    s = g.initial if state is None else state
    for c in cols:
        s = g.result(s, c)
    return s


def test_moves_fall_and_alternate():
    g = ConnectFour()
    s = drop(g, [3, 3, 3])
    assert g.show(s).splitlines()[-3:] == [". . . X . . .", ". . . O . . .", ". . . X . . ."]
    assert g.player(s) == "O" and g.cell(s, 5, 3) == "X" and g.cell(s, 0, 3) is None
    assert g.from_rows(["...X...", "...O...", "...X..."]) == s


@pytest.mark.parametrize("cols, winner", [
    ([0, 6, 1, 6, 2, 6, 3], "X"),                 # a row
    ([0, 1, 0, 1, 0, 1, 0], "X"),                 # a column
    ([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3], "X"),     # a rising diagonal
    ([6, 5, 5, 4, 4, 3, 4, 3, 3, 0, 3], "X"),     # a falling diagonal
    ([6, 0, 6, 1, 5, 2, 5, 3], "O"),
])
def test_four_in_a_line_wins(cols, winner):
    g = ConnectFour()
    s = drop(g, cols)
    assert g.terminal(s) and g.winner(s) == winner
    assert g.utility(s, winner) == 1 and g.actions(s) == ()


def test_errors():
    g = ConnectFour()
    s = drop(g, [0] * 6)
    with pytest.raises(GameError, match="column 0 is full"):
        g.result(s, 0)
    with pytest.raises(GameError, match=r"columns are numbered 0..6, not 7"):
        g.result(s, 7)
    with pytest.raises(GameError, match="not -1"):
        g.result(s, -1)
    with pytest.raises(GameError, match="game is over"):
        g.result(drop(g, [0, 1, 0, 1, 0, 1, 0]), 2)
    with pytest.raises(GameError, match="at least 4 rows"):
        ConnectFour(3, 7)
    with pytest.raises(GameError, match="has a gap"):
        g.check_state((1 << 1, 0))
    with pytest.raises(GameError, match="as many discs as O or one more"):
        g.from_rows(["XX....."])
    with pytest.raises(GameError, match="not over"):
        g.utility(g.initial, "X")


def test_full_board_draws():
    g = ConnectFour(4, 4)
    s = g.from_rows(["XXOO", "OOXX", "XXOO", "OOXX"])
    assert g.terminal(s) and g.winner(s) is None and g.value(s) == 0


def test_evaluation_is_an_estimate_below_a_win():
    g = ConnectFour()
    assert g.evaluate(g.initial) == 0
    centre, edge = drop(g, [3]), drop(g, [0])
    assert 0 < g.evaluate(edge) < g.evaluate(centre) < 1
    threat = drop(g, [0, 6, 1, 6, 2])          # X has three in a row
    assert g.evaluate(threat) > g.evaluate(centre)
    assert g.evaluate(drop(g, [5, 3], threat)) == 1


def test_depth_limited_search_sees_a_win_and_a_threat():
    g = ConnectFour()
    threat = drop(g, [0, 6, 1, 6, 2])          # O to move must block column 3
    r = alphabeta(g, state=threat, depth=2)
    assert r.action == 3 and r.outcome == "cutoff"
    win = drop(g, [0, 6, 1, 6, 2, 5])          # X to move wins in column 3
    r = alphabeta(g, state=win, depth=1)
    assert (r.action, r.value) == (3, 1)
    assert minimax(g, state=win, depth=2).value == alphabeta(g, state=win, depth=2).value


def test_alphabeta_agrees_with_minimax_at_depth_3():
    g = ConnectFour()
    s = drop(g, [3, 2, 4])
    assert alphabeta(g, state=s, depth=3).value == minimax(g, state=s, depth=3).value


def test_full_search_hits_the_budget_not_a_hang():
    r = alphabeta(ConnectFour(), max_nodes=20000)
    assert r.outcome == "budget" and r.value is None


def test_deeper_ai_beats_random_play():
    g = ConnectFour()
    for seed in range(3):
        assert play(g, depth_limited_player(2), random_player(seed)).winner == "X"
        assert play(g, random_player(seed), depth_limited_player(2)).winner == "O"


def test_horizon_trap_position():
    from searchlib.games.examples import CONNECT_FOUR_TRAP
    from searchlib.games import play
    g = ConnectFour(start=CONNECT_FOUR_TRAP)
    s = g.initial
    assert g.player(s) == "O"
    shallow, deep = alphabeta(g, depth=2), alphabeta(g, depth=6)
    assert (shallow.action, deep.action) == (3, 0)
    # after the shallow move X has a forced win that a deeper search finds...
    assert alphabeta(g, state=g.result(s, 3), depth=5).value == 1
    # ...and the deep move is not lost within the same horizon
    assert alphabeta(g, state=g.result(s, 0), depth=5).value < 1
    game = play(g, depth_limited_player(2), depth_limited_player(6))
    assert game.winner == "X" and game.moves[0] == 3
