"""pytest collecting expected/*.toml (harness/collect.py): a run's figures
are made again from what the items' reports said ran."""

from harness.measured import run_figures


def test_the_figure_comes_from_what_the_reports_said_ran(recorded_clinics):
    """With pytest-xdist the controller runs no scenario: it hears each item's
    (bug, scenario, side, logdir) in its report, and the figure's plans are
    made again from the measured files."""
    from harness import collect

    class Options:
        def getoption(self, name):
            return None
    ran = [("sepc_after_yield", "proftest alone, then under three hogs", "bug", "a"),
           ("sepc_after_yield", "proftest alone, then under three hogs", "reference", "b"),
           ("free_on_exec", "proftest, then prof grep", "bug", "c")]
    plans, reference = collect.ran_plans(ran, Options())
    # Every scenario run on the bug has its plan, deterministic ones too: a
    # deterministic rate measured 10 or 12 times gives 12 or 10 boots at most.
    assert list(plans) == [("sepc_after_yield", "proftest alone, then under three hogs"),
                           ("free_on_exec", "proftest, then prof grep")]
    assert plans[list(plans)[0]].boots >= 1
    assert plans[("free_on_exec", "proftest, then prof grep")].boots in (10, 12)
    # The reference side's figure is of the reference items that ran: one here.
    assert len(reference) == 1 and reference[0].sides()
    only_reference = [("free_on_exec", "proftest, then prof grep", "reference", "d")]
    plans, reference = collect.ran_plans(only_reference, Options())
    assert plans == {} and len(reference) == 1
    lines = run_figures.figure_lines(plans.values(), reference)
    assert len(lines) == 1 and lines[0].startswith("reference side: ")
    plans, reference = collect.ran_plans(ran[:1], Options())
    assert len(plans) == 1 and reference == []


def test_a_clinic_s_bug_and_the_reference_are_built_at_once_and_a_failed_build_fails_alone(
        tmp_path, monkeypatch):
    import threading
    import time

    import pytest

    from harness import collect
    from harness.errors import BuildError

    running, overlapped, calls = set(), [], []

    def build(name, log_path):
        calls.append(name)
        running.add(name)
        time.sleep(0.3)
        overlapped.append(set(running))
        running.discard(name)
        if name == "broken":
            raise BuildError("broken: make failed")
        return f"built {name} in {threading.current_thread().name}"

    class Config:
        stash = pytest.Stash()

        def getoption(self, name):
            return str(tmp_path)
    monkeypatch.setattr(collect, "build_on", build)
    config = Config()
    with pytest.raises(BuildError):
        collect.session_build(config, "broken", beside=("reference",))
    assert {"broken", "reference"} in overlapped, "the two were built one after the other"
    assert collect.session_build(config, "reference").startswith("built reference")
    with pytest.raises(BuildError):
        collect.session_build(config, "broken")
    assert sorted(calls) == ["broken", "reference"], "a variant was built twice"
