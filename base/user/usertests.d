user/usertests.o: user/usertests.c kernel/types.h kernel/stat.h \
 kernel/fcntl.h kernel/fs.h kernel/types.h kernel/param.h kernel/riscv.h \
 kernel/memlayout.h user/user.h
