"""The small set's people graph: layout, drawing and the GraphProblem for steppers."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from searchlib import bfs  # noqa: E402
from searchlib.degrees import DegreesError, generate, load_small, shortest_path  # noqa: E402
from searchlib.degrees.people_graph import (  # noqa: E402
    draw_people_graph, people_layout, people_problem, short_names,
)


@pytest.fixture(scope="module")
def small():
    return load_small()


def test_layout_puts_everyone_somewhere_different(small):
    pos = people_layout(small)
    assert set(pos) == set(small.people)
    assert len(set(pos.values())) == len(pos)


def test_films_run_left_to_right_along_the_chain(small):
    pos = people_layout(small)
    linkers = ["705", "158", "102", "129"]     # Wright, Hanks, Bacon, Cruise
    xs = [pos[p][0] for p in linkers]
    assert xs == sorted(xs) and len(set(xs)) == 4


def test_short_names_are_unique(small):
    names = short_names(small)
    assert len(set(names.values())) == len(names) == 16


def test_people_problem_gives_the_same_lengths_as_the_data(small):
    names = short_names(small)
    for s in small.people:
        for t in small.people:
            path = shortest_path(small, s, t)
            r = bfs(people_problem(small, s, t))
            assert (r.length if r.found else None) == (None if path is None else len(path)), \
                (names[s], names[t])


def test_drawing_with_a_path(small):
    fig, ax = plt.subplots()
    path = shortest_path(small, "163", "1597")
    art = draw_people_graph(small, ax=ax, path=path, source="163")
    assert len(art["edges"]) == 5 and art["path"] is not None
    assert len(art["path"].get_segments()) == len(path)
    plt.close(fig)


def test_a_path_needs_its_source(small):
    fig, ax = plt.subplots()
    with pytest.raises(DegreesError):
        draw_people_graph(small, ax=ax, path=[("93779", "1597")])
    plt.close(fig)


def test_large_sets_are_refused():
    with pytest.raises(DegreesError, match="at most"):
        people_layout(generate(200, seed=3))
