"""profclinic's test harness: families of small modules, one job each.

The pipeline, from an expected file to a verdict (docs/maintainer.md draws it):

    patch + base/ -> build -> boot (machine/) -> steps -> facts -> judge
      -> run.json (run/) -> transcripts and figures (reports/)

Each folder is a family, its __init__.py the map of its modules; a
module at the top is a family of its own.  FAMILIES below lists them
from the bottom up, and a module imports only from its own family and
those below it (scenarios/test_structure.py holds every import to that,
with no exception):

- errors:    the exceptions of the harness;
- tools:     the programs the harness runs: found (or the Debian package
             named), pytest run as a child, process groups ended;
- stats:     the arithmetic of rates: bounds, budgets, power;
- endings:   the words of how a run ended: its verdict, and how its boot ended;
- text/:     a machine's output as text: the console's and gdb's pure rules;
- eventlog:  the event log of a run (transcript.jsonl), and its live account;
- expected/: expected files read once into types (spec, records, ...);
- sandbox:   a learner's tree built where it reads only itself and the
             toolchain (bubblewrap);
- nosandbox: where the sandbox cannot start, the files a tree's build
             would read checked before it is built without it;
- build:     a variant (base/ plus a patch from bugs/) built and cached;
- kernel/:   what is read off a built kernel without booting it;
- machine/:  one boot's processes: QEMU, its console, gdb;
- measured/: what was measured and kept in measured/, and its arithmetic:
             rates, their keys and bounds (nothing here boots);
- run/:      a scenario run on a boot and judged, into run.json;
- collect:   pytest collecting expected/*.toml: scenarios as test items;
- reports/:  transcripts and figures, made from recorded runs alone;
- learner/:  one learner's tree: exercise, check, diagnosis;
- grading/:  a class's trees graded: gradebook, Gradescope, class report;
- trials/:   the programs that boot many times to measure, one a command
             (make rates, make measure-rates, consoles, make grade-bench,
             make reverse-error), and `rates carry`, which moves what they
             kept to a new rule of keys;
- probes:    where a log folder's time went: timing probes, and wall time beside
             guest time (make bench, python3 -m harness probes LOGDIR);
- bench:     where a test run's time goes (make bench);
- plugin/:   the pytest side, a plugin a role: options, fixtures, markers,
             hooks, the end-of-run summary (conftest.py registers them), and
             make grade's plugin;
- cli/:      `python3 -m harness`, what the Makefile calls: its parser, with
             each command's --help and exit statuses, and their bodies.

Paths every module shares are here, with slug(), the one way a name
becomes part of a file or test name, and shortened(), how a long text
is cut to a width.  This package's own text imports nothing of the harness.
"""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = REPO / "base"
EXPECTED = REPO / "expected"     # what each clinic must show: data a teacher writes
MEASURED = REPO / "measured"     # what was measured: rates, tallies, dated lab notes

# The families, from the bottom up: each imports only from itself and those before it.
FAMILIES = ("errors", "tools", "stats", "endings", "text", "eventlog", "expected", "sandbox",
            "nosandbox", "build", "kernel", "machine", "measured", "run", "collect", "reports",
            "learner", "grading", "trials", "probes", "bench", "plugin", "cli", "__main__")


def shown(path):
    """A path as messages show it: from the top of the repository when
    inside it (bugs/x.patch), else as it is."""
    path = Path(path).resolve()
    return path.relative_to(REPO) if path.is_relative_to(REPO) else path


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
