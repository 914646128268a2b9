"""Measured rates, bounds and budgets (harness/measured/stats.py, harness/measured/rates.py), and
their tally from recorded runs (harness/trials/measure_rates.py), and the §5 measures' rates
(harness/measured/measure_checks.py), on numbers alone."""

import itertools
import math

import pytest

from harness import MEASURED
from harness.errors import ExpectationError
from harness.expected import spec
from harness import stats
from harness.measured import measure_checks, rates, run_figures
from harness.run import deadlines

from support import SECTION5, run_record


def test_clopper_pearson_lower_bound():
    # k = n: the bound solves p**n = 0.05.
    assert stats.lower_bound(30, 30) == pytest.approx(0.05 ** (1 / 30), abs=1e-9)
    assert stats.lower_bound(0, 30) == 0.0
    # 11 of 13: the figure in no_range_check.toml's history.
    assert stats.lower_bound(11, 13) == pytest.approx(0.6, abs=0.03)
    assert stats.at_least(11, 13, stats.lower_bound(11, 13)) == pytest.approx(0.05, abs=1e-6)
    with pytest.raises(ValueError):
        stats.lower_bound(3, 2)


def test_budget_is_the_fewest_boots_under_the_allowed_miss():
    assert stats.budget(0.9, 0.001) == 3            # 0.1**3 = 0.001
    assert stats.budget(0.5, 0.001) == 10           # 0.5**10 < 0.001 < 0.5**9
    assert stats.budget(1.0, 0.001) == 1
    boots = stats.budget(0.62, 0.0002)
    assert stats.miss_chance(0.62, boots) <= 0.0002 < stats.miss_chance(0.62, boots - 1)


def _measurement(bug_symptom=30, boots=30, failed=0, key="k", load=0):
    return rates.Measurement("bug", "s", key, "2026-11-30", boots, bug_symptom,
                             {"symptom": bug_symptom}, boots, failed, {"no symptom": boots},
                             host_load=load)


def _idle(*args, **kwargs):
    return rates.Rates(idle=_measurement(*args, **kwargs))


def test_a_measurement_is_written_and_read_back(tmp_path):
    both = rates.Rates(_measurement(29), _measurement(25, load=2))
    rates.save("bug", {"s": both, "a \"quoted\" one": _idle(30)}, tmp_path)
    again = rates.load("bug", tmp_path)
    assert again["s"] == both
    assert again['a "quoted" one'].idle.bug_symptom == 30 and again['a "quoted" one'].loaded is None
    text = rates.rates_path("bug", tmp_path).read_text()
    assert '[scenario."s".idle]\nhost_load = 0\n' in text
    assert '[scenario."s".loaded]\nhost_load = 2\n' in text


@pytest.fixture
def measured_here(tmp_path, monkeypatch):
    """rates.load and rates.save (as measuring calls them) on tmp_path."""
    real_load, real_save = rates.load, rates.save
    monkeypatch.setattr(rates, "load", lambda bug, root=tmp_path: real_load(bug, root))
    monkeypatch.setattr(rates, "save", lambda bug, found, root=tmp_path: real_save(bug, found,
                                                                                   root))
    return tmp_path


def _try(ended, verdict=None, seconds=(1.5, 8.0), failing_check=False):
    """A RunRecord as run_scenario returns it, judged, with its steps timed."""
    from harness.run.judge import Outcome
    verdict = verdict or {"symptom": "symptom", "no symptom": "no symptom"}.get(
        ended, "infrastructure")
    run = run_record(verdict=verdict, ended=ended,
                     detail="waited 9 s" if verdict == "infrastructure" else "")
    run.reference = [Outcome("ALL OK", not failing_check, None)]
    run.timing = [{"step": label, "seconds": value, "ended": "done"}
                  for label, value in zip(("boot", "1 run: proftest"), seconds)]
    if verdict == "infrastructure":
        run.timing[-1]["ended"] = "ConsoleTimeout"
    return run


def _tally(*boots, on_reference=True):
    from harness.trials import rates as rate_trials
    tally = rate_trials.Tally()
    for number, made in enumerate(boots, 1):
        tally.add(list(made), 10.0, on_reference, number)
    return tally


