kernel/console.o: kernel/console.c kernel/types.h kernel/param.h \
 kernel/spinlock.h kernel/sleeplock.h kernel/fs.h kernel/file.h \
 kernel/memlayout.h kernel/riscv.h kernel/defs.h kernel/proc.h
