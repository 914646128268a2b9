"""A learner's tree booted to its first prompt a few times, before any scenario.

A tree that panics, hangs, floods or powers off before the shell would
do it again in every scenario, each boot waiting out its deadline; and
one that hangs in some boots only may pass every scenario on the boots
that came up.  So a check first boots the tree BOOTS times to the shell's
first prompt, about 1.5 s a boot on the reference, and stops at the
first that fails:

- boot_check(build, clinic, scenarios, logdir, boots): a BootCheck (the
  boots as a run/series.Series, boot_series, judged by boot_check_of): AS_REFERENCE
  when every boot reached the prompt, else what the tree did (one of
  TREE_FAULTS: it panics at boot, hangs, floods the console, stops the
  machine), or GRADER when the boots kept failing for a reason that is
  not the tree's (QEMU killed, a resource the host refused, QEMU starved
  of a CPU: each such boot is made again, INFRASTRUCTURE_RETRIES times).
- canary(logdir): one boot of the reference to its prompt: is the host
  sound?  A verdict that stands on ambiguous failures alone is kept only
  when a canary right after it reaches the prompt; a grading run starts
  with one.
- hung(timed): a timed step (harness/run/timing.py) that ran out while
  QEMU had the CPU: the kernel was stuck, not the host.
- failure_of(run), Retries: whose a failed boot of a learner's tree is,
  and when to stop making it again.  A wait that ran out while QEMU
  neither ran nor waited for a CPU is AMBIGUOUS (QEMU stopped by the
  host, or a kernel idle with nothing to do): it is made again, and
  stands as the tree's hang once it repeats (AMBIGUOUS_REPEATS in at
  most AMBIGUOUS_BOOTS boots), as syzkaller reproduces a crash before it
  reports it.

The statuses are a trees.Finding's; the wait is the reference's measured
boot deadline (run/deadlines.py), the longest of the clinic's scenarios.
"""

from dataclasses import dataclass
from pathlib import Path

from harness.build import REFERENCE
from harness.kernel.tree import build_on
from harness.endings import NEVER_CAME
from harness.errors import (ConsoleFlood, ConsoleTimeout, KernelPanic, MachineError,
                            MachineExited)
from harness.machine.boot import Boot
from harness.machine.qemu import BOOT_TIMEOUT
from harness.run.deadlines import deadlines
from harness.run.scenario import INFRASTRUCTURE_RETRIES
from harness.run.series import Series
from harness.run.timing import BOOT, HAD_CPU, StepTimer, starved

BOOTS = 10               # boots to the first prompt: a tree that hangs in half its
                         # boots passes them all with chance 1/1024
SCENARIO = "boots to the shell"
BOOT_FLOOD = 64 * 1024   # characters before the first prompt that make a flood
                         # (the reference prints under 200)

# What a tree did, as a trees.Finding's status.
PANICS_AT_BOOT = "panics at boot"
HANGS = "hangs"
FLOODS = "floods the console"
STOPS = "stops the machine"
TREE_FAULTS = (PANICS_AT_BOOT, HANGS, FLOODS, STOPS)
AS_REFERENCE = "as the reference"
GRADER = "did not run"
RAN_OUT = ("ConsoleTimeout", "DebuggerTimeout")   # a step's `ended` when its wait timed out
AMBIGUOUS = "ambiguous"    # a failed boot that may be the tree's or the host's
AMBIGUOUS_REPEATS = 2      # ambiguous failures that make it the tree's: it repeats
AMBIGUOUS_BOOTS = 6        # boots a learner's scenario may make for one counted boot


@dataclass
class BootCheck:
    status: str
    evidence: str
    boots: int            # boots counted (those the grader's trouble ended are not)
    allowed: int
    logdir: str = ""
    ambiguous: bool = False   # it stands on failures that repeated, not on what they were
    cause: str = ""           # PANICS_AT_BOOT: "panic: <its message>"
    deadline: float = 0.0     # the seconds each boot was allowed to reach the prompt


def hung(timed):
    """Whether a step ran out of time (its wait timed out: RAN_OUT) with
    QEMU running: it used at least HAD_CPU of a CPU's seconds meanwhile.  A
    stopped, starved or idle QEMU (or one whose CPU time was not read) is
    not known to be stuck; a step that ended because gdb or QEMU went away
    did not run out, however busy QEMU was."""
    if not timed or timed.get("user") is None or not timed.get("seconds"):
        return False
    if timed.get("ended") not in RAN_OUT:
        return False
    return timed["user"] + timed["system"] >= HAD_CPU * timed["seconds"]


def boot_deadline(clinic, scenarios):
    """The longest measured boot deadline of the scenarios on the
    reference's side, else the fixed BOOT_TIMEOUT."""
    found = [deadlines(clinic, scenario, bug_side=False).get(BOOT) for scenario in scenarios]
    found = [seconds for seconds in found if seconds]
    return max(found) if found else BOOT_TIMEOUT


def failure_of(run):
    """Whose a learner's failed boot (a endings.INFRASTRUCTURE RunRecord) is:
    HANGS (the tree's: a wait ran out while QEMU was busy), AMBIGUOUS (a
    wait ran out while QEMU neither ran nor waited for a CPU: stopped, or a
    kernel with nothing to do), or GRADER (QEMU or gdb failed, or QEMU starved)."""
    timed = run.timing[-1] if run.timing else {}
    if hung(timed):
        return HANGS
    if run.ended == NEVER_CAME and timed.get("user") is not None and not starved(timed):
        return AMBIGUOUS
    return GRADER


