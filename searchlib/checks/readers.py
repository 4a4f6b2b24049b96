"""Readers: how a question reads an answer a learner wrote in words.

A :class:`~searchlib.checks.answers.Question` normalises answers by its kind
(:mod:`~searchlib.checks.normalise`); a question whose answers are often
written out in the lesson's own terms takes a reader first (``read=``), which
turns those words into the form the kind reads, and leaves anything else as it
was, so that a wrong answer stays wrong and an unreadable one is still told so.

* :func:`cut_tests`: alpha-beta's cut tests, ``{"n": "v >= beta"}``,
  ``"n: beta, s: alpha"`` or a list of (arc, test) pairs, as ``{"n": "beta"}``;
* :func:`held_counts`: two counts labelled in words, ``"BFS 22187, IDDFS 19"``, or given as
  a list whose items carry a unit or a label, ``("22187 boards", "19 boards")``;
* :func:`cell_named`: a maze cell after the word "cell", ``"cell (5, 8)"``;
* :func:`board_move`: a move given as a set, told why a set cannot be a move;
* :func:`player_entries`: a utility with each entry after its player, ``"P1 = 3, P2 = 5"``
  or ``{1: 3, 2: 5}``, as the entries in the players' order.
"""

import re

from .normalise import DASHES, DOUBT, dash_parts

_DASH = re.escape(DASHES)      # for a character class

__all__ = ["cut_tests", "held_counts", "cell_named", "board_move", "player_entries"]

#: A cut test written out: "v >= beta" is the beta test, "v <= alpha" the alpha test.
_TESTS = [(re.compile(r"(?:v\s*(?:>=|\u2265)\s*)?(?:beta|\u03b2)(?:\s+test)?"), "beta"),
          (re.compile(r"(?:v\s*(?:<=|\u2264)\s*)?(?:alpha|\u03b1)(?:\s+test)?"), "alpha")]


_ALPHA = re.compile(r"alpha|\u03b1")
_BETA = re.compile(r"beta|\u03b2")
_NEGATION = re.compile(r"\b(?:not|no|never)\b|n't")

#: "n: beta, s: alpha", "n beta s alpha", "n = β; s = α": arcs (a name) each followed by
#: its test, the pairs apart by commas, semicolons or "and".
_PAIR = r"([a-z]\w*)\s*(?::|=|->|\u2192)?\s*(alpha|beta|\u03b1|\u03b2)(?:\s+test)?"
_PAIRS = re.compile(rf"\s*{_PAIR}(?:\s*(?:,|;|\band\b)?\s*{_PAIR})*\s*\.?\s*")


def _bound(test):
    """The bound a test written in words names: "beta test (v >= beta, at a MAX node)" is
    "beta"; None when it names both bounds, neither, or says "not"."""
    words = re.sub(r"^the\s+", "", test.strip().casefold())
    found = next((bound for rule, bound in _TESTS if rule.fullmatch(words)), None)
    if found or _NEGATION.search(words):
        return found
    alpha, beta = bool(_ALPHA.search(words)), bool(_BETA.search(words))
    named = "alpha" if alpha and not beta else "beta" if beta and not alpha else None
    # a comparison written out must be that test's own: v >= beta, v <= alpha
    compared = re.findall(r"(<=|>=|<|>|\u2264|\u2265)\s*(?:alpha|beta|\u03b1|\u03b2)", words)
    right = {"beta": {">=", "\u2265"}, "alpha": {"<=", "\u2264"}}
    return named if named and set(compared) <= right[named] else None


def _pairs_in_words(text):
    """A dict from "n: beta, s: alpha" (None when the words are not such pairs)."""
    text = text.strip().casefold()
    if not _PAIRS.fullmatch(text):
        return None
    pairs = re.findall(_PAIR, text)
    arcs = [arc for arc, _ in pairs]
    return dict(pairs) if len(set(arcs)) == len(arcs) else None


