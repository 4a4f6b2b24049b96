"""Answer checks: equivalent forms, hints, hashing, banks, the authoring tool, strict mode."""

import io
import re
from contextlib import redirect_stdout

import pytest

from searchlib.checks import CheckError, CheckFailed, Exercise, Lesson, Question
from searchlib.checks.author import main as author_main
from searchlib.checks.author import make_question, source
from searchlib.checks.normalise import NotAnAnswer, canonical
from searchlib.checks.progress import forget, progress, results
from searchlib.checks.runner import Case, Suite
from searchlib.checks.secret import number_digests


@pytest.fixture(autouse=True)
def lenient(monkeypatch):
    """Most tests look at verdicts; strict mode is switched on where it is the subject."""
    monkeypatch.delenv("SEARCHLIB_STRICT_CHECKS", raising=False)


def question(kind, answer, **options):
    return make_question("tests", "q", kind, answer, **options)


# -- equivalent forms ---------------------------------------------------------------------------

@pytest.mark.parametrize("answer", [
    "A, B, C, D, E", "a,b,c,d,e", " A B C D E ", ["A", "B", "C", "D", "E"],
    ("a", "b", "c", "d", "e"), "A -> B -> C -> D -> E", "A → B → C → D → E",
    "[A, B, C, D, E]", "A; B; C; D; E", "'A', 'B', 'C', 'D', 'E'"])
def test_a_sequence_accepts_its_usual_forms(answer):
    assert question("sequence", ["A", "B", "C", "D", "E"]).evaluate(answer).passed


@pytest.mark.parametrize("answer", ["A, B, D, C, E", "A, B, C, D", ["E", "D", "C", "B", "A"],
                                    {"A", "B", "C", "D", "E"}])
def test_a_sequence_rejects_other_orders_and_sets(answer):
    assert not question("sequence", "A, B, C, D, E").evaluate(answer).passed


@pytest.mark.parametrize("answer", [["22,187", "19"], ("22187", "19"), (22187, 19),
                                    ["22,187", 19], "22187, 19"])
def test_numbers_in_a_sequence_may_have_thousands_separators(answer):
    from searchlib.lessons import iterative_deepening
    assert iterative_deepening.BANK.item("memory").evaluate(answer).passed


def test_a_dict_where_order_matters_is_told_to_give_a_list():
    report = question("sequence", [22187, 19]).evaluate({"bfs": 22187, "iddfs": 19})
    assert report.status == "failed"
    text = str(report)
    assert "not a dict" in text and "not a set" not in text, text


def test_letters_split_a_run_of_letters_only_when_asked():
    assert question("sequence", "A, B, C", letters=True).evaluate("ABC").passed
    assert not question("sequence", "A, B, C").evaluate("ABC").passed


@pytest.mark.parametrize("answer", [{"C", "A", "B"}, "b, a, c", ["C", "B", "A", "A"], "C A B"])
def test_a_set_ignores_order_and_repeats(answer):
    assert question("set", ["A", "B", "C"]).evaluate(answer).passed


@pytest.mark.parametrize("answer", [7, "7", 7.0, " 7 ", "7.0"])
def test_a_whole_number_in_any_form(answer):
    assert question("int", 7).evaluate(answer).passed


def test_a_whole_number_refuses_a_fraction_with_a_reason():
    report = question("int", 7).evaluate(7.5)
    assert report.status == "failed" and report.mistakes == ["form"]
    assert "whole number" in report.hints[0][1]


@pytest.mark.parametrize("answer, ok", [(3.14159, True), (3.15, True), ("3.13", True),
                                        ("22/7", True), (3.16, False), (3.0, False)])
def test_numbers_within_the_tolerance(answer, ok):
    assert question("number", 3.14159, tol=0.01).evaluate(answer).passed is ok


def test_numbers_never_accepted_beyond_a_quarter_more_than_the_tolerance():
    q = question("number", 10.0, tol=0.4)
    for step in range(-300, 301):
        x = 10.0 + step / 100
        accepted = q.evaluate(x).passed
        if abs(x - 10.0) <= 0.4 + 1e-12:
            assert accepted, x
        if abs(x - 10.0) > 0.5 + 1e-12:
            assert not accepted, x


