"""Timing probes: where a run's seconds went, one row a kind of step.

Read from the event logs (transcript.jsonl, harness/eventlog.py) under a
log folder, as a tracing tool's per-probe aggregates: for each probe its
count, total, mean ± sd, min and max, in seconds.  The probes:

- boot:            from starting QEMU to the first thing the console said;
- typed <program>: from typing a command line to the last of the console
                   output that followed it (gdb's stops may come between);
- gdb <command>:   a gdb round trip: from the event before to gdb's answer;
- judging:         from the event before a judged check to the check.

The event log does not yet time a build, or a gdb step as a whole (its
commands are timed one by one): those probes are missing here.
"""

import re
import statistics
from dataclasses import dataclass
from pathlib import Path

from harness.eventlog import load_events


@dataclass(frozen=True)
class Probe:
    name: str
    seconds: tuple   # each time it fired

    @property
    def sd(self):
        return statistics.stdev(self.seconds) if len(self.seconds) > 1 else 0.0

    def row(self):
        n, total = len(self.seconds), sum(self.seconds)
        return (f"| {self.name} | {n} | {total:.1f} | {total / n:.3f} ± {self.sd:.3f} | "
                f"{min(self.seconds):.3f} | {max(self.seconds):.3f} |")


def probe_times(events):
    """[(probe name, seconds)] of one event log, in the order they fired."""
    times = []
    for i, event in enumerate(events):
        before = events[i - 1] if i else None
        if event["side"] == "harness" and event["text"].startswith("booting"):
            if i + 1 < len(events):
                times.append(("boot", events[i + 1]["t"] - event["t"]))
        elif event["side"] == "typed":
            program = (re.findall(r"[\w./-]+", event["text"]) or ["(empty)"])[0]
            times.append((f"typed {program}", _output_end(events, i) - event["t"]))
        elif event["side"] == "gdb" and before is not None:
            command = (event.get("command", "").split() or ["(none)"])[0]
            times.append((f"gdb {command}", event["t"] - before["t"]))
        elif event["side"] == "check" and before is not None:
            times.append(("judging", event["t"] - before["t"]))
    return times


def _output_end(events, typed):
    """The time of the last console output after events[typed] before the
    next thing the harness did (typed, a check, a note); gdb may come between."""
    end = events[typed]["t"]
    for event in events[typed + 1:]:
        if event["side"] in ("typed", "check", "harness"):
            break
        if event["side"] == "console":
            end = event["t"]
    return end


def probes(logdir):
    """Every probe over every event log under logdir, by name."""
    fired = {}
    for path in sorted(Path(logdir).glob("**/transcript.jsonl")):
        for name, seconds in probe_times(load_events(path)):
            fired.setdefault(name, []).append(max(0.0, seconds))
    return [Probe(name, tuple(times)) for name, times in sorted(fired.items())]


def table(found):
    """The probes as a Markdown table, the largest total first."""
    lines = ["| probe | n | total s | mean ± sd s | min s | max s |", "|---|---|---|---|---|---|"]
    return lines + [probe.row() for probe in sorted(found, key=lambda p: -sum(p.seconds))]
