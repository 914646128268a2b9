"""The arithmetic of rates (harness/stats.py): Clopper-Pearson bounds,
budgets of boots, and the spread test, on numbers alone."""

import itertools
import math

import pytest

from harness import stats


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


def test_chi_square_tails_match_their_closed_forms():
    """Two degrees of freedom: exp(-x/2); one: erfc(sqrt(x/2)); both sides
    of the series/continued-fraction split, and the point inverts the tail."""
    for x in (0.1, 1.0, 2.9, 3.1, 10.0, 40.0):
        assert stats.chi_square_above(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-12)
        assert stats.chi_square_above(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-10)
    assert stats.chi_square_above(0, 7) == 1.0
    assert stats.chi_square_point(1e-4, 7) == pytest.approx(29.8775, abs=1e-3)   # chi2(7)'s 99.99%
    for tail, df in ((0.025, 280), (0.975, 280), (0.5, 7), (1e-6, 3)):
        assert stats.chi_square_above(stats.chi_square_point(tail, df), df) == pytest.approx(tail)
    with pytest.raises(ValueError):
        stats.chi_square_point(0, 7)


def test_the_dispersion_ratio_sums_the_series_dispersions_over_their_freedom():
    series = [([7, 8, 4, 7], [8, 8, 8, 10]), ([5, 5, 39], [8, 7, 61])]
    ratio, p, (low, high) = stats.dispersion_ratio(series)
    observed = sum(stats.dispersion(hits, totals) for hits, totals in series)
    assert ratio == pytest.approx(observed / 5)                     # 3 + 2 degrees of freedom
    assert p == pytest.approx(stats.chi_square_above(observed, 5))
    assert low < ratio < high
    assert stats.chi_square_above(observed / low, 5) == pytest.approx(0.025)
    # The same shares in every run: no spread, and nothing above it.
    assert stats.dispersion_ratio([([5, 5], [10, 10])] * 3)[:2] == (0.0, 1.0)


def test_the_spread_checks_false_alarm_is_its_alpha_under_binomial_sampling_only():
    """At ratio 1, the two tails' alpha; as the shares spread more, the
    upper tail grows (about 0.047% at 1.13, over 0.1% at 1.3) and the lower
    one shrinks."""
    assert stats.spread_alarm(1, 8) == pytest.approx(stats.SPREAD_ALPHA)
    assert 4e-4 < stats.spread_alarm(1.13, 8) < 5e-4
    assert stats.spread_alarm(1.3, 8) > 0.001
    alarms = [stats.spread_alarm(ratio, 8) for ratio in (1, 1.1, 1.2, 1.5)]
    assert alarms == sorted(alarms)
    assert stats.spread_alarm(0.5, 8) > stats.spread_alarm(0.9, 8)    # too little spread fires too


def test_fisher_more_is_the_one_sided_exact_test():
    # The tea-tasting table: 3 of 4 right against 1 of 4, p = 17/70.
    assert stats.fisher_more(3, 1, 1, 3) == pytest.approx(17 / 70)
    assert stats.fisher_more(0, 10, 0, 10) == 1.0              # nothing failed: no evidence
    assert stats.fisher_more(0, 5, 5, 0) == 1.0                # the other way round
    assert stats.fisher_more(5, 0, 0, 5) == pytest.approx(1 / math.comb(10, 5))
    # the sum of both tails' points is 1 plus the point probability of the table
    a, b, c, d = 2, 30, 1, 60
    point = math.comb(3, 2) * math.comb(90, 30) / math.comb(93, 32)
    assert stats.fisher_more(a, b, c, d) + (1 - stats.fisher_more(a + 1, b - 1, c - 1, d + 1)) \
        == pytest.approx(1 + point)
    with pytest.raises(ValueError):
        stats.fisher_more(-1, 1, 1, 1)
