# The first instructions every hart runs, in machine mode, with paging
# off.  QEMU starts all harts at 0x80000000 with a0 = hart id.
#
#   1. Give this hart its own boot stack: bootstacks + (hartid+1)*BOOTSTACK.
#   2. Call start() in start.c, which never returns.
#define BOOTSTACK 4096

        .section .text.entry
        .global _entry
_entry:
        csrr a1, mhartid
        addi a1, a1, 1
        li a0, BOOTSTACK
        mul a0, a0, a1
        la sp, bootstacks
        add sp, sp, a0
        call start
hang:
        wfi
        j hang
