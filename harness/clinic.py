"""Running a clinic's scenario on a variant: boot, do the steps, judge the run.

A scenario's steps (from expected/<bug>.toml) are small tables, one
action each:

- {run = "cmd", timeout = 60}: type cmd, wait for its end and the prompt;
- {background = "cmd"}: type `cmd &`, wait for the prompt;
- {send = "cmd"}: type cmd and a newline, wait for nothing;
- {wait = "regex", timeout = 60}: wait for console text;
- {break = "location", if = "C condition"}: a gdb breakpoint, taken only
  when the condition holds if one is given (the machine keeps running);
- {stops = N, eval = ["expr", ...], only_proc = "name", then = "continue",
  until = "regex"}: take the next N breakpoint stops (of process `name`
  only, if given), and at each the hart, the backtrace and each
  expression; then delete the breakpoints and let the machine run on
  (then = "stay" keeps it stopped, say at a panic).  With `until`,
  console text matching it ends the step early (a breakpoint that the
  reference never reaches);
- {finish = true, eval = [...], then = "continue"}: at a stop kept by
  then = "stay", run the function to its return and record that stop
  like one of `stops` (gdb's `finish`), then let the machine run on;
- {procs = true}: stop the machine, list proc[], let it run on.

Text in a command may hold ${expression}, computed from the scenario's
[define] table and the kernel's symbols (sym, end, align_up, hex).

A kernel panic ends the steps: the panic is a fact of the run, not an
error.  A console or gdb timeout, or QEMU exiting, makes the run an
infrastructure failure, which run_scenario retries and never counts.

Also here: Boot (one boot: the machine, gdb if asked, the transcript;
conftest.py's fixtures use it too), reference_failures (why a run of the
reference fails its test; scripts/rates counts with it) and
measurement_key (what a measured rate is kept under).
"""

import hashlib
import json
import re
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from harness import expect, rates
from harness.binary import Binaries
from harness.build import KEY_FILE, REFERENCE, variant_key
from harness.console import find_panic
from harness.debugger import Debugger, leading_string
from harness.errors import (ConsoleTimeout, DebuggerError, DebuggerTimeout, KernelPanic,
                            MachineError)
from harness.machine import Machine
from harness.transcript import Transcript, report

INFRASTRUCTURE_RETRIES = 2   # extra boots when the machine or gdb failed
MAX_SKIPPED_STOPS = 200      # stops of other processes skipped by only_proc
POLL = 0.5                   # seconds each side gets while waiting for a stop or text


@dataclass
class Run:
    """One boot of a scenario on a variant, and its judgement."""
    variant: str
    bug: str
    scenario: str
    number: int
    logdir: str
    verdict: str = None
    detail: str = ""
    symptom: list = field(default_factory=list)      # Outcome per symptom check
    reference: list = field(default_factory=list)    # Outcome per reference check
    panic: str = None
    error: str = None
    stops: list = field(default_factory=list)
    budget: int = 1            # boots this side gets in the suite
    measured: str = None       # a chance scenario's measured rate (harness/rates.py)
    source_key: str = None     # the build's cache key: the hash of its sources and patch
    scenario_key: str = None   # a hash of the scenario's text as it was judged (scenario_key)

    def save(self):
        data = asdict(self)
        (Path(self.logdir) / "run.json").write_text(json.dumps(data, indent=1, default=str))


def run_once(build, clinic, scenario, logdir, number, *, budget=1, measured=None):
    """Boot build, do the scenario's steps, judge them: a Run (saved as run.json).

    budget and measured are only recorded, for the transcript."""
    logdir = Path(logdir)
    logdir.mkdir(parents=True, exist_ok=True)
    transcript = Transcript(logdir / "transcript.jsonl")
    transcript.note(f"{build.name}, scenario \"{scenario.name}\", run {number}", headline=True)
    symbols = expect.Symbols(build.source / "kernel" / "kernel.sym")
    binaries = Binaries(build.source)
    defined = _defines(scenario, symbols, binaries, clinic)
    run = Run(build.name, clinic.bug, scenario.name, number, str(logdir),
              budget=budget, measured=measured, source_key=_source_key(build),
              scenario_key=scenario_key(scenario))
    text, panic, stops, procs = _perform(build, clinic, scenario, run, transcript, defined)
    names = expect.facts(text, values=scenario.values, panic=panic, stops=stops, procs=procs,
                         symbols=symbols, binaries=binaries, defined=defined)
    # A tree with no patch (the reference, a learner's tree) is judged as the reference.
    _judge(run, clinic, scenario, names, text, panic, transcript, on_bug=build.patch is not None)
    run.panic = panic.message if panic is not None else None
    run.stops = [{key: value for key, value in stop.items() if key != "args"} for stop in stops]
    run.save()
    return run


