user/wc.o: user/wc.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 user/user.h
