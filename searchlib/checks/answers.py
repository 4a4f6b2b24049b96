"""Answer checks: :class:`Question`, whose answer and hinted wrong answers are hashed.

A question knows its kind (how answers are normalised, see
:mod:`searchlib.checks.normalise`), the hashes of the accepted answers,
and hints: hashes of known wrong answers with the hint each deserves, and
a general hint for any other wrong answer.  Write questions with the
authoring tool (:mod:`searchlib.checks.author`), which hashes the plain
answers for you; a learner checks an answer with ``lesson.check(id, answer)``.

Besides the hinted wrong answers, a question recognises without being
told:

* a sequence with the right items in the wrong order, or the right number
  of items (when the author stored those hashes, which the authoring tool
  does for sequences and sets);
* an item that cannot be one, when the question knows every item an answer can hold
  (``among``: "zz is not an arc of this tree"), named rather than counted;
* a tuple's right entries with two of them exchanged, when it knows whose each is (``owners``);
* a whole number one away from the answer ("off by one");
* for a ``"number"`` question, NaN and the infinities, which cannot be
  answers (a :class:`~searchlib.checks.normalise.NotAnAnswer`, not a crash);
* an answer of the wrong shape (a set where order matters, a word where a
  number is asked, not one of the options).

Examples
--------
>>> from searchlib.checks.author import make_question
>>> q = make_question("demo", "bfs-order", "sequence", "A, B, C, D, E",
...                   wrong={"A, B, D, F, C, E": "That is the order a stack gives."})
>>> q.evaluate("a,b,c,d,e").status
'passed'
>>> r = q.evaluate(["A", "B", "D", "F", "C", "E"])
>>> r.status, r.hints[0][1]
('failed', 'That is the order a stack gives.')
>>> q.evaluate(...).status
'not attempted'
"""

import itertools
import re

from .compare import native
from .normalise import (DASHES, DOUBT, NotAnAnswer, canonical, commas_between, finite_number,
                        grouped_number, is_placeholder, items_of, number_text, split_items)
from .report import Report, finish
from .sandbox import available, run_isolated
from .secret import digest, number_digest

__all__ = ["Question", "COUNT_ENDS", "CELL", "comma_doubt", "dot_doubt", "label_of",
           "unlabelled", "unit_dropped", "word_beside"]


#: An off-by-one remark for questions that count nodes or steps (``near=COUNT_ENDS``).
COUNT_ENDS = ("Very close: you are one away. Did you count the start (or the goal) when you "
              "should not, or the other way round?")


def CELL(items):
    """A ``form`` for a move on a board, ``(row, column)``: what to say to an answer whose
    canonical ``items`` are not two whole numbers, as ``(summary, hint)``, or None.

    >>> CELL(["2", "1"]) is None, CELL(["7"])[0], CELL(["bottom", "middle"])[0]
    (True, 'that is one number, not a move.', 'this answer cannot be read.')
    """
    whole = [re.fullmatch(r"-?\d+", item) is not None for item in items]
    if len(items) == 1 and whole[0] and int(items[0]) in (-1, 0, 1):
        return ("that is one number, not a move.", "A move is a (row, column) pair, such as "
                f"(0, 2), rows and columns counted from 0. If {int(items[0])} is the value you "
                "worked out (1, 0 and -1 are the values a board can have), the question asks for "
                "the move, not what it is worth.")
    if len(items) == 1 and whole[0]:
        return ("that is one number, not a move.", "A move is a (row, column) pair, such as "
                "(0, 2), rows and columns counted from 0: not one number for the square.")
    if not all(whole):
        return ("this answer cannot be read.", "Give the move as (row, column): two whole "
                "numbers counted from 0, such as (0, 2).")
    return None


#: A number written with one comma and three digits after it ("1,812"): the comma can be a
#: decimal comma (1.812) or one between thousands (1812).
_ONE_GROUP = re.compile(r"\s*([+-]?)(\d{1,3}),(\d{3})\s*")
#: The thing a question counts, when its prompt asks "how many ...?" ("moves", "nodes").
_HOW_MANY = re.compile(r"\bhow many ([a-z]+)", re.IGNORECASE)
#: A number in a form a number question may read (its own reading decides the rest).
_NUMERAL = r"[+-]?\d[\d,._]*(?:/\d+)?"
#: Words that deny or doubt what they stand beside: never read as a unit to leave out.
_DENIAL = re.compile(r"not|no|never|nor|or|and|about|approx|approximately|maybe|roughly")
#: A label before a list of items: "DFS: A, B", "leaves = 5, 10", "A* order: S, A".
#: a label before a colon or an equals sign; "=>" is an arrow ("S=>A=>G"), not a label's "="
_LABEL = re.compile(r"\s*([^\W\d_][^\W_]*\*?(?:[ -][^\W\d_][^\W_]*)*)\s*(?::|=(?!>))\s*(?=\S)")
#: What an item of a list never holds: spaces, a colon, an equals sign, brackets.
_NOT_IN_ITEM = re.compile(r"[\s:=()\[\]{}]")