def cut_tests(answer):
    """The cut-tests answer with each test named by its bound ({"n": "v >= beta"} is
    {"n": "beta"}) and a list of (arc, test) pairs read as the dict it writes out.

    Parameters
    ----------
    answer : object
        What the learner gave: a dict, a list of pairs or a string.

    Returns
    -------
    object
        The dict of arc -> ``"alpha"`` or ``"beta"`` where the words say so; else ``answer``.

    Examples
    --------

    >>> cut_tests("n: \u03b2, s: \u03b1") == {"n": "beta", "s": "alpha"}
    True
    >>> cut_tests({"n": "beta test (v >= beta, at a MAX node)"})
    {'n': 'beta'}
    """
    if isinstance(answer, str):
        answer = _pairs_in_words(answer) or answer
    if isinstance(answer, (list, tuple)) and answer and all(
            isinstance(pair, (list, tuple)) and len(pair) == 2 for pair in answer):
        keys = [pair[0] for pair in answer]
        if len(set(keys)) == len(keys):
            answer = dict(answer)
    if not isinstance(answer, dict):
        return answer
    named = {}
    for arc, test in answer.items():
        if isinstance(test, str):
            test = _bound(test) or test
        named[arc] = test
    return named


_NUMBER = r"\d{1,3}(?:[, ]\d{3})+(?!\d)|\d+"
_FILLER = r"[\s:=]*(?:(?:holds?|held|keeps|has)\s+)?"
#: the words a count of states may carry: the lessons call the puzzle's states boards too
_UNITS = r"states?|nodes?|boards?"
#: "BFS 22187", "BFS holds 22,187", "IDDFS: 19"; and the other way, "22187 (BFS)", "19 for IDDFS"
_LABELLED = re.compile(rf"\b(bfs|iddfs)\b{_FILLER}({_NUMBER})")
_LABEL_AFTER = re.compile(rf"({_NUMBER})\s*(?:(?:{_UNITS})\s+)?\(?\s*(?:for\s+|by\s+)?"
                          r"(bfs|iddfs)\b\s*\)?")
_NEGATION = re.compile(r"\b(?:not|no|never|neither|nor)\b|n't")
#: the words an answer of two counts may hold besides its numbers and labels
_PLAIN = (rf"\b(?:and|holds?|held|keeps|has|{_UNITS}|for|by|bfs|iddfs)\b|"
          rf"[\s,;.:=(){_DASH}]")
#: a number whose dots may part thousands ("22.187"): not a decimal in a count of states
_DOTTED = re.compile(r"(?<![\d.])(?<!\d,)[+-]?[1-9]\d{0,2}(?:\.\d{3})+(?![\d.]|,\d)")
#: one item of the answer given as a list: a number, with a unit or after its label
_ITEM = re.compile(r"([+-]?(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:\.\d+)?)"
                   rf"\s*(?:\b(?:{_UNITS}))?\s*\.?")
_ITEM_LABELLED = re.compile(rf"(bfs|iddfs)\b{_FILLER}({_NUMBER})(?:\s+(?:{_UNITS}))?\s*\.?")
_ITEM_LABEL_AFTER = re.compile(rf"({_NUMBER})\s*(?:(?:{_UNITS})\s+)?\(?\s*(?:for\s+|by\s+)?"
                               r"(bfs|iddfs)\s*\)?\s*\.?")
_TWO_NUMBERS = ("give the two numbers only, BFS's first (or each after its name: BFS 100, "
                "IDDFS 7)")
_BOTH_NAMED = ("give both counts, each after its name (BFS 100, IDDFS 7), or the two numbers "
               "only, BFS's first")


def _not_said(text):
    """Raise :class:`NotAnAnswer` when ``text`` says "not" or writes a number with dots
    between thousands ("22.187")."""
    from .answers import dot_doubt
    from .normalise import NotAnAnswer
    if _NEGATION.search(text):
        raise NotAnAnswer(f'a "not" in the answer: {_TWO_NUMBERS}')
    dotted = _DOTTED.search(text)
    if dotted:
        said = dot_doubt(dotted.group(), "both counts are whole numbers")
        raise NotAnAnswer(said[0].lower() + said[1:].rstrip("."))


def _held_item(item):
    """One item of the memory answer given as a list or a dict value, as ``(label or None,
    count)``: ``"22,187 states"`` is ``(None, "22,187")``, ``"BFS 22187"`` is ``("bfs",
    22187)``; anything else in a string makes the answer unreadable."""
    from .normalise import NotAnAnswer
    if isinstance(item, float) or isinstance(item, str):
        _not_said(item if isinstance(item, str) else repr(item))
    if not isinstance(item, str):
        return None, item
    text = item.strip().casefold()
    for rule, order in ((_ITEM_LABELLED, (0, 1)), (_ITEM_LABEL_AFTER, (1, 0))):
        found = rule.fullmatch(text)
        if found:
            return found.group(order[0] + 1), int(re.sub(r"[, ]", "", found.group(order[1] + 1)))
    found = _ITEM.fullmatch(text)
    if not found:
        raise NotAnAnswer(_TWO_NUMBERS)
    return None, found.group(1).replace(" ", "")     # "22 187": a space between groups


