"""The handout's §5 measurements, run on the reference: expected/measure/*.toml.

For each scenario of each measure file, one test: test_measure[<file>-<scenario>]
boots the reference, does the steps, and requires every check to hold;
each check prints what we saw beside the handout's figure.

They are not part of the default run (they take minutes, and check the
reference's behaviour rather than a clinic): `pytest -k measure` or
`make measure` runs them (conftest.py deselects them otherwise).
"""

import re

import pytest

from harness import expect, rates
from harness.clinic import counted, measure_key, reference_failures, run_scenario

MEASURES, BROKEN = expect.load_measures()


def _case_id(measure, scenario):
    words = re.sub(r"\W+", "_", scenario.name).strip("_")
    return f"{measure.bug}-{words}"


CASES = [pytest.param(measure, scenario, id=_case_id(measure, scenario),
                      marks=[pytest.mark.measure] + ([pytest.mark.gdb] if scenario.gdb else []))
         for measure in MEASURES for scenario in measure.scenarios]


def _beside_the_handout(run, scenario):
    measured = rates.load_measure_rates().get(run.scenario)
    lines = []
    if measured is not None and measured.measured_on != measure_key(scenario):
        lines.append(f"  (the rates below were measured on other sources or another text of "
                     f"this scenario, {measured.date}: make measure-rates)")
    for outcome in run.reference:
        mark = {"yes": "ok ", "no": "NOT", "error": "ERR"}[outcome.result]
        seen = outcome.error if outcome.error is not None else outcome.seen
        handout = f"   handout: {outcome.handout}" if outcome.handout is not None else ""
        held = ""
        if measured is not None and measured.judged.get(outcome.says):
            held = (f"   (held in {measured.held[outcome.says]} of "
                    f"{measured.judged[outcome.says]} measured runs, {measured.date})")
        lines.append(f"  {mark} {outcome.says}: ours {seen}{handout}{held}")
    return "\n".join(lines)


@pytest.mark.parametrize("measure, scenario", CASES)
def test_measure(measure, scenario, builds, clinic_logdir):
    build = builds("reference")
    made = run_scenario(build, measure, scenario, clinic_logdir, 1, until_symptom=False)
    taken = counted(made)
    assert taken, f"the boot failed for infrastructure reasons: {made[-1].detail}"
    run = taken[-1]
    print(f"\n{measure.handout}: {scenario.name} [{run.logdir}]\n{_beside_the_handout(run, scenario)}")
    why = reference_failures(run)
    assert not why, (f"{scenario.name}: " + "; ".join(why)
                     + f"\n{_beside_the_handout(run, scenario)}\n  logs: {run.logdir}")


@pytest.mark.parametrize("name", [path.stem for path in expect.measure_files()])
def test_measure_file_loads(name):
    """A malformed measure file fails here, in make test too (pure: nothing
    boots); its scenarios are not run."""
    if name in BROKEN:
        pytest.fail(str(BROKEN[name]), pytrace=False)


def test_every_measure_check_has_a_measured_rate():
    """Each check of a measure states a relation of our build; how often it
    holds is measured (expected/measure/rates.toml, make measure-rates),
    over at least rates.MIN_BOOTS runs, as the clinics' chance scenarios are."""
    measured = rates.load_measure_rates()
    short = []
    for measure in MEASURES:
        for scenario in measure.scenarios:
            found = measured.get(scenario.name)
            for check in scenario.reference:
                runs = found.judged.get(check.says, 0) if found is not None else 0
                if runs < rates.MIN_BOOTS:
                    short.append(f"{scenario.name} / {check.says}: {runs} runs")
    assert not short, (f"measured over fewer than {rates.MIN_BOOTS} runs (make measure-rates):\n"
                       + "\n".join(short))
