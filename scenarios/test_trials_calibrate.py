"""make calibrate (harness/trials/calibrate.py): a series of every chance
scenario, and each committed rate held against it; on numbers alone.
Each item names the clinic it reads, so a broken clinic file fails only
its own."""

import pytest

from harness.expected import spec
from harness.measured import drift, rates
from harness.trials import calibrate
from harness.trials.rates import BUG_SIDE, REFERENCE_SIDE


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_the_series_boots_every_chance_scenario_both_sides(bug):
    found = calibrate.series(7, [bug])
    chance = [scenario.name for scenario in spec.load_clinic(bug).scenarios
              if scenario.by_chance]
    assert [(clinic.bug, item.scenario.name) for clinic, item in found] == \
        [(bug, name) for name in chance]
    for _, item in found:
        assert item.bug == item.reference >= 7 and item.load == 0
        measured = rates.load(bug)[item.scenario.name].idle
        assert drift.rule(measured.bug_symptom, measured.bug_boots, item.bug).cutoff >= 0, \
            f"{bug} / {item.scenario.name}: {item.bug} boots can never raise the alarm"


def test_a_series_is_long_enough_for_its_alarm_to_fire_at_all():
    """12 of 30 shown: not even 0 of 29 is unlikely enough at its lower bound."""
    assert drift.fewest_alarming(12, 30) == 30 and drift.fewest_alarming(29, 30) <= 7


def _judged(item, shown, failed):
    bug, reference = item.tallies[BUG_SIDE], item.tallies[REFERENCE_SIDE]
    bug.boots, bug.verdicts["symptom"] = item.bug, shown
    bug.verdicts["no symptom"] = item.bug - shown
    reference.boots, reference.failed = item.reference, failed
    reference.ended["no symptom"] = item.reference
    return item


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_rate_carries_over_unless_its_alarm_fires(bug):
    for clinic, item in calibrate.series(10, [bug]):
        _holds_unless_its_alarm_fires(clinic, item, bug, item.scenario.name)


def _holds_unless_its_alarm_fires(clinic, item, bug, name):
    holds, line = calibrate.verdict(clinic, _judged(item, item.bug, 0))     # every boot showed it
    assert holds and line.startswith(f"{bug} / {name}: carries over; no drift")
    assert "false alarm" in line and "power" in line
    assert "boots would give 90% power" in line or calibrate.NO_POWER in line
    holds, line = calibrate.verdict(clinic, _judged(item, 0, 0))
    assert not holds and "DOES NOT; DRIFT ALARM" in line
    holds, line = calibrate.verdict(clinic, _judged(item, item.bug, item.reference))
    assert not holds and "as unlikely as the alarm's false alarm" in line


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_whole_calibration_judges_each_series_and_says_they_carry_over(bug, monkeypatch,
                                                                        capsys):
    """calibrate() itself, its boots stood in for by series that show each
    symptom every time and never fail the reference (nothing boots here):
    the clinic's series (none for a clinic of no chance scenario), one
    verdict each, exit 0."""
    work = calibrate.series(10, [bug])
    monkeypatch.setattr(calibrate, "series", lambda runs: work)
    monkeypatch.setattr(calibrate, "build_variant", lambda name, log_path: name)
    clinics = []

    def series_booted(pool, clinic, builds, items, logs, progress, finished):
        clinics.append(clinic.bug)
        for item in items:
            finished(_judged(item, item.bug, 0))
    monkeypatch.setattr(calibrate, "boot_series", series_booted)
    assert calibrate.calibrate(10, 2) == 0
    said = capsys.readouterr().out
    assert clinics == ([bug] if work else [])
    assert said.count(": carries over; ") == len(work)
    assert f"calibrate: all {len(work)} rates carry over to this host" in said


def test_a_rate_too_uncertain_for_any_alarm_says_so_and_what_narrows_it():
    """12 of 30: its 95% lower bound (0.25) is too near half the rate (0.2)
    for any series to tell a fall to half from chance."""
    assert drift.runs_for(12, 30) is None and drift.runs_for(29, 30) is not None
    assert "more boots in make rates narrow it" in calibrate.NO_POWER
