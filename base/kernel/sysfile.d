kernel/sysfile.o: kernel/sysfile.c kernel/types.h kernel/riscv.h \
 kernel/defs.h kernel/param.h kernel/stat.h kernel/spinlock.h \
 kernel/proc.h kernel/fs.h kernel/sleeplock.h kernel/file.h \
 kernel/fcntl.h
