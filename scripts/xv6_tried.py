"""What each clinic's bug does on xv6-riscv, with profclinic's port: one boot a case.

A one-off research tool, not part of the harness's command line, until
the clinics run on xv6-riscv themselves.  Run it from the repository's
root, as a module, with a clone of mit-pdos/xv6-riscv:

    XV6=DIR /usr/bin/python3 -m scripts.xv6_tried [CASE ...]

Each case builds xv6-riscv with the port and a clinic's patch for it
(kernels/xv6-riscv.toml), boots it once, types the case's commands
(a leading & runs one in the background), and prints proftest's and
prof's lines, usertests' end, and any panic.  The cases: reference,
clockintr_sampling (four proftests), sepc_after_yield (proftest, then
under three greps), no_range_check-8 and no_range_check-2 (the kernel
profile of usertests, 8-byte and 2-byte buckets placed after pop_off),
free_on_exec, dump_in_freeproc.  Logs: /tmp/xv6tried/<case>/.
"""

import re
import sys
import time
from pathlib import Path

from harness.expected.kernels import load_kernel
from harness.kernel.symbols import symbol_table
from harness.kernel.tree import build_described
from harness.machine.boot import Boot

XV6 = load_kernel("xv6-riscv")
LOGS = Path("/tmp/xv6tried")
KEEP = re.compile(r"^(proftest: .*(FAIL|figures|hot loop|samples|free pages|ALL OK|FAILED).*"
                  r"|prof: .*|panic: .*|scause.*|.*TESTS.*|.*FAILED.*|usertrap.*|  \d+% .*)$")


def tried(name, bug, steps):
    """Boot xv6-riscv with the bug's patch (None: the port alone), type the
    steps (a function of the build gives its command), print what it kept."""
    build = build_described(XV6, bug)
    began = time.monotonic()
    shown = []
    try:
        with Boot(build, LOGS / name) as boot:
            for step in steps:
                if callable(step):
                    step = step(build)
                if step.startswith("&"):
                    boot.machine.start_background(step[1:])
                    continue
                said = boot.machine.run(step, timeout=400)
                shown += [f"  $ {step}"] + ["    " + line for line in said.splitlines()
                                            if KEEP.match(line)]
    except Exception as error:     # noqa: BLE001 -- a panic, a hang: what the bug did
        shown.append(f"    ended: {type(error).__name__}: {str(error).splitlines()[0]}")
    print(f"== {name} ({time.monotonic() - began:.0f} s)")
    print("\n".join(shown), flush=True)


def eight(build):
    """As no_range_check's scenario: 8-byte buckets from just after pop_off."""
    lo = (symbol_table(build.source, build.names).end("pop_off") + 7) // 8 * 8
    return f"prof -k {hex(lo)} {hex(lo + 7936)} -s 3 usertests -q"


def two(build):
    """As no_range_check's scenario: 256 2-byte buckets ending just above pop_off."""
    hi = (symbol_table(build.source, build.names).end("pop_off") + 0xff) // 0x100 * 0x100
    return f"prof -k {hex(hi - 0x200)} {hex(hi)} -s 1 usertests -q"


HOGS = ["cat README README README README README README README README > b1",
        "&grep .*.*.*z b1 > o1", "&grep .*.*.*z b1 > o2", "&grep .*.*.*z b1 > o3", "proftest"]
CASES = {
    "reference": (None, ["proftest"] + HOGS),
    "clockintr_sampling": ("clockintr_sampling", ["proftest"] * 4),
    "sepc_after_yield": ("sepc_after_yield", ["proftest"] + HOGS),
    "no_range_check-8": ("no_range_check", [eight]),
    "no_range_check-2": ("no_range_check", [two]),
    "free_on_exec": ("free_on_exec", ["proftest", "prof grep .*.*.*z README > o"]),
    "dump_in_freeproc": ("dump_in_freeproc", ["proftest"]),
}
if __name__ == "__main__":
    for case in sys.argv[1:] or CASES:
        tried(case, *CASES[case])