@pytest.mark.parametrize("answer", ["Larger", " larger. ", "LARGER", "bigger", "more"])
def test_text_and_choices_ignore_case_spaces_and_synonyms(answer):
    q = question("choice", "larger", options=["larger", "smaller"],
                 synonyms={"bigger": "larger", "more": "larger"})
    assert q.evaluate(answer).passed


def test_a_choice_outside_the_options_asks_for_one_of_them():
    report = question("choice", "larger", options=["larger", "smaller"]).evaluate("huge")
    assert report.mistakes == ["form"] and "larger, smaller" in report.hints[0][1]


@pytest.mark.parametrize("answer", [True, "yes", "Y", "true", "Yes."])
def test_yes_no_forms(answer):
    assert question("yesno", "yes").evaluate(answer).passed


def test_values_compare_lists_and_tuples_alike():
    assert canonical([(1, 2), [3, 4]], "value") == canonical(((1, 2), (3, 4)), "value")
    assert canonical({"b": 1, "a": [2]}, "value") == canonical({"a": (2,), "b": 1}, "value")
    with pytest.raises(ValueError):
        canonical(1, "colour")
    with pytest.raises(NotAnAnswer):
        canonical("maybe", "yesno")


# -- hints --------------------------------------------------------------------------------------

def test_a_known_wrong_answer_gets_its_own_hint():
    from searchlib.lessons import dfs_bfs
    report = dfs_bfs.BANK.item("bfs-order").evaluate("A, B, D, F, C, E")
    assert report.status == "failed" and report.mistakes == ["known"]
    assert "order a stack gives" in report.hints[0][1]
    report = dfs_bfs.BANK.item("dfs-order").evaluate(["A", "B", "C", "D", "E"])
    assert "order a queue gives" in report.hints[0][1]
    report = dfs_bfs.BANK.item("bfs-order").evaluate(["A", "B", "C"])
    assert report.status == "failed" and report.mistakes == ["known"]
    assert "tests the goal as soon as a node is generated" in report.hints[0][1]


def test_right_items_in_the_wrong_order():
    report = question("sequence", "A, B, C, D").evaluate("A, C, B, D")
    assert report.mistakes[0] == "order"


def test_the_right_number_of_items_but_not_the_right_ones():
    report = question("sequence", "A, B, C").evaluate("A, B, X")
    assert report.mistakes[0] == "count"
    assert question("set", "A, B, C").evaluate("A, B").mistakes[0] == "count"


def test_too_few_items_are_not_called_too_many():
    report = question("sequence", "A, B, C").evaluate("A")
    assert report.mistakes[0] == "count"
    assert report.hints[0][1] == "Not the right number of items: you gave 1."


def test_one_away_from_a_whole_number():
    assert question("int", 9).evaluate(8).mistakes == ["off-by-one"]
    assert question("int", 9).evaluate(10).mistakes == ["off-by-one"]
    assert question("int", 9).evaluate(12).mistakes == ["general"]


def test_a_general_hint_for_any_other_wrong_answer():
    report = question("int", 5, hint="Count the leaves.").evaluate(42)
    assert report.hints == [("general", "Count the leaves.")]


@pytest.mark.parametrize("placeholder", [..., "", "   ", "?", "TODO", [...], (..., ...)])
def test_placeholders_are_not_attempted(placeholder):
    assert question("int", 5).evaluate(placeholder).status == "not attempted"


def test_none_is_an_answer_and_a_bool_is_not_a_number():
    report = question("int", 5).evaluate(None)      # a real answer (lesson 08's two-level-min)
    assert report.status == "failed" and "None" in str(report) and "replace the" not in str(report)
    report = question("int", 1).evaluate(True)
    assert report.status == "failed" and "True and False are not numbers" in str(report)


