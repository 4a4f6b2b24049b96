"""Suite for expectimax on trees of explicit nodes with probabilities: :data:`WEIGHTED`.

Contract: ``expectimax_value(node)`` returns the expectimax value of
``node``, where a leaf is a number, ``Max(children)`` and ``Min(children)``
take the largest and the smallest child value, and
``Chance(children, probs)`` is worth ``sum(p * value)`` over its children
(equally likely when ``probs`` is None).  The nodes are the library's
(:mod:`searchlib.games.notation`); unlike
:data:`searchlib.checks.suites.game_trees.EXPECTIMAX` (plain lists, MAX
and chance levels alternating, equal odds) the odds differ, MIN nodes
appear, and chance nodes sit below chance nodes.

Mistakes recognised (each with a planted-mistake oracle):

* chance nodes averaging without their probabilities;
* chance nodes adding up their children's values (no weights at all);
* chance nodes taking the smallest child (minimax's worst case) or the
  largest;
* probabilities used at the wrong level: only the leaves directly below a
  chance node weighted, or probabilities passed down the tree and
  *replaced* (not multiplied) by those of a chance node further down;
* ``probs`` left out (None) not read as equal odds;
* MIN nodes maximising (only MAX and chance handled, as in a tree without
  MIN);
* the node kinds ignored: MAX and chance taken to alternate level by level
  (``maximizing`` flipped at each level, as for plain lists);
* a node returned instead of a number (a kind of node with no branch of
  its own).

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> from searchlib.games.notation import Chance, Max, Min
>>> def expectimax_value(node):
...     if isinstance(node, Chance):
...         probs = node.probs or [1 / len(node.children)] * len(node.children)
...         return sum(p * expectimax_value(c) for p, c in zip(probs, node.children))
...     if isinstance(node, Max):
...         return max(expectimax_value(c) for c in node.children)
...     if isinstance(node, Min):
...         return min(expectimax_value(c) for c in node.children)
...     return node
>>> run_suite(expectimax_value, WEIGHTED).status
'passed'
>>> def unweighted(node):
...     if isinstance(node, Chance):
...         return sum(unweighted(c) for c in node.children) / len(node.children)
...     if isinstance(node, Max):
...         return max(unweighted(c) for c in node.children)
...     if isinstance(node, Min):
...         return min(unweighted(c) for c in node.children)
...     return node
>>> run_suite(unweighted, WEIGHTED).mistakes
['no-probabilities']
"""

import random

from ...games.notation import Chance, Max, Min, Node
from ..legacy import Case, Mistake, Pattern, Suite, explains

__all__ = ["WEIGHTED", "oracle", "RULES"]

#: The rules a tree can be backed up by: the right one and the planted mistakes.
RULES = ("weighted", "mean", "sum", "min", "max", "leaves-only", "replaced", "min-as-max",
         "by-depth")


def _probs(node):
    k = len(node.children)
    return list(node.probs) if node.probs is not None else [1 / k] * k


def oracle(node, rule="weighted"):
    """The value of ``node`` when chance nodes follow ``rule`` (see :data:`RULES`)."""
    if rule == "replaced":
        return _passed_down(node, 1)
    if rule == "by-depth":
        return _by_depth(node, True)
    if not isinstance(node, Node):
        return node
    values = [oracle(child, rule) for child in node.children]
    if isinstance(node, Max):
        return max(values)
    if isinstance(node, Min):
        return max(values) if rule == "min-as-max" else min(values)
    probs = _probs(node)
    if rule in ("weighted", "min-as-max"):
        return sum(p * v for p, v in zip(probs, values))
    if rule == "mean":
        return sum(values) / len(values)
    if rule == "sum":
        return sum(values)
    if rule == "min":
        return min(values)
    if rule == "max":
        return max(values)
    if rule == "leaves-only":
        return sum(p * v if not isinstance(c, Node) else v
                   for p, v, c in zip(probs, values, node.children))
    raise ValueError(f"unknown rule {rule!r}")


def _passed_down(node, weight):
    """The mistake: the probability is carried down to the leaves, and a chance node
    further down replaces it with its own instead of multiplying."""
    if not isinstance(node, Node):
        return weight * node
    if isinstance(node, (Max, Min)):
        pick = max if isinstance(node, Max) else min
        return pick(_passed_down(child, weight) for child in node.children)
    return sum(_passed_down(child, p) for p, child in zip(_probs(node), node.children))


def _by_depth(node, maximizing):
    """The mistake: MAX and chance by level, whatever each node says it is."""
    if not isinstance(node, Node):
        return node
    values = [_by_depth(child, not maximizing) for child in node.children]
    if maximizing:
        return max(values)
    return sum(p * v for p, v in zip(_probs(node), values))


def _close(a, b):
    try:
        return abs(float(a) - float(b)) < 1e-9
    except (TypeError, ValueError):
        return False


def _number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


