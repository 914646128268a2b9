"""Which figures a scenario's runs allow, and the parsers of prof's and
proftest's output they read (harness/reports/figures.py), on recorded
consoles and runs."""

import types

import pytest

from harness.build import patch_of
from harness.reports import figures

from support import known_clinics


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
