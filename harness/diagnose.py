"""A tree the user gives, judged by the clinics: is a learner's fix a cure, and
which documented symptoms does any tree show.

- exercise(bug, folder): a bug's variant copied for a learner, and what to do.
- check(bug, build, logdir): every scenario of one clinic on the tree,
  judged as the reference is judged (clinic.reference_failures).
- diagnose(build, logdir): the lab's own tests (expected/diagnose/), then
  every clinic's scenarios; which clinics' symptoms show, and what else failed.
- Finding: one scenario on the tree, and what it showed; table(): the
  findings as Markdown; conclusion(): the diagnosis's last line.

A scenario whose symptom shows only by chance gets several boots: in
check, the suite's budget (a tree that still has the bug passes them all
with chance at most rates.SUITE_MISS / chance scenarios); in diagnose,
fewer (DIAGNOSE_MISS a scenario).  A check stops at the first boot that
shows the symptom or fails otherwise; a diagnosis only at one that shows
it (a bug's boot that misses its symptom often fails otherwise).  A boot
that hangs, or never prints what a step waits for, is not retried (on a
tree it is most likely the tree's doing): the scenario "did not run",
with the console's last lines, never "symptom" or "cured".
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

from harness import expect, rates
from harness.build import copy_variant
from harness.clinic import counted, measurement_key, reference_failures, run_scenario
from harness.console import find_panic
from harness.errors import ExpectationError

DIAGNOSE_MISS = 0.01      # a chance scenario's allowed miss in a diagnosis
BASELINE = expect.EXPECTED / "diagnose"
# The lab's own tests' files (expected/diagnose/baseline.toml): a Finding's clinic there.
LAB_TESTS = {path.stem for path in BASELINE.glob("*.toml")}

# A Finding's status.
SHOWS = "shows the symptom"
SHOWS_AND_MORE = "symptom checks hold, and more"   # resolved by shown_clinics
AS_REFERENCE = "as the reference"
FAILS = "fails otherwise"
DID_NOT_RUN = "did not run"
NOT_APPLICABLE = "not applicable"


@dataclass
class Finding:
    """One scenario run on a tree: its status, and the line that shows why."""
    clinic: str               # the bug, or "baseline"
    scenario: str
    status: str
    evidence: str
    boots: int = 0            # counted boots
    symptom_boots: int = 0
    allowed: int = 1          # boots it could take
    trouble: list = field(default_factory=list)   # FAIL and panic lines, each boot's
    logdir: str = ""
    more: list = field(default_factory=list)      # SHOWS_AND_MORE: what its file does not name

    @property
    def boots_text(self):
        if self.status in (NOT_APPLICABLE, DID_NOT_RUN):
            return ""
        if self.symptom_boots or self.allowed > 1:
            return f"{self.symptom_boots} of {self.boots}"
        return ""


# --- which scenarios can run on a tree -------------------------------------------

def needed_symbols(scenario):
    """The kernel symbols a scenario's gdb steps and its sym()/end() calls name."""
    names = []
    for step in scenario.steps:
        if isinstance(step, expect.BreakStep):
            found = re.match(r"\*?([A-Za-z_]\w*)", step.location)
            if found:
                names.append(found.group(1))
        if isinstance(step, expect.ProcsStep):
            names.append("proc")
    texts = list(scenario.define.values()) + [check.check for check in
                                              scenario.symptom + scenario.reference]
    for text in texts:
        names += re.findall(r"\b(?:sym|end)\(\s*['\"](\w+)['\"]", text)
    return list(dict.fromkeys(names))


def missing_symbols(scenario, build):
    """needed_symbols the tree's kernel does not have ([] for a console scenario
    with no sym() either)."""
    table = Path(build.source) / "kernel" / "kernel.sym"
    needed = needed_symbols(scenario)
    if not needed:
        return []
    have = set(expect.Symbols(table).address) if table.is_file() else set()
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
    return rates.budget(plan.bound, miss)


