"""Lesson 11's ``expectimax_game(game, state)`` written as learners write it: right, and one
per planted mistake (marked ``# mistake``), plus "almost right" versions that must fail."""

import sys

from searchlib.games import CHANCE


def expectimax_game(game, state):
    """Right: chance weighted by the probabilities, MAX is game.players[0]."""
    if game.terminal(state):
        return game.value(state)
    moves = game.actions(state)
    values = [expectimax_game(game, game.result(state, a)) for a in moves]
    if game.player(state) == CHANCE:
        return sum(game.probability(state, a) * v for a, v in zip(moves, values))
    if game.player(state) == game.players[0]:
        return max(values)
    return min(values)


def expectimax_loops(game, state):
    """Right too: loops instead of comprehensions, the probability read in the loop."""
    if game.terminal(state):
        return game.utility(state, game.players[0])
    who = game.player(state)
    if who == "chance":
        total = 0.0
        for action in game.actions(state):
            total += game.probability(state, action) * expectimax_loops(
                game, game.result(state, action))
        return total
    best = None
    for action in game.actions(state):
        value = expectimax_loops(game, game.result(state, action))
        if best is None or (value > best if who == game.players[0] else value < best):
            best = value
    return best


def expectimax_memo(game, state, memo=None):
    """Right, and unusual: a memo made fresh per call, MAX found by its place in
    game.players, finished games scored through utility, chance as a weighted mean."""
    memo = {} if memo is None else memo
    if state in memo:
        return memo[state]
    if game.terminal(state):
        value = game.utility(state, game.players[0])
    else:
        outcomes = [(action, expectimax_memo(game, game.result(state, action), memo))
                    for action in game.actions(state)]
        who = game.player(state)
        if who == CHANCE:
            weights = [game.probability(state, action) for action, _ in outcomes]
            value = sum(w * v for w, (_, v) in zip(weights, outcomes)) / sum(weights)
        elif game.players.index(who) == 0:
            value = max(v for _, v in outcomes)
        else:
            value = min(v for _, v in outcomes)
    memo[state] = value
    return value


RIGHT = [expectimax_game, expectimax_loops, expectimax_memo]


def _make(chance=None, mover=None, terminal=None, min_takes=min, initial=False):
    def wrong(game, state, level=0):
        if initial:
            state = game.initial                                # mistake: not the state given
        if terminal is None:
            if game.terminal(state):
                return game.value(state)
        elif terminal == "mover":
            if game.terminal(state):
                return game.utility(state, game.player(state))  # mistake: the mover's utility
        moves = game.actions(state)
        values = [wrong(game, game.result(state, a), level + 1) for a in moves]
        who = game.player(state)
        if who == CHANCE:
            if chance is None:
                return sum(game.probability(state, a) * v for a, v in zip(moves, values))
            return chance(values)                               # mistake: the chance rule
        is_max = {None: lambda: who == game.players[0],
                  "swapped": lambda: who == game.players[1],   # mistake: the wrong player
                  "literal": lambda: who == "MAX",             # mistake: a name
                  "level": lambda: level % 2 == 0}[mover]()    # mistake: by level
        return max(values) if is_max else min_takes(values)
    return wrong


def _named(func, name):
    func.__name__ = name
    return func


CASES = [
    (_named(_make(chance=min), "chance_as_min"), "chance-as-min"),
    (_named(_make(chance=max), "chance_as_max"), "chance-as-max"),
    (_named(_make(chance=lambda v: sum(v) / len(v)), "chance_mean"), "unweighted-average"),
    (_named(_make(chance=sum), "chance_sum"), "no-weights"),
    (_named(_make(mover="swapped"), "players_swapped"), "players-swapped"),
    (_named(_make(mover="literal"), "literal_player"), "literal-player"),
    (_named(_make(mover="level"), "by_level"), "by-level"),
    (_named(_make(min_takes=max), "min_maximises"), "min-maximises"),
    (_named(_make(terminal="mover"), "utility_for_mover"), "utility-for-mover"),
    (_named(_make(terminal="never"), "no_terminal_test"), "no-terminal-test"),
]


def equal_odds(game, state):
    """The chance rule written with 1 / len(actions): the same as an unweighted average."""
    if game.terminal(state):
        return game.value(state)
    moves = game.actions(state)
    values = [equal_odds(game, game.result(state, a)) for a in moves]
    if game.player(state) == CHANCE:
        return sum(values) * (1 / len(moves))                   # mistake: equal odds
    return max(values) if game.player(state) == game.players[0] else min(values)


