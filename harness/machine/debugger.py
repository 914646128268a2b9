"""gdb attached to a running Machine, spoken to through its machine interface (MI).

A Debugger starts gdb-multiarch under pexpect with --interpreter=mi3,
loads the kernel's symbols, sets the architecture to riscv:rv64 and
connects to QEMU's gdb socket (Machine(gdb=True).gdb_socket).

Every command carries a token of its own; the reply counted is the
result record (^done, ^running, ^connected, ^error, ^exit) with that
token.  Stops are the *stopped async records.  Every wait has a
timeout, and running out raises DebuggerTimeout with gdb's last lines
and the log path.  The whole exchange goes to LOGDIR/gdb.log, one line
per line said: "> " what the harness typed, "< " what gdb answered.

QEMU exposes one gdb thread per hart: hart = thread id - 1.  Reading
memory needs the target stopped (interrupt(), or a breakpoint).

The MI text itself (parse_record, parse_value, ...) is harness/text/mi.py's.
"""

import contextlib
import os
import re
import time
from collections import deque
from pathlib import Path

import pexpect

from harness import tools
from harness.errors import DebuggerError, DebuggerTimeout
from harness.kernel.roles import renamed
from harness.text.mi import NO_SYMBOL, MIParseError, format_frame, parse_record, stop_summary

GDB = "gdb-multiarch"
COMMAND_TIMEOUT = 20     # seconds for a command's result record
START_TIMEOUT = 30       # seconds for gdb to start and load the kernel
EXIT_GRACE = 5           # seconds gdb gets to exit after -gdb-exit
TAIL_LINES = 20
MAX_FRAMES = 16          # frames backtrace() asks for


# --- gdb ------------------------------------------------------------------