def try_scenario(build, clinic, scenario, logdir, allowed, *, until_failure=True):
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
    # No retry: on a tree, a boot that hangs or never prints what a step
    # waits for is most likely the tree's doing; it is reported, not hidden.
    made = run_scenario(build, clinic, scenario, logdir, allowed, until_symptom=False,
                        stop_when=lambda run: _shows(run) or (until_failure
                                                              and reference_failures(run)),
                        retries=0)
    return finding_of(clinic.bug, scenario, made, allowed, str(logdir))


def _shows(run):
    """Every symptom check of the run holds (whatever else it printed)."""
    return run.verdict in (expect.SYMPTOM, expect.SYMPTOM_AND_MORE)


def _more_than_the_bug(run, scenario):
    """The FAIL and panic lines of a run that its clinic's file does not name
    for this scenario, its bug's own lines (bug_also_prints) included."""
    text = _console(run)
    return expect.unexpected_trouble(text, find_panic(text), scenario, on_bug=True)


def _console(run):
    return "".join(path.read_text(errors="replace")
                   for path in sorted(Path(run.logdir).glob("*.console.log")))


def finding_of(bug, scenario, made, allowed, logdir=""):
    """The Finding from a scenario's runs on a tree (pure: unit-tested on Runs).

    SHOWS when in some boot every symptom check holds and every FAIL or
    panic line is one the clinic's file names; SHOWS_AND_MORE when the
    checks hold but the boot printed more (shown_clinics decides whether
    another clinic shown names it)."""
    taken = counted(made)
    trouble = [line for run in taken for line in _trouble_of(run, scenario)]
    finding = Finding(bug, scenario.name, AS_REFERENCE, "", boots=len(taken),
                      symptom_boots=sum(map(_shows, taken)), allowed=allowed,
                      trouble=trouble, logdir=logdir)
    if not taken:
        last = made[-1] if made else None
        finding.status = DID_NOT_RUN
        finding.evidence = (f"every boot failed: {last.error or last.detail}" if last
                            else "no boot was made")
    elif finding.symptom_boots:
        showing = [run for run in taken if _shows(run)]
        clean = [run for run in showing if not _more_than_the_bug(run, scenario)]
        run = (clean or showing)[0]
        held = [f"{o.says}: {o.seen}" for o in run.symptom if o.ok and not o.context]
        finding.status = SHOWS if clean else SHOWS_AND_MORE
        finding.evidence = "; ".join(held[:2])
        if not clean:
            finding.more = _more_than_the_bug(run, scenario)
            finding.evidence += f"; and it printed {'; '.join(finding.more)}"
    elif any(reference_failures(run) for run in taken):
        run = next(run for run in taken if reference_failures(run))
        finding.status = FAILS
        finding.evidence = (run.panic and f"panic: {run.panic}") or "; ".join(
            reference_failures(run)[:2])
    else:
        held = [f"{o.says}: {o.seen}" for o in taken[-1].reference]
        finding.evidence = held[0] if held else "no symptom check held"
    return finding


def _trouble_of(run, scenario):
    """The FAIL and panic lines of a run that its scenario does not expect on
    the reference (known_trouble), in the order they were printed."""
    return [line for line in expect.trouble_lines(_console(run), run.panic)
            if not any(re.search(pattern, line) for pattern in scenario.known_trouble)]


# --- check and diagnose --------------------------------------------------------------

def check_boots(clinic, scenario):
    """A scenario's boots in a check: the bug's budget in the suite."""
    chance = sum(s.by_chance for c in expect.load_clinics()[0] for s in c.scenarios)
    return boots_for(clinic, scenario, rates.SUITE_MISS / max(1, chance))


def check(bug, build, logdir):
    """Every scenario of `bug`'s clinic on the tree, each with the suite's boot
    budget: [Finding].  The tree is cured when each is AS_REFERENCE."""
    clinic = expect.load_clinic(bug)
    return [try_scenario(build, clinic, scenario, _folder(logdir, clinic, scenario),
                         check_boots(clinic, scenario))
            for scenario in clinic.scenarios]


def cured(findings):
    return bool(findings) and all(f.status == AS_REFERENCE for f in findings)