def test_an_empty_list_and_a_none_value_are_answers():
    assert question("sequence", []).evaluate([]).passed
    assert question("value", None).evaluate(None).passed
    assert question("sequence", "A").evaluate([]).status == "failed"


def test_a_check_does_not_change_the_answer_given():
    answer = ["A", "B", "C"]
    question("sequence", "A, B, C").check(answer, show=False)
    assert answer == ["A", "B", "C"]


# -- hashing ------------------------------------------------------------------------------------

def _lesson_modules():
    import importlib

    from searchlib.lessons import LESSONS
    return [importlib.import_module(f"searchlib.lessons.{name}") for name in LESSONS]


def test_banks_store_only_hashes():
    for module in _lesson_modules():
        for qid in module.BANK.ids:
            item = module.BANK.item(qid)
            if item.is_exercise:
                continue
            stored = list(item.answers) + list(item.hints) + [item.count, item.items]
            for value in stored:
                assert value is None or re.fullmatch(r"[0-9a-f]{20}", value), (qid, value)


def test_the_plain_answers_appear_nowhere_in_the_banks():
    # (question, answer in its plain forms): computed, never read from the banks
    plain = {"dfs_bfs": ["A, B, D, F, C, E", "'A', 'B', 'D'", "a,b,d,f,c,e", "ABDFCE",
                         "A, B, C, D, E", "a,b,c,d,e"],
             "iterative_deepening": ["181440", "181,440"]}
    for module in _lesson_modules():
        text = open(module.__file__, encoding="utf-8").read()
        for answer in plain.get(module.__name__.rsplit(".", 1)[1], []):
            assert answer not in text, (module.__name__, answer)


def test_the_same_answer_hashes_differently_in_two_questions():
    one = make_question("tests", "one", "int", 7)
    two = make_question("tests", "two", "int", 7)
    other_lesson = make_question("other", "one", "int", 7)
    assert not (one.answers & two.answers) and not (one.answers & other_lesson.answers)


def test_number_hashes_do_not_contain_the_number():
    cells = number_digests("tests", "pi", 3.14159, 0.01)
    assert len(cells) >= 8 and not any("314" in c or "3.1" in c for c in cells)
    assert "3.14" not in source(question("number", 3.14159, tol=0.01))


def test_the_source_for_a_bank_has_hashes_and_hints_but_no_answer():
    q = question("sequence", "P, Q, R", wrong={"R, Q, P": "Backwards."}, prompt="Order?")
    text = source(q)
    assert "Backwards." in text and "Order?" in text
    assert "P, Q, R" not in text and "p,q,r" not in text and "R, Q, P" not in text
    namespace = {"Question": Question}
    rebuilt = eval(text.strip().rstrip(","), namespace)   # noqa: S307 - our own output
    rebuilt.bank = "tests"
    assert rebuilt.evaluate("P Q R").passed and rebuilt.evaluate("R Q P").mistakes == ["known"]


def test_a_wrong_answer_that_is_also_right_is_refused_at_authoring_time():
    with pytest.raises(ValueError, match="also accepted"):
        question("int", 7, wrong={"7": "no"})


# -- the authoring tool's command line ----------------------------------------------------------

def test_the_author_command_prints_a_working_entry():
    out = io.StringIO()
    with redirect_stdout(out):
        status = author_main(["demo", "walls", "--kind", "choice", "--answer", "larger",
                              "--options", "larger", "smaller", "--wrong", "smaller",
                              "Walls only add steps."])
    assert status == 0 and "Walls only add steps." in out.getvalue()
    assert "'larger'" in out.getvalue()          # the options are shown to learners anyway
    rebuilt = eval(out.getvalue().strip().rstrip(","), {"Question": Question})  # noqa: S307
    rebuilt.bank = "demo"
    assert rebuilt.evaluate("Larger").passed


def test_the_author_command_tries_an_answer_against_a_bank():
    out = io.StringIO()
    with redirect_stdout(out):
        right = author_main(["dfs_bfs", "bfs-order", "--try", "A B C D E"])
        wrong = author_main(["dfs_bfs", "bfs-order", "--try", "A B D F C E"])
    assert (right, wrong) == (0, 1)
    assert "stack" in out.getvalue()


