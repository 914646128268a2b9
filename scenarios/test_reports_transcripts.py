"""Teachers' transcripts made from recorded runs (harness/reports/transcripts.py:
the pages of a folder of runs, and their index), without QEMU.

scenarios/data/transcripts/ holds the run.json (format 2: harness/run/record.py)
and transcript.jsonl of a few runs of a suite and of one `make rates`
boot, recorded on other machines, under other paths; the clinics they are
runs of are the recorded copies of scenarios/data/clinics/ (harness/plugin/fixtures.py's
recorded_clinics, for every test here), so that a malformed file of
expected/ fails only its own items.
"""

import json
import re
import shutil

import pytest

from harness import REPO, eventlog
from harness.build import patch_of
from harness.expected import spec
from harness.expected.kernels import KERNEL_VARIABLE, load_kernel
from harness.kernel.tree import variant_patch
from harness.reports import transcripts
from harness.reports.manifest import MANIFEST
from harness.reports.markdown import github_anchor

from support import CLINICS, SEPC_GDB, TRANSCRIPTS

pytestmark = pytest.mark.usefixtures("recorded_clinics")


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    """The sample runs rendered once, with the recorded clinics (as
    recorded_clinics gives them to each test): {file name: text}."""
    out = tmp_path_factory.mktemp("transcripts")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(spec, "CLINIC_FOLDER", CLINICS)
        transcripts.write_transcripts([TRANSCRIPTS], out, patch_of)
    return {path.name: path.read_text() for path in _published(out)}


def _render(folders, out):
    transcripts.write_transcripts(folders, out, patch_of)
    return {path.name: path.read_bytes() for path in _published(out)}


def _published(out):
    """The files a teacher publishes: all but the manifest, which names the
    log folders the pages were made from (relative to the folder)."""
    return [path for path in sorted(out.iterdir()) if path.name != MANIFEST]


# --- reproducible text ---------------------------------------------------------------------

def test_no_machine_path_is_left(rendered):
    assert {name for name in rendered if name.endswith(".md")} == {
                             "README.md", "reference.md", "clockintr_sampling.md",
                             "dump_in_freeproc.md", "free_on_exec.md", "no_range_check.md",
                             "sepc_after_yield.md"}
    for name, text in rendered.items():
        for line in text.splitlines():
            assert not re.search(r"/(tmp|work|home)/", line), f"{name}: {line}"
        assert str(REPO) not in text
    boot = rendered["sepc_after_yield.md"]
    assert "-kernel .build/sepc_after_yield/kernel/kernel" in boot
    # In a note's prose, "=$" could close GitHub's $...$ math: its $ are entities.
    assert "file=&#36;RUN/fs.img" in boot and "unix:path=&#36;RUN/gdb.sock" in boot
    # An error message that named the expected file by its absolute path.
    assert re.search(r"`[^`]*(?<![\w/])expected/dump_in_freeproc\.toml \(gdb at the panic\)[^`]*` "
                     r"\| error \|", rendered["reference.md"])


def test_the_same_runs_give_the_same_bytes_from_anywhere(tmp_path):
    here = tmp_path / "a" / "logs"
    there = tmp_path / "b" / "elsewhere" / "logs"
    shutil.copytree(TRANSCRIPTS, here)
    shutil.copytree(TRANSCRIPTS, there)
    first = _render([here], tmp_path / "out1")
    assert first == _render([here], tmp_path / "out2")
    assert first == _render([there], tmp_path / "out3")
    # Folders given in another order, one at a time.
    folders = sorted(there.iterdir())
    assert first == _render(list(reversed(folders)), tmp_path / "out4")


# --- one screen first ----------------------------------------------------------------------

