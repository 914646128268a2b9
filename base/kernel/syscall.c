// System call dispatch, and fetching a system call's arguments.
//
// A user program puts the call number in a7 and up to six arguments
// in a0..a5, then executes ecall; usertrap calls syscall(), whose
// result goes back in a0.  Arguments are read from the trapframe;
// pointers are checked when they are used (copyin/copyout), not here.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "spinlock.h"
#include "proc.h"
#include "syscall.h"
#include "defs.h"

// Read the uint64 at user address addr into *ip.  0, or -1 if the
// address is outside the process.
int
fetchaddr(uint64 addr, uint64 *ip)
{
  struct proc *p = myproc();

  if (addr >= p->sz || addr + sizeof(uint64) > p->sz)
    return -1;
  return copyin(p->pagetable, (char *)ip, addr, sizeof(*ip));
}

// Copy the string at user address addr into buf (at most max bytes,
// NUL included).  Its length, or -1.
int
fetchstr(uint64 addr, char *buf, int max)
{
  if (copyinstr(myproc()->pagetable, buf, addr, max) < 0)
    return -1;
  return strlen(buf);
}

static uint64
argraw(int n)
{
  struct trapframe *tf = myproc()->trapframe;
  uint64 regs[] = { tf->a0, tf->a1, tf->a2, tf->a3, tf->a4, tf->a5 };

  if (n < 0 || n >= NELEM(regs))
    panic("argraw");
  return regs[n];
}

// The n'th argument as an int.
void
argint(int n, int *ip)
{
  *ip = argraw(n);
}

// The n'th argument as an address; unchecked.
void
argaddr(int n, uint64 *ip)
{
  *ip = argraw(n);
}

// The n'th argument as a string copied into buf; its length, or -1.
int
argstr(int n, char *buf, int max)
{
  uint64 addr;

  argaddr(n, &addr);
  return fetchstr(addr, buf, max);
}

uint64 sys_fork(void);
uint64 sys_exit(void);
uint64 sys_wait(void);
uint64 sys_pipe(void);
uint64 sys_read(void);
uint64 sys_kill(void);
uint64 sys_exec(void);
uint64 sys_fstat(void);
uint64 sys_chdir(void);
uint64 sys_dup(void);
uint64 sys_getpid(void);
uint64 sys_sbrk(void);
uint64 sys_sleep(void);
uint64 sys_uptime(void);
uint64 sys_open(void);
uint64 sys_write(void);
uint64 sys_mknod(void);
uint64 sys_unlink(void);
uint64 sys_link(void);
uint64 sys_mkdir(void);
uint64 sys_close(void);
uint64 sys_profile(void);
uint64 sys_profget(void);

// Handlers by call number (syscall.h).
static uint64 (*const syscalls[])(void) = {
  [SYS_fork]   sys_fork,
  [SYS_exit]   sys_exit,
  [SYS_wait]   sys_wait,
  [SYS_pipe]   sys_pipe,
  [SYS_read]   sys_read,
  [SYS_kill]   sys_kill,
  [SYS_exec]   sys_exec,
  [SYS_fstat]  sys_fstat,
  [SYS_chdir]  sys_chdir,
  [SYS_dup]    sys_dup,
  [SYS_getpid] sys_getpid,
  [SYS_sbrk]   sys_sbrk,
  [SYS_sleep]  sys_sleep,
  [SYS_uptime] sys_uptime,
  [SYS_open]   sys_open,
  [SYS_write]  sys_write,
  [SYS_mknod]  sys_mknod,
  [SYS_unlink] sys_unlink,
  [SYS_link]   sys_link,
  [SYS_mkdir]  sys_mkdir,
  [SYS_close]  sys_close,
  [SYS_profile] sys_profile,
  [SYS_profget] sys_profget,
};

void
syscall(void)
{
  struct proc *p = myproc();
  uint64 num = p->trapframe->a7;

  if (num < NELEM(syscalls) && syscalls[num]) {
    p->trapframe->a0 = syscalls[num]();
  } else {
    printf("pid %d (%s): unknown system call %ld\n", p->pid, p->name, num);
    p->trapframe->a0 = -1;
  }
}
