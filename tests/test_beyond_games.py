"""Iterative-deepening alpha-beta with a transposition table, and Monte Carlo tree search,
against independent code: a plain depth-limited minimax written here, and exhaustive
tic-tac-toe values."""

import math
import random

import pytest

from searchlib import ConnectFour, GameTree, TicTacToe, alphabeta, minimax, step_through
from searchlib.errors import GameError
from searchlib.games import (
    Chance, GameStats, TranspositionTable, game_search, id_alphabeta, mcts, mcts_player, play,
    random_player,
)
from searchlib.games.mcts import ucb1
from searchlib.games.table import usable

C4 = ConnectFour()
TTT = TicTacToe()


def limited_minimax(game, state, depth):
    """Depth-limited minimax written here (no pruning, no table): the oracle."""
    value = game.outcome(state)
    if value is not None:
        return value
    if depth == 0:
        return game.evaluate(state)
    values = [limited_minimax(game, game.result(state, a), depth - 1)
              for a in game.actions(state)]
    return max(values) if game.role(state) == 0 else min(values)


def random_position(game, moves, seed):
    rng = random.Random(seed)
    state = game.initial
    for _ in range(moves):
        nxt = game.result(state, rng.choice(list(game.actions(state))))
        if game.terminal(nxt):
            break
        state = nxt
    return state


OPTIONS = [dict(), dict(order="previous"), dict(table=True), dict(table=True, order="previous"),
           dict(table=True, killers=True), dict(table=True, history=True),
           dict(table=True, order="previous", killers=True),
           dict(table=True, order="previous", killers=True, history=True)]


@pytest.mark.parametrize("seed", range(6))
def test_every_round_returns_the_plain_alphabeta_value(seed):
    state = random_position(C4, 4 + seed, seed)
    truth = {d: limited_minimax(C4, state, d) for d in range(1, 5)}
    for options in OPTIONS:
        result = id_alphabeta(C4, state=state, max_depth=4, **options)
        assert [r.depth for r in result.rounds] == [1, 2, 3, 4]
        for r in result.rounds:
            assert r.complete and r.value == pytest.approx(truth[r.depth])
            assert r.value == alphabeta(C4, state=state, depth=r.depth).value
        assert result.value == pytest.approx(truth[4])


@pytest.mark.parametrize("seed", range(4))
def test_deeper_rounds_match_plain_alphabeta(seed):
    state = random_position(C4, 6 + seed, 100 + seed)
    plain = alphabeta(C4, state=state, depth=6)
    for options in OPTIONS[2:]:
        assert id_alphabeta(C4, state=state, max_depth=6, **options).value == plain.value


def test_the_table_stores_true_bounds():
    state = random_position(C4, 7, 3)
    table = TranspositionTable()
    events = list(game_search(C4, state, prune=True, depth=4, table=table, trace=True,
                              stats=GameStats()))
    stores = [e for e in events if e[0] == "store"]
    kinds = {e[4] for e in stores}
    assert kinds == {"exact", "lower", "upper"}
    for _, position, depth, value, kind, _, _ in stores:
        true = limited_minimax(C4, position, depth)
        if kind == "exact":
            assert value == pytest.approx(true)
        elif kind == "lower":
            assert true >= value - 1e-12
        else:
            assert true <= value + 1e-12


def test_a_full_tictactoe_search_with_a_table_gives_minimax_values():
    memo = {}
    boards = [s for s in TicTacToe.reachable() if not TTT.terminal(s)]
    for board in random.Random(5).sample(boards, 250):
        stats = GameStats()
        for _ in game_search(TTT, board, prune=True, table=TranspositionTable(), stats=stats):
            pass
        assert stats.value == minimax(TTT, state=board, memo=memo).value


def test_storing_cut_values_as_exact_goes_wrong():
    board = "..OXXO..."
    right, wrong = GameStats(), GameStats()
    for _ in game_search(TTT, board, prune=True, table=TranspositionTable(), stats=right):
        pass
    for _ in game_search(TTT, board, prune=True, table=TranspositionTable(bounds=False),
                         stats=wrong):
        pass
    assert minimax(TTT, state=board).value == right.value == 0
    assert wrong.value == 1


def test_usable_entries():
    table = TranspositionTable()
    table.store("p", 2, 0.3, "upper", 1)
    entry = table["p"]
    assert usable(entry, 2, alpha=0.5, beta=0.9) and not usable(entry, 2, alpha=0.1, beta=0.9)
    assert not usable(entry, 3, alpha=0.5, beta=0.9)        # not deep enough
    table.store("p", 1, 0.9, "exact", 2)                    # shallower: not replacing
    assert table["p"].depth == 2


def test_the_table_and_ordering_save_work_at_depth_seven():
    state = random_position(C4, 8, 1)
    plain = alphabeta(C4, state=state, depth=7)
    tuned = id_alphabeta(C4, state=state, max_depth=7, table=True, order="previous")
    assert tuned.value == plain.value and tuned.visited < plain.visited


def test_a_budget_keeps_the_deepest_finished_round():
    result = id_alphabeta(C4, max_nodes=3000, table=True)
    assert result.outcome == "budget"
    assert result.depth == max(r.depth for r in result.rounds if r.complete)
    assert result.action is not None and result.rounds[-1].complete is False
    timed = id_alphabeta(C4, max_seconds=0.05, table=True)
    assert timed.outcome == "budget" and timed.action in C4.actions(C4.initial)
    with pytest.raises(GameError, match="max_depth"):
        id_alphabeta(C4)


