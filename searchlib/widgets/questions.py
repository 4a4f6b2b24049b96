"""The questions predict mode asks, and the words it answers a pick with.

A :class:`Question` is about the move from the step shown (``k``) to the
next one (``k + 1``): which state leaves the frontier, whether it is the
goal, the f of a new child; for game trees, the value a node backs up,
whether a node cuts (and by which test), and the alpha and beta a child is
given.  :func:`questions` lists the questions of one move, read from the
trace's public steps only; each question judges a pick with
:meth:`Question.judge`.

A wrong pick is explained by naming a misconception only when the pick is
exactly what that misconception gives and nothing else we know of gives
it ("that is the newest entry: a stack takes it"); otherwise the words
say plainly what is true and why.

Examples
--------
>>> from searchlib import GraphProblem, bfs
>>> demo = GraphProblem({"S": ["A", "B"], "A": ["C"], "B": ["D"]}, "S", "D")
>>> trace = bfs(demo, goal_test="removed", trace=True).trace
>>> q, = questions(trace, 2, ("next",))
>>> q.text, q.choices, q.answer
('Which state leaves the frontier next?', ['B', 'C'], 'B')
>>> print(q.judge("C").text)  # doctest: +NORMALIZE_WHITESPACE
No: C is the newest entry, which a stack (depth-first search) takes;
BFS's queue takes the oldest, B.
"""

import math

from ..search.trace import describe_state

__all__ = ["Question", "Feedback", "questions", "SEARCH_KINDS", "GAME_KINDS"]

#: What predict mode can ask of a search, the first asked by default.
SEARCH_KINDS = ("next", "goal", "f")
#: What predict mode can ask of a game tree, the first asked by default.
GAME_KINDS = ("value", "cut", "window")


def _num(v):
    if isinstance(v, float):
        if v == math.inf:
            return "+inf"
        if v == -math.inf:
            return "-inf"
        return str(int(v)) if v.is_integer() else f"{v:g}"
    if isinstance(v, tuple):
        return "(" + ", ".join(_num(x) for x in v) + ")"
    return str(v)


def _same(a, b):
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) \
            and not isinstance(a, bool) and not isinstance(b, bool):
        return a == b or (math.isfinite(a) and math.isfinite(b) and abs(a - b) < 1e-9)
    return a == b


class Feedback:
    """What predict mode says about one pick: right or wrong, and why.

    Truthy when the pick was right.  ``text`` is the sentence shown.
    """

    __slots__ = ("right", "text", "kind")

    def __init__(self, right, text, kind=""):
        self.right, self.text, self.kind = right, text, kind

    def __bool__(self):
        return self.right

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<Feedback {'right' if self.right else 'wrong'}: {self.text}>"

    def _repr_html_(self):
        colour = "#1a7f37" if self.right else "#cf222e"
        import html
        return f'<span style="color:{colour}">{html.escape(self.text)}</span>'


class Question:
    """One question about the next step.

    Attributes
    ----------
    kind : str
        One of :data:`SEARCH_KINDS` or :data:`GAME_KINDS`.
    text : str
        The question in words.
    choices : list
        What can be picked (states, numbers, ``"yes"``/``"no"``, ...).
    answer : object
        The right pick.
    labels : list of str
        How each choice is written on its button.
    """

    def __init__(self, kind, text, choices, answer, explain, labels=None, right_words=""):
        self.kind, self.text, self.answer = kind, text, answer
        self.choices = list(choices)
        self.labels = labels or [_label(c) for c in self.choices]
        self._explain = explain
        self._right_words = right_words

    def normalise(self, pick):
        """Map a pick given in code (``True``, a label) onto one of the choices."""
        if self.kind in ("goal",) and isinstance(pick, bool):
            return "yes" if pick else "no"
        for choice, label in zip(self.choices, self.labels):
            if _same(pick, choice) or (isinstance(pick, str) and pick == label):
                return choice
        if isinstance(pick, list):
            return self.normalise(tuple(pick))
        return pick

    def judge(self, pick):
        """Return the :class:`Feedback` for ``pick``."""
        pick = self.normalise(pick)
        if _same(pick, self.answer):
            return Feedback(True, "Right" + (f": {self._right_words}" if self._right_words
                                            else "."), self.kind)
        return Feedback(False, "No: " + self._explain(pick), self.kind)

    def __repr__(self):
        return f"<Question {self.kind}: {self.text} {self.labels}>"