def diagnose(build, logdir, *, gdb=True):
    """The lab's own tests, then every clinic's scenarios on the tree
    (gdb scenarios only with gdb, and only where the tree has their
    symbols): [Finding], the baseline's first."""
    findings = []
    baseline, broken = expect.load_measures(BASELINE)
    if broken:
        raise ExpectationError(f"{BASELINE}: {broken}")
    for tests in baseline:
        for scenario in tests.scenarios:
            findings.append(try_scenario(build, tests, scenario,
                                         _folder(logdir, tests, scenario), 1))
    clinics, broken = expect.load_clinics()
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
    return Path(logdir) / clinic.bug / re.sub(r"\W+", "_", scenario.name).strip("_")


def shown_clinics(findings, clinics=None):
    """The clinics whose symptom the tree shows, in the findings' order.

    A clinic shows when one of its scenarios SHOWS.  A scenario that
    SHOWS_AND_MORE (its symptom checks hold, but the boot printed lines
    its file does not name) shows too when every such line is named by
    the scenarios of clinics already shown: two bugs in one tree print
    each other's lines.  A clinic's also_prints do not count here: they
    are its bug's lines under other scenarios, and would let it vouch for
    a symptom that its own damage produced.  Resolves those findings'
    status: SHOWS, or FAILS when no shown clinic names the lines."""
    clinics = clinics if clinics is not None else expect.load_clinics()[0]
    shown = [f.clinic for f in findings if f.status == SHOWS]
    waiting = [f for f in findings if f.status == SHOWS_AND_MORE]
    while waiting:
        named = _explained_by(shown, clinics, also=False)
        now = [f for f in waiting
               if all(any(re.search(p, line) for p in named) for line in f.more)]
        if not now:
            break
        for f in now:
            f.status = SHOWS
            shown.append(f.clinic)
        waiting = [f for f in waiting if f not in now]
    for f in waiting:
        f.status = FAILS
    return list(dict.fromkeys(f.clinic for f in findings if f.status == SHOWS))


def conclusion(findings, clinics=None):
    """The diagnosis's last line: the documented symptoms shown, and any
    failure that none of those clinics explains ("unknown fault: ...")."""
    clinics = clinics if clinics is not None else expect.load_clinics()[0]
    shown = shown_clinics(findings, clinics)
    explained = _explained_by(shown, clinics)
    unexplained = [line for f in findings for line in f.trouble
                   if not any(re.search(pattern, line) for pattern in explained)]
    if not unexplained and not shown:
        unexplained = [f"{f.clinic} / {f.scenario}: {f.evidence}" for f in findings
                       if f.status in (FAILS, DID_NOT_RUN)]
    if shown:
        line = "documented symptom: " + ", ".join(shown)
        return line + (f"; and an unknown fault: {unexplained[0]}" if unexplained else "")
    if unexplained:
        return f"unknown fault: {unexplained[0]}"
    return "no documented symptom"


def _explained_by(bugs, clinics, also=True):
    """The FAIL and panic patterns that the given clinics' files name: what
    their bugs are known to print (also: with their also_prints)."""
    patterns = []
    for clinic in clinics:
        if clinic.bug in bugs:
            patterns += clinic.also_prints if also else []
            for scenario in clinic.scenarios:
                patterns += (expect.mentioned_patterns(scenario) + scenario.bug_also_prints
                             + scenario.known_trouble)
    return patterns


def table(findings):
    """The findings as a Markdown table, one row a scenario."""
    rows = ["| clinic | scenario | result | boots with the symptom | evidence |",
            "|---|---|---|---|---|"]
    for f in findings:
        rows.append(f"| {f.clinic} | {f.scenario} | {f.status} | {f.boots_text} | "
                    f"{_cell(f.evidence)} |")
    return "\n".join(rows)


