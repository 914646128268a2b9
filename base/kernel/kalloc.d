kernel/kalloc.o: kernel/kalloc.c kernel/types.h kernel/param.h \
 kernel/memlayout.h kernel/spinlock.h kernel/riscv.h kernel/defs.h
