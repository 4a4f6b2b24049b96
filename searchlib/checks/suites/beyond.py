"""Suites of the lessons beyond the lecture (15-17).

================  ===================================================================
suite             exercise
================  ===================================================================
``IDASTAR``       ``idastar(problem)``: the states of a cheapest path, by contours of
                  f = g + h (lesson 15)
``STORE_KIND``    ``store_kind(value, alpha, beta)``: what kind of value a
                  transposition table stores (lesson 16)
``CAN_USE``       ``can_use(entry, depth, alpha, beta)``: whether a stored entry
                  answers a search (lesson 16)
``UCB_SELECT``    ``ucb_select(children, parent_visits, c)``: the child UCB1 selects
                  (lesson 17)
================  ===================================================================

IDA*'s planted mistakes are switches of the search family's oracle
(:func:`~searchlib.checks.oracles.search.contours`), and its searches are watched
through the problem they are given, so the states expanded, in order, are compared
as well as the answer.  The table rules and UCB1 are small formulas written here,
each with its switches; none of them uses :mod:`searchlib.games`.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> run_suite(lambda value, alpha, beta: "exact", STORE_KIND).mistakes
['always-exact']
>>> run_suite(lambda children, parent_visits, c: 0, UCB_SELECT).status
'failed'
"""

import copy
import math

from ...problems.graph import GraphProblem
from ...problems.puzzle import SlidingPuzzle
from ..compare import plain
from ..oracles.search import Recorded, Watch, contours, expander
from ..runner import Case, Recogniser, Suite, Variant
from .informed import _Reversed
from .search import _expansions, _is_path, _is_tuple, _list_path, _said, _watched

__all__ = ["IDASTAR", "STORE_KIND", "CAN_USE", "UCB_SELECT", "store_kind", "can_use",
           "ucb_select", "cheapest"]


# -- lesson 15: IDA* ------------------------------------------------------------------------

def cheapest(problem):
    """The cheapest cost from the start to a goal (None when no goal can be reached).

    A uniform-cost search written here over ``problem.successors``.
    """
    import heapq
    import itertools
    ties = itertools.count()
    best = {problem.initial: 0}
    heap = [(0, next(ties), problem.initial)]
    while heap:
        g, _, state = heapq.heappop(heap)
        if g > best[state]:
            continue
        if problem.is_goal(state):
            return g
        for _, child, step in problem.successors(state):
            if g + step < best.get(child, math.inf):
                best[child] = g + step
                heapq.heappush(heap, (g + step, next(ties), child))
    return None


#: G is reached early through A (whose f is within the first bound) by a dear edge; the
#: cheaper route through B comes only in the second contour.
_EARLY_GOAL = ({"S": {"A": 1, "B": 2}, "A": {"G": 10}, "B": {"G": 2}, "G": {}},
               {"S": 3, "A": 0, "B": 1, "G": 0})
#: Costs in halves: the bound must go to 2.5, the smallest f cut off, not 3.
_HALVES = ({"S": {"A": 1, "B": 1.5}, "A": {"G": 2}, "B": {"G": 1}, "G": {}},
           {"S": 2, "A": 0, "B": 0, "G": 0})
#: X is met first at cost 2 through A: a set of every state reached in the contour then
#: refuses it at cost 1, straight from S.
_TRAP = ({"S": {"A": 1, "X": 1}, "A": {"X": 1}, "X": {"Y": 1}, "Y": {"G": 1}, "G": {}},
         {"S": 0, "A": 0, "X": 0, "Y": 0, "G": 0})
#: Roads both ways, h the straight-line distance rounded down: cycles everywhere.
_ROADS = ({"S": {"A": 2, "B": 3}, "A": {"C": 2, "G": 6}, "B": {"C": 1}, "C": {"G": 3},
           "G": {}}, {"S": 5, "A": 4, "B": 3, "C": 2, "G": 0})
_NO_PATH = ({"S": {"A": 1}, "A": {"B": 1}, "B": {"S": 1}, "G": {}},
            {"S": 0, "A": 0, "B": 0, "G": 0})
#: The last state cut off (D, f = 10) is not the one with the smallest f (A, f = 1): a next
#: bound taken from the last cut jumps to 10 and returns S-A-G (6) for S-B-G (3).
_LAST_CUT = ({"S": {"A": 1, "B": 2, "D": 10}, "A": {"G": 5}, "B": {"G": 1}, "D": {}, "G": {}},
             {"S": 0, "A": 0, "B": 0, "D": 0, "G": 0})
#: E, tried last, is a dead end within the second bound: a recursion that keeps only its last
#: child's answer (``mn = t`` for ``mn = min(mn, t)``) hears "nothing cut off" and gives up.
_DEAD_END = ({"S": {"A": 1, "B": 3, "E": 1}, "A": {"G": 5}, "B": {"G": 1}, "E": {}, "G": {}},
             {"S": 0, "A": 0, "B": 0, "E": 0, "G": 0})
#: One way round a cycle S -> A -> B -> S before the goal: refusing only the parent walks
#: round it again.
_LOOP = ({"S": {"A": 1}, "A": {"B": 1}, "B": {"S": 1, "G": 4}, "G": {}},
         {"S": 0, "A": 0, "B": 0, "G": 0})
#: A cycle of five, S -> A -> B -> C -> D -> S, gone round before the goal (cost 6) is within
#: the bound: refusing only the last few states on the path (the parent and the grandparent,
#: or path[-3:]) comes back to S and goes round again.
_RING = ({"S": {"A": 1}, "A": {"B": 1}, "B": {"C": 1}, "C": {"D": 1}, "D": {"S": 1, "G": 2},
          "G": {}}, {"S": 0, "A": 0, "B": 0, "C": 0, "D": 0, "G": 0})


def _graph(spec, start, goal, undirected=False):
    graph, h = spec
    return GraphProblem(graph, start, goal, h=h, undirected=undirected)


