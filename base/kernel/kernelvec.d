kernel/kernelvec.o: kernel/kernelvec.S
