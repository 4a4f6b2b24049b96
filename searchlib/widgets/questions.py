"""The questions predict mode asks, and the words it answers a pick with.

A :class:`Question` is about what comes after the step shown (``k``):
which state leaves the frontier, whether it is the goal, the f of a new
child (on IDA*: what happens to a state reached, cut off by the bound or
tested for the goal, and the next contour's bound); for game trees, the
value a node will back up, whether a node cuts (and by which test), and
the alpha and beta a child is given.
:func:`questions` lists the questions asked at one step, read from the
trace's public steps only; each question judges a pick with
:meth:`Question.judge`.

The words of a wrong pick follow two rules.  A misconception is named only
when the pick is exactly what that one mistake gives and no other mistake
in the question's catalogue gives the same pick; otherwise the words say
plainly what is true.  And the right answer is given only when another try
would tell nothing (two choices, or a second wrong pick): before that the
words say what the rule is, and the learner tries again or asks to be
shown.

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

#: Said after a wrong pick when another try is worth making.
TRY_AGAIN = "Try again, or press “show me”."


def _num(v):
    """A number as predict mode writes it: whole numbers without ``.0``, others to two
    decimals (7.67), infinities as +inf and -inf, tuples in brackets.

    Examples
    --------
    >>> _num(23 / 3), _num(4.0), _num(-math.inf), _num((1, 2.5))
    ('7.67', '4', '-inf', '(1, 2.5)')
    """
    if isinstance(v, float):
        if v == math.inf:
            return "+inf"
        if v == -math.inf:
            return "-inf"
        if v.is_integer():
            return str(int(v))
        text = f"{v:.2f}".rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    if isinstance(v, tuple):
        return "(" + ", ".join(_num(x) for x in v) + ")"
    return str(v)


def _tidy(v):
    """A choice as a question holds it: a float that is a whole number as an int, and one
    within float noise of a number with at most nine decimals as that number (a sum of
    probabilities times values gives 0.6000000000000001 for 0.6); tuples item by item.

    Examples
    --------
    >>> _tidy(0.1 * 3 + 0.3), _tidy(2.0), _tidy(23 / 3) == 23 / 3, _tidy((1.0, -math.inf))
    (0.6, 2, True, (1, -inf))
    """
    if isinstance(v, tuple):
        return tuple(_tidy(x) for x in v)
    if isinstance(v, float) and math.isfinite(v):
        near = round(v, 9)
        if abs(near - v) <= 1e-12 * max(1.0, abs(v)):
            v = near
        return int(v) if v.is_integer() else v
    return v


#: What :meth:`Question.normalise` finds for a pick that names no choice.
_NO_CHOICE = object()


def _text_key(text):
    """``text`` as picks are compared: without spaces, in lower case."""
    return "".join(str(text).split()).casefold()


def _same(a, b):
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) \
            and not isinstance(a, bool) and not isinstance(b, bool):
        return a == b or (math.isfinite(a) and math.isfinite(b) and abs(a - b) < 1e-9)
    return a == b


class Feedback:
    """What predict mode says about one pick: right or wrong, and why.

    Truthy when the pick was right.  ``text`` is the sentence shown;
    ``revealed`` tells whether it gives the right answer.
    """

    __slots__ = ("right", "text", "kind", "revealed")

    def __init__(self, right, text, kind="", revealed=True):
        self.right, self.text, self.kind, self.revealed = right, text, kind, revealed

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
    """One question about what comes next.

    Attributes
    ----------
    kind : str
        One of :data:`SEARCH_KINDS` or :data:`GAME_KINDS`.
    text : str
        The question in words.
    choices : list
        What can be picked (states, numbers, ``"yes"``/``"no"``, ...), in
        an order that says nothing about the answer (:attr:`note` says which);
        numbers as they are written (0.6, not 0.6000000000000001; 2, not 2.0).
    answer : object
        The right pick.
    labels : list of str
        How each choice is written on its button.
    note : str
        In what order the buttons are, and why.
    mask : dict or None
        For a value question (and a cut question asked with values): the
        node whose value the step shown must not show yet (``state``,
        ``label``, ``role``, ``head``; see
        :class:`~searchlib.widgets.predict.PredictStepper`).
    """

    def __init__(self, kind, text, choices, answer, explain, labels=None, right_words="",
                 note="", mask=None):
        # numbers as they are written (no float noise such as 0.6000000000000001)
        self.kind, self.text, self.answer = kind, text, _tidy(answer)
        self.choices = [_tidy(c) for c in choices]
        self.labels = labels or _labels(self.choices)
        self._explain = explain
        self._right_words = right_words
        self.note = note
        self.mask = mask

    def normalise(self, pick):
        """Map a pick given in code onto a choice; a pick that names no choice (or more than
        one) is returned as it is.

        A pick names a choice when it is the choice itself (a list for a tuple, ``True``
        and ``False`` for yes and no) or the choice or its label written as text, in any
        case and spacing ("beta", "a" for state A, "no cut"); a number names the choice
        written the same way (6.67 for 20/3).
        """
        found = self._match(pick)
        return pick if found is _NO_CHOICE else found

    def is_choice(self, pick):
        """Whether ``pick`` names exactly one of :attr:`choices` (see :meth:`normalise`)."""
        return self._match(pick) is not _NO_CHOICE

    def _match(self, pick):
        if self.kind in ("goal",) and isinstance(pick, bool):
            return "yes" if pick else "no"
        if isinstance(pick, list):
            pick = tuple(pick)
        exact = [c for c in self.choices if _same(pick, c)]
        if len(exact) == 1:
            return exact[0]
        if isinstance(pick, str):
            key = _text_key(pick)
            named = [c for c, label in zip(self.choices, self.labels)
                     if key == _text_key(label) or (isinstance(c, str) and key == _text_key(c))]
            if len(named) == 1:
                return named[0]
            try:
                number = float(pick.strip())
            except ValueError:
                return _NO_CHOICE
            return self._match(number) if math.isfinite(number) else _NO_CHOICE
        if isinstance(pick, (int, float)) and not isinstance(pick, bool):
            written = [c for c, label in zip(self.choices, self.labels) if label == _num(pick)]
            if len(written) == 1:
                return written[0]
        return _NO_CHOICE

    def refusal(self, pick):
        """The :class:`Feedback` for a pick that is not one of the choices (never scored)."""
        return Feedback(False, f"{pick!r} is not one of the choices, so nothing is scored. "
                               f"Pick one of: {' | '.join(self.labels)}.", self.kind,
                        revealed=False)

    def judge(self, pick, reveal=True):
        """Return the :class:`Feedback` for ``pick``.

        With ``reveal`` false a wrong pick's words do not give the right
        answer (they say what the rule is, and to try again).  A pick that is
        not one of the choices gets :meth:`refusal`.
        """
        if not self.is_choice(pick):
            return self.refusal(pick)
        pick = self.normalise(pick)
        if _same(pick, self.answer):
            return Feedback(True, "Right" + (f": {self._right_words}" if self._right_words
                                            else "."), self.kind)
        words = self._explain(pick, reveal)
        if not reveal:
            words += " " + TRY_AGAIN
        return Feedback(False, "No: " + words, self.kind, revealed=reveal)

    def __repr__(self):
        return f"<Question {self.kind}: {self.text} {self.labels}>"


def _label(choice):
    if isinstance(choice, (int, float, tuple)) and not isinstance(choice, bool):
        return _num(choice)
    return describe_state(choice)


def _labels(choices):
    """Button labels; numbers that would read alike when rounded keep more digits."""
    labels = [_label(c) for c in choices]
    for i, label in enumerate(labels):
        if labels.count(label) > 1 and isinstance(choices[i], float):
            labels[i] = f"{choices[i]:.6g}"
    return labels


def _by_name(states):
    """States in an order that says nothing about a search: sorted (by name, or by row and
    column for maze cells); with a note saying so."""
    try:
        ordered = sorted(states)
    except TypeError:
        ordered = sorted(states, key=describe_state)
    if all(isinstance(s, str) for s in states):
        how = "in alphabetical order"
    elif all(isinstance(s, tuple) and len(s) == 2 for s in states):
        how = "in order of row, then column"
    elif all(isinstance(s, (int, float)) for s in states):
        how = "in increasing order"
    else:
        how = "sorted by how they are written"
    return ordered, how


def questions(trace, k, kinds):
    """The questions (in the order asked) at step ``k``, about what comes after it.

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


