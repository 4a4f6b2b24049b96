"""Round-4 review of the projects' self-checks (lessons 13 and 14): each attempt in
tests/mistakes_rev4_projects.py gets a true verdict and only its hint; the texts the reviewer
found false are tested for what they now say."""


import pytest

import attempts

import mistakes_rev4_projects as m
from mistakes_review_games import TTT, define

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(lesson, qid, source, name, **options):
    return attempts.grade(lesson, qid, define(source, name), **options)


ATTEMPTS = m.LESSON_13 + m.LESSON_14


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", ATTEMPTS,
                         ids=[a[0] for a in ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = _grade(lesson, qid, source, name)
    attempts.judged(report, expected)


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


def test_games_on_a_broken_winner_blame_winner_and_say_only_what_happened():
    report = _grade("tictactoe", "games", TTT + m.ALPHABETA, "minimax", games=100)
    assert report.passed, report
    report = _grade("tictactoe", "games", TTT + m.TYPO_WINNER + m.ALPHABETA, "minimax",
                    games=100)
    text = str(report)
    assert report.status == "failed" and "keeps-state" not in report.mistakes, text
    assert "winner()" in report.hints[0][1], text
    assert "keeps something" not in text and "result called 0 times" not in text
    rows = {r.label: r for r in report.rows}
    # self-play meets no bad board here: it draws, and its row no longer carries the other
    # cases' troubles
    assert rows["against itself"].passed and not rows["against itself"].notes, text
    for side in ("X", "O"):
        row = rows[f"100 games as {side} against random moves"]
        assert "stopped" in row.got, text
    assert any(n.startswith("As X") and "stopped" in n for n in report.notes), text


def test_a_game_stopped_by_a_missing_move_is_said_so_with_its_board():
    report = _grade("tictactoe", "games", TTT + m.ALPHABETA.replace(
        "    if terminal(board): return None\n    best",
        "    if terminal(board) or sum(c is not EMPTY for r in board for c in r) == 4:\n"
        "        return None\n    best"), "minimax", games=20)
    rows = {r.label: r for r in report.rows}
    got = rows["against itself"].got
    assert got.startswith("no legal move from minimax after 4 moves, on "), got
    board = got.rsplit(" on ", 1)[1]
    assert any(board in note for note in rows["against itself"].notes)
    assert "game 1 of 20 stopped" in rows["20 games as X against random moves"].got


def test_a_mover_s_point_of_view_utility_is_told_so_truly():
    source = next(a[3] for a in m.LESSON_14 if a[0].startswith("utility: from the mover"))
    hint = _grade("tictactoe", "utility", source, "utility").hints[0][1]
    assert "player who has just moved" in hint and "1 when X has won" in hint


def test_a_difference_both_bfs_share_does_not_blame_when_the_goal_is_tested():
    from searchlib.checks.runner import observe
    from searchlib.checks.suites import search as S
    func = define(m._bfs(True, False), "shortest_path")     # goal on removal, parents rewritten
    case = next(c for c in S.SHORTEST_PATH.cases() if c.label.startswith("two steps, the first"))
    said = S._degrees_diverge(case, observe(S.SHORTEST_PATH, func, case), None)
    assert "as soon as it meets a person stops" not in said
    assert said.startswith("BFS (whether it tests the goal when it meets a person or when it "
                           "takes them out) stops after step 3"), said


def test_a_cut_that_leaves_its_move_on_the_board_is_not_told_min_updates_alpha_for_sure():
    """A third reviewer: move-and-undo where a cut returns before taking its move back gives
    the moves of 'MIN updates alpha'; the hint names both causes, as the moves cannot tell."""
    report = _grade("tictactoe", "minimax", TTT + '''
import math
def minimax(board):
    if terminal(board):
        return None
    def val(b, a, be):
        w = winner(b)
        if w is not None:
            return 1 if w == X else -1
        free = [(i, j) for i in range(3) for j in range(3) if b[i][j] is None]
        if not free:
            return 0
        p = player(b)
        v = -math.inf if p == X else math.inf
        for i, j in free:
            b[i][j] = p
            c = val(b, a, be)
            if p == X:
                v = max(v, c)
                if v >= be:
                    return v
                a = max(a, v)
            else:
                v = min(v, c)
                if v <= a:
                    return v
                be = min(be, v)
            b[i][j] = None
        return v
    p = player(board)
    best = None
    for i, j in sorted(actions(board)):
        work = [r[:] for r in board]
        work[i][j] = p
        v = val(work, -math.inf, math.inf)
        if best is None or (v > best[0] if p == X else v < best[0]):
            best = (v, (i, j))
    return best[1]
''', "minimax")
    assert report.status == "failed" and report.mistakes in ([], ["min-alpha"]), report
    if report.mistakes:
        assert "taking back the move" in str(report), report


def test_a_winner_with_no_diagonals_is_told_so():
    """A third reviewer: rows and columns only."""
    report = _grade("tictactoe", "winner", TTT + '''
def winner(board):
    for k in range(3):
        row = board[k]
        if row[0] is not None and row[0] == row[1] == row[2]:
            return row[0]
        col = [board[0][k], board[1][k], board[2][k]]
        if col[0] is not None and col[0] == col[1] == col[2]:
            return col[0]
    return None
''', "winner")
    assert report.status == "failed" and report.mistakes == ["no-diagonals"], report
