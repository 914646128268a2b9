user/ln.o: user/ln.c kernel/types.h kernel/stat.h user/user.h
