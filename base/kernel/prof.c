// The sampling profiler.
//
//   profile(lo, hi, shift)  start counting the caller's pcs in [lo, hi),
//                           in buckets of 1 << shift bytes; a new
//                           profile replaces the old; (0, 0, 0) stops.
//   profget(buf)            copy the caller's histogram to user memory.
//   profsample(pr, pc)      count one sample (timer interrupt paths).
//   profdump(p)             write p's histogram to prof.out (kexit),
//                           unless p's current directory has been
//                           removed: a file made there would be lost
//                           for good with its inode and blocks, so
//                           the console says so instead.
//
// A user profile (lo < KERNBASE) is p->prof, one kalloc'd page that
// only its own process touches: the sample in usertrap runs on the
// process's own kernel stack with interrupts off, and the system calls
// that replace or free the page run as the same process, which cannot
// be in a system call and in usertrap's timer branch at once.  So it
// needs no lock, exactly like p->sz.
//
// A kernel profile (lo >= KERNBASE) is also some process's p->prof,
// but it is published in kprof, where every hart's kerneltrap adds to
// it.  kprof and the counts in that page are guarded by kproflock,
// which is taken in interrupt context and so only with interrupts
// off.  A kernel profile must be unhooked (profdetach) before its page
// is freed or written out.  Only one may exist at a time.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "spinlock.h"
#include "proc.h"
#include "stat.h"
#include "fs.h"
#include "sleeplock.h"
#include "file.h"
#include "prof.h"
#include "defs.h"

static struct spinlock kproflock;
static struct prof *kprof;   // the kernel profile, or 0; guarded by kproflock

void
profinit(void)
{
  initlock(&kproflock, "kprof");
}

// Count one sample.  Runs on every tick of a profiled process: keep it
// two comparisons and an increment.  It is a leaf, so it needs no frame
// pointer (its return address stays in ra, where gdb finds it too), and
// building and dropping one would be five of its instructions:
// scripts/samplepath counts them.
__attribute__((optimize("omit-frame-pointer")))
void
profsample(struct prof *pr, uint64 pc)
{
  pr->total++;
  if (pc < pr->lo || pc >= pr->hi) {
    pr->outside++;
    return;
  }
  pr->buckets[(pc - pr->lo) >> pr->shift]++;
}

// kerneltrap's timer branch: count the interrupted kernel pc in the
// kernel profile, if there is one.  Interrupts are off.
void
profkernel(uint64 pc)
{
  if (kprof == 0)        // unlocked peek: the common case costs one load
    return;
  acquire(&kproflock);
  if (kprof)
    profsample(kprof, pc);
  release(&kproflock);
}

// Stop the kernel profile if pr is it, so no hart writes to pr again.
void
profdetach(struct prof *pr)
{
  acquire(&kproflock);
  if (kprof == pr)
    kprof = 0;
  release(&kproflock);
}

// Drop the current process's profile, if any.
static void
profstop(struct proc *p)
{
  if (p->prof == 0)
    return;
  profdetach(p->prof);
  kfree(p->prof);
  p->prof = 0;
}

// Buckets of 1 << shift bytes needed to cover [lo, hi), or -1 if the
// arguments are bad.
static int
profbuckets(uint64 lo, uint64 hi, int shift)
{
  if (hi <= lo || shift < 0 || shift >= 64)
    return -1;
  uint64 n = ((hi - lo - 1) >> shift) + 1;
  if (n > PROF_NBUCKETS)
    return -1;
  return n;
}

uint64
sys_profile(void)
{
  uint64 lo, hi;
  int shift;
  struct proc *p = myproc();

  argaddr(0, &lo);
  argaddr(1, &hi);
  argint(2, &shift);

  if (lo == 0 && hi == 0 && shift == 0) {
    profstop(p);
    return 0;
  }
  int n = profbuckets(lo, hi, shift);
  if (n < 0)
    return -1;

  struct prof *pr = kalloc();
  if (pr == 0)
    return -1;
  memset(pr, 0, sizeof(*pr));
  pr->lo = lo;
  pr->hi = hi;
  pr->shift = shift;
  pr->nbuckets = n;

  if (lo >= KERNBASE) {
    acquire(&kproflock);
    if (kprof != 0 && kprof != p->prof) {   // someone else's kernel profile
      release(&kproflock);
      kfree(pr);
      return -1;
    }
    kprof = pr;      // replaces ours, if the old one was ours
    release(&kproflock);
  }
  if (p->prof) {
    profdetach(p->prof);   // no-op unless the old one was the kernel profile
    kfree(p->prof);
  }
  p->prof = pr;
  return 0;
}

uint64
sys_profget(void)
{
  uint64 buf;
  struct proc *p = myproc();
  int r;

  argaddr(0, &buf);
  if (p->prof == 0)
    return -1;
  // A kernel profile may be counting on other harts right now, so copy
  // under kproflock; for a user profile the lock is merely unneeded.
  // copyout takes no other lock and does not sleep.
  acquire(&kproflock);
  r = copyout(p->pagetable, buf, (char *)p->prof, sizeof(struct prof));
  release(&kproflock);
  return r < 0 ? -1 : 0;
}

// Is directory dp removed (no name left, see fs.c)?  Caller holds no
// inode lock; may sleep.
static int
dirremoved(struct inode *dp)
{
  ilock(dp);
  int gone = dp->nlink == 0;
  iunlock(dp);
  return gone;
}

// Write p's histogram to prof.out in p's current directory, in one log
// transaction.  Called from kexit, as the exiting process, holding no
// lock: the file system may sleep, and releasing an inode's sleep lock
// calls wakeup, which takes every p->lock.  create refuses a removed
// directory; only then is the reason looked up, for the message.
void
profdump(struct proc *p)
{
  profdetach(p->prof);
  begin_op();
  struct inode *ip = create("prof.out", T_FILE, 0, 0);
  if (ip && ip->type != T_FILE) {
    iunlockput(ip);
    ip = 0;
  }
  if (ip) {
    itrunc(ip);
    if (writei(ip, 0, (uint64)p->prof, 0, sizeof(struct prof)) != sizeof(struct prof))
      printf("profdump: pid %d: short write to prof.out\n", p->pid);
    iunlockput(ip);
  } else if (dirremoved(p->cwd)) {
    printf("profdump: pid %d: cwd was removed; prof.out not written\n", p->pid);
  } else {
    printf("profdump: pid %d: cannot create prof.out\n", p->pid);
  }
  end_op();
}
