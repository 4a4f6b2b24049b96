"""Self-checks for lesson 02, nodes, the frontier and the loop.

In the notebook::

    from searchlib.lessons import frontier_loop as lesson
    lesson.check("expand-b", answer)            # your answer
    lesson.check("path-states", path_states)    # your function
    lesson.progress()

The exercise ``path-states`` runs ``path_states(node)`` on goal nodes built
from :data:`Node` (``state, parent, action, path_cost``) and recognises the
usual slips of following parents: the path left backwards, the start or the
goal left out, the nodes returned instead of their states, a loop that
never moves to the parent, repeated states dropped, and a start state that
is falsy (``0``) taken for the end of the chain.

Examples
--------
>>> def path_states(node):
...     states = []
...     while node.parent is not None:      # the mistake: stops before the start
...         states.append(node.state)
...         node = node.parent
...     return states[::-1]
>>> report = BANK.item("path-states").evaluate(path_states)
>>> report.status, report.mistakes[:1]
('failed', ['missing-start'])
"""

from collections import namedtuple

from ..checks import Exercise, Lesson, Question
from ..checks.budget import Budget
from ..checks.report import a_value
from ..checks.runner import Case, Mistake, Pattern, Suite

__all__ = ["BANK", "check", "progress", "questions"]

#: A search node as lesson 02 writes it.
Node = namedtuple("Node", ["state", "parent", "action", "path_cost"])


def chain(states, actions=None, costs=None):
    """The goal node of a route through ``states`` (each node's parent the one before).

    Examples
    --------
    >>> goal = chain(["A", "B", "C"])
    >>> goal.state, goal.parent.state, goal.parent.parent.parent
    ('C', 'B', None)
    """
    node = None
    total = 0
    for k, state in enumerate(states):
        action = None if k == 0 else (actions[k - 1] if actions else state)
        total += 0 if k == 0 else (costs[k - 1] if costs else 1)
        node = Node(state, node, action, total)
    return node


#: The routes of the suite: (label, states, actions or None, tags).
ROUTES = [
    ("the demo graph's route A, B, C, E", ["A", "B", "C", "E"], None, ()),
    ("the start is already the goal", ["A"], None, {"single"}),
    ("a campus route of 4 steps", ["Gate", "Reception", "Office", "Hall", "Lab2"], None, ()),
    ("a maze route: states are (row, column) cells", [(5, 1), (4, 1), (3, 1), (2, 1), (1, 1)],
     ["up", "up", "up", "up"], ()),
    ("a route that passes A twice (no explored set)", ["A", "B", "A", "B", "C"], None,
     {"repeats"}),
    ("a counting route whose start state is 0", [0, 1, 3, 5], ["+1", "+2", "+2"], {"falsy"}),
]

_REVERSED = ("The states are backwards: following parents walks from the goal to the start. "
             "Reverse the list before returning it (states.reverse() or states[::-1]).")
_NO_START = ("The start is missing: the loop stopped at the node whose parent is None without "
             "adding it. Loop while the node itself is not None (`while node is not None:`), "
             "not while it has a parent.")
_NO_GOAL = ("The goal is missing: the path should end with the goal node's own state. Start "
            "from the node you were given, not from its parent.")
_SINGLE = ("When the start is the goal, the route is that one node: the answer is [start]. "
           "Include the node you were given even when it has no parent.")
_NODES = "Return the states (node.state), not the nodes themselves."
_ACTIONS = ("Those are the actions (node.action). The exercise asks for the states, "
            "start first.")
_ENDLESS = ("It never finished: inside the loop, move to the parent (node = node.parent), "
            "or the loop looks at the same node for ever.")
_DEDUP = ("A state can appear twice on a route (a loop without an explored set makes such "
          "routes). Keep every node's state; do not skip repeats or use a set.")
_FALSY = ("The start state is 0 here, and 0 counts as false in Python. Test the node "
          "(`while node is not None:`), not the truth of its state.")


def _dedup(states):
    seen, out = set(), []
    for s in states:
        if s not in seen:
            seen.add(s)
            out.append(s)
    return out


def _as_list(value):
    return list(value) if isinstance(value, (list, tuple)) else None