def test_a_bug_page_opens_with_its_clinic_what_was_believed_and_the_checks(rendered):
    page = rendered["sepc_after_yield.md"]
    assert page.startswith("# Read sepc after yield\n\nThe handout's §4, clinic 2: "
                           "the bug `sepc_after_yield` (`bugs/sepc_after_yield.patch`)")
    assert "Clinic 2:" not in page   # the header's title line: the page's title says it
    order = ["**Believed:** sepc holds the pc", "**Changed:** in usertrap's timer branch",
             "## gdb at the samples under three hogs", "**the bug showed its symptom**",
             "| checked | handout | seen | held |",
             "| symptom: at a sample of proftest, the live $sepc differs from "
             "p->trapframe->epc |",
             "## The patch", "```diff\n--- a/kernel/trap.c", "## What happened when we ran it",
             "(gdb) break profsample", "## What to do next",
             "`make exercise BUG=sepc_after_yield`",
             "`make check BUG=sepc_after_yield TREE=exercises/sepc_after_yield`"]
    places = [0]
    for text in order:   # each after the one before
        places.append(page.index(text, places[-1]))
    # The opening and any one scenario's summary fit a screen (the why after the last).
    head, *summaries = re.split(r"\n(?=## )", page[:page.index("## The patch")])
    assert len(summaries) == 2
    assert all(len(head.splitlines()) + len(summary.splitlines()) < 40 for summary in summaries)


def test_each_check_is_a_row_with_the_handouts_figure_and_held_or_not(rendered):
    page = rendered["no_range_check.md"]
    assert re.search(r"\| symptom: the buckets in use hold far fewer samples than the total: "
                     r"most went into memory the profiler does not own \| `237 of 3,565` \| "
                     r"[^|]*317[^|]*1121[^|]* \| yes \|", page)
    assert "| context: nothing crashes and usertests passes | `usertests -q still passed` |" \
        in page
    # On the bug's page, the reference's checks say what the reference must do,
    # and that they fail here as they should.
    assert re.search(r"\| the reference must: samples outside the range are counted as outside "
                     r"\|  \| the bug's: [^|]*0[^|]* \| the bug: no, as expected \|", page)
    # A check that raised (run.json keeps its error) is an error, not a "no",
    # and shows the error in place of a value.
    reference = rendered["reference.md"]
    assert re.search(r"\| symptom: panic's message is acquire's \| .* \| `[^`]*"
                     r"expected/dump_in_freeproc\.toml \(gdb at the panic\)[^`]*` "
                     r"\| error \|", reference)


def test_a_chance_scenario_tells_k_of_n_boots_and_the_measured_rate(rendered):
    page = rendered["no_range_check.md"]
    assert "**run 1: different symptom; run 2: symptom**\n\nRun 2: the bug showed its symptom." \
        in page
    # One sentence for students, the figures for maintainers in a footnote.
    assert ("This symptom shows by chance, in some boots only (its rate is not measured "
            "yet); this session it showed in the second boot.[^1]") in page
    assert page.endswith("\n\n[^1]: 1 of 2 boots this session showed it (at most 5, "
                         "stopping at the first that shows it); not measured yet "
                         "(make rates BUG=no_range_check).\n")
    assert "The checks of run 2:" in page
    assert "Console and gdb: [run 1](#2-byte-buckets-during-usertests-run-1-different-symptom)" \
        ", [run 2](#2-byte-buckets-during-usertests-run-2-symptom)." in page
    # A boot of `make rates`: no measured rate recorded yet either.
    assert "not measured yet (make rates BUG=clockintr_sampling)" in \
        rendered["clockintr_sampling.md"]


