"""The search family's oracle: one frontier loop and one depth-first recursion, with switches.

Written for the checks alone (nothing from :mod:`searchlib.search`), so a
bug there cannot hide the same bug in a learner's code.  Each switch plants
one catalogued mistake; the right algorithm is every switch at its default.

* :func:`loop` is the lecture's loop over a frontier object (``add``,
  ``remove``, ``empty``, ``contains_state``): a :class:`Queue` makes it
  breadth-first, a :class:`Stack` depth-first, a :class:`Priority` greedy,
  uniform-cost or A*.
* :func:`both_ends` is breadth-first search from both ends of a path (the Degrees
  project's people), one whole layer of the smaller side at a time.
* :func:`depth_limited` and :func:`deepening` are depth-limited search and
  iterative deepening, recursive, refusing the states on the current path;
  :func:`contours` is IDA*, the same recursion bounded by f = g + h.
* :class:`Watch` and :class:`Recorded` watch a learner's function: the
  problem it is given records which states it expands (asks the moves of),
  stops it after too many calls (an endless loop, stopped in milliseconds),
  and notices when the work is handed to searchlib's own search.

Examples
--------
>>> from searchlib import GraphProblem
>>> demo = GraphProblem({"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"]}, "A", "E")
>>> watch = Watch()
>>> problem = Recorded(demo, watch)
>>> states(loop(expander(problem), problem.initial, problem.is_goal, Queue()))
['A', 'B', 'C', 'E']
>>> watch.expanded()
('A', 'B', 'C', 'D')
>>> states(loop(expander(demo), "A", demo.is_goal, Stack()))
['A', 'B', 'C', 'E']
>>> depth_limited(demo, 2), deepening(demo, 5)
(None, ['A', 'B', 'C', 'E'])
"""

import heapq
import itertools
import math
import os
import sys
from collections import deque

from ..budget import BudgetExceeded

__all__ = ["Watch", "Recorded", "Node", "Queue", "Stack", "Priority", "loop", "expander",
           "chain", "states", "actions", "depth_limited", "deepening", "contours", "distance",
           "both_ends", "spying", "CALLS"]

#: The most calls a watched problem answers before it stops the function (an endless loop).
CALLS = 3_000

_HERE = os.path.dirname(os.path.abspath(__file__))
_PACKAGE = os.path.dirname(os.path.dirname(_HERE))
_LIBRARY = tuple(os.path.join(_PACKAGE, part) for part in (
    "search" + os.sep, "games" + os.sep, os.path.join("degrees", "search.py")))


class Watch:
    """What a watched function did: the calls made on the objects it was given.

    Attributes
    ----------
    events : list of tuple
        ``(kind, ...)`` in order: ``("expand", state)``, ``("generate",
        parent, child)``, ``("test", state)``, or a suite's own kinds.
    stopped : str or None
        Why the function was stopped (too many calls).
    library : bool
        A call came from searchlib's own search code.
    """

    __slots__ = ("events", "most", "stopped", "library", "extra", "verb")
    not_input = True            # what it records changes: never part of a snapshot of the input

    def __init__(self, most=CALLS, verb="calls on the problem"):
        self.events = []
        self.most = most
        self.stopped = None
        self.library = False
        self.extra = None
        self.verb = verb

    def note(self, *event):
        """Record ``event``; past :attr:`most` events, stop the function."""
        caller = sys._getframe(2).f_code.co_filename
        if caller.startswith(_LIBRARY):
            self.library = True
        self.events.append(event)
        if len(self.events) > self.most:
            self.stopped = (f"stopped after {self.most:,} {self.verb}: it looks like an "
                            "endless loop")
            raise BudgetExceeded(self.stopped)

    def expanded(self):
        """The states expanded (whose moves were asked for), in order, repeats included."""
        return tuple(e[1] for e in self.events if e[0] == "expand")

    def __repr__(self):                 # the same for every watch: not part of the input
        return "<watch>"


