"""Round-4 review of the projects' self-checks (lessons 13 and 14): each attempt in
tests/mistakes_rev4_projects.py gets a true verdict and only its hint; the texts the reviewer
found false are tested for what they now say."""

import importlib

import pytest

import mistakes_rev4_projects as m
from mistakes_review_games import TTT, define

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(lesson, qid, source, name, **options):
    bank = importlib.import_module(f"searchlib.lessons.{lesson}").BANK
    return bank.grade(qid, define(source, name), **options)


ATTEMPTS = m.LESSON_14


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", ATTEMPTS,
                         ids=[a[0] for a in ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = _grade(lesson, qid, source, name)
    if expected == "passed":
        assert report.passed and report.mistakes == [], report
    else:
        assert report.status == "failed", report
        assert report.mistakes == expected, f"expected {expected}, got {report.mistakes}\n{report}"


def test_a_winner_typo_fails_on_two_marks_and_minimax_blames_winner_first():
    report = _grade("tictactoe", "winner", TTT + m.TYPO_WINNER, "winner")
    assert [r.label for r in report.rows if not r.passed] == [
        "two X on the diagonal from the top right, nobody has won"]
    report = _grade("tictactoe", "minimax", TTT + m.TYPO_WINNER + '''
def minimax(board):
    if terminal(board):
        return None
    pick = max if player(board) == X else min
    after = min_value if player(board) == X else max_value
    return pick(sorted(actions(board)), key=lambda a: after(result(board, a)))
''', "minimax")
    assert report.status == "failed" and "relies on" in report.hints[0][1], report
    assert "winner()" in report.hints[0][1]
