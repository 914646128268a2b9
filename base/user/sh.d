user/sh.o: user/sh.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 user/user.h
