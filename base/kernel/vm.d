kernel/vm.o: kernel/vm.c kernel/param.h kernel/types.h kernel/memlayout.h \
 kernel/riscv.h kernel/defs.h
