"""Suites of the search lessons (01-04) and the Degrees project's small check (13).

==================  ==================================================================
suite               exercise
==================  ==================================================================
``DRIVE``           a route-finding ``Problem`` subclass, part by part (lesson 01)
``PATH_STATES``     ``path_states(node)``: follow the parents back (lesson 02)
``QUEUE``           a queue frontier class: ``add``, ``remove``, ``empty`` (lesson 03)
``BFS``             ``bfs(problem)``: the states of a shortest path, or None (lesson 03)
``NEIGHBOURS``      ``neighbours(maze, cell)``: the moves from a cell (lesson 04)
``SOLVE``           ``solve(maze, frontier)``: the lecture's loop (lesson 04)
``SHORTEST_PATH``   the Degrees project's ``shortest_path(source, target)`` (lesson 13)
``BOTH_ENDS``       the same, searching from both ends (lesson 13, optional)
==================  ==================================================================

Every suite is data over the family's oracle (:mod:`searchlib.checks.oracles.search`):
cases, the reference, and the planted mistakes, each the oracle with a switch turned.
A search is watched through the problem (or frontier, or ``neighbors_for_person``) it
is given, so the check compares the states it expanded as well as its answer.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def stack_bfs(problem):                     # a stack where the queue belongs
...     parent, frontier = {problem.initial: None}, [problem.initial]
...     while frontier:
...         state = frontier.pop()
...         if problem.is_goal(state):
...             path = []
...             while state is not None:
...                 path.append(state)
...                 state = parent[state]
...             return path[::-1]
...         for action in problem.actions(state):
...             child = problem.result(state, action)
...             if child not in parent:
...                 parent[child] = state
...                 frontier.append(child)
>>> run_suite(stack_bfs, BFS).mistakes
['stack']
"""

import copy
import heapq
from collections import deque, namedtuple

from ...problems.base import Problem
from ...problems.graph import GraphProblem
from ...problems.maze import Maze
from ..budget import Budget, BudgetExceeded
from ..compare import as_builtin, plain
from ..oracles.search import (Priority, Queue, Recorded, Stack, Watch, actions, both_ends,
                              chain, distance, expander, loop, states)
from ..report import shorten
from ..runner import Case, Recogniser, Suite, Variant, divergence, ending

__all__ = ["DRIVE", "PATH_STATES", "QUEUE", "BFS", "NEIGHBOURS", "SOLVE", "SHORTEST_PATH",
           "BOTH_ENDS", "DRIVE_MAP", "PathNode", "undirected", "load_maze", "n_steps", "CAST",
           "RACE"]


def load_maze(name):
    """One of the course's mazes, shipped with the package (:mod:`searchlib.data`)."""
    from ...data import path
    return Maze.load(path(f"mazes/{name}.txt"))


def undirected(edges):
    """A neighbour dict with every edge both ways, in the order given.

    >>> undirected([("A", "B"), ("B", "C")])
    {'A': ['B'], 'B': ['A', 'C'], 'C': ['B']}
    """
    graph = {}
    for u, v in edges:
        graph.setdefault(u, []).append(v)
        graph.setdefault(v, []).append(u)
    return graph


def n_steps(n):
    """``n`` steps in words: "1 step", "3 steps".

    >>> n_steps(1), n_steps(0), n_steps(4)
    ('1 step', '0 steps', '4 steps')
    """
    return f"{n} step" if n == 1 else f"{n} steps"



def _is_path(value):
    """True for what :func:`_path` makes of a list or tuple of states."""
    return isinstance(value, tuple) and len(value) == 2 and value[0] == "path"


def _path(value):
    """A path (a list or tuple of hashable states) as ``("path", states)``, else :func:`plain`."""
    if isinstance(value, (list, tuple)):
        items = tuple(value)
        try:
            hash(items)
            return ("path", items)
        except TypeError:
            pass
    return plain(value)


def _list_path(value):
    """Like :func:`_path`, but a tuple is kept apart as ``("tuple", what _path makes of it)``:
    for exercises whose contract asks for a list."""
    if isinstance(value, tuple):
        return ("tuple", _path(value))
    return _path(value)


def _is_tuple(value):
    """True for what :func:`_list_path` makes of a tuple."""
    return isinstance(value, tuple) and len(value) == 2 and value[0] == "tuple"


def _watched(case):
    watch = Watch()
    problem = Recorded(copy.deepcopy(case.args[0]), watch)
    return (problem, *copy.deepcopy(case.args[1:])), {}, watch


def _expansions(watch):
    return watch.expanded()


def _said(name, verb="expanded"):
    def diverge(case, obs, ref):
        if obs.kind == "value" and obs.what == "a generator":
            return ("your function returned a generator: with `yield` in it, calling the "
                    "function runs none of its body until something reads the generator, so "
                    "it searched nothing. Build the list and `return` it instead of yielding "
                    "its items")
        said = divergence(obs.trace, ref.trace, name, lambda s: f"{verb} {s!r}", ending(obs))
        if said is None and obs.kind == "value":
            said = (f"your function {verb} the same states as {name}, in the same order, but "
                    f"returned {obs.shown} where {name} returns {ref.shown}")
        return said
    return diverge


def _graph_replay(name):
    def replay(case, obs, ref):
        problem = case.args[0]
        return {"kind": "graph", "graph": {k: list(v) for k, v in problem.adjacency.items()},
                "start": problem.initial, "goal": problem.goal, "names": ["your function", name],
                "mine": obs.extra, "theirs": ref.extra}
    return replay


def _path_trouble(problem, path):
    """What is wrong with ``path`` as a path of ``problem`` (a sentence), or None."""
    if not path:
        return "it returned an empty list"
    if path[0] != problem.initial:
        return f"the path starts at {path[0]!r}, not at the start {problem.initial!r}"
    if not problem.is_goal(path[-1]):
        return f"the path ends at {path[-1]!r}, which is not the goal"
    step = expander(problem)
    for a, b in zip(path, path[1:]):
        if b not in [child for _, child, _ in step(a)]:
            return f"there is no move from {a!r} to {b!r}"
    return None


def _twice(trace):
    """The first state expanded again after other states were expanded in between, or None
    (asking for the moves of one state twice in a row is not a second expansion)."""
    seen, last = set(), object()
    for state in trace or ():
        try:
            if state != last and state in seen:
                return state
            seen.add(state)
        except TypeError:               # an unhashable state: nothing to say
            return None
        last = state
    return None


def _shortest_judge(case, obs, ref):
    """Any path with the fewest steps (or None when there is none) is right, found without
    expanding a state twice."""
    if obs.kind != "value":
        return False, []
    steps, value = case.data["steps"], obs.value
    if value is not None and not _is_path(value) and (steps is None or obs.what ==
                                                      "a generator"):
        return False, [f"it returned {obs.what}, not a list of states (the start first, the "
                       "goal last)" + (", or None when there is no path" if steps is None
                                       else "")]
    if steps is None:
        return value is None, [] if value is None else [
            f"no path exists, so the answer is None, not {obs.shown}"]
    if value is None:
        return False, [f"it returned None (no path), but a path of {n_steps(steps)} exists"]
    if not _is_path(value):
        return False, [f"it returned {obs.what}, not a list of states (the start first, the "
                       "goal last)"]
    wrong = _path_trouble(case.args[0], list(value[1]))
    if wrong:
        return False, [wrong]
    if len(value[1]) - 1 != steps:
        return False, [f"the path has {n_steps(len(value[1]) - 1)}; the shortest has "
                       f"{n_steps(steps)}"]
    again = _twice(obs.trace)
    if again is not None:
        return False, [f"the path is right, but your search expanded {again!r} twice (it "
                       "asked for its moves, then again later): a state already reached must "
                       "not be added to the frontier again"]
    return True, []


# -- lesson 01: a Problem subclass, part by part -------------------------------------------

#: The town map of lesson 01's exercise: roads in kilometres, listed from both ends.
DRIVE_MAP = {
    "Home": {"Bakery": 2, "School": 5},
    "Bakery": {"Home": 2, "Park": 5, "Station": 9},
    "School": {"Home": 5, "Park": 1},
    "Park": {"Bakery": 5, "School": 1, "Station": 3},
    "Station": {"Bakery": 9, "Park": 3},
}
_ROADS = [(a, b) for a, nbrs in DRIVE_MAP.items() for b in nbrs]


class _Drive:
    """The right drive problem (what the learner's class must do)."""

    initial = "Home"

    def actions(self, state):
        return list(DRIVE_MAP[state])

    def result(self, state, action):
        return action

    def is_goal(self, state):
        return state == "Station"

    def step_cost(self, state, action, next_state):
        return DRIVE_MAP[state][next_state]


def _never(*args):
    raise BudgetExceeded("it never returned")


def _drive(**parts):
    return type("PlantedDrive", (_Drive,), dict(parts))


def _maps(cls):
    """The ``DRIVE_MAP`` dicts the class's methods read (through their modules' globals)."""
    found = {}
    for klass in getattr(cls, "__mro__", (cls,)):
        for value in vars(klass).values():
            space = getattr(getattr(value, "__func__", value), "__globals__", None)
            if isinstance(space, dict) and isinstance(space.get("DRIVE_MAP"), dict):
                found[id(space["DRIVE_MAP"])] = space["DRIVE_MAP"]
    return list(found.values())


def _put_back(live, saved):
    """Make the map ``live`` equal ``saved`` again, keeping its inner dicts where it can."""
    for town in [t for t in live if t not in saved]:
        del live[town]
    for town, roads in saved.items():
        if isinstance(live.get(town), dict) and isinstance(roads, dict):
            live[town].clear()
            live[town].update(roads)
        else:
            live[town] = copy.deepcopy(roads)


def _ask(cls, part, watch=None):
    """Ask the learner's class about ``part``; a change it makes to DRIVE_MAP is undone and
    noted in ``watch`` (the map is read, never written, by a problem)."""
    maps = _maps(cls)
    saved = [copy.deepcopy(m) for m in maps]
    try:
        return _ask_part(cls, part, watch)
    finally:
        for live, before in zip(maps, saved):
            try:
                changed = live != before
            except Exception:  # noqa: BLE001 - a strange value put into the map
                changed = True
            if changed:
                _put_back(live, before)
                if watch is not None:
                    watch.events.append(("changed-map",))


class _Answers(dict):
    """is_goal's answers town by town as it returned them (so the report shows them), with
    ``truth``: what a search reads in each (the check compares that)."""

    __slots__ = ("truth",)


#: Why a value that is not True counts as true, by its kind.
_TRUE_BECAUSE = {str: "Python reads a string as true unless it is empty ('no' and 'False' "
                      "included)",
                 list: "Python reads a list as true unless it is empty ([False] included)",
                 tuple: "Python reads a tuple as true unless it is empty ((False,) included)",
                 int: "Python reads a number as true unless it is 0",
                 float: "Python reads a number as true unless it is 0"}


def _goal_answers(found, watch):
    """``found`` with the truth a search reads in it; the first town other than the Station
    whose answer is true without being True is noted in ``watch``, with why it is true."""
    answers = _Answers(found)
    answers.truth = {town: bool(value) for town, value in found.items()}
    for town, value in found.items():
        why = _TRUE_BECAUSE.get(type(as_builtin(value)))
        if town != "Station" and answers.truth[town] and why and watch is not None:
            watch.events.append(("true-not-True", town, shorten(value, 40), why))
            break
    return answers


def _ask_part(cls, part, watch=None):
    problem = cls()
    if part == "initial":
        return problem.initial
    if part == "actions":
        return {town: list(problem.actions(town)) for town in DRIVE_MAP}
    if part == "result":
        return {f"{a}->{b}": problem.result(a, b) for a, b in _ROADS}
    if part == "goal":
        found = {town: problem.is_goal(town) for town in DRIVE_MAP}
        # an is_goal that returns nothing at all (a body of pass) is shown as it is: it
        # compares nothing, and a hint about a comparison would not be true of it
        if all(value is None for value in found.values()):
            return found
        return _goal_answers(found, watch)
    if part == "cost":
        return {f"{a}->{b}": problem.step_cost(a, b, b) for a, b in _ROADS}
    found = loop(expander(problem), problem.initial, problem.is_goal,
                 Priority(lambda node: node.g))
    return None if found is None else _Route((states(found), found.g))


class _Route(tuple):
    """The towns and the cost of the route a search on the learner's problem found (shown in
    the report as the expected route is)."""

    __slots__ = ()


def _drive_shown(value):
    if isinstance(value, _Route):
        towns, cost = value
        if all(isinstance(town, str) for town in towns):
            return f"{' -> '.join(towns)}, {shorten(cost, 40)} km"
        return f"the route {shorten(towns)}, of cost {shorten(cost, 40)}"
    return shorten(dict(value) if isinstance(value, _Answers) else value)


def _drive_judge(case, obs, ref):
    if obs.trace:
        return False, ["your class changed DRIVE_MAP while the check asked it this: a "
                       "problem's parts read the map and leave it as it was (the check put it "
                       "back)"]
    if obs.kind != "value" or obs.value == ref.value:
        return obs.kind == "value", []
    said = [e for e in obs.extra or () if e[0] == "true-not-True"]
    if case.args[0] == "goal" and said:
        _, town, value, why = said[0]
        return False, [f"is_goal({town!r}) returned {value}, and {why}, so a search takes "
                       f"{town} for the goal: return True or False (`return state == "
                       "'Station'`)"]
    if case.args[0] in ("result", "cost") and _letters(obs.value):
        call = ("result('Home', 'School')" if case.args[0] == "result" else
                "step_cost('Home', 'School', 'School')")
        return False, [f"single letters: the check asks {call}, the action being a plain town "
                       "name, as the map's actions are, and your method seems to take the "
                       "action apart (action[0] or action[1] of a name is one of its letters)"]
    if case.args[0] == "cost" and _answers(obs.value) and all(
            isinstance(v, str) for _, v in obs.value[1]):
        said = dict(obs.value[1])
        key = "Home->School" if "Home->School" in said else min(said, key=repr)
        return False, [f"step_cost returned strings (step_cost{_road(key)!r} gave "
                       f"{said[key]!r}), where the answer is a number: the road's length"]
    return False, []