def _idastar_cases():
    picks = [
        ("a dear goal reached early, a cheap one in the next contour",
         _graph(_EARLY_GOAL, "S", "G"), "S->A 1, S->B 2, A->G 10, B->G 2; h: S 3, A 0, B 1"),
        ("costs in halves: the second bound is 2.5",
         _graph(_HALVES, "S", "G"), "S->A 1, S->B 1.5, A->G 2, B->G 1; h: S 2, others 0"),
        ("the last state cut off is not the smallest f",
         _graph(_LAST_CUT, "S", "G"), "S->A 1, S->B 2, S->D 10, A->G 5, B->G 1; h = 0"),
        ("a dead end tried last",
         _graph(_DEAD_END, "S", "G"), "S->A 1, S->B 3, S->E 1, A->G 5, B->G 1; h = 0"),
        ("the trap: X met first by the long way (h = 0 everywhere)",
         _graph(_TRAP, "S", "G"), "S->A, S->X, A->X, X->Y, Y->G, each 1; h = 0"),
        ("roads both ways, with cycles",
         _graph(_ROADS, "S", "G", undirected=True),
         "S-A 2, S-B 3, A-C 2, A-G 6, B-C 1, C-G 3 (both ways); h: S 5, A 4, B 3, C 2"),
        ("a cycle of three before the goal",
         _graph(_LOOP, "S", "G"), "S->A 1, A->B 1, B->S 1, B->G 4; h = 0"),
        ("a cycle of five before the goal",
         _graph(_RING, "S", "G"), "S->A, A->B, B->C, C->D, D->S, each 1, D->G 2; h = 0"),
        ("the start is the goal", _graph(_TRAP, "G", "G"), "start G, goal G"),
        ("no path at all (a cycle S -> A -> B -> S, and G apart)",
         _graph(_NO_PATH, "S", "G"), "S->A, A->B, B->S, G alone; h = 0"),
        ("the 8-puzzle, 12 moves (three contours: 8, 10, 12)",
         SlidingPuzzle((1, 3, 7, 5, 2, 6, 4, 8, 0)), "SlidingPuzzle((1, 3, 7, 5, 2, 6, 4, 8, 0))"),
    ]
    cases = []
    for label, problem, given in picks:
        cost = cheapest(problem)
        shown = "None" if cost is None else f"a path of cost {cost:g}"
        bounds = []
        contours(problem, bounds=bounds)
        cases.append(Case(label, (problem,), given=given, shown=shown,
                          data={"cost": cost, "bounds": bounds},
                          size=len(getattr(problem, "adjacency", ())) or 100))
    return cases


def _cost_of(problem, states):
    """The cost of a path of states (None when a step is not a move)."""
    step = expander(problem)
    total = 0
    for a, b in zip(states, states[1:]):
        costs = [c for _, child, c in step(a) if child == b]
        if not costs:
            return None
        total += min(costs)
    return total


def _states(count):
    return f"{count:,} state" + ("" if count == 1 else "s")


def _bounds(case):
    return ", ".join(f"{b:g}" for b in case.data["bounds"])


def _doubled(mine, theirs):
    """True when ``mine`` is ``theirs`` with every expansion asked for twice in a row."""
    return len(mine) == 2 * len(theirs) > 0 and all(
        mine[2 * k] == mine[2 * k + 1] == state for k, state in enumerate(theirs))


def _times(count):
    return {1: "once", 2: "twice"}.get(count, f"{count:,} times")


def _expansion_note(case, mine, theirs):
    """Why a right answer still fails: the expansions are not IDA*'s (a sentence)."""
    if _doubled(mine, theirs):
        return (f"the answer is right, but your search called problem.successors twice on "
                f"each state it expanded ({len(mine):,} calls for {len(theirs):,} expansions); "
                "call it once per state: the check counts these calls")
    if mine and len(set(mine)) == len(mine) and len(set(theirs)) < len(theirs):
        # all that can be seen is the calls: whether the search would have started again at a
        # new bound, had it not found the goal in its first pass, cannot be
        return (f"the answer is right, but your search was done after expanding each state "
                f"once ({_states(len(mine))}), where IDA* needs "
                f"{len(case.data['bounds'])} contours (bounds {_bounds(case)}), each starting "
                f"again from the start: {len(theirs):,} calls of problem.successors in all")
    if len(mine) != len(theirs):
        said = (f"where IDA* calls it {_times(len(theirs))} (once for each state it expands)"
                if theirs else "where IDA* never calls it (it expands no state here)")
        return (f"the answer is right, but your search called problem.successors "
                f"{_times(len(mine))}, {said}")
    if mine == _reversed_trace(case):
        return ("the answer is right, but the states your search expanded, in order, are "
                "those of IDA* trying each state's children the other way round, the last "
                "first: IDA* tries them in the order problem.successors gives them")
    return ("the answer is right, but the states your search expanded, in order, are not "
            "IDA*'s")


def _reversed_trace(case):
    """The states IDA* expands on ``case`` when it tries each state's children last first."""
    watch = Watch()
    contours(Recorded(_Reversed(copy.deepcopy(case.args[0])), watch))
    return watch.expanded()


def _idastar_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    cost, value, problem = case.data["cost"], obs.value, case.args[0]
    if cost is None:
        if value is not None:
            return False, ["no goal can be reached, so the answer is None"]
    elif value is None:
        return False, [f"it returned None, but a path of cost {cost:g} exists"]
    elif _is_tuple(value):
        return False, ["it returned a tuple: return a list of states (the start first, the "
                       "goal last)"]
    elif not _is_path(value) or not value[1] or value[1][0] != problem.initial or \
            not problem.is_goal(value[1][-1]):
        return False, ["that is not a path of states from the start to a goal (the start "
                       "first, the goal last)"]
    else:
        paid = _cost_of(problem, value[1])
        if paid is None:
            return False, ["that is not a path: some step is not a move of the problem"]
        if paid > cost + 1e-9:
            return False, [f"the path costs {paid:g}; the cheapest costs {cost:g}"]
    if ref.trace is not None and obs.trace is not None and tuple(obs.trace) != tuple(ref.trace):
        return False, [_expansion_note(case, tuple(obs.trace), tuple(ref.trace))]
    return True, []


def _idastar_diverge(case, obs, ref):
    mine, theirs = tuple(obs.trace or ()), tuple(ref.trace or ())
    if obs.kind == "budget" and not mine:
        start = case.args[0].initial
        if theirs:
            return (f"your function ran past its budget without asking once for the successors "
                    f"of the start, where IDA*'s first contour (bound {_bounds(case).split(',')[0]}"
                    f" = h(start)) expands {start!r}")
        return ("your function ran past its budget without asking once for the successors of "
                f"the start, where IDA* returns at once ({start!r} is within the first bound, "
                "and a goal)")
    if _doubled(mine, theirs):
        return (f"your function called problem.successors twice on {mine[0]!r} (steps 1 and "
                "2), where IDA* calls it once for each state it expands")
    return _said("IDA*")(case, obs, ref)


def _ida(out="list", **switches):
    return lambda problem: _shaped(contours(problem, **switches), out)


