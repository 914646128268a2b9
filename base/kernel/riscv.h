// RISC-V privileged architecture: control registers, their bits, and
// Sv39 page-table entries.  Everything here is a static inline or a
// constant, so the header costs nothing where it is not used.
#ifndef RISCV_H
#define RISCV_H
#ifndef __ASSEMBLER__
#include "types.h"

// r_NAME() reads control register NAME, w_NAME(x) writes it.  The
// assembler knows most names; Sstc's stimecmp and menvcfg are given by
// number because older binutils do not.
#define CSR_READER(name, csr)                                   \
  static inline uint64 r_##name(void) {                         \
    uint64 v; asm volatile("csrr %0, " #csr : "=r"(v)); return v; }
#define CSR_WRITER(name, csr)                                   \
  static inline void w_##name(uint64 v) {                       \
    asm volatile("csrw " #csr ", %0" : : "r"(v)); }
#define CSR_ACCESSORS(name, csr) CSR_READER(name, csr) CSR_WRITER(name, csr)

CSR_READER(mhartid, mhartid)
CSR_ACCESSORS(mstatus, mstatus)
CSR_ACCESSORS(mepc, mepc)
CSR_ACCESSORS(medeleg, medeleg)
CSR_ACCESSORS(mideleg, mideleg)
CSR_ACCESSORS(mie, mie)
CSR_ACCESSORS(mcounteren, mcounteren)
CSR_ACCESSORS(menvcfg, 0x30a)
CSR_ACCESSORS(pmpcfg0, pmpcfg0)
CSR_ACCESSORS(pmpaddr0, pmpaddr0)

CSR_ACCESSORS(sstatus, sstatus)
CSR_ACCESSORS(sip, sip)
CSR_ACCESSORS(sie, sie)
CSR_ACCESSORS(sepc, sepc)
CSR_ACCESSORS(stvec, stvec)
CSR_ACCESSORS(sscratch, sscratch)
CSR_READER(scause, scause)
CSR_READER(stval, stval)
CSR_ACCESSORS(satp, satp)
CSR_ACCESSORS(stimecmp, 0x14d)
CSR_READER(time, time)

// mstatus: the privilege mode that mret returns to.
#define MSTATUS_MPP_MASK (3L << 11)
#define MSTATUS_MPP_S    (1L << 11)

// sstatus bits.
#define SSTATUS_SIE  (1L << 1)   // supervisor interrupts enabled
#define SSTATUS_SPIE (1L << 5)   // SIE before the last trap
#define SSTATUS_SPP  (1L << 8)   // 1 if the last trap came from supervisor mode

// sie / sip bits.
#define SIE_SSIE (1L << 1)       // software
#define SIE_STIE (1L << 5)       // timer
#define SIE_SEIE (1L << 9)       // external (PLIC)

// menvcfg: let supervisor mode use stimecmp (Sstc).
#define MENVCFG_STCE (1L << 63)
// mcounteren: let supervisor mode read the time counter.
#define MCOUNTEREN_TM (1L << 1)

// scause values this kernel tells apart.
#define SCAUSE_INTERRUPT       (1L << 63)
#define SCAUSE_S_TIMER         (SCAUSE_INTERRUPT | 5)
#define SCAUSE_S_EXTERNAL      (SCAUSE_INTERRUPT | 9)
#define SCAUSE_ECALL_U         8
#define SCAUSE_INST_PAGE_FAULT 12
#define SCAUSE_LOAD_PAGE_FAULT 13
#define SCAUSE_STORE_PAGE_FAULT 15

static inline void intr_on(void)  { w_sstatus(r_sstatus() | SSTATUS_SIE); }
static inline void intr_off(void) { w_sstatus(r_sstatus() & ~SSTATUS_SIE); }
static inline int  intr_get(void) { return (r_sstatus() & SSTATUS_SIE) != 0; }

static inline uint64 r_sp(void) { uint64 v; asm volatile("mv %0, sp" : "=r"(v)); return v; }
// tp holds this hart's id while in the kernel (set in start, kept in the trapframe).
static inline uint64 r_tp(void) { uint64 v; asm volatile("mv %0, tp" : "=r"(v)); return v; }
static inline void w_tp(uint64 v) { asm volatile("mv tp, %0" : : "r"(v)); }
static inline uint64 r_ra(void) { uint64 v; asm volatile("mv %0, ra" : "=r"(v)); return v; }

// Forget all cached translations.
static inline void sfence_vma(void) { asm volatile("sfence.vma zero, zero"); }

#endif // __ASSEMBLER__

// Sv39 paging.
#define PGSIZE 4096
#define PGSHIFT 12
#define PGROUNDUP(a)   (((a) + PGSIZE - 1) & ~(uint64)(PGSIZE - 1))
#define PGROUNDDOWN(a) ((a) & ~(uint64)(PGSIZE - 1))

#define SATP_SV39 (8L << 60)
#define MAKE_SATP(pagetable) (SATP_SV39 | (((uint64)(pagetable)) >> PGSHIFT))

#define PTE_V (1L << 0)
#define PTE_R (1L << 1)
#define PTE_W (1L << 2)
#define PTE_X (1L << 3)
#define PTE_U (1L << 4)

#define PA2PTE(pa) ((((uint64)(pa)) >> PGSHIFT) << 10)
#define PTE2PA(pte) (((pte) >> 10) << PGSHIFT)
#define PTE_FLAGS(pte) ((pte) & 0x3FF)

// The three 9-bit indexes of a virtual address, level 2 at the top.
#define PX(level, va) ((((uint64)(va)) >> (PGSHIFT + 9*(level))) & 0x1FF)

// One bit less than Sv39 allows, so that addresses need no sign extension.
#define MAXVA (1L << (9 + 9 + 9 + 12 - 1))

#endif
