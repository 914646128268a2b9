"""The machine layer on the real reference kernel in real QEMU: output
boundaries, hangs told apart from wrong output, and stopping without
leftovers, also when a test is interrupted."""

import os
import subprocess
import sys

import pytest

from harness import REPO
from harness.errors import ConsoleTimeout
from harness.machine.qemu import Machine
from harness.tools import processes_in_group

pytestmark = pytest.mark.parametrize("variant", ["reference"])


def test_run_returns_exactly_the_output(machine):
    assert machine.run("echo hello") == "hello"
    assert machine.run("echo one; echo two") == "one\ntwo"
    assert machine.run("echo") == ""
    assert machine.run("echo $ x") == "$ x"


def test_send_and_expect(machine):
    machine.send("echo ready\n")
    assert machine.expect(r"re(a)dy").group(1) == "a"
    machine.expect(r"\$ ")
    assert machine.run("echo after") == "after"


def test_a_command_that_never_ends_is_a_hang(machine):
    with pytest.raises(ConsoleTimeout) as caught:
        machine.run("cat", timeout=3)     # reads the console, which stays silent
    assert caught.value.hung
    assert "waited 3 s" in str(caught.value)
    assert str(machine.log_path) in str(caught.value)


def test_a_wait_given_more_time_by_its_patience_goes_on_where_it_was(machine):
    """A console wait that ran out asks Machine.patience (a starved step's:
    harness/run/timing.patience) and waits on; what came meanwhile counts."""
    asked = []
    machine.patience = lambda waited: asked.append(waited) or (60 if len(asked) == 1 else 0)
    try:
        said = machine.run("proftest", timeout=1)
    finally:
        machine.patience = None
    assert asked == [1] and said.splitlines()[-1] == "proftest: ALL OK"
    assert machine.run("echo after") == "after"


def test_other_output_is_not_a_hang(machine):
    machine.send("forktest\n")
    with pytest.raises(ConsoleTimeout) as caught:
        machine.expect("this text never appears", timeout=5)
    assert not caught.value.hung
    assert "fork test OK" in "\n".join(caught.value.tail)


def test_an_interrupted_test_leaves_no_qemu(kernel_build, test_logdir):
    with pytest.raises(KeyboardInterrupt):
        with Machine(kernel_build.kernel, kernel_build.fs_image, test_logdir) as machine:
            pid, group = machine.pid, machine.pgid
            raise KeyboardInterrupt
    assert processes_in_group(group) == []
    assert not os.path.exists(f"/proc/{pid}")
    assert not machine.disk.exists()


STOPPED_BY_TERM = """
import sys, time
sys.path.insert(0, {repo!r})
from pathlib import Path
from harness.machine.qemu import Machine
from harness.tools import stop_on_terminate
stop_on_terminate()
try:
    with Machine(Path({kernel!r}), Path({image!r}), Path({logdir!r})) as machine:
        print(machine.pid, machine.pgid, flush=True)
        time.sleep(60)
except KeyboardInterrupt:
    print("stopped", flush=True)
"""


def test_sigterm_stops_the_machine_it_started(kernel_build, test_logdir):
    """A CI timeout or `kill` sends SIGTERM: the harness must stop its QEMU then too."""
    code = STOPPED_BY_TERM.format(repo=str(REPO), kernel=str(kernel_build.kernel),
                                  image=str(kernel_build.fs_image), logdir=str(test_logdir))
    with subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                          text=True) as child:
        try:
            pid, group = (int(word) for word in child.stdout.readline().split())
            child.terminate()
            assert child.stdout.read().strip() == "stopped"
            assert child.wait(timeout=30) == 0
        finally:
            child.kill()
    assert processes_in_group(group) == []
    assert not os.path.exists(f"/proc/{pid}")
