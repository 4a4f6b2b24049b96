"""Suites of the game-tree lessons (08-12).

=================  ====================================================================
suite              exercise
=================  ====================================================================
``MINIMAX``        ``minimax(tree, maximizing=True)``: the value of a nested list (08)
``DECISION``       ``decision(tree)``: the index of MAX's best move (08)
``ALPHABETA``      ``alphabeta(tree, alpha, beta, maximizing)``: the value, and which
                   leaves it reads (09)
``EXPECTIMAX``     ``expectimax(tree)`` on nested lists, MAX and chance levels (11)
``DEPTH_LIMITED``  ``depth_limited_value(game, state, depth, evaluate)`` (10)
``WEIGHTED``       ``expectimax_value(node)`` on Max, Min and Chance nodes (11)
``MAXN``           ``maxn_value(node, player=1, n=3)`` on utility tuples (12)
=================  ====================================================================

The planted mistakes are the evaluators of :mod:`searchlib.checks.oracles.trees` with a
switch turned.  A tree handed to ``alphabeta`` records the leaves taken out of it, and the
``evaluate`` handed to ``depth_limited_value`` the positions it is asked about, for every
function alike.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def all_max(tree, maximizing=True):
...     return tree if not isinstance(tree, list) else max(all_max(c) for c in tree)
>>> run_suite(all_max, MINIMAX).mistakes
['o-maximises']
"""

import copy
import functools
import inspect
import math
import random
import sys

from ...games.connect4 import ConnectFour
from ...games.notation import Chance, Max, Min
from ...games.tictactoe import TicTacToe
from ...games.tree import GameTree
from ..compare import AnyOf, plain
from ..oracles import trees as T
from ..oracles.search import Watch
from ..runner import Case, Recogniser, Suite, Variant, divergence, ending

__all__ = ["MINIMAX", "DECISION", "ALPHABETA", "EXPECTIMAX", "DEPTH_LIMITED", "WEIGHTED", "MAXN",
           "random_tree"]


def random_tree(seed, depth=3, branching=(2, 3), values=(0, 9)):
    """A reproducible random tree (ties are common with small values).

    >>> random_tree(1) == random_tree(1)
    True
    """
    rng = random.Random(seed)

    def grow(level):
        if level == depth:
            return rng.randint(*values)
        return [grow(level + 1) for _ in range(rng.randint(*branching))]
    return grow(0)


#: The trees of the list suites: (label, tree).
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


def _number(value):
    if isinstance(value, AnyOf):
        return ("any", frozenset(_number(x) for x in value))
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return plain(value)
    return ("number", round(float(value), 9))


def _required(func):
    try:
        params = inspect.signature(func).parameters.values()
    except (TypeError, ValueError):
        return 1
    return sum(1 for p in params if p.default is p.empty
               and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))


def _arguments(func, tree, maximizing, bounds, window=None):
    """As many of ``(tree, alpha, beta, maximizing)`` (or ``(tree, maximizing)``) as needed;
    all four when the case gives its own ``window`` (alpha, beta)."""
    if window:
        return (tree, *window, maximizing)
    need = _required(func)
    if need <= 1 and maximizing:
        return (tree,)
    if not bounds or need == 2:
        return (tree, maximizing)
    return (tree, -math.inf, math.inf, maximizing)


def _list_call(bounds):
    def call(func, args, kwargs, watch):
        given, maximizing, window = args[0], args[1], args[2:]
        tree = given
        if watch is not None and isinstance(given, list):
            tree = watch.tree = T.Watched.wrap(given)
        try:
            return func(*_arguments(func, tree, maximizing, bounds, window))
        finally:
            if watch is not None and watch.tree is not None:
                watch.tree.close()          # reading the answer is not the function's doing
                # what the function did to the watched tree, done to the plain copy the
                # runner compares before and after (so that a changed input is noticed)
                after = T.plain_tree(watch.tree)
                if after != given:
                    given[:] = after
    return call


#: The labels that speak of pruning, for the suites of the lessons before alpha-beta.
_BEFORE_PRUNING = {"a tie that alpha-beta can cut": "the same first leaf (10) under both "
                                                   "children"}


def _tree_cases(min_root=True, pruning=False):
    cases = [Case(label if pruning else _BEFORE_PRUNING.get(label, label), (tree, True),
                  given=repr(tree), size=len(str(tree))) for label, tree in TREES]
    if min_root:
        cases.append(Case("the two-level tree with MIN at the root", ([[3, 12], [8, 6]], False),
                          given="[[3, 12], [8, 6]], maximizing=False", size=20))
    return cases


def _valued(rule=T.MINIMAX):
    return lambda tree, maximizing=True: T.backup(tree, maximizing, rule=rule)


def _value_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if not (isinstance(obs.value, tuple) and obs.value[0] == "number"):
        return False, [f"it returned {obs.what}, not a number"]
    return obs.value == ref.value, []


def _best(tree, maximizing=True, rule=T.MINIMAX, pick=max):
    values = [T.backup(child, not maximizing, rule=rule) for child in tree]
    best = pick(values)
    return AnyOf(i for i, v in enumerate(values) if v == best)


_FLOAT_LEAVES = "leaves that are not whole numbers"


def _float_taken_for_list(trials):
    """A fact: a leaf such as 2.5 was iterated, indexed or measured as if it were a list."""
    return any(t.case.label == _FLOAT_LEAVES and t.obs.kind == "error"
               and t.obs.error == "TypeError" and "'float' object" in t.obs.shown
               and any(words in t.obs.shown for words in ("not iterable", "not subscriptable",
                                                          "has no len"))
               for t in trials)


_SINGLE_LEAF = "a tree that is a single leaf"


def _single_leaf_opened(trials):
    """A fact: the tree that is one leaf was iterated, indexed or measured as a list."""
    return any(t.case.label == _SINGLE_LEAF and t.obs.kind == "error"
               and t.obs.error == "TypeError" and "'int' object" in t.obs.shown
               for t in trials)


#: Trees whose leaves lie far from 0, above and below: a node that starts from a finite
#: number (100, -1000, ...) instead of an infinity keeps that number.
_FAR_LEAVES = [
    ("leaves far above 0 (in the millions)", [[1500, 2_000_000], [3_000_000, 4_500_000]]),
    ("leaves far below 0 (in the millions)", [[-1500, -2_000_000], [-3_000_000, -4_500_000]])]

