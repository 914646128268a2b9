"""profclinic's test harness: families of small modules, one job each.

The pipeline, from an expected file to a verdict (README.md draws it):

    patch + base/ -> build -> boot (machine/) -> steps -> facts -> judge
      -> run.json (run/) -> transcripts and figures (reports/)

Each folder is a family, its __init__.py the map of its modules.  The
families, roughly from the bottom up.  Modules never import in a cycle
(scenarios/test_structure.py); families still do in three places: the
event log reads machine/console's text rules, expected/'s expressions
use measured/stats, and run/'s deadlines read measured/'s rates while
those name run/judge's endings.

- errors:    the exceptions of the harness;
- tools:     the programs the harness runs: found (or the Debian package
             named), pytest run as a child, process groups ended;
- expected/: expected files read once into types (spec, records, ...);
- sandbox:   a learner's tree built where it reads only itself and the
             toolchain (bubblewrap);
- build:     a variant (base/ plus a patch from bugs/) built and cached;
- kernel/:   what is read off a built kernel without booting it;
- eventlog:  the event log of a run (transcript.jsonl), and its live account;
- machine/:  one boot's processes: QEMU, its console, gdb;
- run/:      a scenario run on a boot and judged, into run.json;
- measured/: rates measured and kept in measured/: the clinics' and the
             §5 measures', their keys and bounds;
- collect:   pytest collecting expected/*.toml: scenarios as test items;
- reports/:  transcripts and figures, made from recorded runs alone;
- learner/:  one learner's tree: exercise, check, diagnosis;
- grading/:  a class's trees graded: gradebook, Gradescope, timed runs;
- bench:     where a test run's time goes (make bench);
- probes:    where a log folder's time went: timing probes, and wall time beside
             guest time (make bench, python3 -m harness probes LOGDIR);
- cli:       `python3 -m harness`, what the Makefile calls.

Paths every module shares are here, with slug(), the one way a name
becomes part of a file or test name, and shortened(), how a long text
is cut to a width (but in eventlog, the leaf, which imports nothing of
the harness).
"""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = REPO / "base"
EXPECTED = REPO / "expected"     # what each clinic must show: data a teacher writes
MEASURED = REPO / "measured"     # what was measured: rates, tallies, dated lab notes


def shortened(text, width):
    """text cut to at most width characters, ending in "..." when it was cut:
    how a long value is fit into a line, a cell or a key."""
    text = str(text)
    return text if len(text) <= width else text[:width - 3] + "..."


def slug(text):
    """text as a file or test name: lower case, each run of other characters
    than a-z and 0-9 one '-' ("2-byte buckets during usertests" ->
    "2-byte-buckets-during-usertests")."""
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")
