"""Game-tree implementations for the check tests: right ones and one per mistake.

Trees are nested lists of numbers, MAX at the root.  Each wrong version
differs from the right one where the mistake lives (marked ``# mistake``).
"""

import math
import sys

from searchlib.games.notation import Chance, Max, Min, Node


def is_leaf(tree):
    return not isinstance(tree, list)


def minimax(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    values = [minimax(child, not maximizing) for child in tree]
    return max(values) if maximizing else min(values)


def minimax_o_maximises(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    return max(minimax_o_maximises(child) for child in tree)     # mistake: MIN maximises


def minimax_wrong_root(tree, maximizing=True):
    return minimax(tree, not maximizing)                          # mistake: MIN at the root


def minimax_returns_move(tree, maximizing=True):
    values = [minimax(child, not maximizing) for child in tree]
    best = max(values) if maximizing else min(values)
    return values.index(best)                                     # mistake: the move


def minimax_from_1000(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    if maximizing:
        best = -1000                                              # mistake: not -inf
        for child in tree:
            value = minimax_from_1000(child, False)
            if value > best:
                best = value
        return best
    best = 1000                                                   # mistake: not +inf
    for child in tree:
        value = minimax_from_1000(child, True)
        if value < best:
            best = value
    return best


def minimax_max_from_minus_one(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    values = [minimax_max_from_minus_one(child, not maximizing) for child in tree]
    if maximizing:
        return max([-1] + values)                                 # mistake: -1, not -inf
    return min(values)


def minimax_min_from_million(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    best = -math.inf if maximizing else 10**6                     # mistake: 10**6, not +inf
    for child in tree:
        value = minimax_min_from_million(child, not maximizing)
        best = max(best, value) if maximizing else min(best, value)
    return best


def minimax_two_levels(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    if maximizing:                                                # mistake: two levels only
        return max(min(c) if isinstance(c, list) else c for c in tree)
    return min(max(c) if isinstance(c, list) else c for c in tree)


def minimax_two_levels_loop(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    best = None
    for child in tree:
        if isinstance(child, list):                               # mistake: no recursive call
            value = min(child) if maximizing else max(child)
        else:
            value = child
        if best is None or (value > best if maximizing else value < best):
            best = value
    return best


MINIMAX_CASES = [(minimax_o_maximises, "o-maximises"), (minimax_wrong_root, "wrong-root"),
                 (minimax_returns_move, "returns-move"), (minimax_from_1000, "finite-start"),
                 (minimax_max_from_minus_one, "finite-start"),
                 (minimax_min_from_million, "finite-start"),
                 (minimax_two_levels, "two-levels"), (minimax_two_levels_loop, "two-levels")]


def decision(tree):
    values = [minimax(child, False) for child in tree]
    return values.index(max(values))


def decision_value(tree):
    return minimax(tree)                                          # mistake: the value


def decision_min(tree):
    values = [minimax(child, False) for child in tree]
    return values.index(min(values))                              # mistake: MIN's choice


def decision_best_leaf(tree):
    def best_leaf(t):
        return t if is_leaf(t) else max(best_leaf(c) for c in t)
    leaves = [best_leaf(child) for child in tree]
    return leaves.index(max(leaves))                              # mistake: the best leaf


def decision_one_based(tree):
    values = [minimax(child, False) for child in tree]
    return values.index(max(values)) + 1                          # mistake: counts from 1


def decision_child(tree):
    values = [minimax(child, False) for child in tree]
    return tree[values.index(max(values))]                        # mistake: the child itself


def decision_from_minus_100(tree):
    best, move = -100, 0                                          # mistake: not -inf
    for i, child in enumerate(tree):
        value = minimax(child, False)
        if value > best:
            best, move = value, i
    return move


DECISION_CASES = [(decision_value, "returns-value"), (decision_min, "wrong-player"),
                  (decision_best_leaf, "best-leaf"), (decision_one_based, "one-based"),
                  (decision_child, "returns-child"), (decision_from_minus_100, "finite-start")]


def alphabeta(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, value)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def alphabeta_no_pruning(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    values = [alphabeta_no_pruning(child, alpha, beta, not maximizing)
              for child in tree]                                  # mistake: never cuts
    return max(values) if maximizing else min(values)


def alphabeta_strict(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_strict(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, value)
            if v > beta:                                          # mistake: strict
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v < alpha:                                         # mistake: strict
                return v
            beta = min(beta, v)
    return v


def alphabeta_swapped(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_swapped(child, beta, alpha, not maximizing)   # mistake: swapped
        if maximizing:
            v = max(v, value)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def alphabeta_o_maximises(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf
    for child in tree:
        v = max(v, alphabeta_o_maximises(child, alpha, beta, True))   # mistake: MIN maximises
    return v


def alphabeta_no_bounds(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_no_bounds(child, maximizing=not maximizing)   # mistake: no bounds
        if maximizing:
            v = max(v, value)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def alphabeta_min_updates_alpha(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_min_updates_alpha(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, value)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            alpha = max(alpha, v)                                 # mistake: MIN raises alpha
    return v


def alphabeta_wrong_comparison(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_wrong_comparison(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, value)
            if v <= beta:                                         # mistake: the wrong way
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v >= alpha:                                        # mistake: the wrong way
                return v
            beta = min(beta, v)
    return v


def alphabeta_max_tests_alpha(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    if maximizing:
        v = -math.inf
        for child in tree:
            v = max(v, alphabeta_max_tests_alpha(child, alpha, beta, False))
            if v >= alpha:                                        # mistake: alpha, not beta
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for child in tree:
        v = min(v, alphabeta_max_tests_alpha(child, alpha, beta, True))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_min_tests_beta(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    if maximizing:
        v = -math.inf
        for child in tree:
            v = max(v, alphabeta_min_tests_beta(child, alpha, beta, False))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for child in tree:
        v = min(v, alphabeta_min_tests_beta(child, alpha, beta, True))
        if v < beta:                                              # mistake: beta, not alpha
            break
        beta = min(beta, v)
    return v


def alphabeta_max_above_alpha(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_max_above_alpha(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, value)
            if v > alpha:                                         # mistake: alpha, not beta
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


ALPHABETA_CASES = [(alphabeta_no_pruning, "no-pruning"), (alphabeta_strict, "strict"),
                   (alphabeta_swapped, "swapped"), (alphabeta_o_maximises, "o-maximises"),
                   (alphabeta_no_bounds, "no-pruning"),
                   (alphabeta_min_updates_alpha, "min-updates-alpha"),
                   (alphabeta_wrong_comparison, "wrong-comparison"),
                   (alphabeta_max_tests_alpha, "tests-swapped-max"),
                   (alphabeta_max_above_alpha, "tests-swapped-max"),
                   (alphabeta_min_tests_beta, "tests-swapped-min")]


def alphabeta_no_updates(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    if maximizing:
        v = -math.inf
        for child in tree:
            v = max(v, alphabeta_no_updates(child, alpha, beta, False))
            if v >= beta:
                return v                                          # mistake: alpha never raised
        return v
    v = math.inf
    for child in tree:
        v = min(v, alphabeta_no_updates(child, alpha, beta, True))
        if v <= alpha:
            return v                                              # mistake: beta never lowered
    return v


def alphabeta_no_updates_break(tree, alpha=float("-inf"), beta=float("inf"), maximizing=True):
    if is_leaf(tree):
        return tree
    best = float("-inf") if maximizing else float("inf")
    for child in tree:
        value = alphabeta_no_updates_break(child, alpha, beta, not maximizing)
        best = max(best, value) if maximizing else min(best, value)
        if (maximizing and best >= beta) or (not maximizing and best <= alpha):
            break                                                 # mistake: no update after
    return best


def alphabeta_no_alternation(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    if maximizing:
        v = -math.inf
        for child in tree:
            v = max(v, alphabeta_no_alternation(child, alpha, beta, True))   # mistake: True
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for child in tree:
        v = min(v, alphabeta_no_alternation(child, alpha, beta, False))     # mistake: False
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_same_flag(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_same_flag(child, alpha, beta, maximizing)     # mistake: not negated
        if maximizing:
            v = max(v, value)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                break
            beta = min(beta, v)
    return v


ALPHABETA_CASES += [(alphabeta_no_updates, "bounds-never-updated"),
                    (alphabeta_no_updates_break, "bounds-never-updated"),
                    (alphabeta_no_alternation, "no-alternation"),
                    (alphabeta_same_flag, "no-alternation")]


def _ab_from(at_max, at_min):
    def alphabeta(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
        if is_leaf(tree):
            return tree
        if maximizing:
            v = at_max                                            # mistake: not -inf
            for child in tree:
                v = max(v, alphabeta(child, alpha, beta, False))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = at_min                                                # mistake: not +inf
        for child in tree:
            v = min(v, alphabeta(child, alpha, beta, True))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v
    return alphabeta


def alphabeta_best_from_100(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    best = -100 if maximizing else 100                            # mistake: not the infinities
    for child in tree:
        value = alphabeta_best_from_100(child, alpha, beta, not maximizing)
        if maximizing:
            if value > best:
                best = value
            alpha = max(alpha, best)
        else:
            if value < best:
                best = value
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def alphabeta_bounds_1000(tree, alpha=-1000, beta=1000, maximizing=True):   # mistake: finite
    if is_leaf(tree):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_bounds_1000(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, value)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def _ab_bounded(low, high):
    def alphabeta(tree, alpha=low, beta=high, maximizing=True):             # mistake: finite
        if is_leaf(tree):
            return tree
        if maximizing:
            for child in tree:
                alpha = max(alpha, alphabeta(child, alpha, beta, False))
                if alpha >= beta:
                    return beta
            return alpha
        for child in tree:
            beta = min(beta, alphabeta(child, alpha, beta, True))
            if beta <= alpha:
                return alpha
        return beta
    return alphabeta


def _ab_from_bounds(low, high):
    def alphabeta(tree, alpha=low, beta=high, maximizing=True):             # mistake: finite
        if is_leaf(tree):
            return tree
        v = -math.inf if maximizing else math.inf
        for child in tree:
            value = alphabeta(child, alpha, beta, not maximizing)
            if maximizing:
                v = max(v, value)
                alpha = max(alpha, v)
            else:
                v = min(v, value)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return v
    return alphabeta


#: A node's v or the default bounds from a number: (function, key, what the hint says)
ALPHABETA_STARTS = [
    (_ab_from(-1000, 1000), "finite-start", "Your MAX nodes start from -1000 and your MIN nodes "
     "from 1000 instead of -inf and +inf (v = -1000 and v = 1000 before the loop)"),
    (alphabeta_best_from_100, "finite-start", "Your MAX nodes start from -100 and your MIN "
     "nodes from 100 instead of -inf and +inf (v = -100 and v = 100 before the loop)"),
    (_ab_from(0, 0), "zero-start", "Your MAX and MIN nodes start from 0 (v = 0 before the loop)"),
    (_ab_from(-1000, math.inf), "finite-start", "Your MAX nodes start from -1000 instead of -inf"),
    (alphabeta_bounds_1000, "finite-bounds", "Your default bounds are finite numbers (such as "
     "alpha=-1000 and beta=1000) instead of -inf and +inf"),
    (_ab_bounded(-100, 100), "finite-bounds", "Your default bounds are alpha=-100 and beta=100"),
    (_ab_bounded(-1000, math.inf), "finite-bounds", "Your default alpha is -1000 instead of -inf"),
    (_ab_from_bounds(-math.inf, 100), "finite-bounds",
     "Your default beta is a finite number (such as 1000) instead of +inf")]


def alphabeta_first_child(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if is_leaf(tree):
        return tree
    v = None                                                      # right: the first child's
    for child in tree:
        value = alphabeta_first_child(child, alpha, beta, not maximizing)
        if v is None or (value > v if maximizing else value < v):
            v = value
        if maximizing:
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


#: Right, written otherwise: v from the first child, fail-hard, float('inf') with a break
ALPHABETA_RIGHT = [alphabeta, alphabeta_first_child, _ab_bounded(-math.inf, math.inf),
                   _ab_from(float("-inf"), float("inf"))]


def expectimax(tree, maximizing=True):
    if is_leaf(tree):
        return tree
    values = [expectimax(child, not maximizing) for child in tree]
    return max(values) if maximizing else sum(values) / len(values)


def _expecti(rule):
    def wrong(tree, maximizing=True):
        if is_leaf(tree):
            return tree
        values = [wrong(child, not maximizing) for child in tree]
        if maximizing:
            return max(values)
        return rule(values)                                       # mistake: the chance rule
    return wrong


def expectimax_chance_at_root(tree, maximizing=True):
    return expectimax(tree, not maximizing)                       # mistake: chance first


EXPECTIMAX_CASES = [(_expecti(min), "chance-min"), (_expecti(max), "chance-max"),
                    (_expecti(lambda v: sum(v) // len(v)), "floor-division"),
                    (_expecti(sum), "sum"), (expectimax_chance_at_root, "chance-at-root")]


def _expecti_from(start):
    def expectimax(tree, maximizing=True):
        if is_leaf(tree):
            return tree
        if maximizing:
            best = start                                          # mistake: not -inf
            for child in tree:
                value = expectimax(child, False)
                if value > best:
                    best = value
            return best
        return sum(expectimax(child, True) for child in tree) / len(tree)
    return expectimax


#: MAX's nodes from a number: (function, key, what the hint says)
EXPECTIMAX_STARTS = [(_expecti_from(-1000), "finite-start",
                      "Your MAX nodes start from -1000 instead of -inf"),
                     (_expecti_from(0), "zero-start", "Your MAX nodes start from 0")]


# -- depth-limited minimax ---------------------------------------------------------------

def _dl(terminal_first=True, stop=0, full=False, by_level=False, all_max=False,
        eager=False, terminal_test=True, zero=False, literal=None, equal=False):
    def value(game, state, depth, evaluate, level=0, top=None):
        if top is None:
            top = game.player(state) == game.players[0]
        if terminal_test and terminal_first and game.terminal(state):
            return game.value(state)
        if eager:
            evaluate(state)
        if not full and (depth == stop if equal else depth <= stop):   # equal: `depth == 1`
            return 0 if zero else evaluate(state)
        if terminal_test and game.terminal(state):
            return game.value(state)
        values = [value(game, game.result(state, a), depth - 1, evaluate, level + 1, top)
                  for a in game.actions(state)]
        if all_max:
            mover = True
        elif by_level:
            mover = (level % 2 == 0) == top
        elif literal:
            mover = game.player(state) == literal      # mistake: the player's name written in
        else:
            mover = game.player(state) == game.players[0]
        return max(values) if mover else min(values)

    def depth_limited_value(game, state, depth, evaluate):
        return value(game, state, depth, evaluate)
    return depth_limited_value


def _alphabeta(game, state, depth, evaluate, alpha=-math.inf, beta=math.inf):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    maximising = game.player(state) == game.players[0]
    v = -math.inf if maximising else math.inf
    for a in game.actions(state):
        child = _alphabeta(game, game.result(state, a), depth - 1, evaluate, alpha, beta)
        if maximising:
            v = max(v, child)
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return v


DEPTH_RIGHT = [_dl(), _alphabeta]

DEPTH_CASES = [(_dl(**variant), key) for variant, key in [
    (dict(terminal_first=False), "estimate-at-end"),
    (dict(terminal_test=False), "no-terminal-test"),
    (dict(stop=-1), "too-deep"),
    (dict(stop=1), "too-shallow"),
    (dict(stop=1, equal=True), "too-shallow"),
    (dict(full=True), "depth-ignored"),
    (dict(by_level=True), "by-level"),
    (dict(all_max=True), "min-maximises"),
    (dict(eager=True), "estimate-above-limit"),
    (dict(zero=True), "never-evaluates"),
    (dict(literal="X"), "literal-player"),
]]


def depth_limited_from_1000(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    if game.player(state) == game.players[0]:
        best = -1000                                              # mistake: not -inf
        for a in game.actions(state):
            value = depth_limited_from_1000(game, game.result(state, a), depth - 1, evaluate)
            if value > best:
                best = value
        return best
    best = 1000                                                   # mistake: not +inf
    for a in game.actions(state):
        value = depth_limited_from_1000(game, game.result(state, a), depth - 1, evaluate)
        if value < best:
            best = value
    return best


def depth_limited_from_0(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    maximising = game.player(state) == game.players[0]
    best = 0                                                      # mistake: not -inf / +inf
    for a in game.actions(state):
        value = depth_limited_from_0(game, game.result(state, a), depth - 1, evaluate)
        best = max(best, value) if maximising else min(best, value)
    return best


def depth_limited_max_from_100(game, state, depth, evaluate):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    values = [depth_limited_max_from_100(game, game.result(state, a), depth - 1, evaluate)
              for a in game.actions(state)]
    if game.player(state) == game.players[0]:
        return max([-100] + values)                               # mistake: -100, not -inf
    return min(values)


def depth_limited_first_child(game, state, depth, evaluate):
    """Right: each position starts from its first move's value (no infinity at all)."""
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    maximising = game.player(state) == game.players[0]
    best = None
    for a in game.actions(state):
        value = depth_limited_first_child(game, game.result(state, a), depth - 1, evaluate)
        if best is None or (value > best if maximising else value < best):
            best = value
    return best


def depth_limited_math_inf(game, state, depth, evaluate):
    """Right: the loop form, from math.inf."""
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    maximising = game.player(state) == game.players[0]
    best = -math.inf if maximising else math.inf
    for a in game.actions(state):
        value = depth_limited_math_inf(game, game.result(state, a), depth - 1, evaluate)
        if (value > best) if maximising else (value < best):
            best = value
    return best


DEPTH_RIGHT += [depth_limited_first_child, depth_limited_math_inf]

#: Nodes that start from a number instead of an infinity: (function, key, what the hint says)
DEPTH_STARTS = [
    (depth_limited_from_1000, "finite-start",
     "Your MAX nodes start from -1000 and your MIN nodes from 1000 instead of -inf and +inf"),
    (depth_limited_from_0, "zero-start", "Your MAX and MIN nodes start from 0"),
    (depth_limited_max_from_100, "finite-start",
     "Your MAX nodes start from -100 instead of -inf")]


# -- expectimax on explicit nodes ---------------------------------------------------------

def _probs(node):
    return node.probs or [1 / len(node.children)] * len(node.children)


def _ex(chance):
    def f(node):
        if isinstance(node, Chance):
            return chance(node, f)
        if isinstance(node, Max):
            return max(f(c) for c in node.children)
        if isinstance(node, Min):
            return min(f(c) for c in node.children)
        return node
    return f


_RIGHT = _ex(lambda n, f: sum(p * f(c) for p, c in zip(_probs(n), n.children)))


def _passed_down(node, weight=1):
    if isinstance(node, Chance):
        return sum(_passed_down(c, p) for p, c in zip(_probs(node), node.children))
    if isinstance(node, Max):
        return max(_passed_down(c, weight) for c in node.children)
    if isinstance(node, Min):
        return min(_passed_down(c, weight) for c in node.children)
    return weight * node


def _min_as_max(node):
    """Only MAX and chance handled: MIN nodes maximise."""
    if isinstance(node, Chance):
        return sum(p * _min_as_max(c) for p, c in zip(_probs(node), node.children))
    if isinstance(node, (Max, Min)):
        return max(_min_as_max(c) for c in node.children)
    return node


def _by_depth(node, maximizing=True):
    """Lesson 08's list habit: MAX and chance by level, node kinds ignored."""
    if not isinstance(node, Node):
        return node
    values = [_by_depth(c, not maximizing) for c in node.children]
    if maximizing:
        return max(values)
    return sum(p * v for p, v in zip(_probs(node), values))


def _returns_node(node):
    """No branch for Min: a Min node comes back as it is."""
    if isinstance(node, Chance):
        return sum(p * _returns_node(c) for p, c in zip(_probs(node), node.children))
    if isinstance(node, Max):
        return max(_returns_node(c) for c in node.children)
    return node


WEIGHTED_CASES = [
    (_ex(lambda n, f: sum(f(c) for c in n.children) / len(n.children)), "no-probabilities"),
    (_ex(lambda n, f: sum(f(c) for c in n.children)), "no-weights"),
    (_ex(lambda n, f: min(f(c) for c in n.children)), "chance-as-min"),
    (_ex(lambda n, f: max(f(c) for c in n.children)), "chance-as-max"),
    (_ex(lambda n, f: sum(p * c if not isinstance(c, Node) else f(c)
                          for p, c in zip(_probs(n), n.children))), "wrong-level"),
    (_passed_down, "wrong-level"),
    (_min_as_max, "min-as-max"),
    (_by_depth, "by-depth"),
    (_returns_node, "returns-node"),
    (_ex(lambda n, f: sum(p * f(c) for p, c in zip(n.probs, n.children))), "probs-none"),
]


def _weighted_from(max_start, min_start):
    def expectimax_value(node):
        if isinstance(node, Max):
            best = max_start                                      # mistake: a number
            for child in node.children:
                best = max(best, expectimax_value(child))
            return best
        if isinstance(node, Min):
            best = min_start                                      # mistake: a number
            for child in node.children:
                best = min(best, expectimax_value(child))
            return best
        if isinstance(node, Chance):
            return sum(p * expectimax_value(c) for p, c in zip(_probs(node), node.children))
        return node
    return expectimax_value


#: Right: the loop form from math.inf
WEIGHTED_INF = _weighted_from(-math.inf, math.inf)

#: Max's and Min's nodes from numbers: (function, key, what the hint says)
WEIGHTED_STARTS = [
    (_weighted_from(-1000, 1000), "finite-start",
     "Your MAX nodes start from -1000 and your MIN nodes from 1000 instead of -inf and +inf"),
    (_weighted_from(0, math.inf), "zero-start", "Your MAX nodes start from 0"),
    (_weighted_from(-math.inf, 100), "finite-start", "Your MIN nodes start from 100 instead")]


# -- max^n -----------------------------------------------------------------------------------

def _mx(entry=lambda u, player, n: u[player - 1], nxt=lambda player, n: player % n + 1,
        better=lambda a, b: a > b, minimax=False):
    def maxn_value(node, player=1, n=3):
        if isinstance(node, tuple):
            return node
        best = None
        for child in node:
            v = maxn_value(child, nxt(player, n), n)
            if minimax and player != 1:
                if best is None or -v[0] > -best[0]:
                    best = v
            elif best is None or better(entry(v, player, n), entry(best, player, n)):
                best = v
        return best
    return maxn_value


def _entry_only(node, player=1, n=3):
    """Passes up the player's own entry, not the whole tuple."""
    if isinstance(node, tuple):
        return node[player - 1]
    return max(_entry_only(child, player % n + 1, n) for child in node)


MAXN_CASES = [
    (_mx(entry=lambda u, p, n: u[p]), "index"),
    (_mx(nxt=lambda p, n: p + 1), "index"),
    (_mx(entry=lambda u, p, n: u[p % n]), "wrong-entry"),
    (_mx(entry=lambda u, p, n: u[0]), "root-entry"),
    (_mx(entry=lambda u, p, n: sum(u)), "sum"),
    (_mx(better=lambda a, b: a >= b), "last-tie"),
    (_mx(minimax=True), "minimax"),
    (_mx(nxt=lambda p, n: p), "same-player"),
    (_mx(nxt=lambda p, n: p % 3 + 1), "fixed-n"),
    (_entry_only, "number-not-tuple"),
]


def _maxn_scored(start, as_tuple=False):
    """A best score kept beside the best tuple, from ``start``; or (``as_tuple``) the best
    tuple itself from ``(start, start, ...)``."""
    def maxn_value(node, player=1, n=3):
        if isinstance(node, tuple):
            return node
        best_score, best = start, (start,) * n if as_tuple else None   # mistake: a number
        for child in node:
            value = maxn_value(child, player % n + 1, n)
            if value[player - 1] > best_score:
                best_score, best = value[player - 1], value
        return best
    return maxn_value


#: Right: the best score from -inf
MAXN_INF = _maxn_scored(-math.inf)


def _maxn_from_tuple(start, size=None):
    """The best tuple from ``(start,) * n`` (``size``: of that many entries), a child kept when
    the mover's entry beats the best's."""
    def maxn_value(node, player=1, n=3):
        if isinstance(node, tuple):
            return node
        best = (start,) * (size or n)                             # mistake: made-up numbers
        for child in node:
            value = maxn_value(child, player % n + 1, n)
            if value[player - 1] > best[player - 1]:
                best = value
        return best
    return maxn_value


def maxn_first_child(node, player=1, n=3):
    """Right: the first child's tuple is the best so far."""
    if isinstance(node, tuple):
        return node
    best = maxn_first_child(node[0], player % n + 1, n)
    for child in node[1:]:
        value = maxn_first_child(child, player % n + 1, n)
        if value[player - 1] > best[player - 1]:
            best = value
    return best


def expectimax_first_child(tree, maximizing=True):
    """Right: MAX starts from its first child's value."""
    if is_leaf(tree):
        return tree
    values = [expectimax_first_child(child, not maximizing) for child in tree]
    if not maximizing:
        return sum(values) / len(values)
    best = values[0]
    for value in values[1:]:
        if value > best:
            best = value
    return best

#: A best score from a number: (function, key, what the hint says)
MAXN_STARTS = [(_maxn_scored(-1000), "finite-start", "such as -100 or -1000"),
               (_maxn_scored(-100), "finite-start", "such as -100 or -1000"),
               (_maxn_scored(-1), "finite-start", "a starting score of -1"),
               (_maxn_scored(0), "zero-start", "above 0")]


# -- starts from a "largest number" (sys.maxsize, 1e18): beyond the millions, not beyond all --

def minimax_from_maxsize(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    best = -sys.maxsize if maximizing else sys.maxsize            # mistake: not the infinities
    for child in tree:
        value = minimax_from_maxsize(child, not maximizing)
        best = max(best, value) if maximizing else min(best, value)
    return best


def minimax_from_1e18(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    best = -1e18 if maximizing else 1e18                          # mistake: not the infinities
    for child in tree:
        value = minimax_from_1e18(child, not maximizing)
        if (value > best) if maximizing else (value < best):
            best = value
    return best


def minimax_max_from_int_min(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    values = [minimax_max_from_int_min(child, not maximizing) for child in tree]
    if maximizing:
        return max([-sys.maxsize - 1] + values)                   # mistake: not -inf
    return min(values)


def decision_from_maxsize(tree):
    best, move = -sys.maxsize, 0                                  # mistake: not -inf
    for i, child in enumerate(tree):
        value = minimax(child, False)
        if value > best:
            best, move = value, i
    return move


def decision_from_1e18(tree):
    values = [minimax(child, False) for child in tree]
    best, move = -1e18, 0                                         # mistake: not -inf
    for i in range(len(values)):
        if values[i] > best:
            best = values[i]
            move = i
    return move


def _depth_from(at_max, at_min):
    def depth_limited_value(game, state, depth, evaluate):
        if game.terminal(state):
            return game.value(state)
        if depth == 0:
            return evaluate(state)
        maximising = game.player(state) == game.players[0]
        best = at_max if maximising else at_min                   # mistake: a number
        for a in game.actions(state):
            value = depth_limited_value(game, game.result(state, a), depth - 1, evaluate)
            if (value > best) if maximising else (value < best):
                best = value
        return best
    return depth_limited_value


def _ab_soft_bounds(low, high):
    def alphabeta(tree, alpha=low, beta=high, maximizing=True):             # mistake: finite
        if is_leaf(tree):
            return tree
        v = -math.inf if maximizing else math.inf
        for child in tree:
            value = alphabeta(child, alpha, beta, not maximizing)
            if maximizing:
                v = max(v, value)
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, value)
                if v <= alpha:
                    return v
                beta = min(beta, v)
        return v
    return alphabeta


#: Starts that lie beyond every value in the millions but not beyond every number: (function,
#: suite name, key, what the hint says)
HUGE_STARTS = [
    (minimax_from_maxsize, "MINIMAX", "finite-start", "Your MAX nodes start from -sys.maxsize (or "
     "-sys.maxsize - 1) and your MIN nodes from sys.maxsize (or sys.maxsize + 1) instead of -inf and +inf"),
    (minimax_from_1e18, "MINIMAX", "finite-start", "Your MAX nodes start from -10**18 (or "
     "-1e18) and your MIN nodes from 10**18 (or 1e18) instead of -inf and +inf"),
    (minimax_max_from_int_min, "MINIMAX", "finite-start", "Your MAX nodes start from "
     "-sys.maxsize (or -sys.maxsize - 1) instead of -inf"),
    (decision_from_maxsize, "DECISION", "finite-start", "such as -sys.maxsize or -10**18"),
    (decision_from_1e18, "DECISION", "finite-start", "such as -sys.maxsize or -10**18"),
    (_ab_from(-sys.maxsize, sys.maxsize), "ALPHABETA", "finite-start", "Your MAX nodes start "
     "from -sys.maxsize (or -sys.maxsize - 1) and your MIN nodes from sys.maxsize (or sys.maxsize + 1) instead of "
     "-inf and +inf (v = -sys.maxsize and v = sys.maxsize before the loop)"),
    (_ab_from(-1e18, math.inf), "ALPHABETA", "finite-start",
     "Your MAX nodes start from -10**18 (or -1e18) instead of -inf"),
    (_ab_bounded(-sys.maxsize, sys.maxsize), "ALPHABETA", "finite-bounds",
     "Your default bounds are alpha=-sys.maxsize (or -sys.maxsize - 1) and beta=sys.maxsize "
     "(or sys.maxsize + 1)"),
    (_ab_soft_bounds(-sys.maxsize, sys.maxsize), "ALPHABETA", "finite-bounds",
     "Your default bounds are finite numbers (such as alpha=-sys.maxsize and "
     "beta=sys.maxsize)"),
    (_depth_from(-sys.maxsize, sys.maxsize), "DEPTH_LIMITED", "finite-start",
     "Your MAX nodes start from -sys.maxsize (or -sys.maxsize - 1) and your MIN nodes from "
     "sys.maxsize (or sys.maxsize + 1) instead"),
    (_depth_from(-1e18, math.inf), "DEPTH_LIMITED", "finite-start",
     "Your MAX nodes start from -10**18 (or -1e18) instead of -inf"),
    (_weighted_from(-sys.maxsize, sys.maxsize), "WEIGHTED", "finite-start",
     "Your MAX nodes start from -sys.maxsize (or -sys.maxsize - 1) and your MIN nodes from "
     "sys.maxsize (or sys.maxsize + 1) instead"),
    (_weighted_from(math.inf * -1, 1e18), "WEIGHTED", "finite-start",
     "Your MIN nodes start from 10**18 (or 1e18) instead of +inf")]

#: expectimax on lists (lesson 11) and max^n (lesson 12) from such a start: (function, suite
#: name, key, what the hint says); these passed while the far cases lay in the millions
HUGE_STARTS += [
    (_expecti_from(-sys.maxsize), "EXPECTIMAX", "finite-start", "Your MAX nodes start from "
     "-sys.maxsize (or -sys.maxsize - 1) instead of -inf (best = -sys.maxsize before the loop)"),
    (_expecti_from(-1e18), "EXPECTIMAX", "finite-start", "Your MAX nodes start from -10**18 "
     "(or -1e18) instead of -inf"),
    (_maxn_scored(-sys.maxsize), "MAXN", "finite-start", "above a starting score such as "
     "-sys.maxsize or -10**18 (or -1e18) instead of -inf"),
    (_maxn_scored(-1e18), "MAXN", "finite-start", "above a starting score such as "
     "-sys.maxsize or -10**18 (or -1e18) instead of -inf"),
    (_maxn_scored(-sys.maxsize, as_tuple=True), "MAXN", "tuple-start", "Your nodes start the "
     "best from the tuple (-sys.maxsize,) * n and"),
    (_maxn_scored(-1e18, as_tuple=True), "MAXN", "tuple-start", "Your nodes start the best "
     "from the tuple (-10**18,) * n (or (-1e18,) * n) and"),
    (_maxn_from_tuple(-sys.maxsize), "MAXN", "tuple-start", "Your nodes start the best "
     "from the tuple (-sys.maxsize,) * n and"),
    (_maxn_from_tuple(-sys.maxsize, 3), "MAXN", "tuple-start", "Your nodes "
     "start the best from the tuple (-sys.maxsize, -sys.maxsize, -sys.maxsize) and"),
    (_maxn_from_tuple(-10**18, 3), "MAXN", "tuple-start", "Your nodes start "
     "the best from the tuple (-10**18, -10**18, -10**18) (or (-1e18, -1e18, -1e18)) and")]

#: Right, from the infinities in the loop form with strict tests
HUGE_RIGHT = [(_depth_from(-math.inf, math.inf), "DEPTH_LIMITED"),
              (_depth_from(float("-inf"), float("inf")), "DEPTH_LIMITED"),
              # lessons 11 and 12: from -inf, from None or from the first child
              (_expecti_from(float("-inf")), "EXPECTIMAX"), (expectimax, "EXPECTIMAX"),
              (expectimax_first_child, "EXPECTIMAX"),
              (_maxn_scored(float("-inf")), "MAXN"), (_maxn_from_tuple(float("-inf")), "MAXN"),
              (_mx(), "MAXN"), (maxn_first_child, "MAXN")]


# -- alpha-beta: one branch's test or child flag copied from the other --------------------------

def _ab_copied(cut_max, cut_min, to_max=False, to_min=True, stop="return"):
    """Alpha-beta whose MAX branch cuts when ``cut_max(v, alpha, beta)`` and calls its children
    with ``to_max`` (and MIN's likewise); ``stop="break"``: a cut breaks out of the loop."""
    def alphabeta(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
        if not isinstance(tree, list):
            return tree
        if maximizing:
            v = -math.inf
            for child in tree:
                v = max(v, alphabeta(child, alpha, beta, to_max))
                if cut_max(v, alpha, beta):
                    if stop == "break":
                        break
                    return v
                alpha = max(alpha, v)
            return v
        v = math.inf
        for child in tree:
            v = min(v, alphabeta(child, alpha, beta, to_min))
            if cut_min(v, alpha, beta):
                if stop == "break":
                    break
                return v
            beta = min(beta, v)
        return v
    return alphabeta


def _max_test(v, alpha, beta):
    return v >= beta


def _min_test(v, alpha, beta):
    return v <= alpha


def alpha_at_least(alpha, v):
    return alpha >= v


def alphabeta_same_child_flag(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        value = alphabeta_same_child_flag(child, alpha, beta, False)   # mistake: not `not max.`
        if maximizing:
            v = max(v, value)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, value)
            if v <= alpha:
                break
            beta = min(beta, v)
    return v


#: (function, the key the report names): MAX's branch with MIN's test, MIN's with MAX's, both
#: (the updates right), and the children's flag copied from one branch into the other
ALPHABETA_COPIED = [
    (_ab_copied(_min_test, _min_test), "max-uses-min-test"),                        # v <= alpha
    (_ab_copied(lambda v, a, b: alpha_at_least(a, v), _min_test, stop="break"),
     "max-uses-min-test"),
    (_ab_copied(_max_test, _max_test), "min-uses-max-test"),                        # v >= beta
    (_ab_copied(_max_test, lambda v, a, b: b <= v, stop="break"), "min-uses-max-test"),
    (_ab_copied(_min_test, _max_test), "tests-exchanged"),
    (_ab_copied(lambda v, a, b: a >= v, lambda v, a, b: b <= v, stop="break"), "tests-exchanged"),
    (_ab_copied(_max_test, _min_test, to_min=False), "children-all-min"),           # both False
    (alphabeta_same_child_flag, "children-all-min"),
    (_ab_copied(_max_test, _min_test, to_max=True), "children-all-max"),            # both True
    (_ab_copied(_max_test, _min_test, to_max=True, stop="break"), "children-all-max")]

#: The copied tests made strict (v < alpha at MAX, v > beta at MIN): other searches, which fail
#: naming none of the copied tests
ALPHABETA_COPIED_STRICT = [_ab_copied(lambda v, a, b: v < a, _min_test),
                           _ab_copied(_max_test, lambda v, a, b: v > b, stop="break")]