def _held_items(items):
    """The memory answer given as a list, a tuple or a dict (``{"BFS": 22187, "IDDFS":
    19}``), each item read as a single count would be; else None."""
    from .normalise import NotAnAnswer
    if isinstance(items, dict):
        names = {str(key).strip().casefold(): key for key in items}
        if set(names) != {"bfs", "iddfs"}:
            return None
        read = {name: _held_item(items[key]) for name, key in names.items()}
        if any(label not in (None, name) for name, (label, _) in read.items()):
            raise NotAnAnswer(_BOTH_NAMED)
        return [read["bfs"][1], read["iddfs"][1]]
    if not isinstance(items, (list, tuple)) or len(items) > 100:
        return None
    read = [_held_item(item) for item in items]
    labels = [label for label, _ in read]
    if not any(labels):
        return [count for _, count in read]
    if len(read) == 2 and set(labels) == {"bfs", "iddfs"}:
        held = dict(read)
        return [held["bfs"], held["iddfs"]]
    raise NotAnAnswer(_BOTH_NAMED)


def held_counts(answer):
    """The memory answer as two numbers where words say which is which ("BFS 22187, IDDFS
    19", "22187 for BFS, 19 for IDDFS"), and without a unit ("22187 and 19 nodes") or the
    spaces inside a number ("22 187 and 19", where "and" parts the items).  Words beyond
    those (a "not", an "or") make it unreadable rather than read as something it does not
    say.  A list, a tuple or a dict of the two counts has each item read the same way
    (``("22,187 states", "19 states")``, ``("BFS 22187", "IDDFS 19")``).

    Parameters
    ----------
    answer : object
        What the learner gave.

    Returns
    -------
    list of int or str or object
        ``[bfs, iddfs]`` when both are labelled; else the text tidied, or the list of its
        items; else ``answer``.

    Raises
    ------
    NotAnAnswer
        When the text says more than two counts (a negation, another word), or writes a
        number with dots between thousands ("22.187").

    Examples
    --------
    >>> held_counts("IDDFS 19, BFS 22 187"), held_counts("22 187 and 19 nodes")
    ([22187, 19], '22187 and 19')
    >>> held_counts("22187 (BFS) and 19 (IDDFS)"), held_counts("22,187 \u2013 19")
    ([22187, 19], [22187, 19])
    >>> held_counts(("22,187 boards", "19 boards")), held_counts(("IDDFS 19", "BFS 22187"))
    (['22,187', '19'], [22187, 19])
    >>> held_counts("BFS does not hold 22187, IDDFS 19")
    Traceback (most recent call last):
    ...
    searchlib.checks.normalise.NotAnAnswer: a "not" in the answer: give the two numbers only, \
BFS's first (or each after its name: BFS 100, IDDFS 7)
    """
    from .normalise import NotAnAnswer
    if not isinstance(answer, str):
        items = _held_items(answer)
        return answer if items is None else items
    text = answer.strip().casefold()
    _not_said(text)
    for rule, order in ((_LABELLED, (0, 1)), (_LABEL_AFTER, (1, 0))):
        found = [(pair[order[0]], pair[order[1]]) for pair in rule.findall(text)]
        if len(found) == 2 and {name for name, _ in found} == {"bfs", "iddfs"} and not re.sub(
                _PLAIN, "", rule.sub("", text)):
            held = {name: int(re.sub(r"[, ]", "", number)) for name, number in found}
            return [held["bfs"], held["iddfs"]]
    text = re.sub(rf"\s*\b(?:{_UNITS})\b", "", text)     # "22187 states, 19 states"
    if re.search(r"\b(?:bfs|iddfs)\b", text):
        raise NotAnAnswer(_BOTH_NAMED)
    if re.sub(_PLAIN, "", re.sub(_NUMBER, "", text)).strip():
        raise NotAnAnswer(_TWO_NUMBERS)
    apart = dash_parts(text.strip().rstrip("."))
    if apart is not None and len(apart) == 2 and all(re.fullmatch(_NUMBER, part)
                                                     for part in apart):
        # "22,187 - 19": a dash parts the two counts, so a comma or a space is inside one
        return [int(re.sub(r"[, ]", "", part)) for part in apart]
    if re.search(r"[,;]|\band\b", text):
        # "and" or a comma parts the items: a space between digit groups is inside a number
        text = re.sub(r"\b\d{1,3}(?: \d{3})+\b", lambda found: found.group().replace(" ", ""),
                      text)
    return text


