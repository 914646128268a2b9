"""transcripts.json (harness/reports/manifest.py): a folder of transcripts
accumulates, clinic by clinic, in any order; a clinic made again
replaces its runs, and runs whose logs are gone are dropped, once said.
From the recorded runs of scenarios/data/transcripts/."""

import json
import shutil
from pathlib import Path

from harness.reports.manifest import MANIFEST

from support import SEPC_GDB, SEPC_REF, TRANSCRIPTS, transcript_pages

PANIC_BUG = "dump_in_freeproc.bug[gdb-at-the-panic]"
PANIC_REF = "dump_in_freeproc.reference[gdb-at-the-panic]"


def test_clinics_made_one_after_the_other_stay_indexed(tmp_path):
    out = tmp_path / "out"
    logs = tmp_path / "logs"
    for name in (SEPC_GDB, SEPC_REF, PANIC_BUG, PANIC_REF):
        shutil.copytree(TRANSCRIPTS / name, logs / name)
    first = transcript_pages([logs / SEPC_GDB, logs / SEPC_REF], out)
    assert "dump_in_freeproc.md" not in first
    second = transcript_pages([logs / PANIC_BUG, logs / PANIC_REF], out)
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
    transcript_pages([logs / PANIC_BUG, logs / PANIC_REF], other)
    assert transcript_pages([logs / SEPC_GDB, logs / SEPC_REF], other) == second
    assert transcript_pages([logs / SEPC_GDB, logs / SEPC_REF], other) == second
    manifest = json.loads((out / MANIFEST).read_text())
    assert all(not Path(entry["folder"]).is_absolute()
               for entries in manifest["pages"].values() for entry in entries)


def test_a_clinic_made_again_replaces_its_runs_and_gone_runs_are_dropped(tmp_path):
    out, logs = tmp_path / "out", tmp_path / "logs"
    for name in (SEPC_GDB, PANIC_BUG):
        shutil.copytree(TRANSCRIPTS / name, logs / "old" / name)
    transcript_pages([logs / "old"], out)
    again = logs / "new" / SEPC_GDB
    shutil.copytree(TRANSCRIPTS / SEPC_GDB, again)
    path = again / "run-1" / "run.json"
    path.write_text(json.dumps(json.loads(path.read_text()) | {"number": 7}))
    page = transcript_pages([logs / "new"], out)["sepc_after_yield.md"]
    assert "run 7: symptom" in page and "run 1: symptom" not in page
    shutil.rmtree(logs / "old" / PANIC_BUG)
    made = transcript_pages([logs / "new"], out)
    assert "dump_in_freeproc.md" not in made   # its only runs are gone: so is its page
    assert ("Earlier runs whose logs are gone were dropped from these pages: dump_in_freeproc "
            "under dump_in_freeproc, 'gdb at the panic', run 1.") in made["README.md"]
    assert "Earlier runs" not in transcript_pages([logs / "new"], out)["README.md"]   # said once