def _answers(value):
    """A dict of answers made plain (``("dict", ((key, value), ...))``), not empty."""
    return isinstance(value, tuple) and len(value) == 2 and value[0] == "dict" and \
        bool(value[1])


def _road(key):
    """``"Home->School"`` as the arguments of the call: ('Home', 'School', 'School')."""
    town, action = key.split("->")
    return town, action, action


def _letters(value):
    """A dict of answers (made plain) that are all one-letter strings, each a letter of the
    action it was asked about (``"Home->School"``: a letter of 'School'): a name taken apart."""
    return _answers(value) and all(
        isinstance(v, str) and len(v) == 1 and isinstance(k, str) and "->" in k
        and v in k.split("->")[1] for k, v in value[1])


def _tuple_states(trials):
    """The initial state is a tuple or list holding 'Home' (states written as tuples)."""
    return any("initial" in t.case.tags and t.obs.kind == "value"
               and t.obs.what in ("a tuple", "a list") and "'Home'" in t.obs.shown
               for t in trials)


def _drive_normalise(value):
    if isinstance(value, _Answers):      # is_goal's answers: compared as a search reads them
        value = value.truth
    if isinstance(value, dict):          # the actions' order does not matter
        return plain({k: frozenset(map(str, v)) if isinstance(v, list) else v
                      for k, v in value.items()})
    return plain(value)


_D = "drive"
DRIVE = Suite(
    "drive", "class Drive(Problem): initial, actions, result, is_goal, step_cost",
    [Case("the initial state", ("initial",), given="Drive().initial", tags={"initial"},
          shown="'Home'"),
     Case("actions in every town", ("actions",), given="actions(town) for each town",
          tags={"actions"}, shown="the towns a road leads to, e.g. actions('Home') -> "
          "['Bakery', 'School']"),
     Case("the transition model", ("result",), given="result(town, neighbour) for every road",
          tags={"result"}, shown="the neighbour, e.g. result('Home', 'School') -> 'School'"),
     Case("the goal test", ("goal",), given="is_goal(town) for each town", tags={"goal"},
          shown="True for 'Station' only"),
     Case("the step cost", ("cost",), given="step_cost(town, nbr, nbr) for every road",
          tags={"cost"}, shown="the road's length, e.g. step_cost('Home', 'School', 'School') "
          "-> 5"),
     Case("a cheapest-first search on your problem", ("search",),
          given="uniform-cost search on Drive()", tags={"search"},
          shown="Home -> School -> Park -> Station, 9 km")],
    reference=_Drive, arguments=lambda case: (case.args, {}, Watch()),
    call=lambda cls, args, kwargs, watch: _ask(cls, args[0], watch), wants="class",
    trace=lambda watch: tuple(e for e in watch.events if e[0] == "changed-map"),
    judge=_drive_judge, normalise=_drive_normalise,
    show=_drive_shown,
    stub_methods=(), reference_name="the drive problem",
    variants=[
        Variant("initial-unset", "initial is still the stub's `...`: set `initial = 'Home'` in "
                "the class.", _drive(initial=...), part="initial"),
        Variant("initial-is-goal", "That is the goal. The initial state is where the drive "
                "starts: 'Home'.", _drive(initial="Station"), part="initial"),
        Variant("actions-distances", "Your actions(state) returns the distances. The actions "
                "are the places a road leads to: the keys of DRIVE_MAP[state], not its values.",
                _drive(actions=lambda self, s: list(DRIVE_MAP[s].values())), part="actions"),
        Variant("actions-pairs", "Your actions(state) returns (town, distance) pairs. An action is "
                "just the town to drive to: list(DRIVE_MAP[state]).",
                _drive(actions=lambda self, s: list(DRIVE_MAP[s].items())), part="actions"),
        Variant("actions-every-town", "Your actions(state) returns every town on the map. Only the "
                "towns a road from `state` leads to are actions there: DRIVE_MAP[state].",
                _drive(actions=lambda self, s: list(DRIVE_MAP)), part="actions"),
        Variant("actions-letters", "actions(state) came back as single letters: it returned one "
                "string, which Python reads letter by letter. Return a list of town names.",
                _drive(actions=lambda self, s: "".join(DRIVE_MAP[s])), part="actions"),
        Variant("actions-include-self", "Your actions(state) includes the town you are in. Staying "
                "put is not a road: list only the neighbours.",
                _drive(actions=lambda self, s: [s, *DRIVE_MAP[s]]), part="actions"),
        Variant("actions-endless", "actions(state) never returned: it looks like an endless "
                "loop. It only has to look the neighbours up: list(DRIVE_MAP[state]).",
                _drive(actions=_never), part="actions"),
        Variant("result-stays", "Your result(state, action) returns the town you were in, so the "
                "drive never moves. It should return the town the action leads to: the action.",
                _drive(result=lambda self, s, a: s), part="result"),
        Variant("result-distance", "Your result(state, action) returns a distance. The transition "
                "model returns a state (a town); the cost is step_cost's job.",
                _drive(result=lambda self, s, a: DRIVE_MAP[s][a]), part="result"),
        Variant("goal-is-start", "is_goal is true at Home: it compares with the start. The goal "
                "test asks whether `state` is the Station.",
                _drive(is_goal=lambda self, s: s == "Home"), part="goal"),
        Variant("goal-never", "is_goal('Station') is False: the check asks is_goal with each "
                "town name of DRIVE_MAP, and it must be True for 'Station' (and only there). "
                "Compare the state itself with 'Station', written as in DRIVE_MAP.",
                _drive(is_goal=lambda self, s: False), part="goal"),
        Variant("goal-always", "is_goal is true everywhere: it should be true only for the "
                "Station.", _drive(is_goal=lambda self, s: True), part="goal"),
        Variant("goal-returns-nothing", "is_goal returned None for every town: a method that "
                "ends without `return <value>` gives None (working out `state == 'Station'` on "
                "a line of its own does not hand it back). Return the answer: `return state == "
                "'Station'`.",
                _drive(is_goal=lambda self, s: None), part="goal"),
        Variant("cost-ignores-distance", "Every road costs 1 in your problem: step_cost ignores "
                "the distances. The path cost of a drive is its length in kilometres: "
                "DRIVE_MAP[state][next_state].", _drive(step_cost=lambda self, s, a, n: 1),
                part="cost"),
        Variant("cost-whole-row", "Your step_cost returns the whole row DRIVE_MAP[state] (a "
                "dict). Index it with the town you drive to: DRIVE_MAP[state][next_state].",
                _drive(step_cost=lambda self, s, a, n: DRIVE_MAP[s]), part="cost"),
        Variant("cost-wrong-road", "Your step_cost gives the length of another road: the "
                "first road listed for next_state (step_cost('Park', 'Bakery', 'Bakery') gave "
                "2, Bakery's road to Home, where the road from Park to Bakery is 5). A step "
                "costs the road it drives, from state to next_state: "
                "DRIVE_MAP[state][next_state].",
                _drive(step_cost=lambda self, s, a, n: next(iter(DRIVE_MAP[n].values()))),
                part="cost"),
        Variant("cost-wrong-road", "Your step_cost gives the length of another road: the "
                "first road listed for state (step_cost('Home', 'School', 'School') gave 2, "
                "Home's road to the Bakery, where the road from Home to School is 5). A step "
                "costs the road it drives, from state to next_state: "
                "DRIVE_MAP[state][next_state].",
                _drive(step_cost=lambda self, s, a, n: next(iter(DRIVE_MAP[s].values()))),
                part="cost"),
        Variant("cost-wrong-road", "Your step_cost gives the length of another road: the "
                "shortest road from state (step_cost('Park', 'Bakery', 'Bakery') gave 1, Park's "
                "road to School, where the road from Park to Bakery is 5). A step costs the "
                "road it drives, from state to next_state: DRIVE_MAP[state][next_state].",
                _drive(step_cost=lambda self, s, a, n: min(DRIVE_MAP[s].values())),
                part="cost"),
    ],
    recognisers=[
        Recogniser("tuple-states", "Your initial state is a tuple (or a list) holding 'Home'. "
                   "In this problem a state is the town's name itself, a string such as 'Home', "
                   "as the keys of DRIVE_MAP are: the check asks actions('Home'), "
                   "is_goal('Station') and step_cost('Home', 'School', 'School') with the names "
                   "themselves.", _tuple_states, always=True),
        Recogniser("changes-map", "Your class changes DRIVE_MAP while it answers the check's "
                   "questions. A problem only describes the map: its parts read DRIVE_MAP and "
                   "leave it as it was (keeping away from towns already visited is the "
                   "search's job, with its explored set). The check put the map back, so yours "
                   "is unchanged.", lambda trials: any(t.obs.trace for t in trials),
                   always=True)],
    about="The check makes your problem with Drive(), asks each part about every town and "
          "road of DRIVE_MAP, then runs a cheapest-first search on it.")


# -- lesson 02: the path back ---------------------------------------------------------------

#: A search node as lesson 02 writes it.
PathNode = namedtuple("Node", ["state", "parent", "action", "path_cost"])


def _chain(route, moves=None, costs=None):
    """The goal node of ``route``: each step's action from ``moves`` (default: the state it
    leads to), its cost from ``costs`` (default 1)."""
    node, total = None, 0
    for k, state in enumerate(route):
        total += 0 if k == 0 else (costs[k - 1] if costs else 1)
        node = PathNode(state, node, None if k == 0 else (moves[k - 1] if moves else state),
                        total)
    return node


def _follow(*, start=True, goal=True, reverse=True, what="state", stop=lambda n: n is None,
            dedup=False, alone=False, start_state=False, out=list):
    """path_states with planted mistakes; ``alone``: a start that is the goal is still
    returned (the walk back stops one early only when there is a parent); ``start_state``:
    the start node gives its state whatever ``what`` the others give; ``out=tuple``: the
    states come back as a tuple."""
    def path_states(node):
        if alone and node.parent is None:
            return out([node.state])
        found = []
        node = node if goal else node.parent
        while not stop(node):
            if start_state and node.parent is None:
                found.append(node.state)
            elif start or node.parent is not None:
                found.append(getattr(node, what) if what else node)
            node = node.parent
        found = found[::-1] if reverse else found
        return out(dict.fromkeys(found) if dedup else found)
    return path_states


def _until(going):
    """A walk back that moves to the parent while ``going(node)`` (the node it stops at is
    kept): ``path_cost != 0`` stops at a free step, the truth of ``action`` at a move 0."""
    def path_states(node):
        out = [node.state]
        while going(node):
            node = node.parent
            out.append(node.state)
        return out[::-1]
    return path_states


def _cost_as_steps(node):
    """The walk back takes as many steps as the path cost says."""
    out = [node.state]
    for _ in range(int(node.path_cost)):
        node = node.parent
        out.append(node.state)
    return out[::-1]


def _cost_as_steps_to_start(node):
    """The same walk of path_cost steps, that also stops at the start."""
    out, steps = [node.state], node.path_cost
    while steps > 0 and node.parent is not None:
        node = node.parent
        out.append(node.state)
        steps -= 1
    return out[::-1]


def _goal_only(node):
    """The walk back ended after the goal's node (a return inside the loop)."""
    return [node.state]


def _never_moves(node):
    raise BudgetExceeded("it never moved to the parent")


_ROUTES = [("the demo graph's route A, B, C, E", ["A", "B", "C", "E"], None),
           ("the start is already the goal", ["A"], None),
           ("a campus route of 4 steps", ["Gate", "Reception", "Office", "Hall", "Lab2"], None),
           ("a maze route: states are (row, column) cells",
            [(5, 1), (4, 1), (3, 1), (2, 1), (1, 1)], ["up"] * 4),
           ("a route that passes A twice (no explored set)", ["A", "B", "A", "B", "C"], None),
           ("a counting route whose start state is 0", [0, 1, 3, 5], ["+1", "+2", "+2"]),
           ("a route whose first step costs nothing (path_cost 0 twice)",
            ["Hall", "Lift", "Roof", "Mast"], ["lift", "climb", "climb"], [0, 2, 1]),
           ("a route along numbered roads, road 0 in the middle",
            ["Ashby", "Crane", "Elm", "Ford"], [3, 0, 1]),
           ("a route of 2 steps that cost 4 and 3",
            ["Ashby", "Crane", "Elm"], ["Crane", "Elm"], [4, 3]),
           ("a route of 3 steps that cost 0, 0 and 1",
            ["Dock", "Pier", "Quay", "Wharf"], ["Pier", "Quay", "Wharf"], [0, 0, 1])]


def _costs(steps):
    """The path costs along a route whose steps cost ``steps``: "0, 0, 2, 3"."""
    totals = [0]
    for cost in steps:
        totals.append(totals[-1] + cost)
    return ", ".join(map(str, totals))


def _numbered(moves=None, *rest):
    """The actions, where they are numbers (the route's names do not show them): ", actions
    3, 0, 1"."""
    if moves and any(isinstance(move, int) for move in moves):
        return f", actions {', '.join(map(str, moves))}"
    return ""


def _states_normalise(value):
    if isinstance(value, (list, tuple)) and value and all(isinstance(x, PathNode) for x in value):
        return ("nodes", len(value))
    return _list_path(value)            # the exercise asks for a list: a tuple is kept apart


