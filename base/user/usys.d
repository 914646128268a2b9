user/usys.o: user/usys.S kernel/syscall.h