#: a dash between two things: one glued to the first, or dashes with spaces on both sides
#: ("5 -8" is 5 and -8, and "5--8" 5 and 8 or 5 and -8, as a list reads them)
_DASHED = rf"(?:[{_DASH}](?![{_DASH}])\s*|\s+[{_DASH}]+\s+)"
_PAIR_WRITTEN = re.compile(rf"\(\s*(\d+)(?:\s*,\s*|{_DASHED})(\d+)\s*\)")
_ROW_COLUMN = re.compile(r"\brow\s*(\d+)\s*,?\s*(?:and\s+)?col(?:umn)?\s*(\d+)", re.IGNORECASE)


def cell_named(answer):
    """A cell answer from the words around it: "cell (5, 8)", "(5, 8) cell", "(5, 8) with
    h = 4" and "row 5, column 8" are "(5, 8)"; a text that names two cells, or has other
    words (a "not", an "or"), cannot be read.

    Parameters
    ----------
    answer : object
        What the learner gave; only a string is read.

    Returns
    -------
    str or object

    Raises
    ------
    NotAnAnswer
        When other words stand beside the cell ("not (5, 8)", "(5, 8) is wrong"), or it
        names more than one cell.

    Examples
    --------
    >>> cell_named("the cell (5, 8)"), cell_named((5, 8)), cell_named("row 5, column 8")
    ('(5, 8)', (5, 8), '(5, 8)')
    >>> cell_named("(5, 8) and (3, 5)")
    Traceback (most recent call last):
    ...
    searchlib.checks.normalise.NotAnAnswer: give one cell only, as (row, column): this answer \
names 2
    """
    from .normalise import NotAnAnswer
    if not isinstance(answer, str):
        return answer
    # words beside the cell that the reader knows; any other ("not (5, 8)", "(5, 8) is
    # wrong") makes the answer unreadable rather than read as the cell it names
    leftover = re.sub(r"\b(?:the|cell|row|col|column|h|g|f|with|in|and|moves?|steps?)\b|\d+|"
                      rf"[\s,;:=()\[\].+{_DASH}]", "", answer.casefold())
    if leftover or _NEGATION.search(answer.casefold()):
        raise NotAnAnswer("give the cell only, as (row, column)")
    pairs = _PAIR_WRITTEN.findall(answer) or _ROW_COLUMN.findall(answer)
    if len(pairs) == 1:
        return f"({pairs[0][0]}, {pairs[0][1]})"
    if pairs:
        raise NotAnAnswer(f"give one cell only, as (row, column): this answer names "
                          f"{len(pairs)}")
    return re.sub(r"^\s*(?:the\s+)?cell\s*[:=]?\s*", "", answer, flags=re.IGNORECASE)


def board_move(answer):
    """A move on a board, (row, column), as it was given; a set cannot be read as one.

    Parameters
    ----------
    answer : object
        What the learner gave.

    Returns
    -------
    object
        ``answer``, when it is not a set.

    Raises
    ------
    NotAnAnswer
        For a set: a set holding pairs is told to give the pair itself, and a set of numbers
        that they have no order there (which is the row?).

    Examples
    --------
    >>> board_move((2, 1))
    (2, 1)
    >>> board_move({(0, 2)})
    Traceback (most recent call last):
    ...
    searchlib.checks.normalise.NotAnAnswer: a move is one (row, column) pair, such as (0, 2): \
give the pair itself, not a set holding it
    """
    from .normalise import NotAnAnswer
    if not isinstance(answer, (set, frozenset)):
        return answer
    if any(isinstance(item, tuple) for item in answer):
        raise NotAnAnswer("a move is one (row, column) pair, such as (0, 2): give the pair "
                          "itself, not a set holding it")
    raise NotAnAnswer("a move is one (row, column) pair, such as (0, 2), row first: a set has "
                      "no order, so give a tuple")


#: A player's name before its entry: "player 1", "P1", "u1", or the number alone before ":".
_PLAYER_NAMED = (r"\b(?:player|p|u|utility|entry)\s*(\d+)(?:\s*(?::|=|->|\u2192)\s*|"
                 rf"{_DASHED}|\s+)")