def test_the_reference_page_borrows_the_bugs_measured_rate(tmp_path):
    for variant, verdicts in (("sepc_after_yield", ["no symptom", "symptom"]),
                              ("reference", ["no symptom"])):
        for number, verdict in enumerate(verdicts, 1):
            folder = tmp_path / variant / f"run-{number}"
            shutil.copytree(TRANSCRIPTS / SEPC_GDB / "run-1", folder)
            run = json.loads((folder / "run.json").read_text())
            run |= {"variant": variant, "number": number, "verdict": verdict, "budget": 4,
                    "measured": ("bug 27 of 30, reference failed 0 of 30 (2025-01-02); "
                                 "95% lower bound 0.76") if variant != "reference" else None}
            (folder / "run.json").write_text(json.dumps(run))
    pages = _render([tmp_path], tmp_path / "out")
    bug, reference = pages["sepc_after_yield.md"].decode(), pages["reference.md"].decode()
    assert ("1 of 2 boots this session showed it (at most 4, stopping at the first that shows "
            "it); measured: bug 27 of 30, reference failed 0 of 30 (2025-01-02); 95% lower "
            "bound 0.76.") in bug
    assert "0 of 1 boots this session showed it; measured: bug 27 of 30" in reference
    # ... and says it in a sentence for students, on both pages.
    assert ("This symptom shows by chance, in about 9 boots out of 10 (27 of 30 measured); "
            "this session it showed in the second boot.[^1]") in bug
    assert ("On the bug, this symptom shows by chance, in about 9 boots out of 10 (27 of 30 "
            "measured).  The reference must never show it: this session it did not show in "
            "its one boot.[^1]") in reference


def test_runs_on_another_kernel_say_so_and_show_its_patch(tmp_path, monkeypatch):
    for variant in ("sepc_after_yield", "reference"):
        folder = tmp_path / variant / "run-1"
        shutil.copytree(TRANSCRIPTS / SEPC_GDB / "run-1", folder)
        run = json.loads((folder / "run.json").read_text())
        run |= {"variant": variant, "kernel": "xv6-riscv"}
        (folder / "run.json").write_text(json.dumps(run))
    monkeypatch.setenv(KERNEL_VARIABLE, "xv6-riscv")
    transcripts.write_transcripts([tmp_path], tmp_path / "out", variant_patch)
    bug, reference, index = (" ".join((tmp_path / "out" / name).read_text().split())
                             for name in ("sepc_after_yield.md", "reference.md", "README.md"))
    title = load_kernel("xv6-riscv").title
    assert f"(`kernels/xv6-riscv/bugs/sepc_after_yield.patch`), under each scenario of its " \
           f"clinic, on {title}." in bug
    assert f"The reference solution ({title} with no patch)." in reference
    assert f"These runs ran on {title} (kernels/README.md)." in index
    assert "base/" not in reference.split("## ")[0]
    assert "Both work on base/'s trees only, so run them without KERNEL=xv6-riscv." in \
        bug.split("## What to do next")[1]
    assert "both take base/'s trees, so run them without KERNEL=." in \
        index.split("## What to do next")[1]


def test_runs_no_expected_file_describes_are_left_out_and_named(tmp_path):
    """The harness's own throwaway scenarios (scenarios/test_gdb.py's
    "never") are not clinics: a whole log folder renders without them."""
    for bug, scenario in (("sepc_after_yield", None), ("timeout", "never")):
        folder = tmp_path / bug / "run-1"
        shutil.copytree(TRANSCRIPTS / SEPC_GDB / "run-1", folder)
        run = json.loads((folder / "run.json").read_text())
        run |= {"bug": bug, "scenario": scenario or run["scenario"]}
        (folder / "run.json").write_text(json.dumps(run))
    pages = _render([tmp_path], tmp_path / "out")
    index = pages["README.md"].decode()
    assert "timeout" not in pages["sepc_after_yield.md"].decode()
    assert "were left out: timeout, 'never'." in index


def test_the_reference_page_groups_its_runs_by_clinic_in_the_handouts_order(rendered):
    page = rendered["reference.md"]
    headings = [line for line in page.splitlines() if line.startswith("## ")]
    assert headings == ["## Read sepc after yield (§4, clinic 2)",
                        "## Wrote prof.out from freeproc (§4, clinic 5)",
                        "## What happened when we ran it", "## What to do next"]
    summary = page[:page.index("## What happened")]
    assert summary.count("| checked | handout | seen | held |") == 3
    # It ends with the clinics' pages to read.
    assert page.endswith("Read the bug's page of each clinic: [sepc_after_yield]"
                         "(sepc_after_yield.md), [dump_in_freeproc](dump_in_freeproc.md); "
                         "each compares the bug's values with these.\n\n" +
                         page[page.index("[^1]: "):])
    assert "### sepc_after_yield: gdb at the samples under three hogs, run 1: no symptom" in page