_OWN = os.path.join(_PACKAGE, "")
#: The check's own machinery, which a learner's code reaches without asking (print writes to
#: the sandbox's capture; the budget's clock): never "the library".
_MACHINERY = tuple(os.path.join(_PACKAGE, "checks", name) for name in ("sandbox.py",
                                                                      "budget.py"))


def spying(func, args, watch, only=None):
    """``func(*args)``, noting in ``watch.library`` a call of searchlib's own code.

    For a function with no problem to record its calls (a distance, an
    inversion count): a profile hook sees every Python call made while it
    runs, and one into searchlib (its searches, its puzzles, the checks' own
    counters) means the work was handed over.  ``only``: the functions whose
    call counts (any other call of searchlib's, ``maze.to_networkx()``, is a
    tool, not the answer).
    """
    codes = None if only is None else {func_.__code__ for func_ in only}

    def hook(frame, event, arg):
        if event == "call" and frame.f_back is not None:
            name = frame.f_code.co_filename
            if (name.startswith(_OWN) and not name.startswith(_MACHINERY)
                    and (codes is None or frame.f_code in codes)
                    and not frame.f_back.f_code.co_filename.startswith(_OWN)):
                watch.library = True            # searchlib, called from the learner's code
    before = sys.getprofile()
    sys.setprofile(hook)
    try:
        return func(*args)
    finally:
        sys.setprofile(before)


class Recorded:
    """A problem that records the calls a search makes on it (see :class:`Watch`).

    It answers ``initial``, ``goal``, ``actions``, ``successors``, ``result``,
    ``is_goal``, ``step_cost`` and ``h`` like the problem it wraps (and any
    other attribute, unrecorded).  Asking for the moves of a state
    (``actions`` or ``successors``) counts as expanding it.
    """

    def __init__(self, problem, watch):
        self._problem = problem
        self._watch = watch

    @property
    def initial(self):
        return self._problem.initial

    @property
    def goal(self):
        return self._problem.goal

    def actions(self, state):
        self._watch.note("expand", state)
        return list(self._problem.actions(state))

    def successors(self, state):
        self._watch.note("expand", state)
        return list(self._problem.successors(state))

    def result(self, state, action):
        child = self._problem.result(state, action)
        self._watch.note("generate", state, child)
        return child

    def is_goal(self, state):
        return self._problem.is_goal(state)

    def step_cost(self, state, action, next_state):
        return self._problem.step_cost(state, action, next_state)

    def h(self, state):
        return self._problem.h(state)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._problem, name)

    def __setattr__(self, name, value):     # written through (a change is then noticed)
        if name.startswith("_"):
            object.__setattr__(self, name, value)
        else:
            setattr(self._problem, name, value)

    def __repr__(self):
        return repr(self._problem)


# -- the frontier loop ------------------------------------------------------------------

class Node:
    """A search node: a state, its parent node, the action that led here, the path cost."""

    __slots__ = ("state", "parent", "action", "g")

    def __init__(self, state, parent=None, action=None, g=0):
        self.state, self.parent, self.action, self.g = state, parent, action, g

    def __repr__(self):
        return f"Node({self.state!r})"


class Queue:
    """First in, first out."""

    def __init__(self):
        self.nodes = deque()

    def add(self, node):
        self.nodes.append(node)

    def remove(self):
        return self.nodes.popleft()

    def empty(self):
        return not self.nodes

    def contains_state(self, state):
        return self.find(state) is not None

    def find(self, state):
        return next((node for node in self.nodes if node.state == state), None)


class Stack(Queue):
    """Last in, first out."""

    def remove(self):
        return self.nodes.pop()


