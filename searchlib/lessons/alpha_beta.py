"""Lesson 09 · Alpha-beta pruning: the questions and the write-it-yourself check.

In the notebook::

    from searchlib.lessons import alpha_beta as lesson
    lesson.check("leaves-evaluated", [5, 10, 2])
    lesson.leaves_read(alphabeta_value, [[4, 8, 5], [9, 3, 7], [2, 4, 6]])
    lesson.check("alphabeta", alphabeta_value)        # the learner's function

The exercise checks two things on each hidden tree: the value the
learner's ``alphabeta_value(node, player)`` returns, and *which leaves it
reads*.  To see the leaves, the check hands the function lists of its own
(:class:`Watched`, a subclass of ``list``) that note every leaf taken out
of them, by its position in the tree.  The right value and leaves come from
:func:`searchlib.alphabeta` (non-strict tests, children left to right);
each case also knows what the catalogued mistakes would read (no cuts, the
strict tests, alpha and beta swapped, a MIN node raising alpha, a missing
test, the player ignored) and names the one the learner's answer matches.

Examples
--------
>>> import math
>>> def ab(node, player="max", alpha=-math.inf, beta=math.inf):
...     if not isinstance(node, list):
...         return node
...     v = -math.inf if player == "max" else math.inf
...     for child in node:
...         if player == "max":
...             v = max(v, ab(child, "min", alpha, beta))
...             if v >= beta:
...                 return v
...             alpha = max(alpha, v)
...         else:
...             v = min(v, ab(child, "max", alpha, beta))
...             if v <= alpha:
...                 return v
...             beta = min(beta, v)
...     return v
>>> leaves_read(ab, [[4, 8, 5], [9, 3, 7], [2, 4, 6]])
(4, [4, 8, 5, 9, 3, 2])
>>> check("alphabeta", ab, show=False).status
'passed'
>>> def strict(node, player="max", alpha=-math.inf, beta=math.inf):
...     if not isinstance(node, list):
...         return node
...     v = -math.inf if player == "max" else math.inf
...     for child in node:
...         if player == "max":
...             v = max(v, strict(child, "min", alpha, beta))
...             if v > beta:
...                 return v
...             alpha = max(alpha, v)
...         else:
...             v = min(v, strict(child, "max", alpha, beta))
...             if v < alpha:
...                 return v
...             beta = min(beta, v)
...     return v
>>> BANK.item("alphabeta").evaluate(strict).mistakes
['strict']
"""

import math
import numbers
import operator

from ..checks import Case, Exercise, Lesson, Mistake, Pattern, Question, Suite, call_with_budget
from ..games import GameTree, alphabeta

__all__ = ["BANK", "check", "progress", "questions", "leaves_read", "Watched", "SUITE"]

_INF = math.inf
_OTHER = {"max": "min", "min": "max"}


# -- lists that note which leaves are read ------------------------------------------------
class Watched(list):
    """A node's children that note each leaf taken out of them.

    It is a ``list`` (``isinstance(node, list)`` holds, ``len`` and
    indexing work); iterating it or indexing it appends the position of
    every *leaf* handed out to ``log``.  Copies (slices, ``list(node)``,
    ``sorted(node)``) hand out every item, so they count as reading them.

    Examples
    --------
    >>> log = []
    >>> node = watch([[4, 8], 5], log)
    >>> for child in node[0]:
    ...     break
    >>> node[1], log
    (5, [(0, 0), (1,)])
    """

    __slots__ = ("_path", "_log")

    def _take(self, i):
        item = list.__getitem__(self, i)
        if not isinstance(item, list):
            self._log.append(self._path + (i,))
        return item

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self._take(i) for i in range(*index.indices(len(self)))]
        list.__getitem__(self, index)             # raises as a list would
        i = operator.index(index)
        return self._take(i + len(self) if i < 0 else i)

    def __iter__(self):
        for i in range(len(self)):
            yield self._take(i)

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self._take(i)

    def copy(self):
        return self[:]


def watch(tree, log, path=()):
    """``tree`` rebuilt from :class:`Watched` lists that note the leaves read in ``log``."""
    if not isinstance(tree, list):
        return tree
    node = Watched(watch(child, log, path + (i,)) for i, child in enumerate(tree))
    node._path, node._log = path, log
    return node


def _plain(node):
    if not isinstance(node, list):
        return node
    return [_plain(child) for child in list.__iter__(node)]


def _leaf(tree, path):
    for i in path:
        tree = tree[i]
    return tree


def leaves_read(function, tree, player="max"):
    """Run ``function(tree, player)`` on a watched copy of ``tree``.

    Returns ``(value, leaves)``: what the function returned and the
    values of the leaves it read, in the order it read them.
    """
    log = []
    value = function(watch(tree, log), player)
    return value, [_leaf(tree, path) for path in log]


