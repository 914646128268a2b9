"""Measured rates of the scenarios whose symptom shows by chance, and the budgets they give.

A scenario marked `by_chance = true` in its expected file shows its
symptom in some boots of the bug and not in others (which hart ran the
process, how the harts were shared).  How often is a measurement, not
a guess: `python3 -m harness rates measure BUG` (make rates) boots it N
times on the bug and N times on the reference and writes
measured/rates/<bug>.toml (on another kernel than base/,
measured/rates/<kernel>/<bug>.toml), one table a scenario and host condition
(`[scenario."proftest four times".idle]`, then `.loaded`), each field
explained by the file's own header (HEADER below).

A chance scenario is measured on an idle host and on a loaded one
(MIN_BOOTS boots a side each), since QEMU's clock follows the host's; a
deterministic one idle, MIN_DETERMINISTIC_BOOTS boots a side, so that
its "always" is measured.

From the bug's k of N comes a one-sided lower bound on its rate
(Clopper-Pearson), the worse of idle and loaded, at the confidence that
makes the bounds of all the suite's scenarios, chance and deterministic
alike, hold together at 95% (stats.each_confidence: 1 - 5%/14, 0.9964,
each for fourteen), and from that the scenario's boot budget in the
suite: the fewest boots that all miss the symptom with chance at most
SUITE_MISS / (number of scenarios), so that the bug side of a whole run
of the suite misses a present symptom with chance at most SUITE_MISS
(share()), at 95% confidence (a bug side measured with the early stop
of sequential.py at that module's stricter level).  12 of 12 gets 10
boots, 10 of 10 gets 12: free while the symptom shows in the first.
This figure is the bug side only: the reference side's failures are
bounded apart (run_figures.py).  The reference's budget is fixed
(REFERENCE_BOOTS); its evidence of never showing the symptom is its
measured boots, kept beside the bug's.

Every try is counted by how it ended (HEADER says how).  A measurement
with failures stands, with its 95% upper bound: the suite's data test
fails only when that bound passes REFERENCE_FAILURE_LIMIT.  Each side's
step seconds give the steps' deadlines (run/deadlines.py).  `carried`:
each move of the key to a new rule (`rates carry`, trials/carry.py).
The §5 measures' file of the same kind is measure_checks.py's; the
arithmetic (bounds, budgets) is stats.py's.  This module reads and
writes the measured files and turns them into plans.
"""

import functools
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from harness import MEASURED, stats
from harness.endings import MACHINE_FAILED, SYMPTOM, SYMPTOM_AND_MORE
from harness.errors import ExpectationError
from harness.expected.kernels import current_kernel, kernel_setting
from harness.measured import host, sequential
from harness.measured.rates_toml import measurement_lines
from harness.measured.toml_text import toml_string
from harness.stats import budget, lower_bound, upper_bound

RATES = MEASURED / "rates"
SUITE_MISS = 0.001       # the chance the bug side of a full run may miss a present symptom
MIN_BOOTS = 30           # a chance scenario's measurement needs this many boots a side
MIN_DETERMINISTIC_BOOTS = 10   # and one treated as deterministic, this many
HOST_LOAD = 2            # spinning host processes of a loaded measurement (one a core here)
CONDITIONS = ("idle", "loaded")   # a measurement's host: idle, or loaded by HOST_LOAD
REFERENCE_BOOTS = 1      # the reference's boots per scenario in the suite, whatever the order
# The most a reference try may fail with (its one-sided 95% upper bound)
# before the data test fails: above 30 tries' bound with no failure (9.5%),
# so that one failure in 30 (14.9%) stands, to be explained in measured/notes,
# and two (19.5%) do not.
REFERENCE_FAILURE_LIMIT = 0.15
# Why a rate is stale, in the words every report of one uses.
STALE_WHY = "was measured on other kernels, another meaning of the scenario, or another QEMU"

