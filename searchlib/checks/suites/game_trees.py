"""Suites for game-tree search on explicit trees: MINIMAX, DECISION, ALPHABETA, EXPECTIMAX.

Trees are nested lists of numbers (see :mod:`.tree_oracle`); MAX is at the
root unless a case says otherwise, and levels alternate.  Contracts:

``MINIMAX``     ``minimax(tree, maximizing=True)`` -> the minimax value.
``DECISION``    ``decision(tree)`` -> the index of MAX's best move at the
                root (any best one).
``ALPHABETA``   ``alphabeta(tree, alpha=-inf, beta=inf, maximizing=True)``
                -> the value; children left to right, cutting on ties
                (``v >= beta`` at MAX, ``v <= alpha`` at MIN).  The check
                also records which leaves the function takes out of their
                lists and compares them with alpha-beta's.
``EXPECTIMAX``  ``expectimax(tree, maximizing=True)`` -> the value, with
                MAX at the root and chance nodes (children equally likely)
                below it, alternating.

The check calls the function with as many of ``(tree, ...)`` arguments as
it requires: ``f(tree)`` when the others have defaults.

Mistakes recognised: MIN (O) maximising; the wrong player at the root;
the move returned instead of the value, and the value instead of the move;
the move counted from 1, or the child itself returned instead of its index;
no pruning (or alpha and beta not passed down); cutting only on strict
inequalities; alpha and beta swapped; a MIN node raising alpha; a cut test
that compares the wrong way;
minimising (or maximising) at chance nodes; integer division; a sum
instead of an average; chance at the root.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def minimax(tree, maximizing=True):
...     if not isinstance(tree, list):
...         return tree
...     values = [minimax(child, not maximizing) for child in tree]
...     return max(values) if maximizing else min(values)
>>> run_suite(minimax, MINIMAX).status
'passed'
>>> def all_max(tree, maximizing=True):
...     return tree if not isinstance(tree, list) else max(all_max(c) for c in tree)
>>> run_suite(all_max, MINIMAX).mistakes
['o-maximises']
"""

import inspect
import math
import random

from ..budget import call_with_budget
from ..legacy import Case, Mistake, Pattern, Suite, explains
from . import tree_oracle as T

__all__ = ["MINIMAX", "DECISION", "ALPHABETA", "EXPECTIMAX", "TREES", "random_tree"]


def random_tree(seed, depth=3, branching=(2, 3), values=(0, 9)):
    """A reproducible random tree (ties are common with small values).

    Examples
    --------
    >>> random_tree(1) == random_tree(1)
    True
    """
    rng = random.Random(seed)

    def grow(level):
        if level == depth:
            return rng.randint(*values)
        return [grow(level + 1) for _ in range(rng.randint(*branching))]
    return grow(0)


#: The trees every suite uses: (label, tree).
TREES = [
    ("the lecture's 9-leaf tree", [[4, 8, 5], [9, 3, 7], [2, 4, 6]]),
    ("a two-level tree", [[3, 12], [8, 6]]),
    ("a losing root: every move loses", [[-8, -5], [-10, 8]]),
    ("three levels", [[[5, 1], [2, 7]], [[6, 3], [0, 9]]]),
    ("leaves at different depths", [7, [3, [9, 2]], [[1, 8], 5]]),
    ("a tie that alpha-beta can cut", [[10, 12], [10, 0]]),
    ("a hidden tree", random_tree(11)),
    ("another hidden tree", random_tree(23, depth=4, branching=(2, 2))),
]


def _required(func):
    try:
        params = inspect.signature(func).parameters.values()
    except (TypeError, ValueError):
        return 1
    return sum(1 for p in params if p.default is p.empty
               and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))


def _arguments(func, tree, maximizing, with_bounds):
    need = _required(func)
    if with_bounds:
        full = (tree, -math.inf, math.inf, maximizing)
        if need <= 1 and maximizing:
            return (tree,)
        if need == 2:
            return (tree, maximizing)
        return full[:max(need, 4 if not maximizing else need)]
    return (tree,) if need <= 1 and maximizing else (tree, maximizing)


