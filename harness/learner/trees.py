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
- Finding (learner/findings.py): one scenario on the tree, what it
  showed, and the line that says so.
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
failure), never "cured".  A chance scenario whose rate is not measured on
the kernel the tree is of (xv6-riscv, so far, for some) has no budget
(budget()): it is not booted, and its finding says so and names the
command that measures it.
"""

from pathlib import Path

from harness import slug, stats
from harness.errors import ExpectationError
from harness.expected import spec
from harness.expected.kernels import current_kernel
from harness.expected.records import chance_scenarios
from harness.kernel import roles
from harness.kernel.symbols import Symbols
from harness.learner import boots
from harness.learner.boots import AMBIGUOUS_BOOTS, HANGS, TREE_FAULTS, Retries, failure_of
from harness.learner import findings
from harness.learner.findings import (AS_REFERENCE, CURED, DID_NOT_RUN, GRADER_TROUBLE,
                                      NOT_APPLICABLE, NOT_CURED, Finding, finding_of)
from harness.measured import rates
from harness.measured.keys import measurement_key
from harness.run.judge import for_learner, reference_failures, shows
from harness.run.pool import Pool
from harness.run.scenario import scenario_series
from harness.run.series import run_side_by_side
from harness.run.timing import BOOT

# A Finding's statuses and a check's verdicts (learner/findings.py), named
# here too for a check's callers (trees.SHOWS, trees.EXIT_STATUS, ...).
SHOWS, SHOWS_AND_MORE, FAILS = findings.SHOWS, findings.SHOWS_AND_MORE, findings.FAILS
EXIT_STATUS = findings.EXIT_STATUS

DIAGNOSE_MISS = 0.01      # a chance scenario's allowed miss in a diagnosis

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
    own = dict(getattr(build, "names", ()))    # the tree's names (kernel/roles.py)
    # proc is data, not a function: kernel.sym lists functions only; gdb finds it
    # from the debug information, which every tree built by base/'s Makefile has.
    return [name for name in needed if own.get(name, name) not in have and name != "proc"]


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
    """Boot the tree under one scenario, up to `allowed` times, one boot
    after another (Tried): a Finding."""
    tried = Tried(build, clinic, scenario, logdir, allowed, until_failure=until_failure,
                  learner=learner)
    if tried.series is not None:
        tried.series.run_alone()
    return tried.finding()


class Tried:
    """A scenario on a tree: its boots, up to `allowed` (series, a
    run/series.Series; None when the scenario cannot apply), until a boot
    shows the symptom or, with until_failure (a check: the tree is not
    cured either way), fails in another way.  A diagnosis asks only whether
    the symptom shows: a bug's boot that misses its symptom by chance often
    fails otherwise too, so it boots on.  finding(): what they showed."""

    def __init__(self, build, clinic, scenario, logdir, allowed, *, until_failure=True,
                 learner=False, unmeasured=None):
        self.clinic, self.scenario, self.logdir, self.allowed = clinic, scenario, logdir, allowed
        self.learner, self.series, self.unmeasured = learner, None, unmeasured
        self.missing = missing_symbols(scenario, build) if scenario.gdb else []
        if self.missing or unmeasured:
            return

        def stop(run):
            return shows(self.judged(run)) or bool(until_failure and
                                                    reference_failures(self.judged(run)))

        # A boot the machine or gdb failed is tried again (the series'
        # retries); one that keeps failing ends the scenario short of its
        # budget.  A learner's boot that hung while QEMU ran is the tree's:
        # not tried again; one that failed ambiguously is, until it repeats
        # (boots.Retries).
        retries = Retries()
        extra = dict(gives_up=lambda run: retries.gives_up(failure_of(run)),
                     retries=AMBIGUOUS_BOOTS - 1, watch_hangs=True) if learner else {}
        self.series = scenario_series(build, clinic, scenario, logdir, allowed,
                                      until_symptom=False, stop_when=stop, **extra)

    def judged(self, run):
        """A check judges a run as a learner's tree, without `mechanism` checks."""
        return for_learner(run, self.scenario) if self.learner else run

    def finding(self):
        if self.unmeasured:
            return Finding(self.clinic.bug, self.scenario.name, NOT_APPLICABLE, self.unmeasured)
        if self.missing:
            return Finding(self.clinic.bug, self.scenario.name, NOT_APPLICABLE,
                           f"the tree's kernel has no symbol {', '.join(self.missing)}"
                           + roles.unfound(self.missing),
                           allowed=self.allowed)
        return finding_of(self.clinic.bug, self.scenario,
                          [self.judged(run) for run in self.series.made], self.allowed,
                          str(self.logdir))


# --- check and diagnose --------------------------------------------------------------

def check_boots(clinic, scenario):
    """A scenario's boots in a check: the bug's budget in the suite."""
    return boots_for(clinic, scenario, rates.share(chance_scenarios(spec.load_clinics()[0])))


