"""The drill kinds: how each draws an instance, asks, answers and explains.

A kind is a function ``seed -> Task``.  A :class:`Task` holds the instance,
the question (with its tie rule), the right answer computed by the
library, how to read an answer written as text, the traced search to
explain with, and the words for answers that match a known mistake
exactly (only then is the mistake named).

Examples
--------
>>> task = KINDS["minimax-value"](3)
>>> task.answer, task.parse("4"), task.parse(" 6. ")
(6, 4, 6)
>>> task.parse("4,6")        # a whole number is asked: 4.6, or 4 and 6?
Traceback (most recent call last):
...
searchlib.drills.kinds.Unreadable: 4,6 is not a whole number written in digits
>>> read = KINDS["expectimax-value"](3).parse  # an average may be a decimal
>>> read("6.5"), read("9/2")
(6.5, 4.5)
>>> read("6,5")            # 6.5, or 6 and 5?
Traceback (most recent call last):
...
searchlib.drills.kinds.Unreadable: the comma in 6,5 can be a decimal comma (6.5) or separate two numbers (6 and 5)
"""

import math
import random
import re

from ..checks.answers import comma_doubt, label_of, unit_dropped, unlabelled, word_beside
from ..checks.normalise import DOUBT, NotAnAnswer, dash_parts, to_number
from ..checks.readers import player_entries
from ..games.algorithms import alphabeta, expectimax, maxn, minimax
from ..problems.graph import GraphProblem
from ..search.algorithms import astar, bfs, dfs, dls, greedy, idastar, run, ucs
from ..search.core import frontier_search
from ..search.node import Stats
from .instances import (
    chance_tree, maxn_tree, minimax_tree, pruning_tree, small_graph, small_maze,
)
from .parting import leaf_parting, maxn_value, tie_parting

__all__ = ["KINDS", "Task", "LESSONS", "Unreadable", "UCBQuestion"]

_ADDED = "Neighbours are added in alphabetical order."

#: What each search does with a state it has reached before: exactly the library's rule.
_REACHED = {
    "BFS": "A state already reached (waiting in the frontier or expanded) is not added again.",
    "DFS": "A state already reached (waiting in the frontier or expanded) is not added again.",
    "UCS": ("A state already reached is added again only by a cheaper path (a lower g); its "
            "old entry, if still waiting, is then dropped when it comes out, and not listed "
            "(costs are positive, so this never happens to a state already expanded). Among equal g the "
            "entry added most recently leaves first."),
    "greedy": ("A state already reached (waiting in the frontier or expanded) is never added "
               "again, not even by a cheaper path. Among equal h the entry added most recently "
               "leaves first."),
    "A*": ("A state already reached is added again only by a cheaper path (a lower g); its "
           "old entry, if still waiting, is then dropped when it comes out, and not listed "
           "({why}, so this "
           "never happens to a state already expanded). Among equal f the entry added most "
           "recently leaves first."),
}


def _rules(name, why="h is consistent"):
    return _REACHED[name].format(why=why)


class Task:
    """One drill question: instance, words, answer, reading and explaining."""

    def __init__(self, *, instance, question, answer, parse, run, mistakes=(), compare=None,
                 diverge=None, numbers=None, form="", example=False, practice=("next",),
                 also=(), labels=(), units=None, before=None, first=None, words=()):
        self.instance = instance
        self.question = question
        self.answer = answer
        self.parse = parse
        self.run = run                  # () -> traced result, for the stepper
        self.mistakes = list(mistakes)  # (answer a mistake gives, words naming it)
        self.compare = compare or (lambda a, b: a == b)
        self.diverge = diverge          # answer -> the step before it parts ways, or None
        self.numbers = numbers          # what the picture writes by each state ("h")
        self.form = form                # how an answer is written, for "could not read"
        self.example = example          # whether the question shows an example answer
        self.practice = practice        # what the explaining stepper asks (predict mode)
        self.also = set(also)           # words named first when several mistakes fit
        # labels that name what is asked ("leaves: 5 10"); "answer" names it on every question
        self.labels = tuple(labels) + _ANSWER_LABELS
        self.units = units              # for a number: the words naming what it counts
        self.before = before            # another way of writing it, read first (or None)
        # words naming a mistake -> what is said of it before the answer is given (words that
        # would give the answer away wait for the second wrong answer)
        self.first = dict(first or {})
        self.words = tuple(words)       # the answer's own words ("lower: ..." is no label)

    def names_answer(self, label):
        """Whether what stands before a colon is one of the answer's own words, not a label
        ("lower: its value reached beta")."""
        return any(word in label.casefold() for word in self.words)

    def read(self, answer):
        """Read an answer as :attr:`parse` does, after leaving out a label that names what
        is asked ("leaves: 5 10", "value = 7") and a unit that names what is counted ("20
        states"), as the lessons' answer checks do.  A label or a word beside a number that
        names something else is refused, naming it; an answer that denies or doubts ("not
        7", "7?", "maybe 7") is left to :attr:`parse`, which cannot read it.

        >>> task = KINDS["expanded-count"](0)
        >>> task.read("20 states"), task.read("expanded: 20"), task.read(" Count = 20 nodes.")
        (20, 20, 20)
        >>> task.read("answer: 20"), task.read("20 cells"), task.read("20 states expanded")
        (20, 20, 20)
        >>> for text in ("20 moves", "value: 20", "not 20", "20 states visited"):
        ...     try:
        ...         task.read(text)
        ...     except Unreadable as error:
        ...         print(error, "|", error.advice)
        ...     except ValueError:
        ...         print("not read")
        the question counts states, not 'moves' | Give the number alone (20).
        it begins with the label 'value', which is not what this question asks for | Leave \
the label out and write a whole number, in digits.
        not read
        words stand beside the number ('states visited') | Give the number alone (20).
        """
        if self.before is not None:
            try:
                answer = self.before(answer)
            except NotAnAnswer as error:
                raise Unreadable("", advice=str(error)[0].upper() + str(error)[1:] + ".") \
                    from None
        if not isinstance(answer, str):
            return self.parse(answer)
        # words that deny or doubt: a label or a word is not guessed at (the parse refuses)
        doubt = DOUBT.search(answer.casefold()) is not None
        said = _ANSWER_IS.match(answer)         # "the answer is S A G": what is asked
        if said:
            answer = answer[said.end():]
        if self.labels:
            label = label_of(answer)
            # "value: 6", and "value 6" where a number or a bracket follows the label
            rest = unlabelled(answer, self.labels, bare=True)
            if label is not None and rest is answer and not doubt and \
                    not self.names_answer(label[0]):
                raise Unreadable(f"it begins with the label {label[0]!r}, which is not what "
                                 "this question asks for",
                                 advice=f"Leave the label out and write {self.form}.")
            answer = rest
        if self.units is not None:
            plain = unit_dropped(answer, self.units)
            beside = word_beside(answer) if plain is answer and not doubt else None
            if beside is not None and self._reads(beside[0]):
                number, word = beside
                raise Unreadable(f"the question counts {self.units[0]}, not {word!r}"
                                 if self.units else f"a word stands beside the number ({word!r})",
                                 advice=f"Give the number alone ({number}).")
            if plain is answer and not doubt:
                words = _WORDS_BESIDE.fullmatch(answer)
                if words is not None and self._reads(words.group(1)):
                    raise Unreadable(f"words stand beside the number ({words.group(2)!r})",
                                     advice=f"Give the number alone ({words.group(1)}).")
            answer = plain
        return self.parse(answer)

    def _reads(self, text):
        try:
            self.parse(text)
        except (TypeError, ValueError, ArithmeticError):
            return False
        return True


