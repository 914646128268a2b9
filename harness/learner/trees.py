"""The clinics' scenarios run on a tree the user gives: is a learner's fix a
cure, and what does each scenario show on any tree.

- check(bug, build, logdir): every scenario of one clinic that judges a
  learner's tree, judged as the reference is judged
  (judge.reference_failures), leaving out the checks marked `mechanism`
  (how the reference's code does it, which a correct fix written
  otherwise need not do: judge.for_learner).
- diagnose(build, logdir): the lab's own tests (expected/diagnose/), then
  every clinic's scenarios.  What the findings add up to is
  harness/learner/diagnosis.py's job.
- Finding: one scenario on the tree, what it showed, and the line that
  says so; its status is one of the constants below.
- cured(findings): every scenario behaved as the reference;
  verdict(findings): cured, not cured or grader trouble (EXIT_STATUS).

A scenario whose symptom shows only by chance gets several boots: in a
check, the suite's budget (a tree that still has the bug passes them all
with chance at most rates.SUITE_MISS / chance scenarios); in a diagnosis,
fewer (DIAGNOSE_MISS a scenario).  A check stops at the first boot that
shows the symptom or fails otherwise; a diagnosis only at one that shows
it (a bug's boot that misses its symptom often fails otherwise).  A boot
that hangs, or never prints what a step waits for, is tried again, a
bounded number of times (run/scenario.py: INFRASTRUCTURE_RETRIES); a scenario
concludes "as the reference" only on its whole budget of boots: short of
it, the scenario "did not run" ("k of N boots ran", with the last
failure), never "cured".
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

from harness import slug, stats
from harness.endings import FLOODED, INFRASTRUCTURE, STOPPED
from harness.errors import ExpectationError
from harness.expected import spec
from harness.expected.records import chance_scenarios
from harness.kernel.symbols import Symbols
from harness.learner import boots, evidence
from harness.learner.boots import (AMBIGUOUS, AMBIGUOUS_BOOTS, AMBIGUOUS_REPEATS, FLOODS, HANGS,
                                   STOPS, TREE_FAULTS, Retries, failure_of)
from harness.measured import rates
from harness.measured.keys import measurement_key
from harness.run.judge import (as_outcomes, counted, for_learner, reference_failures, shows,
                               trouble_lines, unexpected_trouble)
from harness.run.scenario import INFRASTRUCTURE_RETRIES, run_scenario
from harness.run.timing import BOOT
from harness.text.console import find_panic

DIAGNOSE_MISS = 0.01      # a chance scenario's allowed miss in a diagnosis

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


# --- which scenarios can run on a tree -------------------------------------------

def needed_symbols(scenario):
    """The kernel symbols a scenario needs (its breakpoints, proc[] listings,
    and the sym() and end() names of its defines and checks), in order."""
    return list(scenario.symbols())


def missing_symbols(scenario, build):
    """needed_symbols the tree's kernel does not have ([] for a scenario that
    needs none)."""
    table = Path(build.source) / "kernel" / "kernel.sym"
    needed = needed_symbols(scenario)
    if not needed:
        return []
    have = set(Symbols(table).address) if table.is_file() else set()
    # proc is data, not a function: kernel.sym lists functions only; gdb finds it
    # from the debug information, which every tree built by base/'s Makefile has.
    return [name for name in needed if name not in have and name != "proc"]


# --- running one scenario ----------------------------------------------------------

def boots_for(clinic, scenario, miss):
    """How many boots a scenario gets on a tree: 1, or for a chance scenario the
    fewest that a tree with the bug all passes with chance <= miss (at the
    lower bound of its measured rate)."""
    if not scenario.by_chance:
        return 1
    plan = rates.plan(clinic.bug, scenario, 1, measurement_key(clinic, scenario))
    return stats.budget(plan.bound, miss)


def try_scenario(build, clinic, scenario, logdir, allowed, *, until_failure=True,
                 learner=False):
    """Boot the tree under one scenario, up to `allowed` times: until a boot
    shows the symptom or, with until_failure (a check: the tree is not
    cured either way), fails in another way.  A diagnosis asks only whether
    the symptom shows: a bug's boot that misses its symptom by chance often
    fails otherwise too, so it boots on.  A Finding."""
    missing = missing_symbols(scenario, build) if scenario.gdb else []
    if missing:
        return Finding(clinic.bug, scenario.name, NOT_APPLICABLE,
                       f"the tree's kernel has no symbol {', '.join(missing)}",
                       allowed=allowed)

    def judged(run):      # a check: as a learner's tree, without `mechanism` checks
        return for_learner(run, scenario) if learner else run

    def stop(run):
        return shows(judged(run)) or bool(until_failure and reference_failures(judged(run)))

    # A boot the machine or gdb failed is tried again (run_scenario's
    # retries); one that keeps failing ends the scenario short of its budget.
    # A learner's boot that hung while QEMU ran is the tree's: not tried
    # again; one that failed ambiguously is, until it repeats (boots.Retries).
    retries = Retries()
    extra = dict(gives_up=lambda run: retries.gives_up(failure_of(run)),
                 retries=AMBIGUOUS_BOOTS - 1, watch_hangs=True) if learner else {}
    made = run_scenario(build, clinic, scenario, logdir, allowed, until_symptom=False,
                        stop_when=stop, **extra)
    return finding_of(clinic.bug, scenario, [judged(run) for run in made], allowed,
                      str(logdir))


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


# --- check and diagnose --------------------------------------------------------------

def check_boots(clinic, scenario):
    """A scenario's boots in a check: the bug's budget in the suite."""
    return boots_for(clinic, scenario, rates.share(chance_scenarios(spec.load_clinics()[0])))


def check(bug, build, logdir):
    """Every scenario of `bug`'s clinic that judges a learner's tree
    (learner_scenarios) on the tree, each with the suite's boot budget,
    judged without the checks of how the reference's code does it
    (judge.for_learner): [Finding], the boot check's first
    (harness/learner/boots.py: boots to the shell).  The tree is cured
    when each is AS_REFERENCE.  Once the tree has done one of
    boots.TREE_FAULTS (or the boot check could not run), the scenarios
    left are not booted: it would do it again in each."""
    clinic = spec.load_clinic(bug)
    scenarios = learner_scenarios(clinic)
    booted = boots.boot_check(build, clinic, scenarios, Path(logdir) / slug(boots.SCENARIO))
    findings = [Finding(clinic.bug, boots.SCENARIO, booted.status, booted.evidence,
                        boots=booted.boots, allowed=booted.allowed, logdir=booted.logdir,
                        ambiguous=booted.ambiguous, cause=booted.cause,
                        step=BOOT if booted.status == HANGS else "",
                        deadline=booted.deadline if booted.status == HANGS else 0.0)]
    ended = findings[0] if booted.status != AS_REFERENCE else None
    for scenario in scenarios:
        if ended is not None:
            # It would do it again here: not booted again, no points.
            findings.append(Finding(clinic.bug, scenario.name, DID_NOT_RUN,
                                    _not_booted(ended), allowed=check_boots(clinic, scenario)))
            continue
        findings.append(try_scenario(build, clinic, scenario,
                                     _folder(logdir, clinic, scenario),
                                     check_boots(clinic, scenario), learner=True))
        if findings[-1].status in TREE_FAULTS:
            ended = findings[-1]
    return _confirmed(findings, Path(logdir) / "canary", boots.boot_deadline(clinic, scenarios))


def _confirmed(findings, logdir, deadline):
    """The findings, with a verdict that stands on ambiguous failures alone
    (boots.Retries) kept only when a reference boot right after it reaches
    its prompt (boots.canary); else those findings did not run: the host's
    trouble, not known to be the tree's."""
    failing = not_as_reference(findings)
    if not failing or not all(f.ambiguous for f in failing):
        return findings
    sound, said = boots.canary(logdir, deadline)
    if sound:
        for finding in failing:
            finding.evidence += "; a reference boot right after it reached its prompt"
        return findings
    for finding in failing:
        finding.status = DID_NOT_RUN
        finding.evidence = (f"{finding.evidence}; but a reference boot right after it failed "
                            f"too ({said}): the host's trouble")
    return findings


