// proffuzz: thousands of profile() and profget() calls with random and
// hostile arguments.  Each call's result is compared with what the spec
// says it must be: -1 for every bad call, 0 for every good one.  The
// kernel must neither panic nor corrupt the process.
//
//   proffuzz [calls]     default 4000; prints "proffuzz: OK" or FAIL lines
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/riscv.h"
#include "kernel/memlayout.h"
#include "kernel/prof.h"
#include "user/user.h"

static struct prof buf;
static uint64 seed = 0x2545F4914F6CDD1DUL;
static int has_profile;
static int mismatches;

static uint64
rnd(void)
{
  seed ^= seed << 13;   // xorshift64
  seed ^= seed >> 7;
  seed ^= seed << 17;
  return seed;
}

// An address chosen to be interesting: near 0, near KERNBASE, inside
// the kernel, near MAXVA, or anywhere.
static uint64
rnd_addr(void)
{
  static const uint64 bases[] = {
    0, 0x1000, KERNBASE, KERNBASE + 0x8000, PHYSTOP, TRAPFRAME, TRAMPOLINE,
    MAXVA, ~0UL,
  };
  switch (rnd() % 4) {
  case 0:  return bases[rnd() % (sizeof(bases) / sizeof(bases[0]))] + (rnd() % 9) - 4;
  case 1:  return bases[rnd() % (sizeof(bases) / sizeof(bases[0]))] + rnd() % 0x20000;
  case 2:  return rnd() % 0x10000;
  default: return rnd();
  }
}

// What profile(lo, hi, shift) must return for this single process.
static int
profile_expected(uint64 lo, uint64 hi, int shift)
{
  if (lo == 0 && hi == 0 && shift == 0)
    return 0;
  if (hi <= lo || shift < 0 || shift >= 64)
    return -1;
  if (((hi - lo - 1) >> shift) + 1 > PROF_NBUCKETS)
    return -1;
  return 0;
}

static void
one_profile(void)
{
  uint64 lo = rnd_addr(), hi;
  int shift;

  switch (rnd() % 4) {
  case 0:  hi = lo + rnd() % 0x10000; break;   // often a valid size
  case 1:  hi = rnd_addr(); break;
  case 2:  hi = lo - rnd() % 16; break;       // empty or reversed
  default: hi = lo + (PROF_NBUCKETS << (rnd() % 8)) + rnd() % 3 - 1; break;
  }
  switch (rnd() % 4) {
  case 0:  shift = rnd() % 16; break;
  case 1:  shift = -(int)(rnd() % 100); break;
  case 2:  shift = rnd(); break;
  default: shift = 60 + rnd() % 8; break;
  }
  if (rnd() % 50 == 0)
    lo = hi = shift = 0;

  int want = profile_expected(lo, hi, shift);
  int got = profile(lo, hi, shift);
  if (got != want) {
    printf("proffuzz: FAIL profile(0x%lx, 0x%lx, %d) = %d, want %d\n", lo, hi, shift, got, want);
    mismatches++;
  }
  if (got == 0)
    has_profile = !(lo == 0 && hi == 0 && shift == 0);
}

static void
one_profget(void)
{
  uint64 p;
  int want;

  // Only our own buffer is writable user memory among these choices:
  // text, data and stack are never offered, so a buggy kernel cannot
  // make us overwrite ourselves into a false pass.
  if (rnd() % 4 == 0) {
    p = (uint64)&buf;
    want = has_profile ? 0 : -1;
  } else {
    do
      p = rnd_addr();
    while (p < (uint64)sbrk(0) + 2 * PGSIZE);
    want = -1;
  }
  int got = profget((struct prof *)p);
  if (got != want) {
    printf("proffuzz: FAIL profget(0x%lx) = %d, want %d\n", p, got, want);
    mismatches++;
  }
}

int
main(int argc, char *argv[])
{
  int calls = argc > 1 ? atoi(argv[1]) : 4000;

  for (int i = 0; i < calls; i++) {
    if (rnd() % 2)
      one_profile();
    else
      one_profget();
  }
  profile(0, 0, 0);
  printf("proffuzz: %d calls, %d wrong results\n", calls, mismatches);
  printf("proffuzz: %s\n", mismatches == 0 ? "OK" : "FAIL");
  exit(mismatches == 0 ? 0 : 1);
}
