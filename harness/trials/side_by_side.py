"""Boots side by side against one at a time: what the pool gives each clinic.

`python3 -m harness bench --side-by-side [BUG ...]` (make bench-pool, and
part 4 of make bench) runs, for each clinic, in one run on one host:

- `make clinic` warm (pytest on the clinic's expected file, its builds
  current), with --jobs at the host's cores and with --jobs=1;
- the check of a fixed tree (base/'s kernel/, which is the reference's
  fix), with the same two settings;

and prints a row each: the wall time of each, whether both passed (the
clinic's tests, the tree cured), the sum of the boots' own
times (each boot's first to last event in its transcript.jsonl, in the
run one boot at a time) and the longest boot, then the ratios: side by
side against one at a time, and against the sum of the boots.  The aim
is at most 0.6 of the sum on two cores; a clinic whose longest boot is
more than that is named with it.  The table also goes to
measured/bench/side-by-side-<date>.md.  Figures are ratios from one run:
no test asserts a time.
"""

import datetime
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import REPO, tools
from harness.eventlog import load_events
from harness.expected import spec
from harness.measured import host
from harness.run.pool import cores

AIM = 0.6       # side by side, at most this share of the sum of the boots' own times
BENCH = REPO / "measured" / "bench"


def boot_seconds(logdir):
    """Each boot's own seconds under logdir: its transcript.jsonl's first to
    last event."""
    seconds = []
    for path in sorted(Path(logdir).rglob("transcript.jsonl")):
        events = load_events(path)
        if len(events) >= 2:
            seconds.append(events[-1]["t"] - events[0]["t"])
    return seconds


def _timed(argv, logdir):
    """(wall seconds, exit status) of argv, its logs in logdir."""
    started = time.monotonic()
    status = subprocess.run(argv, cwd=REPO, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode
    return time.monotonic() - started, status


def one_clinic(bug, at_once, scratch):
    """{what: (wall at at_once, wall one at a time, boots' own seconds, the
    two exit statuses)} for "clinic" and "check"."""
    tree = Path(scratch) / "fixed"
    if not tree.exists():
        shutil.copytree(REPO / "base" / "kernel", tree / "kernel")
    found = {}
    for what in ("clinic", "check"):
        walls, statuses, alone = {}, {}, []
        for jobs in (at_once, 1):
            logdir = Path(scratch) / f"{bug}-{what}-{jobs}"
            if what == "clinic":
                argv = tools.pytest_command(str(spec.CLINIC_FOLDER / f"{bug}.toml"),
                                            f"--logdir={logdir}", f"--jobs={jobs}")
            else:
                argv = [sys.executable, "-m", "harness", "check", bug, str(tree),
                        "--logdir", str(logdir), "--jobs", str(jobs)]
            walls[jobs], statuses[jobs] = _timed(argv, logdir)
            if jobs == 1:
                alone = boot_seconds(logdir)
        found[what] = (walls[at_once], walls[1], alone, (statuses[at_once], statuses[1]))
    return found


def row(bug, what, side_by_side, one_at_a_time, boots, statuses=(0, 0)):
    """One line of the table (pure); statuses: the two runs' exit statuses
    (0: the clinic passed, the tree was cured)."""
    total, longest = sum(boots), max(boots, default=0.0)
    ratio = side_by_side / total if total else 0.0
    note = ""
    if ratio > AIM:
        note = (f"over {AIM:g}: its longest boot is {longest:.0f} s"
                if longest > AIM * total else f"over {AIM:g}")
    return (f"| {bug} | {what} | {side_by_side:.0f} s | {one_at_a_time:.0f} s | "
            f"{side_by_side / one_at_a_time:.2f} | {len(boots)} | {total:.0f} s | "
            f"{longest:.0f} s | {ratio:.2f} | {'passed' if statuses == (0, 0) else 'FAILED'} "
            f"(exit {statuses[0]}, {statuses[1]}) | {note} |")


HEADER = ("| clinic | run | side by side | one at a time | ratio | boots | boots' own sum "
          "| longest boot | side by side / sum | verdict both ways | |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|")


def bench(bugs=(), at_once=None):
    """The table for the clinics named (default: every clinic that loads);
    written to measured/bench/side-by-side-<date>.md.  0."""
    at_once = at_once or cores()
    bugs = list(bugs) or [clinic.bug for clinic in spec.load_clinics()[0]]
    lines = []
    with tempfile.TemporaryDirectory(prefix="profclinic-side-by-side-") as scratch:
        for bug in bugs:
            print(f"side by side: {bug}: make clinic and a fixed tree's check, "
                  f"{at_once} at a time and one at a time ...", flush=True)
            for what, (both, alone, boots, statuses) in one_clinic(bug, at_once,
                                                                   scratch).items():
                lines.append(row(bug, what, both, alone, boots, statuses))
                print(lines[-1], flush=True)
    text = (f"# Boots side by side, {datetime.date.today()}\n\n"
            f"On {host.described(host.this_host())}, {at_once} boots at a time against one "
            f"at a time (`python3 -m harness bench --side-by-side`): each clinic's `make "
            f"clinic` warm, and the check of a fixed tree (base/'s kernel).  The aim: side by "
            f"side, at most {AIM:g} of the sum of the boots' own times.\n\n{HEADER}\n"
            + "\n".join(lines) + "\n\nA row over the aim names its longest boot when that "
            "boot alone is more than the aim.  Next: `make bench-pool BUG=<bug>` measures "
            "one clinic again; a clinic whose ratio is 1 or more runs as fast with JOBS=1.\n")
    BENCH.mkdir(parents=True, exist_ok=True)
    path = BENCH / f"side-by-side-{datetime.date.today()}.md"
    path.write_text(text)
    print(f"\n{HEADER}\n" + "\n".join(lines) + f"\n\nwritten: {path}")
    return 0