def comma_doubt(value, kind):
    """What to say to a string such as ``"1,812"`` given to an ``"int"`` or ``"number"``
    question: its comma may be a decimal comma (1.812) or one between thousands (1812), and
    the two readings are different numbers; None when there is no such doubt.

    A whole-number question reads ``"1,812"`` as 1812, since 1.812 cannot answer it; it is in
    doubt over ``"30,000"`` (30.000 is 30).

    Examples
    --------
    >>> comma_doubt("1,812", "number")
    'The comma in 1,812 can be a decimal comma (1.812) or one between thousands (1812): write it 1.812 or 1812.'
    >>> comma_doubt("1,812", "int") is None, comma_doubt("30,000", "int") is not None
    (True, True)
    >>> comma_doubt("10,461,394,944,000", "int") is None, comma_doubt(1812, "number") is None
    (True, True)
    """
    if kind not in ("int", "number") or not isinstance(value, str):
        return None
    found = _ONE_GROUP.fullmatch(value)
    if not found:
        return None
    sign, whole, part = found.groups()
    if kind == "int" and part != "000":
        return None
    written = f"{sign}{whole},{part}"
    decimal, thousands = f"{sign}{whole}.{part}", f"{sign}{whole}{part}"
    return (f"The comma in {written} can be a decimal comma ({decimal}) or one between "
            f"thousands ({thousands}): write it {decimal} or {thousands}.")


#: A number written with dots between groups of three digits ("22.187", "1.234.567").
_DOTTED = re.compile(r"\s*([+-]?[1-9]\d{0,2}(?:\.\d{3})+)\s*")


def dot_doubt(value, said="the answer is one"):
    """What to say to a number such as ``"22.187"`` (or the float 22.187) given where a whole
    number is asked: its dot may be one between thousands (22187), as some languages write
    them; None when the value is not written so.

    A dot followed by three digits is read as a decimal point everywhere else, so a question
    whose answer is a whole number says that it cannot read the number rather than call it
    wrong; ``"30.000"`` is in doubt too (30 or 30000).  ``"22187.0"`` is no such number.

    Examples
    --------
    >>> dot_doubt("22.187")
    '22.187 is not a whole number, and the answer is one: if its dot is one between thousands, write 22187.'
    >>> dot_doubt("30.000")
    'The dot in 30.000 can be a decimal point (30) or one between thousands (30000): write 30 or 30000.'
    >>> dot_doubt(22.187) is not None, dot_doubt("22187.0"), dot_doubt(0.125), dot_doubt(30.0)
    (True, None, None, None)
    """
    if isinstance(value, float):
        value = repr(value)
    if not isinstance(value, str):
        return None
    found = _DOTTED.fullmatch(value)
    if not found:
        return None
    written = found.group(1)
    whole = written.replace(".", "")
    if written.count(".") > 1:
        return f"{written} has dots between thousands: write it without them, {whole}."
    if written.endswith(".000"):
        return (f"The dot in {written} can be a decimal point ({written[:-4]}) or one between "
                f"thousands ({whole}): write {written[:-4]} or {whole}.")
    return (f"{written} is not a whole number, and {said}: if its dot is one between "
            f"thousands, write {whole}.")


_ATOMS = (int, float, str, bool, type(None), type(...))


def _plain(value, budget=None, depth=0):
    """True for an answer made only of built-in values (no code of the learner's can run
    while it is read): numbers, strings, None, and lists, tuples, sets and dicts of them,
    at most a few thousand in all and a few levels deep."""
    budget = [2_000] if budget is None else budget
    budget[0] -= 1
    if budget[0] < 0 or depth > 20:
        return False
    kind = type(value)
    if kind in _ATOMS:
        return kind is not str or len(value) <= 10_000
    if kind in (list, tuple, set, frozenset):
        return all(_plain(x, budget, depth + 1) for x in value)
    if kind is dict:
        return all(_plain(k, budget, depth + 1) and _plain(v, budget, depth + 1)
                   for k, v in value.items())
    return False


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth")


def _words(text):
    """``text`` folded for comparing labels: "DFS  Order" is "dfs order"."""
    return re.sub(r"[\s-]+", " ", str(text).casefold()).strip()


def label_of(value):
    """The label a string answer begins with, before a colon or an equals sign, and what
    follows it: ``("DFS", "A, B")`` for ``"DFS: A, B"``; None when it begins with none.

    Examples
    --------
    >>> label_of("leaves = 5, 10"), label_of("5, 10"), label_of(["DFS: A"])
    (('leaves', '5, 10'), None, None)
    >>> label_of("S=>A=>G"), label_of("S => A"), label_of("value = 7")  # "=>" is an arrow
    (None, None, ('value', '7'))
    """
    found = _LABEL.match(value) if isinstance(value, str) else None
    return None if found is None else (found.group(1), value[found.end():])


#: A label written without a colon, before what can only be a number or a bracket: the words
#: of "value 6", "move (2, 1)", "root value -3".
_BARE_LABEL = re.compile(r"\s*([^\W\d_][^\W_]*\*?(?:[ -][^\W\d_][^\W_]*)*)\s+(?=[-+]?\d|[(\[])")


