"""A scenario's steps done on a boot (harness/machine/boot.py), and what gdb read.

The step records are harness/expected/spec_steps.py's; here each becomes actions:

- run: type the command, wait for its end and the prompt;
- background: type `cmd &`, wait for the prompt;
- send: type a line, wait for nothing;
- wait: wait for console text (`^` and `$` at each line);
- break: a gdb breakpoint (with its condition), and the machine runs on;
- stops: take the next N breakpoint stops (of process only_proc, if
  given); at each, the hart, the backtrace and each named value; with
  `until`, console text ends the step early; then the breakpoints go
  and the machine runs on (then = "stay" keeps it stopped);
- finish: run the function of a kept stop to its return, and record
  that stop like one of `stops`;
- procs: stop the machine, list proc[], let it run on;
- reach: whether each location is reached (machine/reach.py: a
  breakpoint that disables itself at its first hit and runs on); read
  once the steps end, whatever ended them, and kept as a result of kind
  "reached".

Text may hold ${expression}, computed from the kernel's names and the
scenario's early defines (harness/kernel/symbols.py).  do_steps returns what
the gdb steps read, as run.json keeps it (harness/run/record.py).  A kernel
panic, a console or gdb timeout, or QEMU exiting raises, and ends the
steps.  Each step is timed (harness/run/timing.py), and waits as long as its
measured deadline allows where it has one (harness/run/deadlines.py), and
longer while QEMU is starved, or its harts are held by a debugger the
host keeps waiting (timing.patience).
"""

import dataclasses
import re
import time

from harness.errors import ConsoleTimeout, DebuggerError, DebuggerTimeout, ExpectationError
from harness.expected.expression import Expression
from harness.expected.spec_steps import (PLACEHOLDER, BackgroundStep, BreakStep, FinishStep,
                                         ProcsStep, ReachStep, RunStep, SendStep, StopsStep,
                                         WaitStep)
from harness.machine import reach
from harness.run.timing import StepTimer, patience, step_label
from harness.text.mi import NO_SYMBOL, USER_CODE, leading_string

MAX_SKIPPED_STOPS = 200      # stops of other processes skipped by only_proc
POLL = 0.5                   # seconds each side gets while waiting for a stop or text


def do_steps(scenario, boot, kernel, where, results, timer=None, deadlines=None):
    """Do every step of the scenario on the boot; append what each gdb step
    read to results (a list, so a step that raises leaves the earlier ones).

    timer: a timing.StepTimer that times each step; deadlines: {step
    label: seconds} that replace a measured step's own timeout."""
    timer = timer or StepTimer(lambda: None)
    deadlines = deadlines or {}
    counting = {}          # a reach step's breakpoints, read once the steps end
    try:
        for index, step in enumerate(scenario.steps):
            label = step_label(index, step)
            own = getattr(step, "timeout", None)
            measured = own is not None and label in deadlines
            if measured:
                step = dataclasses.replace(step, timeout=deadlines[label])
            with timer.step(label, getattr(step, "timeout", None)):
                boot.machine.patience = patience(timer.pid, deadlines[label], own,
                                                 held=isinstance(step, (StopsStep, FinishStep))) \
                    if measured else None
                try:
                    if isinstance(step, ReachStep):
                        counting.update(reach.count_at(_gdb(boot.gdb, step), [
                            fill(location, kernel, where) for location in step.locations]))
                        read = None
                    else:
                        read = do_step(step, boot.machine, boot.gdb,
                                       lambda text: fill(text, kernel, where))
                finally:
                    boot.machine.patience = None
            if read is not None:
                results.append({"index": index, "name": step.name, **read})
    finally:
        if counting:
            _reached(boot.gdb, counting, len(scenario.steps), results)


def _reached(gdb, counting, index, results):
    """The reach step's counts, added to results, however the steps ended
    (a panic too); none when gdb cannot tell any more."""
    try:
        results.append({"index": index, "name": None, "kind": "reached",
                        "reached": reach.hits(gdb, counting)})
    except (DebuggerError, DebuggerTimeout, OSError):
        pass