def _shaped(path, out):
    """``path`` as IDA* with ``out`` returns it: a list as found, or a ``"tuple"``."""
    return tuple(path) if out == "tuple" and isinstance(path, list) else path


_GOAL_FIRST = ("The goal was tested before the bound: a goal whose f is over the bound may "
               "not be the cheapest (a cheaper one can come in the next contour). Cut a state "
               "off when its f is over the bound first, and test for the goal only then.")
_PLUS_ONE = ("The bound went up by one each time, as a depth limit does. IDA*'s next bound is "
             "the smallest f that went over the bound: with costs that are not whole numbers "
             "(or that jump by 2) a step of one skips past the cheapest goal or wastes a "
             "contour.")
_MOST = ("The next bound was the largest f that went over. That jumps past cheaper goals: "
         "take the smallest f that went over (min, not max).")
_LAST = ("The next bound was the f of the last state cut off, not the smallest: on S->A 1, "
         "S->B 2, S->D 10 the last cut is D (f = 10), which jumps past the cheap goal behind "
         "B. Keep the smallest f that went over.")
_LAST_CHILD = ("Each state passed up the answer of its last child, not the smallest of all "
               "its children (mn = t where min(mn, t) is meant): a dead end tried last "
               "answers \u201cnothing cut off\u201d, and a cut made earlier is forgotten. Keep "
               "the smallest.")
_FIRST = ("The next bound was the f of the first state cut off, not the smallest: on S->A "
          "1, S->B 2, S->D 10 (h = 0) the second contour cuts off G behind A first (f = 6), "
          "which jumps past the cheap goal behind B (f = 3). Keep the smallest f that went "
          "over.")
_MOST_CHILD = ("Each state passed up the largest of its children's answers, not the smallest "
               "(max where min is meant): the next bound jumps past cheaper goals, and a dead "
               "end, which answers infinity (nothing cut off below it), can make the contour "
               "answer infinity, so that the search gives up. Keep the smallest.")
_REACHED = ("A set of every state reached in the contour refuses a state met again by a "
            "cheaper route, and the cheap path is lost. In the first case (\u201ca dear goal "
            "reached early, a cheap one in the next contour\u201d), G is reached at cost 11 "
            "through A (and cut off), then refused at cost 4 through B, so S-A-G (cost 11) "
            "comes back. Refuse only the states on the current path.")
_EVER = ("A set of the states expanded is kept from one contour to the next: each new "
         "contour refuses the states the contours before it went through, so it cannot go "
         "down the paths it has to extend, and the search gives up. Refuse only the states on "
         "the current path.")
_CONTOUR = ("A set of the states expanded in the contour (emptied at each new bound) refuses "
            "a state met again by a cheaper route: X is expanded at cost 2 through A, then "
            "refused at cost 1 straight from S, and the cheapest path S-X-Y-G is lost. Refuse "
            "only the states on the current path.")
_PARENT = ("Only the state just left (the parent) was refused: round a cycle of three "
           "(S -> A -> B -> S) the path comes back to S and goes round again, and where no "
           "goal can be reached every contour cuts off something new, so the bound grows for "
           "ever. Refuse every state on the current path.")
_NO_CHECK = ("Nothing is refused: without a test for the states on the current path the search "
             "walks round every cycle until the bound stops it, and expands far more states "
             "than it needs. Skip a child already on the path.")
_EMPTY = ("Where no goal can be reached, your function raised ValueError (min() of an empty "
          "list raises it, and so does a raise ValueError(...) of your own). When a contour "
          "cuts nothing off, every reachable state has been searched: return None.")
_ENDLESS = ("When a contour cuts nothing off, every reachable state has been searched, and "
            "the next contour would be the same: stop and return None.")
_ONLY_G = ("f did not follow h from state to state: the bound was tested on g alone (or on g "
           "plus the same number every time, such as h(start)), so the contours are those of "
           "uniform-cost search and expand many more states. Test f = g + h(state), h of the "
           "state being tested, from a first bound of h(start).")
_STEP_ONE = ("g grew by 1 for every move, whatever the move costs: the bound then counts "
             "moves, and a path of few dear moves looks cheap. Add the step cost: g + cost.")
_NO_STEP = ("f counted nothing of the cost paid so far: g never grew on the way down (the step "
            "cost was not added: down(g, ...) where down(g + cost, ...) is meant), or f was "
            "h(state) alone. The bound then limits only the estimate, and the first path found "
            "within it comes back whatever it costs. Add the step cost as you go down, and test "
            "f = g + h(state).")
_AT_BOUND = ("A state was cut off when f equals the bound (>=): the start itself has f = "
             "h(start), the first bound, so it is cut, the next bound is that same f, and the "
             "contours never get past the start. Cut off only when f is over the bound (>).")
_AT_BOUND_NOT_START = (
    "A state was cut off when its f equals the bound (>=), the start excepted. The next bound "
    "is the smallest f cut off, so the states whose f became the bound are cut off again in "
    "the next contour: the smallest f cut off is that same bound, the bound stops growing, and "
    "the same contour is searched again and again. Cut off only when f is over the bound (>).")
_REACHED_EVER = (
    "A set of every state reached (each child tried, cut off or not) was made once and kept "
    "from one contour to the next: the second contour refuses the start's children, all "
    "reached in the first, so it cuts nothing off and the search returns None where a path "
    "exists. Refuse only the states on the current path (or empty the set at each new "
    "bound, and add a state only while it is on the path).")
_FETCH_FIRST = ("problem.successors was called before the bound test, so every state cut off "
                "was expanded as well: ask for the successors only once the state is within "
                "the bound (and is not the goal).")
_POPPED = ("Only the start (or nothing) came back: the list returned is the path the search "
           "keeps appending to and popping. Return a copy when you find the goal: list(path).")
_ACTIONS = ("That is the list of actions (moves); the answer is the list of states they pass "
            "through, from the start to the goal, both included.")
_REVERSED = ("The path came back goal first: the answer starts at the start and ends at the "
             "goal (the path list, built by appending, already is in that order).")

