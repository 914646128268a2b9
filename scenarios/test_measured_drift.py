"""The drift alarm (harness/measured/drift.py) on recorded runs: a check whose
rate was halved is noticed, one whose rate stands is not, and each verdict
prints the rule's false alarm and power; those figures, and the runs an
alarm needs, against the binomial worked out here, not by the code under
test.  Pure: nothing is booted."""

import copy
import functools
import math
import re
from fractions import Fraction

import pytest

from harness import stats
from harness.measured import drift, measure_checks
from harness.run.record import load_runs
from harness.trials import measure_rates

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


# --- the alarm's figures, worked out here apart from drift.py and stats -----------------
#
# A series of `runs` runs holds a check in X of them, X binomial: each run
# holds it with chance p, independently.  The figures below come from
# every count k of held runs, each with its C(runs, k) orders of held and
# not held, summed in exact fractions; the 95% lower bound on a rate
# measured held of judged is found by halving on that same exact sum.
# Nothing here calls harness.stats or drift's own arithmetic.

ALPHA = Fraction(1, 20)       # one-sided 95%: the bound's own chance of being wrong


def _chance_at_most(cutoff, runs, p):
    """P(X <= cutoff), X the runs of `runs` that hold, each with chance p:
    sum over k = 0..cutoff of C(runs, k) p^k (1 - p)^(runs - k), exactly."""
    p = Fraction(p)
    return sum(math.comb(runs, k) * p ** k * (1 - p) ** (runs - k) for k in range(cutoff + 1))


@functools.cache
def _lower_bound(held, judged):
    """The one-sided 95% Clopper-Pearson lower bound on a rate measured
    held of judged: the p at which held or more of judged hold with chance
    ALPHA (that chance grows with p), by 60 halvings of [0, 1]."""
    if held == 0:
        return Fraction(0)
    low, high = Fraction(0), Fraction(1)
    for _ in range(60):
        middle = (low + high) / 2
        if 1 - _chance_at_most(held - 1, judged, middle) < ALPHA:
            low = middle
        else:
            high = middle
    return low


def _alarm(held, judged, runs, false_alarm):
    """(cutoff, its false alarm, its power) of the alarm over `runs` runs: the
    largest count whose chance at the rate's lower bound is at most
    false_alarm (-1, and no figures, when not even 0 is), that chance, and
    the chance of that count or fewer at half the measured rate."""
    bound = _lower_bound(held, judged)
    cutoff = max((count for count in range(runs + 1)
                  if _chance_at_most(count, runs, bound) <= false_alarm), default=-1)
    if cutoff < 0:
        return -1, 0.0, 0.0
    return (cutoff, float(_chance_at_most(cutoff, runs, bound)),
            float(_chance_at_most(cutoff, runs, Fraction(held, judged) / 2)))


# The same figures as the enumeration above gives them (2026-12), rounded:
# if they and drift.py change together, this table still tells.  30 of 30
# by hand: the bound is the p with p^30 = 0.05, 0.05^(1/30) = 0.90497; at
# half the rate, 1/2, 19 or fewer of 30 hold with chance
# sum(C(30, k), k = 0..19) / 2^30 = 1020732722 / 1073741824 = 95.06%.
WORKED = {(29, 30, 40): (24, 0.949), (25, 30, 40): (15, 0.357), (30, 30, 30): (19, 0.9506),
          (29, 30, 8): (1, 0.0431), (10, 30, 60): (1, 0.000231)}     # (cutoff, power)


@pytest.mark.parametrize("held, judged, runs", [(29, 30, 40), (25, 30, 40), (30, 30, 30),
                                                (29, 30, 8), (10, 30, 60)])
def test_the_alarm_s_false_alarm_and_power_are_what_it_says(held, judged, runs):
    """The cut-off is the largest whose false alarm at the 95% lower bound
    stays under FALSE_ALARM; power is at half the measured rate: each
    against the binomial worked out above, not by drift.py or stats."""
    rule = drift.rule(held, judged, runs)
    cutoff, false_alarm, power = _alarm(held, judged, runs, Fraction(drift.FALSE_ALARM))
    assert rule.cutoff == cutoff
    assert rule.false_alarm == pytest.approx(false_alarm, rel=1e-9)
    assert rule.power == pytest.approx(power, rel=1e-9)
    assert (cutoff, power) == (WORKED[held, judged, runs][0],
                               pytest.approx(WORKED[held, judged, runs][1], rel=0.002))
    assert rule.false_alarm <= drift.FALSE_ALARM
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
    """The fewest runs whose alarm, at a false alarm of 0.02%, notices a fall
    of 29 of 30 to half with chance 90%, from the binomial worked out above:
    34 (the cut-off 20 of 34, power 91.9%; 33 runs give 89.2%, and the power
    is not monotone in the runs: 35 give 88.7%)."""
    powers = {runs: _alarm(29, 30, runs, Fraction(2, 10_000))[2] for runs in range(1, 41)}
    fewest = min(runs for runs, power in powers.items() if power >= 0.90)
    assert fewest == 34 and powers[33] < 0.90 <= powers[34] and powers[35] < 0.90
    assert 30 <= drift.runs_for(29, 30) <= 40
    assert drift.runs_for(29, 30) == fewest


def test_a_symptom_improbably_late_says_the_rate_seems_to_have_fallen():
    bound = stats.lower_bound(29, 30, 0.99)
    assert drift.fallen_note(bound, 1, "make rates") is None
    assert drift.fallen_note(bound, 3, "make rates") is None           # 2 misses: 4%
    note = drift.fallen_note(bound, 4, "make rates BUG=b SCENARIO='s'")
    assert note.startswith("the rate seems to have fallen: the symptom first showed at boot 4")
    assert re.search(r"3 boots in a row miss it with chance 0\.00\d", note)
    assert note.endswith("measure again: make rates BUG=b SCENARIO='s'")