def _source_key(build):
    """The key the build was cached under (harness/build.py), None if it has none."""
    path = Path(build.source) / KEY_FILE
    return path.read_text().strip() if path.is_file() else None


def _perform(build, clinic, scenario, run, transcript, defined):
    """Boot, attach gdb if asked, do the steps, stop everything.

    Returns (console text, panic or None, gdb stops, proc[] rows); a
    machine or gdb failure is kept in run.error.
    """
    boot = Boot(build, run.logdir, gdb=scenario.gdb, transcript=transcript)
    panic, stops, procs = None, [], []
    try:
        with boot:
            for step in scenario.steps:
                _do_step(step, boot.machine, boot.gdb, defined, stops, procs, clinic)
    except KernelPanic as error:
        panic = error.panic
    except (MachineError, DebuggerError) as error:
        run.error = str(error)
    text = boot.machine.console_text()
    return text, panic or find_panic(text), stops, procs


class Boot:
    """One boot of a build: its machine, gdb attached if asked, and the transcript.

    start() boots the machine, then attaches gdb; stop() (or leaving a
    `with` block) records the console's last output first, then closes
    gdb, then stops the machine (gdb holds QEMU's socket), whatever
    failed on the way.  Safe to stop twice.
    """

    def __init__(self, build, logdir, *, gdb=False, transcript=None):
        self.build = build
        self.logdir = Path(logdir)
        self.transcript = transcript or Transcript(self.logdir / "transcript.jsonl")
        self.machine = Machine(build.kernel, build.fs_image, self.logdir, gdb=gdb,
                               transcript=self.transcript)
        self.wants_gdb = gdb
        self.gdb = None

    def start(self):
        try:
            self.machine.start()
            if self.wants_gdb:
                self.gdb = Debugger(self.build.kernel, self.machine.gdb_socket, self.logdir,
                                    machine=self.machine, transcript=self.transcript)
                self.gdb.start()
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self):
        try:
            if self.machine.running():
                self.machine.catch_up()   # the console's last words before gdb's goodbye
            if self.gdb is not None:
                self.gdb.close()
        finally:
            self.machine.stop()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc_info):
        self.stop()
        return False


def _judge(run, clinic, scenario, names, text, panic, transcript, on_bug):
    """The run's check outcomes and verdict, also told to the transcript."""
    where = f"{clinic.path} ({scenario.name})"
    run.symptom = expect.judge(scenario.symptom, names, where)
    run.reference = expect.judge(scenario.reference, names, where)
    if run.error is not None:
        run.verdict, run.detail = expect.INFRASTRUCTURE, run.error.splitlines()[0]
    else:
        run.verdict, run.detail = expect.verdict(run.symptom, text, panic, scenario,
                                                 on_bug=on_bug)
    for outcome in run.symptom:
        transcript.check(f"symptom: {outcome.says}", outcome)
    for outcome in run.reference:
        transcript.check(f"as the reference: {outcome.says}", outcome)
    transcript.note(f"verdict: {run.verdict} ({run.detail})", headline=True)