# -- what the catalogued mistakes read (nested lists only) ----------------------------------
#: Each mistake: the ways of making it (flags for :func:`_mistaken`) and the hint.
MISTAKES = {
    "no-pruning": ([{"no-pruning"}, {"no-bounds"}],
                   "Your function reads every leaf: it never cuts. After each child, test the "
                   "node's value against its bound (v >= beta at a MAX node, v <= alpha at a "
                   "MIN node) and leave the loop when the test passes. If you do test, check "
                   "that alpha and beta are passed down to the children: a node's tests use "
                   "the bounds that come from above."),
    "strict": ([{"strict"}],
               "You cut only when the value is strictly past the bound (v > beta, v < alpha). "
               "Use the non-strict tests, v >= beta and v <= alpha, as in the lecture: a tie "
               "cuts too."),
    "swapped-bounds": ([{"swapped-bounds"}],
                       "Your recursive calls seem to hand alpha and beta over in the wrong "
                       "order: pass (alpha, beta) in the order the function's parameters "
                       "expect."),
    "wrong-test": ([{"swapped-names"}, {"wrong-comparison"}],
                   "Your nodes cut after their first child almost everywhere. A MAX node tests "
                   "v >= beta (and raises alpha); a MIN node tests v <= alpha (and lowers "
                   "beta). Check which bound each test uses and which way it compares."),
    "min-updates-alpha": ([{"min-updates-alpha"}],
                          "A MIN node seems to change alpha. MIN only lowers beta "
                          "(beta = min(beta, v)); alpha is MAX's to raise."),
    "max-updates-beta": ([{"max-updates-beta"}],
                         "A MAX node seems to change beta. MAX only raises alpha "
                         "(alpha = max(alpha, v)); beta is MIN's to lower."),
    "no-beta-test": ([{"no-beta-test"}],
                     "Your MIN nodes cut, but your MAX nodes never do: at a MAX node, stop as "
                     "soon as v >= beta."),
    "no-alpha-test": ([{"no-alpha-test"}],
                      "Your MAX nodes cut, but your MIN nodes never do: at a MIN node, stop as "
                      "soon as v <= alpha."),
    "ignores-player": ([{"ignores-player"}],
                       "With player=\"min\" your function still puts MAX at the root: use the "
                       "player argument for the node you are given."),
}


def _mistaken(node, player, flags, alpha=-_INF, beta=_INF, path=(), log=None, root=True):
    """Alpha-beta with a planted mistake: ``(value, leaves read)``."""
    log = [] if log is None else log
    if not isinstance(node, list):
        log.append(path)
        return node, log
    if root and "ignores-player" in flags:
        player = "max"
    is_max = player == "max"
    v = -_INF if is_max else _INF
    for i, child in enumerate(node):
        a, b = alpha, beta
        if "swapped-bounds" in flags:
            a, b = beta, alpha
        if "no-bounds" in flags:
            a, b = -_INF, _INF
        value, _ = _mistaken(child, _OTHER[player], flags, a, b, path + (i,), log, False)
        v = max(v, value) if is_max else min(v, value)
        if "no-pruning" in flags:
            continue
        if "swapped-names" in flags:
            if (v >= alpha) if is_max else (v <= beta):
                return v, log
            if is_max:
                beta = max(beta, v)
            else:
                alpha = min(alpha, v)
            continue
        if is_max:
            if "no-beta-test" not in flags:
                cut = (v > beta if "strict" in flags else
                       v <= beta if "wrong-comparison" in flags else v >= beta)
                if cut:
                    return v, log
            if "max-updates-beta" in flags:
                beta = min(beta, v)
            else:
                alpha = max(alpha, v)
        else:
            if "no-alpha-test" not in flags:
                cut = (v < alpha if "strict" in flags else
                       v >= alpha if "wrong-comparison" in flags else v <= alpha)
                if cut:
                    return v, log
            if "min-updates-alpha" in flags:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
    return v, log


def _right(tree, player):
    """``(value, leaves read as paths)`` from the library's alpha-beta."""
    game = GameTree(tree, first=player)
    result = alphabeta(game, trace=True)
    return result.value, tuple(game.path(s) for s in result.trace.leaves_evaluated)