def test_every_try_is_counted_by_how_it_ended_and_a_step_that_never_came_fails_the_reference():
    tally = _tally([_try("no symptom")],
                   [_try("step never came"), _try("no symptom")],
                   [_try("machine failed"), _try("no symptom", failing_check=True)],
                   [_try("machine failed")] * 3)
    assert dict(tally.ended) == {"no symptom": 3, "step never came": 1, "machine failed": 4}
    assert tally.boots == 3 and tally.timed == 3          # the fourth reached no verdict
    assert tally.failed == 2      # the step that never came, and the check that did not hold
    assert dict(tally.failures) == {"a step never came: waited 9 s": 1, "ALL OK: no": 1}
    # a step's seconds are kept from every try where it was done, not where it timed out
    assert tally.steps == {"boot": [1.5] * 8, "1 run: proftest": [8.0] * 3}
    bug = _tally([_try("step never came"), _try("symptom")], on_reference=False)
    assert (bug.failed, bug.boots, dict(bug.verdicts)) == (0, 1, {"symptom": 1})


def test_a_side_whose_tries_were_not_counted_is_replaced_and_a_counted_one_added_to(
        measured_here):
    from types import SimpleNamespace
    from harness.trials import rates as rate_trials
    rates.save("bug", {"s": rates.Rates(_measurement(10, boots=10))})
    clinic, scenario = SimpleNamespace(bug="bug"), SimpleNamespace(name="s")

    def add(*sides):
        tallies = {side: _tally([_try("no symptom")], [_try("step never came"),
                                                        _try("no symptom")],
                                on_reference=side is rate_trials.REFERENCE_SIDE)
                   for side in sides}
        rate_trials._store(clinic, scenario, "k", tallies, 0)
        return rates.load("bug")["s"].idle
    first = add(rate_trials.REFERENCE_SIDE)
    # the bug's side is kept as it was; the reference's uncounted 10 boots are replaced
    assert (first.bug_boots, first.bug_symptom, first.bug_ended) == (10, 10, {})
    assert (first.reference_boots, first.reference_tries, first.reference_failed) == (2, 3, 1)
    assert first.reference_ended == {"no symptom": 2, "step never came": 1}
    assert first.seconds_per_boot == 10.0 and first.reference_date is not None
    again = add(rate_trials.REFERENCE_SIDE, rate_trials.BUG_SIDE)
    assert (again.reference_boots, again.reference_tries, again.reference_failed) == (4, 6, 2)
    assert again.reference_steps["1 run: proftest"] == [8.0] * 4
    assert (again.bug_boots, again.bug_ended) == (2, {"no symptom": 2, "step never came": 1})
    assert again.reference_failure_bound == pytest.approx(stats.upper_bound(2, 6))
    text = rates.rates_path("bug", measured_here).read_text()
    assert '[scenario."s".idle.reference_steps]\n"boot" = [1.50, 1.50, 1.50' in text
    # why each reference try failed is kept, and added to like the rest
    assert again.reference_failures == {"a step never came: waited 9 s": 2}
    assert 'failures = { "a step never came: waited 9 s" = 2 }' in text


def test_a_measurement_with_a_failed_reference_try_stands_with_its_bound():
    m = _measurement(30)
    m.reference_ended = {"no symptom": 30, "step never came": 1, "machine failed": 2}
    m.reference_failed = 1
    assert m.reference_tries == 33
    assert m.reference_failure_bound == pytest.approx(stats.upper_bound(1, 31))
    assert m.reference_failure_bound <= rates.REFERENCE_FAILURE_LIMIT
    m.reference_failed = 2
    assert m.reference_failure_bound > rates.REFERENCE_FAILURE_LIMIT
    assert "failed 2 of 33 tries (2 machine failed, 30 no symptom, 1 step never came" in \
        m.reference_summary()


