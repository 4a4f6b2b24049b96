"""A twenty-ninth reviewer's attempts (/tmp/rev29, lessons 15 and 16) that failed with no hint
or with a line that was not true of the code, as they wrote them, each with a second
learner-style form of the same mistake.

Same form as tests/mistakes_rev22.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 15: IDA* ---------------------------------------------------------------------------

#: The reviewer's shape: ``down`` gets g, the bound and the h to use for f.
_IDA = '''
import math
def my_idastar(problem):
    path = [problem.initial]
    def down(g, bound, hh):
        state = path[-1]
        f = g + hh
        if f > bound:
            return None, f
        if problem.is_goal(state):
            return list(path), f
        smallest = math.inf
        for _, child, cost in {KIDS}:
            if child in path:
                continue
            path.append(child)
            found, over = down({G}, bound, {H})
            path.pop()
            if found is not None:
                return found, over
            smallest = min(smallest, over)
        return None, smallest
    bound = problem.h(problem.initial)
    while True:
        found, nxt = down(0, bound, problem.h(problem.initial))
        if found is not None:
            return found
        if nxt == math.inf:
            return None
        bound = nxt
'''


def ida(kids="problem.successors(state)", g="g + cost", h="problem.h(child)"):
    """The reviewer's IDA* with one part written otherwise."""
    return _IDA.replace("{KIDS}", kids).replace("{G}", g).replace("{H}", h)


#: f computed with the h of the parent: the children are tried in successors' order.
IDA_PARENT_H = ida(h="problem.h(state)")
#: Each state's children tried the other way round, the last first.
IDA_REVERSED = ida(kids="problem.successors(state)[::-1]")
#: The children tried cheapest f first.
IDA_SORTED = ida(kids="sorted(problem.successors(state), key=lambda t: g + t[2] + "
                      "problem.h(t[1]))")

_F_IS_H = '''
import math
def my_idastar(problem):
    bound = problem.h(problem.initial)
    path = [problem.initial]
    def search(g):
        state = path[-1]
        f = problem.h(state)                 # the cost paid so far left out of f
        if f > bound:
            return f
        if problem.is_goal(state):
            return list(path)
        smallest = math.inf
        for _, child, cost in problem.successors(state):
            if child in path:
                continue
            path.append(child)
            t = search(g + cost)
            path.pop()
            if isinstance(t, list):
                return t
            smallest = min(smallest, t)
        return smallest
    while True:
        t = search(0)
        if isinstance(t, list):
            return t
        if t == math.inf:
            return None
        bound = t
'''

LESSON_15 = [
    ("idastar: right (the reviewer's)", "beyond_astar", "idastar", ida(), "my_idastar",
     "passed"),
    ("idastar: the step cost never added, down(g, ...) (the reviewer's)", "beyond_astar",
     "idastar", ida(g="g"), "my_idastar", ["no-step-cost"]),
    ("idastar: f is h(state) alone", "beyond_astar", "idastar", _F_IS_H, "my_idastar",
     ["no-step-cost"]),
    ("idastar: f with the parent's h (the reviewer's)", "beyond_astar", "idastar", IDA_PARENT_H,
     "my_idastar", []),
    ("idastar: children tried last first", "beyond_astar", "idastar", IDA_REVERSED,
     "my_idastar", []),
    ("idastar: children tried cheapest f first (the reviewer's)", "beyond_astar", "idastar",
     IDA_SORTED, "my_idastar", []),
]

# -- lesson 16: can_use ------------------------------------------------------------------------

LESSON_16 = [
    ("can-use: the value when usable, else return None (the reviewer's)", "deepening",
     "can-use", '''
def can_use(entry, depth, alpha, beta):
    searched, value, kind = entry
    if searched >= depth and (kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha)):
        return value
    return None
''', "can_use", []),
    ("can-use: True when usable, else the end of the function", "deepening", "can-use", '''
def can_use(entry, depth, alpha, beta):
    searched, value, kind = entry
    if searched >= depth:
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return True
''', "can_use", []),
]

ATTEMPTS = LESSON_15 + LESSON_16
