"""Where time goes: a test run cold and warm, and figures of the reference kernel.

`python3 -m harness bench` (make bench) prints, in turn:

1. the sample path's length in instructions (harness/kernel/samplepath.py);
2. test time: the chosen tests (default `-k reference`) run twice with
   pytest in throwaway log folders, first with an empty build cache
   (cold: every variant is built), then with that cache (warm: nothing
   is rebuilt), each boot's guest clock read when its steps end
   (harness/run/scenario.py, GUEST_CLOCK); the warm run's wall time is split, from its recorded
   event logs, into
     boot:    from starting QEMU to the first prompt;
     guest:   from typing a command to the end of its output (the
              guest's own work, console time included);
     gdb:     from a gdb command to its answer;
     harness: the rest (pytest, Python, starting and stopping processes);
   then the warm run's timing probes (harness/probes.py): a row a probe,
   with its count, total, mean ± sd, min and max, and a row a scenario,
   its wall time beside the guest time it needed; that report also goes
   to measured/bench/probes-<date>.md;
3. the reference kernel: its text size, then for each of a few boots the
   time to the first prompt and the times of `usertests -q` and of
   `prof -k usertests -q` (the same tests with a kernel profile counting
   on every hart), in the same boot, in turns (plain first in odd boots,
   profiled first in even ones), so the pair shares the machine's mood;
   then their ratio over all boots; with full, one whole usertests too;
4. boots side by side against one at a time, for each clinic
   (harness/trials/side_by_side.py): make clinic warm and a fixed tree's check;
5. make test's time against its budget, and each test file's share of it
   (harness/trials/suite_shares.py).

Figures are seconds and shares: ratios from one run, comparable between
machines; no test asserts a time.
"""

import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

from harness import REPO, probes, tools
from harness.build import REFERENCE, build_variant
from harness.errors import HarnessError
from harness.eventlog import load_events
from harness.kernel import samplepath
from harness.machine.qemu import Machine
from harness.measured import host
from harness.run.scenario import GUEST_CLOCK
from harness.trials import side_by_side, suite_shares

DEFAULT_TESTS = ["-k", "reference"]
KERNBASE = 0x80000000
TEXT_LIMIT = 0x8000fe00        # quoted beside the size, to spot growth early
PASSED = "ALL TESTS PASSED"
USERTESTS = ("usertests -q", 900)            # (command, seconds it may take)
PROFILED = ("prof -k usertests -q", 900)
FULL_USERTESTS = ("usertests", 1800)


def bench(pytest_args=(), boots=3, full=False, at_once=None):
    """All five parts, in order; 0 when every run passed (make test within
    its budget), else 1."""
    build = build_variant(REFERENCE)
    status = samplepath.report(build.kernel)
    print()
    status |= test_time(list(pytest_args) or DEFAULT_TESTS)
    print()
    reference_figures(build, boots, full)
    print()
    side_by_side.bench((), at_once)
    print()
    status |= suite_shares.bench()
    return 1 if status else 0


# --- test time ----------------------------------------------------------------------

def test_time(args):
    """Part 2: the tests cold and warm, and the warm run's split.  1 if pytest failed."""
    with tempfile.TemporaryDirectory(prefix="profclinic-bench-") as scratch:
        scratch = Path(scratch)
        cold_status, cold = run_pytest(args, scratch / "cold", scratch / "cache")
        warm_status, warm = run_pytest(args, scratch / "warm", scratch / "cache")
        parts = split(scratch / "warm")
        found = probes.report(scratch / "warm")
    parts["harness"] = max(0.0, warm - sum(parts.values()))
    print(f"pytest {' '.join(args)}")
    print(f"  cold (empty build cache): {cold:7.1f} s  (exit {cold_status})")
    print(f"  warm (nothing rebuilt):   {warm:7.1f} s  (exit {warm_status}); "
          f"cold/warm = {cold / warm:.2f}")
    for name, seconds in parts.items():
        print(f"    {name:8s} {seconds:7.1f} s  {seconds / warm:6.1%}")
    if sum(parts.values()) > warm:
        print("    (summed over pytest's workers: run side by side, the parts pass 100%)")
    print("\nthe warm run, probed (harness/probes.py):\n")
    print(found)
    what = (f"make bench's warm run of `pytest {' '.join(args)}` ({warm:.0f} s; the cold one "
            f"{cold:.0f} s), every boot's guest clock read ({GUEST_CLOCK}=1), on "
            f"{host.described(host.this_host())}.")
    print(f"written: {probes.write(found, what)}")
    return 1 if cold_status or warm_status else 0