IDASTAR = Suite(
    "idastar", "idastar(problem) -> the states of a cheapest path (bounded by f = g + h), "
    "or None", _idastar_cases, reference=_ida(), arguments=_watched, trace=_expansions,
    normalise=lambda v: None if v is None else _list_path(v), judge=_idastar_judge,
    diverge=_idastar_diverge, reference_name="IDA*",
    variants=[
        Variant("goal-before-bound", _GOAL_FIRST, _ida(goal_first=True)),
        Variant("bound-plus-one", _PLUS_ONE, _ida(grow="plus-one")),
        Variant("largest-f", _MOST, _ida(grow="most")),
        Variant("last-cut", _LAST, _ida(grow="last")),
        Variant("first-cut", _FIRST, _ida(grow="first")),
        Variant("last-child", _LAST_CHILD, _ida(grow="last-child")),
        Variant("largest-child", _MOST_CHILD, _ida(grow="most-child")),
        Variant("global-reached", _REACHED, _ida(refuse="reached")),
        Variant("reached-in-contour", _CONTOUR, _ida(refuse="contour")),
        Variant("reached-across-contours", _EVER, _ida(refuse="ever")),
        Variant("reached-never-emptied", _REACHED_EVER, _ida(refuse="reached-ever")),
        Variant("parent-only", _PARENT, _ida(refuse="parent")),
        Variant("no-path-check", _NO_CHECK, _ida(refuse="none")),
        Variant("min-of-nothing", _EMPTY, _ida(on_empty="min")),
        Variant("never-stops", _ENDLESS, _ida(on_empty="endless")),
        Variant("no-heuristic", _ONLY_G, _ida(f="g")),
        Variant("no-heuristic-from-h", _ONLY_G, _ida(f="g-from-h")),
        Variant("step-one", _STEP_ONE, _ida(step="one")),
        Variant("no-step-cost", _NO_STEP, _ida(step="none")),
        Variant("cut-at-bound", _AT_BOUND, _ida(cut=">=")),
        Variant("cut-at-bound-not-start", _AT_BOUND_NOT_START, _ida(cut=">=-not-start")),
        Variant("successors-first", _FETCH_FIRST, _ida(fetch="before")),
        Variant("popped-path", _POPPED, _ida(copy=False)),
        Variant("actions-not-states", _ACTIONS, _ida(answer="actions")),
        Variant("reversed-path", _REVERSED, _ida(answer="reversed")),
        Variant("tuple-path", "Return the path as a list of states, as the exercise asks (the "
                "start first, the goal last), not a tuple.", _ida(out="tuple"))],
    about="The check compares the states your search expands (its calls of "
          "problem.successors, the children tried in the order successors gives them), "
          "contour after contour, with IDA*'s, as well as the path.")


# -- lesson 16: the kind of a stored value, and when an entry answers ---------------------

def store_kind(value, alpha, beta, *, rule="right"):
    """``"exact"``, ``"lower"`` or ``"upper"`` for a value found in the window (alpha, beta).

    ``rule`` plants a mistake: ``"exact"`` (every value exact: the classic bug),
    ``"swapped"`` (lower and upper the other way round), ``"strict"`` (a value
    equal to a bound taken for exact), ``"strict-beta"`` and ``"strict-alpha"``
    (the same on one side only), ``"window-swapped"`` (alpha and beta swapped in
    the comparisons), ``"no-upper"`` and ``"no-lower"`` (one side forgotten).
    """
    if rule == "exact":
        return "exact"
    if rule == "window-swapped":
        alpha, beta = beta, alpha
    high = value > beta if rule in ("strict", "strict-beta") else value >= beta
    low = value < alpha if rule in ("strict", "strict-alpha") else value <= alpha
    if high and rule != "no-lower":
        return "upper" if rule == "swapped" else "lower"
    if low and rule != "no-upper":
        return "lower" if rule == "swapped" else "upper"
    return "exact"


_INF = math.inf
_KIND_CASES = [
    ("inside the window", (0.5, 0.2, 0.8)),
    ("inside the window, nearer alpha", (0.3, 0.2, 0.8)),
    ("inside a wider window, above its middle", (0.5, -1, 1)),
    ("equal to beta", (0.8, 0.2, 0.8)),
    ("above beta (a cut)", (0.9, 0.2, 0.8)),
    ("equal to alpha", (0.2, 0.2, 0.8)),
    ("below alpha", (0.1, 0.2, 0.8)),
    ("the whole window (-inf, +inf)", (0, -_INF, _INF)),
    ("a win that reached beta = 1", (1, -_INF, 1)),
    ("a loss at alpha = -1", (-1, -1, _INF)),
]


_KINDS = ("exact", "lower", "upper")


def _kind_meant(text):
    """The one kind a string names in another spelling ("Lower", "upper bound"), or None."""
    if not isinstance(text, str) or text in _KINDS:
        return None
    found = [k for k in _KINDS if k in text.strip().lower()]
    return found[0] if len(found) == 1 else None


def _kind_judge(case, obs, ref):
    if obs.kind == "value" and obs.value is None:
        return False, [f"it returned None, where the answer is {ref.value!r}: a `return None`, "
                       "a bare `return`, or the end of the function reached without a return "
                       "gives None"]
    if obs.kind == "value" and obs.value != ref.value and _kind_meant(obs.value) == ref.value:
        return False, [f"{obs.value!r} is not the string {ref.value!r}: the kinds are compared "
                       "with ==, so write exactly \"exact\", \"lower\" or \"upper\""]
    return obs.kind == "value" and obs.value == ref.value, []


def _spelt_otherwise(trials):
    """Every wrong answer names the right kind, spelt another way ("Lower", "upper bound")."""
    wrong = [t for t in trials if not t.ok]
    return bool(wrong) and all(t.obs.kind == "value" and _kind_meant(t.obs.value) == t.ref.value
                               for t in wrong)


