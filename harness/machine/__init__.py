"""One boot's processes: QEMU, its serial console, and gdb.

Everything that talks to a running machine is here; nothing here knows
what a scenario or a check is.  The pure rules of what it prints are
harness/text/.

- cmdline:  QEMU's command line for base/'s kind of machine, and its version;
- qemu:     one QEMU machine running a kernel, and its serial console;
- consolelog: where a machine's console is kept as it is read, up to a cap;
- cputime:  what a process has had of the CPU so far, from /proc;
- debugger: gdb attached to a running machine, spoken to through MI;
- reach:    how often code is reached in a boot, counted by gdb without stopping;
- boot:     one boot: the one owner of its machine, its gdb and its event log.
"""
