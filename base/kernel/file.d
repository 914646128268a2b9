kernel/file.o: kernel/file.c kernel/types.h kernel/riscv.h kernel/defs.h \
 kernel/param.h kernel/fs.h kernel/spinlock.h kernel/sleeplock.h \
 kernel/file.h kernel/stat.h kernel/proc.h
