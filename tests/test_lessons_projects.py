"""The project lessons' checks (13 Degrees, 14 Tic-Tac-Toe) catch the catalogued mistakes.

Each planted mistake is the reference solution with one edit, run as a
learner's notebook would run it: the functions live in one namespace and
call each other (and ``neighbors_for_person``) through it.
"""

import pytest

from searchlib.checks.runner import run_suite
from searchlib.degrees import load_small
from searchlib.lessons import degrees
from searchlib.checks.suites import degrees as D
from searchlib.checks.oracles import tictactoe as ttt_rules
from searchlib.checks.suites import tictactoe as TTT_SUITES
from searchlib.lessons import tictactoe

# -- Degrees ---------------------------------------------------------------------------------

DEGREES = '''
from collections import deque

def shortest_path(source, target):
    if source == target:
        return []
    came_from = {source: None}
    frontier = deque([source])
    while frontier:
        person = frontier.popleft()
        for movie_id, other in neighbors_for_person(person):
            if other in came_from:
                continue
            came_from[other] = (person, movie_id)
            if other == target:
                path = []
                while other != source:
                    previous, movie = came_from[other]
                    path.append((movie, other))
                    other = previous
                path.reverse()
                return path
            frontier.append(other)
    return None
'''

LIST_FRONTIER = '''
def shortest_path(source, target):
    if source == target:
        return []
    frontier, explored = [(source, None, None)], set()
    while frontier:
        node = frontier[0]
        frontier = frontier[1:]
        explored.add(node[0])
        for movie_id, other in neighbors_for_person(node[0]):
            if other == target:
                path = [(movie_id, other)]
                while node[1] is not None:
                    path.append(node[2])
                    node = node[1]
                return path[::-1]
            if not any(n[0] == other for n in frontier) and other not in explored:
                frontier.append((other, node, (movie_id, other)))
    return None
'''

DEGREES_MISTAKES = {
    "stack": [("frontier.popleft()", "frontier.pop()")],
    "no-explored": [("            if other in came_from:\n                continue\n", ""),
                    ("            frontier.append(other)",
                     "            if other not in frontier:\n"
                     "                frontier.append(other)")],
    "same-person": [("    if source == target:\n        return []\n", ""),
                    ("        for movie_id, other in neighbors_for_person(person):\n",
                     "        for movie_id, other in neighbors_for_person(person):\n"
                     "            if other == target:\n"
                     "                path = [(movie_id, other)]\n"
                     "                while person != source:\n"
                     "                    previous, movie = came_from[person]\n"
                     "                    path.append((movie, person))\n"
                     "                    person = previous\n"
                     "                return path[::-1]\n")],
    "same-person-none": [("    if source == target:\n        return []\n", "")],
    "reversed": [("                path.reverse()\n", "")],
    "source-in-path": [("                return path\n",
                        "                return [(None, source)] + path\n")],
    "empty-not-none": [("    return None\n", "    return []\n")],
    "int-ids": [("path.append((movie, other))", "path.append((int(movie), int(other)))")],
    "pair-order": [("path.append((movie, other))", "path.append((other, movie))")],
    "people-only": [("path.append((movie, other))", "path.append(other)")],
}
EXPECTED_KEY = {"same-person-none": "same-person"}


def learner(source, edits=()):
    for old, new in edits:
        assert old in source, old
        source = source.replace(old, new)
    space = {"__name__": "learner", "neighbors_for_person": None}
    exec(compile(source, "<learner>", "exec"), space)
    return space


def degrees_learner(edits=()):
    space = learner(DEGREES, edits)
    space["neighbors_for_person"] = load_small().neighbors_for_person
    return space


def test_degrees_reference_passes():
    report = degrees.BANK.item("shortest-path").evaluate(degrees_learner()["shortest_path"])
    assert report.status == "passed"


def test_degrees_check_includes_the_lessons_pairs():
    cases = degrees.SHORTEST_PATH.cases(neighbors=load_small().neighbors_for_person,
                                        pairs=degrees.SMALL_PAIRS)
    assert sum("in your data" in case.label for case in cases) == 4


@pytest.mark.parametrize("key", sorted(DEGREES_MISTAKES))
def test_degrees_mistake_is_recognised(key):
    space = degrees_learner(DEGREES_MISTAKES[key])
    report = degrees.BANK.item("shortest-path").evaluate(space["shortest_path"])
    assert report.status == "failed"
    assert report.mistakes == [EXPECTED_KEY.get(key, key)], report


def test_no_explored_set_is_stopped_on_hoffman_to_watson():
    space = degrees_learner(DEGREES_MISTAKES["no-explored"])
    report = degrees.BANK.item("shortest-path").evaluate(space["shortest_path"])
    row = next(r for r in report.rows if r.label.startswith("163 to 914612"))
    assert not row.passed and "stopped" in row.got and "endless loop" in " ".join(row.notes)


def test_large_check_puts_the_learners_neighbours_back(large):
    space = degrees_learner()
    mine = space["neighbors_for_person"]
    run_suite(space["shortest_path"], D.LARGE, data=large, queries=[("61753", "9402")])
    assert space["neighbors_for_person"] is mine


