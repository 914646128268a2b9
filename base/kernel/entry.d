kernel/entry.o: kernel/entry.S
