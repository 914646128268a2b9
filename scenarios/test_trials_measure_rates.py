"""make measure-rates (harness/trials/measure_rates.py): the pytest run
of one measure scenario, and the tally of recorded runs; nothing boots."""

import subprocess

from harness import REPO
from harness.trials import measure_rates

from support import SECTION5


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
