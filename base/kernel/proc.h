#ifndef PROC_H
#define PROC_H
#include "param.h"
#include "spinlock.h"

// Registers that swtch saves when a kernel thread gives up its hart:
// the callee-saved ones, since swtch is called like a function.
struct context {
  uint64 ra;
  uint64 sp;
  uint64 s[12];   // s0 .. s11
};

// What the kernel knows about one hart.
struct cpu {
  struct proc *proc;        // process running here, or 0
  struct context context;   // the scheduler loop's registers, for swtch
  int noff;                 // depth of push_off nesting (locks held, mostly)
  int intena;               // were interrupts on before the first push_off?
};

extern struct cpu cpus[NCPU];

// Per-process page that trampoline.S saves user registers into on a
// trap and restores them from on the way back.  It is mapped at
// TRAPFRAME in the user page table (not user-accessible) and is a
// normal kernel page otherwise.  The first five words are filled in by
// usertrapret for uservec's use.  trampoline.S knows every offset.
struct trapframe {
  /*   0 */ uint64 kernel_satp;    // kernel page table
  /*   8 */ uint64 kernel_sp;      // top of this process's kernel stack
  /*  16 */ uint64 kernel_trap;    // address of usertrap()
  /*  24 */ uint64 epc;            // user pc at the trap (copy of sepc)
  /*  32 */ uint64 kernel_hartid;  // hart id for tp
  /*  40 */ uint64 ra;             // x1 .. x31 from here, in register order
  /*  48 */ uint64 sp;
  /*  56 */ uint64 gp;
  /*  64 */ uint64 tp;
  /*  72 */ uint64 t0;
  /*  80 */ uint64 t1;
  /*  88 */ uint64 t2;
  /*  96 */ uint64 s0;
  /* 104 */ uint64 s1;
  /* 112 */ uint64 a0;
  /* 120 */ uint64 a1;
  /* 128 */ uint64 a2;
  /* 136 */ uint64 a3;
  /* 144 */ uint64 a4;
  /* 152 */ uint64 a5;
  /* 160 */ uint64 a6;
  /* 168 */ uint64 a7;
  /* 176 */ uint64 s2;
  /* 184 */ uint64 s3;
  /* 192 */ uint64 s4;
  /* 200 */ uint64 s5;
  /* 208 */ uint64 s6;
  /* 216 */ uint64 s7;
  /* 224 */ uint64 s8;
  /* 232 */ uint64 s9;
  /* 240 */ uint64 s10;
  /* 248 */ uint64 s11;
  /* 256 */ uint64 t3;
  /* 264 */ uint64 t4;
  /* 272 */ uint64 t5;
  /* 280 */ uint64 t6;
};

enum procstate { UNUSED, USED, SLEEPING, RUNNABLE, RUNNING, ZOMBIE };

// One slot of the process table.
struct proc {
  struct spinlock lock;

  // Guarded by p->lock:
  enum procstate state;
  void *chan;        // what it sleeps on, when SLEEPING
  int killed;        // set by kill; acted on at the next trap or sleep
  int xstate;        // exit status, for the parent's wait
  int pid;

  // Guarded by wait_lock (proc.c), which orders before every p->lock:
  struct proc *parent;

  // Private to the process: only it touches these while it lives, and
  // only its reaper does once it is a zombie.  No lock needed.
  uint64 kstack;               // virtual address of its kernel stack
  uint64 sz;                   // bytes of user memory
  pagetable_t pagetable;       // user page table
  struct trapframe *trapframe; // saved user registers, see trampoline.S
  struct context context;      // swtch() here to run the process
  struct file *ofile[NOFILE];  // open files
  struct inode *cwd;           // current directory
  char name[16];               // for ^P and debugging

  // The profiler's histogram page, or 0 (prof.c).  A user profile
  // needs no lock, like the fields above: only this process samples
  // into it (usertrap, on its own hart, as itself) and only this
  // process replaces or frees it (its system calls, exit).  A kernel
  // profile is different: prof.c also publishes it in kprof, and
  // every hart's kerneltrap counts into it, whatever process runs
  // there.  So its counts, and kprof itself, are guarded by kproflock,
  // and it must be unhooked from kprof before its page is freed.
  struct prof *prof;
};

#endif