# -- the exercise --------------------------------------------------------------------------
#: The hidden trees: label, tree, player at the root.
TREES = [
    ("two levels, MAX to move", [[7, 15, 11], [13, 9], [4, 20, 6]], "max"),
    ("three levels, MAX to move", [[[2, 14], [10, 5]], [[16, 1], [8, 12]]], "max"),
    ("three levels, MIN to move",
     [[[6, 3], [11, 9]], [[4, 8], [13, 2]], [[12, 7], [5, 10]]], "min"),
    ("uneven depths, MAX to move", [17, [[3, 19], 6], [[11, [2, 21]], 9]], "max"),
    ("ties", [[5, 5], [5, 1], [9, 5]], "max"),
    ("three levels, uneven branching",
     [[[4, 9, 1], [6]], [[2, 7], [12, 3]], [[8], [10, 0]]], "max"),
    ("uneven depths, MIN to move", [[3, [8, 14]], [[1, 20], 9], [15, [4, 2]]], "min"),
]


class Reading:
    """What the learner's function did on one tree: its value and the leaves it read."""

    __slots__ = ("value", "paths", "tree")

    def __init__(self, value, paths, tree):
        self.value = value
        self.paths = tuple(paths)
        self.tree = tree

    def signature(self):
        return (self.value, frozenset(self.paths))

    def __repr__(self):
        leaves = ", ".join(_num(_leaf(self.tree, p)) for p in self.paths) or "none"
        return f"<value {_num(self.value)}; leaves read: {leaves}>"


def _num(v):
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, list):
        return "a list"
    return str(v)


def _call(func, args, kwargs, budget):
    tree, player = args
    log = []
    watched = watch(tree, log)
    outcome = call_with_budget(func, (watched, player), kwargs, budget=budget)
    if isinstance(tree, list):
        after = _plain(watched)
        if after != tree:
            tree[:] = after           # so that the check sees the change
    if outcome.kind == "value":
        outcome.value = Reading(outcome.value, log, _plain(watched))
    return outcome


def _signatures(tree, player):
    """``{mistake: set of (value, leaves) it can produce}`` on one tree."""
    out = {}
    for key, (ways, _) in MISTAKES.items():
        out[key] = {(v, frozenset(log)) for v, log in
                    (_mistaken(tree, player, frozenset(flags)) for flags in ways)}
    return out


def _leaf_names(tree, paths):
    order = {p: k for k, p in enumerate(_leaf_paths(tree))}
    return ", ".join(f"{_num(_leaf(tree, p))} (leaf {order[p] + 1} from the left)"
                     for p in paths)


def _leaf_paths(tree, path=()):
    if not isinstance(tree, list):
        return [path]
    return [p for i, child in enumerate(tree) for p in _leaf_paths(child, path + (i,))]


