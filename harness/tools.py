"""The programs the harness runs: finding them, and ending what they leave.

Each tool it needs comes from a Debian package; when a tool is missing,
the error names that package (and `make setup`, which installs them all).

Every process the harness starts (make, QEMU, gdb) leads a process
group of its own; STARTED_GROUPS lists them, run_captured() runs one to
its end or its timeout, kill_group() is the one place that ends a group,
and leftover_processes() says what outlived it.
"""

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

from harness.errors import ToolMissing

DEBIAN_PACKAGE = {
    "qemu-system-riscv64": "qemu-system-misc",
    "riscv64-unknown-elf-gcc": "gcc-riscv64-unknown-elf",
    "riscv64-linux-gnu-gcc": "gcc-riscv64-linux-gnu",
    "gdb-multiarch": "gdb-multiarch",
    "riscv64-unknown-elf-objdump": "binutils-riscv64-unknown-elf",
    "make": "make",
    "gcc": "gcc",
    "patch": "patch",
    "bwrap": "bubblewrap",
    "parallel": "parallel",      # GNU parallel: make grade on other machines
}
APT_LOCK_WAIT = ("-o", "DPkg::Lock::Timeout=600")   # another apt-get's lock: wait, as setup does

# base/Makefile takes the first of these that is on PATH.
CROSS_COMPILERS = ("riscv64-unknown-elf-gcc", "riscv64-linux-gnu-gcc", "riscv64-elf-gcc")


def require(tool):
    """The path of `tool` (a name looked up on PATH, or a path); ToolMissing if absent."""
    if os.sep in tool:
        if os.access(tool, os.X_OK):
            return tool
        raise ToolMissing(f"{tool} is not an executable file")
    found = shutil.which(tool)
    if found is None:
        package = DEBIAN_PACKAGE.get(tool)
        advice = f"install Debian's {package} (`make setup` does)" if package else "install it"
        raise ToolMissing(f"{tool} is not on PATH: {advice}")
    return found


def installed(tool):
    """The path of `tool`, its Debian package installed first when it is
    missing: a tool only one command needs is installed by that command, as
    scripts/setup installs what every command needs (apt-get, through sudo
    when not root).  ToolMissing, saying why, when it cannot be."""
    found = shutil.which(tool)
    if found is not None:
        return found
    package = DEBIAN_PACKAGE[tool]
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    if (sudo and shutil.which("sudo") is None) or shutil.which("apt-get") is None:
        raise ToolMissing(f"{tool} is not on PATH, and this machine cannot install Debian's "
                          f"{package} here (no apt-get, or not root and no sudo): install it")
    print(f"setup: installing {package} (for {tool})", file=sys.stderr, flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for step in (["update", "-qq"], ["install", "-y", "-qq", "--no-install-recommends", package]):
        done = subprocess.run(sudo + ["apt-get", *APT_LOCK_WAIT, *step], env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True)
        if done.returncode != 0:
            last = (done.stderr or done.stdout).strip().splitlines()[-3:]
            raise ToolMissing(f"{tool} is not on PATH, and `apt-get {step[0]}` for Debian's "
                              f"{package} failed (exit {done.returncode}): "
                              + " / ".join(last))
    return require(tool)


def require_cross_compiler():
    """The path of a RISC-V cross gcc that base/Makefile will pick."""
    for name in CROSS_COMPILERS:
        found = shutil.which(name)
        if found is not None:
            return found
    raise ToolMissing(
        f"no RISC-V cross compiler on PATH (tried {', '.join(CROSS_COMPILERS)}): "
        f"install Debian's {DEBIAN_PACKAGE['riscv64-unknown-elf-gcc']} (`make setup` does)"
    )


def pytest_command(*args):
    """The one command line of a pytest run the harness starts: this Python's
    pytest, quiet, with no cache folder left in the tree."""
    return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args]


