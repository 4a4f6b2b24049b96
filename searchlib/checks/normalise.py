"""Canonical forms of answers, so that equivalent answers compare equal.

A learner may write the same answer in many ways: ``"A, B, C"``,
``["a", "b", "c"]``, ``("A", "B", "C")`` or ``"A -> B -> C"``; ``7``,
``7.0`` or ``"7"``; ``"Larger"`` or ``" larger. "``.  Each function here
turns an answer into one canonical string for a given *kind* of question;
two answers are equivalent exactly when their canonical strings are equal.
Only canonical strings are ever hashed (see :mod:`searchlib.checks.secret`).

Kinds
-----
``"text"``      free text: case, accents' compatibility forms, spaces and a
                final full stop do not matter.
``"choice"``    like text, but the answer must be one of the question's
                options (after its synonyms are applied).
``"yesno"``     yes/no, true/false, y/n, ``True``/``False``.
``"int"``       a whole number (``7``, ``7.0``, ``"7"``).
``"number"``    a real number, compared within a tolerance (see
                :func:`number_cell`).
``"sequence"``  items in order: a list, a tuple, or a string separated by
                commas, semicolons, arrows or spaces.
``"set"``       items in any order; repeats do not count.
``"value"``     any nested structure (lists and tuples are the same thing,
                sets are unordered, numbers and strings as above).

Examples
--------
>>> canonical("A -> b ->C", "sequence") == canonical(("a", "B", "c"), "sequence")
True
>>> canonical({"C", "a"}, "set") == canonical("A, C, A", "set")
True
>>> canonical("  Larger. ", "text")
'larger'
>>> canonical(7.0, "int"), canonical(" 7 ", "int")
('7', '7')
>>> canonical([(1, 2), [3, 4]], "value") == canonical(((1, 2), (3, 4)), "value")
True
"""

import itertools
import math
import numbers
import re
import unicodedata
from fractions import Fraction

from .compare import as_builtin

#: Words (and signs) that deny, doubt or hedge an answer: "not A, B", "about (3, 5, 4)",
#: "A, B?"; one list for every reader (and for answers.Question).
DOUBT = re.compile(r"\b(not|no|never|nor|neither|or|about|approx|approximately|around|"
                   r"roughly|maybe|perhaps|probably)\b|(n't)|([~\u2248?])")

__all__ = ["KINDS", "DOUBT", "DASHES", "NotAnAnswer", "canonical", "split_items", "dash_parts",
           "items_of", "to_number", "number_text", "finite_number", "number_cell",
           "is_placeholder", "grouped_number", "commas_between"]

#: The kinds of question an answer check understands.
KINDS = ("text", "choice", "yesno", "int", "number", "sequence", "set", "value")

_YES = {"yes", "y", "true", "t", "oui", "ja", "si", "sí", "1"}
_NO = {"no", "n", "false", "f", "non", "nein", "0"}
#: The dashes a list may be written with ("S-A-B", "5 \u2013 10 \u2013 2"): the hyphen-minus, the
#: hyphens, the figure dash, the en and em dashes and the horizontal bar (not the minus sign).
DASHES = "-\u2010\u2011\u2012\u2013\u2014\u2015"
_DASH = re.escape(DASHES)           # for a character class
_SEPARATORS = re.compile(rf"\s*(?:,|;|[{_DASH}]+>|=>|→|\||\s(?i:and)\s)\s*")
_DASH_RUN = re.compile(rf"\s*[{_DASH}]+\s*")
#: A whole number with thousands separators inside a longer string (``"22,187 and 19"``),
#: not part of a list of numbers written with commas and no spaces (``"22,187,19"``).
_GROUPED = re.compile(r"(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d.]|,\d)")
_PLACEHOLDERS = {"", "...", "?", "??", "???", "todo", "your answer", "your answer here"}


class NotAnAnswer(ValueError):
    """The value cannot be read as an answer of the question's kind.

    The message says what was expected; an answer check shows it as the
    hint instead of calling the answer wrong.
    """


