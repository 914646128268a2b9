"""make rates BUG=... with nothing else: all the suite will require of a clinic.

measure_all(bug, at_once) measures every scenario of expected/BUG.toml,
both sides, idle and loaded, to the suite's minimum (what
scenarios/test_measured.py asks of each), and nothing already measured
under today's key:

- a chance scenario: the bug's side idle and loaded, with the early
  stop (measured/sequential.py: 24 boots when all 24 show the symptom,
  else 30); the reference's, rates.MIN_BOOTS tries idle and loaded;
- one treated as deterministic: the bug's side idle,
  rates.MIN_DETERMINISTIC_BOOTS boots; the reference's as above.

Before it starts it says what it will boot and about how long that
takes, and after each boot how far it got and about how long is left.
Boots run side by side (run/pool.py), `at_once` at a time (the host's
cores by default), the bug's and the reference's alternating; the
condition is written with the measurement (rates.Measurement.at_once).
The loaded condition keeps as many busy processes beside each boot as a
boot alone had (rates.HOST_LOAD): the other boots count among them, so
with two at a time one process spins (spinners()).
Each scenario and condition is written to measured/rates/BUG.toml as
soon as its last boot has ended, exactly as trials/rates.measure writes
one; Ctrl-C ends every boot and writes nothing of the ones not finished.
"""

import time
from dataclasses import dataclass, field

from harness import REPO, slug, stats
from harness.build import REFERENCE
from harness.kernel.tree import build_on
from harness.endings import INFRASTRUCTURE, SYMPTOM
from harness.expected import spec
from harness.expected.kernels import current_kernel
from harness.expected.records import suite_scenarios
from harness.measured import host, rates, sequential
from harness.measured.keys import measurement_key
from harness.run.pool import Pool
from harness.run.scenario import run_scenario
from harness.trials.estimate import GUESS, boot_seconds, wall_minutes
from harness.trials.rates import BUG_SIDE, REFERENCE_SIDE, HostLoad, Tally, _store, chosen

REPLACED = 5   # boots with no verdict (every try failed) booted again, at most, a condition


@dataclass
class Owed:
    """What one scenario still needs under one host condition."""
    scenario: object
    load: int
    bug: int               # bug boots to start now
    reference: int
    early: bool = False    # the bug's side stops early if these all show it
    seconds: float = GUESS  # about how long a boot takes alone (trials/estimate.py)
    tallies: dict = field(default_factory=lambda: {BUG_SIDE: Tally(), REFERENCE_SIDE: Tally()})
    left: int = 0          # boots not ended yet
    missed: bool = False   # a bug boot of the early ones did not show the symptom
    replaced: int = 0      # boots booted again because every try of theirs failed

    @property
    def condition(self):
        return "loaded" if self.load else "idle"


def spinners(load, at_once):
    """The spinning processes of a condition of `load`, at_once boots at a
    time: the other boots are busy beside each boot too; at least one."""
    return 0 if not load else max(1, load - (at_once - 1))


def owed(clinic, scenarios, at_once, measured=None, names=None):
    """[Owed] of every scenario (of those named, if names) and condition
    that is not measured enough (measured: the clinic's rates, {scenario
    name: Rates}; its file's by default)."""
    measured = rates.load(clinic.bug) if measured is None else measured
    clinics, _ = spec.load_clinics()     # whose times serve as a guess: those that load
    early = sequential.early_cost(stats.each_confidence(scenarios), rates.share(scenarios),
                                  rates.MIN_BOOTS) <= 1
    found = []
    for scenario in chosen(clinic):
        if names is not None and scenario.name not in names:
            continue
        key = measurement_key(clinic, scenario)
        for load in (0, rates.HOST_LOAD):
            old = getattr(measured.get(scenario.name, rates.Rates()), "loaded" if load else "idle")
            usable = old is not None and old.measured_on == key and bool(old.host_load) == bool(load)
            if usable and _done(old, scenario, load):
                continue
            same = usable and old.at_once == at_once
            bug, reference = (old.bug_boots, old.reference_boots) if same else (0, 0)
            want = _bug_wanted(scenario, load)
            stop_early = early and scenario.by_chance and bug == 0
            item = Owed(scenario, load, max(0, (sequential.EARLY if stop_early else want) - bug),
                        max(0, rates.MIN_BOOTS - reference), stop_early,
                        boot_seconds(scenario, old, load, clinics))
            found.append(item)
    return found


def _bug_wanted(scenario, load):
    if scenario.by_chance:
        return rates.MIN_BOOTS
    return 0 if load else rates.MIN_DETERMINISTIC_BOOTS


def _done(measured, scenario, load):
    bug_ok = (measured.bug_boots >= _bug_wanted(scenario, load)
              or rates.enough(measured, rates.MIN_BOOTS))
    return bug_ok and measured.reference_boots >= rates.MIN_BOOTS


