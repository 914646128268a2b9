"""A scenario's steps done on a boot (harness/run/steps.py), on made-up
machines and debuggers: nothing boots."""

from types import SimpleNamespace

import pytest

from harness.expected.spec_steps import RunStep, SendStep
from harness.run import timing
from harness.run.steps import do_steps


class _Quiet:
    """A gdb that never stops and a console that never shows the text."""
    log_path, seconds = "gdb.log", 0

    def __init__(self):
        self.polls, self.asked = [], 0

    def wait_stopped(self, timeout):
        from harness.errors import DebuggerTimeout
        raise DebuggerTimeout("a stop", timeout, [], self.log_path)

    def last_lines(self):
        return []

    def expect(self, until, timeout, *, poll=False):
        from harness.errors import ConsoleTimeout
        self.polls.append(poll)
        raise ConsoleTimeout(until, timeout, True, [], "console.log")

    def where_harts(self):
        self.asked += 1
        return "hart 0 in scheduler"


def test_a_step_that_watches_gdb_and_the_console_asks_where_the_harts_are_once_at_its_end():
    """Each short console wait of a step that waits for a stop or a line is
    a poll: it must not read the harts (that stops them, and the kernel
    never gets on); the step's own deadline, once passed, does, once."""
    from harness.errors import DebuggerTimeout
    from harness.run import steps
    quiet = _Quiet()
    with pytest.raises(DebuggerTimeout) as raised:
        steps._next_stop(quiet, quiet, "ALL OK", timeout=1.2)
    assert quiet.polls and all(quiet.polls), quiet.polls
    assert quiet.asked == 1 and raised.value.harts == "hart 0 in scheduler"


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