def _label(choice):
    if isinstance(choice, (int, float, tuple)) and not isinstance(choice, bool):
        return _num(choice)
    return describe_state(choice)


def questions(trace, k, kinds):
    """The questions (in the order asked) about the move from step ``k`` to ``k + 1``.

    Parameters
    ----------
    trace : Trace or GameTrace
        The trace stepped through.
    k : int
        The step shown.
    kinds : tuple of str
        The kinds asked (see :data:`SEARCH_KINDS`, :data:`GAME_KINDS`).

    A question with a single possible pick is not asked.
    """
    if k + 1 >= len(trace):
        return []
    game = hasattr(trace, "game")
    found = (_game_questions if game else _search_questions)(trace, k, kinds)
    return [q for q in found if len(q.choices) > 1]


# -- search ---------------------------------------------------------------------------
def _node_state(node):
    return node.state if hasattr(node, "state") else node[0]


def _entry(frontier, state):
    found = [e for e in frontier if e.state == state]
    return found[-1] if found else None


def _search_questions(trace, k, kinds):
    now, after = trace[k], trace[k + 1]
    depth_first = trace.discipline == "depth"
    out = []
    if depth_first:
        entered = after.kind in ("expand", "cutoff", "goal") and after.node is not None \
            and len(after.path) > 1 and after.limit == now.limit
        if not entered:
            return out
        if "next" in kinds:
            out.append(_depth_next(trace, now, after))
        if "goal" in kinds:
            out.append(_goal_question(trace, after.state, after.kind == "goal", trace.problem,
                                      "entered"))
        return out
    removal = after.kind == "expand" or (after.kind == "goal" and not after.early)
    if not removal:
        return out
    if "next" in kinds:
        out.append(_frontier_next(trace, now, after))
    if "goal" in kinds:
        if trace.goal_test == "generated":
            early = k + 2 < len(trace) and trace[k + 2].kind == "goal" and trace[k + 2].early
            out.append(_generated_goal(after.state, early, trace[k + 2] if early else None))
        else:
            out.append(_goal_question(trace, after.state, after.kind == "goal", trace.problem,
                                      "removed"))
    if "f" in kinds and trace.priority is not None and after.kind == "expand":
        fresh = [n for n in after.added]
        if fresh:
            q = _f_question(trace, now, after, fresh[0])
            if q is not None:
                out.append(q)
    return out


def _ages(trace, k, frontier):
    """``{state: age}`` for the frontier at step ``k``: 0 the newest, larger older.

    Read from the steps' ``added`` lists backwards; the root is the oldest.
    """
    wanted = {e.state for e in frontier}
    age, count = {}, 0
    for j in range(k, -1, -1):
        if len(age) == len(wanted):
            break
        for node in reversed(trace[j].added or []):
            s = _node_state(node)
            if s in wanted and s not in age:
                age[s] = count
                count += 1
    for s in wanted:
        age.setdefault(s, count)
    return age


def _unique_min(entries, key):
    best = min(key(e) for e in entries)
    winners = [e for e in entries if _same(key(e), best)]
    return winners[0].state if len(winners) == 1 else None