def unlabelled(value, labels, *, bare=False):
    """``value`` without the label it begins with, when that label is one of ``labels``
    (compared without case, and with hyphens as spaces); else ``value`` as it was.

    With ``bare``, a label from ``labels`` written without a colon is left out too, where
    that is unambiguous: when a number or a bracket follows it ("value 6", "move (2, 1)"),
    or when a name of one letter follows it and every word of the label is longer, so that
    the label cannot be such a name ("order S A G", "cut g u"; "A S G" keeps its "A").

    Examples
    --------
    >>> unlabelled("DFS order: A, B", ("dfs order",)), unlabelled("BFS: A, B", ("dfs",))
    ('A, B', 'BFS: A, B')
    >>> unlabelled("value 6", ("value",), bare=True), unlabelled("value 6", ("value",))
    ('6', 'value 6')
    >>> unlabelled("Move (3, 1)", ("move",), bare=True), unlabelled("leaves 6", ("value",), bare=True)
    ('(3, 1)', 'leaves 6')
    >>> unlabelled("BFS order S A G", ("bfs order", "order"), bare=True)
    'S A G'
    >>> unlabelled("path S-D-G", ("path",), bare=True), unlabelled("A S G", ("a",), bare=True)
    ('S-D-G', 'A S G')
    >>> unlabelled("order SAG", ("order",), bare=True), unlabelled("path S D G", ("path",))
    ('order SAG', 'path S D G')
    """
    names = {_words(label) for label in labels}
    found = label_of(value)
    if found and _words(found[0]) in names:
        return found[1]
    if bare and found is None and isinstance(value, str):
        plain = _BARE_LABEL.match(value)
        if plain and _words(plain.group(1)) in names:
            return value[plain.end():]
        # before names of one letter ("order S A G"): the longest label that is words only
        words = list(re.finditer(r"\S+", value))
        for k in range(len(words) - 1, 0, -1):
            head = [w.group() for w in words[:k]]
            if all(_LABEL_WORD.fullmatch(w) for w in head) and \
                    _ONE_LETTER.match(words[k].group()) and _words(" ".join(head)) in names:
                return value[words[k].start():]
    return value


#: a word of a label that is no name of one letter ("order", "bfs", "a*"), and an item that
#: is a name of one letter ("S", "g,", "S-D-G" begins with one)
_LABEL_WORD = re.compile(r"[^\W\d_][^\W_]+|[^\W\d_]\*")
_ONE_LETTER = re.compile(r"[^\W\d_](?![^\W_])")


def unit_dropped(value, units):
    """``"26 moves"`` as ``"26"`` when ``units`` (a word or several, plural or singular)
    holds its word; else ``value`` as it was.

    Examples
    --------
    >>> unit_dropped("26 moves", "moves"), unit_dropped("1 step.", ("moves", "steps"))
    ('26', '1')
    >>> unit_dropped("26 cells", "moves")
    '26 cells'
    """
    if not units or not isinstance(value, str):
        return value
    units = (units,) if isinstance(units, str) else tuple(units)
    forms = {form for unit in units
             for form in (unit, unit[:-1] if unit.endswith("s") else unit)}
    words = "|".join(re.escape(w) for w in sorted(forms))
    found = re.fullmatch(rf"\s*({_NUMERAL})\s+(?:{words})\s*\.?\s*", value, re.IGNORECASE)
    return found.group(1) if found else value


def word_beside(value):
    """``(number, word)`` for a number followed by one word (``"7 cells"``), the word not
    one that denies or doubts ("7 not"); else None.

    Examples
    --------
    >>> word_beside("7 cells"), word_beside("7 maybe"), word_beside("not 7")
    (('7', 'cells'), None, None)
    """
    if not isinstance(value, str):
        return None
    found = re.fullmatch(rf"\s*({_NUMERAL})\s+([^\W\d_]+)\s*\.?\s*", value)
    if not found or _DENIAL.fullmatch(found.group(2).casefold()):
        return None
    return found.group(1), found.group(2)


def _listed(value):
    """The items of a list, tuple or set answer (not of a string): those that are strings."""
    if isinstance(value, (list, tuple, set, frozenset)):
        return [item for item in value if isinstance(item, str)]
    return []


def _a_number(text):
    """True when the canonical item ``text`` is a number ("7.5", "-3")."""
    try:
        float(text)
    except ValueError:
        return False
    return True


