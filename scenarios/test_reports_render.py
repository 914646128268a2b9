"""What a transcript teaches (issue 23), from recorded runs, without QEMU.

The runs are scenarios/data/transcripts/ (and data/plots/ for figures);
the clinics are expected/'s as recorded in data/clinics/ (so that a
malformed file of expected/ fails only its own items, not these), with
their teaching texts (why, shown_as, known_trouble_why) replaced here by
fixed ones, so that these tests do not move when the expected files'
wording does.
"""

import dataclasses
import json
import re
import shutil
import types
from pathlib import Path

import pytest

from harness.build import patch_of
from harness.expected import spec
from harness.reports import figures, markdown, render, scrub, transcripts, values
from harness.reports.manifest import MANIFEST
from harness.run.judge import Outcome

from support import CLINICS, SEPC_GDB, TRANSCRIPTS

SEPC_REF = "sepc_after_yield.reference[gdb-at-the-samples-under-three-hogs]"
PANIC_BUG = "dump_in_freeproc.bug[gdb-at-the-panic]"
PANIC_REF = "dump_in_freeproc.reference[gdb-at-the-panic]"
WHY = {"mechanism": "sepc is one register per hart: after yield() it holds p->pc of another "
                    "process, the last to trap there.",
       "evidence": "Compare `$sepc` with `p->trapframe->epc` at each stop.",
       "fix": "Sample p->trapframe->epc before yield()."}


def _recorded():
    """{bug: Clinic} of every clinic as recorded and every measure of
    expected/: what transcripts reads from expected/ when given none."""
    clinics = [spec.load_clinic(bug, CLINICS) for bug in spec.clinic_names(CLINICS)]
    return transcripts._known_clinics(clinics + spec.load_measures()[0])


def _clinics(**why):
    """The recorded clinics, sepc_after_yield's with the given why."""
    known = _recorded()
    known["sepc_after_yield"] = dataclasses.replace(known["sepc_after_yield"], why=why)
    return known


def _pages(folders, out, clinics=None):
    """The Markdown pages of the runs under folders, by name (clinics: _recorded())."""
    transcripts.write_transcripts(folders, out, patch_of,
                                  clinics=clinics if clinics is not None else _recorded())
    return {path.name: path.read_text() for path in sorted(Path(out).glob("*.md"))}


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    return _pages([TRANSCRIPTS], tmp_path_factory.mktemp("pages"), _clinics(**WHY))


# --- 1. why it happens ------------------------------------------------------------------

def test_why_it_happens_comes_collapsed_after_the_summaries(pages):
    page = pages["sepc_after_yield.md"]
    why = page.index("<details><summary>Why it happens</summary>")
    assert page.index("Console and gdb: [run 1]") < why < page.index("## The patch")
    block = page[why:page.index("</details>", why)]
    assert "<p><b>How it happens.</b> sepc is one register per hart" in block
    # Raw HTML, where Markdown is not read everywhere: escaped, code spans as <code>.
    assert "<code>p-&gt;trapframe-&gt;epc</code>" in block and "p-&gt;pc" in block
    assert "<p><b>The fix.</b> Sample p-&gt;trapframe-&gt;epc before yield().</p>" in block
    assert "\n\n" not in block   # one HTML block
    # Nothing where a clinic says nothing, and nothing on the reference's page.
    assert "<details>" not in pages["dump_in_freeproc.md"] or \
        _recorded()["dump_in_freeproc"].why
    assert "<details>" not in pages["reference.md"]