def is_placeholder(value, kind=None):
    """True for the values a learner leaves before answering.

    ``...`` (Ellipsis, the stub every exercise cell starts with), an empty
    string, ``"?"``, ``"TODO"`` and a list of nothing but ``...`` mean "not
    answered yet".  ``None`` is an answer (right for some questions, and read
    as "not a number" by the others); so is an empty list.

    Examples
    --------
    >>> is_placeholder(...), is_placeholder(None), is_placeholder(" todo "), is_placeholder(0)
    (True, False, True, False)
    >>> is_placeholder([]), is_placeholder([..., ...]), is_placeholder(None, "value")
    (False, True, False)
    """
    if value is ...:
        return True
    if value is None:
        return False
    if isinstance(value, str):
        return value.strip().casefold() in _PLACEHOLDERS
    if isinstance(value, (list, tuple)):
        return len(value) > 0 and all(v is ... for v in value)
    return False


#: The most items (and characters) an answer may have: answers are short.
MOST = 10_000
#: The deepest nesting an answer may have.
DEEPEST = 50


def _text(value):
    text = str(value)
    if len(text) > MOST:
        raise NotAnAnswer(f"that answer is {len(text):,} characters long: give a short one")
    text = unicodedata.normalize("NFKC", text).casefold().strip()
    text = text.strip("\"'`“”‘’")
    text = re.sub(r"\s+", " ", text)
    return text.rstrip(".!").strip()


#: A whole number written with thousands separators: ``22,187``, ``-1,000,000``.
_THOUSANDS = r"[+-]?\d{1,3}(,\d{3})+"


def to_number(value):
    """Read ``value`` as a number (int, float, Fraction, or a string of one).

    Strings may be ``"7"``, ``"3.5"``, ``"1e3"``, ``"7/2"``, ``"6 1/2"`` (a mixed number: the
    fraction between 0 and 1) or ``"1,000"``.

    Raises
    ------
    NotAnAnswer
        When the value is not a number.

    Examples
    --------
    >>> to_number("7/2"), to_number(" 1,000 "), to_number(True), to_number("6 1/2")
    (3.5, 1000, 1, 6.5)
    >>> to_number("6,5")
    Traceback (most recent call last):
    ...
    searchlib.checks.normalise.NotAnAnswer: expected a number, got '6,5' (for a decimal, write \
a point: 6.5)
    """
    value = as_builtin(value)           # numpy's numbers, a Decimal
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, str):
        text = value.strip().replace("_", "")
        if re.fullmatch(_THOUSANDS, text):
            text = text.replace(",", "")
        try:
            number = int(text)
            return number
        except ValueError:
            pass
        if "/" in text:
            return _fraction(value, re.sub(r"\s*/\s*", "/", text))
        try:
            return float(text)
        except ValueError:
            pass
        if re.fullmatch(r"[+-]?\d+,\d+", text):
            # "6,5" or "1,81": a decimal comma, or two numbers; a comma is no decimal point here
            raise NotAnAnswer(f"expected a number, got {value!r} (for a decimal, write a point: "
                              f"{text.replace(',', '.')})")
        if _SPACE.search(text):
            raise NotAnAnswer(f"expected a number, got {value!r}{_SPACED}")
    raise NotAnAnswer(f"expected a number, got {value!r}")


#: A mixed number, a whole number and a fraction after a space: "6 1/2".
_MIXED = re.compile(r"([+-]?)(\d+)\s+(\d+)/(\d+)")


