"""The end-of-run summary: which scenarios ran, heard from their reports
into the config's stash (RAN, DRIFTED), and what the run may have got
wrong, said after the tests (pytest_terminal_summary).
"""

import pytest

from harness import collect
from harness.measured import host, rates, run_figures

RAN = pytest.StashKey()   # [(bug, scenario, side, logdir)] of the scenario items run
DRIFTED = pytest.StashKey()   # [line] of the bug items whose symptom came improbably late


class Heard:
    """The scenarios this process heard of, kept in its config's stash
    (pytest_runtest_logreport is given the report alone, not the config)."""

    def __init__(self, config):
        self.config = config

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report):
        """Hear which scenarios ran from their reports: in this process, or, with
        pytest-xdist, in the controller from every worker."""
        if report.when != "call":
            return
        for name, value in report.user_properties:
            if name == collect.RAN_PROPERTY:
                self.config.stash.setdefault(RAN, []).append(tuple(value))
            if name == collect.DRIFT_PROPERTY:
                self.config.stash.setdefault(DRIFTED, []).append(value)


def pytest_configure(config):
    config.pluginmanager.register(Heard(config), "profclinic-heard")


def pytest_terminal_summary(terminalreporter, config):
    """What this run may have got wrong, both ways, from the measured rates:
    the bug side's false-failure chance, the reference side's bound, each
    from the side's items that ran; and whether this host is the one they
    were measured on."""
    plans, reference = collect.ran_plans(config.stash.get(RAN, []), config)
    lines = run_figures.figure_lines(plans.values(), reference)
    if lines and host.differs():
        lines.append(f"HOST: {host.differs()}")
    lines += [f"DRIFT: {line}" for line in config.stash.get(DRIFTED, [])]
    for line in lines:
        terminalreporter.write_line(line)
    for plan in plans.values():
        if plan.stale:
            terminalreporter.write_line(
                f"STALE: {plan.bug} / {plan.scenario} {rates.STALE_WHY}; measure again: "
                f"{rates.measure_command(plan.bug, plan.scenario)}")