def _strings(value, depth=0):
    """Every string in an answer: the answer itself, or the strings in its lists, tuples and
    sets, a few levels down."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple, set, frozenset)) and depth < 3:
        return [text for item in value for text in _strings(item, depth + 1)]
    return []


class Question:
    """A question with a hashed answer, and hints for wrong answers.

    Parameters
    ----------
    qid : str
        The id the learner passes to ``check`` (short, with hyphens).
    kind : str
        How answers are read: one of :data:`searchlib.checks.normalise.KINDS`.
    prompt : str
        The question in words (shown by ``lesson.questions()``).
    answers : sequence of str
        Hashes of the accepted answers (for ``"number"``: of the cells
        around the answer).
    hints : dict, optional
        ``{hash of a wrong answer: hint}``.
    hint : str, optional
        The hint for any other wrong answer.
    explain : str, optional
        Shown with a correct answer (why it is right).
    options : sequence of str, optional
        For ``"choice"``: the allowed answers, shown to the learner.
    synonyms : dict, optional
        For ``"choice"`` and ``"text"``: ``{other word: option}``.
    letters : bool
        For sequences and sets: read ``"ABC"`` as ``A, B, C`` (with ``among``, only a run of
        the items' names).
    tol : float, optional
        For ``"number"``: the tolerance the answer hashes were made with.
    count, items : str, optional
        For sequences and sets: hashes of the number of items and of the
        items in any order, for "right items, wrong order" feedback.
    near : str or False, optional
        For ``"int"``: what to say to an answer one away from the right one
        (default: a neutral "one away"; False: say nothing special).  A
        ``"number"`` question says it too, to a whole number whose neighbour
        is accepted (when its tolerance is below 0.5).  Path
        questions can ask whether the start or the goal was counted; a game
        value cannot be "one away" in any useful sense.
    entries : bool
        For a value that is a tuple (a utility): hints speak of its entries,
        not of items.  A list or a string of the right entries is as right as
        the tuple (the question's own wording invites them).
    read : callable, optional
        ``read(answer) -> answer``: another way of writing the answer turned
        into the stored one's form before it is read (a list of pairs into a
        dict); it returns the answer as it was when it does not apply.
    form : callable, optional
        For sequences: given the canonical items of an answer that is neither
        accepted nor hinted, ``(summary, hint)`` when they do not have the
        answer's form (:data:`CELL`: a move, two whole numbers), else None.
    unit : str or tuple of str or None, optional
        For ``"int"`` and ``"number"``: the word an answer may follow its number with
        (``"26 moves"``), singular or plural, or several such words (``("moves",
        "steps")``); by default the word after "how many" in the prompt, if any.  Any
        other word beside the number ("not 26 moves") leaves the answer unreadable; a
        number followed by one other word ("7 cells") is told to give the number alone.
    places : sequence of str, optional
        For sequences: the hash of each item of the answer at its place (the authoring tool
        makes them), so that an answer with one item wrong is told which.
    labels : sequence of str, optional
        For sequences and sets: the labels a string answer may begin with, before a colon or
        an equals sign, naming what it lists (``"DFS: A, B, D"``); the label is left out.  Any
        other label, a word that denies or doubts the items ("not", "about") and anything
        that is no item (a word beside an item, a bracket inside the list) leave the answer
        unreadable, never "not the right items".
    among : (sequence, str), optional
        For sequences and sets: every item an answer can hold at all, in their own order (the
        states of the graph, the leaves of the tree, its arcs: what the lesson shows, never the
        answer), and what one of them is called (``"an arc of this tree"``).  An item that is
        none of them is named ("zz is not an arc of this tree"), never counted.  With
        ``letters``, a string is split into letters only when each letter is one of them (for
        a set: each once, in their order, as a list of them is written: ``"ns"``), so that a
        word ("none", "one") is one item, and named.
    empty : sequence of str, optional
        For sets: the words an answer that names nothing may use besides "none", "nothing"
        or "no" (``("arcs", "cut")``: "no arcs are cut"); such an answer, a dash alone ("-")
        and None are read as the empty set.  By default nothing is read so.
    dashes : bool, optional
        For sequences and sets: read a dash (a hyphen, an en or em dash) between two items as
        a separator, ``"S-A-B"`` or ``"5 \u2013 10 \u2013 2"`` (a hyphen that begins a number
        is its sign: see :func:`~searchlib.checks.normalise.dash_parts`).  By default they
        do, unless an item's name in ``among`` has a dash; give False for items whose names
        may have one.
    owners : sequence of str, optional
        For a tuple's entries (``entries``): whose each entry is (``("player 1", "player 2",
        "player 3")``), so that the right entries with two of them exchanged are told whose
        ("player 1's and player 2's are swapped"), not "the wrong order", which an answer
        that names each entry's owner ("player 2: 3, player 1: 5") does not have.
    bank : str, optional
        The lesson; set by :class:`~searchlib.checks.bank.Lesson`.
    """

    is_exercise = False

    def __init__(self, qid, kind, *, prompt="", answers=(), hints=None, hint=None,
                 explain=None, options=None, synonyms=None, letters=False, tol=None,
                 count=None, items=None, near=None, entries=False, read=None, form=None,
                 unit=None, labels=(), places=None, among=None, empty=(), owners=None,
                 dashes=None, bank=None):
        if kind == "number" and not tol:
            raise ValueError(f"question {qid!r}: a number question needs a tolerance (tol)")
        if not answers:
            raise ValueError(f"question {qid!r} has no answer hashes")
        self.qid = qid
        self.kind = kind
        self.prompt = prompt
        self.answers = frozenset(answers)
        self.hints = dict(hints or {})
        self.hint = hint
        self.explain = explain
        self.options = tuple(options) if options else None
        self.synonyms = dict(synonyms or {})
        self.letters = letters
        self.tol = tol
        self.count = count
        self.items = items
        self.near = near
        self.entries = entries
        self.read = read
        self.form = form
        if unit is None and kind in ("int", "number"):
            asked = _HOW_MANY.search(prompt)
            unit = asked.group(1).casefold() if asked else None
        self.unit = unit
        self.labels = tuple(_words(label) for label in labels)
        self.places = tuple(places) if places else None
        self.among = None
        if among is not None:
            names, what = among
            self.among = (tuple(items_of(list(names), "sequence")), what)
        self.empty = tuple(_words(word) for word in empty)
        self.owners = tuple(owners) if owners else None
        if dashes is None:
            # a dash parts items unless an item's own name has one
            dashes = kind in ("sequence", "set") and not any(
                dash in name for name in (self.among[0] if self.among else ())
                for dash in DASHES)
        self.dashes = bool(dashes)
        self.bank = bank

    def __repr__(self):
        return f"<Question {self.bank}/{self.qid} ({self.kind}): {self.prompt[:50]!r}>"

    # -- hashing the learner's answer ------------------------------------
    @property
    def _how(self):
        """How a string answer is split into items: the letters and dashes options of
        :func:`~searchlib.checks.normalise.split_items`."""
        return {"letters": self._split, "dashes": self.dashes}

    @property
    def _split(self):
        """How a string with no separator is split into letters: as :attr:`letters` says, or,
        when the question knows its items (:attr:`among`), only a run of their names."""
        if self.letters and self.among is not None:
            return self._run
        return self.letters

    def _run(self, text):
        """True when ``text`` is items' names of one letter each written together: a list of
        them (``"ABDFCE"``), not a word (``"none"``).  A set's are each once and in the order
        the items are listed (``"ns"``, not ``"one"``), as a list of them is written."""
        names = self.among[0]
        word = text.strip().rstrip(".").casefold()
        letters = list(word)
        if word in names or not all(letter in names for letter in letters):
            return False
        if self.kind == "set":
            return len(set(letters)) == len(letters) and letters == sorted(letters,
                                                                           key=names.index)
        return True

    def _nothing(self, value):
        """An answer that names nothing ("none", "no arcs are cut", None) as the empty set,
        for a set question that reads such words (:attr:`empty`); else ``value``."""
        if self.kind != "set" or not self.empty:
            return value
        if value is None:
            return set()
        if not isinstance(value, str) or len(value) > 200:
            return value
        text = value.strip().casefold()
        if text and set(text) <= set(DASHES):
            return set()            # "-", "\u2014": a dash for nothing, as in a table
        words = re.findall(r"[^\W\d_]+", text)
        if re.sub(r"[^\W\d_]+|[\s,;:.!]", "", text) or any(
                found.group() != "no" for found in DOUBT.finditer(text)):
            return value            # digits, brackets, a hedge ("none?", "maybe none")
        said = {"none", "nothing", "no"}
        if said.intersection(words) and set(words) <= said | {"is", "are", "at", "all"} | set(
                self.empty):
            return set()
        return value

    def _strangers(self, value):
        """What to say to a sequence or set answer with an item that cannot be one (none of
        :attr:`among`), as ``(text, unreadable)``; else None.

        An item that reads as one item ("zz", "X", a leaf value the tree lacks) is something
        the learner gave as an answer: a wrong one, told that it is not one ("zz is not an
        arc of this tree").  What may be several items the check cannot tell apart is
        unreadable, never called "not an arc": letters that are items' names written
        together where they cannot be split ("sn", "one"), items joined by a sign the check
        does not read as a separator ("S/A/B"), and the items with "none" among them."""
        if self.among is None or isinstance(value, dict):
            return None
        names, what = self.among
        if isinstance(value, (set, frozenset)):
            written = sorted(value, key=str)
        else:
            written = split_items(value, **self._how)
        for item in written:
            try:
                canon = items_of([item], "sequence")[0]
            except NotAnAnswer:
                return None
            if canon in names:
                continue
            shown = str(item).strip()
            if self.empty and canon in ("none", "nothing"):
                return (f"The answer names items and also says {shown}: give the items only, "
                        f"or {shown} alone.", True)
            if self.letters and len(canon) > 1 and all(letter in names for letter in canon):
                return (f"{shown} is not {what}: each is named by one letter, so write them "
                        "apart, separated by commas.", True)
            spelt = [letter for letter in dict.fromkeys(shown) if letter.casefold() not in names]
            if self.letters and canon.isalpha() and 2 * len(spelt) < len(canon) - 1:
                # mostly items' names run together ("SABCDEFGX"): a word, or the items with
                # one that is not: wrong either way, and true of both readings
                if len(spelt) == 1:
                    return f"Neither {shown} nor {spelt[0]} is {what}.", False
                odd = ", ".join(spelt[:-1]) + " and " + spelt[-1]
                return f"None of {shown}, {odd} is {what}.", False
            if not _a_number(canon) and len(re.findall(r"[^\W_]+", canon)) > 1:
                return (f"The check cannot tell the items apart in {shown}: write them "
                        "separated by commas.", True)
            return f"{shown} is not {what}.", False
        return None

    def _canonical(self, value, thousands=False):
        return canonical(value, self.kind, options=self.options, synonyms=self.synonyms,
                         **self._how, thousands=thousands)

    def digest_of(self, value, *, thousands=False):
        """The hash ``value`` would have as an answer to this question (``thousands``: a
        number with thousands separators in a string of items read as one item).

        Raises
        ------
        NotAnAnswer
            When ``value`` cannot be read as an answer of this kind.
        """
        if self.kind == "number":
            return number_digest(self.bank, self.qid, finite_number(value), self.tol)
        return digest(self.bank, self.qid, "answer", self._canonical(value, thousands))

    def _grouped(self, value):
        """A number with thousands separators in a string of items (``"22,187"`` in
        ``"22,187 and 19"``), whose commas can be read two ways; else None."""
        return grouped_number(value) if self.kind in ("sequence", "set") else None

    def _shape_hints(self, value, thousands=False):
        """Hints that need no stored wrong answer: order, count, off by one."""
        if self.kind in ("sequence", "set"):
            items = items_of(value, self.kind, **self._how, thousands=thousands)
            same_items = digest(self.bank, self.qid, "items", ",".join(sorted(set(items))))
            # the order is what is wrong only when no item is listed twice ("A, B, B, C")
            if (self.kind == "sequence" and self.items and same_items == self.items
                    and len(set(items)) == len(items)):
                owned = self._owned(items)
                return ("order", owned or "You have the right items, but not in the right "
                                          "order.")
            # an answer that is a tuple of values has entries, not items
            things = "entries" if self.entries else "items"
            if self.count and digest(self.bank, self.qid, "count", len(items)) == self.count:
                one = self._one_wrong(value, items, things, thousands)
                if one is not None:
                    return ("count", one)
                return ("count", f"You have the right number of items ({len(items)}), "
                                 "but not the right ones." if not self.entries else
                                 f"The right number of entries ({len(items)}), but not the "
                                 "right values.")
            if self.count:
                return ("count", f"Not the right number of {things}: you gave {len(items)}.")
        if self.kind == "int" and self.near is not False:
            number = int(self._canonical(value))
            for near in (number - 1, number + 1):
                if digest(self.bank, self.qid, "answer", str(near)) in self.answers:
                    return ("off-by-one", self.near or "Very close: you are one away from "
                                                       "the answer.")
        if self.kind == "number" and self.near is not False and self.tol < 0.5:
            # a whole number whose neighbour is accepted: one away, as for "int" questions
            number = finite_number(value)
            if number.is_integer() and any(
                    number_digest(self.bank, self.qid, near, self.tol) in self.answers
                    for near in (number - 1, number + 1)):
                return ("off-by-one", self.near or "Very close: you are one away from the "
                                                   "answer.")
        return None

    def _owned(self, items):
        """For a tuple whose entries have owners (:attr:`owners`), what to say to its right
        entries (canonical ``items``, in the owners' order) given to the wrong owners: which
        two are exchanged, when exchanging two makes the answer; None without owners."""
        if not self.owners or len(items) != len(self.owners):
            return None
        for first, second in itertools.combinations(range(len(items)), 2):
            trial = list(items)
            trial[first], trial[second] = trial[second], trial[first]
            if digest(self.bank, self.qid, "answer", "[" + ",".join(trial) + "]") in self.answers:
                one, other = self.owners[first], self.owners[second]
                return (f"You have the right entries, but {one}'s and {other}'s are swapped: "
                        f"your answer gives {items[first]} to {one} and {items[second]} to "
                        f"{other}.")
        named = ", ".join(self.owners[:-1]) + " and " + self.owners[-1]
        return f"You have the right entries, but not each one given to the right one of {named}."

    def _one_wrong(self, value, items, things, thousands=False):
        """What to say to a sequence whose canonical ``items`` all stand at their places
        (known from :attr:`places`) but one; None otherwise."""
        if self.kind != "sequence" or not self.places or len(items) != len(self.places):
            return None
        wrong = [place for place, item in enumerate(items)
                 if digest(self.bank, self.qid, "place", f"{place}:{item}") != self.places[place]]
        if len(wrong) != 1:
            return None
        place = wrong[0]
        written = split_items(value, **self._how, thousands=thousands)
        shown = str(written[place]).strip() if len(written) == len(items) else items[place]
        if len(items) == 2:
            return (f"You have the right number of {things} (2): the {_ORDINALS[1 - place]} is "
                    f"right, the {_ORDINALS[place]} ({shown}) is not.")
        named = _ORDINALS[place] if place < len(_ORDINALS) else f"number {place + 1}"
        return (f"You have the right number of {things} ({len(items)}), and all but the "
                f"{named} ({shown}) are right.")

    def _not_whole(self, value):
        """For an ``"int"`` question, the canonical text of a finite number that is not
        whole (``"10.75"``: hinted wrong answers are hashed from it), else None."""
        if self.kind != "int" or isinstance(value, bool):
            return None
        try:
            number = finite_number(value)
        except NotAnAnswer:
            return None
        return None if number.is_integer() else number_text(number)

    def _not_whole_report(self, value, text):
        """A readable number that is not whole, given to a question whose answer is: wrong
        (with its own hint when the bank has one), not unreadable."""
        report = Report(self.bank, self.qid, "failed", "that is not the answer.")
        key = digest(self.bank, self.qid, "answer", text)
        if key in self.hints:
            report.add_hint("known", self.hints[key])
            return report
        written = value.strip() if isinstance(value, str) and "/" in value else text
        report.add_hint("form", f"The answer is a whole number, and {written} is not one.")
        if self.hint:
            report.add_hint("general", self.hint)
        return report

    # -- the check -----------------------------------------------------
    def evaluate(self, value):
        """Judge ``value`` and return a :class:`Report` (not shown, not recorded).

        An answer made of built-in values only is read here; any other (an
        endless iterator, an object whose ``__str__`` never returns) is read in
        a child process where the system allows it, so that it cannot hang or
        crash the kernel.  A number of numpy's, a Fraction or a Decimal is read as the
        built-in number it equals.
        """
        if not _plain(value):
            value = native(value)
        if not available() or _plain(value):
            return self._evaluate_here(value)
        done = run_isolated(self._evaluate_here, (value,), total=5, idle=10)
        if done.finished:
            return done.value
        report = Report(self.bank, self.qid, "failed", "this answer cannot be read.")
        report.add_hint("form", f"Reading it went wrong: {done.why}. Give a plain value (a "
                                "number, a string, a list).")
        return report

    def _evaluate_here(self, value):
        if is_placeholder(value, self.kind):
            return Report(self.bank, self.qid, "not attempted",
                          "replace the ... with your answer, then run the cell again.")
        value = self._nothing(self._unlabelled(value))
        if self.read is not None:
            try:
                value = self.read(value)
            except NotAnAnswer as exc:      # words the reader will not guess at
                report = Report(self.bank, self.qid, "failed", "this answer cannot be read.")
                report.add_hint("form", str(exc)[0].upper() + str(exc)[1:] + ".")
                return report
            except Exception:  # noqa: BLE001 - a form it does not know: read as it is
                pass
        value = self._unit_dropped(value)
        doubt = comma_doubt(value, self.kind) or self._dot_doubt(value)
        if doubt is not None:
            report = Report(self.bank, self.qid, "failed", "this answer cannot be read.")
            report.add_hint("form", doubt)
            return report
        try:
            key = self.digest_of(value)
        except NotAnAnswer as exc:
            fraction = self._not_whole(value)
            if fraction is not None:
                return self._not_whole_report(value, fraction)
            report = Report(self.bank, self.qid, "failed", "this answer cannot be read.")
            report.add_hint("form", self._word_beside(value) or self._comma_in_whole(value) or
                            str(exc)[0].upper() + str(exc)[1:] + ".")
            return report
        if self.kind in ("sequence", "set") and key not in self.answers \
                and key not in self.hints:
            loose = self._not_items(value)
            if loose is not None and (loose[0] or self.form is None or not self.form(
                    items_of(value, self.kind, **self._how))):
                report = Report(self.bank, self.qid, "failed", "this answer cannot be read.")
                report.add_hint("form", loose[1])
                return report
            stranger = self._strangers(value)
            if stranger is not None:
                # an item that is not one is a wrong answer; what may be items the check
                # cannot tell apart ("sn", "one", "S/A/B") is unreadable, not wrong
                said, unreadable = stranger
                if unreadable:
                    report = Report(self.bank, self.qid, "failed", "this answer cannot be read.")
                    report.add_hint("form", said)
                else:
                    report = Report(self.bank, self.qid, "failed", "that is not the answer.")
                    report.add_hint("not-an-item", said)
                return report
        grouped = self._grouped(value)
        thousands = False
        if grouped is not None:
            # "22,187 and 19": the comma is a thousands separator (as a number question reads
            # "10,461,394,944,000") or one between items; right if either reading is
            together = self.digest_of(value, thousands=True)
            if key in self.answers or together in self.answers or not self._together(value):
                return self._two_readings(value, key, together, grouped)
            key, thousands = together, True
        if key in self.answers:
            report = Report(self.bank, self.qid, "passed", "that is right.")
            if self.explain:
                report.notes.append(self.explain)
            return report
        report = Report(self.bank, self.qid, "failed", "that is not the answer.")
        if key in self.hints:
            report.add_hint("known", self.hints[key])
            return report
        if self.form is not None and self.kind in ("sequence", "set"):
            odd = self.form(items_of(value, self.kind, **self._how, thousands=thousands))
            if odd:
                report.summary = odd[0]
                report.add_hint("form", odd[1])
                return report
        shape = self._shape_hints(value, thousands)
        if shape and self.form is not None and shape[0] == "count" \
                and shape[1].startswith("You have the right number"):
            shape = None            # the form vouches for the shape: a wrong move, not items
        if shape:
            report.add_hint(*shape)
        if self.hint:
            report.add_hint("general", self.hint)
        if not report.hints:
            report.add_hint("general", "Not yet: think it through once more and try again.")
        return report

    def _unlabelled(self, value):
        """``"DFS: A, B, D"`` as ``"A, B, D"`` when the question reads the label "DFS"."""
        if not self.labels or self.kind not in ("sequence", "set"):
            return value
        return unlabelled(value, self.labels)

    def _not_items(self, value):
        """What to say to a sequence or set answer that holds more than its items: a word
        that denies or doubts them ("not A, B"), a label the question does not read ("BFS:
        A, B" where DFS is asked), a word or a bracket beside an item ("5, 10 (2 leaves)"),
        as ``(doubted, text)``; None when every item stands alone."""
        things = "entries" if self.entries else "items"
        strings = _strings(value)
        said = " ".join(strings).casefold()
        if len(re.findall(r"[^\W_]+", said)) > 1 or re.search(r"[~\u2248?]", said):
            doubt = DOUBT.search(said)
            if doubt:
                return True, (f'The answer says "{doubt.group()}": give only what is asked, '
                              "with no other words.")
        label = label_of(value)
        if label:
            return False, (f"The answer begins with a label ({label[0]}): give the "
                           f"{things} only, separated by commas.")
        items = split_items(value, **self._how) if isinstance(value, str) else \
            _listed(value)
        if any(_NOT_IN_ITEM.search(item.strip()) for item in items):
            return False, (f"Something besides the {things} is in the answer (a word, a label, "
                           f"a bracket or a space inside an item): give the {things} only, "
                           "separated by commas.")
        return None

    def _unit_dropped(self, value):
        """``"26 moves"`` as ``"26"`` when the question counts moves; else ``value``."""
        if self.kind not in ("int", "number"):
            return value
        return unit_dropped(value, self.unit)

    def _dot_doubt(self, value):
        """For a whole-number question, what to say to ``"22.187"``, whose dot may be one
        between thousands (see :func:`dot_doubt`); None for any other value, and for a
        number whose decimal reading has a hint of its own (``"10.750"``)."""
        if self.kind != "int" or isinstance(value, bool):
            return None
        said = dot_doubt(value)
        fraction = self._not_whole(value) if said else None
        if fraction is not None and digest(self.bank, self.qid, "answer", fraction) in self.hints:
            return None
        return said

    def _comma_in_whole(self, value):
        """For a whole-number question (a count), what to say to ``"4,6"``: not a whole number
        written in digits (a decimal comma, or two numbers), rather than how to write a
        decimal, which cannot answer it; None for anything else."""
        if self.kind != "int" or not isinstance(value, str):
            return None
        found = re.fullmatch(r"\s*([+-]?\d+,\d+)\s*\.?\s*", value)
        if not found:
            return None
        return f"{found.group(1)} is not a whole number written in digits, and the answer is one."

    def _word_beside(self, value):
        """What to say to a number followed by a word the question does not read as its unit
        (``"7 cells"``): to give the number alone; None for anything else."""
        found = word_beside(value) if self.kind in ("int", "number") else None
        if found is None:
            return None
        number, word = found
        try:
            self.digest_of(number)
        except NotAnAnswer:
            return None
        if comma_doubt(number, self.kind) or self._dot_doubt(number):
            return None
        return f"Give the number alone ({number}), without {word!r}."

    def _together(self, value):
        """True when a string with a number such as "22,187" in it surely means one number
        there: no comma parts its items and something else does ("22,187 and 18"), or only
        that reading has the right number of items ("22,186, 18")."""
        items = items_of(value, self.kind, **self._how, thousands=True)
        if not commas_between(value):
            return len(items) > 1
        if not self.count:
            return False
        apart = items_of(value, self.kind, **self._how)
        return (digest(self.bank, self.qid, "count", len(items)) == self.count
                and digest(self.bank, self.qid, "count", len(apart)) != self.count)

    def _two_readings(self, value, apart, together, grouped):
        """The report on a string whose number ``grouped`` reads as one item (``together``)
        or as items split at its commas (``apart``): a hint only where both readings get it."""
        if apart in self.answers or together in self.answers:
            report = Report(self.bank, self.qid, "passed", "that is right.")
            if self.explain:
                report.notes.append(self.explain)
            return report
        report = Report(self.bank, self.qid, "failed", "that is not the answer.")
        if apart in self.hints and self.hints.get(together) == self.hints[apart]:
            report.add_hint("known", self.hints[apart])
            return report
        shapes = {self._shape_hints(value), self._shape_hints(value, thousands=True)}
        if len(shapes) == 1 and None not in shapes:
            report.add_hint(*shapes.pop())
        elif apart in self.hints or together in self.hints or len(shapes) > 1:
            report.add_hint("form", f"{grouped} can be read as one number or as numbers "
                                    "separated by commas: write it "
                                    f"{grouped.replace(',', '')} (or give a list) so that the "
                                    "check can say more.")
        if self.hint:
            report.add_hint("general", self.hint)
        if not report.hints:
            report.add_hint("general", "Not yet: think it through once more and try again.")
        return report

    def check(self, value, *, show=True):
        """Check ``value``, show the verdict and return the :class:`Report`.

        In strict mode a wrong answer raises
        :class:`~searchlib.checks.report.CheckFailed`.
        """
        return finish(self.evaluate(value), show=show)
