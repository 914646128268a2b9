"""QEMU's command line for a machine of base/'s kind (3 harts, 128 MiB, virtio disk)."""

QEMU = "qemu-system-riscv64"


def qemu_argv(kernel, disk, *, cpus=3, memory="128M", qemu=QEMU, gdb_socket=None,
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
    if gdb_socket is not None:
        path = str(gdb_socket).replace(",", ",,")
        argv += ["-gdb", f"unix:path={path},server=on,wait=off"]
    if halted:
        argv.append("-S")
    return argv
