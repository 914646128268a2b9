"""The rates of the clinics' scenarios: measured by booting, and shown.

- measure(bug, scenario_name, boots, load, side): `python3 -m harness
  rates measure` (make rates).  For each scenario of expected/BUG.toml
  (or only the one named), `boots` boots of the bug and as many of the
  reference, alternating (side "bug" or "reference": that side only),
  each judged exactly as the suite judges it: by default
  rates.MIN_BOOTS for a chance scenario and rates.MIN_DETERMINISTIC_BOOTS
  for one treated as deterministic.  With load > 0, as many processes
  spin on the host meanwhile (HostLoad), and the result is the
  scenario's loaded measurement.  A boot that fails is retried as the
  suite retries it, and every try is counted by how it ended (Tally):
  a reference try whose step never came is a reference failure, and a
  boot whose every try failed is counted with no verdict; nothing is
  dropped.  Each try's step seconds are kept.  The result goes into
  measured/rates/BUG.toml (harness/measured/rates.py): k of N a side, the date,
  the verdicts, the panics seen, the tries by how they ended, the step
  seconds.  A measurement of the same kernels, scenario, machine and
  load is added to; any other is replaced.  Every boot's logs stay
  in logs/rates/BUG/<scenario's slug>/, and a line a boot says how far
  it got.  Ctrl-C stops cleanly, ends the spinning processes, and
  writes nothing of the scenario it was measuring.
- show(): `python3 -m harness rates show`: every chance scenario's
  measured rate, its bound and its boots in the suite, as a Markdown
  table, and the chance that the bug side of a full run misses a present
  symptom (at the plans' bounds), and what the reference's counts bound;
  last, each measurement whose key `rates carry` moved, and why.
"""

import datetime
import subprocess
import sys
import time
from collections import Counter

from harness import REPO, shortened, slug, stats, tools
from harness.build import REFERENCE
from harness.kernel.tree import build_on
from harness.endings import INFRASTRUCTURE, NEVER_CAME, SYMPTOM
from harness.errors import HarnessError
from harness.expected import spec
from harness.expected.records import suite_scenarios
from harness.measured import drift, host, rates, run_figures
from harness.measured.keys import measurement_key
from harness.run.deadlines import DEADLINE_FACTOR, DEADLINE_FLOOR, step_times, waiting
from harness.run.deadlines import deadlines as step_deadlines
from harness.run.judge import reference_failures
from harness.run.scenario import run_scenario

BUG_SIDE, REFERENCE_SIDE = True, False
BOTH = (BUG_SIDE, REFERENCE_SIDE)
SIDES = {"both": BOTH, "bug": (BUG_SIDE,), "reference": (REFERENCE_SIDE,)}


def chosen(clinic, wanted=None):
    """The clinic's scenarios (chance ones first), or only the one named `wanted`."""
    every = sorted(clinic.scenarios, key=lambda scenario: not scenario.by_chance)
    if wanted is None:
        return every
    found = [scenario for scenario in every if scenario.name == wanted]
    if not found:
        raise HarnessError(f"{clinic.bug} has no scenario {wanted!r}; it has: "
                           f"{', '.join(repr(s.name) for s in every) or 'none'}")
    return found


def default_boots(scenario):
    return rates.MIN_BOOTS if scenario.by_chance else rates.MIN_DETERMINISTIC_BOOTS


class HostLoad:
    """`count` processes spinning on the host while a `with` block runs:
    the loaded condition of a measurement.  Each is a Python loop in a
    session of its own; all are killed on leaving, Ctrl-C included."""

    def __init__(self, count):
        self.count = count
        self.spinners = []

    def __enter__(self):
        for _ in range(self.count):
            self.spinners.append(subprocess.Popen(
                [sys.executable, "-c", "while True: pass"], start_new_session=True))
            tools.STARTED_GROUPS.append(self.spinners[-1].pid)   # a group of its own
        return self

    def __exit__(self, *exc_info):
        for spinner in self.spinners:
            tools.kill_group(spinner.pid)
            spinner.wait()                  # dead now: only reaped here
        return False


def measure(bug, wanted=None, boots=None, load=0, side="both"):
    """Boot and write the rates (see the module's text); 0 when done."""
    spec.known_clinic(bug)
    if side not in SIDES:
        raise HarnessError(f"no side {side!r}; the sides are: {', '.join(SIDES)}")
    clinic = spec.load_clinic(bug)
    scenarios = chosen(clinic, wanted)
    logs = REPO / "logs" / "rates" / bug
    builds = {name: build_on(name, log_path=logs / f"build-{name}.log")
              for name in (bug, REFERENCE)}
    try:
        with HostLoad(load):
            for scenario in scenarios:
                where = logs / slug(scenario.name) / ("loaded" if load else "idle")
                _measure_one(clinic, scenario, builds, boots or default_boots(scenario),
                             where, load, SIDES[side])
    except KeyboardInterrupt:
        print("rates: interrupted; the scenario being measured is not written")
        raise
    return 0