HEADER = """\
# Measured rates of {bug}'s scenarios (chance and deterministic).
# Written by `python3 -m harness rates measure {bug}`
# (make rates BUG={bug}{kernel}); do not edit by hand.
# bug: boots of the bug's variant, and how many showed the symptom.
# reference: boots of the reference under the same scenario, and how many
# failed its test (a symptom, a check that did not hold, any trouble).
# outcomes: how the boots ended, by panic message ("no panic" when none).
# ended: every try, retries included, by how it ended (harness/run/judge.py,
# ENDINGS); failed counts the reference's failed tries, a step that never
# came included; failures: why they failed (kept since 2026-12-04).
# *_steps: each try's seconds a step (harness/run/timing.py).
# seconds, timed: the wall time of the reference's boots that were timed
# (since 2026-12-02), and how many: what a cured tree's boot takes.
# idle / loaded: on an idle host, and with host_load spinning processes;
# at_once: boots side by side (1 when not written); sequential: the bug's
# side stopped early when its first boots all showed the symptom.
# host: measured on that host, not on measured/host.toml's (such a table is
# kept in measured/hosts/<host>/rates/, harness/measured/host.py).
# measured_on: a key of both kernels' sources (base/'s bytes, the patch's code),
# the scenario's meaning and QEMU (harness/measured/keys.py); when it no longer
# matches, the rate is stale.  carried: its moves to a new key rule (rates carry).
"""


# --- measurements ------------------------------------------------------------------

@dataclass
class Measurement:
    """One scenario's measured boots, on the bug and on the reference."""
    bug: str
    scenario: str
    measured_on: str
    date: str
    bug_boots: int
    bug_symptom: int
    bug_verdicts: dict
    reference_boots: int
    reference_failed: int
    reference_verdicts: dict
    bug_outcomes: dict = field(default_factory=dict)        # {panic line or "no panic": boots}
    reference_outcomes: dict = field(default_factory=dict)
    host_load: int = 0      # spinning host processes while it was measured
    reference_seconds: float = 0.0   # wall time of the reference's boots that were timed
    reference_timed: int = 0         # how many were (measurements before 2026-12-02: none)
    bug_ended: dict = field(default_factory=dict)         # {endings.ENDINGS: tries}
    reference_ended: dict = field(default_factory=dict)
    reference_date: str = None       # when the reference side was measured, if not `date`
    bug_steps: dict = field(default_factory=dict)         # {step label: [seconds a try]}
    reference_steps: dict = field(default_factory=dict)
    reference_failures: dict = field(default_factory=dict)   # {why a try failed: tries}
    carried: list = field(default_factory=list)   # moves to a new key rule (rates carry)
    sequential: bool = False   # the bug's side measured with the early stop (sequential.py)
    at_once: int = 1           # boots side by side while it was measured
    host: str = ""             # measured on this host (host.own()), not host.toml's

    @property
    def reference_tries(self):
        """The reference's tries: every one counted, or its boots where tries
        were not counted yet."""
        return sum(self.reference_ended.values()) if self.reference_ended else self.reference_boots

    @property
    def reference_failure_bound(self):
        """The 95% upper bound on a reference try failing its test, over the
        tries the machine did not fail."""
        judged = self.reference_tries - self.reference_ended.get(MACHINE_FAILED, 0)
        return upper_bound(self.reference_failed, judged) if judged > 0 else 1.0

    def reference_summary(self):
        counted = ", ".join(f"{count} {how}" for how, count in sorted(self.reference_ended.items()))
        return (f"reference failed {self.reference_failed} of {self.reference_tries} tries "
                f"({counted or 'tries not counted'}; {self.reference_date or self.date}); "
                f"95% upper bound {self.reference_failure_bound:.3f}")

    @property
    def seconds_per_boot(self):
        """The reference's mean wall seconds a boot (what a cured tree's boot
        takes), or None when no boot was timed."""
        return self.reference_seconds / self.reference_timed if self.reference_timed else None

    @property
    def bound(self):
        return self.bug_lower(stats.CONFIDENCE)

    def bug_lower(self, confidence):
        """The lower bound on the bug's rate, at this confidence (a side
        measured with the early stop: at sequential.level's stricter one)."""
        if self.sequential:
            confidence = sequential.level(confidence, MIN_BOOTS)
        return lower_bound(self.bug_symptom, self.bug_boots, confidence) if self.bug_boots else 0.0

    @property
    def condition(self):
        alone = "" if self.at_once == 1 else f", {self.at_once} boots at a time"
        return ("idle" if not self.host_load else f"loaded ({self.host_load} spinning)") + alone

    def summary(self):
        return (f"bug {self.bug_symptom} of {self.bug_boots}, reference failed "
                f"{self.reference_failed} of {self.reference_tries} ({self.date}); "
                f"95% lower bound {self.bound:.2f}")


