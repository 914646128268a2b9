// Where things are, in physical and virtual memory.
//
// Physical memory of QEMU's "virt" machine, as this kernel uses it:
//
//   0x00001000  boot ROM (unused: we run with -bios none)
//   0x02000000  CLINT (unused: the timer is Sstc's stimecmp)
//   0x0C000000  PLIC, the external interrupt controller
//   0x10000000  UART0, a 16550
//   0x10001000  virtio-mmio slot 0: the disk
//   0x80000000  KERNBASE: QEMU loads the kernel here; every hart starts here
//       ...     kernel text, then data and bss
//   end         first free page (symbol from kernel.ld)
//       ...     pages handed out by kalloc
//   PHYSTOP     end of the 128 MB of RAM
//
// The kernel's page table maps devices and RAM at their physical
// addresses, so kernel pointers are physical addresses.  Above that it
// maps, at the top of the address space, the trampoline page and one
// kernel stack per process slot, each under an unmapped guard page.
//
// A process's page table maps its memory from 0 (text, data, a guard
// page, the stack, then the heap that sbrk grows), and at the top the
// trampoline (shared, not user-accessible) and its own trapframe page.
#ifndef MEMLAYOUT_H
#define MEMLAYOUT_H

#define UART0       0x10000000L
#define UART0_IRQ   10

#define VIRTIO0     0x10001000L
#define VIRTIO0_IRQ 1

#define PLIC               0x0c000000L
#define PLIC_PRIORITY      (PLIC + 0x0)
#define PLIC_PENDING       (PLIC + 0x1000)
#define PLIC_SENABLE(hart) (PLIC + 0x2080 + (hart)*0x100)
#define PLIC_SPRIORITY(hart) (PLIC + 0x201000 + (hart)*0x2000)
#define PLIC_SCLAIM(hart)  (PLIC + 0x201004 + (hart)*0x2000)

#define KERNBASE 0x80000000L
#define PHYSTOP  (KERNBASE + 128*1024*1024)

// The highest page of every address space holds the trap entry code.
#define TRAMPOLINE (MAXVA - PGSIZE)

// Kernel stack of proc slot i, with a guard page below each.
#define KSTACK(i) (TRAMPOLINE - ((i)+1) * 2*PGSIZE)

// In a user address space, the trapframe sits just below the trampoline.
#define TRAPFRAME (TRAMPOLINE - PGSIZE)

#endif
