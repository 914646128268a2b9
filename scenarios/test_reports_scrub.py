"""Recorded text made fit to publish (harness/reports/scrub.py): no path
of this machine, and gdb's stop reasons in words."""

import pytest

from harness import REPO
from harness.reports import scrub
from harness.reports.scrub import without_machine_paths


@pytest.mark.usefixtures("recorded_clinics")
def test_paths_become_relative_or_named():
    line = ("qemu-system-riscv64 -kernel /home/ann/prof/.build/reference/kernel/kernel "
            "-drive file=/tmp/profclinic-run-ab_12xyz/fs.img,if=none "
            "-gdb unix:path=/tmp/profclinic-run-ab_12xyz/gdb.sock,server=on")
    assert without_machine_paths(line) == (
        "qemu-system-riscv64 -kernel .build/reference/kernel/kernel "
        "-drive file=$RUN/fs.img,if=none -gdb unix:path=$RUN/gdb.sock,server=on")
    assert without_machine_paths(
        "cannot tell: /home/ann/prof/expected/x.toml (s): 'a[0]' failed") == \
        "cannot tell: expected/x.toml (s): 'a[0]' failed"
    assert without_machine_paths(f"{REPO}/bugs/x.patch and {REPO}/logs/build-x.log") == \
        "bugs/x.patch and logs/build-x.log"
    logdir = "/tmp/suite1/b.bug[c-d]/run-1"
    assert without_machine_paths(f"full gdb log: {logdir}/gdb.log", [logdir]) == \
        "full gdb log: $LOGDIR/gdb.log"
    assert without_machine_paths("see /var/tmp/q8z1/other.txt") == "see $ELSEWHERE/other.txt"
    # What is the same on every machine, or not a path of this one, stays.
    for same in ("/usr/bin/gdb-multiarch", "at kernel/riscv.h:67", "$ grep .*.*.*z b1 > o1 &",
                 "exec /init failed", "<proc+1104>"):
        assert without_machine_paths(same) == same


def test_gdb_stop_reasons_in_words():
    assert scrub.stopped_in_words("stopped on hart 0 (thread 1) in push_off: signal-received") \
        == "gdb stopped every hart; hart 0 was in push_off"
    assert scrub.stopped_in_words("stopped on hart 2 (thread 3) in panic: breakpoint-hit") \
        == "at the breakpoint, on hart 2, in panic"
    assert scrub.stopped_in_words("stopped on hart 0 (thread 1) in profkernel: "
                                  "function-finished") == \
        "back from the function, on hart 0, in profkernel"
    assert scrub.stopped_in_words("stopped on hart 1 (thread 2) in ??: exited-normally") == \
        "stopped on hart 1, in user code: exited normally"
    assert scrub.gdb_in_words("backtrace", "#0 profsample (pc=0)\n#1 usertrap ()\n#2 ?? ()") \
        == "#0 profsample (pc=0)\n#1 usertrap ()\n#2 (user code)"