@dataclass
class Rates:
    """A scenario's measurements: on an idle host, and on a loaded one."""
    idle: Measurement | None = None
    loaded: Measurement | None = None

    def sides(self):
        return [m for m in (self.idle, self.loaded) if m is not None]

    @property
    def bound(self):
        """The worse of the measured 95% bounds (of the sides where the bug was booted)."""
        return self.lower(stats.CONFIDENCE)

    def lower(self, confidence):
        """The worse of the sides' lower bounds on the bug's rate, at this confidence."""
        return min(m.bug_lower(confidence) for m in self.sides() if m.bug_boots)

    @property
    def reference_failed(self):
        return sum(m.reference_failed for m in self.sides())

    @property
    def reference_boots(self):
        return sum(m.reference_boots for m in self.sides())

    @property
    def reference_tries(self):
        return sum(m.reference_tries for m in self.sides())

    @property
    def reference_failure_bound(self):
        """The 95% upper bound on a reference try failing: the worse of idle
        and loaded (a host's load may be what makes the reference fail)."""
        return max((m.reference_failure_bound for m in self.sides()), default=1.0)

    def reference_counts(self):
        """(failed, judged tries) of the worse side, the one whose bound is taken."""
        if not self.sides():
            return (0, 0)
        worse = max(self.sides(), key=lambda m: m.reference_failure_bound)
        return (worse.reference_failed,
                worse.reference_tries - worse.reference_ended.get(MACHINE_FAILED, 0))

    def cells(self):
        """[(failed, judged tries)] of each side (idle, loaded): its own cell
        of the reference's failures (stats.run_failure_region)."""
        return [(m.reference_failed, m.reference_tries - m.reference_ended.get(MACHINE_FAILED, 0))
                for m in self.sides()]

    def reference_all_counts(self):
        """(failed, judged tries) of every side together: every counted try."""
        return (self.reference_failed,
                sum(m.reference_tries - m.reference_ended.get(MACHINE_FAILED, 0)
                    for m in self.sides()))

    def reference_showed(self):
        """(showed the symptom, had a verdict): the reference's tries, idle and loaded."""
        verdicts = [m.reference_verdicts for m in self.sides()]
        return (sum(v.get(SYMPTOM, 0) + v.get(SYMPTOM_AND_MORE, 0) for v in verdicts),
                sum(sum(v.values()) for v in verdicts))

    def stale(self, key):
        return any(m.measured_on != key for m in self.sides())

    def summary(self):
        parts = [f"{m.condition}: {m.summary()}" for m in self.sides()]
        return "; ".join(parts) or "no measurement"


@dataclass
class Plan:
    """A chance scenario's boots in the suite, and where they come from."""
    bug: str
    scenario: str
    boots: int
    bound: float
    measurement: Rates      # the measurements the bound comes from
    stale: bool
    confidence: float = stats.CONFIDENCE   # of the lower bound `bound`


class NotMeasured(ExpectationError):
    """A chance scenario whose rate has no measurement of MIN_BOOTS boots a side."""


def rates_path(bug, root=RATES, kernel=None):
    """A bug's rates file: <root>/<bug>.toml on base/, and on another kernel
    (kernels.current_kernel(), or the Kernel given) <root>/<kernel>/<bug>.toml,
    its own."""
    kernel = kernel or current_kernel()
    return Path(root) / ("" if kernel.is_base else kernel.name) / f"{bug}.toml"


def load(bug, root=RATES, own=True, kernel=None):
    """{scenario name: Rates} from measured/rates/<bug>.toml ({} if none),
    of the current kernel or the Kernel given.  On a host other than
    measured/host.toml's, with own, a scenario and condition measured on
    this host (host.own_rates()) stands instead."""
    found = _read(rates_path(bug, root, kernel))
    folder = host.own_rates() if own and Path(root) == RATES else None
    for name, theirs in (_read(rates_path(bug, folder, kernel)) if folder else {}).items():
        mine = found.setdefault(name, Rates())
        for condition in CONDITIONS:
            if getattr(theirs, condition) is not None:
                setattr(mine, condition, getattr(theirs, condition))
    return found


def _read(path):
    if not path.exists():
        return {}
    try:
        data = _parsed(path.read_text())
        return {name: Rates(**{condition: _measurement(path.stem, name, tables[condition])
                               for condition in CONDITIONS if condition in tables})
                for name, tables in data.get("scenario", {}).items()}
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as error:
        raise ExpectationError(f"{path}: cannot read the measured rates: {error}") from None


@functools.lru_cache(maxsize=64)
def _parsed(text):
    """A rates file's text, parsed once a process (it is read hundreds of
    times a test run; _measurement copies all it keeps, so nothing changes
    the cached tables)."""
    return tomllib.loads(text)