def _close(a, b):
    try:
        return abs(float(a) - float(b)) < 1e-9
    except (TypeError, ValueError):
        return False


def _number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _flip(kind):
    return lambda depth: {"max": "min", "min": "max"}.get(kind(depth), kind(depth))


def _value_cases(kind, wrong, *, with_min_root=True):
    """Cases judged by value; ``case.data[key]`` holds each planted mistake's answer."""
    out = []
    cases = [(label, tree, True) for label, tree in TREES]
    if with_min_root:
        cases.append(("the two-level tree with MIN at the root", [[3, 12], [8, 6]], False))
    for label, tree, maximizing in cases:
        expected = T.value(tree, kind if maximizing else _flip(kind))
        data = {key: T.value(tree, variant if maximizing else _flip(variant))
                for key, _, variant in wrong}
        mistakes = [Mistake(key, text, lambda t, g=data[key]: _close(t.value, g))
                    for key, text, _ in wrong if not _close(data[key], expected)]
        out.append(Case(label, (tree, maximizing), expected=expected, data=data,
                        given=f"{tree!r}" + ("" if maximizing else ", maximizing=False"),
                        mistakes=mistakes,
                        judge=lambda t, e=expected: (t.kind == "value" and _number(t.value)
                                                     and _close(t.value, e), [])))
    return out


def _value_patterns(wrong):
    return [Pattern(key, text, explains(lambda t, k=key: t.kind == "value"
                                        and _close(t.value, t.case.data[k])))
            for key, text, _ in wrong]


def _plain_call(with_bounds):
    def call(func, args, kwargs, budget):
        tree, maximizing = args
        return call_with_budget(func, _arguments(func, tree, maximizing, with_bounds),
                                budget=budget)
    return call


_O_MAX = ("MIN (the opponent, O) is maximising too. The utility is always from MAX's (X's) "
          "point of view, so at MIN's levels take the smallest value; pass "
          "`not maximizing` down to the children.")
_ROOT = ("The wrong player is at the root: the root is MAX (unless maximizing=False is "
         "given), its children are MIN, and so on.")
_MOVE = ("That looks like the index of a move, not the value. minimax_value returns a "
         "number (the value of the position); the decision returns the move.")
_MINIMAX_WRONG = [("o-maximises", _O_MAX, T.ALL_MAX), ("wrong-root", _ROOT, T.ROOT_MIN)]


def _best_moves(tree, maximizing=True):
    if T.is_leaf(tree):
        return set()
    rule = (lambda d: T.MINIMAX(d + 1)) if maximizing else (lambda d: T.ROOT_MIN(d + 1))
    values = [T.value(child, rule) for child in tree]
    best = max(values) if maximizing else min(values)
    return {i for i, v in enumerate(values) if v == best}


def _minimax_cases():
    out = _value_cases(T.MINIMAX, _MINIMAX_WRONG)
    for case in out:
        best = _best_moves(*case.args)
        case.data["moves"] = best
        # a right value that happens to equal a move's index is not this mistake (the case
        # can fail for another reason, a changed input say)
        case.mistakes.append(Mistake("returns-move", _MOVE,
                                     lambda t, b=best, e=case.expected: t.value in b
                                     and not _close(t.value, e)))
    return out


#: Suite for ``minimax(tree, maximizing=True)`` -> value.
MINIMAX = Suite("minimax", "minimax(tree, maximizing=True) -> the minimax value",
                _minimax_cases, call=_plain_call(False), stub_methods=(),
                patterns=_value_patterns(_MINIMAX_WRONG) + [
                    Pattern("returns-move", _MOVE,
                            explains(lambda t: t.kind == "value"
                                     and t.value in t.case.data["moves"]))])


# -- the decision --------------------------------------------------------------------

