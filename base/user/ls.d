user/ls.o: user/ls.c kernel/types.h kernel/stat.h kernel/fcntl.h \
 kernel/fs.h kernel/types.h kernel/param.h user/user.h
