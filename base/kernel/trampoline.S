# The trampoline page: the code that switches between user space and
# the kernel.  It is mapped at TRAMPOLINE in the kernel's page table and
# in every user page table, at the same address, so it keeps running
# while satp changes under it.  It is not user-accessible.
#
# TRAPFRAME (just below it in a user address space) is the process's
# struct trapframe; the offsets below are those of proc.h.

#include "riscv.h"
#include "memlayout.h"

        .section trampsec
        .globl trampoline
        .globl usertrap
trampoline:
        .align 4
        .globl uservec
uservec:
        # A trap from user mode lands here (stvec), still on the user
        # page table and with every register holding user values.
        #
        # 1. Free one register: park a0 in sscratch, point a0 at TRAPFRAME.
        csrw sscratch, a0
        li a0, TRAPFRAME

        # 2. Save the user registers x1 .. x31 into the trapframe.
        sd ra, 40(a0)
        sd sp, 48(a0)
        sd gp, 56(a0)
        sd tp, 64(a0)
        sd t0, 72(a0)
        sd t1, 80(a0)
        sd t2, 88(a0)
        sd s0, 96(a0)
        sd s1, 104(a0)
        sd a1, 120(a0)
        sd a2, 128(a0)
        sd a3, 136(a0)
        sd a4, 144(a0)
        sd a5, 152(a0)
        sd a6, 160(a0)
        sd a7, 168(a0)
        sd s2, 176(a0)
        sd s3, 184(a0)
        sd s4, 192(a0)
        sd s5, 200(a0)
        sd s6, 208(a0)
        sd s7, 216(a0)
        sd s8, 224(a0)
        sd s9, 232(a0)
        sd s10, 240(a0)
        sd s11, 248(a0)
        sd t3, 256(a0)
        sd t4, 264(a0)
        sd t5, 272(a0)
        sd t6, 280(a0)
        csrr t0, sscratch
        sd t0, 112(a0)          # the user's a0

        # 3. Load what the kernel needs: its stack, the hart id, and
        #    where to go.
        ld sp, 8(a0)            # kernel_sp
        ld tp, 32(a0)           # kernel_hartid
        ld t0, 16(a0)           # kernel_trap: usertrap()
        ld t1, 0(a0)            # kernel_satp

        # 4. Switch to the kernel page table, dropping stale translations
        #    on both sides of the switch.
        sfence.vma zero, zero
        csrw satp, t1
        sfence.vma zero, zero

        # 5. Into usertrap(), which does not return here.
        jr t0

        .globl userret
userret:
        # userret(satp): called by usertrapret() in the kernel's page
        # table, with a0 = the user page table to switch to.
        #
        # 1. Switch to the user page table.
        sfence.vma zero, zero
        csrw satp, a0
        sfence.vma zero, zero

        # 2. Restore the user registers from the trapframe, a0 last.
        li a0, TRAPFRAME
        ld ra, 40(a0)
        ld sp, 48(a0)
        ld gp, 56(a0)
        ld tp, 64(a0)
        ld t0, 72(a0)
        ld t1, 80(a0)
        ld t2, 88(a0)
        ld s0, 96(a0)
        ld s1, 104(a0)
        ld a1, 120(a0)
        ld a2, 128(a0)
        ld a3, 136(a0)
        ld a4, 144(a0)
        ld a5, 152(a0)
        ld a6, 160(a0)
        ld a7, 168(a0)
        ld s2, 176(a0)
        ld s3, 184(a0)
        ld s4, 192(a0)
        ld s5, 200(a0)
        ld s6, 208(a0)
        ld s7, 216(a0)
        ld s8, 224(a0)
        ld s9, 232(a0)
        ld s10, 240(a0)
        ld s11, 248(a0)
        ld t3, 256(a0)
        ld t4, 264(a0)
        ld t5, 272(a0)
        ld t6, 280(a0)
        ld a0, 112(a0)

        # 3. Back to user mode at sepc, which usertrapret set.
        sret
