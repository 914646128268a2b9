"""transcripts.json: the run folders each transcript page was made from, so
that a folder of transcripts accumulates (harness/reports/transcripts.py)."""

import json
import os
from pathlib import Path

from harness.errors import HarnessError
from harness.run.record import RunRecord

MANIFEST = "transcripts.json"   # the run folders each page was made from


def earlier_runs(runs, out_dir):
    """(runs, dropped, pages): the runs given and those of out_dir's manifest
    that no run given replaces (same variant, bug and scenario); dropped:
    the [(variant, bug, scenario, number)] of earlier runs whose folders are
    gone (or unreadable) and that nothing replaces; pages: the variants
    the manifest named."""
    try:
        pages = json.loads((out_dir / MANIFEST).read_text())["pages"]
    except (OSError, ValueError, KeyError, TypeError):
        return runs, [], set()
    fresh = {(run.variant, run.bug, run.scenario) for run in runs}
    given = {Path(run.folder).resolve() for run in runs}
    kept, dropped = list(runs), []
    for variant, entries in sorted(pages.items()):
        for entry in entries:
            if (variant, entry["bug"], entry["scenario"]) in fresh:
                continue
            folder = (out_dir / entry["folder"]).resolve()
            if folder in given:
                continue
            try:
                kept.append(RunRecord.load(folder / "run.json"))
            except (HarnessError, OSError, ValueError, TypeError):
                dropped.append((variant, entry["bug"], entry["scenario"], entry["number"]))
    return kept, dropped, set(pages)


def write_manifest(out_dir, variants):
    """transcripts.json: each page's run folders, relative to out_dir."""
    pages = {variant: [{"folder": os.path.relpath(Path(run.folder).resolve(), out_dir.resolve()),
                        "bug": run.bug, "scenario": run.scenario, "number": run.number}
                       for run in runs]
             for variant, runs in sorted(variants.items())}
    (out_dir / MANIFEST).write_text(json.dumps({"format": 1, "pages": pages}, indent=1) + "\n")
