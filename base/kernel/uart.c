// The 16550 UART that QEMU's virt machine puts at UART0.
//
// Output is synchronous: uartputc_sync waits for the transmit holding
// register to empty, with interrupts off so that a character is never
// split by an interrupt on this hart.  Under QEMU the wait is short.
// Input raises the UART's receive interrupt, delivered through the
// PLIC; uartintr passes each byte to the console.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "spinlock.h"
#include "defs.h"

// Register offsets from UART0, and the bits we use.
#define UART_RBR 0        // receive buffer (read)
#define UART_THR 0        // transmit holding (write)
#define UART_DLL 0        // divisor low byte, when LCR_DLAB is set
#define UART_IER 1        // interrupt enable
#define UART_DLM 1        // divisor high byte, when LCR_DLAB is set
#define UART_FCR 2        // FIFO control (write)
#define UART_LCR 3        // line control
#define UART_LSR 5        // line status

#define IER_RX_ENABLE  0x01
#define FCR_FIFO_RESET 0x07   // enable, and clear both FIFOs
#define LCR_8N1        0x03   // 8 data bits, no parity, 1 stop bit
#define LCR_DLAB       0x80   // make offsets 0 and 1 the baud divisor
#define LSR_RX_READY   0x01
#define LSR_TX_EMPTY   0x20

static inline volatile uchar *
uart_reg(int off)
{
  return (volatile uchar *)(UART0 + off);
}

void
uartinit(void)
{
  *uart_reg(UART_IER) = 0;
  *uart_reg(UART_LCR) = LCR_DLAB;
  *uart_reg(UART_DLL) = 3;          // 38400 baud; QEMU ignores it anyway
  *uart_reg(UART_DLM) = 0;
  *uart_reg(UART_LCR) = LCR_8N1;
  *uart_reg(UART_FCR) = FCR_FIFO_RESET;
  *uart_reg(UART_IER) = IER_RX_ENABLE;
}

// Send one byte, waiting until the UART can take it.  After a panic
// every other hart stops here for good, so the panic message stays
// the last thing on the console.
void
uartputc_sync(int c)
{
  push_off();
  if (panicked)
    for (;;)
      ;
  while ((*uart_reg(UART_LSR) & LSR_TX_EMPTY) == 0)
    ;
  *uart_reg(UART_THR) = c;
  pop_off();
}

// The receive interrupt: hand every waiting byte to the console.
void
uartintr(void)
{
  while (*uart_reg(UART_LSR) & LSR_RX_READY)
    consoleintr(*uart_reg(UART_RBR));
}