def _search_questions(trace, k, kinds):
    now, after = trace[k], trace[k + 1]
    depth_first = trace.discipline == "depth"
    out = []
    if depth_first:
        contour = getattr(trace, "contour", False)
        if contour and after.kind == "start" and "next" in kinds:
            q = _bound_question(trace, k, after)
            if q is not None:
                out.append(q)
            return out
        entered = after.kind in ("expand", "cutoff", "goal") and after.node is not None \
            and len(after.path) > 1 and after.limit == now.limit
        if not entered:
            return out
        if "next" in kinds:
            out.append(_depth_next(trace, now, after))
        if "goal" in kinds:
            if contour:
                out.append(_contour_entry(trace, after))
            else:
                out.append(_goal_question(trace, after.state, after.kind == "goal",
                                          trace.problem, "entered"))
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
    if "f" in kinds and trace.priority is not None and after.kind == "expand" and after.added:
        q = _f_question(trace, after, after.added[0])
        if q is not None:
            out.append(q)
    return out


def _ranking(trace):
    """What orders a search's frontier: ``("fifo", None)``, ``("lifo", None)``,
    ``("g", None)`` (uniform-cost), ``("h", None)`` (greedy) or ``("f", w)`` (A*, f = g +
    w·h)."""
    if trace.discipline != "priority":
        return trace.discipline, None
    weight = getattr(trace, "weight", None)
    if weight is not None:
        return "f", weight
    return ("g", None) if trace.h is None else ("h", None)


