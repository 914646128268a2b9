"""Timing probes: where a run's seconds went, one row a kind of step, and
each scenario's wall time beside the guest time it needed.

Read from a log folder (make test ARGS=--logdir=DIR, or make bench's warm
run), as a tracing tool's per-probe aggregates: for each probe its count,
total, mean ± sd, min and max, in seconds.  The probes:

- build:                   make's seconds, from each build log's last line
                           (build.MAKE_TOOK; a build the cache had is none);
- boot to the first prompt: run.json's timing, step "boot";
- step <kind>:             each scenario step by its kind (run, background,
                           send, wait, break, stops, finish, procs), from
                           run.json's timing;
- typed <program>:         from typing a command line to the last of the
                           console output that followed it (gdb's stops
                           may come between), from the event log;
- gdb <command>:           a gdb round trip: from the event before to
                           gdb's answer;
- judging:                 from the event before a judged check to the check.

Then a row a scenario (and side): its wall time, and the guest time a
part of it needed, where the guest's clock can be read: the kernel's tick
count at the end of a gdb boot (run.json's guest_ticks, the whole boot),
or prof's "N ticks" (the steps that ran prof).  A tick is 100 ms of guest
time (the kernel's timer).  The aim is a wall time within AIM of it.

- probes(logdir), table(found): the probe rows;
- scenario_times(logdir), scenario_table(found): the wall/guest rows;
- report(logdir), write(text): both, as Markdown, and the dated file in
  measured/bench/ (`python3 -m harness probes LOGDIR [--write]`).
"""

import datetime
import json
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path

from harness import MEASURED
from harness.build import MAKE_TOOK
from harness.eventlog import load_events

TICK = 0.1     # seconds of guest time a kernel tick stands for
AIM = 1.3      # a scenario's wall time should stay within this many times its guest time
BENCH = MEASURED / "bench"
PROF_TICKS = re.compile(r"^prof: (\d+) ticks$", re.M)


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
        if event["side"] == "typed":
            program = (re.findall(r"[\w./-]+", event["text"]) or ["(empty)"])[0]
            times.append((f"typed {program}", _output_end(events, i) - event["t"]))
        elif event["side"] == "gdb" and before is not None:
            command = (event.get("command", "").split() or ["(none)"])[0]
            times.append((f"gdb {command}", event["t"] - before["t"]))
        elif event["side"] == "check" and before is not None:
            times.append(("judging", event["t"] - before["t"]))
    return times


def step_times(timing):
    """[(probe name, seconds)] of one run.json's timing: the boot, then each
    step by its kind ("3 stops: 4" is a step of kind stops)."""
    times = []
    for step in timing:
        if step["step"] == "boot":
            times.append(("boot to the first prompt", step["seconds"]))
        else:
            kind = re.match(r"\d+ (\w+)", step["step"])
            times.append((f"step {kind.group(1) if kind else step['step']}", step["seconds"]))
    return times


def build_times(logdir):
    """[("build", seconds)] of every build log under logdir that records make's time."""
    times = []
    for path in sorted(Path(logdir).glob("**/build-*.log")):
        found = re.search(re.escape(MAKE_TOOK) + r" ([\d.]+) s", path.read_text(errors="replace"))
        if found:
            times.append(("build", float(found.group(1))))
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
    """Every probe over every log under logdir, by name."""
    fired = {}
    found = build_times(logdir)
    for path in sorted(Path(logdir).glob("**/transcript.jsonl")):
        found += probe_times(load_events(path))
    for run in _runs(logdir):
        found += step_times(run.get("timing", []))
    for name, seconds in found:
        fired.setdefault(name, []).append(max(0.0, seconds))
    return [Probe(name, tuple(times)) for name, times in sorted(fired.items())]


def _runs(logdir):
    """Every run.json under logdir, as the dict it holds (one that does not
    read is skipped: timing is no reason to fail)."""
    runs = []
    for path in sorted(Path(logdir).glob("**/run.json")):
        try:
            runs.append(json.loads(path.read_text()))
        except (OSError, ValueError):
            continue
    return runs


