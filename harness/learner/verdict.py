"""One learner's tree checked against one clinic: its verdict, with every caveat.

The one place a check of a tree is put together; `make check` prints it
(harness/cli/), make grade stores it (harness/grading/one_tree.py).

- built(tree, logs): the tree built on trusted programs (trust.py), or
  why not: the tree's own fault (unbuilt_why: not cured) or the grader's;
- check_tree(bug, tree, logs): built, then checked (trees.check), into a
  Checked: the verdict, the findings, and the caveats beside them:
  - left_out: the tree's files judged with base/'s;
  - stale: the stale rates its boots still come from (chances.stale_rates);
  - warnings: what a cured tree did that the reference does not (a
    console far larger than the reference's: console_warnings);
  - on_reference: for "not cured", beside each finding that is not as the
    reference, how often the reference did the same in its measured
    tries of that scenario (chances.finding_chance).
- console_warnings(bug, findings): the scenarios that behaved as the
  reference yet printed far more (WARN_FACTOR times the reference's
  console, measured/consoles.toml, and WARN_SLACK characters more).
"""

import time
from dataclasses import dataclass, field
from pathlib import Path

from harness.errors import (BuildError, DoesNotCompile, NotAKernelTree, NotTheInterface,
                            ReadsOutside)
from harness.expected import spec
from harness.learner import chances, trees
from harness.learner.trust import build_trusted, not_used
from harness.measured import consoles
from harness.measured.keys import measurement_key

WARN_FACTOR = 2          # a console this many times the reference's ...
WARN_SLACK = 1024        # ... and this many characters more is worth a warning


@dataclass
class Built:
    """A tree's trusted build, or why there is none."""
    build: object = None           # the Build; None when it did not build
    left_out: list = field(default_factory=list)    # the tree's files judged with base/'s
    error: BuildError = None       # why it did not build
    why: str = None                # what the tree did, when that was its own fault

    @property
    def verdict(self):
        """NOT_CURED for a build the tree's own fault failed, GRADER_TROUBLE
        for any other failure, None when it built."""
        if self.error is None:
            return None
        return trees.NOT_CURED if self.why else trees.GRADER_TROUBLE


@dataclass
class Checked:
    """A tree's check against one clinic: its verdict and what to say beside it."""
    bug: str
    built: Built
    verdict: str
    findings: list = field(default_factory=list)    # trees.Finding, a scenario each
    stale: list = field(default_factory=list)       # lines: stale rates used
    warnings: list = field(default_factory=list)    # a cured tree's warnings
    on_reference: dict = field(default_factory=dict)  # {scenario: how often the reference
                                                      #  did what its finding says}
    seconds: float = 0.0

    @property
    def boots(self):
        return sum(finding.boots for finding in self.findings)

    @property
    def budget(self):
        return sum(finding.allowed for finding in self.findings)


def built(tree, logs):
    """The tree's trusted Build (build.log in logs), or why there is none."""
    left_out = not_used(tree) if Path(tree).is_dir() else []
    try:
        return Built(build_trusted(tree, log_path=Path(logs) / "build.log"), left_out)
    except BuildError as error:
        return Built(None, left_out, error, unbuilt_why(error))


def check_tree(bug, tree, logs, at_once=None):
    """Checked: the tree built and checked against bug's clinic, its logs in
    logs, at_once boots side by side (default: the host's cores)."""
    started = time.monotonic()
    made = built(tree, logs)
    stale = chances.stale_rates([bug])
    if made.error is not None:
        return Checked(bug, made, made.verdict, stale=stale,
                       seconds=time.monotonic() - started)
    findings = trees.check(bug, made.build, logs, at_once)
    verdict = trees.verdict(findings)
    return Checked(
        bug, made, verdict, findings, stale,
        console_warnings(bug, findings) if verdict == trees.CURED else [],
        {f.scenario: chances.finding_chance(bug, f) for f in trees.not_as_reference(findings)}
        if verdict == trees.NOT_CURED else {},
        time.monotonic() - started)


def unbuilt_why(error):
    """What a tree whose build failed did, when the fault is the tree's: it
    reads a file outside itself, or its files do not compile (in the
    sandbox, harness/sandbox.py), or it is no kernel tree at all, or it
    built but does not implement the handout's interface; None for
    any other failure (the sandbox would not start, the host refused, make
    timed out): the grader's."""
    if isinstance(error, ReadsOutside):
        return f"the tree reads outside itself: {', '.join(error.paths)}"
    if isinstance(error, DoesNotCompile):
        return "does not build"
    if isinstance(error, NotAKernelTree):
        return "does not build: it is not a kernel tree"
    if isinstance(error, NotTheInterface):
        return f"does not implement the handout's interface: {'; '.join(error.differences)}"
    return None


def louder(printed, reference):
    """The warning for a console of `printed` characters against the
    reference's `reference` (None: not measured), or ""."""
    if reference is None or printed <= max(WARN_FACTOR * reference, reference + WARN_SLACK):
        return ""
    return (f"its console printed {printed} characters, {printed / max(reference, 1):.1f} "
            f"times the reference's {reference}")


def console_warnings(bug, findings, path=consoles.CONSOLES):
    """["SCENARIO: its console printed N characters, k times the
    reference's M", ...] for the scenarios that behaved as the reference
    yet printed far more (louder); a scenario whose reference console is
    not measured under today's key gives none."""
    clinic = spec.load_clinic(bug)
    scenarios = {scenario.name: scenario for scenario in clinic.scenarios}
    said = []
    for finding in findings:
        scenario = scenarios.get(finding.scenario)
        if scenario is None or not finding.printed:
            continue
        reference = consoles.reference_chars(bug, scenario.name,
                                             measurement_key(clinic, scenario), path)
        loud = louder(finding.printed, reference)
        if loud:
            said.append(f"{finding.scenario}: {loud}")
    return said
