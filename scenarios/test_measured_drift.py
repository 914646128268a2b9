"""The drift alarm (harness/measured/drift.py) on recorded runs: a check whose
rate was halved is noticed, one whose rate stands is not, and each verdict
prints the rule's false alarm and power.  Pure: nothing is booted."""

import copy
import re

import pytest

from harness import stats

from harness.measured import drift, measure_checks
from harness.trials import measure_rates
from harness.run.record import load_runs

from support import REJUDGE

GREP = REJUDGE / "test_measure.test_measure[section5-grep_s_matcher_on_b1]"
HOTTEST = "the hottest bucket holds the instruction after matchstar's call to matchhere returns"
SERIES = 40


def _series(held_every):
    """SERIES copies of the recorded run of grep's matcher on b1, the hottest
    bucket's check held in one of every `held_every` (the others as the one
    measured run where it failed: the bucket at matchhere's entry)."""
    [recorded] = load_runs([GREP])
    runs = []
    for number in range(SERIES):
        run = copy.deepcopy(recorded)
        for outcome in run.reference:
            if outcome.says == HOTTEST and number % held_every:
                outcome.ok, outcome.seen = False, [["0x0"], ["0xa8"]]
        runs.append(run)
    return runs


def _counted(runs, template):
    """The series as a MeasureRate of the committed key (what measure_rates.count makes)."""
    judged = {o.says: len(runs) for o in runs[0].reference}
    held = {says: sum(next(o for o in run.reference if o.says == says).ok for run in runs)
            for says in judged}
    return measure_checks.MeasureRate(template.scenario, template.measured_on, "2026-12-05",
                                      len(runs), held, judged)


def test_the_alarm_notices_a_halved_check_and_prints_its_power_and_false_alarm():
    committed = measure_checks.load_measure_rates()
    grep = committed["grep's matcher on b1"]
    assert (grep.held[HOTTEST], grep.judged[HOTTEST]) == (29, 30)
    halved = _counted(_series(2), grep)
    assert halved.held[HOTTEST] == SERIES // 2                     # 20 of 40: about half 29/30
    lines = measure_rates.drift_lines(committed, {grep.scenario: halved})
    [alarm] = [line for line in lines if HOTTEST in line]
    assert alarm.startswith("DRIFT ALARM: grep's matcher on b1 / the hottest bucket")
    assert "20 of 40 now, 29 of 30 when measured" in alarm
    rule = drift.rule(29, 30, SERIES)
    assert rule.power >= 0.9 and rule.false_alarm <= drift.FALSE_ALARM
    assert f"false alarm {rule.false_alarm:.3%} at most" in alarm
    assert f"power {rule.power:.1%} against a fall to half" in alarm
    # The checks that held in every run of the series raise nothing.
    assert all(line.startswith("no drift: ") for line in lines if HOTTEST not in line)
    print("\n".join(lines))


def test_a_series_at_the_measured_rate_raises_no_alarm():
    committed = measure_checks.load_measure_rates()
    grep = committed["grep's matcher on b1"]
    steady = _counted(_series(1), grep)
    lines = measure_rates.drift_lines(committed, {grep.scenario: steady})
    assert lines and all(line.startswith("no drift: ") for line in lines)
    # A series measured under another key is not held against this one.
    other = measure_checks.MeasureRate(grep.scenario, "another key", "d", SERIES,
                                       steady.held, steady.judged)
    assert measure_rates.drift_lines(committed, {grep.scenario: other}) == []


@pytest.mark.parametrize("held, judged, runs", [(29, 30, 40), (25, 30, 40), (30, 30, 30),
                                                (29, 30, 8), (10, 30, 60)])
def test_the_alarm_s_false_alarm_and_power_are_what_it_says(held, judged, runs):
    """The cut-off is the largest whose false alarm at the 95% lower bound
    stays under FALSE_ALARM; power is at half the measured rate."""
    rule = drift.rule(held, judged, runs)
    bound = stats.lower_bound(held, judged)
    if rule.cutoff >= 0:
        assert stats.at_most(rule.cutoff, runs, bound) == pytest.approx(rule.false_alarm)
        assert rule.false_alarm <= drift.FALSE_ALARM
        assert rule.power == pytest.approx(stats.at_most(rule.cutoff, runs, held / judged / 2))
    if rule.cutoff + 1 <= runs:
        assert stats.at_most(rule.cutoff + 1, runs, bound) > drift.FALSE_ALARM
    assert rule.fires(rule.cutoff) and not rule.fires(rule.cutoff + 1)


def test_the_issue_s_figures_for_make_measure_s_cheap_rule():
    """Must hold in 1 of R: grep's hottest bucket (29 of 30, R = 5) notices a
    fall to half its rate with chance 3.7%; wc's idle scheduler (29 of 30,
    R = 8) 0.5%; wc's samples per hart-tick (25 of 30, R = 8) 1.3%."""
    for held, runs, power in [(29, 5, 0.037), (29, 8, 0.005), (25, 8, 0.013)]:
        rule = drift.cheap(held, 30, runs, stats.lower_bound(held, 30))
        assert rule.power == pytest.approx(power, abs=0.0006)
        assert "must hold in 1 of" in rule.describe() and "power" in rule.describe()


def test_about_35_to_40_runs_give_90_percent_power_at_a_false_alarm_near_0_02_percent():
    assert 30 <= drift.runs_for(29, 30) <= 40
    assert drift.runs_for(29, 30) == min(r for r in range(1, 100)
                                         if drift.rule(29, 30, r).power >= drift.POWER)


def test_a_symptom_improbably_late_says_the_rate_seems_to_have_fallen():
    bound = stats.lower_bound(29, 30, 0.99)
    assert drift.fallen_note(bound, 1, "make rates") is None
    assert drift.fallen_note(bound, 3, "make rates") is None           # 2 misses: 4%
    note = drift.fallen_note(bound, 4, "make rates BUG=b SCENARIO='s'")
    assert note.startswith("the rate seems to have fallen: the symptom first showed at boot 4")
    assert re.search(r"3 boots in a row miss it with chance 0\.00\d", note)
    assert note.endswith("measure again: make rates BUG=b SCENARIO='s'")