#: a player, a space and a hyphen glued to the entry: "P1 -3" (P1 = -3, or P1 = 3?)
_SIGN_OR_DASH = re.compile(r"\b(?:player|p|u|utility|entry)\s*\d+\s+-\d+")
_PLAYER_ENTRY = re.compile(rf"(?:{_PLAYER_NAMED}|\b(\d+)\s*(?::|=|->|\u2192)\s*)"
                           r"([+-]?\d+(?:\.\d+)?)")
#: A player as a dict's key: 1, "1", "P1", "player 1", "u1".
_PLAYER_KEY = re.compile(r"\s*(?:(?:player|p|u|utility|entry)\s*)?(\d+)\s*")
_EACH_PLAYER = ("give the entries only, in the players' order (player 1's first), or each after "
                "its player, once each: P1 = 10, P2 = 20, P3 = 30")


def _in_order(pairs):
    """The entries of ``[(player, entry), ...]`` in the players' order, 1 first; the players
    must be 1 to n, once each."""
    from .normalise import NotAnAnswer
    players = sorted(int(player) for player, _ in pairs)
    if players != list(range(1, len(pairs) + 1)):
        raise NotAnAnswer(_EACH_PLAYER)
    return [entry for _, entry in sorted(pairs, key=lambda pair: int(pair[0]))]


def _entries_in_words(text):
    """``[(player, entry), ...]`` from "P1 = 3, P2 = 5", or None when no entry there is
    named; raises when some are named and something else stands beside them."""
    from .normalise import NotAnAnswer
    folded = text.casefold()
    pairs = [(named or bare, entry) for named, bare, entry in _PLAYER_ENTRY.findall(folded)]
    if not pairs:
        return None
    if re.sub(rf"[\s,;()\[\]{{}}{_DASH}]|\band\b", "", _PLAYER_ENTRY.sub("", folded)):
        raise NotAnAnswer(_EACH_PLAYER)
    doubt = _SIGN_OR_DASH.search(folded)
    if doubt:
        # "P1 -3": a minus sign, or a dash between the player and the entry?
        shown = text[doubt.start():doubt.end()] if len(text) == len(folded) else doubt.group()
        raise NotAnAnswer(f"in {shown}, the hyphen can be a minus sign or a "
                          "dash: write each entry after its player with = or a colon (P1 = 3, "
                          "P1 = -3)")
    return pairs


def player_entries(answer):
    """The utility answer in the players' order where each entry is named by its player:
    "player 1: 3, player 2: 5", "P1=3, P2=5", "u1 = 3; u2 = 5", a list of such items, or a dict
    keyed by the players (``{1: 3, 2: 5}``, ``{"P1": 3, "P2": 5}``).  An answer that names no
    player, or says "not" or "about", is left as it is.

    Parameters
    ----------
    answer : object
        What the learner gave.

    Returns
    -------
    list or object
        The entries, player 1's first, when players are named; else ``answer``.

    Raises
    ------
    NotAnAnswer
        When some entries are named by their player and others not, a player is named twice
        or left out, or a dict's keys are not the players.

    Examples
    --------
    >>> player_entries("P2 = 5, P1 = 3"), player_entries({"player 1": 3, "player 2": 5})
    (['3', '5'], [3, 5])
    >>> player_entries((3, 5)), player_entries("not P1 = 3, P2 = 5")
    ((3, 5), 'not P1 = 3, P2 = 5')
    """
    from .normalise import NotAnAnswer
    if isinstance(answer, dict):
        keys = [_PLAYER_KEY.fullmatch(str(key).casefold()) for key in answer]
        if not all(keys) or any(isinstance(key, bool) for key in answer):
            raise NotAnAnswer("a dict needs the players as its keys (1, 2, 3); or " + _EACH_PLAYER)
        return _in_order([(found.group(1), entry) for found, entry in zip(keys, answer.values())])
    if isinstance(answer, str):
        if DOUBT.search(answer.casefold()):
            return answer
        pairs = _entries_in_words(answer)
        return answer if pairs is None else _in_order(pairs)
    if isinstance(answer, (list, tuple)) and 0 < len(answer) <= 100:
        named = [_entries_in_words(item) if isinstance(item, str) and not DOUBT.search(
            item.casefold()) else None for item in answer]
        if not any(named):
            return answer
        if not all(pairs is not None and len(pairs) == 1 for pairs in named):
            raise NotAnAnswer(_EACH_PLAYER)
        return _in_order([pairs[0] for pairs in named])
    return answer