def _formula(weight):
    return "f = g + h" if weight == 1 else f"f = g + {_num(float(weight))}·h"


def _key_words(trace):
    rank, weight = _ranking(trace)
    return {"g": "g", "h": "h"}.get(rank) or _formula(weight)


def _problem_h(trace):
    """The heuristic to reason with: the trace's, else the problem's (or None)."""
    h = trace.h if trace.h is not None else getattr(trace.problem, "h", None)
    if not callable(h):
        return None
    try:
        h(trace.problem.initial)
    except Exception:       # a problem without a heuristic says so by raising
        return None
    return h


def _unique_best(entries, key):
    """The state of the one entry with the lowest ``key``, or None on a tie."""
    if not entries:
        return None
    best = min(key(e) for e in entries)
    winners = [e for e in entries if _same(key(e), best)]
    return winners[0].state if len(winners) == 1 else None


def _frontier_next(trace, now, after):
    # stale entries (a cheaper path replaced them) are dropped, never expanded: not a pick
    frontier = [e for e in now.frontier or [] if not getattr(e, "stale", False)]
    states = list(dict.fromkeys(e.state for e in frontier))
    truth = after.state
    algorithm = trace.algorithm or "this search"
    rank, weight = _ranking(trace)
    name = describe_state
    dup = len(states) != len(frontier)
    choices, how = _by_name(states)
    entry = {e.state: e for e in frontier}          # (the last one, when a state repeats)

    def own_key(e):
        return e.f

    def tie_partners():
        te = entry.get(truth)
        if rank in ("fifo", "lifo") or te is None:
            return []
        return [e.state for e in frontier if e.state != truth and _same(own_key(e), te.f)]

    def rule():
        if rank == "fifo":
            return f"{algorithm}'s queue takes the oldest"
        if rank == "lifo":
            return f"{algorithm}'s stack takes the newest"
        tie = f" (on a tie, the {trace.ties or 'newest'} entry)"
        return f"{algorithm} takes the entry with the lowest {_key_words(trace)}{tie}"

    def why_right():
        if rank == "fifo":
            return f"{name(truth)} is the oldest entry, and {algorithm}'s queue takes the oldest"
        if rank == "lifo":
            return f"{name(truth)} is the newest entry, and {algorithm}'s stack takes the newest"
        te = entry[truth]
        partners = tie_partners()
        if partners:
            names = [name(truth)] + [name(s) for s in partners]
            together = ", ".join(names[:-1]) + " and " + names[-1]
            return (f"{together} tie at the lowest {_key_words(trace)} = "
                    f"{_num(te.f)}, and ties go to the {trace.ties or 'newest'} entry, "
                    f"{name(truth)}")
        return f"{name(truth)} has the lowest {_key_words(trace)} = {_num(te.f)}"

    def catalogue():
        """(pick, words naming the mistake) for every rule other than the search's own."""
        found = []
        if dup:
            return found
        newest = max(frontier, key=lambda e: e.arrival).state
        oldest = min(frontier, key=lambda e: e.arrival).state
        if rank != "lifo":
            found.append((newest, f"{name(newest)} is the newest entry, which a stack "
                                  "(depth-first search) takes"))
        if rank != "fifo":
            found.append((oldest, f"{name(oldest)} is the oldest entry, which a queue "
                                  "(breadth-first search) takes"))
        if rank != "g":
            s = _unique_best(frontier, lambda e: e.g)
            found.append((s, f"{name(s)} has the lowest g, which uniform-cost search takes"))
        h = _problem_h(trace)
        if h is not None:
            if rank != "h":
                s = _unique_best(frontier, lambda e: h(e.state))
                found.append((s, f"{name(s)} has the lowest h, which greedy best-first "
                                 "search takes"))
            if not (rank == "f" and weight == 1):
                s = _unique_best(frontier, lambda e: e.g + h(e.state))
                found.append((s, f"{name(s)} has the lowest g + h, which plain A* takes"))
        if rank not in ("fifo", "lifo"):
            # the same key with the other tie rule
            best = min(own_key(e) for e in frontier)
            tied = [e for e in frontier if _same(own_key(e), best)]
            if len(tied) > 1:
                other = "oldest" if (trace.ties or "newest") == "newest" else "newest"
                pick = (min if other == "oldest" else max)(tied, key=lambda e: e.arrival).state
                found.append((pick, f"{name(pick)} ties with {name(truth)} at the lowest "
                                    f"{_key_words(trace)}, but ties go to the "
                                    f"{trace.ties or 'newest'} entry, not the {other}"))
        return [(s, words) for s, words in found if s is not None and s != truth]

    def explain(pick, reveal):
        named = [words for s, words in catalogue() if s == pick]
        if len(named) == 1:
            if rank in ("fifo", "lifo"):
                return f"{named[0]}; {rule()}" + (f", {name(truth)}." if reveal else " entry.")
            if reveal:
                return f"{named[0]}; {algorithm} takes {name(truth)} ({why_right()})."
            return f"{named[0]}; {rule()}."
        if reveal:
            return f"{name(truth)} leaves next ({why_right()})."
        return f"{rule()}{' entry' if rank in ('fifo', 'lifo') else ''}."

    return Question("next", "Which state leaves the frontier next?", choices, truth, explain,
                    labels=[name(s) for s in choices],
                    right_words=f"{name(truth)} leaves next.",
                    note=f"The buttons are {how}, not in the frontier's order: where a button "
                         "sits says nothing about the answer.")