#: the labels every question reads ("answer: 12"), and "the answer is 12"
_ANSWER_LABELS = ("answer", "my answer", "the answer", "final answer")
_ANSWER_IS = re.compile(r"\s*(?:the\s+|my\s+)?answer\s+is\b\s*:?\s*(?=\S)", re.IGNORECASE)
#: a number followed by several words ("12 states visited")
_WORDS_BESIDE = re.compile(r"\s*([+-]?\d\S*)\s+([^\W\d_]+(?:\s+[^\W\d_]+)+)\s*\.?\s*")


# -- reading answers ------------------------------------------------------------------
_ARROWS = ("->", "→", "⟶", "=>", ">", "—", "–")


def _tokens(text, *, dashes=False, dots=False):
    """Split an answer written as text: spaces, commas, semicolons, brackets, quotes and
    arrows separate; with ``dashes`` a hyphen does too, with ``dots`` a full stop."""
    for arrow in _ARROWS:
        text = text.replace(arrow, " ")
    for ch in "[](){},;'\"" + ("-" if dashes else "") + ("." if dots else ""):
        text = text.replace(ch, " ")
    return [t for t in text.split() if t]


def _empty_item(text):
    """Refuse (not score) a list written with an empty item between two separators ("S, ,
    G", "5;; 12"): it is not read as if the gap were not there."""
    for arrow in _ARROWS:
        text = text.replace(arrow, ",")
    if re.search(r"[,;]\s*[,;]", text):
        raise Unreadable("an item between two separators is empty")


def _spell_out(tokens, names):
    """Tokens, with one that runs names together ("SACG") split into those names."""
    out = []
    for t in tokens:
        if t not in names and len(t) > 1 and all(ch in names for ch in t):
            out.extend(t)
        else:
            out.append(t)
    return out


def _states_reader(names):
    """A reader of lists of states named by single letters (S, A, ..., G)."""
    names = set(names)

    def read(answer):
        if answer is None or isinstance(answer, (int, float)):
            raise TypeError("not a list of states")
        if isinstance(answer, str):
            _empty_item(answer)
            tokens = [t.upper() for t in _tokens(answer.strip().rstrip("."), dashes=True,
                                                 dots=True)]
            tokens = _spell_out(tokens, names)
        else:
            if isinstance(answer, (set, frozenset, dict)):
                raise Unreadable("it has no order")
            tokens = [a.upper() if isinstance(a, str) else a for a in answer]
            odd = [a for a in tokens if not isinstance(a, (str, int, float))]
            if odd:                         # a list inside the list: not a state
                raise Unreadable(f"{odd[0]!r} is not a state of this graph")
        if not tokens:
            raise ValueError("no states")
        return tokens
    return read


def _path_reader(problem):
    """:func:`_states_reader`, refusing (not scoring) a list that cannot be a path a search
    returns from S to G: one that does not begin at S or end at G, has a step that is no arc
    of the graph, or holds a state twice (a search's path never does)."""
    names = problem.adjacency
    read_states = _states_reader(names)
    start, goal = problem.initial, problem.goal
    advice = f"Write a path from {start} to G along the arcs of the graph, each state once."

    def read(answer):
        mine = read_states(answer)
        if not all(isinstance(s, str) and s in names for s in mine):
            return mine                 # a state the graph does not have: named later
        if mine[0] != start:
            raise Unreadable(f"a path from {start} to {goal} begins at {start}, and yours "
                             f"begins at {mine[0]}", advice=advice)
        twice = next((s for i, s in enumerate(mine) if s in mine[:i]), None)
        if twice is not None:
            raise Unreadable(f"it holds {twice} twice, and a path a search returns never "
                             "visits a state twice", advice=advice)
        if mine[-1] != goal:
            raise Unreadable(f"a path from {start} to {goal} ends at {goal}, and yours ends at "
                             f"{mine[-1]}", advice=advice)
        step = next(((a, b) for a, b in zip(mine, mine[1:]) if b not in names[a]), None)
        if step is not None:
            raise Unreadable(f"no arc joins {step[0]} and {step[1]}", advice=advice)
        return mine
    return read


def _order_reader(problem, *, once, what):
    """:func:`_states_reader` for an order of states, refusing (not scoring) what the question
    rules out: a list that does not begin at S, one that goes on after G (the search stops
    there), and, with ``once``, a state listed twice (``what`` says why it cannot be)."""
    names = problem.adjacency
    read_states = _states_reader(names)
    start, goal = problem.initial, problem.goal

    def read(answer):
        mine = read_states(answer)
        if not all(isinstance(s, str) and s in names for s in mine):
            return mine                 # a state the graph does not have: named later
        if mine[0] != start:
            raise Unreadable(f"the search begins at {start}, so {start} comes first, and your "
                             f"list begins at {mine[0]}")
        if goal in mine[:-1]:
            raise Unreadable(f"your list goes on after {goal}, and the search stops at {goal}")
        twice = next((s for i, s in enumerate(mine) if s in mine[:i]), None)
        if once and twice is not None:
            raise Unreadable(f"it holds {twice} twice, and {what}")
        return mine
    return read


def _number(answer):
    """One number: 7, 4.5 or 9/2; never inf or nan.  A comma is read as the lessons read
    it (:func:`~searchlib.checks.normalise.to_number`, then
    :func:`~searchlib.checks.answers.comma_doubt`): "4,6" (4.6, or 4 and 6?) and "1,500"
    (1.5 or 1500?) are asked about, not guessed; "1,000,000" is a million."""
    if answer is None or isinstance(answer, bool):
        raise TypeError("not a number")
    if isinstance(answer, str):
        text = answer.strip().rstrip(".").strip()
        if "," in text:
            text = _comma(text)
        if "/" in text:
            top, bottom = text.split("/", 1)
            if float(bottom) == 0:
                raise ValueError("division by zero")
            value = float(top) / float(bottom)
        else:
            value = float(text)
    elif isinstance(answer, (int, float)):
        value = float(answer)
    else:
        raise TypeError("not a number")
    if not math.isfinite(value):
        raise ValueError("not a finite number")
    return int(value) if value.is_integer() else value


def _plain(number):
    """A number as a learner writes it: 1000000, not 1e+06."""
    return str(int(number)) if float(number).is_integer() else f"{number:g}"


def _comma(text):
    """``text`` without its commas between thousands ("1,000,000"); refused (not scored)
    where the lessons would ask what its comma means."""
    pair = re.fullmatch(r"\s*([+-]?\d+)\s*,\s*(\d+)\s*", text)
    try:
        to_number(text)
    except NotAnAnswer:
        if pair:
            whole, part = pair.groups()
            raise Unreadable(f"the comma in {text} can be a decimal comma ({whole}.{part}) or "
                             f"separate two numbers ({whole} and {part})",
                             advice=f"For a decimal, write a point: {whole}.{part}.") from None
        raise ValueError(text) from None
    doubt = comma_doubt(text, "number")
    if doubt is not None:
        raise Unreadable("", advice=doubt)
    return text.replace(",", "")


