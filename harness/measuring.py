"""The rates of the clinics' scenarios: measured by booting, and shown.

- measure(bug, scenario_name, boots, load): `python3 -m harness rates
  measure` (make rates).  For each scenario of expected/BUG.toml (or only
  the one named), `boots` boots of the bug and as many of the reference,
  alternating, each judged exactly as the suite judges it: by default
  rates.MIN_BOOTS for a chance scenario and rates.MIN_DETERMINISTIC_BOOTS
  for one treated as deterministic.  With load > 0, as many processes
  spin on the host meanwhile (HostLoad), and the result is the
  scenario's loaded measurement.  Infrastructure failures are retried
  and never counted.  The result goes into measured/rates/BUG.toml
  (harness/rates.py): k of N a side, the date, the verdicts and the
  panics seen.  A measurement of the same kernels, scenario, machine
  and load is added to; any other is replaced.  Every boot's logs stay
  in logs/rates/BUG/<scenario's slug>/, and a line a boot says how far
  it got.  Ctrl-C stops cleanly, ends the spinning processes, and
  writes nothing of the scenario it was measuring.
- show(): `python3 -m harness rates show`: every chance scenario's
  measured rate, its bound and its boots in the suite, as a Markdown
  table, and the chance that a correct tree fails a full run.
"""

import datetime
import subprocess
import sys
import time
from collections import Counter

from harness import REPO, rates, slug, spec, stats
from harness.build import REFERENCE, build_variant
from harness.clinic import run_scenario
from harness.errors import HarnessError
from harness.judge import INFRASTRUCTURE, SYMPTOM, reference_failures
from harness.keys import measurement_key

BUG_SIDE, REFERENCE_SIDE = True, False


def known_clinic(bug):
    """HarnessError unless bug names a clinic (the message lists them)."""
    names = spec.clinic_names()
    if bug not in names:
        said = f"no clinic {bug!r}" if bug else "say which clinic"
        raise HarnessError(f"{said}; the clinics are: {', '.join(names)}")


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
        return self

    def __exit__(self, *exc_info):
        for spinner in self.spinners:
            spinner.kill()
            spinner.wait()
        return False


def measure(bug, wanted=None, boots=None, load=0):
    """Boot and write the rates (see the module's text); 0 when done."""
    known_clinic(bug)
    clinic = spec.load_clinic(bug)
    scenarios = chosen(clinic, wanted)
    logs = REPO / "logs" / "rates" / bug
    builds = {name: build_variant(name, log_path=logs / f"build-{name}.log")
              for name in (bug, REFERENCE)}
    try:
        with HostLoad(load):
            for scenario in scenarios:
                where = logs / slug(scenario.name) / ("loaded" if load else "idle")
                _measure_one(clinic, scenario, builds, boots or default_boots(scenario),
                             where, load)
    except KeyboardInterrupt:
        print("rates: interrupted; the scenario being measured is not written")
        raise
    return 0


def _measure_one(clinic, scenario, builds, boots, logdir, load):
    key = measurement_key(clinic, scenario)
    verdicts = {side: Counter() for side in (BUG_SIDE, REFERENCE_SIDE)}
    ends = {side: Counter() for side in (BUG_SIDE, REFERENCE_SIDE)}   # by panic
    failed, seconds = 0, 0.0
    for number in range(1, boots + 1):
        for side in (BUG_SIDE, REFERENCE_SIDE):   # alternate, so that drift hits both alike
            build = builds[clinic.bug] if side is BUG_SIDE else builds[REFERENCE]
            started = time.monotonic()
            made = run_scenario(build, clinic, scenario, logdir / f"{build.name}-{number}", 1,
                                until_symptom=False)
            if side is REFERENCE_SIDE:
                seconds += time.monotonic() - started
            run = made[-1]
            if run.verdict == INFRASTRUCTURE:
                raise HarnessError(f"{build.name}: boot {number} failed {len(made)} times "
                                   f"for infrastructure: {run.detail}")
            verdicts[side][run.verdict] += 1
            ends[side][f"panic: {run.panic}" if run.panic else "no panic"] += 1
            if side is REFERENCE_SIDE:
                why = reference_failures(run)
                failed += bool(why)
                if why:
                    print(f"  reference boot {number} fails its test: {'; '.join(why)}")
        print(f"{clinic.bug} / {scenario.name}{' (loaded)' if load else ''}: {number} of "
              f"{boots}: bug {dict(verdicts[BUG_SIDE])}, reference "
              f"{dict(verdicts[REFERENCE_SIDE])}", flush=True)
    _store(clinic, scenario, key, verdicts, ends, failed, boots, load, seconds)


