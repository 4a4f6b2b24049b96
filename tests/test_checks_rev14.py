"""A fourteenth reviewer's attempts at lessons 02-09 (tests/mistakes_rev14.py): wrong code
fails naming its own mistake and no other, right-but-unusual code passes, and the answers the
reviewer wrote in the question's own words (or with "and" between two numbers) are read as
meant, never given a false count of items."""

import functools

import pytest

import attempts

import mistakes_rev14 as m
from searchlib.checks.normalise import canonical, split_items
from searchlib.lessons import alphabeta, astar, iterative_deepening, search_problems


attempt = functools.partial(attempts.defined, m)
grade = functools.partial(attempts.graded, m)


def _grade_one(check, words):
    return grade(check, next(a for a in m.ATTEMPTS if a[0] == check and words in a[1])[3])


@pytest.mark.parametrize("check, label, key, code", m.ATTEMPTS,
                         ids=[f"{a[0]}: {a[1][:50]}" for a in m.ATTEMPTS])
def test_a_reviewed_attempt_is_judged_and_named(check, label, key, code):
    report = grade(check, code)
    attempts.named(report, key, label)


def _failing(report):
    return [row for row in report.rows if not row.passed]


# -- lesson 02: a route through a move 0, a route whose steps are not 1 -----------------------

def test_a_walk_on_the_truth_of_the_action_fails_where_road_0_is_taken():
    report = _grade_one("path-states", "while node.action")
    failing = _failing(report)
    assert [r.label for r in failing] == ["a route along numbered roads, road 0 in the middle"]
    assert "actions 3, 0, 1" in failing[0].given and failing[0].got == "['Elm', 'Ford']"
    assert "road 0" in report.hints[0][1] and "parent is None" in report.hints[0][1]
    assert len(report.rows) == 10


def test_a_walk_of_path_cost_steps_fails_where_the_steps_cost_4_and_3():
    report = _grade_one("path-states", "path_cost taken")
    failing = _failing(report)
    # (and the route of 3 steps that cost 0, 0 and 1 stops it after one step: tests/
    # test_checks_rev16.py)
    assert [r.label for r in failing] == ["a route of 2 steps that cost 4 and 3",
                                          "a route of 3 steps that cost 0, 0 and 1"]
    assert "path costs 0, 4, 7" in failing[0].given
    assert "4 + 3 = 7" in report.hints[0][1]


# -- lesson 03: a parent written again before its state is expanded ---------------------------

_MET_AGAIN = "B is met again from A while it waits, before it is expanded"


@pytest.mark.parametrize("words, others", [
    # the goal tested on generation never overwrites the goal's own parent: only the new
    # case shows the overwritten parents
    ("tested when generated, a parent written at every", []),
    ("tested when taken out, a parent written at every",
     ["a shortcut: G is met again from X while it waits"])])
def test_a_parent_overwritten_before_expansion_gives_the_longer_way(words, others):
    report = _grade_one("bfs", words)
    failing = _failing(report)
    assert [r.label for r in failing] == others + [_MET_AGAIN]
    assert failing[-1].got == "['S', 'A', 'B', 'G']"
    assert "the shortest has 2 steps" in " ".join(failing[-1].notes)
    assert len(report.rows) == 12


def test_an_inverted_empty_is_told_so():
    report = _grade_one("queue-remove", "empty() inverted")
    assert "`return not self.nodes`" in report.hints[0][1]


# -- lesson 04: nodes the check's frontier cannot read ----------------------------------------

def test_plain_tuple_nodes_are_told_the_frontier_reads_node_state():
    report = _grade_one("write-solve", "plain-tuple nodes")
    failing = _failing(report)
    assert len(failing) == len(report.rows)
    assert all("has no .state" in row.got for row in failing), [r.got for r in failing]
    assert "given ((7, 8), None, None)" in failing[0].got
    assert "Node(cell, parent, action)" in report.hints[0][1]
    assert "AttributeError" not in str(report)


# -- lesson 05: the library named only when it was asked ---------------------------------------

@pytest.mark.parametrize("words", ["networkx", "own BFS"])
def test_the_walled_distance_is_named_and_the_library_is_not(words):
    report = _grade_one("maze-h", words)
    text = str(report)
    assert "asks searchlib" not in text and "maze.h" not in text, text
    assert "round the walls" in report.hints[0][1]
    assert "Manhattan" in report.hints[0][1]


# -- lesson 07: two numbers with "and", and a thousands separator ------------------------------

MEMORY = iterative_deepening.BANK.item("memory")


@pytest.mark.parametrize("answer", ["22187 and 19", "22,187 and 19", "22,187, 19", "22187, 19",
                                    (22187, 19), ["22,187", "19"], "22187 AND 19"])