_TEXT = {
    "mean": ("no-probabilities", "The chance nodes averaged their children as if they were "
             "equally likely. Weight each child by its probability: sum(p * value)."),
    "sum": ("no-weights", "The chance nodes added up their children's values. Multiply each "
            "by its probability first: the probabilities add up to 1, so the result is an "
            "average, not a total."),
    "min": ("chance-as-min", "The chance nodes took their smallest child, as if an opponent "
            "chose the outcome. That is minimax; chance does not choose, it averages."),
    "max": ("chance-as-max", "The chance nodes took their largest child, as if the dice "
            "always favoured you. Chance averages: sum(p * value)."),
    "leaves-only": ("wrong-level", "The probabilities were applied to the leaves right under "
                    "a chance node only. A chance child that is itself a node must be "
                    "weighted too: weight the value it backs up."),
    "replaced": ("wrong-level", "The probabilities reached the leaves, but a chance node lower "
                 "down replaced the probability carried from above instead of multiplying by "
                 "it. Simplest fix: weight each child's backed-up value at its own chance "
                 "node, and carry nothing down."),
}
_NODE_KINDS = {
    "min-as-max": ("min-as-max", "The MIN nodes took their largest child. Min(children) is the "
                   "opponent's choice: it takes the smallest child value."),
    "by-depth": ("by-depth", "Your answers are what you get by taking MAX and chance to "
                 "alternate level by level, as with plain lists. Here each node says what it "
                 "is: test isinstance(node, Max), isinstance(node, Min) and "
                 "isinstance(node, Chance), whatever the level."),
}
_TEXT.update(_NODE_KINDS)
_RETURNS_NODE = ("Your function returned a node (such as Max([...])) where a number was "
                 "expected: only a leaf is returned as it is. Give each kind of node, Max, Min "
                 "and Chance, its own branch that works out a number from its children.")
_NONE = ("A chance node written without probabilities (probs is None) has equally likely "
         "children: use 1 / len(node.children) for each.")


def _tree(seed, levels=3):
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


#: (label, tree): the cases, in order.
TREES = [
    ("unequal odds: a 30% chance of 10 against a sure 4",
     Max([Chance([0, 10], [0.7, 0.3]), 4])),
    ("chance at the root", Chance([Max([1, 7]), Min([4, 8])], [0.25, 0.75])),
    ("MIN below chance", Max([Chance([Min([6, 2]), 9], [0.5, 0.5]),
                              Chance([5, Min([3, 8])], [0.75, 0.25])])),
    ("chance directly below chance", Chance([Chance([0, 8], [0.25, 0.75]), 2], [0.5, 0.5])),
    ("chance below MAX below chance",
     Chance([Max([Chance([10, 0], [0.5, 0.5]), 3]), 1], [0.5, 0.5])),
    ("probabilities left out: equally likely", Max([Chance([2, 9]), Chance([5, 6, 7])])),
    ("a single leaf", 7),
    ("a hidden tree", _tree(5)),
    ("another hidden tree", _tree(12, levels=4)),
]


def _cases():
    out = []
    for label, tree in TREES:
        expected = oracle(tree)
        mistakes = []
        for rule, (key, text) in _TEXT.items():
            got = oracle(tree, rule)
            if not _close(got, expected):
                mistakes.append(Mistake(key, text, lambda t, g=got: _close(t.value, g)))
        if isinstance(tree, Node) and any(isinstance(n, Chance) and n.probs is None
                                          for n in _walk(tree)):
            mistakes.append(Mistake("probs-none", _NONE,
                                    lambda t: t.kind == "error"
                                    and isinstance(t.error, TypeError)))
        out.append(Case(label, (tree,), given=repr(tree), shown=repr(expected),
                        mistakes=mistakes,
                        judge=lambda t, e=expected: (t.kind == "value" and _number(t.value)
                                                     and _close(t.value, e), [])))
    return out


def _walk(node):
    yield node
    if isinstance(node, Node):
        for child in node.children:
            yield from _walk(child)


def _node_came_back(trial):
    """A node returned, or a TypeError from doing arithmetic with one further up."""
    if trial.kind == "value":
        return isinstance(trial.value, Node)
    return (trial.kind == "error" and isinstance(trial.error, TypeError)
            and any(f"'{kind}'" in str(trial.error) for kind in ("Max", "Min", "Chance")))


def _every_answer(rule):
    return explains(lambda t: t.kind == "value" and _close(t.value, oracle(t.case.args[0], rule)))


#: Suite for ``expectimax_value(node)`` -> the value.
WEIGHTED = Suite(
    "expectimax_value", "expectimax_value(node) -> the value (leaves, Max, Min, Chance)",
    _cases, stub_methods=(),
    patterns=[Pattern("returns-node", _RETURNS_NODE, lambda trials: any(
        map(_node_came_back, trials.values())))]
    + [Pattern(key, text, _every_answer(rule)) for rule, (key, text) in _TEXT.items()],
    about="Values are compared to within 1e-9 (floating-point sums may differ in the last "
          "digit).")