def test_deadlines_come_from_the_slowest_time_of_a_side_measured_under_load(tmp_path):
    from harness.expected.spec_steps import RunStep, SendStep
    scenario = spec.Scenario("s", [RunStep("proftest"), SendStep("x")], [], [], by_chance=False)
    from types import SimpleNamespace
    clinic = SimpleNamespace(bug="bug")     # no key is computed when given one, or not needed
    assert deadlines.deadlines(SimpleNamespace(bug="a test's"), scenario, False,
                               root=tmp_path) == {}   # nothing measured: no key either
    idle, loaded = _measurement(10), _measurement(10, load=2)
    idle.reference_steps = {"boot": [1.2, 1.4], "1 run: proftest": [8.0, 30.0]}
    loaded.reference_steps = {"boot": [2.0, 2.5], "1 run: proftest": [12.0, 11.0],
                              "2 send: x": [0.1, 0.1]}    # no wait of its own: no deadline
    loaded.bug_steps = {"1 run: proftest": [2.0]}
    rates.save("bug", {"s": rates.Rates(idle)}, tmp_path)
    assert deadlines.deadlines(clinic, scenario, False, "k", tmp_path) == {}   # not under load
    rates.save("bug", {"s": rates.Rates(idle, loaded)}, tmp_path)
    assert deadlines.deadlines(clinic, scenario, False, "k", tmp_path) == {
        "boot": deadlines.DEADLINE_FLOOR, "1 run: proftest": 90.0}
    assert deadlines.deadlines(clinic, scenario, True, "k", tmp_path) == {
        "1 run: proftest": deadlines.DEADLINE_FLOOR}
    assert deadlines.deadlines(clinic, scenario, False, "other", tmp_path) == {}   # stale
    assert deadlines.step_times(loaded)["boot"] == (2.25, 2.5, 2)


def test_the_bound_is_the_worse_of_idle_and_loaded_and_either_can_be_stale(tmp_path):
    rates.save("bug", {"s": rates.Rates(_measurement(30), _measurement(20, load=2, key="x"))},
               tmp_path)
    scenario = spec.Scenario("s", [], [], [], by_chance=True)
    plan = rates.plan("bug", scenario, 1, "k", tmp_path)
    assert plan.bound == stats.lower_bound(20, 30) and plan.stale
    assert plan.measurement.reference_boots == 60
    assert "idle: bug 30 of 30" in plan.measurement.summary()
    assert "loaded (2 spinning): bug 20 of 30" in plan.measurement.summary()


def test_how_the_boots_ended_is_kept_beside_the_verdicts(tmp_path):
    measured = _measurement(30)
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


def test_the_spread_test_flags_shares_too_spread_or_too_even():
    # The handout's eight runs: 87%, 100%, 50%, 70%, 71%, 62% of about 8, then 65%, 78% of 60.
    larger, smaller = stats.spread_tails([7, 8, 4, 7, 5, 5, 39, 48], [8, 8, 8, 10, 7, 8, 60, 61])
    assert 0.05 < larger < 0.95 and 0.05 < smaller < 0.95
    larger, smaller = stats.spread_tails([8, 8, 0, 0, 8, 8], [8] * 6)      # all or nothing
    assert larger < 1e-10 and smaller == pytest.approx(1)
    larger, smaller = stats.spread_tails([10] * 8, [20] * 8)               # no spread at all
    assert larger == pytest.approx(1) and smaller < stats.SPREAD_ALPHA / 2
    assert stats.spread_tails([5, 5], [10, 10]) == (1.0, math.comb(10, 5) ** 2 / math.comb(20, 10))


def test_the_spread_test_is_exact():
    """Against every outcome counted by hand: given the total, the hits fall
    among the runs as draws without replacement; ties count on both sides."""
    for hits, totals in [([3, 9], [10, 10]), ([1, 2, 3], [4, 5, 6]), ([0, 5, 1], [5, 5, 3]),
                         ([1, 4, 2, 6], [3, 7, 5, 9]), ([2, 2, 2], [4, 4, 4])]:
        seen = stats.dispersion(hits, totals)
        larger = smaller = 0.0
        for outcome in itertools.product(*(range(n + 1) for n in totals)):
            if sum(outcome) != sum(hits):
                continue
            chance = (math.prod(math.comb(n, k) for k, n in zip(outcome, totals))
                      / math.comb(sum(totals), sum(hits)))
            value = stats.dispersion(list(outcome), totals)
            larger += chance * (value >= seen - 1e-9)
            smaller += chance * (value <= seen + 1e-9)
        assert stats.spread_tails(hits, totals) == pytest.approx((larger, smaller), abs=1e-12)
    with pytest.raises(ValueError, match="too many outcomes"):
        stats.spread_tails([100] * 12, [200] * 12)


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


