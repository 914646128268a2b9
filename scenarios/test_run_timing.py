"""Every step timed (harness/run/timing.py): its seconds, its deadline,
how it ended and QEMU's CPU time meanwhile, and its label; nothing
boots."""

import os

import pytest

from harness.errors import ConsoleTimeout
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
