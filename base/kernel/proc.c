// Processes: the process table, creation and teardown, the per-hart
// scheduler, and sleep/wakeup.
//
// Interface:
//   kfork, kexec (exec.c), kexit, kwait   behind fork/exec/exit/wait
//   allocproc / freeproc                  take and give back a proc[] slot
//   scheduler, sched, yield               switching between kernel threads
//   sleep / wakeup                        waiting for a condition
//
// Locking.  Each slot has its own p->lock (see proc.h for what it
// guards).  wait_lock guards every p->parent and serialises exit with
// wait so that a parent cannot miss a child's exit.  Order: wait_lock
// before any p->lock; a parent's p->lock is never held while taking a
// child's.  pid_lock guards nextpid.  A process switching away holds
// its own p->lock through swtch, and the scheduler releases it.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "spinlock.h"
#include "proc.h"
#include "defs.h"

struct cpu cpus[NCPU];
struct proc proc[NPROC];

static struct proc *initproc;   // the first process, adopter of orphans

static int nextpid = 1;
static struct spinlock pid_lock;
static struct spinlock wait_lock;

extern char trampoline[];   // trampoline.S

static void freeproc(struct proc *p);
static void forkret(void);

// Give every proc slot a kernel stack, mapped high in the kernel page
// table with an unmapped guard page below it, so an overflow faults
// instead of corrupting a neighbour.
void
proc_mapstacks(pagetable_t kpgtbl)
{
  for (int i = 0; i < NPROC; i++) {
    char *stack = kalloc();
    if (stack == 0)
      panic("proc_mapstacks: out of memory");
    kvmmap(kpgtbl, KSTACK(i), (uint64)stack, PGSIZE, PTE_R | PTE_W);
  }
}

void
procinit(void)
{
  initlock(&pid_lock, "nextpid");
  initlock(&wait_lock, "wait_lock");
  for (int i = 0; i < NPROC; i++) {
    initlock(&proc[i].lock, "proc");
    proc[i].state = UNUSED;
    proc[i].kstack = KSTACK(i);
  }
}

// This hart's id.  Call with interrupts off, or the answer may be stale
// by the time it is used.
int
cpuid(void)
{
  return r_tp();
}

// This hart's struct cpu.  Interrupts must be off.
struct cpu *
mycpu(void)
{
  return &cpus[cpuid()];
}

// The process running on this hart, or 0.
struct proc *
myproc(void)
{
  push_off();
  struct proc *p = mycpu()->proc;
  pop_off();
  return p;
}

static int
allocpid(void)
{
  acquire(&pid_lock);
  int pid = nextpid++;
  release(&pid_lock);
  return pid;
}

// Find an UNUSED slot and make it a USED process with a trapframe, a
// page table and a context that starts in forkret.  Returns it with
// p->lock held, or 0 if there is no slot or no memory.
static struct proc *
allocproc(void)
{
  struct proc *p;

  for (p = proc; p < &proc[NPROC]; p++) {
    acquire(&p->lock);
    if (p->state == UNUSED)
      break;
    release(&p->lock);
  }
  if (p == &proc[NPROC])
    return 0;

  p->pid = allocpid();
  p->state = USED;
  if ((p->trapframe = kalloc()) == 0 || (p->pagetable = proc_pagetable(p)) == 0) {
    freeproc(p);
    release(&p->lock);
    return 0;
  }
  memset(&p->context, 0, sizeof(p->context));
  p->context.ra = (uint64)forkret;
  p->context.sp = p->kstack + PGSIZE;
  return p;
}

// Give back everything a slot holds and mark it UNUSED.  Caller holds
// p->lock (and, from kwait, wait_lock): nothing here may sleep.  A
// kernel profile was already unhooked by kexit's profdump.
static void
freeproc(struct proc *p)
{
  if (p->trapframe)
    kfree(p->trapframe);
  p->trapframe = 0;
  if (p->pagetable)
    proc_freepagetable(p->pagetable, p->sz);
  p->pagetable = 0;
  p->sz = 0;
  p->pid = 0;
  p->parent = 0;
  p->name[0] = 0;
  p->chan = 0;
  p->killed = 0;
  p->xstate = 0;
  if (p->prof)
    kfree(p->prof);
  p->prof = 0;         // a recycled slot must not carry a stranger's histogram
  p->state = UNUSED;
}

// A new user page table holding only the trampoline and p's trapframe.
pagetable_t
proc_pagetable(struct proc *p)
{
  pagetable_t pagetable = uvmcreate();

  if (pagetable == 0)
    return 0;
  if (mappages(pagetable, TRAMPOLINE, PGSIZE, (uint64)trampoline, PTE_R | PTE_X) != 0) {
    uvmfree(pagetable, 0);
    return 0;
  }
  if (mappages(pagetable, TRAPFRAME, PGSIZE, (uint64)p->trapframe, PTE_R | PTE_W) != 0) {
    uvmunmap(pagetable, TRAMPOLINE, 1, 0);
    uvmfree(pagetable, 0);
    return 0;
  }
  return pagetable;
}

