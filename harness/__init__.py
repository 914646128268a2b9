"""profclinic's test harness: small layers, one job each.

The pipeline, from an expected file to a verdict (README.md draws it):

    patch + base/ -> build -> boot (machine, debugger) -> steps -> facts
      -> checks -> verdict -> run.json -> transcripts and figures

- spec:        expected/*.toml read once into types: scenarios, steps and
               checks, each check's expression compiled (expression).
- build:       a variant (base/ plus a patch from bugs/) built and cached.
- boot:        one boot: the machine (QEMU), gdb if asked, the event log (log).
- steps:       a scenario's steps done on a boot; what gdb read, per step.
- timing, deadlines: each step's seconds and QEMU's CPU time meanwhile;
  how long a step may wait, from the step times measured under load.
- facts:       what checks may read of a run (console, panic, named gdb values).
- judge:       checks judged, the verdict of a run.
- clinic:      a scenario run (boot, steps, facts, judge) into a RunRecord.
- record:      run.json, the one thing renderers read.
- transcripts, render, plots, figures: Markdown and SVG from run.json;
  manifest: which runs a folder of transcripts was made from.
- rates, measurerates, stats, keys: measured rates (of the clinics'
  scenarios, of the §5 measures' checks), their bounds, what they are keyed by.
- trees, diagnosis, exercise: a learner's tree checked and diagnosed.
- grading, gradebook, grade, grade_plugin, gradescope: a class's trees
  graded (pytest-xdist runs them), the gradebook, Gradescope's autograder;
  classroom, gradebench: trees a class might hand in, and grading them timed.
- cli:         `python3 -m harness`, what the Makefile calls.

Paths every module shares are here, with slug(), the one way a name
becomes part of a file or test name.
"""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = REPO / "base"
EXPECTED = REPO / "expected"     # what each clinic must show: data a teacher writes
MEASURED = REPO / "measured"     # what was measured: rates, tallies, dated lab notes


def slug(text):
    """text as a file or test name: lower case, each run of other characters
    than a-z and 0-9 one '-' ("2-byte buckets during usertests" ->
    "2-byte-buckets-during-usertests")."""
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")
