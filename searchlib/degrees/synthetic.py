"""A large synthetic Degrees set: made-up people and films, same CSV layout.

**Synthetic**: no row is a real person or a real film.  Names are built from
syllables and titles from word lists; only the *shape* imitates real film
data:

* **films per person** are heavy-tailed: about three people in four have one
  credit, a few dozen in 100,000 have a hundred or more (``P(k) ~ k^-2.5``,
  up to 250), and some people (6%) have none;
* **cast sizes** peak at three or four billed stars with a tail to 40
  (mean about 8);
* people work in one of twelve **film industries** of very different sizes
  (a few also in a second one), during a **career** that starts between 16
  and 29 and lasts longer the more films they make, so co-stars are people
  active in the same industry at the same time, and paths run through eras
  and cross-over actors;
* a few **names are shared** by two or three people (one in 2,000), to
  exercise the ambiguous-name lookup; 10% of births are left empty (unknown).

The generator draws only ``random.Random(seed).random()`` numbers and uses
only arithmetic and square roots on them (all exactly rounded in IEEE 754), so the same seed gives the same
files on every Python version and platform.

:func:`ensure_large` writes the 100,000-person set once to :func:`large_dir`
(``degrees/large`` in the per-user cache, :func:`searchlib.data.cache_dir`)
and reuses it afterwards, after checking each file against its manifest.

Examples
--------
>>> tiny = generate(300, seed=7)
>>> len(tiny.people), len(tiny.movies) > 20, len(tiny.shared_names()) >= 1
(300, True, True)
"""

import bisect
import hashlib
import json
import math
import os
import random
import shutil
import time
import warnings
from pathlib import Path

from .data import Degrees, Movie, Person
from .errors import DegreesError
from .files import FILES, data_dir, files_digest, load, save
from .progress import Progress

__all__ = ["generate", "write_synthetic", "ensure_large", "load_large", "large_dir", "damage",
           "LARGE_DIR", "LARGE_PEOPLE", "LARGE_SEED", "GENERATOR_VERSION", "MARK"]

#: Bump when the generator's output changes on purpose (the cache is rebuilt).
GENERATOR_VERSION = 1
#: The large set's size and seed.
LARGE_PEOPLE = 100_000
LARGE_SEED = 2024


def large_dir():
    """The folder where :func:`ensure_large` keeps the large set by default."""
    return data_dir() / "large"


#: Where :func:`ensure_large` keeps it (:func:`large_dir` when searchlib was imported).
LARGE_DIR = large_dir()

NO_FILMS = 0.06          # share of people with no credit at all
CROSSOVER = 0.06         # share working in a second industry
UNKNOWN_BIRTH = 0.10     # share whose birth is left empty
SHARED_NAME_EVERY = 2000  # one shared name per this many people
MAX_FILMS = 250
MAX_CAST = 40
FIRST_YEAR, LAST_YEAR = 1890, 2024
INDUSTRIES = 12

_SYLLABLES = ("ba", "da", "el", "fen", "ga", "ir", "ka", "lo", "mar", "ne", "ol", "pra",
              "qui", "ren", "sa", "tov", "ul", "ve", "wyn", "ya", "zel", "cor", "mi", "tha")
_ENDINGS = ("", "n", "son", "berg", "ley", "ton", "ard", "ez", "ova", "ski", "ell", "ani")
_ADJECTIVES = ("Silent", "Last", "Crimson", "Hidden", "Golden", "Broken", "Distant",
               "Midnight", "Wild", "Quiet", "Burning", "Frozen", "Lost", "Electric",
               "Paper", "Hollow", "Bright", "Little", "Final", "Northern", "Velvet",
               "Iron", "Painted", "Restless", "Sudden", "Secret", "Endless", "Lonely")
_NOUNS = ("Harbor", "Summer", "River", "Garden", "Witness", "Letter", "Station", "Orchard",
          "Kingdom", "Voyage", "Promise", "Mirror", "Engine", "Frontier", "Lantern",
          "Island", "Bridge", "Circus", "Signal", "Winter", "Canyon", "Parade", "Echo",
          "Crossing", "Season", "Tide", "Empire", "Stranger", "Ballad", "Compass")


