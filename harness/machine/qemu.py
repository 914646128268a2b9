"""One QEMU machine running the kernel, and its serial console.

A Machine owns a qemu-system-riscv64 process, started directly (not
through make) on the console of a pseudo-terminal, with pexpect.

- start(): copies fs.img into a temporary folder of this run (the built
  image is never written), boots, and waits for the first "$ ".
- run(command, timeout): types the command, returns what it printed.
- send(text): types text and returns at once.
- expect(pattern, timeout): waits for a regular expression; returns the match.
- stop(): Ctrl-A x (QEMU's own quit key), a few seconds' wait, then
  SIGKILL to whatever is left of the process group; removes the copy.
- command_line(): the exact QEMU command, shell-quoted, to reproduce a run.
- gdb=True: QEMU also serves gdb on the unix socket gdb_socket (in the
  run's folder, removed with it), without waiting for gdb to attach.

Every wait also watches for "panic: " (KernelPanic) and for QEMU's exit
(MachineExited); a wait that runs out raises ConsoleTimeout.  The whole
console goes to NAME.console.log in the log folder, and the command line
to NAME.command.txt beside it.

Processes: the pty fork makes QEMU the leader of a new session and
process group, so Ctrl-C in the terminal does not reach it and stop()
can end the whole group.  A Machine is a context manager; machines
still running when Python exits are stopped then; and if Python is
killed outright, closing the pty hangs QEMU up.
"""

import atexit
import os
import re
import shlex
import shutil
import tempfile
import time
from pathlib import Path

import pexpect

from harness import tools
from harness.errors import ConsoleTimeout, KernelPanic, MachineError, MachineExited
from harness.machine.cmdline import HARTS, QEMU, qemu_argv
from harness.machine.consolelog import ConsoleLog
from harness.machine.cputime import cpu_time
from harness.text import console

BOOT_TIMEOUT = 60       # seconds to the first prompt
PROMPT_TIMEOUT = 10     # seconds from a command's marker to the next prompt
QUIT_GRACE = 5          # seconds QEMU gets to quit after Ctrl-A x
PANIC_DRAIN = 1.0       # seconds of console kept after a panic line
QUIET = 0.05            # seconds catch_up reads the console for
TAIL_LINES = 20         # console lines a failure shows
QUIT_KEYS = "\x01x"     # Ctrl-A x
# The console keeps at most 128 typed bytes, newline included, until a
# reader takes them (INPUT_BUF in base/kernel/console.c).
MAX_TYPED_LINE = 128
EVENT_CONSOLE = 256 * 1024   # characters of a boot's console its event log keeps

_running = set()        # machines started and not yet stopped