def _frontier_next(trace, now, after):
    # stale entries (a cheaper path replaced them) are dropped, never expanded: not a pick
    frontier = [e for e in now.frontier or [] if not getattr(e, "stale", False)]
    states = [e.state for e in frontier]
    truth = after.state
    order = trace.discipline
    algorithm = trace.algorithm or "this search"
    dup = len(set(states)) != len(states)

    def why_right():
        name = describe_state(truth)
        if order == "fifo":
            return f"{name} is the oldest entry, and {algorithm}'s queue takes the oldest"
        if order == "lifo":
            return f"{name} is the newest entry, and {algorithm}'s stack takes the newest"
        e = _entry(frontier, truth)
        return f"{describe_state(truth)} has the lowest {_priority_name(trace, e)} = {_num(e.f)}"

    def explain(pick):
        if pick not in states:
            return (f"{describe_state(pick)} is not in the frontier; "
                    f"{describe_state(truth)} leaves next ({why_right()}).")
        if dup:
            return f"{describe_state(truth)} leaves next ({why_right()})."
        # the entries' ages, newest 0: from the table's order, or read back from the steps
        if order == "fifo":
            age = {s: len(states) - 1 - i for i, s in enumerate(states)}
        elif order == "lifo":
            age = {s: i for i, s in enumerate(states)}
        else:
            age = _ages(trace, now.index, frontier)
        newest = min(states, key=lambda s: age[s])
        oldest = max(states, key=lambda s: age[s])
        rules = {}   # the rules that would have taken ``pick``, in words
        if pick == newest and order != "lifo":
            rules["stack"] = (f"{describe_state(pick)} is the newest entry, which a stack "
                              "(depth-first search) takes")
        if pick == oldest and order != "fifo":
            rules["queue"] = (f"{describe_state(pick)} is the oldest entry, which a queue "
                              "(breadth-first search) takes")
        if trace.h is not None and all(e.h is not None for e in frontier):
            h_only = _unique_min(frontier, lambda e: e.h)
            g_plus_h = _unique_min(frontier, lambda e: e.g + e.h)
            if pick == h_only and not _is_greedy(trace, frontier):
                rules["h"] = (f"{describe_state(pick)} has the lowest h alone, which greedy "
                              "best-first search takes")
            if pick == g_plus_h and not _is_astar(trace, frontier):
                rules["g+h"] = f"{describe_state(pick)} has the lowest g + h, which plain A* takes"
        if order == "priority" and _unique_min(frontier, lambda e: e.g) == pick \
                and not all(e.f is not None and _same(e.f, e.g) for e in frontier):
            rules["g"] = (f"{describe_state(pick)} has the lowest g, which uniform-cost "
                          "search takes")
        if order == "priority":
            pe, te = _entry(frontier, pick), _entry(frontier, truth)
            if pe is not None and te is not None and _same(pe.f, te.f):
                rules = {"tie": (f"{describe_state(pick)} and {describe_state(truth)} tie at "
                                 f"{_priority_name(trace, te)} = {_num(te.f)}, and ties go to "
                                 f"the {trace.ties} entry, {describe_state(truth)}")}
                return rules["tie"] + "."
        if len(rules) == 1:
            (words,) = rules.values()
            if order in ("fifo", "lifo"):
                rest = why_right().split(", and ", 1)[1]
                return f"{words}; {rest}, {describe_state(truth)}."
            return f"{words}; {algorithm} takes {describe_state(truth)} ({why_right()})."
        return f"{describe_state(truth)} leaves next ({why_right()})."

    return Question("next", "Which state leaves the frontier next?", states, truth, explain,
                    labels=[describe_state(s) for s in states],
                    right_words=f"{describe_state(truth)} leaves next.")


def _is_greedy(trace, frontier):
    return all(_same(e.f, e.h) for e in frontier)


def _is_astar(trace, frontier):
    return all(_same(e.f, e.g + e.h) for e in frontier)


def _priority_name(trace, entry):
    if trace.h is None or entry is None or entry.h is None:
        return "g"
    if _same(entry.f, entry.h) and not _same(entry.f, entry.g + entry.h):
        return "h"
    if _same(entry.f, entry.g + entry.h):
        return "f = g + h"
    return "f"


def _depth_next(trace, now, after):
    """Which state the depth-first walk enters next: the untried children on the path."""
    problem = trace.problem
    path = list(now.frontier or [])  # the current path, root first
    deepest_open = now.kind == "expand" or now.kind == "start"
    choices = []
    for i in range(len(path) - 1, -1, -1):
        entry = path[i]
        if i == len(path) - 1 and not deepest_open:
            continue
        kids = problem.successors(entry.state)
        actions = [a for a, _, _ in kids]
        if i + 1 < len(path):
            tried = path[i + 1].action
            start = actions.index(tried) + 1 if tried in actions else len(actions)
        else:
            start = 0
        above = {p.state for p in path[:i + 1]}
        for _a, nxt, _c in kids[start:]:
            if nxt not in above and nxt not in choices:
                choices.append(nxt)
    truth = after.state
    if truth not in choices:
        choices.append(truth)   # a search that refuses less than the path (avoid=None)
    parent = after.path[-2]

    def explain(pick):
        return (f"the walk goes down to {describe_state(truth)} next: it is the first child of "
                f"{describe_state(parent)} not tried yet (depth-first keeps to the deepest "
                "node that still has children to try).")

    return Question("next", "Which state does the search go down to next?", choices, truth,
                    explain, right_words=f"it goes down to {describe_state(truth)}.")


