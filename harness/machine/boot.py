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

from harness.errors import DebuggerError, DebuggerTimeout, MachineError
from harness.eventlog import EventLog
from harness.machine.debugger import Debugger
from harness.machine.qemu import BOOT_TIMEOUT, Machine
from harness.text.mi import NO_SYMBOL

PHYSICAL_MEMORY = "maintenance packet Qqemu.PhyMemMode:"   # QEMU gdbstub: 1 physical, 0 virtual


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
                found = harts_of(self.gdb)
            else:
                with Debugger(self.build.kernel, self.machine.gdb_socket,
                              self.logdir / "where-harts", machine=self.machine) as gdb:
                    found = harts_of(gdb)
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
                return ticks_of(self.gdb)
            if not self.machine.gdb:
                return None
            with Debugger(self.build.kernel, self.machine.gdb_socket,
                          self.logdir / "guest-clock", machine=self.machine) as gdb:
                return ticks_of(gdb)
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


def harts_of(gdb):
    """Stop every hart and say where each is: [(hart, function, offset)],
    offset None where gdb knows no function there (gdb: a Debugger)."""
    gdb.interrupt()
    found = []
    for thread in gdb.command("-thread-info").results.get("threads", []):
        frame = thread.get("frame", {})
        func, address = frame.get("func", NO_SYMBOL), int(frame.get("addr", "0x0"), 16)
        start = None
        if func != NO_SYMBOL:
            try:
                start = gdb.eval_int(f"&{func}")
            except DebuggerError:
                pass
        found.append((int(thread["id"]) - 1, func, address - start if start is not None else None))
    return found


def ticks_of(gdb):
    """The kernel's tick count (`ticks`, one a timer interrupt: 100 ms of
    guest time), the harts stopped for it and left stopped; None when gdb
    cannot read it.  Not in the event log.  A hart stopped in user code
    has the user's page table, where the kernel's memory is not mapped,
    so it is read in QEMU's physical-memory mode (the kernel runs where
    it is linked: its addresses are physical ones)."""
    with gdb.quietly():
        try:
            gdb.interrupt()
            gdb.command(f'-interpreter-exec console "{PHYSICAL_MEMORY}1"')
            try:
                return gdb.eval_int("ticks")
            finally:
                gdb.command(f'-interpreter-exec console "{PHYSICAL_MEMORY}0"')
        except (DebuggerError, DebuggerTimeout, OSError):
            return None
