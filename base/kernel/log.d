kernel/log.o: kernel/log.c kernel/types.h kernel/param.h \
 kernel/spinlock.h kernel/sleeplock.h kernel/riscv.h kernel/defs.h \
 kernel/fs.h kernel/buf.h
