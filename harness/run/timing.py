"""Each step of a boot timed: its wall seconds, and what QEMU got of the CPU meanwhile.

A step that timed out is either a machine that ran and never got there
(stuck) or one the host did not let run (starved).  The wall clock
alone cannot tell them apart; QEMU's own CPU time can.  For every step
(the boot to the first prompt, then each step of the scenario) a
StepTimer keeps:

- seconds:   wall time, from the step's start to its end or its failure;
- user, system: CPU seconds QEMU's threads spent in user and kernel mode
  (/proc/PID/task/*/stat, fields utime and stime);
- run_delay: seconds QEMU's threads were ready to run but waited for a
  CPU (/proc/PID/task/*/schedstat, its second field);
- deadline:  the seconds the step was allowed (None when it has no wait
  of its own);
- ended:     "done", or the name of what it raised.

run.json keeps the list (harness/run/record.py: timing); `make rates` keeps
the reference's step seconds (harness/measured/rates.py), and from them come the
deadlines of later runs.  Where /proc cannot be read (QEMU gone, another
system), the CPU figures are None: a figure is never guessed.

A measured deadline is the time a step takes when QEMU gets the CPU it
asks for.  When it runs out while QEMU was kept waiting for a CPU
(starved: a busy host, another boot beside it), or in a gdb step while
QEMU hardly ran (its harts held at breakpoints by a debugger the host
kept waiting), that says nothing of the kernel, so patience() lets the
wait go on, a deadline at a time, up to the step's own timeout.  A QEMU
that ran and still did not get there is held to its deadline.
"""

import dataclasses
import time
from contextlib import contextmanager

from harness.machine.cputime import cpu_time

BOOT = "boot"      # the label of the first step: QEMU started, to the first prompt
HAD_CPU = 0.5      # a share of a step's wall seconds: QEMU ran, or waited for a CPU, that long


def step_label(index, step):
    """How a scenario's step is named in run.json and in the rates: its
    number from 1, its kind and what it names ("2 run: proftest",
    "4 stops: 3", "5 finish")."""
    first = dataclasses.fields(step)[0]      # every step record's first field is its kind's key
    said = getattr(step, first.name)
    label = f"{index + 1} {first.metadata['key']}"
    return label if isinstance(said, bool) else f"{label}: {said}"


class StepTimer:
    """Times the steps of one boot; pid() gives QEMU's pid (None before it
    starts); at_stop() the CpuTime it had when it was stopped (None if it
    was not), for a step that ends after QEMU is gone (a boot that failed)."""

    def __init__(self, pid, at_stop=lambda: None):
        self.pid = pid
        self.at_stop = at_stop
        self.steps = []      # one dict a step, in order (see the module's text)

    @contextmanager
    def step(self, label, deadline=None):
        started, before = time.monotonic(), cpu_time(self.pid())
        ended = "done"
        try:
            yield
        except BaseException as error:
            ended = type(error).__name__
            raise
        finally:
            after = cpu_time(self.pid()) or self.at_stop()
            self.steps.append(_timed(label, deadline, ended, time.monotonic() - started,
                                     before, after))


def _timed(label, deadline, ended, seconds, before, after):
    used = after - before if before is not None and after is not None else None
    return {"step": label, "seconds": round(seconds, 3), "deadline": deadline, "ended": ended,
            "user": round(used.user, 2) if used else None,
            "system": round(used.system, 2) if used else None,
            "run_delay": round(used.run_delay, 3) if used else None}


def cpu_said(timed):
    """A timed step's CPU figures in words, for the message of a step that
    never came: did QEMU run, or was it kept waiting for a CPU?"""
    if timed.get("user") is None:
        return f"{timed['seconds']:.1f} s; QEMU's CPU time could not be read"
    used = timed["user"] + timed["system"]
    return (f"in the step's {timed['seconds']:.1f} s QEMU used {used:.1f} s of CPU and "
            f"waited {timed['run_delay']:.1f} s for one")


def starved(timed):
    """Whether QEMU waited for a CPU through at least HAD_CPU of a timed step."""
    return bool(timed) and timed.get("run_delay") is not None and bool(timed.get("seconds")) \
        and timed["run_delay"] >= HAD_CPU * timed["seconds"]


def patience(pid, deadline, cap, held=False, clock=time.monotonic, read=cpu_time):
    """A wait's patience (Machine.patience) for a step whose measured
    deadline replaced its own timeout, cap: given the seconds waited when
    the wait runs out, the seconds more to wait.  As long again while QEMU
    did not have the CPU it asked for since the step began: starved
    (starved()'s rule), or, with held (a gdb step: the debugger stops the
    harts at each breakpoint and lets them go), hardly running (less than
    HAD_CPU of the time); until the step has waited cap seconds in all.
    Else 0, and the deadline stands: QEMU ran, and did not get there.
    pid() gives QEMU's pid."""
    started, before = clock(), read(pid())

    def more(_waited):
        now, elapsed = read(pid()), clock() - started
        if before is None or now is None or elapsed >= cap:
            return 0
        used = now - before
        ran = used.user + used.system >= HAD_CPU * elapsed
        if not starved({"run_delay": used.run_delay, "seconds": elapsed}) and (ran or not held):
            return 0
        return round(min(deadline, cap - elapsed), 1)
    return more