def run_scenario(build, clinic, scenario, logdir, runs, *, until_symptom, measured=None,
                 stop_when=None, retries=INFRASTRUCTURE_RETRIES):
    """Up to `runs` counted runs (infrastructure failures retried, not counted).

    until_symptom: stop at the first run that shows the symptom, or
    whose checks raised; stop_when(run), if given: stop at the first
    counted run for which it is true.  retries: extra boots after an
    infrastructure failure.  Returns every Run made, the retried ones
    included.
    """
    made, counted = [], 0
    while counted < runs:
        for attempt in range(retries + 1):
            number = len(made) + 1
            run = run_once(build, clinic, scenario, Path(logdir) / f"run-{number}", number,
                           budget=runs, measured=measured)
            made.append(run)
            report(f"{build.name}: {scenario.name}: run {number}: {run.verdict} ({run.detail})")
            if run.verdict != expect.INFRASTRUCTURE:
                break
        if run.verdict == expect.INFRASTRUCTURE:
            return made
        counted += 1
        if until_symptom and run.verdict in (expect.SYMPTOM, expect.ERROR):
            return made
        if stop_when is not None and stop_when(run):
            return made
    return made


def counted(runs):
    return [run for run in runs if run.verdict != expect.INFRASTRUCTURE]


def reference_failures(run):
    """Why a run of the reference fails its test: [] when it behaved as it must.

    It must end in "no symptom", every reference check must hold, and no
    symptom check (but those marked context) may hold or raise.
    """
    why = []
    if run.verdict != expect.NO_SYMPTOM:
        why.append(f"verdict {run.verdict}: {run.detail}")
    why += [f"{o.says}: {o.result}" + (f" ({o.error})" if o.error else "")
            for o in run.reference if not o.ok]
    why += [f"shows part of the symptom: {o.says}" for o in run.symptom
            if o.ok and not o.context]
    return why


def scenario_text(scenario):
    """The scenario as its expected file states it, as one string."""
    return json.dumps(scenario.raw, sort_keys=True, default=str)


def scenario_key(scenario):
    """A short hash of the scenario's text: recorded in each run, so that a
    tally of runs (scripts/measure-table) counts only runs of this text."""
    return hashlib.sha256(scenario_text(scenario).encode()).hexdigest()[:12]


def measure_key(scenario, reference_key=None):
    """The key a measure's repeated runs are kept under (rates.MeasureRate):
    the reference's sources (its current ones unless given) and the scenario's text."""
    return rates.measured_on(reference_key or variant_key(REFERENCE), "", scenario_text(scenario))


def measurement_key(clinic, scenario):
    """The key a measured rate of this scenario is kept under (harness/rates.py):
    the current sources of the bug's variant and of the reference, and the
    scenario as the expected file states it."""
    return rates.measured_on(variant_key(clinic.bug), variant_key(REFERENCE),
                             scenario_text(scenario))


# --- steps ---------------------------------------------------------------------

def _do_step(step, machine, gdb, defined, stops, procs, clinic):
    """One step record (expect.RunStep, ...); its text with ${...} filled in."""
    def text(value):
        return _fill(value, defined, clinic)

    if isinstance(step, expect.RunStep):
        machine.run(text(step.command), timeout=step.timeout)
    elif isinstance(step, expect.BackgroundStep):
        machine.start_background(text(step.command))
    elif isinstance(step, expect.SendStep):
        machine.send(text(step.text) + "\n")
    elif isinstance(step, expect.WaitStep):
        # ^ and $ mean a line's start and end, as in checks.
        machine.expect(re.compile(step.pattern, re.MULTILINE), timeout=step.timeout)
    elif isinstance(step, expect.BreakStep):
        _need(gdb, step)
        location = text(step.location)
        condition = text(step.condition) if step.condition is not None else None
        gdb.break_at(location, condition)
        _tell(gdb, f"gdb: break {location}" + (f" if {condition}" if condition else ""))
        gdb.cont_nowait()
    elif isinstance(step, expect.StopsStep):
        _need(gdb, step)
        stops.extend(_take_stops(gdb, machine, step))
    elif isinstance(step, expect.FinishStep):
        _need(gdb, step)
        stop = gdb.finish(step.timeout)
        if stop["reason"] != "function-finished":
            raise DebuggerError(f"finish ended in {stop['reason']}: {stop['raw']}")
        stops.append(_record_stop(gdb, stop, step))
        _tell(gdb, f"gdb: finish: back in {_frames(stops[-1])}")
        _then(gdb, step)
    elif isinstance(step, expect.ProcsStep):
        _need(gdb, step)
        gdb.interrupt()
        procs.extend(gdb.procs())
        _tell(gdb, f"gdb: proc[] has {len(procs)} slots in use")
        gdb.cont_nowait()
    else:
        raise expect.ExpectationError(f"{clinic.path}: not a step record: {step!r}")


