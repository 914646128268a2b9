user/mkdir.o: user/mkdir.c kernel/types.h kernel/stat.h user/user.h