def run_pytest(argv, **popen):
    """Run a pytest command (pytest_command) as a child; its exit status.

    Ctrl-C reaches the child too (it shares this process group): wait for
    it to stop its machines, then raise the KeyboardInterrupt here.
    popen: cwd, env, stdout, ... as subprocess.Popen takes them."""
    process = subprocess.Popen(argv, **popen)
    try:
        return process.wait()
    except KeyboardInterrupt:
        process.wait()
        raise


def stop_on_terminate():
    """Make SIGTERM (and SIGHUP) end this Python as Ctrl-C does: a KeyboardInterrupt,
    so every `with` and `finally` stops the QEMU and gdb it started.  By
    default SIGTERM, which a CI timeout or `kill` sends, ends Python
    without running them, and what it started runs on.

    Only the main thread may set a handler.  A pytest-xdist worker under -v
    runs its tests in another thread (execnet's first call, the worker's
    platform line, holds the main one): there this does nothing, and the
    controller, which is in its main thread, stops the run."""
    def interrupt(signum, frame):
        raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, interrupt)


# The process group of every process started in this Python (make, QEMU,
# gdb), so that a test run can check that none outlives it.
STARTED_GROUPS = []
KILL_GRACE = 5   # seconds a group gets to die after SIGKILL
# Whose each group is: the job of run/pool.py that the thread starting it
# ran (owning), so that one boot among several can be ended (end_owned).
_owner = threading.local()
_owned = {}      # pgid: its job
_ended = set()   # the jobs ended: a group they start later is ended at once


def started(pgid):
    """A process group this Python started: listed in STARTED_GROUPS, and
    under the job the thread runs, if any (ended at once if that job was)."""
    STARTED_GROUPS.append(pgid)
    job = getattr(_owner, "job", None)
    if job is not None:
        _owned[pgid] = job
        if job in _ended:
            kill_group(pgid)


@contextlib.contextmanager
def owning(job):
    """The process groups this thread starts meanwhile are job's."""
    _owner.job = job
    try:
        yield
    finally:
        _owner.job = None


def end_owned(job):
    """End every process of job's groups, and any it starts later."""
    _ended.add(job)
    for pgid, owner in list(_owned.items()):
        if owner is job:
            kill_group(pgid)


def kill_group(pgid, reap=None, grace=KILL_GRACE):
    """SIGKILL every process in group pgid and wait until none is alive.

    reap: called while waiting, so the caller can collect its own child
    (a zombie child keeps no group alive here, but a reaped one is tidy).
    Returns the pids still alive after `grace` seconds ([] normally).
    Never touches this Python's own group.
    """
    if pgid is None or pgid == os.getpgrp():
        return []
    if processes_in_group(pgid):
        try:
            os.killpg(pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    deadline = time.monotonic() + grace
    while True:
        if reap is not None:
            reap()
        alive = processes_in_group(pgid)
        if not alive or time.monotonic() > deadline:
            return alive
        time.sleep(0.05)


def run_captured(command, timeout, **popen):
    """Run command in its own process group; (exit status or None on timeout,
    its output and errors together).  popen: cwd, env, as subprocess.Popen
    takes them.

    The group lets a timeout or Ctrl-C end make together with the
    compilers it started.
    """
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, text=True, errors="replace",
                               start_new_session=True, **popen)
    started(process.pid)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        kill_group(process.pid)
        output, _ = process.communicate()
        return None, output
    except BaseException:
        kill_group(process.pid)
        process.communicate()
        raise


def leftover_processes():
    """{pgid: [pids]} of the groups started here that still have live processes."""
    left = {}
    for pgid in STARTED_GROUPS:
        pids = processes_in_group(pgid)
        if pids:
            left[pgid] = pids
    return left


def processes_in_group(pgid):
    """Pids of the live (not zombie) processes whose process group is pgid."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue   # gone meanwhile
        state, group = fields[0], int(fields[2])
        if group == pgid and state not in ("Z", "X"):
            found.append(int(entry))
    return sorted(found)