def _measure_one(clinic, scenario, builds, boots, logdir, load, sides=BOTH):
    key = measurement_key(clinic, scenario)
    tallies = {side: Tally() for side in sides}
    for number in range(1, boots + 1):
        for side in sides:   # alternate, so that drift hits both alike
            build = builds[clinic.bug] if side is BUG_SIDE else builds[REFERENCE]
            started = time.monotonic()
            made = run_scenario(build, clinic, scenario, logdir / f"{build.name}-{number}", 1,
                                until_symptom=False)
            tallies[side].add(made, time.monotonic() - started, side is REFERENCE_SIDE, number)
        print(f"{clinic.bug} / {scenario.name}{' (loaded)' if load else ''}: {number} of "
              f"{boots}: " + ", ".join(f"{_side_name(side)} {dict(tally.ended)}"
                                       for side, tally in tallies.items()), flush=True)
    _store(clinic, scenario, key, tallies, load)


def _side_name(side):
    return "bug" if side is BUG_SIDE else "reference"


class Tally:
    """One side's boots of a measurement: every try counted by how it ended
    (endings.ENDINGS), each step's seconds, and the verdicts of the boots
    that reached one."""

    def __init__(self):
        self.boots, self.failed, self.seconds, self.timed = 0, 0, 0.0, 0
        self.verdicts, self.outcomes, self.ended = Counter(), Counter(), Counter()
        self.failures = Counter()   # {why a reference try failed: tries}
        self.steps = {}

    def add(self, made, seconds, on_reference, number):
        """A boot's tries (run_scenario's RunRecords, retries first)."""
        for run in made:
            self.ended[run.ended] += 1
            for step in run.timing:
                if step["ended"] == "done":
                    self.steps.setdefault(step["step"], []).append(step["seconds"])
            if on_reference and run.ended == NEVER_CAME:
                self.failed += 1    # the reference must get there: its failure, not the host's
                self.failures[_first_line(f"a step never came: {run.detail}")] += 1
                print(f"  reference boot {number}: a step never came: {run.detail}")
        run = made[-1]
        if run.verdict == INFRASTRUCTURE:
            print(f"  {_side_name(not on_reference)} boot {number}: all {len(made)} tries "
                  f"failed, the last: {run.ended}: {run.detail}")
            return
        self.boots += 1
        self.verdicts[run.verdict] += 1
        self.outcomes[f"panic: {run.panic}" if run.panic else "no panic"] += 1
        if on_reference:
            self.seconds += seconds
            self.timed += 1
            why = reference_failures(run)
            self.failed += bool(why)
            self.failures.update(_first_line(reason) for reason in why)
            if why:
                print(f"  reference boot {number} fails its test: {'; '.join(why)}")


def _first_line(text, width=160):
    """A reason as a short key of the rates file: its first line, cut."""
    line = str(text).strip().splitlines()[0] if str(text).strip() else "(no detail)"
    return shortened(line, width)


def _store(clinic, scenario, key, tallies, load, at_once=1, sequential=False):
    """Write the measurement, added to an earlier one of the same key, load
    and boots at a time; a side of it whose tries were not counted is
    replaced.  sequential: the bug's side was measured with the early stop."""
    known = rates.load(clinic.bug)
    found = known.setdefault(scenario.name, rates.Rates())
    condition = "loaded" if load else "idle"
    today = str(datetime.date.today())
    measured, here = getattr(found, condition), host.own()
    if measured is None or (measured.host_load, measured.measured_on, measured.at_once,
                            measured.host) != (load, key, at_once, here):
        measured = rates.Measurement(clinic.bug, scenario.name, key, today, 0, 0, {}, 0, 0, {},
                                     host_load=load, at_once=at_once, host=here)
    measured.sequential = measured.sequential or sequential
    if BUG_SIDE in tallies and measured.bug_boots and tallies[BUG_SIDE].boots:
        new = tallies[BUG_SIDE]
        print(drift.rule(measured.bug_symptom, measured.bug_boots, new.boots).says(
            f"{clinic.bug} / {scenario.name} ({measured.condition}), the bug's symptom",
            new.verdicts.get(SYMPTOM, 0)))
    for side, tally in tallies.items():
        (_add_bug if side is BUG_SIDE else _add_reference)(measured, tally, today)
    setattr(found, condition, measured)
    path = rates.save(clinic.bug, known)
    print(f"{clinic.bug} / {scenario.name}: {measured.condition}: bug {measured.bug_symptom} "
          f"of {measured.bug_boots}; {measured.reference_summary()}; written to {path}")


