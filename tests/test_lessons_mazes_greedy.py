"""The question banks of lessons 04 (mazes) and 05 (greedy): right answers pass, planted
mistakes are recognised with the hint meant for them."""

import math

import pytest

from searchlib.checks.runner import run_suite
from searchlib.checks.suites.informed import MAZE_H
from searchlib.lessons import greedy as greedy_lesson
from searchlib.lessons import mazes as mazes_lesson


# The neighbours and solve exercises are tested in test_checks_search.py.


# -- Manhattan ----------------------------------------------------------------

def _d(maze, cell):
    return cell[0] - maze.goal[0], cell[1] - maze.goal[1]


HEURISTICS = {
    "euclidean": lambda m, c: math.hypot(*_d(m, c)),
    "squared": lambda m, c: _d(m, c)[0] ** 2 + _d(m, c)[1] ** 2,
    "max": lambda m, c: max(map(abs, _d(m, c))),
    "no-abs": lambda m, c: sum(_d(m, c)),
    "swapped": lambda m, c: abs(c[0] - m.goal[1]) + abs(c[1] - m.goal[0]),
    "start": lambda m, c: abs(c[0] - m.initial[0]) + abs(c[1] - m.initial[1]),
    "argument-order": lambda c, m: abs(c[0] - m.goal[0]) + abs(c[1] - m.goal[1]),
    "fixed-goal": lambda m, c: abs(c[0] - 1) + abs(c[1] - 12),     # greedy-trap's goal
}


@pytest.mark.parametrize("key", sorted(HEURISTICS))
def test_maze_h_mistakes(key):
    report = run_suite(HEURISTICS[key], MAZE_H)
    assert report.status == "failed"
    assert report.mistakes == [key]


def test_maze_h_right():
    def h(maze, cell):
        return abs(cell[0] - maze.goal[0]) + abs(cell[1] - maze.goal[1])
    report = greedy_lesson.BANK.item("maze-h").evaluate(h)
    assert report.passed and report.mistakes == [], report


def test_maze_h_shows_the_greedy_run_in_words():
    report = run_suite(HEURISTICS["start"], MAZE_H)
    row = [r for r in report.rows if r.label.startswith("greedy search")][0]
    assert (row.expected, row.got) == ("a path of 27 moves, 28 states explored",
                                       "a path of 21 moves, 42 states explored")


# -- questions ----------------------------------------------------------------

@pytest.mark.parametrize("lesson, qid, right, wrong", [
    (mazes_lesson, "dfs-first-move", "Right", ["up", "left"]),
    (mazes_lesson, "bfs-always-fewer", False, ["yes"]),
    (mazes_lesson, "path-length", "26", [18]),
    (greedy_lesson, "manhattan-distance", 7, [5, -7, 1, -1, 4, 3, 25]),
    (greedy_lesson, "greedy-next", "(5, 8)", [(3, 5), [6, 2], "1, 4", (7, 7),
                                                     (8, 5), 4, (2, 9)]),
])
def test_questions(lesson, qid, right, wrong):
    item = lesson.BANK.item(qid)
    assert item.evaluate(right).passed
    for answer in wrong:
        report = item.evaluate(answer)
        assert not report.passed and report.mistakes == ["known"], (qid, answer)


@pytest.mark.parametrize("answer", [1, -1])
def test_a_manhattan_distance_of_one_names_both_ways_to_get_it(answer):
    """(6 - 2) + (1 - 4) is a missing abs, 4 - 3 a subtraction: the hint says both."""
    report = greedy_lesson.BANK.item("manhattan-distance").evaluate(answer)
    text = str(report)
    assert "without abs" in text and "taken from the other" in text, text
    assert "You subtracted" not in text


def test_off_by_one_path_length():
    report = mazes_lesson.BANK.item("path-length").evaluate(25)
    assert "off-by-one" in report.mistakes


def test_mazes_lesson_lists_its_questions_and_progress():
    listing = str(mazes_lesson.questions())
    assert all(qid in listing for qid in mazes_lesson.BANK.ids)
    assert mazes_lesson.progress().entries[0][0] == mazes_lesson.BANK.ids[0]
    assert set(mazes_lesson.__all__) == {"BANK", "check", "progress", "questions"}


@pytest.mark.parametrize("lesson", [mazes_lesson, greedy_lesson], ids=["mazes", "greedy"])
def test_stubs_and_placeholders_are_not_attempted(lesson):
    def stub(*args):
        raise NotImplementedError
    for qid in lesson.BANK.ids:
        item = lesson.BANK.item(qid)
        assert item.evaluate(stub if item.is_exercise else ...).status == "not attempted", qid


def test_the_notebook_numbers():
    """The counts lessons 04 and 05 quote, from the library and from the checks' own loop."""
    from searchlib import astar, bfs, dfs, greedy
    from searchlib.checks.oracles.search import Watch
    from searchlib.checks.suites.search import SOLVE, QueueFrontier, StackFrontier, load_maze
    wanders, two, trap = (load_maze(n) for n in ("dfs-wanders", "two-routes", "greedy-trap"))
    assert (dfs(wanders).removed, bfs(wanders, goal_test="removed").removed) == (287, 31)
    assert SOLVE.reference(wanders, StackFrontier(Watch()))[1] == 287
    assert SOLVE.reference(wanders, QueueFrontier(Watch()))[1] == 31
    assert (dfs(two).length, bfs(two).length) == (80, 4)
    assert (greedy(trap).length, astar(trap).length, greedy(trap).removed) == (27, 21, 28)
