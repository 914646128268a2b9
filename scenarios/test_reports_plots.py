"""Figures drawn as SVG from recorded runs (harness/reports/plots.py,
matplotlib), beside the transcripts' pages and linked from them, without
QEMU.

scenarios/data/plots/ holds recorded runs (run.json, format 2) whose
consoles the figures draw: two measures of the handout's §5 on the
reference (the kernel profile of usertests, the matcher's share over
eight prof runs) and clinic 1's "proftest four times" on the bug and on
the reference.  Which figures a scenario gets, its expected file says
(`figures = [...]`): clinic 1's as recorded in data/clinics/, so that a
malformed file of expected/ fails only its own items.  The figures need
matplotlib (skipped without).
"""

import types

import pytest

from harness.build import patch_of
from harness.expected import spec
from harness.reports import figures, plots, transcripts
from harness.reports.manifest import MANIFEST
from harness.run.record import load_runs

from support import CLINICS, KERNEL_PROFILE, MATCHER_SHARES, PLOTS, recorded_console


@pytest.fixture(scope="module")
def matplotlib():
    return pytest.importorskip("matplotlib")


MARKS = [(0x80000326, "pop_off"), (0x80001fd0, "scheduler"), (0x800029ca, "usertrap")]


@pytest.fixture(scope="module")
def written(matplotlib, tmp_path_factory):
    """The plot data rendered once, with fixed interrupt-enable marks: {name: bytes}."""
    out = tmp_path_factory.mktemp("plots")
    _render(PLOTS, out)
    return _published(out)


def _published(out):
    """{name: bytes} of the files a teacher publishes: all but the manifest
    (the log folders the pages were made from)."""
    return {path.name: path.read_bytes() for path in sorted(out.iterdir())
            if path.name != MANIFEST}


