"""Reading a problem from a file, with errors that name the file.

Examples
--------
>>> from searchlib.errors import MazeError
>>> read_text("no/such/maze.txt", MazeError, "maze")
Traceback (most recent call last):
...
searchlib.errors.MazeError: no/such/maze.txt: there is no such file (a maze file was expected)
"""

import os
from pathlib import Path

__all__ = ["read_text"]


def read_text(path, error, what):
    """The text of the file ``path`` (UTF-8), or ``error`` naming the file and what is wrong.

    Parameters
    ----------
    path : str or os.PathLike
        The file.
    error : type
        The :class:`~searchlib.errors.SearchlibError` subclass to raise.
    what : str
        What the file should hold, for the message (``"maze"``, ``"graph"``).
    """
    if not isinstance(path, (str, os.PathLike)):
        raise error(f"a {what} file is named by a path (a string), not {type(path).__name__}")
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise error(f"{path}: there is no such file (a {what} file was expected)") from None
    except IsADirectoryError:
        raise error(f"{path} is a folder, not a {what} file") from None
    except PermissionError:
        raise error(f"{path}: permission to read it was refused") from None
    except OSError as exc:
        raise error(f"{path}: it cannot be read ({exc.strerror or exc})") from None
    if b"\0" in data:
        raise error(f"{path} is not a text file (it holds binary data); a {what} file is "
                    "plain text") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise error(f"{path}, line {line}: byte {data[exc.start]:#04x} is not UTF-8 text; "
                    "save the file as UTF-8") from None
