kernel/fs.o: kernel/fs.c kernel/types.h kernel/riscv.h kernel/defs.h \
 kernel/param.h kernel/stat.h kernel/spinlock.h kernel/proc.h \
 kernel/sleeplock.h kernel/fs.h kernel/buf.h kernel/file.h