# -- lessons and progress -----------------------------------------------------------------------

def test_a_lesson_checks_answers_and_functions_by_id():
    suite = Suite("double", "double(x)", [Case("three", (3,))], reference=lambda x: 2 * x)
    lesson = Lesson("demo", "Demo", [make_question("demo", "two", "int", 2),
                                     Exercise("double", suite)])
    assert lesson.check("two", 2, show=False).passed
    assert lesson.check("double", lambda x: 2 * x, show=False).passed
    assert not lesson.check("double", lambda x: x + 2, show=False).passed
    with pytest.raises(CheckError, match="two, double"):
        lesson.check("three", 3)


def test_a_lesson_refuses_duplicate_ids_and_foreign_hashes():
    q = make_question("demo", "two", "int", 2)
    with pytest.raises(CheckError, match="two questions"):
        Lesson("demo", "Demo", [q, make_question("demo", "two", "int", 3)])
    with pytest.raises(CheckError, match="made for lesson 'demo'"):
        Lesson("other", "Other", [make_question("demo", "x", "int", 1)])


def test_progress_shows_the_latest_verdicts_and_what_is_left():
    forget()
    lesson = Lesson("demo2", "Demo", [make_question("demo2", "a", "int", 1),
                                      make_question("demo2", "b", "int", 2),
                                      make_question("demo2", "c", "int", 3)])
    lesson.check("a", 5, show=False)
    lesson.check("a", 1, show=False)
    lesson.check("b", ..., show=False)
    summary = lesson.progress()
    assert summary.passed == 1
    assert summary.entries == [("a", "passed"), ("b", "not attempted"), ("c", None)]
    assert "not run yet" in str(summary) and "1 of 3" in summary._repr_html_()
    assert ("demo2", "a") in results() and "demo2 · a" in str(progress())
    forget("demo2")
    assert lesson.progress().passed == 0


def test_a_check_passed_once_stays_passed_and_the_latest_attempt_is_shown():
    forget()
    lesson = Lesson("demo3", "Demo", [make_question("demo3", "a", "int", 1),
                                      make_question("demo3", "b", "int", 2)])
    lesson.check("a", 1, show=False)
    lesson.check("a", 7, show=False)
    lesson.check("b", 7, show=False)
    summary = lesson.progress()
    assert summary.entries == [("a", "passed"), ("b", "failed")] and summary.passed == 1
    assert "a (passed earlier; the latest attempt failed)" in str(summary)
    assert "the latest attempt failed" in summary._repr_html_()
    lesson.check("a", ..., show=False)
    assert "the latest attempt is still the stub" in str(lesson.progress())
    lesson.check("a", 1, show=False)
    assert "earlier" not in str(lesson.progress())
    forget("demo3")


# -- strict mode and display ----------------------------------------------------------------------

def test_strict_mode_raises_only_on_a_real_failure(monkeypatch):
    q = question("int", 4)
    monkeypatch.setenv("SEARCHLIB_STRICT_CHECKS", "1")
    with pytest.raises(CheckFailed) as info:
        q.check(5, show=False)
    assert isinstance(info.value, AssertionError) and "tests · q" in str(info.value)
    assert q.check(4, show=False).passed
    assert q.check(..., show=False).status == "not attempted"
    monkeypatch.setenv("SEARCHLIB_STRICT_CHECKS", "0")
    assert q.check(5, show=False).status == "failed"


def test_outside_jupyter_a_check_prints_its_verdict():
    out = io.StringIO()
    with redirect_stdout(out):
        question("int", 4).check(5)
    assert out.getvalue().startswith("✘ tests · q: that is not the answer.")


def test_html_escapes_what_the_learner_returned():
    from searchlib.checks.runner import run_suite
    suite = Suite("one", "one() -> 1", [Case("one", ())], reference=lambda: 1)
    html = run_suite(lambda: "<script>x</script>", suite)._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html
