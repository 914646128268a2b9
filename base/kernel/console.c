// The console: device CONSOLE, on top of the UART.
//
// Input is line-edited here before any process sees it: typed bytes
// collect in a ring buffer and become readable when a line is complete
// (newline, or ^D for end of file).  Editing keys:
//   backspace / delete  erase the last character of the line
//   ^U                  erase the whole line
//   ^D                  end of file (a read returns what the line has so far)
//   ^P                  list the processes (procdump)
// The ring buffer and its three indexes are guarded by cons.lock;
// readers sleep on &cons.committed.
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

#define CTRL(x) ((x) - '@')
#define BACKSPACE 0x100     // consputc: erase the last character on screen
#define INPUT_BUF 128

static struct {
  struct spinlock lock;
  char buf[INPUT_BUF];
  uint consumed;     // next byte a reader takes
  uint committed;    // bytes before this are whole lines, readable
  uint edit;         // end of the line being typed
} cons;

// Show one character on the console.
void
consputc(int c)
{
  if (c == BACKSPACE) {
    uartputc_sync('\b');
    uartputc_sync(' ');
    uartputc_sync('\b');
  } else {
    uartputc_sync(c);
  }
}

// write() on the console.
static int
consolewrite(int user_src, uint64 src, int n)
{
  char c;
  int i;

  for (i = 0; i < n; i++) {
    if (either_copyin(&c, user_src, src + i, 1) == -1)
      break;
    uartputc_sync(c);
  }
  return i;
}

// read() on the console: waits for a whole line, returns at most n bytes.
// A ^D ends the read; if it came after some bytes it is kept for the
// next read, which then returns 0 (end of file).
static int
consoleread(int user_dst, uint64 dst, int n)
{
  int got = 0;

  acquire(&cons.lock);
  while (got < n) {
    while (cons.consumed == cons.committed) {
      if (killed(myproc())) {
        release(&cons.lock);
        return -1;
      }
      sleep(&cons.committed, &cons.lock);
    }
    char c = cons.buf[cons.consumed % INPUT_BUF];
    if (c == CTRL('D')) {
      if (got == 0)
        cons.consumed++;
      break;
    }
    cons.consumed++;
    if (either_copyout(user_dst, dst + got, &c, 1) == -1)
      break;
    got++;
    if (c == '\n')
      break;
  }
  release(&cons.lock);
  return got;
}

// Erase the last character of the line being typed, if any.
static int
erase_one(void)
{
  if (cons.edit == cons.committed)
    return 0;
  cons.edit--;
  consputc(BACKSPACE);
  return 1;
}

// The UART's receive interrupt calls this for every byte typed.
void
consoleintr(int c)
{
  acquire(&cons.lock);
  switch (c) {
  case CTRL('P'):
    procdump();
    break;
  case CTRL('U'):
    while (erase_one())
      ;
    break;
  case CTRL('H'):
  case '\x7f':
    erase_one();
    break;
  default:
    if (c == 0 || cons.edit - cons.consumed >= INPUT_BUF)
      break;
    if (c == '\r')
      c = '\n';
    if (c != CTRL('D'))
      consputc(c);
    cons.buf[cons.edit++ % INPUT_BUF] = c;
    if (c == '\n' || c == CTRL('D') || cons.edit - cons.consumed == INPUT_BUF) {
      cons.committed = cons.edit;
      wakeup(&cons.committed);
    }
    break;
  }
  release(&cons.lock);
}

void
consoleinit(void)
{
  initlock(&cons.lock, "cons");
  uartinit();
  devsw[CONSOLE].read = consoleread;
  devsw[CONSOLE].write = consolewrite;
}
