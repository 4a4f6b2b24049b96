"""The comparison engine: every suite's cases separate its planted mistakes, and the rules of
naming (exactly the variants that fit, both when two fit equally, none otherwise) hold."""

import pytest

from searchlib.checks import sandbox
from searchlib.checks.runner import (Case, Recogniser, Suite, Variant, divergence, observe,
                                     run_suite)
from searchlib.checks.suites import every_suite


def _observations(suite):
    """``[(case, reference, {variant index: observation})]`` for every case."""
    out = []
    for case in suite.cases():
        ref = observe(suite, suite.reference, case) if suite.reference else observe(
            suite, lambda *args: None, case)
        seen = {k: observe(suite, v.func, case) for k, v in enumerate(suite.variants)
                if v.part is None or v.part in case.tags}
        out.append((case.label, ref.key(), {k: o.key() for k, o in seen.items()}))
    return out


def observations(suite):
    done = sandbox.run_isolated(_observations, (suite,), total=600)
    assert done.finished, done.why
    return done.value


SUITES = every_suite()


@pytest.mark.parametrize("name", sorted(n for n, s in SUITES.items() if s.variants))
def test_the_cases_separate_every_planted_mistake(name):
    suite = SUITES[name]
    table = observations(suite)
    for k, variant in enumerate(suite.variants):
        mine = [(ref, seen[k]) for _, ref, seen in table if k in seen]
        assert mine, f"{variant.key}: no case concerns it"
        assert any(obs != ref for ref, obs in mine), \
            f"{name}: the planted {variant.key!r} behaves like the reference on every case"
    for a, first in enumerate(suite.variants):
        for b, second in enumerate(suite.variants):
            if a < b and first.key != second.key and first.part == second.part:
                both = [(seen[a], seen[b]) for _, _, seen in table if a in seen and b in seen]
                assert any(x != y for x, y in both), \
                    f"{name}: no case tells {first.key!r} from {second.key!r}"


@pytest.mark.parametrize("name", sorted(n for n, s in SUITES.items() if s.reference))
def test_the_reference_passes_its_own_suite(name):
    report = run_suite(SUITES[name].reference, SUITES[name])
    assert report.passed and report.mistakes == [], report


def _square_suite(variants, recognisers=()):
    return Suite("square", "square(x) -> x * x", [Case("three", (3,)), Case("two", (2,))],
                 reference=lambda x: x * x, variants=variants, recognisers=recognisers)


def test_two_variants_that_fit_equally_are_both_named():
    suite = _square_suite([Variant("double", "2x", lambda x: 2 * x),
                           Variant("plus", "x + x", lambda x: x + x),
                           Variant("cube", "x ** 3", lambda x: x ** 3)])
    assert run_suite(lambda x: x * 2, suite).mistakes == ["double", "plus"]


def test_a_variant_that_fits_some_cases_only_is_not_named():
    suite = _square_suite([Variant("double", "2x", lambda x: 2 * x)])
    report = run_suite(lambda x: 2 * x if x == 3 else 5, suite)
    assert report.status == "failed" and report.mistakes == []


def test_a_recogniser_speaks_only_when_no_variant_fits_unless_always():
    said = Recogniser("odd", "odd", lambda trials: True)
    always = Recogniser("always", "always", lambda trials: True, always=True)
    suite = _square_suite([Variant("double", "2x", lambda x: 2 * x)], [said, always])
    assert run_suite(lambda x: 2 * x, suite).mistakes == ["double", "always"]
    assert run_suite(lambda x: 0, suite).mistakes == ["odd", "always"]
    assert run_suite(lambda x: x * x, suite).mistakes == []


def test_divergence_in_words():
    say = lambda s: f"expanded {s}"        # noqa: E731
    assert divergence("ABC", "ABC", "BFS", say) is None
    assert divergence("ABD", "ABC", "BFS", say) == \
        "your function expanded D at step 3, where BFS expanded C"
    assert divergence("ABCD", "ABC", "BFS", say) == \
        "BFS stops after step 3, but your function went on and expanded D"


def test_a_function_that_keeps_state_between_calls_is_told():
    def square(x, seen=[]):                 # mistake: the default list outlives the call
        seen.append(x)
        return x * x + len(seen) - 1
    report = run_suite(square, _square_suite([Variant("double", "2x", lambda x: 2 * x)]))
    assert report.mistakes == ["keeps-state"]


def test_an_answer_of_the_wrong_kind_is_said_so():
    report = run_suite(lambda x: (x * x, "squared"), _square_suite([]))
    assert report.rows[0].notes == ["it returned a tuple, where the answer is a number"]
    suite = Suite("even", "even(x) -> bool", [Case("three", (3,))],
                  reference=lambda x: x % 2 == 0)
    assert run_suite(lambda x: x % 2, suite).rows[0].notes == [
        "it returned an int (1), where the answer is True or False"]


def test_a_returned_numpy_array_is_named_so():
    np = pytest.importorskip("numpy")
    from searchlib.checks.report import a_value
    assert a_value(np.array(["A", "B"])) == "a numpy array"
    assert a_value(np.int64(4)) == "an int (4)"


def _waits_past_the_clock(seconds):
    """In the child: a budgeted call that opens no timer of its own and outlasts the clock's
    limit for its budget (a child a busy machine slows, as far as the parent can tell)."""
    import time as clock
    sandbox.notify("start", seconds)
    clock.sleep(sandbox.waited(seconds) + sandbox.GRACE + 0.6)
    sandbox.notify("end")
    return 7


@pytest.mark.skipif(not sandbox.available(), reason="no child processes here")
def test_a_child_still_working_past_the_clock_is_not_stopped_but_an_idle_one_is(monkeypatch):
    # on a loaded machine (CI running the tests on two cores) a working child got less than
    # its share and was stopped by force on the clock before its own timers could stop it;
    # now the clock stops only a child that no longer uses the processor (a blocking call)
    import time as clock
    began = clock.monotonic()
    monkeypatch.setattr(sandbox, "_cpu", lambda pid: (clock.monotonic() - began) * 0.2)
    done = sandbox.run_isolated(_waits_past_the_clock, (0.1,), total=30)
    assert done.finished and done.value == 7, done.why
    # readings grow in ticks: a working child on a busy machine may go a tenth of a second
    # or more without one (its readings here grow once every 0.3 s)
    monkeypatch.setattr(sandbox, "_cpu",
                        lambda pid: 0.03 * int((clock.monotonic() - began) / 0.3))
    done = sandbox.run_isolated(_waits_past_the_clock, (0.1,), total=30)
    assert done.finished and done.value == 7, done.why
    monkeypatch.setattr(sandbox, "_cpu", lambda pid: 0.0)
    done = sandbox.run_isolated(_waits_past_the_clock, (0.1,), total=30)
    assert not done.finished and done.why.startswith("stopped by force"), done.why
