// Traps: system calls, exceptions and device interrupts, from user
// mode (usertrap, entered through trampoline.S) and from supervisor
// mode (kerneltrap, entered through kernelvec.S).
//
// The timer: each hart has its own comparator, stimecmp (Sstc).
// clockintr re-arms it one TICK_INTERVAL after the deadline that just
// passed, so every hart is interrupted ten times a second and keeps the
// phase that start.c gave it.  Only hart 0 advances
// the global `ticks`, the kernel's wall clock; `ticks` is guarded by
// tickslock, which is taken in interrupt context, so it is only ever
// held with interrupts off.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "spinlock.h"
#include "proc.h"
#include "prof.h"
#include "defs.h"

// What devintr found.
#define DEV_NONE  0    // not a device interrupt: an exception
#define DEV_OTHER 1    // an external (PLIC) interrupt, handled
#define DEV_TIMER 2    // a timer interrupt

struct spinlock tickslock;
uint ticks;

extern char trampoline[], uservec[], userret[];

void kernelvec(void);
static int devintr(void);

void
trapinit(void)
{
  initlock(&tickslock, "time");
}

// From now on, traps in the kernel go to kernelvec.
void
trapinithart(void)
{
  w_stvec((uint64)kernelvec);
}

// A trap from user mode: uservec saved the user registers in the
// trapframe and switched to the kernel page table and stack.
// Interrupts are off on entry.
void
usertrap(void)
{
  if (r_sstatus() & SSTATUS_SPP)
    panic("usertrap: not from user mode");

  // We are in the kernel now: a trap from here on is a kernel trap.
  w_stvec((uint64)kernelvec);

  struct proc *p = myproc();

  // Save the user pc at once: sepc belongs to the hart, not to the
  // process, and the next trap taken on this hart overwrites it.
  p->trapframe->epc = r_sepc();

  uint64 scause = r_scause();
  int which_dev = DEV_NONE;

  if (scause == SCAUSE_ECALL_U) {
    if (killed(p))
      kexit(-1);
    p->trapframe->epc += 4;    // return past the ecall
    intr_on();                 // sepc, scause, sstatus are saved or used
    syscall();
  } else if ((which_dev = devintr()) == DEV_NONE) {
    printf("usertrap: pid %d (%s) killed: scause 0x%lx sepc 0x%lx stval 0x%lx\n",
           p->pid, p->name, scause, r_sepc(), r_stval());
    setkilled(p);
  }

  if (killed(p))
    kexit(-1);

  if (which_dev == DEV_TIMER) {
    // Record where the program was, from the copy of sepc saved above:
    // sepc itself is stale once yield() lets anything else run.
    // A kernel profile is fed by kerneltrap instead.
    if (p->prof && p->prof->lo < KERNBASE)
      profsample(p->prof, p->trapframe->epc);
    yield();
  }

  usertrapret();
}

// Return to user space: set up what uservec will need for the next
// trap, then jump to userret in the trampoline.
void
usertrapret(void)
{
  struct proc *p = myproc();

  // A trap between here and sret would go to uservec while still in
  // the kernel: keep interrupts off until user mode turns them on.
  intr_off();
  w_stvec(TRAMPOLINE + (uservec - trampoline));

  p->trapframe->kernel_satp = r_satp();
  p->trapframe->kernel_sp = p->kstack + PGSIZE;
  p->trapframe->kernel_trap = (uint64)usertrap;
  p->trapframe->kernel_hartid = r_tp();

  // sret goes to user mode (SPP 0) with interrupts on (SPIE 1).
  uint64 sstatus = r_sstatus();
  sstatus &= ~SSTATUS_SPP;
  sstatus |= SSTATUS_SPIE;
  w_sstatus(sstatus);
  w_sepc(p->trapframe->epc);

  uint64 satp = MAKE_SATP(p->pagetable);
  void (*enter_user)(uint64) = (void (*)(uint64))(TRAMPOLINE + (userret - trampoline));
  enter_user(satp);
}

// A trap from supervisor mode, on whatever kernel stack was in use.
// Only device interrupts are expected here; anything else is a kernel
// bug, reported and turned into a panic.
void
kerneltrap(void)
{
  uint64 sepc = r_sepc();
  uint64 sstatus = r_sstatus();
  uint64 scause = r_scause();

  if ((sstatus & SSTATUS_SPP) == 0)
    panic("kerneltrap: not from supervisor mode");
  if (intr_get())
    panic("kerneltrap: interrupts on");

  int which_dev = devintr();
  if (which_dev == DEV_NONE) {
    printf("kerneltrap: unexpected trap on hart %d\n", cpuid());
    printf("scause=0x%lx sepc=0x%lx stval=0x%lx\n", scause, sepc, r_stval());
    panic("kerneltrap");
  }

  if (which_dev == DEV_TIMER) {
    profkernel(sepc);
    if (myproc() != 0)
      yield();
  }

  // yield() may have run other code that trapped: put back the
  // registers that kernelvec's sret needs.
  w_sepc(sepc);
  w_sstatus(sstatus);
}

// The deadline after `deadline`, on this hart's phase (start.c): one
// interval later, or, when the hart missed ticks (a host that did not
// run this vCPU for a while), the first one still ahead of now.
// Counting from now instead would let the harts' phases drift together.
static uint64
next_deadline(uint64 deadline, uint64 now)
{
  uint64 next = deadline + TICK_INTERVAL;
  if (next <= now)
    next += ((now - next) / TICK_INTERVAL + 1) * TICK_INTERVAL;
  return next;
}

// A timer interrupt on this hart.
static void
clockintr(void)
{
  if (panicked)        // another hart panicked: stop here
    for (;;)
      ;
  if (cpuid() == 0) {
    acquire(&tickslock);
    ticks++;
    wakeup(&ticks);
    release(&tickslock);
  }
  w_stimecmp(next_deadline(r_stimecmp(), r_time()));   // also clears the pending interrupt
}

// If the current trap is a device interrupt, handle it and say which
// kind (DEV_OTHER or DEV_TIMER); else DEV_NONE.
static int
devintr(void)
{
  uint64 scause = r_scause();

  if (scause == SCAUSE_S_TIMER) {
    clockintr();
    return DEV_TIMER;
  }
  if (scause != SCAUSE_S_EXTERNAL)
    return DEV_NONE;

  int irq = plic_claim();
  if (irq == UART0_IRQ)
    uartintr();
  else if (irq == VIRTIO0_IRQ)
    virtio_disk_intr();
  else if (irq)
    printf("devintr: unexpected irq %d\n", irq);
  if (irq)
    plic_complete(irq);
  return DEV_OTHER;
}
