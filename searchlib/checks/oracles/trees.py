"""The game-tree family's oracle: minimax, alpha-beta, expectimax and max^n, with switches.

Written for the checks alone (nothing from :mod:`searchlib.games`'s algorithms).  Each
evaluator takes the learner's signature and reads its tree the way a learner's code does
(iterating over children), so a :class:`Watched` tree records which leaves the right
algorithm, a planted mistake or the learner's function read.  Every switch at its default
is right.

* :func:`backup`: nested lists, node kinds by depth (``"max"``, ``"min"``, ``"mean"``,
  ``"floor"``, ``"sum"``): minimax, MIN maximising, the wrong root, expectimax and its
  slips, a node that starts from a number, two levels only;
* :func:`alphabeta`: alpha-beta on nested lists (no pruning, strict cuts, alpha and beta
  swapped three ways, MIN raising alpha, the cut test the wrong way, bounds not passed or
  never updated, a bound set to the node's value, no alternation, v from a number, the
  fail-hard form);
* :func:`weighted`: expectimax on :class:`~searchlib.games.notation.Max`, ``Min`` and
  ``Chance`` nodes with probabilities;
* :func:`maxn`: max^n on nested lists of utility tuples;
* :func:`limited`: depth-limited minimax over the game protocol (``terminal``, ``value``,
  ``player``, ``actions``, ``result``) with an ``evaluate`` at the limit;
* :func:`expected`: expectimax over the same protocol, chance where ``player`` says
  ``"chance"``, weighted by ``probability(state, action)``.

Examples
--------
>>> lecture = [[4, 8, 5], [9, 3, 7], [2, 4, 6]]
>>> backup(lecture), backup(lecture, rule=lambda depth: "max")
(4, 9)
>>> tree = Watched.wrap(lecture)
>>> alphabeta(tree), [leaf for _, leaf in tree.read()]
(4, [4, 8, 5, 9, 3, 2])
>>> maxn([[(1, 2, 3), (3, 1, 2)], [(2, 3, 1)]], 1, 3)
(2, 3, 1)
"""

import copy
import math

from ...games.notation import Chance, Max, Min, Node

__all__ = ["is_leaf", "MINIMAX", "backup", "alphabeta", "Watched", "Leaf", "plain_tree",
           "weighted", "maxn", "limited", "expected", "probabilities"]


def is_leaf(tree):
    """True for a leaf (anything that is not a list or a tuple)."""
    return not isinstance(tree, (list, tuple))


def MINIMAX(depth):
    """MAX at the root, then MIN, MAX, ... (the right rule)."""
    return "max" if depth % 2 == 0 else "min"


def backup(tree, maximizing=True, *, rule=MINIMAX, depth=0, index=False, start=None,
           levels=None):
    """The value of ``tree`` when a node at ``depth`` is of kind ``rule(depth)``.

    With ``maximizing=False`` the root is MIN (the rule is read one level on).
    ``index=True`` makes every MAX or MIN node pass up the position of its best
    child instead of its value (the move, where the value belongs).  ``start``:
    ``{"max": 0}`` makes MAX's nodes start from 0 instead of -inf (and so on),
    as ``best = 0`` before the loop does.  ``levels=2``: a node one level above
    that depth takes the largest or smallest of its children as they are, lists
    included (Python compares lists element by element, and fails on a list and a
    number), as ``max(min(c) if isinstance(c, list) else c for c in tree)`` does.
    """
    if is_leaf(tree):
        return tree
    options = dict(rule=rule, depth=depth + 1, index=index, start=start, levels=levels)
    if levels is not None:          # taken one child at a time, as a generator is
        kind = rule(depth if maximizing else depth + 1)
        pick = max if kind == "max" else min
        if depth >= levels - 1:
            return pick(child for child in tree)
        return pick(backup(child, maximizing, **options) for child in tree)
    values = [backup(child, maximizing, **options) for child in tree]
    kind = rule(depth if maximizing else depth + 1)
    if start and kind in start:
        values = [start[kind], *values]
    if kind in ("max", "min"):
        best = max(values) if kind == "max" else min(values)
        return values.index(best) if index else best
    if kind == "mean":
        return sum(values) / len(values)
    if kind == "floor":
        return sum(values) // len(values)
    if kind == "sum":
        return sum(values)
    raise ValueError(f"unknown node kind {kind!r}")


