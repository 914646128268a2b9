"""The rates of the chance scenarios: measured by booting, and shown.

- measure(bug, scenario_name, boots): `python3 -m harness rates measure`
  (make rates).  For each scenario of expected/BUG.toml marked by_chance
  (or only the one named), `boots` boots of the bug and as many of the
  reference, alternating, each judged exactly as the suite judges it.
  Infrastructure failures are retried and never counted.  The result
  goes into measured/rates/BUG.toml (harness/rates.py): k of N a side,
  the date, the verdicts and the panics seen.  A measurement of the same
  kernels and scenario is added to; any other is replaced.  Every boot's
  logs stay in logs/rates/BUG/<scenario's slug>/, and a line a boot
  says how far it got.  Ctrl-C stops cleanly and writes nothing.
- show(): `python3 -m harness rates show`: every chance scenario's
  measured rate, its bound and its boots in the suite, as a Markdown
  table, and the chance that a correct tree fails a full run.
"""

import datetime
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


def chance_scenarios(clinic, wanted=None):
    """The clinic's scenarios whose symptom shows by chance (only `wanted`, if named)."""
    chance = [scenario for scenario in clinic.scenarios if scenario.by_chance]
    if wanted is None:
        return chance
    found = [scenario for scenario in chance if scenario.name == wanted]
    if not found:
        raise HarnessError(f"{clinic.bug} has no chance scenario {wanted!r}; it has: "
                           f"{', '.join(repr(s.name) for s in chance) or 'none'}")
    return found


def measure(bug, wanted=None, boots=rates.MIN_BOOTS):
    """Boot and write the rates (see the module's text); 0 when done."""
    known_clinic(bug)
    clinic = spec.load_clinic(bug)
    chance = chance_scenarios(clinic, wanted)
    logs = REPO / "logs" / "rates" / bug
    builds = {name: build_variant(name, log_path=logs / f"build-{name}.log")
              for name in (bug, REFERENCE)}
    try:
        for scenario in chance:
            _measure_one(clinic, scenario, builds, boots, logs / slug(scenario.name))
    except KeyboardInterrupt:
        print("rates: interrupted; the scenario being measured is not written")
        raise
    return 0


def _measure_one(clinic, scenario, builds, boots, logdir):
    key = measurement_key(clinic, scenario)
    verdicts = {side: Counter() for side in (BUG_SIDE, REFERENCE_SIDE)}
    ends = {side: Counter() for side in (BUG_SIDE, REFERENCE_SIDE)}   # by panic
    failed = 0
    for number in range(1, boots + 1):
        for side in (BUG_SIDE, REFERENCE_SIDE):   # alternate, so that drift hits both alike
            build = builds[clinic.bug] if side is BUG_SIDE else builds[REFERENCE]
            made = run_scenario(build, clinic, scenario, logdir / f"{build.name}-{number}", 1,
                                until_symptom=False)
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
        print(f"{clinic.bug} / {scenario.name}: {number} of {boots}: bug "
              f"{dict(verdicts[BUG_SIDE])}, reference {dict(verdicts[REFERENCE_SIDE])}",
              flush=True)
    _store(clinic, scenario, key, verdicts, ends, failed, boots)


def _store(clinic, scenario, key, verdicts, ends, failed, boots):
    """Write the measurement, added to an earlier one of the same key."""
    known = rates.load(clinic.bug)
    earlier = known.get(scenario.name)
    bug_verdicts, reference_verdicts = verdicts[BUG_SIDE], verdicts[REFERENCE_SIDE]
    boots_before = 0
    if earlier is not None and earlier.measured_on == key:
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
        bug_outcomes=dict(ends[BUG_SIDE]), reference_outcomes=dict(ends[REFERENCE_SIDE]))
    known[scenario.name] = measured
    path = rates.save(clinic.bug, known)
    print(f"{clinic.bug} / {scenario.name}: {measured.summary()}; written to {path}")


def show():
    """Print the measured rates of every chance scenario (see the module's text)."""
    chance = [(clinic, scenario) for clinic in map(spec.load_clinic, spec.clinic_names())
              for scenario in chance_scenarios(clinic)]
    print("| clinic / scenario | bug: symptom | reference: failed | 95% lower bound "
          "| boots in the suite | measured |")
    print("|---|---|---|---|---|---|")
    plans = []
    for clinic, scenario in chance:
        where = f"{clinic.bug} / {scenario.name}"
        try:
            plan = rates.plan(clinic.bug, scenario, len(chance),
                              measurement_key(clinic, scenario))
        except HarnessError as error:
            print(f"| {where} | not measured enough: {str(error).split('; ')[-1]} | | | | |")
            continue
        plans.append(plan)
        m = plan.measurement
        print(f"| {where} | {m.bug_symptom} of {m.bug_boots} | {m.reference_failed} of "
              f"{m.reference_boots} | {plan.bound:.3f} | {plan.boots} | {m.date}"
              f"{', STALE' if plan.stale else ''} |")
    print(f"\nfalse-failure chance of a full run: {stats.false_failure(plans):.3%} "
          f"({len(plans)} of {len(chance)} chance scenarios measured)")
    return 0
