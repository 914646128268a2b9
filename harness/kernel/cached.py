"""What a build in the cache gives the pages made of recorded runs: the
caller of harness/reports/transcripts.py passes these, so that rendering
itself reads no build.

- interrupt_marks(variant, source_key): where that kernel turns
  interrupts back on (the kernel profile's figure marks them);
- program_symbols(variant, source_key, program): a user program's
  symbols, or the kernel's (a sample's function, with its offset).

Each gives None when the variant is not built, or was built of other
sources than the run's (source_key), or what it needs is missing.
"""

from pathlib import Path

from harness.build import CACHE, KEY_FILE
from harness.errors import HarnessError
from harness.kernel.binary import Binaries
from harness.kernel.symbols import Symbols


def cached_build(variant, source_key=None):
    """The variant's build folder in the cache, or None (see the module's text).
    Given the run's source_key, a build of another kernel than base/
    (.build/kernel-<name>[-<bug>]/) of that key serves too."""
    folders = [Path(CACHE) / variant]
    if source_key:
        folders += sorted(Path(CACHE).glob("kernel-*"))
    for folder in folders:
        key_file = folder / KEY_FILE
        if key_file.is_file() and (not source_key
                                   or key_file.read_text().strip() == source_key):
            return folder
    return None


def interrupt_marks(variant, source_key=None):
    """(address, function) of each instruction right after the kernel turns
    interrupts on, or None: no build, objdump missing, or other sources."""
    folder = cached_build(variant, source_key)
    if folder is None:
        return None
    try:
        return Binaries(folder).after_sie_on()
    except (HarnessError, OSError):   # no objdump, no kernel: the marks are left out
        return None


def program_symbols(variant, source_key, program):
    """The Symbols of a user program of the build (the kernel's for program
    None), or None: no such build or program."""
    folder = cached_build(variant, source_key)
    if folder is None:
        return None
    path = (folder / "kernel" / "kernel.sym" if program is None
            else folder / "user" / f"_{program}.sym")
    try:
        return Symbols(path)
    except (OSError, ValueError):
        return None
