// Kernel formatted output, and panic.
//
// printf understands %d %u %x %p %s %c and %%, with an optional l
// (long) before d, u or x.  One lock keeps the lines of different
// harts whole.  panic prints "panic: <message>" and stops every hart:
// this one spins here, the others at their next console output or
// timer interrupt (see uartputc_sync and clockintr).
#include <stdarg.h>
#include "types.h"
#include "param.h"
#include "spinlock.h"
#include "sleeplock.h"
#include "fs.h"
#include "file.h"
#include "memlayout.h"
#include "riscv.h"
#include "defs.h"
#include "proc.h"

volatile int panicked = 0;       // set once a panic message is out
static volatile int panicking;   // a panic is printing: skip the lock

static struct spinlock printlock;

static const char hexdigits[] = "0123456789abcdef";

static void
printnum(uint64 x, int base, int is_signed)
{
  char digits[24];
  int i = 0, negative = 0;

  if (is_signed && (long)x < 0) {
    negative = 1;
    x = -(long)x;
  }
  do {
    digits[i++] = hexdigits[x % base];
    x /= base;
  } while (x != 0);
  if (negative)
    digits[i++] = '-';
  while (--i >= 0)
    consputc(digits[i]);
}

static void
printptr(uint64 x)
{
  consputc('0');
  consputc('x');
  for (int shift = 60; shift >= 0; shift -= 4)
    consputc(hexdigits[(x >> shift) & 0xf]);
}

// Print one conversion; returns how many characters of fmt it used.
static int
printconv(const char *fmt, va_list *ap)
{
  int islong = (fmt[0] == 'l');
  char c = fmt[islong];

  switch (c) {
  case 'd':
    printnum(islong ? va_arg(*ap, long) : va_arg(*ap, int), 10, 1);
    break;
  case 'u':
    printnum(islong ? va_arg(*ap, uint64) : va_arg(*ap, uint), 10, 0);
    break;
  case 'x':
    printnum(islong ? va_arg(*ap, uint64) : va_arg(*ap, uint), 16, 0);
    break;
  case 'p':
    printptr(va_arg(*ap, uint64));
    break;
  case 'c':
    consputc(va_arg(*ap, int));
    break;
  case 's': {
    const char *s = va_arg(*ap, const char *);
    for (s = s ? s : "(null)"; *s; s++)
      consputc(*s);
    break;
  }
  case '%':
    consputc('%');
    break;
  case 0:
    return islong;
  default:            // unknown: show it as written
    consputc('%');
    consputc(c);
    break;
  }
  return islong + 1;
}

void
printf(char *fmt, ...)
{
  va_list ap;
  int locking = !panicking;

  if (locking)
    acquire(&printlock);
  va_start(ap, fmt);
  for (const char *f = fmt; *f; ) {
    if (*f != '%') {
      consputc(*f++);
      continue;
    }
    f++;
    f += printconv(f, &ap);
  }
  va_end(ap);
  if (locking)
    release(&printlock);
}

void
panic(char *s)
{
  intr_off();
  panicking = 1;
  printf("panic: %s\n", s);
  panicked = 1;     // other harts freeze at their next output or tick
  for (;;)
    ;
}

void
printfinit(void)
{
  initlock(&printlock, "printf");
}