def _depth_next(trace, now, after):
    """Which state the depth-first walk enters next: the untried children on the path."""
    problem = trace.problem
    path = list(now.frontier or [])  # the current path, root first
    deepest_open = now.kind == "expand" or now.kind == "start"
    found = []
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
            if nxt not in above and nxt not in found:
                found.append(nxt)
    truth = after.state
    if truth not in found:
        found.append(truth)   # a search that refuses less than the path (avoid=None)
    parent = after.path[-2]
    choices, how = _by_name(found)
    rule = ("depth-first goes down to the first child not tried yet of the deepest node on "
            "the path that still has one (children in the order the problem lists them)")

    def explain(pick, reveal):
        if reveal:
            return (f"the walk goes down to {describe_state(truth)} next: it is the first child "
                    f"of {describe_state(parent)} not tried yet (depth-first keeps to the "
                    "deepest node that still has children to try).")
        return rule + "."

    return Question("next", "Which state does the search go down to next?", choices, truth,
                    explain, right_words=f"it goes down to {describe_state(truth)}.",
                    note=f"The buttons are {how}: where a button sits says nothing about the "
                         "answer.")


def _goal_question(trace, state, is_goal, problem, when):
    name = describe_state(state)
    goal = getattr(problem, "goal", None)
    goal_words = f" (the goal is {describe_state(goal)})" if goal is not None else ""

    def explain(pick, reveal):
        if is_goal:
            return f"{name} is the goal: the search stops here."
        return f"{name} is not the goal{goal_words}: the search goes on."

    verb = "leaves the frontier" if when == "removed" else "is entered"
    return Question("goal", f"{name} {verb}. Is it the goal?", ["yes", "no"],
                    "yes" if is_goal else "no", explain,
                    right_words=(f"{name} is the goal." if is_goal else f"{name} is not the goal."))


def _f_parts(trace, node):
    """``(g, h, f, formula)`` of an IDA* node, f as the search computes it."""
    g, h, f = node.g, trace.h(node.state), trace.priority(node)
    weight = getattr(trace, "weight", None)
    formula = _formula(weight if weight is not None else 1)
    return g, h, f, formula


def _contour_entry(trace, after):
    """What IDA* does with a child it reaches: cut off by the bound (before any goal test),
    the goal (the search stops), or expanded."""
    node, bound = after.node, after.limit
    name = describe_state(after.state)
    g, h, f, formula = _f_parts(trace, node)
    truth = {"cutoff": "cut", "goal": "goal", "expand": "expand"}[after.kind]
    is_goal = trace.problem.is_goal(after.state)
    weight = getattr(trace, "weight", None)
    sum_words = (f"f = {_num(g)} + {_num(h)} = {_num(f)}" if formula == "f = g + h"
                 else f"{formula} = {_num(g)} + {_num(float(weight))}·{_num(h)} = {_num(f)}")
    rule = (f"IDA* first compares {formula} with the bound: a state whose f is over the "
            "bound is cut off, goal or not (its goal test is never made); a state within the "
            "bound is tested for the goal, and expanded if it is not the goal")

    def true_words():
        if truth == "cut":
            words = (f"{sum_words} is over the bound {_num(bound)}, so {name} is cut off "
                     "before its goal test")
            if is_goal:
                words += (" although it is the goal: a goal beyond the bound may not be the "
                          "cheapest, and a later contour reaches it")
            return words
        if truth == "goal":
            return (f"{sum_words} is within the bound {_num(bound)} and {name} is the goal: "
                    "the search stops")
        return (f"{sum_words} is within the bound {_num(bound)} and {name} is not the goal: "
                "it is expanded")

    def explain(pick, reveal):
        if reveal:
            return true_words() + "."
        if pick == "goal" and not is_goal:
            return f"{name} is not the goal; {rule}."
        return rule + "."

    what = f"g = {_num(g)}, h = {_num(h)}" + ("" if formula == "f = g + h" else f", {formula}")
    return Question("goal", f"The search reaches {name} ({what}); this contour's bound is "
                            f"{_num(bound)}. What happens to {name}?",
                    ["cut", "goal", "expand"], truth, explain,
                    labels=["cut off by the bound", "goal test: it is the goal, the search "
                            "stops", "goal test: not the goal, it is expanded"],
                    right_words=true_words() + ".",
                    note="The buttons are always in this order.")


