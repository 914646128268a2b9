"""Every step timed (harness/run/timing.py): its seconds, its deadline,
how it ended and QEMU's CPU time meanwhile, and its label; nothing
boots."""

import os

import pytest

from harness.errors import ConsoleTimeout
from harness.machine.cputime import CpuTime
from harness.expected.spec_steps import FinishStep, RunStep, SendStep, StopsStep
from harness.run import timing


def test_each_step_is_timed_with_its_deadline_and_how_it_ended():
    timer = timing.StepTimer(lambda: os.getpid())
    with timer.step("boot", 60):
        pass
    with pytest.raises(ConsoleTimeout):
        with timer.step("1 run: proftest", 27.0):
            raise ConsoleTimeout("the end of `proftest`", 27.0, True, [], "/x.log")
    boot, run = timer.steps
    assert (boot["step"], boot["deadline"], boot["ended"]) == ("boot", 60, "done")
    assert (run["step"], run["deadline"], run["ended"]) == ("1 run: proftest", 27.0,
                                                            "ConsoleTimeout")
    assert run["seconds"] >= 0 and run["user"] is not None and run["run_delay"] is not None


def test_a_step_is_labelled_by_its_number_kind_and_what_it_names():
    assert timing.step_label(0, RunStep("proftest")) == "1 run: proftest"
    assert timing.step_label(2, SendStep("x")) == "3 send: x"
    assert timing.step_label(3, StopsStep(4, until="ALL OK")) == "4 stops: 4"
    assert timing.step_label(4, FinishStep(True)) == "5 finish"


class _Clock:
    """A clock and QEMU's CPU readings that a test moves by hand."""

    def __init__(self):
        self.now, self.cpu = 0.0, CpuTime(0.0, 0.0, 0.0)

    def at(self, seconds, run_delay, user=0.0):
        self.now, self.cpu = seconds, CpuTime(user, 0.0, run_delay)


def test_a_starved_step_waits_on_a_deadline_at_a_time_up_to_its_own_timeout():
    clock = _Clock()
    more = timing.patience(lambda: 1, 12.0, 30.0, clock=lambda: clock.now,
                           read=lambda pid: clock.cpu)
    clock.at(12.0, run_delay=20.0, user=11.0)       # QEMU waited for a CPU 20 s in 12
    assert more(12.0) == 12.0
    clock.at(24.0, run_delay=40.0, user=22.0)
    assert more(24.0) == 6.0                        # up to the step's own 30 s
    clock.at(30.0, run_delay=50.0, user=27.0)
    assert more(30.0) == 0


def test_a_step_that_had_the_cpu_is_held_to_its_deadline():
    clock = _Clock()
    more = timing.patience(lambda: 1, 12.0, 30.0, clock=lambda: clock.now,
                           read=lambda pid: clock.cpu)
    clock.at(12.0, run_delay=2.0, user=12.0)        # it ran, and did not get there
    assert more(12.0) == 0
    unread = timing.patience(lambda: 1, 12.0, 30.0, clock=lambda: clock.now,
                             read=lambda pid: None)
    assert unread(12.0) == 0                        # no CPU figure: no guess either


def test_a_gdb_step_whose_harts_hardly_ran_waits_on_and_a_console_step_does_not():
    clock = _Clock()
    held = timing.patience(lambda: 1, 10.5, 60.0, held=True, clock=lambda: clock.now,
                           read=lambda pid: clock.cpu)
    console = timing.patience(lambda: 1, 10.5, 60.0, clock=lambda: clock.now,
                              read=lambda pid: clock.cpu)
    clock.at(11.5, run_delay=2.2, user=1.9)   # make test, 2026-12-06: gdb kept waiting
    assert held(10.5) == 10.5
    assert console(10.5) == 0                 # an idle kernel at the console: its deadline
