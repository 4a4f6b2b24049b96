"""Self-checks for lesson 02, nodes, the frontier and the loop.

In the notebook::

    from searchlib.lessons import frontier_loop as lesson
    lesson.check("expand-b", answer)            # your answer
    lesson.check("path-states", path_states)    # your function
    lesson.progress()

The exercise ``path-states`` runs ``path_states(node)`` on goal nodes built
from ``Node(state, parent, action, path_cost)`` tuples
(:data:`searchlib.checks.suites.search.PATH_STATES`) and names the usual
slips of following parents: the path left backwards, the start or the goal
left out, the nodes returned instead of their states, a loop that never
moves to the parent, repeated states dropped, and a start state that is
falsy (``0``) taken for the end of the chain.

Examples
--------
>>> def path_states(node):
...     states = []
...     while node.parent is not None:      # the mistake: stops before the start
...         states.append(node.state)
...         node = node.parent
...     return states[::-1]
>>> report = BANK.item("path-states").evaluate(path_states)
>>> report.status, report.mistakes
('failed', ['missing-start'])
"""

from ..checks import Exercise, Lesson, Question
from ..checks.suites.search import PATH_STATES

__all__ = ["BANK", "check", "progress", "questions"]


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
        labels=('frontier', 'added'),
        # the both-ways graph's states, as the notebook draws them
        among=("ABCDEF", 'a state of the both-ways graph'),
        empty=('state', 'states', 'node', 'nodes', 'added', 'goes', 'go', 'in'),
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
