user/rm.o: user/rm.c kernel/types.h kernel/stat.h user/user.h