def _states_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if obs.value is None:
        return False, ["it returned None: return the list you built"]
    if _is_tuple(obs.value):
        return False, ["it returned a tuple: return a list of states (the start first)"]
    if not (_is_path(obs.value) or (isinstance(obs.value, tuple) and obs.value[0] == "nodes")):
        return False, [f"it returned {obs.what}, not a list of states"]
    return obs.value == ref.value, []


PATH_STATES = Suite(
    "path_states", "path_states(node) -> list of states, start first",
    [Case(label, (_chain(route, *more),), given=f"the goal node of the route "
          f"{' -> '.join(map(str, route))}" + _numbered(*more) + (
              f", path costs {_costs(more[1])}" if len(more) > 1 else ""),
          shown=repr(route)) for label, route, *more in _ROUTES],
    reference=_follow(), normalise=_states_normalise, judge=_states_judge,
    variants=[
        Variant("reversed", "The states come out goal first: the list must run from the start "
                "to the goal. Following the parents walks from the goal back to the start, so a "
                "list built with append() needs reversing once (states[::-1]); one built with "
                "insert(0, ...) is start first already, and reversing it turns it round again.",
                _follow(reverse=False)),
        *[Variant("missing-start", "The start state is missing: the paths come back without "
                  "the state of the first node (the one whose parent is None). Collect that "
                  "node's state too: the path runs from the start to the goal, both included.",
                  _follow(start=False, alone=alone)) for alone in (False, True)],
        Variant("missing-goal", "The goal is missing: the path should end with the goal node's "
                "own state. Start from the node you were given, not from its parent.",
                _follow(goal=False)),
        Variant("nodes-not-states", "Return the states (node.state), not the nodes themselves.",
                _follow(what=None)),
        Variant("tuple-path", "Return the states as a list, as the exercise asks, not a tuple: "
                "a tuple never equals a list (('A', 'B') == ['A', 'B'] is False), so code that "
                "compares your path with a list, or appends to it, goes wrong.",
                _follow(out=tuple)),
        *[Variant("actions-not-states", "Those are the actions (node.action). The exercise "
                  "asks for the states, start first.", _follow(what="action", start=start))
          for start in (True, False)],
        Variant("actions-not-states", "After the start, those are the actions (node.action): "
                "the exercise asks for the states. Collect node.state of every node, start "
                "first.", _follow(what="action", start_state=True)),
        Variant("stops-at-free-step", "The walk back stopped at a node whose path_cost is 0, "
                "taking it for the start; but a step can cost nothing (here the first step is "
                "free), so that node need not be the start. The start is the node whose parent "
                "is None: walk until there is no parent.",
                _until(lambda node: node.path_cost != 0)),
        Variant("stops-at-falsy-action", "The walk back stopped at the node reached by road 0, "
                "as a loop on the truth of the action (`while node.action:`) does: 0 counts as "
                "false in Python, so that node looked like the start. The start is the node "
                "whose parent is None: walk until there is no parent.",
                _until(lambda node: node.action)),
        Variant("cost-as-steps", "On the route whose steps cost 4 and 3, the walk back ran past "
                "the start, as a walk of path_cost steps does: path_cost is the cost of the "
                "route (4 + 3 = 7), not its number of steps. The start is the node whose parent "
                "is None: walk until there is no parent.", _cost_as_steps),
        Variant("cost-as-steps", "On the route whose steps cost 0, 0 and 1, the walk back "
                "stopped after one step, as a walk of path_cost steps does: path_cost is the "
                "cost of the route (0 + 0 + 1 = 1), not its number of steps. The start is the "
                "node whose parent is None: walk until there is no parent.",
                _cost_as_steps_to_start),
        Variant("dropped-repeats", "A state can appear twice on a route (a loop without an "
                "explored set makes such routes). Keep every node's state; do not skip repeats "
                "or use a set.", _follow(dedup=True)),
        Variant("falsy-start", "The start state is 0 here, and 0 counts as false in Python. Test "
                "the node (`while node is not None:`), not the truth of its state.",
                _follow(stop=lambda n: n is None or not n.state)),
        Variant("goal-only", "Only the goal's own state came back: the walk back through the "
                "parents stopped after the first node (a `return` indented inside the loop does "
                "that: it ends the function on the loop's first pass). Return the list after "
                "the loop, once the start has been collected.", _goal_only),
        Variant("endless", "It never finished: inside the loop, move to the parent "
                "(node = node.parent), or the loop looks at the same node for ever.",
                _never_moves)],
    budget=None, about="Each case hands your function the goal node of a route built from "
                       "Node(state, parent, action, path_cost) tuples.")


# -- lesson 03: a queue frontier ----------------------------------------------------------

def _storage(frontier):
    """The first list or deque the frontier keeps its nodes in (its own or its class's)."""
    for name in [*vars(frontier), *(n for n in vars(type(frontier)) if not n.startswith("__"))]:
        value = getattr(frontier, name, None)
        if isinstance(value, (list, deque)):
            return tuple(value)
    return None


def _play(cls, script, watch):
    """Play ``script`` (ops on frontiers 0 and 1) on new instances of ``cls``: what came out.

    What ``empty()`` returned is recorded as it came (its type and, for a
    bool or a number, its value): the answer counts its truth, the
    diagnosis what it was; what ``remove()`` returned is recorded as shown.
    """
    frontiers, out = {}, []
    for call, (which, op, *item) in enumerate(script, 1):
        frontier = frontiers.get(which)
        if frontier is None:
            frontier = frontiers[which] = cls()
        if op == "add":
            frontier.add(item[0])
            watch.note("store", call, _storage(frontier))
        elif op == "remove":
            out.append(frontier.remove())
            watch.note("remove", call, shorten(out[-1], 80))
        else:
            said = frontier.empty()
            watch.note("empty", call, type(said).__name__,
                       said if isinstance(said, (bool, int)) else None)
            out.append(bool(said))
    return out


def _queue_event(event):
    """One recorded call in words: "empty() returned False", "remove() returned 'Gate'",
    "after add() it held [...]"."""
    if event[0] == "empty":
        _, _, kind, value = event
        return f"empty() returned {value!r}" if value is not None else (
            f"empty() returned {'an' if kind[:1] in 'aeiou' else 'a'} {kind}")
    if event[0] == "remove":
        return f"remove() returned {event[2]}"
    items = event[2]
    return ("add() took the node" if items is None
            else f"after add() it held {shorten(list(items), 80)}")


def _queue_diverge(case, obs, ref):
    """The first call of the script whose answer differs between the learner's frontier and a
    right queue: what remove() returned or empty() said, or an exception raised by one of
    them.  How add() keeps the nodes is not an answer (a set, or a deque filled from the
    other end, may hold them otherwise and still be right up to then)."""
    mine, theirs = tuple(obs.trace or ()), tuple(ref.trace or ())
    said = [e for e in mine if e[0] != "store"], [e for e in theirs if e[0] != "store"]
    for a, b in zip(*said):
        if a != b:
            return (f"at call {a[1]} of the script, your class: {_queue_event(a)}; a right "
                    f"queue: {_queue_event(b)}")
    # the same answers as far as both went: the first call one of them did not get past
    if obs.kind == "error" and (ref.kind != "error" or len(mine) < len(theirs)):
        call = (mine[-1][1] if mine else 0) + 1
        right = next((_queue_event(e) for e in theirs if e[1] == call),
                     f"it raised {ref.error}" if ref.kind == "error" else None)
        return (f"at call {call} of the script, your class raised {obs.error}"
                + (f"; a right queue: {right}" if right else ""))
    if ref.kind == "error" and len(mine) > len(theirs):
        call = (theirs[-1][1] if theirs else 0) + 1
        done = next((_queue_event(e) for e in mine if e[1] == call), None)
        if done:
            return (f"at call {call} of the script, your class: {done}; a right queue: it "
                    f"raised {ref.error}")
    return None


def _script(*steps):
    """Ops from steps: ``"+x"`` adds x (a string), ``"r"`` removes, ``"?"`` asks empty();
    a value that is not a string is added as it is; ``"2:"`` before a step means the second
    frontier."""
    ops = []
    for step in steps:
        which, text = (1, step[2:]) if isinstance(step, str) and step.startswith("2:") else (
            0, step)
        if not isinstance(text, str):
            ops.append((which, "add", text))
        elif text == "r":
            ops.append((which, "remove"))
        elif text == "?":
            ops.append((which, "empty"))
        else:
            ops.append((which, "add", text[1:]))
    return ops


class _Frontier:
    def __init__(self):
        self.nodes = deque()

    def add(self, node):
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def remove(self):
        return self.nodes.popleft()


def _frontier(add=deque.append, take=deque.popleft, keep=False, silent=False, shared=False,
              once=False, empty=None, most=None, store=deque):
    """The queue frontier with planted mistakes: ``once`` refuses a node already waiting,
    ``empty(nodes)`` replaces the emptiness test, ``most`` bounds the deque (``maxlen``),
    ``store`` makes the nodes' container (a list for a heap)."""
    def remove(self):
        if silent and not self.nodes:
            return None
        return self.nodes[0] if keep else take(self.nodes)

    def put(self, node):
        if not (once and node in self.nodes):
            add(self.nodes, node)
    body = {"add": put, "remove": remove}
    if empty is not None:
        body["empty"] = lambda self: empty(self.nodes)
    if shared:
        body.update(nodes=deque(), __init__=lambda self: None)
    if most is not None:
        body["__init__"] = lambda self: setattr(self, "nodes", deque(maxlen=most))
    elif store is not deque:
        body["__init__"] = lambda self: setattr(self, "nodes", store())
    return type("PlantedFrontier", (_Frontier,), body)


def _take_smallest(nodes):
    smallest = min(nodes)
    nodes.remove(smallest)
    return smallest


def _add_sorted(nodes, node):
    """Add ``node``, then keep the nodes sorted (smallest first)."""
    nodes.append(node)
    items = sorted(nodes)
    nodes.clear()
    nodes.extend(items)


def _is_empty_len(nodes):
    return len(nodes)


_QUEUE_CASES = [
    ("three in, three out", ("+Gate", "+Hall", "+Lab", "r", "r", "r", "?"),
     "add 'Gate', 'Hall', 'Lab'; remove three times; empty()"),
    ("adds and removes in turn", ("+Ann", "?", "+Ben", "r", "+Cat", "r", "r", "?"),
     "add 'Ann'; empty(); add 'Ben'; remove; add 'Cat'; remove twice; empty()"),
    ("maze cells as nodes", ((2, 3), (2, 4), "r", (3, 3), "r", "r", "?"),
     "add (2, 3), (2, 4); remove; add (3, 3); remove twice; empty()"),
    ("two frontiers at once", ("+Ann", "2:+Ben", "+Cat", "2:r", "r", "2:?"),
     "f = YourClass(); g = YourClass(); f.add 'Ann'; g.add 'Ben'; f.add 'Cat'; g.remove(); "
     "f.remove(); g.empty()"),
    ("the same node added twice", ("+Dup", "+Dup", "+End", "r", "r", "r", "?"),
     "add 'Dup', 'Dup', 'End'; remove three times; empty()"),
    ("a node that counts as false (the number 0)", (0, "?", "r", "?"),
     "add 0; empty(); remove; empty()"),
    ("six waiting at once", ("+Ann", "+Ben", "+Cat", "+Dan", "+Eve", "+Fay", "r", "r", "r",
                             "r", "r", "r", "?"),
     "add 'Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'; remove six times; empty()"),
    ("remove() from an empty frontier", ("+Ann", "r", "r"), "add 'Ann'; remove twice"),
    # empty() asked with three nodes waiting (elsewhere it is asked with none or one): an
    # answer the wrong way round parts here from a test of len(self.nodes) == 1
    ("empty() while three wait", ("+Ann", "+Ben", "+Cat", "?", "r", "r", "r", "?"),
     "add 'Ann', 'Ben', 'Cat'; empty(); remove three times; empty()"),
    ("nodes that do not arrive in alphabetical order", ("+Lab", "+Gate", "+Hall", "r", "+Attic",
                                                        "r", "r", "r", "?"),
     "add 'Lab', 'Gate', 'Hall'; remove; add 'Attic'; remove three times; empty()"),
]

