#ifndef SPINLOCK_H
#define SPINLOCK_H
#include "types.h"

// A busy-waiting mutual-exclusion lock.  Holding one keeps interrupts
// off on the holding hart (see push_off in spinlock.c).
struct spinlock {
  uint locked;        // 0 free, 1 held; changed only by atomic swap
  char *name;         // for panics and debugging
  struct cpu *owner;  // the hart holding it, when locked
};

#endif