def table(found):
    """The probes as a Markdown table, the largest total first."""
    lines = ["| probe | n | total s | mean ± sd s | min s | max s |", "|---|---|---|---|---|---|"]
    return lines + [probe.row() for probe in sorted(found, key=lambda p: -sum(p.seconds))]


# --- wall time beside guest time ---------------------------------------------------------

@dataclass
class ScenarioTime:
    """A scenario's runs on one side: wall seconds in all, and of the part
    the guest's clock covers, with the guest's seconds there."""
    name: str
    runs: int = 0
    wall: float = 0.0
    covered_wall: float = 0.0
    guest: float = 0.0
    clocks: set = field(default_factory=set)   # what the guest time was read from

    def row(self):
        start = f"| {self.name} | {self.runs} | {self.wall:.1f} |"
        if not self.clocks:
            return f"{start} none read | | | |"
        said = (f"{start} {', '.join(sorted(self.clocks))} | {self.covered_wall:.1f} | "
                f"{self.guest:.1f} |")
        if not self.guest:
            return f"{said} no tick passed |"
        ratio = self.covered_wall / self.guest
        return f"{said} {ratio:.3f} ({'yes' if ratio <= AIM else 'no'}) |"


def guest_part(run):
    """(where the guest's time was read, wall seconds it covers, guest seconds),
    or None when the run has no guest clock."""
    timing = run.get("timing", [])
    if run.get("guest_ticks"):
        return ("the kernel's ticks (gdb), whole boot", sum(s["seconds"] for s in timing),
                run["guest_ticks"] * TICK)
    ticks = [int(n) for n in PROF_TICKS.findall(run.get("console", ""))]
    prof_steps = [s["seconds"] for s in timing if re.match(r"\d+ run: .*\bprof\b", s["step"])]
    if ticks and prof_steps:
        return "prof's ticks, its steps", sum(prof_steps), sum(ticks) * TICK
    return None


def scenario_times(logdir):
    """[ScenarioTime] of every scenario and side that ran under logdir."""
    found = {}
    for run in _runs(logdir):
        if "scenario" not in run:
            continue
        name = f"{run['bug']} / {run['scenario']} ({run['variant']})"
        times = found.setdefault(name, ScenarioTime(name))
        times.runs += 1
        times.wall += sum(step["seconds"] for step in run.get("timing", []))
        part = guest_part(run)
        if part is not None:
            times.clocks.add(part[0])
            times.covered_wall += part[1]
            times.guest += part[2]
    return [found[name] for name in sorted(found)]


def scenario_table(found):
    lines = ["| scenario (variant) | runs | wall s | guest time from | its wall s | guest s "
             f"| wall/guest (within {AIM}×?) |", "|---|---|---|---|---|---|---|"]
    return lines + [times.row() for times in found]


def report(logdir):
    """Both tables, as a Markdown page."""
    scenarios = scenario_times(logdir)
    known = [times for times in scenarios if times.clocks and times.guest]
    covered = sum(times.covered_wall for times in known)
    guest = sum(times.guest for times in known)
    lines = ["## Timing probes", "", *table(probes(logdir)), "",
             "## Wall time beside guest time", "",
             f"A tick is {TICK * 1000:.0f} ms of guest time.  Where gdb ran, the kernel's tick "
             f"count at the end covers the whole boot, and gdb's stops (the machine halted, "
             f"the guest's clock too) count as wall time only; where prof ran, its ticks cover "
             f"its own steps.  A scenario with neither (or a run recorded before the harness "
             f"read the tick count) has no guest clock here.", "",
             *scenario_table(scenarios), ""]
    if guest:
        lines += [f"Over the {len(known)} scenario(s) with a guest clock: {covered:.1f} s of "
                  f"wall time for {guest:.1f} s of guest time, {covered / guest:.2f}×; "
                  f"{sum(t.covered_wall <= AIM * t.guest for t in known)} of them within "
                  f"{AIM}×.", ""]
    return "\n".join(lines)


def write(text, what, folder=BENCH, today=None):
    """The report as measured/bench/probes-<date>.md, headed by what ran."""
    today = today or datetime.date.today()
    path = Path(folder) / f"probes-{today}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"# Where time went, {today}\n\n{what}\n\n{text}")
    return path
