// Machine-mode set-up, run once on each hart straight from entry.S.
// It hands every trap and interrupt to supervisor mode, arms the hart's
// timer (Sstc: stimecmp), and drops to supervisor mode in main().
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "defs.h"

void main(void);

// Boot stacks, one page per hart; entry.S points sp at them.
__attribute__((aligned(16))) char bootstacks[4096 * NCPU];

// Arm this hart's supervisor timer.  Sstc gives supervisor mode its own
// comparator, so machine mode only has to allow it once.
static void
timerinit(void)
{
  w_menvcfg(r_menvcfg() | MENVCFG_STCE);
  w_mcounteren(r_mcounteren() | MCOUNTEREN_TM);
  w_stimecmp(r_time() + 1000000);
}

void
start(void)
{
  // mret will "return" to main in supervisor mode.
  w_mstatus((r_mstatus() & ~MSTATUS_MPP_MASK) | MSTATUS_MPP_S);
  w_mepc((uint64)main);

  // No paging until kvminithart.
  w_satp(0);

  // All exceptions and interrupts go to supervisor mode.
  w_medeleg(0xffff);
  w_mideleg(0xffff);
  w_sie(r_sie() | SIE_SEIE | SIE_STIE | SIE_SSIE);

  // Physical memory protection: let supervisor mode reach all memory.
  w_pmpaddr0(0x3fffffffffffffull);
  w_pmpcfg0(0xf);

  timerinit();

  // cpuid() reads tp.
  w_tp(r_mhartid());

  asm volatile("mret");
}
