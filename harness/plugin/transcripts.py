"""--transcripts=DIR at the session's end: one Markdown transcript per
variant, and their index, from this session's clinic runs
(harness/reports/transcripts.py writes them).
"""

from pathlib import Path

from harness import eventlog
from harness.kernel.tree import variant_patch
from harness.kernel.cached import interrupt_marks, program_symbols
from harness.plugin.summary import RAN
from harness.reports.transcripts import write_transcripts


def pytest_sessionfinish(session):
    """--transcripts DIR: one Markdown file per variant, and their index,
    from this session's clinic runs (in the controller, not in a worker)."""
    out = session.config.getoption("transcripts")
    if out is None or hasattr(session.config, "workerinput"):   # a pytest-xdist worker
        return
    folders = [Path(logdir) for *_, logdir in session.config.stash.get(RAN, [])]
    written = write_transcripts(folders, Path(out), variant_patch, marks_of=interrupt_marks,
                                symbols_of=program_symbols)
    if written:
        *pages, index = written
        eventlog.report(f"transcripts: {index} (the index), and beside it "
                        + ", ".join(path.name for path in pages))
