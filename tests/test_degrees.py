"""Degrees: the small set's facts, loading errors, names, searches, the generator."""

import io
import itertools
import sys
from pathlib import Path

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from searchlib.degrees import (
    SMALL_DIR, AmbiguousNameError, DataFileError, Degrees, DegreesError, DegreesProblem,
    Progress, UnknownNameError, UnknownPersonError, bidirectional_bfs, bidirectional_search,
    draw_path, ensure_large, files_digest, generate, load, load_small, path_search, path_text,
    save, shortest_path, write_synthetic,
)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks" / "baselines"))
import degrees_project as project  # noqa: E402

HANKS, PATINKIN, WRIGHT, HOFFMAN, WATSON = "158", "1597", "705", "163", "914612"
BACON, CRUISE, SINISE = "102", "129", "641"
BRIDE, GUMP, APOLLO, FEW_GOOD_MEN, RAIN_MAN = "93779", "109830", "112384", "104257", "95953"


@pytest.fixture(scope="module")
def small():
    return load_small()


@pytest.fixture(scope="module")
def synthetic():
    return generate(1500, seed=11)


def assert_valid_path(data, source, target, path):
    """Every step goes through a movie both people starred in, and ends at target."""
    person = source
    for movie_id, other in path:
        assert isinstance(movie_id, str) and isinstance(other, str)
        cast = data.stars_of(movie_id)
        assert person in cast and other in cast, (person, movie_id, other)
        person = other
    assert person == target


def oracle_length(data, source, target):
    graph = nx.Graph()
    graph.add_nodes_from(data.people)
    for movie_id in data.movies:
        graph.add_edges_from(itertools.combinations(data.stars_of(movie_id), 2))
    try:
        return nx.shortest_path_length(graph, source, target)
    except nx.NetworkXNoPath:
        return None


# -- the small set: the source material's facts ---------------------------------------


def test_small_set_size(small):
    assert len(small.people) == 16
    assert len(small.movies) == 5
    assert small.counts()["without_movies"] == 1


def test_small_set_quoted_ids(small):
    assert small.people[WRIGHT].name == "Robin Wright"
    assert small.people[PATINKIN].name == "Mandy Patinkin"
    assert small.movies[BRIDE].title == "The Princess Bride"
    assert small.movies[GUMP].title == "Forrest Gump"


def test_small_set_real_years(small):
    years = {m.title: m.year for m in small.movies.values()}
    assert years == {"The Princess Bride": 1987, "Rain Man": 1988, "A Few Good Men": 1992,
                     "Forrest Gump": 1994, "Apollo 13": 1995}
    births = {p.name: p.birth for p in small.people.values()}
    assert births["Tom Hanks"] == 1956 and births["Robin Wright"] == 1966
    assert births["Kevin Bacon"] == 1958 and births["Emma Watson"] == 1990
    assert all(isinstance(b, int) for b in births.values())


def test_small_set_movies_form_the_chain(small):
    chain = [BRIDE, GUMP, APOLLO, FEW_GOOD_MEN, RAIN_MAN]
    shared = {"Robin Wright"}, {"Tom Hanks", "Gary Sinise"}, {"Kevin Bacon"}, {"Tom Cruise"}
    for (a, b), names in zip(zip(chain, chain[1:]), shared):
        both = set(small.stars_of(a)) & set(small.stars_of(b))
        assert {small.name(p) for p in both} == names
    for a, b in itertools.combinations(range(5), 2):
        if b - a > 1:
            assert not set(small.stars_of(chain[a])) & set(small.stars_of(chain[b]))


def test_robin_wright_is_in_two_movies_and_her_own_neighbour(small):
    assert set(small.movies_of(WRIGHT)) == {BRIDE, GUMP}
    assert {(BRIDE, WRIGHT), (GUMP, WRIGHT)} <= small.neighbors_for_person(WRIGHT)


def test_emma_watson_has_no_movies(small):
    assert small.movies_of(WATSON) == ()
    assert small.neighbors_for_person(WATSON) == set()


@pytest.mark.parametrize("method", ["bfs", "bidirectional"])
def test_hanks_to_patinkin_through_robin_wright(small, method):
    path = shortest_path(small, HANKS, PATINKIN, method=method)
    assert path == [(GUMP, WRIGHT), (BRIDE, PATINKIN)]