class Priority(Queue):
    """Lowest ``key(node)`` first; ties by insertion order (the oldest first, or the newest)."""

    def __init__(self, key, *, newest=False):
        super().__init__()
        self.key = key
        self.heap = []
        self.count = itertools.count()
        self.sign = -1 if newest else 1

    def add(self, node, rank=None):
        """Add ``node``, ranked by ``key(node)`` unless ``rank`` is given."""
        rank = self.key(node) if rank is None else rank
        heapq.heappush(self.heap, (rank, self.sign * next(self.count), node))

    def remove(self):
        return heapq.heappop(self.heap)[2]

    def empty(self):
        return not self.heap

    def contains_state(self, state):
        return any(entry[2].state == state for entry in self.heap)

    def find(self, state):
        found = [entry[2] for entry in self.heap if entry[2].state == state]
        return min(found, key=lambda node: node.g) if found else None


def expander(problem):
    """``expand(state) -> [(action, child, step cost), ...]`` through ``actions`` and ``result``."""
    def expand(state):
        return [(a, child, problem.step_cost(state, a, child))
                for a in problem.actions(state) for child in [problem.result(state, a)]]
    return expand


def loop(expand, start, is_goal, frontier, *, goal_test="removed", reached="frontier",
         parents="first", update=True, skip_stale=True, test_start=True, goal_first=False,
         counter=None, g_kept=None, start_reached=True):
    """The lecture's loop; the goal node, or None.  Every switch at its default is right.

    Parameters
    ----------
    expand : callable
        ``expand(state) -> [(action, child, cost), ...]`` in the order to add them.
    frontier : Queue, Stack, Priority or any object with the same four methods
        Empty; the loop adds the start node itself.
    goal_test : {"removed", "generated", "both", "expanded", "end"}
        Test a state when its node is taken out, as soon as it is generated,
        or both; ``"expanded"`` asks for its successors before testing it;
        ``"end"`` searches until the frontier is empty, then returns the goal
        if a child that was added to the frontier reached it (with per-state
        parents, the path follows them as they are at the end).
    reached : {"frontier", "explored", "waiting", "path", "none", "cheaper"}
        Refuse a child that is explored or waiting in the frontier; only one
        that is explored (a state can wait twice); only one that is waiting
        (no explored set); only one on the node's own path (a tree search
        that cannot loop, but expands a state once per route to it); or
        nothing.  ``"cheaper"`` is the lesson's A* written with dicts: a child
        is added when it is new or reached more cheaply than ever before
        (explored or not), its parent (one per state) is written then, and
        the path follows those parents.
    parents : {"first", "overwrite", "latest", "rewritten", "kept"}
        A child met again while it waits in the frontier keeps its first
        parent, or takes the new one whatever the new path costs (the path
        then runs through the later one; the waiting node keeps its g, as when
        a ``parent`` dict is written before the costs are compared; with
        ``reached="explored"`` every copy waiting takes it, and the new copy
        is added too); ``"latest"`` keeps one parent per state, written at every
        generation, as a ``came_from`` dict does without an explored set (the
        parents can then form a cycle: following them never ends); ``"rewritten"``
        the same, but only for a child that is not refused as explored; ``"kept"``,
        with ``reached="cheaper"``: a state's first parent is kept when a cheaper
        route lowers its g and pushes it again.
    update : bool or "old-f"
        With a :class:`Priority` frontier: add a child again when a cheaper
        path to it turns up while it waits (A*); False keeps the first.
        ``"old-f"`` gives the waiting node the new g and parent (one g and one
        parent per state, as dicts keep them) and adds it again ranked by the
        key it had before, worked out from its old g: it comes out when its
        old f says (as when the new entry is pushed with f from the old g, or
        g and the parent are updated without a push).
    skip_stale : bool
        Skip a node whose state is already explored when it comes out.
    test_start : bool
        With ``goal_test="generated"``: test the start before the loop.
    goal_first : bool
        Test a generated child before asking whether it was reached (a
        person among their own co-stars is then found one step away).
    counter : list, optional
        Receives one item per node taken out (a count of removals).
    g_kept : {None, "pushed", "waiting", "compared"}
        With ``reached="cheaper"``: a state reached more cheaply than before
        takes the new parent but keeps its first g, the one later routes to
        it are compared with and (but for ``"compared"``) its expansion starts
        from; it is pushed again ranked by the new g (``"pushed"``; with
        ``"compared"`` the entry carries the new g, which its expansion starts
        from), or not pushed again (``"waiting"``: it comes out when its first
        entry does).
    start_reached : bool
        False: the start counts as reached only once it is met as a child (a
        dict of parents, or a set of people seen, that leaves the source out):
        it is added again then (and expanded again when it comes out), once.
    """
    root = Node(start)
    if goal_test in ("generated", "both") and test_start and is_goal(start):
        return root
    frontier.add(root)
    explored, latest, best = set(), {start: None}, {start: 0}
    per_state = parents in ("latest", "rewritten") or reached == "cheaper"
    found = root if goal_test == "end" and is_goal(start) else None
    start_back = not start_reached          # the start may still be met (and added) once
    while not frontier.empty():
        node = frontier.remove()
        if skip_stale and reached in ("frontier", "explored", "cheaper") and \
                node.state in explored and not (
                    not start_reached and node.state == start and node.parent is not None):
            continue
        if counter is not None:
            counter.append(node.state)
        if goal_test in ("removed", "both") and is_goal(node.state):
            return _rebuild(start, node.state, latest) if per_state else node
        explored.add(node.state)
        children = expand(node.state)
        if goal_test == "expanded" and is_goal(node.state):
            return node
        # the g a dict of costs holds, or the one the node carries
        base = best[node.state] if g_kept in ("pushed", "waiting") else node.g
        for action, child, cost in children:
            new = Node(child, node, action, base + cost)
            if parents == "latest":
                latest[child] = (node.state, action)
                new = _Latest(child, node, action, node.g + cost, start, latest)
            if goal_first and goal_test in ("generated", "both") and is_goal(child):
                return new
            if reached == "cheaper":
                if child in best and new.g >= best[child]:
                    continue
                again = child in best
                if not (again and g_kept):
                    best[child] = new.g
                if parents != "kept" or child not in latest:
                    latest[child] = (node.state, action)
                if again and g_kept == "waiting":
                    continue
            elif reached == "path":
                if any(n.state == child for n in chain(node)):
                    continue
            elif start_back and child == start:
                start_back = False
            elif reached != "none":
                if child in explored and reached != "waiting":
                    continue
                if reached == "explored" and parents == "overwrite":
                    # one parent per state, written at each generation: every copy waiting
                    # takes the new parent (a dict of parents, with no frontier test)
                    for old in getattr(frontier, "nodes", ()):
                        if old.state == child:
                            old.parent, old.action, old.g = node, action, new.g
                if parents == "rewritten":
                    latest[child] = (node.state, action)
                    new = _Latest(child, node, action, node.g + cost, start, latest)
                waiting = reached in ("frontier", "waiting") and frontier.contains_state(child)
                if waiting:
                    old = frontier.find(child) if hasattr(frontier, "find") else None
                    if parents == "overwrite" and old is not None:
                        old.parent, old.action = node, action
                    if not (update and isinstance(frontier, Priority) and old is not None
                            and new.g < old.g):
                        continue
                    if update == "old-f":
                        rank = frontier.key(old)
                        old.parent, old.action, old.g = node, action, new.g
                        frontier.add(old, rank)
                        continue
            if goal_test in ("generated", "both") and is_goal(child):
                return new
            if goal_test == "end" and found is None and is_goal(child):
                found = new
            frontier.add(new)
    if found is not None and per_state:
        return _rebuild(start, found.state, latest)
    return found


