"""Boots side by side (harness/run/pool.py): at most so many at a time, each
result told as it comes, more queued from a result, and a failure or
Ctrl-C stops the pool with every process it started ended."""

import subprocess
import threading
import time

import pytest

from harness import tools
from harness.run.pool import Pool


def test_jobs_run_at_most_so_many_at_a_time_and_a_result_may_queue_more():
    lock, running, most, told = threading.Lock(), [0], [0], []

    def job(name, seconds=0.05):
        def run():
            with lock:
                running[0] += 1
                most[0] = max(most[0], running[0])
            time.sleep(seconds)
            with lock:
                running[0] -= 1
            return name
        return run

    def ended(_, name):
        told.append(name)
        return [job("more")] if name == "a" else None

    Pool(2).run([job("a"), job("b"), job("c", 0.01)], ended)
    assert most[0] == 2
    assert sorted(told) == ["a", "b", "c", "more"]
    assert told.index("more") > told.index("a")


def test_a_job_that_raises_stops_the_pool_and_ends_what_the_others_started():
    started = threading.Event()
    pool = Pool(2)

    groups = []

    def sleeper():
        process = subprocess.Popen(["sleep", "30"], start_new_session=True)
        tools.STARTED_GROUPS.append(process.pid)
        groups.append(process.pid)
        started.set()
        process.wait()                 # ended by the pool, not by its 30 seconds
        return "ended"

    def broken():
        started.wait(5)
        raise RuntimeError("no kernel")

    began = time.monotonic()
    with pytest.raises(RuntimeError, match="no kernel"):
        pool.run([sleeper, broken, sleeper])
    assert time.monotonic() - began < 10
    assert pool.stopping.is_set()
    assert len(groups) == 1         # the third job never started
    assert tools.processes_in_group(groups[0]) == []


def test_ctrl_c_in_a_result_stops_the_pool_and_nothing_queued_starts():
    ran = []

    def job(name):
        return lambda: ran.append(name) or name

    def ended(_, name):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        Pool(1).run([job("a"), job("b"), job("c")], ended)
    assert ran == ["a"]


def test_the_default_is_the_host_s_cores():
    assert Pool().at_once >= 1 and Pool(0).at_once >= 1


def test_a_stopped_pool_ends_only_what_its_own_boots_started():
    """A group started before the run (the program's earlier work) is left
    alone, and the stop does not wait on it."""
    earlier = subprocess.Popen(["sleep", "30"], start_new_session=True)
    tools.STARTED_GROUPS.append(earlier.pid)
    try:
        def broken():
            raise RuntimeError("no kernel")

        began = time.monotonic()
        with pytest.raises(RuntimeError):
            Pool(1).run([broken])
        assert time.monotonic() - began < 1
        assert tools.processes_in_group(earlier.pid) == [earlier.pid]
    finally:
        tools.kill_group(earlier.pid)
        earlier.wait()
