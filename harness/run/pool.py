"""Boots side by side: as many at a time as the host has cores.

A measurement, a clinic run or a check boots many times, and one boot
keeps about one core busy: QEMU's harts mostly wait for the timer, and
the harness waits for QEMU.  So boots that do not depend on each other
run side by side, each in a thread of its own (each boot's QEMU and gdb
are processes of their own; the thread only talks to them).

- cores(): how many boots at a time by default: the cores this process
  may run on.
- Pool(at_once).run(jobs, ended): run each job (a function of no
  argument that boots once and returns what it made) in order, at most
  at_once at a time.  ended(job, result) is told each result in the
  calling thread, as it comes (not in order), and returns more jobs to
  queue, or None.  When a job raises, or on Ctrl-C, the pool stops:
  `stopping` is set (a job checks it before it boots again, as a retry
  would), every process the boots started is ended (the groups added to
  tools.STARTED_GROUPS since this run began, not those of the program's
  earlier work, again until the running jobs have ended), and the
  exception is raised
  once no job runs.  Nothing queued starts after that.
"""

import concurrent.futures as futures
import os
import threading

from harness import tools

ENDING_PAUSE = 0.5   # seconds between two rounds of ending the boots' processes


def cores():
    """The cores this process may run on: the default boots at a time."""
    return len(os.sched_getaffinity(0))


class Pool:
    """Up to at_once jobs at a time (see the module's text)."""

    def __init__(self, at_once=None):
        self.at_once = max(1, at_once or cores())
        self.stopping = threading.Event()

    def run(self, jobs, ended=None):
        queue = list(jobs)
        running = {}
        first = len(tools.STARTED_GROUPS)     # the groups this run's boots start
        with futures.ThreadPoolExecutor(max_workers=self.at_once) as threads:
            try:
                while queue or running:
                    while queue and len(running) < self.at_once:
                        job = queue.pop(0)
                        running[threads.submit(job)] = job
                    done, _ = futures.wait(running, return_when=futures.FIRST_COMPLETED)
                    for future in done:
                        job, result = running.pop(future), future.result()
                        more = ended(job, result) if ended else None
                        queue.extend(more or [])
            except BaseException:
                self._stop(running, first)
                raise

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