def _fraction(value, text):
    """The number a fraction written as ``text`` ("7/2", "6 1/2") stands for.

    A whole number and a fraction after a space are a mixed number (6 1/2 is 6.5) only when
    the fraction is between 0 and 1; digits on both sides of a space are never read as one
    number ("1 3/2" is not 13/2, nor 2.5).

    >>> _fraction("6 1/2", "6 1/2"), _fraction("45/1.5", "45/1.5")
    (6.5, 30.0)
    """
    mixed = _MIXED.fullmatch(text)
    if mixed:
        sign, whole, top, bottom = mixed.groups()
        if not 0 < int(top) < int(bottom):
            raise NotAnAnswer(f"expected a number, got {value!r} (a whole number and a "
                              "fraction are read as a mixed number, such as 6 1/2, only when "
                              "the fraction is between 0 and 1)")
        number = int(whole) + Fraction(int(top), int(bottom))
        return float(-number if sign == "-" else number)
    plain = re.fullmatch(r"([+-]?(?:\d+(?:\.\d*)?|\.\d+))/(\d+(?:\.\d*)?|\.\d+)", text)
    if plain and float(plain.group(2)) != 0:        # "7/2", "45/1.5"
        return float(Fraction(plain.group(1)) / Fraction(plain.group(2)))
    raise NotAnAnswer(f"expected a number, got {value!r}{_SPACED if _SPACE.search(text) else ''}")


#: Digits on both sides of a space: never read as one number.
_SPACE = re.compile(r"\d\s+\d")
_SPACED = " (a space between digits: write each number with its digits together)"


def finite_number(value):
    """Read ``value`` as the answer to a ``"number"`` question: a finite float.

    NaN, the infinities and numbers too large for a float are not answers here
    (no stored answer is one), and neither are True and False.

    Raises
    ------
    NotAnAnswer
        With a message that says which of these the value is.

    Examples
    --------
    >>> finite_number("7/2"), finite_number(3)
    (3.5, 3.0)
    >>> finite_number(float("nan"))
    Traceback (most recent call last):
    ...
    searchlib.checks.normalise.NotAnAnswer: expected a finite number, got nan (not a number)
    """
    if isinstance(value, bool):
        raise NotAnAnswer(f"expected a number, got {value!r} (True and False are not numbers "
                          "here)")
    number = to_number(value)
    try:
        number = float(number)
    except OverflowError:
        raise NotAnAnswer(f"expected a finite number, got one too large for a float "
                          f"({len(str(abs(number))):,} digits)") from None
    if math.isnan(number):
        raise NotAnAnswer(f"expected a finite number, got {value!r} (not a number)")
    if math.isinf(number):
        raise NotAnAnswer(f"expected a finite number, got {value!r} (an infinity)")
    return number


def number_text(number):
    """The canonical text of a number, as answers are hashed from it.

    >>> number_text(3.0), number_text(10.75), number_text(1 / 450)
    ('3', '10.75', '0.00222222222222')
    """
    return _number_text(number)


def _number_text(number):
    if isinstance(number, float):
        if math.isnan(number):
            return "nan"
        if math.isinf(number):
            return "inf" if number > 0 else "-inf"
        if number.is_integer():
            return str(int(number))
        return repr(float(f"{number:.12g}"))
    return str(number)


def _atom(value):
    """Canonical text of one item: a number if it reads as one, else text."""
    value = as_builtin(value)
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, numbers.Real):
        return _number_text(to_number(value))
    text = _text(value)
    if re.fullmatch(r"[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?", text) or \
            re.fullmatch(_THOUSANDS, text):
        return _number_text(to_number(text))
    return text


def _structure(value, depth=0, count=None):
    count = [0] if count is None else count
    count[0] += 1
    if depth > DEEPEST:
        raise NotAnAnswer(f"that answer is nested more than {DEEPEST} levels deep")
    if count[0] > MOST:
        raise NotAnAnswer(f"that answer holds more than {MOST:,} items: give a short one")
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_structure(v, depth + 1, count) for v in value) + "]"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(_structure(v, depth + 1, count) for v in value)) + "}"
    if isinstance(value, dict):
        items = sorted(f"{_structure(k, depth + 1, count)}:{_structure(v, depth + 1, count)}"
                       for k, v in value.items())
        return "{" + ",".join(items) + "}"
    return _atom(value)


def _at_most(items):
    """``list(items)``, refusing more than :data:`MOST` (an iterator is never exhausted)."""
    found = list(itertools.islice(iter(items), MOST + 1))
    if len(found) > MOST:
        raise NotAnAnswer(f"that answer holds more than {MOST:,} items: give a short one")
    return found


