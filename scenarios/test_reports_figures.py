"""Which figures a scenario's runs allow, and the parsers of prof's and
proftest's output they read (harness/reports/figures.py), on recorded
consoles and runs.  The parsers need nothing; a figure drawn needs
matplotlib (skipped without)."""

import math
import types

import pytest

from harness.build import patch_of
from harness.reports import figures
from harness.run.record import load_runs

from support import (KERNEL_PROFILE, MATCHER_SHARES, PLOTS, known_clinics,
                     recorded_console)

HOT_BUG = PLOTS / "clockintr_sampling.bug[proftest-four-times]" / "run-1"


def test_each_proftest_run_is_named_by_what_it_ran_under():
    known = known_clinics()
    scenarios = {scenario.name: scenario for clinic in known.values()
                 for scenario in clinic.scenarios}
    assert figures.proftest_conditions(scenarios["proftest alone, then under three hogs"]) == \
        ["alone", "under three hogs"]
    assert figures.proftest_conditions(scenarios["gdb at the samples under three hogs"]) == \
        ["under three hogs"]
    assert figures.proftest_conditions(scenarios["proftest four times"]) == \
        ["alone, 1st", "alone, 2nd", "alone, 3rd", "alone, 4th"]
    assert figures.proftest_conditions(scenarios["gdb at the samples"]) == \
        ["alone, 1st", "alone, 2nd", "alone, 3rd"]


def _proftest_run(variant, console):
    return types.SimpleNamespace(variant=variant, bug="b", scenario="s", number=1,
                                 verdict="symptom", source_key="0123456789abcdef",
                                 console=console, steps=[])


def test_a_side_without_data_is_left_out_and_no_data_no_figure(tmp_path):
    pytest.importorskip("matplotlib")
    printed = ("proftest: hot loop: 30 samples, 30 in range, 30 in hot()\nproftest: ALL OK\n"
               "proftest: hot loop: 30 samples, 12 in range, 3 in hot()\nproftest: 1 FAILED\n")
    runs = [_proftest_run("sepc_after_yield", "$ echo no proftest here\n"),
            _proftest_run("reference", printed)]
    made = figures.make_figures(runs, tmp_path, patch_of, wanted={("b", "s"): ["histogram"]},
                                names={("b", "s"): ["alone", "under three hogs"]})
    [(name, alt)] = made[("reference", "b", "s")]
    assert alt == "s: the histograms printed, reference, boot 1"   # no empty panel, no key
    svg = (tmp_path / name).read_text()
    assert "sepc_after_yield" not in alt and svg.count("<svg") == 1
    runs[1].console = "$ echo nor here\n"
    assert figures.make_figures(runs, tmp_path / "none", patch_of,
                                wanted={("b", "s"): ["histogram"]}) == {}


# --- parsers, on recorded consoles (scenarios/data/plots/) ---------------------------------

PROF = """$ prof grep x README
prof: 19 ticks
prof: 17 samples, 2 outside [0x0, 0xcb9), 4-byte buckets
prof: 15 in the buckets
prof: by function
  58% 10 matchstar
  41% 5 matchhere
prof: by bucket
  0x0 matchhere+0x0 5
  0xa8 matchstar+0x2a 10

  0x4 looks-like-a-bucket 99
$ prof -k echo hi
prof: 3 samples, 0 outside [0x80000000, 0x80008000), 64-byte buckets
  0x80001fc0 scheduler+0x82 3
"""


def test_prof_summaries_are_parsed_one_a_run():
    first, second = figures.parse_profiles(PROF)
    assert (first.ticks, first.total, first.outside, first.size) == (19, 17, 2, 4)
    assert (first.lo, first.hi) == (0, 0xcb9)
    assert first.functions == {"matchstar": 10, "matchhere": 5}
    # A blank line ends the summary: the later indented line is not a bucket.
    assert first.buckets == [(0x0, "matchhere+0x0", 5), (0xa8, "matchstar+0x2a", 10)]
    # A samples line with no ticks line before it opens a summary too.
    assert (second.ticks, second.total, second.size) == (None, 3, 64)
    assert second.buckets == [(0x80001fc0, "scheduler+0x82", 3)]
    assert figures.parse_profiles("$ echo hi\nhi\n") == []


def test_the_kernel_profile_of_usertests():
    [profile] = figures.parse_profiles(recorded_console(KERNEL_PROFILE))
    assert (profile.total, profile.size, profile.lo, profile.hi) == (1931, 32, 0x80000000,
                                                                     0x80007f00)
    assert len(profile.buckets) == 12 and sum(c for _, _, c in profile.buckets) == 1931
    assert (0x80001fc0, "scheduler+0x82", 1412) in profile.buckets


def test_matchers_share_per_run_agrees_with_the_recorded_check():
    shares = figures.matcher_shares(recorded_console(MATCHER_SHARES))
    recorded = load_runs([MATCHER_SHARES.parent])[0].reference[0].seen
    assert shares == list(zip(*recorded))   # the check's (star, total), run by run
    assert shares[0] == (10, 17) and shares[-1] == (61, 135)
    # A run where matchstar got no sample counts as 0 of its samples.
    assert figures.matcher_shares(PROF.replace("matchstar", "other")) == [(0, 17), (0, 3)]


def test_the_band_around_the_pooled_share():
    p, band = figures.pooled_band([(1, 4), (3, 4), (50, 100)])
    assert p == pytest.approx(54 / 108)
    assert band[0] == pytest.approx((0.5 - math.sqrt(0.25 / 4), 0.5 + math.sqrt(0.25 / 4)))
    assert band[2] == pytest.approx((0.45, 0.55))


def test_proftest_runs_and_the_hot_loop():
    text = recorded_console(HOT_BUG)
    runs = figures.proftest_runs(text)
    assert len(runs) == 4
    assert [label for label, *_ in runs[2]] == ["hot loop", "prof.out", "kernel"]
    assert runs[2][0] == ("hot loop", 29, 29, 29)
    assert runs[2][2] == ("kernel", 28, 28, None)   # 28 samples, 0 outside
    assert figures.hot_loop_counts(text) == [0, 0, 29, 30]
    # A proftest that panics keeps what it printed.
    cut = "proftest: hot loop: 7 samples, 7 in range, 6 in hot()\npanic: kerneltrap\n"
    assert figures.proftest_runs(cut) == [[("hot loop", 7, 7, 6)]]


def test_the_build_a_figure_came_from():
    assert figures.build_label("reference") == "reference"
    assert figures.build_label("no_range_check", "160aed11ce106655ca") == \
        "no_range_check (sources 160aed11ce10)"


def test_a_figure_no_one_knows_is_refused(tmp_path):
    with pytest.raises(ValueError, match="pie"):
        figures.make_figures([], tmp_path, patch_of, wanted={("x", "y"): ["histogram", "pie"]})
