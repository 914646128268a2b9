"""measured/ beside expected/: every rate is measured, on today's kernels,
scenarios and QEMU (pure: nothing boots).

A rate measured on other sources, another meaning of its scenario, or
another QEMU or command line (harness/keys.py) says nothing of today's:
its test fails and names the command that measures it again.  OWED
lists measurements that a change made stale and that are still to be
made (none today); each is a strict xfail, so the day one is measured
its test turns red until its line here goes.
"""

import pytest

from harness import measurerates, rates, spec
from harness.keys import measure_key, measurement_key

# (clinic, scenario) -> why it is owed: a measurement a change made stale
# and that is not made again yet (each a strict xfail, see above).  Every
# rate went stale on 2026-12-02, when the key took in QEMU's version and
# command line; all were measured again that day.
OWED = {}


def _owed(bug, name):
    why = OWED.get((bug, name), OWED.get((bug, "*")))
    marks = [pytest.mark.xfail(strict=True, reason=f"owed: {why}")] if why else []
    return pytest.param(bug, name, marks=marks, id=f"{bug}/{name}")


def _clinic_scenarios():
    return [_owed(bug, scenario.name) for bug in spec.clinic_names()
            for scenario in spec.load_clinic(bug).scenarios]


def _measure_scenarios():
    measures, _ = spec.load_measures()
    return [_owed(measure.bug, scenario.name) for measure in measures
            for scenario in measure.scenarios]


def test_owed_names_only_real_scenarios():
    real = {(param.values[0], param.values[1])
            for param in _clinic_scenarios() + _measure_scenarios()}
    assert {key for key in OWED if key[1] != "*"} <= real


@pytest.mark.parametrize("bug, name", _clinic_scenarios())
def test_the_rate_is_measured_on_today_s_kernels(bug, name):
    """A chance scenario: MIN_BOOTS boots a side idle and as many loaded
    (rates.HOST_LOAD spinning processes), the bug showing its symptom at
    least once in each.  One treated as deterministic: MIN_DETERMINISTIC_BOOTS
    a side idle, the bug showing it every time.  Either way the reference
    never failed, and each key is today's."""
    clinic = spec.load_clinic(bug)
    scenario = next(s for s in clinic.scenarios if s.name == name)
    found = rates.load(bug).get(name, rates.Rates())
    wanted = {"idle": 0, "loaded": rates.HOST_LOAD} if scenario.by_chance else {"idle": 0}
    least = rates.MIN_BOOTS if scenario.by_chance else rates.MIN_DETERMINISTIC_BOOTS
    key = measurement_key(clinic, scenario)
    for condition, load in wanted.items():
        measured = getattr(found, condition)
        again = rates.measure_command(bug, name, load)
        assert rates.enough(measured, least), \
            f"{condition}: {measured.summary() if measured else 'not measured'}; " \
            f"{least} boots a side are needed: {again}"
        assert measured.measured_on == key, \
            f"{condition}: measured {measured.date} on other kernels, another meaning of " \
            f"the scenario, or another QEMU (stale); measure again: {again}"
        assert measured.reference_failed == 0, f"{condition}: {measured.summary()}"
        if scenario.by_chance:
            assert measured.bug_symptom > 0, f"{condition}: {measured.summary()}"
        else:
            assert measured.bug_symptom == measured.bug_boots, \
                f"{condition}: not always: {measured.summary()}; mark it by_chance"


@pytest.mark.parametrize("bug, name", _measure_scenarios())
def test_the_measure_s_rate_is_measured_on_today_s_kernel(bug, name):
    measures, _ = spec.load_measures()
    scenario = next(s for m in measures for s in m.scenarios if s.name == name)
    found = measurerates.load_measure_rates().get(name)
    assert found is not None, f"not measured: make measure-rates SCENARIO='{name}'"
    assert found.measured_on == measure_key(scenario), \
        f"measured {found.date} on another kernel, another meaning of the scenario, or " \
        f"another QEMU (stale); measure again: make measure-rates SCENARIO='{name}'"


def test_every_measure_check_has_a_measured_rate():
    """Each check of a measure states a relation of our build; how often it
    holds is measured (measured/measures/rates.toml, make measure-rates),
    over at least rates.MIN_BOOTS runs, as the clinics' chance scenarios are."""
    measures, broken = spec.load_measures()
    assert not broken
    measured = measurerates.load_measure_rates()
    short = []
    for measure in measures:
        for scenario in measure.scenarios:
            found = measured.get(scenario.name)
            for check in scenario.reference:
                runs = found.judged.get(check.says, 0) if found is not None else 0
                if runs < rates.MIN_BOOTS:
                    short.append(f"{scenario.name} / {check.says}: {runs} runs")
    assert not short, (f"measured over fewer than {rates.MIN_BOOTS} runs (make measure-rates):\n"
                       + "\n".join(short))
