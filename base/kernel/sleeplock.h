#ifndef SLEEPLOCK_H
#define SLEEPLOCK_H
#include "spinlock.h"

// A lock whose waiters sleep instead of spinning, for long holds such
// as disk I/O.  Its fields are guarded by the inner spinlock `lk`.
struct sleeplock {
  struct spinlock lk;
  uint locked;   // held?
  int pid;       // holder, for holdingsleep()
  char *name;
};

#endif
