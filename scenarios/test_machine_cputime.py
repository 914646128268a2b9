"""What a process has had of the CPU so far (harness/machine/cputime.py),
from a made-up /proc and from this one."""

import os

import pytest

from harness.machine import cputime


def _task(proc, pid, tid, utime, stime, delay_ns, name="qemu-system-ris"):
    task = proc / str(pid) / "task" / str(tid)
    task.mkdir(parents=True)
    # the name may hold spaces and parentheses: fields are counted after its last ')'
    (task / "stat").write_text(f"{tid} ({name}) S 1 {tid} {tid} 0 -1 4194560 1 0 0 0 "
                               f"{utime} {stime} 0 0 20 0 4 0 100 0 0\n")
    (task / "schedstat").write_text(f"123456 {delay_ns} 42\n")


def test_cpu_time_adds_up_every_thread_of_the_process(tmp_path):
    _task(tmp_path, 77, 77, 150, 20, 500_000_000)
    _task(tmp_path, 77, 78, 50, 10, 250_000_000, name="CPU 0/TCG (x) y")
    used = cputime.cpu_time(77, tmp_path)
    ticks = cputime.CLOCK_TICKS
    assert (used.user, used.system, used.run_delay) == pytest.approx((200 / ticks, 30 / ticks,
                                                                      0.75))
    assert cputime.cpu_time(78, tmp_path) is None        # no such process: not guessed
    assert cputime.cpu_time(None, tmp_path) == cputime.NOTHING_YET   # not started yet


def test_cpu_time_of_a_real_process_grows_while_it_runs():
    before = cputime.cpu_time(os.getpid())
    sum(range(3_000_000))
    after = cputime.cpu_time(os.getpid())
    assert before is not None and after is not None
    assert (after - before).user + (after - before).system > 0
