"""The clinics' measured rates (harness/measured/rates.py): written and
read back, their bounds (the worse of idle and loaded), and each chance
scenario's plan of boots from them; on numbers alone."""

import pytest

from harness import MEASURED, stats
from harness.errors import ExpectationError
from harness.expected import spec
from harness.measured import measure_checks, rates

from support import measurement


def _idle(*args, **kwargs):
    return rates.Rates(idle=measurement(*args, **kwargs))


def test_a_measurement_is_written_and_read_back(tmp_path):
    both = rates.Rates(measurement(29), measurement(25, load=2))
    rates.save("bug", {"s": both, "a \"quoted\" one": _idle(30)}, tmp_path)
    again = rates.load("bug", tmp_path)
    assert again["s"] == both
    assert again['a "quoted" one'].idle.bug_symptom == 30 and again['a "quoted" one'].loaded is None
    text = rates.rates_path("bug", tmp_path).read_text()
    assert '[scenario."s".idle]\nhost_load = 0\n' in text
    assert '[scenario."s".loaded]\nhost_load = 2\n' in text


def test_a_measurement_with_a_failed_reference_try_stands_with_its_bound():
    m = measurement(30)
    m.reference_ended = {"no symptom": 30, "step never came": 1, "machine failed": 2}
    m.reference_failed = 1
    assert m.reference_tries == 33
    assert m.reference_failure_bound == pytest.approx(stats.upper_bound(1, 31))
    assert m.reference_failure_bound <= rates.REFERENCE_FAILURE_LIMIT
    m.reference_failed = 2
    assert m.reference_failure_bound > rates.REFERENCE_FAILURE_LIMIT
    assert "failed 2 of 33 tries (2 machine failed, 30 no symptom, 1 step never came" in \
        m.reference_summary()


def test_the_bound_is_the_worse_of_idle_and_loaded_and_either_can_be_stale(tmp_path):
    rates.save("bug", {"s": rates.Rates(measurement(30), measurement(20, load=2, key="x"))},
               tmp_path)
    scenario = spec.Scenario("s", [], [], [], by_chance=True)
    plan = rates.plan("bug", scenario, 1, "k", tmp_path)
    assert plan.bound == stats.lower_bound(20, 30) and plan.stale
    assert plan.measurement.reference_boots == 60
    assert "idle: bug 30 of 30" in plan.measurement.summary()
    assert "loaded (2 spinning): bug 20 of 30" in plan.measurement.summary()


def test_how_the_boots_ended_is_kept_beside_the_verdicts(tmp_path):
    measured = measurement(30)
    measured.bug_outcomes = {"no panic": 4, "panic: kfree: not a page": 26}
    measured.reference_outcomes = {"no panic": 30}
    rates.save("bug", {"s": rates.Rates(measured)}, tmp_path)
    assert rates.load("bug", tmp_path)["s"].idle == measured
    assert 'outcomes = { "no panic" = 4, "panic: kfree: not a page" = 26 }' in \
        rates.rates_path("bug", tmp_path).read_text()


def test_the_suite_budget_keeps_a_full_run_under_its_miss(tmp_path):
    rates.save("bug", {"s": _idle(27)}, tmp_path)
    scenario = spec.Scenario("s", [], [], [], by_chance=True)
    plans = [rates.plan("bug", scenario, 5, "k", tmp_path) for _ in range(5)]
    assert stats.false_failure(plans) <= rates.SUITE_MISS
    assert not plans[0].stale and rates.plan("bug", scenario, 5, "other", tmp_path).stale


def test_a_chance_scenario_needs_a_measurement_of_enough_boots(tmp_path):
    scenario = spec.Scenario("s", [], [], [], by_chance=True)
    with pytest.raises(ExpectationError, match="no measurement.*make rates BUG=bug"):
        rates.plan("bug", scenario, 1, "k", tmp_path)
    rates.save("bug", {"s": _idle(10, boots=10)}, tmp_path)
    with pytest.raises(ExpectationError, match="at least 30 boots"):
        rates.plan("bug", scenario, 1, "k", tmp_path)
    rates.save("bug", {"s": _idle(0)}, tmp_path)
    with pytest.raises(ExpectationError, match="never showed"):
        rates.plan("bug", scenario, 1, "k", tmp_path)


def test_measured_data_lives_in_measured_not_expected():
    """expected/ holds what a teacher writes; what was measured is in measured/."""
    assert rates.RATES == MEASURED / "rates"
    assert measure_checks.MEASURE_RATES == MEASURED / "measures" / "rates.toml"
    assert measure_checks.MEASURE_TABLE == MEASURED / "measures" / "rates.md"
    assert rates.rates_path("no_range_check").is_file()
    assert measure_checks.MEASURE_RATES.is_file() and measure_checks.MEASURE_TABLE.is_file()
    assert "harness rates measure no_range_check" in rates.rates_path("no_range_check").read_text()


def test_a_side_of_the_reference_s_boots_alone_says_nothing_of_the_bug_s_rate():
    """A deterministic scenario's loaded side measured on the reference only
    (SIDE=reference): no bug boots, so no bound and no sentence of its own."""
    from harness.learner import exercise
    reference_only = rates.Measurement("bug", "s", "k", "2026-12-02", 0, 0, {}, 30, 0,
                                       {"no symptom": 30}, host_load=2,
                                       reference_ended={"no symptom": 30})
    found = rates.Rates(measurement(12, boots=12), reference_only)
    assert found.bound == stats.lower_bound(12, 12)
    scenario = spec.Scenario("s", [], [], [], by_chance=False)
    assert exercise._how_often(scenario, found) == \
        "It showed every time it was measured: in 12 of 12 boots on an idle host (2026-11-30)."
    assert exercise._how_often(scenario, rates.Rates(loaded=reference_only)) == \
        "How often it shows is not measured yet."