#: The far trees again, beyond 10**20 (far beyond sys.maxsize, the largest int of a fixed
#: size): a node that starts from sys.maxsize, 10**18 or 1e18 keeps that number.
_HUGE = 10**20
_HUGE_LEAVES = [
    ("leaves far above 0 (beyond 10**20)", [[2 * _HUGE, 5 * _HUGE], [3 * _HUGE, 45 * _HUGE // 10]]),
    ("leaves far below 0 (beyond -10**20)",
     [[-2 * _HUGE, -5 * _HUGE], [-3 * _HUGE, -45 * _HUGE // 10]])]

#: A node that starts from 0 instead of -inf (MAX) or +inf (MIN): whose nodes, what it does,
#: the right start, the oracle's switch.
_ZERO_STARTS = [
    ("MAX and MIN nodes", "a MAX node whose children's values are all below 0 returns 0 "
     "instead of the largest of them, and a MIN node whose children's values are all above 0 "
     "returns 0 instead of the smallest.", "-inf at MAX and +inf at MIN",
     {"max": 0, "min": 0}),
    ("MAX nodes", "one whose children's values are all below 0 returns 0 instead of the "
     "largest of them.", "-inf (float('-inf'))", {"max": 0}),
    ("MIN nodes", "one whose children's values are all above 0 returns 0 instead of the "
     "smallest of them.", "+inf (float('inf'))", {"min": 0})]

#: Finite numbers a learner's node may start from in place of an infinity (best = -1000 at
#: MAX, 1000 at MIN, ...); the values of the far cases (``_FAR_LEAVES``, ``_FAR_GAMES``, ...)
#: lie beyond each of them, so that the start is read off the value returned there.
_FINITE_STARTS = (1, 100, 999, 1000, 9999, 10**6)

#: How a finite start's hint speaks of a suite's values: what a node compares (its children
#: or their values), and why no finite number will do.
_LEAVES = ("children", "A leaf can be any number (some of the check's leaves are in the "
                       "millions)")
_SCORES = ("child values", "A utility or an estimate can be any number (some of the check's "
                           "utilities and estimates are in the millions)")
#: Leaves below chance nodes: a MAX node compares averages as well as leaves
_AVERAGED = ("child values", _LEAVES[1])
#: Finished games' utilities, below chance states too
_UTILITIES = ("child values", "A utility can be any number (some of the check's utilities "
                              "are in the millions)")


#: Starts a learner takes for "the largest number" (``best = -sys.maxsize``, ``1e18``): the
#: suites with cases beyond 10**20 (``_HUGE_LEAVES``, ...) name them; how a hint writes them,
#: and what else gives the same values (the check compares numbers as floats: -sys.maxsize - 1
#: is -sys.maxsize there, sys.maxsize + 1 (2**63) is sys.maxsize, and 1e18 is 10**18).
_HUGE_NAMES = {10**18: "10**18", -10**18: "-10**18", sys.maxsize: "sys.maxsize",
               -sys.maxsize: "-sys.maxsize"}
_HUGE_ALSO = {"10**18": "1e18", "-10**18": "-1e18", "-sys.maxsize": "-sys.maxsize - 1",
              "sys.maxsize": "sys.maxsize + 1"}
_HUGE_STARTS = ({"max": -10**18, "min": 10**18}, {"max": -10**18}, {"min": 10**18},
                {"max": -sys.maxsize, "min": sys.maxsize}, {"max": -sys.maxsize},
                {"min": sys.maxsize})


def _huge_words(words):
    """``words`` (``_LEAVES``, ...) for a start beyond the millions: the values that show it."""
    children, why = words
    return children, why.replace("in the millions", "beyond 10**20, far beyond sys.maxsize, "
                                                    "the largest int of a fixed size")


def _finite_start_hint(at_max, at_min, words=_LEAVES, name="best"):
    """The hint for MAX's nodes starting from ``at_max`` and MIN's from ``at_min`` (None: from
    the right infinity), in the ``words`` of the suite (``_LEAVES``, ``_SCORES``, ...);
    ``name``: what the learner calls a node's value so far (``best``, ``v``)."""
    children, why = words
    if any(at in _HUGE_NAMES for at in (at_max, at_min)):
        children, why = _huge_words(words)
        at_max, at_min = (_HUGE_NAMES.get(at, at) for at in (at_max, at_min))
        hint = _finite_start_hint(at_max, at_min, (children, why), name)
        for at in (at_max, at_min):             # the first time each is named, its twin too
            if at in _HUGE_ALSO:
                hint = hint.replace(f"from {at} ", f"from {at} (or {_HUGE_ALSO[at]}) ", 1)
        return hint
    reason = f"{why}: start from "
    if at_max is not None and at_min is not None:
        return (f"Your MAX nodes start from {at_max} and your MIN nodes from {at_min} instead of "
                f"-inf and +inf ({name} = {at_max} and {name} = {at_min} before the loop): a "
                f"MAX node whose {children} are all below {at_max} returns {at_max}, and a MIN "
                f"node whose {children} are all above {at_min} returns {at_min}. {reason}"
                "float('-inf') and float('inf'), or from the first child's value.")
    who, start, inf, where, right = (("MAX", at_max, "-inf", "below", "float('-inf')")
                                     if at_min is None else
                                     ("MIN", at_min, "+inf", "above", "float('inf')"))
    return (f"Your {who} nodes start from {start} instead of {inf} ({name} = {start} before "
            f"the loop): one whose {children} are all {where} {start} returns {start}. {reason}"
            f"{right}, or from the first child's value.")


def _finite_starts(words=_LEAVES, kinds=("max", "min"), name="best"):
    """``[(hint, start)]``: the nodes of ``kinds`` each from the right infinity, from 0 or from
    one of ``_FINITE_STARTS``, at least one of them from a number other than 0 (0 alone is
    ``zero-start``); the other kind's nodes from their infinity."""
    found = []
    for at_max in (None, 0, *(-n for n in _FINITE_STARTS)) if "max" in kinds else (None,):
        for at_min in (None, 0, *_FINITE_STARTS) if "min" in kinds else (None,):
            if at_max in (None, 0) and at_min in (None, 0):
                continue
            start = {kind: at for kind, at in (("max", at_max), ("min", at_min))
                     if at is not None}
            found.append((_finite_start_hint(at_max, at_min, words, name), start))
    return found


#: The finite starts whose variants tests/pairs_of_mistakes.py composes with the other
#: mistakes; each other number would repeat their pairs (at some sixty times the cost).
_PAIRED_STARTS = ({"max": -1000, "min": 1000}, {"max": -1000}, {"min": 1000})


def _unpaired(func):
    """``func`` behind a wrapper (same signature), which tests/pairs_of_mistakes.py does not
    compose with other mistakes."""
    return functools.wraps(func)(lambda *args, **kwargs: func(*args, **kwargs))


def _paired_unless_huge(func, at):
    """``func``, or (a start ``at`` of ``_HUGE_NAMES``, which only the cases beyond 10**20
    show) ``func`` behind :func:`_unpaired`."""
    return _unpaired(func) if at in _HUGE_NAMES else func


def _start_variants(planted, words=_LEAVES, kinds=("max", "min"), name="best", paired=None,
                    huge=False):
    """The ``zero-start`` and ``finite-start`` variants: ``planted(start)`` is the right
    evaluator with the nodes of ``kinds`` starting from ``start`` (``{"max": -1000}``);
    ``name``: what the learner calls a node's value so far (``best``, ``v``); ``paired``: the
    starts tests/pairs_of_mistakes.py composes with other mistakes (default: every 0 start
    and ``_PAIRED_STARTS``); ``huge``: the suite has cases beyond 10**20, which show the
    ``_HUGE_STARTS`` too (never paired)."""
    def planted_paired(start):
        chosen = paired if paired is not None else (*_PAIRED_STARTS, *(
            zero for *_, zero in _ZERO_STARTS))
        return planted(start) if start in chosen else _unpaired(planted(start))

    return [*[Variant("zero-start", f"Your {who} start from 0 ({name} = 0 before the loop) and "
                      f"compare each child's value with it: {what} Start from {right}, or from "
                      "the first child's value.", planted_paired(start))
              for who, what, right, start in _ZERO_STARTS if set(start) <= set(kinds)],
            # a finite start other than 0 (best = -1000, ...): the far values show the number
            *[Variant("finite-start", hint, planted_paired(start))
              for hint, start in _finite_starts(words, kinds, name)],
            *[Variant("finite-start", _finite_start_hint(start.get("max"), start.get("min"),
                                                         words, name),
                      _unpaired(planted(start)))
              for start in (_HUGE_STARTS if huge else ()) if set(start) <= set(kinds)]]


def _backup_from(start):
    """Minimax with the nodes starting from ``start`` (see :func:`_start_variants`)."""
    return lambda tree, maximizing=True: T.backup(tree, maximizing, start=start)


_INT_LEAVES_ONLY = ("Your function took a leaf that is not a whole number (2.5) for a list of "
                    "children. A leaf is any number: test for the list, isinstance(tree, list), "
                    "rather than for an int.")

MINIMAX = Suite(
    "minimax", "minimax(tree, maximizing=True) -> the minimax value",
    _tree_cases() + [Case(_FLOAT_LEAVES, ([[2.5, 7], [-1.5, 4]], True),
                          given="[[2.5, 7], [-1.5, 4]]", size=16),
                     Case(_SINGLE_LEAF, (5, True), given="5", size=1),
                     # a start such as 100 or -1000, in place of the infinities, is beaten
                     # by every leaf of the small trees: these leaves lie far beyond it
                     *[Case(label, (tree, True), given=repr(tree), size=len(str(tree)))
                       for label, tree in _FAR_LEAVES + _HUGE_LEAVES]],
    reference=_valued(), call=_list_call(False), normalise=_number, judge=_value_judge,
    stub_methods=(),
    recognisers=[Recogniser("int-leaves-only", _INT_LEAVES_ONLY, _float_taken_for_list),
                 Recogniser("leaf-as-list", "Your function went through the children of a "
                            "tree that is a single leaf (5), which has none. A leaf is worth "
                            "itself: test for it first, if not isinstance(tree, list): return "
                            "tree, then go through the children.", _single_leaf_opened)],
    variants=[
        Variant("o-maximises", "MIN (the opponent) is maximising too. The utility is always from "
                "MAX's point of view, so at MIN's levels take the smallest value; pass "
                "`not maximizing` down to the children.", _valued(lambda depth: "max")),
        Variant("no-alternation", "The players never take turns: with maximizing=True every "
                "level takes the largest value, with maximizing=False every level the smallest. "
                "Pass `not maximizing` down to the children, so that MAX and MIN alternate.",
                lambda tree, maximizing=True: T.backup(
                    tree, rule=lambda depth: "max" if maximizing else "min")),
        Variant("wrong-root", "The wrong player is at the root: the root is MAX (unless "
                "maximizing=False is given), its children are MIN, and so on.",
                lambda tree, maximizing=True: T.backup(tree, not maximizing)),
        Variant("root-flag-ignored", "With maximizing=False your function returned the value "
                "with MAX at the root. Then the root is MIN's (its children are MAX's, and so "
                "on): start from the `maximizing` you are given, not from MAX.",
                lambda tree, maximizing=True: T.backup(tree)),
        Variant("negated", "With maximizing=False your answer has the wrong sign. The value is "
                "always from MAX's point of view, whoever moves at the root: a negamax form, "
                "which scores from the mover's side, must negate it back when MIN is to move.",
                lambda tree, maximizing=True: T.backup(tree, maximizing) * (1 if maximizing
                                                                             else -1)),
        Variant("returns-move", "That is the index of a move, not the value. minimax returns a "
                "number (the value of the position); the decision returns the move.",
                lambda tree, maximizing=True: _best(tree, maximizing, pick=max if maximizing
                                                    else min)),
        # the same, with a leaf test first (a single leaf is then worth itself)
        Variant("returns-move", "That is the index of a move, not the value. minimax returns a "
                "number (the value of the position); the decision returns the move.",
                lambda tree, maximizing=True: tree if T.is_leaf(tree) else _best(
                    tree, maximizing, pick=max if maximizing else min)),
        Variant("returns-move", "Your nodes pass up the position of their best child (an "
                "index), not its value, so each node above compares positions instead of "
                "values. minimax returns the value: max(values) or min(values) itself.",
                lambda tree, maximizing=True: T.backup(tree, maximizing, index=True)),
        Variant("two-levels", "Your function looks two levels down and no further: each "
                "child of the root takes the smallest of its own children as they are (the "
                "largest with maximizing=False), so where those are lists rather than leaves, "
                "Python compares the lists element by element (or fails comparing a list with a "
                "number) instead of valuing them. A tree can be deeper: value each child with a "
                "recursive call, minimax(child, not maximizing), and take the max or min of "
                "those values.", lambda tree, maximizing=True: T.backup(tree, maximizing,
                                                                       levels=2)),
        *_start_variants(_backup_from, huge=True)])


def _child_values(tree):
    return [T.backup(child, False) for child in tree]


def _index_show(value):
    if isinstance(value, AnyOf):
        return repr(min(value)) if len(value) == 1 else f"an index in {sorted(value)}"
    return repr(value)


def _decision_from(start):
    """The move of a loop that starts from ``best, move = start, 0`` and keeps a child only
    when it is worth more than the best so far."""
    def decide(tree):
        best, move = start, 0
        for i, value in enumerate(_child_values(tree)):
            if value > best:
                best, move = value, i
        return move
    return decide


_ALL_LOSE = [[-5, -9], [-3, -4]]
#: Every move loses by millions: a start such as -1000 beats all of them.
_ALL_LOSE_FAR = [[-2_000_000, -5_000_000], [-1_500_000, -3_000_000]]
#: And by more than 10**20: a start such as -sys.maxsize or -1e18 beats all of them.
_ALL_LOSE_HUGE = [[-2 * _HUGE, -5 * _HUGE], [-15 * _HUGE // 10, -3 * _HUGE]]

DECISION = Suite(
    "decision", "decision(tree) -> the index of MAX's best move",
    _tree_cases(min_root=False) + [
        Case("every move loses, the second loses least", (_ALL_LOSE, True),
             given=repr(_ALL_LOSE), size=len(str(_ALL_LOSE))),
        Case("every move loses by millions, the second loses least", (_ALL_LOSE_FAR, True),
             given=repr(_ALL_LOSE_FAR), size=len(str(_ALL_LOSE_FAR))),
        Case("every move loses by more than 10**20, the second loses least",
             (_ALL_LOSE_HUGE, True), given=repr(_ALL_LOSE_HUGE), size=len(str(_ALL_LOSE_HUGE)))],
    reference=lambda tree: _best(tree), call=lambda f, args, kwargs, watch: f(args[0]),
    stub_methods=(), judge=lambda case, obs, ref: (
        obs.kind == "value" and (obs.value == ref.value or isinstance(obs.value, int)
                                 and obs.value in ref.value[1]), []),
    show=_index_show,
    variants=[
        Variant("one-based", "Positions count from 0: the first child is 0, the second 1. Your "
                "answer is one more than the best child's position.",
                lambda tree: AnyOf(i + 1 for i in _best(tree))),
        Variant("returns-value", "That is the value of the position, not a move: return the "
                "index of the child with the best value.", lambda tree: T.backup(tree)),
        Variant("wrong-player", "That is MIN's choice: at the root MAX picks the child with the "
                "largest minimax value.", lambda tree: _best(tree, pick=min)),
        Variant("best-leaf", "That move leads to the best leaf, but MIN will not let you have "
                "it: compare the children's minimax values, not their best leaves.",
                lambda tree: _best(tree, rule=lambda depth: "max")),
        Variant("children-as-max", "The children were valued as MAX nodes. After MAX's move it "
                "is MIN's turn: value each child with minimax_value(child, False).",
                lambda tree: _best(tree, maximizing=False, pick=max)),
        Variant("returns-child", "That is the child itself (a list or a number), not its "
                "position: return the index of the best child, 0 for the first.",
                lambda tree: tree[min(_best(tree))]),
        Variant("zero-start", "When every move loses (all the children are worth less than "
                "0) your decision returns move 0, whichever loses least: it starts from best = "
                "0 (or another number no losing move beats) and move = 0. Start best from -inf (or "
                "from the first child's value), so that the first child is always taken.",
                _decision_from(0)),
        Variant("finite-start", "When every move loses by millions, your decision returns "
                "move 0: it starts from best = a finite number (such as -1000) that none of "
                "those moves beats, and move = 0. A value can be any number: start best from "
                "-inf (or from the first child's value), so that the first child is always "
                "taken.", _decision_from(-1000)),
        # best from -sys.maxsize, -10**18 or -1e18: the moves that lose by millions beat it
        Variant("finite-start", "When every move loses by more than 10**20, your decision "
                "returns move 0: it starts from best = a number you took for the smallest "
                "there is (such as -sys.maxsize or -10**18), which none of those moves beats, "
                "and move = 0. sys.maxsize is only the largest int of a fixed size: a Python "
                "number can lie beyond it. Start best from -inf (or from the first child's "
                "value), so that the first child is always taken.",
                _decision_from(-sys.maxsize))])


def _first_leaf(node):
    while not T.is_leaf(node):
        node = node[0]
    return node


def _only_leaves(node):
    return not any(isinstance(child, list) for child in node)


# copies of a node's children sorted by value, as learners write them (the orders below are
# those a reviewer wrote; their sorts compare, so read, the leaves they order)
def _best_first(node, maximizing):
    """A node whose children are all leaves sorted, largest first at MAX's."""
    return sorted(node, reverse=maximizing) if _only_leaves(node) else node


def _ascending(node, maximizing):
    """A node whose children are all leaves sorted, smallest first."""
    return sorted(node) if _only_leaves(node) else node


def _by_first_leaf(node, maximizing):
    """Every node's children sorted by their first leaf, largest first at MAX's."""
    return sorted(node, key=_first_leaf, reverse=maximizing)


def _leaves_by_value(node, maximizing):
    """Every node's children sorted, a leaf by its value and a list as 0, largest first at
    MAX's."""
    return sorted(node, key=lambda child: 0 if isinstance(child, list) else child,
                  reverse=maximizing)


def _right_to_left(node, maximizing):
    """Every node's children from the last to the first."""
    return node[::-1]


_BY_VALUE = ("Your function went through the children in an order of their values: the leaves "
             "read are those of a search that sorts a copy of the children by value (a list by "
             "a value standing in for it, such as its first leaf or 0), and a sort compares, so "
             "reads, every leaf it orders before the loop starts. Alpha-beta takes the children "
             "left to right, in the order of the list, and what it cuts depends on that order: "
             "loop over the list itself, not a sorted copy.")


def _ab(**switches):
    return lambda tree, alpha=-math.inf, beta=math.inf, maximizing=True: T.alphabeta(
        tree, alpha, beta, maximizing, **switches)


class _TreeWatch:
    """Holds the watched tree a call was given."""

    __slots__ = ("tree",)

    def __init__(self):
        self.tree = None

    def __repr__(self):
        return "<watch>"


def _leaves_arguments(case):
    return copy.deepcopy(case.args), {}, _TreeWatch()


def _leaves(watch):
    return tuple(path for path, _ in watch.tree.read()) if watch.tree is not None else ()


def _leaf_count(n):
    return "1 leaf" if n == 1 else f"{n} leaves"


def _alphabeta_judge(case, obs, ref):
    ok, notes = _value_judge(case, obs, ref)
    if ok and set(obs.trace) != set(ref.trace):
        every = f"leaves at {', '.join(map(str, ref.trace))}"
        if len(obs.trace) != len(ref.trace):
            return False, [f"the value is right, but it read {_leaf_count(len(obs.trace))}; "
                           f"alpha-beta reads {_leaf_count(len(ref.trace))} ({every})"]
        # as many leaves, not the same ones: say so, and where the two lists part
        at = next(i for i, (mine, theirs) in enumerate(zip(obs.trace, ref.trace))
                  if mine != theirs)
        return False, [f"the value is right, and it read as many leaves as alpha-beta "
                       f"({len(ref.trace)}), but not the same ones: the first that differs is "
                       f"leaf {at + 1} in reading order, yours at {obs.trace[at]}, alpha-beta's "
                       f"at {ref.trace[at]} (alpha-beta reads the {every})"]
    return ok, notes


def _leaves_differ(case, obs, ref):
    """The first leaf read differently; or, when the leaves are the same, that the values are
    not (a line whenever a case fails)."""
    said = divergence(obs.trace, ref.trace, "alpha-beta", lambda path: f"read the leaf at {path}",
                      ending(obs))
    if said or obs.kind != "value" or obs.value == ref.value:
        return said
    return (f"your function read the same leaves as alpha-beta, in the same order, but returned "
            f"{obs.shown} where it returns {ref.shown}: the difference is in the values the "
            "nodes pass up (what a node returns when it cuts, or when its loop ends)")


def _returned_the_tree(trials):
    """A fact: the function returned the very tree it was given (the root taken for a leaf)."""
    return any(t.obs.kind == "value" and isinstance(t.case.args[0], list)
               and t.obs.value == plain(t.case.args[0]) for t in trials)


def _looked_inside_a_leaf(trials):
    """A fact: a leaf (an int) was iterated, indexed or measured as if it were a list."""
    return any(t.obs.kind == "error" and t.obs.error == "TypeError"
               and "'int' object" in t.obs.shown
               and any(words in t.obs.shown for words in ("not iterable", "not subscriptable",
                                                          "has no len"))
               for t in trials)


_OWN_KIND = ("The check's trees are made of lists and numbers of kinds of its own, which note "
             "the leaves your function reads: isinstance(node, list) and isinstance(leaf, int) "
             "hold for them, but type(node) is list and type(leaf) is int do not.")

_SWAPPED_ARGS = ("The children get alpha and beta the wrong way round: the values and the leaves "
                 "read are what passing (beta, alpha) down gives. A child takes its parent's "
                 "alpha as its alpha and beta as its beta (in a negamax form, where each level "
                 "negates, the child's window is (-beta, -alpha)).")

_SWAPPED_UPDATES = ("MAX raises alpha and MIN lowers beta; your nodes update the other bound "
                    "(MAX lowers beta, MIN raises alpha). At MAX: alpha = max(alpha, v); at "
                    "MIN: beta = min(beta, v).")

#: Leaves in the millions for alpha-beta, above 0 and below: a node whose v starts from a
#: finite number keeps it, and the first child's value (2_000_000 or -2_000_000) lies beyond
#: every default bound of _FINITE_STARTS, so that a root called with alpha=-1000 and
#: beta=1000 cuts on it and returns it instead of the value.
_FAR_WINDOW = [
    ("leaves far above 0 (in the millions)", [[2_000_000, 5_000_000], [3_000_000, 4_500_000]]),
    ("leaves far below 0 (in the millions)",
     [[-2_000_000, -5_000_000], [-3_000_000, -4_500_000]])]


def _default_bounds(alpha, beta, hard=False):
    """Alpha-beta whose default bounds are ``alpha`` and ``beta`` (as a learner's signature
    ``alphabeta(tree, alpha=-1000, beta=1000, maximizing=True)`` makes them); ``hard``: in
    the fail-hard form (``alpha = max(alpha, value)``, ``return beta`` on a cut, ``return
    alpha`` at the end), which from finite bounds passes up those bounds."""
    switches = dict(from_bounds=True, at_cut="bound") if hard else {}
    return lambda tree, a=alpha, b=beta, maximizing=True: T.alphabeta(tree, a, b, maximizing,
                                                                      **switches)


def _bounds_hint(alpha, beta, exact=True):
    """The hint for default bounds ``alpha`` and ``beta`` (an infinite one is right);
    ``exact=False`` names them as examples only (a fail-soft search returns the children's
    values, not the bounds, so that the far cases do not tell one finite bound from another)."""
    huge = any(abs(at) in _HUGE_NAMES for at in (alpha, beta))
    far = ("beyond 10**20, far beyond sys.maxsize, the largest int of a fixed size" if huge
           else "in the millions")
    example = ("-sys.maxsize", "sys.maxsize") if huge else (-1000, 1000)
    if exact:        # named as written, with what the check cannot tell it from
        alpha, beta = (_HUGE_NAMES.get(at, at) for at in (alpha, beta))
        alpha, beta = (f"{at} (or {_HUGE_ALSO[at]})" if at in _HUGE_ALSO else at
                       for at in (alpha, beta))
    wrong = [(name, at, inf, who, right) for name, at, inf, who, right in (
        ("alpha", alpha, "-inf", "MAX", "-math.inf"), ("beta", beta, "+inf", "MIN", "math.inf"))
        if at not in (math.inf, -math.inf)]
    if len(wrong) == 2:
        said = (f"Your default bounds are alpha={alpha} and beta={beta} instead of -inf and "
                f"+inf: called without bounds, your search starts as if MAX were sure of "
                f"{alpha} and MIN of {beta} already" if exact else
                f"Your default bounds are finite numbers (such as alpha={example[0]} and "
                f"beta={example[1]}) "
                f"instead of -inf and +inf: called without bounds, your search starts as if MAX "
                f"and MIN were sure of those already")
        right = ("make the defaults alpha=-math.inf and beta=math.inf (or float('-inf') and "
                 "float('inf'))")
    else:
        (name, at, inf, who, right), = wrong
        said = (f"Your default {name} is {at} instead of {inf}: called without bounds, your "
                f"search starts as if {who} were sure of {at} already" if exact else
                f"Your default {name} is a finite number (such as "
                f"{example[0] if name == 'alpha' else example[1]}) "
                f"instead of {inf}: called without bounds, your search starts as if {who} were "
                "sure of it already")
        right = f"make the default {name}={right} (or float('{inf.lstrip('+')}'))"
    return (f"{said}, so where a value lies beyond that (some of the check's leaves are {far}) "
            "it cuts where alpha-beta does not and returns a number that is not the "
            f"tree's value. A leaf can be any number: {right}.")


def _bounds_variants():
    """``finite-bounds``: the default alpha, beta or both finite (one of ``_FINITE_STARTS``),
    in the fail-soft form and the fail-hard one."""
    return [Variant("finite-bounds", _bounds_hint(alpha, beta, exact=hard),
                    _default_bounds(alpha, beta, hard))
            for n in (*_FINITE_STARTS, 10**18, sys.maxsize)
            for alpha, beta in ((-n, n), (-n, math.inf), (-math.inf, n))
            for hard in (False, True)]


#: Two levels down, a node whose first child is worse for it than the bound it inherited:
#: (label, tree).
_DEEP_BOUNDS = [
    ("a MAX node two levels down whose first child is below the root's alpha",
     [[10], [[3, [5, 7]]]]),
    ("a MIN node two levels down whose first child is above the beta from above",
     [[2, [[8, [6, 1]]]]])]


def _bound_replaced_hint(kinds):
    """The hint for the nodes of ``kinds`` setting their bound to what they have found (``v``,
    or the last child's value: the check's cases do not tell the two apart)."""
    if len(kinds) == 2:
        return ("The values and the leaves read are those of a search whose nodes set their "
                "bound to what they have found (alpha = v at MAX and beta = v at MIN, or the "
                "last child's value) instead of keeping the better of that and the bound they "
                "were given. A MAX node whose first children are worth less than the alpha "
                "from above then lowers alpha (and a MIN node whose first children are worth "
                "more than the beta from above raises beta), forgetting what a node above "
                "already holds, so the nodes below it cut later than alpha-beta does. At MAX: "
                "alpha = max(alpha, v); at MIN: beta = min(beta, v).")
    if kinds == ("max",):
        return ("The values and the leaves read are those of a search whose MAX nodes set "
                "alpha to what they have found (alpha = v, or the last child's value) instead "
                "of keeping the larger of that and the alpha they were given; your MIN nodes' "
                "update is right. A MAX node whose first children are worth less than the "
                "alpha from above then lowers alpha, forgetting what a MAX node above already "
                "holds, so the MIN nodes below it cut later than alpha-beta does. At MAX: "
                "alpha = max(alpha, v).")
    return ("The values and the leaves read are those of a search whose MIN nodes set beta to "
            "what they have found (beta = v, or the last child's value) instead of keeping the "
            "smaller of that and the beta they were given; your MAX nodes' update is right. A "
            "MIN node whose first children are worth more than the beta from above then raises "
            "beta, forgetting what a MIN node above already holds, so the MAX nodes below it "
            "cut later than alpha-beta does. At MIN: beta = min(beta, v).")


#: What reading a leaf is: shown with a report whose rows or first difference say which
#: leaves the function read.
_LEAVES_READ = ("What counts as reading a leaf: using its value, that is, comparing it or doing "
                "arithmetic with it; taking a leaf out of its list, or turning it into text "
                "with str(), does not count. Sorting a node's children by value compares them, "
                "so it reads every leaf it sorts. Sorting them by something other than a leaf's "
                "value (str(child), the size of a subtree, whether a child is a list) reads no "
                "leaf, but it still changes the order the children are gone through, and so "
                "which leaves are read after it. Alpha-beta reads the children left to right, "
                "in the order of the list. Which leaves your function reads is followed in the "
                "trees whose leaves are whole numbers; on the case "
                f"“{_FLOAT_LEAVES}” only the value is compared. Your function must still "
                "handle such leaves: a leaf can be any number.")


def _read_other_leaves(trials, report):
    """Whether the report says which leaves the function read: a failing row whose value is
    right but whose leaves are not (:func:`_alphabeta_judge`), or, with no hint, a first
    difference in the leaves read (:func:`_leaves_differ`)."""
    failing = [t for t in trials if not t.ok and t.obs.kind != "skipped"]
    if any(t.obs.kind == "value" and t.obs.value == t.ref.value
           and set(t.obs.trace or ()) != set(t.ref.trace or ()) for t in failing):
        return True
    # (an error raised before any leaf was read: the first difference is the error, not leaves)
    first = failing[0] if failing else None
    return (first is not None and not report.hints
            and not (first.obs.kind == "error" and not first.obs.trace)
            and tuple(first.obs.trace or ()) != tuple(first.ref.trace or ()))


ALPHABETA = Suite(
    "alphabeta", "alphabeta(tree, alpha=-inf, beta=inf, maximizing=True) -> the value, pruning "
    "as it goes", _tree_cases(min_root=False, pruning=True) + [
        Case("a tie that a MAX node can cut", ([[[3, 5], [5, 1]], [[2, 8], [0, 4]]], True),
             given="[[[3, 5], [5, 1]], [[2, 8], [0, 4]]]", size=36),
        Case("MIN at the root", ([[3, 12], [14, 6]], False),
             given="[[3, 12], [14, 6]], maximizing=False", size=20),
        Case(_SINGLE_LEAF, (5, True), given="5", size=1),
        # the value (6) lies between the alpha and beta given, and they cut more than
        # (-inf, inf) would: the MAX node [9, 1] stops on the beta given
        Case("alpha=4 and beta=8 given", ([[3, 9], [[9, 1], 6], [5, 7]], True, 4, 8),
             given="[[3, 9], [[9, 1], 6], [5, 7]], alpha=4, beta=8", size=30),
        # a node whose first child is worse for it than the bound it was given keeps that
        # bound: the MAX node [3, [5, 7]] holds 3 against the root's alpha 10, so [5, 7] stops
        # at 5; the MIN node [8, [6, 1]] holds 8 against the beta 2 from above, so [6, 1]
        # stops at 6 (setting alpha = v or beta = v instead reads the 7 or the 1)
        *[Case(label, (tree, True), given=repr(tree), size=len(str(tree)))
          for label, tree in _DEEP_BOUNDS],
        # a leaf test for an int (not for a list) takes 2.5 for a list of children; the
        # leaves that are not whole numbers are not watched, so only the value is compared
        Case(_FLOAT_LEAVES, ([[2.5, 7.5], [-1.5, 4.5]], True), given="[[2.5, 7.5], [-1.5, 4.5]]",
             size=26),
        # v from a number such as -1000 or 1000, or default bounds such as those, in place
        # of the infinities: these leaves lie beyond them
        *[Case(label, (tree, True), given=repr(tree), size=len(str(tree)))
          for label, tree in _FAR_WINDOW + _HUGE_LEAVES]],
    reference=_ab(), arguments=_leaves_arguments,
    call=_list_call(True), trace=_leaves, normalise=_number, judge=_alphabeta_judge,
    stub_methods=(), reference_name="alpha-beta",
    diverge=_leaves_differ,
    recognisers=[
        Recogniser("list-as-leaf", "Your function returned the tree it was given, as if the "
                   "root were a leaf. Test for a leaf the way the lesson does: if not "
                   "isinstance(node, list): return node. " + _OWN_KIND, _returned_the_tree),
        Recogniser("leaf-as-list", "Your function looked inside a leaf (a number) as if it were "
                   "a list of children. Test for a leaf before going through the children: if "
                   "not isinstance(node, list): return node. " + _OWN_KIND,
                   _looked_inside_a_leaf),
        # (a test that takes the check's whole-number leaves for lists too is told the above,
        # whose advice covers 2.5 as well)
        Recogniser("int-leaves-only", _INT_LEAVES_ONLY, lambda trials: _float_taken_for_list(
            trials) and not _looked_inside_a_leaf(trials))],
    variants=[
        Variant("no-pruning", "Nothing was pruned: every leaf was evaluated. After each child, "
                "cut when v >= beta (at MAX) or v <= alpha (at MIN), and pass the updated alpha "
                "and beta down.", _ab(prune=False)),
        Variant("no-pruning", "Alpha and beta are not passed down to the children, so only "
                "the cuts inside one node's own loop happen. Pass the updated alpha and beta to "
                "every recursive call.", _ab(bounds=False)),
        Variant("strict", "You cut only on a strict inequality, at MAX's nodes and at MIN's. A "
                "tie can be cut too: at MAX stop when v >= beta, at MIN when v <= alpha.",
                _ab(strict=True)),
        Variant("strict", "Your MAX nodes cut only on a strict inequality (v > beta). A tie can "
                "be cut too: at MAX stop when v >= beta (your MIN nodes already cut on a tie).",
                _ab(strict="max")),
        Variant("strict", "Your MIN nodes cut only on a strict inequality (v < alpha). A tie can "
                "be cut too: at MIN stop when v <= alpha (your MAX nodes already cut on a tie).",
                _ab(strict="min")),
        Variant("cut-returns-bound", "When a node cuts, your function returns the other bound: "
                "alpha from a MAX node (which cut because v >= beta), beta from a MIN node. "
                "Return v, the value found so far (returning the bound the node cut on, beta at "
                "MAX and alpha at MIN, also works).", _ab(at_cut="other")),
        # (alpha and beta swapped in the cut tests cuts after every first child, as the tests
        # flipped do; the two part only where a window is given: MAX stops on v >= 4, not on
        # v <= 8)
        Variant("tests-swapped", "Your cut tests use the wrong bound: the values and the "
                "leaves read are those of a search where MAX stops when v >= alpha and MIN "
                "when v <= beta (from alpha = -inf and beta = inf, each node then stops after "
                "its first child). At a MAX node stop when v >= beta; at a MIN node when "
                "v <= alpha.", _ab(swap="tests")),
        Variant("tests-swapped-max", "Your MAX nodes test the wrong bound: the values and the "
                "leaves read are those of a search where MAX stops when v >= alpha (or v > "
                "alpha), so that from alpha = -inf each MAX node stops after its first child; "
                "your MIN nodes' test is right. At a MAX node stop when v >= beta.",
                _ab(swap="tests-max")),
        Variant("tests-swapped-min", "Your MIN nodes test the wrong bound: the values and the "
                "leaves read are those of a search where MIN stops when v <= beta (or v < "
                "beta), so that from beta = +inf each MIN node stops after its first child; "
                "your MAX nodes' test is right. At a MIN node stop when v <= alpha.",
                _ab(swap="tests-min")),
        # (composed once with every other mistake by tests/pairs_of_mistakes.py, they named a
        # third only where its hint is as true: the tests and the updates both exchanged are
        # roles-swapped; unpaired, as they add half again to the quick pairs test)
        Variant("max-uses-min-test", "Your MAX nodes cut on MIN's test: the values and the "
                "leaves read are those of a search where a MAX node stops when v <= alpha, "
                "which is how a MIN node tells that MAX above will not let it be played; your "
                "MIN nodes' test is right. A MAX node stops when v >= beta (MIN above has "
                "something at least as good already).", _unpaired(_ab(cut_as={"max": "min"}))),
        Variant("min-uses-max-test", "Your MIN nodes cut on MAX's test: the values and the "
                "leaves read are those of a search where a MIN node stops when v >= beta, "
                "which is how a MAX node tells that MIN above will not let it be played; your "
                "MAX nodes' test is right. A MIN node stops when v <= alpha (MAX above has "
                "something at least as good already).", _unpaired(_ab(cut_as={"min": "max"}))),
        Variant("tests-exchanged", "Your MAX and MIN nodes cut on each other's test (the "
                "updates are right): the values and the leaves read are those of a search "
                "where a MAX node stops when v <= alpha and a MIN node when v >= beta. A MAX "
                "node stops when v >= beta, a MIN node when v <= alpha.",
                _unpaired(_ab(cut_as={"max": "min", "min": "max"}))),
        *[Variant(f"children-all-{kind}", f"Every node calls its children with maximizing="
                  f"{flag}, MAX's and MIN's alike (one branch's call copied into the other): the "
                  f"values and the leaves read are those of a search where every node below the "
                  f"root is {kind.upper()}'s. The players take turns: a MAX node calls its "
                  "children with False, a MIN node with True (or both `not maximizing`).",
                  _unpaired(_ab(children=flag)))
          for kind, flag in (("min", False), ("max", True))],
        Variant("swapped", _SWAPPED_ARGS, _ab(swap="args")),
        # the same with each bound updated before the test alpha >= beta (one search while the
        # windows are right; with a given window handed down reversed, not)
        Variant("swapped", _SWAPPED_ARGS, _ab(swap="args", update_first=True)),
        Variant("swapped", _SWAPPED_UPDATES, _ab(swap="updates")),
        Variant("min-never-cuts", "Your MIN nodes never cut: they go through all their "
                "children. After each child a MIN node stops when v <= alpha (MAX above has "
                "something at least as good already).", _ab(cutters=("max",))),
        Variant("max-never-cuts", "Your MAX nodes never cut: they go through all their "
                "children. After each child a MAX node stops when v >= beta (MIN above has "
                "something at least as good for it already).", _ab(cutters=("min",))),
        Variant("beta-stays", "Beta never comes down: your MIN nodes do not lower it (and "
                "a MIN node that sets alpha = min(alpha, v) leaves alpha as it was), so the MAX "
                "nodes below them cut only on a beta given from outside. After each child a "
                "MIN node that does not cut lowers beta: beta = min(beta, v).",
                _ab(min_lowers=False)),
        Variant("roles-swapped", "Your MAX and MIN nodes use each other's bound: the values and the "
                "leaves read are those of a search where MAX tests v <= alpha and lowers beta, "
                "and MIN tests v >= beta and raises alpha. MAX tests v >= beta and raises "
                "alpha; MIN tests v <= alpha and lowers beta.", _ab(swap="roles")),
        Variant("root-flag-ignored", "With maximizing=False your function searched as if MAX "
                "were at the root. Then the root is MIN's (its children are MAX's, and so on): "
                "start from the `maximizing` you are given.",
                lambda tree, alpha=-math.inf, beta=math.inf, maximizing=True: T.alphabeta(
                    tree, alpha, beta, True)),
        Variant("window-ignored", "Given alpha=4 and beta=8, your function searched as if "
                "called with -inf and inf: it read leaves that those bounds cut. Start from the "
                "alpha and beta you are given (they are -inf and inf only by default).",
                lambda tree, alpha=-math.inf, beta=math.inf, maximizing=True: T.alphabeta(
                    tree, -math.inf, math.inf, maximizing)),
        *[Variant("bound-replaced", _bound_replaced_hint(kinds), _ab(replace=kinds))
          for kinds in (("max", "min"), ("max",), ("min",))],
        Variant("min-updates-alpha", "A MIN node raises alpha (the MAX node's update, copied). A "
                "MIN node only lowers beta, beta = min(beta, v); alpha belongs to MAX.",
                _ab(min_raises=True)),
        Variant("wrong-comparison", "The cut test compares the wrong way (or with the wrong "
                "bound): the nodes stop after their first child. At a MAX node stop when "
                "v >= beta; at a MIN node when v <= alpha.", _ab(flipped=True)),
        Variant("o-maximises", "MIN (the opponent) is maximising too: every level takes the "
                "largest value. At MIN's levels take the smallest (the levels alternate when "
                "each call passes `not maximizing` down).", _ab(all_max=True)),
        Variant("min-takes-max", "Your MIN nodes keep the LARGEST child value (v starts at -inf "
                "and grows with max). At a MIN node start from v = +inf and keep the smallest: "
                "v = min(v, value).", _ab(min_takes_max=True)),
        Variant("bounds-never-updated", "Alpha and beta never change: your nodes pass down "
                "the alpha and beta they were given, so nothing is cut unless bounds are given "
                "from outside (with alpha=4 and beta=8 given, every node cuts on those alone). "
                "After each child that does not cut, a MAX node raises alpha, alpha = max(alpha, "
                "v), and a MIN node lowers beta, beta = min(beta, v), before the next child.",
                _ab(max_raises=False, min_lowers=False)),
        Variant("no-alternation", "The players never take turns: with maximizing=True every "
                "node takes the largest value, with maximizing=False every node the smallest "
                "(the recursive calls pass `maximizing` on unchanged, or True from MAX and "
                "False from MIN). Pass `not maximizing` down to the children, so that MAX and "
                "MIN alternate.", _ab(alternate=False)),
        Variant("leaves-first", "Your function took each node's leaves before the lists beside "
                "them: the leaves read are those of a search that goes through the children "
                "leaves first, as a copy sorted with key=lambda c: isinstance(c, list) does. "
                "Alpha-beta takes the children left to right, in the order of the list, and "
                "what it cuts depends on that order: loop over the list itself, not a sorted "
                "copy.", _ab(leaves_first=True)),
        *[Variant("sorted-by-value", _BY_VALUE, _ab(order=how))
          for how in (_best_first, _ascending, _by_first_leaf, _leaves_by_value)],
        Variant("reversed-children", "Your function read the children right to left: the "
                "leaves read are those of a search that goes through each node's children from "
                "the last to the first, as `for child in reversed(tree)` does. Alpha-beta takes "
                "them left to right, in the order of the list, and what it cuts depends on that "
                "order: loop over the list itself.", _ab(order=_right_to_left)),
        # composed with the other mistakes from MAX's and MIN's v both at 0 and at -1000 and
        # 1000 only (the one-sided starts pair the same way, at twice the cost of the pairs test)
        *_start_variants(lambda start: _ab(start=start), name="v",
                         paired=({"max": 0, "min": 0}, {"max": -1000, "min": 1000}), huge=True),
        *_bounds_variants()],
    about=_LEAVES_READ, about_if=_read_other_leaves)


def _chance(rule):
    return _valued(lambda depth: "max" if depth % 2 == 0 else rule)


def _chance_from(start):
    """Expectimax on lists with MAX's nodes starting from ``start`` (``{"max": -1000}``)."""
    return lambda tree, maximizing=True: T.backup(
        tree, maximizing, rule=lambda depth: "max" if depth % 2 == 0 else "mean", start=start)


EXPECTIMAX = Suite(
    "expectimax", "expectimax(tree) -> the value with MAX and chance levels",
    # a MAX node that starts from a number such as -1000 (or -sys.maxsize) keeps it where
    # every average is below
    _tree_cases(min_root=False) + [Case(label, (tree, True), given=repr(tree),
                                        size=len(str(tree)))
                                   for label, tree in _FAR_LEAVES + _HUGE_LEAVES
                                   if "below" in label],
    reference=_chance("mean"), call=_list_call(False),
    normalise=_number, judge=_value_judge, stub_methods=(),
    variants=[
        Variant("chance-min", "Chance nodes do not choose: they average their children (each "
                "equally likely). Taking the smallest is minimax, which assumes an opponent.",
                _chance("min")),
        Variant("chance-max", "Chance nodes average their children; taking the largest assumes "
                "the dice always favour you.", _chance("max")),
        Variant("floor-division", "The average was rounded down: use / rather than // at chance "
                "nodes.", _chance("floor")),
        Variant("sum", "Chance nodes add up their children but do not divide by how many there "
                "are.", _chance("sum")),
        Variant("chance-at-root", "The root is MAX (your move); the chance nodes are its "
                "children.", _valued(lambda depth: "mean" if depth % 2 == 0 else "max")),
        *_start_variants(_chance_from, _AVERAGED, kinds=("max",), huge=True)])


# -- lesson 10: depth-limited minimax over the game protocol -----------------------------------

def _random_game(seed, levels=3):
    rng = random.Random(seed)

    def grow(level, kind):
        if level == levels or (level > 1 and rng.random() < 0.2):
            return rng.randint(-9, 9)
        kids = [grow(level + 1, "min" if kind == "max" else "max")
                for _ in range(rng.randint(2, 3))]
        return (Max if kind == "max" else Min)(kids, estimate=rng.randint(-20, 20) / 4)
    return GameTree(grow(0, "max"))


def _far_game(sign, scale=1):
    """Two moves down, a finished game and estimates all in the millions, above 0 (``sign``
    1) or below it (-1): a node that starts from a finite number (-1000, 10**6, ...) instead
    of an infinity keeps that number.  ``scale=10**14``: beyond 10**20 (past sys.maxsize)."""
    sign *= scale

    def far(*values):
        return [sign * v for v in values]
    a, b, c = far(1_500_000, 3_000_000, 4_500_000)
    return GameTree(Max([Min([Max(far(2_500_000, 1_800_000), estimate=a), sign * 2_000_000]),
                         Min([Max(far(3_500_000, 5_000_000), estimate=b),
                              Max(far(4_000_000, 6_000_000), estimate=c)])]))


#: Values beyond every start of ``_FINITE_STARTS``: MIN's nodes show theirs above 0, MAX's
#: below it.
_FAR_GAMES = [("a finished game and estimates far above 0 (in the millions)", _far_game(1)),
              ("a finished game and estimates far below 0 (in the millions)", _far_game(-1))]
#: and beyond 10**20: a start such as sys.maxsize or 1e18 shows there
_HUGE_GAMES = [("a finished game and estimates far above 0 (beyond 10**20)",
                _far_game(1, 10**14)),
               ("a finished game and estimates far below 0 (beyond -10**20)",
                _far_game(-1, 10**14))]


def _depth_cases():
    horizon = GameTree(Max([Min([Max([0, 1], estimate=-1), Max([2, 0], estimate=-2)], estimate=0),
                            Min([Max([-6, -3], estimate=4), Max([8, 5], estimate=9)],
                                estimate=3)], estimate=2))
    early = GameTree(Max([Min([5, Max([1, 2], estimate=9)], estimate=0), 4], estimate=0))
    twice = GameTree(Max([Max([3, Min([8, 1], estimate=7)], estimate=2),
                          Min([6, 9], estimate=5)], estimate=0))
    min_root = GameTree(Min([Max([4, Min([7, 2], estimate=6)], estimate=3),
                             Max([Min([1, 8], estimate=0), 5], estimate=2)], estimate=1))
    ttt, c4 = TicTacToe(), ConnectFour()
    disc = c4.from_rows([". . X . . . .", ". O X O . . ."])
    picks = [("the horizon tree of section 3, depth 2", horizon, 0, 2,
              "the horizon tree (estimates -1, -2, 4, 9 two moves down), depth=2"),
             ("the horizon tree, depth 1", horizon, 0, 1, "the horizon tree, depth=1"),
             ("a finished game before the limit, and one exactly at it", early, 0, 2,
              repr(early.nested()) + ", depth=2"),
             ("the search starts at the limit (depth 0)", horizon, 0, 0,
              "the horizon tree, depth=0"),
             ("the game is already over", GameTree(7), 0, 3, "a single leaf 7, depth=3"),
             ("MAX moves twice in a row", twice, 0, 2, repr(twice.nested()) + ", depth=2"),
             ("MIN at the root", min_root, 0, 2, repr(min_root.nested()) + ", depth=2"),
             ("a hidden tree, depth 2", _random_game(7), 0, 2, "a hidden tree, depth=2"),
             ("another hidden tree, depth 3", _random_game(31, levels=4), 0, 3,
              "another hidden tree, depth=3"),
             ("tic-tac-toe, O to move, depth 2", ttt, "X.O.X....", 2,
              "TicTacToe(), 'X.O.X....', depth=2, evaluate=TicTacToe().evaluate"),
             ("Connect Four, X to move, depth 2", c4, disc, 2,
              "ConnectFour(), a position after 4 moves, depth=2, evaluate=ConnectFour().evaluate"),
             *[(label, tree, 0, 2, repr(tree.nested()) + ", depth=2")
               for label, tree in _FAR_GAMES + _HUGE_GAMES]]
    return [Case(label, (game, state, depth), given=given, size=k,
                 tags=() if game is c4 else {"small"})        # searched to the end in time
            for k, (label, game, state, depth, given) in enumerate(picks)]


def _estimating(case):
    game, state, depth = case.args
    watch = Watch(most=200_000, verb="calls of evaluate")

    def evaluate(position):
        over = game.terminal(position)
        watch.note("estimate", repr(position), over)
        return 0 if over else game.evaluate(position)
    return (game, state, depth, evaluate), {}, watch


def _estimates(watch):
    """The positions asked about, each once: ``(repr, finished?)``, sorted."""
    return tuple(sorted({(event[1], event[2]) for event in watch.events}))


def _estimates_differ(case, obs, ref):
    mine, theirs = set(obs.trace or ()), set(ref.trace or ())
    if mine == theirs:
        if obs.kind == "value":
            return (f"your function asked evaluate about the same {len(mine)} position(s) as "
                    f"depth-limited minimax, but returned {obs.shown} where it returns "
                    f"{ref.shown}: the difference is in the values worked out from them (the "
                    "utilities of finished games, or the max and min above them)")
        return None
    if not mine:
        return (f"your function never called evaluate; depth-limited minimax calls it on "
                f"{len(theirs)} position(s) here (the unfinished ones `depth` moves down)")
    parts = [f"your function asked evaluate about {len(mine)} position(s), depth-limited "
             f"minimax about {len(theirs)}"]
    if mine - theirs:
        parts.append(f"{len(mine - theirs)} of yours are positions where depth-limited minimax "
                     "does not estimate")
    if theirs - mine:
        parts.append(f"{len(theirs - mine)} of its positions were never asked about")
    over = sum(1 for _, finished in mine if finished)
    if over:
        parts.append(f"{over} of yours are finished games")
    return "; ".join(parts)


def _estimated_finished(trials):
    """A fact: evaluate was asked about a finished game."""
    return any(finished for t in trials for _, finished in (t.obs.trace or ()))


def _depth_judge(case, obs, ref):
    ok, notes = _value_judge(case, obs, ref)
    if ok and not set(obs.trace) <= set(ref.trace):
        stray = len(set(obs.trace) - set(ref.trace))
        return False, [f"the value is right, but evaluate was also asked about {stray} "
                       "position(s) where the search should not estimate"]
    return ok, notes


_AT_END = ("The estimate was asked for a finished position. Test for the end of the game first: "
           "a finished position is worth its true utility (game.value), even at the depth limit; "
           "evaluate is only for positions that are not over.")


#: MAX's name (game.players[0]) in each of depth_limited_value's games.
_DEPTH_MAX_CALLED = (("the trees", "max"), ("tic-tac-toe and Connect Four", "X"))
#: MIN's name (game.players[1]) in each of depth_limited_value's games.
_DEPTH_MIN_CALLED = (("the trees", "min"), ("tic-tac-toe and Connect Four", "O"))


def compared_with(name, called, side="MAX"):
    """The hint for a player found by comparing it with ``name``, the name of ``side`` (MAX or
    MIN) in one of the check's games (``called`` pairs the games with that player's name
    there) and not in the others."""
    (right,) = [games for games, name_there in called if name_there == name]
    others = [f"{games} it is {name_there!r}" for games, name_there in called
              if name_there != name]
    took = "smallest" if side == "MAX" else "largest"
    return (f"Whose turn it is was decided by comparing the player with {name!r}: right for "
            f"{right}, whose {side} is called {name!r}, but in {' and in '.join(others)}, so "
            f"there every choice took the {took} value. MAX is game.players[0], whatever its "
            "name: compare game.player(state) with game.players[0].")


def _limited(**switches):
    return lambda game, state, depth, evaluate: T.limited(game, state, depth, evaluate, **switches)


DEPTH_LIMITED = Suite(
    "depth_limited_value", "depth_limited_value(game, state, depth, evaluate) -> the value for "
    "MAX", _depth_cases, reference=_limited(), arguments=_estimating, trace=_estimates,
    normalise=_number, judge=_depth_judge, stub_methods=(), reference_name="depth-limited minimax",
    diverge=_estimates_differ,
    recognisers=[Recogniser("estimate-at-end", _AT_END, _estimated_finished)],
    budget=None, variants=[
        Variant("estimate-at-end", _AT_END, _limited(terminal_first=False)),
        Variant("no-terminal-test", "A finished position has no moves, so there is nothing to "
                "take the max or min of. Test game.terminal(state) first and return "
                "game.value(state).", _limited(terminal=False)),
        Variant("too-deep", "The search looked one move deeper than `depth`: stop (and call "
                "evaluate) when the remaining depth reaches 0, counting one for each move.",
                _limited(slack=1)),
        Variant("rounds", "Your values are what counting only MIN's moves against the depth "
                "gives (a round of MAX's move and MIN's reply as one): depth counts every move, "
                "MAX's too. Pass depth - 1 down from every position.", _limited(counts="min")),
        Variant("rounds", "The search looked 2 * depth moves ahead, as if depth counted rounds "
                "of two moves: depth counts single moves (plies). Pass depth - 1 down from "
                "every position and stop at 0.", _limited(counts="round")),
        *[Variant("too-shallow", "The search stopped one move short of `depth`: with depth 1 "
                  "it should still try every move and call evaluate on the positions they lead "
                  "to. Stop when the remaining depth is 0.", _limited(**how))
          for how in ({"slack": -1}, {"stop_at": 1})],
        Variant("depth-ignored", "The depth limit was never used: the search went to the end of "
                "every game and called evaluate nowhere. Pass depth - 1 down and stop at 0.",
                _limited(endless=True), part="small"),
        Variant("depth-not-lowered", "The depth your search passes down never reaches 0: it "
                "stops at the limit only when it starts there (depth 0); from any other depth "
                "it goes to the end of every game and never calls evaluate. Each move down uses "
                "up one unit of depth: pass depth - 1 to every child.",
                _limited(counts="none"), part="small"),
        *[Variant("by-level", "Whose turn it is comes from game.player(state) (MAX is "
                  "game.players[0]), not from the level in the tree: in these games MAX can move "
                  "twice in a row, and MIN can be the one to move at the start.",
                  _limited(by_level=how)) for how in (True, "max")],
        Variant("by-level", "Whose turn it is was decided by the depth left (MAX where it is "
                "even), not by game.player(state): take the largest child value where "
                "game.player(state) is game.players[0] (MAX), the smallest elsewhere. In these "
                "games MAX can move twice in a row, and MIN can be the one to move at the start.",
                _limited(by_level="parity")),
        Variant("swapped", "MAX and MIN are swapped: where game.player(state) is "
                "game.players[0] (MAX) take the LARGEST child value, elsewhere the smallest.",
                _limited(swapped=True)),
        *[Variant("estimate-sign", "The estimates come back with the wrong sign. evaluate(state) "
                  "already scores a position for MAX (game.players[0]), whoever is to move: use "
                  "its value as it is.", _limited(negate=how)) for how in ("all", "min")],
        # MAX found by its name in some of the games, or by a name none of them uses
        *[Variant("literal-player", compared_with(name, _DEPTH_MAX_CALLED), _limited(literal=name))
          for name in ("X", "max")],
        Variant("literal-player", "Every choice took the smallest value: MAX never maximised. "
                "MAX is game.players[0], whatever its name ('max' in the trees, 'X' in "
                "tic-tac-toe and Connect Four, never 'MAX'): compare game.player(state) with "
                "game.players[0].", _limited(literal="MAX")),
        # MIN found by its name in some of the games ("MIN", no game's name, is all_max below)
        *[Variant("literal-player", compared_with(name, _DEPTH_MIN_CALLED, side="MIN"),
                  _limited(literal_min=name)) for name in ("O", "min")],
        Variant("min-maximises", "MIN is maximising too: every choice took the largest value "
                "(as when the player is compared with a name for MIN that no game here uses, "
                "such as 'MIN': MIN is 'min' in the trees and 'O' in tic-tac-toe and Connect "
                "Four). The value is always from MAX's point of view, so where the other player "
                "(not game.players[0]) moves, take the smallest child value.",
                _limited(all_max=True)),
        Variant("estimate-above-limit", "evaluate was called on positions above the depth limit. "
                "Call it only where the search stops: `depth` moves down, on a position that is "
                "not over.", _limited(eager=True)),
        Variant("never-evaluates", "Your function never called evaluate. Where the search stops "
                "(`depth` moves down, on a position that is not over) the value is "
                "evaluate(state), with the evaluate the check passes in: not 0, and not a "
                "utility.", _limited(zero=True)),
        *_start_variants(lambda start: _limited(start=start), _SCORES, huge=True)],
    about="The check passes its own evaluate, which records the positions it is asked about: "
          "the value must be right and evaluate may only be asked about unfinished positions "
          "exactly `depth` moves down (fewer, with pruning, is fine).")


# -- lesson 11: expectimax on Max, Min and Chance nodes ------------------------------------------

def _chance_tree(seed, levels=3):
    rng = random.Random(seed)

    def grow(level):
        if level == levels or (level > 0 and rng.random() < 0.25):
            return rng.randint(0, 12)
        kids = [grow(level + 1) for _ in range(rng.choice([2, 2, 3]))]
        kind = rng.choice(["max", "min", "chance", "chance"]) if level else "max"
        if kind == "chance":
            probs = (rng.choice([[0.5, 0.5], [0.25, 0.75], [0.75, 0.25]]) if len(kids) == 2
                     else [0.25, 0.25, 0.5])
            return Chance(kids, probs)
        return (Max if kind == "max" else Min)(kids)
    return grow(0)


def _far_chance_trees(scale=1, below="in the millions", above="in the millions"):
    """Beyond every start of ``_FINITE_STARTS`` (with ``scale=10**14``, beyond 10**20 and
    sys.maxsize too): MAX's nodes show theirs below 0, MIN's above it."""
    k = scale
    return [(f"leaves far below 0 ({below})",
             Max([Chance([-2_000_000 * k, -3_000_000 * k], [0.25, 0.75]),
                  Min([-1_500_000 * k, -4_000_000 * k])])),
            (f"leaves far above 0 ({above})",
             Chance([Min([2_000_000 * k, 3_500_000 * k]), Max([1_500_000 * k, 4_000_000 * k])],
                    [0.5, 0.5]))]


_FAR_CHANCE_TREES = _far_chance_trees()
_HUGE_CHANCE_TREES = _far_chance_trees(10**14, "beyond -10**20", "beyond 10**20")

#: MIN nodes whose children are nodes, the smaller a MAX node (4) in one and a chance node (5)
#: in the other, and MAX's best child a MIN node: each node values every child
#: (min(node.children) compares the nodes themselves, and skipping a kind of child shows).
_MIN_ABOVE_NODES = (
    "MIN nodes above chance and MAX nodes",
    Max([Min([Chance([0, 10], [0.5, 0.5]), Max([3, 4])]),
         Chance([Min([Max([6, 9]), Chance([2, 8], [0.5, 0.5])]), 1], [0.5, 0.5])]))

_CHANCE_TREES = [
    ("unequal odds: a 30% chance of 10 against a sure 4", Max([Chance([0, 10], [0.7, 0.3]), 4])),
    ("chance at the root", Chance([Max([1, 7]), Min([4, 8])], [0.25, 0.75])),
    ("MIN below chance", Max([Chance([Min([6, 2]), 9], [0.5, 0.5]),
                              Chance([5, Min([3, 8])], [0.75, 0.25])])),
    ("chance directly below chance", Chance([Chance([0, 8], [0.25, 0.75]), 2], [0.5, 0.5])),
    ("chance below MAX below chance", Chance([Max([Chance([10, 0], [0.5, 0.5]), 3]), 1],
                                             [0.5, 0.5])),
    _MIN_ABOVE_NODES,
    ("probabilities left out: equally likely", Max([Chance([2, 9]), Chance([5, 6, 7])])),
    ("a single leaf", 7),
    ("the same outcome twice, with different odds", Chance([5, 5, 0], [0.5, 0.25, 0.25])),
    (_FLOAT_LEAVES, Max([Chance([2.5, 7], [0.5, 0.5]), Min([4.5, 9.5])])),
    ("a hidden tree", _chance_tree(5)),
    ("another hidden tree", _chance_tree(12, levels=4)),
    *_FAR_CHANCE_TREES,
    *_HUGE_CHANCE_TREES,
]


def _weighted(**switches):
    return lambda node: T.weighted(node, **switches)


_NODE_KINDS = ("Max", "Min", "Chance")


def _returns_node(trials):
    """A fact: a node came back where a number belongs, or was compared or multiplied."""
    return any(t.obs.kind == "value" and t.obs.value in [("object", k) for k in _NODE_KINDS]
               or t.obs.kind == "error" and t.obs.error == "TypeError"
               and "unhashable" not in t.obs.shown
               and any(f"'{kind}'" in t.obs.shown for kind in _NODE_KINDS)
               for t in trials)


def _float_taken_for_node(trials):
    """A fact: a leaf such as 2.5 was asked for a node's attributes."""
    return any(t.case.label == _FLOAT_LEAVES and t.obs.kind == "error"
               and t.obs.error == "AttributeError" and "'float' object has no attribute"
               in t.obs.shown for t in trials)


def _hashed_a_node(trials):
    """A fact: a node was made a dict key or a set member (it is not hashable)."""
    return any(t.obs.kind == "error" and t.obs.error == "TypeError"
               and any(f"unhashable type: '{kind}'" in t.obs.shown for kind in _NODE_KINDS)
               for t in trials)


_BY_KIND = {("max",): ("MAX", "the largest value over all its children: "
                         "max(expectimax_value(c) for c in node.children)"),
            ("min",): ("MIN", "the smallest value over all its children: "
                         "min(expectimax_value(c) for c in node.children)"),
            ("max", "min"): ("MAX and MIN", "the largest value over all its children, MIN "
                             "the smallest")}

#: Nodes that take their first child's value alone: (their kinds, the hint).
_FIRST_CHILD_ONLY = [
    (("chance",), "The chance nodes took the value of their first child alone: your values are "
     "those of a search that looks only at node.children[0] there (as "
     "expectimax_value(node.children[0]) does). A chance node weighs every child by its "
     "probability: sum(p * expectimax_value(c) for p, c in zip(probs, node.children))."),
    *[(kinds, f"The {who} nodes took the value of their first child alone: your values are "
       "those of a search that looks only at node.children[0] there (as "
       "expectimax_value(node.children[0]) does, or a `return` indented inside the loop over "
       f"the children, which leaves after the first one). {who.split()[0]} takes {what}.")
      for kinds, (who, what) in _BY_KIND.items()],
]

#: The chance node's first term of sum(p * value) alone.
_FIRST_TERM = ("The chance nodes counted their first child alone, times its probability: your "
               "values are those of a search that returns p * value for node.children[0] and "
               "adds nothing more (as a `return` indented inside the loop over the children "
               "does: it leaves after the first one). Return the sum once the loop has added "
               "up every child's p * value.")

_LEVEL = ("The probabilities were applied at the wrong level. Weight each child's backed-up "
          "value at its own chance node, sum(p * value), and carry nothing down.")

WEIGHTED = Suite(
    "expectimax_value", "expectimax_value(node) -> the value (leaves, Max, Min, Chance)",
    [Case(label, (tree,), given=repr(tree), size=len(repr(tree))) for label, tree in _CHANCE_TREES],
    reference=_weighted(), normalise=_number, judge=_value_judge, stub_methods=(),
    variants=[
        Variant("no-probabilities", "The chance nodes averaged their children as if they were "
                "equally likely. Weight each child by its probability: sum(p * value).",
                _weighted(chance="mean")),
        Variant("no-weights", "The chance nodes added up their children's values. Multiply each "
                "by its probability first: the probabilities add up to 1, so the result is an "
                "average, not a total.", _weighted(chance="sum")),
        Variant("chance-as-min", "The chance nodes took their smallest child, as if an opponent "
                "chose the outcome. That is minimax; chance does not choose, it averages.",
                _weighted(chance="min")),
        Variant("chance-as-max", "The chance nodes took their largest child, as if the dice "
                "always favoured you. Chance averages: sum(p * value).", _weighted(chance="max")),
        Variant("wrong-level", _LEVEL, _weighted(chance="leaves-only")),
        Variant("wrong-level", _LEVEL, lambda node: T.weighted(node, carried=1)),
        Variant("min-as-max", "The MIN nodes took their largest child. Min(children) is the "
                "opponent's choice: it takes the smallest child value.", _weighted(min_as="max")),
        Variant("min-averaged", "The MIN nodes averaged their children, as chance nodes do. "
                "MIN is the opponent, who chooses: it takes the smallest child value; only the "
                "Chance nodes average.", _weighted(min_as="mean")),
        Variant("by-depth", "Your answers are what you get by taking MAX and chance to alternate "
                "level by level, as with plain lists. Here each node says what it is: test "
                "isinstance(node, Max), isinstance(node, Min) and isinstance(node, Chance), "
                "whatever the level.", _weighted(by_depth=True)),
        Variant("probs-none", "A chance node written without probabilities (probs is None) has "
                "equally likely children: use 1 / len(node.children) for each.",
                _weighted(equal_none=False)),
        Variant("probs-none", "A chance node written without probabilities (probs is None) has "
                "equally likely children, each with probability 1 / len(node.children), not 1: "
                "weights of 1 add the values up instead of averaging them.",
                _weighted(equal_none="ones")),
        Variant("probs-none", "A chance node written without probabilities (probs is None) "
                "came out as 0: the values are those of a search that gives each of its "
                "children the probability 1 // len(node.children), which is 0 (// divides "
                "rounding down to a whole number). Divide with /: 1 / len(node.children).",
                _weighted(equal_none="floor")),
        *[Variant("per-child", "The chance nodes divided sum(p * value) by the number of "
                  "children. The probabilities already add up to 1, so sum(p * value) is the "
                  "average itself: do not divide it again.",
                  _weighted(chance="per-child", equal_none=how)) for how in (True, "ones")],
        Variant("probs-reversed", "Each probability went to the wrong child: your values are "
                "what pairing node.probs with the children in reverse order gives. node.probs[i] "
                "is the probability of node.children[i]: zip(node.probs, node.children) pairs "
                "them.", _weighted(chance="reversed")),
        Variant("probs-by-search", "Equal children got the same probability: your values are "
                "what looking each child's probability up by the child itself gives (such as "
                "node.probs[node.children.index(child)], which finds the first equal child). "
                "Equal outcomes can have different odds: pair them by position, "
                "zip(probs, node.children).", _weighted(chance="by-search")),
        *[Variant("first-child-only", hint, _weighted(first=kinds))
          for kinds, hint in _FIRST_CHILD_ONLY],
        Variant("first-child-only", _FIRST_TERM, _weighted(chance="first-weighted")),
        *_start_variants(lambda start: _weighted(start=start), _AVERAGED, huge=True)],
    recognisers=[Recogniser("returns-node", "A node (such as Max([...])) was used where a "
                            "number was expected (returned, compared or multiplied): only a leaf "
                            "is a number. Give each kind of node, Max, Min and Chance, its own "
                            "branch that works out a number from its children, and use "
                            "expectimax_value(child), not the child itself.", _returns_node),
                 Recogniser("unhashable-node", "A node (such as Max([...])) was used as a dict "
                            "key or put in a set, and nodes are not hashable (they hold lists). "
                            "Pair each child with its probability by position instead: "
                            "zip(node.children, probs), or node.probs[i] with enumerate. (Equal "
                            "children may have different odds, so the child itself is no key.)",
                            _hashed_a_node),
                 Recogniser("int-leaves-only", "Your function took a leaf that is not a whole "
                            "number (2.5) for a node. A leaf is any number: test for the kinds "
                            "of node (isinstance(node, Max), ...) and take anything else as a "
                            "leaf, rather than testing for an int.", _float_taken_for_node)],
    about="Values are compared to within 1e-9 (floating-point sums may differ in the last "
          "digit).")


# -- lesson 12: max^n ----------------------------------------------------------------------

def _utility_tree(seed, n, levels=3, uneven=False):
    rng = random.Random(seed)

    def grow(level):
        if level == levels or (uneven and level > 0 and rng.random() < 0.3):
            return tuple(rng.randint(0, 9) for _ in range(n))
        return [grow(level + 1) for _ in range(rng.choice([2, 2, 3]))]
    return grow(0)


_UTILITY_TREES = [
    ("three players, a hidden tree", _utility_tree(3, 3), 1, 3),
    ("three players, leaves at different depths", _utility_tree(8, 3, levels=4, uneven=True), 1, 3),
    ("two players with opposite utilities (u, -u)",
     [[(3, -3), (12, -12)], [(8, -8), (6, -6)], [(2, -2), (14, -14)]], 1, 2),
    ("four players", _utility_tree(21, 4, levels=4), 1, 4),
    ("a tie that matters to player 1", [[(0, 4, 4), (7, 4, 1)], (2, 2, 2)], 1, 3),
    ("a tie for player 1, the first child better for player 2", [[(5, 9, 0)], [(5, 1, 0)]], 1, 3),
    ("player 2 moves first", _utility_tree(23, 3), 2, 3),
    ("player 3 moves first", _utility_tree(23, 3), 3, 3),
    ("a single leaf", (1, 2, 3), 1, 3),
    # every entry below every start of _FINITE_STARTS: a node that keeps a child only when its
    # entry beats a starting score such as -1000 keeps none
    *[(f"utilities far below 0 ({said})",
       [[(-2_000_000 * k, -3_000_000 * k, -1_500_000 * k),
         (-4_000_000 * k, -2_500_000 * k, -3_500_000 * k)],
        [(-1_800_000 * k, -5_000_000 * k, -2_200_000 * k),
         (-3_000_000 * k, -1_200_000 * k, -4_000_000 * k)]], 1, 3)
      # and beyond 10**20: a start such as -sys.maxsize or -1e18 shows there
      for k, said in ((1, "in the millions"), (10**14, "beyond -10**20"))],
]

#: What a max^n node that keeps a child only when the mover's entry beats a starting score does
_KEPT_NONE = ("no child is kept, and the node passes up None (which the node above then "
              "reads as a tuple, or returns). Keep the first child whatever its entry (best = "
              "None, then `if best is None or ...`), or start the score from float('-inf').")


def _tuple_start(at, fixed):
    """The hint of a best that starts from the tuple ``(at,) * n`` (``fixed``: of three);
    ``at`` may be one of ``_HUGE_NAMES`` (a tuple compares its entries as they are, so that
    ``-1e18`` is ``-10**18`` there, but ``-sys.maxsize - 1`` is not ``-sys.maxsize``)."""
    far = "in the millions"
    if at in _HUGE_NAMES:
        far = "beyond 10**20, far beyond sys.maxsize, the largest int of a fixed size"
        at = _HUGE_NAMES[at]

    def written(at):
        return f"({at}, {at}, {at})" if fixed else f"({at},) * n"
    start = written(at)
    if at in _HUGE_ALSO and not at.startswith("-sys"):
        start += f" (or {written(_HUGE_ALSO[at])})"
    extra = (" A tuple of three also has no entry for a fourth player: on the four-player "
             "tree reading its entry for player 4 raises IndexError." if fixed else "")
    return (f"Your nodes start the best from the tuple {start} and replace it only when a "
            "child's entry for the player to move is above the best's: where no child's entry "
            f"is above {at} (a utility can be any number, and some of the check's are {far}), "
            "the node passes up that starting tuple, which is no leaf of the tree."
            f"{extra} Start from best = None and keep the first child whatever its entry "
            "(`if best is None or ...`).")


def _maxn(**switches):
    return lambda node, player=1, n=3: T.maxn(node, player, n, **switches)


def _tuple(value):
    """A tuple as plain data; a list is kept apart (the value of a node is a tuple)."""
    return ("a list", plain(tuple(value))) if isinstance(value, list) else plain(value)


def _maxn_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if obs.value == ref.value:
        return True, []
    if isinstance(obs.value, tuple) and obs.value[:1] == ("a list",):
        return False, ["it returned a list; the value of a node is a tuple, as a leaf's is"]
    if not (isinstance(obs.value, tuple) and obs.value[:1] == ("seq",)):
        return False, [f"it returned {obs.what}, where the answer is a tuple"]
    return False, []


def _leaf_paths(tree, value, path=()):
    """The positions of the leaves of ``tree`` whose tuple, as plain data, is ``value``."""
    if isinstance(tree, tuple):
        return [path] if _tuple(tree) == value else []
    return [found for i, child in enumerate(tree) for found in _leaf_paths(child, value,
                                                                          path + (i,))]


def _maxn_differ(case, obs, ref):
    """Where the leaf the function returned and max^n's part ways, when each is one leaf."""
    tree, player, n = case.args
    if obs.kind != "value" or obs.value == ref.value:
        return None
    mine, theirs = _leaf_paths(tree, obs.value), _leaf_paths(tree, ref.value)
    if len(theirs) != 1:
        return None
    if len(mine) != 1:
        return (f"max^n's answer is the leaf at {theirs[0]}; yours, {obs.shown}, is not one "
                "leaf of the tree" if not mine else
                f"max^n's answer is the leaf at {theirs[0]}; yours, {obs.shown}, is at "
                f"{', '.join(map(str, mine))}")
    shared = 0
    while mine[0][shared] == theirs[0][shared]:
        shared += 1
    mover = player
    for _ in range(shared):
        mover = mover % n + 1
    where = f"the node at {theirs[0][:shared]}" if shared else "the root"
    return (f"your answer is the leaf at {mine[0]}, max^n's the leaf at {theirs[0]}: the two "
            f"paths part at {where}, where player {mover} is to move. Work out what each child "
            f"there is worth (max^n takes the child whose value has the largest entry {mover}, "
            "the first of equals) and compare with what your function returns for them")


def _indexed_a_number(trials):
    """A fact: every failing case stopped on a number indexed as if it were a tuple."""
    failing = [t for t in trials if not t.ok and t.obs.kind != "skipped"]
    return bool(failing) and all(
        t.obs.kind == "error" and t.obs.error == "TypeError"
        and any(f"'{kind}' object is not subscriptable" in t.obs.shown
                for kind in ("int", "float")) for t in failing)


MAXN = Suite(
    "maxn_value", "maxn_value(node, player=1, n=3) -> the utility tuple the node is worth",
    [Case(label, (tree, player, n), given=f"{tree!r}, player={player}, n={n}", size=len(str(tree)))
     for label, tree, player, n in _UTILITY_TREES], reference=_maxn(), normalise=_tuple,
    judge=_maxn_judge, stub_methods=(), diverge=_maxn_differ,
    recognisers=[Recogniser("number-not-tuple", "Your function took an entry of a number as if "
                            "it were a tuple ('int' object is not subscriptable). In max^n every "
                            "node passes up a whole tuple: the player to move compares one entry "
                            "of each child's tuple, and returns the WHOLE tuple of the child it "
                            "picks (not that entry, nor the child's position).",
                            _indexed_a_number)],
    variants=[
        Variant("wrong-entry", "Each player maximised the next player's entry. Player k's "
                "utility is u[k - 1]: player 1 owns u[0].", _maxn(entry=lambda u, p, k: u[p % k])),
        *[Variant("index", "An index ran off the end of a tuple. Player k's utility is u[k - 1] "
                  "(player n owns u[n - 1]), and after player n the turn goes back to player 1: "
                  "the next player is player % n + 1.", _maxn(**how))
          for how in ({"entry": lambda u, p, k: u[p]}, {"following": lambda p, k: p + 1})],
        Variant("root-entry", "Every level maximised player 1's entry, as if player 1 made all "
                "the choices. At each node, the player to move looks at its own entry.",
                _maxn(entry=lambda u, p, k: u[0])),
        Variant("sum", "The choice went to the child with the largest total. Max^n does not add "
                "the utilities up: the player to move looks only at its own entry.",
                _maxn(entry=lambda u, p, k: sum(u))),
        Variant("last-tie", "On a tie the last child was kept. Keep the first: replace the best "
                "so far only when a child is strictly better for the player to move.",
                _maxn(last_tie=True)),
        Variant("minimax", "The other players minimised player 1's entry, as in two-player "
                "minimax. With tuples each player maximises its own entry instead.",
                _maxn(minimax=True)),
        Variant("same-player", "The player did not change from one level to the next. Pass the "
                "next player down: player % n + 1 (after player n comes 1).",
                _maxn(following=lambda p, k: p)),
        Variant("fixed-n", "Only the four-player tree goes wrong: after player 3 your turns go "
                "back to player 1 whatever n is. The next player is player % n + 1: use n, "
                "not 3.", _maxn(following=lambda p, k: p % 3 + 1)),
        Variant("number-not-tuple", "Your nodes pass up a number (the mover's own entry) "
                "where the whole tuple belongs. The player to move compares one entry of each "
                "child's tuple, but passes up the WHOLE tuple of the child it picks: the "
                "players above need their own entries.", _maxn(own_entry=True)),
        Variant("returns-list", "Your function returns the right numbers, but in a list: the "
                "value of a node is a tuple, as a leaf's is. Return a tuple, not a list (a leaf "
                "is a tuple already: return it as it is).", _maxn(as_list=True)),
        Variant("player-not-passed", "Below the root every node was played by player 1: the "
                "recursive call passes 1 (or leaves the player out, and 1 is the default) "
                "instead of the next player. Call maxn_value(child, player % n + 1, n).",
                _maxn(following=lambda p, k: 1)),
        Variant("player-not-passed", "Below the root every node was played by player 2: the "
                "recursive call passes 2 whoever is to move. Pass the next player down: "
                "maxn_value(child, player % n + 1, n).", _maxn(following=lambda p, k: 2)),
        Variant("whole-tuple", "max() over the children's tuples compares whole tuples (the "
                "first entry decides, then the next on a tie), so every level chooses for "
                "player 1. Compare the mover's own entry: max(values, key=lambda u: "
                "u[player - 1]).", _maxn(entry=lambda u, p, k: u)),
        Variant("turns-reversed", "The turns went the wrong way round: your values are what "
                "passing player - 1 down gives (after player 1, player n), so that with three "
                "players the order is 1, 3, 2, ... The next player is player % n + 1 (1, 2, 3, "
                "1, ... for three).", _maxn(following=lambda p, k: p - 1 if p > 1 else k)),
        Variant("two-players", "Your values are what passing 3 - player down gives: the "
                "turn goes back and forth between two players, as in a two-player game. With n "
                "players the next one is player % n + 1 (1, 2, 3, 1, ... for three).",
                _maxn(following=lambda p, k: 3 - p)),
        Variant("root-player-ignored", "Your function ignores the `player` it is given: the "
                "root is always player 1's. Start with the player passed in (the cases where "
                "player 2 or 3 moves first go wrong).", _maxn(top=1)),
        Variant("zero-start", "Your nodes keep a child only when the mover's entry is above 0 "
                "(a best score that starts from 0, not -inf): where every child's entry for "
                "the player to move is 0 or less, " + _KEPT_NONE, _maxn(start=0)),
        # the same for every start from -15 to -1_000_000: the entries never go below -14 but
        # in the far cases, where all are below -1_000_000; and for every start from
        # -5_000_001 to -10**20 (-sys.maxsize, -1e18, ...), which only the case beyond
        # -10**20 shows (not composed with the other mistakes: it pairs as -1000 does)
        *[Variant("finite-start", "Your nodes keep a child only when the mover's entry is "
                  f"above a starting score {said} instead of -inf: where every child's entry "
                  "for the player to move is at or below it (a utility can be any number, and some "
                  f"of the check's are {far}), " + _KEPT_NONE, _paired_unless_huge(
                      _maxn(start=at), at))
          for at, said, far in (
              (-1, "of -1", "in the millions"),
              (-1000, "such as -100 or -1000", "in the millions"),
              (-sys.maxsize, "such as -sys.maxsize or -10**18 (or -1e18)",
               "beyond 10**20, far beyond sys.maxsize, the largest int of a fixed size"))],
        # the best started from a tuple of low scores, (-1000,) * n or (-1000, -1000, -1000):
        # a node none of whose children beats it passes up that tuple (no leaf); the value
        # shows in the answer, so each start is its own variant
        *[Variant("tuple-start", _tuple_start(at, fixed), _paired_unless_huge(_maxn(sentinel=(
            (lambda n, at=at: (at,) * 3) if fixed else (lambda n, at=at: (at,) * n))), at))
          for at in (-1, -100, -1000, -sys.maxsize, -10**18) for fixed in (False, True)]])
