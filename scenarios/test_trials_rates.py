"""make rates (harness/trials/rates.py) without booting: every try counted
by how it ended, a side's tally stored beside what was measured before,
and the host load's spinners ended."""

import pytest

from harness import stats
from harness.measured import rates

from support import measurement, run_record


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
    rates.save("bug", {"s": rates.Rates(measurement(10, boots=10))})
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
