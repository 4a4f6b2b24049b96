"""Explicit game trees written as nested lists: :class:`GameTree`.

The notation
------------
* A **leaf** is a number (its utility for MAX), or a tuple of numbers with
  one utility per player for a game of more than two players.
* An **inner node** is a list of its children, left to right.
* Whose turn it is comes from the node.  A plain list takes the turn after
  its parent's (MAX, MIN, MAX, ... for two players; 1, 2, 3, 1, ... for
  three), starting from ``first`` at the root.  To say it explicitly, wrap
  the children in :class:`Max`, :class:`Min` or :class:`Player`.
* A **chance node** is :class:`Chance` ``(children, probs)``; without
  ``probs`` its outcomes are equally likely.  A chance node stands in for
  the player whose turn it would be (an opponent that moves at random), so
  its children take the turn after that one: MAX, CHANCE, MAX, ...
  Write ``Min([...])`` below it for a MAX, CHANCE, MIN game (backgammon).
  The same holds at the root; ``first="chance"`` means chance moves first
  and then MAX.
* Any node can carry a ``label``; :class:`Leaf` labels a leaf; inner nodes
  may carry an ``estimate`` that a depth-limited search uses as the
  evaluation function's value there.

A tree is a game whose states are node numbers (0 is the root, then the
other nodes in depth-first, left-to-right order) and whose actions are the
children's positions 0, 1, 2, ...

Examples
--------
>>> t = GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
>>> t.player(t.initial), t.actions(t.initial)
('max', (0, 1, 2))
>>> b = t.result(t.initial, 0)
>>> t.player(b), t.label(b), t.path(b)
('min', 'B', (0,))
>>> [t.utility(s, "max") for s in t.children(b)]
[3, 12, 8]
>>> GameTree([Chance([0, 10]), 4]).probability(1, 0)
0.5
"""

from ..errors import GameError
from .base import CHANCE, Game, role_name
from .notation import (
    _CH, _LEAVE, Chance, Leaf, Max, Min, Node, Player, _check_leaf, _check_probs,
    _count_players, _fmt, _PathOf, _where, letters,
)
from .ordering import order_key

__all__ = ["GameTree"]

#: Deeper trees are shown by their size: Python's own repr of nested lists stops at ~1000.
_REPR_DEPTH = 200


