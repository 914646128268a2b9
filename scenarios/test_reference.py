"""The reference kernel (base/): it boots, runs commands, and a run leaves
neither a process nor a changed disk image behind.  (usertests -q on the
reference: the clinics' reference sides, under a kernel profile, and
make measure's test_profiler.py::test_proftest_around_usertests, in the
same boot as eight proftests.)"""

import hashlib
import os

import pytest

from harness.tools import processes_in_group


pytestmark = pytest.mark.parametrize("variant", ["reference"])


def test_echo_hello(machine):
    assert machine.run("echo hello") == "hello", f"console: {machine.log_path}"


def test_stop_leaves_no_process(machine):
    pid, group = machine.pid, machine.pgid
    assert pid in processes_in_group(group)
    machine.stop()
    assert processes_in_group(group) == []
    assert not os.path.exists(f"/proc/{pid}"), f"QEMU (pid {pid}) is still there"


def test_run_writes_a_copy_of_the_disk(machine, kernel_build):
    built = _sha256(kernel_build.fs_image)
    assert machine.disk != kernel_build.fs_image
    assert f"file={machine.disk}," in machine.command_line()
    assert machine.run("echo changed > probe") == ""
    assert machine.run("cat probe") == "changed"
    machine.stop()
    assert not machine.disk.exists(), "the run's copy of fs.img was not removed"
    assert _sha256(kernel_build.fs_image) == built, "the built fs.img was modified"


def _sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()