def test_the_memory_pair_is_read_as_two_numbers(answer):
    assert MEMORY.evaluate(answer).passed, MEMORY.evaluate(answer)


# "22,188 and 19" and "19 and 22,187" are no longer in doubt: "and" parts their items, so
# their commas are inside a number (tests/test_checks_rev16.py)
@pytest.mark.parametrize("answer", ["22,187"])
def test_an_ambiguous_comma_gets_no_count_of_items(answer):
    report = MEMORY.evaluate(answer)
    assert report.status == "failed"
    said = " ".join(hint for _, hint in report.hints)
    assert "number of items" not in said and "you gave" not in said, said
    assert "can be read as one number or as numbers separated by commas" in said


def test_a_wrong_pair_with_and_gets_a_true_count():
    report = MEMORY.evaluate("22188 and 19")
    assert report.status == "failed"
    assert ("count", "You have the right number of items (2): the second is right, the first "
                     "(22188) is not.") in report.hints


def test_and_separates_items_and_thousands_are_kept_only_when_asked():
    assert split_items("A, B and C") == ["A", "B", "C"]
    assert split_items("Sand, Brand") == ["Sand", "Brand"]
    assert split_items("22,187,19", thousands=True) == ["22", "187", "19"]
    assert split_items("10,461,394,944,000 and 3", thousands=True) == ["10461394944000", "3"]
    assert search_problems.BANK.item("fifteen-states").evaluate("10,461,394,944,000").passed


# -- lesson 09: the cut tests written out, or as pairs -----------------------------------------

CUT_TESTS = alphabeta.BANK.item("cut-tests")


@pytest.mark.parametrize("answer", [{"n": "v >= beta", "s": "v <= alpha"},
                                    [("n", "beta"), ("s", "alpha")],
                                    {"n": "the beta test", "s": "the alpha test"},
                                    {"n": "v \u2265 \u03b2", "s": "v \u2264 \u03b1"},
                                    {"n": "beta", "s": "alpha"}])
def test_the_cut_tests_in_the_reviewers_forms_pass(answer):
    assert CUT_TESTS.evaluate(answer).passed, CUT_TESTS.evaluate(answer)


@pytest.mark.parametrize("answer", [{"n": "beta"}, {"n": "v <= beta", "s": "v >= alpha"}])
def test_a_wrong_cut_tests_answer_is_not_told_its_keys_are_wrong(answer):
    report = CUT_TESTS.evaluate(answer)
    assert report.status == "failed"
    said = " ".join(hint for _, hint in report.hints)
    assert "Not these" not in said and "The keys are" not in said, said
    assert "one entry per cut arc" in said


def test_the_swapped_cut_tests_keep_their_hint():
    report = CUT_TESTS.evaluate({"n": "alpha", "s": "beta"})
    assert report.hints[0][1].startswith("Swapped")


def test_the_alphabeta_tests_on_the_wrong_bound_are_told_which():
    report = _grade_one("alphabeta", "wrong bound")
    assert "MAX stops when v >= alpha" in report.hints[0][1]
    assert "(beta, alpha)" not in report.hints[0][1]


# -- answers in the question's own words -------------------------------------------------------

@pytest.mark.parametrize("bank, qid, answer", [
    (search_problems, "friend-route", "a solution that is not optimal"),
    (search_problems, "friend-route", "A solution, but not optimal."),
    (astar, "twice-manhattan", "No, it overestimates"),
    (astar, "twice-manhattan", "No - it overestimates"),
    (iterative_deepening, "no-max-depth", "(b)"),
    (iterative_deepening, "no-max-depth", "b: deepens for ever"),
    (search_problems, "which-part", "Actions"),
])
def test_an_answer_in_the_questions_words_passes(bank, qid, answer):
    assert bank.BANK.item(qid).evaluate(answer).passed


@pytest.mark.parametrize("bank, qid, answer", [
    (search_problems, "which-part", "Transition_Model"),
    (search_problems, "which-part", "Goal_Test"),
    (astar, "twice-manhattan", "Yes, it is still optimal"),
    (iterative_deepening, "no-max-depth", "(a)"),
    (search_problems, "friend-route", "An optimal solution"),
])
def test_a_wrong_answer_in_those_forms_is_read_and_hinted(bank, qid, answer):
    report = bank.BANK.item(qid).evaluate(answer)
    assert report.status == "failed" and report.mistakes == ["known"], report


@pytest.mark.parametrize("answer", ["no idea", "nobody, really"])
def test_a_yes_or_no_must_stand_alone_or_begin_a_sentence(answer):
    with pytest.raises(ValueError):
        canonical(answer, "yesno")
