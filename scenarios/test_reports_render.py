"""What a transcript teaches (issue 23; harness/reports/render.py: a
recorded run as Markdown, a scenario's runs in a few words), from recorded
runs, without QEMU.

The runs are scenarios/data/transcripts/; the clinics are expected/'s as
recorded in data/clinics/ (so that a malformed file of expected/ fails
only its own items, not these), with their teaching texts (why,
shown_as, known_trouble_why) replaced here by fixed ones, so that these
tests do not move when the expected files' wording does.
"""

import dataclasses
import json
import re
import shutil
import types

import pytest

from harness.reports import checks, markdown, render, scrub
from harness.run.judge import Outcome

from support import SEPC_GDB, SEPC_REF, TRANSCRIPTS, known_clinics, transcript_pages

WHY = {"mechanism": "sepc is one register per hart: after yield() it holds p->pc of another "
                    "process, the last to trap there.",
       "evidence": "Compare `$sepc` with `p->trapframe->epc` at each stop.",
       "fix": "Sample p->trapframe->epc before yield()."}


def _clinics(**why):
    """The recorded clinics, sepc_after_yield's with the given why."""
    known = known_clinics()
    known["sepc_after_yield"] = dataclasses.replace(known["sepc_after_yield"], why=why)
    return known


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    return transcript_pages([TRANSCRIPTS], tmp_path_factory.mktemp("pages"), _clinics(**WHY))


# --- why it happens ------------------------------------------------------------------------

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
        known_clinics()["dump_in_freeproc"].why
    assert "<details>" not in pages["reference.md"]


def test_where_our_run_differs_is_said_at_the_scenario_it_names(tmp_path):
    named = transcript_pages([TRANSCRIPTS / SEPC_GDB], tmp_path / "a", _clinics(
        **WHY, differs="Under gdb at the samples under three hogs, no scheduler pc shows."))
    page = named["sepc_after_yield.md"]
    said = page.index("**Where our run differs from the handout's:** Under gdb at the samples")
    assert said < page.index("Console and gdb:") < page.index("<details>")
    assert "differs from the handout's.</b>" not in page
    # A text that names no scenario ends the why section.
    page = transcript_pages([TRANSCRIPTS / SEPC_GDB], tmp_path / "b", _clinics(
        **WHY, differs="The handout's timers tick together."))["sepc_after_yield.md"]
    assert ("<p><b>Where our run differs from the handout's.</b> The handout's timers tick "
            "together.</p>\n</details>") in page
    assert not transcript_pages([TRANSCRIPTS / SEPC_GDB], tmp_path / "c", _clinics()).get(
        "sepc_after_yield.md").count("<summary>Why it happens")


# --- every check a row ---------------------------------------------------------------------

def _run(symptom, reference):
    return types.SimpleNamespace(symptom=symptom, reference=reference)


def test_the_references_rows_say_what_it_must_and_fail_as_expected_on_the_bug():
    run = _run([Outcome("wrong samples", True, [3, 8], None, False, None),
                Outcome("nothing crashes", True, True, None, True, None)],
               [Outcome("every sample right", False, [5, 8], "all", False, None)])
    labels = {("symptom", "wrong samples"): "{} of {} samples wrong",
              ("reference", "every sample right"): "{} of {} samples right"}
    bug = checks.render_checks(run, labels, on_bug=True)
    assert "| symptom: wrong samples |  | 3 of 8 samples wrong | yes |" in bug
    assert "| context: nothing crashes |  | yes | yes |" in bug
    # The bug's value is labelled the bug's, not read as the reference failing.
    assert ("| the reference must: every sample right | `all` | the bug's: 5 of 8 samples right "
            "| the bug: no, as expected |") in bug
    # Beside it, the reference's own value from its deciding run, linked.
    theirs = _run([], [Outcome("every sample right", True, [8, 8], "all", False, None)])
    both = checks.render_checks(run, labels, on_bug=True,
                                reference=(theirs, "[run 2](reference.md#s)"))
    assert ("| the reference must: every sample right | `all` | the bug's: 5 of 8 samples right; "
            "the reference's ([run 2](reference.md#s)): 8 of 8 samples right "
            "| the bug: no, as expected; the reference: yes |") in both
    reference = checks.render_checks(_run([Outcome("wrong samples", False, [0, 8], None, False,
                                                   None)],
                                          [Outcome("every sample right", False, [5, 8], None,
                                                   False, None)]), labels, on_bug=False)
    assert "| symptom: wrong samples |  | 0 of 8 samples wrong | no, as expected |" in reference
    assert "| the reference must: every sample right |  | 5 of 8 samples right | no |" in reference