def alphabeta(tree, alpha=-math.inf, beta=math.inf, maximizing=True, *, prune=True,
              strict=False, swap=None, bounds=True, flipped=False, min_raises=False,
              all_max=False, min_takes_max=False, at_cut="v", cutters=("max", "min"),
              min_lowers=True, update_first=False, max_raises=True, alternate=True,
              start=None, from_bounds=False, cut_as=None, children=None, replace=(),
              leaves_first=False, order=None):
    """Alpha-beta with children left to right, cutting on ties; the value.

    Parameters
    ----------
    prune : bool
        False never cuts (plain minimax).
    strict : bool or {"max", "min"}
        Cut only on ``v > beta`` (MAX) and ``v < alpha`` (MIN), or on the
        strict test at MAX's nodes only, or at MIN's only.
    swap : {None, "args", "tests", "tests-max", "tests-min", "updates", "roles"}
        Alpha and beta swapped in the recursive call, in the cut tests (in
        both, in MAX's only: ``v >= alpha``, or in MIN's only: ``v <= beta``),
        in the updates, or in both the tests and the updates (MAX tests
        ``v <= alpha`` and lowers beta, MIN tests ``v >= beta`` and raises alpha).
    bounds : bool
        False calls the children with the default bounds (nothing passed down).
    flipped : bool
        The cut tests compare the wrong way (``v <= beta`` at MAX).
    min_raises : bool
        A MIN node raises alpha (MAX's update copied) instead of lowering beta.
    all_max : bool
        Every node maximises, and nothing is cut (MIN maximising).
    min_takes_max : bool
        A MIN node starts from -inf and keeps the largest value, with MIN's
        cut test and update left as they are.
    at_cut : {"v", "bound", "other"}
        What a node that cuts returns: its value so far (right), the bound it
        cut on (beta at MAX, alpha at MIN: fail-hard, also right at the root),
        or the other bound (alpha at MAX, beta at MIN).
    cutters : tuple of {"max", "min"}
        The kinds of node that cut (the others only update their bound).
    min_lowers : bool
        False: a MIN node never lowers beta (nor changes alpha).
    max_raises : bool
        False: a MAX node never raises alpha (nor changes beta).
    alternate : bool
        False passes ``maximizing`` down unchanged (the players never take turns).
    start : dict, optional
        ``{"max": -1000}``: a MAX node's ``v`` starts from -1000 instead of -inf
        (and so on for ``"min"``), as ``v = -1000`` before the loop does.
    from_bounds : bool
        ``v`` starts from alpha at MAX and from beta at MIN, as a fail-hard form does
        (``alpha = max(alpha, value)`` for each child, ``return alpha``); with
        ``at_cut="bound"``, the same as fail-soft from infinite bounds.
    cut_as : dict, optional
        ``{"max": "min"}``: a MAX node cuts on MIN's test (``v <= alpha``), the rest
        right; ``{"min": "max"}``: a MIN node on MAX's (``v >= beta``); both: the
        tests exchanged, the updates right (``swap="roles"`` exchanges both).
    children : bool, optional
        The ``maximizing`` every node passes to its children (both branches pass
        False, or both True), instead of ``not maximizing``.
    update_first : bool
        Each node updates its bound first, then cuts when ``alpha >= beta``
        (the same as the tests after the update while ``alpha < beta``; not
        when a window comes down the wrong way round).
    replace : tuple of {"max", "min"}
        The kinds of node that set their bound to their value so far (``alpha = v``
        at MAX, ``beta = v`` at MIN) instead of keeping the better of the two, and
        so forget a bound they were given that is better than their first children.
    leaves_first : bool
        Each node goes through a sorted copy of its children, the leaves first (in their
        order) and then the lists, as ``sorted(node, key=lambda c: isinstance(c, list))``
        does (the key reads no leaf).
    order : callable, optional
        ``order(node, maximizing)`` gives the children in the order gone through, in place of
        the node itself (a sorted copy, say: a key or a comparison that reads leaves reads
        them as the learner's sort does).
    """
    if is_leaf(tree):
        return tree
    is_max = maximizing or all_max
    v = -math.inf if is_max or min_takes_max else math.inf
    if start and ("max" if is_max else "min") in start:
        v = start["max" if is_max else "min"]
    if from_bounds:
        v = alpha if is_max else beta
    kids = order(tree, maximizing) if order is not None else tree
    for child in sorted(tree, key=lambda c: not is_leaf(c)) if leaves_first else kids:
        below = (beta, alpha) if swap == "args" else (alpha, beta)
        if not bounds:
            below = (-math.inf, math.inf)
        flag = children if children is not None else (
            not maximizing if alternate else maximizing)
        value = alphabeta(child, *below, flag,
                          prune=prune, strict=strict, swap=swap, bounds=bounds, flipped=flipped,
                          min_raises=min_raises, all_max=all_max, min_takes_max=min_takes_max,
                          at_cut=at_cut, cutters=cutters, min_lowers=min_lowers,
                          update_first=update_first, max_raises=max_raises, alternate=alternate,
                          start=start, from_bounds=from_bounds, cut_as=cut_as,
                          children=children, replace=replace, leaves_first=leaves_first,
                          order=order)
        v = max(v, value) if is_max or min_takes_max else min(v, value)
        if update_first:
            if is_max:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                return v
            continue
        if prune and not all_max and ("max" if is_max else "min") in cutters:
            wrong = swap in ("tests", "roles") or swap == ("tests-max" if is_max else
                                                          "tests-min")
            bound = (alpha if is_max else beta) if wrong else (beta if is_max else alpha)
            kind = "max" if is_max else "min"
            if cut_as and kind in cut_as:
                cut = v >= beta if cut_as[kind] == "max" else v <= alpha
            elif swap == "roles":
                cut = v <= bound if is_max else v >= bound
            elif strict is True or strict == ("max" if is_max else "min"):
                cut = v > bound if is_max else v < bound
            elif flipped:
                cut = v <= bound if is_max else v >= bound
            else:
                cut = v >= bound if is_max else v <= bound
            if cut:
                if at_cut == "v":
                    return v
                return (beta if is_max else alpha) if at_cut == "bound" else (
                    alpha if is_max else beta)
        if is_max:
            if not max_raises:
                pass
            elif swap in ("updates", "roles"):
                beta = min(beta, v)
            else:
                alpha = v if "max" in replace else max(alpha, v)
        elif not min_lowers:
            pass
        elif "min" in replace and not (swap in ("updates", "roles") or min_raises):
            beta = v
        elif swap in ("updates", "roles") or min_raises:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
    return v