QUEUE = Suite(
    "queue frontier", "class with add(node), remove(), empty(): first in, first out",
    [Case(label, (_script(*steps),), given=given,
          shown="an exception" if label.startswith("remove()") else None)
     for label, steps, given in _QUEUE_CASES],
    reference=_Frontier, arguments=lambda case: (case.args, {}, Watch()),
    call=lambda cls, args, kwargs, watch: _play(cls, args[0], watch),
    trace=lambda watch: tuple(watch.events), diverge=_queue_diverge,
    judge=lambda case, obs, ref: ((obs.kind == "error") if ref.kind == "error" else
                                  (obs.kind == "value" and obs.value == ref.value), []),
    wants="class",
    variants=[
        Variant("stack-order", "That is the order a stack gives: remove() takes the newest node. "
                "A queue takes the oldest one (items[0], or popleft() on a deque).",
                _frontier(take=deque.pop)),
        Variant("adds-at-front", "Your add() puts each node at the front (appendleft) and remove() "
                "takes from the front too, so the newest comes out first. Add at the back "
                "(append) and take from the front (popleft).",
                _frontier(add=deque.appendleft)),
        Variant("not-removed", "Your remove() returns a node but leaves it in the frontier: "
                "take it out as well (popleft, or pop it from the list).",
                _frontier(keep=True)),
        Variant("empty-returns", "Removing from an empty frontier should raise an exception (the "
                "search tests empty() first, so this means a bug).", _frontier(silent=True)),
        Variant("shared-storage", "Two frontiers share one deque: it is made once, not "
                "once for each frontier, as a class attribute (nodes = deque() in the class "
                "body) or a default argument (def __init__(self, nodes=deque())) is. Make it "
                "inside __init__ (self.nodes = deque()), so that every frontier has its own.",
                _frontier(shared=True)),
        Variant("extends", "Your add() spreads the node out: extend adds each item of what it is "
                "given as a node of its own (each letter of 'Gate', each number of a cell). "
                "Add the node itself, whole: append.", _frontier(add=deque.extend)),
        Variant("adds-once", "Your add() refuses a node that is already waiting, so the second "
                "'Dup' never comes out. The frontier keeps every node it is given; deciding "
                "what to add is the search's job (frontier.contains_state).",
                _frontier(once=True)),
        Variant("empty-any", "Your empty() says True while the frontier holds a 0: any() looks at "
                "the nodes' truth, and 0 counts as false. Ask whether there are nodes at all: "
                "`return not self.nodes` (or len(self.nodes) == 0).",
                _frontier(empty=lambda nodes: not any(nodes))),
        Variant("empty-len", "Your empty() returns len(self.nodes): 0 for an empty frontier, which "
                "counts as false, so `while not frontier.empty()` reads it the wrong way round. "
                "Return True when there are no nodes: `len(self.nodes) == 0` or "
                "`not self.nodes`.", _frontier(empty=_is_empty_len)),
        Variant("empty-never", "Your empty() never returns True, not even when every node has "
                "been taken out. If it compares the nodes with []: a deque never equals a list "
                "(deque() == [] is False). Ask whether there are nodes at all: "
                "`return not self.nodes` (or len(self.nodes) == 0).",
                _frontier(empty=lambda nodes: nodes == [])),
        *[Variant("bounded", "Your frontier loses nodes when many wait: the oldest are gone "
                  "before they are taken out (a deque made with maxlen drops one end when it is "
                  "full). A frontier keeps every node it is given: make it with deque(), no "
                  "maxlen.", _frontier(most=most)) for most in (2, 3, 4, 5)],
        *[Variant("smallest-first", "Your frontier hands back the smallest node first (here "
                  "'Gate' before 'Lab', which was added earlier), not the oldest: that is a "
                  "priority queue (heapq, min(), or nodes kept sorted), not a queue. A queue "
                  "hands the nodes back in the order they were added: append, and popleft.",
                  _frontier(**how)) for how in (
                      {"take": _take_smallest}, {"add": _add_sorted},
                      {"add": heapq.heappush, "take": heapq.heappop, "store": list})],
        Variant("empty-inverted", "Your empty() answers the other way round: False when no node "
                "is left and True while nodes wait (as `return bool(self.nodes)` or "
                "`len(self.nodes) > 0` does). It asks whether the frontier is empty: "
                "`return not self.nodes`.", _frontier(empty=bool)),
        Variant("empty-nodes", "Your empty() returns the nodes themselves: a deque with nodes "
                "in it counts as true, so the frontier says \u201cempty\u201d exactly when it "
                "is not. Return `not self.nodes`.", _frontier(empty=lambda nodes: nodes))],
    about="The check makes a new frontier for each script with YourClass() and calls only "
          "add, remove and empty. The nodes it adds are plain values (names, cells, the "
          "number 0): a frontier hands back whatever it was given.")


# -- lesson 03: breadth-first search ----------------------------------------------------------

def _searcher(frontier=Queue, present=states, none=None, children="result", goal="is_goal",
              **switches):
    """BFS with planted mistakes: ``children="actions"`` takes each action for the state it
    leads to (result never called); ``goal="attribute"`` tests ``state == problem.goal``."""
    def search(problem):
        expand = expander(problem) if children == "result" else (
            lambda state: [(a, a, 1) for a in problem.actions(state)])
        is_goal = problem.is_goal if goal == "is_goal" else (lambda s: s == problem.goal)
        node = loop(expand, problem.initial, is_goal, frontier(), **switches)
        return none if node is None else present(node)
    return search


def _truthy_walk(node):
    """The states back from ``node`` while the parent's state counts as true (a walk back
    written ``while parent[state]:``, which stops at a start state of 0)."""
    out = [node.state]
    while node.parent is not None and node.parent.state:
        node = node.parent
        out.append(node.state)
    return out[::-1]


def _timed(key, hint, **switches):
    """The variant, with the goal tested when a state is taken out and when it is generated."""
    return [Variant(key, hint, _searcher(goal_test=when, **switches))
            for when in ("removed", "generated")]


_SHORTCUT = {"S": ["A"], "A": ["X", "G"], "X": ["G"], "G": []}
_NAMED = {"S": ["A", "B"], "A": ["C"], "B": ["D"], "C": ["G"], "D": [], "G": []}
_TWO_GOALS = {"S": ["A", "B"], "A": ["C"], "B": ["G1"], "C": ["G2"], "G1": [], "G2": []}
#: C is met from A and from B (two routes of the same length), and D leads back to B, which
#: is explored by then but not on D's own path.
_DIAMOND = {"S": ["A", "B"], "A": ["C", "D"], "B": ["C"], "C": ["E"], "D": ["B"], "E": ["G"],
            "G": []}
_ZERO = {0: [1, 2], 1: [3], 2: [3], 3: []}
#: Numbers, whose places in a set do not depend on PYTHONHASHSEED: a set used as the frontier
#: takes 2, 3 and 4 before 30 whatever the session, and finds the long way.
_NUMBERED = {1: [2, 30], 2: [3], 3: [4], 4: [9], 30: [9], 9: []}
#: B waits in the frontier (reached from S) when A meets it again: a parent written at every
#: meeting then sends the path S, A, B, G, one step longer than S, B, G, whenever the goal is
#: tested (the shortcut case overwrites only the goal's parent, which a test on generation
#: never reaches).
_MET_AGAIN = {"S": ["A", "B"], "A": ["B"], "B": ["G"], "G": []}
_GRAPHS = [
    ("the lecture's demo graph, A to E",
     {"A": ["B"], "B": ["C", "D"], "C": ["E"], "D": ["F"], "E": [], "F": []}, "A", "E"),
    ("two routes, S to G (one is shorter)",
     {"S": ["A", "B"], "A": ["G"], "B": ["C"], "C": ["G"], "G": []}, "S", "G"),
    ("a campus with two shortest routes, arrows both ways",
     undirected([("Gate", "Reception"), ("Gate", "Canteen"), ("Reception", "Office"),
                 ("Reception", "Library"), ("Canteen", "Ground"), ("Office", "Hall"),
                 ("Library", "Lab1"), ("Hall", "Lab2"), ("Lab1", "Lab2")]), "Gate", "Lab2"),
    ("a shortcut: G is met again from X while it waits", _SHORTCUT, "S", "G"),
    ("the start is already the goal", undirected([("A", "B"), ("B", "C")]), "B", "B"),
    ("no path: A and B lead to each other, E is elsewhere",
     {"A": ["B"], "B": ["A", "C"], "C": ["B"], "D": ["E"], "E": ["D"]}, "A", "E"),
    ("two routes of the same length meet at C, and D leads back to B", _DIAMOND, "S", "G"),
    ("the start state is 0", _ZERO, 0, 3),
    ("numbered states, 1 to 9: the short way goes through 30, not 2, 3 and 4", _NUMBERED, 1, 9),
    ("B is met again from A while it waits, before it is expanded", _MET_AGAIN, "S", "G"),
]


class _Named(GraphProblem):
    """A graph whose actions are names, 'go-B', not the states they lead to."""

    successors = Problem.successors          # built from actions and result, as they say

    def actions(self, state):
        return [f"go-{nbr}" for nbr in self.adjacency[state]]

    def result(self, state, action):
        return action[len("go-"):]

    def step_cost(self, state, action, next_state):
        return 1


class _Goals(GraphProblem):
    """A graph with several goal states: ``is_goal`` accepts each; ``goal`` names one."""

    def __init__(self, graph, start, goal, goals):
        super().__init__(graph, start, goal)
        self.goals = tuple(goals)

    def is_goal(self, state):
        return state in self.goals


#: Problems that are not a plain GraphProblem: ``(label, graph, start, goal, kind, extra,
#: how the input is shown)``.
_ODD_GRAPHS = [
    ("actions that are not states: 'go-A' leads to 'A'", _NAMED, "S", "G", _Named, (),
     "a graph whose actions are names: actions('S') -> ['go-A', 'go-B'], result('S', 'go-A') "
     f"-> 'A'; neighbours {_NAMED!r}, start='S', goal='G'"),
    ("two goal states: is_goal is true at G1 and at G2", _TWO_GOALS, "S", "G2", _Goals,
     (("G1", "G2"),), f"GraphProblem({_TWO_GOALS!r}, start='S', goal='G2') whose is_goal(s) is "
     "true for 'G1' and for 'G2' (problem.goal names only 'G2')"),
]


def _graph_case(label, graph, start, goal, kind=GraphProblem, extra=(), given=None):
    problem = kind(graph, start, goal, *extra)
    steps = distance(lambda s: graph.get(s, []), start, problem.is_goal)
    return Case(label, (problem,), given=given or f"GraphProblem({graph!r}, start={start!r}, "
                f"goal={goal!r})", size=len(problem.adjacency), data={"steps": steps},
                shown="None (there is no path)" if steps is None else
                f"[{start!r}] (the start is the goal: 0 steps)" if steps == 0 else
                f"a path of {n_steps(steps)} from {start!r} to "
                + ("a goal" if kind is _Goals else repr(goal)))


BFS = Suite(
    "bfs", "bfs(problem) -> list of states from the start to a goal, or None",
    [_graph_case(*graph) for graph in _GRAPHS + _ODD_GRAPHS],
    reference=_searcher(), arguments=_watched, trace=_expansions, normalise=_path,
    judge=_shortest_judge, diverge=_said("BFS"), replay=_graph_replay("BFS"),
    reference_name="BFS", none="no path",
    variants=[
        *_timed("stack", "That is what a stack gives: your frontier hands back the newest node "
                "(depth first), and the first path found can be longer than the shortest. BFS "
                "takes the oldest node first (a queue: popleft() or pop(0)).", frontier=Stack),
        *_timed("no-explored", "The search never ends when there is no path: without a set of "
                "the states already reached it goes round A -> B -> A for ever. Remember every "
                "state reached and never add it again.", reached="none"),
        *_timed("no-explored", "Your search adds every child to the frontier, even a state "
                "reached before, so it never ends when there is no path (it goes round A -> B "
                "-> A for ever); and each time it meets a state again it writes that state's "
                "parent again, so the path can run through a later, longer way, or the parents "
                "lead round in a circle (following them back then never ends). Remember every "
                "state reached (the keys of the parent dict can be that set), and add a child "
                "and write its parent only the first time it is reached.", reached="none",
                parents="latest"),
        *_timed("parent-overwritten", "A state's parent was overwritten when the search met it "
                "again while it waited in the frontier, so the path runs through the later, "
                "longer way. Record a parent only the first time a state is reached.",
                parents="overwrite"),
        *_timed("parent-overwritten", "A state's parent was overwritten when the search met it "
                "again while it waited in the frontier, so the path runs through the later, "
                "longer way. Record a parent only the first time a state is reached (and add a "
                "state to the frontier only then: a state waiting twice is expanded twice).",
                parents="overwrite", reached="explored", skip_stale=False),
        *_timed("parent-every-route", "A state's parent was written again every time the "
                "search met it, even once it was explored, so a path can run through a later, "
                "longer way, and the parents can lead round in a circle (following them back "
                "then never reaches the start). Record a parent only the first time a state "
                "is reached, when it is added to the frontier.", parents="latest"),
        *_timed("reversed", "The path comes out backwards, the goal first: following the "
                "parents from the goal gives the states from the goal to the start, so the list "
                "they were collected in needs turning round once (reversed once too often, or "
                "not at all: a list built with insert(0, ...) is start first already).",
                present=lambda node: states(node)[::-1]),
        *_timed("missing-start", "The path should begin with the start state itself (the states "
                "from the start to the goal, both included), and the start is missing from "
                "every path: follow the parents until there is none, the start included.",
                present=lambda node: states(node)[1:]),
        *_timed("actions-not-states", "Your function returns the actions of the path (on a "
                "plain graph they are the names of the next states, but here they are 'go-A', "
                "'go-C', ...). The answer is the states, from the start to the goal, both "
                "included.", present=actions),
        *_timed("missing-goal", "The path should end with the goal state itself.",
                present=lambda node: states(node)[:-1]),
        *_timed("empty-not-none", "Return None when there is no path; an empty list looks like "
                "a path of length 0.", none=[]),
        *_timed("actions-as-states", "Your search treats each action as the next state: here "
                "the actions are names ('go-A') and the state an action leads to is "
                "problem.result(state, action). Ask result for every child.",
                children="actions"),
        *_timed("goal-attribute", "Your search stops only at problem.goal: here is_goal is true "
                "at two states, and the nearer one, G1, was passed by. Test a state with "
                "problem.is_goal(state), which knows every goal (a problem need not have a "
                "single goal state).", goal="attribute"),
        *_timed("tree-search", "Your search expands a state once for every route to it (here "
                "C, met from A and from B): it refuses only the states on a node's own path. "
                "BFS keeps one set of every state reached, and never adds a state in it "
                "again.", reached="path"),
        *_timed("falsy-start", "The start state is 0 here, and 0 counts as false in Python: the "
                "walk back through the parents stopped before it. Test `is not None` (`while "
                "parent[state] is not None:`), not the truth of a state.",
                present=_truthy_walk),
        Variant("start-not-tested", "When the start is the goal, the answer is [start]: test the "
                "start too (before the loop, or when it leaves the frontier), not only the "
                "children.", _searcher(goal_test="generated", test_start=False))],
    about="Any shortest path is accepted. The check watches the states your search expands "
          "(its calls of problem.actions) to compare it with planted mistakes.")


