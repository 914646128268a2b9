"""A scenario's runs on a learner's tree, judged into a Finding (pure: from
run records alone, unit-tested on them).

- Finding: one scenario on a tree, what it showed, and the line that says
  so; its status is one of the constants below (or one of boots.TREE_FAULTS);
- finding_of(bug, scenario, made, allowed): the Finding of a scenario's runs;
- EXIT_STATUS: a check's verdict (cured, not cured, grader trouble) as an
  exit status.

learner/trees.py boots the scenarios and names these again for its callers.
"""

import re
from dataclasses import dataclass, field

from harness.endings import FLOODED, INFRASTRUCTURE, STOPPED
from harness.learner import boots, evidence
from harness.learner.boots import (AMBIGUOUS, AMBIGUOUS_REPEATS, FLOODS, HANGS, STOPS,
                                   failure_of)
from harness.run.judge import (as_outcomes, counted, reference_failures, shows,
                               trouble_lines, unexpected_trouble)
from harness.run.scenario import INFRASTRUCTURE_RETRIES
from harness.text.console import find_panic

# A Finding's status.
SHOWS = "shows the symptom"
SHOWS_AND_MORE = "symptom checks hold, and more"   # resolved by diagnosis.shown_clinics
AS_REFERENCE = boots.AS_REFERENCE
FAILS = "fails otherwise"
DID_NOT_RUN = boots.GRADER       # "did not run"
# and what a tree did that ends its check: boots.TREE_FAULTS
NOT_APPLICABLE = "not applicable"

# A check's verdict on a tree, and its exit status.
CURED, NOT_CURED, GRADER_TROUBLE = "cured", "not cured", "grader trouble"
EXIT_STATUS = {CURED: 0, NOT_CURED: 1, GRADER_TROUBLE: 2}


@dataclass
class Finding:
    """One scenario run on a tree: its status, and the line that shows why."""
    clinic: str               # the bug, or the lab's tests' name ("baseline")
    scenario: str
    status: str
    evidence: str
    boots: int = 0            # counted boots
    symptom_boots: int = 0
    allowed: int = 1          # boots it could take
    trouble: list = field(default_factory=list)   # FAIL and panic lines, each boot's
    logdir: str = ""
    more: list = field(default_factory=list)      # SHOWS_AND_MORE: what its file does not name
    ambiguous: bool = False   # HANGS on failures that repeated (boots.Retries), not on their kind
    printed: int = 0          # the most characters a counted boot's console printed
    cause: str = ""           # FAILS, PANICS_AT_BOOT: the panic or the check it failed (_cause)
    step: str = ""            # HANGS: the step's label ("2 run: proftest", "boot") ...
    deadline: float = 0.0     # ... and the seconds it was allowed

    @property
    def budget_text(self):
        """The boots that ran against the budget: "3 of 5"."""
        return "" if self.status == NOT_APPLICABLE else f"{self.boots} of {self.allowed}"

    @property
    def boots_text(self):
        if self.status in (NOT_APPLICABLE, DID_NOT_RUN):
            return ""
        if self.symptom_boots or self.allowed > 1:
            return f"{self.symptom_boots} of {self.boots}"
        return ""


