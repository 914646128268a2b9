user/forktest.o: user/forktest.c kernel/types.h kernel/stat.h user/user.h
