// Open files: the objects that file descriptors point to.
//
// A struct file is a pipe end, an inode with a current offset, or a
// device (an inode whose reads and writes go to devsw[major]).
// Interface: filealloc hands out an unused file with one reference;
// filedup adds a reference (dup, fork); fileclose drops one and, with
// the last, releases the pipe or inode underneath.  fileread,
// filewrite and filestat dispatch on the type.
//
// Locking: ftable.lock (a spinlock) guards every file's ref, and the
// type and contents of a file while ref is 0.  Once allocated, the
// other fields are set by one thread before the descriptor is visible
// and then only read, except off, which the inode's sleeplock guards.
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "fs.h"
#include "spinlock.h"
#include "sleeplock.h"
#include "file.h"
#include "stat.h"
#include "proc.h"

struct devsw devsw[NDEV];

static struct {
  struct spinlock lock;
  struct file file[NFILE];
} ftable;

void
fileinit(void)
{
  initlock(&ftable.lock, "ftable");
}

// Caller holds no spinlock; does not sleep.  Returns 0 if the table is full.
struct file *
filealloc(void)
{
  acquire(&ftable.lock);
  for (struct file *f = ftable.file; f < ftable.file + NFILE; f++) {
    if (f->ref == 0) {
      f->ref = 1;
      release(&ftable.lock);
      return f;
    }
  }
  release(&ftable.lock);
  return 0;
}

// Caller holds no spinlock; does not sleep.
struct file *
filedup(struct file *f)
{
  acquire(&ftable.lock);
  if (f->ref < 1)
    panic("filedup: file not open");
  f->ref++;
  release(&ftable.lock);
  return f;
}

// Caller holds no lock; may sleep (the last close of an inode may
// free it on disk, so it runs a transaction).
void
fileclose(struct file *f)
{
  struct file last;

  acquire(&ftable.lock);
  if (f->ref < 1)
    panic("fileclose: file not open");
  if (--f->ref > 0) {
    release(&ftable.lock);
    return;
  }
  // Keep a copy so the slot can be reused before we finish below.
  last = *f;
  f->type = FD_NONE;
  release(&ftable.lock);

  if (last.type == FD_PIPE) {
    pipeclose(last.pipe, last.writable);
  } else if (last.type == FD_INODE || last.type == FD_DEVICE) {
    begin_op();
    iput(last.ip);
    end_op();
  }
}

// Copy the file's metadata to user address addr.  Caller holds no
// lock; may sleep.
int
filestat(struct file *f, uint64 addr)
{
  struct stat st;

  if (f->type != FD_INODE && f->type != FD_DEVICE)
    return -1;
  ilock(f->ip);
  stati(f->ip, &st);
  iunlock(f->ip);
  if (copyout(myproc()->pagetable, addr, (char *)&st, sizeof(st)) < 0)
    return -1;
  return 0;
}

// The device switch entry for a device file, or 0 if there is none.
static struct devsw *
devsw_of(struct file *f)
{
  if (f->major < 0 || f->major >= NDEV)
    return 0;
  return &devsw[f->major];
}

// Read up to n bytes into user address addr.  Caller holds no lock;
// may sleep.
int
fileread(struct file *f, uint64 addr, int n)
{
  struct devsw *dev;
  int r;

  if (!f->readable)
    return -1;

  switch (f->type) {
  case FD_PIPE:
    return piperead(f->pipe, addr, n);
  case FD_DEVICE:
    if ((dev = devsw_of(f)) == 0 || dev->read == 0)
      return -1;
    return dev->read(1, addr, n);
  case FD_INODE:
    ilock(f->ip);
    r = readi(f->ip, 1, addr, f->off, n);
    if (r > 0)
      f->off += r;
    iunlock(f->ip);
    return r;
  default:
    panic("fileread: bad file type");
  }
}

// Write n bytes from user address addr to an inode, one transaction
// per chunk.  Caller holds no lock; may sleep.
static int
write_inode(struct file *f, uint64 addr, int n)
{
  // Each chunk gets its own transaction, which may dirty at most
  // MAXOPBLOCKS blocks.  Set aside the inode block, the indirect block
  // and two for unaligned ends; every data block may also dirty a
  // bitmap block, so only half of what is left can be data.
  int chunk = ((MAXOPBLOCKS - 1 - 1 - 2) / 2) * BSIZE;
  int done = 0;

  while (done < n) {
    int len = n - done;
    if (len > chunk)
      len = chunk;

    begin_op();
    ilock(f->ip);
    int r = writei(f->ip, 1, addr + done, f->off, len);
    if (r > 0)
      f->off += r;
    iunlock(f->ip);
    end_op();

    if (r != len)
      break;   // disk full or bad user address
    done += r;
  }
  return done == n ? n : -1;
}

// Write n bytes from user address addr.  Caller holds no lock; may sleep.
int
filewrite(struct file *f, uint64 addr, int n)
{
  struct devsw *dev;

  if (!f->writable)
    return -1;

  switch (f->type) {
  case FD_PIPE:
    return pipewrite(f->pipe, addr, n);
  case FD_DEVICE:
    if ((dev = devsw_of(f)) == 0 || dev->write == 0)
      return -1;
    return dev->write(1, addr, n);
  case FD_INODE:
    return write_inode(f, addr, n);
  default:
    panic("filewrite: bad file type");
  }
}
