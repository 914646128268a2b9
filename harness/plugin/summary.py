"""The end-of-run summary: which scenarios ran, heard from their reports
into the config's stash (RAN, DRIFTED), and what the run may have got
wrong, said after the tests (pytest_terminal_summary); then, for each
clinic that ran, its ending (endings): what the bug did, what the
reference did, and the command to try next.
"""

import os
from pathlib import Path

import pytest

from harness import collect
from harness.expected.kernels import current_kernel, load_kernel
from harness.measured import host, rates, run_figures
from harness.run.judge import counted, reference_failures, shows
from harness.run.record import load_runs

RAN = pytest.StashKey()   # [(bug, scenario, side, logdir)] of the scenario items run
DRIFTED = pytest.StashKey()   # [line] of the bug items whose symptom came improbably late
FIGURES = "chances.txt"       # in the log folder: the figures of the run's end (run_figures)


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


# A clinic's item that passed, by its side, as pytest's summary counts it
# ("1 loaded, 2 showed the symptom, 2 behaved as the
# reference"), not "5 passed", which reads as if the bug passed.
PASSED_AS = {"bug": ("showed the symptom", "SYMPTOM SHOWN"),
             "reference": ("behaved as the reference", "AS THE REFERENCE"),
             "loads": ("loaded", "LOADED")}


def pytest_report_teststatus(report, config):
    if report.when != "call" or not report.passed:
        return None
    for name, value in report.user_properties:
        side = (value[2] if name == collect.RAN_PROPERTY
                else "loads" if name == collect.LOADS_PROPERTY else None)
        if side in PASSED_AS:
            category, word = PASSED_AS[side]
            return category, "", word     # no dot: the live account says it, or the file's fine
    return None


def pytest_terminal_summary(terminalreporter, config):
    """What this run may have got wrong, both ways, from the measured rates:
    the bug side's false-failure chance, the reference side's bound, each
    from the side's items that ran; and whether this host is the one they
    were measured on."""
    plans, reference = collect.ran_plans(config.stash.get(RAN, []), config)
    figures = run_figures.figure_lines(plans.values(), reference)
    if figures:
        figures.append(host.rates_used())
    if figures:
        kept = collect.log_root(config) / FIGURES
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_text("\n".join(figures) + "\n")
        if config.getoption("verbose") > 0:
            for line in figures:
                terminalreporter.write_line(line)
        else:
            terminalreporter.write_line(f"This run's chances of a wrong verdict, from the "
                                        f"measured rates: {_from_here(kept)} (or run "
                                        f"with -v)")
    if "xv6" not in config.getoption("opt_in") and any(
            getattr(report, "nodeid", "").startswith(KERNEL_TESTS)
            for reports in terminalreporter.stats.values() for report in reports):
        terminalreporter.write_line(xv6_left_out())
    for line in config.stash.get(DRIFTED, []):
        terminalreporter.write_line(f"DRIFT: {line}")
    for plan in plans.values():
        if plan is not None and plan.stale:
            terminalreporter.write_line(
                f"STALE: {plan.bug} / {plan.scenario} {rates.STALE_WHY}; measure again: "
                f"{rates.measure_command(plan.bug, plan.scenario)}")
    for line in endings(config.stash.get(RAN, []), config.getoption("transcripts")):
        terminalreporter.write_line(line)


def _from_here(path):
    """A path as the person who ran the command would type it: from the
    current folder when it is under it."""
    try:
        return Path(path).relative_to(Path.cwd())
    except ValueError:
        return path


KERNEL_TESTS = "scenarios/test_kernels.py"   # the kernels' tests, its opt-in ones booting xv6


def xv6_left_out(environ=None):
    """The line that says the xv6-riscv boots did not run (opt-in), and how
    to run them: after a run of the kernels' tests without --with=xv6."""
    kernel = load_kernel("xv6-riscv")
    environ = os.environ if environ is None else environ
    how = ("" if environ.get(kernel.checkout) else
           f"they need a clone of it: git clone {kernel.clone} DIR, then ")
    return (f"xv6-riscv was not booted (its tests are opt-in): {how}"
            f"{kernel.checkout}={environ.get(kernel.checkout) or 'DIR'} /usr/bin/python3 -m "
            f"pytest --with=xv6 {KERNEL_TESTS}")


def endings(ran, transcripts=None):
    """For each clinic whose bug and reference both ran, three lines: what
    the bug did, what the reference did (each counted over the scenarios
    that ran, from their run.json), and what to do next.  ran: [(bug,
    scenario, side, logdir)]; transcripts: the folder they were written
    to, if any."""
    sides = {}
    for bug, scenario, side, logdir in ran:
        runs = counted(load_runs([Path(logdir)])) if Path(logdir).is_dir() else []
        sides.setdefault(bug, {}).setdefault(side, {})[scenario] = runs
    lines = []
    for bug, done in sorted(sides.items()):
        if "bug" not in done or "reference" not in done:
            continue
        booted = {name: runs for name, runs in done["bug"].items() if runs}
        unbooted = sorted(set(done["bug"]) - set(booted))
        showed = [name for name, runs in booted.items() if any(shows(run) for run in runs)]
        failed = [name for name, runs in done["reference"].items()
                  if not runs or any(reference_failures(run) for run in runs)]
        reproduced = len(showed) == len(booted) and not failed
        unbooted_said = (f"not booted: {', '.join(unbooted)} (the summary below says why)"
                         if unbooted else "")
        if booted:
            said = (f"{'the clinic reproduced' if reproduced else 'the clinic did NOT reproduce'}"
                    f": the bug showed its symptom in {len(showed)} of {len(booted)} "
                    f"scenario{'s' if len(booted) != 1 else ''}"
                    + ("" if len(showed) == len(booted) else
                       f" (not in: {', '.join(sorted(set(booted) - set(showed)))})")
                    + (f"; {unbooted_said}" if unbooted else ""))
        else:
            said = f"the bug was {unbooted_said}"
        lines += [
            "",
            f"{bug}: {said};",
            f"  the reference behaved as it must in {len(done['reference']) - len(failed)} of "
            f"{len(done['reference'])}" + (f" (not in: {', '.join(sorted(failed))})" if failed
                                           else "")
            + (f"; transcripts: {transcripts}/{bug}.md and {transcripts}/reference.md"
               if transcripts else "") + ".",
            f"  next: make exercise BUG={bug} copies the bug for you to fix; then "
            f"make check BUG={bug} TREE=exercises/{bug}" + (
                "" if current_kernel().is_base else
                f" (both on base/'s trees: run them without KERNEL={current_kernel().name})")]
    return lines