def _bound_question(trace, k, after):
    """The next contour's bound, asked at the last step of a contour."""
    bound, truth = trace[k].limit, after.limit
    over = []
    for j in range(k, -1, -1):
        step = trace[j]
        if step.kind == "start":
            break
        if step.kind == "cutoff" and step.node is not None:
            over.append(trace.priority(step.node))
    over.reverse()                      # in the order they were cut off
    formula = _f_parts(trace, trace[k].node)[3] if trace[k].node is not None else "f = g + h"
    choices = []
    one_more = bound + 1 if float(bound).is_integer() else None
    for v in sorted(over) + [truth, bound] + ([one_more] if one_more is not None else []):
        if not any(_same(v, c) for c in choices):
            choices.append(v)
    if len(choices) < 3:                # one more to pick from, so a first try tells something
        choices.append(max(choices) + 1)
    choices.sort()
    mistakes = [(bound, "that is this contour's bound again: the next contour would do the "
                        "same work and stop at the same places")]
    if over:
        mistakes.append((max(over), "that is the largest f that went over the bound; the next "
                                    "bound is the smallest, so that no cheaper path is "
                                    "missed"))
    if one_more is not None:
        mistakes.append((one_more, "that raises the bound by one, as iterative deepening "
                                   "raises its depth limit; IDA* jumps to the smallest f that "
                                   "went over the bound"))
    rule = (f"the next contour's bound is the smallest {formula} that went over this "
            f"contour's bound {_num(bound)}")
    seen = ", ".join(_num(v) for v in over)

    def true_words():
        return (f"the f values over the bound {_num(bound)} in this contour were {seen}; the "
                f"next bound is the smallest, {_num(truth)}")

    def explain(pick, reveal):
        named = [words for value, words in mistakes
                 if not _same(value, truth) and _same(value, pick)]
        tail = true_words() if reveal else rule
        if len(named) == 1:
            return f"{named[0]}; {tail}."
        return f"{tail}."

    return Question("next", f"The contour with bound {_num(bound)} is over. What bound does "
                            "the next contour get?", choices, truth, explain,
                    right_words=true_words() + ".",
                    note="The buttons are in increasing order.")


def _generated_goal(state, early, goal_step):
    name = describe_state(state)

    def explain(pick, reveal):
        if early:
            return (f"expanding {name} generates {describe_state(goal_step.state)}, the goal; "
                    "this search tests each child as it is generated.")
        return f"none of the children {name} generates is the goal."

    return Question("goal", f"{name} is expanded. Is the goal among the children it generates?",
                    ["yes", "no"], "yes" if early else "no", explain,
                    right_words=("the goal is generated now." if early
                                 else "no goal among them."))


def _f_question(trace, after, child):
    """f (A*), h (greedy) or g (uniform-cost) of the first child a step adds.

    The numbers come from the child's node and the expanded node themselves (a state
    may have an older, stale entry in the frontier too).
    """
    parent = after.node
    state = _node_state(child)
    rank, weight = _ranking(trace)
    h = trace.h
    g, pg = child.g, parent.g
    step_cost = g - pg
    name = describe_state(state)
    if rank == "g":
        what, truth = "g", g
        mistakes = [(pg, "that is the parent's g: add the step cost"),
                    (step_cost, "that is the last step's cost alone: g is the whole path's "
                                "cost")]
        rule = (f"g of a new child is its parent's g plus the cost of the step "
                f"({describe_state(parent.state)} has g = {_num(pg)})")
    elif rank == "h":
        what, truth = "h", h(state)
        mistakes = [(g + truth, "that is g + h, A*'s f"),
                    (g, "that is g, the path cost"),
                    (h(parent.state), "that is h of the parent, not of the new state")]
        rule = "greedy ranks a state by h alone, the estimate from that state to the goal"
    else:
        what = "f"
        hc, hp = h(state), h(parent.state)
        truth = g + weight * hc
        w = weight
        mistakes = [(hc, "you gave h alone" if w == 1 else "you gave h alone, without g or w"),
                    (g, "you gave g alone"),
                    (pg + w * hc, "g is the child's path cost, the parent's g plus the step "
                                  "cost: you used the parent's g"),
                    (step_cost + w * hc, "g is the whole path's cost: you used the last step's "
                                         "cost alone"),
                    (pg + w * hp, "that is the parent's f"),
                    (hp, "that is h of the parent")]
        if w != 1:
            mistakes += [(w * hc, "you gave w·h alone, without g"),
                         (g + hc, f"that is g + h, plain A*'s f: this search weights h "
                                  f"({_formula(w)})")]
        rule = (f"{_formula(w)}, with g the path cost to the child (its parent's g plus the "
                "step cost) and h its own estimate")

    def true_words():
        if what == "g":
            return f"g = {_num(pg)} + {_num(step_cost)} = {_num(g)}"
        if what == "h":
            return f"greedy ranks by h alone, and h({name}) = {_num(truth)}"
        if weight == 1:
            return f"f = g + h = {_num(g)} + {_num(h(state))} = {_num(truth)}"
        return (f"{_formula(weight)} = {_num(g)} + {_num(float(weight))}·{_num(h(state))} "
                f"= {_num(truth)}")

    choices = []
    for value in [truth] + [v for v, _ in mistakes]:
        if not any(_same(value, c) for c in choices):
            choices.append(value)
    choices.sort()

    def explain(pick, reveal):
        named = [words for value, words in mistakes if _same(value, pick)]
        tail = true_words() if reveal else rule
        if len(named) == 1:
            return f"{named[0]}; {tail}."
        return f"{tail}."

    parent_name = describe_state(parent.state)
    return Question("f", f"{parent_name} is expanded and adds {name}. What is {what} of {name}?",
                    choices, truth, explain, right_words=true_words() + ".",
                    note="The buttons are in increasing order.")