# -- lesson 04: the maze's neighbours and the loop ------------------------------------------

_STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
_AXES = (("up", 0, -1), ("down", 0, 1), ("left", -1, 0), ("right", 1, 0))


def _moves(steps=_STEPS, *, low=0, bounds=True, walls=True, pairs=True, transposed=False,
           sizes="right", cell=tuple, short="", first="", over=0, unpacked="row-col",
           written="row-col"):
    """The neighbour function, with planted mistakes: other ``steps``, bounds from ``low`` or
    only one side, no wall test, cells alone (``pairs=False``) or first in each pair
    (``pairs="swapped"``), walls read ``[c][r]`` (``transposed="guarded"``: a move whose
    ``[c][r]`` falls off the grid is dropped, as a guard or a caught IndexError does),
    ``sizes="swapped"`` (rows tested against the width), cells made by ``cell`` (list: not a
    state), the last row and/or column refused (``short`` holds "r" and/or "c": tested
    ``< maze.height - 1``), the first row or column refused (``first`` holds "r" or "c":
    tested ``0 < c``; ``low=1`` refuses both), ``over=1``: a move one past the last row or
    column is kept (tested ``<= maze.height``, the walls read only on the grid),
    ``walls="inverted"``: only the moves into a wall are kept, ``unpacked="col-row"``: the cell
    is read as (column, row) (``c, r = cell``) and all the rest is right: the moves of the
    mirrored cell; ``written="col-row"``: each new cell is worked out right and written
    (column, row)."""
    def neighbours(maze, cell_):
        row, col = cell_ if unpacked == "row-col" else cell_[::-1]
        height, width = (maze.height, maze.width) if sizes == "right" else (maze.width,
                                                                            maze.height)
        out = []
        for action, dr, dc in steps:
            r, c = row + dr, col + dc
            above = r >= low + ("r" in first) and c >= low + ("c" in first)
            below = r < height - ("r" in short) + over and c < width - ("c" in short) + over
            if bounds and not {True: above and below, "low": above, "high": below}[bounds]:
                continue
            if transposed == "guarded" and not (c < maze.height and r < maze.width):
                continue
            if over and not (r < height and c < width):
                pass                                # past the edge: no wall is read there
            elif walls == "inverted":
                if not maze.walls[r][c]:
                    continue
            elif walls and (maze.walls[c][r] if transposed else maze.walls[r][c]):
                continue
            new = cell((r, c) if written == "row-col" else (c, r))
            out.append((new, action) if pairs == "swapped" else
                       (action, new) if pairs else new)
        return out
    return neighbours


_neighbours = _moves()
_NO_BORDER = "\n".join(["A   ##", " ##  #", " #    ", "   B# "])
_CROSS = "\n".join(["#####", "##B##", "# A #", "## ##", "#####"])


class _AskedMaze:
    """A maze that notes when it is asked for its moves (the exercise is to work them out)."""

    __slots__ = ("_maze", "_watch")

    def __init__(self, maze, watch):
        self._maze, self._watch = maze, watch

    def _asked(self, name):
        def ask(*args):
            self._watch.library = True
            return getattr(self._maze, name)(*args)
        return ask

    def __getattr__(self, name):
        if name in ("actions", "result", "successors"):
            return self._asked(name)
        return getattr(self._maze, name)

    def __repr__(self):
        return repr(self._maze)


def _dfs_count(neighbours, maze):
    """The states a depth-first search explores with ``neighbours`` for the moves."""
    counter = []
    loop(lambda s: [(a, c, 1) for a, c in neighbours(maze, s)], maze.initial,
         lambda s: s == maze.goal, Stack(), counter=counter)
    return len(counter)


def _neighbour_cases():
    wanders, cross = load_maze("dfs-wanders"), Maze.from_text(_CROSS, name="cross")
    edge = Maze.from_text(_NO_BORDER, name="no border")
    rows = " / ".join(repr(row) for row in _NO_BORDER.split("\n"))
    where = {"dfs-wanders": "dfs-wanders.txt", "cross": "a cross-shaped maze, walls all round",
             "no border": f"the maze with no border {rows}"}
    picks = [("a corridor: walls above and below", wanders, wanders.initial),
             ("a crossing: all four moves open", cross, cross.initial),
             ("a corner: two ways out", wanders, (1, 1)),
             ("top-left corner of a maze with no border", edge, (0, 0)),
             ("bottom-right corner of a maze with no border", edge, (3, 5)),
             ("left edge of a maze with no border", edge, (2, 0)),
             # a cell asked about before, in another maze: an answer kept from one call to
             # the next (a cache keyed by the cell alone) is wrong here
             ("the crossing's cell (2, 2) again, in the maze with no border", edge, (2, 2))]
    cases = [Case(label, ("direct", maze, cell), given=f"cell {cell} of {where[maze.name]}",
                  tags={"edge"} if maze is edge else ()) for label, maze, cell in picks]
    cases.append(Case("DFS on dfs-wanders with your neighbours", ("dfs", wanders),
                      given="a depth-first search using your function for the moves"))
    return cases


def _neighbours_arguments(case):
    watch = Watch()
    kind, maze, *cell = case.args
    return (kind, _AskedMaze(copy.deepcopy(maze), watch), *cell), {}, watch


def _neighbours_call(func, args, kwargs, watch):
    if args[0] == "direct":
        found = func(args[1], args[2])
        # a generator of moves is as good as a list of them
        return list(found) if hasattr(found, "__next__") else found
    return _dfs_count(func, args[1])


def _moves_normalise(value):
    """Plain data that keeps a cell written as a list apart from one written as a tuple."""
    if isinstance(value, (list, tuple)) and all(
            isinstance(m, (list, tuple)) and len(m) == 2 for m in value):
        return ("moves", tuple((plain(a), ("list", plain(c)) if isinstance(c, list) else plain(c))
                               for a, c in value))
    return plain(value)


def _list_cells(value):
    return isinstance(value, tuple) and value[:1] == ("moves",) and any(
        isinstance(c, tuple) and c[:1] == ("list",) for _, c in value[1])


def _neighbours_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    if obs.value == ref.value:
        return True, []
    if _list_cells(obs.value):
        return False, ["the cells are lists ([2, 1]); a cell is a tuple, (2, 1), like "
                       "maze.initial and maze.goal: a list never equals a tuple, and cannot go "
                       "in a set of explored cells"]
    return False, []


def _same_moves_other_order(trials):
    return any(t.obs.kind == "value" and t.ref.kind == "value" and t.obs.value != t.ref.value
               and isinstance(t.obs.value, tuple) and t.obs.value[0] == "moves"
               and sorted(map(repr, t.obs.value[1]))
               == sorted(map(repr, t.ref.value[1])) for t in trials)


NEIGHBOURS = Suite(
    "neighbours", "neighbours(maze, cell) -> [(action, (row, col)), ...], up, down, left, right",
    _neighbour_cases, reference=_neighbours, arguments=_neighbours_arguments,
    call=_neighbours_call, normalise=_moves_normalise, judge=_neighbours_judge,
    library="it asks the maze for its moves (maze.actions or maze.result) instead of working "
            "them out from maze.walls",
    library_hint="Your function asks the maze for its moves (maze.actions, maze.result). The "
                 "exercise is to work them out yourself, without them: try the four steps "
                 "(up is row - 1, down row + 1, left col - 1, right col + 1), keep those that "
                 "stay on the grid and land on a cell where maze.walls[r][c] is False.",
    variants=[
        Variant("axes", "A move goes the wrong way: up and down change the row, left and right "
                "the column, and row 0 is the top row, so up is (row - 1, col).",
                _moves(steps=_AXES)),
        Variant("up-down", "Up and down are swapped: row 0 is the top row, so up is "
                "(row - 1, col) and down is (row + 1, col).",
                _moves(steps=(("up", 1, 0), ("down", -1, 0), *_STEPS[2:]))),
        Variant("left-right", "Left and right are swapped: column 0 is the left edge, so left "
                "is (row, col - 1) and right is (row, col + 1).",
                _moves(steps=(*_STEPS[:2], ("left", 0, 1), ("right", 0, -1)))),
        Variant("x-y", "Your function reads a cell as (x, y), the column first. In a maze a "
                "cell is (row, column): `row, col = cell`; up and down change the row, and the "
                "walls are maze.walls[row][col].",
                _moves(steps=_AXES, transposed=True, sizes="swapped")),
        Variant("x-y", "Your function reads the cell the other way round, the column first "
                "(as `c, r = cell` does), and then works out the moves of that mirrored cell: "
                "(7, 8) is read as row 8, column 7. A cell is (row, column): `r, c = cell`.",
                _moves(unpacked="col-row")),
        Variant("x-y-written", "Your function finds the right moves but writes each new "
                "cell the other way round, (column, row): the cell right of (7, 8) is (7, 9), "
                "and it wrote (9, 7). A cell is (row, column), the row first, like the cell "
                "your function is given.", _moves(written="col-row")),
        Variant("sizes-swapped", "The bounds are swapped: a row must be below maze.height "
                "(the number of rows) and a column below maze.width.", _moves(sizes="swapped")),
        Variant("walls-kept", "The wall test is the wrong way round: your moves lead into "
                "walls, and the open cells are left out. maze.walls[r][c] is True for a wall: "
                "keep a move when it is False (`not maze.walls[r][c]`).",
                _moves(walls="inverted")),
        Variant("past-the-edge", "A move one past the last row or column is kept (here down to "
                "row 4 and right to column 6 of a maze of 4 rows and 6 columns): the rows run "
                "from 0 to maze.height - 1, so test r < maze.height and c < maze.width, not "
                "<=.", _moves(over=1)),
        Variant("wall", "A move runs into a wall: test maze.walls[r][c] (True for a wall) before "
                "adding a move.", _moves(walls=False)),
        *[Variant("off-grid", "A move leaves the grid. Test 0 <= r < maze.height and 0 <= c < "
                  "maze.width before you look at maze.walls[r][c]. Beware: maze.walls[-1] raises "
                  "no error, Python quietly reads the last row.", _moves(bounds=bounds))
          for bounds in (False, "low", "high")],
        *[Variant("transposed", "Your function reads the walls as maze.walls[c][r]: the grid "
                  "is a list of rows, so the row comes first, maze.walls[r][c].",
                  _moves(transposed=how))
          for how in (True, "guarded")],
        *[Variant("last-refused", "A move onto the last row or the last column is refused: the "
                  "rows run from 0 to maze.height - 1, so test r < maze.height and "
                  "c < maze.width (not < maze.height - 1 or < maze.width - 1).",
                  _moves(short=short)) for short in ("r", "c", "rc")],
        Variant("strict-bounds", "The first row and the first column are refused: the grid "
                "starts at 0, so test 0 <= r < maze.height, not 0 < r.", _moves(low=1)),
        Variant("strict-bounds", "The first column is refused (no move ever leads to column "
                "0): the grid starts at 0, so test 0 <= c < maze.width, not 0 < c.",
                _moves(first="c")),
        Variant("strict-bounds", "The first row is refused (no move ever leads to row 0): the "
                "grid starts at 0, so test 0 <= r < maze.height, not 0 < r.",
                _moves(first="r")),
        Variant("cells-only", "Return (action, cell) pairs such as ('up', (3, 4)), not just the "
                "cells: the search needs the action to write down the path.",
                _moves(pairs=False)),
        Variant("pair-order", "Each move is (action, cell), the action first: ('up', (3, 4)), "
                "not ((3, 4), 'up'). A search unpacks it as `for action, cell in "
                "neighbours(maze, state)`.", _moves(pairs="swapped")),
        Variant("list-cells", "Write each cell as a tuple, (r, c), not a list [r, c]: the maze's "
                "own cells are tuples, and a search compares cells with maze.goal and keeps "
                "them in a set.", _moves(cell=list))],
    recognisers=[Recogniser("order", "The right moves, in the wrong order: list them up, down, "
                            "left, right. The order is not cosmetic: it decides which way DFS "
                            "goes first.", _same_moves_other_order)],
    about="The check calls your function on single cells, then runs a depth-first search "
          "with it.")


#: How the check's frontier begins the error it raises for a node without a .state.
_NO_STATE = "the check's frontier.add() was given"


def _stateless_nodes(trials):
    """A fact: the function added to the check's frontier something without a .state."""
    return any(t.obs.kind == "error" and t.obs.error == "TypeError" and _NO_STATE in t.obs.shown
               for t in trials)


class _Watched:
    """A frontier for ``solve`` that records what goes in and out (see :class:`Watch`)."""

    __slots__ = ("nodes", "watch", "goal")      # no __dict__: filling it is not "changing" it

    def __init__(self, watch, goal=None):
        self.nodes, self.watch, self.goal = [], watch, goal

    def add(self, node):
        if not hasattr(node, "state"):
            raise TypeError(f"{_NO_STATE} {shorten(node, 60)}, which has no .state: this "
                            "frontier holds nodes that have one, such as the notebook's "
                            "Node(state, parent, action)")
        self.watch.note("generate", None, node.state)
        self.nodes.append(node)

    def empty(self):
        return not self.nodes

    def contains_state(self, state):
        for waiting in self.nodes:
            if waiting.state == state:
                return True
        return False

    def _next(self):
        return len(self.nodes) - 1

    def remove(self):
        if not self.nodes:
            raise IndexError("remove() from an empty frontier")
        node = self.nodes.pop(self._next())
        self.watch.note("expand", node.state)
        return node

    def __repr__(self):
        return f"{type(self).__name__}()"


