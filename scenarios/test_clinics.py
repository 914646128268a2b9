"""The five clinics of the handout's §4, from bugs/ and expected/, and the reference beside them.

For each scenario of each expected/<bug>.toml, two tests:

- test_bug_shows_its_symptom[<bug>-<scenario>]: the bug's variant shows
  the symptom.  A scenario whose symptom shows only by chance gets up
  to --runs boots (or its max_runs) and stops at the first that shows
  it; the distribution seen is printed and kept as a property.
- test_reference_under[<bug>-<scenario>]: the reference, under the same
  scenario and as many boots as the bug took, never shows the symptom,
  shows what the expected file says it shows instead, and prints no
  FAIL or panic of its own.

So `pytest -k <bug>` runs one clinic, bug and reference, and
`pytest -k reference` runs the reference under every clinic's scenario.
No clinic needs Python of its own: adding one is a patch in bugs/ and
an expected file.
"""

import re

import pytest

from harness import expect
from harness.clinic import counted, run_scenario

CLINICS = [expect.load_clinic(name) for name in expect.clinic_names()]


def _case_id(clinic, scenario):
    words = re.sub(r"\W+", "_", scenario.name).strip("_")
    return f"{clinic.bug}-{words}"


CASES = [pytest.param(clinic, scenario, id=_case_id(clinic, scenario))
         for clinic in CLINICS for scenario in clinic.scenarios]
RUNS_TAKEN = pytest.StashKey()   # {(bug, scenario): counted runs the bug took}


def _runs_allowed(scenario, runs_option, pytestconfig):
    if not scenario.by_chance:
        return 1
    return runs_option if pytestconfig.getoption("runs") is not None else scenario.max_runs


def _describe(runs):
    lines = []
    for run in runs:
        lines.append(f"  run {run.number}: {run.verdict}: {run.detail}  [{run.logdir}]")
        for outcome in run.symptom + run.reference:
            mark = "ok " if outcome.ok else "NOT"
            handout = f" (handout: {outcome.handout})" if outcome.handout is not None else ""
            lines.append(f"      {mark} {outcome.says}: seen {outcome.seen}{handout}")
    return "\n".join(lines)


@pytest.mark.parametrize("clinic, scenario", CASES)
def test_bug_shows_its_symptom(clinic, scenario, builds, clinic_logdir, runs, pytestconfig,
                               record_property):
    build = builds(clinic.bug)
    allowed = _runs_allowed(scenario, runs, pytestconfig)
    made = run_scenario(build, clinic, scenario, clinic_logdir, allowed,
                        until_symptom=True)
    taken = counted(made)
    pytestconfig.stash.setdefault(RUNS_TAKEN, {})[(clinic.bug, scenario.name)] = len(taken)
    distribution = ", ".join(run.verdict for run in taken) or "none"
    record_property("runs", distribution)
    if scenario.by_chance:
        miss = expect.miss_chance(scenario.expected_rate, allowed)
        print(f"{clinic.bug} / {scenario.name}: {len(taken)} run(s) of at most {allowed}: "
              f"{distribution}; at the expected rate {scenario.expected_rate:.0%} a run, "
              f"{allowed} runs miss the symptom with chance {miss:.2g}")
    assert taken, f"every boot failed for infrastructure reasons:\n{_describe(made)}"
    assert taken[-1].verdict == expect.SYMPTOM, (
        f"{clinic.bug} did not show its symptom in {len(taken)} run(s):\n{_describe(made)}")


@pytest.mark.parametrize("clinic, scenario", CASES)
def test_reference_under(clinic, scenario, builds, clinic_logdir, runs, pytestconfig):
    build = builds("reference")
    taken_by_bug = pytestconfig.stash.get(RUNS_TAKEN, {}).get((clinic.bug, scenario.name))
    allowed = taken_by_bug or _runs_allowed(scenario, runs, pytestconfig)
    made = run_scenario(build, clinic, scenario, clinic_logdir, allowed, until_symptom=False)
    taken = counted(made)
    assert len(taken) == allowed, (
        f"only {len(taken)} of {allowed} boots ran (infrastructure):\n{_describe(made)}")
    wrong = [run for run in taken
             if run.verdict != expect.NO_SYMPTOM or not all(o.ok for o in run.reference)]
    assert not wrong, (f"the reference, under {clinic.bug}'s scenario {scenario.name!r}, "
                       f"did not behave as expected:\n{_describe(made)}")
    shown = sorted({o.says for run in taken for o in run.symptom if o.ok and not o.context})
    assert not shown, (f"the reference shows part of {clinic.bug}'s symptom: {shown}\n"
                       f"{_describe(made)}")