STORE_KIND = Suite(
    "store_kind", 'store_kind(value, alpha, beta) -> "exact", "lower" or "upper"',
    [Case(label, args, given=f"value = {args[0]}, alpha = {args[1]}, beta = {args[2]}")
     for label, args in _KIND_CASES],
    reference=store_kind, judge=_kind_judge,
    recognisers=[Recogniser(
        "kind-spelling", "The kinds are right but spelt otherwise: return exactly the strings "
        "\"exact\", \"lower\" and \"upper\" (lowercase, one word). can_use and the table "
        "compare kinds with ==, so \"Lower\" or \"lower bound\" never matches \"lower\".",
        _spelt_otherwise)],
    variants=[
        Variant("always-exact", "Every value was stored as exact: that is the classic bug. A "
                "value that reached beta (a cut) is only a lower bound, one at or below alpha "
                "only an upper bound.", lambda v, a, b: store_kind(v, a, b, rule="exact")),
        Variant("swapped", "Lower and upper are the other way round: a value at or above beta "
                "is a LOWER bound (the moves skipped could only raise it), one at or below "
                "alpha an UPPER bound.", lambda v, a, b: store_kind(v, a, b, rule="swapped")),
        Variant("strict", "A value equal to beta (or to alpha) is a bound too: alpha-beta cuts "
                "at v >= beta and learns nothing exact at v <= alpha. Use >= and <=.",
                lambda v, a, b: store_kind(v, a, b, rule="strict")),
        Variant("strict-beta", "A value equal to beta is a lower bound too: alpha-beta cuts "
                "at v >= beta. Use >= on the beta side (as you did with <= on the alpha side).",
                lambda v, a, b: store_kind(v, a, b, rule="strict-beta")),
        Variant("strict-alpha", "A value equal to alpha is an upper bound too: alpha-beta "
                "learns only that the value is at most alpha. Use <= on the alpha side (as you "
                "did with >= on the beta side).",
                lambda v, a, b: store_kind(v, a, b, rule="strict-alpha")),
        Variant("window-swapped", "alpha and beta are the other way round in the comparisons: "
                "a value is a lower bound when it is at or above BETA (the top of the window), "
                "an upper bound when at or below ALPHA.",
                lambda v, a, b: store_kind(v, a, b, rule="window-swapped")),
        Variant("no-upper", "Only the beta side was tested: a value at or below alpha is an "
                "upper bound (the moves not searched fully could only lower it), not exact.",
                lambda v, a, b: store_kind(v, a, b, rule="no-upper")),
        Variant("no-lower", "Only the alpha side was tested: a value at or above beta (a cut) "
                "is a lower bound, not exact.",
                lambda v, a, b: store_kind(v, a, b, rule="no-lower"))])


def can_use(entry, depth, alpha, beta, *, rule="right"):
    """Whether ``entry = (depth searched, value, kind)`` answers a search ``depth`` deep in
    the window (alpha, beta).

    ``rule`` plants a mistake: ``"any-depth"`` (the depth ignored),
    ``"same-depth"`` (only an entry searched exactly as deep), ``"depth-reversed"``
    (only an entry searched at most as deep), ``"exact-any-depth"`` (an exact entry
    used however shallow), ``"bounds-exact"`` (a bound used as if exact),
    ``"swapped"`` (a lower bound tested against alpha, an upper one against beta,
    the tests turned round), ``"wrong-side"`` (a lower bound at or above alpha, an
    upper one at or below beta), ``"strict"`` (> beta and < alpha),
    ``"strict-beta"`` and ``"strict-alpha"`` (the same on one side only),
    ``"deeper"`` (only an entry searched deeper than needed), ``"bounds-any-depth"``
    (the depth tested for an exact entry only), ``"exact-only"`` (a bound never
    used), ``"unpacked"`` (the entry read as (value, depth, kind)), ``"never"``
    (no entry ever answers).
    """
    searched, value, kind = entry
    if rule == "never":
        return False
    if rule == "unpacked":
        value, searched = searched, value
    if rule == "same-depth":
        if searched != depth:
            return False
    elif rule == "depth-reversed":
        if searched > depth:
            return False
    elif rule == "deeper":
        if searched <= depth:
            return False
    elif rule == "exact-any-depth" and kind == "exact":
        return True
    elif rule == "bounds-any-depth" and kind != "exact":
        pass
    elif rule != "any-depth" and searched < depth:
        return False
    if kind == "exact" or rule == "bounds-exact":
        return True
    if rule == "exact-only":
        return False
    if rule == "swapped":
        return value <= alpha if kind == "lower" else value >= beta
    if rule == "wrong-side":
        return value >= alpha if kind == "lower" else value <= beta
    if kind == "lower":
        return value > beta if rule in ("strict", "strict-beta") else value >= beta
    return value < alpha if rule in ("strict", "strict-alpha") else value <= alpha


_USE_CASES = [
    ("exact, deep enough", ((3, 0.4, "exact"), 2, 0.1, 0.3)),
    ("exact, searched exactly as deep", ((2, 0.4, "exact"), 2, 0.1, 0.3)),
    ("exact, but too shallow", ((1, 0.4, "exact"), 2, 0.1, 0.3)),
    ("a lower bound above beta", ((3, 0.4, "lower"), 2, 0.1, 0.3)),
    ("a lower bound equal to beta", ((3, 0.3, "lower"), 2, 0.1, 0.3)),
    ("a lower bound inside the window", ((3, 0.2, "lower"), 2, 0.1, 0.3)),
    ("a lower bound below alpha", ((3, 0.05, "lower"), 2, 0.1, 0.3)),
    ("an upper bound equal to alpha", ((3, 0.1, "upper"), 2, 0.1, 0.3)),
    ("an upper bound below alpha", ((3, 0.0, "upper"), 2, 0.1, 0.3)),
    ("an upper bound inside the window", ((3, 0.2, "upper"), 2, 0.1, 0.3)),
    ("an upper bound above beta", ((3, 0.5, "upper"), 2, 0.1, 0.3)),
    ("a lower bound above beta, too shallow", ((1, 0.5, "lower"), 2, 0.1, 0.3)),
    ("an upper bound below alpha, too shallow", ((1, 0.0, "upper"), 2, 0.1, 0.3)),
    ("a lower bound above beta, searched exactly as deep", ((2, 0.4, "lower"), 2, 0.1, 0.3)),
    ("an upper bound below alpha, searched exactly as deep",
     ((2, 0.0, "upper"), 2, 0.1, 0.3)),
    ("exact, too shallow, its value larger than the depth", ((1, 5, "exact"), 2, -10, 10)),
    ("exact, searched to the end of the game", ((_INF, 1, "exact"), 5, -_INF, _INF)),
]


def _use(rule):
    return lambda entry, depth, alpha, beta: can_use(entry, depth, alpha, beta, rule=rule)


def _truth(value):
    return ("bool", value) if isinstance(value, bool) else plain(value)


def _use_judge(case, obs, ref):
    if obs.kind == "value" and obs.value is None:
        return False, ["it returned None, where the answer is True or False: return False "
                       "where your function now gives None (a `return None`, a bare `return`, "
                       "or the end of the function reached without a return)"]
    return obs.kind == "value" and obs.value == ref.value, []