_DECISION_WRONG = [
    ("one-based", "Positions count from 0: the first child is 0, the second 1. Your answer is "
     "one more than the best child's position."),
    ("returns-value", "That is the value of the position, not a move: return the index of "
     "the child with the best value."),
    ("wrong-player", "That is MIN's choice: at the root MAX picks the child with the largest "
     "minimax value."),
    ("best-leaf", "That move leads to the best leaf, but MIN will not let you have it: compare "
     "the children's minimax values, not their best leaves."),
]
_CHILD = ("That is the child itself (a list or a number), not its position: return the "
          "index of the best child, 0 for the first.")


def _decision_cases():
    out = []
    for label, tree in TREES:
        child_values = [T.value(c, lambda d: T.MINIMAX(d + 1)) for c in tree]
        right = _best_moves(tree)
        worst = {i for i, v in enumerate(child_values) if v == min(child_values)}
        worst |= _best_moves(tree, maximizing=False)
        best_leaf = [T.value(c, T.ALL_MAX) for c in tree]
        lucky = {i for i, v in enumerate(best_leaf) if v == max(best_leaf)}
        root_value = T.value(tree, T.MINIMAX)
        data = {"returns-value": {root_value}, "wrong-player": worst, "best-leaf": lucky,
                "one-based": {i + 1 for i in right}}
        mistakes = [Mistake("returns-child", _CHILD,
                            lambda t, tree=tree: t.kind == "value" and isinstance(t.value, list)
                            and t.value in tree)]
        mistakes += [Mistake(key, text, lambda t, k=key, d=data: t.value in d[k])
                     for key, text in _DECISION_WRONG if data[key] - right]
        out.append(Case(label, (tree,), given=repr(tree), mistakes=mistakes, data=data,
                        shown=f"an index in {sorted(right)} (children worth {child_values})",
                        judge=lambda t, r=right: (t.kind == "value" and isinstance(t.value, int)
                                                  and not isinstance(t.value, bool)
                                                  and t.value in r, [])))
    return out


#: Suite for ``decision(tree)`` -> the index of MAX's best move.
DECISION = Suite("decision", "decision(tree) -> the index of MAX's best move",
                 _decision_cases, stub_methods=(),
                 patterns=[Pattern(key, text, explains(
                     lambda t, k=key: t.kind == "value" and t.value in t.case.data[k]))
                     for key, text in _DECISION_WRONG])


# -- alpha-beta --------------------------------------------------------------------

def _watched_call(func, args, kwargs, budget):
    tree, maximizing = args
    watched = T.Watched.wrap(tree)
    outcome = call_with_budget(func, _arguments(func, watched, maximizing, True),
                               budget=budget)
    if not T.is_leaf(tree):
        outcome.extra = T.Watched.seen(watched)
        after = T.plain(watched)
        if after != tree:          # let the runner see the change
            tree[:] = after
    else:
        outcome.extra = []
    return outcome


def _show_leaves(tree, paths):
    return ", ".join(str(T.leaf_value(tree, p)) for p in paths) or "none"


_NO_PRUNING = ("Nothing was pruned: every leaf was evaluated. After each child, cut when "
               "v >= beta (at MAX) or v <= alpha (at MIN), and pass the updated alpha and "
               "beta down. (Copying or sorting a node's list of children also reads every "
               "leaf in it: loop over the list itself.)")
_STRICT = ("You cut only on a strict inequality. A tie can be cut too: at MAX stop when "
           "v >= beta, at MIN when v <= alpha.")
_SWAPPED = ("Alpha and beta look swapped: alpha is MAX's best so far (MAX raises it and MIN "
            "cuts on it), beta is MIN's best so far (MIN lowers it and MAX cuts on it). Pass "
            "them down in the same order as the parameters.")
_MIN_ALPHA = ("A MIN node seems to raise alpha (the MAX node's update, copied). A MIN node "
              "only lowers beta, beta = min(beta, v); alpha belongs to MAX.")
_COMPARISON = ("The cut test compares the wrong way: the nodes stop after their first child. "
               "At a MAX node stop when v >= beta (MIN above already has something no "
               "larger); at a MIN node when v <= alpha.")
