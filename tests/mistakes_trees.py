"""Game-tree implementations for the check tests: right ones and one per mistake.

Trees are nested lists of numbers, MAX at the root.  Each wrong version
differs from the right one where the mistake lives (marked ``# mistake``).
"""

import math


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


MINIMAX_CASES = [(minimax_o_maximises, "o-maximises"), (minimax_wrong_root, "wrong-root"),
                 (minimax_returns_move, "returns-move")]


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


DECISION_CASES = [(decision_value, "returns-value"), (decision_min, "wrong-player"),
                  (decision_best_leaf, "best-leaf"), (decision_one_based, "one-based"),
                  (decision_child, "returns-child")]


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


ALPHABETA_CASES = [(alphabeta_no_pruning, "no-pruning"), (alphabeta_strict, "strict"),
                   (alphabeta_swapped, "swapped"), (alphabeta_o_maximises, "o-maximises"),
                   (alphabeta_no_bounds, "no-pruning"),
                   (alphabeta_min_updates_alpha, "min-updates-alpha"),
                   (alphabeta_wrong_comparison, "wrong-comparison")]


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