def _add_bug(m, tally, today):
    if not m.bug_ended:    # boots measured before tries were counted: replaced
        m.bug_boots, m.bug_symptom, m.bug_verdicts, m.bug_outcomes, m.bug_steps = 0, 0, {}, {}, {}
    m.bug_boots += tally.boots
    m.bug_verdicts = dict(Counter(m.bug_verdicts) + tally.verdicts)
    m.bug_symptom = m.bug_verdicts.get(SYMPTOM, 0)
    m.bug_outcomes = dict(Counter(m.bug_outcomes) + tally.outcomes)
    m.bug_ended = dict(Counter(m.bug_ended) + tally.ended)
    m.bug_steps = _joined(m.bug_steps, tally.steps)
    m.date = today


def _add_reference(m, tally, today):
    if not m.reference_ended:
        m.reference_boots = m.reference_failed = m.reference_timed = 0
        m.reference_seconds, m.reference_verdicts, m.reference_outcomes = 0.0, {}, {}
        m.reference_steps, m.reference_failures = {}, {}
    m.reference_boots += tally.boots
    m.reference_failed += tally.failed
    m.reference_verdicts = dict(Counter(m.reference_verdicts) + tally.verdicts)
    m.reference_outcomes = dict(Counter(m.reference_outcomes) + tally.outcomes)
    m.reference_ended = dict(Counter(m.reference_ended) + tally.ended)
    m.reference_failures = dict(Counter(m.reference_failures) + tally.failures)
    m.reference_seconds += tally.seconds
    m.reference_timed += tally.timed
    m.reference_steps = _joined(m.reference_steps, tally.steps)
    m.reference_date = today


def _joined(earlier, later):
    """Two {label: [seconds]}, each label's list the earlier's then the later's."""
    joined = {label: list(times) for label, times in earlier.items()}
    for label, times in later.items():
        joined.setdefault(label, []).extend(times)
    return joined


def show():
    """Print the measured rates of every scenario (see the module's text)."""
    clinics = [spec.load_clinic(bug) for bug in spec.clinic_names()]
    every_scenario = suite_scenarios(clinics)
    print(f"| clinic / scenario | idle: bug shows it | idle: reference failed | loaded: bug "
          f"shows it | loaded: reference failed | {stats.each_confidence(every_scenario):.4g} "
          f"lower bound | boots in the suite | measured |")
    print("|---|---|---|---|---|---|---|---|")
    plans, stale, every = [], 0, []
    for clinic in clinics:
        measured = rates.load(clinic.bug)
        for scenario in chosen(clinic):
            key = measurement_key(clinic, scenario)
            found = measured.get(scenario.name, rates.Rates())
            every.append((scenario.name, found))
            try:
                plan = rates.plan(clinic.bug, scenario, every_scenario, key)
                bound, boots = f"{plan.bound:.3f}", str(plan.boots)
            except HarnessError:
                plan = None
                bound, boots = "not measured enough", "?" if scenario.by_chance else "1"
            plans.append(plan)
            cells = [_cells(getattr(found, condition)) for condition in rates.CONDITIONS]
            dates = ", ".join(sorted({m.date for m in found.sides()})) or "never"
            dates += " (key carried)" if any(m.carried for m in found.sides()) else ""
            is_stale = found.stale(key)
            stale += is_stale
            print(f"| {clinic.bug} / {scenario.name}{'' if scenario.by_chance else ' (deterministic)'}"
                  f" | {' | '.join(cells)} | {bound} | {boots} | {dates}"
                  f"{', STALE' if is_stale else ''} |")
    measured = sum(plan is not None for plan in plans)
    print(f"\n({measured} of {every_scenario} scenarios measured, chance and deterministic; "
          f"{stale} stale; a bound and a budget at {stats.each_confidence(every_scenario):.4g} "
          f"confidence each, so that all hold together at {stats.JOINT_CONFIDENCE:.0%})\n")
    for line in run_figures.figure_lines(plans, [found for _, found in every]):
        print(line)
    print(f"\nrates measured on: {_host_line()}")
    _show_endings(clinics)
    _show_step_times(clinics)
    _show_carried(clinics)
    return 0


