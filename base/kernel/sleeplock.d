kernel/sleeplock.o: kernel/sleeplock.c kernel/types.h kernel/riscv.h \
 kernel/defs.h kernel/param.h kernel/memlayout.h kernel/spinlock.h \
 kernel/proc.h kernel/sleeplock.h