def do_step(step, machine, gdb, text):
    """One step; for a gdb step that reads something, {"kind", "stops" or "rows"}."""
    if isinstance(step, RunStep):
        machine.run(text(step.command), timeout=step.timeout)
    elif isinstance(step, BackgroundStep):
        machine.start_background(text(step.command))
    elif isinstance(step, SendStep):
        machine.send(text(step.text) + "\n")
    elif isinstance(step, WaitStep):
        machine.expect(re.compile(step.pattern, re.MULTILINE), timeout=step.timeout)
    elif isinstance(step, BreakStep):
        location = text(step.location)
        condition = text(step.condition) if step.condition is not None else None
        _gdb(gdb, step).break_at(location, condition)
        _tell(gdb, f"gdb: break {location}" + (f" if {condition}" if condition else ""))
        gdb.cont_nowait()
    elif isinstance(step, StopsStep):
        return {"kind": "stops", "stops": _take_stops(_gdb(gdb, step), machine, step)}
    elif isinstance(step, FinishStep):
        stop = _gdb(gdb, step).finish(step.timeout)
        if stop["reason"] != "function-finished":
            raise DebuggerError(f"finish ended in {stop['reason']}: {stop['raw']}")
        recorded = _record_stop(gdb, stop, step)
        _tell(gdb, f"gdb: finish: back in {_frames(recorded)}")
        _then(gdb, step)
        return {"kind": "finish", "stops": [recorded]}
    elif isinstance(step, ProcsStep):
        _gdb(gdb, step).interrupt()
        rows = list_procs(gdb)
        used = sum(row["state"] != "UNUSED" for row in rows)
        held = sum(row["prof"] != 0 for row in rows)
        _tell(gdb, f"gdb: proc[]: {used} of {len(rows)} slots in use; "
                   f"{held} point{'s' if held == 1 else ''} at a histogram page")
        gdb.cont_nowait()
        return {"kind": "procs", "rows": rows}
    else:
        raise ExpectationError(f"not a step record: {step!r}")
    return None


def fill(text, kernel, where):
    """text with each ${expression} replaced by its value (ints in hex)."""
    def value(match):
        result = Expression(match.group(1), where).evaluate(kernel, f"{where}: {text}")
        return hex(result) if isinstance(result, int) else str(result)
    return PLACEHOLDER.sub(value, text)


def _gdb(gdb, step):
    if gdb is None:
        raise ExpectationError(f"step {step} needs gdb = true in its scenario")
    return gdb


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
        between = 1 < len(taken) < step.count   # shown live in verbose mode only
        _tell(gdb, f"gdb: stop {len(taken)} of {step.count}, hart {taken[-1]['hart']}: "
                   f"{_frames(taken[-1])}" + (f" (stops 2 to {step.count - 1}: in the log, "
                                              f"or live with -v)"
                                              if len(taken) == 1 and step.count > 2 else ""),
              detail=between)
        if len(taken) < step.count:
            gdb.cont_nowait()
    _then(gdb, step)
    return taken


def _tell(gdb, text, detail=False):
    """A gdb step's line in the event log (and the live account; a detail
    only in verbose mode)."""
    if gdb.transcript is not None:
        gdb.transcript.step(text, detail=detail)


def _frames(stop, count=3):
    return " < ".join(USER_CODE if frame["func"] == NO_SYMBOL else frame["func"]
                      for frame in stop["frames"][:count])


def _record_stop(gdb, stop, step):
    """A stop as run.json keeps it: hart, frames with their arguments, each
    named value, and the process on the hart ({pid, name}, None: none).
    A stop that reads $sepc (a trap's user pc, maybe another process's)
    also keeps every process's saved user pc, `trapped` (saved_user_pcs),
    so that a transcript can say whose pc it was."""
    frames = gdb.backtrace()
    recorded = {"hart": stop["thread"] - 1,
                "frames": [{"func": frame["func"], "args": frame["args"]} for frame in frames],
                "values": {name: _as_number(gdb.eval(expression))
                           for name, expression in step.evals.items()}}
    with gdb.quietly():
        recorded["process"] = _process(gdb, "cpus[$tp].proc")
        if any("$sepc" in expression for expression in step.evals.values()):
            recorded["trapped"] = saved_user_pcs(gdb)
    return recorded


