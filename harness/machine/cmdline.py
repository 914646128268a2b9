"""QEMU's command line for a machine of base/'s kind (3 harts, 128 MiB, virtio disk)."""

import functools
import os
import shlex
import subprocess

from harness import tools

QEMU = "qemu-system-riscv64"

# The guest clocks a run may use, by name.  "plain" is QEMU's default: the
# guest's time follows the host's, and each hart runs on its own host
# thread.  "icount<S>" counts instructions instead: each instruction is
# 2**S ns of guest time, all harts run in turn on one host thread, and
# with sleep=off an idle machine jumps to its next timer at once.
# "single" keeps plain time but runs all harts in turn on one host thread,
# so that a QEMU takes one core: tried for boots side by side.
# docs/maintainer.md, "The guest clock", says why runs use plain.
CLOCKS = {
    "plain": [],
    "single": ["-accel", "tcg,thread=single"],
    "icount0": ["-icount", "shift=0,sleep=off"],
    "icount4": ["-icount", "shift=4,sleep=off"],
    "icount4-sleep": ["-icount", "shift=4,sleep=on"],
}
DEFAULT_CLOCK = "plain"


def clock_name():
    """The clock of this process's runs: PROFCLINIC_CLOCK, else the default."""
    name = os.environ.get("PROFCLINIC_CLOCK", DEFAULT_CLOCK)
    if name not in CLOCKS:
        raise ValueError(f"PROFCLINIC_CLOCK={name!r}: not a clock; known: {', '.join(CLOCKS)}")
    return name


HARTS = 3   # the machine's harts (-smp): the lab's kernel runs on three


def qemu_argv(kernel, disk, *, cpus=HARTS, memory="128M", qemu=QEMU, gdb_socket=None,
              halted=False):
    """The QEMU command line of base/Makefile's qemu target, on the given disk.

    gdb_socket: also serve gdb on that unix socket (no TCP port), without
    waiting for it; halted: start with the harts stopped, for gdb to start.
    """
    drive = str(disk).replace(",", ",,")   # QEMU's escape for a comma
    argv = [
        qemu, "-machine", "virt", "-bios", "none",
        "-kernel", str(kernel), "-m", memory,
        "-smp", str(cpus), "-nographic",
        "-global", "virtio-mmio.force-legacy=false",
        "-drive", f"file={drive},if=none,format=raw,id=x0",
        "-device", "virtio-blk-device,drive=x0,bus=virtio-mmio-bus.0",
    ]
    argv += CLOCKS[clock_name()]
    if gdb_socket is not None:
        path = str(gdb_socket).replace(",", ",,")
        argv += ["-gdb", f"unix:path={path},server=on,wait=off"]
    if halted:
        argv.append("-S")
    return argv


@functools.cache
def qemu_version(qemu=QEMU):
    """The first line of `qemu --version`, e.g. "QEMU emulator version 7.2.22 (...)"."""
    tools.require(qemu)
    done = subprocess.run([qemu, "--version"], capture_output=True, text=True, timeout=30)
    return (done.stdout.splitlines() or ["(no version)"])[0]


def machine_description(qemu=QEMU):
    """What a measured rate depends on besides the kernels and the scenario:
    QEMU's version and the command line (clock included), without the run's
    own paths."""
    return qemu_version(qemu) + "\n" + shlex.join(qemu_argv("KERNEL", "DISK", qemu=qemu))
