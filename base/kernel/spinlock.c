// Spinlocks, and the per-hart interrupt-off counter they rely on.
//
// A hart holding a spinlock keeps its interrupts off: otherwise an
// interrupt handler on the same hart could try to take the same lock
// (tickslock, say) and spin forever.  push_off/pop_off count how deep
// the hart is in such regions (cpus[].noff) and remember whether
// interrupts were on before the outermost one (cpus[].intena), so that
// nested locks restore the right state.  A hart is interruptible only
// when noff is 0; a timer tick arriving meanwhile waits, pending, and
// is taken right after the pop_off that turns interrupts back on.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "spinlock.h"
#include "riscv.h"
#include "proc.h"
#include "defs.h"

void
initlock(struct spinlock *lk, char *name)
{
  lk->name = name;
  lk->locked = 0;
  lk->owner = 0;
}

// Spin until the lock is ours.  Panics if this hart already holds it:
// waiting for ourselves would never end.
void
acquire(struct spinlock *lk)
{
  push_off();
  if (holding(lk))
    panic("acquire");

  // Atomic swap (amoswap.w.aq) until the old value was 0.
  while (__sync_lock_test_and_set(&lk->locked, 1) != 0)
    ;

  // Keep the critical section's loads and stores after the swap.
  __sync_synchronize();
  lk->owner = mycpu();
}

void
release(struct spinlock *lk)
{
  if (!holding(lk))
    panic("release");

  lk->owner = 0;
  // Let every store of the critical section be seen before the unlock.
  __sync_synchronize();
  __sync_lock_release(&lk->locked);
  pop_off();
}

// Does this hart hold lk?  Call with interrupts off.
int
holding(struct spinlock *lk)
{
  return lk->locked && lk->owner == mycpu();
}

// Like intr_off(), but counted: it takes as many pop_off()s to undo.
void
push_off(void)
{
  int was_on = intr_get();

  intr_off();
  struct cpu *c = mycpu();
  if (c->noff == 0)
    c->intena = was_on;
  c->noff += 1;
}

void
pop_off(void)
{
  struct cpu *c = mycpu();

  if (intr_get())
    panic("pop_off: interruptible");
  if (c->noff < 1)
    panic("pop_off: unbalanced");
  c->noff -= 1;
  if (c->noff == 0 && c->intena)
    intr_on();
}