class _Latest(Node):
    """A node whose path follows the per-state parents of ``latest`` (see ``parents``)."""

    __slots__ = ("start", "latest")

    def __init__(self, state, parent, action, g, start, latest):
        super().__init__(state, parent, action, g)
        self.start, self.latest = start, latest


def _rebuild(start, state, latest):
    return _Latest(state, None, None, 0, start, latest)


def chain(node):
    """The nodes from the start to ``node``."""
    if isinstance(node, _Latest):           # follow the parents as they are now
        steps, state = [], node.state
        while state != node.start:
            if len(steps) > len(node.latest):
                raise BudgetExceeded("following the parents never reached the start")
            previous, action = node.latest[state]
            steps.append((state, action))
            state = previous
        out = [Node(node.start)]
        for state, action in reversed(steps):
            out.append(Node(state, out[-1], action))
        return out
    out = []
    while node is not None:
        out.append(node)
        node = node.parent
    return out[::-1]


def states(node):
    """The states from the start to ``node`` (None for None)."""
    return None if node is None else [n.state for n in chain(node)]


def actions(node):
    """The actions from the start to ``node`` (None for None)."""
    return None if node is None else [n.action for n in chain(node)[1:]]


# -- depth-limited search and iterative deepening ---------------------------------------

def _refused(refuse, child, path, reached, ever=()):
    """Whether a depth-first search refuses ``child`` under the rule ``refuse`` (see
    :func:`depth_limited` and :func:`contours`)."""
    if refuse == "path":
        return child in path
    if refuse == "reached":
        return child in reached
    if refuse == "parent":
        return len(path) > 1 and child == path[-2]
    if refuse == "expanded":
        return child in path or child in reached
    if refuse in ("ever", "contour"):
        return child in ever
    return False