def test_measured_data_lives_in_measured_not_expected():
    """expected/ holds what a teacher writes; what was measured is in measured/."""
    assert rates.RATES == MEASURED / "rates"
    assert measure_checks.MEASURE_RATES == MEASURED / "measures" / "rates.toml"
    assert measure_checks.MEASURE_TABLE == MEASURED / "measures" / "rates.md"
    assert rates.rates_path("no_range_check").is_file()
    assert measure_checks.MEASURE_RATES.is_file() and measure_checks.MEASURE_TABLE.is_file()
    assert "harness rates measure no_range_check" in rates.rates_path("no_range_check").read_text()


def _measure_run(folder, bug, scenario, key, number, *, verdict="no symptom", ok=True):
    """A run.json of a measure scenario, as the clinic writes it (format 2)."""
    from harness.run.judge import Outcome
    folder.mkdir(parents=True)
    outcomes = [Outcome(check.says, ok, number, check.handout) for check in scenario.reference]
    return run_record(variant="reference", bug=bug, scenario=scenario.name, number=number,
                      logdir=str(folder), verdict=verdict, reference=outcomes,
                      source_key="s", scenario_key=key).save()


def test_measure_tally_counts_only_runs_of_the_scenarios_current_meaning(tmp_path, capsys):
    """measures tally (without --write): a run judged by another meaning of its
    scenario, or recorded without a key of it, is not counted; runs are found
    by what their run.json says, whatever their folders are called."""
    from harness import cli
    from harness.measured.keys import scenario_key

    measures, _ = spec.load_measures()
    measure, scenario = measures[0], measures[0].scenarios[0]
    for number, key in enumerate([scenario_key(scenario), "0123456789ab", None], 1):
        _measure_run(tmp_path / "any name" / f"run-{number}", measure.bug, scenario, key, number)
    assert cli.main(["measures", "tally", str(tmp_path)]) == 0
    said = capsys.readouterr()
    assert f"## {scenario.name} (1 run(s)" in said.out
    assert f"| {scenario.reference[0].says} | 1 of 1 |" in said.out
    assert "2 run(s)" in said.err and "another meaning" in said.err


def test_measure_tally_leaves_out_clinic_runs_and_infrastructure_failures(tmp_path):
    from harness.trials import measure_rates
    from harness.measured.keys import scenario_key

    measures, _ = spec.load_measures()
    measure, scenario = measures[0], measures[0].scenarios[0]
    key = scenario_key(scenario)
    _measure_run(tmp_path / "a" / "run-1", measure.bug, scenario, key, 1, ok=False)
    _measure_run(tmp_path / "a" / "run-2", measure.bug, scenario, key, 2)
    _measure_run(tmp_path / "a" / "run-3", measure.bug, scenario, key, 3,
                 verdict="infrastructure")
    _measure_run(tmp_path / "b" / "run-1", "no_range_check", scenario, key, 1)   # a clinic's
    scenarios = {(measure.bug, scenario.name): scenario}
    counted = measure_rates.count([tmp_path], scenarios)
    assert counted.runs == {(measure.bug, scenario.name): 2}
    says = scenario.reference[0].says
    assert [held for held, _ in counted.seen[(measure.bug, scenario.name, says)]] == [False, True]


