user/init.o: user/init.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 user/user.h
