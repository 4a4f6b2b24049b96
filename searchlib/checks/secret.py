"""Salted hashes of canonical answers: what a question bank stores.

A question bank never holds an answer, or a wrong answer that triggers a
hint, in plain text.  It holds :func:`digest` values: a keyed BLAKE2b hash
of the canonical form of the answer (:mod:`searchlib.checks.normalise`),
salted with the lesson and the question id, so that the same answer to two
questions hashes differently and two banks never share a hash.

Numbers with a tolerance are stored *at the tolerance's granularity*: the
real line is cut into cells of width ``tol / 4`` and the bank stores the
hashes of the cells that overlap ``[answer - tol, answer + tol]``
(:func:`number_digests`).  An answer is accepted when its own cell is one
of them, so every value within ``tol`` is accepted and nothing further than
``tol`` plus one cell (``1.25 * tol``) is.  Neither the value nor the
centre of the interval appears anywhere.

This keeps answers out of sight, not out of reach: the answer space of a
question ("yes" or "no", a count below 100) is small, and anyone can call
the check repeatedly.  The aim is that reading a notebook or the package
does not give the answers away.

Examples
--------
>>> d = digest("demo", "q1", "answer", "7")
>>> len(d), d == digest("demo", "q1", "answer", "7"), d == digest("demo", "q2", "answer", "7")
(20, True, False)
>>> cells = number_digests("demo", "pi", 3.14159, 0.01)
>>> number_digest("demo", "pi", 3.145, 0.01) in cells
True
>>> number_digest("demo", "pi", 3.2, 0.01) in cells
False
"""

import hashlib

from .normalise import number_cell

__all__ = ["digest", "number_digest", "number_digests", "cell_width"]

_KEY = b"searchlib course: self-checks v1"


def digest(bank, qid, role, text):
    """Return the stored form of the canonical ``text``.

    Parameters
    ----------
    bank, qid : str
        The lesson (question bank) and the question id: the salt.
    role : str
        What is hashed: ``"answer"`` for an answer or a hinted wrong
        answer, ``"count"`` for a number of items, ``"items"`` for the
        items of a sequence regardless of order.
    text : str
        A canonical string.
    """
    data = "\x1f".join((str(bank), str(qid), str(role), str(text))).encode("utf-8")
    return hashlib.blake2b(data, digest_size=10, key=_KEY).hexdigest()


def cell_width(tol):
    """The width of the cells numbers are hashed at, for a tolerance ``tol``."""
    if not tol or tol <= 0:
        raise ValueError(f"a numeric answer needs a positive tolerance, not {tol!r}")
    return tol / 4


def number_digest(bank, qid, value, tol):
    """The hash of the cell that holds ``value``."""
    width = cell_width(tol)
    return digest(bank, qid, f"cell/{width!r}", number_cell(value, width))


def number_digests(bank, qid, value, tol):
    """The hashes of every cell that overlaps ``[value - tol, value + tol]``."""
    width = cell_width(tol)
    low, high = number_cell(value - tol, width), number_cell(value + tol, width)
    return tuple(digest(bank, qid, f"cell/{width!r}", cell) for cell in range(low, high + 1))