def _need(gdb, step):
    if gdb is None:
        raise expect.ExpectationError(f"step {step} needs gdb = true in its scenario")


def _take_stops(gdb, machine, step):
    taken, skipped = [], 0
    while len(taken) < step.count:
        stop = _next_stop(gdb, machine, step.until, step.timeout)
        if stop is None:
            break   # the console said `until` first: fewer stops than asked
        if stop["reason"] != "breakpoint-hit":
            raise DebuggerError(f"gdb stopped for {stop['reason']}, not at a breakpoint: "
                                f"{stop['raw']}")
        if step.only_proc is not None and _proc_name(gdb) != step.only_proc:
            skipped += 1
            if skipped > MAX_SKIPPED_STOPS:
                raise DebuggerError(f"{skipped} stops, none in {step.only_proc}")
            gdb.cont_nowait()
            continue
        taken.append(_record_stop(gdb, stop, step))
        _tell(gdb, f"gdb: stop {len(taken)} of {step.count}, hart {taken[-1]['hart']}: "
                   f"{_frames(taken[-1])}")
        if len(taken) < step.count:
            gdb.cont_nowait()
    _then(gdb, step)
    return taken


def _tell(gdb, text):
    """A gdb step's line in the transcript (and the live account)."""
    if gdb.transcript is not None:
        gdb.transcript.step(text)


def _frames(stop, count=3):
    return " < ".join(stop["frames"][:count])


def _record_stop(gdb, stop, step):
    """A stop as the checks see it: hart, frames, their arguments, and each `eval`."""
    frames = gdb.backtrace()
    record = {"hart": stop["thread"] - 1, "frames": [frame["func"] for frame in frames],
              "args": [frame["args"] for frame in frames]}
    for expression in step.expressions:
        record[expression] = _as_number(gdb.eval(expression))
    return record


def _then(gdb, step):
    """After a gdb step: unless it says then = "stay", drop the breakpoints and run on."""
    if step.then == "continue":
        gdb.delete_all()
        gdb.cont_nowait()


def _next_stop(gdb, machine, until, timeout):
    """The next breakpoint stop; None if the console shows `until` before it."""
    if until is None:
        return gdb.wait_stopped(timeout)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            return gdb.wait_stopped(POLL)
        except DebuggerTimeout:
            pass
        try:
            machine.expect(until, POLL)
            return None
        except ConsoleTimeout:
            pass
    raise DebuggerTimeout(f"a stop, or /{until}/ on the console", timeout,
                          gdb.last_lines(), gdb.log_path)


def _as_number(value):
    """An int for a value gdb prints as a plain number; the text otherwise."""
    try:
        return int(value, 0)
    except ValueError:
        return value


def _proc_name(gdb):
    try:
        return leading_string(gdb.eval("cpus[$tp].proc->name"))
    except DebuggerError:
        return None


def _defines(scenario, symbols, binaries, clinic):
    """The variant's symbol and code functions, and the scenario's [define] values, in order."""
    defined = {"sym": symbols.sym, "end": symbols.end, "func_at": symbols.func_at,
               "after_calls": binaries.after_calls, "after_sie_on": binaries.after_sie_on,
               "sie_off_at": binaries.sie_off_at}
    for name, expression in scenario.define.items():
        defined[name] = expect.evaluate(expression, defined,
                                        f"{clinic.path} ({scenario.name}: define {name})")
    return defined


def _fill(text, defined, clinic):
    """text with each ${expression} replaced by its value (ints in hex)."""
    def value(match):
        result = expect.evaluate(match.group(1), defined, f"{clinic.path}: {text}")
        return hex(result) if isinstance(result, int) else str(result)
    return expect.PLACEHOLDER.sub(value, text)


