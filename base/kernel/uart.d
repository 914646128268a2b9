kernel/uart.o: kernel/uart.c kernel/types.h kernel/param.h \
 kernel/memlayout.h kernel/riscv.h kernel/spinlock.h kernel/defs.h