def _process(gdb, pointer):
    """{pid, name} of the struct proc at `pointer` (an expression); None when
    it cannot be read (no process on the hart)."""
    try:
        return {"pid": gdb.eval_int(f"{pointer}->pid"),
                "name": leading_string(gdb.eval(f"{pointer}->name")) or ""}
    except DebuggerError:
        return None


def saved_user_pcs(gdb):
    """[{pid, name, epc}] of every process with a trap frame: the user pc its
    last trap saved (p->trapframe->epc).  The harts are stopped."""
    found = []
    for slot in range(gdb.eval_int("sizeof(proc) / sizeof(proc[0])")):
        if gdb.eval(f"proc[{slot}].state") == "UNUSED":
            continue
        process = _process(gdb, f"(&proc[{slot}])")
        try:
            epc = gdb.eval_int(f"proc[{slot}].trapframe->epc")
        except DebuggerError:   # no trap frame (being made or freed)
            continue
        if process is not None:
            found.append({**process, "epc": epc})
    return found


def _then(gdb, step):
    """After a gdb step: unless it says then = "stay", drop the breakpoints and run on."""
    if step.then == "continue":
        gdb.delete_all()
        gdb.cont_nowait()


def _next_stop(gdb, machine, until, timeout):
    """The next breakpoint stop; None if the console shows `until` before it.
    When the wait runs out, the step's patience (machine.patience) may
    lengthen it."""
    more = getattr(machine, "patience", None) or (lambda waited: 0)
    waited = timeout
    if until is None:
        while True:
            try:
                return gdb.wait_stopped(timeout)
            except DebuggerTimeout:
                timeout = more(waited)
                if not timeout:
                    raise
                waited += timeout
    deadline = time.monotonic() + timeout
    while True:
        while time.monotonic() < deadline:
            try:
                return gdb.wait_stopped(POLL)
            except DebuggerTimeout:
                pass
            try:
                machine.expect(until, POLL, poll=True)
                return None
            except ConsoleTimeout:
                pass
        extra = more(waited)
        if not extra:
            break
        deadline, waited = deadline + extra, waited + extra
    error = DebuggerTimeout(f"a stop, or /{until}/ on the console", round(waited, 1),
                            gdb.last_lines(), gdb.log_path)
    error.harts = machine.where_harts()     # only now: reading them stops the harts
    raise error


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


def list_procs(gdb):
    """proc[] slot by slot: [{slot, pid, state, prof, name}] (the harts stopped).
    The fields of struct proc that the clinics look at."""
    with gdb.quietly():   # one entry for the whole listing, below
        count = gdb.eval_int("sizeof(proc) / sizeof(proc[0])")
        table = [{"slot": slot,
                  "pid": int(gdb.eval(f"proc[{slot}].pid"), 0),
                  "state": gdb.eval(f"proc[{slot}].state"),
                  "prof": gdb.eval_int(f"proc[{slot}].prof"),
                  "name": leading_string(gdb.eval(f"proc[{slot}].name")) or ""}
                 for slot in range(count)]
    shown = [row for row in table if row["state"] != "UNUSED" or row["prof"] != 0]
    if gdb.transcript is not None:
        gdb.transcript.gdb("print proc[0..] (pid, state, prof, name)", "\n".join(
            [f"proc[{row['slot']}] pid {row['pid']} state {row['state']} "
             f"prof {row['prof']:#x} name {row['name']}" for row in shown]
            + [f"({len(table) - len(shown)} other slots UNUSED, prof 0x0)"]))
    return table