CAN_USE = Suite(
    "can_use", "can_use(entry, depth, alpha, beta) -> True when the entry (depth, value, kind) "
    "answers without searching",
    [Case(label, args, given=f"entry = {args[0]}, depth = {args[1]}, alpha = {args[2]}, "
                             f"beta = {args[3]}") for label, args in _USE_CASES],
    reference=_use("right"), normalise=_truth, judge=_use_judge,
    variants=[
        Variant("any-depth", "An entry searched less deep than needed does not answer: a value "
                "found 1 move deep says little about 2. Check entry depth >= depth first.",
                _use("any-depth")),
        Variant("same-depth", "An entry searched deeper than needed answers too: require "
                "entry depth >= depth, not ==.", _use("same-depth")),
        Variant("bounds-exact", "A bound was used as if it were exact. A lower bound answers "
                "only when it is at or above beta, an upper bound only when at or below alpha "
                "(they would cause the same cut as searching).", _use("bounds-exact")),
        Variant("swapped", "The bounds are tested the wrong way round: a LOWER bound answers "
                "when it reaches beta (value >= beta), an UPPER bound when it is at or below "
                "alpha (value <= alpha).", _use("swapped")),
        Variant("strict", "A bound equal to beta (or alpha) answers too: alpha-beta cuts at "
                "v >= beta and v <= alpha. Use >= and <=.", _use("strict")),
        Variant("exact-only", "Only exact entries were used. A bound answers too when it "
                "decides: a lower bound at or above beta, an upper bound at or below alpha.",
                _use("exact-only")),
        Variant("depth-reversed", "The depth test is the wrong way round: an entry answers "
                "when it was searched at least as deep as needed (entry depth >= depth); a "
                "shallower one does not.", _use("depth-reversed")),
        Variant("exact-any-depth", "An exact value answers only when it was searched deep "
                "enough too: a value exact at depth 1 is not the value at depth 2. Test the "
                "depth first, for every kind.", _use("exact-any-depth")),
        Variant("wrong-side", "Each bound was compared with the wrong side of the window: a "
                "LOWER bound answers when it is at or above BETA (then the search would cut), "
                "an UPPER bound when it is at or below ALPHA.", _use("wrong-side")),
        Variant("unpacked", "The entry was unpacked in another order: it is (depth, value, "
                "kind), the depth searched first.", _use("unpacked")),
        Variant("strict-beta", "A lower bound equal to beta answers too: alpha-beta cuts at "
                "v >= beta. Use >= on the beta side (as you did with <= on the alpha side).",
                _use("strict-beta")),
        Variant("strict-alpha", "An upper bound equal to alpha answers too: a value at most "
                "alpha is all a search in this window would learn. Use <= on the alpha side (as "
                "you did with >= on the beta side).", _use("strict-alpha")),
        Variant("deeper", "An entry searched exactly as deep as needed answers too: require "
                "entry depth >= depth, not >.", _use("deeper")),
        Variant("bounds-any-depth", "A bound answers only when it was searched deep enough "
                "too, as an exact value does: test the depth first, for every kind.",
                _use("bounds-any-depth")),
        Variant("never", "It never returned True, yet an exact entry searched deep enough "
                "always answers. The kinds are the lowercase strings \"exact\", \"lower\" "
                "and \"upper\".", _use("never"))])


# -- lesson 17: UCB1 ------------------------------------------------------------------------

def ucb_select(children, parent_visits, c, *, score="right", ties="first",
               unvisited="first", pick="max", index=0, scored_index=None, pairs="wn"):
    """The index of the child UCB1 selects among ``children``, a list of ``(W, N)``.

    A child never visited (N = 0) is chosen first; otherwise the highest
    ``W/N + c * sqrt(ln(parent_visits) / N)``, the first on a tie.  The
    switches plant mistakes in the score (``"rate"``, ``"log10"``,
    ``"no-sqrt"``, ``"swapped"``, ``"no-log"``, ``"wins"``, ``"two"``: c
    times sqrt(2 ln P / N), ``"log-p-plus-one"``: ln(P + 1), ``"c-on-rate"``:
    c times the rate instead of the bonus, ``"child-log"``: ln of the
    child's N, ``"plus-one"``: N + 1 and ln(P + 1) everywhere, so no child is
    unvisited, ``"visits"``: the most visited), the tie rule (``ties="last"``),
    unvisited children (``unvisited="divide"``: a ZeroDivisionError,
    ``"last"``: the last of them, ``"skip"``: never chosen, ``"zero"``:
    scored 0, ``"wins"``: a child with W = 0 taken for unvisited), the choice
    (``pick="min"``: the lowest W/N - bonus, ``"argmin"``: the lowest score),
    the numbering (``index=1``: counted from 1; ``scored_index=1``: only the
    index of the best score counted from 1) and the pairs (``pairs="nw"``: read
    as (N, W)).  ``score`` also takes ``"c-root"`` (c inside the root) and
    ``"log2"``, ``"minus"`` (the bonus subtracted, the highest kept),
    ``"n-outside-root"`` (c * sqrt(ln P) / N), ``"log-ratio"`` (c * sqrt(ln(P / N))),
    ``"n-over-w"`` (the rate upside down, N / W, 0 where W = 0), ``"n-over-w-raw"``
    (N / W, a ZeroDivisionError where W = 0), ``"n-over-w-inf"`` (N / W, infinity where
    W = 0) and ``"wins-over-parent"`` (W / parent_visits as the rate).
    """
    if pairs == "nw":
        children = [(n, w) for w, n in children]
    if unvisited == "wins":
        waiting = [k for k, (w, _) in enumerate(children) if w == 0]
        if waiting:
            return waiting[0] + index
    elif unvisited in ("first", "last") and score != "plus-one":
        waiting = [k for k, (_, n) in enumerate(children) if n == 0]
        if waiting:
            return (waiting[0] if unvisited == "first" else waiting[-1]) + index
    best, best_score = (0 if unvisited == "skip" else None), None
    for k, (w, n) in enumerate(children):
        if n == 0 and unvisited == "skip":
            continue
        if n == 0 and unvisited == "zero":
            value = 0
        elif score == "plus-one":
            value = w / (n + 1) + c * math.sqrt(math.log(parent_visits + 1) / (n + 1))
        else:
            rate = w / n
            bonus = math.sqrt(math.log(parent_visits) / n)
            value = {
                "rate": lambda: rate,
                "log10": lambda: rate + c * math.sqrt(math.log10(parent_visits) / n),
                "log2": lambda: rate + c * math.sqrt(math.log2(parent_visits) / n),
                "c-root": lambda: rate + math.sqrt(c * math.log(parent_visits) / n),
                "no-sqrt": lambda: rate + c * math.log(parent_visits) / n,
                "swapped": lambda: rate + c * math.sqrt(math.log(n) / parent_visits),
                "no-log": lambda: rate + c * math.sqrt(parent_visits / n),
                "wins": lambda: w + c * bonus,
                "two": lambda: rate + c * math.sqrt(2 * math.log(parent_visits) / n),
                "log-p-plus-one": lambda: rate + c * math.sqrt(math.log(parent_visits + 1) / n),
                "c-on-rate": lambda: c * rate + bonus,
                "child-log": lambda: rate + c * math.sqrt(math.log(n) / n),
                "visits": lambda: n,
                "minus": lambda: rate - c * bonus,
                "n-outside-root": lambda: rate + c * math.sqrt(math.log(parent_visits)) / n,
                "log-ratio": lambda: rate + c * math.sqrt(math.log(parent_visits / n)),
                "n-over-w": lambda: (n / w if w else 0) + c * bonus,
                "n-over-w-raw": lambda: n / w + c * bonus,
                "n-over-w-inf": lambda: (n / w if w else math.inf) + c * bonus,
                "wins-over-parent": lambda: w / parent_visits + c * bonus,
                "right": lambda: rate + (-c if pick == "min" else c) * bonus,
            }[score]()
        if pick in ("min", "argmin"):
            better = best_score is None or value < best_score
        else:
            better = best_score is None or value > best_score or (
                ties == "last" and value == best_score)
        if better:
            best, best_score = k, value
    return best + (index if scored_index is None else scored_index)


