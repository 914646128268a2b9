"""Faults of the grader's host injected into the check of a cured tree: it must
end cured or grader trouble (exit status 0 or 2), never not cured (1).

The tree is dump_in_freeproc's fixed one (the quickest check: about 30 s,
ten boots to the prompt, then "proftest" and "gdb at the panic").  Each
test runs `./profclinic check` as a teacher would, and does to its
processes what a host might, while it runs:

- QEMU stopped (SIGSTOP) for 70 s in the first scenario's boot, then
  continued: its wait runs out while QEMU neither runs nor waits, which
  is ambiguous, so the boot is made again;
- QEMU killed (SIGKILL) in that boot: the machine failed, made again;
- gdb killed in the gdb scenario's boot: the same;
- the log folder on a file system of 64 KiB that fills: the host refused;
- the tree graded beside the flooding tree at JOBS=2.

Real boots, a few minutes in all: marked `trees`, run by `make test-trees`
or `pytest --with=trees -m trees scenarios/test_faults.py`.
"""

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from harness import REPO
from harness.build import copy_variant
from harness.grading import classroom

from support import left_running

pytestmark = [pytest.mark.trees, pytest.mark.qemu, pytest.mark.slow]

BUG = "dump_in_freeproc"
FIRST_SCENARIO_BOOT = 11       # ten boots to the prompt come first (harness/learner/boots.py)


@pytest.fixture(scope="module")
def fixed(tmp_path_factory):
    tree = tmp_path_factory.mktemp("faults") / "fixed"
    classroom.revert(copy_variant(BUG, tree), BUG)
    return tree


def _children(pid, name):
    """The pids of pid's children whose command is `name` (as /proc/PID/comm says)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/comm") as file:
                comm = file.read().strip()
        except OSError:
            continue
        if int(fields[1]) == pid and comm.startswith(name):
            found.append(int(entry))
    return found


class Injector(threading.Thread):
    """Watches a check's process for the `nth` child named `name` to start,
    waits `after` seconds, and does `act(pid)` to it.  A child gone by then
    (a short boot: act returns None) is passed over for the next one."""

    def __init__(self, check, name, nth, act, after=2.0):
        super().__init__(daemon=True)
        self.check, self.name, self.nth, self.act, self.after = check, name, nth, act, after
        self.done = None

    def run(self):
        seen = []
        while self.check.poll() is None:
            for pid in _children(self.check.pid, self.name):
                if pid not in seen:
                    seen.append(pid)
                    if len(seen) >= self.nth:
                        time.sleep(self.after)
                        self.done = self.act(pid)
                        if self.done:
                            return
            time.sleep(0.05)


def _check(tree, logdir, act=None, name="qemu-system", nth=FIRST_SCENARIO_BOOT, after=2.0):
    """`./profclinic check` of the tree, with the fault: (exit status, its output, what
    the injector did)."""
    check = subprocess.Popen([sys.executable, "-m", "harness", "check", BUG, str(tree),
                              "--logdir", str(logdir)], cwd=REPO, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    injector = None
    if act is not None:
        injector = Injector(check, name, nth, act, after)
        injector.start()
    out, _ = check.communicate(timeout=900)
    if injector is not None:
        injector.join(timeout=90)
    return check.returncode, out, injector and injector.done


def _stop_for(seconds):
    def act(pid):
        try:
            os.kill(pid, signal.SIGSTOP)
        except ProcessLookupError:
            return None       # it ended first: the next one is stopped
        time.sleep(seconds)
        try:
            os.kill(pid, signal.SIGCONT)
        except ProcessLookupError:
            return "stopped; gone before it was continued"
        return "stopped, then continued"
    return act


def _kill(pid):
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        return None           # it ended first: the next one is killed
    return f"killed pid {pid}"


@pytest.mark.parametrize("fault, name, nth, act", [
    ("QEMU stopped for 70 s", "qemu-system", FIRST_SCENARIO_BOOT, _stop_for(70)),
    ("QEMU killed", "qemu-system", FIRST_SCENARIO_BOOT, _kill),
    ("gdb killed", "gdb-multiarch", 1, _kill),
], ids=["qemu-stopped-70-s", "qemu-killed", "gdb-killed"])
def test_a_cured_tree_is_never_not_cured_for_the_host_s_fault(fault, name, nth, act, fixed,
                                                              tmp_path):
    status, out, done = _check(fixed, tmp_path / "logs", act, name, nth)
    print(out)
    assert done, f"the fault ({fault}) was never injected"
    assert status in (0, 2), out
    assert "not cured" not in out
    assert left_running() == []


def test_a_full_log_disk_is_grader_trouble(fixed, tmp_path):
    logs = tmp_path / "small"
    logs.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(logs)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {mounted.stderr.strip()}")
    try:
        status, out, _ = _check(fixed, logs / "logs")
    finally:
        subprocess.run(["umount", "-l", str(logs)], check=False)
    print(out)
    assert status in (0, 2), out
    assert "not cured" not in out
    assert left_running() == []


def test_a_cured_tree_beside_a_flooding_one_at_jobs_2_is_cured(tmp_path):
    wanted = classroom.make_class(BUG, tmp_path / "class", ("fixed", "flood"))
    graded = subprocess.run([sys.executable, "-m", "harness", "grade", BUG,
                             str(tmp_path / "class"), "--out", str(tmp_path / "out"),
                             "--jobs", "2"], cwd=REPO, capture_output=True, text=True,
                            timeout=900)
    print(graded.stdout, graded.stderr)
    rows = (tmp_path / "out" / "gradebook.csv").read_text().splitlines()
    verdicts = {line.split(",")[0]: line.split(",")[1] for line in rows[1:]}
    assert verdicts == wanted == {"fixed": "cured", "flood": "not cured"}
    assert left_running() == []
