// tbloop: where does QEMU deliver a timer interrupt inside a long block
// of straight-line code?
//
//   tbloop [TICKS]      spin for TICKS ticks (default 30), then exit
//
// The spinning is done by block(): one hundred additions with no branch
// between them, repeated.  An interrupt that could be taken after any
// instruction would spread `prof tbloop`'s samples evenly over those
// hundred instructions.  QEMU translates guest code into blocks and
// takes pending interrupts only between blocks, so the samples pile up
// on the first instruction of the block, the loop's head (§5 of the lab).
#include "kernel/types.h"
#include "user/user.h"

// Blocks between two looks at the clock: a few milliseconds.  Looking
// much more often (every 1,000 blocks) drew most samples onto the
// instruction after uptime()'s ecall, another block entry.
#define ROUNDS 100000

// ROUNDS times through one hundred additions in a row; returns the sum
// so that the compiler keeps the work.
static uint64
block(uint64 x)
{
  for (int i = 0; i < ROUNDS; i++)
    asm volatile(".rept 100\n addi %0, %0, 1\n .endr" : "+r"(x));
  return x;
}

int
main(int argc, char *argv[])
{
  int ticks = argc > 1 ? atoi(argv[1]) : 30;
  uint64 x = 0;
  int start = uptime();

  while (uptime() - start < ticks)
    x = block(x);
  printf("tbloop: %d ticks, %lu additions\n", ticks, x);
  exit(0);
}
