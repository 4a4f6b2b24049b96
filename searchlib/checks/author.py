"""The authoring tool: turn a plain answer into the hashed entry a question bank stores.

In Python (a scratch cell, never a committed one)::

    from searchlib.checks.author import make_question, source
    q = make_question("dfs_bfs", "bfs-order", "sequence", "A, B, C, D, E",
                      wrong={"A, B, D, F, C, E": "That is the order a stack gives..."},
                      prompt="In which order does BFS remove the nodes?")
    print(source(q))        # paste this into searchlib/lessons/dfs_bfs.py

From a shell::

    python3 -m searchlib.checks.author dfs_bfs bfs-order --kind sequence \\
        --answer "A, B, C, D, E" --wrong "A, B, D, F, C, E" "That is the order a stack gives." \\
        --prompt "In which order does BFS remove the nodes?"

and to try an answer against the bank as it is stored::

    python3 -m searchlib.checks.author --try dfs_bfs bfs-order "A B C D E"

The hashes are salted with the lesson name and the question id, so an entry
belongs to the lesson and id it was made for: change either and make it
again.

Examples
--------
>>> q = make_question("demo", "manhattan", "int", 7, wrong={-7: "Use absolute values."})
>>> q.evaluate("7").passed, q.evaluate(-7).mistakes
(True, ['known'])
>>> print(source(q))  # doctest: +ELLIPSIS
    Question(
        'manhattan', 'int',
        answers=['...'],
        hints={
            '...':
                'Use absolute values.',
        },
    ),
"""

import argparse
import sys

from .answers import Question
from .normalise import DASHES, canonical, finite_number, items_of
from .secret import digest, number_digests

__all__ = ["make_question", "source", "main"]


def _answer_digests(bank, qid, kind, value, tol, **how):
    if kind == "number":
        return number_digests(bank, qid, finite_number(value), tol)
    return (digest(bank, qid, "answer", canonical(value, kind, **how)),)


def make_question(bank, qid, kind, answer, *, also=(), wrong=None, prompt="", hint=None,
                  explain=None, options=None, synonyms=None, letters=False, tol=None):
    """Build a :class:`~searchlib.checks.answers.Question` from plain answers.

    Parameters
    ----------
    bank : str
        The lesson module's name (``"dfs_bfs"``): part of the salt.
    qid : str
        The question id: part of the salt.
    kind : str
        How answers are read (see :mod:`searchlib.checks.normalise`).
    answer : object
        The answer, in any of its accepted forms.
    also : sequence, optional
        Other answers to accept.
    wrong : dict, optional
        ``{wrong answer: hint}`` for known mistakes.  (Write them as a list
        of pairs when a wrong answer is a list.)
    prompt, hint, explain, options, synonyms, letters, tol
        As for :class:`~searchlib.checks.answers.Question`.  A sequence or set question
        reads a dash between items as a separator ("S-A-B") unless an item of the answers
        given here has a dash in its name (then ``dashes=False``).

    Raises
    ------
    ValueError
        When an answer cannot be read as ``kind`` (so a typo in a bank is
        caught while writing it, not by a learner).
    """
    how = {"options": options, "synonyms": synonyms, "letters": letters}
    dashes = None
    if kind in ("sequence", "set"):
        # a dash parts the items of an answer unless one of the items' own names has one
        pairs = wrong.items() if isinstance(wrong, dict) else (wrong or ())
        dashes = not any(_dashed(value, kind, letters)
                         for value in (answer, *also, *(value for value, _ in pairs)))
        how = {"letters": letters, "dashes": dashes}
    elif kind not in ("text", "choice"):
        how = {}
    answers = []
    for value in (answer, *also):
        answers.extend(_answer_digests(bank, qid, kind, value, tol, **how))
    hints = {}
    pairs = wrong.items() if isinstance(wrong, dict) else (wrong or ())
    for value, text in pairs:
        for key in _answer_digests(bank, qid, kind, value, tol, **how):
            if key in answers:
                raise ValueError(f"{qid}: the wrong answer {value!r} is also accepted as right")
            hints[key] = text
    count = items = places = None
    if kind in ("sequence", "set"):
        found = items_of(answer, kind, letters=letters, dashes=dashes)
        count = digest(bank, qid, "count", len(found))
        if kind == "sequence":
            items = digest(bank, qid, "items", ",".join(sorted(set(found))))
            places = [digest(bank, qid, "place", f"{place}:{item}")
                      for place, item in enumerate(found)]
    return Question(qid, kind, prompt=prompt, answers=answers, hints=hints, hint=hint,
                    explain=explain, options=options, synonyms=synonyms, letters=letters,
                    tol=tol, count=count, items=items, places=places, dashes=dashes,
                    bank=bank)