def _goal_question(trace, state, is_goal, problem, when):
    name = describe_state(state)
    goal = getattr(problem, "goal", None)
    goal_words = f" (the goal is {describe_state(goal)})" if goal is not None else ""

    def explain(pick):
        if is_goal:
            return f"{name} is the goal: the search stops here."
        return f"{name} is not the goal{goal_words}: the search goes on."

    verb = "leaves the frontier" if when == "removed" else "is entered"
    return Question("goal", f"{name} {verb}. Is it the goal?", ["yes", "no"],
                    "yes" if is_goal else "no", explain,
                    right_words=(f"{name} is the goal." if is_goal else f"{name} is not the goal."))


def _generated_goal(state, early, goal_step):
    name = describe_state(state)

    def explain(pick):
        if early:
            return (f"expanding {name} generates {describe_state(goal_step.state)}, the goal; "
                    "this search tests each child as it is generated.")
        return f"none of the children {name} generates is the goal."

    return Question("goal", f"{name} is expanded. Is the goal among the children it generates?",
                    ["yes", "no"], "yes" if early else "no", explain,
                    right_words=("the goal is generated now." if early
                                 else "no goal among them."))


def _f_question(trace, now, after, child):
    state = _node_state(child)
    entry = _entry(after.frontier or [], state)
    parent = _entry(now.frontier or [], after.state)
    if entry is None or parent is None or entry.f is None:
        return None
    f, g, h = entry.f, entry.g, entry.h
    step_cost = g - parent.g
    name = describe_state(state)
    if h is None:
        what, wrongs = "g", {parent.g: "that is the parent's g: add the step cost",
                             step_cost: "that is the last step's cost alone: g is the whole "
                                        "path's cost"}
    elif _same(f, h) and not _same(f, g + h):
        what, wrongs = "h", {g + h: "that is g + h, A*'s f: greedy ranks by h alone",
                             g: "that is g, the path cost: greedy ranks by h alone"}
    else:
        what = "f"
        wrongs = {h: "f = g + h: you gave h", g: "f = g + h: you gave g",
                  parent.g + h: ("g is the child's path cost, the parent's g plus the step "
                                 "cost: you used the parent's g"),
                  parent.f: "that is the parent's f"}
        if not _same(f, g + h):
            wrongs[g + h] = (f"that is g + h; this search weights h "
                             f"(f = g + {_num((f - g) / h) if h else 'w'}·h)")
    explained = {}
    for value, words in wrongs.items():
        if _same(value, f):
            continue
        key = next((v for v in explained if _same(v, value)), value)
        explained.setdefault(key, []).append(words)
    choices = sorted({f, *explained}, key=lambda v: (v, str(v)))
    choices = [c for i, c in enumerate(choices) if not any(_same(c, d) for d in choices[:i])]

    def true_words():
        if what == "g":
            return f"g = {_num(parent.g)} + {_num(step_cost)} = {_num(g)}"
        if what == "h":
            return f"h({name}) = {_num(h)}"
        if _same(f, g + h):
            return f"f = g + h = {_num(g)} + {_num(h)} = {_num(f)}"
        return f"f = {_num(f)} (g = {_num(g)}, h = {_num(h)})"

    def explain(pick):
        for value, words in explained.items():
            if _same(value, pick) and len(words) == 1:
                return f"{words[0]}; {true_words()}."
        return f"{true_words()}."

    parent_name = describe_state(after.state)
    return Question("f", f"{parent_name} is expanded and adds {name}. What is {what} of {name}?",
                    choices, f, explain, right_words=true_words() + ".")


# -- game trees --------------------------------------------------------------------------
def _fold_parent(step):
    """The path entry of the node a leaf or backup step folds a value into (or None)."""
    if step.kind == "leaf" and len(step.path) >= 2:
        return step.path[-2]
    if step.kind == "backup" and step.path:
        return step.path[-1]
    return None


