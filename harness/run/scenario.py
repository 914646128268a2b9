"""A scenario run on a variant: boot, steps, facts, judgement, run.json.

run_once boots the build (harness/machine/boot.py), does the scenario's steps
(harness/run/steps.py), and writes what the run showed as a RunRecord
(harness/run/record.py); judge.judge_run then judges that record, from the
record alone and the variant's kernel, so that a recorded run can be
judged again later with the same code (rejudge, `harness rejudge`).

A kernel panic ends the steps: the panic is a fact of the run, not an
error; so do a console that floods (past its cap, machine/qemu.py) and a
guest that powers the machine off (run.fault): each is what the kernel
did, judged as a symptom the file does not name.  A console or gdb timeout, or QEMU exiting, makes the run an
infrastructure failure, which run_scenario retries; the suite does not
count it, and a measurement counts it by how it ended (endings.ENDINGS):
a wait that ran out while QEMU ran is a step that never came, anything
else the machine failing.

Every step is timed (harness/run/timing.py), and a step whose durations were
measured on this side (the reference's for the reference and a
learner's tree, the bug's for the bug) waits as long as
harness/run/deadlines.py allows instead of its fixed timeout.
"""

import os
from pathlib import Path

from harness import endings, eventlog
from harness.build import KEY_FILE, REFERENCE
from harness.errors import (ConsoleFlood, ConsoleTimeout, DebuggerError, DebuggerTimeout,
                            KernelPanic, MachineError, MachineExited)
from harness.eventlog import EventLog, report
from harness.expected.records import MEASURE
from harness.kernel.symbols import kernel_names
from harness.machine.boot import Boot
from harness.machine.qemu import BOOT_TIMEOUT
from harness.measured import beside, rates
from harness.measured.keys import scenario_key
from harness.run import judge
from harness.run.deadlines import deadlines as step_deadlines
from harness.run.record import RunRecord
from harness.run.series import Series
from harness.run.steps import do_steps
from harness.run.timing import BOOT, StepTimer, cpu_said
from harness.text.console import find_panic

INFRASTRUCTURE_RETRIES = 2   # extra boots when the machine or gdb failed
# Set to 1 (make bench does): a boot without gdb steps serves gdb too, and
# each boot's guest clock is read when its steps end (run.json guest_ticks).
GUEST_CLOCK = "PROFCLINIC_GUEST_CLOCK"


def run_once(build, clinic, scenario, logdir, number, *, budget=1, measured=None,
             watch_hangs=False, live=True):
    """Boot build, do the scenario's steps, judge them: a RunRecord, saved as run.json.

    budget and measured are only recorded, for the transcript; live: False
    keeps the account to the transcript (a boot beside others, pool.py)."""
    logdir = Path(logdir)
    logdir.mkdir(parents=True, exist_ok=True)
    # Beside a clinic's bug, the reference's console is left to its log and
    # transcript (its checks' lines say what it printed); a learner's tree
    # and a measure show theirs.
    transcript = EventLog(logdir / "transcript.jsonl", live=live,
                          console_live=build.name != REFERENCE or clinic.kind == MEASURE)
    transcript.note(f"{build.name}, scenario \"{scenario.name}\", run {number}", headline=True)
    where = f"{clinic.path} ({scenario.name})"
    kernel = kernel_names(build.source, scenario, where, getattr(build, "names", ()))
    run = RunRecord(build.name, clinic.bug, scenario.name, number, str(logdir),
                    budget=budget, measured=measured, source_key=_source_key(build),
                    scenario_key=scenario_key(scenario), kernel=build.kernel_name)
    # A tree with no patch (the reference, a learner's tree) is judged as the reference.
    on_bug = build.patch is not None
    deadlines = step_deadlines(clinic, scenario, bug_side=on_bug)
    _perform(build, scenario, run, transcript, kernel, where, deadlines, watch_hangs)
    judge.judge_run(run, clinic, scenario, kernel, on_bug=on_bug)
    _tell(transcript, run, scenario, on_bug)
    run.save()
    return run