def _cumulative(weights):
    total, out = 0.0, []
    for w in weights:
        total += w
        out.append(total)
    return [c / total for c in out]


# P(k films) ~ k^-2.5, k = 1..MAX_FILMS (sqrt is exactly rounded everywhere)
_FILMS_CDF = _cumulative([1.0 / (k * k * math.sqrt(k)) for k in range(1, MAX_FILMS + 1)])
# cast size c = 1..MAX_CAST, weight c / (1 + (c/4)^3): mode 3, mean about 8
_CAST_CDF = _cumulative([c / (1.0 + (c / 4.0) * (c / 4.0) * (c / 4.0))
                         for c in range(1, MAX_CAST + 1)])
# industries of very different sizes (weight 1/i)
_INDUSTRY_CDF = _cumulative([1.0 / i for i in range(1, INDUSTRIES + 1)])


def _pick(cdf, u):
    """Index drawn from a cumulative table with the uniform number ``u``."""
    return min(bisect.bisect_right(cdf, u), len(cdf) - 1)


def _name(rnd):
    syl = _SYLLABLES
    n = len(syl)
    first = syl[int(rnd() * n)] + syl[int(rnd() * n)]
    if rnd() < 0.3:
        first += syl[int(rnd() * n)]
    last = (syl[int(rnd() * n)] + syl[int(rnd() * n)] + syl[int(rnd() * n)]
            + _ENDINGS[int(rnd() * len(_ENDINGS))])
    return f"{first.capitalize()} {last.capitalize()}"


def _title(rnd):
    adj = _ADJECTIVES[int(rnd() * len(_ADJECTIVES))]
    noun = _NOUNS[int(rnd() * len(_NOUNS))]
    form = rnd()
    if form < 0.45:
        return f"The {adj} {noun}"
    if form < 0.7:
        other = _NOUNS[int(rnd() * len(_NOUNS))]
        return f"{noun} of the {other}"
    if form < 0.9:
        return f"{adj} {noun}"
    return f"{adj} {noun} {2 + int(rnd() * 3)}"


