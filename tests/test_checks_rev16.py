"""A sixteenth reviewer's attempts (tests/mistakes_rev16.py): wrong code fails naming its own
mistake and no other, right-but-unusual code passes, no hint names a mistake not made, and the
answers the reviewer wrote are read as meant."""

import functools

import pytest

import attempts

import mistakes_rev16 as m


attempt = functools.partial(attempts.defined, m)
grade = functools.partial(attempts.graded, m)


def _grade_one(check, words):
    return grade(check, next(a for a in m.ATTEMPTS if a[0] == check and words in a[1])[3])


def _failing(report):
    return [row for row in report.rows if not row.passed]


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1][:50]}" for a in m.ATTEMPTS])
def test_a_reviewed_attempt_is_judged_and_named(check, label, key, code):
    report = grade(check, code)
    attempts.named(report, key, label)


# -- lesson 08 ---------------------------------------------------------------------------------

def test_a_decision_from_best_0_fails_where_every_move_loses_and_the_second_least():
    report = _grade_one("decision", "best, move = 0, 0")
    failing = _failing(report)
    assert [r.label for r in failing] == [
        "every move loses, the second loses least",
        "every move loses by millions, the second loses least",
        "every move loses by more than 10**20, the second loses least"]
    assert failing[0].got == failing[1].got == failing[2].got == "0" and len(report.rows) == 11
    assert "best = 0" in report.hints[0][1] and "-inf" in report.hints[0][1]


def test_a_move_never_set_is_not_told_its_function_has_no_return():
    report = _grade_one("decision", "best, move = -1, None")
    row = _failing(report)[0]
    assert row.got == "None"
    note = " ".join(row.notes)
    assert "still holds None" in note and "never true" in note


@pytest.mark.parametrize("words, said", [
    ("MIN from 100", "Your MIN nodes start from 100 instead of +inf"),
    ("-1000, MIN from 1000", "Your MAX nodes start from -1000 and your MIN nodes from 1000 "),
    ("-1000, MIN from +inf", "Your MAX nodes start from -1000 instead of -inf")])
def test_a_finite_start_fails_on_leaves_in_the_millions_and_is_told_its_number(words, said):
    report = _grade_one("minimax", words)
    labels = {r.label for r in _failing(report)}
    assert labels & {"leaves far above 0 (in the millions)",
                     "leaves far below 0 (in the millions)"}
    assert len(report.rows) == 15 and report.mistakes == ["finite-start"]
    assert said in report.hints[0][1], report.hints


# -- lesson 02 ---------------------------------------------------------------------------------

def test_a_walk_of_path_cost_steps_that_stops_at_the_start_fails_where_steps_are_free():
    report = _grade_one("path-states", "stopping at the start too")
    failing = _failing(report)
    assert [r.label for r in failing] == ["a route of 3 steps that cost 0, 0 and 1"]
    assert failing[0].got == "['Quay', 'Wharf']" and "path costs 0, 0, 0, 1" in failing[0].given
    assert "0 + 0 + 1 = 1" in report.hints[0][1] and "4 + 3" not in report.hints[0][1]


# -- lesson 03 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("words", ["a default argument", "a class attribute"])
def test_a_shared_deque_is_told_both_ways_a_deque_is_made_once(words):
    hint = _grade_one("queue-remove", words).hints[0][1]
    assert "class attribute" in hint and "default argument" in hint
    assert "made once for the class" not in hint


# -- answers: read as meant, and hints only where the reading is not in doubt ------------------

from searchlib.lessons import alphabeta, greedy, iterative_deepening  # noqa: E402

MEMORY = iterative_deepening.BANK.item("memory")
CUT_TESTS = alphabeta.BANK.item("cut-tests")


@pytest.mark.parametrize("answer", ["BFS 22187, IDDFS 19", "22 187 and 19", "22187 and 19 nodes",
                                    "IDDFS 19, BFS 22187", "BFS holds 22,187 states and IDDFS 19",
                                    "22,187 and 19"])
def test_the_memory_pair_in_words_is_read(answer):
    assert MEMORY.evaluate(answer).passed, MEMORY.evaluate(answer)


@pytest.mark.parametrize("answer, hint", [
    ("22,187 and 18", "IDDFS holds the whole path"),
    ("22,187 and 19 and 5", "Not the right number of items: you gave 3."),
    ("22,188 and 19", "You have the right number of items (2): the second is right, the first "
                      "(22188) is not."),
    ("19 and 22,187", "You have the right items, but not in the right order."),
    ("22,186, 18", "You have the right number of items (2), but not the right ones.")])
def test_a_comma_inside_a_number_is_not_doubted_where_and_parts_the_items(answer, hint):
    report = MEMORY.evaluate(answer)
    said = " ".join(text for _, text in report.hints)
    assert report.status == "failed" and hint in said, said
    assert "can be read as one number" not in said


@pytest.mark.parametrize("answer", ["n: beta, s: alpha", "n: \u03b2, s: \u03b1", "n beta s alpha",
                                    {"n": "beta test (v \u2265 \u03b2, at a MAX node)",
                                     "s": "alpha test (v \u2264 \u03b1, at a MIN node)"}])
def test_the_cut_tests_written_out_pass(answer):
    assert CUT_TESTS.evaluate(answer).passed, CUT_TESTS.evaluate(answer)


@pytest.mark.parametrize("answer", ["n: alpha, s: beta", {"n": "not beta", "s": "alpha"},
                                    {"n": "beta test (v <= beta)", "s": "alpha test"},
                                    "n: beta, n: alpha"])
def test_the_cut_tests_written_out_wrong_fail(answer):
    assert CUT_TESTS.evaluate(answer).status == "failed"


@pytest.mark.parametrize("answer, passed", [("cell (5, 8)", True), ("the cell (5,8)", True),
                                            ("Cell: (5, 8)", True), ("cell (3, 5)", False)])
def test_the_greedy_cell_may_be_called_a_cell(answer, passed):
    report = greedy.BANK.item("greedy-next").evaluate(answer)
    assert report.passed == passed, report
    if not passed:
        assert "A*'s choice" in report.hints[0][1]


@pytest.mark.parametrize("answer", ["No", "no.", "NO"])
def test_a_bare_no_to_the_friends_route_is_not_taken_for_not_a_solution(answer):
    from searchlib.lessons import search_problems
    report = search_problems.BANK.item("friend-route").evaluate(answer)
    said = " ".join(text for _, text in report.hints)
    assert report.status == "failed" and "cannot be read" in report.summary, report
    assert "exactly what a solution is" not in said and "optimal, solution" in said


@pytest.mark.parametrize("answer, status", [("No, yes", "cannot be read"),
                                            ("yes; no", "cannot be read"),
                                            ("No, it overestimates", None),
                                            ("No, no", None), ("No.", None)])
def test_twice_manhattan_refuses_yes_and_no_at_once(answer, status):
    from searchlib.lessons import astar
    report = astar.BANK.item("twice-manhattan").evaluate(answer)
    if status is None:
        assert "cannot be read" not in report.summary, report
    else:
        assert report.status == "failed" and status in report.summary
        assert "both yes and no" in report.hints[0][1]
