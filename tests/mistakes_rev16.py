"""A sixteenth reviewer's attempts (/tmp/rev16) at the self-checks of lessons 02, 03 and 08
that were passed, or given a hint naming a mistake not made, before the checks learned them;
beside right-but-unusual code the same reviewer wrote (which must keep passing).

As in :mod:`mistakes_rev14`: each cell runs in a namespace holding what the notebook had
defined by then (``PRELUDE``), and what it defines (``DEFINES``) is graded with the lesson's
bank.  The key is the mistake the report must name, and no other (a tuple: exactly those;
``()``: it fails naming none); ``None``: the check must pass.
"""

#: A right minimax_value, for the decisions.
MINIMAX_VALUE = '''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    values = [minimax_value(c, not maximizing) for c in tree]
    return max(values) if maximizing else min(values)
'''

PRELUDE = {
    "path-states": "",
    "queue-remove": "from collections import deque\n",
    "minimax": "",
    "decision": MINIMAX_VALUE,
}

#: What each check hands in: the name the notebook's cell defines.
DEFINES = {"path-states": "path_states", "queue-remove": "DequeFrontier",
           "minimax": "minimax_value", "decision": "decision"}

#: The lesson module of each check.
LESSONS = {"path-states": "frontier_loop", "queue-remove": "dfs_bfs", "minimax": "minimax",
           "decision": "minimax"}


def _minimax(max_start, min_start):
    return f'''
def minimax_value(tree, maximizing=True):
    if not isinstance(tree, list):
        return tree
    if maximizing:
        best = {max_start}
        for c in tree:
            v = minimax_value(c, False)
            if v > best: best = v
        return best
    best = {min_start}
    for c in tree:
        v = minimax_value(c, True)
        if v < best: best = v
    return best
'''


#: ``(check, the reviewer's label, the mistake(s) named or None for a pass, the cell)``.
ATTEMPTS = [
    # -- lesson 08 -----------------------------------------------------------------------------
    ("decision", "best, move = 0, 0: every losing move gives move 0", "zero-start", '''
def decision(tree):
    best, move = 0, 0
    for i, c in enumerate(tree):
        v = minimax_value(c, False)
        if v > best: best, move = v, i
    return move
'''),
    ("decision", "best, move = -1, None: None when every move loses", (), '''
def decision(tree):
    best, move = -1, None
    for i, c in enumerate(tree):
        v = minimax_value(c, False)
        if v > best: best, move = v, i
    return move
'''),
    ("decision", "best, move = -1000, 0: move 0 when every move loses by millions",
     "finite-start", '''
def decision(tree):
    best, move = -1000, 0
    for i, c in enumerate(tree):
        v = minimax_value(c, False)
        if v > best: best, move = v, i
    return move
'''),
    ("decision", "best, move = -1, 0: move 0 whenever every move loses", "zero-start", '''
def decision(tree):
    best, move = -1, 0
    for i, c in enumerate(tree):
        v = minimax_value(c, False)
        if v > best: best, move = v, i
    return move
'''),
    ("decision", "correct: best, move = 0, None, the first child always taken", None, '''
def decision(tree):
    best, move = 0, None
    for i, c in enumerate(tree):
        v = minimax_value(c, False)
        if move is None or v > best:
            best, move = v, i
    return move
'''),
    ("decision", "correct: best from -inf", None, '''
def decision(tree):
    best, move = float('-inf'), None
    for i, c in enumerate(tree):
        v = minimax_value(c, False)
        if v > best: best, move = v, i
    return move
'''),
    ("minimax", "MAX from -inf, MIN from 100", "finite-start", _minimax("float('-inf')", "100")),
    ("minimax", "MAX from -1, MIN from 100", "finite-start", _minimax("-1", "100")),
    ("minimax", "MAX from -100, MIN from 100", "finite-start", _minimax("-100", "100")),
    ("minimax", "MAX from -1000, MIN from 1000", "finite-start", _minimax("-1000", "1000")),
    ("minimax", "MAX from -1000, MIN from +inf", "finite-start",
     _minimax("-1000", "float('inf')")),
    ("minimax", "MAX from -999, MIN from 999", "finite-start", _minimax("-999", "999")),
    ("minimax", "MAX from -9999, MIN from 9999", "finite-start", _minimax("-9999", "9999")),
    ("minimax", "MAX from -10**6, MIN from 10**6", "finite-start", _minimax("-10**6", "10**6")),
    ("minimax", "MAX from -1, MIN from 1", "finite-start", _minimax("-1", "1")),
    ("minimax", "MAX from 0, MIN from 1000", "finite-start", _minimax("0", "1000")),
    ("minimax", "MAX from -12345, MIN from 12345 (a start the check does not list)", (),
     _minimax("-12345", "12345")),
    ("minimax", "MAX from 0, MIN from +inf", "zero-start", _minimax("0", "float('inf')")),
    ("minimax", "MAX from -inf, MIN from 0", "zero-start", _minimax("float('-inf')", "0")),
    ("minimax", "MAX from 0, MIN from 0", "zero-start", _minimax("0", "0")),
    ("minimax", "correct: MAX from -inf, MIN from +inf", None,
     _minimax("float('-inf')", "float('inf')")),
    ("minimax", "correct: MAX from -math.inf, MIN from math.inf", None,
     _minimax("-__import__('math').inf", "__import__('math').inf")),
]

ATTEMPTS += [
    # -- lesson 02 -----------------------------------------------------------------------------
    ("path-states", "path_cost steps, stopping at the start too", "cost-as-steps", '''
def path_states(node):
    states = [node.state]
    n = node.path_cost
    while n > 0 and node.parent is not None:
        node = node.parent
        states.append(node.state)
        n -= 1
    return list(reversed(states))
'''),
    ("path-states", "path_cost steps, past the start", "cost-as-steps", '''
def path_states(node):
    out = [node.state]
    for _ in range(int(node.path_cost)):
        node = node.parent
        out.append(node.state)
    return out[::-1]
'''),
    ("path-states", "correct: while node.parent is not None", None, '''
def path_states(node):
    states = [node.state]
    while node.parent is not None:
        node = node.parent
        states.append(node.state)
    return list(reversed(states))
'''),
]

_QUEUE_METHODS = '''
    def add(self, node):
        self.nodes.append(node)

    def remove(self):
        if not self.nodes:
            raise Exception("empty frontier")
        return self.nodes.popleft()

    def empty(self):
        return len(self.nodes) == 0
'''

ATTEMPTS += [
    # -- lesson 03 -----------------------------------------------------------------------------
    ("queue-remove", "the deque a default argument of __init__", "shared-storage", '''
class DequeFrontier:
    def __init__(self, nodes=deque()):
        self.nodes = nodes
''' + _QUEUE_METHODS),
    ("queue-remove", "the deque a class attribute", "shared-storage", '''
class DequeFrontier:
    nodes = deque()
''' + _QUEUE_METHODS),
    ("queue-remove", "correct: a default of None, a deque made in __init__", None, '''
class DequeFrontier:
    def __init__(self, nodes=None):
        self.nodes = deque() if nodes is None else nodes
''' + _QUEUE_METHODS),
]
