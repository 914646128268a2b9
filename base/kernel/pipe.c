// Pipes: a one-way byte channel between a read file and a write file.
//
// Interface: pipealloc makes the pipe and both files; piperead and
// pipewrite move bytes between the ring and user memory; pipeclose is
// called by fileclose for each end, and the pipe is freed when both
// ends are closed.  A reader blocks while the ring is empty and the
// write end open, and gets 0 (end of file) once it is closed and the
// ring drained.  A writer blocks while the ring is full, and fails if
// the read end is closed or the writer is killed.
//
// The ring holds PIPESIZE bytes.  nread and nwritten count every byte
// ever moved and are never reduced; their difference is the fill, and
// each taken modulo PIPESIZE is a position in the ring.
//
// Locking: pi->lock guards everything in the pipe.  Readers sleep on
// &pi->nwritten (waiting for bytes to be written), writers on
// &pi->nread (waiting for bytes to be read).
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "spinlock.h"
#include "proc.h"
#include "fs.h"
#include "sleeplock.h"
#include "file.h"

#define PIPESIZE 512
#define MIN(a, b) ((a) < (b) ? (a) : (b))

struct pipe {
  struct spinlock lock;
  char ring[PIPESIZE];
  uint nread;      // bytes read so far
  uint nwritten;   // bytes written so far
  int readopen;    // the read end is still open
  int writeopen;   // the write end is still open
};

// Caller holds no lock; does not sleep.  Returns -1 if out of memory
// or files, with nothing allocated.
int
pipealloc(struct file **rf, struct file **wf)
{
  struct pipe *pi = 0;

  *rf = filealloc();
  *wf = filealloc();
  if (*rf == 0 || *wf == 0 || (pi = (struct pipe *)kalloc()) == 0) {
    // The files are still FD_NONE, so closing them only frees the slots.
    if (*rf)
      fileclose(*rf);
    if (*wf)
      fileclose(*wf);
    return -1;
  }

  initlock(&pi->lock, "pipe");
  pi->nread = 0;
  pi->nwritten = 0;
  pi->readopen = 1;
  pi->writeopen = 1;

  (*rf)->type = FD_PIPE;
  (*rf)->readable = 1;
  (*rf)->writable = 0;
  (*rf)->pipe = pi;
  (*wf)->type = FD_PIPE;
  (*wf)->readable = 0;
  (*wf)->writable = 1;
  (*wf)->pipe = pi;
  return 0;
}

// Caller holds no lock; does not sleep.
void
pipeclose(struct pipe *pi, int writable)
{
  acquire(&pi->lock);
  if (writable) {
    pi->writeopen = 0;
    wakeup(&pi->nwritten);   // readers must see end of file
  } else {
    pi->readopen = 0;
    wakeup(&pi->nread);      // writers must see the broken pipe
  }
  int unused = !pi->readopen && !pi->writeopen;
  release(&pi->lock);
  if (unused)
    kfree((char *)pi);
}

// Write n bytes from user address addr; returns n, or -1 if the pipe
// broke or the process was killed first.  Caller holds no lock; may
// sleep while the ring is full.
int
pipewrite(struct pipe *pi, uint64 addr, int n)
{
  struct proc *p = myproc();
  int done = 0;

  acquire(&pi->lock);
  while (done < n) {
    if (!pi->readopen || killed(p)) {
      release(&pi->lock);
      return -1;
    }
    uint room = PIPESIZE - (pi->nwritten - pi->nread);
    if (room == 0) {
      wakeup(&pi->nwritten);   // let readers drain it
      sleep(&pi->nread, &pi->lock);
      continue;
    }
    // Copy as much as fits before the ring wraps around.
    uint pos = pi->nwritten % PIPESIZE;
    uint m = MIN((uint)(n - done), MIN(room, PIPESIZE - pos));
    if (copyin(p->pagetable, &pi->ring[pos], addr + done, m) == -1)
      break;
    pi->nwritten += m;
    done += m;
  }
  wakeup(&pi->nwritten);
  release(&pi->lock);
  return done;
}

// Read up to n bytes into user address addr; returns the count, 0 at
// end of file, -1 if killed while waiting.  Caller holds no lock; may
// sleep while the ring is empty.
int
piperead(struct pipe *pi, uint64 addr, int n)
{
  struct proc *p = myproc();
  int done = 0;

  acquire(&pi->lock);
  while (pi->nread == pi->nwritten && pi->writeopen) {
    if (killed(p)) {
      release(&pi->lock);
      return -1;
    }
    sleep(&pi->nwritten, &pi->lock);
  }
  while (done < n && pi->nread != pi->nwritten) {
    uint avail = pi->nwritten - pi->nread;
    uint pos = pi->nread % PIPESIZE;
    uint m = MIN((uint)(n - done), MIN(avail, PIPESIZE - pos));
    if (copyout(p->pagetable, addr + done, &pi->ring[pos], m) == -1)
      break;
    pi->nread += m;
    done += m;
  }
  wakeup(&pi->nread);   // room for writers
  release(&pi->lock);
  return done;
}
