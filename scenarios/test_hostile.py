"""Hostile user programs must not panic the kernel (base/user/hostile.c).

Each probe that could panic gets a boot of its own, so that one panic
does not hide the others.  Every probe and the random system-call fuzz
also run one after the other at the start of the handout's §5 boot
(test_profiler.py), whose proftests and usertests show the system is
still whole afterwards.

Each probe once panicked the kernel (the panic is named beside it
below); the rule that now refuses it is in the kernel's comments.
"""

import pytest

from support import ALL_PROBES, check_hostile

pytestmark = pytest.mark.parametrize("variant", ["reference"])

# The probes that could panic, and what they did before the kernel
# refused them.  textwrite and fstat cannot panic; `hostile all` runs them.
PANIC_PROBES = [
    "deldir",     # open("..") in a removed cwd: 'ilock: inode is free on disk'
    "killinit",   # kill(1) returned 0, then 'init exiting'
    "itable",     # 60 cwds at once: 'iget: inode table full'
    "links",      # nlink, a short, wrapped after 32767 links; then unlink panicked
    "bcache",     # with a smaller NBUF, readers got 'recycle: every buffer is in use'
]
assert set(PANIC_PROBES) <= set(ALL_PROBES)


@pytest.mark.parametrize("probe", PANIC_PROBES)
def test_probe(machine, probe):
    """One probe on a fresh boot: its OK line, no leak, and the shell still answers."""
    check_hostile(machine, f"hostile {probe}", [probe])
    assert machine.run("echo alive") == "alive"
