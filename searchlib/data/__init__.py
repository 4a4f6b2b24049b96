"""The course's data files, shipped inside the package, and the per-user cache.

The mazes, the campus graph and the small Degrees set are package data: they
are installed with searchlib, so a notebook finds them from any folder (a
handout copied to a learner's home runs as it is)::

    from searchlib import Maze, data
    maze = Maze.load(data.path("mazes/greedy-trap.txt"))

=============================  ==============================================
name                           what
=============================  ==============================================
``mazes/dfs-wanders.txt``      DFS wanders off to the right (lessons 04, 05)
``mazes/two-routes.txt``       a short route and a long one (01, 04)
``mazes/greedy-trap.txt``      the fork that fools greedy search (04, 05, 06)
``graphs/campus.json``         the campus map of the practical (03)
``degrees/small/``             16 real people, 5 real films (13)
=============================  ==============================================

Data made on demand (the 100,000-person synthetic Degrees set) is never
written into the package (which may be read-only): it goes to
:func:`cache_dir`, the per-user cache folder (``~/.cache/searchlib`` on
Linux, found by ``platformdirs`` elsewhere), or to the folder named by the
environment variable ``SEARCHLIB_DATA``.

Examples
--------
>>> path("mazes/greedy-trap.txt").name
'greedy-trap.txt'
>>> names("mazes")
['mazes/dfs-wanders.txt', 'mazes/greedy-trap.txt', 'mazes/two-routes.txt']
>>> path("mazes/greedy-trap")
Traceback (most recent call last):
...
searchlib.data.DataNotFound: the course has no data file 'mazes/greedy-trap'; did you mean 'mazes/greedy-trap.txt'?
"""

import difflib
import os
from pathlib import Path

from ..errors import SearchlibError

__all__ = ["ROOT", "CACHE_ENV", "DataNotFound", "path", "names", "cache_dir"]

#: The folder of the shipped data (inside the installed package).
ROOT = Path(__file__).resolve().parent
#: The environment variable that moves the cache of generated data.
CACHE_ENV = "SEARCHLIB_DATA"
_SKIP = {"__init__.py", "__pycache__"}


class DataNotFound(SearchlibError, FileNotFoundError):
    """A data file the course does not ship."""


def names(folder=""):
    """The shipped data files (under ``folder``), as names for :func:`path`, sorted."""
    base = ROOT / folder
    found = [p for p in base.rglob("*") if p.is_file() and not (_SKIP & set(p.parts))
             and p.suffix != ".pyc" and p.name != "README.md"]
    return sorted(p.relative_to(ROOT).as_posix() for p in found)


def path(name):
    """The path of the shipped data file or folder ``name`` (``"mazes/greedy-trap.txt"``).

    Raises
    ------
    DataNotFound
        When the course has no such file (the message suggests close names).
    """
    name = str(name).replace("\\", "/").strip("/")
    target = (ROOT / name).resolve()
    if name and ROOT in target.parents and target.exists():
        return target
    close = difflib.get_close_matches(name, names(), n=1, cutoff=0.6)
    hint = f"; did you mean {close[0]!r}?" if close else f"; it has: {', '.join(names())}"
    raise DataNotFound(f"the course has no data file {name!r}{hint}")


def cache_dir():
    """The folder for data made on demand: ``$SEARCHLIB_DATA``, else the per-user cache.

    Not created here; whoever writes into it creates what it needs.

    Examples
    --------
    >>> import os
    >>> saved = os.environ.pop("SEARCHLIB_DATA", None)
    >>> cache_dir().name
    'searchlib'
    >>> os.environ["SEARCHLIB_DATA"] = "/tmp/elsewhere"
    >>> str(cache_dir())
    '/tmp/elsewhere'
    >>> if saved is None: del os.environ["SEARCHLIB_DATA"]
    ... else: os.environ["SEARCHLIB_DATA"] = saved
    """
    chosen = os.environ.get(CACHE_ENV, "").strip()
    if chosen:
        return Path(chosen).expanduser()
    try:
        import platformdirs
    except ImportError:  # pragma: no cover - platformdirs comes with jupyter
        return Path.home() / ".cache" / "searchlib"
    return Path(platformdirs.user_cache_dir("searchlib", appauthor=False))