_AB_WRONG = [("no-pruning", _NO_PRUNING, {"prune": False}), ("strict", _STRICT, {"strict": True}),
             ("swapped", _SWAPPED, {"swap": "args"}), ("swapped", _SWAPPED, {"swap": "tests"}),
             ("swapped", _SWAPPED, {"swap": "updates"}),
             ("min-updates-alpha", _MIN_ALPHA, {"plant": "min-updates-alpha"}),
             ("wrong-comparison", _COMPARISON, {"plant": "flipped-tests"})]


def _matches(trial, result):
    value, seen = result
    return (trial.kind == "value" and _close(trial.value, value)
            and set(trial.outcome.extra or ()) == set(seen))


def _alphabeta_cases():
    out = []
    for label, tree in TREES:
        expected, want = T.alphabeta(tree)
        data = {i: T.alphabeta(tree, **how) for i, (_, _, how) in enumerate(_AB_WRONG)}
        data["o-maximises"] = T.value(tree, T.ALL_MAX)

        def judge(t, e=expected, w=want, tree=tree):
            if t.kind != "value" or not (_number(t.value) and _close(t.value, e)):
                return False, []
            if set(t.outcome.extra) != set(w):
                return False, [f"the value is right, but it evaluated the leaves "
                               f"{_show_leaves(tree, t.outcome.extra)}; alpha-beta evaluates "
                               f"{_show_leaves(tree, w)}"]
            return True, []
        mistakes = [Mistake(key, text, lambda t, r=data[i]: _matches(t, r))
                    for i, (key, text, _) in enumerate(_AB_WRONG)]
        if not _close(data["o-maximises"], expected):
            mistakes.append(Mistake("o-maximises", _O_MAX,
                                    lambda t, v=data["o-maximises"]: _close(t.value, v)))
        out.append(Case(label, (tree, True), given=repr(tree), judge=judge, data=data,
                        shown=f"{expected}, evaluating the leaves {_show_leaves(tree, want)}",
                        mistakes=mistakes))
    return out


def _alphabeta_patterns():
    out = [Pattern(key, text, explains(lambda t, i=i: _matches(t, t.case.data[i])))
           for i, (key, text, _) in enumerate(_AB_WRONG)]
    out.append(Pattern("o-maximises", _O_MAX, explains(
        lambda t: t.kind == "value" and _close(t.value, t.case.data["o-maximises"]))))
    return out


#: Suite for ``alphabeta(tree, alpha=-inf, beta=inf, maximizing=True)`` -> value.
ALPHABETA = Suite("alphabeta", "alphabeta(tree, alpha=-inf, beta=inf, maximizing=True) -> "
                  "the value, pruning as it goes", _alphabeta_cases, call=_watched_call,
                  stub_methods=(), patterns=_alphabeta_patterns(),
                  about="A leaf counts as evaluated when your function takes it out of its "
                        "list (looping over the children or indexing them). Children are "
                        "expected left to right.")


# -- expectimax --------------------------------------------------------------------

def _chance(rule):
    return lambda depth: "max" if depth % 2 == 0 else rule


_EXPECT_WRONG = [
    ("chance-min", "Chance nodes do not choose: they average their children (each equally "
     "likely). Taking the smallest is minimax, which assumes an opponent.", _chance("min")),
    ("chance-max", "Chance nodes average their children; taking the largest assumes the dice "
     "always favour you.", _chance("max")),
    ("floor-division", "The average was rounded down: use / rather than // at chance nodes.",
     _chance("floor")),
    ("sum", "Chance nodes add up their children but do not divide by how many there are.",
     _chance("sum")),
    ("chance-at-root", "The root is MAX (your move); the chance nodes are its children.",
     lambda depth: "mean" if depth % 2 == 0 else "max"),
]


#: Suite for ``expectimax(tree, maximizing=True)`` -> value.
EXPECTIMAX = Suite("expectimax", "expectimax(tree) -> the value with MAX and chance levels",
                   lambda: _value_cases(T.EXPECTIMAX, _EXPECT_WRONG, with_min_root=False),
                   call=_plain_call(False), stub_methods=(),
                   patterns=_value_patterns(_EXPECT_WRONG))