def test_where_our_run_differs_is_said_at_the_scenario_it_names(tmp_path):
    named = _pages([TRANSCRIPTS / SEPC_GDB], tmp_path / "a", _clinics(
        **WHY, differs="Under gdb at the samples under three hogs, no scheduler pc shows."))
    page = named["sepc_after_yield.md"]
    said = page.index("**Where our run differs from the handout's:** Under gdb at the samples")
    assert said < page.index("Console and gdb:") < page.index("<details>")
    assert "differs from the handout's.</b>" not in page
    # A text that names no scenario ends the why section.
    page = _pages([TRANSCRIPTS / SEPC_GDB], tmp_path / "b", _clinics(
        **WHY, differs="The handout's timers tick together."))["sepc_after_yield.md"]
    assert ("<p><b>Where our run differs from the handout's.</b> The handout's timers tick "
            "together.</p>\n</details>") in page
    assert not _pages([TRANSCRIPTS / SEPC_GDB], tmp_path / "c", _clinics()).get(
        "sepc_after_yield.md").count("<details>")


# --- 2. every value labelled ------------------------------------------------------------

def test_a_seen_value_through_its_template_or_raw():
    template = "{} samples, {} in range, {} in hot()"
    assert values.seen_value([23, 23, 0], template) == "23 samples, 23 in range, 0 in hot()"
    assert values.seen_value(7, "{} locks held") == "7 locks held"
    assert values.seen_value([[1, 2], [3, 4]], "{} then {}") == "1 then 2; 3 then 4"
    assert values.seen_value([[1, 2], [3]], "{} then {}") == "(1, 2) then (3)"
    assert values.seen_value(True) == "true" and values.seen_value(False, template) == "false"
    # A template that does not fit shows the raw value.
    assert values.seen_value([23, 23], template) == "`[23, 23]`"
    assert values.seen_value("cannot show: x", "{}") == "`cannot show: x`"
    assert values.seen_value([1], "{:d} and {oops}") == "`[1]`"
    assert values.seen_value(["a|b"], "{}") == "a\\|b"


def test_a_list_of_items_gets_a_phrase_an_item_and_none_when_empty():
    """Issue 23: no table cell is a bare list of numbers."""
    slots = "proc[{}] holds page {}"
    assert values.seen_value([[3, "0x802b6000"]], slots) == "proc\\[3\\] holds page 0x802b6000"
    assert values.seen_value([[3, "0x1"], [5, "0x2"]], slots).count("holds page") == 2
    assert values.seen_value([], slots) == "none" and values.seen_value([]) == "none"
    assert values.seen_value(["prof: no prof.out", "prof: profile failed"]) == \
        "`prof: no prof.out`; `prof: profile failed`"
    assert values.seen_value(["0x0", "0xa8"], "$sepc {}") == "$sepc 0x0; $sepc 0xa8"
    assert values.seen_value(["0x0", "0x0", "0xa8", "0x0"], "$sepc {}") == \
        "$sepc 0x0 (×2); $sepc 0xa8; $sepc 0x0"
    assert values.seen_value([[1, 2], [3, 4, 5], [6]], "{} and {}") == "`[(1, 2), (3, 4, 5), (6)]`"


def _run(symptom, reference):
    return types.SimpleNamespace(symptom=symptom, reference=reference)


def test_the_references_rows_say_what_it_must_and_fail_as_expected_on_the_bug():
    run = _run([Outcome("wrong samples", True, [3, 8], None, False, None),
                Outcome("nothing crashes", True, True, None, True, None)],
               [Outcome("every sample right", False, [5, 8], "all", False, None)])
    labels = {("symptom", "wrong samples"): "{} of {} samples wrong",
              ("reference", "every sample right"): "{} of {} samples right"}
    bug = render.render_checks(run, labels, on_bug=True)
    assert "| symptom: wrong samples |  | 3 of 8 samples wrong | yes |" in bug
    assert "| context: nothing crashes |  | true | yes |" in bug
    assert ("| the reference must: every sample right | `all` | 5 of 8 samples right "
            "| no, as expected |") in bug
    reference = render.render_checks(_run([Outcome("wrong samples", False, [0, 8], None, False,
                                                   None)],
                                          [Outcome("every sample right", False, [5, 8], None,
                                                   False, None)]), labels, on_bug=False)
    assert "| symptom: wrong samples |  | 0 of 8 samples wrong | no, as expected |" in reference
    assert "| the reference must: every sample right |  | 5 of 8 samples right | no |" in reference


