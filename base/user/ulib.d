user/ulib.o: user/ulib.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 user/user.h