@pytest.mark.parametrize("method", ["bfs", "bidirectional"])
@pytest.mark.parametrize("source, target, steps", [
    (WRIGHT, HOFFMAN, 4), (CRUISE, HANKS, 2), (BACON, HANKS, 1), (HOFFMAN, WATSON, None),
    (WRIGHT, WRIGHT, 0), (WATSON, WATSON, 0),
])
def test_small_set_step_counts(small, method, source, target, steps):
    path = shortest_path(small, source, target, method=method)
    if steps is None:
        assert path is None
    else:
        assert len(path) == steps
        assert_valid_path(small, source, target, path)


def test_same_person_gives_an_empty_list(small):
    assert shortest_path(small, WRIGHT, WRIGHT) == []
    assert path_search(small, WRIGHT, WRIGHT).generated == 1


def test_not_connected_after_taking_out_fifteen(small):
    for goal_test in ("generated", "removed"):
        result = path_search(small, HOFFMAN, WATSON, goal_test=goal_test)
        assert (result.found, result.outcome, result.removed) == (False, "failure", 15)
    counts = {}
    project.load_data(SMALL_DIR)
    assert project.shortest_path(HOFFMAN, WATSON, counts=counts) is None
    assert counts["removed"] == 15


def test_every_small_pair_against_an_oracle(small):
    pairs = 0
    for source, target in itertools.product(small.people, repeat=2):
        expected = oracle_length(small, source, target)
        for method in ("bfs", "bidirectional"):
            path = shortest_path(small, source, target, method=method)
            assert (None if path is None else len(path)) == expected, (source, target)
            if path is not None:
                assert_valid_path(small, source, target, path)
        pairs += 1
    assert pairs == 256


def test_stack_frontier_goes_unnoticed_on_small(small):
    project.load_data(SMALL_DIR)
    for source, target in itertools.permutations(small.people, 2):
        wrong = project.shortest_path(source, target, frontier_class=project.StackFrontier)
        right = shortest_path(small, source, target)
        assert (wrong is None) == (right is None)
        assert wrong is None or len(wrong) == len(right)


def test_path_text_reads_like_the_program(small):
    path = shortest_path(small, HANKS, PATINKIN)
    assert path_text(small, HANKS, path).splitlines() == [
        "2 degrees of separation.",
        "1: Tom Hanks and Robin Wright starred in Forrest Gump",
        "2: Robin Wright and Mandy Patinkin starred in The Princess Bride",
    ]
    assert path_text(small, HOFFMAN, None) == "Not connected."
    assert path_text(small, WRIGHT, []) == "0 degrees of separation."


def test_lookup_by_name(small):
    assert small.person_id_for_name("Tom Hanks") == HANKS
    assert small.person_id_for_name("  emma WATSON ") == WATSON
    with pytest.raises(UnknownNameError, match="Tom Hanx.*did you mean 'Tom Hanks'"):
        small.person_id_for_name("Tom Hanx")


def test_unknown_ids_are_errors(small):
    with pytest.raises(UnknownPersonError, match="ids are strings"):
        shortest_path(small, 158, PATINKIN)
    with pytest.raises(UnknownPersonError, match="'999'"):
        bidirectional_bfs(small, HANKS, "999")
    with pytest.raises(UnknownPersonError):
        small.neighbors_for_person("999")
    with pytest.raises(DegreesError, match="method"):
        shortest_path(small, HANKS, PATINKIN, method="dfs")


def test_budget_is_not_mistaken_for_not_connected(small):
    with pytest.raises(DegreesError, match="budget"):
        shortest_path(small, WRIGHT, HOFFMAN, max_nodes=3)
    assert bidirectional_bfs(small, WRIGHT, HOFFMAN, max_nodes=3).outcome == "budget"


def test_problem_works_with_the_core(small):
    problem = DegreesProblem(small, HANKS, PATINKIN)
    assert problem.result(HANKS, (GUMP, WRIGHT)) == WRIGHT
    with pytest.raises(DegreesError, match="did not star"):
        problem.result(HANKS, (BRIDE, PATINKIN))
    assert [a for a, _, _ in problem.successors(HOFFMAN)] == problem.actions(HOFFMAN)
    traced = path_search(small, HANKS, PATINKIN, trace=True)
    assert traced.trace is not None and traced.actions == [(GUMP, WRIGHT), (BRIDE, PATINKIN)]