def _whole(answer):
    """One whole number written in digits, for a question that asks for one: 4,6 (a decimal
    comma or two numbers?), 1e1 and 4.5 cannot be meant and are refused, not scored."""
    text = answer.strip().rstrip(".").strip() if isinstance(answer, str) else None
    try:
        value = _number(answer)
    except Unreadable:          # "4,6", "1,500": no whole number as written
        raise Unreadable(f"{text} is not a whole number written in digits") from None
    if text is not None and not re.fullmatch(r"[-+]?\d+(\.0+)?", text):
        raise Unreadable(f"{text} is not a whole number written in digits")
    if not isinstance(value, int):
        raise Unreadable(f"{value:g} is not a whole number")
    return value


def _whole_within(values=None, most=None, what="", advice=None):
    """:func:`_whole`, refusing (not scoring) a number that cannot be the answer: one not in
    ``values``, or one below 0 or above ``most``; ``what`` says why (``{}``: the number),
    ``advice`` what can be the answer."""
    def read(answer):
        value = _whole(answer)
        if (values is not None and value not in values) or (
                most is not None and not 0 <= value <= most):
            raise Unreadable(what.format(value), advice=advice)
        return value
    return read


def _leaves_reader(tree):
    """Leaf values in order; a value that is no leaf of ``tree`` is refused, not scored, and
    so is a value listed twice (the drills' trees have distinct leaf values, as
    :func:`~searchlib.drills.instances.pruning_tree` makes them, and a leaf is evaluated
    once at most)."""
    values = [tree.utility(s, "max") for s in tree.subtree(tree.initial) if tree.terminal(s)]
    assert len(set(values)) == len(values), "the leaf values must be all different"

    def read(answer):
        mine = _numbers(answer)
        odd = [v for v in mine if v not in values]
        if odd:
            raise Unreadable(f"{odd[0]:g} is not a leaf value of this tree",
                             advice="List only values the tree's leaves have, in the order "
                                    "they are evaluated.")
        twice = next((v for i, v in enumerate(mine) if v in mine[:i]), None)
        if twice is not None:
            raise Unreadable(f"it lists {twice:g} twice, and the leaf values are all different: "
                             "each leaf is evaluated once at most",
                             advice="List each leaf's value once, in the order the leaves are "
                                    "evaluated.")
        return mine
    return read


def _numbers(answer):
    """Numbers in order, written as a list or as text ("5, 10, 2", "5-10-2": a hyphen that
    parts two numbers, or begins one, is read as :func:`~searchlib.checks.normalise.dash_parts`
    reads it; "5 -10" and "5--10", a minus sign or a dash, cannot be read)."""
    if answer is None:
        raise TypeError("not a list of numbers")
    if isinstance(answer, str):
        _empty_item(answer)
        try:        # "5-10-2", "5 - 10": a dash parts the numbers, as the lessons read it
            apart = dash_parts(answer.strip().rstrip("."))
        except NotAnAnswer as error:                # "5 -10": a minus sign, or a dash?
            reason, advice = str(error).split(": ", 1)
            raise Unreadable(reason, advice=advice[0].upper() + advice[1:] + ".") from None
        text = answer if apart is None else ", ".join(apart)
        values = [_number(t.rstrip(".")) for t in _tokens(text)]
    else:
        values = [_number(a) for a in answer]
    if not values:
        raise ValueError("no numbers")
    return values


def _tuple_of(size):
    def read(answer):
        values = _numbers(answer)
        if len(values) != size:
            raise ValueError(f"{size} numbers needed")
        return tuple(values)
    return read


class Unreadable(ValueError):
    """An answer that cannot be read, or cannot be meant; the message says why, in the
    learner's words.  ``advice``, when given, says what to write instead (in place of the
    question's form: a learner who wrote 99 where 99 cannot be the count is not told to
    write a whole number)."""

    def __init__(self, reason, advice=None):
        super().__init__(reason)
        self.advice = advice


#: how an answer to "which arcs are pruned" says that nothing is: one of these words ("no",
#: "none", "nothing", "-"), alone or with only words such as "arcs", "cut", "is" ("no cut",
#: "no arcs are pruned", "nothing is cut")
_NONE_WORDS = {"none", "nothing", "no", "-"}
_NONE_FILLER = {"arc", "arcs", "cut", "cuts", "pruned", "pruning", "is", "are", "get", "gets"}


def _says_none(tokens):
    return bool(_NONE_WORDS.intersection(tokens)) and set(tokens) <= _NONE_WORDS | _NONE_FILLER


def _run_of(token, labels):
    """Whether ``token`` is arc letters written together, as a list of arcs is written:
    each letter an arc, none twice, in alphabetical order ("gu"; not "and", "cut", "ug")."""
    return (len(token) > 1 and token not in labels and all(ch in labels for ch in token)
            and list(token) == sorted(set(token)))


def _arcs_reader(labels):
    """A reader of a set of arcs named by single letters.

    Arcs are tokens separated by spaces, commas or "and".  An answer that is only arc
    letters written together in alphabetical order, each once ("gu"), is read as those
    arcs too; nothing else is split into letters, so no word is read as arcs (the "and"
    of "g and u" is not the arcs a, n, d, and "cut" is not c, u, t).

    >>> read = _arcs_reader("abcdefghijklmnopqrstu")          # the arcs a to u
    >>> sorted(read("g and u")), sorted(read("G, U.")), sorted(read("gu")), read("none")
    (['g', 'u'], ['g', 'u'], ['g', 'u'], set())
    >>> read("no"), read("no cut"), read("No arcs are pruned."), sorted(read("n o"))
    (set(), set(), set(), ['n', 'o'])
    >>> for text in ("arcs g and u", "g u none", "and", "cut"):
    ...     try:
    ...         read(text)
    ...     except ValueError as error:
    ...         print(error)
    arcs is not an arc of this tree (each arc is one letter)
    it names arcs and also none
    no arcs named
    cut is not an arc of this tree (each arc is one letter)
    """
    labels = {str(x).lower() for x in labels}

    def read(answer):
        if answer is None:
            raise TypeError("not a list of arcs")
        if isinstance(answer, str):
            tokens = [t.lower() for t in _tokens(answer.strip().rstrip("."), dots=True)]
            if _says_none(tokens):
                return set()
            words = [t for t in tokens if t not in ("and", "&", "+")]
            if not tokens:
                raise ValueError("nothing written")
            if not words:
                raise Unreadable("no arcs named")
            if len(words) == 1 and _run_of(words[0], labels):
                words = list(words[0])             # letters written together: "gu"
            tokens = words
        else:
            tokens = [str(a).lower() for a in answer]
        if any(t in ("none", "nothing") for t in tokens) and len(tokens) > 1:
            raise Unreadable("it names arcs and also none")
        strange = [t for t in tokens if t not in labels]
        if strange:
            odd = strange[0]
            if isinstance(odd, str) and len(odd) > 1 and all(ch in labels for ch in odd):
                raise Unreadable(f"{odd} is not an arc of this tree (each arc is one "
                                 "letter)")
            raise Unreadable(f"{odd} is not an arc of this tree")
        return set(tokens)
    return read


def _close(a, b):
    try:
        return abs(float(a) - float(b)) < 1e-6
    except (TypeError, ValueError):
        return False


# -- search kinds -------------------------------------------------------------------------
def _removed(result):
    """States in the order they left the frontier, the goal last (if found)."""
    order = list(result.trace.explored_order)
    if result.found:
        order.append(result.states[-1])
    return order