class Retries:
    """When a learner's failed boots stop being made again: at a hang
    (the tree's), at AMBIGUOUS_REPEATS ambiguous failures (then the tree's
    too: it repeated), or past INFRASTRUCTURE_RETRIES failures of the
    grader's.  Each scenario, and the boot check, keeps its own count."""

    def __init__(self):
        self.ambiguous = self.grader = 0

    def gives_up(self, failure):
        if failure == HANGS:
            return True
        if failure == AMBIGUOUS:
            self.ambiguous += 1
            return self.ambiguous >= AMBIGUOUS_REPEATS
        self.grader += 1
        return self.grader > INFRASTRUCTURE_RETRIES


def boot_check(build, clinic, scenarios, logdir, boots=BOOTS):
    """Boot the tree to its first prompt up to `boots` times, one after
    another (see the module's text)."""
    series = boot_series(build, clinic, scenarios, logdir, boots)
    return boot_check_of(series.run_alone(), boots, logdir, boot_deadline(clinic, scenarios))


def boot_series(build, clinic, scenarios, logdir, boots=BOOTS):
    """The boot check's boots as a run/series.Series: each gives (status,
    what it did); it ends at the first that is not AS_REFERENCE, or when
    the failures that are not the tree's give up (Retries)."""
    deadline = boot_deadline(clinic, scenarios)
    retries = Retries()
    return Series(lambda number: _boot_once(build, Path(logdir) / f"boot-{number}", deadline),
                  boots, counted=lambda made: made[0] not in (GRADER, AMBIGUOUS),
                  decides=lambda made: made[0] != AS_REFERENCE,
                  retries=boots * AMBIGUOUS_BOOTS,      # Retries gives up first
                  gives_up=lambda made: retries.gives_up(made[0]))


def boot_check_of(made, boots, logdir, deadline):
    """The BootCheck of a boot series' results, [(status, what it did)] in
    the order the boots ended (pure)."""
    counted = sum(status not in (GRADER, AMBIGUOUS) for status, _ in made)
    status, said = made[-1] if made else (GRADER, "no boot was made")
    if status == AMBIGUOUS:
        ambiguous = sum(status == AMBIGUOUS for status, _ in made)
        return BootCheck(HANGS, f"{said}, in {ambiguous} of {len(made)} boots: "
                         f"it repeats ({counted} reached the prompt)", len(made),
                         boots, str(logdir), ambiguous=True, deadline=deadline)
    if status == GRADER:
        failed = sum(status == GRADER for status, _ in made)
        return BootCheck(GRADER, f"{counted} of {boots} boots ran; then a boot failed "
                         f"{failed} times: {said}", counted, boots, str(logdir))
    if status != AS_REFERENCE:
        where = f"in boot {counted} of {counted} ({counted - 1} reached the prompt)"
        return BootCheck(status, f"{said}, {where}", counted, boots, str(logdir),
                         cause=said if status == PANICS_AT_BOOT else "", deadline=deadline)
    return BootCheck(AS_REFERENCE, f"{boots} of {boots} boots reached the shell's prompt "
                     f"within {deadline:g} s", counted, boots, str(logdir), deadline=deadline)


def canary(logdir, deadline=BOOT_TIMEOUT):
    """One boot of the reference to its first prompt, to tell the host's
    trouble from a tree's: (True, "") when it got there, else (False, what
    happened).  A grading run boots one first, and a check boots one
    after a verdict that stands on ambiguous failures alone."""
    status, said = _boot_once(build_on(REFERENCE), Path(logdir), deadline)
    return status == AS_REFERENCE, "" if status == AS_REFERENCE else f"{status}: {said}"


def _boot_once(build, logdir, deadline):
    """One boot to the first prompt: (status, what it did)."""
    boot = Boot(build, logdir, boot_timeout=deadline, watch_hangs=True)
    timer = StepTimer(lambda: boot.machine.pid, lambda: boot.machine.cpu_at_stop)
    try:
        try:
            with timer.step(BOOT, deadline):
                boot.start()
        finally:
            boot.stop()
    except KernelPanic as error:
        return PANICS_AT_BOOT, f"panic: {error.panic.message}"
    except ConsoleFlood as error:
        return FLOODS, str(error).split(";")[0]
    except MachineExited as error:
        if error.by_guest:
            return STOPS, f"the machine stopped itself ({error.status}) before the first prompt"
        return GRADER, str(error).splitlines()[0]
    except ConsoleTimeout as error:
        printed = len(boot.machine.console_text())
        if printed > BOOT_FLOOD:      # printing all along: not a hang
            return FLOODS, (f"it printed {printed} characters in {error.seconds:g} s and never "
                            f"its first prompt (more than {BOOT_FLOOD} make a flood)")
        timed = timer.steps[-1] if timer.steps else {}
        used = (timed.get("user") or 0.0) + (timed.get("system") or 0.0)
        said = f"no first prompt in {error.seconds:g} s (the reference's measured boot deadline)"
        if hung(timed):
            where = f"; {error.harts}" if error.harts else ""
            return HANGS, f"{said}, QEMU busy meanwhile ({used:.1f} s of CPU){where}"
        if timed.get("user") is not None and not starved(timed):
            return AMBIGUOUS, f"{said}, QEMU idle or stopped meanwhile ({used:.1f} s of CPU)"
        return GRADER, str(error).splitlines()[0]
    except (MachineError, OSError) as error:
        return GRADER, str(error).splitlines()[0]
    printed = len(boot.machine.console_text())
    if printed > BOOT_FLOOD:
        return FLOODS, (f"it printed {printed} characters before the first prompt "
                        f"(more than {BOOT_FLOOD} make a flood)")
    return AS_REFERENCE, "reached the prompt"