class GameTree(Game):
    """A game given as an explicit tree (see the module docstring for the notation).

    Parameters
    ----------
    nested : list, Node or leaf
        The tree.
    first : {"max", "min", "chance"} or int
        Whose turn it is at the root (unless the root is an explicit
        node); an int is a player number in a tree with tuple leaves.
    labels : {None, "letters", "arcs", False}, list or dict
        Names for the nodes.  ``"letters"`` (the default): inner nodes
        A, B, C, ... level by level, leaves unnamed.  ``"arcs"``: every node
        but the root a, b, c, ... depth-first, as in exercises that name the
        arcs (a node's name is the name of the arc into it).  False: no
        names.  A list gives the names of all nodes depth-first (None for
        none); a dict maps paths (tuples of child positions) to names.
        Labels written in the tree (``Max([...], label="M1")``) come first.

    Raises
    ------
    GameError
        For an empty child list, a leaf that is not a number (or a tuple of
        numbers), mixed number and tuple leaves or tuples of different
        sizes, bad probabilities, an unknown role, or labels that do not fit.
    """

    def __init__(self, nested, first="max", labels=None):
        self.n_players, self.multi = _count_players(nested)
        self.players = (tuple(range(1, self.n_players + 1)) if self.multi else ("max", "min"))
        self._first = self._role_number(first, ())
        self._kids, self._parent, self._role, self._value = [], [], [], []
        self._probs, self._label, self._estimate, self._pos, self._depth = [], [], [], [], []
        self._turns = []
        self._build(nested)
        self._size = len(self._kids)
        self._leaf_ids = [i for i in range(self._size) if self._value[i] is not None]
        self._below = [0] * self._size
        for i in reversed(range(self._size)):
            self._below[i] = 1 if self._value[i] is not None else sum(
                self._below[k] for k in self._kids[i])
        self._apply_labels(labels)
        self.initial = 0

    # -- building -------------------------------------------------------------
    def _role_number(self, role, path):
        if isinstance(role, str):
            key = role.lower()
            if key == "chance":
                return _CH
            if not self.multi and key in ("max", "min"):
                return 0 if key == "max" else 1
            if self.multi and key == "max":
                return 0
        elif self.multi and isinstance(role, int) and not isinstance(role, bool) \
                and 1 <= role <= self.n_players:
            return role - 1
        allowed = (f"'chance' or a player number 1..{self.n_players}" if self.multi
                   else "'max', 'min' or 'chance'")
        raise GameError(f"{_where(path)} has role {role!r}; this tree allows {allowed}")

    def _next(self, turn):
        return (turn + 1) % self.n_players

    def _build(self, nested):
        """Number the nodes depth-first, left to right, checking each one.

        An explicit stack rather than recursion, and no path stored per node
        (a path is read back through the parents when a message needs it),
        so a chain 30,000 moves deep builds in time and memory in
        proportion to its size.  A list that contains itself, directly or
        further down, is refused: it is not a tree.
        """
        todo = [(nested, -1, None, 0)]      # (item, parent id, turn of the parent, position)
        inside = set()                      # ids of the lists and nodes above the item
        while todo:
            item, parent, parent_turn, k = todo.pop()
            if item is _LEAVE:
                inside.discard(parent)
                continue
            i = len(self._kids)
            self._parent.append(parent)
            self._pos.append(k)
            self._depth.append(0 if parent < 0 else self._depth[parent] + 1)
            if parent >= 0:
                self._kids[parent].append(i)
            path = _PathOf(self, i)
            label = probs = estimate = None
            if isinstance(item, Leaf):
                label, item = item.label, item.value
            if isinstance(item, (Node, list)):
                if id(item) in inside:
                    raise GameError(f"{_where(path)} contains itself: a list inside its own "
                                    "children makes an endless tree, not a game tree")
                children = item.children if isinstance(item, Node) else item
                role = item.role if isinstance(item, Node) else None
                if isinstance(item, Node):
                    probs, label, estimate = item.probs, item.label, item.estimate
                if not isinstance(children, (list, tuple)) or isinstance(children, tuple) and \
                        not isinstance(item, Node):
                    raise GameError(f"{_where(path)}: the children must be a list, "
                                    f"not {type(children).__name__}")
                if len(children) == 0:
                    raise GameError(f"{_where(path)} has no children: an empty list is not a "
                                    "node (a leaf is a number)")
                if parent < 0:
                    # first="chance": chance moves, then the first player; otherwise a
                    # chance root stands in for the first player, like any chance node
                    turn_default = self.n_players - 1 if self._first == _CH else self._first
                    r = self._first if role is None else self._role_number(role, path)
                else:
                    turn_default = self._next(parent_turn)
                    r = turn_default if role is None else self._role_number(role, path)
                if r == _CH:
                    probs = _check_probs(probs, len(children), path)
                    turn = turn_default
                elif probs is not None:
                    raise GameError(f"{_where(path)} has probabilities but is not a chance node")
                else:
                    turn = r
                self._turns.append(turn)
                self._kids.append([])
                self._role.append(r)
                self._value.append(None)
                if estimate is not None:
                    _check_leaf(estimate, path, self.multi, self.n_players, "estimate")
                inside.add(id(item))
                todo.append((_LEAVE, id(item), None, None))
                for k in reversed(range(len(children))):
                    todo.append((children[k], i, turn, k))
            else:
                _check_leaf(item, path, self.multi, self.n_players, "leaf")
                self._kids.append([])
                self._role.append(None)
                self._turns.append(None)
                self._value.append(tuple(item) if self.multi else item)
            self._probs.append(probs)
            self._label.append(label)
            self._estimate.append(estimate)
        self._kids = [tuple(k) for k in self._kids]

    def _apply_labels(self, labels):
        given = list(self._label)
        names = [None] * self._size
        if labels is None or labels == "letters":
            # level by level, left to right: the order a breadth-first walk meets them
            level, n = [0], 0
            while level:
                for i in level:
                    if self._value[i] is None:
                        names[i] = letters(n)
                        n += 1
                level = [k for i in level for k in self._kids[i]]
        elif labels == "arcs":
            for i in range(1, self._size):
                names[i] = letters(i - 1, upper=False)
        elif labels is False or labels == "none":
            pass
        elif isinstance(labels, dict):
            for path, name in labels.items():
                names[self._find_path(tuple(path), f"labels: there is no node at path "
                                                   f"{tuple(path)}")] = name
        elif isinstance(labels, (list, tuple)):
            if len(labels) != self._size:
                raise GameError(f"labels: {len(labels)} names given for a tree of "
                                f"{self._size} nodes (list every node, depth-first)")
            names = list(labels)
        else:
            raise GameError(f"labels must be 'letters', 'arcs', False, a list or a dict, "
                            f"not {labels!r}")
        self._label = [g if g is not None else n for g, n in zip(given, names)]

    # -- the game protocol ------------------------------------------------------
    def player(self, state):
        """``'max'``, ``'min'`` or ``'chance'`` (a player number 1, 2, ... with tuple leaves);
        None at a leaf."""
        r = self._role[state]
        if r is None:
            return None
        if r == _CH:
            return CHANCE
        return r + 1 if self.multi else self.players[r]

    def actions(self, state):
        """The positions of the children: ``(0, 1, ..., k-1)``; ``()`` at a leaf."""
        return tuple(range(len(self._kids[state])))

    def result(self, state, action):
        """The child at position ``action``."""
        kids = self._kids[state]
        if not isinstance(action, int) or not 0 <= action < len(kids):
            raise GameError(f"node {self.describe(state)} has no child {action!r} "
                            f"(it has {len(kids)})")
        return kids[action]

    def terminal(self, state):
        """True at a leaf."""
        return self._value[state] is not None

    def utility(self, state, player):
        """The leaf's value for ``player`` (for MIN, minus MAX's)."""
        v = self._value[state]
        if v is None:
            raise GameError(f"{self.describe(state)} is not a leaf: it has no utility")
        if self.multi:
            return v[player - 1]
        return v if player == "max" else -v

    def probability(self, state, action):
        """Probability of child ``action`` at a chance node."""
        probs = self._probs[state]
        if probs is None:
            raise GameError(f"{self.describe(state)} is not a chance node")
        return probs[action]

    def evaluate(self, state):
        """The ``estimate`` written on an inner node (for depth-limited search)."""
        e = self._estimate[state]
        if e is None and self._value[state] is not None:
            # only a search that asks before testing for the end of the game gets here
            raise GameError(f"the leaf {self.describe(state)} is a finished game and has no "
                            "estimate: test game.terminal(state) before asking for one (a "
                            "finished game is worth game.value(state))")
        if e is None:
            name = self.describe(state)
            raise GameError(f"node {name} has no estimate: a depth-limited search asks only "
                            "for those of the unfinished nodes exactly `depth` moves down; for "
                            f"a search that stops at {name}, give it one (Node(..., "
                            "estimate=v)) or pass evaluate=... to the search")
        return e

    def value(self, state):
        return self._value[state]

    def outcome(self, state):
        return self._value[state]

    def role(self, state):
        return self._role[state]

    def describe(self, state):
        """The node's label, or its value for an unlabelled leaf, or its path."""
        label = self._label[state]
        if label is not None:
            return str(label)
        if self._value[state] is not None:
            return _fmt(self._value[state])
        return "root" if state == 0 else str(self.path(state))

    # -- reading the tree -------------------------------------------------------
    def label(self, state):
        """The node's label (None if it has none)."""
        return self._label[state]

    def path(self, state):
        """The child positions from the root to ``state``."""
        out = []
        while state > 0:
            out.append(self._pos[state])
            state = self._parent[state]
        return tuple(reversed(out))

    def node(self, path):
        """The node at ``path`` (a tuple of child positions)."""
        return self._find_path(tuple(path), f"there is no node at path {tuple(path)}")

    def _find_path(self, path, message):
        state = 0
        for k in path:
            kids = self._kids[state]
            if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(kids):
                raise GameError(message)
            state = kids[k]
        return state

    def find(self, label):
        """The node labelled ``label``."""
        for i, name in enumerate(self._label):
            if name == label:
                return i
        raise GameError(f"no node is labelled {label!r}")

    def children(self, state):
        """The children of ``state``, left to right."""
        return self._kids[state]

    def parent(self, state):
        """The parent of ``state`` (None for the root)."""
        p = self._parent[state]
        return None if p < 0 else p

    def depth_of(self, state):
        """How many moves from the root to ``state``."""
        return self._depth[state]

    @property
    def size(self):
        """The number of nodes."""
        return self._size

    @property
    def height(self):
        """The number of moves on the longest path from the root to a leaf."""
        return max(self._depth)

    @property
    def leaves(self):
        """The leaves, left to right."""
        return list(self._leaf_ids)

    def leaf_count(self, state=0):
        """The number of leaves at or below ``state``."""
        return self._below[state]

    def subtree(self, state):
        """All nodes at or below ``state``, depth-first."""
        out, todo = [], [state]
        while todo:
            s = todo.pop()
            out.append(s)
            todo.extend(reversed(self._kids[s]))
        return out

    def nested(self, state=0, *, explicit=False):
        """The tree (or the subtree at ``state``) back in nested notation.

        Plain lists where the role follows from the parent, explicit nodes
        where it does not (chance nodes always), or everywhere with
        ``explicit=True``.

        Examples
        --------
        >>> GameTree([[1, 2], Chance([3, 4], [0.25, 0.75])]).nested()
        [[1, 2], Chance([3, 4], probs=[0.25, 0.75])]
        """
        built = {}
        for s in reversed(self.subtree(state)):     # children before their parents
            built[s] = self._nested(s, explicit, built)
        return built[state]

    def _nested(self, s, explicit, built):
        v = self._value[s]
        if v is not None:
            return v
        kids = [built.pop(k) for k in self._kids[s]]
        r = self._role[s]
        if r == _CH:
            return Chance(kids, list(self._probs[s]))
        p = self._parent[s]
        if p < 0:
            expected = 0
        else:   # the turn the parent passes on when rebuilt with first="max"
            expected = self._next(0 if p == 0 and self._first == _CH else self._turns[p])
        if not explicit and r == expected and self._estimate[s] is None:
            return kids
        if self.multi:
            return Player(r + 1, kids, estimate=self._estimate[s])
        return (Max if r == 0 else Min)(kids, estimate=self._estimate[s])

    def map_leaves(self, f):
        """A copy of the tree with every leaf value ``v`` replaced by ``f(v)``.

        Roles, probabilities and labels are kept.

        Examples
        --------
        >>> GameTree([Chance([0, 10]), 4]).map_leaves({0: 0, 4: 100, 10: 101}.get).nested()
        [Chance([0, 101], probs=[0.5, 0.5]), 100]
        """
        return self._copy(lambda s: f(self._value[s]), lambda s: list(self._kids[s]))

    def reordered(self, key):
        """A copy whose children are sorted best-first for the mover.

        ``key(state)`` scores a node (from MAX's point of view); ``"best"``
        uses the exact minimax value.  MAX's children come highest first,
        MIN's lowest first; ties and chance nodes keep their order.
        """
        score = order_key(self, key)

        def kids(s):
            role = self._role[s]
            if role not in (0, 1) or self.multi:
                return list(self._kids[s])
            sign = -1 if role == 0 else 1
            return sorted(self._kids[s], key=lambda k: sign * score(k))
        return self._copy(lambda s: self._value[s], kids)

    def _copy(self, leaf, kids_of):
        built = {}
        for s in reversed(range(self._size)):       # children before their parents
            if self._value[s] is not None:
                built[s] = Leaf(leaf(s), self._label[s])
                continue
            kids = kids_of(s)
            order = [self._kids[s].index(k) for k in kids]
            probs = None if self._probs[s] is None else [self._probs[s][j] for j in order]
            role = ("chance" if self._role[s] == _CH else
                    self._role[s] + 1 if self.multi else self.players[self._role[s]])
            built[s] = Node([built.pop(k) for k in kids], role=role, probs=probs,
                            label=self._label[s], estimate=self._estimate[s])
        return GameTree(built[0], labels=False)

    def __repr__(self):
        if self.height > _REPR_DEPTH:
            return f"GameTree(<{self._size:,} nodes, {self.height:,} moves deep>)"
        return f"GameTree({self.nested()!r})"

    def __str__(self):
        return "\n".join(self._lines(0, ""))

    def _lines(self, s, indent):
        out = []
        todo = [(s, indent, "")]
        while todo:
            s, indent, prefix = todo.pop()
            v = self._value[s]
            if v is not None:
                name = self._label[s]
                out.append(f"{indent}{prefix}{_fmt(v)}" + (f" ({name})" if name else ""))
                continue
            r = self._role[s]
            head = f"{indent}{prefix}{role_name(r, self.n_players)}"
            if self._label[s]:
                head += f" {self._label[s]}"
            out.append(head)
            kids = self._kids[s]
            for j in reversed(range(len(kids))):
                chance = f"p={self._probs[s][j]:g}: " if r == _CH else ""
                todo.append((kids[j], indent + "  ", chance))
        return out