# -- game trees --------------------------------------------------------------------------
def _fold_parent(step):
    """The path entry of the node a leaf or backup step folds a value into (or None)."""
    if step.kind == "leaf" and len(step.path) >= 2:
        return step.path[-2]
    if step.kind == "backup" and step.path:
        return step.path[-1]
    return None


def _game_questions(trace, k, kinds):
    """The game-tree questions at step ``k``: whether the node cuts, the window a child is
    given, the value a node backs up, in that order.

    Where values are asked too, a cut question does not show the node's v (nor the bound
    its children move): it is held back, as a value question holds it, until the node's
    questions are answered.  Shown, v would give away the value a node that cuts backs up,
    asked next; held back at every cut question (not only where a value question follows),
    it tells nothing about whether the node cuts.
    """
    now, after = trace[k], trace[k + 1]
    out = []
    if "cut" in kinds and trace.prune:
        q = _cut_question(trace, k, now, after, hide="value" in kinds)
        if q is not None:
            out.append(q)
    if "window" in kinds and trace.prune and after.kind == "enter" and len(after.path) > 1:
        out.append(_window_question(trace, k, after))
    if "value" in kinds:
        q = _value_question(trace, k)
        if q is not None:
            out.append(q)
    return out


def _mask(trace, k, state, label, role):
    """What predict mode holds back at step ``k``: ``state``'s value (and the bound its
    children move), with the words that say what the step did."""
    step = trace[k]
    return {"state": state, "label": label, "role": role,
            "head": step.head if getattr(step, "head", None) else step.message}


def _fold_depth(step):
    """The depth of the node a leaf or backup step folds a value into."""
    return len(step.path) - (2 if step.kind == "leaf" else 1)


def _finish(trace, k):
    """The index of the step at which the node that step ``k`` folds a value into finishes,
    when that value is its last (it has no children left, or it cuts next); else None."""
    parent = _fold_parent(trace[k])
    if parent is None:
        return None
    depth = _fold_depth(trace[k])
    j = k + 1
    if trace[j].kind == "cut" and trace[j].state == parent.state and j + 1 < len(trace):
        j += 1                                  # it cuts, then finishes
    step = trace[j]
    if step.kind == "backup" and step.state == parent.state and step.depth == depth:
        return j
    if step.kind == "done" and step.outcome != "budget" and depth == 0:
        return j
    return None


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