class StackFrontier(_Watched):
    """The newest node first."""


class QueueFrontier(_Watched):
    """The oldest node first."""

    def _next(self):
        return 0


class ClosestFrontier(_Watched):
    """The node nearest the goal by Manhattan distance first (the newest on ties)."""

    def _next(self):
        gr, gc = self.goal
        far = [abs(n.state[0] - gr) + abs(n.state[1] - gc) for n in self.nodes]
        nearest = min(far)
        return max(k for k, d in enumerate(far) if d == nearest)


_KINDS = {"stack": StackFrontier, "queue": QueueFrontier, "closest": ClosestFrontier}


def _solve_arguments(case):
    kind, maze = case.args
    watch = Watch(most=1500, verb="calls on the frontier")
    return (copy.deepcopy(maze), _KINDS[kind](watch, maze.goal)), {}, watch


class _Adds:
    """A frontier wrapper that counts the nodes added (a count of generations)."""

    def __init__(self, frontier):
        self.frontier, self.added = frontier, 0

    def add(self, node):
        self.added += 1
        self.frontier.add(node)

    def __getattr__(self, name):
        return getattr(self.frontier, name)


def _solver(*, own=None, count=0, present=actions, none=None, counting="removed", alone=0,
            swapped=False, goal_is=False, **switches):
    """The lecture's loop over the maze; ``counting="added"`` counts the nodes put in the
    frontier instead of those taken out, ``counting="moves"`` gives the path's number of moves
    (``len(actions)``) as the count; ``alone`` is counted for a start that is the goal,
    found before anything was taken out; ``swapped``: the answer is (count, actions);
    ``none="count"``: no path gives ([], count), ``none=Exception``: no path raises
    Exception; ``goal_is``: a cell is the goal when it is maze.goal itself (``is``), which
    only the start can be (every other cell is a tuple made on the way)."""
    def solve(maze, frontier):
        frontier = own() if own else frontier
        frontier = _Adds(frontier) if counting == "added" else frontier
        counter = []
        node = loop(lambda s: [(a, c, 1) for a, c in _neighbours(maze, s)], maze.initial,
                    (lambda s: s is maze.goal) if goal_is else (lambda s: s == maze.goal),
                    frontier, counter=counter, **switches)
        if node is None and none is IndexError:
            frontier.remove()                   # takes out of an empty frontier: it raises
        if node is None and none is Exception:
            raise Exception("no solution")      # noqa: TRY002 - the learner's own raise
        counted = frontier.added if counting == "added" else len(counter)
        if counting == "moves" and node is not None:
            counted = len(actions(node))
        if node is not None and node.parent is None and not counter:
            counted += alone
        if node is None:
            return ([], counted + count) if none == "count" else none
        return (counted + count, present(node)) if swapped else (present(node), counted + count)
    return solve


#: The hints of a count of the nodes added (with the start, after it) and of (count, actions).
_ADDED = ("The count is not the number of nodes taken out of the frontier: it counts the nodes "
          "added to it. Count a node when remove() hands it to you, the goal included.")
_ADDED_AFTER_START = (
    "The count is not the number of nodes taken out of the frontier: it counts the nodes added "
    "to it after the start (here 290 on dfs-wanders with a stack, where 287 are taken out). "
    "Count a node when remove() hands it to you, the goal included, and not when you add it.")
_ONE_OFF = ("The path is right but the count is one off. Count every node taken out of the "
            "frontier, the goal included, and nothing else.")
_EARLY_SAID = ("You test the goal when a cell is added to the frontier. The lecture's loop, and "
               "this exercise, test it when the node is taken out, and count it then")
#: The goal tested when a cell is added, as (hint, switches of :func:`_solver`): tested when
#: taken out too; not testing the start (with the count as it comes, or one more); testing it
#: (the goal counted once more, or a start that is the goal counted).
_EARLY = [(_EARLY_SAID + ".", dict(goal_test="both", test_start=False)),
          *[(_EARLY_SAID + " (so a start that is the goal is found too).",
             dict(goal_test="generated", test_start=False, count=count)) for count in (0, 1)],
          *[(_EARLY_SAID + ".", dict(goal_test="generated", count=count, alone=alone))
            for count, alone in ((1, 0), (0, 1))]]
_COUNT_FIRST = ("Your function returns (count, actions): the answer is (actions, count), the "
                "list of actions first.")
_MOVES = ("The count your function returns is the number of moves on the path (the length of "
          "the actions list), not the number of states explored: count each node as remove() "
          "hands it to you, the goal included.")


def _solve_normalise(value):
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], (list, tuple)):
        return ("solved", _path(value[0]), plain(value[1]))
    return plain(value)


def _solve_cases():
    wanders, two, trap = (load_maze(name) for name in ("dfs-wanders", "two-routes",
                                                        "greedy-trap"))
    walled = Maze.from_text("#######\n#A # B#\n#######", name="a maze with the goal walled off")
    solved = Maze(wanders.walls, wanders.initial, wanders.initial,
                  name="dfs-wanders with the goal at the start")
    loops = Maze.generate(11, 15, seed=3, loops=0.3,
                          name="Maze.generate(11, 15, seed=3, loops=0.3)")
    picks = [("stack on dfs-wanders", "stack", wanders), ("queue on dfs-wanders", "queue", wanders),
             ("stack on two-routes", "stack", two), ("queue on two-routes", "queue", two),
             ("closest-first on greedy-trap", "closest", trap),
             ("queue, the goal walled off", "queue", walled),
             ("stack, the start is the goal", "stack", solved),
             ("stack on a maze with loops (cells reached by two ways)", "stack", loops)]
    return [Case(label, (kind, maze), given=f"solve({maze.name}, {_KINDS[kind].__name__}())",
                 size=len(maze.open_cells) if maze.initial != maze.goal and maze is not walled
                 else 10**6) for label, kind, maze in picks]


def _maze_replay(case, obs, ref):
    return {"kind": "maze", "text": case.args[1].to_text(), "names": ["your function", "the loop"],
            "mine": obs.extra, "theirs": ref.extra}


def _solve_show(value):
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], list):
        return f"{len(value[0])} actions {shorten(value[0], 80)}, {value[1]!r} states explored"
    return shorten(value)


SOLVE = Suite(
    "solve", "solve(maze, frontier) -> (actions, states explored), or None", _solve_cases,
    reference=_solver(), arguments=_solve_arguments, trace=_expansions,
    normalise=_solve_normalise, show=_solve_show, diverge=_said("the lecture's loop", "took out"),
    replay=_maze_replay, reference_name="the lecture's loop", none="no path",
    # an endless loop is stopped by its calls on the frontier (1,500), whatever the time; the
    # clock only catches one that never calls it, so a slow (shared) machine has room
    budget=Budget(seconds=6.0),
    variants=[
        *[Variant("no-explored-set", "It never finished: without an explored set DFS steps back "
                  "into the cell it just left, again and again. Add each removed cell to a set, "
                  "and skip neighbours that are in it.", _solver(reached=reached))
          for reached in ("none", "waiting")],
        *[Variant("count", _ONE_OFF, _solver(count=count)) for count in (-1, 1)],
        Variant("not-reversed", "The actions are in reverse order, the last move first: "
                "following the parents collects them from the goal back to the start, so the "
                "list they were collected in needs turning round once (reversed once too often, "
                "or not at all: a list built with insert(0, ...) is in order already).",
                _solver(present=lambda node: actions(node)[::-1])),
        Variant("start-action", "The path starts with None: that is the start node's action. "
                "Stop walking back when the node has no parent.",
                _solver(present=lambda node: [None] + actions(node))),
        *[Variant("early-goal-test", hint, _solver(**switches)) for hint, switches in _EARLY],
        *[Variant("twice-in-frontier", "A cell can be in your frontier twice: you skip "
                  "neighbours that are explored, but not those already waiting in the frontier. "
                  "The lecture's loop adds a neighbour only if it is not explored and not "
                  "frontier.contains_state(cell); skipping an explored cell when it comes out "
                  "again does not give the same search (a stack then takes the newest copy "
                  "first).", _solver(reached="explored", skip_stale=stale))
          for stale in (False, True)],
        Variant("count", _ADDED, _solver(counting="added")),
        Variant("count", _ADDED_AFTER_START, _solver(counting="added", count=-1)),
        Variant("count-first", _COUNT_FIRST, _solver(swapped=True)),
        # the path's length as the count (return actions, len(actions)), either way round
        Variant("count-moves", _MOVES, _solver(counting="moves")),
        Variant("count-moves", _MOVES, _solver(counting="moves", swapped=True),
                also=[("count-first", _COUNT_FIRST)]),
        # both at once, the nodes added counted and the answer (count, actions): each of the
        # two hints is true of that code, so both are given
        *[Variant("count", added, _solver(counting="added", count=count, swapped=True),
                  also=[("count-first", _COUNT_FIRST)])
          for count, added in ((0, _ADDED), (-1, _ADDED_AFTER_START))],
        # the same for a count one off (len(explored), say) and for the goal tested when added
        *[Variant("count", _ONE_OFF, _solver(count=count, swapped=True),
                  also=[("count-first", _COUNT_FIRST)]) for count in (-1, 1)],
        *[Variant("early-goal-test", hint, _solver(**switches, swapped=True),
                  also=[("count-first", _COUNT_FIRST)]) for hint, switches in _EARLY],
        Variant("ignores-frontier", "Your loop never used the frontier it was given: use "
                "frontier.add and frontier.remove, not a frontier you make yourself.",
                _solver(own=Queue)),
        Variant("ignores-frontier", "Your loop never used the frontier it was given: use "
                "frontier.add and frontier.remove, not a frontier you make yourself.",
                _solver(own=Stack)),
        *[Variant("cells", "Return the actions ('up', 'left', ...) of the path, not the cells "
                  "it visits.", _solver(present=present))
          for present in (lambda node: states(node)[1:], states)],
        Variant("empty-not-none", "When the frontier runs empty there is no path: return None, "
                "not an empty list.", _solver(none=[])),
        Variant("empty-not-none", "When the frontier runs empty there is no path: return None, "
                "not an empty list of actions with the count ([] would be the path of a start "
                "that is already the goal).", _solver(none="count")),
        Variant("no-none", "When the frontier runs empty there is no path: return None instead "
                "of removing from an empty frontier.", _solver(none=IndexError)),
        Variant("raises-no-path", "When the frontier runs empty there is no path: return None. "
                "Your function raises Exception there instead (the CS50 lecture's code does; "
                "this exercise, like the notebook's solve, answers None, which the caller can "
                "test).", _solver(none=Exception)),
        Variant("goal-is", "Your loop never stopped at the goal (only a start that is the goal "
                "was found): it took out every cell it could reach and returned None. Compare "
                "cells with ==, not `is`: a cell your loop makes is a new tuple, equal to "
                "maze.goal but not the same object, and `is` asks for the same object.",
                _solver(goal_is=True))],
    recognisers=[Recogniser("stateless-nodes", "Your function put into the frontier something "
                            "without a .state (a plain tuple, say). The frontier the check "
                            "gives, like the lesson's, holds nodes and reads node.state (to "
                            "answer contains_state, and to watch the search): make each node "
                            "with Node(cell, parent, action).", _stateless_nodes)],
    about="The check gives your function a maze and an empty frontier with add, remove, empty "
          "and contains_state, watches what goes in and out, and compares it with the "
          "lecture's loop.")


# -- lesson 13: the Degrees project, on the check's own cast ---------------------------------

class _Cast:
    """People and films in the project's layout, with a recording ``neighbors_for_person``."""

    def __init__(self, people, films):
        self.people = {pid: {"name": name, "birth": born, "movies": set()}
                       for pid, name, born in people}
        self.movies, self.names, self.order = {}, {}, {}
        for pid, name, _ in people:
            self.names.setdefault(name.lower(), set()).add(pid)
        for mid, title, year, stars in films:
            self.movies[mid] = {"title": title, "year": year, "stars": set(stars)}
            for pid in stars:
                self.people[pid]["movies"].add(mid)
                self.order.setdefault(pid, []).append(mid)
        self.stars = {mid: stars for mid, _, _, stars in films}

    def pairs(self, person):
        return [(mid, other) for mid in self.order.get(person, []) for other in self.stars[mid]]


#: Sam (1) and Tia (9) are two steps apart through Ann (2), and joined by a five-step detour
#: through Ben, Cal, Dee and Eve; Ivo and Jo (10, 11) have a film of their own; Kit (12) none.
#: Lou, Max and Ned (13-15) share one film, and Ned and Oz (16) another: Lou to Oz is two
#: steps, and Max meets Ned again (a search that rewrites a parent then goes through Max).
CAST = _Cast([("1", "Sam Sable", "1970"), ("2", "Ann Alder", "1971"), ("3", "Ben Birch", "1972"),
              ("4", "Cal Cedar", "1973"), ("5", "Dee Dogwood", "1974"), ("6", "Eve Elm", "1975"),
              ("9", "Tia Teak", "1979"), ("10", "Ivo Ivy", "1980"), ("11", "Jo Juniper", "1981"),
              ("12", "Kit Kauri", "1982"), ("13", "Lou Larch", "1983"),
              ("14", "Max Maple", "1984"), ("15", "Ned Nutmeg", "1985"),
              ("16", "Oz Olive", "1986")],
             [("101", "First Light", "2001", ["1", "2"]), ("102", "Second Wind", "2002", ["1", "3"]),
              ("103", "Third Act", "2003", ["2", "9"]), ("104", "Long Road", "2004", ["3", "4"]),
              ("105", "Longer Road", "2005", ["4", "5"]), ("106", "Longest Road", "2006", ["5", "6"]),
              ("107", "The End", "2007", ["6", "9"]), ("108", "Island", "2008", ["10", "11"]),
              ("109", "Three of Us", "2009", ["13", "14", "15"]),
              ("110", "Two of Us", "2010", ["15", "16"])])


