"""Finding the programs the harness runs.

Each tool it needs comes from a Debian package; when a tool is missing,
the error names that package (and `make setup`, which installs them all).
"""

import os
import shutil

from harness.errors import ToolMissing

DEBIAN_PACKAGE = {
    "qemu-system-riscv64": "qemu-system-misc",
    "riscv64-unknown-elf-gcc": "gcc-riscv64-unknown-elf",
    "riscv64-linux-gnu-gcc": "gcc-riscv64-linux-gnu",
    "gdb-multiarch": "gdb-multiarch",
    "make": "make",
    "gcc": "gcc",
    "patch": "patch",
}

# base/Makefile takes the first of these that is on PATH.
CROSS_COMPILERS = ("riscv64-unknown-elf-gcc", "riscv64-linux-gnu-gcc", "riscv64-elf-gcc")


def require(tool):
    """The path of `tool` (a name looked up on PATH, or a path); ToolMissing if absent."""
    if os.sep in tool:
        if os.access(tool, os.X_OK):
            return tool
        raise ToolMissing(f"{tool} is not an executable file")
    found = shutil.which(tool)
    if found is None:
        package = DEBIAN_PACKAGE.get(tool)
        advice = f"install Debian's {package} (`make setup` does)" if package else "install it"
        raise ToolMissing(f"{tool} is not on PATH: {advice}")
    return found


def require_cross_compiler():
    """The path of a RISC-V cross gcc that base/Makefile will pick."""
    for name in CROSS_COMPILERS:
        found = shutil.which(name)
        if found is not None:
            return found
    raise ToolMissing(
        f"no RISC-V cross compiler on PATH (tried {', '.join(CROSS_COMPILERS)}): "
        f"install Debian's {DEBIAN_PACKAGE['riscv64-unknown-elf-gcc']} (`make setup` does)"
    )