def _game_questions(trace, k, kinds):
    now, after = trace[k], trace[k + 1]
    out = []
    if "cut" in kinds and trace.prune:
        q = _cut_question(trace, now, after)
        if q is not None:
            out.append(q)
    if "window" in kinds and trace.prune and after.kind == "enter" and len(after.path) > 1:
        out.append(_window_question(after))
    if "value" in kinds and (after.kind == "backup"
                             or (after.kind == "done" and after.outcome != "budget")):
        q = _value_question(trace, k + 1, after)
        if q is not None:
            out.append(q)
    return out


def _children_values(trace, index, node_state, node_depth):
    """``[(label, value)]`` of what was folded into the node finishing at step ``index``."""
    found = []
    for j in range(index - 1, -1, -1):
        step = trace[j]
        if step.kind == "enter" and step.state == node_state and step.depth == node_depth:
            break
        if step.kind in ("leaf", "backup") and step.depth == node_depth + 1:
            parent = _fold_parent(step)
            if parent is not None and parent.state == node_state:
                found.append((step.label, step.value))
    found.reverse()
    return found


def _value_question(trace, index, step):
    depth = step.depth or 0
    kids = _children_values(trace, index, step.state, depth)
    if not kids:
        return None
    truth = step.value
    role = step.role
    name = step.label
    values = [v for _, v in kids]
    chance = role == "CHANCE"
    tuples = isinstance(truth, tuple)
    choices = []
    for v in values + [truth]:
        if not any(_same(v, c) for c in choices):
            choices.append(v)
    plain_mean = None
    if chance and not tuples:
        plain_mean = sum(values) / len(values)
        for v in (plain_mean, max(values), min(values)):
            if not any(_same(v, c) for c in choices):
                choices.append(v)
    if not tuples:
        choices.sort()
    kid_words = ", ".join(_num(v) for v in values)
    bound = ""
    if trace.prune and _was_cut(trace, index, step.state, depth):
        bound = " (a bound: the rest of its children were cut)"

    def true_words():
        if chance:
            return (f"{name} is a chance node: it backs up the probability-weighted average "
                    f"of its children ({kid_words}), {_num(truth)}")
        if tuples:
            return (f"{name} is {role}'s node: it backs up the child tuple best for {role}, "
                    f"{_num(truth)} (the first such child on a tie)")
        which = "largest" if role == "MAX" else "smallest"
        return (f"{name} is a {role} node: it backs up the {which} of the values it saw "
                f"({kid_words}), {_num(truth)}{bound}")

    def explain(pick):
        if chance and not tuples:
            named = []
            if plain_mean is not None and _same(pick, plain_mean) \
                    and not _same(plain_mean, truth):
                named.append("that is the plain average: a chance node weights each child "
                             "by its probability")
            if _same(pick, max(values)):
                named.append("that is the largest child: a chance node averages, it does not "
                             "choose")
            if _same(pick, min(values)):
                named.append("that is the smallest child: a chance node averages, it does not "
                             "choose")
            if len(named) == 1:
                return f"{named[0]}; {true_words()}."
            return true_words() + "."
        if tuples:
            owners = [p for p in range(len(truth)) if _unique_best(values, p) is not None
                      and _same(_unique_best(values, p), pick)]
            me = _player_index(role)
            if me is not None and pick in values and not _same(pick, truth) \
                    and _same(pick[me], truth[me]):
                return (f"{_num(pick)} ties with {_num(truth)} on {role}'s entry; the first "
                        f"such child is kept, {_num(truth)}.")
            if len(owners) == 1 and owners[0] != me:
                return (f"{_num(pick)} is the best tuple for player {owners[0] + 1}, but "
                        f"{true_words()}.")
            return true_words() + "."
        other = min(values) if role == "MAX" else max(values)
        if _same(pick, other) and not _same(other, truth) and role in ("MAX", "MIN"):
            opposite = "MIN" if role == "MAX" else "MAX"
            which = "smallest" if role == "MAX" else "largest"
            return (f"{_num(pick)} is the {which} value, which a {opposite} node backs up; "
                    f"{true_words()}.")
        return true_words() + "."

    what = "What value does the root end with?" if step.kind == "done" else \
        f"{name} ({role}) is done. What value does it back up?"
    return Question("value", what, choices, truth, explain, right_words=true_words() + ".")


