"""make rates BUG=... alone (harness/trials/measure_all.py): what it would
boot, from what is measured under today's key; on numbers alone."""

from harness.expected import spec
from harness.measured import rates, sequential
from harness.measured.keys import measurement_key
from harness.trials.measure_all import owed

SUITE = 14


def test_a_clinic_measured_to_the_suite_s_minimum_owes_nothing():
    for bug in spec.clinic_names():
        assert owed(spec.load_clinic(bug), SUITE, 1) == []


def test_a_new_clinic_owes_every_scenario_both_sides_idle_and_loaded():
    clinic = spec.load_clinic("sepc_after_yield")     # two chance scenarios
    found = owed(clinic, SUITE, 2, measured={})
    assert [(item.scenario.name, item.condition) for item in found] == [
        (scenario.name, condition) for scenario in clinic.scenarios
        for condition in ("idle", "loaded")]
    assert {(item.bug, item.reference, item.early) for item in found} == \
        {(sequential.EARLY, rates.MIN_BOOTS, True)}
    deterministic = owed(spec.load_clinic("dump_in_freeproc"), SUITE, 2, measured={})
    assert [(item.condition, item.bug, item.reference, item.early) for item in deterministic] \
        == [("idle", rates.MIN_DETERMINISTIC_BOOTS, rates.MIN_BOOTS, False),
            ("loaded", 0, rates.MIN_BOOTS, False)] * 2


def test_what_is_measured_under_today_s_key_is_kept_and_the_rest_is_owed():
    clinic = spec.load_clinic("sepc_after_yield")
    measured = rates.load(clinic.bug)
    first = clinic.scenarios[0]
    half = measured[first.name].idle
    half.bug_boots, half.reference_boots = 10, 12
    found = owed(clinic, SUITE, 1, measured=measured)
    assert [(item.scenario.name, item.condition, item.bug, item.reference, item.early)
            for item in found] == [(first.name, "idle", 20, 18, False)]
    half.measured_on = "another key"     # stale: measured again from nothing
    again = owed(clinic, SUITE, 1, measured=measured)[0]
    assert (again.bug, again.reference, again.early) == (sequential.EARLY, 30, True)
    assert measurement_key(clinic, first) != "another key"
