"""Every step timed, every boot's ending named (harness/run/timing.py, harness/run/steps.py,
harness/run/scenario.py), on made-up processes and machines: nothing boots."""

import os
from types import SimpleNamespace

import pytest

from harness import endings
from harness.errors import ConsoleTimeout, DebuggerTimeout, MachineExited
from harness.expected.spec_steps import FinishStep, RunStep, SendStep, StopsStep
from harness.machine import cputime
from harness.run import judge, timing
from harness.run import scenario as one_scenario
from harness.run.steps import do_steps

from support import run_record


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


class _Machine:
    """A console that answers every command, and says what it was allowed."""

    def __init__(self):
        self.pid, self.boot_timeout, self.waited = None, 60, []

    def run(self, command, timeout):
        self.waited.append((command, timeout))
        return ""

    def send(self, text):
        self.waited.append((text, None))


def test_a_measured_step_waits_its_deadline_and_any_other_its_own_timeout():
    machine = _Machine()
    scenario = SimpleNamespace(steps=[RunStep("proftest", timeout=180), RunStep("ls"),
                                      SendStep("x")])
    timer = timing.StepTimer(lambda: None)
    do_steps(scenario, SimpleNamespace(machine=machine, gdb=None), {}, "here", [], timer,
             {"1 run: proftest": 27.0, "3 send: x": 5.0})
    assert machine.waited == [("proftest", 27.0), ("ls", 60), ("x\n", None)]
    assert [(step["step"], step["deadline"]) for step in timer.steps] == [
        ("1 run: proftest", 27.0), ("2 run: ls", 60), ("3 send: x", None)]


class _Boot:
    """A Boot whose start or steps fail as told."""
    fails_at_start = None

    def __init__(self, build, logdir, *, gdb, transcript, boot_timeout, watch_hangs=False,
                 guest_clock=False):
        self.machine = SimpleNamespace(pid=None, boot_timeout=boot_timeout,
                                       console_text=lambda: "$ ")
        self.gdb, self.stopped = None, False

    def start(self):
        if self.fails_at_start is not None:
            raise self.fails_at_start

    def stop(self):
        self.stopped = True


@pytest.mark.parametrize("error, ended", [
    (ConsoleTimeout("the first shell prompt '$ '", 60, True, [], "/x.log"), endings.NEVER_CAME),
    (DebuggerTimeout("stop", 120, [], "/gdb.log"), endings.NEVER_CAME),
    (MachineExited("the first prompt", "killed by signal 9", [], "/x.log"),
     endings.MACHINE_FAILED),
    (OSError(11, "Resource temporarily unavailable"), endings.MACHINE_FAILED),
], ids=["console-timeout", "gdb-timeout", "qemu-exited", "host-refused"])
def test_a_failed_boot_is_a_step_that_never_came_or_the_machine_failing(error, ended,
                                                                        monkeypatch):
    monkeypatch.setattr(one_scenario, "Boot", type("Failing", (_Boot,), {"fails_at_start": error}))
    run = run_record()
    scenario = SimpleNamespace(gdb=False, steps=[])
    one_scenario._perform(SimpleNamespace(), scenario, run, None, {}, "here", {"boot": 12.0})
    assert run.error is not None and run.ended == ended
    if ended == endings.NEVER_CAME:   # slow or stuck: what QEMU got of the CPU meanwhile
        assert "QEMU used 0.0 s of CPU and waited 0.0 s for one)" in run.error.splitlines()[0]
    assert [(step["step"], step["deadline"], step["ended"]) for step in run.timing] == [
        ("boot", 12.0, type(error).__name__)]
    run.verdict = endings.INFRASTRUCTURE
    assert judge.ending(run) == ended      # the judgement keeps what the boot said


def test_a_judged_run_ends_in_its_symptom_or_not_and_an_old_failure_is_the_machine():
    run = run_record(verdict=endings.SYMPTOM_AND_MORE)
    assert judge.ending(run) == endings.ENDED_SYMPTOM
    run.verdict = endings.DIFFERENT
    assert judge.ending(run) == endings.ENDED_NO_SYMPTOM
    run.verdict = endings.ERROR
    assert judge.ending(run) == endings.ENDED_RAISED
    run.verdict, run.ended = endings.INFRASTRUCTURE, None     # recorded before endings were kept
    assert judge.ending(run) == endings.MACHINE_FAILED
