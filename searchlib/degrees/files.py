"""The Degrees CSV files: where they are, reading them with row checks, writing them.

The data lives in three CSV files in one folder, the layout of the lecture's
Degrees project:

=============  ======================  ==========================================
file           columns                 one row per
=============  ======================  ==========================================
people.csv     ``id,name,birth``       person (``birth`` may be empty: unknown)
movies.csv     ``id,title,year``       movie (``year`` may be empty: unknown)
stars.csv      ``person_id,movie_id``  credit: that person starred in that movie
=============  ======================  ==========================================

:func:`load` reads a folder into a :class:`~searchlib.degrees.data.Degrees`,
checking every row; a malformed row raises
:class:`~searchlib.degrees.errors.DataFileError` naming the file, the line and
what is wrong.  Columns may come in any order; extra columns are ignored; a
credit listed twice counts once.

Examples
--------
>>> data = load_small()
>>> data
<Degrees: 16 people, 5 movies, 20 credits>
>>> load(SMALL_DIR).movies["93779"].title
'The Princess Bride'
"""

import csv
import hashlib
from pathlib import Path

from ..data import cache_dir
from ..data import path as data_path
from .data import Degrees, Movie, Person
from .errors import DataFileError

__all__ = ["FILES", "data_dir", "SMALL_DIR", "load", "load_small", "write_csv", "save",
           "files_digest"]


#: The three files and their required columns, in the project's layout.
FILES = {
    "people": ("people.csv", ("id", "name", "birth")),
    "movies": ("movies.csv", ("id", "title", "year")),
    "stars": ("stars.csv", ("person_id", "movie_id")),
}


def data_dir():
    """Return the folder for generated Degrees sets: ``degrees/`` in the cache.

    That is :func:`searchlib.data.cache_dir` (``$SEARCHLIB_DATA``, else the
    per-user cache folder), never the package: the small set ships with the
    package (:data:`SMALL_DIR`), the large one is generated there.
    """
    return cache_dir() / "degrees"


#: The small, hand-made set of real people and films (shipped with the package).
SMALL_DIR = data_path("degrees/small")


def _year(text, column, path, line):
    text = text.strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise DataFileError(path, line, f"{column} {text!r} is not a whole number "
                            "(leave it empty when unknown)") from None


def _rows(path, columns):
    """Yield ``(line, fields)`` for each data row, fields in ``columns`` order.

    A quote that is never closed would swallow the lines after it into one
    field: a row that spans several lines is reported, naming the line
    where it starts.
    """
    try:
        handle = open(path, newline="", encoding="utf-8-sig")
    except FileNotFoundError:
        raise DataFileError(path, None, "no such file") from None
    except IsADirectoryError:
        raise DataFileError(path, None, "a folder, not a file") from None
    with handle:
        reader = csv.reader(handle, strict=True)
        last = 0
        try:
            header = next(reader, None)
            if header is None:
                raise DataFileError(path, 1, f"the file is empty; expected the header "
                                    f"{','.join(columns)}")
            header = [h.strip() for h in header]
            for column in columns:
                if column not in header:
                    raise DataFileError(path, 1, f"missing column {column!r} (the header has: "
                                        f"{', '.join(header)}; expected {','.join(columns)})")
            width = len(header)
            where = [header.index(c) for c in columns]
            simple = where == list(range(len(columns))) and width == len(columns)
            last = reader.line_num
            for row in reader:
                line = reader.line_num
                if line != last + 1:
                    _one_line(path, last + 1, line, row)
                last = line
                if len(row) != width:
                    if not row:
                        continue  # a blank line
                    raise DataFileError(path, line, f"expected {width} fields "
                                        f"({', '.join(header)}), found {len(row)}: {row!r}")
                yield line, (row if simple else [row[i] for i in where])
        except csv.Error as exc:
            start, end = last + 1, max(reader.line_num, last + 1)
            if end > start:
                raise DataFileError(path, start, f"malformed CSV: a quoted field opened on line "
                                    f"{start} runs on to line {end} ({exc}): is a closing quote "
                                    f"(\") missing on line {start}?") from None
            raise DataFileError(path, start, f"malformed CSV: {exc} (a stray quote?)") from None
        except UnicodeDecodeError as exc:
            raise DataFileError(path, None, f"not UTF-8 text ({exc.reason} at byte "
                                f"{exc.start})") from None


def _one_line(path, first, line, row):
    """Raise for a row that runs over several lines (an unclosed quote)."""
    for field in row:
        if "\n" in field or "\r" in field:
            head = field.splitlines()[0] if field.splitlines() else field
            raise DataFileError(path, first, f"a quoted field runs on from line {first} to line "
                                f"{line}: is a closing quote (\") missing? The field starts "
                                f"{head[:60]!r}")


def _first_line(path, columns, value):
    for line, fields in _rows(path, columns):
        if fields[0].strip() == value:
            return line
    return None