def test_the_references_page_reads_as_a_pass(pages):
    page = pages["reference.md"]
    summary = page[:page.index("## What happened when we ran it")]
    assert summary.count("**behaves as the reference must**: the symptom does not show") == 2
    assert "not seen:" not in summary and "as the reference:" not in page
    assert "*verdict: no symptom: it behaves as the reference must*" in page


def test_known_trouble_is_explained_once_where_it_shows(tmp_path):
    for side, name in (("reference", SEPC_REF), ("bug", SEPC_GDB)):
        folder = tmp_path / "runs" / side
        shutil.copytree(TRANSCRIPTS / name / "run-1", folder)
        run = json.loads((folder / "run.json").read_text())
        run["console"] += "proftest: no leaks: FAIL\nproftest: 1 FAILED\n"
        (folder / "run.json").write_text(json.dumps(run))
    clinics = _clinics()
    clinic = clinics["sepc_after_yield"]
    scenarios = [dataclasses.replace(
        scenario, known_trouble=["no leaks: FAIL", r"proftest: \d+ FAILED"],
        known_trouble_why="The greps hold memory while proftest counts free pages.")
        for scenario in clinic.scenarios]
    clinics["sepc_after_yield"] = dataclasses.replace(clinic, scenarios=scenarios)
    made = _pages([tmp_path / "runs"], tmp_path / "out", clinics)
    for name in ("reference.md", "sepc_after_yield.md"):
        assert made[name].count("**Printed on both kernels:** `proftest: no leaks: FAIL`, "
                                "`proftest: 1 FAILED`.  The greps hold memory while proftest "
                                "counts free pages.") == 1


# --- 3. no gdb jargon or noise ----------------------------------------------------------

def test_gdb_stop_reasons_in_words():
    assert scrub.stopped_in_words("stopped on hart 0 (thread 1) in push_off: signal-received") \
        == "gdb stopped every hart; hart 0 was in push_off"
    assert scrub.stopped_in_words("stopped on hart 2 (thread 3) in panic: breakpoint-hit") \
        == "at the breakpoint, on hart 2, in panic"
    assert scrub.stopped_in_words("stopped on hart 0 (thread 1) in profkernel: "
                                  "function-finished") == \
        "back from the function, on hart 0, in profkernel"
    assert scrub.stopped_in_words("stopped on hart 1 (thread 2) in ??: exited-normally") == \
        "stopped on hart 1, in user code: exited normally"
    assert scrub.gdb_in_words("backtrace", "#0 profsample (pc=0)\n#1 usertrap ()\n#2 ?? ()") \
        == "#0 profsample (pc=0)\n#1 usertrap ()\n#2 (user code)"


def test_pages_have_no_jargon_no_repeated_prompts_and_say_each_verdict_once(pages):
    for name, page in pages.items():
        for jargon in ("signal-received", "breakpoint-hit", "function-finished", "?? ()",
                       "$ $"):
            assert jargon not in page, f"{name}: {jargon}"
    page = pages["sepc_after_yield.md"]
    assert "(gdb) interrupt\ngdb stopped every hart; hart 0 was in push_off\n" in page
    assert "$ sh < mkinputs\n$ \n$ grep" in page
    # The summary says it, and the run's own last note: not a third time.
    assert page.count("every symptom check holds") == 2
    assert scrub.folded_prompts("$ $ $ \n$ ls\n$ $ x") == "$ \n$ ls\n$ x"


def test_a_set_up_command_is_explained_once_a_page(tmp_path):
    for number in (1, 2):
        shutil.copytree(TRANSCRIPTS / SEPC_GDB / "run-1", tmp_path / "runs" / f"run-{number}")
        path = tmp_path / "runs" / f"run-{number}" / "run.json"
        path.write_text(json.dumps(json.loads(path.read_text()) | {"number": number}))
    page = _pages([tmp_path / "runs"], tmp_path / "out", _clinics())["sepc_after_yield.md"]
    note = "*`sh < mkinputs` makes the grep inputs b1 and b2"
    assert page.count(note) == 1
    assert page.index("$ sh < mkinputs") < page.index(note) < page.index("(gdb) interrupt")
    assert set(render.SETUP_NOTES) == {"sh < mkinputs"}