def test_goal_test_on_removal_takes_out_more(synthetic):
    actors = [p for p in synthetic.people if synthetic.movies_of(p)]
    compared = 0
    for source, target in zip(actors[::50], actors[17::50]):
        early = path_search(synthetic, source, target)
        late = path_search(synthetic, source, target, goal_test="removed")
        assert early.length == late.length
        if early.found and early.length >= 2:
            assert late.removed > early.removed and late.generated > early.generated
            compared += 1
    assert compared >= 5


# -- bidirectional search ---------------------------------------------------------------


def test_bidirectional_events_narrate_the_search(small):
    events = list(bidirectional_search(small, HANKS, PATINKIN, trace=True))
    labels = [e[0] for e in events]
    assert labels[0] == "start" and labels[-2:] == ["meet", "done"]
    sides = [e[1] for e in events if e[0] == "expand"]
    assert sides == ["forward", "backward"]
    meet = events[-2]
    assert meet[1].state == meet[2].state == WRIGHT
    quiet = list(bidirectional_search(small, HANKS, PATINKIN))
    assert [e[0] for e in quiet] == ["done"]


def test_bidirectional_counts(small):
    result = bidirectional_bfs(small, HANKS, PATINKIN)
    assert result.meet == WRIGHT
    assert (result.forward_expanded, result.backward_expanded) == (1, 1)
    assert result.expanded == 2 and result.pairs == 13 and result.generated == 15
    assert result.held == len({HANKS, WRIGHT, SINISE, "398", BACON, "200", "438"}) + 4
    full = path_search(small, WRIGHT, HOFFMAN)
    both = bidirectional_bfs(small, WRIGHT, HOFFMAN)
    assert both.expanded < full.expanded


def _random_data(draw_people, draw_movies, casts):
    people = [(i, f"P{i}", 1950 + i) for i in range(draw_people)]
    movies = [(100 + j, f"M{j}", 2000) for j in range(draw_movies)]
    stars = [(p, 100 + j) for j, cast in enumerate(casts) for p in cast]
    return Degrees.from_records(people, movies, stars)


@st.composite
def random_degrees(draw):
    n = draw(st.integers(1, 12))
    m = draw(st.integers(0, 9))
    casts = [draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=4)) for _ in range(m)]
    return _random_data(n, m, casts)


@settings(max_examples=150, deadline=None)
@given(random_degrees(), st.data())
def test_bidirectional_lengths_equal_bfs_lengths(data, pick):
    ids = list(data.people)
    source = pick.draw(st.sampled_from(ids))
    target = pick.draw(st.sampled_from(ids))
    one = shortest_path(data, source, target)
    two = shortest_path(data, source, target, method="bidirectional")
    expected = oracle_length(data, source, target)
    assert (None if one is None else len(one)) == expected
    assert (None if two is None else len(two)) == expected
    for path in (one, two):
        if path is not None:
            assert_valid_path(data, source, target, path)


def test_bidirectional_on_a_synthetic_set(synthetic):
    ids = [p for p in synthetic.people if synthetic.movies_of(p)]
    for source, target in zip(ids[::97], ids[5::89]):
        one = path_search(synthetic, source, target)
        two = bidirectional_bfs(synthetic, source, target)
        assert one.length == two.length
        if two.found:
            assert_valid_path(synthetic, source, target, two.actions)
            assert two.generated <= one.generated or one.length <= 1


def test_bidirectional_on_the_large_set():
    data = load(ensure_large(progress=False))
    assert len(data.people) == 100_000
    ids = list(data.people)
    for k in range(6):
        source, target = ids[(k * 7919) % len(ids)], ids[(k * 104729 + 13) % len(ids)]
        two = bidirectional_bfs(data, source, target)
        one = path_search(data, source, target)
        assert one.length == two.length
        if two.found:
            assert_valid_path(data, source, target, two.actions)


# -- names shared by several people ---------------------------------------------------


def test_ambiguous_name_lists_the_candidates(synthetic):
    shared = synthetic.shared_names()
    assert shared, "the generator makes a few shared names"
    name, ids = next(iter(shared.items()))
    with pytest.raises(AmbiguousNameError) as info:
        synthetic.person_id_for_name(name)
    err = info.value
    assert err.ids == ids and len(ids) >= 2
    assert [c[2] for c in err.candidates] == [synthetic.people[i].birth for i in ids]
    assert all(f"id {i}" in str(err) for i in ids)
    assert synthetic.person_id_for_name(name.upper(), choose=ids[1]) == ids[1]
    assert synthetic.person_ids_for_name(name) == ids
    with pytest.raises(AmbiguousNameError):
        synthetic.person_id_for_name(name, choose="no such id")


