"""How long a step may wait (harness/run/deadlines.py), from its measured
step times: the slowest of a side measured under load."""

from harness.expected import spec
from harness.measured import rates
from harness.run import deadlines

from support import measurement


def test_deadlines_come_from_the_slowest_time_of_a_side_measured_under_load(tmp_path):
    from harness.expected.spec_steps import RunStep, SendStep
    scenario = spec.Scenario("s", [RunStep("proftest"), SendStep("x")], [], [], by_chance=False)
    from types import SimpleNamespace
    clinic = SimpleNamespace(bug="bug")     # no key is computed when given one, or not needed
    assert deadlines.deadlines(SimpleNamespace(bug="a test's"), scenario, False,
                               root=tmp_path) == {}   # nothing measured: no key either
    idle, loaded = measurement(10), measurement(10, load=2)
    idle.reference_steps = {"boot": [1.2, 1.4], "1 run: proftest": [8.0, 30.0]}
    loaded.reference_steps = {"boot": [2.0, 2.5], "1 run: proftest": [12.0, 11.0],
                              "2 send: x": [0.1, 0.1]}    # no wait of its own: no deadline
    loaded.bug_steps = {"1 run: proftest": [2.0]}
    rates.save("bug", {"s": rates.Rates(idle)}, tmp_path)
    assert deadlines.deadlines(clinic, scenario, False, "k", tmp_path) == {}   # not under load
    rates.save("bug", {"s": rates.Rates(idle, loaded)}, tmp_path)
    assert deadlines.deadlines(clinic, scenario, False, "k", tmp_path) == {
        "boot": deadlines.DEADLINE_FLOOR, "1 run: proftest": 90.0}
    assert deadlines.deadlines(clinic, scenario, True, "k", tmp_path) == {
        "1 run: proftest": deadlines.DEADLINE_FLOOR}
    assert deadlines.deadlines(clinic, scenario, False, "other", tmp_path) == {}   # stale
    assert deadlines.step_times(loaded)["boot"] == (2.25, 2.5, 2)