// Free a user page table and the sz bytes of memory it maps.  The
// trampoline and trapframe pages are not the table's to free.
void
proc_freepagetable(pagetable_t pagetable, uint64 sz)
{
  uvmunmap(pagetable, TRAMPOLINE, 1, 0);
  uvmunmap(pagetable, TRAPFRAME, 1, 0);
  uvmfree(pagetable, sz);
}

// Create the first process.  It has no memory yet: the first time it
// runs, forkret mounts the file system and execs /init into it.
void
userinit(void)
{
  struct proc *p = allocproc();

  if (p == 0)
    panic("userinit");
  initproc = p;
  safestrcpy(p->name, "init", sizeof(p->name));
  p->state = RUNNABLE;
  release(&p->lock);
}

// Grow (n > 0) or shrink (n < 0) the current process's memory by n bytes.
int
growproc(int n)
{
  struct proc *p = myproc();
  uint64 sz = p->sz;

  if (n > 0) {
    if (sz + n > TRAPFRAME || (sz = uvmalloc(p->pagetable, sz, sz + n, PTE_W)) == 0)
      return -1;
  } else if (n < 0) {
    if ((uint64)(-n) > sz)
      return -1;
    sz = uvmdealloc(p->pagetable, sz, sz + n);
  }
  p->sz = sz;
  return 0;
}

// fork: a copy of the caller, which returns 0 in the child.
// Returns the child's pid to the parent, or -1.
int
kfork(void)
{
  struct proc *p = myproc();
  struct proc *child = allocproc();

  if (child == 0)
    return -1;
  if (uvmcopy(p->pagetable, child->pagetable, p->sz) < 0) {
    freeproc(child);
    release(&child->lock);
    return -1;
  }
  child->sz = p->sz;
  *child->trapframe = *p->trapframe;
  child->trapframe->a0 = 0;

  for (int fd = 0; fd < NOFILE; fd++)
    if (p->ofile[fd])
      child->ofile[fd] = filedup(p->ofile[fd]);
  child->cwd = idup(p->cwd);
  safestrcpy(child->name, p->name, sizeof(p->name));
  int pid = child->pid;
  release(&child->lock);

  acquire(&wait_lock);
  child->parent = p;
  release(&wait_lock);

  acquire(&child->lock);
  child->state = RUNNABLE;
  release(&child->lock);
  return pid;
}

// Hand p's children to init.  Caller holds wait_lock.
static void
reparent(struct proc *p)
{
  for (struct proc *q = proc; q < &proc[NPROC]; q++) {
    if (q->parent == p) {
      q->parent = initproc;
      wakeup(initproc);
    }
  }
}

// exit: release what the process holds and become a zombie until the
// parent's wait reaps the slot.  Never returns.  Caller holds no lock.
void
kexit(int status)
{
  struct proc *p = myproc();

  if (p == initproc)
    panic("init exiting");

  // Hand the histogram out while we still have a cwd and hold no lock.
  if (p->prof)
    profdump(p);

  for (int fd = 0; fd < NOFILE; fd++) {
    if (p->ofile[fd]) {
      fileclose(p->ofile[fd]);
      p->ofile[fd] = 0;
    }
  }
  begin_op();
  iput(p->cwd);
  end_op();
  p->cwd = 0;

  acquire(&wait_lock);
  reparent(p);
  wakeup(p->parent);     // the parent may be asleep in kwait

  acquire(&p->lock);
  p->xstate = status;
  p->state = ZOMBIE;
  release(&wait_lock);

  sched();               // with p->lock held; the scheduler drops it
  panic("kexit: zombie ran");
}

// wait: reap an exited child, copying its exit status to user address
// addr unless addr is 0.  Returns its pid, or -1 if the caller has no
// children or is killed.  May sleep.
int
kwait(uint64 addr)
{
  struct proc *p = myproc();

  acquire(&wait_lock);
  for (;;) {
    int havekids = 0;
    for (struct proc *child = proc; child < &proc[NPROC]; child++) {
      if (child->parent != p)
        continue;
      havekids = 1;
      acquire(&child->lock);
      if (child->state == ZOMBIE) {
        int pid = child->pid;
        if (addr != 0 && copyout(p->pagetable, addr, (char *)&child->xstate,
                                sizeof(child->xstate)) < 0) {
          release(&child->lock);
          release(&wait_lock);
          return -1;
        }
        freeproc(child);     // holding wait_lock and child->lock
        release(&child->lock);
        release(&wait_lock);
        return pid;
      }
      release(&child->lock);
    }
    if (!havekids || killed(p)) {
      release(&wait_lock);
      return -1;
    }
    sleep(p, &wait_lock);    // woken by a child's kexit
  }
}

// Each hart's scheduler loop, entered from main and never left.  It
// looks for a RUNNABLE process, switches to it, and gets control back
// when that process calls sched().  With nothing to run it waits for
// an interrupt.
void
scheduler(void)
{
  struct cpu *c = mycpu();

  c->proc = 0;
  for (;;) {
    // Let pending interrupts in (a process may be waiting for one), then
    // scan with them off, so that none is taken between the scan and wfi.
    intr_on();
    intr_off();

    int ran = 0;
    for (struct proc *p = proc; p < &proc[NPROC]; p++) {
      acquire(&p->lock);
      if (p->state == RUNNABLE) {
        p->state = RUNNING;
        c->proc = p;
        swtch(&c->context, &p->context);
        c->proc = 0;   // the process has given the hart back
        ran = 1;
      }
      release(&p->lock);
    }
    if (!ran)
      asm volatile("wfi");   // wakes on a pending interrupt even with SIE off
  }
}

