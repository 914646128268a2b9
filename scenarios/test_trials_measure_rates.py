"""make measure-rates (harness/trials/measure_rates.py): the pytest run
of one measure scenario, and the tally of recorded runs; nothing boots."""

import subprocess

from harness import REPO
from harness.expected import spec
from harness.measured import measure_checks
from harness.trials import measure_rates

from support import SECTION5, run_record


def test_one_measure_scenario_is_selected_by_its_node_id(tmp_path):
    """Its item's node id, measure[<slug>]: exactly that scenario, never
    another whose name contains it."""
    files = [SECTION5]
    argv = measure_rates.pytest_argv(files, "the blind spot of critical sections", tmp_path / "run-1")
    assert argv[1:3] == ["-m", "pytest"]
    assert f"{files[0]}::measure[the-blind-spot-of-critical-sections]" in argv
    assert "--with=measure" in argv and f"--logdir={tmp_path / 'run-1'}" in argv
    assert "--runs=1" in argv         # one run each: what is counted is one run's chance
    assert str(files[0]) in measure_rates.pytest_argv(files, None, tmp_path)
    collected = subprocess.run(
        argv[:-1] + ["--collect-only"], cwd=REPO, capture_output=True, text=True)
    assert "1 test collected" in collected.stdout or "1/" in collected.stdout, collected.stdout


def _measure_run(folder, bug, scenario, key, number, *, verdict="no symptom", ok=True):
    """A run.json of a measure scenario, as the clinic writes it (format 2)."""
    from harness.run.judge import Outcome
    folder.mkdir(parents=True)
    outcomes = [Outcome(check.says, ok, number, check.handout) for check in scenario.reference]
    return run_record(variant="reference", bug=bug, scenario=scenario.name, number=number,
                      logdir=str(folder), verdict=verdict, reference=outcomes,
                      source_key="s", scenario_key=key).save()


def test_measure_tally_counts_only_runs_of_the_scenarios_current_meaning(tmp_path, capsys):
    """measures tally (without --write): a run judged by another meaning of its
    scenario, or recorded without a key of it, is not counted; runs are found
    by what their run.json says, whatever their folders are called."""
    from harness import cli
    from harness.measured.keys import scenario_key

    measures, _ = spec.load_measures()
    measure, scenario = measures[0], measures[0].scenarios[0]
    for number, key in enumerate([scenario_key(scenario), "0123456789ab", None], 1):
        _measure_run(tmp_path / "any name" / f"run-{number}", measure.bug, scenario, key, number)
    assert cli.main(["measures", "tally", str(tmp_path)]) == 0
    said = capsys.readouterr()
    assert f"## {scenario.name} (1 run(s)" in said.out
    assert f"| {scenario.reference[0].says} | 1 of 1 |" in said.out
    assert "2 run(s)" in said.err and "another meaning" in said.err


def test_measure_tally_leaves_out_clinic_runs_and_infrastructure_failures(tmp_path):
    from harness.trials import measure_rates
    from harness.measured.keys import scenario_key

    measures, _ = spec.load_measures()
    measure, scenario = measures[0], measures[0].scenarios[0]
    key = scenario_key(scenario)
    _measure_run(tmp_path / "a" / "run-1", measure.bug, scenario, key, 1, ok=False)
    _measure_run(tmp_path / "a" / "run-2", measure.bug, scenario, key, 2)
    _measure_run(tmp_path / "a" / "run-3", measure.bug, scenario, key, 3,
                 verdict="infrastructure")
    _measure_run(tmp_path / "b" / "run-1", "no_range_check", scenario, key, 1)   # a clinic's
    scenarios = {(measure.bug, scenario.name): scenario}
    counted = measure_rates.count([tmp_path], scenarios)
    assert counted.runs == {(measure.bug, scenario.name): 2}
    says = scenario.reference[0].says
    assert [held for held, _ in counted.seen[(measure.bug, scenario.name, says)]] == [False, True]


def test_measure_tally_writes_the_rates_and_the_table(tmp_path, monkeypatch):
    from harness.trials import measure_rates
    from harness.measured.keys import scenario_key

    monkeypatch.setattr(measure_checks, "MEASURE_RATES", tmp_path / "out" / "rates.toml")
    monkeypatch.setattr(measure_checks, "MEASURE_TABLE", tmp_path / "out" / "rates.md")
    measures, _ = spec.load_measures()
    measure, scenario = measures[0], measures[0].scenarios[0]
    for number in (1, 2):
        _measure_run(tmp_path / "runs" / f"run-{number}", measure.bug, scenario,
                     scenario_key(scenario), number, ok=number == 1)
    monkeypatch.setattr(measure_checks, "load_measure_rates", lambda path=None: {})
    saved = {}
    monkeypatch.setattr(measure_checks, "save_measure_rates", lambda found, path=None: saved.update(found))
    assert measure_rates.tally([tmp_path / "runs"], write=True) == 0
    says = scenario.reference[0].says
    assert saved[scenario.name].runs == 2
    assert (saved[scenario.name].held[says], saved[scenario.name].judged[says]) == (1, 2)
    table = (tmp_path / "out" / "rates.md").read_text()
    assert f"## {scenario.name} (2 run(s)" in table and f"| {says} | 1 of 2 |" in table