_UCB_CASES = [
    ("three children, c = 1.4", ([(3, 4), (1, 1), (5, 8)], 13, 1.4)),
    ("the best win rate is not the choice", ([(6, 8), (2, 4), (1, 2)], 14, 1.4)),
    ("many visits, c = 1", ([(30, 50), (12, 20), (25, 30)], 100, 1.0)),
    ("c = 0: the win rate alone", ([(1, 2), (2, 3), (3, 6)], 11, 0.0)),
    ("an unvisited child", ([(2, 3), (0, 0), (1, 2)], 5, 1.4)),
    ("two unvisited children", ([(0, 0), (1, 2), (0, 0)], 2, 1.4)),
    ("the parent visited once", ([(0, 0), (0, 1)], 1, 1.0)),
    ("a tie between the first two", ([(1, 2), (1, 2), (0, 3)], 7, 1.4)),
    ("a tie of three, after a weaker child", ([(0, 4), (2, 3), (2, 3), (2, 3)], 14, 1.4)),
    ("a tie of four, after two weaker children",
     ([(1, 4), (0, 2), (3, 5), (3, 5), (3, 5), (3, 5)], 27, 1.0)),
    ("a tie of six, one weaker child among them",
     ([(0, 5), (3, 4), (3, 4), (1, 4), (3, 4), (3, 4), (3, 4), (3, 4)], 34, 1.4)),
    ("a tie of five, then a weaker child", ([(2, 5)] * 5 + [(1, 5)], 30, 1.4)),
    ("eight children alike", ([(1, 3)] * 8, 24, 1.0)),
    ("a near tie: a draw counts half a win", ([(1, 3), (4.5, 7)], 11, 1.0)),
    ("the parent's visits as given, more than its children's", ([(9, 10), (1, 3)], 1000, 1.0)),
    ("wins count, not only the rate", ([(4, 10), (1, 2)], 12, 0.5)),
    ("a large c", ([(9, 10), (1, 3)], 13, 3.0)),
    ("c = 1, the bonus just short", ([(9, 10), (1, 3)], 13, 1.0)),
    ("c = 1, a close call", ([(0, 1), (5, 6)], 7, 1.0)),
    ("c = 1, a loss tried once, the bonus just short", ([(3, 4), (0, 1)], 6, 1.0)),
    ("two children without a win, c = 2", ([(6, 11), (0, 4), (0, 8)], 26, 2.0)),
    ("a child that always won, c = 0.5", ([(0, 1), (2, 11), (9, 9), (0, 3)], 26, 0.5)),
    ("one lucky visit against many, c = 0.1", ([(1, 1), (8, 10)], 11, 0.1)),
    ("a child that won its one visit, c = 1", ([(2, 3), (1, 1)], 5, 1.0)),
    ("the child's visits against the parent's, c = 2", ([(5, 8), (7, 11)], 19, 2.0)),
    ("three children, one that won all three of its visits", ([(1, 5), (3, 3), (1, 2)], 12, 1.0)),
    ("c = 2: c, not its square", ([(3, 4), (0, 2)], 6, 2.0)),
    # N / W (infinite where W = 0) and the lowest W/N + c * sqrt(ln(N) / parent_visits) part
    # here only: the first takes child 0 (N / W, 2 against 1, outweighs its smaller bonus)
    ("one win each, from two visits and from one, c = 2", ([(1, 2), (1, 1)], 4, 2.0)),
]


def _ucb(**switches):
    return lambda ch, p, c: ucb_select(ch, p, c, **switches)


def _ucb_judge(case, obs, ref):
    if obs.kind == "value" and obs.value is None:
        return False, ["it returned None: return the index of the child (0 for the first)"]
    return obs.kind == "value" and obs.value == ref.value, []


def _tied_best(children, parent_visits, c):
    """The indices of the children that share the highest score (all visited), else ()."""
    if any(n == 0 for _, n in children):
        return ()
    scores = [w / n + c * math.sqrt(math.log(parent_visits) / n) for w, n in children]
    return tuple(k for k, value in enumerate(scores) if value == max(scores))


def _other_of_the_tied(trials):
    """Every wrong answer is another of the children tied for the best score."""
    wrong = [t for t in trials if not t.ok]
    return bool(wrong) and all(
        t.obs.kind == "value" and t.obs.value in _tied_best(*t.case.args)[1:] for t in wrong)


