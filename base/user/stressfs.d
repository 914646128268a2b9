user/stressfs.o: user/stressfs.c kernel/types.h kernel/stat.h \
 kernel/fcntl.h user/user.h