class Debugger:
    def __init__(self, kernel, socket, logdir, *, gdb=GDB, start_timeout=START_TIMEOUT,
                 machine=None, transcript=None, names=(), terms=()):
        self.machine = machine         # the Machine gdb is attached to, for the tests' use
        self.transcript = transcript   # gets each exchange, as a person would type it
        # (the handout's name, the kernel's) of each function the kernel names
        # otherwise (kernels/<name>.toml): a breakpoint takes the kernel's, a
        # backtrace gives the handout's.
        self.own_names = dict(names)
        self.handout_names = {own: handout for handout, own in self.own_names.items()}
        # and its words in expressions (a learner's parameters, fields: kernel/roles.py)
        self.own_words = dict(self.own_names)
        self.own_words.update((handout, own) for handout, own in terms
                              if not handout.startswith("."))
        self.own_fields = {handout[1:]: own for handout, own in terms if handout.startswith(".")}
        self.kernel = Path(kernel).resolve()
        self.socket = Path(socket)
        self.logdir = Path(logdir)
        self.gdb = gdb
        self.start_timeout = start_timeout
        self.log_path = self.logdir / "gdb.log"
        self._child = None
        self._log = None
        self._token = 0
        self._stops = deque()      # *stopped records not yet taken
        self._tail = deque(maxlen=TAIL_LINES)
        self._closed = False
        self._group = None
        self.running = False       # as gdb last said: *running / *stopped
        self.breakpoints = set()   # the numbers break_at set, not deleted yet
        self.runs_on = set()       # those whose commands continue (machine/reach.py): never a stop

    # --- lifecycle -------------------------------------------------------

    def start(self):
        """Start gdb, load the kernel's symbols, connect to QEMU (left running)."""
        path = tools.require(self.gdb)
        if not self.kernel.is_file():
            raise DebuggerError(f"{self.kernel} does not exist: build the kernel first")
        self.logdir.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "w", encoding="utf-8")
        try:
            argv = [path, "--interpreter=mi3", "-nx", "-q"]
            self._note("#", "started: " + " ".join(argv))
            self._child = pexpect.spawn(argv[0], argv[1:], encoding="utf-8",
                                        codec_errors="replace", echo=False, timeout=None,
                                        dimensions=(50, 500))
            self._child.delaybeforesend = None   # pexpect's default 50 ms a line
            self._group = os.getpgid(self._child.pid)
            tools.started(self._group)
            self._wait_prompt(self.start_timeout)
            self.command("-gdb-set confirm off")
            self.command("-gdb-set pagination off")
            # Commands are taken while the target runs (all-stop all the same).
            self.command("-gdb-set mi-async on")
            self.command(f"-file-exec-and-symbols {_quote(self.kernel)}", self.start_timeout)
            self.command("-gdb-set architecture riscv:rv64")
            self.command(f"-target-select remote {self.socket}", self.start_timeout)
            # Connecting stops QEMU: let it run again, as it was.
            if self._running_after_connect() is False:
                self.cont_nowait()
        except BaseException:
            self.close()
            raise
        return self

    def close(self):
        """-gdb-exit, then end gdb by force if it has not gone.  Safe to repeat."""
        if self._closed:
            return
        self._closed = True
        try:
            if self._child is not None and self._child.isalive():
                try:
                    self._send("-gdb-exit")
                    deadline = time.monotonic() + EXIT_GRACE
                    while self._child.isalive() and time.monotonic() < deadline:
                        try:
                            self._child.expect([pexpect.EOF, r"\r?\n"], timeout=0.2)
                            if self._child.before:
                                self._note("<", self._child.before.rstrip("\r\n"))
                        except pexpect.TIMEOUT:
                            pass
                except (OSError, ValueError):
                    pass
        finally:
            if self._child is not None:
                self._child.close(force=True)
                tools.kill_group(self._group)
                self._note("#", f"gdb ended: exit status {self._child.exitstatus}, "
                                f"signal {self._child.signalstatus}")
            if self._log is not None:
                self._log.close()

    def __enter__(self):
        if self._child is None:
            self.start()
        return self

    def __exit__(self, *exc_info):
        self.close()
        return False

    # --- commands --------------------------------------------------------

    def command(self, text, timeout=COMMAND_TIMEOUT):
        """Send one MI command; its result Record (^error raises DebuggerError)."""
        self._token += 1
        token = self._token
        self._send(f"{token}{text}")
        deadline = time.monotonic() + timeout
        while True:
            record = self._read_record(deadline, timeout, f"reply to {token}{text}")
            if _a_stop(record, self.runs_on):
                self._stops.append(record)
            if record.kind == "result" and record.token == token:
                if record.cls == "error":
                    raise DebuggerError(f"gdb: {text}: {record.results.get('msg', '?')}"
                                        f" (log: {self.log_path})")
                return record

    def break_at(self, location, condition=None):
        """A breakpoint at location (taken only when condition, a C
        expression, is true); its number.  A running target is stopped
        for the insertion (QEMU's stub needs that), then resumed."""
        condition = condition and self._own(condition)
        option = f"-c {_quote(condition)} " if condition else ""
        location = re.sub(r"^[A-Za-z_]\w*", lambda name: self.own_names.get(name[0], name[0]),
                          location)
        record = self._while_stopped(f"-break-insert {option}{location}")
        bkpt = record.results["bkpt"]
        self.breakpoints.add(int(bkpt["number"]))
        typed = f"break {location}" + (f" if {condition}" if condition else "")
        self._say(typed, f"Breakpoint {bkpt['number']} at {bkpt.get('addr', '?')}"
                         f" ({bkpt.get('func', '?')})")
        return int(bkpt["number"])

    def delete(self, number):
        self._while_stopped(f"-break-delete {number}")
        self.breakpoints.discard(number)

    def delete_all(self):
        """Every breakpoint but those that run on by themselves."""
        doomed, self.breakpoints = self.breakpoints - self.runs_on, self.breakpoints & self.runs_on
        if doomed:
            self._while_stopped("-break-delete " + " ".join(map(str, sorted(doomed))))
        self._say("delete", "every breakpoint deleted")

    def _while_stopped(self, text):
        was_running = self.running
        if was_running:
            self.interrupt()
        record = self.command(text)
        if was_running:
            self.cont_nowait()
        return record

    def cont_nowait(self):
        """Resume every hart (nothing to do if they run); return without waiting for a stop."""
        if self.running:
            return
        self._stops.clear()
        self.command("-exec-continue")

    def cont(self, timeout=60):
        """Resume and wait for the next stop: {reason, thread, func, bkptno, raw}."""
        self.cont_nowait()
        return self.wait_stopped(timeout)

    def finish(self, timeout=60):
        """Run the stopped hart's current function to its return; the stop there."""
        if self.running:
            raise DebuggerError("finish: the harts are running; it needs a stop")
        self._stops.clear()
        self.command("-exec-finish")
        return self.wait_stopped(timeout, said="finish")

    def wait_stopped(self, timeout=60, said="continue"):
        """The next stop's summary; the transcript shows it as the answer to `said`
        (None: not shown, say the stop that connecting causes)."""
        deadline = time.monotonic() + timeout
        while not self._stops:
            record = self._read_record(deadline, timeout, "*stopped")
            if _a_stop(record, self.runs_on):
                self._stops.append(record)
        stop = stop_summary(self._stops.popleft().results)
        hart = stop["thread"] - 1 if stop["thread"] else "?"
        if self.machine is not None:
            self.machine.catch_up()   # the console's part comes first in the transcript
        if said is not None:
            self._say(said, f"stopped on hart {hart} (thread {stop['thread']}) in "
                              f"{stop['func']}: {stop['reason']}")
        return stop

    def interrupt(self, timeout=COMMAND_TIMEOUT):
        """Stop every hart; the stop's summary (None if they were stopped already)."""
        if not self.running:
            return None
        self._stops.clear()
        self.command("-exec-interrupt --all")
        return self.wait_stopped(timeout, said="interrupt")

    @contextlib.contextmanager
    def quietly(self):
        """Commands the harness sends for itself, left out of the event log."""
        said, self.transcript = self.transcript, None
        try:
            yield self
        finally:
            self.transcript = said

    def eval(self, expression):
        """gdb's value of expression, as the string it prints."""
        expression = self._own(expression)
        value = self.command(f"-data-evaluate-expression {_quote(expression)}").results["value"]
        shown = f"{value} ({int(value):#x})" if value.isdigit() else value
        self._say(f"print {expression}", shown)
        return value

    def eval_int(self, expression):
        """The value of expression as an unsigned integer."""
        expression = self._own(expression)
        cast = _quote(f"(unsigned long long)({expression})")
        value = int(self.command(f"-data-evaluate-expression {cast}").results["value"], 0)
        self._say(f"print/x {expression}", f"{value:#x}")
        return value

    def _own(self, expression):
        """expression, in the handout's words, in the kernel's."""
        return renamed(expression, self.own_words, self.own_fields)

    def registers(self, names):
        """{name: int} for registers like sepc, sstatus, scause, stval (the current hart's)."""
        return {name: self.eval_int(f"${name}") for name in names}

    def backtrace(self, depth=MAX_FRAMES):
        """Frames, innermost first: [{level, func, addr, args: {name: value}}]."""
        stack = self.command(f"-stack-list-frames 0 {depth - 1}").results["stack"]
        frames = [{"level": int(frame["level"]), "func": frame.get("func", NO_SYMBOL),
                   "addr": frame.get("addr"), "args": {}} for frame in stack]
        try:
            listed = self.command(f"-stack-list-arguments 1 0 {depth - 1}").results["stack-args"]
        except DebuggerError:
            listed = []   # user-space frames above the kernel may have no readable arguments
        by_level = {frame["level"]: frame for frame in frames}
        for entry in listed:
            frame = by_level.get(int(entry["level"]))
            if frame is not None:
                frame["args"] = {arg["name"]: arg.get("value") for arg in entry.get("args", [])}
        self._say("backtrace", "\n".join(format_frame(frame) for frame in frames))
        for frame in frames:
            frame["func"] = self.handout_names.get(frame["func"], frame["func"])
        return frames

    def threads(self):
        """{"ids": [thread ids], "current": current thread id}; hart = id - 1 (target stopped)."""
        results = self.command("-thread-info").results
        current = results.get("current-thread-id")
        return {"ids": [int(thread["id"]) for thread in results.get("threads", [])],
                "current": int(current) if current is not None else None}

    def last_lines(self):
        return list(self._tail)

    # --- inside ----------------------------------------------------------

    def _running_after_connect(self):
        """Whether QEMU runs after -target-select (it normally stops: False)."""
        try:
            self.wait_stopped(timeout=2, said=None)
        except DebuggerTimeout:
            pass
        return self.command("-thread-info").results.get("threads", [{}])[0].get("state") == "running"

    def _send(self, line):
        if self._child is None or not self._child.isalive():
            raise DebuggerError("gdb is not running")
        self._note(">", line)
        self._child.send(line + "\n")

    def _read_record(self, deadline, timeout, wanted):
        """The next parsed line from gdb; DebuggerTimeout at the deadline."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise DebuggerTimeout(wanted, timeout, self.last_lines(), self.log_path)
            index = self._child.expect([r"\r?\n", pexpect.EOF, pexpect.TIMEOUT], timeout=left)
            if index == 1:
                raise DebuggerError(f"gdb exited while the harness waited for {wanted}\n"
                                    + "\n".join(f"  | {line}" for line in self.last_lines())
                                    + f"\nfull gdb log: {self.log_path}")
            if index == 2:
                raise DebuggerTimeout(wanted, timeout, self.last_lines(), self.log_path)
            line = self._child.before.rstrip("\r")
            self._note("<", line)
            if not line.strip():
                continue
            try:
                record = parse_record(line)
            except MIParseError:
                continue   # not MI (say a program's own output): logged, skipped
            if record.kind in ("exec", "result") and record.cls in ("running", "stopped"):
                self.running = record.cls == "running"   # ^running comes before *running
            return record

    def _wait_prompt(self, timeout):
        deadline = time.monotonic() + timeout
        while self._read_record(deadline, timeout, "the first (gdb) prompt").kind != "prompt":
            pass

    def _say(self, command, answer):
        if self.transcript is not None:
            self.transcript.gdb(command, answer)

    def _note(self, side, line):
        if side == "<":
            self._tail.append(line)
        if self._log is not None and not self._log.closed:
            self._log.write(f"{side} {line}\n")
            self._log.flush()


def _a_stop(record, runs_on):
    """Whether an MI record is a stop the harness takes: not one of a
    breakpoint that runs on, whose commands being silent, gdb says it
    with a bare *stopped."""
    if record.kind != "exec" or record.cls != "stopped":
        return False
    if not record.results:
        return not runs_on
    return int(record.results.get("bkptno") or 0) not in runs_on


def _quote(text):
    """An MI argument as a C string."""
    text = str(text)
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
