"""What an expected file is read into: a Clinic, its Scenarios, their Checks.

harness/expected/spec.py reads and checks the files; these are the types
every later layer reads (the harness never goes back to the TOML).  A
file is of one kind: a clinic (expected/<bug>.toml), a measure of the
handout's §5 (expected/measure/), or the lab's own tests
(expected/diagnose/).
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

from harness.expected.expression import Expression
from harness.expected.kernels import BASE_KERNEL
from harness.expected.spec_steps import BreakStep, ProcsStep

CLINIC = "clinic"
MEASURE = "measure"
LAB_TESTS = "lab tests"
BATTERY = "battery"      # expected/battery/: what a new patch is tried under


@dataclass
class Check:
    says: str
    check: Expression
    show: Expression = None
    handout: str = None
    context: bool = False   # a symptom check that holds on the reference too ("no crash")
    shown_as: str = None    # how a transcript labels the value seen: "{} samples, {} in range"
    # How the reference's code (or the bug's) does it, not what a fix must
    # restore: judged in the suite and shown in transcripts, never counted
    # against a learner's tree (harness/run/judge.py, for_learner).
    mechanism: bool = False

    @property
    def names(self):
        return self.check.names + (self.show.names if self.show else ())

    @property
    def patterns(self):
        return self.check.patterns

    @property
    def panics(self):
        return self.check.panics

    @property
    def symbols(self):
        return self.check.symbols


@dataclass
class Scenario:
    name: str
    steps: list                # step records (harness/expected/spec_steps.py)
    symptom: list              # Check
    reference: list            # Check
    values: dict = field(default_factory=dict)      # name -> regex over the console
    define: dict = field(default_factory=dict)      # name -> Expression, in file order
    late: tuple = ()           # the defines computed after the run (they read its facts)
    gdb: bool = False
    by_chance: bool = False    # the symptom shows in some boots only (harness/measured/rates.py)
    slow: bool = False         # a boot takes more than half a minute
    known_trouble: list = field(default_factory=list)   # FAIL lines of the scenario itself
    known_trouble_why: str = ""   # why the reference prints them too, for the transcript
    bug_also_prints: list = field(default_factory=list)  # ... and of the bug, beside its symptom
    figures: list = field(default_factory=list)          # figures of its runs (reports/figures.py)
    tables: list = field(default_factory=list)           # tables of its gdb stops (reports/samples.py)
    points: int = 1            # what it is worth in a gradebook (harness/grading/one_tree.py)
    # How it shows on the kernel it was read for, where that differs from
    # base/ (the file's [scenario.on.<kernel>]), from the code; "" on base/.
    differs: str = ""

    @property
    def checks(self):
        return self.symptom + self.reference

    def shown_as(self):
        """{("symptom" or "reference", says): shown_as} of its checks that
        label their values."""
        return {(side, item.says): item.shown_as
                for side, checks in (("symptom", self.symptom), ("reference", self.reference))
                for item in checks if item.shown_as}

    @property
    def for_learners(self):
        """A learner's tree is judged under it: some reference check is not
        `mechanism` (else it only shows how the reference's code works)."""
        return any(not check.mechanism for check in self.reference)

    @property
    def early(self):
        """The defines computed before the boot, in order."""
        return {name: value for name, value in self.define.items() if name not in self.late}

    def mentioned(self):
        """The regexes of FAIL and panic lines its symptom explains: its values'
        regexes, the console regexes of its symptom checks (and of the defines
        they read), and `panic: X$` for each message they compare panic with."""
        found = list(self.values.values())
        for item in self.symptom:
            for expression in [item.check] + self._late_read_by(item.check):
                found += list(expression.patterns)
                found += [f"panic: {re.escape(message)}$" for message in expression.panics]
        return found

    def _late_read_by(self, expression):
        """The late defines an expression reads, and those they read, and so on."""
        found, waiting = [], list(expression.names)
        while waiting:
            name = waiting.pop()
            if name in self.late and self.define[name] not in found:
                found.append(self.define[name])
                waiting += self.define[name].names
        return found

    def symbols(self):
        """The kernel symbols its breakpoints, proc[] listings, defines and
        checks name (the constant arguments of sym() and end())."""
        names = []
        for step in self.steps:
            if isinstance(step, BreakStep):
                found = re.match(r"\*?([A-Za-z_]\w*)", step.location)
                if found:
                    names.append(found.group(1))
            if isinstance(step, ProcsStep):
                names.append("proc")
        for expression in list(self.define.values()) + [item.check for item in self.checks]:
            names += expression.symbols
        return list(dict.fromkeys(names))


@dataclass
class Teacher:
    """What a teacher tells a student whose tree is not cured (a clinic's
    [teacher] table): the clinic's mistake in the handout's words, and a
    hint for each kind of tree: one that shows the symptom, one that
    panics, one that fails a proftest check.  A hint says what to look at
    and which question of the handout to think about, never the fix."""
    mistake: str
    shows: str
    panics: str
    fails: str


@dataclass
class Clinic:
    bug: str                  # the file's stem: the bug, or the measure's name
    title: str
    handout: str
    path: Path
    scenarios: list
    # FAIL and panic lines the bug prints under scenarios not its own (another
    # clinic's, the lab's tests), as make diagnose saw them.
    also_prints: list = field(default_factory=list)
    about: str = ""
    kind: str = CLINIC
    # Why it happens (WHY_KEYS: mechanism, evidence, fix, and where our run
    # differs from the handout's), for the transcript; {} when not written.
    why: dict = field(default_factory=dict)
    # What a learner must know to see the symptom, for make exercise ("" when nothing).
    exercise: str = ""
    # What to tell a student whose tree is not cured (Teacher); None when not written.
    teacher: Teacher = None
    # The kernel it was read for (kernels/<name>.toml), and its scenarios
    # that do not run there: {name: why, from the code} ([scenario.on.<kernel>]).
    kernel: str = BASE_KERNEL
    not_here: dict = field(default_factory=dict)


def chance_scenarios(clinics):
    """How many scenarios of these clinics show their symptom by chance: a
    learner's check shares its allowed miss among them (harness/learner/trees.py)."""
    return sum(scenario.by_chance for clinic in clinics for scenario in clinic.scenarios)


def suite_scenarios(clinics):
    """How many scenarios these clinics have: the suite's allowed miss is
    shared among all of them, chance and deterministic alike, each budgeted
    from its measured rate (harness/measured/rates.py)."""
    return sum(len(clinic.scenarios) for clinic in clinics)