def test_measure_tally_writes_the_rates_and_the_table(tmp_path, monkeypatch):
    from harness.trials import measure_rates
    from harness.measured.keys import scenario_key

    monkeypatch.setattr(measure_checks, "MEASURE_RATES", tmp_path / "out" / "rates.toml")
    monkeypatch.setattr(measure_checks, "MEASURE_TABLE", tmp_path / "out" / "rates.md")
    measures, _ = spec.load_measures()
    measure, scenario = measures[0], measures[0].scenarios[0]
    for number in (1, 2):
        _measure_run(tmp_path / "runs" / f"run-{number}", measure.bug, scenario,
                     scenario_key(scenario), number, ok=number == 1)
    monkeypatch.setattr(measure_checks, "load_measure_rates", lambda path=None: {})
    saved = {}
    monkeypatch.setattr(measure_checks, "save_measure_rates", lambda found, path=None: saved.update(found))
    assert measure_rates.tally([tmp_path / "runs"], write=True) == 0
    says = scenario.reference[0].says
    assert saved[scenario.name].runs == 2
    assert (saved[scenario.name].held[says], saved[scenario.name].judged[says]) == (1, 2)
    table = (tmp_path / "out" / "rates.md").read_text()
    assert f"## {scenario.name} (2 run(s)" in table and f"| {says} | 1 of 2 |" in table


def _measured(name, symptom=29, tries=30, failed=0, load=0):
    return rates.Measurement("b", name, "k", "2026-12-01", 30, symptom, {}, tries, failed, {},
                             host_load=load)


def test_the_bug_side_s_figure_says_its_joint_confidence_and_what_it_assumes():
    """Five rates each at its 99% lower bound hold together at 95% whatever
    their dependence (Bonferroni), so the printed figure says 95%, not the
    77% that five 95% bounds give; the budgets grow from 5 to 6 and 5 boots
    (a bug's test stops at its first symptom, so the suite pays almost nothing)."""
    assert stats.each_confidence(5) == pytest.approx(0.99)
    assert stats.each_confidence(1) == pytest.approx(0.95)
    share = rates.share(5)
    assert stats.budget(stats.lower_bound(29, 30), share) == 5
    assert stats.budget(stats.lower_bound(29, 30, 0.99), share) == 6
    assert stats.budget(stats.lower_bound(30, 30, 0.99), share) == 5
    plans = [rates.Plan("b", f"s{i}", 6, stats.lower_bound(29, 30, 0.99),
                        rates.Rates(_measured(f"s{i}")), False, 0.99) for i in range(5)]
    [bug] = run_figures.figure_lines(plans)
    assert bug.startswith("false-failure chance of this suite: at most "
                          f"{stats.false_failure(plans):.3%}")
    assert stats.false_failure(plans) <= rates.SUITE_MISS
    for words in ("95% confidence for the 5 scenario(s) by chance together",
                  "its 0.99 lower bound", "Bonferroni", "boots of a run independent",
                  "the limit is 0.1%"):
        assert words in bug


def test_the_reference_side_gives_a_joint_and_a_pooled_bound_each_with_its_assumption():
    """The issue's figures: 0 of 412 tries failed, the least measured scenario
    tried 10 times, 14 reference boots.  Joint: 25.9% for the whole run (not
    the 91.8% of fourteen 25.9% bounds combined); pooled: 0.73% a boot, 9.7%
    for the run."""
    assert stats.run_failure_joint([(0, 10, 1)] + [(0, 30, 1)] * 13) == pytest.approx(0.2589,
                                                                           abs=1e-4)
    # Boots a try decide: 5 boots of a scenario tried 30 times weigh as 1 of 6 tries.
    assert stats.run_failure_joint([(0, 30, 5), (0, 6, 1)]) == pytest.approx(
        1 - 0.05 ** (1 / 6))
    per_boot, run = stats.run_failure_pooled([(0, 412)], 14)
    assert (round(per_boot, 5), round(run, 3)) == (0.00724, 0.097)
    # With a failure somewhere, each scenario's bound at its Bonferroni share.
    assert stats.run_failure_joint([(1, 30, 1), (0, 30, 1)]) == pytest.approx(
        stats.any_of([stats.upper_bound(1, 30, 0.975), stats.upper_bound(0, 30, 0.975)]))
    found = [rates.Rates(_measured("a", tries=10))] + \
        [rates.Rates(_measured(f"s{i}")) for i in range(13)] + [None]
    [line] = run_figures.figure_lines([], found)
    assert line.startswith("reference side: 0 of 400 counted tries of the 14 measured "
                           "scenario(s) run here failed.  This run's 14 reference boot(s) of "
                           "them fail with chance at most 25.9% (each scenario with its own rate")
    assert "95% confidence for all together; boots independent" in line
    pooled = stats.run_failure_pooled([(0, 400)], 14)
    assert f"or at most {pooled[1]:.1%} if every scenario shares one rate of failure" in line
    assert line.endswith("; 1 scenario(s) run on the reference are not measured")
    assert run_figures.figure_lines([], []) == []


