"""measured/ beside expected/: every rate is measured, on today's kernels,
scenarios and QEMU (pure: nothing boots).

A rate measured on other sources, another meaning of its scenario, or
another QEMU or command line (harness/measured/keys.py) says nothing of today's:
its test fails and names the command that measures it again.  OWED
lists measurements that a change made stale and that are still to be
made (none today); each is a strict xfail, so the day one is measured
its test turns red until its line here goes.

Every scenario's reference side is measured idle and loaded, every try
counted by how it ended and every step timed (issue 30); UNCOUNTED lists
those still to measure so, strict xfails in the same way.  A reference
side with failures stands while its bound is under the limit.
"""

import pytest

from harness.expected import spec
from harness.expected.kernels import KERNEL_VARIABLE, kernel_setting
from harness.measured import measure_checks, rates
from harness.measured.keys import measure_key, measurement_key
from harness.run.timing import BOOT, step_label

# (clinic, scenario) -> why it is owed: a measurement a change made stale
# and that is not made again yet (each a strict xfail, see above).  Every
# rate went stale on 2026-12-02, when the key took in QEMU's version and
# command line; all were measured again that day.
OWED = {}
# The scenario a clinic's file stands for when it does not load: one item,
# "<bug>/(does not load)", whose test fails with the load error, naming the
# file and the key (collection itself never fails for a malformed file).
DOES_NOT_LOAD = "(does not load)"


# (clinic, scenario) -> why: the reference side of a scenario whose tries
# are not counted, or its steps not timed, idle and loaded, yet (issue 30,
# make rates ... SIDE=reference, in parts; each a strict xfail, as OWED).
UNCOUNTED = {(bug, name): "the reference's tries not counted, its steps not timed, "
                          "idle and loaded (issue 30)"
             for bug, name in [
                 # (none today: every scenario's reference side was counted by 2026-12-04)
             ]} | OWED   # a stale key makes the counted reference side stale too


def _owed(bug, name, owed=OWED):
    why = owed.get((bug, name), owed.get((bug, "*")))
    marks = [pytest.mark.xfail(strict=True, reason=f"owed: {why}")] if why else []
    return pytest.param(bug, name, marks=marks, id=f"{bug}/{name}")


def _clinic_scenarios(owed=OWED):
    """A param a scenario of each clinic whose file loads; one DOES_NOT_LOAD
    param for each whose file does not (never owed: it fails with the error)."""
    clinics, broken = spec.load_clinics()
    loaded = {clinic.bug: clinic for clinic in clinics}
    params = []
    for bug in spec.clinic_names():
        if bug in loaded:
            params += [_owed(bug, scenario.name, owed) for scenario in loaded[bug].scenarios]
        elif bug in broken:
            params.append(pytest.param(bug, DOES_NOT_LOAD, id=f"{bug}/{DOES_NOT_LOAD}"))
    return params


def _measure_scenarios():
    measures, _ = spec.load_measures()
    return [_owed(measure.bug, scenario.name) for measure in measures
            for scenario in measure.scenarios]


def test_owed_names_only_real_scenarios():
    """Of the clinics whose files load (one that does not fails its own items)."""
    _, broken = spec.load_clinics()
    real = {(param.values[0], param.values[1])
            for param in _clinic_scenarios() + _measure_scenarios()}
    assert {key for key in OWED if key[1] != "*" and key[0] not in broken} <= real
    assert {key for key in UNCOUNTED if key[0] not in broken} <= real


@pytest.mark.parametrize("bug, name", _clinic_scenarios())
def test_the_rate_is_measured_on_today_s_kernels(bug, name):
    """A chance scenario: MIN_BOOTS boots a side idle and as many loaded
    (rates.HOST_LOAD spinning processes), the bug showing its symptom at
    least once in each.  One treated as deterministic: MIN_DETERMINISTIC_BOOTS
    a side idle, the bug showing it every time.  Either way the reference
    stands (_reference_stands), and each key is today's."""
    _measured_today(bug, name)


def _measured_today(bug, name):
    """The rate of a clinic's scenario, on the current kernel, as the
    test above says it must be."""
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
            f"{least} boots a side are needed: make rates BUG={bug}{kernel_setting()} (all " \
            f"the suite requires), or this series alone: {again}"
        assert measured.measured_on == key, \
            f"{condition}: measured {measured.date} on other kernels, another meaning of " \
            f"the scenario, or another QEMU (stale); measure again: {again}"
        _reference_stands(measured, condition)
        if scenario.by_chance:
            assert measured.bug_symptom > 0, f"{condition}: {measured.summary()}"
        else:
            assert measured.bug_symptom == measured.bug_boots, \
                f"{condition}: not always: {measured.summary()}; mark it by_chance"


