"""One boot of a build: the one owner of its machine, its gdb and its event log.

start() boots the machine (QEMU), then attaches gdb if asked; stop() (or
leaving a `with` block) records the console's last output first, then
closes gdb, then stops the machine (gdb holds QEMU's socket), whatever
failed on the way.  Safe to stop twice.  harness/plugin/'s fixtures and the
clinic's runs both boot through it, so the order of teardown is written
once.  With watch_hangs, a console wait that runs out first says where
each hart is (where_harts, through gdb): a learner's tree that hangs is
told where it spins.
"""

from pathlib import Path

from harness.errors import DebuggerError, MachineError
from harness.eventlog import EventLog
from harness.machine.debugger import Debugger
from harness.machine.qemu import BOOT_TIMEOUT, Machine


class Boot:
    def __init__(self, build, logdir, *, gdb=False, transcript=None, boot_timeout=BOOT_TIMEOUT,
                 watch_hangs=False, guest_clock=False):
        self.build = build
        self.logdir = Path(logdir)
        self.transcript = transcript or EventLog(self.logdir / "transcript.jsonl")
        # watch_hangs: QEMU serves gdb even when no step needs it, so that a
        # wait that runs out can say where each hart is (where_harts);
        # guest_clock: so that guest_ticks() can read the kernel's clock.
        self.machine = Machine(build.kernel, build.fs_image, self.logdir,
                               gdb=gdb or watch_hangs or guest_clock, transcript=self.transcript,
                               boot_timeout=boot_timeout)
        if watch_hangs:
            self.machine.on_timeout = self.where_harts
        self.wants_gdb = gdb
        self.gdb = None

    def where_harts(self):
        """Where each hart of the machine is, in words ("hart 0 in main+0x7c;
        ..."), read through gdb: the boot's own, or one attached for it; ""
        when gdb cannot say."""
        try:
            if self.gdb is not None:
                found = self.gdb.where_harts()
            else:
                with Debugger(self.build.kernel, self.machine.gdb_socket,
                              self.logdir / "where-harts", machine=self.machine) as gdb:
                    found = gdb.where_harts()
        except (DebuggerError, MachineError, OSError):
            return ""
        return "; ".join(f"hart {hart} in {func}" + (f"+{offset:#x}" if offset else "")
                         for hart, func, offset in found)

    def guest_ticks(self):
        """The kernel's tick count (100 ms of guest time each), read through
        the boot's gdb or one attached for it; the harts are left stopped.
        None when QEMU serves no gdb or gdb cannot read it."""
        try:
            if self.gdb is not None:
                return self.gdb.guest_ticks()
            if not self.machine.gdb:
                return None
            with Debugger(self.build.kernel, self.machine.gdb_socket,
                          self.logdir / "guest-clock", machine=self.machine) as gdb:
                return gdb.guest_ticks()
        except (DebuggerError, MachineError, OSError):
            return None

    def start(self):
        try:
            self.machine.start()
            if self.wants_gdb:
                self.gdb = Debugger(self.build.kernel, self.machine.gdb_socket, self.logdir,
                                    machine=self.machine, transcript=self.transcript,
                                    names=getattr(self.build, "names", ()),
                                    terms=getattr(self.build, "terms", ()))
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
