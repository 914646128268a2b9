"""Pages that keep to their runs (harness/reports/): every recorded run of
scenarios/data rendered, and each page read as a student reads it.

The runs: scenarios/data/transcripts/ (a suite's runs and a `make rates`
boot), data/attributed/ (a gdb run that recorded whose pc each sample
was, with its build's symbols), and a copy of that run edited here, one
stop's live sepc made a kernel pc, which no recorded run shows yet.  The
clinics are the recorded ones (data/clinics/).

A page fails on a Python repr, a bare True/False/None, an address
written in decimal, a generic paragraph about chance, a link to no
heading of the page as python3-markdown renders it (scripts/render-check's
renderer), a sentence of the why that its run contradicts, or a last
section that does not say what to do next.
"""

import json
import re
import shutil

import pytest

from harness.kernel.symbols import Symbols
from harness.reports import transcripts
from harness.build import patch_of

from support import DATA, TRANSCRIPTS, known_clinics

ATTRIBUTED = DATA / "attributed"
GDB_RUN = "sepc_after_yield.bug[gdb-at-the-samples-under-three-hogs]"
POP_OFF_38 = 0x800002ee + 0x38   # pop_off+0x38 in that build (symbols/kernel.sym)


def _symbols_of(variant, source_key, program):
    """The recorded build's symbols (data/attributed/symbols/), for every variant."""
    path = ATTRIBUTED / "symbols" / ("kernel.sym" if program is None else f"_{program}.sym")
    return Symbols(path) if path.is_file() else None


def _with_one_kernel_pc(folder, stop_number=3):
    """The attributed run copied into folder, EDITED: its stop_number-th stop's
    live sepc made pop_off+0x38, in run.json (the stop, its frame's pc, the
    values its checks showed) and in transcript.jsonl (gdb's answer)."""
    shutil.copytree(ATTRIBUTED / GDB_RUN, folder)
    path = folder / "run-1" / "run.json"
    run = json.loads(path.read_text())
    stop = run["steps"][0]["stops"][stop_number - 1]
    stop["values"]["sepc"] = POP_OFF_38
    stop["frames"][0]["args"]["pc"] = str(POP_OFF_38)
    shown = hex(POP_OFF_38)
    for outcome in run["symptom"] + run["reference"]:
        seen = outcome["seen"]
        if isinstance(seen, list) and len(seen) == len(run["steps"][0]["stops"]):
            item = seen[stop_number - 1]
            seen[stop_number - 1] = ([shown, item[1]] if item[0] != "user pc of another process"
                                     else ["pop_off", shown]) if isinstance(item, list) else shown
    path.write_text(json.dumps(run))
    events = (folder / "run-1" / "transcript.jsonl").read_text().splitlines()
    answers = [number for number, line in enumerate(events)
               if json.loads(line).get("command") == "print $sepc"]
    event = json.loads(events[answers[stop_number - 1]])
    event["text"] = f"{POP_OFF_38} ({shown})"
    events[answers[stop_number - 1]] = json.dumps(event)
    (folder / "run-1" / "transcript.jsonl").write_text("\n".join(events) + "\n")


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """{(set, file name): text} of every page the recorded runs make."""
    root = tmp_path_factory.mktemp("honest")
    _with_one_kernel_pc(root / "edited" / GDB_RUN)
    made = {}
    for name, folder in (("transcripts", TRANSCRIPTS), ("attributed", ATTRIBUTED),
                         ("edited", root / "edited")):
        out = root / "out" / name
        transcripts.write_transcripts([folder], out, patch_of, clinics=known_clinics(),
                                      symbols_of=_symbols_of)
        made.update({(name, path.name): path.read_text() for path in out.glob("*.md")})
    return made


def _outside_fences(page, keep=()):
    """The page without its fenced blocks, but those of the kinds in keep."""
    fenced, out = None, []
    for line in page.splitlines():
        if line.startswith("```"):
            fenced = line[3:] if fenced is None else None
        elif fenced is None or fenced in keep:
            out.append(line)
    return "\n".join(out)


def test_every_recorded_run_makes_pages(pages):
    assert {name for _, name in pages} >= {"README.md", "reference.md", "sepc_after_yield.md",
                                           "clockintr_sampling.md", "no_range_check.md"}
    assert ("edited", "sepc_after_yield.md") in pages