def test_deepening_stops_when_the_game_is_searched_to_the_end():
    result = id_alphabeta(TTT, state="XX.OO....", max_depth=9)
    assert result.outcome == "complete" and result.depth < 9 and result.value == 1
    assert result.rounds[-1].estimates == 0 < result.rounds[0].estimates
    tabled = id_alphabeta(TTT, state="XX.OO....", max_depth=9, table=True)
    assert tabled.outcome == "complete" and tabled.value == 1


def test_the_deepening_trace_steps_through_every_round():
    result = id_alphabeta(C4, state=random_position(C4, 6, 2), max_depth=3, table=True,
                          trace=True)
    kinds = [s.kind for s in result.trace]
    assert kinds.count("deepen") == 3 and kinds.count("deepened") == 3
    messages = [s.message for s in result.trace]
    assert messages[0] == "Round 1: alpha-beta from the root, 1 move deep."
    assert "Round 2: alpha-beta again from the root, now 2 moves deep." in messages
    assert any("stored in the table as a lower bound" in m for m in messages)
    stepper = step_through(result)
    stepper.go(-1)
    assert stepper.message.startswith("Done")


def test_a_tree_with_estimates_deepens_too():
    tree = GameTree([[3, 5], [2, 9]])
    result = id_alphabeta(tree, max_depth=2, evaluate=lambda s: 0)
    assert result.value == minimax(tree).value == 3


# -- MCTS -----------------------------------------------------------------------------------
def forced(board, memo):
    """Moves that keep the position's minimax value (the winning moves when it is won)."""
    value = minimax(TTT, state=board, memo=memo).value
    good = [a for a in TTT.actions(board)
            if minimax(TTT, state=TTT.result(board, a), memo=memo).value == value]
    return value, good


def test_mcts_with_a_large_budget_finds_the_forced_win():
    memo = {}
    boards = [s for s in TicTacToe.reachable() if not TTT.terminal(s)
              and sum(ch != "." for ch in s) >= 4]
    won = [b for b in boards if minimax(TTT, state=b, memo=memo).value != 0]
    for k, board in enumerate(random.Random(7).sample(won, 30)):
        value, good = forced(board, memo)
        result = mcts(TTT, state=board, iterations=3000, seed=k)
        assert result.action in good, (board, result.action, good)


def test_mcts_is_reproducible_and_counts():
    a = mcts(C4, iterations=300, seed=4)
    b = mcts(C4, iterations=300, seed=4)
    assert (a.action, a.visits, a.wins, a.playout_moves) == (b.action, b.visits, b.wins,
                                                            b.playout_moves)
    assert sum(a.visits.values()) == a.iterations == 300
    assert a.nodes == 301 and a.root.visits == 300
    assert a.action == max(a.visits, key=lambda m: (a.visits[m], a.win_rates[m]))


def test_the_mcts_trace_folds_what_the_search_counted():
    result = mcts(TTT, state="X...O....", iterations=60, seed=3, c=1.0, trace=True)
    trace = result.trace
    assert len(trace) == 2 + 4 * 60
    last = trace[-1]
    # the fold's W and N are the tree's
    def walk(node):
        yield node
        for child in node.children:
            yield from walk(child)
    for node in walk(result.root):
        assert last.stats[node.id] == (node.wins, node.visits)
    # every select step chose the child with the highest UCB1, computed here from the fold
    for step in trace:
        if step.kind != "select":
            continue
        before = trace[step.index - 1].stats
        for level, row in enumerate(step.scores):
            parent = step.path[level]
            scores = {child: ucb1(*before[child], before[parent][1], 1.0)
                      for child, _, _, _ in row}
            assert step.path[level + 1] == max(scores, key=lambda k: (scores[k], -k))
    stepper = step_through(result)
    stepper.go(4)
    assert stepper.message.startswith("Backup")
    stepper.go(-1)
    assert stepper.message.startswith("Done after 60 iterations")


def test_mcts_against_random_players():
    ai = mcts_player(200, seed=1)
    results = [play(TTT, ai, random_player(seed=k)).winner for k in range(6)]
    assert results.count("O") == 0


def test_mcts_errors():
    with pytest.raises(GameError, match="over"):
        mcts(TTT, state="XXXOO....")
    with pytest.raises(GameError, match="iterations"):
        mcts(TTT, iterations=0)
    with pytest.raises(GameError, match="chance"):
        mcts(GameTree([Chance([1, -1], [0.5, 0.5]), 0]), iterations=5)
    with pytest.raises(GameError, match="exploration"):
        mcts(TTT, c=-1)
    with pytest.raises(GameError, match="between -1 and 1"):
        mcts(GameTree([[3, 5], [2, 9]]), iterations=5)


def test_the_exploration_constant_zero_never_returns_to_a_bad_looking_move():
    greedy = mcts(TTT, iterations=400, seed=2, c=0)
    spread = mcts(TTT, iterations=400, seed=2)
    assert max(greedy.visits.values()) > max(spread.visits.values())
    assert math.isclose(sum(spread.visits.values()), 400)