# --- 4. statistics for students ---------------------------------------------------------

@pytest.mark.parametrize("measured, words", [
    ("bug 28 of 30, reference failed 0 of 30 (2026-11-30); 95% lower bound 0.80",
     "in about 9 boots out of 10 (28 of 30 measured)"),
    ("bug 29 of 30, ...", "in nearly every boot (29 of 30 measured)"),
    ("bug 30 of 30, ...", "in every boot measured (30 of 30 measured)"),
    ("bug 1 of 30, ...", "in fewer than 1 boot out of 10 (1 of 30 measured)"),
    ("bug 5 of 30, ...", "in about 2 boots out of 10 (5 of 30 measured)"),
    ("bug 3 of 30, ...", "in about 1 boot out of 10 (3 of 30 measured)"),
    ("idle: bug 29 of 30, ...; loaded (2 spinning): bug 25 of 30, ...",
     "in about 9 boots out of 10 (54 of 60 measured)"),
    (None, None), ("bug 0 of 0", None)])
def test_a_measured_rate_in_words(measured, words):
    assert render.rate_in_words(measured) == words


def test_this_sessions_boots_in_words():
    assert render.session_in_words([True]) == "this session it showed in the first boot"
    assert render.session_in_words([False, True]) == "this session it showed in the second boot"
    assert render.session_in_words([False]) == "this session it did not show in its one boot"
    assert render.session_in_words([False] * 3) == "this session it showed in none of 3 boots"
    assert render.session_in_words([True, False, True]) == \
        "this session it showed in 2 of 3 boots"


def test_footnotes_go_at_the_end_of_the_page():
    page = markdown.Page()
    page.add(f"one{page.footnote('the first')}", "", f"two{page.footnote('the second')}", "")
    assert page.text() == "one[^1]\n\ntwo[^2]\n\n[^1]: the first\n[^2]: the second\n"


# --- 5. the index accumulates -----------------------------------------------------------

def test_clinics_made_one_after_the_other_stay_indexed(tmp_path):
    out = tmp_path / "out"
    logs = tmp_path / "logs"
    for name in (SEPC_GDB, SEPC_REF, PANIC_BUG, PANIC_REF):
        shutil.copytree(TRANSCRIPTS / name, logs / name)
    first = _pages([logs / SEPC_GDB, logs / SEPC_REF], out)
    assert "dump_in_freeproc.md" not in first
    second = _pages([logs / PANIC_BUG, logs / PANIC_REF], out)
    index = second["README.md"]
    assert "](sepc_after_yield.md#gdb-at-the-samples-under-three-hogs)" in index
    assert "](dump_in_freeproc.md#gdb-at-the-panic)" in index
    assert set(second) == {"README.md", "reference.md", "sepc_after_yield.md",
                           "dump_in_freeproc.md"}
    headings = [line for line in second["reference.md"].splitlines() if line.startswith("## ")]
    assert headings[:2] == ["## Read sepc after yield (§4, clinic 2)",
                            "## Wrote prof.out from freeproc (§4, clinic 5)"]
    # In whatever order they are made, the same pages; and made twice, the same bytes.
    other = tmp_path / "other"
    _pages([logs / PANIC_BUG, logs / PANIC_REF], other)
    assert _pages([logs / SEPC_GDB, logs / SEPC_REF], other) == second
    assert _pages([logs / SEPC_GDB, logs / SEPC_REF], other) == second
    manifest = json.loads((out / MANIFEST).read_text())
    assert all(not Path(entry["folder"]).is_absolute()
               for entries in manifest["pages"].values() for entry in entries)