def _dashed(value, kind, letters):
    """True when an item of ``value`` (read with no dash as a separator) has a dash in its
    name: not a number's minus sign."""
    for item in items_of(value, kind, letters=letters):
        try:
            float(item)
        except ValueError:
            if any(dash in item for dash in DASHES):
                return True
    return False


def _literal(text, indent, width=96):
    """``repr(text)``, split into adjacent literals that fit in ``width`` columns."""
    if not isinstance(text, str) or indent + len(repr(text)) + 12 <= width:
        return repr(text)
    words, lines, line = text.split(" "), [], ""
    room = max(30, width - indent - 4)
    for word in words:
        if line and len(line) + len(word) + 1 > room:
            lines.append(line + " ")
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    inner = f"\n{' ' * (indent + 1)}".join(repr(part) for part in lines)
    return f"({inner})"


def source(question, indent=4):
    """Python source of ``question`` to paste into a lesson's bank.

    Only hashes appear; the plain answers do not.
    """
    pad = " " * indent
    fields = [f"{question.qid!r}, {question.kind!r},"]
    if question.prompt:
        fields.append(f"prompt={_literal(question.prompt, indent * 2 + 7)},")
    fields.append(f"answers={sorted(question.answers)!r},")
    if question.hints:
        inner = "".join(f"\n{pad * 3}{k!r}:\n{pad * 4}{_literal(v, indent * 4)},"
                        for k, v in question.hints.items())
        fields.append(f"hints={{{inner}\n{pad * 2}}},")
    for name in ("hint", "explain", "options", "synonyms", "tol", "count", "items", "places"):
        value = getattr(question, name)
        if value:
            if isinstance(value, str):
                shown = _literal(value, indent * 2 + len(name) + 1)
            elif isinstance(value, dict) and len(repr(value)) + indent * 2 > 90:
                inner = "".join(f"\n{pad * 3}{k!r}: {v!r}," for k, v in value.items())
                shown = f"{{{inner}\n{pad * 2}}}"
            else:
                shown = repr(value)
            fields.append(f"{name}={shown},")
    if question.letters:
        fields.append("letters=True,")
    if question.kind in ("sequence", "set") and not question.dashes:
        fields.append("dashes=False,")
    body = "".join(f"\n{pad * 2}{f}" for f in fields)
    return f"{pad}Question({body}\n{pad}),"


def _parser():
    parser = argparse.ArgumentParser(
        prog="python3 -m searchlib.checks.author",
        description="Hash an answer for a lesson's question bank, or try an answer.")
    parser.add_argument("bank", help="the lesson module, e.g. dfs_bfs")
    parser.add_argument("qid", help="the question id, e.g. bfs-order")
    parser.add_argument("value", nargs="?", help="with --try: the answer to try")
    parser.add_argument("--try", dest="attempt", action="store_true",
                        help="check VALUE against searchlib.lessons.BANK as stored")
    parser.add_argument("--kind", default="text", help="text, choice, yesno, int, number, "
                        "sequence, set or value (default text)")
    parser.add_argument("--answer", help="the answer (lists as 'A, B, C')")
    parser.add_argument("--also", action="append", default=[], help="another accepted answer")
    parser.add_argument("--wrong", nargs=2, action="append", default=[],
                        metavar=("ANSWER", "HINT"), help="a known wrong answer and its hint")
    parser.add_argument("--prompt", default="")
    parser.add_argument("--hint", help="the hint for any other wrong answer")
    parser.add_argument("--explain", help="shown with a right answer")
    parser.add_argument("--options", nargs="+", help="for --kind choice")
    parser.add_argument("--tol", type=float, help="for --kind number")
    parser.add_argument("--letters", action="store_true", help="read 'ABC' as A, B, C")
    return parser


def main(argv=None):
    """Command-line entry point; returns the exit status."""
    args = _parser().parse_intermixed_args(argv)
    if args.attempt:
        import importlib
        if args.value is None:
            print("--try needs the answer to try", file=sys.stderr)
            return 2
        module = importlib.import_module(f"searchlib.lessons.{args.bank}")
        report = module.BANK.item(args.qid).evaluate(args.value)
        print(report)
        return 0 if report.passed else 1
    if args.answer is None:
        print("give the answer with --answer (or use --try)", file=sys.stderr)
        return 2
    question = make_question(args.bank, args.qid, args.kind, args.answer, also=args.also,
                             wrong=args.wrong, prompt=args.prompt, hint=args.hint,
                             explain=args.explain, options=args.options, letters=args.letters,
                             tol=args.tol)
    print(source(question))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