# --- gdb stops as a table ------------------------------------------------------------------

def test_several_stops_make_one_table(rendered):
    page = rendered["reference.md"]
    assert "(gdb) backtrace" not in page and "(gdb) print $sepc" not in page
    assert "gdb's 8 stops, one a row." in page
    # Each value gdb read at a stop is a column, headed by its short name, in hex.
    assert "| stop | hart | `sepc` | `epc` | top 3 frames |" in page
    # A frame gdb has no symbol for ("??") is the user program's.
    assert "| 1 | 1 | `0x336` | `0x336` | `profsample, usertrap, user code` |" in page
    assert "??" not in page and "822" not in page
    # The exchanges before and after the stops stay as they were.
    assert "(gdb) break profsample\nBreakpoint 1 at" in page and "(gdb) delete" in page


def test_stops_listed_with_their_wrong_samples_are_not_listed_again(rendered):
    page = rendered["sepc_after_yield.md"]
    assert "stops, one a row" not in page and "822" not in page
    assert ("gdb's stops are the rows of the table in [where the samples came from]"
            "(#where-the-samples-of-gdb-at-the-samples-under-three-hogs-came-from).") in page
    # Each value once, in hex, the frames beside.
    assert "| 8 | 0 | proftest (pid ?) | `0xb0` | `0x336` | not attributed: the run did not " \
           "record the processes' saved pcs (it is older than the harness that does) | " \
           "`profsample, usertrap, user code` |" in page


def test_stops_of_other_processes_let_go_are_counted(rendered):
    assert "gdb's 4 stops, one a row (28 stops in other processes were let go on)." in \
        rendered["clockintr_sampling.md"]


def test_the_scenarios_tables_of_stops_stand_before_the_deciding_runs_console(rendered):
    """A scenario's `tables` (harness/reports/samples.py): the samples by hart,
    both sides, on both pages; the wrong samples on the bug's page alone.
    The recorded runs are older than the harness that records the pid and
    the processes' saved pcs, and the tables say so."""
    clinic1 = rendered["clockintr_sampling.md"]
    # Each hart's samples, and the stops in other processes let go there.
    assert "| hart | bug (run 1): pid | process | samples | stops let go |" in clinic1
    assert "| 0 | ? | `proftest` | 4 | 10 |" in clinic1 and \
        "| 1 |  | (no samples) | 0 | 9 |" in clinic1
    clinic2 = rendered["sepc_after_yield.md"]
    heading = "#### Where the samples of gdb at the samples under three hogs came from"
    assert clinic2.index("Where its samples came from: [gdb's stops, and whose pcs") \
        < clinic2.index("## The patch") < clinic2.index(heading) \
        < clinic2.index("(gdb) break profsample")
    assert ("Of the 8 samples gdb stopped at in run 1, 8 charged a pc that is not the sampled "
            "process's: 8 could not be attributed.") in clinic2
    assert "| 2 | 0 | proftest (pid ?) | `0xa8` | `0x336` | not attributed: the run did not " \
           "record the processes' saved pcs" in clinic2
    # Every stop of proftest on both sides, none let go: a table by hart would say
    # nothing, and is left out.
    reference = rendered["reference.md"]
    assert "Samples by hart" not in reference and "charged a pc" not in reference
    assert "Samples by hart" not in clinic2


