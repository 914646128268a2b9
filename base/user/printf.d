user/printf.o: user/printf.c kernel/types.h kernel/stat.h user/user.h \
 /usr/lib/gcc/riscv64-unknown-elf/12.2.0/include/stdarg.h
