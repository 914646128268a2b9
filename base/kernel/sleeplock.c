// Sleep locks: held across disk I/O and other long waits.  A waiter
// sleeps on the lock instead of spinning; the fields are guarded by
// the inner spinlock lk->lk, and release wakes everyone sleeping on
// the lock.  Because wakeup scans the process table taking each
// p->lock, releasesleep must not be called while holding a p->lock.
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "memlayout.h"
#include "spinlock.h"
#include "proc.h"
#include "sleeplock.h"

void
initsleeplock(struct sleeplock *lk, char *name)
{
  initlock(&lk->lk, "sleep lock");
  lk->name = name;
  lk->locked = 0;
  lk->pid = 0;
}

// May sleep.  Caller holds no spinlock.
void
acquiresleep(struct sleeplock *lk)
{
  acquire(&lk->lk);
  while (lk->locked)
    sleep(lk, &lk->lk);
  lk->locked = 1;
  lk->pid = myproc()->pid;
  release(&lk->lk);
}

// Wakes the waiters while still holding lk->lk, so none can miss it.
void
releasesleep(struct sleeplock *lk)
{
  acquire(&lk->lk);
  lk->locked = 0;
  lk->pid = 0;
  wakeup(lk);
  release(&lk->lk);
}

// Does the current process hold lk?
int
holdingsleep(struct sleeplock *lk)
{
  int mine;

  acquire(&lk->lk);
  mine = lk->locked && lk->pid == myproc()->pid;
  release(&lk->lk);
  return mine;
}
