"""A fifteenth reviewer's findings on lessons 10-17's self-checks (tests/mistakes_rev15_late.py):
each right attempt passes, each wrong one fails and its report names that mistake and no other,
and the texts the reviewer found false are gone."""

import importlib
import types

import pytest

import mistakes_rev15_late as m
from mistakes_rev7_ida import ida_recursive
from searchlib.checks import budget as B
from searchlib.checks.runner import Case, Observation
from searchlib.checks.sandbox import available
from searchlib.checks.suites import degrees as D

pytestmark = pytest.mark.filterwarnings("ignore")


def _bank(lesson):
    return importlib.import_module(f"searchlib.lessons.{lesson}").BANK


def _grade(lesson, qid, source, name, **options):
    return _bank(lesson).grade(qid, m.define(source, name), **options)


def _attempt(label):
    return next(a for a in m.ATTEMPTS if a[0] == label)


@pytest.mark.parametrize("label, lesson, qid, source, name, expected", m.ATTEMPTS,
                         ids=[a[0] for a in m.ATTEMPTS])
def test_each_attempt_gets_a_true_verdict_and_only_its_hint(label, lesson, qid, source, name,
                                                              expected):
    report = _grade(lesson, qid, source, name)
    if expected == "passed":
        assert report.passed and report.mistakes == [], report
    else:
        assert report.status == "failed", report
        assert report.mistakes == expected, f"expected {expected}, got {report.mistakes}\n{report}"


@pytest.mark.parametrize("label, lesson, qid, answer, summary, mistakes", m.ANSWERS,
                         ids=[a[0] for a in m.ANSWERS])
def test_each_answer_gets_a_true_verdict(label, lesson, qid, answer, summary, mistakes):
    report = _bank(lesson).grade(qid, answer)
    assert (report.summary, report.mistakes) == (summary, mistakes), report


# -- 1. the large Degrees check: the limit it states is the one it enforces ---------------

def _trial(label, seconds, counted, kind="value"):
    obs = Observation(kind, seconds=seconds, budget=B.Budget(None, 10.0))
    obs.counted = counted
    case = Case(label, ("1", "2"), budget=B.Budget(None, 10.0),
                data={"data": None, "short": label})
    return types.SimpleNamespace(case=case, obs=obs)


def test_the_large_check_shows_the_seconds_its_limit_counts(monkeypatch):
    import searchlib.degrees.search as library
    monkeypatch.setattr(library, "path_search", lambda data, source, target: None)
    monkeypatch.setattr(D, "in_child", lambda: True)
    # a call that slept 25 s on the clock and used 0.1 s of processor time
    extra = D._timings([_trial("1 to 2 (3 steps)", 25.0, 0.1),
                        _trial("3 to 4 (4 steps)", 11.0, None, kind="budget")])
    (label, mine, _), (_, stopped, _) = extra["timings"]
    assert (label, mine, stopped) == ("1 to 2 (3 steps)", 0.1, None)
    assert extra["limit"][:2] == (10.0, "processor")
    text = "\n".join(D.timings_text(extra))
    assert "Each question may use 10 s of processor time" in text
    assert "Processor time per question" in text and "0.10 s" in text
    assert "25.00" not in text and "may take up to" not in text


def test_inside_the_kernel_the_large_check_says_the_clock(monkeypatch):
    import searchlib.degrees.search as library
    monkeypatch.setattr(library, "path_search", lambda data, source, target: None)
    monkeypatch.setattr(D, "in_child", lambda: False)
    text = "\n".join(D.timings_text(D._timings([_trial("1 to 2 (3 steps)", 2.0, 2.0)])))
    assert "Each question may take 10 s" in text and "processor" not in text


def test_a_timed_call_keeps_its_processor_seconds_beside_the_clock(monkeypatch):
    clock = {"cpu": 0.0, "wall": 100.0}
    fake = types.SimpleNamespace(process_time=lambda: clock["cpu"],
                                 perf_counter=lambda: clock["wall"],
                                 monotonic=B.time.monotonic)
    monkeypatch.setattr(B, "time", fake)
    monkeypatch.setattr(B, "in_child", lambda: True)
    monkeypatch.setattr(B, "notify", lambda *args: None)

    def waits():                 # as time.sleep(7) after 0.5 s of work would look
        clock["cpu"] += 0.5
        clock["wall"] += 7.0
        return "done"
    outcome = B.call_with_budget(waits, budget=B.Budget(None, 5.0))
    assert (outcome.kind, outcome.value) == ("value", "done")
    assert (outcome.seconds, outcome.counted) == (7.0, 0.5)


def test_the_large_check_on_a_small_set_states_its_limit_in_processor_time():
    from searchlib.degrees import generate
    tiny = generate(2000, seed=5)
    func = m.define(m.BFS_13 + "\ndef shortest_path(s, t):\n    return _sp(s, t)\n",
                    "shortest_path")
    report = _bank("degrees").grade("shortest-path-large", func, data=tiny,
                                    queries=[("1", "2"), ("3", "3")])
    assert report.passed, report
    text = str(report)
    said = "processor time" if available() else "may take 10 s"
    assert said in text and "may take up to" not in text, text