def _mistakes(states, actions):
    want = list(states)
    acts = list(actions) if actions else want[1:]

    def got(t):
        return _as_list(t.value) if t.kind == "value" else None

    return [
        Mistake("endless", _ENDLESS, lambda t: t.kind == "budget"),
        Mistake("nodes-not-states", _NODES,
                lambda t: bool(got(t)) and all(isinstance(x, Node) for x in got(t))),
        Mistake("reversed", _REVERSED,
                lambda t: len(want) > 1 and got(t) == want[::-1]),
        Mistake("single-empty", _SINGLE, lambda t: len(want) == 1 and got(t) == []),
        Mistake("missing-start", _NO_START,
                lambda t: len(want) > 1 and got(t) in (want[1:], want[1:][::-1])),
        Mistake("missing-goal", _NO_GOAL,
                lambda t: len(want) > 1 and got(t) in (want[:-1], want[:-1][::-1])),
        Mistake("actions-not-states", _ACTIONS,
                lambda t: len(want) > 1
                and got(t) in (acts, acts[::-1], [None] + acts, (acts + [None])[::-1])),
        Mistake("dropped-repeats", _DEDUP,
                lambda t: _dedup(want) != want and got(t) in (_dedup(want), _dedup(want)[::-1])),
    ]


def _judge(states):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        value = _as_list(trial.value)
        if value is None:
            if trial.value is None:
                return False, ["it returned None: return the list you built"]
            return False, [f"it returned {a_value(trial.value)}, not a list of states"]
        return value == list(states), []
    return judge


def _cases():
    out = []
    for label, states, actions, tags in ROUTES:
        goal = chain(states, actions)
        out.append(Case(label, (goal,), expected=list(states),
                        given=f"the goal node of the route {' -> '.join(map(str, states))}",
                        judge=_judge(states), mistakes=_mistakes(states, actions), tags=tags,
                        budget=Budget(lines=20_000, seconds=2)))
    return out


def _only_falsy_start(trials):
    """Every route passes but the one starting at state 0, which lost its start."""
    bad = [t for t in trials.values() if not t.ok]
    if len(bad) != 1 or "falsy" not in bad[0].case.tags or bad[0].kind != "value":
        return False
    want = bad[0].case.expected
    return _as_list(bad[0].value) in (want[1:], want[1:][::-1])


#: Suite for ``path_states(node)``: the states from the start to ``node``.
PATH_STATES = Suite("path_states", "path_states(node) -> list of states, start first",
                    _cases, patterns=[Pattern("falsy-start", _FALSY, _only_falsy_start)],
                    about="Each case hands your function the goal node of a route built from "
                          "Node(state, parent, action, path_cost) tuples.")


#: The questions and exercises of the lesson, in the order the notebook asks them.
BANK = Lesson("frontier_loop", "Nodes, the frontier and the loop", [
    # -- questions: generated with searchlib.checks.author (begin) --
    Question(
        'expand-b', 'set',
        prompt=('Both-ways graph, explored set on: which states go into the frontier when B is '
                'expanded?'),
        answers=['d5fea7f8ddc90e1321f2'],
        hints={
            'e2e016d054a911a4a36c':
                ('A was taken out and expanded before B, so it is in the explored set: the '
                 'loop does not add it again. That one check is the whole fix.'),
            'f54850afa9b7980aa0f9':
                ('A is the one state B leads to that must NOT be added: it is explored '
                 "already. What about B's other neighbours?"),
            '6b4ac2f05eec9dd08753':
                ('B is the node being expanded; its children are the states its arrows lead '
                 'to.'),
            '727e8969751a58c4d710':
                ("Only B's own children are added when B is expanded; E and F come later, from "
                 'C and D.'),
        },
        hint=("B's arrows lead to C, D and A. For each, ask: is it explored, or already in the "
              'frontier?'),
        count='b2f369f1a1971e877426',
        letters=True,
    ),
    Question(
        'oldest-first', 'choice',
        prompt=('Oldest node first, no explored set, both-ways graph: does the loop cycle for '
                'ever or reach E?'),
        answers=['f2e6d6e70a4ca7db4673'],
        hints={
            '8ffe1bb22ff1f1ff1c07':
                ('Write the frontier down, oldest first. After B is expanded it holds C, D, A: '
                 'which of them comes out next, and what does it add?'),
        },
        options=('cycles', 'reaches E'),
        synonyms={
            'reaches': 'reaches E',
            'reach e': 'reaches E',
            'it reaches e': 'reaches E',
            'finds e': 'reaches E',
            'e': 'reaches E',
            'cycle': 'cycles',
            'cycles for ever': 'cycles',
            'loops': 'cycles',
            'forever': 'cycles',
            'for ever': 'cycles',
        },
    ),
    # -- questions: generated with searchlib.checks.author (end) --
    Exercise("path-states", PATH_STATES,
             prompt="Write path_states(node): follow the parents back from a goal node and "
                    "return the states from the start to it."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
