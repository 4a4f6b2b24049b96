"""Self-checks for lesson 01, search problems.

In the notebook::

    from searchlib.lessons import search_problems as lesson
    lesson.check("which-part", answer)   # your answer
    lesson.check("drive", Drive)         # your Problem subclass
    lesson.progress()

The exercise ``drive`` checks a learner's :class:`~searchlib.Problem`
subclass for a drive on :data:`DRIVE_MAP` by behaviour: each of the five
parts on every town, then a uniform-cost search on the class, which must
find the 9 km drive.  Each check reports the part that is wrong and the
likely reason.

Examples
--------
>>> from searchlib import Problem
>>> class Drive(Problem):
...     initial = "Home"
...     def actions(self, state):
...         return list(DRIVE_MAP[state])
...     def result(self, state, action):
...         return action
...     def is_goal(self, state):
...         return state == "Station"
...     def step_cost(self, state, action, next_state):
...         return 1                          # the mistake: every road costs 1
>>> report = BANK.item("drive").evaluate(Drive)
>>> report.status, "cost-ignores-distance" in report.mistakes
('failed', True)
"""

from ..checks import Exercise, Lesson, Question
from ..checks.budget import Budget, call_with_budget
from ..checks.runner import Case, Mistake, Suite

__all__ = ["BANK", "check", "progress", "questions"]

#: The town map of the exercise: roads in kilometres, each listed from both ends.
DRIVE_MAP = {
    "Home":    {"Bakery": 2, "School": 5},
    "Bakery":  {"Home": 2, "Park": 5, "Station": 9},
    "School":  {"Home": 5, "Park": 1},
    "Park":    {"Bakery": 5, "School": 1, "Station": 3},
    "Station": {"Bakery": 9, "Park": 3},
}
_START, _GOAL = "Home", "Station"
_BEST = ["Home", "School", "Park", "Station"]   # 9 km: the only optimal drive
_FEWEST_ROADS = ["Home", "Bakery", "Station"]   # 11 km
_ROADS = [(a, b) for a, nbrs in DRIVE_MAP.items() for b in nbrs]


# -- probes: each builds the learner's problem and asks it one part ----------------------
def _make(cls):
    return cls()


def _probe_initial(cls):
    return _make(cls).initial


def _probe_actions(cls):
    problem = _make(cls)
    return {town: list(problem.actions(town)) for town in DRIVE_MAP}


def _probe_result(cls):
    problem = _make(cls)
    return {(a, b): problem.result(a, b) for a, b in _ROADS}


def _probe_goal(cls):
    problem = _make(cls)
    return {town: problem.is_goal(town) for town in DRIVE_MAP}


def _probe_cost(cls):
    problem = _make(cls)
    return {(a, b): problem.step_cost(a, b, b) for a, b in _ROADS}


def _probe_search(cls):
    from ..search import ucs
    found = ucs(_make(cls), max_nodes=5_000)
    return {"found": found.found, "outcome": found.outcome, "states": found.states,
            "cost": found.cost}


def _run(cls, args, kwargs, budget):
    probe, = args
    return call_with_budget(probe, (cls,), budget=budget)


# -- judges ------------------------------------------------------------------------------
def _judge_initial(trial):
    if trial.kind != "value":
        return False, []
    if trial.value == _START:
        return True, []
    return False, [f"initial is {trial.value!r}; the drive starts at {_START!r}"]


def _judge_actions(trial):
    if trial.kind != "value":
        return False, []
    notes = []
    for town, got in trial.value.items():
        want = list(DRIVE_MAP[town])
        if sorted(map(repr, got)) != sorted(map(repr, want)):
            notes.append(f"actions({town!r}) gave {got!r}; the roads from {town} lead to "
                         f"{', '.join(want)}")
    return not notes, notes[:2]


def _judge_result(trial):
    if trial.kind != "value":
        return False, []
    notes = [f"result({a!r}, {b!r}) gave {got!r}; driving to {b} puts you in {b!r}"
             for (a, b), got in trial.value.items() if got != b]
    return not notes, notes[:2]


def _judge_goal(trial):
    if trial.kind != "value":
        return False, []
    notes = [f"is_goal({town!r}) gave {got!r}; it should be {town == _GOAL}"
             for town, got in trial.value.items() if bool(got) != (town == _GOAL)]
    return not notes, notes[:2]


def _judge_cost(trial):
    if trial.kind != "value":
        return False, []
    notes = [f"step_cost({a!r}, {b!r}, {b!r}) gave {got!r}; that road is "
             f"{DRIVE_MAP[a][b]} km" for (a, b), got in trial.value.items()
             if isinstance(got, bool) or got != DRIVE_MAP[a][b]]
    return not notes, notes[:2]


