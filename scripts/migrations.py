"""How often proftest's hot loop changes hart, watched with gdb.

A one-off research tool, not part of the harness's command line.  Run it
from the repository's root, as a module, so that `harness` is found
without changing where Python looks for modules:

    /usr/bin/python3 -m scripts.migrations [VARIANT] [RUNS]   (default: reference 4)
    /usr/bin/python3 -m scripts.migrations --console [VARIANT] [RUNS]

Boots VARIANT (base/ or base/ + bugs/VARIANT.patch) with gdb attached,
breaks in profsample, and types proftest RUNS times in one boot.  At
every user sample it reads the hart ($tp), the process's pid and the
sampled pc; kernel-profile samples (lo >= KERNBASE) are skipped.  For
each run, the hot loop is the first profile of the proftest process
itself (its first 30-tick loop); a migration is a sample taken on
another hart than the one before it.  Prints, per run, the harts in
order, the count of migrations, and proftest's own hot-loop line.

With --console, no gdb: proftest is typed RUNS times in one boot and
its hot-loop lines are printed.  On sepc_after_yield, whose sample
reads the live sepc after yield(), a sample taken after the process
moved hart reads that hart's scheduler pc and counts as outside the
range: there "samples - in range" counts the migrations without any
debugger in the way.

A gdb stop halts every hart and QEMU's virtual clock with them, so the
timers keep their phases; what the stops do change is the host's
scheduling of the vCPU threads.  Figures are a measurement of this
machine on this day, not a test.
"""
import re
import sys
import tempfile
from pathlib import Path

from harness.build import build_variant
from harness.errors import DebuggerTimeout
from harness.machine.debugger import Debugger
from harness.machine.qemu import Machine

KERNBASE = 0x80000000
DONE = re.compile(r"proftest: (ALL OK|\d+ FAILED)")
HOT_LINE = re.compile(r"proftest: hot loop: .*")
HOT_FIGURES = re.compile(r"proftest: hot loop: (\d+) samples, (\d+) in range, (\d+) in hot\(\)")


def samples_of_one_run(debugger, machine, mark):
    """(hart, pid, profile page, pc) of every user sample until proftest
    ends, its console output starting at offset mark."""
    seen = []
    machine.send("proftest\n")
    while True:
        try:
            stop = debugger.cont(timeout=2)
        except DebuggerTimeout:
            machine.catch_up()
            if DONE.search(machine.console_text()[mark:]):
                return seen
            continue
        hart = stop["thread"] - 1
        page = debugger.eval_int("pr")
        if debugger.eval_int("pr->lo") >= KERNBASE:
            continue
        seen.append((hart, debugger.eval_int("cpus[$tp].proc->pid"), page,
                     debugger.eval_int("pc")))


def hot_loop(samples):
    """The samples of the first profile of the first pid seen (proftest itself)."""
    if not samples:
        return []
    pid = samples[0][1]
    first_page = next(page for _, p, page, _ in samples if p == pid)
    loop = []
    for hart, p, page, pc in samples:
        if p != pid:
            continue
        if page != first_page:
            break
        loop.append((hart, pc))
    return loop


def console_only(build, variant, runs, scratch):
    """proftest RUNS times in one boot, no gdb: each run's hot-loop figures."""
    outside = total = 0
    with Machine(build.kernel, build.fs_image, scratch) as machine:
        for run in range(1, runs + 1):
            output = machine.run("proftest", timeout=300)
            line = HOT_FIGURES.search(output)
            if line is None:
                raise SystemExit(f"proftest printed no hot loop line:\n{output}")
            samples, in_range, in_hot = map(int, line.groups())
            outside += samples - in_range
            total += samples
            print(f"{variant} run {run}: {line[0]}", flush=True)
    print(f"{variant}: {outside} of {total} hot-loop samples outside the range, "
          f"{runs} runs", flush=True)


def main():
    args = sys.argv[1:]
    console = "--console" in args
    args = [arg for arg in args if arg != "--console"]
    variant = args[0] if args else "reference"
    runs = int(args[1]) if len(args) > 1 else 4
    if console:
        with tempfile.TemporaryDirectory(prefix="profclinic-migrations-") as scratch:
            build = build_variant(variant, log_path=Path(scratch) / "build.log")
            console_only(build, variant, runs, Path(scratch))
        return
    with tempfile.TemporaryDirectory(prefix="profclinic-migrations-") as scratch:
        scratch = Path(scratch)
        build = build_variant(variant, log_path=scratch / "build.log")
        with Machine(build.kernel, build.fs_image, scratch, gdb=True) as machine:
            with Debugger(build.kernel, machine.gdb_socket, scratch, machine=machine) as debugger:
                debugger.break_at("profsample")
                total_moves = total_samples = 0
                for run in range(1, runs + 1):
                    mark = len(machine.console_text())
                    loop = hot_loop(samples_of_one_run(debugger, machine, mark))
                    harts = [hart for hart, _ in loop]
                    moves = sum(a != b for a, b in zip(harts, harts[1:]))
                    total_moves += moves
                    total_samples += len(loop)
                    line = HOT_LINE.search(machine.console_text()[mark:])
                    print(f"{variant} run {run}: {len(loop)} samples, {moves} migrations; "
                          f"harts {''.join(map(str, harts))}; "
                          f"{line[0] if line else 'no hot loop line'}", flush=True)
        print(f"{variant}: {total_moves} migrations in {total_samples} hot-loop samples, "
              f"{runs} runs", flush=True)


if __name__ == "__main__":
    main()
