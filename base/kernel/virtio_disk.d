kernel/virtio_disk.o: kernel/virtio_disk.c kernel/types.h kernel/riscv.h \
 kernel/defs.h kernel/param.h kernel/memlayout.h kernel/spinlock.h \
 kernel/sleeplock.h kernel/fs.h kernel/buf.h kernel/virtio.h