def _source_key(build):
    """The key the build was cached under (harness/build.py), None if it has none."""
    path = Path(build.source) / KEY_FILE
    return path.read_text().strip() if path.is_file() else None


def _perform(build, scenario, run, transcript, kernel, where, deadlines, watch_hangs=False):
    """Boot, attach gdb if asked, do the steps, stop everything: the run's
    console, panic, gdb steps and step times go into run; a machine or gdb
    failure into run.error, and how it ended into run.ended (watch_hangs:
    and where the harts were when a console wait ran out, run.harts)."""
    clocked = os.environ.get(GUEST_CLOCK) == "1"
    boot = Boot(build, run.logdir, gdb=scenario.gdb, transcript=transcript,
                boot_timeout=deadlines.get(BOOT, BOOT_TIMEOUT), watch_hangs=watch_hangs,
                guest_clock=clocked)
    timer = StepTimer(lambda: boot.machine.pid, lambda: boot.machine.cpu_at_stop)
    panic = None
    try:
        try:
            with timer.step(BOOT, boot.machine.boot_timeout):
                boot.start()
            try:
                do_steps(scenario, boot, kernel, where, run.steps, timer, deadlines)
            except KernelPanic:   # the harts spin in panic: the clock can still be read
                _read_clock(boot, run, scenario.gdb or clocked)
                raise
            _read_clock(boot, run, scenario.gdb or clocked)
        finally:
            boot.stop()
    except KernelPanic as error:
        panic = error.panic
    except ConsoleFlood as error:
        run.fault, run.ended = str(error), endings.FLOODED
    except MachineExited as error:
        if not error.by_guest:
            run.error, run.ended = str(error), endings.MACHINE_FAILED
        else:
            run.fault, run.ended = (f"the machine stopped itself ({error.status}) while the "
                                    f"harness waited for {error.wanted}"), endings.STOPPED
    except (ConsoleTimeout, DebuggerTimeout) as error:
        # A wait ran out with QEMU's console (or gdb) still open: the machine
        # was there; whether it ran or starved, run.timing's CPU time says.
        run.error, run.ended = str(error), endings.NEVER_CAME
        run.harts = getattr(error, "harts", "")
    except (MachineError, DebuggerError, OSError) as error:
        run.error, run.ended = str(error), endings.MACHINE_FAILED
    run.timing = timer.steps
    if run.ended == endings.NEVER_CAME and timer.steps:
        first, _, rest = run.error.partition("\n")
        run.error = f"{first} ({cpu_said(timer.steps[-1])})\n{rest}"
    run.console = boot.machine.console_text()
    panic = panic or find_panic(run.console)
    if panic is not None:
        run.panic, run.registers = panic.message, dict(panic.registers)


def _read_clock(boot, run, wanted):
    """run.guest_ticks, when wanted (a gdb boot's clock costs one command more)."""
    if wanted:
        run.guest_ticks = boot.guest_ticks()


# A check's mark in the live account, by what it checks, whether it held,
# and whether the kernel is the bug's: in upper case only what is wrong of
# that kernel (the reference or a learner's tree showing the symptom, or
# failing a check of what the reference must do).
_MARKS = {("symptom", True, True): "shown", ("symptom", False, True): "absent",
          ("symptom", True, False): "SHOWN", ("symptom", False, False): "absent",
          ("setting", True, True): "holds", ("setting", False, True): "fails",
          ("setting", True, False): "holds", ("setting", False, False): "fails",
          ("reference", True, True): "same", ("reference", False, True): "differs",
          ("reference", True, False): "holds", ("reference", False, False): "FAILS"}

# Off the bug, what the verdict's line already says (no symptom, the
# setting as it should be) is live in verbose mode only.
_QUIET = {("symptom", "absent"), ("setting", "holds")}