def _read_table(path, columns, kind, make):
    table = {}
    for line, fields in _rows(path, columns):
        key = fields[0].strip()
        if not key:
            raise DataFileError(path, line, f"the {kind} id is empty")
        if key in table:
            first = _first_line(path, columns, key)
            raise DataFileError(path, line, f"duplicate {kind} id {key!r} (first on line {first})")
        table[key] = make(key, fields, line)
    return table


def load(directory):
    """Read ``people.csv``, ``movies.csv`` and ``stars.csv`` from ``directory``.

    Parameters
    ----------
    directory : str or Path
        The folder holding the three files.

    Returns
    -------
    Degrees

    Raises
    ------
    DataFileError
        If a file is missing, lacks a column, or has a malformed row: a
        wrong number of fields, an empty or duplicate id, a birth or year
        that is not a whole number, or a credit naming an unknown person or
        movie.  The message gives the file and the line.

    Examples
    --------
    >>> sorted(load(SMALL_DIR).neighbors_for_person("163"))
    [('95953', '129'), ('95953', '163'), ('95953', '420')]
    """
    directory = Path(directory)
    people_path = directory / FILES["people"][0]
    movies_path = directory / FILES["movies"][0]
    stars_path = directory / FILES["stars"][0]

    def person(key, fields, line):
        return Person(key, fields[1], _year(fields[2], "birth", people_path, line))

    def movie(key, fields, line):
        return Movie(key, fields[1], _year(fields[2], "year", movies_path, line))

    people = _read_table(people_path, FILES["people"][1], "person", person)
    movies = _read_table(movies_path, FILES["movies"][1], "movie", movie)
    movies_of, stars_of = {}, {}
    credits = 0
    for line, (pid, mid) in _rows(stars_path, FILES["stars"][1]):
        if pid not in people:
            pid = pid.strip()
            if pid not in people:
                raise DataFileError(stars_path, line, f"person id {pid!r} is not in people.csv")
        if mid not in movies:
            mid = mid.strip()
            if mid not in movies:
                raise DataFileError(stars_path, line, f"movie id {mid!r} is not in movies.csv")
        stars = stars_of.get(mid)
        if stars is None:
            stars_of[mid] = [pid]
        elif pid in stars:
            continue  # the same credit twice: keep one
        else:
            stars.append(pid)
        films = movies_of.get(pid)
        if films is None:
            movies_of[pid] = [mid]
        else:
            films.append(mid)
        credits += 1
    return Degrees(people, movies, movies_of, stars_of, credits=credits, source=directory)


def load_small():
    """Load the small set of real people and films (16 people, 5 movies).

    Examples
    --------
    >>> load_small().people["705"].name
    'Robin Wright'
    """
    return load(SMALL_DIR)


def _text(value):
    return '"' + value.replace('"', '""') + '"'


def _plain(value):
    value = "" if value is None else str(value)
    return _text(value) if any(ch in value for ch in ',"\n\r') else value


def write_csv(directory, people, movies, credits):
    """Write ``people.csv``, ``movies.csv`` and ``stars.csv`` in the project's layout.

    Names and titles are quoted; ids and years are written as they are (an
    unknown birth or year as an empty field).  Returns the folder's Path.

    Parameters
    ----------
    directory : str or Path
        Created if missing.
    people, movies : iterables of Person and Movie (or equal 3-tuples)
    credits : iterable of (person_id, movie_id)
    """
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    tables = (
        ("people", (f"{_plain(p[0])},{_text(p[1])},{_plain(p[2])}\n" for p in people)),
        ("movies", (f"{_plain(m[0])},{_text(m[1])},{_plain(m[2])}\n" for m in movies)),
        ("stars", (f"{_plain(pid)},{_plain(mid)}\n" for pid, mid in credits)),
    )
    for key, lines in tables:
        name, columns = FILES[key]
        with open(directory / name, "w", encoding="utf-8", newline="") as out:
            out.write(",".join(columns) + "\n")
            out.writelines(lines)
    return directory


def save(data, directory):
    """Write a :class:`~searchlib.degrees.data.Degrees` as the three CSV files; return the folder.

    Loading the folder again gives the same data.  ``write_csv`` replaces
    the files it writes: give it a folder of your own.

    Examples
    --------
    >>> import tempfile
    >>> folder = save(load_small(), Path(tempfile.mkdtemp()) / "copy")
    >>> load(folder) == load_small()
    True
    """
    return write_csv(directory, data.people.values(), data.movies.values(),
                     data.credits_in_order())


def files_digest(directory):
    """Return the SHA-256 of the three CSV files, read in a fixed order.

    Examples
    --------
    >>> len(files_digest(SMALL_DIR))
    64
    """
    digest = hashlib.sha256()
    for key in ("people", "movies", "stars"):
        digest.update((Path(directory) / FILES[key][0]).read_bytes())
    return digest.hexdigest()