def test_the_reference_side_takes_the_worse_of_idle_and_loaded():
    """Idle 0 of 90, loaded 1 of 30: the loaded side's bound is the one taken
    (it was pooled to 1 of 120 before)."""
    found = rates.Rates(_measured("s", tries=90), _measured("s", tries=30, failed=1, load=2))
    assert found.reference_failure_bound == pytest.approx(stats.upper_bound(1, 30))
    assert found.reference_counts() == (1, 30)
    assert found.reference_all_counts() == (1, 120)


def test_the_figure_comes_from_what_the_reports_said_ran(recorded_clinics):
    """With pytest-xdist the controller runs no scenario: it hears each item's
    (bug, scenario, side, logdir) in its report, and the figure's plans are
    made again from the measured files."""
    from harness import collect

    class Options:
        def getoption(self, name):
            return None
    ran = [("sepc_after_yield", "proftest alone, then under three hogs", "bug", "a"),
           ("sepc_after_yield", "proftest alone, then under three hogs", "reference", "b"),
           ("free_on_exec", "proftest, then prof grep", "bug", "c")]
    plans, reference = collect.ran_plans(ran, Options())
    assert list(plans) == [("sepc_after_yield", "proftest alone, then under three hogs")]
    assert plans[list(plans)[0]].boots >= 1
    # The reference side's figure is of the reference items that ran: one here.
    assert len(reference) == 1 and reference[0].sides()
    only_reference = [("free_on_exec", "proftest, then prof grep", "reference", "d")]
    plans, reference = collect.ran_plans(only_reference, Options())
    assert plans == {} and len(reference) == 1
    lines = run_figures.figure_lines(plans.values(), reference)
    assert len(lines) == 1 and lines[0].startswith("reference side: ")
    plans, reference = collect.ran_plans(ran[:1], Options())
    assert len(plans) == 1 and reference == []


def test_a_side_of_the_reference_s_boots_alone_says_nothing_of_the_bug_s_rate():
    """A deterministic scenario's loaded side measured on the reference only
    (SIDE=reference): no bug boots, so no bound and no sentence of its own."""
    from harness.learner import exercise
    reference_only = rates.Measurement("bug", "s", "k", "2026-12-02", 0, 0, {}, 30, 0,
                                       {"no symptom": 30}, host_load=2,
                                       reference_ended={"no symptom": 30})
    found = rates.Rates(_measurement(12, boots=12), reference_only)
    assert found.bound == stats.lower_bound(12, 12)
    scenario = spec.Scenario("s", [], [], [], by_chance=False)
    assert exercise._how_often(scenario, found) == \
        "It showed every time it was measured: in 12 of 12 boots on an idle host (2026-11-30)."
    assert exercise._how_often(scenario, rates.Rates(loaded=reference_only)) == \
        "How often it shows is not measured yet."


def test_the_host_load_spins_and_leaves_no_process_behind():
    """The loaded condition's spinners: each a group of its own, counted among
    the groups the harness started, and all ended through tools on leaving."""
    from harness import tools
    from harness.trials import rates as rate_trials
    with rate_trials.HostLoad(2) as load:
        groups = [spinner.pid for spinner in load.spinners]
        assert all(tools.processes_in_group(group) for group in groups)
        assert set(groups) <= set(tools.STARTED_GROUPS)
    assert not any(tools.processes_in_group(group) for group in groups)
