"""The attempts of a fresh reviewer at lessons 08-14's self-checks (tests/mistakes_review_games.py):
each right one passes, each wrong one fails and its report names that mistake and no other
(an empty list: it fails, and no hint is given).  The facts the reports quote are tested too."""


import pytest

import attempts

import mistakes_review_games as m

pytestmark = pytest.mark.filterwarnings("ignore")


def _grade(lesson, qid, source, name, **options):
    return attempts.grade(lesson, qid, m.define(source, name), **options)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = _grade(lesson, qid, source, name)
    attempts.judged(report, expected)


def test_a_library_call_is_refused_with_a_verdict_that_says_so():
    report = _grade("evaluation", "depth-limited-minimax", '''
def depth_limited_value(game, state, depth, evaluate):
    return minimax(game, state=state, depth=depth, evaluate=evaluate).value
''', "depth_limited_value")
    assert "calls searchlib's own search" in report.summary and "cases pass" not in report.summary


def test_alpha_beta_cut_at_the_top_of_the_loop_reads_the_leaves_the_pseudocode_reads():
    from searchlib.checks.oracles import trees as T
    from searchlib.checks.suites.trees import TREES, random_tree
    looptop = m.define(m.ALPHABETA, "alphabeta_value")
    for tree in [t for _, t in TREES] + [random_tree(s, depth=4) for s in range(200)]:
        mine, theirs = T.Watched.wrap(tree), T.Watched.wrap(tree)
        assert looptop(mine) == T.alphabeta(theirs)
        assert mine.read() == theirs.read()


def test_the_depth_limited_divergence_says_plainly_what_evaluate_was_asked():
    from searchlib.checks.runner import Observation
    from searchlib.checks.suites.trees import _estimates_differ
    ref = Observation("value", ("number", 4.0), "4", trace=(("a", False), ("b", False)))
    never = Observation("budget", trace=())
    said = _estimates_differ(None, never, ref)
    assert said.startswith("your function never called evaluate") and "0 of yours" not in said
    other = Observation("value", ("number", 1.0), "1", trace=(("a", False), ("c", True)))
    said = _estimates_differ(None, other, ref)
    assert "1 of yours are positions where depth-limited minimax does not estimate" in said
    assert "1 of its positions were never asked about" in said and "1 of yours are finished" in said
    same = Observation("value", ("number", 1.0), "1", trace=ref.trace)
    assert "the difference is in the values worked out" in _estimates_differ(None, same, ref)


def test_a_maxn_number_is_told_the_answer_is_a_tuple():
    report = _grade("maxn", "maxn", '''
def maxn_value(node, player=1, n=3):
    def go(nd, p):
        if isinstance(nd, tuple):
            return nd
        return max((go(c, p % n + 1) for c in nd), key=lambda u: u[p - 1])
    return go(node, player)[player - 1]
''', "maxn_value")
    notes = " ".join(n for row in report.rows for n in row.notes)
    assert "where the answer is a tuple" in notes and "is a list," not in notes


def test_tic_tac_toe_helper_mistakes_that_used_to_pass_now_fail_on_the_case_that_shows_them():
    report = _grade("tictactoe", "result", m.TTT + '''
def result(board, action):
    if action not in actions(board):
        raise ValueError(action)
    new = copy.deepcopy(board)
    i, j = action
    new[j][i] = player(board)
    return new
''', "result")
    assert [r.label for r in report.rows if not r.passed] == [
        "X's first move, top right", "a move in the middle row"]
    report = _grade("tictactoe", "terminal", m.TTT + '''
def terminal(board):
    return winner(board) is not None or EMPTY not in board[0]
''', "terminal")
    assert [r.label for r in report.rows if not r.passed] == ["the top row full, nobody has won"]


def test_a_tuple_board_is_told_rows_are_lists():
    report = _grade("tictactoe", "result", m.TTT + '''
def result(board, action):
    if action not in actions(board):
        raise ValueError(action)
    i, j = action
    return tuple(tuple(player(board) if (r, c) == (i, j) else board[r][c] for c in range(3))
                 for r in range(3))
''', "result")
    assert report.status == "failed"
    assert any("not as tuples" in n for row in report.rows for n in row.notes), report


def test_a_helper_is_blamed_only_when_the_function_calls_it():
    report = _grade("tictactoe", "result", m.TTT + '''
def player(board):
    return X if board[0].count(X) == board[0].count(O) else O
''', "result")
    assert "relies on player()" in report.hints[0][1] and "player(board)" not in str(report)
    own = m.TTT + '''
def player(board):
    return X if board[0].count(X) == board[0].count(O) else O
def result(board, action):
    if action not in actions(board):
        raise ValueError(action)
    new = copy.deepcopy(board)
    marks = [c for row in board for c in row]
    new[action[0]][action[1]] = X if marks.count(X) == marks.count(O) else O
    return new
'''
    assert _grade("tictactoe", "result", own, "result").passed


def test_decision_names_the_failing_minimax_value_and_how_to_check_it():
    source = next(a[3] for a in m.LESSON_08 if a[0].startswith("decision: on a minimax_value"))
    report = _grade("minimax", "decision", source, "decision")
    assert 'lesson.check("minimax", minimax_value)' in report.hints[0][1]