def budget(clinic, scenario, miss=None):
    """{allowed, unmeasured} for a Tried: the scenario's boots (check_boots,
    or boots_for at miss), or, when its rate is not measured on this kernel
    (a chance scenario needs it), none and the sentence that says so."""
    try:
        allowed = check_boots(clinic, scenario) if miss is None else \
            boots_for(clinic, scenario, miss)
        return {"allowed": allowed}
    except rates.NotMeasured as error:
        return {"allowed": 0, "unmeasured": f"not measured on {current_kernel().name}, so it "
                                            f"cannot be judged here: {error}"}


def check(bug, build, logdir, at_once=None):
    """Every scenario of `bug`'s clinic that judges a learner's tree
    (learner_scenarios) on the tree, each with the suite's boot budget,
    judged without the checks of how the reference's code does it
    (judge.for_learner): [Finding], the boot check's first
    (harness/learner/boots.py: boots to the shell).  The tree is cured
    when each is AS_REFERENCE.  Once the tree has done one of
    boots.TREE_FAULTS (or the boot check could not run), the scenarios
    left are not booted: it would do it again in each.  at_once: boots
    side by side (run/series.py); a scenario's boots already running when
    that shows are ended, and it is not booted."""
    clinic = spec.load_clinic(bug)
    scenarios = learner_scenarios(clinic)
    gate_logdir = Path(logdir) / slug(boots.SCENARIO)
    gate = boots.boot_series(build, clinic, scenarios, gate_logdir)
    tried = [Tried(build, clinic, scenario, _folder(logdir, clinic, scenario),
                   learner=True, **budget(clinic, scenario)) for scenario in scenarios]
    findings, ended = {}, []

    def decided(series):
        if series is gate:
            booted = boots.boot_check_of(series.made, series.runs, gate_logdir,
                                         boots.boot_deadline(clinic, scenarios))
            findings[gate] = Finding(clinic.bug, boots.SCENARIO, booted.status,
                                     booted.evidence, boots=booted.boots,
                                     allowed=booted.allowed, logdir=booted.logdir,
                                     ambiguous=booted.ambiguous, cause=booted.cause,
                                     step=BOOT if booted.status == HANGS else "",
                                     deadline=booted.deadline if booted.status == HANGS else 0.0)
        else:
            findings[series] = next(t for t in tried if t.series is series).finding()
        if findings[series].status != AS_REFERENCE and \
                (series is gate or findings[series].status in TREE_FAULTS):
            at = -1 if series is gate else next(i for i, t in enumerate(tried)
                                                 if t.series is series)
            ended.append((findings[series], at))
            for other in tried[at + 1:]:   # it would do it again there: not booted, no points
                if other.series is not None and other.series not in findings:
                    other.series.stop(pool)

    pool = Pool(at_once)
    run_side_by_side([gate] + [t.series for t in tried if t.series is not None], pool,
                     decided=decided)
    out = [findings[gate]]
    fault, at = min(ended, key=lambda e: e[1]) if ended else (None, len(tried))
    for index, one in enumerate(tried):     # as one boot at a time would have it:
        if index <= at and one.series in findings:
            out.append(findings[one.series])
        elif index < at and one.series is None:
            out.append(one.finding())          # cannot apply
        else:                                  # after the first fault, in order
            out.append(Finding(clinic.bug, one.scenario.name, DID_NOT_RUN,
                               _not_booted(fault), allowed=one.allowed))
    return _confirmed(out, Path(logdir) / "canary", boots.boot_deadline(clinic, scenarios))


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
    """Why a scenario was not run to its end (not booted, or its boot stopped),
    after the finding that ended the check."""
    if ended.status == DID_NOT_RUN:
        return f"not run to its end: '{ended.scenario}' did not run ({ended.evidence})"
    return f"not run to its end: the tree {ended.status} in '{ended.scenario}'"


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


def diagnose(build, logdir, *, gdb=True, at_once=None):
    """The lab's own tests, then every clinic's scenarios on the tree
    (gdb scenarios only with gdb, and only where the tree has their
    symbols), at_once boots side by side: [Finding], the lab's tests' first."""
    tried = []
    for tests in spec.load_lab_tests():         # refuses a file that does not load
        for scenario in tests.scenarios:
            tried.append(Tried(build, tests, scenario, _folder(logdir, tests, scenario), 1))
    clinics, broken = spec.load_clinics()
    if broken:
        raise ExpectationError(f"expected files that do not load: {broken}")
    for clinic in clinics:
        for scenario in clinic.scenarios:
            if scenario.gdb and not gdb:
                tried.append(Finding(clinic.bug, scenario.name, NOT_APPLICABLE,
                                     "a gdb scenario, left out (console only)"))
                continue
            tried.append(Tried(build, clinic, scenario, _folder(logdir, clinic, scenario),
                               until_failure=False, **budget(clinic, scenario, DIAGNOSE_MISS)))
    run_side_by_side([t.series for t in tried if isinstance(t, Tried) and t.series is not None],
                     Pool(at_once))
    return [t.finding() if isinstance(t, Tried) else t for t in tried]


def _folder(logdir, clinic, scenario):
    """Where a scenario's boots on the tree keep their logs."""
    return Path(logdir) / clinic.bug / slug(scenario.name)