def _first_difference(mine, theirs):
    for i, (a, b) in enumerate(zip(mine, theirs)):
        if a != b:
            return i
    return min(len(mine), len(theirs))


def _order_step(result, position):
    """The step just before the ``position``-th removal (what the frontier held then)."""
    trace = result.trace
    seen = -1
    for step in trace:
        if step.kind == "expand" or (step.kind == "goal" and not step.early):
            seen += 1
            if seen == position:
                return max(0, step.index - 1)
    return len(trace) - 1


#: What an answer may be labelled with ("BFS order: S A B G"): the names of each search
_NAMES = {"BFS": ("bfs", "breadth first", "breadth first search"),
          "DFS": ("dfs", "depth first", "depth first search"),
          "UCS": ("ucs", "uniform cost", "uniform cost search"),
          "greedy": ("greedy", "greedy best first", "greedy best first search", "best first"),
          "A*": ("a*", "astar", "a star", "a* search")}
#: ... and of a game tree's value, of leaves listed, of arcs cut
_VALUE_LABELS = ("value", "root", "root value", "v")
_LEAF_LABELS = ("leaves", "leaves evaluated", "evaluated", "evaluated leaves", "order",
                "leaves in order")
_ARC_LABELS = ("arcs", "cut", "cut arcs", "arcs cut", "pruned", "pruned arcs", "arcs pruned")


def _named(name, *nouns):
    """The labels of an answer about search ``name``: each noun alone and after each of the
    search's names ("order", "bfs order")."""
    return nouns + tuple(f"{n} {noun}" for n in _NAMES[name] for noun in nouns) + _NAMES[name]


_SEARCHES = {
    "BFS": lambda p: bfs(p, goal_test="removed", trace=True),
    "DFS": lambda p: dfs(p, trace=True),
    "UCS": lambda p: ucs(p, trace=True),
    "greedy": lambda p: greedy(p, trace=True),
    "A*": lambda p: astar(p, trace=True),
}
_WHAT = {"BFS": "breadth-first search (a queue)", "DFS": "depth-first search (a stack)",
         "UCS": "uniform-cost search (lowest g)", "greedy": "greedy best-first search "
         "(lowest h)", "A*": "A* (lowest f = g + h)"}
_PRIORITY = {"UCS": lambda p: (lambda n: n.g), "greedy": lambda p: (lambda n: p.h(n.state)),
             "A*": lambda p: (lambda n: n.g + p.h(n.state))}


def _interesting(seed, build, good, tries=300):
    """The first of ``build(seed)``, ``build(f"{seed}.1")``, ... that ``good`` accepts."""
    for attempt in range(tries):
        made = build(seed if attempt == 0 else f"{seed}.{attempt}")
        if good(made):
            return made
    return made


def _other_rule(name, problem, reopen):
    """``name`` run with the other rule for reached states (greedy re-adding a state reached
    by a cheaper path, uniform-cost search or A* never adding one again): a mistake."""
    stats = Stats()
    priority = _PRIORITY[name](problem)
    events = frontier_search(problem, "priority", priority=priority, reopen=reopen,
                             trace=True, stats=stats)
    return run(events, problem, name, discipline="priority", stats=stats, trace=True,
               priority=priority)


def _expands_again(result):
    """Whether a search expanded some state twice (a cheaper path re-opened it)."""
    order = result.trace.explored_order
    return len(order) != len(set(order))


def _goal_generated(name, problem):
    """``name`` with the goal tested as soon as it is generated (the drills test it when it
    leaves the frontier): the search stops when it adds G."""
    if name == "BFS":
        return bfs(problem, goal_test="generated", trace=True)
    if name == "DFS":
        return dfs(problem, goal_test="generated", trace=True)
    stats = Stats()
    priority = _PRIORITY[name](problem)
    events = frontier_search(problem, "priority", priority=priority, goal_test="generated",
                             reopen=name != "greedy", trace=True, stats=stats)
    return run(events, problem, name, discipline="priority", stats=stats, trace=True,
               priority=priority, goal_test="generated")


#: the words for an order that tests the goal when it is generated; named together with one
#: other mistake that gives the same order (both are facts about the answer)
_GOAL_GENERATED = ("that is the order when the goal is tested as soon as it is generated "
                   "(here it is tested when it leaves the frontier)")


def _search_mistakes(name, problem, others, what):
    """(answer, words) for the mistakes an answer to a search drill can match: another
    search, the other tie rule, the other rule for reached states."""
    get = _removed if what == "order" else (lambda r: list(r.states))
    noun = "order" if what == "order" else "path"
    found = [(get(_SEARCHES[o](problem)),
              f"that is the order in which {_WHAT[o]} takes the states out" if what == "order"
              else f"that is the path {_WHAT[o]} returns") for o in others]
    if name in _PRIORITY:
        oldest = {"UCS": ucs, "greedy": greedy, "A*": astar}[name](problem, ties="oldest",
                                                                     trace=True)
        found.append((get(oldest), f"that is the {noun} when ties go to the entry added "
                                   "first; here they go to the newest"))
        if name == "greedy":
            found.append((get(_other_rule(name, problem, True)),
                          f"that is the {noun} when a state reached again by a cheaper path "
                          "is added again; greedy never adds a reached state again"))
        else:
            found.append((get(_other_rule(name, problem, False)),
                          f"that is the {noun} when a reached state is never added again; "
                          f"{name} adds it again when a cheaper path to it turns up"))
    return found


#: why an order of states lists each state once at most, as each search's question says
_NEVER_AGAIN = ("a state already reached is never added to the frontier again, so it leaves "
                "it once at most")
_DROPPED = ("each state is expanded once at most: an old entry of a state already expanded "
            "is dropped when it comes out, not expanded again, so it is not listed")
_ONCE = {"BFS": _NEVER_AGAIN, "DFS": _NEVER_AGAIN, "greedy": _NEVER_AGAIN,
         "UCS": _DROPPED, "A*": _DROPPED}


def _order_kind(name, weighted):
    def make(seed):
        others = [n for n in _SEARCHES if n != name and (weighted or n in ("BFS", "DFS"))]

        def build(s):
            p = small_graph(s, weighted=weighted)
            return p, _SEARCHES[name](p)

        def good(made):
            p, r = made
            mine = _removed(r)
            return (len(mine) >= 4 and not _expands_again(r)
                    and all(_removed(_SEARCHES[o](p)) != mine for o in others))

        problem, result = _interesting(seed, build, good)
        answer = _removed(result)
        mistakes = _search_mistakes(name, problem, others, "order")
        mistakes.append((answer[:-1], "the order is right up to the goal: list the goal last, "
                                      "when it leaves the frontier"))
        mistakes.append((_removed(_goal_generated(name, problem)), _GOAL_GENERATED))
        numbers = " (edge costs on the arcs, h beside each state)" if weighted else ""
        question = (f"Run {_WHAT[name]} from S to G on this graph{numbers}. List the states "
                    f"in the order they leave the frontier, S first and G last. {_ADDED} "
                    f"{_rules(name)} The goal is tested when a state leaves the frontier.")
        return Task(instance=problem, question=question, answer=answer,
                    parse=_order_reader(problem, once=True, what=_ONCE[name]),
                    run=lambda: _SEARCHES[name](problem), mistakes=mistakes,
                    numbers="h" if weighted else None,
                    form="a list of states in order, such as S A B G", also={_GOAL_GENERATED},
                    labels=_named(name, "order"),
                    diverge=lambda mine: _order_step(result, _first_difference(mine, answer)))
    return make


