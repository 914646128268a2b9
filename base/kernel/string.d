kernel/string.o: kernel/string.c kernel/types.h