UCB_SELECT = Suite(
    "ucb_select", "ucb_select(children, parent_visits, c) -> the index of the child UCB1 "
    "selects (children: a list of (W, N))",
    [Case(label, args, given=f"children = {args[0]}, parent_visits = {args[1]}, c = {args[2]}")
     for label, args in _UCB_CASES],
    reference=ucb_select, judge=_ucb_judge,
    recognisers=[Recogniser(
        "other-of-tied", "Every case it got wrong is a tie, where it selected another of the "
        "children tied for the best score: on a tie, UCB1 here selects the FIRST of them (the "
        "lowest index), every time.", _other_of_the_tied)],
    variants=[
        Variant("win-rate-only", "That is the best win rate W/N alone: add the exploration bonus "
                "c * sqrt(ln(parent_visits) / N), large for a child tried rarely.",
                _ucb(score="rate")),
        Variant("log10", "The bonus takes the natural logarithm, ln (math.log), not log10.",
                _ucb(score="log10")),
        Variant("log2", "The bonus takes the natural logarithm, ln (math.log), not log2.",
                _ucb(score="log2")),
        Variant("c-inside-root", "c multiplies the square root, it is not inside it: "
                "c * sqrt(ln(parent_visits) / N), not sqrt(c * ln(parent_visits) / N).",
                _ucb(score="c-root")),
        Variant("no-sqrt", "The bonus is c times the SQUARE ROOT of ln(parent_visits) / N.",
                _ucb(score="no-sqrt")),
        Variant("n-outside-root", "The square root covers the whole fraction: c * "
                "sqrt(ln(parent_visits) / N), not c * sqrt(ln(parent_visits)) / N.",
                _ucb(score="n-outside-root")),
        Variant("bonus-subtracted", "The exploration bonus is added, not subtracted: W/N + c * "
                "sqrt(ln(parent_visits) / N), so that a child tried rarely gets a higher score.",
                _ucb(score="minus")),
        Variant("log-of-ratio", "The logarithm takes the parent's visits alone, and the "
                "child's N divides it afterwards: sqrt(ln(parent_visits) / N), not "
                "sqrt(ln(parent_visits / N)).", _ucb(score="log-ratio")),
        *[Variant("rate-upside-down", "Your win rate is upside down, N / W: it is W / N, the "
                  "wins over the visits (a child that won 3 of its 4 visits has 0.75).",
                  _ucb(score=score)) for score in ("n-over-w", "n-over-w-raw", "n-over-w-inf")],
        Variant("rate-over-parent", "Your win rate divides the child's wins by the PARENT's "
                "visits, W / parent_visits: it is the child's own, W / N, the wins over the "
                "child's visits (a child that won 3 of its 4 visits has 0.75).",
                _ucb(score="wins-over-parent")),
        Variant("swapped-visits", "The parent's visits go inside the logarithm and the child's "
                "below it: sqrt(ln(parent_visits) / N).", _ucb(score="swapped")),
        Variant("child-log", "The logarithm takes the PARENT's visits: sqrt(ln(parent_visits) "
                "/ N), with the child's N only below the line.", _ucb(score="child-log")),
        Variant("no-log", "The bonus takes the logarithm of the parent's visits: "
                "sqrt(ln(parent_visits) / N), not sqrt(parent_visits / N).", _ucb(score="no-log")),
        Variant("wins-not-rate", "The first term is the win RATE, W / N, not the number of "
                "wins W.", _ucb(score="wins")),
        Variant("sqrt-two", "The bonus has a 2 inside the root, sqrt(2 ln(parent_visits) / N): "
                "that is the c = sqrt(2) of the textbook's form, applied on top of c. Here c "
                "stands alone: c * sqrt(ln(parent_visits) / N).", _ucb(score="two")),
        Variant("log-p-plus-one", "The logarithm takes parent_visits + 1: it is "
                "ln(parent_visits), the parent's visits as given.",
                _ucb(score="log-p-plus-one")),
        Variant("c-on-rate", "c is not where UCB1 puts it: your choices are those of a score "
                "where c is left out of the bonus, or multiplies the win rate (instead, or as "
                "well). c weighs the exploration term only: W/N + c * sqrt(ln(parent_visits) / "
                "N).",
                _ucb(score="c-on-rate")),
        Variant("plus-one", "N + 1 (and parent_visits + 1) everywhere keeps N = 0 from "
                "dividing, but changes every score: use the formula as it is, and select a "
                "child with N = 0 first.", _ucb(score="plus-one")),
        Variant("most-visited", "That is the most visited child: the rule for the move played "
                "at the end. During the search UCB1 selects the highest W/N + c * "
                "sqrt(ln(parent_visits) / N).", _ucb(score="visits")),
        Variant("lowest", "That is the lowest score (W/N minus the bonus): UCB1 selects the "
                "HIGHEST W/N + c * sqrt(ln(parent_visits) / N).", _ucb(pick="min")),
        Variant("argmin", "That is the child with the LOWEST score: UCB1 selects the highest "
                "W/N + c * sqrt(ln(parent_visits) / N) (max, not min).", _ucb(pick="argmin")),
        Variant("one-based", "The index is counted from 1: Python counts from 0 (the first "
                "child is 0).", _ucb(index=1)),
        Variant("one-based-scored", "The index of the best score is counted from 1 (one too "
                "many): Python counts from 0, as your index of an unvisited child does.",
                _ucb(scored_index=1)),
        Variant("unpacked", "Each child is (W, N), the wins first: the pairs were read the "
                "other way round, as (N, W).", _ucb(pairs="nw")),
        Variant("unvisited-by-wins", "A child is unvisited when N = 0, not when W = 0: a child "
                "visited but never winning has a score like any other.",
                _ucb(unvisited="wins")),
        Variant("last-on-tie", "On a tie, the first of the tied children is selected, not "
                "the last (in a loop, replace the best only when a score is greater: >, not "
                ">=).", _ucb(ties="last")),
        Variant("last-on-tie", "On a tie, the first of the tied children is selected, not the "
                "last, and with several children never visited, the first of them too: the "
                "children selected are those of a loop that replaces the best on an equal score "
                "as well (>= where it should be >), an unvisited child scored as infinite. "
                "Replace the best only when a score is greater.",
                _ucb(ties="last", unvisited="last")),
        Variant("last-unvisited", "With several children never visited, the FIRST of them is "
                "selected, not the last.", _ucb(unvisited="last")),
        Variant("unvisited-skipped", "A child never visited (N = 0) was passed over: it is "
                "selected first, before any score is computed.", _ucb(unvisited="skip")),
        Variant("unvisited-zero", "A child never visited (N = 0) was scored 0: it is selected "
                "first, before any score is computed (its score counts as infinite).",
                _ucb(unvisited="zero")),
        Variant("unvisited", "A child never visited (N = 0) has no win rate yet: select it "
                "first, before computing any score (dividing by N = 0 raises "
                "ZeroDivisionError).", _ucb(unvisited="divide")),
        Variant("pair-not-index", "That is the right child's (W, N) pair: return its index in "
                "children (0 for the first), not the pair itself.",
                lambda ch, p, c: ch[ucb_select(ch, p, c)])])