def _degrees_arguments(case):
    # on the check's small cast a right search asks about each person once at most: a run
    # that asks 400 times is stopped by that count, the same on every machine, long before
    # any clock would stop it (a loaded machine must not change the diagnosis)
    most = {"most": 400} if case.args[2] == CAST.pairs else {}
    return case.args, {}, Watch(verb="calls of neighbors_for_person", **most)


def _degrees_call(func, args, kwargs, watch):
    """Give ``func`` (through its globals) a recording ``neighbors_for_person`` and the data."""
    source, target, pairs = args
    space = getattr(getattr(func, "__func__", func), "__globals__", None)
    if space is None:
        raise TypeError("the check needs a plain function (def shortest_path...) so that it "
                        "can give it the check's own data")

    def neighbors_for_person(person_id):
        watch.note("expand", person_id)
        return set(pairs(person_id))
    saved = dict(space)
    space["neighbors_for_person"] = _Ordered(neighbors_for_person)
    if pairs == CAST.pairs:
        space.update(people=CAST.people, movies=CAST.movies, names=CAST.names)
    try:
        return func(source, target)
    finally:                       # inside the kernel (no child process): put theirs back
        for name in ("neighbors_for_person", "people", "movies", "names"):
            space.pop(name, None)
            if name in saved:
                space[name] = saved[name]


class _Ordered:
    """Calls ``neighbors_for_person`` and hands back a set that iterates in a fixed order."""

    def __init__(self, func):
        self.func = func

    def __call__(self, person_id):
        found = self.func(person_id)
        return _InOrder(sorted(found))


class _InOrder(set):
    def __init__(self, items):
        super().__init__(items)
        self._order = list(items)

    def __iter__(self):
        return iter([x for x in self._order if x in self])


def _out(path, out):
    """``path`` (a list, or None) as a function with ``out`` returns it: ``"list"``, ``"tuple"``
    (``()`` for the same person too) or ``"tuple-but-empty"`` (``[]`` for the same person)."""
    if out == "list" or not isinstance(path, list) or (out == "tuple-but-empty" and not path):
        return path
    return tuple(path)


def _linker(frontier=Queue, *, same="empty", present="steps", none=None, out="list",
            **switches):
    def shortest_path(source, target):
        return _out(_linked(source, target, frontier, same, present, none, switches), out)
    return shortest_path


def _linked(source, target, frontier, same, present, none, switches):
    """What :func:`_linker`'s function finds, as a list (or ``none``)."""
    if same == "empty" and source == target:
        return []
    find = globals()["neighbors_for_person"]     # the check's, put there by the call
    node = loop(lambda person: [(m, p, 1) for m, p in find(person)], source,
                lambda person: person == target, frontier(), **switches)
    if node is None:
        return none
    steps = [(n.action, n.state) for n in chain(node)[1:]]
    return {"steps": steps, "reversed": steps[::-1], "ints": [(int(m), int(p)) for m, p in
                                                               steps],
            "swapped": [(p, m) for m, p in steps], "lists": [[m, p] for m, p in steps],
            "people": [p for _, p in steps], "source": [(None, source)] + steps,
            "shifted": [(m, p) for (m, _), p in zip(steps, [source] + [p for _, p in steps])]
            }[present]


#: The two breadth-first searches a learner may have written: the goal tested as soon as a
#: person is met (as the lesson asks), or when they are taken out (the lecture's loop).
_BFS_KINDS = (("generated", "BFS testing the goal as soon as it meets a person"),
              ("removed", "BFS testing the goal when it takes a person out"))


def _closest(mine, runs):
    """Of ``runs`` (``(name, calls, value)``, all right), the one whose calls agree with
    ``mine`` longest (one that agrees on every call first; the first listed on a tie)."""
    def agree(run):
        common = 0
        for a, b in zip(mine, run[1]):
            if a != b:
                break
            common += 1
        return (common == len(mine) == len(run[1]), common)
    return max(runs, key=agree)


def _degrees_diverge(case, obs, ref):
    """The first difference from the closer of the two BFS (both are right)."""
    runs = []
    for when, name in _BFS_KINDS:
        watch = Watch(verb="calls of neighbors_for_person")
        value = _degrees_call(_linker(goal_test=when), case.args, {}, watch)
        runs.append((name, watch.expanded(), value))
    mine = tuple(obs.trace or ())
    name, theirs, value = _closest(mine, runs)          # the first on a tie (the lesson's)
    if all(calls == theirs for _, calls, _ in runs):
        # both ask the same people here: the difference says nothing of when the goal is tested
        name = "BFS (whether it tests the goal when it meets a person or when it takes them out)"
    said = divergence(mine, theirs, name, lambda s: f"asked for the co-stars of {s!r}",
                      ending(obs))
    if said is None and obs.kind == "value" and not mine:
        said = ("neither your function nor BFS asked for anyone's co-stars here; the "
                f"difference is in the answer: it returned {obs.shown} where BFS returns "
                f"{shorten(value)}")
    elif said is None and obs.kind == "value":
        said = (f"your function asked for the co-stars of the same people as {name}, in the "
                f"same order; the difference is in the answer it built: it returned "
                f"{obs.shown} where that BFS returns {shorten(value)}")
    if said is None and obs.kind == "budget" and value is not None:
        said = (f"your function asked for the co-stars of the same people as {name}, in the "
                "same order, all those that search asks about before it meets the target, "
                "then ran past its budget without asking about anyone else: what never ends "
                "comes after the point where that search meets the target and stops. If it is "
                "the walk back along the parents, "
                "do they lead to the source? A parent written again when a person is met "
                "later can make two people each other's parent, and the walk goes round and "
                "round")
    return said


def _degrees_judge(case, obs, ref):
    if obs.kind != "value":
        return False, []
    steps, value = case.data["steps"], obs.value
    if steps is None:
        return value is None, [] if value is None else [
            f"they are not connected, so the answer is None, not {obs.shown}"]
    if value is None:
        return False, [f"it returned None, but they are {n_steps(steps)} apart"]
    if _is_tuple(value):
        return False, ["it returned a tuple: return a list (of (movie_id, person_id) pairs, "
                       "[] for the same person)"]
    if steps == 0:
        return value == ("path", ()), [] if value == ("path", ()) else [
            "the same person: the answer is []"]
    if not _is_path(value) or not all(isinstance(s, tuple) and len(s) == 2 for s in value[1]):
        return False, ["return a list of (movie_id, person_id) tuples"]
    if value[1] and value[1][0][1] == case.args[0] and _chain_trouble(case, value[1][1:]) is None:
        return False, ["the path starts with the source itself; it should start with the "
                       "first step away from it"]
    if not all(isinstance(x, str) for s in value[1] for x in s):
        return False, ["ids are strings, as neighbors_for_person gives them"]
    trouble = _chain_trouble(case, value[1])
    if trouble:
        return False, [trouble]
    if len(value[1]) != steps:
        return False, [f"the path has {n_steps(len(value[1]))}; the shortest has {n_steps(steps)}"]
    return True, []


def _chain_trouble(case, pairs):
    """What is wrong with ``pairs`` as a chain of films from the source to the target, or None."""
    person = case.args[0]
    for k, (movie, other) in enumerate(pairs, 1):
        if other == person:
            return (f"pair {k}, {(movie, other)!r}, stays at {person!r}: each pair should be "
                    "(the film, the next person, reached through it)")
        if (movie, other) not in case.args[2](person):
            return ("that is not a chain of films from the source to the target (each pair: a "
                    "film the previous person is in, and a co-star)")
        person = other
    if person != case.args[1]:
        return f"the path ends at person {person!r}, not at the target"
    return None


def _degrees_cases(neighbors=None, pairs=()):
    out = []
    picks = [("two steps, with a five-step detour on offer", "1", "9"), ("one step", "1", "2"),
             ("three steps", "2", "4"), ("the other way round", "9", "1"),
             ("the same person", "2", "2"),
             ("not connected (no film in common, anywhere)", "1", "10"),
             ("not connected (a person with no films)", "3", "12"),
             ("two steps, the first film shared by three", "13", "16")]
    for label, source, target in picks:
        out.append((label, source, target, CAST.pairs, f"shortest_path({source!r}, {target!r}): "
                    f"{CAST.people[source]['name']} to {CAST.people[target]['name']}, in the "
                    "check's own small cast"))
    if pairs and neighbors is None:
        raise TypeError("pairs= needs neighbors= (a neighbors_for_person) to check them")
    for source, target in pairs:
        out.append((f"{source} to {target}, in your data", source, target,
                    lambda person, n=neighbors: sorted(n(person)),
                    f"shortest_path({source!r}, {target!r}) on your own data"))
    return [_cast_case(*item) for item in out]


def _cast_case(label, source, target, find, given):
    steps = distance(lambda p, f=find: [q for _, q in f(p)], source, lambda p: p == target)
    shown = ("None (not connected)" if steps is None else "[] (the same person)" if steps == 0
             else f"a list of {steps} (movie_id, person_id) pairs")
    return Case(label, (source, target, find), given=given, shown=shown,
                data={"steps": steps}, size=steps or 0)


_NO_EXPLORED = ("A pair that is not connected never finished: without an explored set, "
                "co-stars keep adding each other back to the frontier (A is B's neighbour and "
                "B is A's). Keep the people already explored and skip them.")


def _provided_elsewhere(trials):
    """KeyErrors from a function that never asked the check's neighbors_for_person."""
    failed = [t for t in trials if not t.ok and t.case.data["steps"] != 0]
    return bool(failed) and all(t.obs.error in ("KeyError", "UnknownPersonError")
                                and not t.obs.trace for t in failed)


def _own_data_after_search(trials):
    """UnknownPersonError (an id the learner's own data does not know) on every failing case of
    the check's cast, each after asking the check's neighbors_for_person."""
    failed = [t for t in trials if not t.ok and t.case.args[2] == CAST.pairs]
    return bool(failed) and all(t.obs.kind == "error" and t.obs.error == "UnknownPersonError"
                                and t.obs.trace for t in failed)


_TUPLE_PATH = ("Return the path as a list, as the project asks: [(movie_id, person_id), ...], "
               "and [] for the same person, not a tuple.")


def _degrees(key, hint, **switches):
    return [Variant(key, hint, _linker(goal_test=when, **switches))
            for when in ("removed", "generated")]


SHORTEST_PATH = Suite(
    "shortest_path", "shortest_path(source, target) -> [(movie_id, person_id), ...], [] or None",
    _degrees_cases, reference=_linker(), arguments=_degrees_arguments, call=_degrees_call,
    trace=_expansions, normalise=_list_path, judge=_degrees_judge, reference_name="BFS",
    none="not connected", diverge=_degrees_diverge,
    variants=[
        *_degrees("stack", "A longer path than needed: that is what a stack frontier finds "
                  "(deque.pop() or the project's StackFrontier: depth first). Use a queue "
                  "(deque.popleft() or QueueFrontier) so that the first path found is a "
                  "shortest one.", frontier=Stack),
        *[Variant("no-explored", _NO_EXPLORED, _linker(goal_test=when, **how))
          for when in ("removed", "generated")
          for how in ({"reached": "none"}, {"reached": "waiting"},
                      {"reached": "waiting", "parents": "latest"})],
        *[Variant("same-person", "When source and target are the same person the answer is [] "
                  "(0 steps). Handle it before the loop: a person is among their own co-stars, "
                  "so the loop finds them one step away, or, when the source counts as reached "
                  "already, never finds them.",
                  _linker(same="loop", goal_test="generated", test_start=False, goal_first=first,
                          start_reached=reached))
          # a source left out of the people reached is met among its own co-stars first (and
          # expanded again on the other cases), whichever test comes first
          for reached, first in ((True, True), (True, False), (False, False))],
        *_degrees("reversed", "The path runs from the target back to the source: reverse it "
                  "after following the parents.", present="reversed"),
        *_degrees("source-in-path", "Leave the source out of the path: it starts with the first "
                  "(movie_id, person_id) step; the program adds the source itself.",
                  present="source"),
        *_degrees("empty-not-none", "Return None when the two are not connected; [] means the "
                  "same person (0 degrees).", none=[]),
        *_degrees("int-ids", "Ids are strings ('102'), as read from the CSV files: do not turn "
                  "them into numbers.", present="ints"),
        *_degrees("pair-order", "Each step is (movie_id, person_id), in that order.",
                  present="swapped"),
        *_degrees("list-pairs", "Each step should be a tuple (movie_id, person_id), not a list.",
                  present="lists"),
        *[variant for out in ("tuple", "tuple-but-empty")
          for variant in _degrees("tuple-path", _TUPLE_PATH, out=out)],
        *_degrees("people-only", "Each step is a pair (movie_id, person_id): the film that links "
                  "the previous person to this one, then this person. A list of person ids "
                  "leaves out the films.", present="people"),
        *_degrees("from-person", "Each film is paired with the person it leads from, not the "
                  "one it leads to: a pair "
                  "names the person reached through its film, so following the parents back "
                  "from the target, pair each film with the person you are at, (movie_id, "
                  "person), before stepping to the parent.", present="shifted"),
        *_degrees("parents-overwritten", "A longer path than needed, though the people were "
                  "asked about in the right order: a person's parent was written again when "
                  "someone later met them again (here Max, who meets Ned after Lou did). Keep "
                  "the first parent: skip a person already reached (in the frontier or "
                  "explored, or simply already in your parents dict), not only the explored "
                  "ones.", reached="explored", parents="rewritten"),
        *_degrees("parents-overwritten", "A longer path than needed: a person's parent was "
                  "written again when someone later met them again (here Max, who meets Ned "
                  "after Lou did). Keep the first parent: skip a person already reached (in the "
                  "frontier or explored, or simply already in your parents dict), not only the "
                  "explored ones.", reached="explored", parents="rewritten", skip_stale=False),
        *[Variant("parents-overwritten", "A longer path than needed: your search goes on after "
                  "meeting the target, and a person's parent was written again each time "
                  "someone met them later (here Max, who meets Ned after Lou did), so the path "
                  "follows the last parent written. Keep the first parent: skip a person already "
                  "reached (in the frontier or explored, or simply already in your parents "
                  "dict), not only the explored ones. (The search can also stop as soon as it "
                  "meets the target.)", _linker(goal_test="end", reached="explored",
                                                 parents="rewritten", skip_stale=stale))
          for stale in (True, False)]],
    recognisers=[Recogniser("data-not-provided", "Your function looked up an id the check's "
                            "cast has but your data does not, without asking the check's "
                            "neighbors_for_person: it seems to reach the data some other way "
                            "(data.neighbors_for_person(...) or degrees.people?). The check "
                            "hands your function its own neighbors_for_person, people, movies "
                            "and names through the notebook's global names, the ones the "
                            "project defines: call neighbors_for_person(person_id) itself.",
                            _provided_elsewhere),
                 Recogniser("own-data-lookup", "Your function searched with the check's "
                            "neighbors_for_person, then looked one of the check's ids up in "
                            "your own data, which does not know the check's cast (the "
                            "UnknownPersonError above). If that turns the path into titles and "
                            "names: shortest_path returns ids, a list of (movie_id, person_id) "
                            "pairs such as ('101', '2'); the program prints the names itself.",
                            _own_data_after_search)],
    about="The check's own cast: fourteen made-up people in ten films. While a case runs, your "
          "function sees the check's neighbors_for_person, people, movies and names in place "
          "of yours (in the check's own process: yours are not touched).")