# xv6-riscv's rates (measured/rates/xv6-riscv/), of the clinics read for
# it, as base/'s must be, under keys of its own sources (a description's
# key needs no clone): the scenarios measured there so far.  Any other
# scenario with a patch there must not pass yet; the day it is measured,
# the test fails until its line is added here (as a strict xfail would).
# One test, not one per clinic: a clinic added later has no patch there.
XV6_MEASURED = {("dump_in_freeproc", "proftest"), ("dump_in_freeproc", "gdb at the panic"),
                ("free_on_exec", "proftest, then prof grep"),
                ("free_on_exec", "gdb lists proc after proftest"),
                ("free_on_exec", "prof -k twice, then proftest"),
                ("clockintr_sampling", "gdb at the samples"),
                ("clockintr_sampling", "proftest four times"),
                ("sepc_after_yield", "proftest alone, then under three hogs"),
                ("sepc_after_yield", "gdb at the samples under three hogs"),
                ("no_range_check", "gdb at the first sample below the range"),
                ("no_range_check", "8-byte buckets above pop_off"),
                ("no_range_check", "gdb at a sample above the range"),
                ("free_on_exec", "a recycled slot carries a stranger's histogram")}


def test_xv6_riscv_s_rates_are_measured_on_today_s_sources(monkeypatch):
    monkeypatch.setenv(KERNEL_VARIABLE, "xv6-riscv")
    clinics, _ = spec.load_clinics()
    every = {(clinic.bug, scenario.name) for clinic in clinics for scenario in clinic.scenarios}
    assert {key for key in XV6_MEASURED if key[0] in {c.bug for c in clinics}} <= every
    for bug, name in sorted(every):
        if (bug, name) in XV6_MEASURED:
            _measured_today(bug, name)
            continue
        with pytest.raises(AssertionError):
            _measured_today(bug, name)


def _reference_stands(measured, condition):
    """A reference side whose every try was counted stands with its failures
    while its 95% upper bound is at most REFERENCE_FAILURE_LIMIT; one from
    before tries were counted must not have failed at all."""
    if measured.reference_ended:
        assert measured.reference_failure_bound <= rates.REFERENCE_FAILURE_LIMIT, \
            f"{condition}: {measured.reference_summary()}: over the limit of " \
            f"{rates.REFERENCE_FAILURE_LIMIT:.0%}; see the runs under logs/rates/"
    else:
        assert measured.reference_failed == 0, f"{condition}: {measured.summary()}"


@pytest.mark.parametrize("bug, name", _clinic_scenarios(UNCOUNTED))
def test_every_reference_try_is_counted_and_its_steps_timed(bug, name):
    """Issue 30: the reference side of every scenario, idle and loaded
    (rates.HOST_LOAD spinning processes), MIN_BOOTS tries or more, each
    counted by how it ended, and every step of each boot that reached a
    verdict timed; on today's key; standing with its failures' bound."""
    _reference_counted_today(bug, name)


def _reference_counted_today(bug, name):
    """The reference side of a clinic's scenario, on the current kernel, as
    the test above says it must be."""
    clinic = spec.load_clinic(bug)
    scenario = next(s for s in clinic.scenarios if s.name == name)
    found = rates.load(bug).get(name, rates.Rates())
    key = measurement_key(clinic, scenario)
    labels = [BOOT] + [step_label(index, step) for index, step in enumerate(scenario.steps)]
    for condition, load in (("idle", 0), ("loaded", rates.HOST_LOAD)):
        measured = getattr(found, condition)
        again = f"{rates.measure_command(bug, name, load)} N={rates.MIN_BOOTS} SIDE=reference"
        assert measured is not None and measured.reference_ended, \
            f"{condition}: the reference's tries are not counted: {again}"
        assert measured.measured_on == key, f"{condition}: {rates.STALE_WHY}: {again}"
        assert measured.reference_tries >= rates.MIN_BOOTS, \
            f"{condition}: {measured.reference_summary()}; {rates.MIN_BOOTS} are needed: {again}"
        timed = measured.reference_boots - measured.reference_failed
        short = {label: len(measured.reference_steps.get(label, [])) for label in labels
                 if len(measured.reference_steps.get(label, [])) < timed}
        assert not short, f"{condition}: steps timed fewer times than the {timed} boots " \
                          f"that passed: {short}; {again}"
        _reference_stands(measured, condition)


@pytest.mark.parametrize("bug, name", _measure_scenarios())
def test_the_measure_s_rate_is_measured_on_today_s_kernel(bug, name):
    measures, _ = spec.load_measures()
    scenario = next(s for m in measures for s in m.scenarios if s.name == name)
    found = measure_checks.load_measure_rates().get(name)
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
    measured = measure_checks.load_measure_rates()
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
