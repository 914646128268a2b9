"""Boots side by side: as many at a time as the host has cores.

A measurement, a clinic run or a check boots many times, and one boot
keeps about one core busy: QEMU's harts mostly wait for the timer, and
the harness waits for QEMU.  So boots that do not depend on each other
run side by side, each in a thread of its own (each boot's QEMU and gdb
are processes of their own; the thread only talks to them).

- cores(): how many boots at a time by default: the cores this process
  may run on; in a worker of pytest-xdist (make test, make grade with
  several trees at once) one, since the workers are side by side already.
- Pool(at_once).run(jobs, ended, fill=None, tick=None): run each job (a
  function of no argument that boots once and returns what it made) in
  order, at most at_once at a time.  ended(job, result) is told each
  result in the calling thread, as it comes (not in order), and returns
  more jobs to queue, or None; fill(free), if given, is asked for up to
  `free` jobs whenever a place is free; tick(), if given, is called in
  the calling thread every TICK seconds while jobs run (to show their
  live lines).  When a job raises, or on Ctrl-C, the pool stops:
  `stopping` is set (a job checks it before it boots again, as a retry
  would), every process the boots started is ended (the groups added to
  tools.STARTED_GROUPS since this run began, not those of the program's
  earlier work, again until the running jobs have ended), and the
  exception is raised once no job runs.  Nothing queued starts after that.
- Pool.end(job): end one running job's processes (those its thread
  started, tools.owning), and any it starts later: its boot ends as a
  machine that failed, and the job returns.
"""

import concurrent.futures as futures
import os
import threading

from harness import tools

ENDING_PAUSE = 0.5   # seconds between two rounds of ending the boots' processes
TICK = 0.2           # seconds between two calls of a run's tick


def cores():
    """The default boots at a time: the cores this process may run on, or
    one in a worker of pytest-xdist (its workers are the pool)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return 1
    return len(os.sched_getaffinity(0))


class Pool:
    """Up to at_once jobs at a time (see the module's text)."""

    def __init__(self, at_once=None):
        self.at_once = max(1, at_once or cores())
        self.stopping = threading.Event()

    def run(self, jobs, ended=None, fill=None, tick=None):
        queue = list(jobs)
        running = {}
        first = len(tools.STARTED_GROUPS)     # the groups this run's boots start
        with futures.ThreadPoolExecutor(max_workers=self.at_once) as threads:
            try:
                while True:
                    if fill is not None:
                        queue.extend(fill(self.at_once - len(running) - len(queue)))
                    while queue and len(running) < self.at_once:
                        job = queue.pop(0)
                        running[threads.submit(_owned, job)] = job
                    if not running:
                        return
                    done, _ = futures.wait(running, timeout=TICK if tick else None,
                                           return_when=futures.FIRST_COMPLETED)
                    if tick is not None:
                        tick()
                    for future in done:
                        job, result = running.pop(future), future.result()
                        more = ended(job, result) if ended else None
                        queue.extend(more or [])
            except BaseException:
                self._stop(running, first)
                raise

    @staticmethod
    def end(job):
        """End a running job's boot (see the module's text)."""
        tools.end_owned(job)

    def _stop(self, running, first):
        """End every boot's processes until the running jobs have ended."""
        self.stopping.set()
        for future in running:
            future.cancel()
        while True:
            for pgid in tools.STARTED_GROUPS[first:]:
                tools.kill_group(pgid)
            _, still = futures.wait(running, timeout=ENDING_PAUSE)
            if not still:
                return


def _owned(job):
    """Run a job, its processes its own (tools.owning)."""
    with tools.owning(job):
        return job()
