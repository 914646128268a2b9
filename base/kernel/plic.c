// The platform-level interrupt controller routes device interrupts
// (the UART's and the disk's) to the harts.  Each source gets priority
// 1; each hart enables both sources for its supervisor context and
// accepts any priority above 0.  A handler claims the interrupt,
// serves the device, and completes it.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "defs.h"

#define PLIC_REG(addr) (*(volatile uint32 *)(addr))

void
plicinit(void)
{
  PLIC_REG(PLIC_PRIORITY + 4 * UART0_IRQ) = 1;
  PLIC_REG(PLIC_PRIORITY + 4 * VIRTIO0_IRQ) = 1;
}

void
plicinithart(void)
{
  int hart = cpuid();

  PLIC_REG(PLIC_SENABLE(hart)) = (1 << UART0_IRQ) | (1 << VIRTIO0_IRQ);
  PLIC_REG(PLIC_SPRIORITY(hart)) = 0;
}

// The highest-priority pending interrupt for this hart, or 0.
int
plic_claim(void)
{
  return PLIC_REG(PLIC_SCLAIM(cpuid()));
}

void
plic_complete(int irq)
{
  PLIC_REG(PLIC_SCLAIM(cpuid())) = irq;
}