def test_the_references_page_reads_as_a_pass(pages):
    page = pages["reference.md"]
    summary = page[:page.index("## What happened when we ran it")]
    assert summary.count("**behaves as the reference must**: the symptom does not show") == \
        summary.count("| checked | handout | seen | held |") == 3
    assert "not seen:" not in summary and "as the reference:" not in page
    assert "*verdict: no symptom: it behaves as the reference must*" in page


def test_known_trouble_says_what_each_kernel_printed_and_explains_only_that(tmp_path):
    printed = {"reference": "proftest: 1 FAILED\n",
               "bug": "proftest: no leaks: FAIL\nproftest: 1 FAILED\n"}
    for side, name in (("reference", SEPC_REF), ("bug", SEPC_GDB)):
        folder = tmp_path / "runs" / side
        shutil.copytree(TRANSCRIPTS / name / "run-1", folder)
        run = json.loads((folder / "run.json").read_text())
        run["console"] += printed[side]
        (folder / "run.json").write_text(json.dumps(run))
    clinics = _clinics()
    clinic = clinics["sepc_after_yield"]
    scenarios = [dataclasses.replace(
        scenario, known_trouble=["no leaks: FAIL", "kernel samples, none outside the profiled "
                                 "range: FAIL", r"proftest: \d+ FAILED"],
        known_trouble_why="The greps hold memory while proftest counts free pages (no leaks: "
                          "FAIL).  The kernel profile gets no samples (kernel samples, none "
                          "outside the profiled range: FAIL).  They are the scenario's.")
        for scenario in clinic.scenarios]
    clinics["sepc_after_yield"] = dataclasses.replace(clinic, scenarios=scenarios)
    made = transcript_pages([tmp_path / "runs"], tmp_path / "out", clinics)
    for name in ("reference.md", "sepc_after_yield.md"):
        # Each page says what each kernel printed, the same on both pages ...
        assert made[name].count("**FAIL lines the scenario makes on any kernel:** the bug "
                                "(run 1) printed `proftest: no leaks: FAIL`, `proftest: 1 "
                                "FAILED`; the reference (run 1) printed `proftest: 1 FAILED`.  "
                                "The greps hold memory while proftest counts free pages (no "
                                "leaks: FAIL). They are the scenario's.") == 1
        # ... and explains no line that no run printed.
        assert "The kernel profile gets no samples" not in made[name]
    # A kernel that printed none of them says so.
    bug = tmp_path / "runs" / "bug" / "run.json"
    bug.write_text(json.dumps(json.loads(bug.read_text()) | {"console": ""}))
    made = transcript_pages([tmp_path / "runs"], tmp_path / "again", clinics)
    assert ("**FAIL lines the scenario makes on any kernel:** the bug (run 1) printed none of "
            "them; the reference (run 1) printed `proftest: 1 FAILED`.  They are the "
            "scenario's.") in made["sepc_after_yield.md"]


# --- no gdb jargon or noise ----------------------------------------------------------------

def test_pages_have_no_jargon_no_repeated_prompts_and_say_each_verdict_once(pages):
    for name, page in pages.items():
        for jargon in ("signal-received", "breakpoint-hit", "function-finished", "?? ()",
                       "$ $"):
            assert jargon not in page, f"{name}: {jargon}"
    page = pages["sepc_after_yield.md"]
    assert "(gdb) interrupt\ngdb stopped every hart; hart 0 was in push_off\n" in page
    assert "$ sh < mkinputs\n$ \n$ grep" in page
    # The summary says it in plain words, and the run's own last note: not a third time
    # (two scenarios, one run each).
    assert page.count("the bug showed its symptom") == 2 * 2
    assert "**the bug showed its symptom**" in page and \
        "*verdict: the bug showed its symptom*" in page
    assert "every symptom check holds" not in page
    assert scrub.folded_prompts("$ $ $ \n$ ls\n$ $ x") == "$ \n$ ls\n$ x"


def test_a_set_up_command_is_explained_once_a_page(tmp_path):
    for number in (1, 2):
        shutil.copytree(TRANSCRIPTS / SEPC_GDB / "run-1", tmp_path / "runs" / f"run-{number}")
        path = tmp_path / "runs" / f"run-{number}" / "run.json"
        path.write_text(json.dumps(json.loads(path.read_text()) | {"number": number}))
    page = transcript_pages([tmp_path / "runs"], tmp_path / "out",
                            _clinics())["sepc_after_yield.md"]
    note = "*`sh < mkinputs` makes the grep inputs b1 and b2"
    assert page.count(note) == 1
    assert page.index("$ sh < mkinputs") < page.index(note) < page.index("(gdb) interrupt")
    assert set(render.SETUP_NOTES) == {"sh < mkinputs"}


# --- statistics for students ---------------------------------------------------------------

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


# --- Markdown, and gdb's stops as a table --------------------------------------------------

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
