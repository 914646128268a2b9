"""What a run may have got wrong, both ways (harness/measured/run_figures.py):
the bug side's false-failure chance and the reference side's bounds,
joint and pooled, each line with its confidence and what it assumes."""

import pytest

from harness import stats
from harness.measured import rates, run_figures


def _measured(name, symptom=29, tries=30, failed=0, load=0):
    return rates.Measurement("b", name, "k", "2026-12-01", 30, symptom, {}, tries, failed, {},
                             host_load=load)


def test_the_bug_side_s_figure_says_its_joint_confidence_and_what_it_assumes():
    """Five rates each at its 99% lower bound hold together at 95% whatever
    their dependence (Bonferroni), so the printed figure says 95%, not the
    77% that five 95% bounds give; the budgets grow from 5 to 6 and 5 boots
    (a bug's test stops at its first symptom, so the suite pays almost nothing)."""
    assert stats.each_confidence(5) == pytest.approx(0.99)
    assert stats.each_confidence(1) == pytest.approx(0.95)
    share = rates.share(5)
    assert stats.budget(stats.lower_bound(29, 30), share) == 5
    assert stats.budget(stats.lower_bound(29, 30, 0.99), share) == 6
    assert stats.budget(stats.lower_bound(30, 30, 0.99), share) == 5
    plans = [rates.Plan("b", f"s{i}", 6, stats.lower_bound(29, 30, 0.99),
                        rates.Rates(_measured(f"s{i}")), False, 0.99) for i in range(5)]
    [bug] = run_figures.figure_lines(plans)
    assert bug.startswith("false-failure chance of this suite: at most "
                          f"{stats.false_failure(plans):.3%}")
    assert stats.false_failure(plans) <= rates.SUITE_MISS
    for words in ("It covers 5 of the 5 scenario(s) run on the bug, chance and deterministic "
                  "alike, and holds with 95% confidence for them together",
                  "its 0.99 lower bound", "Bonferroni", "boots of a run independent",
                  "the limit is 0.1%"):
        assert words in bug
    # A scenario not measured is left out, and the line says so.
    [bug] = run_figures.figure_lines(plans + [None])
    assert "It covers 5 of the 6 scenario(s)" in bug and "(1 not measured, so not covered)" in bug


def test_the_reference_side_gives_a_joint_and_a_pooled_bound_each_with_its_assumption():
    """The issue's figures: 0 of 412 tries failed, the least measured scenario
    tried 10 times, 14 reference boots.  Joint: 25.9% for the whole run (not
    the 91.8% of fourteen 25.9% bounds combined); pooled: 0.73% a boot, 9.7%
    for the run."""
    assert stats.run_failure_joint([(0, 10, 1)] + [(0, 30, 1)] * 13) == pytest.approx(0.2589,
                                                                           abs=1e-4)
    # Boots a try decide: 5 boots of a scenario tried 30 times weigh as 1 of 6 tries.
    assert stats.run_failure_joint([(0, 30, 5), (0, 6, 1)]) == pytest.approx(
        1 - 0.05 ** (1 / 6))
    per_boot, run = stats.run_failure_pooled([(0, 412)], 14)
    assert (round(per_boot, 5), round(run, 3)) == (0.00724, 0.097)
    # With a failure somewhere, each scenario's bound at its Bonferroni share.
    assert stats.run_failure_joint([(1, 30, 1), (0, 30, 1)]) == pytest.approx(
        stats.any_of([stats.upper_bound(1, 30, 0.975), stats.upper_bound(0, 30, 0.975)]))
    found = [rates.Rates(_measured("a", tries=10))] + \
        [rates.Rates(_measured(f"s{i}")) for i in range(13)] + [None]
    [line] = run_figures.figure_lines([], found)
    assert line.startswith("reference side: 0 of 400 counted tries of the 14 measured "
                           "scenario(s) run here failed.  This run's 14 reference boot(s) of "
                           "them fail with chance at most 25.9% (one region for the 14 cells' "
                           "rates together, each scenario idle and loaded with its own, at 95% "
                           "confidence; boots independent)")
    pooled = stats.run_failure_pooled([(0, 400)], 14)
    assert f"or at most {pooled[1]:.1%} if every scenario shares one rate of failure" in line
    assert line.endswith("; 1 scenario(s) run on the reference are not measured")
    assert run_figures.figure_lines([], []) == []


def test_the_reference_side_takes_the_worse_of_idle_and_loaded():
    """Idle 0 of 90, loaded 1 of 30: the loaded side's bound is the one taken
    (it was pooled to 1 of 120 before)."""
    found = rates.Rates(_measured("s", tries=90), _measured("s", tries=30, failed=1, load=2))
    assert found.reference_failure_bound == pytest.approx(stats.upper_bound(1, 30))
    assert found.reference_counts() == (1, 30)
    assert found.reference_all_counts() == (1, 120)


def _cells(failed_at=None, tries=30, scenarios=14):
    """Every scenario idle and loaded, `tries` each; one failure in the cell failed_at."""
    return [([(int(failed_at == (i, side)), tries) for side in (0, 1)], 1)
            for i in range(scenarios)]


def test_one_failure_moves_the_reference_s_figure_by_less_than_twice_wherever_it_falls():
    """One joint region over every cell: the suite's 14 scenarios, idle and
    loaded, 30 tries each; no failure gives 9.5% for 14 boots, and one
    failure in any cell gives the same figure, 14.9%: not 92%, as a failure
    in a cell whose bound is taken alone did."""
    none = stats.run_failure_region(_cells())
    assert none == pytest.approx(1 - 0.05 ** (1 / 30))
    moved = {stats.run_failure_region(_cells((i, side)))
             for i in range(14) for side in (0, 1)}
    assert len({round(figure, 12) for figure in moved}) == 1
    assert none < min(moved) and max(moved) < 2 * none
    # A cell of more tries that failed (1 of 90) moves it no more than one of 30.
    uneven = _cells((0, 0))
    uneven[0] = ([(1, 90), (0, 30)], 1)
    assert stats.run_failure_region(uneven) <= max(moved)


def _no_more_than(cells, failed):
    """The chance that independent tries of these (rate, tries) cells fail no
    more than `failed` times in all (exact)."""
    chances = [1.0] + [0.0] * failed
    for rate, tries in cells:
        for _ in range(tries):
            chances = [chances[k] * (1 - rate) + (chances[k - 1] * rate if k else 0.0)
                       for k in range(failed + 1)]
    return sum(chances)


def test_the_region_s_largest_hazard_is_all_in_the_cell_of_fewest_tries():
    """What run_failure_region rests on: at a given total hazard, no share of
    it among cells makes "no more failures than seen" likelier than all of
    it in the cell of fewest tries.  Searched at random over cells of 10 to
    90 tries and 0 to 3 failures."""
    import math
    import random
    chooser = random.Random(7)
    for _ in range(400):
        tries = [chooser.choice([10, 12, 30, 60, 90]) for _ in range(chooser.randint(1, 5))]
        failed, hazard = chooser.randint(0, 3), chooser.uniform(0.5, 10)
        weights = [chooser.random() ** chooser.choice([1, 4]) for _ in tries]
        cells = [(1 - math.exp(-hazard * w / sum(weights) / n), n)
                 for w, n in zip(weights, tries)]
        fewest = min(tries)
        assert _no_more_than(cells, failed) <= \
            _no_more_than([(1 - math.exp(-hazard / fewest), fewest)], failed) + 1e-12
