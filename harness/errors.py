"""The exceptions of the harness.

Every one of them is meant to be read by a person looking at a failed
test: it says what was wanted, what happened instead, and where the full
log is.
"""

from pathlib import Path


class HarnessError(Exception):
    """Something the harness could not do."""


class ToolMissing(HarnessError):
    """A program the harness needs is not installed."""


class BuildError(HarnessError):
    """Building a kernel failed or did not finish."""


class ReadsOutside(BuildError):
    """A learner's tree asks, as it is built, for a file outside itself (an
    include or an .incbin of another path): `paths` names them."""

    def __init__(self, message, paths):
        super().__init__(message)
        self.paths = list(paths)


class DoesNotCompile(BuildError):
    """A learner's tree whose files the compiler or linker refuses: `errors`
    holds their first error lines (the tree's fault, not the grader's)."""

    def __init__(self, message, errors):
        super().__init__(message)
        self.errors = list(errors)


class NotAKernelTree(BuildError):
    """A folder given as a tree that lacks what every tree has (kernel/, ...)."""


class NotTheInterface(BuildError):
    """A learner's tree that built, but does not implement the handout's
    interface (its system calls' numbers, its struct prof): `differences`
    says each way it differs (the tree's fault; harness/learner/interface.py)."""

    def __init__(self, message, differences):
        super().__init__(message)
        self.differences = list(differences)


class SandboxError(BuildError):
    """The sandbox of a trusted build could not start: the grader's trouble."""


class UnknownVariant(HarnessError):
    """A variant name that is neither the reference nor a patch in bugs/."""


class PatchError(BuildError):
    """A learner's patch does not apply to base/."""


class ExpectationError(HarnessError):
    """An expected/ file that cannot be read or evaluated."""


class MachineError(HarnessError):
    """A machine could not be started, used or stopped."""


def console_excerpt(lines, log_path):
    """The last console lines, indented, then where the whole console is."""
    shown = "\n".join(f"  | {line}" for line in lines) or "  | (nothing)"
    return f"last {len(lines)} console lines:\n{shown}\nfull console log: {log_path}"


class ConsoleTimeout(MachineError):
    """A wait on the console ran out of time.

    `hung` tells the two ways that happens apart: nothing at all arrived
    (the machine looks stuck), or text arrived but not the text wanted.
    """

    def __init__(self, wanted, seconds, hung, tail, log_path):
        self.wanted = wanted
        self.harts = ""            # where each hart was, when the Boot could say
        self.seconds = seconds
        self.hung = hung
        self.tail = list(tail)
        self.log_path = Path(log_path)
        if hung:
            what = "nothing arrived on the console in that time: the machine is hung (or idle)"
        else:
            what = "output arrived, but not what was wanted"
        message = f"waited {seconds:g} s for {wanted}; {what}"
        super().__init__(f"{message}\n{console_excerpt(self.tail, self.log_path)}")


class KernelPanic(MachineError):
    """The kernel printed "panic: ..."; its harts have stopped."""

    def __init__(self, panic, tail, log_path):
        self.panic = panic
        self.tail = list(tail)
        self.log_path = Path(log_path)
        registers = " ".join(f"{name}={value}" for name, value in panic.registers.items())
        message = f"kernel panic: {panic.message}"
        if registers:
            message += f" ({registers})"
        super().__init__(f"{message}\n{console_excerpt(self.tail, self.log_path)}")


class MachineExited(MachineError):
    """QEMU went away while the harness was still waiting on it."""

    @property
    def by_guest(self):
        """QEMU exited of itself with status 0: the guest powered the machine
        off (QEMU's test device).  Killed by a signal, or any other status, is
        the machine failing."""
        return self.status == "exit status 0"

    def __init__(self, wanted, status, tail, log_path):
        self.status = status
        self.wanted = wanted
        self.tail = list(tail)
        self.log_path = Path(log_path)
        super().__init__(
            f"QEMU exited ({status}) while the harness waited for {wanted}\n"
            f"{console_excerpt(self.tail, self.log_path)}"
        )


class ConsoleFlood(MachineError):
    """The console printed more than its cap: the kernel would not have
    stopped.  The machine was there and ran; what it printed is the tree's."""

    def __init__(self, seen, cap, seconds, log_path):
        self.seen, self.cap, self.seconds = seen, cap, seconds
        self.log_path = Path(log_path)
        super().__init__(f"the console flooded: it printed {seen} characters in "
                         f"{seconds:.1f} s, past its cap of {cap}; its head and tail are "
                         f"kept in {self.log_path}")


class DebuggerError(HarnessError):
    """gdb could not be started, answered ^error, or went away."""


class DebuggerTimeout(DebuggerError):
    """A wait on gdb ran out of time; carries gdb's last output and its log."""

    def __init__(self, wanted, seconds, tail, log_path):
        self.wanted = wanted
        self.seconds = seconds
        self.tail = list(tail)
        self.log_path = Path(log_path)
        shown = "\n".join(f"  | {line}" for line in self.tail) or "  | (nothing)"
        super().__init__(
            f"waited {seconds:g} s for gdb's {wanted}\n"
            f"last {len(self.tail)} lines from gdb:\n{shown}\nfull gdb log: {self.log_path}")