def _player_index(role):
    digits = "".join(ch for ch in role or "" if ch.isdigit())
    if digits:
        return int(digits) - 1
    return {"MAX": 0, "MIN": 1}.get(role)


def _unique_best(values, p):
    best = max(v[p] for v in values)
    winners = [v for v in values if _same(v[p], best)]
    return winners[0] if len(winners) == 1 else None


def _was_cut(trace, index, state, depth):
    for j in range(index - 1, -1, -1):
        step = trace[j]
        if step.kind == "cut" and step.state == state:
            return True
        if step.kind == "enter" and step.state == state and step.depth == depth:
            return False
    return False


def _cut_question(trace, now, after):
    parent = _fold_parent(now)
    if parent is None:
        return None
    if after.kind in ("backup",) and after.state == parent.state:
        return None       # the parent had no children left: nothing to cut
    if after.kind == "done":
        return None
    cut = after.cut if after.kind == "cut" and after.state == parent.state else None
    truth = cut.bound if cut is not None else "none"
    role = parent.role
    v, alpha, beta = parent.value, parent.alpha, parent.beta
    strict = trace.strict
    hi, lo = (">", "<") if strict else (">=", "<=")
    name = parent.label

    def true_words():
        if cut is not None:
            return (f"{cut.inequality}, so {name} ({role}) cuts its remaining children")
        if role == "MAX":
            return (f"{name} is a MAX node and v = {_num(v)} is not {hi} beta = {_num(beta)}: "
                    "no cut")
        if role == "MIN":
            return (f"{name} is a MIN node and v = {_num(v)} is not {lo} alpha = {_num(alpha)}: "
                    "no cut")
        return "no cut"

    def explain(pick):
        if cut is not None and pick in ("alpha", "beta"):
            test = "v <= alpha" if cut.bound == "alpha" else "v >= beta"
            return (f"{name} is a {role} node, and a {role} node is cut by the test {test} "
                    f"({cut.inequality}); the other test belongs to "
                    f"{'MAX' if role == 'MIN' else 'MIN'} nodes.")
        if cut is not None and _same(cut.value, cut.alpha if cut.bound == "alpha" else cut.beta):
            return f"{true_words()}: a tie cuts here (the test is {cut.op})."
        if cut is None and strict and role in ("MAX", "MIN") \
                and _same(v, beta if role == "MAX" else alpha):
            return f"{true_words()}: with strict tests a tie does not cut."
        return true_words() + "."

    labels = ["no cut", "cut by alpha (v <= alpha)", "cut by beta (v >= beta)"]
    if strict:
        labels = ["no cut", "cut by alpha (v < alpha)", "cut by beta (v > beta)"]
    return Question("cut", f"{name} ({role}) now has v = {_num(v)}, alpha = {_num(alpha)}, "
                           f"beta = {_num(beta)}. Does it cut its remaining children?",
                    ["none", "alpha", "beta"], truth, explain, labels=labels,
                    right_words=true_words() + ".")


def _window_question(after):
    child, parent = after.path[-1], after.path[-2]
    truth = (child.alpha, child.beta)
    reset = (-math.inf, math.inf)
    swapped = (truth[1], truth[0])
    choices = [truth]
    for c in (reset, swapped):
        if not any(_same(c, d) for d in choices):
            choices.append(c)
    choices.sort(key=lambda c: (c[0], c[1]))
    name = child.label

    def true_words():
        return (f"{name} starts with its parent {parent.label}'s alpha = {_num(truth[0])} and "
                f"beta = {_num(truth[1])}")

    def explain(pick):
        named = []
        if _same(pick, reset) and not _same(reset, truth):
            named.append("the bounds are not reset below the root: a child inherits them")
        if _same(pick, swapped) and not _same(swapped, truth):
            named.append("alpha and beta keep their places at every level (alpha is what MAX "
                         "can secure, beta what MIN can)")
        if len(named) == 1:
            return f"{named[0]}; {true_words()}."
        return true_words() + "."

    return Question("window", f"{name} ({child.role}) is entered. Which alpha and beta does it "
                              "get?", choices, truth, explain,
                    labels=[f"alpha = {_num(a)}, beta = {_num(b)}" for a, b in choices],
                    right_words=true_words() + ".")
