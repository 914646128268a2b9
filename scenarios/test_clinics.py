"""The five clinics of the handout's §4, from bugs/ and expected/, and the reference beside them.

For each scenario of each expected/<bug>.toml, two tests:

- test_bug_shows_its_symptom[<bug>-<scenario>]: the bug's variant shows
  the symptom.  A scenario whose symptom shows only by chance
  (by_chance) gets the boot budget that its measured rate gives
  (expected/rates/, harness/rates.py; --runs overrides it) and stops at
  the first boot that shows it; the distribution seen is printed and
  kept as a property.
- test_reference_under[<bug>-<scenario>]: the reference, under the same
  scenario, for a fixed number of boots (rates.REFERENCE_BOOTS, whatever
  the order or selection of tests), never shows the symptom, shows what
  the expected file says it shows instead, and prints no FAIL or panic
  of its own.  Its evidence over many boots is the measured rate.

So `pytest -k <bug>` runs one clinic, bug and reference, and
`pytest -k reference` runs the reference under every clinic's scenario.
No clinic needs Python of its own: adding one is a patch in bugs/ and
an expected file.
"""

import re
from dataclasses import replace

import pytest

from harness import expect, rates
from harness.clinic import counted, measurement_key, reference_failures, run_scenario

CLINICS, BROKEN = expect.load_clinics()


def _case_id(clinic, scenario):
    words = re.sub(r"\W+", "_", scenario.name).strip("_")
    return f"{clinic.bug}-{words}"


def _marks(scenario):
    return [mark for mark, wanted in ((pytest.mark.slow, scenario.slow),
                                      (pytest.mark.gdb, scenario.gdb)) if wanted]


CASES = [pytest.param(clinic, scenario, id=_case_id(clinic, scenario), marks=_marks(scenario))
         for clinic in CLINICS for scenario in clinic.scenarios]
CHANCE_SCENARIOS = sum(scenario.by_chance for clinic in CLINICS for scenario in clinic.scenarios)


def _plan(clinic, scenario, pytestconfig):
    """A chance scenario's boots: its budget from the measured rate, or --runs."""
    plan = rates.plan(clinic.bug, scenario, CHANCE_SCENARIOS, measurement_key(clinic, scenario))
    forced = pytestconfig.getoption("runs")
    return plan if forced is None else replace(plan, boots=forced)


def _describe(runs):
    lines = []
    for run in runs:
        lines.append(f"  run {run.number}: {run.verdict}: {run.detail}  [{run.logdir}]")
        for outcome in run.symptom + run.reference:
            mark = {"yes": "ok ", "no": "NOT", "error": "ERR"}[outcome.result]
            handout = f" (handout: {outcome.handout})" if outcome.handout is not None else ""
            seen = outcome.error if outcome.error is not None else f"seen {outcome.seen}"
            lines.append(f"      {mark} {outcome.says}: {seen}{handout}")
    return "\n".join(lines)


@pytest.mark.parametrize("clinic, scenario", CASES)
def test_bug_shows_its_symptom(clinic, scenario, builds, clinic_logdir, pytestconfig,
                               suite_plans, record_property):
    build = builds(clinic.bug)
    plan = None
    if scenario.by_chance:
        try:
            plan = _plan(clinic, scenario, pytestconfig)
        except rates.NotMeasured as error:
            # No budget can be given without a measured rate; the data
            # test (test_rates_units) stays red about it until it is measured.
            pytest.xfail(str(error))
    if plan is not None:
        suite_plans[(clinic.bug, scenario.name)] = plan
    allowed = plan.boots if plan is not None else 1
    made = run_scenario(build, clinic, scenario, clinic_logdir, allowed, until_symptom=True,
                        measured=plan.measurement.summary() if plan is not None else None)
    taken = counted(made)
    distribution = ", ".join(run.verdict for run in taken) or "none"
    record_property("runs", distribution)
    if plan is not None:
        print(f"{clinic.bug} / {scenario.name}: {len(taken)} boot(s) of at most {allowed}: "
              f"{distribution}; measured: {plan.measurement.summary()}; at that bound, "
              f"{allowed} boots all miss with chance {rates.miss_chance(plan.bound, allowed):.2g}"
              + ("; MEASURED ON OTHER SOURCES (stale)" if plan.stale else ""))
    assert taken, f"every boot failed for infrastructure reasons:\n{_describe(made)}"
    odds = ""
    if plan is not None and taken[-1].verdict != expect.ERROR:
        odds = (f" (its measured rate: {plan.measurement.summary()}; a correct tree misses "
                f"it in {allowed} boots with chance {rates.miss_chance(plan.bound, allowed):.2g}"
                f" at most)")
    assert taken[-1].verdict == expect.SYMPTOM, (
        f"{clinic.bug} did not show its symptom in {len(taken)} run(s){odds}:\n"
        f"{_describe(made)}")


@pytest.mark.parametrize("clinic, scenario", CASES)
def test_reference_under(clinic, scenario, builds, clinic_logdir):
    build = builds("reference")
    allowed = rates.REFERENCE_BOOTS
    made = run_scenario(build, clinic, scenario, clinic_logdir, allowed, until_symptom=False)
    taken = counted(made)
    assert len(taken) == allowed, (
        f"only {len(taken)} of {allowed} boots ran (infrastructure):\n{_describe(made)}")
    wrong = [f"run {run.number}: {'; '.join(reference_failures(run))}"
             for run in taken if reference_failures(run)]
    assert not wrong, (f"the reference, under {clinic.bug}'s scenario {scenario.name!r}, "
                       f"did not behave as expected:\n" + "\n".join(wrong)
                       + f"\n{_describe(made)}")


@pytest.mark.parametrize("bug", expect.clinic_names())
def test_expected_file_loads(bug):
    """A malformed expected file fails here, for its clinic only; its scenarios are not run."""
    if bug in BROKEN:
        pytest.fail(str(BROKEN[bug]), pytrace=False)