def measure_all(bug, at_once=None, for_host=None, wanted=None):
    """Measure what the suite requires of `bug` (see the module's text); 0
    when done.  for_host: the names of scenarios whose rates did not carry
    over to this host (make calibrate): those alone, measured again from
    nothing but this host's own measurements (host.own_rates()).  wanted:
    one scenario's name, that scenario alone (make rates SCENARIO=...)."""
    spec.known_clinic(bug)
    clinic = spec.load_clinic(bug)
    clinics = [spec.load_clinic(name) for name in spec.clinic_names()]
    pool = Pool(at_once)
    mine = rates.load(bug, host.own_rates() or rates.RATES, own=False) if for_host else None
    names = for_host if wanted is None else [s.name for s in chosen(clinic, wanted)]
    work = owed(clinic, suite_scenarios(clinics), pool.at_once, mine, names)
    _say_plan(clinic, work, pool.at_once)
    if not work:
        return 0
    logs = REPO / "logs" / "rates" / clinic.bug
    builds = {name: build_on(name, log_path=logs / f"build-{name}.log")
              for name in (clinic.bug, REFERENCE)}
    started, total = time.monotonic(), sum(item.bug + item.reference for item in work)
    progress = Progress(total, started)
    try:
        for load in (0, rates.HOST_LOAD):
            items = [item for item in work if item.load == load]
            if items:
                with HostLoad(spinners(load, pool.at_once)):
                    boot_series(pool, clinic, builds, items, logs, progress,
                                finished=lambda item: _store(
                                    clinic, item.scenario,
                                    measurement_key(clinic, item.scenario),
                                    {s: t for s, t in item.tallies.items() if t.boots or t.ended},
                                    spinners(item.load, pool.at_once), at_once=pool.at_once,
                                    sequential=item.early))
    except KeyboardInterrupt:
        print("rates: interrupted; every boot is ended, and what had not finished is not written")
        raise
    print(f"rates: {clinic.bug} measured to what the suite requires in "
          f"{minutes_in_words((time.monotonic() - started) / 60)}.  "
          f"Next: {_pytest_command(clinic.bug)}")
    return 0


def _say_plan(clinic, work, at_once):
    if not work:
        print(f"rates: every scenario of {clinic.bug} is measured to the suite's minimum on "
              f"today's kernels: nothing to boot.  Next: {_pytest_command(clinic.bug)}")
        return
    minutes = wall_minutes([(item.bug + item.reference, item.seconds) for item in work], at_once)
    print(f"rates: measuring {clinic.bug} to what the suite requires, {at_once} boot"
          f"{'s' if at_once > 1 else ''} at a time; about {minutes_in_words(minutes)} (from the "
          f"reference's timed boots; where a scenario has none, from a scenario of the same "
          f"steps or from its steps' times in the others):")
    for item in work:
        more = (f" (or {rates.MIN_BOOTS - sequential.EARLY} more if one of them does not "
                f"show the symptom)") if item.early else ""
        print(f"  {item.scenario.name}, {item.condition}: {item.bug} bug boots{more}, "
              f"{item.reference} reference boots, about {item.seconds:.0f} s a boot alone")


def minutes_in_words(minutes):
    return "1 minute" if round(minutes) <= 1 else f"{minutes:.0f} minutes"


class Progress:
    def __init__(self, total, started):
        self.total, self.started, self.ended = total, started, 0

    def say(self, item):
        self.ended += 1
        self.total = max(self.total, self.ended)
        spent = time.monotonic() - self.started
        left = spent / self.ended * (self.total - self.ended)
        bug, reference = item.tallies[BUG_SIDE], item.tallies[REFERENCE_SIDE]
        said = [f"bug {bug.verdicts.get(SYMPTOM, 0)} of {bug.boots} showed the symptom"] \
            if bug.ended else []
        said += [f"reference failed {reference.failed} of {sum(reference.ended.values())} tries"] \
            if reference.ended else []
        print(f"[{self.ended} of {self.total}, about {minutes_in_words(left / 60)} left] "
              f"{item.scenario.name} ({item.condition}): {', '.join(said)}", flush=True)


def boot_series(pool, clinic, builds, items, logs, progress, finished):
    """Every boot of these items (Owed, of one host condition) in the pool,
    the sides alternating; finished(item) once an item's last boot ended.
    builds: {clinic.bug: its Build, REFERENCE: the reference's}."""
    numbers = {}

    def boot(item, side):
        build = builds[clinic.bug] if side is BUG_SIDE else builds[REFERENCE]
        number = numbers[id(item), side] = numbers.get((id(item), side), 0) + 1
        where = logs / slug(item.scenario.name) / item.condition / f"{build.name}-{number}"

        def job():
            began = time.monotonic()
            made = run_scenario(build, clinic, item.scenario, where, 1, until_symptom=False,
                                live=False, gives_up=lambda run: pool.stopping.is_set())
            return item, side, number, made, time.monotonic() - began
        item.left += 1
        return job

    def ended(job, result):
        item, side, number, made, seconds = result
        item.tallies[side].add(made, seconds, side is REFERENCE_SIDE, number)
        item.left -= 1
        more = []
        if made[-1].verdict == INFRASTRUCTURE and item.replaced < REPLACED:
            item.replaced += 1     # it has no verdict: another takes its place
            more.append(boot(item, side))
        elif side is BUG_SIDE and item.early and made[-1].verdict != SYMPTOM and not item.missed:
            item.missed = True      # the early stop is off: on to the full count
            more = [boot(item, BUG_SIDE) for _ in range(rates.MIN_BOOTS - sequential.EARLY)]
        progress.total += len(more)
        progress.say(item)
        if item.left == 0:
            finished(item)
        return more

    jobs = []
    for item in items:   # the sides alternate, so that drift hits both alike
        sides = [BUG_SIDE] * item.bug, [REFERENCE_SIDE] * item.reference
        for pair in zip(*[s + [None] * (max(map(len, sides)) - len(s)) for s in sides]):
            jobs += [boot(item, side) for side in pair if side is not None]
    pool.run(jobs, ended)


def _pytest_command(bug):
    """The command that runs the clinic once its rates are measured, on this kernel."""
    kernel = current_kernel()
    return f"pytest -k {bug}" if kernel.is_base else f"pytest --kernel={kernel.name} -k {bug}"