def finding_of(bug, scenario, made, allowed, logdir=""):
    """The Finding from a scenario's runs on a tree (pure: unit-tested on
    run records).

    SHOWS when in some boot every symptom check holds and every FAIL or
    panic line is one the clinic's file names; SHOWS_AND_MORE when the
    checks hold but the boot printed more (diagnosis.shown_clinics decides
    whether another clinic shown names it)."""
    taken = counted(made)
    trouble = [line for run in taken for line in _trouble_of(run, scenario)]
    finding = Finding(bug, scenario.name, AS_REFERENCE, "", boots=len(taken),
                      symptom_boots=sum(map(shows, taken)), allowed=allowed,
                      trouble=trouble, logdir=logdir,
                      printed=max((len(run.console or "") for run in taken), default=0))
    failures = [failure_of(run) for run in made if run.verdict == INFRASTRUCTURE]
    if failures and failures[-1] == HANGS and made[-1].verdict == INFRASTRUCTURE:
        timed = made[-1].timing[-1]
        finding.status, finding.boots = HANGS, len(taken) + 1
        finding.step, finding.deadline = timed["step"], timed.get("deadline") or 0.0
        finding.evidence = (f"at step '{timed['step']}': nothing in {timed['seconds']:.0f} s "
                            f"(its deadline, from the reference's measured times), QEMU busy "
                            f"meanwhile ({timed['user'] + timed['system']:.1f} s of CPU)"
                            + (f"; {made[-1].harts}" if getattr(made[-1], "harts", "") else ""))
    elif made[-1:] and made[-1].verdict == INFRASTRUCTURE and \
            failures.count(AMBIGUOUS) >= AMBIGUOUS_REPEATS:
        timed = made[-1].timing[-1]
        finding.status, finding.ambiguous = HANGS, True
        finding.step, finding.deadline = timed["step"], timed.get("deadline") or 0.0
        finding.boots = len(taken) + failures.count(AMBIGUOUS)   # the tree's own, now
        finding.evidence = (f"at step '{timed['step']}': nothing in {timed['seconds']:.0f} s, "
                            f"QEMU idle or stopped meanwhile, in {failures.count(AMBIGUOUS)} of "
                            f"{len(made)} boots: it repeats")
    elif not taken:
        last = made[-1] if made else None
        finding.status = DID_NOT_RUN
        finding.evidence = (f"0 of {allowed} boots ran: every boot failed: "
                            f"{last.error or last.detail}" if last else "no boot was made")
    elif finding.symptom_boots:
        showing = [run for run in taken if shows(run)]
        clean = [run for run in showing if not _more_than_the_bug(run, scenario)]
        run = (clean or showing)[0]
        held = [evidence.held(o, scenario, "symptom") for o in as_outcomes(run.symptom)
                if o.ok and not o.context]
        finding.status = SHOWS if clean else SHOWS_AND_MORE
        finding.evidence = "; ".join(held[:2])
        if not clean:
            finding.more = _more_than_the_bug(run, scenario)
            finding.evidence += f"; and it printed {'; '.join(finding.more)}"
    elif any(run.ended in (FLOODED, STOPPED) for run in taken):
        run = next(run for run in taken if run.ended in (FLOODED, STOPPED))
        finding.status = FLOODS if run.ended == FLOODED else STOPS
        finding.evidence = run.fault
    elif any(reference_failures(run) for run in taken):
        run = next(run for run in taken if reference_failures(run))
        finding.status, finding.cause = FAILS, _cause(run, scenario)
        finding.evidence = evidence.failed(run, _trouble_of(run, scenario))
    elif len(taken) < allowed:
        last = made[-1]
        finding.status = DID_NOT_RUN
        finding.evidence = (f"{len(taken)} of {allowed} boots ran; then a boot failed "
                            f"{INFRASTRUCTURE_RETRIES + 1} times: {last.error or last.detail}")
    else:
        held = [evidence.held(o, scenario, "reference")
                for o in as_outcomes(taken[-1].reference)]
        finding.evidence = held[0] if held else "no symptom check held"
    return finding


def _cause(run, scenario):
    """What a run that failed otherwise failed on, in words the same in each
    tree that fails alike (a class's report groups its trees by them): the
    panic's message; else the first line like "proftest: exec keeps the
    profile: FAIL" that the scenario does not expect of the reference;
    else the first reference check that did not hold."""
    if run.panic:
        return f"panic: {run.panic}"
    printed = [line for line in _trouble_of(run, scenario)
               if evidence.FAIL_LINE.match(line)]
    failed = [o.says for o in as_outcomes(run.reference) if not o.ok]
    partial = [f"shows part of the symptom: {o.says}" for o in as_outcomes(run.symptom)
               if o.ok and not o.context]
    return (printed + failed + partial + [f"it ended '{run.verdict}'"])[0]


def _more_than_the_bug(run, scenario):
    """The FAIL and panic lines of a run that its clinic's file does not name
    for this scenario, its bug's own lines (bug_also_prints) included."""
    console = run.console or ""
    panic = find_panic(console)
    return unexpected_trouble(console, panic and panic.message, scenario, on_bug=True)


def _trouble_of(run, scenario):
    """The FAIL and panic lines of a run that its scenario does not expect on
    the reference (known_trouble), in the order they were printed."""
    return [line for line in trouble_lines(run.console or "", run.panic)
            if not any(re.search(pattern, line) for pattern in scenario.known_trouble)]