// Switch from the current process to this hart's scheduler.  The
// caller holds p->lock and no other spinlock, and has already changed
// p->state.  intena belongs to the kernel thread, not the hart, so it
// is saved and restored around the switch.
void
sched(void)
{
  struct proc *p = myproc();
  struct cpu *c = mycpu();

  if (!holding(&p->lock))
    panic("sched p->lock");
  if (c->noff != 1)
    panic("sched locks");
  if (p->state == RUNNING)
    panic("sched running");
  if (intr_get())
    panic("sched interruptible");

  int intena = c->intena;
  swtch(&p->context, &c->context);
  mycpu()->intena = intena;
}

// Give up the hart for one scheduling round.
void
yield(void)
{
  struct proc *p = myproc();

  acquire(&p->lock);
  p->state = RUNNABLE;
  sched();
  release(&p->lock);
}

// Where a new process's kernel thread starts: the scheduler switched
// here holding p->lock.  The very first process also mounts the root
// file system (which sleeps, so it cannot be done from main) and
// execs /init.
static void
forkret(void)
{
  static int fs_ready = 0;
  struct proc *p = myproc();

  release(&p->lock);

  if (!fs_ready) {
    fsinit(ROOTDEV);
    fs_ready = 1;
    __sync_synchronize();
    p->cwd = namei("/");
    char *argv[] = { "/init", 0 };
    p->trapframe->a0 = kexec("/init", argv);
    if ((int)p->trapframe->a0 < 0)
      panic("forkret: cannot exec /init");
  }
  usertrapret();
}

// Atomically release lk and sleep on chan; reacquire lk when woken.
// Holding p->lock from before lk is released until the process is off
// the hart means a wakeup(chan) cannot slip in between.
void
sleep(void *chan, struct spinlock *lk)
{
  struct proc *p = myproc();

  acquire(&p->lock);
  release(lk);
  p->chan = chan;
  p->state = SLEEPING;
  sched();
  p->chan = 0;
  release(&p->lock);
  acquire(lk);
}

// Make every process sleeping on chan runnable.  Takes each other
// process's p->lock in turn, so the caller must hold none of them.
void
wakeup(void *chan)
{
  struct proc *me = myproc();

  for (struct proc *p = proc; p < &proc[NPROC]; p++) {
    if (p == me)
      continue;
    acquire(&p->lock);
    if (p->state == SLEEPING && p->chan == chan)
      p->state = RUNNABLE;
    release(&p->lock);
  }
}

// kill: mark process pid killed; it exits at its next return to user
// space.  A sleeper is woken so that it notices.  Returns -1 if there
// is no such process, or if it is init: init must never exit (kexit
// panics, as orphans would have no one left to reap them), so it
// cannot be killed.  initproc is set before any other process runs.
int
kkill(int pid)
{
  for (struct proc *p = proc; p < &proc[NPROC]; p++) {
    acquire(&p->lock);
    if (p->pid == pid && p->state != UNUSED) {
      if (p == initproc) {
        release(&p->lock);
        return -1;
      }
      p->killed = 1;
      if (p->state == SLEEPING)
        p->state = RUNNABLE;
      release(&p->lock);
      return 0;
    }
    release(&p->lock);
  }
  return -1;
}

void
setkilled(struct proc *p)
{
  acquire(&p->lock);
  p->killed = 1;
  release(&p->lock);
}

int
killed(struct proc *p)
{
  acquire(&p->lock);
  int k = p->killed;
  release(&p->lock);
  return k;
}

// Copy to a user address (user_dst set) or a kernel one.
int
either_copyout(int user_dst, uint64 dst, void *src, uint64 len)
{
  if (user_dst)
    return copyout(myproc()->pagetable, dst, src, len);
  memmove((char *)dst, src, len);
  return 0;
}

// Copy from a user address (user_src set) or a kernel one.
int
either_copyin(void *dst, int user_src, uint64 src, uint64 len)
{
  if (user_src)
    return copyin(myproc()->pagetable, dst, src, len);
  memmove(dst, (char *)src, len);
  return 0;
}

// ^P on the console: one line per process.  Takes no locks, so that it
// works even when the system is stuck.
void
procdump(void)
{
  static char *names[] = {
    [UNUSED] "unused", [USED] "used", [SLEEPING] "sleep",
    [RUNNABLE] "runble", [RUNNING] "run", [ZOMBIE] "zombie",
  };

  printf("\n");
  for (struct proc *p = proc; p < &proc[NPROC]; p++) {
    if (p->state == UNUSED)
      continue;
    char *state = (p->state < NELEM(names) && names[p->state]) ? names[p->state] : "???";
    printf("%d %s %s\n", p->pid, state, p->name);
  }
}