def test_a_clinic_made_again_replaces_its_runs_and_gone_runs_are_dropped(tmp_path):
    out, logs = tmp_path / "out", tmp_path / "logs"
    for name in (SEPC_GDB, PANIC_BUG):
        shutil.copytree(TRANSCRIPTS / name, logs / "old" / name)
    _pages([logs / "old"], out)
    again = logs / "new" / SEPC_GDB
    shutil.copytree(TRANSCRIPTS / SEPC_GDB, again)
    path = again / "run-1" / "run.json"
    path.write_text(json.dumps(json.loads(path.read_text()) | {"number": 7}))
    page = _pages([logs / "new"], out)["sepc_after_yield.md"]
    assert "run 7: symptom" in page and "run 1: symptom" not in page
    shutil.rmtree(logs / "old" / PANIC_BUG)
    made = _pages([logs / "new"], out)
    assert "dump_in_freeproc.md" not in made   # its only runs are gone: so is its page
    assert ("Earlier runs whose logs are gone were dropped from these pages: dump_in_freeproc "
            "under dump_in_freeproc, 'gdb at the panic', run 1.") in made["README.md"]
    assert "Earlier runs" not in _pages([logs / "new"], out)["README.md"]   # said once


# --- 6. figures and Markdown --------------------------------------------------------------

def test_each_proftest_run_is_named_by_what_it_ran_under():
    known = _recorded()
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


def _outside_code(page):
    """The page's text outside fenced blocks and code spans, line by line."""
    fenced = False
    for line in page.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced:
            yield re.sub(r"(`+).*?\1", "", line)


def test_no_stray_escapes(pages):
    try:
        import markdown as python_markdown   # python3-markdown, when installed
    except ImportError:
        python_markdown = None
    for name, page in pages.items():
        for line in _outside_code(page):
            table = line.startswith("| ")
            # Both GitHub and python3-markdown take these escapes; no other.
            for found in re.finditer(r"\\(.)", line):
                assert found.group(1) in "\\`*[]" + "|" * table, f"{name}: {line}"
        if python_markdown is not None:
            html = python_markdown.markdown(page, extensions=["tables", "fenced_code"])
            assert not re.search(r"\\[$<|]", html), name
    assert markdown.prose("the live $sepc differs") == "the live $sepc differs"
    assert markdown.prose("file=$RUN/fs.img") == "file=&#36;RUN/fs.img"
    assert markdown.prose("<proc+1104> a|b [x] *y*") == "&lt;proc+1104> a|b \\[x\\] \\*y\\*"
    assert markdown.prose("a|b", in_table=True) == "a\\|b"
    assert markdown.prose("&lt; stays &") == "&amp;lt; stays &"


def _frames(*names):
    return [{"func": name, "args": {}} for name in names]


@pytest.mark.usefixtures("recorded_clinics")
def test_the_process_comes_from_a_value_of_its_name():
    stops = [{"hart": 2, "frames": _frames("panic", "acquire", "wakeup", "releasesleep"),
              "values": {"proc": '"proftest\\000\\000\\000"', "noff": 4}},
             {"hart": 0, "frames": _frames("panic"),
              "values": {"proc": '"sh\\000"', "noff": 70000}}]
    table = render.render_stops(stops)
    assert "| stop | hart | process | `noff` | top 3 frames |" in table
    assert "| 1 | 2 | `proftest` | `4` | `panic, acquire, wakeup, ...` |" in table
    assert "| 2 | 0 | `sh` | `0x11170` | `panic` |" in table
    # A value named `name` (or ending in it) is the process too, wherever it stands.
    for stop in stops:
        stop["values"] = {"noff": stop["values"]["noff"], "name": stop["values"]["proc"]}
    table = render.render_stops(stops)
    assert "| stop | hart | process | `noff` | top 3 frames |" in table
    assert "| 2 | 0 | `sh` | `0x11170` | `panic` |" in table
