"""Errors raised by the Degrees data and searches.

All are :class:`~searchlib.errors.SearchlibError` subclasses (so also
:class:`ValueError`), and each message names the problem: the file and line
of a bad row, the unknown id, the name that matches several people.

Examples
--------
>>> from searchlib.errors import SearchlibError
>>> err = AmbiguousNameError("Ann Lee", [("7", "Ann Lee", 1950), ("9", "Ann Lee", None)])
>>> isinstance(err, SearchlibError), err.ids
(True, ['7', '9'])
>>> print(err)
2 people are called 'Ann Lee': id 7 (born 1950), id 9 (birth unknown); choose one by id
"""

from ..errors import SearchlibError

__all__ = ["DegreesError", "DataFileError", "UnknownPersonError", "UnknownNameError",
           "AmbiguousNameError"]


class DegreesError(SearchlibError):
    """Something is wrong with the Degrees data or a Degrees query."""


class DataFileError(DegreesError):
    """A Degrees CSV file is missing or has a malformed row.

    Attributes
    ----------
    path : str
        The file.
    line : int or None
        The line of the file (1 is the header), when the problem is a row.
    """

    def __init__(self, path, line, problem):
        self.path, self.line, self.problem = str(path), line, problem
        where = f"{self.path}, line {line}" if line is not None else self.path
        super().__init__(f"{where}: {problem}")


class UnknownPersonError(DegreesError, KeyError):
    """A person id (or movie id) that is not in the data."""

    def __str__(self):
        return str(self.args[0])


class UnknownNameError(DegreesError, KeyError):
    """A name that nobody in the data has."""

    def __str__(self):
        return str(self.args[0])


class AmbiguousNameError(DegreesError):
    """Several people share the name asked for; the caller must choose by id.

    Attributes
    ----------
    name : str
        The name asked for.
    candidates : list of (id, name, birth)
        Everyone with that name, in file order (``birth`` None when unknown).
    ids : list of str
        Their ids.
    """

    def __init__(self, name, candidates):
        self.name = name
        self.candidates = list(candidates)
        self.ids = [c[0] for c in self.candidates]
        listed = ", ".join(
            f"id {pid} ({'born ' + str(birth) if birth is not None else 'birth unknown'})"
            for pid, _, birth in self.candidates)
        super().__init__(f"{len(self.candidates)} people are called {name!r}: {listed}; "
                         "choose one by id")
