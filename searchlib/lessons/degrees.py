"""Self-checks for the Degrees project (BFS over people and films).

In the notebook, after loading the data and writing ``shortest_path``::

    from searchlib.lessons import degrees as lesson
    lesson.check("shortest-path", shortest_path)
    # and on the notebook's own data too:
    lesson.check("shortest-path", shortest_path, neighbors=neighbors_for_person,
                 pairs=[(source_id, target_id), ...])

While a case on the check's own cast runs, ``shortest_path`` sees the
check's ``neighbors_for_person``, ``people``, ``movies`` and ``names`` in
its globals (see :mod:`searchlib.checks.suites.degrees`); the notebook's own
are put back afterwards.
"""

from ..checks import Exercise, Lesson
from ..checks.suites.degrees import SHORTEST_PATH

__all__ = ["BANK", "check", "progress", "questions"]

#: The exercises of the project.
BANK = Lesson("degrees", "Degrees of separation", [
    Exercise("shortest-path", SHORTEST_PATH,
             prompt="Write shortest_path(source, target): (movie_id, person_id) pairs, [] for "
                    "the same person, None when not connected."),
])

check = BANK.check
progress = BANK.progress
questions = BANK.questions