def _path_kind(seed):
    names = ["BFS", "DFS", "UCS", "greedy", "A*"]
    name = names[seed % len(names)]
    weighted = name not in ("BFS", "DFS")
    others = [n for n in names if n != name and (weighted or n in ("BFS", "DFS"))]

    def build(s):
        p = small_graph(s, weighted=weighted)
        return p, _SEARCHES[name](p)

    def good(made):
        p, r = made
        return (len(r.states) >= 3 and not _expands_again(r)
                and any(_SEARCHES[o](p).states != r.states for o in others))

    problem, result = _interesting(seed, build, good)
    mistakes = _search_mistakes(name, problem, others, "path")
    question = (f"Which path from S to G does {_WHAT[name]} return on this graph? Give the "
                f"states from S to G. {_ADDED} {_rules(name)} The goal is tested when a state "
                "leaves the frontier.")
    return Task(instance=problem, question=question, answer=list(result.states),
                parse=_path_reader(problem),
                run=lambda: _SEARCHES[name](problem), mistakes=mistakes,
                numbers="h" if weighted else None,
                form="a list of states from S to G, such as S A G",
                diverge=lambda mine: 0, labels=_named(name, "path"))


_NO_START = "that is the count without the start A, the first state expanded: it counts too"


def _expanded_kind(seed):
    names = ["BFS", "DFS", "greedy", "A*"]
    name = names[seed % len(names)]

    def build(s):
        maze = small_maze(s)
        return maze, _SEARCHES[name](maze)

    def good(made):
        _maze, r = made
        moves = len(r.states) - 1
        # counting the path's cells or moves must not give the answer
        return r.found and r.expanded not in (moves, moves + 1) and not _expands_again(r)

    maze, result = _interesting(seed, build, good)
    mistakes = [(result.expanded - 1, _NO_START),
                (result.expanded + 1, "that count includes the goal: it is taken out of the "
                                      "frontier but not expanded"),
                (len(result.states) - 1, "that is the length of the path found, not the states "
                                         "expanded on the way"),
                (len(result.states), "that is the number of cells on the path found, not the "
                                     "states expanded on the way"),
                (_goal_generated(name, maze).expanded,
                 "that is the count when the goal is tested as soon as it is generated (here it "
                 "is tested when it leaves the frontier)")]
    if name in _PRIORITY:
        oldest = {"greedy": greedy, "A*": astar}[name](maze, ties="oldest", trace=True)
        mistakes.append((oldest.expanded, "that is the count when ties go to the entry added "
                                          "first; here they go to the newest"))
    mistakes += [(_SEARCHES[other](maze).expanded, f"that is the number {_WHAT[other]} expands")
                 for other in names if other != name]
    rules = _rules(name, why="the Manhattan distance is consistent")
    question = (f"Run {_WHAT[name]} on this maze from A to B"
                + (" (h, written in each cell, is the Manhattan distance)"
                   if name in ("greedy", "A*") else "")
                + ". How many states does it expand before it takes the goal out of the "
                "frontier? Moves are tried up, down, left, right. " + rules)
    cells = len(maze.open_cells)
    return Task(instance=maze, question=question, answer=result.expanded,
                parse=_whole_within(most=cells, what="{} states cannot be: a search expands "
                                    f"each of the maze's {cells} open cells at most once",
                                    advice=f"Give the number of states it expands, {cells} at "
                                           "most."),
                labels=("expanded", "states expanded", "expanded states", "nodes expanded",
                        "expanded nodes", "expansions", "count", "number expanded"),
                # in a maze a state is a cell; "12 states expanded": the unit, then the verb
                units=("states", "nodes", "cells", "expanded", "expansions", "states expanded",
                       "nodes expanded", "cells expanded"),
                run=lambda: _SEARCHES[name](maze), mistakes=mistakes,
                numbers="h" if name in ("greedy", "A*") else None,
                form="a whole number, in digits", diverge=lambda mine: 0, also={_NO_START})


def _iddfs_kind(seed):
    limit = 2
    problem = _interesting(seed, small_graph, lambda p: len(
        [s for s in dls(p, limit, trace=True).trace if s.kind != "start"]) >= 5)

    def entered(result):
        return [s.state for s in result.trace if s.kind in ("expand", "cutoff", "goal")]

    result = dls(problem, limit, trace=True)
    answer = entered(result)
    question = (f"Depth-limited search with limit {limit} (one round of iterative deepening) "
                "from S: list the states it goes down to, S first, in order (a state at depth "
                f"{limit} is entered and goal-tested but not expanded; the round stops at G if "
                "it meets it). Neighbours are tried in alphabetical order; a state already on "
                "the current path is skipped.")
    mistakes = [(_removed(bfs(problem, goal_test="removed", trace=True)),
                 "that is breadth-first order: depth-limited search goes deep first")]
    for other in (limit - 1, limit + 1):
        mistakes.append((entered(dls(problem, other, trace=True)),
                         f"that is the order with depth limit {other}: here states at depth "
                         f"{limit} are entered but not expanded"))
    mistakes.append((entered(dls(problem, limit, avoid="reached", trace=True)),
                     "that skips every state reached before in the round; depth-limited search "
                     "skips only states on the current path"))
    return Task(instance=problem, question=question, answer=answer,
                parse=_order_reader(problem, once=False, what=""),
                run=lambda: dls(problem, limit, trace=True), mistakes=mistakes,
                form="a list of states in order, such as S A B G",
                diverge=lambda mine: _first_difference(mine, answer),
                labels=("order", "states", "entered", "states entered", "dls", "dls order",
                        "depth limited", "depth limited search", "iddfs", "iddfs order",
                        "iterative deepening"))


# -- game kinds ---------------------------------------------------------------------------
def _minimax_value(seed):
    tree = minimax_tree(seed)
    result = minimax(tree)
    flipped = minimax(tree.map_leaves(lambda v: -v)).value
    leaves = [tree.utility(c, "max") for k in tree.children(tree.initial)
              for c in tree.children(k)]
    mistakes = [(-flipped, "that is the value with MIN at the root and MAX below it"),
                (max(leaves), "that is the largest leaf: MIN moves in between and keeps MAX "
                              "from it"),
                (min(leaves), "that is the smallest leaf: MAX moves at the root and keeps away "
                              "from it")]
    question = ("What is the minimax value of the root? MAX moves at the root, MIN at the "
                "level below; the numbers are MAX's utilities.")
    values = {tree.utility(s, "max") for s in tree.subtree(tree.initial) if tree.terminal(s)}
    return Task(instance=tree, question=question, answer=result.value,
                parse=_whole_within(values, what="{} is no leaf's value, and the minimax value "
                                                 "is always one of the leaves' values",
                                    advice="Give the value of one of the leaves."),
                labels=_VALUE_LABELS + ("minimax value",), units=(),
                run=lambda: minimax(tree, trace=True), mistakes=mistakes,
                compare=_close, diverge=lambda mine: 0, form="a whole number, in digits",
                practice=("value",))


def _leaf_values(result):
    return [s.value for s in result.trace.leaf_order]


