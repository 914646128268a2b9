"""make calibrate: whether the committed rates hold on this host.

Every rate was measured on one host (measured/host.toml), and QEMU's
clock follows the host's, so on another (a lab machine, a CI runner, a
grading image) a rate may not hold.  calibrate(runs, at_once) boots a
short series of every chance scenario of every clinic, both sides, on
an idle host, boots side by side as a check or a clinic run boots them
(run/pool.py, trials/measure_all.boot_series), and holds each committed
rate against its series:

- the bug's side, by the drift alarm (measured/drift.py) against the
  committed idle count: it carries over unless the alarm fires.  The
  alarm's cut-off, false alarm and power are printed with it, and how
  many boots would give it 90% power;
- the reference's side: it carries over unless the series failed so
  often that it is as unlikely as the alarm's false alarm, at the upper
  bound of the committed failures (stats.at_least).

A rate that does not carry over is measured again on this host, as
`make rates` measures it, and kept as this host's own (measured/hosts/
<host>/rates/, measured/host.py), where it stands instead of the
recorded host's (rates.load); on the recorded host itself the rate has
changed, and calibrate names the command that measures it again.

It says first what it will boot and about how long, after each boot
how far it got, and at the end each verdict, how many carried over and
how long it took.  The series itself is not written: it is a check of
this host, kept in its logs (logs/calibrate/).  Exit status 0 when every
rate carries over or is measured for this host, 1 when one does not
carry over on the recorded host.
"""

import time

from harness import REPO, stats
from harness.build import REFERENCE, build_variant
from harness.endings import SYMPTOM
from harness.expected import spec
from harness.measured import drift, host, rates
from harness.run.pool import Pool
from harness.trials.estimate import boot_seconds, wall_minutes
from harness.trials.measure_all import Owed, Progress, boot_series, measure_all, minutes_in_words
from harness.trials.rates import BUG_SIDE, REFERENCE_SIDE, chosen

RUNS = 10    # boots a side a chance scenario, by default


def series(runs, bugs=None):
    """[(clinic, Owed)] of every chance scenario (of the clinics named, or
    of every one): `runs` boots a side, idle, or as many as its alarm
    needs to fire at all (drift.fewest_alarming: 30 for a rate of 12 of
    30), so that no series is one that can never say its rate drifted."""
    found = []
    others, _ = spec.load_clinics()     # whose times serve as a guess: those that load
    for bug in bugs or spec.clinic_names():
        clinic = spec.load_clinic(bug)
        measured = rates.load(bug)
        for scenario in chosen(clinic):
            if scenario.by_chance:
                idle = measured.get(scenario.name, rates.Rates()).idle
                least = idle and drift.fewest_alarming(idle.bug_symptom, idle.bug_boots)
                boots = max(runs, least or 0)
                found.append((clinic, Owed(scenario, 0, boots, boots,
                                           seconds=boot_seconds(scenario, idle, 0, others))))
    return found


# When no series gives the alarm its power: a measured rate whose 95% lower
# bound lies near half of it (12 of 30: 0.25 against 0.2).
NO_POWER = (f" (no series of up to {drift.MOST_RUNS} boots would give 90% power: the measured "
            f"rate's 95% lower bound is too near half of it; more boots in make rates narrow it)")


def verdict(clinic, item):
    """(carries over, the line that says so) of one scenario's series."""
    committed = rates.load(clinic.bug)[item.scenario.name].idle
    bug, reference = item.tallies[BUG_SIDE], item.tallies[REFERENCE_SIDE]
    shown = bug.verdicts.get(SYMPTOM, 0)
    rule = drift.rule(committed.bug_symptom, committed.bug_boots, bug.boots)
    tries = sum(reference.ended.values())
    bound = committed.reference_failure_bound
    unlikely = reference.failed > 0 and \
        stats.at_least(reference.failed, tries, bound) <= drift.FALSE_ALARM
    holds = not rule.fires(shown) and not unlikely
    needed = drift.runs_for(committed.bug_symptom, committed.bug_boots)
    line = (f"{clinic.bug} / {item.scenario.name}: {'carries over' if holds else 'DOES NOT'}"
            f"; {rule.says('the bug showed its symptom', shown)}"
            f"{f' ({needed} boots would give 90% power)' if needed else NO_POWER}; the reference "
            f"failed {reference.failed} of {tries} tries here, {committed.reference_failed} of "
            f"{committed.reference_tries} when measured"
            + ("; that many failures are as unlikely as the alarm's false alarm" if unlikely
               else ""))
    return holds, line


def calibrate(runs=RUNS, at_once=None):
    """Boot the series and judge them (see the module's text); 0 when all carry over."""
    pool = Pool(at_once)
    work = series(runs)
    boots = sum(item.bug + item.reference for _, item in work)
    minutes = wall_minutes([(item.bug + item.reference, item.seconds) for _, item in work],
                           pool.at_once)
    here = host.described(host.this_host())
    print(f"calibrate: {runs} boots a side of each of the {len(work)} chance scenarios on this "
          f"host ({here}), {pool.at_once} at a time: {boots} boots, about "
          f"{minutes_in_words(minutes)} (from the reference's timed boots); each held "
          f"against the rates measured on {_measured_on()}", flush=True)
    started = time.monotonic()
    progress, results = Progress(boots, started), []   # [(clinic, item, holds, line)]
    logs = REPO / "logs" / "calibrate"
    try:
        for clinic in {clinic.bug: clinic for clinic, _ in work}.values():
            items = [item for owner, item in work if owner is clinic]
            builds = {name: build_variant(name, log_path=logs / f"build-{name}.log")
                      for name in (clinic.bug, REFERENCE)}
            boot_series(pool, clinic, builds, items, logs / clinic.bug, progress,
                        finished=lambda item, clinic=clinic: results.append(
                            (clinic, item, *verdict(clinic, item))))
    except KeyboardInterrupt:
        print("calibrate: interrupted; every boot is ended, and nothing is judged")
        raise
    for *_, line in results:
        print(line)
    held = sum(holds for _, _, holds, _ in results)
    took = minutes_in_words((time.monotonic() - started) / 60)
    if held == len(results):
        print(f"calibrate: all {held} rates carry over to this host ({here}); it took {took}.  "
              f"Next: make test, make grade")
        return 0
    failing = {}
    for clinic, item, holds, _ in results:
        if not holds:
            failing.setdefault(clinic.bug, set()).add(item.scenario.name)
    print(f"calibrate: {len(results) - held} of {len(results)} rates do not carry over to this "
          f"host ({here}); it took {took}.  The suite's budgets and a tree's verdicts stand on "
          f"rates this host did not show.")
    if not host.own():
        again = [rates.measure_command(bug, name) for bug in failing for name in sorted(failing[bug])]
        print("calibrate: this is the host the rates were measured on, so they have changed "
              "here: measure them again, " + "; ".join(again))
        return 1
    print(f"calibrate: measuring them on this host, kept as its own under "
          f"{host.own_rates().relative_to(REPO)}/ (they stand instead of the recorded host's "
          f"here; Ctrl-C stops, and what was not finished is not written)")
    for bug, names in failing.items():
        measure_all(bug, at_once, for_host=names)
    print("calibrate: this host's own rates are measured.  Next: make test, make grade")
    return 0


def _measured_on():
    recorded = host.measured_host()
    return host.described(recorded) if recorded else "a host not recorded"