def test_no_python_repr_and_no_address_in_decimal(pages):
    for (where, name), page in pages.items():
        shown = _outside_fences(page, keep=("text",))   # a patch's C code left out
        for text in ("[(", "('", "\\000", "\\x00"):
            assert text not in shown, f"{where}/{name}: {text}"
        prose = _outside_fences(page)
        for word in re.findall(r"\b(?:True|False|None)\b", prose):
            raise AssertionError(f"{where}/{name}: a bare {word}")
        for number in re.findall(r"(?<![\w.+-])\d{10,}(?![\w.])", prose):
            assert int(number) < 0x80000000, f"{where}/{name}: {number} in decimal"


def test_no_generic_paragraph_about_chance(pages):
    for (where, name), page in pages.items():
        assert not re.search(r"judged (not )?cured with chance|with chance \d", page), \
            f"{where}/{name}"


def test_every_link_reaches_an_anchor_as_render_check_renders_it(pages):
    markdown = pytest.importorskip("markdown")
    for (where, name), page in pages.items():
        html = markdown.markdown(page, extensions=["tables", "fenced_code", "footnotes"])
        ids = set(re.findall(r'\bid="([^"]+)"', html))
        for anchor in re.findall(r'href="#([^"]+)"', html):
            assert anchor in ids, f"{where}/{name}#{anchor}"
        for other, anchor in re.findall(r'href="([\w.]+\.md)#([^"]+)"', html):
            theirs = markdown.markdown(pages[(where, other)], extensions=["tables",
                                                                          "fenced_code",
                                                                          "footnotes"])
            assert f'id="{anchor}"' in theirs, f"{where}/{name} -> {other}#{anchor}"


def test_each_page_ends_with_what_to_do_next(pages):
    for (where, name), page in pages.items():
        last = page[page.rindex("\n## "):]
        assert last.startswith("\n## What to do next\n"), f"{where}/{name}"
        if name == "README.md":
            assert "make exercise BUG=<bug>" in last          # the index: how to try one
        elif name == "reference.md":
            assert "Read the bug's page of each clinic: [" in last
        else:
            bug = name[:-3]
            assert f"`make exercise BUG={bug}`" in last and \
                f"`make check BUG={bug} TREE=exercises/{bug}`" in last


def _why(page):
    found = re.search(r"<details><summary>Why it happens</summary>(.*?)</details>", page, re.S)
    return found.group(1) if found else ""


def test_a_wrong_sample_that_is_a_kernel_pc_is_said_so_and_the_why_keeps_to_the_run(pages):
    """Item 1 of the review: a run in which one wrong sample is a kernel pc
    (an edited copy of a recorded run, see _with_one_kernel_pc)."""
    page = pages[("edited", "sepc_after_yield.md")]
    counted = ("Of the 8 samples gdb stopped at in run 1, 8 charged a pc that is not the "
               "sampled process's: 6 were a grep's pc, 1 a kernel pc (pop_off+0x38), 1 could "
               "not be attributed.")
    summary = page[:page.index("## The patch")]
    assert counted in summary and counted in page[page.index("## What happened"):]
    assert "| 3 | 0 | proftest (pid 14) | `0x80000326` | `0x336` | a kernel pc (pop_off+0x38)" \
        in page
    # The recorded run as it was: no kernel pc.
    assert ("8 charged a pc that is not the sampled process's: 7 were a grep's pc, 1 could "
            "not be attributed." in pages[("attributed", "sepc_after_yield.md")])
    assert "| 3 | 0 | proftest (pid 14) | `0xa8` | `0x336` | grep's matchstar+0x2a: pid 9 |" in \
        pages[("attributed", "sepc_after_yield.md")]
    # No sentence of the why says what a run can contradict: that every wrong
    # sample (or each, or only ...) was a grep's.
    for (where, name), text in pages.items():
        for clause in re.split(r"(?<=\.)\s+|;", _why(text)):
            if "wrong sample" in clause:
                assert not re.search(r"\b(every|each|all|only|never)\b", clause), \
                    f"{where}/{name}: {clause}"


def test_the_why_explains_only_the_fail_lines_a_run_printed(pages):
    for (where, name), page in pages.items():
        for said in re.findall(r"\*\*FAIL lines the scenario makes on any kernel:\*\* (.*)", page):
            printed = " ".join(re.findall(r"printed ((?:`[^`]*`(?:, )?)+)", said))
            for check in ("no leaks: FAIL", "kernel samples, none outside the profiled range: "
                          "FAIL"):
                if f"({check})" in said:   # the why's sentence about it
                    assert check in printed, f"{where}/{name}: {check} explained, not printed"