def minimax_only(game, state):
    """No chance branch at all: a chance state is the opponent's."""
    if game.terminal(state):
        return game.value(state)
    values = [minimax_only(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.player(state) == game.players[0] else min(values)


def with_a_flag(game, state, maximizing=True):
    """Whose turn it is carried down as a flag, as for plain lists; chance passes it on."""
    if game.terminal(state):
        return game.value(state)
    if game.player(state) == CHANCE:
        return sum(game.probability(state, a) * with_a_flag(game, game.result(state, a),
                                                              maximizing)
                   for a in game.actions(state))
    values = [with_a_flag(game, game.result(state, a), not maximizing)   # mistake: a flag
              for a in game.actions(state)]
    return max(values) if maximizing else min(values)


def named_x(game, state):
    """MAX found by the name tic-tac-toe gives it."""
    if game.terminal(state):
        return game.value(state)
    moves = game.actions(state)
    values = [named_x(game, game.result(state, a)) for a in moves]
    who = game.player(state)
    if who == "chance":
        return sum(game.probability(state, a) * v for a, v in zip(moves, values))
    return max(values) if who == "X" else min(values)                 # mistake: 'X'


CASES += [(equal_odds, "unweighted-average"), (minimax_only, "chance-as-min"),
          (with_a_flag, "by-level"), (named_x, "literal-player")]

ALMOST = [_named(_make(initial=True), "from_the_initial_state"),
          _named(lambda game, state: round(expectimax_game(game, state)), "rounded"),
          _named(lambda game, state: expectimax_game(game, state) if game.players[0] != "Ann"
                 else 0.0, "race_ignored")]


def library(game, state):
    from searchlib import expectimax
    return expectimax(game, state=state).value


def max_by_name(game, state):
    """MAX found by the names it had in the other games (a fresh learner's try)."""
    if game.terminal(state):
        return game.value(state)
    values = [max_by_name(game, game.result(state, a)) for a in game.actions(state)]
    if game.player(state) == CHANCE:
        return sum(game.probability(state, a) * v
                   for a, v in zip(game.actions(state), values))
    return max(values) if game.player(state) in ('max', 'X', 'you') else min(values)  # mistake


CASES += [(max_by_name, "player-names")]


def _from(max_start, min_start):
    """MAX's and MIN's states start from numbers in their loops (``best = -1000``)."""
    def expectimax_from(game, state):
        if game.terminal(state):
            return game.value(state)
        who = game.player(state)
        if who == CHANCE:
            return sum(game.probability(state, a) * expectimax_from(game, game.result(state, a))
                       for a in game.actions(state))
        best = max_start if who == game.players[0] else min_start      # mistake: a number
        for a in game.actions(state):
            value = expectimax_from(game, game.result(state, a))
            if (value > best) if who == game.players[0] else (value < best):
                best = value
        return best
    return expectimax_from


#: Starts from a number, all of which passed before the cases in the millions: (function,
#: key, what the hint says)
STARTS = [(_named(_from(-1000, 1000), "from_1000"), "finite-start",
           "Your MAX nodes start from -1000 and your MIN nodes from 1000 instead of -inf and +inf"),
          (_named(_from(0, float("inf")), "max_from_0"), "zero-start",
           "Your MAX nodes start from 0"),
          (_named(_from(float("-inf"), 100), "min_from_100"), "finite-start",
           "Your MIN nodes start from 100 instead of +inf")]

#: Right: the same loops from the infinities
RIGHT.append(_named(_from(float("-inf"), float("inf")), "expectimax_from_infinities"))

#: Starts beyond every utility in the millions, but not beyond every number
HUGE_STARTS = [(_named(_from(-sys.maxsize, sys.maxsize), "from_maxsize"), "finite-start",
                "Your MAX nodes start from -sys.maxsize (or -sys.maxsize - 1) and your MIN nodes "
                "from sys.maxsize (or sys.maxsize + 1) instead of -inf and +inf"),
               (_named(_from(-1e18, float("inf")), "max_from_1e18"), "finite-start",
                "Your MAX nodes start from -10**18 (or -1e18) instead of -inf")]