def _tell(transcript, run, scenario, on_bug):
    """The judgement, told to the event log (and the live account), each
    value in the words its check's shown_as gives it, and the verdict in
    a student's words (verdict_in_words)."""
    labels = scenario.shown_as()
    # A boot that ended before a verdict (QEMU killed, a step that never
    # came) gave its checks nothing to read: they go to the log only.
    unjudged = run.verdict == endings.INFRASTRUCTURE
    for kind, outcomes, recorded in (("symptom", run.symptom, "symptom"),
                                     ("reference", run.reference, "as the reference")):
        for outcome in outcomes:
            shown = "setting" if kind == "symptom" and outcome.context else kind
            mark = ("ERROR" if outcome.result == "error"
                    else _MARKS[(shown, outcome.result == "yes", on_bug)])
            transcript.check(f"{recorded}: {outcome.says}", outcome,
                             labels.get((kind, outcome.says)), mark=mark,
                             label=f"{shown}: {outcome.says}",
                             detail=unjudged or not on_bug and (shown, mark) in _QUIET)
    transcript.note(f"verdict: {run.verdict} ({run.detail})", headline=True,
                    live=verdict_in_words(run, on_bug))


def verdict_in_words(run, on_bug):
    """A judged run's verdict as a student reads it: what the bug did, or
    whether the reference (a learner's tree) behaved as the reference must."""
    who = "the bug" if on_bug else "the reference" if run.variant == REFERENCE else "this tree"
    if run.verdict == endings.INFRASTRUCTURE:
        return f"{who}: this boot ended before a verdict: {run.detail}"
    if on_bug and run.verdict == endings.SYMPTOM:
        found = rates.load(run.bug).get(run.scenario)
        figure = beside.reference_figure("showed it", *found.reference_showed(),
                                        "of this scenario") if found is not None else ""
        return "the bug showed its symptom" + (f"; {figure}" if figure else "")
    if on_bug and run.verdict == endings.NO_SYMPTOM:
        return f"the symptom did not show in this boot ({run.detail})"
    if not on_bug and not judge.reference_failures(run):
        return (f"{who} behaved as " + ("it" if who == "the reference" else "the reference")
                + " must: no symptom, and every check held")
    if not on_bug and run.verdict == endings.NO_SYMPTOM:
        return (f"{who.upper()} DID NOT BEHAVE AS THE REFERENCE MUST: "
                + "; ".join(judge.reference_failures(run)))
    return f"{who}: {run.verdict} ({run.detail})"


def run_scenario(build, clinic, scenario, logdir, runs, **rules):
    """scenario_series(...)'s boots one after another: every RunRecord made,
    the retried ones included."""
    return scenario_series(build, clinic, scenario, logdir, runs, **rules).run_alone()


def scenario_series(build, clinic, scenario, logdir, runs, *, until_symptom, measured=None,
                    stop_when=None, retries=INFRASTRUCTURE_RETRIES, gives_up=None,
                    watch_hangs=False, live=True):
    """A Series (run/series.py) of up to `runs` counted runs (infrastructure
    failures retried, not counted), each boot's logs in logdir/run-<number>/.

    until_symptom: stop at the first run that shows the symptom, or
    whose checks raised; stop_when(run), if given: stop at the first
    counted run for which it is true.  retries: extra boots after an
    infrastructure failure; gives_up(run), if given: an infrastructure
    failure for which it is true is not retried (a learner's kernel that
    hung while QEMU ran); watch_hangs: each boot's waits that run out say
    where the harts are (machine/boot.py); live: as run_once's.
    """
    def boot(number):
        run = run_once(build, clinic, scenario, Path(logdir) / f"run-{number}", number,
                       budget=runs, measured=measured, watch_hangs=watch_hangs, live=live)
        if eventlog.verbose and live:   # else the run's verdict, just told, says it
            report(f"{build.name}: {scenario.name}: run {number}: {run.verdict} "
                   f"({run.detail})")
        return run

    def decides(run):
        return bool((until_symptom and run.verdict in (endings.SYMPTOM, endings.ERROR))
                    or (stop_when is not None and stop_when(run)))
    return Series(boot, runs, counted=lambda run: run.verdict != endings.INFRASTRUCTURE,
                  decides=decides, retries=retries, gives_up=gives_up)