def _value_question(trace, k):
    """What a node will back up, asked at the step that folds its last value in (which
    predict mode shows with that node's value held back: see ``mask``)."""
    fin = _finish(trace, k)
    if fin is None:
        return None
    step = trace[fin]
    parent = _fold_parent(trace[k])
    depth = _fold_depth(trace[k])
    if step.kind == "done":
        state, label, role, truth = parent.state, parent.label, parent.role, step.value
    else:
        state, label, role, truth = step.state, step.label, step.role, step.value
    kids = _children_values(trace, fin, state, depth)
    if not kids:
        return None
    before = None
    if k > 0:
        before = next((p for p in trace[k - 1].path if p.state == state), None)
    name = label
    values = [v for _, v in kids]
    chance = role == "CHANCE"
    tuples = isinstance(truth, tuple)
    cut = trace.prune and _was_cut(trace, fin, state, depth)
    choices = []
    for v in values + [truth]:
        if not any(_same(v, c) for c in choices):
            choices.append(v)
    against = None          # for a node that cuts: the bound it was cut against
    if cut and trace[fin - 1].kind == "cut":
        c = trace[fin - 1].cut
        against = (c.bound, c.alpha if c.bound == "alpha" else c.beta)
        if not any(_same(against[1], x) for x in choices):
            choices.append(against[1])
    plain_mean = None
    earlier = before.value if before is not None else None
    if chance and not tuples:
        plain_mean = sum(values) / len(values)
        for v in (plain_mean, max(values), min(values), earlier):
            if v is not None and not any(_same(v, c) for c in choices):
                choices.append(v)
    if not tuples:
        choices.sort()
    kid_words = ", ".join(_num(v) for v in values)
    bound = " (a bound: the rest of its children were cut)" if cut else ""

    def rule():
        if chance:
            return (f"{name} is a chance node: it backs up the probability-weighted average "
                    "of its children's values")
        if tuples:
            return (f"{name} is {role}'s node: it backs up the child tuple best for {role} "
                    "(the first such child on a tie)")
        which = "largest" if role == "MAX" else "smallest"
        return (f"{name} is a {role} node: it backs up the {which} value its children give it"
                + (" (or, if it cuts, the value it has when it cuts)" if trace.prune else ""))

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

    def catalogue(reveal):
        found = []
        last = values[-1]
        if earlier is not None and not (isinstance(earlier, float) and math.isinf(earlier)) \
                and len(values) > 1:
            found.append((earlier, f"that is {name}'s value before its last child's value "
                                   f"({_num(last)}) came in"))
        if chance and not tuples:
            found.append((plain_mean, "that is the plain average: a chance node weights each "
                                      "child by its probability"))
            found.append((max(values), "that is the largest child: a chance node averages, it "
                                       "does not choose"))
            found.append((min(values), "that is the smallest child: a chance node averages, "
                                       "it does not choose"))
            return found
        if tuples:
            me = _player_index(role)
            for p in range(len(truth)):
                best = _unique_best_tuple(values, p)
                if best is not None and p != me:
                    found.append((best, f"{_num(best)} is the best tuple for player {p + 1}, "
                                        f"but {name} is {role}'s node"))
            if me is not None:
                for v in values:
                    if not _same(v, truth) and _same(v[me], truth[me]):
                        # the child it ties with is the answer: named only when it may be
                        other = _num(truth) if reveal else "a child before it"
                        found.append((v, f"{_num(v)} ties with {other} on {role}'s "
                                         "entry, and the first such child is kept"))
            return found
        if against is not None:
            found.append((against[1], f"that is {against[0]}, the bound {name} was cut "
                                      f"against: a node that cuts backs up its own v"))
        if role in ("MAX", "MIN"):
            other = min(values) if role == "MAX" else max(values)
            opposite = "MIN" if role == "MAX" else "MAX"
            which = "smallest" if role == "MAX" else "largest"
            found.append((other, f"{_num(other)} is the {which} value, which a {opposite} node "
                                 "backs up"))
            if len(values) > 1:
                found.append((last, f"that is the last child's value alone: {name} keeps the "
                                    f"{'largest' if role == 'MAX' else 'smallest'} of all"))
        return found

    def explain(pick, reveal):
        named = [words for value, words in catalogue(reveal)
                 if not _same(value, truth) and _same(value, pick)]
        tail = true_words() if reveal else rule()
        if len(named) == 1:
            return f"{named[0]}; {tail}."
        return f"{tail}."

    if step.kind == "done":
        root = (f"the root ({role})" if name.casefold() == "root"
                else f"the root, {name} ({role}),")
        what = f"What value will {root} end with?"
    else:
        what = f"What value will {name} ({role}) back up when it is done?"
    mask = _mask(trace, k, state, name, role)
    note = ("The buttons are in the children's order." if tuples
            else "The buttons are in increasing order.")
    return Question("value", what, choices, truth, explain, right_words=true_words() + ".",
                    note=note, mask=mask)


def _player_index(role):
    digits = "".join(ch for ch in role or "" if ch.isdigit())
    if digits:
        return int(digits) - 1
    return {"MAX": 0, "MIN": 1}.get(role)


def _unique_best_tuple(values, p):
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


