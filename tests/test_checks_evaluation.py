"""Lesson 10's evaluation function: right code passes in several styles, each planted mistake
is named alone, code no planted mistake explains fails on the rule it breaks with no hint, a
call to the library's estimate never passes, and the facts the cases state are true."""

import random

import pytest

import mistakes_evaluation as m
from searchlib import ConnectFour, alphabeta
from searchlib.checks.oracles import evaluation as E
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import evaluation as S
from searchlib.lessons import evaluation as lesson


def _id(value):
    return getattr(value, "__name__", None) or str(value)


def grade(func):
    return lesson.BANK.grade("my-evaluation", func)


@pytest.mark.parametrize("func", m.RIGHT, ids=_id)
def test_right_code_passes(func):
    report = run_suite(func, S.EVALUATION)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.CASES, ids=_id)
def test_each_planted_mistake_is_named_alone(func, key):
    report = grade(func)
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


@pytest.mark.parametrize("func, words", m.ALMOST, ids=_id)
def test_unexplained_code_fails_on_the_rule_it_breaks_with_no_hint(func, words):
    report = grade(func)
    assert report.status == "failed" and report.mistakes == [], report
    assert any(words in note for row in report.rows for note in row.notes), report


@pytest.mark.parametrize("func", [m.library, m.c4.evaluate], ids=["wrapped", "bound"])
def test_a_call_to_the_library_never_passes(func):
    report = grade(func)
    assert report.status == "failed" and report.mistakes == ["uses-library"], report
    assert "ConnectFour.evaluate" in str(report)


def test_the_oracle_is_the_librarys_estimate_and_its_mirror_is_a_mirror():
    game, rng = ConnectFour(), random.Random(10)
    for _ in range(200):
        state = game.initial
        for _ in range(rng.randint(0, 30)):
            if game.terminal(state):
                break
            state = game.result(state, rng.choice(game.actions(state)))
        if game.terminal(state):
            continue
        assert E.estimate(state) == game.evaluate(state)
        flipped = [row[::-1] for row in game.show(state).split("\n")]
        assert game.show(E.mirror(state)).split("\n") == flipped


def test_what_the_cases_say_about_their_positions_is_true():
    game = ConnectFour()
    for name, sign in (("X's lopsided board", 1), ("O's lopsided board", -1)):
        state = game.from_rows(list(S.BOARDS[name]))
        assert not game.terminal(state)
        assert alphabeta(game, state=state, depth=2).value == sign      # a win in two moves
    for columns, reason in S.REASONS.items():
        if isinstance(columns, tuple):
            holder = "X" if reason.startswith("X") else "O"
            cells = [game.cell(S._after(*columns), r, 3) for r in range(6)]
            assert holder in cells and ({"X", "O"} - {holder}).pop() not in cells
    win_now = game.from_rows(list(S.BOARDS["section 4's win-now position"]))
    assert game.winner(game.result(win_now, 1)) == "X"
    assert all(not game.terminal(game.result(win_now, c)) for c in game.actions(win_now)
               if c != 1)
    assert S.BOARDS["section 6's trap"] == tuple(S.CONNECT_FOUR_TRAP)


def test_values_are_quoted_as_the_function_returned_them():
    def scaled(state):                           # ints, out of bounds: a fresh learner's try
        return int(100 * E.estimate(state))

    report = lesson.BANK.grade("my-evaluation", scaled)
    text = str(report)
    gave = [n for row in report.rows for n in row.notes if "your function gave" in n]
    assert report.status == "failed" and gave, text
    assert all(".0;" not in n and ".0," not in n for n in gave), gave

    def halves(state):
        return 0.5
    text = str(lesson.BANK.grade("my-evaluation", halves))
    assert "gave 0.5" in text, text


@pytest.mark.parametrize("func", m.SATURATING, ids=_id)
def test_an_estimate_that_reaches_one_fails_the_bounds_only_and_is_told_why(func):
    report = grade(func)
    assert report.status == "failed" and report.mistakes == ["out-of-bounds"], report
    failed = [row.label for row in report.rows if not row.passed]
    assert failed and all("strictly between -1 and 1" in label for label in failed), failed
    assert any(row.passed for row in report.rows if "mirror image" in row.label)
    assert "tanh of a large score" in report.hints[0][1]


def test_every_position_of_the_other_rules_is_held_to_the_bounds():
    cases = S.EVALUATION.cases()
    bounded = {state for case in cases if case.data["rule"] == "bounds" for state in case.args}
    assert all(state in bounded for case in cases for state in case.args)
