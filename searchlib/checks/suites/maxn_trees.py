"""Suite for the max^n backup on nested lists of utility tuples: :data:`MAXN`.

Contract: ``maxn_value(node, player=1, n=3)`` returns the tuple ``node`` is
worth when ``player`` (numbered 1 to ``n``) moves there: a leaf is a tuple
of ``n`` utilities (player k's is entry k - 1), an inner node a list of
children, and the players take turns level by level, 1, 2, ..., n, 1, ...
The player to move takes the child whose tuple is largest in its own
entry, the first such child on a tie.  The check always passes all three
arguments.

Mistakes recognised (each with a planted-mistake oracle):

* the wrong entry: player k maximising entry k (off by one) or running off
  the end of the tuple (player numbers not wrapping back to 1);
* the root player's entry used at every level;
* the components summed (a "social" choice, not max^n);
* ties broken towards the last child;
* the players after the first minimising player 1's entry (two-player
  minimax thinking);
* the player not changing from one level to the next;
* the turns wrapping round after player 3 whatever ``n`` is (only the
  four-player tree shows it);
* the player's own entry passed up instead of the whole tuple.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def maxn_value(node, player=1, n=3):
...     if isinstance(node, tuple):
...         return node
...     best = None
...     for child in node:
...         v = maxn_value(child, player % n + 1, n)
...         if best is None or v[player - 1] > best[player - 1]:
...             best = v
...     return best
>>> run_suite(maxn_value, MAXN).status
'passed'
>>> def summing(node, player=1, n=3):
...     if isinstance(node, tuple):
...         return node
...     return max((summing(c, player % n + 1, n) for c in node), key=sum)
>>> run_suite(summing, MAXN).mistakes
['sum']
"""

import random

from ..legacy import Case, Mistake, Pattern, Suite, explains

__all__ = ["MAXN", "oracle", "RULES"]

#: The right rule and the planted mistakes.
RULES = ("maxn", "shifted", "root-entry", "sum", "last-tie", "minimax", "same-player",
         "three-players")


def oracle(node, player, n, rule="maxn"):
    """The value of ``node`` with ``player`` to move, backed up by ``rule``."""
    if isinstance(node, tuple):
        return node
    following = (player if rule == "same-player" else player % 3 + 1
                 if rule == "three-players" else player % n + 1)
    values = [oracle(child, following, n, rule) for child in node]
    if rule in ("maxn", "same-player", "three-players"):
        key = (lambda u: u[player - 1])
    elif rule == "shifted":
        key = (lambda u: u[player % n])
    elif rule == "root-entry":
        key = (lambda u: u[0])
    elif rule == "sum":
        key = sum
    elif rule == "last-tie":
        best = max(u[player - 1] for u in values)
        return [u for u in values if u[player - 1] == best][-1]
    elif rule == "minimax":
        key = (lambda u: u[0]) if player == 1 else (lambda u: -u[0])
    else:
        raise ValueError(f"unknown rule {rule!r}")
    best = values[0]
    for u in values[1:]:
        if key(u) > key(best):
            best = u
    return best


_TEXT = {
    "shifted": ("wrong-entry", "Each player maximised the next player's entry. Player k's "
                "utility is u[k - 1]: player 1 owns u[0]."),
    "root-entry": ("root-entry", "Every level maximised player 1's entry, as if player 1 made "
                   "all the choices. At each node, the player to move looks at its own entry."),
    "sum": ("sum", "The choice went to the child with the largest total. Max^n does not add "
            "the utilities up: the player to move looks only at its own entry."),
    "last-tie": ("last-tie", "On a tie the last child was kept. Keep the first: replace the "
                 "best so far only when a child is strictly better for the player to move."),
    "minimax": ("minimax", "The other players minimised player 1's entry, as in two-player "
                "minimax. With tuples each player maximises its own entry instead."),
    "same-player": ("same-player", "The player did not change from one level to the next. "
                    "Pass the next player down: player % n + 1 (after player n comes 1)."),
    "three-players": ("fixed-n", "Only the four-player tree goes wrong: after "
                      "player 3 your turns go back to player 1 whatever n is. The next player "
                      "is player % n + 1: use n, not 3."),
}
_NUMBER = ("Your function returned a number where a tuple was expected. The player to move "
           "compares one entry of each child's tuple, but passes up the WHOLE tuple of the "
           "child it picks: the players above need their own entries.")
_INDEX = ("An index ran off the end of a tuple. Player k's utility is u[k - 1] (player n "
          "owns u[n - 1]), and after player n the turn goes back to player 1: the next "
          "player is player % n + 1.")


def _tree(seed, n, levels=3, uneven=False):
    rng = random.Random(seed)

    def grow(level):
        if level == levels or (uneven and level > 0 and rng.random() < 0.3):
            return tuple(rng.randint(0, 9) for _ in range(n))
        return [grow(level + 1) for _ in range(rng.choice([2, 2, 3]))]
    return grow(0)


#: (label, tree, player at the root, number of players).
TREES = [
    ("three players, a hidden tree", _tree(3, 3), 1, 3),
    ("three players, leaves at different depths", _tree(8, 3, levels=4, uneven=True), 1, 3),
    ("two players with opposite utilities (u, -u)",
     [[(3, -3), (12, -12)], [(8, -8), (6, -6)], [(2, -2), (14, -14)]], 1, 2),
    ("four players", _tree(21, 4, levels=4), 1, 4),
    ("a tie that matters to player 1", [[(0, 4, 4), (7, 4, 1)], (2, 2, 2)], 1, 3),
    ("player 2 moves first", _tree(13, 3), 2, 3),
    ("a single leaf", (1, 2, 3), 1, 3),
]


def _tuple(value):
    return tuple(value) if isinstance(value, (tuple, list)) else value


def _cases():
    out = []
    for label, tree, player, n in TREES:
        expected = oracle(tree, player, n)
        mistakes = [Mistake("index", _INDEX, lambda t: t.kind == "error"
                            and isinstance(t.error, IndexError))]
        for rule, (key, text) in _TEXT.items():
            try:
                got = oracle(tree, player, n, rule)
            except IndexError:
                continue
            if got != expected:
                mistakes.append(Mistake(key, text, lambda t, g=got: _tuple(t.value) == g))
        out.append(Case(label, (tree, player, n), expected=expected,
                        given=f"{tree!r}, player={player}, n={n}", mistakes=mistakes,
                        judge=lambda t, e=expected: (t.kind == "value"
                                                     and _tuple(t.value) == e, [])))
    return out


def _every_answer(rule):
    """Every answer is what the planted mistake ``rule`` gives (then it explains them all)."""
    return explains(lambda t: t.kind == "value" and _tuple(t.value) == oracle(*t.case.args, rule))


#: Suite for ``maxn_value(node, player=1, n=3)`` -> the tuple.
MAXN = Suite("maxn_value", "maxn_value(node, player=1, n=3) -> the tuple the node is worth",
             _cases, stub_methods=(),
             patterns=[Pattern("number-not-tuple", _NUMBER, lambda trials: any(
                 t.kind == "value" and isinstance(t.value, (int, float))
                 and not isinstance(t.value, bool) for t in trials.values()))]
             + [Pattern(key, text, _every_answer(rule)) for rule, (key, text) in _TEXT.items()])
