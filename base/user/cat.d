user/cat.o: user/cat.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 user/user.h