def test_ambiguous_name_in_records():
    data = Degrees.from_records([(1, "Sam Reed", 1940), (2, "Sam Reed", None), (3, "Al", 1)],
                                [], [])
    with pytest.raises(AmbiguousNameError, match="id 1 \\(born 1940\\), id 2 \\(birth unknown\\)"):
        data.person_id_for_name("sam reed")
    assert data.person_id_for_name("Al", choose="3") == "3"


# -- loading and its errors ---------------------------------------------------------------

GOOD = {
    "people.csv": 'id,name,birth\n1,"Ann",1950\n2,"Bo",\n3,"Cy",1980\n',
    "movies.csv": 'id,title,year\n10,"First",2000\n11,"Second",2001\n',
    "stars.csv": "person_id,movie_id\n1,10\n2,10\n2,11\n3,11\n",
}


def write_files(folder, **changes):
    for name, text in GOOD.items():
        (folder / name).write_text(changes.get(name.replace(".csv", ""), text), encoding="utf-8")
    return folder


def test_good_files_load(tmp_path):
    data = load(write_files(tmp_path))
    assert data.people["2"].birth is None
    assert shortest_path(data, "1", "3") == [("10", "2"), ("11", "3")]


@pytest.mark.parametrize("changes, where, what", [
    ({"people": "id,name\n1,Ann\n"}, "people.csv, line 1", "missing column 'birth'"),
    ({"people": ""}, "people.csv, line 1", "empty"),
    ({"people": 'id,name,birth\n1,"Ann",1950\n2,"Bo"\n'}, "people.csv, line 3",
     "expected 3 fields"),
    ({"people": 'id,name,birth\n1,"Ann",1950\n2,"Bo",19x0\n'}, "people.csv, line 3",
     "birth '19x0' is not a whole number"),
    ({"people": 'id,name,birth\n1,"Ann",1950\n2,"Bo",1\n1,"Cy",2\n'}, "people.csv, line 4",
     "duplicate person id '1' (first on line 2)"),
    ({"people": 'id,name,birth\n,"Ann",1950\n'}, "people.csv, line 2", "id is empty"),
    ({"movies": 'id,title,year\n10,"First",soon\n'}, "movies.csv, line 2",
     "year 'soon' is not a whole number"),
    ({"movies": 'id,title,year\n10,"First",2000\n10,"Again",2001\n'}, "movies.csv, line 3",
     "duplicate movie id '10' (first on line 2)"),
    ({"stars": "person_id,movie_id\n1,10\n9,10\n"}, "stars.csv, line 3",
     "person id '9' is not in people.csv"),
    ({"stars": "person_id,movie_id\n1,10\n1,99\n"}, "stars.csv, line 3",
     "movie id '99' is not in movies.csv"),
    ({"stars": "person,movie_id\n1,10\n"}, "stars.csv, line 1", "missing column 'person_id'"),
    # an unclosed quote would swallow the next person into this one's name
    ({"people": 'id,name,birth\n1,"Ann,1950\n2,"Bo",1960\n3,"Cy",1970\n'}, "people.csv, line 2",
     "closing quote (\") missing on line 2"),
    ({"people": 'id,name,birth\n1,"Ann",1950\n2,"Bo,1960\n3,Cy,1970\n'}, "people.csv, line 3",
     "closing quote (\") missing on line 3"),
    ({"people": 'id,name,birth\n1,"Ann",1950\n2,"Bo\n3,Cy",1970\n'}, "people.csv, line 3",
     "runs on from line 3 to line 4"),
    ({"people": 'id,name,birth\n1,"Ann",1950\n2,"Bo,1960\n'}, "people.csv, line 3", "quote"),
    ({"people": 'id,name,birth\n1,"Ann" Lee,1950\n'}, "people.csv, line 2", "malformed CSV"),
    ({"movies": 'id,title,year\n10,"First,2000\n11,"Second",2001\n'}, "movies.csv, line 2",
     "quote"),
])
def test_malformed_rows_name_file_line_and_problem(tmp_path, changes, where, what):
    write_files(tmp_path, **changes)
    with pytest.raises(DataFileError) as info:
        load(tmp_path)
    message = str(info.value)
    assert where in message and what in message, message
    assert info.value.line == int(where.rsplit(" ", 1)[1])


def test_a_file_that_is_not_utf8_is_named(tmp_path):
    write_files(tmp_path)
    (tmp_path / "people.csv").write_bytes(b"id,name,birth\n1,\xff\xfe,1950\n")
    with pytest.raises(DataFileError, match="people.csv: not UTF-8"):
        load(tmp_path)