# -- lesson 13 (optional): the same answer, searched from both ends ---------------------------

#: Sol (21) and Tom (25) are three films apart through Pat and Quin, and four through Xia, Yan
#: and Zed: a search that takes one person at a time from each side meets on the longer route.
RACE = _Cast([("21", "Sol Spruce", "1990"), ("22", "Xia Yew", "1991"),
              ("23", "Yan Yarrow", "1992"), ("24", "Zed Zelkova", "1993"),
              ("25", "Tom Tamarack", "1994"), ("26", "Pat Poplar", "1995"),
              ("27", "Quin Quince", "1996")],
             [("201", "Up", "2011", ["21", "22"]), ("202", "Over", "2012", ["22", "23"]),
              ("203", "Across", "2013", ["23", "24"]), ("204", "Down", "2014", ["24", "25"]),
              ("205", "Straight", "2015", ["21", "26"]), ("206", "On", "2016", ["26", "27"]),
              ("207", "Home", "2017", ["27", "25"])])


def _long_cast():
    """Nine people in a chain of eight films (Lee 1 to Lee 9), a three-film dead end at each
    end, and a bush of twelve people (two films deep) hanging off the middle of the chain:
    two searches that each run to the far end ask about the bush from both sides."""
    people, films = [], []

    def film(*stars):
        films.append((str(301 + len(films)), f"Reel {len(films) + 1}", "2020", list(stars)))

    def person(name):
        people.append((str(31 + len(people)), name, str(1950 + len(people))))
        return people[-1][0]
    chain = [person(f"Lee {i}") for i in range(1, 10)]
    for a, b in zip(chain, chain[1:]):
        film(a, b)
    for end, name in ((chain[0], "Ash"), (chain[-1], "Oak")):
        before = end
        for i in range(1, 4):
            now = person(f"{name} {i}")
            film(before, now)
            before = now
    bush = [person(f"Ivy {i}") for i in range(1, 4)]
    film(chain[4], *bush)
    for i, root in enumerate(bush):
        film(root, *[person(f"Fern {3 * i + j}") for j in range(1, 4)])
    return _Cast(people, films)


#: A long chain: meeting in the middle asks about few people, two searches that only stop at
#: the far end ask about the bush in the middle from both sides.
LONG = _long_cast()

#: The right searches from both ends a learner may write: either side on a tie, growing the
#: smaller side or taking turns, stopping at the first meeting or finishing the layer.
_BOTH_RIGHT = [({"tie": tie, "grow": grow, "finish": finish},
                "the search from both ends (" + ("growing the smaller side, the "
                                                 f"{tie}'s on a tie" if grow == "layer"
                                                 else "the sides taking turns") +
                (", finishing the layer where the sides meet)" if finish
                 else ", stopping at the first meeting)"))
               for grow in ("layer", "alternate") for tie in ("source", "target")
               for finish in (False, True) if grow == "layer" or tie == "source"]


def _both_runs(case):
    for switches, name in _BOTH_RIGHT:
        watch = Watch(verb="calls of neighbors_for_person")
        value = _degrees_call(_both(**switches), case.args, {}, watch)
        yield name, tuple(watch.expanded()), value


def _both_cases():
    cases = _degrees_cases()
    for case in cases:
        case.given = case.given.replace("shortest_path(", "shortest_path_both(", 1)
        if case.data["steps"] is None:
            case.tags = frozenset({"unconnected"})
    for label, source, target in (("three films, or four on the first route each side finds",
                                   "21", "25"), ("the same race the other way round", "25", "21")):
        cases.append(_cast_case(label, source, target, RACE.pairs, (
            f"shortest_path_both({source!r}, {target!r}): {RACE.people[source]['name']} to "
            f"{RACE.people[target]['name']}, in the check's second cast (seven people, seven "
            "films)")))
    long = _cast_case("a long chain with a bush in the middle", "31", "39", LONG.pairs, (
        "shortest_path_both('31', '39'): Lee 1 to Lee 9, eight films apart along a chain, in "
        "the check's third cast (27 people: a dead end at each end of the chain, and twelve "
        "people two films deep off its middle)"))
    cases.append(long)
    # the other way round, the target's half of the path is long again (three films, or five
    # for a search that grows the target's side on a tie): an answer that keeps that half's
    # steps in reverse order fails here too
    cases.append(_cast_case("the long chain the other way round", "39", "31", LONG.pairs, (
        "shortest_path_both('39', '31'): Lee 9 to Lee 1, the same chain from its other end")))
    for case in cases:
        case.data["most"] = max(len(trace) for _, trace, _ in _both_runs(case))
    return cases


def _both_judge(case, obs, ref):
    ok, notes = _degrees_judge(case, obs, ref)
    target = case.args[1]
    if ok and (case.data["steps"] or 0) >= 2 and target not in (obs.trace or ()):
        return False, [f"the path is right, but your function never asked for the co-stars of "
                       f"the target ({target!r}): a search from both ends grows from the "
                       "target's end as well"]
    calls = len(obs.trace or ())
    if ok and calls > case.data["most"]:
        if case.data["steps"] is None:
            return False, [f"the answer (None) is right, but your function called "
                           f"neighbors_for_person {calls} times, where a search from both ends "
                           f"calls it at most {case.data['most']} times on this case: it can "
                           "stop as soon as either side has nobody left to reach"]
        return False, [f"the {'path' if case.data['steps'] else 'answer'} is right, but your "
                       f"function called neighbors_for_person {calls} times, where a search "
                       f"from both ends calls it at most {case.data['most']} times on this "
                       "case: the two sides meet in the middle, so neither needs to reach the "
                       "other's end"]
    return ok, notes


def _both_diverge(case, obs, ref):
    """The first difference from the closest right search from both ends."""
    mine = tuple(obs.trace or ())
    name, theirs, value = _closest(mine, _both_runs(case))     # the first on a tie
    said = divergence(mine, theirs, name, lambda s: f"asked for the co-stars of {s!r}",
                      ending(obs))
    if said is None and obs.kind == "value" and not mine:
        said = ("neither your function nor BFS asked for anyone's co-stars here; the "
                f"difference is in the answer: it returned {obs.shown} where BFS returns "
                f"{shorten(value)}")
    elif said is None and obs.kind == "value":
        said = (f"your function asked for the co-stars of the same people as {name}, in the "
                f"same order; the difference is in the answer it built: it returned "
                f"{obs.shown} where that search returns {shorten(value)}")
    return said


def _both(out="list", **switches):
    def shortest_path_both(source, target):
        find = globals()["neighbors_for_person"]     # the check's, put there by the call
        return _out(both_ends(find, source, target, **switches), out)
    return shortest_path_both


BOTH_ENDS = Suite(
    "shortest_path_both", "shortest_path_both(source, target) -> [(movie_id, person_id), ...], "
    "[] or None, searching from both ends", _both_cases, reference=_both(),
    arguments=_degrees_arguments, call=_degrees_call, trace=_expansions, normalise=_list_path,
    judge=_both_judge, reference_name="the search from both ends",
    diverge=_both_diverge,
    variants=[
        *[Variant("ends-only", "Your two sides only stop when one reaches the other's end (the "
                  "target, or the source): that is two breadth-first searches that never meet "
                  "in the middle, asking about far more people than needed. Test each person a "
                  "side reaches against everyone the other side has reached (`person in "
                  "other_side_reached`): that is where the two searches meet.",
                  _both(meet="ends", **switches)) for switches, _ in _BOTH_RIGHT],
        *[Variant("no-reverse", "The source's half of the path comes out backwards: following "
                  "the parents from the meeting person walks towards the source, so reverse "
                  "those steps before adding the target's half.",
                  _both(reverse=False, **switches)) for switches, _ in _BOTH_RIGHT],
        *[Variant("parent-every-route", "Your answers are those of a search whose parents are "
                  "written again every time a side meets a person, even once that side has "
                  "reached them: following such parents back can run along a later, longer "
                  "way, or round in a circle that never reaches the end (the check stops it). "
                  "Record a person's parent only the first time their side reaches them.",
                  _both(parents="latest", **switches)) for switches, _ in _BOTH_RIGHT],
        # growing the larger side, the source's on a tie, is this search too: the source's
        # layer is never smaller than the target's one person
        Variant("one-end", "Your function only ever grew the source's side: it never asked for "
                "the target's co-stars, so it ran section 4's breadth-first search from the "
                "source, which is right but not this exercise. Either there is no second side, "
                "or the rule that picks the side to grow always picks the source's: growing the "
                "larger side does that (the source's layer never has fewer people than the "
                "target's, which stays one person). Keep a frontier and reached set for each "
                "side, and grow the one whose last layer is smaller (or take turns).",
                _both(ends="source")),
        Variant("target-only", "Your function only ever grew the target's side: it never asked "
                "for the source's co-stars, so it ran a breadth-first search from the target "
                "alone. Either there is no source side, or the rule that picks the side to grow "
                "always picks the target's: growing the larger side, the target's on a tie, "
                "does that (the source's layer, one person, is never larger than the target's). "
                "Grow the side whose last layer is smaller (or take turns).",
                _both(grow="larger", tie="target")),
        Variant("person-at-a-time", "Your sides take turns one person at a time, and stop at the "
                "first meeting: then the first route found is not always a shortest one (here a "
                "four-film route is met before the three-film one). Grow the smaller side by one "
                "whole layer at a time: all the people at the same distance before the other "
                "side moves.", _both(grow="person")),
        Variant("target-half", "The target's half of the path names the wrong people: on the "
                "target's side, each person was reached from the one nearer the target, so "
                "walking from the meeting person to the target each step is (the film, the next "
                "person towards the target), not (the film, the person you are at).",
                _both(join="unflipped")),
        Variant("target-half-backwards", "The target's half of your path runs the wrong way: "
                "its steps lead from the target back to the meeting person. Following the "
                "target side's parents from the meeting person already walks towards the "
                "target: keep those steps in that order, each as (the film, the next person "
                "towards the target).", _both(join="backwards")),
        *[Variant("target-half-reversed", "The target's half of your path has the right "
                  "steps, but in reverse order: it ends with the step out of the meeting "
                  "person instead of the step to the target. Following the target side's "
                  "parents from the meeting person already walks towards the target, so keep "
                  "those steps in the order you find them: only the source's half needs "
                  "reversing.", _both(join="reversed", **switches))
          for switches, _ in _BOTH_RIGHT],
        Variant("same-person", "When source and target are the same person the answer is [] "
                "(0 steps). Handle it before the loop: a person is among their own co-stars, so "
                "the two sides meet somewhere else and return a path that goes out and back.",
                _both(same="loop")),
        Variant("empty-not-none", "Return None when the two are not connected; [] means the "
                "same person (0 degrees).", _both(none=[])),
        *[Variant("tuple-path", _TUPLE_PATH, _both(out=out, **switches))
          for out in ("tuple", "tuple-but-empty") for switches, _ in _BOTH_RIGHT],
        Variant("no-explored", "A pair that is not connected never finished: the check "
                "stopped it. The usual cause: without each side's reached people, co-stars keep "
                "adding each other back (A is B's co-star and B is A's), so a side's layer never "
                "runs empty. Keep each side's reached people and skip them.",
                _both(reached=False), part="unconnected")],
    about="The check's own casts: the small one of shortest_path's check, a second of seven "
          "people in seven films, and a third of 27 people along a chain. While a case runs, your function sees the check's "
          "neighbors_for_person in place of yours (in the check's own process: yours is not "
          "touched).")
