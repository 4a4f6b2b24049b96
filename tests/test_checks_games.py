"""Lesson 11's expectimax on a Game: right code passes, each planted mistake is named alone,
"almost right" code fails, and the oracle agrees with searchlib's expectimax."""

import pytest

import mistakes_games as m
from searchlib import expectimax
from searchlib.checks.oracles.trees import expected
from searchlib.checks.runner import run_suite
from searchlib.checks.suites import games as G
from searchlib.lessons import expectimax as lesson


def _id(value):
    return getattr(value, "__name__", None) or str(value)


@pytest.mark.parametrize("func", m.RIGHT, ids=_id)
def test_right_code_passes(func):
    report = run_suite(func, G.EXPECTIMAX_GAME)
    assert report.passed and report.mistakes == [], report


@pytest.mark.parametrize("func, key", m.CASES, ids=_id)
def test_each_planted_mistake_is_named_alone(func, key):
    report = lesson.BANK.grade("expectimax-game", func)
    assert report.status == "failed", report
    assert report.mistakes == [key], f"expected only {key!r}, got {report.mistakes}\n{report}"


_FAR = {"utilities far below 0 (in the millions)", "utilities far above 0 (in the millions)",
        "utilities far below 0 (beyond -10**20)", "utilities far above 0 (beyond 10**20)"}


@pytest.mark.parametrize("func, key, said", m.STARTS + m.HUGE_STARTS, ids=_id)
def test_a_state_that_starts_from_a_number_is_told_so(func, key, said):
    # sys.maxsize and 1e18 passed while the far utilities lay in the millions
    report = lesson.BANK.grade("expectimax-game", func)
    assert report.mistakes == [key] and said in report.hints[0][1], report
    assert {r.label for r in report.rows if not r.passed} <= _FAR


@pytest.mark.parametrize("func", m.ALMOST, ids=_id)
def test_almost_right_fails(func):
    assert lesson.BANK.grade("expectimax-game", func).status == "failed"


def test_a_call_to_the_library_never_passes():
    report = lesson.BANK.grade("expectimax-game", m.library)
    assert report.status == "failed" and report.mistakes == ["uses-library"], report
    assert all(row.passed for row in report.rows)          # right values, and still no pass


def test_the_oracle_agrees_with_searchlib_on_every_case():
    for case in G.EXPECTIMAX_GAME.cases():
        game, state = case.args
        assert abs(expected(game, state) - expectimax(game, state=state).value) < 1e-9, \
            case.label


def test_the_race_really_gives_a_player_two_moves_in_a_row():
    race = G.Race()
    after = race.result(race.result(race.initial, "gamble"), "heads")
    assert race.player(after) == race.player(race.initial) == "Ann"