def test_a_stop_and_its_finish_are_two_rows(rendered):
    page = rendered["no_range_check.md"]
    # The stops step read pc, page and word (and more); its finish step read none of those.
    assert re.search(r"\n\| 1 \| 0 \| `0x80001fd0` \| `0x87efc000` \| `0x87effbc0` \| .*"
                     r"\| `profsample, profkernel, kerneltrap, \.\.\.` \|\n", page)
    assert re.search(r"\n\| 2 \| 0 \|  \|  \|  \| .*`1`.* "
                     r"\| `profkernel, kerneltrap, kernelvec` \|\n", page)
    assert "gdb's 2 stops, one a row." in page


def test_a_single_stop_stays_a_backtrace(rendered):
    page = rendered["dump_in_freeproc.md"]
    assert "stops, one a row" not in page
    assert "(gdb) backtrace\n#0 panic (s=0x80008050" in page and "#9 freeproc (p=" in page


# --- the index -----------------------------------------------------------------------------

def _anchors(page):
    """The anchors of a page's headings, fenced blocks left out, as GitHub numbers them."""
    taken, anchors, fenced = {}, set(), False
    for line in page.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (found := re.match(r"#{1,6} (.*)", line)):
            anchors.add(github_anchor(found.group(1), taken))
    return anchors


def test_every_link_reaches_a_heading(rendered):
    index = rendered["README.md"]
    links = re.findall(r"\]\(([\w.]+\.md)#([^)]+)\)", index)
    assert len(links) == 10   # every scenario the samples ran, bug and reference
    for name, anchor in links:
        assert anchor in _anchors(rendered[name]), f"{name}#{anchor}"
    for name, page in rendered.items():
        for anchor in re.findall(r"\]\(#([^)]+)\)", page):
            assert anchor in _anchors(page), f"{name}#{anchor}"


def test_the_index_lists_every_scenario_of_the_clinics_with_its_handout_section(rendered):
    index = rendered["README.md"]
    rows = [line for line in index.splitlines() if line.startswith("| ")][2:]
    clinics, _ = spec.load_clinics(CLINICS)
    assert len(rows) == sum(len(clinic.scenarios) for clinic in clinics)
    assert rows[0].startswith("| §4, clinic 1 | Sampled on hart 0's tick, in clockintr | "
                              "proftest four times | not run | not run |")
    assert ("| §4, clinic 3 | No range check in the sample | 2-byte buckets during usertests "
            "| [run 1: different symptom; run 2: symptom](no_range_check.md"
            "#2-byte-buckets-during-usertests) | not run |") in rows
    assert "|  |  | 8-byte buckets above pop_off | not run | not run |" in rows
    assert ("[no symptom](reference.md#gdb-at-the-panic)") in index


def test_transcripts_are_one_file_a_variant_and_the_index(tmp_path):
    for variant in ("reference", "free_on_exec"):
        folder = tmp_path / variant / "run-1"
        record = eventlog.EventLog(folder / "transcript.jsonl", live=False)
        record.console("$ proftest\n")
        (folder / "run.json").write_text(json.dumps({
            "format": 2, "variant": variant, "bug": "free_on_exec", "scenario": "proftest",
            "number": 1, "logdir": str(folder),
            "verdict": "symptom" if variant != "reference" else "no symptom", "detail": "d",
            "symptom": [], "reference": [], "panic": None, "registers": {}, "error": None,
            "budget": 1, "measured": None, "source_key": None, "scenario_key": None,
            "console": "$ proftest\n", "steps": []}))
    written = transcripts.write_transcripts([tmp_path], tmp_path / "out", patch_of)
    assert [path.name for path in written] == ["free_on_exec.md", "reference.md", "README.md"]
    bug = written[0].read_text()
    assert bug.startswith("# Freed the histogram on exec, not on exit\n")
    assert "```diff\n--- a/kernel/" in bug and "### proftest, run 1: symptom" in bug
    assert "### free_on_exec: proftest, run 1: no symptom" in written[1].read_text()


def test_no_runs_write_nothing(tmp_path):
    assert transcripts.write_transcripts([tmp_path], tmp_path / "out", patch_of) == []
    assert not (tmp_path / "out").exists()