def _not_booted(ended):
    """Why a scenario was not booted, after the finding that ended the check."""
    if ended.status == DID_NOT_RUN:
        return f"not booted: '{ended.scenario}' did not run ({ended.evidence})"
    return f"not booted: the tree {ended.status} in '{ended.scenario}'"


def learner_scenarios(clinic):
    """The scenarios a check runs: those with a check of behaviour on the
    reference side (the others show only the mechanism: the suite and the
    transcripts run them)."""
    return [scenario for scenario in clinic.scenarios if scenario.for_learners]


def cured(findings):
    """Every scenario of a check behaved as the reference (and there was one)."""
    return bool(findings) and all(f.status == AS_REFERENCE for f in findings)


def unsure(findings):
    """The findings that say nothing of a cure: did not run, or could not apply."""
    return [f for f in findings if f.status in (DID_NOT_RUN, NOT_APPLICABLE)]


def not_as_reference(findings):
    """The findings of scenarios that ran and did not behave as the reference."""
    return [f for f in findings if f.status != AS_REFERENCE and f not in unsure(findings)]


def verdict(findings):
    """A check's verdict: CURED when every scenario behaved as the reference;
    NOT_CURED when one that ran did not (whatever the others did); else
    GRADER_TROUBLE (one did not run, or could not apply).  EXIT_STATUS maps it
    to the exit status of check and of the grading commands."""
    if cured(findings):
        return CURED
    return NOT_CURED if not_as_reference(findings) else GRADER_TROUBLE


def diagnose(build, logdir, *, gdb=True):
    """The lab's own tests, then every clinic's scenarios on the tree
    (gdb scenarios only with gdb, and only where the tree has their
    symbols): [Finding], the lab's tests' first."""
    findings = []
    for tests in spec.load_lab_tests():         # refuses a file that does not load
        for scenario in tests.scenarios:
            findings.append(try_scenario(build, tests, scenario,
                                         _folder(logdir, tests, scenario), 1))
    clinics, broken = spec.load_clinics()
    if broken:
        raise ExpectationError(f"expected files that do not load: {broken}")
    for clinic in clinics:
        for scenario in clinic.scenarios:
            if scenario.gdb and not gdb:
                findings.append(Finding(clinic.bug, scenario.name, NOT_APPLICABLE,
                                        "a gdb scenario, left out (console only)"))
                continue
            allowed = boots_for(clinic, scenario, DIAGNOSE_MISS)
            findings.append(try_scenario(build, clinic, scenario,
                                         _folder(logdir, clinic, scenario), allowed,
                                         until_failure=False))
    return findings


def _folder(logdir, clinic, scenario):
    """Where a scenario's boots on the tree keep their logs."""
    return Path(logdir) / clinic.bug / slug(scenario.name)