def grouped_number(value):
    """The first whole number written with thousands separators in the string ``value``
    (``"22,187"`` in ``"22,187 and 19"``), or None: its commas can be read two ways.

    >>> grouped_number("22,187 and 19"), grouped_number("22,187,19"), grouped_number([1])
    ('22,187', None, None)
    """
    if not isinstance(value, str) or len(value) > MOST:
        return None
    found = _GROUPED.search(value)
    return found.group() if found else None


def commas_between(value):
    """True when the string ``value`` has a comma outside its numbers written with thousands
    separators (a comma that parts items).

    >>> commas_between("22,187 and 19"), commas_between("22,187, 19")
    (False, True)
    """
    return "," in _GROUPED.sub("", value)


def dash_parts(text):
    """The items of ``text`` written with dashes between them, or None when no dash in it
    stands between two items.

    A dash (a run of them: "S--A") parts two items when something stands on each side of
    it (a letter or a digit just before it).  A hyphen that begins a number is its sign, not
    a separator: at the start, after another separator ("3,-2", "5 - -10"), or after a dash
    that is not a hyphen ("5 \u2013-10").  So a hyphen glued between two numbers parts them
    ("5-10-2" is 5, 10 and 2: a negative number after another needs a separator before its
    sign, "5, -10").  A hyphen after an item with a space before it and a number right
    after it ("5 -10": 5 and -10, or 5 and 10?) and two hyphens or more before a number
    ("5--10": a dash and a sign, or one long dash?) leave the answer unreadable.

    Raises
    ------
    NotAnAnswer
        For hyphens that may or may not be a minus sign ("5 -10", "5--10").

    Examples
    --------
    >>> dash_parts("S-A-B"), dash_parts("S \u2013 A \u2014 B"), dash_parts("5-10-2")
    (['S', 'A', 'B'], ['S', 'A', 'B'], ['5', '10', '2'])
    >>> dash_parts("-1-3 - -2"), dash_parts("S -A"), dash_parts("-7"), dash_parts("3,-2")
    (['-1', '3', '-2'], ['S', 'A'], None, None)
    >>> dash_parts("5 -10 -2")
    Traceback (most recent call last):
    ...
    searchlib.checks.normalise.NotAnAnswer: in 5 -10, the hyphen can be a minus sign or a dash: \
write the items separated by commas (a minus sign only where you mean one)
    """
    if not isinstance(text, str) or len(text) > MOST:
        return None
    items, item, done = [], "", 0
    for found in _DASH_RUN.finditer(text):
        item += text[done:found.start()]
        done = found.end()
        run, after = found.group(), text[found.end():found.end() + 1]
        signed = run.endswith("-") and re.match(r"[\d.]", after) is not None
        if not re.search(r"[^\W_]\s*$", item) or not after:
            item += run         # a sign, a dash after no item ("-1", "3, -2"), or at the end
            continue
        dashes = run.strip()
        if signed and (set(dashes) == {"-"} and len(dashes) > 1 or dashes == "-" and
                       run[0].isspace()):
            shown = (re.search(r"\S+$", item).group() + run
                     + re.match(r"[\d.]+", text[found.end():]).group())
            raise NotAnAnswer(f"in {shown}, " + (
                "the hyphens can be a dash and a minus sign, or one long dash" if len(dashes) > 1
                else "the hyphen can be a minus sign or a dash") + ": write the items "
                "separated by commas (a minus sign only where you mean one)")
        items.append(item)
        item = "-" if signed and len(dashes) > 1 else ""
    if not items:
        return None
    return [part.strip() for part in items + [item + text[done:]]]


