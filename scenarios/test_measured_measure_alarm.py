"""make measure's false alarm (harness/measured/measure_alarm.py), on the
committed counts: what its 0.1% covers, the checks it leaves out and
their own bound, and the spread check's binomial assumption with the
dispersion the measured runs show."""

import pytest

from harness import REPO, stats
from harness.measured import measure_alarm, measure_checks, rates, rules

from support import SECTION5


def test_the_spread_check_is_found_by_the_name_it_is_judged_with():
    scenario, says = measure_alarm.spread_check()
    assert scenario == "statistics of the matcher's share"
    assert says.startswith("the shares spread as one rate predicts")
    assert 'check = "min(tails) >= spread_alpha / 2"' in SECTION5.read_text()


def test_the_spread_scenarios_runs_are_read_from_the_table():
    scenario, _ = measure_alarm.spread_check()
    series = measure_alarm.spread_series(scenario)
    measured = measure_checks.load_measure_rates()[scenario]
    assert len(series) == measured.runs == 40
    assert series[0] == ([6, 5, 8, 6, 6, 6, 59, 54], [11, 15, 14, 14, 15, 14, 115, 100])
    assert all(len(hits) == len(totals) == 8 for hits, totals in series)
    assert measure_alarm.spread_series("no such scenario") == []


def test_the_figures_from_the_committed_runs():
    """18 checks held in every measured run (30 runs or more each): one run
    of every measure fails one with chance at most 1 - 0.05^(1/30), 9.5%.
    The matcher's shares spread 1.13 times as much as binomial sampling
    allows (95% CI 0.96 to 1.34, p = 0.07), where the spread check fires at
    about 0.047%, and at 1.34 at 0.23%, past the whole 0.1%."""
    a = measure_alarm.alarm()
    assert (a.chance_checks, a.always, a.spread_always, a.fewest) == (3, 18, True, 30)
    assert a.a_run == pytest.approx(1 - 0.05 ** (1 / 30))
    assert round(a.a_run, 3) == 0.095
    assert a.most_runs == 9 + 5 + 5 and a.every_run == pytest.approx(1 - 0.05 ** (9 / 30))
    assert (a.series, a.groups) == (40, 8)
    assert (round(a.ratio, 2), round(a.p, 2), round(a.low, 2), round(a.high, 2)) == \
        (1.13, 0.07, 0.96, 1.34)
    assert 4e-4 < a.at_ratio < 5e-4 and a.at_ratio > stats.SPREAD_ALPHA
    assert a.at_high > rates.SUITE_MISS
    assert a.limit == rates.SUITE_MISS


def test_the_line_says_what_the_limit_covers_and_what_it_leaves_out():
    first, _, second, _ = measure_alarm.lines()
    assert "what its 0.1% covers" in first
    assert "3 checks that hold by chance" in first and "0.08% shared among them" in first
    assert ("the spread check fires (0.02%, its alpha, if the matcher's samples are binomial"
            in first)
    assert "It leaves out the 17 other checks that held in every measured run" in first
    assert "all 18 that held in every measured run" in first
    assert "at most 9.5% (one-sided, 95% confidence, jointly" in first
    assert "all 19 runs its budgets allow, at most 59%" in first


def test_the_spread_checks_line_states_its_assumption_and_the_dispersion_measured():
    _, _, second, _ = measure_alarm.lines()
    assert "assumes binomial sampling" in second
    assert "spread 1.13 times as much" in second
    assert "95% confidence interval 0.96 to 1.34; p = 0.07" in second
    assert "At 1.13 the check fires with chance 0.047%, and at 1.34 with 0.23%, alone past " \
        "the whole 0.1%" in second


def test_the_line_follows_its_figures():
    """Without the spread check among the checks that always held, and with
    the check within the limit at the ratio's upper end, the line says so."""
    a = measure_alarm.alarm()
    other = measure_alarm.Alarm(**{**a.__dict__, "spread_always": False, "always": 17,
                                   "at_high": 0.0005})
    first, _, second, _ = measure_alarm.lines(other)
    assert "It leaves out the 17 checks that held" in first and "bound those," in first
    assert "past the whole" not in second and "with 0.05% (" in second


def test_rates_md_ends_with_the_line():
    """The rules' section, and the committed table, end with both paragraphs."""
    section = rules.section()
    table = measure_checks.MEASURE_TABLE.read_text()
    for paragraph in measure_alarm.lines():
        assert paragraph in section and paragraph in table


def test_the_maintainers_page_gives_the_same_figures():
    """docs/maintainer.md's paragraph on make measure's false alarm says what
    the committed runs give, and that the 0.1% leaves the always-held checks out."""
    page = " ".join((REPO / "docs" / "maintainer.md").read_text().split())
    a = measure_alarm.alarm()
    for figure in (f"leaves out the {a.always - 1} other checks",
                   f"all {a.always} that always held",
                   f"at most {measure_alarm.percent(a.a_run)}", f"{a.ratio:.2f} times",
                   f"{a.low:.2f} to {a.high:.2f}", f"p = {a.p:.2f}", "assumes binomial sampling",
                   f"about {measure_alarm.percent(a.at_ratio)}",
                   f"with {measure_alarm.percent(a.at_high)}, alone past the whole 0.1%"):
        assert figure in page, figure


def test_with_nothing_measured_the_line_says_what_is_not_known(tmp_path):
    a = measure_alarm.alarm(tmp_path / "rates.toml", tmp_path / "rates.md")
    assert (a.chance_checks, a.always, a.a_run, a.series, a.ratio) == (0, 0, None, 0, None)
    first, _, second, _ = measure_alarm.lines(a)
    assert "It leaves out every check that must hold in every run" in first
    assert "assumes binomial sampling" in second and "is not known" in second
