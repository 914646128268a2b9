// Machine-mode set-up, run once on each hart straight from entry.S.
// It hands every trap and interrupt to supervisor mode, arms the hart's
// timer (Sstc: stimecmp) at its own phase of the tick, and drops to
// supervisor mode in main().
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "defs.h"

void main(void);

// Boot stacks, one page per hart; entry.S points sp at them.
__attribute__((aligned(16))) char bootstacks[4096 * NCPU];

// Where in each tick this hart's timer fires, in timebase cycles after
// the tick's start: hart 0 at 0, hart 1 half a tick later, hart 2 a
// quarter, hart 3 three quarters, and so on (the bits of the hart id
// read backwards), so that any number of harts are spread out.
//
// Why stagger at all: a CPU-bound process yields at every tick of its
// hart, and is RUNNABLE until that hart's scheduler takes it again a
// few microseconds later.  Were every hart's timer in phase, the idle
// harts would wake from wfi at that very moment and could take it, so
// the process would wander from hart to hart.  Out of phase, the idle
// harts sleep through it, and a process alone on the machine stays on
// its hart (the handout's clinics 1 and 2 reason from this).
static uint64
tick_phase(int hart)
{
  uint64 phase = 0;
  uint64 part = TICK_INTERVAL / 2;

  for (int bit = 1; bit < NCPU; bit <<= 1) {
    if (hart & bit)
      phase += part;
    part /= 2;
  }
  return phase;
}

// Arm this hart's supervisor timer for its first tick.  Sstc gives
// supervisor mode its own comparator, so machine mode only has to
// allow it once.  Ticks start on multiples of TICK_INTERVAL of the
// shared time counter, whenever each hart gets here.
static void
timerinit(int hart)
{
  w_menvcfg(r_menvcfg() | MENVCFG_STCE);
  w_mcounteren(r_mcounteren() | MCOUNTEREN_TM);
  uint64 next_tick = (r_time() / TICK_INTERVAL + 1) * TICK_INTERVAL;
  w_stimecmp(next_tick + tick_phase(hart));
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

  timerinit(r_mhartid());

  // cpuid() reads tp.
  w_tp(r_mhartid());

  asm volatile("mret");
}