def generate(people=LARGE_PEOPLE, *, seed=LARGE_SEED, progress=None):
    """Make a synthetic data set in memory; return it as :class:`Degrees`.

    Parameters
    ----------
    people : int
        How many people (the number of movies follows from the credits).
    seed : int
        The random seed; the same seed gives the same data.
    progress : Progress, optional
        Advanced from 0 to 60 (writing the files does the rest).

    Examples
    --------
    >>> d = generate(1000, seed=1)
    >>> d.counts()["people"], d == generate(1000, seed=1), d == generate(1000, seed=2)
    (1000, True, False)
    """
    if people < 2:
        raise ValueError(f"people must be at least 2, not {people}")
    rnd = random.Random(seed).random
    step = max(people // 30, 1)

    # people: name, birth, industries, number of films, career
    names, used = [], set()
    births, shown_births, slots = [], [], []
    for i in range(people):
        name = _name(rnd)
        while name in used:
            name = _name(rnd)
        used.add(name)
        names.append(name)
        birth = FIRST_YEAR + int((LAST_YEAR - 18 - FIRST_YEAR) * math.sqrt(rnd()))
        births.append(birth)
        shown_births.append(None if rnd() < UNKNOWN_BIRTH else birth)
        home = _pick(_INDUSTRY_CDF, rnd())
        second = _pick(_INDUSTRY_CDF, rnd()) if rnd() < CROSSOVER else home
        if rnd() < NO_FILMS:
            continue
        films = 1 + _pick(_FILMS_CDF, rnd())
        start = birth + 16 + int(14 * rnd())
        length = min(3.0 + 0.6 * films + 10 * rnd(), 55.0)
        for _ in range(films):
            year = min(start + length * rnd(), LAST_YEAR + 0.999)
            where = second if second != home and rnd() < 0.3 else home
            slots.append((where, year, i))
        if progress is not None and i % step == 0:
            progress.set(30 * i // people)

    # a few shared names: later people take an earlier person's name
    for _ in range(max(1, people // SHARED_NAME_EVERY)):
        a, b = int(rnd() * people), int(rnd() * people)
        if a != b:
            names[max(a, b)] = names[min(a, b)]

    # casting: slots sorted by industry and year, cut into casts
    slots.sort()
    movies, credits = [], []
    cast, size, carry, in_cast = [], 1 + _pick(_CAST_CDF, rnd()), [], set()
    step = max(len(slots) // 30, 1)
    for n, slot in enumerate(slots):
        if cast and (slot[0] != cast[0][0] or len(cast) >= size):
            movies.append(cast)
            cast, size, in_cast, waiting, carry = [], 1 + _pick(_CAST_CDF, rnd()), set(), carry, []
            for item in waiting:  # someone cast twice in a row moves to the next film
                (carry if item[2] in in_cast else cast).append(item)
                in_cast.add(item[2])
        if slot[2] in in_cast:
            carry.append(slot)
        else:
            cast.append(slot)
            in_cast.add(slot[2])
        if progress is not None and n % step == 0:
            progress.set(30 + 30 * n // max(len(slots), 1))
    if cast:
        movies.append(cast)
    for extra in carry:  # the very last repeats get a film of their own
        movies.append([extra])

    people_table = {}
    for i in range(people):
        pid = str(i + 1)
        people_table[pid] = Person(pid, names[i], shown_births[i])
    movies_table, movies_of, stars_of = {}, {}, {}
    for j, cast in enumerate(movies):
        mid = str(5_000_001 + j)
        movies_table[mid] = Movie(mid, _title(rnd), int(cast[0][1]))
        stars = [str(person + 1) for _, _, person in cast]
        stars_of[mid] = stars
        for pid in stars:
            movies_of.setdefault(pid, []).append(mid)
        credits.append(len(stars))
    if progress is not None:
        progress.set(60)
    return Degrees(people_table, movies_table, movies_of, stars_of, credits=sum(credits))


_README = """\
SYNTHETIC DATA: made up by searchlib.degrees.synthetic (seed {seed}, {people:,} people).
No row is a real person or a real film; only the shape (films per person,
cast sizes, careers, film industries) imitates real film data.
Regenerate with: python3 -m searchlib.degrees --force
"""


#: The file that marks a folder as made by this module (its CSV files may be replaced).
MARK = ".searchlib-generated"


def _owned(directory):
    """True when ``directory`` was made by this module (marked, or an older manifest of ours)."""
    if (directory / MARK).is_file():
        return True
    have = _manifest(directory)
    return bool(have) and have.get("generator") == "searchlib.degrees.synthetic"


def _claim(directory):
    """Make ``directory`` ours: refuse a folder with files we did not write; mark it."""
    if directory.exists() and not directory.is_dir():
        raise DegreesError(f"{directory} is a file, not a folder")
    if directory.is_dir() and not _owned(directory):
        entries = sorted(p.name for p in directory.iterdir())
        if entries:
            shown = ", ".join(entries[:4]) + (", ..." if len(entries) > 4 else "")
            raise DegreesError(f"{directory} already holds files that searchlib did not "
                               f"generate ({shown}); it never replaces them: choose a new or "
                               "empty folder")
    directory.mkdir(parents=True, exist_ok=True)
    mark = directory / MARK
    if not mark.is_file():
        mark.write_text("A folder of synthetic Degrees data made by searchlib.degrees.synthetic;"
                        " its files are replaced when it is generated again.\n",
                        encoding="utf-8")


def _file_facts(path):
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
            size += len(block)
    return {"bytes": size, "sha256": digest.hexdigest()}


def write_synthetic(directory, *, people=LARGE_PEOPLE, seed=LARGE_SEED, progress=None):
    """Generate a synthetic set and write it to ``directory``; return the manifest dict.

    Writes the three CSV files, a ``README.txt`` saying the data is
    synthetic, and ``manifest.json`` (generator version, seed, sizes, each
    file's size and SHA-256, seconds taken) last, so a half-written folder
    has no manifest.

    Raises
    ------
    DegreesError
        When ``directory`` holds files this module did not write (it is
        never written over).
    """
    directory = Path(directory)
    started = time.perf_counter()
    _claim(directory)
    bar = progress if progress is not None else Progress(100, "Generating", kind="none")
    data = generate(people, seed=seed, progress=bar)
    manifest_path = directory / "manifest.json"
    if manifest_path.exists():
        manifest_path.unlink()
    bar.set(70)
    save(data, directory)
    bar.set(95)
    (directory / "README.txt").write_text(_README.format(seed=seed, people=people),
                                          encoding="utf-8")
    manifest = {"generator": "searchlib.degrees.synthetic", "version": GENERATOR_VERSION,
                "seed": seed, "people": people, "counts": data.counts(),
                "sha256": files_digest(directory),
                "files": {FILES[k][0]: _file_facts(directory / FILES[k][0]) for k in FILES},
                "seconds": round(time.perf_counter() - started, 2)}
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    bar.set(100)
    return manifest


def _manifest(directory):
    try:
        have = json.loads((Path(directory) / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return have if isinstance(have, dict) else None


def damage(directory, manifest=None):
    """What is wrong with a generated folder's files, or None when they match its manifest.

    Compares each CSV file's size, then its SHA-256, with ``manifest.json``.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp()) / "set"
    >>> _ = write_synthetic(folder, people=50, seed=3)
    >>> damage(folder) is None
    True
    >>> _ = (folder / "stars.csv").write_text("person_id,movie_id\\n")
    >>> damage(folder)
    'stars.csv has 19 bytes, the manifest says 1,050'
    """
    directory = Path(directory)
    manifest = _manifest(directory) if manifest is None else manifest
    if manifest is None:
        return "no manifest.json (the folder was not finished)"
    files = manifest.get("files")
    if not isinstance(files, dict):
        return "manifest.json has no checksums (written by an older searchlib)"
    for name, facts in files.items():
        path = directory / name
        if not path.is_file():
            return f"{name} is missing"
        size = path.stat().st_size
        if size != facts.get("bytes"):
            return f"{name} has {size:,} bytes, the manifest says {facts.get('bytes'):,}"
    for name, facts in files.items():
        if _file_facts(directory / name)["sha256"] != facts.get("sha256"):
            return f"{name} does not match its checksum"
    return None


def ensure_large(directory=None, *, people=None, seed=None, progress=None, force=False):
    """Generate the large synthetic set once; return its folder.

    The folder is reused when its ``manifest.json`` says it holds this
    generator version's output for this size and seed and every file still
    has the size and checksum written there.  A damaged copy (a file cut
    short, edited or missing) is reported with a warning and generated
    again.  Otherwise (or with ``force=True``) it is written anew, with a
    progress bar (an ipywidgets bar in a notebook, a text bar elsewhere;
    ``progress=False`` hides it).

    Only a folder this module made is ever written over: a folder that
    holds other files raises :class:`DegreesError` and is left as it is.

    Parameters
    ----------
    directory : str or Path, optional
        Default :func:`large_dir` (the per-user cache).
    people, seed : int, optional
        Default 100,000 people, seed 2024.
    """
    directory = Path(large_dir() if directory is None else directory)
    people = LARGE_PEOPLE if people is None else people
    seed = LARGE_SEED if seed is None else seed
    _claim(directory)
    have = _manifest(directory)
    wanted = {"version": GENERATOR_VERSION, "seed": seed, "people": people}
    label = f"Generating {people:,} synthetic people"
    if not force and have is not None and all(have.get(k) == v for k, v in wanted.items()):
        problem = damage(directory, have)
        if problem is None:
            return directory
        if isinstance(have.get("files"), dict):
            warnings.warn(f"the synthetic Degrees set in {directory} is damaged ({problem}); "
                          "generating it again", stacklevel=2)
            label = f"Regenerating {people:,} synthetic people (the copy was damaged)"
    (directory / "manifest.json").unlink(missing_ok=True)
    tmp = directory / f".partial-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    bar = Progress(100, label, kind="none" if progress is False else None, show_count=False)
    with bar:
        write_synthetic(tmp, people=people, seed=seed, progress=bar)
    for name in [FILES[k][0] for k in FILES] + ["README.txt", "manifest.json"]:
        os.replace(tmp / name, directory / name)
    shutil.rmtree(tmp, ignore_errors=True)
    return directory


def load_large(**options):
    """:func:`ensure_large` then :func:`~searchlib.degrees.load`; options go to ensure_large."""
    return load(ensure_large(**options))