@pytest.fixture(scope="module")
def large():
    from searchlib.degrees import ensure_large, load
    return load(ensure_large(progress=False))


def test_large_check_times_the_reference(large):
    report = run_suite(degrees_learner()["shortest_path"], D.LARGE, data=large)
    assert report.status == "passed"
    times = report.extra["timings"]
    assert len(times) == len(D.LARGE_QUERIES)
    assert all(mine is not None and lib is not None for _, mine, lib in times)


def test_large_check_stops_a_list_frontier(large):
    report = run_suite(learner(LIST_FRONTIER)["shortest_path"], D.LARGE, data=large,
                       seconds=0.5)
    assert report.status == "failed" and "slow" in report.mistakes
    assert any(mine is None for _, mine, _ in report.extra["timings"])



def test_large_check_names_a_stack_by_its_long_paths(large):
    space = degrees_learner(DEGREES_MISTAKES["stack"])
    report = run_suite(space["shortest_path"], D.LARGE, data=large)
    assert report.status == "failed" and report.mistakes == ["far-too-long"], report
    assert "depth-first" in report.hints[0][1]
    # nothing ran out of time: no word about shortened budgets
    assert not any("shorter budget" in note for note in report.notes)
    right = run_suite(degrees_learner()["shortest_path"], D.LARGE, data=large)
    assert not any("shorter budget" in note for note in right.notes)


# -- Tic-Tac-Toe -------------------------------------------------------------------------------

TTT = '''
import math
X = "X"; O = "O"; EMPTY = None

def player(board):
    xs = sum(row.count(X) for row in board)
    os = sum(row.count(O) for row in board)
    return X if xs == os else O

def actions(board):
    moves = set()
    for r, row in enumerate(board):
        for c, cell in enumerate(row):
            if cell is EMPTY:
                moves.add((r, c))
    return moves

def result(board, action):
    legal = actions(board)
    if action not in legal:
        raise ValueError("illegal")
    after = [list(row) for row in board]
    after[action[0]][action[1]] = player(board)
    return after

LINES = ([[(i, 0), (i, 1), (i, 2)] for i in range(3)]
         + [[(0, j), (1, j), (2, j)] for j in range(3)]
         + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]])

def winner(board):
    for line in LINES:
        first, second, third = (board[i][j] for i, j in line)
        if first is not EMPTY and first == second == third:
            return first
    return None

def terminal(board):
    if winner(board) is not None:
        return True
    return not actions(board)

def utility(board):
    won = winner(board)
    return 1 if won == X else -1 if won == O else 0

def minimax(board):
    if terminal(board):
        return None
    best_move = None
    if player(board) == X:
        best = -math.inf
        for move in actions(board):
            value = min_value(result(board, move), best, math.inf)
            if value > best:
                best, best_move = value, move
    else:
        best = math.inf
        for move in actions(board):
            value = max_value(result(board, move), -math.inf, best)
            if value < best:
                best, best_move = value, move
    return best_move

def max_value(board, lo, hi):
    if terminal(board):
        return utility(board)
    value = -math.inf
    for move in actions(board):
        value = max(value, min_value(result(board, move), lo, hi))
        if value >= hi:
            return value
        lo = max(lo, value)
    return value

def min_value(board, lo, hi):
    if terminal(board):
        return utility(board)
    value = math.inf
    for move in actions(board):
        value = min(value, max_value(result(board, move), lo, hi))
        if value <= lo:
            return value
        hi = min(hi, value)
    return value
'''

SWAP_X = ("            value = min_value(result(board, move), best, math.inf)",
          "            value = min_value(result(board, move), -math.inf, best)")
SWAP_O = ("            value = max_value(result(board, move), -math.inf, best)",
          "            value = max_value(result(board, move), best, math.inf)")
SORTED = ("for move in actions(board)", "for move in sorted(actions(board))")

MINIMAX_MISTAKES = {   # case: (edits, mistake expected)
    "o-max-top": ([("            if value < best:",
                    "            if value > best or best == math.inf:")], "o-max-top"),
    # min_value taking the max of values started at +inf: always +inf, so O finds no move
    "o-max-below": ([("        value = min(value, max_value(result(board, move), lo, hi))",
                      "        value = max(value, max_value(result(board, move), lo, hi))")],
                    "none-while-playing"),
    "swapped": ([SWAP_X, SWAP_O], "ab-swapped"),
    "swapped-sorted": ([SORTED, SWAP_X, SWAP_O], "ab-swapped"),
    "swapped-x-only": ([SWAP_X], "ab-swapped-x"),
    "swapped-x-only-sorted": ([SORTED, SWAP_X], "ab-swapped-x"),
    "swapped-o-only": ([SWAP_O], "ab-swapped-o"),
    "swapped-o-only-sorted": ([SORTED, SWAP_O], "ab-swapped-o"),
    "winner-misses-a-diagonal": ([(", [(0, 2), (1, 1), (2, 0)]]", "]")], "helper-fails"),
    "terminal-only-full": ([("    if winner(board) is not None:\n        return True\n", "")],
                           "helper-fails"),
    "result-in-place": ([("    after = [list(row) for row in board]", "    after = board")],
                        "helper-fails"),
}

