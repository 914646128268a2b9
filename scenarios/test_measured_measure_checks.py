"""The §5 measures' per-check rates (harness/measured/measure_checks.py):
written and read back, a check that holds by chance given runs from its
bound, and the spread check's share of make measure's limit."""

import pytest

from harness import stats
from harness.errors import ExpectationError
from harness.measured import measure_checks, rates

from support import SECTION5


def test_the_spread_checks_alpha_is_its_share_of_make_measures_limit():
    """The spread check is judged in every make measure at spread_alpha, and
    the chance checks share what is left of the 0.1%; its words say so."""
    assert measure_checks.chance_share(3) * 3 + stats.SPREAD_ALPHA == pytest.approx(rates.SUITE_MISS)
    text = SECTION5.read_text()
    assert 'check = "min(tails) >= spread_alpha / 2"' in text
    assert f"alpha {stats.SPREAD_ALPHA:.2%}" in text


def test_the_measures_rates_are_written_and_read_back(tmp_path):
    path = tmp_path / "rates.toml"
    found = {"grep's matcher": measure_checks.MeasureRate("grep's matcher", "abc", "2026-11-30", 30,
                                                 {"a \"quoted\" check": 28, "b": 30},
                                                 {"a \"quoted\" check": 30, "b": 30})}
    measure_checks.save_measure_rates(found, path)
    again = measure_checks.load_measure_rates(path)
    assert again == found
    assert again["grep's matcher"].bound("b") == pytest.approx(0.05 ** (1 / 30), abs=1e-9)
    assert again["grep's matcher"].bound('a "quoted" check') < 0.9
    assert measure_checks.load_measure_rates(tmp_path / "none.toml") == {}
    path.write_text("[scenario.x]\nruns = 3\n")
    with pytest.raises(ExpectationError, match="cannot read the measures' rates"):
        measure_checks.load_measure_rates(path)


def test_a_measure_check_measured_to_hold_by_chance_gets_runs_from_its_bound(tmp_path):
    path = tmp_path / "rates.toml"
    measure_checks.save_measure_rates({
        "grep": measure_checks.MeasureRate("grep", "key1", "2026-12-02", 30, {"hot": 25, "first": 30},
                                  {"hot": 30, "first": 30}),
        "wc": measure_checks.MeasureRate("wc", "key2", "2026-12-02", 30, {"per hart": 29},
                                {"per hart": 30})}, path)
    plan = measure_checks.measure_plan("grep", "key1", path)
    assert set(plan.chance) == {"hot"}                     # "first" held in every run
    # Two chance checks in all share the miss of a whole make measure, and
    # their bounds hold together at 95%: 97.5% each (Bonferroni).
    assert plan.chance["hot"] == pytest.approx(stats.lower_bound(25, 30, 0.975))
    assert plan.chance["hot"] < stats.lower_bound(25, 30)
    assert plan.runs == stats.budget(stats.lower_bound(25, 30, 0.975), rates.SUITE_MISS / 2)
    assert plan.miss("hot") <= rates.SUITE_MISS / 2 and not plan.stale
    stale = measure_checks.measure_plan("grep", "another key", path)
    assert (stale.runs, stale.chance, stale.stale) == (1, {}, True)
    assert measure_checks.measure_plan("never measured", "k", path) == \
        measure_checks.MeasurePlan(1, {}, None, stale=False)
