"""A scenario's boots as a series (harness/run/series.py), on made-up boots:
alone it keeps run_scenario's rules (a failure made again, a decision ends
it); side by side each series takes its turn, a decided series' running
boot is ended and kept apart, each boot's live lines are shown together,
and Ctrl-C or a stop leaves no process running."""

import _thread
import signal
import subprocess
import threading
import time

import pytest

from harness import eventlog, tools
from harness.run.pool import Pool
from harness.run.series import Background, Series, run_side_by_side

FAILED, PLAIN, DECIDES = "failed", "plain", "decides"


def _series(results, runs, retries=2, gives_up=None):
    """A series whose boot number n gives results[n - 1] (after its delay, if
    a pair), and records the numbers begun."""
    begun = []

    def boot(number):
        begun.append(number)
        result = results[number - 1]
        if isinstance(result, tuple):
            time.sleep(result[1])
            result = result[0]
        eventlog.report(f"boot {number}: {result}")
        return result
    series = Series(boot, runs, counted=lambda r: r != FAILED, decides=lambda r: r == DECIDES,
                    retries=retries, gives_up=gives_up)
    return series, begun


def test_alone_a_failure_is_made_again_and_a_decision_ends_the_series():
    series, begun = _series([PLAIN, FAILED, FAILED, PLAIN, DECIDES, PLAIN], runs=5)
    assert series.run_alone() == [PLAIN, FAILED, FAILED, PLAIN, DECIDES]
    assert begun == [1, 2, 3, 4, 5] and series.taken == 3


def test_alone_failures_past_the_retries_or_given_up_end_the_series():
    series, _ = _series([PLAIN, FAILED, FAILED, FAILED, PLAIN], runs=5, retries=2)
    assert series.run_alone() == [PLAIN, FAILED, FAILED, FAILED]
    given, _ = _series([FAILED, PLAIN], runs=5, gives_up=lambda r: True)
    assert given.run_alone() == [FAILED]
    budget, _ = _series([PLAIN] * 9, runs=3)
    assert budget.run_alone() == [PLAIN] * 3


def test_one_at_a_time_each_series_runs_before_the_next_as_alone():
    first, begun_first = _series([PLAIN, DECIDES, PLAIN], runs=3)
    second, begun_second = _series([PLAIN, PLAIN], runs=2)
    order = []
    run_side_by_side([first, second], Pool(1), decided=lambda s: order.append(s), show=False)
    assert first.made == [PLAIN, DECIDES] and second.made == [PLAIN, PLAIN]
    assert begun_first == [1, 2] and begun_second == [1, 2] and order == [first, second]


def test_side_by_side_each_series_takes_its_turn_and_a_decided_one_ends_its_other_boot():
    """The first series' second boot begins only after the second series'
    first; when the first decides, its boot still running (a process of its
    own, 30 s) is ended at once and kept in cut, and nothing else of it begins."""
    groups = []

    def long_boot(number):
        if number == 1:
            time.sleep(0.3)
            return DECIDES
        process = subprocess.Popen(["sleep", "30"], start_new_session=True)
        tools.started(process.pid)
        groups.append(process.pid)
        process.wait()
        return FAILED
    first = Series(long_boot, 5, counted=lambda r: r != FAILED,
                   decides=lambda r: r == DECIDES, retries=2)
    second, begun_second = _series([(PLAIN, 0.05), (PLAIN, 0.05)], runs=2)
    began = time.monotonic()
    run_side_by_side([first, second], Pool(2), show=False)
    assert time.monotonic() - began < 10
    assert first.made == [DECIDES] and first.cut == [FAILED]
    assert second.made == [PLAIN, PLAIN] and begun_second == [1, 2]
    assert first.numbered == 2 and tools.processes_in_group(groups[0]) == []


def test_each_boot_s_live_lines_are_shown_together_in_the_order_the_boots_began(capsys):
    first, _ = _series([(PLAIN, 0.3)], runs=1)
    second, _ = _series([(PLAIN, 0.01)], runs=1)
    run_side_by_side([first, second], Pool(2))
    lines = [line for line in capsys.readouterr().err.splitlines() if "boot 1" in line]
    assert len(lines) == 2      # the second ended first, and is shown after the first
    assert first.turns[0].over and second.turns[0].over


def test_ctrl_c_while_a_test_follows_its_series_ends_every_boot():
    """Each boot would take ten minutes: Ctrl-C ends them all at once (the
    bound leaves a loaded host minutes, and is far below the boots' time).
    Python's own handler takes the Ctrl-C here: a run started in the
    background of a shell without job control ignores SIGINT, and then
    nothing would arrive (a make test of 2026-12-07 waited out the boots)."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        _ctrl_c_while_following()
    finally:
        signal.signal(signal.SIGINT, previous)


def _ctrl_c_while_following():
    groups, started = [], threading.Event()

    def hanging(number):
        process = subprocess.Popen(["sleep", "600"], start_new_session=True)
        tools.started(process.pid)
        groups.append(process.pid)
        started.set()
        process.wait()
        return FAILED
    one = Series(hanging, 1, counted=lambda r: True, decides=lambda r: True, retries=0)
    other = Series(hanging, 1, counted=lambda r: True, decides=lambda r: True, retries=0)
    background = Background([one, other], 2)
    started.wait(60)
    threading.Timer(0.3, _thread.interrupt_main).start()
    began = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        background.follow(one)
    assert time.monotonic() - began < 120
    assert not background.thread.is_alive()
    assert all(tools.processes_in_group(pgid) == [] for pgid in groups)
