"""A series: one scenario's boots on one kernel, until one decides it.

A clinic's bug boots until its symptom shows, the reference boots its
number of times, a learner's tree until a boot fails; a boot that the
machine or gdb failed is made again, a bounded number of times.  A Series
is that rule, apart from where its boots run:

- Series(boot, runs, counted=, decides=, retries=, gives_up=): boot(number)
  boots once and returns what it made (a RunRecord, or a boot check's
  answer); counted(result): not a failure of the machine or gdb;
  decides(result): a counted result that ends the series (a symptom);
  gives_up(result): a failure not to make again.  It ends after `runs`
  counted boots, at one that decides it, or when a failure is given up
  (or has been made again `retries` times in a row).
- series.run_alone(): its boots one after another in this thread (JOBS=1).
- run_side_by_side(series, pool, ...): the boots of several series in one
  run/pool.Pool, each series taking its turn (the first boot of each, in
  order, then the second of each, ...).  A boot that began before its
  series ended is ended (Pool.end) and kept in `cut`, as it ended: it
  counts for nothing.
- Background(series, at_once): run_side_by_side in a thread of its own,
  each series' results taken (and its boots' lines shown) by follow(series)
  in the calling thread: a test each (collect.py).
- series.made: every result, in the order the boots ended, up to the one
  that ended the series (which is last); series.cut: those ended after.
"""

import threading

from harness import eventlog
from harness.run.pool import TICK, Pool


class Series:
    """One scenario's boots on one kernel (see the module's text)."""

    def __init__(self, boot, runs, *, counted, decides, retries, gives_up=None):
        self.boot, self.runs = boot, runs
        self._counted, self._decides = counted, decides
        self.retries, self._gives_up = retries, gives_up
        self.made, self.cut = [], []
        self.taken = 0            # counted boots
        self.numbered = 0         # boots begun (each boot's number)
        self.running = {}         # job: its number, for the boots running now
        self.failing = 0          # failures of the machine in a row
        self.over = threading.Event()
        self.turns = []           # the live lines of each boot begun (eventlog.Held)

    def wants(self):
        """Whether another boot should begin now."""
        return not self.over.is_set() and self.taken + len(self.running) < self.runs

    def ended(self, result):
        """Take a boot's result: the series may end with it."""
        if self.over.is_set():
            self.cut.append(result)
            return
        self.made.append(result)
        if not self._counted(result):
            self.failing += 1
            if (self._gives_up and self._gives_up(result)) or self.failing > self.retries:
                self.over.set()
            return
        self.failing = 0
        self.taken += 1
        if self._decides(result) or self.taken >= self.runs:
            self.over.set()

    def run_alone(self):
        """Its boots one after another, in this thread: series.made."""
        while self.wants():
            self.numbered += 1
            self.ended(self.boot(self.numbered))
        return self.made

    def job(self):
        """The next boot, as a job of run/pool.Pool (its live lines held)."""
        self.numbered += 1
        number, held = self.numbered, eventlog.Held()
        self.turns.append(held)

        def boot():
            with eventlog.holding(held):
                return self, self.boot(number)
        self.running[boot] = number
        return boot

    def stop(self, pool):
        """End the series now: its running boots are ended (they go to cut)."""
        self.over.set()
        for job in list(self.running):
            pool.end(job)


def run_side_by_side(all_series, pool, *, decided=None, show=True):
    """Every series' boots in pool (see the module's text): each series
    taking its turn, or with one boot at a time each series' boots before
    the next's (as run_alone would).  decided(series), if given, is told
    each series that ends by its own boots, as it ends, in this thread (it
    may stop others: series.stop); show: the boots' live lines are shown
    from this thread, each boot's together, in the order they began
    (eventlog.show_held); else the caller shows each series' turns.
    Raises what a boot raised, or Ctrl-C, once every boot has ended (Pool.run)."""
    lock = threading.Lock()
    begun, shown = [], 0

    def fill(free):
        jobs = []
        with lock:
            while len(jobs) < free:
                wanting = [s for s in all_series if s.wants()]
                if not wanting:
                    break
                first = min(wanting, key=lambda s: (s.numbered if pool.at_once > 1 else 0,
                                                    all_series.index(s)))
                jobs.append(first.job())
                begun.append(first.turns[-1])
        return jobs

    def ended(job, answer):
        series, result = answer
        with lock:
            series.running.pop(job, None)
            was_over = series.over.is_set()
            series.ended(result)
            now_over = series.over.is_set() and not was_over
            if now_over:
                for other in list(series.running):
                    pool.end(other)
        if now_over and decided is not None:
            decided(series)
        return None

    def tick():
        nonlocal shown
        shown = eventlog.show_held(begun, shown)

    try:
        pool.run([], ended, fill=fill, tick=tick if show else None)
    finally:
        if show:
            tick()


class Background:
    """run_side_by_side in a thread of its own, started at once, while this
    thread takes each series' results in its own time (a test per series:
    collect.py).  follow(series): show its boots' live lines, each boot's
    together, as they come, until it has ended and each of its boots has;
    then series.made.  stop(): end every boot now (Ctrl-C, the end of a
    session); nothing more begins."""

    def __init__(self, all_series, at_once):
        self.all_series, self.pool, self.raised = list(all_series), Pool(at_once), None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        try:
            run_side_by_side(self.all_series, self.pool, show=False)
        except BaseException as error:        # told to each test that follows a series
            self.raised = error
        finally:
            for series in self.all_series:
                series.over.set()

    def follow(self, series):
        shown = 0
        try:
            while not (series.over.is_set() and not series.running) \
                    and self.thread.is_alive():
                series.over.wait(TICK)
                shown = eventlog.show_held(series.turns, shown)
        except BaseException:
            self.stop()
            raise
        eventlog.show_held(series.turns, shown)
        if self.raised is not None:
            raise self.raised
        return series.made

    def stop(self):
        self.pool.stopping.set()
        for series in self.all_series:
            series.stop(self.pool)
        self.thread.join()