def _render(folder, out, marks=MARKS):
    """The pages and figures of the runs under folder, of the recorded clinics
    (as harness/plugin/fixtures.py's recorded_clinics gives them to a test)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(spec, "CLINIC_FOLDER", CLINICS)
        return transcripts.write_transcripts([folder], out, patch_of,
                                             marks_of=lambda variant, key: marks)


def test_each_figure_is_an_svg_beside_the_pages_and_linked(written):
    svgs = {name for name in written if name.endswith(".svg")}
    assert svgs == {"section5.kernel-profile-of-usertests.svg",
                    "section5.statistics-of-the-matcher-s-share.svg",
                    "clockintr_sampling.proftest-four-times.histogram.svg",
                    "clockintr_sampling.proftest-four-times.hot-loop.svg"}
    for name in svgs:
        assert written[name].startswith(b"<?xml") and b"<svg" in written[name]
    reference = written["reference.md"].decode()
    bug = written["clockintr_sampling.md"].decode()
    assert "](section5.kernel-profile-of-usertests.svg)" in reference
    assert "](section5.statistics-of-the-matcher-s-share.svg)" in reference
    # The clinic's figures, on the bug's page and on the reference's: both sides in each.
    for page in (bug, reference):
        assert "](clockintr_sampling.proftest-four-times.histogram.svg)" in page
        assert "](clockintr_sampling.proftest-four-times.hot-loop.svg)" in page
    # Under the scenario's summary, before its runs.
    assert bug.index("hot-loop.svg)") < bug.index("## What happened when we ran it")


def test_figures_are_the_same_bytes_from_anywhere(matplotlib, tmp_path, written):
    import shutil
    there = tmp_path / "elsewhere" / "logs"
    shutil.copytree(PLOTS, there)
    _render(there, tmp_path / "out")
    again = _published(tmp_path / "out")
    assert again == written
    for name, data in written.items():
        assert b"/tmp/" not in data and b"/work/" not in data, name


def test_a_figure_names_its_build(matplotlib, tmp_path):
    text = "\n".join(["proftest: hot loop: 3 samples, 3 in range, 3 in hot()",
                      "proftest: ALL OK"])
    path = plots.hot_loop_figure([("clockintr_sampling (sources 0123456789ab)", [[3, 0]]),
                                  ("reference", [[30, 29], [31]])],
                                 tmp_path / "h.svg", "clinic 1: hot loop")
    assert path.is_file() and figures.hot_loop_counts(text) == [3]
    svg = path.read_text()
    assert "<svg" in svg and "Date" not in svg
    profile = figures.parse_profiles(recorded_console(KERNEL_PROFILE))[0]
    bare = plots.kernel_profile_figure(profile, None, tmp_path / "k.svg", "kernel", "reference")
    marked = plots.kernel_profile_figure(profile, MARKS, tmp_path / "m.svg", "kernel", "reference")
    assert bare.is_file() and marked.read_bytes() != bare.read_bytes()


def test_a_figure_that_fails_is_left_out_quietly(matplotlib, tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise ValueError("no figure today")
    monkeypatch.setattr(plots, "share_figure", broken)
    written = transcripts.write_transcripts([MATCHER_SHARES.parent], tmp_path, patch_of)
    assert [path.name for path in written] == ["reference.md", "README.md"]
    assert ".svg)" not in written[0].read_text()


def test_no_matplotlib_no_figures(tmp_path, monkeypatch):
    def missing():
        raise ImportError("No module named 'matplotlib'")
    monkeypatch.setattr(plots, "_matplotlib", missing)
    runs = load_runs([PLOTS])
    every = {(run.bug, run.scenario): list(figures.FIGURES) for run in runs}
    assert figures.make_figures(runs, tmp_path, patch_of, wanted=every) == {}
    assert list(tmp_path.iterdir()) == []


# --- the index lists the measures ----------------------------------------------------------

def test_the_index_lists_the_measures_with_their_section_and_a_link(written):
    index = written["README.md"].decode()
    measures = index[index.index("## Measures"):]
    assert "| handout | measure | scenario | on the reference |" in measures
    assert ("| §5, Measure | The reference, measured as the handout's §5 measured it | "
            "grep's matcher on b1 | not run |") in measures
    assert ("|  |  | statistics of the matcher's share | [2 of 2 checks held]"
            "(reference.md#statistics-of-the-matchers-share) |") in measures
    assert "|  |  | kernel profile of usertests | [4 of 5 checks held](reference.md#" in measures
    # The clinics' table lists clinic 1, not the measure file.
    clinics = index[:index.index("## Measures")]
    assert "proftest four times" in clinics and "section5" not in clinics


def test_clinic_3s_stray_increments_are_drawn_from_the_gdb_stop(matplotlib, tmp_path):
    scenario = "gdb at a sample above the range"
    stop = {"hart": 0, "frames": [{"func": "profsample", "args": {}}],
            "values": {"pc": 0x80001fd0, "page": 0x87efc000, "word": 0x87effbc0, "before": 0}}
    finish = {"hart": 0, "frames": [{"func": "profkernel", "args": {}}], "values": {"after": 1}}
    run = types.SimpleNamespace(
        variant="no_range_check", bug="no_range_check", number=1, scenario=scenario,
        verdict="symptom", folder=str(tmp_path), source_key=None,
        console="$ prof -k 0x80000200 0x80000400 -s 1 usertests -q\nusertests starting\n",
        steps=[{"index": 1, "kind": "procs", "name": "before", "rows": []},
               {"index": 5, "kind": "stops", "name": "above", "stops": [stop]},
               {"index": 6, "kind": "finish", "name": "returned", "stops": [finish]}])
    made = figures.make_figures([run], tmp_path / "strays", patch_of,
                                wanted={("no_range_check", scenario): ["strays"]})
    [(name, alt)] = made[("no_range_check", "no_range_check", scenario)]
    assert name == "no_range_check.gdb-at-a-sample-above-the-range.strays.svg"
    assert (tmp_path / "strays" / name).read_bytes().startswith(b"<?xml")
    # 32 + 4 * ((0x80001fd0 - 0x80000200) >> 1): the word gdb saw, 0x3bc0 past the page's start.
    assert 32 + 4 * ((0x80001fd0 - 0x80000200) >> 1) == 0x87effbc0 - 0x87efc000
    # A scenario that does not name the figure does not get it, whatever its runs hold.
    assert figures.make_figures([run], tmp_path / "none", patch_of,
                                wanted={("no_range_check", scenario): []}) == {}
    assert not (tmp_path / "none").exists() or list((tmp_path / "none").iterdir()) == []