# -- 2 and 5. tic-tac-toe minimax ----------------------------------------------------------

def test_o_playing_its_first_move_is_not_told_it_picks_the_largest():
    text = str(_grade(*_attempt("minimax: O's best starts at -inf (O plays its first legal "
                                "move)")[1:5]))
    assert "largest value" not in text and "first free cell" in text


def test_the_new_boards_separate_the_first_move_and_a_value_handed_to_alpha():
    from searchlib.checks.oracles import tictactoe as R
    from searchlib.checks.suites.tictactoe import MINIMAX_BOARDS
    boards = dict(MINIMAX_BOARDS)
    o_wins = R.parse(boards["O can win at once, in the first free cell"])
    assert R.best_moves(o_wins) == R.variant_moves(o_wins, "first-move") == {(0, 1)}
    assert not R.variant_moves(o_wins, "o-max-top") & {(0, 1)}
    fork = R.parse(boards["X to move: only the top right corner wins (two threats at once)"])
    assert R.best_moves(fork) == {(0, 2)} == R.variant_moves(fork, "ab-swapped")
    assert (0, 2) not in R.variant_moves(fork, "min-stuck")


def test_a_min_value_that_never_hands_over_is_named_for_it():
    hints = dict(_grade(*_attempt("minimax: min_value calls min_value")[1:5]).hints)
    assert "min_value never hands over" in hints["min-no-alternation"]


# -- 3. max^n -------------------------------------------------------------------------------

def test_the_largest_total_is_not_told_it_added_the_entries_up():
    text = dict(_bank("maxn").grade("root-value", (9, 0, 7)).hints)["known"]
    assert "add the entries up" not in text
    assert "worth 9 to player 1" in text and "largest total" in text


# -- 4. a path as a tuple ------------------------------------------------------------------

def test_a_tuple_path_fails_everywhere_the_contract_asks_for_a_list():
    report = _grade(*_attempt("shortest path: a tuple of pairs, () for the same person")[1:5])
    notes = [n for row in report.rows for n in row.notes]
    assert notes and all("return a list" in n for n in notes), notes
    same = next(row for row in report.rows if row.label == "the same person")
    assert not same.passed


def test_a_tuple_from_idastar_fails_and_is_named():
    from searchlib.lessons import beyond_astar
    assert beyond_astar.BANK.grade("idastar", ida_recursive).passed

    def as_tuple(problem):
        path = ida_recursive(problem)
        return None if path is None else tuple(path)
    report = beyond_astar.BANK.grade("idastar", as_tuple)
    assert report.status == "failed" and report.mistakes == ["tuple-path"], report


def test_the_large_check_refuses_a_tuple_path():
    from searchlib.degrees import generate
    func = m.define(m.BFS_13 + "\ndef shortest_path(s, t):\n    r = _sp(s, t)\n"
                    "    return None if r is None else tuple(r)\n", "shortest_path")
    report = _bank("degrees").grade("shortest-path-large", func, data=generate(2000, seed=5),
                                    queries=[("1", "2")])
    assert report.status == "failed" and report.mistakes == ["tuple-path"], report


# -- 6. parents that point round in a circle -------------------------------------------------

def test_parents_overwritten_into_a_cycle_are_told_where_the_loop_is():
    report = _grade(*_attempt("shortest path: parents written every time a person is "
                              "met")[1:5])
    said = [n for n in report.notes if n.startswith("First difference")]
    assert said and "after the point where that search meets the target" in said[0], report
    assert "walk back along the parents" in said[0]


# -- 9. a move given in another form -------------------------------------------------------

def test_a_move_in_words_or_as_a_cell_number_is_told_the_form():
    from searchlib.lessons import tictactoe
    words = tictactoe.BANK.grade("endgame-move", "bottom middle")
    assert "right number of items" not in str(words) and "(row, column)" in str(words)
    seven = tictactoe.BANK.grade("endgame-move", 7)
    assert "you gave 1" not in str(seven) and "(row, column) pair" in str(seven)


# -- 10. a readable number that is not whole ---------------------------------------------------

def test_the_mean_of_the_cut_off_values_gets_its_hint():
    from searchlib.lessons import beyond_astar
    report = beyond_astar.BANK.grade("next-bound", "10.75")
    assert "mean" in report.hints[0][1] and "cannot be read" not in str(report)


# -- 11. the out-of-bounds hint ----------------------------------------------------------------

def test_estimates_past_one_are_not_told_about_clipping_and_tanh():
    from mistakes_evaluation import c4, window_score
    from searchlib.lessons import evaluation

    def movers_view_raw(state):
        v = window_score(state)
        return v if c4.player(state) == "X" else -v
    report = evaluation.BANK.grade("my-evaluation", movers_view_raw)
    hints = dict(report.hints)
    assert "go past +1 or -1" in hints["out-of-bounds"], report
    assert "tanh" not in str(report) and "Clipping" not in str(report)