def clinic_table(findings, clinics=None):
    """The diagnosis as a Markdown table: the lab's own tests, then one row a
    clinic: does its documented symptom show, in how many boots, and the line
    that says so (or the first failure, when it does not show)."""
    shown = shown_clinics(findings, clinics)
    rows = ["| clinic | documented symptom | boots with the symptom | evidence |",
            "|---|---|---|---|"]
    for f in findings:
        if f.clinic in LAB_TESTS:
            result = {AS_REFERENCE: "passes", NOT_APPLICABLE: "not applicable",
                      DID_NOT_RUN: "did not run"}.get(f.status, "fails")
            rows.append(f"| (the lab's test) {f.scenario} | {result} |  | {_cell(f.evidence)} |")
    for bug in dict.fromkeys(f.clinic for f in findings if f.clinic not in LAB_TESTS):
        mine = [f for f in findings if f.clinic == bug]
        showing = [f for f in mine if f.status == SHOWS]
        failing = [f for f in mine if f.status == FAILS]
        unrun = [f for f in mine if f.status in (NOT_APPLICABLE, DID_NOT_RUN)]
        first = (showing or failing or [f for f in mine if f not in unrun] or mine)[0]
        result = ("shows" if bug in shown else
                  "no, but a scenario fails otherwise" if failing else "no")
        if unrun:
            result += f" ({len(unrun)} of {len(mine)} scenarios not run)"
        rows.append(f"| {bug} | {result} | {first.boots_text} | {_cell(first.evidence)} |")
    return "\n".join(rows)


def report(findings, clinics=None, *, scenarios=True):
    """What a diagnosis says: the clinics' table and its last line, then
    (scenarios) the table of the scenarios, as diagnosis.md keeps it."""
    said = f"{clinic_table(findings, clinics)}\n\n{conclusion(findings, clinics)}\n"
    return said + (f"\nScenario by scenario:\n\n{table(findings)}\n" if scenarios else "")


def _cell(text, width=160):
    text = text.replace("|", "/").replace("\n", " ")
    return text if len(text) <= width else text[:width - 3] + "..."


# --- exercise ---------------------------------------------------------------------

def exercise(bug, folder):
    """Copy bug's variant into folder (never over one that exists); the text
    that tells the learner what to do."""
    clinic = expect.load_clinic(bug)
    copy_variant(bug, folder)
    try:
        shown = Path(folder).resolve().relative_to(Path.cwd())
    except ValueError:
        shown = Path(folder)
    return instructions(clinic, shown)


def instructions(clinic, folder):
    """What a learner reads after `make exercise`: the symptom in one paragraph,
    from the expected file, and the commands for the tree."""
    first = next((s for s in clinic.scenarios if not s.gdb), clinic.scenarios[0])
    commands = [step.command if isinstance(step, expect.RunStep) else f"{step.command} &"
                for step in first.steps
                if isinstance(step, (expect.RunStep, expect.BackgroundStep))]
    signs = [check.says for check in first.symptom if not check.context]
    paragraph = (f"{clinic.title} ({clinic.handout}). Run "
                 f"{', then '.join(f'`{c}`' for c in commands) or 'its scenario'}: "
                 f"on this kernel, {'; '.join(signs)}. The reference kernel shows none of "
                 f"this. Find out why, and fix the kernel in {folder}.")
    return "\n".join([
        f"exercise {clinic.bug}: the kernel's sources are in {folder} (yours to change; "
        f"nothing in the repository refers to it)", "",
        _wrap(paragraph), "",
        "Boot it, and type the commands above at its shell (Ctrl-A x quits):",
        f"    make qemu TREE={folder}",
        "Debug it: halted, waiting for gdb, then gdb in another terminal:",
        f"    make qemu-gdb TREE={folder}",
        f"    make gdb TREE={folder}",
        "When you think it is fixed, check it (exit status 0 only when cured):",
        f"    make check BUG={clinic.bug} TREE={folder}",
        "What else does it show?",
        f"    make diagnose TREE={folder}"])


def _wrap(text, width=78):
    """text in lines of at most width, never breaking inside a `command`."""
    lines, line = [], ""
    for word in re.findall(r"`[^`]*`\S*|\S+", text):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join(lines + [line])
