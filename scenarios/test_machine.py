"""The machine layer on the real reference kernel in real QEMU: output
boundaries, hangs told apart from wrong output, and stopping without
leftovers, also when a test is interrupted."""

import os

import pytest

from harness.errors import ConsoleTimeout
from harness.machine import Machine, processes_in_group

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
