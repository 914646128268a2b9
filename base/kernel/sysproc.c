// Process-related system calls: thin wrappers that fetch arguments and
// call into proc.c.
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "memlayout.h"
#include "spinlock.h"
#include "proc.h"

uint64
sys_exit(void)
{
  int status;

  argint(0, &status);
  kexit(status);
}

uint64
sys_getpid(void)
{
  return myproc()->pid;
}

uint64
sys_fork(void)
{
  return kfork();
}

uint64
sys_wait(void)
{
  uint64 status_addr;

  argaddr(0, &status_addr);
  return kwait(status_addr);
}

// sbrk(n): grow or shrink memory by n bytes; returns the old break.
uint64
sys_sbrk(void)
{
  int n;

  argint(0, &n);
  uint64 oldsz = myproc()->sz;
  if (growproc(n) < 0)
    return -1;
  return oldsz;
}

// sleep(n): wait n ticks of hart 0's clock.  -1 if killed meanwhile.
uint64
sys_sleep(void)
{
  int n;

  argint(0, &n);
  acquire(&tickslock);
  uint start = ticks;
  while (n > 0 && ticks - start < (uint)n) {
    if (killed(myproc())) {
      release(&tickslock);
      return -1;
    }
    sleep(&ticks, &tickslock);
  }
  release(&tickslock);
  return 0;
}

uint64
sys_kill(void)
{
  int pid;

  argint(0, &pid);
  return kkill(pid);
}

// uptime(): ticks since boot.
uint64
sys_uptime(void)
{
  acquire(&tickslock);
  uint now = ticks;
  release(&tickslock);
  return now;
}