def depth_limited(problem, limit, *, refuse="path", slack=0, copy=True, answer="states",
                  limit_first=False, none=None, test_start=True, seen=None, at_limit=False,
                  goal="is_goal", pop=True, log=None):
    """Depth-limited search, recursive: a path of at most ``limit`` steps, or None.

    Parameters
    ----------
    refuse : {"path", "reached", "none", "parent", "expanded"}
        Refuse a child on the current path (right), any state reached before
        on any branch (a global set: incomplete), nothing, only the state
        just left (the parent), or a state on the path or expanded before
        on any branch.
    seen : set, optional
        The set ``"reached"`` and ``"expanded"`` fill (default: a new one);
        iterative deepening that passes the same set to every round keeps it
        from one round to the next.
    test_start : bool
        False tests only the children for the goal, never the start.
    slack : int
        Search ``limit + slack`` steps deep (an off-by-one limit: 1 or -1).
    copy : bool
        Return a copy of the path; False returns the list the search goes on
        changing (it comes back emptied).
    answer : {"states", "actions", "reversed"}
        Return the states, or the actions, of the path (``"reversed"``: the states
        from the goal back to the start).
    none : object
        What to return when no path is found (None is right; ``"cutoff"`` is not).
    limit_first : bool
        Test whether the limit is used up before the goal test (a goal exactly
        ``limit`` steps away is then missed).
    at_limit : bool
        Test for the goal only where no steps are left (a goal nearer than the
        limit is expanded and passed by).
    goal : {"is_goal", "attribute"}
        Test a state with ``problem.is_goal`` (right), or compare it with
        ``problem.goal`` (another goal state is then passed by).
    pop : bool
        Take each child off the path when its branch is done (right); False
        leaves it there, so that the path list keeps every state entered: it
        refuses them on every later branch, and the path returned holds the dead
        ends too.
    log : list, optional
        Filled with the path (a tuple of states) at each expansion, in order.
    """
    is_goal = problem.is_goal if goal == "is_goal" else (lambda s: s == problem.goal)
    path, moves = [problem.initial], []
    reached = set() if seen is None else seen
    if refuse == "reached":
        reached.add(problem.initial)

    def refused(child):
        return _refused(refuse, child, path, reached)

    def down(left):
        state = path[-1]
        if limit_first and left <= 0:
            return None
        if (test_start or len(path) > 1) and (not at_limit or left <= 0) and is_goal(state):
            if answer == "reversed":
                return path[::-1]
            return (list(path) if copy else path) if answer == "states" else list(moves)
        if left <= 0:
            return None
        if refuse == "expanded":
            reached.add(state)
        if log is not None:
            log.append(tuple(path))
        for action, child, _ in problem.successors(state):
            if refused(child):
                continue
            if refuse == "reached":
                reached.add(child)
            path.append(child)
            moves.append(action)
            found = down(left - 1)
            if pop:
                path.pop()
                moves.pop()
            if found is not None:
                return found
        return None

    found = down(limit + slack)
    return none if found is None else found