def _judge(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    value, paths = trial.case.expected
    tree = trial.case.args[0]
    notes = []
    if isinstance(got.value, list):
        return False, ["you returned a list: test for an inner node with "
                       "isinstance(node, list) (the check's lists are a kind of list, but "
                       "not exactly list)"]
    if not (isinstance(got.value, numbers.Real) and not isinstance(got.value, bool)):
        return False, [f"expected a number, got {type(got.value).__name__}"]
    extra = [p for p in dict.fromkeys(got.paths) if p not in paths]
    missing = [p for p in paths if p not in got.paths]
    if extra:
        notes.append(f"you read {_leaf_names(tree, extra)}, which alpha-beta skips")
    if missing:
        notes.append(f"you did not read {_leaf_names(tree, missing)}, which alpha-beta needs")
    return got.value == value and not extra and not missing, notes


def _cases():
    cases = []
    for label, tree, player in TREES:
        value, paths = _right(tree, player)
        right = (value, frozenset(paths))
        wrongs = {key: sigs - {right} for key, sigs in _signatures(tree, player).items()}
        mistakes = []
        for key, sigs in wrongs.items():
            others = set().union(*(s for k, s in wrongs.items() if k != key))
            unique = sigs - others
            if unique:
                mistakes.append(Mistake(key, MISTAKES[key][1],
                                        lambda t, u=unique: t.value.signature() in u))
        shown = f"<value {_num(value)}; leaves read: " + ", ".join(
            _num(_leaf(tree, p)) for p in paths) + ">"
        cases.append(Case(label, (tree, player), expected=(value, paths),
                          judge=_judge, given=f"{tree!r}, {player!r}", shown=shown,
                          mistakes=mistakes,
                          mutation="your function changed the tree it was given; read the "
                                   "lists without changing them"))
    return cases


def _patterns():
    """A planted mistake that explains every answer."""
    table = {label: _signatures(tree, player) for label, tree, player in TREES}
    patterns = []
    for key, (_, text) in MISTAKES.items():
        def test(trials, key=key):
            return all(t.kind == "value" and t.value.signature() in table[label][key]
                       for label, t in trials.items())
        patterns.append(Pattern(key, text, test))
    return patterns


SUITE = Suite(
    "alphabeta", "alphabeta_value(node, player) -> the minimax value, reading as few leaves "
    "as alpha-beta", _cases(), patterns=_patterns(), call=_call,
    about="Each case is a tree in nested lists with the player to move at the root; the "
          "value and the leaves read come from searchlib.alphabeta (non-strict tests, "
          "children left to right). A leaf counts as read when your code takes it out of its "
          "list: copying or sorting the children (list(node), sorted(node), node[:]) reads "
          "them all.")


# -- the bank ---------------------------------------------------------------------------------
BANK = Lesson("alpha_beta", "09 · Alpha-beta pruning", [
    Question(
        'leaves-evaluated', 'sequence',
        prompt=('Alpha-beta on [[5, 10, 2], [[9, 3], [12, 1]], [7, [4, 11], 8]], MAX at the '
                'root: the leaves evaluated, in order?'),
        answers=['27d0206d4b5402fc6d29'],
        hints={
            '53305b11e60440fb32fd':
                ('That is every leaf: plain minimax. Carry alpha and beta down and look for '
                 'nodes whose value passes a bound.'),
            '3eafd5c0bc17830f4d65':
                ('You missed a cut at a MAX node. When the MAX node with 12 and 1 is searched, '
                 'its MIN parent already has 9 from its first child: compare 12 with beta.'),
            '313afce014e5f0a8fc54':
                ('You missed a cut at a MIN node. When the last MIN node reads its 7, what is '
                 'alpha (the best MAX already has at the root)?'),
            '7127b67d327020b20a4e':
                ("The MAX node with 12 and 1 has to be opened: its MIN parent only knows 'at "
                 "most 9' until that node shows a value of 9 or more."),
        },
        hint=('Write alpha and beta beside each node as you go down, and after every leaf ask: '
              "does the node's value pass its bound (v >= beta at MAX, v <= alpha at MIN)?"),
        explain=('B reads 5, 10, 2; E reads 9, 3; F reads 12 and stops (12 >= beta = 9); D reads'
                 ' 7 and stops (7 <= alpha = 9).'),
        count='448aeaca8c0c2768c633',
        items='a7e897b6e21d5de89411',
    ),
    Question(
        'cut-arcs', 'set',
        prompt='Which arcs does alpha-beta cut in the arcs tree (MAX, MIN, MAX, leaves)?',
        answers=['a6f55dede7b281d496d4'],
        hints={
            'e5d63d5fc597e4d1a947':
                'One more: look at the last MIN node, o, once its first child is known.',
            '7c61eaefcbb415f7c9b8':
                ('One more, at a MAX node: when l reads 14, what is beta (the best its MIN '
                 'parent h already has)?'),
            '803bafbb993c14f91c20':
                'Those are the nodes that do the cutting; name the arcs that are skipped.',
            'de3a471be8d2f0034d98':
                ('t and u are below s: when s is cut, everything under it goes. Name the arc '
                 'where the search stops, s.'),
            '303ed130f5fe5ca13224':
                ('t and u are below s, so cutting s already skips them: list only the arcs where'
                 ' the search stops.'),
        },
        hint=('Go left to right with alpha and beta. A cut skips the remaining arcs of the node '
              'whose value passed its bound; give the names of those arcs.'),
        explain='l cuts n (14 >= beta = 12) and o cuts s (6 <= alpha = 12).',
        count='d8b78e19af5aceb5aefa',
        letters=True,
    ),
    Question(
        'cut-tests', 'value',
        prompt='For each cut arc, which test cut it: alpha or beta? (a dict {arc: test})',
        answers=['41850b384ad7385596c9', 'a8a28e7f2af031fb4493'],
        hints={
            'bd55c884858713f0a3fb':
                ('Swapped: a MAX node cuts with the beta test (v >= beta), a MIN node with the '
                 'alpha test (v <= alpha). Which kind of node is l, and which is o?'),
            '62ed6bed4a380bd1e87e':
                's is skipped by o, a MIN node: MIN nodes cut with the alpha test (v <= alpha).',
            '01dbe555b4574af6c6d2':
                'n is skipped by l, a MAX node: MAX nodes cut with the beta test (v >= beta).',
        },
        hint=('Give a dict with one entry per cut arc, e.g. {"x": "alpha"}; the test depends on '
              'the kind of node that does the cutting.'),
        explain=('l is a MAX node: 14 >= beta = 12 cuts n. o is a MIN node: 6 <= alpha = 12 cuts'
                 ' s.'),
    ),

    Exercise(
        "alphabeta", SUITE,
        prompt="Write alphabeta_value(node, player, alpha, beta) for nested lists: the "
               "minimax value, reading the leaves alpha-beta reads."),
])

check, progress, questions = BANK.check, BANK.progress, BANK.questions