def run_pytest(args, logdir, cache):
    """pytest's exit status and wall time, with the build cache in `cache`."""
    env = dict(os.environ, PROFCLINIC_CACHE=str(cache), **{GUEST_CLOCK: "1"})
    started = time.monotonic()
    status = tools.run_pytest(tools.pytest_command(f"--logdir={logdir}", *args), cwd=REPO,
                              env=env, stdout=subprocess.DEVNULL)
    return status, time.monotonic() - started


def split(logdir):
    """Seconds of boot, guest and gdb work, summed over every event log under logdir."""
    totals = {"boot": 0.0, "guest": 0.0, "gdb": 0.0}
    for path in Path(logdir).glob("**/transcript.jsonl"):
        events = load_events(path)
        for before, after in zip(events, events[1:]):
            gap = after["t"] - before["t"]
            if before["side"] == "harness" and before["text"].startswith("booting"):
                totals["boot"] += gap
            elif before["side"] == "typed":
                totals["guest"] += gap
            elif after["side"] == "gdb":
                totals["gdb"] += gap
    return totals


# --- figures of the reference kernel -------------------------------------------------

def reference_figures(build, boots, full=False):
    """Part 3: text size, then boots of paired usertests runs (see above)."""
    size = text_size(build.kernel)
    print(f"kernel text: {size} bytes ({KERNBASE:#x} to {KERNBASE + size:#x}; "
          f"limit {TEXT_LIMIT:#x})")
    logdir = Path(tempfile.mkdtemp(prefix="profclinic-bench-boots-"))
    plain_total = profiled_total = 0.0
    for i in range(boots):
        pair = [USERTESTS, PROFILED] if i % 2 == 0 else [PROFILED, USERTESTS]
        booted, times = timed_boot(build, logdir / f"boot{i + 1}", pair)
        took = {command: seconds for (command, _), seconds in zip(pair, times)}
        plain, profiled = took[USERTESTS[0]], took[PROFILED[0]]
        plain_total += plain
        profiled_total += profiled
        print(f"boot {i + 1}: prompt after {booted:.1f} s, {USERTESTS[0]} {plain:.1f} s, "
              f"{PROFILED[0]} {profiled:.1f} s ({pair[0][0]} first), passed", flush=True)
    if boots:
        print(f"{USERTESTS[0]} under prof -k / plain: {profiled_total / plain_total:.3f} "
              f"({profiled_total:.1f} s / {plain_total:.1f} s over {boots} boots)")
    if full:
        _, (whole,) = timed_boot(build, logdir / "full", [FULL_USERTESTS])
        print(f"full usertests: {whole:.1f} s, passed")
    print(f"consoles: {logdir}")


def text_size(kernel):
    """Bytes from KERNBASE to etext, from the kernel's symbol file."""
    symbols = (Path(kernel).parent / "kernel.sym").read_text()
    etext = re.search(r"^([0-9a-f]+) etext$", symbols, re.M)
    if etext is None:
        raise HarnessError(f"{kernel}: no etext in kernel.sym")
    return int(etext[1], 16) - KERNBASE


def timed_boot(build, logdir, commands):
    """Seconds to the first prompt, and each command's seconds, in one boot;
    HarnessError when a command does not print PASSED."""
    started = time.monotonic()
    with Machine(build.kernel, build.fs_image, logdir) as machine:
        booted = time.monotonic() - started
        times = []
        for command, timeout in commands:
            began = time.monotonic()
            output = machine.run(command, timeout=timeout)
            times.append(time.monotonic() - began)
            if PASSED not in output:
                raise HarnessError(f"{command}: no {PASSED}; see {machine.log_path}")
    return booted, times