def _host_line():
    """Where the rates were measured, and whether this host differs."""
    recorded = host.measured_host()
    said = host.described(recorded) if recorded else "not recorded"
    differs, mine = host.differs(), host.own_said()
    return said + (f"\nHOST: {differs}" if differs else " (this host is the same)") + (
        f"\nthis host's own: {mine}" if mine else "")


def _show_endings(clinics):
    """Every try of every measurement, by how it ended (endings.ENDINGS)."""
    print("\n## Every try, by how it ended\n")
    print(f"A try that never reached a verdict is retried, and counted here; on the reference "
          f"a step that never came is a failure.  The data test fails when the reference's "
          f"95% upper bound passes {rates.REFERENCE_FAILURE_LIMIT:.0%}.\n")
    print("| clinic / scenario | condition | bug's tries | reference's tries | reference failed "
          "| 95% upper bound | why the reference failed |")
    print("|---|---|---|---|---|---|---|")
    for clinic in clinics:
        measured = rates.load(clinic.bug)
        for scenario in chosen(clinic):
            found = measured.get(scenario.name, rates.Rates())
            for condition in rates.CONDITIONS:
                m = getattr(found, condition)
                if m is not None:
                    print(f"| {clinic.bug} / {scenario.name} | {m.condition} | "
                          f"{_ended_cell(m.bug_ended, m.bug_boots)} | "
                          f"{_ended_cell(m.reference_ended, m.reference_boots)} | "
                          f"{m.reference_failed} of {m.reference_tries} | "
                          f"{m.reference_failure_bound:.3f} | {_why_cell(m)} |")


def _why_cell(m):
    if m.reference_failures:
        return "; ".join(f"{count}: {why}".replace("|", "\\|")
                         for why, count in sorted(m.reference_failures.items()))
    return "not kept (measured before 2026-12-04)" if m.reference_failed else ""


def _ended_cell(ended, boots):
    if ended:
        return ", ".join(f"{count} {how}" for how, count in sorted(ended.items()))
    return f"{boots} boots; tries not counted" if boots else "not measured"


def _show_step_times(clinics):
    """The reference's seconds a step, median and slowest, idle and loaded,
    and the deadline a run now gets (rates.deadlines)."""
    print("\n## The reference's steps, in seconds (median / slowest of N tries)\n")
    print(f"A run waits for a step measured under load {DEADLINE_FACTOR:g} times its "
          f"slowest, never below {DEADLINE_FLOOR:g} s; any other step its fixed "
          f"timeout.\n")
    print("| clinic / scenario | step | idle | loaded | deadline |")
    print("|---|---|---|---|---|")
    for clinic in clinics:
        measured = rates.load(clinic.bug)
        for scenario in chosen(clinic):
            found = measured.get(scenario.name, rates.Rates())
            times = {condition: step_times(m) if m is not None else {}
                     for condition in rates.CONDITIONS
                     for m in [getattr(found, condition)]}
            deadlines = step_deadlines(clinic, scenario, bug_side=False)
            labels = list(dict.fromkeys(label for side in times.values() for label in side))
            waits = waiting(scenario)
            if not labels:
                print(f"| {clinic.bug} / {scenario.name} | (no step timed) | | | |")
            for label in labels:
                cells = [_time_cell(times[condition].get(label)) for condition in rates.CONDITIONS]
                deadline = (f"{deadlines[label]:g} s" if label in deadlines
                            else "fixed" if label in waits else "no wait")
                print(f"| {clinic.bug} / {scenario.name} | {label} | {' | '.join(cells)} "
                      f"| {deadline} |")


def _show_carried(clinics):
    """Each measurement that `rates carry` moved to a new key rule, and why."""
    moved = [(clinic.bug, name, m) for clinic in clinics
             for name, found in sorted(rates.load(clinic.bug).items())
             for m in found.sides() if m.carried]
    if not moved:
        return
    print("\n## Keys carried to a new rule\n")
    print("A measurement whose key changed only because the rule that makes keys changed, "
          "its sources, scenario and QEMU being those it was measured on, keeps its counts "
          "under its new key (`python3 -m harness rates carry`).\n")
    print("| clinic / scenario | condition | carried |")
    print("|---|---|---|")
    for bug, name, m in moved:
        print(f"| {bug} / {name} | {m.condition} | {'; '.join(m.carried)} |")


def _time_cell(times):
    if times is None:
        return "-"
    median, slowest, tries = times
    return f"{median:.1f} / {slowest:.1f} ({tries})"


def _cells(measured):
    if measured is None:
        return "not measured | not measured"
    bug = f"{measured.bug_symptom} of {measured.bug_boots}" if measured.bug_boots else "not booted"
    return f"{bug} | {measured.reference_failed} of {measured.reference_tries}"