def test_missing_file_is_named(tmp_path):
    write_files(tmp_path)
    (tmp_path / "movies.csv").unlink()
    with pytest.raises(DataFileError, match="movies.csv: no such file"):
        load(tmp_path)


def test_columns_in_another_order_and_blank_lines(tmp_path):
    write_files(tmp_path, people='birth,name,id,extra\n1950,"Ann",1,x\n\n,"Bo",2,y\n1980,Cy,3,z\n')
    data = load(tmp_path)
    assert data.people["1"] == ("1", "Ann", 1950) and data.people["2"].birth is None


def test_round_trip_of_the_small_set(tmp_path, small):
    save(small, tmp_path / "copy")
    again = load(tmp_path / "copy")
    assert again == small and again.counts() == small.counts()
    save(again, tmp_path / "copy2")
    assert files_digest(tmp_path / "copy") == files_digest(tmp_path / "copy2")
    assert (tmp_path / "copy" / "people.csv").read_text().splitlines()[:2] == [
        "id,name,birth", '102,"Kevin Bacon",1958']


def test_round_trip_of_awkward_values(tmp_path):
    data = Degrees.from_records([("1", 'A "quoted", name', None), ("2", "Bé", 1999)],
                                [("7", "Comma, the film", None)], [("1", "7"), ("2", "7")])
    save(data, tmp_path)
    assert load(tmp_path) == data


# -- the synthetic generator ---------------------------------------------------------------


def test_generator_is_deterministic(tmp_path):
    a = write_synthetic(tmp_path / "a", people=400, seed=5)
    b = write_synthetic(tmp_path / "b", people=400, seed=5)
    c = write_synthetic(tmp_path / "c", people=400, seed=6)
    assert a["sha256"] == b["sha256"] == files_digest(tmp_path / "b")
    assert c["sha256"] != a["sha256"]
    # pinned: a change here means the generator's output changed (bump GENERATOR_VERSION)
    assert a["sha256"] == PINNED_400_5


PINNED_400_5 = "ee6e9c9406bb8eb480cd5f172ed698d1faeaecb00606f6065eff581b4662d4e6"


def test_generator_shape(synthetic):
    counts = synthetic.counts()
    assert counts["people"] == 1500
    assert 0.02 < counts["without_movies"] / 1500 < 0.12
    assert counts["shared_names"] >= 1
    films = sorted((len(synthetic.movies_of(p)) for p in synthetic.people), reverse=True)
    assert films[0] >= 15, "some prolific people"
    assert sum(f == 1 for f in films) > 0.5 * sum(f > 0 for f in films), "most have one film"
    casts = [len(synthetic.stars_of(m)) for m in synthetic.movies]
    assert max(casts) <= 40 and 4 < sum(casts) / len(casts) < 12
    births = [p.birth for p in synthetic.people.values()]
    assert any(b is None for b in births)
    assert all(1890 <= b <= 2006 for b in births if b is not None)
    assert all(1900 <= m.year <= 2024 for m in synthetic.movies.values())


def test_ensure_large_generates_once(tmp_path):
    folder = tmp_path / "large"
    assert ensure_large(folder, people=300, seed=1, progress=False) == folder
    stamp = (folder / "stars.csv").stat().st_mtime_ns
    ensure_large(folder, people=300, seed=1, progress=False)
    assert (folder / "stars.csv").stat().st_mtime_ns == stamp
    assert "SYNTHETIC" in (folder / "README.txt").read_text()
    assert len(load(folder).people) == 300
    ensure_large(folder, people=300, seed=2, progress=False)
    assert load(folder) == generate(300, seed=2)
    assert not list(tmp_path.glob("*partial*"))


def test_progress_text_bar():
    out = io.StringIO()
    with Progress(10, "Work", kind="text", stream=out, every=0) as bar:
        bar.update(5)
    lines = out.getvalue().replace("\r", "\n").split("\n")
    assert any("Work  50%" in line for line in lines)
    assert out.getvalue().endswith("10/10\n")
    quiet = io.StringIO()
    with Progress(10, "Quiet", kind="none", stream=quiet) as bar:
        bar.update(3)
    assert quiet.getvalue() == ""
    with pytest.raises(ValueError, match="kind"):
        Progress(3, kind="fancy")