def deepening(problem, max_depth, *, first=0, last=0, endless=False, moves=0, keep=False,
              rounds=None, keep_going=False, **dls):
    """Iterative deepening: limits ``first``, ``first + 1``, ... up to ``max_depth + last``.

    ``endless=True`` ignores ``max_depth`` (it never stops without a path);
    ``moves=1`` refuses a path of no moves (the start being the goal);
    ``keep=True`` hands every round the same set of states (see
    :func:`depth_limited`'s ``seen``); ``rounds=1`` returns after the first
    round whatever it found; ``keep_going=True`` runs every round and returns
    the last path found (the deepest round's); other options go to
    :func:`depth_limited`.
    """
    limits = itertools.count(first) if endless else range(first, max_depth + last + 1)
    seen = set() if keep else None
    kept = None
    for done, limit in enumerate(limits, 1):
        found = depth_limited(problem, limit, seen=seen, **dls)
        if found is not None and (not moves or len(found) > moves):
            if not keep_going:
                return found
            kept = found
        if rounds is not None and done >= rounds:
            return None
    return kept


def contours(problem, *, grow="least", goal_first=False, refuse="path", copy=True,
             answer="states", on_empty="none", f="g+h", step="cost", cut=">",
             fetch="after", bounds=None):
    """IDA*, recursive: the states of a cheapest path (with an admissible h), or None.

    Each contour goes down every path whose f = g + h(state) is within the
    bound, testing a state for the goal only once its f is known to be
    within it; the first bound is h(start), each next one the smallest f that
    went over.  The children are tried in the order ``problem.successors``
    gives them.  The switches plant the catalogued mistakes:

    Parameters
    ----------
    grow : {"least", "plus-one", "most", "last", "first", "last-child", "most-child"}
        The next bound: the smallest f that went over (right), the bound plus
        one, the largest f that went over, the f of the last state cut off, of
        the first one, or what the textbook recursion returns when each state
        keeps its last child's answer instead of the smallest (``mn = t``), or
        the largest of its children's answers (``max`` for ``min``, a dead end
        answering infinity: the first answer is kept as it is, each later one
        taken with ``max``, and an infinite one forgotten at the next).
    goal_first : bool
        Test for the goal before cutting off at the bound (a dearer goal
        beyond the bound may be returned).
    refuse : {"path", "reached", "none", "parent", "ever", "contour", "reached-ever"}
        Refuse a child on the current path (right), any state reached before
        in the contour (a global set), nothing, only the state just left (the
        parent), any state expanded before in any contour (a set never
        emptied), any state expanded before in this contour (a set emptied
        at each new bound), or any state reached before in any contour (a set
        of every child tried, cut off or not, made once and never emptied).
    copy : bool
        Return a copy of the path (False: the list the search keeps changing).
    answer : {"states", "actions", "reversed"}
    on_empty : {"none", "min", "endless"}
        When a contour cut nothing off: return None (right), take ``min`` of
        the empty list (a ValueError), or start the same contour again for ever.
    f : {"g+h", "g", "g-from-h"}
        What the bound limits (``"g"``: h ignored, uniform-cost contours from a
        first bound of 0; ``"g-from-h"``: the same from a first bound h(start)).
    step : {"cost", "one", "none"}
        What a move adds to g: its cost (right), 1 whatever it costs, or
        nothing (g stays 0, so f is h alone).
    cut : {">", ">=", ">=-not-start"}
        Cut off when f is over the bound (right), or already when it equals
        it (the start itself is cut and the bound never grows: stopped here
        with :class:`BudgetExceeded`, as a learner's run is stopped), or when
        it equals it everywhere but at the start (the states whose f set the
        bound are cut again, and the bound stops growing: stopped the same way).
    fetch : {"after", "before"}
        Ask for a state's successors after the bound test (right), or before
        it (a state cut off is expanded too).
    bounds : list, optional
        Filled with the bound of each contour, in order.
    """
    h = problem.h
    start = problem.initial
    path, moves = [start], []
    bound = 0 if f == "g" else h(start)
    ever = set()

    def cost(g, state):
        return g + h(state) if f == "g+h" else g

    def over_bound(value):
        if cut == ">=" or (cut == ">=-not-start" and len(path) > 1):
            return value >= bound
        return value > bound

    def refused(child):
        return _refused("reached" if refuse == "reached-ever" else refuse, child, path,
                        reached, ever)

    kept = {start}
    while True:
        if bounds is not None:
            bounds.append(bound)
        over, reached = [], kept if refuse == "reached-ever" else {start}
        if refuse == "contour":
            ever.clear()

        def found():
            if answer == "actions":
                return list(moves)
            if answer == "reversed":
                return path[::-1]
            return list(path) if copy else path

        def down(state, g):
            """``(path found or None, the next-bound candidate of this subtree)``."""
            if goal_first and problem.is_goal(state):
                return found(), None
            children = problem.successors(state) if fetch == "before" else None
            value = cost(g, state)
            if over_bound(value):
                over.append(value)
                return None, value
            if problem.is_goal(state):
                return found(), None
            if children is None:
                children = problem.successors(state)
            if refuse in ("ever", "contour"):
                ever.add(state)
            last = math.inf
            for action, child, price in children:
                if refused(child):
                    continue
                reached.add(child)
                path.append(child)
                moves.append(action)
                result, answer = down(child, g + {"one": 1, "none": 0}.get(step, price))
                path.pop()
                moves.pop()
                if result is not None:
                    return result, None
                last = answer if grow != "most-child" or last == math.inf else max(last, answer)
            return None, last

        result, last = down(start, 0)
        if result is not None:
            return result
        if grow in ("last-child", "most-child"):
            if last == math.inf:
                return None
            bound = last
            continue
        if not over:
            if on_empty == "min":
                min(over)
            if on_empty != "endless":
                return None
            continue
        new = {"least": min(over), "plus-one": bound + 1, "most": max(over),
               "last": over[-1], "first": over[0]}[grow]
        if new == bound and cut != ">":
            raise BudgetExceeded("the bound never grows")
        bound = new