class _Log:
    """What happened to a watched tree's leaves: when each was taken out, and which were used."""

    __slots__ = ("taken", "used", "armed")

    def __init__(self):
        self.taken, self.used, self.armed = {}, {}, True

    def take(self, path):
        self.taken.setdefault(path, len(self.taken))

    def use(self, leaf):
        if self.armed and leaf.path not in self.used:
            self.used[leaf.path] = (len(self.used), int.__int__(leaf))

    def read(self):
        order = sorted(self.used.items(), key=lambda item: (self.taken.get(item[0], math.inf),
                                                           item[1][0]))
        return [(path, value) for path, (_, value) in order]


class Leaf(int):
    """A leaf of a :class:`Watched` tree: a number that notes when its value is used.

    Comparing it, doing arithmetic with it or turning it into a number counts as
    reading it (evaluating the leaf); taking it out of its list, storing it or
    printing it does not.  ``isinstance(leaf, int)`` holds.
    """

    def __new__(cls, value, path, log):
        leaf = super().__new__(cls, value)
        leaf.path, leaf.log = path, log
        return leaf

    def __reduce_ex__(self, protocol):
        return (int, (int.__int__(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    __hash__ = int.__hash__


def _noting(name):
    real = getattr(int, name)

    def method(self, *other):
        self.log.use(self)
        for item in other:
            if isinstance(item, Leaf):
                item.log.use(item)
        return real(self, *other)
    method.__name__ = name
    return method


for _name in ("__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__", "__neg__", "__pos__",
              "__abs__", "__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__",
              "__truediv__", "__rtruediv__", "__floordiv__", "__rfloordiv__", "__mod__",
              "__float__", "__int__", "__index__", "__bool__", "__round__", "__pow__"):
    setattr(Leaf, _name, _noting(_name))
del _name


def _noting_attribute(name):
    real = getattr(int, name)

    def get(self):
        self.log.use(self)
        return real.__get__(self)
    return property(get)


# what fractions.Fraction(leaf) and other numeric code read instead of the methods above
for _name in ("numerator", "denominator", "real"):
    setattr(Leaf, _name, _noting_attribute(_name))
for _name in ("as_integer_ratio", "__trunc__", "__floor__", "__ceil__"):
    setattr(Leaf, _name, _noting(_name))
del _name
# what Python's own messages call a leaf ("'int' object is not iterable"): a learner's error
# names the kind of value it met, never a class of the check's
Leaf.__name__ = "int"


class Watched(list):
    """A tree node (a list) whose leaves note when they are read.

    A leaf counts as *read* when the function uses its value (compares it, does
    arithmetic with it, turns it into a number): the leaves are :class:`Leaf`
    numbers.  The leaves read are listed in the order they were taken out of
    their lists (iterating, indexing, slicing), so that a search that reads every
    child of a node, then compares them, lists them left to right.  Sub-lists are
    Watched too; a copy (``copy.deepcopy``, slicing) holds the same leaves.
    """

    def __init__(self, items=(), paths=None, log=None):
        super().__init__(items)
        self._paths = paths if paths is not None else [(i,) for i in range(len(items))]
        self._log = log if log is not None else _Log()

    @classmethod
    def wrap(cls, tree, path=(), log=None):
        """A watched copy of the plain ``tree``."""
        log = _Log() if log is None else log
        if is_leaf(tree):
            return Leaf(tree, path, log) if type(tree) is int and path else tree
        children = [cls.wrap(child, path + (i,), log) for i, child in enumerate(tree)]
        return cls(children, [path + (i,) for i in range(len(children))], log)

    def read(self):
        """``(path, leaf)`` for the leaves read so far, each once, in the order taken out."""
        return self._log.read()

    def close(self):
        """Stop noting: reading the answer afterwards is the check's, not the function's."""
        self._log.armed = False

    def _take(self, index):
        item = list.__getitem__(self, index)
        if is_leaf(item):
            self._log.take(self._paths[index])
        return item

    def __getitem__(self, index):
        if isinstance(index, slice):
            picked = range(len(self))[index]
            return Watched([list.__getitem__(self, i) for i in picked],
                           [self._paths[i] for i in picked], self._log)
        if index < 0:
            index += len(self)
        return self._take(index)

    def __iter__(self):
        for index in range(len(self)):
            yield self._take(index)

    def __reversed__(self):
        for index in range(len(self) - 1, -1, -1):
            yield self._take(index)

    def copy(self):
        return self[:]

    def __deepcopy__(self, memo):
        return Watched([copy.deepcopy(list.__getitem__(self, i), memo) for i in range(len(self))],
                       list(self._paths), self._log)

    def __reduce_ex__(self, protocol):
        return (list, (plain_tree(self),))

    def __repr__(self):
        return repr(plain_tree(self))


Watched.__name__ = "list"       # as for Leaf: "it returned a list", in the learner's words


def plain_tree(tree):
    """A copy of ``tree`` made of plain lists and numbers (no recording)."""
    if isinstance(tree, list):
        return [plain_tree(list.__getitem__(tree, i)) for i in range(len(tree))]
    return int.__int__(tree) if isinstance(tree, Leaf) else tree


# -- expectimax on explicit nodes -----------------------------------------------------------

def probabilities(node):
    """A chance node's probabilities (equal odds when they are left out)."""
    k = len(node.children)
    return list(node.probs) if node.probs is not None else [1 / k] * k


def weighted(node, *, chance="weighted", min_as="min", by_depth=False, carried=None,
             maximizing=True, equal_none=True, start=None, first=()):
    """Expectimax on Max, Min and Chance nodes; the value.

    Parameters
    ----------
    chance : {"weighted", "mean", "sum", "min", "max", "leaves-only", "per-child", "reversed",
              "by-search", "first-weighted"}
        How a chance node backs up its children (right: ``sum(p * value)``;
        ``"per-child"`` divides that by the number of children, ``"reversed"``
        pairs the probabilities with the children last to first, ``"by-search"``
        gives each child the probability of the first child equal to it,
        ``"first-weighted"`` is the first term of the sum alone).
    min_as : {"min", "max", "mean"}
        What a MIN node does (``"mean"``: averages its children, as a chance node without
        probabilities does).
    by_depth : bool
        MAX and chance alternate by level, whatever the nodes say.
    carried : float, optional
        Probabilities passed down to the leaves, a chance node further down
        replacing (not multiplying) the one carried.
    equal_none : bool or "ones" or "floor"
        False reads ``probs`` as given even when it is None (it fails);
        ``"ones"`` gives each child of such a node a weight of 1 (a sum);
        ``"floor"`` a weight of ``1 // len(children)`` (0 for two children or more).
    start : dict, optional
        ``{"max": -1000}``: the nodes that take the largest child value start
        from -1000 instead of -inf (and so on for ``"min"``), as in :func:`backup`.
    first : tuple of {"max", "min", "chance"}
        The kinds of node that take their first child's value alone (as
        ``expectimax_value(node.children[0])``, or a ``return`` inside the loop, does).
    """
    options = dict(chance=chance, min_as=min_as, by_depth=by_depth, equal_none=equal_none,
                   start=start, first=first)

    def best(kind, values):
        if start and kind in start:
            values = [start[kind], *values]
        return max(values) if kind == "max" else min(values)

    if not isinstance(node, Node):
        return node if carried is None else carried * node
    if first and _kind(node) in first:
        return weighted(node.children[0], carried=carried, **options)
    probs = []
    if isinstance(node, Chance):
        probs = (list(node.probs) if node.probs is not None or not equal_none
                 else [1] * len(node.children) if equal_none == "ones"
                 else [1 // len(node.children)] * len(node.children) if equal_none == "floor"
                 else probabilities(node))
    if by_depth:
        values = [weighted(c, maximizing=not maximizing, **options) for c in node.children]
        return best("max", values) if maximizing else sum(
            p * v for p, v in zip(probabilities(node), values))
    if carried is not None and isinstance(node, Chance):
        return sum(weighted(c, carried=p, **options) for p, c in zip(probs, node.children))
    values = [weighted(c, carried=carried, **options) for c in node.children]
    if isinstance(node, Max) or (isinstance(node, Min) and min_as == "max"):
        return best("max", values)
    if isinstance(node, Min):
        return sum(values) / len(values) if min_as == "mean" else best("min", values)
    rules = {"weighted": lambda: sum(p * v for p, v in zip(probs, values)),
             "mean": lambda: sum(values) / len(values), "sum": lambda: sum(values),
             "min": lambda: min(values), "max": lambda: max(values),
             "per-child": lambda: sum(p * v for p, v in zip(probs, values)) / len(values),
             "reversed": lambda: sum(p * v for p, v in zip(probs[::-1], values)),
             "first-weighted": lambda: probs[0] * values[0],
             "by-search": lambda: sum(probs[node.children.index(c)] * v
                                      for c, v in zip(node.children, values)),
             "leaves-only": lambda: sum(p * v if not isinstance(c, Node) else v
                                        for p, v, c in zip(probs, values, node.children))}
    return rules[chance]()


def _kind(node):
    return "max" if isinstance(node, Max) else "min" if isinstance(node, Min) else "chance"


# -- max^n ----------------------------------------------------------------------------------

def maxn(node, player=1, n=3, *, entry=None, following=None, last_tie=False, minimax=False,
         own_entry=False, bare=False, top=None, as_list=False, start=None, sentinel=None):
    """Max^n on nested lists of utility tuples: the tuple ``node`` is worth.

    ``entry(u, player, n)`` is what the player to move maximises (right: its own
    entry, ``u[player - 1]``); ``following(player, n)`` the next player (right:
    ``player % n + 1``); ``last_tie`` keeps the last of equally good children;
    ``minimax`` makes the others minimise player 1's entry; ``own_entry``
    passes up the entry alone, not the whole tuple; ``bare`` passes up the entry
    alone from every inner node but still reads the children's values as tuples
    (it fails on a number); ``top`` plays as if ``top`` moved at the root,
    whatever ``player`` says; ``as_list`` makes every leaf a list of its
    utilities (the right numbers, in a list); ``start`` keeps a child only when the
    mover's entry beats it (a best score that starts from a number, not -inf), so that a
    node none of whose children beats it passes up None; ``sentinel(n)`` is a tuple the best
    starts from (such as ``(-1000,) * n``): a child is kept only when the mover's entry beats
    the best's, so that a node none of whose children beats it passes up that tuple.
    """
    entry = entry or (lambda u, p, k: u[p - 1])
    following = following or (lambda p, k: p % k + 1)
    if top is not None:
        player = top
    if isinstance(node, tuple):
        return node[player - 1] if own_entry else list(node) if as_list else node
    options = dict(entry=entry, following=following, last_tie=last_tie, minimax=minimax,
                   own_entry=own_entry, bare=bare, as_list=as_list, start=start,
                   sentinel=sentinel)
    best = None if sentinel is None else sentinel(n)
    for child in node:
        value = maxn(child, following(player, n), n, **options)
        if own_entry:
            best = value if best is None else max(best, value)
            continue
        if minimax and player != 1:
            better = best is None or value[0] < best[0] or (last_tie and value[0] == best[0])
        else:
            mine = entry(value, player, n)
            theirs = start if best is None else entry(best, player, n)
            better = (best is None and start is None) or mine > theirs or (
                last_tie and mine == theirs)
        if better:
            best = value
    return best[player - 1] if bare else best


# -- depth-limited minimax over the game protocol -------------------------------------------

def limited(game, state, depth, evaluate, *, terminal_first=True, terminal=True, slack=0,
            endless=False, by_level=False, all_max=False, literal=None, literal_min=None,
            eager=False, zero=False,
            stop_at=None, swapped=False, negate=None, counts="ply", start=None):
    """Depth-limited minimax over the game protocol; MAX's value of ``state``.

    Parameters
    ----------
    terminal_first : bool
        Test for a finished game before the depth (False asks for an estimate
        of a finished position at the limit).
    terminal : bool
        False never tests for a finished game (no moves: ``max([])`` fails).
    slack : int
        Look ``depth + slack`` moves ahead (an off-by-one depth).
    endless : bool
        Ignore the depth (search to the end).
    by_level : bool or "max" or "parity"
        Whose turn it is from the level: alternating from the player at the
        root, or (``"max"``) from MAX at the root, whoever moves there, or
        (``"parity"``) MAX where the depth left is even.
    all_max : bool
        MAX everywhere.
    swapped : bool
        MAX's positions take the smallest child value and MIN's the largest.
    negate : {None, "all", "min"}
        The estimate with its sign flipped everywhere, or where MIN is to move
        (an estimate read from the mover's point of view).
    literal : str, optional
        Whose turn it is by comparing the player with this name (``"X"``).
    literal_min : str, optional
        Whose turn it is by comparing the player with this name for MIN (``"O"``): the
        smallest child value where it is to move, the largest everywhere else.
    eager : bool
        Ask for an estimate of every position visited (the value stays right).
    zero : bool
        0 at the limit instead of ``evaluate`` (never estimates).
    counts : {"ply", "min", "round", "none"}
        What uses up one unit of depth: every move (right), MIN's moves only
        (MAX's moves are free), a round of two moves (``2 * depth`` moves), or
        nothing (``depth`` passed down unchanged: the search stops at the limit
        only where it starts there, and otherwise goes to the end of the game).
    stop_at : int, optional
        Stop where the remaining depth equals this (``depth == 1``: one short, and
        never stopping when started below it).
    start : dict, optional
        ``{"max": -1000}`` makes the positions that take the largest child value
        start from -1000 instead of -inf (``best = -1000`` before the loop), and
        so on for ``"min"``, as :func:`backup`'s ``start``.
    """
    top = game.player(state) == game.players[0]

    def down(s, d, level):
        if terminal and terminal_first and game.terminal(s):
            return game.value(s)
        if eager:
            evaluate(s)
        if not endless and (d <= 0 if stop_at is None else d == stop_at):
            if zero:
                return 0
            sign = -1 if negate == "all" or (negate == "min" and game.player(s)
                                             != game.players[0]) else 1
            return sign * evaluate(s)
        if terminal and game.terminal(s):
            return game.value(s)
        step = 0 if counts == "none" or (counts == "min"
                                         and game.player(s) == game.players[0]) else 1
        values = [down(game.result(s, a), d - step, level + 1) for a in game.actions(s)]
        if all_max:
            mover = True
        elif by_level == "parity":
            mover = d % 2 == 0
        elif by_level:
            mover = (level % 2 == 0) == (top or by_level == "max")
        elif literal is not None:
            mover = game.player(s) == literal
        elif literal_min is not None:
            mover = game.player(s) != literal_min
        else:
            mover = game.player(s) == game.players[0]
        kind = "max" if mover != swapped else "min"
        if start and kind in start:
            values = [start[kind], *values]
        return max(values) if kind == "max" else min(values)
    return down(state, (2 * depth if counts == "round" else depth) + slack, 0)


# -- expectimax over the game protocol, with chance moves -----------------------------------

#: The names a learner may list for MAX, having seen them in other games (never "Ann").
_MAX_NAMES = ("max", "MAX", "Max", "X", "you")


def expected(game, state, *, chance="weighted", mover="player", utility="value", terminal=True,
             min_as="min", level=0, turns=0, start=None, first=(), shallow=(), literal=None):
    """Expectimax over the game protocol: MAX's value of ``state``.

    A state where ``game.player(state) == "chance"`` is worth the sum of
    ``game.probability(state, a)`` times the value of each outcome ``a``; MAX
    (``game.players[0]``) takes the largest child value, the other player the
    smallest; a finished game is worth ``game.value(state)``.

    Parameters
    ----------
    chance : {"weighted", "mean", "sum", "min", "max", "per-action", "floor", "first-weighted"}
        How a chance state backs up (right: weighted by the probabilities;
        ``"per-action"`` divides that by the number of outcomes, ``"floor"`` weighs each
        by ``1 // len(actions)``, 0 for two outcomes or more, ``"first-weighted"`` is the
        first term of the weighted sum alone).
    mover : {"player", "swapped", "names", "level", "alternate"}
        Who is MAX: ``game.players[0]`` (right), ``game.players[1]``, a player with one of
        MAX's usual names (``"max"``, ``"you"``, ``"X"``: not ``"Ann"``), the even levels of
        the tree (chance levels counted), or every other choice (a flag flipped at each
        player's state, kept through chance states).
    literal : str, optional
        Whose turn it is by comparing the player with this name (``"MAX"``, or ``"you"``,
        MAX's name in Pig), as :func:`limited`'s ``literal``; it overrides ``mover``.
    utility : {"value", "mover"}
        A finished game's worth: ``game.value(s)`` (right), or
        ``game.utility(s, game.player(s))``.
    terminal : bool
        False never tests for a finished game.
    min_as : {"min", "max", "mean"}
        What the other player does (``"mean"``: averages its outcomes, as if it moved at
        random).
    level, turns : int
        The levels above ``state``, and the players' states among them.
    start : dict, optional
        ``{"max": -1000}``: the states that take the largest child value start
        from -1000 instead of -inf (and so on for ``"min"``), as in :func:`backup`.
    first : tuple of {"max", "min", "chance"}
        Whose states (MAX's, the other player's, chance's) take the value of their first
        action's outcome alone.
    shallow : tuple of {"max", "min"}
        Whose states take the largest (or smallest) ``game.value`` of the states their
        moves lead to, searching no further (None for a tree's unfinished state).

    Examples
    --------
    >>> from searchlib.games.tree import GameTree
    >>> coin = GameTree(Max([Chance([0, 10], [0.7, 0.3]), 4]))
    >>> expected(coin, coin.initial), expected(coin, coin.initial, chance="mean")
    (4, 5.0)
    """
    options = dict(chance=chance, mover=mover, utility=utility, terminal=terminal,
                   min_as=min_as, start=start, first=first, shallow=shallow, literal=literal)
    if terminal and game.terminal(state):
        return game.value(state) if utility == "value" else game.utility(state,
                                                                         game.player(state))
    who = game.player(state)
    moves = list(game.actions(state))
    below = turns + (who != "chance")
    side = "chance" if who == "chance" else "max" if who == game.players[0] else "min"
    if side in first:
        return expected(game, game.result(state, moves[0]), level=level + 1, turns=below,
                        **options)
    if side in shallow:
        values = [game.value(game.result(state, a)) for a in moves]
        return max(values) if side == "max" else min(values)
    values = [expected(game, game.result(state, a), level=level + 1, turns=below, **options)
              for a in moves]
    if who == "chance":
        rules = {"weighted": lambda: sum(game.probability(state, a) * v
                                         for a, v in zip(moves, values)),
                 "mean": lambda: sum(values) / len(values), "sum": lambda: sum(values),
                 "min": lambda: min(values), "max": lambda: max(values),
                 "per-action": lambda: sum(game.probability(state, a) * v
                                           for a, v in zip(moves, values)) / len(values),
                 "floor": lambda: sum(1 // len(moves) * v for v in values),
                 "first-weighted": lambda: game.probability(state, moves[0]) * values[0]}
        return rules[chance]()
    is_max = {"player": lambda: who == game.players[0],
              "swapped": lambda: who == game.players[1],
              "names": lambda: who in _MAX_NAMES,
              "level": lambda: level % 2 == 0,
              "alternate": lambda: turns % 2 == 0}[mover]() if literal is None else (
                  who == literal)
    if not is_max and min_as == "mean":
        return sum(values) / len(values)
    kind = "max" if is_max or min_as == "max" else "min"
    if start and kind in start:
        values = [start[kind], *values]
    return max(values) if kind == "max" else min(values)