def _judge_search(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    if got["found"] and got["states"] == _BEST and got["cost"] == 9:
        return True, []
    if not got["found"]:
        return False, [f"the search found no drive (outcome {got['outcome']!r})"]
    return False, [f"the search returned {' -> '.join(map(str, got['states']))} at a cost of "
                   f"{got['cost']}; the cheapest drive is {' -> '.join(_BEST)}, 9 km"]


# -- recognisers -------------------------------------------------------------------------
def _values(trial):
    if trial.kind == "value" and isinstance(trial.value, dict):
        return list(trial.value.values())
    return []


def _all_items(trial, test):
    items = [item for got in _values(trial) for item in got]
    return bool(items) and all(test(item) for item in items)


def _every(trial, test):
    values = _values(trial)
    return bool(values) and all(test(v) for v in values)


def _show(value):
    """A probe's answers, compactly: ``Home->School: 5, ...``."""
    if not isinstance(value, dict):
        return repr(value)
    parts = []
    for key, got in value.items():
        name = "->".join(key) if isinstance(key, tuple) else key
        parts.append(f"{name}: {got!r}")
    text = ", ".join(parts)
    return text if len(text) <= 150 else text[:147] + "..."


def _is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


_ACTIONS_MISTAKES = [
    Mistake("actions-distances", "actions(state) returns the distances. The actions are the "
            "places a road leads to: the keys of DRIVE_MAP[state], not its values.",
            lambda t: _all_items(t, _is_number)),
    Mistake("actions-pairs", "actions(state) returns (town, distance) pairs. An action is "
            "just the town to drive to: list(DRIVE_MAP[state]).",
            lambda t: _all_items(t, lambda x: isinstance(x, tuple) and len(x) == 2)),
    Mistake("actions-every-town", "actions(state) returns every town on the map. Only the "
            "towns a road from `state` leads to are actions there: DRIVE_MAP[state].",
            lambda t: _every(t, lambda got: sorted(map(str, got)) == sorted(DRIVE_MAP))),
    Mistake("actions-letters", "actions(state) came back as single letters: it returned one "
            "string, which Python reads letter by letter. Return a list of town names.",
            lambda t: _all_items(t, lambda x: isinstance(x, str) and len(x) == 1)),
    Mistake("actions-include-self", "actions(state) includes the town you are in. Staying put "
            "is not a road: list only the neighbours.",
            lambda t: t.kind == "value" and all(town in got for town, got in t.value.items())),
    Mistake("actions-endless", "actions(state) never returned: it looks like an endless loop. "
            "It only has to look the neighbours up: list(DRIVE_MAP[state]).",
            lambda t: t.kind == "budget"),
]

_RESULT_MISTAKES = [
    Mistake("result-stays", "result(state, action) returns the town you were in, so the "
            "drive never moves. It should return the town the action leads to: the action.",
            lambda t: t.kind == "value" and all(got == a for (a, _), got in t.value.items())),
    Mistake("result-distance", "result(state, action) returns a distance. The transition "
            "model returns a state (a town), not a cost; the cost is step_cost's job.",
            lambda t: _every(t, _is_number)),
]

_GOAL_MISTAKES = [
    Mistake("goal-is-start", "is_goal is true at Home: it compares with the start. The goal "
            "test asks whether `state` is the Station.",
            lambda t: t.kind == "value" and bool(t.value.get(_START))
            and not bool(t.value.get(_GOAL))),
    Mistake("goal-never", "is_goal is never true, not even at the Station. Compare the state "
            "itself with 'Station' (check the spelling and the capital S).",
            lambda t: t.kind == "value" and not any(map(bool, _values(t)))),
    Mistake("goal-always", "is_goal is true everywhere: it should be true only for the "
            "Station.",
            lambda t: _every(t, bool)),
]

_COST_MISTAKES = [
    Mistake("cost-ignores-distance", "Every road costs 1 in your problem: step_cost ignores "
            "the distances. The path cost of a drive is its length in kilometres: "
            "DRIVE_MAP[state][next_state].",
            lambda t: _every(t, lambda got: got == 1)),
    Mistake("cost-whole-row", "step_cost returns the whole row DRIVE_MAP[state] (a dict). "
            "Index it with the town you drive to: DRIVE_MAP[state][next_state].",
            lambda t: _every(t, lambda got: isinstance(got, dict))),
]

_SEARCH_MISTAKES = [
    Mistake("search-fewest-roads", "The search returned the drive with the fewest roads "
            "(Home, Bakery, Station: 11 km). It cannot see kilometres: check step_cost.",
            lambda t: t.kind == "value" and t.value["states"] == _FEWEST_ROADS),
]


def _drive_cases():
    budget = Budget(lines=200_000, seconds=3)
    return [
        Case("the initial state", (_probe_initial,), given="Drive().initial",
             shown=repr(_START), judge=_judge_initial, budget=budget,
             mistakes=[Mistake("initial-unset", "initial is still the stub's `...`: set "
                               "`initial = 'Home'` in the class.",
                               lambda t: t.value is ...),
                       Mistake("initial-is-goal", "That is the goal. The initial state is "
                               "where the drive starts: 'Home'.",
                               lambda t: t.value == _GOAL)]),
        Case("actions in every town", (_probe_actions,), given="actions(town) for each town",
             shown="the towns a road leads to, e.g. actions('Home') -> ['Bakery', 'School']",
             judge=_judge_actions, mistakes=_ACTIONS_MISTAKES, budget=budget),
        Case("the transition model", (_probe_result,),
             given="result(town, neighbour) for every road",
             shown="the neighbour, e.g. result('Home', 'School') -> 'School'",
             judge=_judge_result, mistakes=_RESULT_MISTAKES, budget=budget),
        Case("the goal test", (_probe_goal,), given="is_goal(town) for each town",
             shown="True for 'Station' only", judge=_judge_goal, mistakes=_GOAL_MISTAKES,
             budget=budget),
        Case("the step cost", (_probe_cost,), given="step_cost(town, nbr, nbr) for every road",
             shown="the road's length, e.g. step_cost('Home', 'School', 'School') -> 5",
             judge=_judge_cost, mistakes=_COST_MISTAKES, budget=budget),
        Case("a search on your problem", (_probe_search,), given="ucs(Drive())",
             shown="Home -> School -> Park -> Station, 9 km", judge=_judge_search,
             mistakes=_SEARCH_MISTAKES, budget=budget),
    ]


#: Suite for the ``drive`` exercise: a Problem subclass for the drive on DRIVE_MAP.
DRIVE = Suite("drive", "class Drive(Problem): initial, actions, result, is_goal, step_cost",
              _drive_cases, call=_run, stub_methods=(), show=_show,
              about="The check makes your problem with Drive() and asks each part about "
                    "every town and road of DRIVE_MAP, then runs a uniform-cost search on it.")


#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("search_problems", "Search problems", [
    # -- questions: generated with searchlib.checks.author (begin) --
    Question(
        'which-part', 'choice',
        prompt=('In the 8-puzzle the blank cannot move up from the top row. Which of the five '
                'parts says so?'),
        answers=['e0876b773c477227fcf1'],
        hints={
            '05513d1466f5f3164c57':
                ('The transition model says where an action leads once it is taken. Whether '
                 "'up' may be taken at all in a state is decided before that: by the list "
                 'actions(s) returns.'),
            '2547d2cd3fd99d0122e9':
                ('The goal test only says whether a state is finished; it says nothing about '
                 'which moves are allowed.'),
            'adc61cc4929255b45986':
                ('The path cost prices moves that are allowed; it does not forbid any.'),
            '90e1dd874932c64945e1':
                ('The initial state is one particular board; the rule holds in every state '
                 'whose blank is in the top row.'),
        },
        options=('initial state', 'actions', 'transition model', 'goal test', 'path cost'),
        synonyms={
            'action': 'actions',
            'actions(s)': 'actions',
            'actions(state)': 'actions',
            'transition': 'transition model',
            'result': 'transition model',
            'result(s, a)': 'transition model',
            'goal': 'goal test',
            'is_goal': 'goal test',
            'cost': 'path cost',
            'step cost': 'path cost',
            'step_cost': 'path cost',
            'initial': 'initial state',
            'start': 'initial state',
        },
    ),
    Question(
        'fifteen-states', 'int',
        prompt='How many states can be reached from a 15-puzzle position?',
        answers=['a30a82aad1cb3c9391a6'],
        hints={
            '686d71889066de7e5aa6':
                ('That is 16!, every arrangement of the sixteen squares. As on the 8-puzzle, '
                 'only half of them can be reached from a given start.'),
            '0ca431bb875664397861':
                ('That is 15!. The blank is a symbol too: sixteen squares hold fifteen tiles '
                 'and the blank, 16! ways. Then halve it.'),
            '63b36d777d1106f09407':
                'That is 15!/2. The blank counts as a symbol: start from 16!.',
            '82f385acb132c450731e':
                ("That is the 8-puzzle's count, 9!/2. The 15-puzzle has sixteen squares."),
        },
        hint=('Count the ways to place sixteen symbols (fifteen tiles and the blank) in '
              'sixteen squares, then take the half that can be reached.'),
    ),
    Question(
        'friend-route', 'choice',
        prompt=('Ashby, Brook, Delph uses the fewest roads. Optimal solution, solution, or not '
                'a solution?'),
        answers=['781e52a4349679debe09'],
        hints={
            'e81317f6a5e16fb3de89':
                ('Fewest roads is not the measure here: the path cost is kilometres. Add up '
                 'Ashby-Brook and Brook-Delph and compare with the table of routes.'),
            '7af8a4007010a10c4d81':
                ('It starts at Ashby, ends at Delph and uses only roads on the map: that is '
                 'exactly what a solution is.'),
        },
        options=('optimal', 'solution', 'not a solution'),
        synonyms={
            'optimal solution': 'optimal',
            'an optimal solution': 'optimal',
            'a solution': 'solution',
            'solution but not optimal': 'solution',
            'a solution but not optimal': 'solution',
            'not optimal': 'solution',
            'suboptimal': 'solution',
            'none': 'not a solution',
            'no': 'not a solution',
        },
    ),
    # -- questions: generated with searchlib.checks.author (end) --
    Exercise("drive", DRIVE,
             prompt="Write the drive from Home to the Station on DRIVE_MAP as a Problem "
                    "subclass: initial, actions, result, is_goal, step_cost."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