def _measurement(bug, name, table):
    bug_side, reference = table["bug"], table["reference"]
    return Measurement(bug, name, table["measured_on"], str(table["date"]),
                       bug_side["boots"], bug_side["symptom"], dict(bug_side["verdicts"]),
                       reference["boots"], reference["failed"], dict(reference["verdicts"]),
                       dict(bug_side.get("outcomes", {})), dict(reference.get("outcomes", {})),
                       table["host_load"], float(reference.get("seconds", 0.0)),
                       int(reference.get("timed", 0)), dict(bug_side.get("ended", {})),
                       dict(reference.get("ended", {})),
                       str(reference["date"]) if "date" in reference else None,
                       _steps(table.get("bug_steps", {})),
                       _steps(table.get("reference_steps", {})),
                       dict(reference.get("failures", {})), list(table.get("carried", [])),
                       bool(bug_side.get("sequential", False)), int(table.get("at_once", 1)),
                       str(table.get("host", "")))


def _steps(table):
    return {label: [float(seconds) for seconds in times] for label, times in table.items()}


def save(bug, measured, root=RATES, own=True):
    """Write every scenario's Rates of a bug to measured/rates/<bug>.toml.
    On a host other than measured/host.toml's, with own, only what was
    measured on it (Measurement.host), to its own folder (host.own_rates())."""
    folder = host.own_rates() if own and Path(root) == RATES else None
    lines = [HEADER.format(bug=bug, kernel=kernel_setting())]
    for name in sorted(measured):
        for condition in CONDITIONS:
            m = getattr(measured[name], condition)
            if m is not None and (folder is None or m.host):
                lines += measurement_lines(f"{toml_string(name)}.{condition}", m)
    path = rates_path(bug, folder or root)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))
    return path


def plan(bug, scenario, scenarios, key, root=RATES):
    """The Plan of one scenario of a suite of `scenarios` of them, chance or
    deterministic: its bug side's budget from its measured rate.

    The miss allowed a whole run of the suite is shared equally among
    them, and each rate is taken at its lower bound of confidence
    stats.each_confidence(scenarios), so that the suite's figure holds for
    all of them together at stats.JOINT_CONFIDENCE (1 - 5%/14 each for
    fourteen; 95% for a lone scenario, as a learner's tree's check).  A
    bug's boots stop at its first symptom, so a budget costs boots only
    when the symptom does not show.  key: the measured_on key of the
    current kernels and scenario (harness.measured.keys.measurement_key).
    A scenario with no idle measurement of MIN_BOOTS boots a side (a
    deterministic one: MIN_DETERMINISTIC_BOOTS) is NotMeasured, naming
    the command that measures it.  A loaded measurement of as many boots
    counts too: the bound is the worse one.
    """
    found = load(bug, root).get(scenario.name, Rates())
    needed = MIN_BOOTS if scenario.by_chance else MIN_DETERMINISTIC_BOOTS
    if not enough(found.idle, needed):
        how = "its symptom shows by chance, and" if scenario.by_chance else "its"
        raise NotMeasured(
            f"{bug} / {scenario.name}: {how} rate has {found.summary()}; at least "
            f"{needed} boots a side are needed: make rates BUG={bug}{kernel_setting()} "
            f"(all the suite requires), or this series alone: "
            f"{measure_command(bug, scenario.name)}")
    used = Rates(found.idle, found.loaded if enough(found.loaded, needed) else None)
    for m in used.sides():
        if m.bug_symptom == 0:
            raise ExpectationError(f"{bug} / {scenario.name}: the bug never showed its "
                                   f"symptom in {m.bug_boots} boots measured {m.condition}")
    confidence = stats.each_confidence(scenarios)
    bound = used.lower(confidence)
    return Plan(bug, scenario.name, budget(bound, share(scenarios)), bound, used,
                stale=used.stale(key), confidence=confidence)


def share(scenarios):
    """The miss each of a suite's scenarios may have: SUITE_MISS shared equally."""
    return SUITE_MISS / max(1, scenarios)


def enough(measured, boots):
    """measured (a Measurement or None) has at least `boots` boots a side, or
    its bug side stopped early by sequential.py's rule."""
    return measured is not None and measured.reference_boots >= boots and (
        measured.bug_boots >= boots or measured.sequential
        and sequential.stops_early(measured.bug_symptom, measured.bug_boots))


def measure_command(bug, scenario, load=0):
    """The command that measures one scenario's rate again."""
    return (f"make rates BUG={bug}{kernel_setting()} SCENARIO='{scenario}'"
            + (f" LOAD={load}" if load else ""))
