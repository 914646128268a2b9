"""make rates BUG=... alone (harness/trials/measure_all.py): what it would
boot, from what is measured under today's key; on numbers alone.  Each item
names the clinic it reads, so a broken clinic file fails only its own."""

import dataclasses

import pytest

from harness.expected import spec
from harness.measured import rates, sequential
from harness.measured.keys import measurement_key
from harness.trials.estimate import GUESS, SIDE_BY_SIDE, alone, boot_seconds, wall_minutes
from harness.errors import HarnessError
from harness.trials import measure_all
from harness.trials.measure_all import owed, spinners

SUITE = 14


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_clinic_measured_to_the_suite_s_minimum_owes_nothing(bug):
    assert owed(spec.load_clinic(bug), SUITE, 1) == []


def _wanted(scenario, condition):
    """(bug boots, reference boots, early stop) a scenario owes from nothing."""
    if scenario.by_chance:
        return (sequential.EARLY, rates.MIN_BOOTS, True)
    return (rates.MIN_DETERMINISTIC_BOOTS if condition == "idle" else 0, rates.MIN_BOOTS, False)


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_new_clinic_owes_every_scenario_both_sides_idle_and_loaded(bug):
    clinic = spec.load_clinic(bug)
    found = owed(clinic, SUITE, 2, measured={})
    assert sorted((item.scenario.name, item.condition, item.bug, item.reference, item.early)
                  for item in found) == \
        sorted((scenario.name, condition) + _wanted(scenario, condition)
               for scenario in clinic.scenarios for condition in ("idle", "loaded"))


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_rate_that_did_not_carry_over_to_this_host_is_owed_alone_from_nothing(bug):
    """make calibrate's rates that did not carry over: the scenario named,
    both conditions, from this host's own measurements (none yet)."""
    clinic = spec.load_clinic(bug)
    name = clinic.scenarios[-1].name
    found = owed(clinic, SUITE, 2, measured={}, names={name})
    assert {(item.scenario.name, item.condition) for item in found} == \
        {(name, "idle"), (name, "loaded")}


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_what_is_measured_under_today_s_key_is_kept_and_the_rest_is_owed(bug):
    clinic = spec.load_clinic(bug)
    measured = rates.load(clinic.bug)
    first = clinic.scenarios[0]
    half = measured[first.name].idle
    half.bug_boots, half.reference_boots = 5, 12
    bug_boots = (rates.MIN_BOOTS if first.by_chance else rates.MIN_DETERMINISTIC_BOOTS) - 5
    # A series goes on under its own condition: as many boots at a time.
    found = owed(clinic, SUITE, half.at_once, measured=measured)
    assert [(item.scenario.name, item.condition, item.bug, item.reference, item.early)
            for item in found] == [(first.name, "idle", bug_boots, 18, False)]
    half.measured_on = "another key"     # stale: measured again from nothing
    again = owed(clinic, SUITE, half.at_once, measured=measured)[0]
    assert (again.bug, again.reference, again.early) == _wanted(first, "idle")
    assert measurement_key(clinic, first) != "another key"


def test_the_loaded_condition_keeps_as_many_busy_beside_each_boot():
    # alone: two spinning; two at a time: the other boot and one spinning
    assert [spinners(rates.HOST_LOAD, at_once) for at_once in (1, 2, 3)] == [2, 1, 1]
    assert spinners(0, 2) == 0


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_new_clinic_copied_from_one_is_timed_by_the_scenarios_of_its_steps(bug):
    """A sixth clinic starts as a copy: its plan takes each scenario's time
    from the committed boots of the scenario of the same steps, not from a
    median of every clinic's boots."""
    clinic = spec.load_clinic(bug)
    clinics, _ = spec.load_clinics()
    for item in owed(clinic, SUITE, 2, measured={}):
        timed = [alone(m) for c in clinics for s in c.scenarios if s.steps == item.scenario.steps
                 for m in [getattr(rates.load(c.bug).get(s.name, rates.Rates()), item.condition)]
                 if m is not None and m.seconds_per_boot]
        if timed:
            assert min(timed) <= item.seconds <= max(timed), (item.scenario.name, timed)
            assert item.seconds != GUESS


def test_a_scenario_of_new_steps_is_timed_by_its_steps():
    """Steps found in no scenario: each step's median over every clinic's
    timed boots, the boot's included; proftest takes some 7 to 9 s alone."""
    clinics, _ = spec.load_clinics()
    one = next(s for c in clinics for s in c.scenarios
               if [getattr(step, "command", None) for step in s.steps] == ["proftest"])
    twice = dataclasses.replace(one, steps=one.steps * 2)
    thrice = dataclasses.replace(one, steps=one.steps * 3)
    seconds = [boot_seconds(s, None, 0, clinics) for s in (twice, thrice)]
    assert 7 <= seconds[1] - seconds[0] <= 9, seconds
    assert 14 <= seconds[0] <= 20, seconds
    unknown = dataclasses.replace(one, steps=[dataclasses.replace(one.steps[0], command="frob")])
    assert 0 < boot_seconds(unknown, None, 0, clinics) < seconds[0]


@pytest.mark.parametrize("bug", ["free_on_exec"])
def test_a_step_never_timed_on_another_kernel_is_guessed_from_base_s_scaled(monkeypatch, bug):
    """On xv6-riscv, a command timed on base/ only (usertests -q, in this
    clinic's recycled slot, before it was ever measured there) takes base/'s
    time times how much slower xv6-riscv ran the commands timed on both: not
    the median of xv6's steps, a few seconds (make rates once said 2 s a
    boot where usertests took five minutes)."""
    from harness.expected.kernels import KERNEL_VARIABLE
    clinics = [spec.load_clinic(bug)]
    one, run = next((s, step) for s in clinics[0].scenarios for step in s.steps
                    if getattr(step, "command", None) == "proftest")
    usertests = dataclasses.replace(one, steps=[dataclasses.replace(run, command="usertests -q")])
    on_base = boot_seconds(usertests, None, 0, clinics)
    monkeypatch.setenv(KERNEL_VARIABLE, "xv6-riscv")
    clinics = [spec.load_clinic(bug)]
    assert boot_seconds(usertests, None, 0, clinics) >= 1.5 * on_base >= 30, on_base


def test_boots_side_by_side_take_longer_each():
    assert wall_minutes([(10, 60)], 1) == 10
    assert wall_minutes([(10, 60)], 2) == 10 / 2 * SIDE_BY_SIDE


@pytest.mark.parametrize("bug", ["clockintr_sampling"])
def test_one_scenario_named_is_measured_alone_and_an_unknown_one_is_refused(monkeypatch, bug):
    said = []
    monkeypatch.setattr(measure_all, "_say_plan",
                        lambda clinic, work, at_once: said.extend(work))
    monkeypatch.setattr(measure_all, "owed", lambda clinic, scenarios, at_once, mine, names:
                        said.append(names) or [])
    assert measure_all.measure_all(bug, 2, wanted="proftest four times") == 0
    assert said == [["proftest four times"]]
    with pytest.raises(HarnessError, match="has no scenario 'nope'; it has: "):
        measure_all.measure_all(bug, 2, wanted="nope")
