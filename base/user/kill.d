user/kill.o: user/kill.c kernel/types.h kernel/stat.h user/user.h