def _store(clinic, scenario, key, verdicts, ends, failed, boots, load, seconds=0.0):
    """Write the measurement, added to an earlier one of the same key and load."""
    known = rates.load(clinic.bug)
    found = known.setdefault(scenario.name, rates.Rates())
    condition = "loaded" if load else "idle"
    earlier = getattr(found, condition)
    if earlier is not None and earlier.host_load != load:
        earlier = None
    bug_verdicts, reference_verdicts = verdicts[BUG_SIDE], verdicts[REFERENCE_SIDE]
    boots_before, timed = 0, boots
    if earlier is not None and earlier.measured_on == key:
        seconds += earlier.reference_seconds
        timed += earlier.reference_timed
        bug_verdicts += Counter(earlier.bug_verdicts)
        reference_verdicts += Counter(earlier.reference_verdicts)
        ends = {BUG_SIDE: ends[BUG_SIDE] + Counter(earlier.bug_outcomes),
                REFERENCE_SIDE: ends[REFERENCE_SIDE] + Counter(earlier.reference_outcomes)}
        failed += earlier.reference_failed
        boots_before = earlier.bug_boots
    measured = rates.Measurement(
        clinic.bug, scenario.name, key, str(datetime.date.today()),
        bug_boots=boots_before + boots, bug_symptom=bug_verdicts[SYMPTOM],
        bug_verdicts=dict(bug_verdicts), reference_boots=boots_before + boots,
        reference_failed=failed, reference_verdicts=dict(reference_verdicts),
        bug_outcomes=dict(ends[BUG_SIDE]), reference_outcomes=dict(ends[REFERENCE_SIDE]),
        host_load=load, reference_seconds=seconds, reference_timed=timed)
    setattr(found, condition, measured)
    path = rates.save(clinic.bug, known)
    print(f"{clinic.bug} / {scenario.name}: {measured.condition}: {measured.summary()}; "
          f"written to {path}")


def show():
    """Print the measured rates of every scenario (see the module's text)."""
    clinics = [spec.load_clinic(bug) for bug in spec.clinic_names()]
    chance = sum(scenario.by_chance for clinic in clinics for scenario in clinic.scenarios)
    print("| clinic / scenario | idle: bug shows it | idle: reference failed | loaded: bug "
          "shows it | loaded: reference failed | 95% lower bound | boots in the suite "
          "| measured |")
    print("|---|---|---|---|---|---|---|---|")
    plans, stale = [], 0
    for clinic in clinics:
        measured = rates.load(clinic.bug)
        for scenario in chosen(clinic):
            key = measurement_key(clinic, scenario)
            found = measured.get(scenario.name, rates.Rates())
            bound, boots = "-", "1"
            if scenario.by_chance:
                try:
                    plan = rates.plan(clinic.bug, scenario, chance, key)
                    plans.append(plan)
                    bound, boots = f"{plan.bound:.3f}", str(plan.boots)
                except HarnessError:
                    bound, boots = "not measured enough", "?"
            cells = [_cells(getattr(found, condition)) for condition in rates.CONDITIONS]
            dates = ", ".join(sorted({m.date for m in found.sides()})) or "never"
            is_stale = found.stale(key)
            stale += is_stale
            print(f"| {clinic.bug} / {scenario.name}{'' if scenario.by_chance else ' (deterministic)'}"
                  f" | {' | '.join(cells)} | {bound} | {boots} | {dates}"
                  f"{', STALE' if is_stale else ''} |")
    print(f"\nfalse-failure chance of a full run: {stats.false_failure(plans):.3%} "
          f"({len(plans)} of {chance} chance scenarios measured); {stale} stale")
    return 0


def _cells(measured):
    if measured is None:
        return "not measured | not measured"
    return (f"{measured.bug_symptom} of {measured.bug_boots} | "
            f"{measured.reference_failed} of {measured.reference_boots}")
