user/umalloc.o: user/umalloc.c kernel/types.h kernel/stat.h user/user.h
