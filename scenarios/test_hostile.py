"""Hostile user programs must not panic the kernel (base/user/hostile.c).

Each probe that could panic gets a boot of its own, so that one panic
does not hide the others; then one boot runs every probe, the random
system-call fuzz and usertests -q under a kernel profile, one after the
other, to show the system is still whole afterwards, and that usertests
passes with the kernel profile on all three harts throughout.

Each probe once panicked the kernel (the panic is named beside it
below); the rule that now refuses it is in the kernel's comments.
"""

import re

import pytest

from support import prof_report

pytestmark = pytest.mark.parametrize("variant", ["reference"])

PROBE_TIMEOUT = 900       # seconds; links, the longest, stops linking after 300
FUZZ_SECONDS = 20
USERTESTS_TIMEOUT = 900

FREE_PAGES = re.compile(r"^hostile: free pages (\d+) before, (\d+) after$", re.M)


# The probes that could panic, and what they did before the kernel
# refused them.  textwrite and fstat cannot panic; `hostile all` runs them.
PANIC_PROBES = [
    "deldir",     # open("..") in a removed cwd: 'ilock: inode is free on disk'
    "killinit",   # kill(1) returned 0, then 'init exiting'
    "itable",     # 60 cwds at once: 'iget: inode table full'
    "links",      # nlink, a short, wrapped after 32767 links; then unlink panicked
    "bcache",     # with a smaller NBUF, readers got 'recycle: every buffer is in use'
]
ALL_PROBES = ["deldir", "killinit", "itable", "links", "bcache", "textwrite", "fstat"]


def check_run(machine, command, probes, timeout):
    """Run a hostile command: each probe's OK line, ALL OK, and as many
    free pages after as before."""
    output = machine.run(command, timeout=timeout)
    lines = output.splitlines()
    context = f"`{command}` printed:\n{output}\nconsole: {machine.log_path}"
    for probe in probes:
        assert f"hostile: {probe}: OK" in lines, context
    pages = FREE_PAGES.search(output)
    assert pages, context
    assert pages[1] == pages[2], f"pages lost: {context}"
    assert "hostile: ALL OK" in lines, context


@pytest.mark.parametrize("probe", PANIC_PROBES)
def test_probe(machine, probe):
    """One probe on a fresh boot: its OK line, no leak, and the shell still answers."""
    check_run(machine, f"hostile {probe}", [probe], PROBE_TIMEOUT)
    assert machine.run("echo alive") == "alive"


@pytest.mark.slow
def test_all_fuzz_then_usertests_under_a_kernel_profile(machine):
    """In one boot: every probe, the random system-call fuzz, then
    usertests -q under prof -k (one long boot for both: make test's time)."""
    check_run(machine, "hostile all", ALL_PROBES, PROBE_TIMEOUT)
    check_run(machine, f"hostile fuzz {FUZZ_SECONDS}", ["fuzz"], FUZZ_SECONDS + PROBE_TIMEOUT)
    output = machine.run("prof -k usertests -q", timeout=USERTESTS_TIMEOUT)
    assert "ALL TESTS PASSED" in output, f"console: {machine.log_path}"
    ticks, summary, functions = prof_report(output)
    assert int(summary[1]) >= ticks, output       # three harts, about one sample a tick each
    assert summary[2] == "0", output              # none outside the kernel's text
    assert functions, output
