"""Hostile user programs must not panic the kernel (base/user/hostile.c).

Each probe that could panic gets a boot of its own, so that one panic
does not hide the others; then one boot runs every probe, the random
system-call fuzz and usertests one after the other, to show the system
is still whole afterwards.

The reference kernel does not survive them yet: the marks below name
the fix each one waits for, and come off when the fixes are merged.
"""

import re

import pytest

from harness.errors import KernelPanic

pytestmark = pytest.mark.parametrize("variant", ["reference"])

PROBE_TIMEOUT = 900       # seconds; links, the longest, stops linking after 300
FUZZ_SECONDS = 20
USERTESTS_TIMEOUT = 900

FREE_PAGES = re.compile(r"^hostile: free pages (\d+) before, (\d+) after$", re.M)


def waits_for(fix, raises):
    """Expected to fail, raising `raises`, until the kernel has `fix`."""
    return pytest.mark.xfail(strict=True, raises=raises, reason=f"waits for the fix: {fix}")


# How each fails today: the panic the machine layer raises, or the probe's FAIL line.
DELDIR = waits_for("lookups and new entries in a removed directory fail; today open(\"..\") "
                   "there panics with 'ilock: inode is free on disk'", KernelPanic)
KILLINIT = waits_for("kill(1) returns -1; today init is killed and the kernel panics "
                     "with 'init exiting'", KernelPanic)
ITABLE = waits_for("iget fails (and so mkdir, chdir, open) when the inode table is full; "
                   "today 'iget: inode table full' panics", KernelPanic)
LINKS = waits_for("link fails at MAXLINK from kernel/param.h; today there is none and the "
                  "probe fails at once (nlink, a short, would wrap after 32767 links, and the "
                  "next unlink panic in remove_entry)", AssertionError)
BCACHE = waits_for("bget waits for a free buffer; today 'recycle: every buffer is in use' "
                   "panics", KernelPanic)
EVERY_FIX = waits_for("all of the above, W^X (read() into text and stores to it fail; today "
                      "both succeed) and fstat zeroing the padding of struct stat (today "
                      "kernel stack bytes)", (KernelPanic, AssertionError))

# The probes that could panic, each with the fix it waits for.
# textwrite and fstat cannot; `hostile all` runs them.
PANIC_PROBES = [
    pytest.param("deldir", marks=DELDIR),
    pytest.param("killinit", marks=KILLINIT),
    pytest.param("itable", marks=ITABLE),
    pytest.param("links", marks=LINKS),
    pytest.param("bcache", marks=BCACHE),
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


@EVERY_FIX
def test_all_fuzz_then_usertests(machine):
    """In one boot: every probe, the random system-call fuzz, then usertests."""
    check_run(machine, "hostile all", ALL_PROBES, PROBE_TIMEOUT)
    check_run(machine, f"hostile fuzz {FUZZ_SECONDS}", ["fuzz"], FUZZ_SECONDS + PROBE_TIMEOUT)
    usertests = machine.run("usertests -q", timeout=USERTESTS_TIMEOUT)
    assert "ALL TESTS PASSED" in usertests, f"console: {machine.log_path}"