def _alphabeta_leaves(seed):
    tree = _interesting(seed, pruning_tree, lambda t: alphabeta(t).cuts)
    result = alphabeta(tree, trace=True)
    answer = _leaf_values(result)
    everything = _leaf_values(minimax(tree, trace=True))
    mistakes = [(everything, "that is every leaf: minimax without pruning")]
    question = ("Alpha-beta search from the root (MAX, then MIN, then MAX; children left to "
                "right): which leaves does it evaluate? List their values in the order they "
                "are evaluated. A MAX node stops when v >= beta, a MIN node when v <= alpha "
                "(the leaf values are all different, so no tie ever decides).")
    return Task(instance=tree, question=question, answer=answer, parse=_leaves_reader(tree),
                run=lambda: alphabeta(tree, trace=True), mistakes=mistakes,
                compare=lambda a, b: list(a) == list(b),
                diverge=lambda mine: leaf_parting(result, mine, answer),
                form="the leaf values in order, separated by spaces or commas",
                practice=("cut",), labels=_LEAF_LABELS)


def _cut_arcs(seed):
    tree = _interesting(seed, pruning_tree, lambda t: alphabeta(t).cuts)
    result = alphabeta(tree, trace=True)
    answer = {tree.label(tree.result(c.state, a)) for c in result.cuts for a in c.skipped}
    below = set()
    for c in result.cuts:
        for a in c.skipped:
            for s in tree.subtree(tree.result(c.state, a)):
                if tree.label(s):
                    below.add(tree.label(s))
    mistakes = [(below, "those are the cut arcs and every arc below them: list only the arcs "
                        "a cut skips directly")] if below != answer else []
    question = ("Alpha-beta search from the root (MAX, then MIN, then MAX; children left to "
                "right): which arcs are pruned? Name each arc into a child that a cut skips "
                "(not the arcs below it); a MAX node stops when v >= beta, a MIN node when "
                "v <= alpha. Answer with the arc letters, e.g. 'f k'; none if nothing is cut.")

    labels = [tree.label(s) for s in tree.subtree(tree.initial) if tree.label(s)]
    return Task(instance=tree, question=question, answer=answer, parse=_arcs_reader(labels),
                run=lambda: alphabeta(tree, trace=True), mistakes=mistakes,
                compare=lambda a, b: set(a) == set(b), diverge=lambda mine: 0,
                form="arc letters", example=True, practice=("cut",), labels=_ARC_LABELS)


def _ordered_leaves(seed):
    tree = _interesting(seed, pruning_tree, lambda t: _leaf_values(
        alphabeta(t, order="best", trace=True)) != _leaf_values(alphabeta(t, trace=True)))
    result = alphabeta(tree, order="best", trace=True)
    answer = _leaf_values(result)
    plain = _leaf_values(alphabeta(tree, trace=True))
    mistakes = [(plain, "that is the order left to right: here each node tries its best child "
                        "first")]
    question = ("Alpha-beta search with best-first move ordering: every node tries its children "
                "best first by their exact minimax value (MAX: highest first, MIN: lowest "
                "first). Which leaves does it evaluate? List their values in the order they are "
                "evaluated. A MAX node stops when v >= beta, a MIN node when v <= alpha (the leaf values "
                "are all different, so no tie ever decides).")
    return Task(instance=tree, question=question, answer=answer, parse=_leaves_reader(tree),
                run=lambda: alphabeta(tree, order="best", trace=True), mistakes=mistakes,
                compare=lambda a, b: list(a) == list(b),
                diverge=lambda mine: leaf_parting(result, mine, answer),
                form="the leaf values in order, separated by spaces or commas",
                practice=("cut",), labels=_LEAF_LABELS)


def _expectimax_value(seed):
    def flat(t):
        return max(sum(t.utility(c, "max") for c in t.children(k)) / len(t.children(k))
                   for k in t.children(t.initial))
    tree = _interesting(seed, chance_tree, lambda t: not _close(flat(t), expectimax(t).value))
    result = expectimax(tree)
    mistakes = []
    means = [sum(tree.utility(c, "max") for c in tree.children(k)) / len(tree.children(k))
             for k in tree.children(tree.initial)]
    mistakes.append((max(means), "that is with every outcome equally likely: weight each "
                                 "outcome by its probability"))
    worst = max(min(tree.utility(c, "max") for c in tree.children(k))
                for k in tree.children(tree.initial))
    mistakes.append((worst, "that treats the chance nodes as MIN: a chance node averages"))
    question = ("MAX moves at the root; each node below is a chance node with the "
                "probabilities on its arcs. What is the root's expectimax value? (A decimal "
                "such as 4.5 or a fraction such as 9/2.)")
    values = [tree.utility(s, "max") for s in tree.subtree(tree.initial) if tree.terminal(s)]
    low, high = min(values), max(values)

    def parse(answer):
        mine = _number(answer)
        if not low - 1e-9 <= mine <= high + 1e-9:
            raise Unreadable(f"{_plain(mine)} cannot be the value, since every value in this tree "
                             f"lies between the smallest leaf ({low:g}) and the largest "
                             f"({high:g}): a chance node's is an average of its children's, a "
                             "MAX node's the largest of them",
                             advice=f"Give a number from {low:g} to {high:g}.")
        return mine
    return Task(instance=tree, question=question, answer=result.value, parse=parse,
                run=lambda: expectimax(tree, trace=True), mistakes=mistakes, compare=_close,
                diverge=lambda mine: 0, form="a number", example=True, practice=("value",),
                labels=_VALUE_LABELS + ("expectimax value",), units=())


def _maxn_root(seed):
    tree = maxn_tree(seed)
    result = maxn(tree)
    leaves = [tree.value(s) for s in tree.subtree(tree.initial) if tree.terminal(s)]
    mistakes = [(max(leaves, key=lambda t: t[0]), "that is the leaf best for player 1 alone: "
                                                  "players 2 and 3 choose on the way down")]
    ties = ("that is the tuple when ties go to the rightmost child; on a tie each player keeps "
            "the leftmost")
    mistakes.append((maxn_value(tree, last=True), ties))

    def diverge(mine):
        named = {words for value, words in mistakes
                 if tuple(mine) == tuple(value) and tuple(value) != tuple(result.value)}
        at = tie_parting(maxn(tree, trace=True)) if ties in named else None
        return 0 if at is None else at
    question = ("Three players: player 1 moves at the root, player 2 at the level below, player "
                "3 above the leaves; each leaf lists the utilities (player 1, player 2, player "
                "3). Each player picks the child best for itself; on a tie, the leftmost child. "
                "What tuple does the root back up?")
    tuples = {tuple(float(v) for v in leaf) for leaf in leaves}

    def parse(answer):
        mine = _tuple_of(3)(answer)
        if tuple(float(v) for v in mine) not in tuples:
            raise Unreadable(f"({', '.join(f'{v:g}' for v in mine)}) is no leaf's tuple, and "
                             "the root backs up the tuple of one of the leaves",
                             advice="Give the tuple of one of the leaves.")
        return mine
    return Task(instance=tree, question=question, answer=result.value, parse=parse,
                run=lambda: maxn(tree, trace=True), mistakes=mistakes,
                compare=lambda a, b: tuple(a) == tuple(b), diverge=diverge,
                form="three numbers, one per player, such as 1 2 3", practice=("value",),
                labels=_VALUE_LABELS + ("tuple", "root tuple", "utility", "utilities"),
                before=player_entries)


