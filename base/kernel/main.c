// Supervisor-mode start of every hart.  Hart 0 initialises the kernel's
// subsystems once and creates the first process; the others wait for it,
// then each turns on paging and traps for itself and enters its own
// scheduler loop.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "defs.h"

static volatile int kernel_ready;   // set by hart 0 when the others may go on

void
main(void)
{
  if (cpuid() == 0) {
    consoleinit();
    printfinit();
    printf("\nprofclinic kernel: booting on hart 0\n");
    kinit();           // page allocator
    kvminit();         // kernel page table
    kvminithart();     // paging on
    procinit();        // process table
    trapinit();
    profinit();        // kernel profile lock
    trapinithart();    // this hart's trap vector
    plicinit();
    plicinithart();
    binit();           // buffer cache
    iinit();           // inode table
    fileinit();        // file table
    virtio_disk_init();
    userinit();        // the first process, init
    __sync_synchronize();
    kernel_ready = 1;
  } else {
    while (kernel_ready == 0)
      ;
    __sync_synchronize();
    kvminithart();
    trapinithart();
    plicinithart();
    printf("hart %d starting\n", cpuid());
  }
  scheduler();
}