class Machine:
    def __init__(self, kernel, fs_image, logdir, *, name="machine", cpus=HARTS,
                 memory="128M", qemu=QEMU, boot_timeout=BOOT_TIMEOUT,
                 quit_grace=QUIT_GRACE, gdb=False, transcript=None):
        self.kernel = Path(kernel).resolve()
        self.fs_image = Path(fs_image).resolve()
        self.logdir = Path(logdir)
        self.name = name
        self.cpus = cpus
        self.memory = memory
        self.qemu = qemu
        self.boot_timeout = boot_timeout
        self.quit_grace = quit_grace
        self.gdb = gdb          # serve gdb on a unix socket in the run's folder
        self.transcript = transcript   # a harness.eventlog.EventLog, or None
        self._recorded = 0      # how much of the console the transcript has
        self.log_path = self.logdir / f"{name}.console.log"
        self.disk = self.fs_image   # the run's own copy, once started
        self.pid = None
        self.pgid = None
        self.cpu_at_stop = None   # QEMU's CpuTime as stop() began, once it has
        self.on_timeout = None    # () -> words, said with a wait that ran out (Boot's)
        self.patience = None      # (seconds waited) -> seconds more, asked when a console
                                  # wait runs out (a step's: harness/run/timing.patience)
        self._child = None
        self._log = None
        self._rundir = None
        self._stopped = False

    # --- the command line ---------------------------------------------

    def argv(self):
        """QEMU's argument vector; the disk is the run's copy once started."""
        socket = None
        if self.gdb:
            socket = self.gdb_socket or Path("<rundir>") / "gdb.sock"
        return qemu_argv(self.kernel, self.disk, cpus=self.cpus, memory=self.memory,
                         qemu=self.qemu, gdb_socket=socket)

    @property
    def gdb_socket(self):
        """The path of QEMU's gdb socket once started with gdb=True; else None."""
        if not self.gdb or self._rundir is None:
            return None
        return self._rundir / "gdb.sock"

    def command_line(self):
        """The exact QEMU command, shell-quoted (before start(): on the built fs.img)."""
        return shlex.join(self.argv())

    # --- lifecycle -----------------------------------------------------

    def start(self):
        """Boot: copy the disk, start QEMU, wait for the first prompt."""
        if self._child is not None or self._stopped:
            raise MachineError(f"{self.name}: start() may be called once")
        tools.require(self.qemu)
        for path in (self.kernel, self.fs_image):
            if not path.is_file():
                raise MachineError(f"{path} does not exist: build the kernel first (make build)")
        self.logdir.mkdir(parents=True, exist_ok=True)
        _running.add(self)
        try:
            self._rundir = Path(tempfile.mkdtemp(prefix="profclinic-run-"))
            self.disk = self._rundir / "fs.img"
            shutil.copyfile(self.fs_image, self.disk)
            self._note(f"booting on {self.cpus} harts, a copy of {self.fs_image.name}",
                       detail=True)   # live, the run's own line says a boot begins
            self._note(f"QEMU: {self.command_line()}", detail=True)
            (self.logdir / f"{self.name}.command.txt").write_text(
                f"# the disk was a copy of {self.fs_image}, removed after the run\n"
                f"{self.command_line()}\n")
            self._log = ConsoleLog(self.log_path)
            argv = self.argv()
            self._child = pexpect.spawn(
                argv[0], argv[1:], cwd=str(self._rundir), encoding="utf-8",
                codec_errors="replace", echo=False, timeout=None, dimensions=(50, 200))
            self._child.logfile_read = self._log
            self.pid = self._child.pid
            self.pgid = os.getpgid(self.pid)
            tools.started(self.pgid)
            if self.pgid != self.pid:
                raise MachineError(f"QEMU (pid {self.pid}) is not leading its own process group")
            self._wait(console.PROMPT, self.boot_timeout, "the first shell prompt '$ '")
        except BaseException:
            self.stop()
            raise
        finally:
            self.record_console()
        return self

    def stop(self):
        """Quit QEMU politely, then kill what is left of its group; remove the copy.

        Safe to call more than once, and on a machine that never started.
        """
        if self._stopped:
            return
        self._stopped = True
        _running.discard(self)
        if self.pid is not None:
            self.cpu_at_stop = cpu_time(self.pid)
        self.catch_up()   # say a typed line's echo that no step waited for
        try:
            if self._child is not None:
                self._quit_politely()
                self._kill_group()
        finally:
            if self._child is not None:
                self._child.close(force=True)
            if self._log is not None:
                self._log.close()
            if self._rundir is not None:
                shutil.rmtree(self._rundir, ignore_errors=True)

    def __enter__(self):
        if self._child is None:
            self.start()
        return self

    def __exit__(self, *exc_info):
        self.stop()
        return False

    def running(self):
        return self._child is not None and not self._stopped and self._child.isalive()

    # --- the console ---------------------------------------------------

    def run(self, command, timeout=30):
        """Type command at the shell; return what it printed (without the final newline)."""
        __tracebackhide__ = True   # pytest shows the caller, not these lines
        if "\n" in command or "\r" in command:
            raise ValueError(f"run() takes one line, not {command!r}")
        marker = console.new_marker()
        line = console.marked_command(command, marker)
        if len(line) + 1 > MAX_TYPED_LINE:
            raise ValueError(f"{command!r} is too long to type: the console holds "
                             f"{MAX_TYPED_LINE} bytes a line, marker included")
        self.record_console()
        self._note_typed(command)
        self._live_child().send(line + "\n")
        try:
            received, _ = self._wait(console.end_of_output(marker), timeout,
                                     f"the end of `{command}`", marker=marker)
            self._wait(console.PROMPT, PROMPT_TIMEOUT, f"the prompt after `{command}`")
        finally:
            self.record_console()
        return console.command_output(received, marker)

    def start_background(self, command):
        """Type `command &` and wait for the prompt the shell gives back at once.

        No end marker here: the command runs on after the prompt, and what
        it prints turns up in later output.
        """
        __tracebackhide__ = True
        self.send(f"{command} &\n")
        self.expect(console.PROMPT, PROMPT_TIMEOUT)

    def send(self, text):
        """Type text as it is (add "\n" to end a line); wait for nothing."""
        self.record_console()
        self._note_typed(text)
        self._live_child().send(text)

    def expect(self, pattern, timeout=30, *, poll=False):
        """Wait for a regular expression on the console; return its match.
        poll: the wait is one of many short ones (a step that watches the
        console and gdb by turns), so its running out is no hang: it does
        not call on_timeout, which would stop the harts."""
        __tracebackhide__ = True
        regex = re.compile(pattern) if isinstance(pattern, str) else pattern
        try:
            _, match = self._wait(regex, timeout, f"/{regex.pattern}/", poll=poll)
        finally:
            self.record_console()
        return match

    def wait_panic(self, timeout=30):
        """Wait for a kernel panic and return it (a console.Panic); ConsoleTimeout if none."""
        __tracebackhide__ = True
        try:
            self.expect(r"(?!x)x", timeout)   # a pattern that never matches
        except KernelPanic as panic:
            return panic.panic
        raise MachineError("unreachable: the never-matching pattern matched")

    def console_text(self):
        """Everything the console printed so far, line ends normalized."""
        return console.normalize(self._log.text()) if self._log is not None else ""

    def last_lines(self, count=TAIL_LINES):
        return console.last_lines(self._log.text(), count) if self._log is not None else []

    def catch_up(self):
        """Read what the console has printed so far, say while gdb holds the
        harts, and give it to the transcript.  What is read stays for later
        waits to match."""
        if self._child is not None and self._child.isalive():
            self._drain(QUIET)
        self.record_console()

    def record_console(self):
        """Give the transcript what the console printed since it last looked."""
        if self.transcript is None or self._log is None:
            return
        text = self._log.text()
        if self._recorded < EVENT_CONSOLE:
            shown = text[self._recorded:EVENT_CONSOLE]
            if len(text) > EVENT_CONSOLE:
                shown += (f"\n[profclinic: the event log keeps the first {EVENT_CONSOLE} "
                          f"characters of the console; the rest is in {self.log_path.name}]\n")
            self.transcript.console(shown)
        self._recorded = len(text)

    # --- inside --------------------------------------------------------

    def _note(self, text, detail=False):
        if self.transcript is not None:
            self.transcript.note(text, detail=detail)

    def _note_typed(self, text):
        if self.transcript is not None:
            self.transcript.typed(text.rstrip("\n"))

    def _live_child(self):
        if self._child is None:
            raise MachineError(f"{self.name} was not started")
        if self._stopped:
            raise MachineError(f"{self.name} was stopped")
        return self._child

    def _wait(self, regex, timeout, wanted, marker=None, poll=False):
        """Wait for regex; (text before it, match).  Panics, exits, timeouts raise."""
        __tracebackhide__ = True
        child = self._live_child()
        size_before = self._log.size()
        self._log.raise_flood()     # a flood that came while no wait watched
        self._log.watching = True
        patterns, waited = [regex, console.PANIC, pexpect.EOF, pexpect.TIMEOUT], timeout
        try:
            index = child.expect(patterns, timeout=timeout)
            while index == 3 and self.patience is not None and not poll:
                more = self.patience(waited)
                if not more:
                    break
                self._note(f"QEMU was kept waiting for a CPU: {more:g} s more for {wanted}",
                           detail=True)
                index = child.expect(patterns, timeout=more)   # what came stays to match
                waited += more
        finally:
            self._log.watching = False
        if index == 0:
            return child.before, child.match
        if index == 1:
            self._drain(PANIC_DRAIN)
            panic = console.find_panic(self._log.text())
            raise KernelPanic(panic, self.last_lines(), self.log_path)
        if index == 2:
            raise MachineExited(wanted, self._exit_status(), self.last_lines(), self.log_path)
        if marker is not None:
            # The echo of the typed line does not count as an answer.
            hung = console.command_output(child.before, marker).strip() == ""
        else:
            hung = self._log.text()[size_before:].strip() == ""
        error = ConsoleTimeout(wanted, round(waited, 1), hung, self.last_lines(), self.log_path)
        error.harts = "" if poll else self.where_harts()
        raise error

    def where_harts(self):
        """Where each hart is, in words, when a wait has run out: on_timeout's
        answer (it stops the harts to read them), else ""."""
        return self.on_timeout() if self.on_timeout is not None else ""

    def _drain(self, seconds):
        """Read (and so log) the console for a while, or until QEMU exits."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            if self._child.expect([pexpect.TIMEOUT, pexpect.EOF], timeout=left) == 1:
                return

    def _exit_status(self):
        """How QEMU ended, once its console has closed (reaping it)."""
        deadline = time.monotonic() + 2
        while self._child.isalive():
            if time.monotonic() > deadline:
                return "its console closed, but the process still runs"
            time.sleep(0.05)
        if self._child.signalstatus is not None:
            return f"killed by signal {self._child.signalstatus}"
        return f"exit status {self._child.exitstatus}"

    def _quit_politely(self):
        if not self._child.isalive():
            return
        try:
            self._child.send(QUIT_KEYS)
        except OSError:
            return
        deadline = time.monotonic() + self.quit_grace
        while time.monotonic() < deadline:
            try:
                if self._child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=0.2) == 0:
                    time.sleep(0.05)   # the pty is closed; QEMU may still be exiting
            except (OSError, ValueError):   # the pty is already closed
                time.sleep(0.05)
            if not self._child.isalive():
                return

    def _kill_group(self):
        """SIGKILL every process left in QEMU's group; wait until none runs."""
        survivors = tools.kill_group(self.pgid, reap=self._child.isalive)
        if survivors:
            raise MachineError(f"{self.name}: processes {survivors} of group {self.pgid} "
                               f"survived SIGKILL")


@atexit.register
def _stop_all():
    """Machines still running when Python exits (say after Ctrl-C) are stopped."""
    for machine in list(_running):
        try:
            machine.stop()
        except Exception:
            pass