KINDS = {
    "bfs-order": _order_kind("BFS", False),
    "dfs-order": _order_kind("DFS", False),
    "ucs-order": _order_kind("UCS", True),
    "greedy-order": _order_kind("greedy", True),
    "astar-order": _order_kind("A*", True),
    "iddfs-order": _iddfs_kind,
    "path": _path_kind,
    "expanded-count": _expanded_kind,
    "minimax-value": _minimax_value,
    "alphabeta-leaves": _alphabeta_leaves,
    "cut-arcs": _cut_arcs,
    "ordered-leaves": _ordered_leaves,
    "expectimax-value": _expectimax_value,
    "maxn-root": _maxn_root,
}

#: The kind each lesson's drill cell uses.
LESSONS = {
    "02": "path", "03": "bfs-order", "04": "expanded-count", "05": "greedy-order",
    "06": "astar-order", "07": "iddfs-order", "08": "minimax-value", "09": "alphabeta-leaves",
    "10": "ordered-leaves", "11": "expectimax-value", "12": "maxn-root",
}


# -- lessons 15-17: IDA* bounds, a stored value's kind, UCB1's choice ------------------------
def _contour_step(result, position):
    """The step where the ``position``-th contour starts (0 for the first)."""
    seen = -1
    for step in result.trace:
        if step.kind == "start":
            seen += 1
            if seen == position:
                return step.index
    return len(result.trace) - 1


