kernel/trampoline.o: kernel/trampoline.S kernel/riscv.h \
 kernel/memlayout.h
