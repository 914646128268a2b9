"""The early stop of a chance scenario's bug side (harness/measured/sequential.py):
its bound covers at the stated confidence, shown exactly and by simulating
the procedure, and no budget grows by more than one boot."""

import random
from bisect import bisect_right
from math import comb

import pytest

from harness import stats
from harness.measured import rates, sequential

from support import measurement

FULL = rates.MIN_BOOTS
SUITE = 14      # scenarios in the suite today
CONFIDENCE = stats.each_confidence(SUITE)
TRIES = 200_000


def _simulated_miss(rate, level, tries=TRIES, seed=7):
    """How often, over `tries` runs of the procedure itself (EARLY boots, on
    to FULL unless all showed it), its bound at `level` lies above `rate`."""
    draw = random.Random(seed)

    def sampler(boots):
        cumulative, total = [], 0.0
        for k in range(boots + 1):
            total += comb(boots, k) * rate ** k * (1 - rate) ** (boots - k)
            cumulative.append(total)
        return lambda: min(bisect_right(cumulative, draw.random() * total), boots)

    first, rest = sampler(sequential.EARLY), sampler(FULL - sequential.EARLY)
    early = stats.lower_bound(sequential.EARLY, sequential.EARLY, level)
    bounds = [stats.lower_bound(k, FULL, level) for k in range(FULL + 1)]
    above = 0
    for _ in range(tries):
        shown = first()
        if sequential.stops_early(shown, sequential.EARLY):
            above += early > rate
        else:
            above += bounds[shown + rest()] > rate
    return above / tries


def test_at_the_plain_level_the_early_stop_would_cover_less_than_it_says():
    worst, rate = sequential.worst_miss(CONFIDENCE, FULL)
    assert worst > 1 - CONFIDENCE
    simulated = _simulated_miss(rate, CONFIDENCE)
    assert simulated > 1 - CONFIDENCE          # the simulation sees it too
    assert simulated == pytest.approx(worst, abs=4 * (worst / TRIES) ** 0.5)


def test_at_its_own_level_the_bound_covers_whatever_the_rate():
    level = sequential.level(CONFIDENCE, FULL)
    assert CONFIDENCE < level < 1
    worst, rate = sequential.worst_miss(level, FULL)
    assert worst <= 1 - CONFIDENCE
    for true_rate in (rate, 0.5, 0.9, 0.97):
        exact = sequential.miss(true_rate, level, FULL)
        simulated = _simulated_miss(true_rate, level)
        spread = 4 * (max(exact, 1e-6) / TRIES) ** 0.5
        assert simulated <= 1 - CONFIDENCE + spread
        assert simulated == pytest.approx(exact, abs=spread)


@pytest.mark.parametrize("scenarios", [14, 15, 20])
def test_no_budget_grows_by_more_than_one_boot(scenarios):
    confidence, share = stats.each_confidence(scenarios), rates.share(scenarios)
    level = sequential.level(confidence, FULL)
    assert sequential.early_cost(confidence, share, FULL) <= 1
    for shown in (FULL, FULL - 1, FULL - 2):   # a side that went on to the full count
        plain = stats.budget(stats.lower_bound(shown, FULL, confidence), share)
        assert stats.budget(stats.lower_bound(shown, FULL, level), share) <= plain + 1
    early = stats.budget(stats.lower_bound(sequential.EARLY, sequential.EARLY, level), share)
    assert early <= stats.budget(stats.lower_bound(FULL, FULL, confidence), share) + 1


def test_twenty_boots_would_cost_two():
    """Why the stop is no earlier (the module's text)."""
    early, sequential.EARLY = sequential.EARLY, 20
    try:
        sequential.level.cache_clear()
        assert sequential.early_cost(CONFIDENCE, rates.share(SUITE), FULL) == 2
    finally:
        sequential.EARLY = early
        sequential.level.cache_clear()


def test_a_side_stopped_early_is_enough_and_takes_the_stricter_bound(tmp_path):
    stopped = measurement(sequential.EARLY, boots=sequential.EARLY)
    stopped.reference_boots = FULL
    assert not rates.enough(stopped, FULL)
    stopped.sequential = True
    assert rates.enough(stopped, FULL)
    missed = measurement(sequential.EARLY - 1, boots=sequential.EARLY)
    missed.sequential = True
    assert not rates.enough(missed, FULL)      # it had to go on to the full count
    level = sequential.level(CONFIDENCE, FULL)
    assert rates.Rates(stopped).lower(CONFIDENCE) == \
        stats.lower_bound(sequential.EARLY, sequential.EARLY, level)
    stopped.at_once = 2
    rates.save("bug", {"s": rates.Rates(stopped)}, tmp_path)
    assert rates.load("bug", tmp_path)["s"].idle == stopped
    text = rates.rates_path("bug", tmp_path).read_text()
    assert "at_once = 2\n" in text and "sequential = true }" in text
    assert stopped.condition == "idle, 2 boots at a time"