def distance(neighbours, start, is_goal):
    """The fewest steps from ``start`` to a goal (None when none can be reached).

    ``neighbours(state)`` gives the states one step away.

    Examples
    --------
    >>> g = {"S": ["A", "B"], "A": ["G"], "B": ["C"], "C": ["G"]}
    >>> distance(lambda s: g.get(s, []), "S", lambda s: s == "G")
    2
    """
    if is_goal(start):
        return 0
    seen, frontier = {start}, deque([(start, 0)])
    while frontier:
        state, depth = frontier.popleft()
        for nxt in neighbours(state):
            if is_goal(nxt):
                return depth + 1
            if nxt not in seen:
                seen.add(nxt)
                frontier.append((nxt, depth + 1))
    return None


def both_ends(neighbours, source, target, *, grow="layer", ends="both", join="right",
              same="empty", reached=True, none=None, tie="source", finish=False,
              meet="reached", reverse=True, parents="first"):
    """Breadth-first search from both ends: the ``(movie, person)`` steps, ``[]`` or ``none``.

    Each round grows the side whose last layer holds fewer people (the source's side on a
    tie) by one whole layer, testing every person it reaches against the other side's
    reached people; the first one found there is the meeting point.  ``neighbours(p)``
    gives ``(movie, person)`` pairs, co-starring going both ways.

    Parameters
    ----------
    grow : {"layer", "person", "larger"}
        One whole layer at a time (right), or one person at a time, the sides taking turns, or
        a whole layer of the side whose last layer is the larger (``tie`` says which on a tie).
    ends : {"both", "source"}
        Grow from both ends (right), or from the source only (a one-ended BFS).
    join : {"right", "unflipped", "backwards", "reversed"}
        The target's half of the path: each step names the next person towards the target
        (right), or the person it starts from; or that half is the path from the target to
        the meeting person (the right steps read from the other end); or it holds the right
        steps in reverse order (the target's end first).
    same : {"empty", "loop"}
        ``[]`` for the same person first (right), or no such test.
    reached : bool
        False keeps no reached people (a person is added again and again).
    none
        What an unconnected pair gives (right: None).
    tie : {"source", "target"}
        Which side grows when the two last layers are the same size (both right).
    finish : bool
        Stop at the first meeting (False), or finish the layer first and meet at the first
        person found (True); both right.
    meet : {"reached", "ends"}
        A person meets the other side when that side has reached them (right), or only when
        they are the other side's end (two breadth-first searches that never meet between).
    reverse : bool
        False leaves the source's half of the path in the order it was walked (target first).
    parents : {"first", "latest"}
        A person's parent is the one a side first reached them from (right), or the latest:
        written again every time a side meets them (its own end excepted), as ``"latest"``.

    Examples
    --------
    >>> films = {"1": ["S", "A"], "2": ["S", "B"], "3": ["A", "T"]}
    >>> def pairs(person):                  # everyone in the person's films, them included
    ...     return [(m, p) for m, cast in films.items() if person in cast for p in cast]
    >>> both_ends(pairs, "S", "T"), both_ends(pairs, "T", "S")
    ([('1', 'A'), ('3', 'T')], [('3', 'A'), ('1', 'S')])
    >>> both_ends(pairs, "S", "S"), both_ends(pairs, "S", "S", same="loop")
    ([], [('1', 'A'), ('1', 'S')])
    """
    if same == "empty" and source == target:
        return []
    came = ({source: None}, {target: None})        # person -> (the person before, movie)
    queues = (deque([source]), deque([target]))
    turn = 0
    while queues[0] and (queues[1] or ends == "source"):
        if ends == "source":
            side = 0
        elif grow in ("person", "alternate"):
            side, turn = turn, 1 - turn
        elif grow == "larger":
            bigger = (len(queues[0]) >= len(queues[1]) if tie == "source"
                      else len(queues[0]) > len(queues[1]))
            side = 0 if bigger else 1
        elif tie == "source":
            side = 0 if len(queues[0]) <= len(queues[1]) else 1
        else:
            side = 0 if len(queues[0]) < len(queues[1]) else 1
        mine, theirs, queue = came[side], came[1 - side], queues[side]
        end = (target, source)[side]
        found = None
        for _ in range(len(queue) if grow != "person" else 1):
            person = queue.popleft()
            for movie, other in neighbours(person):
                if other in mine and reached:
                    if parents == "latest" and mine[other] is not None:
                        mine[other] = (person, movie)
                    continue
                mine[other] = (person, movie)
                queue.append(other)
                if found is None and (other in theirs if ends == "both" and meet == "reached"
                                      else other == end):
                    found = other
                    if not finish:
                        return _joined(came, found, source, target, join, reverse)
        if found is not None:
            return _joined(came, found, source, target, join, reverse)
    return none


def _joined(came, meet, source, target, join, reverse=True):
    forward, backward = came
    steps, person, seen = [], meet, set()

    def once(person):
        # parents written again (parents="latest") can go round in a circle: a learner's walk
        # back runs until the check stops it, and so does this one, at once (not after its
        # budget: every such case of every variant would cost the learner a second)
        if person in seen:
            raise BudgetExceeded("the parents go round in a circle")
        seen.add(person)

    while person != source:
        once(person)
        before, movie = forward[person]
        steps.append((movie, person))
        person = before
    if reverse:
        steps.reverse()
    person, seen, back = meet, set(), []
    while person != target and person in backward and backward[person] is not None:
        once(person)
        after, movie = backward[person]
        back.append((movie, after if join in ("right", "reversed") else person))
        person = after
    if join in ("backwards", "reversed"):
        back.reverse()
    return steps + back