def test_a_minimax_that_writes_on_the_board_is_named_with_the_board_before_and_after():
    report = _grade("tictactoe", "games", m.TTT + '''
def _val(board, maxing):
    if terminal(board):
        return utility(board)
    best = None
    for (i, j) in list(actions(board)):
        board[i][j] = X if maxing else O
        v = _val(board, not maxing)
        board[i][j] = EMPTY
        if best is None or (v > best if maxing else v < best):
            best = v
    return best
def minimax(board):
    if terminal(board):
        return None
    me = player(board)
    best, bm = None, None
    for (i, j) in sorted(actions(board)):
        board[i][j] = me
        v = _val(board, me == O)
        if (i, j) != sorted(actions(board) | {(i, j)})[-1]:
            board[i][j] = EMPTY
        if best is None or (v > best if me == X else v < best):
            best, bm = v, (i, j)
    return bm
''', "minimax", games=3, seconds=30)
    notes = " ".join(n for row in report.rows for n in row.notes)
    assert "before the call" in notes and "after it" in notes
    hint = dict(report.hints)["board-changed"]
    assert "undo every write" in hint and "result has to return" not in hint


def test_the_degrees_divergence_compares_with_the_bfs_the_lesson_teaches():
    source = '''
def shortest_path(source, target):
    if source == target:
        return []
    parent = {source: None}
    frontier = deque([source])
    while frontier:
        person = frontier.popleft()
        for movie, star in neighbors_for_person(person):
            if star in parent:
                continue
            parent[star] = (movie, person)
            if star == target:
                path = []
                node = star
                while parent[node] is not None:
                    movie_id, prev = parent[node]
                    path.append((movie_id, node))
                    node = prev
                path.reverse()
                path[0] = ("x" + path[0][0], path[0][1])
                return path
            frontier.append(star)
    return None
'''
    report = _grade("degrees", "shortest-path", source, "shortest_path")
    said = " ".join(report.notes)
    assert "the same people as BFS testing the goal as soon as it meets a person" in said
    assert "the difference is in the answer" in said and "stopped after" not in said


def test_degrees_through_the_library_is_refused_and_its_errors_explained():
    source = '''
from searchlib.degrees import load_small, shortest_path as library_shortest_path
data = load_small()
def shortest_path(source, target):
    return library_shortest_path(data, source, target)
'''
    report = _grade("degrees", "shortest-path", source, "shortest_path")
    assert report.mistakes == ["uses-library"], report
    assert "reads its own data" in report.hints[0][1]


def test_an_explored_set_kept_across_calls_is_named():
    report = _grade("degrees", "shortest-path", '''
def shortest_path(source, target, explored=set()):
    if source == target:
        return []
    parent = {source: None}
    frontier = deque([source])
    explored.add(source)
    while frontier:
        person = frontier.popleft()
        for movie, star in neighbors_for_person(person):
            if star in explored:
                continue
            explored.add(star)
            parent[star] = (movie, person)
            if star == target:
                path = []
                while parent[star] is not None:
                    movie, prev = parent[star]
                    path.append((movie, star))
                    star = prev
                return path[::-1]
            frontier.append(star)
    return None
''', "shortest_path")
    assert report.mistakes == ["keeps-state"], report


def _attempt(label):
    return next(a for a in m.ATTEMPTS if a[0] == label)


def test_a_memo_that_changes_only_the_work_done_is_told_so_without_a_contradiction():
    _, lesson, qid, source, name, _ = _attempt(
        "depth-limited: a memo in a default argument, keyed by the state only")
    hint = dict(_grade(lesson, qid, source, name).hints)["keeps-state"]
    assert "returned the same answer (4), but not by the same work" in hint, hint
    assert "instead of 4" not in hint


def test_strict_cuts_are_told_on_which_side_they_are_strict():
    for label, strict, tie in (("alpha-beta: a strict cut at MIN only", "MIN", "MAX"),
                               ("alpha-beta: a strict cut at MAX only", "MAX", "MIN")):
        _, lesson, qid, source, name, _ = _attempt(label)
        hint = dict(_grade(lesson, qid, source, name).hints)["strict"]
        assert hint.startswith(f"Your {strict} nodes cut only on a strict inequality"), hint
        assert f"your {tie} nodes already cut on a tie" in hint


def test_a_wrong_value_from_the_right_leaves_gets_a_first_difference_line():
    report = _grade("alphabeta", "alphabeta", '''
def alphabeta_value(tree, alpha=-math.inf, beta=math.inf, maximizing=True):
    if not isinstance(tree, list):
        return tree
    v = -math.inf if maximizing else math.inf
    for child in tree:
        w = alphabeta_value(child, alpha, beta, not maximizing)
        if maximizing:
            v = max(v, w)
            if v >= beta: return v
            alpha = max(alpha, v)
        else:
            v = min(v, w)
            if v <= alpha: return beta
            beta = min(beta, v)
    return v
''', "alphabeta_value")
    assert report.status == "failed" and report.mistakes == [], report
    said = " ".join(report.notes)
    assert "read the same leaves as alpha-beta, in the same order, but returned inf" in said


def test_the_check_s_own_trees_are_never_named_by_their_class():
    for label in ("alpha-beta: a leaf is what is not a list (type(tree) is not list)",
                  "alpha-beta: a leaf is an int (type(tree) is int)"):
        _, lesson, qid, source, name, _ = _attempt(label)
        text = str(_grade(lesson, qid, source, name))
        assert "Watched" not in text and "Leaf" not in text, text
        assert "type(node) is list and type(leaf) is int do not" in text


def test_an_index_passed_up_in_max_n_is_not_called_the_movers_entry():
    _, lesson, qid, source, name, _ = _attempt("max^n: the position of the best child passed up")
    text = str(_grade(lesson, qid, source, name))
    assert "mover's own entry" not in text and "nor the child's position" in text, text