def test_progress_widget_bar(capsys):
    bar = Progress(8, "Work", kind="widget")
    bar.update(2)
    assert bar._widget is not None and bar._widget.value == 2
    assert bar._note.value == "2/8"
    bar.close()
    assert bar._widget.value == 8 and bar._widget.bar_style == "success"


# -- drawing -----------------------------------------------------------------------------


def test_draw_path(small):
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots()
    path = shortest_path(small, WRIGHT, HOFFMAN)
    art = draw_path(small, WRIGHT, path, ax=ax, costars=1)
    labels = sorted((t.get_position()[0], t.get_text()) for t in art["edge_labels"].values())
    assert [text for _, text in labels] == ["Forrest Gump (1994)", "Apollo 13 (1995)",
                                            "A Few Good Men (1992)", "Rain Man (1988)"]
    assert ax.get_title() == "4 degrees of separation"
    again = draw_path(small, WRIGHT, path, ax=plt.subplots()[1], costars=1)
    assert ([art["graph"].nodes[n]["pos"] for n in art["graph"]]
            == [again["graph"].nodes[n]["pos"] for n in again["graph"]])
    fig2, ax2 = plt.subplots()
    lone = draw_path(small, HOFFMAN, None, ax=ax2, target=WATSON)
    assert ax2.get_title() == "Not connected" and lone["graph"].number_of_edges() == 0
    assert {t.get_text() for t in lone["labels"].values()} == {"Dustin Hoffman", "Emma Watson"}
    plt.close("all")


# -- the generated set never replaces what it did not make, and a damaged copy is not reused ------

def _bytes(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_ensure_large_never_replaces_files_it_did_not_make(tmp_path):
    from searchlib.degrees import load_large
    (tmp_path / "mine").mkdir()
    folder = write_files(tmp_path / "mine")
    before = _bytes(folder)
    for make in (lambda: ensure_large(folder, people=300, seed=1, progress=False),
                 lambda: load_large(directory=folder, people=300, seed=1, progress=False),
                 lambda: write_synthetic(folder, people=300, seed=1)):
        with pytest.raises(DegreesError, match="did not generate.*people.csv"):
            make()
        assert _bytes(folder) == before
    other = tmp_path / "notes"
    other.mkdir()
    (other / "notes.txt").write_text("mine")
    with pytest.raises(DegreesError, match="notes.txt"):
        ensure_large(other, people=300, seed=1, progress=False)
    assert [p.name for p in other.iterdir()] == ["notes.txt"]
    (tmp_path / "file").write_text("x")
    with pytest.raises(DegreesError, match="is a file"):
        ensure_large(tmp_path / "file", people=300, seed=1, progress=False)


@pytest.mark.parametrize("harm", ["half", "flip", "delete"])
def test_a_damaged_cache_is_reported_and_made_again(tmp_path, harm):
    from searchlib.degrees import damage
    folder = ensure_large(tmp_path / "large", people=300, seed=1, progress=False)
    stars = folder / "stars.csv"
    good = stars.read_bytes()
    if harm == "half":
        stars.write_bytes(good[:len(good) // 2])
    elif harm == "flip":
        stars.write_bytes(good.replace(b"\n1,", b"\n2,", 1))
        assert len(stars.read_bytes()) == len(good)
    else:
        stars.unlink()
    assert damage(folder) is not None
    with pytest.warns(UserWarning, match="damaged.*stars.csv"):
        assert ensure_large(folder, people=300, seed=1, progress=False) == folder
    assert stars.read_bytes() == good and damage(folder) is None
    assert load(folder) == generate(300, seed=1)


def test_the_data_model_does_not_import_the_files_module():
    """degrees/data.py knows nothing of CSV files (files.py builds a Degrees; no circle)."""
    import ast
    source = (ROOT / "searchlib" / "degrees" / "data.py").read_text(encoding="utf-8")
    imported = {node.module for node in ast.walk(ast.parse(source))
                if isinstance(node, ast.ImportFrom) and node.level}
    assert not imported & {"files", "synthetic"}, imported
    for module in imported - {"errors"}:   # what it does import never imports it back
        other = (ROOT / "searchlib" / "degrees" / f"{module}.py").read_text(encoding="utf-8")
        assert "from .data import" not in other and "from . import data" not in other


def test_the_public_maps_are_read_only_views_of_the_data(small):
    assert small.films_by_person["705"] == list(small.movies_of("705"))
    assert small.cast_by_movie["95953"] == list(small.stars_of("95953"))
    with pytest.raises(TypeError):
        small.films_by_person["705"] = []
