"""Degrees of separation: the lecture's first project, on searchlib.

Two people who starred in the same movie are one step apart; find the
fewest steps between two people, and the movies along the way.

* :mod:`~searchlib.degrees.files`: read and write the CSV files;
* :mod:`~searchlib.degrees.data`: the data in memory, looking people up;
* :mod:`~searchlib.degrees.problem`: the search problem;
* :mod:`~searchlib.degrees.search`: the core BFS, the path in words;
* :mod:`~searchlib.degrees.bidirectional`: search from both ends (the general one);
* :mod:`~searchlib.degrees.synthetic`: the large made-up data set;
* :mod:`~searchlib.degrees.drawing`: a path as a people graph.

Examples
--------
>>> from searchlib.degrees import load_small, shortest_path, path_text
>>> data = load_small()
>>> tom, mandy = data.person_id_for_name("Tom Hanks"), data.person_id_for_name("Mandy Patinkin")
>>> shortest_path(data, tom, mandy)
[('109830', '705'), ('93779', '1597')]
"""

from .bidirectional import (
    BidirectionalResult, BidirectionalStats, bidirectional_bfs, bidirectional_search,
)
from .data import Degrees, Movie, Person
from .files import FILES, SMALL_DIR, data_dir, files_digest, load, load_small, save, write_csv
from .drawing import draw_path
from .errors import (
    AmbiguousNameError, DataFileError, DegreesError, UnknownNameError, UnknownPersonError,
)
from .progress import Progress
from .results import DegreesResult
from .problem import DegreesProblem
from .search import path_people, path_search, path_text, shortest_path
from .synthetic import (
    LARGE_DIR, LARGE_PEOPLE, LARGE_SEED, damage, ensure_large, generate, large_dir, load_large,
    write_synthetic,
)

__all__ = [
    "Degrees", "Person", "Movie", "load", "load_small", "load_large", "data_dir", "FILES",
    "SMALL_DIR", "LARGE_DIR", "LARGE_PEOPLE", "LARGE_SEED",
    "DegreesProblem", "DegreesResult", "shortest_path", "path_search", "path_text", "path_people",
    "bidirectional_search", "bidirectional_bfs", "BidirectionalResult", "BidirectionalStats",
    "generate", "write_csv", "save", "write_synthetic", "ensure_large", "large_dir", "damage",
    "files_digest", "Progress",
    "draw_path",
    "DegreesError", "DataFileError", "UnknownPersonError", "UnknownNameError",
    "AmbiguousNameError",
]
