kernel/swtch.o: kernel/swtch.S