SIX = ("player", "actions", "result", "winner", "terminal", "utility")


@pytest.mark.parametrize("name", SIX + ("minimax",))
def test_ttt_reference_passes(name):
    assert tictactoe.BANK.item(name).evaluate(learner(TTT)[name]).status == "passed"


@pytest.mark.parametrize("case", sorted(MINIMAX_MISTAKES))
def test_minimax_mistake_is_recognised(case):
    edits, key = MINIMAX_MISTAKES[case]
    report = tictactoe.BANK.item("minimax").evaluate(learner(TTT, edits)["minimax"])
    assert report.status == "failed"
    # besides the failing helper, the facts it leads to: a changed board (not a move on a
    # finished board: terminal's own failure explains it, and "test terminal(board) first"
    # would name a mistake minimax did not make)
    also = {"result-in-place": {"mutates-input"}}
    assert set(report.mistakes) == {key} | also.get(case, set()), report


PLAIN = TTT.replace("min_value(result(board, move), best, math.inf)",
                    "min_value(result(board, move), -math.inf, math.inf)").replace(
    "max_value(result(board, move), -math.inf, best)",
    "max_value(result(board, move), -math.inf, math.inf)").replace(
    "        if value >= hi:\n            return value\n", "").replace(
    "        if value <= lo:\n            return value\n", "")


def test_minimax_without_pruning_passes():
    assert tictactoe.BANK.item("minimax").evaluate(learner(PLAIN)["minimax"]).passed


@pytest.mark.parametrize("edit, key", [
    (("value = min(value, max_value(result(board, move), lo, hi))",
      "value = max(value, max_value(result(board, move), lo, hi))"), "none-while-playing"),
    (("            if value < best:", "            if value > best or best == math.inf:"),
     "o-max-top")])
def test_plain_minimax_mistakes(edit, key):
    report = run_suite(learner(PLAIN, [edit])["minimax"], TTT_SUITES.MINIMAX)
    assert report.status == "failed" and report.mistakes == [key]


def test_games_reference_passes_and_counts():
    report = tictactoe.BANK.item("games").evaluate(learner(TTT)["minimax"], games=200)
    assert report.status == "passed"
    found = report.extra
    assert found["X"][0]["lost"] == found["O"][0]["lost"] == 0
    assert found["self"][0] == {"winner": None, "moves": 9, "problems": {}}
    assert found["first"][0]["counted"] and 0 < found["first"][0]["games"] < 255_168
    assert any(note.startswith("First move") for note in report.notes)


def test_games_o_taking_the_largest_loses_as_o():
    edits = MINIMAX_MISTAKES["o-max-top"][0]
    report = run_suite(learner(TTT, edits)["minimax"], TTT_SUITES.GAMES, games=200)
    assert report.status == "failed" and "losses" in report.mistakes
    found = report.extra
    assert found["X"][0]["lost"] == 0 < found["O"][0]["lost"]


def test_games_changing_the_board_is_named():
    edits = MINIMAX_MISTAKES["result-in-place"][0]
    report = tictactoe.BANK.grade("games", learner(TTT, edits)["minimax"], games=20)
    assert report.status == "failed"
    assert "helper-fails" in report.mistakes


def test_the_counts_quoted_for_the_first_move():
    from searchlib import TicTacToe, minimax
    plain = minimax(TicTacToe())
    assert (plain.generated, plain.leaves) == (TTT_SUITES.BOARDS_FROM_EMPTY,
                                               TTT_SUITES.GAMES_FROM_EMPTY)
    assert ttt_rules.best_moves(ttt_rules.parse(".XO / OXX / X.O")) == {(2, 1)}


def test_a_fixed_helper_is_seen_on_the_next_run():
    space = learner(TTT, MINIMAX_MISTAKES["winner-misses-a-diagonal"][0])
    check = tictactoe.BANK.item("minimax").evaluate
    assert "helper-fails" in check(space["minimax"]).mistakes
    space["LINES"] = learner(TTT)["LINES"]
    assert check(space["minimax"]).passed


# -- the handouts of the two project notebooks ---------------------------------------------------
# (tests/test_handout_course.py runs every handout, these two included, top to bottom)

@pytest.mark.parametrize("name", ["13-project-degrees.ipynb", "14-project-tictactoe.ipynb"])
def test_project_handout_removes_every_solution(name):
    from pathlib import Path

    import nbformat

    from searchlib.checks.handout import strip_notebook
    teacher = nbformat.read(Path(__file__).parent.parent / "notebooks" / name, as_version=4)
    handout, removed = strip_notebook(teacher)
    assert removed >= 4
    assert sum("lesson.check(" in c.source for c in handout.cells if c.cell_type == "code") >= 4


def test_a_tictactoe_square_counted_from_1_gets_its_hint():
    report = tictactoe.BANK.grade("endgame-move", (3, 2))
    assert report.mistakes == ["known"] and "count from 0" in report.hints[0][1]