def split_items(value, *, letters=False, thousands=False, dashes=False):
    """Return the items of a sequence answer as a list.

    A string is split on commas, semicolons, arrows, bars or the word "and", or else, with
    ``dashes=True``, on dashes that part items (see :func:`dash_parts`), or else on spaces;
    with ``letters=True`` a string with no separator at all
    (``"ABDF"``) is split into its characters (a final full stop left out), and with
    ``letters`` a function, only when ``letters(text)`` is true of it (a question that
    knows its items splits a run of their names, never a word).  With ``thousands=True`` a
    number written with thousands separators (see :func:`grouped_number`) is
    one item.

    Examples
    --------
    >>> split_items("A, B,C")
    ['A', 'B', 'C']
    >>> split_items("A -> B -> C"), split_items("A B C")
    (['A', 'B', 'C'], ['A', 'B', 'C'])
    >>> split_items("ABDF", letters=True), split_items("none", letters=lambda text: False)
    (['A', 'B', 'D', 'F'], ['none'])
    >>> split_items("22,187 and 19"), split_items("22,187 and 19", thousands=True)
    (['22', '187', '19'], ['22187', '19'])
    >>> split_items("S-A-B", dashes=True), split_items("-1, -2", dashes=True)
    (['S', 'A', 'B'], ['-1', '-2'])
    """
    if isinstance(value, str):
        if len(value) > MOST:
            raise NotAnAnswer(f"that answer is {len(value):,} characters long: give a short one")
        text = value.strip().strip("[](){}")
        if thousands:
            text = _GROUPED.sub(lambda found: found.group().replace(",", ""), text)
        apart = None
        if _SEPARATORS.search(text):
            parts = _SEPARATORS.split(text)
        elif dashes and (apart := dash_parts(text)) is not None:
            parts = apart
        elif " " in text:
            parts = text.split()
        elif letters and len(text.rstrip(".")) > 1 and (letters is True or letters(text)):
            parts = list(text.rstrip("."))
        else:
            parts = [text]
        return [p.strip().strip("\"'") for p in parts if p.strip()]
    if isinstance(value, (list, tuple)):
        return _at_most(value)
    if isinstance(value, dict):
        raise NotAnAnswer("the order matters here, so give the values as a list, in the order "
                          "the question asks for them, not a dict")
    if isinstance(value, (set, frozenset)):
        raise NotAnAnswer("the order matters here, so give a list (in order), not a set")
    if hasattr(value, "__iter__") and not isinstance(value, (bytes, bytearray)):
        return _at_most(value)
    return [value]


#: A yes or a no that begins a sentence: "No, it overestimates", "Yes: it is admissible".
_LEADING = re.compile(r"(yes|no|true|false)\s*(?:[,;:.!\u2013\u2014]|\s-)\s*\S")


def _forms(text):
    """``text`` as a choice may be written: itself, with underscores for spaces
    ("transition_model"), in brackets ("(b)", "b)"), after an article ("a solution ...")."""
    yield text
    spaced = text.replace("_", " ")
    yield spaced
    bare = re.fullmatch(r"\(?\s*(.+?)\s*\)", spaced)
    if bare:
        yield bare.group(1)
    article = re.match(r"(?:a|an|the) (.+)", spaced)
    if article:
        yield article.group(1)


