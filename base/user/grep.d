user/grep.o: user/grep.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 user/user.h