def _cut_question(trace, k, now, after, hide=False):
    """Whether the node step ``k`` folds a value into cuts next; with ``hide``, asked with
    its v (and the bound its children move) held back, and answered without them."""
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
    tests = {"alpha": f"v {lo} alpha", "beta": f"v {hi} beta"}
    own = {"MAX": "alpha", "MIN": "beta"}.get(role)
    if hide and own is None:
        hide = False                    # a node of no side: nothing to hold back

    def rule():
        return (f"a MIN node cuts when {tests['alpha']}, a MAX node when {tests['beta']}: "
                f"compare {name}'s v with its {'alpha' if role == 'MIN' else 'beta'}")

    def true_words():
        if hide:
            # v is held back for the question that comes next: the test without its value
            if cut is not None:
                against = cut.alpha if cut.bound == "alpha" else cut.beta
                return (f"{name}'s v {cut.op} {cut.bound} = {_num(against)}, so {name} "
                        f"({role}) cuts its remaining children")
            test = tests["beta" if role == "MAX" else "alpha"]
            return f"{name} is a {role} node and {test} does not hold for its v: no cut"
        if cut is not None:
            return (f"{cut.inequality}, so {name} ({role}) cuts its remaining children")
        if role == "MAX":
            return (f"{name} is a MAX node and v = {_num(v)} is not {hi} beta = {_num(beta)}: "
                    "no cut")
        if role == "MIN":
            return (f"{name} is a MIN node and v = {_num(v)} is not {lo} alpha = {_num(alpha)}: "
                    "no cut")
        return "no cut"

    def explain(pick, reveal):
        own = "alpha" if role == "MIN" else "beta"
        if pick in ("alpha", "beta") and pick != own and role in ("MAX", "MIN"):
            other = "MAX" if role == "MIN" else "MIN"
            words = (f"{name} is a {role} node: the test {tests[pick]} is {other} nodes'; a "
                     f"{role} node is cut only by {tests[own]}")
            if reveal:
                return f"{words} ({true_words()})."
            return f"{words}. Compare {name}'s v with its {own}."
        if not reveal:
            return rule() + "."
        if hide:
            return true_words() + "."
        if cut is not None and _same(cut.value, cut.alpha if cut.bound == "alpha" else cut.beta):
            return f"{true_words()}: a tie cuts here (the test is {cut.op})."
        if cut is None and strict and role in ("MAX", "MIN") \
                and _same(v, beta if role == "MAX" else alpha):
            return f"{true_words()}: with strict tests a tie does not cut."
        return true_words() + "."

    labels = ["no cut", f"cut by alpha (v {lo} alpha)", f"cut by beta (v {hi} beta)"]
    if hide:
        shown = {"alpha": _num(alpha), "beta": _num(beta), own: "?"}
        has = (f"now has v = ?, alpha = {shown['alpha']}, beta = {shown['beta']} (its v, and "
               f"the {own} its children move, are hidden until you answer: work v out from "
               "the values its children gave it)")
    else:
        has = f"now has v = {_num(v)}, alpha = {_num(alpha)}, beta = {_num(beta)}"
    return Question("cut", f"{name} ({role}) {has}. Does it cut its remaining children? (none: "
                           f"no cut; alpha: cut by the test v {lo} alpha, which is MIN nodes'; "
                           f"beta: cut by the test v {hi} beta, which is MAX nodes')",
                    ["none", "alpha", "beta"], truth, explain, labels=labels,
                    right_words=true_words() + ".",
                    note="The buttons are always in this order: no cut, alpha, beta.",
                    mask=_mask(trace, k, parent.state, name, role) if hide else None)


def _window_question(trace, k, after):
    child, parent = after.path[-1], after.path[-2]
    truth = (child.alpha, child.beta)
    reset = (-math.inf, math.inf)
    swapped = (truth[1], truth[0])
    entered = None          # the window the parent itself was given when it was entered
    for j in range(k, -1, -1):
        step = trace[j]
        if step.kind == "enter" and step.state == parent.state:
            entered = (step.path[-1].alpha, step.path[-1].beta)
            break
    mistakes = [(reset, "the bounds are not reset below the root: a child inherits them"),
                (swapped, "alpha and beta keep their places at every level (alpha is what MAX "
                          "can secure, beta what MIN can)")]
    if entered is not None:
        mistakes.append((entered, f"that is the window {parent.label} was given when it was "
                                  f"entered: a child gets {parent.label}'s alpha and beta as "
                                  "they are now, after what its earlier children changed"))
    choices = [truth]
    for c, _words in mistakes:
        if not any(_same(c, d) for d in choices):
            choices.append(c)
    choices.sort(key=lambda c: (c[0], c[1]))
    name = child.label

    def true_words():
        return (f"{name} starts with its parent {parent.label}'s alpha = {_num(truth[0])} and "
                f"beta = {_num(truth[1])}")

    def explain(pick, reveal):
        named = [words for value, words in mistakes
                 if not _same(value, truth) and _same(pick, value)]
        tail = true_words() if reveal else ("a child starts with its parent's alpha and beta "
                                            "as they stand when it is entered")
        if len(named) == 1:
            return f"{named[0]}; {tail}."
        return tail + "."

    return Question("window", f"{name} ({child.role}) is entered. Which alpha and beta does it "
                              "get?", choices, truth, explain,
                    labels=[f"alpha = {_num(a)}, beta = {_num(b)}" for a, b in choices],
                    right_words=true_words() + ".",
                    note="The buttons are in increasing order of alpha, then beta.")