def canonical(value, kind, *, options=None, synonyms=None, letters=False, thousands=False,
              dashes=False):
    """The canonical string of ``value`` read as an answer of ``kind``.

    Parameters
    ----------
    value : object
        The learner's answer.
    kind : str
        One of :data:`KINDS`.
    options : sequence of str, optional
        For ``"choice"``: the allowed answers.
    synonyms : dict, optional
        For ``"choice"`` and ``"text"``: ``{other word: option}``.
    letters : bool or callable
        For ``"sequence"`` and ``"set"``: split ``"ABC"`` into letters (a callable: only a
        text it is true of, see :func:`split_items`).
    thousands : bool
        For ``"sequence"`` and ``"set"``: read ``"22,187 and 19"`` as two items.
    dashes : bool
        For ``"sequence"`` and ``"set"``: read dashes between items as separators
        (``"S-A-B"``; see :func:`dash_parts`).

    Raises
    ------
    NotAnAnswer
        When ``value`` cannot be read as that kind (the message says why).
    """
    if kind not in KINDS:
        raise ValueError(f"unknown kind of question {kind!r}; use one of {', '.join(KINDS)}")
    value = as_builtin(value)           # numpy's numbers and bools, a Fraction, a Decimal
    if kind in ("text", "choice"):
        if not isinstance(value, (str, numbers.Number)):
            if kind == "choice" and options is not None:
                raise NotAnAnswer(f"give one of {', '.join(map(str, options))}: its name, as a "
                                  f"string, not a {type(value).__name__}")
            raise NotAnAnswer(f"expected a word or a short phrase, got {type(value).__name__}")
        text = _text(value)
        table = {_text(k): _text(v) for k, v in (synonyms or {}).items()}
        if kind == "choice" and options is not None:
            allowed = [_text(o) for o in options]
            for form in _forms(text):
                if table.get(form, form) in allowed:
                    return table.get(form, form)
            raise NotAnAnswer("answer with one of: " + ", ".join(map(str, options)))
        return table.get(text, text)
    if kind == "yesno":
        if isinstance(value, bool):
            return "yes" if value else "no"
        text = _text(value) if isinstance(value, (str, int)) else None
        said = _LEADING.match(text) if text is not None else None
        if said:
            # "No, yes": the words after the first answer are the other answer
            then = re.match(r"[\s,;:.!\u2013\u2014-]*(yes|no|true|false)\s*[,;:.!]*\s*$",
                            text[said.end(1):])
            if then and (then.group(1) in _YES) != (said.group(1) in _YES):
                raise NotAnAnswer("that says both yes and no: answer one of them")
        text = said.group(1) if said else text          # "no, it overestimates"
        if text in _YES:
            return "yes"
        if text in _NO:
            return "no"
        raise NotAnAnswer("answer yes or no (True or False works too)")
    if kind in ("int", "number") and isinstance(value, bool):
        raise NotAnAnswer(f"expected a number, got {value!r} (True and False are not numbers "
                          "here)")
    if kind == "int":
        number = to_number(value)
        if isinstance(number, float):
            if not number.is_integer():
                raise NotAnAnswer(f"expected a whole number, got {value!r}")
            number = int(number)
        return str(number)
    if kind == "number":
        return _number_text(to_number(value))
    if kind == "sequence":
        return "[" + ",".join(items_of(value, kind, letters=letters, thousands=thousands,
                                       dashes=dashes)) + "]"
    if kind == "set":
        return "{" + ",".join(items_of(value, kind, letters=letters, thousands=thousands,
                                       dashes=dashes)) + "}"
    return _structure(value)


def items_of(value, kind, *, letters=False, thousands=False, dashes=False):
    """The canonical items of a ``"sequence"`` or ``"set"`` answer.

    In order for a sequence; sorted and without repeats for a set.

    Examples
    --------
    >>> items_of("b, A, b", "sequence"), items_of("b, A, b", "set")
    (['b', 'a', 'b'], ['a', 'b'])
    """
    if kind == "set" and isinstance(value, (set, frozenset, dict)):
        items = _at_most(value)
    else:
        items = split_items(value, letters=letters, thousands=thousands, dashes=dashes)
    keys = [_structure(v) for v in items]
    return sorted(set(keys)) if kind == "set" else keys


def number_cell(value, width):
    """Index of the grid cell of ``width`` that holds ``value``.

    Numeric answers are stored as hashes of the cells that overlap the
    accepted interval, never as the number itself; an answer is accepted
    when its own cell is one of them.

    Examples
    --------
    >>> number_cell(7.24, 0.05), number_cell(-0.01, 0.05)
    (144, -1)
    """
    if width <= 0:
        raise ValueError("the cell width must be positive")
    ratio = value / width
    if math.isinf(ratio) and math.isfinite(value):
        # a finite value too large for the grid in floats (1e308): count its cell exactly
        return math.floor(Fraction(value) / Fraction(width))
    return math.floor(round(ratio, 9))
