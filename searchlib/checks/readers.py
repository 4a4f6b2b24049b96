"""Readers: how a question reads an answer a learner wrote in words.

A :class:`~searchlib.checks.answers.Question` normalises answers by its kind
(:mod:`~searchlib.checks.normalise`); a question whose answers are often
written out in the lesson's own terms takes a reader first (``read=``), which
turns those words into the form the kind reads, and leaves anything else as it
was, so that a wrong answer stays wrong and an unreadable one is still told so.

* :func:`cut_tests`: alpha-beta's cut tests, ``{"n": "v >= beta"}``,
  ``"n: beta, s: alpha"`` or a list of (arc, test) pairs, as ``{"n": "beta"}``;
* :func:`held_counts`: two counts labelled in words, ``"BFS 22187, IDDFS 19"``;
* :func:`cell_named`: a maze cell after the word "cell", ``"cell (5, 8)"``.
"""

import re

__all__ = ["cut_tests", "held_counts", "cell_named"]

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
_LABELLED = re.compile(rf"\b(bfs|iddfs)\b\D*?({_NUMBER})")


def held_counts(answer):
    """The memory answer as two numbers where words say which is which ("BFS 22187, IDDFS
    19", "BFS holds 22,187 states and IDDFS 19"), and without a unit ("22187 and 19 nodes")
    or the spaces inside a number ("22 187 and 19", where "and" parts the items).

    Parameters
    ----------
    answer : object
        What the learner gave; only a string is read.

    Returns
    -------
    list of int or str or object
        ``[bfs, iddfs]`` when both are labelled; else the text tidied; else ``answer``.

    Examples
    --------

    >>> held_counts("IDDFS 19, BFS 22 187"), held_counts("22 187 and 19 nodes")
    ([22187, 19], '22187 and 19')
    """
    if not isinstance(answer, str):
        return answer
    text = answer.strip().casefold()
    labelled = _LABELLED.findall(text)
    if len(labelled) == 2 and {name for name, _ in labelled} == {"bfs", "iddfs"} and not re.sub(
            r"\b(?:and|holds?|held|states|nodes)\b|[\s,;.:]", "", re.sub(_LABELLED, "", text)):
        held = {name: int(re.sub(r"[, ]", "", number)) for name, number in labelled}
        return [held["bfs"], held["iddfs"]]
    text = re.sub(r"\s*\b(?:nodes|states)\b\s*$", "", text)
    if re.search(r"[,;]|\band\b", text):
        # "and" or a comma parts the items: a space between digit groups is inside a number
        text = re.sub(r"\b\d{1,3}(?: \d{3})+\b", lambda found: found.group().replace(" ", ""),
                      text)
    return text


def cell_named(answer):
    """A cell answer without the word "cell" before it: "cell (5, 8)" is "(5, 8)".

    Parameters
    ----------
    answer : object
        What the learner gave; only a string is read.

    Returns
    -------
    str or object

    Examples
    --------

    >>> cell_named("the cell (5, 8)"), cell_named((5, 8))
    ('(5, 8)', (5, 8))
    """
    if isinstance(answer, str):
        return re.sub(r"^\s*(?:the\s+)?cell\s*[:=]?\s*", "", answer, flags=re.IGNORECASE)
    return answer