def _idastar_bounds(seed):
    def build(s):
        p = small_graph(s, weighted=True)
        # h halved (still admissible): more contours, and bounds that jump
        p = GraphProblem(p.adjacency, p.initial, p.goal, h={n: p.h(n) // 2 for n in p.adjacency},
                         undirected=True, pos=p.pos)
        return p, idastar(p, trace=True)

    def good(made):
        bounds = made[1].bounds
        return len(bounds) >= 3 and any(b - a > 1 for a, b in zip(bounds, bounds[1:]))

    problem, result = _interesting(seed, build, good)
    answer = list(result.bounds)
    first, last = answer[0], answer[-1]
    mistakes = [(answer[1:], f"the first contour's bound is f of S, h(S) = {first:g}: "
                             "include it"),
                (list(range(int(first), int(last) + 1)) if float(first).is_integer() and
                 float(last).is_integer() else None,
                 "that raises the bound by one each time, as iterative deepening raises its "
                 "depth limit; IDA* jumps to the smallest f that went over the bound")]
    question = ("IDA* from S to G on this graph (edge costs on the arcs, h beside each state; "
                "neighbours tried in alphabetical order; a state already on the current path "
                "is skipped). List the f-bounds of its contours in order, the first one "
                "first. Each next bound is the smallest f = g + h that went over the bound "
                "before.")
    def parse(text):
        mine = _numbers(text)
        below = next((v for v in mine if v < 0), None)
        if below is not None:
            raise Unreadable(f"{below:g} cannot be a bound: a bound is an f = g + h, and here "
                             "edge costs and h are never below 0",
                             advice="Write numbers, the first bound first, each larger than "
                                    "the one before, such as 3 5 6.")
        fall = next(((a, b) for a, b in zip(mine, mine[1:]) if b <= a), None)
        if fall is not None:
            raise Unreadable(f"{fall[1]:g} comes after {fall[0]:g}, and each bound is above the "
                             "one before (it is an f that went over it)",
                             advice="Write numbers, the first bound first, each larger than "
                                    "the one before, such as 3 5 6.")
        return mine
    return Task(instance=problem, question=question, answer=answer, parse=parse,
                run=lambda: idastar(problem, trace=True), mistakes=mistakes, numbers="h",
                form="numbers, the first bound first, such as 3 5 6",
                labels=("bounds", "bound", "f bounds", "f", "contours", "contour bounds",
                        "f limits", "limits"),
                compare=lambda a, b: [float(x) for x in a] == [float(x) for x in b],
                diverge=lambda mine: max(0, _contour_step(result, _first_difference(
                    [float(x) for x in mine], [float(x) for x in answer])) - 1))


_KIND_WORDS = {"exact": "exact", "lower": "a lower bound", "upper": "an upper bound"}
#: words that negate or hedge a kind named in a table-kind answer ("not lower", "lower or
#: upper", "maybe upper"): such an answer is not read as the kind it names
_HEDGES = ("not", "no", "nor", "neither", "either", "or", "maybe", "perhaps", "probably",
           "possibly", "unsure", "guess", "never", "but", "instead", "rather", "than", "vs",
           "versus", "cannot", "unknown")


def _parse_kind(text):
    """The one kind an answer names: exact, lower or upper.

    An answer naming two kinds, or with a word that negates or hedges the kind it names,
    is not read as any of them.

    >>> _parse_kind("Lower bound."), _parse_kind("UPPER")
    ('lower', 'upper')
    >>> for text in ("upper bound, not lower", "lower or upper", "not exact", "lower?"):
    ...     try:
    ...         _parse_kind(text)
    ...     except Unreadable as error:
    ...         print(error)
    it names more than one kind (lower, upper)
    it names more than one kind (lower, upper)
    'not' leaves it unclear which kind you mean
    '?' leaves it unclear which kind you mean
    """
    words = str(text).strip().lower()
    named = sorted(set(re.findall(r"exact|lower|upper", words)))
    if not named:
        raise ValueError(text)
    if len(named) > 1:
        raise Unreadable(f"it names more than one kind ({', '.join(named)})")
    prefixed = re.search(r"\b(non|in|un)-?(exact|lower|upper)", words)
    if prefixed:
        raise Unreadable(f"{prefixed.group(0)!r} leaves it unclear which kind you mean")
    hedge = next((w for w in re.findall(r"[a-z']+", words) if w in _HEDGES or
                  w.endswith("n't")), None)
    if hedge is None and any(ch in words for ch in "?/|"):
        hedge = next(ch for ch in "?/|" if ch in words)
    if hedge is not None:
        raise Unreadable(f"{hedge!r} leaves it unclear which kind you mean")
    return named[0]


def _why_a_bound(tree, events, node, name, value, kind, hide=False):
    """Why ``node``'s ``value`` is stored as a bound (``kind``), true of this very search:
    it cut off children of its own, or its value fell outside the window it was given.
    With ``hide`` (before the answer is given), only why it is not exact: which bound it
    is, and which edge of the window it reached, are left out."""
    if kind == "exact":
        return None
    at_least = kind == "lower"
    what = (f"{_KIND_WORDS[kind]} (the true value is "
            f"{'at least' if at_least else 'at most'} it)")
    own = [e[1] for e in events if e[0] == "cut" and e[1].state == node and e[1].skipped]
    if own:
        rest = "child" if len(own[0].skipped) == 1 else "children"
        return (f"{name} stopped before its last {rest} (a cut): what it skipped could have "
                f"changed its value, so {value:g} is "
                + ("not exact" if hide else f"only {what}"))
    alpha, beta = next(e[4:6] for e in events if e[0] == "enter" and e[1] == node)
    edge = f"at or above the beta it was given ({beta:g})" if at_least else \
        f"at or below the alpha it was given ({alpha:g})"
    if hide:
        edge = "not strictly between the alpha and the beta it was given"
    below = set(tree.subtree(node))
    skipped = any(e[0] == "cut" and e[1].state in below and e[1].skipped for e in events)
    return (f"{name}'s value {value:g} is {edge}, so it is "
            + ("not stored as exact" if hide else f"stored as {what}")
            + ("" if skipped else ": the rule looks at the window, even here where nothing "
               "below it was skipped"))


#: what is wrong with answering a bound that is not the one stored, without naming the one
#: that is: when a bound of the learner's kind is stored, and that this node's value is not so
_NOT_THIS_BOUND = {
    "lower": ("a lower bound is stored for a value at or above the beta the node was given "
              "(the true value is then at least it), and {name}'s value {value:g} is not"),
    "upper": ("an upper bound is stored for a value at or below the alpha the node was given "
              "(the true value is then at most it), and {name}'s value {value:g} is not"),
}


def _table_kind(seed):
    from ..games.core import GameStats, game_search
    from ..games.table import TranspositionTable

    def build(s):
        tree = pruning_tree(s)
        events = list(game_search(tree, prune=True, table=TranspositionTable(), trace=True,
                                  stats=GameStats()))
        inner = [e for e in events if e[0] == "store" and e[1] != tree.initial]
        return tree, inner, events

    def good(made):
        return any(e[4] != "exact" for e in made[1])

    tree, stores, events = _interesting(seed, build, good)
    rng = random.Random(f"table-kind-{seed}")
    bounds = [e for e in stores if e[4] != "exact"]
    chosen = rng.choice(bounds if bounds and rng.random() < 0.75 else stores)
    node, value, kind = chosen[1], chosen[3], chosen[4]
    name = tree.label(node) or tree.describe(node)
    other = {"lower": "upper", "upper": "lower"}
    round_ = ("the other way round: a value that reached beta is a lower bound (the true value "
              "is at least it), one at or below alpha an upper bound")
    mistakes = [("exact", _why_a_bound(tree, events, node, name, value, kind)),
                (other.get(kind), round_)]
    # the first wrong answer is told what is wrong with its own kind; "the other way round",
    # with three kinds to choose from, would name the answer
    first = {}
    if kind != "exact":
        first[mistakes[0][1]] = _why_a_bound(tree, events, node, name, value, kind, hide=True)
        first[round_] = _NOT_THIS_BOUND[other[kind]].format(name=name, value=value)
    question = (f"Alpha-beta from the root (MAX, then MIN, then MAX; children left to right; "
                "a MAX node stops when v >= beta, a MIN node when v <= alpha) stores each node "
                f"in a transposition table when it is done. When the node reached by arc "
                f"{name!r} is done, what kind of value is stored: exact, lower (bound) or "
                "upper (bound)?")
    result = alphabeta(tree, trace=True)

    def diverge(mine):
        for step in result.trace:
            if step.kind == "backup" and step.state == node:
                return max(0, step.index - 1)       # the step before the node is done
        return 0
    return Task(instance=tree, question=question, answer=kind, parse=_parse_kind,
                run=lambda: alphabeta(tree, trace=True), mistakes=mistakes, diverge=diverge,
                form="exact, lower or upper", practice=("value",), first=first,
                labels=("kind", "value", "stored", "stored value", "stored kind", "kind stored",
                        "kind of value", "value kind", "bound", "type", "entry", "flag",
                        "table", "table entry", "tt"),
                words=("exact", "lower", "upper"))


class UCBQuestion:
    """A drill instance: an MCTS trace and the select step a question is about."""

    def __init__(self, trace, index):
        self.trace, self.index = trace, index


def _ucb_choice(seed):
    from ..games.mcts import mcts
    from ..games.tictactoe import TicTacToe

    rng = random.Random(f"ucb-{seed}")
    game = TicTacToe()
    boards = ["X...O....", "X.O.X....", "XO..X...O", "..X.O.X..", "O...X...X",
              "XX..O....", ".X..O...X", "X...OX...", "XO.......", "X.......O"]
    for attempt in range(40):
        board = rng.choice(boards)
        c = rng.choice((0.5, 1.0, 1.4, 2.0))
        result = mcts(game, state=board, iterations=rng.randint(8, 20), c=c,
                      seed=rng.randrange(1000), trace=True)
        trace = result.trace
        selects = [s for s in trace if s.kind == "select" and s.scores
                   and len(s.scores[0]) >= 3]
        # a question where the best win rate and UCB1 disagree teaches most
        telling = [s for s in selects
                   if max(s.scores[0], key=lambda r: r[1] / r[2])[0] != s.path[1]]
        if telling or (selects and attempt > 20):
            break
    step = (telling or selects)[-1]
    row = step.scores[0]
    parent = trace[step.index - 1].stats[0][1]
    moves = {child: trace.move[child] for child, _, _, _ in row}
    answer = moves[step.path[1]]
    listing = "; ".join(f"{moves[child]}: W = {w:g}, N = {n}" for child, w, n, _ in row)
    # exploit only: the best win rate, the first listed on a tie (the question's tie rule);
    # the most visited move is named only when no other move ties
    rates = [r[1] / r[2] for r in row]
    best_rate = moves[row[rates.index(max(rates))][0]]
    visits = [r[2] for r in row]
    most = moves[row[visits.index(max(visits))][0]] if visits.count(max(visits)) == 1 \
        else None
    top = max(r[3] for r in row)
    tied = [moves[r[0]] for r in row if r[3] == top]
    # every tied move after the first listed (the one selected) gets the tie rule
    mistakes = [(move, f"{move} ties for the highest UCB1 score with a move listed before it, "
                       "and on a tie the first listed is selected")
                for move in tied[1:] if move != answer]
    mistakes += [(best_rate, "that is the best win rate W/N alone (the first listed on a "
                             "tie): UCB1 adds the exploration bonus c * sqrt(ln N_parent / N), "
                             "large for moves tried rarely"),
                (most, "that is the most visited move (the one played at the end); during "
                       "the search, selection follows UCB1")]
    question = (f"Monte Carlo tree search on tic-tac-toe, c = {c:g}. The root has been visited "
                f"N = {parent} times; its children (the moves as (row, column)) have {listing}. "
                "Which move does UCB1 select next? (W/N + c * sqrt(ln N_parent / N), natural "
                "log; on a tie, the first listed.)")

    def parse(text):
        numbers = [int(t) for t in _tokens(str(text))]
        if len(numbers) != 2:
            raise ValueError(text)
        if tuple(numbers) not in moves.values():
            raise Unreadable(f"{tuple(numbers)} is not one of the moves listed ("
                             + ", ".join(str(m) for m in moves.values()) + ")",
                             advice="Pick one of the moves listed.")
        return tuple(numbers)

    return Task(instance=UCBQuestion(trace, step.index), question=question, answer=answer,
                parse=parse, run=lambda: result, mistakes=mistakes,
                compare=lambda a, b: tuple(a) == tuple(b), diverge=lambda mine: step.index - 1,
                form="a move as (row, column), such as (1, 2)", practice=None,
                labels=("move", "selected", "selected move", "choice", "ucb", "ucb1",
                        "ucb1 choice", "ucb1 move"))


KINDS.update({
    "idastar-bounds": _idastar_bounds,
    "table-kind": _table_kind,
    "ucb-choice": _ucb_choice,
})
LESSONS.update({"15": "idastar-bounds", "16": "table-kind", "17": "ucb-choice"})
